"""Großtarock's amounts as options (issue 34): every amount the settlement pays is its ruleset's option, so house
rules that change one change what the engine and the score pad pay. The deals are the golden ones
(test_grosstarock_golden.py, where the rule texts' payments are worked out); each test below works out what the
changed amount moves, from those payments."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).parent))

from test_grosstarock_helpers import (  # noqa: E402
    A_DISCARD,
    A_HANDS,
    A_SEAT0,
    A_SEAT2,
    B_DISCARD,
    B_HANDS,
    B_SEAT0,
    B_SEAT2,
    a_seat1,
    b_seat1,
    build,
    result,
)
from troggu_core.any_record import replay_any  # noqa: E402
from troggu_core.errors import RecordError  # noqa: E402
from troggu_core.games.grosstarock import pad  # noqa: E402
from troggu_core.games.grosstarock.bots import random_record  # noqa: E402
from troggu_core.games.grosstarock.rulesets import AMOUNT_DEFAULTS, parse_ruleset  # noqa: E402
from troggu_core.kernel.ruleset_format import make_house, option_catalogue  # noqa: E402


def _rs(name: str, **options: Any) -> dict[str, Any]:
    return {"name": name, **options}


def _deal_a(rs: Any, excuse_trick: int = 1) -> dict[str, Any]:
    return result(build(rs, 2, A_HANDS, A_DISCARD, [A_SEAT0, a_seat1(excuse_trick), A_SEAT2]))


def _deal_b(rs: Any, *seat1: Any, **kw: Any) -> dict[str, Any]:
    return result(build(rs, 2, B_HANDS, B_DISCARD, [B_SEAT0, b_seat1(*seat1), B_SEAT2], **kw))


# 1754, deal A (golden g1): payments 163, -89, -74; the Pagat wins trick 21 (nothing in 1754), seat 1 keeps the
# excuse without a trick (+4 from each)


def test_1754_excuse_no_tricks() -> None:
    r = _deal_a(_rs("1754", excuse_no_tricks=6))
    # +6 instead of +4 from each: seat 1 gets 4 more, the others pay 2 more
    assert r["bonuses"] == [{"seat": 1, "name": "excuse_no_tricks", "value": 6, "trick": None}]
    assert r["payments"] == [163 - 2, -89 + 4, -74 - 2]


def test_1754_pagat_won() -> None:
    r = _deal_a(_rs("1754", pagat_won=5))  # Dummett's 5 for the Pagat brought home (003:92)
    assert r["bonuses"][0] == {"seat": 0, "name": "pagat", "value": 5, "trick": 21}
    assert r["payments"] == [163 + 10, -89 - 5, -74 - 5]


def test_1754_pagat_ultimo() -> None:
    # deal B (golden g7): the Pagat ultimo 10 for seat 0, payments 164, -82, -82; at Dummett's 15: 10 more, 5 each
    r = _deal_b(_rs("1754", pagat_ultimo=15))
    assert r["bonuses"] == [{"seat": 0, "name": "pagat_ultimo", "value": 15, "trick": 25}]
    assert r["payments"] == [174, -87, -87]


# Dummett, deal B with the Sküs in trick 10 (golden g8): king +5 (seat 1, trick 1), king +5 (seat 2, trick 3),
# king_lost -5 (seat 2, trick 6), pagat_ultimo +15 (seat 0), king_ultimo_lost -10 (seat 2); payments 124, -32, -92


def test_dummett_king_won() -> None:
    r = _deal_b(_rs("dummett", king_won=0), "B10", 10)  # the Danish: nothing for a king's trick (003:139)
    assert [b["name"] for b in r["bonuses"]] == ["king_lost", "pagat_ultimo", "king_ultimo_lost"]
    # without seat 1's [-5, 10, -5] and seat 2's [-5, -5, 10]
    assert r["payments"] == [124 + 10, -32 - 5, -92 - 5]


def test_dummett_king_lost() -> None:
    r = _deal_b(_rs("dummett", king_lost=7), "B10", 10)
    assert r["bonuses"][2] == {"seat": 2, "name": "king_lost", "value": -7, "trick": 6}
    assert r["payments"] == [124 + 2, -32 + 2, -92 - 4]


def test_dummett_king_ultimo() -> None:
    r = _deal_b(_rs("dummett", king_ultimo=20), "B10", 10)
    assert r["bonuses"][4] == {"seat": 2, "name": "king_ultimo_lost", "value": -20, "trick": 25}
    assert r["payments"] == [124 + 10, -32 + 10, -92 - 20]


def test_dummett_pagat_ultimo() -> None:
    r = _deal_b(_rs("dummett", pagat_ultimo=10), "B10", 10)  # 1754's 10
    assert r["payments"] == [124 - 10, -32 + 5, -92 + 5]


def test_dummett_all_tricks() -> None:
    # deal A with the Sküs in trick 24 (golden g2): the unannounced vole 26, payments 127, -56, -71
    r = _deal_a(_rs("dummett", all_tricks=80), 24)  # the Danish tout's 80 (003:143)
    assert r["bonuses"] == [{"seat": 0, "name": "vole", "value": 80, "trick": None}]
    assert r["payments"] == [75 + 160, -30 - 80, -45 - 80]


def test_dummett_vole_announced() -> None:
    # golden g3: the vole announced before trick 14 (tier 3) pays 31 from each: 137, -61, -76
    rec = build(
        _rs("dummett", vole_announced=[60, 40, 30]),
        2,
        A_HANDS,
        A_DISCARD,
        [A_SEAT0, a_seat1(24), A_SEAT2],
        announce=(0, "vole", 14),
    )
    r = result(rec)
    assert r["announcement"]["value"] == 30
    assert r["payments"] == [75 + 60, -30 - 30, -45 - 30]
    # failed and reversed (golden g10: tier 1 pays the tier-3 amount, 31): now the tier-3 amount is 30
    failed = _deal_b(
        _rs("dummett", vole_announced=[60, 40, 30], vole_penalty="reversed"), "B10", 10, announce=(0, "vole", 1)
    )
    assert failed["bonuses"][0]["value"] == -30 and failed["payments"] == [55 - 60, -20 + 30, -35 + 30]


def test_dummett_nolo_announced_lost() -> None:
    # golden g9: a nolo announced before trick 1 and lost: -10 (tier 1), payments 134, -22, -112
    r = _deal_b(_rs("dummett", nolo_announced_lost=[12, 6]), "B10", 10, announce=(2, "nolo", 1))
    assert r["announcement"]["value"] == -12
    assert r["payments"] == [124 + 12, -32 + 12, -92 - 24]


# Danish, deal A (golden g4): the tout 80 and both pots; the Pagat +5 in trick 21; three kings lost, 5 each into
# the king pot; payments 300, -150, -150; pot payments 95, -45, -50 (antes 20 from each into both empty pots)


def test_danish_all_tricks() -> None:
    r = _deal_a(_rs("danish", all_tricks=135))  # O3's tout
    assert r["bonuses"][-1]["value"] == 135
    assert r["payments"] == [300 + 110, -150 - 55, -150 - 55]


def test_danish_pagat_won() -> None:
    r = _deal_a(_rs("danish", pagat_won=0))  # 1754: nothing for the Pagat brought home
    assert "pagat" not in [b["name"] for b in r["bonuses"]]
    assert r["payments"] == [290, -145, -145]


def test_danish_king_lost() -> None:
    r = _deal_a(_rs("danish", king_lost=10))
    # seat 2 loses two kings ([10, 10, -20] more), seat 1 one ([5, -10, 5] more); 10 each into the king pot (90),
    # which the tout takes with the pagat pot's 60
    assert r["payments"] == [315, -150, -165]
    assert r["pot_payments"] == [-40 + 150, -40 - 10, -40 - 20]


def test_danish_ante() -> None:
    r = _deal_a(_rs("danish", ante=25))
    assert r["ante_payments"] == [-50, -50, -50] and r["pots_after_ante"] == {"king": 75, "pagat": 75}
    assert r["payments"] == [300, -150, -150]
    assert r["pot_payments"] == [-50 + 90 + 75, -50 - 5, -50 - 10]


def test_danish_dealer_ante_and_nolo() -> None:
    # golden g5: pots 30 / 15, not empty: the dealer (seat 2) pays 5 into each; seat 2 takes no trick: nolo 25
    hands = [B_HANDS[0][:21] + ["B1", "RK", "RQ", "RN"], B_HANDS[1], ["RJ"] + B_HANDS[2][1:]]
    seat0 = ["B1", "II", "RK", "RQ", "RN"] + B_SEAT0[5:]
    seat2 = ["C4", "C5", "R10", "R9", "R8", "SK", "SQ", "SN"] + ["RJ"] + [c for c in B_SEAT2[8:] if c != "R8"]

    def deal(rs: Any) -> dict[str, Any]:
        return result(build(rs, 2, hands, B_DISCARD, [seat0, b_seat1(), seat2], pots={"king": 30, "pagat": 15}))

    r = deal(_rs("danish", dealer_ante=10))
    assert r["ante_payments"] == [0, 0, -20] and r["pots_after_ante"] == {"king": 40, "pagat": 25}
    assert r["bonuses"][1]["pot_delta"] == {"king": 45}  # the king pot after SK's 5, paid in by the lost ultimo
    assert r["payments"] == [125, -25, -100]
    r = deal(_rs("danish", nolo=26))  # Dummett's 26
    assert r["bonuses"][-1] == {"seat": 2, "name": "nolo", "value": 26, "trick": None}
    assert r["payments"] == [125 - 1, -25 - 1, -100 + 2]


def test_danish_eyes_owed_below() -> None:
    # golden g6: eyes 60, 9, 9; seats 1 and 2 pay 5 for every 5 under 28 (-15), seat 0 balances: 30, -15, -15;
    # under 29: -5 * (20 // 5) = -20 each; payments 270, -60, -210 move by 10, -5, -5
    r = _deal_b(_rs("danish", eyes_owed_below=29))
    assert r["eye_payments"] == [40, -20, -20]
    assert r["payments"] == [280, -65, -215]


# The declarations' values (GT-DECL, options decl_*): deal A's 1754 declarations are seat 0's 21 taroks (10 + 5 * 11
# = 65) and R cavallerie (10), seat 1's B cavallerie, seat 2's S and C cavalleries: declaration payments 120, -75, -45


def test_1754_declaration_values() -> None:
    r = _deal_a(_rs("1754", decl_taroks=12, decl_step=4, decl_cavallerie=8))
    assert [[d["value"] for d in seat] for seat in r["declarations"]] == [[12 + 4 * 11, 8], [8], [8, 8]]
    # each seat gets its values from both opponents: seat 0 2 * 64 - 8 - 16, seat 1 2 * 8 - 64 - 16, seat 2 ...
    assert r["declaration_payments"] == [104, -64, -40]
    assert r["payments"] == [163 - 16, -89 + 11, -74 + 5]


def test_danish_overfull_and_dummett_kings_and_ladons() -> None:
    # Danish deal A: seat 1's overfull B cavallerie 15 -> 20: seat 1 gets 5 more from each
    r = _deal_a(_rs("danish", decl_overfull=20))
    assert r["declarations"][1] == [{"name": "overfull_cavallerie", "value": 20, "suit": "B"}]
    assert r["payments"] == [300 - 5, -150 + 10, -150 - 5]
    # Dummett deal B: seat 1's 19 ladons (15 + 5 * 3), seat 2's three kings (5) and 17 ladons (15 + 5)
    r = _deal_b(_rs("dummett", decl_ladons=10, decl_kings=7), "B10", 10)
    assert [d["value"] for d in r["declarations"][1]] == [10, 25] and [d["value"] for d in r["declarations"][2]] == [
        7,
        10,
        15,
    ]
    # seat 1: 5 less ([5, -10, 5]); seat 2: 2 more and 5 less, 3 less ([3, 3, -6])
    assert r["payments"] == [124 + 8, -32 - 7, -92 - 1]
    assert r["options"] == {
        "suit_order": "red_reversed",
        "vole_penalty": "same",
        "vole_failed": "penalty_only",
        "decl_kings": 7,
        "decl_ladons": 10,
    }


def test_declaration_values_are_options_of_their_rulesets() -> None:
    cat = option_catalogue("grosstarock", "de")["options"]
    assert cat["decl_taroks"]["defaults"] == {"1754": 10, "dummett": 10, "danish": 10}
    assert cat["decl_ladons"]["defaults"] == {"dummett": 15}  # only Dummett declares ladons
    assert cat["decl_overfull"]["defaults"] == {"danish": 15}
    assert cat["decl_step"]["values"][0]["source"].startswith("003:186")
    with pytest.raises(RecordError) as e:
        parse_ruleset({"name": "1754", "decl_ladons": 20})
    assert "'decl_ladons' is not an option of ruleset 1754" in e.value.reason
    with pytest.raises(RecordError) as e:
        parse_ruleset({"name": "danish", "decl_step": 301})
    assert "“Declaration: each card beyond” must be a whole number from 0 to 300, not 301" in e.value.reason
    assert "„Meldung: jede weitere Karte“ muss eine ganze Zahl von 0 bis 300 sein" in e.value.message("de")
    assert all(parse_ruleset(n).to_json() == n for n in ("1754", "dummett", "danish"))


def test_the_pad_names_the_declarations_values_of_the_rules() -> None:
    """The score pad's declarations field says what each declaration of these rules is worth (the table adds them
    up): the ruleset's decl_* options, a house rule's value instead of the rule text's."""
    from troggu_core import web

    def label(ruleset: Any, options: Any = None) -> str:
        req = {"op": "pad_spec", "game": "grosstarock", "ruleset": ruleset, "players": 3, "lang": "de"}
        if options is not None:
            req["options"] = options
        out = json.loads(web.handle(json.dumps(req)))
        words: str = next(f["label"] for f in out["fields"] if f["key"] == "declarations")
        assert "\u00a0+\u00a0" in words  # "10 + 5" is not broken on a phone
        return words.replace("\u00a0", " ")

    assert "zehn Taroks 10 + 5" in label("1754") and "Ladons" not in label("1754")
    assert "16 Ladons 15 + 5" in label("dummett")
    house = label("dummett", {"decl_ladons": 20, "decl_step": 4})
    assert "16 Ladons 20 + 4" in house and "zehn Taroks 10 + 4" in house


