"""Every rule id of the Großtarock spec, tested by name (a legal case and the exact rule id of a violation)."""

from __future__ import annotations

import copy
import random
import sys
from itertools import combinations
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))

from test_grosstarock_helpers import (
    A_DISCARD,
    A_HANDS,
    A_SEAT0,
    A_SEAT2,
    B_DISCARD,
    B_HANDS,  # noqa: E402
    B_SEAT0,
    B_SEAT2,
    TAROKS,
    a_seat1,
    b_seat1,
    build,
    result,
    suit,
)
from troggu_core.errors import IllegalActionError, NotationError, RecordError  # noqa: E402
from troggu_core.games.grosstarock import GAME, RULES  # noqa: E402
from troggu_core.games.grosstarock.bots import RandomBot, play_out  # noqa: E402
from troggu_core.games.grosstarock.cards import COUNTERS, STRENGTH, VALUES, mask_of, parse  # noqa: E402
from troggu_core.games.grosstarock.counting import eyes_of_pile  # noqa: E402
from troggu_core.games.grosstarock.declarations import declarations  # noqa: E402
from troggu_core.games.grosstarock.discard import (
    danish_minimum,
    discard_error,
    legal_discards,  # noqa: E402
    protected_mask,
)
from troggu_core.games.grosstarock.record import replay, replay_session  # noqa: E402
from troggu_core.games.grosstarock.rulesets import parse_ruleset  # noqa: E402
from troggu_core.games.grosstarock.scoring import danish_eye_amount, tier_of  # noqa: E402
from troggu_core.games.grosstarock.state import GrosstarockState, deal, new  # noqa: E402
from troggu_core.kernel.rules import SHARED_RULES  # noqa: E402

SPEC_IDS = """GT-CARD-1 GT-CARD-2 GT-CARD-3 GT-DEAL-1 GT-DEAL-2 GT-DEAL-3 GT-DEAL-4 GT-DEAL-5 GT-DISC-1754 GT-DISC-DUM
GT-DISC-DK GT-DECL-1 GT-DECL-2 GT-DECL-3 GT-DECL-4 GT-DECL-5 GT-PLAY-1 GT-PLAY-2 GT-EXC-1754-1 GT-EXC-1754-2
GT-EXC-1754-3 GT-EXC-1754-4 GT-EXC-DUM-1 GT-EXC-DUM-2 GT-EXC-DK-1 GT-EXC-DK-2 GT-EXC-DK-3 GT-EXC-DK-4 GT-EXC-DK-5
GT-ANN-1 GT-ANN-2 GT-ANN-3 GT-COUNT-1 GT-COUNT-2 GT-COUNT-3 GT-PAY-1754-1 GT-PAY-1754-2 GT-PAY-1754-3 GT-PAY-DUM-1
GT-PAY-DUM-2 GT-PAY-DUM-3 GT-PAY-DUM-4 GT-PAY-DUM-5 GT-PAY-DK-1 GT-PAY-DK-2 GT-PAY-DK-3 GT-PAY-DK-4 GT-PAY-DK-5
GT-SESSION""".split()


def m(*codes: str) -> int:
    return mask_of([parse(c) for c in codes])


def state_after(rec: dict, n: int) -> GrosstarockState:
    """The state of a record after its discard and the first ``n`` plays (announcements/demand as recorded)."""
    rs = parse_ruleset(rec["ruleset"])
    pots = rec.get("pots") or {"king": 0, "pagat": 0}
    st = GrosstarockState(
        rs, [[parse(c) for c in h] for h in rec["hands"]], rec["dealer"], (pots["king"], pots["pagat"])
    )
    st.push("discard " + " ".join(rec["discard"]))
    for code in rec["plays"][:n]:
        if code == "Narr" and not st.trick and st.rs == "danish":
            code = "Narr:" + rec["excuse_suit"]
        st.push(code)
    return st


def rejects(rec: dict, rule_id: str) -> RecordError:
    with pytest.raises(RecordError) as e:
        replay(copy.deepcopy(rec))
    assert e.value.rule_id == rule_id, str(e.value)
    return e.value


def illegal(st: GrosstarockState, action: str, rule_id: str) -> None:
    before = (st.record(), st.view(0), st.view(1), st.view(2))
    with pytest.raises(IllegalActionError) as e:
        st.push(action)
    assert e.value.rule_id == rule_id, str(e.value)
    assert (st.record(), st.view(0), st.view(1), st.view(2)) == before


