"""Fuzz the engine's input doors: the record loader, the card and action parsers, the CLI.

Every input must end in a result or in one of the engine's documented errors (the
:class:`troggu_core.TrogguError` subclasses; for the CLI: an exit status, including
argparse's usage exit 2) — never another exception, never a hang (each input gets
``--timeout`` seconds, enforced with ``SIGALRM``).

Inputs come from two sources:

* hypothesis strategies: arbitrary text and JSON values, text shaped like card codes and
  actions, record-shaped objects whose every key holds a plausible or a wild value, and
  command lines built from the CLI's own words and numbers;
* mutated real records: records of random games (every ruleset and player count) changed
  at the JSON level (keys dropped, values replaced by wrong types, cards moved, swapped,
  duplicated, misspelt, plays truncated or reordered, ...) and at the text level (bytes
  cut, inserted, flipped), then loaded, replayed, and fed to ``troggu replay``.

    python bench/fuzz.py                  # >= 100,000 inputs (a few minutes)
    python bench/fuzz.py --scale 1.3      # >= 200,000 inputs
    python bench/fuzz.py --scale 0.05     # a quick run

Every documented error is also said in each language of ``--langs`` (German and English by
default: ``TrogguError.message(lang)`` must give text, without an exception, within the
time limit), and the web facade's requests are sent in each language. Since issue 27 the
run also tries long and catalogue-like ruleset options in German, unhashable ``op`` and
``game`` values, ``troggu-record/2`` Troggu records on the page's replay, formats nested
through the Python API, seeds beyond 2**53 - 1 and oversized estimate budgets.

Prints, per target, the inputs tried, how many gave a result, how many a documented
error (by class), and any unexpected exception or hang (with the input). Exit status 1
if there is any. ``--json FILE`` writes the same figures as JSON.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import os
import random
import reprlib
import signal
import sys
import tempfile
import time
import traceback
from collections import Counter
from dataclasses import dataclass, field
from typing import Any, Callable, Iterator

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

import troggu_core as tg
from troggu_core.games.troggu import record as troggu_record
from troggu_core.games.troggu.cards import parse_cards
from troggu_core import web  # noqa: E402
from troggu_core import cli  # noqa: E402

# ----------------------------------------------------------------------------- bookkeeping


class Hang(Exception):
    """Raised by the alarm when one input takes too long."""


@dataclass
class Tally:
    """Outcome counts for one fuzz target."""

    inputs: int = 0
    results: int = 0
    errors: Counter[str] = field(default_factory=Counter)
    unexpected: list[str] = field(default_factory=list)
    hangs: list[str] = field(default_factory=list)

    @property
    def bad(self) -> int:
        return len(self.unexpected) + len(self.hangs)


class Fuzzer:
    """Runs inputs against targets and counts what happens."""

    def __init__(self, timeout: float = 10.0, langs: tuple[str, ...] = ("de", "en")) -> None:
        self.timeout = timeout
        self.langs = langs
        self.tallies: dict[str, Tally] = {}

    def tally(self, target: str) -> Tally:
        return self.tallies.setdefault(target, Tally())

    @contextlib.contextmanager
    def _alarm(self) -> Iterator[None]:
        def on_alarm(signum: int, frame: Any) -> None:
            raise Hang()

        old = signal.signal(signal.SIGALRM, on_alarm)
        signal.setitimer(signal.ITIMER_REAL, self.timeout)
        try:
            yield
        finally:
            signal.setitimer(signal.ITIMER_REAL, 0)
            signal.signal(signal.SIGALRM, old)

    def run(self, target: str, fn: Callable[[Any], Any], value: Any, allowed: tuple[type, ...] = ()) -> Any:
        """Call ``fn(value)``; count a result, a documented error, or a failure. Returns the result or None.

        For the CLI, ``fn`` returns the exit status: 0 is a result, 1 (a rejected input, reported as
        ``troggu: [rule] reason``) and 2 (usage) are counted as documented errors.
        """
        t = self.tally(target)
        t.inputs += 1
        try:
            with self._alarm():
                try:
                    out = fn(value)
                except tg.TrogguError as e:
                    for lang in self.langs:  # the message must be said in every language, within the time
                        if not isinstance(e.message(lang), str):
                            raise AssertionError(f"message({lang!r}) is not text") from None
                    raise
        except tg.TrogguError as e:
            t.errors[type(e).__name__] += 1
            return None
        except Hang:
            t.hangs.append(_show(value))
            return None
        except allowed as e:  # e.g. the CLI's usage exit
            t.errors[type(e).__name__] += 1
            return None
        except Exception:
            t.unexpected.append(f"{_show(value)}\n{traceback.format_exc(limit=6)}")
            return None
        if target.startswith("cli") and out:
            t.errors[f"exit {out}"] += 1
            return out
        t.results += 1
        return out

    def report(self, out: Any = sys.stdout) -> int:
        """Print the tallies; returns the number of unexpected exceptions and hangs."""
        total_in = total_bad = 0
        print(
            f"{'target':<36} {'inputs':>8} {'results':>8} {'unexpected':>10} {'hangs':>5}  documented errors", file=out
        )
        for name, t in self.tallies.items():
            errs = ", ".join(f"{k} {v:,}" for k, v in sorted(t.errors.items())) or "-"
            print(
                f"{name:<36} {t.inputs:>8,} {t.results:>8,} {len(t.unexpected):>10} {len(t.hangs):>5}  {errs}", file=out
            )
            total_in += t.inputs
            total_bad += t.bad
        print(f"total inputs: {total_in:,}; unexpected exceptions and hangs: {total_bad}", file=out)
        for name, t in self.tallies.items():
            for u in t.unexpected[:5]:
                print(f"UNEXPECTED in {name}: {u}", file=out)
            for h in t.hangs[:5]:
                print(f"HANG in {name}: {h}", file=out)
        return total_bad


_REPR = reprlib.Repr()
_REPR.maxlevel, _REPR.maxstring, _REPR.maxother, _REPR.maxlist, _REPR.maxdict = 6, 200, 200, 12, 12


def _show(value: Any, limit: int = 300) -> str:
    text = _REPR.repr(value)  # bounded: a value nested 100,000 deep is shown, not walked
    return text if len(text) <= limit else text[:limit] + f"... ({len(text)} chars)"


# ----------------------------------------------------------------------------- targets


def load_and_replay(text: str | bytes) -> Any:
    """The record door: ``loads``, then (if it loads) ``replay`` and dumping it back."""
    rec = tg.loads(text)
    tg.dumps(rec)
    return tg.replay(rec)


def run_cli(argv: list[str], stdin: str = "") -> int:
    """``troggu ARGV`` in-process, output captured; returns the exit status."""
    out, err = io.StringIO(), io.StringIO()
    old_stdin = sys.stdin
    sys.stdin = io.StringIO(stdin)
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            try:
                status = cli.main(argv)
            except SystemExit as e:  # argparse: --help (0) or a usage error (2)
                if e.code not in (0, 2):
                    raise
                status = int(e.code or 0)
    finally:
        sys.stdin = old_stdin
    if status not in (0, 1, 2):
        raise AssertionError(f"exit status {status}")
    if status == 1 and not err.getvalue().startswith("troggu: "):
        raise AssertionError(f"an error exit without a 'troggu: ' message: {err.getvalue()!r}")
    return status


# ----------------------------------------------------------------------------- real records and mutations

CARD_CODES = [str(c) for c in tg.DECK_78]
TROGGU = tg.Game.game_id
"""The id of the game whose API and records (``tg.Game``, ``troggu-record/1``) most targets fuzz: its state's own."""
OTHER_GAMES = [g for g in tg.GAMES.ids() if g != TROGGU]
"""The family's other games, from the registry."""
ODD_CODES = [
    "IIII",
    "VIIII",
    "XIIII",
    "XVIIII",
    "T1",
    "T21",
    "T0",
    "T22",
    "XXII",
    "narr",
    "NARR",
    "rk",
    "r1",
    "b1",
    "R7",
    "S4",
    "C0",
    "RKK",
    "K",
    "",
    " ",
    "XXI ",
    "Ⅻ",
    "٣",
    "R１",
    "Narr\x00",
    "ℝK",
    "ⅩⅪ",
]
WILD_VALUES: list[Any] = [
    None,
    True,
    False,
    0,
    -1,
    1,
    3,
    9,
    2**63,
    -(2**70),
    1.5,
    float("nan"),
    "",
    "XXI",
    "Narr",
    "visp",
    "pass",
    "troggu-record/1",
    [],
    {},
    [[]],
    ["XXI"],
    [["RK", "R1"]],
    {"name": "visp"},
    {"name": "graechen", "tappist": "dealer"},
    "x" * 1000,
    list(range(100)),
]


