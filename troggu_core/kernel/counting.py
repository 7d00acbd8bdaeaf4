"""Counting a pile of cards in groups of k: one formula for the whole family.

A pile of n cards with face total F, counted in groups of k, is worth F minus (k-1) per full group;
a short last group of r cards loses (r-1) -- or, where a game says so, a lone leftover card loses one
like a pair (``single_penalty``). Troggu counts singly (k=1), the French Tarot in pairs (k=2, on half
points the same as each card singly), the Großtarock in threes (k=3), Troccas in fours (k=4).

>>> count_in_groups(128, 76, 4) + count_in_groups(2, 2, 4)  # Troccas: 19 tricks, a skat of two empty cards
72
>>> count_in_groups(130, 78, 3)  # Großtarock: 26 threes
78
>>> count_in_groups(5, 1, 3, single_penalty=1)  # a lone Sküs counts 4
4
"""

from __future__ import annotations

__all__ = ["count_in_groups", "group_deduction"]


def group_deduction(n: int, k: int, single_penalty: int = 0) -> int:
    """What counting n cards in groups of k takes off the face total."""
    full, rest = divmod(n, k)
    if rest == 0:
        short = 0
    elif rest == 1:
        short = single_penalty
    else:
        short = rest - 1
    return (k - 1) * full + short


def count_in_groups(total: int, n: int, k: int, *, face: int | None = None, single_penalty: int = 0) -> int:
    """The counted value of a pile of ``n`` cards whose face values sum to ``total``.

    ``face`` is accepted for readability at call sites and, when given, replaces ``total``.
    """
    if face is not None:
        total = face
    return total - group_deduction(n, k, single_penalty)
