"""English words that never belong in a German sentence: the one list the HTML-level check of every page
(tests/site/test_site_words.py) and the browser's checks of widgets (tests/browser/) share."""

from __future__ import annotations

import re

ENGLISH = re.compile(
    r"(?<![\w.-])(must|the|you|your|not allowed|is not|seat|players|follow suit|trick|hand|cards|"
    r"which|should|cannot|with|without)(?![\w-]|\.\w)"
)
"""A word joined to a dot or dash is part of an identifier (rule ids such as deck.cards or play.must-trump)."""


def english_in(text: str) -> list[str]:
    """The English words of ``text``, each once, sorted."""
    return sorted({m.group(0) for m in ENGLISH.finditer(text)})
