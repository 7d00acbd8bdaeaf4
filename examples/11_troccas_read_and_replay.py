"""
Troccas: read a record and replay it
====================================

A Troccas round as a ``troggu-record/2`` file: four players in two fixed pairs, the Skatist's two cards laid
away, nineteen tricks. The engine checks the record rule by rule, counts both parties' piles in fours
(72 points in all) and settles debts and credit against 36.

.. de-title: Troccas: ein Protokoll lesen und nachspielen
.. de-intro: Eine Troccas-Runde als Datei im Format ``troggu-record/2``: vier Spieler in zwei festen Paaren,
   die zwei weggelegten Karten des Skatisten, neunzehn Stiche. Die Engine prüft das Protokoll Regel für Regel,
   zählt die Stapel beider Parteien in Vierern (zusammen 72 Punkte) und rechnet Schulden und Guthaben gegen 36 ab.
"""

# %%
# Four heuristic bots play one round (seed 12); the registry entry of the game writes its record.
#
# .. de: Vier heuristische Bots spielen eine Runde (Seed 12); der Registereintrag des Spiels schreibt ihr
#    Protokoll.
import json

from troggu_core.any_record import replay_any
from troggu_core.errors import RecordError
from troggu_core.kernel.registry import game

LANG = "en"  # the language the engine speaks in (the German script says "de")
troccas = game("troccas")
record = troccas.random_record("surselva", 4, 12, "heuristic")
print(record["format"], record["game"], "- dealer (the Skatist): seat", record["dealer"] + 1)
print("skat laid away:", " ".join(record["skat"]))

# %%
# Replaying checks every card against the rules and returns the spec's result keys.
#
# .. de: Das Nachspielen prüft jede Karte gegen die Regeln und gibt die Ergebnisschlüssel der Spezifikation zurück.
result = replay_any(json.loads(json.dumps(record)))
print("teams (seat indexes, from 0):        ", result["teams"])
print("trick winners (seat indexes, from 0):", result["trick_winners"])
print("face points:  ", result["points"], "=", sum(result["points"]))
print("party points: ", result["party_points"], "=", sum(result["party_points"]))
print("balance:      ", result["party_balance"], "against", result["targets"])
print("payments:     ", result["payments"])
assert sum(result["party_points"]) == 72 and sum(result["payments"]) == 0

# %%
# A record that breaks a rule is refused, naming the rule: here the first card of the second trick is
# swapped for a card its player does not hold.
#
# .. de: Ein Spielprotokoll, das eine Regel bricht, wird abgewiesen, mit dem Namen der Regel: Hier wird die erste
#    Karte des zweiten Stichs gegen eine Karte getauscht, die ihr Spieler nicht hält.
bad = dict(record, plays=list(record["plays"]))
bad["plays"][4] = bad["plays"][0]
try:
    replay_any(bad)
except RecordError as e:
    print(type(e).__name__, f"[{e.rule_id}]", e.message(LANG))
