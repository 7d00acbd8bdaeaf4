"""Issue 14 in the browser: bad input never kills the page's Python, every hash is decoded safely, the
language switch stays inside the site, and a wheel that is not the one the build recorded is refused."""

from __future__ import annotations

from troggu_static_server import SETTLED, wait_render

import json
import time
from typing import Any

import pytest

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
    d.locator("button", has_text="Random deal").first.click() if d.locator(
        "button", has_text="Random deal"
    ).count() else None
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


# ----- issue 27 --------------------------------------------------------------------------------------------------
FAMILY = '.troggu-widget[data-widget="play"]'


def _wait_js(page: Any, predicate: str, timeout: float = 120.0) -> None:
    """Wait until a JavaScript function returns true, evaluated through DevTools (the site's CSP forbids the string
    evaluation ``page.wait_for_function`` uses)."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        try:
            if page.evaluate(predicate):
                return
        except Exception:  # noqa: BLE001 - the page may be swapping its content
            pass
        time.sleep(0.05)
    raise AssertionError(f"timed out waiting for {predicate[:80]}")


@pytest.mark.parametrize("lang", ["de", "en"])
def test_an_unsafe_share_seed_never_reaches_the_seed_field(context: Any, site: Any, lang: str) -> None:
    """#g=troccas&s=9007199254740993 used to land in the seed field, and every new round then failed (deal.seed).
    The play table reads a link through the engine (op share, issue 38): such a link is refused in the one refusal
    box naming its rule, and so is a ruleset or a count of players the game does not have (once played anyway with
    other values); the round on the table stays."""
    ctx, guard = context
    page = ctx.new_page()
    guard.watch(page)
    page.set_default_timeout(120_000)
    page.goto(site.url + ("" if lang == "de" else "en/") + "games/troccas/#g=troccas&s=9007199254740993")
    w = page.locator(FAMILY)
    w.locator(".troggu-start").click()
    page.wait_for_selector(FAMILY + '[data-troggu-state="ready"]')
    note = w.locator(".troggu-refusal")
    note.wait_for()
    assert "9007199254740993" in note.inner_text()
    assert "#deal.seed" in (note.locator("a.troggu-rule-link").get_attribute("href") or "")
    assert w.locator(".troggu-hand").count() == 0  # a refused link deals nothing
    assert 0 <= int(w.locator("input.troggu-seed").input_value()) <= 2**53 - 1
    render = w.get_attribute("data-render")
    w.locator('[data-action="new"]').click()  # the page deals again
    render = wait_render(w, render)
    assert w.locator(".troggu-error").count() == 0 and w.locator(".troggu-hand").count() == 1
    # the widget follows a hash change after load (Material may swap the page's content for it: the new widget
    # starts with the link): a good link deals exactly its round, a bad one is refused naming the rule
    page.evaluate("() => { location.hash = '#g=troccas&r=surselva&p=5&s=42&d=3'; }")
    _wait_js(
        page,
        """() => { const w = document.querySelector('.troggu-widget[data-widget="play"]');
        const i = w && w.querySelector('input.troggu-seed');
        return !!(i && i.value === '42' && w.querySelector('.troggu-hand') && !w.querySelector('.troggu-error')); }""",
    )
    assert w.locator(".troggu-controls select").nth(1).input_value() == "5"
    assert w.locator("a.troggu-share").first.get_attribute("href") == "#g=troccas&r=surselva&p=5&s=42&d=3"
    for bad, shown, rule in (
        ("#g=troccas&s=" + "9" * 30, "9999999999", "deal.seed"),
        ("#g=troccas&r=nope&p=4&s=1", "nope", "record.ruleset"),
        ("#g=troccas&r=surselva&p=9&s=1", "9", "players.count"),
    ):
        page.evaluate(f"() => {{ location.hash = {bad!r}; }}")
        _wait_js(
            page,
            f"""() => {{ const b = document.querySelector('{FAMILY} .troggu-refusal a.troggu-rule-link');
            return !!(b && b.getAttribute('href').endsWith('#{rule}')); }}""",
        )
        assert shown in note.inner_text()
        assert w.locator(".troggu-refusal").count() == 1  # the one box, not one per link
        assert w.locator("input.troggu-seed").input_value() == "42"  # the round on the table stays
        assert w.locator(".troggu-hand").count() == 1
    # a seed typed into the field goes to the engine as typed: a negative one or a fraction is refused naming the
    # rule (it used to become 0 or its floor), and the round on the table stays
    said = "Spiel Nr.: Gib eine ganze Zahl von 0 bis" if lang == "de" else "Deal no. must be a whole number from 0 to"
    for typed in ("-3", "2.5"):
        render = w.get_attribute("data-render")
        w.locator("input.troggu-seed").fill(typed)
        w.locator('[data-action="new"]').click()
        render = wait_render(w, render)
        assert said in note.inner_text() and f"'{typed}'" in note.inner_text(), note.inner_text()
        assert "#deal.seed" in (note.locator("a.troggu-rule-link").get_attribute("href") or "")
        assert w.locator(".troggu-refusal").count() == 1 and w.locator(".troggu-hand").count() == 1
    assert page.locator(".troggu-dead").count() == 0
    page.close()


def test_the_reproducers_are_refused_in_german_and_the_page_deals_again(context: Any, site: Any) -> None:
    ctx, guard = context
    page = ctx.new_page()
    guard.watch(page)
    page.set_default_timeout(120_000)
    page.goto(site.url + "play/")
    r = _start(page, "replay")
    long_option = json.dumps({"format": "troggu-record/1", "ruleset": {"name": "visp", "tappist": "a must be " * 1000}})
    r.locator("textarea").fill(long_option)  # 10 kB: used to stop the German engine (RecursionError)
    r.locator('[data-action="load"]').click()
    r.locator(".troggu-error").wait_for()
    assert "a must be a must be" in r.locator(".troggu-error").inner_text()
    call = "([op, args]) => window.Troggu.call(op, args)"
    for op, args in [
        ("replay", {"record": long_option}),
        ("meta", {"op": ["meta"]}),
        ("score", {"type": {}}),
        ("meta", {"game": "troccas", "op": {}}),
    ]:
        answer = page.evaluate(call, [op, args])
        assert answer["ok"] is False and answer["rule"], answer
        assert "TypeError" not in answer["error"]
    # a troggu-record/2 Troggu record replays in the page, as with `troggu replay`
    from troggu_core.kernel.registry import game

    v2 = dict(game("troggu").random_record("visp", 4, 3), format="troggu-record/2", game="troggu")
    answer = page.evaluate(call, ["replay", {"record": json.dumps(v2)}])
    assert answer["ok"] is True and len(answer["tricks"]) == 13 and answer["result"]["game"] == "troggu"
    ok = page.evaluate(call, ["deal", {"ruleset": "visp", "players": 4, "seed": 3}])
    assert ok["ok"] is True and len(ok["hands"]) == 4
    assert page.locator(".troggu-dead").count() == 0
    page.close()


def test_the_english_404_page_loads_under_its_policy(context: Any, site: Any) -> None:
    ctx, guard = context
    page = ctx.new_page()
    guard.watch(page)
    page.goto(site.url + "en/404.html")
    assert page.locator('meta[http-equiv="Content-Security-Policy"]').count() == 1
    page.close()


def test_a_heading_of_the_page_keeps_the_game_in_hand(context: Any, site: Any) -> None:
    """Material's instant navigation fetched and re-rendered the page for the first link it handled, a heading of the
    same page too, and for Back between a page's anchors: the table came back as a start button and the game was
    lost. Those stay the browser's (docs/javascripts/site-anchors.js): it only scrolls."""
    ctx, guard = context
    page = ctx.new_page()
    guard.watch(page)
    page.set_default_timeout(120_000)
    page.goto(site.url + "games/troccas/")
    w = _start(page, "play")
    render = wait_render(w, None)
    w.locator('[data-action="new"]').click()
    render = wait_render(w, render)
    seed = w.locator("input.troggu-seed").input_value()
    fetched: list[str] = []
    page.on("request", lambda r: fetched.append(r.url) if r.url.split("#")[0].endswith("/games/troccas/") else None)
    heading = page.locator(".md-sidebar--secondary a.md-nav__link").nth(1)
    anchor = heading.get_attribute("href").split("#")[1]
    heading.click()
    page.wait_for_function("(a) => location.hash === '#' + a", arg=anchor)
    page.go_back()  # (the navigation tracking may put another heading's anchor in the address meanwhile)
    # the page has handled the Back (Material's popstate: a fetch of the page, had it wanted one, is asked for at once)
    # and gone idle: its own idle callback and two frames, not a time
    page.evaluate(SETTLED)
    assert page.evaluate("location.pathname").endswith("/games/troccas/")
    assert not fetched, f"the page was fetched again: {fetched}"
    assert w.locator(".troggu-start").count() == 0, "the table came back as a start button"
    assert w.locator("input.troggu-seed").input_value() == seed and w.get_attribute("data-render") == render
    page.close()
