"""How strong the strong bot is: duplicate deals against the heuristic bot, for every game.

For each deal (the game's default ruleset and players, ``info.new(..., seed)``) the all-heuristic table plays it
once; then the candidate bot sits in each seat in turn, the heuristic bot in the others, on the same cards (and
the heuristic bots with the same seeds). The candidate's gain in a seat is its payment minus what the heuristic
bot was paid in that seat on the same deal; a deal's gain is the mean over the seats. Printed: the mean gain per
deal with a 95 % confidence interval (1.96 standard errors over the deals), in the game's payment units, for
each candidate: ``strong`` (the level ``gut``), ``strongest`` (``stark``) and the cheating ceiling ``open``
(the same search seeing every hand: one deal, the true one).

    python bench/strength.py                      # every game, a few minutes
    python bench/strength.py --games troccas --deals 40 --candidates strong,open

A benchmark, never a test: it prints, it asserts nothing.
"""

from __future__ import annotations

import argparse
import math
import os
import random
import statistics
import sys
import time
from typing import Any

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from troggu_core import GAMES  # noqa: E402
from troggu_core.kernel.registry import GameInfo  # noqa: E402
from troggu_core.kernel.strong_bots import LEVELS, StrongBot, evaluate, open_table  # noqa: E402


class OpenBot:
    """The cheating ceiling: the strong bot's search with every hand known (it is handed the state)."""

    def __init__(self, info: GameInfo, seed: int) -> None:
        self.info = info
        self.rng = random.Random(seed)
        self.inner: StrongBot = info.make_bot("strongest", seed)
        self.state: Any = None

    def choose(self, view: dict[str, Any], legal: list[str], rng: random.Random) -> str:
        assert self.info.play_table is not None
        table = self.info.play_table(view)
        if table is None or table.to_move != table.seat or len(legal) < 2:
            return str(self.inner.fallback.choose(view, legal, rng))
        hands = []
        for s in range(self.state.players):
            m = 0
            for c in self.state.view(s)["hand"]:
                from troggu_core.kernel.codes import parse_code

                m |= 1 << parse_code(c)
            hands.append(m)
        actions = {}
        from troggu_core.kernel.strong_bots import card_of_action

        for a in legal:
            c = card_of_action(a)
            if c is not None and table.hand >> c & 1:
                actions.setdefault(c, a)
        if not actions:
            return str(self.inner.fallback.choose(view, legal, rng))
        _, _, depth = LEVELS["stark"]
        vals = evaluate(open_table(table, hands), rng, 1, depth, cards=sum(1 << c for c in actions))
        pick = max(vals.values()) if table.goal > 0 else min(vals.values())
        return next(actions[c] for c in sorted(actions) if abs(vals[c] - pick) < 1e-9)


def payments(info: GameInfo, seed: int, kinds: list[str]) -> list[float]:
    """Play the deal ``seed`` with these bots by seat; the payments."""
    state = info.new(info.default_ruleset, info.default_players, seed, 0)
    bots: list[Any] = []
    for s, k in enumerate(kinds):
        if k == "open":
            b = OpenBot(info, seed * 16 + s)
            b.state = state
            bots.append(b)
        else:
            bots.append(info.make_bot(k, seed * 16 + s))
    while not state.is_over:
        seat = state.to_move
        bot = bots[seat]
        state.push(str(bot.choose(state.view(seat), state.legal_actions(), bot.rng)))
    return [float(p) for p in state.result()["payments"]]


def duplicate(info: GameInfo, candidate: str, deals: int, first: int) -> tuple[float, float, int, float]:
    """(mean gain per deal, half-width of the 95 % interval, deals, seconds)."""
    n = info.default_players
    gains = []
    start = time.perf_counter()
    for d in range(first, first + deals):
        base = payments(info, d, ["heuristic"] * n)
        g = 0.0
        for seat in range(n):
            kinds = ["heuristic"] * n
            kinds[seat] = candidate
            g += payments(info, d, kinds)[seat] - base[seat]
        gains.append(g / n)
    mean = statistics.fmean(gains)
    half = 1.96 * statistics.stdev(gains) / math.sqrt(len(gains)) if len(gains) > 1 else float("inf")
    return mean, half, len(gains), time.perf_counter() - start


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", default=",".join(GAMES), help="games, comma-separated")
    ap.add_argument("--candidates", default="strong,open", help="bots to measure: strong, strongest, open")
    ap.add_argument("--deals", type=int, default=12, help="deals per game and candidate")
    ap.add_argument("--first", type=int, default=1000, help="the first deal's seed")
    args = ap.parse_args()
    print(f"duplicate deals vs the all-heuristic table; gain per deal in payment units, 95 % CI; {args.deals} deals")
    print(f"{'game':<14}{'candidate':<11}{'gain':>8}  {'95 % CI':<20}{'deals':>6}{'seconds':>9}")
    for gid in args.games.split(","):
        info = GAMES[gid]
        for cand in args.candidates.split(","):
            mean, half, n, secs = duplicate(info, cand, args.deals, args.first)
            ci = f"[{mean - half:+.2f}, {mean + half:+.2f}]"
            print(f"{gid:<14}{cand:<11}{mean:>+8.2f}  {ci:<20}{n:>6}{secs:>9.1f}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
