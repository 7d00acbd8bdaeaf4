"""The French Tarot's amounts are options (issue 34): multipliers, targets, the 25, petit au bout, poignées, chelem.

Each non-default value changes what the rules pay, in numbers worked by hand; the pad pays with it; a house
ruleset with amounts round-trips and its record replays exactly; a contradiction is refused with its rule.
"""

from __future__ import annotations

from typing import Any

import pytest

from troggu_core.errors import RecordError
from troggu_core.games.french_tarot import GAME
from troggu_core.games.french_tarot.explain import explain
from troggu_core.games.french_tarot.pad import score_round as pad_round
from troggu_core.games.french_tarot.rulesets import RULESETS, parse_ruleset
from troggu_core.games.french_tarot.scoring import round_score
from troggu_core.kernel.ruleset_format import house_from_json, make_house, option_catalogue


def _garde(options: dict[str, Any], pab: str | None = None, bouts: int = 2, half: int = 100) -> int:
    """The score of a garde by seat 1 with ``bouts`` bouts and ``half`` half points (50 points by default)."""
    rs = parse_ruleset({"name": "fft", **options})
    return round_score(rs, "garde", 1, half, bouts, pab, 0, None, False).score


def test_the_sources_amounts_score_as_before() -> None:
    # 50 points with 2 bouts: target 41, won by 9; (25 + 9) x 2 = 68; petit au bout to the taker 10 x 2
    assert _garde({}) == 68
    assert _garde({}, pab="taker") == 88


@pytest.mark.parametrize(
    "options,pab,score",
    [
        ({"multipliers": [1, 3, 4, 6]}, None, (25 + 9) * 3),  # a garde x3
        ({"targets": [56, 51, 46, 36]}, None, (25 + 4) * 2),  # 2 bouts need 46: won by 4
        ({"targets": [56, 51, 51, 36]}, None, -(25 + 1) * 2),  # 2 bouts need 51: 50 loses by 1
        ({"contract_points": 20}, None, (20 + 9) * 2),
        ({"petit_au_bout_bonus": 20}, "taker", 68 + 20 * 2),
        ({"petit_au_bout_times": "flat"}, "taker", 68 + 10),
        ({"petit_au_bout_times": "flat"}, "defense", 68 - 10),
    ],
)
def test_a_changed_amount_changes_the_score(options: dict[str, Any], pab: str | None, score: int) -> None:
    assert _garde(options, pab) == score


def _pad(ruleset: Any, **inputs: Any) -> tuple[int, ...]:
    row = {"contract": "garde", "taker": 1, "bouts": 2, "points": 50, "petit_au_bout": "none", "poignee": "none"}
    row.update(inputs)
    return tuple(pad_round(row, ruleset, 3, 1, 0).payments)


def test_the_pad_pays_the_poignee_and_chelem_amounts() -> None:
    # a simple poignée: 68 + 20 = 88 per defender, the taker twice that; with bonuses 10/20/30: 78
    assert _pad("fft", poignee="simple") == (-88, 176, -88)
    assert _pad({"name": "fft", "poignee_bonus": [10, 20, 30]}, poignee="simple") == (-78, 156, -78)
    # a prise with 3 bouts and 91 points, chelem announced and made: (25 + 55) x 1 + 400 = 480; with 300: 380
    chelem = {"contract": "prise", "bouts": 3, "points": 91, "chelem": "taker", "chelem_announced": True}
    assert _pad("fft", **chelem) == (-480, 960, -480)
    assert _pad({"name": "fft", "chelem_bonus": [300, 150, 100, 100]}, **chelem) == (-380, 760, -380)
    # announced, and the defence took every trick: 4.5 of 51 with 1 bout, lost by 47: -(25 + 47) - 200 - 200 = -472;
    # with 100 and 50 for the two: -(25 + 47) - 150 = -222
    failed = {"contract": "prise", "bouts": 1, "points": 4.5, "chelem": "defense", "chelem_announced": True}
    assert _pad("fft", **failed) == (472, -944, 472)
    assert _pad({"name": "fft", "chelem_bonus": [400, 200, 100, 50]}, **failed) == (222, -444, 222)