def random_states(ruleset: str, seeds: range):
    for seed in seeds:
        st = new(ruleset, 3, seed, seed % 3)
        yield seed, play_out(st, [RandomBot(seed * 3 + i) for i in range(3)])


REC_A = build("1754", 2, A_HANDS, A_DISCARD, [A_SEAT0, a_seat1(1), A_SEAT2])
REC_B_DK = build("danish", 2, B_HANDS, B_DISCARD, [B_SEAT0, b_seat1(), B_SEAT2])
REC_B_DUM = build("dummett", 2, B_HANDS, B_DISCARD, [B_SEAT0, b_seat1("B10", 10), B_SEAT2])


ENGINE_IDS = {
    "record.format",
    "record.game",
    "record.keys",
    "record.ruleset",
    "record.dealer",
    "record.plays",
    "record.complete",
    "game.action",
    "game.undo",
}
"""The engine's own rules (what a record or an action must be), beside the spec's."""


def test_every_spec_rule_is_listed_with_both_languages():
    assert sorted(r.id for r in RULES if r not in SHARED_RULES) == sorted(set(SPEC_IDS) | ENGINE_IDS)
    assert {r.id for r in RULES} == set(SPEC_IDS) | ENGINE_IDS | {r.id for r in SHARED_RULES}  # the shared ones too
    assert all(r.de and r.en and r.source for r in RULES)
    assert GAME.id == "grosstarock" and GAME.seed_id == "003" and GAME.players == (3,)


# ---------------------------------------------------------------- cards
def test_GT_CARD_1_codes_and_duplicates():
    assert parse("T21") == parse("XXI") and parse("XIIII") == parse("XIV") and parse("VIIII") == 8
    rec = copy.deepcopy(REC_A)
    rec["hands"][0] = [c.replace("I", "T1") if c == "I" else c for c in rec["hands"][0]]
    rec["hands"][1][1] = "XVIIII"  # XIX is seat 0's too, so now dealt twice
    rejects(rec, "GT-CARD-1")
    rec = copy.deepcopy(REC_A)
    rec["hands"][1][1] = "X1"
    rejects(rec, "GT-CARD-1")


def test_GT_CARD_2_strength_orders():
    red = STRENGTH["red_reversed"]
    nat = STRENGTH["natural"]
    assert red[parse("R1")] > red[parse("R10")] and red[parse("B10")] > red[parse("B1")]
    assert nat[parse("R10")] > nat[parse("R1")] and red[parse("RJ")] > red[parse("R1")]
    # natural order changes the winner of R1 against R2
    hands = [
        ["R2"] + TAROKS + suit("B", "1 2 3"),
        ["R1", "Narr"] + suit("B", "4 5 6 7 8 9 10 J N Q K") + suit("S", "1 2 3 4 5 6 7 8 9 10 J"),
        suit("R", "3 4 5 6 7 8 9 10 J N Q K") + suit("S", "Q K") + suit("C"),
    ]
    for order, winner in (("red_reversed", 1), ("natural", 2)):  # R1 > R3 reversed; R3 > R2 > R1 natural
        st = GrosstarockState({"name": "dummett", "suit_order": order}, [[parse(c) for c in h] for h in hands], 2)
        st.push("discard C1 C2 C3")
        for c in ("R2", "R1", "R3"):
            st.push(c)
        assert st.winners == [winner]


def test_GT_CARD_3_values():
    assert sum(VALUES) == 130 and len(COUNTERS) == 19 and sum(VALUES[c] for c in COUNTERS) == 71
    assert VALUES[parse("I")] == VALUES[parse("XXI")] == VALUES[parse("Narr")] == 5 and VALUES[parse("BN")] == 3


# ---------------------------------------------------------------- deal
def test_GT_DEAL_1_three_players():
    rec = copy.deepcopy(REC_A)
    rec["players"] = 4
    rejects(rec, "GT-DEAL-1")
    rec["players"] = True
    rejects(rec, "GT-DEAL-1")
    with pytest.raises(NotationError):
        new("1754", 4, 1)


