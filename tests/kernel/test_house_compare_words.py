"""Issue 34, the composer's comparison in words: every outcome house_compare counts is named in the reader's
language (each game's pad names its outcomes, the catalogue translates them), never by the engine's key, and
Troccas counts a matsch of either party."""

from __future__ import annotations

import pytest

from troggu_core.i18n import Msg
from troggu_core.kernel.registry import GAME_MODULES, game
from troggu_core.web.house_rules import _outcome, op_house_compare, outcome_words


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
    assert _outcome({"matsch": 0}) == _outcome({"matsch": 1}) == "matsch"
    assert _outcome({"matsch": None}) == "round"
