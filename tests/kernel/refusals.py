"""Provoke the refusals of every game: wrong actions in played rounds, broken records, bad widget requests.

Each probe yields the errors (or the facade's answers) it provoked, so the tests can check every rule id
against the game's table and every message against the German catalogue.
"""

from __future__ import annotations

import ast
import copy
import json
from functools import lru_cache
from typing import Any, Iterable, Iterator

from engine_code import ENGINE, nodes
from troggu_core import web
from troggu_core.errors import TrogguError
from troggu_core.kernel.codes import CODES
from troggu_core.kernel.registry import GAMES, GameInfo

# action texts every game's notation might use, right or wrong: bids, calls, lay-aways, announcements, demands
WORDS: tuple[Any, ...] = (
    "",
    " ",
    "zz",
    "pass",
    "normal",
    "solo",
    "prise",
    "garde",
    "garde_sans",
    "garde_contre",
    "chelem",
    "no_chelem",
    "no_poignee",
    "poignee",
    "poignee XXI",
    "poignee XXI XX XIX XVIII XVII XVI XV XIV XIII XII",
    "poignee zz",
    "poignee RK RQ RN RJ R1 R2 R3 R4 R5 R6",
    "discard",
    "discard zz",
    "discard RK",
    "discard R1 R2",
    "discard R1 R2 R3",
    "discard R1 R1",
    "discard R1 R1 R2",
    "discard R1 R2 R3 R4 R5 R6",
    "discard RK BK SK CK XXI I",
    "announce",
    "announce vole",
    "announce nolo",
    "announce grand",
    "demand",
    "excuse_demand",
    "Narr:R",
    "Narr:Q",
    "RK!",
    "R1!",
    "XXI!",
    "call RK",
    "call XXI",
    "lay R1",
    "lay",
    "T21",
    "IIII",
    "pass pass",
    "x" * 300,
)
BAD_VALUES: tuple[Any, ...] = (None, 5, -1, 1.5, True, "x", "", [], {}, [1], ["zz"], [[]], [[["deep"]]], {"name": 5})
BAD_RULESETS: tuple[Any, ...] = ("nowhere", 5, None, [], {}, {"name": 5}, {"name": "nowhere"}, {"x": 1})


def _try(state: Any, action: Any) -> TrogguError | None:
    try:
        state.push(action)
    except TrogguError as e:
        return e
    state.pop()
    return None


def state_refusals(info: GameInfo, seeds: int = 3) -> Iterator[TrogguError]:
    """Every refusal met when trying every card and every word at each step of some rounds of ``info``."""
    for bad in (
        (info.default_ruleset, 99, 0, 0),
        (info.default_ruleset, info.default_players, -1, 0),
        (info.default_ruleset, info.default_players, 0, 99),
        ("nowhere", info.default_players, 0, 0),
        (info.default_ruleset, "4", 0, 0),
        (info.default_ruleset, info.default_players, "seed", 0),
    ):
        try:
            info.new(*bad)
        except TrogguError as e:
            yield e
    for rs in info.rulesets:
        for players in sorted({min(info.players), info.default_players, max(info.players)}):
            for seed in range(seeds):
                try:
                    state = info.new(rs, players, seed, seed % players)
                except TrogguError as e:  # a player count this ruleset does not play
                    yield e
                    continue
                bot = info.make_bot("random", seed)
                steps = 0
                while steps < 400:
                    legal = [str(a) for a in state.legal_actions()] if not state.is_over else []
                    tries: list[Any] = (
                        list(WORDS) + list(CODES) + [a + " zz" for a in legal[:3]] + [a + "!" for a in legal[:3]]
                    )
                    if steps % 7 == 0:
                        tries += BAD_VALUES
                    for action in tries:
                        if action in legal:
                            continue
                        e = _try(state, action)
                        if e is not None:
                            yield e
                    if state.is_over:
                        try:
                            state.pop()
                            state.pop()
                        except TrogguError as e:
                            yield e
                        break
                    state.push(info.choose(bot, state, state.to_move))
                    steps += 1
                try:
                    fresh = info.new(rs, players, seed, seed % players)
                    fresh.pop()
                except TrogguError as e:
                    yield e
                except IndexError:
                    pass
                for op in ("result",):
                    try:
                        getattr(info.new(rs, players, seed, 0), op)()
                    except TrogguError as e:
                        yield e


