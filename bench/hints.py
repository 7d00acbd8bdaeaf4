"""How long a hint takes in CPython (the page's Pyodide is about 2-4 times slower): the web facade's ``hint`` at
a level, at every turn of the person's card play in a few seeded rounds of every game. Printed: the median,
the 90th percentile and the longest, in milliseconds. (``bench/browser.py --hints-only`` measures it in the page.)

    python bench/hints.py [--level gut] [--rounds 4]

A benchmark: it prints, it asserts nothing.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from typing import Any

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from troggu_core import GAMES  # noqa: E402
from troggu_core.web import handle  # noqa: E402


def call(**req: Any) -> dict[str, Any]:
    out: dict[str, Any] = json.loads(handle(json.dumps(req)))
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--level", default="gut")
    ap.add_argument("--rounds", type=int, default=4)
    args = ap.parse_args()
    print(f"hint latency in CPython at level {args.level}, ms (card play turns with a choice)")
    print(f"{'game':<14}{'hints':>6}{'median':>8}{'p90':>8}{'max':>8}")
    for gid in GAMES:
        times = []
        for seed in range(args.rounds):
            out = call(op="new_game", game=gid, seed=seed, lang="de")
            while not out["over"]:
                t = time.perf_counter()
                h = call(op="hint", game=gid, id=out["id"], level=args.level, lang="de")
                dt = time.perf_counter() - t
                if h["options"] and len(h["options"]) > 1:
                    times.append(dt * 1000)
                out = call(op="act", game=gid, id=out["id"], action=h["suggested"])
        times.sort()
        p90 = times[int(0.9 * (len(times) - 1))]
        print(f"{gid:<14}{len(times):>6}{statistics.median(times):>8.0f}{p90:>8.0f}{times[-1]:>8.0f}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
