"""The French Tarot for three (``"game": "french-tarot"``, seed 004): rulesets ``fft`` and ``seed``.

>>> from troggu_core.games.french_tarot import GAME, new
>>> rec = GAME.random_record("fft", 3, 5)
>>> res = GAME.replay(rec)
>>> sum(res["payments"])
0
"""

from __future__ import annotations

from ...kernel.registry import GameInfo
from .bots import HeuristicBot, RandomBot, random_record
from .estimate import estimate
from .names import NAMES
from .record import replay
from .rules import RULES
from .rulesets import RULESETS, Ruleset, parse_ruleset
from .state import FrenchTarot, new

__all__ = ["GAME", "FrenchTarot", "new", "replay", "random_record", "estimate", "RandomBot", "HeuristicBot",
           "RULES", "RULESETS", "Ruleset", "parse_ruleset", "NAMES"]

GAME = GameInfo(
    id="french-tarot",
    title_de="Französisches Tarot zu dritt",
    title_en="French Tarot for three",
    rulesets=tuple(RULESETS),
    players=(3,),
    default_ruleset="fft",
    default_players=3,
    replay=replay,
    new=new,
    random_record=random_record,
    rules=RULES,
    seed_id="004",
)
