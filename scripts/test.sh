#!/usr/bin/env bash
# Set everything up and run every test: engine, doctests, examples, site build, browser, Pyodide.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
exec .venv/bin/python -m pytest -q "$@"
