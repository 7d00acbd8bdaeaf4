"""Issue 36, point 11: the hosts' headers (docs_hooks/headers.py). The built site carries ``_headers`` (Netlify,
Cloudflare Pages) and ``_headers.nginx``, whose Content-Security-Policy is the pages' one ``<meta>`` policy plus
``frame-ancestors 'none'`` (and ``'wasm-unsafe-eval'`` for the runtime worker, which a page's ``<meta>`` still
forbids on the page); the service worker never precaches them (a host that does not serve ``_headers`` would
otherwise stop its whole install). tests/browser/test_hardening_round3.py serves the site with these headers."""

from __future__ import annotations

import re
import sys
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
META = re.compile(r'<meta http-equiv="Content-Security-Policy" content="([^"]+)"')


@pytest.fixture(scope="session")
def site(built_site: Any) -> Path:
    return Path(built_site.path)


def directives(policy: str) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    for part in policy.split(";"):
        if part.strip():
            name, *sources = part.split()
            assert name not in out, f"{name} twice in {policy}"
            out[name] = sources
    return out


def page_policies(site: Path) -> set[str]:
    found = set()
    for page in site.rglob("*.html"):
        if "assets/pyodide" not in page.as_posix():
            m = META.search(page.read_text(encoding="utf-8"))
            assert m, page
            found.add(m.group(1))
    return found


def rules(site: Path) -> dict[str, dict[str, str]]:
    out: dict[str, dict[str, str]] = {}
    path = ""
    for line in (site / "_headers").read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        if not line[0].isspace():
            path = line.strip()
            out[path] = {}
        else:
            name, _, value = line.strip().partition(":")
            out[path][name.strip()] = value.strip()
    return out


def test_the_headers_file_carries_the_pages_policy_plus_frame_ancestors(site: Path) -> None:
    (meta,) = page_policies(site)  # one policy for every page
    headers = rules(site)
    assert list(headers) == ["/*"], "one rule, every path"
    sent = headers["/*"]
    assert sent["X-Content-Type-Options"] == "nosniff"
    assert sent["Referrer-Policy"] == "same-origin"
    assert sent["X-Frame-Options"] == "DENY"
    header, page = directives(sent["Content-Security-Policy"]), directives(meta)
    assert header.pop("frame-ancestors") == ["'none'"]
    assert header["script-src"][-1] == "'wasm-unsafe-eval'"
    header["script-src"] = header["script-src"][:-1]
    assert header == page  # every other directive and source exactly the pages'
    # on a page both policies hold: WebAssembly stays forbidden there, as the <meta> alone says
    assert "frame-ancestors" not in page and "'wasm-unsafe-eval'" not in page["script-src"]


def test_nginx_gets_the_same_headers(site: Path) -> None:
    sent = rules(site)["/*"]
    lines = re.findall(r'^add_header (\S+) "([^"]*)" always;$', (site / "_headers.nginx").read_text(), re.M)
    assert dict(lines) == sent and len(lines) == len(sent)


def test_the_service_worker_does_not_precache_the_headers_files(site: Path) -> None:
    sw = (site / "sw.js").read_text(encoding="utf-8")
    assert '{url:"index.html"' in sw  # the precache list is where it is looked for
    assert '"_headers' not in sw


def test_the_hook_refuses_pages_without_one_policy(tmp_path: Path) -> None:
    sys.path.insert(0, str(ROOT / "docs_hooks"))
    import headers

    page = '<html><head><meta http-equiv="Content-Security-Policy" content="{}"></head></html>'
    (tmp_path / "a.html").write_text(page.format("default-src &#39;self&#39;"), encoding="utf-8")
    assert headers.page_policy(tmp_path) == "default-src 'self'"
    (tmp_path / "b.html").write_text(page.format("default-src 'none'"), encoding="utf-8")
    with pytest.raises(ValueError, match="2 different policies"):
        headers.page_policy(tmp_path)
    (tmp_path / "b.html").write_text("<html><head></head></html>", encoding="utf-8")
    with pytest.raises(ValueError, match="b.html has no Content-Security-Policy"):
        headers.page_policy(tmp_path)
