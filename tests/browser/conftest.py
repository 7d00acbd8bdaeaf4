"""Fixtures for the browser tests: the built site served on 127.0.0.1, Debian's chromium via Playwright.

The site is built once per session into a temporary directory (with ``SITE_URL`` set to the serving
origin, so Material's instant navigation is on). Every page records the requests that try to leave
127.0.0.1 (they are aborted) and any Content-Security-Policy violation; both fail the test.
"""

from __future__ import annotations

import contextlib
import os
import secrets
import shutil
import socket
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

if TYPE_CHECKING:
    from playwright.sync_api import ProxySettings

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
sys.path.insert(0, str(HERE))

from troggu_static_server import BLANK, StaticServer, upload_path  # noqa: E402

CHROMIUM = os.environ.get("TROGGU_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]


def _chromium_present() -> bool:
    return Path(CHROMIUM).exists() or shutil.which(CHROMIUM) is not None


@pytest.fixture(scope="session")
def site(built_site: Any) -> Iterator[Any]:
    """The site (the session's one strict build, tests/conftest.py) served on 127.0.0.1."""
    if not (ROOT / "node_modules" / "pyodide" / "pyodide.mjs").exists():
        pytest.fail("node_modules/pyodide is missing: run scripts/setup.sh (npm ci)")
    if built_site.served:  # the run's one server (tests/shared_site.py): its url and root
        yield built_site
        return
    with StaticServer(built_site.path, built_site.port) as server:  # a build reused from TROGGU_SITE
        server.root = built_site.path  # type: ignore[attr-defined]
        yield server


@pytest.fixture(scope="session")
def browser() -> Iterator[Any]:
    if not _chromium_present():
        pytest.skip(f"chromium not found at {CHROMIUM} (scripts/setup.sh installs it)")
    from playwright.sync_api import sync_playwright

    with closed_port() as proxy, sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS, proxy=proxy)
        yield b
        b.close()


@contextlib.contextmanager
def closed_port() -> Iterator[ProxySettings]:
    """A proxy setting that stops every request leaving 127.0.0.1: the proxy is a port bound and not listening, so
    the connection is refused at once; 127.0.0.1 bypasses it. (Routing every request through Playwright instead
    would pass each byte of the runtime through the test's process and turn the browser's cache off.)"""
    with socket.socket() as closed:
        closed.bind(("127.0.0.1", 0))
        yield {"server": f"http://127.0.0.1:{closed.getsockname()[1]}", "bypass": "127.0.0.1"}


class Guard:
    """Collects what must not happen on a page: requests leaving 127.0.0.1, CSP violations, page errors."""

    def __init__(self, origin: str) -> None:
        self.origin = origin
        self.external: list[str] = []
        self.csp: list[str] = []
        self.errors: list[str] = []

    def attach(self, context: Any) -> None:
        """Record every request of ``context`` that leaves 127.0.0.1 (the browser's proxy, ``closed_port``, refuses
        them)."""
        context.on(
            "request",
            lambda req: (
                None if req.url.startswith((self.origin, "data:", "blob:", "about:")) else self.external.append(req.url)
            ),
        )

    def watch(self, page: Any) -> None:
        def console(msg: Any) -> None:
            if "Content Security Policy" in msg.text or "Content-Security-Policy" in msg.text:
                self.csp.append(msg.text)

        page.on("console", console)
        page.on("pageerror", lambda e: self.errors.append(str(e)))

    def check(self) -> None:
        assert not self.external, f"requests left 127.0.0.1: {sorted(set(self.external))[:5]}"
        assert not self.csp, f"CSP violations: {self.csp[:3]}"
        assert not self.errors, f"page errors: {self.errors[:3]}"


INSTANT = "try { localStorage.setItem('troggu-speed', '0'); } catch (e) {}"
"""The bots' pace a reader may choose, set to "at once" before any page script runs: the tests that play whole hands
do not wait for the paced cards (tests/browser/test_table_explains.py checks the pace itself)."""


SAVE_DATA = (
    "Object.defineProperty(navigator, 'connection', {configurable: true, get: () => ({saveData: true,"
    " effectiveType: '4g', addEventListener() {}, removeEventListener() {}})});"
)
"""The reader's browser asks to save data (Save-Data): the runtime starts only on the tap (troggu-runtime.js). For the
tests that load many pages and look at them without playing (axe, contrast, page errors): a page left before its
runtime has loaded would cost the runtime's start for nothing (about 5 s of CPU per widget page)."""


def save_data(target: Any) -> None:
    """Every page of ``target`` (a context or a page) starts as a reader's who asked to save data."""
    target.add_init_script(SAVE_DATA)


def instant_bots(ctx: Any) -> None:
    """Every page of ``ctx`` starts with the bots' pace at "at once" (the reader's remembered choice)."""
    ctx.add_init_script(INSTANT)


@pytest.fixture(scope="session")
def context(browser: Any, site: StaticServer) -> Iterator[tuple[Any, Guard]]:
    # No service worker here: these tests route requests (page.route), which a service worker would answer first.
    # The offline tests (test_offline.py) open their own contexts with it.
    ctx = browser.new_context(accept_downloads=True, viewport={"width": 1200, "height": 900}, service_workers="block")
    instant_bots(ctx)
    guard = Guard(site.url.rstrip("/"))
    guard.attach(ctx)
    yield ctx, guard
    ctx.close()
    guard.check()


