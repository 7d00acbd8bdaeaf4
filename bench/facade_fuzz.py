"""Fuzz the web facade: every op of ``troggu_core.web.handle`` (the ops every game answers and each game's own), in
German and English, with real, hostile, malformed and random arguments. No answer may carry a Python exception: an
internal error is the facade's last-resort refusal ("this request cannot be answered: KeyError ..."), or any answer
naming an exception class.

    python bench/facade_fuzz.py                       # 50,000 requests (a quarter of an hour on one core)
    python bench/facade_fuzz.py --requests 2000       # a quick run
    python bench/facade_fuzz.py --json FILE           # the figures as JSON too

The run is seeded (``--seed``): the same requests every time. Open rounds are real: the fuzzer deals rounds of
every game, plays the legal actions the answers offer (and wrong ones), takes back, finishes, asks for hints,
reviews, estimates and records, and replays records and score-pad files of real rounds and evenings, whole or
mutated. Each field of a request is sometimes replaced by a hostile value (wrong types, huge or negative numbers,
formula-like and long text, deep nesting), dropped, or joined by a stray key; some requests are not JSON objects at
all. The strong bots (levels ``gut`` and ``stark``) and the review of long rounds take seconds each: they are asked
for a bounded number of times (``--costly``), everything else as often as it comes.

Prints the requests sent (per op and language), the internal exceptions (with the first few requests and
answers), and per game the slowest op in CPU seconds. Exit status 1 if there is an internal exception.
tests/test_facade_fuzz.py runs a seeded sample of this run.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import re
import sys
import time
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from typing import Any, Callable

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from troggu_core import web  # noqa: E402
from troggu_core.kernel.registry import GAMES, GameInfo  # noqa: E402
from troggu_core.web.rounds import open_rounds  # noqa: E402

LANGS = ("de", "en")
"""The languages every op is asked in (a few requests name another language, or none)."""
EXCEPTION_NAMES = re.compile(
    r"\b(Traceback|[A-Z][A-Za-z]*(Error|Exception)|StopIteration|KeyboardInterrupt|SystemExit|GeneratorExit)\b"
)
"""A Python exception's name in an answer (``KeyError``, ``RecursionError``, ``Traceback`` ...). The engine's
own error classes are never named in an answer."""
LAST_RESORT = "this request cannot be answered: {why}"
"""The facade's refusal of an exception it did not expect (the msgid of :func:`troggu_core.web.handle`)."""
COSTLY_OPS = frozenset({"hint", "review", "lesson"})
"""Ops that think with the strong bot (a hint, a review, a lesson's suggestion): counted against ``costly``."""
STRONG_LEVELS = ("gut", "stark")
REVIEW_ACTIONS = 12
"""The review is asked only of rounds where the person acted at most this often (a longer one is point 4's
bench: bench/review_cpu.py)."""


def all_ops() -> dict[str, tuple[str, ...]]:
    """Every op of the facade and the games that answer it: every game answers every op (none has its own)."""
    return {op: tuple(GAMES) for op in web.OPS}


def _deep(depth: int, kind: str = "list") -> Any:
    value: Any = 0
    for _ in range(depth):
        value = [value] if kind == "list" else {"k": value}
    return value


HOSTILE: tuple[Any, ...] = (
    None,
    True,
    False,
    0,
    -1,
    1,
    7,
    2**31,
    2**53,
    2**64,
    -(2**63),
    1.5,
    -0.0,
    1e308,
    "",
    " ",
    "0",
    "-1",
    "9" * 40,
    "abc",
    "=1+2",
    "+cmd|' /C calc'!A0",
    "-2+3",
    "@SUM(A1)",
    "\t=1",
    "\r=1",
    "\x00",
    "\ufeff",
    "ä" * 300,
    "x" * 5000,
    "{name}",
    "%s %d",
    "<script>alert(1)</script>",
    "../../etc/passwd",
    "visp",
    "pass",
    "RK",
    "discard R1 R2",
    [],
    [None],
    [1, 2, 3],
    ["RK", "RK"],
    [[[]]],
    {},
    {"name": "visp"},
    {"name": []},
    {"__proto__": 1},
    _deep(40),
    _deep(70),
    _deep(30, "dict"),
    _deep(70, "dict"),
)
"""Values that fit no field: wrong types, edges of numbers, text a spreadsheet or a template would run, deep
nesting (the facade reads at most 64 levels)."""
STRAY_KEYS = ("id", "game", "op", "lang", "level", "seed", "ruleset", "players", "evening", "text", "zzz", "")


