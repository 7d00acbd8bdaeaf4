"""Rules deal.*: seeded deal, layouts, dealing order, the Tapp, the next dealer (Session)."""

from __future__ import annotations

import random

import pytest

import troggu_core as tg
from troggu_core.games.troggu.bots import RandomBot
import importlib

deal_module = importlib.import_module("troggu_core.games.troggu.deal")
from engine_helpers import SIZES


def all_cases():
    for name, rs in tg.RULESETS.items():
        for n in rs.players:
            for li, _ in enumerate(rs.layouts_for(n)):
                yield name, n, li


CASES = list(all_cases())


class TestDealBasics:
    @pytest.mark.parametrize("name,players,layout", CASES)
    def test_deal_conserves_62_cards_and_sizes(self, name, players, layout):
        lay = tg.ruleset(name).layouts_for(players)[layout]
        d = tg.deal(name, players, seed=99, layout=layout)
        assert len(d.hands) == players
        assert all(len(h) == lay.hand for h in d.hands)
        assert len(d.tapp) == lay.tapp
        every = [c for h in d.hands for c in h] + list(d.tapp)
        assert len(every) == 62 and set(every) == set(tg.TROGGU_DECK)

    @pytest.mark.parametrize("name", tg.RULESETS)
    def test_seeded_deal_is_reproducible(self, name):
        n = tg.ruleset(name).players[0]
        assert tg.deal(name, n, seed=12345) == tg.deal(name, n, seed=12345)
        assert tg.deal(name, n, seed=random.Random(7)) == tg.deal(name, n, seed=random.Random(7))

    def test_different_seeds_give_different_deals(self):
        deals = {tuple(map(tuple, tg.deal("visp", 4, seed=s).hands)) for s in range(20)}
        assert len(deals) == 20

    def test_default_layout_is_the_first(self):
        for name, n, _ in CASES:
            assert tg.deal(name, n, seed=1).layout == tg.ruleset(name).layouts_for(n)[0]

    def test_layout_by_value(self):
        rs = tg.ruleset("visp")
        lay = rs.layouts_for(4)[2]
        d = tg.deal(rs, 4, seed=3, layout=lay)
        assert d.layout == lay and len(d.tapp) == 6 and all(len(h) == 14 for h in d.hands)

    def test_bad_layout_rejected(self):
        with pytest.raises(tg.NotationError) as e:
            tg.deal("visp", 5, seed=1, layout=3)
        assert e.value.rule_id == "deal.layout"

    @pytest.mark.parametrize("name,players", [("visp", 3), ("st-niklaus", 8), ("graechen", 2), ("graechen", 9)])
    def test_player_counts_outside_the_ruleset_rejected(self, name, players):
        with pytest.raises(tg.NotationError) as e:
            tg.deal(name, players, seed=1)
        assert e.value.rule_id == "deal.players"
        with pytest.raises(tg.NotationError):
            tg.Game.new(name, players, seed=1)

    def test_bad_dealer_rejected(self):
        with pytest.raises(tg.NotationError):
            tg.deal("visp", 4, seed=1, dealer=4)

    @pytest.mark.parametrize("players", sorted(SIZES))
    def test_game_new_matches_deal(self, players):
        name = "graechen"
        d = tg.deal(name, players, seed=5, dealer=1)
        g = tg.Game.new(name, players, seed=5, dealer=1)
        assert g.dealer == 1 and g.players == players
        for s in range(players):
            assert sorted(map(str, g.hand(s))) == sorted(map(str, d.hands[s]))
        assert sorted(map(str, g.tapp)) == sorted(map(str, d.tapp))


def expected_procedure(players, dealer, layout, pack):
    """The dealing procedure of the sources: the Tapp laid out when the ruleset says, then packets
    counterclockwise starting with the dealer's right-hand neighbour (seat dealer+1)."""
    hands = [[] for _ in range(players)]
    tapp = []
    pos = 0
    order = [(dealer + k) % players for k in range(1, players + 1)]
    for rnd, size in enumerate(layout.packets):
        if rnd == layout.tapp_after:
            tapp, pos = pack[pos : pos + layout.tapp], pos + layout.tapp
        for seat in order:
            hands[seat] += pack[pos : pos + size]
            pos += size
    if layout.tapp_after >= len(layout.packets):
        tapp = pack[pos : pos + layout.tapp]
    return hands, tapp


def dealt_pack(seed):
    """The pack as the deal module's own shuffle() and cut() leave it for this seed (the deal uses
    "the same random draws as shuffle and cut", in that order)."""
    if not hasattr(deal_module, "shuffle") or not hasattr(deal_module, "cut"):
        pytest.skip("the deal module has no separate shuffle and cut")
    rng = random.Random(seed)
    pack = list(tg.TROGGU_DECK)
    deal_module.shuffle(pack, rng)
    return deal_module.cut(pack, rng)


