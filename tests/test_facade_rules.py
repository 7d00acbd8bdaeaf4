"""One refusal, one rule id, whatever the op and the game (issue 38): every op of the web facade, of every game, is
sent the same request with one field made wrong (an unknown ruleset, nine players, a count the ruleset is not
played by, a negative seed, a dealer beyond the table, a file larger than any), in every place a request carries it
(the field itself, the share link's key, the score pad evening's, a pasted record's, a score pad file's, the house
rules' base); wherever that field changes the answer into a refusal, the refusal names the field's one rule. And an open round is found by its id alone; a request naming another game is refused."""

from __future__ import annotations

import ast
import functools
import json
from typing import Any, Callable

import pytest

from engine_code import engine_files, nodes
from troggu_core import web
from troggu_core.games.troggu import session as tg_session
from troggu_core.kernel import sessions
from troggu_core.kernel.jsonio import MAX_BYTES
from troggu_core.kernel.registry import GAMES, GameInfo
from troggu_core.i18n import gettext
from troggu_core.web.request import _FIELDS, Table, ruleset_players, share_query
from troggu_core.web.rounds import open_rounds

NAMES = ["Anna", "Beat", "Carla", "Dani", "Eva", "Fritz", "Gret", "Hans", "Ida"]


def call(req: dict[str, Any]) -> dict[str, Any]:
    out: dict[str, Any] = json.loads(web.handle(json.dumps(req)))
    return out


def ops_of(info: GameInfo) -> list[str]:
    """Every op the facade answers for the game: the same for every game (no game has requests of its own)."""
    return sorted(web.OPS)


def base_request(info: GameInfo, op: str) -> dict[str, Any]:
    """A request of ``op`` for the game with every field a widget sends right, over a fresh round of the game
    (the same deal each time, so two calls differ only in what a test changes)."""
    rs, n = info.default_ruleset, info.default_players
    fresh = call({"op": "new_game", "game": info.id, "ruleset": rs, "players": n, "seed": 3})
    assert fresh["ok"], fresh
    evening = {"ruleset": rs, "names": NAMES[:n], "base": 1, "rounds": []}
    return {
        "op": op,
        "game": info.id,
        "lang": "en",
        "id": fresh["id"],
        "action": fresh["legal"][0] if fresh["legal"] else "pass",
        "ruleset": rs,
        "players": n,
        "seed": 3,
        "dealer": 0,
        "query": share_query(info.id, Table(rs, n, 3, 0)),
        "evening": evening,
        "record": _record_text(info.id, rs, n),
        "text": _pad_file(info.id, rs, n),
        "base": rs,
        "inputs": {},
        "samples": 2,
        "level": "gut",
        "cards": ["RK", "XXI"],
        "trick": "R3 R1 XX",
        "pile": "RK R2",
    }


@functools.lru_cache(maxsize=None)
def _record_text(game_id: str, ruleset: str, players: int) -> str:
    """A whole record of a round of the game (the replay op's ``record``), played by bots."""
    return json.dumps(GAMES[game_id].random_record(ruleset, players, 3))


@functools.lru_cache(maxsize=None)
def _pad_file(game_id: str, ruleset: str, players: int) -> str:
    """A score pad file of an evening of the game without rounds (the pad_import op's ``text``), as the pad
    exports it."""
    evening = {"ruleset": ruleset, "names": NAMES[:players], "base": 1, "rounds": []}
    out = call({"op": "pad_export", "game": game_id, "evening": evening})
    assert out["ok"], out
    return str(out["session"])


def _with_json(req: dict[str, Any], key: str, field: str, value: object) -> None:
    """Set ``field`` of the JSON text the request carries under ``key`` (a record, a pad file)."""
    data = json.loads(req[key])
    data[field] = value
    req[key] = json.dumps(data)


def _with_query(req: dict[str, Any], key: str, value: object) -> None:
    fields = dict(part.split("=", 1) for part in req["query"].split("&"))
    fields[key] = str(value)
    req["query"] = "&".join(f"{k}={v}" for k, v in fields.items())


