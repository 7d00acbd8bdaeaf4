"""Issue 38: a rule every game shares (:data:`~troggu_core.kernel.rules.SHARED_RULES`) is said for every game: its
statement and title name no game (what one game adds, its own rule of the same id says on its own rules page)."""

from __future__ import annotations

import re

from troggu_core.kernel.registry import GAMES
from troggu_core.kernel.rules import SHARED_RULES, Rule


def _game_words() -> set[str]:
    """Every game's id, package name and titles."""
    words = set(GAMES.ids()) | {m.rsplit(".", 1)[1] for m in GAMES.modules().values()}
    return words | {t for info in GAMES.values() for t in (info.title_de, info.title_en)}


def _games_named(rule: Rule, words: set[str]) -> set[str]:
    """The game words ``rule``'s statements and titles write (a whole word: ``troggu-record/2`` is the format)."""
    texts = (rule.de, rule.en, rule.title_de, rule.title_en)
    return {w for w in words for t in texts if re.search(rf"(?<![\w/-]){re.escape(w)}(?![\w/-])", t, re.I)}


def test_no_shared_rule_names_a_game() -> None:
    words = _game_words()
    named = {r.id: found for r in SHARED_RULES if (found := _games_named(r, words))}
    assert not named, named


def test_the_scan_finds_a_game_in_a_rule() -> None:
    words = _game_words()
    rule = Rule("record.x", "record", "reading", "Bei Troggu auch troggu-record/1.", "Say, troccas.")
    assert _games_named(rule, words) == {"Troggu", "troggu", "troccas", "Troccas"}
    assert not _games_named(Rule("record.y", "record", "reading", "Format troggu-record/2.", "-"), words)
