"""Hand-worked Troccas deals shared by the Troccas tests (and a sanity test that every case replays).

Each case is a stacked deal whose play is easy to follow; the expected numbers are worked out by hand in the
golden tests (tests/games/troccas/test_troccas_golden.py).
"""

from __future__ import annotations

import copy
from typing import Any

from troggu_core.games.troccas import replay
from card_oracle import RANKS, ROMAN


def suit(letter: str, ranks: str | list[str] = "all") -> list[str]:
    """Cards of a suit: ``suit("R")`` all 14, ``suit("B", ["1", "2"])``."""
    rs = RANKS if ranks == "all" else ranks
    return [letter + r for r in rs]


def pips(letter: str, lo: int, hi: int) -> list[str]:
    return [f"{letter}{i}" for i in range(lo, hi + 1)]


def trumps(lo: int, hi: int) -> list[str]:
    """Tarocks lo..hi by number: ``trumps(2, 5)`` = II..V."""
    return ROMAN[lo - 1 : hi]


def record(
    players: int,
    dealer: int,
    hands: list[list[str]],
    skat: list[str] | None,
    tricks: list[list[str]],
    ruleset: Any = "surselva",
    **extra: Any,
) -> dict[str, Any]:
    rec: dict[str, Any] = {
        "format": "troggu-record/2",
        "game": "troccas",
        "ruleset": ruleset,
        "players": players,
        "dealer": dealer,
        "hands": hands,
        "plays": [c for t in tricks for c in t],
    }
    if skat is not None:
        rec["skat"] = skat
    rec.update(extra)
    return rec


def with_(rec: dict[str, Any], **changes: Any) -> dict[str, Any]:
    out = copy.deepcopy(rec)
    out.update(changes)
    return out


# ---------------------------------------------------------------------------------------------------------------
# G1 (4 players, dealer 0): every seat holds one whole suit; tarocks I, XVI-XXI (seat 0), II-V + Narr (seat 1),
# VI-X (seat 2), XI-XV (seat 3). The Skatist lays away C9, C10. Leader seat 1.
G1_HANDS = [
    suit("C") + ["I"] + trumps(16, 21),
    suit("R") + trumps(2, 5) + ["Narr"],
    suit("B") + trumps(6, 10),
    suit("S") + trumps(11, 15),
]
G1_SKAT = ["C9", "C10"]
G1_TRICKS = [
    ["RK", "VI", "XI", "XVI"],  # T1  leader 1 -> 0
    ["CK", "II", "VII", "XII"],  # T2  leader 0 -> 3   (8 points face)
    ["S1", "XVII", "III", "VIII"],  # T3  leader 3 -> 0
    ["CQ", "IV", "IX", "XIII"],  # T4  leader 0 -> 3   (7)
    ["S2", "XVIII", "V", "X"],  # T5  leader 3 -> 0
    ["CN", "R1", "B1", "XIV"],  # T6  leader 0 -> 3   (6)
    ["S3", "XIX", "Narr", "B2"],  # T7  leader 3 -> 0   (the Narr of seat 1 goes to seat 0)
    ["CJ", "R2", "B3", "XV"],  # T8  leader 0 -> 3   (5)
    ["SK", "XX", "R3", "B4"],  # T9  leader 3 -> 0
] + [
    [c, r, b, s]
    for c, r, b, s in zip(
        pips("C", 1, 8) + ["XXI", "I"],
        pips("R", 4, 10) + ["RJ", "RN", "RQ"],
        pips("B", 5, 10) + ["BJ", "BN", "BQ", "BK"],
        pips("S", 4, 10) + ["SJ", "SN", "SQ"],
    )
]  # T10-T19 leader 0 -> 0
G1 = record(4, 0, G1_HANDS, G1_SKAT, G1_TRICKS)

# G2: as G1 with T6 and T7's Narr moved: the Narr falls into its own party's trick (T6, won by seat 3).
G2_TRICKS = copy.deepcopy(G1_TRICKS)
G2_TRICKS[5] = ["CN", "Narr", "B1", "XIV"]
G2_TRICKS[6] = ["S3", "XIX", "R1", "B2"]
G2 = record(4, 0, G1_HANDS, G1_SKAT, G2_TRICKS)

