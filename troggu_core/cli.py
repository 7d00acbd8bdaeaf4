"""The ``troggu`` command line (also ``python -m troggu_core``).

Commands: ``ruleset`` (a game's options with their values, defaults and sources, ``--list``; or house rules,
``troggu-ruleset/1``, from a base and ``--set KEY=VALUE``), ``deal`` (print the hands), ``replay FILE`` (print the result as JSON, any game of the
family, read from the record; a score pad's evening, ``troggu-session/1``: every round paid again, the totals), ``random-game`` (print the ``troggu-record/2`` of a game played by bots), ``simulate``
(play many games and summarise). Each command is one implementation for every game, reading what differs from the
game's ``GameInfo``; ``--game`` chooses the game (default: the registry's, :data:`DEFAULT_GAME`); ``--ruleset-file F`` plays house rules written by ``troggu ruleset``. Errors print ``troggu: [rule-id] reason`` on stderr and exit 1.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import time
from collections import Counter
from typing import Any, Sequence

from .errors import RecordError, TrogguError
from .any_record import replay_text
from .i18n import N_, verbatim
from .kernel.jsonio import MAX_BYTES, excerpt
from .kernel.registry import GAMES, game

__all__ = ["main"]

DEFAULT_GAME = GAMES.default
"""The game a command plays when ``--game`` names none: the registry's default."""
BOTS = ("heuristic", "random")
"""The bots every game has."""
_BOTS_HELP = "bots by seat, e.g. strong,heuristic,heuristic,heuristic (one name for all seats, or one per seat)"


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="troggu",
        description=f"Deal, replay and play the tarock games of the registry ({', '.join(GAMES.ids())}; "
        f"--game chooses, default {DEFAULT_GAME}).",
    )
    sub = p.add_subparsers(dest="command", required=True)

    def common(sp: argparse.ArgumentParser, games: bool = False) -> None:
        sp.add_argument(
            "--game", default=DEFAULT_GAME, choices=GAMES.ids(), help=f"which game (default {DEFAULT_GAME})"
        )
        sp.add_argument("--players", type=int, default=None, help="number of players (by game and ruleset)")
        sp.add_argument("--ruleset", default=None, help="the game's ruleset, by name (default: the game's first)")
        sp.add_argument(
            "--ruleset-file", default=None, help="house rules (a troggu-ruleset/1 file, as `troggu ruleset` prints)"
        )
        sp.add_argument("--seed", type=_seed, default=None, help="seed for a reproducible game (a whole number >= 0)")
        sp.add_argument(
            "--dealer", type=int, default=0, help="the dealer's seat, counted from 0 as in a record (0 is seat 1)"
        )

    rs = sub.add_parser("ruleset", help="a game's options (--list), or house rules from a base and --set KEY=VALUE")
    rs.add_argument("--game", default=DEFAULT_GAME, choices=GAMES.ids(), help=f"which game (default {DEFAULT_GAME})")
    rs.add_argument("--list", action="store_true", help="list the options, their values, defaults and sources")
    rs.add_argument("--json", action="store_true", help="with --list: print JSON")
    rs.add_argument("--lang", default="en", choices=("de", "en"), help="the language of the meanings (--list)")
    rs.add_argument("--base", default=None, help="the named ruleset the house rules change (default: the game's first)")
    rs.add_argument("--set", action="append", default=[], metavar="KEY=VALUE", help="an option's value (repeatable)")
    for key in ("name", "place", "reported-by", "notes"):
        rs.add_argument(f"--{key}", default="", help=f"the house rules' {key.replace('-', ' ')} (optional)")
    rs.add_argument("--year", type=int, default=None, help="the year the rules were played or reported (optional)")

    d = sub.add_parser("deal", help="deal a round and print the hands")
    common(d)
    d.add_argument("--json", action="store_true", help="print JSON instead of text")

    r = sub.add_parser("replay", help="replay a game record (or a score pad evening) and print the result as JSON")
    r.add_argument("file", help="the record or evening file (any game of the family), or - for standard input")

    g = sub.add_parser("random-game", help="print the record of one game played by bots")
    common(g)
    g.add_argument("--bot", default="random", choices=sorted(BOTS))
    g.add_argument("--bots", default=None, help=_BOTS_HELP)

    s = sub.add_parser("simulate", help="play many games with bots and summarise")
    common(s)
    s.add_argument("--games", type=int, default=1000)
    s.add_argument("--bot", default="random", choices=sorted(BOTS))
    s.add_argument("--bots", default=None, help=_BOTS_HELP)
    s.add_argument("--json", action="store_true", help="print the summary as JSON")
    return p


