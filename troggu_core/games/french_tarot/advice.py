"""The French Tarot's own reasons in the hint and the review: why a chelem or a poignée is announced or not
(the family's reasons, :mod:`troggu_core.kernel.advice_hand`, say the rest)."""

from __future__ import annotations

from typing import Callable, Sequence

from ...i18n import Msg, Plural
from ...kernel.advice_hand import hand_facts, parsed_cards, top_trumps

__all__ = ["announcement_reason"]


def announcement_reason(
    hand: Sequence[str], action: str, name: Callable[[str], str], tricks: int = 0
) -> Msg | Plural | None:
    """Why a chelem or a poignée (announced or not) fits the hand, with what it risks (rules ``chelem.announce``,
    ``poignee.bonus``, ``score.chelem``; ``GameInfo.announcement_reason``); ``None`` for any other action (the
    play-outs' sentence then speaks)."""
    words = action.split()
    if not words:
        return None
    head = words[0]
    f = hand_facts(hand)
    if head == "poignee":
        shown = len(parsed_cards(words[1:]))
        return Plural(
            "Show your poignée of {n} trump: its bonus goes to the side that wins the deal, and with so many trumps "
            "that is likely your side.",
            "Show your poignée of {n} trumps: its bonus goes to the side that wins the deal, and with so many trumps "
            "that is likely your side.",
            n=shown,
        )
    if head == "no_poignee":
        return Msg(
            "Show no poignée: its bonus goes to the side that wins the deal, which need not be yours, and showing "
            "your trumps tells the others how to play against you."
        )
    if head == "no_chelem":
        return Plural(
            "Announce no chelem: with {n} trump you cannot count on every trick, and an announced chelem that fails "
            "costs you.",
            "Announce no chelem: with {n} trumps you cannot count on every trick, and an announced chelem that fails "
            "costs you.",
            n=f.trumps,
        )
    if head == "chelem":
        top = top_trumps(hand, f, name)
        return Plural(
            "Announce the chelem: with {n} trump ({top}) you can take every trick, and the announced bonus is the higher.",
            "Announce the chelem: with {n} trumps ({top}) you can take every trick, and the announced bonus is the higher.",
            n=f.trumps,
            top=top,
        )
    return None
