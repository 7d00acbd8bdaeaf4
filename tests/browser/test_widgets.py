"""The five widgets end to end in Debian's chromium, against the built site on 127.0.0.1.

What the page shows is compared with what ``troggu_core`` computes in CPython: the deal for a share
link, the forced game and the misère of an auction, the payments of a finished hand (via its
downloaded record), the result of a replayed record.
"""

from __future__ import annotations

import json
import re
from typing import Any

import pytest

import troggu_core as tg
from troggu_core import web

W = '.troggu-widget[data-widget="{}"]'


def wait_js(page: Any, predicate: str, arg: Any = None, timeout: float = 120.0) -> Any:
    """Wait until a JavaScript predicate holds, evaluated through DevTools (the site's CSP forbids the string
    evaluation ``page.wait_for_function`` uses); returns its first truthy value."""
    import time

    expr = predicate if "=>" in predicate.split("(", 1)[0] or predicate.lstrip().startswith(("b =>", "(")) else f"() => ({predicate})"
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        try:
            value = page.evaluate(expr, arg)
            if value:
                return value
        except Exception:  # noqa: BLE001 - the element may not be there yet
            pass
        time.sleep(0.05)
    raise AssertionError(f"timed out waiting for {predicate[:80]}")


def start(page: Any, kind: str) -> Any:
    w = page.locator(W.format(kind))
    if w.get_attribute("data-troggu-state") != "ready":
        w.locator(".troggu-start").click()
        page.wait_for_selector(W.format(kind) + '[data-troggu-state="ready"]')
    return w


def facade(**req: Any) -> dict[str, Any]:
    out: dict[str, Any] = json.loads(web.handle(json.dumps(req)))
    return out


def set_controls(w: Any, ruleset: str, players: int, seed: int, dealer: int = 0) -> None:
    selects = w.locator(".troggu-controls select")
    selects.nth(0).select_option(ruleset)
    selects.nth(1).select_option(str(players))
    w.locator('.troggu-controls input[type="number"]').first.fill(str(seed))
    selects.nth(2).select_option(str(dealer))


def shown_cards(locator: Any) -> list[str]:
    return [str(c) for c in locator.locator(".troggu-card").evaluate_all("els => els.map(e => e.dataset.card)")]


# ------------------------------------------------------------------ 1. deal and share links
def test_deal_widget_and_share_link(play_page: Any) -> None:
    page = play_page
    w = start(page, "deal")
    assert w.locator(".troggu-seat").count() == 5  # 4 hands and the Tapp
    # a share link reproduces the engine's deal exactly. Material's instant navigation renders the page again on
    # the first change of the address (its new deal widget follows the link by itself, answered by the runtime
    # worker a moment later): the widget is read in one snapshot, once the same element has shown the shared
    # deal for half a second
    page.evaluate("location.hash = '#r=st-niklaus&p=5&s=42&d=2'")
    snap = wait_js(page, """() => {
        const w = document.querySelector('.troggu-widget[data-widget=deal]');
        const seats = [...w.querySelectorAll('.troggu-seat')];
        if (w.dataset.trogguState !== 'ready' || !w.innerText.includes('St. Niklaus, 5') || seats.length !== 6) return null;
        w.__shown = w.__shown || performance.now();
        if (performance.now() - w.__shown < 500) return null;
        return {cards: seats.map((s) => [...s.querySelectorAll('.troggu-card')].map((c) => c.dataset.card)),
                svgs: seats[0].querySelectorAll('svg').length,
                href: w.querySelector('a.troggu-share').getAttribute('href')};
    }""")
    d = tg.deal("st-niklaus", 5, 42, 2)
    for s in range(5):
        assert snap["cards"][s] == [str(c) for c in sorted(d.hands[s], key=tg.sort_key)]
    assert sorted(snap["cards"][5]) == sorted(str(c) for c in d.tapp)
    assert snap["href"] == "#r=st-niklaus&p=5&s=42&d=2"
    # card images are the engine's SVG
    assert snap["svgs"] == len(d.hands[0])


