"""Every rule id of the Troccas spec, tested by name; the validation order (spec §9)."""

from __future__ import annotations

import copy
import re
from pathlib import Path
from typing import Any

import pytest

from test_troccas_cases import G1, G3, G6, GJ, GK, GM, GM3, GS, RANKS, pips, suit, trumps, with_
from troggu_core.errors import IllegalActionError, RecordError
from troggu_core.games.troccas import GAME, RULES, TroccasState, parse_ruleset, replay, session
from troggu_core.games.troccas.bots import _bots, play_out, random_record
from troggu_core.games.troccas.cards import STRENGTH, VALUES, parse
from troggu_core.games.troccas.scoring import pile_points
from troggu_core.kernel.registry import game
from troggu_core.kernel.rules import SHARED_RULES


def rid(rec: Any) -> str:
    with pytest.raises(RecordError) as e:
        replay(rec)
    return e.value.rule_id


def illegal(st: TroccasState, action: str) -> str:
    before = (st.record(), [st.view(s) for s in range(st.players)])
    with pytest.raises(IllegalActionError) as e:
        st.push(action)
    assert (st.record(), [st.view(s) for s in range(st.players)]) == before
    return e.value.rule_id


def live(rec: dict[str, Any], n_plays: int = 0) -> TroccasState:
    st = TroccasState(rec["ruleset"], rec["players"], rec["dealer"], [[parse(c) for c in h] for h in rec["hands"]])
    if rec.get("skat"):
        st.push("discard " + " ".join(rec["skat"]))
    for c in rec["plays"][:n_plays]:
        st.push(c + ("!" if c in rec.get("jack_demands", []) else ""))
    return st


def test_every_rule_id_is_tested_here_by_name() -> None:
    text = Path(__file__).read_text() + Path(__file__).with_name("test_troccas_golden.py").read_text()
    # the rules of the kernel and the facade every game shares are provoked by tests/kernel/test_refusals.py
    missing = [r.id for r in RULES if r not in SHARED_RULES and f'"{r.id}"' not in text]
    assert not missing
    assert all(r.de and r.en and r.source for r in RULES)
    assert GAME.id == "troccas" and game("troccas") is GAME


# -- record.* ----------------------------------------------------------------------------------------------------
def test_record_format_game_ruleset() -> None:
    assert rid([1]) == "record.format"
    assert rid({k: v for k, v in G1.items() if k != "plays"}) == "record.format"
    assert rid(with_(G1, format="troggu-record/1")) == "record.format"
    assert rid(with_(G1, game="troggu")) == "record.game"
    assert rid(with_(G1, ruleset="visp")) == "record.ruleset"
    assert rid(with_(G1, ruleset={"name": "surselva", "jack_demand": "yes"})) == "record.ruleset"
    assert rid(with_(G1, ruleset={"name": "surselva", "colour": "red"})) == "record.ruleset"
    assert rid(with_(G1, ruleset={"seating": "alternate"})) == "record.ruleset"
    assert parse_ruleset({"name": "surselva", "jack_demand": False}).jack_demand is False


def test_record_complete() -> None:
    short = with_(G1, plays=G1["plays"][:-1])
    assert rid(short) == "record.complete"
    assert rid(with_(G1, plays=G1["plays"] + ["RK"])) == "record.complete"
    with pytest.raises(RecordError) as e:
        replay(short)
    assert e.value.where == "plays"


def test_game_phase() -> None:
    st = live(G1)
    st = TroccasState("surselva", 4, 0, [[parse(c) for c in h] for h in G1["hands"]])
    assert illegal(st, "RK C9") == "game.phase"  # the Skatist lays away first: 'discard C1 C2' or card by card
    st.push("C9")  # or card by card (issue 38): a step, taken back alone
    assert "C9" not in st.legal_actions() and "C10" in st.legal_actions()
    assert "I" in st.layaway_cards() and "I" not in st.legal_actions()  # a single five-pointer: not with C9
    assert illegal(st, "discard C9 C10") == "skat.layaway"  # not whole while cards are picked
    assert st.pop() == "C9" and st.picked == []
    st.push("discard C9 C10")
    assert illegal(st, "discard C8 C7") == "game.phase"


