"""The Tapp exchange: which cards the Tappist may lay away (rules ``exchange.count``, ``exchange.take``,
``exchange.five-pointers``), stated once for the check, the cards that may be laid away next (a lay-away pushed
card by card), the list of legal discards and the bots.

>>> from troggu_core.games.troggu.cards import Card, cards_of_mask, mask_of
>>> from troggu_core.games.troggu.rulesets import ruleset
>>> [str(c) for c in cards_of_mask(layable_mask(mask_of(Card.parse(c) for c in ["Narr", "RK", "R2", "XX"])))]
['XX', 'R2']
>>> special_discard_mask(ruleset("visp")) == KINGS_MASK
True
"""

from __future__ import annotations

import math
from itertools import combinations
from typing import Iterator, Sequence

from .cards import FIVE_POINT_MASK, KINGS_MASK, Card, cards_of_mask, mask_of
from ...errors import IllegalActionError
from ...i18n import N_
from ...kernel.names import cards_in_words
from .names import card_name
from .rulesets import DiscardException, Ruleset

__all__ = [
    "layable_mask",
    "special_discard_mask",
    "next_discard_mask",
    "check_discard",
    "check_pick",
    "discards",
    "count_discards",
]


def layable_mask(pool: int) -> int:
    """The cards of ``pool`` that may always be laid away: every card but the 5-pointers (rule
    ``exchange.five-pointers``)."""
    return pool & ~FIVE_POINT_MASK


def special_discard_mask(rs: Ruleset) -> int:
    """The 5-pointers that ``rs`` lets the Tappist lay away, but only all together (rule
    ``exchange.five-pointers``): the four kings, or all seven 5-point cards."""
    return KINGS_MASK if rs.discard_exception is DiscardException.FOUR_KINGS else FIVE_POINT_MASK


def check_discard(rs: Ruleset, pool: int, want: int, cards: Sequence[Card]) -> None:
    """Raise the rule's error if ``cards`` is no legal discard from ``pool`` (hand and Tapp) of ``want`` cards.

    Raises:
        IllegalActionError: rules ``exchange.count``, ``exchange.take`` or ``exchange.five-pointers``.
    """
    m = mask_of(cards)
    if m.bit_count() != len(cards):
        raise IllegalActionError("exchange.count", "a card is named twice in the discard")
    if len(cards) != want:
        raise IllegalActionError(
            "exchange.count",
            "lay away exactly {want} cards, as many as the Tapp had, not {got}",
            want=want,
            got=len(cards),
        )
    if m & ~pool:
        missing = cards_in_words(card_name, [str(c) for c in cards_of_mask(m & ~pool)])
        raise IllegalActionError(
            "exchange.take", "you can only lay away cards from your hand and the Tapp, not {missing}", missing=missing
        )
    five = m & ~layable_mask(m)
    if five and five != special_discard_mask(rs):
        raise _five_pointers_error(rs, five)


def _five_pointers_error(rs: Ruleset, five: int) -> IllegalActionError:
    """The refusal of the 5-pointers ``five`` in a lay-away (rule ``exchange.five-pointers``)."""
    named = cards_in_words(card_name, [str(c) for c in cards_of_mask(five)])
    if rs.discard_exception is DiscardException.FOUR_KINGS:
        why = N_("5-point cards may not be laid away ({named}); in {title} only all four kings together")
    else:
        why = N_("5-point cards may not be laid away ({named}); in {title} only all seven 5-pointers together")
    return IllegalActionError("exchange.five-pointers", why, named=named, title=rs.title)


def next_discard_mask(rs: Ruleset, pool: int, want: int, picked: int) -> int:
    """The cards of ``pool`` that may be laid away next after the cards ``picked`` (a mask of fewer than ``want``):
    those that some legal discard of ``want`` cards (:func:`discards`) holds together with every picked card.

    A discard holds no 5-pointer, or exactly the ruleset's special ones (:func:`special_discard_mask`) when the pool
    holds them all; either way the free cards must fill the rest.
    """
    free = layable_mask(pool)
    n_free = free.bit_count()
    out = 0
    if not picked & FIVE_POINT_MASK and n_free >= want:
        out |= free
    special = special_discard_mask(rs)
    if pool & special == special and not picked & ~(free | special) and n_free >= want - special.bit_count():
        taken = special.bit_count() + (picked & free).bit_count()  # cards of such a discard fixed so far
        if taken <= want:
            out |= special
        if taken < want:
            out |= free
    return out & ~picked


def check_pick(rs: Ruleset, pool: int, want: int, picked: int, card: Card) -> None:
    """Raise the rule's error if ``card`` may not be laid away next after the cards ``picked`` (a lay-away pushed
    card by card): it is in no legal discard that holds every picked card (:func:`next_discard_mask`).

    Raises:
        IllegalActionError: rules ``exchange.count``, ``exchange.take`` or ``exchange.five-pointers``.
    """
    bit = 1 << card.index
    if next_discard_mask(rs, pool, want, picked) & bit:
        return
    if picked & bit:
        raise IllegalActionError("exchange.count", "a card is named twice in the discard")
    if not pool & bit:
        missing = cards_in_words(card_name, str(card))
        raise IllegalActionError(
            "exchange.take", "you can only lay away cards from your hand and the Tapp, not {missing}", missing=missing
        )
    special = special_discard_mask(rs)
    if bit & FIVE_POINT_MASK and (not bit & special or pool & special != special):
        raise _five_pointers_error(rs, bit)
    raise IllegalActionError(
        "exchange.five-pointers",
        "illegal discard: {card} cannot be discarded with the cards picked",
        card=cards_in_words(card_name, str(card)),
    )


def _parts(rs: Ruleset, pool: int, want: int) -> tuple[list[Card], list[int]]:
    special = special_discard_mask(rs)
    return cards_of_mask(layable_mask(pool)), [special] if pool & special == special else []


def discards(rs: Ruleset, pool: int, want: int) -> Iterator[tuple[Card, ...]]:
    """Every legal discard of ``want`` cards from ``pool``, lazily (there can be millions)."""
    free, specials = _parts(rs, pool, want)
    yield from combinations(free, want)
    for sp in specials:
        k = want - sp.bit_count()
        if k >= 0:
            for combo in combinations(free, k):
                yield tuple(cards_of_mask(sp)) + combo


def count_discards(rs: Ruleset, pool: int, want: int) -> int:
    """How many discards :func:`discards` yields, without listing them."""
    free, specials = _parts(rs, pool, want)
    total = math.comb(len(free), want)
    for sp in specials:
        k = want - sp.bit_count()
        if k >= 0:
            total += math.comb(len(free), k)
    return total
