# %% [markdown] de
# # Schgüsieru: wie oft kommt es vor, und wann rettet es den Narren?
#
# Ist der Narr der einzige Trumpf eines Spielers und müsste er Trumpf geben, darf er *schgüsieru*: eine
# andere Karte spielen und den Narren bis zum letzten Stich zurückhalten, wo er keine Macht mehr hat, aber
# seiner Seite trotzdem heimkommt (Regeln `play.schgusieru` bis `play.narr-exchange`). Wie oft hat ein
# Spieler diese Wahl, und was bringt sie ihm?
# %% [markdown] en
# # Schgüsieru: how often does it come up, and when does it save the Narr?
#
# When the Narr is a player's only trump and he would have to play a trump, he may *schgüsieru*: play another
# card and keep the Narr back until the last trick, where it has no power but still goes home to its owner's
# side (rules `play.schgusieru` to `play.narr-exchange`). How often does a player have this choice, and what
# does it bring him?

# %%
import os
import random
from collections import Counter, defaultdict
from statistics import mean

import matplotlib.pyplot as plt
from IPython.display import HTML

import troggu_core as tg

%config InlineBackend.figure_formats = ["svg"]
plt.rcParams.update({"svg.fonttype": "none", "svg.hashsalt": "troggu", "figure.figsize": (8, 3.4)})

GAMES = int(os.environ.get("TROGGU_NB_GAMES", "20000"))  # rounds searched for the choice
SEED = 2026
print(f"troggu_core {tg.__version__}, «Startwert|seed» {SEED}, {GAMES:,} «Runden|rounds»")


def table(head, rows):
    """A small HTML table."""
    cells = lambda row, tag: "".join(f"<{tag}>{v}</{tag}>" for v in row)
    return HTML(f"<table><thead><tr>{cells(head, 'th')}</tr></thead><tbody>"
                + "".join(f"<tr>{cells(r, 'td')}</tr>" for r in rows) + "</tbody></table>")

# %% [markdown] de
# Heuristik-Bots spielen Runden in Visp mit vier, fünf und sechs Spielern. Jedes Mal, wenn der Halter des
# Narren am Zug ist, fragen wir die Engine, ob er jetzt schgüsieru darf (`game.schgusieru_possible()`), und
# merken uns die erste solche Stellung jeder Runde.
# %% [markdown] en
# Heuristic bots play rounds in Visp with four, five and six players. Each time the Narr's holder is to move
# we ask the engine whether he may schgüsieru now (`game.schgusieru_possible()`), and keep the first such
# position of every round.

