"""The French Tarot's card play for the kernel's solver and strong bot (:mod:`troggu_core.kernel.solver`,
:mod:`troggu_core.kernel.strong`): the excuse rules with overtrumping as the ruleset says, in half points.

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
from ...kernel.strong import PlayTable, table_from_view
from .cards import HALF_VALUES, STRENGTH

__all__ = ["trick_rules", "play_table"]


@lru_cache(maxsize=4)
def trick_rules(overtrump: bool) -> TrickRules:
    """The French Tarot's trick rules for three (``overtrump``: a trump must beat the trick's best if it can)."""
    return excuse_rules(3, HALF_VALUES, 2, STRENGTH, overtrump=overtrump)


def play_table(view: dict[str, Any]) -> PlayTable | None:
    """What the seat of this view knows of the card play; ``None`` outside it."""
    if view.get("phase") != "play" or view.get("to_move") is None or view.get("taker") is None:
        return None
    rules = trick_rules((view.get("options") or {}).get("overtrump", "required") == "required")
    seat = int(view["seat"])
    taker = int(view["taker"])
    played = [parse_code(c) for c in view.get("played") or ()]
    played = played[: len(played) - len(view["trick"])]
    completed = [played[i : i + 3] for i in range(0, len(played) - len(played) % 3, 3)]
    known = 0
    for c in view.get("discard") or ():
        known |= 1 << parse_code(c)
    sides = [0 if (s == taker) == (seat == taker) else 1 for s in range(3)]
    return table_from_view(rules, view, (1 << 78) - 1, sides, completed, known)
