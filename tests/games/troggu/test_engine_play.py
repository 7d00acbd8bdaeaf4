"""Rules play.*: lead, turn, follow suit, must trump, no overtrumping duty, trick winner."""

from __future__ import annotations

import pytest

import troggu_core as tg
from engine_helpers import assert_rejected, codes, make_game, play_all, snapshot

# Visp, 4 players, dealer 0: seat 1 speaks first and plays a solo, so it leads; play order 1, 2, 3, 0.
A = {
    1: "R1 R4 XXI XX XIX XVIII XVII XVI XV XIV XIII XII XI",
    2: "R2 R3 X IX VIII VII VI V IV III II B5 B6",
    3: "Narr I B7 B8 B9 B10 S5 S6 S7 S8 S9 S10 SJ",
    0: "R5 R6 C1 C2 C3 C4 C5 C6 RJ RN RQ RK BJ",
}


def game_a():
    g = make_game("visp", 4, A, dealer=0)
    g.bid("solo")
    assert g.to_move == 1 and g.phase is tg.Phase.PLAY
    return g


class TestLeadAndTurn:
    def test_play_lead_soloist(self):
        g = game_a()
        assert g.to_move == 1 and g.current_trick == [] and g.led_suit is None

    def test_play_leader_may_lead_anything(self):
        g = game_a()
        assert set(codes(g.legal_plays())) == set(A[1].split())

    def test_play_turn_counterclockwise(self):
        g = game_a()
        seats = []
        for c in ["R1", "R3", "I", "RK"]:
            seats.append(g.to_move)
            g.play(c)
        assert seats == [1, 2, 3, 0]

    def test_play_turn_out_of_turn_rejected(self):
        g = game_a()
        before = snapshot(g)
        with pytest.raises(tg.IllegalActionError) as e:
            g.push("R2", seat=2)
        assert e.value.rule_id == "play.turn"
        assert snapshot(g) == before

    def test_play_own_card(self):
        g = game_a()
        assert_rejected(g, "R2", rule_id="play.own-card")

    def test_play_before_auction_over_rejected(self):
        g = make_game("visp", 4, A, dealer=0)
        assert_rejected(g, "R1", rule_id="game.phase")


class TestFollowSuit:
    def test_play_follow_suit_only_led_suit_legal(self):
        g = game_a()
        g.play("R1")
        assert g.led_suit is tg.Suit.ROSEN
        assert set(codes(g.legal_plays())) == {"R2", "R3"}

    def test_play_follow_suit_rejection_names_the_suit(self):
        g = game_a()
        g.play("R1")
        e = assert_rejected(g, "X", rule_id="play.follow-suit")
        # the suit by its English name, as the English card names say it (King of Coins): German says Rosen
        assert "must follow suit" in str(e) and "Coins" in str(e)
        assert_rejected(g, "B5", rule_id="play.follow-suit")

    def test_play_must_trump_when_void(self):
        g = game_a()
        play_all(g, "R1 R3")
        assert set(codes(g.legal_plays())) == {"Narr", "I"}  # the Narr is a trump
        e = assert_rejected(g, "B7", rule_id="play.must-trump")
        assert "trump" in str(e).lower()

    def test_play_trick_winner_trump_beats_led_suit(self):
        g = game_a()
        play_all(g, "R1 R3 I RK")
        assert g.tricks[0].winner == 3
        assert g.to_move == 3  # the winner leads

    def test_play_trump_lead_must_be_followed_by_trump(self):
        g = game_a()
        play_all(g, "R1 R3 I RK")
        g.play("Narr")
        assert g.led_suit == "trump"
        # seat 0 has no trump: anything
        assert set(codes(g.legal_plays())) == set(A[0].split()) - {"RK"}
        g.play("C1")
        # seat 1 must play a trump, any trump: no duty to overtrump
        assert set(codes(g.legal_plays())) == set(A[1].split()) - {"R1", "R4"}
        e = assert_rejected(g, "R4", rule_id="play.follow-suit")
        assert "trump" in str(e).lower()
        g.play("XI")
        assert set(codes(g.legal_plays())) == set(A[2].split()) - {"R2", "R3", "B5", "B6"}
        g.play("II")
        assert g.tricks[1].winner == 3  # Narr > XXI ... all

    def test_play_narr_beats_xxi(self):
        g = game_a()
        play_all(g, "R1 R3 I RK Narr C1 XXI II")
        assert g.tricks[1].winner == 3

    def test_play_void_without_trump_plays_anything(self):
        g = make_game(
            "visp",
            4,
            {
                1: "B5 XXI XX XIX XVIII XVII XVI XV XIV XIII XII XI X",
                2: "B6 B7 IX VIII VII VI V IV III II I Narr R1",
                3: "SK S5 S6 S7 S8 S9 S10 C1 C2 C3 C4 C5 C6",
            },
            dealer=0,
        )
        g.bid("solo")
        play_all(g, "B5 B6")
        assert set(codes(g.legal_plays())) == set("SK S5 S6 S7 S8 S9 S10 C1 C2 C3 C4 C5 C6".split())
        g.play("SK")
        assert set(codes(g.legal_plays())) == {"B8", "B9", "B10", "BJ"}  # seat 0 (filled) follows Stecken
        g.play("B10")
        # the highest card of the led suit wins; the off-suit king does not
        assert g.tricks[0].winner == 0


