"""The parties (spec §2 teams.*): alone with 3/5 players, two parties with 4/6, from `teams`, `draw` or seating.

>>> resolve(4, None, ["XX", "III", "V", "II"], "as_drawn")
([[0, 2], [1, 3]], [19, 2, 4, 1])
>>> resolve(6, None, None, "alternate")[0]
[[0, 2, 4], [1, 3, 5]]
>>> resolve(3, None, None, "alternate")[0]
[[0], [1], [2]]
"""

from __future__ import annotations

from typing import Any

from ...errors import NotationError, RecordError
from ...i18n import N_, Msg, Seat, seat_range, verbatim
from .cards import parse

__all__ = ["alternate", "resolve", "normal_form", "parties_in_words"]


def alternate(players: int) -> list[list[int]]:
    """The alternate seats: ``[[0, 2], [1, 3]]`` / ``[[0, 2, 4], [1, 3, 5]]``; singletons with 3/5 players."""
    if players % 2:
        return [[s] for s in range(players)]
    return [list(range(0, players, 2)), list(range(1, players, 2))]


def normal_form(parties: list[list[int]]) -> list[list[int]]:
    """Each party sorted, the parties ordered by their lowest seat."""
    return sorted((sorted(p) for p in parties), key=lambda p: p[0])


def parties_in_words(parties: list[list[int]]) -> Msg:
    """Two parties as a person reads them, seats counted from 1: ``seats 1, 3 against seats 2, 4``.

    >>> parties_in_words([[0, 2], [1, 3]]).render("de")
    'Plätze 1, 3 gegen Plätze 2, 4'
    """
    a, b = parties
    return Msg(N_("seats {a} against seats {b}"), a=[Seat(s) for s in a], b=[Seat(s) for s in b])


def _seat(v: Any, players: int) -> bool:
    return isinstance(v, int) and not isinstance(v, bool) and 0 <= v < players


def resolve(players: int, teams: Any, draw: Any, seating: str) -> tuple[list[list[int]], list[int] | None]:
    """Check ``teams`` and ``draw`` (validation step 4) and return (parties in normal form, drawn indices).

    Raises:
        RecordError: ``teams.alone``, ``teams.shape``, ``teams.draw`` or ``teams.seating``.
    """
    if players % 2:
        _check_alone(players, teams, draw)
        return alternate(players), None
    parties = None if teams is None else _teams(players, teams)
    drawn: list[int] | None = None
    if draw is not None:
        drawn = _drawn(players, draw)
        from_draw = _parties_of_draw(players, drawn)
        if parties is not None and parties != from_draw:
            raise RecordError(
                "teams.draw",
                "the teams ({teams}) disagree with the draw, which gives {drawn}",
                "teams",
                teams=parties_in_words(parties),
                drawn=parties_in_words(from_draw),
            )
        parties = from_draw
    if parties is None:
        parties = alternate(players)
    if seating == "alternate" and parties != alternate(players):
        raise RecordError(
            "teams.seating",
            "with seating 'alternate' partners sit alternately: the parties must be {want}, not {got}",
            "teams" if teams is not None else "draw",
            want=parties_in_words(alternate(players)),
            got=parties_in_words(parties),
        )
    return parties, drawn


def _check_alone(players: int, teams: Any, draw: Any) -> None:
    """With 3 or 5 players: ``teams`` null or the singletons, no ``draw``."""
    if teams is not None:
        ok = (
            isinstance(teams, list)
            and len(teams) == players
            and all(isinstance(p, list) and len(p) == 1 and _seat(p[0], players) for p in teams)
            and len({p[0] for p in teams}) == players
        )
        if not ok:
            raise RecordError(
                "teams.alone",
                "with {players} players everybody plays alone: teams must be null or [[0], [1], ...], each of seats {first} to {last} alone (counted from 0: 0 to {top})",
                "teams",
                players=players,
                **seat_range(players),
            )
    if draw is not None:
        raise RecordError(
            "teams.alone", "with {players} players there is no draw for partners", "draw", players=players
        )


def _teams(players: int, teams: Any) -> list[list[int]]:
    """With 4 or 6 players: ``teams`` as two parties of half the seats, every seat once, in normal form."""
    half = players // 2
    ok = (
        isinstance(teams, list)
        and len(teams) == 2
        and all(isinstance(p, list) and len(p) == half and all(_seat(s, players) for s in p) for p in teams)
    )
    if not ok or len({s for p in teams for s in p}) != players:
        raise RecordError(
            "teams.shape",
            "teams must be two lists of {half} seats, together each of seats {first} to {last} exactly once (counted from 0: 0 to {top})",
            "teams",
            half=half,
            **seat_range(players),
        )
    return normal_form(teams)


def _drawn(players: int, draw: Any) -> list[int]:
    """The tarock (I-XXI) each seat drew, each once, as card indices."""
    if not isinstance(draw, list) or len(draw) != players:
        raise RecordError(
            "teams.draw", "draw must be a list of {players} tarocks, one per seat", "draw", players=players
        )
    drawn: list[int] = []
    for i, c in enumerate(draw):
        try:
            idx = parse(c)
        except NotationError as e:
            raise RecordError("teams.draw", e.msgid, f"draw[{i}]", **e.params) from None
        if idx >= 21:
            raise RecordError(
                "teams.draw",
                "seat {seat} drew {card}: only a tarock I-XXI decides the parties",
                f"draw[{i}]",
                seat=Seat(i),
                card=verbatim(c),
            )
        if idx in drawn:
            raise RecordError("teams.draw", "{card} is drawn twice", f"draw[{i}]", card=verbatim(c))
        drawn.append(idx)
    return drawn


def _parties_of_draw(players: int, drawn: list[int]) -> list[list[int]]:
    """The parties the draw gives: the lower half of the drawn tarocks against the upper, in normal form."""
    low = sorted(range(players), key=lambda s: drawn[s])[: players // 2]
    return normal_form([low, [s for s in range(players) if s not in low]])
