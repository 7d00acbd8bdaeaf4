"""CPU seconds of the web facade's slow ops: the review of a round and the ops where strong bots think, per game,
table and level (issue 36: the review <= 5 s CPU at ``gut`` for any table of at most 8 players, every op <= 5 s).

    python bench/review_cpu.py                     # every game's largest tables, 3 rounds each, gut and stark
    python bench/review_cpu.py --rounds 1 --levels gut
    python bench/review_cpu.py --issue             # only the issue's round (six-player Grächen, seed 234413)

A round: the bots at the level deal and play; the person's seat plays a seeded random legal action at each of its
turns (every card is reviewed, as many as a round has); then the review at the level. The issue's round is played
as the issue played it, with the page's easy bots, and reviewed at each level. Printed per game, table and
level: the review's CPU seconds (the slowest of the rounds) and the slowest other op of the rounds (``new_game``,
``act``: the bots answer at the level) with its CPU seconds. CPU seconds are ``time.process_time()`` of this
process: on a machine shared with other work they read higher than on an idle one.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import time
from typing import Any

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from troggu_core import web  # noqa: E402
from troggu_core.kernel.registry import GAMES  # noqa: E402

ISSUE = {"game": "troggu", "ruleset": "graechen", "players": 6, "seed": 234413, "dealer": 1, "seat": 0}
ISSUE_PLAYS = "pass VIII XXI BN XIX RK BJ C4 CQ CK".split()
"""The issue's round: the person's actions (the easy bots, the page's default, play the rest)."""


def _ask(req: dict[str, Any], times: dict[str, float]) -> dict[str, Any]:
    start = time.process_time()
    out: dict[str, Any] = json.loads(web.handle(json.dumps(req)))
    spent = time.process_time() - start
    op = str(req["op"])
    times[op] = max(times.get(op, 0.0), spent)
    return out


def play_round(
    table: dict[str, Any], level: str, seed: int, plays: list[str] | None = None, bots: str | None = None
) -> dict[str, float]:
    """One round with the bots at ``bots`` (default: ``level``): the person's actions ``plays`` (else seeded random
    legal ones), then the review at ``level``. The most CPU seconds of each op."""
    times: dict[str, float] = {}
    game = table["game"]
    st = _ask({"op": "new_game", **table, "level": bots or level}, times)
    assert st["ok"], st
    rng = random.Random(seed)
    todo = list(plays) if plays is not None else None
    while not st["over"] and st["your_turn"] and (todo is None or todo):
        legal = st["legal"]
        if todo is not None:
            action = todo.pop(0)
        elif "discard_size" in st:
            action = "discard " + " ".join(rng.sample(legal, st["discard_size"]))
        else:
            action = rng.choice(legal)
        nxt = _ask({"op": "act", "game": game, "id": st["id"], "action": action}, times)
        if not nxt["ok"]:  # a lay-away the rules refuse: the bots' choice instead
            nxt = _ask({"op": "finish", "game": game, "id": st["id"]}, times)
        st = nxt
    _ask({"op": "review", "game": game, "id": st["id"], "level": level}, times)
    return times


def tables() -> list[dict[str, Any]]:
    """Every game's tables with the most players (Troggu: each ruleset's largest), seat 0, dealer 0."""
    out = []
    for name in GAMES:
        info = GAMES[name]
        biggest: dict[str, int] = {}
        for rs, n in info.tables():
            biggest[rs] = max(n, biggest.get(rs, 0))
        for rs, n in biggest.items():
            out.append({"game": name, "ruleset": rs, "players": n, "seat": 0, "dealer": 0})
    return out


def _row(name: str, table: dict[str, Any], level: str, times: dict[str, float]) -> None:
    other = max(((op, s) for op, s in times.items() if op != "review"), key=lambda x: x[1])
    line = f"{name:16} {table['ruleset']:10} {table['players']:2} {level:6} {times['review']:9.2f}"
    print(f"{line} {other[0]:>18} {other[1]:7.2f}", flush=True)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n", 1)[0])
    ap.add_argument("--rounds", type=int, default=3, help="rounds per table and level")
    ap.add_argument("--levels", default="gut,stark")
    ap.add_argument("--games", default=",".join(GAMES))
    ap.add_argument("--issue", action="store_true", help="only the issue's round")
    ap.add_argument("--json", help="also write the figures to this file")
    args = ap.parse_args(argv)
    levels = args.levels.split(",")
    rows = []
    print(f"{'game':16} {'ruleset':10} {'n':>2} {'level':6} {'review s':>9} {'slowest other op':>18} {'s':>7}")
    cases: list[tuple[dict[str, Any], int, list[str] | None, str | None]] = [(ISSUE, 0, ISSUE_PLAYS, "einfach")]
    if not args.issue:
        games = args.games.split(",")
        cases += [(t, 1 + k, None, None) for t in tables() if t["game"] in games for k in range(args.rounds)]
    worst: dict[tuple[str, str, int, str], dict[str, float]] = {}
    for table, seed, plays, bots in cases:
        for level in levels:
            t = {**table, "seed": table.get("seed", seed)}
            times = play_round(t, level, seed, plays, bots)
            key = (t["game"], t["ruleset"], t["players"], level)
            for op, s in times.items():
                worst.setdefault(key, {})[op] = max(s, worst.get(key, {}).get(op, 0.0))
            rows.append({"table": t, "level": level, "times": times})
            _row(f"{t['game']} #{seed}", t, level, times)
    print("the slowest per table and level:")
    for (game, rs, n, level), times in worst.items():
        _row(game, {"ruleset": rs, "players": n}, level, times)
    if args.json:
        with open(args.json, "w", encoding="utf-8") as f:
            json.dump(rows, f, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