# -- cards ------------------------------------------------------------------------------------------------------
def test_deck_cards() -> None:
    bad = copy.deepcopy(G1)
    bad["hands"][2][3] = "B44"
    assert rid(bad) == "deck.cards"
    ok = copy.deepcopy(G1)  # 1JJ numerals and T-codes are read
    ok["hands"][1][ok["hands"][1].index("IV")] = "IIII"
    ok["plays"][ok["plays"].index("IV")] = "T4"
    assert replay(ok)["payments"] == [18, -18, 18, -18]
    assert rid(with_(G1, plays=G1["plays"][:5] + [7] + G1["plays"][6:])) == "deck.cards"


def test_deck_values() -> None:
    # "deck.values"
    assert sum(VALUES) == 130
    assert [VALUES[parse(c)] for c in ("RK", "XXI", "I", "Narr", "CQ", "SN", "BJ", "B10", "XX")] == [
        5,
        5,
        5,
        5,
        4,
        3,
        2,
        1,
        1,
    ]
    assert sum(1 for v in VALUES if v > 1) == 19 and sum(v for v in VALUES if v > 1) == 71


def test_play_suit_order() -> None:
    # "play.suit_order"
    s = STRENGTH
    assert s[parse("C1")] > s[parse("C2")] > s[parse("C10")] and s[parse("R1")] > s[parse("R10")]
    assert s[parse("B10")] > s[parse("B1")] and s[parse("S10")] > s[parse("S9")]
    assert s[parse("CK")] > s[parse("CQ")] > s[parse("CN")] > s[parse("CJ")] > s[parse("C1")]
    # in G1, T2 CK II VII XII: the tarocks beat the King; XII highest
    assert replay(copy.deepcopy(G1))["trick_winners"][1] == 3


# -- players and teams ------------------------------------------------------------------------------------------
def test_players_count() -> None:
    assert rid(with_(G1, players=7)) == "players.count"
    assert rid(with_(G1, players=True)) == "players.count"
    assert rid(with_(G1, players=4.0)) == "players.count"


def test_teams_alone() -> None:
    assert replay(with_(G3, teams=[[2], [0], [1]]))["teams"] == [[0], [1], [2]]
    assert rid(with_(G3, teams=[[0, 1], [2]])) == "teams.alone"
    assert rid(with_(G3, draw=["I", "II", "III"])) == "teams.alone"
    assert replay(with_(G3, teams=None, draw=None))["teams"] == [[0], [1], [2]]


def test_teams_pairs_and_three() -> None:
    assert replay(copy.deepcopy(G1))["teams"] == [[0, 2], [1, 3]]  # "teams.pairs"
    assert replay(copy.deepcopy(G6))["teams"] == [[0, 2, 4], [1, 3, 5]]  # "teams.three"
    assert replay(with_(G1, teams=[[3, 1], [2, 0]]))["teams"] == [[0, 2], [1, 3]]


def test_teams_shape() -> None:
    assert rid(with_(G1, teams=[[0, 1, 2], [3]])) == "teams.shape"
    assert rid(with_(G1, teams=[[0, 2], [1, 2]])) == "teams.shape"
    assert rid(with_(G1, teams=[[0, True], [1, 3]])) == "teams.shape"
    assert rid(with_(G1, teams="alternate")) == "teams.shape"


def test_teams_draw() -> None:
    drawn = {"name": "surselva", "seating": "as_drawn"}
    assert replay(with_(G1, ruleset=drawn, draw=["V", "I", "IV", "II"]))["teams"] == [[0, 2], [1, 3]]
    assert replay(with_(G6, ruleset=drawn, draw=["I", "XX", "II", "XXI", "III", "XIX"]))["teams"] == [
        [0, 2, 4],
        [1, 3, 5],
    ]
    assert replay(with_(G1, ruleset=drawn, draw=["V", "I", "IIII", "II"]))["teams"] == [[0, 2], [1, 3]]
    assert rid(with_(G1, ruleset=drawn, draw=["V", "Narr", "IV", "II"])) == "teams.draw"
    assert rid(with_(G1, ruleset=drawn, draw=["V", "I", "V", "II"])) == "teams.draw"
    assert rid(with_(G1, ruleset=drawn, draw=["V", "I", "IV"])) == "teams.draw"
    assert rid(with_(G1, ruleset=drawn, draw=["V", "I", "IV", "II"], teams=[[0, 1], [2, 3]])) == "teams.draw"
    # as_drawn allows any split, alternate does not
    assert replay(with_(G1, ruleset=drawn, teams=[[0, 1], [2, 3]]))["teams"] == [[0, 1], [2, 3]]


