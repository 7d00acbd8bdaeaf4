"""Lernen (issue 21) in Debian's chromium on a 390x844 phone, German, by keyboard alone: the whole Troggu path in
order, to its completion screen (issue 33). The lessons of each kind of task (the first lesson of each kind), every
stage's test and the final hand are played whole (``_play``: axe, the first wrong answer, whose refusal or reason must
show, a hint, the solution); the others are solved at once (``_solve``: opened by "Weitermachen", answered right, three
stars, marked done). Of the family games, the lessons of the kinds the Troggu path lacks and each game's lay-away are
played whole. axe finds no serious or critical violation on any lesson state; no English on the German path; progress
and stars are kept in the browser and reset. Every lesson's answers are the engine's (tests/test_lessons.py judges each
lesson's solution and every wrong answer, and checks that the page offers them); every lesson played whole in the
browser is ``bench/learn_sweep.py`` (figures, no verdict; issue 37: the whole sweep was about half of this file's CPU).
Screenshots go to ``tests/browser/shots/`` when ``TROGGU_SHOTS`` is set."""

from __future__ import annotations

import os
import time
from pathlib import Path
from typing import Any

from troggu_core.learn import all_lessons
from troggu_core.learn.judge import MAX_STARS, judge, stars
from troggu_static_server import wait_js
from collections.abc import Iterator

import pytest

from conftest import instant_bots, open_context
from test_i18n_a11y import assert_axe_clean as _axe_clean, english_in, german_text
from test_table_explains import _felt_clear

W = '.troggu-widget[data-widget="learn"]'
SHOTS = os.environ.get("TROGGU_SHOTS")


def assert_axe_clean(page: Any, where: str, whole: bool = False) -> None:
    """axe on the lesson player (``whole``: on the page), once its transitions are over (Material's "back to top"
    button fades in as the lesson's title takes the focus: half faded in, it fails a contrast check it passes)."""
    wait_js(page, "() => document.getAnimations().every((a) => a.playState !== 'running')")
    _axe_clean(page, where, None if whole else W)


@pytest.fixture(scope="module")
def learn_phone(browser: Any, site: Any, runtime_snapshot: Any) -> Iterator[Any]:
    """One 390x844 phone page for this file's phone tests (test_i18n_a11y's ``phone``, its context warmed once: each
    new context costs the runtime's snapshot copied in); its guard fails the module on a page error."""
    ctx, guard = open_context(
        browser, site, runtime_snapshot, viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True
    )
    instant_bots(ctx)
    page = ctx.new_page()
    page.set_default_timeout(120_000)
    guard.watch(page)
    yield page
    ctx.close()
    guard.check()


def _shot(page: Any, name: str) -> None:
    if SHOTS:
        Path(SHOTS).mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(Path(SHOTS) / f"{name}.png"), full_page=True)


def _press(page: Any, selector: str) -> None:
    """Reach a control by keyboard: focus it and press Enter (as Tab would reach it; the page has many stops)."""
    loc = page.locator(selector).first
    loc.focus()
    page.keyboard.press("Enter")


def _sort(lesson: Any) -> str:
    """A lesson's kind of task as the page draws it (a question asking for a payment is typed as a number)."""
    ask = lesson.data["task"].get("ask")
    return f"{lesson.kind}/{ask}" if ask else lesson.kind


def _answer(page: Any, lesson: Any, answer: str) -> None:
    kind = lesson.kind
    if kind == "quiz":  # a stage's test: every question answered, then handed in
        for i, (part, q) in enumerate(zip(answer.split("|"), lesson.questions()), start=1):
            if q.kind == "count":
                field = page.locator(f'{W} [data-answer-input="{i}"]')
                field.fill("")
                field.focus()
                page.keyboard.type(part.strip())
            else:
                _press(page, f'{W} [data-question="{i}"] [data-answer="{part.strip()}"]')
        _press(page, f"{W} [data-action=check]")
    elif kind == "count" or _sort(lesson) == "question/payment":
        page.locator(f"{W} [data-answer-input]").fill("")
        page.locator(f"{W} [data-answer-input]").focus()
        page.keyboard.type(answer)
        page.keyboard.press("Enter")
    elif kind == "lay_away":
        # the cards chosen before stay chosen (a refused lay-away is corrected, not begun again): press the difference
        pressed = set(page.eval_on_selector_all(f'{W} [aria-pressed="true"]', "els => els.map(e => e.dataset.answer)"))
        for card in sorted(pressed ^ set(answer.split()[1:])):
            _press(page, f'{W} [data-answer="{card}"]')
        _press(page, f"{W} [data-action=check]")
    else:
        _press(page, f'{W} [data-answer="{answer}"]')


