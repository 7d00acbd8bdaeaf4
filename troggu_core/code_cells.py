"""Run code cells like a notebook: each cell's printed text, its last expression's rich display, or its traceback.

The site's editors (gallery examples, the notebooks' engine cells) send the cells up to the one the reader runs;
the page's runtime worker runs them here, in one fresh namespace, and draws what comes back. Nothing here knows a
game: a value shows itself through ``_repr_svg_``/``_repr_html_``, as in Jupyter.

>>> out = run_cells(["x = 6 * 7\\nprint('x is', x)", "x + 1"])
>>> out[0]["stdout"], out[1]["display"]["text/plain"]
('x is 42\\n', '43')
>>> bad = run_cells(["1 / 0", "print('never')"])
>>> len(bad), bad[0]["error"].splitlines()[-1]
(1, 'ZeroDivisionError: division by zero')
>>> 'File "<cell 1>", line 1' in bad[0]["error"]
True

With ``on_output`` the printed text is also handed on as it comes, per cell (the editors show it while the run
goes), in pieces at most :data:`STREAM_EVERY` seconds apart; the answers are the same:

>>> pieces = []
>>> run_cells(["print('a')", "print('b', end='')"], on_output=lambda n, text: pieces.append((n, text)))[1]["stdout"]
'b'
>>> "".join(t for n, t in pieces if n == 0), "".join(t for n, t in pieces if n == 1)
('a\\n', 'b')
"""

from __future__ import annotations

import ast
import contextlib
import io
import json
import linecache
import sys
import time
import traceback
from typing import Any, Callable

__all__ = ["run_cells", "run_cells_json", "display", "HTML", "install_display_shim"]

MAX_TEXT = 200_000
"""The most characters of printed text kept per cell (a loop that prints forever still answers)."""

STREAM_EVERY = 0.05
"""Seconds between two pieces of printed text handed on while a cell runs (a loop that prints is not one message
per line); the first piece goes at once, the rest when the cell ends."""


def display(value: Any) -> dict[str, str]:
    """The MIME bundle of a value, like Jupyter's display: plain text, and SVG or HTML when the value has them.

    >>> display([1, 2])
    {'text/plain': '[1, 2]'}
    """
    data: dict[str, str] = {"text/plain": repr(value)}
    for method, mime in (("_repr_svg_", "image/svg+xml"), ("_repr_html_", "text/html")):
        fn = getattr(value, method, None)
        if callable(fn):
            out = fn()
            if out:
                data[mime] = str(out)
    return data


class HTML:
    """HTML to show, like ``IPython.display.HTML`` (what the notebooks' tables return).

    >>> HTML("<b>hi</b>")._repr_html_()
    '<b>hi</b>'
    """

    def __init__(self, data: str) -> None:
        self.data = str(data)

    def _repr_html_(self) -> str:
        return self.data

    def __repr__(self) -> str:
        return f"<HTML {len(self.data)} characters>"


def install_display_shim() -> None:
    """Make ``from IPython.display import HTML`` work where IPython is absent (the page's Python), with :class:`HTML`.

    >>> install_display_shim()
    >>> from IPython.display import HTML as H
    >>> H("<i>x</i>")._repr_html_()
    '<i>x</i>'
    """
    try:
        import IPython.display  # noqa: F401
    except ImportError:
        import types

        package, module = types.ModuleType("IPython"), types.ModuleType("IPython.display")
        module.HTML = HTML  # type: ignore[attr-defined]
        package.display = module  # type: ignore[attr-defined]
        sys.modules.setdefault("IPython", package)
        sys.modules.setdefault("IPython.display", module)


class _Capped(io.StringIO):
    """A text buffer that keeps at most :data:`MAX_TEXT` characters."""

    def write(self, s: str) -> int:
        room = MAX_TEXT - self.tell()
        if room > 0:
            super().write(s[:room])
        return len(s)


class _Streamed(_Capped):
    """A capped buffer that also hands what it keeps to ``on_output(cell, text)``, in pieces (:data:`STREAM_EVERY`)."""

    def __init__(self, cell: int, on_output: Callable[[int, str], Any]) -> None:
        super().__init__()
        self._cell, self._on_output, self._sent, self._last = cell, on_output, 0, float("-inf")

    def write(self, s: str) -> int:
        n = super().write(s)
        if time.monotonic() - self._last >= STREAM_EVERY:
            self.send()
        return n

    def send(self) -> None:
        """Hand on the text kept since the last piece (if any)."""
        text = self.getvalue()[self._sent :]
        self._last = time.monotonic()
        if text:
            self._sent += len(text)
            self._on_output(self._cell, text)


def _filename(n: int) -> str:
    return f"<cell {n + 1}>"


def run_cells(
    sources: list[str], setup: str = "", on_output: Callable[[int, str], Any] | None = None
) -> list[dict[str, Any]]:
    """Run ``sources`` in order in one fresh namespace; one answer per cell run, up to the first that fails.

    An answer is ``{"stdout": text, "display": MIME bundle or None, "error": traceback text or None}``. ``setup``
    runs first, silently (e.g. the language of the card pictures). A failing cell ends the run; its traceback
    names the cell and line, not this module. ``on_output(cell_index, text)``, if given, receives each cell's
    printed text as it comes (what the answer's ``stdout`` holds, in pieces).
    """
    ns: dict[str, Any] = {"__name__": "__main__"}
    if setup:
        exec(compile(setup, "<setup>", "exec"), ns)
    answers: list[dict[str, Any]] = []
    for n, source in enumerate(sources):
        name = _filename(n)
        linecache.cache[name] = (len(source), None, source.splitlines(True), name)
        buf = _Streamed(n, on_output) if on_output is not None else _Capped()
        answer: dict[str, Any] = {"stdout": "", "display": None, "error": None}
        try:
            with contextlib.redirect_stdout(buf), contextlib.redirect_stderr(buf):
                tree = ast.parse(source, name)
                tail = tree.body[-1] if tree.body else None
                last = None
                if isinstance(tail, ast.Expr):
                    tree.body.pop()
                    last = ast.Expression(tail.value)
                exec(compile(tree, name, "exec"), ns)
                value = eval(compile(last, name, "eval"), ns) if last is not None else None
                if value is not None:
                    answer["display"] = display(value)
        except BaseException as e:  # noqa: BLE001 - the reader's code: every failure is shown, KeyboardInterrupt too
            tb = e.__traceback__
            while tb is not None and not tb.tb_frame.f_code.co_filename.startswith("<"):
                tb = tb.tb_next  # this module's frames are not the reader's
            answer["error"] = "".join(traceback.format_exception(type(e), e, tb))
        if isinstance(buf, _Streamed):
            buf.send()
        answer["stdout"] = buf.getvalue()
        answers.append(answer)
        if answer["error"] is not None:
            break
    sys.stdout.flush()
    return answers


def run_cells_json(request: str, on_output: Callable[[int, str], Any] | None = None) -> str:
    """:func:`run_cells` with JSON in (``{"cells": [...], "setup": "..."}``) and JSON out (the runtime worker's, which
    passes ``on_output`` to post the printed text to the page as it comes).

    >>> json.loads(run_cells_json('{"cells": ["print(1)"]}'))[0]["stdout"]
    '1\\n'
    """
    req = json.loads(request)
    return json.dumps(run_cells([str(c) for c in req.get("cells", [])], str(req.get("setup", "")), on_output))
