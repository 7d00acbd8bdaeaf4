"""Troccas at a real table (the score pad): the parties' points, their targets, debts and credits (spec S4, S7,
S19), paid as :func:`~.scoring.score` pays a played round.

With 4 or 6 players two parties play (the alternate seats): the table enters the points of the first party (the
other has the rest of 72). With 3 or 5 everybody plays alone: each player's points; the round's dealer is the
Skatist with the higher target. A debt of 9 or more lets the party ask for bigger packets in the next round
(``session.debt_packets``): the round says so, and the evening carries it to the next round. The targets and the
debts are the ruleset's (house rules may set their own, issue 34).

>>> sc = score_round({"party_points": 30}, "surselva", 4, 1, 0)
>>> sc.payments, str(sc.why[1])
((-6, 6, -6, 6), 'the parties: 30 and 42 points, target 36 each')
"""

from __future__ import annotations

from typing import Any, Mapping

from ...errors import IllegalActionError
from ...i18n import N_, Localized, Msg
from ...kernel.pad import PadField, PadSpec, RoundScore
from ...kernel.ruleset_format import base_name
from .cards import VALUES
from .rulesets import RULESETS, parse_ruleset
from .teams import alternate

__all__ = ["PAD", "fields", "score_round", "examples"]

PARTY_TOTAL = 72
"""What the two parties' counted piles make together (rule ``count.fours``)."""
FACE_TOTAL = sum(VALUES)
"""What every card's face value makes together (counted singly with 3 or 5 players)."""


def fields(ruleset: Any, players: int) -> tuple[PadField, ...]:
    """The first party's points (4, 6 players) or each player's points (3, 5)."""
    if players % 2 == 0:
        first = tuple(alternate(players)[0])
        return (
            PadField(
                "party_points",
                "number",
                "Punkte der Partei",
                "The party's points",
                lo=0,
                hi=PARTY_TOTAL,
                seats=first,
                counted=True,
            ),
        )
    return (PadField("points", "numbers", "Punkte jedes Spielers", "Each player's points", lo=0, hi=FACE_TOTAL),)


def score_round(inputs: Mapping[str, Any], ruleset: Any, players: int, base: int, dealer: int = 0) -> RoundScore:
    """Pay one round (``score.targets``, ``score.balance``, ``score.payments``), times ``base``.

    Raises:
        IllegalActionError: the players' points do not add up to what the cards are worth (rule ``count.single``).
    """
    rs = parse_ruleset(ruleset)
    targets = rs.targets(players, dealer)
    why: list[Msg] = []
    if players % 2 == 0:
        first = int(inputs["party_points"])
        party_points = [first, PARTY_TOTAL - first]
        teams = alternate(players)
        party_of = {s: k for k, p in enumerate(teams) for s in p}
        balance = [party_points[party_of[s]] - targets[party_of[s]] for s in range(players)]
        payments = list(balance)
        why.append(Msg("two parties: each pays the other its debt"))
        why.append(
            Msg(
                "the parties: {a} and {b} points, target {target} each",
                a=party_points[0],
                b=party_points[1],
                target=targets[0],
            )
        )
        debts = [targets[k] - party_points[k] for k in range(2)]
    else:
        points = [int(p) for p in inputs["points"]]
        if sum(points) != FACE_TOTAL:
            raise IllegalActionError(
                "count.single",
                "every card counts singly: the players' points add up to the {total} the cards are worth, not {sum}",
                sum=sum(points),
                total=FACE_TOTAL,
            )
        balance = [p - t for p, t in zip(points, targets)]
        total = sum(balance)
        payments = [players * b - total for b in balance]
        why.append(Msg("everybody alone: the differences of the balances are paid pairwise"))
        why.append(
            Msg(
                "targets {normal}, the dealer {skatist}",
                normal=targets[(dealer + 1) % players],
                skatist=targets[dealer],
            )
        )
        debts = [t - p for p, t in zip(points, targets)] if players == 3 else []
    worst = max(debts, default=0)
    if players == 4 and worst >= rs.debt_packets_9:
        why.append(
            Msg("a debt of {debt}: next round that party may ask for all 19 cards at once", debt=worst)
            if worst >= rs.debt_packets_19
            else Msg("a debt of {debt}: next round that party may ask for 9 and 10 cards at once", debt=worst)
        )
    why.append(Msg("base {base}", base=base))
    return RoundScore(tuple(p * base for p in payments), tuple(why))


def examples(ruleset: Any) -> tuple[dict[str, Any], ...]:
    """A round of each case the ruleset pays differently at a table of 4 (the printed rules sheet's payments table,
    issue 34): the parties at their target (nobody pays), the first party 4 points short, and where the points allow
    it the first party short by the debts that let it ask for 9 and 10 cards or all 19 cards at once next round
    (``debt_packets_9``, ``debt_packets_19``).

    >>> [x["party_points"] for x in examples("surselva")]
    [36, 32, 27, 17]
    """
    rs = parse_ruleset(ruleset)
    target = rs.targets(4, 0)[0]
    out: list[dict[str, Any]] = []
    for short in (0, 4, rs.debt_packets_9, rs.debt_packets_19):
        round_ = {"party_points": target - short}
        if 0 <= target - short <= PARTY_TOTAL and round_ not in out:
            out.append(round_)
    return tuple(out)


PAD = PadSpec(
    fields=fields,
    score_round=score_round,
    players=lambda ruleset: tuple(sorted(RULESETS[base_name(ruleset)].players)),
    base=lambda ruleset: 1,
    unit=Localized(de="Punkte", en="points"),
    unit_one=Localized(de="Punkt", en="point"),
    outcomes={"matsch": N_("matsch: one party took every trick"), "round": N_("no matsch")},
    examples=examples,
)
"""Troccas' score pad (the registry's ``GameInfo.pad``)."""