# %%
PLAYERS = [4, 5, 6]
found = Counter()
positions = []
for players in PLAYERS:
    for i in range(GAMES // len(PLAYERS)):
        game = tg.Game.new("visp", players, seed=SEED + i)
        rng = random.Random(SEED + i)
        bots = [tg.HeuristicBot(rng) for _ in range(players)]
        while game.phase is not tg.Phase.PLAY and not game.is_over:
            game.push(bots[game.to_move].choose(tg.SeatView.of(game, game.to_move)))
        owner = next((s for s in range(players) if tg.NARR in game.hand(s)), None)
        while owner is not None and not game.is_over:
            tg.play_out(game, bots, until_seat=owner)  # fast, until the Narr's holder is to move
            if game.is_over:
                break
            if game.schgusieru_possible():
                found[players, game.game_type.value] += 1
                positions.append(game.copy())
                break
            game.push(bots[owner].choose(tg.SeatView.of(game, owner)))
rows = [[p, f"{100 * sum(found[p, k] for k in ('normal', 'solo', 'misere')) / (GAMES // len(PLAYERS)):.1f} %"]
        + [found[p, k] for k in ("normal", "solo", "misere")] for p in PLAYERS]
table(["«Spieler|Players»", "«Runden mit der Wahl|Rounds with the choice»", "normal", "Solo", "«Misere|misère»"], rows)

# %% [markdown] de
# Jede Stellung spielen wir zweimal zu Ende, mit denselben Bots und demselben Startwert: (a) der Narr wird
# gespielt und sticht als höchster Trumpf, (b) er wird zurückgehalten und die billigste andere Karte
# gespielt. Verglichen wird, was der Halter des Narren am Ende zahlt oder bekommt (in Grundbeträgen).
# %% [markdown] en
# We play every position to the end twice, with the same bots from the same seed: (a) the Narr is played and
# wins the trick as the highest trump, (b) it is held back and the cheapest other card is played. We compare
# what the Narr's holder pays or receives at the end (in base units).

# %%
def finish(position, card, seed):
    g = position.copy()
    g.play(card)
    rng = random.Random(seed)
    tg.play_out(g, [tg.HeuristicBot(rng) for _ in range(g.players)])
    return g.outcome().payments


gains = defaultdict(list)
for k, position in enumerate(positions):
    owner = position.to_move
    cheapest = min((c for c in position.legal_plays() if not c.is_narr), key=lambda c: (c.points, c.strength))
    played, kept = finish(position, tg.NARR, k), finish(position, cheapest, k)
    kind = position.game_type.value
    role = "" if kind == "misere" else ("«Spieler|declarer»" if owner == position.declarer else "«Gegner|opponent»")
    gains[kind, role].append(kept[owner] - played[owner])

NAMES = {"normal": "normal", "solo": "Solo", "misere": "«Misere|misère»"}
rows = []
for (kind, role), g in sorted(gains.items()):
    rows.append([NAMES[kind], role or "–", len(g), f"{mean(g):+.2f}", f"{100 * sum(x > 0 for x in g) / len(g):.0f} %",
                 f"{100 * sum(x < 0 for x in g) / len(g):.0f} %"])
table(["«Spiel|Game»", "«Halter des Narren|Narr's holder»", "«Stellungen|Positions»",
       "«Zurückhalten bringt (Einheiten)|Holding back gains (units)»", "«besser|better»", "«schlechter|worse»"], rows)

# %%
fig, ax = plt.subplots()
keys = sorted(gains)
labels = [f"{NAMES[k]}\n{r}" if r else NAMES[k] for k, r in keys]
better = [100 * sum(x > 0 for x in gains[k]) / len(gains[k]) for k in keys]
worse = [100 * sum(x < 0 for x in gains[k]) / len(gains[k]) for k in keys]
same = [100 - b - w for b, w in zip(better, worse)]
ax.barh(labels, better, color="#5c8d3e", label="«Zurückhalten besser|holding back better»")
ax.barh(labels, same, left=better, color="#cfcfcf", label="«gleich|the same»")
ax.barh(labels, worse, left=[b + s for b, s in zip(better, same)], color="#c0504d",
        label="«Narr spielen besser|playing the Narr better»")
ax.set_xlabel("«% der Stellungen|% of positions»")
ax.legend(fontsize=8, loc="lower right")
fig.suptitle("«Schgüsieru oder den Narren spielen? (Visp, 4–6 Spieler)|Schgüsieru or play the Narr? (Visp, 4–6 players)»",
             gid="figure-title")
fig.tight_layout()

# %%
total = sum(found.values())
misere = gains.get(("misere", ""), [0])
print(f"«Die Wahl kommt in|The choice comes up in» {100 * total / (len(PLAYERS) * (GAMES // len(PLAYERS))):.1f} % "
      f"«der Runden vor; in der Misere bringt Zurückhalten im Mittel|of rounds; in a misère holding back gains on average» "
      f"{mean(misere):+.2f} «Einheiten|units»")

# %% [markdown] de
# ## Was die Zahlen sagen – und was nicht
#
# In der **Misere** rettet das Schgüsieru den Narren: gespielt würde er den Stich gewinnen und seinem Halter
# dessen Punkte aufladen, zurückgehalten kommt er im letzten Stich heim, ohne zu stechen. In den meisten
# Stellungen ändert die Wahl an der Zahlung allerdings nichts. Im **normalen
# Spiel** ist der Narr als höchster Trumpf meist mehr wert, wenn er jetzt sticht. Die Stellungen stammen
# aus Bot-Runden, und beide Fortsetzungen spielen Bots, die sich an nichts erinnern und selbst
# gelegentlich schgüsieru (`schgusieru_rate`); eine Stellung, die Menschen erreichen, kann anders aussehen.
# Die „billigste andere Karte“ ist eine von mehreren Möglichkeiten, und ein Durchgang je Stellung streut:
# die Anteile sind verlässlicher als einzelne Stellungen.
# %% [markdown] en
# ## What the numbers say – and what they do not
#
# In a **misère** schgüsieru saves the Narr: played, it would win the trick and load its holder with the
# trick's points; held back, it comes home in the last trick without winning it. In most positions, though,
# the choice does not change the payment. In a **normal game** the
# Narr as the highest trump is usually worth more when it wins the trick now. The positions come from bot
# rounds, and both continuations are played by bots that remember nothing and sometimes schgüsieru
# themselves (`schgusieru_rate`); a position people reach may look different. "The cheapest other card" is
# one of several possibilities, and one playout per position scatters: the shares are more reliable than
# single positions.
