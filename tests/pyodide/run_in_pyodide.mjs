// Run the engine's own tests inside Pyodide under Node (npm `pyodide`, the same runtime the site serves).
//
//   node tests/pyodide/run_in_pyodide.mjs WHEEL TESTFILE... [--doctest]
//
// Loads Pyodide from node_modules, installs the troggu_core wheel (built by docs_hooks/pyodide_assets.py),
// mounts the repository's tests/ directory and runs the given test files with tests/pyodide/mini_pytest.py
// (Pyodide's core has no pytest). Prints one JSON summary line; exit code 1 if a test failed.
import { loadPyodide } from "../../node_modules/pyodide/pyodide.mjs";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const testsDir = path.resolve(here, "..");
const [wheel, ...rest] = process.argv.slice(2);
if (!wheel) {
  console.error("usage: run_in_pyodide.mjs WHEEL TESTFILE... [--doctest]");
  process.exit(2);
}
const t0 = Date.now();
const py = await loadPyodide({ stdout: (s) => process.stderr.write(s + "\n"), stderr: (s) => process.stderr.write(s + "\n") });
const startMs = Date.now() - t0;
py.unpackArchive(new Uint8Array(fs.readFileSync(wheel)), "wheel");
py.mountNodeFS("/tests", testsDir);
py.mountNodeFS("/bench", path.join(testsDir, "..", "bench")); // the behaviour fingerprint (tests/games/troggu) reads bench/fingerprint.py
const args = rest.map((a) => (a.startsWith("--") ? a : "/tests/" + path.relative(testsDir, path.resolve(a))));
py.globals.set("ARGS", py.toPy(args));
const out = py.runPython(`
import json, sys
sys.path.insert(0, "/tests/pyodide")
import mini_pytest
summary = mini_pytest.main(list(ARGS))
json.dumps(summary)
`);
const summary = JSON.parse(out);
summary.startup_ms = startMs;
summary.total_ms = Date.now() - t0;
// exit only once the (large) line is flushed: process.exit() right away would cut a piped stdout at 64 KB
process.stdout.write(JSON.stringify(summary) + "\n", () => process.exit(summary.counts.failed ? 1 : 0));
