/* Troggu widgets: the engine (troggu_core, Python) live in the page through a self-hosted Pyodide.
 *
 * All rules logic is in Python (troggu_core.web.handle, JSON in / JSON out); this script only draws
 * what the engine answers and forwards clicks. User text is never inserted as HTML (textContent only);
 * card images are the engine's own SVG, parsed as SVG (not HTML) with DOMParser.
 *
 * The engine runs in the runtime worker (troggu-worker.js), started and reached through the loading layer
 * (troggu-runtime.js, window.Troggu.runtime), which also loads this script, only on pages with a widget. The
 * widgets' one small API (this file, troggu-table.js): window.Troggu.call(op, args) -> Promise<the engine's
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
  // the page's language, a text of the one catalogue (troggu-messages.js) with {name} filled in, and an element
  // built from text only (never HTML): the runtime's (troggu-runtime.js loads this script)
  const { lang, t, node: el } = T;

  const clear = (node) => { while (node.firstChild) node.removeChild(node.firstChild); return node; };

  // ------------------------------------------------------------------ the engine: one runtime worker per tab
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

  // Every card's picture of a game (the engine's ``faces`` answer: code -> SVG text), asked once per game and
  // language and kept for the page: ``meta`` carries no picture (it is read before anything else on every page).
  const PICTURES = {};
  function gameFaces(game) {
    const key = `${game}:${lang()}`;
    if (!PICTURES[key]) {
      PICTURES[key] = call("faces", { game }).then((res) => {
        if (!res || !res.ok) { delete PICTURES[key]; return {}; }
        return res.faces;
      }, (e) => { delete PICTURES[key]; throw e; });
    }
    return PICTURES[key];
  }
  T.faces = gameFaces;

  // ------------------------------------------------------------------ cards: the one renderer of every widget
  // A game's meta answer (names, rulesets, limits ...) and its pictures, asked once per game and language and kept
  // for the page; a refusal is returned as it is (not kept).
  const METAS = {}, FACES = {}, NAMES = {};
  function gameMeta(game) {
    const key = `${game}:${lang()}`;
    if (!METAS[key]) {
      METAS[key] = Promise.all([call("meta", { game }), gameFaces(game)]).then(([m, f]) => {
        if (!m.ok) { delete METAS[key]; return m; }
        FACES[game] = f; NAMES[game] = m.names;
        return m;
      }, (e) => { delete METAS[key]; throw e; });
    }
    return METAS[key];
  }
  // The engine's default game (the registry's GAMES.default): the game of a widget or a share link that names none,
  // as the meta answer to a request naming no game says (its game_id); asked once per page, when first needed.
  let DEFAULT_GAME = null;
  function defaultGame() {
    if (!DEFAULT_GAME) {
      DEFAULT_GAME = call("meta", {}).then((m) => {
        if (!m.ok) throw new Error(m.reason || m.error);
        return m.game_id;
      }).catch((e) => { DEFAULT_GAME = null; throw e; });
    }
    return DEFAULT_GAME;
  }
  const svgParser = new DOMParser();
  // A card's picture (the engine's SVG, parsed as SVG, never as HTML), or null before the pictures are there.
  function face(game, code) {
    const svg = FACES[game] && FACES[game][code];
    if (!svg) return null;
    const root = svgParser.parseFromString(svg, "image/svg+xml").documentElement;
    return root && root.nodeName === "svg" ? document.importNode(root, true) : null;
  }
  // A card's name for screen readers: the engine's name in the page's language (its picture's label), else its name
  // in meta, else the code.
  function cardName(game, code, img) {
    const pic = img === undefined ? face(game, code) : img;
    return (pic && pic.getAttribute("aria-label")) || (NAMES[game] && NAMES[game][code]) || code;
  }
  // One card: the engine's picture (aria-hidden: its printed captions are decoration) and the card's name as hidden
  // text, so a button's accessible name matches its text (axe label-content-name-mismatch). ``attrs``: the element's
  // attributes, with ``button`` (a button, not a span), ``suffix`` (more words for screen readers) and ``look``
  // (the class that sizes it: "troggu-fcard", the table's, by default; "troggu-card", the deal widget's).
  function cardEl(game, code, attrs) {
    const a = { ...(attrs || {}) };
    const img = face(game, code);
    const name = cardName(game, code, img) + (a.suffix || "");
    const cls = (a.look || "troggu-fcard") + (img ? " troggu-has-face" : "") + (a.class ? " " + a.class : "");
    const tag = a.button ? "button" : "span";
    delete a.button; delete a.suffix; delete a.look;
    if (img) { img.setAttribute("aria-hidden", "true"); img.setAttribute("focusable", "false"); }
    return el(tag, { ...a, class: cls, "data-card": code }, img ? [img, el("span", { class: "troggu-sr-only", text: name })] : name);
  }
  // Whether an action is one of the game's cards: a code of the engine's deck (its meta names and pictures), never
  // a card pattern of the page's own.
  const has = (o, k) => !!o && Object.prototype.hasOwnProperty.call(o, k);
  const isCard = (game, code) => has(NAMES[game], code) || has(FACES[game], code);
  T.defaultGame = defaultGame;
  T.cards = { gameMeta, face, cardName, cardEl, isCard }; // the one card renderer (troggu-table.js, troggu-learn.js, troggu-hints.js)

  // ------------------------------------------------------------------ shared widget pieces
  // A link to a rules page (the engine's rule_page, from the page language's root) in a new tab, so the game on this
  // page stays as it is; said so to screen readers.
  function ruleLink(page, text) {
    const base = lang() === "de" ? ROOT : new URL("en/", ROOT);
    return el("a", { class: "troggu-rule-link", href: new URL(page, base).href, target: "_blank", rel: "noopener" },
      text, el("span", { class: "troggu-sr-only", text: ` (${t("new_tab")})` }));
  }
  const capital = (s) => String(s || "").charAt(0).toUpperCase() + String(s || "").slice(1);
  // The one refusal box of every widget: the engine's message (said to "du"/"you", with card names), the rule's text
  // at hand in an expandable box, and its page opened in a new tab.
  let ruleBoxes = 0;
  function refusalBox(res) {
    const box = el("div", { class: "troggu-error troggu-refusal", role: "alert" },
      el("strong", { text: t("not_allowed") + ": " }), el("span", { class: "troggu-error-text", text: capital(res.reason || res.error) }));
    if (res.rule_text || res.rule_page) {
      // the rule at hand: a button folds its text out (a plain disclosure, not the theme's admonition)
      const id = `troggu-rule-${++ruleBoxes}`;
      const panel = el("div", { class: "troggu-rule-panel", id, hidden: true });
      if (res.rule_text) panel.append(el("p", { class: "troggu-rule-text", text: res.rule_text }));
      if (res.rule_page) panel.append(ruleLink(res.rule_page, t("rule_page_new_tab")));
      const toggle = el("button", { type: "button", class: "troggu-rule-toggle", "aria-expanded": "false", "aria-controls": id },
        `${t("rule")}${res.rule_title ? ": " + res.rule_title : ""}`);
      toggle.addEventListener("click", () => {
        const open = toggle.getAttribute("aria-expanded") === "true";
        toggle.setAttribute("aria-expanded", String(!open));
        panel.hidden = open;
      });
      box.append(el("div", { class: "troggu-rule-box" }, toggle, panel));
    }
    return box;
  }
  // The one screen-reader announcer of a widget: a small polite live region (read, never shown) and ``say(text)``;
  // a fresh text is read even when it repeats. Every text only said, never shown, is said by one of these (the
  // runtime's progress bar too: activate hands it one); a visible box whose content is the answer may be live itself.
  function announcer() {
    const element = el("div", { class: "troggu-live troggu-sr-only", "aria-live": "polite", "aria-atomic": "true", role: "status" });
    let timer = 0;
    const say = (text) => {
      if (!text) return;
      element.textContent = "";
      clearTimeout(timer);
      timer = setTimeout(() => { element.textContent = text; }, 30);
    };
    return { element, say };
  }
  function message(slot, res) { clear(slot); if (res && !res.ok) slot.append(refusalBox(res)); }

  // ------------------------------------------------------------------ widgets
  const WIDGETS = {};

  // ------------------------------------------------------------------ card-table pieces (play widget)
  // One tab stop in a row of buttons (``first``); the arrow keys, Home and End move it within the row. Every
  // widget's hand uses this (troggu-table.js too).
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
  // ------------------------------------------------------------------ start-up: lazy, on the first click
  const START_LABEL = {}; // troggu-table.js adds the play table, the open deal, replay and comparison; troggu-pad.js the pad and the calculator

  // The one reader of a link the reader followed, for every widget (a share link, #g=troccas&r=surselva&p=4&s=7&d=0;
  // Troggu's links name no game: #r=visp&p=4&s=7&d=0; the composer's, with the reporter's words): its game, its
  // query and its fields as they stand (text, read by the runtime's one query reader), or null for a hash that is no
  // link. A link sent encoded as a whole (#r%3Dvisp…) is read decoded; every other as it is, so that an "&" in a
  // reporter's words stays in its field. The fields are the engine's to check (op share, or the op the link's deal
  // or rules are asked of); a link the page made itself is never read here: the engine's answer names its fields.
  function shareLink(hash = location.hash) {
    const raw = String(hash || "");
    let decoded = "";
    try { decoded = decodeURIComponent(raw); } catch (e) { return null; } // "#%" and broken escapes
    const h = T.isShareLink(raw) ? raw : decoded;
    if (!T.isShareLink(h)) return null;
    const fields = T.queryFields(h.slice(1));
    return { game: fields.g || null, query: h.slice(1), fields }; // no g: the engine's default game
  }
  async function activate(w, extra) {
    if (w._active) return;
    w._active = true;
    const kind = w.dataset.widget;
    const progress = runtime.progressView(announcer()); // bytes and steps, in the page's language; each new step said
    if (runtime.state !== "ready") w.append(progress.element);
    const t0 = performance.now();
    const ui = el("div", { class: "troggu-ui" });
    try {
      await runtime.start("tap");
      const opts = {
        ruleset: w.dataset.ruleset, // else the game's (meta.default_ruleset, default_players)
        players: w.dataset.players ? Number(w.dataset.players) : undefined,
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
    // the share link the page was opened with: Material's navigation tracking may replace the hash with a heading's
    // anchor as soon as the page scrolls, before a widget is started
    w._openedWith = shareLink(location.hash) ? location.hash : (T.openedWith || "");
    w.classList.add("troggu-js");
    // the no-JavaScript text (elements and bare text alike) is hidden once the script runs
    const fallback = el("div", { class: "troggu-fallback-hide" });
    while (w.firstChild) fallback.append(w.firstChild);
    w.append(fallback);
    const start = el("button", { type: "button", class: "md-button md-button--primary troggu-start", "data-action": "start",
      onclick: () => activate(w) }, t(kind === "play" && w.dataset.until ? "start_bid" : START_LABEL[kind]));
    w.append(start);
    // an open deal (troggu-table.js) of the game a link names shows the linked deal at once (a link and a widget
    // that name no game are both the default game's: no need to ask the engine which it is)
    const opened = kind === "deal" ? shareLink(w._openedWith) : null;
    if (opened && !opened.game && !w.dataset.game) activate(w, { share: opened.query });
    else if (opened) {
      Promise.all([opened.game || defaultGame(), w.dataset.game || defaultGame()])
        .then(([linked, mine]) => { if (linked === mine) activate(w, { share: opened.query }); }).catch(() => {});
    }
  }

  function initAll() {
    document.querySelectorAll(".troggu-widget[data-widget]").forEach(setup);
  }

  // The shared machinery, for the one card table, replay and comparison (troggu-table.js): one loader, one call, one text table.
  Object.assign(T, { el, t, clear, message, refusalBox, ruleLink, announcer, activate, WIDGETS, TEXT,
    START_LABEL, initAll, lang, shareLink, rove, rovingFocus });

  // Material's instant navigation swaps the page without re-running scripts: re-initialise on every page.
  if (window.document$ && typeof window.document$.subscribe === "function") {
    window.document$.subscribe(initAll);
  } else if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", initAll);
  } else {
    initAll();
  }
})();
