"""Deal sizes and packets (spec §3 deal.*): who gets how many cards, and the seeded deal of a new round.

Packets of the random deal (seat after the Skatist first, the Skatist last, in every round):

* 4 players: 6 + 6 + 7, the Skatist 6 + 6 + 9 (S6); on request 9 + 10 (Skatist 9 + 12), 10 + 9 (10 + 11) or
  19 (21) at once (S7);
* 3 players: 8 + 8 + 9, the Skatist 8 + 8 + 12 (ours: S is silent; three rounds like S6);
* 5 players: 5 + 5 + 5, the Skatist 5 + 5 + 8 (ours);
* 6 players: 6 + 7, the Skatist as the others (ours: S6's first packet of six, then the rest).

>>> [len(h) for h in deal(4, 0, shuffled(list(range(78)), check_seed(3)))]
[21, 19, 19, 19]
"""

from __future__ import annotations

from typing import Any

from ...i18n import N_, Plural, translate_error
from ...kernel.shuffle import check_seed, deal_packets, packet_words, shuffled

__all__ = [
    "HAND_SIZE",
    "SKAT_SIZE",
    "TRICKS",
    "PACKETS",
    "DEFAULT_PACKETS",
    "deal",
    "deal_blind",
    "deal_text",
    "SKATIST_MSG",
    "check_seed",
    "shuffled",
]

HAND_SIZE: dict[int, tuple[int, int]] = {3: (25, 28), 4: (19, 21), 5: (15, 18), 6: (13, 13)}
"""Players -> (each other dealt hand, the Skatist's dealt hand)."""
SKAT_SIZE: dict[int, int] = {3: 3, 4: 2, 5: 3, 6: 0}
TRICKS: dict[int, int] = {3: 25, 4: 19, 5: 15, 6: 13}
PACKETS: tuple[tuple[int, ...], ...] = ((6, 6, 7), (9, 10), (10, 9), (19,))
"""The record key ``packets`` (4 players): the allowed values."""
DEFAULT_PACKETS: dict[int, tuple[int, ...]] = {3: (8, 8, 9), 4: (6, 6, 7), 5: (5, 5, 5), 6: (6, 7)}
SKATIST_MSG = N_("the dealer (Skatist) is one of seats {first} to {last} (counted from 0: 0 to {top})")
"""The dealer's refusal (``deal.skatist``, :func:`~troggu_core.kernel.shuffle.check_dealer`): Troccas' dealer is
the Skatist."""


def deal(players: int, dealer: int, pack: list[int], packets: tuple[int, ...] | None = None) -> list[list[int]]:
    """Deal a shuffled pack in packets, starting after the Skatist; the Skatist's extra cards come last."""
    sizes = packets or DEFAULT_PACKETS[players]
    extra = HAND_SIZE[players][1] - HAND_SIZE[players][0]
    order = [(dealer + 1 + i) % players for i in range(players)]
    rounds = []
    for k, size in enumerate(sizes):
        row = [size] * players
        if k == len(sizes) - 1:
            row[-1] += extra
        rounds.append(row)
    hands, rest = deal_packets(pack, order, rounds)
    assert not rest
    return hands


def deal_blind(players: int, dealer: int, pack: list[int]) -> tuple[list[list[int]], list[int]]:
    """3 or 5 players, option ``skat_deal=blind``: every seat, the Skatist too, gets the same packets
    (8 + 8 + 9 or 5 + 5 + 5) and the last three cards of the pack go face down to the skat.

    >>> hands, skat = deal_blind(3, 0, list(range(78)))
    >>> [len(h) for h in hands], skat
    ([25, 25, 25], [75, 76, 77])
    """
    order = [(dealer + 1 + i) % players for i in range(players)]
    hands, rest = deal_packets(pack, order, [[size] * players for size in DEFAULT_PACKETS[players]])
    assert len(rest) == SKAT_SIZE[players]
    return hands, list(rest)


def deal_text(state: Any, lang: str) -> str:
    """How the cards of a fresh round were dealt (``GameInfo.deal_text``), read from its record: the packets (the
    key ``packets``, else the player count's default), then the Skatist's extra cards in his last packet (his dealt
    hand over the others') or, for a blind skat, the cards the pack's end laid face down in the skat.

    >>> from .state import TroccasState
    >>> deal_text(TroccasState.new("surselva", 4, 1, packets=(9, 10)), "en")
    '9 cards each, then 10 each; the Skatist last, with 2 more cards in the last packet'
    >>> deal_text(TroccasState.new("surselva", 6, 1), "de")
    'je 6 Karten, dann je 7; der Skatist zuletzt'
    """
    rec = state.record()
    hands, dealer = rec["hands"], rec["dealer"]
    sizes = tuple(rec.get("packets") or DEFAULT_PACKETS[rec["players"]])
    other = len(hands[(dealer + 1) % len(hands)])
    assert sum(sizes) == other, (sizes, other)
    steps = [packet_words(i, size, lang) for i, size in enumerate(sizes)]
    extra, skat = len(hands[dealer]) - other, rec.get("skat") or []
    if extra:
        last = Plural(
            "the Skatist last, with {n} more card in the last packet",
            "the Skatist last, with {n} more cards in the last packet",
            n=extra,
        ).render(lang)
    elif skat:
        last = translate_error(N_("the Skatist last, then the last {n} face down to the skat"), {"n": len(skat)}, lang)
    else:
        last = translate_error(N_("the Skatist last"), {}, lang)
    return ", ".join(steps) + "; " + last
