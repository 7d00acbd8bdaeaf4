"""
An evening of twenty rounds
===========================

Four friends in Visp play twenty rounds at the Visp base of 10 Rappen. The deal passes to the
right after every round, and a :class:`~troggu_core.Session` keeps the ledger. Who goes home richer,
and how did the balance swing during the evening?

.. de-title: Ein Abend mit zwanzig Runden
.. de-intro: Vier Freunde in Visp spielen zwanzig Runden zu 10 Rappen Grundbetrag. Nach jeder Runde gibt
   der rechte Nachbar, und eine ``Session`` führt die Abrechnung. Wer geht reicher nach Hause, und wie
   schwankte der Stand im Lauf des Abends?
"""

# %%
# A session deals each round with the current dealer; the bots play it; ``record_result`` books
# the payments and passes the deal on. Each round is reproducible from its seed.
#
# .. de: Eine Sitzung gibt jede Runde mit dem aktuellen Geber; die Bots spielen sie; ``record_result`` bucht die
#    Zahlungen und gibt das Geben weiter. Jede Runde lässt sich aus ihrem Seed wiederholen.
import random
from html import escape

import troggu_core as tg
from troggu_core.i18n import numbers
from troggu_core.web.house_rules import outcome_words

LANG = "en"  # the language of the numbers, 0.25 or 0,25 (the German script says "de")
num = numbers(LANG)
names = ["Anna", "Beat", "Cäcilia", "Dominik"]
session = tg.Session("visp", players=4, dealer=0)
bots = [tg.HeuristicBot(random.Random(seat)) for seat in range(4)]
balance = [[0] * 4]

for round_no in range(1, 21):
    game = session.next_game(seed=1000 + round_no)
    tg.play_out(game, bots)
    session.record_result(game)
    r = game.outcome()
    kind = outcome_words("troggu", r.game.value, LANG)  # the game type in the reader's words
    who = names[r.declarer] if r.declarer is not None else "-"
    winners = ", ".join(names[s] for s, x in enumerate(r.rappen) if x > 0) or "-"
    what = "pays: " + ", ".join(names[s] for s in r.misere_seats) if r.misere_seats else "won: " + winners
    print(
        f"round {round_no:2}  dealer {names[game.dealer]:<8} {kind:<27} {who:<8} {what:<29} "
        f"x{r.multiplier}  {' '.join(f'{x:+4}' for x in r.rappen)}"
    )
    balance.append(list(session.ledger))

# %%
# The ledger, in francs. Every payment goes from one player to another, so the balances sum to zero.
#
# .. de: Die Abrechnung, in Franken. Jede Zahlung geht von einem Spieler zu einem anderen, also ist die Summe der
#    Stände null.
for name, rappen in zip(names, session.ledger):
    print(f"{name:<8} {num(rappen / 100):+6.2f} Fr.")
print("sum:", sum(session.ledger))
kinds = {}
for rnd in session.rounds:
    kind = outcome_words("troggu", rnd.result.game.value, LANG)
    kinds[kind] = kinds.get(kind, 0) + 1
print("games played:", "; ".join(f"{kind}: {n}" for kind, n in kinds.items()))

# %%
# How the balances moved through the evening, as an SVG chart that needs no plotting library:
#
# .. de: Wie sich die Stände im Lauf des Abends bewegt haben, als SVG-Diagramm, das keine Plot-Bibliothek braucht:


class Lines:
    """Several lines as SVG; shows itself in Jupyter and in the gallery via ``_repr_svg_``, and as a table of
    every fifth round where a viewer shows only text (``__repr__``: a notebook's text/plain)."""

    def __init__(self, series, names, title, width=560, height=280):
        self.series, self.names, self.title = series, names, title
        self.width, self.height = width, height

    def __repr__(self):
        head = "after round"
        wide = max(len(name) for name in [head, *self.names])
        rounds = range(0, len(self.series), 5)
        rows = [f"{head:<{wide}} " + " ".join(f"{i:>5}" for i in rounds)]
        for seat, name in enumerate(self.names):
            rows.append(f"{name:<{wide}} " + " ".join(f"{self.series[i][seat]:>+5}" for i in rounds))
        return "\n".join([self.title, *rows])

    def _repr_svg_(self):
        w, h, left, bottom, top = self.width, self.height, 50, 30, 30
        values = [v for row in self.series for v in row]
        lo, hi = min(values + [0]), max(values + [0])
        hi = hi if hi > lo else lo + 1
        n = len(self.series) - 1

        def px(i):
            return left + (w - left - 90) * i / n

        def py(v):
            return h - bottom - (h - bottom - top) * (v - lo) / (hi - lo)

        colours = ["#8d6e63", "#ff7043", "#5c6bc0", "#43a047"]
        parts = [
            f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" font-family="sans-serif" '
            f'font-size="12"><title>{escape(self.title)}</title><rect width="{w}" height="{h}" fill="white"/>',
            f'<text x="{w / 2}" y="18" text-anchor="middle" font-size="14">{escape(self.title)}</text>',
            f'<line x1="{left}" x2="{px(n):.1f}" y1="{py(0):.1f}" y2="{py(0):.1f}" stroke="#999"/>',
            f'<text x="{left - 4}" y="{py(hi) + 4:.1f}" text-anchor="end">{hi}</text>',
            f'<text x="{left - 4}" y="{py(lo) + 4:.1f}" text-anchor="end">{lo}</text>',
            f'<text x="{left - 4}" y="{py(0) + 4:.1f}" text-anchor="end">0</text>',
        ]
        for i in range(0, n + 1, 5):
            parts.append(f'<text x="{px(i):.1f}" y="{h - bottom + 16}" text-anchor="middle">{i}</text>')
        for seat, name in enumerate(self.names):
            points = " ".join(f"{px(i):.1f},{py(row[seat]):.1f}" for i, row in enumerate(self.series))
            colour = colours[seat % 4]
            parts.append(
                f'<polyline points="{points}" fill="none" stroke="{colour}" stroke-width="2"/>'
                f'<text x="{px(n) + 6:.1f}" y="{py(self.series[-1][seat]) + 4:.1f}" '
                f'fill="{colour}">{escape(name)}</text>'
            )
        return "".join(parts) + "</svg>"


Lines(balance, names, "Balance in Rappen after each round")
