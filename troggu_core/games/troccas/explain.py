"""A finished round of Troccas in words (``GameInfo.explain``): the parties, each party's points against its
target, a matsch, and who pays whom.

>>> from troggu_core.games.troccas import GAME
>>> r = GAME.replay(GAME.random_record("surselva", 4, 2))
>>> e = explain(r, 1, "en")
>>> e.rule, e.lines[0]
('score.payments', 'Parties: seat 1 and seat 3 against seat 2 (you) and seat 4.')
>>> e.lines[1]
'seat 1 and seat 3: 35 points against a target of 36, so −1.'
"""

from __future__ import annotations

from typing import Any, Mapping

from ...i18n import Msg
from ...kernel.explain import Explanation, payments_line, seats_label, signed, your_line

__all__ = ["explain"]


def explain(result: Mapping[str, Any], seat: int | None, lang: str) -> Explanation:
    """The round of ``result`` (the spec's result keys) in words for ``seat`` in ``lang``."""
    teams = result["teams"]
    parties = all(len(t) > 1 for t in teams)
    lines: list[str] = []
    if parties and len(teams) == 2:
        lines.append(
            Msg(
                "Parties: {a} against {b}.", a=seats_label(teams[0], seat, lang), b=seats_label(teams[1], seat, lang)
            ).render(lang)
        )
    for team, points, target, balance in zip(teams, result["party_points"], result["targets"], result["party_balance"]):
        lines.append(
            Msg(
                "{who}: {points} points against a target of {target}, so {balance}.",
                who=seats_label(team, seat, lang),
                points=points,
                target=target,
                balance=signed(balance, lang),
            ).render(lang)
        )
    if result["matsch"] is not None:
        lines.append(
            Msg("Matsch: {who} took every trick.", who=seats_label(teams[result["matsch"]], seat, lang)).render(lang)
        )
    lines.append(
        (
            Msg("Each party pays its balance to the other.")
            if parties
            else Msg("Every two players settle the difference of their balances.")
        ).render(lang)
    )
    lines.append(payments_line(result["payments"], seat, lang))
    if seat is not None:
        lines.append(your_line(result["payments"], seat, lang))
    return Explanation(tuple(lines), "score.payments")
