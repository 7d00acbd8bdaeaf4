"""Issue 38 in the page: the table's status line shows the engine's words for the phase (never a raw key such as
``phase_chelem``), and the card pictures come from the engine's ``faces`` answer, asked once per game, while
``meta`` carries none."""

from __future__ import annotations

from test_family_widgets import _act_once
from troggu_static_server import wait_render

import json
from typing import Any

import pytest

from troggu_core import web

W = '.troggu-widget[data-widget="play"]'


def _words(lang: str) -> set[str]:
    return {web.phase_text(p, lang) for p in web.PHASE_WORDS}


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
    for _ in range(150):
        text = w.locator(".troggu-turn").inner_text()
        lines.append(text)
        assert "phase_" not in text, text
        if w.get_attribute("data-over") == "true":
            break
        _act_once(w)
        render = wait_render(w, render)
    assert w.get_attribute("data-over") == "true"
    heads = {line.split(" · ")[0] for line in lines}
    assert heads & _words(lang), (heads, _words(lang))  # the engine's words, in the page's language
    ops: list[str] = page.evaluate("() => window.__ops")
    assert ops.count("faces") == 1 and ops.count("meta") == 1, ops
    meta = json.loads(web.handle(json.dumps({"op": "meta", "game": game, "lang": lang})))
    assert "faces" not in meta
