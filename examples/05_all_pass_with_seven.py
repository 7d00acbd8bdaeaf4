"""
All pass with seven players: who must play?
===========================================

With four to six players an all-pass is played as a misère. With seven or eight, somebody is
forced to play a normal game: the holder of the Narr, or of the Bagatt if the Narr lies in the
Tapp. How often does everybody pass, who is forced, and does the forced player win?

.. de-title: Alle passen zu siebt: Wer muss spielen?
.. de-intro: Mit vier bis sechs Spielern wird nach einem Durchpassen Misere gespielt. Zu siebt oder zu
   acht muss jemand ein normales Spiel machen: wer den Narren hat, oder den Bagatt, wenn der Narr im Tapp
   liegt. Wie oft passen alle, wen trifft es, und gewinnt der Gezwungene?
"""

# %%
# The rule, as the engine states it (every rule has an id; errors and the rules pages use it):
#
# .. de: Die Regel, wie die Engine sie angibt (jede Regel hat eine ID; Fehlermeldungen und die Regelseiten verwenden
#    sie):
import random
from html import escape

import troggu_core as tg
from troggu_core.i18n import numbers
from troggu_core.web import phase_text

LANG = "en"  # the language of the numbers, 0.25 or 0,25 (the German script says "de")
num = numbers(LANG)
TROGGU = tg.find_game("troggu")
print(tg.rule("auction.forced").statement(LANG))

# %%
# One deal where all seven say *pass*: the engine picks the forced Tappist, who then calls a
# partner card and takes the Tapp like in any normal game with seven players. The game says the round in
# words (``describe``) and names its phase (``phase_text``), in the reader's language.
#
# .. de: Ein Geben, bei dem alle sieben *passen*: Die Engine bestimmt den gezwungenen Tappisten, der dann eine
#    Partnerkarte ruft und den Tapp nimmt wie in jedem Normalspiel zu siebt. Das Spiel sagt die Runde in Worten
#    (``describe``) und nennt seine Phase (``phase_text``), in der Sprache des Lesers.
seed = 3
while True:
    game = tg.Game.new("visp", players=7, seed=seed)
    for _ in range(7):
        game.bid("pass")
    if game.forced:  # (rarely, both cards lie in the Tapp: then it is a misère; try the next deal)
        break
    seed += 1
holds = "Narr" if tg.NARR in game.hand(game.declarer) else "Bagatt"
print(" · ".join(TROGGU.describe(game, game.declarer, LANG)), f"(holds the {holds})")
print("next:", phase_text(game.phase.value, LANG, TROGGU))
print("may call:", " ".join(str(c) for c in game.callable_cards()))

# %%
# How often do seven players all pass? The heuristic bot says *normal* when its hand strength
# (card points plus trump length, scaled to 13 cards) reaches a threshold tuned for the number of
# players. With seven players an all-pass happens when all seven hands are below it.
#
# .. de: Wie oft passen alle sieben Spieler? Der heuristische Bot sagt *normal*, wenn seine Blattstärke (Kartenpunkte
#    plus Trumpflänge, auf 13 Karten umgerechnet) eine Schwelle erreicht, die für die Zahl der Spieler
#    eingestellt ist. Zu siebt passen alle, wenn alle sieben Blätter darunter liegen.
bot = tg.HeuristicBot(0)
threshold = bot.NORMAL_AT[7]
DEALS = 2000
strongest = []
for seed in range(DEALS):
    deal = tg.deal("visp", 7, seed)
    best = max(bot.hand_strength(sum(1 << c.index for c in hand), len(hand)) for hand in deal.hands)
    strongest.append(best)
all_pass = sum(s < threshold for s in strongest)
print(
    f"bots bid normal from strength {num(threshold)}: all pass in {all_pass} of {DEALS} deals ({num(all_pass / DEALS):.2%})"
)

# %%
# A more cautious table passes more often. The chance of an all-pass, as a function of the
# strength a player wants before he bids, drawn as a small SVG chart:
#
# .. de: Ein vorsichtigerer Tisch passt öfter. Die Wahrscheinlichkeit, dass alle passen, abhängig von der Stärke, die
#    ein Spieler zum Bieten verlangt, als kleines SVG-Diagramm:


