"""Troccas, the tarock game of the Surselva (seed 002, "Reglas da troccas", 1962): ruleset ``surselva``,
3, 4 (pairs), 5 or 6 (three against three) players.

Modules: :mod:`.rules` (every rule id), :mod:`.rulesets` (options), :mod:`.cards`, :mod:`.deal`, :mod:`.teams`,
:mod:`.state` (the live round; the action notation is in its docstring: ``"discard C1 C2"``, a card code,
``"RK!"`` = play the King and demand its Jack), :mod:`.scoring`, :mod:`.record` (``replay``),
:mod:`.session` (four rounds), :mod:`.bots`, :mod:`.names`.

>>> rec = random_record("surselva", 4, seed=11, bot="heuristic")
>>> res = replay(rec)
>>> sum(res["party_points"]), sum(res["payments"]), len(res["trick_winners"])
(72, 0, 19)
>>> st = new("surselva", 6, seed=4)
>>> st.phase, len(st.view(0)["hand"])
('play', 13)
"""

from __future__ import annotations

from . import pad as _pad
from .explain import explain
from ...kernel.registry import Catalogue, GameInfo
from .card_play_model import play_table, seat_deal
from . import names, rulesets
from .bots import HeuristicBot, RandomBot, play_out, random_record
from .names import NAMES, action_words, card_name
from .record import dump, dumps, from_json, load, loads, replay
from .deal import deal_text
from .rules import RULES, rule
from .rulesets import RULESETS, parse_ruleset
from . import session as session_module
from .session import session
from .state import VIEW_KEYS, TroccasState, new
from ...kernel.tricks import led_suit_of, winner_position
from .cards import STRENGTH, VALUES, parse
from .scoring import pile_points, outcome, reach

__all__ = [
    "GAME",
    "TroccasState",
    "new",
    "replay",
    "from_json",
    "load",
    "loads",
    "dump",
    "dumps",
    "session",
    "random_record",
    "play_out",
    "RandomBot",
    "HeuristicBot",
    "RULES",
    "rule",
    "RULESETS",
    "parse_ruleset",
    "NAMES",
]


def _trick_winner(codes: list[str]) -> int:
    """play.trick_winner on a trick given as codes (the led suit by play.narr_lead)."""
    trick = [parse(c) for c in codes]
    return winner_position(trick, led_suit_of(trick), STRENGTH)


def _count_pile(codes: list[str]) -> float:
    """count.fours on a pile given as codes."""
    return float(pile_points(sum(VALUES[parse(c)] for c in codes), len(codes)))


def _face(code: str, lang: str) -> str:
    """Troccas is played with the 1JJ cards Troggu's pictures show (all 78 of them)."""
    from ..troggu.cards import Card
    from ..troggu.svg import card_svg

    return card_svg(Card.parse(code), width=48, lang="de" if lang == "de" else "en")


def _rule_page(rule_id: str) -> str:
    return f"games/troccas-rules/#{rule_id}"


GAME = GameInfo(
    id="troccas",
    title_de="Troccas",
    title_en="Troccas",
    rulesets=tuple(RULESETS),
    players=(3, 4, 5, 6),
    default_ruleset="surselva",
    default_players=4,
    replay=replay,
    loads=loads,
    dumps=dumps,
    new=new,
    random_record=random_record,
    rules=RULES,
    session_rounds=session_module.ROUNDS,  # session.rounds
    seed_id="002",
    trick_winner=_trick_winner,
    count_pile=_count_pile,
    compare_rules=("play.trick_winner", "count.fours"),
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
        alternate_names=("Tarock",),  # 002: "Spieleregeln für Tarock"
        places=("Surselva, Grisons, Switzerland",),  # 002: Mustér/Rueras
        sources=(
            ("002", 'Vigeli Berther, "Reglas da troccas" (Spieleregeln für Tarock), Mustér/Rueras, 1962 (seed 002).'),
        ),
        seed_prefixes=(("S", "002"),),  # rules.py: S<n> = rule n of seed 002
        pages=("games/troccas.md", "games/troccas-rules.md"),
    ),
    explain=explain,
    reach=reach,
    outcome=outcome,
    pad=_pad.PAD,
    view_keys=VIEW_KEYS,
)