def test_the_pad_pays_the_multipliers_targets_and_petit_au_bout() -> None:
    assert _pad({"name": "fft", "multipliers": [1, 2, 4, 8]}, contract="garde_contre") == (-272, 544, -272)
    assert _pad({"name": "fft", "contract_points": 30}) == (-78, 156, -78)
    assert _pad({"name": "fft", "targets": [56, 51, 46, 36]}) == (-58, 116, -58)
    flat = {"name": "fft", "petit_au_bout_times": "flat"}
    assert _pad(flat, petit_au_bout="taker") == (-78, 156, -78)


def test_contradictions_and_bad_amounts_are_refused_with_the_rule() -> None:
    bad = [
        {"name": "seed", "chelem_bonus": [300, 150, 100, 100]},  # seed plays no chelem
        {"name": "fft", "targets": [36, 41, 51, 56]},  # more bouts, a higher target
        {"name": "fft", "multipliers": [1, 2, 6, 4]},  # garde contre worth less than garde sans
        {"name": "fft", "targets": [56, 51, 41]},
        {"name": "fft", "contract_points": -1},
        {"name": "fft", "poignee_bonus": [20, 30, True]},
    ]
    for ruleset in bad:
        with pytest.raises(RecordError) as e:
            parse_ruleset(ruleset)
        assert e.value.rule_id == "record.ruleset", ruleset
    with pytest.raises(RecordError) as e:
        make_house("french-tarot", "seed", {"chelem_bonus": [300, 150, 100, 100]})
    assert e.value.rule_id == "record.ruleset" and e.value.where == "options"


def test_a_house_ruleset_with_amounts_round_trips_and_replays_exactly() -> None:
    options = {"multipliers": [1, 2, 4, 8], "contract_points": 20, "petit_au_bout_times": "flat"}
    hr = make_house("french-tarot", "fft", options, name="Am Küchentisch")
    assert house_from_json(hr.to_json()) == hr and dict(hr.options) == options
    record = GAME.random_record(hr.to_json(), 3, 11, "heuristic")
    assert record["ruleset"]["options"] == options
    result = GAME.replay(record)
    assert {k: result["options"][k] for k in options} == options
    assert GAME.replay(GAME.random_record(hr.to_json(), 3, 11, "heuristic")) == result
    if result["contract"] is not None:
        rs = parse_ruleset(record["ruleset"])
        assert result["multiplier"] == rs.multiplier(result["contract"])
        words = " ".join(explain(result, None, "de").lines)
        assert f"(20 + {result['difference']})" in words


def test_named_rulesets_echo_no_amount_and_the_catalogue_lists_every_amount() -> None:
    for name in RULESETS:
        rs = parse_ruleset(name)
        assert rs.to_json() == name and not set(rs.echo()) & set(rs.amounts())
    cat = option_catalogue("french-tarot", "de")["options"]
    assert cat["multipliers"]["defaults"] == {"fft": [1, 2, 4, 6], "seed": [1, 2, 4, 6]}
    assert [v["value"] for v in cat["petit_au_bout_times"]["values"]] == ["contract", "flat"]
    assert "004:95" in cat["petit_au_bout_times"]["values"][1]["source"]


def test_the_pad_names_each_poignee_with_its_trumps_and_bonus() -> None:
    from troggu_core.games.french_tarot.pad import fields

    field = next(f for f in fields({"name": "seed", "poignee_bonus": [10, 20, 30]}, 3) if f.key == "poignee")
    assert [c.de for c in field.choices][1:] == [
        "simple (10 Trümpfe, 10 Punkte)",
        "double (13 Trümpfe, 20 Punkte)",
        "triple (15 Trümpfe, 30 Punkte)",
    ]