def _mutations(rec: dict[str, Any]) -> Iterator[Any]:
    """Broken copies of a good record: keys dropped or set to wrong values, lists cut, cards doubled or swapped."""
    yield None
    yield [rec]
    yield "text"
    yield {}
    yield {**rec, "extra_key": 1}
    for key in list(rec):
        yield {k: v for k, v in rec.items() if k != key}
        for bad in BAD_VALUES:
            yield {**rec, key: bad}
        value = rec[key]
        if isinstance(value, list) and value:
            yield {**rec, key: value[:-1]}
            yield {**rec, key: value + value[-1:]}
            yield {**rec, key: [value[-1]] + value[1:]}
            yield {**rec, key: value[: len(value) // 2]}
            yield {**rec, key: ["zz"] + value[1:]}
            yield {**rec, key: [None] + value[1:]}
            if isinstance(value[0], list) and value[0]:
                first = copy.deepcopy(value)
                first[0] = first[0][:-1]
                yield {**rec, key: first}
                dup = copy.deepcopy(value)
                dup[0][0] = dup[-1][0] if dup[-1] else "RK"
                yield {**rec, key: dup}
                junk = copy.deepcopy(value)
                junk[0][0] = "zz"
                yield {**rec, key: junk}
                swap = copy.deepcopy(value)
                if len(swap) > 1 and swap[1]:
                    swap[0][0], swap[1][0] = swap[1][0], swap[0][0]
                    yield {**rec, key: swap}
            for i in range(0, len(value), max(1, len(value) // 8)):
                moved = list(value)
                moved[i], moved[-1] = moved[-1], moved[i]
                yield {**rec, key: moved}
        if isinstance(value, dict):
            for k in value:
                yield {**rec, key: {kk: vv for kk, vv in value.items() if kk != k}}
                yield {**rec, key: {**value, k: -1}}
    for rs in BAD_RULESETS:
        yield {**rec, "ruleset": rs}
    for fmt in ("troggu-record/1", "troggu-record/2", "troggu-record/9", None):
        yield {**rec, "format": fmt}
    for name in (*GAMES, "skat", 5):  # every game's id (another game's record), no game, no name
        yield {**rec, "game": name}


def record_refusals(info: GameInfo, seeds: int = 2) -> Iterator[TrogguError]:
    """Every refusal of the game's record reader to broken copies of bot-played records."""
    for rs in info.rulesets:
        for players in sorted({min(info.players), max(info.players)}):
            for seed in range(seeds):
                for bot in ("random", "heuristic"):
                    try:
                        rec = info.random_record(rs, players, seed, bot)
                    except TrogguError:
                        continue
                    for broken in _mutations(rec):
                        try:
                            info.replay(broken)
                        except TrogguError as e:
                            yield e


def _number_paths(node: Any, path: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    """The path of every whole number and ``null`` in a record (its dealer, players, teams, an announcement's or a
    poignée's seat, excuse_demand, ...): found in the record, not listed by hand."""
    if node is None or (isinstance(node, int) and not isinstance(node, bool)):
        yield path
    elif isinstance(node, dict):
        for k, v in node.items():
            yield from _number_paths(v, (*path, k))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield from _number_paths(v, (*path, i))


def _with(record: dict[str, Any], path: tuple[Any, ...], value: object) -> dict[str, Any]:
    out = copy.deepcopy(record)
    node: Any = out
    for step in path[:-1]:
        node = node[step]
    node[path[-1]] = value
    return out


def _keys_read(game_id: str) -> set[str]:
    """The keys the game's record reader looks up (``data.get("key")`` in its record module), found in its code:
    the optional ones a bot's record leaves out (the Danish ``excuse_demand``, Troccas' ``teams``) included."""
    return {
        node.args[0].value
        for node in nodes(ENGINE / "games" / game_id.replace("-", "_") / "record.py")
        if isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr == "get"
        and node.args
        and isinstance(node.args[0], ast.Constant)
        and isinstance(node.args[0].value, str)
    }


def record_number_refusals(info: GameInfo) -> Iterator[TrogguError]:
    """The record reader's refusal of each number of a bot-played record (every ruleset, the fewest and the most
    players), and of each key its reader looks up, set to -1, to the number of players (one past the last seat)
    and to 99."""
    for rs in info.rulesets:
        for players in sorted({min(info.players), max(info.players)}):
            try:
                rec = info.random_record(rs, players, 0, "heuristic")
            except TrogguError:
                continue
            absent = sorted(_keys_read(info.id) - set(rec))
            for path in [*_number_paths(rec), *((k,) for k in absent)]:
                for bad in (-1, players, 99):
                    try:
                        info.replay(_with(rec, path, bad))
                    except TrogguError as e:
                        yield e


Distinct = tuple[tuple[TrogguError, int], ...]
"""Refusals each met once, with how often a sweep met it: ``((error, times), ...)``."""


def distinct(errors: Iterable[TrogguError]) -> Distinct:
    """Each refusal once (its kind, rule, message key, parameters and place in a record), with how often it came:
    whatever a test checks of a refusal depends on these alone."""
    out: dict[tuple[str, ...], list[Any]] = {}
    for e in errors:
        key = (type(e).__name__, e.rule_id, e.msgid, repr(sorted(e.params.items())), str(e.where))
        if key in out:
            out[key][1] += 1
        else:
            out[key] = [e, 1]
    return tuple((e, n) for e, n in out.values())


@lru_cache(maxsize=None)
def state_sweep(game_id: str, seeds: int) -> Distinct:
    """:func:`state_refusals` of the game, distinct, swept once per test process (issue 37: tests/kernel/
    test_refusals.py checks their rules and German, then the seats they name; the sweep is most of the work)."""
    return distinct(state_refusals(GAMES[game_id], seeds=seeds))


@lru_cache(maxsize=None)
def record_sweep(game_id: str, seeds: int) -> Distinct:
    """:func:`record_refusals` of the game, distinct, swept once per test process (as :func:`state_sweep`)."""
    return distinct(record_refusals(GAMES[game_id], seeds=seeds))


def ask(req: dict[str, Any], lang: str = "de") -> dict[str, Any]:
    """The facade's answer to ``req`` in ``lang``."""
    out: dict[str, Any] = json.loads(web.handle(json.dumps({**req, "lang": lang})))
    return out


def web_requests(game_id: str) -> Iterator[dict[str, Any]]:
    """Requests for one game that the facade must refuse (and some it answers), as a page or a stranger sends them."""
    info = GAMES[game_id]
    g = {"game": game_id}
    yield {"op": "nope", "game": ["x"]}
    yield {"op": "meta", "game": "skat"}
    yield {**g, "op": "nope"}
    yield {**g, "op": 5}
    yield {**g, "op": ["new_game"]}
    for key, values in (
        ("players", (99, 0, "four", -1, 2.5, [3])),
        ("seed", (-1, "x", 2**60, 1.5)),
        ("ruleset", ("nowhere", 5, None)),
        ("dealer", (-1, 99, "x")),
        ("seat", (-1, 99, "x")),
    ):
        for v in values:
            yield {**g, "op": "new_game", key: v}
    for op in ("act", "undo", "state", "finish", "record", "estimate"):
        yield {**g, "op": op, "id": 10**9}
        yield {**g, "op": op, "id": "x"}
    for record in (
        "{bad",
        "[1]",
        "5",
        "{}",
        '{"format": "troggu-record/2"}',
        '{"format": "troggu-record/2", "game": "skat"}',
        json.dumps({"format": "troggu-record/2", "game": game_id, "ruleset": "nowhere"}),
    ):
        yield {**g, "op": "replay", "record": record}
    yield {**g, "op": "replay", "record": 5}
    yield {**g, "op": "replay"}
    rec = info.random_record(info.default_ruleset, info.default_players, 1, "heuristic")
    for broken in list(_mutations(rec))[::7]:
        yield {**g, "op": "replay", "record": json.dumps(broken)}


def web_refusals(game_id: str, seeds: int = 2) -> Iterator[tuple[dict[str, Any], dict[str, Any], dict[str, Any]]]:
    """``(request, German answer, English answer)`` of every refused request: the fixed ones above, then every word
    and some cards tried as the person's action at each step of some rounds (an accepted one is taken back), an undo
    with nothing to take back and an estimate with a bad sample count."""

    def both(req: dict[str, Any]) -> Iterator[tuple[dict[str, Any], dict[str, Any], dict[str, Any]]]:
        de = ask(req, "de")
        if not de["ok"]:
            yield req, de, ask(req, "en")
        elif req["op"] == "act":
            ask({**req, "op": "undo"})

    for req in web_requests(game_id):
        yield from both(req)
    g = {"game": game_id}
    words = list(WORDS) + list(CODES)[::5] + [5, None, ["RK"]]
    for seed in range(seeds):
        st = ask({**g, "op": "new_game", "seed": seed})
        gid = st["id"]
        yield from both({**g, "op": "undo", "id": gid})
        yield from both({**g, "op": "estimate", "id": gid, "samples": -1})
        for k in range(200):
            if not st.get("ok") or st["over"]:
                break
            legal = st["legal"]
            if st["your_turn"]:
                for action in words:
                    if action not in legal:
                        yield from both({**g, "op": "act", "id": gid, "action": action})
            if not st["your_turn"] or not legal:
                yield from both({**g, "op": "act", "id": gid, "action": "pass"})
                st = ask({**g, "op": "finish", "id": gid})
                continue
            action = (
                "discard " + " ".join([a for a in legal if a in CODES][: st["discard_size"]])
                if "discard_size" in st
                else legal[(seed + k) % len(legal)]
            )
            st = ask({**g, "op": "act", "id": gid, "action": action})
        ask({**g, "op": "finish", "id": gid})
        yield from both({**g, "op": "act", "id": gid, "action": "pass"})  # the round is over: nobody's turn
