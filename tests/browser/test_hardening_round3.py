"""Issue 36, the page's points, in Debian's chromium on a phone's screen (390×844), German:

1. broken evenings in the browser's storage (no names, names a string, not JSON, rounds not a list, an evening the
   engine refuses) beside two intact ones: every intact evening is listed and opens, every broken one is named,
   can be saved as a file (the stored text, unchanged) or removed, and nothing is lost unasked;
5. learn progress holding stars of 10, -1, 1e9, a string or null: the lesson map shows, stars clamped to 0..3;
10. a redeployed site: the update note says what the reader gets, and it is so (the old version until "Neu laden"
    or until every tab of the site is closed, the new one on the visit after that);
11. the hosts' headers (``_headers``, docs_hooks/headers.py) served as Netlify and Cloudflare Pages serve them:
    no page of the site can be framed by another site, and the engine still runs under the header's policy.

Every page here is served with the built site's ``_headers`` applied, so points 1 and 5 also show that the runtime
worker (whose policy is the header's alone) loads the engine. One page load per case.
"""

from __future__ import annotations

import functools
import json
import os
import re
import time
from pathlib import Path
from typing import Any, Iterator

import pytest

from conftest import Guard
from german_words import ENGLISH
from test_i18n_a11y import assert_axe_clean, german_text
from troggu_core import web
from troggu_core.learn import all_lessons
from troggu_static_server import StaticServer, _Handler, free_port, wait_js

PHONE = {"width": 390, "height": 844}
PAD = '.troggu-widget[data-widget="pad"]'
LEARN = '.troggu-widget[data-widget="learn"]'
SHOTS = os.environ.get("TROGGU_SHOTS")


def shot(page: Any, tmp_path: Path, name: str, full_page: bool = True) -> None:
    """A screenshot (to TROGGU_SHOTS when set, else beside the test's files)."""
    folder = Path(SHOTS) if SHOTS else tmp_path
    folder.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(folder / f"{name}.png"), full_page=full_page)


def no_overflow(page: Any, where: str) -> None:
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= PHONE["width"], f"{where}: the page scrolls sideways ({width} px)"


# ---------------------------------------------------------------- a host that reads _headers
def header_rules(root: Path) -> list[tuple[str, list[tuple[str, str]]]]:
    """The rules of ``_headers`` (Netlify's and Cloudflare Pages' format): a path line, then indented headers."""
    rules: list[tuple[str, list[tuple[str, str]]]] = []
    path = root / "_headers"
    for line in path.read_text(encoding="utf-8").splitlines() if path.exists() else []:
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        if not line[0].isspace():
            rules.append((line.strip(), []))
        else:
            name, _, value = line.strip().partition(":")
            rules[-1][1].append((name.strip(), value.strip()))
    return rules


def matches(pattern: str, path: str) -> bool:
    return path.startswith(pattern[:-1]) if pattern.endswith("*") else path == pattern


class _HeaderHandler(_Handler):
    """The site's static server, sending the headers of every ``_headers`` rule that matches the path (as Netlify
    does, the values of one header from several rules joined by a comma)."""

    rules: list[tuple[str, list[tuple[str, str]]]] = []

    def end_headers(self) -> None:
        path = self.path.split("?", 1)[0]
        sent: dict[str, list[str]] = {}
        for pattern, headers in self.rules:
            if matches(pattern, path):
                for name, value in headers:
                    sent.setdefault(name, []).append(value)
        for name, values in sent.items():
            self.send_header(name, ", ".join(values))
        super().end_headers()


def header_server(root: Path) -> StaticServer:
    """Serve ``root`` with its ``_headers`` applied, on a free port."""
    server = StaticServer(root, free_port())
    handler = type("Handler", (_HeaderHandler,), {"rules": header_rules(root)})
    server.httpd.RequestHandlerClass = functools.partial(handler, directory=str(root))
    return server


@pytest.fixture(scope="module")
def host(site: Any) -> Iterator[StaticServer]:
    """The built site as a host that reads ``_headers`` serves it."""
    with header_server(Path(site.root)) as server:
        yield server


