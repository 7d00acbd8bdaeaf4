"""Issue 36: the bots of one request think within ``web.REQUEST_WORK`` together (every op within 5 s of CPU).

A ``finish`` at level stark plays a whole round: before the cap, a Großtarock 1754 round took 18 s of CPU
(bench/review_cpu.py). The work is counted, never timed, so the test counts it: the strong decisions of one
request spend at most the budget, the rest are the heuristic bot's, and the round still ends by the rules.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from troggu_core import web
from troggu_core.kernel.strong_bots import StrongBot


def ask(req: dict[str, Any]) -> dict[str, Any]:
    out: dict[str, Any] = json.loads(web.handle(json.dumps(req)))
    assert out["ok"], out
    return out


@pytest.fixture
def spent(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """The work of every strong decision made, in order."""
    seen: list[int] = []
    choose = StrongBot.choose

    def counted(self: StrongBot, *args: Any, **kwargs: Any) -> str:
        action = choose(self, *args, **kwargs)
        seen.append(self.last_work)
        return action

    monkeypatch.setattr(StrongBot, "choose", counted)
    return seen


def test_a_finish_at_stark_thinks_within_the_requests_budget(spent: list[int]) -> None:
    st = ask(
        {
            "op": "new_game",
            "game": "grosstarock",
            "ruleset": "1754",
            "players": 3,
            "seed": 2,
            "dealer": 0,
            "seat": 0,
            "level": "stark",
        }
    )
    spent.clear()
    done = ask({"op": "finish", "game": "grosstarock", "id": st["id"]})
    assert done["over"] and len(done["result"]["payments"]) == 3 and sum(done["result"]["payments"]) == 0
    assert 0 < sum(spent) <= web.REQUEST_WORK
    # the cap bit: the strong bots made only some of the round's decisions (a 1754 round has 75 cards and more)
    assert len(spent) < 20


def test_the_budget_is_per_request(spent: list[int]) -> None:
    """Each request starts with the whole budget: an ``act`` after a ``new_game`` thinks again."""
    st = ask(
        {
            "op": "new_game",
            "game": "french-tarot",
            "ruleset": "fft",
            "players": 3,
            "seed": 5,
            "dealer": 2,
            "seat": 0,
            "level": "stark",
        }
    )
    first = sum(spent)
    assert first <= web.REQUEST_WORK
    spent.clear()
    ask({"op": "act", "game": "french-tarot", "id": st["id"], "action": st["legal"][0]})
    assert 0 < sum(spent) <= web.REQUEST_WORK
