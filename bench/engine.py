"""Engine throughput: complete random games per second, and microseconds per play step.

For every ruleset and player count it times complete games (deal, auction, Tapp
exchange, partner call, every trick, scoring: ``troggu_core.random_game``) with the
random bot and with the heuristic bot, and the microseconds per play step (the
legal plays, the bot's choice and the play, with trick resolution). If ``open-spiel``
is installed (``pip install -e '.[bench]'``) it times OpenSpiel's Slovenian tarok with
4 players the same way: driven from Python step by step (uniform random choices,
chance outcomes included), and natively with ``pyspiel.evaluate_bots`` and uniform
random bots; then prints the ratios against the targets of the benchmark issue.

The headline comparison is timed in interleaved pairs (``--pairs``, default 7): each pair one Troggu run (µs per
play step through ``play_out``, complete random games per second; Visp, 4 players) and one OpenSpiel run (random
actions and full-length games), back to back, the order alternating; the medians of the pairs' ratios with
their range. By default the pairs time CPU time (``--clock cpu``): on a shared machine the other processes'
load then weighs in less, and in the same way for both engines.

Every timed run starts with the bench's own objects out of the garbage collector's way (:func:`quiet_heap`):
collected once, then frozen (``gc.freeze``), so a collection inside the run scans what the engine made in it, not
the thousand game copies the bench set up just before. Without it a full collection of those copies lands in some
runs and not in others (``--gc live`` keeps the heap as it is, to show the difference).

    python bench/engine.py              # a few minutes
    python bench/engine.py --quick      # under a minute, fewer games
    python bench/engine.py --pairs-only # only the interleaved pairs against OpenSpiel (about a minute)
    python bench/engine.py --json out.json

Each figure outside the pairs is the best of ``--repeat`` runs (other processes only ever slow a run down).
"""

from __future__ import annotations

import argparse
import contextlib
import gc
import json
import os
import platform
import random
import statistics
import sys
import time
from typing import Any, Callable, Iterator

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

import troggu_core as tg  # noqa: E402
from troggu_core.games.troggu.estimate import estimate  # noqa: E402
from troggu_core.games.troggu.bots import RandomBot  # noqa: E402
from troggu_core.games.troggu.views import SeatView  # noqa: E402

TARGET_GAMES = 1.0  # x OpenSpiel's tarok driven from Python
TARGET_STEP_US = 2.0
STRETCH_NATIVE = 0.5  # x OpenSpiel's native rate


_FREEZE = True  # --gc frozen (the default); --gc live sets it False


@contextlib.contextmanager
def quiet_heap() -> Iterator[None]:
    """Time a run with the bench's own objects frozen out of the collector (``gc.collect`` then ``gc.freeze``,
    unfrozen after): the collector still runs on everything the timed code allocates. A no-op under ``--gc live``."""
    if not _FREEZE:
        yield
        return
    gc.collect()
    gc.freeze()
    try:
        yield
    finally:
        gc.unfreeze()


def best_rate(run: Callable[[], tuple[int, float]], repeat: int) -> tuple[float, float]:
    """Run ``run`` (returning (count, seconds)) ``repeat`` times; the best count/second and its seconds."""
    best = 0.0
    best_t = 0.0
    for _ in range(repeat):
        count, secs = run()
        if secs > 0 and count / secs > best:
            best, best_t = count / secs, secs
    return best, best_t


def games_per_second(rs: str, players: int, bot: str, games: int, repeat: int, seed0: int = 0) -> float:
    """Complete games per second with ``troggu_core.random_game``."""

    def run() -> tuple[int, float]:
        random_game = tg.random_game
        with quiet_heap():
            t0 = time.perf_counter()
            for seed in range(seed0, seed0 + games):
                random_game(rs, players, seed, bot).outcome()
            return games, time.perf_counter() - t0

    return best_rate(run, repeat)[0]


