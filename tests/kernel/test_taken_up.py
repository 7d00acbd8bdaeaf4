"""The table view's ``taken_up`` (:class:`troggu_core.kernel.state.TableView`): the cards the laying seat took up
from the talon, in its own view during its lay-away only, in every registered game.

Seeded rounds of heuristic bots, every ruleset and player count of every game: at every step every seat's
``taken_up`` is ``[]`` except the laying seat's during its lay-away, where it is exactly the talon of the deal as the
round's record holds it before any action (Troggu's Tapp, the French Tarot's dog), also while a lay-away is pushed
card by card. Troccas' Skatist takes up no talon (his extra cards come in his packets; a blind skat nobody takes up)
and the Großtarock's dealer keeps the deal's last three cards with his 25, which a record does not tell apart
(GT-DEAL-2: his 28 cards are one hand, packets not recorded): there it stays ``[]`` through the lay-away too. Each
game with a talon must show at least one such lay-away, so the test cannot pass by never meeting one.
"""

from __future__ import annotations

from typing import Any, Callable

import pytest

from troggu_core.kernel.codes import CODES
from troggu_core.kernel.registry import GAMES
from troggu_core.kernel.state import TableGame, check_table_view, shared_view

TALON: dict[str, Callable[[dict[str, Any]], list[str]] | None] = {
    "troggu": lambda record: list(record["tapp"]),
    "french-tarot": lambda record: list(record["dog"]),
    "grosstarock": None,
    "troccas": None,
}
"""Where each game's deal record holds the talon its lay-away takes up (``None``: its lay-away takes up none)."""

LAYAWAY_PHASES = ("discard", "exchange")
SEEDS = range(1, 5)


def _check_views(state: TableGame, talon: list[str] | None) -> bool:
    """Check every seat's ``taken_up`` now; True when the laying seat is shown a talon taken up."""
    laying = state.to_move if state.phase in LAYAWAY_PHASES else None
    shown = False
    for seat in range(state.players):
        tv = dict(shared_view(state.view(seat)))
        assert check_table_view(tv, state.players) == []
        if seat == laying and talon is not None:
            assert sorted(tv["taken_up"]) == sorted(talon), (state.phase, seat, tv["taken_up"], talon)
            assert set(tv["taken_up"]) <= set(tv["hand"])
            shown = True
        else:
            assert tv["taken_up"] == [], (state.phase, seat, laying, tv["taken_up"])
    return shown


def _play(game_id: str, ruleset: str, players: int, seed: int) -> tuple[int, int]:
    """One round; how many steps of a lay-away it met, and at how many the laying seat was shown its talon."""
    info = GAMES[game_id]
    state: TableGame = info.new(ruleset, players, seed)
    read = TALON[game_id]
    talon = read(state.record()) if read is not None else None
    bots = [info.make_bot("heuristic", seed * 16 + s) for s in range(players)]
    layaways = shown = 0
    while not state.is_over:
        seat = state.to_move
        assert seat is not None
        layaways += state.phase in LAYAWAY_PHASES
        shown += _check_views(state, talon)
        action = info.choose(bots[seat], state, seat)
        cards = action.split()[1:] if action.startswith("discard ") else []
        if cards and next(iter(state.legal_actions()), None) in CODES:  # card by card: the talon stays marked
            for card in cards[:-1]:
                state.push(card)
                assert state.phase in LAYAWAY_PHASES and state.to_move == seat
                assert state.view(seat)["layaway_picked"][-1] == card
                shown += _check_views(state, talon)
            state.push(cards[-1])
        else:
            state.push(action)
    _check_views(state, talon)
    return layaways, shown


@pytest.mark.parametrize("game_id", list(GAMES))
def test_taken_up_is_the_talon_in_the_laying_seats_view_only(game_id: str) -> None:
    assert game_id in TALON, f"{game_id}: say where its deal record holds the talon its lay-away takes up"
    info = GAMES[game_id]
    layaways = shown = 0
    for ruleset, players in info.tables():
        for seed in SEEDS:
            met, marked = _play(game_id, ruleset, players, seed)
            layaways += met
            shown += marked
    assert layaways, f"{game_id}: no lay-away met"
    if TALON[game_id] is not None:
        assert shown, f"{game_id}: no lay-away after a talon taken up met"
    else:
        assert shown == 0


def test_the_checker_refuses_a_taken_up_card_outside_the_hand_or_the_lay_away() -> None:
    """:func:`check_table_view` checks ``taken_up`` for every game: a list of the hand's cards, each once, and only
    while the seat chooses a lay-away."""
    info = GAMES["french-tarot"]
    bot = info.make_bot("heuristic", 1)
    for seed in range(1, 40):
        state = info.new("fft", 3, seed)
        while not state.is_over and state.phase != "discard":
            state.push(info.choose(bot, state, state.to_move or 0))
        if state.phase == "discard":
            break
    else:
        pytest.fail("no écart in 39 deals")
    assert state.to_move is not None
    good: dict[str, Any] = dict(shared_view(state.view(state.to_move)))
    assert good["taken_up"] and check_table_view(good, 3) == []
    other = dict(shared_view(state.view((state.to_move + 1) % 3)))
    assert other["taken_up"] == [] and check_table_view(other, 3) == []
    outside = next(c for c in CODES if c not in good["hand"])
    assert check_table_view({**good, "taken_up": [*good["taken_up"][1:], outside]}, 3) != []
    assert check_table_view({**good, "taken_up": [good["taken_up"][0]] * 2}, 3) != []
    assert check_table_view({**good, "taken_up": "XXI"}, 3) != []
    assert check_table_view({**other, "taken_up": list(other["hand"][:1])}, 3) != []  # not laying: nothing shown
    assert check_table_view({k: v for k, v in good.items() if k != "taken_up"}, 3) == ["missing key 'taken_up'"]
