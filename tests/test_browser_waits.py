"""The browser tests' waits run under the site's CSP: ``page.wait_for_function`` polls an *expression* string with
``eval``, which the pages' ``script-src`` refuses, so such a wait passes when its first look already finds the state
and fails when it has to poll (a fresh clone's run failed so once, in test_hints). Every wait there is a function."""

from __future__ import annotations

import re
from pathlib import Path

TESTS = Path(__file__).resolve().parent
WAIT = re.compile(r"wait_for_function\(\s*f?(?:\"\"\"|'\'\'|\"|')(?P<head>[^\"']{0,40})")
FUNCTION = re.compile(r"\s*(?:\([^)]*\)|\w+)\s*=>|\s*(?:async\s+)?function\b")


def test_every_wait_for_function_is_given_a_function() -> None:
    expressions = [
        f"{path.relative_to(TESTS)}:{text[: m.start()].count(chr(10)) + 1}: {m['head']!r}"
        for path in sorted(TESTS.rglob("*.py"))
        for text in [path.read_text(encoding="utf-8")]
        for m in WAIT.finditer(text)
        if not FUNCTION.match(m["head"])
    ]
    found = sum(len(WAIT.findall(p.read_text(encoding="utf-8"))) for p in TESTS.rglob("*.py"))
    assert found >= 5, found  # the pattern still finds the waits
    assert not expressions, expressions
