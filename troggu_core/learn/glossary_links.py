"""The lessons' glossary links (issue 33): a word of the game links to its entry on the glossary page from the
lesson that teaches it on.

The words, the lesson that teaches each and the forms that stand in the lesson texts are data
(``terms.json``'s ``glossary_links``); the entries and their ids are the glossary's
(:data:`troggu_core.games.troggu.glossary.GLOSSARY`, :attr:`~troggu_core.games.troggu.glossary.Entry.anchor`). In a
lesson, each word taught there or before is linked at its first mention in each text the page shows:

>>> from troggu_core.learn.lessons import lesson_by_id
>>> text = "Als Tappist nimmst du den Tapp auf."
>>> [(text[a:b], anchor) for a, b, anchor in links(lesson_by_id("troggu-12-exchange"), text, "de")]
[('Tappist', 'glossar-tappist'), ('Tapp', 'glossar-tapp')]
>>> links(lesson_by_id("troggu-02-follow-suit"), text, "de")  # taught in lessons 8 and 9: not linked yet
[]
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from .lessons import Lesson, all_lessons

__all__ = ["Term", "TERMS_FILE", "terms", "links"]

TERMS_FILE = Path(__file__).resolve().parent / "terms.json"
"""The site's word choices and the glossary links (shipped in the wheel beside the lessons)."""


@dataclass(frozen=True)
class Term:
    """A glossary word the lessons link: its headword, the lesson that teaches it and its forms per language."""

    word: str
    taught_in: str
    forms: dict[str, tuple[str, ...]]

    def pattern(self, lang: str) -> re.Pattern[str]:
        """The word's forms as whole words, with a capital first letter too (a title, a sentence's start); longest
        first (``Tappisten`` before ``Tappist``)."""
        forms = sorted(self.forms["de" if lang == "de" else "en"], key=len, reverse=True)
        either = ("[" + f[0].lower() + f[0].upper() + "]" + re.escape(f[1:]) for f in forms)
        return re.compile(r"(?<![\w-])(" + "|".join(either) + r")(?![\w-])")


@lru_cache(maxsize=1)
def terms() -> tuple[str, tuple[Term, ...]]:
    """The game whose lessons link to the glossary, and its linked words (``terms.json``)."""
    data = json.loads(TERMS_FILE.read_text(encoding="utf-8"))["glossary_links"]
    out = tuple(Term(t["word"], t["taught_in"], {"de": tuple(t["de"]), "en": tuple(t["en"])}) for t in data["links"])
    return str(data["game"]), out


@lru_cache(maxsize=1)
def _orders() -> dict[str, int]:
    return {x.id: x.order for x in all_lessons()}


def _anchors() -> dict[str, str]:
    """Each linked word's anchor in the glossary of the game ``terms.json`` names (its package's ``glossary``)."""
    import importlib

    from ..kernel.registry import GAMES

    game, words = terms()
    glossary = importlib.import_module(GAMES.modules()[game] + ".glossary")
    return {t.word: glossary.GLOSSARY_BY_WORD[t.word].anchor for t in words}


def links(lesson: Lesson, text: str, lang: str) -> list[tuple[int, int, str]]:
    """Where ``text`` (a text of ``lesson`` in ``lang``) links to the glossary: ``(start, end, anchor)`` of each
    word taught in this lesson or before, at its first mention, in the order of the text."""
    game, words = terms()
    if lesson.game != game:
        return []
    orders, anchors = _orders(), _anchors()
    out = []
    for term in words:
        if orders[term.taught_in] > lesson.order:
            continue
        m = term.pattern(lang).search(text)
        if m is not None:
            out.append((m.start(), m.end(), anchors[term.word]))
    out.sort()
    return [span for i, span in enumerate(out) if i == 0 or span[0] >= out[i - 1][1]]  # no link inside another