def step_microseconds(rs: str, players: int, games: int, repeat: int) -> tuple[float, float]:
    """Microseconds per play step: (through ``play_out``'s random-bot path, through the public API).

    The auction, call and exchange are played untimed; then the play phase is timed
    (a) by ``play_out`` with random bots and (b) step by step with ``legal_play_mask``,
    a uniformly random legal card and ``play_index``, on a copy of the same game.
    """
    starts: list[tuple[tg.Game, list[Any]]] = []
    for seed in range(games):
        rng = random.Random(seed)
        g = tg.Game.new(rs, players, rng)
        bots = [RandomBot(rng) for _ in range(players)]
        while g.phase is not tg.Phase.PLAY:
            g.push(bots[g.to_move].choose(SeatView.of(g, g.to_move)))
        starts.append((g, bots))

    def run_play_out() -> tuple[int, float]:
        copies = [(g.copy(), b) for g, b in starts]
        steps = 0
        with quiet_heap():
            t0 = time.perf_counter()
            for g, bots in copies:
                tg.play_out(g, bots)
            secs = time.perf_counter() - t0
        for g, _ in copies:
            steps += len(g.plays)
        return steps, secs

    def run_api() -> tuple[int, float]:
        copies = [g.copy() for g, _ in starts]
        rng = random.Random(1)
        steps = 0
        with quiet_heap():
            t0 = time.perf_counter()
            for g in copies:
                getrandbits = rng.getrandbits
                while not g.is_over:
                    mask = g.legal_play_mask()
                    k = mask.bit_count()
                    bits = k.bit_length()
                    r = getrandbits(bits)
                    while r >= k:
                        r = getrandbits(bits)
                    while r:
                        mask &= mask - 1
                        r -= 1
                    g.play_index((mask & -mask).bit_length() - 1)
            secs = time.perf_counter() - t0
        for g in copies:
            steps += len(g.plays)
        return steps, secs

    per_step_fast = 1e6 / best_rate(run_play_out, repeat)[0]
    per_step_api = 1e6 / best_rate(run_api, repeat)[0]
    return per_step_fast, per_step_api


def estimate_seconds(samples: int, repeat: int, seat: int = 1) -> float:
    """Seconds for the "what are my chances" estimate (``troggu_core.games.troggu.estimate``) of one hand.

    Visp, 4 players, the hand of ``seat`` in the deal of seed 7; ``samples`` completions as
    Tappist and as many as Solist, so ``2 * samples`` games in all. Best of ``repeat``.
    """
    g = tg.Game.new("visp", 4, 7)
    hands = [g.hand(s) for s in range(4)]
    best = float("inf")
    for _ in range(repeat):
        t0 = time.perf_counter()
        estimate(g.ruleset, hands, g.tapp, 0, seat, samples, 1)
        best = min(best, time.perf_counter() - t0)
    return best


# ----------------------------------------------------------------------------- OpenSpiel
def openspiel_figures(games: int, repeat: int) -> dict[str, Any] | None:
    """OpenSpiel's tarok, 4 players: Python-driven games/s and µs/step, native games/s."""
    try:
        import pyspiel  # type: ignore[import-not-found]
    except ImportError:
        return None
    game = pyspiel.load_game("tarok(players=4)")

    def run_python() -> tuple[int, float]:
        with quiet_heap():
            t0 = time.perf_counter()
            run_python.steps = openspiel_random_games(game, games, 0)  # type: ignore[attr-defined]
            return games, time.perf_counter() - t0

    py_rate, py_secs = best_rate(run_python, repeat)
    steps_per_game = run_python.steps / games  # type: ignore[attr-defined]

    # Uniform random bids mostly end in a valat bid lost at the first trick (about 13 steps a game).
    # For a like-for-like game length: everyone passes (klop), then random cards: all 12 tricks.

    def run_klop() -> tuple[int, float]:
        with quiet_heap():
            t0 = time.perf_counter()
            run_klop.steps = openspiel_random_games(game, games, 4)  # type: ignore[attr-defined]
            return games, time.perf_counter() - t0

    klop_rate, klop_secs = best_rate(run_klop, repeat)
    klop_steps = run_klop.steps / games  # type: ignore[attr-defined]

    def run_native() -> tuple[int, float]:
        bots = [pyspiel.make_uniform_random_bot(p, 1234 + p) for p in range(4)]
        n = games * 3
        with quiet_heap():
            t0 = time.perf_counter()
            for i in range(n):
                pyspiel.evaluate_bots(game.new_initial_state(), bots, i)
            return n, time.perf_counter() - t0

    native_rate = best_rate(run_native, repeat)[0]
    return {
        "game": "tarok(players=4)",
        "version": getattr(pyspiel, "__version__", None) or _dist_version("open_spiel"),
        "python_games_per_s": py_rate,
        "python_steps_per_game": steps_per_game,
        "python_us_per_step": 1e6 * py_secs / (games * steps_per_game),
        "native_games_per_s": native_rate,
        "klop_games_per_s": klop_rate,
        "klop_steps_per_game": klop_steps,
        "klop_us_per_step": 1e6 * klop_secs / (games * klop_steps),
    }


