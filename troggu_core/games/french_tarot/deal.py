"""How a French Tarot deal was dealt, in words (``GameInfo.deal_text``; rule ``deal.packets``).

The engine's random deal (:func:`.cards.deal`) goes round by round: a packet to each seat from the dealer's
right-hand neighbour, one card to the dog at :data:`.cards.DOG_POSITIONS`. The record holds the hands and the dog,
not the packets (``deal.packets``: "Not recorded").
"""

from __future__ import annotations

from typing import Any

from ...i18n import N_, translate_error
from .cards import DOG_POSITIONS

__all__ = ["deal_text"]


def deal_text(state: Any, lang: str) -> str:
    """How the cards of a fresh deal were dealt: the rounds of :data:`.cards.DOG_POSITIONS` (the dog's places in the
    pack, each after the round's first packet), and from the record each hand's and the dog's share of a round.

    >>> from .state import new
    >>> deal_text(new("fft", 3, 1), "en")
    '4 cards each in 6 rounds, in every round 1 to the dog after the first packet'
    """
    rec = state.record()
    rounds = len(DOG_POSITIONS)
    size = len(rec["hands"][0]) // rounds
    assert DOG_POSITIONS[0] == size, (DOG_POSITIONS, size)
    return translate_error(
        N_("{n} cards each in {rounds} rounds, in every round {k} to the dog after the first packet"),
        {"n": size, "rounds": rounds, "k": len(rec["dog"]) // rounds},
        lang,
    )
