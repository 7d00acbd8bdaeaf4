"""The ``troggu`` command line (also ``python -m troggu_core``).

Commands: ``deal`` (print the hands), ``replay FILE`` (print the result as JSON),
``random-game`` (print the record of a game played by bots), ``simulate`` (play many
games and summarise). Errors print ``troggu: [rule-id] reason`` on stderr and exit 1.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections import Counter
from typing import Sequence

from .actions import GameType
from .bots import BOTS, random_game
from .cards import Card, Suit
from .deal import deal
from .errors import TrogguError
from .record import dumps, loads, replay
from .rulesets import RULESETS, ruleset

__all__ = ["main", "format_hand"]


def format_hand(cards: Sequence[Card]) -> str:
    """A hand as text with suit symbols, trumps first, suits separated by ``|``.

    >>> from troggu_core import parse_cards
    >>> format_hand(parse_cards("XXI I Narr RK R1 S10"))
    'Narr XXI I | K✿ 1✿ | 10♠'
    """
    groups: list[list[str]] = []
    trumps = [c for c in cards if c.is_trump]
    if trumps:
        groups.append([c.code for c in sorted(trumps, key=lambda c: -c.strength)])
    for suit in Suit:
        of_suit = sorted((c for c in cards if c.suit is suit), key=lambda c: -c.strength)
        if of_suit:
            groups.append([c.label() for c in of_suit])
    return " | ".join(" ".join(g) for g in groups)


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="troggu", description="Troggu, the tarock of the Oberwallis: deal, replay, play.")
    sub = p.add_subparsers(dest="command", required=True)

    def common(sp: argparse.ArgumentParser, games: bool = False) -> None:
        sp.add_argument("--players", type=int, default=4, help="number of players (3-8, by ruleset)")
        sp.add_argument("--ruleset", default="visp", choices=sorted(RULESETS), help="the village's rules")
        sp.add_argument("--seed", type=int, default=None, help="seed for a reproducible game")
        sp.add_argument("--dealer", type=int, default=0, help="the dealer's seat")

    d = sub.add_parser("deal", help="deal a round and print the hands")
    common(d)
    d.add_argument("--layout", type=int, default=0, help="which of the ruleset's layouts (0 = default)")
    d.add_argument("--json", action="store_true", help="print JSON instead of text")

    r = sub.add_parser("replay", help="replay a game record and print the result as JSON")
    r.add_argument("file", help="the record file, or - for standard input")

    g = sub.add_parser("random-game", help="print the record of one game played by bots")
    common(g)
    g.add_argument("--bot", default="random", choices=sorted(BOTS))

    s = sub.add_parser("simulate", help="play many games with bots and summarise")
    common(s)
    s.add_argument("--games", type=int, default=1000)
    s.add_argument("--bot", default="random", choices=sorted(BOTS))
    s.add_argument("--json", action="store_true", help="print the summary as JSON")
    return p


def _cmd_deal(args: argparse.Namespace) -> int:
    d = deal(args.ruleset, args.players, args.seed, args.dealer, args.layout)
    if args.json:
        print(json.dumps({
            "ruleset": d.ruleset.name, "players": d.players, "dealer": d.dealer, "layout": str(d.layout),
            "hands": [[str(c) for c in h] for h in d.hands], "tapp": [str(c) for c in d.tapp],
        }, ensure_ascii=False))
        return 0
    print(f"{d.ruleset.title}, {d.players} players, dealer: seat {d.dealer}, deal: {d.layout}")
    for seat, hand in enumerate(d.hands):
        role = " (dealer)" if seat == d.dealer else " (first to speak)" if seat == (d.dealer + 1) % d.players else ""
        print(f"seat {seat}{role}: {format_hand(hand)}")
    print(f"Tapp: {format_hand(d.tapp)}")
    return 0


def _cmd_replay(args: argparse.Namespace) -> int:
    if args.file == "-":
        text = sys.stdin.read()
    else:
        try:
            with open(args.file, encoding="utf-8") as fp:
                text = fp.read()
        except OSError as e:
            print(f"troggu: cannot read {args.file}: {e.strerror}", file=sys.stderr)
            return 2
        except UnicodeDecodeError:
            print("troggu: [record.format] the file is not UTF-8 text", file=sys.stderr)
            return 1
    result = replay(loads(text))
    print(json.dumps(result.to_json(), ensure_ascii=False))
    return 0


def _cmd_random_game(args: argparse.Namespace) -> int:
    game = random_game(args.ruleset, args.players, args.seed, args.bot, args.dealer)
    print(dumps(game, seed=args.seed, bot=args.bot))
    return 0


def _cmd_simulate(args: argparse.Namespace) -> int:
    if args.games < 1:
        print("troggu: --games must be at least 1", file=sys.stderr)
        return 2
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
        "ruleset": rs.name, "players": args.players, "games": args.games, "bot": args.bot, "seed": args.seed,
        "game_types": dict(sorted(kinds.items())), "forced_games": forced,
        "results": dict(sorted(outcomes.items())),
        "average_payment_units": [round(t / args.games, 4) for t in totals],
        "average_payment_rappen": [round(t * rs.base_rappen / args.games, 2) for t in totals],
        "games_per_second": round(args.games / elapsed, 1) if elapsed > 0 else None,
    }
    if args.json:
        print(json.dumps(summary))
        return 0
    print(f"{args.games} games, {rs.title}, {args.players} players, {args.bot} bots, seed {args.seed}")
    print("game types: " + ", ".join(f"{k} {v} ({100 * v / args.games:.1f}%)" for k, v in sorted(kinds.items())))
    if args.players >= 7:
        print(f"forced games (all passed, 7-8 players): {forced}")
    print("results: " + ", ".join(f"{k} {v}" for k, v in sorted(outcomes.items())))
    rappen = [t * rs.base_rappen / args.games for t in totals]
    print("average payment per game and seat (Rappen): " + " ".join(f"{x:+.2f}" for x in rappen))
    print(f"games per second: {summary['games_per_second']}")
    return 0


_COMMANDS = {"deal": _cmd_deal, "replay": _cmd_replay, "random-game": _cmd_random_game, "simulate": _cmd_simulate}


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status (0 ok, 1 rejected input, 2 usage)."""
    args = _parser().parse_args(argv)
    try:
        return _COMMANDS[args.command](args)
    except TrogguError as e:
        print(f"troggu: {e}", file=sys.stderr)
        return 1