def _pad(eyes: list[int], ruleset: Any) -> tuple[int, ...]:
    inputs = {"mode": "eyes", "eyes": eyes, "declarations": [0, 0, 0], "bonuses": [0, 0, 0]}
    return pad.score_round(inputs, ruleset, 3, 1, 2).payments  # dealer 2: seat 0 balances


def test_the_pad_pays_the_danish_eyes_by_the_house_rules() -> None:
    # the spec's example: eyes 40, 20, 18 -> seats 1, 2: -5, -10; seat 0 +15
    assert _pad([40, 20, 18], "danish") == (15, -5, -10)
    # paid above 14: seat 1's 20 eyes: +5 for 6 over, -5 for 8 under 28: 0; seat 2: 0 - 10
    assert _pad([40, 20, 18], make_house("grosstarock", "danish", {"eyes_paid_above": 14})) == (10, 0, -10)
    # per eye (it was paid per 5 whatever the rules said): seat 1's 30 eyes 5 * 6 = 30, seat 2's 28: 5 * 4 = 20
    assert _pad([20, 30, 28], "danish") == (-5, 5, 0)
    assert _pad([20, 30, 28], make_house("grosstarock", "danish", {"eye_scale": "per_eye"})) == (-50, 30, 20)


def _events(name: str, ruleset: str, seeds: int = 40) -> tuple[dict[str, Any], dict[str, Any]]:
    """The first bot-played deal (random bots) whose bonuses hold ``name``: its record and result."""
    for seed in range(seeds):
        rec = random_record(ruleset, 3, seed)
        res = replay_any(rec)
        if any(b["name"] == name for b in res["bonuses"]):
            return rec, res
    raise AssertionError(f"no {name} in {seeds} deals")  # pragma: no cover


