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


def _run(node: str | None, wheel: Path, files: list[str], doctest: bool = False) -> dict:
    """One run of mini_pytest over ``files``: in Pyodide under ``node``, or (``node=None``) in this CPython."""
    extra = ["--doctest"] if doctest else []
    if node is None:
        out = subprocess.run(
            [sys.executable, str(HERE / "mini_pytest.py"), *files, *extra],
            cwd=ROOT,
            capture_output=True,
            text=True,
            timeout=600,
        )
    else:
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
    node = shutil.which("node")
    if node is None:
        pytest.skip("node is not installed (scripts/setup.sh needs it for npm ci)")
    if not (ROOT / "node_modules" / "pyodide" / "pyodide.mjs").exists():
        pytest.fail("node_modules/pyodide is missing: run scripts/setup.sh (npm ci)")
    wheel = pyodide_assets.build_wheel(tmp_path)
    batches = [[str(p) for p in _test_files()], [str(ROOT / f) for f in SEPARATE]]
    assert batches[0], "no engine test files found"
    inside, outside = _run(node, wheel, batches[0], doctest=True), _run(None, wheel, batches[0], doctest=True)
    for batch in batches[1:]:
        for total, one in ((inside, _run(node, wheel, batch)), (outside, _run(None, wheel, batch))):
            total["results"].update(one["results"])
            total["failures"] += one["failures"]
            total["not_run"].update(one["not_run"])
            for k, v in one["counts"].items():
                total["counts"][k] = total["counts"].get(k, 0) + v
            if "total_ms" in one:
                total["total_ms"] += one["total_ms"]
    print(
        f"\nin Pyodide (Python {inside['python']}, {inside['platform']}): {inside['counts']}, "
        f"start-up {inside['startup_ms']} ms, total {inside['total_ms']} ms; in CPython: {outside['counts']}; "
        f"not run in Pyodide: {sorted(inside['not_run'])}"
    )
    assert inside["platform"] == "emscripten"
    assert inside["counts"].get("passed", 0) > 50
    # Modules Pyodide cannot import (they need a package its core lacks, e.g. hypothesis) are the only gap.
    for name, why in inside["not_run"].items():
        if name not in outside["not_run"]:
            assert "ModuleNotFoundError" in why, (name, why)
    # Every test both runs ran has the same outcome: the engine behaves the same in Pyodide.
    common = inside["results"].keys() & outside["results"].keys()
    assert len(common) == len(inside["results"])
    differ = {
        k: (outside["results"][k], inside["results"][k])
        for k in common
        if inside["results"][k] != outside["results"][k]
    }
    tracebacks = "\n\n".join(f"{t}\n{tb}" for t, tb in inside["failures"] if t in differ)
    assert not differ, f"{differ}\n{tracebacks}"
