"""The Tapp exchange: which cards the Tappist may lay away (rules ``exchange.count``, ``exchange.take``,
``exchange.five-pointers``), stated once for the check, the list of legal discards and the bots.

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

__all__ = ["layable_mask", "special_discard_mask", "check_discard", "discards", "count_discards"]


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
        named = cards_in_words(card_name, [str(c) for c in cards_of_mask(five)])
        if rs.discard_exception is DiscardException.FOUR_KINGS:
            why = N_("5-point cards may not be laid away ({named}); in {title} only all four kings together")
        else:
            why = N_("5-point cards may not be laid away ({named}); in {title} only all seven 5-pointers together")
        raise IllegalActionError("exchange.five-pointers", why, named=named, title=rs.title)


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
