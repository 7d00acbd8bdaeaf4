// Engine throughput inside Pyodide (WebAssembly) under Node, next to CPython, in one run.
//
//   node bench/pyodide_engine.mjs [--games N] [--python .venv/bin/python] [--json FILE]
//
// Loads the npm `pyodide` package the site serves (node_modules/pyodide, `npm ci`), mounts this
// checkout's troggu_core/ and bench/ directories, and runs bench/engine.py's own measuring functions
// there: complete random and heuristic 4-player games per second (Visp), µs per play step, and
// the Monte Carlo estimate of the "what are my chances" widget (troggu_core.games.troggu.estimate): 1,000
// completions of a hand (500 samples as Tappist and 500 as Solist), and 1,000 samples (2,000). Then it runs the same code in CPython and prints the ratios (target: Pyodide at
// least half the CPython rate).
import { loadPyodide } from "../node_modules/pyodide/pyodide.mjs";
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { opt, root } from "./node_cli.mjs";

const games = parseInt(opt("--games", "2000"), 10);
const python = opt("--python", path.join(root, ".venv", "bin", "python"));
const jsonOut = opt("--json", null);

// The measurement, identical in both runtimes: bench/engine.py's functions, best of 3.
const code = `
import json, platform, random, sys, time
sys.path.insert(0, ROOT + "/bench")
import engine
import troggu_core as tg
GAMES = ${games}
out = {"python": platform.python_version(), "platform": sys.platform}
out["random_games_per_s"] = engine.games_per_second("visp", 4, "random", GAMES, 3)
out["heuristic_games_per_s"] = engine.games_per_second("visp", 4, "heuristic", max(50, GAMES // 2), 3)
out["us_per_step"], out["us_per_step_api"] = engine.step_microseconds("visp", 4, max(100, GAMES // 10), 3)
# 1,000 completions (500 samples as Tappist + 500 as Solist), then 1,000 samples (2,000 completions).
out["estimate_1000_completions_s"] = engine.estimate_seconds(500, 3)
out["estimate_1000_s"] = engine.estimate_seconds(1000, 3)
json.dumps(out)
`;

function fmt(x, digits = 0) {
  return x === null || x === undefined ? "n/a" : x.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits });
}

// --- Pyodide
const t0 = Date.now();
const py = await loadPyodide();
const startupMs = Date.now() - t0;
py.FS.mkdirTree("/repo/troggu_core");
py.FS.mkdirTree("/repo/bench");
py.mountNodeFS("/repo/troggu_core", path.join(root, "troggu_core"));
py.mountNodeFS("/repo/bench", path.join(root, "bench"));
py.globals.set("ROOT", "/repo");
const wasm = JSON.parse(py.runPython(`import sys; sys.path.insert(0, "/repo")\n` + code));
wasm.startup_ms = startupMs;

// --- CPython, same code
let native = null;
const res = spawnSync(python, ["-c", `ROOT = ${JSON.stringify(root)}\n` + code.replace(/\njson\.dumps\(out\)\n$/, "\nprint(json.dumps(out))\n")],
  { cwd: root, encoding: "utf-8" });
if (res.status === 0) {
  native = JSON.parse(res.stdout.trim().split("\n").pop());
} else {
  console.error(`CPython run failed (${python}): ${res.stderr || res.error}`);
}

console.log(`Pyodide ${py.version} (Python ${wasm.python}, ${wasm.platform}) under Node ${process.version}; start-up ${fmt(startupMs)} ms`);
const rows = [
  ["random 4-player games/s (visp)", "random_games_per_s", 0, true],
  ["heuristic 4-player games/s", "heuristic_games_per_s", 0, true],
  ["µs per play step (play_out)", "us_per_step", 2, false],
  ["µs per play step (public API)", "us_per_step_api", 2, false],
  ["estimate, 1,000 completions (s)", "estimate_1000_completions_s", 2, false],
  ["estimate, 1,000 samples = 2,000 (s)", "estimate_1000_s", 2, false],
];
console.log(`${"".padEnd(34)} ${"Pyodide".padStart(10)} ${"CPython".padStart(10)} ${"Pyodide/CPython speed".padStart(22)}`);
const ratios = {};
for (const [label, key, digits, higherIsBetter] of rows) {
  const a = wasm[key];
  const b = native ? native[key] : null;
  let ratio = null;
  if (a && b) ratio = higherIsBetter ? a / b : b / a;
  ratios[key] = ratio;
  console.log(`${label.padEnd(34)} ${fmt(a, digits).padStart(10)} ${fmt(b, digits).padStart(10)} ${(ratio === null ? "n/a" : ratio.toFixed(2) + "x").padStart(22)}`);
}
if (ratios.random_games_per_s !== null) {
  const r = ratios.random_games_per_s;
  console.log(`Pyodide runs random games at ${r.toFixed(2)}x the CPython rate (target >= 0.50x: ${r >= 0.5 ? "met" : "missed"})`);
}
if (wasm.estimate_1000_completions_s) {
  const e = wasm.estimate_1000_completions_s;
  console.log(`Pyodide plays 1,000 completions of a hand with heuristic bots in ${e.toFixed(2)} s (target <= 1 s: ${e <= 1 ? "met" : "missed"})`);
}
if (jsonOut) fs.writeFileSync(jsonOut, JSON.stringify({ pyodide: py.version, node: process.version, startup_ms: startupMs, wasm, native, ratios }, null, 2));
