"""The cards: the 78-card 1JJ Swiss tarot and the 62-card Troggu deck, as data.

Every card is a small immutable value backed by an integer ``index`` (0-77) so
that the hot path of the engine can work on plain ints and bit masks, while
the public API deals in :class:`Card` values with codes, names and images.

Index layout (shared by every tarock module built on these primitives):

* ``0``-``20``: trumps I-XXI (``index == number - 1``)
* ``21``: the Narr (the Fool)
* ``22 + 14 * suit + r``: suit cards, suits in the order R, B, S, C and
  ``r`` = 0-9 for the pips 1-10, then 10 J, 11 N (Ritter), 12 Q, 13 K.

>>> Card.parse("xxi").points
5
>>> str(Card.parse("T4")), Card.parse("T4").numeral
('IV', 'IIII')
>>> len(TROGGU_DECK), sum(c.points for c in TROGGU_DECK)
(62, 114)
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import Iterable

from ...errors import NotationError
from ...i18n import verbatim
from ...kernel.codes import CODES
from ...kernel.deck import TAROCK_VALUES
from ...kernel.names import PIP_WORDS

__all__ = [
    "Suit",
    "Attestation",
    "ATTESTATIONS",
    "COMPOSED",
    "attestations",
    "Card",
    "CardNames",
    "DECK_78",
    "TROGGU_DECK",
    "REMOVED_CARDS",
    "NARR",
    "BAGATT",
    "MUNT",
    "TRUMP_SUIT",
    "POINTS",
    "STRENGTH",
    "SUIT_OF",
    "SUIT_MASK",
    "TROGGU_MASK",
    "FIVE_POINT_MASK",
    "KINGS_MASK",
    "ONE_POINT_MASK",
    "cards_of_mask",
    "mask_of",
    "parse_cards",
    "sort_key",
]

TRUMP_SUIT = 4
"""The suit number the hot path gives every trump, the Narr included."""


class Suit(enum.Enum):
    """The four suits of the 1JJ deck, by their Troggu letter."""

    ROSEN = "R"
    STECKEN = "B"
    SCHWERTER = "S"
    COPPE = "C"

    @property
    def number(self) -> int:
        """0-3, the suit's place in the index layout."""
        return _SUIT_ORDER.index(self)

    @property
    def german(self) -> str:
        """The Standard German name used in Troggu rules (``Rosen``)."""
        return _SUIT_NAMES[self][0]

    @property
    def walliser(self) -> tuple[str, ...]:
        """The Walliser dialect names attested in seed 001 (``Roosä``); see :data:`ATTESTATIONS`."""
        return _SUIT_NAMES[self][1]

    @property
    def english(self) -> str:
        """The English name of the suit (``Coins``)."""
        return _SUIT_NAMES[self][2]

    @property
    def french(self) -> str:
        """The French name of the suit on the Besançon pattern (``Deniers``)."""
        return _SUIT_NAMES[self][3]

    @property
    def symbol(self) -> str:
        """A one-character symbol for terminals and plain text."""
        return _SUIT_NAMES[self][4]

    @property
    def reversed_pips(self) -> bool:
        """True for Rosen and Coppe, whose pips rank 1 > 2 > ... (rule ``deck.suit-order``)."""
        return self in (Suit.ROSEN, Suit.COPPE)


_SUIT_ORDER = (Suit.ROSEN, Suit.STECKEN, Suit.SCHWERTER, Suit.COPPE)
# german, walliser (seed 001), english, french, symbol
_SUIT_NAMES: dict[Suit, tuple[str, tuple[str, ...], str, str, str]] = {
    Suit.ROSEN: ("Rosen", ("Roosä",), "Coins", "Deniers", "✿"),
    Suit.STECKEN: ("Stecken", ("Schtächnä", "Gradi"), "Batons", "Bâtons", "♣"),
    Suit.SCHWERTER: ("Schwerter", ("Schwärti",), "Swords", "Épées", "♠"),
    Suit.COPPE: ("Coppe", ("Goppa",), "Cups", "Coupes", "♥"),
}


