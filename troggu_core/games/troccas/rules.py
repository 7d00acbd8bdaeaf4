"""Every rule id of the Troccas spec with its source and a one-line statement in German and English.

Sources: ``S<n>`` = rule n of seed 002 ("Reglas da troccas", 1962); ``W`` Wikipedia "Troccas"; ``A`` the usenet
rules text; ``O`` Troccas Online; ``X`` oinkers; ``reading`` = the spec's own reading where S is silent.

>>> rule("jack.demand").source
'S17'
>>> len({r.id for r in RULES}) == len(RULES)
True
"""

from __future__ import annotations

from ...kernel.rules import Rule, with_section_titles, with_shared

__all__ = ["Rule", "RULES", "SECTIONS", "RULE_IDS", "rule"]


SECTIONS: dict[str, tuple[str, str]] = {
    "teams": ("Parties", "Parteien"),
    "skat": ("Skat", "Skat"),
    "play": ("Play", "Spiel"),
    "jack": ("Demanding the jack", "Den Buben verlangen"),
    "klopfen": ("Knocking", "Klopfen"),
    "narr": ("The Narr", "Der Narr"),
    "matsch": ("Matsch", "Matsch"),
    "count": ("Counting", "Zählen"),
    "score": ("Settlement", "Abrechnung"),
    "session": ("Session", "Partie"),
}
"""The game's own sections of its rules pages: id -> (English, German) title, the section's heading on the game's
rules page; the shared sections (cards, players, deal, game phases, record) have the kernel's titles
(``kernel.rules.SHARED_SECTIONS``) unless the game titles them otherwise here."""


def _r(rid: str, source: str, de: str, en: str, *, title_de: str, title_en: str) -> Rule:
    return Rule(rid, rid.split(".", 1)[0], source, de, en, title_de, title_en)


