"""Properties of random Troccas rounds (hypothesis): conservation, totals, replay, JSON, undo, rejected actions."""

from __future__ import annotations

import json
import random

from hypothesis import given, settings, strategies as st
from quick import examples

from troggu_core.errors import IllegalActionError
from troggu_core.games.troccas import TroccasState, replay
from troggu_core.games.troccas.bots import HeuristicBot, RandomBot, _bots, play_out, random_record
from troggu_core.games.troccas.cards import VALUES, parse

OPTIONS = st.fixed_dictionaries(
    {
        "five_pointers_in_skat": st.sampled_from(["pairs", "none"]),
        "jack_demand": st.booleans(),
        "matsch_cards": st.sampled_from(["matsch_party", "other_party"]),
        "skat_3_5": st.sampled_from(["skatist", "nobody"]),
        "seating": st.sampled_from(["alternate", "as_drawn"]),
    }
)


@settings(max_examples=examples(60), deadline=None)
@given(
    seed=st.integers(0, 2**32),
    players=st.sampled_from([3, 4, 5, 6]),
    bot=st.sampled_from(["random", "heuristic"]),
    options=OPTIONS,
    dealer=st.integers(0, 5),
)
def test_random_round_invariants(seed: int, players: int, bot: str, options: dict, dealer: int) -> None:
    ruleset = {"name": "surselva", **options}
    rec = random_record(ruleset, players, seed, bot, dealer % players)
    text = json.dumps(rec)
    res = replay(json.loads(text))
    assert replay(rec) == res
    # all 78 cards once: hands = plays + skat
    dealt = sorted(c for h in rec["hands"] for c in h)
    assert len(dealt) == 78 and len(set(dealt)) == 78
    assert sorted(rec["plays"] + rec.get("skat", [])) == dealt
    skat_face = sum(VALUES[parse(c)] for c in rec.get("skat", []))
    nobody = players % 2 == 1 and options["skat_3_5"] == "nobody"
    assert sum(res["points"]) == (130 - skat_face if nobody else 130)
    if players in (4, 6):
        assert sum(res["party_points"]) == 72
    else:
        assert res["party_points"] == res["points"]
    assert sum(res["payments"]) == 0
    assert all(isinstance(p, int) for p in res["payments"])
    # the record a state writes replays to the state's own result
    assert len(res["trick_winners"]) == {3: 25, 4: 19, 5: 15, 6: 13}[players]


@settings(max_examples=examples(25), deadline=None)
@given(seed=st.integers(0, 2**32), players=st.sampled_from([3, 4, 5, 6]), jack=st.booleans())
def test_push_pop_exact_and_rejections_leave_state_unchanged(seed: int, players: int, jack: bool) -> None:
    rng = random.Random(seed)
    state = TroccasState.new({"name": "surselva", "jack_demand": jack}, players, seed)
    snapshots = []
    bot = RandomBot(seed)
    all_codes = ["RK", "Narr", "XXI", "I", "C1", "BJ", "RK!", "SQ!", "zz", "discard RK", "discard C1 C2 C3"]
    while not state.is_over:
        seat = state.to_move
        assert seat is not None
        before = (state.record(), state.view(seat), state.legal_actions())
        for bad in rng.sample(all_codes, 3):
            try:
                state.push(bad)
            except (IllegalActionError, ValueError):
                assert (state.record(), state.view(seat), state.legal_actions()) == before
            else:
                state.pop()
                assert (state.record(), state.view(seat), state.legal_actions()) == before
        snapshots.append((state.record(), [state.view(s) for s in range(players)]))
        state.push(bot.choose(state.view(seat)))
    final = state.result()
    copy_ = state.copy()
    assert copy_.result() == final
    for rec, views in reversed(snapshots):
        state.pop()
        assert state.record() == rec and [state.view(s) for s in range(players)] == views
    assert copy_.result() == final
    assert replay(copy_.record()) == final


@settings(max_examples=examples(20), deadline=None)
@given(seed=st.integers(0, 2**32), players=st.sampled_from([3, 4, 5, 6]))
def test_heuristic_sees_only_its_view_and_plays_legally(seed: int, players: int) -> None:
    state = TroccasState.new("surselva", players, seed)
    bots = [HeuristicBot(seed + s) for s in range(players)]
    while not state.is_over:
        seat = state.to_move
        assert seat is not None
        view = json.loads(json.dumps(state.view(seat)))
        action = bots[seat].choose(view)
        if state.phase == "play":
            assert action in state.legal_actions()
        state.push(action)
    assert sum(state.result()["payments"]) == 0


def test_heuristic_beats_random_on_average() -> None:
    # party [0, 2] heuristic, [1, 3] random, over a few deals with the dealer rotating
    total = 0
    for seed in range(60):
        st_ = TroccasState.new("surselva", 4, seed, dealer=seed % 4)
        play_out(st_, _bots(["heuristic", "random", "heuristic", "random"], 4, seed))
        total += st_.result()["balance"][0]
    assert total > 0
