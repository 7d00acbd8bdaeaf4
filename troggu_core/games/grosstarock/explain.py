"""A finished round of Grosstarock in words (``GameInfo.explain``): each player's eyes against the 26 they should
make (1754, Dummett) or the Danish scale, the declarations and bonuses, and who pays whom.

>>> from troggu_core.games.grosstarock import GAME
>>> r = GAME.replay(GAME.random_record("1754", 3, 5))
>>> e = explain(r, 0, "en")
>>> e.rule, e.lines[0]
('GT-PAY-1754-1', 'Every player is paid for the eyes above 26 and pays for those missing.')
>>> e.lines[1]
'seat 1 (you): 39 eyes of 78, so +13 for the eyes.'
"""

from __future__ import annotations

from typing import Any, Mapping

from ...i18n import Msg, Verbatim
from ...kernel.advice_ultimo import Ultimo
from ...kernel.explain import Explanation, payments_line, seat_label, signed, your_line
from .rulesets import parse_ruleset
from .scoring import EYES_PAR

__all__ = ["explain", "ultimo", "pagat_pot"]

_RULES = {"1754": "GT-PAY-1754-1", "dummett": "GT-PAY-DUM-1", "danish": "GT-PAY-DK-2"}
TOTAL_EYES = 78
"""The eyes of the whole deck (GT-COUNT-3)."""


def _listed(values: list[Any], seat: int | None, lang: str) -> str:
    return ", ".join(f"{seat_label(s, seat, lang)} {signed(v, lang)}" for s, v in enumerate(values) if v)


def explain(result: Mapping[str, Any], seat: int | None, lang: str) -> Explanation:
    """The round of ``result`` (the spec's result keys) in words for ``seat`` in ``lang``."""
    rs = result["ruleset"]
    lines: list[str] = []
    if result["eyes_settled"]:
        if rs == "danish":
            lines.append(
                Msg("The eyes are paid by the Danish scale (above 24, below 28); the next dealer balances.").render(
                    lang
                )
            )
        else:
            lines.append(
                Msg("Every player is paid for the eyes above {par} and pays for those missing.", par=EYES_PAR).render(
                    lang
                )
            )
        for s, (eyes, pay) in enumerate(zip(result["eyes"], result["eye_payments"])):
            lines.append(
                Msg(
                    "{who}: {eyes} eyes of {total}, so {pay} for the eyes.",
                    who=seat_label(s, seat, lang),
                    eyes=eyes,
                    total=TOTAL_EYES,
                    pay=signed(pay, lang),
                ).render(lang)
            )
    else:
        lines.append(
            Msg(
                "{kind}: it replaces the payment for the eyes.", kind=Verbatim(str(result["settlement"]).title())
            ).render(lang)
        )
    if any(result["declaration_payments"]):
        lines.append(
            Msg("Declarations: {list}.", list=Verbatim(_listed(result["declaration_payments"], seat, lang))).render(
                lang
            )
        )
    if any(result["bonus_payments"]):
        lines.append(Msg("Bonuses: {list}.", list=Verbatim(_listed(result["bonus_payments"], seat, lang))).render(lang))
    lines.append(payments_line(result["payments"], seat, lang))
    if seat is not None:
        lines.append(your_line(result["payments"], seat, lang))
    return Explanation(tuple(lines), _RULES.get(rs, "GT-PAY-1754-1"))


PAGAT_AMOUNTS = {"1754": (10, 0, 5), "dummett": (15, 5, 5), "danish": (45, 5, 5)}
"""Each ruleset's Pagat amounts as its rule texts give them (GT-PAY-1754-2, GT-PAY-DUM-2, GT-PAY-DK-3/DK-5): the
ultimo won or lost in the last trick, the Pagat taking an earlier trick, the Pagat lost there; a ruleset that has
them as options (``pagat_ultimo``, ``pagat_won``, ``pagat_lost``) is read first."""

_ULTIMO_RULES = {"1754": "GT-PAY-1754-2", "dummett": "GT-PAY-DUM-2", "danish": "GT-PAY-DK-5"}


def ultimo(view: Mapping[str, Any]) -> Ultimo | None:
    """The Pagat ultimo as the hint weighs and says it (``GameInfo.ultimo``): the Pagat taking the last trick is
    paid by each opponent, lost there the player pays each (the Danish rules: with the pagat pot). A bonus both
    opponents pay moves the player's payment by twice its amount, as twice as many eyes would, so it weighs twice
    its amount in eyes; the Danish pagat pot (:func:`pagat_pot`, its size said in figures) weighs what it holds.

    >>> u = ultimo({"ruleset": "dummett"})
    >>> u.won, u.early_won, u.pays.render("en"), u.rule
    (30, 10, 'the Pagat ultimo, 15 from each opponent', 'GT-PAY-DUM-2')
    """
    rs = parse_ruleset(view["ruleset"])
    name = rs.name if rs.name in PAGAT_AMOUNTS else "1754"
    values = getattr(rs, "values", {})
    won, early_won, early_lost = (
        int(values.get(key, default))
        for key, default in zip(("pagat_ultimo", "pagat_won", "pagat_lost"), PAGAT_AMOUNTS[name])
    )
    pot = 0
    if name == "danish":
        pot = pagat_pot(view, rs)
        pays = Msg("the Pagat ultimo, {amount} from each opponent and the pagat pot of {pot}", amount=won, pot=pot)
        costs = Msg(
            "the Pagat ultimo, {amount} to each opponent, and you pay {pot} into the pagat pot", amount=won, pot=pot
        )
    else:
        pays = Msg("the Pagat ultimo, {amount} from each opponent", amount=won)
        costs = Msg("the Pagat ultimo, {amount} to each opponent", amount=won)
    return Ultimo(2 * won + pot, pays, costs, _ULTIMO_RULES[name], early_won=2 * early_won, early_lost=2 * early_lost)


def pagat_pot(view: Mapping[str, Any], rs: Any) -> int:
    """The Danish pagat pot as it stands in this deal's play (rule GT-PAY-DK-1): the pot the deal started with
    (the view's ``pots_start``) after the ante -- an empty pot takes ``ante`` from each of the three seats, else
    the dealer adds ``dealer_ante``. The Pagat lost in an earlier trick would add to it, but then no seat holds it
    for an ultimo.

    >>> from .rulesets import parse_ruleset
    >>> pagat_pot({"pots_start": {"king": 0, "pagat": 0}}, parse_ruleset("danish"))
    60
    >>> pagat_pot({"pots_start": {"king": 0, "pagat": 35}}, parse_ruleset("danish"))
    40
    """
    start = int((view.get("pots_start") or {}).get("pagat", 0))
    return int(3 * rs.amount("ante") if start == 0 else start + rs.amount("dealer_ante"))
