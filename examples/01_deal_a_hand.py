"""
Deal and show a hand
====================

Shuffle, cut and deal a Troggu pack for four players in Visp, look at one hand card by card,
count its points and see what lies in the Tapp.

.. de-title: Ein Blatt geben und zeigen
.. de-intro: Ein Troggu-Spiel für vier Spieler nach den Visper Regeln mischen, abheben und geben,
   ein Blatt Karte für Karte ansehen, seine Punkte zählen und nachsehen, was im Tapp liegt.
"""

# %%
# A deal is reproducible: the same ruleset, number of players and seed always give the same cards.
# The layout says how the cards go round: packets per player and when the Tapp is laid aside.
#
# .. de: Ein Geben ist wiederholbar: dasselbe Regelwerk, dieselbe Zahl Spieler und derselbe Seed geben immer
#    dieselben Karten. Das Schema (``layout``) sagt, wie die Karten ausgeteilt werden: Päckchen je Spieler und
#    wann der Tapp beiseitegelegt wird.
import troggu_core as tg
from troggu_core.games.troggu.svg import CardRow

deal = tg.deal("visp", players=4, seed=2026)
print("layout:", deal.layout)
print("cards per hand:", [len(h) for h in deal.hands], "- cards in the Tapp:", len(deal.tapp))

# %%
# The dealer sits in seat 1; seat 2, on the dealer's right, bids first. The engine counts the seats from 0, so
# seat 2's hand is ``deal.hands[1]`` (seat index 1). A ``CardRow`` is a tuple of cards that shows itself as
# pictures in Jupyter, in this gallery and in the browser.
#
# .. de: Der Geber sitzt auf Platz 1; Platz 2, rechts vom Geber, bietet als Erster. Die Engine zählt die Plätze von 0
#    an, also ist das Blatt von Platz 2 ``deal.hands[1]`` (Sitz-Index 1). Eine ``CardRow`` ist ein Tupel von
#    Karten, das sich in Jupyter, in dieser Galerie und im Browser als Bilder zeigt.
hand = CardRow(deal.hands[1])
hand

# %%
# Every card knows its names, its points and its strength. The 22 trumps beat every suit card;
# the highest of them is the Narr (the Fool, called *Bättler* or *Gschgüser* in the Valais),
# then XXI down to I, the *Bagatt*.
#
# .. de: Jede Karte kennt ihre Namen, ihre Punkte und ihre Stärke. Die 22 Trümpfe stechen jede Farbkarte; der höchste
#    ist der Narr (im Wallis *Bättler* oder *Gschgüser* genannt), dann XXI bis hinunter zum I, dem *Bagatt*.
for card in hand:
    names = card.names
    print(f"{card.code:>4}  {card.label():>4}  {card.points} pt  {names.german:<18} {names.english}")
print("points in this hand:", sum(card.points for card in hand))
print("trumps in this hand:", sum(card.is_trump for card in hand))

# %%
# The whole pack counts 114 points. Which hand is strongest on points, and what went to the Tapp?
#
# .. de: Das ganze Spiel zählt 114 Punkte. Welches Blatt hat die meisten Punkte, und was ist in den Tapp gegangen?
for seat, cards in enumerate(deal.hands, start=1):
    print(f"seat {seat}: {sum(c.points for c in cards):3} points, {sum(c.is_trump for c in cards)} trumps")
print("Tapp:", " ".join(str(c) for c in deal.tapp), "-", sum(c.points for c in deal.tapp), "points")
print("total:", sum(c.points for c in tg.TROGGU_DECK))

# %%
# The Tapp, as pictures:
#
# .. de: Der Tapp, als Bilder:
CardRow(deal.tapp)

# %%
# A single card shows itself too: here the XXI, *Munt* in the Valais, the highest trump.
#
# .. de: Auch eine einzelne Karte zeigt sich: hier der XXI, im Wallis *Munt*, der höchste Trumpf.
tg.MUNT
