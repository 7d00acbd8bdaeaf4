"""The code editors of the gallery (docs_hooks/editor/troggu-editor.mjs): an edited example prints the edited result,
Reset restores the original, Stop ends a loop that never ends and the page stays usable, edits survive a reload,
a phone screen has no horizontal overflow, and axe finds nothing serious. One page load serves most checks."""

from __future__ import annotations

import re
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from test_i18n_a11y import assert_axe_clean

from docs_hooks.notebooks import PAGE_GAMES

ROOT = Path(__file__).resolve().parent.parent.parent
PAGE = "en/examples/deal-a-hand/"
CELL = '.troggu-cell[data-widget="editor"]'


def _wait(page: Any, cell: Any, seconds: float = 150) -> str:
    """The cell's status once its run has ended (Run enabled again)."""
    run = cell.locator(".troggu-editor-run")
    deadline = time.time() + seconds
    while time.time() < deadline:
        status = cell.locator(".troggu-editor-status").inner_text()
        if run.is_enabled() and status and "…" not in status:
            return str(status)
        page.wait_for_timeout(200)
    raise AssertionError(f"no answer within {seconds} s")


def _type(page: Any, cell: Any, text: str) -> None:
    """Replace the cell's code by ``text``, typed as a reader would (select all, then type)."""
    cell.locator(".cm-content").click()
    page.keyboard.press("Control+A")
    page.keyboard.insert_text(text)


def test_edit_run_reset_stop_reload(context: Any, site: Any) -> None:
    ctx, guard = context
    page = ctx.new_page()
    guard.watch(page)
    page.set_default_timeout(150_000)  # a bound on waits for the page's states (a loaded machine is slow), not a pace
    page.goto(site.url + PAGE)
    cells = page.locator(CELL)
    page.wait_for_selector(f"{CELL} .cm-editor")
    first, last = cells.nth(0), cells.nth(cells.count() - 1)
    page.evaluate("() => localStorage.clear()")

    # Run on the last cell runs the example unchanged: each cell's printed text is the script's, in order
    last.locator(".troggu-editor-run").click()
    assert _wait(page, last).startswith("Done")
    printed = "\n".join(page.locator(".troggu-editor-out .troggu-editor-stdout").all_text_contents())
    want = subprocess.run(
        [sys.executable, str(ROOT / "examples" / "01_deal_a_hand.py")], capture_output=True, text=True, check=True
    ).stdout.rstrip("\n")
    assert printed == want
    hand = cells.nth(1).locator(".troggu-editor-out img.troggu-gallery-figure")
    assert hand.count() == 1 and (hand.get_attribute("alt") or "").startswith("Cards: "), "a CardRow draws as cards"

    # an edit prints the edited result: another seed, another hand, exactly what Python prints for the edited code
    original = first.locator(".cm-content").inner_text()
    edited = original.replace("seed=2026", "seed=7") + '\nprint("hand:", " ".join(c.code for c in deal.hands[1]))'
    assert edited != original + edited[len(original) :], "the example deals with seed 2026"
    _type(page, first, edited)
    first.locator(".troggu-editor-run").click()
    assert _wait(page, first).startswith("Done")
    want = subprocess.run([sys.executable, "-c", edited], capture_output=True, text=True, check=True, cwd=ROOT).stdout
    assert first.locator(".troggu-editor-out .troggu-editor-stdout").inner_text().strip() == want.strip()
    assert "hand: " in want

    # an error shows its traceback, naming the cell and line
    _type(page, cells.nth(1), "hand = CardRow(deal.hands[1])\nhand[99]")
    cells.nth(1).locator(".troggu-editor-run").click()
    assert _wait(page, cells.nth(1)).startswith("Error in block 2")
    err = cells.nth(1).locator(".troggu-editor-error").inner_text()
    assert 'File "<cell 2>", line 2' in err and err.strip().endswith("IndexError: tuple index out of range")

    # the edits survive a reload; Reset restores the original
    page.reload()
    page.wait_for_selector(f"{CELL} .cm-editor")
    assert 'print("hand:"' in first.locator(".cm-content").inner_text()
    assert "hand[99]" in cells.nth(1).locator(".cm-content").inner_text()
    cells.nth(1).locator(".troggu-editor-reset").click()
    assert "hand[99]" not in cells.nth(1).locator(".cm-content").inner_text()
    assert page.evaluate("() => Object.keys(localStorage).filter((k) => k.startsWith('troggu-editor:')).length") == 1
    first.locator(".troggu-editor-reset").click()
    assert first.locator(".cm-content").inner_text() == original

    # a loop that never ends: Stop ends it, the navigation still answers, and Run works again
    _type(page, first, "while True:\n    pass")
    first.locator(".troggu-editor-run").click()
    stop = first.locator(".troggu-editor-stop")
    stop.wait_for(state="visible")
    # the page itself answers while Python loops in its worker: a click into the header's search field takes the
    # focus while the cell is still running
    page.locator(".md-search__input").click()
    assert page.evaluate("() => document.activeElement.matches('.md-search__input')")
    assert "troggu-cell--running" in (first.get_attribute("class") or ""), "the loop ended by itself"
    # Escape closes the search once the theme has opened it for the focused field (its toggle checked: before that,
    # a loaded machine's Escape met the theme's page mode and the search's overlay stayed over the Stop button)
    page.wait_for_function("() => document.getElementById('__search').checked")
    page.keyboard.press("Escape")
    page.wait_for_function("() => !document.getElementById('__search').checked")
    stop.click()
    assert _wait(page, first).startswith("Stopped")
    first.locator(".troggu-editor-reset").click()
    first.locator(".troggu-editor-run").click()
    assert _wait(page, first).startswith("Done")
    assert "layout: Tapp 10" in first.locator(".troggu-editor-out").inner_text()

    # keyboard: Escape, then Tab leaves the editor (Tab alone indents)
    first.locator(".cm-content").click()
    page.keyboard.press("Escape")
    page.keyboard.press("Tab")
    assert page.evaluate("() => !document.activeElement.closest('.cm-editor')")

    assert_axe_clean(page, PAGE)
    page.screenshot(path=str(Path(site.root).parent / "editor-desktop.png"), full_page=False)

    # the navigation answers after all this: a click in the sidebar reaches the next example
    page.locator('label.md-header__button[for="__drawer"]').click()
    page.locator(".md-nav--primary").get_by_role("link", name="Read a game record and replay it").click()
    page.wait_for_url(re.compile(r".*/en/examples/read-and-replay-a-record/$"))
    page.close()
    guard.check()


