"""The strong bots' work budget (issue 36): CPU per decision at a level with the budget and without, and the
strength of the budgeted bot against the unbudgeted one on duplicate deals.

**CPU.** For each table the heuristic bots play ``--deals`` rounds; at every decision of more than one action where
the strong bot thinks (a bid, call, lay-away or announcement its game's ``seat_deal`` models, or a card), a fresh
bot of the level is timed choosing for that seat (``time.process_time``): ``new`` with the level's budget
(:data:`~troggu_core.kernel.strong_bots.WORK`), ``old`` the same bot without one (``work = 0``: every deal, the
level's depth), timed only until ``--old-seconds`` of CPU per table are spent (eight seats' old card play takes a
minute a decision). Printed per table: decisions, median and slowest CPU seconds, old and new, and the largest
work count of a new decision beside its budget.

**Strength.** On ``--strength`` duplicate deals of each game's default table, one seat (the deal's number modulo
the players) is played by the new bot and, on the same cards with the same heuristic bots in the other seats, by
the old one; printed: the new bot's mean payment minus the old one's per deal, with a 95 % confidence interval
(1.96 standard errors), in the game's payment units.

    python bench/strong_budget.py                          # every game's default table and Troggu at 8, stark
    python bench/strong_budget.py --tables troggu:visp:8 --deals 1 --strength 0
    python bench/strong_budget.py --level gut --strength 20

A benchmark, never a test: it prints, it asserts nothing. CPU seconds on a machine shared with other work read
higher than on an idle one.
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
from troggu_core.kernel.strong_bots import LEVELS, WORK, StrongBot  # noqa: E402

DEFAULT_TABLES = "troggu:visp:4,troggu:visp:8,troccas:surselva:4,grosstarock:dummett:3,french-tarot:fft:3"


def _bot(gid: str, level: str, seed: int, budget: bool) -> StrongBot:
    bot = GAMES[gid].make_bot(LEVELS[level][0], seed)
    assert isinstance(bot, StrongBot)
    if not budget:
        bot.work = 0
    return bot


def _thinks(info: Any, state: Any, view: dict[str, Any], legal: list[str]) -> bool:
    if len(legal) < 2:
        return False
    if state.phase == "play":
        return True
    return info.seat_deal is not None and info.seat_deal(view) is not None


def decision_cpu(table: str, level: str, deals: int, old_seconds: float, first: int = 3000) -> dict[str, Any]:
    """CPU seconds of each decision, ``new`` and ``old``, and the most work units a new decision spent."""
    gid, rs, n = table.split(":")
    info = GAMES[gid]
    out: dict[str, Any] = {"new": [], "old": [], "work": 0}
    old_spent = 0.0
    for d in range(first, first + deals):
        state = info.new(rs, int(n), d, 0)
        bots = [info.make_bot("heuristic", d * 16 + s) for s in range(state.players)]
        while not state.is_over:
            seat = state.to_move
            view = state.view(seat)
            legal = state.legal_actions()
            if _thinks(info, state, view, legal):
                for kind in ("new", "old") if old_spent < old_seconds else ("new",):
                    bot = _bot(gid, level, d * 16 + seat, kind == "new")
                    t = time.process_time()
                    bot.choose(view, legal, random.Random(d))
                    spent = time.process_time() - t
                    out[kind].append(spent)
                    if kind == "old":
                        old_spent += spent
                    else:
                        out["work"] = max(out["work"], bot.last_work)
            bot = bots[seat]
            state.push(str(bot.choose(view, legal, bot.rng)))
    return out


def _payment(gid: str, level: str, deal: int, seat: int, budget: bool) -> float:
    info = GAMES[gid]
    state = info.new(info.default_ruleset, info.default_players, deal, 0)
    bots: list[Any] = [info.make_bot("heuristic", deal * 16 + s) for s in range(state.players)]
    bots[seat] = _bot(gid, level, deal * 16 + seat, budget)
    while not state.is_over:
        s = state.to_move
        state.push(str(bots[s].choose(state.view(s), state.legal_actions(), bots[s].rng)))
    return float(state.result()["payments"][seat])


def strength(gid: str, level: str, deals: int, first: int = 4000) -> tuple[float, float, int]:
    """(mean of new minus old per deal, half-width of the 95 % interval, deals)."""
    n = GAMES[gid].default_players
    diffs = [
        _payment(gid, level, d, d % n, True) - _payment(gid, level, d, d % n, False)
        for d in range(first, first + deals)
    ]
    mean = statistics.fmean(diffs)
    half = 1.96 * statistics.stdev(diffs) / math.sqrt(len(diffs)) if len(diffs) > 1 else float("inf")
    return mean, half, len(diffs)


def _cpu_row(table: str, out: dict[str, Any], level: str) -> str:
    def fig(xs: list[float]) -> str:
        return f"{len(xs):>5} {statistics.median(xs):>8.3f} {max(xs):>8.3f}" if xs else f"{0:>5} {'-':>8} {'-':>8}"

    return f"{table:<26}{fig(out['old'])}   {fig(out['new'])} {out['work']:>9,} / {WORK[level]:,}"


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--tables", default=DEFAULT_TABLES, help="game:ruleset:players, comma-separated")
    ap.add_argument("--level", default="stark", choices=["gut", "stark"])
    ap.add_argument("--deals", type=int, default=2, help="rounds per table timed")
    ap.add_argument("--old-seconds", type=float, default=120.0, help="CPU seconds of old decisions per table")
    ap.add_argument("--strength", type=int, default=12, help="duplicate deals per game (0: none)")
    ap.add_argument("--games", default=",".join(GAMES), help="the games of the strength figures")
    args = ap.parse_args()
    level = args.level
    print(f"level {level}: CPU seconds per decision (CPython), {args.deals} rounds per table")
    print(
        f"{'table':<26}{'old n':>5} {'median':>8} {'max':>8}   {'new n':>5} {'median':>8} {'max':>8} {'most work':>9}"
    )
    for table in args.tables.split(","):
        out = decision_cpu(table, level, args.deals, args.old_seconds)
        print(_cpu_row(table, out, level), flush=True)
    if args.strength:
        print(f"strength: new minus old, mean payment per deal of one seat, 95 % CI, {args.strength} duplicate deals")
        for gid in args.games.split(","):
            mean, half, k = strength(gid, level, args.strength)
            print(f"{gid:<14}{mean:>+8.2f}  [{mean - half:+.2f}, {mean + half:+.2f}]  deals {k}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
