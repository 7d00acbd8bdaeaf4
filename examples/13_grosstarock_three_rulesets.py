"""
Großtarock: one engine, three rulesets
======================================

The 1754 rules, Dummett's Großtarock and Danish Tarok share the deal, the discard of three and counting in
threes (78 in all); they differ in declarations, the excuse and the settlement. Here one record of each is
read and replayed, and the bonuses each ruleset pays are listed.

.. de-title: Großtarock: eine Engine, drei Regelwerke
.. de-intro: Die Regeln von 1754, Dummetts Großtarock und das dänische Tarok teilen das Geben, das Weglegen
   von drei Karten und das Zählen in Dreiern (zusammen 78); sie unterscheiden sich bei den Meldungen, der
   Excuse und der Abrechnung. Hier wird je ein Protokoll gelesen und nachgespielt, mit den Prämien, die
   jedes Regelwerk zahlt.
"""

# %%
# One round per ruleset, played by heuristic bots with the same seed, each read back by the engine.
#
# .. de: Eine Runde je Regelwerk, von heuristischen Bots mit demselben Seed gespielt, jede von der Engine wieder
#    eingelesen.
from troggu_core.any_record import replay_any
from troggu_core.games.grosstarock.names import score_word
from troggu_core.games.grosstarock.rulesets import TITLES
from troggu_core.kernel.registry import game

LANG = "en"  # the language of the rulesets' titles and of the names of declarations and bonuses (German: "de")

grosstarock = game("grosstarock")
results = {}
for ruleset in grosstarock.rulesets:
    record = grosstarock.random_record(ruleset, 3, 5, "heuristic")
    title = TITLES[ruleset].render(LANG)  # "Rules of 1754", "After Dummett", "Danish rules"
    results[title] = replay_any(record)
    print(f"{title}: dealer seat {record['dealer'] + 1}, discard {' '.join(record['discard'])}")

# %%
# Counting in threes gives 78 eyes in every ruleset; declarations are paid before play.
#
# .. de: Gezählt in Dreiergruppen ergibt jedes Regelwerk 78 Augen; Ansagen werden vor dem Spiel bezahlt.
for title, result in results.items():
    print(f"--- {title}: eyes {result['eyes']} = {sum(result['eyes'])}")
    for seat, decls in enumerate(result["declarations"]):
        if decls:
            print(f"seat {seat + 1} declares", ", ".join(f"{score_word(d['name'], LANG)} {d['value']}" for d in decls))

# %%
# The bonuses and penalties of the play, and the payments (they sum to zero).
#
# .. de: Die Prämien und Strafen des Spiels und die Zahlungen (ihre Summe ist null).
for title, result in results.items():
    print(f"--- {title}")
    for bonus in result["bonuses"]:
        name = score_word(bonus["name"], LANG)  # the engine's words for the result's key ("pagat_lost")
        trick = f" (trick {bonus['trick']})" if bonus["trick"] is not None else ""
        print(f"seat {bonus['seat'] + 1}: {name} {bonus['value']:+}{trick}")
    print("payments:", result["payments"])
    assert sum(result["eyes"]) == 78 and sum(result["payments"]) == 0