class TestDealingProcedure:
    """Given the shuffled and cut pack, the deal must follow the dealing procedure of the sources."""

    @pytest.mark.parametrize("name,players,layout", CASES)
    @pytest.mark.parametrize("dealer", [0, 2])
    def test_packets_counterclockwise_from_dealers_right(self, name, players, layout, dealer):
        lay = tg.ruleset(name).layouts_for(players)[layout]
        d = tg.deal(name, players, seed=1234 + layout, dealer=dealer, layout=layout)
        hands, tapp = expected_procedure(players, dealer, lay, dealt_pack(1234 + layout))
        for s in range(players):
            assert set(d.hands[s]) == set(hands[s]), (s, d.hands[s], hands[s])
        assert set(d.tapp) == set(tapp)

    def test_visp_tapp_laid_first(self):
        pack = dealt_pack(77)
        d = tg.deal("visp", 4, seed=77, dealer=0)
        assert set(d.tapp) == set(pack[:10])
        # seat 1 (the dealer's right) gets the first packet of four after the Tapp
        assert set(pack[10:14]) <= set(d.hands[1])

    def test_graechen_four_players_seven_tapp_seven(self):
        pack = dealt_pack(78)
        d = tg.deal("graechen", 4, seed=78, dealer=3)
        assert set(pack[0:7]) <= set(d.hands[0])  # dealer 3's right is seat 0
        assert set(d.tapp) == set(pack[28:34])
        assert set(pack[34:41]) <= set(d.hands[0])

    def test_graechen_five_players_five_tapp_six(self):
        rs = tg.ruleset("graechen")
        layouts = rs.layouts_for(5)
        i = next(i for i, l in enumerate(layouts) if l.packets == (5, 6))
        pack = dealt_pack(79)
        d = tg.deal(rs, 5, seed=79, dealer=0, layout=i)
        assert set(d.tapp) == set(pack[25:32])

    def test_same_seed_other_dealer_rotates_the_hands(self):
        a = tg.deal("visp", 6, seed=5, dealer=0)
        b = tg.deal("visp", 6, seed=5, dealer=2)
        for s in range(6):
            assert a.hands[s] == b.hands[(s + 2) % 6]
        assert a.tapp == b.tapp


def test_deal_order_helper():
    assert deal_module.deal_order(4, 2) == [3, 0, 1, 2]
    assert deal_module.deal_order(8, 7)[0] == 0


class TestSession:
    def test_next_dealer_is_the_right_hand_neighbour(self):
        s = tg.Session("visp", 5, dealer=3)
        dealers = []
        for seed in range(6):
            g = s.next_game(seed)
            dealers.append(g.dealer)
            tg.play_out(g, [RandomBot(seed * 10 + i) for i in range(5)])
            s.record_result(g)
        assert dealers == [3, 4, 0, 1, 2, 3]
        assert s.dealer == 4
        assert len(s.rounds) == 6

    def test_ledger_is_the_sum_of_payments_in_rappen(self):
        s = tg.Session("st-niklaus", 4, dealer=0)
        total = [0] * 4
        for seed in range(8):
            g = s.next_game(seed)
            tg.play_out(g, [RandomBot(seed * 7 + i) for i in range(4)])
            r = g.outcome()
            for i in range(4):
                total[i] += r.payments[i] * 5
            s.record_result(g)
        assert s.ledger == total
        assert sum(s.ledger) == 0

    def test_unfinished_game_cannot_be_booked(self):
        s = tg.Session("visp", 4)
        g = s.next_game(1)
        with pytest.raises(tg.IllegalActionError) as e:
            s.record_result(g)
        assert e.value.rule_id == "session.ledger"
        assert s.dealer == 0 and s.rounds == []

    def test_game_of_the_wrong_dealer_rejected(self):
        s = tg.Session("visp", 4, dealer=1)
        g = tg.random_game("visp", 4, seed=2, dealer=0)
        with pytest.raises(tg.IllegalActionError):
            s.record_result(g)


class OnlyGetrandbits(random.Random):
    """A Random whose version-dependent helpers are off limits: only getrandbits() may be used."""

    def _forbidden(self, *a, **k):
        raise AssertionError("the deal must use only getrandbits (stable across Python versions)")

    random = randrange = randint = choice = choices = shuffle = sample = uniform = _forbidden


@pytest.mark.parametrize("name,players", [("visp", 4), ("st-niklaus", 3), ("graechen", 8)])
def test_deal_shuffle_uses_only_getrandbits(name, players):
    d = tg.deal(name, players, seed=OnlyGetrandbits(3))
    assert d == tg.deal(name, players, seed=OnlyGetrandbits(3))
    g = tg.Game.new(name, players, seed=OnlyGetrandbits(3))
    assert [sorted(map(str, g.hand(s))) for s in range(players)] == [sorted(map(str, h)) for h in d.hands]