@dataclass
class Open:
    """A round the fuzzer opened: its id, game, players, and what the last answer about it said."""

    id: int
    game: str
    players: int
    state: dict[str, Any]
    person_actions: int = 0
    strong: bool = False


@dataclass
class Report:
    """What a run found: requests per (op, language), refusals and answers, internal exceptions, CPU per op."""

    requests: int = 0
    sent: Counter[tuple[str, str]] = field(default_factory=Counter)
    answered: Counter[str] = field(default_factory=Counter)
    refused: Counter[str] = field(default_factory=Counter)
    internal: list[tuple[str, str, str]] = field(default_factory=list)
    """(op, request excerpt, answer excerpt) of every answer that carries a Python exception."""
    slowest: dict[str, tuple[float, str, str]] = field(default_factory=dict)
    """game -> (CPU seconds, op, request excerpt) of the slowest request of that game."""
    cpu: dict[str, list[float]] = field(default_factory=lambda: defaultdict(list))
    """op -> CPU seconds of each request."""

    def note(self, game: str, op: str, lang: str, request: str, answer: str, seconds: float) -> None:
        """Count one request and judge its answer."""
        self.requests += 1
        self.sent[(op, lang)] += 1
        self.cpu[op].append(seconds)
        if seconds > self.slowest.get(game, (-1.0, "", ""))[0]:
            self.slowest[game] = (seconds, op, request[:300])
        bad = internal_exception(answer)
        if bad:
            self.internal.append((op, request[:600], answer[:600]))
        try:
            ok = json.loads(answer).get("ok")
        except (ValueError, AttributeError):
            ok = None
        (self.answered if ok is True else self.refused)[op] += 1


def internal_exception(answer: str) -> bool:
    """True when an answer carries a Python exception: the last-resort refusal, a name of an exception class, or
    no JSON object with ``ok`` and (refused) a rule and a reason."""
    if EXCEPTION_NAMES.search(answer):
        return True
    try:
        out = json.loads(answer)
    except ValueError:
        return True
    if not isinstance(out, dict) or not isinstance(out.get("ok"), bool):
        return True
    if out["ok"]:
        return False
    rule, reason = out.get("rule"), out.get("reason")
    return out.get("msgid") == LAST_RESORT or not (isinstance(rule, str) and rule and isinstance(reason, str))


