"""Rules auction.*: order, normal once, solo, Tappist, misère, the 7-8-player forced game."""

from __future__ import annotations

import pytest

import troggu_core as tg
from engine_helpers import assert_rejected, make_game, snapshot


def bid_seats(g, bids):
    seats = []
    for b in bids:
        seats.append(g.to_move)
        g.bid(b)
    return seats


class TestAuctionOrder:
    @pytest.mark.parametrize("players,dealer", [(4, 0), (4, 2), (5, 4), (7, 3), (8, 7)])
    def test_counterclockwise_from_dealers_right(self, players, dealer):
        g = tg.Game.new("graechen", players, seed=1, dealer=dealer)
        assert g.phase is tg.Phase.AUCTION
        seats = bid_seats(g, ["pass"] * (players - 1))
        assert seats == [(dealer + k) % players for k in range(1, players)]

    @pytest.mark.parametrize("players,dealer", [(4, 0), (5, 2), (6, 5)])
    def test_option_auction_direction_clockwise(self, players, dealer):
        rs = tg.ruleset("visp", auction_direction="clockwise")
        g = tg.Game.new(rs, players, seed=1, dealer=dealer)
        seats = bid_seats(g, ["pass"] * (players - 1))
        # starts at the dealer's right, then passes to the left (seat s-1 is left of seat s)
        assert seats == [(dealer + 1 - k) % players for k in range(players - 1)]

    def test_legal_bids_at_start(self):
        g = tg.Game.new("visp", 4, seed=1)
        assert set(g.legal_bids()) == {tg.Bid.PASS, tg.Bid.NORMAL, tg.Bid.SOLO}
        assert set(g.legal_actions()) == {tg.Bid.PASS, tg.Bid.NORMAL, tg.Bid.SOLO}

    def test_bid_out_of_turn_rejected(self):
        g = tg.Game.new("visp", 4, seed=1)
        before = snapshot(g)
        with pytest.raises(tg.IllegalActionError) as e:
            g.push("pass", seat=2)
        assert e.value.rule_id == "auction.order"
        assert snapshot(g) == before


class TestNormalOnce:
    def test_auction_normal_once(self):
        g = tg.Game.new("visp", 4, seed=1)
        g.bid("normal")
        assert set(g.legal_bids()) == {tg.Bid.PASS, tg.Bid.SOLO}
        assert_rejected(g, "normal", rule_id="auction.normal-once")

    def test_normal_bidder_is_tappist(self):
        g = tg.Game.new("visp", 5, seed=1, dealer=0)
        bid_seats(g, ["pass", "normal", "pass", "pass", "pass"])
        assert g.game_type is tg.GameType.NORMAL
        assert g.declarer == 2
        assert g.phase is tg.Phase.EXCHANGE and g.to_move == 2

    def test_everyone_speaks_once_after_a_normal(self):
        g = tg.Game.new("visp", 4, seed=1, dealer=0)
        g.bid("normal")
        for _ in range(2):
            assert g.phase is tg.Phase.AUCTION
            g.bid("pass")
        assert g.phase is tg.Phase.AUCTION and g.to_move == 0  # the dealer speaks last
        g.bid("pass")
        assert g.phase is tg.Phase.EXCHANGE and g.declarer == 1

    def test_option_tappist_dealer(self):
        rs = tg.ruleset("st-niklaus", tappist="dealer")
        g = tg.Game.new(rs, 4, seed=1, dealer=3)
        bid_seats(g, ["pass", "normal", "pass", "pass"])
        assert g.game_type is tg.GameType.NORMAL
        assert g.declarer == 3 and g.to_move == 3


