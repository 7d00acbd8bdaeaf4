"""Every rule of the Großtarock spec (``grosstarock.md``) with its id, section, source and a one-line statement.

Sources: ``003`` (seed: German Wikipedia "Großtarock"; S-1754, S-DUM, S-DK are its three sections), the outside
facts ``O1``..``O4`` of spec §0, and ``reading`` for our own reading where the seed is silent.

>>> rule("GT-DISC-DK").section
'discard'
>>> len({r.id for r in RULES}) == len(RULES)
True
"""

from __future__ import annotations

from ...kernel.rules import Rule, with_section_titles, with_shared

__all__ = ["Rule", "RULES", "SECTIONS", "rule", "SOURCES"]

SOURCES = {
    "003": 'German Wikipedia, "Großtarock" (seed 003): the 1754 rules, Dummett\'s Grosstarock, Danish Tarok',
    "O1": "Regeln bey dem Taroc-Spiele (1754), https://tarock.info/Tarock_1754.htm",
    "O2": 'Meyers Konversations-Lexikon 1905, "Tarock", http://www.zeno.org/Meyers-1905/A/Tarock',
    "O3": "pagat.com, Danish Tarok (J. B. Christiansen), https://pagat.com/tarot/dantarok.html",
    "O4": 'Board Game Arena "GrossTarock" (W. M. Shirk), github.com/wmichaelshirk/grosstarock',
    "reading": "our reading where the seed is silent or unclear (spec, READINGS.md)",
}


SECTIONS: dict[str, tuple[str, str]] = {
    "cards": ("Cards and ranking", "Karten und Rangfolge"),
    "discard": ("Discard", "Weglegen"),
    "declarations": ("Declarations", "Meldungen"),
    "play": ("Play", "Spiel"),
    "excuse": ("The excuse", "Der Sküs"),
    "announcements": ("Announcements (Dummett only)", "Ansagen (nur Dummett)"),
    "counting": ("Counting in threes", "Zählen in Dreiergruppen"),
    "settlement": ("Settlement", "Abrechnung"),
    "session": ("Session", "Partie"),
    "record": ("Records and actions", "Protokolle und Aktionen"),
}
"""The game's own sections of its rules pages: id -> (English, German) title, the section's heading on the game's
rules page; the shared sections (cards, players, deal, game phases, record) have the kernel's titles
(``kernel.rules.SHARED_SECTIONS``) unless the game titles them otherwise here."""

