"""One strict build of the site per test run, shared by every pytest-xdist worker.

The first worker that collects a test needing the site starts ``mkdocs build --strict`` in the background (under a
file lock in the run's shared temporary directory) while the workers go on with the engine's tests; the fixture that
needs the site waits for the build's exit code. ``TROGGU_SITE=DIR:PORT`` reuses a site already built with
``SITE_URL=http://127.0.0.1:PORT/`` (a developer's loop over the browser tests).
"""

from __future__ import annotations

import fcntl
import json
import os
import socket
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
REUSE_ENV = "TROGGU_SITE"
BUILD_TIMEOUT = 900.0


@dataclass(frozen=True)
class BuiltSite:
    """A built site: its directory and the port its ``site_url`` names."""

    path: Path
    port: int
    served: bool = False
    """Whether the run's own server serves it (else a browser test starts a server of its own)."""

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}/"

    @property
    def root(self) -> Path:
        return self.path


def reuse_port_socket(port: int = 0) -> socket.socket:
    """A socket bound to ``127.0.0.1:port`` that the run's other servers may bind as well (SO_REUSEPORT): every
    worker serves the same build on the port its ``site_url`` names."""
    s = socket.socket()
    s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEPORT, 1)
    s.bind(("127.0.0.1", port))
    return s


def shared_dir(basetemp: Path) -> Path:
    """The temporary directory every worker of this run shares (the parent of a worker's own)."""
    return basetemp.parent if os.environ.get("PYTEST_XDIST_WORKER") else basetemp


def start_build(shared: Path) -> None:
    """Start the run's one build unless another worker has (idempotent, under a lock)."""
    if os.environ.get(REUSE_ENV):
        return
    shared.mkdir(parents=True, exist_ok=True)
    with open(shared / "site.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        info = shared / "site.json"
        if info.exists():
            return
        sock = reuse_port_socket()
        port = int(sock.getsockname()[1])
        out = shared / "site"
        log = shared / "site.log"
        rc = shared / "site.rc"
        command = (
            f"{sys.executable} -m mkdocs build --strict -d {out} > {log} 2>&1; echo $? > {rc}.part && mv {rc}.part {rc}"
        )
        subprocess.Popen(
            ["bash", "-c", command],
            cwd=ROOT,
            env=dict(os.environ, SITE_URL=f"http://127.0.0.1:{port}/"),
            start_new_session=True,
        )
        # the run's one server, started now, serving the build once it is there, until the run's main process ends
        # (an xdist worker's parent; a run without workers: this process)
        parent = os.getppid() if os.environ.get("PYTEST_XDIST_WORKER") else os.getpid()
        sock.close()  # the server binds the port itself (SO_REUSEPORT: nothing else took it meanwhile)
        out.mkdir(parents=True, exist_ok=True)
        subprocess.Popen(
            [
                sys.executable,
                str(ROOT / "tests" / "browser" / "troggu_static_server.py"),
                str(out),
                str(port),
                str(parent),
            ],
            cwd=ROOT,
            start_new_session=True,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        info.write_text(json.dumps({"path": str(out), "port": port}))


def wait_for_build(shared: Path) -> BuiltSite:
    """The run's build, once it has finished; fails with mkdocs' own output when it did not succeed."""
    reuse = os.environ.get(REUSE_ENV)
    if reuse:
        path, port = reuse.rsplit(":", 1)
        return BuiltSite(Path(path), int(port))
    start_build(shared)
    info = json.loads((shared / "site.json").read_text())
    rc = shared / "site.rc"
    end = time.monotonic() + BUILD_TIMEOUT
    while not rc.exists():
        if time.monotonic() > end:
            raise AssertionError(f"mkdocs build took over {BUILD_TIMEOUT:.0f} s")
        time.sleep(0.2)
    if rc.read_text().strip() != "0":
        log = (shared / "site.log").read_text(errors="replace")
        raise AssertionError(f"mkdocs build --strict failed:\n{log[-6000:]}")
    return BuiltSite(Path(info["path"]), int(info["port"]), served=True)


@pytest.hookimpl(trylast=True)
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """After the marks have chosen the run's tests: when one of them needs the built site, the build starts now in
    the background and the tests that need it run last, so the workers run the engine's tests meanwhile."""
    # by file: xdist sends a file whole to one worker when it first meets it, so a file with one test that waits for
    # the build among others that do not would start early and keep its worker waiting
    waiting = {str(item.fspath) for item in items if "built_site" in getattr(item, "fixturenames", ())}
    if waiting and not config.option.collectonly:
        start_build(shared_dir(config._tmp_path_factory.getbasetemp()))  # type: ignore[attr-defined]
    order = {id(item): i for i, item in enumerate(items)}
    items.sort(key=lambda item: (str(item.fspath) in waiting, _long_rank(item), order[id(item)]))


LONG_FIRST = (
    "browser/test_offline.py",
    "browser/test_i18n_a11y.py",
    "kernel/test_family_fingerprint.py",
    "pyodide/test_engine_in_pyodide.py",
    "test_facade_rules.py",
    "browser/test_page_errors.py",
    "browser/test_learn.py",
    "browser/test_family_widgets.py",
    "kernel/test_conformance.py",
    "site/test_examples.py",
    "games/troggu/test_engine_fingerprint.py",
    "test_lessons.py",
    "browser/test_hints.py",
    "browser/test_hardening_browser.py",
    "kernel/test_refusals.py",
    "site/test_notebooks.py",
    "kernel/test_strong_bids.py",
    "browser/test_pad.py",
    "browser/test_table_explains.py",
    "kernel/test_rule_anchors.py",
    "browser/test_editor.py",
    "site/test_site.py",
    "browser/test_widgets.py",
    "test_typing.py",
    "browser/test_hardening_round3.py",
    "kernel/test_solver.py",
    "browser/test_contrast.py",
    "test_i18n.py",
    "browser/test_cite_calc.py",
    "test_fuzz.py",
    "test_hint_ops.py",
    "browser/test_numbers.py",
    "test_attestations.py",
    "kernel/test_pad_rounds.py",
    "kernel/test_family_fast_path.py",
    "kernel/test_rule_ids.py",
    "test_phase_words.py",
    "test_facade_fuzz.py",
    "kernel/test_bots.py",
)
"""The test files that take longest (tests/ relative), longest first by a whole run's durations (about 290 s for
the first down to 20 s on a loaded machine), started first in their group (the engine's, then those that wait for the
site's build): the files left for the end of each group are the short ones, so that no worker is left alone with a
long one (each file runs whole on one worker); the others keep their order. scripts/test.sh passes ``--no-loadscope-reorder``, without which
xdist sends the files out by their number of tests instead (a file of one long test, such as the page scan or the
engine in Pyodide, went last and kept one worker busy for minutes after the other had finished)."""


def _long_rank(item: pytest.Item) -> int:
    path = Path(str(item.fspath)).as_posix()
    return next((i for i, name in enumerate(LONG_FIRST) if path.endswith("tests/" + name)), len(LONG_FIRST))


@pytest.fixture(scope="session")
def built_site(tmp_path_factory: pytest.TempPathFactory) -> BuiltSite:
    """The site, built once per run with ``mkdocs build --strict`` and shared by the workers."""
    return wait_for_build(shared_dir(tmp_path_factory.getbasetemp()))
