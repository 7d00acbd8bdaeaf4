"""Golden records: complete games constructed and worked out by hand from the rules text of issue 2.

Each file in ``golden/`` is a troggu-record/1 record with a metadata key ``expected`` holding the
hand-computed result (game, declarer, partner, trick_winners, points, side_points, payments) and
``notes`` explaining it. The engine must replay each to exactly that result.
"""

from __future__ import annotations

import json

import pytest

import troggu_core as tg
from engine_helpers import GOLDEN_DIR

FILES = sorted(GOLDEN_DIR.glob("*.json"))
EXPECTED_KEYS = {"game", "declarer", "partner", "trick_winners", "points", "side_points", "payments"}


def test_at_least_eight_golden_records():
    assert len(FILES) >= 8


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_golden_replay(path):
    data = json.loads(path.read_text(encoding="utf-8"))
    expected = data["expected"]
    assert set(expected) == EXPECTED_KEYS
    result = tg.replay(tg.loads(path.read_text(encoding="utf-8"))).to_json()
    for key in sorted(EXPECTED_KEYS):
        assert result[key] == expected[key], f"{path.stem}: {key}"
    assert sum(result["payments"]) == 0
    assert result["rappen"] == [p * tg.ruleset(data["ruleset"]).base_rappen for p in expected["payments"]]


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_golden_round_trip_keeps_metadata(path):
    rec = tg.loads(path.read_text(encoding="utf-8"))
    assert rec.meta["expected"] == json.loads(path.read_text(encoding="utf-8"))["expected"]
    again = tg.loads(tg.dumps(rec))
    assert again.meta == rec.meta
    assert tg.replay(again).to_json() == tg.replay(rec).to_json()


def _load(name):
    return tg.loads((GOLDEN_DIR / f"{name}.json").read_text(encoding="utf-8"))


def test_golden_forced_game_is_forced():
    r = tg.replay(_load("forced_stniklaus_7p"))
    assert r.forced and r.declarer == 1 and str(r.called) == "XX"
    assert not tg.replay(_load("partner_visp_7p")).forced


def test_golden_schguesieru_narr_exchange():
    g = _load("schguesieru_solo_visp_8p").game(complete=True)
    r = g.outcome()
    assert g.withheld == 5
    ex = r.narr_exchange
    assert ex.owner == 5 and ex.last_trick_winner == 1 and ex.giver == 2
    assert ex.card is not None and ex.card.points == 1
    assert str(ex.card) in {"C6", "S10", "C1", "C2"}  # the 1-point cards of seat 2's trick
    last = g.tricks[-1]
    assert last.winner == 1  # the powerless Narr does not win


def test_golden_match_and_double_multipliers():
    assert tg.replay(_load("normal_match_stniklaus_6p")).multiplier == 3
    assert tg.replay(_load("normal_double_visp_5p")).multiplier == 2
    assert tg.replay(_load("schguesieru_solo_visp_8p")).multiplier == 4
    assert tg.replay(_load("partner_visp_7p")).multiplier == 1
    assert tg.replay(_load("draw_solo_visp_6p")).winner == "draw"


def test_golden_misere_groups():
    assert list(tg.replay(_load("misere_tie_stniklaus_7p")).misere_seats) == [1, 6]
    assert list(tg.replay(_load("misere_visp_8p")).misere_seats) == [0]


def test_golden_schguesieru_in_misere_owner_leads_the_last_trick():
    g = _load("schguesieru_misere_graechen_6p").game(complete=True)
    assert g.game_type is tg.GameType.MISERE and g.withheld == 3
    last = g.tricks[-1]
    assert last.leader == 3 and str(last.played[0][1]) == "Narr"
    assert last.winner == 4  # BQ, the second card, set the suit
    ex = g.outcome().narr_exchange
    assert ex.owner == 3 and ex.giver == 3 and ex.last_trick_winner == 4
    assert str(ex.card) in {"C1", "C2", "C3", "C4", "C5", "C6"}


def test_golden_four_players_tapp_of_six():
    rec = _load("normal_lost_visp_4p_tapp6")
    assert len(rec.tapp) == 6 and all(len(h) == 14 for h in rec.hands)
    r = tg.replay(rec)
    assert r.winner == "opponents" and r.multiplier == 1
