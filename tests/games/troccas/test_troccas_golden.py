"""Hand-worked Troccas games: the numbers below are computed by hand from the stacked deals in
tests/games/troccas/test_troccas_cases.py (face values: K, XXI, I, Narr 5; Q 4; N 3; J 2; every other card 1)."""

from __future__ import annotations

import copy
import json

import pytest

from test_troccas_cases import G1, G1_TRICKS, G2, G3, G5, G6, G6M, GJ, GK, GM, GM3, GS, GS_ACTIONS, with_
from troggu_core.errors import RecordError
from troggu_core.games.troccas import TroccasState, replay
from troggu_core.games.troccas.cards import parse


def _live(rec: dict, actions: list[list[str]]) -> TroccasState:
    """Play a record's deal live with the given actions (tricks of push strings)."""
    hands = [[parse(c) for c in h] for h in rec["hands"]]
    st = TroccasState(rec["ruleset"], rec["players"], rec["dealer"], hands)
    if rec.get("skat"):
        st.push("discard " + " ".join(rec["skat"]))
    for trick in actions:
        for a in trick:
            st.push(a)
    return st


def test_g1_narr_exchanged() -> None:
    r = replay(copy.deepcopy(G1))
    # Seat 3 wins T2, T4, T6, T8: CK+II+VII+XII = 8, CQ+IV+IX+XIII = 7, CN+R1+B1+XIV = 6, CJ+R2+B3+XV = 5 -> 26.
    assert r["trick_winners"] == [0, 3, 0, 3, 0, 3, 0, 3, 0] + [0] * 10
    # The Narr (seat 1) falls in T7 (index 6) to seat 0; party [1, 3] has empty cards (seat 3's), seat 1 won none,
    # so seat 3 gives an empty card: seat 1 = 5, seat 3 = 26 - 1 = 25, seat 0 = 130 - 30 = 100 (skat C9+C10 incl.).
    assert r["narr"] == {"player": 1, "trick": 6, "winner": 0, "outcome": "exchanged"}
    assert r["points"] == [100, 5, 0, 25]
    # Party [1, 3]: 16 cards, face 30 -> 30 - 3*4 = 18 (the smaller pile); party [0, 2]: 72 - 18 = 54.
    # Check by direct counting: 62 cards, face 100 -> 100 - 3*15 - (2-1) = 54.
    assert r["party_points"] == [54, 18]
    assert r["targets"] == [36, 36]
    assert r["party_balance"] == [18, -18]
    assert r["balance"] == r["payments"] == [18, -18, 18, -18]
    assert r["matsch"] is None and r["skat_to"] == 0
    assert r["skat_points"] == 1  # C9 + C10 = 2, minus 1
    assert r["leader"] == 1 and r["teams"] == [[0, 2], [1, 3]]
    assert r["tricks"][6] == ["S3", "XIX", "Narr", "B2"]
    assert r["options"]["matsch_cards"] == "matsch_party"


def test_g1_live_play_gives_the_same_record() -> None:
    st = _live(G1, G1_TRICKS)
    rec = st.record()
    assert rec["plays"] == G1["plays"] and rec["skat"] == G1["skat"]
    assert replay(json.loads(json.dumps(rec)))["payments"] == [18, -18, 18, -18]


def test_g2_narr_in_own_party_trick() -> None:
    r = replay(copy.deepcopy(G2))
    # The Narr goes into T6 (index 5), won by seat 3 = the Narr player's partner: nothing moves.
    # Seat 3: 8 + 7 + (CN 3 + Narr 5 + B1 + XIV = 10) + 5 = 30; party [1, 3] 16 cards -> 30 - 12 = 18.
    assert r["narr"] == {"player": 1, "trick": 5, "winner": 3, "outcome": "own_party"}
    assert r["points"] == [100, 0, 0, 30]
    assert r["party_points"] == [54, 18]


def test_gj_jack_demand_forces_the_jack() -> None:
    r = replay(copy.deepcopy(GJ))
    # T1: RK (seat 1) demands RJ, which seat 2 holds and must give: RK+RJ+XI+XVI = 9 to seat 0.
    # Party [1, 3]: T2 CK+II+VI+XII 8, T4 CQ+IV+VIII+XIII 7, T6 CN+R1+X+XIV 6, T8 CJ+R2+B3+XV 5 = 26, +4 (Narr) = 30.
    assert r["jack_demands"] == [{"king": "RK", "trick": 0, "jack_holder": 2}]
    assert r["party_points"] == [54, 18]
    assert r["points"] == [100, 5, 0, 25]
    # Live: after RK! seat 2 may only give RJ (not even the Narr... seat 2 holds no Narr; the rule is the same).
    st = _live(GJ, [])
    st.push("RK!")
    assert st.legal_actions() == ["RJ"]


