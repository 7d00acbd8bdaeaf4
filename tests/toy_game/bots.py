"""The toy tarock's bots: a random one and a heuristic one (take a trick when it can, cheaply; else give the
lowest card), each with its own seeded generator (the kernel's :class:`~troggu_core.kernel.bots.Bot`)."""

from __future__ import annotations

import random
from typing import Any, Sequence

from .names import DECK
from .state import beats, rng_of, suit


class RandomBot:
    """Any legal card."""

    def __init__(self, seed: Any = None) -> None:
        self.rng = rng_of(seed)

    def choose(self, view: dict[str, Any], legal: Sequence[str], rng: random.Random) -> str:
        return rng.choice(sorted(legal, key=DECK.index))


class HeuristicBot(RandomBot):
    """The lowest card that wins the trick so far, else the lowest card; leads its highest."""

    def choose(self, view: dict[str, Any], legal: Sequence[str], rng: random.Random) -> str:
        ranked = sorted(legal, key=_strength)
        trick = [t["card"] for t in view["trick"]]
        if not trick:
            return ranked[-1]
        best = trick[0]
        for c in trick[1:]:
            if beats(c, best, suit(trick[0])):
                best = c
        winning = [c for c in ranked if beats(c, best, suit(trick[0]))]
        return winning[0] if winning else ranked[0]


def _strength(card: str) -> tuple[int, int]:
    """Trumps above suit cards; the trumps by number, a suit's cards King, Queen, Two, One."""
    return (1, DECK.index(card)) if suit(card) == "T" else (0, -(DECK.index(card) % 4))
