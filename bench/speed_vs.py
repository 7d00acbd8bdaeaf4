"""Troggu's hot path against an earlier commit, in interleaved runs: complete seeded games per second.

The baseline is checked out into a temporary git worktree; each run is a fresh interpreter that times
``troggu_core.random_game`` (the random and the heuristic bot over every ruleset and player count, the same
seeds) in the baseline tree or in this one, alternating, so both meet the same load on the machine. Prints
each tree's median, the ratios (this tree / the baseline) of the medians and of the best runs, and the spread.

    python bench/speed_vs.py                      # against 81f2b35^ (before Troggu moved into games/troggu)
    python bench/speed_vs.py --base HEAD~5 --runs 9
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

PROGRAM = """
import sys, time
sys.path.insert(0, sys.argv[1])
import troggu_core as tg
cases = [(name, n) for name, rs in tg.RULESETS.items() for n in rs.players]
t = time.perf_counter()
games = 0
for bot in ("random", "heuristic"):
    for name, n in cases:
        for seed in range(int(sys.argv[2])):
            tg.random_game(name, n, seed, bot)
            games += 1
print(games / (time.perf_counter() - t))
"""


def run(tree: str, seeds: int) -> float:
    """Games per second of one fresh interpreter over ``tree``."""
    out = subprocess.run([sys.executable, "-c", PROGRAM, tree, str(seeds)], capture_output=True, text=True, check=True)
    return float(out.stdout.strip())


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--base", default="81f2b35^", help="the commit to compare against")
    ap.add_argument("--runs", type=int, default=7, help="runs per tree, interleaved")
    ap.add_argument("--seeds", type=int, default=40, help="seeds per ruleset, player count and bot")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        base = os.path.join(tmp, "base")
        subprocess.run(["git", "-C", ROOT, "worktree", "add", "-q", "--detach", base, args.base], check=True)
        try:
            rates: dict[str, list[float]] = {"base": [], "this": []}
            for k in range(args.runs):
                order = ("base", "this") if k % 2 == 0 else ("this", "base")
                for name in order:
                    rates[name].append(run(base if name == "base" else ROOT, args.seeds))
        finally:
            subprocess.run(["git", "-C", ROOT, "worktree", "remove", "--force", base], check=True)
    med = {k: statistics.median(v) for k, v in rates.items()}
    ratios = sorted(t / b for t, b in zip(rates["this"], rates["base"]))
    print(f"baseline {args.base}: {med['base']:.1f} games/s (runs {min(rates['base']):.1f}-{max(rates['base']):.1f})")
    print(f"this tree:       {med['this']:.1f} games/s (runs {min(rates['this']):.1f}-{max(rates['this']):.1f})")
    best = {k: max(v) for k, v in rates.items()}
    print(
        f"ratio this/base: {med['this'] / med['base']:.3f} (medians), {best['this'] / best['base']:.3f} (best runs:"
        f" other processes only slow a run down); paired runs {ratios[0]:.3f}-{ratios[-1]:.3f} over {args.runs}"
        " interleaved pairs"
    )


if __name__ == "__main__":
    main()
