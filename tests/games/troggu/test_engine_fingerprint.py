"""Troggu's behaviour, fingerprinted: seeded deals, bot decisions, records, results, undo and legal moves.

The digests in ``fingerprint_300.txt`` were taken before the kernel refactor (issue 9) from
``bench/fingerprint.py --games 300`` (300 seeded games per ruleset, player count and bot). Seeded
deals, share links and the site's examples depend on the exact order of random draws, so any change
to these digests is a behaviour change and must be deliberate.

The developer's quick loop (``TROGGU_QUICK=1``, tests/quick.py) hashes only the first 20 seeds, against
``fingerprint_20.txt`` (``bench/fingerprint.py --games 20``, taken from a tree that passes the 300); CI hashes all 300.
"""

from __future__ import annotations

import contextlib
import importlib.util
import io
from pathlib import Path

from quick import FINGERPRINT_SEEDS, QUICK

HERE = Path(__file__).parent


def _fingerprint_module():  # type: ignore[no-untyped-def]
    spec = importlib.util.spec_from_file_location("fingerprint", HERE.parents[2] / "bench" / "fingerprint.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_troggu_fingerprint_is_unchanged() -> None:
    games = FINGERPRINT_SEEDS if QUICK else 300
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert _fingerprint_module().main(["--games", str(games)]) == 0
    expected = (HERE / f"fingerprint_{games}.txt").read_text().splitlines()
    assert out.getvalue().splitlines() == expected
