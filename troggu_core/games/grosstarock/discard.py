"""The dealer's discard of 3 of his 28 cards (GT-DISC-1754, GT-DISC-DUM, GT-DISC-DK).

>>> from .cards import parse, mask_of
>>> hand = mask_of([parse(c) for c in ["I", "II", "III", "RK", "R2", "R3", "R4"]])
>>> discard_error("1754", hand, [parse("I"), parse("II"), parse("III")]) is None  # exactly 3 taroks with the Pagat
True
>>> discard_error("1754", hand, [parse("RK"), parse("R2"), parse("R3")])
'a king (King of Diamonds) may not be discarded'
>>> discard_reason("1754", hand, [parse("RK"), parse("R2"), parse("R3")]).render("de")
'Einen König (den Karo-König) darfst du nicht ablegen'
"""

from __future__ import annotations

from itertools import combinations
from typing import Callable

from ...i18n import Localized, Msg
from ...kernel.names import cards_in_words
from .cards import FOOL_BIT, KING_MASK, PAGAT, TRUMP_MASK, XXI, code_of, indices_of, mask_of, popcount
from .declarations import declaration_cards
from .names import card_name

__all__ = ["RULE_IDS", "discard_error", "discard_reason", "legal_discards", "protected_mask", "danish_minimum"]

RULE_IDS = {"1754": "GT-DISC-1754", "dummett": "GT-DISC-DUM", "danish": "GT-DISC-DK"}
_PAGAT_BIT = 1 << PAGAT
_XXI_BIT = 1 << XXI


def protected_mask(hand: int) -> int:
    """Danish P: kings, I, XXI, the Scies, and every card used by a declaration of the 28 cards."""
    return (hand & (KING_MASK | _PAGAT_BIT | _XXI_BIT | FOOL_BIT)) | declaration_cards(hand, "danish")


def danish_minimum(hand: int) -> int:
    """The fewest protected cards any discard satisfying the tarok rule must contain (GT-DISC-DK 2)."""
    taroks = hand & TRUMP_MASK
    prot = protected_mask(hand)
    free = popcount(hand & ~prot & ~taroks)
    m = max(0, 3 - free)
    nt = popcount(taroks)
    if 0 < nt <= 3:
        m = min(m, popcount(taroks & prot) + max(0, 3 - nt - free))
    return m


def _names(mask: int) -> Localized:
    """The cards of ``mask`` as a refusal names them (their names, declined in German; never the codes)."""
    return cards_in_words(card_name, [code_of(i) for i in indices_of(mask)])


def discard_error(ruleset: str, hand: int, cards: list[int]) -> str | None:
    """Why discarding ``cards`` (3 distinct cards of ``hand``) is illegal, in English, or None if it is legal."""
    why = discard_reason(ruleset, hand, cards)
    return None if why is None else str(why)


def discard_reason(ruleset: str, hand: int, cards: list[int]) -> Msg | None:
    """Why discarding ``cards`` is illegal as a phrase of the message catalogue (said in any language), or None."""
    return _checker(ruleset, hand)(mask_of(cards))


def _checker(ruleset: str, hand: int) -> Callable[[int], Msg | None]:
    if ruleset == "danish":
        prot = protected_mask(hand)
        need = danish_minimum(hand)
    else:
        prot = need = 0
    return lambda x: _error(ruleset, hand, x, prot, need)


def _legal(ruleset: str, hand: int, x: int, prot: int, need: int) -> bool:
    """The same rules as :func:`_error`, without building a reason (fast path for the enumeration)."""
    if x & KING_MASK and ruleset != "danish":
        return False
    x_taroks = x & TRUMP_MASK
    if ruleset == "1754":
        if not x_taroks:
            return True
        taroks = hand & TRUMP_MASK
        return bool(
            (popcount(taroks) == 3 and taroks & _PAGAT_BIT and x == taroks)
            or (x & _PAGAT_BIT and x & FOOL_BIT and popcount(x_taroks) == 2)
        )
    if ruleset == "dummett":
        if x & _XXI_BIT:
            return False
        if not x & (TRUMP_MASK | FOOL_BIT):
            return True
        return popcount(hand & ~(KING_MASK | TRUMP_MASK | FOOL_BIT)) < 3 or bool(
            hand & _PAGAT_BIT and popcount(hand & (TRUMP_MASK | FOOL_BIT)) <= 3
        )
    if x_taroks and x_taroks != hand & TRUMP_MASK:
        return False
    return popcount(x & prot) <= need


