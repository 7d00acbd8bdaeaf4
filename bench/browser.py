"""Browser figures: how soon a tap on the play page shows a hand, what the main thread suffers, what pages transfer.

From one run of Debian's chromium (Playwright) against the built site served on 127.0.0.1 it prints

* a bare Pyodide start (``loadPyodide()`` alone, no engine), cold and warm (HTTP cache), in a module worker as the
  site runs it and on the page's main thread, as the reference for the figures below;
* tap on the "Try it" page's Deal button -> first dealt hand, measured in the page (from the click event to the
  first frame drawn after the hand was inserted, the clock of the bare start) and by the driver (Playwright's
  click until it sees the hand, round trips included), for

  - *cold*: a new browser context (no cache, no service worker), the tap as soon as the button is there;
  - *warm*: the same context again (the service worker installed and holding the site), immediate tap;
  - *preloaded*: the same, with the reader on the page for 10 s before the tap (the runtime starts by itself
    when a page with a widget is idle);

  each on the desktop and "phone-like": CPU x4 slower and 9 Mbit/s with 150 ms latency, both through DevTools.
  DevTools slows the page's main thread only: it refuses a worker ("Operation is only supported for pages, not
  workers"), so the runtime worker then runs at full speed, and so does the bare start in a worker beside it;
* the longest main-thread task (PerformanceObserver 'longtask') while the runtime loaded, and over the whole
  visit until the hand;
* the bytes a reading page (``/en/history/``) transfers in a fresh context, and separately what the service worker
  downloads once in the background after that first visit (the whole site, for offline use);
* an example's editor (``/en/examples/deal-a-hand/``): Run -> the first cell's output in the page, cold (a new
  context) and warm (the same context again: the memory snapshot kept), and after Stop (a runaway loop ended, the
  worker started afresh) the next Run -> output; the editor bundle's size (``--editor-only`` measures just this);
* the switch to another widget page by instant navigation (runtime reused), the widget page's bytes up to the
  first hand, and each "Troggu in numbers" notebook page's weight (``--weights-only`` measures just the pages);
* a hint's latency at every game's card table (troggu-hints.js, the hint's default level ``gut``): from the tap on
  "Hint" to the next frame after the suggestion is drawn, measured in the page, over the person's first card
  turns of a seeded round (median and worst), with the longest main-thread task meanwhile (the engine thinks in the
  runtime worker; ``--hints-only`` measures just this, on the desktop and on the phone profile: 390x844, touch,
  4x CPU on the main thread -- the engine's worker runs unthrottled, at this machine's speed), and the person's
  first bid hint (the one estimate of every bid). Target: at most 1 s. A step that hangs is reported as stalled.
  Before each hint the reader looks at the table for ``--think`` s (default 1; the worker imports the hint's modules
  when it is idle after the first table is shown, as it does while a person reads). ``--versus DIR:PORT`` measures a
  second build (another commit's site) game by game beside the first, on the same machine in the same minutes; the
  machine's load averages are printed before and after.

    python bench/browser.py                 # builds the site into a temp dir first
    python bench/browser.py --site site/ --port 8000   # an already built site, served on the port of its SITE_URL
    python bench/browser.py --json out.json --repeat 3 [--no-throttle]
    python bench/browser.py --hints-only [--hints 6]   # the hint latency alone
    python bench/browser.py --site A --port P --hints-only --versus B:Q   # two builds, interleaved game by game
    python bench/browser.py --site S --port P --tap-only --repeat 5 [--wait 10] [--phone]   # tap -> hand, medians

Timings are the best of ``--repeat`` runs (other processes only ever slow a run down). An older build (before the
runtime worker, e.g. of the main branch) can be measured the same way: the script reads its timings if present.
"""

from __future__ import annotations

import argparse
import gzip
import json
import os
import platform
import shutil
import subprocess
import sys
import tempfile
import time
import urllib.parse
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests" / "browser"))

from troggu_static_server import StaticServer, free_port  # noqa: E402

CHROMIUM = os.environ.get("TROGGU_CHROMIUM", "/usr/bin/chromium")
ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
DEAL = '.troggu-widget[data-widget="deal"]'
PHONE = {"cpu": 4, "latency": 150, "mbit": 9}
# In the page: the click event's time, the first frame after the first dealt hand appeared, the long tasks.
PAGE_CLOCK = (
    """
window.__troggu_bench = {longtasks: []};
document.addEventListener("click", (e) => {
  if (!window.__troggu_bench.click) window.__troggu_bench.click = e.timeStamp;
}, true);
new MutationObserver((_, obs) => {
  if (document.querySelector('%s .troggu-seat')) {
    obs.disconnect();
    requestAnimationFrame(() => setTimeout(() => { window.__troggu_bench.shown = performance.now(); }, 0));
  }
}).observe(document, {subtree: true, childList: true});
try {
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__troggu_bench.longtasks.push([e.startTime, e.duration]);
  }).observe({type: "longtask", buffered: true});
} catch (e) {}
"""
    % DEAL
)
# loadPyodide() alone, in a module worker (as the site runs it) or on the main thread; the page's CSP is bypassed
# for these two (a blob worker, WebAssembly on the main thread).
BARE_WORKER = """async (runtime) => {
  const src = `import { loadPyodide } from "${runtime}pyodide.mjs";
    await loadPyodide({indexURL: "${runtime}"}); postMessage("up");`;
  const t0 = performance.now();
  const w = new Worker(URL.createObjectURL(new Blob([src], {type: "text/javascript"})), {type: "module"});
  await new Promise((resolve, reject) => { w.onmessage = resolve; w.onerror = (e) => reject(new Error(e.message)); });
  w.terminate();
  return performance.now() - t0;
}"""
BARE_MAIN = """async (runtime) => {
  const t0 = performance.now();
  const m = await import(runtime + "pyodide.mjs");
  await m.loadPyodide({indexURL: runtime});
  return performance.now() - t0;
}"""


