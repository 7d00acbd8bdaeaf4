"""Rules call.* (7-8 players) and exchange.* (the Tapp)."""

from __future__ import annotations

from math import comb

import pytest

import troggu_core as tg
from troggu_core.games.troggu.actions import Call
from troggu_core.games.troggu.bots import RandomBot
from troggu_core.games.troggu.exchange import count_discards, discards
from engine_helpers import assert_rejected, make_game, snapshot
from engine_oracle import DECK62, FIVE_POINTERS, ROMAN, points


def normal_by_first(g):
    """The dealer's right says normal, everyone else passes."""
    g.bid("normal")
    while g.phase is tg.Phase.AUCTION:
        g.bid("pass")
    return g


class TestCallPhase:
    @pytest.mark.parametrize(
        "name,players", [("visp", 7), ("visp", 8), ("st-niklaus", 7), ("graechen", 7), ("graechen", 8)]
    )
    def test_call_required_with_7_and_8(self, name, players):
        g = normal_by_first(tg.Game.new(name, players, seed=3, dealer=0))
        assert g.phase is tg.Phase.CALL and g.to_move == 1
        assert_rejected(g, tg.Discard.parse([str(c) for c in g.tapp]), rule_id="game.phase")
        assert_rejected(g, tg.Bid.PASS, rule_id="game.phase")

    @pytest.mark.parametrize("players", [3, 4, 5, 6])
    def test_no_call_with_fewer_than_7(self, players):
        g = normal_by_first(tg.Game.new("graechen", players, seed=3))
        assert g.phase is tg.Phase.EXCHANGE
        assert g.callable_cards() == []
        assert_rejected(g, Call(tg.Card.parse("XX")), rule_id="game.phase")

    def test_visp_call_any_card_but_the_seven_five_pointers(self):
        g = normal_by_first(tg.Game.new("visp", 7, seed=3))
        assert {str(c) for c in g.callable_cards()} == set(DECK62) - FIVE_POINTERS
        assert len(g.callable_cards()) == 55

    @pytest.mark.parametrize("name", ["st-niklaus", "graechen"])
    def test_st_niklaus_graechen_call_any_trump_but_xxi_and_narr(self, name):
        g = normal_by_first(tg.Game.new(name, 7, seed=3))
        assert {str(c) for c in g.callable_cards()} == set(ROMAN) - {"XXI"}
        assert "I" in {str(c) for c in g.callable_cards()}  # our reading: I may be called

    @pytest.mark.parametrize("card", sorted(FIVE_POINTERS))
    def test_visp_five_pointer_call_rejected(self, card):
        g = normal_by_first(tg.Game.new("visp", 8, seed=3))
        assert_rejected(g, Call(tg.Card.parse(card)), rule_id="call.card")

    @pytest.mark.parametrize("card", ["XXI", "Narr", "RK", "CQ", "S5", "BJ"])
    def test_st_niklaus_non_trump_or_top_call_rejected(self, card):
        g = normal_by_first(tg.Game.new("st-niklaus", 7, seed=3))
        assert_rejected(g, Call(tg.Card.parse(card)), rule_id="call.card")

    def test_option_call_rule_trump_not_xxi_narr_in_visp(self):
        rs = tg.ruleset("visp", call_rule="trump-not-xxi-narr")
        g = normal_by_first(tg.Game.new(rs, 8, seed=3))
        assert {str(c) for c in g.callable_cards()} == set(ROMAN) - {"XXI"}

    def test_option_call_rule_not_five_pointers_in_graechen(self):
        rs = tg.ruleset("graechen", call_rule="not-five-pointers")
        g = normal_by_first(tg.Game.new(rs, 8, seed=3))
        assert "CQ" in {str(c) for c in g.callable_cards()}
        assert "I" not in {str(c) for c in g.callable_cards()}

    def test_removed_card_call_rejected(self):
        g = normal_by_first(tg.Game.new("visp", 7, seed=3))
        assert_rejected(g, Call(tg.Card.parse("R7")), rule_id="call.card")

    @pytest.mark.parametrize("name,card", [("visp", "XX"), ("visp", "CQ"), ("graechen", "I"), ("st-niklaus", "XX")])
    def test_call_partner_is_the_holder(self, name, card):
        g = make_game(name, 7, {5: card}, dealer=0)
        normal_by_first(g)
        g.call_card(card)
        assert g.call == tg.Card.parse(card)
        assert g.partner == 5
        assert g.side_of(1) == (1, 5) and g.side_of(5) == (1, 5)
        assert g.side_of(0) == (0, 2, 3, 4, 6)
        assert g.phase is tg.Phase.EXCHANGE and g.to_move == 1

    def test_call_own_card_plays_alone(self):
        g = make_game("visp", 8, {1: "XX"}, dealer=0)
        normal_by_first(g)
        g.call_card("XX")
        assert g.partner is None
        assert g.side_of(1) == (1,)
        assert g.side_of(0) == (0, 2, 3, 4, 5, 6, 7)

    def test_call_card_in_the_tapp_plays_alone(self):
        g = make_game("graechen", 8, {}, tapp="XX", dealer=0)
        normal_by_first(g)
        g.call_card("XX")
        assert g.partner is None and g.side_of(1) == (1,)

    def test_call_text_action(self):
        g = make_game("visp", 7, {3: "XX"}, dealer=0)
        normal_by_first(g)
        g.push("call XX")
        assert g.partner == 3

    def test_solo_with_8_has_no_call(self):
        g = tg.Game.new("visp", 8, seed=2)
        g.bid("solo")
        assert g.phase is tg.Phase.PLAY and g.callable_cards() == []


