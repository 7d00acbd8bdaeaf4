"""The run's order (tests/shared_site.py, scripts/test.sh): the long files named there exist, and the README's test
command keeps the order they give (xdist would otherwise send files out by their number of tests)."""

from __future__ import annotations

from pathlib import Path

from shared_site import LONG_FIRST

ROOT = Path(__file__).resolve().parents[1]


def test_every_long_file_named_exists_once() -> None:
    missing = [name for name in LONG_FIRST if not (ROOT / "tests" / name).is_file()]
    assert missing == [], f"LONG_FIRST names files that are not there: {missing}"
    assert len(set(LONG_FIRST)) == len(LONG_FIRST)


def test_the_test_command_keeps_the_order_given() -> None:
    command = next(line for line in (ROOT / "scripts" / "test.sh").read_text().splitlines() if line.startswith("exec "))
    assert "--dist loadfile" in command and "--no-loadscope-reorder" in command, command