# ----------------------------------------------------------------------------- interleaved pairs
def _troggu_pair_run(
    starts: list[tuple[tg.Game, list[Any]]], games: int, clock: Callable[[], float]
) -> dict[str, float]:
    """One Troggu run of a pair: µs per play step through ``play_out`` (random bots, the play phase of ``starts``)
    and complete random games per second (Visp, 4 players, seeds 0..games-1)."""
    copies = [(g.copy(), b) for g, b in starts]
    with quiet_heap():
        t0 = clock()
        for g, bots in copies:
            tg.play_out(g, bots)
        step_secs = clock() - t0
    steps = sum(len(g.plays) for g, _ in copies)
    random_game = tg.random_game
    with quiet_heap():
        t0 = clock()
        for seed in range(games):
            random_game("visp", 4, seed).outcome()
        game_secs = clock() - t0
    return {"us_per_step": 1e6 * step_secs / steps, "games_per_s": games / game_secs}


def openspiel_random_games(game: Any, count: int, passes: int) -> int:
    """Play ``count`` games of OpenSpiel's ``game`` from Python with uniformly random actions (chance outcomes
    included), the first ``passes`` bids the lowest (pass; the last bidder's lowest is klop: 4 passes give
    full-length games); the steps taken (seeded 0: the same games every run)."""
    randrange = random.Random(0).randrange
    steps = 0
    for _ in range(count):
        s = game.new_initial_state()
        bids = 0
        while not s.is_terminal():
            if s.is_chance_node():
                outcomes = s.chance_outcomes()
                s.apply_action(outcomes[randrange(len(outcomes))][0])
            elif bids < passes:
                s.apply_action(s.legal_actions()[0])
                bids += 1
            else:
                legal = s.legal_actions()
                s.apply_action(legal[randrange(len(legal))])
            steps += 1
    return steps


def _openspiel_pair_run(game: Any, games: int, clock: Callable[[], float]) -> dict[str, float]:
    """One OpenSpiel run of a pair: tarok driven from Python with uniformly random actions (chance outcomes
    included), and full-length games (everyone passes: klop, all 12 tricks); µs per step and games per second."""
    out: dict[str, float] = {}
    for name, passes, count in (("random", 0, 2 * games), ("klop", 4, games)):
        with quiet_heap():
            t0 = clock()
            steps = openspiel_random_games(game, count, passes)
            secs = clock() - t0
        out[f"{name}_us_per_step"] = 1e6 * secs / steps
        out[f"{name}_games_per_s"] = count / secs
    return out


def _spread(values: list[float]) -> dict[str, float]:
    return {"median": statistics.median(values), "min": min(values), "max": max(values)}