def exchange_game(name="visp", players=4, fixed=None, tapp=None, **kw):
    g = make_game(name, players, fixed, tapp, dealer=0, **kw)
    normal_by_first(g)
    if players >= 7:
        g.call_card("XX" if "XX" not in (fixed or {}).get(1, "") else "XIX")
    assert g.phase is tg.Phase.EXCHANGE and g.declarer == 1
    return g


class TestExchangePhase:
    def test_exchange_count_equals_tapp(self):
        g = exchange_game(
            "visp", 4, {1: "II III IV V VI VII VIII IX X XI XII XIII XIV"}, tapp="R1 R2 R3 R4 R5 R6 C1 C2 C3 C4"
        )
        assert_rejected(g, tg.Discard.parse("R1 R2 R3"), rule_id="exchange.count")
        assert_rejected(g, tg.Discard.parse("R1 R2 R3 R4 R5 R6 C1 C2 C3 C4 II"), rule_id="exchange.count")

    def test_exchange_from_hand_and_tapp_only(self):
        g = exchange_game(
            "visp",
            4,
            {1: "II III IV V VI VII VIII IX X XI XII XIII XIV", 2: "S5"},
            tapp="R1 R2 R3 R4 R5 R6 C1 C2 C3 C4",
        )
        assert_rejected(g, tg.Discard.parse("R1 R2 R3 R4 R5 R6 C1 C2 C3 S5"), rule_id="exchange.take")

    def test_exchange_take_tapp_then_lay_away(self):
        hand = "II III IV V VI VII VIII IX X XI XII XIII XIV"
        tapp = "R1 R2 R3 R4 R5 R6 C1 C2 C3 C4"
        g = exchange_game("visp", 4, {1: hand}, tapp=tapp)
        discard = "II III R1 R2 R3 R4 R5 R6 C1 C2"  # mixes hand and Tapp cards; 1-point trumps allowed
        g.lay_away(discard.split())
        assert {str(c) for c in g.hand(1)} == (set(hand.split()) | set(tapp.split())) - set(discard.split())
        assert len(g.hand(1)) == 13
        assert {str(c) for c in g.discard} == set(discard.split())
        assert g.phase is tg.Phase.PLAY and g.to_move == 1  # the Tappist leads

    def test_exchange_one_point_trumps_may_be_laid_away(self):
        g = exchange_game("graechen", 5, {1: "II III IV V VI VII VIII IX X XI XII"}, tapp="R1 R2 R3 R4 R5 R6 C1")
        g.lay_away("II III IV V VI VII VIII")
        assert g.phase is tg.Phase.PLAY

    @pytest.mark.parametrize("name", ["visp", "st-niklaus", "graechen"])
    @pytest.mark.parametrize("five", ["RK", "XXI", "I", "Narr"])
    def test_exchange_five_pointers_single_rejected(self, name, five):
        g = exchange_game(
            name, 4, {1: f"{five} II III IV V VI VII VIII IX X XI XII XIII"}, tapp="R1 R2 R3 R4 R5 R6 C1 C2 C3 C4"
        )
        assert_rejected(g, tg.Discard.parse(f"{five} R1 R2 R3 R4 R5 R6 C1 C2 C3"), rule_id="exchange.five-pointers")

    def test_exchange_visp_four_kings_together(self):
        g = exchange_game(
            "visp", 4, {1: "RK BK SK CK II III IV V VI VII VIII IX X"}, tapp="R1 R2 R3 R4 R5 R6 C1 C2 C3 C4"
        )
        assert_rejected(g, tg.Discard.parse("RK BK SK R1 R2 R3 R4 R5 R6 C1"), rule_id="exchange.five-pointers")
        g.lay_away("RK BK SK CK R1 R2 R3 R4 R5 R6")
        assert g.phase is tg.Phase.PLAY

    def test_exchange_visp_four_kings_plus_another_five_pointer_rejected(self):
        g = exchange_game(
            "visp", 4, {1: "RK BK SK CK XXI II III IV V VI VII VIII IX"}, tapp="R1 R2 R3 R4 R5 R6 C1 C2 C3 C4"
        )
        assert_rejected(g, tg.Discard.parse("RK BK SK CK XXI R1 R2 R3 R4 R5"), rule_id="exchange.five-pointers")

    def test_exchange_visp_all_seven_five_pointers_rejected(self):
        g = exchange_game(
            "visp", 4, {1: "RK BK SK CK XXI I Narr II III IV V VI VII"}, tapp="R1 R2 R3 R4 R5 R6 C1 C2 C3 C4"
        )
        assert_rejected(g, tg.Discard.parse("RK BK SK CK XXI I Narr R1 R2 R3"), rule_id="exchange.five-pointers")

    @pytest.mark.parametrize("name", ["st-niklaus", "graechen"])
    def test_exchange_st_niklaus_graechen_no_four_kings(self, name):
        g = exchange_game(
            name, 4, {1: "RK BK SK CK II III IV V VI VII VIII IX X"}, tapp="R1 R2 R3 R4 R5 R6 C1 C2 C3 C4"
        )
        assert_rejected(g, tg.Discard.parse("RK BK SK CK R1 R2 R3 R4 R5 R6"), rule_id="exchange.five-pointers")

    @pytest.mark.parametrize("name", ["st-niklaus", "graechen"])
    def test_exchange_st_niklaus_graechen_all_seven_five_pointers_together(self, name):
        g = exchange_game(
            name, 4, {1: "RK BK SK CK XXI I Narr II III IV V VI VII"}, tapp="R1 R2 R3 R4 R5 R6 C1 C2 C3 C4"
        )
        assert_rejected(g, tg.Discard.parse("RK BK SK CK XXI I R1 R2 R3 R4"), rule_id="exchange.five-pointers")
        g.lay_away("RK BK SK CK XXI I Narr R1 R2 R3")
        assert g.phase is tg.Phase.PLAY

    def test_option_discard_exception_all_five_pointers_in_visp(self):
        rs = tg.ruleset("visp", discard_exception="all-five-pointers")
        g = exchange_game(rs, 4, {1: "RK BK SK CK XXI I Narr II III IV V VI VII"}, tapp="R1 R2 R3 R4 R5 R6 C1 C2 C3 C4")
        assert_rejected(g, tg.Discard.parse("RK BK SK CK R1 R2 R3 R4 R5 R6"), rule_id="exchange.five-pointers")
        g.lay_away("RK BK SK CK XXI I Narr R1 R2 R3")

    def test_option_discard_exception_four_kings_in_st_niklaus(self):
        rs = tg.ruleset("st-niklaus", discard_exception="four-kings")
        g = exchange_game(rs, 4, {1: "RK BK SK CK II III IV V VI VII VIII IX X"}, tapp="R1 R2 R3 R4 R5 R6 C1 C2 C3 C4")
        g.lay_away("RK BK SK CK R1 R2 R3 R4 R5 R6")

    def test_exchange_duplicate_card_rejected(self):
        g = exchange_game(
            "visp", 4, {1: "II III IV V VI VII VIII IX X XI XII XIII XIV"}, tapp="R1 R2 R3 R4 R5 R6 C1 C2 C3 C4"
        )
        before = snapshot(g)
        with pytest.raises(tg.IllegalActionError):
            g.push(tg.Discard((tg.Card.parse("R1"),) * 10))
        assert snapshot(g) == before

    def test_exchange_seven_players(self):
        g = exchange_game("visp", 7, {1: "II III IV V VI VII VIII IX", 4: "XX"}, tapp="R1 R2 R3 R4 R5 R6")
        assert g.partner == 4
        g.lay_away("II III IV V VI VII")
        assert len(g.hand(1)) == 8 and g.to_move == 1

    def test_legal_discards_are_counted_by_the_rules(self):
        # Tapp of 6 with 7 players: pool of 14 cards; count the legal discards from the rules text
        g = exchange_game("visp", 7, {1: "RK BK SK CK XXI II III IV"}, tapp="R1 R2 R3 R4 R5 CQ")
        pool = [str(c) for c in g.hand(1)] + [str(c) for c in g.tapp]
        free = [c for c in pool if c not in FIVE_POINTERS]
        expected = comb(len(free), 6) + comb(len(free), 2)  # any 6 non-5-pointers, or the 4 kings + 2
        pool_mask, want = g.hands[1] | g.tapp0, len(g.tapp)
        assert count_discards(g.ruleset, pool_mask, want) == expected
        listed = [str(tg.Discard(d)) for d in discards(g.ruleset, pool_mask, want)]
        assert len(listed) == expected == len(set(listed))
        for d in listed[:: max(1, len(listed) // 50)]:
            assert g.is_legal(d)
        # the legal actions are the cards that may be laid away first: the free ones and the four kings, no XXI
        assert set(g.legal_actions()) == set(free) | {"RK", "BK", "SK", "CK"}

    def test_legal_discards_st_niklaus_seven_five_pointers(self):
        g = exchange_game("st-niklaus", 5, {1: "RK BK SK CK XXI I Narr II III IV V"}, tapp="R1 R2 R3 R4 R5 R6 CQ")
        free = [c for c in [str(c) for c in g.hand(1)] + [str(c) for c in g.tapp] if c not in FIVE_POINTERS]
        assert count_discards(g.ruleset, g.hands[1] | g.tapp0, 7) == comb(len(free), 7) + 1
        assert set(g.legal_actions()) == set(free) | set(FIVE_POINTERS)  # all seven 5-pointers go together
        for five in ("RK", "BK", "SK", "CK", "XXI", "I"):
            g.push(five)
        assert list(g.legal_actions()) == ["Narr"]  # the seventh card must be the last 5-pointer


class TestExchangeScoring:
    def test_exchange_points_discard_counts_for_the_tappist(self):
        g = tg.Game.new("visp", 4, seed=8)
        normal_by_first(g)
        tapp = [str(c) for c in g.tapp]
        pool = [str(c) for c in g.hand(1)] + tapp
        discard = sorted((c for c in pool if c not in FIVE_POINTERS), key=points, reverse=True)[: len(tapp)]
        g.lay_away(discard)
        tg.play_out(g, [RandomBot(i) for i in range(4)])
        r = g.outcome()
        assert r.discard_points == sum(points(c) for c in discard)
        won = [0] * 4
        for t in g.tricks:
            won[t.winner] += sum(points(str(c)) for _, c in t.played)
        if r.narr_exchange is None:
            assert r.points[1] == won[1] + r.discard_points
            assert r.side_points["declarer"] == won[1] + r.discard_points
        assert sum(r.points) == 114

    def test_exchange_solo_tapp_points_count_for_the_soloist(self):
        g = tg.Game.new("graechen", 5, seed=8)
        g.bid("pass")
        g.bid("solo")
        tg.play_out(g, [RandomBot(i) for i in range(5)])
        r = g.outcome()
        tapp_pts = sum(points(str(c)) for c in g.tapp)
        assert r.tapp_points == tapp_pts
        won = [0] * 5
        for t in g.tricks:
            won[t.winner] += sum(points(str(c)) for _, c in t.played)
        if r.narr_exchange is None:
            assert r.points[2] == won[2] + tapp_pts
        assert r.side_points["declarer"] + r.side_points["opponents"] == 114

    def test_exchange_misere_tapp_counts_for_nobody(self):
        g = tg.Game.new("visp", 4, seed=8)
        for _ in range(4):
            g.bid("pass")
        tg.play_out(g, [RandomBot(i) for i in range(4)])
        r = g.outcome()
        tapp_pts = sum(points(str(c)) for c in g.tapp)
        assert sum(r.points) == 114 - tapp_pts
        assert r.side_points is None
