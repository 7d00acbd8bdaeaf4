"""One card-code set for all games (``family-common.md``): codes to indices and back.

>>> parse_code("XXI"), parse_code("T21"), parse_code("Narr"), parse_code("RK"), parse_code("C1")
(20, 20, 21, 35, 64)
>>> code_of(35), code_of(64)
('RK', 'C1')
>>> parse_code("IIII", numerals_1jj=True)
3
"""

from __future__ import annotations

from ..errors import NotationError
from ..i18n import verbatim

__all__ = [
    "FOOL",
    "SUITS",
    "SUIT_LETTERS",
    "RANKS",
    "CODES",
    "TRUMP",
    "FOOL_SUIT",
    "suit_of",
    "rank_of",
    "is_trump",
    "code_of",
    "parse_code",
    "index_of",
    "KINGS",
    "QUEENS",
    "KNIGHTS",
    "JACKS",
    "PIPS",
    "codes_of_mask",
]

FOOL = 21
"""The index of the fool (Narr, Excuse, Sküs, Scies)."""

SUIT_LETTERS = ("R", "B", "S", "C")
"""The suit letters in index order: R coins/diamonds, B batons/clubs, S swords/spades, C cups/hearts."""

SUITS = (0, 1, 2, 3)
TRUMP = 4
"""The suit number of the trumps I-XXI."""
FOOL_SUIT = 5
"""The suit number of the fool (it belongs to no suit and is no trump unless a game says so)."""

RANKS = ("1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "N", "Q", "K")
"""The ranks of a suit in index order (``r`` = 0-13)."""

_ROMAN = (
    "I",
    "II",
    "III",
    "IV",
    "V",
    "VI",
    "VII",
    "VIII",
    "IX",
    "X",
    "XI",
    "XII",
    "XIII",
    "XIV",
    "XV",
    "XVI",
    "XVII",
    "XVIII",
    "XIX",
    "XX",
    "XXI",
)
_ROMAN_1JJ = {"IIII": 3, "VIIII": 8, "XIIII": 13, "XVIIII": 18}

CODES: tuple[str, ...] = _ROMAN + ("Narr",) + tuple(s + r for s in SUIT_LETTERS for r in RANKS)
"""The canonical code of every index 0-77."""

_INDEX: dict[str, int] = {c: i for i, c in enumerate(CODES)}
_INDEX.update({f"T{n}": n - 1 for n in range(1, 22)})


def index_of(suit: int, rank: str) -> int:
    """The index of a suit card: ``index_of(0, "K") == 35``."""
    return 22 + 14 * suit + RANKS.index(rank)


KINGS = tuple(index_of(s, "K") for s in SUITS)
QUEENS = tuple(index_of(s, "Q") for s in SUITS)
KNIGHTS = tuple(index_of(s, "N") for s in SUITS)
JACKS = tuple(index_of(s, "J") for s in SUITS)
PIPS = tuple(22 + 14 * s + r for s in SUITS for r in range(10))


def suit_of(index: int) -> int:
    """0-3 for a suit card, :data:`TRUMP` for I-XXI, :data:`FOOL_SUIT` for the fool."""
    if index < 21:
        return TRUMP
    if index == FOOL:
        return FOOL_SUIT
    return (index - 22) // 14


def rank_of(index: int) -> int:
    """The rank of a suit card 0-13 (0 = pip 1, 13 = king); the number minus one for a trump; -1 for the fool."""
    if index < 21:
        return index
    if index == FOOL:
        return -1
    return (index - 22) % 14


def is_trump(index: int) -> bool:
    """True for the trumps I-XXI (never for the fool)."""
    return index < 21


def code_of(index: int) -> str:
    """The canonical code of a card index."""
    return CODES[index]


_BYTE_CODES: tuple[tuple[tuple[str, ...], ...], ...] = tuple(
    tuple(tuple(CODES[8 * i + j] for j in range(8) if b >> j & 1 and 8 * i + j < 78) for b in range(256))
    for i in range(10)
)


def codes_of_mask(mask: int) -> list[str]:
    """The canonical codes of a mask of card indices, ascending (the legal lists' hot path).

    >>> codes_of_mask((1 << 20) | (1 << 21) | (1 << 35))
    ['XXI', 'Narr', 'RK']
    """
    out: list[str] = []
    if mask.bit_count() <= 6:  # few cards (following suit): bit by bit
        while mask:
            low = mask & -mask
            out.append(CODES[low.bit_length() - 1])
            mask ^= low
        return out
    for table in _BYTE_CODES:  # many (leading): a byte at a time from tables
        if not mask:
            break
        b = mask & 255
        if b:
            out += table[b]
        mask >>= 8
    return out


def parse_code(code: object, *, numerals_1jj: bool = False) -> int:
    """The index of a card code; exact ASCII, case-sensitive; ``T1``..``T21`` accepted.

    ``numerals_1jj`` also accepts the numerals printed on the 1JJ cards (``IIII``, ``VIIII``, ``XIIII``, ``XVIIII``).

    Raises:
        NotationError: not a card code (rule ``deck.cards``).
    """
    if not isinstance(code, str):
        raise NotationError("deck.cards", "a card code must be text, not {type}", type=verbatim(type(code).__name__))
    index = _INDEX.get(code)
    if index is None and numerals_1jj:
        index = _ROMAN_1JJ.get(code)
    if index is None:
        raise NotationError(
            "deck.cards", "{shown!r} is not a card code (e.g. XXI, T21, Narr, RK, S10)", shown=verbatim(code, 12)
        )
    return index
