"""A Troggu session: the kernel's :class:`~troggu_core.kernel.sessions.Session` under Troggu's names, with a ledger in
Rappen (rule ``session.ledger``).

>>> from troggu_core import random_game
>>> s = Session("visp", players=4, dealer=0)
>>> g = s.next_game(seed=1)
>>> g.dealer
0
>>> from troggu_core.games.troggu.bots import play_out, RandomBot
>>> _ = play_out(g, [RandomBot(i) for i in range(4)])
>>> s.record_result(g)
>>> s.dealer, sum(s.ledger), len(s.rounds)
(1, 0, 1)
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from ...kernel import sessions
from .rulesets import Ruleset
from .state import Game

__all__ = ["Session", "Round"]


@dataclass(frozen=True, slots=True)
class Round(sessions.Round):
    """One finished round of a session: its dealer, its :class:`~.scoring.Result` and the payments in Rappen."""

    @property
    def rappen(self) -> tuple[int, ...]:
        """What each seat was paid in Rappen (the kernel's ``money``)."""
        return tuple(int(v) for v in self.money)


class Session(sessions.Session):
    """An evening at the table: the dealer passes to the right after every round (rule ``deal.next-dealer``), the
    ledger counts in Rappen (``next_game`` and ``record_result`` are the kernel's ``next_round`` and ``book``)."""

    rounds: list[Round]  # type: ignore[assignment]

    def __init__(self, ruleset: Ruleset | str, players: int, dealer: int = 0) -> None:
        """Raises: NotationError: no such ruleset, number of players or dealer."""
        super().__init__("troggu", ruleset, players, dealer)

    def next_game(self, seed: int | random.Random | None = None, layout: Any = None) -> Game:
        """Deal the next round with the current dealer (``layout``: how the cards are dealt, :mod:`.deal`)."""
        if layout is not None:
            return Game.new(self.ruleset, self.players, seed, self.dealer, layout)
        game: Game = self.next_round(seed)
        return game

    def record_result(self, game: Game) -> None:
        """Book a finished game and pass the deal to the right.

        Raises:
            IllegalActionError: the game is not finished, was dealt by someone else or at another table (rule
                ``session.ledger``); the session is unchanged.
        """
        self.book(game)

    def _round(self, state: Any, result: Any, number: int, paid: tuple[float, ...], money: tuple[float, ...]) -> Round:
        """The booked round with Troggu's :class:`~.scoring.Result`."""
        return Round(number, self.dealer, state.outcome(), paid, money)
