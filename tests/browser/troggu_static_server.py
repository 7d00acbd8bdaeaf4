"""A small static server for the built site on 127.0.0.1 (``.wasm`` as ``application/wasm``)."""

from __future__ import annotations

import contextlib
import functools
import http.server
import os
import re
import socket
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

MIME = {
    ".wasm": "application/wasm",
    ".mjs": "text/javascript",
    ".whl": "application/zip",
    ".json": "application/json",
    ".zip": "application/zip",
}


TEST_FILES = {"/__tests__/axe.min.js": Path(__file__).resolve().parents[2] / "node_modules" / "axe-core" / "axe.min.js"}
"""Files the tests inject into a page, served at a test-only address of the site's own origin (the pages' CSP allows
'self' scripts only); not part of the site."""


BLANK = "/__tests__/blank.html"
"""A test-only page of the site's origin that runs no script of the site (a test reaches the origin's Cache Storage
through it)."""

UPLOADS = Path(tempfile.gettempdir()) / f"troggu-test-uploads-{os.getuid()}"
"""Where a test's page may put a file (``PUT /__tests__/upload/NAME``) for the test's other pages to fetch (``GET``
the same address): the runtime's memory snapshot passes so from one browser context to the next (conftest's
``runtime_snapshot``) without crossing Playwright. On disk, since the run's workers may each serve the one port."""

UPLOAD = re.compile(r"/__tests__/upload/([A-Za-z0-9._-]{1,100})")


def upload_path(name: str) -> Path:
    """The file an upload of ``name`` is kept in."""
    return UPLOADS / name


class _Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **MIME}

    def translate_path(self, path: str) -> str:
        """A test file by its address (``TEST_FILES``, an upload), else the site's file."""
        path = path.split("?", 1)[0]
        test_file = TEST_FILES.get(path)
        if test_file is not None:
            return str(test_file)
        upload = UPLOAD.fullmatch(path)
        return str(upload_path(upload.group(1))) if upload else super().translate_path(path)

    def do_GET(self) -> None:
        """The site's files; ``BLANK`` is an empty page."""
        if self.path.split("?", 1)[0] != BLANK:
            super().do_GET()
            return
        body = b"<!doctype html><title>-</title>"
        self.send_response(200)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def do_PUT(self) -> None:
        """Keep the body as an upload (``UPLOADS``); nothing else of the site can be written."""
        upload = UPLOAD.fullmatch(self.path.split("?", 1)[0])
        if not upload:
            self.send_error(405)
            return
        UPLOADS.mkdir(parents=True, exist_ok=True)
        for old in UPLOADS.iterdir():  # a run that ended without removing its uploads (a killed worker)
            with contextlib.suppress(OSError):
                if old.stat().st_mtime < time.time() - 86400:
                    old.unlink()
        target = upload_path(upload.group(1))
        part = target.with_name(f"{target.name}.{os.getpid()}.{threading.get_ident()}.part")
        left = int(self.headers.get("Content-Length", "0"))
        with open(part, "wb") as out:
            while left > 0:
                chunk = self.rfile.read(min(left, 1 << 20))
                if not chunk:
                    break
                out.write(chunk)
                left -= len(chunk)
        if left:
            part.unlink()
            self.send_error(400, "the upload ended early")
            return
        part.replace(target)
        self.send_response(204)
        self.send_header("Content-Length", "0")
        self.end_headers()

    def log_message(self, format: str, *args: object) -> None:
        """Quiet; with ``TROGGU_SERVER_LOG`` set, each request is appended to that file (a run's requests counted)."""
        log = os.environ.get("TROGGU_SERVER_LOG")
        if log and format.startswith('"%s"'):
            with open(log, "a", encoding="utf-8") as out:
                out.write(f"{time.time():.2f} {os.getpid()} {self.path}\n")

    def send_error(self, code: int, message: str | None = None, explain: str | None = None) -> None:
        """A missing page gets the site's own 404 page of its language (en/404.html under /en/), as hosts do."""
        root = Path(self.directory)
        page = root / ("en/404.html" if self.path.startswith("/en/") else "404.html")
        if code != 404 or not page.is_file():
            super().send_error(code, message, explain)
            return
        body = page.read_bytes()
        self.send_response(404)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(body)

    def send_header(self, keyword: str, value: str) -> None:
        if keyword.lower() == "content-length":  # count the body bytes sent (the bench reads this)
            self.server.bytes_sent += int(value)  # type: ignore[attr-defined]
            self.server.requests.append((self.path, int(value)))  # type: ignore[attr-defined]
        super().send_header(keyword, value)


