"""Issue 24: the play table explains itself, in German and English, on a 390x844 phone and a 1366x900 desktop: one
page load per case (the German page starts on the phone, the English one on the desktop, and each turns to the other
size half-way; every check is made at both sizes). The table is one JavaScript path for every game; the cases are
the two games whose person lays away (Troggu, the French Tarot), one per language. Troccas' and Großtarock's rounds
are played whole at the same table by tests/browser/test_family_widgets.py, and every game's explanation is
the engine's (tests/test_explain.py); two more whole rounds here cost about 40 s of CI (issue 37).

Checked: one click deals; "Neu geben" twice deals two different hands and "Nochmal dieselben Karten" the same again;
a refused card's message is inside the viewport, addressed to the person, with the rule's text at hand and its page
opening in a new tab while the game stays; nothing of the theme overlaps the felt, no seat's box covers the trick's
label and every card of the trick is seen whole; the exchange (Troggu, French Tarot: the games where the person may
lay away) has its legend and counts the chosen cards; the result is the engine's explanation (the target, the
points, the reason) with a new round under it; the bots' cards come one by one at a chosen pace; axe is clean in
every state (dealt, a refused card, the rule's text open, the exchange, the result), once per state (issue 37: axe
runs once per widget state; what the size changes, the layout, is checked at both sizes).
"""

from __future__ import annotations

from troggu_static_server import wait_render

import json
import re
import time
from typing import Any

import pytest

from test_i18n_a11y import assert_axe_clean
from troggu_core.any_record import replay_any
from troggu_core.kernel.registry import GAMES
from troggu_core.web import handle

SIZES = [(390, 844), (1366, 900)]
# the two tables with the person's lay-away, one per language: each case checks both sizes, and each language starts
# on its own size
CASES = [("troggu", "de"), ("french-tarot", "en")]


def _url(game: str, lang: str) -> tuple[str, str]:
    base = "" if lang == "de" else "en/"
    if game == "troggu":  # the play page's whole-round table (the first one stops after the auction)
        return base + "play/", '.troggu-widget[data-widget="play"][data-game="troggu"]:not([data-until])'
    return base + f"games/{game}/", '.troggu-widget[data-widget="play"]'


def _hand(w: Any) -> list[str]:
    return [str(c) for c in w.locator(".troggu-hand [data-card]").evaluate_all("(bs) => bs.map((b) => b.dataset.card)")]


def _in_view(page: Any, locator: Any) -> bool:
    """The element lies wholly between the bottom of the page's header and the bottom of the viewport."""
    return bool(
        locator.evaluate(
            """(e) => {
        const r = e.getBoundingClientRect();
        const h = document.querySelector(".md-header");
        const top = h ? h.getBoundingClientRect().bottom : 0;
        return r.height > 0 && r.top >= top - 1 && r.bottom <= window.innerHeight + 1;
    }"""
        )
    )


def _felt_clear(page: Any, w: Any) -> list[str]:
    """What covers the felt: a fixed or sticky element of the page outside the table whose box meets the felt's
    (with the felt scrolled just under the header), a seat's box over the words of the trick's label, and any card of
    the trick not on top at its centre."""
    w.locator(".troggu-felt").evaluate(
        """(f) => { const h = document.querySelector(".md-header"); const r = f.getBoundingClientRect();
                    window.scrollBy(0, r.top - (h ? h.getBoundingClientRect().bottom : 0) - 4); }"""
    )
    return list(
        w.locator(".troggu-felt").evaluate(
            """(f) => {
        const out = [];
        const fr = f.getBoundingClientRect();
        for (const e of document.querySelectorAll("body *")) {
            if (f.contains(e) || e.contains(f)) continue;
            const cs = getComputedStyle(e);
            if (!["fixed", "sticky"].includes(cs.position) || cs.display === "none" || cs.visibility === "hidden") continue;
            const r = e.getBoundingClientRect();
            if (!r.width || !r.height) continue;
            if (r.left < fr.right && r.right > fr.left && r.top < fr.bottom && r.bottom > fr.top) out.push(e.className || e.tagName);
        }
        const label = f.querySelector(".troggu-current-trick > .troggu-seat-name");
        if (label) { // the words of the trick's label ("Aktueller Stich", "Stich an Platz 3"), not its whole line
            const range = document.createRange();
            range.selectNodeContents(label);
            const lr = range.getBoundingClientRect();
            for (const b of f.querySelectorAll(".troggu-seatbox")) {
                const r = b.getBoundingClientRect();
                if (r.left < lr.right && r.right > lr.left && r.top < lr.bottom && r.bottom > lr.top) out.push("seat box " + b.dataset.seat + " over the trick's label");
            }
        }
        for (const c of f.querySelectorAll(".troggu-current-trick .troggu-fcard")) {
            const r = c.getBoundingClientRect();
            const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
            if (!hit || !c.contains(hit)) out.push("trick card " + c.dataset.card + " covered by " + (hit ? hit.className : "nothing"));
        }
        return out;
    }"""
        )
    )


