"""The French Tarot's card play for the kernel's solver and strong bot (:mod:`troggu_core.kernel.solver`,
:mod:`troggu_core.kernel.strong_bots`): the excuse rules with overtrumping as the ruleset says, in half points.

Counting in pairs on half points is counting every card singly (:mod:`.cards`): values are the half points,
``scale`` 2. The taker plays against the two defenders; the Excuse counts for the side that played it (the
half-point card given in exchange and the last-trick rules of the Excuse are not modelled), and the petit au
bout and the chelem are left to the heuristic bot's counting.

>>> from troggu_core.games.french_tarot import new
>>> play_table(new("fft", 3, seed=2).view(1)) is None  # the auction comes first
True
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from ...kernel.codes import parse_code
from ...kernel.solver import TrickRules, excuse_rules
from ...kernel.codes import CODES
from ...kernel.sampling import SeatDeal
from ...kernel.strong_bots import PlayTable, codes_mask, completed_tricks, table_from_view
from .cards import HALF_VALUES, STRENGTH
from .rulesets import parse_ruleset
from .state import FrenchTarot

__all__ = ["trick_rules", "play_table", "seat_deal"]


@lru_cache(maxsize=4)
def trick_rules(overtrump: bool) -> TrickRules:
    """The French Tarot's trick rules for three (``overtrump``: a trump must beat the trick's best if it can)."""
    return excuse_rules(3, HALF_VALUES, 2, STRENGTH, overtrump=overtrump)


def play_table(view: dict[str, Any]) -> PlayTable | None:
    """What the seat of this view knows of the card play; ``None`` outside it."""
    if view.get("phase") != "play" or view.get("to_move") is None or view.get("bidder") is None:
        return None
    rules = trick_rules(view["options"].get("overtrump", "required") == "required")
    seat = int(view["seat"])
    taker = int(view["bidder"])
    completed = completed_tricks(view, 3)
    known = codes_mask(view.get("discard"))
    sides = [0 if (s == taker) == (seat == taker) else 1 for s in range(3)]
    return table_from_view(rules, view, (1 << 78) - 1, sides, completed, known)


def seat_deal(view: dict[str, Any]) -> SeatDeal | None:
    """What the seat of this view knows of the deal in the auction, the écart, the chelem announcement and a
    poignée: the other hands, and the dog until it is shown. The taker's dealt hand is its hand less the dog,
    with its écart; the cards played to the first trick and the trumps of a poignée declared before are known
    to be their seats'. ``None`` for a defender's poignée after a prise or garde (the taker's écart, hidden,
    decides which cards of the dog it still holds: the heuristic bot declares it) and in the card play. The
    state is the deal with the auction, the écart, the chelem and the first trick so far made."""
    phase = view.get("phase")
    if phase not in ("auction", "discard", "chelem", "poignee"):
        return None
    seat = int(view["seat"])
    dog = [str(c) for c in view.get("dog") or ()]
    laid = [str(c) for c in view.get("discard") or ()] if phase in ("chelem", "poignee") else []
    if phase == "poignee" and dog and not laid:
        return None
    hand = [c for c in [str(c) for c in view["hand"]] + laid if c not in dog]
    if len(hand) != 24:
        return None  # pragma: no cover - every dealt hand holds 24 cards
    shown: dict[int, list[str]] = {}
    trick = [(int(t["seat"]), str(t["card"])) for t in view.get("trick") or ()]
    for s, c in trick:
        shown.setdefault(s, []).append(c)
    declared: dict[int, str] = {}
    for p in view.get("poignees") or ():
        cards = [str(c) for c in p["cards"]]
        declared[int(p["seat"])] = "poignee " + " ".join(cards)
        held = shown.setdefault(int(p["seat"]), [])
        held.extend(c for c in cards if c not in held)
    known = set(hand) | set(dog) | {c for cs in shown.values() for c in cs}
    pool = tuple(c for c in CODES if c not in known)
    others = [s for s in range(3) if s != seat]
    sizes = tuple(24 - len(shown.get(s, ())) for s in others) + (() if dog else (6,))
    rs = parse_ruleset({"name": view["ruleset"], **view["options"]})
    dealer = int(view["dealer"])
    auction = [str(a) for a in view.get("auction") or ()]
    chelem = "chelem" if view.get("chelem_announced") else "no_chelem"

    def build(places: tuple[tuple[str, ...], ...]) -> Any:
        hands: list[list[int]] = [[], [], []]
        hands[seat] = [parse_code(c) for c in hand]
        for s, p in zip(others, places):
            hands[s] = [parse_code(c) for c in (*p, *shown.get(s, ()))]
        state = FrenchTarot(rs, hands, [parse_code(c) for c in dog or places[2]], dealer)
        for a in auction:
            state.push(a)
        if laid:
            state.push("discard " + " ".join(laid))
        if phase == "poignee" and state.phase == "chelem":
            state.push(chelem)
        for s, c in trick:
            if state.phase == "poignee":
                state.push(declared.get(s, "no_poignee"))
            state.push(c)
        return state

    return SeatDeal(seat, pool, sizes, build)