@dataclass(frozen=True, slots=True)
class Attestation:
    """Where a word stands in a seed document: seed id, line (1-based) and the form as printed there.

    ``form`` is the text exactly as the seed has it, OCR errors included (seed 000 is an OCR
    transcript: "Zwénzger" for *Zwänzger*, "Skiis" for *Sküs*), so that it can be checked
    against the seed; ``str()`` gives the short reference ``000:52``.

    >>> attestations("Zwänzger")
    (Attestation(seed='000', line=52, form='Zwénzger'),)
    >>> str(attestations("Munt")[1])
    '001:31'
    """

    seed: str
    line: int
    form: str

    def __str__(self) -> str:
        return f"{self.seed}:{self.line}"


def _a(ref: str, form: str) -> Attestation:
    seed, line = ref.split(":")
    return Attestation(seed, int(line), form)


ATTESTATIONS: dict[str, tuple[Attestation, ...]] = {
    # trumps (the "Walliser Bezeichnung" columns of 000 and 001)
    "Bagatt": (_a("000:33", "Bagatt"), _a("001:11", "Bagatt")),
    "Zwänzger": (_a("000:52", "Zwénzger"),),  # 000 only: 001 gives no dialect name for XX
    "Munt": (_a("000:53", "Munt"), _a("001:31", "Munt")),
    # the Narr
    "Bättler": (_a("000:19", "Bdttler"), _a("000:54", "Biittler"), _a("001:6", "Bättler"), _a("001:32", "Bättler")),
    "Gschgüser": (_a("000:54", "Gschgliser"), _a("001:32", "Gschgüser")),
    "Mat": (_a("000:19", "Mat"), _a("001:32", "Mat")),
    "chaspisch Narr": (_a("001:32", "chaspisch Narr"),),
    "Sküs": (_a("000:19", "Skiis"), _a("003:32", "Sküs")),
    # suits and court cards (001's card paragraph)
    "Roosä": (_a("001:6", "Roosä"),),
    "Schtächnä": (_a("001:6", "Schtächnä"),),
    "Gradi": (_a("001:6", "Gradi"),),
    "Schwärti": (_a("001:6", "Schwärti"),),
    "Goppa": (_a("001:6", "Goppa"),),
    "Kinig": (_a("001:6", "Kinig"),),
    "Frowwi": (_a("001:6", "Frowwi"),),
    "Ritti": (_a("001:6", "Ritti"),),
    "Büob": (_a("001:6", "Büob"),),
}
"""Every dialect name in the card data, with where the seeds attest it (form as printed, OCR errors kept).

Names not in this table are composed by the project (:data:`COMPOSED`), never quoted from a source."""


@dataclass(frozen=True, slots=True)
class CardNames:
    """A card's names: the French caption, Standard German, Walliser dialect and English.

    ``french`` is ``None`` where the card carries no caption (trump XIII, the pips);
    ``walliser`` is empty where no source gives a dialect name. The court cards' Walliser names
    (``Roosä-Kinig``) are composed by the project from attested parts (:data:`COMPOSED`); every other
    Walliser name is in :data:`ATTESTATIONS`.
    """

    french: str | None
    german: str
    walliser: tuple[str, ...]
    english: str

    def attested(self) -> tuple[tuple[str, tuple[Attestation, ...]], ...]:
        """Each Walliser name with its attestations; a composed name (``Roosä-Kinig``) has none."""
        return tuple((w, ATTESTATIONS.get(w, ())) for w in self.walliser)


# Trump data: (French caption as printed, German, Walliser, English); seeds 000 and 001.
# Walliser names as in the "Walliser Bezeichnung" columns (000: I, XX, XXI, Narr; 001: I, XXI, Narr).
_TRUMPS: tuple[tuple[str | None, str, tuple[str, ...], str], ...] = (
    ("Le bateleur", "Der Magier", ("Bagatt",), "The Juggler"),
    ("Junon", "Junon", (), "Juno"),
    ("L'imperatrice", "Die Herrscherin", (), "The Empress"),
    ("L'empereur", "Der Herrscher", (), "The Emperor"),
    ("Jupiter", "Jupiter", (), "Jupiter"),
    ("L'amoureux", "Die Liebenden", (), "The Lovers"),
    ("Le chariot", "Der Wagen", (), "The Chariot"),
    ("La justice", "Die Gerechtigkeit", (), "Justice"),
    ("L'ermite", "Der Eremit", (), "The Hermit"),
    ("La roue de fortune", "Das Rad des Schicksals", (), "The Wheel of Fortune"),
    ("La force", "Die Kraft", (), "Strength"),
    ("Le pendu", "Der Gehängte", (), "The Hanged Man"),
    (None, "Der Tod", (), "Death"),
    ("Temperance", "Die Mässigkeit", (), "Temperance"),
    ("Le diable", "Der Teufel", (), "The Devil"),
    ("La maison dieu", "Der Turm", (), "The Tower"),
    ("L'étoile", "Der Stern", (), "The Star"),
    ("La lune", "Der Mond", (), "The Moon"),
    ("Le soleil", "Die Sonne", (), "The Sun"),
    ("Le jugement", "Das Gericht", ("Zwänzger",), "Judgement"),
    ("Le monde", "Die Welt", ("Munt",), "The World"),
)
_NARR_NAMES = CardNames("Le mat", "Der Narr", ("Bättler", "Gschgüser", "Mat", "chaspisch Narr"), "The Fool")