def build(port: int) -> Path:
    out = Path(tempfile.mkdtemp(prefix="troggu-site-"))
    env = dict(os.environ, SITE_URL=f"http://127.0.0.1:{port}/")
    subprocess.run(
        [sys.executable, "-m", "mkdocs", "build", "-q", "-d", str(out)],
        cwd=ROOT,
        env=env,
        check=True,
        capture_output=True,
    )
    return out


def runtime_url(site: Path, url: str) -> str:
    """The URL of the folder holding pyodide.mjs (assets/pyodide/<version>/, or assets/pyodide/ in older builds)."""
    manifest = json.loads((site / "assets" / "pyodide" / "troggu.json").read_text(encoding="utf-8"))
    return url + "assets/pyodide/" + manifest.get("runtime", "")


def throttle(ctx: Any, page: Any, phone: bool) -> None:
    """DevTools throttling of this page: CPU (main thread only) and network (the page and its workers)."""
    if not phone:
        return
    cdp = ctx.new_cdp_session(page)
    cdp.send("Emulation.setCPUThrottlingRate", {"rate": PHONE["cpu"]})
    cdp.send("Network.enable")
    rate = PHONE["mbit"] * 1e6 / 8
    cdp.send(
        "Network.emulateNetworkConditions",
        {"offline": False, "latency": PHONE["latency"], "downloadThroughput": rate, "uploadThroughput": rate},
    )


def wait_js(page: Any, predicate: str, timeout: float = 600.0) -> Any:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        try:
            value = page.evaluate(predicate)
            if value:
                return value
        except Exception:  # noqa: BLE001 - navigating
            pass
        time.sleep(0.05)
    raise TimeoutError(predicate)


def tap_to_hand(ctx: Any, url: str, phone: bool, wait_before_tap: float = 0.0) -> dict[str, float]:
    """Open the play page in a new tab, tap Deal (at once, or after ``wait_before_tap`` s): the seconds to the dealt
    hand (driver, page), and the longest main-thread tasks while the runtime loaded and over the whole visit."""
    page = ctx.new_page()
    throttle(ctx, page, phone)
    page.add_init_script(PAGE_CLOCK)
    page.goto(url + "en/play/")
    page.wait_for_selector(DEAL + " .troggu-start")
    if wait_before_tap:
        page.wait_for_timeout(wait_before_tap * 1000)
    t0 = time.perf_counter()
    page.click(DEAL + " .troggu-start")
    page.wait_for_selector(DEAL + " .troggu-seat", timeout=600_000)
    driver = time.perf_counter() - t0
    wait_js(page, "window.__troggu_bench.shown !== undefined")
    b = page.evaluate("""() => {
        const b = window.__troggu_bench, r = (window.Troggu.runtime || {}).timing || window.Troggu.timing || {};
        const start = r.start_ms ?? 0, ready = r.ready_at_ms ?? b.shown;
        const longest = (from, to) => Math.max(0, ...b.longtasks.filter(([s, d]) => s + d >= from && s <= to).map(([s, d]) => d));
        return {page: b.shown - b.click, loading: longest(start, ready), visit: longest(0, b.shown),
                started_before_tap: r.start_ms !== undefined && r.start_ms < b.click,
                runtime_ms: r.runtime_ms ?? null, engine_ms: r.engine_ms ?? null, snapshot: !!r.snapshot,
                ready_after_tap_ms: r.ready_at_ms !== undefined ? r.ready_at_ms - b.click : null,
                first_answer_ms: r.first_answer_ms ?? null, installed_at_ms: r.installed_at_ms ?? null,
                installed_by: r.installed_by ?? null, unpack_ms: r.unpack_ms ?? null};
    }""")
    page.close()
    return {
        "driver": driver,
        "page": b["page"] / 1000,
        "longtask_loading_ms": b["loading"],
        "longtask_visit_ms": b["visit"],
        "started_before_tap": b["started_before_tap"],
        # where the time went (the runtime worker's own clock, from its start): the runtime up, the engine loaded
        "runtime_ms": b["runtime_ms"],
        "engine_ms": b["engine_ms"],
        "snapshot": b["snapshot"],
        "ready_after_tap_ms": b["ready_after_tap_ms"],
        # the worker's first answer, and when (and why) the last of the engine's wheel was unpacked: a warm start
        # answers before its modules' files are there (``installed_by`` "idle": between requests, after the answer)
        "first_answer_ms": b["first_answer_ms"],
        "installed_at_ms": b["installed_at_ms"],
        "installed_by": b["installed_by"],
        "unpack_ms": b["unpack_ms"],
    }