def test_phone_no_overflow(new_context: Any, site: Any) -> None:
    phone, guard = new_context(viewport={"width": 390, "height": 844})
    page = phone.new_page()
    guard.watch(page)
    page.goto(site.url + "examples/deal-a-hand/")
    page.wait_for_selector(f"{CELL} .cm-editor")
    width = page.evaluate("() => document.documentElement.scrollWidth")
    assert width <= 390, f"the page is {width} px wide on a 390 px screen"
    page.locator(CELL).nth(0).scroll_into_view_if_needed()
    page.screenshot(path=str(Path(site.root).parent / "editor-phone.png"))
    assert page.locator(f"{CELL} .troggu-editor-run").first.inner_text() == "Ausführen"

    # a notebook: the cells that need only the engine are editors, a plot's cell is marked as Jupyter's alone, and
    # the first cell runs in the page without its plotting lines (the page's TROGGU_NB_GAMES)
    page.goto(site.url + "numbers/evening/")
    page.wait_for_selector(f"{CELL} .cm-editor")
    assert page.locator(CELL).count() == 4
    only = page.locator('.jp-CodeCell[data-run="no"]')
    assert only.count() == 1 and "plt." in only.inner_text() and "Läuft nur in Jupyter" in only.inner_text()
    setup = page.locator(CELL).first
    assert "matplotlib" not in setup.locator(".cm-content").inner_text()
    setup.locator(".troggu-editor-run").click()
    assert _wait(page, setup).startswith("Fertig")
    assert setup.locator(".troggu-editor-stdout").inner_text().endswith(f"{PAGE_GAMES} Runden je Dorf")
    assert page.evaluate("() => document.documentElement.scrollWidth") <= 390
    page.screenshot(path=str(Path(site.root).parent / "editor-notebook-phone.png"))