_ROMAN = CODES[:21]
"""I-XXI: the kernel's codes of the trumps (one code set for every game)."""
# The numerals as printed on the 1JJ cards (seed 000: "IIII statt IV und VIIII statt IX").
_CARD_NUMERALS = tuple(
    r.replace("XIV", "XIIII").replace("XIX", "XVIIII").replace("IV", "IIII").replace("IX", "VIIII") for r in _ROMAN
)

_COURTS = ("J", "N", "Q", "K")
# rank letter: german, walliser (seed 001: "Kinig", "Frowwi", "Ritti", "Büob"), english, french
_COURT_DATA: dict[str, tuple[str, str, str, str]] = {
    "K": ("König", "Kinig", "King", "Roi"),
    "Q": ("Königin", "Frowwi", "Queen", "Reine"),
    "N": ("Ritter", "Ritti", "Knight", "Cavalier"),
    "J": ("Bube", "Büob", "Jack", "Valet"),
}
_GERMAN_NUMBERS = PIP_WORDS["de"]
_ENGLISH_NUMBERS = PIP_WORDS["en"]


@dataclass(frozen=True, slots=True)
class Card:
    """One card of the 78-card 1JJ deck, identified by its ``index`` (0-77).

    Build cards with :meth:`parse` or :meth:`from_index`; both return shared
    instances, so ``Card.parse('XXI') is Card.parse('xxi')``.

    >>> Card.parse("RK")
    Card.parse('RK')
    >>> Card.parse("R1").strength > Card.parse("R6").strength
    True
    """

    index: int

    # ----- construction -------------------------------------------------
    @classmethod
    def from_index(cls, index: int) -> Card:
        """The card with this index (0-77).

        Raises:
            NotationError: the index is out of range.
        """
        if not isinstance(index, int) or isinstance(index, bool) or not 0 <= index < 78:
            raise NotationError(
                "notation.card", "no card has index {index!r}: indices run 0-77", index=verbatim(index, 12)
            )
        return DECK_78[index]

    @classmethod
    def parse(cls, code: str) -> Card:
        """Read a card code such as ``XXI``, ``IIII``, ``T4``, ``Narr``, ``RK``, ``S10``.

        Case-insensitive; surrounding blanks are ignored.

        Raises:
            NotationError: the text is not a card code (rule ``notation.card``).
        """
        if not isinstance(code, str):
            raise NotationError("notation.card", "a card code must be text, not {type}", type=type(code).__name__)
        text = code.strip(" \t\r\n")  # ASCII blanks only: a no-break space is not a blank in a code
        card = _BY_CODE.get(text.upper()) if text.isascii() else None
        if card is None:
            shown = verbatim(code, 12)
            raise NotationError("notation.card", "{shown!r} is not a card code (try XXI, Narr, RK, S10)", shown=shown)
        return card

    # ----- identity ------------------------------------------------------
    @property
    def code(self) -> str:
        """The canonical code: ``XXI``, ``IV``, ``Narr``, ``RK``, ``S10``."""
        return _CODE[self.index]

    def __str__(self) -> str:
        return _CODE[self.index]

    def __repr__(self) -> str:
        return f"Card.parse({_CODE[self.index]!r})"

    # ----- kind ----------------------------------------------------------
    @property
    def is_trump(self) -> bool:
        """True for the trumps I-XXI and the Narr."""
        return self.index < 22

    @property
    def is_narr(self) -> bool:
        """True for the Narr (Bättler, the Fool)."""
        return self.index == 21

    @property
    def number(self) -> int | None:
        """The trump number 1-21; ``None`` for the Narr and the suit cards."""
        return self.index + 1 if self.index < 21 else None

    @property
    def numeral(self) -> str | None:
        """The numeral as printed on the card (``IIII``, ``VIIII``); ``None`` if unnumbered."""
        return _CARD_NUMERALS[self.index] if self.index < 21 else None

    @property
    def suit(self) -> Suit | None:
        """The suit of a suit card; ``None`` for trumps and the Narr."""
        return _SUIT_ORDER[(self.index - 22) // 14] if self.index >= 22 else None

    @property
    def rank(self) -> str | None:
        """``K`` ``Q`` ``N`` ``J`` or the pip as text (``'10'``); ``None`` for trumps."""
        if self.index < 22:
            return None
        r = (self.index - 22) % 14
        return _COURTS[r - 10] if r >= 10 else str(r + 1)

    @property
    def in_troggu(self) -> bool:
        """True if Troggu keeps this card (62 of the 78; rule ``deck.cards``)."""
        return bool(TROGGU_MASK >> self.index & 1)

    # ----- game values ---------------------------------------------------
    @property
    def points(self) -> int:
        """Card points (rule ``deck.points``): Narr, XXI, I and kings 5, Q 4, N 3, J 2, else 1."""
        return POINTS[self.index]

    @property
    def strength(self) -> int:
        """Rank within the card's own suit: trumps 1-21 and the Narr 22; suit cards K 14, Q 13, N 12, J 11,
        pips by rank (Rosen and Coppe reversed). Strengths compare only within one suit: any trump beats any
        suit card (rules ``deck.trump-order``, ``deck.suit-order``)."""
        return STRENGTH[self.index]

    @property
    def names(self) -> CardNames:
        """French caption, German, Walliser and English names."""
        return _NAMES[self.index]

    # ----- display -------------------------------------------------------
    def label(self, symbols: bool = True) -> str:
        """A short readable label: ``XXI``, ``Narr``, ``K✿`` (or ``RK`` without symbols)."""
        s = self.suit
        if s is None or not symbols:
            return self.code
        return f"{self.rank}{s.symbol}"

    def _repr_svg_(self) -> str:
        from . import svg

        result: str = svg.card_svg(self)
        return result


def _build() -> tuple[
    tuple[Card, ...], tuple[str, ...], tuple[int, ...], tuple[int, ...], tuple[int, ...], tuple[CardNames, ...]
]:
    cards: list[Card] = []
    strength: list[int] = []
    suit_of: list[int] = []
    names: list[CardNames] = []
    for i in range(21):
        cards.append(Card(i))
        strength.append(i + 1)
        suit_of.append(TRUMP_SUIT)
        fr, de, wa, en = _TRUMPS[i]
        names.append(CardNames(fr, de, wa, en))
    cards.append(Card(21))
    strength.append(22)
    suit_of.append(TRUMP_SUIT)
    names.append(_NARR_NAMES)
    for s, suit in enumerate(_SUIT_ORDER):
        sde, swa, sen, sfr, _ = _SUIT_NAMES[suit]
        for r in range(14):
            cards.append(Card(22 + 14 * s + r))
            if r >= 10:
                letter = _COURTS[r - 10]
                de, wa_rank, en, fr = _COURT_DATA[letter]
                strength.append(r + 1)  # J 11, N 12, Q 13, K 14
                article = "d'" if sfr[0] in "ÉE" else "de "
                composed = f"{swa[0]}-{wa_rank}"  # our composition: no seed names a court card with its suit
                COMPOSED[composed] = (swa[0], wa_rank)
                names.append(CardNames(f"{fr} {article}{sfr.lower()}", f"{sde}-{de}", (composed,), f"{en} of {sen}"))
            else:
                pip = r + 1
                strength.append(11 - pip if suit.reversed_pips else pip)
                names.append(CardNames(None, f"{sde}-{_GERMAN_NUMBERS[r]}", (), f"{_ENGLISH_NUMBERS[r]} of {sen}"))
            suit_of.append(s)
    # codes and values are the kernel's (one code set and one value table for the family); Troggu adds
    # its own strengths (the Narr the top trump), suit numbers and names
    return tuple(cards), CODES, TAROCK_VALUES, tuple(strength), tuple(suit_of), tuple(names)


COMPOSED: dict[str, tuple[str, ...]] = {}
"""Walliser names composed by the project (``Roosä-Kinig``: suit + rank), each with its attested parts."""

DECK_78, _CODE, POINTS, STRENGTH, SUIT_OF, _NAMES = _build()
"""All 78 cards in index order; per-index codes, points, strengths, suit numbers, names."""

_BY_CODE: dict[str, Card] = {code.upper(): c for c, code in zip(DECK_78, _CODE)}
for _i in range(21):
    _BY_CODE[_CARD_NUMERALS[_i]] = DECK_78[_i]
    _BY_CODE[f"T{_i + 1}"] = DECK_78[_i]

# Which 16 cards Troggu removes (seed 000, seed 001): Stecken and Schwerter 1-4,
# Rosen and Coppe 7-10 -- the "low" pips of each suit, since Rosen and Coppe rank reversed.
REMOVED_CARDS: tuple[Card, ...] = tuple(
    c
    for c in DECK_78
    if c.suit is not None
    and c.rank is not None
    and c.rank.isdigit()
    and (int(c.rank) >= 7 if c.suit.reversed_pips else int(c.rank) <= 4)
)
TROGGU_DECK: tuple[Card, ...] = tuple(c for c in DECK_78 if c not in REMOVED_CARDS)
"""The 62 cards of Troggu in index order: 22 trumps and 4 suits of 10."""

NARR = DECK_78[21]
BAGATT = DECK_78[0]
MUNT = DECK_78[20]


def mask_of(cards: Iterable[Card]) -> int:
    """The bit mask (bit ``index``) of some cards."""
    m = 0
    for c in cards:
        m |= 1 << c.index
    return m


def cards_of_mask(mask: int) -> list[Card]:
    """The cards of a bit mask, in index order."""
    out: list[Card] = []
    while mask:
        low = mask & -mask
        out.append(DECK_78[low.bit_length() - 1])
        mask ^= low
    return out


TROGGU_MASK = mask_of(TROGGU_DECK)
SUIT_MASK: tuple[int, ...] = tuple(mask_of(c for c in DECK_78 if SUIT_OF[c.index] == s) for s in range(5))
"""Per hot-path suit number (0-3 suits, 4 trumps incl. Narr), the mask of its cards."""
FIVE_POINT_MASK = mask_of(c for c in TROGGU_DECK if c.points == 5)
KINGS_MASK = mask_of(c for c in TROGGU_DECK if c.rank == "K")
ONE_POINT_MASK = mask_of(c for c in TROGGU_DECK if c.points == 1)


def attestations(word: str) -> tuple[Attestation, ...]:
    """Where the seeds attest a dialect name of the card data; ``()`` for a name we composed.

    >>> [str(a) for a in attestations("Sküs")]
    ['000:19', '003:32']
    >>> attestations("Roosä-Kinig"), COMPOSED["Roosä-Kinig"]
    ((), ('Roosä', 'Kinig'))
    """
    return ATTESTATIONS.get(word, ())


def parse_cards(codes: Iterable[str] | str) -> list[Card]:
    """Read several card codes, from a list or from one blank- or comma-separated string.

    >>> parse_cards("XXI, narr RK")
    [Card.parse('XXI'), Card.parse('Narr'), Card.parse('RK')]

    Raises:
        NotationError: one of the codes is not a card code.
    """
    if isinstance(codes, str):
        codes = codes.replace(",", " ").split()
    elif not isinstance(codes, (list, tuple)):
        try:
            codes = list(codes)
        except TypeError:
            raise NotationError("notation.card", "expected card codes, not {type}", type=type(codes).__name__) from None
    return [c if isinstance(c, Card) else Card.parse(c) for c in codes]


def sort_key(card: Card) -> tuple[int, int]:
    """Order for showing a hand: trumps high to low (Narr first), then R, B, S, C, each high to low."""
    s = SUIT_OF[card.index]
    return (0 if s == TRUMP_SUIT else s + 1, -STRENGTH[card.index])
