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

from .actions import Action, Bid, Call, Discard, GameType, Phase, parse_action
from .bots import HeuristicBot, RandomBot, make_bot, play_out, random_game
from .cards import (
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
from .deal import Deal, deal
from .errors import IllegalActionError, NotationError, RecordError, TrogguError
from .game import Game, LegalActions, Trick
from .kernel.registry import GAMES, GameInfo
from .kernel.registry import game as find_game
from .record import FORMAT, Record, dump, dumps, load, loads, record_of, replay
from .rules import RULES, SECTIONS, SOURCES, Rule, rule
from .rulesets import (
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
from .scoring import NarrExchange, Result
from .session import Session
from .svg import CardRow, card_svg, hand_svg
from .views import SeatView

from .family import replay_any  # noqa: E402  (after the record module it builds on)

__version__ = "0.1.0"

__all__ = [
    "Action", "Bid", "Call", "Discard", "GameType", "Phase", "parse_action",
    "HeuristicBot", "RandomBot", "make_bot", "play_out", "random_game",
    "BAGATT", "DECK_78", "MUNT", "NARR", "REMOVED_CARDS", "TROGGU_DECK", "Card", "CardNames", "Suit",
    "parse_cards", "sort_key",
    "Deal", "deal",
    "IllegalActionError", "NotationError", "RecordError", "TrogguError",
    "Game", "LegalActions", "Trick",
    "GAMES", "GameInfo", "find_game", "replay_any",
    "FORMAT", "Record", "dump", "dumps", "load", "loads", "record_of", "replay",
    "RULES", "SECTIONS", "SOURCES", "Rule", "rule",
    "OPTION_FIELDS", "RULESETS", "AuctionDirection", "CallRule", "DiscardException", "Layout", "MiserePayer",
    "Ruleset", "TappistRule", "calls_partner", "ruleset",
    "NarrExchange", "Result",
    "Session",
    "CardRow", "card_svg", "hand_svg",
    "SeatView",
    "__version__",
]