@pytest.mark.parametrize(
    ("ruleset", "name", "option", "value"),
    [
        ("1754", "pagat_lost", "pagat_lost", 7),
        ("danish", "last_trick", "last_trick", 30),
    ],
)
def test_pagat_lost_and_last_trick(ruleset: str, name: str, option: str, value: int) -> None:
    rec, res = _events(name, ruleset)
    old = AMOUNT_DEFAULTS[ruleset][option]
    rec["ruleset"] = {"name": ruleset, option: value}
    new = replay_any(rec)
    seats = [b["seat"] for b in res["bonuses"] if b["name"] == name]
    sign = 1 if name == "last_trick" else -1
    want = list(res["payments"])
    for seat in seats:  # each event moves its seat's payment by twice the change, the others' by the change
        for s in range(3):
            want[s] += sign * (value - old) * (2 if s == seat else -1)
    assert [b["value"] for b in new["bonuses"] if b["name"] == name] == [sign * value] * len(seats)
    assert new["payments"] == want


def test_a_par_other_than_26_is_refused() -> None:
    with pytest.raises(RecordError) as e:
        make_house("grosstarock", "dummett", {"eyes_par": 25})
    assert e.value.rule_id == "record.ruleset" and "do not add up to 0" in e.value.reason
    assert "26 Augen" in e.value.message("de")