def _play(page: Any, lesson: Any, lang_de: bool = True, whole: bool = True) -> None:
    """Play the lesson just opened: whole (``_play_lesson``), else solved at once (``_solve``); its seconds printed."""
    t0 = time.monotonic()
    try:
        (_play_lesson if whole else _solve)(page, lesson, lang_de)
    except Exception:
        _shot(page, f"failed-{lesson.id}")
        raise
    print(f"{lesson.id}: {time.monotonic() - t0:.1f} s" + ("" if whole else " (solved at once)"))


def _solve(page: Any, lesson: Any, lang_de: bool) -> None:
    """A lesson of a kind played whole elsewhere on the path: answered right at the first try without a hint, it is
    solved with the engine's stars for that (all of them) and the page offers the next lesson."""
    page.locator(f'{W}[data-view="lesson"][data-lesson="{lesson.id}"]').wait_for()
    _answer(page, lesson, lesson.data["solution"])
    page.locator(f'{W}[data-solved="1"]').wait_for()
    want = stars(1, 0, lesson.data["par"])
    assert want == MAX_STARS
    shown = page.locator(f"{W} .troggu-learn-solved").inner_text()
    assert "★" * want + "☆" * (MAX_STARS - want) in shown, (lesson.id, shown)
    assert page.locator(f"{W} .troggu-learn-solved [data-action=next]").count() == 1, lesson.id
    if lang_de:
        assert not english_in(german_text(page)), (lesson.id, english_in(german_text(page)))


_FEEDBACK_CHECKED: set[str] = set()
"""The kinds of lesson whose feedback states (a refusal or a reason, solved) axe has checked: each lesson's task is
checked, the feedback, drawn alike for every lesson of a kind, once per kind (the test stays within CI's budget)."""


TABLE = f"{W} .troggu-learn-table"


def _start_table(page: Any) -> Any:
    """Start the final test's play table (the bots at once: the test does not wait for their pace)."""
    page.evaluate("() => localStorage.setItem('troggu-speed', '0')")
    _press(page, f"{TABLE} .troggu-start")
    table = page.locator(TABLE)
    wait_js(page, "(s) => { const w = document.querySelector(s); return w && w.dataset.over === 'false'; }", TABLE)
    return table


def _shrunk_cards(table: Any) -> list[str]:
    """The hand's cards whose picture is narrower than its button (the Tapp's cards sat 41 px wide in 68 px)."""
    return list(
        table.evaluate(
            """(w) => [...w.querySelectorAll(".troggu-hand button.troggu-fcard")].filter((b) => {
            const pic = b.querySelector("svg"); if (!pic) return false;
            return pic.getBoundingClientRect().width < b.getBoundingClientRect().width - 14;
          }).map((b) => b.dataset.card + " " + Math.round(b.querySelector("svg").getBoundingClientRect().width) + "/"
            + Math.round(b.getBoundingClientRect().width))"""
        )
    )


def _play_the_hand_by_keyboard(page: Any, table: Any) -> None:
    """The learner's own moves to the end of the round: "normal" when bidding, the first cards offered to lay away,
    then the first card the rules allow. On the way, the table laid out for the lesson's width: no seat box over the
    trick, every card of the trick seen whole, the Tapp's cards at full size, the table's Tipp 44 px high."""
    problems: list[str] = []
    for _ in range(120):
        if table.get_attribute("data-over") == "true":
            assert not problems, problems[:8]
            return
        if table.locator(".troggu-current-trick .troggu-fcard").count():
            problems += _felt_clear(page, table)
        if table.locator('[data-action="lay-away"]').count():
            problems += _shrunk_cards(table)
        tip = table.locator(".troggu-hint-button")
        if tip.count() and tip.is_visible():
            box = tip.bounding_box()
            if box and box["height"] < 44:
                problems.append(f"the table's Tipp is {box['height']:.0f} px high")
        before = table.get_attribute("data-render")
        normal = table.locator('.troggu-actions button[data-action-value="normal"]')
        actions = table.locator(".troggu-actions button")
        lay = table.locator('[data-action="lay-away"]')
        if normal.count() or actions.count():
            (normal if normal.count() else actions).first.focus()
        elif lay.count() and lay.is_disabled():
            table.locator('.troggu-hand button[aria-disabled="false"][aria-pressed="false"]').first.focus()
        elif lay.count():
            lay.focus()
        else:
            table.locator('.troggu-hand button[aria-disabled="false"]').first.focus()
        page.keyboard.press("Enter")
        wait_js(page, "([s, b]) => document.querySelector(s).dataset.render !== b", [TABLE, before])
    raise AssertionError("the hand did not end")


