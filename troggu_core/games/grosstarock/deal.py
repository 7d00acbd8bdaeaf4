"""How a Großtarock deal was dealt, in words (``GameInfo.deal_text``; rule GT-DEAL-2).

The engine's random deal (:func:`.state.deal`) gives :data:`PACKETS` to every seat in turn from forehand; the dealer
keeps what is left of the pack. The record does not hold the packets (GT-DEAL-2: "Packets are not recorded"), only
the hands they made.
"""

from __future__ import annotations

from typing import Any

from ...i18n import N_, translate_error
from ...kernel.shuffle import packet_words

__all__ = ["PACKETS", "deal_text"]

PACKETS: tuple[int, ...] = (5, 5, 5, 5, 5)
"""The packets of the random deal, one round each (GT-DEAL-2: "5 Runden mit jeweils 5 Karten")."""


def deal_text(state: Any, lang: str) -> str:
    """How the cards of a fresh deal were dealt: :data:`PACKETS` to everybody, then the cards the dealer kept (his
    dealt hand over forehand's, read from the record).

    >>> from .state import new
    >>> deal_text(new("1754", 3, 1), "en")
    '5 cards each, then 5 each, then 5 each, then 5 each, then 5 each; the dealer keeps the last 3'
    """
    rec = state.record()
    hands, dealer = rec["hands"], rec["dealer"]
    other = len(hands[(dealer + 1) % len(hands)])
    assert sum(PACKETS) == other, (PACKETS, other)
    steps = [packet_words(i, size, lang) for i, size in enumerate(PACKETS)]
    kept = translate_error(N_("the dealer keeps the last {n}"), {"n": len(hands[dealer]) - other}, lang)
    return ", ".join(steps) + "; " + kept
