"""Soak test: play many random games and check every invariant of every one.

Games cycle through every ruleset and player count, every deal layout, every dealer
seat, the random and (one game in ten) the heuristic bot, and (one game in four) a
ruleset with randomly changed options. For each finished game we check:

* cards:     the 62 cards are conserved (hands + Tapp dealt once each; at the end the
             hands are empty and the won tricks, discard and unused Tapp hold all 62 once);
* points:    the points total 114 (misère: 114 minus the Tapp, which counts for nobody),
             and the two sides' points total 114 in a normal game or solo;
* payments:  the payments sum to zero;
* tricks:    one winner per trick, every seat played once per trick;
* record:    ``loads(dumps(game))`` gives back the same record, and dumping it again
             gives the same text (round trip);
* replay:    ``replay(dumps(game))`` reproduces the result exactly (``Result.to_json``);
* undo:      (one game in ten) popping every action restores the freshly dealt game.

Run it over every core::

    python bench/soak.py                   # 1,000,000 games
    python bench/soak.py --games 20000     # a quick run

It prints the number of games, per ruleset and player count, and of violations
(with the first few described: ruleset, players, seed, what failed).
"""

from __future__ import annotations

import argparse
import multiprocessing as mp
import os
import random
import sys
import time
from collections import Counter
from typing import Any

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

import troggu_core as tg  # noqa: E402
from troggu_core.games.troggu.actions import GameType  # noqa: E402
from troggu_core.games.troggu.cards import TROGGU_MASK  # noqa: E402
from troggu_core.games.troggu.rulesets import _ENUMS  # noqa: E402
from troggu_core.games.troggu.scoring import TOTAL_POINTS  # noqa: E402

COMBOS: list[tuple[str, int]] = [(name, n) for name, rs in tg.RULESETS.items() for n in rs.players]
THRESHOLDS = (20, 29, 30, 31)
CHUNK = 2000


def random_options(rng: random.Random) -> dict[str, Any]:
    """A random choice among every option's values."""
    opts: dict[str, Any] = {"double_threshold": rng.choice(THRESHOLDS)}
    for name, enum_type in _ENUMS.items():
        opts[name] = rng.choice([m.value for m in enum_type])
    return opts


def game_setup(i: int) -> tuple[tg.Ruleset, int, int, int, str, int]:
    """What game number ``i`` plays: ruleset, players, layout, dealer, bot kind, seed."""
    name, n = COMBOS[i % len(COMBOS)]
    rng = random.Random(i * 7919 + 1)
    rs = tg.ruleset(name)
    if i % 4 == 3:
        rs = rs.replace(**random_options(rng))
    layout = rng.randrange(len(rs.layouts_for(n)))
    dealer = rng.randrange(n)
    bot = "heuristic" if i % 10 == 9 else "random"
    return rs, n, layout, dealer, bot, i


def _fresh_state(g: tg.Game) -> tuple[Any, ...]:
    return (
        g.phase,
        g.to_move,
        tuple(g.hands),
        g.bids,
        g.game_type,
        g.declarer,
        g.called,
        g.discard_mask,
        g.trick,
        g.tricks,
        g.won,
        g.withheld,
        g.plays,
    )