def bad_ruleset(info: GameInfo, req: dict[str, Any]) -> None:
    req["ruleset"] = "nowhere"
    req["evening"]["ruleset"] = "nowhere"
    req["base"] = "nowhere"
    _with_query(req, "r", "nowhere")
    _with_json(req, "record", "ruleset", "nowhere")
    _with_json(req, "text", "ruleset", "nowhere")


def nine_players(info: GameInfo, req: dict[str, Any]) -> None:
    req["players"] = 9
    req["evening"]["names"] = NAMES[:9]
    _with_query(req, "p", 9)


def two_players(info: GameInfo, req: dict[str, Any]) -> None:
    req["players"] = 2
    req["evening"]["names"] = NAMES[:2]
    _with_query(req, "p", 2)


def not_the_rulesets_count(info: GameInfo, req: dict[str, Any]) -> None:
    """A count the game is played by but the ruleset is not (Troggu: Visp by 3); the others: none, skipped."""
    rs = next((r for r in info.rulesets if set(ruleset_players(info, r)) != set(info.players)), None)
    if rs is None:
        pytest.skip(f"every ruleset of {info.id} is played by all its counts")
    n = min(set(info.players) - set(ruleset_players(info, rs)))
    req["ruleset"] = req["evening"]["ruleset"] = rs
    req["players"] = n
    req["evening"]["names"] = NAMES[:n]
    _with_query(req, "r", rs)
    _with_query(req, "p", n)


def negative_seed(info: GameInfo, req: dict[str, Any]) -> None:
    req["seed"] = -1
    _with_query(req, "s", -1)


def far_dealer(info: GameInfo, req: dict[str, Any]) -> None:
    req["dealer"] = 99
    _with_query(req, "d", 99)


def too_large(info: GameInfo, req: dict[str, Any]) -> None:
    """A pasted record and a score pad file far larger than any round or evening."""
    big = " " * (MAX_BYTES + 1)
    req["record"] = req["record"] + big
    req["text"] = req["text"] + big


def no_card_code(info: GameInfo, req: dict[str, Any]) -> None:
    req["cards"] = ["RK", "zz"]
    req["trick"] = "R3 zz XX"
    req["pile"] = "RK zz"


MISTAKES: dict[str, tuple[Callable[[GameInfo, dict[str, Any]], None], str, set[str]]] = {
    "unknown ruleset": (
        bad_ruleset,
        "record.ruleset",
        {
            "new_game",
            "share",
            "pad_round",
            "pad_evening",
            "replay",
            "pad_import",
            "house_rules",
            "house_compare",
            "pad_compare",
        },
    ),
    "nine players": (nine_players, "players.count", {"new_game", "share", "pad_round", "pad_evening", "pad_compare"}),
    "two players": (two_players, "players.count", {"new_game", "share", "pad_round", "pad_evening", "pad_compare"}),
    "a count the ruleset is not played by": (
        not_the_rulesets_count,
        "players.count",
        {"new_game", "share", "pad_round", "pad_evening", "pad_compare"},
    ),
    "a negative seed": (negative_seed, "deal.seed", {"new_game", "share"}),
    "a dealer beyond the table": (far_dealer, "players.seat", {"new_game", "share"}),
    "a card code that is none": (no_card_code, "deck.cards", {"compare", "pad_count"}),
    "a file larger than any": (too_large, "record.format", {"replay", "pad_import"}),
}
"""Each mistake: how a request is made wrong, the one rule its refusal names, and ops that must refuse it."""


def _same(a: dict[str, Any], b: dict[str, Any]) -> bool:
    """Two answers alike but for the round's id (a refusal alike: the same rule and message key)."""
    if a["ok"] != b["ok"]:
        return False
    if not a["ok"]:
        return bool(a["rule"] == b["rule"] and a["msgid"] == b["msgid"])
    return True


_SPOILED: dict[tuple[str, str, str], dict[str, Any]] = {}
"""The answer to each spoiled request (game, op, mistake), asked once in this file: the test below reads what the
per-mistake tests asked (xdist runs a file whole on one worker, in order), or asks itself when run alone."""


_GOOD: dict[tuple[str, str], dict[str, Any]] = {}
"""The answer to each op's unspoiled base request (game, op), asked once: every mistake compares with it (the
request is the same but for a fresh round's id, which the comparison ignores)."""


