"""Troggu's amounts are options (issue 34): the base, the double, the match, the solo, the partner's share, from how
many players a partner is called, and what 57:57 pays.

Each non-default value changes the payments the rules give, in numbers worked by hand; the pad pays with it; a
house ruleset with amounts round-trips and its record replays exactly; contradictions are refused with their rule.
"""

from __future__ import annotations

from typing import Any

import pytest

import troggu_core as tg
from troggu_core.errors import IllegalActionError, NotationError
from troggu_core.games.troggu.pad import PAD, fields, score_round
from troggu_core.games.troggu.scoring import settle
from troggu_core.kernel.ruleset_format import house_from_json, make_house, option_catalogue
from troggu_core.web.house_rules import payments_table

NORMAL, SOLO = tg.GameType.NORMAL, tg.GameType.SOLO


def _pay(options: dict[str, Any], players: int, kind: tg.GameType, dp: int, **kw: Any) -> tuple[int, ...]:
    """Visp with ``options``: the payments (in bases) of a game won or lost by seat 0's side with ``dp`` points."""
    return settle(tg.ruleset("visp", **options), players, kind, 0, kw.get("partner"), dp, kw.get("all_tricks")).payments


@pytest.mark.parametrize(
    "options,players,kind,dp,kw,before,after",
    [
        # 90 to 24: the losers have 29 or fewer, double: 2 a player; the double at 3: 3 a player
        ({"double_multiplier": 3}, 4, NORMAL, 90, {}, (6, -2, -2, -2), (9, -3, -3, -3)),
        # every trick: 3 a player; the match at 4
        ({"match_multiplier": 4}, 4, NORMAL, 114, {"all_tricks": "declarer"}, (9, -3, -3, -3), (12, -4, -4, -4)),
        # a solo won single (70 to 44): 2 a player; a solo at 3 times
        ({"solo_multiplier": 3}, 4, SOLO, 70, {}, (6, -2, -2, -2), (9, -3, -3, -3)),
        # 7 players, partner seat 3, won single: the partner gets 2, the declarer the rest 3; with share 1: 1 and 4
        ({"partner_share": 1}, 7, NORMAL, 70, {"partner": 3}, (3, -1, -1, 2, -1, -1, -1), (4, -1, -1, 1, -1, -1, -1)),
        # 57 to 57: nobody pays; the declarer's side loses single
        ({"draw": "declarer-loses"}, 4, NORMAL, 57, {}, (0, 0, 0, 0), (-3, 1, 1, 1)),
    ],
)
def test_a_changed_amount_changes_the_payments(
    options: dict[str, Any], players: int, kind: tg.GameType, dp: int, kw: dict[str, Any], before: Any, after: Any
) -> None:
    assert _pay({}, players, kind, dp, **kw) == before
    assert _pay(options, players, kind, dp, **kw) == after


def _pad(ruleset: Any, players: int = 4, **inputs: Any) -> tuple[int, ...]:
    row = {"type": "normal", "declarer": 0, "declarer_points": 90, "match": "none"}
    row.update(inputs)
    return tuple(score_round(row, ruleset, players, PAD.base(ruleset), 0).payments)


def test_the_pad_pays_with_the_amounts() -> None:
    assert _pad("visp") == (60, -20, -20, -20)  # double, base 10 Rappen
    assert _pad({"name": "visp", "base_rappen": 20}) == (120, -40, -40, -40)
    assert _pad({"name": "visp", "double_multiplier": 3}) == (90, -30, -30, -30)
    assert _pad({"name": "visp", "solo_multiplier": 3}, type="solo") == (180, -60, -60, -60)
    assert _pad({"name": "visp", "draw": "declarer-loses"}, declarer_points=57) == (-30, 10, 10, 10)
    assert _pad({"name": "visp", "partner_share": 3}, 7, partner=2, declarer_points=70) == (20, -10, 30) + (-10,) * 4
    words = score_round(
        {"type": "normal", "declarer": 0, "partner": 2, "declarer_points": 70, "match": "none"},
        {"name": "visp", "partner_share": 3},
        7,
        10,
        0,
    ).why
    assert "3-mal, der Tappist 2-mal" in " ".join(m.render("de") for m in words)


