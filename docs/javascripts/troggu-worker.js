/* The runtime worker: Pyodide and the engine (troggu_core) off the page's main thread.
 *
 * One per tab, started by docs/javascripts/troggu-runtime.js (the page's loading layer) and shared by every
 * widget, lesson and example of the tab. It decides nothing itself: every answer is troggu_core.web.handle's.
 * Everything it loads comes from the site (assets/pyodide/, listed in troggu.json by docs_hooks/pyodide_assets.py),
 * through the service worker's cache when there is one; the engine is a package of the site's Pyodide lock, its wheel
 * checked against the lock's sha256 and unpacked into site-packages. The first start in a browser keeps a memory
 * snapshot of Python with the engine imported (Cache Storage "troggu-snapshot", about 31 MB); later starts restore
 * it, which takes a fraction of a plain start, and answer before the wheel's modules are unpacked (bench/browser.py;
 * the Performance page).
 *
 * Messages in:  {type: "load", assets, manifest, scope, controlled}   start Python and the engine (once)
 *               {type: "call", id, request}         request: the JSON text for troggu_core.web.handle
 *               {type: "run", id, code}             run Python code, capture its output
 *               {type: "cells", id, request}        run code cells (troggu_core.code_cells: the editors)
 * Messages out: {type: "progress", step, bytes, total}   step 1: download, 2: start Python, 3: load the engine
 *               {type: "ready", timing} | {type: "failed", error}
 *               {type: "answer", id, answer} | {type: "answer", id, error, fatal}
 *               {type: "ran", id, stdout, stderr}
 *               {type: "preloaded", ms}             the hint's modules imported while idle (below; the page ignores it)
 *               {type: "timing", timing}            later figures: the first answer, the wheel's modules unpacked
 */
"use strict";

const STEPS = { download: 1, start: 2, engine: 3 };
let loading = null; // the promise of the loaded engine
let py = null;
let handle = null; // troggu_core.web.handle, one proxy kept for the worker's lifetime
let runCells = null; // troggu_core.code_cells.run_cells_json, likewise
const timing = {};
let started = 0; // the load's start, the worker's clock: timing's figures are ms from it

// ------------------------------------------------------------------ progress: the bytes of the runtime's files
let progress = { step: STEPS.download, bytes: 0, total: 0 };
let lastPost = 0;
function report(force) {
  const now = performance.now();
  if (!force && now - lastPost < 80) return; // a few messages a second, never a flood for the page
  lastPost = now;
  self.postMessage({ type: "progress", ...progress });
}
function setStep(step) {
  if (step > progress.step) { progress.step = step; report(true); }
}

// One cache for both workers: on a first visit (the page has no service worker yet) the runtime's files, whose
// URLs name their content, are put into the service worker's precache as they arrive, so that its install
// (docs_hooks/offline.py: workbox, which skips what is already there) does not download them a second time.
let keepP = null;
function keepForServiceWorker(scope, urls) {
  if (!self.caches) return;
  keepP = caches.keys().then(async (names) => {
    // workbox names its precache "<cacheId>-precache-v2-<scope>"; an existing one is found whatever its version
    const name = names.find((n) => n.startsWith("troggu-precache-") && n.endsWith(scope)) || `troggu-precache-v2-${scope}`;
    const cache = await caches.open(name);
    const missing = new Set();
    for (const url of urls) if (!(await cache.match(url))) missing.add(url);
    return { cache, missing };
  }).catch(() => null);
}

