"""The French Tarot at a real table (the score pad): contract, taker, bouts and points, petit au bout, poignée
and chelem, scored by :func:`~.scoring.round_score` (the rules the engine scores its own rounds with).

>>> sc = score_round({"contract": "garde", "taker": 1, "bouts": 2, "points": 50, "petit_au_bout": "none",
...                   "poignee": "none", "chelem": "none", "chelem_announced": False}, "fft", 3, 1, 0)
>>> sc.payments, str(sc.why[0])
((-68, 136, -68), 'target 41 with 2 bouts: the taker has 50, won by 9')
>>> half = score_round({"contract": "prise", "taker": 0, "bouts": 0, "points": 56.5, "petit_au_bout": "none",
...                     "poignee": "none", "chelem": "none"}, "fft", 3, 2, 0)
>>> half.why[0].render("de")  # half a point with a decimal comma, as the page writes it
'Ziel 56 mit 0 Bouts: Der Nehmer hat 56,5, gewonnen um 1'
"""

from __future__ import annotations

from typing import Any, Mapping

from ...errors import IllegalActionError
from ...i18n import N_, Localized, Msg, Number
from ...kernel.pad import Choice, PadField, PadSpec, RoundScore
from .contracts import CONTRACTS
from .names import contract_name
from .rulesets import RULESETS, parse_ruleset
from .scoring import POIGNEE_KINDS, round_score

__all__ = ["PAD", "fields", "score_round"]

_TITLES = {"prise": "Prise", "garde": "Garde", "garde_sans": "Garde sans", "garde_contre": "Garde contre"}
_SIDES = (
    Choice("none", "niemand", "nobody"),
    Choice("taker", "Nehmer", "taker"),
    Choice("defense", "Verteidigung", "defence"),
)


def fields(ruleset: Any, players: int) -> tuple[PadField, ...]:
    """The inputs of a round; the chelem only where the ruleset scores it."""
    rs = parse_ruleset(ruleset)
    out = [
        PadField(
            "contract",
            "choice",
            "Spiel",
            "Contract",
            choices=tuple(Choice(c, _TITLES[c], _TITLES[c]) for c in CONTRACTS),
            default="prise",
        ),
        PadField("taker", "seat", "Nehmer", "Taker"),
        PadField("bouts", "number", "Bouts des Nehmers (Oudler)", "The taker's bouts (oudlers)", lo=0, hi=3),
        PadField("points", "number", "Punkte des Nehmers", "The taker's points", lo=0, hi=91, step=0.5, counted=True),
        PadField("petit_au_bout", "choice", "Petit au bout", "Petit au bout", choices=_SIDES, default="none"),
        PadField(
            "poignee",
            "choice",
            "Poignée gezeigt",
            "Poignée shown",
            choices=(Choice("none", "keine", "none"),)
            + tuple(
                Choice(k, f"{k} ({t} Trümpfe, {b} Punkte)", f"{k} ({t} trumps, {b} points)")
                for k, t, b in zip(POIGNEE_KINDS, rs.poignee_thresholds, rs.poignee_bonus)
            ),
            default="none",
        ),
    ]
    if rs.chelem:
        out += [
            PadField(
                "chelem", "choice", "Chelem (alle Stiche)", "Chelem (every trick)", choices=_SIDES, default="none"
            ),
            PadField("chelem_announced", "flag", "Chelem angesagt", "Chelem announced", default=False),
        ]
    return tuple(out)


BOUT = 4.5
"""A bout's points (the Excuse, the Petit and the 21; rule ``deck.bouts``)."""
TOTAL = 91
"""Every card's points together (rule ``deck.values``)."""
DOG = 6
"""The dog's cards with three players (rule ``deal.sizes``)."""


def _check(inputs: Mapping[str, Any]) -> None:
    """What the inputs say of one deal agrees with itself (rules ``count.bouts``, ``score.petit-au-bout``,
    ``score.chelem``); the refusal says why."""
    points = float(inputs["points"])
    bouts = int(inputs["bouts"])
    pab = inputs.get("petit_au_bout", "none")
    chelem = inputs.get("chelem", "none")
    least, most = BOUT * bouts, TOTAL - BOUT * (3 - bouts)
    if not least <= points <= most:
        raise IllegalActionError(
            "count.bouts",
            "with {bouts} bouts (4.5 points each) the taker has {least} to {most} points, not {points}",
            bouts=bouts,
            least=_n(least),
            most=_n(most),
            points=_n(points),
        )
    if pab == "taker" and bouts == 0:
        raise IllegalActionError(
            "score.petit-au-bout", "the taker's side won the Petit in the last trick: the taker has at least 1 bout"
        )
    if pab == "defense" and bouts == 3:
        raise IllegalActionError(
            "score.petit-au-bout", "the defence won the Petit in the last trick: the taker has at most 2 bouts"
        )
    if chelem != "none" and pab != "none" and pab != chelem:
        raise IllegalActionError(
            "score.petit-au-bout", "the side that took every trick also took the last one, with the Petit au bout"
        )
    if chelem == "taker" and points < TOTAL - BOUT:
        raise IllegalActionError(
            "score.chelem",
            "a chelem of the taker leaves the defence at most the Excuse: the taker has at least {least} points, "
            "not {points}",
            least=_n(TOTAL - BOUT),
            points=_n(points),
        )
    keeps = BOUT * (1 if inputs["contract"] == "garde_contre" else 1 + DOG)
    if chelem == "defense" and points > keeps:
        raise IllegalActionError(
            "score.chelem",
            "a chelem of the defence leaves the taker at most the Excuse and the dog's cards: at most {most} points, "
            "not {points}",
            most=_n(keeps),
            points=_n(points),
        )