def test_teams_seating() -> None:
    assert rid(with_(G1, teams=[[0, 1], [2, 3]])) == "teams.seating"
    assert rid(with_(G1, draw=["I", "II", "IV", "V"])) == "teams.seating"


def _said(rec: Any) -> tuple[str, str]:
    with pytest.raises(RecordError) as e:
        replay(rec)
    return e.value.message("de"), e.value.message("en")


def test_teams_refusals_name_the_parties_with_seats_from_1() -> None:
    """Issue 33: a person reads seats from 1, also where a refusal names the parties of a record's 0-based lists."""
    de, en = _said(with_(G1, teams=[[0, 1], [2, 3]]))  # alternate seating: partners are seats 0+2 and 1+3
    assert "müssen Plätze 1, 3 gegen Plätze 2, 4 sein, nicht Plätze 1, 2 gegen Plätze 3, 4" in de, de
    assert "must be seats 1, 3 against seats 2, 4, not seats 1, 2 against seats 3, 4" in en, en
    drawn = {"name": "surselva", "seating": "as_drawn"}  # the draw V I IV II pairs seats 1+3 (I, II) and 0+2
    de, en = _said(with_(G1, ruleset=drawn, draw=["V", "I", "IV", "II"], teams=[[0, 1], [2, 3]]))
    assert "(Plätze 1, 2 gegen Plätze 3, 4)" in de and "das Plätze 1, 3 gegen Plätze 2, 4 ergibt" in de, de
    assert "(seats 1, 2 against seats 3, 4)" in en and "gives seats 1, 3 against seats 2, 4" in en, en
    de, en = _said(with_(G3, teams=[[0, 1], [2]]))
    assert "jeder der Plätze 1 bis 3 allein (von 0 an gezählt: 0 bis 2)" in de, de
    assert "each of seats 1 to 3 alone (counted from 0: 0 to 2)" in en, en


def test_teams_first_lead_not_checked() -> None:
    # "teams.first_lead" is a session matter: a round record may have any dealer.
    assert replay(copy.deepcopy(GM3))["leader"] == 0


# -- deal and skat ----------------------------------------------------------------------------------------------
def test_deal_skatist() -> None:
    assert rid(with_(G1, dealer=4)) == "deal.skatist"
    assert rid(with_(G1, dealer=False)) == "deal.skatist"
    assert TroccasState.new("surselva", 5, seed=1, dealer=3).to_move == 3


def test_deal_sizes() -> None:
    bad = copy.deepcopy(G1)
    bad["hands"][1].append(bad["hands"][0].pop())
    assert rid(bad) == "deal.sizes"
    dup = copy.deepcopy(G1)
    dup["hands"][2][0] = "RK"
    assert rid(dup) == "deal.sizes"
    assert rid(with_(G1, hands=G1["hands"][:3])) == "deal.sizes"
    for n, sizes in ((3, [28, 25, 25]), (4, [21, 19, 19, 19]), (5, [18, 15, 15, 15, 15]), (6, [13] * 6)):
        st = TroccasState.new("surselva", n, seed=n)
        assert [len(h) for h in st.dealt] == sizes


def test_deal_packets() -> None:
    for pk in ([6, 6, 7], [9, 10], [10, 9], [19]):
        assert replay(with_(G1, packets=pk))["payments"] == [18, -18, 18, -18]
    assert rid(with_(G1, packets=[8, 11])) == "deal.packets"
    assert rid(with_(G1, packets=[9.0, 10])) == "deal.packets"
    assert rid(with_(G3, packets=[6, 6, 7])) == "deal.packets"
    st = TroccasState.new("surselva", 4, seed=2, packets=[19])
    assert st.record()["packets"] == [19]


