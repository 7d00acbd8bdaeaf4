"""troggu_core.code_cells (what the page's editors run) and docs_hooks.notebooks.page_cells (which notebook cells the page
can run): one namespace per run, a failing cell ends it with a traceback naming the reader's cell, rich displays
as in Jupyter; the stored notebooks' engine cells run here exactly as the page runs them."""

from __future__ import annotations

import ast
import json
import types
from pathlib import Path

import pytest

from troggu_core.code_cells import MAX_TEXT, run_cells, run_cells_json

ROOT = Path(__file__).resolve().parent.parent


def test_cells_share_one_namespace_and_each_run_starts_afresh() -> None:
    first = run_cells(["n = 2", "n * 21"])
    assert first[1]["display"] == {"text/plain": "42"} and all(a["error"] is None for a in first)
    again = run_cells(["n"])
    assert again[0]["error"] is not None and again[0]["error"].endswith("NameError: name 'n' is not defined\n")


def test_a_failing_cell_ends_the_run_and_names_the_readers_line() -> None:
    out = run_cells(["print('before')", "x = 1\nraise KeyError('k')", "print('never')"])
    assert [a["stdout"] for a in out] == ["before\n", ""]
    assert 'File "<cell 2>", line 2, in <module>' in out[1]["error"]
    assert "cells.py" not in out[1]["error"], "the runner's own frames are not shown"


def test_an_interrupt_and_a_system_exit_are_shown_not_raised() -> None:
    assert run_cells(["raise KeyboardInterrupt"])[0]["error"].strip().endswith("KeyboardInterrupt")
    assert run_cells(["import sys; sys.exit(3)"])[0]["error"].strip().endswith("SystemExit: 3")


def test_rich_displays_and_setup() -> None:
    out = run_cells(
        ["class Pic:\n    def _repr_svg_(self):\n        return '<svg><title>t</title></svg>'\nPic()", "None"],
        setup="import os",
    )
    assert out[0]["display"]["image/svg+xml"] == "<svg><title>t</title></svg>"
    assert out[1]["display"] is None
    cards = run_cells(
        [
            "from troggu_core.games.troggu.svg import CardRow\nimport troggu_core as tg\nCardRow(tg.deal('visp', 4, 1).tapp)"
        ],
        setup="from troggu_core.games.troggu.svg import CardRow; CardRow.lang = 'en'",
    )
    assert "Cards: " in cards[0]["display"]["image/svg+xml"]


def test_printed_text_is_capped() -> None:
    out = run_cells(["print('x' * 10, end='')\nfor _ in range(50_000): print('0123456789')"])
    assert len(out[0]["stdout"]) == MAX_TEXT


def test_json_in_and_out() -> None:
    assert json.loads(run_cells_json(json.dumps({"cells": ["print(7)"], "setup": ""}))) == [
        {"stdout": "7\n", "display": None, "error": None}
    ]


NOTEBOOKS = sorted((ROOT / "docs" / "numbers").glob("*.ipynb"))


@pytest.mark.parametrize("path", NOTEBOOKS[:2], ids=lambda p: p.name)
def test_a_notebooks_engine_cells_run_as_the_page_runs_them(path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The evening notebook (both languages): the page's version of every cell it can run, with the page's setup."""
    pytest.importorskip("mkdocs")
    from docs_hooks.notebooks import PAGE_SETUP, page_cells

    nb = json.loads(path.read_text(encoding="utf-8"))
    sources = ["".join(c["source"]) for c in nb["cells"] if c["cell_type"] == "code"]
    page = page_cells(sources)
    assert any(p is None for p in page) or any(p != s for p, s in zip(page, sources)), "some cell needs matplotlib"
    runnable = [p for p in page if p is not None]
    for code in runnable:
        ast.parse(code)
        assert "matplotlib" not in code and "plt." not in code and "%config" not in code
    monkeypatch.setenv("TROGGU_NB_GAMES", "")  # the page's setup sets it (and the test leaves it as it was)
    out = run_cells(runnable, setup=PAGE_SETUP)
    assert [a["error"] for a in out] == [None] * len(runnable)


def test_printed_text_is_handed_on_as_it_comes(monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 35: the editors stream ``print``: a piece reaches ``on_output`` while its cell still runs (on the clock
    of the cell's own work), the pieces of a cell add up to its answer's stdout, and a failing cell's text before
    the error is handed on too."""
    import builtins

    import troggu_core.code_cells as cells

    clock = [0.0]
    monkeypatch.setattr(cells, "time", types.SimpleNamespace(monotonic=lambda: clock[0]))

    def work() -> None:  # the cell's own work takes a second
        clock[0] += 1.0

    monkeypatch.setattr(builtins, "work", work, raising=False)
    seen: list[tuple[int, str, float]] = []
    out = run_cells(
        ["print('one'); work(); print('two'); work(); print('three')", "print('x'); 1 / 0", "print('never')"],
        on_output=lambda n, text: seen.append((n, text, clock[0])),
    )
    assert [a["stdout"] for a in out] == ["one\ntwo\nthree\n", "x\n"] and out[1]["error"]
    for n in (0, 1):
        assert "".join(t for m, t, _ in seen if m == n) == out[n]["stdout"]
    first = [(t, at) for m, t, at in seen if m == 0]
    assert len(first) >= 3, "one piece per second of work, not one at the end"
    assert first[0] == ("one", 0.0), "the first print is handed on before the cell's work"
    assert next(at for t, at in first if "two" in t) == 1.0
    assert not any(m == 2 for m, _, _ in seen)
    # printing in a tight loop is not one piece per line
    many: list[str] = []
    run_cells(["for i in range(1000): print(i)"], on_output=lambda n, text: many.append(text))
    assert len(many) < 100 and "".join(many) == "".join(f"{i}\n" for i in range(1000))
    assert run_cells_json('{"cells": ["print(5)"]}', lambda n, text: many.append(text)) == run_cells_json(
        '{"cells": ["print(5)"]}'
    )