def test_malicious_share_link_rejected(play_page: Any) -> None:
    page = play_page
    w = start(page, "deal")
    before = shown_cards(w.locator(".troggu-seat").first)
    page.evaluate("window.__pwned = 0")
    evil = "#r=<img src=x onerror=window.__pwned=1>&p=4&s=1"
    page.evaluate(f"location.hash = {json.dumps(evil)}")
    err = w.locator(".troggu-error")
    err.wait_for()
    assert "unknown ruleset" in err.inner_text()
    assert w.locator("img").count() == 0
    assert page.evaluate("window.__pwned") == 0
    assert shown_cards(w.locator(".troggu-seat").first) == before  # the old deal stays
    page.evaluate("location.hash = '#r=visp&p=99&s=1'")
    wait_js(page, "document.querySelector('.troggu-widget[data-widget=deal] .troggu-error').innerText.includes('99')")
    link = w.locator(".troggu-error a.troggu-rule-link")
    assert re.search(r"/en/rules/deal/#deal\.players$", link.get_attribute("href") or "")


def test_share_link_on_first_load(context: Any, site: Any) -> None:
    ctx, guard = context
    page = ctx.new_page()
    guard.watch(page)
    page.set_default_timeout(120_000)
    # the engine's wheel is held back until the progress has been seen: with a warm cache the runtime could
    # otherwise be ready before the test looks, and the wait for the progress would wait in vain
    held: list[Any] = []
    page.route("**/*.whl", lambda route: held.append(route))
    page.goto(site.url + "play/#r=graechen&p=3&s=9&d=1")  # German page, the deal starts by itself
    page.wait_for_selector(W.format("deal") + " .troggu-progress")  # visible progress while loading
    page.unroute("**/*.whl")
    for route in held:
        route.continue_()
    page.wait_for_selector(W.format("deal") + '[data-troggu-state="ready"]')
    assert page.locator(".troggu-progress").count() == 0
    d = tg.deal("graechen", 3, 9, 1)
    seats = page.locator(W.format("deal") + " .troggu-seat")
    assert [shown_cards(seats.nth(s)) for s in range(3)] == [[str(c) for c in sorted(h, key=tg.sort_key)] for h in d.hands]
    assert "Spieler" in page.locator(W.format("deal")).inner_text()
    page.close()


# ------------------------------------------------------------------ 2. bidding
def _seed_where(players: int, ruleset: str, want: str) -> int:
    """A seed where passing leads to ``want`` ('forced' or 'misere'), found with the same facade in CPython."""
    for seed in range(1, 400):
        st = facade(op="new_game", ruleset=ruleset, players=players, seed=seed, seat=1, auction_only=True)
        while st["ok"] and not st["auction_over"]:
            st = facade(op="act", id=st["id"], action="pass")
        g = st["game"]
        if want == "forced" and g["forced"] or want == "misere" and g["type"] == "misere":
            return seed
    raise AssertionError(f"no seed with a {want} game")


@pytest.mark.parametrize(("players", "want"), [(7, "forced"), (4, "misere")])
def test_bidding_results(play_page: Any, players: int, want: str) -> None:
    seed = _seed_where(players, "visp", want)
    w = start(play_page, "bidding")
    set_controls(w, "visp", players, seed)
    w.locator('[data-action="deal"]').click()
    w.locator('[data-bid="pass"]').first.wait_for()
    while w.locator('[data-bid="pass"]').count():
        w.locator('[data-bid="pass"]').click()
    res = w.locator(".troggu-auction-result")
    res.wait_for()
    if want == "forced":
        assert res.get_attribute("data-forced") == "true"
        assert res.get_attribute("data-game") == "normal"
    else:
        assert res.get_attribute("data-game") == "misere"