def _final_test(page: Any, lesson: Any, lang: str) -> None:
    """Issue 33: the whole hand is the learner's. The table has no settings, new deal or "bots finish" and one Tipp
    (the table's); letting the bots finish it anyway (the control, hidden, pressed by script) earns no star and
    offers the hand again; played by the learner, the engine gives the stars (no hint taken: three)."""
    table = _start_table(page)
    assert page.locator(f"{W} .troggu-learn-tools").count() == 0  # no lesson Tipp beside the table's
    for hidden in ("finish", "new", "same", "download"):
        assert not page.locator(f'{TABLE} [data-action="{hidden}"]').first.is_visible(), hidden
    assert not page.locator(f"{TABLE} .troggu-controls").is_visible()
    page.evaluate("(s) => document.querySelector(s).click()", f'{TABLE} [data-action="finish"]')
    worse = page.locator(f"{W} .troggu-learn-worse")
    worse.wait_for()
    assert ("selbst spielst" if lang == "de" else "play it yourself") in worse.inner_text()
    assert page.locator(W).get_attribute("data-solved") == ""
    assert_axe_clean(page, f"{lesson.id} (finished by the bots)")
    _press(page, f"{W} [data-action=restart]")
    table = _start_table(page)
    _shot(page, "learn-final-hand-phone")
    _play_the_hand_by_keyboard(page, table)
    page.locator(f'{W}[data-solved="1"]').wait_for()
    assert "★★★" in page.locator(f"{W} .troggu-learn-solved").inner_text()
    assert not page.locator(f"{W} .troggu-learn-worse").count()  # nothing stale once the hand is judged


def _touch_problems(page: Any) -> list[str]:
    """The lesson player's buttons (outside the final test's table) under 44 px high, or touching another button;
    the number field without a visible border, under 16 px or under 44 px high."""
    return list(
        page.evaluate(
            """(s) => {
        const out = [];
        const shown = (e) => { const r = e.getBoundingClientRect(); return r.width > 0 && r.height > 0; };
        const buttons = [...document.querySelectorAll(s + " button")].filter((b) => shown(b) && !b.closest(".troggu-learn-table"));
        for (const b of buttons) {
          const r = b.getBoundingClientRect();
          if (r.height < 44 - 0.5) out.push("button " + (b.dataset.action || b.dataset.answer || b.textContent.trim()) + " " + Math.round(r.height) + " px high");
        }
        for (let i = 0; i < buttons.length; i++) for (let j = i + 1; j < buttons.length; j++) {
          const a = buttons[i].getBoundingClientRect(), b = buttons[j].getBoundingClientRect();
          if (a.left < b.right + 2 && b.left < a.right + 2 && a.top < b.bottom + 2 && b.top < a.bottom + 2)
            out.push("buttons touch: " + (buttons[i].dataset.answer || buttons[i].dataset.action) + " / " + (buttons[j].dataset.answer || buttons[j].dataset.action));
        }
        const input = document.querySelector(s + " [data-answer-input]");
        if (input) {
          const cs = getComputedStyle(input), r = input.getBoundingClientRect();
          if (parseFloat(cs.fontSize) < 16) out.push("number field font " + cs.fontSize);
          if (parseFloat(cs.borderTopWidth) < 1 || cs.borderTopColor === cs.backgroundColor) out.push("number field without a border");
          if (r.height < 44 - 0.5) out.push("number field " + Math.round(r.height) + " px high");
        }
        return out;
      }""",
            W,
        )
    )