def _n(x: float) -> Localized:
    """Points as the reader writes them (the engine's numbers, :class:`~troggu_core.i18n.Number`: German with a
    decimal comma, 86,5; a whole number without one).

    >>> _n(86.5).render("de"), _n(86.5).render("en"), _n(41.0).render("de")
    ('86,5', '86.5', '41')
    """
    value = int(x) if float(x).is_integer() else float(x)
    return Localized(de=str(Number(value, "de")), en=str(Number(value, "en")))


def score_round(inputs: Mapping[str, Any], ruleset: Any, players: int, base: int, dealer: int = 0) -> RoundScore:
    """Pay one round (count.target, score.*, pay.*): each seat's payment times ``base``.

    Raises:
        IllegalActionError: a payment in halves that the base cannot pay in whole amounts (rule ``score.formula``);
            points that the bouts, the petit au bout or the chelem do not allow (``count.bouts``,
            ``score.petit-au-bout``, ``score.chelem``).
    """
    rs = parse_ruleset(ruleset)
    _check(inputs)
    kind = inputs.get("poignee", "none")
    bonus = rs.poignee_bonus[POIGNEE_KINDS.index(kind)] if kind in POIGNEE_KINDS else 0
    pab = inputs.get("petit_au_bout", "none")
    chelem = inputs.get("chelem", "none")
    half = round(2 * float(inputs["points"]))
    bouts = int(inputs["bouts"])
    sc = round_score(
        rs,
        inputs["contract"],
        inputs["taker"],
        half,
        bouts,
        None if pab == "none" else pab,
        bonus,
        None if chelem == "none" else chelem,
        bool(inputs.get("chelem_announced", False)),
    )
    if any(p * base % 2 for p in sc.half_payments):
        raise IllegalActionError(
            "score.formula", "the defenders pay half points here: choose an even base, not {base}", base=base
        )
    points = inputs["points"]
    why = [
        Msg(
            "target {target} with {bouts} bouts: the taker has {points}, won by {diff}",
            target=sc.target,
            bouts=bouts,
            points=_n(points),
            diff=sc.difference,
        )
        if sc.won
        else Msg(
            "target {target} with {bouts} bouts: the taker has {points}, lost by {diff}",
            target=sc.target,
            bouts=bouts,
            points=_n(points),
            diff=sc.difference,
        ),
        Msg("({worth} + {diff}) × {m} for the contract", worth=rs.contract_points, diff=sc.difference, m=sc.multiplier),
    ]
    if sc.petit_au_bout:
        why.append(Msg("petit au bout {pab}", pab=f"{sc.petit_au_bout:+d}"))
    if bonus:
        why.append(Msg("poignée {bonus} to the winning side", bonus=bonus))
    if sc.chelem_bonus:
        why.append(Msg("chelem {bonus}", bonus=f"{sc.chelem_bonus:+d}"))
    why.append(Msg("score {score}, base {base}", score=sc.score, base=base))
    return RoundScore(tuple(p * base // 2 for p in sc.half_payments), tuple(why))


def examples(ruleset: Any) -> tuple[dict[str, Any], ...]:
    """A round of each case the ruleset pays differently (seat 0 the taker with 2 bouts, won by 10 where the target
    allows it): each contract won, a prise lost by 10, a prise with the Petit au bout and with a simple poignée, and,
    where the ruleset scores it, a chelem announced and made (the printed rules sheet's payments table, issue 34)."""
    rs = parse_ruleset(ruleset)
    least, most = 9, 86  # whole points a taker with 2 bouts may have (rule count.bouts: 9 to 86.5)
    won = min(rs.targets[2] + 10, most)
    plain = {"taker": 0, "bouts": 2, "petit_au_bout": "none", "poignee": "none"}
    if rs.chelem:
        plain = {**plain, "chelem": "none", "chelem_announced": False}
    out = [{**plain, "contract": c, "points": won} for c in CONTRACTS]
    out.append({**plain, "contract": "prise", "points": max(rs.targets[2] - 10, least)})
    out.append({**plain, "contract": "prise", "points": won, "petit_au_bout": "taker"})
    out.append({**plain, "contract": "prise", "points": won, "poignee": POIGNEE_KINDS[0]})
    if rs.chelem:
        out.append(
            {**plain, "contract": "prise", "bouts": 3, "points": TOTAL, "chelem": "taker", "chelem_announced": True}
        )
    return tuple(out)


PAD = PadSpec(
    fields=fields,
    score_round=score_round,
    players=lambda ruleset: (3,),
    base=lambda ruleset: 1 if parse_ruleset(ruleset).settlement == "taker_x2" else 2,
    unit=Localized(de="Punkte", en="points"),
    unit_one=Localized(de="Punkt", en="point"),
    outcomes={**{c: contract_name(c) for c in CONTRACTS}, "round": N_("everyone passed")},
    examples=examples,
)
"""The French Tarot's score pad (the registry's ``GameInfo.pad``)."""
_ = RULESETS
