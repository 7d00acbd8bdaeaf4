"""The engine's code as syntax trees, parsed once per test process (issue 37): several test files find raise sites,
message templates, fields and names in the code, and each parse of the whole package costs about 0.4 s of CPU and
each walk of it 0.1 s; a worker that runs several of them now parses and walks each file once.

The trees are shared: read them, never change them.
"""

from __future__ import annotations

import ast
from functools import lru_cache
from pathlib import Path

ENGINE = Path(__file__).resolve().parents[1] / "troggu_core"
"""The engine's package folder."""


def engine_files() -> list[Path]:
    """Every module of the engine, sorted."""
    return sorted(ENGINE.rglob("*.py"))


def tree(path: Path) -> ast.Module:
    """The syntax tree of ``path`` (parsed once per process)."""
    return _tree(path.resolve())


def nodes(path: Path) -> tuple[ast.AST, ...]:
    """Every node of ``path``'s tree in :func:`ast.walk`'s order (walked once per process)."""
    return _nodes(path.resolve())


@lru_cache(maxsize=None)
def _tree(path: Path) -> ast.Module:
    return ast.parse(path.read_text(encoding="utf-8"))


@lru_cache(maxsize=None)
def _nodes(path: Path) -> tuple[ast.AST, ...]:
    return tuple(ast.walk(_tree(path)))
