"""The one bot protocol, the kernel's loop through it and each game's one ``play_out``, over every game of the registry.

Every game's bots are :class:`~troggu_core.kernel.bots.Bot`\\ s; the kernel's ``play_by_protocol`` drives every game,
ruleset and player count to the end through the state protocol with them, each bot seeing only its seat's view;
the same seed deals the same cards whatever the bots; and the kernel's loop makes the same choices as the games'
fast paths (so the seeded records stay what they were).
"""

from __future__ import annotations

import random
from typing import Any, Sequence

import pytest

import troggu_core as tg
from troggu_core.kernel import bots as kernel_bots
from troggu_core.kernel.bots import Bot, play_by_protocol
from troggu_core.kernel.registry import GAMES

CASES = [(gid, rs, n) for gid in GAMES for rs, n in GAMES[gid].tables()]
"""Every table of every game: each ruleset with each number of players it is played by."""
KINDS = ("random", "heuristic")


class _Watch:
    """A bot that checks it is asked only with its own seat's view, then lets ``inner`` choose."""

    def __init__(self, inner: Any, seat: int, seen: list[int]) -> None:
        self.inner, self.seat, self.seen = inner, seat, seen
        self.rng = inner.rng

    def choose(self, view: dict[str, Any], legal: Sequence[str], rng: random.Random) -> str:
        assert view["seat"] == self.seat and view["to_move"] == self.seat
        self.seen.append(self.seat)
        return str(self.inner.choose(view, legal, rng))


def _new(gid: str, rs: str, n: int, seed: int) -> Any:
    return GAMES[gid].new(rs, n, seed, 0)


def test_every_bot_is_a_bot() -> None:
    for gid, info in GAMES.items():
        assert tuple(info.bot_types) == (*KINDS, "strong", "strongest"), gid
        assert info.bots_play_out is not None, gid
        for kind in info.bot_types:
            assert isinstance(info.make_bot(kind, 1), Bot), (gid, kind)


@pytest.mark.parametrize("gid,rs,n", CASES)
def test_play_out_drives_every_game(gid: str, rs: str, n: int) -> None:
    info = GAMES[gid]
    for seed in (1, 2):
        hands = []
        for kinds in (["random"] * n, ["heuristic"] * n, [KINDS[s % 2] for s in range(n)]):
            state = _new(gid, rs, n, seed)
            seen: list[int] = []
            bots = [_Watch(info.make_bot(kinds[s], 10 * seed + s), s, seen) for s in range(n)]
            out = info.play_out(state, bots, [b.rng for b in bots])
            assert out is state and state.is_over and seen
            record = state.record()
            info.replay(record)  # a legal round from start to end
            hands.append(record["hands"])
        assert hands[0] == hands[1] == hands[2], "the same seed deals the same cards whatever the bots"


@pytest.mark.parametrize("gid", list(GAMES))
def test_until_seat_stops_before_its_turn(gid: str) -> None:
    info = GAMES[gid]
    n = info.default_players
    state = _new(gid, info.default_ruleset, n, 5)
    seat = state.to_move
    bots = [info.make_bot("random", s) for s in range(n)]
    play_by_protocol(state, bots, [b.rng for b in bots], until_seat=seat)
    assert state.to_move == seat and not state.is_over
    for kind in KINDS:  # the game's own loop, in the card play too
        own = _new(gid, info.default_ruleset, n, 5)
        bots = [info.make_bot(kind, s) for s in range(n)]
        info.play_out(own, bots)
        whole = own.record()
        own = _new(gid, info.default_ruleset, n, 5)
        bots = [info.make_bot(kind, s) for s in range(n)]
        while own.to_move is not None and not own.is_over:
            info.play_out(own, bots, until_seat=(own.to_move + 1) % n)
            if not own.is_over:
                assert own.to_move is not None
                bot = bots[own.to_move]
                own.push(bot.choose(own.view(own.to_move), own.legal_actions(), bot.rng))
        assert own.record() == whole, (gid, kind, "stopping at each seat changes no choice")


@pytest.mark.parametrize("gid,rs,n", CASES[::3])
def test_random_record_deals_alike_whatever_the_bots(gid: str, rs: str, n: int) -> None:
    info = GAMES[gid]
    for seed in (3, 4):
        a = info.random_record(rs, n, seed, "random")
        b = info.random_record(rs, n, seed, "heuristic")
        assert a["hands"] == b["hands"]


@pytest.mark.parametrize("rs,n", [(rs, n) for rs in tg.RULESETS for n in tg.ruleset(rs).players])
def test_troggu_protocol_is_its_fast_path(rs: str, n: int) -> None:
    """Troggu's bots through the kernel's loop (views as JSON, the offered actions, the caller's generator)
    make the same choices as ``tg.random_game``'s bit-mask fast path, with the bots sharing the deal's generator
    as ``random_game`` does."""
    for seed in (0, 7):
        for kind in KINDS:
            fast = tg.random_game(rs, n, seed, kind)
            rng = random.Random(seed)
            state = tg.Game.new(rs, n, rng, 0)
            bots = [tg.make_bot(kind, random.Random(99)) for _ in range(n)]  # their own generators unused
            GAMES["troggu"].play_out(state, bots, [rng] * n)
            assert state.record() == fast.record(), (seed, kind)


