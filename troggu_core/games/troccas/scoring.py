"""The end of a round (spec §5, §6, §8): Narr exchange, Matsch transfer, counting in fours, targets, payments.

>>> from .state import TroccasState
>>> st = TroccasState.new("surselva", 3, seed=2)
>>> from .bots import RandomBot, play_out
>>> r = score(play_out(st, [RandomBot(s) for s in range(3)]))
>>> sum(r["points"]), sum(r["payments"]), r["targets"][st.dealer]
(130, 0, 43)
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...kernel.codes import FOOL
from ...kernel.counting import count_in_groups
from .cards import EMPTY_MASK, VALUES, code

if TYPE_CHECKING:
    from .state import TroccasState

__all__ = ["score", "pile_points", "TARGETS"]

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


def TARGETS(players: int, dealer: int) -> list[int]:
    """score.targets per party (aligned with the parties in normal form)."""
    if players in (4, 6):
        return [36, 36]
    normal, skatist = (42, 43) if players == 3 else (25, 27)
    return [skatist if s == dealer else normal for s in range(players)]


def score(st: "TroccasState") -> dict[str, Any]:
    """The result keys of a finished round."""
    n = st.players
    rs = st.rs
    party_of = st.party_of
    teams = st.teams
    credited = [0] * n
    for cards, w in zip(st.tricks, st.winners):
        for c in cards:
            credited[w] |= 1 << c
    won_parties = {party_of[w] for w in st.winners}
    matsch = won_parties.pop() if len(won_parties) == 1 else None

    def after(start: int, want_in: bool, party: int) -> int:
        for off in range(1, n + 1):
            s = (start + off) % n
            if (party_of[s] == party) == want_in:
                return s
        raise AssertionError("no such seat")  # pragma: no cover

    # the skat
    skat_mask = 0
    for c in st.skat:
        skat_mask |= 1 << c
    skat_to: int | None = None
    if st.skat_size and not (n % 2 and rs.skat_3_5 == "nobody"):
        skat_to = st.dealer
        if matsch is not None:
            if rs.matsch_cards == "matsch_party" and party_of[st.dealer] != matsch:
                skat_to = after(st.dealer, True, matsch)
            elif rs.matsch_cards == "other_party" and party_of[st.dealer] == matsch:
                skat_to = after(st.dealer, False, matsch)
    # the Narr
    narr: dict[str, Any] = {"player": None, "trick": None, "winner": None, "outcome": "in_skat"}
    if not skat_mask & _FOOL_BIT:
        for t, cards in enumerate(st.tricks):
            if FOOL in cards:
                o = (st.leaders[t] + cards.index(FOOL)) % n
                w = st.winners[t]
                narr = {"player": o, "trick": t, "winner": w, "outcome": "own_party"}
                break
        o, w = narr["player"], narr["winner"]
        assert isinstance(o, int) and isinstance(w, int)
        po = party_of[o]
        if matsch is None:
            if party_of[w] != po:
                giver = None
                for off in range(n):
                    s = (o + off) % n
                    if party_of[s] == po and credited[s] & EMPTY_MASK:
                        giver = s
                        break
                if giver is None:
                    narr["outcome"] = "not_exchanged"
                else:
                    empties = credited[giver] & EMPTY_MASK
                    e = empties & -empties
                    credited[giver] ^= e
                    credited[w] = (credited[w] ^ _FOOL_BIT) | e
                    credited[o] |= _FOOL_BIT
                    narr["outcome"] = "exchanged"
        elif rs.matsch_cards == "matsch_party":
            if po != matsch:
                narr["outcome"] = "matsch"
        else:
            narr["outcome"] = "matsch"
            to = o if po != matsch else after(o, False, matsch)
            credited[w] ^= _FOOL_BIT
            credited[to] |= _FOOL_BIT
    points = [_face(m) for m in credited]
    sizes = [bin(m).count("1") for m in credited]
    skat_face = _face(skat_mask)
    if skat_to is not None:
        points[skat_to] += skat_face
        sizes[skat_to] += st.skat_size
    if n in (4, 6):
        face = [sum(points[s] for s in p) for p in teams]
        size = [sum(sizes[s] for s in p) for p in teams]
        small = 0 if size[0] <= size[1] else 1
        counted = pile_points(face[small], size[small])
        party_points = [counted, 72 - counted] if small == 0 else [72 - counted, counted]
        skat_points = skat_face - 1 if n == 4 else 0
    else:
        party_points = list(points)
        skat_points = skat_face
    targets = TARGETS(n, st.dealer)
    party_balance = [p - t for p, t in zip(party_points, targets)]
    balance = [party_balance[party_of[s]] for s in range(n)]
    if n in (4, 6):
        payments = list(balance)
    else:
        total = sum(balance)
        payments = [n * b - total for b in balance]
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
        "payments": payments,
        "matsch": matsch,
        "narr": narr,
        "skat_to": skat_to,
        "skat_points": skat_points,
        "jack_demands": [{"king": code(k), "trick": t, "jack_holder": h} for k, t, h in st.demands],
        "tricks": [[code(c) for c in t] for t in st.tricks],
        "options": st.rs.options(),
        "dealer": st.dealer,
        "skat": [code(c) for c in st.skat],
    }
