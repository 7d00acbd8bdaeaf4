"""The family games' widgets in Debian's chromium: a whole hand played by clicking, to the end.

Each game page (docs/games/<game>.md) carries the family widget, the one card table (troggu-table.js) of every game:
one whole hand per way of playing it (issue 37), not one per game. Großtarock's is played by clicking on the German
page: the person's seat clicks the first playable card, the engine's bots answer, and the settlement the page shows is
checked against the engine in CPython replaying the page's own record; on the way the status line says the phase in
the engine's words and the pictures come from the engine once (issue 38, formerly test_table_words_issue38.py). Troggu's
hand is played by keyboard alone on a phone; the French Tarot's écart by keyboard. The games' rules are the engine's
(tests/kernel/test_conformance.py plays every game, ruleset and player count through the same protocol); Troccas'
table is played in tests/browser/test_hints.py, the French Tarot's in tests/browser/test_table_explains.py.
"""

from __future__ import annotations

from troggu_static_server import wait_render

import json
import re
import time
from typing import Any

import pytest

from troggu_core import web
from troggu_core.any_record import replay_any
from troggu_core.kernel.registry import GAMES
from german_words import english_in
from test_i18n_a11y import phone  # noqa: F401  (the 390x844 mobile context, a fixture)

W = '.troggu-widget[data-widget="play"]'
TROGGU_TABLE = '.troggu-widget[data-widget="play"][data-game="troggu"]:not([data-until])'


def table_of(game: str) -> tuple[str, str]:
    """The German page with the game's card table, and the table's selector (Troggu's play page has two tables:
    the auction alone and the whole round)."""
    return ("play/", TROGGU_TABLE) if game == "troggu" else (f"games/{game}/", W)


def _act_once(w: Any) -> None:
    """The person's one action by clicking: pass in a bidding (else the first action offered), else the first
    playable card."""
    playable = w.locator('.troggu-hand button[aria-disabled="false"]')
    actions = w.locator(".troggu-actions button")
    if actions.count():
        passing = w.locator('.troggu-actions button[data-action-value="pass"]')
        (passing if passing.count() else actions.first).first.click()
    elif playable.count():
        playable.first.click()
    else:
        raise AssertionError("nothing to do although the round is not over")


def kept_trick(w: Any, kept: list[dict[str, Any]]) -> None:
    """A finished trick kept on the felt (the engine's ``trick_complete``): its label, its cards, which trick it is
    (the status line's "Stich k/n" counts the next one) and the seats' names, for a check against the record."""
    seen = w.evaluate(
        """(w) => {
        const kept = w.querySelector(".troggu-kept");
        if (!kept) return null;
        const turn = (w.querySelector(".troggu-turn") || {}).textContent || "";
        const m = /(\\d+)\\/\\d+/.exec(turn);
        const names = {};
        for (const b of w.querySelectorAll(".troggu-seatbox")) names[b.dataset.seat] = b.querySelector(".troggu-seatbox-name").textContent;
        return { label: kept.getAttribute("aria-label"), cards: kept.querySelectorAll(".troggu-played").length,
          players: w.querySelectorAll(".troggu-seatbox").length, index: m ? Number(m[1]) - 2 : null,
          me: Number(w.querySelector(".troggu-seatbox.troggu-me").dataset.seat), names, turn };
      }"""
    )
    if seen is not None:
        assert seen["index"] is not None and seen["index"] >= 0, seen
        kept.append(seen)


def _words(game: str, lang: str) -> set[str]:
    """The engine's words for the game's phases, in ``lang``."""
    info = GAMES[game]
    return {web.phase_text(p, lang, info) for p in web.phase_words(info)}


