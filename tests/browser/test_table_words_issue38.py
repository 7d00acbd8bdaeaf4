"""Issue 38 in the page: the table's status line shows the engine's words for the phase (never a raw key such as
``phase_chelem``), and the card pictures come from the engine's ``faces`` answer, asked once per game, while
``meta`` carries none."""

from __future__ import annotations

from test_family_widgets import _act_once
from troggu_static_server import wait_render

import json
import re
from typing import Any

import pytest

from troggu_core import web
from troggu_core.kernel.registry import GAMES

W = '.troggu-widget[data-widget="play"]'


def _words(game: str, lang: str) -> set[str]:
    info = GAMES[game]
    return {web.phase_text(p, lang, info) for p in web.phase_words(info)}


@pytest.mark.parametrize(("game", "lang"), [("french-tarot", "de"), ("troccas", "en")])
def test_the_status_line_says_the_phase_in_words_and_the_pictures_come_once(
    context: Any, site: Any, game: str, lang: str
) -> None:
    ctx, guard = context
    page = ctx.new_page()
    guard.watch(page)
    page.set_default_timeout(120_000)
    page.goto(site.url + ("" if lang == "de" else "en/") + f"games/{game}/")
    # count the requests the page sends the engine, by op (the runtime posts each to the worker)
    page.evaluate(
        """() => { const R = window.Troggu.runtime, call = R.call.bind(R); window.__ops = [];
        R.call = (req) => { window.__ops.push(req.op); return call(req); }; }"""
    )
    w = page.locator(W)
    w.locator(".troggu-start").click()
    page.wait_for_selector(W + '[data-troggu-state="ready"]')
    render = w.get_attribute("data-render")
    w.locator('[data-action="new"]').click()
    render = wait_render(w, render)
    # the hand is drawn with the engine's pictures (from the faces answer)
    assert w.locator(".troggu-hand svg").count() == w.locator(".troggu-hand button").count() > 0
    lines: list[str] = []
    info = GAMES[game]
    you = {"de": "Du", "en": "You"}[lang]
    seats = web.seat_names(w.locator(".troggu-seatbox").count(), lang)  # "Platz 1", "Seat 1": the engine's names
    for _ in range(150):
        text = w.locator(".troggu-turn").inner_text()
        lines.append(text)
        assert "phase_" not in text, text
        # issue 33: each seat box is named by the engine's name of the seat ("Seat 2", the reader's "You (Seat 1)");
        # the bidder's box carries the game's own word for the bidder (issue 38: the French Tarot's "Nehmer")
        names = w.locator(".troggu-seatbox-name").all_inner_texts()
        yours = [m.group(1) for n in names if (m := re.fullmatch(rf"{you} \((.+)\)", n))]
        assert len(yours) == 1 and set(names) - {f"{you} ({yours[0]})"} | set(yours) <= set(seats), (names, seats)
        assert not re.search(r"(^|· )seat \d", text), text  # a seat's name opens its part of the line: "Seat 2"
        for tags in w.locator(".troggu-taker .troggu-seatbox-tags").all_inner_texts():
            assert web.bidder_word(info, None, lang) in tags, tags
        if w.get_attribute("data-over") == "true":
            break
        _act_once(w)
        render = wait_render(w, render)
    assert w.get_attribute("data-over") == "true"
    heads = {line.split(" · ")[0] for line in lines}
    assert heads & _words(game, lang), (heads, _words(game, lang))  # the engine's words, in the page's language
    # the replay widget on the page: each trick's winner by the engine's name of the seat (the replay answer's
    # seat_labels; the page counts no seat)
    r = page.locator('.troggu-widget[data-widget="replay"]')
    r.locator(".troggu-start").click()
    page.wait_for_selector('.troggu-widget[data-widget="replay"][data-troggu-state="ready"]')
    r.locator('[data-action="load-last"]').click()
    r.locator(".troggu-result").wait_for()
    rows = r.locator(".troggu-trick-row small").all_inner_texts()
    winners = json.loads(  # the replayed result's own trick_winners, from its details
        r.locator(".troggu-result-keys dt", has_text="trick_winners")
        .locator("xpath=following-sibling::dd[1]")
        .text_content()
        or ""
    )
    assert len(rows) == len(winners) and all(row.endswith(f" {seats[s]}") for row, s in zip(rows, winners)), rows
    ops: list[str] = page.evaluate("() => window.__ops")
    assert ops.count("faces") == 1 and ops.count("meta") == 1, ops
    meta = json.loads(web.handle(json.dumps({"op": "meta", "game": game, "lang": lang})))
    assert "faces" not in meta