def good_answer(info: GameInfo, op: str) -> dict[str, Any]:
    """The facade's answer to ``op``'s base request, asked once per game and op."""
    key = (info.id, op)
    if key not in _GOOD:
        _GOOD[key] = call(base_request(info, op))
    return _GOOD[key]


def spoiled_answer(info: GameInfo, op: str, mistake: str) -> dict[str, Any]:
    """The facade's answer to ``op``'s base request spoiled by ``mistake`` (a skip when the mistake does not apply)."""
    key = (info.id, op, mistake)
    if key not in _SPOILED:
        req = base_request(info, op)
        MISTAKES[mistake][0](info, req)
        _SPOILED[key] = call(req)
    return _SPOILED[key]


@pytest.mark.parametrize("mistake", list(MISTAKES))
@pytest.mark.parametrize("game_id", list(GAMES))
def test_each_mistake_is_refused_with_its_one_rule_by_every_op(game_id: str, mistake: str) -> None:
    info = GAMES[game_id]
    _, rule, must = MISTAKES[mistake]
    table = {r.id for r in info.rules}
    refused: dict[str, str] = {}
    for op in ops_of(info):
        good = good_answer(info, op)
        bad = spoiled_answer(info, op, mistake)
        if not bad["ok"]:
            assert bad["rule"] in table and bad["rule_text"], (op, bad)
        if bad["ok"] or _same(good, bad):
            continue  # the op does not read the field (or refuses first for another reason, the same as before)
        refused[op] = bad["rule"]
        assert bad["game_id"] == game_id
    assert must <= set(refused), f"{mistake}: ops that read the field but did not refuse: {must - set(refused)}"
    wrong = {op: r for op, r in refused.items() if r != rule}
    assert not wrong, f"{mistake} in {game_id}: ops naming another rule than {rule}: {wrong}"


def test_troggus_own_ops_read_the_same_fields_the_same_way() -> None:
    """Troggu's deal: the same rule for the same field as every game's ops."""
    info = GAMES["troggu"]
    for mistake in MISTAKES:
        spoil, rule, _ = MISTAKES[mistake]
        if rule in ("deck.cards", "record.format"):
            continue  # a deal reads no card and no file
        req = base_request(info, "deal")
        spoil(info, req)
        assert call(req)["rule"] == rule, mistake


def test_a_message_names_one_rule_across_ops_and_games() -> None:
    """Over every op and game and every mistake above: no message key (with the field it names) is refused under
    two rule ids."""
    seen: dict[str, set[tuple[str, str]]] = {}
    for game_id in GAMES:
        info = GAMES[game_id]
        for op in ops_of(info):
            for mistake in MISTAKES:
                try:
                    bad = spoiled_answer(info, op, mistake)
                except pytest.skip.Exception:
                    continue
                if not bad["ok"]:  # a message of a field: the message and the field it names
                    key = f"{bad['msgid']} ({bad['params'].get('field', '')})"
                    seen.setdefault(key, set()).add((bad["rule"], f"{game_id}:{op}"))
    split = {m: sorted(v) for m, v in seen.items() if len({r for r, _ in v}) > 1}
    assert not split, split
    assert len(seen) >= 5


# ---------------------------------------------------------------- sessions found by their id
SESSION_OPS = ("state", "act", "undo", "finish", "record", "hint", "review", "estimate")


@pytest.mark.parametrize("game_id", list(GAMES))
def test_a_round_is_found_by_its_id_alone(game_id: str) -> None:
    for op in SESSION_OPS:  # the same request with and without the game, each on a fresh round of the same deal
        st = call({"op": "new_game", "game": game_id, "seed": 5, "lang": "de"})
        assert st["ok"], st
        req = {"op": op, "id": st["id"], "lang": "de", "action": st["legal"][0] if st["legal"] else "pass"}
        named = call({**req, "game": game_id})
        again = call({"op": "new_game", "game": game_id, "seed": 5, "lang": "de"})
        alone = call({**req, "id": again["id"]})
        assert alone["game_id"] == game_id, (op, alone)
        if not named["ok"]:
            # refused for the round's own reasons (not the auction, nothing to undo), not as a closed game
            assert not alone["ok"] and alone["rule"] == named["rule"] and alone["msgid"] == named["msgid"], op
        else:
            assert alone["ok"], (op, alone)
        assert alone.get("msgid") != "this game is no longer open: start a new one", op