def test_gs_jack_substitution_live_and_record() -> None:
    # Live: R9 (seat 1), R10 (seat 2), RK! (seat 3) -> seat 2 holds RJ: RJ replaces R10, R10 back to seat 2.
    st = _live(GS, GS_ACTIONS[:1])
    assert st.tricks[0] == [parse("R9"), parse("RJ"), parse("RK"), parse("XVI")]
    assert "R10" in st.view(2)["hand"] and "RJ" not in st.view(2)["hand"]
    st = _live(GS, GS_ACTIONS)
    rec = st.record()
    assert rec["plays"] == GS["plays"] and rec["jack_demands"] == ["RK"]
    r = replay(copy.deepcopy(GS))
    # Party [1, 3]: T2 CK+II+VI+XI 8, T4 CQ+III+VIII+XII 7, T6 CN+V+X+XIII 6, T8 CJ+R1+B3+XIV 5,
    # T10 C1+R3+B5+XV 4 = 30 in 20 cards; Narr exchange +4 -> 34 - 3*5 = 19; party [0, 2] 72 - 19 = 53.
    assert r["party_points"] == [53, 19]
    assert r["points"] == [96, 5, 0, 29]
    assert r["payments"] == [17, -17, 17, -17]
    assert r["jack_demands"] == [{"king": "RK", "trick": 0, "jack_holder": 2}]
    # The record showing R10 (not RJ) in seat 2's place while seat 2 still holds RJ is an error.
    bad = copy.deepcopy(GS)
    bad["plays"][1] = "R10"
    bad["plays"][bad["plays"].index("R10", 2)] = "RJ"
    with pytest.raises(RecordError) as e:
        replay(bad)
    assert e.value.rule_id == "jack.effect" and e.value.where == "plays[2]"
    # Without the demand listed, the same trick is a free play of RJ and equally valid.
    r2 = replay(with_(GS, jack_demands=[]))
    assert r2["party_points"] == [53, 19] and r2["jack_demands"] == []


def test_gm_matsch_default_and_other_party() -> None:
    r = replay(copy.deepcopy(GM))
    # Seat 0 (all tarocks) wins all 19 tricks: Matsch of party 0 = [0, 2]; the Narr of seat 1 stays (matsch).
    # Party [0, 2]: 78 cards, 130 face; party [1, 3]: 0 cards -> counted 0; 72 - 0 = 72.
    assert r["matsch"] == 0
    assert r["narr"] == {"player": 1, "trick": 1, "winner": 0, "outcome": "matsch"}
    assert r["points"] == [130, 0, 0, 0] and r["party_points"] == [72, 0]
    assert r["payments"] == [36, -36, 36, -36]
    o = replay(with_(GM, ruleset={"name": "surselva", "matsch_cards": "other_party"}))
    # The Narr goes back to seat 1 (5); the skat II + III (Skatist in the Matsch party) to seat 1, the first seat
    # after the Skatist outside the Matsch party. Seat 1: 3 cards, face 7 -> 7 - (3-1) = 5; party [0, 2] 67.
    assert o["points"] == [123, 7, 0, 0]
    assert o["party_points"] == [67, 5]
    assert o["skat_to"] == 1 and o["narr"]["outcome"] == "matsch"
    assert o["payments"] == [31, -31, 31, -31]


def test_gm3_matsch_skat_of_the_other_party() -> None:
    r = replay(copy.deepcopy(GM3))
    # Skatist seat 3 is in party [1, 3]; party [0, 2] makes Matsch, so the skat (II, III) goes to seat 0,
    # the first seat after seat 3 in the Matsch party: seat 0 gets all 130.
    assert r["skat_to"] == 0 and r["points"] == [130, 0, 0, 0] and r["party_points"] == [72, 0]
    assert r["leader"] == 0
    o = replay(with_(GM3, ruleset={"name": "surselva", "matsch_cards": "other_party"}))
    # other_party: the skat stays with the Skatist (seat 3: 2), the Narr goes back to seat 1 (5):
    # party [1, 3]: 3 cards, face 7 -> 5.
    assert o["skat_to"] == 3 and o["points"] == [123, 5, 0, 2] and o["party_points"] == [67, 5]


