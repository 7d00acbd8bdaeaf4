"""Card names declined in German sentences (issue 32): ``Über den Narren kommst du nicht``, ``mit dem Rosen-Buben``,
``schmier ihm die Rosen-Königin``.

A reason's card goes into a catalogue sentence as a :class:`CardName`. The English sentence says it as it is
(``{card}``); the German one names the case its slot takes -- ``{card:nom}``, ``{card:akk}``, ``{card:dat}``, capitalised
(``{card:Nom}``) where the article opens a sentence -- and
the name is said with the definite article of its gender in that case, a weak noun in its oblique form (``der
Narr``, ``den Narren``, ``dem Narren``). The gender is the head noun's (:data:`NOUNS`): the name's first word when
it is a noun of its own (``Trumpf XXI (die Welt)``, ``Tarock XVI``, ``Sküs``), else the last part of a compound
(``Rosen-König``, ``Karo-Ass``); a suit with a number (``Rosen 1``, ``Karo-7``) is a card, ``die``. A name whose head
is not known is said bare, as before.

Several cards go into one slot as a :class:`CardList`: in German each name with its article in the slot's case,
joined by commas and ``und`` (``Leg die Rosen-Sieben, den Schwerter-Buben und das Karo-Ass weg``); in English with
commas and ``and``.

>>> n = CardName("Narr")
>>> f"Über {n:akk} kommst du nicht; {n:nom} gewinnt; mit {n:dat}. {n:Nom} …"
'Über den Narren kommst du nicht; der Narr gewinnt; mit dem Narren. Der Narr …'
>>> [declined(x, "dat") for x in ("Rosen-Bube", "Rosen-Königin", "Karo-Ass", "Rosen 1", "Trumpf XXI (die Welt)")]
['dem Rosen-Buben', 'der Rosen-Königin', 'dem Karo-Ass', 'der Rosen 1', 'dem Trumpf XXI (die Welt)']
"""

from __future__ import annotations

import re
from typing import Sequence

from ..i18n import Verbatim
from .names import PIP_WORDS

__all__ = ["CardName", "CardList", "declined", "gender_of", "joined", "NOUNS", "CASES"]

NOUNS: dict[str, tuple[str, str]] = {
    # head noun: (gender, its form in the accusative and dative when it is a weak noun, else itself)
    "Narr": ("m", "Narren"),
    "Bube": ("m", "Buben"),
    "Bub": ("m", "Buben"),
    "König": ("m", "König"),
    "Ritter": ("m", "Ritter"),
    "Reiter": ("m", "Reiter"),
    "Springer": ("m", "Springer"),
    "Cavall": ("m", "Cavall"),
    "Valet": ("m", "Valet"),
    "Trumpf": ("m", "Trumpf"),
    "Tarock": ("m", "Tarock"),
    "Tarok": ("m", "Tarok"),
    "Sküs": ("m", "Sküs"),
    "Pagat": ("m", "Pagat"),
    "Petit": ("m", "Petit"),
    "Mond": ("m", "Mond"),
    "Tapp": ("m", "Tapp"),  # not cards: the cards dealt aside, as a bid's reason names them (GameInfo.talon_word)
    "Hund": ("m", "Hund"),
    "Königin": ("f", "Königin"),
    "Dame": ("f", "Dame"),
    "Ausrede": ("f", "Ausrede"),
    "Excuse": ("f", "Excuse"),
    "Trumpfkarte": ("f", "Trumpfkarte"),
    "Karte": ("f", "Karte"),
    "Ass": ("n", "Ass"),
}
"""The head nouns of the games' German card names, with their gender and weak form (the data the declension
reads). A number card is a ``Karte`` (``die Rosen-Zwei``, ``die Karo-7``)."""

NUMBERS = frozenset(PIP_WORDS["de"])
"""The number words of the pip cards (:data:`~.names.PIP_WORDS`: ``Rosen-Sieben``): female, as ``die Sieben``."""

CASES: dict[str, dict[str, str]] = {
    "nom": {"m": "der", "f": "die", "n": "das"},
    "akk": {"m": "den", "f": "die", "n": "das"},
    "dat": {"m": "dem", "f": "der", "n": "dem"},
}
"""The definite article by case and gender."""

