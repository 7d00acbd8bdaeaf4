"""A game's deck: which cards, how the pips rank in each suit, what each card is worth, what the fool is.

>>> spec = DeckSpec("example", reversed_suits=(0, 3), values=TAROCK_VALUES)
>>> from .codes import parse_code
>>> spec.strength[parse_code("R1")] > spec.strength[parse_code("R2")]
True
>>> spec.strength[parse_code("B10")] > spec.strength[parse_code("B9")]
True
>>> sum(spec.values)
130
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field

from .codes import FOOL, SUITS

__all__ = ["FoolRole", "DeckSpec", "TAROCK_VALUES", "strength_table"]


class FoolRole(enum.Enum):
    """What the fool is in a game."""

    TOP_TRUMP = "top_trump"
    """Troggu: the Narr is the highest trump (with Schgüsieru)."""
    EXCUSE = "excuse"
    """The excuse: played instead of a card, never wins a trick (French Tarot, Troccas, Großtarock)."""


def _tarock_values() -> tuple[int, ...]:
    v = [1] * 78
    v[0] = v[20] = v[FOOL] = 5
    for s in SUITS:
        base = 22 + 14 * s
        v[base + 13], v[base + 12], v[base + 11], v[base + 10] = 5, 4, 3, 2
    return tuple(v)


TAROCK_VALUES = _tarock_values()
"""Face values of the 78 cards: kings, I, XXI and the fool 5, queens 4, knights 3, jacks 2, the rest 1 (sum 130)."""


def strength_table(reversed_suits: tuple[int, ...] = ()) -> tuple[int, ...]:
    """Trick-taking strength of every index: trumps 100 + number, suit cards K 13 > Q > N > J 10 > pips.

    Pips rank 10 > ... > 1 (value 9..0), or 1 > ... > 10 in ``reversed_suits``; the fool has -1.
    """
    out = [0] * 78
    for t in range(21):
        out[t] = 101 + t
    out[FOOL] = -1
    for s in SUITS:
        base = 22 + 14 * s
        for r in range(10):
            out[base + r] = (9 - r) if s in reversed_suits else r
        for r in range(10, 14):
            out[base + r] = r
    return tuple(out)


@dataclass(frozen=True, slots=True)
class DeckSpec:
    """The deck of one game: name, suits whose pips rank 1 > 2 > ... > 10, card values, the fool's role."""

    name: str
    reversed_suits: tuple[int, ...] = (0, 3)
    values: tuple[int, ...] = TAROCK_VALUES
    fool: FoolRole = FoolRole.EXCUSE
    cards: tuple[int, ...] = tuple(range(78))
    strength: tuple[int, ...] = field(init=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "strength", strength_table(self.reversed_suits))
