"""Großtarock's own reasons in the hint and the review: why a vole or a nolo is announced (rule ``GT-ANN``:
announced they count more than made silently, and the announcer pays when they fail; the family's reasons,
:mod:`troggu_core.kernel.advice_hand`, say the rest)."""

from __future__ import annotations

from typing import Callable, Sequence

from ...i18n import Msg, Plural
from ...kernel.advice_hand import HandFacts, hand_facts, top_trumps

__all__ = ["announcement_reason"]


def announcement_reason(
    hand: Sequence[str], action: str, name: Callable[[str], str], tricks: int = 0
) -> Msg | Plural | None:
    """Why an announced vole or nolo fits the hand (``GameInfo.announcement_reason``; ``tricks``: the tricks played
    so far); ``None`` for any other action (the play-outs' sentence then speaks)."""
    words = action.split()
    if len(words) > 1 and words[0] == "announce" and words[1] in ("vole", "nolo"):
        return _vole_or_nolo(words[1], hand, hand_facts(hand), name, tricks)
    return None


def _vole_or_nolo(
    kind: str, hand: Sequence[str], f: HandFacts, name: Callable[[str], str], tricks: int
) -> Msg | Plural:
    """Großtarock's announced vole (every trick) or nolo (no trick), said from the trumps and the tricks so far."""
    if kind == "nolo":
        if tricks:
            return Plural(
                "Announce the nolo: you have taken none of the {tricks} tricks so far, and with only {n} trump you can "
                "stay without one; announced it counts more than a nolo made silently, but one trick taken costs you.",
                "Announce the nolo: you have taken none of the {tricks} tricks so far, and with only {n} trumps you can "
                "stay without one; announced it counts more than a nolo made silently, but one trick taken costs you.",
                n=f.trumps,
                tricks=tricks,
            )
        return Plural(
            "Announce the nolo: with only {n} trump you can take no trick at all; announced it counts more than a nolo "
            "made silently, but one trick taken costs you.",
            "Announce the nolo: with only {n} trumps you can take no trick at all; announced it counts more than a "
            "nolo made silently, but one trick taken costs you.",
            n=f.trumps,
        )
    best = top_trumps(hand, f, name)
    if tricks:
        return Plural(
            "Announce the vole: you have taken all {tricks} tricks so far, and with {n} trump ({top}) you can take "
            "the rest; announced it counts more than a vole made silently, but if you lose one trick you pay.",
            "Announce the vole: you have taken all {tricks} tricks so far, and with {n} trumps ({top}) you can take "
            "the rest; announced it counts more than a vole made silently, but if you lose one trick you pay.",
            n=f.trumps,
            tricks=tricks,
            top=best,
        )
    return Plural(
        "Announce the vole: with {n} trump ({top}) you can take every trick; announced it counts more than a vole "
        "made silently, but if you lose one trick you pay.",
        "Announce the vole: with {n} trumps ({top}) you can take every trick; announced it counts more than a vole "
        "made silently, but if you lose one trick you pay.",
        n=f.trumps,
        top=best,
    )
