"""Issue 34, the composer's comparison in words: every outcome house_compare counts is named in the reader's
language (each game's pad names its outcomes, the catalogue translates them), never by the engine's key, and
Troccas counts a matsch of either party."""

from __future__ import annotations

import pytest

from troggu_core.i18n import Msg
from troggu_core.kernel.registry import GAME_MODULES, game
from troggu_core.web.house_rules import op_house_compare, outcome_words


@pytest.mark.parametrize("gid", list(GAME_MODULES))
def test_every_outcome_of_a_comparison_has_words(gid: str) -> None:
    info = game(gid)
    for base in info.rulesets:
        de = op_house_compare({"game": gid, "base": base, "rounds": 6, "lang": "de"})
        en = op_house_compare({"game": gid, "base": base, "rounds": 6, "lang": "en"})
        assert [r["outcome"] for r in de["outcomes"]] == [r["outcome"] for r in en["outcomes"]]
        for d, e in zip(de["outcomes"], en["outcomes"]):
            assert d["title"] and d["title"] != d["outcome"], (gid, d)
            assert e["title"] != e["outcome"] or gid == "french-tarot", (gid, e)


def test_the_words_come_from_the_catalogue_in_both_languages() -> None:
    named = 0
    for gid in GAME_MODULES:
        for key, msgid in game(gid).pad.outcomes.items():
            assert outcome_words(gid, key, "en") == Msg(msgid).render("en")
            if msgid[:1].islower():  # a message of the catalogue (a French contract's name is said alike)
                assert outcome_words(gid, key, "de") != outcome_words(gid, key, "en"), (gid, key)
                named += 1
    assert named >= 12
    assert outcome_words("french-tarot", "garde_sans", "de") == "Garde sans"  # the contracts' French names


def test_a_matsch_of_either_party_is_a_matsch() -> None:
    outcome = game("troccas").outcome
    assert outcome is not None
    assert outcome({"matsch": 0}) == outcome({"matsch": 1}) == "matsch"
    assert outcome({"matsch": None}) == "round"


@pytest.mark.parametrize("gid", list(GAME_MODULES))
def test_every_outcome_a_game_reads_from_its_rounds_has_its_pads_words(gid: str) -> None:
    """``GameInfo.outcome`` (the command line's simulate and the composer count rounds by it) reads each game's own
    result and answers a key its pad names, at every table of the game."""
    info = game(gid)
    assert info.outcome is not None and info.pad is not None
    seen = set()
    for ruleset, players in info.tables():
        for seed in range(3):
            seen.add(info.outcome(info.replay(info.random_record(ruleset, players, seed))))
    assert seen and seen <= set(info.pad.outcomes), (seen, set(info.pad.outcomes))
