"""Hypothesis properties over random games, for every ruleset and player count (issue 2, "Done means"),
cross-checked step by step against the independent rules model in ``oracle.py``."""

from __future__ import annotations

import json
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from quick import examples

import troggu_core as tg
from troggu_core.games.troggu.actions import Call
import engine_oracle as oracle
from engine_helpers import snapshot

CASES = [(name, n) for name, rs in tg.RULESETS.items() for n in rs.players]
OPTIONS = [
    {},
    {"auction_direction": "clockwise"},
    {"tappist": "dealer"},
    {"double_threshold": 30},
    {"misere_payer": "fewest-receives"},
    {"misere_payer": "most-pays"},
    {"discard_exception": "all-five-pointers"},
    {"discard_exception": "four-kings"},
    {"call_rule": "trump-not-xxi-narr"},
    {"call_rule": "not-five-pointers"},
]

game_args = st.tuples(
    st.sampled_from(CASES), st.integers(0, 2**32 - 1), st.sampled_from(["random", "heuristic"]), st.integers(0, 7)
)
SETTINGS = settings(deadline=None, max_examples=examples(60), suppress_health_check=[HealthCheck.too_slow])


def play(args, options=None):
    (name, n), seed, bot, dealer = args
    rs = tg.ruleset(name, **(options or {}))
    return tg.random_game(rs, n, seed, bot=bot, dealer=dealer % n)


def card_points(cards):
    return sum(oracle.points(str(c)) for c in cards)


@SETTINGS
@given(game_args)
def test_property_62_cards_conserved(args):
    g = play(args)
    played = [c for t in g.tricks for _, c in t.played]
    assert len(played) == len(set(played)) == g.players * g.tricks_total
    rest = list(g.discard) if g.game_type is tg.GameType.NORMAL else list(g.tapp)
    assert sorted(map(str, played + rest)) == sorted(oracle.DECK62)
    rec = json.loads(tg.dumps(g))
    dealt = [c for h in rec["hands"] for c in h] + rec["tapp"]
    assert sorted(dealt) == sorted(oracle.DECK62)
    assert all(g.hand(s) == [] for s in range(g.players))


@SETTINGS
@given(game_args)
def test_property_points_114(args):
    g = play(args)
    r = g.outcome()
    if r.game is tg.GameType.MISERE:
        assert sum(r.points) == 114 - card_points(g.tapp)
    else:
        assert sum(r.points) == 114
        assert r.side_points["declarer"] + r.side_points["opponents"] == 114


@SETTINGS
@given(game_args)
def test_property_payments_sum_to_zero(args):
    r = play(args).outcome()
    assert sum(r.payments) == 0
    assert sum(r.rappen) == 0


@SETTINGS
@given(game_args, st.sampled_from(OPTIONS))
def test_property_record_round_trip_and_replay(args, options):
    g = play(args, options)
    text = tg.dumps(g, place="Visp", notes="hypothesis")
    rec = tg.loads(text)
    assert json.loads(tg.dumps(rec)) == json.loads(text)
    assert rec.meta == {"place": "Visp", "notes": "hypothesis"}
    assert tg.replay(text).to_json() == g.outcome().to_json()
    assert tg.replay(rec).to_json() == g.outcome().to_json()


@SETTINGS
@given(game_args, st.sampled_from(OPTIONS))
def test_property_result_matches_the_rules_model(args, options):
    g = play(args, options)
    r = g.outcome()
    o = oracle.play_record(json.loads(tg.dumps(g)))
    assert r.game.value == o.game
    assert r.declarer == o.declarer and r.partner == o.partner and r.forced == o.forced
    assert list(r.trick_winners) == o.trick_winners
    assert r.side_points == o.side_points
    assert list(r.payments) == o.payments
    if o.exchange is None:
        assert list(r.points) == o.points
    else:
        side, receiver = o.exchange
        for s in range(g.players):
            if s not in side:
                assert r.points[s] == o.points[s]
        assert sum(r.points[s] for s in side) == sum(o.points[s] for s in side) - 1