def median(xs: list[float]) -> float:
    ys = sorted(xs)
    n = len(ys)
    return ys[n // 2] if n % 2 else (ys[n // 2 - 1] + ys[n // 2]) / 2


def measure_taps(b: Any, site: Path, url: str, repeat: int, wait: float, phone: bool = False) -> dict[str, Any]:
    """Tap -> hand, ``repeat`` fresh contexts: cold, warm (service worker, memory snapshot kept) and preloaded
    (``wait`` s on the page first); every run kept, with medians (``--tap-only``; the phone profile with ``phone``)."""
    runs: dict[str, list[dict[str, Any]]] = {"cold": [], "warm": [], "preloaded": []}
    for _ in range(repeat):
        ctx = b.new_context()
        runs["cold"].append(tap_to_hand(ctx, url, phone))
        wait_for_service_worker(ctx, url, site)
        runs["warm"].append(tap_to_hand(ctx, url, phone))
        runs["preloaded"].append(tap_to_hand(ctx, url, phone, wait_before_tap=wait))
        ctx.close()
    out: dict[str, Any] = {"runs": runs}
    for k, rs in runs.items():
        out[k] = {
            "page_median": median([r["page"] for r in rs]),
            "page_all": [round(r["page"], 3) for r in rs],
            "engine_ms_median": median([r["engine_ms"] or 0.0 for r in rs]),
            "runtime_ms_median": median([r["runtime_ms"] or 0.0 for r in rs]),
            "first_answer_ms_median": median([r["first_answer_ms"] or 0.0 for r in rs]),
            "installed_by": [r["installed_by"] for r in rs],
            "snapshot": sum(1 for r in rs if r["snapshot"]),
        }
    return out


def print_taps(r: dict[str, Any], repeat: int, wait: float, where: str = "desktop") -> None:
    print(f"  {where}, tap -> first hand, median of {repeat} (in the page; the runtime worker's clock from its start)")
    for k in ("cold", "warm", "preloaded"):
        x = r[k]
        what = f"after {wait:.0f} s on the page" if k == "preloaded" else "tapping at once"
        print(
            f"    {k:<9} ({what:<22}) {x['page_median']:6.2f} s  all {x['page_all']};"
            f" runtime up {x['runtime_ms_median']:5.0f} ms, engine ready {x['engine_ms_median']:5.0f} ms,"
            f" first answer {x['first_answer_ms_median']:5.0f} ms, from a snapshot {x['snapshot']}/{repeat};"
            f" wheel unpacked by {x['installed_by']}"
        )


def bare_start(ctx: Any, url: str, runtime: str, phone: bool, where: str) -> float:
    """Seconds for loadPyodide() alone, on a reading page (``where``: "worker" or "main")."""
    page = ctx.new_page()
    throttle(ctx, page, phone)
    page.goto(url + "en/history/")
    ms = page.evaluate(BARE_WORKER if where == "worker" else BARE_MAIN, runtime)
    page.close()
    return float(ms) / 1000


def wait_for_service_worker(ctx: Any, url: str, site: Path) -> bool:
    """After the cold visit: until the service worker holds the site (False for a build without one)."""
    if not (site / "sw.js").exists():
        return False
    page = ctx.new_page()
    page.goto(url + "en/history/")
    try:
        wait_js(page, "() => !!navigator.serviceWorker.controller", timeout=300)
        return True
    except TimeoutError:
        return False
    finally:
        page.close()


def instant_switch(page: Any, url: str) -> tuple[float, float]:
    """With the engine up on the "Try it" page, follow a link to the dealing rules page by Material's
    instant navigation: seconds until its Deal widget is ready, and from its click to the dealt hands."""
    page.goto(url + "en/play/")
    page.click(DEAL + " .troggu-start")
    page.wait_for_selector(DEAL + " .troggu-seat", timeout=600_000)
    page.evaluate("window.__troggu_same_document = true")
    t0 = time.perf_counter()
    page.evaluate(
        """(href) => {
        const a = document.createElement("a");
        a.href = href;
        document.querySelector("article").appendChild(a);
        a.click();
    }""",
        url + "en/rules/deal/",
    )
    page.wait_for_url("**/en/rules/deal/")
    page.wait_for_selector(DEAL + " .troggu-start")
    switch = time.perf_counter() - t0
    if not page.evaluate("window.__troggu_same_document === true"):
        raise RuntimeError("the link reloaded the page: instant navigation is off (site_url must match)")
    t1 = time.perf_counter()
    page.click(DEAL + " .troggu-start")
    page.wait_for_selector(DEAL + " .troggu-seat", timeout=300_000)
    return switch, time.perf_counter() - t1


HINT_TABLES = (
    ("troggu", "en/play/", '.troggu-widget[data-widget="play"][data-game="troggu"]:not([data-until])', 7),
    ("troccas", "en/games/troccas/", '.troggu-widget[data-widget="play"]', 11),
    ("grosstarock", "en/games/grosstarock/", '.troggu-widget[data-widget="play"]', 11),
    ("french-tarot", "en/games/french-tarot/", '.troggu-widget[data-widget="play"]', 12),
)
LONGTASKS = """
window.__troggu_longtasks = [];
try {
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__troggu_longtasks.push([e.startTime, e.duration]);
  }).observe({type: "longtask", buffered: true});
} catch (e) {}
"""


PHONE_VIEW = {"width": 390, "height": 844}
"""The phone profile's screen (CSS pixels), as the browser tests' phone."""


def _hint_context(b: Any, phone: bool) -> tuple[Any, Any]:
    """A fresh context and page: the desktop, or the phone profile (390x844, touch, DevTools throttling of the
    main thread and the network as :func:`throttle`; the engine's worker runs unthrottled)."""
    if phone:
        ctx = b.new_context(
            service_workers="block", viewport=PHONE_VIEW, is_mobile=True, has_touch=True, device_scale_factor=3
        )
    else:
        ctx = b.new_context(service_workers="block")
    page = ctx.new_page()
    page.set_default_timeout(HINT_WAIT * 1000)
    page.add_init_script(LONGTASKS)
    throttle(ctx, page, phone)
    return ctx, page


HINT_WAIT = 180.0
"""The longest wait for one step of the hint run (a hint, a card, the engine's start): a step that takes longer is
reported as stalled, naming the game and the step, instead of waiting on."""


def _ask_hint(page: Any, w: Any, sel: str, think: float = 0.0) -> tuple[int, float]:
    """Tap the hint button after ``think`` s on the table; the page's own figure (``data-hint-ms``) and the longest
    main-thread task meanwhile."""
    if think > 0:
        page.wait_for_timeout(think * 1000)
    done = w.get_attribute("data-hints") or "0"
    t0 = page.evaluate("performance.now()")
    w.locator('[data-action="hint"]').click()
    wait_js(
        page,
        f"(document.querySelector('{sel}').dataset.hints || '0') !== '{done}'"
        f" || document.querySelector('{sel}').dataset.hint === 'error'",
        HINT_WAIT,
    )
    if w.get_attribute("data-hint") == "error":
        raise RuntimeError("the hint answered with a refusal: " + w.locator(".troggu-hint-panel").inner_text()[:200])
    longest = page.evaluate(
        "(t0) => Math.max(0, ...window.__troggu_longtasks.filter(([s, d]) => s + d >= t0).map(([s, d]) => d))", t0
    )
    return int(w.get_attribute("data-hint-ms") or 0), float(longest)


def hint_latency(
    b: Any, url: str, hints: int, phone: bool = False, think: float = 0.0, games: tuple[str, ...] = ()
) -> dict[str, dict[str, Any]]:
    """Per game: the page's own figure (``data-hint-ms``: tap -> the next frame after the hint is drawn) for the
    person's first bid (``bid_ms``: the one estimate of every bid) and first ``hints`` card turns of a seeded round,
    and the longest main-thread task while the engine thought; on the desktop or the phone profile
    (:func:`_hint_context`). The person plays each suggested card and passes in the auction. A step that does not
    end within :data:`HINT_WAIT` s stops that game's run, reported as ``stalled``. ``think``: the seconds on the table
    before each hint; ``games``: only these (default: every game of :data:`HINT_TABLES`)."""
    out: dict[str, dict[str, Any]] = {}
    for game, path, sel, seed in HINT_TABLES:
        if games and game not in games:
            continue
        ctx, page = _hint_context(b, phone)
        ms: list[int] = []
        bid_ms: int | None = None
        longest = 0.0
        stalled = None
        step = "the engine's start"
        try:
            page.goto(url + path)
            w = page.locator(sel)
            w.locator(".troggu-start").click()
            page.wait_for_selector(sel + '[data-troggu-state="ready"]', timeout=600_000)
            w.locator("input.troggu-seed").fill(str(seed))
            w.locator('[data-action="new"]').click()
            w.locator(".troggu-hand").wait_for()
            for turn in range(200):
                if len(ms) >= hints or w.get_attribute("data-over") == "true":
                    break
                render = w.get_attribute("data-render")
                step = f"turn {turn}"
                if w.locator('.troggu-hand button[aria-disabled="false"]').count():
                    took, task = _ask_hint(page, w, sel, think)
                    ms.append(took)
                    longest = max(longest, task)
                    hinted = w.locator('.troggu-hand button[data-hinted="true"]')
                    if hinted.count():
                        hinted.first.click()
                    else:  # a hint for no card (an announcement): play on with the first card offered
                        w.locator('.troggu-hand button[aria-disabled="false"]').first.click()
                else:
                    if bid_ms is None and w.locator('[data-action="hint"]').count():
                        bid_ms, task = _ask_hint(page, w, sel, think)
                        longest = max(longest, task)
                    passing = w.locator('.troggu-actions button[data-action-value="pass"]')
                    (passing if passing.count() else w.locator(".troggu-actions button")).first.click()
                wait_js(page, f"document.querySelector('{sel}').dataset.render !== '{render}'", HINT_WAIT)
        except Exception as e:  # noqa: BLE001 - a stalled step is a figure too
            stalled = f"{step}: {type(e).__name__}"
        ctx.close()
        ordered = sorted(ms)
        out[game] = {
            "ms": ms,
            "median_ms": ordered[len(ordered) // 2] if ordered else None,
            "max_ms": ordered[-1] if ordered else None,
            "bid_ms": bid_ms,
            "longtask_ms": longest,
            "stalled": stalled,
        }
    return out


def print_hints(r: dict[str, dict[str, Any]], where: str = "desktop") -> None:
    print(f"  hint latency, {where} (level gut, tap -> hint drawn, in the page; target <= 1 s):")
    for game, x in r.items():
        bid = f"; the bid hint {x['bid_ms'] / 1000:5.2f} s" if x.get("bid_ms") else ""
        stalled = f"; STALLED at {x['stalled']}" if x.get("stalled") else ""
        if not x["ms"]:
            print(f"    {game:<13} no card turn reached{bid}{stalled}")
            continue
        print(
            f"    {game:<13} median {x['median_ms'] / 1000:5.2f} s, worst {x['max_ms'] / 1000:5.2f} s over"
            f" {len(x['ms'])} card turns{bid}; longest main-thread task meanwhile {x['longtask_ms']:4.0f} ms{stalled}"
        )


def gzip_size(site: Path, requests: list[tuple[str, int]]) -> int:
    """What the same responses weigh gzip-compressed (level 6), as most static hosts serve them."""
    total = 0
    for path, size in requests:
        rel = urllib.parse.unquote(urllib.parse.urlsplit(path).path).lstrip("/")
        file = site / rel / "index.html" if rel.endswith("/") or not rel else site / rel
        total += len(gzip.compress(file.read_bytes(), 6)) if file.is_file() else size
    return total


def page_weight(b: Any, srv: Any, site: Path, path: str) -> dict[str, Any]:
    """A fresh context (no service worker): the bytes a page transfers by itself, and what it fetched."""
    ctx = b.new_context(service_workers="block")
    page = ctx.new_page()
    srv.reset_count()
    page.goto(srv.url + path)
    page.wait_for_load_state("networkidle")
    page.wait_for_timeout(3000)  # idle: a page with a widget starts its runtime now, a reading page must not
    requests = list(srv.httpd.requests)
    out = {
        "bytes": srv.bytes_sent,
        "gzip_bytes": gzip_size(site, requests),
        "largest": sorted(requests, key=lambda r: -r[1])[:6],
        "runtime_requests": [r for r, _ in requests if "/assets/pyodide/" in r or "troggu-worker" in r],
    }
    ctx.close()
    return out


def service_worker_download(b: Any, srv: Any, site: Path) -> dict[str, int]:
    """A first visit of a reading page with the service worker allowed: what it downloads in the background."""
    ctx = b.new_context()
    page = ctx.new_page()
    srv.reset_count()
    page.goto(srv.url + "en/history/")
    page.wait_for_load_state("networkidle")
    first, n0 = srv.bytes_sent, len(srv.httpd.requests)
    if (site / "sw.js").exists():
        wait_js(page, "() => !!navigator.serviceWorker.controller", timeout=300)
        page.wait_for_timeout(1000)
    total = srv.bytes_sent
    ctx.close()
    return {
        "page_bytes": first,
        "service_worker_bytes": total - first,
        "service_worker_gzip_bytes": gzip_size(site, srv.httpd.requests[n0:]),
    }


def numbers_weights(browser: Any, srv: Any, site: Path) -> dict[str, dict[str, int]]:
    """``{page: {bytes, gzip_bytes, html_bytes, html_gzip_bytes}}`` for every English notebook page, fresh context."""
    out: dict[str, dict[str, int]] = {}
    base = site / "en" / "numbers"
    pages = [site / "en" / "history" / "index.html"] + sorted(base.glob("*/index.html"))  # a reading page to compare
    for html_file in pages:
        path = html_file.parent.relative_to(site).as_posix() + "/"
        ctx = browser.new_context(service_workers="block")
        page = ctx.new_page()
        srv.reset_count()
        page.goto(srv.url + path)
        page.wait_for_load_state("networkidle")
        html_bytes = html_file.read_bytes()
        out[path] = {
            "bytes": srv.bytes_sent,
            "gzip_bytes": gzip_size(site, srv.httpd.requests),
            "html_bytes": len(html_bytes),
            "html_gzip_bytes": len(gzip.compress(html_bytes, 6)),
        }
        ctx.close()
    return out


def print_numbers(pages: dict[str, dict[str, int]]) -> None:
    print(
        "  notebook pages (mkdocs-jupyter) and a reading page, fresh cache: transferred (gzip) / of it the HTML (gzip)"
    )
    for path, w in pages.items():
        print(
            f"    /{path:<28} {w['bytes'] / 1e3:6.0f} kB ({w['gzip_bytes'] / 1e3:4.0f} kB)"
            f" / HTML {w['html_bytes'] / 1e3:5.0f} kB ({w['html_gzip_bytes'] / 1e3:4.0f} kB)"
        )


EDITOR_PAGE = "en/examples/deal-a-hand/"
EDITOR_CELL = '.troggu-cell[data-widget="editor"]'
# the click -> the first frame drawn after the cell's output arrived, by the page's clock
EDITOR_CLOCK = """(cell) => new Promise((resolve) => {
  const out = cell.querySelector('.troggu-editor-out');
  const t0 = performance.now();
  new MutationObserver((_, obs) => {
    if (out.hidden || !out.textContent) return;
    obs.disconnect();
    requestAnimationFrame(() => resolve(performance.now() - t0));
  }).observe(out, { childList: true, attributes: true, subtree: true });
  cell.querySelector('.troggu-editor-run').click();
})"""


def run_to_output(ctx: Any, url: str, stop_first: bool = False) -> float:
    """Open the example in a new tab, press Run on its first cell at once: seconds to the output drawn.

    With ``stop_first``: once Python is ready, a ``while True: pass`` is run and stopped first, and the Run measured
    is the first one after the Stop (the worker started afresh)."""
    page = ctx.new_page()
    page.goto(url + EDITOR_PAGE)
    page.wait_for_selector(EDITOR_CELL + " .cm-editor")
    cell = page.locator(EDITOR_CELL).first
    page.evaluate("() => localStorage.clear()")
    if stop_first:
        page.evaluate("() => window.Troggu.runtime.start('tap')")
        wait_js(page, "window.Troggu.runtime.state === 'ready'")
        page.evaluate("() => { window.Troggu.runtime.cells(['while True: pass']).catch(() => {}); }")
        page.wait_for_timeout(500)
        page.evaluate("() => { window.Troggu.runtime.stop('stopped'); window.Troggu.runtime.start('tap'); }")
    ms = page.evaluate(EDITOR_CLOCK, cell.element_handle())
    page.close()
    return float(ms) / 1000


def measure_editor(b: Any, site: Path, url: str, repeat: int) -> dict[str, Any]:
    """Run -> output for one example, cold, warm and after Stop; the best of ``repeat`` each; the bundle's size."""
    runs: dict[str, list[float]] = {"cold": [], "warm": [], "after_stop": []}
    for _ in range(repeat):
        ctx = b.new_context()
        runs["cold"].append(run_to_output(ctx, url))
        wait_for_service_worker(ctx, url, site)
        runs["warm"].append(run_to_output(ctx, url))
        runs["after_stop"].append(run_to_output(ctx, url, stop_first=True))
        ctx.close()
    bundle = site / "javascripts" / "troggu-editor.js"
    data = bundle.read_bytes() if bundle.exists() else b""
    return {**{k: min(v) for k, v in runs.items()}, "bundle_bytes": len(data), "bundle_gzip": len(gzip.compress(data))}


def print_editor(r: dict[str, Any]) -> None:
    print(
        f"  example editor ({EDITOR_PAGE}), Run -> output: cold {r['cold']:6.2f} s   warm {r['warm']:6.2f} s"
        f"   first Run after Stop {r['after_stop']:6.2f} s;"
        f" bundle {r['bundle_bytes'] / 1e3:.0f} kB ({r['bundle_gzip'] / 1e3:.0f} kB gzip-compressed)"
    )


def measure_condition(b: Any, site: Path, url: str, runtime: str, phone: bool, repeat: int) -> dict[str, Any]:
    """Bare starts and tap -> hand (cold, warm, preloaded) under one condition; the best of ``repeat`` each."""
    runs: dict[str, list[Any]] = {
        k: []
        for k in (
            "bare_worker_cold",
            "bare_worker_warm",
            "bare_main_cold",
            "bare_main_warm",
            "cold",
            "warm",
            "preloaded",
        )
    }
    service_worker = False
    for _ in range(repeat):
        ctx = b.new_context(bypass_csp=True, service_workers="block")
        runs["bare_worker_cold"].append(bare_start(ctx, url, runtime, phone, "worker"))
        runs["bare_worker_warm"].append(bare_start(ctx, url, runtime, phone, "worker"))
        ctx.close()
        ctx = b.new_context(bypass_csp=True, service_workers="block")
        runs["bare_main_cold"].append(bare_start(ctx, url, runtime, phone, "main"))
        runs["bare_main_warm"].append(bare_start(ctx, url, runtime, phone, "main"))
        ctx.close()
        ctx = b.new_context()
        runs["cold"].append(tap_to_hand(ctx, url, phone))
        service_worker = wait_for_service_worker(ctx, url, site) or service_worker
        runs["warm"].append(tap_to_hand(ctx, url, phone))
        runs["preloaded"].append(tap_to_hand(ctx, url, phone, wait_before_tap=10))
        ctx.close()
    out: dict[str, Any] = {k: min(v) for k, v in runs.items() if k.startswith("bare")}
    for k in ("cold", "warm", "preloaded"):
        best = min(runs[k], key=lambda r: r["page"])
        out[k] = {
            **best,
            "longtask_loading_ms": max(r["longtask_loading_ms"] for r in runs[k]),
            "longtask_visit_ms": max(r["longtask_visit_ms"] for r in runs[k]),
        }
    out["service_worker"] = service_worker
    return out


def print_condition(name: str, r: dict[str, Any]) -> None:
    print(f"  {name}")
    print(
        f"    bare loadPyodide(), in a worker      cold {r['bare_worker_cold']:6.2f} s   warm {r['bare_worker_warm']:6.2f} s"
    )
    print(
        f"    bare loadPyodide(), main thread      cold {r['bare_main_cold']:6.2f} s   warm {r['bare_main_warm']:6.2f} s"
    )
    for k, ref in (("cold", "bare_worker_cold"), ("warm", "bare_worker_warm"), ("preloaded", "bare_worker_warm")):
        x = r[k]
        ratio = (
            f" ({x['page'] / r[ref]:.2f}x the bare {ref.split('_')[-1]} start in a worker)" if k != "preloaded" else ""
        )
        print(
            f"    tap -> hand, {k:<9} {x['page']:6.2f} s in the page, {x['driver']:6.2f} s driver{ratio};"
            f" longest main-thread task {x['longtask_loading_ms']:4.0f} ms while the runtime loaded,"
            f" {x['longtask_visit_ms']:4.0f} ms over the visit"
        )
    if not r["service_worker"]:
        print("    (no service worker in this build: 'warm' and 'preloaded' used the browser's HTTP cache)")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--site", type=Path, help="an already built site (default: build one)")
    ap.add_argument("--port", type=int, help="the port of the built site's SITE_URL (instant navigation needs it)")
    ap.add_argument("--repeat", type=int, default=2)
    ap.add_argument("--json", type=Path)
    ap.add_argument("--no-throttle", action="store_true", help="the desktop figures only")
    ap.add_argument("--weights-only", action="store_true", help="only the pages' weights, no Pyodide timings")
    ap.add_argument("--editor-only", action="store_true", help="only the example editor's figures")
    ap.add_argument("--hints-only", action="store_true", help="only the hint latency at every game's card table")
    ap.add_argument("--hints", type=int, default=6, help="hints measured per game (card turns)")
    ap.add_argument("--think", type=float, default=1.0, help="seconds on the table before each hint")
    ap.add_argument("--games", default="", help="with --hints-only: only these games (comma-separated ids)")
    ap.add_argument("--versus", help="with --hints-only: DIR:PORT, a second built site measured beside the first")
    ap.add_argument("--tap-only", action="store_true", help="only tap -> first hand, medians (desktop, or --phone)")
    ap.add_argument("--phone", action="store_true", help="with --tap-only: the phone profile instead of the desktop")
    ap.add_argument("--wait", type=float, default=10.0, help="seconds on the page before the 'preloaded' tap")
    args = ap.parse_args()
    from playwright.sync_api import sync_playwright

    port = args.port or free_port()
    site = args.site or build(port)
    res: dict[str, Any] = {"machine": f"{platform.machine()}, {os.cpu_count()} cores, {platform.python_version()}"}
    with StaticServer(site, port) as srv, sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        res["chromium"] = b.version
        if args.hints_only:
            res["load_before"] = os.getloadavg()
            sites = [("", srv.url)]
            other = None
            if args.versus:
                where, _, vport = args.versus.rpartition(":")
                other = StaticServer(Path(where), int(vport)).__enter__()
                sites.append(("versus_", other.url))
            try:
                for key, phone in (("hints", False), ("hints_phone", True)):
                    chosen = [g for g in args.games.split(",") if g] or [t[0] for t in HINT_TABLES]
                    for game in chosen:  # the builds interleaved, game by game
                        for prefix, url in sites:
                            got = hint_latency(b, url, args.hints, phone, args.think, (game,))
                            res.setdefault(prefix + key, {}).update(got)
            finally:
                if other is not None:
                    other.__exit__(None, None, None)
            res["load_after"] = os.getloadavg()
            b.close()
            print(
                f"Browser figures (chromium {res['chromium']}, {res['machine']}; {args.think:g} s on the table before each hint)"
            )
            print(f"  load averages (1, 5, 15 min) before {res['load_before']}, after {res['load_after']}")
            phone_words = f"phone {PHONE_VIEW['width']}x{PHONE_VIEW['height']}, {PHONE['cpu']}x CPU"
            for prefix, _ in sites:
                named = f"{args.site or 'this build'}" if not prefix else args.versus.rpartition(":")[0]
                print(f"  {named}:")
                print_hints(res[prefix + "hints"])
                print_hints(res[prefix + "hints_phone"], phone_words)
            if args.json:
                args.json.write_text(json.dumps(res, indent=1), encoding="utf-8")
            if not args.site:
                shutil.rmtree(site, ignore_errors=True)
            return
        if args.tap_only:
            res["load_before"] = os.getloadavg()
            res["taps"] = measure_taps(b, site, srv.url, args.repeat, args.wait, args.phone)
            res["load_after"] = os.getloadavg()
            b.close()
            print(f"Browser figures (chromium {res['chromium']}, {res['machine']})")
            print(f"  load averages (1, 5, 15 min) before {res['load_before']}, after {res['load_after']}")
            where = f"phone-like: CPU x{PHONE['cpu']} (the page's main thread), {PHONE['mbit']} Mbit/s, {PHONE['latency']} ms"
            print_taps(res["taps"], args.repeat, args.wait, where if args.phone else "desktop")
            if args.json:
                args.json.write_text(json.dumps(res, indent=1), encoding="utf-8")
            return
        if args.editor_only:
            res["editor"] = measure_editor(b, site, srv.url, args.repeat)
            b.close()
            print(f"Browser figures (chromium {res['chromium']}, {res['machine']}; best of {args.repeat})")
            print_editor(res["editor"])
            if args.json:
                args.json.write_text(json.dumps(res, indent=1), encoding="utf-8")
            return
        res["numbers_pages"] = numbers_weights(b, srv, site)
        res["reading_page"] = page_weight(b, srv, site, "en/history/")
        res["first_visit"] = service_worker_download(b, srv, site)
        if args.weights_only:
            b.close()
            print_weights(res)
            if args.json:
                args.json.write_text(json.dumps(res, indent=1), encoding="utf-8")
            return
        runtime = runtime_url(site, srv.url)
        res["editor"] = measure_editor(b, site, srv.url, args.repeat)
        res["desktop"] = measure_condition(b, site, srv.url, runtime, False, args.repeat)
        if not args.no_throttle:
            res["phone"] = measure_condition(b, site, srv.url, runtime, True, args.repeat)
        if args.site is None or args.port:
            switches = []
            for _ in range(args.repeat):
                ctx = b.new_context()
                switches.append(instant_switch(ctx.new_page(), srv.url))
                ctx.close()
            res["instant_switch_s"] = min(x[0] for x in switches)
            res["instant_switch_deal_s"] = min(x[1] for x in switches)
        ctx = b.new_context(service_workers="block")
        page = ctx.new_page()
        srv.reset_count()
        page.goto(srv.url + "en/play/")
        page.click(DEAL + " .troggu-start")
        page.wait_for_selector(DEAL + " .troggu-seat", timeout=600_000)
        res["widget_page_bytes"] = srv.bytes_sent
        res["widget_page_gzip_bytes"] = gzip_size(site, srv.httpd.requests)
        ctx.close()
        res["hints"] = hint_latency(b, srv.url, args.hints, think=args.think)
        b.close()
    with open(site / "assets" / "pyodide" / "troggu.json", encoding="utf-8") as f:
        res["pyodide"] = json.load(f)["pyodide"]
    print(
        f"Browser figures (Pyodide {res['pyodide']}, chromium {res['chromium']}, {res['machine']}; best of {args.repeat})"
    )
    print_condition("desktop", res["desktop"])
    print_editor(res["editor"])
    if "phone" in res:
        print_condition(
            f"phone-like: CPU x{PHONE['cpu']} (DevTools: the page's main thread only),"
            f" {PHONE['mbit']} Mbit/s, {PHONE['latency']} ms",
            res["phone"],
        )
    if "instant_switch_s" in res:
        print(
            f"  switch to a widget page (instant navigation) {res['instant_switch_s']:6.2f} s to the widget ready,"
            f" then {res['instant_switch_deal_s']:.2f} s from its click to the dealt hands (runtime reused)"
        )
    print(
        f"  widget page (/en/play/, first deal)         {res['widget_page_bytes'] / 1e6:8.2f} MB"
        f" ({res['widget_page_gzip_bytes'] / 1e6:.2f} MB gzip-compressed)"
    )
    print_hints(res["hints"])
    print_weights(res)
    if args.json:
        args.json.write_text(json.dumps(res, indent=1), encoding="utf-8")
    if not args.site:
        shutil.rmtree(site, ignore_errors=True)


def print_weights(res: dict[str, Any]) -> None:
    r = res["reading_page"]
    print(
        f"  reading page (/en/history/) transfers       {r['bytes'] / 1e3:8.0f} kB ({r['gzip_bytes'] / 1e3:.0f} kB"
        f" gzip-compressed); runtime requests: {len(r['runtime_requests'])}"
    )
    print(
        "    largest: "
        + ", ".join(
            f"{path.rsplit('/', 2)[-2] + '/' + path.rsplit('/', 1)[-1]} {size / 1e3:.0f} kB"
            for path, size in r["largest"]
        )
    )
    v = res["first_visit"]
    print(
        f"  after a first visit, the service worker downloads once in the background"
        f" {v['service_worker_bytes'] / 1e6:6.1f} MB ({v['service_worker_gzip_bytes'] / 1e6:.1f} MB gzip-compressed)"
    )
    print_numbers(res["numbers_pages"])


if __name__ == "__main__":
    main()