def _refuse(page: Any, w: Any, render: str) -> tuple[str, bool]:
    """Act (pass in a bidding, else the first playable card) until a card of a hand in play can be refused; refuse
    it. Returns the render count and whether a refusal was shown."""
    for _ in range(80):
        if w.get_attribute("data-over") == "true":
            return render, False
        blocked = w.locator('.troggu-hand:not(.troggu-idle) button[aria-disabled="true"]')
        playable = w.locator('.troggu-hand button[aria-disabled="false"]')
        if blocked.count() and playable.count() and not w.locator('[data-action="lay-away"]').count():
            blocked.first.click(force=True)
            return wait_render(w, render), True
        actions = w.locator(".troggu-actions button")
        if w.locator('[data-action="lay-away"]').count():
            return render, False
        if actions.count():
            passing = w.locator('.troggu-actions button[data-action-value="pass"]')
            (passing if passing.count() else actions).first.click()
        elif playable.count():
            playable.first.click()
        else:
            return render, False
        render = wait_render(w, render)
        if w.locator(".troggu-felt.troggu-tap-clears").count():  # a finished trick kept on the felt: seen whole too
            assert not _felt_clear(page, w), f"a kept trick: {_felt_clear(page, w)}"
    return render, False


EXCHANGE = {"troggu": (3, "normal"), "french-tarot": (12, "prise")}
"""A deal (its number) where the person's bid wins the auction and leads to the exchange, and the bid: Troggu's Tapp
exchange, the French Tarot's écart. In Troccas and Großtarock the dealer lays away and the person's seat is never the
dealer's (the seat after the dealer's), so the table shows no exchange to the person there."""


def _size(page: Any, size: tuple[int, int]) -> str:
    """The viewport at ``size``, once the page has drawn a frame at it (as soon as a person could look)."""
    page.set_viewport_size({"width": size[0], "height": size[1]})
    page.evaluate("() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))")
    return f"{size[0]}px"


def _new_twice(w: Any, render: str) -> tuple[str, list[tuple[list[str], str]]]:
    """ "Neu geben" twice: two different hands, each with its deal's number."""
    hands = []
    for _ in range(2):
        w.locator('.troggu-controls [data-action="new"]').click()
        render = wait_render(w, render)
        hands.append((_hand(w), w.locator(".troggu-deal-no").inner_text()))
    assert hands[0] != hands[1], "two new deals dealt the same cards"
    return render, hands


