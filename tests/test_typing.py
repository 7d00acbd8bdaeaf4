"""troggu_core and the site's build hooks (docs_hooks/) type-check cleanly under mypy --strict (configured in
pyproject.toml)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_engine_and_hooks_are_mypy_strict_clean(tmp_path: Path) -> None:
    proc = subprocess.run(
        [sys.executable, "-m", "mypy", "--cache-dir", str(tmp_path / "mypy-cache")],  # the files pyproject.toml names
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "Success" in proc.stdout
