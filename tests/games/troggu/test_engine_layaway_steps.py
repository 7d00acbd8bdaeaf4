"""The Tapp exchange card by card (issue 38), as every game's lay-away: ``legal_actions()`` lists the cards that may
be laid away next, ``push(card)`` picks one, the last makes the lay-away exactly as the whole ``discard ...`` does,
``pop()`` gives back each card; an illegal card is refused naming its rule and changes nothing."""

from __future__ import annotations

import json
import random
from itertools import combinations

import pytest

import troggu_core as tg
from troggu_core.games.troggu.bots import HeuristicBot, RandomBot
from troggu_core.games.troggu.cards import FIVE_POINT_MASK, TROGGU_MASK, cards_of_mask
from troggu_core.games.troggu.exchange import discards, next_discard_mask, special_discard_mask
from troggu_core.games.troggu.rulesets import ruleset
from engine_helpers import any_discard, assert_rejected, deep_state, make_game, snapshot

TABLES = [("visp", 4), ("visp", 5), ("visp", 7), ("st-niklaus", 3), ("st-niklaus", 6), ("graechen", 8)]


def at_exchange(name: str, players: int, seed: int) -> tg.Game | None:
    """A dealt round at its exchange: the first bidder says normal, the others pass (and the Tappist calls with
    7 or 8 players); ``None`` if that round has no exchange."""
    g = tg.Game.new(name, players, seed=seed)
    g.push("normal")
    while g.phase is tg.Phase.AUCTION:
        g.push("pass")
    if g.phase is tg.Phase.CALL:
        g.push(next(iter(g.legal_actions())))
    return g if g.phase is tg.Phase.EXCHANGE else None


def state_of(g: tg.Game) -> tuple[str, str, dict]:
    """The record, every seat's view and every attribute of the game, comparable."""
    views = json.dumps([g.view(s) for s in range(g.players)], sort_keys=True)
    return json.dumps(g.record(), sort_keys=True), views, deep_state(g)


@pytest.mark.parametrize(("name", "players"), TABLES)
def test_card_by_card_is_the_whole_lay_away_and_pop_gives_back_each_card(name: str, players: int) -> None:
    rng = random.Random(players)
    seen = 0
    for seed in range(12):
        g = at_exchange(name, players, seed)
        if g is None:
            continue
        seen += 1
        bot = (RandomBot, HeuristicBot)[seed % 2](seed)
        whole = str(bot.choose(tg.SeatView.of(g, g.declarer)))
        cards = whole.split()[1:]
        rng.shuffle(cards)  # any order
        start = state_of(g)
        h = g.copy()
        h.push(whole)
        for k, card in enumerate(cards):
            assert card in list(g.legal_actions())
            g.push(card)
            if k < len(cards) - 1:
                assert g.phase is tg.Phase.EXCHANGE and g.view(g.declarer)["layaway_picked"] == cards[: k + 1]
        assert g.phase is tg.Phase.PLAY
        assert state_of(g)[:2] == state_of(h)[:2] and snapshot(g) == snapshot(h)
        assert g.record()["discard"] == h.record()["discard"]  # the record shows the whole lay-away
        assert sorted(g.record()["discard"]) == sorted(cards)
        assert [g.pop() for _ in cards] == cards[::-1]  # each card back, the last first
        assert state_of(g) == start
        g.push(whole)  # the whole action is still taken
        assert g.pop() == whole and state_of(g) == start
    assert seen >= 3