def test_GT_DEAL_2_sizes_and_packets():
    hands = deal(7, 1)
    assert [len(h) for h in hands] == [25, 28, 25]  # dealer 1
    assert sorted(c for h in hands for c in h) == list(range(78))
    assert hands == deal(7, 1)
    rec = copy.deepcopy(REC_A)
    rec["hands"][2].append(rec["hands"][0].pop())
    rejects(rec, "GT-DEAL-2")


def test_GT_DEAL_3_discard_held_and_counted():
    st = GrosstarockState("1754", [[parse(c) for c in h] for h in A_HANDS], 2)
    illegal(st, "discard RK C1 C2", "GT-DEAL-3")  # seat 2 does not hold RK
    illegal(st, "discard C1 C1 C2", "GT-DEAL-3")
    st.push("discard C1 C2 C3")
    assert st.discard_size() == 3 and st.phase == "play"
    assert result(REC_A)["eyes"][2] == 1  # the discard counts for the dealer


def test_GT_DEAL_4_forehand_leads():
    st = state_after(REC_A, 0)
    assert st.to_move == 0 == (st.dealer + 1) % 3
    assert result(REC_A)["trick_leaders"][0] == 0 and result(REC_A)["forehand"] == 0


def test_GT_DEAL_5_session_dealer_order():
    rec2 = copy.deepcopy(REC_A)
    with pytest.raises(RecordError) as e:
        replay_session({"session": [REC_A, rec2]})
    assert e.value.rule_id == "GT-SESSION" and "session round 2" in str(e.value)


# ---------------------------------------------------------------- discard
def test_GT_DISC_1754():
    h = m(*(["I", "II", "III"] + suit("R") + suit("B", "1 2 3 4 5 6 7 8 9 10 J")))
    assert discard_error("1754", h, [parse(c) for c in ("I", "II", "III")]) is None
    assert discard_error("1754", h, [parse(c) for c in ("I", "II", "R1")]) is not None
    assert discard_error("1754", h, [parse(c) for c in ("RK", "R1", "R2")]) is not None
    h2 = m(*(["I", "II", "III", "IV", "Narr"] + suit("R") + suit("B", "1 2 3 4 5 6 7 8 9")))
    assert discard_error("1754", h2, [parse(c) for c in ("I", "Narr", "IV")]) is None
    assert discard_error("1754", h2, [parse(c) for c in ("I", "II", "III")]) is not None  # four taroks
    assert discard_error("1754", h2, [parse(c) for c in ("Narr", "R1", "R2")]) is None  # the excuse is no tarok
    rec = copy.deepcopy(REC_A)
    rec["discard"] = ["CK", "C1", "C2"]
    e = rejects(rec, "GT-DISC-1754")
    assert "illegal discard" in str(e)


def test_GT_DISC_DUM():
    h = m(*(["I", "II", "Narr"] + suit("R") + suit("B", "1 2 3 4 5 6 7 8 9 10 J")))
    assert discard_error("dummett", h, [parse(c) for c in ("I", "II", "Narr")]) is None
    h2 = m(*(["I", "II", "Narr", "XXI"] + suit("R") + suit("B", "1 2 3 4 5 6 7 8 9 10")))
    assert discard_error("dummett", h2, [parse(c) for c in ("II", "R1", "R2")]) is not None
    assert discard_error("dummett", h2, [parse(c) for c in ("XXI", "R1", "R2")]) is not None
    rec = copy.deepcopy(REC_B_DUM)
    rec["discard"] = ["C1", "C2", "CK"]
    rejects(rec, "GT-DISC-DUM")


def test_GT_DISC_DK_minimum_matches_enumeration():
    rng = random.Random(3)
    for _ in range(60):
        cards = rng.sample(range(78), 28)
        if rng.random() < 0.5:  # many protected cards, few taroks
            cards = sorted(set(rng.sample(range(21), 2)) | set(range(21, 78)) - set(rng.sample(range(22, 78), 26)))
            cards = (
                cards[:28]
                if len(cards) >= 28
                else cards + [c for c in range(2, 21) if c not in cards][: 28 - len(cards)]
            )
        h = mask_of(cards)
        prot = protected_mask(h)
        taroks = h & ((1 << 21) - 1)
        best = min(
            bin(mask_of(list(c)) & prot).count("1")
            for c in combinations(cards, 3)
            if not (mask_of(list(c)) & taroks) or taroks & ~mask_of(list(c)) == 0
        )
        assert danish_minimum(h) == best
        assert legal_discards("danish", h)


