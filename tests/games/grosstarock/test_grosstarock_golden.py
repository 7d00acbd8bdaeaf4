"""Hand-worked Großtarock games (stacked deals; every number below was computed by hand, arithmetic shown).

Deal A (dealer 2, forehand 0): seat 0 holds all 21 taroks + RK RQ RN RJ and leads XXI..I then RK..RJ, so he
wins all 25 tricks. Seat 1: the excuse, all clubs, spade pips. Seat 2 (28): diamond pips, spade courts, all hearts;
discards C1 C2 C3 (three empties: 3 − 2 = 1 eye).
Deal B (dealer 2): seat 1 wins trick 1 (BK over B1), seat 2 trick 3 (RK over RQ), seat 0 the other 23 and the last
trick with the Pagat while seat 2 throws CK there. See tests/grosstarock_helpers.py for the exact card order.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from test_grosstarock_helpers import (
    A_DISCARD,
    A_HANDS,
    A_SEAT0,
    A_SEAT2,
    B_DISCARD,
    B_HANDS,
    B_SEAT0,  # noqa: E402
    B_SEAT2,
    a_seat1,
    b_seat1,
    build,
    result,
)
from troggu_core.games.grosstarock.record import replay_session  # noqa: E402


def check_common(r: dict) -> None:
    assert sum(r["eyes"]) == 78
    assert sum(r["payments"]) == 0


def test_g1_1754_all_tricks_excuse_forced_excuse_no_tricks():
    # 1754: seat 1 has no tarok, so the excuse is forced on the first tarok lead (GT-EXC-1754-4), trick 1.
    r = result(build("1754", 2, A_HANDS, A_DISCARD, [A_SEAT0, a_seat1(1), A_SEAT2]))
    check_common(r)
    assert r["trick_winners"] == [0] * 25
    assert r["excuse"] == {
        "owner": 1,
        "trick": 1,
        "discarded": False,
        "led": False,
        "captured": False,
        "designated": None,
        "lapsed": False,
    }
    assert r["excuse_exchange"] == {"from": 1, "to": 0, "value": None}  # seat 1 has nothing to give
    # seat 1: lone excuse 5 − 1 = 4; seat 2: discard 3 − 2 = 1; seat 0: 130 − 8 = 122 over 74 cards − 49 = 73
    assert r["eyes"] == [73, 4, 1]
    # declarations: seat 0 taroks 21 = 10 + 5·11 = 65, cavallerie R 10; seat 1 cavallerie B 10;
    # seat 2 cavallerie S 10 + C 10 (25 cards after the discard)
    assert [(d["name"], d["value"]) for d in r["declarations"][0]] == [("taroks", 65), ("cavallerie", 10)]
    assert r["declarations"][0][0] == {"name": "taroks", "value": 65, "count": 21, "pagat": True, "excuse": False}
    assert [(d["name"], d.get("suit")) for d in r["declarations"][2]] == [("cavallerie", "S"), ("cavallerie", "C")]
    # 75 → [150, −75, −75]; 10 → [−10, 20, −10]; 20 → [−20, −20, 40]
    assert r["declaration_payments"] == [120, -75, -45]
    # Pagat won in trick 21: nothing; excuse_no_tricks +4 for seat 1
    assert r["bonuses"] == [{"seat": 1, "name": "excuse_no_tricks", "value": 4, "trick": None}]
    assert r["eye_payments"] == [47, -22, -25]
    assert r["payments"] == [120 - 4 + 47, -75 + 8 - 22, -45 - 4 - 25] == [163, -89, -74]
    assert r["totals"] == r["payments"]


def test_g2_dummett_unannounced_vole_captured_excuse():
    # dummett: the Sküs is never forced; seat 1 plays it in trick 24, so it is captured (GT-EXC-DUM-2)
    r = result(build("dummett", 2, A_HANDS, A_DISCARD, [A_SEAT0, a_seat1(24), A_SEAT2]))
    check_common(r)
    assert r["excuse"]["captured"] is True and r["excuse_exchange"] is None
    # seat 0 all 75 played cards: 130 − 3 = 127, − 50 = 77; seat 2 discard 1; seat 1 nothing
    assert r["eyes"] == [77, 0, 1]
    # seat 0: taroks 65, kings {RK, I, XXI} = 5, cavallerie R 10 = 80; seat 1: cavallerie B 10,
    # ladons 20 (B1-B10, S1-S10) = 15 + 5·4 = 35 → 45; seat 2: cavallerie S 10, C 10, ladons 17 = 20 → 40
    assert [d["value"] for d in r["declarations"][0]] == [65, 5, 10]
    assert [d["name"] for d in r["declarations"][1]] == ["cavallerie", "ladons"]
    assert r["declarations"][1][1] == {"name": "ladons", "value": 35, "count": 20}
    assert [d["value"] for d in r["declarations"][2]] == [10, 10, 20]
    assert r["declaration_payments"] == [160 - 45 - 40, -80 + 90 - 40, -80 - 45 + 80] == [75, -30, -45]
    # the vole replaces the eyes and every Pagat/king bonus (GT-PAY-DUM-4)
    assert r["settlement"] == "vole" and r["eyes_settled"] is False
    assert r["bonuses"] == [{"seat": 0, "name": "vole", "value": 26, "trick": None}]
    assert r["payments"] == [75 + 52, -30 - 26, -45 - 26] == [127, -56, -71]


def test_g3_dummett_announced_vole_tier3():
    rec = build("dummett", 2, A_HANDS, A_DISCARD, [A_SEAT0, a_seat1(24), A_SEAT2], announce=(0, "vole", 14))
    assert rec["announcements"] == [{"seat": 0, "type": "vole", "before_trick": 14}]
    r = result(rec)
    check_common(r)
    assert r["announcement"] == {"seat": 0, "type": "vole", "before_trick": 14, "tier": 3, "success": True, "value": 31}
    assert r["settlement"] == "vole_announced"
    assert r["payments"] == [75 + 62, -30 - 31, -45 - 31] == [137, -61, -76]


def test_g4_danish_tout_takes_both_pots():
    # danish: the Scies counts as a tarok, so seat 1 must play it on the first tarok lead (GT-EXC-DK-1)
    r = result(build("danish", 2, A_HANDS, A_DISCARD, [A_SEAT0, a_seat1(1), A_SEAT2]))
    check_common(r)
    # declarations (dealer: 28 cards): seat 0 taroks 65 + full_cavallerie R 10 = 75; seat 1 overfull_cavallerie B
    # (BK BQ BN BJ + Scies) 15; seat 2 full_cavallerie S 10 + C 10 = 20
    assert [d["name"] for d in r["declarations"][1]] == ["overfull_cavallerie"]
    assert r["declaration_payments"] == [150 - 15 - 20, -75 + 30 - 20, -75 - 15 + 40] == [115, -65, -50]
    # antes: both pots empty → 20 from everybody into each: [−40, −40, −40], pots 60 / 60
    assert r["ante_payments"] == [-40, -40, -40] and r["pots_after_ante"] == {"king": 60, "pagat": 60}
    names = [(b["seat"], b["name"], b["value"], b["trick"]) for b in r["bonuses"]]
    # SK (trick 1), CK (trick 2) of seat 2 and BK (trick 15) of seat 1 lost: −5 and 5 into the king pot (75);
    # the Pagat won in trick 21: +5; the tout: +80 and both pots (75 + 60)
    assert names == [
        (2, "king_lost", -5, 1),
        (2, "king_lost", -5, 2),
        (1, "king_lost", -5, 15),
        (0, "pagat", 5, 21),
        (0, "tout", 80, None),
    ]
    assert r["bonuses"][-1]["pot_delta"] == {"king": -75, "pagat": -60}
    assert r["settlement"] == "tout" and r["eye_payments"] == [0, 0, 0]
    # bonuses: [5+5+5, 5+5−10, −10−10+5]... = [15, 0, −15] (kings) + [10, −5, −5] + [160, −80, −80]
    assert r["bonus_payments"] == [185, -85, -100]
    assert r["payments"] == [300, -150, -150]
    assert r["pot_payments"] == [-40 + 135, -40 - 5, -40 - 10] == [95, -45, -50]
    assert r["pots_end"] == {"king": 0, "pagat": 0}
    assert r["totals"] == [395, -195, -200]


def test_g5_danish_nolo_voids_ultimo_pots_carried():
    # deal B but seat 2 keeps no trick: seat 2 holds RJ instead of RK... built here: seat 0 leads RK itself
    hands = [B_HANDS[0][:21] + ["B1", "RK", "RQ", "RN"], B_HANDS[1], ["RJ"] + B_HANDS[2][1:]]
    seat0 = ["B1", "II", "RK", "RQ", "RN"] + B_SEAT0[5:]
    seat2 = ["C4", "C5", "R10", "R9", "R8", "SK", "SQ", "SN"] + ["RJ"] + [c for c in B_SEAT2[8:] if c != "R8"]
    pots = {"king": 30, "pagat": 15}
    r = result(build("danish", 2, hands, B_DISCARD, [seat0, b_seat1(), seat2], pots=pots))
    check_common(r)
    assert r["tricks_won"] == [24, 1, 0]
    # pots not empty: the dealer pays 5 into each: [0, 0, −10]; 35 / 20
    assert r["ante_payments"] == [0, 0, -10] and r["pots_after_ante"] == {"king": 35, "pagat": 20}
    names = [(b["seat"], b["name"], b["value"], b["trick"]) for b in r["bonuses"]]
    # SK lost in trick 6 (king pot 40); the Pagat wins trick 25 but the nolo voids the ultimo; seat 2's CK lost in
    # trick 25 is still a failure (−40, and the king pot's 40 paid in); then nolo +25
    assert names == [(2, "king_lost", -5, 6), (2, "king_ultimo_lost", -40, 25), (2, "nolo", 25, None)]
    assert r["bonuses"][1]["pot_delta"] == {"king": 40}
    assert r["settlement"] == "nolo" and r["eyes_settled"] is False and r["eye_payments"] == [0, 0, 0]
    # declarations: seat 0 taroks 65 (RK RQ RN: 3 courts, no Scies); seat 1 overfull B 15; seat 2 full C 10
    assert r["declaration_payments"] == [105, -45, -60]
    assert r["bonus_payments"] == [5 + 40 - 25, 5 + 40 - 25, -10 - 80 + 50] == [20, 20, -40]
    assert r["payments"] == [125, -25, -100]
    assert r["pots_end"] == {"king": 80, "pagat": 20}
    assert r["pot_payments"] == [0, 0, -10 - 5 - 40]
    assert r["totals"] == [125, -25, -155]


def test_g6_danish_pagat_ultimo_and_king_ultimo_lost():
    r = result(build("danish", 2, B_HANDS, B_DISCARD, [B_SEAT0, b_seat1(), B_SEAT2]))
    check_common(r)
    assert r["tricks_won"] == [23, 1, 1]
    # excuse forced in trick 3 (seat 1 void in R, the Scies its only tarok), won by seat 2's RK;
    # seat 1 gives the lowest card of its pile (B1, value 1) to seat 2
    assert r["excuse_exchange"] == {"from": 1, "to": 2, "value": 1}
    # seat 1 {BK, C4, Narr} 11 − 2 = 9; seat 2 {C1 C2 C3 RQ RK B1} 13 − 4 = 9; seat 0 78 − 18 = 60
    assert r["eyes"] == [60, 9, 9]
    # per_5: seats 1, 2 (not the next dealer, seat 0): 9 eyes → −5·⌊19/5⌋ = −15; seat 0 balances +30
    assert r["eye_payments"] == [30, -15, -15]
    # pots 60/60 after antes; SK lost (trick 6) → king 65; trick 25: Pagat ultimo +45 and the Pagat pot (60);
    # CK lost there: −40 and the king pot's 65 paid in
    names = [(b["seat"], b["name"], b["value"], b.get("pot_delta")) for b in r["bonuses"]]
    assert names == [
        (2, "king_lost", -5, {"king": 5}),
        (0, "pagat_ultimo", 45, {"pagat": -60}),
        (2, "king_ultimo_lost", -40, {"king": 65}),
    ]
    assert r["bonus_payments"] == [5 + 90 + 40, 5 - 45 + 40, -10 - 45 - 80] == [135, 0, -135]
    assert r["payments"] == [105 + 135 + 30, -45 + 0 - 15, -60 - 135 - 15] == [270, -60, -210]
    assert r["pot_payments"] == [-40 + 60, -40, -40 - 5 - 65] == [20, -40, -110]
    assert r["pots_end"] == {"king": 130, "pagat": 0}
    assert r["totals"] == [290, -100, -320]


def test_g7_1754_pagat_ultimo_natural_order_same():
    for rs in ("1754", {"name": "1754", "suit_order": "natural"}):
        r = result(build(rs, 2, B_HANDS, B_DISCARD, [B_SEAT0, b_seat1(), B_SEAT2]))
        check_common(r)
        # seat 0 taroks 65; seat 1 cavallerie B 10; seat 2 cavallerie C 10 (three kings but no excuse)
        assert r["declaration_payments"] == [130 - 10 - 10, -65 + 20 - 10, -65 - 10 + 20] == [110, -55, -55]
        assert r["bonuses"] == [{"seat": 0, "name": "pagat_ultimo", "value": 10, "trick": 25}]
        assert r["eye_payments"] == [60 - 26, 9 - 26, 9 - 26] == [34, -17, -17]
        assert r["payments"] == [110 + 20 + 34, -55 - 10 - 17, -55 - 10 - 17] == [164, -82, -82]


def test_g8_dummett_kings_and_ultimo():
    r = result(build("dummett", 2, B_HANDS, B_DISCARD, [B_SEAT0, b_seat1("B10", 10), B_SEAT2]))
    check_common(r)
    # the Sküs in trick 10 (won by seat 0): seat 1 gives B1 from its trick-1 pile
    assert r["excuse_exchange"] == {"from": 1, "to": 0, "value": 1}
    assert r["eyes"] == [60, 9, 9]  # seat 2: C1 C2 C3 RQ B10 RK = 13 − 4
    # seat 0 taroks 65; seat 1 cavallerie B 10 + ladons 19 (B2-B10, S1-S10) = 30 → 40;
    # seat 2 kings RK SK CK 5 + cavallerie C 10 + ladons 17 = 20 → 35
    assert r["declaration_payments"] == [130 - 40 - 35, -65 + 80 - 35, -65 - 40 + 70] == [55, -20, -35]
    names = [(b["seat"], b["name"], b["value"], b["trick"]) for b in r["bonuses"]]
    assert names == [
        (1, "king", 5, 1),
        (2, "king", 5, 3),
        (2, "king_lost", -5, 6),
        (0, "pagat_ultimo", 15, 25),
        (2, "king_ultimo_lost", -10, 25),
    ]
    assert r["bonus_payments"] == [-5 - 5 + 5 + 30 + 10, 10 - 5 + 5 - 15 + 10, -5 + 10 - 10 - 15 - 20]
    assert r["payments"] == [124, -32, -92]


def test_g9_dummett_failed_nolo_announcement():
    rec = build("dummett", 2, B_HANDS, B_DISCARD, [B_SEAT0, b_seat1("B10", 10), B_SEAT2], announce=(2, "nolo", 1))
    r = result(rec)
    check_common(r)
    assert r["announcement"] == {
        "seat": 2,
        "type": "nolo",
        "before_trick": 1,
        "tier": 1,
        "success": False,
        "value": -10,
    }
    assert r["settlement"] == "normal"
    assert r["bonuses"][-1] == {"seat": 2, "name": "nolo_announced_lost", "value": -10, "trick": None}
    assert r["payments"] == [124 + 10, -32 + 10, -92 - 20]


def test_g10_dummett_failed_vole_same_and_reversed():
    rec = build("dummett", 2, B_HANDS, B_DISCARD, [B_SEAT0, b_seat1("B10", 10), B_SEAT2], announce=(0, "vole", 1))
    r = result(rec)
    assert r["settlement"] == "vole_announced_lost" and r["eye_payments"] == [0, 0, 0]
    assert r["bonuses"] == [{"seat": 0, "name": "vole_announced_lost", "value": -52, "trick": None}]
    assert r["payments"] == [55 - 104, -20 + 52, -35 + 52] == [-49, 32, 17]
    rec["ruleset"] = {"name": "dummett", "vole_penalty": "reversed"}
    r = result(rec)
    assert r["bonuses"][0]["value"] == -31  # tier 1 pays the tier-3 amount
    assert r["payments"] == [55 - 62, -20 + 31, -35 + 31] == [-7, 11, -4]


def test_g11_danish_per_eye_scale():
    rec = build({"name": "danish", "eye_scale": "per_eye"}, 2, B_HANDS, B_DISCARD, [B_SEAT0, b_seat1(), B_SEAT2])
    r = result(rec)
    # per_eye: 9 eyes → 5·max(0, 9 − 24) − 5·⌊19/5⌋ = −15 (as per_5); seat 0 balances
    assert r["eye_payments"] == [30, -15, -15]
    assert r["options"] == {
        "suit_order": "red_reversed",
        "eye_scale": "per_eye",
        "dealer_declares": "after_discard",
        "slam_eyes": "cancelled",
    }


def test_g12_danish_session_carries_pots():
    rec1 = build("danish", 2, B_HANDS, B_DISCARD, [B_SEAT0, b_seat1(), B_SEAT2])
    # round 2 dealt by seat 0: rotate deal B one seat on (dealer 0, forehand 1)
    rot = lambda xs: [xs[2], xs[0], xs[1]]  # noqa: E731
    rec2 = build(
        "danish", 0, rot(B_HANDS), B_DISCARD, rot([B_SEAT0, b_seat1(), B_SEAT2]), pots={"king": 130, "pagat": 0}
    )
    out = replay_session({"format": "troggu-record/2", "game": "grosstarock", "session": [rec1, rec2]})
    r2 = out["rounds"][1]
    # round 2: the Pagat pot is empty → 20 from everybody (60); the king pot gets the dealer's 5 (135)
    assert r2["ante_payments"] == [-20 - 5, -20, -20]
    assert r2["pots_after_ante"] == {"king": 135, "pagat": 60}
    # the same play one seat on: Pagat pot 60 taken by seat 1, king pot 135 + 5 (SK) = 140 paid again by seat 0
    assert r2["pots_end"] == {"king": 280, "pagat": 0}
    assert out["pots_end"] == r2["pots_end"]
    assert out["totals"] == [out["rounds"][0]["totals"][i] + r2["totals"][i] for i in range(3)]
