"""The "what are my chances" estimate: Monte Carlo over the unseen cards with heuristic bots.

>>> from .state import FrenchTarot
>>> g = FrenchTarot.new("fft", seed=3)
>>> 0.0 <= estimate(g, 1, "prise", samples=4, seed=1) <= 1.0
True
"""

from __future__ import annotations

import random
from typing import Any

from ...errors import IllegalActionError
from ...i18n import verbatim
from ...kernel.tricks import mask_of
from .bots import HeuristicBot, play_out
from .cards import has_petit_sec, sort_key
from .contracts import CONTRACTS
from .state import FrenchTarot

__all__ = ["estimate"]


def estimate(state: FrenchTarot, seat: int, contract: str, samples: int = 100, seed: int = 0) -> float:
    """How often ``seat`` wins ``contract`` as taker: the fraction of ``samples`` deals won.

    Each sample keeps what ``seat`` knows -- its dealt hand, and the dog when the round's contract already
    showed it (prise/garde) -- and deals the other cards at random (no petit sec, since the deal was not
    annulled). ``seat`` then bids ``contract``, the others pass, and :class:`~.bots.HeuristicBot` plays every
    seat. Seeded: the same arguments give the same answer. The standard error is at most 0.5 / sqrt(samples).
    """
    if contract not in CONTRACTS:
        raise IllegalActionError("auction.contracts", "{contract!r} is not a contract", contract=verbatim(contract))
    if not 0 <= seat < 3 or samples < 1:
        raise IllegalActionError("game.phase", "seat is 0..2 and samples at least 1")
    mine = list(state.hands0[seat])
    saves = state.rs.excuse_saves_petit
    if has_petit_sec(mask_of(mine), saves):
        raise IllegalActionError("deal.petit-sec", "seat {seat} has the petit sec: the deal is annulled", seat=seat)
    dog_known = state.contract in ("prise", "garde") and len(state.auction) == 3
    fixed_dog = list(state.dog) if dog_known else None
    known = set(mine) | set(fixed_dog or ())
    pool0 = [c for c in range(78) if c not in known]
    rng = random.Random(seed)
    dealer = state.dealer
    wins = 0
    for _ in range(samples):
        for _try in range(100):
            pool = pool0[:]
            rng.shuffle(pool)
            hands: list[list[int]] = []
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
        game = FrenchTarot(state.rs, hands, dog, dealer)
        if game.is_over:
            continue
        for i in range(3):
            game.push(contract if (dealer + 1 + i) % 3 == seat else "pass")
        bots = [HeuristicBot(rng.getrandbits(32)) for _ in range(3)]
        play_out(game, bots)
        if game.result()["won"]:
            wins += 1
    return wins / samples


_: Any = None
