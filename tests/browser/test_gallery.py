"""The gallery in the browser (gallery helper): the downloads are served, and "run in the browser" runs an
example on the page's Pyodide and prints exactly what the script prints at build time."""

from __future__ import annotations

import json
import subprocess
import sys
import time
import urllib.request
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent.parent


def test_downloads_are_served(site: Any) -> None:
    for lang in ("", "en/"):
        base = f"{site.url}{lang}examples/downloads/01_deal_a_hand"
        with urllib.request.urlopen(base + ".py") as r:
            assert r.read().decode("utf-8") == (ROOT / "examples" / "01_deal_a_hand.py").read_text(encoding="utf-8")
        with urllib.request.urlopen(base + ".ipynb") as r:
            nb = json.loads(r.read())
        assert nb["nbformat"] == 4 and any(c["cell_type"] == "code" and c["outputs"] for c in nb["cells"])


def test_run_in_the_browser_button(context: Any, site: Any) -> None:
    ctx, guard = context
    page = ctx.new_page()
    guard.watch(page)
    page.goto(site.url + "en/examples/deal-a-hand/")
    out = page.locator(".troggu-gallery-browser-out")
    assert out.is_hidden()
    button = page.locator("button.troggu-gallery-run")
    button.click()
    deadline = time.time() + 150
    while time.time() < deadline and not (
        button.is_enabled() and out.inner_text().strip() and "…" not in out.inner_text()
    ):
        page.wait_for_timeout(250)
    want = subprocess.run(
        [sys.executable, str(ROOT / "examples" / "01_deal_a_hand.py")], capture_output=True, text=True, check=True
    ).stdout.strip()
    assert out.inner_text().strip() == want
    assert "troggu-gallery-error" not in (out.get_attribute("class") or "")
    page.close()
    guard.check()
