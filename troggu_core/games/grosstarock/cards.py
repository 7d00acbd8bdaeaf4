"""Card facts of the Großtarock (spec §2): masks, strength tables, values, parsing with the 1JJ numerals.

>>> code_of(parse("T21")), code_of(parse("XIIII"))
('XXI', 'XIV')
>>> STRENGTH["red_reversed"][parse("R1")] > STRENGTH["red_reversed"][parse("R2")]
True
>>> sum(VALUES), len(COUNTERS)
(130, 19)
"""

from __future__ import annotations

from ...kernel.codes import FOOL, KINGS, QUEENS, KNIGHTS, JACKS, PIPS, code_of, parse_code, suit_of
from ...kernel.deck import TAROCK_VALUES, strength_table
from ...kernel.tricks import FOOL_BIT, SUIT_MASKS, TRUMP_MASK, NO_SUIT, indices_of, mask_of, popcount

__all__ = [
    "FOOL",
    "FOOL_BIT",
    "PAGAT",
    "XXI",
    "XX",
    "KINGS",
    "QUEENS",
    "KNIGHTS",
    "JACKS",
    "PIPS",
    "SUIT_MASKS",
    "TRUMP_MASK",
    "NO_SUIT",
    "KING_MASK",
    "PIP_MASK",
    "VALUES",
    "COUNTERS",
    "STRENGTH",
    "code_of",
    "parse",
    "suit_of",
    "indices_of",
    "mask_of",
    "popcount",
    "codes",
    "parse_fast",
    "COURTS",
    "SUIT_LETTERS",
]

PAGAT = 0
"""The index of tarok I (Pagat, Bagat)."""
XX = 19
XXI = 20
KING_MASK = mask_of(KINGS)
PIP_MASK = mask_of(PIPS)
VALUES = TAROCK_VALUES
COUNTERS = tuple(i for i in range(78) if VALUES[i] > 1)
COURTS = tuple((KINGS[s], QUEENS[s], KNIGHTS[s], JACKS[s]) for s in range(4))
"""Per suit R, B, S, C: K, Q, N, J."""
SUIT_LETTERS = ("R", "B", "S", "C")

STRENGTH = {
    "red_reversed": strength_table((0, 3)),
    "natural": strength_table(()),
}
"""Trick strength per ``suit_order`` option (GT-CARD-2)."""


def parse(code: object) -> int:
    """A card index from a code: ``I``..``XXI``, ``T1``..``T21``, the 1JJ numerals, ``Narr``, suit cards."""
    return parse_code(code, numerals_1jj=True)


_CODES = tuple(code_of(i) for i in range(78))
_FAST: dict[str, int] = {c: i for i, c in enumerate(_CODES)}


def codes(mask_or_list: int | list[int]) -> list[str]:
    """Card codes of a mask (ascending index) or of a list (in order)."""
    if isinstance(mask_or_list, int):
        out = []
        mask = mask_or_list
        while mask:
            low = mask & -mask
            out.append(_CODES[low.bit_length() - 1])
            mask ^= low
        return out
    return [_CODES[i] for i in mask_or_list]


def parse_fast(code: str) -> int:
    """The index of a canonical code (dict look-up), else :func:`parse`."""
    i = _FAST.get(code)
    return parse(code) if i is None else i
