"""The Großtarock family (seed 003): the 1754 rules, Dummett's Grosstarock and Danish Tarok, one engine.

Three players, 78 cards, the dealer holds 28 and lays away 3; automatic declarations, counting in threes
(78 eyes), the excuse rules of each ruleset, Dummett's announcements and the Danish pots.
Spec: ``grosstarock.md``; readings where it is ambiguous: ``READINGS.md`` in this package.

Random deals (``new``): the kernel's seeded shuffle, then 5 rounds of 5-card packets to everybody in seat order
from forehand; the dealer keeps the last 3 cards (28). Action notation: see :mod:`.state` (``discard C1 C2 C3``,
card codes, ``Narr:R`` for a designated Danish Scies lead, ``demand``, ``announce vole`` / ``announce nolo``).

>>> from troggu_core.games.grosstarock import GAME, random_record
>>> result = GAME.replay(random_record("dummett", 3, seed=1))
>>> sum(result["eyes"]), sum(result["payments"])
(78, 0)
"""

from __future__ import annotations

from . import pad as _pad
from .explain import explain, ultimo
from ...kernel.registry import Catalogue, GameInfo
from .card_play_model import play_table, seat_deal
from . import names, rulesets
from ...kernel.tricks import led_suit_of, mask_of, winner_position
from .cards import STRENGTH, parse
from .counting import eyes_of_pile
from .bots import HeuristicBot, RandomBot, play_out, random_record
from .names import NAMES, action_words, card_name
from .record import dump, dumps, load, loads, replay, replay_session
from .deal import deal_text
from .rules import RULES, SOURCES, rule
from .rulesets import RULESETS, parse_ruleset
from .advice import announcement_reason
from .scoring import carried, outcome, paid, reach
from .state import VIEW_KEYS, GrosstarockState, new

__all__ = [
    "GAME",
    "GrosstarockState",
    "new",
    "play_out",
    "replay",
    "load",
    "loads",
    "dump",
    "dumps",
    "replay_session",
    "random_record",
    "RandomBot",
    "HeuristicBot",
    "RULES",
    "rule",
    "RULESETS",
    "parse_ruleset",
    "NAMES",
    "card_name",
]


def _trick_winner(codes: list[str]) -> int:
    """GT-PLAY-2 (red suits reversed, the default ``suit_order``) on a trick given as codes."""
    trick = [parse(c) for c in codes]
    return winner_position(trick, led_suit_of(trick), STRENGTH["red_reversed"])


def _count_pile(codes: list[str]) -> float:
    """GT-COUNT-3 on a pile given as codes."""
    return float(eyes_of_pile(mask_of([parse(c) for c in codes])))


def _face(code: str, lang: str) -> str:
    from ..french_tarot.svg import french_card_svg

    return french_card_svg(code, width=48, lang=lang)


def _rule_page(rule_id: str) -> str:
    return f"games/grosstarock-rules/#{rule_id}"


GAME = GameInfo(
    id="grosstarock",
    title_de="Großtarock",
    title_en="Grosstarock",
    rulesets=("1754", "dummett", "danish"),
    players=(3,),
    default_ruleset="1754",
    default_players=3,
    replay=replay,
    loads=loads,
    dumps=dumps,
    new=new,
    random_record=random_record,
    rules=RULES,
    seed_id="003",
    trick_winner=_trick_winner,
    count_pile=_count_pile,
    compare_rules=("GT-PLAY-2", "GT-COUNT-3"),
    bot_types={"random": RandomBot, "heuristic": HeuristicBot},
    bots_play_out=play_out,
    play_table=play_table,
    seat_deal=seat_deal,
    card_name=card_name,
    face=_face,
    rule_page=_rule_page,
    action_words=action_words,
    deal_text=deal_text,
    options=rulesets,
    names=names,
    catalogue=Catalogue(
        # 003: "Grosstarock" ("Großes Tarock"), "Schustertaroc", in Denmark "Tarok" (Danish Tarok)
        alternate_names=("Grosstarock", "Großes Tarock", "Schustertarock", "Tarok", "Danish Tarok"),
        places=("Germany", "Austria", "Denmark"),  # 003: the southern German states, Austria; today Denmark
        sources=tuple((k, v) for k, v in SOURCES.items() if k != "reading"),
        pages=("games/grosstarock.md", "games/grosstarock-rules.md"),
    ),
    explain=explain,
    reach=reach,
    outcome=outcome,
    announcement_reason=announcement_reason,
    paid=paid,
    carried=carried,
    ultimo=ultimo,
    trump_word={"de": "Tarok", "en": "tarok"},
    pad=_pad.PAD,
    view_keys=VIEW_KEYS,
)
