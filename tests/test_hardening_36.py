"""Hardening, round 3 (issue 36), the engine's and the facade's side: every malformed input is a refusal naming
its rule in the reader's language, never a Python exception; the score pad's CSV is safe to open in a spreadsheet."""

from __future__ import annotations

import json
from typing import Any

import pytest

import troggu_core as tg
from troggu_core import web
from troggu_core.kernel.registry import game


def _answer(**req: Any) -> dict[str, Any]:
    out: dict[str, Any] = json.loads(web.handle(json.dumps(req)))
    return out


def _grosstarock_session(ruleset: str) -> dict[str, Any]:
    """A valid Großtarock session of two rounds (the deal passing to the next seat, the Danish pots carried on)."""
    info = game("grosstarock")
    r1 = info.random_record(ruleset, 3, seed=1, bot="heuristic", dealer=0)
    r2 = info.random_record(ruleset, 3, seed=2, bot="heuristic", dealer=1)
    if ruleset == "danish":
        r2["pots"] = info.replay(r1)["pots_end"]
    return {"format": "troggu-record/2", "game": "grosstarock", "session": [r1, r2]}


# 2. a Großtarock session replays in the page as replay_any reads it --------------------------------------
@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("ruleset", ["1754", "dummett", "danish"])
def test_a_grosstarock_session_replays_in_the_page(ruleset: str, lang: str) -> None:
    data = _grosstarock_session(ruleset)
    expected = tg.replay_any(data)
    out = _answer(op="replay", game="grosstarock", record=json.dumps(data), lang=lang)
    assert out["ok"] is True, out
    assert out["result"] == expected and out["players"] == 3
    assert [r["tricks"] for r in out["rounds"]] == [r["tricks"] for r in expected["rounds"]]
    assert [r["trick_winners"] for r in out["rounds"]] == [r["trick_winners"] for r in expected["rounds"]]
    assert out["tricks"] == [] and out["trick_winners"] == []  # no tricks of one round stand for the session
    for shown, paid in zip(out["rounds"], expected["rounds"]):
        assert shown["explain"]["lines"] == web.explained(game("grosstarock"), paid, None, lang)["lines"]
    lines = out["explain"]["lines"]
    assert len(lines) == 3  # each round's payments, then the totals
    total = "Summe" if lang == "de" else "Totals"
    assert lines[-1].startswith(total) and all(str(abs(t)) in lines[-1] for t in expected["totals"])
    for line, paid in zip(lines, expected["rounds"]):
        assert all(str(abs(t)) in line for t in paid["totals"])
    sums = [sum(r["totals"][s] for r in expected["rounds"]) for s in range(3)]
    assert sums == expected["totals"]