def test_bidding_estimate(play_page: Any) -> None:
    w = start(play_page, "bidding")
    set_controls(w, "st-niklaus", 4, 5)
    w.locator('[data-action="deal"]').click()
    w.locator('[data-action="estimate"]').click()
    table = w.locator(".troggu-estimate-table")
    table.wait_for(timeout=180_000)
    rows = table.locator("tbody tr")
    assert rows.count() == 2
    for i in range(2):
        pct = int(re.search(r"(\d+) %", rows.nth(i).inner_text()).group(1))  # type: ignore[union-attr]
        assert 0 <= pct <= 100


# ------------------------------------------------------------------ 3. scoring calculator
def test_scoring_calculator(play_page: Any) -> None:
    w = start(play_page, "scoring")
    w.locator("select").nth(0).select_option("4")
    w.locator("select").nth(1).select_option("normal")
    w.locator('input[type="number"]').first.fill("90")
    wait_js(play_page, 
        "document.querySelector('.troggu-widget[data-widget=scoring] tr[data-ruleset=visp]')?.innerText.includes('+60')")
    for rs in tg.RULESETS.values():
        row = w.locator(f'tr[data-ruleset="{rs.name}"]')
        expect = web.score_points(rs, 4, "normal", 90)
        cells = row.locator("td").all_inner_texts()
        assert [int(c.split()[0]) for c in cells[3:]] == expect["rappen"]
        assert cells[2].startswith(f"×{expect['multiplier']}")
    # picking cards: the engine counts them and the calculator uses that count
    w.locator("details.troggu-pick summary").click()
    picks = ["XXI", "RK", "R1", "BQ"]
    for code in picks:
        before = w.locator(".troggu-pick summary").inner_text()
        w.locator(f'.troggu-pick button[data-card="{code}"]').click()
        wait_js(play_page, 
            "b => document.querySelector('.troggu-widget[data-widget=scoring] .troggu-pick summary').innerText != b", arg=before)
    from troggu_core.games.troggu.cards import mask_of
    from troggu_core.games.troggu.tricks import mask_points

    points = mask_points(mask_of(tg.parse_cards(" ".join(picks))))
    assert w.locator('input[type="number"]').first.input_value() == str(points)


# ------------------------------------------------------------------ 4. a whole hand
def _card_points(button: Any) -> int:
    return int(re.search(r"· (\d+) ", button.get_attribute("title")).group(1))  # type: ignore[union-attr]


