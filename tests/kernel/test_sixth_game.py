"""A sixth game touches only its folder: the toy tarock of ``tests/toy_game/`` (three seats, twelve cards, one trick
rule, one ruleset), registered for a while in the registry (:meth:`~troggu_core.kernel.registry.Registry.temporary`,
OpenSpiel's ``register_game``), passes the kernel's conformance checks (tests/kernel/test_conformance.py's own),
is dealt, played, refused, undone, recorded and replayed through the web facade in German, and played to the end by
the bots, without a line of the engine or the facade naming it.

What a real sixth game needs besides its folder (troggu_core/games/<name>/): its pages and its catalogue entries
(the toy says its one message of its own in English in both languages: no entry in troggu.po). The places where
the engine still names a game by hand, each with its reason, are :data:`NAMED_BY_HAND`; a new one fails here. The
same holds for a key that only one game's own view or result has (:func:`_own_keys`): shared code reads the keys
of the view every game shares or asks the game (a ``GameInfo`` field such as ``reach``), and the few places that
read a key of that name are :data:`KEYS_BY_HAND`, each with its reason.
"""

from __future__ import annotations

import doctest
import json
from dataclasses import replace
from pathlib import Path
from typing import Any, Callable, Collection, Iterable

import pytest

import toy_game
import toy_game.state
from engine_code import nodes
from test_conformance import check_a_round
from toy_game import GAME
from troggu_core.errors import IllegalActionError
from troggu_core.kernel.registry import GAMES, GameInfo, Registry, game
from troggu_core.kernel.state import TABLE_VIEW_KEYS, check_view
from troggu_core.web import OPS, handle

TOY = GAME.id
ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture()
def toy() -> Any:
    """The toy registered in the engine's registry for one test, and gone after it."""
    with GAMES.temporary(GAME):
        yield GAMES[TOY]
    assert TOY not in GAMES


def _ask(**request: Any) -> dict[str, Any]:
    answer: dict[str, Any] = json.loads(handle(json.dumps(request)))
    return answer


def test_the_toys_examples() -> None:
    for module in (toy_game, toy_game.state):
        result = doctest.testmod(module, verbose=False)
        assert result.attempted > 0 and result.failed == 0, module.__name__


def test_the_registry_finds_the_games_and_takes_one_for_a_while() -> None:
    found = GAMES.ids()
    assert found == sorted(
        p.name.replace("_", "-") for p in (ROOT / "troggu_core/games").iterdir() if (p / "__init__.py").exists()
    )
    assert TOY not in GAMES
    with pytest.raises(Exception) as refused:
        game(TOY)
    assert getattr(refused.value, "rule_id", None) == "record.game"
    with GAMES.temporary(GAME) as registry:
        assert registry is GAMES and TOY in GAMES and game(TOY) is GAME
        assert list(GAMES)[-1] == TOY and len(GAMES) == len(found) + 1  # no source document: after the family
        assert GAMES.ids() == sorted([*found, TOY])
        with pytest.raises(ValueError, match="already registered"):
            GAMES.register(GAME)
    assert TOY not in GAMES and GAMES.ids() == found and TOY not in list(GAMES)


def test_a_registry_of_its_own_and_a_game_it_refuses() -> None:
    own = Registry(package=None)
    assert len(own) == 0 and list(own) == []
    own.register(GAME)
    assert list(own) == [TOY] and own[TOY] is GAME and TOY not in GAMES
    own.unregister(TOY)
    with pytest.raises(KeyError):
        own[TOY]
    broken = replace(GAME, bot_types={"random": GAME.bot_types["random"]})
    with pytest.raises(TypeError, match="heuristic"):
        own.register(broken)
    with pytest.raises(TypeError, match="state protocol"):
        own.register(replace(GAME, new=lambda *a, **k: object()))
    with pytest.raises(TypeError, match="compare_rules"):  # the comparison links only the game's own rules
        own.register(replace(GAME, compare_rules=("no.such-rule",)))
    assert len(own) == 0  # a refused game is not registered


