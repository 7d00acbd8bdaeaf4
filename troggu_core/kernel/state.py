"""The protocol every game's state implements, python-chess style, and the undo log it is built on.

``phase``, ``to_move`` and ``is_over`` are read-only properties in every game (python-chess's ``board.turn``
is an attribute too); everything that computes or changes is a method. A state holds an explicit action log; ``push`` appends one action and an undo record (a small named
tuple, never a positional snapshot), ``pop`` undoes exactly the last one. Actions are text in the game's
notation (a card code, a bid, ``discard RK R2``), so a widget or a record never needs another type.
"""

from __future__ import annotations

from typing import Any, Protocol, runtime_checkable

__all__ = ["TableGame"]


@runtime_checkable
class TableGame(Protocol):
    """What the web facade, the CLI and the bots need from any game's state."""

    game_id: str
    players: int
    dealer: int

    @property
    def to_move(self) -> int | None:
        """The seat to act, ``None`` when the round is over."""

    @property
    def phase(self) -> str:
        """The phase name (``auction``, ``discard``, ``play``, ``finished`` ...)."""

    def legal_actions(self) -> list[str]:
        """Every legal action now, in notation (for a lay-away: the cards that may be part of it)."""

    def push(self, action: str) -> None:
        """Apply an action; an illegal one raises :class:`~troggu_core.errors.IllegalActionError` and
        leaves the state exactly as it was."""

    def pop(self) -> str:
        """Undo the last action and return it."""

    @property
    def is_over(self) -> bool:
        """True when the round is finished."""

    def record(self) -> dict[str, Any]:
        """The round as a ``troggu-record/2`` JSON object."""

    def result(self) -> dict[str, Any]:
        """The result keys of the game's spec (only when the round is over)."""

    def view(self, seat: int) -> dict[str, Any]:
        """What one seat may see, as JSON (hand, current trick, last trick, tricks won ...)."""
