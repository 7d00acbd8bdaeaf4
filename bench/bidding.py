"""How long the strong bot thinks about a bid, a call, a lay-away or an announcement, for every game.

For each deal (the game's default ruleset and players, ``info.new(..., seed)``) the heuristic bots play the round;
at every decision before the card play that the game's ``seat_deal`` models (and at the announcements it models),
a fresh strong bot of the level asked for is timed choosing for that seat (:mod:`troggu_core.kernel.sampling`:
``DEAL_SAMPLES[level]`` deals per option). Printed per game and level: the decisions timed, the median and
the slowest in milliseconds. The same functions run in Pyodide: ``node bench/bidding_pyodide.mjs``.

    python bench/bidding.py                         # every game, levels gut and stark, 6 deals each
    python bench/bidding.py --games troggu --levels gut --deals 20

A benchmark, never a test: it prints, it asserts nothing.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from typing import Any

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from troggu_core import GAMES  # noqa: E402
from troggu_core.kernel.strong_bots import DEAL_SAMPLES, LEVELS  # noqa: E402


def decision_times(gid: str, level: str, deals: int, first: int = 2000) -> dict[str, Any]:
    """Milliseconds of each timed decision of ``gid`` at ``level``, by phase: ``{"all": [...], phase: [...]}``."""
    info = GAMES[gid]
    assert info.seat_deal is not None
    name = LEVELS[level][0]
    out: dict[str, Any] = {"all": []}
    for d in range(first, first + deals):
        state = info.new(info.default_ruleset, info.default_players, d, 0)
        bots = [info.make_bot("heuristic", d * 16 + s) for s in range(state.players)]
        while not state.is_over:
            seat = state.to_move
            view = state.view(seat)
            legal = state.legal_actions()
            table = info.seat_deal(view)
            if table is None and state.phase == "play":
                break
            if table is not None and len(legal) > 1:
                strong = info.make_bot(name, d * 16 + seat)
                t = time.perf_counter()
                strong.choose(view, legal, random.Random(d))
                ms = (time.perf_counter() - t) * 1000
                out["all"].append(ms)
                out.setdefault(str(state.phase), []).append(ms)
            bot = bots[seat]
            state.push(str(bot.choose(view, legal, bot.rng)))
    return out


def summary(gids: list[str], levels: list[str], deals: int) -> list[dict[str, Any]]:
    """One row per game, level and phase: decisions, median and slowest milliseconds."""
    rows = []
    for gid in gids:
        for level in levels:
            times = decision_times(gid, level, deals)
            for phase, ms in times.items():
                if ms:
                    rows.append(
                        {
                            "game": gid,
                            "level": level,
                            "phase": phase,
                            "n": len(ms),
                            "median": statistics.median(ms),
                            "max": max(ms),
                        }
                    )
    return rows


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", default=",".join(GAMES), help="games, comma-separated")
    ap.add_argument("--levels", default="gut,stark", help="levels: gut, stark")
    ap.add_argument("--deals", type=int, default=6, help="deals per game and level")
    args = ap.parse_args()
    levels = args.levels.split(",")
    print("strong bot, decisions outside the card play (CPython); deals per option: ", end="")
    print(", ".join(f"{lv} {DEAL_SAMPLES[lv]}" for lv in levels), f"; {args.deals} deals per game")
    print(f"{'game':<14}{'level':<7}{'phase':<10}{'decisions':>10}{'median ms':>11}{'max ms':>9}")
    for r in summary(args.games.split(","), levels, args.deals):
        print(
            f"{r['game']:<14}{r['level']:<7}{r['phase']:<10}{r['n']:>10}{r['median']:>11.0f}{r['max']:>9.0f}",
            flush=True,
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
