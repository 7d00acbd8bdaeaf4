// The strong bot's decisions outside the card play (bids, calls, lay-aways, announcements) inside Pyodide
// (WebAssembly) under Node: bench/bidding.py's own measuring function, run in the runtime the site serves.
//
//   node bench/bidding_pyodide.mjs [--deals N] [--levels gut,stark]
//
// Loads the npm `pyodide` package (node_modules/pyodide, `npm ci`), mounts this checkout's troggu_core/ and
// bench/ directories and prints the same table as `python bench/bidding.py`, measured in Pyodide.
import { loadPyodide } from "../node_modules/pyodide/pyodide.mjs";
import path from "node:path";
import { opt, root } from "./node_cli.mjs";

const deals = parseInt(opt("--deals", "4"), 10);
const levels = opt("--levels", "gut");

const py = await loadPyodide();
py.FS.mkdirTree("/repo/troggu_core");
py.FS.mkdirTree("/repo/bench");
py.mountNodeFS("/repo/troggu_core", path.join(root, "troggu_core"));
py.mountNodeFS("/repo/bench", path.join(root, "bench"));
const out = py.runPython(`
import json, sys
sys.path.insert(0, "/repo")
sys.path.insert(0, "/repo/bench")
import bidding
from troggu_core import GAMES
json.dumps(bidding.summary(list(GAMES), ${JSON.stringify(levels)}.split(","), ${deals}))
`);
console.log(`strong bot, decisions outside the card play (Pyodide ${py.version} under Node ${process.version}); ${deals} deals per game`);
console.log(`${"game".padEnd(14)}${"level".padEnd(7)}${"phase".padEnd(10)}${"decisions".padStart(10)}${"median ms".padStart(11)}${"max ms".padStart(9)}`);
for (const r of JSON.parse(out)) {
  console.log(`${r.game.padEnd(14)}${r.level.padEnd(7)}${r.phase.padEnd(10)}${String(r.n).padStart(10)}${r.median.toFixed(0).padStart(11)}${r.max.toFixed(0).padStart(9)}`);
}
