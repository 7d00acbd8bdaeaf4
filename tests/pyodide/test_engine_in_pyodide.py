"""The engine's own tests, run inside Pyodide under Node (npm ``pyodide``, the runtime the site serves).

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

# Every game's own tests (tests/games/<game>/) plus the other test files that exercise only troggu_core modules;
# the rest of tests/ builds the site, starts subprocesses or drives a browser, which Pyodide cannot.
ENGINE_ONLY = ["tests/test_svg.py", "tests/browser/test_web_facade.py"]


def _test_files() -> list[Path]:
    # Troggu's first: run after the family's tests, the facade's module-level games overflow the runtime's stack in
    # Pyodide 0.29 under Node (a wasm-level RangeError, not Python recursion); in this order every file passes.
    folders = sorted((ROOT / "tests" / "games").iterdir(), key=lambda p: (p.name != "troggu", p.name))
    files = [f for folder in folders for f in sorted(folder.glob("test_*.py"))]
    return files + [ROOT / f for f in ENGINE_ONLY if (ROOT / f).exists()]


def _summary(stdout: str) -> dict:
    return json.loads(stdout.strip().splitlines()[-1])


def test_engine_tests_pass_inside_pyodide(tmp_path: Path) -> None:
    node = shutil.which("node")
    if node is None:
        pytest.skip("node is not installed (scripts/setup.sh needs it for npm ci)")
    if not (ROOT / "node_modules" / "pyodide" / "pyodide.mjs").exists():
        pytest.fail("node_modules/pyodide is missing: run scripts/setup.sh (npm ci)")
    wheel = pyodide_assets.build_wheel(tmp_path)
    files = [str(p) for p in _test_files()]
    assert files, "no engine test files found"
    runner = [str(HERE / "mini_pytest.py"), *files, "--doctest"]
    pyo = subprocess.run(
        [node, str(HERE / "run_in_pyodide.mjs"), str(wheel), *files, "--doctest"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert pyo.stdout.strip(), pyo.stderr[-3000:]
    inside = _summary(pyo.stdout)
    cpy = subprocess.run([sys.executable, *runner], cwd=ROOT, capture_output=True, text=True, timeout=600)
    outside = _summary(cpy.stdout)
    print(
        f"\nin Pyodide (Python {inside['python']}, {inside['platform']}): {inside['counts']}, "
        f"start-up {inside['startup_ms']} ms, total {inside['total_ms']} ms; in CPython: {outside['counts']}; "
        f"not run in Pyodide: {sorted(inside['not_run'])}"
    )
    assert inside["platform"] == "emscripten"
    assert inside["counts"].get("passed", 0) > 100
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
