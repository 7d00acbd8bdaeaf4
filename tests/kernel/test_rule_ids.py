"""Every rule id a game's code raises is in that game's rule table (read from the raise sites, as Pydantic
checks its error codes against its docs), so a refusal can always show the rule's text and its anchor; and every
raise site says its message with a catalogue template and parameters, never with text formatted in place."""

from __future__ import annotations

import ast
import importlib
from pathlib import Path
from typing import Iterator

import pytest

import troggu_core
from troggu_core.kernel.registry import GAME_MODULES, GAMES
from troggu_core.kernel.rules import SHARED_RULES

from engine_code import nodes, tree as parsed

ERRORS = {"IllegalActionError", "NotationError", "RecordError", "TrogguError", "WebError"}
PACKAGE = Path(troggu_core.__file__).parent
SHARED = [
    *sorted((PACKAGE / "kernel").glob("*.py")),
    PACKAGE / "any_record.py",
    PACKAGE / "compare.py",
    *sorted((PACKAGE / "web").glob("*.py")),
]
"""The code every game shares: the kernel, the family record reader, the comparison, the widgets' facade."""


def _name(func: ast.expr) -> str | None:
    return func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else None


def _literal_ids(path: Path) -> Iterator[tuple[str, int]]:
    """``(rule id, line)`` of every literal rule id in ``path``: the first argument of an error, the rule of the
    facade's number reader (``int_field(req, key, lo, hi, rule)``) and of ``check_seed(seed, rule)``, and the default of a
    parameter named ``rule_id``."""
    for node in nodes(path):
        if isinstance(node, ast.Call):
            name, args = _name(node.func), node.args
            arg = (
                args[0]
                if name in ERRORS and args
                else args[4]
                if name == "int_field" and len(args) > 4
                else args[1]
                if name == "check_seed" and len(args) > 1
                else None
            )
            if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                yield arg.value, node.lineno
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            a = node.args
            for param, default in zip(a.args[len(a.args) - len(a.defaults) :], a.defaults):
                if param.arg == "rule_id" and isinstance(default, ast.Constant) and isinstance(default.value, str):
                    yield default.value, node.lineno


def raised_ids(package: str) -> dict[str, list[str]]:
    """``{rule id: ["file:line", ...]}`` for every error raised with a literal rule id in a game's package."""
    root = Path(importlib.import_module(package).__file__ or "").parent
    out: dict[str, list[str]] = {}
    for path in sorted(root.glob("*.py")):
        for rid, line in _literal_ids(path):
            out.setdefault(rid, []).append(f"{path.name}:{line}")
    return out


@pytest.mark.parametrize("game_id", list(GAME_MODULES))
def test_every_raised_rule_id_is_in_the_games_table(game_id: str) -> None:
    raised = raised_ids(GAME_MODULES[game_id])
    assert len(raised) >= 10, "the walk found the raise sites"
    table = {r.id for r in GAMES[game_id].rules}
    missing = {rid: where for rid, where in raised.items() if rid not in table}
    assert not missing, missing


@pytest.mark.parametrize("game_id", list(GAME_MODULES))
def test_every_rule_id_of_shared_code_is_in_every_games_table(game_id: str) -> None:
    """The kernel's, the family reader's and the facade's ids name a rule of each game's own table (its own
    statement of the id, or the shared one from :data:`troggu_core.kernel.rules.SHARED_RULES`)."""
    raised = {rid: f"{p.relative_to(PACKAGE)}:{line}" for p in SHARED for rid, line in _literal_ids(p)}
    assert {"deck.cards", "record.format", "record.game", "deal.seed", "players.count", "game.turn"} <= set(raised)
    table = {r.id for r in GAMES[game_id].rules}
    assert not {rid: where for rid, where in raised.items() if rid not in table}
    assert {r.id for r in SHARED_RULES} <= table


# ---------------------------------------------------------------- messages are catalogue templates
CATALOGUE_CALLS = {"Msg", "N_"}
"""Calls whose first argument is a catalogue key (the errors' is their second)."""


def _formatted(node: ast.expr) -> bool:
    """Text formatted in place: an f-string with a value in it, ``%`` or ``+`` on text, ``.format(...)``, a choice."""
    if isinstance(node, ast.JoinedStr):
        return any(isinstance(v, ast.FormattedValue) for v in node.values)
    if isinstance(node, ast.BinOp) and isinstance(node.op, (ast.Mod, ast.Add)):
        return True
    if isinstance(node, ast.IfExp):
        return _formatted(node.body) or _formatted(node.orelse)
    return isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "format"


