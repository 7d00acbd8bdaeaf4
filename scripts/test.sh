#!/usr/bin/env bash
# Set everything up and run every test: engine, doctests, examples, site build, browser, Pyodide.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
# two workers (pytest-xdist), each test file whole on one of them: the site is built once per run, in the background
# while the engine's tests run (tests/shared_site.py); each worker serves that build and starts its own chromium.
# --no-loadscope-reorder: the files go out in the order tests/shared_site.py gives them (the long ones first, the
# site's after the engine's); xdist's own order, by the number of tests in a file, left a long file for the end
exec .venv/bin/python -m pytest -q -n "${TROGGU_TEST_WORKERS:-2}" --dist loadfile --no-loadscope-reorder "$@"
