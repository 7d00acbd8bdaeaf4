"""Every rule of every game has a short title in German and in English: the rules pages head it with the title
and a refusal names it (``rule_title`` of the facade's answer, "Regel: Farbe bekennen").

A title differs between the languages unless it is a proper name the two languages share (:data:`SAME_IN_BOTH`).
"""

from __future__ import annotations

from typing import Any

import pytest

from refusals import web_refusals
from troggu_core.kernel.registry import GAMES
from troggu_core.kernel.rules import SHARED_RULES

SAME_IN_BOTH = {"Schgüsieru", "Match", "57:57"}
"""Titles that are the same in German and English: Troggu's own words for a move and a score, and a score."""

MAX_WORDS = 8
"""A title is a heading, not a sentence (Troggu's longest: "The withheld Narr waits for the last trick")."""

RULES = [(g, r) for g, info in GAMES.items() for r in info.rules]


@pytest.mark.parametrize("game_id", list(GAMES))
def test_every_rule_has_a_german_and_an_english_title(game_id: str) -> None:
    untitled = [r.id for r in GAMES[game_id].rules if not r.title_de.strip() or not r.title_en.strip()]
    assert not untitled, untitled


@pytest.mark.parametrize("game_id", list(GAMES))
def test_a_title_is_translated_unless_it_is_a_proper_name(game_id: str) -> None:
    same = [(r.id, r.title_de) for r in GAMES[game_id].rules if r.title_de == r.title_en]
    assert all(title in SAME_IN_BOTH for _, title in same), same


@pytest.mark.parametrize("game_id", list(GAMES))
def test_a_title_is_a_short_heading_not_a_sentence(game_id: str) -> None:
    long_or_sentence = [
        (r.id, t)
        for r in GAMES[game_id].rules
        for t in (r.title_de, r.title_en)
        if len(t.split()) > MAX_WORDS or t.rstrip().endswith(".") or t != t.strip()
    ]
    assert not long_or_sentence, long_or_sentence


@pytest.mark.parametrize("game_id", list(GAMES))
def test_titles_of_one_game_name_different_rules(game_id: str) -> None:
    """Two rules of one table never share a title in either language, so a refusal's title tells them apart."""
    for lang in ("de", "en"):
        seen: dict[str, str] = {}
        for r in GAMES[game_id].rules:
            title = r.title_in(lang)
            assert title not in seen, (lang, title, seen.get(title), r.id)
            seen[title] = r.id


def _own_refusal(game_id: str) -> tuple[dict[str, Any], dict[str, Any]]:
    """The German and English answers of the first refused request that names one of the game's own rules."""
    shared = {r.id for r in SHARED_RULES}
    for _, de, en in web_refusals(game_id, seeds=1):
        if de["rule"] not in shared:
            return de, en
    raise AssertionError(f"no refusal of {game_id} names a rule of its own")


@pytest.mark.parametrize("game_id", list(GAMES))
def test_a_family_games_refusal_names_its_rule_by_title(game_id: str) -> None:
    de, en = _own_refusal(game_id)
    rule = next(r for r in GAMES[game_id].rules if r.id == de["rule"])
    assert (de["rule_title"], en["rule_title"]) == (rule.title_de, rule.title_en)
