"""Declarations (GT-DECL): automatic and complete, computed from a hand mask, in the spec's output order.

Order: ``taroks``, ``matadors``, the kings declaration, then per suit R, B, S, C the cavallerie-type
declaration, then (dummett) ``four_queens``, ``four_knights``, ``four_jacks``, ``ladons``.

>>> from .cards import mask_of, parse
>>> hand = mask_of([parse(c) for c in ["I", "Narr", "XXI", "XX", "RK", "RQ", "RN"]])
>>> [(d["name"], d["value"]) for d in declarations(hand, "1754")]
[('matadors', 15), ('half_cavallerie', 5)]

Each value is the ruleset's option (``decl_*``, issue 34: the rule texts' values by default), the step for each
card beyond a declaration's least count too (``decl_step``, GT-DECL-4):

>>> [(d["name"], d["value"]) for d in declarations(hand, {"name": "1754", "decl_matadors": 12, "decl_step": 4})]
[('matadors', 16), ('half_cavallerie', 5)]
"""

from __future__ import annotations

from typing import Any, Mapping

from .cards import (
    COURTS,
    FOOL,
    FOOL_BIT,
    JACKS,
    KING_MASK,
    KNIGHTS,
    PAGAT,
    PIP_MASK,
    QUEENS,
    SUIT_LETTERS,
    TRUMP_MASK,
    XXI,
    mask_of,
    popcount,
)
from .rulesets import RULESETS, Ruleset, parse_ruleset

__all__ = ["declarations", "declaration_cards"]

_KINGS_DUM = KING_MASK | (1 << PAGAT) | FOOL_BIT | (1 << XXI)
_COURT_MASKS = tuple(mask_of(c) for c in COURTS)
_QUEEN_MASK = mask_of(QUEENS)
_KNIGHT_MASK = mask_of(KNIGHTS)
_JACK_MASK = mask_of(JACKS)


def _matador_run(hand: int) -> int:
    """The number of matadors (GT-DECL-5): I, Narr, XXI and the unbroken run XX, XIX ... below; 0 if not all three."""
    if (hand >> PAGAT) & 1 == 0 or (hand >> FOOL) & 1 == 0 or (hand >> XXI) & 1 == 0:
        return 0
    n = 3
    t = XXI - 1
    while t > PAGAT and (hand >> t) & 1:
        n += 1
        t -= 1
    return n


def declarations(hand: int, ruleset: Any) -> list[dict[str, Any]]:
    """Every declaration the hand makes (each ``{"name", "value", ...}``), in the spec's output order; the values
    are the ruleset's (a name, a record form or a parsed ruleset)."""
    rs = _parsed(ruleset)
    return [d for d, _ in _declare(hand, rs.name, rs.values)]


def declaration_cards(hand: int, ruleset: Any) -> int:
    """The mask of every card used by some declaration of the hand (for GT-DISC-DK)."""
    rs = _parsed(ruleset)
    m = 0
    for _, used in _declare(hand, rs.name, rs.values):
        m |= used
    return m


_NAMED = {name: parse_ruleset(name) for name in RULESETS}


def _parsed(ruleset: Any) -> Ruleset:
    """The ruleset, the named ones read once (the discard asks for every candidate)."""
    return _NAMED[ruleset] if isinstance(ruleset, str) and ruleset in _NAMED else parse_ruleset(ruleset)


_Declared = list[tuple[dict[str, Any], int]]
"""Declarations with the mask of the cards each uses."""


_Values = Mapping[str, Any]
"""A ruleset's option values (:attr:`.rulesets.Ruleset.values`): the declarations' ``decl_*`` amounts."""


def _declare(hand: int, ruleset: str, v: _Values) -> _Declared:
    """Every declaration of the hand with the cards it uses, in the spec's output order."""
    out = _taroks(hand, v) + _matadors(hand, v) + _kings(hand, ruleset, v)
    for s in range(4):
        out += _cavallerie(hand, ruleset, s, v)
    if ruleset == "dummett":
        out += _dummett_sets(hand, v)
    return out


