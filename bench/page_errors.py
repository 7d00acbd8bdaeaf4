"""Every page of a built site opened in Chromium until its load event, both languages and the two 404 pages: the
pages with a script error, a console error or a failed request of their own. The test
(tests/browser/test_page_errors.py) opens a fixed sample of them in CI; this sweep opens all of them
(``TROGGU_EVERY_PAGE=1``). Prints the pages opened, the seconds and the test's verdict; asserts nothing itself.

    python bench/page_errors.py --site /tmp/site --port 8765

(build the site first: ``SITE_URL=http://127.0.0.1:8765/ .venv/bin/mkdocs build -d /tmp/site``)
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--site", required=True, help="a built site (mkdocs build -d DIR)")
    parser.add_argument("--port", type=int, default=8765, help="the port the site was built for (SITE_URL)")
    args = parser.parse_args()
    pages = sum(1 for _ in Path(args.site).rglob("*.html"))
    env = {**os.environ, "TROGGU_EVERY_PAGE": "1", "TROGGU_SITE": f"{args.site}:{args.port}"}
    test = "tests/browser/test_page_errors.py::test_no_page_throws_or_logs_an_error_as_it_starts"
    start = time.monotonic()
    proc = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-n", "0", "-p", "no:cacheprovider", test],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
    )
    seconds = time.monotonic() - start
    verdict = [line for line in proc.stdout.splitlines() if line.strip()][-1:] or ["(no output)"]
    print(f"pages opened: {pages} (and 2 missing addresses)")
    print(f"seconds: {seconds:.1f}")
    print(f"verdict: {verdict[0]}")
    if proc.returncode:
        print(proc.stdout[-4000:])
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