// Wrap fetch once: the bodies of the files troggu.json lists are counted as they arrive (Pyodide reads them
// through fetch; the wheel is fetched below). The response keeps its status and headers (application/wasm
// for streaming compilation).
function countFetchedBytes(sizes, base) {
  const names = Object.keys(sizes);
  const urls = names.map((k) => new URL(k, base).href);
  progress.total = names.reduce((n, k) => n + sizes[k], 0);
  const plainFetch = self.fetch.bind(self);
  self.fetch = async function (input, init) {
    const asked = new URL((typeof input === "string" ? input : input && (input.url || input.href)) || "", self.location.href).href;
    const res = await plainFetch(input, init);
    const url = new URL(asked || res.url || "", self.location.href).href;
    if (!urls.includes(url) || !res.ok || !res.body) return res;
    const keep = keepP && (await keepP);
    if (keep && keep.missing.has(url)) keep.cache.put(url, res.clone()).catch(() => {});
    const reader = res.body.getReader();
    const body = new ReadableStream({
      async pull(ctrl) {
        const { done, value } = await reader.read();
        if (done) {
          ctrl.close();
          report(true);
          return;
        }
        progress.bytes += value.byteLength;
        if (progress.bytes >= progress.total) setStep(STEPS.start);
        report(false);
        ctrl.enqueue(value);
      },
      cancel(reason) { return reader.cancel(reason); },
    });
    return new Response(body, { status: res.status, statusText: res.statusText, headers: res.headers });
  };
  return urls;
}

// ------------------------------------------------------------------ loading
// The engine is a package of the site's Pyodide lock (troggu.json's "lock", written by docs_hooks/pyodide_assets.py
// with pyodide-lock's add_wheels). The worker fetches the lock, then the wheel from the lock's folder, checked
// against the sha256 the lock records (fetch integrity), while the runtime starts; Python unpacks the checked bytes
// into site-packages (INSTALL below: what pyodide.loadPackage does with a pure-Python wheel).
const hexToBase64 = (hex) => btoa(String.fromCharCode(...hex.match(/../g).map((h) => parseInt(h, 16))));

async function fetchLock(url) {
  const r = await fetch(url);
  if (!r.ok) throw new Error(`${url}: HTTP ${r.status}`);
  return r.json();
}

// The engine's package in the lock: its wheel's URL and integrity (the lock's sha256 as a fetch integrity)
function engineEntry(lock, lockURL) {
  const entry = lock && lock.packages && lock.packages["troggu-core"];
  if (!entry || !entry.sha256) throw new Error(`${lockURL}: the lock records no troggu-core with a sha256`);
  return { url: new URL(entry.file_name, lockURL).href, integrity: "sha256-" + hexToBase64(entry.sha256) };
}

// The wheel's bytes, checked by the browser against the lock's sha256: a response that differs fails here
async function fetchWheel(engine, wheel) {
  try {
    const r = await fetch(engine.url, { integrity: engine.integrity });
    if (!r.ok) throw new Error(`HTTP ${r.status}`);
    return new Uint8Array(await r.arrayBuffer());
  } catch (e) {
    const why = String(e && e.message ? e.message : e).slice(0, 200);
    throw new Error(`${wheel}: not installed: its sha256 is not the one the lock records, or it could not be fetched (${why})`);
  }
}

