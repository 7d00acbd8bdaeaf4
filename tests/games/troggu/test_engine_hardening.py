"""Hardening the edges (issue 14): every bad input ends in a documented error, never a crash.

These also run inside Pyodide (tests/pyodide), where deep nesting used to kill the runtime.
"""

from __future__ import annotations

import json
import random

import pytest

import troggu_core as tg
from troggu_core import web
from troggu_core.errors import NotationError, RecordError
from troggu_core.kernel.jsonio import MAX_BYTES, MAX_DEPTH, read_json


def _answer(req: object) -> dict:
    out: dict = json.loads(web.handle(req if isinstance(req, str) else json.dumps(req)))
    return out


# 1. nesting and size are checked before parsing -------------------------------------------------
@pytest.mark.parametrize(
    "text", ["[" * 6000, "[" * 100_000, '{"a":' * 5000, "[" * (MAX_DEPTH + 1) + "]" * (MAX_DEPTH + 1)]
)
def test_deep_json_is_a_record_error_not_a_crash(text: str) -> None:
    with pytest.raises(RecordError) as e:
        tg.loads(text)
    assert e.value.rule_id == "record.format" and "nests deeper" in e.value.reason
    out = _answer(text)
    assert out["ok"] is False and out["rule"] == "record.format"
    out = _answer({"op": "replay", "record": text})
    assert out["ok"] is False and "nests deeper" in out["error"]


def test_nesting_inside_strings_does_not_count() -> None:
    assert read_json(json.dumps({"note": "[" * 10_000})) == {"note": "[" * 10_000}


def test_size_cap() -> None:
    with pytest.raises(RecordError, match="larger than"):
        read_json(" " * (MAX_BYTES + 1))


def test_facade_answers_every_request_with_its_own_error() -> None:
    for req in [
        "",
        "null",
        "[]",
        "{}",
        '{"op": 5}',
        '{"op": "state", "id": true}',
        '{"op": "deal", "seed": "١٢"}',
        '{"op": "deal", "players": 1e400}',
        '{"op": "replay", "record": null}',
        "\udcff",
    ]:
        out = _answer(req)
        assert out["ok"] is False, req
    assert _answer({"op": "state", "id": True})["rule"] == "game.phase"  # a boolean is not game 1
    assert _answer({"op": "deal", "seed": "١٢"})["rule"] == "deal.seed"  # Arabic-Indic digits are not a seed


# 5. seeds -----------------------------------------------------------------------------------------
@pytest.mark.parametrize("seed", [-5, 1.5, True, (1, 2), "7"])
def test_seeds_are_whole_numbers_0_or_more(seed: object) -> None:
    with pytest.raises(NotationError) as e:
        tg.Game.new("visp", 4, seed)  # type: ignore[arg-type]
    assert e.value.rule_id == "deal.shuffle-cut"
    with pytest.raises(NotationError):
        tg.random_game("visp", 4, seed)  # type: ignore[arg-type]


def test_seed_zero_and_random_generators_still_work() -> None:
    assert tg.random_game("visp", 4, 0).is_over
    assert tg.random_game("visp", 4, random.Random(3)).is_over


# 6. strict notation and records --------------------------------------------------------------------
@pytest.mark.parametrize("code", ["xxı", "ſ10", "ＸＸＩ", "R\u200b1", "Ｎarr", "I\u00a0", "\u00a0RK"])
def test_lookalike_card_codes_are_refused(code: str) -> None:
    with pytest.raises(NotationError) as e:
        tg.Card.parse(code)
    assert e.value.rule_id == "notation.card"


def test_case_folding_still_works() -> None:
    assert tg.Card.parse("xxi") is tg.Card.parse("XXI") and str(tg.Card.parse(" rk ")) == "RK"


def _record() -> dict:
    out: dict = json.loads(tg.dumps(tg.random_game("visp", 4, 5)))
    return out


def test_duplicate_keys_nan_and_infinity_are_refused() -> None:
    text = json.dumps(_record())
    with pytest.raises(RecordError, match="appears twice"):
        tg.loads(text[:-1] + ', "players": 4}')
    for bad in ("NaN", "Infinity", "-Infinity"):
        with pytest.raises(RecordError, match="not a JSON number"):
            tg.loads(text[:-1] + f', "note": {bad}}}')


def test_error_messages_quote_a_short_excerpt() -> None:
    data = _record()
    data["plays"][0] = "Q" * 1_000_000
    with pytest.raises(RecordError) as e:
        tg.loads(json.dumps(data))
    assert len(str(e.value)) < 200


def test_dumps_never_overwrites_core_keys_nor_writes_bad_json() -> None:
    g = tg.random_game("visp", 4, 5)
    with pytest.raises(RecordError, match="own keys: players"):
        tg.dumps(g, players=99)
    with pytest.raises(RecordError, match="cannot be written"):
        tg.dumps(g, note=float("nan"))
    text = tg.dumps(g, place="Visp")
    assert json.loads(text)["place"] == "Visp" and tg.loads(text).meta["place"] == "Visp"


def test_a_boolean_is_not_a_dealer() -> None:
    with pytest.raises(NotationError):
        tg.Game.new("visp", 4, 1, dealer=True)  # type: ignore[arg-type]
    data = _record()
    data["dealer"] = True
    with pytest.raises(RecordError):
        tg.loads(json.dumps(data))


def test_byte_order_mark_is_accepted() -> None:
    text = json.dumps(_record())
    assert tg.loads("\ufeff" + text).players == 4
    assert tg.loads(b"\xef\xbb\xbf" + text.encode()).players == 4


def test_a_huge_auction_is_refused_before_it_is_parsed() -> None:
    data = _record()
    data["auction"] = ["pass"] * 100_000
    with pytest.raises(RecordError) as e:
        tg.loads(json.dumps(data))
    assert e.value.rule_id == "auction.order"


# 7. wrong Python types raise the documented errors -------------------------------------------------
@pytest.mark.parametrize(
    "call",
    [
        lambda: tg.loads(None),  # type: ignore[arg-type]
        lambda: tg.Discard.parse(0),  # type: ignore[arg-type]
        lambda: tg.Card.from_index("1"),  # type: ignore[arg-type]
        lambda: tg.Card.from_index(True),
        lambda: tg.Game.new("visp", 4, seed=(1, 2)),  # type: ignore[arg-type]
        lambda: tg.Card.parse(5),  # type: ignore[arg-type]
        lambda: tg.parse_action(None),  # type: ignore[arg-type]
    ],
)
def test_wrong_types_get_engine_errors(call: object) -> None:
    with pytest.raises(tg.TrogguError):
        call()  # type: ignore[operator]
