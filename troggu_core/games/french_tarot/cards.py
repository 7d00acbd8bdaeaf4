"""The French Tarot's cards on kernel indices: half-point values, bouts, strengths, the deal, the petit sec.

Values are kept in **half points** (ints): bout or king 9, queen 7, knight 5, jack 3, any other card 1 (182 in
all, i.e. 91 points).

>>> sum(HALF_VALUES), HALF_VALUES[parse_code("XXI")], HALF_VALUES[parse_code("CQ")], HALF_VALUES[parse_code("V")]
(182, 9, 7, 1)
>>> hands, dog = deal(list(range(78)), dealer=0)
>>> [len(h) for h in hands], [code_of(c) for c in dog]
([24, 24, 24], ['V', 'XVIII', 'R9', 'B8', 'S7', 'C6'])
"""

from __future__ import annotations

from typing import Sequence

from ...kernel.codes import FOOL, code_of, parse_code
from ...kernel.deck import strength_table
from ...kernel.tricks import FOOL_BIT, TRUMP_MASK

__all__ = [
    "HALF_VALUES",
    "BOUTS",
    "BOUT_MASK",
    "KING_MASK",
    "LOW_MASK",
    "STRENGTH",
    "PETIT",
    "XXI",
    "FOOL",
    "DOG_POSITIONS",
    "deal",
    "has_petit_sec",
    "half_points",
    "fmt_half",
    "sort_key",
    "code_of",
    "parse_code",
]

PETIT = 0
XXI = 20
BOUTS = (PETIT, XXI, FOOL)
BOUT_MASK = (1 << PETIT) | (1 << XXI) | FOOL_BIT
KING_MASK = sum(1 << (22 + 14 * s + 13) for s in range(4))


def _values() -> tuple[int, ...]:
    v = [1] * 78
    for b in BOUTS:
        v[b] = 9
    for s in range(4):
        base = 22 + 14 * s
        v[base + 13], v[base + 12], v[base + 11], v[base + 10] = 9, 7, 5, 3
    return tuple(v)


HALF_VALUES: tuple[int, ...] = _values()
"""Each card's value in half points (deck.values)."""
LOW_MASK = sum(1 << c for c in range(78) if HALF_VALUES[c] == 1)
"""The low cards (0.5 points): suit pips 1-10 and trumps II-XX."""
STRENGTH: tuple[int, ...] = strength_table(())
"""Trick strength: pips 10 > ... > 1 in every suit (K > Q > N > J > 10 > ... > 1)."""

DOG_POSITIONS = (4, 17, 30, 43, 56, 69)
"""Where the dog's cards lie in the pack (0-based): the fifth card of each of the six rounds of 13."""


def deal(pack: Sequence[int], dealer: int) -> tuple[list[list[int]], list[int]]:
    """Deal a 78-card pack 4 by 4 counterclockwise from seat (dealer+1) % 3 (deal.packets).

    Six rounds of 13 cards: 4 to (dealer+1) % 3, one to the dog, 4 to (dealer+2) % 3, 4 to the dealer.
    The dog gets pack positions :data:`DOG_POSITIONS`, never the first (0) or the last (77).
    """
    hands: list[list[int]] = [[], [], []]
    dog: list[int] = []
    order = ((dealer + 1) % 3, (dealer + 2) % 3, dealer)
    pos = 0
    for _ in range(6):
        hands[order[0]].extend(pack[pos : pos + 4])
        dog.append(pack[pos + 4])
        hands[order[1]].extend(pack[pos + 5 : pos + 9])
        hands[order[2]].extend(pack[pos + 9 : pos + 13])
        pos += 13
    return hands, dog


def has_petit_sec(hand_mask: int, excuse_saves: bool = True) -> bool:
    """The hand's only trump is I and (unless ``excuse_saves`` is false: option ``petit_sec``) it lacks the Excuse
    (deal.petit-sec)."""
    return hand_mask & TRUMP_MASK == 1 and not (excuse_saves and hand_mask & FOOL_BIT)


def half_points(mask: int) -> int:
    """The value of a set of cards in half points."""
    total = 0
    while mask:
        low = mask & -mask
        total += HALF_VALUES[low.bit_length() - 1]
        mask ^= low
    return total


def fmt_half(half: int) -> int | float:
    """Half points as a JSON number: an int when whole, else x.5 as a float."""
    return half // 2 if half % 2 == 0 else half / 2


def sort_key(card: int) -> int:
    """Display order: trumps XXI..I, the Excuse, then suits C, S, R, B from K down (used for hands in records)."""
    if card < 21:
        return 20 - card
    if card == FOOL:
        return 21
    s, r = divmod(card - 22, 14)
    return 22 + (3, 2, 0, 1)[s] * 14 + (13 - r)


_ = (code_of, parse_code)
