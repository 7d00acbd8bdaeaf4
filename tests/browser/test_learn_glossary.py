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
