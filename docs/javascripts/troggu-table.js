/* The one card table of every game (Troggu, Troccas, Großtarock, French Tarot), the one replay viewer and the
 * comparison of the games' rules, on the shared machinery of troggu.js: one Pyodide, one call into
 * troggu_core.web.handle, one text catalogue, one set-up. This file draws and labels; every rule, bot move,
 * count, payment, card name and picture is the engine's (the package troggu_core/web and the registry). */
(function () {
  "use strict";
  const T = window.Troggu;
  if (!T || !T.WIDGETS) return;
  const { el, clear } = T;
  const lang = T.lang;

  const tt = T.t; // the one catalogue's lookup (troggu.js)

  // the one card renderer, the one refusal box and the rule links (troggu.js): every game's cards, names and pictures
  // are the engine's (its meta and faces answers)
  const { gameMeta, cardName, cardEl } = T.cards;
  const { refusalBox, ruleLink } = T;
  const LAST = (T.lastRecords = {}); // the record of the round last played on this page, per game
  // a seat as people count it ("Platz 1" .. "Platz n"): the engine's name of the seat (every answer's seat_labels, the
  // table's and the replay's); the page counts no seat
  function seatWord(labels, s) { return labels[s]; }
  function seatName(st, s) { return s === st.seat ? `${tt("you")} (${seatWord(st.seat_labels, s)})` : seatWord(st.seat_labels, s); }
  function fmt(v) { return typeof v === "number" && !Number.isInteger(v) ? String(v).replace(".", lang() === "de" ? "," : ".") : String(v); }

  // A share link names its game (#g=troccas&r=...); the default game's links name none (#r=visp&p=4&s=7&d=0).
  // (read by troggu.js's one link reader, T.shareLink): the link's query when it is this game's, else null; a link
  // naming no game is the engine's default game's (T.defaultGame, asked only for such a link). What the link's
  // fields say is the engine's to read and check (op share): the page never judges a ruleset or a count of players.
  async function shareFromHash(game, hash) {
    const link = T.shareLink(hash === undefined ? location.hash : hash);
    if (!link) return null;
    return (link.game || await T.defaultGame()) === game ? link.query : null;
  }

  // The bots' pace: milliseconds a card stays before the next one is played (the reader's choice is remembered).
  const SPEEDS = [["slow", 1400], ["normal", 700], ["fast", 250], ["instant", 0]];
  function savedSpeed() {
    try { const v = localStorage.getItem("troggu-speed"); if (v !== null && SPEEDS.some(([, ms]) => String(ms) === v)) return Number(v); } catch (e) { /* no storage */ }
    return 700;
  }
  const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
  // A fresh deal's number: a whole number small enough to read out and share ("Spiel Nr. 48213").
  const randomSeed = () => 1 + Math.floor(Math.random() * 99999);

  // The ruleset and the number of players of a deal, as every game's meta names them (ruleset_titles,
  // ruleset_players): the one choice, for the card table and its open deal.
  function rulesetChoice(meta, ruleset, players) {
    const playersOf = (r) => meta.ruleset_players[r] || meta.players;
    const rsSel = el("select", { "aria-label": tt("rules_choice") },
      meta.rulesets.map((r) => el("option", { value: r, selected: r === ruleset }, meta.ruleset_titles[r] || r)));
    const plSel = el("select", { "aria-label": tt("players") });
    const fillPlayers = () => {
      const keep = Number(plSel.value) || players;
      clear(plSel);
      for (const n of playersOf(rsSel.value)) plSel.append(el("option", { value: n, selected: n === keep }, String(n)));
    };
    rsSel.addEventListener("change", fillPlayers);
    fillPlayers();
    return { rsSel, plSel, playersOf, fillPlayers };
  }

  // ------------------------------------------------------------------ play a round
  T.WIDGETS.play = async function (w, ui) {
    const game = w.dataset.game || await T.defaultGame();
    const until = w.dataset.until || undefined; // "play": the round stops after the auction
    const meta = await gameMeta(game);
    if (!meta.ok) { ui.append(refusalBox(meta)); return; }
    // a share link of this game is read by the engine (op share, as the open deal's): the deal it names, each field
    // checked, or its refusal naming the rule (an unknown ruleset, a count of players the ruleset is not played by, a
    // seed out of the engine's range); a refused link deals nothing, a good one is played exactly as it says
    const query = await shareFromHash(game, T.shareLink(location.hash) ? location.hash : w._openedWith);
    const linked = query ? await T.call("share", { game, query }) : null;
    const share = linked && linked.ok ? linked : null;
    let ruleset = (share && share.ruleset) || w.dataset.ruleset || meta.default_ruleset;
    // house rules (a composer's link, #r=visp&o={...}): the options beside the ruleset as the engine read them, sent
    // with every round of that ruleset until another ruleset is chosen
    const houseOf = (res) => (res.house_rules ? res.house_rules.options : null);
    let options = (share && houseOf(share)) || null;
    const houseNote = el("small", { class: "troggu-house-on", hidden: !options }, tt("house_on"));
    let dealer = share ? share.dealer : 0;
    let players = Number((share && share.players) || w.dataset.players || meta.default_players);
    let seed = share ? share.seed : randomSeed();
    // every game's rulesets: their titles and how many play each (the engine's meta)
    const { rsSel, plSel, fillPlayers } = rulesetChoice(meta, ruleset, players);
    rsSel.addEventListener("change", () => { options = null; houseNote.hidden = true; });
    // the deal's number: shown, and typed to play a given deal; "Neu geben" deals a fresh one unless one was typed
    const seedIn = el("input", { type: "number", min: 0, max: meta.limits.seed, step: 1, value: seed, "aria-label": tt("deal_no"), class: "troggu-seed" });
    let typed = false;
    seedIn.addEventListener("input", () => { typed = true; });
    let speed = savedSpeed();
    const speedSel = el("select", { class: "troggu-speed", "aria-label": tt("speed") },
      SPEEDS.map(([k, ms]) => el("option", { value: ms, selected: ms === speed }, tt("speed_" + k))));
    speedSel.addEventListener("change", () => {
      speed = Number(speedSel.value);
      try { localStorage.setItem("troggu-speed", String(speed)); } catch (e) { /* no storage */ }
    });
    const dealBtn = el("button", { type: "button", class: "md-button md-button--primary", "data-action": "new" }, tt("new_deal"));
    const sameBtn = el("button", { type: "button", class: "md-button", "data-action": "same" }, tt("same_cards"));
    const controls = el("div", { class: "troggu-controls" },
      el("label", {}, tt("rules_choice"), " ", rsSel), " ", el("label", {}, tt("players"), " ", plSel), " ",
      el("label", {}, tt("deal_no"), " ", seedIn), " ", el("label", {}, tt("speed"), " ", speedSel), " ", dealBtn, " ", sameBtn, " ", houseNote);
    ui.append(controls);
    // one small live region, read by screen readers only: the newest events (the bots' moves since yours, who is
    // next), never the whole widget; the visible status line is the table's (.troggu-turn)
    const live = T.announcer();
    // the board: the table with its status line, a refusal right under it, then the hand and the controls; the
    // refusal's box stays in its place when the table is drawn again (a moved alert may be read again)
    const top = el("div", { class: "troggu-board-part" });
    const msg = el("div", { class: "troggu-msg" });
    const bottom = el("div", { class: "troggu-board-part" });
    const board = el("div", { class: "troggu-board" }, top, msg, bottom);
    ui.append(board, live.element);
    let st = null, selected = new Set(), showLast = false;
    let shown = null; // the trick drawn on the felt while the bots' cards come one by one, or a finished trick kept
    let held = null; // { cards, winner }: the finished trick that stays on the felt until a tap or the next card
    let pacing = 0; // bumped by every answer: a pacing loop of an older answer stops
    // ---- extension point (troggu-hints.js: hint, bots' level, review). The table's events, on its widget (they
    // bubble): troggu:setup once the controls are there, troggu:request before every request (a listener may add
    // fields to detail.request), troggu:answer when it is answered, troggu:render after every drawing; detail: this
    // object and the event's own fields.
    const hook = { widget: w, game, controls, board, state: () => st, announce: (text) => announce(text),
      cardName: (code) => cardName(game, code) };
    const emit = (type, more) => w.dispatchEvent(new CustomEvent("troggu:" + type, { bubbles: true, detail: { ...hook, ...more } }));
    emit("setup");

    // The cards played since the table was last drawn, trick by trick: the frames the felt shows one after another.
    // Where a trick ends is the engine's: the card that completed one is logged with ``ends_trick`` (and ``won_by``),
    // and the table before the answer is the engine's table view (its ``trick``, empty between tricks).
    function framesOf(before, res) {
      const was = before && !before.over && before.view;
      let cur = was && !was.trick_complete ? was.trick.slice() : [];
      let ended = false;
      const frames = [];
      for (const e of res.log || []) {
        if (!e.card) continue; // a card played (the engine's log says which actions are cards)
        if (ended) cur = [];
        cur = cur.concat([{ seat: e.seat, card: e.action }]);
        ended = !!e.ends_trick;
        frames.push(cur);
      }
      return frames;
    }
    let asked = 0; // requests sent so far
    let noted = -1; // the requests sent before the message area's own note (an unsafe link) was written
    const act = async (op, extra, focusSel) => {
      const before = st;
      const ask = ++asked;
      const request = { game, id: st ? st.id : undefined, ...(extra || {}) };
      emit("request", { op, request });
      const res = await T.call(op, request).finally(() => emit("answer", { op }));
      // a note written while this request was on its way (a newer link) is newer than its answer: it stays
      if (noted < ask) clear(msg);
      if (!res.ok) {
        msg.append(refusalBox(res));
        w.dataset.render = String(++renders);
        keepInView(msg);
        return;
      }
      const run = ++pacing;
      const frames = op === "finish" ? [] : framesOf(op === "new_game" ? null : before, res);
      st = res; selected = new Set(); showLast = false; held = null; shown = null;
      // the bots' cards one by one at the chosen pace; the hand waits meanwhile
      const theirs = frames.filter((f) => f[f.length - 1].seat !== res.seat);
      if (speed > 0 && theirs.length && !res.over) {
        for (const f of frames) {
          if (run !== pacing) return;
          shown = f;
          render(true);
          w.dataset.pacing = "true"; // the hand is drawn waiting (tests read this)
          if (f[f.length - 1].seat !== res.seat) await sleep(speed);
        }
        if (run !== pacing) return;
        w.dataset.pacing = "false";
      }
      // a trick the engine calls complete (its last card played, no card of the next one yet): it stays until a tap,
      // with the winner the engine names
      const tv = st.view;
      shown = null;
      if (tv.trick_complete && !st.over && frames.length) held = { cards: tv.last_trick, winner: tv.last_trick_winner };
      render(); announce();
      placeFocus(focusSel);
    };
    // The logical next control after every action: the given one, else a playable card, your first action (a bid,
    // an announcement), the first card to lay away, at the end the settlement; then the table is kept in view.
    function placeFocus(focusSel, card) {
      let target = (card && board.querySelector(`.troggu-hand [data-card="${CSS.escape(card)}"]`)) || (focusSel && board.querySelector(focusSel));
      if (!target) {
        target = board.querySelector(".troggu-hand button[aria-disabled='false']")
          || board.querySelector(".troggu-actions button")
          || (st && st.over ? board.querySelector(".troggu-result h4") : null)
          || board.querySelector(".troggu-hand button[tabindex='0']")
          || board.querySelector("[data-action=finish]")
          || board.querySelector("button");
      }
      if (!target) return;
      if (target.tagName === "H4") target.setAttribute("tabindex", "-1");
      if (target.closest(".troggu-hand")) rove(target);
      target.focus({ preventScroll: true });
      keepInView(target);
    }
    // On a phone: the table, the status line and the hand on one screen; scroll only when something is off it,
    // and never so far that the felt's top goes under the page's header.
    function keepInView(target) {
      const header = (document.querySelector(".md-header") || { offsetHeight: 0 }).offsetHeight;
      const table = board.querySelector(".troggu-cardtable");
      const hand = board.querySelector(".troggu-hand");
      if (table && hand && !(st && st.over) && target !== msg) {
        const top = table.getBoundingClientRect().top;
        const bottom = hand.getBoundingClientRect().bottom;
        if (top < header || bottom > window.innerHeight) {
          // the least scrolling that shows the felt to the hand; if they do not fit, the hand's bottom
          const down = bottom - window.innerHeight + 4;
          const by = top - down < header ? top - header - 4 : down;
          window.scrollBy({ top: by, behavior: "instant" });
        }
      }
      const r = target.getBoundingClientRect();
      if (target.matches(".troggu-result h4") && (r.top < header || r.top > 0.4 * window.innerHeight)) {
        // the result is read from its heading down: the heading just under the page's header
        window.scrollBy({ top: r.top - header - 8, behavior: "instant" });
      } else if (r.top < header || r.bottom > window.innerHeight) {
        if (r.height > window.innerHeight - header) window.scrollBy({ top: r.top - header - 4, behavior: "instant" });
        else target.scrollIntoView({ block: "nearest", behavior: "instant" });
        const again = target.getBoundingClientRect();
        if (again.top < header) window.scrollBy({ top: again.top - header - 4, behavior: "instant" });
        // "nearest" leaves the bottom on the screen's edge, a fraction of a pixel over it on some layouts: 4 px clear
        else if (again.bottom > window.innerHeight - 4 && again.top - header > 8)
          window.scrollBy({ top: Math.min(again.bottom - window.innerHeight + 4, again.top - header - 4), behavior: "instant" });
      }
    }
    function rove(target) {
      const hand = board.querySelector(".troggu-hand");
      if (hand) T.rove(hand, target);
    }
    // Deal: the typed number, or the given one (the same cards, a share link), else a fresh random deal.
    function deal(given) {
      ruleset = rsSel.value; players = Number(plSel.value);
      if (given !== undefined) seedIn.value = String(given);
      else if (!typed) seedIn.value = String(randomSeed());
      typed = false;
      // the text typed goes to the engine, which reads the number or refuses it naming the rule (too large,
      // negative, a fraction, nothing): never rounded or clamped to another seed here
      seed = seedIn.value.trim();
      const d = dealer;
      dealer = 0; // a share link's dealer deals its round; every new round after it starts with seat 0
      return act("new_game", { ruleset, players, seed, dealer: d, until, ...(options ? { options } : {}) });
    }
    // the round on the table's deal: its number and dealer as the engine's answer names them (never read from its link)
    const currentSeed = () => (st ? st.seed : seedIn.value);
    dealBtn.addEventListener("click", () => deal());
    sameBtn.addEventListener("click", () => { if (st) dealer = st.dealer; deal(currentSeed()); });
    // a share link of this game followed after the widget started (a hash change): read by the engine, as on load
    let links = 0; // links followed so far: the answer to an older one is dropped
    const follow = async (query) => {
      const mine = ++links;
      const res = await T.call("share", { game, query });
      if (mine !== links) return;
      if (!res.ok) { refuseLink(res); return; }
      if (st && res.share === st.share) return; // the link to the round on the table (its own, clicked): nothing to deal
      options = houseOf(res);
      houseNote.hidden = !options;
      rsSel.value = res.ruleset;
      fillPlayers();
      plSel.value = String(res.players);
      dealer = res.dealer;
      deal(res.seed);
    };
    // a refused link: the engine's refusal in the one refusal box, kept until the next request is answered; the
    // round on the table (if any) stays
    function refuseLink(res) {
      noted = asked;
      clear(msg);
      msg.append(refusalBox(res));
      w.dataset.render = String(++renders);
    }
    w._share = follow;

    // The events since the person's own last move (the bots' answers), at most one round of them, and who is next.
    function eventText() {
      const log = st.log || [];
      let i = log.length;
      while (i > 0 && log[i - 1].seat !== st.seat) i--;
      const parts = log.slice(i).slice(-st.players).map((e) => {
        const who = seatWord(st.seat_labels, e.seat);
        return e.card ? tt("played", { who, card: cardName(game, e.action) })
          : tt("acted", { who, action: e.label || e.action });
      });
      parts.push(st.over ? tt("over") : st.stopped ? (st.notes || []).join(" · ") : st.your_turn ? tt("your_turn") + "." : tt("waiting", { s: seatWord(st.seat_labels, st.to_move) }));
      return parts.join(" ");
    }
    const announce = (text) => live.say(text || eventText());
    // The status line under the table: the phase (in play: the trick, k of n) and who is to move.
    function statusText(busy) {
      if (st.over) return `${st.phase_text} · ${tt("result")}`;
      if (st.stopped) return `${tt("auction_result")}: ${(st.notes || []).join(" · ")}`;
      if (busy && shown) return tt("bots_playing");
      let where = st.phase_text; // the phase's words, the engine's (troggu_core.web.PHASE_WORDS)
      if (st.card_play) where = `${tt("trick")} ${st.trick_no}/${st.tricks_total}`; // the engine's count
      return `${where} · ${st.your_turn ? tt("your_turn") : `${seatWord(st.seat_labels, st.to_move)} ${tt("to_move")}`}`;
    }

    let renders = 0;
    function render(busy) {
      clear(top); clear(bottom);
      if (!busy) w.dataset.render = String(++renders); // tests wait on this: one more after every answer, once paced
      w.dataset.over = String(!!st.over);
      const tv = st.view; // the one view: the keys every game shares (troggu_core.kernel.state.TableView) and the game's own
      const n = st.players;
      // the table (the same felt as Troggu's widget): seats around it, you at the bottom, the trick in the middle
      const me = st.seat;
      const felt = el("div", { class: "troggu-felt", "data-players": n });
      const trick = shown || tv.trick;
      // who plays the game (the engine's bidder: Troggu's declarer, the French Tarot's taker): marked at the seat
      const lead = typeof tv.bidder === "number" ? [tv.bidder, st.bidder_word] : null;
      for (let s = 0; s < n; s++) {
        const rel = (s - me + n) % n;
        const angle = Math.PI / 2 - (2 * Math.PI * rel) / n;
        const won = tv.tricks_won[s];
        const moving = !busy && !st.over && s === st.to_move;
        const tags = [];
        if (s === st.dealer) tags.push(tt("deals"));
        if (lead && lead[0] === s) tags.push(lead[1]);
        if (trick.length && trick[0].seat === s) tags.push(tt("leads"));
        // the seat straight across (an even number of players) is drawn in one line on a phone: its tags under its
        // name would cover the trick's label
        const across = n % 2 === 0 && rel === n / 2;
        const box = el("div", { class: "troggu-seatbox" + (moving ? " troggu-to-move" : "") + (s === me ? " troggu-me" : "") + (lead && lead[0] === s ? " troggu-taker" : "") + (across ? " troggu-seat-across" : ""), "data-seat": s },
          el("strong", { class: "troggu-seatbox-name", text: seatName(st, s) }),
          tags.length ? el("span", { class: "troggu-seatbox-tags", text: tags.join(" · ") }) : null,
          won !== undefined ? el("span", { class: "troggu-seatbox-tricks", text: `${won} ${won === 1 ? tt("trick_one") : tt("tricks")}` }) : null,
          moving ? el("span", { class: "troggu-seatbox-move", text: tt("to_move") }) : null);
        box.style.left = `${50 + 42 * Math.cos(angle)}%`;
        box.style.top = `${50 + 40 * Math.sin(angle)}%`;
        felt.append(box);
      }
      // the last trick, the engine's (every game's table view has it)
      const lastCards = tv.last_trick;
      const keeping = !busy && held && !showLast && trick.length === 0;
      const showing = showLast && lastCards.length ? lastCards : keeping ? held.cards : trick;
      const row = el("div", { class: "troggu-cards" });
      for (const p of showing) row.append(el("figure", { class: "troggu-played", "data-seat": p.seat }, cardEl(game, p.card), el("figcaption", { text: seatName(st, p.seat) })));
      // a kept trick's label in one short line ("Dein Stich", "Stich für Platz 3"): a longer one grew the trick over
      // the seats' boxes on a phone; the tap that clears it is said where a pointer rests (the next card clears it too)
      const label = showLast ? tt("last_trick") : !keeping ? tt("current_trick")
        : held.winner === st.seat ? tt("trick_yours") : tt("trick_won_by", { who: seatName(st, held.winner) });
      const middle = el("div", { class: "troggu-trick troggu-current-trick" + (keeping ? " troggu-kept" : ""), "aria-label": label },
        el("div", { class: "troggu-seat-name", text: label }), row);
      felt.append(middle);
      if (keeping) { // a tap on the felt clears the finished trick (the next card played does too)
        felt.classList.add("troggu-tap-clears");
        felt.title = tt("tap_to_clear");
        felt.addEventListener("click", () => { held = null; render(); placeFocus(); });
      }
      const bar = el("div", { class: "troggu-table-bar" },
        (st.notes || []).length && !st.stopped ? el("p", { class: "troggu-contract", text: st.notes.join(" · ") }) : null,
        el("p", { class: "troggu-turn", "data-phase": st.over ? "finished" : st.phase, text: statusText(busy) }),
        el("small", { class: "troggu-deal-no", text: tt("deal_no_is", { n: st.seed }) }));
      if (lastCards.length && !busy) {
        const toggle = el("button", { type: "button", class: "md-button troggu-small", "aria-pressed": String(showLast), "data-action": "last" }, tt("last_trick"));
        toggle.addEventListener("click", () => { showLast = !showLast; render(); placeFocus("[data-action=last]"); });
        bar.append(toggle);
      }
      top.append(el("section", { class: "troggu-cardtable", "aria-label": tt("table") }, felt, bar));
      // below: a refusal (msg, kept in its place between the two, so that it is announced once), then the hand
      if ((st.notes || []).length && st.stopped) bottom.append(el("p", { class: "troggu-notes", text: st.notes.join(" · ") }));
      // the person's actions that are not cards (bids, announcements ...)
      const legal = busy ? [] : st.legal || [];
      const discarding = !busy && st.discard_size !== undefined;
      // the engine labels every legal action that is not a card (bids, announcements ...); the rest are cards
      const labels = st.labels || {};
      const isCard = (a) => !Object.prototype.hasOwnProperty.call(labels, a);
      const cards = new Set(legal.filter(isCard));
      const others = legal.filter((a) => !isCard(a));
      if (others.length && !discarding) {
        const actions = el("div", { class: "troggu-buttons troggu-actions" });
        for (const a of others) actions.append(el("button", { type: "button", class: "md-button", "data-action-value": a, onclick: () => act("act", { action: a }) }, (st.labels || {})[a] || a));
        bottom.append(actions);
        if (st.estimate) bottom.append(estimateView()); // the engine says when the chances can be asked
      }
      // the exchange: what to do, and how many are chosen (the chosen cards stand raised and ticked)
      // in the exchange, the cards taken up from the talon (the table view's ``taken_up``, every game's: Troggu's Tapp,
      // the French Tarot's dog ...) are marked and named so, with the game's word for its talon (meta's talon_from)
      const talon = new Set(discarding && Array.isArray(tv.taken_up) ? tv.taken_up : []);
      const talonWord = { talon: meta.talon_from || tt("talon_from") };
      if (discarding) {
        bottom.append(el("p", { class: "troggu-legend", id: `troggu-legend-${w.dataset.render}` },
          el("strong", { text: tt(st.discard_size === 1 ? "choose_one" : "choose", { n: st.discard_size }) }), " ", tt("exchange_legend"), " ",
          talon.size ? [tt("taken_up_legend", talonWord), " "] : null,
          el("span", { class: "troggu-count", text: tt("chosen_count", { k: selected.size, n: st.discard_size }) })));
      }
      // the hand, always at full strength; playable cards are enabled, the rest aria-disabled
      // no card to play now (the auction, another seat's turn): the hand at full strength, nothing struck out
      const idle = busy || !st.your_turn || (cards.size === 0 && !discarding);
      const hand = el("div", { class: "troggu-hand" + (idle ? " troggu-idle" : "") + (discarding ? " troggu-choosing" : ""), role: "group", "aria-label": tt("your_hand") });
      for (const code of tv.hand) {
        const playable = !busy && st.your_turn && cards.has(code);
        const b = cardEl(game, code, { button: true, type: "button", "aria-disabled": playable ? "false" : "true",
          "aria-pressed": discarding ? String(selected.has(code)) : null,
          class: talon.has(code) ? "troggu-from-tapp" : null,
          suffix: (talon.has(code) ? ` (${tt("from_talon", talonWord)})` : "") + (discarding && selected.has(code) ? ` (${tt("selected")})` : "") });
        b.addEventListener("click", () => {
          if (busy || !st.your_turn) return;
          if (!playable && !discarding) { act("act", { action: code }); return; } // the engine explains the refusal
          if (!playable) return;
          if (discarding) {
            if (selected.has(code)) selected.delete(code); else selected.add(code);
            render();
            placeFocus(null, code);
            announce(`${cardName(game, code)}: ${selected.has(code) ? tt("chosen") : tt("not_chosen")} · ${tt("chosen_count", { k: selected.size, n: st.discard_size })}`);
          } else act("act", { action: code });
        });
        hand.append(b);
      }
      // one tab stop in the hand (a playable card); the arrow keys, Home and End move within it
      T.rovingFocus(hand, hand.querySelector("button[aria-disabled='false']") || hand.querySelector("button"));
      if (tv.hand.length || !st.over) bottom.append(el("div", { class: "troggu-seat-name", text: tt("your_hand") }), hand);
      if (discarding) {
        bottom.append(el("button", { type: "button", class: "md-button md-button--primary", "data-action": "lay-away", disabled: selected.size !== st.discard_size,
          onclick: () => act("act", { cards: Array.from(selected) }) }, tt("lay_away"))); // the engine writes the lay-away
      }
      if (busy) return;
      // undo, finish, record, share
      const tools = el("div", { class: "troggu-buttons" });
      if (st.can_undo) tools.append(el("button", { type: "button", class: "md-button", "data-action": "undo", onclick: () => act("undo", {}, "[data-action=undo]") }, tt("undo")));
      if (!st.over && !st.stopped) tools.append(el("button", { type: "button", class: "md-button", "data-action": "finish", onclick: () => act("finish") }, tt("finish")));
      const dl = el("button", { type: "button", class: "md-button", "data-action": "download" }, tt("download"));
      dl.addEventListener("click", async () => {
        const r = await T.call("record", { game, id: st.id });
        if (!r.ok) return;
        LAST[game] = r.record;
        const a = el("a", { href: URL.createObjectURL(new Blob([r.record], { type: "application/json" })), download: r.filename });
        document.body.append(a); a.click(); a.remove();
      });
      tools.append(dl, el("a", { class: "troggu-share", href: "#" + st.share }, tt("share")));
      if (st.stopped) tools.prepend(el("button", { type: "button", class: "md-button md-button--primary", "data-action": "again",
        onclick: () => dealBtn.click() }, tt("new_deal")));
      if (st.over && st.result) {
        // the result in the engine's words, then a new round right under it
        bottom.append(resultView(game, st.result, st.result_rows, st.explain, st.seat, st.seat_labels));
        bottom.append(el("div", { class: "troggu-buttons troggu-after" },
          el("button", { type: "button", class: "md-button md-button--primary", "data-action": "again", onclick: () => dealBtn.click() }, tt("new_deal")),
          el("button", { type: "button", class: "md-button", "data-action": "again-same", onclick: () => sameBtn.click() }, tt("same_cards"))));
        T.call("record", { game, id: st.id }).then((r) => { if (r.ok) LAST[game] = r.record; });
      }
      bottom.append(tools);
      emit("render");
    }
    // "what are my chances": the engine plays the round out many times with the unseen cards dealt at random
    function estimateView() {
      const out = el("p", { class: "troggu-estimate", "aria-live": "polite" });
      const btn = el("button", { type: "button", class: "md-button troggu-small", "data-action": "estimate" }, tt("chances"));
      btn.addEventListener("click", async () => {
        btn.disabled = true;
        clear(out).append(el("span", { class: "troggu-busy", text: tt("estimating") }));
        const r = await T.call("estimate", { game, id: st.id, samples: meta.estimate_samples, seed: 1 });
        btn.disabled = false;
        clear(out);
        if (!r.ok) { out.append(refusalBox(r)); return; }
        out.append(el("span", { text: r.text })); // the engine's line: each contract's chance and mean payment, its unit
      });
      return el("div", { class: "troggu-estimate-box" }, el("div", { class: "troggu-buttons" }, btn), out);
    }
    if (linked && !linked.ok) { refuseLink(linked); dealBtn.focus(); }
    else await deal(share ? seed : undefined); // one click: the start button deals the first round
  };

  // The settlement: the engine's words (who played what, the points against the target, the multiplier and why,
  // who pays whom, "du" marked) with its payment rule's page, the payments per seat, the raw keys only as a detail.
  function resultView(game, result, rows, explain, you, labels) {
    const n = rows.length ? rows[0].values.length : 0;
    const box = el("div", { class: "troggu-result" }, el("h4", { text: tt("result") }));
    if (explain && explain.lines && explain.lines.length) {
      box.append(el("ul", { class: "troggu-explain" }, explain.lines.map((line) => el("li", { text: line }))));
      if (explain.rule_page) box.append(el("p", {}, ruleLink(explain.rule_page, tt("pay_rules") + (explain.rule_title ? `: ${explain.rule_title}` : ""))));
    }
    const table = el("table", { class: "troggu-table" });
    const head = el("tr", {}, el("th", { text: "" }));
    for (let s = 0; s < n; s++) head.append(el("th", { text: s === you ? `${tt("you")} (${seatWord(labels, s)})` : seatWord(labels, s) }));
    table.append(el("thead", {}, head));
    const body = el("tbody");
    // the engine's rows (troggu_core.web.view.result_rows): card points, payments, the payments in the pad's unit
    const heads = { points: tt("points_head"), payments: tt("payments") };
    for (const row of rows) {
      const tr = el("tr", {}, el("th", { text: row.head || heads[row.key] || row.key }));
      for (const v of row.values) tr.append(el("td", { text: fmt(v) }));
      body.append(tr);
    }
    table.append(body);
    // a narrow screen may scroll the table sideways: the scrolling box is a tab stop of its own (axe
    // scrollable-region-focusable), named after the result
    box.append(el("div", { class: "troggu-table-scroll", tabindex: "0", role: "region", "aria-label": tt("result") }, table));
    const details = el("details", {}, el("summary", { text: tt("details") }));
    const dl = el("dl", { class: "troggu-result-keys" });
    for (const [k, v] of Object.entries(result)) {
      if (k === "tricks") continue;
      dl.append(el("dt", {}, el("code", { text: k })), el("dd", {}, el("code", { text: JSON.stringify(v) })));
    }
    details.append(dl);
    box.append(details);
    return box;
  }

  // ------------------------------------------------------------------ a deal, every hand open
  // How the cards are dealt (rules/deal, play): the table's choice of rules and players, the deal's number and the
  // dealer; every hand and the talon with their card points, how the cards were dealt where the game says it, and the
  // deal's share link: all the engine's (its deal request, the same for every game).
  T.WIDGETS.deal = async function (w, ui, opts) {
    const game = w.dataset.game || await T.defaultGame();
    const meta = await gameMeta(game);
    if (!meta.ok) { ui.append(refusalBox(meta)); return; }
    const { rsSel, plSel, fillPlayers } = rulesetChoice(meta, opts.ruleset || meta.default_ruleset, opts.players || meta.default_players);
    const seedIn = el("input", { type: "number", min: 0, max: meta.limits.seed, step: 1, value: opts.seed ?? 1, inputmode: "numeric", class: "troggu-seed" });
    const dealerSel = el("select");
    const fillDealer = () => { // the dealer is a seat, named as the engine names seats ("Platz 1")
      const keep = Number(dealerSel.value) || 0;
      clear(dealerSel);
      for (let s = 0; s < Number(plSel.value); s++) dealerSel.append(el("option", { value: s, selected: s === keep }, seatWord(meta.seat_labels, s)));
    };
    rsSel.addEventListener("change", fillDealer);
    plSel.addEventListener("change", fillDealer);
    fillDealer();
    const controls = el("div", { class: "troggu-controls" },
      el("label", {}, tt("rules_choice"), " ", rsSel), " ", el("label", {}, tt("players"), " ", plSel), " ",
      el("label", {}, tt("deal_no"), " ", seedIn), " ", el("label", {}, tt("dealer"), " ", dealerSel));
    const out = el("div", { class: "troggu-output" });
    const msg = el("div");
    const live = T.announcer();
    const points = (p) => (p === null || p === undefined ? "" : ` · ${fmt(p)} ${tt("points")}`);
    const seatRow = (codes) => el("div", { class: "troggu-cards" }, codes.map((c) => cardEl(game, c, { look: "troggu-card" })));
    const show = (res) => {
      T.message(msg, res);
      if (!res.ok) return;
      rsSel.value = res.ruleset; fillPlayers(); plSel.value = String(res.players); fillDealer();
      seedIn.value = res.seed; dealerSel.value = String(res.dealer);
      clear(out);
      const said = `${res.title}, ${res.players} ${tt(res.players === 1 ? "player_one" : "player_many")}, ${tt("deal_no")} ${res.seed}`;
      out.append(el("p", { class: "troggu-deal-line" }, said + (res.deal_text ? ` · ${tt("layout")}: ${res.deal_text}` : "") + " · ",
        el("a", { href: "#" + res.share, class: "troggu-share" }, tt("share"))));
      res.hands.forEach((h, s) => {
        const name = `${seatWord(res.seat_labels, s)}${s === res.dealer ? " · " + tt("dealer") : ""}${points((res.points || [])[s])}`;
        out.append(el("div", { class: "troggu-seat", "data-seat": s }, el("div", { class: "troggu-seat-name", text: name }), seatRow(h)));
      });
      if (res.talon.length) {
        const name = `${meta.talon_word ? meta.talon_word.charAt(0).toUpperCase() + meta.talon_word.slice(1) : tt("talon_name")}${points(res.talon_points)}`;
        out.append(el("div", { class: "troggu-seat troggu-tapp" }, el("div", { class: "troggu-seat-name", text: name }), seatRow(res.talon)));
      }
      live.say(said);
    };
    const values = () => ({ game, ruleset: rsSel.value, players: Number(plSel.value), seed: seedIn.value, dealer: Number(dealerSel.value) });
    const doDeal = async () => show(await T.call("deal", values()));
    ui.append(controls, el("div", { class: "troggu-buttons" },
      el("button", { type: "button", class: "md-button md-button--primary", onclick: doDeal, "data-action": "deal" }, tt("deal")),
      el("button", { type: "button", class: "md-button", onclick: () => { seedIn.value = randomSeed(); doDeal(); } }, tt("random"))), msg, out, live.element);
    w._share = async (query) => show(await T.call("share", { game, query }));
    if (opts.share) await w._share(opts.share); else await doDeal();
  };

  // ------------------------------------------------------------------ replay a record
  T.WIDGETS.replay = async function (w, ui) {
    const game = w.dataset.game || await T.defaultGame();
    await gameMeta(game); // the game's card names and pictures, which cardEl draws
    const last = el("button", { type: "button", class: "md-button", "data-action": "load-last" }, tt("load_last"));
    last.addEventListener("click", () => {
      if (LAST[game]) { area.value = LAST[game]; btn.click(); return; }
      clear(out).append(el("p", { class: "troggu-note", text: tt("no_last") }));
    });
    const area = el("textarea", { rows: 5, class: "troggu-record-input", spellcheck: "false", "aria-label": tt("paste") });
    const out = el("div", { class: "troggu-replay-out", "aria-live": "polite" }); // the replayed round, shown: live itself
    const btn = el("button", { type: "button", class: "md-button md-button--primary", "data-action": "load" }, tt("replay_record"));
    btn.addEventListener("click", async () => {
      clear(out);
      const res = await T.call("replay", { game, record: area.value }); // the engine reads it: size, depth, JSON
      if (!res.ok) { out.append(refusalBox(res)); return; }
      const r = res.result;
      if (Object.keys(res.meta || {}).length) {
        out.append(el("p", { text: tt("meta") + ": " + Object.entries(res.meta).map(([k, v]) => `${k}: ${v}`).join(" · ") }));
      }
      (res.tricks || []).forEach((cards, i) => {
        const row = el("div", { class: "troggu-trick-row troggu-step" }, el("small", { text: `${tt("trick_n", { n: i + 1 })} · ${tt("won_by_seat", { s: seatWord(res.seat_labels, res.trick_winners[i]) })}` }), " ");
        cards.forEach((c) => row.append(cardEl(game, c), " "));
        out.append(row);
      });
      out.append(resultView(game, r, res.result_rows || [], res.explain, null, res.seat_labels));
    });
    ui.append(el("label", { class: "troggu-record-label" }, tt("paste")), area, el("div", { class: "troggu-buttons" }, btn, last), out);
  };

  // ------------------------------------------------------------------ one trick, one pile: every game's rule side by side
  T.WIDGETS.compare = async function (w, ui) {
    const trickIn = el("input", { type: "text", value: w.dataset.trick || "", "aria-label": tt("compare_trick"), class: "troggu-compare-input" });
    const pileIn = el("input", { type: "text", value: w.dataset.pile || "", "aria-label": tt("compare_pile"), class: "troggu-compare-input" });
    const out = el("div", { class: "troggu-compare-out", "aria-live": "polite" }); // the comparison, shown: live itself
    const run = async () => {
      clear(out);
      const res = await T.call("compare", { trick: trickIn.value, pile: pileIn.value });
      if (!res.ok) { out.append(refusalBox(res)); return; }
      const table = el("table", { class: "troggu-table" });
      table.append(el("thead", {}, el("tr", {}, ...[tt("game"), tt("winner"), tt("face"), tt("counted"), tt("rule_applied")].map((h) => el("th", { text: h })))));
      const body = el("tbody");
      for (const row of res.rows) {
        body.append(el("tr", {}, el("td", { text: row.title }), el("td", { text: row.winner_text }),
          el("td", { text: fmt(row.face) }), el("td", { text: fmt(row.counted) }), el("td", {}, ...row.rules.flatMap((r, i) => [i ? " · " : "", r.rule_page ? ruleLink(r.rule_page, r.rule_title) : r.rule_title]))));
      }
      table.append(body);
      out.append(table);
    };
    const btn = el("button", { type: "button", class: "md-button md-button--primary", "data-action": "compare", onclick: run }, tt("compare"));
    ui.append(el("label", {}, tt("compare_trick"), " ", trickIn), el("label", {}, tt("compare_pile"), " ", pileIn), el("div", { class: "troggu-buttons" }, btn), out);
    await run();
  };

  // A share link followed after load (a hash change): every widget of the linked game deals the linked round; one
  // not started yet starts with it. The link comes from the event (Troggu.linkOf): the navigation tracking may have
  // put a heading's anchor in the address by the time it arrives. A hash that is no link deals nothing. (Material
  // leaves a hash change within the page to the browser: docs/javascripts/site-anchors.js.)
  function followHash(link) {
    // a link that names no game (#r=visp&...) is the deal widget's (troggu.js): a table follows only named games
    if (!T.shareLink(link)) return;
    document.querySelectorAll('.troggu-widget[data-widget="deal"]').forEach(async (w) => { // an open deal shows it
      const query = await shareFromHash(w.dataset.game || await T.defaultGame(), link);
      if (!query) return;
      if (typeof w._share === "function") w._share(query); else T.activate(w, { share: query });
    });
    // a link that names no game (#r=visp&...) is the default game's open deal's: a table follows only named games
    if (!T.shareLink(link).game) return;
    document.querySelectorAll('.troggu-widget[data-widget="play"]').forEach(async (w) => {
      const query = await shareFromHash(w.dataset.game || await T.defaultGame(), link);
      if (!query) return;
      if (typeof w._share === "function") w._share(query);
      else if (!w._active && w.querySelector(".troggu-start")) {
        w._openedWith = link; // not the link it saw when it was set up
        w.querySelector(".troggu-start").click();
      }
    });
  }
  window.addEventListener("troggu:link", (e) => followHash(e.detail)); // troggu-runtime.js's one listener

  // the start buttons' labels: keys of the one catalogue
  const START = { play: "start_play", replay: "replay_record", compare: "compare", deal: "deal" };
  for (const [kind, key] of Object.entries(START)) T.START_LABEL[kind] = key;
  if (T.initAll) T.initAll();
})();
