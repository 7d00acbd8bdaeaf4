"""The words of the game, as data: each with its forms, meanings and where the seeds attest it.

The site's glossary is generated from :data:`GLOSSARY`, so every word it shows carries its
attestation (seed id, line, and the form as printed there, OCR errors included); the names on the
cards are in :data:`troggu_core.games.troggu.cards.ATTESTATIONS`. ``tests/test_attestations.py`` checks every
attestation against the seed text it names.

>>> entry = GLOSSARY_BY_WORD["Match"]
>>> [str(a) for _, atts in entry.forms for a in atts]
['000:231']
>>> GLOSSARY_BY_WORD["Sküs"].forms[0][1][0].form   # the OCR of seed 000 prints "Skiis"
'Skiis'
"""

from __future__ import annotations

from dataclasses import dataclass

from .cards import ATTESTATIONS, Attestation

__all__ = ["Entry", "GLOSSARY", "GLOSSARY_BY_WORD", "SECTIONS"]

SECTIONS = ("game", "narr")
"""The glossary's tables: the words of the game, and the names of the Narr."""


@dataclass(frozen=True, slots=True)
class Entry:
    """One glossary word: its forms with their attestations, equivalents, meaning, rule and section."""

    forms: tuple[tuple[str, tuple[Attestation, ...]], ...]
    """The headword first, then other spellings or synonyms; each with where the seeds have it."""
    german: str
    english: str
    meaning_de: str
    meaning_en: str
    rule: str | None = None
    section: str = "game"

    @property
    def word(self) -> str:
        """The headword."""
        return self.forms[0][0]

    @property
    def anchor(self) -> str:
        """The entry's id on the glossary page (the lessons link here: issue 33).

        >>> GLOSSARY_BY_WORD["schgüsieru"].anchor, GLOSSARY_BY_WORD["Farbe bekennen"].anchor
        ('glossar-schguesieru', 'glossar-farbe-bekennen')
        """
        folded = self.word.lower().translate(_FOLD)
        return "glossar-" + "-".join("".join(c if c.isascii() and c.isalnum() else " " for c in folded).split())


_FOLD = str.maketrans({"ä": "ae", "ö": "oe", "ü": "ue", "ß": "ss", "’": ""})


def _a(ref: str, form: str) -> Attestation:
    seed, line = ref.split(":")
    return Attestation(seed, int(line), form)


def _f(word: str, *refs: tuple[str, str]) -> tuple[str, tuple[Attestation, ...]]:
    return word, tuple(_a(ref, form) for ref, form in refs)


def _card(word: str) -> tuple[str, tuple[Attestation, ...]]:
    return word, ATTESTATIONS[word]


