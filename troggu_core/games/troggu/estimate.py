"""Troggu's "what are my chances": Monte Carlo over the unseen cards with heuristic bots.

>>> import troggu_core as tg
>>> g = tg.Game.new("visp", 4, seed=7)
>>> chances = estimate_contract(g, g.to_move, "normal", samples=20, seed=1)
>>> sorted(chances), 0.0 <= chances["win"] <= 1.0
(['declarer_is_you', 'draw', 'mean', 'mean_payment', 'paid', 'points', 'talon', 'talon_to', 'target', 'win'], True)
"""

from __future__ import annotations

import random
from typing import Any

from .actions import Bid, Phase
from .bots import HeuristicBot, play_out
from .cards import POINTS, TROGGU_DECK, Card
from .rulesets import Ruleset
from .state import Game

__all__ = ["estimate", "estimate_contract"]


class _SeededOnUse(random.Random):
    """``random.Random(x)``, seeded only when first asked for a number (the same numbers).

    A heuristic bot draws only to decide a schgüsieru, so most completions never touch their
    bots' generators, and seeding one costs about as much as playing a trick.
    """

    def __init__(self, x: int) -> None:  # noqa: D107 - seeding waits for the first draw
        self._x = x
        self._seeded = False

    def _seed_now(self) -> None:
        self._seeded = True
        self.seed(self._x)
        self.gauss_next = None

    def random(self) -> float:
        if not self._seeded:
            self._seed_now()
        return super().random()

    def getrandbits(self, k: int) -> int:
        if not self._seeded:
            self._seed_now()
        return super().getrandbits(k)


def estimate(
    rs: Ruleset,
    hands: list[list[Card]],
    tapp: list[Card],
    dealer: int,
    seat: int,
    samples: int,
    seed: int,
    bids: tuple[Bid, ...] = (Bid.NORMAL, Bid.SOLO),
    before: tuple[Bid, ...] = (),
) -> dict[str, Any]:
    """The chances of ``seat``'s hand as Tappist and as Solist (and when it passes).

    Every sample keeps ``seat``'s hand, redeals all other cards (other hands and Tapp) at random,
    replays the bids said ``before``, lets ``seat`` say normal (resp. solo) while everyone else passes, and
    lets heuristic bots play the game out; when ``seat`` passes, the bots bid on for the others as they
    would. Returns per bid: how often ``seat``'s side won (``win``; ``draw``), whether ``seat`` was the declarer in
    every deal (``declarer_is_you``), the mean payment in payment units (``mean``, ``paid`` deal by deal) and in the
    game's own unit, Rappen (``mean_payment``, every game's key) and, over the deals where ``seat`` was the declarer, its side's card
    points (``points``) against the 58 it needs (``target``), and what the Tapp of the deals holds (``talon``, card
    points, their mean), which counts for the declarer in a normal game and in a solo alike (rules
    ``exchange.points``, ``exchange.solo``: ``talon_to`` is ``you``; the bid hint says it).
    ``samples`` completions are played for each bid: ``len(bids) * samples`` games in all.
    The same ``seed`` gives the same answer in CPython and in Pyodide.

    What it measures: the chances when every seat is played by :class:`~troggu_core.games.troggu.bots.HeuristicBot`
    (the same bot, with the same decisions, as everywhere else) and the unseen cards are dealt
    at random; not the chances against human players. A win rate from ``samples`` games has a
    standard error of at most ``0.5 / sqrt(samples)`` (0.05 with 100 samples). Speed: about
    0.3 ms a completion in CPython, 0.5 ms in Pyodide (``python bench/engine.py``,
    ``node bench/pyodide_engine.mjs``).

    Raises:
        NotationError: hands and Tapp are not a deal of ``rs`` (rule ``record.deal``).
    """
    rng = random.Random(seed)
    dealt = Game(rs, hands, tapp, dealer)  # checks the deal once; every sample deals the same 62 cards
    mine = dealt.hands0[seat]
    unknown = [c.index for c in TROGGU_DECK if not (mine >> c.index) & 1]
    sizes = [h.bit_count() for h in dealt.hands0]
    players = len(sizes)
    out: dict[str, Any] = {"samples": samples}
    for bid in bids:
        wins = draws = 0
        rappen = 0
        declarer_is_me = 0
        paid: list[float] = []
        points: list[int] = []
        target = 0
        talon = 0
        for _ in range(samples):
            pool = unknown[:]
            rng.shuffle(pool)
            masks = []
            k = 0
            for s in range(players):
                if s == seat:
                    masks.append(mine)
                    continue
                m = 0
                for c in pool[k : k + sizes[s]]:
                    m |= 1 << c
                masks.append(m)
                k += sizes[s]
            rest = 0
            for c in pool[k:]:
                rest |= 1 << c
                talon += POINTS[c]
            g = Game.__new__(Game)
            g._setup(rs, masks, rest, dealer)  # as Game.new: a permutation of a checked deal needs no checks
            for said in before:
                g.push(said)
            while g.phase is Phase.AUCTION:
                if g.to_move == seat:
                    g.push(bid)
                    if bid is Bid.PASS:
                        break  # the others bid on as the bots would
                else:
                    g.push(Bid.PASS)
            # Integer seeds: a float seed is hashed, and hashes differ between 64-bit CPython and
            # 32-bit WebAssembly; an integer seeds the same generator in the page and in Python.
            bots = [HeuristicBot(_SeededOnUse(rng.getrandbits(64))) for _ in range(players)]
            play_out(g, bots)
            r = g.outcome()
            mine_side = g.side_of(seat)
            declarer_is_me += g.declarer == seat
            rappen += r.rappen[seat]
            paid.append(float(r.payments[seat]))
            if g.declarer == seat and r.declarer_points is not None and r.opponents_points is not None:
                points.append(r.declarer_points)
                target = (r.declarer_points + r.opponents_points) // 2 + 1
            if r.winner == "draw":
                draws += 1
            elif r.winner is not None and (r.winner == "declarer") == (g.declarer in mine_side):
                wins += 1
            elif r.winner is None and paid[-1] > 0:  # a misere: the seat's side won when it is paid
                wins += 1
        out[bid.value] = {
            "win": wins / samples,
            "draw": draws / samples,
            "mean_payment": rappen / samples,
            "declarer_is_you": declarer_is_me == samples,
            "mean": sum(paid) / samples,
            "paid": paid,
            "points": sum(points) / len(points) if points else None,
            "target": target or None,
            "talon": talon / samples,
            "talon_to": "you",
        }
    return out


def estimate_contract(state: Game, seat: int, contract: str, samples: int, seed: int) -> dict[str, Any]:
    """The chances of ``seat``'s hand in ``state`` for one bid (``normal``, ``solo`` or ``pass``), the registry's
    way of asking (:func:`estimate` for that bid alone, after the bids ``state`` has heard; the same deals for
    every bid of the same ``seed``).

    Raises:
        NotationError: ``contract`` is no bid (rule ``notation.action``).
    """
    bid = Bid.parse(contract)
    hands = [[Card.from_index(i) for i in range(78) if (state.hands0[s] >> i) & 1] for s in range(state.players)]
    tapp = [c for c in TROGGU_DECK if (state.tapp0 >> c.index) & 1]
    heard = tuple(state.bids) if state.phase is Phase.AUCTION else ()
    out: dict[str, Any] = estimate(
        state.ruleset, hands, tapp, state.dealer, seat, samples, seed, bids=(bid,), before=heard
    )[bid.value]
    return out
