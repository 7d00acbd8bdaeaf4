"""A rule as data, one type for all five games: its stable id, its section, its sources, a statement in German
and English and, where the site gives it a heading, a title in both languages.

>>> r = Rule("play.follow", "play", "S10", "Du musst Farbe bekennen.", "Follow suit.")
>>> r.section, r.sources, r.statement("de")
('play', ('S10',), 'Du musst Farbe bekennen.')
>>> Rule("GT-DEAL-4", "deal", "003, reading", "…", "…").sources
('003', 'reading')

Some refusals come from code every game shares -- the kernel (card codes, seeds, JSON, the registry) and the
widgets' facade (player counts, seats, turns, requests). Their rules are :data:`SHARED_RULES`; each game's rule
table takes them in with :func:`with_shared`, after its own rules, so a refusal of shared code names a rule of the
game's own table and its own rules page (where a game states a shared id itself, its own statement is kept):

>>> own = (Rule("deck.cards", "deck", "S1", "78 Karten.", "78 cards."),)
>>> [(r.id, r.sources) for r in with_shared(own)][:3]
[('deck.cards', ('S1',)), ('players.count', ('reading',)), ('players.seat', ('reading',))]

Each rule also knows the title of its section, which heads the section on the game's rules pages: the game names
its sections (:func:`with_section_titles`; the shared rules' sections have the kernel's titles,
:data:`SHARED_SECTIONS`, where the game gives none), and :func:`section_titles` reads them back from a game's rules
-- from the registry's ``GameInfo.rules`` -- in the order of the pages:

>>> titled = with_section_titles(with_shared(own), {"deck": ("The cards", "Die Karten")})
>>> section_titles(titled)["deck"], section_titles(titled)["game"]
(('The cards', 'Die Karten'), ('Game phases', 'Spielablauf'))
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Iterable, Mapping

__all__ = ["Rule", "SHARED_RULES", "SHARED_SECTIONS", "section_titles", "with_section_titles", "with_shared"]


@dataclass(frozen=True, slots=True, init=False)
class Rule:
    """One rule: id (``section.name`` or the spec's own id), section, source keys, German (du-Form) and English
    statements, and optional German and English titles.

    ``sources`` may be given as a tuple or as one text (``"003, reading"``); it is kept as a tuple.
    """

    id: str
    section: str
    sources: tuple[str, ...]
    de: str
    en: str
    title_de: str = ""
    title_en: str = ""
    section_title_de: str = field(default="", compare=False)
    """The German title of the rule's section (:func:`with_section_titles`; not part of the rule's identity: a
    shared rule is the same rule under any game's title)."""
    section_title_en: str = field(default="", compare=False)
    """The English title of the rule's section."""

    def __init__(
        self,
        id: str,
        section: str,
        sources: tuple[str, ...] | str,
        de: str,
        en: str,
        title_de: str = "",
        title_en: str = "",
        section_title_de: str = "",
        section_title_en: str = "",
    ) -> None:
        if isinstance(sources, str):
            sources = tuple(k.strip() for k in sources.split(",") if k.strip())
        for name, value in (
            ("id", id),
            ("section", section),
            ("sources", tuple(sources)),
            ("de", de),
            ("en", en),
            ("title_de", title_de),
            ("title_en", title_en),
            ("section_title_de", section_title_de),
            ("section_title_en", section_title_en),
        ):
            object.__setattr__(self, name, value)

    @property
    def source(self) -> str:
        """The sources as one text: ``"003, reading"``."""
        return ", ".join(self.sources)

    def statement(self, lang: str) -> str:
        """The statement in ``lang`` (``"de"`` or ``"en"``; English where a German one is missing)."""
        return self.de if lang == "de" and self.de else self.en

    def title_in(self, lang: str) -> str:
        """The title in ``lang`` (the id where the rule has none)."""
        return (self.title_de if lang == "de" else self.title_en) or self.title_en or self.id

    def section_title_in(self, lang: str) -> str:
        """The title of the rule's section in ``lang`` (``""`` where the game gave it none)."""
        return self.section_title_de if lang == "de" else self.section_title_en

    @property
    def anchor(self) -> str:
        """The heading anchor on the site: the rule id itself."""
        return self.id


def _shared(rid: str, title_de: str, title_en: str, de: str, en: str) -> Rule:
    return Rule(rid, rid.split(".", 1)[0], "reading", de, en, title_de, title_en)


SHARED_RULES: tuple[Rule, ...] = (
    _shared(
        "deck.cards",
        "Kartencodes",
        "Card codes",
        "Eine Karte nennst du mit ihrem Code: die Trümpfe XXI bis I (auch T21 bis T1), den Narren Narr, eine "
        "Farbkarte mit dem Farbbuchstaben R, B, S oder C und K, Q, N, J oder ihrer Zahl, etwa RK oder S10.",
        "A card is named by its code: the trumps XXI to I (also T21 to T1), the fool Narr, a suit card by its suit "
        "letter R, B, S or C and K, Q, N, J or its number, e.g. RK or S10.",
    ),
    _shared(
        "players.count",
        "Die Spielerzahlen eines Spiels",
        "A game's numbers of players",
        "Jedes Spiel hat seine Spielerzahlen; für eine andere Zahl gibt die Engine nicht.",
        "Each game is played by its own numbers of players; the engine deals for no other.",
    ),
    _shared(
        "players.seat",
        "Die Plätze",
        "The seats",
        "Die Plätze sind von 0 an nummeriert; der Geber und du sitzt je auf einem Platz des Tischs.",
        "Seats are numbered from 0; the dealer and you each sit at a seat of the table.",
    ),
    _shared(
        "deal.seed",
        "Der Startwert",
        "The seed",
        "Ein Startwert zum Mischen ist eine ganze Zahl ab 0; derselbe Startwert gibt dieselben Karten.",
        "A shuffle seed is a whole number 0 or more; the same seed deals the same cards.",
    ),
    _shared(
        "game.phase",
        "Zur rechten Zeit",
        "At the right time",
        "Jede Aktion hat ihre Zeit: in ihrer Phase und in einer Runde, die noch offen ist.",
        "Each action has its time: in its phase, in a round that is still open.",
    ),
    _shared(
        "game.turn",
        "Am Zug",
        "Your turn",
        "Du spielst, wenn du am Zug bist; die anderen Plätze spielen die Bots.",
        "You act when it is your turn; the bots play the other seats.",
    ),
    _shared(
        "game.action",
        "Anfragen und Aktionen",
        "Requests and actions",
        "Die Seite fragt die Engine nur, was diese kennt; eine Aktion ist ein kurzer Text in der Schreibweise des "
        "Spiels: ein Kartencode, ein Gebot, eine Ablage oder eine Ansage.",
        "The page asks the engine only what it knows; an action is a short text in the game's notation: a card "
        "code, a bid, a lay-away or an announcement.",
    ),
    _shared(
        "game.undo",
        "Zurücknehmen",
        "Taking back",
        "Zurücknehmen kannst du nur deine eigenen Aktionen, die schon gemacht sind.",
        "You can take back only your own actions, once made.",
    ),
    _shared(
        "record.format",
        "Das Protokollformat",
        "The record format",
        "Ein Protokoll ist JSON-Text mit einem Objekt im Format troggu-record/2. Die Spezifikation jedes Spiels "
        "sagt, welche Schlüssel sein Protokoll braucht und ob es auch ein älteres Format liest.",
        "A record is JSON text holding an object in format troggu-record/2. Each game's spec says which keys its "
        "record needs and whether it also reads an older format.",
    ),
    _shared(
        "record.game",
        "Das Spiel eines Protokolls",
        "The game of a record",
        "Ein Protokoll nennt sein Spiel mit dessen Kennung (Schlüssel game); nennt es keins der Spiele der Engine, "
        "sagt dir die Ablehnung, welche es gibt.",
        "A record names its game by its id (key game); when it names none of the engine's games, the refusal tells "
        "you which there are.",
    ),
    _shared(
        "record.ruleset",
        "Das Regelwerk eines Protokolls",
        "The ruleset of a record",
        "Das Regelwerk ist eines, das das Spiel kennt, mit bekannten Optionen und Werten.",
        "The ruleset is one the game knows, with known options and values.",
    ),
)
"""The rules of the code every game shares (the kernel and the widgets' facade), with the ids that code raises."""


def with_shared(rules: tuple[Rule, ...], sections: Mapping[str, str] | None = None) -> tuple[Rule, ...]:
    """A game's own ``rules``, then every shared rule whose id they do not state themselves; ``sections`` moves a
    shared rule to another section of the game's rules pages (Troggu has no page ``players``: ``{"players": "deal"}``).
    """
    own = {r.id for r in rules}
    moved = sections or {}
    return rules + tuple(
        replace(r, section=moved.get(r.section, r.section)) if r.section in moved else r
        for r in SHARED_RULES
        if r.id not in own
    )


SHARED_SECTIONS: dict[str, tuple[str, str]] = {
    "deck": ("Cards", "Karten"),
    "players": ("Players", "Spieler"),
    "deal": ("Deal", "Geben"),
    "game": ("Game phases", "Spielablauf"),
    "record": ("Record", "Protokoll"),
}
"""The sections of :data:`SHARED_RULES`: id -> (English, German) title (the order of Troggu's ``SECTIONS``), where a
game does not title them itself."""


def with_section_titles(rules: Iterable[Rule], sections: Mapping[str, tuple[str, str]]) -> tuple[Rule, ...]:
    """Every rule with its section's titles: ``sections`` (the game's own: id -> (English, German) title, in the
    order of Troggu's ``SECTIONS``), else :data:`SHARED_SECTIONS`.

    Raises:
        ValueError: a section of ``rules`` with no title in either, or with an empty one.
    """
    rules = tuple(rules)
    titles = {**SHARED_SECTIONS, **sections}
    untitled = sorted({r.section for r in rules if not all(titles.get(r.section, ("", "")))})
    if untitled:
        raise ValueError(f"rules sections without a German and an English title: {', '.join(untitled)}")
    return tuple(
        replace(r, section_title_en=titles[r.section][0], section_title_de=titles[r.section][1]) for r in rules
    )


def section_titles(rules: Iterable[Rule]) -> dict[str, tuple[str, str]]:
    """The sections of a game's ``rules`` (``GameInfo.rules``) in the order they first appear, each with its
    (English, German) title as its rules carry it (:func:`with_section_titles`).

    Raises:
        ValueError: a section whose rules carry no title, or two titles.
    """
    out: dict[str, tuple[str, str]] = {}
    bad: set[str] = set()
    for r in rules:
        title = (r.section_title_en, r.section_title_de)
        if not all(title) or out.setdefault(r.section, title) != title:
            bad.add(r.section)
    if bad:
        raise ValueError(f"rules sections without one English and one German title: {', '.join(sorted(bad))}")
    return out
