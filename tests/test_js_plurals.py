"""Issue 36 point 8: the page's own catalogue (troggu-messages.js) counts in the language's plural.

Every message that puts a count ``{n}`` before a noun has a singular beside it (``<key>_one``; the page picks it
when ``n`` is 1, as the score pad's ``pad_rounds_one`` does), in German and in English, so that the page never
says "Wähle 1 Karten" or "1 Runden". The engine's own messages count through the .po catalogues' plural forms
(tests/test_hardening_36.py).
"""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MESSAGES_JS = ROOT / "docs" / "javascripts" / "troggu-messages.js"
SCRIPTS = sorted((ROOT / "docs" / "javascripts").glob("troggu*.js"))

FIXED_COUNTS = {
    "hr_compare": "the comparison's rounds, each game's GameInfo.compare_rounds (40 and more)",
    "hr_comparing": "the same",
    "hr_turnover": "the rounds the comparison played (the same)",
    "learn_complete_text": "the path's lessons (14 and more)",
}
"""Messages whose count is a fixed number of the engine's data, never 1."""

COUNTED = re.compile(r"\{n\} [A-ZÄÖÜ]")
"""A count before a German noun (German writes its nouns with a capital: "{n} Runden", not "Runde {n} löschen")."""


def catalogue(lang: str) -> dict[str, str]:
    text = MESSAGES_JS.read_text(encoding="utf-8")
    start = text.index(f"\n  {lang}: {{")
    end = text.index("\n  },", start)
    return dict(re.findall(r'^\s+(\w+): "((?:[^"\\]|\\.)*)",?$', text[start:end], re.M))


def test_every_counted_noun_has_a_singular_in_both_languages() -> None:
    german, english = catalogue("de"), catalogue("en")
    assert len(german) > 200 and set(german) == set(english)
    missing = []
    for key, text in german.items():
        if not COUNTED.search(text) or key.endswith("_one") or key in FIXED_COUNTS:
            continue
        base = key[:-2] if key.endswith("_n") else key
        missing += [
            f"{lang} {key}: {m[key]}" for lang, m in (("de", german), ("en", english)) if f"{base}_one" not in m
        ]
    assert not missing, "\n".join(missing)


def test_the_page_picks_the_singular_when_the_count_is_one() -> None:
    """Each ``_one`` message is asked for by the page's scripts (chosen where the count is 1)."""
    code = "\n".join(p.read_text(encoding="utf-8") for p in SCRIPTS if p != MESSAGES_JS)
    unused = [k for k in catalogue("de") if k.endswith("_one") and f'"{k}"' not in code]
    assert not unused, unused
