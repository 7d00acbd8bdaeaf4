"""Every rule id of the French Tarot spec (``french-tarot.md``) with its section, source and one line in German
and English. The engine's errors name these ids.

Sources: ``S`` seed 004, ``F`` the FFT rules (2012), ``F3`` the FFT's three-player sheet, ``LT``/``TL`` the
half-point pages, ``V`` Tarot club Vineuil, ``BB`` bric-a-brac.org, ``P`` Parlett; ``reading`` our reading,
``engine`` the engine's own record and notation rules.

>>> rule("play.follow").en
'Follow the led suit if you can.'
>>> all(r.id.startswith(r.section + ".") for r in RULES)
True
"""

from __future__ import annotations

from ...kernel.rules import Rule, with_shared

__all__ = ["Rule", "RULES", "RULE_IDS", "rule"]


_R = Rule
RULES: tuple[Rule, ...] = with_shared(
    (
        # §1 cards
        _R(
            "deck.cards",
            "deck",
            "S, F §3",
            "Gespielt wird mit 78 Karten: 21 Trümpfe, die Excuse (die «Ausrede») und vier Farben zu 14 Karten.",
            "The game uses 78 cards: 21 trumps, the Excuse and four suits of 14.",
        ),
        _R(
            "deck.bouts",
            "deck",
            "S, F §3",
            "Der Petit (I), der XXI und die Excuse sind die drei Bouts.",
            "The Petit (I), XXI and the Excuse are the three bouts.",
        ),
        _R(
            "deck.values",
            "deck",
            "F §3",
            "Bout und König zählen 4,5, Dame 3,5, Springer 2,5, Bube 1,5, jede andere Karte 0,5; zusammen 91.",
            "Bout or king 4.5, queen 3.5, knight 2.5, jack 1.5, any other card 0.5; 91 in all.",
        ),
        _R(
            "deck.pairs",
            "deck",
            "S",
            "Du zählst die Karten paarweise mit einer niedrigen Karte; das ergibt dasselbe wie die Einzelwerte.",
            "Cards are counted in pairs with a low card; this gives the same as the single values.",
        ),
        _R(
            "deck.half-points",
            "deck",
            "F §15, F3",
            "Zu dritt kann ein Stapel eine ungerade Kartenzahl haben; dann endet die Punktzahl auf ,5.",
            "With three players a pile may hold an odd number of cards; its points then end in .5.",
        ),
        # §2 seats and deal
        _R(
            "seat.order",
            "seat",
            "S, F §12",
            "Gespielt wird gegen den Uhrzeigersinn; du spielst nur, wenn du an der Reihe bist, und nur Karten deiner Hand.",
            "Play goes counterclockwise; you play only in turn and only cards you hold.",
        ),
        _R(
            "deal.seed",
            "deal",
            "engine",
            "Ein Startwert zum Mischen ist eine ganze Zahl ab 0.",
            "A shuffle seed is a whole number 0 or more.",
        ),
        _R(
            "deal.sizes",
            "deal",
            "S, F §15, F3, G",
            "Jeder bekommt 24 Karten, 6 Karten bilden den Hund; jede der 78 Karten kommt genau einmal vor.",
            "Each player gets 24 cards and the dog has 6; each of the 78 cards appears exactly once.",
        ),
        _R(
            "deal.packets",
            "deal",
            "S, F §15, F3",
            "Es wird zu viert gegeben, gegen den Uhrzeigersinn; pro Runde kommt eine Karte in den Hund, nie die erste "
            "oder letzte.",
            "Cards are dealt 4 by 4 counterclockwise; one card per round goes to the dog, never the first or last.",
        ),
        _R(
            "deal.petit-sec",
            "deal",
            "004:22–23, 004:98, F §6, V",
            "Ist der Petit dein einziger Trumpf und hast du die Excuse nicht, wird das Spiel vor dem Bieten annulliert "
            "(seed: auch mit der Excuse; Option petit_sec).",
            "If the Petit is a player's only trump and he lacks the Excuse, the deal is annulled before the auction (seed: "
            "with the Excuse too; option petit_sec).",
        ),
        # §3 auction
        _R(
            "auction.order",
            "auction",
            "S, F §7",
            "Rechts vom Geber beginnend sprichst du genau einmal.",
            "Starting right of the dealer, each player speaks exactly once.",
        ),
        _R(
            "auction.contracts",
            "auction",
            "S, F §7, §13",
            "Du passt oder sagst Prise, Garde, Garde sans oder Garde contre (Faktor 1, 2, 4, 6).",
            "A call is pass, prise, garde, garde sans or garde contre (multipliers 1, 2, 4, 6).",
        ),
        _R(
            "auction.outbid",
            "auction",
            "S, F §7",
            "Dein Gebot muss jedes frühere Gebot übertreffen; der Höchstbietende ist der Nehmer.",
            "A bid must beat every earlier bid; the highest bidder is the taker.",
        ),
        _R(
            "auction.all-pass",
            "auction",
            "S, F §7",
            "Passen alle drei, wird neu gegeben.",
            "If all three pass, the deal is void and dealt again.",
        ),
        # §4 dog, écart, chelem
        _R(
            "dog.prise-garde",
            "dog",
            "S, F §8",
            "Bei Prise und Garde deckst du den Hund auf, nimmst ihn auf und legst 6 Karten ab; sie zählen für dich.",
            "In prise and garde the taker shows the dog, takes it up and discards 6 cards that count for him.",
        ),
        _R(
            "dog.garde-sans",
            "dog",
            "S, F §13",
            "Bei Garde sans bleibt der Hund verdeckt und zählt für dich als Nehmer.",
            "In garde sans the dog stays face down and counts for the taker.",
        ),
        _R(
            "dog.garde-contre",
            "dog",
            "S, F §13",
            "Bei Garde contre bekommt die Verteidigung den Hund.",
            "In garde contre the dog goes to the defence.",
        ),
        _R(
            "discard.shape",
            "discard",
            "S, F §8",
            "Das Écart sind genau 6 verschiedene Karten aus Hand und Hund, nur bei Prise und Garde.",
            "The écart is exactly 6 distinct cards from hand and dog, in prise and garde only.",
        ),
        _R(
            "discard.no-kings-no-bouts",
            "discard",
            "S, F §8",
            "Du darfst keinen König und keinen Bout ablegen.",
            "No king and no bout may be discarded.",
        ),
        _R(
            "discard.trumps",
            "discard",
            "F §8, S",
            "Trümpfe legst du (fft) nur ab, wenn es nicht anders geht, und zeigst sie; im seed-Regelwerk sind sie erlaubt.",
            "Trumps may be discarded (fft) only when unavoidable, and are shown; the seed ruleset allows them.",
        ),
        _R(
            "chelem.announce",
            "chelem",
            "F §9",
            "Nach dem Vertrag darfst du einen Chelem ansagen (nur fft); dann spielst du zum ersten Stich aus.",
            "After the contract the taker may announce a chelem (fft only); he then leads the first trick.",
        ),
        # §5 poignée
        _R(
            "poignee.thresholds",
            "poignee",
            "F §15, F3, G, S",
            "Einfache, doppelte, dreifache Poignée: 13/15/18 Trümpfe (fft) oder 10/13/15 (seed); Prämie 20/30/40.",
            "Simple, double, triple poignée: 13/15/18 trumps (fft) or 10/13/15 (seed); bonus 20/30/40.",
        ),
        _R(
            "poignee.exact",
            "poignee",
            "F §10",
            "Du zeigst genau so viele Trümpfe, wie die Stufe verlangt; überzählige versteckst du.",
            "Exactly the threshold's number of trumps is shown; extra ones are hidden.",
        ),
        _R(
            "poignee.excuse",
            "poignee",
            "S, F §10, V",
            "Die Excuse zählt als Trumpf, du darfst sie aber nur zeigen, wenn du alle deine Trümpfe zeigst.",
            "The Excuse counts as a trump, but may be shown only together with all of one's trumps.",
        ),
        _R(
            "poignee.cards",
            "poignee",
            "F §10",
            "Du zeigst verschiedene Trümpfe (oder die Excuse), die du zu Spielbeginn hältst; einmal pro Spieler.",
            "The shown cards are distinct trumps (or the Excuse) held at the start of play; once per player.",
        ),
        _R(
            "poignee.bonus",
            "poignee",
            "F §10, S",
            "Die Prämie jeder Poignée geht an die Partei, die das Spiel gewinnt, und wird nicht multipliziert.",
            "Each poignée's bonus goes to the side that wins the deal and is not multiplied.",
        ),
        # §6 play
        _R(
            "play.first-lead",
            "play",
            "F §12, F §9, S",
            "Zum ersten Stich spielt rechts vom Geber aus (fft) bzw. der Nehmer (seed); nach Chelem-Ansage der Nehmer.",
            "The first trick is led by the dealer's right (fft) or the taker (seed); after a chelem announcement the taker.",
        ),
        _R(
            "play.follow",
            "play",
            "S, F §12",
            "Du musst die ausgespielte Farbe bedienen, wenn du kannst.",
            "Follow the led suit if you can.",
        ),
        _R(
            "play.trump",
            "play",
            "S, F §12",
            "Kannst du nicht bedienen, musst du trumpfen, wenn du einen Trumpf hast.",
            "A player void in the led suit must play a trump if he has one.",
        ),
        _R(
            "play.overtrump",
            "play",
            "S, F §12",
            "Spielst du Trumpf, musst du den höchsten Trumpf im Stich überstechen, wenn du kannst.",
            "Whoever plays a trump must beat the highest trump in the trick if he can.",
        ),
        _R(
            "play.discard",
            "play",
            "S, F §12",
            "Hast du weder die Farbe noch Trumpf, darfst du jede Karte abwerfen.",
            "With neither the led suit nor a trump, any card may be played.",
        ),
        _R(
            "play.excuse-any-time",
            "play",
            "F §3, §12, S",
            "Die Excuse darfst du zu jedem Stich spielen, was auch immer ausgespielt ist.",
            "The Excuse may be played to any trick, whatever was led.",
        ),
        _R(
            "play.excuse-lead",
            "play",
            "S, F §12",
            "Wird die Excuse ausgespielt, bestimmt die zweite Karte die Farbe.",
            "If the Excuse is led, the second card sets the suit.",
        ),
        _R(
            "play.winner",
            "play",
            "S, F §12",
            "Der höchste Trumpf gewinnt, sonst die höchste Karte der ausgespielten Farbe; die Excuse gewinnt nie.",
            "The highest trump wins, else the highest card of the led suit; the Excuse never wins.",
        ),
        _R(
            "play.excuse-wins-last",
            "play",
            "F §9, §12, P",
            "Hat deine Partei alle 23 Stiche gemacht, gewinnt deine Excuse den letzten Stich (nur fft).",
            "The Excuse wins the last trick if its player's side won all 23 earlier tricks (fft only).",
        ),
        # §7 the Excuse after the trick
        _R(
            "excuse.return",
            "excuse",
            "S, F §12",
            "Die Excuse geht an ihre Partei zurück; dafür gibt diese eine niedrige Karte an die Stichgewinner.",
            "The Excuse returns to its owner's side, which gives a low card to the trick's winners in exchange.",
        ),
        _R(
            "excuse.no-low-card",
            "excuse",
            "F §12, S, BB",
            "Die niedrige Karte kommt aus euren gewonnenen Stichen; habt ihr keine, geht die Excuse ohne Tausch zurück.",
            "The low card comes from the owner side's won tricks; without one the Excuse returns and nothing is given.",
        ),
        _R(
            "excuse.last-trick",
            "excuse",
            "F §4, §12, S",
            "Im letzten Stich wechselt die Excuse die Partei (fft); im seed-Regelwerk geht sie zurück.",
            "An Excuse played to the last trick goes to the trick's winners (fft); under seed it returns.",
        ),
        # §8 counting
        _R(
            "count.taker-points",
            "count",
            "F §13, S",
            "Deine Punkte als Nehmer: Stiche, Écart bzw. Hund bei Garde sans, mit dem Ausgleich der Excuse.",
            "The taker's points: his tricks, the écart (or the dog in garde sans), with the Excuse adjustments.",
        ),
        _R(
            "count.bouts",
            "count",
            "S, F §13",
            "Gezählt werden die Bouts in deinem Stapel als Nehmer.",
            "The bouts in the taker's final pile are counted.",
        ),
        _R(
            "count.target",
            "count",
            "S, F §13",
            "Mit 3/2/1/0 Bouts brauchst du 36/41/51/56 Punkte.",
            "With 3/2/1/0 bouts the taker needs 36/41/51/56 points.",
        ),
        _R(
            "count.won",
            "count",
            "F §13, F3",
            "Du gewinnst mit mindestens so vielen Punkten wie verlangt; ein halber Punkt zu wenig verliert.",
            "The taker wins with at least the target; half a point short loses.",
        ),
        _R(
            "count.difference",
            "count",
            "F §15, F3, LT, TL",
            "Der Abstand ist auf ganze Punkte aufgerundet: der halbe Punkt geht an die Gewinner.",
            "The margin is rounded up: the half point goes to the winning side.",
        ),
        # §9 score
        _R(
            "score.contract",
            "score",
            "S, F §13",
            "Ein Vertrag ist (25 + Abstand) mal Faktor wert.",
            "A contract is worth (25 + difference) times the multiplier.",
        ),
        _R(
            "score.petit-au-bout",
            "score",
            "F §11, S",
            "Liegt der Petit im letzten Stich, bekommt dessen Gewinner 10 mal Faktor.",
            "If the Petit is in the last trick, that trick's winners get 10 times the multiplier.",
        ),
        _R(
            "score.poignee",
            "score",
            "F §10, S",
            "Die Poignée-Prämien zählen für die Gewinner, unvervielfacht.",
            "Poignée bonuses count for the winning side, unmultiplied.",
        ),
        _R(
            "score.chelem",
            "score",
            "F §9",
            "Chelem: +400 angesagt, +200 unangesagt, -200 angesagt und verfehlt, -200 bei Chelem der Verteidigung.",
            "Chelem: +400 announced, +200 unannounced, -200 announced but failed, -200 for a defence chelem.",
        ),
        _R(
            "score.formula",
            "score",
            "F §13, S",
            "Wert = ±(25 + Abstand) × Faktor + Petit au bout ± Poignée + Chelem, je Verteidiger.",
            "Score = ±(25 + difference) × multiplier + petit au bout ± poignée + chelem, per defender.",
        ),
        # §10 settlement
        _R(
            "settle.taker-x2",
            "settle",
            "F §15",
            "Jeder Verteidiger zahlt den Wert, du als Nehmer bekommst das Doppelte (fft).",
            "Each defender pays the score and the taker receives twice it (fft).",
        ),
        _R(
            "settle.taker-x3",
            "settle",
            "S",
            "Du als Nehmer bekommst das Dreifache; jeder Verteidiger zahlt das Anderthalbfache (seed).",
            "The taker receives three times the score; each defender pays one and a half times it (seed).",
        ),
        # record and engine rules
        _R(
            "record.format",
            "record",
            "engine",
            "Ein Protokoll ist ein JSON-Objekt mit Format, Spiel, Regelwerk, Spielerzahl, Geber, Händen, Hund, Reizen und "
            "gespielten Karten.",
            "A record is a JSON object with format, game, ruleset, players, dealer, hands, dog, auction, plays.",
        ),
        _R(
            "record.game",
            "record",
            "engine",
            'Als Spiel nennt das Protokoll "french-tarot".',
            'The game key is "french-tarot".',
        ),
        _R(
            "record.ruleset",
            "record",
            "engine",
            "Das Regelwerk heisst fft oder seed, mit bekannten Optionen und Werten.",
            "The ruleset is fft or seed, with known options and values.",
        ),
        _R(
            "record.players",
            "record",
            "engine",
            "Gespielt wird zu dritt: die Spielerzahl im Protokoll ist 3.",
            "The game is for three: players is 3.",
        ),
        _R(
            "record.dealer", "record", "engine", "Der Geber ist ein Platz 0, 1 oder 2.", "The dealer is seat 0, 1 or 2."
        ),
        _R(
            "record.plays",
            "record",
            "engine",
            "Die gespielten Karten sind eine Liste aller 72 Karten, in einem annullierten Spiel leer.",
            "plays lists all 72 cards played, or is empty in a void round.",
        ),
        _R(
            "game.phase",
            "game",
            "engine",
            "Jede Aktion passt zu ihrer Phase: Bieten, Écart, Chelem, Poignée, Spiel.",
            "Each action belongs to its phase: auction, écart, chelem, poignée, play.",
        ),
    )
)
"""Every rule, in spec order, then the shared rules of the kernel and the facade (:func:`~...kernel.rules.with_shared`)."""

RULE_IDS: frozenset[str] = frozenset(r.id for r in RULES)
_BY_ID = {r.id: r for r in RULES}


def rule(rule_id: str) -> Rule:
    """The rule with this id (KeyError if none)."""
    return _BY_ID[rule_id]
