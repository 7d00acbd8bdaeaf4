"""Griffe extension (gallery helper, API reference): make the engine's docstrings read well as Markdown.

The engine's docstrings carry bare ``>>>`` examples (they run as doctests). Markdown would read ``>>>``
as nested block quotes, so before mkdocstrings renders a docstring, each run of doctest lines (from a
``>>>`` line to the next blank line) is wrapped in a ```` ```pycon ```` fence. Sphinx roles such as
``:class:`~troggu_core.games.troggu.scoring.Result``` become inline code (``Result``). Lines inside a fence are left
alone. Listed in mkdocs.yml under the python handler's ``extensions``.
"""

from __future__ import annotations

import re
from typing import Any

import griffe

_ROLE = re.compile(r":(?:py:)?[a-z]+:`(~?)([^`]+)`")


def _role(m: re.Match[str]) -> str:
    target = m.group(2)
    return f"`{target.rsplit('.', 1)[-1]}`" if m.group(1) else f"`{target}`"


def fence_doctests(text: str) -> str:
    """Wrap each doctest block of ``text`` in a ``pycon`` fence (tested in tests/site/test_examples.py)."""
    out: list[str] = []
    in_fence = in_doctest = False
    indent = ""
    for line in text.splitlines():
        stripped = line.lstrip()
        if in_doctest and not stripped:
            out.append(f"{indent}```")
            in_doctest = False
        elif not in_doctest and stripped.startswith("```"):
            in_fence = not in_fence
        elif not in_doctest and not in_fence and stripped.startswith(">>>"):
            indent = line[: len(line) - len(stripped)]
            out.append(f"{indent}```pycon")
            in_doctest = True
        elif not in_doctest and not in_fence:
            line = _ROLE.sub(_role, line)
        out.append(line)
    if in_doctest:
        out.append(f"{indent}```")
    return "\n".join(out)


class DoctestFences(griffe.Extension):
    """Fence the doctests of every docstring griffe loads."""

    def on_instance(self, *, node: Any, obj: griffe.Object, agent: Any, **kwargs: Any) -> None:
        if obj.docstring and (">>>" in obj.docstring.value or ":`" in obj.docstring.value):
            obj.docstring.value = fence_doctests(obj.docstring.value)
