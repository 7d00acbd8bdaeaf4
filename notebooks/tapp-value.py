# %% [markdown] de
# # Was ist der Tapp wert?
#
# Der Tappist nimmt den Tapp auf und legt ebenso viele Karten weg; wer *Solo* sagt, spielt ohne ihn, aber
# die Punkte des Tapps zählen am Ende trotzdem für ihn (Regeln `exchange.take` und `exchange.solo`). Was
# bringt es also, den Tapp *in die Hand* zu nehmen? Wir spielen jede Runde zweimal mit denselben Karten:
# einmal sagt der erste Spieler *normal*, einmal *Solo*, alle anderen passen, und Heuristik-Bots spielen
# die Runde aus. Der Unterschied ist der Wert des Tauschs.
# %% [markdown] en
# # What is the Tapp worth?
#
# The Tappist takes up the Tapp and lays away as many cards; whoever says *solo* plays without it, but the
# Tapp's points still count for him at the end (rules `exchange.take` and `exchange.solo`). So what does
# taking the Tapp *into the hand* bring? We play every round twice with the same cards: once the first
# player says *normal*, once *solo*, everybody else passes, and heuristic bots play the round out. The
# difference is what the exchange is worth.

# %%
import os
import random
from statistics import mean

import matplotlib.pyplot as plt
from IPython.display import HTML

import troggu_core as tg

%config InlineBackend.figure_formats = ["svg"]
plt.rcParams.update({"svg.fonttype": "none", "svg.hashsalt": "troggu", "figure.figsize": (8, 3.4)})

GAMES = int(os.environ.get("TROGGU_NB_GAMES", "40000"))  # rounds, each played twice
SEED = 2026
print(f"troggu_core {tg.__version__}, «Startwert|seed» {SEED}, {GAMES:,} «Runden|rounds» × 2")


def table(head, rows):
    """A small HTML table."""
    cells = lambda row, tag: "".join(f"<{tag}>{v}</{tag}>" for v in row)
    return HTML(f"<table><thead><tr>{cells(head, 'th')}</tr></thead><tbody>"
                + "".join(f"<tr>{cells(r, 'td')}</tr>" for r in rows) + "</tbody></table>")

# %% [markdown] de
# Visp mit vier, fünf und sechs Spielern (zu siebt und zu acht ruft der Tappist einen Partner, das wäre ein
# anderer Vergleich). Beide Spielweisen derselben Runde bekommen dieselben Bots mit demselben Startwert.
# %% [markdown] en
# Visp with four, five and six players (with seven and eight the Tappist calls a partner, which would be
# another comparison). Both ways of playing a round get the same bots from the same seed.

# %%
def play(players, seed, bid):
    game = tg.Game.new("visp", players, seed=seed)
    game.bid(bid)
    while game.phase is tg.Phase.AUCTION:
        game.bid("pass")
    rng = random.Random(seed)
    tg.play_out(game, [tg.HeuristicBot(rng) for _ in range(players)])
    r = game.outcome()
    return r.side_points["declarer"], r.winner == "declarer", r.tapp_points


PLAYERS = [4, 5, 6]
runs = {}
for players in PLAYERS:
    n = GAMES // len(PLAYERS)
    runs[players] = [(play(players, SEED + i, "normal"), play(players, SEED + i, "solo")) for i in range(n)]

# %%
rows = []
for players in PLAYERS:
    pairs = runs[players]
    tapp = tg.ruleset("visp").layouts_for(players)[0].tapp
    normal_pts = mean(a[0] for a, _ in pairs)
    solo_pts = mean(b[0] for _, b in pairs)
    rows.append([players, tapp, f"{mean(a[2] for a, _ in pairs):.1f}", f"{normal_pts:.1f}", f"{solo_pts:.1f}",
                 f"{normal_pts - solo_pts:+.1f}",
                 f"{100 * mean(a[1] for a, _ in pairs):.1f} %", f"{100 * mean(b[1] for _, b in pairs):.1f} %"])
