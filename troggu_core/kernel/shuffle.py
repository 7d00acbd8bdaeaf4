"""Seeded shuffle, cut and packet dealing on card indices (the same draws in CPython and Pyodide), and the deal's
two arguments checked once for every game: the seed and the dealer's seat.

>>> hands, rest = deal_packets(shuffled(list(range(78)), check_seed(1)), [0, 1, 2], [[5] * 3] * 5)
>>> [len(h) for h in hands], len(rest)
([25, 25, 25], 3)
"""

from __future__ import annotations

import random
from typing import Sequence, TypeVar

from ..errors import NotationError, RecordError
from ..i18n import N_, seat_range, verbatim

__all__ = ["DEALER_MSG", "check_dealer", "check_seed", "rng_below", "shuffled", "cut", "deal_packets", "packet_words"]

T = TypeVar("T")


def check_seed(seed: object, rule_id: str = "deal.seed") -> random.Random:
    """A generator from a seed: a whole number >= 0, or ``None`` for a fresh random one.

    Raises:
        NotationError: a negative, fractional or non-numeric seed (rule ``rule_id``, by default ``deal.seed``).
    """
    if seed is None:
        return random.Random()
    if isinstance(seed, random.Random):
        return seed
    if isinstance(seed, bool) or not isinstance(seed, int) or seed < 0:
        raise NotationError(rule_id, "a seed is a whole number 0 or more, not {seed!r}", seed=verbatim(seed, 20))
    return random.Random(seed)


DEALER_MSG = N_("the dealer is one of seats {first} to {last} (counted from 0: 0 to {top})")
"""The dealer's refusal most games say (Troccas names its dealer the Skatist; Troggu adds the value given)."""


def check_dealer(dealer: object, players: int, rule: str, msg: str = DEALER_MSG, where: str | None = None) -> int:
    """``dealer`` if it is one of the seats ``0 .. players - 1`` (a whole number, not a ``bool``).

    Else the refusal names the rule and says the seats as people count them (:func:`~troggu_core.i18n.seat_range`;
    a template naming ``{dealer}`` also gets the value given): a :class:`~troggu_core.errors.RecordError` pointed at
    ``where`` when the dealer was read from a record, else a :class:`~troggu_core.errors.NotationError`.

    >>> check_dealer(2, 3, "record.dealer")
    2
    >>> check_dealer(3, 3, "record.dealer", where="dealer")
    Traceback (most recent call last):
    ...
    troggu_core.errors.RecordError: [record.dealer] dealer: the dealer is one of seats 1 to 3 (counted from 0: 0 to 2)
    """
    if isinstance(dealer, int) and not isinstance(dealer, bool) and 0 <= dealer < players:
        return dealer
    params = seat_range(players) | ({"dealer": dealer} if "{dealer" in msg else {})
    if where is None:
        raise NotationError(rule, msg, **params)
    raise RecordError(rule, msg, where, **params)


def rng_below(rng: random.Random, n: int) -> int:
    """A uniform integer in ``range(n)`` from ``getrandbits`` alone."""
    k = n.bit_length()
    r = rng.getrandbits(k)
    while r >= n:
        r = rng.getrandbits(k)
    return r


def shuffled(cards: list[T], rng: random.Random) -> list[T]:
    """Fisher-Yates in place, then returned: for each i from the top, j = :func:`rng_below` (i + 1), swapped.

    The draws of :func:`rng_below` inlined (every deal of every game runs this): a seed deals the same
    cards on every Python version and in Pyodide.
    """
    getrandbits = rng.getrandbits
    for i in range(len(cards) - 1, 0, -1):
        bits = (i + 1).bit_length()
        j = getrandbits(bits)
        while j > i:
            j = getrandbits(bits)
        cards[i], cards[j] = cards[j], cards[i]
    return cards


def cut(cards: list[T], rng: random.Random) -> list[T]:
    """Cut the pack: lift 1 to n-1 cards."""
    at = 1 + rng_below(rng, len(cards) - 1)
    return cards[at:] + cards[:at]


def deal_packets(
    pack: Sequence[int], order: Sequence[int], rounds: Sequence[Sequence[int]]
) -> tuple[list[list[int]], list[int]]:
    """Deal ``pack`` in rounds: ``rounds[k][i]`` cards to ``order[i]`` in round k; returns (hands by seat, rest)."""
    n = max(order) + 1
    hands: list[list[int]] = [[] for _ in range(n)]
    pos = 0
    for sizes in rounds:
        for seat, size in zip(order, sizes):
            hands[seat].extend(pack[pos : pos + size])
            pos += size
    return hands, list(pack[pos:])


def packet_words(index: int, size: int, lang: str, after_talon: bool = False) -> str:
    """One packet of a deal in words, as every game's deal text says it: the first ``4 cards each``, a later one
    ``then 4 each``; the first packet after cards laid aside first (Troggu's Tapp): ``then 4 cards each``.

    >>> [packet_words(i, n, "de") for i, n in enumerate((6, 6, 7))]
    ['je 6 Karten', 'dann je 6', 'dann je 7']
    """
    from ..i18n import translate_error

    if index == 0:
        key = N_("then {n} cards each") if after_talon else N_("{n} cards each")
    else:
        key = N_("then {n} each")
    return translate_error(key, {"n": size}, lang)
