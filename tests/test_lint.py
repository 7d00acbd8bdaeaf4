"""ruff's lint (configured in pyproject.toml) finds nothing in the package, the hooks, the tests, the benchmarks,
the scripts and the examples."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_ruff_finds_nothing() -> None:
    proc = subprocess.run(
        [sys.executable, "-m", "ruff", "check", "--no-cache", "troggu_core", "docs_hooks", "tests", "bench", "scripts",
         "examples"],
        cwd=ROOT, capture_output=True, text=True, timeout=300,
    )
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-1000:]