@pytest.mark.parametrize("game_id", list(GAMES))
def test_a_request_naming_another_game_than_the_rounds_is_refused(game_id: str) -> None:
    st = call({"op": "new_game", "game": game_id, "seed": 5})
    other = next(g for g in GAMES if g != game_id)
    for op in SESSION_OPS:
        out = call({"op": op, "game": other, "id": st["id"], "lang": "de", "action": "pass"})
        assert out["ok"] is False and out["rule"] == "record.game", (op, out)
        assert out["game_id"] == other and out["rule_page"], out
        assert GAMES[game_id].title_de in out["reason"] and "Runde" in out["reason"], out["reason"]
    assert call({"op": "state", "id": st["id"]})["ok"]  # the round is still open


def test_ids_are_unique_across_games() -> None:
    ids = [call({"op": "new_game", "game": g, "seed": 1})["id"] for g in GAMES for _ in range(2)]
    assert len(set(ids)) == len(ids)


def _int_field_keys() -> set[str]:
    """The key of every whole-number field the facade reads (``int_field(req, "key", ...)``), found in the code."""
    keys = set()
    for path in engine_files():
        for node in nodes(path):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "int_field" and len(node.args) > 1:
                key = node.args[1]
                if isinstance(key, ast.Constant) and isinstance(key.value, str):
                    keys.add(key.value)
    return keys


def test_every_whole_number_field_is_named_in_the_readers_language() -> None:
    """A bad ``tries`` of a lesson's answer said "tries muss ..." on a German page: every field ``int_field`` reads
    has a word in ``_FIELDS``, German in the German catalogue; a bad one is refused naming it."""
    keys = _int_field_keys()
    assert {"players", "seed", "tries", "hints", "rounds"} <= keys  # the scan finds the fields
    assert keys <= set(_FIELDS), keys - set(_FIELDS)
    assert all(gettext(_FIELDS[k], "de") != _FIELDS[k] for k in keys), [
        k for k in keys if gettext(_FIELDS[k], "de") == _FIELDS[k]
    ]
    first = call({"op": "lessons"})["games"][0]["lessons"][0]["id"]
    for lang, word in (("de", "Versuche"), ("en", "tries")):
        out = call({"op": "lesson_answer", "lesson": first, "answer": "x", "tries": 0, "lang": lang})
        assert not out["ok"] and out["reason"].startswith(word), out


def test_session_names_one_thing() -> None:
    """Issue 38: "Session" named an open round of the page (``web.OpenRound`` now) beside the rules' session, the
    evening of rounds whose ledger a ``Session`` keeps (the kernel's for every game, Troggu's that one under its old
    names, rule ``session.ledger``; Troccas' and Großtarock's session records are read by ``kernel.sessions``). The
    classes of that name left are the kernel's evening and Troggu's subclass of it."""
    found = []
    for path in engine_files():
        for node in nodes(path):
            if isinstance(node, ast.ClassDef) and "Session" in node.name:
                found.append((path.parent.name, path.name, node.name))
    assert sorted(found) == [("kernel", "sessions.py", "Session"), ("troggu", "session.py", "Session")], found
    assert issubclass(tg_session.Session, sessions.Session)
    dealt = call({"op": "new_game", "game": "troccas", "seed": 1})
    assert isinstance(open_rounds[dealt["id"]], web.OpenRound)


@pytest.mark.parametrize("field", ["dealer", "seat"])
def test_a_seat_field_beyond_the_table_is_refused_naming_the_seats_from_1(field: str) -> None:
    """Issue 33: the request counts seats from 0 (the API's numbers), the refusal a person reads from 1."""
    for gid, info in GAMES.items():
        n = info.default_players
        out = call({"op": "new_game", "game": gid, "players": n, field: n, "lang": "de"})
        assert out["rule"] == "players.seat", out
        assert f"Plätze 1 bis {n} (von 0 an gezählt: 0 bis {n - 1}), nicht" in out["reason"], out["reason"]
        assert (out["params"]["first"], out["params"]["last"]) == (0, n - 1)  # the API keeps the engine's numbers