def test_gk_five_pointers_in_pairs() -> None:
    r = replay(copy.deepcopy(GK))
    # Skat I + XXI = 10 -> counted on its own 10 - 1 = 9.
    assert r["skat_points"] == 9 and r["party_points"] == [72, 0]
    with pytest.raises(RecordError) as e:
        replay(with_(GK, ruleset={"name": "surselva", "five_pointers_in_skat": "none"}))
    assert e.value.rule_id == "skat.five_pointers"


def test_g3_three_players_singly() -> None:
    r = replay(copy.deepcopy(G3))
    # Seat 2 wins T2 only: C1 1 + Narr 5 + CK 5 = 11; the Narr's player (seat 1) never wins an empty card:
    # no exchange. Seat 0: 130 - 11 = 119 (skat C5+C6+C7 = 3 included).
    assert r["narr"] == {"player": 1, "trick": 1, "winner": 2, "outcome": "not_exchanged"}
    assert r["points"] == r["party_points"] == [119, 0, 11]
    assert r["targets"] == [43, 42, 42]
    # Balances 76, -42, -31 (sum 3); payment = 3*b - 3: 225, -129, -96.
    assert r["balance"] == [76, -42, -31]
    assert r["payments"] == [225, -129, -96]
    assert r["skat_points"] == 3 and r["skat_to"] == 0
    n = replay(with_(G3, ruleset={"name": "surselva", "skat_3_5": "nobody"}))
    # The skat counts for nobody: seat 0 116; balances 73, -42, -31 (sum 0); payments 219, -126, -93.
    assert n["points"] == [116, 0, 11] and n["skat_to"] is None
    assert n["payments"] == [219, -126, -93]


def test_g5_five_players() -> None:
    r = replay(copy.deepcopy(G5))
    # T1: RK XXI I XX II -> seat 2 (XXI): 5 + 5 + 5 + 1 + 1 = 17. Seat 0 wins the rest: 130 - 17 = 113.
    assert r["trick_winners"] == [2] + [0] * 14
    assert r["points"] == [113, 0, 17, 0, 0]
    assert r["targets"] == [27, 25, 25, 25, 25]
    # Balances 86, -25, -8, -25, -25 (sum 3); payments 5b - 3.
    assert r["balance"] == [86, -25, -8, -25, -25]
    assert r["payments"] == [427, -128, -43, -128, -128]
    # RK demanded its Jack, but RJ is in seat 1's own hand: no effect, still valid.
    assert r["jack_demands"] == [{"king": "RK", "trick": 0, "jack_holder": None}]
    assert r["narr"]["outcome"] == "not_exchanged"


def test_g6_six_players() -> None:
    r = replay(copy.deepcopy(G6))
    # Party [0, 2, 4] wins T1 only: VIII R4 I B3 S2 XXI = 14 in 6 cards -> 14 - 3 - (2-1) = 10; other 62.
    assert r["party_points"] == [10, 62]
    assert r["points"] == [14, 116, 0, 0, 0, 0]
    assert r["payments"] == [-26, 26, -26, 26, -26, 26]
    assert r["skat_to"] is None and r["skat_points"] == 0
    assert r["narr"] == {"player": 3, "trick": 8, "winner": 1, "outcome": "own_party"}


def test_g6m_six_players_matsch_both_options() -> None:
    r = replay(copy.deepcopy(G6M))
    assert r["matsch"] == 1 and r["party_points"] == [0, 72]
    assert r["narr"]["outcome"] == "own_party"
    o = replay(with_(G6M, ruleset={"name": "surselva", "matsch_cards": "other_party"}))
    # The Matsch party's own Narr goes to seat 4 (first after seat 3 outside [1, 3, 5]): the lone Narr = 5;
    # 72 - 5 = 67 (count.total: direct counting of 77 cards would give 73).
    assert o["narr"]["outcome"] == "matsch"
    assert o["points"][4] == 5 and o["party_points"] == [5, 67]
    assert o["payments"] == [-31, 31, -31, 31, -31, 31]


def test_draw_as_drawn() -> None:
    # Seating as_drawn: I (seat 3) and II (seat 0) are the lowest: parties [0, 3] and [1, 2].
    rec = with_(GM, ruleset={"name": "surselva", "seating": "as_drawn"}, draw=["II", "XX", "XV", "I"])
    r = replay(rec)
    assert r["teams"] == [[0, 3], [1, 2]]
    assert r["matsch"] == 0 and r["balance"] == [36, -36, -36, 36]
    with pytest.raises(RecordError) as e:
        replay(with_(GM, draw=["II", "XX", "XV", "I"]))
    assert e.value.rule_id == "teams.seating"