class _Server(http.server.ThreadingHTTPServer):
    allow_reuse_port = True  # the test run's workers all serve the one build on the port its site_url names

    def handle_error(self, request: Any, client_address: Any) -> None:
        """A browser that drops a connection it no longer needs (a page left mid-download) is no error."""
        if isinstance(sys.exc_info()[1], (BrokenPipeError, ConnectionResetError)):
            return
        super().handle_error(request, client_address)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class StaticServer:
    """Serve ``root`` on ``http://127.0.0.1:<port>/`` in a daemon thread; counts bytes sent."""

    def __init__(self, root: Path, port: int = 0) -> None:
        handler = functools.partial(_Handler, directory=str(root))
        self.httpd = _Server(("127.0.0.1", port), handler)
        self.httpd.bytes_sent = 0  # type: ignore[attr-defined]
        self.httpd.requests = []  # type: ignore[attr-defined]
        self.port = self.httpd.server_address[1]
        self.url = f"http://127.0.0.1:{self.port}/"
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)

    def reset_count(self) -> None:
        self.httpd.bytes_sent = 0  # type: ignore[attr-defined]
        self.httpd.requests = []  # type: ignore[attr-defined]

    @property
    def bytes_sent(self) -> int:
        return int(self.httpd.bytes_sent)  # type: ignore[attr-defined]

    def __enter__(self) -> StaticServer:
        self.thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()


class Held:
    """Requests held back until :meth:`release` (a route handler): for a test that must see the page while a file
    is still loading. Releasing continues the held ones and lets later ones through, without unrouting (an unroute
    while routes are pending hands them on by itself in newer Playwright)."""

    def __init__(self) -> None:
        self.routes: list[Any] = []
        self.released = False

    def __call__(self, route: Any) -> None:
        if self.released:
            route.continue_()
        else:
            self.routes.append(route)

    def release(self) -> None:
        self.released = True
        for route in self.routes:
            route.continue_()
        self.routes.clear()


RENDERED = """(w, [before, ms]) => new Promise((done, fail) => {
    const mark = () => w.getAttribute("data-render");
    const drawn = () => mark() !== null && mark() !== before;
    if (drawn()) return done(mark());
    const seen = new MutationObserver(() => {
        if (drawn()) { seen.disconnect(); clearTimeout(timer); done(mark()); }
    });
    const timer = setTimeout(() => { seen.disconnect(); fail(new Error("the widget did not answer")); }, ms);
    seen.observe(w, { attributes: true, attributeFilter: ["data-render"] });
})"""
"""Resolves with the widget's ``data-render`` once it is set and differs from ``before``: the page itself watches the
attribute (a MutationObserver), so the test waits without asking the page again and again."""


def wait_render(w: Any, before: str | None, timeout: float = 120.0) -> str:
    """Wait until a widget (a Locator or an element handle) has drawn anew (its ``data-render`` differs from
    ``before``); the new mark. The page is asked once and answers when the widget has drawn; a page that navigates
    meanwhile is asked again."""
    end = time.monotonic() + timeout
    while True:
        left = end - time.monotonic()
        if left <= 0:
            raise AssertionError("the widget did not answer")
        try:
            if hasattr(w, "element_handle"):  # a Locator: waits for its element to be there
                return str(w.evaluate(RENDERED, [before, left * 1000], timeout=left * 1000))
            return str(w.evaluate(RENDERED, [before, left * 1000]))
        except Exception as e:  # playwright's Error: the page's own answer, or a navigation under way
            text = str(e)
            if "did not answer" in text or "Timeout" in text:
                raise AssertionError("the widget did not answer") from None
            if "context was destroyed" not in text:
                raise


SETTLED = (
    "() => new Promise(r => requestIdleCallback(() => requestAnimationFrame(() => requestAnimationFrame(r)),"
    " {timeout: 3000}))"
)
"""A page function that resolves after the page's own idle callback and two frames: what the page starts when idle
or on a frame (the runtime's early start, a fetch after Back) has been acted on by then, so a check that nothing
happened waits on the page's state, not on time."""


def wait_js(page: Any, predicate: str, arg: Any = None, timeout: float = 120.0) -> Any:
    """Poll a JavaScript function (``"(arg) => ..."``; a bare expression is wrapped in one) through DevTools until it
    returns something truthy, and return that (the browser tests' one poll: the site's CSP forbids the string
    evaluation an expression given to ``page.wait_for_function`` needs). An evaluation that fails, because the page
    navigates or an element is not there yet, is tried again; the last failure is named at the timeout."""
    head = predicate.lstrip()
    function = head.startswith(("(", "async")) or "=>" in head.split("(", 1)[0]
    expr = predicate if function else f"() => ({predicate})"
    end = time.monotonic() + timeout
    last: Exception | None = None
    while time.monotonic() < end:
        try:
            value = page.evaluate(expr, arg)
            if value:
                return value
        except Exception as e:  # noqa: BLE001 - the page may be navigating, the element not there yet
            last = e
        time.sleep(0.05)
    raise AssertionError(f"timed out waiting for {predicate[:100]} ({last})")


def serve_while(root: Path, port: int, parent: int) -> None:
    """Serve ``root`` on ``port`` until the process ``parent`` has ended (the test run's one server: every worker
    of the run uses it, so none of them closes it while another still loads a page)."""
    import os

    with StaticServer(root, port):
        while True:
            try:
                os.kill(parent, 0)
            except OSError:
                return
            time.sleep(1.0)


if __name__ == "__main__":  # python troggu_static_server.py ROOT PORT PARENT_PID
    serve_while(Path(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3]))
