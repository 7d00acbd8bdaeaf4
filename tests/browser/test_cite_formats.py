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


def _formats(page: Any) -> dict[str, str]:
    return dict(
        page.evaluate(
            """() => Object.fromEntries([...document.querySelectorAll(".troggu-cite-format")].map((b) =>
                [b.dataset.format, b.querySelector("pre").innerText]))"""
        )
    )


def test_each_rule_can_be_cited_from_its_anchor(new_context: Any, site: Any) -> None:
    """Issue 35, "cite this rule": the "Zitieren" link beside a rule opens the cite page with ?rule=<id>, whose BibTeX,
    RIS and CSL-JSON then cite that rule: its id and title (the engine's), its address with its anchor (which the rules
    page has), today's access date; a rule of another game likewise, in English too."""
    from troggu_core.kernel.registry import game as game_info

    ctx, guard = new_context(warm_start=False)
    page = ctx.new_page()
    guard.watch(page)
    today = datetime.date.today()
    cases = [("", "troggu", "play.follow-suit"), ("en/", "troggu", "auction.solo"), ("", "troccas", None)]
    for prefix, game, rule_id in cases:
        info = game_info(game)
        rule = next(r for r in info.rules if rule_id in (None, r.id))
        path, _, anchor = info.rule_page(rule.id).partition("#")
        rules_page = site.url + prefix + path
        page.goto(rules_page)
        link = page.locator(f'a.troggu-cite-rule[href*="rule={rule.id}"]').first
        assert link.inner_text() == ("Cite" if prefix else "Zitieren")
        page.emulate_media(media="print")  # on paper no rule carries the link, nor its separator (issue 35)
        assert page.evaluate("() => [...document.querySelectorAll('.troggu-screen-only')].every(e => !e.offsetParent)")
        assert not link.is_visible()
        page.emulate_media(media="screen")
        assert page.locator(f'[id="{anchor}"]').count() == 1, "the anchor the citation names is on the page"
        link.click()
        page.wait_for_selector(".troggu-cite-format[data-rule]")
        assert f"rule={rule.id}" in page.url and page.url.startswith(site.url + prefix + "cite/")
        title = rule.title_in("en" if prefix else "de")
        note = page.locator(".troggu-cite-rule-note")
        assert note.is_visible() and title in note.inner_text() and rule.id in note.inner_text()
        assert page.evaluate(
            """() => { const n = document.querySelector(".troggu-cite-rule-note").getBoundingClientRect();
                       const f = document.querySelector(".troggu-cite-format").getBoundingClientRect();
                       return n.bottom <= f.top && n.top >= 0 && n.top < window.innerHeight; }"""
        ), "the reader lands on the sentence naming the rule, above the formats"
        f = _formats(page)
        url = f"{site.url}{prefix}{path}#{anchor}"
        key = f"troggu-{tg.__version__}-{game}-{rule.id}"
        assert f["bibtex"].startswith(f"@misc{{{key},") and f"url     = {{{url}}}" in f["bibtex"]
        assert title in f["bibtex"] and rule.id in f["bibtex"] and f"urldate = {{{today.isoformat()}}}" in f["bibtex"]
        assert f"UR  - {url}" in f["ris"] and f"Y2  - {today:%Y/%m/%d}" in f["ris"] and title in f["ris"]
        csl = json.loads(f["csl-json"])[0]
        assert (csl["id"], csl["URL"]) == (key, url) and title in csl["title"] and rule.id in csl["title"]
        assert csl["accessed"] == {"date-parts": [[today.year, today.month, today.day]]}
    # on a phone the formats wrap: nothing to scroll sideways, every line readable
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(site.url + "cite/?rule=play.follow-suit")
    page.wait_for_selector(".troggu-cite-format[data-rule]")
    assert page.evaluate(
        """() => [...document.querySelectorAll(".troggu-cite-format pre > code")].every((c) => c.scrollWidth <= c.clientWidth)
                 && document.documentElement.scrollWidth <= window.innerWidth"""
    )
    # without ?rule= the page cites the site, and an unknown rule leaves it so
    for query in ("", "?rule=no.such-rule"):
        page.goto(site.url + "cite/" + query)
        page.wait_for_selector(".troggu-cite-format[data-accessed]")
        assert not page.locator(".troggu-cite-rule-note").is_visible()
        assert f"UR  - {site.url}\n" in _formats(page)["ris"] + "\n"
    page.close()