def _taroks(hand: int, v: _Values) -> _Declared:
    """Ten or more taroks (the excuse counting as one)."""
    fool = hand & FOOL_BIT
    has_fool = bool(fool)
    taroks = hand & TRUMP_MASK
    n = popcount(taroks) + (1 if has_fool else 0)
    if n < 10:
        return []
    return [
        (
            {
                "name": "taroks",
                "value": v["decl_taroks"] + v["decl_step"] * (n - 10),
                "count": n,
                "pagat": bool((hand >> PAGAT) & 1),
                "excuse": has_fool,
            },
            taroks | fool,
        )
    ]


def _matadors(hand: int, v: _Values) -> _Declared:
    """The matadors (:func:`_matador_run`), when the hand has them."""
    mat = _matador_run(hand)
    if mat < 3:
        return []
    used = (hand & FOOL_BIT) | (1 << PAGAT)
    for t in range(XXI, XXI - (mat - 2), -1):
        used |= 1 << t
    return [({"name": "matadors", "value": v["decl_matadors"] + v["decl_step"] * (mat - 3), "count": mat}, used)]


def _kings(hand: int, ruleset: str, v: _Values) -> _Declared:
    """The kings declaration of the ruleset: Dummett's three or more of the kings, I, Narr and XXI; the Danish
    overfull, four or half kings; else four kings or three with the excuse."""
    fool = hand & FOOL_BIT
    has_fool = bool(fool)
    kings = hand & KING_MASK
    nk = popcount(kings)
    if ruleset == "dummett":
        k = popcount(hand & _KINGS_DUM)
        if k >= 3:
            return [
                ({"name": "kings", "value": v["decl_kings"] + v["decl_step"] * (k - 3), "count": k}, hand & _KINGS_DUM)
            ]
    elif ruleset == "danish":
        if nk == 4 and has_fool:
            return [({"name": "overfull_kings", "value": v["decl_overfull"]}, kings | fool)]
        if nk == 4:
            return [({"name": "four_kings", "value": v["decl_four_kings"]}, kings)]
        if nk == 3 and has_fool:
            return [({"name": "half_kings", "value": v["decl_three_kings"]}, kings | fool)]
    elif nk == 4:
        return [({"name": "four_kings", "value": v["decl_four_kings"]}, kings)]
    elif nk == 3 and has_fool:
        return [({"name": "three_kings", "value": v["decl_three_kings"]}, kings | fool)]
    return []


def _cavallerie(hand: int, ruleset: str, s: int, v: _Values) -> _Declared:
    """Suit ``s``'s cavallerie-type declaration: the four courts (with the excuse: Danish overfull), or three of
    them with the excuse (half)."""
    fool = hand & FOOL_BIT
    has_fool = bool(fool)
    courts = hand & _COURT_MASKS[s]
    nc = popcount(courts)
    letter = SUIT_LETTERS[s]
    if ruleset == "danish" and nc == 4 and has_fool:
        return [({"name": "overfull_cavallerie", "value": v["decl_overfull"], "suit": letter}, courts | fool)]
    if nc == 4:
        name = "full_cavallerie" if ruleset == "danish" else "cavallerie"
        return [({"name": name, "value": v["decl_cavallerie"], "suit": letter}, courts)]
    if nc == 3 and has_fool:
        return [({"name": "half_cavallerie", "value": v["decl_half_cavallerie"], "suit": letter}, courts | fool)]
    return []


def _dummett_sets(hand: int, v: _Values) -> _Declared:
    """Dummett's four queens, four knights, four jacks and ladons (16 or more pips)."""
    out: _Declared = []
    for name, mask in (("four_queens", _QUEEN_MASK), ("four_knights", _KNIGHT_MASK), ("four_jacks", _JACK_MASK)):
        if hand & mask == mask:
            out.append(({"name": name, "value": v["decl_four_of_a_rank"]}, mask))
    pips = hand & PIP_MASK
    np_ = popcount(pips)
    if np_ >= 16:
        out.append(({"name": "ladons", "value": v["decl_ladons"] + v["decl_step"] * (np_ - 16), "count": np_}, pips))
    return out