def test_play_a_whole_hand(play_page: Any) -> None:
    page = play_page
    w = start(page, "play")
    set_controls(w, "visp", 4, 3)
    w.locator('[data-action="deal"]').first.click()
    msg = w.locator(".troggu-message")
    saw = {"illegal": False, "undo": False, "exchange": False}
    for _ in range(200):
        if w.locator(".troggu-result").count():
            break
        bids = w.locator("[data-bid]")
        if bids.count():
            choice = "normal" if w.locator('[data-bid="normal"]').count() else "pass"
            w.locator(f'[data-bid="{choice}"]').click()
            continue
        if w.locator(".troggu-call").count():
            w.locator(".troggu-call .troggu-card").first.click()
            continue
        if w.locator(".troggu-exchange").count():
            need = int(re.search(r"\((\d+)\)", w.locator(".troggu-exchange .troggu-seat-name").inner_text()).group(1))  # type: ignore[union-attr]
            pool = w.locator(".troggu-exchange .troggu-card")
            fives = [i for i in range(pool.count()) if _card_points(pool.nth(i)) == 5]
            if fives and not saw["exchange"]:  # a 5-pointer among the right number of cards: the engine refuses
                low = [i for i in range(pool.count()) if _card_points(pool.nth(i)) == 1][: need - 1]
                for i in [fives[0], *low]:
                    pool.nth(i).click()
                w.locator('[data-action="discard"]').click()
                link = msg.locator("a.troggu-rule-link").get_attribute("href") or ""
                assert link.endswith("/en/rules/exchange/#exchange.five-pointers"), link
                saw["exchange"] = True
                continue
            for i in [i for i in range(pool.count()) if "troggu-chosen" in (pool.nth(i).get_attribute("class") or "")]:
                pool.nth(i).click()
            low = [i for i in range(pool.count()) if _card_points(pool.nth(i)) == 1][:need]
            for i in low:
                pool.nth(i).click()
            w.locator('[data-action="discard"]').click()
            saw["exchange"] = True
            continue
        hand = w.locator(".troggu-hand")
        playable = hand.locator(".troggu-playable")
        unplayable = hand.locator("button.troggu-unplayable")
        if not saw["illegal"] and unplayable.count():
            unplayable.first.click(force=True)  # aria-disabled: the engine still explains the refusal
            err = msg.locator(".troggu-error")
            err.wait_for()
            link = err.locator("a.troggu-rule-link").get_attribute("href") or ""
            assert re.search(r"/en/rules/play/#play\.[a-z-]+$", link), link
            saw["illegal"] = True
            continue
        if not saw["undo"] and w.locator('[data-action="undo"]').count() and playable.count():
            n_before = hand.locator(".troggu-card").count()
            playable.first.click()
            wait_js(page, f"document.querySelectorAll('.troggu-widget[data-widget=play] .troggu-hand .troggu-card').length < {n_before} || document.querySelector('.troggu-widget[data-widget=play] .troggu-result')")
            if w.locator(".troggu-result").count():
                break
            w.locator('[data-action="undo"]').click()
            wait_js(page, f"document.querySelectorAll('.troggu-widget[data-widget=play] .troggu-hand .troggu-card').length == {n_before}")
            saw["undo"] = True
            continue
        assert playable.count(), "it is my turn in the play phase, so some card must be playable"
        playable.first.click()
    result = w.locator(".troggu-result")
    result.wait_for()
    assert saw == {"illegal": True, "undo": True, "exchange": True}
    shown = [int(x.split()[0]) for x in result.locator("tbody td:nth-child(3)").all_inner_texts()]
    assert sum(shown) == 0 and len(shown) == 4
    with page.expect_download() as dl:
        w.locator('[data-action="download"]').click()
    record = open(dl.value.path(), encoding="utf-8").read()
    assert list(tg.replay(record).rappen) == shown  # the engine in CPython agrees with the page
    # the replay widget loads the game just played
    r = start(page, "replay")
    r.locator('[data-action="load-last"]').click()
    r.locator(".troggu-step").wait_for()
    assert json.loads(r.locator("textarea").input_value())["plays"] == json.loads(record)["plays"]


# ------------------------------------------------------------------ 5. replay
def test_replay_steps_and_result(play_page: Any) -> None:
    record = tg.dumps(tg.random_game("graechen", 5, 3, bot="heuristic"))
    res = tg.replay(record)
    w = start(play_page, "replay")
    w.locator("textarea").fill(record)
    w.locator('[data-action="load"]').click()
    w.locator(".troggu-step").wait_for()
    steps = 0
    while w.locator('[data-action="next"]').is_enabled():
        w.locator('[data-action="next"]').click()
        steps += 1
    assert steps == len(tg.loads(record).game(complete=True).tricks)
    shown = [int(x.split()[0]) for x in w.locator(".troggu-result tbody td:nth-child(3)").all_inner_texts()]
    assert shown == list(res.rappen)


@pytest.mark.parametrize(
    ("text", "rule"),
    [
        ("not json at all", "record.format"),
        ('{"format": "troggu-record/1", "ruleset": "visp", "players": 4}', "record.format"),
        ("TAMPERED", "play."),
    ],
)
def test_replay_rejects_malformed_records(play_page: Any, text: str, rule: str) -> None:
    if text == "TAMPERED":  # a legal record whose first card is replaced by one the leader does not hold
        rec = tg.loads(tg.dumps(tg.random_game("visp", 4, 8)))
        g = rec.game()
        while g.history and isinstance(g.history[-1], tg.Card):
            g.pop()
        other = g.hand((g.to_move + 1) % g.players)[0]
        data = json.loads(tg.dumps(rec))
        data["plays"][0] = str(other)
        text = json.dumps(data)
    w = start(play_page, "replay")
    w.locator("textarea").fill(text)
    w.locator('[data-action="load"]').click()
    err = w.locator(".troggu-error")
    err.wait_for()
    link = err.locator("a.troggu-rule-link").get_attribute("href") or ""
    assert "#" + rule in link
    assert w.locator(".troggu-step").count() == 0


