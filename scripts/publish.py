"""Build the site for publishing, refusing an address that is not a public one.

``SITE_URL`` is the address the published site is served from: every citation on the page "Zitieren / How to cite",
``CITATION.cff``, the sitemap (which Material's instant navigation reads) and the archive carry it. A local build
(``mkdocs build``, ``mkdocs serve``, the tests) may use the default ``http://127.0.0.1:8000/``; a build meant for
publishing must not, or every citation of the published site points at the reader's own machine. So publishing
goes through this script (``.github/workflows/pages.yml`` runs it)::

    SITE_URL=https://example.org/troggu/ python scripts/publish.py [--site-dir site] [--check]

It stops with a message and exit status 2 when ``SITE_URL`` is unset, empty, not an absolute http(s) address, or a
local one (localhost, a loopback, private, link-local or unspecified IP address, a ``.local``/``.localhost`` name);
otherwise it runs ``mkdocs build --strict`` (``--check``: only the check). Standard library only.
"""

from __future__ import annotations

import argparse
import ipaddress
import os
import subprocess
import sys
from urllib.parse import urlsplit

LOCAL_NAMES = ("localhost", "localhost.localdomain", "ip6-localhost", "ip6-loopback")
LOCAL_SUFFIXES = (".localhost", ".local", ".internal", ".lan", ".home.arpa")


class PublishError(ValueError):
    """The address is not one the site can be published at; the message says why and what to do."""


def _is_local_host(host: str) -> bool:
    """Whether ``host`` names this machine or a private network rather than a public address."""
    name = host.strip("[]").lower().rstrip(".")
    if not name or name in LOCAL_NAMES or name.endswith(LOCAL_SUFFIXES) or ("." not in name and ":" not in name):
        return True
    try:
        ip = ipaddress.ip_address(name)
    except ValueError:
        return False
    return ip.is_loopback or ip.is_private or ip.is_link_local or ip.is_unspecified or ip.is_reserved


def check_site_url(value: str | None) -> str:
    """The public address the site will be published at, ending in ``/``.

    Raises:
        PublishError: ``value`` is unset or empty, not an absolute http(s) address, or a local address.
    """
    hint = "Set SITE_URL to the address the site is served from, e.g. SITE_URL=https://example.org/troggu/."
    if value is None or not value.strip():
        raise PublishError(f"SITE_URL is not set: the build would cite http://127.0.0.1:8000/. {hint}")
    url = value.strip()
    parts = urlsplit(url)
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise PublishError(f"SITE_URL={url!r} is not an absolute http(s) address. {hint}")
    if _is_local_host(parts.hostname):
        raise PublishError(
            f"SITE_URL={url!r} is a local address ({parts.hostname}): the published site's citations, "
            f"CITATION.cff and sitemap would point at the reader's own machine. {hint}"
        )
    return url if url.endswith("/") else url + "/"


def main(argv: list[str] | None = None) -> int:
    """Check ``SITE_URL``, then build the site with ``mkdocs build --strict`` (unless ``--check``)."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--site-dir", default="site", help="where the built site goes (default: site)")
    parser.add_argument("--check", action="store_true", help="only check SITE_URL, do not build")
    args = parser.parse_args(argv)
    try:
        url = check_site_url(os.environ.get("SITE_URL"))
    except PublishError as e:
        print(f"publish: refused: {e}", file=sys.stderr)
        return 2
    print(f"publish: building for {url}", file=sys.stderr)
    if args.check:
        return 0
    env = {**os.environ, "SITE_URL": url}
    cmd = [sys.executable, "-m", "mkdocs", "build", "--strict", "--site-dir", args.site_dir]
    return subprocess.call(cmd, env=env)


if __name__ == "__main__":
    sys.exit(main())
