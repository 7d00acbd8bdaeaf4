"""The developer's quick loop (README): ``TROGGU_QUICK=1`` makes a few sweeps a sample; CI and ``scripts/test.sh``
never set it and run every sweep whole.

What the quick loop checks less (README says the same): every hypothesis property draws a tenth of its examples
(at least 5; the profile ``quick``, :func:`examples`); the two behaviour fingerprints hash the first
:data:`FINGERPRINT_SEEDS` seeds of each case against digests of their own instead of all of them; a few seed sweeps
play a fifth of their seeds (:func:`seeds`); the facade fuzzer sends half its seeded sample (tests/test_facade_fuzz.py);
mypy keeps its incremental cache between runs (tests/test_typing.py).
"""

from __future__ import annotations

import os

QUICK = os.environ.get("TROGGU_QUICK", "") not in ("", "0")
"""Whether this run is the developer's quick loop (``TROGGU_QUICK=1``)."""

FINGERPRINT_SEEDS = 20
"""The seeds per case a fingerprint hashes in the quick loop (CI: every seed of its stored digests)."""


def examples(n: int) -> int:
    """A property's ``max_examples``: ``n`` in CI, a tenth of it (at least 5) in the quick loop.

    >>> examples(200) in (200, 20)
    True
    """
    return max(5, n // 10) if QUICK else n


def seeds(n: int) -> int:
    """How many seeds (or random cases) a sweep plays: ``n`` in CI, a fifth of it (at least 1) in the quick loop.

    >>> seeds(25) in (25, 5)
    True
    """
    return max(1, n // 5) if QUICK else n
