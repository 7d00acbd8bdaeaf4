"""Trick primitives on integer cards and bit masks: what may be played, who wins.

These are the hot path of the engine and are shared by any tarock module built on
:mod:`troggu_core.games.troggu.cards`. A *hand* is a bit mask of card indices; a trick is a list
of card indices in play order.

>>> from troggu_core.games.troggu.cards import Card, mask_of, cards_of_mask
>>> hand = mask_of(Card.parse(c) for c in ["Narr", "RK", "C1"])
>>> cards_of_mask(legal_mask(hand, TRUMP))      # a trump is led: schgüsieru allowed
[Card.parse('Narr'), Card.parse('RK'), Card.parse('C1')]
>>> trick = [Card.parse(c).index for c in ["R3", "R1", "I"]]
>>> winner_position(trick)
2
"""

from __future__ import annotations

from typing import Sequence

from .cards import POINTS, STRENGTH, SUIT_MASK, SUIT_OF, TRUMP_SUIT

__all__ = [
    "NARR_BIT",
    "TRUMP_MASK",
    "TRUMP",
    "NO_SUIT",
    "legal_mask",
    "legal_mask_no_schgusieru",
    "winner_position",
    "led_suit",
    "narr_forced",
    "mask_points",
]

NARR_BIT = 1 << 21
TRUMP_MASK = SUIT_MASK[TRUMP_SUIT]
TRUMP = TRUMP_SUIT
NO_SUIT = -1


def legal_mask(hand: int, led: int) -> int:
    """The cards of ``hand`` that may be played to a trick whose led suit is ``led``.

    ``led`` is a suit number 0-3, :data:`TRUMP`, or :data:`NO_SUIT` when leading.
    Rules ``play.follow-suit`` and ``play.must-trump``; when the Narr would be the only
    legal card, the whole hand is legal (rule ``play.schgusieru``).
    """
    if led < 0:
        return hand
    forced = hand & SUIT_MASK[led]
    if not forced:
        forced = hand & TRUMP_MASK
        if not forced:
            return hand
    if forced == NARR_BIT:
        return hand
    return forced


def narr_forced(hand: int, led: int) -> bool:
    """True if following suit and trumping (rules ``play.follow-suit``, ``play.must-trump``) leave ``hand``
    only the Narr: the moment a player may withhold it (rule ``play.schgusieru``). ``led`` as in :func:`legal_mask`.

    >>> from troggu_core.games.troggu.cards import Card, mask_of
    >>> narr_forced(mask_of(Card.parse(c) for c in ["Narr", "RK", "C1"]), TRUMP)
    True
    >>> narr_forced(mask_of(Card.parse(c) for c in ["Narr", "XXI", "C1"]), TRUMP), narr_forced(NARR_BIT | 1, NO_SUIT)
    (False, False)
    """
    return led >= 0 and (hand & SUIT_MASK[led] or hand & TRUMP_MASK) == NARR_BIT


def legal_mask_no_schgusieru(hand: int, led: int) -> int:
    """:func:`legal_mask` without schgüsieru: a forced Narr must be played.

    Used only in a misère under a ruleset with ``misere_schgusieru="not-allowed"``
    (rule ``play.schgusieru``); the default game never calls it.

    >>> from troggu_core.games.troggu.cards import Card, mask_of, cards_of_mask
    >>> cards_of_mask(legal_mask_no_schgusieru(mask_of(Card.parse(c) for c in ["Narr", "RK", "C1"]), TRUMP))
    [Card.parse('Narr')]
    """
    if led < 0:
        return hand
    forced = hand & SUIT_MASK[led]
    if not forced:
        forced = hand & TRUMP_MASK
        if not forced:
            return hand
    return forced


def led_suit(trick: Sequence[int], powerless: int = -1) -> int:
    """The suit a trick was led in, skipping the powerless Narr at position ``powerless``
    (rule ``play.narr-last-trick``); :data:`NO_SUIT` while nothing else has been played.

    The one statement of this rule: the game keeps the result of it for the trick in progress
    (``Game.led``), the bots and :func:`winner_position` ask it.
    """
    if powerless != 0:  # the first card leads (a powerless Narr later in the trick changes nothing)
        return SUIT_OF[trick[0]] if trick else NO_SUIT
    return SUIT_OF[trick[1]] if len(trick) > 1 else NO_SUIT


# Trick-taking rank of every card, per led suit (the four suits and the trumps): a trump ranks above every suit
# card (100 + its strength), a card of the led suit by its strength, any other card -1 (it cannot win). NO_SUIT (-1:
# nothing led yet but a powerless Narr) reads the trumps' row, where only trumps rank: the same answer.
_RANK_BY_LED = tuple(
    tuple(
        100 + STRENGTH[c] if SUIT_OF[c] == TRUMP_SUIT else STRENGTH[c] if SUIT_OF[c] == led else -1
        for c in range(len(STRENGTH))
    )
    for led in range(TRUMP_SUIT + 1)
)


def winner_position(trick: list[int], powerless: int = -1) -> int:
    """The position in ``trick`` of the card that wins it (rule ``play.trick-winner``).

    The highest trump wins, else the highest card of the led suit; the card at
    position ``powerless`` (a withheld Narr) never wins (rule ``play.narr-last-trick``).
    """
    rank_of = _RANK_BY_LED[led_suit(trick, powerless) if powerless == 0 else SUIT_OF[trick[0]]]
    best = -1
    best_rank = -1
    pos = 0
    for c in trick:
        rank = rank_of[c]
        if rank > best_rank and pos != powerless:
            best, best_rank = pos, rank
        pos += 1
    return best


# Points of every byte of a mask: _BYTE_POINTS[k][b] is the points of the cards 8k..8k+7 set in b.
_BYTE_POINTS = tuple(
    tuple(sum(POINTS[8 * k + i] for i in range(8) if b >> i & 1 and 8 * k + i < len(POINTS)) for b in range(256))
    for k in range((len(POINTS) + 7) // 8)
)


def mask_points(mask: int) -> int:
    """The card points of a mask of cards (a table lookup per byte of the mask)."""
    total = 0
    for table in _BYTE_POINTS:
        if not mask:
            break
        total += table[mask & 255]
        mask >>= 8
    return total
