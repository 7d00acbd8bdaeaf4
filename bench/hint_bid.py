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
    python bench/hint_bid.py --compare --tables troggu:visp:4,grosstarock:danish:3

``--compare`` times each hint twice, side by side: ``before``, the sampled rounds played through the kernel's
protocol loop (:func:`~troggu_core.kernel.bots.play_by_protocol`: a view built and read for every card, as before
issue 32's speed step) and ``after``, through :func:`~troggu_core.kernel.sampling.play_round` (the game's own loop
where its heuristic bot has one that makes the same choices); ``same`` counts the hints whose whole answer is equal.

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

import json  # noqa: E402
from contextlib import contextmanager  # noqa: E402
from typing import Iterator  # noqa: E402

import troggu_core.hints as hints_module  # noqa: E402
import troggu_core.kernel.sampling as sampling  # noqa: E402
from troggu_core import GAMES  # noqa: E402
from troggu_core.hints import hint  # noqa: E402
from troggu_core.kernel.bots import play_by_protocol  # noqa: E402

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


def _protocol_round(state: Any, bots: Any) -> Any:
    return play_by_protocol(state, bots)


@contextmanager
def before_path() -> Iterator[None]:
    """The sampled rounds through the kernel's protocol loop, as before issue 32's speed step."""
    kept = sampling.play_round, hints_module.play_round
    sampling.play_round = hints_module.play_round = _protocol_round
    try:
        yield
    finally:
        sampling.play_round, hints_module.play_round = kept


def _timed(info: Any, state: Any) -> tuple[float, dict[str, Any]]:
    start = CLOCK()
    said = hint(info, state, state.to_move, "gut", "de")
    return 1000 * (CLOCK() - start), said


def timings(
    game: str, ruleset: str, players: int, deals: int, compare: bool = False
) -> dict[str, dict[str, list[float]]]:
    """Milliseconds of each hint before the card play, by phase, over ``deals`` seeded deals: ``after`` (the
    engine as it is), and with ``compare`` ``before`` (:func:`before_path`) and ``same`` (1 where both answers
    are equal)."""
    info = GAMES[game]
    out: dict[str, dict[str, list[float]]] = {}
    for seed in range(1, deals + 1):
        state = info.new(ruleset, players, seed)
        for _ in range(3 * players + 4):
            phase = str(getattr(state, "phase", "")).split(".")[-1].lower()
            if state.is_over or phase == "play":
                break
            row = out.setdefault(phase, {"after": [], "before": [], "same": []})
            ms, said = _timed(info, state)
            row["after"].append(ms)
            if compare:
                with before_path():
                    old_ms, old = _timed(info, state)
                row["before"].append(old_ms)
                row["same"].append(float(json.dumps(old, sort_keys=True) == json.dumps(said, sort_keys=True)))
            state.push(said["suggested"])
    return out


def summary(deals: int, compare: bool = False, tables: str = "") -> list[dict[str, Any]]:
    """One row per table and phase: ``game``, ``ruleset``, ``players``, ``phase``, ``n``, ``median``, ``max`` (ms),
    with ``compare`` also ``median_before``, ``max_before`` and ``same``; ``tables``: ``game:ruleset:players``
    joined by commas (default: :data:`TABLES`)."""
    chosen = [(g, r, int(n)) for g, r, n in (t.split(":") for t in tables.split(",") if t)] or list(TABLES)
    rows = []
    for game, ruleset, players in chosen:
        for phase, ms in timings(game, ruleset, players, deals, compare).items():
            row: dict[str, Any] = {
                "game": game,
                "ruleset": ruleset,
                "players": players,
                "phase": phase,
                "n": len(ms["after"]),
                "median": statistics.median(ms["after"]),
                "max": max(ms["after"]),
            }
            if compare:
                row.update(
                    median_before=statistics.median(ms["before"]),
                    max_before=max(ms["before"]),
                    same=int(sum(ms["same"])),
                )
            rows.append(row)
    return rows


def table_lines(rows: list[dict[str, Any]], compare: bool) -> list[str]:
    """The printed table (the same in CPython and Pyodide)."""
    head = f"{'table':<24}{'phase':<10}{'hints':>6}"
    head += (
        f"{'before med':>11}{'max':>7}{'after med':>11}{'max':>7}{'same':>6}"
        if compare
        else f"{'median ms':>11}{'max ms':>9}"
    )
    lines = [head]
    for r in rows:
        line = f"{r['game'] + ' ' + r['ruleset'] + ' ' + str(r['players']):<24}{r['phase']:<10}{r['n']:>6}"
        if compare:
            line += (
                f"{r['median_before']:>11.0f}{r['max_before']:>7.0f}{r['median']:>11.0f}{r['max']:>7.0f}{r['same']:>6}"
            )
        else:
            line += f"{r['median']:>11.0f}{r['max']:>9.0f}"
        lines.append(line)
    return lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=6)
    parser.add_argument("--compare", action="store_true", help="time the old protocol loop beside (before/after)")
    parser.add_argument("--tables", default="", help="game:ruleset:players,... (default: every table)")
    args = parser.parse_args()
    print(f"hint before the card play, level gut (CPython {sys.version.split()[0]}, CPU time, ms); {args.deals} deals")
    print("\n".join(table_lines(summary(args.deals, args.compare, args.tables), args.compare)))


if __name__ == "__main__":
    main()
