"""The "Troggu in Zahlen" notebook pages in Chromium: nothing leaves 127.0.0.1 (the guard aborts and records any
request elsewhere, e.g. nbconvert's mermaid loader would import from a CDN if a page had a diagram), no CSP
violation, no page error; the plot and the table show; the notebook downloads."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
NAMES = sorted(p.stem for p in (ROOT / "docs" / "numbers").glob("*.ipynb") if ".en" not in p.suffixes)


def test_notebook_pages_fetch_nothing_from_outside_and_show_their_figures(context: Any, site: Any, guard: Any) -> None:
    from conftest import save_data

    ctx, _ = context
    page = ctx.new_page()
    save_data(page)  # the pages are looked at, their code not run: no runtime started for nothing on each
    guard.watch(page)
    seen = []
    for prefix in ("", "en/"):
        for name in ["index"] + NAMES:
            url = site.url + prefix + "numbers/" + ("" if name == "index" else name + "/")
            page.goto(url)  # to its load event: its scripts have run and asked for what they import (the guard sees it)
            if name == "index":
                continue
            plot = page.locator(".jp-RenderedSVG img").first  # nbconvert: the SVG as a data-URI image
            box = plot.bounding_box()
            assert box and box["width"] > 200 and box["height"] > 100, f"{url}: the plot is shown"
            assert page.evaluate("(img) => img.complete && img.naturalWidth > 0", plot.element_handle())
            assert "No description" not in (plot.get_attribute("alt") or ""), f"{url}: the plot's alt is its title"
            assert page.locator(".jp-OutputArea-output table").first.is_visible(), f"{url}: the table is shown"
            href = page.locator(".troggu-notebook-actions a[download]").get_attribute("href")
            data = page.evaluate("async (h) => (await fetch(h)).text()", href)
            nb = json.loads(data)
            assert nb["nbformat"] == 4 and nb["nbformat_minor"] == 5
            seen.append(url)
    page.close()
    assert len(seen) == 2 * len(NAMES)
