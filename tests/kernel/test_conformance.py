"""One conformance test for every registered game (OpenSpiel's ``api_test`` idea): rounds of random and
heuristic bots driven only through the state protocol (:class:`troggu_core.kernel.state.TableGame`) and the
registry entry (:class:`troggu_core.kernel.registry.GameInfo`), for every ruleset and player count.

At every step: every seat's view follows the one schema (:func:`troggu_core.kernel.state.check_view`: the keys every
game shares, and exactly the game's own ``GameInfo.view_keys``); the legal actions are a ``list`` of ``str`` (none
once the round is over) and every one of them is accepted by ``push`` (push then pop gives it back and changes
nothing: OpenSpiel's contract); a rejected action raises the engine's error and changes nothing; push then pop gives
back the record and every seat's view; no seat's view shows another seat's hidden cards. A lay-away may be pushed
card by card, each card a listed action, and gives the same record as pushed whole. At the end: the result has
zero-sum payments, names the game in ``"game"`` and is what the game's reader makes of the record (also after a JSON
round trip).
"""

from __future__ import annotations

import itertools
import json
from typing import Any

import pytest
from quick import QUICK

from troggu_core.errors import TrogguError
from troggu_core.kernel.codes import CODES
from troggu_core.kernel.registry import GAMES, GameInfo
from troggu_core.kernel.state import TableGame, check_table_view, check_view, shared_view

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


LISTED = 40
"""At most so many listed actions are pushed and popped per step."""


def _private_leaks(state: TableGame) -> list[str]:
    hands = [set(state.view(s)["hand"]) for s in range(state.players)]
    leaks = []
    for s in range(state.players):
        others = set().union(*(hands[o] for o in range(state.players) if o != s))
        view = dict(state.view(s))
        view["legal"] = [a for a in view["legal"] if not a.startswith("call ")]  # a call names any callable card
        shown = _cards_in({k: v for k, v in view.items() if k not in PUBLIC_KEYS})
        if shown & others:
            leaks.append(f"seat {s} sees {sorted(shown & others)}")
    return leaks


def _check_views(state: TableGame, info: GameInfo) -> None:
    for s in range(state.players):
        view = state.view(s)
        wrong = check_view(view, state.players, info.view_keys)
        assert wrong == [], (s, wrong)
        assert view["game"] == state.game_id and view["seat"] == s and view["to_move"] == state.to_move
        assert view["phase"] == state.phase


def _check_legal_is_a_list(state: TableGame) -> None:
    """``legal_actions()`` is a ``list`` of ``str`` in every game and phase (issue 38: one typed state schema)."""
    legal = state.legal_actions()
    assert type(legal) is list, f"{state.game_id}: legal_actions() is a {type(legal).__name__} in {state.phase}"
    assert all(type(a) is str for a in legal), (state.phase, [a for a in legal if type(a) is not str][:3])
    assert state.legal_actions() is not legal, "a fresh list each call: a caller's changes touch no state"


def _check_listed_actions(state: TableGame, before: tuple[str, str]) -> None:
    """Every listed legal action is a string that ``push`` accepts; pop gives it back and restores the state."""
    listed = list(itertools.islice(state.legal_actions(), LISTED))
    assert all(type(a) is str for a in listed), listed
    for action in listed:
        state.push(action)
        assert state.pop() == action
        assert _light_snapshot(state) == before, f"push/pop of the listed {action!r} changed the state"


def _light_snapshot(state: TableGame) -> tuple[str, str]:
    """The record and the view of the seat to move (cheaper than every seat's views)."""
    seat = state.to_move if state.to_move is not None else 0
    return json.dumps(state.record(), sort_keys=True), json.dumps(state.view(seat), sort_keys=True)


def _lay_away_card_by_card(state: TableGame, action: str) -> None:
    """Push the lay-away ``discard C1 C2 ...`` card by card: each card is listed, the last makes it, the record is
    the one the whole action gives; then pop every step and find the state as before."""
    before = _snapshot(state)
    seat = state.to_move
    cards = action.split()[1:]
    for k, c in enumerate(cards):
        view = state.view(seat)
        assert view["layaway_picked"] == cards[:k] and view["legal"] == [str(a) for a in state.legal_actions()]
        assert c in state.legal_actions(), (c, state.legal_actions())
        assert c in state.layaway_cards()
        state.push(c)
    stepped = json.dumps(state.record(), sort_keys=True)
    assert [state.pop() for _ in cards] == cards[::-1]
    assert _snapshot(state) == before
    state.push(action)
    assert json.dumps(state.record(), sort_keys=True) == stepped, "card by card is not the same lay-away"
    assert state.pop() == action


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
        _check_legal_is_a_list(state)
        assert state.legal_actions(), f"no legal action in phase {state.phase}"
        assert state.legal_actions() == state.view(seat)["legal"]
        _check_views(state, info)
        if kind == "random":
            _check_listed_actions(state, _light_snapshot(state))
        before = _snapshot(state)
        for bad in ("no-such-action", _not_mine(state, seat) if state.phase == "play" else None):
            if bad is None:
                continue
            with pytest.raises(TrogguError):
                state.push(bad)
            assert _snapshot(state) == before, f"a refused {bad!r} changed the state"
        action = info.choose(bots[seat], state, seat)
        if action.startswith("discard ") and state.layaway_size():
            _lay_away_card_by_card(state, action)
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
    _check_legal_is_a_list(state)
    assert state.legal_actions() == []
    _check_views(state, info)
    return state


