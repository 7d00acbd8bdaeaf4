"""ruff's lint and format check (configured in pyproject.toml) find nothing in the package, the hooks, the tests, the benchmarks,
the scripts and the examples."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_ruff_finds_nothing() -> None:
    proc = subprocess.run(
        [
            sys.executable,
            "-m",
            "ruff",
            "check",
            "--no-cache",
            "troggu_core",
            "docs_hooks",
            "tests",
            "bench",
            "scripts",
            "examples",
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-1000:]


def test_the_tree_is_formatted() -> None:
    """``ruff format --check``: the layout is the formatter's, so a diff shows only what changed."""
    proc = subprocess.run(
        [sys.executable, "-m", "ruff", "format", "--check", "--no-cache", "."],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-1000:]
