"""Shuffling, cutting and dealing, the way the Oberwallis deals (rules ``deal.*``).

The shuffle is our own Fisher-Yates over ``random.Random.getrandbits`` so that a
seed gives the same deal on every Python version.

>>> d = deal("visp", players=4, seed=7)
>>> [len(h) for h in d.hands], len(d.tapp)
([13, 13, 13, 13], 10)
>>> d == deal("visp", players=4, seed=7)
True
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from .cards import DECK_78, TROGGU_DECK, Card, sort_key
from ...errors import NotationError
from typing import Any

from ...i18n import N_, Plural, translate_error
from ...kernel.shuffle import check_dealer, check_seed, cut as _kernel_cut, packet_words, rng_below, shuffled
from .rulesets import Layout, Ruleset, ruleset as _ruleset

__all__ = [
    "Deal",
    "DEALER_GIVEN_MSG",
    "deal",
    "deal_indices",
    "shuffle",
    "cut",
    "deal_order",
    "deal_text",
    "layout_text",
    "rng_below",
]

DEALER_GIVEN_MSG = N_("the dealer is one of seats {first} to {last} (counted from 0: 0 to {top}), not {dealer!r}")
"""The dealer's refusal when a deal is asked for (:func:`~troggu_core.kernel.shuffle.check_dealer`): it names the
value given."""


def shuffle(cards: list[Card], rng: random.Random) -> None:
    """Shuffle in place with Fisher-Yates (rule ``deal.shuffle-cut``): the kernel's shuffle, draws from :func:`rng_below`."""
    shuffled(cards, rng)


def cut(cards: list[Card], rng: random.Random) -> list[Card]:
    """Cut the pack (the dealer's left-hand neighbour lifts 1 to n-1 cards; rule ``deal.shuffle-cut``)."""
    return _kernel_cut(cards, rng)


def deal_order(players: int, dealer: int) -> list[int]:
    """Seats in dealing order: counterclockwise from the dealer's right (rule ``deal.order``).

    >>> deal_order(4, 2)
    [3, 0, 1, 2]
    """
    return [(dealer + k) % players for k in range(1, players + 1)]


@dataclass(frozen=True, slots=True)
class Deal:
    """A dealt game: the hands per seat (sorted for display), the Tapp, the dealer and the layout used."""

    ruleset: Ruleset
    dealer: int
    hands: tuple[tuple[Card, ...], ...]
    tapp: tuple[Card, ...]
    layout: Layout

    @property
    def players(self) -> int:
        """Number of players."""
        return len(self.hands)


def deal(
    ruleset: Ruleset | str,
    players: int,
    seed: int | random.Random | None = None,
    dealer: int = 0,
    layout: Layout | int | None = None,
) -> Deal:
    """Shuffle, cut and deal a Troggu deck for ``players`` players.

    ``layout`` is one of ``ruleset.layouts_for(players)`` or its position there (default: the first).
    ``seed`` is an int, a ``random.Random``, or ``None`` for a fresh random deal.

    Raises:
        NotationError: player count, dealer or layout not allowed (rules ``deal.players``, ``deal.layout``).
    """
    rs, chosen, hands, tapp = deal_indices(ruleset, players, seed, dealer, layout)
    return Deal(
        rs,
        dealer,
        tuple(tuple(sorted((DECK_78[i] for i in h), key=sort_key)) for h in hands),
        tuple(sorted((DECK_78[i] for i in tapp), key=sort_key)),
        chosen,
    )


_DECK_INDICES = tuple(c.index for c in TROGGU_DECK)


def deal_indices(
    ruleset: Ruleset | str,
    players: int,
    seed: int | random.Random | None = None,
    dealer: int = 0,
    layout: Layout | int | None = None,
) -> tuple[Ruleset, Layout, list[list[int]], list[int]]:
    """The deal of :func:`deal` as card indices in dealing order: (ruleset, layout, hands, Tapp).

    The fast path of :meth:`Game.new <troggu_core.games.troggu.state.Game.new>`: :func:`shuffle` and :func:`cut` on
    integers, without sorting.

    Raises:
        NotationError: as :func:`deal`.
    """
    rs = _ruleset(ruleset)
    layouts = rs.layouts_for(players)
    if layout is None:
        chosen = layouts[0]
    elif isinstance(layout, int):
        if not 0 <= layout < len(layouts):
            raise NotationError(
                "deal.layout",
                "{title} has {layouts} for {players} players",
                title=rs.title,
                count=len(layouts),
                layouts=Plural("{n} layout", "{n} layouts", n=len(layouts)),
                players=players,
            )
        chosen = layouts[layout]
    else:
        if layout not in layouts:
            raise NotationError(
                "deal.layout",
                "{title} does not deal {layout} to {players} players",
                title=rs.title,
                layout=str(layout),
                players=players,
            )
        chosen = layout
    check_dealer(dealer, players, "deal.order", DEALER_GIVEN_MSG)
    rng = check_seed(seed, "deal.shuffle-cut")
    pack = _kernel_cut(shuffled(list(_DECK_INDICES), rng), rng)
    hands: list[list[int]] = [[] for _ in range(players)]
    tapp: list[int] = []
    pos = 0
    order = deal_order(players, dealer)
    for round_no, size in enumerate(chosen.packets):
        if round_no == chosen.tapp_after:
            tapp, pos = pack[pos : pos + chosen.tapp], pos + chosen.tapp
        for seat in order:
            hands[seat].extend(pack[pos : pos + size])
            pos += size
    if chosen.tapp_after >= len(chosen.packets):
        tapp, pos = pack[pos : pos + chosen.tapp], pos + chosen.tapp
    return rs, chosen, hands, tapp


def layout_text(layout: Layout, lang: str = "en") -> str:
    """How the cards are dealt, in words: ``je 4 Karten, dann 6 in den Tapp, dann je 3``.

    >>> layout_text(Layout((4, 3), 6, 1))
    '4 cards each, then 6 to the Tapp, then 3 each'
    >>> layout_text(Layout((4, 4, 5), 10, 0), "de")
    'zuerst 10 in den Tapp, dann je 4 Karten, dann je 4, dann je 5'
    """
    steps: list[str] = []
    for i, p in enumerate(layout.packets):
        if i == layout.tapp_after:
            key = N_("first {n} to the Tapp") if i == 0 else N_("then {n} to the Tapp")
            steps.append(translate_error(key, {"n": layout.tapp}, lang))
        steps.append(packet_words(i, p, lang, after_talon=layout.tapp_after == 0))
    return ", ".join(steps)


def deal_text(state: Any, lang: str) -> str:
    """How the cards of a fresh round were dealt (``GameInfo.deal_text``): the layout of its ruleset and player count
    whose hand and Tapp it holds, the first where several hold the same (the one ``Game.new`` deals by default).

    >>> from .state import Game
    >>> deal_text(Game.new("graechen", 8, 1), "en")
    '4 cards each, then 6 to the Tapp, then 3 each'
    """
    rec = state.record()
    sizes = (len(rec["hands"][0]), len(rec["tapp"]))
    layouts = state.ruleset.layouts_for(state.players)
    return layout_text(next((l for l in layouts if (l.hand, l.tapp) == sizes), layouts[0]), lang)