@pytest.fixture(scope="session")
def play_page(context: tuple[Any, Guard], site: StaticServer) -> Iterator[Any]:
    """The English "Try it" page, loaded once; the widgets share its single Pyodide."""
    ctx, guard = context
    page = ctx.new_page()
    guard.watch(page)
    page.set_default_timeout(120_000)
    page.goto(site.url + "en/play/")
    yield page
    page.close()
    guard.check()


@pytest.fixture()
def guard(context: tuple[Any, Guard]) -> Iterator[Guard]:
    yield context[1]
    context[1].check()


# ---------------------------------------------------------------- the runtime's memory snapshot, shared
SNAPSHOTS = "troggu-snapshot"
"""The Cache Storage the runtime keeps its memory snapshot in (troggu-worker.js): a browser's later starts restore
it instead of starting Python and importing the engine (about 2.5 s of CPU instead of 9-10 s)."""


@pytest.fixture(scope="session")
def runtime_snapshot(context: tuple[Any, Guard], site: StaticServer) -> Iterator[tuple[tuple[str, str], ...]]:
    """The memory snapshot this worker's first runtime start kept (the session context's, on the play page), put on
    the test server by the page itself: its cache entries as ``(key, address)``. Empty if the runtime keeps none
    (then contexts are not warmed). The bytes never pass through Playwright or this process."""
    ctx, guard = context
    page = _blank_page(ctx, site)
    guard.watch(page)
    page.set_default_timeout(300_000)
    wait_for_keys = """async (name) => {
        const cache = await caches.open(name);
        for (let i = 0; i < 1500; i++) {  // the snapshot is kept once the engine is imported
            const keys = await cache.keys();
            if (keys.length) return keys.map((r) => r.url);
            await new Promise((r) => setTimeout(r, 200));
        }
        return [];
    }"""
    keys = page.evaluate("async (name) => (await (await caches.open(name)).keys()).map((r) => r.url)", SNAPSHOTS)
    if not keys:  # no runtime has started in this context yet: the play page starts one when idle
        page.goto(site.url + "play/")
        keys = page.evaluate(wait_for_keys, SNAPSHOTS)
        page.goto(site.url + BLANK.lstrip("/"))
    names = [f"snapshot-{os.getpid()}-{secrets.token_hex(6)}-{i}" for i in range(len(keys))]
    entries = tuple((key, site.url + "__tests__/upload/" + name) for key, name in zip(keys, names, strict=True))
    page.evaluate(
        """async ([n, entries]) => {
            const cache = await caches.open(n);
            for (const [key, url] of entries) {
                const sent = await fetch(url, { method: "PUT", body: await (await cache.match(key)).blob() });
                if (!sent.ok) throw new Error(`${url}: ${sent.status}`);
            }
        }""",
        [SNAPSHOTS, [list(entry) for entry in entries]],
    )
    page.close()
    yield entries
    for name in names:
        upload_path(name).unlink(missing_ok=True)


def _blank_page(ctx: Any, site: Any) -> Any:
    """A page of ``ctx`` on the site's origin that runs no script of the site (to reach its Cache Storage)."""
    page = ctx.new_page()
    page.goto(site.url + BLANK.lstrip("/"))
    return page


def warm(ctx: Any, site: Any, snapshot: tuple[tuple[str, str], ...]) -> None:
    """Put ``snapshot`` (``runtime_snapshot``: cache keys and the test server's addresses of their bodies) into the
    Cache Storage of ``ctx``, as a reader's browser has it after a first visit: the runtime of its pages restores it
    (the first start itself: tests/browser/test_offline.py). The page fetches the bodies from the test server."""
    if not snapshot:
        return
    page = _blank_page(ctx, site)
    page.evaluate(
        """async ([n, entries]) => {
            const cache = await caches.open(n);
            for (const [key, url] of entries) {
                const got = await fetch(url, { cache: "no-store" });
                if (!got.ok) throw new Error(`${url}: ${got.status}`);
                await cache.put(key, new Response(got.body, { headers: { "Content-Type": "application/octet-stream" } }));
            }
        }""",
        [SNAPSHOTS, [list(entry) for entry in snapshot]],
    )
    page.close()


def open_context(
    browser: Any, site: Any, snapshot: tuple[tuple[str, str], ...] = (), **options: Any
) -> tuple[Any, Guard]:
    """A new context of ``browser`` for ``site`` and its ``Guard`` (requests leaving 127.0.0.1, CSP violations; a page's
    errors once the test lets the guard ``watch`` it). Service workers are blocked unless ``service_workers`` is given;
    with a ``snapshot`` (``runtime_snapshot``) the context starts the runtime as a browser does after a first visit."""
    ctx = browser.new_context(**{"service_workers": "block", **options})
    guard = Guard(site.url.rstrip("/"))
    guard.attach(ctx)
    warm(ctx, site, snapshot)
    return ctx, guard


@pytest.fixture()
def new_context(browser: Any, site: StaticServer, request: pytest.FixtureRequest) -> Iterator[Any]:
    """Contexts for one test: ``new_context(warm_start=True, **options)`` -> ``(ctx, guard)`` (``open_context``; warm:
    with this worker's ``runtime_snapshot``). Each is closed and its guard checked when the test ends."""
    made: list[tuple[Any, Guard]] = []

    def make(warm_start: bool = True, **options: Any) -> tuple[Any, Guard]:
        snapshot = request.getfixturevalue("runtime_snapshot") if warm_start else ()
        made.append(open_context(browser, site, snapshot, **options))
        return made[-1]

    yield make
    for ctx, _ in made:
        ctx.close()
    for _, guard in made:
        guard.check()