def status_line(w: Any, game: str, lang: str, seats: list[str]) -> str:
    """Issue 38 and 33 at one step: the table's status line (returned) shows no raw key such as ``phase_chelem`` and
    opens a seat's part with its name; each seat box is named by the engine's name of the seat ("Platz 2", the reader's
    "Du (Platz 1)"); the bidder's box carries the game's own word for the bidder."""
    text = str(w.locator(".troggu-turn").inner_text())
    assert "phase_" not in text, text
    you = {"de": "Du", "en": "You"}[lang]
    names = w.locator(".troggu-seatbox-name").all_inner_texts()
    yours = [m.group(1) for n in names if (m := re.fullmatch(rf"{you} \((.+)\)", n))]
    assert len(yours) == 1 and set(names) - {f"{you} ({yours[0]})"} | set(yours) <= set(seats), (names, seats)
    assert not re.search(r"(^|· )(seat|platz) \d", text), text  # a seat's name opens its part of the line: "Platz 2"
    for tags in w.locator(".troggu-taker .troggu-seatbox-tags").all_inner_texts():
        assert web.bidder_word(GAMES[game], None, lang) in tags, tags
    return text


@pytest.mark.parametrize(("game", "lang", "seed"), [("grosstarock", "de", 11)])
def test_play_a_whole_hand_of_a_family_game(context: Any, site: Any, game: str, lang: str, seed: int) -> None:
    """A whole hand played by clicking, to the settlement: every state (dealt, a refused card, the settlement) is
    axe-clean and, on the German pages, German; the status line says the phase in the engine's words at every step;
    the settlement shown is the engine's for the page's own record, and the replay widget on the same page shows it
    again, each trick's winner by the engine's name of the seat; the page asked the engine for the card pictures and
    the game's words once each (a seed with a hand played, not all passing)."""
    from test_i18n_a11y import assert_axe_clean, german_text

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
    w.locator("select[aria-label]").nth(0).wait_for()
    w.locator("input.troggu-seed").fill(str(seed))
    render = w.get_attribute("data-render")
    w.locator('[data-action="new"]').click()
    render = wait_render(w, render)
    # the hand is drawn with the engine's pictures (from the faces answer)
    assert w.locator(".troggu-hand svg").count() == w.locator(".troggu-hand button").count() > 0
    assert_axe_clean(page, f"{game}: dealt")
    seats = web.seat_names(w.locator(".troggu-seatbox").count(), lang)  # "Platz 1", "Seat 1": the engine's names
    problems: list[str] = []

    def german(where: str, text: str) -> None:
        words = english_in(text) if lang == "de" else []
        if words:
            problems.append(f"{where}: {words}")

    refused = False
    kept: list[dict[str, Any]] = []
    lines: list[str] = []
    for step in range(200):
        lines.append(status_line(w, game, lang, seats))
        if w.get_attribute("data-over") == "true":
            break
        german(f"step {step}", german_text(page))
        playable = w.locator('.troggu-hand button[aria-disabled="false"]')
        unplayable = w.locator('.troggu-hand button[aria-disabled="true"]')
        if not refused and unplayable.count() and playable.count():
            unplayable.first.click(force=True)  # the engine refuses it, with its rule, in the page's language
            # the refusal is a drawing of its own: wait for it, so that the next action waits for its own answer
            # (a stale mark let the loop read the felt while the bots' cards of that answer were still coming)
            render = wait_render(w, render)
            w.locator(".troggu-error").wait_for()
            error = w.locator(".troggu-error").inner_text()
            assert error.strip(), "an empty refusal"
            german("refusal", error)
            assert_axe_clean(page, f"{game}: a refused card")
            refused = True
        _act_once(w)
        render = wait_render(w, render)
        kept_trick(w, kept)
    assert w.get_attribute("data-over") == "true"
    assert refused, "no card was ever refused: the refusal path was not exercised"
    heads = {line.split(" · ")[0] for line in lines}
    assert heads & _words(game, lang), (heads, _words(game, lang))  # the engine's words, in the page's language
    german("settlement", german_text(page))
    assert_axe_clean(page, f"{game}: settled")
    assert not problems, "\n".join(problems[:10])
    shown = [c.inner_text() for c in w.locator(".troggu-result tbody tr").last.locator("td").all()]
    # the page's own record, replayed by the engine in CPython, gives the payments the page shows
    w.locator('[data-action="download"]').click()
    deadline = time.monotonic() + 30
    record = None
    while record is None and time.monotonic() < deadline:
        record = page.evaluate("(g) => (window.Troggu.lastRecords || {})[g] || null", game)
        time.sleep(0.05)
    assert record, "no record"
    result = replay_any(json.loads(record))

    def fmt(v: float) -> str:
        s = str(int(v)) if float(v).is_integer() else str(v)
        return s.replace(".", ",") if lang == "de" else s

    assert shown == [fmt(p) for p in result["payments"]]
    # every finished trick kept on the felt was labelled with the winner the engine names (issue 38: the page takes
    # the trick's end and winner from the engine's table view, it never counts cards)
    assert kept, "no finished trick was kept on the felt: the engine's trick_complete was not exercised"
    for k in kept:
        winner = result["trick_winners"][k["index"]]
        yours = {"de": "Dein Stich", "en": "Your trick"}[lang]
        want = yours if winner == k["me"] else k["names"][str(winner)]
        assert want in k["label"], (k, winner)
        assert k["cards"] == k["players"], k
    # the refusal on the way was shown with its rule; none is left on the page at the end
    assert w.locator(".troggu-error").count() == 0
    # the replay widget on the same page reads the round just played and shows the same settlement; each trick's
    # winner by the engine's name of the seat (the replay answer's seat_labels; the page counts no seat)
    r = page.locator('.troggu-widget[data-widget="replay"]')
    r.locator(".troggu-start").click()
    page.wait_for_selector('.troggu-widget[data-widget="replay"][data-troggu-state="ready"]')
    r.locator('[data-action="load-last"]').click()
    r.locator(".troggu-result").wait_for()
    replayed = [c.inner_text() for c in r.locator(".troggu-result tbody tr").last.locator("td").all()]
    assert replayed == shown
    rows = r.locator(".troggu-trick-row small").all_inner_texts()
    winners = result["trick_winners"]
    assert len(rows) == len(winners) and all(row.endswith(f" {seats[s]}") for row, s in zip(rows, winners)), rows
    ops: list[str] = page.evaluate("() => window.__ops")
    assert ops.count("faces") == 1 and ops.count("meta") == 1, ops
    assert "faces" not in json.loads(web.handle(json.dumps({"op": "meta", "game": game, "lang": lang})))
    page.close()


