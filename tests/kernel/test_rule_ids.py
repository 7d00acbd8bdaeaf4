"""Every rule id a game's code raises is in that game's rule table (read from the raise sites, as Pydantic
checks its error codes against its docs), so a refusal can always show the rule's text and its anchor."""

from __future__ import annotations

import ast
import importlib
from pathlib import Path

import pytest

from troggu_core.kernel.registry import GAME_MODULES, GAMES

ERRORS = {"IllegalActionError", "NotationError", "RecordError", "TrogguError"}


def raised_ids(package: str) -> dict[str, list[str]]:
    """``{rule id: ["file:line", ...]}`` for every error raised with a literal rule id in a game's package."""
    root = Path(importlib.import_module(package).__file__ or "").parent
    out: dict[str, list[str]] = {}
    for path in sorted(root.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ERRORS
                    and node.args and isinstance(node.args[0], ast.Constant)):
                out.setdefault(str(node.args[0].value), []).append(f"{path.name}:{node.lineno}")
    return out


@pytest.mark.parametrize("game_id", list(GAME_MODULES))
def test_every_raised_rule_id_is_in_the_games_table(game_id: str) -> None:
    raised = raised_ids(GAME_MODULES[game_id])
    assert len(raised) >= 10, "the walk found the raise sites"
    table = {r.id for r in GAMES[game_id].rules}
    missing = {rid: where for rid, where in raised.items() if rid not in table}
    assert not missing, missing
