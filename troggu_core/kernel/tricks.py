"""Trick primitives for the excuse games: legal-card masks and trick winners from a game's trick rules.

A hand is a bit mask of card indices; a trick a list of indices in play order.

>>> from .codes import parse_code as p
>>> from .deck import strength_table
>>> st = strength_table((0, 3))
>>> trick = [p("R3"), p("R1"), p("Narr")]
>>> winner_position(trick, led_suit_of(trick), st)
1
>>> hand = (1 << p("Narr")) | (1 << p("B2")) | (1 << p("V"))
>>> bin(follow_mask(hand, 0)) == bin((1 << p("Narr")) | (1 << p("V")))  # void in R: trump, or the excuse
True
"""

from __future__ import annotations

from typing import Sequence

from .codes import FOOL, FOOL_SUIT, TRUMP, suit_of

__all__ = [
    "FOOL_BIT",
    "TRUMP_MASK",
    "SUIT_MASKS",
    "NO_SUIT",
    "led_suit_of",
    "follow_mask",
    "overtrump_mask",
    "winner_position",
    "mask_of",
    "indices_of",
    "popcount",
]

FOOL_BIT = 1 << FOOL
TRUMP_MASK = (1 << 21) - 1
SUIT_MASKS = tuple(((1 << 14) - 1) << (22 + 14 * s) for s in range(4)) + (TRUMP_MASK, FOOL_BIT)
"""The mask of each suit number 0-3, then :data:`~.codes.TRUMP` and :data:`~.codes.FOOL_SUIT`."""
NO_SUIT = -1


def mask_of(indices: Sequence[int]) -> int:
    """The bit mask of some card indices."""
    m = 0
    for i in indices:
        m |= 1 << i
    return m


def indices_of(mask: int) -> list[int]:
    """The card indices of a mask, ascending."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def popcount(mask: int) -> int:
    """How many cards a mask holds."""
    return bin(mask).count("1")


def led_suit_of(trick: Sequence[int]) -> int:
    """The led suit: that of the first card that is not the fool (the card after a led excuse sets it)."""
    for c in trick:
        if c != FOOL:
            return suit_of(c)
    return NO_SUIT


def follow_mask(hand: int, led: int, fool_free: bool = True) -> int:
    """The cards of ``hand`` that follow the rules: the led suit, else a trump, else anything.

    ``fool_free``: the excuse may be played at every turn (added to the mask). ``led`` is
    :data:`NO_SUIT` when leading (or after a led excuse): then the whole hand.
    """
    if led == NO_SUIT:
        return hand
    forced = hand & SUIT_MASKS[led] if led != FOOL_SUIT else 0
    if not forced:
        forced = hand & TRUMP_MASK
        if not forced:
            return hand
    if fool_free:
        forced |= hand & FOOL_BIT
    return forced


def overtrump_mask(trumps: int, best_trump: int) -> int:
    """The trumps of a mask that beat the trump with index ``best_trump`` (all of them if none beat it)."""
    higher = trumps & ~((1 << (best_trump + 1)) - 1) & TRUMP_MASK
    return higher if higher else trumps


def winner_position(trick: Sequence[int], led: int, strength: Sequence[int]) -> int:
    """The position of the winning card: the highest trump, else the highest card of ``led``; never the fool."""
    best = -1
    best_rank = -1
    for pos, c in enumerate(trick):
        if c == FOOL:
            continue
        s = suit_of(c)
        if s == TRUMP:
            rank = 1000 + strength[c]
        elif s == led:
            rank = strength[c]
        else:
            continue
        if rank > best_rank:
            best, best_rank = pos, rank
    return best


def trump_in(trick: Sequence[int]) -> int:
    """The highest trump index in a trick, or -1."""
    best = -1
    for c in trick:
        if c < 21 and c > best:
            best = c
    return best


__all__.append("trump_in")
_ = TRUMP
