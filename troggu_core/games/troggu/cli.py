"""Troggu's own answers to the ``troggu`` command line (:mod:`troggu_core.cli`; its
``GameInfo.extensions.commands``): the deal with its layout and Tapp, records in format 1 or 2, and the summary of
a simulation in Rappen by game type.

>>> from troggu_core import parse_cards
>>> format_hand(parse_cards("XXI I Narr RK R1 S10"))
'Narr XXI I | K✿ 1✿ | 10♠'
"""

from __future__ import annotations

import argparse
import json
import random
import time
from collections import Counter
from typing import Callable, Sequence

from ...errors import NotationError
from ...i18n import verbatim
from .actions import GameType
from .bots import random_game
from .cards import Card, Suit
from .deal import deal
from .record import dumps, to_v2
from .state import Game
from .rulesets import RULESETS, Ruleset, calls_partner, ruleset

__all__ = ["ARGUMENTS", "COMMANDS", "format_hand"]


def seat_words(seat: int) -> str:
    """A seat as a person reads it, counted from 1 (issue 33; the JSON output keeps the engine's 0-based seats).

    >>> seat_words(0)
    'seat 1'
    """
    return f"seat {seat + 1}"


def by_seat(values: Sequence[float]) -> str:
    """Figures by seat, each named as a person counts the seats: ``seat 1 +1.50, seat 2 -1.50``."""
    return ", ".join(f"{seat_words(s)} {x:+.2f}" for s, x in enumerate(values))


def format_hand(cards: Sequence[Card]) -> str:
    """A hand as text with suit symbols, trumps first, suits separated by ``|``."""
    groups: list[list[str]] = []
    trumps = [c for c in cards if c.is_trump]
    if trumps:
        groups.append([c.code for c in sorted(trumps, key=lambda c: -c.strength)])
    for suit in Suit:
        of_suit = sorted((c for c in cards if c.suit is suit), key=lambda c: -c.strength)
        if of_suit:
            groups.append([c.label() for c in of_suit])
    return " | ".join(" ".join(g) for g in groups)


def _check_ruleset(args: argparse.Namespace) -> None:
    if isinstance(args.ruleset, Ruleset):  # house rules (--ruleset-file), read and checked already
        return
    if args.ruleset not in RULESETS:
        raise NotationError(
            "record.ruleset",
            "unknown ruleset {name!r}: choose {choices}",
            name=verbatim(str(args.ruleset), 40),
            choices=", ".join(RULESETS),
        )


def cmd_deal(args: argparse.Namespace) -> int:
    """``troggu deal``: the hands and the Tapp, with the layout the ruleset deals. ``--json``: the deal as every
    game prints it, its ``troggu-record/2`` before any action (the hands and the Tapp), with the layout."""
    _check_ruleset(args)
    d = deal(args.ruleset, args.players, args.seed, args.dealer, args.layout or 0)
    if args.json:
        hands, tapp = [[str(c) for c in h] for h in d.hands], [str(c) for c in d.tapp]
        dealt = Game(d.ruleset, hands, tapp, d.dealer).record()
        out = {k: v for k, v in dealt.items() if k != "plays"}
        # the cards in the order the deal gives them, as this command always printed them; the layout beside
        print(json.dumps({**out, "hands": hands, "tapp": tapp, "layout": str(d.layout)}, ensure_ascii=False))
        return 0
    print(f"{d.ruleset.title}, {d.players} players, dealer: {seat_words(d.dealer)}, deal: {d.layout}")
    for seat, hand in enumerate(d.hands):
        role = " (dealer)" if seat == d.dealer else " (first to speak)" if seat == (d.dealer + 1) % d.players else ""
        print(f"{seat_words(seat)}{role}: {format_hand(hand)}")
    print(f"Tapp: {format_hand(d.tapp)}")
    return 0


def cmd_random_game(args: argparse.Namespace) -> int:
    """``troggu random-game``: the record of a game played by bots, in format 1 (or 2 with ``--format 2``)."""
    _check_ruleset(args)
    played = random_game(args.ruleset, args.players, args.seed, args.bot, args.dealer)
    if args.format == 2:
        print(json.dumps(to_v2(json.loads(dumps(played, seed=args.seed, bot=args.bot))), ensure_ascii=False))
    else:
        print(dumps(played, seed=args.seed, bot=args.bot))
    return 0


def cmd_simulate(args: argparse.Namespace) -> int:
    """``troggu simulate``: many games by bots, summarised by game type and result, payments in Rappen."""
    _check_ruleset(args)
    rs = ruleset(args.ruleset)
    rs.layouts_for(args.players)
    rng = random.Random(args.seed)
    kinds: Counter[str] = Counter()
    outcomes: Counter[str] = Counter()
    forced = 0
    totals = [0] * args.players
    start = time.perf_counter()
    for _ in range(args.games):
        game = random_game(rs, args.players, rng, args.bot, args.dealer)
        r = game.outcome()
        kinds[r.game.value] += 1
        forced += r.forced
        outcomes[f"{r.game.value}:{r.winner}" if r.game is not GameType.MISERE else "misere"] += 1
        for s, p in enumerate(r.payments):
            totals[s] += p
    elapsed = time.perf_counter() - start
    summary = {
        "game": "troggu",
        "ruleset": rs.to_json() if rs.house is not None else rs.name,
        "players": args.players,
        "games": args.games,
        "bot": args.bot,
        "seed": args.seed,
        "game_types": dict(sorted(kinds.items())),
        "forced_games": forced,
        "results": dict(sorted(outcomes.items())),
        "outcomes": dict(sorted(outcomes.items())),  # every game's key for the results
        "average_payment": [round(t / args.games, 4) for t in totals],  # every game's key: in units
        "average_payment_units": [round(t / args.games, 4) for t in totals],
        "average_payment_rappen": [round(t * rs.base_rappen / args.games, 2) for t in totals],
        "games_per_second": round(args.games / elapsed, 1) if elapsed > 0 else None,
    }
    if args.json:
        print(json.dumps(summary))
        return 0
    title = rs.title if rs.house is None else f"{rs.title}, house rules {rs.house.id}"
    print(f"{args.games} games, {title}, {args.players} players, {args.bot} bots, seed {args.seed}")
    print("game types: " + ", ".join(f"{k} {v} ({100 * v / args.games:.1f}%)" for k, v in sorted(kinds.items())))
    if calls_partner(args.players):
        print(f"forced games (all passed, 7-8 players): {forced}")
    print("results: " + ", ".join(f"{k} {v}" for k, v in sorted(outcomes.items())))
    rappen = [t * rs.base_rappen / args.games for t in totals]
    print("average payment per game (Rappen): " + by_seat(rappen))
    print(f"games per second: {summary['games_per_second']}")
    return 0


COMMANDS: dict[str, Callable[[argparse.Namespace], int]] = {
    "deal": cmd_deal,
    "random-game": cmd_random_game,
    "simulate": cmd_simulate,
}
"""Troggu's commands (``GameInfo.extensions.commands``); ``replay`` is the family's, read from the record."""

ARGUMENTS: dict[str, tuple[tuple[tuple[str, ...], dict[str, object]], ...]] = {
    "deal": ((("--layout",), {"type": int, "help": "which of the ruleset's layouts (default 0: the first)"}),),
    "random-game": (
        (("--format",), {"type": int, "choices": (1, 2), "help": "write troggu-record/1 (default) or /2"}),
    ),
}
"""The options of Troggu's own commands (``GameInfo.extensions.arguments``): a deal's layout, a record's format."""
