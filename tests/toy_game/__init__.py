"""A toy tarock, the sixth game of the family, written only in this folder: three seats, twelve cards (four
trumps, two suits of four), four tricks, one trick rule (follow suit, else trump; the highest trump wins), one
ruleset ``toy`` with one option. It is no game of :mod:`troggu_core.games`: the test registers it for a while
(``GAMES.temporary(GAME)``) and plays it through the kernel's conformance checks, the web facade and the bots
(tests/kernel/test_sixth_game.py).

>>> from troggu_core.kernel.registry import GAMES
>>> with GAMES.temporary(GAME):
...     record = GAMES["toy-tarock"].random_record("toy", 3, seed=5, bot="heuristic")
...     sum(GAMES["toy-tarock"].replay(record)["points"])
22
"""

from __future__ import annotations

from troggu_core.kernel.registry import GameInfo

from . import names, rulesets
from .bots import HeuristicBot, RandomBot
from .names import DECK, card_name
from .rules import RULES
from .state import GAME_ID, POINTS, new, random_record, replay, trick_winner

__all__ = ["GAME"]


def _count_pile(codes: list[str]) -> float:
    return float(sum(POINTS.get(c, 0) for c in codes))


GAME = GameInfo(
    id=GAME_ID,
    title_de="Spielzeug-Tarock",
    title_en="Toy tarock",
    rulesets=tuple(rulesets.RULESETS),
    players=(3,),
    default_ruleset="toy",
    default_players=3,
    replay=replay,
    new=new,
    random_record=random_record,
    rules=RULES,
    trick_winner=trick_winner,
    count_pile=_count_pile,
    deck=DECK,
    bot_types={"random": RandomBot, "heuristic": HeuristicBot},
    card_name=card_name,
    options=rulesets,
    names=names,
)
"""The toy's registry entry: what every game gives (the protocol), nothing more."""