def _seed(text: str) -> int:
    """A seed from the command line: a whole number 0 or more."""
    if not text.isascii() or not text.isdigit():
        raise argparse.ArgumentTypeError(f"a seed is a whole number 0 or more, not {text[:20]!r}")
    return int(text)


def _setting(text: str) -> tuple[str, Any]:
    """``KEY=VALUE`` from ``--set``: the value read as JSON where it is JSON (``30``, ``true``, ``[10,13,15]``),
    else as text; ``-`` in the key read as ``_``."""
    key, sep, value = text.partition("=")
    if not sep or not key:
        raise argparse.ArgumentTypeError(f"--set takes KEY=VALUE, not {text[:40]!r}")
    try:
        parsed: Any = json.loads(value)
    except ValueError:
        parsed = value
    if isinstance(parsed, (dict, float)) or parsed is None:
        parsed = value
    return key.strip().replace("-", "_"), parsed


def _print_options(catalogue: dict[str, Any]) -> None:
    """The options of ``troggu ruleset --list`` as text: each value with its meaning and source, each base's value."""
    print(f"{catalogue['game']}: bases {', '.join(catalogue['bases'])}")
    for option, entry in catalogue["options"].items():
        defaults = ", ".join(f"{b}: {json.dumps(v, ensure_ascii=False)}" for b, v in entry["defaults"].items())
        print(f"{option}  ({defaults})")
        for v in entry["values"]:
            print(f"    {json.dumps(v['value'], ensure_ascii=False)}: {v['meaning']}  [{v['source']}]")


def _cmd_ruleset(args: argparse.Namespace) -> int:
    from .kernel.ruleset_format import make_house, option_catalogue

    if args.list:
        catalogue = option_catalogue(args.game, args.lang)
        if args.json:
            print(json.dumps(catalogue, ensure_ascii=False))
        else:
            _print_options(catalogue)
        return 0
    try:
        options = dict(_setting(s) for s in args.set)
    except argparse.ArgumentTypeError as e:
        print(f"troggu: {e}", file=sys.stderr)
        return 2
    words = {"name": args.name, "place": args.place, "year": args.year, "reported_by": args.reported_by}
    hr = make_house(args.game, args.base or game(args.game).default_ruleset, options, notes=args.notes, **words)
    print(json.dumps(hr.to_json(), ensure_ascii=False, indent=2))
    return 0


def _house_rules(args: argparse.Namespace) -> None:
    """``--ruleset-file``: the house rules read and checked, as the game's ruleset (which carries them)."""
    from .kernel.jsonio import read_json
    from .kernel.ruleset_format import house_from_json

    if args.ruleset is not None:
        raise RecordError("record.ruleset", N_("give --ruleset or --ruleset-file, not both"))
    try:
        data = _read_input(args.ruleset_file)
    except OSError as e:
        raise RecordError(
            "record.ruleset", N_("cannot read {file}: {why}"), file=verbatim(args.ruleset_file, 60), why=str(e.strerror)
        ) from None
    args.ruleset = house_from_json(read_json(data), args.game).ruleset()


def _ruleset_label(args: argparse.Namespace) -> str:
    """The ruleset as the text summaries name it: its name, or the base and the house rules' id."""
    house = getattr(args.ruleset, "house", None)
    if house is not None:
        return f"{house.base}, house rules {house.id}" + (f" ({house.name})" if house.name else "")
    return str(getattr(args.ruleset, "name", args.ruleset))


def _defaults(args: argparse.Namespace) -> None:
    """Fill in the game's default ruleset and player count (house rules from ``--ruleset-file``)."""
    info = game(args.game)
    if getattr(args, "bots", None):
        args.bot = args.bots  # one name per seat (or one for all), joined by commas: each game's bots read it
    if getattr(args, "ruleset_file", None):
        _house_rules(args)
    if args.ruleset is None:
        args.ruleset = info.default_ruleset
    if args.players is None:
        args.players = info.default_players
    _check_table(args, info)