// Python's side of the install, in a namespace of its own. The checked wheel waits in WHEEL (Pyodide's file system)
// until every member is unpacked. A start restored from the memory snapshot has the engine's modules in memory but
// none of its files (the file system is not in the snapshot): resume() unpacks at once only the members that are
// not modules (the catalogues, the lessons, the metadata: what the modules read) and puts Pending first on
// sys.meta_path, so that the first import of an engine module the snapshot does not hold (a hint, another game, a
// code cell's import) unpacks the rest before the module is looked for; meanwhile the worker unpacks the modules a
// few at a time between requests (unpackBetweenRequests).
const WHEEL_PATH = "/tmp/troggu-core.whl";
const INSTALL = `
import importlib, os, sys, time, zipfile
from importlib.machinery import PathFinder
from site import getsitepackages

WHEEL = ${JSON.stringify(WHEEL_PATH)}
CODE = (".py", ".pyc")
whl = zipfile.ZipFile(WHEEL)
target = getsitepackages()[0]
todo = whl.infolist()  # the members not unpacked yet
done = None  # what unpacked the last of them: "start", "idle", "cells", "run" or "import <module>"
took = 0.0  # ms spent unpacking


def install(by, n=None):
    """Unpack the next n members (None: all that are left); returns what unpacked the last, None while any is left."""
    global done, took
    if done is None:
        t0 = time.perf_counter()
        for info in todo[:n]:
            whl.extract(info, target)
        del todo[:n]
        took += (time.perf_counter() - t0) * 1000
        if not todo:
            done = by
            whl.close()
            os.remove(WHEEL)
            if pending in sys.meta_path:
                sys.meta_path.remove(pending)
            importlib.invalidate_caches()
    return done


class Pending:
    """A meta path finder: an engine module not imported yet is looked for once the wheel is unpacked."""

    def find_spec(self, name, path=None, target=None):
        if done is not None or name.partition(".")[0] != "troggu_core":
            return None
        install("import " + name)
        return PathFinder.find_spec(name, path, target)


pending = Pending()


def resume():
    """A restored start: the members that are not modules now, the modules later (install)."""
    for info in [i for i in todo if not i.filename.endswith(CODE)]:
        whl.extract(info, target)
    todo[:] = [i for i in todo if i.filename.endswith(CODE)]
    sys.meta_path.insert(0, pending)
`;
let installer = null; // INSTALL's namespace (a Python dict), once it has run
let install = null; // its install(by, n)

// INSTALL run with the checked wheel's bytes: after a restored start (``restored``) it resumes, else the whole wheel
// is unpacked now.
function prepareInstall(wheel, restored) {
  py.FS.writeFile(WHEEL_PATH, wheel);
  installer = py.globals.get("dict")();
  py.runPython(INSTALL, { globals: installer });
  install = installer.get("install");
  if (restored) installer.get("resume")();
  else install("start");
  tellInstalled();
}
// The rest of the wheel unpacked now if it is not yet (``by``: why now): before code runs that may read any of it.
function ensureInstalled(by) {
  if (install && !timing.installed_by) install(by);
  tellInstalled();
}
// After a restored start the modules are unpacked SLICE members at a time (about 20 ms of CPU), one slice per task,
// from the first answer on, or QUIET_MS after the start if no request has come: the first answer never waits for
// them (unless it imports a module the snapshot lacks), a later request for one slice at most.
const SLICE = 16;
const QUIET_MS = 1000;
let sliceTimer = 0;
function unpackBetweenRequests(after) {
  clearTimeout(sliceTimer);
  if (!install || timing.installed_by) return;
  sliceTimer = setTimeout(() => {
    try {
      install("idle", SLICE);
    } catch (e) {
      return; // an import that needs the modules tries again, and says what fails
    }
    tellInstalled();
    unpackBetweenRequests(0);
  }, after);
}
// Tell the page when the last member was unpacked and what unpacked it (an import inside a request may have).
function tellInstalled() {
  if (!installer || timing.installed_by) return;
  const by = installer.get("done");
  if (!by) return;
  Object.assign(timing, { installed_by: by, unpack_ms: installer.get("took"), installed_at_ms: performance.now() - started });
  self.postMessage({ type: "timing", timing });
}

// ------------------------------------------------------------------ the warm start: a memory snapshot
// After the first start in this browser, Pyodide's memory with the engine imported is kept in a cache of its own
// (keyed by the Pyodide version and the wheel's digest); later starts restore it instead of starting Python and
// importing the engine again. Pyodide's snapshot API is marked private: any failure falls back to a plain start.
const SNAPSHOTS = "troggu-snapshot";
const snapshotKey = (assets, manifest) => new URL(`snapshot/${manifest.pyodide}/${manifest.sha256}`, assets).href;

