"""Troccas card tables on the kernel's indices: values, strengths, masks (spec §1).

>>> code(parse("IIII")), VALUES[parse("RK")], sum(VALUES)
('IV', 5, 130)
>>> STRENGTH[parse("C1")] > STRENGTH[parse("C2")], STRENGTH[parse("S10")] > STRENGTH[parse("S9")]
(True, True)
>>> bin(FIVE_MASK).count("1"), bin(EMPTY_MASK).count("1")
(7, 59)
"""

from __future__ import annotations

from ...errors import NotationError
from ...kernel.codes import CODES, FOOL, JACKS, KINGS, parse_code, suit_of
from ...kernel.deck import DeckSpec, TAROCK_VALUES

__all__ = [
    "DECK",
    "VALUES",
    "STRENGTH",
    "FIVE_MASK",
    "EMPTY_MASK",
    "FIGURE_MASK",
    "KING_MASK",
    "FULL",
    "JACK_OF_KING",
    "parse",
    "code",
    "codes",
    "FOOL",
    "KINGS",
    "JACKS",
]

DECK = DeckSpec("troccas", reversed_suits=(0, 3), values=TAROCK_VALUES)
"""play.suit_order: R (coins) and C (cups) pips run 1 > 2 > ... > 10."""
VALUES: tuple[int, ...] = TAROCK_VALUES
STRENGTH: tuple[int, ...] = DECK.strength
FULL = (1 << 78) - 1
FIVE_MASK = sum(1 << i for i in range(78) if VALUES[i] == 5)
EMPTY_MASK = sum(1 << i for i in range(78) if VALUES[i] == 1)
FIGURE_MASK = FULL & ~EMPTY_MASK
KING_MASK = sum(1 << k for k in KINGS)
JACK_OF_KING: dict[int, int] = {k: JACKS[suit_of(k)] for k in KINGS}


def parse(c: object) -> int:
    """A card code (1JJ numerals accepted) to its index; NotationError (``deck.cards``) otherwise."""
    return parse_code(c, numerals_1jj=True)


def code(i: int) -> str:
    """The canonical code of an index."""
    return CODES[i]


def codes(mask: int) -> list[str]:
    """The codes of a mask, by index."""
    out = []
    while mask:
        low = mask & -mask
        out.append(CODES[low.bit_length() - 1])
        mask ^= low
    return out


_ = (FOOL, NotationError)