class TestSolo:
    def test_auction_solo_ends_at_once(self):
        g = tg.Game.new("visp", 6, seed=1, dealer=0)
        g.bid("pass")
        g.bid("solo")
        assert g.game_type is tg.GameType.SOLO and g.declarer == 2
        assert g.phase is tg.Phase.PLAY and g.to_move == 2  # the soloist leads
        assert_rejected(g, "pass", rule_id="game.phase")

    def test_solo_overrides_a_normal(self):
        g = tg.Game.new("visp", 5, seed=1, dealer=0)
        bid_seats(g, ["normal", "pass", "solo"])
        assert g.game_type is tg.GameType.SOLO and g.declarer == 3
        assert g.phase is tg.Phase.PLAY and g.to_move == 3

    def test_solo_by_the_dealer_last(self):
        g = tg.Game.new("graechen", 3, seed=1, dealer=1)
        bid_seats(g, ["normal", "pass", "solo"])
        assert g.declarer == 1 and g.game_type is tg.GameType.SOLO

    def test_solo_has_no_tapp_exchange_and_no_call(self):
        g = tg.Game.new("visp", 8, seed=1, dealer=0)
        hand = [str(c) for c in g.hand(1)]
        g.bid("solo")
        assert g.phase is tg.Phase.PLAY
        assert [str(c) for c in g.hand(1)] == hand
        assert g.call is None and g.partner is None and g.discard == []


class TestMisere:
    @pytest.mark.parametrize("players", [3, 4, 5, 6])
    def test_auction_misere_when_all_pass(self, players):
        dealer = players - 1
        g = tg.Game.new("graechen", players, seed=4, dealer=dealer)
        bid_seats(g, ["pass"] * players)
        assert g.game_type is tg.GameType.MISERE
        assert g.declarer is None
        assert g.phase is tg.Phase.PLAY
        assert g.to_move == 0  # the dealer's right-hand neighbour leads
        assert all(g.side_of(s) == (s,) for s in range(players))

    def test_misere_leader_with_clockwise_auction_is_still_dealers_right(self):
        rs = tg.ruleset("visp", auction_direction="clockwise")
        g = tg.Game.new(rs, 4, seed=4, dealer=1)
        bid_seats(g, ["pass"] * 4)
        assert g.to_move == 2


class TestForcedGame:
    @pytest.mark.parametrize("name,players", [("visp", 7), ("visp", 8), ("graechen", 8), ("st-niklaus", 7)])
    def test_auction_forced_narr_holder(self, name, players):
        g = make_game(name, players, {3: "Narr", 5: "I"}, dealer=0)
        bid_seats(g, ["pass"] * players)
        assert g.game_type is tg.GameType.NORMAL and g.forced
        assert g.declarer == 3
        assert g.phase is tg.Phase.CALL and g.to_move == 3

    @pytest.mark.parametrize("players", [7, 8])
    def test_auction_forced_bagatt_holder_when_narr_in_tapp(self, players):
        g = make_game("graechen", players, {6: "I"}, tapp="Narr", dealer=2)
        bid_seats(g, ["pass"] * players)
        assert g.game_type is tg.GameType.NORMAL and g.forced and g.declarer == 6

    @pytest.mark.parametrize("players", [7, 8])
    def test_auction_misere_when_narr_and_bagatt_in_tapp(self, players):
        g = make_game("visp", players, {}, tapp="Narr I", dealer=0)
        bid_seats(g, ["pass"] * players)
        assert g.game_type is tg.GameType.MISERE and not g.forced
        assert g.phase is tg.Phase.PLAY and g.to_move == 1

    def test_forced_game_is_a_full_normal_game(self):
        g = make_game("visp", 7, {4: "Narr RK", 1: "XX"}, tapp="II III IV V VI VII", dealer=0)
        bid_seats(g, ["pass"] * 7)
        assert g.declarer == 4 and g.forced
        g.call_card("XX")
        assert g.partner == 1
        assert g.phase is tg.Phase.EXCHANGE and g.to_move == 4
        hand = {str(c) for c in g.hand(4)}
        g.lay_away(["II", "III", "IV", "V", "VI", "VII"])  # lays the Tapp straight back
        assert {str(c) for c in g.hand(4)} == hand
        assert g.phase is tg.Phase.PLAY and g.to_move == 4  # the forced player leads

    def test_no_forced_game_with_six(self):
        g = make_game("visp", 6, {3: "Narr"}, dealer=0)
        bid_seats(g, ["pass"] * 6)
        assert g.game_type is tg.GameType.MISERE and not g.forced

    def test_a_normal_bid_means_no_forced_game(self):
        g = make_game("visp", 8, {3: "Narr"}, dealer=0)
        bid_seats(g, ["pass", "normal"] + ["pass"] * 6)
        assert g.declarer == 2 and not g.forced
