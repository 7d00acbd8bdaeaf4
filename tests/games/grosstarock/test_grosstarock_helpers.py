"""Helpers for the Großtarock tests: stacked deals played from per-seat card queues."""

from __future__ import annotations

import copy
from typing import Any

from troggu_core.games.grosstarock.cards import parse
from troggu_core.games.grosstarock.record import replay
from troggu_core.games.grosstarock.rulesets import parse_ruleset
from troggu_core.games.grosstarock.state import GrosstarockState
from card_oracle import ROMAN

TAROKS = ROMAN


def suit(letter: str, ranks: str = "1 2 3 4 5 6 7 8 9 10 J N Q K") -> list[str]:
    return [letter + r for r in ranks.split()]


def build(
    ruleset: Any,
    dealer: int,
    hands: list[list[str]],
    discard: list[str],
    orders: list[list[str]],
    announce: tuple[int, str, int] | None = None,
    demand: int | None = None,
    pots: dict[str, int] | None = None,
) -> dict[str, Any]:
    """A record: the plays come from each seat's queue in turn (``Narr:R`` for a designated danish lead)."""
    rs = parse_ruleset(ruleset)
    st = GrosstarockState(
        rs, [[parse(c) for c in h] for h in hands], dealer, (pots["king"], pots["pagat"]) if pots else (0, 0)
    )
    st.push("discard " + " ".join(discard))
    queues = [list(o) for o in orders]
    while not st.is_over:
        if not st.trick:
            k = len(st.winners) + 1
            if announce and announce[2] == k:
                st.push(f"announce {announce[1]} {announce[0]}")
            if demand is not None and k == 23:
                st.push(f"demand {demand}")
        seat = st.to_move
        assert seat is not None
        st.push(queues[seat].pop(0))
    assert all(not q for q in queues)
    rec = st.record()
    if pots is None:
        rec.pop("pots", None)
    return rec


def result(rec: dict[str, Any]) -> dict[str, Any]:
    return replay(copy.deepcopy(rec))


# ---- deal A: seat 0 all the taroks and the diamond courts, seat 1 the excuse, clubs and spade pips;
#      the dealer (seat 2) diamond pips, spade courts and all hearts (28); he discards C1 C2 C3.
A_HANDS = [
    TAROKS + ["RK", "RQ", "RN", "RJ"],
    ["Narr"] + suit("B") + suit("S", "1 2 3 4 5 6 7 8 9 10"),
    suit("R", "1 2 3 4 5 6 7 8 9 10") + suit("S", "J N Q K") + suit("C"),
]
A_DISCARD = ["C1", "C2", "C3"]
# seat 0 leads XXI..I (tricks 1-21), then RK RQ RN RJ (22-25)
A_SEAT0 = TAROKS[::-1] + ["RK", "RQ", "RN", "RJ"]
# seat 2 throws SK and CK first, then the other spades and hearts, and follows diamonds in 22-25
A_SEAT2 = (
    ["SK", "CK", "SQ", "SN", "SJ", "CQ", "CN", "CJ"]
    + suit("C", "4 5 6 7 8 9 10")
    + suit("R", "1 2 3 4 5 6")
    + suit("R", "7 8 9 10")
)


def a_seat1(fool_at: int) -> list[str]:
    """Seat 1 plays the excuse in trick ``fool_at`` (1-based), clubs and spades otherwise."""
    others = suit("B") + suit("S", "1 2 3 4 5 6 7 8 9 10")
    return others[: fool_at - 1] + ["Narr"] + others[fool_at - 1 :]


# ---- deal B: seat 1 wins trick 1 (BK), seat 2 trick 3 (RK); seat 0 leads the taroks and wins the last trick
#      with the Pagat while seat 2 throws CK.
B_HANDS = [
    TAROKS + ["B1", "RQ", "RN", "RJ"],
    ["Narr"] + suit("B", "2 3 4 5 6 7 8 9 10 J N Q K") + suit("S", "1 2 3 4 5 6 7 8 9 10 J"),
    ["RK"] + suit("R", "1 2 3 4 5 6 7 8 9 10") + suit("S", "N Q K") + suit("C"),
]
B_DISCARD = ["C1", "C2", "C3"]
# T1 B1 | T2 II (trumps the BQ lead) | T3 RQ | T4 RN (follows seat 2's R10) | T5 RJ | T6-T24 XXI..III | T25 I
B_SEAT0 = ["B1", "II", "RQ", "RN", "RJ"] + TAROKS[2:][::-1] + ["I"]
# T1 C4 | T2 C5 | T3 RK | T4 R10 (leads) | T5 R9 | T6 SK | ... | T25 CK
B_SEAT2 = (
    ["C4", "C5", "RK", "R10", "R9", "SK", "SQ", "SN"]
    + suit("R", "1 2 3 4 5 6 7 8")
    + suit("C", "6 7 8 9 10 J N Q")
    + ["CK"]
)


def b_seat1(third: str = "Narr", fool_at: int | None = None) -> list[str]:
    """T1 BK (wins), T2 leads BQ, T3 ``third``; the excuse at ``fool_at`` if not played in T3."""
    rest = suit("B", "2 3 4 5 6 7 8 9 10 J N")[::-1] + suit("S", "1 2 3 4 5 6 7 8 9 10 J")
    if third != "Narr":
        rest.remove(third)
        rest.append("Narr")
        rest.remove("Narr")
        assert fool_at is not None
        rest.insert(fool_at - 4, "Narr")
    return ["BK", "BQ", third] + rest
