"""Every lesson of Lernen played whole in Debian's chromium, by keyboard on a 390x844 phone, German: the sweep that
tests/browser/test_learn.py played whole until issue 37. The test now plays the whole Troggu path in order to its
completion screen, but only one lesson of each kind of task, the stage tests and the final hand whole (axe, a wrong
answer, a hint, the solution); the other Troggu lessons it solves at once, and of the family games it plays one lesson
of each kind the Troggu path lacks and each game's lay-away. The engine judges every lesson's answers in
tests/test_lessons.py.

For each lesson it prints the seconds it took (its task checked by axe, the first wrong answer, a hint, the solution,
as the test plays it) or what went wrong; it asserts nothing and exits 0. Then the whole path's time.

    python bench/learn_sweep.py                       # builds the site into a temp dir first
    python bench/learn_sweep.py --site /tmp/s --port 8765   # a site built with SITE_URL=http://127.0.0.1:8765/
    python bench/learn_sweep.py --site /tmp/s --port 8765 --game troccas
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "tests" / "browser"), str(ROOT / "tests"), str(ROOT / "bench")]

from browser import build  # noqa: E402  (bench/browser.py: the site built for a port)
from conftest import CHROMIUM, CHROMIUM_ARGS, closed_port, instant_bots  # noqa: E402
from test_learn import W, _play, _press  # noqa: E402
from troggu_static_server import StaticServer, free_port  # noqa: E402

from troggu_core.learn import all_lessons  # noqa: E402


def sweep(page: Any, url: str, lessons: list[Any]) -> list[tuple[str, float, str]]:
    """Play ``lessons`` from the map, one after the other: (id, seconds, what went wrong or "")."""
    page.goto(url + "learn/")
    _press(page, f"{W} .troggu-start")
    page.locator(f'{W}[data-view="map"]').wait_for()
    out = []
    for lesson in lessons:
        t0 = time.monotonic()
        wrong = ""
        try:
            _press(page, f'{W} [data-lesson="{lesson.id}"]')
            _play(page, lesson)
        except Exception as e:  # noqa: BLE001 - a figure, not a verdict: say it and go on
            wrong = f"{type(e).__name__}: {str(e).splitlines()[0][:160] if str(e) else ''}"
            page.goto(url + "learn/")  # start the next lesson from a fresh map
            _press(page, f"{W} .troggu-start")
        out.append((lesson.id, time.monotonic() - t0, wrong))
        if not wrong:
            _press(page, f"{W} [data-action=map]")
        page.locator(f'{W}[data-view="map"]').wait_for()
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--site", type=Path, help="an already built site (default: build one)")
    ap.add_argument("--port", type=int, help="the port of the built site's SITE_URL")
    ap.add_argument("--game", help="only this game's lessons (troggu, troccas, grosstarock, french-tarot)")
    args = ap.parse_args()
    port = args.port or free_port()
    site = args.site or build(port)
    lessons = [x for x in all_lessons() if not args.game or x.game == args.game]
    from playwright.sync_api import sync_playwright

    with StaticServer(site, port) as server, closed_port() as proxy, sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS, proxy=proxy)
        ctx = browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True)
        instant_bots(ctx)
        page = ctx.new_page()
        page.set_default_timeout(120_000)
        errors: list[str] = []
        page.on("pageerror", lambda e: errors.append(str(e)))
        t0 = time.monotonic()
        rows = sweep(page, server.url, lessons)
        took = time.monotonic() - t0
        browser.close()
    print(f"\n{'lesson':<44} {'s':>6}  what went wrong")
    for lid, s, wrong in rows:
        print(f"{lid:<44} {s:6.1f}  {wrong}")
    bad = sum(1 for r in rows if r[2])
    print(f"\n{len(rows)} lessons in {took:.1f} s (the runtime's first start included); {bad} went wrong")
    print(f"page errors: {len(errors)}" + (f" (first: {errors[0][:160]})" if errors else ""))


if __name__ == "__main__":
    main()
