"""Troccas's card play for the kernel's solver and strong bot (:mod:`troggu_core.kernel.solver`,
:mod:`troggu_core.kernel.strong_bots`): the excuse rules with the Troccas pip order, counting in fours.

A card of face f is worth ``4f - 3`` quarter points (a side's pile of a multiple of four cards counts exactly,
rule ``count.fours``); the Narr counts for the side that played it. Jack demands (``RK!``) are not modelled:
the strong bot plays a demanding King as a plain King, and a demanded Jack the view shows as forced is played
(the offered actions hold only it).

>>> from troggu_core.games.troccas import new
>>> state = new("surselva", 6, seed=3)  # six players: no skat, the play begins at once
>>> table = play_table(state.view(state.to_move))
>>> table.sizes, table.sides  # seat 1 leads: its side is 0
((13, 13, 13, 13, 13, 13), (1, 0, 1, 0, 1, 0))
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from ...kernel.solver import TrickRules, excuse_rules, group_values
from ...kernel.codes import CODES
from ...kernel.sampling import SeatDeal
from ...kernel.strong_bots import PlayTable, codes_mask, completed_tricks, table_from_view
from .cards import STRENGTH, VALUES
from .cards import parse
from .state import TroccasState

__all__ = ["trick_rules", "play_table", "seat_deal"]


@lru_cache(maxsize=8)
def trick_rules(players: int) -> TrickRules:
    """The Troccas trick rules for ``players``."""
    return excuse_rules(players, group_values(VALUES, 4), 4, STRENGTH)


def play_table(view: dict[str, Any]) -> PlayTable | None:
    """What the seat of this view knows of the card play; ``None`` outside it."""
    if view.get("phase") != "play" or view.get("to_move") is None:
        return None
    n = int(view["players"])
    rules = trick_rules(n)
    party = int(view["party"])
    teams = view["teams"]
    sides = [0] * n
    for p, seats in enumerate(teams):
        for s in seats:
            sides[s] = 0 if p == party else 1
    completed = completed_tricks(view, n)
    known = codes_mask(view.get("skat"))
    return table_from_view(rules, view, (1 << 78) - 1, sides, completed, known)


def seat_deal(view: dict[str, Any]) -> SeatDeal | None:
    """What the Skatist knows of the deal when it lays away (``None`` in the card play): the other hands, dealt
    in seat order. The state is the one the deal makes."""
    if view.get("phase") != "discard" or view.get("skat"):
        return None
    n = int(view["players"])
    seat = int(view["seat"])
    hand = [str(c) for c in view["hand"]]
    pool = tuple(c for c in CODES if c not in set(hand))
    size = len(pool) // (n - 1)
    ruleset = {"name": view["ruleset"], **view["options"]}
    dealer = int(view["dealer"])
    teams = [list(t) for t in view["teams"]]
    own = [parse(c) for c in hand]

    def build(places: tuple[tuple[str, ...], ...]) -> Any:
        hands = [[parse(c) for c in p] for p in places]
        hands.insert(seat, own)
        return TroccasState(ruleset, n, dealer, hands, teams=teams)

    return SeatDeal(seat, pool, tuple([size] * (n - 1)), build)
