"""Smaller public API promises of troggu_core (issue 2 and the settled API): rule ids, labels, history."""

from __future__ import annotations

import pytest

import troggu_core as tg
from troggu_core.games.troggu.actions import Call
from troggu_core.games.troggu.cards import parse_cards
from troggu_core.games.troggu.rules import SECTIONS as RULE_SECTIONS
from engine_helpers import any_discard

SECTIONS = [
    "deck",
    "deal",
    "auction",
    "call",
    "exchange",
    "play",
    "count",
    "pay",
    "session",
    "notation",
    "record",
    "game",
]


def test_rule_sections():
    assert list(RULE_SECTIONS) == SECTIONS
    for key, (en, de) in RULE_SECTIONS.items():
        assert en and de
        assert any(r.section == key for r in tg.RULES.values()), key


def test_rule_lookup_and_anchor():
    r = tg.rule("play.follow-suit")
    assert r.id == "play.follow-suit" and r.anchor == r.id and r.section == "play"
    assert r.en
    with pytest.raises((KeyError, ValueError)):
        tg.rule("play.no-such-rule")


def test_sources():
    assert {"000", "001", "reading"} <= set(tg.SOURCES)


def test_card_label():
    assert tg.Card.parse("RK").label() == "K" + tg.Suit.ROSEN.symbol
    assert tg.Card.parse("RK").label(symbols=False) == "RK"
    assert tg.Card.parse("XXI").label() == "XXI"
    assert tg.NARR.label() == "Narr"


def test_sort_key_trumps_first_high_to_low_then_suits():
    cards = parse_cards("R1 I Narr CK XXI B5 RK S10")
    order = [str(c) for c in sorted(cards, key=tg.sort_key)]
    assert order[:3] == ["Narr", "XXI", "I"]
    assert order.index("RK") < order.index("R1") < order.index("B5") < order.index("S10") < order.index("CK")


def test_history_in_order():
    g = tg.Game.new("visp", 7, seed=11)
    g.bid("normal")
    for _ in range(6):
        g.bid("pass")
    g.call_card("XX")
    d = any_discard(g)
    g.push(d)
    c = g.legal_plays()[0]
    g.play(c)
    h = g.history
    assert [str(a) for a in h[:7]] == ["normal"] + ["pass"] * 6
    assert h[7] == Call(tg.Card.parse("XX"))
    assert str(h[8]) == d  # a whole lay-away, in notation
    assert h[9] == c and len(h) == 10


def test_legal_actions_are_a_list_of_text():
    """``legal_actions()`` is a plain list of notation (as every game's); action objects go to ``is_legal``."""
    g = tg.Game.new("visp", 4, seed=2)
    assert g.legal_actions() == ["pass", "normal", "solo"]
    assert g.is_legal(tg.Bid.SOLO) and g.is_legal("pass") and not g.is_legal("R1")
    g.bid("solo")
    la = g.legal_actions()
    assert type(la) is list and la == [str(c) for c in g.legal_plays()]
    assert sorted(la) == sorted(str(c) for c in g.hand(1))  # the solist leads: any card
    assert all(g.is_legal(c) for c in g.hand(1))
    la.clear()  # a fresh list each call: changing one leaves the state's next answer alone
    assert len(g.legal_actions()) == len(g.hand(1))


def test_result_json_is_plain_data():
    import json

    r = tg.random_game("graechen", 5, seed=3).outcome()
    data = r.to_json()
    assert json.loads(json.dumps(data)) == data
    assert data["rappen"] == [p * 5 for p in data["payments"]]
