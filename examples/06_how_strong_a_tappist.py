"""
How strong must a hand be to win as Tappist?
============================================

With four players the Tappist takes the Tapp and plays alone against three. Which hands win?
We let the first player bid *normal* on every deal, whatever he holds, and heuristic bots play
the rounds out; then we look at the win rate by hand strength and by number of trumps.

.. de-title: Wie stark muss ein Blatt für den Tappisten sein?
.. de-intro: Zu viert nimmt der Tappist den Tapp und spielt allein gegen drei. Welche Blätter gewinnen?
   Wir lassen den ersten Spieler bei jedem Deal *normal* sagen, was er auch hält, und heuristische Bots
   spielen die Runden aus; dann zeigen wir die Gewinnquote nach Blattstärke und nach Anzahl Trümpfe.
"""

# %%
# A round where seat 2 (on the dealer's right, first to bid; the engine's seat index 1, as it counts
# from 0) always plays, and the others pass. Everything after the auction is played by heuristic bots,
# which see only their own seat.
#
# .. de: Eine Runde, in der Platz 2 (rechts vom Geber, bietet als Erster; für die Engine, die von 0 an zählt, der
#    Sitz-Index 1) immer spielt und die anderen passen. Alles nach dem Bieten spielen heuristische Bots, die nur
#    ihren eigenen Platz sehen.
import random
from html import escape

import troggu_core as tg
from troggu_core.i18n import numbers

LANG = "en"  # the language of the numbers, 0.25 or 0,25 (the German script says "de")
num = numbers(LANG)
GAMES = 400
rng = random.Random(2026)
strength_of = tg.HeuristicBot.hand_strength


def tappist_round(seed):
    game = tg.Game.new("visp", players=4, seed=seed)
    hand = game.hand(1)
    strength = strength_of(sum(1 << c.index for c in hand), len(hand))
    trumps = sum(c.is_trump for c in hand)
    game.bid("normal")
    for _ in range(3):
        game.bid("pass")
    tg.play_out(game, [tg.HeuristicBot(rng) for _ in range(4)])
    result = game.outcome()
    return strength, trumps, result.winner == "declarer", result.side_points["declarer"]


rounds = [tappist_round(seed) for seed in range(GAMES)]
won = sum(r[2] for r in rounds)
print(
    f"{GAMES} rounds, the Tappist wins {won} ({num(won / GAMES):.0%}), "
    f"average {num(sum(r[3] for r in rounds) / GAMES):.1f} of 114 points"
)

# %%
# Win rate by hand strength (before taking the Tapp). The bots themselves bid *normal* from
# the strength shown by ``HeuristicBot.NORMAL_AT``.
#
# .. de: Gewinnquote nach Blattstärke (vor dem Aufnehmen des Tapps). Die Bots selbst bieten *normal* ab der Stärke,
#    die ``HeuristicBot.NORMAL_AT`` zeigt.
edges = [0, 30, 35, 40, 45, 50, 200]
labels, rates = [], []
for lo, hi in zip(edges, edges[1:]):
    group = [r for r in rounds if lo <= r[0] < hi]
    if not group:
        continue
    rate = sum(r[2] for r in group) / len(group)
    label = f"<{hi}" if lo == 0 else f"{lo}+" if hi == 200 else f"{lo}-{hi}"
    labels.append(label)
    rates.append(rate)
    print(f"strength {label:>6}: {len(group):3} hands, Tappist wins {num(rate):.0%}")
print("the bots bid normal from strength", num(tg.HeuristicBot.NORMAL_AT[4]))

# %%
# The same as a chart, drawn as plain SVG so that it also runs in the browser:
#
# .. de: Dasselbe als Diagramm, als schlichtes SVG gezeichnet, damit es auch im Browser läuft:


class BarChart:
    """Bars with a percentage axis as SVG; shows itself in Jupyter and in the gallery via ``_repr_svg_``, and as
    text bars where a viewer shows only text (``__repr__``: a notebook's text/plain)."""

    def __init__(self, labels, values, title, xlabel, width=560, height=260):
        self.labels, self.values, self.title, self.xlabel = labels, values, title, xlabel
        self.width, self.height = width, height

    def __repr__(self):
        wide = max(len(label) for label in self.labels)
        rows = [
            f"{label:>{wide}} {'#' * round(40 * value):<40} {num(value):.0%}"
            for label, value in zip(self.labels, self.values)
        ]
        return "\n".join([self.title, *rows, f"{'':>{wide}} {self.xlabel}"])

    def _repr_svg_(self):
        w, h, left, bottom, top = self.width, self.height, 46, 40, 30
        step = (w - left - 10) / len(self.labels)
        parts = [
            f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" font-family="sans-serif" '
            f'font-size="12"><title>{escape(self.title)}</title><rect width="{w}" height="{h}" fill="white"/>',
            f'<text x="{w / 2}" y="18" text-anchor="middle" font-size="14">{escape(self.title)}</text>',
            f'<text x="{w / 2}" y="{h - 6}" text-anchor="middle">{escape(self.xlabel)}</text>',
        ]
        for k in range(5):
            y = h - bottom - (h - bottom - top) * k / 4
            parts.append(
                f'<line x1="{left}" x2="{w - 10}" y1="{y:.1f}" y2="{y:.1f}" stroke="#ddd"/>'
                f'<text x="{left - 4}" y="{y + 4:.1f}" text-anchor="end">{k * 25}%</text>'
            )
        for i, (label, value) in enumerate(zip(self.labels, self.values)):
            bh = (h - bottom - top) * value
            x = left + i * step + step * 0.15
            parts.append(
                f'<rect x="{x:.1f}" y="{h - bottom - bh:.1f}" width="{step * 0.7:.1f}" '
                f'height="{bh:.1f}" fill="#8d6e63"/>'
                f'<text x="{x + step * 0.35:.1f}" y="{h - bottom + 16}" text-anchor="middle">{escape(label)}</text>'
                f'<text x="{x + step * 0.35:.1f}" y="{h - bottom - bh - 4:.1f}" '
                f'text-anchor="middle">{num(value):.0%}</text>'
            )
        return "".join(parts) + "</svg>"


BarChart(labels, rates, "Tappist's win rate by hand strength (4 players, Visp)", "hand strength")

# %%
# A simpler rule of thumb: count your trumps.
#
# .. de: Eine einfachere Faustregel: Zähl deine Trümpfe.
for trumps in range(0, 14):
    group = [r for r in rounds if r[1] == trumps]
    if len(group) >= 10:
        print(f"{trumps:2} trumps: {len(group):3} hands, Tappist wins {num(sum(r[2] for r in group) / len(group)):.0%}")
