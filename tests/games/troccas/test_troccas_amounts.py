"""Troccas' amounts as options (issue 34): the targets and the debts for bigger packets are the ruleset's, so
house rules that change them change what the engine, the session and the score pad pay; S's values leave every
record and result as it was (the fingerprints), and a combination the game cannot play is refused."""

from __future__ import annotations

import json
from typing import Any

import pytest

from troggu_core.any_record import replay_any
from troggu_core.errors import RecordError
from troggu_core.games.troccas import pad
from troggu_core.games.troccas.bots import random_record
from troggu_core.games.troccas.rulesets import AMOUNTS, parse_ruleset
from troggu_core.games.troccas.session import session
from troggu_core.kernel.ruleset_format import make_house, option_catalogue


def _house(**options: Any) -> Any:
    return make_house("troccas", "surselva", options)


def _pay(inputs: dict[str, Any], players: int, **options: Any) -> tuple[int, ...]:
    return pad.score_round(inputs, _house(**options) if options else "surselva", players, 1, 0).payments


# points 50, 40, 40 with the dealer (seat 0) the Skatist; S19: targets 43, 42, 42 -> balances 7, -2, -2 (sum 3),
# each pays n * balance - sum: 18, -9, -9
THREE = {"points": [50, 40, 40]}
# points 30, 25, 25, 25, 25 with the Skatist seat 0; S19: 27, 25, ... -> balances 3, 0, 0, 0, 0: 12, -3, -3, -3, -3
FIVE = {"points": [30, 25, 25, 25, 25]}


def test_the_sources_targets_pay_as_before() -> None:
    assert _pay(THREE, 3) == (18, -9, -9)
    assert _pay(FIVE, 5) == (12, -3, -3, -3, -3)


def test_target_3_changes_the_payments() -> None:
    # targets 43, 40, 40: balances 7, 0, 0 (sum 7): 21 - 7 = 14, -7, -7
    assert _pay(THREE, 3, target_3=40) == (14, -7, -7)


def test_skatist_target_3_changes_the_payments() -> None:
    # targets 45, 42, 42: balances 5, -2, -2 (sum 1): 15 - 1 = 14, -6 - 1 = -7, -7
    assert _pay(THREE, 3, skatist_target_3=45) == (14, -7, -7)
    # the Skatist at 42 like everybody: balances 8, -2, -2 (sum 4): 20, -10, -10
    assert _pay(THREE, 3, skatist_target_3=42) == (20, -10, -10)


def test_target_5_changes_the_payments() -> None:
    # targets 27, 24, 24, 24, 24: balances 3, 1, 1, 1, 1 (sum 7): 15 - 7 = 8, 5 - 7 = -2
    assert _pay(FIVE, 5, target_5=24) == (8, -2, -2, -2, -2)


def test_skatist_target_5_changes_the_payments() -> None:
    # targets 25 each: balances 5, 0, 0, 0, 0 (sum 5): 20, -5, -5, -5, -5
    assert _pay(FIVE, 5, skatist_target_5=25) == (20, -5, -5, -5, -5)


def _why(points: int, **options: Any) -> str:
    ruleset = _house(**options) if options else "surselva"
    sc = pad.score_round({"party_points": points}, ruleset, 4, 1, 0)
    return " ".join(str(m) for m in sc.why)


def test_debt_packets_9_moves_the_pads_note() -> None:
    # 26 against 46: the first party owes 36 - 26 = 10, S7's 'neun, oder mehr': 9 and 10 cards next round
    assert "a debt of 10: next round that party may ask for 9 and 10 cards at once" in _why(26)
    assert "a debt of 10" not in _why(26, debt_packets_9=12)
    assert "a debt of 10: next round that party may ask for 9 and 10 cards" in _why(26, debt_packets_9=10)


def test_debt_packets_19_moves_the_pads_note() -> None:
    # 20 points: a debt of 16, less than S7's 'mehr als 18'; from 15 on it is all 19 cards at once
    assert "a debt of 16: next round that party may ask for 9 and 10 cards at once" in _why(20)
    assert "a debt of 16: next round that party may ask for all 19 cards at once" in _why(20, debt_packets_19=15)


def _round_with_debt(low: int, high: int) -> int:
    """A seed whose four-player round (random bots, dealer 0) leaves a party with a debt from ``low`` to ``high``."""
    for seed in range(300):
        debt = -min(replay_any(random_record("surselva", 4, seed))["party_balance"])
        if low <= debt <= high:
            return seed
    raise AssertionError("no such round in 300 seeds")  # pragma: no cover


