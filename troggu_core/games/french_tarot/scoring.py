"""Counting and scoring a finished round (spec §7-§10): the Excuse, the taker's pile, bouts, target, score, payments.

Everything is in half points internally; :func:`result_of` prints x.5 as floats and whole numbers as ints. Every
amount (multipliers, targets, the contract's worth, the bonuses) is the ruleset's (its options, issue 34).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping, Sequence

from ...kernel.tricks import mask_of
from .cards import BOUT_MASK, FOOL, LOW_MASK, PETIT, fmt_half, half_points
from .rulesets import Ruleset

__all__ = [
    "RoundFacts",
    "ContractScore",
    "reach",
    "outcome",
    "result_of",
    "round_score",
    "void_result",
    "POIGNEE_KINDS",
]

POIGNEE_KINDS = ("simple", "double", "triple")


@dataclass(frozen=True)
class RoundFacts:
    """What scoring needs from a played round."""

    rs: Ruleset
    taker: int
    contract: str
    chelem_announced: bool
    dog: Sequence[int]
    discard: Sequence[int] | None
    tricks: Sequence[Sequence[int]]
    """The 24 tricks' cards in playing order."""
    leaders: Sequence[int]
    winners: Sequence[int]
    poignees: Sequence[tuple[int, Sequence[int]]]


def void_result(rs: Ruleset, redeal: str) -> dict[str, Any]:
    """The result of a void round (petit sec or all pass): every payment 0."""
    return {
        "game": "french-tarot",
        "ruleset": rs.name,
        "options": rs.echo(),
        "redeal": redeal,
        "contract": None,
        "taker": None,
        "multiplier": None,
        "first_leader": None,
        "trick_winners": [],
        "bouts": None,
        "taker_points": None,
        "defense_points": None,
        "target": None,
        "won": None,
        "difference": None,
        "petit_au_bout": None,
        "poignees": [],
        "poignee_bonus": 0,
        "chelem_announced": False,
        "chelem": None,
        "chelem_bonus": 0,
        "score": 0,
        "payments": [0, 0, 0],
        "excuse": None,
        "tricks": [],
    }


def _excuse(f: RoundFacts, side: list[int]) -> tuple[dict[str, Any] | None, int, int]:
    """The Excuse's fate: (result entry, change of the taker's half points, change of the taker's bouts)."""
    for t, cards in enumerate(f.tricks):
        if FOOL not in cards:
            continue
        pos = list(cards).index(FOOL)
        owner = (f.leaders[t] + pos) % 3
        winner = f.winners[t]
        entry: dict[str, Any] = {"seat": owner, "trick": t + 1}
        if winner == owner:
            entry["outcome"] = "won_trick"
            return entry, 0, 0
        if side[winner] == side[owner]:
            entry["outcome"] = "own_side"
            return entry, 0, 0
        if t == len(f.tricks) - 1 and f.rs.excuse_last_trick == "to_trick_winner":
            entry["outcome"] = "lost_in_last_trick"
            return entry, 0, 0
        owner_side = side[owner]
        # excuse.no-low-card: a low card from a trick the owner's side won (never the écart or the dog)
        exchange = any(side[w] == owner_side and mask_of(f.tricks[i]) & LOW_MASK for i, w in enumerate(f.winners))
        entry["outcome"] = "returned_with_exchange" if exchange else "returned_no_card"
        sign = 1 if owner_side == 0 else -1  # the Excuse moves into (taker owns) or out of the taker's pile
        delta = sign * (9 - (1 if exchange else 0))
        return entry, delta, sign
    return None, 0, 0


def result_of(f: RoundFacts) -> dict[str, Any]:
    """The spec's result keys (§13) of a complete round."""
    rs = f.rs
    side = [0 if s == f.taker else 1 for s in range(3)]
    pile = 0
    for cards, w in zip(f.tricks, f.winners):
        if side[w] == 0:
            pile |= mask_of(cards)
    if f.contract in ("prise", "garde"):
        pile |= mask_of(f.discard or ())
    elif f.contract == "garde_sans":
        pile |= mask_of(f.dog)
    excuse, delta, bout_delta = _excuse(f, side)
    half = half_points(pile) + delta
    bouts = bin(pile & BOUT_MASK).count("1") + bout_delta
    m = rs.multiplier(f.contract)

    last = len(f.tricks) - 1
    excuse_won_last = excuse is not None and excuse["outcome"] == "won_trick"
    pab_trick = last - 1 if excuse_won_last else last
    petit_au_bout: str | None = None
    if PETIT in f.tricks[pab_trick]:
        taker_side = side[f.winners[pab_trick]] == 0
        petit_au_bout = "taker" if taker_side else "defense"

    poignees: list[dict[str, Any]] = []
    poignee_bonus = 0
    for seat, cards in sorted(f.poignees, key=lambda p: p[0]):
        k = rs.poignee_thresholds.index(len(cards))
        bonus = rs.poignee_bonus[k]
        poignees.append({"seat": seat, "kind": POIGNEE_KINDS[k], "trumps": len(cards), "bonus": bonus})
        poignee_bonus += bonus

    chelem: str | None = None
    if all(side[w] == 0 for w in f.winners):
        chelem = "taker"
    elif all(side[w] == 1 for w in f.winners):
        chelem = "defense"
    sc = round_score(rs, f.contract, f.taker, half, bouts, petit_au_bout, poignee_bonus, chelem, f.chelem_announced)
    target, won, difference, chelem_bonus, score, half_pay = (
        sc.target,
        sc.won,
        sc.difference,
        sc.chelem_bonus,
        sc.score,
        sc.half_payments,
    )
    return {
        "game": "french-tarot",
        "ruleset": rs.name,
        "options": rs.echo(),
        "redeal": None,
        "contract": f.contract,
        "taker": f.taker,
        "multiplier": m,
        "first_leader": f.leaders[0],
        "trick_winners": list(f.winners),
        "bouts": bouts,
        "taker_points": fmt_half(half),
        "defense_points": fmt_half(182 - half),
        "target": target,
        "won": won,
        "difference": difference,
        "petit_au_bout": petit_au_bout,
        "poignees": poignees,
        "poignee_bonus": poignee_bonus,
        "chelem_announced": f.chelem_announced,
        "chelem": chelem,
        "chelem_bonus": chelem_bonus,
        "score": score,
        "payments": [fmt_half(p) for p in half_pay],
        "excuse": excuse,
        "tricks": [[_code(c) for c in t] for t in f.tricks],
    }


