"""Sessions of any game: an evening played round by round (:class:`Session`, each seat's balance as the deal passes
on), and several round records read as one, each round's error said as that round's.

A game's session reader (Troccas' four rounds, Großtarock's ``session`` list, the score pad's evening) names
only what is its own -- how one round is read, what one round must be to follow the ones before, and how its
spec prefixes a round's error -- and :func:`read_rounds` does the rest.

>>> from troggu_core.errors import RecordError
>>> def read(rec):
...     if not isinstance(rec, int):
...         raise RecordError("record.format", "a round is a number", "value")
...     return rec
>>> def follows(k, rounds):
...     if rounds[k] != rounds[k - 1] + 1:
...         raise RecordError("session.rounds", "the rounds must count up", "value")
>>> read_rounds([1, 2, 3], read, follows, key="rounds")
[1, 2, 3]
>>> read_rounds([1, 2, 4], read, follows, key="rounds")
Traceback (most recent call last):
...
troggu_core.errors.RecordError: [session.rounds] rounds[2].value: round 3: the rounds must count up
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Sequence, TypeVar

from ..errors import IllegalActionError, RecordError
from ..i18n import Msg, Seat
from .registry import GameInfo

__all__ = ["read_rounds", "in_round", "ROUND", "SESSION_ROUND", "Session", "Round", "session_rule"]

T = TypeVar("T")

ROUND = "round {round}: {why}"
"""How a round's error is said by default."""
SESSION_ROUND = "session round {round}: {why}"
"""How a round's error is said where a spec asks for it (Großtarock, §10: "session round k:")."""


def in_round(e: RecordError, k: int, key: str | None = "rounds", said: str = ROUND) -> RecordError:
    """Round ``k``'s (from 0) error ``e``, said as that round's (``said``) and pointed into the session at
    ``key[k]`` (``key=None``: where ``e`` points within the round)."""
    where = e.where
    if key is not None:
        where = f"{key}[{k}]" + (f".{e.where}" if e.where else "")
    return RecordError(e.rule_id, said, where, round=k + 1, why=Msg(e.msgid, **e.params))


def read_rounds(
    rounds: Sequence[Any],
    read: Callable[[Any], T],
    follows: Callable[[int, list[T]], None] | None = None,
    key: str | None = "rounds",
    said: str = ROUND,
) -> list[T]:
    """Read every round with ``read``, and check with ``follows(k, read_so_far)`` that round ``k`` (from 1) may
    follow the ones before it, as soon as it is read (a game that checks after reading every round raises its
    own errors through :func:`in_round`). Returns what ``read`` returned, round by round.

    Raises:
        RecordError: the first round's error (from ``read`` or ``follows``), said as that round's.
    """
    out: list[T] = []
    for k, rec in enumerate(rounds):
        try:
            out.append(read(rec))
            if follows is not None and k:
                follows(k, out)
        except RecordError as e:
            raise in_round(e, k, key, said) from None
    return out


# ---------------------------------------------------------------- an evening played round by round
SESSION_RULE_FALLBACK = ("seat.order", "players.seat")
"""The rules a session's refusal names in a game without a rule of the section ``session``, the first the game has:
the order the seats go round (the French Tarot's ``seat.order``: the seat after the dealer is the dealer's right-hand
neighbour, and the deal passes on to it), else the shared rule of the table's seats."""


def session_rule(info: GameInfo) -> str:
    """The rule a session's refusal names: the game's first rule of the section ``session`` (Troggu's
    ``session.ledger``, Troccas' ``session.rounds``, Großtarock's ``GT-SESSION``), else the first of
    :data:`SESSION_RULE_FALLBACK` in the game's table."""
    for r in info.rules:
        if getattr(r, "section", "") == "session":
            return str(r.id)
    return next(rid for rid in SESSION_RULE_FALLBACK if info.rule(rid) is not None)


@dataclass(frozen=True, slots=True)
class Round:
    """One booked round of a :class:`Session`: its number (from 1), its dealer, the game's result (``state.result()``;
    Troggu's session keeps its :class:`~troggu_core.games.troggu.scoring.Result`), what each seat was paid all told in
    units (:meth:`~.registry.GameInfo.paid_of`) and the same in the pad's money unit (units times the ruleset's
    ``payment_unit``: Troggu's Rappen; the same numbers where one unit is one point)."""

    number: int
    dealer: int
    result: Any
    paid: tuple[float, ...]
    money: tuple[float, ...]


