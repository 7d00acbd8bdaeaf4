"""
One deal, three villages
========================

Visp, St. Niklaus and Grächen play the same game with different numbers: the base amount, the
threshold under which the loser pays double, and who pays in a misère. Here the same cards, played
the same way, are scored under all three rulesets.

.. de-title: Ein Spiel, drei Dörfer
.. de-intro: Visp, St. Niklaus und Grächen spielen dasselbe Spiel mit anderen Zahlen: dem Grundbetrag,
   der Schwelle, unter der die Verlierer doppelt zahlen, und wer in der Misere bezahlt. Hier werden dieselben
   Karten, gleich gespielt, nach allen drei Regelwerken abgerechnet.
"""

# %%
# The rulesets are data. Each field that differs between the villages carries its value and its
# source; here are the fields that matter for scoring.
#
# .. de: Die Regelwerke sind Daten. Jedes Feld, in dem sich die Dörfer unterscheiden, trägt seinen Wert und seine
#    Quelle; hier sind die Felder, die für die Abrechnung zählen.
import troggu_core as tg
from troggu_core.i18n import numbers
from troggu_core.web.house_rules import outcome_words

LANG = "en"  # the language of the engine's words and of the numbers (the German script says "de")
num = numbers(LANG)
READINGS = tg.find_game("troggu").options.OPTION_READINGS  # each option value's meaning, in words
VILLAGES = ["visp", "st-niklaus", "graechen"]
for name in VILLAGES:
    rs = tg.ruleset(name)
    payer = READINGS["misere_payer"][rs.misere_payer.value].label(LANG)
    print(f"{rs.title:<12} base {rs.base_rappen:2} Rappen, double at <= {rs.double_threshold} points, misère: {payer}")

# %%
# A helper plays a round under Visp rules with heuristic bots, then pushes exactly the same
# actions onto the same deal under each ruleset. With four players every action that is legal in
# Visp is legal in the other two villages as well.
#
# .. de: Eine Hilfsfunktion spielt eine Runde nach Visper Regeln mit heuristischen Bots und spielt dann genau
#    dieselben Aktionen auf demselben Geben nach jedem Regelwerk nach. Mit vier Spielern ist jede Aktion, die in
#    Visp erlaubt ist, auch in den beiden anderen Dörfern erlaubt.


def same_game_everywhere(seed, players=4):
    """The results of one deal and one play, under each village's rules."""
    played = tg.random_game("visp", players=players, seed=seed, bot="heuristic")
    record = tg.record_of(played)
    results = {}
    for name in VILLAGES:
        game = tg.Game(name, record.hands, record.tapp, record.dealer)
        for action in played.history:
            game.push(action)
        results[name] = game.outcome()
    return results


def show(results):
    for name, r in results.items():
        kind = outcome_words("troggu", r.game.value, LANG)
        sides = r.side_points
        points = f"{sides['declarer']}:{sides['opponents']}" if sides else "-"
        print(f"  {tg.ruleset(name).title:<12} {kind:<27} {points:<6} x{r.multiplier}  Rappen {r.rappen}")


# %%
# Search the first deals for a normal game whose multiplier is not the same everywhere: a losing
# side left with 21 to 31 points pays double in one village and single in another. Each line shows the
# game type, the points of the declarer's side and of the opponents, the multiplier and the payments.
#
# .. de: Wir durchsuchen die ersten Runden nach einem Normalspiel, dessen Faktor nicht überall gleich ist: Eine
#    verlierende Seite mit 21 bis 31 Punkten zahlt im einen Dorf doppelt und im anderen einfach. Jede Zeile zeigt
#    die Spielart, die Punkte der Seite des Tappisten und der Gegenspieler, den Faktor und die Zahlungen.
seed = 0
while True:
    results = same_game_everywhere(seed)
    multipliers = {r.multiplier for r in results.values()}
    if len(multipliers) > 1 and results["visp"].game is tg.GameType.NORMAL:
        break
    seed += 1
print(f"seed {seed}:")
show(results)

# %%
# In a misère (everybody passed) each plays for himself. In Visp and Grächen the player with the
# most points pays each of the others; in St. Niklaus the one with the fewest points receives from
# each of the others. The same cards give a different payer.
#
# .. de: In einer Misere (alle haben gepasst) spielt jeder für sich. In Visp und Grächen zahlt der Spieler mit den
#    meisten Punkten jedem der anderen; in St. Niklaus bekommt der mit den wenigsten Punkten von jedem der
#    anderen. Dieselben Karten ergeben einen anderen Zahler.
seed = 0
while True:
    results = same_game_everywhere(seed)
    if results["visp"].game is tg.GameType.MISERE:
        break
    seed += 1
print(f"seed {seed}: card points {results['visp'].points}")
show(results)
for name, r in results.items():
    seats = ", ".join(f"{seat + 1}" for seat in r.misere_seats)  # counted from 1, as people count seats
    print(f"  {tg.ruleset(name).title:<12} paying/receiving seat: {seats}")

# %%
# How often do the villages disagree? Over 200 deals we count the rounds where the multiplier
# is not the same in all three, and the money that changes hands in each village.
#
# .. de: Wie oft sind sich die Dörfer uneinig? Über 200 Runden zählen wir die Runden, in denen der Faktor nicht in
#    allen dreien gleich ist, und das Geld, das in jedem Dorf den Besitzer wechselt.
money = {name: 0 for name in VILLAGES}
differ = 0
for seed in range(200):
    results = same_game_everywhere(seed)
    if len({r.multiplier for r in results.values()}) > 1:
        differ += 1
    for name, r in results.items():
        money[name] += sum(abs(x) for x in r.rappen) // 2
print(f"multiplier differs in {differ} of 200 rounds")
for name in VILLAGES:
    print(f"  {tg.ruleset(name).title:<12} {num(money[name] / 100):7.2f} francs changed hands")