async function readSnapshot(key) {
  if (!self.caches) return null;
  const hit = await (await caches.open(SNAPSHOTS)).match(key);
  return hit ? new Uint8Array(await hit.arrayBuffer()) : null;
}
async function keepSnapshot(key, bytes) {
  const cache = await caches.open(SNAPSHOTS);
  for (const old of await cache.keys()) if (old.url !== key) await cache.delete(old); // other versions
  await cache.put(key, new Response(bytes, { headers: { "Content-Type": "application/octet-stream" } }));
}
async function dropSnapshot(key) {
  if (self.caches) await (await caches.open(SNAPSHOTS)).delete(key);
}

async function load(assets, manifest, scope, controlled) {
  const t0 = (started = performance.now());
  const runtime = new URL(manifest.runtime, assets);
  const urls = countFetchedBytes(manifest.sizes || {}, assets);
  if (!controlled && scope) keepForServiceWorker(scope, urls);
  report(true);
  // the site's lock, and through it the engine's wheel, fetched while the runtime starts
  const lockURL = new URL(manifest.lock, assets).href;
  const lockP = fetchLock(lockURL);
  const wheelP = lockP.then((lock) => fetchWheel(engineEntry(lock, lockURL), manifest.wheel));
  wheelP.catch(() => {}); // reported below, once the runtime is up
  const key = snapshotKey(assets, manifest);
  const snapshot = await readSnapshot(key).catch(() => null);
  const { loadPyodide } = await import(new URL("pyodide.mjs", runtime).href);
  const lock = await lockP; // a missing lock fails here, before a good snapshot could be blamed for it
  const options = { indexURL: runtime.href, lockFileContents: lock, packageBaseUrl: new URL(".", lockURL).href, fullStdLib: false };
  let restored = false;
  if (snapshot) {
    try {
      py = await loadPyodide({ ...options, _loadSnapshot: snapshot });
      restored = true;
    } catch (e) {
      py = null;
      dropSnapshot(key).catch(() => {});
    }
  }
  const making = !py && !!self.caches;
  if (!py) py = await loadPyodide({ ...options, _makeSnapshot: making });
  timing.runtime_ms = performance.now() - t0;
  setStep(STEPS.engine);
  const wheel = await wheelP; // a wheel that is not the lock's fails here, before a good snapshot could be blamed
  timing.wheel_ms = performance.now() - t0;
  if (restored) {
    try {
      // the engine's modules are in the restored memory (imported and warmed when the snapshot was made): they
      // answer now; the wheel's modules are unpacked between requests, or at once when an import needs them
      prepareInstall(wheel, true);
      engine();
      timing.snapshot = true;
    } catch (e) {
      dropSnapshot(key).catch(() => {});
      py = await loadPyodide(options); // a plain start after all
    }
  }
  if (!timing.snapshot) {
    prepareInstall(wheel, false); // the wheel carries Pyodide's bytecode of every module: importing compiles nothing
    engine();
  }
  if (making && !timing.snapshot) {
    // before any request, so that no game of this tab is in it; the engine warmed first (the registry found, the
    // default game's rulesets read, the German catalogue loaded: what every first answer needs), so that every
    // start restored from the snapshot answers its first request without that work
    py.runPython('troggu_core.web.handle(\'{"op": "meta", "lang": "de"}\')');
    try {
      const bytes = py.makeMemorySnapshot();
      setTimeout(() => keepSnapshot(key, bytes).catch(() => {}), 0);
    } catch (e) { /* no snapshot: the next start is a plain one */ }
  }
  timing.engine_ms = performance.now() - t0;
}

// The engine's two entries, one proxy each for the worker's lifetime
function engine() {
  handle = py.runPython("import troggu_core.web\ntroggu_core.web.handle");
  runCells = py.runPython("import troggu_core.code_cells\ntroggu_core.code_cells.run_cells_json");
}