def real_records(count: int, seed: int = 0) -> list[dict[str, Any]]:
    """Records (as JSON objects) of random games, every ruleset and player count, both bots."""
    combos = [(name, n) for name, rs in tg.RULESETS.items() for n in rs.players]
    out = []
    for i in range(count):
        name, n = combos[i % len(combos)]
        game = tg.random_game(name, n, seed + i, "heuristic" if i % 3 == 0 else "random", dealer=i % n)
        out.append(json.loads(tg.dumps(game, note="fuzz")))
    return out


def _paths(value: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [prefix]
    if isinstance(value, dict):
        for k, v in value.items():
            out += _paths(v, prefix + (k,))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            out += _paths(v, prefix + (i,))
    return out


def _get(value: Any, path: tuple[Any, ...]) -> Any:
    for p in path:
        value = value[p]
    return value


def mutate_json(rec: dict[str, Any], rng: random.Random) -> Any:
    """One to three random structural changes to a copy of a record."""
    data = json.loads(json.dumps(rec))
    for _ in range(rng.randint(1, 3)):
        paths = _paths(data)
        path = rng.choice(paths[1:]) if len(paths) > 1 else ()
        if not path:
            return rng.choice(WILD_VALUES)
        parent = _get(data, path[:-1])
        key = path[-1]
        op = rng.randrange(11)
        if op == 0:  # drop
            del parent[key]
        elif op == 1:  # wild value
            parent[key] = rng.choice(WILD_VALUES)
        elif op == 2:  # another card code
            parent[key] = rng.choice(CARD_CODES + ODD_CODES)
        elif op == 3 and isinstance(parent, list):  # duplicate
            parent.insert(rng.randrange(len(parent) + 1), parent[key])
        elif op == 4 and isinstance(parent, list) and len(parent) > 1:  # swap
            j = rng.randrange(len(parent))
            parent[key], parent[j] = parent[j], parent[key]
        elif op == 5 and isinstance(parent, list):  # truncate
            del parent[key:]
        elif op == 6:  # move a card between hands / Tapp / discard
            srcs = [p for p in paths if len(p) == 3 and p[0] == "hands"] + [
                p for p in paths if len(p) == 2 and p[0] in ("tapp", "discard")
            ]
            hands = data.get("hands") if isinstance(data, dict) else None
            dsts = [("hands", i) for i in range(len(hands) if isinstance(hands, list) else 0)] + [("tapp",)]
            if srcs and dsts:
                src = rng.choice(srcs)
                try:
                    card = _get(data, src[:-1]).pop(src[-1])
                    dst = _get(data, rng.choice(dsts))
                    if isinstance(dst, list):
                        dst.append(card)
                except (KeyError, IndexError, TypeError):
                    pass
        elif op == 7:  # players / dealer off by some
            k = rng.choice(["players", "dealer"])
            if isinstance(data, dict):
                data[k] = rng.choice([-1, 0, 1, 2, 3, 7, 8, 9, 100, "4", 4.0, None])
        elif op == 8 and isinstance(data, dict):  # ruleset options
            data["ruleset"] = rng.choice(
                [
                    "visp",
                    "st-niklaus",
                    "graechen",
                    "zermatt",
                    "",
                    {"name": "visp", "double_threshold": rng.randint(-5, 60)},
                    {"name": "st-niklaus", "call_rule": rng.choice(["not-five-pointers", "trump-not-xxi-narr", "x"])},
                    {"name": "graechen", "discard_exception": rng.choice(["four-kings", "all-five-pointers", 1])},
                    {"name": "visp", "misere_payer": "fewest-receives", "auction_direction": "clockwise"},
                    {"name": "visp", "bogus": 1},
                    {"double_threshold": 3},
                ]
            )
        elif op == 9 and isinstance(data, dict):  # reorder or cut the plays
            plays = data.get("plays")
            if isinstance(plays, list) and plays:
                if rng.random() < 0.5:
                    i, j = rng.randrange(len(plays)), rng.randrange(len(plays))
                    plays[i], plays[j] = plays[j], plays[i]
                else:
                    del plays[rng.randrange(len(plays)) :]
        elif op == 10 and isinstance(data, dict):  # auction
            data["auction"] = [
                rng.choice(["pass", "normal", "solo", "Pass", "SOLO", "double", 1, None])
                for _ in range(rng.randint(0, 9))
            ]
    return data


def mutate_text(text: str, rng: random.Random) -> str | bytes:
    """Byte-level damage: cut, insert, flip, truncate, duplicate, or invalid UTF-8."""
    op = rng.randrange(6)
    if not text:
        return text
    i = rng.randrange(len(text))
    if op == 0:
        j = min(len(text), i + rng.randint(1, 20))
        return text[:i] + text[j:]
    if op == 1:
        return (
            text[:i]
            + rng.choice(['"', "{", "}", "[", "]", ",", ":", "\\", "\x00", "é", "1", "-", "e9", "null"])
            + text[i:]
        )
    if op == 2:
        return text[:i] + chr(rng.randrange(32, 0x2FFF)) + text[i + 1 :]
    if op == 3:
        return text[:i]
    if op == 4:
        j = min(len(text), i + rng.randint(1, 40))
        return text[:j] + text[i:j] + text[j:]
    raw = text.encode()
    return raw[:i] + bytes([rng.randrange(128, 256)]) + raw[i:]


# ----------------------------------------------------------------------------- hypothesis strategies


def _strategies() -> dict[str, Any]:
    from hypothesis import strategies as st

    codes = st.sampled_from(CARD_CODES + ODD_CODES)
    card_like = st.one_of(
        codes,
        st.from_regex(r"\A\s{0,2}(?i:T\d{1,3}|[IVXL]{1,7}|narr|[RBSC](?:\d{1,2}|[KQNJ]))\s{0,2}\Z"),
        st.builds(
            lambda c, f: f(c),
            codes,
            st.sampled_from([str.lower, str.upper, str.title, str.swapcase, lambda s: " " + s + "\t", lambda s: s * 2]),
        ),
        st.text(max_size=12),
        st.text(alphabet="IVXLTRBSCKQNJnar0123456789 ", max_size=8),
    )
    json_values = st.recursive(
        st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=20) | codes,
        lambda inner: st.lists(inner, max_size=8) | st.dictionaries(st.text(max_size=10), inner, max_size=6),
        max_leaves=25,
    )
    small_values = st.recursive(
        st.none() | st.booleans() | st.integers() | st.text(max_size=6) | codes,
        lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=4), inner, max_size=3),
        max_leaves=5,
    )
    hand = st.lists(codes, max_size=15)
    record_like = st.fixed_dictionaries(
        {
            "format": st.sampled_from(["troggu-record/1"] * 8 + ["troggu-record/2", ""]),
            "ruleset": st.one_of(st.sampled_from(["visp", "st-niklaus", "graechen", "x"]), small_values),
            "players": st.one_of(st.integers(0, 10), small_values),
            "dealer": st.one_of(st.integers(-1, 9), small_values),
            "hands": st.one_of(st.lists(hand, max_size=9), small_values),
            "tapp": st.one_of(hand, small_values),
            "auction": st.one_of(st.lists(st.sampled_from(["pass", "normal", "solo", "x"]), max_size=9), small_values),
            "call": st.one_of(st.none(), codes, small_values),
            "discard": st.one_of(st.none(), hand, small_values),
            "plays": st.one_of(st.lists(codes, max_size=60), small_values),
        },
        optional={"note": small_values},
    )
    action_like = st.one_of(
        st.text(max_size=30),
        st.builds(
            lambda w, cs: (w + " " + " ".join(cs)).strip(),
            st.sampled_from(["pass", "normal", "solo", "call", "discard", "Call", "DISCARD", "PASS", "", "play"]),
            st.lists(card_like, max_size=12),
        ),
    )
    words = [
        "deal",
        "replay",
        "random-game",
        "simulate",
        "--players",
        "--ruleset",
        "--seed",
        "--dealer",
        "--layout",  # no option of any game's (a usage error)
        "--game",
        "--json",
        "--bot",
        "--games",
        "--help",
        "visp",
        "st-niklaus",
        "graechen",
        "zermatt",
        "random",
        "heuristic",
        "-",
        "/nonexistent/record.json",
        "/",
        "-1",
        "0",
        "1",
        "2",
        "3",
        "4",
        "5",
        "7",
        "8",
        "9",
        "99999999999",
        "x",
        "",
        "1e3",
        "--players=4",
        "--seed=-5",
    ]
    number = st.one_of(st.integers(-2, 10).map(str), st.integers(-(10**12), 10**12).map(str), st.sampled_from(words))
    option = st.sampled_from(["--game", "--players", "--ruleset", "--seed", "--dealer", "--bot", "--games"])
    structured = st.builds(
        lambda cmd, opts, flag: [cmd] + [x for o, v in opts for x in (o, v)] + flag,
        st.sampled_from(["deal", "random-game", "simulate"]),
        st.lists(
            st.tuples(
                option,
                st.one_of(
                    number, st.sampled_from(["visp", "st-niklaus", "graechen", "random", "heuristic", *tg.GAMES])
                ),
            ),
            max_size=5,
        ),
        st.sampled_from([[], [], ["--json"]]),
    )
    argv = st.one_of(
        structured,
        st.lists(st.one_of(st.sampled_from(words), st.integers(-10, 10**12).map(str), st.text(max_size=8)), max_size=9),
    )
    return {
        "card": card_like,
        "action": action_like,
        "json": json_values,
        "record": record_like,
        "argv": argv,
        "binary": st.binary(max_size=200),
    }


