"""
Großtarock: how much do declarations pay?
=========================================

Declarations are paid before a card is played: ten taroks, the matadors, kings, cavalleries. How much do
they move per deal in each ruleset, compared with the eyes and bonuses of the play? Five hundred seeded
deals per ruleset answer it (random deals; the declarations depend only on the cards dealt).

.. de-title: Großtarock: was bringen die Meldungen?
.. de-intro: Meldungen werden bezahlt, bevor eine Karte fällt: zehn Taroks, die Matadore, Könige,
   Cavallerien. Wie viel bewegen sie je Spiel in jedem Regelwerk, verglichen mit Augen und Prämien aus dem
   Spiel? Fünfhundert Spiele mit Startwerten je Regelwerk geben die Antwort (die Meldungen hängen nur von
   den ausgeteilten Karten ab).
"""

# %%
# Play the deals and keep, per ruleset, the declared values and what all payments move.
#
# .. de: Die Runden spielen und je Regelwerk die angesagten Werte festhalten und was alle Zahlungen bewegen.
from collections import Counter

from troggu_core.games.grosstarock.names import score_word
from troggu_core.games.grosstarock.rulesets import TITLES
from troggu_core.i18n import numbers
from troggu_core.kernel.registry import game

LANG = "en"  # the language of the numbers (0.25 or 0,25) and of the declarations (the German script says "de")
num = numbers(LANG)
grosstarock = game("grosstarock")
DEALS = 500
summary = {}
names: dict[str, Counter[str]] = {}
for ruleset in grosstarock.rulesets:
    declared = moved = with_any = 0
    counter = names[TITLES[ruleset].render(LANG)] = Counter()
    for seed in range(DEALS):
        result = grosstarock.replay(grosstarock.random_record(ruleset, 3, seed, "random"))
        values = [d["value"] for decls in result["declarations"] for d in decls]
        counter.update(d["name"] for decls in result["declarations"] for d in decls)
        with_any += bool(values)
        declared += sum(values)
        moved += sum(abs(p) for p in result["payments"]) / 2
    summary[TITLES[ruleset].render(LANG)] = (with_any, declared, moved)  # by the ruleset's title

# %%
# How often a deal has a declaration at all, and what declarations weigh against all payments.
#
# .. de: Wie oft ein Geben überhaupt eine Ansage hat, und was Ansagen gegenüber allen Zahlungen wiegen.
for title, (with_any, declared, moved) in summary.items():
    print(
        f"{title:15}: a declaration in {num(100 * with_any / DEALS):5.1f}% of deals, "
        f"declared value {num(declared / DEALS):5.2f} per deal, all payments move {num(moved / DEALS):6.2f} per deal"
    )

# %%
# The most frequent declarations of each ruleset.
#
# .. de: Die häufigsten Ansagen jedes Regelwerks.
for title, counter in names.items():
    print(f"{title:15}:", ", ".join(f"{score_word(name, LANG)} {count}" for name, count in counter.most_common(4)))