def test_call_from_decides_the_partner_in_the_game_and_the_pad() -> None:
    alone = {"name": "visp", "call_from": 9}
    assert [f.key for f in fields("visp", 7)].count("partner") == 1
    assert [f.key for f in fields(alone, 7)].count("partner") == 0
    with pytest.raises(IllegalActionError) as e:
        _pad(alone, 7, partner=2)
    assert e.value.rule_id == "call.required"
    # the pad (and the calculator, its round): 7 players, won single with seat 1 called: he gets 2, the declarer 3;
    # with call_from 9 the form has no partner and the declarer plays alone: 6
    assert _pad("visp", 7, partner=1, declarer_points=70)[:2] == (30, 20)
    assert _pad(alone, 7, declarer_points=70)[:2] == (60, -10)
    info = tg.find_game("troggu")
    for seed in range(2):  # the same deals: Visp's Tappist calls a card, with call_from 9 nobody does
        assert info.replay(info.random_record("visp", 7, seed, "heuristic"))["call"] is not None
        result = info.replay(info.random_record(alone, 7, seed, "heuristic"))
        assert result["partner"] is None and result["call"] is None


@pytest.mark.parametrize(
    "options",
    [
        {"match_multiplier": 2, "double_multiplier": 3},  # a match would pay less than a double
        {"partner_share": 6},  # the declarer's rest would be negative with 7 players
        {"call_from": 6},
        {"base_rappen": 0},
        {"solo_multiplier": True},
    ],
)
def test_contradictions_and_bad_amounts_are_refused(options: dict[str, Any]) -> None:
    with pytest.raises(NotationError) as e:
        tg.ruleset("visp", **options)
    assert e.value.rule_id == "record.ruleset"


def test_a_house_ruleset_with_amounts_round_trips_and_replays_exactly() -> None:
    options = {"base_rappen": 20, "draw": "declarer-loses", "solo_multiplier": 3}
    hr = make_house("troggu", "visp", options, name="Am Stammtisch")
    assert house_from_json(hr.to_json()) == hr and dict(hr.options) == options
    info = tg.find_game("troggu")
    record = info.random_record(hr.to_json(), 5, 4, "heuristic")
    assert record["ruleset"]["options"] == options
    result = info.replay(record)
    assert result == info.replay(info.random_record(hr.to_json(), 5, 4, "heuristic"))
    assert result["base_rappen"] == 20 and result["rappen"] == [20 * p for p in result["payments"]]


def test_the_catalogue_lists_the_amounts_with_their_sources() -> None:
    cat = option_catalogue("troggu", "de")["options"]
    assert cat["base_rappen"]["defaults"] == {"visp": 10, "st-niklaus": 5, "graechen": 5}
    values = {v["value"]: v for v in cat["base_rappen"]["values"]}
    assert "000:223" in values[10]["source"] and values[20]["source"] == "nicht in den Quellen"
    assert "nicht in den Quellen" in values[20]["meaning"]
    # the composer says the mark once, in the meaning: it draws no source line for a value marked unsourced
    assert values[20]["unsourced"] is True and values[10]["unsourced"] is False
    assert [v["value"] for v in cat["draw"]["values"]] == ["nobody-pays", "declarer-loses"]


def test_the_rules_sheet_shows_a_lost_57_where_the_rules_pay_it() -> None:
    base = payments_table(tg.find_game("troggu"), make_house("troggu", "visp"), "de")
    rows = payments_table(tg.find_game("troggu"), make_house("troggu", "visp", {"draw": "declarer-loses"}), "de")
    assert len(rows) == len(base) + 1
    assert "57 von 114" in rows[-2]["case"] and rows[-2]["pays"] == base[0]["pays"]  # single, as 56 to 58


def test_the_result_names_changed_amounts_and_the_words_follow_them() -> None:
    info = tg.find_game("troggu")
    assert "amounts" not in info.replay(info.random_record("visp", 4, 1, "heuristic"))
    # a solo at 3 times, won single by seat 0 against 44 points: ×3 in all
    g = tg.random_game({"name": "visp", "solo_multiplier": 3, "match_multiplier": 4}, players=4, seed=1)
    result = g.outcome().to_json()
    assert result["amounts"] == {"solo_multiplier": 3, "match_multiplier": 4}
    from troggu_core.games.troggu.explain import explain

    solo = {**result, "game": "solo", "declarer": 0, "partner": None, "winner": "declarer", "match": False}
    solo.update(side_points={"declarer": 70, "opponents": 44}, multiplier=3, rappen=[90, -30, -30, -30])
    words = " ".join(explain(solo, None, "de").lines)
    assert "Ein Solo wird 3-mal so hoch bezahlt: insgesamt ×3" in words and "einfach (×1)" in words
    match = {**solo, "game": "normal", "match": True, "multiplier": 4, "side_points": {"declarer": 114, "opponents": 0}}
    assert "ein Match (×4)" in " ".join(explain(match, None, "de").lines)
