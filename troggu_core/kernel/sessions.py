"""Sessions of any game: several round records read as one, each round's error said as that round's.

A game's session reader (Troccas' four rounds, Großtarock's ``session`` list, the score pad's evening) names
only what is its own -- how one round is read, what one round must be to follow the ones before, and how its
spec prefixes a round's error -- and :func:`read_rounds` does the rest.

>>> from troggu_core.errors import RecordError
>>> def read(rec):
...     if not isinstance(rec, int):
...         raise RecordError("record.format", "a round is a number", "value")
...     return rec
>>> def follows(k, rounds):
...     if rounds[k] != rounds[k - 1] + 1:
...         raise RecordError("session.rounds", "the rounds must count up", "value")
>>> read_rounds([1, 2, 3], read, follows, key="rounds")
[1, 2, 3]
>>> read_rounds([1, 2, 4], read, follows, key="rounds")
Traceback (most recent call last):
...
troggu_core.errors.RecordError: [session.rounds] rounds[2].value: round 3: the rounds must count up
"""

from __future__ import annotations

from typing import Any, Callable, Sequence, TypeVar

from ..errors import RecordError
from ..i18n import Msg

__all__ = ["read_rounds", "in_round", "ROUND", "SESSION_ROUND"]

T = TypeVar("T")

ROUND = "round {round}: {why}"
"""How a round's error is said by default."""
SESSION_ROUND = "session round {round}: {why}"
"""How a round's error is said where a spec asks for it (Großtarock, §10: "session round k:")."""


def in_round(e: RecordError, k: int, key: str | None = "rounds", said: str = ROUND) -> RecordError:
    """Round ``k``'s (from 0) error ``e``, said as that round's (``said``) and pointed into the session at
    ``key[k]`` (``key=None``: where ``e`` points within the round)."""
    where = e.where
    if key is not None:
        where = f"{key}[{k}]" + (f".{e.where}" if e.where else "")
    return RecordError(e.rule_id, said, where, round=k + 1, why=Msg(e.msgid, **e.params))


def read_rounds(
    rounds: Sequence[Any],
    read: Callable[[Any], T],
    follows: Callable[[int, list[T]], None] | None = None,
    key: str | None = "rounds",
    said: str = ROUND,
) -> list[T]:
    """Read every round with ``read``, and check with ``follows(k, read_so_far)`` that round ``k`` (from 1) may
    follow the ones before it, as soon as it is read (a game that checks after reading every round raises its
    own errors through :func:`in_round`). Returns what ``read`` returned, round by round.

    Raises:
        RecordError: the first round's error (from ``read`` or ``follows``), said as that round's.
    """
    out: list[T] = []
    for k, rec in enumerate(rounds):
        try:
            out.append(read(rec))
            if follows is not None and k:
                follows(k, out)
        except RecordError as e:
            raise in_round(e, k, key, said) from None
    return out