class Fuzzer:
    """Seeded requests to the facade, with real rounds, records, evenings and lessons to aim at."""

    def __init__(self, seed: int = 1, costly: int = 200, strong: int = 0, review_actions: int = REVIEW_ACTIONS) -> None:
        self.rng = random.Random(seed)
        self.costly = costly
        """Requests left that may think with the strong bot: a hint, a review, a lesson (each under a second)."""
        self.strong = strong
        """Requests left that may deal, play or finish a table of strong bots (seconds each: the bots think at
        every turn)."""
        self.review_actions = review_actions
        self.ops = all_ops()
        self.open: list[Open] = []
        self.records: dict[str, list[str]] = defaultdict(list)
        self.pad_files: list[str] = []
        self.evenings: list[tuple[str, dict[str, Any]]] = []
        self.lessons: list[str] = []
        self.report = Report()
        self._seed_material()

    # ------------------------------------------------------------------ material: real records, evenings, lessons
    def _seed_material(self) -> None:
        rng = self.rng
        for name in GAMES:
            info = GAMES[name]
            for rs, n in rng.sample(info.tables(), min(3, len(info.tables()))):
                rec = info.random_record(rs, n, rng.randrange(10**6), "heuristic")
                self.records[name].append(json.dumps(rec))
            if name == "grosstarock":
                self.records[name].append(json.dumps(_grosstarock_session(info, rng.randrange(10**6))))
            if info.pad is not None:
                for _ in range(2):
                    self.evenings.append((name, self._evening(info, rng.randint(0, 4))))
        self.lessons = [x["id"] for g in json.loads(web.handle('{"op": "lessons"}'))["games"] for x in g["lessons"]]
        for name, ev in self.evenings:
            out = json.loads(web.handle(json.dumps({"op": "pad_export", "game": name, "evening": ev})))
            if out.get("ok"):
                self.pad_files.append(out["session"])

    def _evening(self, info: GameInfo, rounds: int) -> dict[str, Any]:
        """An evening of the game's pad with ``rounds`` rounds of random inputs the fields allow."""
        rng = self.rng
        rs = rng.choice(info.rulesets)
        n = rng.choice(info.pad.players(rs))
        names = [rng.choice(["Anna", "Beat", "=1+2", "@A", "Zoë", "-3", "Carla", "Dani", "Emil"]) for _ in range(n)]
        return {
            "ruleset": rs,
            "names": names,
            "base": info.pad.base(rs),
            "rounds": [{"inputs": self._inputs(info, rs, n)} for _ in range(rounds)],
            "title": rng.choice(["", "Abend", "=HYPERLINK()"]),
        }

    def _inputs(self, info: GameInfo, rs: str, n: int) -> dict[str, Any]:
        """A round's inputs: each field a value of its kind (not always a round the rules can pay)."""
        rng = self.rng
        out: dict[str, Any] = {}
        for f in info.pad.fields(rs, n):
            if f.kind == "choice":
                out[f.key] = rng.choice(f.choices).value
            elif f.kind == "seat":
                out[f.key] = rng.randrange(n)
            elif f.kind == "seat?":
                out[f.key] = rng.choice([None, rng.randrange(n)])
            elif f.kind == "number":
                out[f.key] = _number(f, rng)
            elif f.kind == "numbers":
                out[f.key] = [_number(f, rng) for _ in range(n)]
            elif f.kind == "flag":
                out[f.key] = rng.random() < 0.5
        return out

    # ------------------------------------------------------------------ one request
    def request(self) -> tuple[str, str, str, str]:
        """The next request: (game, op, language, JSON text)."""
        rng = self.rng
        if rng.random() < 0.01:
            return "-", "(not an object)", "en", self._not_an_object()
        op = rng.choice(sorted(self.ops))
        if op in COSTLY_OPS and self.costly <= 0:
            op = rng.choice(["state", "meta", "compare", "pad_spec", "lessons"])
        name = rng.choice(self.ops[op])
        lang = rng.choice(LANGS) if rng.random() < 0.97 else rng.choice(["fr", "", None, 5, ["de"]])
        req: dict[str, Any] = {"op": op, "game": name, "lang": lang}
        req.update(self._fields(op, name, req))
        self._spoil(req)
        shown = lang if isinstance(lang, str) and lang in LANGS else "other"
        return name, op, shown, json.dumps(req, ensure_ascii=self.rng.random() < 0.5)

    def _not_an_object(self) -> str:
        rng = self.rng
        return rng.choice(
            [
                "",
                "null",
                "[]",
                "[1, 2]",
                '"op"',
                "{",
                '{"op": "meta",}',
                '{"op": "meta", "op": "meta"}',
                '{"op": NaN}',
                "[" * 70,
                "\ufeff{}",
                '{"op": "meta", "lang": "de"' + " " * 10 + "}",
                json.dumps({"op": "replay", "lang": "de", "record": "[" * 100}),
            ]
        )

    def _spoil(self, req: dict[str, Any]) -> None:
        """Sometimes a field hostile, dropped, or a stray key added (the op itself too)."""
        rng = self.rng
        r = rng.random()
        keys = list(req)
        if r < 0.25:
            req[rng.choice(keys)] = rng.choice(HOSTILE)
        elif r < 0.32:
            req.pop(rng.choice(keys))
        elif r < 0.38:
            req[rng.choice(STRAY_KEYS)] = rng.choice(HOSTILE)
        elif r < 0.42:
            req["game"] = rng.choice(["skat", "TROGGU", "", None, 3, ["troggu"], {"id": "troggu"}])

    def _fields(self, op: str, name: str, req: dict[str, Any]) -> dict[str, Any]:
        make = FIELDS.get(op)
        return make(self, name) if make is not None else {}

    # ------------------------------------------------------------------ aiming at open rounds
    def round_of(self, name: str) -> Open | None:
        """An open round of the game, sometimes a new one."""
        mine = [o for o in self.open if o.game == name]
        if not mine or self.rng.random() < 0.08:
            return self.deal(name)
        return self.rng.choice(mine)

    def deal(self, name: str, level: str = "einfach") -> Open | None:
        """Deal a round of ``name`` through the facade and keep it among the open ones."""
        info = GAMES[name]
        rs, n = self.rng.choice(info.tables())
        req = {"op": "new_game", "game": name, "ruleset": rs, "players": n, "seed": self.rng.randrange(10**6)}
        req.update(seat=self.rng.randrange(n), level=level, lang=self.rng.choice(LANGS))
        if self.rng.random() < 0.2:
            req["until"] = "play"
        out = self.send(name, "new_game", str(req["lang"]), json.dumps(req))
        if not out.get("ok"):
            return None
        o = Open(out["id"], name, n, out, strong=level != "einfach")
        self.open = [x for x in self.open if x.id in open_rounds][-40:] + [o]
        return o

    def send(self, name: str, op: str, lang: str, text: str) -> dict[str, Any]:
        """One request through the facade, timed and judged; its answer (``{}`` if it is no JSON object)."""
        start = time.process_time()
        answer = web.handle(text)
        self.report.note(name, op, lang, text, answer, time.process_time() - start)
        try:
            out = json.loads(answer)
        except ValueError:
            return {}
        if isinstance(out, dict) and out.get("ok") and "id" in out and "phase" in out:
            for o in self.open:
                if o.id == out["id"]:
                    o.state = out
        return out if isinstance(out, dict) else {}

    def play(self, o: Open) -> str:
        """An action for the round: mostly a legal one it offers, sometimes a wrong one."""
        rng = self.rng
        st = o.state
        legal = st.get("legal") or []
        if legal and rng.random() < 0.8:
            if "discard_size" in st:
                return "discard " + " ".join(rng.sample(legal, min(len(legal), int(st["discard_size"]))))
            return str(rng.choice(legal))
        hand = st.get("view", {}).get("hand", []) if isinstance(st.get("view"), dict) else []
        return rng.choice([*hand[:3], "pass", "normal", "solo", "call RK", "discard", "discard XXI", "Narr", "S1"])

    def sweep(self, every_game: bool = False) -> Report:
        """Every op once in each language, with the fields the widgets send, for the games that answer it in turn
        (``every_game``: for each of them): before the random requests, so that each op is asked at least this
        often, whatever the dice say."""
        turn = 0
        for op, names in sorted(self.ops.items()):
            for k, lang in enumerate(LANGS * (len(names) if every_game else 1)):
                name = names[(turn + k) % len(names)] if not every_game else names[k // len(LANGS)]
                req: dict[str, Any] = {"op": op, "game": name, "lang": lang}
                req.update(self._fields(op, name, req))
                self.send(name, op, lang, json.dumps(req))
            turn += 1
        return self.report

    def run(self, requests: int, progress: Callable[[int], None] | None = None) -> Report:
        """Send ``requests`` requests (the rounds the fuzzer deals for itself count among them)."""
        if self.strong >= len(GAMES):  # one table of each game at a strong level
            for name in GAMES:
                self.strong -= 1
                self.deal(name, self.rng.choice(STRONG_LEVELS))
        while self.report.requests < requests:
            name, op, lang, text = self.request()
            out = self.send(name, op, lang, text)
            if op == "act" and out.get("ok"):
                for o in self.open:
                    if o.id == out.get("id"):
                        o.person_actions += 1
            if progress is not None and self.report.requests % 1000 == 0:
                progress(self.report.requests)
        return self.report


# ---------------------------------------------------------------------- the fields of each op
def _number(f: Any, rng: random.Random) -> float | int:
    steps = int((f.hi - f.lo) / f.step)
    value = f.lo + rng.randint(0, max(steps, 0)) * f.step
    return int(value) if float(value).is_integer() else value


def _grosstarock_session(info: GameInfo, seed: int) -> dict[str, Any]:
    rounds = [info.random_record("1754", 3, seed + k, "heuristic", dealer=k % 3) for k in range(2)]
    return {"format": "troggu-record/2", "game": "grosstarock", "session": rounds}


def _id_of(fz: Fuzzer, name: str) -> dict[str, Any]:
    o = fz.round_of(name)
    return {"id": o.id if o is not None else fz.rng.choice(HOSTILE)}


def _new_game(fz: Fuzzer, name: str) -> dict[str, Any]:
    rng = fz.rng
    info = GAMES[name]
    rs, n = rng.choice(info.tables())
    out: dict[str, Any] = {"ruleset": rs, "players": n, "seed": rng.randrange(2**53)}
    for key, value in (("dealer", rng.randrange(n)), ("seat", rng.randrange(n)), ("bot_seed", rng.randrange(99))):
        if rng.random() < 0.5:
            out[key] = value
    if rng.random() < 0.2:
        out["until"] = rng.choice(["play", "auction", None])
    level = rng.choice(["einfach", "einfach", "gut", "stark", "GUT", 3])
    if level in STRONG_LEVELS:
        if fz.strong <= 0:
            level = "einfach"
        else:
            fz.strong -= 1
    out["level"] = level
    return out


def _act(fz: Fuzzer, name: str) -> dict[str, Any]:
    o = fz.round_of(name)
    if o is None:
        return {"id": 0, "action": "pass"}
    if o.strong and fz.strong <= 0:  # the strong bots answer every action: only while the budget lasts
        o = fz.deal(name) or o
    elif o.strong:
        fz.strong -= 1
    return {"id": o.id, "action": fz.play(o)}


def _finish(fz: Fuzzer, name: str) -> dict[str, Any]:
    o = fz.round_of(name)
    if o is not None and o.strong:
        if fz.strong <= 0:
            o = fz.deal(name)
        else:
            fz.strong -= 1
    return {"id": o.id if o is not None else -1}


def _estimate(fz: Fuzzer, name: str) -> dict[str, Any]:
    out = _id_of(fz, name)
    out.update(samples=fz.rng.choice([1, 5, 20, 50, 10**9, "10", -1]), seed=fz.rng.randrange(2**53))
    return out


def _think(fz: Fuzzer, name: str, turn: bool = True) -> dict[str, Any]:
    """A hint (``turn``: of a round at the person's turn) or a review (of a round the review can afford), at a
    level."""
    fz.costly -= 1
    mine = [
        o
        for o in fz.open
        if o.game == name and o.person_actions <= fz.review_actions and (o.state.get("your_turn") or not turn)
    ]
    if not mine:
        o = fz.deal(name)
    else:
        o = fz.rng.choice(mine) if fz.rng.random() < 0.9 else fz.round_of(name)
    level = fz.rng.choice(["gut", "gut", "stark", "einfach", "schwer", 1])
    return {"id": o.id if o is not None else 0, "level": level}


def _review(fz: Fuzzer, name: str) -> dict[str, Any]:
    out = _think(fz, name, turn=False)
    sessions = {o.id: o for o in fz.open}
    o = sessions.get(out["id"])
    if o is not None and o.person_actions > fz.review_actions:
        out["id"] = -1  # a long round's review is bench/review_cpu.py's
    return out


def _replay(fz: Fuzzer, name: str) -> dict[str, Any]:
    rng = fz.rng
    texts = fz.records.get(name) or ["{}"]
    text = rng.choice(texts)
    r = rng.random()
    if r < 0.3:
        return {"record": text}
    if r < 0.5:  # a text-level mutation: a cut, a character changed
        k = rng.randrange(len(text))
        return {"record": text[:k] + rng.choice(["", "]", "}", '"', "\\", "0", "-", "ä"]) + text[k + 1 :]}
    if r < 0.55:  # another game's record
        other = rng.choice([g for g in GAMES if fz.records.get(g)])
        return {"record": rng.choice(fz.records[other])}
    return {"record": json.dumps(mutate(json.loads(text), rng))}


def mutate(value: Any, rng: random.Random, depth: int = 0) -> Any:
    """A JSON value with one part changed: a key dropped, a value replaced by a hostile one, a list cut or shuffled,
    a number moved by one (at most ``depth`` 6 levels down)."""
    if isinstance(value, dict) and value and depth < 6:
        key = rng.choice(list(value))
        out = dict(value)
        r = rng.random()
        if r < 0.15:
            out.pop(key)
        elif r < 0.45:
            out[key] = rng.choice(HOSTILE)
        else:
            out[key] = mutate(value[key], rng, depth + 1)
        return out
    if isinstance(value, list) and value and depth < 6:
        out_list = list(value)
        r = rng.random()
        k = rng.randrange(len(out_list))
        if r < 0.15:
            return out_list[: rng.randrange(len(out_list))]
        if r < 0.25:
            rng.shuffle(out_list)
            return out_list
        if r < 0.35:
            return out_list + [out_list[k]]
        if r < 0.55:
            out_list[k] = rng.choice(HOSTILE)
            return out_list
        out_list[k] = mutate(out_list[k], rng, depth + 1)
        return out_list
    if isinstance(value, bool):
        return not value
    if isinstance(value, int):
        return value + rng.choice([-1, 1, 100, -(10**6)])
    if isinstance(value, str) and value:
        return rng.choice([value[:-1], value + value, value.lower(), value.upper(), ""])
    return rng.choice(HOSTILE)


def _compare(fz: Fuzzer, name: str) -> dict[str, Any]:
    rng = fz.rng
    codes = sorted(set.intersection(*(set(GAMES[g].deck) for g in GAMES)))
    wrong = ["zz", "R7", "XXII", "", "RK RK"] if rng.random() < 0.3 else []
    trick = rng.sample(codes, rng.randint(0, 8)) + wrong
    pile = rng.sample(codes, rng.randint(0, len(codes))) + wrong
    return {"trick": " ".join(trick), "pile": " ".join(pile)}


def _pad_spec(fz: Fuzzer, name: str) -> dict[str, Any]:
    info = GAMES[name]
    rs = fz.rng.choice(info.rulesets)
    return {"ruleset": rs, "players": fz.rng.choice([*info.players, 0, 9])}


def _evening_fields(fz: Fuzzer, name: str) -> dict[str, Any]:
    rng = fz.rng
    mine = [ev for g, ev in fz.evenings if g == name]
    if not mine:
        return {"evening": rng.choice(HOSTILE)}
    ev = rng.choice(mine)
    return {"evening": mutate(ev, rng) if rng.random() < 0.4 else ev}


def _pad_round(fz: Fuzzer, name: str) -> dict[str, Any]:
    out = _evening_fields(fz, name)
    ev = out["evening"]
    info = GAMES[name]
    if isinstance(ev, dict) and info.pad is not None and ev.get("ruleset") in info.rulesets:
        n = len(ev["names"]) if isinstance(ev.get("names"), list) else 4
        try:
            inputs: Any = fz._inputs(info, ev["ruleset"], n)
        except Exception:  # noqa: BLE001 - a player count the ruleset does not know: any inputs
            inputs = {}
        out["inputs"] = mutate(inputs, fz.rng) if fz.rng.random() < 0.3 else inputs
    else:
        out["inputs"] = fz.rng.choice(HOSTILE)
    out["number"] = fz.rng.choice([1, 2, 7, 0, -1, "3", None])
    return out


def _pad_import(fz: Fuzzer, name: str) -> dict[str, Any]:
    rng = fz.rng
    text = rng.choice(fz.pad_files) if fz.pad_files else "{}"
    r = rng.random()
    if r < 0.4:
        text = json.dumps(mutate(json.loads(text), rng))
    elif r < 0.5:
        k = rng.randrange(len(text))
        text = text[:k] + text[k + 1 :]
    out: dict[str, Any] = {"text": text}
    if rng.random() < 0.4:
        out["expect"] = rng.choice([*GAMES, "skat", None, ""])
    return out


def _lesson(fz: Fuzzer, name: str) -> dict[str, Any]:
    fz.costly -= 1
    return {"lesson": fz.rng.choice(fz.lessons) if fz.lessons and fz.rng.random() < 0.9 else "troggu-99"}


def _lesson_answer(fz: Fuzzer, name: str) -> dict[str, Any]:
    rng = fz.rng
    answers = ["RK", "XXI", "Narr", "pass", "normal", "solo", "42", "0", "-3", "ja", "yes", "discard R1 R2", "x" * 300]
    return {"lesson": rng.choice(fz.lessons) if fz.lessons else "x", "answer": rng.choice(answers)}


def _deal(fz: Fuzzer, name: str) -> dict[str, Any]:
    rng = fz.rng
    rs, n = rng.choice(GAMES[name].tables())
    return {"ruleset": rs, "players": n, "seed": rng.randrange(2**53), "dealer": rng.randrange(n)}


def _share(fz: Fuzzer, name: str) -> dict[str, Any]:
    rng = fz.rng
    return {
        "query": rng.choice(
            [
                "r=visp&p=4&s=7&d=0",
                "r=graechen&p=8&s=1&d=7",
                "r=visp&p=99&s=1",
                "r=visp&r=visp",
                "%%%",
                "g=troccas&r=surselva&p=4&s=7&d=0",
                "r=st-niklaus&p=3&s=" + "9" * 30,
                "",
            ]
        )
    }


def _count(fz: Fuzzer, name: str) -> dict[str, Any]:
    rng = fz.rng
    codes = list(GAMES[name].deck)
    wrong = [rng.choice(["R7", "zz", "", 5, None, "RK"])] if rng.random() < 0.3 else []
    return {"cards": rng.sample(codes, rng.randint(0, len(codes))) + wrong}


def _pad_compare(fz: Fuzzer, name: str) -> dict[str, Any]:
    """The calculator's request: a ruleset and table size of the game (now and then one it is not played by) and
    a round's inputs of the form's fields, now and then spoiled."""
    rng = fz.rng
    info = GAMES[name]
    rs, n = rng.choice(info.tables())
    if rng.random() < 0.1:
        n = rng.choice([0, 2, 9, "4", None])
    try:
        inputs: Any = fz._inputs(info, rs, n) if isinstance(n, int) else {}
    except Exception:  # noqa: BLE001 - a player count the ruleset does not know: any inputs
        inputs = {}
    return {"ruleset": rs, "players": n, "inputs": mutate(inputs, rng) if rng.random() < 0.3 else inputs}


FIELDS: dict[str, Callable[[Fuzzer, str], dict[str, Any]]] = {
    "new_game": _new_game,
    "act": _act,
    "undo": _id_of,
    "state": _id_of,
    "finish": _finish,
    "record": _id_of,
    "replay": _replay,
    "estimate": _estimate,
    "compare": _compare,
    "hint": _think,
    "review": _review,
    "pad_spec": _pad_spec,
    "pad_round": _pad_round,
    "pad_evening": _evening_fields,
    "pad_export": _evening_fields,
    "pad_import": _pad_import,
    "lesson": _lesson,
    "lesson_answer": _lesson_answer,
    "deal": _deal,
    "share": _share,
    "pad_count": _count,
    "pad_compare": _pad_compare,
}
"""The fields of each op's request, as the widgets send them (``meta`` and ``lessons`` take none)."""


# ---------------------------------------------------------------------- the command
def summary(report: Report, seconds: float) -> dict[str, Any]:
    """The run's figures as data."""
    return {
        "requests": report.requests,
        "cpu_seconds": round(seconds, 1),
        "internal_exceptions": len(report.internal),
        "ops": {
            op: {
                "de": report.sent[(op, "de")],
                "en": report.sent[(op, "en")],
                "answered": report.answered[op],
                "refused": report.refused[op],
                "max_cpu": round(max(report.cpu[op], default=0.0), 3),
            }
            for op in sorted({op for op, _ in report.sent})
        },
        "slowest_per_game": {g: {"op": op, "cpu": round(s, 3)} for g, (s, op, _) in sorted(report.slowest.items())},
        "examples": report.internal[:10],
    }


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n", 1)[0])
    ap.add_argument("--requests", type=int, default=50_000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--costly", type=int, default=600, help="hints, reviews and lessons (the strong bot thinks)")
    ap.add_argument("--strong", type=int, default=40, help="requests to tables of strong bots (seconds each)")
    ap.add_argument("--json", help="also write the figures to this file")
    args = ap.parse_args(argv)
    start = time.process_time()
    fz = Fuzzer(args.seed, args.costly, args.strong)
    fz.sweep(every_game=True)
    report = fz.run(args.requests, lambda k: print(f"  {k:,} requests", file=sys.stderr, flush=True))
    out = summary(report, time.process_time() - start)
    print(f"requests: {out['requests']:,} ({out['cpu_seconds']} s CPU); internal exceptions: {len(report.internal)}")
    print(f"{'op':16} {'de':>6} {'en':>6} {'answered':>9} {'refused':>8} {'max CPU s':>9}")
    for op, row in out["ops"].items():
        print(f"{op:16} {row['de']:6} {row['en']:6} {row['answered']:9} {row['refused']:8} {row['max_cpu']:9.3f}")
    print("slowest op per game (CPU s):")
    for g, row in out["slowest_per_game"].items():
        print(f"  {g:14} {row['op']:14} {row['cpu']:.3f}")
    for op, req, ans in report.internal[:10]:
        print(f"\nINTERNAL in {op}:\n  request: {req}\n  answer:  {ans}")
    if args.json:
        with open(args.json, "w", encoding="utf-8") as f:
            json.dump(out, f, indent=1)
    return 1 if report.internal else 0


if __name__ == "__main__":
    sys.exit(main())
