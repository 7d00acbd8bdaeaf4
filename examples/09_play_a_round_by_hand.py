"""
Play a round by hand: legal moves, errors and undo
==================================================

The engine works like a chess board: ``push`` an action, ``pop`` it back, ask what is legal. An illegal
action raises an error that names the rule it breaks and leaves the game exactly as it was. This is
the interface a program (or a web page) uses to play.

.. de-title: Eine Runde von Hand spielen: erlaubte Züge, Fehler und Zurücknehmen
.. de-intro: Die Engine funktioniert wie ein Schachbrett: eine Aktion mit ``push`` ausführen, mit ``pop``
   zurücknehmen, fragen, was erlaubt ist. Eine unerlaubte Aktion löst einen Fehler aus, der die verletzte
   Regel nennt, und lässt das Spiel genau so, wie es war. Über diese Schnittstelle spielt ein Programm
   (oder eine Webseite).
"""

# %%
# A new round for four players. ``legal_actions()`` is a list of what the player to move may do, as text in
# the notation ``push`` accepts (``push`` takes an action object too, ``tg.Bid.PASS``; ``is_legal`` asks about
# either). The engine counts the seats from 0 (a seat index, as ``print(game)`` shows them); the lines this
# script prints count them from 1, as people do.
#
# .. de: Eine neue Runde für vier Spieler. ``legal_actions()`` ist eine Liste dessen, was der Spieler am Zug tun
#    darf, als Text in der Notation, die ``push`` annimmt (``push`` nimmt auch ein Aktions-Objekt, ``tg.Bid.PASS``;
#    ``is_legal`` prüft beides). Die Engine zählt die Plätze von 0 an (ein Sitz-Index, wie ``print(game)`` sie
#    zeigt); die Zeilen, die dieses Skript ausgibt, zählen sie von 1 an, wie Menschen es tun.
import troggu_core as tg
from troggu_core.action_labels import action_label
from troggu_core.i18n import Msg
from troggu_core.web import phase_text

LANG = "en"  # the language the engine speaks in (the German script says "de")
TROGGU = tg.find_game("troggu")


def yes_no(flag):
    """A yes-or-no answer in the engine's words."""
    return Msg("yes" if flag else "no").render(LANG)


game = tg.Game.new("visp", players=4, seed=8)
print(game)
print("legal_actions():", game.legal_actions())
print("in words:", ", ".join(action_label("troggu", a, LANG) for a in game.legal_actions()))
print("'solo' legal?", yes_no("solo" in game.legal_actions()))

# %%
# Seat 2, on the dealer's right (seat index 1), says *normal*, the others pass. Seat 2 is now the Tappist
# and must lay away as many cards as the Tapp holds: card by card, as at the table (``legal_actions()`` lists the
# cards that may be laid away next; the last one makes the lay-away), or all at once (``lay_away``, below).
#
# .. de: Platz 2, rechts vom Geber (Sitz-Index 1), sagt *normal*, die anderen passen. Platz 2 ist jetzt der Tappist
#    und muss so viele Karten weglegen, wie der Tapp enthält: Karte für Karte wie am Tisch (``legal_actions()``
#    nennt die Karten, die als Nächste weggelegt werden dürfen; die letzte macht die Weglage) oder alle auf einmal
#    (``lay_away``, unten).
game.push("normal")
for _ in range(3):
    game.push(tg.Bid.PASS)
print(game)
print("Tappist: seat", game.declarer + 1, "- the Tapp:", " ".join(map(str, game.tapp)))
print("cards to lay away from:", len(game.legal_actions()), "- the Tapp takes", len(game.tapp))

# %%
# Laying away a five-point card (Narr, XXI, I or a king) is against the rules, except all four kings
# together in Visp. The error carries the rule id, and the game is unchanged.
#
# .. de: Eine Fünf-Punkte-Karte (Narr, XXI, I oder einen König) wegzulegen ist gegen die Regeln, ausser alle vier
#    Könige zusammen in Visp. Der Fehler trägt die Regel-ID, und das Spiel bleibt unverändert.
pool = game.hand(game.declarer) + game.tapp
five = next(c for c in pool if c.points == 5)
cheap = [c for c in pool if c.points == 1][: len(game.tapp) - 1]
try:
    game.lay_away([five, *cheap])
except tg.IllegalActionError as error:
    print("refused:", f"[{error.rule_id}]", error.message(LANG))
    print("rule:", error.rule_id, "- see rules/" + tg.rule(error.rule_id).section + "/#" + error.rule_id)
print("still:", phase_text(game.phase.value, LANG, TROGGU))

# %%
# A legal discard: the cheapest cards. Then the Tappist leads.
#
# .. de: Eine erlaubte Weglage: die billigsten Karten. Dann spielt der Tappist aus.
cheap = sorted((c for c in pool if c.points < 5), key=lambda c: (c.points, c.is_trump, c.strength))
game.lay_away(cheap[: len(game.tapp)])
print(game)
print("seat", game.to_move + 1, "may lead:", " ".join(map(str, game.legal_plays())))

# %%
# Play the first trick: every player plays his first legal card. The next player must follow suit,
# so a card of another suit is refused.
#
# .. de: Den ersten Stich spielen: Jeder Spieler spielt seine erste erlaubte Karte. Der nächste Spieler muss Farbe
#    bekennen, also wird eine Karte einer anderen Farbe abgewiesen.
lead = game.legal_plays()[0]
game.play(lead)
wrong = next((c for c in game.hand(game.to_move) if c not in game.legal_plays()), None)
if wrong is not None:
    print(f"seat {game.to_move + 1} tries {wrong}: legal? {yes_no(game.is_legal(wrong))}")
    try:
        game.play(wrong)
    except tg.IllegalActionError as error:
        print("refused:", f"[{error.rule_id}]", error.message(LANG))
while game.current_trick:
    game.play(game.legal_plays()[0])
print("first trick:", game.tricks[0])

# %%
# ``pop`` takes actions back exactly, one at a time; ``history`` lists what was done.
#
# .. de: ``pop`` nimmt Aktionen genau zurück, eine nach der anderen; ``history`` listet, was getan wurde.
print("actions so far:", len(game.history))
for _ in range(4):
    print("took back:", game.pop())
print("trick in progress:", game.current_trick, "- to move: seat", game.to_move + 1)

# %%
# Let bots finish the round from here and read the result, in the game's own words (``explain``).
#
# .. de: Ab hier spielen Bots die Runde zu Ende, und wir lesen das Ergebnis, in den Worten des Spiels
#    (``explain``).
tg.play_out(game, [tg.HeuristicBot(seat) for seat in range(4)])
result = game.outcome()
for line in TROGGU.explain(result.to_json(), None, LANG).lines:
    print(line)
print("Rappen:", result.rappen)