def _refusal(ctx: Any, page: Any, w: Any, render: str, where: str, first: bool) -> str:
    """A refused card (dealing anew until one can be refused): its message in view, said to the person; the rule's
    text folds out and its page is a link to a new tab; the first time axe is clean, the tab is opened and the game
    stays, and axe sees the rule's text open; the next card clears it."""
    # (in about 2 French Tarot deals of 5 everyone passes and nothing is played: 12 deals leave a 3e-5 chance)
    for _attempt in range(12):
        render, refused = _refuse(page, w, render)
        if refused:
            break
        w.locator('.troggu-controls [data-action="new"]').click()
        render = wait_render(w, render)
    assert refused, f"{where}: no card could be refused"
    box = w.locator(".troggu-refusal")
    assert _in_view(page, box), f"{where}: the refusal is off screen"
    text = box.locator(".troggu-error-text").inner_text()
    assert re.search(r"\b(du|you)\b", text, re.I), text  # said to the person at the seat
    if first:
        assert_axe_clean(page, f"{where}: a refused card")
    box.locator(".troggu-rule-toggle").click()
    assert box.locator(".troggu-rule-text").inner_text().strip()
    link = box.locator("a.troggu-rule-link")
    assert link.get_attribute("target") == "_blank" and "#" in str(link.get_attribute("href"))
    if first:  # the same link at either size: opened once (a rules page's load)
        hand = _hand(w)
        with ctx.expect_page() as opened:
            link.click()
        rule_page = opened.value
        rule_page.wait_for_load_state()
        assert "#" in rule_page.url, rule_page.url
        rule_page.close()
        assert _hand(w) == hand and w.locator(".troggu-refusal").count() == 1, f"{where}: the game did not stay"
        assert_axe_clean(page, f"{where}: the rule's text open")
    assert not _felt_clear(page, w), f"{where}, a refused card: {_felt_clear(page, w)}"
    # the next card played clears the refusal
    w.locator('.troggu-hand button[aria-disabled="false"]').first.click()
    render = wait_render(w, render)
    assert w.locator(".troggu-refusal").count() == 0
    return render


def _exchange(page: Any, w: Any, render: str, game: str, lang: str, sizes: list[tuple[int, int]]) -> str:
    """The exchange (a given deal, the person's winning bid): the legend and the count of chosen cards, a chosen card
    raised and counted; nothing over the felt at both sizes, axe clean."""
    seed, bid = EXCHANGE[game]
    w.locator("input.troggu-seed").fill(str(seed))
    w.locator('.troggu-controls [data-action="new"]').click()
    render = wait_render(w, render)
    w.locator(f'.troggu-actions button[data-action-value="{bid}"]').click()
    render = wait_render(w, render)
    lay = w.locator('[data-action="lay-away"]')
    assert lay.count() == 1 and lay.is_disabled(), f"{game}: no exchange after {bid} in deal {seed}"
    count = w.locator(".troggu-legend .troggu-count")
    n = int(re.findall(r"\d+", count.inner_text())[-1])
    if game == "troggu":  # the Tapp's cards framed and named, as the engine's view of the Tappist lists them
        out = json.loads(handle(json.dumps({"op": "new_game", "game": game, "seed": seed, "lang": lang})))
        out = json.loads(handle(json.dumps({"op": "act", "game": game, "id": out["id"], "action": bid})))
        framed = w.locator(".troggu-hand button.troggu-from-tapp")
        assert sorted(b.get_attribute("data-card") for b in framed.all()) == sorted(out["view"]["tapp"])
        assert ("aus dem Tapp" if lang == "de" else "from the Tapp") in framed.first.inner_text()
        assert "Tapp" in w.locator(".troggu-legend").inner_text()
    assert count.inner_text() == (f"0 von {n} gewählt" if lang == "de" else f"0 of {n} chosen")
    card = w.locator('.troggu-hand button[aria-disabled="false"]').first
    code = card.get_attribute("data-card")
    card.click()
    render = wait_render(w, render)
    chosen = w.locator(f'.troggu-hand button[data-card="{code}"]')
    assert chosen.get_attribute("aria-pressed") == "true"
    assert count.inner_text() == (f"1 von {n} gewählt" if lang == "de" else f"1 of {n} chosen")
    assert _in_view(page, count), f"{game} {lang}: the count of chosen cards is off screen"
    for i, size in enumerate(sizes):
        where = f"{game} {lang} {_size(page, size)}"
        assert not _felt_clear(page, w), f"{where}, the exchange: {_felt_clear(page, w)}"
        if i == 0:
            assert_axe_clean(page, f"{where}: the exchange")
    return render


