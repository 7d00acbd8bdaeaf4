"""Seeded shuffle, cut and packet dealing on card indices (the same draws in CPython and Pyodide).

>>> hands, rest = deal_packets(shuffled(list(range(78)), check_seed(1)), [0, 1, 2], [[5] * 3] * 5)
>>> [len(h) for h in hands], len(rest)
([25, 25, 25], 3)
"""

from __future__ import annotations

import random
from typing import Sequence, TypeVar

from ..errors import NotationError
from ..i18n import verbatim

__all__ = ["check_seed", "rng_below", "shuffled", "cut", "deal_packets"]

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