def test_what_names_no_game_plays_the_registrys_default() -> None:
    """Issue 38: a request, a share link, a score pad's house-rules link and a command that name no game play the
    registry's default (``GAMES.default``, declared by the games' package), not an id written in the facade or the
    command line; a registry that declares none takes its first game, and one without games has none."""
    from troggu_core import cli
    from troggu_core.web import request as web_request

    default = GAMES.default
    assert default in GAMES and web_request.DEFAULT_GAME == cli.DEFAULT_GAME == default
    info = GAMES[default]
    rs = info.default_ruleset
    link = f"r={rs}&p={info.default_players}&s=1&d=0"
    for request in ({"op": "meta"}, {"op": "pad_spec"}, {"op": "pad_spec", "ruleset": rs, "options": "{}"}):
        assert _ask(**request)["game_id"] == default, request
    assert _ask(op="share", query=link)["share"] == link  # the default's link names no game, and reads as its
    assert _ask(op="pad_spec", ruleset=rs, options="{}")["house"]["house_rules"]["game"] == default
    own = Registry(package=None)
    with pytest.raises(LookupError):
        own.default
    with own.temporary(GAME):
        assert own.default == TOY


def test_the_composer_plays_as_many_comparison_rounds_as_the_game_says() -> None:
    """Issue 38: how many rounds the house-rules comparison plays is the game's own figure
    (``GameInfo.compare_rounds``), not a table of game ids in the facade: a game that sets none plays the
    kernel's default, one that sets its own plays that."""
    with GAMES.temporary(GAME):
        assert _ask(op="house_options", game=TOY)["compare_rounds"] == GameInfo.compare_rounds == 40
    with GAMES.temporary(replace(GAME, compare_rounds=7)):
        assert _ask(op="house_options", game=TOY)["compare_rounds"] == 7


@pytest.mark.parametrize("kind", ["random", "heuristic"])
def test_the_toy_passes_the_conformance_checks(toy: Any, kind: str) -> None:
    assert toy.tables() == [("toy", 3)]
    for ruleset, players in toy.tables():
        check_a_round(toy, ruleset, players, kind)


def test_the_facade_deals_refuses_undoes_and_plays_the_toy_to_the_end(toy: Any) -> None:
    meta = _ask(op="meta", game=TOY, lang="de")
    assert meta["ok"] and meta["title"] == "Spielzeug-Tarock" and meta["players"] == [3]
    assert meta["names"]["RK"] == "Rot-König" and meta["ruleset_titles"] == {"toy": "Spielzeug"}
    out = _ask(op="new_game", game=TOY, seed=3, lang="de")
    assert out["ok"] and out["game_id"] == TOY and out["phase_text"] == "Spiel", out
    sid, seat = out["id"], out["seat"]
    hand = out["view"]["hand"]
    foreign = next(c for c in toy.deck if c not in hand and c not in out["view"]["played"])
    refused = _ask(op="act", id=sid, action=foreign, lang="de")
    assert not refused["ok"] and refused["rule"] == "play.hand" and refused["game_id"] == TOY
    assert refused["rule_text"] == "Du spielst eine Karte aus deiner Hand." and foreign in refused["reason"]
    first = _ask(op="act", id=sid, action=out["legal"][0], lang="de")
    assert first["ok"] and first["can_undo"]
    back = _ask(op="undo", id=sid, lang="de")
    assert back["ok"] and back["view"] == out["view"] and back["legal"] == out["legal"]
    while not out["over"]:
        assert out["your_turn"] and out["to_move"] == seat and out["legal"], out
        assert check_view(out["view"], 3, toy.view_keys) == [], check_view(out["view"], 3, toy.view_keys)
        ended = [e for e in out["log"] if e.get("ends_trick")]
        assert all(e["card"] is True and 0 <= e["won_by"] < 3 for e in ended)
        out = _ask(op="act", id=sid, action=out["legal"][-1], lang="de")
        assert out["ok"], out
    result = out["result"]
    assert result["game"] == TOY and sum(result["points"]) == 22 and sum(result["payments"]) == 0
    assert out["view"]["tricks_done"] == 4 and sum(out["view"]["tricks_won"]) == 4
    record = _ask(op="record", id=sid)
    assert record["ok"] and record["filename"] == f"{TOY}-toy-3p-seed3.json"
    assert toy.replay(json.loads(record["record"])) == result
    replayed = _ask(op="replay", game=TOY, record=record["record"], lang="de")
    assert replayed["ok"] and replayed["result"] == result and replayed["trick_winners"] == result["trick_winners"]


def test_the_bots_play_a_table_round_to_the_end_through_the_facade(toy: Any) -> None:
    for seed in range(5):
        out = _ask(op="new_game", game=TOY, seed=seed, lang="en")
        done = _ask(op="finish", id=out["id"], lang="en")
        assert done["ok"] and done["over"] and done["phase"] == "finished"
        record = json.loads(_ask(op="record", id=out["id"])["record"])
        assert len(record["plays"]) == 12 and done["result"] == toy.replay(record)
        assert done["view"]["tricks_done"] == 4 and done["view"]["last_trick_winner"] == record_winner(record)