@pytest.mark.parametrize("gid", list(GAMES))
def test_family_random_bots_through_the_kernel_are_their_fast_path(gid: str) -> None:
    """Every game's :class:`RandomBot` plays the same round through the kernel's loop as through its own
    ``play_out`` (mask fast path)."""
    info = GAMES[gid]
    assert info.bots_play_out is not None
    for rs in info.rulesets:
        n = info.default_players
        for seed in (1, 2, 3):
            a, b = _new(gid, rs, n, seed), _new(gid, rs, n, seed)
            bots_a = [info.make_bot("random", s) for s in range(n)]
            bots_b = [info.make_bot("random", s) for s in range(n)]
            info.bots_play_out(a, bots_a)  # the game's own loop (mask fast path)
            play_by_protocol(b, bots_b, [x.rng for x in bots_b])  # the kernel's
            assert a.record() == b.record(), (rs, seed)


def test_registry_choose_uses_the_protocol() -> None:
    for gid, info in GAMES.items():
        state = _new(gid, info.default_ruleset, info.default_players, 2)
        seat = state.to_move
        bot = info.make_bot("random", 4)
        same = info.make_bot("random", 4)
        action = info.choose(bot, state, seat)
        assert action == same.choose(state.view(seat), state.legal_actions(), same.rng)
        state.push(action)


def _troccas_in_play(tricks: int) -> Any:
    """A seeded four-player Troccas round of heuristic bots, ``tricks`` tricks into the play."""
    info = GAMES["troccas"]
    state = info.new("surselva", 4, 1, 0)
    bots = [info.make_bot("heuristic", s) for s in range(4)]
    while state.phase != "play" or len(state.view(0)["played"]) < 4 * tricks:
        seat = state.to_move
        state.push(str(bots[seat].choose(state.view(seat), state.legal_actions(), bots[seat].rng)))
    return state


def test_the_card_play_stops_at_its_work_budget() -> None:
    """Issue 36: the strong bot values its cards within a budget of work units (solver nodes and the rule of
    thumb's cards, counted, never timed). The deals are the unbudgeted evaluation's first ones; no deal is begun
    that would, at the mean cost of the deals so far, overrun the budget: the units spent and the values are those
    of exactly that many deals."""
    from troggu_core.kernel.sampling import Work
    from troggu_core.kernel.strong_bots import evaluate

    state = _troccas_in_play(11)
    table = GAMES["troccas"].play_table(state.view(state.to_move))  # type: ignore[misc]
    costs = []  # the units of the first k deals, unbudgeted
    for k in range(1, 6):
        free = Work()
        evaluate(table, random.Random(1), samples=k, depth=3, work=free)
        costs.append(free.spent)
    assert costs == sorted(costs) and costs[0] > 0
    limit = costs[2]
    deals = next(k for k in range(1, 6) if k == 5 or costs[k - 1] + -(-costs[k - 1] // k) > limit)
    assert deals < 5
    work = Work(limit)
    values = evaluate(table, random.Random(1), samples=5, depth=3, work=work)
    assert work.spent == costs[deals - 1] <= limit
    assert values == evaluate(table, random.Random(1), samples=deals, depth=3)


def test_a_level_bot_thinks_within_its_budget() -> None:
    """Each level's strong bot has its budget (WORK) and counts what a decision spent; under a budget at most
    SOLVED_CARDS cards are solved exactly (eight seats' four last tricks cost a deal over a second)."""
    from troggu_core.kernel.strong_bots import SOLVED_CARDS, WORK, StrongBot, solved_depth

    assert all(solved_depth(4, n) * n <= max(SOLVED_CARDS, n) for n in range(3, 9))
    assert solved_depth(4, 4) == 4 and solved_depth(4, 8) == 2
    info = GAMES["troccas"]
    state = _troccas_in_play(15)
    seat = state.to_move
    spent = {}
    for kind, level in (("strong", "gut"), ("strongest", "stark"), ("strongest", "small")):
        bot = info.make_bot(kind, 1)
        assert isinstance(bot, StrongBot) and bot.work == WORK.get(level, WORK["stark"]) > 0
        if level == "small":
            bot.work = 1  # the least budget: one deal
        bot.choose(state.view(seat), state.legal_actions(), random.Random(1))
        spent[level] = bot.last_work
    assert 0 < spent["small"] < spent["gut"] <= WORK["gut"] and spent["gut"] < spent["stark"] <= WORK["stark"]


def test_one_play_out_per_game_and_none_in_the_kernel() -> None:
    """Issue 38 (one of each): ``play_out`` names each game's one loop (its package's, the registry's
    ``GameInfo.play_out``); the kernel's loop through the protocol has a name of its own."""
    assert not hasattr(kernel_bots, "play_out") and "play_out" not in kernel_bots.__all__
    for gid, info in GAMES.items():
        package = __import__(f"troggu_core.games.{gid.replace('-', '_')}", fromlist=["play_out"])
        assert info.bots_play_out is package.play_out, gid