# GJ: as G1 but RJ is with seat 2 (for B1, which goes to seat 1); seat 1 leads RK demanding the Jack in T1.
GJ_HANDS = [
    suit("C") + ["I"] + trumps(16, 21),
    suit("R", [r for r in RANKS if r != "J"]) + ["B1"] + trumps(2, 5) + ["Narr"],
    suit("B", RANKS[1:]) + ["RJ"] + trumps(6, 10),
    suit("S") + trumps(11, 15),
]
GJ_TRICKS = [
    ["RK", "RJ", "XI", "XVI"],  # T1  RK demands RJ: seat 2 must give it -> 0
    ["CK", "II", "VI", "XII"],  # T2  -> 3 (8)
    ["S1", "XVII", "III", "VII"],  # T3  -> 0
    ["CQ", "IV", "VIII", "XIII"],  # T4  -> 3 (7)
    ["S2", "XVIII", "V", "IX"],  # T5  -> 0
    ["CN", "R1", "X", "XIV"],  # T6  -> 3 (6)
    ["S3", "XIX", "Narr", "B2"],  # T7  -> 0
    ["CJ", "R2", "B3", "XV"],  # T8  -> 3 (5)
    ["SK", "XX", "R3", "B4"],  # T9  -> 0
] + [
    [c, r, b, s]
    for c, r, b, s in zip(
        pips("C", 1, 8) + ["XXI", "I"],
        pips("R", 4, 10) + ["B1", "RN", "RQ"],
        pips("B", 5, 10) + ["BJ", "BN", "BQ", "BK"],
        pips("S", 4, 10) + ["SJ", "SN", "SQ"],
    )
]
GJ = record(4, 0, GJ_HANDS, G1_SKAT, GJ_TRICKS, jack_demands=["RK"])

# GS: the Jack's holder (seat 2) has already played R10 when seat 3's RK demands RJ: RJ takes R10's place,
# R10 goes back to seat 2 and is played in T7. These are the live actions (push order); the record shows RJ.
GS_HANDS = [
    suit("C") + ["I"] + trumps(16, 21),
    pips("R", 1, 9) + ["RN", "RQ", "B1", "B2", "S1"] + trumps(2, 5) + ["Narr"],
    pips("B", 3, 10) + ["BJ", "BN", "BQ", "BK", "RJ", "R10"] + trumps(6, 10),
    pips("S", 2, 10) + ["SJ", "SN", "SQ", "SK", "RK"] + trumps(11, 15),
]
GS_ACTIONS = [
    ["R9", "R10", "RK!", "XVI"],  # T1 leader 1; after RK! the trick is R9 RJ RK, R10 back -> 0
    ["CK", "II", "VI", "XI"],  # T2 -> 3 (8)
    ["S2", "XVII", "S1", "VII"],  # T3 leader 3 -> 0 (seat 1 follows with S1)
    ["CQ", "III", "VIII", "XII"],  # T4 -> 3 (7)
    ["S3", "XVIII", "IV", "IX"],  # T5 -> 0
    ["CN", "V", "X", "XIII"],  # T6 -> 3 (6)
    ["S4", "XIX", "Narr", "R10"],  # T7 -> 0 (the Narr of seat 1 to seat 0; R10 comes back here)
    ["CJ", "R1", "B3", "XIV"],  # T8 -> 3 (5)
    ["S5", "XX", "R2", "B4"],  # T9 -> 0
    ["C1", "R3", "B5", "XV"],  # T10 -> 3 (C1 1 + R3 1 + B5 1 + XV 1 = 4)
    ["S6", "XXI", "R4", "B6"],  # T11 leader 3 -> 0
] + [
    [c, r, b, s]
    for c, r, b, s in zip(
        pips("C", 2, 8) + ["I"],
        pips("R", 5, 8) + ["RN", "RQ", "B1", "B2"],
        pips("B", 7, 10) + ["BJ", "BN", "BQ", "BK"],
        pips("S", 7, 10) + ["SJ", "SN", "SQ", "SK"],
    )
]  # T12-T19 leader 0 -> 0
GS_TRICKS = copy.deepcopy(GS_ACTIONS)
GS_TRICKS[0] = ["R9", "RJ", "RK", "XVI"]
GS = record(4, 0, GS_HANDS, G1_SKAT, GS_TRICKS, jack_demands=["RK"])

