"""A small run of the fuzzer (bench/fuzz.py): bad input ends in a result or a documented error.

The full run (>= 100,000 inputs) is ``python bench/fuzz.py``; this one feeds about a
thousand inputs to the same targets: the record loader and replay, the card and action
parsers, and the CLI.
"""

from __future__ import annotations

import importlib.util
import json
import os
import sys

import hypothesis  # noqa: F401  (the fuzzer's strategies need it)
import pytest

import troggu_core as tg

_PATH = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "bench", "fuzz.py")
_spec = importlib.util.spec_from_file_location("troggu_bench_fuzz", _PATH)
assert _spec is not None and _spec.loader is not None
fuzz = importlib.util.module_from_spec(_spec)
sys.modules[_spec.name] = fuzz  # dataclasses look their module up there
_spec.loader.exec_module(fuzz)


@pytest.fixture(scope="module")
def small_run() -> "fuzz.Fuzzer":
    return fuzz.fuzz(scale=0.01, seed=1, timeout=20.0, progress=False)


def test_no_unexpected_exception_and_no_hang(small_run: "fuzz.Fuzzer") -> None:
    report = "\n".join(u for t in small_run.tallies.values() for u in t.unexpected + t.hangs)
    assert sum(t.bad for t in small_run.tallies.values()) == 0, report


def test_every_target_is_exercised_both_ways(small_run: "fuzz.Fuzzer") -> None:
    t = small_run.tallies
    assert set(t) >= {
        "Card.parse",
        "parse_action",
        "loads (JSON values)",
        "loads (mutated JSON)",
        "loads (mutated text)",
        "cli (argv)",
        "cli replay FILE",
        "cli replay -",
    }
    assert sum(x.inputs for x in t.values()) >= 1000
    # Valid and invalid inputs both occur: the fuzzer is not only testing the error path.
    for name in ("Card.parse", "parse_action", "loads (mutated JSON)", "cli replay FILE"):
        assert t[name].results > 0 and sum(t[name].errors.values()) > 0, name


def test_mutations_of_a_real_record_are_rejected_with_the_rule() -> None:
    rec = fuzz.real_records(1)[0]
    broken = dict(rec, plays=rec["plays"][:5] + rec["plays"][4:])  # a card played twice
    with pytest.raises(tg.RecordError) as e:
        fuzz.load_and_replay(json.dumps(broken))
    assert e.value.where is not None and e.value.where.startswith("plays[")
    assert fuzz.load_and_replay(json.dumps(rec)).to_json() == tg.replay(json.dumps(rec)).to_json()


@pytest.mark.parametrize(
    "text",
    ["[" * 100_000, b"\xff\xfe{}", "1e999999", '{"format": "troggu-record/1", "ruleset": {"name": []}}', ""],
)
def test_nasty_texts_end_in_a_record_error(text: str | bytes) -> None:
    with pytest.raises(tg.RecordError):
        fuzz.load_and_replay(text)


def test_cli_usage_and_input_errors_exit_cleanly(tmp_path: "os.PathLike[str]") -> None:
    assert fuzz.run_cli(["deal", "--players", "99"]) == 1
    assert fuzz.run_cli(["deal", "--players", "four"]) == 2
    assert fuzz.run_cli(["replay", "-"], "not json") == 1
    assert fuzz.run_cli(["replay", os.path.join(str(tmp_path), "missing.json")]) == 2
