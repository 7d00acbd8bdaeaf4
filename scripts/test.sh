#!/usr/bin/env bash
# Set everything up and run every test: engine, doctests, examples, site build, browser, Pyodide.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
# two workers (pytest-xdist), each test file whole on one of them: every worker builds and serves its own copy of the
# site and starts its own chromium and Pyodide (session fixtures), so the two halves share nothing but the checkout
exec .venv/bin/python -m pytest -q -n "${TROGGU_TEST_WORKERS:-2}" --dist loadfile "$@"
