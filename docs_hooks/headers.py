"""MkDocs hook (the hosts' headers): ``_headers`` beside the built pages, for the hosts that read it.

The pages carry the site's Content-Security-Policy as a ``<meta>`` tag (docs_hooks/pyodide_assets.py), which every
host delivers. A ``<meta>`` policy cannot say who may frame the page (``frame-ancestors`` is ignored there), so a
page of the site could be shown inside someone else's page. Only a response header can say that. After every page
is written (priority -250: after pyodide_assets.py has put the policy into the pages and site_languages.py has written
the English 404 page with it; before offline.py, whose service worker leaves this file out), ``on_post_build``
writes ``_headers`` in the format Netlify and Cloudflare Pages read from the published folder:

* ``Content-Security-Policy``: the one policy of the pages' ``<meta>`` (read from the built pages, never a second
  copy), plus ``frame-ancestors 'none'`` (no page of the site in a frame of another page) and, in ``script-src``,
  ``'wasm-unsafe-eval'``. The header reaches every file, so also the runtime worker's script, whose policy is the
  header's alone (a worker does not inherit the page's ``<meta>``): there the engine's WebAssembly must compile.
  A page enforces both its ``<meta>`` and the header, so on a page WebAssembly stays forbidden as before;
* ``X-Frame-Options: DENY`` (``frame-ancestors`` for browsers too old to read it), ``X-Content-Type-Options:
  nosniff``, ``Referrer-Policy: same-origin`` (links to other sites send no address of a page here).

Which host enforces what (README.md, "Publishing"): Netlify and Cloudflare Pages send these headers; GitHub Pages
cannot send custom headers (``_headers`` is just a file there): the ``<meta>`` policy applies, framing is not
prevented. For nginx, ``headers_nginx(policy)`` gives the same headers as ``add_header`` lines
(``_headers.nginx`` beside ``_headers``, to ``include`` where the site is served).
"""

from __future__ import annotations

import html
import logging
import re
from pathlib import Path
from typing import Any

from mkdocs.plugins import event_priority

log = logging.getLogger("mkdocs.hooks.headers")

HEADERS_FILE = "_headers"
NGINX_FILE = "_headers.nginx"
_META_CSP = re.compile(r'<meta http-equiv="Content-Security-Policy" content="([^"]+)"', re.I)
OTHER_HEADERS = (
    ("X-Frame-Options", "DENY"),
    ("X-Content-Type-Options", "nosniff"),
    ("Referrer-Policy", "same-origin"),
)


def page_policy(site: Path) -> str:
    """The Content-Security-Policy of the built pages' ``<meta>``: one policy for every page, or an error."""
    found: dict[str, str] = {}
    for page in sorted(site.rglob("*.html")):
        if "assets/pyodide" in page.as_posix():
            continue
        m = _META_CSP.search(page.read_text(encoding="utf-8"))
        if m is None:
            raise ValueError(f"{page.relative_to(site)} has no Content-Security-Policy <meta>")
        found.setdefault(html.unescape(m.group(1)), page.relative_to(site).as_posix())
    if len(found) != 1:
        raise ValueError(f"the pages carry {len(found)} different policies: {sorted(found.values())[:4]}")
    return next(iter(found))


def header_policy(meta: str) -> str:
    """The pages' policy as a header: ``'wasm-unsafe-eval'`` added to ``script-src`` (for the runtime worker, see
    the module's text) and ``frame-ancestors 'none'`` appended; every other directive as it is."""
    directives = [d.strip() for d in meta.split(";") if d.strip()]
    out = [d + " 'wasm-unsafe-eval'" if d.split()[0] == "script-src" else d for d in directives]
    return "; ".join([*out, "frame-ancestors 'none'"])


def headers(meta: str) -> list[tuple[str, str]]:
    """Every header the site's files are sent with, in order."""
    return [("Content-Security-Policy", header_policy(meta)), *OTHER_HEADERS]


def headers_file(meta: str) -> str:
    """``_headers`` (Netlify, Cloudflare Pages): one rule, every path of the site."""
    lines = [
        '# The site\'s headers (docs_hooks/headers.py; README.md, "Publishing"), for Netlify and Cloudflare Pages.',
        "/*",
        *(f"  {name}: {value}" for name, value in headers(meta)),
    ]
    return "\n".join(lines) + "\n"


def headers_nginx(meta: str) -> str:
    """The same headers for nginx, to ``include`` inside the ``location`` that serves the site."""
    lines = [
        "# The site's headers for nginx (docs_hooks/headers.py): include this file inside the location that serves",
        "# the site. nginx drops inherited add_header lines in a block that has its own, so keep them together.",
        *(f'add_header {name} "{value}" always;' for name, value in headers(meta)),
    ]
    return "\n".join(lines) + "\n"


def _i18n_building(config: Any) -> bool:
    plugin = config.plugins.get("i18n")
    return bool(getattr(plugin, "building", False))


@event_priority(-250)  # after site_languages.py (-200) has written en/404.html; before offline.py (-300)
def on_post_build(config: Any) -> None:
    if _i18n_building(config):
        return  # a nested per-language build: the outer build does this once all pages are written
    site = Path(config["site_dir"])
    if site.name == "en":  # defensive: never from inside a language folder
        return
    meta = page_policy(site)
    (site / HEADERS_FILE).write_text(headers_file(meta), encoding="utf-8")
    (site / NGINX_FILE).write_text(headers_nginx(meta), encoding="utf-8")
    log.info("headers: %s and %s (Content-Security-Policy with frame-ancestors 'none')", HEADERS_FILE, NGINX_FILE)
