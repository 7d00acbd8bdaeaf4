"""A Troccas session (S14): four rounds, totals per seat, winners; the debt packets of S7 (spec §6).

>>> from .bots import random_record
>>> out = session([random_record("surselva", 4, s, dealer=s % 4) for s in range(4)])
>>> len(out["rounds"]), sum(out["totals"]["payments"])
(4, 0)
"""

from __future__ import annotations

from typing import Any

from ...errors import RecordError
from ...i18n import Msg, verbatim
from ...kernel.sessions import in_round, read_rounds
from .record import from_json
from .state import TroccasState

__all__ = ["session", "ROUNDS"]

ROUNDS = 4


def _fail(k: int, rule_id: str, why: Msg, where: str | None = None) -> RecordError:
    """Round ``k``'s error (``why``, said in the reader's language) pointed at ``rounds[k]``."""
    return in_round(RecordError(rule_id, why.msgid, where, **why.params), k)


def _read(rec: Any) -> tuple[TroccasState, dict[str, Any]]:
    state = from_json(rec)
    return state, state.result()


def session(records: Any) -> dict[str, Any]:
    """Check four round records as one session and return the rounds' results, totals and winners.

    Raises:
        RecordError: a round's own error (its message prefixed with ``round k:``), or ``session.rounds`` /
        ``session.debt_packets``.
    """
    if not isinstance(records, list) or len(records) != ROUNDS:
        got = len(records) if isinstance(records, list) else verbatim(type(records).__name__)
        raise RecordError(
            "session.rounds", "a session has {rounds} rounds, not {got}", "rounds", rounds=ROUNDS, got=got
        )
    read = read_rounds(records, _read)
    states = [st for st, _ in read]
    results = [res for _, res in read]
    first = states[0]
    for k, st in enumerate(states[1:], 1):
        if st.players != first.players:
            raise _fail(
                k,
                "session.rounds",
                Msg("{players} players, round 1 had {first}", players=st.players, first=first.players),
                "players",
            )
        if st.rs != first.rs:
            raise _fail(k, "session.rounds", Msg("another ruleset or other options than round 1"), "ruleset")
        if st.teams != first.teams:
            raise _fail(
                k,
                "session.rounds",
                Msg(
                    "the parties {teams} differ from round 1's {first}",
                    teams=verbatim(st.teams, 80),
                    first=verbatim(first.teams, 80),
                ),
                "teams",
            )
    if first.players == 4:
        for k, st in enumerate(states):
            pk = st.packets
            if pk is None or pk == (6, 6, 7):
                continue
            if k == 0:
                raise _fail(
                    k,
                    "session.debt_packets",
                    Msg(
                        "packets {packets} need a debt in the round before; the first round is dealt 6, 6, 7",
                        packets=verbatim(list(pk)),
                    ),
                    "packets",
                )
            need = st.rs.debt_needed(tuple(pk))
            worst = min(results[k - 1]["party_balance"])
            if worst > -need:
                raise _fail(
                    k,
                    "session.debt_packets",
                    Msg(
                        "packets {packets} need a party with {need} or more points "
                        "of debt in round {round}; the largest debt was {debt}",
                        packets=verbatim(list(pk)),
                        need=need,
                        round=k,
                        debt=max(0, -worst),
                    ),
                    "packets",
                )
    n = first.players
    payments = [sum(r["payments"][s] for r in results) for s in range(n)]
    balance = [sum(r["balance"][s] for r in results) for s in range(n)]
    winners = [s for s in range(n) if balance[s] > 0]
    return {
        "game": "troccas",
        "rounds": results,
        "totals": {"payments": payments, "balance": balance},
        "payments": payments,
        "balance": balance,
        "winners": winners,
        "teams": [list(p) for p in first.teams],
    }
