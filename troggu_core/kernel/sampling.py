"""Bids, calls, lay-aways and announcements by sampling: the strong bot's choice outside the card play.

A game tells what one seat knows of the deal as a :class:`SeatDeal` (built from the seat's JSON view by the
game's ``seat_deal``): the cards the seat cannot place (``pool``), how many of them each hidden place holds
(``sizes``: the other hands, the talon, whatever the game has), and ``build``, which makes a full state from the
cards dealt to those places plus everything the view shows (the seat's hand, the bids, a call, a shown talon,
the cards played) -- every game reads it as a record with its own reader. The kernel deals the pool at random
(:func:`deal`), and for each option the seat has (:func:`candidates`) plays the round out with the game's
heuristic bot in every seat, the same deals and the same bots' seeds for every option, and takes the option
with the best mean payment for the seat (:func:`option_payments`, :func:`best_option`).

A decision may think within a :class:`Work` budget (issue 36): a count of work units, never a clock, so that a
seeded game plays alike on any machine. A round played out costs :data:`ROUND_WORK` units, a deal built
:data:`BUILD_WORK`; the deals stop when the next one would overrun the budget (one deal is always weighed).

The options are the offered actions, when they are whole actions (at most :data:`OPTIONS`: the heuristic bot's
and others drawn at random by the bot's generator). A lay-away is one action of several cards
while the seat is offered the cards it may lay away: then the options are the heuristic bot's lay-away and a few
variants of it, each with one of its cards swapped for another offered card (chosen at random by the bot's
generator); a variant the rules refuse is dropped. When an offered announcement stands beside the card play
(an ``announce`` before a lead), the options are the non-card actions and the heuristic bot's card.

>>> import random
>>> table = SeatDeal(seat=0, pool=("a", "b", "c", "d", "e"), sizes=(2, 3), build=lambda places: places)
>>> deal(table, random.Random(4))
(('d', 'e'), ('a', 'c', 'b'))
>>> candidates(["pass", "solo"], "pass", ("RK",), random.Random(1))
['pass', 'solo']
>>> candidates(["RK", "R2", "B3"], "discard R2 B3", ("RK", "R2", "B3"), random.Random(1), limit=3)
['discard R2 B3', 'discard RK B3', 'discard R2 RK']
>>> candidates(["announce vole", "RK", "R2"], "R2", ("RK", "R2"), random.Random(1), card="R2")
['R2', 'announce vole']
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Callable, Sequence

from ..errors import TrogguError
from .codes import parse_code

__all__ = [
    "SeatDeal",
    "deal",
    "candidates",
    "cards_among",
    "option_payments",
    "best_option",
    "OPTIONS",
    "Work",
    "ROUND_WORK",
    "BUILD_WORK",
]

ATTEMPTS = 12
"""How often a deal the rules refuse is dealt again (a deal is refused when a seat would have had to follow a
suit it held: the cards played are replayed; about half the deals pass a few tricks into the play)."""

OPTIONS = 6
"""The most options one decision weighs (the heuristic bot's first): each costs one round played out per deal."""


ROUND_WORK = 3000
"""The work units one option's round costs (its state built from the deal, played out by the heuristic bots):
Troggu's rounds, the dearest of the family, take about 13 ms of CPython CPU on the reference machine, 3,000 units
of about 4 µs (the unit the card play's search counts: one solver node)."""

BUILD_WORK = 750
"""The work units of one deal built to see whether the rules accept it (the cards played replayed)."""


@dataclass
class Work:
    """A decision's work budget: ``limit`` units (0: none), ``spent`` so far. Counted, never timed: a seeded
    decision is the same on every machine.

    >>> w = Work(10)
    >>> w.spend(4); w.affords(6), w.affords(7)
    (True, False)
    >>> Work(0).affords(10**9)
    True
    """

    limit: int = 0
    spent: int = 0

    def spend(self, units: int) -> None:
        """Count ``units`` of work done."""
        self.spent += units

    def affords(self, units: int) -> bool:
        """Whether ``units`` more stay within the budget (always, without one)."""
        return self.limit <= 0 or self.spent + units <= self.limit


@dataclass(frozen=True)
class SeatDeal:
    """What one seat knows of the deal (see the module's docstring): ``pool`` the cards it cannot place,
    ``sizes`` how many of them each hidden place holds (in the game's order), ``build(places)`` a full state
    (a :class:`~.state.TableGame`, the seat to move) from the cards of each place; it raises a
    :class:`~troggu_core.errors.TrogguError` when the rules refuse that deal."""

    seat: int
    pool: tuple[str, ...]
    sizes: tuple[int, ...]
    build: Callable[[tuple[tuple[str, ...], ...]], Any]


def deal(table: SeatDeal, rng: random.Random) -> tuple[tuple[str, ...], ...]:
    """The pool dealt at random to the hidden places, each its size."""
    cards = list(table.pool)
    rng.shuffle(cards)
    places = []
    at = 0
    for k in table.sizes:
        places.append(tuple(cards[at : at + k]))
        at += k
    return tuple(places)


def _is_card(word: str) -> bool:
    try:
        parse_code(word)
    except (ValueError, KeyError, TrogguError):
        return False
    return True


def cards_among(legal: Sequence[str], hand: Sequence[str]) -> list[str]:
    """The offered actions that play a card of the hand."""
    return [a for a in legal if a in hand and _is_card(a)]


def candidates(
    legal: Sequence[str],
    choice: str,
    hand: Sequence[str],
    rng: random.Random,
    limit: int = OPTIONS,
    card: str | None = None,
) -> list[str]:
    """The options to weigh, the heuristic bot's ``choice`` first, at most ``limit``: the offered actions when
    they are whole actions (cards beside other actions left out, ``card`` -- the heuristic bot's card --
    standing for them); else (``choice`` a lay-away of several offered cards) the choice and variants with one
    card swapped."""
    if choice in legal:
        cards = cards_among(legal, hand)
        whole = [a for a in legal if a not in cards] if 0 < len(cards) < len(legal) else list(legal)
        out = [choice] + [a for a in whole if a != choice]
        if len(whole) < len(legal) and card is not None and card not in out:
            out.append(card)
        if len(out) > limit:
            out = [choice] + rng.sample(out[1:], limit - 1)
        return out
    words = choice.split()
    inside = [i for i, w in enumerate(words) if w in legal]
    outside = [c for c in legal if c not in words]
    out = [choice]
    seen = {choice}
    tries = 0
    while len(out) < limit and inside and outside and tries < 4 * limit:
        tries += 1
        variant = list(words)
        variant[rng.choice(inside)] = rng.choice(outside)
        text = " ".join(variant)
        if text not in seen:
            seen.add(text)
            out.append(text)
    return out


def option_payments(
    table: SeatDeal,
    options: Sequence[str],
    rng: random.Random,
    samples: int,
    heuristic: Callable[[int], Any],
    work: Work | None = None,
) -> dict[str, list[float]]:
    """Each option's payments to the table's seat, one per deal of the pool (``samples`` deals): after the
    option, the round played out by ``heuristic`` bots (built from seeds drawn from ``rng``, the same for every
    option of a deal; :func:`play_round`). Options the rules refuse are left out; a deal the rules refuse
    (or end at once) is dealt again, at most :data:`ATTEMPTS` times. With a ``work`` budget, fewer deals: no
    deal after the first whose rounds would overrun it (every option weighed over the same deals)."""
    paid: dict[str, list[float]] = {a: [] for a in options}
    refused: set[str] = set()
    budget = work if work is not None else Work()
    for _ in range(samples):
        if any(paid.values()) and not budget.affords(BUILD_WORK + len(options) * ROUND_WORK):
            break
        places = None
        for _attempt in range(ATTEMPTS):
            places = deal(table, rng)
            budget.spend(BUILD_WORK)
            try:
                first = table.build(places)
            except TrogguError:
                places = None
                continue
            if not first.is_over and first.to_move == table.seat:
                break
            places = None  # a deal the rules end at once (a petit sec) is no deal of this decision
        if places is None:
            continue
        seeds = [rng.getrandbits(32) for _ in range(len(table.sizes) + 8)]
        for a in options:
            if a in refused:
                continue
            state = table.build(places)
            budget.spend(ROUND_WORK)
            try:
                state.push(a)
            except TrogguError:
                refused.add(a)
                continue
            play_round(state, [heuristic(s) for s in seeds[: state.players]])
            paid[a].append(float(state.result()["payments"][table.seat]))
    return {a: v for a, v in paid.items() if a not in refused and v}


def play_round(state: Any, bots: Sequence[Any]) -> Any:
    """Play ``state`` to the end with ``bots``, each drawing from its own ``bot.rng``: the game's one loop,
    :meth:`~.registry.GameInfo.play_out` of the game registered under the state's ``game_id`` (where the game's
    bots choose on bit masks it builds no view per card, issue 32's lay-away hint).

    >>> from troggu_core import GAMES
    >>> from troggu_core.kernel.bots import play_by_protocol
    >>> info = GAMES["troggu"]
    >>> a, b = info.new("visp", 4, 3), info.new("visp", 4, 3)
    >>> bots_a = [info.make_bot("heuristic", s) for s in range(4)]
    >>> bots_b = [info.make_bot("heuristic", s) for s in range(4)]
    >>> play_round(a, bots_a).record() == play_by_protocol(b, bots_b).record()
    True
    """
    from .registry import GAMES

    return GAMES[state.game_id].play_out(state, bots)


def best_option(paid: dict[str, list[float]], margin: float = 1.0) -> str:
    """The option with the best mean payment, but the first option (the heuristic bot's) is kept unless the
    best beats it by more than ``margin`` standard errors of their difference deal by deal (few deals are noisy:
    the best of several noisy means is too often a worse option that was lucky).

    >>> best_option({"pass": [0, 0, 0], "solo": [5, 4, 6]}), best_option({"pass": [0, 0, 0], "solo": [9, -8, 2]})
    ('solo', 'pass')
    """
    first = next(iter(paid))
    best = max(paid, key=lambda a: sum(paid[a]) / len(paid[a]))
    if best == first or len(paid[first]) != len(paid[best]):
        return best
    diff = [b - f for b, f in zip(paid[best], paid[first])]
    n = len(diff)
    mean = sum(diff) / n
    if n < 2:
        return best if mean > 0 else first
    var = sum((d - mean) ** 2 for d in diff) / (n - 1)
    return best if mean > margin * (var / n) ** 0.5 else first
