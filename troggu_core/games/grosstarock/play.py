"""Großtarock's card play for the kernel's solver and strong bot (:mod:`troggu_core.kernel.solver`,
:mod:`troggu_core.kernel.strong`): the excuse rules with the ruleset's suit order, counting in threes.

A card of face f is worth ``3f - 2`` thirds of a point (a pile of a multiple of three cards counts exactly its
eyes); every player plays for himself, so the bot counts its own pile against the other two together. The
excuse may be led unless the ruleset says never; its deadlines (the 1754 rules' third-last trick, the Danish
designations and demands) and the announcements are not modelled: the offered actions still hold only legal
cards, so the bot never plays an illegal one.

>>> from troggu_core.games.grosstarock import new
>>> play_table(new("dummett", 3, seed=2).view(1)) is None  # the dealer lays away first
True
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from ...kernel.codes import parse_code
from ...kernel.solver import TrickRules, excuse_rules, group_values
from ...kernel.strong import PlayTable, table_from_view
from .cards import STRENGTH, VALUES

__all__ = ["trick_rules", "play_table"]


@lru_cache(maxsize=8)
def trick_rules(suit_order: str, excuse_lead: bool) -> TrickRules:
    """The Großtarock trick rules for a suit order and whether the excuse may be led."""
    return excuse_rules(3, group_values(VALUES, 3), 3, STRENGTH[suit_order], excuse_lead=excuse_lead)


def play_table(view: dict[str, Any]) -> PlayTable | None:
    """What the seat of this view knows of the card play; ``None`` outside it."""
    if view.get("phase") != "play" or view.get("to_move") is None:
        return None
    options = view.get("options") or {}
    order = str(options.get("suit_order", "red_reversed"))
    rules = trick_rules(order if order in STRENGTH else "red_reversed", options.get("excuse_lead") != "never")
    seat = int(view["seat"])
    played = [parse_code(c) for c in view.get("played") or ()]
    played = played[: len(played) - len(view["trick"])]
    completed = [played[i : i + 3] for i in range(0, len(played) - len(played) % 3, 3)]
    known = 0
    for c in view.get("discard") or ():
        known |= 1 << parse_code(c)
    sides = [0 if s == seat else 1 for s in range(3)]
    return table_from_view(rules, view, (1 << 78) - 1, sides, completed, known)