_STATED: tuple[Rule, ...] = with_shared(
    (
        Rule(
            "GT-CARD-1",
            "cards",
            "003",
            "Gespielt wird mit 78 Karten: 21 Taroks, dem Sküs, dem Narren und vier Farben zu 14 Karten.",
            "78 cards: 21 taroks, the excuse (Sckis, Sküs, Scies) and four suits of 14.",
            title_de="Die 78 Karten",
            title_en="The 78 cards",
        ),
        Rule(
            "GT-CARD-2",
            "cards",
            "003:29–31",
            "XXI ist der höchste Tarok; in Kreuz und Pik gilt König, Dame, Cavall, "
            "Valet, 10…1, in Herz und Karo König, Dame, Cavall, Valet, 1…10; der Narr gewinnt nie einen Stich.",
            "XXI is the top tarok; black suits rank K Q N J 10…1, red suits "
            "K Q N J 1…10; the excuse never wins a trick.",
            title_de="Rangfolge der Karten",
            title_en="Order of the cards",
        ),
        Rule(
            "GT-CARD-3",
            "cards",
            "003",
            "König, Pagat, XXI und Narr zählen 5, Dame 4, Cavall 3, Valet 2, jede andere Karte 1.",
            "King, Pagat, XXI and excuse count 5, queen 4, knight 3, jack 2, every other card 1.",
            title_de="Kartenwerte",
            title_en="Card values",
        ),
        Rule(
            "GT-DEAL-1",
            "deal",
            "003",
            "Ihr spielt zu dritt; nach Sitz s spielt Sitz s+1.",
            "Three players; seat s+1 plays after seat s.",
            title_de="Drei Spieler",
            title_en="Three players",
        ),
        Rule(
            "GT-DEAL-2",
            "deal",
            "003",
            "Der Geber gibt fünf Pakete zu fünf Karten und behält die letzten drei Karten "
            "dazu: er hat 28, die anderen 25.",
            "The dealer deals five packets of five and keeps the last three "
            "cards too: 28 cards for him, 25 for the others.",
            title_de="Fünf Pakete zu fünf",
            title_en="Five packets of five",
        ),
        Rule(
            "GT-DEAL-3",
            "deal",
            "003",
            "Als Geber legst du 3 deiner 28 Karten ab; sie zählen am Ende für dich.",
            "The dealer lays away 3 of his 28 cards; they count for him at the end.",
            title_de="Der Geber legt drei weg",
            title_en="The dealer lays away three",
        ),
        Rule(
            "GT-DEAL-4",
            "deal",
            "003, reading",
            "Die Vorhand (der Spieler nach dem Geber) spielt zum ersten Stich aus, danach der Stichgewinner.",
            "Forehand (the player after the dealer) leads the first trick, then the winner of each trick.",
            title_de="Die Vorhand spielt aus",
            title_en="Forehand leads",
        ),
        Rule(
            "GT-DEAL-5",
            "deal",
            "reading",
            "Das nächste Spiel gibt der Spieler nach dem Geber.",
            "The next deal is dealt by the player after the dealer.",
            title_de="Der nächste Geber",
            title_en="The next dealer",
        ),
        Rule(
            "GT-DISC-1754",
            "discard",
            "003, O1",
            "Du darfst keinen König und keinen Tarok ablegen, ausser genau deine drei "
            "Taroks mit dem Pagat oder Pagat, Sküs und einen Tarok.",
            "No king and no tarok may be discarded, except "
            "exactly one's three taroks including the Pagat, or Pagat, Sckis and one tarok.",
            title_de="Weglegen nach 1754",
            title_en="Discarding in 1754",
        ),
        Rule(
            "GT-DISC-DUM",
            "discard",
            "003",
            "Du darfst keinen König und nicht die XXI ablegen, andere Taroks (und den "
            "Sküs) nur, wenn du den Pagat und höchstens zwei weitere hast.",
            "No king and not the XXI; other taroks "
            "(and the Sküs) only by a dealer holding the Pagat and at most two others.",
            title_de="Weglegen bei Dummett",
            title_en="Discarding by Dummett",
        ),
        Rule(
            "GT-DISC-DK",
            "discard",
            "003",
            "Lege keine Matadore, Könige oder gemeldeten Karten ab, wenn es sich "
            "vermeiden lässt; Taroks nur, wenn du dann keinen Tarok mehr hast.",
            "No matadors, kings or declared cards unless unavoidable; taroks only if the dealer then keeps no tarok.",
            title_de="Weglegen im dänischen Tarok",
            title_en="Discarding in Danish Tarok",
        ),
        Rule(
            "GT-DECL-1",
            "declarations",
            "003, reading",
            "Jede Meldung deiner Hand wird automatisch gemacht und von jedem Gegner bezahlt.",
            "Every declaration a hand holds is made automatically and paid by each opponent.",
            title_de="Meldungen von selbst",
            title_en="Automatic declarations",
        ),
        Rule(
            "GT-DECL-2",
            "declarations",
            "003:114, O1, O3",
            "Die anderen melden ihre 25 Karten, der Geber seine 25 nach "
            "dem Weglegen (dänisch: Option dealer_declares, alle 28 wie O3).",
            "Non-dealers declare their 25 cards, "
            "the dealer his 25 after the discard (Danish: option dealer_declares, all 28 as in O3).",
            title_de="Welche Karten gemeldet werden",
            title_en="Which cards are declared",
        ),
        Rule(
            "GT-DECL-3",
            "declarations",
            "003, O2, O3",
            "Der Narr darf in mehreren Meldungen zugleich stehen und zählt bei den Taroks als Tarok.",
            "The excuse may serve in several declarations and counts as a tarok for the taroks declaration.",
            title_de="Der Narr in Meldungen",
            title_en="The excuse in declarations",
        ),
        Rule(
            "GT-DECL-4",
            "declarations",
            "003",
            '"10 + 5": 10 für die Grundmeldung, 5 für jede weitere Karte.',
            '"10 + 5": 10 for the basic declaration and 5 for each card beyond it.',
            title_de="Zehn plus fünf",
            title_en="Ten plus five",
        ),
        Rule(
            "GT-DECL-5",
            "declarations",
            "003",
            "Matadore sind Pagat, Narr und XXI, dazu XX, XIX … in ununterbrochener Folge von oben.",
            "Matadors are Pagat, excuse and XXI, plus XX, XIX … in an unbroken run from the top.",
            title_de="Die Matadore",
            title_en="The matadors",
        ),
        Rule(
            "GT-PLAY-1",
            "play",
            "003",
            "Bekenne Farbe; kannst du nicht, spiel einen Tarok; sonst eine beliebige "
            "Karte. Überstechen musst du nicht.",
            "Follow suit; if you cannot, play a tarok; else any card. No obligation to win.",
            title_de="Farbe bekennen",
            title_en="Follow suit",
        ),
        Rule(
            "GT-PLAY-2",
            "play",
            "003",
            "Der höchste Tarok gewinnt, sonst die höchste Karte der ausgespielten Farbe.",
            "The highest tarok wins, else the highest card of the led suit.",
            title_de="Wer den Stich macht",
            title_en="Who wins the trick",
        ),
        Rule(
            "GT-EXC-1754-1",
            "excuse",
            "reading, 003:61",
            "Den Sküs darfst du nicht ausspielen (Option excuse_lead: doch, dann bestimmt die zweite Karte die Farbe).",
            "The excuse may not be led (option excuse_lead: it may, and the second card sets the suit).",
            title_de="Den Sküs nicht ausspielen",
            title_en="Not leading the excuse",
        ),
        Rule(
            "GT-EXC-1754-2",
            "excuse",
            "003",
            "Den Sküs musst du bis zum drittletzten Stich spielen.",
            "The excuse must be played by the third-last trick.",
            title_de="Der Sküs bis zum drittletzten Stich",
            title_en="The excuse by the third-last trick",
        ),
        Rule(
            "GT-EXC-1754-3",
            "excuse",
            "003",
            "Hältst du sie dann noch und bist am Ausspiel, gibst du das Ausspiel an "
            "den nächsten Spieler ab und spielst sie in deinem Zug.",
            "If its owner would lead that trick, the next player leads and the owner plays the excuse in turn.",
            title_de="Das Ausspiel abgeben",
            title_en="Passing on the lead",
        ),
        Rule(
            "GT-EXC-1754-4",
            "excuse",
            "003",
            "Kannst du weder Farbe bekennen noch tarockieren, musst du den Sküs spielen.",
            "An owner who can neither follow nor play a tarok must play the excuse.",
            title_de="Pflicht zum Sküs",
            title_en="Duty to play the excuse",
        ),
        Rule(
            "GT-EXC-DUM-1",
            "excuse",
            "003",
            "Den Sküs darfst du jederzeit spielen, auch ausspielen.",
            "The Sküs may be played at any turn, leads included.",
            title_de="Den Sküs jederzeit spielen",
            title_en="The Sküs at any time",
        ),
        Rule(
            "GT-EXC-DUM-2",
            "excuse",
            "003",
            "Spielst du den Sküs in einem der letzten drei Stiche, fängt ihn der Stichgewinner.",
            "Played in one of the last three tricks, the Sküs is captured by the trick's winner.",
            title_de="Der Sküs in den letzten Stichen",
            title_en="The Sküs in the last tricks",
        ),
        Rule(
            "GT-EXC-DK-1",
            "excuse",
            "003",
            "Der Sküs zählt beim Bekennen als Tarok: ist er dein einziger Tarok und "
            "kannst du nicht Farbe bekennen, musst du ihn spielen.",
            "The Scies counts as a tarok for following: a player "
            "who cannot follow and whose only tarok is the Scies must play it.",
            title_de="Der Sküs als Tarok",
            title_en="The Scies as a tarok",
        ),
        Rule(
            "GT-EXC-DK-2",
            "excuse",
            "003",
            "Spielst du den Sküs aus, nennst du eine Farbe; hat kein Gegner sie, "
            "bestimmt der nächste Spieler die Farbe.",
            "A led Scies designates a suit; if no opponent holds it, the next player's card sets the suit.",
            title_de="Den Sküs ausspielen",
            title_en="Leading the Scies",
        ),
        Rule(
            "GT-EXC-DK-3",
            "excuse",
            "003",
            "Zum vorletzten Stich darfst du den Sküs nicht spielen.",
            "The Scies may not be played to the second-last trick.",
            title_de="Kein Sküs im vorletzten Stich",
            title_en="No Scies in the second-last trick",
        ),
        Rule(
            "GT-EXC-DK-4",
            "excuse",
            "003, reading",
            "Ein Spieler kann verlangen, dass der Sküs zum drittletzten Stich "
            "gespielt wird; der Halter muss ihn dann dort spielen.",
            "A player may demand the Scies for the third-last trick; its holder must then play it there.",
            title_de="Den Sküs verlangen",
            title_en="Demanding the Scies",
        ),
        Rule(
            "GT-EXC-DK-5",
            "excuse",
            "003",
            "Spielst du den Sküs zum letzten Stich, fängt ihn der Stichgewinner.",
            "Played to the last trick, the Scies is captured by the trick's winner.",
            title_de="Der Sküs im letzten Stich",
            title_en="The Scies in the last trick",
        ),
        Rule(
            "GT-ANN-1",
            "announcements",
            "003",
            "Bei Dummett kannst du eine Vole (vor Stich 1, 13 oder 20) oder ein Nolo (vor Stich 1 oder 13) ansagen.",
            "Dummett: a vole may be announced before trick 1, 13 or 20, a nolo before trick 1 or 13.",
            title_de="Vole und Nolo ansagen",
            title_en="Announcing vole and nolo",
        ),
        Rule(
            "GT-ANN-2",
            "announcements",
            "003, reading",
            "Vor Stich 1 ist Stufe 1, vor Stich 2–13 Stufe 2, vor Stich 14–20 Stufe 3.",
            "Before trick 1 is tier 1, before tricks 2–13 tier 2, before tricks 14–20 tier 3.",
            title_de="Die Stufen der Ansage",
            title_en="Announcement tiers",
        ),
        Rule(
            "GT-ANN-3",
            "announcements",
            "reading",
            "Höchstens eine Ansage pro Spiel; Vole nur, wenn du alle Stiche hast, Nolo nur ohne Stich.",
            "At most one announcement per deal; vole only by a player who won every "
            "trick so far, nolo only by one who won none.",
            title_de="Eine Ansage pro Spiel",
            title_en="One announcement per deal",
        ),
        Rule(
            "GT-COUNT-1",
            "counting",
            "003",
            "Dein Stapel: deine Stiche und, als Geber, dein Abgelegtes.",
            "A pile: the tricks won and, for the dealer, the discard.",
            title_de="Was zum Stapel gehört",
            title_en="What makes a pile",
        ),
        Rule(
            "GT-COUNT-2",
            "counting",
            "003",
            "Ungefangen holst du den Narren zurück und gibst dem Stichgewinner eine "
            "Karte niedrigsten Werts aus deinem Stapel.",
            "An uncaptured excuse returns to its owner, who gives the trick's winner a lowest-value card of his pile.",
            title_de="Der ungefangene Narr",
            title_en="The uncaptured excuse",
        ),
        Rule(
            "GT-COUNT-3",
            "counting",
            "003",
            "Gezählt wird in Dreiergruppen: Summe der Werte, minus 2 je Dreiergruppe "
            "und minus 1 für einen Rest; zusammen 78 Augen.",
            "Count in threes: sum of values minus 2 per triple and 1 for a leftover; 78 eyes in all.",
            title_de="Zählen in Dreiergruppen",
            title_en="Counting in threes",
        ),
        Rule(
            "GT-PAY-1754-1",
            "settlement",
            "003",
            "Du bekommst so viele Points, wie du über 26 Augen hast, bzw. zahlst die fehlenden.",
            "Eye payment: eyes minus 26.",
            title_de="Augen über 26",
            title_en="Eyes above 26",
        ),
        Rule(
            "GT-PAY-1754-2",
            "settlement",
            "003",
            "Verlierst du den Pagat, zahlst du 5; im letzten Stich gewinnt er 10, verloren kostet er 10.",
            "Pagat lost: −5; Pagat wins the last trick: +10, lost there: −10.",
            title_de="Zahlungen für den Pagat",
            title_en="Payments for the Pagat",
        ),
        Rule(
            "GT-PAY-1754-3",
            "settlement",
            "003",
            "Machst du keinen Stich, hast aber am Ende den Sküs, bekommst du von jedem Gegner 4.",
            "No tricks but the excuse at the end: 4 from each opponent.",
            title_de="Kein Stich, aber der Sküs",
            title_en="No trick but the excuse",
        ),
        Rule(
            "GT-PAY-DUM-1",
            "settlement",
            "003",
            "Augen wie 1754: Augen minus 26.",
            "Eyes as in 1754: eyes minus 26.",
            title_de="Augen wie 1754",
            title_en="Eyes as in 1754",
        ),
        Rule(
            "GT-PAY-DUM-2",
            "settlement",
            "003",
            "Pagat und jeder König: Stich gemacht +5, verloren −5; im letzten Stich Pagat ±15, König ±10.",
            "Pagat and each king: won +5, lost −5; in the last trick Pagat ±15, king ±10.",
            title_de="Pagat und Könige",
            title_en="Pagat and kings",
        ),
        Rule(
            "GT-PAY-DUM-3",
            "settlement",
            "003:96–97",
            "Alle Stiche (Vole) bringen 26, keinen Stich (Nolo) 26.",
            "All tricks (vole) 26, no trick (nolo) 26.",
            title_de="Alle Stiche oder keiner",
            title_en="All tricks or none",
        ),
        Rule(
            "GT-PAY-DUM-4",
            "settlement",
            "reading, 003:99",
            "Vole oder Nolo ersetzen Augen und Boni, auch eine verfehlte "
            "angesagte Vole (Option vole_failed: dann normale Zahlungen); nur Meldungen und diese Zahlung gelten.",
            "A vole or nolo replaces eyes and bonuses, and so does a failed announced vole (option vole_failed: normal "
            "payments then); only declarations and that payment count.",
            title_de="Vole und Nolo ersetzen Augen",
            title_en="Vole and nolo replace eyes",
        ),
        Rule(
            "GT-PAY-DUM-5",
            "settlement",
            "003",
            "Angesagte Vole 52/38/31, angesagtes Nolo 36/31; misslingt das Nolo, zahlst du 10/5 dazu.",
            "Announced vole 52/38/31, announced nolo 36/31; a failed nolo costs 10/5 more.",
            title_de="Angesagte Vole und Nolo",
            title_en="Announced vole and nolo",
        ),
        Rule(
            "GT-PAY-DK-1",
            "settlement",
            "003",
            "Ist ein Pott leer, setzt jeder 20 ein, sonst der Geber 5.",
            "An empty pot gets 20 from everybody, otherwise 5 from the dealer.",
            title_de="Die Potts füllen",
            title_en="Filling the pots",
        ),
        Rule(
            "GT-PAY-DK-2",
            "settlement",
            "003, O3, O4",
            "Augen: 5 Punkte je 5 Augen über 24, −5 je 5 Augen unter 28; der nächste Geber gleicht aus.",
            "Eyes: 5 per 5 eyes above 24, −5 per 5 eyes below 28; the next dealer balances.",
            title_de="Zahlung für Augen",
            title_en="Payment for eyes",
        ),
        Rule(
            "GT-PAY-DK-3",
            "settlement",
            "003",
            "Pagat heimgebracht +5; Pagat oder König verloren −5 und 5 in den Pott.",
            "Pagat brought home +5; Pagat or king lost −5 and 5 into its pot.",
            title_de="Pagat heimgebracht, König verloren",
            title_en="Pagat home, king lost",
        ),
        Rule(
            "GT-PAY-DK-4",
            "settlement",
            "003:142–143, O3",
            "Tout (alle Stiche) 80 und beide Potts; Nolo (kein Stich) "
            "25; beide ersetzen die Zahlung für Augen (O3; Option slam_eyes: Augen bezahlt).",
            "Tout (all tricks) 80 "
            "and both pots; nolo (no trick) 25; both replace the payment for eyes (O3; option slam_eyes: eyes paid).",
            title_de="Tout und Nolo",
            title_en="Tout and nolo",
        ),
        Rule(
            "GT-PAY-DK-5",
            "settlement",
            "003, O3",
            "Letzter Stich: Pagat-Ultimo 45 plus Pott, König-Ultimo 40 plus "
            "Pott, verloren −45/−40 und Pott verdoppeln; sonst 20 für den letzten Stich.",
            "Last trick: Pagat ultimo "
            "45 plus pot, king ultimo 40 plus pot, lost −45/−40 and double the pot; otherwise 20 for the last trick.",
            title_de="Ultimo im letzten Stich",
            title_en="Ultimo in the last trick",
        ),
        Rule(
            "GT-SESSION",
            "session",
            "003, reading",
            "Eine Sitzung: gleicher Regelsatz, der Geber wechselt reihum, die Potts gehen weiter.",
            "A session: the same ruleset, the deal passes on, the pots carry over.",
            title_de="Die Partie",
            title_en="The session",
        ),
        # the engine's own: what a record or an action must be, so every refusal names a rule of this table
        Rule(
            "record.format",
            "record",
            "reading",
            "Ein Protokoll ist ein JSON-Objekt im Format troggu-record/2.",
            "A record is a JSON object in format troggu-record/2.",
            title_de="Das Protokollformat",
            title_en="The record format",
        ),
        Rule(
            "record.game",
            "record",
            "reading",
            "Das Protokoll nennt das Spiel grosstarock.",
            "The record names the game grosstarock.",
            title_de="Das Spiel eines Protokolls",
            title_en="The game of a record",
        ),
        Rule(
            "record.keys",
            "record",
            "reading",
            "Ein Protokoll hat die Schlüssel des Formats und keine unbekannten.",
            "A record has the format's keys and no unknown ones.",
            title_de="Die Schlüssel eines Protokolls",
            title_en="The keys of a record",
        ),
        Rule(
            "record.ruleset",
            "record",
            "reading",
            "Das Regelwerk ist 1754, dummett oder danish, mit bekannten Optionen.",
            "The ruleset is 1754, dummett or danish, with known options.",
            title_de="Das Regelwerk eines Protokolls",
            title_en="The ruleset of a record",
        ),
        Rule(
            "record.dealer",
            "record",
            "reading",
            "Der Geber sitzt auf Platz 1, 2 oder 3; das Protokoll zählt von 0 an: dealer ist 0, 1 oder 2.",
            "The dealer sits at seat 1, 2 or 3; the record counts seats from 0: dealer is 0, 1 or 2.",
            title_de="Der Geber eines Protokolls",
            title_en="The dealer of a record",
        ),
        Rule(
            "record.plays",
            "record",
            "reading",
            "Die Stiche sind Listen von Kartencodes in der Reihenfolge des Spiels.",
            "The tricks are lists of card codes in playing order.",
            title_de="Die Stiche eines Protokolls",
            title_en="The tricks of a record",
        ),
        Rule(
            "record.complete",
            "record",
            "reading",
            "Ein Ergebnis gibt es erst, wenn alle 25 Stiche gespielt sind.",
            "There is a result only once all 25 tricks are played.",
            title_de="Ein vollständiges Protokoll",
            title_en="A complete record",
        ),
        Rule(
            "game.action",
            "game",
            "reading",
            "Eine Aktion ist Text: ein Kartencode, eine Ablage, eine Ansage.",
            "An action is text: a card code, a lay-away, an announcement.",
            title_de="Aktionen als Text",
            title_en="Actions as text",
        ),
        Rule(
            "game.undo",
            "game",
            "reading",
            "Zurücknehmen kannst du nur, was schon gespielt ist.",
            "Only what has been played can be taken back.",
            title_de="Gespieltes zurücknehmen",
            title_en="Taking back what was played",
        ),
    )
)
RULES: tuple[Rule, ...] = with_section_titles(_STATED, SECTIONS)
"""Every rule, in spec order, then the shared rules of the kernel and the facade (:func:`~...kernel.rules.with_shared`);
each carries its section's titles (:data:`SECTIONS`, :func:`~...kernel.rules.with_section_titles`)."""

_BY_ID = {r.id: r for r in RULES}


def rule(rule_id: str) -> Rule:
    """The rule with this id (KeyError if none)."""
    return _BY_ID[rule_id]
