"""
Troccas: what is the skat worth?
================================

The Skatist lays two cards away; they count for his party (rule ``count.skat``). How much is that worth
on average, and how often does the Skatist's party end in credit? A question for five hundred seeded rounds
of heuristic bots -- bots, not people, so read the numbers as a property of the rules and of these bots.

.. de-title: Troccas: was ist der Skat wert?
.. de-intro: Der Skatist legt zwei Karten weg; sie zählen für seine Partei (Regel ``count.skat``). Wie viel
   ist das im Mittel wert, und wie oft endet die Partei des Skatisten mit Guthaben? Eine Frage für fünfhundert
   Runden mit Startwerten, von Heuristik-Bots gespielt -- Bots, nicht Menschen: Die Zahlen beschreiben die
   Regeln und diese Bots.
"""

# %%
# Play the rounds and collect the skat's value and the Skatist party's balance.
#
# .. de: Die Runden spielen und den Wert des Skats und die Bilanz der Partei des Skatisten sammeln.
from collections import Counter

from troggu_core.i18n import Plural, numbers
from troggu_core.kernel.registry import game

LANG = "en"  # the language of the numbers, 0.25 or 0,25 (the German script says "de")
num = numbers(LANG)
troccas = game("troccas")
ROUNDS = 500
skat_points: Counter[int] = Counter()
credit = 0
for seed in range(ROUNDS):
    result = troccas.replay(troccas.random_record("surselva", 4, seed, "heuristic"))
    skat_points[result["skat_points"]] += 1
    dealer_party = next(i for i, team in enumerate(result["teams"]) if 0 in team)  # the dealer has seat index 0
    credit += result["party_balance"][dealer_party] > 0

# %%
# The distribution of the skat's counted value (face total minus one for the pair).
#
# .. de: Die Verteilung des gezählten Werts des Skats (Summe der Kartenwerte minus eins für das Paar).
for points, count in sorted(skat_points.items()):
    said = Plural("{n} point", "{n} points", n=points).render(LANG)  # 1 point, 2 points: the language's plural
    rounds = Plural("{n} round", "{n} rounds", n=count).render(LANG)
    print(f"{said:>9}: {rounds:>10} {'#' * (count // 10)}")

# %%
# The mean, and how often the Skatist's party ends above its target of 36 (rule ``score.balance``).
#
# .. de: Der Mittelwert, und wie oft die Partei des Skatisten über ihrem Ziel von 36 endet (Regel ``score.balance``).
mean = sum(p * c for p, c in skat_points.items()) / ROUNDS
print(f"mean {num(mean):.2f} points; the Skatist's party ends in credit in {num(100 * credit / ROUNDS):.1f}% of rounds")