@pytest.fixture(scope="module")
def phone(browser: Any, host: StaticServer) -> Iterator[tuple[Any, Guard]]:
    """One phone for the cases that load the engine (its HTTP cache keeps the runtime between them)."""
    ctx = browser.new_context(
        viewport=PHONE, is_mobile=True, has_touch=True, accept_downloads=True, service_workers="block"
    )
    guard = Guard(host.url.rstrip("/"))
    guard.attach(ctx)
    yield ctx, guard
    ctx.close()
    guard.check()


def open_page(ctx: Any, guard: Guard, url: str, storage: dict[str, str]) -> Any:
    """A page of ``ctx`` whose localStorage holds ``storage`` before any script of the page runs."""
    page = ctx.new_page()
    page.add_init_script("for (const [k, v] of Object.entries(%s)) localStorage.setItem(k, v);" % json.dumps(storage))
    guard.watch(page)
    page.set_default_timeout(120_000)
    page.goto(url)
    return page


def start(page: Any, widget: str) -> None:
    """Start a widget by keyboard; it must come up (a failed start fails here, with the page's own message)."""
    page.locator(widget + " .troggu-start").focus()
    page.keyboard.press("Enter")
    page.wait_for_selector(
        f'{widget}[data-troggu-state="ready"], {widget}[data-troggu-state="failed"]', timeout=180_000
    )
    w = page.locator(widget)
    assert w.get_attribute("data-troggu-state") == "ready", w.locator(".troggu-error").all_inner_texts()


# ---------------------------------------------------------------- 1. the score pad's stored evenings
def evening(title: str, names: list[str], game: str = "troggu", rounds: int = 0, updated: float = 1) -> str:
    solo = {"inputs": {"type": "solo", "declarer": 2, "declarer_points": 70}}
    body = {"ruleset": "visp", "base": 10, "title": title, "names": names, "rounds": [solo] * rounds, "game": game}
    body["updated"] = updated
    return json.dumps({"v": 1, "evening": body})


INTACT = {
    "troggu-pad:montag": evening("Montag", ["Anna", "Beat", "Carla", "Dani"]),
    "troggu-pad:freitag": evening("Freitag", ["Eva", "Fritz", "Gabi", "Hans"], rounds=1),
    "troggu-pad:fern": evening("Fern", ["Mia", "Nik", "Ole", "Pia"], updated=1e20),  # no date: out of Date's range
}
BROKEN = {
    "troggu-pad:x": '{"v":1,"evening":{"rounds":[]}}',  # the case: no names
    "troggu-pad:namen-text": '{"v":1,"evening":{"names":"Anna, Beat","rounds":[],"game":"troggu"}}',
    "troggu-pad:kein-json": "{nicht json",
    "troggu-pad:runden-text": '{"v":1,"evening":{"names":["A","B","C","D"],"rounds":"drei"}}',
    "troggu-pad:null": "null",
}
REFUSED = {"troggu-pad:fremd": evening("Fremdes Spiel", ["Ida", "Jan", "Kai", "Lea"], game="jass")}


def stored(page: Any) -> dict[str, str]:
    return dict(
        page.evaluate(
            "() => Object.keys(localStorage).filter((k) => k.startsWith('troggu-pad:'))"
            ".map((k) => [k, localStorage.getItem(k)])"
        )
    )