def test_GT_DISC_DK_unavoidable_and_tarok_rule():
    # 4 kings, I, XXI, Narr, two taroks and a full cavallerie in every suit: only 2 free cards (R1, R2)
    hand = (
        suit("R", "1 2 J N Q K")
        + suit("B", "J N Q K")
        + suit("S", "J N Q K")
        + suit("C", "J N Q K")
        + ["I", "XXI", "Narr", "II", "III"]
        + suit("B", "1 2 3 4")
        + ["R3"]
    )
    assert len(hand) == 28
    h = m(*hand)
    assert danish_minimum(h) == 0  # B1-B4, R1-R3 free
    tarok_rule = discard_error("danish", h, [parse(c) for c in ("II", "R1", "R2")])
    assert tarok_rule is not None and "keeps no tarok" in tarok_rule.replace("keep no", "keeps no")
    assert discard_error("danish", h, [parse(c) for c in ("I", "R1", "R2")]) is not None  # a matador, avoidable
    rec = copy.deepcopy(REC_B_DK)
    rec["discard"] = ["SK", "C1", "C2"]
    rejects(rec, "GT-DISC-DK")
    # unavoidable: everything protected but one free card
    hand2 = (
        suit("R", "J N Q K")
        + suit("B", "J N Q K")
        + suit("S", "J N Q K")
        + suit("C", "J N Q K")
        + TAROKS[:11]
        + ["Narr"]
    )
    hand2 = hand2[:27] + ["R1"]
    h2 = m(*hand2)
    assert danish_minimum(h2) >= 2
    assert all(
        bin(mask_of(list(c)) & protected_mask(h2)).count("1") == danish_minimum(h2)
        for c in legal_discards("danish", h2)
    )


# ---------------------------------------------------------------- declarations
def test_GT_DECL_1_automatic_and_paid_even_in_a_vole():
    r = result(build("dummett", 2, A_HANDS, A_DISCARD, [A_SEAT0, a_seat1(24), A_SEAT2]))
    assert r["settlement"] == "vole" and r["declaration_payments"] == [75, -30, -45]


def test_GT_DECL_2_which_hand():
    # dealer's 28 cards (danish) vs 25 after the discard (1754): discarding a declared card changes 1754 only
    hand = suit("R", "1 2 3 4 5 6 7 8 9 10") + suit("S", "J N Q K") + suit("C")
    h28 = m(*hand)
    h25 = h28 & ~m("CJ", "C1", "C2")
    assert [d["name"] for d in declarations(h28, "danish")] == ["full_cavallerie", "full_cavallerie"]
    assert [d["name"] for d in declarations(h25, "1754")] == ["cavallerie"]


def test_GT_DECL_3_excuse_wild_in_several():
    h = m("Narr", "RK", "RQ", "RN", "BK", "CK", *TAROKS[:9])
    names = [(d["name"], d["value"]) for d in declarations(h, "1754")]
    assert names == [("taroks", 10), ("three_kings", 5), ("half_cavallerie", 5)]
    d = declarations(h, "danish")
    assert [x["name"] for x in d] == ["taroks", "half_kings", "half_cavallerie"]
    assert d[0]["excuse"] is True and d[0]["pagat"] is True


def test_GT_DECL_4_ten_plus_five():
    h = m(*TAROKS[:12])
    assert declarations(h, "1754")[0]["value"] == 20  # 12 taroks: 10 + 5·2
    h = m(*(suit("R", "1 2 3 4 5 6 7 8 9 10") + suit("B", "1 2 3 4 5 6 7 8")))
    assert declarations(h, "dummett") == [{"name": "ladons", "value": 25, "count": 18}]


def test_GT_DECL_5_matadors_run():
    h = m("I", "Narr", "XXI", "XX", "XIX", "XVII")
    assert declarations(h, "1754")[0] == {"name": "matadors", "value": 20, "count": 5}
    assert declarations(m("I", "XXI", "XX"), "1754") == []


def test_dummett_kings_and_four_of_a_rank():
    h = m("RK", "I", "Narr", "XXI", "RQ", "BQ", "SQ", "CQ")
    d = declarations(h, "dummett")
    assert d[0] == {"name": "matadors", "value": 10, "count": 3}
    assert d[1] == {"name": "kings", "value": 10, "count": 4}
    assert d[2] == {"name": "four_queens", "value": 5}
    assert declarations(m("RK", "BK", "SK", "CK", "Narr"), "danish")[0]["name"] == "overfull_kings"