def test_deal_redeal_skatist_without_tarock_may_play() -> None:
    # "deal.redeal": the Skatist (seat 3) holds no tarock and still plays.
    hands = [
        ["I"] + trumps(4, 21),
        ["Narr", "II", "III"] + suit("R") + pips("B", 1, 2),
        pips("B", 5, 10) + ["BJ", "BN", "BQ", "BK"] + pips("S", 1, 9),
        ["B3", "B4", "S10", "SJ", "SN", "SQ", "SK"] + suit("C"),
    ]
    st = TroccasState("surselva", 4, 3, [[parse(c) for c in h] for h in hands])
    st.push("discard B3 B4")
    play_out(st, _bots("random", 4, 1))
    assert sum(replay(st.record())["party_points"]) == 72


def test_skat_layaway() -> None:
    assert rid({k: v for k, v in G1.items() if k != "skat"}) == "skat.layaway"
    assert rid(with_(G1, skat=["C9"])) == "skat.layaway"
    assert rid(with_(G1, skat=["C9", "C9"])) == "skat.layaway"
    assert rid(with_(G1, skat=["C9", "R10"])) == "skat.layaway"
    assert rid(with_(G6, skat=["C1"])) == "skat.layaway"
    assert replay(with_(G6, skat=[]))["skat_to"] is None
    st = live(with_(G1, skat=[]))
    assert st.discard_size() == 2
    assert illegal(st, "discard C9") == "skat.layaway"
    assert illegal(st, "discard C9 R1") == "skat.layaway"
    st.push("discard C9 C10")
    assert st.phase == "play" and st.pop() == "discard C9 C10" and st.phase == "discard"


def test_skat_five_pointers() -> None:
    assert rid(with_(G1, skat=["CK", "C10"])) == "skat.five_pointers"
    assert replay(copy.deepcopy(GK))["skat_points"] == 9  # two five-pointers: allowed
    st = live(with_(GK, skat=[]))
    assert illegal(st, "discard XXI II") == "skat.five_pointers"
    none = live(with_(GK, skat=[], ruleset={"name": "surselva", "five_pointers_in_skat": "none"}))
    assert "XXI" not in none.legal_actions() and "II" in none.legal_actions()
    assert illegal(none, "discard XXI I") == "skat.five_pointers"
    # 3 players: 0, 2 or 3 five-pointers
    st3 = TroccasState("surselva", 3, 0, [[parse(c) for c in h] for h in G3["hands"]])
    st3.push("discard I XXI C5")
    st3.pop()
    st3.push("discard I XXI C1")
    assert (
        illegal(TroccasState("surselva", 3, 0, [[parse(c) for c in h] for h in G3["hands"]]), "discard I C1 C2")
        == "skat.five_pointers"
    )


# -- play -------------------------------------------------------------------------------------------------------
def test_play_lead() -> None:
    # "play.lead"
    st = live(G1)
    assert st.to_move == 1 and replay(copy.deepcopy(G1))["leader"] == 1
    st.push("RK")
    assert st.to_move == 2


def test_play_follow() -> None:
    st = live(G1)
    st.push("RK")
    assert illegal(st, "B1") == "play.follow"  # void in R, holds tarocks: must play one
    assert illegal(st, "RQ") == "play.follow"  # does not hold it
    bad = copy.deepcopy(G1)
    bad["plays"][1] = "B1"
    bad["plays"][bad["plays"].index("B1", 2)] = "VI"
    assert rid(bad) == "play.follow"
    # GS T3: seat 1 holds S1 and must follow spades
    st = live(GS, 8)
    st.push("S2")
    st.push("XVII")
    assert illegal(st, "II") == "play.follow"


def test_play_no_overtrump() -> None:
    # "play.no_overtrump"
    st = live(G1)
    st.push("RK")
    st.push("X")  # seat 2 may play any tarock
    st.push("XI")
    assert "I" in st.legal_actions() and "XVI" in st.legal_actions()  # seat 0 need not overtrump
    st.push("I")
    assert st.winners == [3]


def test_play_narr_any_and_narr_lead() -> None:
    st = live(G1)
    assert "Narr" in st.legal_actions()
    st.push("Narr")  # seat 1 leads the Narr
    assert set(st.legal_actions()) >= {"B1", "VI", "BK"}  # "play.narr_lead": the next card sets the suit
    st.push("B1")
    assert st.legal_actions() == ["XI", "XII", "XIII", "XIV", "XV"]  # seat 3 void in B: tarock
    st.push("XI")
    st.push("XVI")
    assert st.winners == [0]
    st2 = live(G1, 1)  # after RK, seat 2 may play the Narr? he holds none; seat 1 does:
    st2.pop()
    assert "Narr" in st2.legal_actions()
    # "play.narr_any": the Narr instead of a required tarock (G1 T7: seat 1 is void in S, holds no tarock)
    assert replay(copy.deepcopy(G1))["tricks"][6][2] == "Narr"


