"""The lay-away's notation, once for every game: ``discard C1 C2 ...`` (the cards laid away, in the game's codes).

A page or a bot that lets a person choose cards to lay away sends the cards; the engine writes the action
(:func:`layaway_action`) and tells which cards an action names (:func:`action_cards`), so no page writes or reads
the notation.

>>> layaway_action(["RK", "R2"])
'discard RK R2'
>>> action_cards("discard RK R2", ("RK", "R2", "B3")), action_cards("B3", ("RK", "R2", "B3")), action_cards("pass", ())
(['RK', 'R2'], ['B3'], [])
"""

from __future__ import annotations

from typing import Collection, Iterable

__all__ = ["LAYAWAY", "layaway_action", "action_cards", "is_layaway"]

LAYAWAY = "discard"
"""The first word of a lay-away action."""


def layaway_action(cards: Iterable[str]) -> str:
    """The lay-away of ``cards`` as one action: ``discard C1 C2 ...``."""
    return " ".join((LAYAWAY, *cards))


def is_layaway(action: str) -> bool:
    """Whether ``action`` is a lay-away (``discard C1 C2 ...``).

    >>> is_layaway("discard RK R2"), is_layaway("RK"), is_layaway("discard")
    (True, False, False)
    """
    return str(action).startswith(LAYAWAY + " ")


def action_cards(action: str, deck: Collection[str]) -> list[str]:
    """The cards of ``deck`` an action names: the card it plays, the cards a lay-away lays away (Troggu's
    ``discard 1 C7`` names C7), else none (a bid, a call's card is not the seat's)."""
    words = str(action).split()
    if len(words) == 1:
        return words if words[0] in deck else []
    return [w for w in words[1:] if w in deck] if is_layaway(action) else []
