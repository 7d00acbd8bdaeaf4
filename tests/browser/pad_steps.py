"""The steps of the score pad's and the house-rules composer's browser tests, written once (issue 38): the phone they
run on, a page opened on it, a widget started, an evening set up, a round entered, a file downloaded or imported,
and what the pad says and shows. Used by tests/browser/test_pad.py, test_house_rules_pad.py and test_house_rules.py.

The site's Content-Security-Policy forbids ``page.wait_for_function``'s string evaluation: :func:`wait_js` polls.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest
from troggu_static_server import wait_js

PAD = '.troggu-widget[data-widget="pad"]'
HOUSE = '.troggu-widget[data-widget="house"]'
PHONE = {"width": 390, "height": 844}
TIMEOUT_MS = 120_000
"""A page's default wait: the engine starts in the page (Pyodide) and the machine may be busy."""


@pytest.fixture()
def phone(new_context: Any) -> Any:
    """A phone (390×844, touch, downloads) whose browser has started the engine before (tests/browser/conftest.py:
    ``new_context``), with the bots' pace at "at once" (``instant_bots``): ``(context, guard)``."""
    from conftest import instant_bots

    ctx, guard = new_context(viewport=PHONE, is_mobile=True, has_touch=True, accept_downloads=True)
    instant_bots(ctx)
    return ctx, guard


def open_page(context: tuple[Any, Any], url: str, timeout_ms: int = TIMEOUT_MS) -> Any:
    """A new page of the ``(context, guard)`` pair, watched by its guard (page errors, CSP), at ``url``."""
    ctx, guard = context
    page = ctx.new_page()
    guard.watch(page)
    page.set_default_timeout(timeout_ms)
    page.goto(url)
    return page


def start(page: Any, widget: str = PAD, timeout_ms: int = 180_000) -> None:
    """Start a widget by keyboard (its start button focused, Enter) and wait until the engine answers it."""
    page.locator(widget + " .troggu-start").focus()
    page.keyboard.press("Enter")
    page.wait_for_selector(
        f'{widget}:is([data-troggu-state="ready"], [data-troggu-state="failed"])', timeout=timeout_ms
    )
    failed = page.locator(f'{widget}[data-troggu-state="failed"]')
    assert not failed.count(), f"the widget did not start: {failed.locator('.troggu-error').all_inner_texts()}"


def start_composer(page: Any, rules_id: str | None = None, timeout: float = 120.0) -> None:
    """Start the house-rules composer and wait for the id of its rules (``rules_id``: these rules, read from the
    page's link)."""
    start(page, HOUSE, int(timeout * 1000))
    if rules_id is None:
        page.locator(f"{HOUSE} .troggu-house-id code").wait_for()
    else:
        wait_js(page, "(id) => document.querySelector('.troggu-house-id code')?.textContent === id", rules_id, timeout)


# ---------------------------------------------------------------- the pad


def open_setup(page: Any, game_id: str, players: int) -> None:
    """The setup form of "Neuer Abend", the game and the number of players chosen (its rulesets the game's)."""
    from troggu_core.kernel.registry import game

    page.locator(f'{PAD} [data-action="new"]').click()
    page.wait_for_selector("#pad-name-0")
    page.select_option("#pad-game", game_id)
    wait_js(page, "rs => rs.includes(document.querySelector('#pad-ruleset').value)", list(game(game_id).rulesets))
    page.select_option("#pad-players", str(players))


def fill_names(page: Any, names: list[str]) -> None:
    """The players' names typed into the setup form, Enter in the last."""
    for i, n in enumerate(names):
        page.locator(f"#pad-name-{i}").fill(n)
    page.locator(f"#pad-name-{len(names) - 1}").press("Enter")


def new_evening(page: Any, game_id: str, names: list[str]) -> None:
    """A new evening of ``game_id`` (its default ruleset) for ``names``: its first round's form open."""
    open_setup(page, game_id, len(names))
    fill_names(page, names)
    page.wait_for_selector(".troggu-pad-round")


def press_radio(page: Any, rid: str) -> None:
    """A radio button chosen by keyboard (focused, Space)."""
    page.locator("#" + rid).focus()
    page.keyboard.press("Space")


RADIOS = ("type", "declarer", "match")
"""The round form's choices (radio buttons ``#pad-f-KEY-VALUE``); every other input is a number field."""


def fill_round(page: Any, inputs: dict[str, Any]) -> str:
    """The round form filled with ``inputs`` (the engine's pad inputs: ``type``, ``declarer``, ``match`` chosen,
    ``declarer_points``, ``party_points``... typed, ``points`` one per seat); the selector of the last field typed."""
    for key in RADIOS:
        if key in inputs:
            press_radio(page, f"pad-f-{key}-{inputs[key]}")
    last = ""
    for key, value in inputs.items():
        if key == "points":
            for seat, p in enumerate(value):
                last = f"#pad-f-points-{seat}"
                page.locator(last).fill(str(p))
        elif key not in RADIOS:
            last = f"#pad-f-{key}"
            page.locator(last).fill(str(value))
    return last


def enter_round(page: Any, inputs: dict[str, Any], click: bool = False, new_row: bool = True) -> None:
    """One round entered: the form filled, then Enter in its last field (or a click on "Runde eintragen"); with
    ``new_row``, wait until the evening lists one round more."""
    before = page.locator(".troggu-pad-roundrow").count()
    last = fill_round(page, inputs)
    if click:
        page.locator(f'{PAD} [data-action="enter"]').click()
    else:
        page.locator(last).press("Enter")
    if new_row:
        wait_js(page, "n => document.querySelectorAll('.troggu-pad-roundrow').length > n", before)


def totals(page: Any) -> list[int]:
    """The evening's totals as the pad shows them."""
    return [int(x) for x in page.locator(".troggu-pad-totals .troggu-pad-amount").all_inner_texts()]


def import_file(page: Any, path: Path) -> None:
    """A file given to the pad's "Abend öffnen" input."""
    page.locator('input[data-action="import"]').set_input_files(str(path))


def wait_note(page: Any, words: str) -> None:
    """Wait until the pad's note says ``words``."""
    wait_js(
        page,
        "w => document.querySelector('.troggu-pad-note') && document.querySelector('.troggu-pad-note').textContent.includes(w)",
        words,
    )


def alert_text(page: Any, words: str = "") -> str:
    """The text of the pad's alert in its note, once there is one that says ``words``.

    An alert from an earlier step may still stand when the next one is awaited (a storage
    event from another tab arrives when it arrives): waiting for the words waits for the state.
    """
    return str(
        wait_js(
            page,
            "w => { const a = document.querySelector('.troggu-pad-note [role=alert]');"
            " return a && a.textContent.includes(w) && a.textContent; }",
            words,
        )
    )


# ---------------------------------------------------------------- the page as a reader sees it


def download(page: Any, target: Any, path: Path | None = None) -> Any:
    """The download a click on ``target`` (a selector or a locator) starts, saved to ``path`` when given."""
    button = page.locator(target) if isinstance(target, str) else target
    with page.expect_download() as dl:
        button.click()
    if path is not None:
        dl.value.save_as(path)
    return dl.value


def no_overflow(page: Any, where: str) -> None:
    """The page does not scroll sideways on the phone."""
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= PHONE["width"], f"{where}: the page scrolls sideways ({width} px)"


def shot(page: Any, tmp_path: Path, name: str, **kw: Any) -> None:
    """A screenshot for a person to look at: in TROGGU_SHOTS when set, else beside the test's files."""
    folder = Path(os.environ.get("TROGGU_SHOTS") or tmp_path)
    folder.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(folder / name), **kw)
