"""What every test run shares: the compiled catalogues, the marks by need, and one strict build of the site.

The site is built once per run with ``mkdocs build --strict``, with ``SITE_URL`` set to the 127.0.0.1 origin the
browser tests serve it on (instant navigation needs a matching origin): tests/shared_site.py.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest
from hypothesis import settings

sys.path.insert(0, str(Path(__file__).resolve().parent))

# bytecode caches for this run (issue 37): the machine's environment may say PYTHONDONTWRITEBYTECODE=1, and then every
# worker and every Python the tests start (the CLI, the site's build, the notebooks' kernels) compiles the engine and
# pytest rewrites every test module again, each run; __pycache__ is in .gitignore and the wheel leaves it out
sys.dont_write_bytecode = False
os.environ.pop("PYTHONDONTWRITEBYTECODE", None)

from quick import QUICK  # noqa: E402

settings.register_profile("quick", max_examples=10)
if QUICK:  # the developer's quick loop (TROGGU_QUICK=1, tests/quick.py): a property without its own count draws 10
    settings.load_profile("quick")

pytest_plugins = ["shared_site"]  # the one build of the site per run: the fixture ``built_site``

ROOT = Path(__file__).resolve().parents[1]


def pytest_sessionstart(session: pytest.Session) -> None:
    """Compile the engine's message catalogues (.po -> .mo, Babel) before any test reads them."""
    sys.path.insert(0, str(ROOT / "scripts"))
    try:
        import compile_catalogues

        compile_catalogues.compile_catalogues()
    finally:
        sys.path.remove(str(ROOT / "scripts"))


_SITE_FILES = {"test_rule_anchors.py"}
"""Test files outside ``tests/site/`` that build the site (``tests/site/`` builds the site, the wheel or runs the
examples and notebooks as the site does)."""


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Mark every test by what it needs (``browser``, ``pyodide``, ``site``), so a developer's loop is
    ``pytest -m "not browser and not pyodide and not site"``; the README's test command runs everything."""
    for item in items:
        parts = Path(str(item.fspath)).relative_to(ROOT / "tests").parts
        if parts[0] == "browser":
            item.add_marker(pytest.mark.browser)
        elif parts[0] == "pyodide":
            item.add_marker(pytest.mark.pyodide)
        elif parts[0] == "site" or parts[-1] in _SITE_FILES:
            item.add_marker(pytest.mark.site)