@dataclass(frozen=True)
class ContractScore:
    """A round's score from what the table counts (count.target, score.*, pay.*)."""

    target: int
    won: bool
    difference: int
    multiplier: int
    petit_au_bout: int
    chelem_bonus: int
    score: int
    half_payments: list[int]


def round_score(
    rs: Ruleset,
    contract: str,
    taker: int,
    half: int,
    bouts: int,
    petit_au_bout: str | None,
    poignee_bonus: int,
    chelem: str | None,
    chelem_announced: bool,
) -> ContractScore:
    """Score a round from the taker's points (``half``: in half points), bouts, the petit au bout's side, the
    poignées' bonus and the chelem: the score and each seat's payment in half points. :func:`result_of` and the
    score pad both score this way.

    >>> from .rulesets import parse_ruleset
    >>> sc = round_score(parse_ruleset("fft"), "garde", 1, 2 * 50, 2, None, 0, None, False)
    >>> sc.target, sc.won, sc.score, [p // 2 for p in sc.half_payments]
    (41, True, 68, [-68, 136, -68])
    """
    target = rs.targets[bouts]
    won = half >= 2 * target
    difference = (abs(half - 2 * target) + 1) // 2
    s = 1 if won else -1
    m = rs.multiplier(contract)
    pab = 0 if petit_au_bout is None else petit_au_bout_value(rs, m) * (1 if petit_au_bout == "taker" else -1)
    chelem_bonus = _chelem_bonus(rs, chelem, chelem_announced)
    score = s * (rs.contract_points + difference) * m + pab + s * poignee_bonus + chelem_bonus
    if rs.settlement == "taker_x2":
        half_pay = [-2 * score] * 3
        half_pay[taker] = 4 * score
    else:
        half_pay = [-3 * score] * 3
        half_pay[taker] = 6 * score
    return ContractScore(target, won, difference, m, pab, chelem_bonus, score, half_pay)


def petit_au_bout_value(rs: Ruleset, multiplier: int) -> int:
    """The petit au bout's bonus for the side that takes it (score.petit-au-bout): the ruleset's bonus, times the
    contract's multiplier unless the ruleset keeps it flat (``petit_au_bout_times``).

    >>> from .rulesets import parse_ruleset
    >>> petit_au_bout_value(parse_ruleset("fft"), 4), petit_au_bout_value(
    ...     parse_ruleset({"name": "fft", "petit_au_bout_times": "flat"}), 4)
    (40, 10)
    """
    return rs.petit_au_bout_bonus * (multiplier if rs.petit_au_bout_times == "contract" else 1)


def _chelem_bonus(rs: Ruleset, chelem: str | None, announced: bool) -> int:
    """The chelem's amount for the taker (score.chelem; 0 where the ruleset plays no chelem)."""
    if not rs.chelem:
        return 0
    made_announced, made, failed, defence = rs.chelem_bonus
    if chelem == "taker":
        return made_announced if announced else made
    return -(failed if announced else 0) - (defence if chelem == "defense" else 0)


def _code(c: int) -> str:
    from ...kernel.codes import code_of

    return code_of(c)


def reach(result: Mapping[str, Any], seat: int) -> tuple[float, int, str] | None:
    """What ``seat`` reached as the taker (``GameInfo.reach``): his card points against the target his bouts set;
    ``None`` for any other seat or a round nobody took.

    >>> reach({"taker": 2, "taker_points": 43.5, "target": 41}, 2)
    (43.5, 41, 'you')
    """
    if result.get("taker") == seat and result.get("taker_points") is not None and result.get("target"):
        return float(result["taker_points"]), int(result["target"]), "you"
    return None


def outcome(result: Mapping[str, Any]) -> str:
    """A round's outcome (``GameInfo.outcome``): the contract taken; ``round`` where everyone passed.

    >>> outcome({"contract": "garde"}), outcome({"contract": None})
    ('garde', 'round')
    """
    return str(result.get("contract") or "round")
