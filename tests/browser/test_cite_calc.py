"""Issue 24 on a 390×844 phone: the one-round score calculator fits the screen (no sideways scrolling, labels of
a readable size, axe clean); the pages with a schema.org ``Game`` (JSON-LD) load it as data under the site's
Content-Security-Policy without a violation; the citations wrap instead of being clipped.

One browser context for the file; the calculator's page is loaded once.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest
from test_i18n_a11y import assert_axe_clean
from test_widgets import W, start
from troggu_static_server import wait_js

import troggu_core as tg
from troggu_core.kernel.registry import GAMES

PHONE = {"width": 390, "height": 844}

# Every CSP violation the page sees, from the browser's own event (the console check of Guard sees them too).
RECORD_CSP = """
window.__csp = [];
document.addEventListener("securitypolicyviolation", (e) => window.__csp.push(e.violatedDirective + " " + e.blockedURI));
"""


@pytest.fixture(scope="module")
def phone(browser: Any, site: Any, runtime_snapshot: Any) -> Iterator[tuple[Any, Any]]:
    """A phone's context, watched like the session's (tests/browser/conftest.py: its ``Guard``), warm as after a first
    visit (the first start: tests/browser/test_offline.py)."""
    from conftest import open_context

    ctx, guard = open_context(browser, site, runtime_snapshot, viewport=PHONE, is_mobile=True, has_touch=True)
    ctx.add_init_script(RECORD_CSP)
    yield ctx, guard
    ctx.close()
    guard.check()


def _overflow(page: Any) -> dict[str, Any]:
    """What sticks out of the calculator or the page: widths, and any cell wider than its box."""
    return page.evaluate(
        """(sel) => {
        const w = document.querySelector(sel);
        const t = w.querySelector("table.troggu-calc");
        const box = w.getBoundingClientRect(), tb = t.getBoundingClientRect();
        const cells = [...t.querySelectorAll("th, td")].filter((c) => c.getBoundingClientRect().width > 1);
        return {
            page: document.documentElement.scrollWidth - innerWidth,
            widget: w.scrollWidth - w.clientWidth,
            table: Math.round(tb.right - box.right),
            cells: cells.filter((c) => c.scrollWidth > c.clientWidth + 1 || c.getBoundingClientRect().right > box.right)
                        .map((c) => c.textContent),
            font: Math.min(...cells.map((c) => parseFloat(getComputedStyle(c).fontSize))),
            rows: t.querySelectorAll('tbody th[scope="row"]').length,
        };
    }""",
        W.format("scoring"),
    )


def test_score_calculator_fits_a_phone(phone: tuple[Any, Any], site: Any) -> None:
    ctx, guard = phone
    page = ctx.new_page()
    guard.watch(page)
    page.set_default_timeout(120_000)
    page.goto(site.url + "play/")
    w = start(page, "scoring")
    villages = len(tg.RULESETS)
    # the most rows and the misère's eight numbers; three players, whom some village does not play with
    for ruleset, players, game in (("visp", "8", "misere"), ("st-niklaus", "3", "solo")):
        w.locator('select[data-calc="ruleset"]').select_option(ruleset)
        w.locator('select[data-calc="players"]').select_option(players)
        wait_js(
            page,
            "(n) => document.querySelectorAll('.troggu-widget[data-widget=scoring] .troggu-pad-numbers input').length == n",
            arg=int(players),
        )
        w.locator(f'[data-key="type"] input[value="{game}"]').check()
        # a row per seat, a column per village
        wait_js(
            page,
            "(n) => document.querySelectorAll('.troggu-widget[data-widget=scoring] tbody th[scope=row]').length == n",
            arg=int(players),
        )
        assert w.locator("thead th[data-ruleset]").count() == villages
        m = _overflow(page)
        assert m["page"] <= 0 and m["widget"] <= 0 and m["table"] <= 0, (players, game, m)
        assert not m["cells"], (players, game, m["cells"])
        assert m["font"] >= 12, m  # readable labels and amounts (px)
    assert_axe_clean(page, "the score calculator on a phone")
    assert page.evaluate("window.__csp") == []
    page.close()


# Pages with a JSON-LD Game: Troggu's home page, a family game's page in German and a rules page in English.
JSON_LD_PAGES = ["", "games/troccas/", "en/games/grosstarock-rules/"]


def test_json_ld_pages_report_no_csp_violation(phone: tuple[Any, Any], site: Any) -> None:
    ctx, guard = phone
    page = ctx.new_page()
    guard.watch(page)
    page.set_default_timeout(60_000)
    players = {(info.title_de, info.title_en): (min(info.players), max(info.players)) for info in GAMES.values()}
    for path in JSON_LD_PAGES:
        page.goto(site.url + path)
        page.wait_for_load_state("load")
        assert page.locator('meta[http-equiv="Content-Security-Policy"]').count() == 1
        blocks = page.evaluate(
            """() => [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => s.textContent)"""
        )
        assert len(blocks) == 1, (path, blocks)
        data = json.loads(blocks[0])
        assert data["@type"] == "Game"
        want = next(v for k, v in players.items() if data["name"] in k)
        assert (data["numberOfPlayers"]["minValue"], data["numberOfPlayers"]["maxValue"]) == want
        assert page.evaluate("window.__csp") == [], path
    page.close()
    guard.check()


def test_citations_wrap_on_a_phone(phone: tuple[Any, Any], site: Any) -> None:
    ctx, guard = phone
    page = ctx.new_page()
    guard.watch(page)
    for prefix in ("", "en/"):
        page.goto(site.url + prefix + "cite/")
        got = page.evaluate(
            """() => [...document.querySelectorAll(".troggu-cite pre")].map((p) => ({
                over: p.scrollWidth - p.clientWidth, right: p.getBoundingClientRect().right, text: p.innerText }))"""
        )
        assert len(got) == 2
        for block in got:
            assert block["over"] <= 0 and block["right"] <= PHONE["width"], block
            assert site.url + prefix in block["text"], block["text"]
        assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    page.close()