def seat_words(seat: int) -> str:
    """A seat as a person reads it, counted from 1 (issue 33): the engine's (and the JSON output's) seat 0 is
    ``seat 1``.

    >>> seat_words(0), by_seat([1.5, -1.5])
    ('seat 1', 'seat 1 +1.50, seat 2 -1.50')
    """
    return f"seat {seat + 1}"


def by_seat(values: Sequence[float]) -> str:
    """Figures by seat, each named as a person counts the seats."""
    return ", ".join(f"{seat_words(s)} {x:+.2f}" for s, x in enumerate(values))


def _check_table(args: argparse.Namespace, info: Any) -> None:
    """The table the command names, read by the readers of every web request
    (:func:`~.web.request.table_fields`), so a mistake is refused under the same rule as through the facade:
    an unknown ruleset ``record.ruleset``, a count the ruleset is not played by ``players.count``, a dealer beyond
    the table ``players.seat`` (issue 38)."""
    from .web.request import table_fields

    house = getattr(args.ruleset, "house", None)
    req: dict[str, Any] = {
        "ruleset": house.to_json() if house is not None else args.ruleset,
        "players": args.players,
        "dealer": getattr(args, "dealer", 0),
    }
    if args.seed is not None:
        req["seed"] = args.seed
    table_fields(req, info)


def _cmd_deal(args: argparse.Namespace) -> int:
    """``troggu deal``, the same for every game: the game's fresh round. ``--json``: its ``troggu-record/2`` before
    any action; the text: the table, how the cards were dealt (``GameInfo.deal_text``, where the game says it), each
    hand as the table shows it (the dealer's and the first to move's marked) and the cards laid aside."""
    _defaults(args)
    info = game(args.game)
    state = info.new(args.ruleset, args.players, args.seed, args.dealer)
    rec = state.record()
    if args.json:
        print(json.dumps({k: rec[k] for k in rec if k != "plays"}, ensure_ascii=False))
        return 0
    how = info.deal_text(state, "en") if info.deal_text is not None else None
    head = f"{info.title_en}, {_ruleset_label(args)}, {args.players} players, dealer: {seat_words(args.dealer)}"
    print(head + (f", deal: {how}" if how else ""))
    for seat in range(args.players):
        roles = [r for r, s in (("dealer", args.dealer), ("first to move", state.to_move)) if s == seat]
        role = f" ({', '.join(roles)})" if roles else ""
        print(f"{seat_words(seat)}{role}: {' '.join(state.view(seat)['hand'])}")
    for key, cards in _set_aside(rec, info.deck):
        print(f"{key[:1].upper()}{key[1:]}: {' '.join(cards)}")
    return 0


def _set_aside(rec: dict[str, Any], deck: Sequence[str]) -> list[tuple[str, list[str]]]:
    """The cards a deal lays beside the hands, under the record's own keys, in its order: every key of the record
    but ``hands`` and ``plays`` that holds cards of the game (the French Tarot's ``dog``; none where the deal
    lays none aside, or a lay-away still to come is empty).

    >>> _set_aside({"hands": [["RK"]], "dog": ["XXI", "B3"], "auction": [], "teams": [[0]]}, ["RK", "XXI", "B3"])
    [('dog', ['XXI', 'B3'])]
    """
    known = set(deck)
    return [
        (key, list(value))
        for key, value in rec.items()
        if key not in ("hands", "plays")
        and isinstance(value, list)
        and value
        and all(isinstance(c, str) and c in known for c in value)
    ]


def _read_input(name: str) -> bytes:
    """The bytes of a file or of standard input (``-``), at most ``MAX_BYTES`` (read, never more)."""
    if name == "-":
        stream = getattr(sys.stdin, "buffer", None)
        data = stream.read(MAX_BYTES + 1) if stream is not None else sys.stdin.read(MAX_BYTES + 1).encode()
    else:
        with open(name, "rb") as fp:
            data = fp.read(MAX_BYTES + 1)
    if len(data) > MAX_BYTES:
        raise RecordError("record.format", "the input is larger than {n} bytes: not a game record", n=MAX_BYTES)
    return data


