"""Errors (issue 2 item 6): three ValueError subclasses; every rejection names the rule and why;
a rejected action leaves the state exactly as before; pop() undoes exactly."""

from __future__ import annotations

import random

import pytest

import troggu_core as tg
from troggu_core.games.troggu.actions import Call
from troggu_core.games.troggu.rules import SECTIONS
from engine_helpers import any_discard, assert_rejected, deep_state, make_game, snapshot


def test_error_hierarchy():
    for cls in (tg.NotationError, tg.IllegalActionError, tg.RecordError):
        assert issubclass(cls, tg.TrogguError)
        assert issubclass(cls, ValueError)
    assert len({tg.NotationError, tg.IllegalActionError, tg.RecordError}) == 3


def test_error_message_format():
    e = tg.IllegalActionError("play.follow-suit", "must follow suit: you hold Rosen")
    assert str(e) == "[play.follow-suit] must follow suit: you hold Rosen"
    assert e.rule_id == "play.follow-suit" and e.reason == "must follow suit: you hold Rosen"


def test_every_rule_id_is_known_and_sectioned():
    for rid, r in tg.RULES.items():
        assert r.id == rid and r.section in SECTIONS  # a shared rule may stand in another section (players: deal)
        assert r.title_en and r.title_de and r.sources
        assert set(r.sources) <= set(tg.SOURCES)


@pytest.mark.parametrize(
    "rid",
    [
        "play.follow-suit",
        "play.must-trump",
        "play.schgusieru",
        "play.narr-kept",
        "play.narr-last-trick",
        "play.narr-exchange",
        "auction.order",
        "auction.normal-once",
        "auction.solo",
        "auction.tappist",
        "auction.misere",
        "auction.forced",
        "call.card",
        "call.partner",
        "exchange.count",
        "exchange.five-pointers",
        "exchange.take",
        "exchange.points",
        "count.win",
        "count.draw",
        "pay.double",
        "pay.match",
        "pay.solo",
        "pay.partner",
        "pay.misere",
        "deck.points",
        "deal.next-dealer",
        "deal.order",
        "deal.layout",
    ],
)
def test_rule_ids_of_the_issue_exist(rid):
    assert rid in tg.RULES


def test_follow_suit_message_names_the_suit():
    g = make_game(
        "visp",
        4,
        {1: "R1 R4 XXI XX XIX XVIII XVII XVI XV XIV XIII XII XI", 2: "R2 R3 X IX VIII VII VI V IV III II B5 B6"},
        dealer=0,
    )
    g.bid("solo")
    g.play("R1")
    e = assert_rejected(g, "X", rule_id="play.follow-suit")
    assert str(e) == "[play.follow-suit] must follow suit: you hold Coins"  # the English suit name (issue 33)


def test_a_refusal_names_the_cards_not_their_codes():
    """A card the player does not hold, and cards laid away that are not there, are named as the reader names them
    (declined in German), never by their codes ("hast RK nicht")."""
    g = make_game(
        "visp",
        4,
        {1: "R1 R4 XXI XX XIX XVIII XVII XVI XV XIV XIII XII XI", 2: "R2 R3 X IX VIII VII VI V IV III II B5 B6"},
        dealer=0,
    )
    g.bid("solo")
    e = assert_rejected(g, "RK", rule_id="play.own-card")
    assert (e.message("de"), e.message("en")) == (
        "Du (Platz 2) hast den Rosen-König nicht",
        "you (seat 2) do not hold King of Coins",
    )
    with pytest.raises(tg.IllegalActionError) as taken:  # neither card in the hand nor in the Tapp (pool 0)
        tg.games.troggu.exchange.check_discard(g.ruleset, 0, 2, [tg.Card.parse("RK"), tg.Card.parse("Narr")])
    assert taken.value.rule_id == "exchange.take"
    assert taken.value.message("de").endswith("nicht den Narren und den Rosen-König"), taken.value.message("de")
    assert taken.value.message("en").endswith("not the Fool and King of Coins"), taken.value.message("en")


@pytest.mark.parametrize("text", ["bogus", "call", "discard ZZ", "T99", 42])
def test_notation_errors_leave_state_unchanged(text):
    g = tg.Game.new("visp", 4, seed=1)
    before = snapshot(g)
    with pytest.raises(tg.NotationError) as e:
        g.push(text)
    assert e.value.rule_id.startswith("notation.")
    assert snapshot(g) == before


@pytest.mark.parametrize("text,rule", [("pass", "notation.action"), ("zz", "notation.action")])
def test_parse_action(text, rule):
    if text == "pass":
        assert tg.parse_action(text) is tg.Bid.PASS
    else:
        with pytest.raises(tg.NotationError) as e:
            tg.parse_action(text)
        assert e.value.rule_id == rule


