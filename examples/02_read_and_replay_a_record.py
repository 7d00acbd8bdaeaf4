"""
Read a game record and replay it
================================

A game record is a small JSON file: the ruleset, the dealt hands, the Tapp and every action.
Here the engine writes one, reads it back, replays it trick by trick, and shows what happens
when a record breaks a rule.

.. de-title: Ein Spielprotokoll lesen und nachspielen
.. de-intro: Ein Spielprotokoll ist eine kleine JSON-Datei: Regelwerk, ausgeteilte Blätter, Tapp und
   jede Aktion. Hier schreibt die Engine eines, liest es wieder ein, spielt es Stich für Stich nach
   und zeigt, was geschieht, wenn ein Protokoll gegen eine Regel verstösst.
"""

# %%
# First we need a record. Five heuristic bots play one round under the St. Niklaus rules, and
# :func:`troggu_core.dump` writes it to a file, like :func:`json.dump`. Extra keys such as the place,
# the date or the players' names are kept as they are.
#
# .. de: Zuerst brauchen wir ein Spielprotokoll. Fünf heuristische Bots spielen eine Runde nach den Regeln von St.
#    Niklaus, und :func:`troggu_core.dump` schreibt es in eine Datei, wie :func:`json.dump`. Weitere Schlüssel
#    wie der Ort, das Datum oder die Namen der Spieler bleiben, wie sie sind.
import os
import tempfile

import troggu_core as tg
from troggu_core.action_labels import action_label
from troggu_core.web.house_rules import outcome_words

LANG = "en"  # the language the engine speaks in (the German script says "de")
game = tg.random_game("st-niklaus", players=5, seed=12, bot="heuristic")
names = ["Anna", "Beat", "Cäcilia", "Dominik", "Elsa"]

path = os.path.join(tempfile.mkdtemp(), "round.json")
with open(path, "w", encoding="utf-8") as fp:
    tg.dump(game, fp, indent=1, place="St. Niklaus", names=names)
print(f"{os.path.getsize(path)} bytes written")

# %%
# Reading it back gives a :class:`~troggu_core.games.troggu.record.Record`: the deal, the actions and the metadata.
#
# .. de: Wieder eingelesen gibt es einen :class:`~troggu_core.games.troggu.record.Record`: das Geben, die Aktionen
#    und die Metadaten.
with open(path, encoding="utf-8") as fp:
    record = tg.load(fp)

print("ruleset:", record.ruleset.title, "- players:", record.players, "- dealer: seat", record.dealer + 1)
print("bids:   ", ", ".join(action_label("troggu", str(b), LANG) for b in record.auction))  # the engine's words
print("discard:", " ".join(str(c) for c in record.discard or ()))
print("place:  ", record.meta["place"])

# %%
# ``record.game(complete=True)`` replays every action through the rules engine and returns the
# finished :class:`~troggu_core.Game`. Its tricks tell the story of the round. The engine counts the seats
# from 0 (``declarer`` is a seat index); a person counts them from 1.
#
# .. de: ``record.game(complete=True)`` spielt jede Aktion durch die Regel-Engine nach und gibt das fertige
#    :class:`~troggu_core.Game` zurück. Seine Stiche erzählen die Runde. Die Engine zählt die Plätze von 0 an
#    (``declarer`` ist ein Sitz-Index); ein Mensch zählt sie von 1 an.
replayed = record.game(complete=True)
declarer = replayed.declarer
kind = outcome_words("troggu", replayed.game_type.value, LANG)  # the game type in the reader's words
print(f"{names[declarer]} (seat {declarer + 1}) plays: {kind}")
for number, trick in enumerate(replayed.tricks, start=1):
    cards = "  ".join(f"{names[seat][:3]}:{card.code:<4}" for seat, card in trick.played)
    points = sum(card.points for _, card in trick.played)
    print(f"trick {number:2}: {cards}  -> {names[trick.winner]:<8} {points:2} points")

# %%
# The result: card points per seat, who won, and the payments in Rappen (they always sum to zero). The
# game's ``explain`` says the round in words, in the reader's language.
#
# .. de: Das Ergebnis: Kartenpunkte je Platz, wer gewonnen hat, und die Zahlungen in Rappen (ihre Summe ist immer
#    null). ``explain`` des Spiels sagt die Runde in Worten, in der Sprache des Lesers.
result = tg.replay(record)
print("points:  ", dict(zip(names, result.points)))
for line in tg.find_game("troggu").explain(result.to_json(), None, LANG).lines:
    print(line)
print("rappen:  ", dict(zip(names, result.rappen)))
assert sum(result.rappen) == 0

# %%
# A record that breaks a rule is refused with the rule's id and the place in the record. Let us
# tamper with the record: find the first moment a player held a card he was not allowed to play,
# and write that card into the record instead.
#
# .. de: Ein Spielprotokoll, das eine Regel bricht, wird mit der Regel-ID und der Stelle im Protokoll
#    abgewiesen. Verfälschen wir das Protokoll: Wir suchen den ersten Moment, in dem ein Spieler eine Karte
#    hielt, die er nicht spielen durfte, und schreiben diese Karte stattdessen in das Protokoll.
g = tg.Game(record.ruleset, record.hands, record.tapp, record.dealer)
for action in record.auction:
    g.push(action)
if record.discard is not None:
    g.push(tg.Discard(record.discard))
plays = list(record.plays)
for i, card in enumerate(plays):
    illegal = [c for c in g.hand(g.to_move) if not g.is_legal(c)]
    if illegal:
        plays[i] = illegal[0]
        print(f"plays[{i}]: seat {g.to_move + 1} played {card}, we write {illegal[0]}")
        break
    g.push(card)

data = record.to_json()
data["plays"] = [str(c) for c in plays]
try:
    tg.replay(data)
except tg.RecordError as error:
    print("refused:", f"[{error.rule_id}]", error.message(LANG))
    print("rule id:", error.rule_id, "- where:", error.where)
