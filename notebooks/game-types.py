# %% [markdown] de
# # Welches Spiel wie oft? Normal, Solo und Misere nach Dorf und Spielerzahl
#
# Wie oft sagt jemand *normal*, wie oft *Solo*, und wie oft passen alle, so dass eine Misere gespielt wird?
# Und ändert sich das mit dem Dorf und mit der Zahl der Spieler? Wir lassen die Engine (`troggu_core`)
# Zehntausende Runden mit Heuristik-Bots spielen, jede Runde mit einem festen Startwert, und zählen.
# %% [markdown] en
# # Which game how often? Normal, solo and misère by village and number of players
#
# How often does somebody say *normal*, how often *solo*, and how often does everybody pass, so that a misère
# is played? Does it change with the village and with the number of players? We let the engine
# (`troggu_core`) play tens of thousands of rounds with heuristic bots, each round from a fixed seed, and count.

# %%
import os
from collections import Counter

import matplotlib.pyplot as plt
from IPython.display import HTML

import troggu_core as tg

%config InlineBackend.figure_formats = ["svg"]
plt.rcParams.update({"svg.fonttype": "none", "svg.hashsalt": "troggu", "figure.figsize": (8, 3.4)})

GAMES = int(os.environ.get("TROGGU_NB_GAMES", "54000"))  # all rounds together
SEED = 2026
print(f"troggu_core {tg.__version__}, «Startwert|seed» {SEED}, {GAMES:,} «Runden|rounds»")


def table(head, rows):
    """A small HTML table."""
    cells = lambda row, tag: "".join(f"<{tag}>{v}</{tag}>" for v in row)
    return HTML(f"<table><thead><tr>{cells(head, 'th')}</tr></thead><tbody>"
                + "".join(f"<tr>{cells(r, 'td')}</tr>" for r in rows) + "</tbody></table>")

# %% [markdown] de
# Jedes Dorf mit jeder Spielerzahl, die sein Regelwerk kennt, bekommt gleich viele Runden. Die Runden mit
# derselben Nummer haben in allen Dörfern denselben Startwert: bei gleicher Spielerzahl dieselben Karten.
# Eine Runde ist *erzwungen*, wenn zu siebt oder zu acht alle gepasst haben und der Halter des Narren
# (oder des Bagatt) normal spielen muss.
# %% [markdown] en
# Every village with every number of players its ruleset knows gets the same number of rounds. Rounds with
# the same number have the same seed in every village: with the same number of players, the same cards.
# A round is *forced* when with seven or eight players everybody passed and the holder of the Narr (or of
# the Bagatt) must play normal.

# %%
VILLAGES = ["visp", "st-niklaus", "graechen"]
tables = [(v, p) for v in VILLAGES for p in tg.ruleset(v).players]
per_table = max(1, GAMES // len(tables))
counts = {}
for village, players in tables:
    c = Counter()
    for i in range(per_table):
        result = tg.random_game(village, players, seed=SEED + i, bot="heuristic").outcome()
        c["forced" if result.forced else result.game.value] += 1
    counts[village, players] = c
print(f"{len(tables)} «Tische|tables», {per_table:,} «Runden je Tisch|rounds each»")

# %%
KINDS = [("normal", "normal"), ("forced", "«erzwungen|forced»"), ("solo", "Solo"), ("misere", "«Misere|misère»")]
rows = []
for village, players in tables:
    c = counts[village, players]
    rows.append([tg.ruleset(village).title, players] + [f"{100 * c[k] / per_table:.1f} %" for k, _ in KINDS])
table(["«Dorf|Village»", "«Spieler|Players»"] + [label for _, label in KINDS], rows)

# %%
fig, axes = plt.subplots(1, 3, sharey=True)
for ax, (kind, label) in zip(axes, [KINDS[0], KINDS[2], KINDS[3]]):
    for village, marker in zip(VILLAGES, "os^"):
        ps = tg.ruleset(village).players
        ax.plot(ps, [100 * counts[village, p][kind] / per_table for p in ps], marker=marker,
                label=tg.ruleset(village).title)
    ax.set_title(label)
    ax.set_xlabel("«Spieler|players»")
    ax.set_xticks(range(3, 9))
    ax.grid(alpha=0.3)
axes[0].set_ylabel("«% der Runden|% of rounds»")
axes[0].legend(fontsize=8)
fig.suptitle("«Spielart nach Dorf und Spielerzahl (Heuristik-Bots)|Game type by village and players (heuristic bots)»", gid="figure-title")
fig.tight_layout()

# %%
visp4 = counts["visp", 4]
print(f"Visp, «4 Spieler|4 players»: normal {100 * visp4['normal'] / per_table:.1f} %, "
      f"Solo {100 * visp4['solo'] / per_table:.1f} %, «Misere|misère» {100 * visp4['misere'] / per_table:.1f} %")

# %% [markdown] de
# ## Was die Zahlen sagen – und was nicht
#
# Die Bots sagen *normal* und *Solo* nach einer festen Blattstärke (`HeuristicBot.NORMAL_AT` und `SOLO_AT`),
# die nur von der Spielerzahl abhängt, nicht vom Dorf. Unterschiede zwischen den Dörfern bei gleicher
# Spielerzahl kommen darum nur aus den Regeln selbst: wo zwei Dörfer gleich austeilen, wie Visp und
# St. Niklaus, sind die Runden dieselben; Grächen legt zu viert nur 6 Karten in den Tapp statt 10, und es
# wird öfter Misere gespielt. Menschen würden ihr Bieten auch dem Tarif des Dorfs anpassen. Ab vier
# Spielern wird die Misere mit jedem Spieler seltener, weil unter mehr Spielern eher einer ein gutes Blatt
# hat; zu dritt ist jedes Blatt lang und die Bots sagen schon ab einer tieferen Stärke *normal*. Zu siebt und zu
# acht gibt es eine Misere nur noch, wenn Narr und Bagatt beide im Tapp liegen, und auch das erzwungene
# Spiel ist selten, weil fast immer einer *normal* sagt. Wie oft echte Runden eine Misere spielen,
# wissen wir aus keiner Quelle: die Zahlen beschreiben die Regeln zusammen mit diesen Bots.
# %% [markdown] en
# ## What the numbers say – and what they do not
#
# The bots say *normal* and *solo* from a fixed hand strength (`HeuristicBot.NORMAL_AT` and `SOLO_AT`) that
# depends on the number of players only, not on the village. Differences between villages at the same number
# of players therefore come from the rules themselves: where two villages deal alike, as Visp and St. Niklaus
# do, the rounds are the same; Grächen puts only 6 cards in the Tapp with four players instead of 10, and more
# misères are played. People would also bid to the village's stakes. From four players up the misère gets
# rarer with every player, because among more players somebody is likelier to hold a good hand; with three
# every hand is long and the bots say *normal* from a lower strength. With seven and eight there is a
# misère only when the Narr and the Bagatt both lie in the Tapp, and the forced game is rare too, because
# somebody nearly always says *normal*. How often real tables play a misère no source tells: these numbers describe the
# rules together with these bots.