def _focus(page: Any, table: str = W) -> dict[str, Any]:
    """What has the keyboard focus: its tag, data attributes and whether it sits in the family widget."""
    return dict(
        page.evaluate(
            """(sel) => {
        const a = document.activeElement;
        if (!a || a === document.body) return { tag: "BODY" };
        return { tag: a.tagName, card: a.dataset.card || null, action: a.dataset.action || null,
                 value: a.dataset.actionValue || null, disabled: a.getAttribute("aria-disabled"),
                 inWidget: !!a.closest(sel), inHand: !!a.closest(sel + " .troggu-hand"),
                 inActions: !!a.closest(sel + " .troggu-actions") };
    }""",
            table,
        )
    )


# one hand by keyboard (issue 37: one table for every game; Großtarock's hand, by clicking, is the one above): Troggu's,
# whose person also bids (Großtarock's person only plays cards); the French Tarot's exchange by keyboard is
# test_french_tarot_ecart_by_keyboard
@pytest.mark.parametrize(("game", "seed"), [("troggu", 3)])
def test_play_a_hand_on_a_phone_by_keyboard_alone(phone: Any, site: Any, game: str, seed: int) -> None:
    """Issue 12's card table, the one table of every game: on a 390x844 phone, on the German page, a whole hand is
    played with the keyboard alone (Enter on the focused control, the arrow keys, Home and End within the hand,
    Tab only between the controls of a row); at every step of the play the status line, the felt with the
    current trick and the hand are on screen together, focus never falls back to the page, one small live region
    announces the newest event only, and axe is clean at the milestones."""
    from test_i18n_a11y import _on_screen, assert_axe_clean

    page = phone
    url, table = table_of(game)
    page.goto(site.url + url)
    w = page.locator(table)
    w.locator(".troggu-start").focus()  # as a person tabbing to the start button
    page.keyboard.press("Enter")
    page.wait_for_selector(table + '[data-troggu-state="ready"]')  # no eval: CSP
    # one key press dealt a round (issue 24): focus is on its first control (a card or a bid); the deal's number is
    # reached with Shift+Tab, a given number typed there, and "Neu geben" a Tab or two after it deals that deal
    f = _focus(page, table)
    assert f["inHand"] or f["inActions"], f
    for _ in range(40):
        if page.evaluate("() => document.activeElement.classList.contains('troggu-seed')"):
            break
        page.keyboard.press("Shift+Tab")
    assert page.evaluate("() => document.activeElement.classList.contains('troggu-seed')")
    page.keyboard.press("Control+A")
    page.keyboard.type(str(seed))
    for _ in range(3):
        page.keyboard.press("Tab")
        if _focus(page, table).get("action") == "new":
            break
    assert _focus(page, table).get("action") == "new"
    render = w.get_attribute("data-render")
    page.keyboard.press("Enter")
    render = wait_render(w, render)
    assert_axe_clean(page, f"{game}: dealt on a phone")

    def sel(s: str) -> str:
        return f"{table} {s}"

    phases: list[str] = []
    plays = 0
    bid_checked = False
    for step in range(300):
        if w.get_attribute("data-over") == "true":
            break
        phase = w.locator(".troggu-turn").get_attribute("data-phase") or ""
        if not phases or phases[-1] != phase:
            phases.append(phase)
        f = _focus(page, table)
        assert f["tag"] != "BODY", f"{game}, step {step} ({phase}): focus fell back to the page"
        assert f["inWidget"], f"{game}, step {step}: focus left the widget: {f}"
        live = w.locator("[aria-live]:not(.troggu-estimate):not(.troggu-note)")
        assert live.count() == 1 and w.locator(".troggu-live").count() == 1, "one live region"
        assert len(w.locator(".troggu-live").inner_text()) < 400, w.locator(".troggu-live").inner_text()
        if w.locator('[data-action="lay-away"]').count():
            pytest.fail("the person's seat is not the dealer's: no lay-away expected")
        playable = w.locator('.troggu-hand button[aria-disabled="false"]').count()
        actions = w.locator(".troggu-actions button").count()
        if playable:
            # play: the status line, the table with the trick and the hand on one phone screen, no scrolling
            assert _on_screen(page, sel(".troggu-turn")), f"{game}, step {step}: status line off screen"
            assert _on_screen(page, sel(".troggu-felt")), f"{game}, step {step}: table off screen"
            assert _on_screen(page, sel(".troggu-hand")), f"{game}, step {step}: hand off screen"
            # ... and not hidden under Material's fixed header either
            assert page.evaluate(
                "(s) => document.querySelector(s).getBoundingClientRect().top + 1 >= "
                "document.querySelector('.md-header').getBoundingClientRect().bottom",
                sel(".troggu-cardtable"),
            ), f"{game}, step {step}: table under the page header"
            assert f["inHand"] and f["disabled"] == "false", f"{game}, step {step}: focus not on a playable card: {f}"
            # the arrow keys, Home and End move within the hand; unplayable cards say so (aria-disabled)
            page.keyboard.press("End")
            assert _focus(page, table)["inHand"]
            page.keyboard.press("Home")
            assert _focus(page, table)["inHand"]
            n = w.locator(".troggu-hand button").count()
            for _ in range(n):
                if _focus(page, table)["disabled"] == "false":
                    break
                page.keyboard.press("ArrowRight")
            f = _focus(page, table)
            assert f["inHand"] and f["disabled"] == "false", f
            plays += 1
            if plays in (1, 6):
                assert_axe_clean(page, f"{game}: play, card {plays}")
        elif actions:
            # bidding (or an announcement): focus on an action button; Tab along the row to "pass" if offered
            assert f["inActions"], f"{game}, step {step} ({phase}): focus not on an action button: {f}"
            if not bid_checked:
                assert_axe_clean(page, f"{game}: bidding")
                bid_checked = True
            if w.locator('.troggu-actions button[data-action-value="pass"]').count():
                for _ in range(actions):
                    if _focus(page, table)["value"] == "pass":
                        break
                    page.keyboard.press("Tab")
                assert _focus(page, table)["value"] == "pass"
        else:
            raise AssertionError(f"{game}, step {step}: nothing to do although the round is not over")
        page.keyboard.press("Enter")
        render = wait_render(w, render)
    assert w.get_attribute("data-over") == "true", phases
    assert "play" in phases and plays >= 5, phases
    f = _focus(page, table)
    assert f["tag"] != "BODY" and f["inWidget"], f"the settlement: focus fell back to the page: {f}"
    assert w.locator(".troggu-result").count() == 1
    assert_axe_clean(page, f"{game}: settled on a phone")
    # the round's record is named after the game, the ruleset, the players and the seed
    with page.expect_download() as d:
        w.locator('[data-action="download"]').click()
    assert re.fullmatch(rf"{game}-[a-z0-9-]+-\d+p-seed{seed}\.json", d.value.suggested_filename), (
        d.value.suggested_filename
    )