class Session:
    """An evening at the table of any game: successive rounds, the deal passing on, each seat's balance.

    ``Session(game, ruleset, players, dealer=0)`` deals with the game's ``new`` (``next_round``), books a finished
    round (``book``) and passes the deal to the next seat, ``(dealer + 1) % players``, as every game's rules say:
    Troggu's ``deal.next-dealer`` (the right-hand neighbour), Großtarock's ``GT-DEAL-5`` (the player after the
    dealer), the French Tarot's ``seat.order`` (play and deal go counterclockwise; the right-hand neighbour deals
    next); Troccas' rules say nothing of it (``session.rounds``: the rotation is not checked), and our reading is the
    next seat, whose right-hand neighbour leads, as in a round. Refusals name :func:`session_rule`.

    A game's own deal options pass through ``next_round`` to its ``new``: Troccas' debt ``packets``
    (``session.debt_packets``), the Danish ``pots`` a round starts with (``GT-SESSION``: the pots carry over; the
    session passes the last round's ``pots_end`` on itself, ``GameInfo.carried``). A session has the rounds its game
    says (``GameInfo.session_rounds``: Troccas' four, ``session.rounds``; then :attr:`finished`, and no round more),
    else as many as the table plays.

    >>> s = Session("grosstarock", "dummett", players=3, dealer=2)
    >>> state = s.next_round(seed=1)
    >>> _ = s.info.play_out(state, [s.info.make_bot("random", seat) for seat in range(3)])
    >>> s.book(state).dealer, s.dealer, len(s.rounds), sum(s.ledger)
    (2, 0, 1, 0)
    """

    def __init__(self, game: str | GameInfo, ruleset: Any = None, players: int | None = None, dealer: int = 0) -> None:
        """Raises: NotationError: no such game, ruleset, number of players or dealer (the game's ``new`` refuses)."""
        from .registry import game as find_game

        self.info = game if isinstance(game, GameInfo) else find_game(game)
        self.ruleset = self.info.default_ruleset if ruleset is None else ruleset
        self.players = self.info.default_players if players is None else players
        self._table = self.info.new(self.ruleset, self.players, 0, dealer)
        self.dealer = dealer
        self.rounds: list[Round] = []
        self.carry: dict[str, Any] = {}
        """What the last booked round passes on to the next deal (``GameInfo.carried``: the Danish pots)."""
        self.rule_id = session_rule(self.info)
        self.payment_unit = self.info.payment_unit(self._table.record()["ruleset"])

    def next_round(self, seed: Any = None, **deal: Any) -> Any:
        """A fresh state of the next round, dealt by the current dealer, with what the last round carries over
        (:attr:`carry`) and ``deal``, the game's own deal options (they win over the carry)."""
        return self.info.new(self.ruleset, self.players, seed, self.dealer, **{**self.carry, **deal})

    def book(self, state: Any) -> Round:
        """Book a finished round of this table dealt by the current dealer, and pass the deal on.

        Raises:
            IllegalActionError: the session has all its rounds, or the round is not over, was dealt by another seat
                or with another number of players, or is of another game or ruleset (rule :func:`session_rule`); the
                session is unchanged.
        """
        self._check(state)
        result = state.result()
        paid = tuple(self.info.paid_of(result))
        booked = self._round(state, result, len(self.rounds) + 1, paid, tuple(v * self.payment_unit for v in paid))
        self.rounds.append(booked)
        self.carry = dict(self.info.carried(result)) if self.info.carried is not None else {}
        self.dealer = (self.dealer + 1) % self.players
        return booked

    @property
    def finished(self) -> bool:
        """True once the session has all its rounds (``GameInfo.session_rounds``: Troccas' four); never where the
        game sets none."""
        limit = self.info.session_rounds
        return limit is not None and len(self.rounds) >= limit

    def _check(self, state: Any) -> None:
        """Refuse a round the session cannot book (see :meth:`book`)."""
        if self.finished:
            raise IllegalActionError(self.rule_id, "this session has had its {n} rounds", n=self.info.session_rounds)
        if not state.is_over:
            raise IllegalActionError(self.rule_id, "only a finished round can be booked")
        if state.dealer != self.dealer or state.players != self.players:
            raise IllegalActionError(
                self.rule_id,
                "this round must be dealt by seat {dealer} with {players} players",
                dealer=Seat(self.dealer),
                players=self.players,
            )
        if _table_of(state) != _table_of(self._table):
            raise IllegalActionError(self.rule_id, "this round is of another game or ruleset than the session")

    def _round(self, state: Any, result: Any, number: int, paid: tuple[float, ...], money: tuple[float, ...]) -> Round:
        """The booked round of ``state`` (``result``: its ``result()``; a game's session may keep its own)."""
        return Round(number, self.dealer, result, paid, money)

    @property
    def balance(self) -> list[float]:
        """Each seat's balance in units over the rounds booked so far."""
        return [sum(r.paid[s] for r in self.rounds) for s in range(self.players)]

    @property
    def ledger(self) -> list[float]:
        """Each seat's balance in the pad's money unit (Troggu's Rappen; where one unit is one point, the balance)."""
        return [sum(r.money[s] for r in self.rounds) for s in range(self.players)]

    def ledger_text(self, lang: str) -> list[str]:
        """Each seat's balance in the reader's words with its unit (``−35 Rappen``, ``12,5 Punkte``)."""
        return [self.info.payment_text(self._table, units, lang) for units in self.balance]


def _table_of(state: Any) -> tuple[Any, Any]:
    """What makes a round one of a table: its game and its ruleset as its record says them (options included)."""
    record = state.record()
    return record.get("game"), record.get("ruleset")