class TestTrickWinner:
    def _trick(self, lead_hand, cards):
        """Seat 1 leads a solo; the other three hands are given; play one trick."""
        g = make_game("visp", 4, lead_hand, dealer=0)
        g.bid("solo")
        play_all(g, cards)
        return g.tricks[0].winner

    def test_rosen_pips_reversed_one_beats_six(self):
        w = self._trick(
            {
                1: "R6 XXI XX XIX XVIII XVII XVI XV XIV XIII XII XI X",
                2: "R2 IX VIII VII VI V IV III II I Narr B5 B6",
                3: "R1 B7 B8 B9 B10 S5 S6 S7 S8 S9 S10 SJ SN",
                0: "R5 C1 C2 C3 C4 C5 C6 SQ SK CJ CN CQ CK",
            },
            "R6 R2 R1 R5",
        )
        assert w == 3

    def test_coppe_pips_reversed_and_jack_above_one(self):
        w = self._trick(
            {
                1: "C6 XXI XX XIX XVIII XVII XVI XV XIV XIII XII XI X",
                2: "C1 IX VIII VII VI V IV III II I Narr B5 B6",
                3: "CJ B7 B8 B9 B10 S5 S6 S7 S8 S9 S10 SJ SN",
                0: "C2 R1 R2 R3 R4 R5 R6 SQ SK RJ RN RQ RK",
            },
            "C6 C1 CJ C2",
        )
        assert w == 3

    def test_stecken_ten_beats_five(self):
        w = self._trick(
            {
                1: "B5 XXI XX XIX XVIII XVII XVI XV XIV XIII XII XI X",
                2: "B10 IX VIII VII VI V IV III II I Narr C5 C6",
                3: "B6 B7 B8 B9 R1 S6 S7 S8 S9 S10 SJ SN C4",
                0: "S5 R2 R3 R4 R5 R6 C1 C2 C3 SK RJ RN RQ",
            },
            "B5 B10 B6 S5",
        )
        assert w == 2

    def test_schwerter_king_over_queen_over_knight_over_jack_over_ten(self):
        w = self._trick(
            {
                1: "S10 XXI XX XIX XVIII XVII XVI XV XIV XIII XII XI X",
                2: "SJ IX VIII VII VI V IV III II I Narr C5 C6",
                3: "SQ B7 B8 B9 R1 S6 S7 S8 S9 B10 B6 B5 C4",
                0: "SN R2 R3 R4 R5 R6 C1 C2 C3 SK RJ RN RQ",
            },
            "S10 SJ SQ SN",
        )
        assert w == 3

    def test_lowest_trump_beats_king_of_led_suit(self):
        w = self._trick(
            {
                1: "RK XXI XX XIX XVIII XVII XVI XV XIV XIII XII XI X",
                2: "IX VIII VII VI V IV III II I Narr B5 B6 B7",
                3: "R1 B8 B9 B10 S5 S6 S7 S8 S9 S10 SJ SN SQ",
                0: "R2 C1 C2 C3 C4 C5 C6 SK CJ CN CQ CK RJ",
            },
            "RK II R1 R2",
        )
        assert w == 2

    def test_highest_trump_wins_among_trumps(self):
        w = self._trick(
            {
                1: "R3 XXI XX XIX XVIII XVII XVI XV XIV XIII XII XI X",
                2: "IX VIII VII VI V IV III II I B5 B6 B7 B8",
                3: "Narr B9 B10 S5 S6 S7 S8 S9 S10 SJ SN SQ SK",
                0: "R2 C1 C2 C3 C4 C5 C6 CJ CN CQ CK RJ RK",
            },
            "R3 IX Narr R2",
        )
        assert w == 3


class TestEndOfPlay:
    def test_game_finishes_after_last_trick(self):
        g = tg.random_game("visp", 4, seed=3)
        assert g.is_over and g.phase is tg.Phase.FINISHED
        assert len(g.tricks) == g.tricks_total == 13
        assert g.legal_plays() == [] and not g.legal_actions()
        assert_rejected(g, "R1", error=(tg.IllegalActionError), rule_id="game.phase")

    def test_each_trick_leader_is_previous_winner(self):
        for seed in range(10):
            g = tg.random_game("graechen", 6, seed=seed)
            for prev, t in zip(g.tricks, g.tricks[1:]):
                assert t.leader == prev.winner
                assert t.played[0][0] == t.leader
                assert [s for s, _ in t.played] == [(t.leader + k) % 6 for k in range(6)]
