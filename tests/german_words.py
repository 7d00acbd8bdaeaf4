"""Words that never belong in a German sentence: English words, the one list the HTML-level check of every page
(tests/site/test_site_words.py) and the browser's checks of widgets (tests/browser/) share; and the other word of a
concept the site says in one word (troggu_core/learn/terms.json), which the check of every page finds too."""

from __future__ import annotations

import json
import re
from pathlib import Path

ENGLISH = re.compile(
    r"(?<![\w.-])(must|the|you|your|not allowed|is not|seat|players|follow suit|trick|hand|cards|"
    r"which|should|cannot|with|without)(?![\w-]|\.\w)"
)
"""A word joined to a dot or dash is part of an identifier (rule ids such as deck.cards or play.must-trump)."""


def english_in(text: str) -> list[str]:
    """The English words of ``text``, each once, sorted."""
    return sorted({m.group(0) for m in ENGLISH.finditer(text)})


TERMS = Path(__file__).resolve().parent.parent / "troggu_core" / "learn" / "terms.json"
PAGE_CONCEPTS = (
    "bidding",
    "misère",
    "the knight (the 3-point court card)",
    "the Großtarock's fool, the card that never wins a trick",
    "the French Tarot's fool, the Excuse",
    "the queen (the 4-point court card) of Troggu and Troccas",
    "the game Großtarock",
    "following suit",
)
"""The concepts of terms.json that every built German page says in the site's one word (issue 33): bidding (Bieten,
not Reizen), the misère (Misere, not Misère), the knight (Ritter, not Reiter or Springer; Troccas' Kelch-Ritter),
the Großtarock's fool on its pages (Sküs, not Excuse or Scies), the French Tarot's on its pages (Excuse, not
Ausrede), the queen on the Troggu and Troccas game pages (Königin, not Dame), the game Großtarock (not Grosstarock),
following suit (Farbe bekennen, not bedienen).
A quote of a source («Reiter», «Ausrede», Dummett's «Grosstarock») is the source's word. The other concepts hold for the lessons and the
catalogue (tests/test_terms.py)."""


def _page_words() -> list[tuple[str, re.Pattern[str], str]]:
    """``(the pages' path prefix, a rejected pattern, the word to use)`` of each concept of :data:`PAGE_CONCEPTS`:
    prefix ``""`` for every German page, ``games/<game>`` for a term of some games (their pages)."""
    terms = {t["concept"]: t for t in json.loads(TERMS.read_text(encoding="utf-8"))["terms"]}
    out = []
    for concept in PAGE_CONCEPTS:
        term = terms[concept]
        for prefix in [f"games/{g}" for g in term.get("games", [])] or [""]:
            out += [(prefix, re.compile(p), term["use"]) for p in term["reject"]]
    return out


PAGE_WORDS = _page_words()


def other_words_in(text: str, page: str = "") -> list[str]:
    """The words of ``text`` (on the German page at ``page``, a path from the site's root) that the site says in
    another word, each with the word to use, sorted.

    >>> other_words_in("Der Kelch-Reiter zählt 3; 002 schreibt «jeder Reiter».")
    ["'Reiter' (say Ritter)"]
    >>> other_words_in("Die Excuse sticht nie.", "games/grosstarock-rules/index.html"), other_words_in("Die Excuse.")
    (["'Excuse' (say Sküs (der Sküs))"], [])
    """
    return sorted(
        {
            f"{m.group(0)!r} (say {use})"
            for prefix, pattern, use in PAGE_WORDS
            if page.startswith(prefix)
            for m in pattern.finditer(text)
        }
    )
