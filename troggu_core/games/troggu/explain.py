"""A finished Troggu round in words (``GameInfo.explain``): the game and its declarer, the declarer side's points
against 58 of 114, single, double or match, solo, the base in Rappen, and who pays whom.

>>> from troggu_core import random_game
>>> r = random_game("visp", players=4, seed=1).outcome().to_json()
>>> e = explain(r, 0, "en")
>>> e.rule, any("of 114 points" in line for line in e.lines) or r["game"] == "misere"
('pay.match', True)
"""

from __future__ import annotations

from typing import Any, Mapping

from ...i18n import N_, Localized, Msg
from ...kernel.explain import Explanation, num, payments_line, seat_label, seats_label, your_line
from .rulesets import RULESETS
from .scoring import AMOUNT_OPTIONS, TOTAL_POINTS

__all__ = ["explain"]

_GAMES = {"normal": N_("Normal game"), "solo": N_("Solo"), "misere": N_("Misère")}
ROLE = {
    "normal": (Localized(de="Tappist", en="Tappist"), Localized(de="Tappisten", en="Tappist")),
    "solo": (Localized(de="Solist", en="soloist"), Localized(de="Solisten", en="soloist")),
}
"""The declarer as the Troggu sources and the lessons name him (issue 33, ``learn/terms.json``): the Tappist in a
normal game (000:124, 001:63), the Solist in a solo (000:131, 001:67); the word as subject and in the other cases
(German: der Tappist, des/dem Tappisten)."""
WIN_AT = TOTAL_POINTS // 2 + 1
"""58: the points a side needs to win (rule ``count.win``); 57 each is a draw (``count.draw``)."""
_SOURCES: dict[str, Any] = {k: v for k, v in RULESETS["visp"].options().items() if k in AMOUNT_OPTIONS}
"""The sources' amounts (every village's), which a result's ``amounts`` changes."""


def explain(result: Mapping[str, Any], seat: int | None, lang: str) -> Explanation:
    """The round of ``result`` (a ``replay``/``result()`` dict; ``tg.replay``'s format-1 result is read too) in
    words for ``seat`` in ``lang``."""
    lines: list[str] = []
    contract = result.get("contract", result["game"])  # format 1's result names the game type "game"
    base = result["base_rappen"]
    rappen = result["rappen"]
    if contract == "misere":
        group = result["misere_seats"] or []
        lines.append(Msg("Misère: everyone passed, so every player counts alone.").render(lang))
        if group and any(rappen):
            pts = result["points"][group[0]]
            if rappen[group[0]] < 0:
                lines.append(
                    Msg(
                        "{who} made the most points ({points}) and pays each other player the base of {base} Rappen.",
                        who=seats_label(group, seat, lang),
                        points=pts,
                        base=base,
                    ).render(lang)
                )
            else:
                lines.append(
                    Msg(
                        "{who} made the fewest points ({points}) and receives the base of {base} Rappen from each "
                        "other player.",
                        who=seats_label(group, seat, lang),
                        points=pts,
                        base=base,
                    ).render(lang)
                )
        rule = "pay.misere"
    else:
        kind = _GAMES[contract]
        game = Msg(kind).render(lang)
        declarer = seat_label(result["declarer"], seat, lang)
        role, role_of = ROLE[contract]
        if result["partner"] is not None:
            lines.append(
                Msg(
                    "{game}: {role} {declarer}, partner {partner} (called card {card}).",
                    game=game,
                    role=role,
                    declarer=declarer,
                    partner=seat_label(result["partner"], seat, lang),
                    card=result["call"] or "",
                ).render(lang)
            )
        else:
            lines.append(Msg("{game}: {role} {declarer}.", game=game, role=role, declarer=declarer).render(lang))
        side = result["side_points"]
        dp, op = side["declarer"], side["opponents"]
        lines.append(
            Msg(
                "The {role_of}'s side made {points} of {total} points, the opponents {others}; {target} win.",
                role_of=role_of,
                points=dp,
                total=TOTAL_POINTS,
                others=op,
                target=WIN_AT,
            ).render(lang)
        )
        winner = result["winner"]
        mult = result["multiplier"]
        if winner == "draw":
            lines.append(Msg("{half} each: a draw, nobody pays.", half=TOTAL_POINTS // 2).render(lang))
            rule = "count.draw"
        else:
            won = winner == "declarer"
            losers = op if won else dp
            lines.append(
                Msg("The {role_of}'s side wins.", role_of=role_of).render(lang)
                if won
                else Msg("The opponents win.").render(lang)
            )
            amounts = {**_SOURCES, **result.get("amounts", {})}
            solo = amounts["solo_multiplier"]
            single = mult // solo if contract == "solo" else mult
            said: Msg
            if result["match"]:
                said = (
                    Msg("The winners took every trick: a match, paid three times (×3).")
                    if single == 3
                    else Msg("The winners took every trick: a match (×{m}).", m=single)
                )
                rule = "pay.match"
            elif single == amounts["double_multiplier"] and single > 1:
                said = (
                    Msg("The losers made only {points} points: double (×2).", points=losers)
                    if single == 2
                    else Msg("The losers made only {points} points: double, ×{m}.", points=losers, m=single)
                )
                rule = "pay.double"
            else:
                said = Msg("The losers made {points} points: single (×1).", points=losers)
                rule = "pay.base"
            lines.append(said.render(lang))
            if contract == "solo":
                lines.append(
                    (
                        Msg("A solo is paid twice as high: ×{mult} in all.", mult=mult)
                        if solo == 2
                        else Msg("A solo is paid {n} times as high: ×{mult} in all.", n=solo, mult=mult)
                    ).render(lang)
                )
            unit = base * mult
            if result["partner"] is None:
                key = (
                    "Base {base} Rappen × {mult} = {amount} Rappen: each opponent pays the {role_of} {amount} Rappen."
                    if won
                    else "Base {base} Rappen × {mult} = {amount} Rappen: the {role} pays each opponent {amount} Rappen."
                )
            else:
                key = (
                    "Base {base} Rappen × {mult} = {amount} Rappen: each opponent pays {amount} Rappen to the "
                    "{role_of}'s side."
                    if won
                    else "Base {base} Rappen × {mult} = {amount} Rappen: the {role_of}'s side pays each opponent "
                    "{amount} Rappen."
                )
            lines.append(
                Msg(key, base=base, mult=mult, amount=num(unit, lang), role=role, role_of=role_of).render(lang)
            )
    lines.append(payments_line(rappen, seat, lang))
    if seat is not None:
        lines.append(your_line(rappen, seat, lang, "Rappen"))
    return Explanation(tuple(lines), rule if contract != "misere" else "pay.misere")