# ---------------------------------------------------------------- play
def test_GT_PLAY_1_follow_then_tarok():
    st = state_after(REC_B_DUM, 3)  # trick 2: seat 1 to lead
    st.push("BQ")
    st.push("C5")  # seat 2 void in B, no tarok: anything
    illegal(st, "B1" if False else "RQ", "GT-PLAY-1")  # seat 0 void in B must play a tarok
    assert set(st.legal_actions()) == set(TAROKS[1:]) | {"RQ", "RN", "RJ", "I"} - {"RQ", "RN", "RJ"}
    st2 = state_after(REC_B_DUM, 0)
    st2.push("B1")
    illegal(st2, "S1", "GT-PLAY-1")  # seat 1 must follow clubs
    with pytest.raises(IllegalActionError, match="do not hold"):
        st2.push("RK")


def test_GT_PLAY_2_winner_and_dummett_led_excuse():
    r = result(REC_B_DUM)
    assert r["trick_winners"][:3] == [1, 0, 2]
    st = state_after(REC_B_DUM, 3)
    st.push("Narr")  # GT-EXC-DUM-1: the Sküs may be led
    assert st.legal_actions() == st.view(2)["legal"] and len(st.legal_actions()) == 25 - 1  # any card
    st.push("C5")  # the second card sets the suit: hearts
    assert st.led == 3
    assert "II" in st.legal_actions()  # seat 0 void in hearts: a tarok
    st.push("II")
    assert st.winners[-1] == 0


# ---------------------------------------------------------------- excuse 1754
def test_GT_EXC_1754_1_not_led():
    rec = build("1754", 2, B_HANDS, B_DISCARD, [B_SEAT0, b_seat1(), B_SEAT2])
    st = state_after(rec, 3)  # seat 1 leads trick 2
    illegal(st, "Narr", "GT-EXC-1754-1")
    assert "Narr" not in st.legal_actions()


def test_GT_EXC_1754_4_forced_when_void():
    st = state_after(REC_A, 1)  # XXI led, seat 1 has no tarok
    assert st.legal_actions() == ["Narr"]
    illegal(st, "B1", "GT-EXC-1754-4")


def _find(ruleset: str, pred, seeds=range(400)):
    for seed, st in random_states(ruleset, seeds):
        if pred(st):
            return seed, st
    raise AssertionError("no such game found")


def test_GT_EXC_1754_2_and_3_deadline_and_lead_passing():
    for option, deadline in (("third_last", 23), ("before_last_three", 22)):
        rs = {"name": "1754", "excuse_deadline": option}
        seed, st = _find(rs if False else "1754", lambda s: False, range(0)) if False else (None, None)
        found = None
        for seed in range(3000):
            s = new(rs, 3, seed, seed % 3)
            s = play_out(s, [RandomBot(seed * 3 + i) for i in range(3)])
            if s.lead_passed is not None:
                found = s
                break
        assert found is not None
        r = found.result()
        assert r["lead_passed"] == deadline and r["excuse"]["trick"] == deadline
        leader = r["trick_leaders"][deadline - 1]
        assert leader == (r["trick_winners"][deadline - 2] + 1) % 3
        assert r["excuse"]["owner"] == (leader + 2) % 3  # the owner plays third
        # every game: the excuse is played by the deadline
        for seed in range(40):
            s = play_out(new(rs, 3, seed, 0), [RandomBot(seed + i) for i in range(3)])
            assert s.excuse_trick is None or s.excuse_trick <= deadline
    # holding it at the deadline: the only legal card; anything else → GT-EXC-1754-2
    rec = found.record()
    st = state_after(rec, 3 * (22 - 1) + 1)  # trick 22 of the before_last_three game, lead passed: 1 card played
    st.push(rec["plays"][3 * 21 + 1])
    owner = st.to_move
    assert st.legal_actions() == ["Narr"]
    other = next(c for c in st.view(owner)["hand"] if c != "Narr")
    illegal(st, other, "GT-EXC-1754-2")


