"""Issue 35: the cite page's BibTeX, RIS and CSL-JSON carry the version, the build's date and address, and, at
reading time, today's date as the access date (docs/javascripts/troggu-cite.js); each block has its copy button."""

from __future__ import annotations

import datetime
import json
from typing import Any

import troggu_core as tg


def test_the_cite_page_fills_in_todays_date_as_the_access_date(new_context: Any, site: Any) -> None:
    ctx, guard = new_context(warm_start=False)
    page = ctx.new_page()
    guard.watch(page)
    for prefix in ("", "en/"):
        page.goto(site.url + prefix + "cite/")
        page.wait_for_selector(".troggu-cite-format[data-accessed]")
        today = datetime.date.fromisoformat(
            page.evaluate("document.querySelector('.troggu-cite-format').dataset.accessed")
        )
        assert abs((today - datetime.date.today()).days) <= 1  # the reader's local date
        blocks = page.evaluate(
            """() => Object.fromEntries([...document.querySelectorAll(".troggu-cite-format")].map((b) =>
                [b.dataset.format, { text: b.querySelector("pre").innerText, copy: !!b.querySelector(".md-code__button") }]))"""
        )
        assert sorted(blocks) == ["bibtex", "csl-json", "ris"]
        assert all(b["copy"] for b in blocks.values()), blocks
        address = site.url + prefix
        assert f"urldate = {{{today.isoformat()}}}" in blocks["bibtex"]["text"]
        assert f"version = {{{tg.__version__}}}" in blocks["bibtex"]["text"] and address in blocks["bibtex"]["text"]
        assert f"Y2  - {today:%Y/%m/%d}" in blocks["ris"]["text"] and f"UR  - {address}" in blocks["ris"]["text"]
        csl = json.loads(blocks["csl-json"]["text"])[0]
        assert csl["accessed"] == {"date-parts": [[today.year, today.month, today.day]]}
        assert (csl["version"], csl["URL"], csl["type"]) == (tg.__version__, address, "webpage")
    page.close()
