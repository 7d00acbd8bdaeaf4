"""How long the bid hint takes (issue 32: a hint at level "gut" within a second in the page), for every game.

For each deal (``info.new(ruleset, players, seed)``) the person follows every hint from the deal to the first card:
at each decision before the card play (the bids, Troggu's Tapp exchange, a lay-away, the French Tarot's chelem and
poignée) the web facade's ``hint`` answer is timed (:func:`troggu_core.hints.hint`, level ``gut``, German): CPU
time in CPython (``time.process_time``) and in Pyodide under Node (the process's ``cpuUsage``: Pyodide runs in its
one thread), so that a loaded machine does not inflate the figures. Printed per
game, ruleset and phase: the decisions timed, the median and the slowest in milliseconds. The bid hint weighs
each bid with the game's "What are my chances?" estimate (``GameInfo.estimate_samples`` rounds per bid), the
other decisions with the strong bot's deals (:mod:`troggu_core.kernel.sampling`). The same function runs in
Pyodide: ``node bench/hint_bid_pyodide.mjs``.

    python bench/hint_bid.py                 # every game's tables below, 6 deals each
    python bench/hint_bid.py --deals 20

A benchmark, never a test: it prints, it asserts nothing.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from typing import Any

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from troggu_core import GAMES  # noqa: E402
from troggu_core.hints import hint  # noqa: E402

TABLES = (
    ("troggu", "visp", 4),
    ("troggu", "st-niklaus", 5),
    ("french-tarot", "fft", 3),
    ("troccas", "surselva", 4),
    ("grosstarock", "1754", 3),
    ("grosstarock", "danish", 3),
)
"""The tables measured: each game's default and the largest Troggu table the issue's phone test used."""


def _node_cpu() -> float:
    """The CPU seconds of the Node process Pyodide runs in (``process.cpuUsage``): the engine's own time, whatever
    else the machine runs (the wall clock on a loaded machine is not)."""
    import js  # type: ignore[import-not-found]

    used = js.process.cpuUsage()
    return float(used.user + used.system) / 1e6


CLOCK = time.process_time if sys.platform != "emscripten" else _node_cpu


def timings(game: str, ruleset: str, players: int, deals: int) -> dict[str, list[float]]:
    """Milliseconds of each hint before the card play, by phase, over ``deals`` seeded deals."""
    info = GAMES[game]
    out: dict[str, list[float]] = {}
    for seed in range(1, deals + 1):
        state = info.new(ruleset, players, seed)
        for _ in range(3 * players + 4):
            phase = str(getattr(state, "phase", "")).split(".")[-1].lower()
            if state.is_over or phase == "play":
                break
            start = CLOCK()
            said = hint(info, state, state.to_move, "gut", "de")
            out.setdefault(phase, []).append(1000 * (CLOCK() - start))
            state.push(said["suggested"])
    return out


def summary(deals: int) -> list[dict[str, Any]]:
    """One row per table and phase: ``game``, ``ruleset``, ``players``, ``phase``, ``n``, ``median``, ``max`` (ms)."""
    rows = []
    for game, ruleset, players in TABLES:
        for phase, ms in timings(game, ruleset, players, deals).items():
            rows.append(
                {
                    "game": game,
                    "ruleset": ruleset,
                    "players": players,
                    "phase": phase,
                    "n": len(ms),
                    "median": statistics.median(ms),
                    "max": max(ms),
                }
            )
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=6)
    args = parser.parse_args()
    print(f"hint before the card play, level gut (CPython {sys.version.split()[0]}, CPU time); {args.deals} deals")
    print(f"{'table':<24}{'phase':<10}{'hints':>6}{'median ms':>11}{'max ms':>9}")
    for r in summary(args.deals):
        table = f"{r['game']} {r['ruleset']} {r['players']}"
        print(f"{table:<24}{r['phase']:<10}{r['n']:>6}{r['median']:>11.0f}{r['max']:>9.0f}")


if __name__ == "__main__":
    main()