# ---------------------------------------------------------------- excuse dummett
def test_GT_EXC_DUM_1_and_2_capture_only_late():
    r = result(REC_B_DUM)  # played in trick 10: not captured, exchanged
    assert r["excuse"]["captured"] is False and r["excuse"]["trick"] == 10
    r = result(build("dummett", 2, A_HANDS, A_DISCARD, [A_SEAT0, a_seat1(23), A_SEAT2]))
    assert r["excuse"]["captured"] is True and r["excuse_exchange"] is None
    r = result(build("dummett", 2, A_HANDS, A_DISCARD, [A_SEAT0, a_seat1(22), A_SEAT2]))
    assert r["excuse"]["captured"] is False


# ---------------------------------------------------------------- excuse danish
def test_GT_EXC_DK_1_scies_counts_as_tarok():
    st = state_after(REC_B_DK, 7)  # trick 3: RQ led, seat 1 void in R, only the Scies
    assert st.legal_actions() == ["Narr"]
    illegal(st, "B2", "GT-EXC-DK-1")


def test_GT_EXC_DK_2_designation_and_lapse():
    st = state_after(REC_B_DK, 3)  # seat 1 leads trick 2
    assert {"Narr:R", "Narr:B", "Narr:S", "Narr:C"} <= set(st.legal_actions()) and "Narr" not in st.legal_actions()
    illegal(st, "Narr", "GT-EXC-DK-2")
    st.push("Narr:S")  # seat 2 holds SK SQ SN: it stands
    assert st.led == 2 and set(st.legal_actions()) == {"SK", "SQ", "SN"}
    st.pop()
    st.push("Narr:B")  # neither opponent holds clubs: lapses, seat 2 sets the suit
    assert st.lapsed and len(st.legal_actions()) == 25 - 1  # seat 2: any of its 24 cards
    # the record: excuse_suit required when led, forbidden otherwise
    plays = list(REC_B_DK["plays"])
    seat1 = b_seat1()
    rec = build("danish", 2, B_HANDS, B_DISCARD, [B_SEAT0, ["BK", "Narr:B", "BQ"] + seat1[3:], B_SEAT2])
    r = result(rec)
    assert r["excuse"]["led"] and r["excuse"]["designated"] == "B" and r["excuse"]["lapsed"] is True
    bad = copy.deepcopy(rec)
    del bad["excuse_suit"]
    e = rejects(bad, "GT-EXC-DK-2")
    assert "designates no suit" in str(e)
    bad = copy.deepcopy(REC_B_DK)
    bad["excuse_suit"] = "R"
    rejects(bad, "GT-EXC-DK-2")
    assert plays


# deal C (danish, dealer 2): seat 1 holds the Scies, all taroks and B1-B3; seat 0 spades and B4-BK; seat 2 R and C.
# Seat 1 trumps trick 1 and leads XX..I (tricks 2-21), then B1 (trick 22, won by seat 0's B4); seat 0 leads B5, B6,
# B7 in tricks 23-25 while seat 1 still holds the Scies.
C_HANDS = [
    suit("S") + suit("B", "4 5 6 7 8 9 10 J N Q K"),
    ["Narr"] + TAROKS + suit("B", "1 2 3"),
    suit("R") + suit("C"),
]
C_SEAT0 = suit("S") + suit("B", "8 9 10 J N Q K") + suit("B", "4 5 6 7")
C_SEAT2 = suit("R") + suit("C", "4 5 6 7 8 9 10 J N Q K")


def c_record(seat1_tail: list[str], demand: int | None = None) -> dict:
    return build(
        "danish",
        2,
        C_HANDS,
        ["C1", "C2", "C3"],
        [C_SEAT0, ["XXI"] + TAROKS[:20][::-1] + ["B1"] + seat1_tail, C_SEAT2],
        demand=demand,
    )


