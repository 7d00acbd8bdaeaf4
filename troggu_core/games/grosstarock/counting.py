"""Counting the piles (GT-COUNT): won tricks plus the discard, the excuse exchange, counting in threes.

>>> eyes_of_pile(mask_of([parse("BQ"), parse("BJ"), parse("B7")]), 3)  # 4 + 2 + 1 - 2
5
>>> eyes_of_pile(1 << parse("Narr"), 1)  # a lone excuse counts 4
4
"""

from __future__ import annotations

from typing import Any

from ...kernel.counting import count_in_groups
from .cards import FOOL, FOOL_BIT, VALUES, indices_of, mask_of, parse, popcount  # noqa: F401 (parse: the doctests)

__all__ = ["eyes_of_pile", "piles", "excuse_captured"]


def eyes_of_pile(mask: int, n: int | None = None) -> int:
    """GT-COUNT-3: Σ values − 2 per full group of three, − 1 for a leftover single card or pair."""
    cards = indices_of(mask)
    total = sum(VALUES[c] for c in cards)
    return count_in_groups(total, len(cards) if n is None else n, 3, single_penalty=1)


def excuse_captured(ruleset: str, trick: int | None) -> bool:
    """GT-EXC-DUM-2 (played in tricks 23-25), GT-EXC-DK-5 (trick 25); never in 1754 or when discarded."""
    if trick is None:
        return False
    if ruleset == "dummett":
        return trick >= 23
    if ruleset == "danish":
        return trick == 25
    return False


def piles(
    ruleset: str,
    dealer: int,
    discard: tuple[int, ...],
    tricks: list[list[int]],
    winners: list[int],
    excuse_seat: int | None,
    excuse_trick: int | None,
) -> tuple[list[int], dict[str, Any] | None]:
    """The three piles (masks) after GT-COUNT-1/2, and the excuse exchange (``from``, ``to``, ``value``) or None.

    The owner of an uncaptured excuse takes it back and gives the winner of its trick one card of the lowest
    value of his own pile (the lowest such index, the choice never changes the count); nothing if he has none.
    """
    pile = [0, 0, 0]
    for cards, w in zip(tricks, winners):
        pile[w] |= mask_of(cards)
    pile[dealer] |= mask_of(list(discard))
    exchange: dict[str, Any] | None = None
    if excuse_seat is not None and excuse_trick is not None and not excuse_captured(ruleset, excuse_trick):
        to = winners[excuse_trick - 1]
        pile[to] &= ~FOOL_BIT
        own = pile[excuse_seat]
        value: int | None = None
        if own:
            give = min(indices_of(own), key=lambda c: (VALUES[c], c))
            pile[excuse_seat] &= ~(1 << give)
            pile[to] |= 1 << give
            value = VALUES[give]
        pile[excuse_seat] |= FOOL_BIT
        exchange = {"from": excuse_seat, "to": to, "value": value}
    assert sum(popcount(p) for p in pile) == 78 and FOOL >= 0
    return pile, exchange