@pytest.mark.parametrize(
    ("options", "words"),
    [
        ({"pagat_ultimo": -1}, "“Pagat ultimo” must be a whole number from 0 to 300, not -1"),
        ({"vole_announced": [52, 38]}, "“Announced vole” is a list of 3 whole numbers"),
        ({"last_trick": 20}, "'last_trick' is not an option of ruleset dummett"),
    ],
)
def test_amounts_out_of_range_or_rules_refused(options: dict[str, Any], words: str) -> None:
    with pytest.raises(RecordError) as e:
        parse_ruleset({"name": "dummett", **options})
    assert e.value.rule_id == "record.ruleset" and words in e.value.reason


def test_house_amounts_round_trip_through_a_record() -> None:
    hr = make_house("grosstarock", "dummett", {"pagat_ultimo": 10, "vole_announced": [60, 40, 30]})
    assert hr.options == {"pagat_ultimo": 10, "vole_announced": [60, 40, 30]}
    rec = json.loads(json.dumps(random_record(hr, 3, 2)))
    assert rec["ruleset"] == hr.to_json()
    res = replay_any(rec)
    assert res["options"]["pagat_ultimo"] == 10 and res["options"]["vole_announced"] == [60, 40, 30]
    assert "king_ultimo" not in res["options"]  # an amount at its ruleset's value is not echoed
    assert parse_ruleset("dummett").to_json() == "dummett"
    assert not set(AMOUNT_DEFAULTS["dummett"]) & set(replay_any(random_record("dummett", 3, 2))["options"])


def test_the_catalogue_gives_each_base_its_own_amount() -> None:
    cat = option_catalogue("grosstarock", "de")["options"]
    assert cat["pagat_ultimo"]["defaults"] == {"1754": 10, "dummett": 15, "danish": 45}
    assert [v["value"] for v in cat["pagat_ultimo"]["values"]] == [10, 15, 45]
    assert cat["vole_announced"]["defaults"] == {"dummett": [52, 38, 31]}
    assert cat["all_tricks"]["values"][1]["source"].startswith("003:143")
    for ruleset, amounts in AMOUNT_DEFAULTS.items():
        for option in amounts:
            assert all(v["source"] and v["meaning"] for v in cat[option]["values"]), option
            assert ruleset in cat[option]["defaults"], (ruleset, option)
