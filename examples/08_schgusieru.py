"""
Schgüsieru: when does withholding the Narr pay off?
===================================================

When the Narr is a player's only trump and he would have to play a trump, he may *schgüsieru*:
play another card and keep the Narr back until the last trick, where it has no power but still
goes home to its owner's side. Is that a good idea? We collect real positions where it is allowed
and play each one out both ways.

.. de-title: Schgüsieru: Wann lohnt es sich, den Narren zurückzuhalten?
.. de-intro: Ist der Narr der einzige Trumpf eines Spielers und müsste er Trumpf geben, darf er
   *schgüsieru*: eine andere Karte spielen und den Narren bis zum letzten Stich zurückhalten, wo er keine
   Macht mehr hat, aber seiner Seite trotzdem heimkommt. Lohnt sich das? Wir sammeln echte Stellungen,
   in denen es erlaubt ist, und spielen jede auf beide Arten aus.
"""

# %%
# The rules involved, as the engine states them:
#
# .. de: Die beteiligten Regeln, wie die Engine sie angibt:
import random
from collections import defaultdict

import troggu_core as tg
from troggu_core.i18n import numbers
from troggu_core.web.house_rules import outcome_words

LANG = "en"  # the language of the numbers, 0.25 or 0,25 (the German script says "de")
num = numbers(LANG)
for rule_id in ("play.schgusieru", "play.narr-kept", "play.narr-last-trick", "play.narr-exchange"):
    print(f"{rule_id}: {tg.rule(rule_id).statement(LANG)}")

# %%
# Collect positions. Heuristic bots bid and lay away; the cards are then played at random until
# ``game.schgusieru_possible()`` says the player to move may withhold the Narr. ``game.copy()``
# keeps the position.
#
# .. de: Stellungen sammeln. Heuristische Bots bieten und legen weg; dann werden die Karten zufällig gespielt, bis
#    ``game.schgusieru_possible()`` sagt, dass der Spieler am Zug den Narren zurückhalten darf. ``game.copy()``
#    bewahrt die Stellung.
rng = random.Random(1)
bidder = tg.HeuristicBot(rng)
positions = []
seed = 0
while len(positions) < 100:
    game = tg.Game.new("visp", players=4, seed=seed)
    seed += 1
    while game.phase is not tg.Phase.PLAY:
        game.push(bidder.choose(tg.SeatView.of(game, game.to_move)))
    while not game.is_over:
        if game.schgusieru_possible():
            positions.append(game.copy())
        game.play(rng.choice(game.legal_plays()))
print(f"{len(positions)} positions from {seed} deals")

example = positions[0]
print("example: seat", example.to_move + 1, "holds", " ".join(str(c) for c in example.hand(example.to_move)))
print(
    "trick so far:",
    " ".join(str(card) for _, card in example.current_trick),
    "- legal:",
    " ".join(str(c) for c in example.legal_plays()),
)

# %%
# Play each position out both ways with heuristic bots: (a) play the Narr, which as the highest
# trump wins the trick; (b) withhold it and play the cheapest other card. Three rollouts per choice
# with the same bots; we compare the Narr owner's payment (in base units) and his side's card points.
#
# .. de: Jede Stellung wird auf beide Arten mit heuristischen Bots zu Ende gespielt: (a) den Narren spielen, der als
#    höchster Trumpf den Stich macht; (b) ihn zurückhalten und die billigste andere Karte spielen. Drei
#    Durchläufe je Wahl mit denselben Bots; wir vergleichen die Zahlung des Narrenbesitzers (in Grundbeträgen)
#    und die Kartenpunkte seiner Seite.
ROLLOUTS = 3


def finish(position, card, rollout):
    g = position.copy()
    g.play(card)
    tg.play_out(g, [tg.HeuristicBot(random.Random(100 * rollout + seat)) for seat in range(4)])
    return g


stats = defaultdict(list)
for position in positions:
    owner = position.to_move
    cheapest = min((c for c in position.legal_plays() if not c.is_narr), key=lambda c: (c.points, c.strength))
    gain_pay = gain_points = 0.0
    for rollout in range(ROLLOUTS):
        played = finish(position, tg.NARR, rollout)
        kept = finish(position, cheapest, rollout)
        side = played.side_of(owner)
        gain_pay += kept.outcome().payments[owner] - played.outcome().payments[owner]
        gain_points += sum(kept.outcome().points[s] for s in side) - sum(played.outcome().points[s] for s in side)
    role = "declarer" if owner == position.declarer else "opponent"
    if position.game_type is tg.GameType.MISERE:
        role = "each for himself"
    stats[(position.game_type.value, role)].append((gain_pay / ROLLOUTS, gain_points / ROLLOUTS))

# %%
# What withholding gains (positive) or costs (negative), on average. In a misère fewer points are
# better, so there a negative point difference is good.
#
# .. de: Was das Zurückhalten im Mittel bringt (positiv) oder kostet (negativ). In einer Misere sind weniger Punkte
#    besser, dort ist also eine negative Punktdifferenz gut.
for (kind, role), gains in sorted(stats.items()):
    pay = sum(g for g, _ in gains) / len(gains)
    points = sum(p for _, p in gains) / len(gains)
    better = sum(g > 0 for g, _ in gains)
    worse = sum(g < 0 for g, _ in gains)
    print(
        f"{outcome_words('troggu', kind, LANG):<27} {role:<17} {len(gains):3} positions: payment {num(pay):+.2f} units, "
        f"card points {num(points):+.1f}; withholding better in {better}, worse in {worse}"
    )

# %%
# The answer the bots give: in a **misère** withholding pays. Playing the Narr would win the trick
# and load the owner with its points, while the withheld Narr comes home in the last trick without
# winning it. In a **normal game** the Narr is usually worth more as the highest trump: it takes the
# trick now, and the side that withholds it gives a 1-point card to the last trick's winner later.
#
# .. de: Die Antwort der Bots: In einer **Misere** lohnt sich das Zurückhalten. Den Narren zu spielen würde den Stich
#    machen und dem Besitzer seine Punkte aufladen, während der zurückgehaltene Narr im letzten Stich heimkommt,
#    ohne ihn zu machen. In einem **Normalspiel** ist der Narr als höchster Trumpf meist mehr wert: Er macht den
#    Stich jetzt, und die Seite, die ihn zurückhält, gibt später dem Gewinner des letzten Stichs eine Karte mit 1
#    Punkt.