_STATED: tuple[Rule, ...] = with_shared(
    (
        _r(
            "deck.cards",
            "S1",
            "Gespielt wird mit 78 Karten: vier Farben zu 14 Karten, 21 Tarock und der Narr, der kein Tarock ist.",
            "The pack has 78 cards: four suits of 14, 21 tarocks and the Narr, which is not a tarock.",
            title_de="Die 78 Karten",
            title_en="The 78 cards",
        ),
        _r(
            "deck.values",
            "S3",
            "Könige, XXI, I und der Narr zählen 5, Königinnen 4, Ritter 3, Buben 2, jede leere Karte 1.",
            "Kings, XXI, I and the Narr count 5, queens 4, knights 3, jacks 2, every empty card 1.",
            title_de="Kartenwerte",
            title_en="Card values",
        ),
        _r(
            "play.suit_order",
            "S11",
            "In jeder Farbe sticht der König vor der Königin, dem Ritter und dem Buben; bei Kelchen und Rosen sticht die "
            "Eins vor der Zwei usw.",
            "In every suit K beats Q, knight, jack; in cups and coins the pips run 1 high to 10 low.",
            title_de="Rangfolge in der Farbe",
            title_en="Order within a suit",
        ),
        _r(
            "players.count",
            "S5, S18, S19",
            "Ihr spielt zu dritt, zu viert, zu fünft oder zu sechst.",
            "Troccas is played by 3, 4, 5 or 6 players.",
            title_de="Drei bis sechs Spieler",
            title_en="Three to six players",
        ),
        _r(
            "teams.alone",
            "S19",
            "Zu dritt und zu fünft spielst du für dich allein.",
            "With 3 or 5 players everybody plays alone.",
            title_de="Zu dritt und zu fünft allein",
            title_en="Alone with three or five",
        ),
        _r(
            "teams.pairs",
            "S5",
            "Zu viert halten immer zwei zusammen.",
            "With 4 players two play together against two.",
            title_de="Zu viert zwei gegen zwei",
            title_en="Two against two with four",
        ),
        _r(
            "teams.three",
            "S18",
            "Zu sechst spielen je drei miteinander.",
            "With 6 players three play together against three.",
            title_de="Zu sechst drei gegen drei",
            title_en="Three against three with six",
        ),
        _r(
            "teams.draw",
            "S5",
            "Beim Auslosen gehören die zwei (zu sechst drei) niedrigsten gezogenen Tarock zusammen.",
            "In the draw the two (with six players three) lowest tarocks drawn form one party.",
            title_de="Die Parteien auslosen",
            title_en="Drawing the parties",
        ),
        _r(
            "teams.shape",
            "reading",
            "Die Parteien sind zwei gleich grosse Gruppen von Sitzen; ohne Angabe die abwechselnden Sitze.",
            "The parties are two equal groups of seats; by default the alternate seats.",
            title_de="Zwei gleich grosse Parteien",
            title_en="Two equal parties",
        ),
        _r(
            "teams.seating",
            "reading (O, X)",
            "Partner sitzen abwechselnd (zu viert gegenüber), ausser ihr behaltet die Plätze nach dem Losen.",
            "Partners sit alternately (opposite with four), unless players keep their places after the draw.",
            title_de="Wie die Partner sitzen",
            title_en="Where partners sit",
        ),
        _r(
            "teams.first_lead",
            "S5",
            "Wer das niedrigste Tarock gezogen hat, beginnt die erste Runde der Partie.",
            "Whoever drew the lowest tarock begins the first round of the session.",
            title_de="Wer die Partie beginnt",
            title_en="Who begins the session",
        ),
        _r(
            "deal.skatist",
            "S6, S8, W, O",
            "Der Skatist ist der Geber; er bekommt zuletzt die zusätzlichen Karten.",
            "The Skatist is the dealer; he receives the extra cards last.",
            title_de="Der Skatist gibt",
            title_en="The Skatist deals",
        ),
        _r(
            "deal.sizes",
            "S6, S18, S19",
            "Zu viert bekommst du 19 Karten, der Skatist 21; zu dritt 25/28, zu fünft 15/18, zu sechst alle 13.",
            "With four each gets 19 cards, the Skatist 21; with three 25/28, five 15/18, six 13 each.",
            title_de="Karten pro Spieler",
            title_en="Cards per player",
        ),
        _r(
            "deal.packets",
            "S6, S7",
            "Zu viert wird 6, 6, 7 ausgeteilt, auf Verlangen der Schuldner auch 9 und 10 oder 19 auf einmal.",
            "With four the packets are 6, 6, 7; a party in debt may ask for 9 and 10, or 19 at once.",
            title_de="Pakete beim Geben",
            title_en="Dealing packets",
        ),
        _r(
            "deal.redeal",
            "S8",
            "Ein Neugeben steht nicht im Protokoll; gespielt gilt, was gespielt wurde.",
            "A redeal is not recorded; the deal that was played is the one that counts.",
            title_de="Neu geben",
            title_en="Dealing again",
        ),
        _r(
            "skat.layaway",
            "S9, S19",
            "Der Skatist legt aus seinen Karten zwei (zu dritt und zu fünft drei, zu sechst keine) in den Skat; zu dritt "
            "und zu fünft gibt die Option skat_deal die drei Karten stattdessen verdeckt in den Skat.",
            "The Skatist lays two of his cards away (three with 3 or 5 players, none with 6); with 3 or 5 players the "
            "option skat_deal deals the three cards face down to the skat instead.",
            title_de="Den Skat ablegen",
            title_en="Laying away the skat",
        ),
        _r(
            "skat.five_pointers",
            "S9",
            "Legst du eine Fünferfigur in den Skat, musst du eine zweite dazulegen (wo es überhaupt erlaubt ist).",
            "If you lay a five-pointer away you must lay a second one (where it is allowed at all).",
            title_de="Fünferfiguren im Skat",
            title_en="Five-pointers in the skat",
        ),
        _r(
            "play.lead",
            "S10",
            "Der rechte Nebenmann des Skatisten spielt aus; wer sticht, spielt wieder aus.",
            "The player after the Skatist leads; the winner of a trick leads the next.",
            title_de="Wer ausspielt",
            title_en="Who leads",
        ),
        _r(
            "play.follow",
            "S10",
            "Du musst Farbe bekennen; hast du keine, musst du Tarock spielen; sonst spielst du, was du willst.",
            "You must follow suit; void, you must play a tarock; otherwise you may play anything.",
            title_de="Farbe bekennen",
            title_en="Follow suit",
        ),
        _r(
            "play.no_overtrump",
            "reading",
            "Du musst weder höher spielen noch übertrumpfen.",
            "There is no duty to head the trick or to overtrump.",
            title_de="Kein Stichzwang",
            title_en="No duty to overtrump",
        ),
        _r(
            "play.narr_any",
            "S12",
            "Den Narren darfst du immer spielen, ausser wenn du einen verlangten Buben hergeben musst.",
            "You may always play the Narr, except when you must give up a demanded jack.",
            title_de="Den Narren jederzeit spielen",
            title_en="The Narr at any time",
        ),
        _r(
            "play.narr_lead",
            "S12",
            "Spielt einer den Narren aus, bestimmt der Nächste mit seiner Karte die Farbe.",
            "After a led Narr the next player's card sets the suit.",
            title_de="Den Narren ausspielen",
            title_en="Leading the Narr",
        ),
        _r(
            "play.trick_winner",
            "S11, S12",
            "Das höchste Tarock sticht, sonst die höchste Karte der ausgespielten Farbe; der Narr sticht nie.",
            "The highest tarock wins, else the highest card of the led suit; the Narr never wins.",
            title_de="Wer den Stich macht",
            title_en="Who wins the trick",
        ),
        _r(
            "jack.demand",
            "S17",
            "Spielst du den König beim ersten Ausspielen seiner Farbe, darfst du seinen Buben verlangen.",
            "Playing a king in the first trick led in its suit, you may demand its jack.",
            title_de="Den Buben verlangen",
            title_en="Demanding the jack",
        ),
        _r(
            "jack.effect",
            "S17",
            "Wer den verlangten Buben hat, muss ihn hergeben und nimmt dafür seine gespielte Karte zurück.",
            "Whoever holds the demanded jack must give it and takes back the card he had played.",
            title_de="Den verlangten Buben hergeben",
            title_en="Giving up the demanded jack",
        ),
        _r(
            "klopfen.signal",
            "S16",
            "Das Klopfen mit dem höchsten Tarock ist nur ein Zeichen und steht nicht im Protokoll.",
            "Knocking with the highest tarock is only a signal and is not recorded.",
            title_de="Klopfen als Zeichen",
            title_en="Knocking as a signal",
        ),
        _r(
            "narr.exchange",
            "S12, A",
            "Geht dein Narr an die andere Partei, tauschst du ihn am Ende gegen eine leere Karte deiner Partei.",
            "If your Narr goes to the other party you get it back at the end for an empty card of your party.",
            title_de="Der Narr geht zurück",
            title_en="The Narr goes back",
        ),
        _r(
            "narr.no_empty",
            "reading",
            "Gewinnt deine Partei keine leere Karte, bleibt der Narr beim Gewinner des Stichs.",
            "If your party wins no empty card, the Narr stays with the trick's winner.",
            title_de="Keine leere Karte zum Tauschen",
            title_en="No empty card to give",
        ),
        _r(
            "matsch.cards",
            "S12, A",
            "Macht eine Partei Matsch, gehören Narr und Skat der Matsch-Partei (Option: der anderen Partei).",
            "When one party takes every trick, Narr and skat go to it (option: to the other party).",
            title_de="Narr und Skat beim Matsch",
            title_en="Narr and skat in a Matsch",
        ),
        _r(
            "count.fours",
            "S2, S3, W",
            "Gezählt wird in Vierergruppen: Summe der Kartenwerte weniger drei je Gruppe.",
            "Cards are counted in groups of four: face total minus three per group.",
            title_de="Zählen in Vierergruppen",
            title_en="Counting in fours",
        ),
        _r(
            "count.skat",
            "S3",
            "Der Skat zählt seine Kartenwerte weniger eins und gehört der Partei des Skatisten.",
            "The skat counts its face total minus one and belongs to the Skatist's party.",
            title_de="Die Punkte des Skats",
            title_en="The skat's points",
        ),
        _r(
            "count.total",
            "S4",
            "Das ganze Spiel zählt 72 Punkte; die kleinere Partei-Beige wird gezählt, die andere hat den Rest.",
            "The whole game counts 72; the smaller party pile is counted, the other has the rest.",
            title_de="72 Punkte im Ganzen",
            title_en="72 points in all",
        ),
        _r(
            "count.single",
            "S19",
            "Zu dritt und zu fünft zählt jede Karte einzeln ihren Wert.",
            "With 3 or 5 players every card counts its face value singly.",
            title_de="Jede Karte einzeln zählen",
            title_en="Counting every card singly",
        ),
        _r(
            "score.targets",
            "S4, S19",
            "Jede Partei sollte 36 Punkte machen; zu dritt 42 (Skatist 43), zu fünft 25 (Skatist 27).",
            "Each party should make 36; with three 42 (Skatist 43), with five 25 (Skatist 27).",
            title_de="Das Ziel jeder Partei",
            title_en="Each party's target",
        ),
        _r(
            "score.balance",
            "S4",
            "Was dir zum Ziel fehlt, sind Schulden; was darüber geht, ist Guthaben.",
            "What you lack of your target is debt, what you make above it is credit.",
            title_de="Schulden und Guthaben",
            title_en="Debt and credit",
        ),
        _r(
            "score.payments",
            "reading",
            "Paarweise zahlt jeder die Differenz der Guthaben; in Parteien zahlt jede Partei ihr Guthaben.",
            "Players settle the difference of their balances pairwise; parties pay their balance.",
            title_de="Die Zahlungen",
            title_en="The payments",
        ),
        _r(
            "session.rounds",
            "S14",
            "Eine Partie hat vier Runden; wer am Schluss Pluspunkte hat, ist Sieger.",
            "A session has four rounds; whoever ends with plus points wins.",
            title_de="Vier Runden pro Partie",
            title_en="Four rounds a session",
        ),
        _r(
            "session.debt_packets",
            "S7",
            "Mit neun oder mehr Punkten Schulden darfst du 9 und 10 Karten auf einmal verlangen, mit mehr als 18 alle 19.",
            "With nine or more points of debt a party may ask for 9 and 10 cards at once, with more than 18 for all 19.",
            title_de="Grosse Pakete für Schuldner",
            title_en="Large packets for debtors",
        ),
        # the engine's own
        _r(
            "record.format",
            "reading",
            "Ein Protokoll ist ein JSON-Objekt im Format troggu-record/2 mit den nötigen Schlüsseln.",
            "A record is a JSON object in format troggu-record/2 with the required keys.",
            title_de="Das Protokollformat",
            title_en="The record format",
        ),
        _r(
            "record.game",
            "reading",
            "Das Protokoll nennt das Spiel troccas.",
            "The record names the game troccas.",
            title_de="Das Spiel eines Protokolls",
            title_en="The game of a record",
        ),
        _r(
            "record.ruleset",
            "reading",
            "Das Regelwerk heisst surselva, mit bekannten Optionen und Werten.",
            "The ruleset is surselva, with known options and values.",
            title_de="Das Regelwerk eines Protokolls",
            title_en="The ruleset of a record",
        ),
        _r(
            "record.complete",
            "reading",
            "Ein Protokoll zum Nachspielen enthält jede Karte jedes Stichs, keine mehr.",
            "A record to replay holds every card of every trick, and no more.",
            title_de="Ein vollständiges Protokoll",
            title_en="A complete record",
        ),
        _r(
            "game.phase",
            "reading",
            "Jede Aktion gehört in ihre Phase: erst der Skat, dann das Spiel.",
            "Each action belongs to its phase: first the skat, then the play.",
            title_de="Erst der Skat, dann das Spiel",
            title_en="First the skat, then the play",
        ),
    )
)
RULES: tuple[Rule, ...] = with_section_titles(_STATED, SECTIONS)
"""Every rule, in spec order, then the shared rules of the kernel and the facade (:func:`~...kernel.rules.with_shared`);
each carries its section's titles (:data:`SECTIONS`, :func:`~...kernel.rules.with_section_titles`)."""

RULE_IDS: frozenset[str] = frozenset(r.id for r in RULES)
_BY_ID = {r.id: r for r in RULES}


def rule(rule_id: str) -> Rule:
    """The rule with this id (KeyError if none)."""
    return _BY_ID[rule_id]
