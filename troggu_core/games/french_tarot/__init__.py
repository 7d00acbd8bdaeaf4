"""The French Tarot for three (``"game": "french-tarot"``, seed 004): rulesets ``fft`` and ``seed``.

>>> from troggu_core.games.french_tarot import GAME, new
>>> rec = GAME.random_record("fft", 3, 5)
>>> res = GAME.replay(rec)
>>> sum(res["payments"])
0
"""

from __future__ import annotations

from .explain import explain, ultimo
from . import pad as _pad

from ...kernel.codes import parse_code
from ...kernel.registry import Catalogue, GameInfo
from .card_play_model import play_table, seat_deal
from . import names, rulesets
from ...kernel.tricks import led_suit_of, mask_of, winner_position
from .cards import STRENGTH, fmt_half, half_points
from .bots import HeuristicBot, RandomBot, play_out, random_record
from .estimate import chances, estimate
from .names import NAMES, PHASE_WORDS, action_words, bidder_word, card_name, describe
from .record import dump, dumps, load, loads, replay
from .deal import deal_text
from .rules import RULES
from .rulesets import RULESETS, Ruleset, parse_ruleset
from .advice import announcement_reason
from .scoring import outcome, reach
from .state import VIEW_KEYS, FrenchTarot, new

__all__ = [
    "GAME",
    "FrenchTarot",
    "new",
    "play_out",
    "replay",
    "load",
    "loads",
    "dump",
    "dumps",
    "random_record",
    "estimate",
    "RandomBot",
    "HeuristicBot",
    "RULES",
    "RULESETS",
    "Ruleset",
    "parse_ruleset",
    "NAMES",
]


def _trick_winner(codes: list[str]) -> int:
    """play.winner (every suit in natural order; the Excuse never wins) on a trick given as codes."""
    trick = [parse_code(c) for c in codes]
    return winner_position(trick, led_suit_of(trick), STRENGTH)


def _count_pile(codes: list[str]) -> float:
    """count.taker-points on a pile given as codes: its cards' values, to the half point."""
    return float(fmt_half(half_points(mask_of([parse_code(c) for c in codes]))))


from .svg import french_card_svg


def _face(code: str, lang: str) -> str:
    return french_card_svg(code, width=48, lang=lang)


def _rule_page(rule_id: str) -> str:
    return f"games/french-tarot-rules/#{rule_id}"


GAME = GameInfo(
    id="french-tarot",
    title_de="Französisches Tarot zu dritt",
    title_en="French Tarot for three",
    rulesets=tuple(RULESETS),
    players=(3,),
    default_ruleset="fft",
    default_players=3,
    replay=replay,
    loads=loads,
    dumps=dumps,
    new=new,
    random_record=random_record,
    rules=RULES,
    seed_id="004",
    trick_winner=_trick_winner,
    count_pile=_count_pile,
    compare_rules=("play.winner", "count.taker-points"),
    bot_types={"random": RandomBot, "heuristic": HeuristicBot},
    bots_play_out=play_out,
    play_table=play_table,
    seat_deal=seat_deal,
    estimate=chances,
    talon_word={"de": "Hund", "en": "the dog"},
    estimate_samples=16,
    card_name=card_name,
    face=_face,
    rule_page=_rule_page,
    action_words=action_words,
    deal_text=deal_text,
    describe=describe,
    bidder_word=bidder_word,
    phase_words=PHASE_WORDS,
    options=rulesets,
    names=names,
    catalogue=Catalogue(
        alternate_names=("Tarot",),
        places=("France",),
        sources=(("004", "Rules of the French Tarot for three players, translated into German (seed 004)."),),
        seed_prefixes=(("S", "004"),),  # rules.py: S = seed 004
        pages=("games/french-tarot.md", "games/french-tarot-rules.md"),
    ),
    explain=explain,
    reach=reach,
    outcome=outcome,
    announcement_reason=announcement_reason,
    ultimo=ultimo,
    pad=_pad.PAD,
    view_keys=VIEW_KEYS,
)