def test_GT_EXC_DK_3_and_4_and_5():
    # with a demand: the Scies must go in trick 23
    rec = c_record(["Narr", "B2", "B3"], demand=2)
    assert rec["excuse_demand"] == 2
    r = result(rec)
    assert r["excuse_demand"] == 2 and r["excuse"]["trick"] == 23 and r["excuse"]["captured"] is False
    st = state_after(rec, 66)  # before trick 23
    illegal(st, "demand 1", "GT-EXC-DK-4")  # the holder cannot demand it
    assert "demand" in st.legal_actions()  # seat 0 leads and may demand
    st.push("demand 0")
    st.push("B5")
    assert st.legal_actions() == ["Narr"]
    illegal(st, "B2", "GT-EXC-DK-4")
    # without the demand: not in trick 24 (GT-EXC-DK-3); in trick 25 captured (GT-EXC-DK-5)
    rec = c_record(["B2", "B3", "Narr"])
    st = state_after(rec, 70)  # trick 24, seat 0 has led B6
    assert st.legal_actions() == ["B3"]
    illegal(st, "Narr", "GT-EXC-DK-3")
    r = result(rec)
    assert r["excuse"]["trick"] == 25 and r["excuse"]["captured"] is True and r["excuse_exchange"] is None
    assert r["trick_winners"][24] == 0
    bad = copy.deepcopy(rec)
    bad["plays"][70], bad["plays"][73] = "Narr", "B3"
    e = rejects(bad, "GT-EXC-DK-3")
    assert "second-last" in str(e)


def test_GT_EXC_DK_4_record_demand_checked():
    rec = copy.deepcopy(REC_B_DK)
    rec["excuse_demand"] = 0  # the Scies was played in trick 3: no longer in a hand
    e = rejects(rec, "GT-EXC-DK-4")
    assert "excuse_demand" in str(e)


# ---------------------------------------------------------------- announcements
def test_GT_ANN_1_ranges():
    rec = copy.deepcopy(REC_B_DUM)
    rec["announcements"] = [{"seat": 0, "type": "nolo", "before_trick": 14}]
    rejects(rec, "GT-ANN-1")
    rec["announcements"] = [{"seat": 0, "type": "vole", "before_trick": 21}]
    rejects(rec, "GT-ANN-1")
    rec["announcements"] = [{"seat": 0, "type": "slam", "before_trick": 1}]
    rejects(rec, "GT-ANN-1")


def test_GT_ANN_2_tiers():
    assert [tier_of(k) for k in (1, 2, 13, 14, 20)] == [1, 2, 2, 3, 3]


def test_GT_ANN_3_condition_and_one_only():
    rec = copy.deepcopy(REC_B_DUM)
    rec["announcements"] = [{"seat": 0, "type": "vole", "before_trick": 2}]  # seat 1 won trick 1
    e = rejects(rec, "GT-ANN-3")
    assert "announces vole" in str(e)
    rec["announcements"] = [{"seat": 1, "type": "nolo", "before_trick": 2}]
    rejects(rec, "GT-ANN-3")
    rec["announcements"] = [{"seat": 0, "type": "vole", "before_trick": 1}] * 2
    rejects(rec, "GT-ANN-3")
    st = state_after(REC_B_DUM, 0)
    st.push("announce nolo 2")
    illegal(st, "announce vole 0", "GT-ANN-3")


# ---------------------------------------------------------------- counting
def test_GT_COUNT_1_2_3():
    assert eyes_of_pile(m("BQ", "BJ", "B7")) == 5  # the seed's example 4 + 2 + 1 − 2
    assert eyes_of_pile(m("Narr")) == 4 and eyes_of_pile(m("RK", "RQ")) == 8
    r = result(REC_B_DUM)
    assert r["cards_won"] == [69, 3, 6] and sum(r["eyes"]) == 78  # COUNT-1: discard in the dealer's pile
    assert r["excuse_exchange"]["value"] == 1  # COUNT-2


# ---------------------------------------------------------------- settlement
def test_GT_PAY_1754_1_2_3():
    r = result(REC_A)
    assert r["eye_payments"] == [e - 26 for e in r["eyes"]]  # 1754-1
    assert r["bonuses"][-1]["name"] == "excuse_no_tricks"  # 1754-3
    # 1754-2: Pagat lost before the last trick: −5 (seat 1 leads clubs... built from deal A with the Pagat lost)
    hands = [[c for c in A_HANDS[0] if c != "I"] + ["C4"], A_HANDS[1], [c for c in A_HANDS[2] if c != "C4"] + ["I"]]
    seat0 = TAROKS[1:][::-1] + ["RK", "RQ", "RN", "RJ", "C4"]
    seat2 = (
        ["I", "SK", "CK", "SQ", "SN", "SJ", "CQ", "CN", "CJ"]
        + suit("C", "5 6 7 8 9")
        + suit("R", "1 2 3 4 5 6")
        + suit("R", "7 8 9 10")
        + ["C10"]
    )
    r = result(build("1754", 2, hands, A_DISCARD, [seat0, a_seat1(1), seat2]))
    assert r["bonuses"][0] == {"seat": 2, "name": "pagat_lost", "value": -5, "trick": 1}