def _cmd_replay(args: argparse.Namespace) -> int:
    try:
        data = _read_input(args.file)
    except OSError as e:
        print(f"troggu: cannot read {args.file}: {e.strerror}", file=sys.stderr)
        return 2
    result = replay_text(data)
    print(json.dumps(result, ensure_ascii=False))
    return 0


def _cmd_random_game(args: argparse.Namespace) -> int:
    """``troggu random-game``: the ``troggu-record/2`` of a round played by bots (``GameInfo.random_record``)."""
    _defaults(args)
    rec = game(args.game).random_record(args.ruleset, args.players, args.seed, args.bot, args.dealer)
    print(json.dumps(rec, ensure_ascii=False))
    return 0


def _summary(args: argparse.Namespace) -> dict[str, Any]:
    """Play ``--games`` rounds by bots and summarise them, the same for every game: the rounds by outcome
    (``GameInfo.outcome``: Troggu's and the French Tarot's contract), each seat's average payment in units and,
    where one unit is worth more than one of the pad's (Troggu's Rappen), in the pad's unit too (``money_unit``,
    ``average_money``)."""
    info = game(args.game)
    rng = random.Random(args.seed)
    totals: list[float] = [0.0] * args.players
    outcomes: Counter[str] = Counter()
    start = time.perf_counter()
    for _ in range(args.games):
        rec = info.random_record(args.ruleset, args.players, rng.getrandbits(53), args.bot, args.dealer)
        res = info.replay(rec)
        for s, p in enumerate(res["payments"]):
            totals[s] += p
        outcomes[info.outcome(res) if info.outcome is not None else "round"] += 1
    elapsed = time.perf_counter() - start
    average = [round(t / args.games, 4) for t in totals]
    summary: dict[str, Any] = {
        "game": args.game,
        "ruleset": args.ruleset if isinstance(args.ruleset, str) else args.ruleset.to_json(),
        "players": args.players,
        "games": args.games,
        "bot": args.bot,
        "seed": args.seed,
        "outcomes": dict(sorted(outcomes.items())),
        "average_payment": average,
        "games_per_second": round(args.games / elapsed, 1) if elapsed > 0 else None,
    }
    unit = info.payment_unit(args.ruleset)
    if unit != 1 and info.pad is not None:
        summary["money_unit"] = info.pad.unit.render("en")
        summary["average_money"] = [round(t * unit / args.games, 2) for t in totals]
    return summary


def _cmd_simulate(args: argparse.Namespace) -> int:
    """``troggu simulate``, the same for every game (:func:`_summary`); ``--json``: the summary as JSON."""
    if args.games < 1:
        print("troggu: --games must be at least 1", file=sys.stderr)
        return 2
    _defaults(args)
    summary = _summary(args)
    if args.json:
        print(json.dumps(summary))
        return 0
    title = game(args.game).title_en
    print(
        f"{args.games} games of {title}, {_ruleset_label(args)}, {args.players} players, {args.bot} bots, seed {args.seed}"
    )
    counted = summary["outcomes"].items()
    print("outcomes: " + ", ".join(f"{k} {v} ({100 * v / args.games:.1f}%)" for k, v in counted))
    print("average payment per game: " + by_seat(summary["average_payment"]))
    if "average_money" in summary:
        print(f"average payment per game ({summary['money_unit']}): " + by_seat(summary["average_money"]))
    print(f"games per second: {summary['games_per_second']}")
    return 0


_COMMANDS = {
    "ruleset": _cmd_ruleset,
    "deal": _cmd_deal,
    "replay": _cmd_replay,
    "random-game": _cmd_random_game,
    "simulate": _cmd_simulate,
}


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status (0 ok, 1 rejected input, 2 usage)."""
    parser = _parser()
    args = parser.parse_args(argv)
    try:
        return _COMMANDS[args.command](args)
    except TrogguError as e:
        print(f"troggu: {excerpt(str(e), 500)}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        # the reader went away (troggu deal | head -c1): stop quietly, like other Unix tools
        try:
            sys.stdout = open(os.devnull, "w")
        except OSError:
            pass
        return 141
