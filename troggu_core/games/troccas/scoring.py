"""The end of a round (spec §5, §6, §8): Narr exchange, Matsch transfer, counting in fours, targets, payments.

>>> from .state import TroccasState
>>> st = TroccasState.new("surselva", 3, seed=2)
>>> from .bots import RandomBot, play_out
>>> r = score(play_out(st, [RandomBot(s) for s in range(3)]))
>>> sum(r["points"]), sum(r["payments"]), r["targets"][st.dealer]
(130, 0, 43)
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping

from ...kernel.codes import FOOL
from ...kernel.counting import count_in_groups
from .cards import EMPTY_MASK, VALUES, code
from .rulesets import Ruleset

if TYPE_CHECKING:
    from .state import TroccasState

__all__ = ["score", "pile_points", "reach", "outcome", "TARGETS"]

_FOOL_BIT = 1 << FOOL


def pile_points(face: int, size: int) -> int:
    """count.fours: a pile of ``size`` cards with face total ``face``: F − 3⌊m/4⌋ − max(0, m mod 4 − 1)."""
    return count_in_groups(face, size, 4)


def _face(mask: int) -> int:
    total = 0
    while mask:
        low = mask & -mask
        total += VALUES[low.bit_length() - 1]
        mask ^= low
    return total


def TARGETS(players: int, dealer: int, rs: Ruleset | None = None) -> list[int]:
    """score.targets per party (aligned with the parties in normal form), as the ruleset ``rs`` sets them (S's
    without one: :meth:`.rulesets.Ruleset.targets`)."""
    return (rs or Ruleset("surselva")).targets(players, dealer)


def score(st: "TroccasState") -> dict[str, Any]:
    """The result keys of a finished round."""
    n = st.players
    party_of = st.party_of
    teams = st.teams
    credited = _credited(st)
    won_parties = {party_of[w] for w in st.winners}
    matsch = won_parties.pop() if len(won_parties) == 1 else None
    skat_mask = 0
    for c in st.skat:
        skat_mask |= 1 << c
    skat_to = _skat_to(st, matsch)
    narr = _narr(st, credited, matsch, skat_mask)
    points = [_face(m) for m in credited]
    sizes = [bin(m).count("1") for m in credited]
    skat_face = _face(skat_mask)
    if skat_to is not None:
        points[skat_to] += skat_face
        sizes[skat_to] += st.skat_size
    party_points, skat_points = _party_points(st, points, sizes, skat_face)
    targets = TARGETS(n, st.dealer, st.rs)
    party_balance = [p - t for p, t in zip(party_points, targets)]
    balance = [party_balance[party_of[s]] for s in range(n)]
    return {
        "game": "troccas",
        "teams": [list(p) for p in teams],
        "leader": (st.dealer + 1) % n,
        "trick_winners": list(st.winners),
        "points": points,
        "party_points": party_points,
        "targets": targets,
        "party_balance": party_balance,
        "balance": balance,
        "payments": _payments(n, balance),
        "matsch": matsch,
        "narr": narr,
        "skat_to": skat_to,
        "skat_points": skat_points,
        "jack_demands": [{"king": code(k), "trick": t, "jack_holder": h} for k, t, h in st.demands],
        "tricks": [[code(c) for c in t] for t in st.tricks],
        "options": st.rs.echo(),
        "dealer": st.dealer,
        "skat": [code(c) for c in st.skat],
    }


def _credited(st: "TroccasState") -> list[int]:
    """Each seat's won cards as a mask (before the Narr exchange and the skat)."""
    credited = [0] * st.players
    for cards, w in zip(st.tricks, st.winners):
        for c in cards:
            credited[w] |= 1 << c
    return credited


def _after(st: "TroccasState", start: int, want_in: bool, party: int) -> int:
    """The first seat after ``start`` (clockwise, ``start`` itself last) in ``party`` (``want_in``) or not in it."""
    n = st.players
    for off in range(1, n + 1):
        s = (start + off) % n
        if (st.party_of[s] == party) == want_in:
            return s
    raise AssertionError("no such seat")  # pragma: no cover


def _skat_to(st: "TroccasState", matsch: int | None) -> int | None:
    """The seat the skat is counted for: the Skatist, or after a Matsch the seat the ruleset's matsch_cards names;
    None without a skat, or when 3 or 5 players count it for nobody."""
    rs = st.rs
    if not st.skat_size or (st.players % 2 and rs.skat_3_5 == "nobody"):
        return None
    dealer_party = st.party_of[st.dealer]
    if matsch is not None:
        if rs.matsch_cards == "matsch_party" and dealer_party != matsch:
            return _after(st, st.dealer, True, matsch)
        if rs.matsch_cards == "other_party" and dealer_party == matsch:
            return _after(st, st.dealer, False, matsch)
    return st.dealer


