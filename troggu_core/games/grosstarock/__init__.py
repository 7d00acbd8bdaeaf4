"""The Großtarock family (seed 003): the 1754 rules, Dummett's Grosstarock and Danish Tarok, one engine.

Three players, 78 cards, the dealer holds 28 and lays away 3; automatic declarations, counting in threes
(78 eyes), the excuse rules of each ruleset, Dummett's announcements and the Danish pots.
Spec: ``grosstarock.md``; readings where it is ambiguous: ``READINGS.md`` in this package.

>>> from troggu_core.games.grosstarock import GAME, random_record
>>> result = GAME.replay(random_record("dummett", 3, seed=1))
>>> sum(result["eyes"]), sum(result["payments"])
(78, 0)
"""

from __future__ import annotations

from ...kernel.registry import GameInfo
from .bots import HeuristicBot, RandomBot, random_record
from .names import NAMES, card_name
from .record import replay, replay_session
from .rules import RULES, rule
from .rulesets import RULESETS, parse_ruleset
from .state import GrosstarockState, new

__all__ = ["GAME", "GrosstarockState", "new", "replay", "replay_session", "random_record", "RandomBot",
           "HeuristicBot", "RULES", "rule", "RULESETS", "parse_ruleset", "NAMES", "card_name"]

GAME = GameInfo(
    id="grosstarock",
    title_de="Großtarock",
    title_en="Grosstarock",
    rulesets=("1754", "dummett", "danish"),
    players=(3,),
    default_ruleset="1754",
    default_players=3,
    replay=replay,
    new=new,
    random_record=random_record,
    rules=RULES,
    seed_id="003",
)
