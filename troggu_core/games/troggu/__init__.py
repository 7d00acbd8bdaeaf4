"""Troggu as a game of the family: the registry entry for the engine in :mod:`troggu_core` itself.

Troggu's engine predates the kernel and keeps its public API (``tg.Game``, ``tg.ruleset``, ``tg.loads`` ...);
its record module reads and writes records as every game's does (``record.loads`` gives the game); this entry
lets the CLI, the web facade and ``troggu-record/2`` treat it like every other game.

>>> from troggu_core.kernel.registry import game
>>> g = game("troggu")
>>> g.rulesets, g.default_players
(('visp', 'st-niklaus', 'graechen'), 4)
>>> rec = g.random_record("visp", 4, 1)
>>> rec["format"], g.replay(rec)["payments"] == g.replay(from_v2(rec))["payments"]
('troggu-record/2', True)
"""

from __future__ import annotations

import json
from typing import Any, Sequence

from .explain import explain
from .bots import HeuristicBot, RandomBot, play_out, random_game
from . import names, rulesets
from .estimate import estimate_contract
from .names import PHASE_WORDS, action_words, bidder_word, card_name, describe
from .svg import card_svg
from .cards import TROGGU_DECK, Card
from .tricks import winner_position
from .state import VIEW_KEYS, Game
from .record import FORMAT_2, dump, dumps, from_json, from_v2, load, loads, to_v2
from .rules import RULES, SOURCES
from .pad import PAD
from .deal import deal_text
from .scoring import outcome, reach
from .rulesets import RULESETS
from ...kernel.counting import count_in_groups
from ...kernel.jsonio import check_depth
from ...kernel.registry import Catalogue, GameInfo
from .card_play_model import play_table, seat_deal

__all__ = ["GAME", "FORMAT_2", "replay", "load", "loads", "dump", "dumps", "random_record", "to_v2", "from_v2"]


def replay(data: Any) -> dict[str, Any]:
    """Check a Troggu record (format 1, or 2 with ``"game": "troggu"``) and return its result as JSON, in the
    family's shape (``"game": "troggu"``, the game type as ``"contract"``, the tricks as ``"tricks"``:
    :func:`.state.family_result`; the game's own ``tg.replay`` keeps format 1's result, whose ``"game"`` is the
    game type). A value nested deeper than JSON text is read is refused first, as every game's reader does."""
    check_depth(data)
    if isinstance(data, dict) and data.get("format") == FORMAT_2:
        data = from_v2(data)
    return from_json(data).game(complete=True).result()


def random_record(
    ruleset: Any = "visp",
    players: int = 4,
    seed: Any = None,
    bot: str = "random",
    dealer: int = 0,
    bots: Sequence[str] | None = None,
) -> dict[str, Any]:
    """The record of a game played by bots in every game's format, ``troggu-record/2`` (``bots``: one name per seat,
    instead of ``bot`` for all; the same seed deals the same cards whatever the bots). Troggu's own format 1 is
    ``tg.dumps(tg.random_game(...))``'s."""
    kinds: Any = list(bots) if bots is not None else bot
    game = random_game(ruleset, players, seed, kinds, dealer)
    said = bot if bots is None else ",".join(kinds)
    return to_v2(json.loads(dumps(game, seed=seed, bot=said)))


def _dumps(state: Game, indent: int | None = None, **meta: Any) -> str:
    """A round's record as every game writes it, ``troggu-record/2`` (``GameInfo.dumps``; Troggu's own ``tg.dumps``
    writes format 1): the same keys, with ``"game": "troggu"``.

    Raises:
        RecordError: as :func:`.record.dumps` (metadata that names a core key or cannot be written as JSON).
    """
    return json.dumps(to_v2(json.loads(dumps(state, **meta))), ensure_ascii=False, indent=indent)


def _trick_winner(codes: list[str]) -> int:
    return winner_position([Card.parse(c).index for c in codes])


def _count_pile(codes: list[str]) -> float:
    """Troggu counts singly: the kernel's count in groups with k = 1 (rule ``deck.points``)."""
    return float(count_in_groups(sum(Card.parse(c).points for c in codes), len(codes), 1))


def _face(code: str, lang: str) -> str:
    return card_svg(Card.parse(code), width=48, lang="de" if lang == "de" else "en")


def _rule_page(rule_id: str) -> str:
    """Troggu's rules pages: one per section, an anchor per rule (``rules/play/#play.follow-suit``)."""
    r = RULES.get(rule_id)
    return f"rules/{r.section if r is not None else rule_id.split('.', 1)[0]}/#{rule_id}"


def _new(ruleset: Any = "visp", players: int = 4, seed: Any = None, dealer: int = 0) -> Game:
    return Game.new(ruleset, players, seed, dealer)


GAME = GameInfo(
    id="troggu",
    title_de="Troggu",
    title_en="Troggu",
    rulesets=tuple(RULESETS),
    players=tuple(sorted({n for rs in RULESETS.values() for n in rs.players})),
    default_ruleset="visp",
    default_players=4,
    replay=replay,
    loads=loads,
    dumps=_dumps,
    new=_new,
    random_record=random_record,
    rules=tuple(RULES.values()),
    seed_id="000, 001",
    catalogue=Catalogue(
        alternate_names=("Tappu",),  # 000's title: "Troggu (Tappu) nach den Regeln die in Visp gelten"
        places=("Visp, Valais, Switzerland", "St. Niklaus, Valais, Switzerland", "Grächen, Valais, Switzerland"),
        sources=tuple((k, s.citation) for k, s in SOURCES.items() if k != "reading"),
        pages=("index.md", "rules/index.md", "history.md", "variations.md"),
    ),
    trick_winner=_trick_winner,
    count_pile=_count_pile,
    compare_rules=("play.trick-winner", "deck.points"),
    deck=tuple(c.code for c in TROGGU_DECK),
    bot_types={"random": RandomBot, "heuristic": HeuristicBot},
    bots_play_out=play_out,
    play_table=play_table,
    seat_deal=seat_deal,
    card_name=card_name,
    face=_face,
    rule_page=_rule_page,
    action_words=action_words,
    estimate=estimate_contract,
    talon_word={"de": "Tapp", "en": "the Tapp"},
    deal_text=deal_text,
    estimate_samples=100,
    compare_rounds=200,
    pad=PAD,
    describe=describe,
    bidder_word=bidder_word,
    phase_words=PHASE_WORDS,
    options=rulesets,
    names=names,
    explain=explain,
    reach=reach,
    outcome=outcome,
    view_keys=VIEW_KEYS,
)