def run_hypothesis(strategy: Any, examples: int, check: Callable[[Any], None], seed: int) -> None:
    """Feed ``examples`` generated values to ``check`` (which counts, never raises)."""
    from hypothesis import HealthCheck, Phase, given, seed as hseed, settings

    @hseed(seed)
    @settings(
        max_examples=examples,
        database=None,
        deadline=None,
        phases=[Phase.generate],
        suppress_health_check=list(HealthCheck),
    )
    @given(strategy)
    def feed(value: Any) -> None:
        check(value)

    feed()


def _cap_games(argv: list[str]) -> list[str]:
    """Keep ``simulate --games`` small: a huge count is honest work, not a hang."""
    out = list(argv)
    for i, a in enumerate(out):
        if a.startswith("--games"):
            if "=" in a:
                out[i] = "--games=2"
            elif i + 1 < len(out):
                out[i + 1] = "2"
    return out


# ----------------------------------------------------------------------------- main


# Unicode characters that fold or look like the ASCII of card codes (what let "xxı" pass as XXI).
LOOKALIKES = "ıİſＸＩＶＮＲＳＢＣｒｓｂｃ\u200b\u00a0ⅩⅠⅤ𝐗𝐈"


def nested(rng: random.Random) -> str:
    """Deeply nested JSON text: arrays, objects or a mix, closed or not, up to 100,000 levels."""
    depth = rng.choice([65, 100, 1_000, 6_000, 100_000])
    opener = rng.choice(["[", '{"a":', '[{"b":'])
    text = opener * depth
    if rng.random() < 0.5:
        text += "1" + ("]" if opener == "[" else "}" if opener.startswith("{") else "}]") * depth
    return text


