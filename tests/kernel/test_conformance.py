"""One conformance test for every registered game (OpenSpiel's ``api_test`` idea): rounds of random and
heuristic bots driven only through the state protocol (:class:`troggu_core.kernel.state.TableGame`) and the
registry entry (:class:`troggu_core.kernel.registry.GameInfo`), for every ruleset and player count.

At every step: a rejected action raises the engine's error and changes nothing; push then pop gives back the
record and every seat's view; no seat's view shows another seat's hidden cards. At the end: the result has
zero-sum payments and is what the game's reader makes of the record (also after a JSON round trip).
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from troggu_core.errors import TrogguError
from troggu_core.kernel.codes import CODES
from troggu_core.kernel.registry import GAMES, GameInfo
from troggu_core.kernel.state import TableGame

PUBLIC_KEYS = {
    "trick",
    "last_trick",
    "played",
    "called",
    "jack_demands",
    "forced",
    "poignees",
    "dog",
    "shown_discard",
    "discard_trumps_shown",
    "excuse_demand",
    "declarations",
    "auction",
}
"""View keys whose cards every seat sees (played, shown or called cards), so they may name cards another seat
still holds; every other key may name only the seat's own or out-of-play cards."""

_CARDS = frozenset(CODES)


def _cases() -> list[tuple[str, str, int]]:
    return [(gid, rs, n) for gid, info in GAMES.items() for rs, n in info.tables()]


CASES = _cases()


def _cards_in(value: Any) -> set[str]:
    """Every card code anywhere in a JSON value (also inside actions such as ``discard RK R2`` or ``RK!``)."""
    if isinstance(value, str):
        return {w.rstrip("!") for w in value.split()} & _CARDS
    if isinstance(value, dict):
        return set().union(*(_cards_in(v) for v in value.values())) if value else set()
    if isinstance(value, (list, tuple)):
        return set().union(*(_cards_in(v) for v in value)) if value else set()
    return set()


def _private_leaks(state: TableGame) -> list[str]:
    hands = [set(state.view(s)["hand"]) for s in range(state.players)]
    leaks = []
    for s in range(state.players):
        view = state.view(s)
        others = set().union(*(hands[o] for o in range(state.players) if o != s))
        shown = _cards_in({k: v for k, v in view.items() if k not in PUBLIC_KEYS})
        if shown & others:
            leaks.append(f"seat {s} sees {sorted(shown & others)}")
    return leaks


def _snapshot(state: TableGame) -> tuple[str, str]:
    return (
        json.dumps(state.record(), sort_keys=True),
        json.dumps([state.view(s) for s in range(state.players)], sort_keys=True),
    )


def _not_mine(state: TableGame, seat: int) -> str | None:
    """A card another seat holds, for a play that must be refused."""
    for o in range(state.players):
        if o != seat and state.view(o)["hand"]:
            return str(state.view(o)["hand"][0])
    return None


def _play_round(info: GameInfo, ruleset: str, players: int, seed: int, kind: str) -> TableGame:
    state: TableGame = info.new(ruleset, players, seed)
    assert isinstance(state, TableGame) and state.game_id == info.id and state.players == players
    bots = [info.make_bot(kind, seed * 16 + s) for s in range(players)]
    steps = 0
    while not state.is_over:
        seat = state.to_move
        assert seat is not None and 0 <= seat < players
        assert state.legal_actions(), f"no legal action in phase {state.phase}"
        before = _snapshot(state)
        for bad in ("no-such-action", _not_mine(state, seat) if state.phase == "play" else None):
            if bad is None:
                continue
            with pytest.raises(TrogguError):
                state.push(bad)
            assert _snapshot(state) == before, f"a refused {bad!r} changed the state"
        action = info.choose(bots[seat], state, seat)
        state.push(action)
        after = _snapshot(state)
        popped = state.pop()
        assert str(popped) == action, f"pop gave {popped!r} after push({action!r})"
        assert _snapshot(state) == before, f"pop after {action!r} did not restore the state"
        state.push(action)
        assert _snapshot(state) == after
        assert not _private_leaks(state), _private_leaks(state)
        steps += 1
        assert steps < 2000
    assert state.to_move is None and state.phase == "finished"
    return state


@pytest.mark.parametrize("kind", ["random", "heuristic"])
@pytest.mark.parametrize(("game_id", "ruleset", "players"), CASES)
def test_a_round_through_the_protocol(game_id: str, ruleset: str, players: int, kind: str) -> None:
    info = GAMES[game_id]
    state = _play_round(info, ruleset, players, seed=players * 7 + len(ruleset), kind=kind)
    result = state.result()
    assert sum(result["payments"]) == 0, result["payments"]
    record = state.record()
    assert record["format"] == "troggu-record/2" and record["game"] == game_id
    replayed = info.replay(json.loads(json.dumps(record)))
    assert replayed == result


def test_every_game_and_player_count_is_covered() -> None:
    for gid, info in GAMES.items():
        assert {n for g, _, n in CASES if g == gid} == set(info.players), gid
        assert {r for g, r, _ in CASES if g == gid} == set(info.rulesets), gid
        assert set(info.bot_types) >= {"random", "heuristic"}


def test_a_game_whose_state_is_not_the_protocols_cannot_be_registered() -> None:
    from dataclasses import replace

    from troggu_core.kernel.registry import check_game

    info = GAMES["troccas"]
    check_game("troccas", info)  # a registered game passes
    with pytest.raises(TypeError, match="state protocol"):
        check_game("troccas", replace(info, new=lambda *a, **k: object()))
    with pytest.raises(TypeError, match="heuristic"):
        check_game("troccas", replace(info, bot_types={"random": info.bot_types["random"]}))
    with pytest.raises(TypeError, match="id"):
        check_game("skat", info)
