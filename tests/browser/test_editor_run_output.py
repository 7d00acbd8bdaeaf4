"""Issue 35, the examples' editor (docs_hooks/editor/troggu-editor.mjs): Run clears the output of the blocks it
runs, so nothing of an earlier run (another block's SyntaxError, a printed text) stays on screen while the new run
goes; Stop says in the block's output that it stopped, instead of leaving the earlier output there."""

from __future__ import annotations

from typing import Any

from test_editor import CELL, PAGE, _type, _wait


def _shown(cell: Any) -> str:
    """What the reader sees in the cell's output (empty when it is hidden)."""
    out = cell.locator(".troggu-editor-out")
    return str(out.inner_text()) if out.count() and out.is_visible() else ""


def test_run_clears_earlier_output_and_stop_says_it_stopped(context: Any, site: Any) -> None:
    ctx, guard = context
    page = ctx.new_page()
    guard.watch(page)
    page.set_default_timeout(150_000)
    page.goto(site.url + PAGE)
    page.wait_for_selector(f"{CELL} .cm-editor")
    page.evaluate("() => localStorage.clear()")
    cells = page.locator(CELL)
    first, second = cells.nth(0), cells.nth(1)

    # block 1 broken: Run on block 2 shows block 1's SyntaxError and says so in block 2
    _type(page, first, "print('vorher'")
    second.locator(".troggu-editor-run").click()
    assert _wait(page, second).startswith("Error in block 1")
    assert "SyntaxError" in _shown(first) and _shown(second)

    # block 1 loops for ever: while it runs, nothing of the earlier run is shown in blocks 1 and 2
    _type(page, first, "print('läuft')\nwhile True:\n    pass")
    second.locator(".troggu-editor-run").click()
    second.locator(".troggu-editor-stop").wait_for(state="visible")
    assert "SyntaxError" not in _shown(first) and _shown(second) == ""
    # Stop: the block says that it stopped, the earlier output does not come back
    second.locator(".troggu-editor-stop").click()
    assert _wait(page, second).startswith("Stopped")
    assert _shown(second).startswith("Stopped")
    assert "SyntaxError" not in _shown(first)
    page.close()
    guard.check()


def test_print_output_streams_while_the_block_runs(context: Any, site: Any) -> None:
    """Issue 35: what a block prints shows under it while the run goes (troggu_core.code_cells' on_output, posted by the
    runtime worker), not only at the end; after Stop the printed lines stay above the note that it stopped."""
    ctx, guard = context
    page = ctx.new_page()
    guard.watch(page)
    page.set_default_timeout(150_000)
    page.goto(site.url + PAGE)
    page.wait_for_selector(f"{CELL} .cm-editor")
    page.evaluate("() => localStorage.clear()")
    first = page.locator(CELL).nth(0)
    # one line now, the next after a second of work, then a loop that never ends
    _type(
        page,
        first,
        "import time\nprint('erste Zeile')\nt = time.time()\nwhile time.time() - t < 1:\n    pass\n"
        "print('zweite Zeile')\nwhile True:\n    pass",
    )
    first.locator(".troggu-editor-run").click()
    stop = first.locator(".troggu-editor-stop")
    stop.wait_for(state="visible")
    page.wait_for_function(
        """(sel) => { const o = document.querySelector(sel + " .troggu-editor-out");
                      return o && !o.hidden && o.innerText.includes("zweite Zeile"); }""",
        arg=f"{CELL}[data-cell='0']",
    )
    assert stop.is_visible(), "the lines are shown while the block still runs"
    assert _shown(first).splitlines()[:2] == ["erste Zeile", "zweite Zeile"]
    stop.click()
    assert _wait(page, first).startswith("Stopped")
    lines = _shown(first).splitlines()
    assert lines[:2] == ["erste Zeile", "zweite Zeile"] and lines[-1].startswith("Stopped")
    # a block that ends: its streamed text gives way to the answer, once
    _type(page, first, "for i in range(3):\n    print('Zeile', i)")
    first.locator(".troggu-editor-run").click()
    assert _wait(page, first).startswith("Done")
    assert _shown(first).splitlines() == ["Zeile 0", "Zeile 1", "Zeile 2"]
    page.close()
    guard.check()
