"""Issue 32 (speed): the heuristic bot's fast path in the French Tarot's play_out plays the same cards as the bot on
its view, so the bid hint's estimate ("What are my chances?") gives the same figures in a fraction of the time."""

from __future__ import annotations

import random

import pytest

from troggu_core.games.french_tarot.bots import HeuristicBot, RandomBot, play_out
from troggu_core.games.french_tarot.estimate import chances
from troggu_core.games.french_tarot.state import FrenchTarot


@pytest.mark.parametrize("ruleset", ["fft", "seed"])
def test_the_fast_path_plays_the_same_rounds(ruleset: str) -> None:
    """Rounds of heuristic bots (one seat random) played with and without the fast path end with the same record."""
    for seed in range(1, 7):
        records = []
        for fast in (True, False):
            game = FrenchTarot.new(ruleset, seed=seed)
            rng = random.Random(seed)
            bots = [HeuristicBot(rng.getrandbits(32)) for _ in range(3)]
            if seed % 3 == 0:
                bots[1] = RandomBot(random.Random(rng.getrandbits(32)))
            records.append(play_out(game, bots, fast_heuristic=fast).record())
        assert records[0] == records[1]
        assert records[0]["plays"] or records[0]["auction"] == ["pass", "pass", "pass"]


def test_the_estimate_is_unchanged(monkeypatch: pytest.MonkeyPatch) -> None:
    """The bid hint's one estimate, deal by deal, is the same with the fast path as without it."""
    import sys

    estimate = sys.modules[chances.__module__]
    state = FrenchTarot.new("fft", seed=3)
    fast = chances(state, state.to_move, "garde", samples=6, seed=1)
    monkeypatch.setattr(estimate, "play_out", lambda game, bots: play_out(game, bots, fast_heuristic=False))
    assert chances(state, state.to_move, "garde", samples=6, seed=1) == fast


def test_the_kernels_sampling_plays_the_same_rounds(monkeypatch: pytest.MonkeyPatch) -> None:
    """The kernel's sampling (the strong bot's lay-away and chelem hints) plays rounds of these bots through the
    game's registered play_out, on its fast path: the same record as the kernel's protocol loop, from the deal on."""
    from troggu_core.games.french_tarot import bots as module
    from troggu_core.kernel.bots import play_by_protocol
    from troggu_core.kernel.sampling import play_round

    fast_cards: list[int] = []
    card = module._heuristic_card

    def counted(bot: HeuristicBot, game: FrenchTarot, seat: int) -> int:
        fast_cards.append(seat)
        return card(bot, game, seat)

    monkeypatch.setattr(module, "_heuristic_card", counted)
    for seed in range(1, 5):
        a, b = FrenchTarot.new("fft", seed=seed), FrenchTarot.new("fft", seed=seed)
        fast = play_round(a, [HeuristicBot(seed * 10 + s) for s in range(3)])
        slow = play_by_protocol(b, [HeuristicBot(seed * 10 + s) for s in range(3)])
        assert fast.record() == slow.record()
    assert fast_cards, "the sampling's rounds took the game's fast path"
