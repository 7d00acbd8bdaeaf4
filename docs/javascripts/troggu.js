/* Troggu widgets: the engine (troggu_core, Python) live in the page through a self-hosted Pyodide.
 *
 * All rules logic is in Python (troggu_core.web.handle, JSON in / JSON out); this script only draws
 * what the engine answers and forwards clicks. User text is never inserted as HTML (textContent only);
 * card images are the engine's own SVG, parsed as SVG (not HTML) with DOMParser.
 *
 * The engine runs in the runtime worker (troggu-worker.js), started and reached through the loading layer
 * (troggu-runtime.js, window.Troggu.runtime), which also loads this script, only on pages with a widget. The
 * widgets' one small API (this file, troggu-family.js): window.Troggu.call(op, args) -> Promise<the engine's
 * answer>, window.Troggu.ready() -> Promise (the engine is up); the gallery's: window.Troggu.runPython(code) ->
 * Promise<{stdout, stderr}> (troggu-runtime.js).
 */
(function () {
  "use strict";
  if (window.Troggu && window.Troggu._loaded) return;
  const T = (window.Troggu = window.Troggu || {});
  T._loaded = true;

  // The script lives at <site root>/javascripts/troggu.js.
  const SCRIPT_URL = (document.currentScript && document.currentScript.src) || location.href;
  const ROOT = new URL("../", SCRIPT_URL);

  // ------------------------------------------------------------------ texts (UI only; rules text comes from the engine)
  const TEXT = window.TrogguMessages;
  const lang = () => ((document.documentElement.lang || "").toLowerCase().startsWith("de") ? "de" : "en");
  // A text of the one catalogue (troggu-messages.js) in the page's language, with {name} filled from ``vars``.
  const t = (key, vars) => {
    let s = TEXT[lang()][key] ?? TEXT.en[key] ?? key;
    for (const [k, v] of Object.entries(vars || {})) s = s.replace(`{${k}}`, String(v));
    return s;
  };

  // ------------------------------------------------------------------ DOM helpers (text only, never HTML)
  function el(tag, attrs, ...children) {
    const node = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) {
      if (v === null || v === undefined || v === false) continue;
      if (k === "class") node.className = v;
      else if (k === "text") node.textContent = v;
      else if (k.startsWith("on")) node.addEventListener(k.slice(2), v);
      else node.setAttribute(k, v === true ? "" : String(v));
    }
    for (const c of children.flat()) {
      if (c === null || c === undefined || c === false) continue;
      node.append(c instanceof Node ? c : document.createTextNode(String(c)));
    }
    return node;
  }
  const clear = (node) => { while (node.firstChild) node.removeChild(node.firstChild); return node; };

  // ------------------------------------------------------------------ the engine: one runtime worker per tab
  let faces = {};
  let meta = null;
  const runtime = T.runtime; // troggu-runtime.js: the worker, its progress bar, the build-time meta answer

  T.ready = () => runtime.start("tap");

  // If the runtime ever dies (it should not: the engine bounds every input), every widget says so and offers a reload.
  let dead = null;
  function runtimeDied(e) {
    dead = new Error(t("runtime_dead"));
    document.querySelectorAll(".troggu-widget[data-widget]").forEach((w) => {
      if (w.querySelector(".troggu-dead")) return;
      w.append(el("div", { class: "troggu-error troggu-dead", role: "alert" }, t("runtime_dead") + " ",
        el("button", { type: "button", class: "md-button", onclick: () => location.reload() }, t("reload"))));
    });
    console.error(e);
    return dead;
  }
  // One call into the engine: troggu_core.web.handle({op, lang, ...args}) in the worker -> the answer.
  async function call(op, args) {
    await runtime.start("tap");
    if (dead) throw dead;
    try {
      return await runtime.call({ op, lang: lang(), ...(args || {}) });
    } catch (e) {
      throw e && e.fatal ? runtimeDied(e) : e;
    }
  }
  T.call = call;

  async function ensureMeta() {
    const L = lang();
    if (!meta || meta._lang !== L) {
      meta = (await runtime.staticMeta(L)) || (await call("meta"));
      meta._lang = L;
      faces = meta.faces;
    }
    return meta;
  }

  // ------------------------------------------------------------------ cards
  const svgParser = new DOMParser();
  function cardFace(code) {
    const f = faces[code];
    if (f && f.svg) {
      const doc = svgParser.parseFromString(f.svg, "image/svg+xml");
      const root = doc.documentElement;
      if (root && root.nodeName === "svg") {
        // the picture's printed captions are decoration; the card's name is said by the text beside it (a11y)
        const svg = document.importNode(root, true);
        svg.setAttribute("aria-hidden", "true");
        svg.setAttribute("focusable", "false");
        return svg;
      }
    }
    return el("span", { class: "troggu-card-code", text: f ? f.label : code });
  }
  // A card button's name as its text content (read by screen readers, not shown): the accessible name then
  // matches the button's text (axe label-content-name-mismatch), the picture itself is aria-hidden.
  const srName = (name) => el("span", { class: "troggu-sr-only", text: name });
  function card(code, opts) {
    opts = opts || {};
    const f = faces[code] || {};
    const title = f.name ? `${f.name} · ${f.points} ${t("points")}` : code;
    const attrs = { class: "troggu-card" + (opts.cls ? " " + opts.cls : ""), title, "data-card": code };
    if (opts.onclick) {
      return el("button", { ...attrs, type: "button", onclick: opts.onclick,
        "aria-pressed": opts.pressed === undefined ? null : String(opts.pressed) }, cardFace(code), srName(f.name || code));
    }
    return el("span", attrs, cardFace(code));
  }
  const cardRow = (codes, opts) => el("div", { class: "troggu-cards" }, codes.map((c) => card(c, typeof opts === "function" ? opts(c) : opts)));

  // ------------------------------------------------------------------ shared widget pieces
  const seatName = (s, me) => (s === me ? `${t("you")} (${t("seat")} ${s})` : `${t("seat")} ${s}`);
  function rulesUrl(section, rule) {
    const base = lang() === "de" ? ROOT : new URL("en/", ROOT);
    return new URL(`rules/${section}/#${rule}`, base).href;
  }
  function errorBox(res) {
    const box = el("div", { class: "troggu-error", role: "alert" });
    box.append(el("strong", { text: t("error") + ": " }), el("span", { class: "troggu-error-text", text: res.reason || res.error }));
    if (res.rule && res.section) {
      box.append(" ", el("a", { href: rulesUrl(res.section, res.rule), class: "troggu-rule-link" },
        `${t("rule_link")} ${res.rule}${res.rule_title ? " – " + res.rule_title : ""}`));
    }
    return box;
  }
  function message(slot, res) { clear(slot); if (res && !res.ok) slot.append(errorBox(res)); }

  function select(label, options, value, onchange) {
    const s = el("select", { onchange });
    for (const [v, text] of options) s.append(el("option", { value: v, selected: String(v) === String(value) }, text));
    return [el("label", {}, label, " ", s), s];
  }
  function numberInput(label, value, min, max) {
    const i = el("input", { type: "number", value, min, max, step: 1, inputmode: "numeric" });
    return [el("label", {}, label, " ", i), i];
  }

  /* Controls: ruleset, players (from the engine's rulesets), seed, dealer. */
  function dealControls(w, init) {
    const box = el("div", { class: "troggu-controls" });
    const rs = meta.rulesets;
    const [rl, rsel] = select(t("ruleset"), rs.map((r) => [r.name, r.title]), init.ruleset, () => fillPlayers());
    const [pl, psel] = select(t("players"), [], init.players, () => fillDealer());
    const [sl, seed] = numberInput(t("seed"), init.seed, 0, 9007199254740991);
    const [dl, dsel] = select(t("dealer"), [], init.dealer || 0);
    function fillPlayers() {
      const r = rs.find((x) => x.name === rsel.value) || rs[0];
      const keep = psel.value || init.players;
      clear(psel);
      for (const n of r.players) psel.append(el("option", { value: n, selected: String(n) === String(keep) }, n));
      fillDealer();
    }
    function fillDealer() {
      const keep = dsel.value || init.dealer || 0;
      clear(dsel);
      for (let s = 0; s < Number(psel.value); s++) dsel.append(el("option", { value: s, selected: String(s) === String(keep) }, s));
    }
    fillPlayers();
    box.append(rl, pl, sl, dl);
    return {
      box,
      values: () => ({ ruleset: rsel.value, players: Number(psel.value), seed: seed.value, dealer: Number(dsel.value) }),
      set: (v) => { rsel.value = v.ruleset; fillPlayers(); psel.value = String(v.players); fillDealer(); seed.value = v.seed; dsel.value = String(v.dealer); },
      randomSeed: () => { seed.value = Math.floor(Math.random() * 1e9); },
    };
  }

  function resultTable(result, players, me, title) {
    const wrap = el("div", { class: "troggu-result" });
    if (title) wrap.append(el("h4", { text: title }));
    const g = result.game;
    let line = `${t("game")}: ${t("game_" + g)}`;
    if (result.declarer !== null) line += ` · ${t("declarer")}: ${seatName(result.declarer, me)}`;
    if (result.partner !== null && result.partner !== undefined) line += ` · ${t("partner")}: ${seatName(result.partner, me)}`;
    if (result.forced) line += ` · ${t("forced")}`;
    wrap.append(el("p", { text: line }));
    if (result.side_points) {
      const w = result.winner === "declarer" ? t("declarer_side") : result.winner === "opponents" ? t("opponents") : t("draw");
      wrap.append(el("p", { class: "troggu-winner" },
        `${t("declarer_side")}: ${result.side_points.declarer} ${t("points")} · ${t("opponents")}: ${result.side_points.opponents} ${t("points")} → ${t("winner")}: ${w} · ${t("multiplier")} ×${result.multiplier}${result.match ? " (" + t("match") + ")" : ""}`));
    }
    const table = el("table", { class: "troggu-pay" });
    table.append(el("thead", {}, el("tr", {}, el("th", { text: t("seat") }), el("th", { text: t("points") }), el("th", { text: t("rappen") }))));
    const body = el("tbody");
    for (let s = 0; s < players; s++) {
      const r = result.rappen[s];
      body.append(el("tr", { class: r > 0 ? "troggu-plus" : r < 0 ? "troggu-minus" : "" },
        el("td", { text: seatName(s, me) }), el("td", { text: result.points[s] }),
        el("td", { text: (r > 0 ? "+" : "") + r + " Rp." })));
    }
    table.append(body);
    wrap.append(table);
    return wrap;
  }

  // ------------------------------------------------------------------ widgets
  const WIDGETS = {};

  /* 1. Deal: ruleset, players, seed -> every hand and the Tapp; a share link the engine parses. */
  WIDGETS.deal = async function (w, ui, opts) {
    await ensureMeta();
    const c = dealControls(w, { ruleset: opts.ruleset, players: opts.players, seed: opts.seed ?? 1, dealer: 0 });
    const out = el("div", { class: "troggu-output" });
    const msg = el("div");
    const live = liveRegion();
    const show = (res) => {
      message(msg, res);
      if (!res.ok) return;
      c.set(res);
      clear(out);
      const link = el("a", { href: "#" + res.share, class: "troggu-share" }, t("share"));
      out.append(el("p", { class: "troggu-deal-line" }, `${res.title}, ${nPlayers(res.players)}, ${t("seed")} ${res.seed} · ${t("layout")}: ${res.layout_text || res.layout} · `, link));
      res.hands.forEach((h, s) => {
        out.append(el("div", { class: "troggu-seat", "data-seat": s },
          el("div", { class: "troggu-seat-name", text: `${t("seat")} ${s}${s === res.dealer ? " · " + t("dealer") : ""} · ${res.points[s]} ${t("points")}` }),
          cardRow(h)));
      });
      out.append(el("div", { class: "troggu-seat troggu-tapp" },
        el("div", { class: "troggu-seat-name", text: `${t("tapp")} · ${res.tapp_points} ${t("points")}` }), cardRow(res.tapp)));
      announce(live, `${res.title}, ${nPlayers(res.players)}, ${t("seed")} ${res.seed}`);
    };
    const doDeal = async () => show(await call("deal", c.values()));
    ui.append(c.box, el("div", { class: "troggu-buttons" },
      el("button", { type: "button", class: "md-button md-button--primary", onclick: doDeal, "data-action": "deal" }, t("deal")),
      el("button", { type: "button", class: "md-button", onclick: () => { c.randomSeed(); doDeal(); } }, t("random"))), msg, out, live);
    w._share = async (query) => show(await call("share", { query }));
    if (opts.share) await w._share(opts.share); else await doDeal();
  };

  /* 2. Bidding: your hand, your bids in turn, bots for the others; what game results; Monte Carlo chances. */
  WIDGETS.bidding = async function (w, ui, opts) {
    await ensureMeta();
    const c = dealControls(w, { ruleset: opts.ruleset, players: opts.players, seed: opts.seed ?? 1, dealer: 0 });
    const out = el("div", { class: "troggu-output" });
    const msg = el("div");
    const live = liveRegion();
    let state = null;
    const focusNext = () => {
      const target = out.querySelector("[data-bid]") || out.querySelector('[data-action="estimate"]');
      if (target) target.focus({ preventScroll: false });
    };
    const render = () => {
      clear(out);
      const me = state.seat;
      out.append(el("div", { class: "troggu-seat" }, el("div", { class: "troggu-seat-name", text: `${t("your_hand")} (${t("seat")} ${me})` }), cardRow(state.hand)));
      out.append(bidList(state));
      if (state.legal_bids.length) {
        out.append(el("div", { class: "troggu-buttons" }, t("your_bid"), " ",
          state.legal_bids.map((b) => el("button", { type: "button", class: "md-button", "data-bid": b, onclick: () => act(b) }, t(b)))));
      }
      if (state.auction_over) {
        const g = state.game;
        let text = `${t("auction_result")}: ${t("game_" + g.type)}`;
        if (g.declarer !== null) text += ` · ${t("declarer")}: ${seatName(g.declarer, me)}`;
        if (g.forced) text += ` · ${t("forced")}`;
        out.append(el("p", { class: "troggu-auction-result", "data-game": g.type, "data-forced": String(g.forced) }, el("strong", { text })));
      }
      const est = el("div", { class: "troggu-estimate", "aria-live": "polite" });
      out.append(el("div", { class: "troggu-buttons" },
        el("button", { type: "button", class: "md-button", "data-action": "estimate", onclick: () => estimate(est) }, t("estimate"))), est);
    };
    const act = async (b) => {
      const before = state;
      const res = await call("act", { id: state.id, action: b });
      message(msg, res);
      if (res.ok) { state = res; render(); announce(live, eventText(before, res)); }
      focusNext();
    };
    const estimate = async (box) => {
      clear(box).append(el("p", { class: "troggu-busy", text: t("estimating") }));
      await new Promise((r) => setTimeout(r, 30));
      const res = await call("estimate", { id: state.id, samples: 500, seed: 1 });
      clear(box);
      if (!res.ok) { box.append(errorBox(res)); return; }
      const pct = (x) => `${Math.round(x * 100)} %`;
      const row = (label, r) => el("tr", {}, el("td", { text: label }), el("td", { text: pct(r.win) }), el("td", { text: `${r.mean_rappen.toFixed(1)} Rp.` }));
      box.append(el("table", { class: "troggu-estimate-table troggu-pay" },
        el("thead", {}, el("tr", {}, el("th", { text: `${res.samples} ${t("samples")}` }), el("th", { text: t("wins") }), el("th", { text: t("mean") }))),
        el("tbody", {}, row(t("as_tappist"), res.normal), row(t("as_solist"), res.solo))));
    };
    const start = async (focus) => {
      const v = c.values();
      const res = await call("new_game", { ...v, auction_only: true }); // the engine seats you first to speak
      message(msg, res);
      if (res.ok) { state = res; render(); announce(live, eventText(null, res)); if (focus) focusNext(); }
    };
    ui.append(c.box, el("div", { class: "troggu-buttons" },
      el("button", { type: "button", class: "md-button md-button--primary", onclick: () => start(true), "data-action": "deal" }, t("new_deal"))), msg, out, live);
    await start(true);
  };

  function bidList(state) {
    const list = el("ol", { class: "troggu-bids", "aria-label": t("bids") });
    for (const b of state.bids) list.append(el("li", { "data-seat": b.seat }, `${seatName(b.seat, state.seat)}: ${t(b.bid)}`));
    return el("div", {}, el("span", { text: t("bids") + ": " }), list);
  }

  /* 3. Scoring calculator: points -> winner, multiplier, payments in Rappen for every village. */
  WIDGETS.scoring = async function (w, ui, opts) {
    await ensureMeta();
    const box = el("div", { class: "troggu-controls" });
    const [pl, psel] = select(t("players"), [3, 4, 5, 6, 7, 8].map((n) => [n, n]), opts.players, () => { drawPoints(); compute(); });
    const [gl, gsel] = select(t("calc_game"), [["normal", t("game_normal")], ["solo", t("game_solo")], ["misere", t("misere")]], "normal", () => { drawPoints(); compute(); });
    const [ml, msel] = select(t("calc_match"), [["", t("calc_nobody")], ["declarer", t("declarer_side")], ["opponents", t("opponents")]], "", compute);
    const partner = el("input", { type: "checkbox", onchange: compute });
    const partnerLabel = el("label", {}, partner, " ", t("calc_partner"));
    const pointsBox = el("div", { class: "troggu-controls" });
    const out = el("div", { class: "troggu-output", "aria-live": "polite" });
    let inputs = [];
    function drawPoints() {
      clear(pointsBox);
      const n = Number(psel.value);
      const misere = gsel.value === "misere";
      ml.hidden = misere;
      partnerLabel.hidden = misere || gsel.value === "solo" || n < meta.call_from; // rule call.required, from the engine
      if (misere) {
        inputs = [];
        pointsBox.append(el("span", { text: t("calc_player_points") + ": " }));
        const share = Math.floor(meta.total_points / n);
        for (let s = 0; s < n; s++) {
          const [l, i] = numberInput(`${t("seat")} ${s}`, s === 0 ? meta.total_points - share * (n - 1) : share, 0, meta.total_points);
          i.addEventListener("input", compute);
          inputs.push(i);
          pointsBox.append(l);
        }
      } else {
        const [l, i] = numberInput(t("calc_points"), 70, 0, meta.total_points);
        i.addEventListener("input", compute);
        inputs = [i];
        pointsBox.append(l, el("span", { class: "troggu-note", text: ` (${t("declarer_seat0")}${partner.checked ? ", " + t("partner_seat1") : ""})` }));
      }
    }
    async function compute() {
      const n = Number(psel.value);
      const args = { players: n, game: gsel.value, match: msel.value || null, partner: partner.checked };
      if (gsel.value === "misere") args.points = inputs.map((i) => i.value);
      else args.declarer_points = inputs[0].value;
      const res = await call("score", args);
      clear(out);
      if (!res.ok) { out.append(errorBox(res)); return; }
      const table = el("table", { class: "troggu-pay troggu-calc" });
      const head = el("tr", {}, el("th", { text: t("ruleset") }), el("th", { text: t("winner") }), el("th", { text: t("multiplier") }));
      for (let s = 0; s < n; s++) head.append(el("th", { text: `${t("seat")} ${s}` }));
      table.append(el("thead", {}, head));
      const body = el("tbody");
      for (const r of res.rows) {
        const tr = el("tr", { "data-ruleset": r.ruleset }, el("td", { text: r.title }));
        if (!r.plays) { tr.append(el("td", { colspan: n + 2, text: t("not_played") })); body.append(tr); continue; }
        if (res.game === "misere") {
          const one = r.misere_seats.length === 1;
          const verb = r.most_pays ? (one ? t("misere_payer_one") : t("misere_payers")) : (one ? t("misere_receiver_one") : t("misere_receivers"));
          tr.append(el("td", { text: `${r.misere_seats.map((s) => t("seat") + " " + s).join(", ")} ${verb}` }), el("td", { text: "×1" }));
        } else {
          const wn = r.winner === "declarer" ? t("declarer_side") : r.winner === "opponents" ? t("opponents") : t("draw");
          tr.append(el("td", { text: wn }), el("td", { text: `×${r.multiplier}${r.match ? " (" + t("match") + ")" : ""}` }));
        }
        for (const x of r.rappen) tr.append(el("td", { class: x > 0 ? "troggu-plus" : x < 0 ? "troggu-minus" : "", text: (x > 0 ? "+" : "") + x + " Rp." }));
        body.append(tr);
      }
      table.append(body);
      out.append(el("div", { class: "troggu-table-wrap" }, table));
    }
    // Or pick the cards the declarer's side took: the engine counts them.
    const picked = new Set();
    const pickRow = el("div", { class: "troggu-cards" });
    const pickNote = el("span", { class: "troggu-note" });
    const drawPick = () => {
      clear(pickRow);
      for (const code of Object.keys(faces)) {
        pickRow.append(card(code, { cls: picked.has(code) ? "troggu-chosen" : "", pressed: picked.has(code),
          onclick: async () => {
            picked.has(code) ? picked.delete(code) : picked.add(code);
            drawPick();
            const res = await call("count", { cards: [...picked] });
            if (!res.ok) { pickNote.textContent = res.error; return; }
            pickNote.textContent = ` ${res.cards} → ${res.points} ${t("points")}`;
            if (gsel.value !== "misere" && inputs[0]) { inputs[0].value = res.points; compute(); }
          } }));
      }
    };
    const pickBox = el("details", { class: "troggu-pick" }, el("summary", {}, t("calc_pick"), pickNote), pickRow);
    pickBox.addEventListener("toggle", () => { if (pickBox.open && !pickRow.firstChild) drawPick(); });
    box.append(pl, gl, ml, partnerLabel);
    ui.append(box, pointsBox, pickBox, out);
    drawPoints();
    await compute();
  };

  /* 4. Play a hand against the heuristic bots: a card table. The seats sit around the table (names, who deals,
   * who leads, who is to move, tricks won), the current trick lies in the middle (the last trick on request),
   * the status line and your hand stay together below it. Keyboard: focus goes to the next control after every
   * action, the arrow keys move within the hand; only the newest event is announced (a small live region). */
  WIDGETS.play = async function (w, ui, opts) {
    await ensureMeta();
    const c = dealControls(w, { ruleset: opts.ruleset, players: opts.players, seed: opts.seed ?? 1, dealer: 0 });
    const out = el("div", { class: "troggu-output" });
    const msg = el("div", { class: "troggu-message" });
    const live = liveRegion();
    let state = null;
    let chosen = new Set();
    let showLast = false;
    let focusCard = null; // the card to keep focus on after a redraw (laying away)
    const send = async (op, args, focus) => {
      const before = state;
      const res = await call(op, { id: state.id, ...args });
      message(msg, res);
      if (res.ok) {
        state = res; chosen = new Set(); showLast = false; focusCard = null;
        render(); announce(live, eventText(before, res)); placeFocus(focus);
        if (res.phase === "finished") keepRecord();
      } else {
        const again = focus || "hand";
        placeFocus(again);
      }
      return res;
    };
    const keepRecord = async () => {  // for the replay widget's "load the game played above"
      const rec = await call("record", { id: state.id });
      if (rec.ok) T.lastRecord = rec.record;
    };
    const statusText = () => {
      const me = state.seat;
      if (state.phase === "finished") return `${t("phase_finished")} · ${t("result")}`;
      const who = state.your_turn ? t("your_turn") : `${seatName(state.to_move, me)} ${t("to_move")}`;
      const where = state.phase === "play" ? `${t("trick")} ${Math.min(state.trick_number + 1, state.tricks_total)}/${state.tricks_total}`
        : t("phase_" + state.phase);
      return `${where} · ${who}`;
    };
    const render = () => {
      clear(out);
      const me = state.seat;
      const g = state.game;
      const info = [`${state.title}, ${nPlayers(state.players)}`];
      if (g.type) info.push(`${t("game")}: ${t("game_" + g.type)}${g.forced ? " (" + t("forced") + ")" : ""}`);
      if (g.call) info.push(`${t("called")}: ${faces[g.call] ? faces[g.call].name : g.call}`);
      out.append(el("p", { class: "troggu-info", text: info.join(" · ") }));
      out.append(cardTable(state, me, showLast, () => { showLast = !showLast; render(); placeFocus("last"); }, statusText()));
      if (state.phase === "finished") {
        out.append(resultTable(state.result, state.players, me, t("result")));
        const dealt = el("details", { class: "troggu-dealt" }, el("summary", { text: t("hands_dealt") }));
        state.hands0.forEach((h, s) => dealt.append(el("div", { class: "troggu-seat-name", text: seatName(s, me) }), cardRow(h)));
        dealt.append(el("div", { class: "troggu-seat-name", text: t("tapp") }), cardRow(state.tapp));
        if (state.discard.length) dealt.append(el("div", { class: "troggu-seat-name", text: t("discard") }), cardRow(state.discard));
        out.append(dealt);
      }
      const hand = el("div", { class: "troggu-hand-area" });
      if (state.legal_bids.length) {
        hand.append(el("div", { class: "troggu-buttons troggu-bid-buttons", role: "group", "aria-label": t("your_bid") }, t("your_bid"), " ",
          state.legal_bids.map((b) => el("button", { type: "button", class: "md-button", "data-bid": b, onclick: () => send("act", { action: b }, "next") }, t(b)))));
      }
      if (state.callable.length) {
        hand.append(el("div", { class: "troggu-call" }, el("div", { class: "troggu-seat-name", text: t("call") }),
          handRow(state.callable, (code) => ({ cls: "troggu-playable", onclick: () => send("act", { action: "call " + code }, "next") }), t("call"))));
      }
      if (state.exchange) {
        const ex = state.exchange;
        const counter = el("span", { class: "troggu-note", "aria-live": "off" }, ` ${chosen.size}/${ex.count} ${t("selected")}`);
        const toggle = (code) => {
          chosen.has(code) ? chosen.delete(code) : chosen.add(code);
          focusCard = code; render(); placeFocus("card:" + code);
          announce(live, `${faces[code] ? faces[code].name : code}: ${chosen.has(code) ? t("chosen") : t("not_chosen")} · ${chosen.size}/${ex.count} ${t("selected")}`);
        };
        hand.append(el("div", { class: "troggu-exchange" },
          el("div", { class: "troggu-seat-name", text: `${t("exchange_hint")} (${ex.count})` }),
          handRow(ex.pool, (code) => ({ cls: (chosen.has(code) ? "troggu-chosen" : "") + (ex.tapp.includes(code) ? " troggu-from-tapp" : ""),
            pressed: chosen.has(code), onclick: () => toggle(code) }), t("exchange_hint"), focusCard),
          el("div", { class: "troggu-buttons" }, el("button", { type: "button", class: "md-button md-button--primary", "data-action": "discard",
            onclick: () => send("act", { action: "lay " + [...chosen].join(" ") }, "next") }, t("exchange")), counter)));
      } else if (state.phase !== "finished") {
        const playing = state.phase === "play" && state.your_turn;
        const playable = new Set(state.playable);
        hand.append(el("div", { class: "troggu-seat troggu-hand" },
          el("div", { class: "troggu-seat-name", text: `${t("your_hand")} (${t("seat")} ${me})` }),
          handRow(state.hand, (code) => ({
            cls: playing ? (playable.has(code) ? "troggu-playable" : "troggu-unplayable") : "",
            disabled: playing ? !playable.has(code) : state.phase === "play",
            explain: playing,
            onclick: playing ? () => send("act", { action: code }, "next") : null,
            focusable: state.phase === "play" || state.phase === "auction",
          }), t("your_hand"))));
        if (state.schgusieru) hand.append(el("p", { class: "troggu-schgusieru admonition note", text: t("schgusieru") }));
      }
      const buttons = el("div", { class: "troggu-buttons" });
      if (state.can_undo) buttons.append(el("button", { type: "button", class: "md-button", "data-action": "undo", onclick: () => send("undo", {}, "next") }, t("undo")));
      if (state.phase !== "finished") buttons.append(el("button", { type: "button", class: "md-button", "data-action": "finish", onclick: () => send("finish", {}, "next") }, t("finish")));
      buttons.append(el("button", { type: "button", class: "md-button", "data-action": "download", onclick: download }, t("download")));
      hand.append(buttons);
      out.append(hand);
    };
    // The logical next control: your bid, the card to call, the first playable card, the first card to lay
    // away; at the end the result. "card:XX" keeps focus on a card; "last" on the last-trick button.
    const placeFocus = (what) => {
      if (!state || !what) return;
      let target = null;
      if (what.startsWith("card:")) target = out.querySelector(`.troggu-hand-row [data-card="${CSS.escape(what.slice(5))}"]`);
      else if (what === "last") target = out.querySelector('[data-action="last-trick"]');
      if (!target) {
        target = out.querySelector(".troggu-bid-buttons button")
          || out.querySelector(".troggu-call .troggu-hand-row button")
          || out.querySelector('.troggu-hand-row button[data-playable="true"]')
          || out.querySelector(".troggu-exchange .troggu-hand-row button")
          || (state.phase === "finished" ? out.querySelector(".troggu-result h4") : null)
          || out.querySelector(".troggu-hand-row button[tabindex='0']")
          || out.querySelector('[data-action="finish"]');
      }
      if (target) {
        if (target.tagName === "H4") target.setAttribute("tabindex", "-1");
        const row = target.closest(".troggu-hand-row");
        if (row) rove(row, target);
        target.focus({ preventScroll: true });
      }
      keepTableInView(out);
    };
    const download = async () => {
      const res = await call("record", { id: state.id });
      if (!res.ok) { message(msg, res); return; }
      const blob = new Blob([res.record], { type: "application/json" });
      const a = el("a", { href: URL.createObjectURL(blob), download: res.filename });
      document.body.append(a); a.click(); a.remove();
      w._lastRecord = res.record;
    };
    const start = async (focus) => {
      const v = c.values();
      const res = await call("new_game", { ...v }); // the engine seats you first to speak (rule deal.order)
      message(msg, res);
      if (res.ok) {
        state = res; chosen = new Set(); showLast = false; render();
        announce(live, `${statusText()}`);
        if (focus) placeFocus("next");
      }
    };
    ui.append(c.box, el("div", { class: "troggu-buttons" },
      el("button", { type: "button", class: "md-button md-button--primary", "data-action": "deal", onclick: () => start(true) }, t("new_deal"))), msg, out, live);
    await start(true);
  };

  // ------------------------------------------------------------------ card-table pieces (play widget)
  const nPlayers = (n) => `${n} ${n === 1 ? t("player_one") : t("player_many")}`;
  function liveRegion() {
    return el("div", { class: "troggu-live troggu-sr-only", "aria-live": "polite", "aria-atomic": "true", role: "status" });
  }
  function announce(live, text) {
    if (!text) return;
    live.textContent = "";
    setTimeout(() => { live.textContent = text; }, 30); // a fresh text is read even when it repeats
  }
  // What happened since the person's last action, in one short sentence: the moves of the bots and who is next.
  function eventText(before, now) {
    const me = now.seat;
    const parts = [];
    for (const e of now.log || []) {
      if (e.seat === me) continue;
      const who = seatName(e.seat, me);
      if (e.kind === "bid") parts.push(`${who}: ${t(e.value)}`);
      else if (e.kind === "play") parts.push(`${who}: ${faces[e.value] ? faces[e.value].name : e.value}`);
      else if (e.kind === "call") parts.push(`${who} ${t("calls")} ${faces[e.value] ? faces[e.value].name : e.value}`);
      else if (e.kind === "discard") parts.push(`${who} ${t("lays_away")}`);
    }
    if (now.last_trick && (!before || !before.last_trick || before.trick_number !== now.trick_number)) {
      parts.push(`${t("trick")} ${t("won_by")} ${seatName(now.last_trick.winner, me)}`);
    }
    parts.push(now.phase === "finished" ? t("phase_finished") : now.your_turn ? t("your_turn") : `${seatName(now.to_move, me)} ${t("to_move")}`);
    return parts.slice(-6).join(". ") + ".";
  }
  // A row of card buttons with one tab stop; the arrow keys (and Home/End) move within it.
  function handRow(codes, opts, label, focusCode) {
    const row = el("div", { class: "troggu-cards troggu-hand-row", role: "group", "aria-label": label });
    const buttons = codes.map((code) => {
      const o = typeof opts === "function" ? opts(code) : opts;
      const f = faces[code] || {};
      const b = el("button", { type: "button", class: "troggu-card" + (o.cls ? " " + o.cls : ""), "data-card": code,
        title: f.name ? `${f.name} · ${f.points} ${t("points")}` : code,
        "aria-pressed": o.pressed === undefined ? null : String(o.pressed),
        "aria-disabled": o.disabled ? "true" : null, "data-playable": o.disabled ? null : (o.onclick ? "true" : null),
        // an unplayable card (aria-disabled) still answers a click when o.explain: the engine says why not
        onclick: () => { if (o.onclick && (!o.disabled || o.explain)) o.onclick(); } }, cardFace(code), srName(f.name || code));
      return b;
    });
    row.append(...buttons);
    const first = (focusCode && buttons.find((b) => b.dataset.card === focusCode))
      || buttons.find((b) => b.dataset.playable === "true") || buttons[0];
    rovingFocus(row, first);
    return row;
  }
  // One tab stop in a row of buttons (``first``); the arrow keys, Home and End move it within the row. Every
  // widget's hand uses this (troggu-family.js too).
  function rove(row, target) {
    for (const b of row.querySelectorAll("button")) b.setAttribute("tabindex", b === target ? "0" : "-1");
  }
  function rovingFocus(row, first) {
    if (first) rove(row, first);
    row.addEventListener("keydown", (ev) => {
      const list = [...row.querySelectorAll("button")];
      const i = list.indexOf(document.activeElement);
      if (i < 0) return;
      let j = null;
      if (ev.key === "ArrowRight" || ev.key === "ArrowDown") j = Math.min(i + 1, list.length - 1);
      else if (ev.key === "ArrowLeft" || ev.key === "ArrowUp") j = Math.max(i - 1, 0);
      else if (ev.key === "Home") j = 0;
      else if (ev.key === "End") j = list.length - 1;
      if (j === null) return;
      ev.preventDefault();
      rove(row, list[j]);
      list[j].focus();
    });
  }
  // Scroll so that the table, the status line and the hand are on screen together (phones), only when needed.
  function keepTableInView(out) {
    const table = out.querySelector(".troggu-cardtable");
    const hand = out.querySelector(".troggu-hand-area");
    if (!table || !hand) return;
    const top = table.getBoundingClientRect().top;
    const bottom = (hand.querySelector(".troggu-hand-row") || hand).getBoundingClientRect().bottom;
    const header = (document.querySelector(".md-header") || { offsetHeight: 0 }).offsetHeight;
    if (top < header || bottom > window.innerHeight) window.scrollBy({ top: top - header - 4, behavior: "instant" });
  }
  // The table: seats around it (you at the bottom), the trick in the middle, the status line below.
  function cardTable(state, me, showLast, toggleLast, status) {
    const n = state.players;
    const felt = el("div", { class: "troggu-felt", "data-players": n });
    const leader = state.trick.length ? state.trick[0].seat : (state.phase === "play" ? state.to_move : null);
    const bids = {};
    for (const b of state.bids) bids[b.seat] = b.bid;
    for (let s = 0; s < n; s++) {
      const rel = (s - me + n) % n; // 0 = you (bottom); play goes counterclockwise: the next seat sits to your right
      const angle = Math.PI / 2 - (2 * Math.PI * rel) / n; // bottom, then right, top, left
      const x = 50 + 42 * Math.cos(angle), y = 50 + 40 * Math.sin(angle);
      const tags = [];
      if (s === state.dealer) tags.push(t("dealer"));
      if (state.game.declarer === s) tags.push(state.game.type === "solo" ? t("solist") : t("declarer"));
      if (state.game.partner === s) tags.push(t("partner"));
      if (leader === s && state.phase === "play") tags.push(t("leads"));
      const moving = state.phase !== "finished" && state.to_move === s;
      const seat = el("div", { class: "troggu-seatbox" + (moving ? " troggu-to-move" : "") + (s === me ? " troggu-me" : ""), "data-seat": s },
        el("strong", { class: "troggu-seatbox-name", text: s === me ? `${t("you")} · ${t("seat")} ${s}` : `${t("seat")} ${s}` }),
        tags.length ? el("span", { class: "troggu-seatbox-tags", text: tags.join(" · ") }) : null,
        el("span", { class: "troggu-seatbox-tricks", text: `${state.tricks_won[s]} ${state.tricks_won[s] === 1 ? t("trick_one") : t("tricks_won")}` }),
        state.phase === "auction" && bids[s] ? el("span", { class: "troggu-seatbox-bid", text: t(bids[s]) }) : null,
        moving ? el("span", { class: "troggu-seatbox-move", text: t("to_move") }) : null);
      seat.style.left = `${x}%`;
      seat.style.top = `${y}%`;
      felt.append(seat);
    }
    const showing = showLast && state.last_trick ? state.last_trick.cards : state.trick;
    const middle = el("div", { class: "troggu-trick troggu-current-trick" + (showLast ? " troggu-last-trick" : ""),
      "aria-label": showLast ? t("last_trick") : t("trick") });
    middle.append(el("div", { class: "troggu-seat-name", text: showLast && state.last_trick
      ? `${t("last_trick")} · ${t("won_by")} ${seatName(state.last_trick.winner, me)}` : t("trick") }));
    middle.append(el("div", { class: "troggu-cards" }, showing.map((x) =>
      el("figure", { class: "troggu-played", "data-seat": x.seat }, card(x.card), el("figcaption", { text: seatName(x.seat, me) })))));
    felt.append(middle);
    const bar = el("div", { class: "troggu-table-bar" },
      el("p", { class: "troggu-turn", "data-phase": state.phase, text: status }),
      state.last_trick ? el("button", { type: "button", class: "md-button troggu-small", "data-action": "last-trick",
        "aria-pressed": String(!!showLast), onclick: toggleLast }, t("last_trick")) : null);
    return el("section", { class: "troggu-cardtable", "aria-label": t("table") }, felt, bar);
  }

  function trickRow(cards, me) {
    return el("div", { class: "troggu-cards" }, cards.map((x) =>
      el("figure", { class: "troggu-played", "data-seat": x.seat }, card(x.card), el("figcaption", { text: seatName(x.seat, me) }))));
  }

  // A record's own names, place and date (optional metadata keys; see the record format page).
  function recordNames(meta, players) {
    let raw = meta.names || meta.players_names || meta.seats || "";
    if (typeof raw === "string") { try { raw = JSON.parse(raw); } catch (e) { raw = raw ? raw.split(/\s*,\s*/) : []; } }
    const list = [];
    for (let i = 0; i < players; i++) {
      const v = Array.isArray(raw) ? raw[i] : raw && typeof raw === "object" ? raw[i] ?? raw[String(i)] : null;
      list.push(v === null || v === undefined ? "" : String(v).slice(0, 40));
    }
    return list;
  }
  function recordMeta(meta) {
    const parts = [];
    const names = recordNames(meta, 8).filter(Boolean);
    if (names.length) parts.push(`${t("record_names")}: ${names.join(", ")}`);
    const place = meta.place || meta.location || meta.village;
    if (place) parts.push(`${t("record_place")}: ${String(place).slice(0, 80)}`);
    if (meta.date) parts.push(`${t("record_date")}: ${String(meta.date).slice(0, 40)}`);
    return parts.length ? el("p", { class: "troggu-record-meta", text: parts.join(" · ") }) : null;
  }

  /* 5. Replay: paste or load a record; the engine checks it; step through trick by trick. */
  WIDGETS.replay = async function (w, ui) {
    await ensureMeta();
    const area = el("textarea", { rows: 6, class: "troggu-record-input", spellcheck: "false", "aria-label": t("replay_paste") });
    const file = el("input", { type: "file", accept: ".json,application/json" });
    const msg = el("div");
    const out = el("div", { class: "troggu-output", "aria-live": "polite" });
    file.addEventListener("change", async () => { if (file.files[0]) { area.value = await file.files[0].text(); load(); } });
    let data = null, step = 0, names = [];
    let seatLabel = (i) => `${t("seat")} ${i}`;
    const load = async () => {
      const res = tooLarge(area.value) || await call("replay", { record: area.value });
      message(msg, res);
      clear(out);
      if (!res.ok) return;
      data = res; step = 0; names = recordNames(res.meta || {}, res.players); render();
    };
    const render = () => {
      clear(out);
      const s = data.steps[step];
      seatLabel = (i) => (names[i] ? `${names[i]} (${t("seat")} ${i})` : `${t("seat")} ${i}`);
      const g = data.game;
      let info = `${data.title}, ${nPlayers(data.players)} · ${t("game")}: ${g.type ? t("game_" + g.type) : "–"}`;
      out.append(recordMeta(data.meta || {}));
      if (g.declarer !== null) info += ` · ${t("declarer")}: ${seatLabel(g.declarer)}`;
      if (g.partner !== null && g.partner !== undefined) info += ` · ${t("partner")}: ${seatLabel(g.partner)}`;
      out.append(el("p", { class: "troggu-info", text: info }));
      out.append(bidList({ bids: data.auction, seat: -1 }));
      const nav = el("div", { class: "troggu-buttons" },
        el("button", { type: "button", class: "md-button", "data-action": "prev", disabled: step === 0, onclick: () => { step--; render(); } }, t("prev")),
        el("span", { class: "troggu-step", text: ` ${t("step")} ${step} ${t("of")} ${data.steps.length - 1} ` }),
        el("button", { type: "button", class: "md-button", "data-action": "next", disabled: step >= data.steps.length - 1, onclick: () => { step++; render(); } }, t("next")));
      out.append(nav);
      if (s.trick) {
        out.append(el("div", { class: "troggu-trick" },
          el("div", { class: "troggu-seat-name", text: `${t("trick")} ${s.number} · ${t("won_by")} ${seatLabel(s.trick.winner)}` }), trickRow(s.trick.cards, -1)));
      } else {
        out.append(el("p", { text: t("before_play") }));
      }
      s.hands.forEach((h, i) => out.append(el("div", { class: "troggu-seat" },
        el("div", { class: "troggu-seat-name", text: `${seatLabel(i)} · ${s.tricks_won[i]} ${s.tricks_won[i] === 1 ? t("trick_one") : t("tricks_won")}` }), cardRow(h))));
      if (step === data.steps.length - 1) {
        if (data.result) out.append(resultTable(data.result, data.players, -1, t("result")));
        else out.append(el("p", { class: "troggu-note", text: t("unfinished") }));
      }
    };
    const loadLast = () => {
      if (!T.lastRecord) { message(msg, { ok: false, reason: t("no_last"), rule: null }); return; }
      area.value = T.lastRecord;
      load();
    };
    ui.append(el("label", { class: "troggu-record-label" }, t("replay_paste")), area,
      el("div", { class: "troggu-buttons" }, el("button", { type: "button", class: "md-button md-button--primary", "data-action": "load", onclick: load }, t("load")),
        el("button", { type: "button", class: "md-button", "data-action": "load-last", onclick: loadLast }, t("load_last")), file),
      msg, out);
    w._load = (text) => { area.value = text; return load(); };
  };

  // ------------------------------------------------------------------ start-up: lazy, on the first click
  const START_LABEL = { deal: "deal", bidding: "start_bid", scoring: "open_calc", play: "start_play", replay: "open_replay" };

  // The same limits as troggu_core.kernel.jsonio, checked before the text reaches Python.
  const MAX_RECORD = 1000000, MAX_DEPTH = 64;
  function tooLarge(text) {
    let depth = 0, deepest = 0, inString = false, escaped = false;
    if (text.length > MAX_RECORD) return { ok: false, rule: "record.format", section: "record", error: t("too_large") };
    for (const ch of text) {
      if (inString) { if (escaped) escaped = false; else if (ch === "\\") escaped = true; else if (ch === '"') inString = false; }
      else if (ch === '"') inString = true;
      else if (ch === "[" || ch === "{") { depth++; if (depth > deepest) deepest = depth; if (deepest > MAX_DEPTH) break; }
      else if (ch === "]" || ch === "}") depth--;
    }
    return deepest > MAX_DEPTH ? { ok: false, rule: "record.format", section: "record", error: t("too_deep") } : null;
  }

  function shareFromHash() {
    let h = "";
    try { h = decodeURIComponent(location.hash || ""); } catch (e) { return null; } // "#%" and broken escapes
    return /^#r=/.test(h) ? h.slice(1) : null;
  }

  async function activate(w, extra) {
    if (w._active) return;
    w._active = true;
    const kind = w.dataset.widget;
    const progress = runtime.progressView(); // bytes and steps, in the page's language
    if (runtime.state !== "ready") w.append(progress.element);
    const t0 = performance.now();
    const ui = el("div", { class: "troggu-ui" });
    try {
      await runtime.start("tap");
      const opts = {
        ruleset: w.dataset.ruleset || "visp",
        players: Number(w.dataset.players || 4),
        seed: w.dataset.seed !== undefined ? Number(w.dataset.seed) : undefined,
        ...(extra || {}),
      };
      w.append(ui);
      await WIDGETS[kind](w, ui, opts);
      w.dataset.trogguState = "ready";
      T.lastActivation = { widget: kind, ms: performance.now() - t0 };
    } catch (e) {
      w._active = false;
      w.append(el("div", { class: "troggu-error", role: "alert", text: t("l_failed") + (e && e.message ? e.message : e) }));
      w.dataset.trogguState = "failed";
      console.error(e);
    } finally {
      progress.remove();
      const btn = w.querySelector(".troggu-start");
      if (btn && w.dataset.trogguState === "ready") btn.remove();
    }
  }

  function setup(w) {
    if (w.dataset.trogguInit) return;
    const kind = w.dataset.widget;
    if (!WIDGETS[kind]) return;
    w.dataset.trogguInit = "1";
    w.classList.add("troggu-js");
    // the no-JavaScript text (elements and bare text alike) is hidden once the script runs
    const fallback = el("div", { class: "troggu-fallback-hide" });
    while (w.firstChild) fallback.append(w.firstChild);
    w.append(fallback);
    const start = el("button", { type: "button", class: "md-button md-button--primary troggu-start", "data-action": "start",
      onclick: () => activate(w) }, t(START_LABEL[kind]));
    w.append(start);
    const share = shareFromHash();
    if (kind === "deal" && share) activate(w, { share });
  }

  function initAll() {
    document.querySelectorAll(".troggu-widget[data-widget]").forEach(setup);
  }

  window.addEventListener("hashchange", () => {
    const share = shareFromHash();
    if (!share) return;
    document.querySelectorAll('.troggu-widget[data-widget="deal"]').forEach((w) => {
      if (w._share) w._share(share); else activate(w, { share });
    });
  });

  // The shared machinery, for the family games' widgets (troggu-family.js): one loader, one call, one text table.
  Object.assign(T, { el, t, clear, message, WIDGETS, TEXT, START_LABEL, initAll, lang, shareFromHash, rove, rovingFocus });

  // Material's instant navigation swaps the page without re-running scripts: re-initialise on every page.
  if (window.document$ && typeof window.document$.subscribe === "function") {
    window.document$.subscribe(initAll);
  } else if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", initAll);
  } else {
    initAll();
  }
})();