@pytest.mark.parametrize("name", ["visp", "st-niklaus", "graechen"])
def test_the_next_cards_are_those_of_some_allowed_lay_away(name: str) -> None:
    """:func:`next_discard_mask` against every discard :func:`discards` lists, on small pools with 5-pointers."""
    rs = ruleset(name)
    rng = random.Random(len(name))
    fives = cards_of_mask(FIVE_POINT_MASK)
    others = cards_of_mask(TROGGU_MASK & ~FIVE_POINT_MASK)
    for _ in range(60):
        chosen = rng.sample(fives, rng.choice([0, 2, 4, 7])) + rng.sample(others, rng.randrange(3, 9))
        if rng.random() < 0.5:  # the exception's own cards, all of them
            chosen += cards_of_mask(special_discard_mask(rs))
        pool = sum({1 << c.index for c in chosen})  # a set: the exception's cards may be chosen twice
        want = rng.randrange(1, min(8, pool.bit_count()) + 1)
        allowed = [sum(1 << c.index for c in d) for d in discards(rs, pool, want)]
        for size in range(want):
            for picked in rng.sample(list(combinations(cards_of_mask(pool), size)), 1):
                pm = sum(1 << c.index for c in picked)
                expected = 0
                for d in allowed:
                    if d & pm == pm:
                        expected |= d & ~pm
                assert next_discard_mask(rs, pool, want, pm) == expected, (name, chosen, want, picked)


def test_a_card_no_allowed_lay_away_holds_is_refused_with_its_rule() -> None:
    g = make_game("visp", 7, {1: "RK BK SK CK XXI II III IV", 4: "XX"}, tapp="R1 R2 R3 R4 R5 CQ")
    g.push("normal")
    while g.phase is tg.Phase.AUCTION:
        g.push("pass")
    g.call_card("XX")
    assert g.phase is tg.Phase.EXCHANGE and g.declarer == 1 and len(g.tapp) == 6
    assert_rejected(g, "XXI", rule_id="exchange.five-pointers", words="XXI")  # never laid away in Visp
    assert_rejected(g, "XX", rule_id="exchange.take")  # the partner's card
    g.push("RK")  # a king: then all four, and two more
    assert_rejected(g, "RK", rule_id="exchange.count")  # picked already
    g.push("R1")
    g.push("R2")
    assert_rejected(g, "R3", rule_id="exchange.five-pointers")  # no room left for the other three kings
    assert sorted(g.legal_actions()) == ["BK", "CK", "SK"]
    assert_rejected(g, "discard R3 R4 R5 CQ II III", rule_id="exchange.count")  # cards are picked: card by card
    g.push("BK")
    g.push("SK")
    g.push("CK")  # the sixth card makes the lay-away
    assert g.phase is tg.Phase.PLAY and {str(c) for c in g.discard} == {"RK", "BK", "SK", "CK", "R1", "R2"}
    assert (
        g.pop() == "CK"
        and g.phase is tg.Phase.EXCHANGE
        and g.view(1)["layaway_picked"] == ["RK", "R1", "R2", "BK", "SK"]
    )


def test_only_the_tappist_sees_the_picked_cards_and_his_legal_cards() -> None:
    g = at_exchange("visp", 4, 0)
    assert g is not None
    first, second = list(g.legal_actions())[:2]
    g.push(first)
    g.push(second)
    for seat in range(4):
        view = g.view(seat)
        mine = seat == g.declarer
        assert view["layaway_picked"] == ([first, second] if mine else [])
        assert view["legal"] == ([str(a) for a in g.legal_actions()] if mine else [])
    assert first not in g.view(g.declarer)["legal"] and second not in g.view(g.declarer)["legal"]
    assert [str(a) for a in g.history[-2:]] == [first, second]  # a replay of the history picks them again
    replay = tg.Game(g.ruleset, [g.hand(s) for s in range(4)], g.tapp, g.dealer)
    for action in g.history:
        replay.push(action)
    assert snapshot(replay) == snapshot(g)


@pytest.mark.parametrize(("name", "players"), TABLES)
def test_the_cards_offered_first_are_the_layaway_cards(name: str, players: int) -> None:
    """With nothing picked the legal actions are what a widget offers (``layaway_cards()``), in its order, and
    the view's ``legal`` is ``legal_actions()``; a whole lay-away is legal though not listed."""
    for seed in range(8):
        g = at_exchange(name, players, seed)
        if g is None:
            continue
        listed = g.legal_actions()
        assert listed == g.layaway_cards() == g.view(g.declarer)["legal"]
        assert g.is_legal(any_discard(g)) and all(not a.startswith("discard") for a in listed)
