"""Every registered game's mask fast path (``legal_play_mask`` + ``play_index``) is the string API's twin.

On the same seeded deals, one copy plays through ``play_index`` and the other pushes the same action as a
string: the records, views, results and undo are the same; the mask is exactly the cards among
``legal_actions``; an illegal index raises what ``push`` of its code raises.
"""

from __future__ import annotations

import json
import random
from typing import Any

from pathlib import Path

import pytest
from quick import seeds

from troggu_core.errors import IllegalActionError, NotationError
from troggu_core.kernel.codes import CODES, FOOL
from troggu_core.kernel.registry import GAMES


ROOT = Path(__file__).resolve().parents[2]


def checked_elsewhere(gid: str) -> bool:
    """Whether the game's own tests hold its fast path to its string API table by table
    (``tests/games/<package>/test_*fast_path*.py``: Troggu's)."""
    package = GAMES.modules()[gid].rsplit(".", 1)[-1]
    return any((ROOT / "tests" / "games" / package).glob("test_*fast_path*.py"))


def covering(tables: list[tuple[str, int]]) -> list[tuple[str, int]]:
    """Tables of ``tables`` in which each ruleset and each number of players appears at least once.

    >>> covering([("a", 3), ("a", 4), ("b", 3), ("b", 4), ("b", 5)])
    [('a', 3), ('a', 4), ('b', 3), ('b', 5)]
    """
    out: list[tuple[str, int]] = []
    for rs, n in tables:
        if all(r != rs for r, _ in out) or all(k != n for _, k in out):
            out.append((rs, n))
    return out


CASES = [
    (gid, rs, n)
    for gid in GAMES
    for rs, n in (covering(GAMES[gid].tables()) if checked_elsewhere(gid) else GAMES[gid].tables())
]
"""Every table of every registered game (each ruleset with each number of players it is played by); a game whose own
tests check its fast path table by table, with each of its rulesets and numbers of players once here (issue 37)."""


def _cards_of(legal: list[str]) -> int:
    mask = 0
    for a in legal:
        code = a.split(":")[0].rstrip("!")
        if code in CODES:
            mask |= 1 << CODES.index(code)
    return mask


def _dump(obj: Any) -> str:
    return json.dumps(obj, sort_keys=True)


@pytest.mark.parametrize("gid,rs,n", CASES)
def test_play_index_is_push(gid: str, rs: str, n: int) -> None:
    info = GAMES[gid]
    for seed in range(seeds(25)):  # the quick loop (tests/quick.py): 5
        a = info.new(rs, n, seed, seed % n)
        b = info.new(rs, n, seed, seed % n)
        rng = random.Random(seed)
        bots = [info.make_bot("random", seed * 8 + s) for s in range(n)]
        pushed = 0
        while not a.is_over:
            seat = a.to_move
            if a.phase != "play":
                action = info.choose(bots[seat], a, seat)
                a.push(action)
                b.push(action)
                pushed += 1
                continue
            legal = list(a.legal_actions())
            mask = a.legal_play_mask()
            assert mask == _cards_of(legal)
            assert b.legal_play_mask() == mask
            action = legal[rng.randrange(len(legal))]
            a.push(action)
            if action.startswith("Narr:"):
                b.play_index(FOOL, "RBSC".index(action[-1]))
            elif action.endswith("!"):
                b.play_index(CODES.index(action[:-1]), True)
            elif action in CODES:
                b.play_index(CODES.index(action))
            else:  # an announcement or a demand
                b.push(action)
            pushed += 1
            assert _dump(a.record()) == _dump(b.record())
            assert _dump(a.view(seat)) == _dump(b.view(seat))
        assert a.legal_play_mask() == b.legal_play_mask() == 0
        assert _dump(a.result()) == _dump(b.result())
        for _ in range(pushed):
            assert a.pop() == b.pop()
        assert _dump(a.record()) == _dump(b.record())


def _error(call: Any) -> tuple[str, str, str] | None:
    try:
        call()
    except (IllegalActionError, NotationError) as e:
        return type(e).__name__, e.rule_id, e.reason
    return None


@pytest.mark.parametrize("gid,rs,n", CASES)
def test_illegal_index_raises_like_push(gid: str, rs: str, n: int) -> None:
    info = GAMES[gid]
    for seed in range(6):
        st = info.new(rs, n, seed, 0)
        bots = [info.make_bot("random", seed * 8 + s) for s in range(n)]
        checked = 0
        while not st.is_over and checked < 40:
            seat = st.to_move
            if st.phase == "play":
                mask = st.legal_play_mask()
                for i in range(78):
                    if not mask >> i & 1:
                        before = _dump(st.record())
                        err = _error(lambda: st.play_index(i))
                        assert err is not None and err == _error(lambda: st.push(CODES[i]))
                        assert _dump(st.record()) == before
                        checked += 1
            st.push(info.choose(bots[seat], st, seat))
        if st.is_over:
            assert _error(lambda: st.play_index(5)) == _error(lambda: st.push(CODES[5]))