def test_play_trick_winner() -> None:
    # "play.trick_winner"
    r = replay(copy.deepcopy(G1))
    assert r["trick_winners"][6] == 0  # Narr never wins; XIX does
    assert r["trick_winners"][0] == 0  # XVI beats XI, VI and the King
    r3 = replay(copy.deepcopy(G3))
    assert r3["trick_winners"][1] == 2  # C1 led, CK wins the cups trick


# -- jack demand ------------------------------------------------------------------------------------------------
def test_jack_demand() -> None:
    assert replay(copy.deepcopy(GJ))["jack_demands"] == [{"king": "RK", "trick": 0, "jack_holder": 2}]
    assert rid(with_(GJ, jack_demands=["RQ"])) == "jack.demand"
    assert rid(with_(GJ, jack_demands=["RK", "RK"])) == "jack.demand"
    assert rid(with_(GJ, jack_demands="RK")) == "jack.demand"
    assert rid(with_(GJ, ruleset={"name": "surselva", "jack_demand": False})) == "jack.demand"
    assert rid(with_(GK, jack_demands=["RK"])) == "jack.demand"  # RK not played in the first R trick
    assert rid(with_(G1, jack_demands=["BK"])) == "jack.demand"  # BK falls on a tarock lead
    # a King in the skat (a valid skat CK + I) cannot demand
    assert rid(with_(G1, skat=["CK", "I"], jack_demands=["CK"])) == "jack.demand"
    st = live(G1)
    assert "RK!" in st.legal_actions()
    assert illegal(st, "RQ!") == "jack.demand"
    off = live(with_(G1, ruleset={"name": "surselva", "jack_demand": False}))
    assert "RK!" not in off.legal_actions()
    assert illegal(off, "RK!") == "jack.demand"
    # a demanding King that is not the first trick of its suit (live)
    st = live(GS, 0)
    st.push("R9")
    st.push("R10")
    st.push("RK")
    st.push("XVI")
    assert "CK!" in st.legal_actions()  # seat 0 leads: the first cups trick
    st.push("CK")
    st.push("II")
    st.push("VI")
    st.push("XI")
    st.push("S2")  # seat 3 leads; RK is gone, and R was led in trick 1
    assert not [a for a in st.legal_actions() if a.endswith("!")]


def test_jack_effect() -> None:
    st = live(GJ, 0)
    st.push("RK!")
    assert st.to_move == 2 and st.legal_actions() == ["RJ"]
    assert illegal(st, "VI") == "jack.effect"
    st.push("RJ")
    assert st.legal_actions()[:1] == ["XI"]
    # record: RK demanded but seat 2 plays VI holding RJ
    bad = copy.deepcopy(GJ)
    bad["plays"][1] = "VI"  # forcing is checked before following (VI would not follow R either)
    assert rid(bad) == "jack.effect"
    # undo restores the substitution exactly
    st = live(GS, 2)
    before = st.record(), st.view(2)
    st.push("RK!")
    assert st.trick[1] == parse("RJ")
    st.pop()
    assert (st.record(), st.view(2)) == before


def test_klopfen_signal_is_metadata() -> None:
    # "klopfen.signal": a knocks key is kept as metadata and changes nothing
    assert replay(with_(G1, knocks=[{"seat": 0, "trick": 2}]))["payments"] == [18, -18, 18, -18]


# -- Narr, Matsch, counting, score ------------------------------------------------------------------------------
def test_narr_exchange_and_no_empty() -> None:
    assert replay(copy.deepcopy(G1))["narr"]["outcome"] == "exchanged"  # "narr.exchange"
    assert replay(copy.deepcopy(G3))["narr"]["outcome"] == "not_exchanged"  # "narr.no_empty"


def test_matsch_cards() -> None:
    assert replay(copy.deepcopy(GM))["matsch"] == 0  # "matsch.cards"
    assert replay(with_(GM, ruleset={"name": "surselva", "matsch_cards": "other_party"}))["skat_to"] == 1


