"""The engine's errors: every rejection names the rule it enforces and says why.

All are :class:`ValueError` subclasses, so ``except ValueError`` catches them all.

>>> try:
...     raise IllegalActionError("play.follow-suit", "must follow suit: you hold Rosen")
... except ValueError as e:
...     print(e.rule_id, "|", e)
play.follow-suit | [play.follow-suit] must follow suit: you hold Rosen

An error raised with parameters keeps its English template as ``msgid`` (the key of the message
catalogues, ``troggu_core/locale``) and the values in ``params``; :meth:`TrogguError.message` says
it in another language:

>>> e = IllegalActionError("play.follow-suit", "must follow suit: you hold {suit}", suit="Rosen")
>>> e.reason, e.msgid, e.params
('must follow suit: you hold Rosen', 'must follow suit: you hold {suit}', {'suit': 'Rosen'})
>>> e.message("de")
'Du musst Farbe bekennen: Du hast Rosen'
"""

from __future__ import annotations

from typing import Any

__all__ = ["TrogguError", "NotationError", "IllegalActionError", "RecordError"]


def _rebuild(
    cls: type[TrogguError], rule_id: str, msgid: str, params: dict[str, Any], where: str | None
) -> TrogguError:
    if issubclass(cls, RecordError):
        return cls(rule_id, msgid, where, **params)
    return cls(rule_id, msgid, **params)


class TrogguError(ValueError):
    """Base of the engine's errors.

    ``rule_id`` names the rule, ``reason`` says why in plain English words, ``msgid`` is the
    English template (``reason`` before the parameters are filled in) and ``params`` the
    structured values (which card, which suit, which seat). Without parameters ``msgid`` is
    ``reason`` itself.
    """

    where: str | None = None

    def __init__(self, rule_id: str, reason: str, /, **params: Any) -> None:
        self.rule_id = rule_id
        self.msgid = reason
        self.params = params
        if params:
            from .i18n import translate_error

            self.reason = translate_error(reason, params, "en")
        else:
            self.reason = reason
        super().__init__(f"[{rule_id}] {self.reason}")

    def message(self, lang: str = "en") -> str:
        """``reason`` in ``lang`` (``"de"`` or ``"en"``), from the message catalogues."""
        from .i18n import translate_error

        text = translate_error(self.msgid, self.params, lang)
        return f"{self.where}: {text}" if self.where else text

    def __reduce__(self) -> tuple[Any, ...]:
        return (_rebuild, (type(self), self.rule_id, self.msgid, self.params, self.where))


class NotationError(TrogguError):
    """Text that is not a card code, bid, action or ruleset name."""


class IllegalActionError(TrogguError):
    """A well-formed action that the rules forbid now; the game state is left unchanged."""


class RecordError(TrogguError):
    """A game record that is malformed or describes an impossible game.

    ``where`` points into the record (``"plays[12]"``) when known.
    """

    def __init__(self, rule_id: str, reason: str, where: str | None = None, /, **params: Any) -> None:
        super().__init__(rule_id, reason, **params)
        self.where = where
        if where:
            Exception.__init__(self, f"[{rule_id}] {where}: {self.reason}")

    @classmethod
    def at(cls, e: TrogguError, where: str | None) -> RecordError:
        """The error ``e`` (same rule, message and parameters) pointed at ``where`` in a record."""
        return cls(e.rule_id, e.msgid, where, **e.params)
