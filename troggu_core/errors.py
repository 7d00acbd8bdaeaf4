"""The engine's errors: every rejection names the rule it enforces and says why.

All are :class:`ValueError` subclasses, so ``except ValueError`` catches them all.

>>> try:
...     raise IllegalActionError("play.follow-suit", "must follow suit: you hold Rosen")
... except ValueError as e:
...     print(e.rule_id, "|", e)
play.follow-suit | [play.follow-suit] must follow suit: you hold Rosen
"""

from __future__ import annotations

__all__ = ["TrogguError", "NotationError", "IllegalActionError", "RecordError"]


class TrogguError(ValueError):
    """Base of the engine's errors; ``rule_id`` names the rule, ``reason`` says why in plain words."""

    def __init__(self, rule_id: str, reason: str) -> None:
        self.rule_id = rule_id
        self.reason = reason
        super().__init__(f"[{rule_id}] {reason}")

    def __reduce__(self) -> tuple[type, tuple[str, str]]:
        return (type(self), (self.rule_id, self.reason))


class NotationError(TrogguError):
    """Text that is not a card code, bid, action or ruleset name."""


class IllegalActionError(TrogguError):
    """A well-formed action that the rules forbid now; the game state is left unchanged."""


class RecordError(TrogguError):
    """A game record that is malformed or describes an impossible game.

    ``where`` points into the record (``"plays[12]"``) when known.
    """

    def __init__(self, rule_id: str, reason: str, where: str | None = None) -> None:
        self.where = where
        super().__init__(rule_id, f"{where}: {reason}" if where else reason)
        self.reason = reason

    def __reduce__(self) -> tuple[type, tuple[str, str, str | None]]:  # type: ignore[override]
        return (type(self), (self.rule_id, self.reason, self.where))