def test_count_fours_skat_total_single() -> None:
    # "count.fours": 1 figure + 3 empty = figure; 2 + 2: minus 1; 3 + 1: minus 2; 4 figures: minus 3
    assert pile_points(5 + 3, 4) == 5 and pile_points(5 + 4 + 2, 4) == 9 - 1
    assert pile_points(5 + 4 + 3 + 1, 4) == 12 - 2 and pile_points(5 + 4 + 3 + 2, 4) == 14 - 3
    assert pile_points(5 + 4 + 3, 3) == 12 - 2  # a short group of three
    assert pile_points(44, 26) == 25  # the spec's example
    assert pile_points(4, 4) == 1  # four empty cards
    # "count.skat": Reiter + Königin = 7 - 1 = 6
    assert pile_points(3 + 4, 2) == 6
    # "count.total": 72 for 4 and 6 players
    for rec in (G1, GS, GM, G6):
        assert sum(replay(copy.deepcopy(rec))["party_points"]) == 72
    # "count.single": 3/5 players count singly: 130
    r = replay(copy.deepcopy(G3))
    assert r["party_points"] == r["points"] and sum(r["points"]) == 130


def test_score_targets_balance_payments() -> None:
    r = replay(copy.deepcopy(G3))
    assert r["targets"] == [43, 42, 42]  # "score.targets"
    assert r["party_balance"] == [119 - 43, 0 - 42, 11 - 42]  # "score.balance"
    assert r["payments"] == [3 * b - sum(r["balance"]) for b in r["balance"]]  # "score.payments"
    assert replay(copy.deepcopy(G1))["payments"] == [18, -18, 18, -18]


# -- session ----------------------------------------------------------------------------------------------------
def test_session_rounds() -> None:
    out = session([copy.deepcopy(G1), copy.deepcopy(GS), copy.deepcopy(GM), copy.deepcopy(GJ)])
    # balances party [0,2]: 18 + 17 + 36 + 18 = 89
    assert out["totals"]["balance"] == [89, -89, 89, -89]
    assert out["totals"]["payments"] == [89, -89, 89, -89]
    assert out["winners"] == [0, 2]
    with pytest.raises(RecordError) as e:
        session([G1, G1, G1])
    assert e.value.rule_id == "session.rounds"
    with pytest.raises(RecordError) as e:
        session([G1, G1, G3, G1])
    assert e.value.rule_id == "session.rounds" and "round 3" in str(e.value)
    with pytest.raises(RecordError) as e:
        session([G1, G1, with_(G1, ruleset={"name": "surselva", "skat_3_5": "nobody"}), G1])
    assert e.value.rule_id == "session.rounds"
    with pytest.raises(RecordError) as e:
        session([G1, with_(G1, dealer=9), G1, G1])
    assert e.value.rule_id == "deal.skatist" and str(e.value).count("round 2") == 1


def test_session_debt_packets() -> None:
    # round 1 (G1): party [1, 3] has -18: 9/10 allowed in round 2, 19 not (needs -19)
    assert session([G1, with_(G1, packets=[9, 10]), G1, G1])["winners"] == [0, 2]
    with pytest.raises(RecordError) as e:
        session([G1, with_(G1, packets=[19]), G1, G1])
    assert e.value.rule_id == "session.debt_packets" and "round 2" in str(e.value)
    # after GM (-36) a 19 deal is allowed
    session([G1, GM, with_(G1, packets=[19]), G1])
    with pytest.raises(RecordError) as e:
        session([with_(G1, packets=[10, 9]), G1, G1, G1])
    assert e.value.rule_id == "session.debt_packets" and "round 1" in str(e.value)


