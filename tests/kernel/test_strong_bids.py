"""The strong bot outside the card play (:mod:`troggu_core.kernel.sampling`): bids, calls, lay-aways and
announcements weighed by sampling, for every game, ruleset and player count.

Each case plays one round of heuristic bots; at every decision the game's ``seat_deal`` models, a strong bot
(one deal per option, to stay fast) is asked too: its answer is legal, the same for the same seed, and the same
for a state whose hidden cards are dealt otherwise (which the seat's view cannot tell apart).
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from troggu_core.errors import TrogguError
from troggu_core.kernel.registry import GAMES, GameInfo
from troggu_core.kernel.sampling import BUILD_WORK, ROUND_WORK, SeatDeal, Work, deal
from troggu_core.kernel.strong_bots import StrongBot


def _cases() -> list[tuple[str, str, int]]:
    return [(gid, rs, n) for gid, info in GAMES.items() for rs, n in info.tables()]


def _strong(info: GameInfo, seed: int, samples: int = 1) -> StrongBot:
    bot = info.make_bot("strong", seed)
    assert isinstance(bot, StrongBot)
    bot.deal_samples = samples
    return bot


def _ask(bot: StrongBot, state: Any, info: GameInfo, seat: int) -> str:
    return str(bot.choose(state.view(seat), state.legal_actions(), random.Random(7)))


@pytest.mark.parametrize("gid,rs,n,seed", [(*case, 3) for case in _cases()] + [("french-tarot", "seed", 3, 1)])
def test_decisions_legal_seeded_and_view_only(gid: str, rs: str, n: int, seed: int) -> None:
    """Every case until two tricks are played (Großtarock's Dummett rules: an announcement before the second
    lead too; seed 1 of the French Tarot's source rules: a taker's poignée)."""
    info = GAMES[gid]
    assert info.seat_deal is not None
    state = info.new(rs, n, seed)
    bots = [info.make_bot("heuristic", s) for s in range(n)]
    asked = 0
    phases: list[str] = []
    plays = 0
    while not state.is_over and plays < 2 * n:
        seat = state.to_move
        view = state.view(seat)
        table = info.seat_deal(view)
        plays += state.phase == "play"
        if table is not None and len(state.legal_actions()) > 1:
            asked += 1
            phases.append(str(state.phase))
            choice = _ask(_strong(info, 11), state, info, seat)
            before = state.record()
            state.push(choice)  # legal: an illegal action raises
            state.pop()
            assert state.record() == before
            assert _ask(_strong(info, 11), state, info, seat) == choice  # seeded
            other = _other_deal(table)
            assert other.view(seat) == view  # the same view, other hidden cards
            assert other.record()["hands"] != state.record()["hands"]
            assert _ask(_strong(info, 11), other, info, seat) == choice  # the bot reads the view only
        bot = bots[seat]
        state.push(bot.choose(view, state.legal_actions(), bot.rng))
    assert asked or gid == "troccas" and n == 6  # six at Troccas: no skat, nothing to decide before the play
    if seed == 1:
        assert "poignee" in phases
    if rs == "dummett":
        assert phases.count("play") == 2  # the announcements before the first and the second lead


def _other_deal(table: SeatDeal) -> Any:
    """A state from another deal of the hidden cards that the rules accept (the cards played are replayed)."""
    for k in range(50):
        try:
            return table.build(deal(table, random.Random(k)))
        except TrogguError:
            continue
    raise AssertionError("no deal of the hidden cards fits")  # pragma: no cover


def _auction_view(hand: list[str]) -> dict[str, Any]:
    """The first bidder's view in a four-player Visp round, with this hand."""
    info = GAMES["troggu"]
    view = info.new("visp", 4, 1).view(1)
    return {**view, "hand": hand}


@pytest.mark.parametrize(
    "hand,best",
    [
        # the eleven highest trumps and two kings: a solo wins (nearly) every deal
        (["Narr", "XXI", "XX", "XIX", "XVIII", "XVII", "XVI", "XV", "XIV", "XIII", "XII", "RK", "BK"], "solo"),
        # no trump, no king, no count: every game the seat could play loses
        (["R1", "R2", "R3", "R4", "R5", "B5", "B6", "S5", "S6", "C1", "C2", "C3", "C4"], "pass"),
    ],
)
def test_the_sampling_decides_the_bid(hand: list[str], best: str) -> None:
    info = GAMES["troggu"]
    bot = _strong(info, 5, samples=6)
    view = _auction_view(hand)
    legal = ["pass", "normal", "solo"]
    weighed = bot.option_values(view, legal, random.Random(3))
    assert weighed is not None
    values = weighed[0]
    assert set(values) == set(legal)
    assert max(values, key=lambda a: values[a]) == best
    assert bot.choose(view, legal, random.Random(3)) == best


def test_the_weighing_stops_at_its_work_budget() -> None:
    """Issue 36: a bid is weighed within a budget of work units, counted (never timed): a round played out costs
    ROUND_WORK, a deal built BUILD_WORK. With room for exactly two deals of three options, each option is weighed
    over two deals (not the four asked) and the units spent stay within the budget; without one, all four deals."""
    info = GAMES["troggu"]
    bot = _strong(info, 5, samples=4)
    view = _auction_view(["R1", "R2", "R3", "R4", "R5", "B5", "B6", "S5", "S6", "C1", "C2", "C3", "C4"])
    legal = ["pass", "normal", "solo"]
    per_deal = BUILD_WORK + len(legal) * ROUND_WORK
    work = Work(2 * per_deal + per_deal // 2)
    found = bot.option_payments(view, legal, random.Random(3), work=work)
    assert found is not None
    assert {a: len(v) for a, v in found[0].items()} == {a: 2 for a in legal}
    assert work.spent == 2 * per_deal <= work.limit
    free = Work()  # no budget: counted all the same
    found = bot.option_payments(view, legal, random.Random(3), work=free)
    assert found is not None and {len(v) for v in found[0].values()} == {4}
    assert free.spent == 4 * per_deal