# GM (4 players, dealer 0): seat 0 holds all 21 tarocks and lays away II, III; nobody else has a tarock, so
# seat 0 wins all 19 tricks: Matsch of party [0, 2]. The Narr (seat 1) is played in T2.
GM_HANDS = [
    trumps(1, 21),
    ["Narr"] + suit("R") + pips("B", 1, 4),
    pips("B", 5, 10) + ["BJ", "BN", "BQ", "BK"] + pips("S", 1, 9),
    ["S10", "SJ", "SN", "SQ", "SK"] + suit("C"),
]
_gm1 = ["Narr"] + suit("R")[1:] + pips("B", 1, 4)
_gm2 = pips("B", 6, 10) + ["BJ", "BN", "BQ", "BK"] + pips("S", 1, 9)
_gm3 = ["S10", "SJ", "SN", "SQ", "SK"] + suit("C")[1:]
GM_TRICKS = [["R1", "B5", "C1", "IV"]] + [[t, a, b, c] for t, a, b, c in zip(trumps(5, 21) + ["I"], _gm1, _gm2, _gm3)]
GM_TRICKS = [GM_TRICKS[0]] + [[t[0]] + t[1:] for t in GM_TRICKS[1:]]
GM = record(4, 0, GM_HANDS, ["II", "III"], GM_TRICKS)

# GM3: the same cards with the Skatist at seat 3 (he holds II, III and lays them away); seat 0 leads tarocks.
GM3_HANDS = [
    ["I"] + trumps(4, 21),
    ["Narr"] + suit("R") + pips("B", 1, 4),
    pips("B", 5, 10) + ["BJ", "BN", "BQ", "BK"] + pips("S", 1, 9),
    ["II", "III", "S10", "SJ", "SN", "SQ", "SK"] + suit("C"),
]
GM3_TRICKS = [
    [t, a, b, c]
    for t, a, b, c in zip(
        trumps(4, 21) + ["I"],
        ["Narr"] + suit("R") + pips("B", 1, 4),
        pips("B", 5, 10) + ["BJ", "BN", "BQ", "BK"] + pips("S", 1, 9),
        ["S10", "SJ", "SN", "SQ", "SK"] + suit("C"),
    )
]
GM3 = record(4, 3, GM3_HANDS, ["II", "III"], GM3_TRICKS)

# GK (4 players): seat 0 with all tarocks lays away the pair I + XXI (five-pointers in pairs) and still makes Matsch.
GK_TRICKS = [["R1", "B5", "C1", "IV"]] + [
    [t, a, b, c] for t, a, b, c in zip(["II", "III"] + trumps(5, 20), _gm1, _gm2, _gm3)
]
GK = record(4, 0, GM_HANDS, ["I", "XXI"], GK_TRICKS)

# G3 (3 players, dealer 0, leader 1): seat 0 holds all tarocks and C1-C7 (lays away C5, C6, C7); seat 2's CK
# takes T2 with the Narr in it; seat 1 never wins a trick, so the Narr is not exchanged.
G3_HANDS = [
    trumps(1, 21) + pips("C", 1, 7),
    ["Narr"] + suit("R") + pips("B", 1, 10),
    ["BJ", "BN", "BQ", "BK"] + suit("S") + ["C8", "C9", "C10", "CJ", "CN", "CQ", "CK"],
]
_g3_lead = trumps(4, 21) + ["I", "C2", "C3", "C4"]  # T4-T25, leader 0
_g3_one = suit("R")[2:] + pips("B", 1, 10)  # 22 cards
_g3_two = ["BJ", "BN", "BQ", "BK"] + suit("S")[2:] + ["CJ", "CN", "CQ", "C8", "C9", "C10"]
G3_TRICKS = [
    ["R1", "S1", "II"],  # T1 leader 1 -> 0
    ["C1", "Narr", "CK"],  # T2 leader 0 -> 2 (C1 1 + Narr 5 + CK 5 = 11)
    ["S2", "III", "R2"],  # T3 leader 2 -> 0
] + [[a, b, c] for a, b, c in zip(_g3_lead, _g3_one, _g3_two)]
G3 = record(3, 0, G3_HANDS, ["C5", "C6", "C7"], G3_TRICKS)

