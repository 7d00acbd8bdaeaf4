"""Every rule of Troggu the engine knows, with its stable id, source and a one-line statement.

This is the one list of rule ids. The engine's errors name them, the site has one
anchor per id (``rules/<section>/#<id>``), and citations use them.

Sources are the seed documents: ``000`` the Visp rules sheet, ``001`` the German
Wikipedia article "Troggu"; ``reading`` marks our own reading where both are silent.

>>> rule("play.follow-suit").title_en
'Follow suit'
>>> [r.id for r in RULES.values() if not r.id.startswith(r.section + ".")]  # shared rules on the deal's page
['players.count', 'players.seat']
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from ...kernel.rules import Rule, with_section_titles, with_shared

__all__ = ["Rule", "RULES", "SECTIONS", "SOURCES", "Source", "rule"]


@dataclass(frozen=True, slots=True)
class Source:
    """A source document: its short key, full citation and language."""

    key: str
    title: str
    citation: str
    language: str


SOURCES: dict[str, Source] = {
    s.key: s
    for s in (
        Source(
            "000",
            "Troggu (Tappu) nach den Regeln die in Visp gelten",
            'Anonymous, "Troggu (Tappu) nach den Regeln die in Visp gelten", rules sheet, Visp '
            "(undated, later than the Wikipedia article it links to and largely follows; OCR transcript, seed 000).",
            "de",
        ),
        Source(
            "001",
            "Troggu (German Wikipedia)",
            '"Troggu", in: Wikipedia, Die freie Enzyklopädie (German), article text as of the seed copy '
            "(seed 001), citing John McLeod's online documentation.",
            "de",
        ),
        Source(
            "reading",
            "Our reading",
            "The Troggu heritage project's own reading where the sources are silent; stated on the rule's page.",
            "en",
        ),
    )
}


class _Entry(NamedTuple):
    """A row of the table below, before its German statement is joined to it."""

    id: str
    title: str
    title_de: str
    sources: tuple[str, ...]
    text: str


SECTIONS: dict[str, tuple[str, str]] = {
    "deck": ("The cards", "Die Karten"),
    "deal": ("Dealing", "Geben"),
    "auction": ("Bidding", "Bieten"),
    "call": ("The partner call", "Partner rufen"),
    "exchange": ("The Tapp exchange", "Tapp tauschen"),
    "play": ("The play", "Spielablauf"),
    "count": ("Counting", "Auszählen"),
    "pay": ("Paying", "Bezahlen"),
    "session": ("A session", "Eine Partie"),
    "notation": ("Notation", "Notation"),
    "record": ("Game records", "Spielprotokolle"),
    "game": ("Game flow", "Spielablauf der Engine"),
}
"""Rule sections in the order of the rules pages: id prefix -> (English, German) title."""

_R = _Entry
_RULES_EN = (
    # --- the cards ----------------------------------------------------
    _R(
        "deck.cards",
        "The 62-card deck",
        "Das 62-Blatt-Spiel",
        ("000", "001"),
        "Troggu uses the 1JJ Swiss tarot without Batons and Swords 1-4 and Coins and Cups 7-10: "
        "22 trumps and four suits of ten, 62 cards.",
    ),
    _R(
        "deck.points",
        "Card points",
        "Kartenwerte",
        ("000", "001"),
        "Narr, XXI and I count 5, the other trumps 1; K 5, Q 4, N 3, J 2, pips 1: 114 points in all.",
    ),
    _R(
        "deck.trump-order",
        "Order of the trumps",
        "Rangfolge der Trümpfe",
        ("000", "001"),
        "The Narr is the highest trump, then XXI down to I; every trump beats every suit card.",
    ),
    _R(
        "deck.suit-order",
        "Order within a suit",
        "Rangfolge in der Farbe",
        ("000", "001"),
        "K > Q > N > J > pips; Batons and Swords 10 > ... > 5, Coins and Cups 1 > 2 > ... > 6.",
    ),
    # --- dealing ------------------------------------------------------
    _R(
        "deal.players",
        "Number of players",
        "Anzahl Spieler",
        ("000", "001", "reading"),
        "Visp 4-8 players, St. Niklaus 3-7, Grächen 3-8 (the article's general 3-8: our reading for Grächen).",
    ),
    _R(
        "deal.layout",
        "Hand and Tapp sizes",
        "Karten pro Spieler und Tapp",
        ("000", "001", "reading"),
        "The player count fixes the Tapp and the packets each player receives; some counts allow several layouts "
        "(which one is the default, and Grächen's layouts for 3, 6, 7 and 8 players, are our reading).",
    ),
    _R(
        "deal.shuffle-cut",
        "Shuffle and cut",
        "Mischen und Abheben",
        ("000", "001"),
        "The dealer shuffles and the player on his left cuts.",
    ),
    _R(
        "deal.order",
        "Dealing order",
        "Reihenfolge beim Geben",
        ("000", "001"),
        "Packets go counterclockwise, starting with the player on the dealer's right.",
    ),
    _R(
        "deal.tapp",
        "Laying out the Tapp",
        "Den Tapp auslegen",
        ("000", "001"),
        "The Tapp is laid face down before the deal (Visp, St. Niklaus) or after the first round of packets (Grächen).",
    ),
    _R(
        "deal.next-dealer",
        "The next dealer",
        "Der nächste Geber",
        ("000", "001"),
        "The dealer's right-hand neighbour deals the next round.",
    ),
    # --- bidding ------------------------------------------------------
    _R(
        "auction.order",
        "Order of bidding",
        "Reihenfolge beim Bieten",
        ("000", "001"),
        "Each player speaks once, starting on the dealer's right and going counterclockwise "
        "(the article's 'linksherum' is an option).",
    ),
    _R(
        "auction.normal-once",
        "Only one normal bid",
        "Nur ein normales Spiel",
        ("000", "001"),
        "'Normal' may be said only while nobody has said it yet.",
    ),
    _R(
        "auction.solo",
        "Solo ends the bidding",
        "Solo beendet das Bieten",
        ("000", "001"),
        "A solo overrides a normal bid and ends the auction at once.",
    ),
    _R(
        "auction.tappist",
        "Who is Tappist",
        "Wer Tappist ist",
        ("000", "001"),
        "The player who said 'normal' is the Tappist (the article once names the dealer: an option).",
    ),
    _R(
        "auction.misere",
        "All pass: misère",
        "Alle passen: Misere",
        ("000", "001"),
        "If everybody passes, a misère is played.",
    ),
    _R(
        "auction.forced",
        "Forced game with 7 or 8",
        "Zwangsspiel zu siebt und zu acht",
        ("000", "001", "reading"),
        "With 7 or 8 players an all-pass forces the Narr's holder to play normal; if the Narr is in the Tapp, "
        "the holder of I; if both are in the Tapp, misère.",
    ),
    # --- the partner call ---------------------------------------------
    _R(
        "call.required",
        "A call with 7 or 8",
        "Rufen zu siebt und zu acht",
        ("000", "001", "reading"),
        "With 7 or 8 players the Tappist of a normal game calls a card before taking the Tapp; "
        "with fewer players, and in a solo, there is no call.",
    ),
    _R(
        "call.card",
        "Which card may be called",
        "Welche Karte gerufen werden darf",
        ("000", "001", "reading"),
        "Visp (sheet): any card but the seven 5-pointers (after seeing the Tapp only XX); St. Niklaus and "
        "Grächen: any trump but XXI and the Narr, the article's general rule applied to them (our reading). "
        "The engine takes the call before the Tapp: the sheet's late call of XX is the same game as calling "
        "XX first (our reading).",
    ),
    _R(
        "call.partner",
        "The secret partner",
        "Der geheime Partner",
        ("000", "001"),
        "The holder of the called card is the Tappist's secret partner, revealed when the card is played; "
        "if it is in the Tappist's hand or in the Tapp he plays alone.",
    ),
    # --- the Tapp exchange --------------------------------------------
    _R(
        "exchange.take",
        "Taking the Tapp",
        "Den Tapp aufnehmen",
        ("000", "001"),
        "In a normal game the Tappist takes the Tapp and lays away as many cards, face down.",
    ),
    _R(
        "exchange.count",
        "As many cards as the Tapp",
        "Gleich viele Karten",
        ("000", "001"),
        "The discard has exactly as many cards as the Tapp, all from the Tappist's hand after taking it.",
    ),
    _R(
        "exchange.five-pointers",
        "No 5-point cards in the discard",
        "Keine 5-Punkte-Karten ablegen",
        ("000", "001"),
        "No 5-point card may be laid away, except Visp: all four kings together; St. Niklaus and Grächen: "
        "all seven 5-pointers together. 1-point trumps may be laid away.",
    ),
    _R(
        "exchange.points",
        "The discard counts for the Tappist",
        "Die Ablage zählt für den Tappisten",
        ("000", "001"),
        "The card points of the discard belong to the Tappist.",
    ),
    _R(
        "exchange.solo",
        "No Tapp in a solo",
        "Kein Tapp im Solo",
        ("000", "001"),
        "The soloist may not look at the Tapp; its points count for him at the end.",
    ),
    _R(
        "exchange.misere",
        "No Tapp in a misère",
        "Kein Tapp in der Misere",
        ("000", "001", "reading"),
        "In a misère the Tapp is not used and its points count for nobody.",
    ),
    # --- the play -----------------------------------------------------
    _R(
        "play.lead",
        "The first lead",
        "Wer ausspielt",
        ("000", "001"),
        "The Tappist or soloist leads to the first trick; in a misère the dealer's right-hand neighbour.",
    ),
    _R(
        "play.turn",
        "Playing in turn",
        "Der Reihe nach",
        ("000", "001"),
        "Play goes counterclockwise, one card each; the winner of a trick leads to the next.",
    ),
    _R(
        "play.own-card",
        "Play a card you hold",
        "Eine eigene Karte spielen",
        ("reading",),
        "A player can play only a card in his own hand.",
    ),
    _R(
        "play.follow-suit",
        "Follow suit",
        "Farbe bekennen",
        ("000", "001"),
        "A player who holds the led suit must play it; a trump lead must be followed by a trump.",
    ),
    _R(
        "play.must-trump",
        "Trump when void",
        "Trumpfpflicht",
        ("000", "001"),
        "A player void in the led suit must play a trump (the Narr is a trump); with no trump, any card. "
        "There is no duty to overtrump.",
    ),
    _R(
        "play.trick-winner",
        "Who wins the trick",
        "Wer den Stich macht",
        ("000", "001"),
        "The highest trump wins; without a trump, the highest card of the led suit.",
    ),
    _R(
        "play.schgusieru",
        "Schgüsieru",
        "Schgüsieru",
        ("000", "001", "reading"),
        "When the Narr is a player's only trump and the rules would force a trump, he may play another card "
        "instead; the Narr then loses its power. In a misère too, unless the ruleset says "
        "misere_schgusieru='not-allowed' (our reading either way).",
    ),
    _R(
        "play.narr-kept",
        "The withheld Narr waits for the last trick",
        "Der Narr wird aufbewahrt",
        ("000", "001", "reading"),
        "After schgüsieru the Narr may not be played before the last trick and counts as absent until then.",
    ),
    _R(
        "play.narr-last-trick",
        "The powerless Narr in the last trick",
        "Der machtlose Narr im letzten Stich",
        ("000", "001", "reading"),
        "In the last trick the withheld Narr is played without power; if its owner leads it, the next card "
        "sets the suit. A powerless Narr never wins a trick.",
    ),
    _R(
        "play.narr-exchange",
        "The Narr goes home",
        "Der Narr geht zurück",
        ("000", "001", "reading"),
        "The withheld Narr counts for its owner's side, which gives one 1-point card from its tricks to the "
        "side that won the last trick.",
    ),
    # --- counting -----------------------------------------------------
    _R(
        "count.sides",
        "Sides",
        "Seiten",
        ("000", "001", "reading"),
        "Normal with 3-6 players: the Tappist alone against the rest; solo: the soloist alone against the rest; "
        "normal with 7-8: Tappist and partner against the rest; misère: each for himself.",
    ),
    _R("count.win", "58 wins", "58 gewinnt", ("000", "001"), "The side with 58 or more of the 114 points wins."),
    _R("count.draw", "57:57", "57:57", ("000", "001"), "At 57 points each nobody wins and nobody pays."),
    # --- paying -------------------------------------------------------
    _R(
        "pay.base",
        "The base amount",
        "Der Grundbetrag",
        ("000", "001"),
        "Visp 10 Rappen, St. Niklaus and Grächen 5 Rappen.",
    ),
    _R(
        "pay.double",
        "Double",
        "Doppelt",
        ("000", "001"),
        "The loser pays double if the losing side has at most the village's threshold "
        "(Visp 29, St. Niklaus 31, Grächen 20).",
    ),
    _R(
        "pay.match",
        "Match",
        "Match",
        ("000", "001", "reading"),
        "If the winning side took every trick, the loser pays three times (instead of double).",
    ),
    _R(
        "pay.solo",
        "Solo doubles",
        "Solo zählt doppelt",
        ("000", "001", "reading"),
        "A solo is paid at twice the amount of a normal game.",
    ),
    _R(
        "pay.alone",
        "Alone against all",
        "Allein gegen alle",
        ("000", "001", "reading"),
        "A Tappist or soloist without partner receives the amount from, or pays it to, every opponent.",
    ),
    _R(
        "pay.partner",
        "Tappist and partner",
        "Tappist und Partner",
        ("000", "001"),
        "With 7 or 8 players and a partner: each opponent pays or receives one unit, the partner two, "
        "the Tappist the rest (3 with 7 players, 4 with 8).",
    ),
    _R(
        "pay.misere",
        "Paying a misère",
        "Bezahlen in der Misere",
        ("000", "001", "reading"),
        "Visp, Grächen: the player with the most points pays the base to each other player; St. Niklaus: "
        "the one with the fewest receives it from each. Neither double nor match applies. Grächen's payer, "
        "ties (they share the role; nobody pays if all tie) and the single rate are our reading.",
    ),
    # --- a session ----------------------------------------------------
    _R(
        "session.ledger",
        "The ledger",
        "Die Abrechnung",
        ("000", "001", "reading"),
        "Over successive rounds the dealer passes to the right and each player's payments add up in Rappen.",
    ),
    # --- the engine's own ---------------------------------------------
    _R(
        "game.phase",
        "One thing at a time",
        "Eins nach dem anderen",
        ("reading",),
        "Each action belongs to a phase: bidding, calling, laying away, playing; nothing happens out of turn.",
    ),
    _R(
        "notation.card",
        "Card codes",
        "Kartencodes",
        ("reading",),
        "Trumps I-XXI (also IIII, VIIII, XIIII, XVIIII and T1-T21), Narr, suit letter R B S C plus K Q N J or pip.",
    ),
    _R(
        "notation.action",
        "Actions and bids",
        "Aktionen und Gebote",
        ("reading",),
        "Bids are pass, normal, solo; a call is a card code; a discard is a list of card codes.",
    ),
    _R(
        "notation.ruleset",
        "Ruleset names",
        "Regelwerke",
        ("reading",),
        "A ruleset is named visp, st-niklaus or graechen, optionally with changed options.",
    ),
    _R(
        "notation.share",
        "Share links",
        "Links zu einem Spiel",
        ("reading",),
        "A deal is shared as r=<ruleset>&p=<players>&s=<seed>&d=<dealer>, e.g. r=visp&p=4&s=7&d=0.",
    ),
    _R(
        "record.format",
        "The record format",
        "Das Protokollformat",
        ("reading",),
        "A record is JSON with format troggu-record/1 and the keys ruleset, players, dealer, hands, tapp, "
        "auction, call, discard and plays.",
    ),
    _R(
        "record.game",
        "The game of a record",
        "Das Spiel eines Protokolls",
        ("reading",),
        "A troggu-record/1 record is Troggu's; a troggu-record/2 record names its game by its id (troggu for "
        "Troggu), and so does every request of the site's widgets.",
    ),
    _R(
        "record.deal",
        "A possible deal",
        "Eine mögliche Verteilung",
        ("000", "001", "reading"),
        "The hands and the Tapp hold each of the 62 cards exactly once, in a layout the ruleset allows.",
    ),
    _R(
        "record.complete",
        "A complete game",
        "Ein vollständiges Spiel",
        ("reading",),
        "A record to replay describes a game played to its end.",
    ),
)

_TEXT_DE: dict[str, str] = {
    "deck.cards": "Troggu wird mit dem Schweizer 1JJ-Tarock gespielt, ohne Stecken und Schwerter 1-4 und ohne Rosen "
    "und Coppe 7-10: 22 Trümpfe und vier Farben zu zehn Karten, 62 Karten.",
    "deck.points": "Narr, XXI und I zählen 5, die übrigen Trümpfe 1; König 5, Königin 4, Ritter 3, Bube 2, Zahlkarten 1: "
    "zusammen 114 Punkte.",
    "deck.trump-order": "Der Narr ist der höchste Trumpf, dann XXI hinunter bis I; jeder Trumpf sticht jede Farbkarte.",
    "deck.suit-order": "König > Königin > Ritter > Bube > Zahlkarten; Stecken und Schwerter 10 > … > 5, Rosen und "
    "Coppe 1 > 2 > … > 6.",
    "deal.players": "Visp 4-8 Spieler, St. Niklaus 3-7, Grächen 3-8.",
    "deal.layout": "Die Zahl der Spieler legt den Tapp und die Päckchen fest, die jeder Platz bekommt; bei manchen "
    "Spielerzahlen gibt es mehrere Arten zu geben.",
    "deal.shuffle-cut": "Der Geber mischt, der Platz zu seiner Linken hebt ab.",
    "deal.order": "Die Päckchen gehen gegen den Uhrzeigersinn, beginnend beim Platz rechts vom Geber.",
    "deal.tapp": "Der Tapp wird verdeckt vor dem Geben ausgelegt (Visp, St. Niklaus) oder nach der ersten Runde "
    "Päckchen (Grächen).",
    "deal.next-dealer": "Der rechte Nachbar des Gebers gibt die nächste Runde.",
    "auction.order": "Jeder spricht einmal, beginnend rechts vom Geber und gegen den Uhrzeigersinn "
    "(das „linksherum“ des Artikels ist eine Option).",
    "auction.normal-once": "„Normal“ darf nur sagen, wer es als Erster sagt.",
    "auction.solo": "Ein Solo sticht ein normales Gebot und beendet das Bieten sofort.",
    "auction.tappist": "Wer „normal“ gesagt hat, ist Tappist (der Artikel nennt einmal den Geber: eine Option).",
    "auction.misere": "Passen alle, wird eine Misere gespielt.",
    "auction.forced": "Zu siebt oder zu acht zwingt ein Alle-passen den Besitzer des Narren, normal zu spielen; liegt "
    "der Narr im Tapp, den Besitzer der I; liegen beide im Tapp, wird Misere gespielt.",
    "call.required": "Zu siebt oder zu acht ruft der Tappist eines Normalspiels eine Karte, bevor er den Tapp nimmt; "
    "mit weniger Spielern und im Solo wird nicht gerufen.",
    "call.card": "Visp: jede Karte ausser den sieben 5-Punkte-Karten (nach dem Blick in den Tapp nur die XX); "
    "St. Niklaus und Grächen: jeder Trumpf ausser XXI und Narr. Die Engine nimmt den Ruf vor dem Tapp: "
    "der späte Ruf der XX im Regelblatt ergibt dasselbe Spiel wie der frühe (unsere Lesart).",
    "call.partner": "Wer die gerufene Karte hat, ist der geheime Partner des Tappisten und wird erkannt, wenn die "
    "Karte fällt; liegt sie in der Hand des Tappisten oder im Tapp, spielt er allein.",
    "exchange.take": "Im Normalspiel nimmt der Tappist den Tapp auf und legt ebenso viele Karten verdeckt ab.",
    "exchange.count": "Die Ablage hat genau so viele Karten wie der Tapp, alle aus der Hand des Tappisten nach dem "
    "Aufnehmen.",
    "exchange.five-pointers": "Keine 5-Punkte-Karte darf abgelegt werden, ausser in Visp alle vier Könige zusammen, "
    "in St. Niklaus und Grächen alle sieben 5-Punkte-Karten zusammen. Trümpfe zu 1 Punkt "
    "dürfen abgelegt werden.",
    "exchange.points": "Die Kartenpunkte der Ablage gehören dem Tappisten.",
    "exchange.solo": "Der Solist darf den Tapp nicht ansehen; seine Punkte zählen am Ende für ihn.",
    "exchange.misere": "In der Misere bleibt der Tapp liegen; seine Punkte zählen für niemanden.",
    "play.lead": "Der Tappist oder Solist spielt zum ersten Stich aus; in der Misere der rechte Nachbar des Gebers.",
    "play.turn": "Gespielt wird gegen den Uhrzeigersinn, jeder eine Karte; wer den Stich macht, spielt zum nächsten aus.",
    "play.own-card": "Jeder kann nur eine Karte aus der eigenen Hand spielen.",
    "play.follow-suit": "Wer die ausgespielte Farbe hat, muss sie bekennen; auf Trumpf muss Trumpf folgen.",
    "play.must-trump": "Wer die ausgespielte Farbe nicht hat, muss trumpfen (der Narr ist ein Trumpf); ohne Trumpf "
    "darf er jede Karte spielen. Überstechen muss niemand.",
    "play.trick-winner": "Der höchste Trumpf macht den Stich; ohne Trumpf die höchste Karte der ausgespielten Farbe.",
    "play.schgusieru": "Ist der Narr der einzige Trumpf eines Spielers und verlangen die Regeln einen Trumpf, darf er "
    "stattdessen eine andere Karte spielen; der Narr verliert dann seine Macht.",
    "play.narr-kept": "Nach dem Schgüsieru darf der Narr erst im letzten Stich gespielt werden und gilt bis dahin als "
    "nicht vorhanden.",
    "play.narr-last-trick": "Im letzten Stich wird der zurückgehaltene Narr ohne Macht gespielt; spielt sein Besitzer "
    "ihn aus, bestimmt die nächste Karte die Farbe. Ein machtloser Narr macht nie einen Stich.",
    "play.narr-exchange": "Der zurückgehaltene Narr zählt für die Seite seines Besitzers; sie gibt der Seite, die den "
    "letzten Stich gemacht hat, eine 1-Punkt-Karte aus ihren Stichen.",
    "count.sides": "Normalspiel zu dritt bis zu sechst: der Tappist allein gegen die anderen; Solo: der Solist allein "
    "gegen die anderen; Normalspiel zu siebt und zu acht: Tappist und Partner gegen die anderen; Misere: jeder für sich.",
    "count.win": "Die Seite mit 58 oder mehr der 114 Punkte gewinnt.",
    "count.draw": "Bei 57 Punkten je Seite gewinnt niemand und niemand zahlt.",
    "pay.base": "Visp 10 Rappen, St. Niklaus und Grächen 5 Rappen.",
    "pay.double": "Der Verlierer zahlt doppelt, wenn die verlierende Seite höchstens die Schwelle des Dorfes erreicht "
    "(Visp 29, St. Niklaus 31, Grächen 20).",
    "pay.match": "Hat die gewinnende Seite jeden Stich gemacht, zahlt der Verlierer dreifach (statt doppelt).",
    "pay.solo": "Ein Solo wird doppelt so hoch bezahlt wie ein Normalspiel.",
    "pay.alone": "Ein Tappist oder Solist ohne Partner bekommt den Betrag von jedem Gegenspieler oder zahlt ihn jedem.",
    "pay.partner": "Zu siebt oder zu acht mit Partner zahlt oder bekommt jeder Gegenspieler eine Einheit, der "
    "Partner zwei, der Tappist den Rest (3 zu siebt, 4 zu acht).",
    "pay.misere": "Visp, Grächen: Wer die meisten Punkte hat, zahlt jedem anderen den Grundbetrag; St. Niklaus: wer "
    "die wenigsten hat, bekommt ihn von jedem. Bei Gleichstand teilen sich mehrere die Rolle; haben "
    "alle gleich viel, zahlt niemand.",
    "session.ledger": "Über die Runden geht das Geben nach rechts weiter, und die Zahlungen jedes Platzes werden in "
    "Rappen zusammengezählt.",
    "game.phase": "Jede Aktion gehört zu einer Phase: Bieten, Rufen, Ablegen, Spielen; nichts geschieht ausser der Reihe.",
    "notation.card": "Trümpfe I-XXI (auch IIII, VIIII, XIIII, XVIIII und T1-T21), Narr, Farbbuchstabe R B S C und "
    "dazu K Q N J oder die Zahl.",
    "notation.action": "Gebote sind pass, normal, solo; ein Ruf ist ein Kartencode; eine Ablage ist eine Liste von "
    "Kartencodes.",
    "notation.ruleset": "Ein Regelwerk heisst visp, st-niklaus oder graechen, auf Wunsch mit geänderten Optionen.",
    "notation.share": "Ein Spiel wird als r=<Regelwerk>&p=<Spieler>&s=<Startwert>&d=<Geber> geteilt, "
    "z. B. r=visp&p=4&s=7&d=0.",
    "record.format": "Ein Spielprotokoll ist JSON mit format troggu-record/1 und den Schlüsseln ruleset, players, "
    "dealer, hands, tapp, auction, call, discard und plays.",
    "record.game": "Ein Protokoll im Format troggu-record/1 gehört zu Troggu; eines im Format troggu-record/2 nennt "
    "sein Spiel mit dessen Kennung (troggu für Troggu), ebenso jede Anfrage der Widgets der Seite.",
    "record.deal": "Hände und Tapp enthalten jede der 62 Karten genau einmal, in einer Verteilung, die das "
    "Regelwerk erlaubt.",
    "record.complete": "Ein Protokoll zum Nachspielen beschreibt ein Spiel bis zu seinem Ende.",
}
"""The German statement of every rule (``Rule.de``)."""

_STATED = with_shared(
    tuple(Rule(r.id, r.id.split(".", 1)[0], r.sources, _TEXT_DE[r.id], r.text, r.title_de, r.title) for r in _RULES_EN),
    sections={"players": "deal"},
)
RULES: dict[str, Rule] = {r.id: r for r in with_section_titles(_STATED, SECTIONS)}
"""Every rule by id, as the family's one :class:`~troggu_core.kernel.rules.Rule` type, then the rules of the code
every game shares that Troggu does not state itself (:func:`~troggu_core.kernel.rules.with_shared`; the players'
rules stand on the page of the deal); each carries its section's titles (:data:`SECTIONS`,
:func:`~troggu_core.kernel.rules.with_section_titles`)."""


def rule(rule_id: str) -> Rule:
    """The rule with this id.

    Raises:
        KeyError: no rule has this id.
    """
    return RULES[rule_id]
