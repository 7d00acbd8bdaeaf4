/* The loading layer of the site, on every page: the runtime worker and the service worker, one plan for both.
 *
 * - The widgets' scripts (WIDGET_SCRIPTS) are loaded only on a page with a widget: a reading page stays light.
 * - The runtime worker (troggu-worker.js: Pyodide and troggu_core off the main thread), one per tab, shared by
 *   every widget. It starts when a page with a widget is idle or a widget scrolls into view, or when the reader
 *   points at an editor's Run button; never on a page without one. A reader whose browser asks to save data
 *   (Save-Data: navigator.connection.saveData, a phone on a slow or metered line) gets it only on the tap, or
 *   when pointing at a start button. Everything talks to it through
 *   window.Troggu.runtime (below): the widgets through window.Troggu.call (troggu.js, which adds the page's
 *   language), the code editors (gallery examples, notebooks) through runtime.cells and runtime.stop.
 * - The service worker (sw.js, generated at build time by workbox-build in docs_hooks/offline.py) keeps every file
 *   of the site, the runtime and the engine included, so that after one visit the whole site works with no
 *   network. It is registered once the page is quiet: after the runtime has loaded on a page with a widget (the
 *   runtime worker has put the runtime's files into the service worker's cache meanwhile, so nothing is
 *   downloaded twice), when idle elsewhere. A quiet note says once that the site is available offline; a new
 *   version deployed is offered, never forced.
 *
 * Texts: the one catalogue (troggu-messages.js), in the page's language. No game rule here. No inline script (CSP).
 */
