# %% [markdown] de
# # Was die Dorfregeln an einem Abend in Franken ausmachen
#
# Visp spielt um 10 Rappen, St. Niklaus und Grächen um 5; die Dörfer lassen doppelt zahlen ab
# verschiedenen Schwellen, und in der Misere zahlt in Visp und Grächen der mit den meisten Punkten, in
# St. Niklaus bekommt der mit den wenigsten. Was heißt das für einen Abend zu viert mit zwanzig Runden?
# Wir spielen dieselben Abende – dieselben Karten, dieselben Bots – nach den Regeln aller drei Dörfer.
# %% [markdown] en
# # What the village rules come to in francs over an evening
#
# Visp plays for 10 Rappen, St. Niklaus and Grächen for 5; the villages make the loser pay double below
# different thresholds, and in a misère the player with the most points pays in Visp and Grächen, while in
# St. Niklaus the one with the fewest receives. What does that mean for an evening of four with twenty rounds?
# We play the same evenings – the same cards, the same bots – by the rules of all three villages.

# %%
import os
import random
from statistics import mean, quantiles

import matplotlib.pyplot as plt
from IPython.display import HTML

import troggu_core as tg

%config InlineBackend.figure_formats = ["svg"]
plt.rcParams.update({"svg.fonttype": "none", "svg.hashsalt": "troggu", "figure.figsize": (8, 3.4)})

GAMES = int(os.environ.get("TROGGU_NB_GAMES", "40000"))  # rounds per village
SEED = 2026
ROUNDS = 20  # one evening
PLAYERS = 4
print(f"troggu_core {tg.__version__}, «Startwert|seed» {SEED}, {GAMES:,} «Runden je Dorf|rounds per village»")


def table(head, rows):
    """A small HTML table."""
    cells = lambda row, tag: "".join(f"<{tag}>{v}</{tag}>" for v in row)
    return HTML(f"<table><thead><tr>{cells(head, 'th')}</tr></thead><tbody>"
                + "".join(f"<tr>{cells(r, 'td')}</tr>" for r in rows) + "</tbody></table>")

# %% [markdown] de
# Ein Abend ist eine `Session`: der Geber wechselt nach jeder Runde, und das Kassabuch (`ledger`) zählt in
# Rappen. Runde *r* des Abends *e* hat in allen drei Dörfern denselben Startwert.
# %% [markdown] en
# An evening is a `Session`: the deal passes on after every round, and the ledger counts in Rappen. Round *r*
# of evening *e* has the same seed in all three villages.

# %%
VILLAGES = ["visp", "st-niklaus", "graechen"]
EVENINGS = max(1, GAMES // ROUNDS)


def evening(village, number):
    session = tg.Session(village, players=PLAYERS)
    for r in range(ROUNDS):
        seed = SEED + number * ROUNDS + r
        game = session.next_game(seed=seed)
        rng = random.Random(seed)
        tg.play_out(game, [tg.HeuristicBot(rng) for _ in range(PLAYERS)])
        session.record_result(game)
    units = [sum(r.result.payments[s] for r in session.rounds) for s in range(PLAYERS)]
    return [v / 100 for v in session.ledger], units


ledgers = {v: [evening(v, e) for e in range(EVENINGS)] for v in VILLAGES}
print(f"{EVENINGS:,} «Abende je Dorf|evenings per village»")

# %%
rows = []
for village in VILLAGES:
    francs = [x for chf, _ in ledgers[village] for x in chf]
    units = [x for _, u in ledgers[village] for x in u]
    worst = [min(chf) for chf, _ in ledgers[village]]
    moved = [sum(x for x in chf if x > 0) for chf, _ in ledgers[village]]
    rows.append([tg.ruleset(village).title, f"{mean(abs(x) for x in units):.1f}",
                 f"{mean(abs(x) for x in francs):.2f}", f"{mean(moved):.2f}",
                 f"{-quantiles(worst, n=20)[0]:.2f}", f"{max(francs):.2f} / {min(francs):.2f}"])
table(["«Dorf|Village»", "«Saldo je Spieler, im Mittel ± (Einheiten)|balance per player, mean ± (units)»",
       "«dasselbe in Franken|the same in francs»", "«Franken, die den Besitzer wechseln|francs changing hands»",
       "«größter Verlust, in 1 von 20 Abenden über|biggest loss, exceeded in 1 evening of 20»",
       "«bester / schlechtester Abend|best / worst evening»"], rows)

# %%
fig, (left, right) = plt.subplots(1, 2)
for village, colour in zip(VILLAGES, ["#8d6e63", "#ff7043", "#5c6bc0"]):
    left.hist([chf[0] for chf, _ in ledgers[village]], bins=[x / 4 for x in range(-40, 41)], histtype="step",
              color=colour, density=True, label=tg.ruleset(village).title)
    right.hist([u[0] for _, u in ledgers[village]], bins=range(-40, 41, 2), histtype="step", color=colour,
               density=True, label=tg.ruleset(village).title)
left.set_xlabel("«Saldo eines Spielers nach 20 Runden (Franken)|a player's balance after 20 rounds (francs)»")
right.set_xlabel("«dasselbe in Grundbeträgen|the same in base units»")
left.set_ylabel("«Anteil|share»")
left.legend(fontsize=8)
fig.suptitle("«Ein Abend zu viert: dieselben Karten, drei Dörfer|An evening of four: the same cards, three villages»", gid="figure-title")
fig.tight_layout()

# %%
spread = {v: mean(abs(x) for chf, _ in ledgers[v] for x in chf) for v in VILLAGES}
print("«Ein Spieler steht nach 20 Runden im Mittel bei ±|After 20 rounds a player stands on average at ±»",
      ", ".join(f"{tg.ruleset(v).title} {spread[v]:.2f} Fr." for v in VILLAGES))

# %% [markdown] de
# ## Was die Zahlen sagen – und was nicht
#
# Der größte Unterschied ist der Tarif: Visp spielt um das Doppelte (10 Rappen statt 5), und etwa doppelt so
# viel Geld wechselt den Besitzer. In Grundbeträgen liegen Visp und St. Niklaus nahe beieinander – dieselben
# Karten, dieselben Spiele; verschieden sind nur die Schwelle fürs Doppelte und wer in der Misere zahlt oder
# bekommt. In Grächen wechseln weniger Grundbeträge den Besitzer: zu viert liegen dort nur 6 Karten im
# Tapp statt 10, die Bots spielen öfter Misere, und eine Misere zahlt immer nur den einfachen Betrag, und
# Grächen zahlt erst unter 21 Punkten doppelt. Die Bots bieten in allen Dörfern gleich: Menschen
# spielen bei höherem Einsatz vielleicht vorsichtiger, und echte Abende haben nicht immer zwanzig Runden.
# Die Beträge sind Rappen von heute – wie viel sie früher wert waren, sagen sie nicht.
# %% [markdown] en
# ## What the numbers say – and what they do not
#
# The biggest difference is the stake: Visp plays for twice as much (10 Rappen instead of 5), and about twice
# as much money changes hands. In base units Visp and St. Niklaus are close – the same cards, the same games;
# only the threshold for paying double and who pays or receives in a misère differ. In Grächen fewer base
# units change hands: with four players its Tapp holds 6 cards instead of 10, the bots play more misères, a
# misère always pays the single amount, and Grächen pays double only below 21 points. The bots bid alike in every village: people might play more carefully for higher
# stakes, and real evenings do not always have twenty rounds. The amounts are today's Rappen – what they
# were once worth they do not tell.
