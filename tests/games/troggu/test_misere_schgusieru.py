"""The ruleset option misere_schgusieru (issue 13, point 11): schgüsieru in the misère or not.

Default ``allowed`` (our reading, the engine's behaviour before the option existed); ``not-allowed``
makes a forced Narr compulsory in a misère and changes nothing in a normal game or a solo.
"""

from __future__ import annotations

import pytest

import troggu_core as tg
from troggu_core.games.troggu.cards import parse_cards
from troggu_core.games.troggu.rulesets import MisereSchgusieru

# Visp, 4 players, dealer 0: all pass, seat 1 leads the misère; seat 3 holds the Narr as its only trump.
H = {
    1: "R1 R4 XXI XX XIX XVIII XVII XVI XV XIV XIII XII XI",
    2: "R2 R3 X IX VIII VII VI V IV III II B5 B6",
    3: "Narr B7 B8 B9 B10 S5 S6 S7 S8 S9 S10 SJ SN",
    0: "R5 R6 C1 C2 C3 C4 C5 C6 RJ RN RQ RK I",
}
NOT_ALLOWED = {"misere_schgusieru": "not-allowed"}


def misere(**options: str) -> tg.Game:
    hands = [parse_cards(H[s]) for s in range(4)]
    held = {c for h in hands for c in h}
    tapp = [c for c in tg.TROGGU_DECK if c not in held]
    g = tg.Game(tg.ruleset("visp", **options), hands, tapp, dealer=0)
    for _ in range(4):
        g.bid("pass")
    assert g.game_type is tg.GameType.MISERE and g.to_move == 1
    g.play("R1")
    g.play("R2")
    return g


def test_default_is_allowed_in_every_village() -> None:
    for rs in tg.RULESETS.values():
        assert rs.misere_schgusieru is MisereSchgusieru.ALLOWED
        assert rs.to_json() == rs.name  # records of default games are unchanged
        assert rs.citation("misere_schgusieru")


def test_default_allows_schgusieru_in_the_misere() -> None:
    g = misere()
    assert g.schgusieru_possible()
    assert set(g.legal_plays()) == set(parse_cards(H[3]))
    g.play("B7")
    assert g.withheld == 3


def test_option_forces_the_narr_in_the_misere() -> None:
    g = misere(**NOT_ALLOWED)
    assert not g.schgusieru_possible()
    assert g.legal_plays() == [tg.NARR]
    assert not g.is_legal("B7")
    with pytest.raises(tg.IllegalActionError) as e:
        g.play("B7")
    assert e.value.rule_id == "play.schgusieru"
    g.play("Narr")
    assert g.withheld == -1


def test_option_survives_undo_copy_and_records() -> None:
    g = misere(**NOT_ALLOWED)
    c = g.copy()
    assert c.legal_plays() == [tg.NARR]
    while g.bids:  # back to the auction and forward again: the rule is chosen anew
        g.pop()
    for _ in range(4):
        g.bid("pass")
    g.play("R1")
    g.play("R2")
    assert g.legal_plays() == [tg.NARR]
    rs = tg.ruleset("visp", **NOT_ALLOWED)
    assert rs.to_json() == {"name": "visp", "misere_schgusieru": "not-allowed"}
    assert tg.Ruleset.from_json(rs.to_json()) == rs


def test_option_changes_nothing_outside_the_misere() -> None:
    """Same seed, same bots: every game that is not a misère is played card for card as by default."""
    strict = tg.ruleset("visp", **NOT_ALLOWED)
    seen_misere = 0
    for seed in range(120):
        for bot in ("random", "heuristic"):
            a = tg.random_game("visp", 4, seed=seed, bot=bot)
            b = tg.random_game(strict, 4, seed=seed, bot=bot)
            if a.game_type is tg.GameType.MISERE:
                seen_misere += 1
                assert b.withheld == -1
                continue
            assert a.plays == b.plays, (seed, bot)
    assert seen_misere


def test_bots_never_withhold_in_a_strict_misere() -> None:
    strict = tg.ruleset("graechen", **NOT_ALLOWED)
    for seed in range(150):
        g = tg.random_game(strict, 5, seed=seed, bot="heuristic")
        if g.game_type is tg.GameType.MISERE:
            assert g.withheld == -1
            assert g.outcome() is not None


def test_bad_value_rejected() -> None:
    with pytest.raises(tg.NotationError) as e:
        tg.ruleset("visp", misere_schgusieru="sometimes")
    assert e.value.rule_id == "record.ruleset"
