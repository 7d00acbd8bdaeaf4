"""A family game's rule as data: its stable id, its section, its sources and one line in German and English.

Every game package lists its rules with this one type (Troggu keeps its own, older :class:`troggu_core.games.troggu.rules.Rule`).

>>> Rule("play.follow", "play", "S10", "Du musst Farbe bekennen.", "Follow suit.").section
'play'

Some refusals come from code every family game shares -- the kernel (card codes, seeds, JSON, the registry) and
the widgets' facade (player counts, seats, turns, requests). Their rules are :data:`SHARED_RULES`; each game's rule
table takes them in with :func:`with_shared`, after its own rules, so a refusal of shared code names a rule of the
game's own table and its own rules page (where a game states a shared id itself, its own statement is kept):

>>> own = (Rule("deck.cards", "deck", "S1", "78 Karten.", "78 cards."),)
>>> [(r.id, r.source) for r in with_shared(own)][:3]
[('deck.cards', 'S1'), ('players.count', 'engine'), ('players.seat', 'engine')]
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["Rule", "SHARED_RULES", "with_shared"]


@dataclass(frozen=True, slots=True)
class Rule:
    """One rule: id (``section.name`` or the spec's own id), section, source key(s), German (du-Form) and English."""

    id: str
    section: str
    source: str
    de: str
    en: str


def _shared(rid: str, de: str, en: str) -> Rule:
    return Rule(rid, rid.split(".", 1)[0], "engine", de, en)


SHARED_RULES: tuple[Rule, ...] = (
    _shared("deck.cards",
            "Eine Karte nennst du mit ihrem Code: die Trümpfe XXI bis I (auch T21 bis T1), den Narren Narr, eine "
            "Farbkarte mit dem Farbbuchstaben R, B, S oder C und K, Q, N, J oder ihrer Zahl, etwa RK oder S10.",
            "A card is named by its code: the trumps XXI to I (also T21 to T1), the fool Narr, a suit card by its suit "
            "letter R, B, S or C and K, Q, N, J or its number, e.g. RK or S10."),
    _shared("players.count",
            "Jedes Spiel hat seine Spielerzahlen; für eine andere Zahl gibt die Engine nicht.",
            "Each game is played by its own numbers of players; the engine deals for no other."),
    _shared("players.seat",
            "Die Plätze sind von 0 an nummeriert; der Geber und du sitzt je auf einem Platz des Tischs.",
            "Seats are numbered from 0; the dealer and you each sit at a seat of the table."),
    _shared("deal.seed",
            "Ein Startwert zum Mischen ist eine ganze Zahl ab 0; derselbe Startwert gibt dieselben Karten.",
            "A shuffle seed is a whole number 0 or more; the same seed deals the same cards."),
    _shared("game.request",
            "Die Seite fragt die Engine nur, was diese kennt: eine neue Runde, eine Aktion, Zurücknehmen, den Stand, "
            "das Protokoll, das Nachspielen.",
            "The page asks the engine only what it knows: a new round, an action, a take-back, the state, the record, "
            "a replay."),
    _shared("game.phase",
            "Jede Aktion hat ihre Zeit: in ihrer Phase und in einer Runde, die noch offen ist.",
            "Each action has its time: in its phase, in a round that is still open."),
    _shared("game.turn",
            "Du spielst, wenn du am Zug bist; die anderen Plätze spielen die Bots.",
            "You act when it is your turn; the bots play the other seats."),
    _shared("game.action",
            "Eine Aktion ist ein kurzer Text in der Schreibweise des Spiels: ein Kartencode, ein Gebot, eine Ablage "
            "oder eine Ansage.",
            "An action is a short text in the game's notation: a card code, a bid, a lay-away or an announcement."),
    _shared("game.undo",
            "Zurücknehmen kannst du nur deine eigenen Aktionen, die schon gemacht sind.",
            "You can take back only your own actions, once made."),
    _shared("record.format",
            "Ein Protokoll ist JSON-Text mit einem Objekt im Format troggu-record/2 (bei Troggu auch troggu-record/1).",
            "A record is JSON text holding an object in format troggu-record/2 (for Troggu also troggu-record/1)."),
    _shared("record.game",
            "Ein Protokoll nennt sein Spiel: troggu, troccas, grosstarock oder french-tarot.",
            "A record names its game: troggu, troccas, grosstarock or french-tarot."),
    _shared("record.ruleset",
            "Das Regelwerk ist eines, das das Spiel kennt, mit bekannten Optionen und Werten.",
            "The ruleset is one the game knows, with known options and values."),
)
"""The rules of the code every family game shares (kernel and facade), with the ids that code raises."""


def with_shared(rules: tuple[Rule, ...]) -> tuple[Rule, ...]:
    """A game's own ``rules``, then every shared rule whose id they do not state themselves."""
    own = {r.id for r in rules}
    return rules + tuple(r for r in SHARED_RULES if r.id not in own)
