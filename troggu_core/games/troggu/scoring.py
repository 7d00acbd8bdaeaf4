"""Counting and paying a finished round (rules ``play.narr-exchange``, ``count.*``, ``pay.*``).

>>> from troggu_core import random_game
>>> r = random_game("graechen", players=5, seed=3).outcome()
>>> sum(r.payments), sum(r.points) + (r.tapp_points if r.game.value == "misere" else 0)
(0, 114)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Mapping

from .actions import GameType
from .cards import DECK_78, ONE_POINT_MASK, TROGGU_DECK, Card
from .rulesets import RULESETS, DrawRule, MiserePayer, Ruleset
from .tricks import NARR_BIT, mask_points

if TYPE_CHECKING:
    from .state import Game

__all__ = [
    "reach",
    "Result",
    "NarrExchange",
    "Settlement",
    "score",
    "settle",
    "payment_units",
    "misere_payments",
    "TOTAL_POINTS",
    "outcome",
]

TOTAL_POINTS = sum(c.points for c in TROGGU_DECK)
"""114: every card's points together (rule ``deck.points``, 000 'Spiel Insgesamt 114 Punkte'); half of it, 57 each, is
the draw (``count.draw``)."""


@dataclass(frozen=True, slots=True)
class NarrExchange:
    """What happened to a withheld Narr at the end (rule ``play.narr-exchange``).

    ``giver`` and ``card`` are ``None`` when nothing moved (owner's side won the last
    trick, or it had no 1-point card in its tricks).
    """

    owner: int
    last_trick_winner: int
    giver: int | None
    card: Card | None


@dataclass(frozen=True, slots=True)
class Result:
    """The result of a finished round: who played what, the points, the payments.

    ``payments`` are signed multiples of the base and sum to zero; ``rappen`` the same in Rappen.
    ``winner`` is ``'declarer'``, ``'opponents'``, ``'draw'``, or ``None`` in a misère, where
    ``misere_seats`` are the players who pay (Visp, Grächen) or receive (St. Niklaus).
    """

    game: GameType
    players: int
    declarer: int | None
    partner: int | None
    forced: bool
    called: Card | None
    trick_winners: tuple[int, ...]
    points: tuple[int, ...]
    declarer_points: int | None
    opponents_points: int | None
    winner: str | None
    multiplier: int
    match: bool
    misere_seats: tuple[int, ...]
    payments: tuple[int, ...]
    base_rappen: int
    tapp_points: int
    discard_points: int
    narr_exchange: NarrExchange | None
    amounts: tuple[tuple[str, Any], ...] = ()
    """The ruleset's amounts that differ from the sources' (``double_multiplier``, ``match_multiplier``,
    ``solo_multiplier``, ``partner_share``, ``draw``), for the words that explain the payments; empty for the
    sources' amounts, so their results are as they were."""

    @property
    def rappen(self) -> tuple[int, ...]:
        """The payments in Rappen."""
        return tuple(p * self.base_rappen for p in self.payments)

    @property
    def side_points(self) -> dict[str, int] | None:
        """``{"declarer": n, "opponents": m}`` for normal and solo games, ``None`` in a misère."""
        if self.declarer_points is None or self.opponents_points is None:
            return None
        return {"declarer": self.declarer_points, "opponents": self.opponents_points}

    def to_json(self) -> dict[str, Any]:
        """The result as JSON-ready data (the ``replay`` output; ``amounts`` only where the rules change one)."""
        ex = self.narr_exchange
        out = {
            "game": self.game.value,
            "declarer": self.declarer,
            "partner": self.partner,
            "forced": self.forced,
            "call": str(self.called) if self.called else None,
            "trick_winners": list(self.trick_winners),
            "points": list(self.points),
            "side_points": self.side_points,
            "winner": self.winner,
            "multiplier": self.multiplier,
            "match": self.match,
            "misere_seats": list(self.misere_seats),
            "payments": list(self.payments),
            "rappen": list(self.rappen),
            "base_rappen": self.base_rappen,
            "tapp_points": self.tapp_points,
            "discard_points": self.discard_points,
            "narr_exchange": None
            if ex is None
            else {
                "owner": ex.owner,
                "last_trick_winner": ex.last_trick_winner,
                "giver": ex.giver,
                "card": str(ex.card) if ex.card else None,
            },
        }
        if self.amounts:
            out["amounts"] = dict(self.amounts)
        return out


