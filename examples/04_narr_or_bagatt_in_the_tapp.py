"""
Is the Narr or the Bagatt in the Tapp?
======================================

The Narr (the highest trump) and the Bagatt (trump I) are worth 5 points each and decide who must
play when seven or eight players all pass. How likely is it that one of them lies in the Tapp?
We count it exactly and check the count against a simulation of real deals.

.. de-title: Liegt der Narr oder der Bagatt im Tapp?
.. de-intro: Der Narr (der höchste Trumpf) und der Bagatt (Trumpf I) zählen je 5 Punkte und entscheiden,
   wer spielen muss, wenn sieben oder acht Spieler alle passen. Wie wahrscheinlich liegt einer davon im
   Tapp? Wir zählen es exakt aus und prüfen das Ergebnis mit einer Simulation echter Deals.
"""

# %%
# The Tapp holds *t* of the 62 cards, and every card is equally likely to be among them. So the
# Narr lies in the Tapp with probability t/62, and at least one of the two cards with
# 1 - C(60, t) / C(62, t). The Tapp sizes come from the ruleset, per number of players.
#
# .. de: Der Tapp enthält *t* der 62 Karten, und jede Karte liegt mit derselben Wahrscheinlichkeit darin. Also liegt
#    der Narr mit Wahrscheinlichkeit t/62 im Tapp, und mindestens eine der beiden Karten mit 1 - C(60, t) / C(62,
#    t). Die Grösse des Tapps kommt aus dem Regelwerk, je nach Zahl der Spieler.
from fractions import Fraction
from math import comb
import random
from html import escape

import troggu_core as tg
from troggu_core.i18n import numbers

LANG = "en"  # the language of the numbers, 0.25 or 0,25 (the German script says "de")
num = numbers(LANG)
visp = tg.ruleset("visp")
DECK = len(tg.TROGGU_DECK)


def exact(tapp):
    """(P(Narr in Tapp), P(Narr or Bagatt in Tapp)) as fractions."""
    narr = Fraction(tapp, DECK)
    either = 1 - Fraction(comb(DECK - 2, tapp), comb(DECK, tapp))
    return narr, either


for players in visp.players:
    tapp = visp.layouts_for(players)[0].tapp
    narr, either = exact(tapp)
    print(
        f"{players} players, Tapp of {tapp:2}: Narr {num(float(narr)):.4f} ({narr}), "
        f"Narr or Bagatt {num(float(either)):.4f} ({either})"
    )

# %%
# Now deal for real: shuffle, cut and deal 4,000 rounds for each number of players and count how
# often the Narr, or either card, ends up in the Tapp.
#
# .. de: Jetzt geben wir wirklich: Für jede Zahl Spieler mischen, heben ab und geben wir 4000 Runden und zählen, wie
#    oft der Narr oder eine der beiden Karten im Tapp landet.
rng = random.Random(1)
ROUNDS = 4000
rows = []
for players in visp.players:
    narr_hits = either_hits = 0
    for _ in range(ROUNDS):
        tapp = tg.deal(visp, players, rng).tapp
        narr_hits += tg.NARR in tapp
        either_hits += tg.NARR in tapp or tg.BAGATT in tapp
    size = visp.layouts_for(players)[0].tapp
    narr, either = exact(size)
    rows.append((players, float(either), either_hits / ROUNDS))
    print(
        f"{players} players: Narr {num(narr_hits / ROUNDS):.4f} (exact {num(float(narr)):.4f}), "
        f"Narr or Bagatt {num(either_hits / ROUNDS):.4f} (exact {num(float(either)):.4f})"
    )

# %%
# A simulated frequency scatters around the exact value by a standard error of sqrt(p(1-p)/4000),
# about 0.006 here; about 95 % of such estimates land within two standard errors.
#
# .. de: Eine simulierte Häufigkeit streut um den genauen Wert mit einem Standardfehler von sqrt(p(1-p)/4000), hier
#    etwa 0,006; etwa 95 % solcher Schätzungen liegen innerhalb von zwei Standardfehlern.
for players, p, freq in rows:
    se = (p * (1 - p) / ROUNDS) ** 0.5
    print(f"{players} players: off by {num(freq - p):+.4f} = {num((freq - p) / se):+.1f} standard errors")