def interleaved_pairs(pairs: int, games: int, clock_name: str = "cpu") -> dict[str, Any] | None:
    """Troggu (Visp, 4 players, random bots) against OpenSpiel's tarok (4 players) driven from Python, in
    ``pairs`` interleaved pairs: each pair times one Troggu run and one OpenSpiel run back to back, the order
    alternating from pair to pair, so both meet the same load on the machine. ``clock_name`` ``cpu`` times the
    process's CPU time (``time.process_time``: a busy machine's other processes weigh in less), ``wall``
    ``time.perf_counter``. Returns every run, the per-pair ratios and their medians and ranges; None without
    OpenSpiel.

    The ratios (above 1: Troggu is faster): ``step`` OpenSpiel's µs per step (random actions) / Troggu's µs per
    play step; ``step_full_length`` the same with OpenSpiel's full-length (klop) games; ``games_full_length``
    Troggu's complete games per second / OpenSpiel's full-length games per second.
    """
    try:
        import pyspiel  # type: ignore[import-not-found]
    except ImportError:
        return None
    clock = time.process_time if clock_name == "cpu" else time.perf_counter
    game = pyspiel.load_game("tarok(players=4)")
    starts: list[tuple[tg.Game, list[Any]]] = []
    for seed in range(games):
        rng = random.Random(seed)
        g = tg.Game.new("visp", 4, rng)
        bots = [RandomBot(rng) for _ in range(4)]
        while g.phase is not tg.Phase.PLAY:
            g.push(bots[g.to_move].choose(SeatView.of(g, g.to_move)))
        starts.append((g, bots))
    _troggu_pair_run(starts[:50], 50, clock)  # warm both up: the first run of a process pays for its imports
    _openspiel_pair_run(game, 50, clock)
    runs: list[dict[str, Any]] = []
    for k in range(pairs):
        first_troggu = k % 2 == 0
        if first_troggu:
            ours = _troggu_pair_run(starts, games, clock)
            theirs = _openspiel_pair_run(game, games, clock)
        else:
            theirs = _openspiel_pair_run(game, games, clock)
            ours = _troggu_pair_run(starts, games, clock)
        runs.append({"first": "troggu" if first_troggu else "openspiel", "troggu": ours, "openspiel": theirs})
        print(
            f"pair {k + 1}/{pairs} ({runs[-1]['first']} first): Troggu {ours['us_per_step']:.2f} µs/step, "
            f"{ours['games_per_s']:,.0f} games/s; OpenSpiel {theirs['random_us_per_step']:.2f} µs/step random, "
            f"{theirs['klop_us_per_step']:.2f} µs/step full-length, {theirs['klop_games_per_s']:,.0f} full-length "
            "games/s",
            flush=True,
        )
    ratios = {
        "step": [r["openspiel"]["random_us_per_step"] / r["troggu"]["us_per_step"] for r in runs],
        "step_full_length": [r["openspiel"]["klop_us_per_step"] / r["troggu"]["us_per_step"] for r in runs],
        "games_full_length": [r["troggu"]["games_per_s"] / r["openspiel"]["klop_games_per_s"] for r in runs],
    }
    figures = {
        "troggu_us_per_step": [r["troggu"]["us_per_step"] for r in runs],
        "troggu_games_per_s": [r["troggu"]["games_per_s"] for r in runs],
        "openspiel_random_us_per_step": [r["openspiel"]["random_us_per_step"] for r in runs],
        "openspiel_klop_us_per_step": [r["openspiel"]["klop_us_per_step"] for r in runs],
        "openspiel_klop_games_per_s": [r["openspiel"]["klop_games_per_s"] for r in runs],
    }
    return {
        "pairs": pairs,
        "games": games,
        "clock": clock_name,
        "gc": "frozen" if _FREEZE else "live",
        "runs": runs,
        "figures": {k: _spread(v) for k, v in figures.items()},
        "ratios": {k: _spread(v) for k, v in ratios.items()},
    }


def print_pairs(res: dict[str, Any]) -> None:
    """The medians and ranges of :func:`interleaved_pairs`."""
    f, r = res["figures"], res["ratios"]

    def fmt(d: dict[str, float], spec: str) -> str:
        return f"{d['median']:{spec}} ({d['min']:{spec}}–{d['max']:{spec}})"

    print(
        f"median of {res['pairs']} interleaved pairs ({res['clock']} time, the bench's heap {res['gc']}), "
        "range in brackets:\n"
        f"  Troggu visp 4p: {fmt(f['troggu_us_per_step'], '.2f')} µs per play step (play_out, random bots), "
        f"{fmt(f['troggu_games_per_s'], ',.0f')} complete random games/s\n"
        f"  OpenSpiel tarok 4p driven from Python: {fmt(f['openspiel_random_us_per_step'], '.2f')} µs/step "
        f"(random actions), {fmt(f['openspiel_klop_us_per_step'], '.2f')} µs/step full-length (klop), "
        f"{fmt(f['openspiel_klop_games_per_s'], ',.0f')} full-length games/s\n"
        f"  ratio per step, OpenSpiel random actions / Troggu: {fmt(r['step'], '.2f')}x "
        f"(target >= {TARGET_GAMES:.1f}x: {'met' if r['step']['median'] >= TARGET_GAMES else 'missed'})\n"
        f"  ratio per step, OpenSpiel full-length / Troggu: {fmt(r['step_full_length'], '.2f')}x "
        f"(target >= {TARGET_GAMES:.1f}x: {'met' if r['step_full_length']['median'] >= TARGET_GAMES else 'missed'})\n"
        f"  ratio games/s, Troggu / OpenSpiel full-length: {fmt(r['games_full_length'], '.2f')}x"
    )