def payment_units(
    players: int,
    declarer_wins: bool,
    multiplier: int,
    declarer: int,
    partner: int | None,
    partner_share: int = 2,
) -> list[int]:
    """Per-seat payments for a decided normal or solo game (rules ``pay.alone``, ``pay.partner``): each opponent
    one multiplier, the called partner ``partner_share`` of them (the option ``partner_share``), the declarer the rest.

    >>> payment_units(4, True, 2, declarer=1, partner=None)
    [-2, 6, -2, -2]
    >>> payment_units(7, False, 1, declarer=0, partner=3)
    [-3, 1, 1, -2, 1, 1, 1]
    >>> payment_units(7, False, 1, declarer=0, partner=3, partner_share=1)
    [-4, 1, 1, -1, 1, 1, 1]
    """
    sign = 1 if declarer_wins else -1
    pay = [-sign * multiplier] * players
    if partner is None:
        pay[declarer] = sign * multiplier * (players - 1)
    else:
        pay[partner] = sign * partner_share * multiplier
        pay[declarer] = sign * (players - 2 - partner_share) * multiplier
    return pay


def score(g: Game) -> Result:
    """Count and pay a finished game."""
    n = g.players
    rs = g.ruleset
    won = list(g.won)
    exchange = None
    if g.withheld >= 0:
        exchange = _narr_home(g, won)
    points = [mask_points(m) for m in won]
    tapp_points = mask_points(g.tapp0)
    discard_points = mask_points(g.discard_mask)
    kind = g.game_type
    assert kind is not None
    if kind is GameType.NORMAL:
        assert g.declarer is not None
        points[g.declarer] += discard_points
    elif kind is GameType.SOLO:
        assert g.declarer is not None
        points[g.declarer] += tapp_points
    winners = tuple(t.winner for t in g.tricks if t.winner is not None)
    common = dict(
        game=kind,
        players=n,
        declarer=g.declarer,
        partner=g.partner,
        forced=g.forced,
        called=g.call,
        trick_winners=winners,
        points=tuple(points),
        base_rappen=rs.base_rappen,
        tapp_points=tapp_points,
        discard_points=discard_points,
        narr_exchange=exchange,
        amounts=changed_amounts(rs),
    )
    if kind is GameType.MISERE:
        seats, pay = misere_payments(points, rs.misere_payer)
        return Result(
            declarer_points=None,
            opponents_points=None,
            winner=None,
            multiplier=1,
            match=False,
            misere_seats=seats,
            payments=tuple(pay),
            **common,  # type: ignore[arg-type]
        )
    assert g.declarer is not None
    team = g.side_of(g.declarer)
    dp = sum(points[s] for s in team)
    if all(w in team for w in winners):
        all_tricks: str | None = "declarer"
    elif not any(w in team for w in winners):
        all_tricks = "opponents"
    else:
        all_tricks = None
    st = settle(rs, n, kind, g.declarer, g.partner, dp, all_tricks)
    return Result(
        declarer_points=dp,
        opponents_points=TOTAL_POINTS - dp,
        winner=st.winner,
        multiplier=st.multiplier,
        match=st.match,
        misere_seats=(),
        payments=st.payments,
        **common,  # type: ignore[arg-type]
    )


AMOUNT_OPTIONS = ("double_multiplier", "match_multiplier", "solo_multiplier", "partner_share", "draw")
"""The options whose values a result names where they differ from the sources' (:attr:`Result.amounts`)."""


def changed_amounts(rs: Ruleset) -> tuple[tuple[str, Any], ...]:
    """The ruleset's amounts that are not the sources' (every village pays the sources' amounts), as JSON values.

    >>> from .rulesets import ruleset
    >>> changed_amounts(ruleset("visp")), changed_amounts(ruleset("visp", solo_multiplier=3))
    ((), (('solo_multiplier', 3),))
    """
    sources = RULESETS["visp"].options()
    mine = rs.options()
    return tuple((k, mine[k]) for k in AMOUNT_OPTIONS if mine[k] != sources[k])