def lookalike_code(rng: random.Random) -> str:
    """A card code with one character swapped for a Unicode lookalike."""
    code = rng.choice(["XXI", "XX", "IV", "Narr", "RK", "S10", "C1", "BQ", "XVIIII"])
    i = rng.randrange(len(code))
    return code[:i] + rng.choice(LOOKALIKES) + code[i + 1 :]


WRONG_TYPES: list[Any] = [
    None,
    True,
    False,
    0,
    -1,
    1.5,
    float("inf"),
    "",
    "1",
    b"RK",
    [],
    {},
    (1, 2),
    {"x": 1},
    ["RK"],
    object(),
]


def type_confusion(rng: random.Random) -> tuple[str, Callable[[], Any]]:
    """A public entry point called with a value of the wrong Python type."""
    v = rng.choice(WRONG_TYPES)
    calls: list[tuple[str, Callable[[], Any]]] = [
        ("loads", lambda: tg.loads(v)),
        ("Card.parse", lambda: tg.Card.parse(v)),
        ("Card.from_index", lambda: tg.Card.from_index(v)),
        ("Discard.parse", lambda: tg.Discard.parse(v)),
        ("parse_action", lambda: tg.parse_action(v)),
        ("Game.new seed", lambda: tg.Game.new("visp", 4, v)),
        ("Game.new dealer", lambda: tg.Game.new("visp", 4, 1, v)),
        ("ruleset", lambda: tg.ruleset(v)),
        ("replay_any", lambda: tg.replay_any(v)),
    ]
    return rng.choice(calls)


