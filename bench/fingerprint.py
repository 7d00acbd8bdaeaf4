"""A fingerprint of the engine's behaviour: seeded games in every ruleset and player count.

Used to check that a speed optimisation changes nothing: run it before and after and
compare the printed digests (one per ruleset, player count and bot, and one overall).
For every game it hashes the record (``dumps``), the result (``Result.to_json``), the
history after popping the last few actions, and the legal actions at a few points.

    python bench/fingerprint.py --games 200 > before.txt
    ... optimise ...
    python bench/fingerprint.py --games 200 > after.txt && diff before.txt after.txt
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

import troggu_core as tg  # noqa: E402


def game_digest(rs: str, n: int, seed: int, bot: str) -> bytes:
    """The bytes that describe one seeded game completely."""
    rng = random.Random(seed)
    layouts = tg.ruleset(rs).layouts_for(n)
    g = tg.Game.new(rs, n, rng, seed % n, seed % len(layouts))
    bots = [tg.make_bot(bot, rng) for _ in range(n)]
    parts: list[str] = []
    # Stop half-way through the play to look at the legal moves, then finish.
    tg.play_out(g, bots, until_seat=None if seed % 3 else (seed // 3) % n)
    if not g.is_over and g.phase is tg.Phase.PLAY:
        parts.append(" ".join(map(str, g.legal_plays())))
        parts.append(str(g.schgusieru_possible()))
        tg.play_out(g, bots)
    tg.play_out(g, bots)
    parts.append(tg.dumps(g))
    parts.append(json.dumps(g.outcome().to_json(), sort_keys=True))
    # Undo the last trick and a bit more, check the history and the legal moves there, redo.
    undone = [g.pop() for _ in range(min(len(g.plays), n + 2))]
    parts.append(" ".join(map(str, g.history)))
    parts.append(" ".join(map(str, g.legal_plays())) + f"|{g.to_move}|{g.withheld}|{len(g.tricks)}")
    for a in reversed(undone):
        g.push(a)
    parts.append(json.dumps(g.outcome().to_json(), sort_keys=True))
    # The plain entry point, as the benchmarks call it.
    parts.append(tg.dumps(tg.random_game(rs, n, seed + 1_000_000, bot)))
    return "\n".join(parts).encode()


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description="Print digests of seeded games, to compare engine versions.")
    ap.add_argument("--games", type=int, default=200, help="games per ruleset, player count and bot")
    args = ap.parse_args(argv)
    total = hashlib.sha256()
    for name, rs in tg.RULESETS.items():
        for n in rs.players:
            for bot in ("random", "heuristic"):
                h = hashlib.sha256()
                for seed in range(args.games):
                    h.update(game_digest(name, n, seed, bot))
                total.update(h.digest())
                print(f"{name} {n}p {bot}: {h.hexdigest()[:16]}")
    print(f"all: {total.hexdigest()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
