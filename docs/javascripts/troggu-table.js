/* The one card table of every game (Troggu, Troccas, Großtarock, French Tarot), the one replay viewer and the
 * comparison of the games' rules, on the shared machinery of troggu.js: one Pyodide, one call into
 * troggu_core.web.handle, one text catalogue, one set-up. This file draws and labels; every rule, bot move,
 * count, payment, card name and picture is the engine's (troggu_core/web.py and the registry). */
(function () {
  "use strict";
  const T = window.Troggu;
  if (!T || !T.WIDGETS) return;
  const { el, clear } = T;
  const lang = T.lang;
  const SCRIPT_URL = (document.currentScript && document.currentScript.src) || location.href;
  const ROOT = new URL("../", SCRIPT_URL);

  const tt = T.t; // the one catalogue's lookup (troggu.js)

  const CARD_RE = /^(?:[IVX]+|Narr|[RBSC](?:K|Q|N|J|10|[1-9]))$/;
  function isRed(code) { return /^[RC]/.test(code) && code !== "Narr"; }
  // The card images and names come from the engine (meta.faces: SVG text, meta.names: the card's name).
  const FACES = {}, NAMES = {}, METAS = {};
  const LAST = (T.lastRecords = {}); // the record of the round last played on this page, per game
  async function gameMeta(game) {
    if (!METAS[game]) {
      const meta = await T.call("meta", { game });
      if (!meta.ok) return meta;
      FACES[game] = meta.faces; NAMES[game] = meta.names; METAS[game] = meta;
    }
    return METAS[game];
  }
  const svgParser = new DOMParser();
  function face(game, code) {
    const svg = FACES[game] && FACES[game][code];
    if (!svg) return null;
    const root = svgParser.parseFromString(svg, "image/svg+xml").documentElement;
    return root && root.nodeName === "svg" ? document.importNode(root, true) : null;
  }
  // A card's name for screen readers: the engine's name in the page's language (its picture's label), else the label.
  function cardName(game, code, img) {
    const pic = img === undefined ? face(game, code) : img;
    return (pic && pic.getAttribute("aria-label")) || (NAMES[game] && NAMES[game][code]) || code;
  }
  function cardEl(game, code, attrs) {
    const img = face(game, code);
    const cls = "troggu-fcard" + (img ? " troggu-has-face" : "") + (isRed(code) ? " troggu-red" : "") + (/^[IVX]+$|^Narr$/.test(code) ? " troggu-trump" : "");
    // the name is the button's text (a hidden span beside the aria-hidden picture), as in troggu.js: the accessible
    // name then matches the text (axe label-content-name-mismatch)
    const name = cardName(game, code, img) + ((attrs && attrs.suffix) || "");
    if (img) img.setAttribute("aria-hidden", "true");
    return el(attrs && attrs.button ? "button" : "span", { class: cls, "data-card": code, ...(attrs || {}), button: null, suffix: null },
      img ? [img, el("span", { class: "troggu-sr-only", text: name })] : name);
  }
  T.cards = { gameMeta, face, cardName, cardEl }; // the card pictures, shared with the lesson player (troggu-learn.js)
  const errorBox = (game, res) => T.errorBox(res); // the refusal, its rule's text and its page (the engine's rule_page)
  function seatName(st, s) { return s === st.seat ? `${tt("you")} (${tt("seat")} ${s})` : `${tt("seat")} ${s}`; }
  function fmt(v) { return typeof v === "number" && !Number.isInteger(v) ? String(v).replace(".", lang() === "de" ? "," : ".") : String(v); }

  // A share link names its game (#g=troccas&r=...); Troggu's links name none (#r=visp&p=4&s=7&d=0).
  function shareFromHash(game, hash) {
    let h = "";
    try { h = decodeURIComponent(hash === undefined ? location.hash || "" : hash); } catch (e) { return null; }
    if (!/^#[gr]=/.test(h)) return null;
    const p = new URLSearchParams(h.slice(1));
    return (p.get("g") || "troggu") === game ? p : null;
  }

  // A seed enters the page as text (a share link, the seed field). A JavaScript number holds whole numbers exactly
  // only up to 2^53 - 1: a larger one would be rounded before the engine sees it, so it never becomes a number here.
  // Returns the number, or null for text that is not such a whole number (the engine judges everything else).
  function safeSeed(text) {
    const s = String(text == null ? "" : text).trim();
    const n = /^[0-9]{1,16}$/.test(s) ? Number(s) : NaN;
    return Number.isSafeInteger(n) ? n : null;
  }
  function excerpt(text) { const s = String(text); return s.length > 24 ? s.slice(0, 24) + "…" : s; }

  // ------------------------------------------------------------------ play a round
  T.WIDGETS.play = async function (w, ui) {
    const game = w.dataset.game || "troggu";
    const until = w.dataset.until || undefined; // "play": the round stops after the auction
    const meta = await gameMeta(game);
    if (!meta.ok) { ui.append(errorBox(game, meta)); return; }
    const share = shareFromHash(game, /^#[gr]=/.test(location.hash) ? location.hash : w._openedWith);
    let ruleset = (share && share.get("r")) || w.dataset.ruleset || meta.default_ruleset;
    if (!meta.rulesets.includes(ruleset)) ruleset = meta.default_ruleset;
    let dealer = (share && safeSeed(share.get("d"))) ?? 0;
    let players = Number((share && share.get("p")) || w.dataset.players || meta.default_players);
    let seed = Math.floor(Math.random() * 1e6);
    let unsafe = null; // a share link's seed that is no exact whole number: reported, never put in the field
    if (share && share.get("s") !== null) {
      if (safeSeed(share.get("s")) === null) unsafe = share.get("s"); else seed = safeSeed(share.get("s"));
    }
    // Troggu's villages name their rulesets and say how many play each; the other games play every ruleset alike
    const villages = Object.fromEntries((meta.villages || []).map((v) => [v.name, v]));
    const playersOf = (r) => (villages[r] ? villages[r].players : meta.players);
    const rsSel = el("select", { "aria-label": tt("rules_choice") }, meta.rulesets.map((r) => el("option", { value: r, selected: r === ruleset }, villages[r] ? villages[r].title : r)));
    const plSel = el("select", { "aria-label": tt("players") });
    const fillPlayers = () => {
      const keep = Number(plSel.value) || players;
      clear(plSel);
      for (const n of playersOf(rsSel.value)) plSel.append(el("option", { value: n, selected: n === keep }, String(n)));
    };
    rsSel.addEventListener("change", fillPlayers);
    fillPlayers();
    const seedIn = el("input", { type: "number", min: 0, max: Number.MAX_SAFE_INTEGER, step: 1, value: seed, "aria-label": tt("seed"), class: "troggu-seed" });
    const dealBtn = el("button", { type: "button", class: "md-button md-button--primary", "data-action": "new" }, tt("new_round"));
    ui.append(el("div", { class: "troggu-controls" },
      el("label", {}, tt("rules_choice"), " ", rsSel), " ", el("label", {}, tt("players"), " ", plSel), " ",
      el("label", {}, tt("seed"), " ", seedIn), " ", dealBtn));
    // one small live region, read by screen readers only: the newest events (the bots' moves since yours, who is
    // next), never the whole widget; the visible status line is the table's (.troggu-turn)
    const live = el("div", { class: "troggu-live troggu-sr-only", "aria-live": "polite", "aria-atomic": "true", role: "status" });
    const msg = el("div");
    const board = el("div", { class: "troggu-board" });
    ui.append(msg, board, live);
    let st = null, selected = new Set(), showLast = false;

    const act = async (op, extra, focusSel) => {
      const res = await T.call(op, { game, id: st ? st.id : undefined, ...(extra || {}) });
      clear(msg);
      if (!res.ok) { msg.append(errorBox(game, res)); w.dataset.render = String(++renders); return; }
      st = res; selected = new Set(); showLast = false; render(); announce();
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
    // On a phone: the table, the status line and the hand on one screen; scroll only when something is off it.
    function keepInView(target) {
      const table = board.querySelector(".troggu-cardtable");
      const hand = board.querySelector(".troggu-hand");
      const header = (document.querySelector(".md-header") || { offsetHeight: 0 }).offsetHeight;
      if (table && hand && !(st && st.over)) {
        const top = table.getBoundingClientRect().top;
        const bottom = hand.getBoundingClientRect().bottom;
        if (top < header || bottom > window.innerHeight) window.scrollBy({ top: top - header - 4, behavior: "instant" });
      }
      const r = target.getBoundingClientRect();
      if (r.top < header || r.bottom > window.innerHeight) target.scrollIntoView({ block: "nearest", behavior: "instant" });
    }
    function rove(target) {
      const hand = board.querySelector(".troggu-hand");
      if (hand) T.rove(hand, target);
    }
    dealBtn.addEventListener("click", () => {
      ruleset = rsSel.value; players = Number(plSel.value);
      // a whole number too large for a JavaScript number goes to the engine as the text typed (it refuses it, naming
      // the rule), not rounded to another seed
      const typed = seedIn.value.trim();
      seed = safeSeed(typed) ?? (/^[0-9]+$/.test(typed) ? typed : Math.max(0, Math.floor(Number(typed) || 0)));
      act("new_game", { ruleset, players, seed, dealer, until });
      dealer = 0; // a share link's dealer deals its round; every new round after it starts with seat 0
    });
    // a share link of this game followed after the widget started (a hash change): its deal, as on load
    const follow = (p) => {
      if (st && st.share) { // the link to the round on the table (its own share link, clicked): nothing to deal
        const cur = new URLSearchParams(st.share);
        if (["r", "p", "s", "d"].every((k) => (p.get(k) ?? cur.get(k)) === cur.get(k))) return;
      }
      if (p.get("r") && meta.rulesets.includes(p.get("r"))) rsSel.value = p.get("r");
      fillPlayers();
      if (p.get("p") && playersOf(rsSel.value).includes(Number(p.get("p")))) plSel.value = p.get("p");
      dealer = safeSeed(p.get("d")) ?? 0;
      const s = p.get("s");
      if (s !== null && safeSeed(s) === null) { reportUnsafe(s); return; }
      if (s !== null) seedIn.value = String(safeSeed(s));
      dealBtn.click();
    };
    function reportUnsafe(s) {
      clear(msg);
      msg.append(el("p", { class: "troggu-error troggu-seed-unsafe", role: "alert", text: tt("seed_unsafe", { seed: excerpt(s) }) }));
    }
    w._share = follow;

    // The events since the person's own last move (the bots' answers), at most one round of them, and who is next.
    function eventText() {
      const log = st.log || [];
      let i = log.length;
      while (i > 0 && log[i - 1].seat !== st.seat) i--;
      const parts = log.slice(i).slice(-st.players).map((e) => {
        const who = `${tt("seat")} ${e.seat}`;
        return CARD_RE.test(e.action) ? tt("played", { who, card: cardName(game, e.action) })
          : tt("acted", { who, action: e.label || e.action });
      });
      parts.push(st.over ? tt("over") : st.stopped ? (st.notes || []).join(" · ") : st.your_turn ? tt("your_turn") + "." : tt("waiting", { s: st.to_move }));
      return parts.join(" ");
    }
    function announce(text) {
      live.textContent = "";
      const say = text || eventText();
      setTimeout(() => { live.textContent = say; }, 30); // a fresh text is read even when it repeats
    }
    // The status line under the table: the phase (in play: the trick, k of n) and who is to move.
    function statusText() {
      if (st.over) return `${tt("phase_finished")} · ${tt("result")}`;
      if (st.stopped) return `${tt("auction_result")}: ${(st.notes || []).join(" · ")}`;
      const v = st.view || {};
      const won = v.tricks_won;
      let where = tt("phase_" + st.phase);
      if (st.phase === "play" && Array.isArray(won)) {
        const done = won.reduce((a, b) => a + b, 0);
        const mine = (v.trick || []).some((p) => p.seat === st.seat) ? 1 : 0;
        where = `${tt("trick")} ${done + 1}/${done + (v.hand || []).length + mine}`;
      }
      return `${where} · ${st.your_turn ? tt("your_turn") : `${tt("seat")} ${st.to_move} ${tt("to_move")}`}`;
    }

    let renders = 0;
    function render() {
      clear(board);
      w.dataset.render = String(++renders); // tests wait on this: one more after every answer
      w.dataset.over = String(!!st.over);
      const v = st.view || {};
      const n = st.players;
      // the table (the same felt as Troggu's widget): seats around it, you at the bottom, the trick in the middle
      const me = st.seat;
      const felt = el("div", { class: "troggu-felt", "data-players": n });
      const trick = v.trick || [];
      for (let s = 0; s < n; s++) {
        const rel = (s - me + n) % n;
        const angle = Math.PI / 2 - (2 * Math.PI * rel) / n;
        const won = (v.tricks_won || [])[s];
        const moving = !st.over && s === st.to_move;
        const tags = [];
        if (s === st.dealer) tags.push(tt("deals"));
        if (trick.length && trick[0].seat === s) tags.push(tt("leads"));
        const box = el("div", { class: "troggu-seatbox" + (moving ? " troggu-to-move" : "") + (s === me ? " troggu-me" : ""), "data-seat": s },
          el("strong", { class: "troggu-seatbox-name", text: seatName(st, s) }),
          tags.length ? el("span", { class: "troggu-seatbox-tags", text: tags.join(" · ") }) : null,
          won !== undefined ? el("span", { class: "troggu-seatbox-tricks", text: `${won} ${won === 1 ? tt("trick_one") : tt("tricks")}` }) : null,
          moving ? el("span", { class: "troggu-seatbox-move", text: tt("to_move") }) : null);
        box.style.left = `${50 + 42 * Math.cos(angle)}%`;
        box.style.top = `${50 + 40 * Math.sin(angle)}%`;
        felt.append(box);
      }
      // the last trick: a list of plays (French Tarot, Grosstarock) or { cards: [...] } (Troccas)
      const lastCards = Array.isArray(v.last_trick) ? v.last_trick : (v.last_trick && v.last_trick.cards) || [];
      const showing = showLast && lastCards.length ? lastCards : trick;
      const row = el("div", { class: "troggu-cards" });
      for (const p of showing) row.append(el("figure", { class: "troggu-played", "data-seat": p.seat }, cardEl(game, p.card), el("figcaption", { text: seatName(st, p.seat) })));
      felt.append(el("div", { class: "troggu-trick troggu-current-trick", "aria-label": showLast ? tt("last_trick") : tt("current_trick") },
        el("div", { class: "troggu-seat-name", text: showLast ? tt("last_trick") : tt("current_trick") }), row));
      const bar = el("div", { class: "troggu-table-bar" },
        el("p", { class: "troggu-turn", "data-phase": st.over ? "finished" : st.phase, text: statusText() }));
      if (lastCards.length) {
        const toggle = el("button", { type: "button", class: "md-button troggu-small", "aria-pressed": String(showLast), "data-action": "last" }, tt("last_trick"));
        toggle.addEventListener("click", () => { showLast = !showLast; render(); placeFocus("[data-action=last]"); });
        bar.append(toggle);
      }
      board.append(el("section", { class: "troggu-cardtable", "aria-label": tt("table") }, felt, bar));
      if ((st.notes || []).length) board.append(el("p", { class: "troggu-notes", text: st.notes.join(" · ") }));
      // the person's actions that are not cards (bids, announcements ...)
      const legal = st.legal || [];
      const discarding = st.discard_size !== undefined;
      const cards = new Set(legal.filter((a) => CARD_RE.test(a)));
      const others = legal.filter((a) => !CARD_RE.test(a));
      if (others.length && !discarding) {
        const bar = el("div", { class: "troggu-buttons troggu-actions" });
        for (const a of others) bar.append(el("button", { type: "button", class: "md-button", "data-action-value": a, onclick: () => act("act", { action: a }) }, (st.labels || {})[a] || a));
        board.append(bar);
        if (st.phase === "auction" && meta.estimate) {
          // "what are my chances": the engine plays the round out many times with the unseen cards dealt at random
          const out = el("p", { class: "troggu-estimate", "aria-live": "polite" });
          const btn = el("button", { type: "button", class: "md-button troggu-small", "data-action": "estimate" }, tt("chances"));
          btn.addEventListener("click", async () => {
            btn.disabled = true;
            clear(out).append(el("span", { class: "troggu-busy", text: tt("estimating") }));
            const r = await T.call("estimate", { game, id: st.id, samples: meta.estimate_samples, seed: 1 });
            btn.disabled = false;
            clear(out);
            if (!r.ok) { out.append(errorBox(game, r)); return; }
            out.append(el("span", { text: Object.entries(r.chances).map(([c, p]) => `${r.labels[c] || c}: ${Math.round(100 * p.win)} %`
              + (p.mean_rappen !== undefined ? ` (${tt("mean")} ${fmt(Math.round(p.mean_rappen * 10) / 10)} Rp.)` : "")).join(" · ")
              + ` (${tt("bot_rounds", { n: r.samples })})` }));
          });
          board.append(el("div", { class: "troggu-buttons" }, btn), out);
        }
      }
      // the hand, always at full strength; playable cards are enabled, the rest aria-disabled
      // no card to play now (the auction, another seat's turn): the hand at full strength, nothing struck out
      const idle = !st.your_turn || (cards.size === 0 && !discarding);
      const hand = el("div", { class: "troggu-hand" + (idle ? " troggu-idle" : ""), role: "group", "aria-label": tt("your_hand") });
      for (const code of v.hand || []) {
        const playable = st.your_turn && cards.has(code);
        const b = cardEl(game, code, { button: true, type: "button", "aria-disabled": playable ? "false" : "true",
          "aria-pressed": discarding ? String(selected.has(code)) : null,
          suffix: discarding && selected.has(code) ? ` (${tt("selected")})` : "" });
        b.addEventListener("click", () => {
          if (!st.your_turn) return;
          if (!playable && !discarding) { act("act", { action: code }); return; } // the engine explains the refusal
          if (!playable) return;
          if (discarding) {
            if (selected.has(code)) selected.delete(code); else selected.add(code);
            render();
            placeFocus(null, code);
            announce(`${cardName(game, code)}: ${selected.has(code) ? tt("chosen") : tt("not_chosen")} · ${selected.size}/${st.discard_size}`);
          } else act("act", { action: code });
        });
        hand.append(b);
      }
      // one tab stop in the hand (a playable card); the arrow keys, Home and End move within it
      T.rovingFocus(hand, hand.querySelector("button[aria-disabled='false']") || hand.querySelector("button"));
      board.append(el("div", { class: "troggu-seat-name", text: tt("your_hand") }), hand);
      if (discarding) {
        board.append(el("p", { text: tt("choose", { n: st.discard_size }) + ` (${selected.size})` }),
          el("button", { type: "button", class: "md-button md-button--primary", "data-action": "lay-away", disabled: selected.size !== st.discard_size,
            onclick: () => act("act", { action: "discard " + Array.from(selected).join(" ") }) }, tt("lay_away")));
      }
      // undo, finish, record, share
      const tools = el("div", { class: "troggu-buttons" });
      if (st.can_undo) tools.append(el("button", { type: "button", class: "md-button", "data-action": "undo", onclick: () => act("undo", {}, "[data-action=undo]") }, tt("undo")));
      if (!st.over && !st.stopped) tools.append(el("button", { type: "button", class: "md-button", "data-action": "finish", onclick: () => act("finish", {}, "[data-action=download]") }, tt("finish")));
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
        onclick: () => dealBtn.click() }, tt("new_round")));
      board.append(tools);
      if (st.over && st.result) {
        board.append(resultView(game, st.result, n));
        T.call("record", { game, id: st.id }).then((r) => { if (r.ok) LAST[game] = r.record; });
      }
    }
    if (unsafe !== null) { reportUnsafe(unsafe); dealBtn.focus(); }
    else if (share) act("new_game", { ruleset, players, seed, dealer, until });
    else dealBtn.focus(); // the start button is gone: focus on the next control, the new round
  };

  function resultView(game, result, n) {
    const box = el("div", { class: "troggu-result" }, el("h4", { text: tt("result") }));
    const table = el("table", { class: "troggu-table" });
    const head = el("tr", {}, el("th", { text: "" }));
    for (let s = 0; s < n; s++) head.append(el("th", { text: `${tt("seat")} ${s}` }));
    table.append(el("thead", {}, head));
    const body = el("tbody");
    for (const [key, name] of [["points", tt("points_head")], ["payments", tt("payments")], ["rappen", tt("rappen")]]) {
      if (!Array.isArray(result[key])) continue;
      const tr = el("tr", {}, el("th", { text: name }));
      for (const v of result[key]) tr.append(el("td", { text: fmt(v) }));
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

  // ------------------------------------------------------------------ replay a record
  T.WIDGETS.replay = async function (w, ui) {
    const game = w.dataset.game || "troggu";
    await gameMeta(game);
    const last = el("button", { type: "button", class: "md-button", "data-action": "load-last" }, tt("load_last"));
    last.addEventListener("click", () => {
      if (LAST[game]) { area.value = LAST[game]; btn.click(); return; }
      clear(out).append(el("p", { class: "troggu-note", text: tt("no_last") }));
    });
    const area = el("textarea", { rows: 5, class: "troggu-record-input", spellcheck: "false", "aria-label": tt("paste") });
    const out = el("div", { "aria-live": "polite" });
    const btn = el("button", { type: "button", class: "md-button md-button--primary", "data-action": "load" }, tt("replay_record"));
    btn.addEventListener("click", async () => {
      clear(out);
      const res = T.tooLarge(area.value) || await T.call("replay", { game, record: area.value });
      if (!res.ok) { out.append(errorBox(game, res)); return; }
      const r = res.result;
      if (Object.keys(res.meta || {}).length) {
        out.append(el("p", { text: tt("meta") + ": " + Object.entries(res.meta).map(([k, v]) => `${k}: ${v}`).join(" · ") }));
      }
      (res.tricks || []).forEach((cards, i) => {
        const row = el("div", { class: "troggu-trick-row troggu-step" }, el("small", { text: `${tt("trick_n", { n: i + 1 })} · ${tt("won_by_seat", { s: res.trick_winners[i] })}` }), " ");
        cards.forEach((c) => row.append(cardEl(game, c), " "));
        out.append(row);
      });
      out.append(resultView(game, r, (r.payments || []).length));
    });
    ui.append(el("label", { class: "troggu-record-label" }, tt("paste")), area, el("div", { class: "troggu-buttons" }, btn, last), out);
  };

  // ------------------------------------------------------------------ one trick, one pile: every game's rule side by side
  T.WIDGETS.compare = async function (w, ui) {
    const trickIn = el("input", { type: "text", value: "R3 R1 Narr XX", "aria-label": tt("compare_trick"), class: "troggu-compare-input" });
    const pileIn = el("input", { type: "text", value: "RK R2 R3 R4 Narr C5 CQ B7", "aria-label": tt("compare_pile"), class: "troggu-compare-input" });
    const out = el("div", { "aria-live": "polite" });
    const run = async () => {
      clear(out);
      const res = await T.call("compare", { trick: trickIn.value, pile: pileIn.value });
      if (!res.ok) { out.append(errorBox(null, res)); return; }
      const table = el("table", { class: "troggu-table" });
      table.append(el("thead", {}, el("tr", {}, ...[tt("game"), tt("winner"), tt("face"), tt("counted"), tt("rule_applied")].map((h) => el("th", { text: h })))));
      const body = el("tbody");
      for (const row of res.rows) {
        body.append(el("tr", {}, el("td", { text: row.title }), el("td", { text: row.winner === null ? "–" : `${row.winner + 1}. ${row.winning_name || row.winning_card}` }),
          el("td", { text: fmt(row.face) }), el("td", { text: fmt(row.counted) }), el("td", { text: row.rule })));
      }
      table.append(body);
      out.append(table);
    };
    const btn = el("button", { type: "button", class: "md-button md-button--primary", "data-action": "compare", onclick: run }, tt("compare"));
    ui.append(el("label", {}, tt("compare_trick"), " ", trickIn), el("label", {}, tt("compare_pile"), " ", pileIn), el("div", { class: "troggu-buttons" }, btn), out);
    await run();
  };

  // A hash change after load: every widget of the linked game deals the linked round; one not started yet starts
  // (and reads the link, as on a first load). Material's instant navigation may swap the page's content on a hash
  // change: the widgets of the new content follow once it is there (document$).
  let hashMoved = false;
  function followHash() {
    // the link followed, even once Material's navigation tracking has put a heading's anchor in its place
    // (troggu-runtime.js keeps it in Troggu.openedWith)
    const link = /^#[gr]=/.test(location.hash) ? location.hash : T.openedWith || "";
    document.querySelectorAll('.troggu-widget[data-widget="play"]').forEach((w) => {
      const p = shareFromHash(w.dataset.game || "troggu", link);
      // a link that names no game (#r=visp&...) is the deal widget's (troggu.js): a table follows only named games
      if (!p || !p.get("g")) return;
      if (typeof w._share === "function") w._share(p);
      else if (!w._active && w.querySelector(".troggu-start")) w.querySelector(".troggu-start").click();
    });
  }
  window.addEventListener("hashchange", () => { hashMoved = true; followHash(); });
  if (window.document$ && typeof window.document$.subscribe === "function") {
    window.document$.subscribe(() => { if (hashMoved) { hashMoved = false; setTimeout(followHash, 0); } });
  }

  // the start buttons' labels: keys of the one catalogue
  const START = { play: "start_play", replay: "replay_record", compare: "compare" };
  for (const [kind, key] of Object.entries(START)) T.START_LABEL[kind] = key;
  if (T.initAll) T.initAll();
})();