def record_winner(record: dict[str, Any]) -> int:
    """Who won the last trick of a record, by the toy's trick rule (rule play.trick) and the seats' order."""
    seat = (record["dealer"] + 1) % 3
    for i in range(4):
        cards = record["plays"][3 * i : 3 * i + 3]
        seat = (seat + toy_game.state.trick_winner(cards)) % 3
    return seat


def test_every_request_of_the_facade_is_answered_for_the_toy(toy: Any) -> None:
    """Every op the widgets send, asked of a toy round, gives an answer or a refusal naming a rule of the toy's
    table: none fails inside for want of something only the family's games have."""
    rules = {r.id for r in toy.rules}
    sid = _ask(op="new_game", game=TOY, seed=1, lang="de")["id"]
    for op in OPS:
        answer = _ask(op=op, game=TOY, id=sid, lang="de")
        assert answer["ok"] or (
            answer["rule"] in rules and answer["msgid"] != "this request cannot be answered: {why}"
        ), (op, answer)


def test_a_refused_push_leaves_the_toy_as_it_was(toy: Any) -> None:
    state = toy.new("toy", 3, 2)
    seat = state.to_move
    led = state.legal_actions()[0]
    state.push(led)
    follower = state.to_move
    hand = state.view(follower)["hand"]
    wrong = [c for c in hand if c not in state.legal_actions()]
    for card in wrong:
        before = json.dumps(state.record())
        with pytest.raises(IllegalActionError) as e:
            state.push(card)
        assert e.value.rule_id == "play.follow" and json.dumps(state.record()) == before
    assert seat != follower


NAMED_BY_HAND = {
    ("cli.py", "troggu"): "the command's name (its usage and its error lines: 'troggu: [rule] reason')",
    ("i18n.py", "troggu"): "the catalogues' gettext domain, not the game",
    ("any_record.py", "troggu"): "a troggu-record/1 record is Troggu's (the format before the family)",
}
"""Where the engine and the facade still name a game by hand outside its folder, and why (each a place a sixth game
with the same need would touch; tests/kernel/test_sixth_game.py's toy needs none of them)."""


def _named_games(path: Path, names: set[str]) -> set[str]:
    """The game ids and package names ``path``'s code writes as string constants (docstrings and examples aside)."""
    import ast

    walked = nodes(path)
    docs = {id(n.value) for n in walked if isinstance(n, ast.Expr) and isinstance(n.value, ast.Constant)}
    return {
        n.value
        for n in walked
        if isinstance(n, ast.Constant) and isinstance(n.value, str) and id(n) not in docs and n.value in names
    }


def _in_shared_code(scan: Callable[[Path], Iterable[str]]) -> set[tuple[str, str]]:
    """What ``scan`` finds in each module of troggu_core outside ``troggu_core/games/``: (module, finding)."""
    package = ROOT / "troggu_core"
    return {
        (path.relative_to(package).as_posix(), found)
        for path in sorted(package.rglob("*.py"))
        if "games" not in path.relative_to(package).parts[:1]
        for found in scan(path)
    }


def test_the_engine_and_the_facade_name_no_game_outside_its_folder(tmp_path: Path) -> None:
    """No code of troggu_core outside ``troggu_core/games/`` writes a game's id or package name, but for the places
    listed in :data:`NAMED_BY_HAND` with their reasons: the games, their order, titles, rules, rulesets, names and
    requests come from the registry."""
    names = set(GAMES.ids()) | {m.rsplit(".", 1)[1] for m in GAMES.modules().values()}
    found = _in_shared_code(lambda path: _named_games(path, names))
    assert found <= set(NAMED_BY_HAND), sorted(found - set(NAMED_BY_HAND))
    sample = tmp_path / "sample.py"  # the scan sees code, not docstrings
    sample.write_text(
        '"""grosstarock in words."""\nGAME = "troccas"\n\n\ndef f() -> str:\n    """troggu."""\n    return "french_tarot"\n'
    )
    assert _named_games(sample, names) == {"troccas", "french_tarot"}