def _play_lesson(page: Any, lesson: Any, lang_de: bool) -> None:
    lang = "de" if lang_de else "en"
    page.locator(f'{W}[data-view="lesson"][data-lesson="{lesson.id}"]').wait_for()
    assert_axe_clean(page, f"{lesson.id} (task)")
    assert not _touch_problems(page), (lesson.id, _touch_problems(page))
    if lesson.kind == "play_hand":
        _final_test(page, lesson, lang)
        return
    for wrong in lesson.data["wrong"][:1]:
        _answer(page, lesson, wrong)
        page.locator(
            f"{W} .troggu-learn-feedback .troggu-error, {W} .troggu-learn-feedback .troggu-learn-worse"
        ).first.wait_for()
        assert page.locator(f"{W}").get_attribute("data-solved") == ""
        said = judge(lesson, wrong)
        if said.verdict == "worse" and said.reason is not None:  # the page's engine (Pyodide) computes as CPython
            assert said.reason.render(lang) in page.locator(f"{W} .troggu-learn-worse").inner_text(), lesson.id
        if _sort(lesson) not in _FEEDBACK_CHECKED:
            assert_axe_clean(page, f"{lesson.id} (after {wrong})")
    if lesson.kind == "quiz":  # a stage's test judged whole: its answers stand; it is begun anew (one star then)
        assert page.locator(f"{W} [data-action=check]").is_disabled()
        _press(page, f"{W} [data-action=restart]")
        page.locator(f"{W} [data-action=check]:not([disabled])").wait_for()
    if lesson.data["hints"]:  # a stage's test gives none (issue 33)
        _press(page, f"{W} [data-action=hint]")
        page.locator(f"{W} .troggu-learn-hints li").first.wait_for()
    else:
        assert not page.locator(f"{W} [data-action=hint]").count(), lesson.id
    _answer(page, lesson, lesson.data["solution"])
    page.locator(f'{W}[data-solved="1"]').wait_for()
    if _sort(lesson) not in _FEEDBACK_CHECKED:
        assert_axe_clean(page, f"{lesson.id} (solved)")
        _FEEDBACK_CHECKED.add(_sort(lesson))
    if _sort(lesson) == "question/payment":  # the round's facts before, the engine's settlement once solved
        assert page.locator(f"{W} .troggu-learn-facts").inner_text().strip()
    detail = judge(lesson, lesson.data["solution"]).detail
    if detail is not None:  # simulated figures, a settlement: seeded, the same in the page as in CPython
        assert page.locator(f"{W} .troggu-learn-solved .troggu-learn-detail").inner_text() == detail.render(lang)
    if lang_de:
        assert not english_in(german_text(page)), (lesson.id, english_in(german_text(page)))


def played_here() -> tuple[list[Any], list[Any]]:
    """The lessons this file plays, in the path's order: of Troggu's, the first of each kind of task (``_sort``), every
    stage's test (no hint) and the final hand; of each family game's, its lay-away, else its first lesson of a kind
    not yet played (the lessons are one JavaScript path, troggu-learn.js, whose drawing depends on the kind of task;
    what differs by game is its cards and its lay-away). ``bench/learn_sweep.py`` plays every lesson."""
    seen: set[str] = set()
    troggu = []
    for x in all_lessons():
        if x.game == "troggu" and (x.stage_test or x.kind == "play_hand" or _sort(x) not in seen):
            troggu.append(x)
            seen |= set() if x.stage_test else {_sort(x)}
    family = []
    for g in dict.fromkeys(x.game for x in all_lessons() if x.game != "troggu"):
        mine = [x for x in all_lessons() if x.game == g]
        pick = next((x for x in mine if x.kind == "lay_away"), None) or next(
            (x for x in mine if _sort(x) not in seen), mine[0]
        )
        seen.add(_sort(pick))
        family.append(pick)
    return troggu, family


def _the_end_of_the_path(page: Any, path: list[Any]) -> None:
    """Issue 33: the path's last lesson solved with all the others is the moment of completion: "Troggu geschafft!",
    how many lessons the engine's path has, and what to do next (a round on the play page, the score pad, the family's
    lessons), the links' pages there; the map keeps it and offers no "Weitermachen" into another game's lessons."""
    done = page.locator(f"{W} .troggu-learn-solved .troggu-learn-complete")
    done.wait_for()
    text = done.inner_text()
    assert "Troggu geschafft!" in text and f"alle {len(path)} Lektionen" in text, text
    assert page.locator(f"{W} .troggu-learn-solved [data-action=next]").count() == 0  # the path has no next lesson
    hrefs = [a.get_attribute("href") or "" for a in done.locator("a").all()]
    assert [h.rsplit("/", 2)[-2] for h in hrefs] == ["play", "score"], hrefs
    for h in hrefs:
        assert page.request.get(h).status == 200, h
    assert "Die Lektionen der verwandten Spiele" in done.locator("[data-action=family]").inner_text()
    assert not english_in(german_text(page))
    assert_axe_clean(page, "the end of the Troggu path")
    _shot(page, "learn-complete-phone")
    _press(page, f"{W} .troggu-learn-solved [data-action=map]")
    page.locator(f'{W}[data-view="map"]').wait_for()
    assert page.locator(f"{W} .troggu-learn-complete").count() == 1
    assert page.locator(f"{W} [data-action=resume]").count() == 0