def test_broken_evenings_hide_none_and_are_named_saved_or_removed(phone: Any, host: Any, tmp_path: Path) -> None:
    ctx, guard = phone
    page = open_page(ctx, guard, host.url + "score/", {**INTACT, **BROKEN, **REFUSED})
    dialogs: list[str] = []

    def answer(dialog: Any) -> None:  # "remove?": yes
        dialogs.append(dialog.message)
        dialog.accept()

    page.on("dialog", answer)
    start(page, PAD)
    # every intact evening listed (the one the engine refuses too: it is readable), every broken one named
    listed = page.locator('[data-action="open"]').all_inner_texts()
    assert len(listed) == 4, listed
    for title, names, rounds in (
        ("Montag", "Anna, Beat, Carla, Dani", "0 Runden"),
        ("Freitag", "Eva, Fritz, Gabi, Hans", "1 Runde"),
    ):
        assert any(text.startswith(f"{title} · {names} · {rounds} · ") for text in listed), (
            listed
        )  # 1 Runde, not 1 Runden
    # a stored time far out of range (1e20 ms) shows no date, not "Invalid Date"
    assert "Fern · Mia, Nik, Ole, Pia · 0 Runden" in listed and not any("Invalid" in text for text in listed), listed
    alert = page.locator(".troggu-pad-note [role=alert]").inner_text()
    assert "lässt sich nicht als Abend lesen" in alert
    broken = page.locator(".troggu-pad-broken li")
    assert broken.count() == len(BROKEN)
    for key in BROKEN:
        name = key.split(":", 1)[1]
        assert page.locator(f'.troggu-pad-broken li[data-key="{name}"]').count() == 1, name
    no_overflow(page, "the list with broken evenings")
    assert_axe_clean(page, "the list with broken evenings", PAD)
    english = ENGLISH.findall(german_text(page))
    assert not english, english
    shot(page, tmp_path, "pad-broken-phone")

    # saved as a file: the stored text as it is, under a name that says what it is
    with page.expect_download() as dl:
        page.locator('.troggu-pad-broken li[data-key="x"] [data-action="save-broken"]').click()
    assert dl.value.suggested_filename == "schreibblock-x.txt"
    assert Path(dl.value.path()).read_text(encoding="utf-8") == BROKEN["troggu-pad:x"]
    assert stored(page) == {**INTACT, **BROKEN, **REFUSED}  # saving removes nothing

    # removed, after asking: that one goes, every other stays
    page.locator('.troggu-pad-broken li[data-key="kein-json"] [data-action="remove-broken"]').click()
    wait_js(page, "() => document.querySelectorAll('.troggu-pad-broken li').length === 4")
    assert dialogs and "kein-json" in dialogs[-1]
    left = {**INTACT, **BROKEN, **REFUSED}
    del left["troggu-pad:kein-json"]
    assert stored(page) == left
    assert "entfernt" in page.locator(".troggu-pad-note").inner_text()

    # an evening the engine refuses: its refusal, and the same two ways out (nothing is removed by opening it)
    page.locator('[data-action="open"]', has_text="Fremdes Spiel").click()
    page.wait_for_selector(".troggu-pad-note .troggu-pad-broken-actions")
    assert "'jass' ist kein Spiel" in page.locator(".troggu-pad-note").inner_text()
    assert stored(page) == left

    # an intact evening opens
    page.locator('[data-action="open"]', has_text="Montag").click()
    page.wait_for_selector(".troggu-pad-round")
    assert page.locator(".troggu-pad-totals .troggu-pad-name").all_inner_texts() == ["Anna", "Beat", "Carla", "Dani"]

    # an evening of one round imported: counted in the singular (the engine's plural form, issue 36 point 8)
    page.locator('[data-action="home"]').click()
    friday = json.loads(INTACT["troggu-pad:freitag"])["evening"]
    other = {**friday, "names": ["Olga", "Paul", "Rita", "Sepp"]}  # not an evening stored already
    answer = json.loads(web.handle(json.dumps({"op": "pad_export", "game": "troggu", "evening": other})))
    (tmp_path / "einer.json").write_text(answer["session"], encoding="utf-8")
    page.locator('input[data-action="import"]').set_input_files(str(tmp_path / "einer.json"))
    wait_js(page, "() => document.querySelector('.troggu-pad-note').textContent.includes('Abend importiert')")
    assert "Abend importiert: 1 Runde gelesen." in page.locator(".troggu-pad-note").inner_text()
    page.close()