def test_french_tarot_ecart_by_keyboard(context: Any, site: Any) -> None:
    """The lay-away by keyboard (issue 12): the person takes the French Tarot's dog and lays away six cards with
    the arrow keys and Enter (each toggled card keeps focus and says it is chosen), then Tab to the lay-away button;
    the engine takes the écart and the round goes on. Only cards the engine allows may be chosen."""
    from test_i18n_a11y import assert_axe_clean

    ctx, guard = context
    page = ctx.new_page()
    guard.watch(page)
    page.set_default_timeout(120_000)
    page.goto(site.url + "games/french-tarot/")
    w = page.locator(W)
    w.locator(".troggu-start").click()
    page.wait_for_selector(W + '[data-troggu-state="ready"]')
    w.locator("input.troggu-seed").fill("12")
    render = w.get_attribute("data-render")
    w.locator('[data-action="new"]').click()
    render = wait_render(w, render)
    w.locator('.troggu-actions button[data-action-value="prise"]').click()  # the person takes
    render = wait_render(w, render)
    lay = w.locator('[data-action="lay-away"]')
    assert lay.count() == 1 and lay.is_disabled()
    hand = w.locator(".troggu-hand button")
    assert hand.count() == 24 + 6  # the dog taken up
    # the dog's cards framed and named so (the table view's taken_up), as the engine's own view names the dog
    out = json.loads(web.handle(json.dumps({"op": "new_game", "game": "french-tarot", "seed": 12, "lang": "de"})))
    out = json.loads(web.handle(json.dumps({"op": "act", "game": "french-tarot", "id": out["id"], "action": "prise"})))
    framed = w.locator(".troggu-hand button.troggu-from-tapp")
    assert sorted(b.get_attribute("data-card") for b in framed.all()) == sorted(out["view"]["dog"])
    assert "aus dem Hund" in framed.first.inner_text() and "aus dem Hund" in w.locator(".troggu-legend").inner_text()
    allowed = w.locator('.troggu-hand button[aria-disabled="false"]')
    assert 6 <= allowed.count() < hand.count()  # kings and trumps may not go (the engine says which)
    allowed.first.focus()
    chosen: list[str] = []
    while len(chosen) < 6:
        f = _focus(page)
        if f.get("disabled") == "false" and f.get("card") not in chosen:
            page.keyboard.press("Enter")
            render = wait_render(w, render)
            assert _focus(page).get("card") == f["card"], "focus left the card just chosen"
            assert w.locator(f'.troggu-hand button[data-card="{f["card"]}"]').get_attribute("aria-pressed") == "true"
            chosen.append(f["card"])
        page.keyboard.press("ArrowRight")
    assert not lay.is_disabled()
    assert_axe_clean(page, "french tarot: écart chosen")
    for _ in range(40):
        if _focus(page).get("action") == "lay-away":
            break
        page.keyboard.press("Tab")
    assert _focus(page).get("action") == "lay-away"
    page.keyboard.press("Enter")
    render = wait_render(w, render)
    assert w.locator(".troggu-error").count() == 0
    assert w.locator('[data-action="lay-away"]').count() == 0
    assert w.locator(".troggu-hand button").count() == 24
    shown = set(w.locator(".troggu-hand button").evaluate_all("els => els.map(e => e.dataset.card)"))
    assert not shown & set(chosen)
    page.close()