def step_check(g: tg.Game, rng: random.Random) -> None:
    """Play ``g`` to its end with random legal actions, checking the engine's legal plays against the
    rules model at every card and that a random rejected action changes nothing."""
    withheld = None
    n = g.players
    while not g.is_over:
        if g.phase is tg.Phase.AUCTION:
            expected = {"pass", "solo"} | ({"normal"} if tg.Bid.NORMAL not in g.history else set())
            assert {str(b) for b in g.legal_bids()} == expected
            g.push(rng.choice(g.legal_bids()))
            continue
        if g.phase is tg.Phase.CALL:
            g.push(Call(rng.choice(g.callable_cards())))
            continue
        if g.phase is tg.Phase.EXCHANGE:
            pool = [str(c) for c in g.hand(g.declarer)] + [str(c) for c in g.tapp]
            k = len(g.tapp)
            for _ in range(3):
                cand = rng.sample(pool, k)
                five = set(cand) & oracle.FIVE_POINTERS
                allowed = oracle.KINGS if g.ruleset.discard_exception.value == "four-kings" else oracle.FIVE_POINTERS
                assert g.is_legal(tg.Discard.parse(cand)) == (not five or five == allowed)
            free = [c for c in pool if c not in oracle.FIVE_POINTERS]
            g.push(tg.Discard.parse(rng.sample(free, k)))
            continue
        seat = g.to_move
        hand = {str(c) for c in g.hand(seat)}
        trick = [(s, str(c), str(c) == "Narr" and s == withheld) for s, c in g.current_trick]
        last = g.trick_number == g.tricks_total - 1
        expect = oracle.legal_cards(hand, trick, withheld == seat, last)
        legal = {str(c) for c in g.legal_plays()}
        assert legal == expect, (seat, sorted(hand), trick, withheld)
        assert g.schgusieru_possible() == (
            withheld is None and "Narr" in hand and bool(trick) and not last and oracle._only_narr_forced(hand, trick)
        )
        illegal = sorted(set(oracle.DECK62) - legal)
        bad = rng.choice(illegal)
        before = snapshot(g)
        try:
            g.push(bad)
        except tg.TrogguError as e:
            assert e.rule_id in tg.RULES
        else:
            raise AssertionError(f"{bad} was accepted")
        assert snapshot(g) == before
        card = rng.choice(sorted(legal))
        if (
            withheld is None
            and card != "Narr"
            and "Narr" in hand
            and trick
            and not last
            and oracle._only_narr_forced(hand, trick)
        ):
            withheld = seat
        g.play(card)
        assert g.withheld == (withheld if withheld is not None else -1)
    assert len(g.tricks) == g.tricks_total
    assert all(len(t.played) == n for t in g.tricks)


@settings(deadline=None, max_examples=examples(40), suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(CASES), st.sampled_from(OPTIONS), st.randoms(use_true_random=False), st.integers(0, 7))
def test_property_legal_plays_and_rejections_follow_the_rules(case, options, rng, dealer):
    name, n = case
    g = tg.Game.new(tg.ruleset(name, **options), n, seed=rng.randrange(2**32), dealer=dealer % n)
    step_check(g, rng)
    o = oracle.play_record(json.loads(tg.dumps(g)))
    assert list(g.outcome().payments) == o.payments


def test_every_case_at_least_once():
    """Deterministic sweep: every ruleset, player count and layout, a few seeds each."""
    rng = random.Random(2026)
    for name, n in CASES:
        for li, _ in enumerate(tg.ruleset(name).layouts_for(n)):
            d = tg.deal(name, n, seed=rng.randrange(2**32), dealer=rng.randrange(n), layout=li)
            g = tg.Game(d.ruleset, d.hands, d.tapp, d.dealer)
            step_check(g, rng)
