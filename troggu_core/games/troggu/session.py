"""A session: successive rounds with the dealer rotating and a ledger in Rappen (rule ``session.ledger``).

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
from dataclasses import dataclass, field
from typing import Any

from ...errors import IllegalActionError
from ...i18n import Seat
from .state import Game
from .rulesets import Ruleset, ruleset as _ruleset
from .scoring import Result

__all__ = ["Session", "Round"]


@dataclass(frozen=True, slots=True)
class Round:
    """One finished round of a session: its dealer, result and the payments in Rappen."""

    number: int
    dealer: int
    result: Result
    rappen: tuple[int, ...]


@dataclass
class Session:
    """An evening at the table: the dealer passes to the right after every round (rule ``deal.next-dealer``)."""

    ruleset: Ruleset | str
    players: int
    dealer: int = 0
    rounds: list[Round] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.ruleset = _ruleset(self.ruleset)
        self.ruleset.layouts_for(self.players)

    @property
    def ledger(self) -> list[int]:
        """Each player's balance in Rappen over all rounds so far."""
        total = [0] * self.players
        for r in self.rounds:
            for s, v in enumerate(r.rappen):
                total[s] += v
        return total

    def next_game(self, seed: int | random.Random | None = None, layout: Any = None) -> Game:
        """Deal the next round with the current dealer."""
        assert isinstance(self.ruleset, Ruleset)
        return Game.new(self.ruleset, self.players, seed, self.dealer, layout)

    def record_result(self, game: Game) -> None:
        """Book a finished game and pass the deal to the right.

        Raises:
            IllegalActionError: the game is not finished, or was dealt by someone else (rule ``session.ledger``).
        """
        result = game.outcome()
        if result is None:
            raise IllegalActionError("session.ledger", "only a finished round can be booked")
        if game.dealer != self.dealer or game.players != self.players:
            raise IllegalActionError(
                "session.ledger",
                "this round must be dealt by seat {dealer} with {players} players",
                dealer=Seat(self.dealer),
                players=self.players,
            )
        self.rounds.append(Round(len(self.rounds) + 1, self.dealer, result, result.rappen))
        self.dealer = (self.dealer + 1) % self.players
