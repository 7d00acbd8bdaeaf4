"""No test in tests/ that cannot fail: every test file is read (its syntax tree), and none holds an assertion that is
always true (``assert True``, ``assert x or True``, ``assert <a non-empty constant>``) or a test whose body does
nothing (only ``pass``, ``...`` or a docstring)."""

from __future__ import annotations

import ast
from pathlib import Path

TESTS = Path(__file__).resolve().parent


def _always_true(node: ast.expr) -> bool:
    """An expression whose truth does not depend on anything the test runs."""
    if isinstance(node, ast.Constant):
        return bool(node.value)
    if isinstance(node, ast.BoolOp) and isinstance(node.op, ast.Or):
        return any(_always_true(v) for v in node.values)
    if isinstance(node, ast.BoolOp) and isinstance(node.op, ast.And):
        return all(_always_true(v) for v in node.values)
    if isinstance(node, (ast.Tuple, ast.List, ast.Set, ast.Dict)):
        return bool(getattr(node, "elts", None) or getattr(node, "keys", None))
    return False


def _does_nothing(body: list[ast.stmt]) -> bool:
    """A body of only ``pass``, ``...`` and strings."""
    return all(isinstance(s, ast.Pass) or (isinstance(s, ast.Expr) and isinstance(s.value, ast.Constant)) for s in body)


def problems_in(source: str, name: str) -> list[str]:
    """Every assertion that cannot fail and every test that does nothing in ``source``."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Assert) and _always_true(node.test):
            found.append(f"{name}:{node.lineno}: an assertion that cannot fail")
        if (
            isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef))
            and node.name.startswith("test")
            and _does_nothing(node.body)
        ):
            found.append(f"{name}:{node.lineno}: {node.name} does nothing")
    return found


def test_no_test_file_holds_an_assertion_that_cannot_fail() -> None:
    files = sorted(TESTS.rglob("*.py"))
    assert len(files) > 50
    problems = [p for f in files for p in problems_in(f.read_text(encoding="utf-8"), str(f.relative_to(TESTS)))]
    assert not problems, "\n".join(problems)


def test_the_audit_finds_each_kind() -> None:
    source = '''
def test_a():
    assert True

def test_b(x):
    assert x == 1 or True

def test_c():
    pass

def test_d():
    """Docstring only."""
    ...

def test_e(x):
    assert x or (1, 2)

def test_fine(x):
    assert x == 1 or x == 2
    assert not x
'''
    assert sorted(problems_in(source, "t.py")) == [
        "t.py:11: test_d does nothing",
        "t.py:16: an assertion that cannot fail",
        "t.py:3: an assertion that cannot fail",
        "t.py:6: an assertion that cannot fail",
        "t.py:8: test_c does nothing",
    ]