# ---------------------------------------------------------------- 5. learn progress out of its range
def test_learn_progress_out_of_range_still_shows_the_map(phone: Any, host: Any, tmp_path: Path) -> None:
    ctx, guard = phone
    ids = [lesson.id for lesson in all_lessons()]
    troggu = [i for i in ids if i.startswith("troggu-")]
    progress = {
        troggu[0]: {"stars": 10},
        troggu[1]: {"stars": -1},
        troggu[2]: {"stars": 1e9},
        troggu[3]: {"stars": "2"},
        troggu[4]: {"stars": None},
        troggu[5]: 7,
        troggu[6]: {"stars": 2},
        troggu[7]: {"stars": 2.5},
    }
    page = open_page(ctx, guard, host.url + "learn/", {"troggu-learn/1": json.dumps(progress)})
    start(page, LEARN)
    items = page.locator(f"{LEARN} .troggu-learn-item")
    assert items.count() == len(ids)

    def stars(lesson: str) -> tuple[str | None, str]:
        item = page.locator(f'{LEARN} [data-lesson="{lesson}"]')
        found = re.search(r"(\d) von 3 Sternen", item.get_attribute("aria-label") or "")
        return (found.group(1) if found else None), item.locator(".troggu-learn-stars").inner_text()

    assert stars(troggu[0]) == ("3", "★★★")
    assert stars(troggu[1]) == ("0", "☆☆☆")
    assert stars(troggu[2]) == ("3", "★★★")
    for lesson in troggu[3:6]:  # not a number: no progress
        assert stars(lesson) == (None, "")
    assert stars(troggu[6]) == ("2", "★★☆")
    assert stars(troggu[7]) == ("2", "★★☆")
    count = page.locator(f'{LEARN} .troggu-learn-game[data-game="troggu"] .troggu-learn-count').inner_text()
    assert count.startswith("5 von ")
    no_overflow(page, "the lesson map")
    shot(page, tmp_path, "learn-map-phone")
    page.close()


# ---------------------------------------------------------------- 10. a redeploy: what the update note promises
_MANIFEST = re.compile(r"\(\[\{url:.*?\}\]\)", re.S)
SW_STATE = """() => navigator.serviceWorker.getRegistration().then((r) => ({
    controlled: !!navigator.serviceWorker.controller, waiting: !!(r && r.waiting),
    version: document.querySelector('h1').dataset.version || '1',
    note: [...document.querySelectorAll('.troggu-sw-note')].map((n) => n.dataset.kind + ': ' + n.innerText) }))"""


def deploy(root: Path, built: Path, version: int) -> None:
    """Deploy version ``version`` of the history page: its heading marked, and a service worker whose precache (cut
    down to this page, so that it installs in a moment; every other file comes from the network) names it anew."""
    page = (built / "history" / "index.html").read_text(encoding="utf-8")
    marked = page.replace("<h1", f'<h1 data-version="{version}"', 1) if version > 1 else page
    (root / "history" / "index.html").write_text(marked, encoding="utf-8")
    entry = '([{url:"history/index.html",revision:"v%d"}])' % version
    sw = _MANIFEST.sub(lambda m: entry, (built / "sw.js").read_text(encoding="utf-8"), count=1)
    assert entry in sw, "the service worker's precache list was not found"
    (root / "sw.js").write_text(sw, encoding="utf-8")


def site_copy(built: Path, root: Path) -> None:
    """The built site under ``root``, every file linked but the two a deploy changes."""
    root.mkdir()
    for p in built.iterdir():
        if p.name not in ("sw.js", "history"):
            (root / p.name).symlink_to(p)
    (root / "history").mkdir()
    for p in (built / "history").iterdir():
        if p.name != "index.html":
            (root / "history" / p.name).symlink_to(p)


