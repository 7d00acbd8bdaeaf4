/* Hints, the bots' level and the review of a hand, at every game's card table (troggu-table.js).
 *
 * - The bots' level (einfach / gut / stark) beside the table's other choices: sent with every new round
 *   (new_game's ``level``) and kept for the next visit.
 * - "Tipp": the engine's suggestion for the person's turn (web op ``hint``): the suggested action marked on the hand
 *   (or among the bids), and each legal option with its expected result in the reader's language; said once to
 *   screen readers.
 * - After the hand, "Nachbesprechung" (web op ``review``): each of the person's decisions where the strong bot,
 *   knowing what the person knew, preferred another option and by how much, and the best play with open cards
 *   (labelled as knowing the hidden cards).
 * - While the engine thinks (a hint, the review, the bots' moves), a small "denkt nach…" beside the table; the
 *   engine runs in the runtime worker, so the page stays responsive.
 *
 * It attaches only through the table's events (troggu:setup, :request, :answer, :render on the widget). It
 * draws and labels; every suggestion, value and sentence about the game is the engine's. Texts: the one catalogue.
 */
(function () {
  "use strict";
  const T = window.Troggu;
  if (!T || !T.el || T._hints) return;
  T._hints = true;
  const { el } = T;
  const tt = T.t;

  // the engine's level names (troggu_core.kernel.strong_bots.LEVELS); their words: level_<name>. The table's bots play
  // "einfach" (the heuristic bot, as before) unless the reader chooses more; a hint thinks at least at "gut".
  const LEVELS = ["einfach", "gut", "stark"];
  const DEFAULT_LEVEL = "einfach";
  const hintLevel = (level) => (level === "stark" ? "stark" : "gut");
  const STORE = "troggu-bot-level";
  // a card of the table's game: a code of the engine's deck (troggu.js), no card pattern of the page's own
  const isCard = (d, action) => T.cards.isCard(d.game, action);
  const THINK_AFTER_MS = 250; // a quicker answer shows no "thinking" at all (no flicker)

  function savedLevel() {
    try {
      const v = localStorage.getItem(STORE);
      return LEVELS.includes(v) ? v : DEFAULT_LEVEL;
    } catch (e) { return DEFAULT_LEVEL; }
  }
  function saveLevel(v) { try { localStorage.setItem(STORE, v); } catch (e) { /* private mode: fine */ } }
  const fmt = (v) => (typeof v === "number" ? new Intl.NumberFormat(T.lang(), { maximumFractionDigits: 1 }).format(v) : String(v));

  // one record per table: its level, the hint shown (for which state), the review, what is pending
  const TABLES = new WeakMap();
  function tableOf(d) {
    let h = TABLES.get(d.widget);
    if (!h) {
      h = { level: savedLevel(), hint: null, hintFor: null, asking: null, review: null, reviewFor: null, reviewing: null,
        pending: 0, timer: null };
      TABLES.set(d.widget, h);
      addLevelChoice(d, h);
    }
    return h;
  }

  // ------------------------------------------------------------------ the bots' level
  function addLevelChoice(d, h) {
    if (!d.controls || d.controls.querySelector(".troggu-level")) return;
    const sel = el("select", { class: "troggu-level", "aria-label": tt("bot_level"), "data-action": "level" },
      LEVELS.map((v) => el("option", { value: v, selected: v === h.level }, tt("level_" + v))));
    // a level chosen during a round: the round goes on with its bots, the next one has the new level (written beside,
    // and said once when chosen, by the table's one announcer; every drawing of the table only writes it)
    const note = el("span", { class: "troggu-level-note" });
    h.levelNote = (chosen) => {
      const st = d.state();
      note.textContent = st && !st.over && h.roundLevel && h.roundLevel !== h.level ? tt("level_next") : "";
      if (chosen && note.textContent) d.announce(note.textContent);
    };
    sel.addEventListener("change", () => { h.level = sel.value; saveLevel(sel.value); h.levelNote(true); });
    const label = el("label", { class: "troggu-level-label" }, tt("bot_level"), " ", sel);
    const deal = d.controls.querySelector("[data-action=new]");
    d.controls.insertBefore(label, deal);
    d.controls.insertBefore(note, deal);
  }

  // ------------------------------------------------------------------ "thinking…"
  // the bots' (or the engine's) turn taking a while: said beside the status line until the answer
  function thinking(d, on) {
    const bar = d.board.querySelector(".troggu-table-bar");
    let span = d.board.querySelector(".troggu-bots-thinking");
    if (!on) { if (span) span.remove(); return; }
    if (!bar || span) return;
    bar.append(el("span", { class: "troggu-thinking troggu-bots-thinking", text: tt("bots_thinking") }));
  }
  document.addEventListener("troggu:request", (ev) => {
    const d = ev.detail;
    const h = tableOf(d);
    if (d.op === "new_game") { d.request.level = h.level; h.roundLevel = h.level; }
    h.pending++;
    const btn = d.board.querySelector("[data-action=hint]");
    if (btn) btn.setAttribute("aria-disabled", "true"); // the turn is being played: no hint for it any more
    clearTimeout(h.timer);
    h.timer = setTimeout(() => { if (h.pending) thinking(d, true); }, THINK_AFTER_MS);
  });
  document.addEventListener("troggu:answer", (ev) => {
    const h = tableOf(ev.detail);
    h.pending = Math.max(0, h.pending - 1);
    if (!h.pending) { clearTimeout(h.timer); thinking(ev.detail, false); }
  });

  // ------------------------------------------------------------------ the hint
  // What the hint names on the table: the cards of the hand the engine says it names (a card, a lay-away's cards),
  // else the button of the suggested bid.
  function marked(d, res) {
    const hand = d.board.querySelector(".troggu-hand");
    const found = (res.cards || []).map((c) => hand && hand.querySelector(`[data-card="${CSS.escape(c)}"]`)).filter(Boolean);
    if (found.length) return found;
    const bid = d.board.querySelector(`.troggu-actions [data-action-value="${CSS.escape(res.suggested)}"]`);
    return bid ? [bid] : [];
  }
  // an action's words: the engine's (the hint's, else the table's labels), a card's name
  function labelOf(d, res, action) {
    const opt = (res.options || []).find((o) => o.action === action);
    if (opt && opt.label) return opt.label;
    if (action === res.suggested && res.label) return res.label;
    const st = d.state();
    if (st && st.labels && st.labels[action]) return st.labels[action];
    return isCard(d, action) ? d.cardName(action) : action;
  }
  // The hint on the table: the suggestion marked, the options and their expected results below the hand.
  function paintHint(d, h) {
    const res = h.hint;
    for (const b of marked(d, res)) {
      b.classList.add("troggu-hinted");
      b.dataset.hinted = "true";
      const name = b.querySelector(".troggu-sr-only");
      if (name) name.textContent += ` (${tt("hint_mark")})`;
      else b.append(el("span", { class: "troggu-hint-badge", text: `(${tt("hint_mark")})` }));
      const hand = b.closest(".troggu-hand");
      if (hand && b.getAttribute("aria-disabled") === "false") T.rove(hand, b); // the next Tab reaches it
    }
    // each option as the engine says it ("XXI: 31 Punkte für deine Seite erwartet"), the best first
    const options = res.options || [];
    const list = el("ul", { class: "troggu-hint-options" });
    for (const o of options) {
      const best = o.action === res.suggested;
      const label = o.label || labelOf(d, res, o.action);
      const text = o.text || `${label}: ${tt("hint_value", { v: fmt(o.value) })}`;
      list.append(el("li", { class: best ? "troggu-hint-best" : null, "data-action-value": o.action, "data-value": o.value },
        text.startsWith(label) ? [el("strong", { text: label }), text.slice(label.length)] : text,
        best ? ` (${tt("hint_mark")})` : null));
    }
    // the sentence first (the engine's reason in a player's words); the figures (deals, spread, each option's
    // expected result) folded under it, for whoever wants them (issue 32)
    const figures = res.figures && res.figures.text;
    const fold = figures || options.length
      ? el("details", { class: "troggu-hint-figures" },
        el("summary", { text: tt("hint_figures") }),
        figures ? el("p", { class: "troggu-hint-figures-text", text: figures }) : null,
        options.length ? el("p", { class: "troggu-hint-sub", text: tt("hint_options") }) : null,
        options.length ? list : null)
      : null;
    const panel = el("section", { class: "troggu-hint-panel", "aria-label": tt("hint") },
      el("p", { class: "troggu-hint-head" }, el("strong", { text: `${tt("hint")}: ${labelOf(d, res, res.suggested)}` })),
      res.reason ? el("p", { class: "troggu-hint-reason", "data-kind": res.reason_kind || null, text: res.reason }) : null,
      fold);
    placePanel(d, panel);
  }
  // The hint's sentence in view (a phone shows the table above it): once per hint, the page scrolls to the middle
  // of the screen, not to its edge ("nearest" left a fractional layout 0.2 px below the screen's bottom, and the
  // fold under the sentence hidden).
  function showHint(d) {
    const reason = d.board.querySelector(".troggu-hint-panel .troggu-hint-reason")
      || d.board.querySelector(".troggu-hint-panel");
    if (!reason) return;
    const box = reason.getBoundingClientRect();
    if (box.top >= 0 && box.bottom <= window.innerHeight) return;
    reason.scrollIntoView({ block: "center", behavior: "instant" });
  }
  function placePanel(d, panel) {
    const old = d.board.querySelector(".troggu-hint-panel");
    if (old) old.remove();
    const hand = d.board.querySelector(".troggu-hand");
    if (hand) hand.after(panel); else d.board.append(panel);
  }
  function hintError(d, res) {
    placePanel(d, el("section", { class: "troggu-hint-panel", "aria-label": tt("hint") }, T.refusalBox(res)));
  }
  async function askHint(d, h) {
    const st = d.state();
    if (!st || !st.your_turn || h.asking === st || h.pending) return;
    h.asking = st;
    const t0 = performance.now();
    d.widget.dataset.hint = "thinking";
    paintButton(d, h);
    let res;
    try {
      res = await T.call("hint", { game: d.game, id: st.id, level: hintLevel(h.level) });
    } catch (e) {
      res = { ok: false, reason: String((e && e.message) || e) };
    }
    h.asking = null;
    if (d.state() !== st) return; // the table has moved on meanwhile: this hint is for a turn that is gone
    paintButton(d, h);
    if (!res.ok) { d.widget.dataset.hint = "error"; hintError(d, res); return; }
    h.hint = res;
    h.hintFor = st;
    paintHint(d, h);
    showHint(d);
    d.widget.dataset.hint = "ready";
    // the time from the tap to the hint drawn, the next frame after painting (bench/browser.py reads it)
    requestAnimationFrame(() => {
      d.widget.dataset.hintMs = String(Math.round(performance.now() - t0));
      d.widget.dataset.hints = String(Number(d.widget.dataset.hints || 0) + 1);
    });
    const words = `${tt("hint")}: ${labelOf(d, res, res.suggested)}.` + (res.reason ? ` ${res.reason}` : "");
    d.announce(words);
  }
  // The hint button in the table's bar (beside the last trick): pressed while the engine thinks, then again usable.
  function paintButton(d, h) {
    const bar = d.board.querySelector(".troggu-table-bar");
    if (!bar) return;
    let btn = bar.querySelector("[data-action=hint]");
    const st = d.state();
    if (!st || !st.your_turn) { if (btn) btn.remove(); return; }
    if (!btn) {
      btn = el("button", { type: "button", class: "md-button troggu-small troggu-hint-button", "data-action": "hint" }, tt("hint"));
      btn.addEventListener("click", () => askHint(d, h));
      bar.append(btn);
    }
    const busy = h.asking === st;
    btn.setAttribute("aria-disabled", String(busy)); // not disabled: the focus stays on it
    let note = bar.querySelector(".troggu-hint-thinking");
    if (busy && !note) bar.append(note = el("span", { class: "troggu-thinking troggu-hint-thinking", text: tt("thinking") }));
    if (!busy && note) note.remove();
  }

  // ------------------------------------------------------------------ the review after the hand
  function openCards(x) {
    if (x === null || x === undefined || x === "") return null;
    if (typeof x === "string") return x;
    return x.text || `${tt("review_open")}: ${x.label || x.action}`;
  }
  function paintReview(d, h) {
    const old = d.board.querySelector(".troggu-review");
    if (old) old.remove();
    const res = h.review;
    const box = el("section", { class: "troggu-review", "aria-labelledby": null });
    const head = el("h4", { text: tt("review"), tabindex: "-1" });
    box.append(head);
    if (!res.ok) { box.append(T.refusalBox(res)); d.board.append(box); return head; }
    const list = res.decisions || [];
    const intro = list.length ? "review_intro" : res.looked_at === 0 ? "review_nothing" : "review_none";
    box.append(el("p", { class: "troggu-review-intro", text: tt(intro) }));
    if (list.length) {
      const ol = el("ol", { class: "troggu-review-list" });
      for (const x of list) {
        const open = openCards(x.open_cards);
        const played = x.played_label || x.played, preferred = x.preferred_label || x.preferred;
        ol.append(el("li", { "data-index": x.index, "data-loss": x.loss },
          el("p", {}, x.trick ? el("strong", { text: tt("trick_n", { n: x.trick }) + ": " }) : null,
            x.text || tt("review_line", { played, preferred, loss: fmt(x.loss) })),
          // the figures and the open-cards play (the engine's sentence says that it knows the hidden cards), folded
          x.figures || open
            ? el("details", { class: "troggu-review-figures" }, el("summary", { text: tt("hint_figures") }),
              x.figures ? el("p", { text: x.figures }) : null,
              open ? el("p", { class: "troggu-review-open" }, open) : null)
            : null));
      }
      box.append(ol);
    }
    if (res.note) box.append(el("p", { class: "troggu-review-note", text: res.note }));
    d.board.append(box);
    return head;
  }
  async function askReview(d, h, btn) {
    const st = d.state();
    if (!st || !st.over || h.reviewing === st) return;
    h.reviewing = st;
    btn.setAttribute("aria-disabled", "true");
    const note = el("span", { class: "troggu-thinking", text: tt("thinking") });
    btn.after(note);
    d.widget.dataset.review = "thinking";
    let res;
    try {
      res = await T.call("review", { game: d.game, id: st.id, level: hintLevel(h.level) });
    } catch (e) {
      res = { ok: false, reason: String((e && e.message) || e) };
    }
    h.reviewing = null;
    note.remove();
    btn.setAttribute("aria-disabled", "false");
    if (d.state() !== st) return;
    h.review = res;
    h.reviewFor = st;
    const head = paintReview(d, h);
    d.widget.dataset.review = res.ok ? "ready" : "error";
    head.focus({ preventScroll: true });
    // the review read from its heading down, the heading just under the page's (sticky) header, not behind it
    const header = (document.querySelector(".md-header") || { offsetHeight: 0 }).offsetHeight;
    window.scrollBy({ top: head.closest(".troggu-review").getBoundingClientRect().top - header - 8, behavior: "instant" });
  }
  function paintReviewButton(d, h) {
    const st = d.state();
    if (!st || !st.over) return;
    const btn = el("button", { type: "button", class: "md-button", "data-action": "review" }, tt("review_button"));
    btn.addEventListener("click", () => askReview(d, h, btn));
    const row = el("div", { class: "troggu-buttons troggu-review-tools" }, btn);
    const result = d.board.querySelector(".troggu-result");
    if (result) result.after(row); else d.board.append(row);
  }

  document.addEventListener("troggu:setup", (ev) => tableOf(ev.detail)); // the level choice, before the first deal

  // ------------------------------------------------------------------ after every drawing of the table
  document.addEventListener("troggu:render", (ev) => {
    const d = ev.detail;
    const h = tableOf(d);
    const st = d.state();
    if (!st) return;
    if (h.levelNote) h.levelNote();
    if (h.pending) thinking(d, true);
    paintButton(d, h);
    if (h.hint && h.hintFor === st) paintHint(d, h);
    else { h.hint = null; h.hintFor = null; if (!h.asking) delete d.widget.dataset.hint; }
    if (st.over) {
      paintReviewButton(d, h);
      if (h.review && h.reviewFor === st) paintReview(d, h);
    } else if (h.review) { h.review = null; h.reviewFor = null; delete d.widget.dataset.review; }
  });
})();
