"""Issue 33 in Debian's chromium on a 390x844 phone: a lesson's words of the game link to their glossary entry
(from the lesson that teaches them on), and the link lands on the entry; a word named before its lesson stays
plain text. Screenshots go to ``tests/browser/shots/`` when ``TROGGU_SHOTS`` is set."""

from __future__ import annotations

from typing import Any

from test_i18n_a11y import phone  # noqa: F401  (a fixture)
from test_learn import W, _shot

from troggu_core.games.troggu.glossary import GLOSSARY_BY_WORD


def test_a_lessons_words_link_to_the_glossary_on_a_phone(phone: Any, site: Any) -> None:  # noqa: F811
    page = phone
    page.goto(site.url + "learn/#lektion-troggu-12-exchange")
    page.locator(f'{W}[data-view="lesson"][data-lesson="troggu-12-exchange"]').wait_for()
    link = page.locator(f"{W} a.troggu-learn-term", has_text="Tappist").first
    link.wait_for()
    anchor = GLOSSARY_BY_WORD["Tappist"].anchor
    assert link.get_attribute("href").endswith("/glossary/#" + anchor)
    box = link.bounding_box()
    assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= 390
    _shot(page, "learn-glossary-link-phone")
    # lesson 7 names the misère, taught in lesson 15: not linked there
    page.goto(site.url + "learn/#lektion-troggu-07-schgusieru")
    page.locator(f'{W}[data-view="lesson"][data-lesson="troggu-07-schgusieru"]').wait_for()
    page.locator(f"{W} a.troggu-learn-term").first.wait_for()
    hrefs = page.eval_on_selector_all(f"{W} a.troggu-learn-term", "els => els.map(e => e.getAttribute('href'))")
    assert any(h.endswith("#" + GLOSSARY_BY_WORD["schgüsieru"].anchor) for h in hrefs), hrefs
    assert not any(h.endswith("#" + GLOSSARY_BY_WORD["Misäär"].anchor) for h in hrefs), hrefs
    # the link lands on the entry
    page.goto(site.url + "learn/#lektion-troggu-12-exchange")
    page.locator(f'{W}[data-view="lesson"][data-lesson="troggu-12-exchange"]').wait_for()
    page.locator(f"{W} a.troggu-learn-term", has_text="Tappist").first.click()
    page.wait_for_url("**/glossary/#" + anchor)
    entry = page.locator(f"#{anchor}")
    entry.wait_for()
    assert entry.inner_text() == "Tappist"
    _shot(page, "glossary-entry-phone")


def test_the_stage_tests_on_the_map_and_a_test_on_the_desktop(new_context: Any, site: Any) -> None:
    """Issue 33: the map lists each stage's test after the stage's last lesson, by its title (no number); a test opens
    by its address without a Tipp, and its words link to the glossary."""
    from troggu_core.learn import all_lessons

    ctx, guard = new_context(viewport={"width": 1366, "height": 900})  # warm, as after a first visit; guarded
    page = ctx.new_page()
    guard.watch(page)
    page.set_default_timeout(120_000)
    page.goto(site.url + "learn/#lektion-troggu-12t-stage-2-test")
    page.locator(f'{W}[data-view="lesson"][data-lesson="troggu-12t-stage-2-test"]').wait_for()
    page.locator(f"{W} [data-answer-input]").first.wait_for()  # a stage test is a quiz: a field per count question
    assert not page.locator(f"{W} [data-action=hint]").count()
    assert page.locator(f"{W} a.troggu-learn-term", has_text="Tapp").count()
    _shot(page, "learn-stage-test-desktop")
    page.locator(f"{W} [data-action=map]").first.click()
    page.locator(f'{W}[data-view="map"]').wait_for()
    items = page.eval_on_selector_all(
        f'{W} section[data-game="troggu"] .troggu-learn-item', "els => els.map(e => e.dataset.lesson)"
    )
    assert items == [x.id for x in all_lessons() if x.game == "troggu"]
    tests = page.locator(f'{W} section[data-game="troggu"] .troggu-learn-test').all_inner_texts()
    assert [t.splitlines()[0] for t in tests] == [
        "Test der Stufe 1: Karten und Stiche",
        "Test der Stufe 2: der Tapp und die Ablage",
        "Test der Stufe 3: Mitspielen",
    ], tests
    _shot(page, "learn-map-stage-tests-desktop")