_NUMBER = re.compile(r"^(?:\d+|[IVXL]+)$")


def _head(name: str) -> tuple[str, int, int] | None:
    """The head noun of ``name`` and where it stands in it (start, end); ``None`` when it is not known."""
    words = name.split(" ")
    first = words[0]
    if first in NOUNS:
        return first, 0, len(first)
    if "-" in first:
        tail = first.rsplit("-", 1)[1]
        if tail in NOUNS:
            return tail, len(first) - len(tail), len(first)
        if tail in NUMBERS or _NUMBER.match(tail):
            return "Karte", -1, -1
        return None
    if len(words) > 1 and _NUMBER.match(words[1]):
        return "Karte", -1, -1  # a suit and a number: Rosen 1, Kelche 9
    return None


def gender_of(name: str) -> str | None:
    """The grammatical gender of a German card name (``m``, ``f``, ``n``); ``None`` when its head is not known."""
    head = _head(name)
    return NOUNS[head[0]][0] if head is not None else None


def declined(name: str, case: str) -> str:
    """``name`` with the definite article of ``case`` (``nom``, ``akk``, ``dat``), a weak head noun in its oblique
    form; ``name`` as it is when its head is not known or the case is none of these."""
    head = _head(name)
    if head is None or case not in CASES:
        return name
    noun, start, end = head
    gender, weak = NOUNS[noun]
    if case != "nom" and start >= 0 and weak != noun:
        name = name[:start] + weak + name[end:]
    return f"{CASES[case][gender]} {name}"


class CardName(Verbatim):
    """A card's name as a catalogue sentence takes it: never translated, said as it is (``{card}``) or with its
    German article in a case (``{card:nom}``, ``{card:akk}``, ``{card:dat}``; see the module's docstring)."""

    __slots__ = ()

    def __format__(self, spec: str) -> str:
        if not spec:
            return str(self)
        said = declined(str(self), spec.lower())
        return said[:1].upper() + said[1:] if spec[:1].isupper() else said


AND = {"de": "und", "en": "and"}
"""The word that joins the last two items of a list, by language."""


def joined(items: Sequence[str], lang: str) -> str:
    """Items as a reader lists them: ``a``, ``a and b``, ``a, b and c`` (German ``und``).

    >>> joined(["den Narren"], "de"), joined(["den Narren", "die Rosen 1", "das Karo-Ass"], "de")
    ('den Narren', 'den Narren, die Rosen 1 und das Karo-Ass')
    """
    if len(items) < 2:
        return "".join(items)
    return f"{', '.join(items[:-1])} {AND[lang]} {items[-1]}"


class CardList(Verbatim):
    """Several cards' names in one slot of a catalogue sentence (the cards laid away, a hand's top trumps): said in
    English with commas and "and" (``{cards}``); asked for a German case (``{cards:akk}``), each name with its
    article in that case, joined with commas and "und". Its text as a string is the names with commas, never
    translated.

    >>> cards = CardList(["Narr", "Rosen-Bube", "Karo-Ass"])
    >>> f"Leg {cards:akk} weg; mit {cards:dat}. {cards:Nom} …", f"{cards}"
    ('Leg den Narren, den Rosen-Buben und das Karo-Ass weg; mit dem Narren, dem Rosen-Buben und dem Karo-Ass. \
Der Narr, der Rosen-Bube und das Karo-Ass …', 'Narr, Rosen-Bube and Karo-Ass')
    >>> len(cards.names), f"{CardList(['Narr']):dat}"
    (3, 'dem Narren')
    """

    __slots__ = ("names",)

    names: tuple[str, ...]

    def __new__(cls, names: Sequence[str]) -> CardList:
        self = super().__new__(cls, ", ".join(names))
        self.names = tuple(names)
        return self

    def __format__(self, spec: str) -> str:
        if not spec:
            return joined(list(self.names), "en")
        said = joined([declined(n, spec.lower()) for n in self.names], "de")
        return said[:1].upper() + said[1:] if spec[:1].isupper() else said
