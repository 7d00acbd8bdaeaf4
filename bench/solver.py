"""The card-play solver's speed (:mod:`troggu_core.kernel.solver`): nodes per second and the time to solve a
position with 4, 6 and 8 tricks left, for every game, on real positions (heuristic bots play a seeded round up
to that point; the solver then sees every hand). Each figure is the median over ``--positions`` positions;
``--limit`` seconds per game and depth stop a depth early (printed as ``>``).

    python bench/solver.py                # a minute or two
    python bench/solver.py --tricks 4,6 --positions 5

A benchmark: it prints, it asserts nothing.
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
from troggu_core.kernel.codes import parse_code  # noqa: E402
from troggu_core.kernel.registry import GameInfo  # noqa: E402
from troggu_core.kernel.solver import PlayPosition, Solver  # noqa: E402


def position(info: GameInfo, seed: int, tricks_left: int) -> PlayPosition | None:
    """The position of a seeded heuristic round when ``tricks_left`` tricks are left (every hand known)."""
    assert info.play_table is not None
    state: Any = info.new(info.default_ruleset, info.default_players, seed, 0)
    bots = [info.make_bot("heuristic", seed * 16 + s) for s in range(state.players)]
    while not state.is_over:
        seat = state.to_move
        view = state.view(seat)
        table = info.play_table(view)
        if table is not None and not table.trick and table.hand.bit_count() == tricks_left:
            hands = [sum(1 << parse_code(c) for c in state.view(s)["hand"]) for s in range(state.players)]
            return table.position(hands)
        state.push(str(bots[seat].choose(view, state.legal_actions(), bots[seat].rng)))
    return None


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", default=",".join(GAMES))
    ap.add_argument("--tricks", default="4,6,8")
    ap.add_argument("--positions", type=int, default=5)
    ap.add_argument("--limit", type=float, default=60.0, help="seconds per game and depth")
    args = ap.parse_args()
    print(f"{'game':<14}{'tricks':>7}{'players':>8}{'median s':>10}{'max s':>8}{'nodes':>10}{'nodes/s':>10}")
    for gid in args.games.split(","):
        info = GAMES[gid]
        for k in (int(x) for x in args.tricks.split(",")):
            times, nodes = [], []
            spent = 0.0
            seed = 0
            while len(times) < args.positions and spent < args.limit and seed < 200:
                seed += 1
                pos = position(info, seed, k)
                if pos is None:
                    continue
                solver = Solver(pos.rules)
                t = time.perf_counter()
                solver.value(pos)
                dt = time.perf_counter() - t
                spent += dt
                times.append(dt)
                nodes.append(solver.nodes)
            if not times:
                print(f"{gid:<14}{k:>7}{info.default_players:>8}  (no position)")
                continue
            med = statistics.median(times)
            rate = sum(nodes) / sum(times) if sum(times) else 0.0
            short = ">" if len(times) < args.positions else " "
            print(
                f"{gid:<14}{k:>7}{info.default_players:>8}{short}{med:>9.3f}{max(times):>8.2f}"
                f"{int(statistics.median(nodes)):>10}{rate:>10.0f}",
                flush=True,
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())
