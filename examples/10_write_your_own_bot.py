"""
Write your own bot
==================

A bot is any object with a method ``choose(view, legal, rng)``, the one protocol of every game's bots: ``view``
is what its seat may see (``Game.view(seat)``: its own hand and everything public, nothing else), ``legal`` the
actions it may take, ``rng`` a random generator; it answers with one action in the game's notation. Here we
write a small bot that plays its highest card whenever that wins the trick and its cheapest card otherwise, and
measure it against the engine's heuristic bot on the same deals.

.. de-title: Einen eigenen Bot schreiben
.. de-intro: Ein Bot ist ein beliebiges Objekt mit einer Methode ``choose(view, legal, rng)``, dem einen
   Protokoll der Bots aller Spiele: ``view`` ist, was sein Platz sehen darf (``Game.view(seat)``: das eigene
   Blatt und alles Öffentliche, sonst nichts), ``legal`` die Aktionen, die er wählen darf, ``rng`` ein
   Zufallsgenerator; er antwortet mit einer Aktion in der Schreibweise des Spiels. Hier schreiben wir einen
   kleinen Bot, der seine höchste Karte spielt, wenn sie den Stich gewinnt, und sonst seine billigste, und messen
   ihn an den gleichen Deals gegen den heuristischen Bot der Engine.
"""

# %%
# The bot leaves bidding and the Tapp exchange to the heuristic bot and decides the card play
# itself. ``tg.SeatView.from_json(view)`` reads the view with bit masks: ``legal_mask`` holds the
# playable cards, ``trick_cards()`` the trick so far. To know who wins a trick it borrows the engine's
# trick rule on a copy of the cards.
#
# .. de: Der Bot überlässt das Bieten und den Tausch mit dem Tapp dem heuristischen Bot und entscheidet das
#    Kartenspiel selbst. ``tg.SeatView.from_json(view)`` liest die Ansicht mit Bitmasken: ``legal_mask`` enthält
#    die spielbaren Karten, ``trick_cards()`` den bisherigen Stich. Um zu wissen, wer einen Stich macht, leiht er
#    sich die Stichregel der Engine auf einer Kopie der Karten.
import random

import troggu_core as tg
from troggu_core.games.troggu.cards import cards_of_mask
from troggu_core.games.troggu.tricks import winner_position
from troggu_core.i18n import numbers
from troggu_core.web.house_rules import outcome_words

LANG = "en"  # the language of the numbers, 0.25 or 0,25 (the German script says "de")
num = numbers(LANG)


class GreedyBot:
    """Win the trick with the highest card if it can, else throw the cheapest card."""

    def __init__(self, seed):
        self.helper = tg.HeuristicBot(seed)
        self.rng = self.helper.rng  # the generator play_out hands to choose

    def choose(self, view, legal, rng):
        seat = tg.SeatView.from_json(view)
        if seat.phase is not tg.Phase.PLAY:
            return self.helper.choose(view, legal, rng)
        cards = cards_of_mask(seat.legal_mask)
        trick = [card.index for _, card in seat.trick_cards()]
        if not trick:
            return max(cards, key=lambda c: (c.is_trump, c.strength)).code
        winners = [c for c in cards if winner_position(trick + [c.index]) == len(trick)]
        if winners:
            return max(winners, key=lambda c: (c.points, c.strength)).code
        return min(cards, key=lambda c: (c.points, c.is_trump, c.strength)).code


# %%
# One round with our bot in seat 2 (seat index 1: the engine counts the seats from 0), the heuristic bot in
# the other seats:
#
# .. de: Eine Runde mit unserem Bot auf Platz 2 (Sitz-Index 1: Die Engine zählt die Plätze von 0 an) und dem
#    heuristischen Bot auf den anderen Plätzen:
game = tg.Game.new("visp", players=4, seed=5)
tg.play_out(game, [tg.HeuristicBot(0), GreedyBot(1), tg.HeuristicBot(2), tg.HeuristicBot(3)])
result = game.outcome()
print(outcome_words("troggu", result.game.value, LANG), "- points:", result.points, "- Rappen:", result.rappen)

# %%
# A fair comparison plays the same deals twice: once with the greedy bot in seat 2, once with a
# heuristic bot in its place; the other seats are the same heuristic bots. The difference in seat 2's
# winnings is the greedy bot's edge (negative: it loses money against the heuristic bot). The greedy
# bot knows nothing about misère, where winning tricks is exactly what one must avoid.
#
# .. de: Ein fairer Vergleich spielt dieselben Runden zweimal: einmal mit dem gierigen Bot auf Platz 2, einmal mit
#    einem heuristischen Bot an seiner Stelle; die anderen Plätze sind dieselben heuristischen Bots. Der
#    Unterschied im Gewinn von Platz 2 ist der Vorteil des gierigen Bots (negativ: Er verliert Geld gegen den
#    heuristischen Bot). Der gierige Bot weiss nichts von der Misere, in der man genau das Stechen vermeiden
#    muss.
DEALS = 200
totals = {"greedy": 0, "heuristic": 0}
BOT_WORDS = {"greedy": "greedy", "heuristic": "heuristic"}  # each bot's name in the reader's words
for seed in range(DEALS):
    for name in totals:
        me = GreedyBot(seed) if name == "greedy" else tg.HeuristicBot(seed)
        others = [tg.HeuristicBot(random.Random(seed * 10 + s)) for s in range(4)]
        bots = [others[0], me, others[2], others[3]]
        g = tg.play_out(tg.Game.new("visp", 4, seed), bots)
        totals[name] += g.outcome().rappen[1]
for name, rappen in totals.items():
    print(f"seat 2 played by the {BOT_WORDS[name]:<11} bot: {num(rappen / DEALS):+6.2f} Rappen per round")
edge = (totals["greedy"] - totals["heuristic"]) / DEALS
print(f"edge of the greedy bot: {num(edge):+.2f} Rappen per round over {DEALS} deals")

# %%
# Bots see only what their seat may see: the view of another seat hides the hands of the others and,
# before the exchange, the Tapp. That keeps a bot honest.
#
# .. de: Bots sehen nur, was ihr Platz sehen darf: Die Ansicht eines anderen Platzes verbirgt die Blätter der anderen
#    und, vor dem Tausch, den Tapp. So bleibt ein Bot ehrlich.
view = tg.SeatView.of(tg.Game.new("visp", 4, seed=5), 2)  # seat index 2: seat 3
tapp = "hidden" if view.tapp is None else " ".join(map(str, view.tapp))
team = ", ".join(str(seat + 1) for seat in sorted(view.team))
print("seat 3 sees its", len(view.hand), "cards; the Tapp:", tapp, "- its team: seat", team)
