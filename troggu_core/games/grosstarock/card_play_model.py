"""Großtarock's card play for the kernel's solver and strong bot (:mod:`troggu_core.kernel.solver`,
:mod:`troggu_core.kernel.strong_bots`): the excuse rules with the ruleset's suit order, counting in threes.

A card of face f is worth ``3f - 2`` thirds of a point (a pile of a multiple of three cards counts exactly its
eyes); every player plays for himself, so the bot counts its own pile against the other two together. The
excuse may be led unless the ruleset says never; its deadlines (the 1754 rules' third-last trick, the Danish
designations and demands) and the announcements are not modelled in the solver: the offered actions still hold
only legal cards, so the bot never plays an illegal one. The lay-away and the Dummett announcements the strong
bot weighs by sampling the deal (:func:`seat_deal`, :mod:`troggu_core.kernel.sampling`).

>>> from troggu_core.games.grosstarock import new
>>> play_table(new("dummett", 3, seed=2).view(1)) is None  # the dealer lays away first
True
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from ...kernel.codes import parse_code
from ...kernel.solver import TrickRules, excuse_rules, group_values
from ...kernel.codes import CODES
from ...kernel.sampling import SeatDeal
from ...kernel.strong_bots import PlayTable, codes_mask, completed_tricks, table_from_view
from .cards import STRENGTH, VALUES
from .cards import parse
from .state import GrosstarockState

__all__ = ["trick_rules", "play_table", "seat_deal"]


@lru_cache(maxsize=8)
def trick_rules(suit_order: str, excuse_lead: bool) -> TrickRules:
    """The Großtarock trick rules for a suit order and whether the excuse may be led."""
    return excuse_rules(3, group_values(VALUES, 3), 3, STRENGTH[suit_order], excuse_lead=excuse_lead)


def play_table(view: dict[str, Any]) -> PlayTable | None:
    """What the seat of this view knows of the card play; ``None`` outside it."""
    if view.get("phase") != "play" or view.get("to_move") is None:
        return None
    options = view["options"]
    order = str(options.get("suit_order", "red_reversed"))
    rules = trick_rules(order if order in STRENGTH else "red_reversed", options.get("excuse_lead") != "never")
    seat = int(view["seat"])
    completed = completed_tricks(view, 3)
    known = codes_mask(view.get("discard"))
    sides = [0 if s == seat else 1 for s in range(3)]
    return table_from_view(rules, view, (1 << 78) - 1, sides, completed, known)


def seat_deal(view: dict[str, Any]) -> SeatDeal | None:
    """What the seat of this view knows of the deal when the dealer lays away, and before a lead when an
    announcement is offered (``None`` otherwise: the designations are left to the heuristic bot). Hidden: the
    other hands as dealt (the dealer's 28 with the cards it lays away, which only the dealer knows), less the
    cards they have played (each trick's leader found by the trick rules). The state is the deal with the
    lay-away made and the cards played so far."""
    phase = view.get("phase")
    legal = [str(a) for a in view.get("legal") or ()]
    announcing = phase == "play" and not view.get("trick") and any(a.startswith("announce") for a in legal)
    if phase != "discard" and not announcing:
        return None
    seat = int(view["seat"])
    dealer = int(view["dealer"])
    played = [str(c) for c in view["played"]]
    shown: list[list[str]] = [[], [], []]
    if played:
        options = view["options"]
        order = str(options.get("suit_order", "red_reversed"))
        rules = trick_rules(order if order in STRENGTH else "red_reversed", options.get("excuse_lead") != "never")
        leader = int(view["forehand"])
        for at in range(0, len(played), 3):
            trick = played[at : at + 3]
            for k, c in enumerate(trick):
                shown[(leader + k) % 3].append(c)
            leader = (leader + rules.winner([parse_code(c) for c in trick], leader, -1)) % 3
    laid = [str(c) for c in view.get("discard") or ()]
    hand = [str(c) for c in view["hand"]] + shown[seat] + laid
    pool = tuple(c for c in CODES if c not in set(hand) and c not in set(played))
    others = [s for s in range(3) if s != seat]
    sizes = tuple(25 - len(shown[s]) for s in others) + ((3,) if announcing and seat != dealer else ())
    ruleset = {"name": view["ruleset"], **view["options"]}

    def build(places: tuple[tuple[str, ...], ...]) -> Any:
        hands: list[list[str]] = [[], [], []]
        hands[seat] = hand
        for s, p in zip(others, places):
            hands[s] = [*p, *shown[s]]
        discard = laid
        if announcing and seat != dealer:
            discard = list(places[2])
            hands[dealer] = hands[dealer] + discard
        state = GrosstarockState(ruleset, [[parse(c) for c in h] for h in hands], dealer)
        if announcing:
            state.push("discard " + " ".join(discard))
            for c in played:
                state.push(c)
        return state

    return SeatDeal(seat, pool, sizes, build)
