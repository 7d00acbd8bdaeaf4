"""What a player can do: bid, call a partner, lay away cards, play a card.

Each action reads from and writes to text, like python-chess moves:

>>> Bid.parse("Solo"), str(Call.parse("XX")), Discard.parse("R1 c2")
(Bid.parse('solo'), 'call XX', Discard.parse('R1 C2'))
>>> parse_action("discard S5 S6"), parse_action("RK")
(Discard.parse('S5 S6'), Card.parse('RK'))
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import Iterable, Union

from .cards import Card, parse_cards
from ...errors import NotationError
from ...i18n import verbatim

__all__ = ["Bid", "Call", "Discard", "Action", "GameType", "Phase", "parse_action"]


class Bid(str, enum.Enum):
    """A speech in the auction (rule ``auction.order``)."""

    PASS = "pass"
    NORMAL = "normal"
    SOLO = "solo"

    @classmethod
    def parse(cls, text: str) -> Bid:
        """Read ``pass``, ``normal`` or ``solo`` (any case).

        Raises:
            NotationError: anything else (rule ``notation.action``).
        """
        if isinstance(text, Bid):
            return text
        try:
            return cls(str(text).strip().lower())
        except ValueError:
            shown = verbatim(text, 20)
            raise NotationError(
                "notation.action", "{shown!r} is not a bid: say pass, normal or solo", shown=shown
            ) from None

    def __str__(self) -> str:
        return self.value

    def __repr__(self) -> str:
        return f"Bid.parse({self.value!r})"


class GameType(str, enum.Enum):
    """The three kinds of game."""

    NORMAL = "normal"
    SOLO = "solo"
    MISERE = "misere"

    def __str__(self) -> str:
        return self.value


class Phase(str, enum.Enum):
    """The phases of one round, in order (the deal happens before a :class:`Game` exists)."""

    AUCTION = "auction"
    CALL = "call"
    EXCHANGE = "exchange"
    PLAY = "play"
    FINISHED = "finished"

    def __str__(self) -> str:
        return self.value


@dataclass(frozen=True, slots=True)
class Call:
    """The Tappist's partner call with 7 or 8 players (rule ``call.card``)."""

    card: Card

    @classmethod
    def parse(cls, text: str) -> Call:
        """Read ``XX`` or ``call XX``.

        Raises:
            NotationError: not a card code.
        """
        t = str(text).strip()
        if t.lower().startswith("call "):
            t = t[5:]
        return cls(Card.parse(t))

    def __str__(self) -> str:
        return f"call {self.card}"

    def __repr__(self) -> str:
        return f"Call.parse({str(self.card)!r})"


@dataclass(frozen=True, slots=True)
class Discard:
    """The cards the Tappist lays away (rule ``exchange.count``), kept in index order."""

    cards: tuple[Card, ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "cards", tuple(sorted(self.cards, key=lambda c: c.index)))

    @classmethod
    def parse(cls, text: str | Iterable[str | Card]) -> Discard:
        """Read ``discard R1 R2`` or a list of codes.

        Raises:
            NotationError: a code is not a card code.
        """
        if isinstance(text, str):
            t = text.strip()
            if t.lower().startswith("discard"):
                t = t[7:]
            return cls(tuple(parse_cards(t)))
        if not isinstance(text, (list, tuple)):
            raise NotationError(
                "notation.action", "a discard is text or a list of card codes, not {type}", type=type(text).__name__
            )
        return cls(tuple(parse_cards(list(text))))

    def __str__(self) -> str:
        return "discard " + " ".join(str(c) for c in self.cards)

    def __repr__(self) -> str:
        return f"Discard.parse({' '.join(str(c) for c in self.cards)!r})"


Action = Union[Bid, Call, Discard, Card]
"""Any action: a :class:`Bid`, a :class:`Call`, a :class:`Discard`, or a :class:`Card` to play."""


def parse_action(text: str) -> Action:
    """Read any action: ``pass``/``normal``/``solo``, ``call XX``, ``discard ...``, or a card code to play.

    Raises:
        NotationError: the text is none of these (rule ``notation.action``).
    """
    if not isinstance(text, str):
        raise NotationError("notation.action", "an action must be text, not {type}", type=type(text).__name__)
    t = text.strip()
    low = t.lower()
    if low in ("pass", "normal", "solo"):
        return Bid(low)
    if low.startswith("call "):
        return Call.parse(t)
    if low.startswith("discard"):
        return Discard.parse(t)
    try:
        return Card.parse(t)
    except NotationError:
        raise NotationError(
            "notation.action",
            "{shown!r} is not an action: pass, normal, solo, call XX, discard ..., or a card",
            shown=verbatim(text, 20),
        ) from None
