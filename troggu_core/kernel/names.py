"""One shape for every game's card names: ``NAMES[code][key]`` is a :class:`SourcedName` — its text, whether a source
attests it, and the source's words (or why it is ours). ``key`` is a language (``de``, ``en``, ``fr``, ``rm``), a
dialect (``wal``: Walliserdeutsch) or a ruleset's own names (``1754``).

>>> n = attested("Sküs", "003:80 «Pagat, Sküs und Tarok 21»")
>>> n.text, n.attested
('Sküs', True)
>>> ours("Trumpf 7").source
'ours'
>>> name_in({"XXI": {"de": ours("Trumpf 21"), "en": ours("trump 21")}}, "XXI", "fr")
'trump 21'
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable, Mapping, Sequence

if TYPE_CHECKING:
    from ..i18n import Localized

__all__ = ["SourcedName", "NameTable", "PIP_WORDS", "attested", "ours", "name_in", "check_names", "cards_in_words"]

PIP_WORDS: dict[str, tuple[str, ...]] = {
    "de": ("Eins", "Zwei", "Drei", "Vier", "Fünf", "Sechs", "Sieben", "Acht", "Neun", "Zehn"),
    "en": ("One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten"),
}
"""The pip cards' numbers 1..10 as words, by language: the site names a pip card as Troggu does, its suit and the
word (``Rosen-Sieben``, ``Seven of Coins``), in every game whose own names do not write the digit."""


@dataclass(frozen=True, slots=True)
class SourcedName:
    """One name of a card: its text, whether a source attests it, and the source's words (or ``ours``)."""

    text: str
    attested: bool
    source: str


NameTable = Mapping[str, Mapping[str, SourcedName]]
"""A game's table of card names: card code -> language, dialect or ruleset -> :class:`SourcedName` (one card's names in
Troggu's four forms are :class:`troggu_core.games.troggu.cards.CardNames`)."""


def attested(text: str, source: str) -> SourcedName:
    """A name a source gives (``source``: the seed, line and words, e.g. ``003:80 «Sküs»``)."""
    return SourcedName(text, True, source)


def ours(text: str, why: str = "ours") -> SourcedName:
    """A name we compose where the sources give none (``why``: ``ours``, or ``ours (...)`` with the reason)."""
    return SourcedName(text, False, why)


def name_in(names: NameTable, code: str, lang: str) -> str:
    """The card's name in ``lang``; English where the game has none in that language, else German."""
    entry = names[code]
    for key in (lang, "en" if lang != "de" else "de", "de", "en"):
        if key in entry:
            return entry[key].text
    return next(iter(entry.values())).text


def cards_in_words(card_name: Callable[[str, str], str] | None, codes: str | Sequence[str]) -> Localized:
    """Cards as a message names them (a refusal, a lesson's verdict), in both languages: the game's short names
    (``card_name`` without what brackets add after it, as :func:`~.advice.card_words` says them), never the
    codes. One card (``codes`` a code) is a :class:`~.card_grammar.CardName`, several a
    :class:`~.card_grammar.CardList`, so that a German sentence declines them (``{card:akk}``) and an English one
    lists them with "and". Without ``card_name`` the codes are said as they are. Every game's one way to say this.

    >>> from troggu_core.games.troccas.names import card_name
    >>> words = cards_in_words(card_name, "CK")
    >>> f"Du hast {words.render('de'):akk} nicht", f"you do not hold {words.render('en')}"
    ('Du hast den Kelch-König nicht', 'you do not hold King of Cups')
    >>> both = cards_in_words(card_name, ["RK", "Narr"])
    >>> f"Leg {both.render('de'):akk} weg", f"lay away {both.render('en')}"
    ('Leg den Rosen-König und den Narren weg', 'lay away King of Coins and Fool')
    """
    from ..i18n import Localized
    from .advice import card_words
    from .card_grammar import CardList
    from .card_grammar import CardName as Declined

    items = [codes] if isinstance(codes, str) else list(codes)
    de = [card_words(card_name, c, "de") for c in items]
    en = [card_words(card_name, c, "en") for c in items]
    if len(items) == 1:
        return Localized(de=Declined(de[0]), en=en[0])
    return Localized(de=CardList(de), en=CardList(en))


def check_names(names: object, deck: tuple[str, ...]) -> None:
    """What every game's card names must be (used by the registry): a mapping of card codes of the game's deck to
    non-empty mappings of :class:`SourcedName` with text, German and English among them.

    Raises:
        TypeError: the names do not have the one shape.
    """
    if not isinstance(names, Mapping) or not names:
        raise TypeError("a game's NAMES maps card codes to their names")
    for code, entry in names.items():
        if code not in deck:
            raise TypeError(f"{code!r} is not a card of the game")
        if not isinstance(entry, Mapping) or not {"de", "en"} <= set(entry):
            raise TypeError(f"{code!r}: a card's names include German and English")
        for key, name in entry.items():
            if not isinstance(name, SourcedName) or not name.text or not name.source:
                raise TypeError(f"{code!r}/{key}: not a SourcedName with text and source")