def family_figures(games: int, repeat: int) -> list[dict[str, Any]]:
    """Per family game, ruleset and player count: random and heuristic games/s and µs per play step.

    A play step is one card: the legal cards, a uniformly random choice and the play. It is timed two ways on
    the same deals (the bidding, lay-away and other non-card actions played untimed by random bots): through
    the fastest public path the engine offers, ``legal_play_mask()`` + ``play_index(i)`` (as Troggu's µs/step
    via the API), and through the string API, ``legal_actions()`` + ``push(action)``. Games/s are complete
    rounds: deal, bidding or lay-away, play, result.
    """
    from troggu_core.kernel.registry import GAMES

    rows: list[dict[str, Any]] = []
    for gid in GAMES:
        if gid == "troggu":
            continue
        info = GAMES[gid]
        for rs in info.rulesets:
            for n in info.players:

                def run(bot: str, count: int) -> tuple[int, float]:
                    with quiet_heap():
                        t0 = time.perf_counter()
                        for seed in range(count):
                            info.random_record(rs, n, seed, bot)
                        return count, time.perf_counter() - t0

                rnd, _ = best_rate(lambda: run("random", games), repeat)
                heur, _ = best_rate(lambda: run("heuristic", max(20, games // 4)), repeat)

                def steps(fast: bool) -> tuple[int, float]:
                    total, secs = 0, 0.0
                    for seed in range(max(50, games // 3)):
                        st = info.new(rs, n, seed, 0)
                        rng = random.Random(seed)
                        getrandbits = rng.getrandbits
                        bots = [info.make_bot("random", seed * 16 + s) for s in range(n)]
                        while not st.is_over:
                            seat = st.to_move
                            if st.phase != "play":
                                st.push(info.choose(bots[seat], st, seat))
                                continue
                            if fast:
                                t0 = time.perf_counter()
                                mask = st.legal_play_mask()
                                k = mask.bit_count()
                                bits = k.bit_length()
                                r = getrandbits(bits)
                                while r >= k:
                                    r = getrandbits(bits)
                                while r:
                                    mask &= mask - 1
                                    r -= 1
                                st.play_index((mask & -mask).bit_length() - 1)
                                secs += time.perf_counter() - t0
                            else:
                                t0 = time.perf_counter()
                                st.push(rng.choice(st.legal_actions()))
                                secs += time.perf_counter() - t0
                            total += 1
                    return total, secs

                has_fast = hasattr(info.new(rs, n, 0, 0), "play_index")
                per_s_str, _ = best_rate(lambda: steps(False), repeat)
                per_s, _ = best_rate(lambda: steps(True), repeat) if has_fast else (per_s_str, 0.0)
                rows.append(
                    {
                        "game": gid,
                        "ruleset": rs,
                        "players": n,
                        "random_games_per_s": rnd,
                        "heuristic_games_per_s": heur,
                        "us_per_step": 1e6 / per_s if per_s else float("nan"),
                        "us_per_step_api": 1e6 / per_s_str if per_s_str else float("nan"),
                    }
                )
                print(
                    f"{gid:<13} {rs:<9} {n:>3} {rnd:>15,.0f} {heur:>18,.0f} {rows[-1]['us_per_step']:>8.2f} "
                    f"{rows[-1]['us_per_step_api']:>8.2f}",
                    flush=True,
                )
    return rows


def _dist_version(name: str) -> str | None:
    try:
        from importlib.metadata import version

        return version(name)
    except Exception:
        return None


# ----------------------------------------------------------------------------- main
def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description="Troggu engine throughput (and OpenSpiel's tarok for comparison).")
    ap.add_argument("--quick", action="store_true", help="fewer games (a few seconds)")
    ap.add_argument("--games", type=int, default=None, help="random games per measurement (default 3000)")
    ap.add_argument("--repeat", type=int, default=3, help="runs per figure; the best is kept")
    ap.add_argument("--no-openspiel", action="store_true", help="skip OpenSpiel even if installed")
    ap.add_argument("--json", metavar="FILE", help="also write the figures as JSON")
    ap.add_argument("--pairs", type=int, default=7, help="interleaved Troggu/OpenSpiel pairs (default 7; 0: none)")
    ap.add_argument("--pair-games", type=int, default=None, help="games per run of a pair (default 1000)")
    ap.add_argument("--clock", choices=("cpu", "wall"), default="cpu", help="the pairs' clock (default: CPU time)")
    ap.add_argument("--pairs-only", action="store_true", help="only the interleaved pairs against OpenSpiel")
    ap.add_argument(
        "--gc",
        choices=("frozen", "live"),
        default="frozen",
        help="the bench's own objects before each timed run: collected and frozen out of the collector (default), "
        "or left live",
    )
    args = ap.parse_args(argv)
    global _FREEZE
    _FREEZE = args.gc == "frozen"
    pair_games = args.pair_games or (300 if args.quick else 1000)
    if args.pairs_only:
        res = interleaved_pairs(args.pairs, pair_games, args.clock)
        if res is None:
            print("OpenSpiel: not installed (pip install -e '.[bench]'), no comparison")
            return 1
        print_pairs(res)
        if args.json:
            with open(args.json, "w", encoding="utf-8") as fp:
                json.dump({"python": platform.python_version(), "pairs": res}, fp, indent=2)
        return 0
    games = args.games or (400 if args.quick else 3000)
    heur_games = max(50, games // 2)
    repeat = 1 if args.quick else args.repeat

    print(
        f"Troggu engine {tg.__version__}, Python {platform.python_version()} ({platform.python_implementation()}), "
        f"{platform.machine()}, {os.cpu_count()} cores; best of {repeat}"
    )
    print(f"{'ruleset':<11} {'players':>7} {'random games/s':>15} {'heuristic games/s':>18} {'µs/step':>8}")
    rows: list[dict[str, Any]] = []
    for name, rs in tg.RULESETS.items():
        for n in rs.players:
            rnd = games_per_second(name, n, "random", games, repeat)
            heur = games_per_second(name, n, "heuristic", heur_games, repeat)
            fast, api = step_microseconds(name, n, max(100, games // 3), repeat)
            rows.append(
                {
                    "ruleset": name,
                    "players": n,
                    "random_games_per_s": rnd,
                    "heuristic_games_per_s": heur,
                    "us_per_step": fast,
                    "us_per_step_api": api,
                }
            )
            print(f"{name:<11} {n:>7} {rnd:>15,.0f} {heur:>18,.0f} {fast:>8.2f}", flush=True)

    # The headline: 4 players, Visp, default deal.
    ours = next(r for r in rows if r["ruleset"] == "visp" and r["players"] == 4)
    print()
    print(
        f"headline (visp, 4 players): {ours['random_games_per_s']:,.0f} random games/s, "
        f"{ours['us_per_step']:.2f} µs/step via play_out, {ours['us_per_step_api']:.2f} µs/step via "
        f"legal_play_mask + play_index"
    )
    result: dict[str, Any] = {"python": platform.python_version(), "rows": rows, "headline": ours}
    est_1000 = estimate_seconds(500, repeat)
    est_2000 = estimate_seconds(1000, repeat)
    result["estimate"] = {"completions_1000_s": est_1000, "samples_1000_s": est_2000}
    print(
        f"'what are my chances' estimate (heuristic bots): 1,000 completions (500 samples) {est_1000:.2f} s; "
        f"1,000 samples (2,000 completions) {est_2000:.2f} s"
    )
    print()
    print(
        "The family games (each figure: deal, bidding or lay-away, play, result; µs per card played via "
        "legal_play_mask + play_index, and via the string API legal_actions + push):"
    )
    print(
        f"{'game':<13} {'ruleset':<9} {'n':>3} {'random games/s':>15} {'heuristic games/s':>18} {'µs/step':>8} "
        f"{'str API':>8}"
    )
    fam = family_figures(max(60, games // 10), repeat)
    result["family"] = fam
    troggu_per_card = ours["random_games_per_s"] * 62
    for r in fam:
        ratio = r["random_games_per_s"] * 78 / troggu_per_card
        r["per_card_vs_troggu"] = ratio
    print(
        "random games/s per card dealt, as a share of Troggu's (Visp, 4 players; target >= 0.5): "
        + ", ".join(f"{r['game']} {r['ruleset']} {r['players']}p {r['per_card_vs_troggu']:.2f}" for r in fam)
    )
    os_fig = None if args.no_openspiel else openspiel_figures(games, repeat)
    if os_fig is None:
        print("OpenSpiel: not installed (pip install -e '.[bench]'), no comparison")
    else:
        result["openspiel"] = os_fig
        ratio_py = ours["random_games_per_s"] / os_fig["python_games_per_s"]
        ratio_native = ours["random_games_per_s"] / os_fig["native_games_per_s"]
        step_ratio = os_fig["python_us_per_step"] / ours["us_per_step"]
        result["ratios"] = {"vs_python_driven": ratio_py, "vs_native": ratio_native, "step_speedup": step_ratio}
        print(
            f"OpenSpiel {os_fig['version']} {os_fig['game']}: driven from Python "
            f"{os_fig['python_games_per_s']:,.0f} games/s ({os_fig['python_steps_per_game']:.1f} steps/game, "
            f"{os_fig['python_us_per_step']:.2f} µs/step); native evaluate_bots "
            f"{os_fig['native_games_per_s']:,.0f} games/s"
        )
        ratio_klop = ours["random_games_per_s"] / os_fig["klop_games_per_s"]
        result["ratios"]["vs_python_driven_full_length"] = ratio_klop
        print(
            f"OpenSpiel full-length games (everyone passes: klop, all 12 tricks), driven from Python: "
            f"{os_fig['klop_games_per_s']:,.0f} games/s ({os_fig['klop_steps_per_game']:.0f} steps/game, "
            f"{os_fig['klop_us_per_step']:.2f} µs/step)"
        )
        print(f"ratio games/s, Troggu / OpenSpiel full-length games driven from Python: {ratio_klop:.2f}x")
        print(
            f"ratio games/s, Troggu / OpenSpiel driven from Python: {ratio_py:.2f}x "
            f"(target >= {TARGET_GAMES:.1f}x: {'met' if ratio_py >= TARGET_GAMES else 'missed'})"
        )
        print(
            f"ratio games/s, Troggu / OpenSpiel native C++: {ratio_native:.2f}x "
            f"(stretch >= {STRETCH_NATIVE:.1f}x: {'met' if ratio_native >= STRETCH_NATIVE else 'missed'})"
        )
        print(f"per step, OpenSpiel driven from Python / Troggu: {step_ratio:.2f}x")
        print(
            "(the figures above: one run each, minutes apart, so a busy machine's load weighs in; the interleaved "
            "pairs below time both engines back to back)"
        )
        if args.pairs:
            pairs = interleaved_pairs(args.pairs, pair_games, args.clock)
            assert pairs is not None
            result["pairs"] = pairs
            print_pairs(pairs)
    print(
        f"µs per step: {ours['us_per_step']:.2f} (target <= {TARGET_STEP_US:.1f}: "
        f"{'met' if ours['us_per_step'] <= TARGET_STEP_US else 'missed'})"
    )
    print(
        f"random 4-player games/s: {ours['random_games_per_s']:,.0f} (target >= 10,000: "
        f"{'met' if ours['random_games_per_s'] >= 10_000 else 'missed'})"
    )
    if args.json:
        with open(args.json, "w", encoding="utf-8") as fp:
            json.dump(result, fp, indent=2)
    return 0


if __name__ == "__main__":
    sys.exit(main())
