"""The result of a round in words: what every game's ``GameInfo.explain`` returns, and the phrases they share.

A game's ``explain(result, seat, lang)`` reads its own result keys and says, in the reader's language, who played
what, the points against the target, the multiplier and its reason, and who pays whom; ``seat`` is the reader's
("du"/"you" is marked there), ``None`` for a record replayed without a reader. The facade adds the page of the
payment rules (``rule``) and the page shows the lines as they are.

A person counts the seats from 1 (issue 33): the engine's seat 0 is "Platz 1" wherever a reader meets it; records
and the API keep their 0-based seats.

>>> seat_label(2, 2, "de"), seat_label(1, 2, "en"), seat_label(0, None, "de")
('Platz 3 (du)', 'seat 2', 'Platz 1')
>>> payments_line([-26, -26, 52], 2, "en")
'Payments: seat 1 −26, seat 2 −26, seat 3 (you) +52.'
>>> your_line([-26, -26, 52], 0, "de")
'Du zahlst 26.'
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

from ..i18n import Msg, Verbatim

__all__ = [
    "Explanation",
    "seat_number",
    "seat_label",
    "seat_names",
    "seats_label",
    "num",
    "signed",
    "payments_line",
    "your_line",
]


@dataclass(frozen=True)
class Explanation:
    """A finished round in words: ``lines`` in the reader's language, ``rule`` the id of the payment rule whose
    page explains the settlement."""

    lines: tuple[str, ...]
    rule: str


def num(value: Any, lang: str) -> str:
    """A number as a reader writes it: whole numbers bare, halves with the language's decimal mark.

    >>> num(42.5, "de"), num(42.0, "en"), num(7, "de")
    ('42,5', '42', '7')
    """
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    text = str(value)
    return text.replace(".", ",") if lang == "de" else text


def signed(value: Any, lang: str) -> str:
    """A payment with its sign (``+52``, ``−26``, ``0``)."""
    n = float(value)
    mark = "+" if n > 0 else "−" if n < 0 else ""
    return mark + num(abs(value), lang)


def seat_number(seat: int) -> int:
    """The number a person reads for the engine's ``seat`` (0-based): 1..n."""
    return seat + 1


def seat_label(seat: int, you: int | None, lang: str) -> str:
    """A seat by the number a person reads (:func:`seat_number`), marked when it is the reader's."""
    if seat == you:
        return Msg("seat {seat} (you)", seat=seat_number(seat)).render(lang)
    return Msg("seat {seat}", seat=seat_number(seat)).render(lang)


def seats_label(seats: Sequence[int], you: int | None, lang: str) -> str:
    """Several seats, e.g. ``seat 1 and seat 3 (you)``."""
    names = [seat_label(s, you, lang) for s in seats]
    if len(names) < 2:
        return names[0] if names else ""
    return Msg("{first} and {last}", first=Verbatim(", ".join(names[:-1])), last=Verbatim(names[-1])).render(lang)


def seat_names(players: int, lang: str) -> list[str]:
    """Each seat as the tables name it (the facade's answers, a game's own widgets), counted as people count seats,
    as a name that stands alone or opens a sentence ("Platz 1", "Seat 1"); the engine, the records and the API count
    from 0.

    >>> seat_names(3, "de"), seat_names(2, "en")
    (['Platz 1', 'Platz 2', 'Platz 3'], ['Seat 1', 'Seat 2'])
    """
    return [label[:1].upper() + label[1:] for label in (seat_label(s, None, lang) for s in range(players))]


def payments_line(payments: Sequence[Any], you: int | None, lang: str) -> str:
    """Every seat's payment in one line (the reader's marked)."""
    parts = ", ".join(f"{seat_label(s, you, lang)} {signed(p, lang)}" for s, p in enumerate(payments))
    return Msg("Payments: {list}.", list=Verbatim(parts)).render(lang)


def your_line(payments: Sequence[Any], you: int, lang: str, unit: str = "") -> str:
    """What the reader pays or receives."""
    p = payments[you]
    amount = num(abs(p), lang) + (" " + unit if unit else "")
    if p > 0:
        return Msg("You receive {amount}.", amount=Verbatim(amount)).render(lang)
    if p < 0:
        return Msg("You pay {amount}.", amount=Verbatim(amount)).render(lang)
    return Msg("You neither pay nor receive anything.").render(lang)