def test_the_troggu_path_by_keyboard_on_a_phone_in_german(learn_phone: Any, site: Any) -> None:
    page = learn_phone
    page.goto(site.url + "learn/")
    _press(page, f"{W} .troggu-start")
    page.locator(f'{W}[data-view="map"]').wait_for()
    _shot(page, "learn-map-phone")
    assert_axe_clean(page, "the map", whole=True)
    assert not english_in(german_text(page))
    assert not _touch_problems(page), _touch_problems(page)
    # the path in stages: each stage's title and one-line goal above its lessons
    stages = [x.data["stage"] for x in all_lessons() if x.game == "troggu" and "stage" in x.data]
    shown = page.locator(f'{W} section[data-game="troggu"] .troggu-learn-stage').all_inner_texts()
    goals = page.locator(f'{W} section[data-game="troggu"] .troggu-learn-goal').all_inner_texts()
    assert shown == [x["title"]["de"] for x in stages] and goals == [x["goal"]["de"] for x in stages]
    troggu, family = played_here()
    path = [x for x in all_lessons() if x.game == "troggu"]
    whole = {x.id for x in troggu}
    assert {_sort(x) for x in troggu + family} == {_sort(x) for x in all_lessons()}  # every kind of task
    assert {x.game for x in family} == {x.game for x in all_lessons()} - {"troggu"}  # every family game
    assert troggu[:2] == path[:2] and path[-1].kind == "play_hand"  # "Weitermachen", "next lesson"; the final hand
    t0 = time.monotonic()
    _press(page, f"{W} [data-action=resume]")  # the first lesson
    for i, lesson in enumerate(path):  # every lesson in the path's order, to its end
        if i >= 2:  # the others from the map: the lessons played whole by their place on it, the others by
            _press(page, f"{W} [data-action=map]")  # "Weitermachen", which goes on along Troggu's own path
            page.locator(f'{W}[data-view="map"] [data-lesson="{path[i - 1].id}"].troggu-learn-done').wait_for()
            _press(page, f'{W} [data-lesson="{lesson.id}"]' if lesson.id in whole else f"{W} [data-action=resume]")
        _play(page, lesson, whole=lesson.id in whole)
        if i < len(path) - 1:  # the moment of completion only once the whole path is done
            assert page.locator(f"{W} .troggu-learn-complete").count() == 0, lesson.id
        if i == 1:
            _shot(page, "learn-lesson-phone")
        if i == 0:
            _press(page, f"{W} [data-action=next]")
    _the_end_of_the_path(page, path)
    print(
        f"\nthe Troggu path's {len(path)} lessons ({len(troggu)} played whole) by keyboard, its end included, in "
        f"{time.monotonic() - t0:.1f} s"
    )
    done = page.locator(f'{W} section[data-game="troggu"] .troggu-learn-done')
    assert done.count() == len(path)
    assert "★★" in page.locator(f'{W} section[data-game="troggu"]').inner_text()  # the hint cost a star
    # asked for, the family's lessons: the map focuses the first of the next game not done
    _press(page, f"{W} [data-action=family]")
    first = next(x for x in all_lessons() if x.game != "troggu")
    wait_js(page, "(id) => document.activeElement && document.activeElement.dataset.lesson === id", first.id)
    t0 = time.monotonic()
    for lesson in family:
        _press(page, f'{W} [data-lesson="{lesson.id}"]')
        _play(page, lesson)
        _press(page, f"{W} [data-action=map]")
    print(f"the family games' {len(family)} lessons played by keyboard in {time.monotonic() - t0:.1f} s")
    # "Weitermachen" goes on along the path of the game the learner is on (the last lesson's), never another's
    on = family[-1]
    resume = next(x for x in all_lessons() if x.game == on.game and x not in family)
    _press(page, f"{W} [data-action=resume]")
    page.locator(f'{W}[data-view="lesson"][data-lesson="{resume.id}"]').wait_for()
    _press(page, f"{W} [data-action=map]")
    # progress survives a reload; the reset forgets it. The map's button goes back a history step: wait until the
    # address has left the lesson, or the reload opens that lesson rather than the map (seen once on a loaded machine)
    page.locator(f'{W}[data-view="map"]').wait_for()
    page.wait_for_function("() => !location.hash.startsWith('#lektion-')")
    page.reload()
    _press(page, f"{W} .troggu-start")
    page.locator(f'{W}[data-view="map"]').wait_for()
    assert page.locator(f"{W} .troggu-learn-done").count() == len(path) + len(family)
    page.once("dialog", lambda d: d.accept())
    _press(page, f"{W} [data-action=reset]")
    page.locator(f"{W} .troggu-learn-done").first.wait_for(state="detached")