(function () {
  "use strict";
  const T = (window.Troggu = window.Troggu || {});
  // The address the page was opened with, kept before anything scrolls: Material's navigation tracking replaces
  // the hash with a heading's anchor as soon as the page scrolls, and a share link (#g=troccas&s=7) must still
  // reach the table that starts later (troggu-table.js).
  // A share link in an address (#g=troccas&s=7, #r=visp&...), or null: the hash as the address had it, read from
  // the hash change's own newURL, because the tracking may have replaced location.hash before a listener runs.
  // The one test of what a share link is (troggu.js's shareLink reads its fields).
  T.isShareLink = (hash) => /^#[gr]=/.test(hash);
  T.linkOf = (url) => { const h = new URL(url, location.href).hash; return T.isShareLink(h) ? h : null; };
  // The one reader of an address's query, on every page: a followed link's fields (troggu.js's shareLink), the cite
  // page's ?rule= (troggu-cite.js). Its fields as text, the last of a key written twice (the engine, reading such a
  // link, refuses it).
  T.queryFields = (query) => Object.fromEntries(new URLSearchParams(query));
  if (T.openedWith === undefined) {
    T.openedWith = location.hash || "";
    // and a share link the reader follows later (a hash change) replaces it: a widget set up after that starts
    // with this link, not the first one. The one listener of hash changes for share links: the widgets hear of a
    // followed link by the event "troggu:link" (its detail: the link, as the hash change's own address had it).
    window.addEventListener("hashchange", (e) => {
      const link = T.linkOf(e.newURL);
      if (!link) return;
      T.openedWith = link;
      window.dispatchEvent(new CustomEvent("troggu:link", { detail: link }));
    });
  }
  if (T.runtime) return;

  // This script lives at <site root>/javascripts/; the runtime at <site root>/assets/pyodide/.
  const SCRIPT_URL = (document.currentScript && document.currentScript.src) || location.href;
  const ROOT = new URL("../", SCRIPT_URL);
  const ASSETS = new URL("assets/pyodide/", ROOT);
  const WORKER_URL = new URL("javascripts/troggu-worker.js", ROOT);
  const SW_URL = new URL("sw.js", ROOT);
  const WIDGETS = ".troggu-widget[data-widget]";
  // The widgets' scripts, in order, loaded only on a page with a widget. A new widget script goes here, not into
  // mkdocs.yml's extra_javascript (which every page loads).
  const WIDGET_SCRIPTS = ["javascripts/troggu.js", "javascripts/troggu-table.js", "javascripts/troggu-pad.js", "javascripts/troggu-hints.js", "javascripts/troggu-learn.js", "javascripts/troggu-house-rules.js"];
  // The code editor (CodeMirror 6 and the editors' glue, bundled at build time by docs_hooks/editor_bundle.py),
  // only on a page with an editor (the gallery's examples, the notebooks).
  const EDITOR = '.troggu-widget[data-widget="editor"]';
  const EDITOR_SCRIPT = "javascripts/troggu-editor.js";
  const INTENT = ".troggu-editor-run"; // pointing at it is reason enough to start

  const lang = () => ((document.documentElement.lang || "").toLowerCase().startsWith("de") ? "de" : "en");
  const t = (key, vars) => {
    const cat = window.TrogguMessages || { en: {} };
    let s = (cat[lang()] || {})[key] ?? cat.en[key] ?? key;
    for (const [k, v] of Object.entries(vars || {})) s = s.replace(`{${k}}`, String(v));
    return s;
  };
  function node(tag, attrs, ...children) {
    const n = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) {
      if (v === null || v === undefined || v === false) continue;
      if (k === "class") n.className = v;
      else if (k === "text") n.textContent = v;
      else if (k.startsWith("on")) n.addEventListener(k.slice(2), v);
      else n.setAttribute(k, v === true ? "" : String(v));
    }
    for (const c of children.flat()) {
      if (c === null || c === undefined || c === false) continue;
      n.append(c instanceof Node ? c : document.createTextNode(String(c)));
    }
    return n;
  }
  const whenLoaded = () => new Promise((resolve) => {
    if (document.readyState === "complete") resolve();
    else window.addEventListener("load", () => resolve(), { once: true });
  });
  const whenIdle = () => whenLoaded().then(() => new Promise((resolve) => {
    if (window.requestIdleCallback) requestIdleCallback(() => resolve(), { timeout: 3000 });
    else setTimeout(resolve, 200);
  }));

  // ------------------------------------------------------------------ the build's manifest and meta answer
  let manifestP = null;
  function manifest() {
    if (!manifestP) {
      manifestP = fetch(new URL("troggu.json", ASSETS))
        .then((r) => { if (!r.ok) throw new Error(`troggu.json: HTTP ${r.status}`); return r.json(); })
        .catch((e) => { manifestP = null; throw e; });
    }
    return manifestP;
  }
  // troggu_core.web's answer to {op: "meta"}, computed at build time by the same engine
  // (docs_hooks/pyodide_assets.py); null if the site has none (then the engine is asked).
  const metaP = {};
  function staticMeta(L) {
    if (!metaP[L]) {
      metaP[L] = manifest().then((m) => {
        const name = m.meta && m.meta[L];
        if (!name) return null;
        return fetch(new URL(name, ASSETS)).then((r) => (r.ok ? r.json() : null));
      }).then((res) => (res && res.ok ? res : null)).catch(() => null);
    }
    return metaP[L];
  }

  // The facade's answers that depend on the request alone ({op: "meta" | "faces", game, lang}), computed at build time
  // by the same engine (troggu.json's "answers", in the engine's digest folder): read from the site, once per game
  // and language (kept by the page, the browser's cache and the service worker), instead of waiting for the engine
  // to draw every picture again; the default game's meta ({op: "meta", lang}, no game) is staticMeta's. null when the
  // site has none for the request (then the engine answers).
  const builtP = {};
  function built(req) {
    return manifest().then((m) => {
      const path = m.answers && m.answers[req.op] && m.answers[req.op][req.game] && m.answers[req.op][req.game][req.lang];
      if (!path) return null;
      if (!builtP[path]) {
        builtP[path] = fetch(new URL(path, ASSETS)).then((r) => (r.ok ? r.json() : null))
          .then((res) => (res && res.ok ? res : null));
        builtP[path].then((res) => { if (!res) delete builtP[path]; }, () => { delete builtP[path]; });
      }
      return builtP[path];
    }).catch(() => null);
  }
  function builtAnswer(req) {
    const keys = Object.keys(req || {});
    if (!keys.every((k) => k === "op" || k === "game" || k === "lang")) return Promise.resolve(null);
    const kept = typeof req.game === "string" ? built(req)
      : req.op === "meta" && req.game === undefined && typeof req.lang === "string" ? staticMeta(req.lang) : null;
    return Promise.resolve(kept).then((res) => res && structuredClone(res)); // each caller its own, as from the engine
  }
  // The built meta and faces answers of this page's games (the default game's for a widget that names none; not the
  // editors'), fetched while the runtime starts: the widgets ask for them first once it is up (troggu.js).
  function prefetchAnswers(L) {
    const named = [...document.querySelectorAll(WIDGETS)].filter((w) => w.dataset.widget !== "editor").map((w) => w.dataset.game);
    Promise.resolve(named.some((g) => !g) ? staticMeta(L) : null).then((m) => {
      const games = new Set(named.filter(Boolean).concat(m && m.game_id ? [m.game_id] : []));
      for (const game of games) for (const op of ["meta", "faces"]) built({ op, game, lang: L });
    }).catch(() => {});
  }

  // ------------------------------------------------------------------ the runtime worker
  let worker = null;
  let readyP = null;
  let abortStart = null; // rejects the start in progress (a Stop while the runtime loads)
  let generation = 0; // each start and each stop: a start that a stop overtook creates no worker
  let nextId = 1;
  const pending = new Map();
  const listeners = new Set();
  const R = {
    state: "idle", // idle | loading | ready | failed
    progress: { step: 0, steps: 3, bytes: 0, total: 0 },
    timing: {},
    startedBy: null,
  };

  function emit() { for (const fn of listeners) fn(R.progress, R.state); }

  function onWorkerMessage(event, resolve, reject) {
    const m = event.data || {};
    if (m.type === "progress") {
      R.progress = { ...R.progress, step: m.step, bytes: m.bytes, total: m.total };
      emit();
    } else if (m.type === "ready") {
      R.state = "ready";
      R.timing = { ...R.timing, ...m.timing, ready_at_ms: performance.now() };
      emit();
      resolve();
    } else if (m.type === "timing") {
      R.timing = { ...R.timing, ...m.timing }; // the worker's later figures (its first answer, the engine unpacked)
    } else if (m.type === "failed") {
      reject(new Error(m.error));
    } else if (m.type === "stream") {
      const p = pending.get(m.id); // a cell's printed text while it runs (runtime.cells' onStream)
      if (p && p.onStream) p.onStream(m.cell, m.text);
    } else if (pending.has(m.id)) {
      const p = pending.get(m.id);
      pending.delete(m.id);
      if (m.type === "ran") p.resolve({ stdout: m.stdout, stderr: m.stderr });
      else if (m.error !== undefined) p.reject(Object.assign(new Error(m.error), { fatal: !!m.fatal }));
      else p.resolve(m.answer);
    }
  }

  // End the worker (a runaway loop in an editor: Stop) and every request waiting for it; the next request starts
  // a fresh one (from the memory snapshot: quick). Every widget of the page shares it: their waiting requests
  // fail with ``stopped: true`` and the next ones are answered by the new worker.
  // A Stop while the runtime is still loading ends that start as well: the requests waiting for it fail with
  // ``stopped: true`` instead of waiting for a worker that is gone.
  function stop(reason) {
    const stopped = () => Object.assign(new Error(reason || "stopped"), { stopped: true });
    generation++;
    if (worker) worker.terminate();
    worker = null;
    readyP = null;
    if (abortStart) abortStart(stopped());
    abortStart = null;
    R.state = "idle";
    for (const p of pending.values()) p.reject(stopped());
    pending.clear();
    emit();
  }

  // Start the runtime (once per tab); resolves when the engine answers. ``why``: "idle", "view", "intent", "tap".
  function start(why) {
    if (readyP) return readyP;
    R.state = "loading";
    R.startedBy = why || "tap";
    R.timing = { start_ms: performance.now() };
    R.progress = { step: 1, steps: 3, bytes: 0, total: 0 };
    emit();
    staticMeta(lang()); // the widgets' first answers, computed at build time, fetched meanwhile
    prefetchAnswers(lang());
    const gen = ++generation;
    const started = new Promise((resolve, reject) => { abortStart = reject; });
    readyP = Promise.race([started, manifest().then((m) => new Promise((resolve, reject) => {
      if (gen !== generation) return; // stopped while the manifest was on its way (``started`` has failed)
      worker = new Worker(WORKER_URL, { type: "module", name: "troggu-runtime" });
      worker.onmessage = (ev) => onWorkerMessage(ev, resolve, reject);
      worker.onerror = (ev) => reject(new Error((ev && ev.message) || "the runtime worker could not start"));
      const controlled = !!(navigator.serviceWorker && navigator.serviceWorker.controller);
      worker.postMessage({ type: "load", assets: ASSETS.href, manifest: m, scope: ROOT.href, controlled });
    }))]).then(() => { if (gen === generation) abortStart = null; }, (e) => {
      if ((e && e.stopped) || gen !== generation) throw e; // a Stop, not a failure: the next request starts afresh
      abortStart = null;
      stop(e.message);
      R.state = "failed";
      emit();
      throw e;
    });
    readyP.catch(() => {}); // a start nobody waits for (the preload) may fail or be stopped without an unhandled error
    return readyP;
  }

  function request(type, body, onStream) {
    return start().then(() => new Promise((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject, onStream });
      worker.postMessage({ type, id, ...body });
    }));
  }

  Object.assign(R, {
    start,
    stop,
    manifest,
    staticMeta,
    // troggu_core.web.handle(request) in the worker: a Promise of the answer (an object)
    call: (req) => builtAnswer(req).then((res) => res || request("call", { request: JSON.stringify(req) })),
    // Python code in the worker: a Promise of {stdout, stderr}
    run: (code) => request("run", { code: String(code) }),
    // code cells in a fresh namespace (troggu_core.code_cells.run_cells): a Promise of one answer per cell run;
    // onStream(cellIndex, text), if given, receives each cell's printed text as it comes
    cells: (cellSources, setup, onStream) =>
      request("cells", { request: JSON.stringify({ cells: cellSources, setup: setup || "" }) }, onStream),
    onProgress(fn) { listeners.add(fn); return () => listeners.delete(fn); },
  });
  T.runtime = R;
  // the page's language, words and elements (text only, never HTML), for every script the runtime loads: one copy
  Object.assign(T, { lang, t, node });
  T.runPython = (code) => R.run(code); // a script's text output (tests/browser/test_widgets.py)

  // ------------------------------------------------------------------ the widgets' scripts, on a page with a widget
  let scriptsP = null;
  let editorP = null;
  const loadScript = (src) => new Promise((resolve, reject) => {
    const script = node("script", { src: new URL(src, ROOT).href });
    script.async = false; // run in the listed order
    script.onload = resolve;
    script.onerror = () => reject(new Error(`${src} could not be loaded`));
    document.head.append(script);
  });
  function loadWidgetScripts() {
    if (!scriptsP) {
      scriptsP = Promise.all(WIDGET_SCRIPTS.map(loadScript));
      scriptsP.catch((e) => { scriptsP = null; console.error(e); });
    }
    if (!editorP && document.querySelector(EDITOR)) {
      editorP = loadScript(EDITOR_SCRIPT);
      editorP.catch((e) => { editorP = null; console.error(e); });
    }
    return scriptsP;
  }

  // ------------------------------------------------------------------ the progress bar (bytes and steps)
  const STEP_TEXT = { 1: "l_download", 2: "l_start", 3: "l_engine_step" };
  const stepText = (p) => t("l_step", { n: p.step, of: p.steps, what: t(STEP_TEXT[p.step] || "l_start") });
  // "Step 1 of 3: downloading Python – 3.2 of 12.9 MB": the bytes while they arrive, then the step alone
  function progressText(p) {
    if (p.step > 1 || !p.total) return stepText(p);
    const nf = new Intl.NumberFormat(lang(), { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    return `${stepText(p)} – ${t("l_bytes", { done: nf.format(p.bytes / 1e6), total: nf.format(p.total / 1e6) })}`;
  }
  // A widget's progress bar: a <progress> named in the page's language, its value the bytes and steps done, its
  // text (aria-valuetext too) the step and the megabytes; only a new step is announced (politely), not every
  // byte, by ``live`` (troggu.js's one announcer: this script loads before troggu.js). Returns {element, remove()}.
  R.progressView = function (live) {
    const bar = node("progress", { max: "100", value: "0", "aria-label": t("l_bar") });
    const text = node("span", { class: "troggu-progress-text", "aria-hidden": "true" });
    const element = node("div", { class: "troggu-progress" }, bar, " ", text, live.element);
    let step = 0;
    function update(p, state) {
      const share = p.total ? Math.min(1, p.bytes / p.total) : 0;
      const value = state === "ready" ? 100 : p.step <= 1 ? 80 * share : p.step === 2 ? 85 : 95;
      const words = state === "ready" ? t("ready") : progressText(p);
      bar.value = Math.round(value);
      bar.setAttribute("aria-valuetext", words);
      text.textContent = words;
      const now = state === "ready" ? 4 : p.step;
      if (now !== step) {
        step = now;
        live.say(state === "ready" ? t("ready") : stepText(p));
      }
    }
    update(R.progress, R.state);
    const off = R.onProgress(update);
    return { element, remove() { off(); element.remove(); } };
  };

  // ------------------------------------------------------------------ when to start: before the tap
  // (not for a reader who asked to save data: the runtime is about 10 MB)
  const savingData = () => !!(navigator.connection && navigator.connection.saveData);
  let observer = null;
  function planRuntime() {
    if (observer) { observer.disconnect(); observer = null; }
    const widgets = document.querySelectorAll(WIDGETS);
    if (!widgets.length || readyP || savingData()) return !!widgets.length;
    whenIdle().then(() => { if (document.querySelector(WIDGETS)) start("idle").catch(() => {}); });
    if (window.IntersectionObserver) {
      observer = new IntersectionObserver((entries) => {
        if (entries.some((e) => e.isIntersecting)) { observer.disconnect(); start("view").catch(() => {}); }
      }, { rootMargin: "200px" });
      widgets.forEach((w) => observer.observe(w));
    }
    return true;
  }
  const intent = (ev) => {
    if (!readyP && ev.target && ev.target.closest && ev.target.closest(INTENT)) start("intent").catch(() => {});
  };
  document.addEventListener("pointerover", intent, { passive: true });
  document.addEventListener("focusin", intent);
  document.addEventListener("touchstart", intent, { passive: true });

  // ------------------------------------------------------------------ the service worker
  let registration = null;
  let reloading = false;
  const remember = (key) => { try { localStorage.setItem(key, "1"); } catch (e) { /* private mode: fine */ } };
  const remembered = (key) => { try { return localStorage.getItem(key) === "1"; } catch (e) { return false; } };

  // A quiet note at the bottom of the screen: status text, buttons, Escape closes it. Never takes the focus. With
  // ``linger`` (ms) it goes by itself, unless the pointer or the keyboard is on it (what it says stays in the footer).
  function note(kind, message, buttons, linger) {
    const old = document.querySelector(`.troggu-sw-note[data-kind="${kind}"]`);
    if (old) old.remove();
    const box = node("div", { class: "troggu-sw-note md-typeset", "data-kind": kind, role: "status", lang: lang() });
    const close = () => box.remove();
    box.append(node("p", { text: message }),
      node("div", { class: "troggu-sw-buttons" }, ...buttons.map(([label, primary, act]) => node("button", {
        type: "button", class: "md-button" + (primary ? " md-button--primary" : ""),
        onclick: () => { close(); if (act) act(); } }, label))));
    box.addEventListener("keydown", (ev) => { if (ev.key === "Escape") close(); });
    document.body.append(box);
    if (linger) {
      const later = () => setTimeout(() => { if (box.matches(":hover, :focus-within")) later(); else close(); }, linger);
      later();
    }
    return box;
  }
  function offerUpdate(waiting) {
    note("update", t("sw_update"), [[t("sw_reload"), true, () => {
      reloading = true;
      waiting.postMessage({ type: "SKIP_WAITING" }); // workbox: activate the new version, then reload (below)
    }], [t("sw_later"), false, null]]);
  }
  function noteOffline() {
    markFooter();
    if (remembered("troggu-offline-noted")) return;
    remember("troggu-offline-noted");
    note("offline", t("sw_offline"), [[t("sw_ok"), false, null]], 15000);
  }
  // One quiet line in the footer while the site is kept for offline use.
  function markFooter() {
    if (!navigator.serviceWorker || !navigator.serviceWorker.controller) return;
    const place = document.querySelector(".md-footer-meta .md-copyright");
    if (!place || place.querySelector(".troggu-offline-status")) return;
    place.append(node("div", { class: "troggu-offline-status", text: t("sw_status") }));
  }

  // A version being installed: the update note once it waits, the offline note once the first one is active.
  function follow(sw) {
    const update = !!navigator.serviceWorker.controller; // else the first install: the site becomes available offline
    sw.addEventListener("statechange", () => {
      if (update && sw.state === "installed") offerUpdate(sw);
      if (!update && sw.state === "activated") noteOffline();
    });
  }
  function watch(reg) {
    registration = reg;
    if (reg.waiting && navigator.serviceWorker.controller) offerUpdate(reg.waiting);
    // a version the browser began installing before this page listened (the check a navigation starts: its
    // "updatefound" came before the page was idle and registered); later ones announce themselves
    if (reg.installing) follow(reg.installing);
    reg.addEventListener("updatefound", () => { if (reg.installing) follow(reg.installing); });
    markFooter();
  }

  let swPlanned = false;
  function planServiceWorker(hasWidgets) {
    if (swPlanned || !("serviceWorker" in navigator) || !/^https?:$/.test(location.protocol)) return;
    swPlanned = true;
    if (document.querySelector('meta[name="troggu-service-worker"][content="off"]')) {
      // mkdocs serve: no service worker; one a built site left on this address would hide the live edits
      navigator.serviceWorker.getRegistrations()
        .then((all) => all.forEach((r) => { if (r.scope === ROOT.href) r.unregister(); })).catch(() => {});
      return;
    }
    navigator.serviceWorker.addEventListener("controllerchange", () => { if (reloading) location.reload(); });
    // with a widget: once the runtime has loaded (or failed), so that the two never download the same bytes
    const quiet = hasWidgets && !savingData() ? whenIdle().then(() => start("idle")).catch(() => {}) : whenIdle();
    quiet.then(() => navigator.serviceWorker.register(SW_URL.href, { scope: ROOT.pathname }))
      .then(watch)
      .catch(() => { /* no service worker (blocked, private mode, mkdocs serve): the site works online */ });
  }
  // A deployed new version is looked for when the reader comes back to the tab (at most hourly).
  let lastCheck = Date.now();
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible" && registration && Date.now() - lastCheck > 3600e3) {
      lastCheck = Date.now();
      registration.update().catch(() => {});
    }
  });

  // ------------------------------------------------------------------ every page (Material's instant navigation too)
  function onPage() {
    if (document.querySelector(WIDGETS)) loadWidgetScripts();
    const hasWidgets = planRuntime();
    planServiceWorker(hasWidgets);
    markFooter();
  }
  if (window.document$ && typeof window.document$.subscribe === "function") window.document$.subscribe(onPage);
  else if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", onPage);
  else onPage();
})();
