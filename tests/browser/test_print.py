"""Issue 35, printed pages: every page printed carries the version, the build date, its address and the print date
(the head line the build writes, overrides/main.html, and docs/javascripts/troggu-print.js) and the licences (the
foot line); no copy button or other button prints. Checked with chromium's print media and its PDF output."""

from __future__ import annotations

import datetime
import os
import re
from pathlib import Path
from typing import Any

import pytest

import troggu_core as tg

VISIBLE_BUTTONS = """() => [...document.querySelectorAll('article button, article .md-button, .md-code__nav, .md-clipboard')]
    .filter(b => { const r = b.getBoundingClientRect(); return r.width > 0 && r.height > 0
        && getComputedStyle(b).visibility !== 'hidden'; }).length"""


@pytest.fixture()
def desk(new_context: Any) -> Any:
    ctx, guard = new_context(warm_start=False, viewport={"width": 1280, "height": 900})
    page = ctx.new_page()
    guard.watch(page)
    return page


@pytest.mark.parametrize(
    ("prefix", "built_on", "printed_on"), [("", "erstellt am", "gedruckt am"), ("en/", "built on", "printed on")]
)
def test_a_printed_page_carries_version_address_and_dates_and_no_buttons(
    desk: Any, site: Any, tmp_path: Path, prefix: str, built_on: str, printed_on: str
) -> None:
    page = desk
    page.goto(site.url + prefix + "cite/")
    page.wait_for_selector(".troggu-print-date:not([hidden])", state="attached")
    # on screen: the copy buttons are there, the print lines are not
    assert page.evaluate(VISIBLE_BUTTONS) > 0
    assert not page.locator(".troggu-print-head").is_visible()
    shown = re.search(
        r"(?:erstellt am|built on) (\d{4}-\d\d-\d\d)", page.locator(".troggu-footer-version").inner_text()
    )
    assert shown is not None
    page.emulate_media(media="print")
    head = page.locator(".troggu-print-head")
    assert head.is_visible()
    today = datetime.date.fromisoformat(page.locator(".troggu-print-date time").inner_text())
    assert abs((today - datetime.date.today()).days) <= 1  # the reader's local date
    text = head.inner_text()
    address = site.url + prefix + "cite/"
    assert (
        text == f"Troggu {tg.__version__} · {built_on} {shown.group(1)} · {address} · {printed_on} {today.isoformat()}"
    )
    foot = page.locator(".troggu-print-foot")
    assert foot.is_visible() and foot.inner_text() == f"Text CC BY-SA 4.0 · Code MIT · {address}"
    assert page.evaluate(VISIBLE_BUTTONS) == 0, "a button or a copy icon prints"
    folder = Path(os.environ.get("TROGGU_SHOTS") or tmp_path)
    folder.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(folder / f"print-cite-{prefix.strip('/') or 'de'}.png"), full_page=True)
    pdf = page.pdf(format="A4")  # chromium's own print of the page
    assert pdf.startswith(b"%PDF") and len(pdf) > 10_000
    page.emulate_media(media="screen")


def test_the_print_date_follows_instant_navigation(desk: Any, site: Any) -> None:
    """Material swaps pages without loading the scripts again: the next page's print head gets its date too."""
    page = desk
    page.goto(site.url + "cite/")
    page.wait_for_selector(".troggu-print-date:not([hidden])", state="attached")
    page.evaluate("() => { window.__same = true; }")
    page.locator('.md-content a[href$="sources/"]').first.click()
    for _ in range(300):  # Material's instant navigation: a history step, no load event
        if page.url.startswith(site.url + "sources/"):
            break
        page.wait_for_timeout(100)
    assert page.url.startswith(site.url + "sources/")  # (navigation.tracking may add a section's anchor)
    # the address changes before Material swaps the new page's content in, and until then the old page's print head is
    # still attached (a fresh clone run beside a second copy read "…/cite/" here): wait for the new page's head
    page.wait_for_function(
        "(u) => [...document.querySelectorAll('.troggu-print-head')].some((h) => h.textContent.includes(u))",
        arg=site.url + "sources/",
    )
    page.wait_for_selector(".troggu-print-date:not([hidden])", state="attached")
    assert page.evaluate("window.__same") is True, "not an instant navigation"
    page.emulate_media(media="print")
    assert site.url + "sources/" in page.locator(".troggu-print-head").inner_text()