def test_GT_PAY_DUM_1_to_5():
    r = result(REC_B_DUM)
    assert r["eye_payments"] == [e - 26 for e in r["eyes"]]  # DUM-1
    assert {b["name"] for b in r["bonuses"]} == {"king", "king_lost", "pagat_ultimo", "king_ultimo_lost"}  # DUM-2
    r = result(build("dummett", 2, A_HANDS, A_DISCARD, [A_SEAT0, a_seat1(24), A_SEAT2]))
    assert r["settlement"] == "vole" and r["eye_payments"] == [0, 0, 0]  # DUM-3, DUM-4
    r = result(build("dummett", 2, A_HANDS, A_DISCARD, [A_SEAT0, a_seat1(24), A_SEAT2], announce=(0, "vole", 1)))
    assert r["bonuses"] == [{"seat": 0, "name": "vole_announced", "value": 52, "trick": None}]  # DUM-5
    r = result(build("dummett", 2, A_HANDS, A_DISCARD, [A_SEAT0, a_seat1(24), A_SEAT2], announce=(1, "nolo", 5)))
    assert (
        r["announcement"]["success"] is True and r["bonuses"][0]["value"] == 31 and r["settlement"] == "nolo_announced"
    )


def test_GT_PAY_DK_1_to_5():
    assert [danish_eye_amount(e, "per_5") for e in (18, 19, 23, 24, 28, 29, 33, 34)] == [-10, -5, -5, 0, 0, 5, 5, 10]
    assert [danish_eye_amount(e, "per_eye") for e in (24, 25, 26, 23)] == [0, 5, 10, -5]
    r = result(REC_B_DK)
    assert r["pots_start"] == {"king": 0, "pagat": 0} and r["ante_payments"] == [-40, -40, -40]  # DK-1
    assert sum(r["eye_payments"]) == 0  # DK-2
    assert r["bonuses"][0]["name"] == "king_lost"  # DK-3
    assert [b["name"] for b in r["bonuses"][1:]] == ["pagat_ultimo", "king_ultimo_lost"]  # DK-5 order
    # last_trick: the seat 0 wins trick 25 with a plain tarok (II swapped with the Pagat)
    seat0 = ["B1", "I", "RQ", "RN", "RJ"] + TAROKS[2:][::-1] + ["II"]
    seat2 = B_SEAT2[:-1]
    seat2 = seat2[:5] + ["CK"] + seat2[6:] + ["SK"]
    seat2 = [c for c in seat2]
    seat2[-1], seat2[5] = "C1" if False else seat2[-1], seat2[5]
    rec = build(
        "danish",
        2,
        B_HANDS,
        ["C1", "C2", "C3"],
        [
            seat0,
            b_seat1(),
            B_SEAT2[:5] + ["CK", "SQ", "SN"] + suit("R", "1 2 3 4 5 6 7 8") + suit("C", "6 7 8 9 10 J N Q") + ["SK"],
        ],
    )
    r = result(rec)
    names = [b["name"] for b in r["bonuses"]]
    assert names[-1] == "king_ultimo_lost"
    rec = build(
        "danish",
        2,
        B_HANDS,
        ["C1", "C2", "C3"],
        [
            seat0,
            b_seat1(),
            B_SEAT2[:5] + ["CK", "SK", "SQ"] + suit("R", "1 2 3 4 5 6 7 8") + suit("C", "6 7 8 9 10 J N Q") + ["SN"],
        ],
    )
    r = result(rec)
    assert r["bonuses"][-1] == {"seat": 0, "name": "last_trick", "value": 20, "trick": 25}
    assert r["bonuses"][0] == {"seat": 0, "name": "pagat", "value": 5, "trick": 2}


def test_GT_SESSION_ruleset_and_pots():
    out = replay({"format": "troggu-record/2", "game": "grosstarock", "session": [REC_B_DK]})
    assert out["session"] is True and out["totals"] == out["rounds"][0]["totals"]
    rec2 = copy.deepcopy(REC_A)
    rec2["dealer"] = 0
    with pytest.raises(RecordError) as e:
        replay_session({"session": [REC_B_DK, rec2]})
    assert e.value.rule_id in ("GT-SESSION", "GT-DEAL-2")
