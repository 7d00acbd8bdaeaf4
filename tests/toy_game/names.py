"""The toy tarock's card names in the kernel's one shape (code -> language -> SourcedName), all of them ours."""

from __future__ import annotations

from troggu_core.kernel.names import SourcedName, ours

DECK: tuple[str, ...] = ("I", "II", "XX", "XXI", "RK", "RQ", "R2", "R1", "BK", "BQ", "B2", "B1")
"""The twelve cards: four trumps and two suits of four, in the kernel's codes."""

_SUITS = {"R": ("Rot", "Red"), "B": ("Blau", "Blue")}
_RANKS = {"K": ("König", "King"), "Q": ("Dame", "Queen"), "2": ("Zwei", "Two"), "1": ("Eins", "One")}


def _name(code: str) -> tuple[str, str]:
    if code[0] in _SUITS and code[1:] in _RANKS:
        (sd, se), (rd, re) = _SUITS[code[0]], _RANKS[code[1:]]
        return f"{sd}-{rd}", f"{re} of {se}"
    return f"Trumpf {code}", f"Trump {code}"


NAMES: dict[str, dict[str, SourcedName]] = {
    c: {"de": ours(_name(c)[0], "toy"), "en": ours(_name(c)[1], "toy")} for c in DECK
}


def card_name(code: str, lang: str) -> str:
    """A card's name in a language (German or English)."""
    return NAMES[code]["de" if lang == "de" else "en"].text