def test_wrong_phase_actions_rejected_in_every_phase():
    g = make_game("visp", 7, {2: "XX"}, dealer=0)
    assert_rejected(g, Call(tg.Card.parse("XX")), rule_id="game.phase")
    assert_rejected(g, "discard R1 R2 R3 R4 R5 R6", rule_id="game.phase")
    g.bid("normal")
    for _ in range(6):
        g.bid("pass")
    assert g.phase is tg.Phase.CALL
    assert_rejected(g, "pass", rule_id="game.phase")
    assert_rejected(g, "discard R1 R2 R3 R4 R5 R6", rule_id="game.phase")
    g.call_card("XX")
    assert_rejected(g, "pass", rule_id="game.phase")
    assert_rejected(g, Call(tg.Card.parse("XIX")), rule_id="game.phase")
    # a card in the exchange is a card of the lay-away pushed card by card: one the Tappist lacks is refused
    assert_rejected(g, tg.Card.parse(str(g.hand(2)[0])), rule_id="exchange.take")
    whole = any_discard(g)
    g.push(next(iter(g.legal_actions())))
    assert_rejected(g, whole, rule_id="exchange.count")  # a card is picked: go on card by card
    assert_rejected(g, "pass", rule_id="game.phase")


def test_bad_deals_rejected():
    hands = [[str(c) for c in h] for h in tg.deal("visp", 4, seed=1).hands]
    tapp = [str(c) for c in tg.deal("visp", 4, seed=1).tapp]
    with pytest.raises(tg.NotationError) as e:
        tg.Game("visp", [hands[0], hands[1], hands[2], hands[3][:-1]], tapp + [hands[3][-1]])
    assert e.value.rule_id == "record.deal"
    with pytest.raises(tg.NotationError):
        tg.Game("visp", [hands[0], hands[0], hands[2], hands[3]], tapp)
    with pytest.raises(tg.NotationError):
        tg.Game("visp", [hands[0][:-1] + ["R7"], hands[1], hands[2], hands[3]], tapp)


def random_walk(g, rng, steps=400):
    """Push random actions (some illegal); every rejection must leave the game unchanged."""
    actions_tried = 0
    all_cards = list(tg.TROGGU_DECK)
    while not g.is_over and actions_tried < steps:
        actions_tried += 1
        if rng.random() < 0.5:
            # a random, probably illegal, action of any kind
            kind = rng.randrange(4)
            if kind == 0:
                act = rng.choice([tg.Bid.PASS, tg.Bid.NORMAL, tg.Bid.SOLO])
            elif kind == 1:
                act = Call(rng.choice(all_cards))
            elif kind == 2:
                act = tg.Discard(tuple(rng.sample(all_cards, len(g.tapp))))
            else:
                act = rng.choice(all_cards)
            if not g.is_legal(act):
                before, deep = snapshot(g), deep_state(g)
                with pytest.raises(tg.TrogguError) as e:
                    g.push(act)
                assert e.value.rule_id in tg.RULES
                assert snapshot(g) == before and deep_state(g) == deep
                continue
        legal = list(g.legal_actions())  # in the exchange the cards that may be laid away next
        if g.phase is tg.Phase.EXCHANGE and not g.picked:
            legal.append(any_discard(g))  # or a whole lay-away
        act = rng.choice(legal)
        before, deep = snapshot(g), deep_state(g)
        g.push(act)
        # pop() undoes exactly, then redo
        g2 = g.copy()
        back = g.pop()
        assert snapshot(g) == before and deep_state(g) == deep
        assert str(back) == str(act)
        g.push(act)
        assert snapshot(g) == snapshot(g2)


@pytest.mark.parametrize(
    "name,players", [("visp", 4), ("visp", 8), ("st-niklaus", 3), ("st-niklaus", 7), ("graechen", 5), ("graechen", 8)]
)
def test_rejected_actions_change_nothing_and_pop_undoes(name, players):
    rng = random.Random(players * 31 + len(name))
    for k in range(2):
        random_walk(tg.Game.new(name, players, seed=rng.randrange(10**6), dealer=k % players), rng)


def test_pop_back_to_the_start():
    g = tg.random_game("graechen", 7, seed=5)
    fresh = tg.Game(
        g.ruleset, [[str(c) for c in tg.record_of(g).hands[s]] for s in range(7)], [str(c) for c in g.tapp], g.dealer
    )
    end = snapshot(g)
    n = len(g.history)
    popped = [g.pop() for _ in range(n)]
    assert snapshot(g) == snapshot(fresh)
    with pytest.raises(IndexError):
        g.pop()
    for a in reversed(popped):
        g.push(a)
    assert snapshot(g) == end


def test_copy_is_independent():
    g = tg.Game.new("visp", 4, seed=3)
    h = g.copy()
    g.bid("solo")
    assert h.phase is tg.Phase.AUCTION and g.phase is tg.Phase.PLAY
