"""troggu_core: the rules engine of Troggu, the tarock card game of the Oberwallis.

>>> import troggu_core as tg
>>> g = tg.Game.new("st-niklaus", players=3, seed=5)
>>> g.legal_actions()
<LegalActions: pass, normal, solo>

The family of games (Troggu, Troccas, the Großtarock rulesets, the French Tarot for three) is in a registry:

>>> sorted(GAMES)
['french-tarot', 'grosstarock', 'troccas', 'troggu']
>>> find_game("troccas").players
(3, 4, 5, 6)
"""

from __future__ import annotations

from .games.troggu.actions import Action, Bid, Call, Discard, GameType, Phase, parse_action
from .games.troggu.bots import HeuristicBot, RandomBot, make_bot, play_out, random_game
from .games.troggu.cards import (
    BAGATT,
    DECK_78,
    MUNT,
    NARR,
    REMOVED_CARDS,
    TROGGU_DECK,
    Card,
    CardNames,
    Suit,
    parse_cards,
    sort_key,
)
from .games.troggu.deal import Deal, deal
from .errors import IllegalActionError, NotationError, RecordError, TrogguError
from .games.troggu.state import Game, LegalActions, Trick
from .kernel.registry import GAMES, GameInfo
from .kernel.registry import game as find_game
from .games.troggu.record import FORMAT, Record, dump, dumps, load, loads, record_of, replay
from .games.troggu.rules import RULES, SECTIONS, SOURCES, Rule, rule
from .games.troggu.rulesets import (
    OPTION_FIELDS,
    RULESETS,
    AuctionDirection,
    CallRule,
    DiscardException,
    Layout,
    MiserePayer,
    Ruleset,
    TappistRule,
    calls_partner,
    ruleset,
)
from .games.troggu.scoring import NarrExchange, Result
from .games.troggu.session import Session
from .games.troggu.svg import CardRow, card_svg, hand_svg
from .games.troggu.views import SeatView

from .family import replay_any  # noqa: E402  (after the record module it builds on)

__version__ = "0.1.0"

# Troggu's modules lived at the top level until Troggu became a game package like the others; their old
# addresses stay importable (``from troggu_core.game import Game``, pickles naming them) as aliases of the
# same module objects.
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
        globals().setdefault(old, module)


_alias_moved_modules()

__all__ = [
    "Action",
    "Bid",
    "Call",
    "Discard",
    "GameType",
    "Phase",
    "parse_action",
    "HeuristicBot",
    "RandomBot",
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
    "CardNames",
    "Suit",
    "parse_cards",
    "sort_key",
    "Deal",
    "deal",
    "IllegalActionError",
    "NotationError",
    "RecordError",
    "TrogguError",
    "Game",
    "LegalActions",
    "Trick",
    "GAMES",
    "GameInfo",
    "find_game",
    "replay_any",
    "FORMAT",
    "Record",
    "dump",
    "dumps",
    "load",
    "loads",
    "record_of",
    "replay",
    "RULES",
    "SECTIONS",
    "SOURCES",
    "Rule",
    "rule",
    "OPTION_FIELDS",
    "RULESETS",
    "AuctionDirection",
    "CallRule",
    "DiscardException",
    "Layout",
    "MiserePayer",
    "Ruleset",
    "TappistRule",
    "calls_partner",
    "ruleset",
    "NarrExchange",
    "Result",
    "Session",
    "CardRow",
    "card_svg",
    "hand_svg",
    "SeatView",
    "__version__",
]