@dataclass(frozen=True, slots=True)
class Settlement:
    """Who won a normal or solo game, the multiplier, and the payments (units of the base) per seat."""

    winner: str
    multiplier: int
    match: bool
    payments: tuple[int, ...]


def settle(
    rs: Ruleset,
    players: int,
    kind: GameType,
    declarer: int,
    partner: int | None,
    declarer_points: int,
    all_tricks: str | None = None,
) -> Settlement:
    """Count and pay a normal or solo game from the declarer side's points (rules ``count.*``, ``pay.*``).

    ``all_tricks`` is ``"declarer"`` or ``"opponents"`` when that side took every trick.

    >>> from troggu_core import ruleset, GameType
    >>> settle(ruleset("visp"), 4, GameType.NORMAL, 0, None, 90)
    Settlement(winner='declarer', multiplier=2, match=False, payments=(6, -2, -2, -2))
    >>> settle(ruleset("graechen"), 4, GameType.SOLO, 0, None, 57).payments
    (0, 0, 0, 0)
    >>> settle(ruleset("graechen", draw="declarer-loses"), 4, GameType.SOLO, 0, None, 57).payments
    (-6, 2, 2, 2)
    """
    dp = declarer_points
    op = TOTAL_POINTS - dp
    if dp == op and rs.draw is DrawRule.NOBODY_PAYS:
        return Settlement("draw", 0, False, (0,) * players)
    declarer_wins = dp > op
    winner = "declarer" if declarer_wins else "opponents"
    losing_points = op if declarer_wins else dp
    match = all_tricks == winner
    mult = rs.match_multiplier if match else rs.double_multiplier if losing_points <= rs.double_threshold else 1
    if kind is GameType.SOLO:
        mult *= rs.solo_multiplier
    pay = payment_units(players, declarer_wins, mult, declarer, partner, rs.partner_share)
    return Settlement(winner, mult, match, tuple(pay))


def _narr_home(g: Game, won: list[int]) -> NarrExchange:
    """Move a withheld Narr to its owner and a 1-point card to the last trick's winner."""
    owner = g.withheld
    last = g.tricks[-1].winner
    assert last is not None
    won[last] &= ~NARR_BIT
    won[owner] |= NARR_BIT
    side = g.side_of(owner)
    if last in side:
        return NarrExchange(owner, last, None, None)
    n = g.players
    order = [owner] + [(owner + k) % n for k in range(1, n) if (owner + k) % n in side]
    for seat in order:
        ones = won[seat] & ONE_POINT_MASK
        if ones:
            low = ones & -ones
            won[seat] ^= low
            won[last] |= low
            return NarrExchange(owner, last, seat, DECK_78[low.bit_length() - 1])
    return NarrExchange(owner, last, None, None)


def misere_payments(points: list[int], payer: MiserePayer) -> tuple[tuple[int, ...], list[int]]:
    """Misère payments (rule ``pay.misere``): the tie group pays (receives) one base to (from) each outsider."""
    n = len(points)
    key = max(points) if payer is MiserePayer.MOST_PAYS else min(points)
    group = tuple(s for s in range(n) if points[s] == key)
    pay = [0] * n
    if len(group) == n:
        return group, pay
    sign = -1 if payer is MiserePayer.MOST_PAYS else 1
    for s in range(n):
        pay[s] = sign * (n - len(group)) if s in group else -sign * len(group)
    return group, pay


def reach(result: Mapping[str, Any], seat: int) -> tuple[float, int, str] | None:
    """What ``seat`` reached as the declarer (``GameInfo.reach``): his side's card points against more than half of
    all the points (58 of 114); ``None`` for any other seat or a round without sides.

    >>> reach({"declarer": 1, "side_points": {"declarer": 62, "opponents": 52}}, 1)
    (62.0, 58, 'side')
    """
    sides = result.get("side_points")
    if result.get("declarer") == seat and isinstance(sides, dict) and "declarer" in sides:
        return float(sides["declarer"]), sum(sides.values()) // 2 + 1, "side"
    return None


def outcome(result: Mapping[str, Any]) -> str:
    """A round's outcome (``GameInfo.outcome``): its contract, normal, solo or misère; ``round`` where it names none.

    >>> outcome({"contract": "solo"}), outcome({})
    ('solo', 'round')
    """
    return str(result.get("contract") or "round")
