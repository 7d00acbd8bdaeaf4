// The bid hint (and every hint before the card play) inside Pyodide (WebAssembly) under Node: bench/hint_bid.py's
// own measuring function, run in the runtime the site serves (issue 32: a hint at "gut" within a second in the page).
//
//   node bench/hint_bid_pyodide.mjs [--deals N] [--compare] [--tables game:ruleset:players,...]
//   (--compare: before/after side by side, as `python bench/hint_bid.py --compare`)
//
// Loads the npm `pyodide` package (node_modules/pyodide, `npm ci`), mounts this checkout's troggu_core/ and
// bench/ directories and prints the same table as `python bench/hint_bid.py`, measured in Pyodide (the Node process's CPU time).
import { loadPyodide } from "../node_modules/pyodide/pyodide.mjs";
import path from "node:path";
import { opt, root } from "./node_cli.mjs";

const deals = parseInt(opt("--deals", "3"), 10);
const compare = process.argv.includes("--compare");
const tables = opt("--tables", "");

const py = await loadPyodide();
py.FS.mkdirTree("/repo/troggu_core");
py.FS.mkdirTree("/repo/bench");
py.mountNodeFS("/repo/troggu_core", path.join(root, "troggu_core"));
py.mountNodeFS("/repo/bench", path.join(root, "bench"));
globalThis.process = process;  // hint_bid reads process.cpuUsage() through `js`
// what the first hint in a page also pays unless the worker preloaded it (docs/javascripts/troggu-worker.js)
const cpuMs = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
py.runPython(`import sys\nsys.path.insert(0, "/repo")\nimport troggu_core.web`);
const t0 = cpuMs();
py.runPython("import troggu_core.hints");
const importMs = cpuMs() - t0;
const out = py.runPython(`
import json, sys
sys.path.insert(0, "/repo")
sys.path.insert(0, "/repo/bench")
import hint_bid
"\\n".join(hint_bid.table_lines(hint_bid.summary(${deals}, ${compare ? "True" : "False"}, ${JSON.stringify(tables)}), ${compare ? "True" : "False"}))
`);
console.log(`hint before the card play, level gut (Pyodide ${py.version} under Node ${process.version}, CPU time, ms); ${deals} deals`);
console.log(out);
console.log(`importing troggu_core.hints (the explainer with it) after the facade: ${importMs.toFixed(0)} ms CPU`);