def test_runtime_that_cannot_load_is_reported(context: Any, site: Any) -> None:
    ctx, guard = context
    page = ctx.new_page()
    guard.watch(page)
    page.route("**/troggu.json", lambda r: r.fulfill(status=404, body="not here"))
    page.goto(site.url + "en/play/")
    page.locator(W.format("scoring") + " .troggu-start").click()
    err = page.locator(W.format("scoring") + " .troggu-error")
    err.wait_for()
    assert "could not be loaded" in err.inner_text() and "HTTP 404" in err.inner_text()
    assert page.locator(W.format("scoring")).get_attribute("data-troggu-state") == "failed"
    page.close()


# ------------------------------------------------------------------ navigation, API for the gallery
def test_instant_navigation_reinitialises_widgets(context: Any, site: Any) -> None:
    ctx, guard = context
    page = ctx.new_page()
    guard.watch(page)
    page.set_viewport_size({"width": 1400, "height": 900})  # wide enough for Material's tabs
    page.goto(site.url + "en/")
    page.evaluate("window.__same_document = true")
    page.locator('a.md-tabs__link[href$="/play/"]').first.click()
    page.wait_for_selector(W.format("scoring") + " .troggu-start")
    assert page.evaluate("window.__same_document") is True  # instant navigation, no full reload
    assert page.locator(".troggu-widget .troggu-start").count() == 5
    # one Pyodide per tab: a widget on the next page (reached by instant navigation) reuses it
    wasm: list[str] = []
    page.on("request", lambda r: wasm.append(r.url) if r.url.endswith(".wasm") else None)
    start(page, "scoring")
    page.locator('a[href$="/en/rules/pay/"]').first.dispatch_event("click")
    page.wait_for_selector(W.format("scoring") + " .troggu-start")
    assert page.evaluate("window.__same_document") is True
    assert "/en/rules/pay/" in page.url
    w = start(page, "scoring")
    assert w.locator("tr[data-ruleset]").count() == len(tg.RULESETS)
    assert len(wasm) == 1, wasm
    page.close()


def test_run_python_api(play_page: Any) -> None:
    out = play_page.evaluate("window.Troggu.runPython('import troggu_core as tg; print(tg.Card.parse(\"XXI\").points)')")
    assert out == {"stdout": "5", "stderr": ""}
    err = play_page.evaluate("window.Troggu.runPython('raise ValueError(\"boom\")')")
    assert "ValueError: boom" in err["stderr"]


def _luminance(rgb: str) -> float:
    r, g, b = (int(x) / 255 for x in re.findall(r"\d+", rgb)[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


@pytest.mark.parametrize("scheme", ["dark", "light"])
def test_widgets_readable_in_dark_and_light_mode(play_page: Any, scheme: str) -> None:
    w = start(play_page, "deal")
    play_page.emulate_media(color_scheme=scheme)
    want = "slate" if scheme == "dark" else "default"
    wait_js(play_page, f"document.body.getAttribute('data-md-color-scheme') === '{want}'")
    text = w.locator(".troggu-seat-name").first.evaluate("e => getComputedStyle(e).color")
    page_bg = play_page.evaluate("getComputedStyle(document.querySelector('.md-main')).backgroundColor")
    if page_bg.endswith(", 0)") or page_bg == "transparent":
        page_bg = play_page.evaluate("getComputedStyle(document.body).backgroundColor")
    contrast = abs(_luminance(text) - _luminance(page_bg))
    assert contrast > 0.3, (scheme, text, page_bg)
    play_page.emulate_media(color_scheme="light")
