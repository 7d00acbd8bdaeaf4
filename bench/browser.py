"""Browser figures: how long the engine takes to start in the page, and what the pages transfer.

From one run of Debian's chromium (Playwright) against the built site served on 127.0.0.1 it prints

* the bare Pyodide runtime start-up (``loadPyodide()`` alone, on a reading page, cold cache),
* the time from the first click on the "Try it" page's Deal button to the first dealt hand, with a
  cold cache (new browser context) and a warm one (same context, page loaded again): measured
  by the driver (Playwright's click until it sees the hand, round trips included) and in the page
  (from the click event to the first frame drawn after the hand was inserted, the same clock as
  the bare start-up),
* the bytes the server sent for a reading page (``/en/history/``) and for the widget page
  (``/en/play/``) up to the first dealt hand, each in a fresh context;
* the bytes of each "Troggu in numbers" notebook page (``/en/numbers/<name>/``, rendered by mkdocs-jupyter:
  its HTML carries JupyterLab's CSS inline and the plots as inline SVG), each in a fresh context, and the
  HTML alone (``--weights-only`` measures just the pages, without the Pyodide timings).

    python bench/browser.py                 # builds the site into a temp dir first
    python bench/browser.py --site site/    # use an already built site
    python bench/browser.py --json out.json --repeat 3
    python bench/browser.py --site site/ --weights-only   # page weights only (fast)

Timings are the best of ``--repeat`` runs (other processes only ever slow a run down).
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
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--disable-sync", "--no-first-run"]
DEAL = '.troggu-widget[data-widget="deal"]'
# In the page: the click event's time, and the first frame after the first dealt hand appeared.
PAGE_CLOCK = """
window.__troggu_bench = {};
document.addEventListener("click", (e) => {
  if (!window.__troggu_bench.click) window.__troggu_bench.click = e.timeStamp;
}, true);
new MutationObserver((_, obs) => {
  if (document.querySelector('%s .troggu-seat')) {
    obs.disconnect();
    requestAnimationFrame(() => setTimeout(() => { window.__troggu_bench.shown = performance.now(); }, 0));
  }
}).observe(document, {subtree: true, childList: true});
""" % DEAL


def build(port: int) -> Path:
    out = Path(tempfile.mkdtemp(prefix="troggu-site-"))
    env = dict(os.environ, SITE_URL=f"http://127.0.0.1:{port}/")
    subprocess.run([sys.executable, "-m", "mkdocs", "build", "-q", "-d", str(out)], cwd=ROOT, env=env, check=True,
                   capture_output=True)
    return out


def first_deal(page: Any, url: str) -> tuple[float, float, float]:
    """Load the play page, click Deal; seconds until the dealt hands are shown (driver, page), and
    the part of it after the runtime was up (engine wheel, import, first calls, drawing)."""
    page.add_init_script(PAGE_CLOCK)
    page.goto(url + "en/play/")
    page.wait_for_selector(DEAL + " .troggu-start")
    t0 = time.perf_counter()
    page.click(DEAL + " .troggu-start")
    page.wait_for_selector(DEAL + " .troggu-seat", timeout=300_000)
    driver = time.perf_counter() - t0
    page.wait_for_function("window.__troggu_bench.shown !== undefined")
    in_page, runtime = page.evaluate("[window.__troggu_bench.shown - window.__troggu_bench.click,"
                                     " window.Troggu.timing.runtime_ms]")
    return driver, float(in_page) / 1000, (float(in_page) - float(runtime)) / 1000


def instant_switch(page: Any, url: str) -> tuple[float, float]:
    """With the engine up on the "Try it" page, follow a link to the dealing rules page by Material's
    instant navigation: seconds until its Deal widget is ready, and from its click to the dealt hands."""
    first_deal(page, url)
    page.evaluate("window.__troggu_same_document = true")
    t0 = time.perf_counter()
    page.evaluate("""(href) => {
        const a = document.createElement("a");
        a.href = href;
        document.querySelector("article").appendChild(a);
        a.click();
    }""", url + "en/rules/deal/")
    page.wait_for_url("**/en/rules/deal/")
    page.wait_for_selector(DEAL + " .troggu-start")
    switch = time.perf_counter() - t0
    if not page.evaluate("window.__troggu_same_document === true"):
        raise RuntimeError("the link reloaded the page: instant navigation is off (site_url must match)")
    t1 = time.perf_counter()
    page.click(DEAL + " .troggu-start")
    page.wait_for_selector(DEAL + " .troggu-seat", timeout=300_000)
    return switch, time.perf_counter() - t1


def gzip_size(site: Path, requests: list[tuple[str, int]]) -> int:
    """What the same responses weigh gzip-compressed (level 6), as most static hosts serve them."""
    total = 0
    for path, size in requests:
        rel = urllib.parse.unquote(urllib.parse.urlsplit(path).path).lstrip("/")
        file = site / rel / "index.html" if rel.endswith("/") or not rel else site / rel
        total += len(gzip.compress(file.read_bytes(), 6)) if file.is_file() else size
    return total


def bare_runtime(page: Any, url: str) -> float:
    """Seconds for loadPyodide() alone (no engine), measured in the page."""
    page.goto(url + "en/history/")
    ms = page.evaluate("""async (assets) => {
        const t0 = performance.now();
        const m = await import(assets + "pyodide.mjs");
        await m.loadPyodide({indexURL: assets});
        return performance.now() - t0;
    }""", url + "assets/pyodide/")
    return float(ms) / 1000


def numbers_weights(browser: Any, srv: Any, site: Path) -> dict[str, dict[str, int]]:
    """``{page: {bytes, gzip_bytes, html_bytes, html_gzip_bytes}}`` for every English notebook page, fresh context."""
    out: dict[str, dict[str, int]] = {}
    base = site / "en" / "numbers"
    pages = [site / "en" / "history" / "index.html"] + sorted(base.glob("*/index.html"))  # a reading page to compare
    for html_file in pages:
        path = html_file.parent.relative_to(site).as_posix() + "/"
        ctx = browser.new_context()
        page = ctx.new_page()
        srv.reset_count()
        page.goto(srv.url + path)
        page.wait_for_load_state("networkidle")
        html_bytes = html_file.read_bytes()
        out[path] = {"bytes": srv.bytes_sent, "gzip_bytes": gzip_size(site, srv.httpd.requests),
                     "html_bytes": len(html_bytes), "html_gzip_bytes": len(gzip.compress(html_bytes, 6))}
        ctx.close()
    return out


def print_numbers(pages: dict[str, dict[str, int]]) -> None:
    print("  notebook pages (mkdocs-jupyter) and a reading page, fresh cache: transferred (gzip) / of it the HTML (gzip)")
    for path, w in pages.items():
        print(f"    /{path:<28} {w['bytes'] / 1e3:6.0f} kB ({w['gzip_bytes'] / 1e3:4.0f} kB)"
              f" / HTML {w['html_bytes'] / 1e3:5.0f} kB ({w['html_gzip_bytes'] / 1e3:4.0f} kB)")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--site", type=Path, help="an already built site (default: build one)")
    ap.add_argument("--repeat", type=int, default=2)
    ap.add_argument("--json", type=Path)
    ap.add_argument("--weights-only", action="store_true", help="only the pages' weights, no Pyodide timings")
    args = ap.parse_args()
    from playwright.sync_api import sync_playwright

    port = free_port()
    site = args.site or build(port)
    res: dict[str, Any] = {"machine": f"{platform.machine()}, {os.cpu_count()} cores, {platform.python_version()}"}
    with StaticServer(site, port) as srv, sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        res["chromium"] = b.version
        res["numbers_pages"] = numbers_weights(b, srv, site)
        if args.weights_only:
            b.close()
            print_numbers(res["numbers_pages"])
            if args.json:
                args.json.write_text(json.dumps(res, indent=1), encoding="utf-8")
            return
        bare, cold, warm = [], [], []
        for _ in range(args.repeat):
            ctx = b.new_context()
            bare.append(bare_runtime(ctx.new_page(), srv.url))
            ctx.close()
            ctx = b.new_context()
            cold.append(first_deal(ctx.new_page(), srv.url))
            warm.append(first_deal(ctx.new_page(), srv.url))
            ctx.close()
        res["bare_runtime_s"] = min(bare)
        res["first_deal_cold_s"] = min(c[0] for c in cold)
        res["first_deal_warm_s"] = min(w[0] for w in warm)
        res["first_deal_cold_page_s"] = min(c[1] for c in cold)
        res["first_deal_warm_page_s"] = min(w[1] for w in warm)
        res["after_runtime_cold_s"] = min(c[2] for c in cold)
        switches = []
        for _ in range(args.repeat):
            ctx = b.new_context()
            switches.append(instant_switch(ctx.new_page(), srv.url))
            ctx.close()
        res["instant_switch_s"] = min(x[0] for x in switches)
        res["instant_switch_deal_s"] = min(x[1] for x in switches)
        for name, path in (("reading_page", "en/history/"), ("widget_page", "en/play/")):
            ctx = b.new_context()
            page = ctx.new_page()
            srv.reset_count()
            if name == "widget_page":
                first_deal(page, srv.url)
            else:
                page.goto(srv.url + path)
                page.wait_for_load_state("networkidle")
            res[name + "_bytes"] = srv.bytes_sent
            res[name + "_gzip_bytes"] = gzip_size(site, srv.httpd.requests)
            ctx.close()
        b.close()
    with open(site / "assets" / "pyodide" / "troggu.json", encoding="utf-8") as f:
        res["pyodide"] = json.load(f)["pyodide"]
    print(f"Browser figures (Pyodide {res['pyodide']}, chromium {res['chromium']}, {res['machine']}; best of {args.repeat})")
    print(f"  bare runtime start-up (loadPyodide, cold)   {res['bare_runtime_s']:6.2f} s")
    bare = res["bare_runtime_s"]
    for cache in ("cold", "warm"):
        drv, pg = res[f"first_deal_{cache}_s"], res[f"first_deal_{cache}_page_s"]
        print(f"  first click -> first dealt hand, {cache} cache {drv:6.2f} s driver ({drv / bare:.2f}x bare),"
              f" {pg:.2f} s in the page ({pg / bare:.2f}x)")
    print(f"    of it after the runtime was up (cold)     {res['after_runtime_cold_s']:6.2f} s"
          " (engine wheel, import, first calls, drawing)")
    print(f"  switch to a widget page (instant navigation) {res['instant_switch_s']:6.2f} s to the widget ready,"
          f" then {res['instant_switch_deal_s']:.2f} s from its click to the dealt hands (runtime reused)")
    print(f"  reading page (/en/history/) transfers       {res['reading_page_bytes'] / 1e3:8.0f} kB"
          f" ({res['reading_page_gzip_bytes'] / 1e3:.0f} kB gzip-compressed)")
    print(f"  widget page (/en/play/, first deal)         {res['widget_page_bytes'] / 1e6:8.2f} MB"
          f" ({res['widget_page_gzip_bytes'] / 1e6:.2f} MB gzip-compressed)")
    print_numbers(res["numbers_pages"])
    if args.json:
        args.json.write_text(json.dumps(res, indent=1), encoding="utf-8")
    if not args.site:
        shutil.rmtree(site, ignore_errors=True)


if __name__ == "__main__":
    main()
