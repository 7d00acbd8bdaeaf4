"""Session fixtures shared by the site tests and the browser tests: one strict build of the site.

The site is built once per test session with ``mkdocs build --strict`` into a temp dir, with ``SITE_URL``
set to the 127.0.0.1 origin the browser tests will serve it on (instant navigation needs a matching origin).
"""

from __future__ import annotations

import os
import socket
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def pytest_sessionstart(session: pytest.Session) -> None:
    """Compile the engine's message catalogues (.po -> .mo, Babel) before any test reads them."""
    sys.path.insert(0, str(ROOT / "scripts"))
    try:
        import compile_catalogues

        compile_catalogues.compile_catalogues()
    finally:
        sys.path.remove(str(ROOT / "scripts"))


_SITE_FILES = {"test_site.py", "test_notebooks.py", "test_wheel.py", "test_examples.py", "test_rule_anchors.py"}
"""Test files that build the site, the wheel or run the examples and notebooks as the site does."""


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Mark every test by what it needs (``browser``, ``pyodide``, ``site``), so a developer's loop is
    ``pytest -m "not browser and not pyodide and not site"``; the README's test command runs everything."""
    for item in items:
        parts = Path(str(item.fspath)).relative_to(ROOT / "tests").parts
        if parts[0] == "browser":
            item.add_marker(pytest.mark.browser)
        elif parts[0] == "pyodide":
            item.add_marker(pytest.mark.pyodide)
        elif parts[-1] in _SITE_FILES:
            item.add_marker(pytest.mark.site)


@dataclass(frozen=True)
class BuiltSite:
    """A built site: its directory and the port its ``site_url`` names."""

    path: Path
    port: int


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@pytest.fixture(scope="session")
def built_site(tmp_path_factory: pytest.TempPathFactory) -> BuiltSite:
    """The site, built once with ``mkdocs build --strict``."""
    out = tmp_path_factory.mktemp("site") / "site"
    port = _free_port()
    env = dict(os.environ, SITE_URL=f"http://127.0.0.1:{port}/")
    proc = subprocess.run(
        [sys.executable, "-m", "mkdocs", "build", "--strict", "-d", str(out)],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=900,
    )
    assert proc.returncode == 0, f"mkdocs build --strict failed:\n{proc.stdout[-3000:]}\n{proc.stderr[-3000:]}"
    return BuiltSite(out, port)
