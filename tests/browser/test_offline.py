"""Issue 23 (offline, installable, the archive works) and issue 25 (the runtime in a worker, started before the tap,
reading pages stay light), in Debian's chromium against the built site.

Each test opens its own browser context: the service worker is allowed here (the shared context of the other
browser tests blocks it, since they route requests).
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import time
import zipfile
from pathlib import Path
from typing import Any

import pytest

from pad_steps import start_composer
from troggu_static_server import SETTLED, Held, StaticServer, free_port, wait_js

import troggu_core as tg
from troggu_core.kernel.ruleset_format import make_house
from troggu_core.web.house_rules import house_query

DEAL = '.troggu-widget[data-widget="deal"]'
HOUSE_RULES = make_house("troggu", "visp", {"double_threshold": 20, "misere_payer": "fewest-receives"})
"""House rules shared by a link (the composer's offline check)."""
PHONE = {"width": 390, "height": 844}


SCROLLED = """() => new Promise(r => {
    let last = -1, still = 0;
    const look = () => { still = window.scrollY === last ? still + 1 : 0; last = window.scrollY;
        still >= 3 ? r(last) : requestAnimationFrame(look); };
    requestAnimationFrame(look);
})"""
"""Resolves once the page has stopped scrolling (the same position for three frames): a wheel scrolls smoothly."""


def follow_link(page: Any, link: Any, path: str) -> None:
    """Click ``link`` and wait until Material's instant navigation has put the page at ``path`` in the document (its
    address and a new article heading). Playwright's ``wait_for_url`` also waits for a load event of its own, which a
    same-document navigation sometimes never sends (it timed out with the address already changed)."""
    before = page.inner_text("article h1")
    link.click()
    wait_js(
        page,
        "([path, before]) => location.pathname.endsWith(path) && document.querySelector('article h1')"
        " && document.querySelector('article h1').innerText !== before",
        [path, before],
    )


def hands_shown(page: Any) -> list[list[str]]:
    return [
        list(x)
        for x in page.locator(DEAL + " .troggu-seat:not(.troggu-tapp)").evaluate_all(
            "els => els.map(s => [...s.querySelectorAll('.troggu-card')].map(c => c.dataset.card))"
        )
    ]


def engine_hands(ruleset: str, players: int, seed: int) -> list[list[str]]:
    d = tg.deal(ruleset, players, seed, 0)
    return [[str(c) for c in sorted(h, key=tg.sort_key)] for h in d.hands]


def runtime_files(requested: list[str]) -> list[str]:
    """The requests among ``requested`` that belong to the runtime (Pyodide's files, the engine, its worker)."""
    return [u for u in requested if "/assets/pyodide/" in u or "troggu-worker" in u]


def deal_first_hand(page: Any) -> None:
    """Tap the deal widget's start button; the dealt hands must be the engine's (Visp, 4 players, seed 1)."""
    page.locator(DEAL + " .troggu-start").click()
    page.wait_for_selector(DEAL + '[data-troggu-state="ready"]', timeout=180_000)
    assert hands_shown(page) == engine_hands("visp", 4, 1)


@pytest.fixture()
def own_context(browser: Any, site: Any) -> Any:
    """A fresh context (cold cache, no service worker yet) on a phone's screen, guarded like the shared one."""
    from conftest import Guard

    ctx = browser.new_context(viewport=PHONE, is_mobile=True, has_touch=True)
    guard = Guard(site.url.rstrip("/"))
    guard.attach(ctx)
    yield ctx, guard
    ctx.close()
    guard.check()


@pytest.fixture(scope="module")
def visited(browser: Any, site: Any) -> Any:
    """A phone's context after one visit (the German play page, cold cache): the runtime loaded before the tap and
    the service worker installed and keeps the whole site. Its first page is left open (its note is the first
    test's), with the requests of that visit. The module's offline tests share this one install (each
    install precaches the whole site and starts the runtime cold); each goes offline and back online itself."""
    from conftest import Guard

    ctx = browser.new_context(viewport=PHONE, is_mobile=True, has_touch=True)
    guard = Guard(site.url.rstrip("/"))
    guard.attach(ctx)
    fetched: list[str] = []

    def note(request: Any) -> None:
        fetched.append(request.url)

    ctx.on("request", note)
    page = ctx.new_page()
    guard.watch(page)
    page.goto(site.url + "play/")  # the German page: German first
    # the runtime loads before the tap, then the service worker keeps the site
    wait_js(page, "() => !!navigator.serviceWorker.controller", timeout=240)
    ctx.remove_listener("request", note)  # the visit's requests (later ones are the tests', offline too)
    yield ctx, guard, page, list(fetched)
    ctx.set_offline(False)
    ctx.close()
    guard.check()


# ------------------------------------------------------------------ issue 23: after one visit, no network at all
def test_after_one_visit_the_whole_site_works_offline(visited: Any, site: Any) -> None:
    ctx, guard, page, _ = visited
    # a quiet note says the site is kept, once
    note = page.locator('.troggu-sw-note[data-kind="offline"]')
    note.wait_for()
    assert note.get_attribute("role") == "status"
    assert "ohne Internet" in note.inner_text()
    close = note.locator("button")
    assert close.inner_text().strip() == "Schliessen"
    close.focus()  # never focused by itself; reachable and closed by the keyboard
    page.keyboard.press("Enter")
    note.wait_for(state="detached")
    assert "Auch offline verfügbar" in page.locator(".md-footer").inner_text()
    page.close()

    ctx.set_offline(True)
    try:
        _offline_pages(ctx, guard, site)
    finally:
        ctx.set_offline(False)


def _offline_pages(ctx: Any, guard: Any, site: Any) -> None:
    """Offline: the play page deals, the score pad and the house-rules composer (never visited) answer, pages never
    visited open."""
    page = ctx.new_page()
    guard.watch(page)
    page.goto(site.url + "play/")
    deal_first_hand(page)
    # the score pad, never visited: its page, script and styles come from the cache, its engine answers
    page.goto(site.url + "score/")
    page.locator('.troggu-widget[data-widget="pad"] .troggu-start').click()
    page.locator('[data-action="new"]').wait_for(timeout=180_000)
    # the house-rules composer, never visited, from a shared link: it restores the link's rules (issue 34)
    page.goto(site.url + "hausregeln/#" + house_query(HOUSE_RULES))
    start_composer(page, HOUSE_RULES.id, timeout=240)
    page.goto(site.url + "en/house-rules/")
    assert page.title().startswith("House rules"), page.title()
    # three pages never visited, in both languages, by full load and by instant navigation
    for path, title in (("rules/pay/", "Bezahlen"), ("en/glossary/", "Glossary"), ("games/troccas/", "Troccas")):
        page.goto(site.url + path)
        assert page.title().startswith(title), (path, page.title())
    page.evaluate("window.__same_document = true")
    link = page.locator('.md-content a[href$="../troccas-rules/"], .md-content a[href$="troccas-rules/"]').first
    follow_link(page, link, "/games/troccas-rules/")
    assert page.evaluate("window.__same_document") is True  # Material's instant navigation, served offline
    # the network is really gone: what the service worker does not keep fails (a page it does not have gets the
    # site's 404 page since issue 35, test_an_unknown_address_offline_shows_the_sites_404_page)
    assert page.evaluate("() => fetch('no-such-file.js').then(() => 'answered', () => 'failed')") == "failed"
    page.close()


def test_play_page_deals_offline_with_the_engine_of_the_service_worker_cache(visited: Any) -> None:
    """The runtime worker put the runtime's files into the service worker's cache as they arrived: its install
    fetched none of them a second time (the first visit's requests, up to the service worker's control), and
    offline every file of the runtime comes from that cache (the deal offline: the test above)."""
    fetched = visited[3]
    runtime = [u for u in fetched if "/assets/pyodide/" in u and u.endswith((".wasm", ".zip", ".whl"))]
    assert runtime, "the first visit fetched no file of the runtime"
    assert sorted(runtime) == sorted(set(runtime)), runtime  # each once, though two workers needed them


# ------------------------------------------------------------------ issue 23: the archive works
def test_the_unpacked_archive_deals_a_hand(browser: Any, site: Any, tmp_path: Path) -> None:
    archive = site.root / f"troggu-site-{tg.__version__}.zip"
    with zipfile.ZipFile(archive) as zf:
        zf.extractall(tmp_path)
    root = tmp_path / f"troggu-site-{tg.__version__}"
    port = free_port()
    # served as the cite page says: `python3 -m http.server` in the unpacked folder
    server = subprocess.Popen(
        [sys.executable, "-m", "http.server", str(port), "--bind", "127.0.0.1"],
        cwd=root,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        url = f"http://127.0.0.1:{port}/"
        from conftest import Guard

        ctx = browser.new_context(viewport={"width": 1200, "height": 900}, service_workers="block")
        guard = Guard(url.rstrip("/"))
        guard.attach(ctx)
        page = ctx.new_page()
        guard.watch(page)
        for _ in range(100):
            try:
                page.goto(url + "play/")
                break
            except Exception:  # noqa: BLE001 - the server is starting
                time.sleep(0.1)
        deal_first_hand(page)
        page.goto(url + "en/cite/")
        assert "http.server" in page.locator("article").inner_text()
        ctx.close()
        guard.check()
    finally:
        server.terminate()
        server.wait(10)


# ------------------------------------------------------------------ issue 25: the main thread never blocks
LONGTASKS = """
window.__longtasks = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) window.__longtasks.push({start: e.startTime, ms: e.duration});
}).observe({type: "longtask", buffered: true});
"""


def test_play_page_stays_responsive_while_the_runtime_loads(own_context: Any, site: Any) -> None:
    ctx, guard = own_context
    page = ctx.new_page()
    guard.watch(page)
    page.add_init_script(LONGTASKS)
    page.goto(site.url + "en/play/")
    page.locator(DEAL + " .troggu-start").click()  # the tap, while the runtime is still loading (cold cache)
    assert page.evaluate("Troggu.runtime.state") == "loading"
    # a click on the navigation answers at once (Material's instant navigation), though Python is starting
    page.evaluate("window.__same_document = true")
    t0 = time.monotonic()
    follow_link(page, page.locator('article a[href$="/en/rules/"]').first, "/en/rules/")
    answered = time.monotonic() - t0
    still_loading = page.evaluate("Troggu.runtime.state") == "loading"
    assert page.evaluate("window.__same_document") is True
    wait_js(page, "() => Troggu.runtime.state === 'ready'", timeout=240)
    timing = page.evaluate("Troggu.runtime.timing")
    longest = page.evaluate(
        "(t) => Math.max(0, ...window.__longtasks.filter(x => x.start >= t.start_ms"
        " && x.start <= t.ready_at_ms).map(x => x.ms))",
        timing,
    )
    print(
        f"navigation answered in {answered:.2f} s (runtime still loading: {still_loading});"
        f" longest main-thread task while loading {longest:.0f} ms"
    )
    # The verdict does not rest on the figures above (they grow with the machine's load): Python starts in the
    # worker, never on the page's thread. The page fetched none of the runtime's files itself (the worker did: a
    # worker's requests are not in the page's resource timing), has no Pyodide of its own, and answered the
    # navigation by Material's instant loading (the same document) while the runtime was loading.
    own = page.evaluate(
        "() => performance.getEntriesByType('resource').map(e => e.name)"
        ".filter(u => /pyodide\\.(asm\\.(js|wasm)|mjs)$|python_stdlib\\.zip$|\\.whl$/.test(u))"
    )
    assert own == [], f"the page itself fetched the runtime: {own}"
    assert page.evaluate("() => typeof window.loadPyodide === 'undefined' && typeof window.pyodide === 'undefined'")
    page.close()


# ------------------------------------------------------------------ issue 25: before the tap; never on a reading page
def test_runtime_starts_before_the_tap_on_a_widget_page_and_never_on_a_reading_page(
    new_context: Any, site: Any
) -> None:
    """A browser after a first visit (the runtime's memory snapshot kept): the start before the tap is the same
    code whether it restores the snapshot or starts Python afresh (the cold start: the visit and progress tests)."""
    ctx, guard = new_context(viewport={"width": 1200, "height": 900})
    requested: list[str] = []
    ctx.on("request", lambda r: requested.append(r.url))
    page = ctx.new_page()
    guard.watch(page)
    page.goto(site.url + "en/history/")
    page.wait_for_load_state("networkidle")
    page.evaluate(SETTLED)  # idle, and scrolled through
    page.mouse.wheel(0, 4000)
    page.evaluate(SCROLLED)
    page.evaluate(SETTLED)
    # instant navigation to another reading page
    follow_link(page, page.locator('.md-content a[href$="/cards/"]').first, "/en/cards/")
    page.evaluate(SETTLED)
    assert page.evaluate("Troggu.runtime.state") == "idle"
    runtime = runtime_files(requested)
    assert not runtime, runtime
    # nor the widgets' scripts, nor the search index before a search (a stub of it only)
    heavy = [u for u in requested if u.endswith(("/troggu.js", "/troggu-table.js")) or "search_index.full" in u]
    assert not heavy, heavy
    # a page with a widget: the runtime loads with no tap at all
    page.goto(site.url + "en/play/")
    wait_js(page, "() => Troggu.runtime.state === 'ready'", timeout=240)
    assert page.evaluate("Troggu.runtime.startedBy") in ("idle", "view")
    assert page.locator(DEAL + " .troggu-start").count() == 1  # nothing shown before the reader asks
    t0 = time.monotonic()
    deal_first_hand(page)
    print(f"preloaded: tap -> hand {time.monotonic() - t0:.2f} s (driver)")


def test_a_reader_saving_data_gets_the_runtime_on_the_tap_only(new_context: Any, site: Any) -> None:
    """Save-Data (a phone on a slow or metered line): a widget page in view and idle loads no runtime file; the tap
    starts it and deals (in a browser after a first visit: the runtime's memory snapshot kept)."""
    from conftest import save_data

    ctx, guard = new_context(viewport=PHONE)
    save_data(ctx)
    requested: list[str] = []
    ctx.on("request", lambda r: requested.append(r.url))
    page = ctx.new_page()
    guard.watch(page)
    page.goto(site.url + "play/", wait_until="load")
    page.locator(DEAL).scroll_into_view_if_needed()
    page.evaluate(SETTLED)  # after the page's own idle callback and the observer's frame
    assert page.evaluate("navigator.connection.saveData") is True
    assert page.evaluate("Troggu.runtime.state") == "idle"
    assert not runtime_files(requested)
    deal_first_hand(page)
    assert page.evaluate("Troggu.runtime.startedBy") in ("tap", "intent")


def test_progress_bar_says_bytes_and_steps_in_the_readers_language(browser: Any, site: Any) -> None:
    from conftest import Guard

    ctx = browser.new_context(viewport=PHONE, service_workers="block")
    guard = Guard(site.url.rstrip("/"))
    guard.attach(ctx)
    page = ctx.new_page()
    guard.watch(page)
    held = Held()
    page.route("**/*.whl", held)  # the engine's wheel waits: the bar stays up
    page.goto(site.url + "play/")
    page.locator(DEAL + " .troggu-start").click()
    bar = page.locator(DEAL + " .troggu-progress progress")
    bar.wait_for()
    assert bar.get_attribute("aria-label") == "Python und die Regel-Engine werden geladen"
    text = wait_js(
        page,
        "() => { const b = document.querySelector('.troggu-progress progress');"
        " return b && /MB$/.test(b.getAttribute('aria-valuetext') || '') && b.getAttribute('aria-valuetext'); }",
    )
    assert text.startswith("Schritt 1 von 3: Python wird heruntergeladen") and " von " in text and "," in text, text
    step3 = wait_js(
        page,
        "() => { const b = document.querySelector('.troggu-progress progress');"
        " return b && /^Schritt 3 von 3/.test(b.getAttribute('aria-valuetext')) && b.getAttribute('aria-valuetext'); }",
    )
    assert step3 == "Schritt 3 von 3: Die Regel-Engine wird geladen"
    assert 0 < float(bar.get_attribute("value") or 0) <= 100
    # each new step said by troggu.js's one announcer, inside the bar (a moment after it is shown)
    said = DEAL + " .troggu-progress .troggu-live[role=status]"
    wait_js(page, "(s) => /^Schritt 3 von 3/.test(document.querySelector(s).textContent)", said)
    # the widget's loading state, axe-clean (the pages' axe scans see the widgets before the tap: save_data)
    from test_i18n_a11y import assert_axe_clean

    assert_axe_clean(page, "play/ while the runtime loads (progress bar)")
    held.release()
    page.wait_for_selector(DEAL + '[data-troggu-state="ready"]')
    assert page.locator(".troggu-progress").count() == 0
    ctx.close()
    guard.check()


# ------------------------------------------------------------------ issue 23: a new version is offered, not forced
def test_a_new_version_is_offered_quietly(browser: Any, site: Any, tmp_path: Path) -> None:
    root = tmp_path / "site"
    shutil.copytree(site.root, root, ignore=shutil.ignore_patterns("troggu-site-*.zip"))
    with StaticServer(root, free_port()) as srv:
        ctx = browser.new_context(viewport=PHONE)
        page = ctx.new_page()
        page.goto(srv.url + "en/history/")  # a reading page: the service worker comes when the page is idle
        wait_js(page, "() => !!navigator.serviceWorker.controller", timeout=240)
        page.locator('.troggu-sw-note[data-kind="offline"] button').click()
        # a new version is deployed
        sw = root / "sw.js"
        sw.write_text(sw.read_text(encoding="utf-8") + "\n/* a new version */\n", encoding="utf-8")
        page.evaluate("window.__old_page = true")
        page.evaluate("navigator.serviceWorker.getRegistration().then((r) => r.update()).then(() => true)")
        prompt = page.locator('.troggu-sw-note[data-kind="update"]')
        prompt.wait_for(timeout=120_000)
        assert prompt.get_attribute("role") == "status" and "new version" in prompt.inner_text()
        assert page.evaluate("document.activeElement === document.body")  # the prompt never takes the focus
        later = prompt.locator("button", has_text="Later")
        assert later.count() == 1
        reload = prompt.locator("button", has_text="Reload")
        reload.focus()
        page.keyboard.press("Enter")  # the keyboard takes the new version
        wait_js(page, "() => window.__old_page === undefined && document.readyState === 'complete'", timeout=60)
        wait_js(page, "() => navigator.serviceWorker.getRegistration().then((r) => !r.waiting && !!r.active)")
        ctx.close()


# ------------------------------------------------------------------ issue 35: offline, the site's own 404 page
def test_an_unknown_address_offline_shows_the_sites_404_page(visited: Any, site: Any) -> None:
    """The service worker (docs_hooks/offline.py, workbox's precache fallback) answers an address the site does not
    have, opened offline, with the site's 404 page of its language, not chromium's error page; online the server's
    answer passes as it is; a file (not a page) the site does not have still fails offline."""
    ctx, guard, _, _ = visited
    page = ctx.new_page()
    guard.watch(page)
    page.goto(site.url + "cite/")
    wait_js(page, "() => !!navigator.serviceWorker.controller", timeout=240)  # the visit's service worker
    online = page.goto(site.url + "gibt-es-nicht/")
    assert online is not None and online.status == 404  # the server's answer
    ctx.set_offline(True)
    try:
        for path, heading in (
            ("gibt-es-nicht/", "Seite nicht gefunden"),
            ("rules/keine-regel/", "Seite nicht gefunden"),
            ("en/no-such-page/", "Page not found"),
        ):
            page.goto(site.url + path)
            assert page.url == site.url + path  # the address stays the one asked for
            assert page.locator("h1").first.inner_text() == heading, path
            assert page.locator(".troggu-404-links a").count() >= 5
        failed = page.evaluate("() => fetch('gibt-es-nicht.js').then(r => 'answered ' + r.status, e => 'failed')")
        assert failed == "failed"  # the network is really gone: only pages get the 404 page
    finally:
        ctx.set_offline(False)
    page.close()
