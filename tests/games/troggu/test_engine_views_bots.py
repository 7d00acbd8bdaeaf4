"""Bots and seat views (issue 2 item 8): random-legal and heuristic bots that see only their own seat."""

from __future__ import annotations

import random

import pytest

import troggu_core as tg
from engine_helpers import any_discard, make_game


def shuffled_others(g: tg.Game, seat: int, rng: random.Random) -> tg.Game:
    """The same deal from ``seat``'s point of view: its own hand kept, the unseen cards redistributed."""
    rec = tg.record_of(g)
    hands = [list(h) for h in rec.hands]
    unseen = [c for s in range(g.players) if s != seat for c in hands[s]] + list(rec.tapp)
    rng.shuffle(unseen)
    out, k = [], 0
    for s in range(g.players):
        if s == seat:
            out.append(hands[s])
        else:
            out.append(unseen[k : k + len(hands[s])])
            k += len(hands[s])
    return tg.Game(g.ruleset, out, unseen[k:], g.dealer)


class TestSeatView:
    def test_view_shows_only_own_hand(self):
        g = tg.Game.new("visp", 5, seed=3)
        for s in range(5):
            v = tg.SeatView.of(g, s)
            assert v.seat == s and v.hand == g.hand(s)
            assert v.tapp is None
        assert tg.SeatView.of(g, 1).is_my_turn and not tg.SeatView.of(g, 2).is_my_turn

    def test_only_the_tappist_sees_the_tapp(self):
        g = tg.Game.new("visp", 4, seed=3)
        g.bid("normal")
        for _ in range(3):
            g.bid("pass")
        assert g.phase is tg.Phase.EXCHANGE
        assert tg.SeatView.of(g, 1).tapp is not None
        assert sorted(map(str, tg.SeatView.of(g, 1).tapp)) == sorted(map(str, g.tapp))
        for s in (0, 2, 3):
            assert tg.SeatView.of(g, s).tapp is None

    def test_soloist_does_not_see_the_tapp(self):
        g = tg.Game.new("visp", 4, seed=3)
        g.bid("solo")
        assert all(tg.SeatView.of(g, s).tapp is None for s in range(4))

    def test_secret_partner_hidden_until_the_called_card_is_played(self):
        g = make_game("visp", 7, {1: "Narr XXI XIX B10 S10 C6 RK BJ", 4: "XX XVIII XVII BK S5 C5 RQ CQ"}, dealer=0)
        g.bid("normal")
        for _ in range(6):
            g.bid("pass")
        g.call_card("XX")
        assert g.partner == 4
        assert tg.SeatView.of(g, 4).team == frozenset({1, 4})  # the partner knows
        assert tg.SeatView.of(g, 1).team == frozenset({1})  # the Tappist does not know yet
        for s in (0, 2, 3, 5, 6):
            assert tg.SeatView.of(g, s).team == frozenset({s})
        g.push(any_discard(g))
        while "XX" not in {str(c) for t in g.tricks for _, c in t.played} | {str(c) for _, c in g.current_trick}:
            assert tg.SeatView.of(g, 1).team == frozenset({1})
            legal = [str(c) for c in g.legal_plays()]
            g.play("XX" if "XX" in legal else legal[-1])
        assert tg.SeatView.of(g, 1).team == frozenset({1, 4})
        assert tg.SeatView.of(g, 0).team == frozenset({0, 2, 3, 5, 6})


class TestBots:
    @pytest.mark.parametrize("kind", ["random", "heuristic"])
    @pytest.mark.parametrize("name,players", [("visp", 4), ("st-niklaus", 3), ("graechen", 8), ("visp", 7)])
    def test_bots_play_legal_complete_games(self, kind, name, players):
        for seed in range(5):
            g = tg.random_game(name, players, seed, bot=kind)
            assert g.is_over and sum(g.outcome().payments) == 0
            tg.replay(tg.dumps(g))  # every action was legal

    @pytest.mark.parametrize("kind", ["random", "heuristic"])
    def test_bot_decisions_depend_only_on_own_seat(self, kind):
        rng = random.Random(5)
        for seed in range(12):
            g = tg.Game.new("visp", 5, seed=seed)
            seat = g.to_move
            for _ in range(3):
                h = shuffled_others(g, seat, rng)
                a = tg.make_bot(kind, random.Random(seed)).choose(tg.SeatView.of(g, seat))
                b = tg.make_bot(kind, random.Random(seed)).choose(tg.SeatView.of(h, seat))
                assert a == b
            g.bid("solo")  # the soloist's opening lead
            for _ in range(3):
                h = shuffled_others(g, seat, rng)
                h.bid("solo")
                a = tg.make_bot(kind, random.Random(seed)).choose(tg.SeatView.of(g, seat))
                b = tg.make_bot(kind, random.Random(seed)).choose(tg.SeatView.of(h, seat))
                assert a == b

    def test_make_bot_unknown(self):
        with pytest.raises(ValueError):
            tg.make_bot("oracle")

    def test_random_game_reproducible(self):
        a = tg.random_game("graechen", 6, seed=44, bot="heuristic")
        b = tg.random_game("graechen", 6, seed=44, bot="heuristic")
        assert tg.dumps(a) == tg.dumps(b)


def test_heuristic_bot_sometimes_plays_schgusieru_and_bids_all_three():
    from engine_helpers import random_pool

    heur = [g for seed, g in enumerate(random_pool()) if seed % 2]
    assert any(g.withheld >= 0 for g in heur)
    kinds = {g.outcome().game for g in heur}
    assert kinds == {tg.GameType.NORMAL, tg.GameType.SOLO, tg.GameType.MISERE}
