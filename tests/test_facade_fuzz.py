"""Every op of the web facade, in German and English, with real, hostile, malformed and random arguments: no answer
carries a Python exception (issue 36). A seeded sample of bench/facade_fuzz.py (whose full run sends >= 50,000
requests), a sweep of every op of every game in both languages, and hypothesis' arbitrary JSON in every field."""

from __future__ import annotations

import importlib.util
import json
import os
import sys
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from quick import QUICK, examples

from troggu_core import web
from troggu_core.kernel.registry import GAMES
from troggu_core.web.rounds import open_rounds

_PATH = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "bench", "facade_fuzz.py")
_spec = importlib.util.spec_from_file_location("troggu_bench_facade_fuzz", _PATH)
assert _spec is not None and _spec.loader is not None
facade_fuzz = importlib.util.module_from_spec(_spec)
sys.modules[_spec.name] = facade_fuzz  # dataclasses look their module up there
_spec.loader.exec_module(facade_fuzz)

SAMPLE = 600 if QUICK else 1200
"""Requests of the seeded sample after the sweep (a few seconds of CPU; the bench sends 50,000; the quick loop,
tests/quick.py: half, which still answers and refuses every op)."""


def _shown(internal: list[tuple[str, str, str]]) -> str:
    return "\n".join(f"{op}: {req[:300]}\n  -> {ans[:300]}" for op, req, ans in internal[:5])


@pytest.fixture(scope="module")
def sample() -> Any:
    fz = facade_fuzz.Fuzzer(seed=36, costly=10, strong=0)
    fz.sweep()
    fz.run(fz.report.requests + SAMPLE)
    return fz.report


def test_no_answer_carries_a_python_exception(sample: Any) -> None:
    assert sample.internal == [], _shown(sample.internal)


def test_every_op_of_every_game_is_asked_in_german_and_english(sample: Any) -> None:
    ops = facade_fuzz.all_ops()
    assert set(ops) >= set(web.OPS)
    for op in ops:
        for lang in ("de", "en"):
            assert sample.sent[(op, lang)] > 0, (op, lang)
    # the fuzzer reaches past the refusals: most ops are answered as well as refused
    answered = {op for op in ops if sample.answered[op]}
    refused = {op for op in ops if sample.refused[op]}
    assert answered == set(ops) and len(refused) >= len(ops) - 2, (set(ops) - answered, set(ops) - refused)


def test_the_judge_finds_an_internal_exception() -> None:
    last_resort = web.refusal(web.WebError("game.action", facade_fuzz.LAST_RESORT, why="KeyError: 'x'"), "de", None)
    assert facade_fuzz.internal_exception(json.dumps(last_resort))
    assert facade_fuzz.internal_exception('{"ok": false, "reason": "RecursionError: maximum recursion depth"}')
    assert facade_fuzz.internal_exception("not json") and facade_fuzz.internal_exception("[]")
    assert not facade_fuzz.internal_exception(web.handle('{"op": "nope", "lang": "de"}'))
    assert not facade_fuzz.internal_exception(web.handle('{"op": "meta", "game": "troccas"}'))


JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=30),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12,
)
KEYS = ("id", "action", "ruleset", "players", "seed", "dealer", "seat", "level", "until", "samples", "record", "trick")
KEYS += ("pile", "evening", "inputs", "number", "text", "expect", "lesson", "answer", "query", "cards", "type")


@settings(max_examples=examples(250), derandomize=True, deadline=None, suppress_health_check=list(HealthCheck))
@given(
    op=st.sampled_from(sorted(facade_fuzz.all_ops())),
    game=st.sampled_from(sorted(GAMES)),
    lang=st.sampled_from(["de", "en"]),
    fields=st.dictionaries(st.sampled_from(KEYS), JSON, max_size=4),
)
def test_any_json_in_any_field_of_any_op_is_answered_or_refused_naming_a_rule(
    op: str, game: str, lang: str, fields: dict[str, Any]
) -> None:
    if fields.get("level") in ("gut", "stark"):
        fields["level"] = "einfach"  # the strong bots' tables are the bench's (seconds each)
    if op == "review" and isinstance(fields.get("id"), int) and fields["id"] in open_rounds:
        fields["id"] = -1  # the review of a long round is the bench's (bench/review_cpu.py)
    answer = web.handle(json.dumps({"op": op, "game": game, "lang": lang, **fields}))
    assert not facade_fuzz.internal_exception(answer), answer[:500]
