"""troggu_core and the site's build hooks (docs_hooks/) type-check cleanly under mypy --strict (configured in
pyproject.toml).

CI checks from an empty cache; the developer's quick loop (``TROGGU_QUICK=1``) keeps mypy's incremental cache in
``.mypy_cache`` between runs, so it rechecks only what changed (mypy's own incremental mode, the same verdict)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from quick import QUICK

ROOT = Path(__file__).resolve().parents[1]


def test_engine_and_hooks_are_mypy_strict_clean(tmp_path: Path) -> None:
    cache = ROOT / ".mypy_cache" if QUICK else tmp_path / "mypy-cache"
    proc = subprocess.run(
        [sys.executable, "-m", "mypy", "--cache-dir", str(cache)],  # the files pyproject.toml names
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "Success" in proc.stdout