// ------------------------------------------------------------------ the hint's modules, preloaded when idle
// The first hint would import troggu_core.hints and the explainer (issue 32: about 0.15 s of CPU in Pyodide, more
// on a phone). They are imported once, after the first answer that shows the person a table (``your_turn``: a
// play table or a lesson, whose view is drawn by then), when no request has come for IDLE_MS: never before the
// first hand, and never while the page is waiting for an answer (a request that comes meanwhile waits at most for
// the import). Not in the memory snapshot: making it runs before the first hand of a first visit.
const PRELOAD = "import troggu_core.hints";
const IDLE_MS = 400;
let wanted = false; // a table has been shown: the preload waits for the next quiet moment
let preloaded = false;
let idleTimer = 0;
function preloadWhenIdle() {
  clearTimeout(idleTimer);
  if (!wanted || preloaded) return;
  idleTimer = setTimeout(() => {
    if (preloaded) return;
    preloaded = true;
    const t0 = performance.now();
    try { py.runPython(PRELOAD); } catch (e) { return; } // the hint imports it itself, and says what fails
    tellInstalled(); // the import may have unpacked the rest of the wheel
    self.postMessage({ type: "preloaded", ms: performance.now() - t0 });
  }, IDLE_MS);
}

// ------------------------------------------------------------------ requests
function answer(id, request) {
  try {
    const said = JSON.parse(handle(request));
    self.postMessage({ type: "answer", id, answer: said });
    if (said && said.ok && "your_turn" in said) wanted = true;
  } catch (e) {
    // handle() answers every request itself; an exception here means the runtime is broken
    self.postMessage({ type: "answer", id, error: String(e && e.message ? e.message : e), fatal: true });
  }
  tellInstalled(); // an import inside the request may have unpacked the modules
  if (timing.first_answer_ms === undefined) {
    timing.first_answer_ms = performance.now() - started;
    self.postMessage({ type: "timing", timing });
    unpackBetweenRequests(0);
  }
}

// The editors' cells, run in a fresh namespace; a loop that never ends is ended by the page (Stop terminates
// this worker: without cross-origin isolation there is no SharedArrayBuffer for Pyodide's interrupt buffer).
// What a cell prints goes to the page as it comes ({type: "stream", id, cell, text}; issue 35), the answer at the end.
// A cell (and a script, below) may read any of the engine's files: the wheel is unpacked whole first.
function cells(id, request) {
  try {
    ensureInstalled("cells");
    const stream = (cell, text) => self.postMessage({ type: "stream", id, cell, text });
    self.postMessage({ type: "answer", id, answer: JSON.parse(runCells(request, stream)) });
  } catch (e) {
    self.postMessage({ type: "answer", id, error: String(e && e.message ? e.message : e) });
  }
}

async function run(id, code) {
  const out = [], err = [];
  py.setStdout({ batched: (s) => out.push(s) });
  py.setStderr({ batched: (s) => err.push(s) });
  try {
    ensureInstalled("run");
    await py.runPythonAsync(code);
  } catch (e) {
    err.push(String(e && e.message ? e.message : e));
  } finally {
    py.setStdout({});
    py.setStderr({});
  }
  self.postMessage({ type: "ran", id, stdout: out.join("\n"), stderr: err.join("\n") });
}

self.onmessage = async (event) => {
  const m = event.data || {};
  clearTimeout(idleTimer); // a request: not idle (the preload waits for the next quiet moment)
  if (m.type === "load") {
    if (!loading) {
      loading = load(m.assets, m.manifest, m.scope, m.controlled);
      loading.then(() => { self.postMessage({ type: "ready", timing }); unpackBetweenRequests(QUIET_MS); },
        (e) => self.postMessage({ type: "failed", error: String(e && e.message ? e.message : e) }));
    }
    return;
  }
  try {
    await loading;
  } catch (e) {
    self.postMessage({ type: "answer", id: m.id, error: String(e && e.message ? e.message : e) });
    return;
  }
  if (m.type === "call") answer(m.id, m.request);
  else if (m.type === "cells") cells(m.id, m.request);
  else if (m.type === "run") await run(m.id, m.code);
  preloadWhenIdle();
};