def check_a_round(info: GameInfo, ruleset: str, players: int, kind: str) -> None:
    """One round of ``info`` by ``kind`` bots through the protocol with every check of this file, its result and
    its record (what any registered game must pass: tests/kernel/test_sixth_game.py runs it on a toy game)."""
    game_id = info.id
    state = _play_round(info, ruleset, players, seed=players * 7 + len(ruleset), kind=kind)
    result = state.result()
    assert result["game"] == game_id
    assert sum(result["payments"]) == 0, result["payments"]
    record = state.record()
    assert record["format"] == "troggu-record/2" and record["game"] == game_id
    replayed = info.replay(json.loads(json.dumps(record)))
    assert replayed == result


def _rounds() -> list[tuple[str, str, int, str]]:
    """Every case with random and with heuristic bots; in the developer's quick loop (``TROGGU_QUICK=1``,
    tests/quick.py) every case with one kind, the kinds taking turns, so every game still meets both."""
    if QUICK:
        return [(*case, ("random", "heuristic")[i % 2]) for i, case in enumerate(CASES)]
    return [(*case, kind) for case in CASES for kind in ("random", "heuristic")]


@pytest.mark.parametrize(("game_id", "ruleset", "players", "kind"), _rounds())
def test_a_round_through_the_protocol(game_id: str, ruleset: str, players: int, kind: str) -> None:
    check_a_round(GAMES[game_id], ruleset, players, kind)


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


def test_the_table_view_checker_finds_what_breaks_the_schema() -> None:
    """:func:`check_table_view` is what the conformance test trusts: it names a missing or unknown key, a trick that
    is not ``[{seat, card}]``, a winner who did not play to the last trick and tricks won that do not add up."""
    state = GAMES["troccas"].new("surselva", 4, 3)
    while state.phase != "play" or not state.view(0)["last_trick"]:
        state.push(GAMES["troccas"].choose(GAMES["troccas"].make_bot("random", 1), state, state.to_move or 0))
    good: dict[str, Any] = dict(shared_view(state.view(0)))
    assert check_table_view(good, 4) == []
    assert good["trick_complete"] is True and good["last_trick_winner"] is not None

    def broken(**change: Any) -> list[str]:
        return check_table_view({**good, **change}, 4)

    assert check_table_view({k: v for k, v in good.items() if k != "bidder"}, 4) == ["missing key 'bidder'"]
    assert broken(declarer=0) == ["unknown key 'declarer'"]
    assert broken(last_trick={"cards": good["last_trick"]}) != []
    assert broken(trick=[["RK", 0]]) != []
    assert broken(last_trick_winner=None) != []
    assert broken(tricks_won=[0, 0, 0, 0]) != []
    assert broken(partner=4) != [] and broken(bidder=True) != []
    assert broken(trick_complete=True, trick=[{"seat": 0, "card": "RK"}], trick_leader=0) != []
    played = good["played"]
    assert len(played) == 4 * good["tricks_done"] and played[-4:] == [t["card"] for t in good["last_trick"]]
    assert broken(played=played[:-1]) != [] and broken(played=[*played[1:], played[0]]) != []
    assert broken(ruleset="") != [] and broken(options=["jack_demand"]) != []


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_view_names_its_ruleset_options_and_cards_played_alike(game_id: str) -> None:
    """Issue 38: ``ruleset``, ``options`` and ``played`` are shared keys, one shape in every game: house rules' view
    names their base and gives every option's value, the changed one too; ``played`` is every card in playing
    order, at the end the result's tricks one after the other, the same in every seat's view."""
    from troggu_core.kernel.ruleset_format import house_from_json, option_catalogue

    info = GAMES[game_id]
    base, players = next(iter(info.tables()))
    plain = info.options.parse_ruleset(base).options()
    option, value = next(
        (k, v["value"])
        for k, e in option_catalogue(game_id, "de")["options"].items()
        for v in e["values"]
        if v["value"] != plain[k]
    )
    house = house_from_json({"format": "troggu-ruleset/1", "game": game_id, "base": base, "options": {option: value}})
    state = info.new(house.ruleset(), players, 5, 0)
    view = state.view(0)
    assert (view["ruleset"], view["options"]) == (base, {**plain, option: value}), option
    assert option not in info.view_keys and not {"ruleset", "options", "played"} & set(info.view_keys)
    bot = info.make_bot("random", 5)
    while not state.is_over:
        state.push(info.choose(bot, state, state.to_move or 0))
    tricks = state.result()["tricks"]
    assert {tuple(state.view(s)["played"]) for s in range(players)} == {tuple(c for t in tricks for c in t)}


def test_the_view_checker_wants_the_shared_keys_and_exactly_the_games_own() -> None:
    """:func:`check_view`: a seat's whole view holds the shared keys and every one of the game's own keys, no other
    key, and no own key named like a shared one (the shared key says it for every game)."""
    info = GAMES["troccas"]
    own = info.view_keys
    view = info.new("surselva", 4, 3).view(1)
    assert own and check_view(view, 4, own) == []
    assert check_view({**view, "skatist": 0}, 4, own) == ["unknown key 'skatist'"]
    assert check_view({k: v for k, v in view.items() if k != own[0]}, 4, own) == [f"missing key {own[0]!r}"]
    assert check_view(view, 4, (*own, "dealer")) == ["own key 'dealer' is a shared key"]
    assert check_view({**view, "trick": [["RK", 0]]}, 4, own) != []
