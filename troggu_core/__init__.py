"""troggu_core: the rules engine of a family of tarock games -- Troggu, the tarock of the Oberwallis, Troccas,
the Großtarock rulesets and the French Tarot for three -- on one kernel.

The top level is the family's shared API: the registry of games, every game's state protocol, its replay, its
errors and the house-rules format. Each game's own API is in its package (``troggu_core.games.troccas`` ...).

>>> import troggu_core as tg
>>> sorted(tg.GAMES)
['french-tarot', 'grosstarock', 'troccas', 'troggu']
>>> info = tg.find_game("troccas")
>>> info.players
(3, 4, 5, 6)
>>> st = info.new("surselva", 4, 1)
>>> isinstance(st, tg.TableGame), tg.check_view(st.view(0), 4, info.view_keys)
(True, [])
>>> tg.replay_any(info.random_record("surselva", 4, 1))["game"]
'troccas'

Troggu's API is in :mod:`troggu_core.games.troggu` (its modules ``state``, ``cards``, ``rulesets`` ...); the names
the documentation, the examples and the README use stay here as aliases (:data:`TROGGU_ALIASES`):

>>> g = tg.Game.new("st-niklaus", players=3, seed=5)
>>> g.legal_actions()
['pass', 'normal', 'solo']
"""

from __future__ import annotations

from .errors import IllegalActionError, NotationError, RecordError, TrogguError
from .kernel.bots import Bot
from .kernel.registry import GAMES, GameInfo
from .kernel.registry import game as find_game
from .kernel.ruleset_format import FORMAT as RULESET_FORMAT
from .kernel.ruleset_format import HouseRules, house_from_json, make_house
from .kernel.state import TableGame, TableView, check_table_view, check_view

# Troggu's names that the documentation, the examples and the README use (aliases of troggu_core.games.troggu's)
from .games.troggu.actions import Bid, Discard, GameType, Phase, parse_action
from .games.troggu.bots import HeuristicBot, make_bot, play_out, random_game
from .games.troggu.cards import (
    BAGATT,
    DECK_78,
    MUNT,
    NARR,
    REMOVED_CARDS,
    TROGGU_DECK,
    Card,
    Suit,
    sort_key,
)
from .games.troggu.deal import deal
from .games.troggu.state import Game
from .games.troggu.record import Record, dump, dumps, record_of, replay

load = Record.load  # tg.load / tg.loads read a Troggu record as its Record (the deal, the actions, the metadata)
loads = Record.loads
del Record  # Troggu's own name (troggu_core.games.troggu.record.Record), no alias of the top level
from .games.troggu.rules import RULES, SOURCES, rule
from .games.troggu.rulesets import OPTION_FIELDS, RULESETS, Ruleset, ruleset
from .games.troggu.session import Session
from .games.troggu.views import SeatView

from .any_record import replay_any  # noqa: E402  (after the record module it builds on)

__version__ = "0.1.0"

# Troggu's modules lived at the top level until Troggu became a game package like the others; their old
# addresses stay importable (``import troggu_core.game``, ``from troggu_core import game``, pickles naming them) as
# aliases of the same module objects in ``sys.modules``; they are no attributes of the package (``tg.game`` would
# stand beside ``tg.find_game``, ``tg.deal`` the module beside the function).
MOVED_MODULES = {
    "actions": "games.troggu.actions",
    "bots": "games.troggu.bots",
    "cards": "games.troggu.cards",
    "deal": "games.troggu.deal",
    "exchange": "games.troggu.exchange",
    "game": "games.troggu.state",
    "glossary": "games.troggu.glossary",
    "record": "games.troggu.record",
    "rules": "games.troggu.rules",
    "rulesets": "games.troggu.rulesets",
    "scoring": "games.troggu.scoring",
    "session": "games.troggu.session",
    "svg": "games.troggu.svg",
    "tricks": "games.troggu.tricks",
    "views": "games.troggu.views",
}
"""Old module address (under ``troggu_core``) -> where it lives now."""


def _alias_moved_modules() -> None:
    import importlib
    import sys

    for old, new in MOVED_MODULES.items():
        module = importlib.import_module(f"{__name__}.{new}")
        sys.modules.setdefault(f"{__name__}.{old}", module)


_alias_moved_modules()
del annotations  # the future import's flag: no name of the package

__all__ = [
    "GAMES",
    "GameInfo",
    "find_game",
    "replay_any",
    "TableGame",
    "TableView",
    "check_table_view",
    "check_view",
    "Bot",
    "TrogguError",
    "NotationError",
    "IllegalActionError",
    "RecordError",
    "RULESET_FORMAT",
    "HouseRules",
    "house_from_json",
    "make_house",
    "__version__",
]
SHARED_API = tuple(__all__)
"""The family's shared API: the registry (``GAMES``, ``find_game``, each game's :class:`GameInfo`), the
replay of any game's record (``replay_any``), the state protocol every game implements
(``TableGame``, its view: the shared ``TableView`` keys, ``check_table_view`` and ``check_view``), the bot protocol (``Bot``), the errors (each names a
rule) and the house-rules format (``troggu-ruleset/1``: ``HouseRules``, ``house_from_json``, ``make_house``)."""

__all__ += [
    "Bid",
    "Discard",
    "GameType",
    "Phase",
    "parse_action",
    "HeuristicBot",
    "make_bot",
    "play_out",
    "random_game",
    "BAGATT",
    "DECK_78",
    "MUNT",
    "NARR",
    "REMOVED_CARDS",
    "TROGGU_DECK",
    "Card",
    "Suit",
    "sort_key",
    "deal",
    "Game",
    "dump",
    "dumps",
    "load",
    "loads",
    "record_of",
    "replay",
    "RULES",
    "SOURCES",
    "rule",
    "OPTION_FIELDS",
    "RULESETS",
    "Ruleset",
    "ruleset",
    "Session",
    "SeatView",
]
TROGGU_ALIASES = tuple(__all__[len(SHARED_API) :])
"""Aliases of Troggu's own API (:mod:`troggu_core.games.troggu`), kept at the top level only for the names the
documentation (and the hooks that build the site), the examples and the README use (``tg.Game``,
``tg.ruleset``, ``tg.replay`` -- Troggu's format-1 replay; ``replay_any`` is every game's; checked by
tests/test_top_level_api.py). Troggu's other names are its modules' (``Trick``, ``Layout``, ``Record``,
``card_svg`` ...)."""