def test_debt_packets_9_decides_the_session_check() -> None:
    seed = _round_with_debt(9, 11)
    debt = -min(replay_any(random_record("surselva", 4, seed))["party_balance"])

    def rounds(ruleset: Any) -> list[dict[str, Any]]:
        recs = [random_record(ruleset, 4, seed + k, dealer=k % 4) for k in range(4)]
        recs[1]["packets"] = [9, 10]  # asked for after round 1's debt
        return recs

    assert len(session(rounds("surselva"))["rounds"]) == 4  # S7: 9 or more is enough
    with pytest.raises(RecordError) as e:
        session(rounds(_house(debt_packets_9=debt + 1)))
    assert e.value.rule_id == "session.debt_packets" and f"need a party with {debt + 1} or more" in e.value.reason


def test_party_target_is_half_of_72_only() -> None:
    """With two parties each pays the other its balance: only at 36 do the payments add up to zero."""
    assert parse_ruleset("surselva").targets(4, 0) == [36, 36]
    with pytest.raises(RecordError) as e:
        parse_ruleset({"name": "surselva", "party_target": 35})
    assert e.value.rule_id == "record.ruleset" and "“Each party's target (4 or 6 players)”" in e.value.reason


@pytest.mark.parametrize(
    ("options", "words", "german"),
    [
        (
            {"debt_packets_9": 12, "debt_packets_19": 12},
            "must be more than the debt for 9 and 10 cards (12)",
            "müssen höher sein als die für 9 und 10 Karten (12)",
        ),
        (
            {"target_3": 131},
            "“Each player's target with 3 players” must be a whole number from 0 to 130, not 131",
            "„Ziel jedes Spielers zu dritt“ muss eine ganze Zahl von 0 bis 130 sein",
        ),
        (
            {"debt_packets_9": True},
            "“Debt for 9 and 10 cards at once” must be a whole number from 1 to 36",
            "„Schulden für 9 und 10 Karten auf einmal“ muss eine ganze Zahl von 1 bis 36",
        ),
    ],
)
def test_a_combination_the_game_cannot_play_is_refused(options: dict[str, Any], words: str, german: str) -> None:
    with pytest.raises(RecordError) as e:
        _house(**options)
    assert e.value.rule_id == "record.ruleset" and words in e.value.reason
    assert german in e.value.message("de")


def test_house_amounts_round_trip_through_a_record() -> None:
    hr = _house(target_3=40, skatist_target_3=44, debt_packets_19=20)
    rec = json.loads(json.dumps(random_record(hr, 3, 4)))
    assert rec["ruleset"] == hr.to_json()
    result = replay_any(rec)
    assert result["targets"] == [44, 40, 40]  # dealer 0 is the Skatist
    assert [p - t for p, t in zip(result["points"], result["targets"])] == result["balance"]
    assert result["options"]["target_3"] == 40 and "target_5" not in result["options"]  # only what differs
    plain = replay_any(random_record("surselva", 3, 4))
    assert plain["points"] == result["points"] and plain["payments"] != result["payments"]
    assert not set(AMOUNTS) & set(plain["options"])  # S's rules echo no amount: the records stay as they were


def test_the_catalogue_lists_the_amounts_with_their_sources() -> None:
    cat = option_catalogue("troccas", "de")["options"]
    for key in AMOUNTS:
        first, *others = cat[key]["values"]
        assert first["source"].startswith("S") and cat[key]["defaults"]["surselva"] == first["value"], key
        assert all("(nicht in den Quellen)" in v["meaning"] for v in others), key  # a table's value, marked
    assert [v["meaning"] for v in cat["debt_packets_19"]["values"]] == [
        "ab 19 Punkten Schulden (mehr als 18)",
        "ab 18 Punkten Schulden (nicht in den Quellen)",
    ]


def test_the_cards_130_as_targets() -> None:
    """The unsourced targets 43 and 44 share out the 130 the cards are worth with three (S19's 42 and 43 make 127):
    points 50, 40, 40 -> balances 6, -3, -3 (sum 0): each pays three times its balance, 18, -9, -9, as with S19's
    (the targets move together, the differences stay)."""
    assert _pay(THREE, 3, target_3=43, skatist_target_3=44) == (18, -9, -9)
    assert parse_ruleset({"name": "surselva", "target_3": 43, "skatist_target_3": 44}).targets(3, 1) == [43, 44, 43]