GLOSSARY: tuple[Entry, ...] = (
    Entry(
        (
            _f("Troggu", ("000:5", "Troggu"), ("001:2", "Troggu")),
            _f("Trogga", ("001:2", "Trogga")),
            _f("Tappu", ("000:5", "Ta ppIJ"), ("001:2", "Tappu")),
            _f("Tappä", ("001:2", "Tappä")),
        ),
        "Tarock",
        "tarock",
        "das Spiel selbst; 000 ist überschrieben «Troggu (Tappu)», 001 nennt alle vier Namen",
        "the game itself; 000 is headed «Troggu (Tappu)», 001 gives all four names",
    ),
    Entry(
        (_f("Trogge", ("000:29", "Trogge"), ("000:73", "Trogge")),),
        "Trümpfe",
        "trumps",
        "die 21 nummerierten Trümpfe und der Narr; 000 schreibt «Trumpfkarten (Trogge)»",
        "the 21 numbered trumps and the Narr; 000 writes «Trumpfkarten (Trogge)»",
    ),
    Entry(
        (_f("Tapp", ("000:102", "Tapp"), ("001:46", "Tapp")),),
        "Stock, Talon",
        "talon, widow",
        "die beim Geben verdeckt beiseitegelegten Karten",
        "the cards laid aside face down in the deal",
        "deal.tapp",
    ),
    Entry(
        (_f("Tappist", ("000:124", "Tappist"), ("001:63", "Tappist")),),
        "Spieler, der den Tapp nimmt",
        "declarer",
        "wer den Tapp nimmt und gegen die anderen spielt",
        "who takes the Tapp and plays against the others",
        "auction.tappist",
    ),
    Entry(
        (
            _f("gehen", ("000:123", "gehen")),
            _f("ich gehe", ("001:58", "ich gehe")),
            _f("ich nehm’s", ("001:58", "ich nehm’s")),
        ),
        "spielen, übernehmen",
        "to bid",
        "ein normales Spiel übernehmen",
        "to take on a normal game",
        "auction.normal-once",
    ),
    Entry(
        (_f("passen", ("000:123", "passen"), ("001:57", "passen")),),
        "passen",
        "to pass",
        "nicht spielen wollen",
        "not to want to play",
    ),
    Entry(
        (
            _f("Solo", ("000:127", "Solo"), ("001:57", "Solo")),
            _f("Solist", ("000:131", "Solist"), ("001:67", "Solist")),
        ),
        "Solo, Alleinspieler",
        "solo, soloist",
        "ein Spiel allein gegen alle ohne Tapp, und wer es spielt",
        "a game alone against all without the Tapp, and who plays it",
        "auction.solo",
    ),
    Entry(
        (_f("Misäär", ("001:69", "Misäär")), _f("Misere", ("000:127", "Misere"), ("001:69", "Misere"))),
        "Misere",
        "misère",
        "das Spiel, wenn alle passen: möglichst wenig Punkte machen",
        "the game when all pass: take as few points as possible",
        "auction.misere",
    ),
    Entry(
        (_f("schgüsieru", ("000:196", "Schgiisieru"), ("000:199", "schglsieru")),),
        "(den Narren) zurückhalten",
        "to withhold (the Fool)",
        "den Narren nicht spielen, wenn er der einzige Trumpf ist; nur 000 hat das Wort, 001 beschreibt die Sache",
        "not to play the Narr when it is the only trump; only 000 has the word, 001 describes the thing",
        "play.schgusieru",
    ),
    Entry(
        (_f("schmieren", ("000:200", "schmieren")),),
        "schmieren",
        "to smear",
        "einem Stich, den die eigene Seite macht, Punkte zugeben; 000 nennt es als Zweck des Schgüsieru",
        "to add points to a trick one's own side is taking; 000 names it as the point of schgüsieru",
    ),
    Entry(
        (_f("Match", ("000:231", "Match")),),
        "alle Stiche",
        "all the tricks",
        "alle Stiche machen; die Verlierer zahlen dreifach (001 beschreibt es ohne das Wort: «alle Sticher»)",
        "taking every trick; the losers pay three times (001 describes it without the word: «alle Sticher»)",
        "pay.match",
    ),
    Entry(
        (_f("Grundbetrag", ("000:223", "Grundbetrag"), ("001:76", "Grundbetrag")),),
        "Grundbetrag",
        "base amount",
        "die Zahleinheit, 5 oder 10 Rappen",
        "the unit of payment, 5 or 10 Rappen",
        "pay.base",
    ),
    Entry(
        (_f("Rappen", ("000:223", "Rappen"), ("001:76", "Rappen")),),
        "Rappen",
        "centime",
        "Hundertstel eines Schweizer Frankens",
        "a hundredth of a Swiss franc",
    ),
    Entry(
        (_f("Stich", ("000:189", "Stich"), ("001:71", "Stich")),),
        "Stich",
        "trick",
        "die Karten einer Runde im Spiel",
        "the cards of one round of play",
    ),
    Entry(
        (_f("Farbe bekennen", ("001:71", "Farbe bekennen")), _f("Farbe spielen", ("000:187", "Farbe spielen"))),
        "Farbe bekennen",
        "to follow suit",
        "eine Karte der ausgespielten Farbe spielen",
        "to play a card of the suit led",
        "play.follow-suit",
    ),
    # --- the names of the Narr ------------------------------------------------------------------
    Entry(
        (_card("Bättler"),),
        "Bettler",
        "beggar",
        "der häufigste Name: 001 «meist der Bättler»",
        "the commonest name: 001 «meist der Bättler»",
        section="narr",
    ),
    Entry(
        (_card("Gschgüser"),),
        "—",
        "—",
        "in den Walliser Spalten beider Trumpftabellen",
        "in the Walliser columns of both trump tables",
        section="narr",
    ),
    Entry(
        (_card("Mat"),),
        "—",
        "the Fool",
        "der französische Name der Karte, «Le mat»",
        "the card's French name, «Le mat»",
        section="narr",
    ),
    Entry(
        (_card("chaspisch Narr"),),
        "—",
        "—",
        "nur in 001, als letzter der Walliser Namen",
        "only in 001, the last of its Walliser names",
        section="narr",
    ),
    Entry(
        (_card("Sküs"),),
        "—",
        "excuse",
        "in 000 einer der Namen des Narren; 003 nennt Sküs die Excuse des Großtarocks",
        "in 000 one of the Narr's names; 003 gives Sküs as the Excuse of Großtarock",
        section="narr",
    ),
    Entry(
        (_f("Narr", ("000:19", "Narr"), ("001:32", "Narr")),),
        "Narr",
        "Fool",
        "der hochdeutsche Name der Karte",
        "the card's Standard German name",
        section="narr",
    ),
)
"""Every glossary word with its attestations, in the order of the site's glossary."""

GLOSSARY_BY_WORD: dict[str, Entry] = {e.word: e for e in GLOSSARY}
