"""The "what are my chances" estimate: Monte Carlo over the unseen cards with heuristic bots.

>>> from .state import FrenchTarot
>>> g = FrenchTarot.new("fft", seed=3)
>>> 0.0 <= estimate(g, 1, "prise", samples=4, seed=1) <= 1.0
True
>>> sorted(chances(g, 1, "pass", samples=2, seed=1))
['declarer_is_you', 'draw', 'mean', 'mean_payment', 'paid', 'points', 'talon', 'talon_to', 'target', 'win']
"""

from __future__ import annotations

import random
from typing import Any

from ...errors import IllegalActionError
from ...i18n import Seat, verbatim
from ...kernel.tricks import mask_of
from .bots import HeuristicBot, play_out
from .cards import half_points, has_petit_sec, sort_key
from .contracts import CONTRACT_ROWS, CONTRACTS
from .state import FrenchTarot

__all__ = ["estimate", "chances"]


def estimate(state: FrenchTarot, seat: int, contract: str, samples: int = 100, seed: int = 0) -> float:
    """How often ``seat`` wins ``contract`` as taker: the fraction of ``samples`` deals won (:func:`chances`)."""
    return float(chances(state, seat, contract, samples, seed)["win"])


def chances(state: FrenchTarot, seat: int, contract: str, samples: int = 100, seed: int = 0) -> dict[str, Any]:
    """What ``seat``'s hand brings if it says ``contract`` (or ``pass``) now: how often its side wins (``win``; a
    round is never drawn, ``draw`` is 0), whether it was the taker in every deal (``declarer_is_you``), its mean
    payment (``mean``, ``paid`` deal by deal; ``mean_payment`` in the game's own unit, points, every game's key) and, over the deals it played as taker, its card points
    (``points``) against the target of the bouts it ended with (``target``, their mean, rounded); and what the dog
    of the deals holds (``talon``, card points, their mean) and whose its points are under ``contract`` (``talon_to``:
    ``you`` where the taker takes or keeps it, ``others`` in a garde contre, rule ``dog.garde-contre``; ``None`` for
    a pass).

    Each sample keeps what ``seat`` knows -- its dealt hand, and the dog when the round's contract already
    showed it (prise/garde) -- and deals the other cards at random (no petit sec, since the deal was not
    annulled). The bids already said are said again, ``seat`` then bids ``contract``, the others pass (when
    ``seat`` passes, they bid on as the bot would), and :class:`~.bots.HeuristicBot` plays every seat. Seeded:
    the same arguments give the same answer, and every contract of one ``seed`` the same deals. The standard
    error of ``win`` is at most 0.5 / sqrt(samples).
    """
    if contract not in CONTRACTS and contract != "pass":
        raise IllegalActionError("auction.contracts", "{contract!r} is not a contract", contract=verbatim(contract))
    if not 0 <= seat < 3 or samples < 1:
        raise IllegalActionError("game.phase", "seat is 0..2 and samples at least 1")
    mine = list(state.hands0[seat])
    saves = state.rs.excuse_saves_petit
    if has_petit_sec(mask_of(mine), saves):
        raise IllegalActionError(
            "deal.petit-sec", "seat {seat} has the petit sec: the deal is annulled", seat=Seat(seat)
        )
    dog_known = state.contract in ("prise", "garde") and len(state.auction) == 3
    fixed_dog = list(state.dog) if dog_known else None
    heard = list(state.auction) if len(state.auction) < 3 else []
    known = set(mine) | set(fixed_dog or ())
    pool0 = [c for c in range(78) if c not in known]
    rng = random.Random(seed)
    wins = 0
    taker = 0
    paid: list[float] = []
    points: list[float] = []
    targets: list[int] = []
    talon = 0
    for _ in range(samples):
        game = _deal(state, seat, mine, fixed_dog, pool0, rng)
        talon += half_points(mask_of(game.dog))
        if game.is_over:
            paid.append(0.0)
            continue
        said = heard + [contract]
        while game._phase == "auction" and said:
            game.push(said.pop(0) if said else "pass")
        while game._phase == "auction" and contract != "pass":
            game.push("pass")
        bots = [HeuristicBot(rng.getrandbits(32)) for _ in range(3)]
        play_out(game, bots)
        result = game.result()
        pay = float(result["payments"][seat])
        paid.append(pay)
        if result.get("taker") == seat:
            taker += 1
            wins += bool(result["won"])
            if result.get("taker_points") is not None and result.get("target"):
                points.append(float(result["taker_points"]))
                targets.append(int(result["target"]))
        elif pay > 0:
            wins += 1
    return {
        "win": wins / samples,
        "draw": 0.0,
        "declarer_is_you": taker == samples,
        "mean": sum(paid) / samples,
        "mean_payment": sum(paid) / samples * state.rs.payment_unit,
        "paid": paid,
        "points": sum(points) / len(points) if points else None,
        "target": round(sum(targets) / len(targets)) if targets else None,
        "talon": talon / 2 / samples,
        "talon_to": _talon_to(contract),
    }


def _talon_to(contract: str) -> str | None:
    """Whose the dog's points are under ``contract``: ``you`` where the taker takes or keeps it (rules
    ``dog.prise-garde``, ``dog.garde-sans``), ``others`` in a garde contre (``dog.garde-contre``), ``None`` for a
    pass."""
    if contract == "pass":
        return None
    return "others" if CONTRACT_ROWS[contract].talon == "to_defence" else "you"


def _deal(
    state: FrenchTarot, seat: int, mine: list[int], fixed_dog: list[int] | None, pool0: list[int], rng: random.Random
) -> FrenchTarot:
    """One deal of the cards ``seat`` cannot place (no petit sec in another hand, at most 100 tries)."""
    saves = state.rs.excuse_saves_petit
    hands: list[list[int]] = []
    dog: list[int] = []
    for _try in range(100):
        pool = pool0[:]
        rng.shuffle(pool)
        hands = []
        k = 0
        for s in range(3):
            if s == seat:
                hands.append(mine)
            else:
                hands.append(sorted(pool[k : k + 24], key=sort_key))
                k += 24
        dog = fixed_dog if fixed_dog is not None else pool[k : k + 6]
        if not any(has_petit_sec(mask_of(h), saves) for h in hands):
            break
    return FrenchTarot(state.rs, hands, dog, state.dealer)


_: Any = None
