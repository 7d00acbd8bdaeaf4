# %% [markdown] de
# # Der Narr in der Familie: höchster Trumpf oder Entschuldigung?
#
# Im Troggu ist der Narr der höchste Trumpf: er sticht alles (außer zurückgehalten im letzten Stich). In
# den Verwandten spielt dieselbe Karte eine andere Rolle: im Troccas, im Großtarock (Sküs) und im
# französischen Tarot (Excuse) sticht sie nie, darf aber (fast) jederzeit gespielt werden und kehrt zu
# ihrem Besitzer zurück. Was heißt das am Tisch? Die Engines der Familie (`troggu_core.GAMES`) spielen
# Tausende Runden, und wir schauen, wann der Narr gespielt wird und ob er seinen Stich gewinnt.
# %% [markdown] en
# # The fool in the family: top trump or excuse?
#
# In Troggu the Narr is the highest trump: it beats everything (except when held back to the last trick). In
# the related games the same card plays another part: in Troccas, in Großtarock (the Sküs) and in French
# Tarot (the Excuse) it never wins a trick, but may be played (almost) at any time and goes back to its owner.
# What does that mean at the table? The family's engines (`troggu_core.GAMES`) play thousands of rounds, and
# we look at when the fool is played and whether it wins its trick.

# %%
import os

import matplotlib.pyplot as plt
from IPython.display import HTML

import troggu_core as tg

%config InlineBackend.figure_formats = ["svg"]
plt.rcParams.update({"svg.fonttype": "none", "svg.hashsalt": "troggu", "figure.figsize": (8, 3.4)})

GAMES = int(os.environ.get("TROGGU_NB_GAMES", "20000"))  # rounds over all games of the family
SEED = 2026
print(f"troggu_core {tg.__version__}, «Startwert|seed» {SEED}, {GAMES:,} «Runden|rounds»")


def table(head, rows):
    """A small HTML table."""
    cells = lambda row, tag: "".join(f"<{tag}>{v}</{tag}>" for v in row)
    return HTML(f"<table><thead><tr>{cells(head, 'th')}</tr></thead><tbody>"
                + "".join(f"<tr>{cells(r, 'td')}</tr>" for r in rows) + "</tbody></table>")

# %% [markdown] de
# Jedes Spiel mit seinem Standard-Regelwerk und seiner Standard-Spielerzahl, von seinen Heuristik-Bots
# gespielt (`random_record`), und vom selben Spiel nachgerechnet (`replay`). Die Engines sind verschieden
# schnell; das Großtarock bekommt darum weniger Runden. Wem der Narr beim Geben zufiel, steht im Protokoll.
# Runden, in denen er nicht aus einer ausgeteilten Hand gespielt wurde – er lag im Tapp oder Hund, wurde
# weggelegt, oder alle passten und es wurde neu gegeben –, zählen wir nur und lassen sie sonst aus.
# %% [markdown] en
# Every game with its default ruleset and number of players, played by its heuristic bots (`random_record`)
# and settled by the same game (`replay`). The engines differ in speed, so Großtarock gets fewer rounds. Who
# was dealt the fool stands in the record. Rounds in which it was not played from a dealt hand – it lay in
# the Tapp or dog, was laid away, or everybody passed and the cards were dealt again – are only counted and
# otherwise left out.

# %%
SHARE = {"troggu": 0.4, "troccas": 0.25, "french-tarot": 0.25, "grosstarock": 0.1}
stats = {}
for name, share in SHARE.items():
    game = tg.find_game(name)
    players = game.default_players
    s = {"rounds": 0, "aside": 0, "won": 0, "last": 0, "when": []}
    for i in range(max(1, int(GAMES * share))):
        record = game.random_record(game.default_ruleset, players, SEED + i, "heuristic")
        result = game.replay(record)
        s["rounds"] += 1
        holder = next((seat for seat, hand in enumerate(record["hands"]) if "Narr" in hand), None)
        if holder is None or "Narr" not in record["plays"]:
            s["aside"] += 1
            continue
        trick, tricks = record["plays"].index("Narr") // players, len(record["plays"]) // players
        s["won"] += result["trick_winners"][trick] == holder
        s["last"] += trick == tricks - 1
        s["when"].append((trick + 0.5) / tricks)
    stats[name] = (game, s)

