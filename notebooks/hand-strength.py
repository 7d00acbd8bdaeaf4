# %% [markdown] de
# # Wie stark muss ein Blatt sein, um *normal* oder *Solo* zu gewinnen?
#
# Wer *normal* sagt, nimmt den Tapp und spielt allein gegen alle; wer *Solo* sagt, spielt ohne Tapp und
# bekommt doppelt. Ab welchem Blatt lohnt sich das? Wir lassen den ersten Spieler jede Runde einmal
# *normal* und einmal *Solo* spielen, was er auch hält, und messen die Gewinnquote nach der Stärke seines
# Blatts vor dem Tapp.
# %% [markdown] en
# # How strong must a hand be to win a *normal* or a *solo*?
#
# Whoever says *normal* takes the Tapp and plays alone against all; whoever says *solo* plays without the
# Tapp and is paid double. From which hand on does it pay? We let the first player play every round once
# *normal* and once *solo*, whatever he holds, and measure the win rate by the strength of his hand before
# the Tapp.

# %%
import os
import random
from collections import defaultdict

import matplotlib.pyplot as plt
from IPython.display import HTML

import troggu_core as tg

%config InlineBackend.figure_formats = ["svg"]
plt.rcParams.update({"svg.fonttype": "none", "svg.hashsalt": "troggu", "figure.figsize": (8, 3.6)})

GAMES = int(os.environ.get("TROGGU_NB_GAMES", "40000"))  # rounds, each played twice
SEED = 2026
print(f"troggu_core {tg.__version__}, «Startwert|seed» {SEED}, {GAMES:,} «Runden|rounds» × 2")


def table(head, rows):
    """A small HTML table."""
    cells = lambda row, tag: "".join(f"<{tag}>{v}</{tag}>" for v in row)
    return HTML(f"<table><thead><tr>{cells(head, 'th')}</tr></thead><tbody>"
                + "".join(f"<tr>{cells(r, 'td')}</tr>" for r in rows) + "</tbody></table>")

# %% [markdown] de
# Die Stärke ist die des Heuristik-Bots (`HeuristicBot.hand_strength`): die Kartenpunkte des Blatts, dazu
# 2 für jeden Trumpf und noch einmal 2 für jeden Trumpf ab XVI, umgerechnet auf 13 Karten. Ein
# durchschnittliches Blatt hat etwa 30.
# %% [markdown] en
# The strength is the heuristic bot's (`HeuristicBot.hand_strength`): the hand's card points, plus 2 for
# every trump and 2 more for every trump from XVI up, scaled to 13 cards. An average hand has about 30.

# %%
def play(players, seed, bid):
    game = tg.Game.new("visp", players, seed=seed)
    seat = game.to_move
    hand = game.hand(seat)
    strength = tg.HeuristicBot.hand_strength(sum(1 << c.index for c in hand), len(hand))
    game.bid(bid)
    while game.phase is tg.Phase.AUCTION:
        game.bid("pass")
    rng = random.Random(seed)
    tg.play_out(game, [tg.HeuristicBot(rng) for _ in range(players)])
    return strength, game.outcome().winner == "declarer"


PLAYERS = [4, 5, 6]
BIN = 3
won = defaultdict(lambda: [0, 0])  # (players, bid, bin) -> [won, played]
for players in PLAYERS:
    for i in range(GAMES // len(PLAYERS)):
        for bid in ("normal", "solo"):
            strength, win = play(players, SEED + i, bid)
            cell = won[players, bid, int(strength // BIN) * BIN]
            cell[0] += win
            cell[1] += 1


def curve(players, bid, least=40):
    """[(strength, win rate)] for the bins with at least ``least`` hands."""
    return sorted((b + BIN / 2, w / n) for (p, k, b), (w, n) in won.items() if p == players and k == bid and n >= least)


def half(players, bid):
    """The strength at which the win rate last climbs over 50 % (interpolated between bins), or None."""
    points = curve(players, bid)
    found = None
    for (s0, r0), (s1, r1) in zip(points, points[1:]):
        if r0 < 0.5 <= r1:
            found = s0 + (0.5 - r0) * (s1 - s0) / (r1 - r0)
    return found


def shown(value):
    return "–" if value is None else f"{value:.0f}"

# %%
rows = []
for players in PLAYERS:
    n, s = half(players, "normal"), half(players, "solo")
    rows.append([players, shown(n), f"{tg.HeuristicBot.NORMAL_AT[players]:.0f}",
                 shown(s), f"{tg.HeuristicBot.SOLO_AT[players]:.0f}"])
table(["«Spieler|Players»", "«normal gewinnt ab Stärke|normal wins from strength»", "«Bots sagen normal ab|bots say normal from»",
       "«Solo gewinnt ab Stärke|solo wins from strength»", "«Bots sagen Solo ab|bots say solo from»"], rows)

# %%
fig, axes = plt.subplots(1, len(PLAYERS), sharey=True)
for ax, players in zip(axes, PLAYERS):
    for bid, colour, label in (("normal", "#8d6e63", "normal"), ("solo", "#ff7043", "Solo")):
        points = curve(players, bid)
        if points:  # (a quick run with few rounds may have no step with 40 hands)
            ax.plot([x for x, _ in points], [100 * y for _, y in points], marker=".", color=colour, label=label)
    ax.axhline(50, color="grey", lw=0.8, ls="--")
    ax.set_title(f"{players} «Spieler|players»")
    ax.set_xlabel("«Blattstärke|hand strength»")
    ax.grid(alpha=0.3)
axes[0].set_ylabel("«% gewonnen|% won»")
axes[0].legend(fontsize=8)
fig.suptitle("«Gewinnquote nach Blattstärke (Visp, Heuristik-Bots)|Win rate by hand strength (Visp, heuristic bots)»", gid="figure-title")
fig.tight_layout()

# %%
print(f"«Zu viert gewinnt normal ab Stärke etwa|With four players normal wins from strength about» "
      f"{shown(half(4, 'normal'))}, Solo «ab etwa|from about» {shown(half(4, 'solo'))}")

# %% [markdown] de
# ## Was die Zahlen sagen – und was nicht
#
# „Gewinnt ab“ heißt: von dieser Stärke an gewinnt der Spieler mindestens jede zweite Runde („–“: so
# starke Blätter waren zu selten, jede Stufe braucht mindestens 40 Runden). Weil Solo
# doppelt zahlt und ein normales Spiel einfach, lohnt sich *normal* in Geld schon ein wenig unter dieser
# Schwelle nicht mehr, Solo erst recht nicht. Die Stärke ist eine grobe Zahl: zwei Blätter gleicher Stärke
# können sehr verschieden sein (lange Trümpfe oder viele Könige). Gespielt haben Bots, die keine Karten
# mitzählen; ihre eigenen Schwellen (`NORMAL_AT`, `SOLO_AT`) stammen aus solchem Selbstspiel. Gegen
# Menschen, die besser verteidigen, bräuchte es vermutlich ein etwas stärkeres Blatt.
# %% [markdown] en
# ## What the numbers say – and what they do not
#
# "Wins from" means: from this strength on the player wins at least every second round ("–": hands that
# strong were too rare, each step needs at least 40 rounds). Since a solo pays
# double and a normal game single, a *normal* stops paying in money a little below this threshold, and a solo
# all the more. Strength is a rough number: two hands of the same strength can be very different (long
# trumps or many kings). The players were bots that count no cards; their own thresholds (`NORMAL_AT`,
# `SOLO_AT`) come from such self-play. Against people who defend better, a somewhat stronger hand is probably
# needed.