# -- validation order -------------------------------------------------------------------------------------------
def test_validation_order() -> None:
    # 1 before 2: format before ruleset
    assert rid(with_(G1, format="x", ruleset="bad")) == "record.format"
    # 2 before 3
    assert rid(with_(G1, ruleset="bad", players=9)) == "record.ruleset"
    # 3: players before dealer
    assert rid(with_(G1, players=9, dealer=-1)) == "players.count"
    # 3 before 4
    assert rid(with_(G1, dealer=-1, teams=[[0]])) == "deal.skatist"
    # 4 before 5
    bad_code = copy.deepcopy(G1)
    bad_code["hands"][0][0] = "ZZ"
    assert rid(with_(bad_code, teams=[[0]])) == "teams.shape"
    # 5: hand codes before the skat's presence; skat codes before sizes
    assert rid({k: v for k, v in bad_code.items() if k != "skat"}) == "deck.cards"
    short = copy.deepcopy(G1)
    short["hands"][1].pop()
    assert rid(with_(short, skat=["C9", "XYZ"])) == "deck.cards"
    assert rid({k: v for k, v in short.items() if k != "skat"}) == "skat.layaway"
    # 6 before 7: sizes before the skat's size
    assert rid(with_(short, skat=["C9"])) == "deal.sizes"
    # 6: duplicate before missing (sizes right, one card twice)
    dup = copy.deepcopy(G1)
    dup["hands"][1][0] = "C1"
    with pytest.raises(RecordError) as e:
        replay(dup)
    assert e.value.rule_id == "deal.sizes" and "twice" in str(e.value)
    # 7 before 8
    assert rid(with_(G1, skat=["CK", "C10"], jack_demands=["RQ"])) == "skat.five_pointers"
    # 8: the option before Kings only; Kings only before the skat; the skat before repeats
    assert rid(with_(G1, ruleset={"name": "surselva", "jack_demand": False}, jack_demands=["ZZ"])) == "deck.cards"
    # 8 before 9
    assert rid(with_(G1, jack_demands=["RQ"], packets=[1])) == "jack.demand"
    # 9 before 10
    bad_play = copy.deepcopy(G1)
    bad_play["plays"][0] = "CK"
    assert rid(with_(bad_play, packets=[1])) == "deal.packets"
    # 10 before 11
    assert rid(with_(bad_play, plays=bad_play["plays"][:10])) == "play.follow"
    # 10: holds it before the follow rules; forcing before follow
    assert rid(bad_play) == "play.follow"
    # 10: follow before the demand's trick check
    late = with_(G1, jack_demands=["BK"])
    late["plays"][1] = "BK"
    assert rid(late) == "play.follow"


def test_no_type_error_escapes() -> None:
    junk: list[Any] = [
        None,
        1,
        "x",
        [],
        {},
        {"format": None},
        with_(G1, hands=None),
        with_(G1, hands=[1, 2]),
        with_(G1, plays=None),
        with_(G1, plays=[None]),
        with_(G1, skat=5),
        with_(G1, teams=[1, 2]),
        with_(G1, draw=5),
        with_(G1, draw=[1, 2, 3, 4]),
        with_(G1, ruleset=[1]),
        with_(G1, ruleset={"name": ["x"]}),
        with_(G1, jack_demands=[None]),
        with_(G1, packets="x"),
        with_(G1, hands=[[None]] * 4),
        with_(G1, players=None),
        with_(G1, dealer="0"),
        with_(G3, teams=[[0], [1], ["2"]]),
        with_(G1, ruleset={"name": "surselva", "seating": []}),
    ]
    for rec in junk:
        with pytest.raises(RecordError):
            replay(rec)


def test_readings_file_lists_bullets() -> None:
    import troggu_core.games.troccas as package

    path = Path(package.__file__).parent / "READINGS.md"  # shipped with the package (and the site's wheel)
    assert len(re.findall(r"^- ", path.read_text(), re.M)) >= 5


def test_random_record_through_registry() -> None:
    rec = GAME.random_record("surselva", 5, 4, bot="heuristic")
    assert GAME.replay(rec)["teams"] == [[0], [1], [2], [3], [4]]
    assert random_record("surselva", 4, 4) == random_record("surselva", 4, 4)
    drawn = random_record({"name": "surselva", "seating": "as_drawn"}, 6, 2)
    assert len(drawn["draw"]) == 6 and replay(drawn)["teams"] == drawn["teams"]
    _ = RANKS


def test_package_doctests() -> None:
    import doctest
    import importlib

    for mod in (
        "__init__",
        "bots",
        "cards",
        "deal",
        "names",
        "record",
        "rules",
        "rulesets",
        "scoring",
        "session",
        "state",
        "teams",
    ):
        name = "troggu_core.games.troccas" + ("" if mod == "__init__" else "." + mod)
        result = doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS)
        assert result.failed == 0, name
