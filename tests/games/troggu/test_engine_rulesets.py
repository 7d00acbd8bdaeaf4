"""Rulesets as data (issue 2, "Rulesets as data" and the rules section): visp, st-niklaus, graechen."""

from __future__ import annotations

import dataclasses

import pytest

import troggu_core as tg

VALUES = {
    # name: players, base, threshold, discard exception, call rule, misère payer
    "visp": ((4, 5, 6, 7, 8), 10, 29, "four-kings", "not-five-pointers", "most-pays"),
    "st-niklaus": ((3, 4, 5, 6, 7), 5, 31, "all-five-pointers", "trump-not-xxi-narr", "fewest-receives"),
    "graechen": ((3, 4, 5, 6, 7, 8), 5, 20, "all-five-pointers", "trump-not-xxi-narr", "most-pays"),
}
# (hand, Tapp) per player count, every ruleset (4 players: both layouts, our reading)
SIZES = {3: {(18, 8)}, 4: {(13, 10), (14, 6)}, 5: {(11, 7)}, 6: {(9, 8)}, 7: {(8, 6)}, 8: {(7, 6)}}


def test_three_rulesets():
    assert set(tg.RULESETS) == {"visp", "st-niklaus", "graechen"}
    for name, rs in tg.RULESETS.items():
        assert tg.ruleset(name) == rs and rs.name == name


@pytest.mark.parametrize("name", VALUES)
def test_ruleset_values(name):
    rs = tg.ruleset(name)
    players, base, threshold, disc, call, payer = VALUES[name]
    assert tuple(rs.players) == players
    assert rs.base_rappen == base
    assert rs.double_threshold == threshold
    assert rs.discard_exception.value == disc
    assert rs.call_rule.value == call
    assert rs.misere_payer.value == payer
    assert rs.auction_direction.value == "counterclockwise"
    assert rs.tappist.value == "bidder"


def test_rulesets_are_frozen_values_not_subclasses():
    for rs in tg.RULESETS.values():
        assert type(rs) is tg.Ruleset
        with pytest.raises(dataclasses.FrozenInstanceError):
            rs.base_rappen = 1  # type: ignore[misc]
        assert hash(rs) == hash(tg.ruleset(rs.name))


@pytest.mark.parametrize("name", VALUES)
def test_every_field_cites_a_source(name):
    rs = tg.ruleset(name)
    for f in dataclasses.fields(tg.Ruleset):
        if f.name in ("name", "title", "citations", "house"):
            continue
        cite = rs.citation(f.name)
        assert cite and ("000" in cite or "001" in cite or "reading" in cite), (name, f.name, cite)
        assert f.metadata.get("doc"), f.name


def test_option_fields_document_alternatives():
    for name in tg.OPTION_FIELDS:
        f = next(f for f in dataclasses.fields(tg.Ruleset) if f.name == name)
        assert f.metadata["sources"] and f.metadata["alternatives"], name


@pytest.mark.parametrize("name", VALUES)
@pytest.mark.parametrize("players", range(3, 9))
def test_layouts_per_player_count(name, players):
    rs = tg.ruleset(name)
    if players not in rs.players:
        with pytest.raises(tg.NotationError) as e:
            rs.layouts_for(players)
        assert e.value.rule_id == "deal.players"
        return
    layouts = rs.layouts_for(players)
    assert {(l.hand, l.tapp) for l in layouts} == SIZES[players]
    for l in layouts:
        assert players * l.hand + l.tapp == 62


def test_visp_layouts_follow_the_sheet_and_article():
    rs = tg.ruleset("visp")
    assert {l.packets for l in rs.layouts_for(4)} >= {(4, 4, 5), (5, 4, 4), (5, 5, 4)}
    assert (5, 5, 4) in {l.packets for l in rs.layouts_for(4) if l.tapp == 6}
    assert {l.packets for l in rs.layouts_for(5)} == {(4, 4, 3)}
    assert {l.packets for l in rs.layouts_for(6)} >= {(4, 5), (5, 4)}
    assert {l.packets for l in rs.layouts_for(7)} == {(4, 4)}
    assert {l.packets for l in rs.layouts_for(8)} == {(4, 3)}
    assert all(l.tapp_after == 0 for n in rs.players for l in rs.layouts_for(n))


def test_st_niklaus_three_players_six_six_six():
    assert {l.packets for l in tg.ruleset("st-niklaus").layouts_for(3)} == {(6, 6, 6)}


def test_graechen_forms_the_tapp_mid_deal():
    rs = tg.ruleset("graechen")
    four = {(l.packets, l.tapp_after) for l in rs.layouts_for(4) if l.tapp == 6}
    assert ((7, 7), 1) in four
    five = {(l.packets, l.tapp_after) for l in rs.layouts_for(5)}
    assert five >= {((5, 6), 1), ((6, 5), 1)}
    for n in rs.players:
        assert all(0 < l.tapp_after < len(l.packets) for l in rs.layouts_for(n)), n


class TestOptions:
    def test_visp_double_threshold_alternative_30(self):
        rs = tg.ruleset("visp", double_threshold=30)
        assert rs.double_threshold == 30 and rs.name == "visp"
        assert tg.ruleset("visp").replace(double_threshold=30) == rs

    @pytest.mark.parametrize(
        "option,value",
        [
            ("discard_exception", "all-five-pointers"),
            ("discard_exception", "four-kings"),
            ("call_rule", "trump-not-xxi-narr"),
            ("call_rule", "not-five-pointers"),
            ("misere_payer", "fewest-receives"),
            ("misere_payer", "most-pays"),
            ("auction_direction", "clockwise"),
            ("auction_direction", "counterclockwise"),
            ("tappist", "dealer"),
            ("tappist", "bidder"),
            ("misere_schgusieru", "not-allowed"),
            ("misere_schgusieru", "allowed"),
        ],
    )
    def test_every_option_and_value(self, option, value):
        for name in VALUES:
            rs = tg.ruleset(name, **{option: value})
            assert getattr(rs, option).value == value
            assert rs.options()[option] == value
            back = tg.Ruleset.from_json(rs.to_json())
            assert back == rs

    def test_option_fields_list(self):
        assert set(tg.OPTION_FIELDS) == {
            "double_threshold",
            "discard_exception",
            "call_rule",
            "misere_payer",
            "auction_direction",
            "tappist",
            "misere_schgusieru",
            "base_rappen",
            "double_multiplier",
            "match_multiplier",
            "solo_multiplier",
            "partner_share",
            "call_from",
            "draw",
        }

    @pytest.mark.parametrize(
        "bad",
        [
            {"double_threshold": -1},
            {"double_threshold": "x"},
            {"tappist": "mayor"},
            {"colour": "red"},
            {"auction_direction": "up"},
        ],
    )
    def test_bad_options_rejected(self, bad):
        with pytest.raises(tg.NotationError) as e:
            tg.ruleset("visp", **bad)
        assert e.value.rule_id == "record.ruleset"

    def test_unknown_ruleset(self):
        with pytest.raises(tg.NotationError) as e:
            tg.ruleset("zermatt")
        assert e.value.rule_id == "record.ruleset"

    def test_default_ruleset_to_json_is_its_name(self):
        for name in VALUES:
            assert tg.ruleset(name).to_json() == name
