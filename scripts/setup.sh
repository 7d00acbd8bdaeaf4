#!/usr/bin/env bash
# Set up everything the project needs on a fresh Debian machine (idempotent):
# Debian's chromium for the browser tests, a Python virtualenv with the package and
# its test/docs/browser extras, and the npm packages (Pyodide) served by the site.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v chromium >/dev/null 2>&1; then
  echo "setup: installing Debian's chromium" >&2
  SUDO=""; [ "$(id -u)" = 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends chromium >/dev/null
fi

# the npm packages (Pyodide), in the background while pip works: about 20 s less on a fresh machine
npm_packages() {
  [ -f package.json ] || return 0
  if [ -f package-lock.json ]; then npm ci --no-audit --no-fund --silent; else npm install --no-audit --no-fund --silent; fi
}
npm_packages &
NPM_PID=$!

if [ ! -x .venv/bin/python ]; then
  python3 -m venv .venv
fi
.venv/bin/python -m pip install -q --upgrade pip >/dev/null
.venv/bin/python -m pip install -q -e '.[test,docs,browser]'  # benchmarks against OpenSpiel: pip install -e '.[bench]'
# the engine's message catalogues: troggu_core/locale/*/LC_MESSAGES/troggu.po -> .mo (Babel)
.venv/bin/python scripts/compile_catalogues.py

wait "$NPM_PID"  # the npm packages: their exit code is the script's