@pytest.mark.parametrize(("game", "lang"), CASES)
def test_the_table_explains_itself(context: Any, site: Any, game: str, lang: str) -> None:
    """The whole matrix of issue 24 in one page load per game and language: every check at both sizes (the German
    page starts on the phone, the English one on the desktop, and each turns to the other size half-way)."""
    ctx, guard = context
    page = ctx.new_page()
    guard.watch(page)
    page.set_default_timeout(120_000)
    sizes = SIZES if lang == "de" else SIZES[::-1]
    try:
        _size(page, sizes[0])
        url, sel = _url(game, lang)
        page.goto(site.url + url)
        w = page.locator(sel)
        w.locator(".troggu-start").click()
        page.wait_for_selector(sel + '[data-troggu-state="ready"]')
        # one click deals: the hand is there, with the deal's number
        assert w.locator(".troggu-hand [data-card]").count() > 0
        assert w.locator(".troggu-deal-no").inner_text().startswith("Spiel Nr." if lang == "de" else "Deal no.")
        render = str(w.get_attribute("data-render"))

        for i, size in enumerate(sizes):
            where = f"{game} {lang} {_size(page, size)}"
            # "Neu geben" twice: two different hands; the first time "Nochmal dieselben Karten" the same hand again
            render, hands = _new_twice(w, render)
            if i == 0:
                w.locator('.troggu-controls [data-action="same"]').click()
                render = wait_render(w, render)
                assert (_hand(w), w.locator(".troggu-deal-no").inner_text()) == hands[1]
            assert not _felt_clear(page, w), f"{where}: {_felt_clear(page, w)}"
            if i == 0:
                assert_axe_clean(page, f"{where}: dealt")
            render = _refusal(ctx, page, w, render, where, first=i == 0)

        # the bots' cards come one by one at the chosen pace (a fast one here), the hand waiting meanwhile (German pages)
        w.locator("select.troggu-speed").select_option("250" if lang == "de" else "0")
        paced = False
        for _ in range(10 if lang == "de" else 0):
            playable = w.locator('.troggu-hand button[aria-disabled="false"]')
            if w.get_attribute("data-over") == "true" or not playable.count():
                break
            playable.first.click()
            deadline = time.monotonic() + 30
            while time.monotonic() < deadline and w.get_attribute("data-render") == render:
                # read at one moment: while the bots' cards come, no card of the hand may be played
                waiting = w.evaluate(
                    "(w) => w.dataset.pacing === 'true' ? "
                    "w.querySelectorAll('.troggu-hand button[aria-disabled=\"false\"]').length : -1"
                )
                if waiting >= 0:
                    paced = True
                    assert waiting == 0, "a card was playable while the bots played"
                time.sleep(0.01)
            render = wait_render(w, render)
            if paced:
                break
        assert paced or lang == "en" or w.get_attribute("data-over") == "true", "the bots' cards were not paced"
        w.locator("select.troggu-speed").select_option("0")

        # the exchange (the games where the person may be the one to lay away), at the size now and the other
        if game in EXCHANGE:
            render = _exchange(page, w, render, game, lang, sizes[::-1])
            sizes = sizes[::-1]

        # the result: the engine's explanation (checked against CPython's) with the payment rules' page, a new round
        if w.get_attribute("data-over") != "true":
            w.locator('[data-action="finish"]').click()
            render = wait_render(w, render)
        assert w.get_attribute("data-over") == "true"
        # the result is read from its heading: it has the focus and is on screen
        heading = w.locator(".troggu-result h4")
        assert heading.evaluate("(h) => h === document.activeElement"), "the result's heading has no focus"
        assert _in_view(page, heading), f"{game} {lang}: the result's heading is off screen"
        shown = [li.inner_text() for li in w.locator(".troggu-explain li").all()]
        deadline = time.monotonic() + 30
        record = None
        while record is None and time.monotonic() < deadline:
            record = page.evaluate("(g) => (window.Troggu.lastRecords || {})[g] || null", game)
            time.sleep(0.05)
        assert record, "no record"
        result = replay_any(json.loads(record))
        expected = [line[:1].upper() + line[1:] for line in GAMES[game].explain(result, 1, lang).lines]
        assert shown == expected
        assert ("(du)" if lang == "de" else "(you)") in "\n".join(shown)
        assert w.locator(".troggu-result a.troggu-rule-link").get_attribute("target") == "_blank"
        for i, size in enumerate(sizes[::-1]):
            where = f"{game} {lang} {_size(page, size)}"
            assert not _felt_clear(page, w), f"{where}, the result: {_felt_clear(page, w)}"
            if i == 0:
                assert_axe_clean(page, f"{where}: the result")
        w.locator('.troggu-after [data-action="again"]').click()
        wait_render(w, render)
        assert w.get_attribute("data-over") == "false"
    finally:
        page.close()  # a failed check leaves no page (and no engine) behind for the next test