# G5 (5 players, dealer 0, leader 1): seat 0 holds II-XIX and lays away XVII-XIX; XXI, I, XX sit with seats 2-4.
G5_HANDS = [
    trumps(2, 19),
    ["Narr"] + suit("R"),
    suit("B") + ["XXI"],
    suit("S") + ["I"],
    suit("C") + ["XX"],
]
G5_TRICKS = (
    [
        ["RK", "XXI", "I", "XX", "II"],  # T1 leader 1 -> 2 (5 + 5 + 5 + 1 + 1 = 17)
        ["B1", "S1", "C1", "III", "Narr"],  # T2 leader 2 -> 0
    ]
    + [
        [t, r, b, s, c]
        for t, r, b, s, c in zip(trumps(4, 16), suit("R")[:13], suit("B")[1:], suit("S")[1:], suit("C")[1:])
    ]
)
G5 = record(5, 0, G5_HANDS, ["XVII", "XVIII", "XIX"], G5_TRICKS, jack_demands=["RK"])

# G6 (6 players, dealer 0, leader 1): seat 1 holds VIII-XX, seat 0 XXI and twelve cups; seat 0 wins T1 only.
G6_HANDS = [
    ["XXI"] + pips("C", 1, 10) + ["CJ", "CN"],
    trumps(8, 20),
    pips("R", 4, 10) + ["RJ", "RN", "RQ", "RK", "B1", "B2"],
    trumps(1, 7) + ["Narr", "CQ", "CK", "R1", "R2", "R3"],
    pips("B", 3, 10) + ["BJ", "BN", "BQ", "BK", "S1"],
    pips("S", 2, 10) + ["SJ", "SN", "SQ", "SK"],
]
_g6_2 = pips("R", 6, 10) + ["RJ", "RN", "RQ", "RK", "B1", "B2"]
_g6_3 = trumps(2, 7) + ["Narr", "R1", "R2", "R3", "CK"]
_g6_4 = pips("B", 5, 10) + ["BJ", "BN", "BQ", "BK", "S1"]
_g6_5 = pips("S", 4, 10) + ["SJ", "SN", "SQ", "SK"]
_g6_0 = pips("C", 2, 10) + ["CJ", "CN"]
G6_TRICKS = [
    ["VIII", "R4", "I", "B3", "S2", "XXI"],  # T1 leader 1 -> 0 (1 + 1 + 5 + 1 + 1 + 5 = 14)
    ["C1", "IX", "R5", "CQ", "B4", "S3"],  # T2 leader 0 -> 1
] + [list(x) for x in zip(trumps(10, 20), _g6_2, _g6_3, _g6_4, _g6_5, _g6_0)]
G6 = record(6, 0, G6_HANDS, None, G6_TRICKS)

# G6M (6 players): seat 1 holds IX-XXI, seat 3 I-VIII + Narr: seat 1 wins all 13 tricks (Matsch of [1, 3, 5]).
G6M_HANDS = [
    pips("C", 1, 10) + ["CJ", "CN", "CQ"],
    trumps(9, 21),
    suit("R", RANKS[:13]),
    trumps(1, 8) + ["Narr", "CK", "RK", "BK", "SK"],
    suit("B", RANKS[:13]),
    suit("S", RANKS[:13]),
]
G6M_TRICKS = [list(x) for x in zip(trumps(9, 21), G6M_HANDS[2], G6M_HANDS[3], G6M_HANDS[4], G6M_HANDS[5], G6M_HANDS[0])]
G6M = record(6, 0, G6M_HANDS, None, G6M_TRICKS)

CASES = {
    "G1": G1,
    "G2": G2,
    "GJ": GJ,
    "GS": GS,
    "GM": GM,
    "GM3": GM3,
    "GK": GK,
    "G3": G3,
    "G5": G5,
    "G6": G6,
    "G6M": G6M,
}


def test_every_case_replays() -> None:
    for name, rec in CASES.items():
        res = replay(copy.deepcopy(rec))
        assert sum(res["payments"]) == 0, name