# %%
rows = []
for name, (game, s) in stats.items():
    played = len(s["when"])
    rows.append([game.«title_de|title_en», game.default_ruleset, game.default_players,
                 f"{s['rounds']:,}", f"{100 * s['won'] / played:.1f} %", f"{100 * s['last'] / played:.1f} %",
                 f"{100 * sum(s['when']) / played:.0f} %", f"{100 * s['aside'] / s['rounds']:.1f} %"])
table(["«Spiel|Game»", "«Regelwerk|Ruleset»", "«Spieler|Players»", "«Runden|Rounds»",
       "«Narr gewinnt seinen Stich|fool wins its trick»", "«im letzten Stich gespielt|played to the last trick»",
       "«gespielt nach … des Spiels (Mittel)|played after … of the game (mean)»",
       "«ausgelassen (nicht aus einer Hand gespielt)|left out (not played from a dealt hand)»"], rows)

# %%
fig, (left, right) = plt.subplots(1, 2, gridspec_kw={"width_ratios": [2, 1]})
colours = ["#8d6e63", "#ff7043", "#5c6bc0", "#5c8d3e"]
for (name, (game, s)), colour in zip(stats.items(), colours):
    label = game.«title_de|title_en»
    left.hist(s["when"], bins=[k / 10 for k in range(11)], histtype="step", density=True, color=colour, lw=1.5,
              label=label)
left.set_xlabel("«wann der Narr gespielt wird (0 = erster Stich, 1 = letzter)|when the fool is played (0 = first trick, 1 = last)»")
left.set_ylabel("«Dichte|density»")
left.legend(fontsize=8)
names = list(stats)
right.bar(range(len(names)), [100 * stats[n][1]["won"] / max(1, len(stats[n][1]["when"])) for n in names],
          color=colours[: len(names)])
right.set_xticks(range(len(names)), [n.replace("french-tarot", "tarot") for n in names], rotation=30, fontsize=8)
right.set_ylabel("«% Stich gewonnen|% trick won»")
fig.suptitle("«Der Narr in vier Spielen der Familie (Heuristik-Bots)|The fool in four games of the family (heuristic bots)»",
             gid="figure-title")
fig.tight_layout()

# %%
troggu = stats["troggu"][1]
others = [stats[n][1] for n in names if n != "troggu"]
print(f"Troggu: «der Narr gewinnt seinen Stich in|the Narr wins its trick in» {100 * troggu['won'] / len(troggu['when']):.1f} % "
      f"«der Runden; in den anderen Spielen in|of rounds; in the other games in» "
      + ", ".join(f"{100 * s['won'] / max(1, len(s['when'])):.1f} %" for s in others))

# %% [markdown] de
# ## Was die Zahlen sagen – und was nicht
#
# Als höchster Trumpf gewinnt der Narr im Troggu fast jeden Stich, in den er fällt – verloren geht er nur,
# wenn sein Besitzer ihn zurückhält (Schgüsieru) und er im letzten Stich ohne Macht kommt. Als Entschuldigung
# gewinnt er nie (oder nur im Ausnahmefall, etwa im französischen Tarot nach allen anderen Stichen); dafür
# rettet er seinem Besitzer eine Karte, wenn er nicht Farbe bekennen will, und kehrt zurück. Wann er gespielt wird,
# ist eine Eigenschaft der Regeln *und* der Bots: im Großtarock (1754) muss er spätestens zum drittletzten
# Stich heraus, in anderen Spielen entscheidet der Bot. Die Spiele haben verschiedene Spielerzahlen und
# Stichzahlen; verglichen wird die Rolle derselben Karte, nicht die Stärke der Spieler. Bots sind keine
# Menschen: ein guter Spieler hebt die Entschuldigung vielleicht gezielter auf.
# %% [markdown] en
# ## What the numbers say – and what they do not
#
# As the highest trump, Troggu's Narr wins nearly every trick it falls into – it is lost only when its owner
# holds it back (schgüsieru) and it comes without power in the last trick. As an excuse it never wins (or only
# by exception, as in French Tarot after all other tricks); instead it saves its owner a card when he does
# not want to follow, and goes back to him. When it is played is a property of the rules *and* the bots: in
# Großtarock (1754) it must come out by the third-last trick, in the other games the bot decides. The games
# have different numbers of players and of tricks; what is compared is the part the same card plays, not the
# players' skill. Bots are not people: a good player may keep the excuse back more deliberately.