def test_a_lesson_on_the_desktop_in_english(new_context: Any, site: Any) -> None:
    ctx, guard = new_context(viewport={"width": 1366, "height": 900})  # warm: the runtime's snapshot
    page = ctx.new_page()
    guard.watch(page)
    page.set_default_timeout(120_000)
    page.goto(site.url + "en/learn/")
    _press(page, f"{W} .troggu-start")
    page.locator(f'{W}[data-view="map"]').wait_for()
    lesson = [x for x in all_lessons() if x.game == "troggu"][1]
    _press(page, f'{W} [data-lesson="{lesson.id}"]')
    page.locator(f'{W}[data-lesson="{lesson.id}"][data-view="lesson"]').wait_for()
    _answer(page, lesson, lesson.data["wrong"][0])
    box = page.locator(f"{W} .troggu-learn-feedback .troggu-error")
    box.wait_for()
    assert "follow suit" in box.inner_text().lower() or "must" in box.inner_text().lower()
    assert box.locator("a.troggu-rule-link").get_attribute("href").endswith("#play.follow-suit")
    # the second try solves it: the engine gives the stars (par 1, two tries: two of three), the page shows them
    assert lesson.data["par"] == 1
    _answer(page, lesson, lesson.data["solution"])
    solved = page.locator(f"{W} .troggu-learn-solved")
    solved.wait_for()
    assert "★★☆" in solved.inner_text() and "2" in solved.locator(".troggu-sr-only").inner_text()
    _shot(page, "learn-lesson-desktop")


def _in_view(page: Any, selector: str) -> bool:
    """Whether the element is within the phone's screen, below the page's header."""
    return bool(
        page.evaluate(
            """(s) => { const n = document.querySelector(s); if (!n) return false;
            const r = n.getBoundingClientRect(), h = document.querySelector('.md-header').offsetHeight;
            return r.top >= h - 1 && r.bottom <= window.innerHeight + 1; }""",
            selector,
        )
    )


def test_a_lessons_address_and_back_on_a_phone(learn_phone: Any, site: Any) -> None:
    """Issue 33: a lesson has its own address (a link opens it, scrolled to its task: the prompt and the cards in
    view on 390x844); the phone's Back returns to the map, also after "next lesson". (The end of the path, its
    completion screen and "Weitermachen" after it: the path's test above.)"""
    page = learn_phone
    troggu = [x for x in all_lessons() if x.game == "troggu"]
    six = troggu[5]
    page.goto("about:blank")  # the link opened as a new load (the shared page may be on learn/ already)
    page.goto(site.url + "learn/#lektion-" + six.id)  # the link opens the lesson itself
    page.locator(f'{W}[data-view="lesson"][data-lesson="{six.id}"]').wait_for()
    wait_js(page, "() => document.querySelector('.troggu-learn-hand button')")
    assert _in_view(page, f"{W} .troggu-learn-prompt"), "the prompt is not in view"
    assert _in_view(page, f"{W} .troggu-learn-hand button"), "the first card is not in view"
    _shot(page, "learn-linked-lesson-phone")
    page.go_back()  # the phone's Back: the map, still on Lernen
    page.locator(f'{W}[data-view="map"]').wait_for()
    assert page.url.rstrip("/").endswith("/learn")
    _press(page, f'{W} [data-lesson="{troggu[0].id}"]')
    page.locator(f'{W}[data-view="lesson"][data-lesson="{troggu[0].id}"]').wait_for()
    assert page.url.endswith("#lektion-" + troggu[0].id)
    _answer(page, troggu[0], troggu[0].data["solution"])
    _press(page, f"{W} [data-action=next]")
    page.locator(f'{W}[data-view="lesson"][data-lesson="{troggu[1].id}"]').wait_for()
    assert page.url.endswith("#lektion-" + troggu[1].id)
    page.go_back()
    page.locator(f'{W}[data-view="map"]').wait_for()
    assert "#lektion-" not in page.url and "/learn" in page.url
