"""Properties of the French Tarot engine over random bot games (hypothesis)."""

from __future__ import annotations

import json
import random

from hypothesis import given, settings, strategies as st
from quick import examples

from troggu_core.errors import IllegalActionError
from troggu_core.games.french_tarot import GAME, FrenchTarot, estimate, random_record, replay
from troggu_core.games.french_tarot.bots import HeuristicBot, RandomBot
from troggu_core.kernel.codes import CODES

SEEDS = st.integers(min_value=0, max_value=2**32)
RULESETS = st.sampled_from(
    [
        "fft",
        "seed",
        {"name": "fft", "overtrump": "free", "first_lead": "taker"},
        {"name": "seed", "chelem": True, "excuse_last_trick": "to_trick_winner"},
    ]
)
BOTS = st.sampled_from(["random", "heuristic"])


@settings(max_examples=examples(60), deadline=None)
@given(SEEDS, RULESETS, BOTS, st.integers(0, 2))
def test_random_games_conserve_cards_points_and_payments(seed: int, ruleset: object, bot: str, dealer: int) -> None:
    rec = random_record(ruleset, 3, seed, bot=bot, dealer=dealer)
    assert rec == random_record(ruleset, 3, seed, bot=bot, dealer=dealer)  # seeded
    cards = sum(rec["hands"], []) + rec["dog"]
    assert sorted(cards) == sorted(CODES)
    text = json.dumps(rec)
    res = replay(json.loads(text))
    assert res == replay(rec)
    assert sum(res["payments"]) == 0
    if res["redeal"] is None:
        if res["contract"] in ("prise", "garde"):
            expected = [c for c in cards if c not in rec["discard"]]
        else:
            expected = [c for c in cards if c not in rec["dog"]]
        assert sorted(rec["plays"]) == sorted(expected)
        assert len(rec["plays"]) == 72
        assert res["taker_points"] + res["defense_points"] == 91
        assert len(res["trick_winners"]) == 24
        assert res["score"] == round(res["score"])
    else:
        assert rec["plays"] == [] and res["payments"] == [0, 0, 0]


@settings(max_examples=examples(25), deadline=None)
@given(SEEDS, RULESETS)
def test_push_pop_exact_and_rejections_leave_state(seed: int, ruleset: object) -> None:
    g = GAME.new(ruleset, 3, seed)
    rng = random.Random(seed)
    bot = RandomBot(rng)
    snapshots = []
    while not g.is_over:
        snapshots.append((g.record(), [g.view(s) for s in range(3)], g.phase, g.to_move))
        before = snapshots[-1]
        for bad in ("XXI", "pass", "discard", "no_poignee", "Narr", "CK", "chelem"):
            if bad not in g.legal_actions():
                try:
                    g.push(bad)
                except IllegalActionError:
                    assert (g.record(), [g.view(s) for s in range(3)], g.phase, g.to_move) == before
                else:
                    g.pop()
                    assert (g.record(), [g.view(s) for s in range(3)], g.phase, g.to_move) == before
        seat = g.to_move
        assert seat is not None
        g.push(bot.choose(g.view(seat)))
    final = g.record()
    c = g.copy()
    while snapshots:
        g.pop()
        rec, views, phase, to_move = snapshots.pop()
        assert (g.record(), [g.view(s) for s in range(3)], g.phase, g.to_move) == (rec, views, phase, to_move)
    assert c.record() == final


def test_estimate_is_seeded_and_sane() -> None:
    g = FrenchTarot.new("fft", 3, 12)
    a = estimate(g, 1, "garde", samples=6, seed=3)
    assert a == estimate(g, 1, "garde", samples=6, seed=3)
    assert 0.0 <= a <= 1.0


def test_heuristic_bot_bids_and_wins_sometimes() -> None:
    won = taken = 0
    for s in range(30):
        res = replay(random_record("fft", 3, s, bot="heuristic"))
        if res["taker"] is not None:
            taken += 1
            won += res["won"]
    assert taken >= 10 and won >= taken // 2
    assert HeuristicBot(1).choose({"phase": "chelem", "legal": ["chelem", "no_chelem"]}) == "no_chelem"


@settings(max_examples=examples(200), deadline=None)
@given(st.lists(st.integers(0, 77), min_size=3, max_size=3, unique=True))
def test_fast_winner_matches_kernel(trick: list[int]) -> None:
    from troggu_core.games.french_tarot.cards import STRENGTH
    from troggu_core.games.french_tarot.state import _winner
    from troggu_core.kernel.tricks import led_suit_of, winner_position

    led = led_suit_of(trick)
    assert _winner(trick, led) == winner_position(trick, led, STRENGTH)