def _narr(st: "TroccasState", credited: list[int], matsch: int | None, skat_mask: int) -> dict[str, Any]:
    """The Narr's fate (the ``narr`` result key): in the skat, kept by its party, exchanged for an empty card (or not
    exchanged, no empty card), or moved by a Matsch; ``credited`` is changed to match."""
    if skat_mask & _FOOL_BIT:
        return {"player": None, "trick": None, "winner": None, "outcome": "in_skat"}
    narr: dict[str, Any] = {"player": None, "trick": None, "winner": None, "outcome": "in_skat"}
    for t, cards in enumerate(st.tricks):
        if FOOL in cards:
            o = (st.leaders[t] + cards.index(FOOL)) % st.players
            narr = {"player": o, "trick": t, "winner": st.winners[t], "outcome": "own_party"}
            break
    o, w = narr["player"], narr["winner"]
    assert isinstance(o, int) and isinstance(w, int)
    po = st.party_of[o]
    if matsch is None:
        if st.party_of[w] != po:
            narr["outcome"] = _exchange(st, credited, o, w)
    elif st.rs.matsch_cards == "matsch_party":
        if po != matsch:
            narr["outcome"] = "matsch"
    else:
        narr["outcome"] = "matsch"
        to = o if po != matsch else _after(st, o, False, matsch)
        credited[w] ^= _FOOL_BIT
        credited[to] |= _FOOL_BIT
    return narr


def _exchange(st: "TroccasState", credited: list[int], o: int, w: int) -> str:
    """The Narr of seat ``o`` won by seat ``w`` of the other party goes back to ``o``, and the first seat of ``o``'s
    party from ``o`` on with an empty card gives ``w`` its lowest one: "exchanged", else "not_exchanged"."""
    po = st.party_of[o]
    for off in range(st.players):
        giver = (o + off) % st.players
        if st.party_of[giver] == po and credited[giver] & EMPTY_MASK:
            empties = credited[giver] & EMPTY_MASK
            e = empties & -empties
            credited[giver] ^= e
            credited[w] = (credited[w] ^ _FOOL_BIT) | e
            credited[o] |= _FOOL_BIT
            return "exchanged"
    return "not_exchanged"


def _party_points(st: "TroccasState", points: list[int], sizes: list[int], skat_face: int) -> tuple[list[int], int]:
    """Each party's counted points and the skat's points: with 4 or 6 players the smaller pile is counted in fours
    and the other party has the rest of 72; with 3 or 5 each seat's face points."""
    if st.players in (4, 6):
        face = [sum(points[s] for s in p) for p in st.teams]
        size = [sum(sizes[s] for s in p) for p in st.teams]
        small = 0 if size[0] <= size[1] else 1
        counted = pile_points(face[small], size[small])
        party_points = [counted, 72 - counted] if small == 0 else [72 - counted, counted]
        return party_points, skat_face - 1 if st.players == 4 else 0
    return list(points), skat_face


def _payments(n: int, balance: list[int]) -> list[int]:
    """Each seat's payment: its balance with 4 or 6 players; with 3 or 5, against each other seat (n*b - total)."""
    if n in (4, 6):
        return list(balance)
    total = sum(balance)
    return [n * b - total for b in balance]


def reach(result: Mapping[str, Any], seat: int) -> tuple[float, int, str] | None:
    """What ``seat``'s party reached (``GameInfo.reach``): its card points against its target; ``None`` where the
    result names no parties or ``seat`` is in none.

    >>> reach({"teams": [[0, 2], [1, 3]], "party_points": [46, 26], "targets": [36, 36]}, 3)
    (26.0, 36, 'side')
    """
    teams, party, targets = result.get("teams"), result.get("party_points"), result.get("targets")
    if isinstance(teams, list) and isinstance(party, list) and isinstance(targets, list):
        team = next((i for i, t in enumerate(teams) if seat in t), None)
        return (float(party[team]), int(targets[team]), "side") if team is not None else None
    return None


def outcome(result: Mapping[str, Any]) -> str:
    """A round's outcome (``GameInfo.outcome``): ``matsch`` where one party took every trick, whichever, else
    ``round``.

    >>> outcome({"matsch": 0}), outcome({"matsch": None})
    ('matsch', 'round')
    """
    return "matsch" if result.get("matsch") is not None else "round"
