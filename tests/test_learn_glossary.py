"""The lessons' glossary links (issue 33): the words of the game link to their glossary entry from the lesson that
teaches them on (``troggu_core/learn/terms.json``'s ``glossary_links``, ``learn/glossary_links.py``); no word is used
before the lesson that teaches it unless the lesson names that lesson; the glossary page carries the entries' ids."""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import pytest

from troggu_core import web
from troggu_core.games.troggu.glossary import GLOSSARY, GLOSSARY_BY_WORD
from troggu_core.learn import all_lessons
from troggu_core.learn.glossary_links import Term, terms

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))
from test_terms import texts  # noqa: E402

GAME, TERMS = terms()
PATH = [x for x in all_lessons() if x.game == GAME]
ORDER = {x.id: x.order for x in PATH}


def shown(lesson_data: dict, lang: str) -> list[tuple[str, str]]:
    """A lesson's texts the lesson page shows (the stage's goal stands on the map, a preview of the stage)."""
    return [(where, text[lang]) for where, text in texts(lesson_data) if not where.startswith(".stage")]


def refers_to(text: str, order: int) -> bool:
    """The text names the lesson ``order`` ("Lektion 15", "lessons 9 and 11")."""
    return bool(re.search(rf"\b(Lektion|Lektionen|lesson|lessons)\b[^.;:]*?\b{order}\b", text))


def test_every_linked_word_is_a_glossary_entry_taught_on_the_path() -> None:
    assert GAME == "troggu" and len(TERMS) >= 8
    assert len({t.word for t in TERMS}) == len(TERMS)
    for term in TERMS:
        assert term.word in GLOSSARY_BY_WORD, term.word
        assert term.taught_in in ORDER, term.taught_in
        lesson = next(x for x in PATH if x.id == term.taught_in)
        for lang in ("de", "en"):
            assert term.forms[lang], (term.word, lang)
            said = " ".join(text for _, text in shown(dict(lesson.data), lang))
            assert term.pattern(lang).search(said), f"{term.taught_in} does not say {term.word!r} ({lang})"


@pytest.mark.parametrize("term", TERMS, ids=lambda t: t.word)
def test_no_word_is_used_before_the_lesson_that_teaches_it(term: Term) -> None:
    taught = ORDER[term.taught_in]
    found = []
    for lesson in PATH:
        if lesson.order >= taught:
            continue
        for lang in ("de", "en"):
            said = shown(dict(lesson.data), lang)
            if any(refers_to(text, taught) for _, text in said):
                continue  # the lesson says which lesson teaches the word
            found += [
                f"{lesson.id}{where} ({lang}): {text[:90]}" for where, text in said if term.pattern(lang).search(text)
            ]
    assert not found, f"{term.word!r} is taught in lesson {taught}:\n" + "\n".join(found)


def test_the_scan_finds_an_early_word() -> None:
    misere = next(t for t in TERMS if t.word == "Misäär")
    assert misere.pattern("de").search("Passen alle, wird eine Misere gespielt.")
    assert not refers_to("Passen alle, wird eine Misere gespielt.", 15)
    assert refers_to("Passen alle, wird eine Misere gespielt (Lektion 15).", 15)


def call(**req: object) -> dict:
    out: dict = json.loads(web.handle(json.dumps(req)))
    return out


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_lesson_page_gets_the_links_from_the_teaching_lesson_on(lang: str) -> None:
    anchors = {e.anchor for e in GLOSSARY}
    linked_anywhere: dict[str, int] = {}
    for lesson in PATH:
        les = call(op="lesson", lesson=lesson.id, lang=lang)
        for key in ("intro", "prompt"):
            seen = -1
            for start, end, anchor in les["glossary"][key]:
                assert anchor in anchors and start >= seen, (lesson.id, key, anchor)
                seen = end
                word = les[key][start:end]
                term = next(t for t in TERMS if GLOSSARY_BY_WORD[t.word].anchor == anchor)
                assert term.pattern(lang).fullmatch(word), (lesson.id, word, term.word)
                assert ORDER[term.taught_in] <= lesson.order, (lesson.id, term.word)
                linked_anywhere.setdefault(term.word, lesson.order)
    # each word is linked on the path, first in the lesson that teaches it or after
    assert set(linked_anywhere) >= {"Tapp", "Tappist", "Misäär", "schgüsieru", "Grundbetrag"}, linked_anywhere
    # lesson 7 names the misère (taught in lesson 15): said, not linked yet
    seven = call(op="lesson", lesson="troggu-07-schgusieru", lang=lang)
    assert ("Misere" if lang == "de" else "misère") in seven["intro"]
    assert "glossar-misaeaer" not in {a for _, _, a in seven["glossary"]["intro"]}
    twelve = next(x for x in PATH if x.id == "troggu-12-exchange")
    solved = call(op="lesson_answer", lesson=twelve.id, answer=twelve.data["solution"], lang=lang)
    assert solved["verdict"] == "solved" and "explanation" in solved["glossary"]


def test_the_glossary_page_carries_each_entrys_id() -> None:
    sys.path.insert(0, str(ROOT / "docs_hooks"))  # the hooks import their neighbours by name
    from cards_tables import render_glossary

    for lang in ("de", "en"):
        page = render_glossary(lang, None, "game") + render_glossary(lang, None, "narr")
        for term in TERMS:
            assert f'id="{GLOSSARY_BY_WORD[term.word].anchor}"' in page, (lang, term.word)
