"""Issue 35: a build meant for publishing refuses a local or missing address (scripts/publish.py, run by
.github/workflows/pages.yml); local builds and the tests keep mkdocs.yml's local default."""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SCRIPT = ROOT / "scripts" / "publish.py"
_spec = importlib.util.spec_from_file_location("publish_script", SCRIPT)
assert _spec and _spec.loader
publish = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(publish)


@pytest.mark.parametrize(
    "url",
    [
        None,
        "",
        "  ",
        "http://127.0.0.1:8000/",
        "http://127.0.0.2/",
        "https://localhost/troggu/",
        "http://LOCALHOST:8765",
        "http://[::1]:8000/",
        "http://0.0.0.0:8000/",
        "http://192.168.1.20/troggu/",
        "http://10.0.0.5/",
        "http://troggu.local/",
        "http://myhost:8000/",
        "127.0.0.1:8000",
        "file:///tmp/site/",
    ],
)
def test_a_local_or_missing_address_is_refused(url: str | None) -> None:
    with pytest.raises(publish.PublishError, match="SITE_URL") as info:
        publish.check_site_url(url)
    assert "e.g. SITE_URL=https://" in str(info.value), "the message says what to do"


@pytest.mark.parametrize(
    ("url", "expected"),
    [
        ("https://owner.github.io/troggu/", "https://owner.github.io/troggu/"),
        ("https://example.org/troggu", "https://example.org/troggu/"),
        ("http://troggu.example.ch/", "http://troggu.example.ch/"),
        ("https://93.184.216.34/", "https://93.184.216.34/"),
    ],
)
def test_a_public_address_passes(url: str, expected: str) -> None:
    assert publish.check_site_url(url) == expected


def _run(site_url: str | None) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k != "SITE_URL"}
    if site_url is not None:
        env["SITE_URL"] = site_url
    return subprocess.run(
        [sys.executable, str(SCRIPT), "--check"], env=env, capture_output=True, text=True, timeout=60, check=False
    )


def test_the_script_stops_before_building_with_a_clear_message() -> None:
    unset = _run(None)
    assert unset.returncode == 2 and "SITE_URL is not set" in unset.stderr and "refused" in unset.stderr
    local = _run("http://127.0.0.1:8000/")
    assert local.returncode == 2 and "local address (127.0.0.1)" in local.stderr
    public = _run("https://example.org/troggu/")
    assert public.returncode == 0 and "https://example.org/troggu/" in public.stderr


def test_the_pages_workflow_publishes_through_the_script_and_local_builds_keep_their_default() -> None:
    workflow = (ROOT / ".github" / "workflows" / "pages.yml").read_text(encoding="utf-8")
    steps = [line.strip() for line in workflow.splitlines() if not line.strip().startswith("#")]
    assert "python scripts/publish.py --site-dir site" in steps
    assert not any("mkdocs build" in line for line in steps), "the workflow builds only through the script"
    public = next(line for line in steps if line.startswith("SITE_URL:")).split(":", 1)[1].strip()
    assert public.startswith("https://") and "127.0.0.1" not in public and "localhost" not in public
    # a local build (mkdocs serve, the tests) keeps the local default
    assert 'site_url: !ENV [SITE_URL, "http://127.0.0.1:8000/"]' in (ROOT / "mkdocs.yml").read_text(encoding="utf-8")