def family_records(count: int, seed: int = 0) -> list[dict[str, Any]]:
    """Records of random rounds of every family game and ruleset (troggu-record/2)."""
    out = []
    rng = random.Random(seed)
    for name in tg.GAMES:
        if name == TROGGU:
            continue
        info = tg.find_game(name)
        for _ in range(max(1, count // 6)):
            rs = rng.choice(info.rulesets)
            out.append(
                info.random_record(
                    rs, rng.choice(info.players), rng.randrange(10**6), rng.choice(["random", "heuristic"])
                )
            )
    return out


def fuzz(
    scale: float = 1.0,
    seed: int = 0,
    timeout: float = 10.0,
    out: Any = sys.stdout,
    progress: bool = True,
    langs: tuple[str, ...] = ("de", "en"),
) -> Fuzzer:
    """Run every target; ``scale`` 1.0 is about 171,000 inputs (every error said in each of ``langs``)."""
    fz = Fuzzer(timeout, langs)
    strat = _strategies()
    n = lambda base: max(1, int(base * scale))  # noqa: E731

    clock = [time.process_time()]

    def step(name: str) -> None:
        if progress:
            t = fz.tallies.get(name)
            now = time.process_time()
            print(f"  {name}: {t.inputs if t else 0:,} inputs, {now - clock[0]:.1f} s CPU", file=out, flush=True)
            clock[0] = now

    # Card codes and actions.
    run_hypothesis(strat["card"], n(10_000), lambda v: fz.run("Card.parse", tg.Card.parse, v), seed)
    step("Card.parse")
    run_hypothesis(strat["card"], n(2_000), lambda v: fz.run("parse_cards", parse_cards, v), seed)
    step("parse_cards")
    run_hypothesis(strat["action"], n(5_000), lambda v: fz.run("parse_action", tg.parse_action, v), seed)
    step("parse_action")
    # The record loader: arbitrary JSON, arbitrary bytes, record-shaped objects.
    run_hypothesis(
        strat["json"], n(3_000), lambda v: fz.run("loads (JSON values)", load_and_replay, json.dumps(v)), seed
    )
    step("loads (JSON values)")
    run_hypothesis(strat["binary"], n(3_000), lambda v: fz.run("loads (bytes)", load_and_replay, v), seed)
    step("loads (bytes)")
    run_hypothesis(
        strat["record"], n(3_000), lambda v: fz.run("loads (record-shaped)", load_and_replay, json.dumps(v)), seed
    )
    step("loads (record-shaped)")
    # Mutated real records.
    rng = random.Random(seed)
    base = real_records(max(16, n(400)), seed)
    base_texts = [json.dumps(r, ensure_ascii=False) for r in base]
    for _ in range(n(60_000)):
        fz.run("loads (mutated JSON)", load_and_replay, json.dumps(mutate_json(rng.choice(base), rng)))
    step("loads (mutated JSON)")
    for _ in range(n(20_000)):
        fz.run("loads (mutated text)", load_and_replay, mutate_text(rng.choice(base_texts), rng))
    step("loads (mutated text)")
    # The CLI: generated command lines, and replay of damaged record files and stdin.
    run_hypothesis(strat["argv"], n(3_000), lambda v: fz.run("cli (argv)", run_cli, _cap_games(v)), seed)
    step("cli (argv)")
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "record.json")

        def replay_file(data: str | bytes) -> int:
            with open(path, "wb") as fp:
                fp.write(data.encode() if isinstance(data, str) else data)
            return run_cli(["replay", path])

        for i in range(n(5_000)):
            src = rng.choice(base)
            data: str | bytes = (
                (json.dumps(mutate_json(src, rng)) if i % 2 else mutate_text(rng.choice(base_texts), rng))
                if i % 5
                else json.dumps(src)
            )
            fz.run("cli replay FILE", replay_file, data)
        for i in range(n(2_000)):
            data = json.dumps(mutate_json(rng.choice(base), rng)) if i % 5 else rng.choice(base_texts)
            fz.run("cli replay -", lambda d: run_cli(["replay", "-"], d), data)
    step("cli replay")
    # Issue 14's generators: deep nesting (web.handle and loads), lookalike code points, wrong Python types.
    for _ in range(n(400)):
        text = nested(rng)
        fz.run("nested JSON (loads)", load_and_replay, text)
        fz.run("nested JSON (web.handle)", lambda t: _facade_ok(web.handle(t)), text)
        fz.run(
            "nested JSON (web replay)",
            lambda t: _facade_ok(web.handle(json.dumps({"op": "replay", "record": t}))),
            text,
        )
    step("nested JSON")
    for _ in range(n(3_000)):
        code = lookalike_code(rng)
        fz.run("lookalike card codes", _must_refuse, code)
    step("lookalike card codes")
    for _ in range(n(6_000)):
        name, call = type_confusion(rng)
        fz.run("type confusion", lambda c: c(), call)
    step("type confusion")
    # The family games' records: mutated at the JSON level, replayed through the dispatcher.
    fam = family_records(max(12, n(120)), seed)
    for _ in range(n(20_000)):
        fz.run("family records (mutated)", tg.replay_any, mutate_json(rng.choice(fam), rng))
    step("family records (mutated)")

    # Issue 27: what stopped the German engine, and six smaller edges; every request in each language.
    def each_lang(req: dict[str, Any]) -> Any:
        return [_ask(req, lang) for lang in langs]

    for i in range(n(4_000)):
        fz.run(
            "odd ruleset options (web replay)",
            lambda r: each_lang({"op": "replay", "record": r}),
            odd_option_record(rng, v2=i % 4 == 0),
        )
    step("odd ruleset options (web replay)")
    for _ in range(n(2_000)):
        fz.run("odd ruleset options (loads)", load_and_replay, odd_option_record(rng))
    step("odd ruleset options (loads)")
    for _ in range(n(8_000)):
        fz.run("odd op and game (web.handle)", each_lang, odd_request(rng))
    step("odd op and game (web.handle)")
    troggu_v2 = [dict(r, format="troggu-record/2", game=TROGGU) for r in base[:200]]
    for _ in range(n(6_000)):
        fz.run(
            "troggu-record/2 (web replay)",
            lambda r: each_lang({"op": "replay", "record": json.dumps(r)}),
            mutate_json(rng.choice(troggu_v2), rng),
        )
    step("troggu-record/2 (web replay)")
    for _ in range(n(1_000)):
        fz.run("nested format (Python API)", tg.replay_any, nested_format(rng))
        fz.run(
            "nested format (record reader)",
            lambda d: troggu_record.from_json(dict(d, format=d["format"])),
            nested_format(rng),
        )
    step("nested format")
    games = OTHER_GAMES
    for _ in range(n(3_000)):
        s = huge_seed(rng)
        req = rng.choice(
            [
                {"op": "deal", "seed": s},
                {"op": "share", "query": f"r=visp&p=4&s={s}&d=0"},
                {"op": "new_game", "game": rng.choice(games), "seed": s},
                {"op": "new_game", "seed": s, "bot_seed": huge_seed(rng)},
            ]
        )
        fz.run("seeds beyond 2**53 (web.handle)", each_lang, req)
    step("seeds beyond 2**53 (web.handle)")

    # the game with an estimate of the smallest budget (the quickest to ask; every game's cap is the same code)
    estimated = min((g for g in tg.GAMES if tg.GAMES[g].estimate), key=lambda g: tg.GAMES[g].estimate_samples)

    def estimate_in_budget(samples: Any) -> Any:
        st = _ask({"op": "new_game", "game": estimated, "seed": rng.randrange(1000)}, "en")
        t0 = time.perf_counter()
        ans = _ask({"op": "estimate", "game": estimated, "id": st.get("id"), "samples": samples, "seed": 1}, "de")
        if ans.get("ok") and ans["samples"] > ans["max_samples"]:
            raise AssertionError(f"{ans['samples']} samples played, the cap is {ans['max_samples']}")
        return time.perf_counter() - t0

    for _ in range(n(30)):
        fz.run("estimate budget (web.handle)", estimate_in_budget, rng.choice([1, 60, 400, 10**6, 2**53 - 1, 0, "50"]))
    step("estimate budget (web.handle)")
    return fz


MAX_ANSWER = 100_000
"""The longest refusal web.handle may write (a refusal echoes the input cut short, never in full)."""


def _facade_ok(answer: str) -> Any:
    """web.handle must answer with its own JSON, and a refusal must name a rule and be short.

    A refusal of the catch-all ('this request cannot be answered: ...') means an exception other than
    the engine's was raised inside: unexpected.
    """
    out = json.loads(answer)
    if out.get("ok") is False:
        if not isinstance(out.get("rule"), str) or not out["rule"]:
            raise AssertionError(f"a refusal without a rule: {answer[:160]}")
        if out.get("msgid") == "this request cannot be answered: {why}":
            raise AssertionError(f"the facade caught an exception: {out.get('reason', '')[:160]}")
        if len(answer) > MAX_ANSWER:
            raise AssertionError(f"a refusal of {len(answer):,} characters: {answer[:120]}")
    return out


def _ask(req: dict[str, Any], lang: str) -> Any:
    return _facade_ok(web.handle(json.dumps({**req, "lang": lang})))


# Issue 27's generators: text a German message must not translate nor recurse on, odd op/game values, seeds.
CATALOGUE_LIKE = [
    "a must be ",
    "{key} must be {what}",
    "it is not your turn",
    "players",
    "seed",
    "pass",
    "Tapp",
    "must follow suit: you hold ",
    "%s %d {0} {",
    "}",
    "the format must be ",
    "'",
    "\\",
    "…",
    "ä",
]


def odd_text(rng: random.Random) -> str:
    """Text made of catalogue keys and template pieces, up to 200,000 characters."""
    piece = "".join(rng.choice(CATALOGUE_LIKE) for _ in range(rng.randint(1, 4)))
    return piece * rng.choice([1, 2, 10, 400, 5_000, 20_000])


def odd_option_record(rng: random.Random, v2: bool = False) -> str:
    """A Troggu record head whose ruleset has a long or catalogue-like option key or value."""
    text = odd_text(rng)
    ruleset: Any = rng.choice(
        [
            {"name": "visp", "tappist": text},
            {"name": "visp", text: 1},
            {"name": text},
            {"name": "visp", "double_threshold": text},
            {"name": "visp", "call_rule": [text]},
            text,
        ]
    )
    rec: dict[str, Any] = {"format": rng.choice(["troggu-record/1", text[:100]]), "ruleset": ruleset}
    if v2:
        rec.update(format="troggu-record/2", game=rng.choice([TROGGU, text[:50]]))
    return json.dumps(rec)


WEIRD: list[Any] = [
    ["meta"],
    {},
    {"a": 1},
    [],
    [[]],
    None,
    0,
    1.5,
    True,
    "",
    "meta",
    OTHER_GAMES[0],
    "family",
    "score",
    "x" * 300,
    OTHER_GAMES[:1],
    {"op": "meta"},
]


def odd_request(rng: random.Random) -> dict[str, Any]:
    """A request whose op, game and other fields may be any JSON value."""
    ops = list(web.OPS) + ["compare", "estimate", "nope"]
    req: dict[str, Any] = {
        "op": rng.choice(ops + WEIRD),
        "game": rng.choice([None, *tg.GAMES.ids(), "family"] + WEIRD),
    }
    if req["game"] is None:
        del req["game"]
    for key in rng.sample(
        ["id", "seed", "players", "ruleset", "action", "record", "samples", "query", "cards"], rng.randint(0, 3)
    ):
        req[key] = rng.choice(WEIRD + [2**53, 2**64, -1, 10**30])
    return req


def huge_seed(rng: random.Random) -> Any:
    """A seed a share link or a request could carry: beyond 2**53 - 1, negative, written out, as text."""
    return rng.choice(
        [
            2**53 - 1,
            2**53,
            2**53 + 1,
            9007199254740993,
            10**30,
            2**64,
            -1,
            1e30,
            "9" * 30,
            "9007199254740993",
            "1e+30",
            0,
        ]
    )


def nested_format(rng: random.Random) -> dict[str, Any]:
    """A record whose format nests (possible through json.loads and the Python API, not through the page)."""
    fmt: Any = rng.choice(["troggu-record/1", "troggu-record/2", 1, None])
    for _ in range(rng.choice([10, 500, 5_000, 100_000])):
        fmt = [fmt] if rng.random() < 0.8 else {"a": fmt}
    return {"format": fmt, "game": rng.choice([TROGGU, OTHER_GAMES[0], None])}


def _must_refuse(code: str) -> Any:
    """A lookalike must be refused (NotationError) -- it is unexpected if it parses."""
    card = tg.Card.parse(code)
    raise AssertionError(f"{code!r} was read as {card}")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description="Fuzz the record loader, card/action parsers and the CLI.")
    ap.add_argument("--scale", type=float, default=1.0, help="1.0 = about 171,000 inputs")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--timeout", type=float, default=10.0, help="seconds per input before it counts as a hang")
    ap.add_argument("--langs", default="de,en", help="say every documented error in these languages (de,en)")
    ap.add_argument("--json", metavar="FILE", help="also write the figures as JSON")
    args = ap.parse_args(argv)
    t0 = time.perf_counter()
    langs = tuple(x for x in args.langs.split(",") if x)
    fz = fuzz(args.scale, args.seed, args.timeout, langs=langs)
    bad = fz.report()
    elapsed = time.perf_counter() - t0
    print(f"time: {elapsed:,.0f} s; languages: {', '.join(langs)}")
    if args.json:
        figures = {
            "scale": args.scale,
            "seed": args.seed,
            "langs": list(langs),
            "seconds": round(elapsed),
            "targets": {
                name: {
                    "inputs": t.inputs,
                    "results": t.results,
                    "errors": dict(t.errors),
                    "unexpected": len(t.unexpected),
                    "hangs": len(t.hangs),
                }
                for name, t in fz.tallies.items()
            },
        }
        with open(args.json, "w", encoding="utf-8") as fp:
            json.dump(figures, fp, indent=1)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
