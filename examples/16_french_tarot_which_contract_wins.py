"""
French Tarot: how often is each contract made?
==============================================

The heuristic bot bids by a hand-strength count. How often does each contract come up in three-player
rounds, and how often is it made? Five hundred seeded rounds -- bots, not people: the rates describe the
rules together with this bot's bidding.

.. de-title: Französisches Tarot: wie oft wird welcher Vertrag erfüllt?
.. de-intro: Der Heuristik-Bot bietet nach der Stärke seines Blatts. Wie oft kommt zu dritt welcher Vertrag
   vor, und wie oft wird er erfüllt? Fünfhundert Runden mit Startwerten -- Bots, nicht Menschen: Die Zahlen
   beschreiben die Regeln zusammen mit der Art, wie dieser Bot bietet.
"""

# %%
# Count contracts, wins and void rounds.
#
# .. de: Kontrakte, Gewinne und ungültige Runden zählen.
from collections import Counter

from troggu_core.i18n import Plural, gettext, numbers
from troggu_core.kernel.registry import game

LANG = "en"  # the language of the numbers, 0.25 or 0,25 (the German script says "de")
num = numbers(LANG)
tarot = game("french-tarot")
ROUNDS = 500
seen: Counter[str] = Counter()
made: Counter[str] = Counter()
for seed in range(ROUNDS):
    result = tarot.replay(tarot.random_record("fft", 3, seed, "heuristic"))
    key = result["contract"] or result["redeal"]
    seen[key] += 1
    made[key] += bool(result["won"])


def words(key):
    """A contract, or why a round is void, in the reader's words (the engine's; the petit sec keeps its name)."""
    if key == "all_pass":
        return gettext(tarot.pad.outcomes["round"], LANG)  # the score pad's words for a round everyone passed
    return tarot.action_words(key, LANG) or "petit sec"


# %%
# The table.
#
# .. de: Die Tabelle.
for key, count in seen.most_common():
    rate = f"made {num(100 * made[key] / count):5.1f}%" if key not in ("all_pass", "petit_sec") else "void round"
    rounds = Plural("{n} round", "{n} rounds", n=count).render(LANG)  # 1 round, 2 rounds: the language's plural
    print(f"{words(key):18} {rounds:>12} ({num(100 * count / ROUNDS):5.1f}%)  {rate}")

# %%
# Over all rounds with a contract, how often the taker makes it.
#
# .. de: Über alle Runden mit einem Kontrakt: wie oft der Spieler, der ihn nimmt, ihn erfüllt.
played = sum(c for k, c in seen.items() if k not in ("all_pass", "petit_sec"))
print(f"contracts made: {sum(made.values())} of {played} ({num(100 * sum(made.values()) / played):.1f}%)")