def _error(ruleset: str, hand: int, x: int, prot: int, need: int) -> Msg | None:
    x_taroks = x & TRUMP_MASK
    if ruleset == "1754":
        if x & KING_MASK:
            return Msg("a king ({cards}) may not be discarded", cards=_names(x & KING_MASK))
        if not x_taroks:
            return None
        taroks = hand & TRUMP_MASK
        if popcount(taroks) == 3 and taroks & _PAGAT_BIT and x == taroks:
            return None
        if x & _PAGAT_BIT and x & FOOL_BIT and popcount(x_taroks) == 2:
            return None
        return Msg(
            "taroks ({cards}) may only be discarded as exactly three taroks with the Pagat when the dealer "
            "holds no others, or as Pagat, Sckis and one other tarok",
            cards=_names(x_taroks),
        )
    if ruleset == "dummett":
        if x & KING_MASK:
            return Msg("a king ({cards}) may not be discarded", cards=_names(x & KING_MASK))
        if x & _XXI_BIT:
            return Msg("the XXI may not be discarded")
        special = x & (TRUMP_MASK | FOOL_BIT)
        if not special:
            return None
        if popcount(hand & ~(KING_MASK | TRUMP_MASK | FOOL_BIT)) < 3:
            return None  # fallback: fewer than three other cards
        if hand & _PAGAT_BIT and popcount(hand & (TRUMP_MASK | FOOL_BIT)) <= 3:
            return None
        return Msg(
            "{cards} may only be discarded by a dealer holding the Pagat and at most two other taroks (the "
            "Sküs counted)",
            cards=_names(special),
        )
    # danish
    taroks = hand & TRUMP_MASK
    if x_taroks and x_taroks != taroks:
        return Msg(
            "taroks ({cards}) may only be discarded if the dealer keeps no tarok (he would keep {kept})",
            cards=_names(x_taroks),
            kept=_names(taroks & ~x),
        )
    got = popcount(x & prot)
    if got > need:
        return Msg(
            "{cards} (matadors, kings or declared cards) may not be discarded: it can be avoided (at least "
            "{need} needed, {got} discarded)",
            cards=_names(x & prot),
            need=need,
            got=got,
        )
    return None


def legal_discards(ruleset: str, hand: int) -> list[tuple[int, int, int]]:
    """Every legal discard (ascending card triples, in the order of ``combinations``).

    The same list as filtering every 3-card subset with the rules (:func:`_slow_legal_discards`), built from the
    rules' shape: no king (1754, dummett), no XXI (dummett); a triple's lowest index is below 21 exactly when it
    holds a tarok, and the Sküs (21) is the highest card a triple of taroks and Sküs can hold.
    """
    if ruleset == "danish":
        prot = protected_mask(hand)
        need = danish_minimum(hand)
        taroks = hand & TRUMP_MASK
        if popcount(taroks) > 3:  # no discard can hold every tarok, so none holds any
            hand &= ~TRUMP_MASK
            taroks = 0
        if not need:  # no protected card may go: leave them out of the subsets (the order stays)
            hand &= ~prot
        out = []
        for c in combinations(indices_of(hand), 3):
            x = (1 << c[0]) | (1 << c[1]) | (1 << c[2])
            xt = x & TRUMP_MASK
            if (not xt or xt == taroks) and (x & prot).bit_count() <= need:
                out.append(c)
        return out
    cand = hand & ~KING_MASK
    if ruleset == "dummett":
        cand &= ~_XXI_BIT
        if not (
            popcount(hand & ~(KING_MASK | TRUMP_MASK | FOOL_BIT)) < 3
            or (hand & _PAGAT_BIT and popcount(hand & (TRUMP_MASK | FOOL_BIT)) <= 3)
        ):
            cand &= ~(TRUMP_MASK | FOOL_BIT)
        return list(combinations(indices_of(cand), 3))
    # 1754: no tarok, or exactly the three taroks with the Pagat, or Pagat, Sküs and one other tarok
    taroks = hand & TRUMP_MASK
    special: list[tuple[int, int, int]] = []
    if taroks & _PAGAT_BIT:
        if popcount(taroks) == 3:
            t1, t2, t3 = indices_of(taroks)
            special.append((t1, t2, t3))
        if hand & FOOL_BIT:
            special.extend((PAGAT, t, 21) for t in indices_of(taroks & ~_PAGAT_BIT))
    special.sort()
    return special + list(combinations(indices_of(cand & ~TRUMP_MASK), 3))


def _slow_legal_discards(ruleset: str, hand: int) -> list[tuple[int, int, int]]:
    """:func:`legal_discards` by brute force over the 3-card subsets (the reference the tests compare with)."""
    if ruleset == "danish":
        prot = protected_mask(hand)
        need = danish_minimum(hand)
    else:
        prot = need = 0
    return [
        c
        for c in combinations(indices_of(hand), 3)
        if _legal(ruleset, hand, (1 << c[0]) | (1 << c[1]) | (1 << c[2]), prot, need)
    ]