class LineChart:
    """A line chart as SVG; shows itself in Jupyter and in the gallery via ``_repr_svg_``, and as text bars
    where a viewer shows only text (``__repr__``: a notebook's text/plain)."""

    def __init__(self, xs, ys, title, xlabel, mark=None, width=560, height=260):
        self.xs, self.ys, self.title, self.xlabel, self.mark = xs, ys, title, xlabel, mark
        self.width, self.height = width, height

    def __repr__(self):
        top = max(self.ys) or 1
        rows = [f"{x:>4g} {'#' * round(40 * y / top):<40} {num(y):>6.1%}" for x, y in zip(self.xs, self.ys)]
        return "\n".join([self.title, *rows, f"{'':>4} {self.xlabel}"])

    def _repr_svg_(self):
        w, h, left, bottom, top = self.width, self.height, 46, 40, 30
        x0, x1, y1 = min(self.xs), max(self.xs), max(self.ys) or 1

        def px(x):
            return left + (w - left - 15) * (x - x0) / (x1 - x0)

        def py(y):
            return h - bottom - (h - bottom - top) * y / y1

        parts = [
            f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" font-family="sans-serif" '
            f'font-size="12"><title>{escape(self.title)}</title><rect width="{w}" height="{h}" fill="white"/>',
            f'<text x="{w / 2}" y="18" text-anchor="middle" font-size="14">{escape(self.title)}</text>',
            f'<text x="{w / 2}" y="{h - 6}" text-anchor="middle">{escape(self.xlabel)}</text>',
        ]
        for k in range(5):
            y = y1 * k / 4
            parts.append(
                f'<line x1="{left}" x2="{w - 15}" y1="{py(y):.1f}" y2="{py(y):.1f}" stroke="#ddd"/>'
                f'<text x="{left - 4}" y="{py(y) + 4:.1f}" text-anchor="end">{num(y):.0%}</text>'
            )
        for x in self.xs[:: max(1, len(self.xs) // 8)]:
            parts.append(f'<text x="{px(x):.1f}" y="{h - bottom + 16}" text-anchor="middle">{x:g}</text>')
        points = " ".join(f"{px(x):.1f},{py(y):.1f}" for x, y in zip(self.xs, self.ys))
        parts.append(f'<polyline points="{points}" fill="none" stroke="#8d6e63" stroke-width="2.5"/>')
        if self.mark is not None:
            parts.append(
                f'<line x1="{px(self.mark):.1f}" x2="{px(self.mark):.1f}" y1="{top}" y2="{h - bottom}" '
                f'stroke="#ff7043" stroke-dasharray="4 3"/><text x="{px(self.mark) + 4:.1f}" '
                f'y="{top + 12}" fill="#d84315">bots</text>'
            )
        return "".join(parts) + "</svg>"


thresholds = list(range(30, 71, 2))
rates = [sum(s < t for s in strongest) / DEALS for t in thresholds]
for t, r in zip(thresholds, rates):
    if t % 10 == 0:
        print(f"bid from strength {t}: all pass in {num(r):.1%} of deals")
LineChart(thresholds, rates, "All-pass rate with 7 players", "strength needed to bid normal", mark=threshold)

# %%
# Who is forced? Push seven passes onto each deal and look at the forced Tappist. The exact
# shares follow from the Tapp of six cards: the Narr is outside the Tapp with probability 56/62;
# the Narr is in it but the Bagatt is not with 6/62 * 56/61; both with 6/62 * 5/61 (then misère).
#
# .. de: Wer wird gezwungen? Wir setzen auf jedes Geben sieben Pässe und sehen uns den gezwungenen Tappisten an. Die
#    genauen Anteile folgen aus dem Tapp von sechs Karten: Der Narr liegt mit Wahrscheinlichkeit 56/62 ausserhalb
#    des Tapps; der Narr liegt darin, der Bagatt aber nicht, mit 6/62 * 56/61; beide mit 6/62 * 5/61 (dann
#    Misere).
MISERE = "misère"  # the row of the deals with both cards in the Tapp
counts = {"Narr": 0, "Bagatt": 0, MISERE: 0}
forced_games = []
for seed in range(DEALS):
    g = tg.Game.new("visp", 7, seed)
    for _ in range(7):
        g.push(tg.Bid.PASS)
    if not g.forced:
        counts[MISERE] += 1
        continue
    counts["Narr" if tg.NARR in g.hand(g.declarer) else "Bagatt"] += 1
    if len(forced_games) < 300:
        forced_games.append(g)
exact = {"Narr": 56 / 62, "Bagatt": 6 / 62 * 56 / 61, MISERE: 6 / 62 * 5 / 61}
for who, n in counts.items():
    print(f"{who:<7} {n:5} of {DEALS} = {num(n / DEALS):.4f} (exact {num(exact[who]):.4f})")

# %%
# Finally, does the forced Tappist win? Heuristic bots play 300 forced games to the end.
#
# .. de: Und gewinnt der gezwungene Tappist? Heuristische Bots spielen 300 gezwungene Spiele zu Ende.
rng = random.Random(7)
wins = 0
for g in forced_games:
    tg.play_out(g, [tg.HeuristicBot(rng) for _ in range(7)])
    wins += g.outcome().winner == "declarer"
print(
    f"the forced Tappist and his partner win {wins} of {len(forced_games)} games ({num(wins / len(forced_games)):.0%})"
)
