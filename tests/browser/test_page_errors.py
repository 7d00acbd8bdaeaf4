"""No script error as a page of the site starts: every kind of page, both languages, and the two 404 pages as
served for a missing address too. CI opens a fixed sample (:func:`sample`: the first page of every folder and every
third page of the rest, the same pages on every run); ``bench/page_errors.py`` opens every built HTML file
(``TROGGU_EVERY_PAGE=1``), as a sweep over every page is a benchmark's job, not CI's.

Each page is opened until its ``load`` event only (nothing waits for Pyodide or a widget: the point is the errors of
page start-up, in Material's bundle and the site's scripts), in one page of one context. A page fails on an uncaught
exception (``pageerror``), a console error, or a request of its own that fails (an HTTP error: the console's "Failed to
load resource", told by the page that asked); the 404 page served for a missing address is not counted for its own
document's 404. Requests leaving 127.0.0.1 and CSP violations fail the test as in the
other browser tests (tests/browser/conftest.py: ``Guard``); the pages are only loaded, so their widgets' scripts start
but nothing waits for them.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

MISSING = ["no/such/page/", "en/no/such/page/"]
"""Addresses the site does not have: the server answers with the 404 page of their language."""


def _addresses(root: Path) -> list[str]:
    """The address of every HTML file of the built site: a folder's ``index.html`` by its folder."""
    out = []
    for html in sorted(root.rglob("*.html")):
        rel = html.relative_to(root).as_posix()
        out.append(rel[: -len("index.html")] if html.name == "index.html" else rel)
    return out


def kind(url: str) -> str:
    """A page's kind: a section's own page (``rules/``, ``cite/``, the home page) is one, a deeper page is of its
    folder's kind (``rules/pay/`` of ``rules``, ``examples/deal-a-hand/`` of ``examples``); each language apart.

    >>> kind("rules/pay/"), kind("en/rules/pay/"), kind("cite/"), kind("en/"), kind("404.html")
    ('rules', 'en/rules', 'cite/', 'en/', '404.html')
    """
    lang = "en/" if url.startswith("en/") else ""
    parts = url[len(lang) :].strip("/").split("/")
    return url if len(parts) <= 1 else lang + "/".join(parts[:-1])


def sample(addresses: list[str]) -> list[str]:
    """The pages CI opens, in the sorted order: the first page of every kind (:func:`kind`), the 404 pages, and every
    third page of the rest. ``TROGGU_EVERY_PAGE=1``: every page.

    >>> sample(["404.html", "a/", "a/x/", "a/y/", "a/z/", "a/zz/", "b/"])
    ['404.html', 'a/', 'a/x/', 'a/y/', 'b/']
    """
    if os.environ.get("TROGGU_EVERY_PAGE") == "1":
        return addresses
    seen: set[str] = set()
    out = []
    for i, url in enumerate(addresses):
        if kind(url) not in seen or url.endswith("404.html") or i % 3 == 0:
            out.append(url)
        seen.add(kind(url))
    return out


def test_the_sample_has_every_kind_of_page() -> None:
    """Every kind of page has a page in the sample, in both languages, with both 404 pages, and fewer pages."""
    urls = ["404.html", "en/404.html", "en/", "", "cite/", "en/games/troccas/", "en/games/troggu/", "games/troccas/"]
    urls += [f"rules/{x}/" for x in ("auction", "count", "deal", "pay", "play")]
    got = sample(sorted(urls))
    assert {kind(u) for u in got} == {kind(u) for u in urls}
    assert {"404.html", "en/404.html", "", "en/", "cite/"} <= set(got) and len(got) < len(urls)


def test_no_page_throws_or_logs_an_error_as_it_starts(browser: Any, site: Any) -> None:
    from conftest import Guard, instant_bots, save_data

    every = _addresses(site.root)
    assert len(every) > 100 and "404.html" in every and "en/404.html" in every, every[:5]
    addresses = sample(every)
    assert {kind(u) for u in addresses} == {kind(u) for u in every}  # every kind of page is opened
    ctx = browser.new_context(viewport={"width": 1200, "height": 900}, service_workers="block")
    instant_bots(ctx)
    save_data(ctx)  # each page is left at once: its runtime would start for nothing (its start: the widget tests)
    guard = Guard(site.url.rstrip("/"))
    guard.attach(ctx)
    page = ctx.new_page()
    guard.watch(page)
    current = {"url": ""}
    errors: dict[str, list[str]] = {}

    def note(url: str, text: str) -> None:
        errors.setdefault(url, []).append(text)

    def console(msg: Any) -> None:
        # a resource that failed is reported below, by the page that asked for it (its console line may come in
        # after the next page has started)
        if msg.type == "error" and not msg.text.startswith("Failed to load resource"):
            note(current["url"], f"console: {msg.text} ({(msg.location or {}).get('url', '')})")

    def asked_by(request: Any) -> str:
        """The page that asked for ``request`` (the Referer of a same-origin request is the page's address)."""
        referer = request.headers.get("referer", "")
        return referer[len(site.url) :] if referer.startswith(site.url) else current["url"]

    def response(r: Any) -> None:
        if r.status < 400:
            return
        if r.request.is_navigation_request() and r.url == site.url + current["url"] and current["url"] in MISSING:
            return  # the 404 page's own document, served for a missing address
        note(asked_by(r.request), f"HTTP {r.status}: {r.url}")

    def failed(request: Any) -> None:
        if "ERR_ABORTED" not in (request.failure or ""):  # not a request the next page's navigation cut off
            note(asked_by(request), f"failed: {request.url} ({request.failure})")

    page.on("console", console)
    page.on("pageerror", lambda e: note(current["url"], f"pageerror: {e}"))
    page.on("response", response)
    page.on("requestfailed", failed)
    for url in addresses + MISSING:
        current["url"] = url
        answer = page.goto(site.url + url, wait_until="load")
        assert answer is not None and answer.status == (404 if url in MISSING else 200), url
        # a round trip to the page: the errors of its start-up scripts have been reported by then
        page.evaluate("() => new Promise(r => requestAnimationFrame(() => setTimeout(r, 0)))")
    ctx.close()
    report = "\n".join(f"/{url}: {'; '.join(dict.fromkeys(found))[:600]}" for url, found in sorted(errors.items()))
    assert not errors, f"{len(errors)} of {len(addresses) + len(MISSING)} pages had errors at start:\n{report}"
    guard.errors.clear()  # reported above, page by page
    guard.check()
