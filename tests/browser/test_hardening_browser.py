"""Issue 14 in the browser: bad input never kills the page's Python, every hash is decoded safely, the
language switch stays inside the site, and a wheel that is not the one the build recorded is refused."""

from __future__ import annotations

import json
from typing import Any

W = '.troggu-widget[data-widget="{}"]'


def _start(page: Any, kind: str) -> Any:
    w = page.locator(W.format(kind))
    if w.get_attribute("data-troggu-state") != "ready":
        w.locator(".troggu-start").click()
        page.wait_for_selector(W.format(kind) + '[data-troggu-state="ready"]')
    return w


def test_a_deeply_nested_record_leaves_the_engine_alive(play_page: Any) -> None:
    page = play_page
    r = _start(page, "replay")
    r.locator("textarea").fill("[" * 6000)  # 6 kB: used to end in "Pyodide has suffered a fatal error"
    r.locator('[data-action="load"]').click()
    r.locator(".troggu-error").wait_for()
    # the same text sent straight to the engine, past the page's own check: a RecordError, not a crash
    answer = page.evaluate("(t) => window.Troggu.call('replay', { record: t })", "[" * 12000)
    assert answer["ok"] is False and answer["rule"] == "record.format"
    answer = page.evaluate("(t) => window.Troggu.call('replay', { record: t })", '{"a":' * 5000)
    assert answer["ok"] is False
    # and the runtime still deals a hand
    d = _start(page, "deal")
    before = d.locator(".troggu-card").count()
    d.locator("button", has_text="Random deal").first.click() if d.locator("button", has_text="Random deal").count() else None
    ok = page.evaluate("() => window.Troggu.call('deal', { ruleset: 'visp', players: 4, seed: 3 })")
    assert ok["ok"] is True and len(ok["hands"]) == 4
    assert before > 0
    assert page.locator(".troggu-dead").count() == 0


def test_broken_hashes_do_not_stop_the_widgets(context: Any, site: Any) -> None:
    ctx, guard = context
    for bad in ("#%", "#r=%E0%A4%A", "#g=%"):
        page = ctx.new_page()
        guard.watch(page)
        page.goto(site.url + "en/play/" + bad)
        page.locator(".troggu-widget .troggu-start").first.wait_for()
        widgets = page.locator(".troggu-widget[data-widget]").count()
        assert page.locator(".troggu-widget .troggu-start").count() == widgets  # every widget was set up
        page.evaluate("() => { location.hash = '#%'; }")  # the hashchange handler must not throw either
        page.wait_for_timeout(200)
        page.close()


def test_language_switch_stays_inside_the_site(context: Any, site: Any) -> None:
    ctx, guard = context
    page = ctx.new_page()
    page.goto(site.url.rstrip("/") + "///evil.example/")
    links = page.locator("a[data-troggu-lang]")
    assert links.count() >= 1
    for i in range(links.count()):
        href = links.nth(i).get_attribute("href") or ""
        full = page.evaluate("(h) => new URL(h, location.href).href", href)
        assert full.startswith(site.url.rstrip("/") + "/"), full
        assert "evil.example" not in full.split("//", 1)[1].split("/", 1)[0]
    page.close()


def test_a_wheel_that_is_not_the_recorded_one_is_refused(context: Any, site: Any) -> None:
    ctx, guard = context
    page = ctx.new_page()
    manifest = json.loads((site.root / "assets" / "pyodide" / "troggu.json").read_text())

    def corrupt(route: Any) -> None:
        body = (site.root / "assets" / "pyodide" / manifest["wheel"]).read_bytes()
        route.fulfill(status=200, body=body[:-1] + bytes([body[-1] ^ 1]), content_type="application/octet-stream")

    page.route(f"**/{manifest['wheel']}", corrupt)
    page.goto(site.url + "en/play/")
    page.locator(W.format("scoring") + " .troggu-start").click()
    err = page.locator(W.format("scoring") + " .troggu-error")
    err.wait_for(timeout=120_000)
    assert "sha256" in err.inner_text()
    page.close()
