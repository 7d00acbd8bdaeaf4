"""The ``troggu`` command line: deal, replay, random-game, simulate."""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    print("troggu: CLI not yet written", file=sys.stderr)
    return 2
