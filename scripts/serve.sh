#!/usr/bin/env bash
# Set everything up, build the site (with Pyodide and the engine wheel) and serve it on 127.0.0.1:8000.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
exec .venv/bin/python -m mkdocs serve --dev-addr 127.0.0.1:8000 "$@"