def _bindings(func: ast.AST) -> dict[str, list[ast.expr | None]]:
    """What each local name of ``func`` is bound to (``None`` for a parameter)."""
    out: dict[str, list[ast.expr | None]] = {}
    if isinstance(func, (ast.FunctionDef, ast.AsyncFunctionDef)):
        a = func.args
        for p in [*a.posonlyargs, *a.args, *a.kwonlyargs]:
            out.setdefault(p.arg, []).append(None)
    for node in ast.walk(func):
        if isinstance(node, ast.Assign):
            for t in node.targets:
                if isinstance(t, ast.Name):
                    out.setdefault(t.id, []).append(node.value)
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            out.setdefault(node.target.id, []).append(node.value)
    return out


def _a_key(node: ast.expr, scope: dict[str, list[ast.expr | None]]) -> bool:
    """``node`` is a catalogue key: literal text, the key of another error or phrase (``e.msgid``), a key looked up
    in a table, a choice between keys, a parameter, or a name bound only to such keys (``why = N_("...")``)."""
    if isinstance(node, ast.Constant):
        return isinstance(node.value, str)
    if isinstance(node, ast.Attribute):
        return node.attr == "msgid"
    if isinstance(node, ast.Subscript):
        return True
    if isinstance(node, ast.Call):
        return _name(node.func) == "N_"
    if isinstance(node, ast.IfExp):
        return _a_key(node.body, scope) and _a_key(node.orelse, scope)
    if isinstance(node, ast.Name):
        values = scope.get(node.id)
        return bool(values) and all(v is None or _a_key(v, {}) for v in values)
    return False


def _message_sites() -> Iterator[tuple[str, ast.Call, ast.expr, dict[str, list[ast.expr | None]]]]:
    for path in sorted(PACKAGE.rglob("*.py")):
        tree = parsed(path)
        module = {
            n.targets[0].id: [n.value]
            for n in tree.body
            if isinstance(n, ast.Assign) and len(n.targets) == 1 and isinstance(n.targets[0], ast.Name)
        }
        scopes: list[tuple[ast.AST, dict[str, list[ast.expr | None]]]] = [(tree, module)]
        scopes += [
            (f, {**module, **_bindings(f)})
            for f in nodes(path)
            if isinstance(f, (ast.FunctionDef, ast.AsyncFunctionDef))
        ]
        seen: set[int] = set()
        for func, scope in reversed(scopes):  # innermost function first
            for node in ast.walk(func):
                if not isinstance(node, ast.Call) or id(node) in seen:
                    continue
                name = _name(node.func)
                index = 1 if name in ERRORS else 0 if name in CATALOGUE_CALLS else None
                if index is not None and len(node.args) > index:
                    seen.add(id(node))
                    yield f"{path.relative_to(PACKAGE)}:{node.lineno}", node, node.args[index], scope


def test_every_message_is_a_catalogue_template() -> None:
    """No raise site formats its message in place (an f-string, ``%``, ``.format``, ``+``); the message is a
    catalogue key and the values are parameters, so the catalogue can say it in the reader's language."""
    sites = list(_message_sites())
    assert len(sites) > 300, "the walk found the raise sites"
    bad = [
        f"{where}: {ast.unparse(call)[:100]}"
        for where, call, msg, scope in sites
        if _formatted(msg) or not _a_key(msg, scope)
    ]
    assert not bad, "\n".join(bad)


PROGRAM_ERRORS = {
    "ValueError",
    "TypeError",
    "KeyError",
    "IndexError",
    "AssertionError",
    "RuntimeError",
    "NotImplementedError",
    "ArgumentTypeError",
    "LessonFormatError",
}
"""Errors in the use of a function by a program (an unknown bot name, a negative width) or of a lesson file by its
author (``LessonFormatError``, a ValueError): English for programmers and authors, never a refusal of the rules,
which is always one of :data:`ERRORS`."""


def test_no_raise_passes_a_formatted_sentence() -> None:
    """Nor is a sentence formatted in place handed to a helper that builds the error (``raise _fail(f"...")``): the
    only f-strings in a raise statement are the positions in a record (``f"plays[{i}]"``, no blank)."""
    bad = []
    for path in sorted(PACKAGE.rglob("*.py")):
        for node in nodes(path):
            if (
                isinstance(node, ast.Raise)
                and node.exc is not None
                and not (isinstance(node.exc, ast.Call) and _name(node.exc.func) in PROGRAM_ERRORS)
            ):
                for sub in ast.walk(node.exc):
                    if isinstance(sub, ast.JoinedStr) and any(
                        isinstance(v, ast.Constant) and " " in str(v.value) for v in sub.values
                    ):
                        bad.append(f"{path.relative_to(PACKAGE)}:{node.lineno}: {ast.unparse(sub)[:80]}")
    assert not bad, "\n".join(bad)