table(["«Spieler|Players»", "«Karten im Tapp|Cards in the Tapp»", "«Punkte im Tapp|Points in the Tapp»",
       "«Punkte normal|Points normal»", "«Punkte Solo|Points solo»", "«Wert des Tauschs|Worth of the exchange»",
       "«gewonnen normal|won normal»", "«gewonnen Solo|won solo»"], rows)

# %%
fig, (left, right) = plt.subplots(1, 2)
for players, colour in zip(PLAYERS, ["#8d6e63", "#ff7043", "#5c6bc0"]):
    gains = [a[0] - b[0] for a, b in runs[players]]
    left.hist(gains, bins=range(-60, 61, 4), histtype="step", color=colour, density=True,
              label=f"{players} «Spieler|players»")
left.axvline(0, color="grey", lw=0.8)
left.set_xlabel("«Punkte normal − Punkte Solo (gleiche Karten)|points normal − points solo (same cards)»")
left.set_ylabel("«Anteil|share»")
left.legend(fontsize=8)
x = range(len(PLAYERS))
right.bar([i - 0.2 for i in x], [100 * mean(a[1] for a, _ in runs[p]) for p in PLAYERS], 0.4,
          color="#8d6e63", label="normal («mit Tapp|with the Tapp»)")
right.bar([i + 0.2 for i in x], [100 * mean(b[1] for _, b in runs[p]) for p in PLAYERS], 0.4,
          color="#ff7043", label="Solo («ohne|without»)")
right.set_xticks(list(x), [f"{p} «Spieler|players»" for p in PLAYERS])
right.set_ylabel("«% gewonnen|% won»")
right.legend(fontsize=8)
fig.suptitle("«Derselbe erste Spieler, dieselben Karten: mit und ohne Tapp (Visp)|"
             "The same first player, the same cards: with and without the Tapp (Visp)»", gid="figure-title")
fig.tight_layout()

# %%
pairs = runs[4]
gain = mean(a[0] - b[0] for a, b in pairs)
print(f"«Zu viert ist der Tausch|With four players the exchange is worth» {gain:+.1f} "
      f"«Kartenpunkte wert; Gewinnquote|card points; win rate» {100 * mean(b[1] for _, b in pairs):.1f} % "
      f"→ {100 * mean(a[1] for a, _ in pairs):.1f} %")

# %% [markdown] de
# ## Was die Zahlen sagen – und was nicht
#
# Hier spielt der erste Spieler *jedes* Blatt, auch ein schwaches: die Gewinnquoten sind darum niedriger als
# in echten Runden, in denen nur ein gutes Blatt *normal* sagt. Der *Unterschied* zwischen normal und Solo
# gilt aber für dieselben Karten und dieselben Bots, er misst nur, was das Aufnehmen und Weglegen bringt:
# die Punkte des Tapps zählen ja in beiden Fällen für den Spieler. Solo zahlt doppelt (Regel `pay.solo`);
# wer abwägt, ob er Solo sagt, vergleicht also die doppelte Auszahlung mit der tieferen Gewinnquote. Die
# Bots legen nach einer einfachen Regel weg und erinnern sich an keine Karte – ein guter Spieler holt aus
# dem Tapp vermutlich mehr heraus.
# %% [markdown] en
# ## What the numbers say – and what they do not
#
# Here the first player plays *every* hand, weak ones too: the win rates are therefore lower than at real
# tables, where only a good hand says *normal*. The *difference* between normal and solo, though, is for the
# same cards and the same bots; it measures only what taking up and laying away brings, since the Tapp's
# points count for the player either way. A solo pays double (rule `pay.solo`); whoever weighs a solo
# compares the double payment with the lower win rate. The bots lay away by a simple rule and remember no
# card – a good player probably gets more out of the Tapp.