# %%
# A chart, drawn as plain SVG (no plotting library needed, so it also runs in the browser):
#
# .. de: Ein Diagramm, als schlichtes SVG gezeichnet (ohne Plot-Bibliothek, damit es auch im Browser läuft):


class BarChart:
    """Grouped bars as SVG; shows itself in Jupyter and in the gallery via ``_repr_svg_``, and as text bars
    where a viewer shows only text (``__repr__``: a notebook's text/plain)."""

    def __init__(self, labels, series, title, width=560, height=260):
        self.labels, self.series, self.title = labels, series, title
        self.width, self.height = width, height

    def __repr__(self):
        wide = max(len(label) for label in self.labels)
        top = max(v for _, values in self.series for v in values)
        rows = [self.title]
        for i, label in enumerate(self.labels):
            for name, values in self.series:
                rows.append(f"{label:>{wide}} {'#' * round(40 * values[i] / top):<40} {num(values[i]):.4f} {name}")
        return "\n".join(rows)

    def _repr_svg_(self):
        w, h, left, bottom, top = self.width, self.height, 40, 30, 30
        top_value = max(v for _, values in self.series for v in values) * 1.1
        colours = ["#8d6e63", "#ff7043", "#5c6bc0"]
        group = (w - left - 10) / len(self.labels)
        bar = group * 0.8 / len(self.series)
        parts = [
            f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" font-family="sans-serif" '
            f'font-size="12"><title>{escape(self.title)}</title><rect width="{w}" height="{h}" fill="white"/>',
            f'<text x="{w / 2}" y="18" text-anchor="middle" font-size="14">{escape(self.title)}</text>',
        ]
        for k in range(5):
            value = top_value * k / 4
            y = h - bottom - (h - bottom - top) * k / 4
            parts.append(
                f'<line x1="{left}" x2="{w - 10}" y1="{y:.1f}" y2="{y:.1f}" stroke="#ddd"/>'
                f'<text x="{left - 4}" y="{y + 4:.1f}" text-anchor="end">{num(value):.2f}</text>'
            )
        for i, label in enumerate(self.labels):
            x0 = left + i * group + group * 0.1
            for j, (_, values) in enumerate(self.series):
                bh = (h - bottom - top) * values[i] / top_value
                parts.append(
                    f'<rect x="{x0 + j * bar:.1f}" y="{h - bottom - bh:.1f}" width="{bar - 2:.1f}" '
                    f'height="{bh:.1f}" fill="{colours[j % 3]}"/>'
                )
            parts.append(
                f'<text x="{x0 + group * 0.4:.1f}" y="{h - bottom + 16}" text-anchor="middle">{escape(label)}</text>'
            )
        for j, (name, _) in enumerate(self.series):
            parts.append(
                f'<rect x="{left + 10 + j * 150}" y="{top}" width="12" height="12" fill="{colours[j % 3]}"/>'
                f'<text x="{left + 26 + j * 150}" y="{top + 11}">{escape(name)}</text>'
            )
        return "".join(parts) + "</svg>"


BarChart(
    [f"{players} players" for players, _, _ in rows],
    [("exact", [e for _, e, _ in rows]), ("4,000 deals", [s for _, _, s in rows])],
    "P(Narr or Bagatt in the Tapp)",
)

# %%
# With seven players every deal has a Tapp of six cards; if both the Narr and the Bagatt are in it,
# an all-pass is played as a misère. That happens with probability C(60, 4) / C(62, 6) = t(t-1)/(62*61):
#
# .. de: Mit sieben Spielern hat jedes Geben einen Tapp von sechs Karten; liegen Narr und Bagatt beide darin, wird
#    ein Spiel, in dem alle passen, als Misere gespielt. Das geschieht mit Wahrscheinlichkeit C(60, 4) / C(62, 6)
#    = t(t-1)/(62*61):
both = Fraction(comb(DECK - 2, 4), comb(DECK, 6))
print(f"both in a Tapp of 6: {both} = {num(float(both)):.4f}, about once in {round(1 / both)} deals")
