"""
French Tarot for three: read a record and replay it
===================================================

A three-player French Tarot round under the FFT rules and under the source's own reading (seed 004): the
same deal, auction, écart and play, replayed by both rulesets, so you see exactly where they part -- the
first lead, the last trick's Excuse, the settlement in halves.

.. de-title: Französisches Tarot zu dritt: ein Protokoll lesen und nachspielen
.. de-intro: Eine Runde französisches Tarot zu dritt nach den Regeln der FFT und nach der Lesart der Quelle
   (Quelle 004): dasselbe Geben, Bieten, Écart und Spiel, von beiden Regelwerken nachgespielt -- so siehst du
   genau, wo sie sich trennen: beim ersten Ausspiel, bei der Excuse im letzten Stich, bei der Abrechnung in Halben.
"""

# %%
# Heuristic bots play rounds until one has a contract (an all-pass or a petit sec is a void round).
#
# .. de: Heuristische Bots spielen Runden, bis eine einen Kontrakt hat (wenn alle passen oder ein Petit sec vorliegt,
#    ist die Runde ungültig).
from troggu_core.action_labels import action_label
from troggu_core.any_record import replay_any
from troggu_core.errors import RecordError
from troggu_core.i18n import numbers
from troggu_core.kernel.registry import game

LANG = "en"  # the language of the engine's words and of the numbers (the German script says "de")
num = numbers(LANG)
tarot = game("french-tarot")
seed = 0
while True:
    record = tarot.random_record("fft", 3, seed, "heuristic")
    result = replay_any(record)
    if result["contract"]:
        break
    seed += 1
contract = tarot.action_words(result["contract"], LANG)  # the contract in the reader's words
bids = ", ".join(action_label("french-tarot", bid, LANG) for bid in record["auction"])  # and the bids
print(f"seed {seed}: bids {bids} -> {contract} by seat {result['taker'] + 1}")

# %%
# The count: bouts lower the target (36/41/51/56), the margin is rounded up to a whole point, and the
# score per defender is (25 + margin) times the contract's multiplier, plus bonuses.
#
# .. de: Die Abrechnung: Bouts senken das Ziel (36/41/51/56), der Abstand wird auf einen ganzen Punkt aufgerundet,
#    und der Wert je Gegenspieler ist (25 + Abstand) mal der Faktor des Kontrakts, plus Prämien.
print(
    "bouts",
    result["bouts"],
    "target",
    result["target"],
    "taker points",
    num(result["taker_points"]),
    "won" if result["won"] else "lost",
    "by",
    result["difference"],
)
print("score per defender", result["score"], "payments", " ".join(f"{num(p):+}" for p in result["payments"]))
assert sum(result["payments"]) == 0

# %%
# The same record under the seed's ruleset: a different first lead may make the play illegal -- the engine
# says so, naming the rule; if it replays, the settlement is the seed's.
#
# .. de: Dasselbe Protokoll nach dem Regelwerk des Seeds: Ein anderes erstes Ausspielen kann das Spiel regelwidrig
#    machen -- die Engine sagt es und nennt die Regel; lässt es sich nachspielen, ist die Abrechnung die des
#    Seeds.
try:
    seed_result = replay_any(dict(record, ruleset="seed"))
    payments = " ".join(f"{num(p):+}" for p in seed_result["payments"])
    print("seed ruleset: score", num(seed_result["score"]), "payments", payments)
except RecordError as e:
    print("not a valid round under the seed's rules:", f"[{e.rule_id}]", e.message(LANG))
