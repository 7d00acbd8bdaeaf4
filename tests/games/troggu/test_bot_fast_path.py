"""play_out's fast path for HeuristicBot takes the same decisions as the bot protocol, ``choose(view, legal, rng)``.

``play_out`` lets a HeuristicBot decide on bit masks without building its seat's view. Here the
same deals are played twice with identically seeded bots: once through that fast path, once
through the generic path (a wrapper bot, so ``play_out`` builds the JSON view and calls
``choose``). Every action, and so every record, must be the same; as ``choose`` only sees the
view (tests/games/troggu/test_engine_views_bots.py), the fast path sees only its own seat too.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

import troggu_core as tg
from troggu_core.games.troggu.bots import RandomBot
from troggu_core.games.troggu.estimate import estimate


class ViaView:
    """Plays a bot through the bot protocol, ``choose(view, legal, rng)``: play_out's generic path."""

    def __init__(self, bot: Any) -> None:
        self.bot = bot
        self.rng = bot.rng

    def choose(self, view: dict[str, Any], legal: list[str], rng: random.Random) -> str:
        return str(self.bot.choose(view, legal, rng))


def make_bots(n: int, seed: int, mix: int, rate: float) -> list[Any]:
    """Heuristic bots (and with ``mix`` random ones at some seats), seeded from ``seed``."""
    out: list[Any] = []
    for s in range(n):
        rng = random.Random(seed * 100 + s)
        out.append(RandomBot(rng) if mix and s % mix == 0 else tg.HeuristicBot(rng, rate))
    return out


CASES = [(name, n) for name, rs in tg.RULESETS.items() for n in rs.players]


@pytest.mark.parametrize("name,players", CASES)
def test_fast_path_plays_like_choose_on_the_view(name: str, players: int) -> None:
    layouts = tg.ruleset(name).layouts_for(players)
    for seed in range(12):
        mix = (0, 2, 3)[seed % 3]
        rate = (0.5, 1.0, 0.0)[seed % 3]
        fast = tg.Game.new(name, players, seed, seed % players, seed % len(layouts))
        slow = fast.copy()
        tg.play_out(fast, make_bots(players, seed, mix, rate))
        tg.play_out(slow, [b if isinstance(b, RandomBot) else ViaView(b) for b in make_bots(players, seed, mix, rate)])
        assert fast.is_over and slow.is_over
        assert tg.dumps(fast) == tg.dumps(slow), (name, players, seed)


def test_fast_path_stops_for_until_seat_and_other_bots() -> None:
    g = tg.Game.new("visp", 4, 11)
    bots: list[Any] = [tg.HeuristicBot(random.Random(s)) for s in range(4)]
    tg.play_out(g, bots, until_seat=2)
    assert g.to_move == 2 and not g.is_over
    while g.phase is not tg.Phase.PLAY:
        g.push(bots[g.to_move].choose(tg.SeatView.of(g, g.to_move)))
    bots[3] = ViaView(tg.HeuristicBot(random.Random(3)))
    tg.play_out(g, bots)
    assert g.is_over and sum(g.outcome().payments) == 0


def test_estimate_counts_both_games_and_is_reproducible() -> None:

    g = tg.Game.new("visp", 4, 7)
    hands = [g.hand(s) for s in range(4)]
    a = estimate(g.ruleset, hands, g.tapp, 0, 1, 30, 5)
    assert a == estimate(g.ruleset, hands, g.tapp, 0, 1, 30, 5)
    assert a["samples"] == 30
    for kind in ("normal", "solo"):
        assert a[kind]["declarer_is_you"]
        assert 0 <= a[kind]["win"] + a[kind]["draw"] <= 1
    with pytest.raises(tg.NotationError):
        estimate(g.ruleset, [hands[0], hands[0], hands[2], hands[3]], g.tapp, 0, 1, 1, 5)