def wait_worker(ctx: Any, predicate: str, timeout: float = 60.0) -> None:
    """Poll a predicate in the site's service worker while no page of the site is open (Chromium lists it)."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        for worker in ctx.service_workers:
            try:
                if worker.evaluate(predicate):
                    return
            except Exception:  # noqa: BLE001 - the old worker may be going away
                pass
        time.sleep(0.05)
    raise AssertionError(f"timed out waiting in the service worker for {predicate}")


def visit(page: Any, url: str) -> dict[str, Any]:
    page.goto(url)
    return dict(wait_js(page, SW_STATE))


def test_the_update_note_says_what_the_reader_gets_and_it_is_so(browser: Any, site: Any, tmp_path: Path) -> None:
    built, root = Path(site.root), tmp_path / "site"
    site_copy(built, root)
    deploy(root, built, 1)
    with header_server(root) as srv:
        ctx = browser.new_context(viewport=PHONE, is_mobile=True, has_touch=True)
        guard = Guard(srv.url.rstrip("/"))
        guard.attach(ctx)
        url = srv.url + "history/"
        page = ctx.new_page()
        guard.watch(page)
        page.goto(url)
        wait_js(page, "() => !!navigator.serviceWorker.controller", timeout=60)

        # version 2 deployed: this visit still shows version 1 (the browser looks for a new version when it is left)
        deploy(root, built, 2)
        assert visit(page, url)["version"] == "1"
        page.reload()
        wait_js(page, "() => document.querySelector('.troggu-sw-note[data-kind=update]')", timeout=60)
        note = page.locator('.troggu-sw-note[data-kind="update"]').inner_text()
        assert "«Neu laden» zeigt sie gleich" in note
        assert "sonst bleibt die bisherige, bis alle Tabs und Fenster mit dieser Website geschlossen sind" in note
        assert "beim nächsten Besuch danach kommt die neue" in note
        assert wait_js(page, SW_STATE)["version"] == "1"
        no_overflow(page, "the update note")
        shot(page, tmp_path, "update-note-phone", full_page=False)  # the note stays at the screen's foot
        # "sonst bleibt die bisherige": one more visit in this tab, without the note's button, is still version 1
        state = visit(page, url)
        assert state["version"] == "1" and state["waiting"], state
        # "«Neu laden» zeigt sie gleich"
        page.locator('.troggu-sw-note[data-kind="update"] button', has_text="Neu laden").click()
        wait_js(
            page, "() => document.readyState === 'complete' && document.querySelector('h1').dataset.version === '2'"
        )

        # version 3 deployed, the note left alone: version 2 in this tab until it is closed, version 3 after that
        deploy(root, built, 3)
        assert visit(page, url)["version"] == "2"
        page.reload()
        wait_js(page, "() => document.querySelector('.troggu-sw-note[data-kind=update]')", timeout=60)
        assert wait_js(page, SW_STATE)["version"] == "2"
        page.close()
        # the reader comes back later: by then the browser has let the new version take over (no tab holds the old)
        wait_worker(ctx, "() => !self.registration.waiting && self.registration.active.state === 'activated'")
        again = ctx.new_page()
        guard.watch(again)
        state = visit(again, url)
        assert state["version"] == "3" and not state["waiting"] and state["controlled"], state
        ctx.close()
        guard.check()


# ---------------------------------------------------------------- 11. the hosts' headers: no framing by another site
def test_with_the_hosts_headers_no_other_site_can_frame_a_page(
    browser: Any, site: Any, host: Any, tmp_path: Path
) -> None:
    assert "/*" in dict(header_rules(Path(site.root))), "the built site has no _headers rule for every path"
    framer = tmp_path / "framer"
    framer.mkdir()
    (framer / "index.html").write_text(
        f'<!doctype html><title>framer</title><iframe id="f" src="{host.url}history/"></iframe>', encoding="utf-8"
    )
    with StaticServer(framer, free_port()) as other:
        ctx = browser.new_context(service_workers="block")
        page = ctx.new_page()
        refused: list[str] = []
        page.on("console", lambda m: refused.append(m.text) if "frame-ancestors" in m.text else None)
        loaded = ctx.new_page()
        response = loaded.goto(host.url + "history/")
        assert response is not None and "frame-ancestors 'none'" in response.headers["content-security-policy"]
        assert response.headers["x-content-type-options"] == "nosniff"
        loaded.close()
        page.goto(other.url)
        wait_js(page, "() => document.readyState === 'complete'")
        child = page.frames[1]
        assert not child.url.startswith(host.url), f"the page was shown in another site's frame: {child.url}"
        assert refused, "the browser did not say why the frame stayed empty"
        ctx.close()
