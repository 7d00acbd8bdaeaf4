"""Issue 38: a start restored from the memory snapshot answers before the engine's wheel is unpacked.

The snapshot holds Python with the engine's modules imported, not their files (Pyodide's file system is not in it).
The runtime worker (docs/javascripts/troggu-worker.js) checks the wheel against the lock's sha256, unpacks at once only
the files that are not modules, answers, and unpacks the modules between requests; an import of an engine module the
snapshot does not hold unpacks the rest first. Each test opens its own context with this run's snapshot
(``new_context``), the reader's browser saving data, so that the runtime starts on the first request only.
"""

from __future__ import annotations

import importlib.metadata
import json
from pathlib import Path
from typing import Any

import troggu_core as tg
import troggu_core.web
from test_offline import DEAL, engine_hands, hands_shown
from troggu_static_server import wait_js

SNAPSHOTS = "troggu-snapshot"


def same_answer(got: dict[str, Any], want: dict[str, Any]) -> bool:
    """The worker's answer is the engine's here (a new game's ``id`` counts the games of each process)."""
    return {**got, "id": None} == {**want, "id": None}


def warm_page(new_context: Any, site: Any, path: str) -> Any:
    """A page of a new context that has this run's snapshot, the runtime not started yet."""
    from conftest import save_data

    ctx, guard = new_context()
    save_data(ctx)  # the runtime starts on the first request, not when the page is idle
    page = ctx.new_page()
    guard.watch(page)
    page.set_default_timeout(180_000)
    page.goto(site.url + path)
    return page


def unpacked(page: Any) -> dict[str, Any]:
    """The runtime's figures, once the worker has unpacked the last of the wheel."""
    timing: dict[str, Any] = wait_js(
        page, "() => Troggu.runtime.timing.installed_by && Troggu.runtime.timing", timeout=180
    )
    return timing


def test_a_warm_start_shows_the_first_hand_before_the_modules_are_unpacked(new_context: Any, site: Any) -> None:
    page = warm_page(new_context, site, "en/play/")
    page.locator(DEAL + " .troggu-start").click()
    page.wait_for_selector(DEAL + '[data-troggu-state="ready"]')
    assert hands_shown(page) == engine_hands("visp", 4, 1)
    timing = unpacked(page)
    assert timing["snapshot"] is True, timing
    # the modules were unpacked between requests, after the first answer, and no request needed them before
    assert timing["installed_by"] == "idle", timing
    assert timing["first_answer_ms"] < timing["installed_at_ms"], timing


def test_an_import_the_snapshot_lacks_unpacks_the_modules_first(new_context: Any, site: Any) -> None:
    page = warm_page(new_context, site, "en/history/")
    # the first request: Troccas, whose modules the snapshot does not hold (it holds the default game's)
    req = {"op": "new_game", "game": "troccas", "lang": "en", "seed": 3}
    got = page.evaluate("(req) => Troggu.runtime.call(req)", req)
    want = json.loads(troggu_core.web.handle(json.dumps(req)))
    assert got["ok"] is True, got
    assert same_answer(got, want)
    timing = unpacked(page)
    assert timing["snapshot"] is True, timing
    assert timing["installed_by"].startswith("import troggu_core.games.troccas"), timing
    # later imports find the files, and a script sees the whole package
    ran = page.evaluate(
        "(code) => Troggu.runtime.run(code)",
        "import importlib.metadata, troggu_core.cli, troggu_core.hints\n"
        "print(troggu_core.hints.__name__, importlib.metadata.version('troggu-core'))",
    )
    assert ran["stderr"] == "", ran
    assert ran["stdout"].split() == ["troggu_core.hints", importlib.metadata.version("troggu-core")]


def test_a_code_cell_after_a_warm_start_reads_the_engines_files(new_context: Any, site: Any) -> None:
    page = warm_page(new_context, site, "en/history/")
    # a cell before anything else: the worker unpacks the whole wheel first (a cell may read any of its files)
    cells = page.evaluate(
        "(cells) => Troggu.runtime.cells(cells)",
        [
            "import pathlib, troggu_core.compare\nprint(len(list(pathlib.Path(troggu_core.__file__).parent.rglob('*.py'))))"
        ],
    )
    assert cells[0]["error"] is None, cells
    assert int(cells[0]["stdout"]) == sum(1 for _ in Path(tg.__file__).resolve().parent.rglob("*.py"))
    timing = unpacked(page)
    assert timing["snapshot"] is True and timing["installed_by"] == "cells", timing


def test_a_snapshot_that_cannot_be_restored_gives_a_plain_start(new_context: Any, site: Any) -> None:
    page = warm_page(new_context, site, "en/history/")
    page.evaluate(
        """async (name) => {
            const cache = await caches.open(name);
            for (const key of await cache.keys()) await cache.put(key, new Response(new Uint8Array(64)));
        }""",
        SNAPSHOTS,
    )
    req = {"op": "new_game", "game": "troggu", "lang": "en", "seed": 1}
    got = page.evaluate("(req) => Troggu.runtime.call(req)", req)
    want = json.loads(troggu_core.web.handle(json.dumps(req)))
    assert same_answer(got, want)
    timing = page.evaluate("() => Troggu.runtime.timing")
    assert not timing.get("snapshot") and timing["installed_by"] == "start", timing
    # the broken snapshot is replaced by a good one
    wait_js(
        page,
        """async (name) => {
            const cache = await caches.open(name);
            const keys = await cache.keys();
            return keys.length === 1 && (await (await cache.match(keys[0])).arrayBuffer()).byteLength > 1e6;
        }""",
        SNAPSHOTS,
        timeout=180,
    )