KEYS_BY_HAND = {
    ("web/describe.py", "winner"): "compare.py's own row (the trick's winning position), not Troggu's result",
    ("kernel/pad.py", "totals"): "the score pad's own file key (troggu-session/1), not Großtarock's result",
    ("hints.py", "target"): "the chances' answer (the estimate's ``target``), not the French Tarot's result",
}
"""Where code outside the games' folders still reads a key that only one game's view or result has, and why (a
place a sixth game's own keys would have to be added to, or a key of the same name that is not the game's)."""


def _play(info: GameInfo, ruleset: str, players: int, seed: int) -> tuple[set[str], set[str], set[str]]:
    """The keys of every seat's view and of the result over one round of random bots, and the words of its
    phases and of its actions' first words."""
    state = info.new(ruleset, players, seed)
    bots = [info.make_bot("random", seed * 10 + s) for s in range(players)]
    views: set[str] = set()
    words: set[str] = set()
    while not state.is_over:
        words.add(str(state.phase))
        words |= {str(a).split()[0] for a in state.legal_actions()}
        views |= {k for s in range(players) for k in state.view(s)}
        seat = state.to_move
        state.push(info.choose(bots[seat], state, seat))
    views |= {k for s in range(players) for k in state.view(s)}
    return views, set(state.result()), words


def _own_keys() -> dict[str, str]:
    """The keys of the games' own views and results (every table, one round each) that only one game has, by key
    with that game's id: less the table view's keys and the words of the phases and actions, which shared code
    may name for every game."""
    views: dict[str, set[str]] = {}
    results: dict[str, set[str]] = {}
    shared = set(TABLE_VIEW_KEYS)
    for gid in GAMES:
        info = GAMES[gid]
        views[gid], results[gid] = set(), set()
        for ruleset, players in info.tables():
            v, r, w = _play(info, ruleset, players, 1)
            views[gid] |= v
            results[gid] |= r
            shared |= w
    own: dict[str, str] = {}
    for keys in (views, results):
        for gid, mine in keys.items():
            for k in mine - shared:
                if not any(k in other for g, other in keys.items() if g != gid):
                    own.setdefault(k, gid)
    return own


def _read_keys(path: Path, keys: Collection[str]) -> set[str]:
    """The ``keys`` that ``path``'s code reads: ``x["k"]`` (not as a target), ``x.get("k")``, ``"k" in x`` and a
    key in a tuple, list or set of constants (keys read in a loop); docstrings, dict literals and words passed
    as arguments aside."""
    import ast

    def key(node: ast.AST) -> str | None:
        return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None

    found: set[str | None] = set()
    for n in nodes(path):
        if isinstance(n, ast.Subscript) and not isinstance(n.ctx, ast.Store):
            found.add(key(n.slice))
        elif isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute) and n.func.attr in ("get", "pop"):
            found.add(key(n.args[0]) if n.args else None)
        elif isinstance(n, ast.Compare) and any(isinstance(op, (ast.In, ast.NotIn)) for op in n.ops):
            found.add(key(n.left))
        elif isinstance(n, (ast.Tuple, ast.List, ast.Set)) and all(key(e) is not None for e in n.elts):
            found |= {key(e) for e in n.elts}
    return {k for k in found if k is not None and k in keys}


def test_shared_code_reads_no_games_own_view_or_result_key(tmp_path: Path) -> None:
    """Issue 38: no code of troggu_core outside ``troggu_core/games/`` reads a key that only one game's view or
    result has (Troggu's ``tapp``, the French Tarot's ``taker``, Troccas' ``party_points`` ...), found from the
    games' views and results themselves, but for the places in :data:`KEYS_BY_HAND` with their reasons: the cards
    taken up, the bidder, the tricks are the table view's, what a seat reached is its game's ``GameInfo.reach``."""
    own = _own_keys()
    assert {"tapp", "dog", "taker", "declarer", "side_points", "party_points", "eyes"} <= set(own), sorted(own)
    found = _in_shared_code(lambda path: _read_keys(path, own))
    assert found <= set(KEYS_BY_HAND), sorted(found - set(KEYS_BY_HAND))
    sample = tmp_path / "sample.py"  # the scan sees reads, not docstrings, dict literals or a message's words
    sample.write_text(
        '"""tapp in words."""\nKEYS = ("tapp", "dog")\n\n\ndef f(view: dict, res: dict) -> object:\n'
        '    """side_points."""\n    out = {"taker": 1}\n    out["eyes"] = 2\n'
        '    return view["declarer"], res.get("side_points"), "teams" in res\n'
    )
    assert _read_keys(sample, own) == {"tapp", "dog", "declarer", "side_points", "teams"}