def check_game(i: int) -> list[str]:
    """Play game number ``i`` and return the invariants it violates (empty if none)."""
    rs, n, layout, dealer, bot, seed = game_setup(i)
    problems: list[str] = []
    rng = random.Random(seed)
    g = tg.Game.new(rs, n, rng, dealer, layout)
    # Cards dealt: each of the 62 exactly once.
    dealt = g.tapp0
    total = g.tapp0.bit_count()
    for h in g.hands0:
        dealt |= h
        total += h.bit_count()
    if dealt != TROGGU_MASK or total != 62:
        problems.append(f"deal: {total} cards dealt, union {dealt.bit_count()}")
    fresh = _fresh_state(g.copy()) if i % 10 == 0 else None
    bots = [tg.make_bot(bot, rng) for _ in range(n)]
    tg.play_out(g, bots)
    r = g.outcome()
    if r is None:
        return problems + ["game did not finish"]
    # Cards conserved at the end.
    if any(g.hands):
        problems.append("cards left in hands at the end")
    held = [*g.won, g.discard_mask]
    if r.game is not GameType.NORMAL:
        held.append(g.tapp0)
    union = 0
    count = 0
    for m in held:
        union |= m
        count += m.bit_count()
    if union != TROGGU_MASK or count != 62:
        problems.append(f"cards: {count} cards in tricks/discard/Tapp, {union.bit_count()} distinct")
    tricks = g.tricks_total
    if len(g.plays) != n * tricks or len(set(g.plays)) != n * tricks:
        problems.append(f"plays: {len(g.plays)} cards played, {len(set(g.plays))} distinct, want {n * tricks}")
    if len(r.trick_winners) != tricks:
        problems.append(f"tricks: {len(r.trick_winners)} winners for {tricks} tricks")
    for t in g.tricks:
        if sorted(t.seats) != list(range(n)):
            problems.append(f"trick seats {t.seats}")
            break
    # Points.
    want = TOTAL_POINTS - r.tapp_points if r.game is GameType.MISERE else TOTAL_POINTS
    if sum(r.points) != want:
        problems.append(f"points: {sum(r.points)} != {want} ({r.game.value})")
    if r.game is not GameType.MISERE:
        sp = r.side_points
        if sp is None or sp["declarer"] + sp["opponents"] != TOTAL_POINTS:
            problems.append(f"side points: {sp}")
    # Payments.
    if sum(r.payments) != 0:
        problems.append(f"payments sum to {sum(r.payments)}: {r.payments}")
    # Record round trip and replay.
    text = tg.dumps(g, seed=seed)
    try:
        rec = tg.loads(text)
        if tg.dumps(rec) != text:
            problems.append("record: dumps(loads(text)) != text")
        if tg.replay(rec).to_json() != r.to_json():
            problems.append("replay: the result differs")
    except tg.TrogguError as e:
        problems.append(f"record rejected: {e}")
    # Undo everything.
    if fresh is not None:
        while True:
            try:
                g.pop()
            except IndexError:
                break
        if _fresh_state(g) != fresh:
            problems.append("undo: popping every action does not restore the dealt game")
    return problems


def run_chunk(start: int, count: int) -> tuple[int, Counter[str], list[str], int]:
    """Check games ``start .. start+count-1``; returns (games, games per combo, violations, violating games)."""
    per_combo: Counter[str] = Counter()
    violations: list[str] = []
    bad = 0
    for i in range(start, start + count):
        name, n = COMBOS[i % len(COMBOS)]
        per_combo[f"{name} {n}p"] += 1
        try:
            problems = check_game(i)
        except Exception as e:  # any crash is a violation, reported with its game number
            problems = [f"crash: {type(e).__name__}: {e}"]
        if problems:
            bad += 1
            if len(violations) < 20:
                rs, n2, layout, dealer, bot, seed = game_setup(i)
                violations.append(
                    f"game {i} ({rs.to_json()}, {n2}p, layout {layout}, dealer {dealer}, {bot}, seed {seed}): "
                    + "; ".join(problems)
                )
    return count, per_combo, violations, bad


def _run_chunk(args: tuple[int, int]) -> tuple[int, Counter[str], list[str], int]:
    return run_chunk(*args)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=1_000_000)
    ap.add_argument("--start", type=int, default=0, help="first game number")
    ap.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    args = ap.parse_args(argv)
    chunks = [(s, min(CHUNK, args.start + args.games - s)) for s in range(args.start, args.start + args.games, CHUNK)]
    print(
        f"soak: {args.games:,} games over {len(COMBOS)} ruleset/player combinations, {args.workers} workers", flush=True
    )
    t0 = time.perf_counter()
    games = 0
    bad = 0
    per_combo: Counter[str] = Counter()
    violations: list[str] = []
    next_report = 0.0
    with mp.Pool(args.workers) as pool:
        for done, combos, viol, nbad in pool.imap_unordered(_run_chunk, chunks):
            games += done
            bad += nbad
            per_combo.update(combos)
            violations.extend(viol[: max(0, 20 - len(violations))])
            elapsed = time.perf_counter() - t0
            if elapsed >= next_report:
                print(f"  {games:,} games, {bad} with violations, {games / elapsed:,.0f} games/s", flush=True)
                next_report = elapsed + 60
    elapsed = time.perf_counter() - t0
    print(f"games: {games:,} in {elapsed:,.0f} s ({games / elapsed:,.0f} games/s checked, {args.workers} workers)")
    print("per ruleset and players: " + ", ".join(f"{k} {v:,}" for k, v in sorted(per_combo.items())))
    print(f"violations: {bad}")
    for v in violations:
        print("  " + v)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
