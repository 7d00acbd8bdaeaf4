// The bid hint (and every hint before the card play) inside Pyodide (WebAssembly) under Node: bench/hint_bid.py's
// own measuring function, run in the runtime the site serves (issue 32: a hint at "gut" within a second in the page).
//
//   node bench/hint_bid_pyodide.mjs [--deals N]
//
// Loads the npm `pyodide` package (node_modules/pyodide, `npm ci`), mounts this checkout's troggu_core/ and
// bench/ directories and prints the same table as `python bench/hint_bid.py`, measured in Pyodide (the Node process's CPU time).
import { loadPyodide } from "../node_modules/pyodide/pyodide.mjs";
import path from "node:path";
import { opt, root } from "./node_cli.mjs";

const deals = parseInt(opt("--deals", "3"), 10);

const py = await loadPyodide();
py.FS.mkdirTree("/repo/troggu_core");
py.FS.mkdirTree("/repo/bench");
py.mountNodeFS("/repo/troggu_core", path.join(root, "troggu_core"));
py.mountNodeFS("/repo/bench", path.join(root, "bench"));
globalThis.process = process;  // hint_bid reads process.cpuUsage() through `js`
const out = py.runPython(`
import json, sys
sys.path.insert(0, "/repo")
sys.path.insert(0, "/repo/bench")
import hint_bid
json.dumps(hint_bid.summary(${deals}))
`);
console.log(`hint before the card play, level gut (Pyodide ${py.version} under Node ${process.version}); ${deals} deals`);
console.log(`${"table".padEnd(24)}${"phase".padEnd(10)}${"hints".padStart(6)}${"median ms".padStart(11)}${"max ms".padStart(9)}`);
for (const r of JSON.parse(out)) {
  const table = `${r.game} ${r.ruleset} ${r.players}`;
  console.log(`${table.padEnd(24)}${r.phase.padEnd(10)}${String(r.n).padStart(6)}${r.median.toFixed(0).padStart(11)}${r.max.toFixed(0).padStart(9)}`);
}
