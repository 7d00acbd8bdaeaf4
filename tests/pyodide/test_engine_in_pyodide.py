"""The engine's tests, run inside Pyodide under Node (npm ``pyodide``, the runtime the site serves): each game's
hand-worked games, the doctests and the conformance test over every game of the registry.

Pyodide's core has no pytest, so both runs use tests/pyodide/mini_pytest.py: once in Pyodide (the
wheel the site build makes) and once in this CPython. Each test must have the same outcome in both
(a test the engine fails in CPython is the engine tests' business, reported there by pytest); the only
tests allowed to be missing in Pyodide are modules that import a package Pyodide's core lacks.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
sys.path.insert(0, str(ROOT / "docs_hooks"))

import pyodide_assets  # noqa: E402

# In Pyodide: every game's hand-worked games (tests/games/<game>/test_*golden.py, one file per game) and the
# doctests of every troggu_core module; the rest of each game's tests runs in CPython only (the engine is pure
# Python: the golden games and the conformance test show the runtime plays every game as CPython does).
PER_GAME = "test_*golden.py"
# The one conformance test over the registry runs in a second runtime of its own: after the files above, Pyodide
# under Node overflows its wasm stack (a RangeError, not Python recursion); alone, every case passes.
SEPARATE = ["tests/kernel/test_conformance.py"]


def _test_files() -> list[Path]:
    """One file per game, Troggu's first (run after the family's, the facade's module-level games overflowed the
    runtime's stack in Pyodide 0.29 under Node: a wasm-level RangeError, not Python recursion)."""
    folders = sorted((ROOT / "tests" / "games").iterdir(), key=lambda p: (p.name != "troggu", p.name))
    files = []
    for folder in folders:
        if folder.is_dir() and not folder.name.startswith("__"):
            found = sorted(folder.glob(PER_GAME))
            assert len(found) == 1, f"{folder.name}: one {PER_GAME} per game, found {[f.name for f in found]}"
            files += found
    return files


def _summary(stdout: str) -> dict:
    return json.loads(stdout.strip().splitlines()[-1])


def _run(node: str, wheel: Path, files: list[str], doctest: bool = False) -> dict:
    """One run of mini_pytest over ``files`` in Pyodide under ``node``."""
    extra = ["--doctest"] if doctest else []
    out = subprocess.run(
        [node, str(HERE / "run_in_pyodide.mjs"), str(wheel), *files, *extra],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert out.stdout.strip(), out.stderr[-3000:]
    return _summary(out.stdout)


def test_engine_tests_pass_inside_pyodide(tmp_path: Path) -> None:
    """Every test of the files run passes in Pyodide, as pytest shows they do in CPython in the same run (the same
    files are pytest's too); only a module that imports a package Pyodide's core lacks may stay unrun."""
    node = shutil.which("node")
    if node is None:
        pytest.skip("node is not installed (scripts/setup.sh needs it for npm ci)")
    if not (ROOT / "node_modules" / "pyodide" / "pyodide.mjs").exists():
        pytest.fail("node_modules/pyodide is missing: run scripts/setup.sh (npm ci)")
    wheel = pyodide_assets.build_wheel(tmp_path)
    files = [str(p) for p in _test_files()]
    runs = [_run(node, wheel, files, doctest=True), _run(node, wheel, [str(ROOT / f) for f in SEPARATE])]
    for run in runs:
        print(
            f"\nin Pyodide (Python {run['python']}, {run['platform']}): {run['counts']}, "
            f"start-up {run['startup_ms']} ms, total {run['total_ms']} ms; not run: {sorted(run['not_run'])}"
        )
        assert run["platform"] == "emscripten"
        for name, why in run["not_run"].items():  # a package Pyodide lacks, or a fixture the mini runner lacks
            assert "ModuleNotFoundError" in why or "mini runner" in why, (name, why)
        failed = {t: r for t, r in run["results"].items() if r not in ("passed", "skipped", "not-run")}
        tracebacks = "\n\n".join(f"{t}\n{tb}" for t, tb in run["failures"])
        assert not failed, f"{failed}\n{tracebacks}"
    doctests = [t for t in runs[0]["results"] if "doctest" in t.lower()]
    assert len(doctests) > 20, "the doctests of troggu_core ran"
    for path in files + SEPARATE:
        assert any(t.startswith(Path(path).name + "::") for run in runs for t in run["results"]), f"{path}: no test ran"
