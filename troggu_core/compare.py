"""One trick, one pile: every game's rule side by side (the family page's live comparison).

Nothing is decided here: each game's registry entry answers with its own trick winner and its own count.

>>> rows = compare(["R3", "R1", "Narr", "XX"], ["RK", "R2", "R3", "R4"])
>>> [(r["game"], r["winner"]) for r in rows]
[('troggu', 2), ('troccas', 3), ('grosstarock', 3), ('french-tarot', 3)]
"""

from __future__ import annotations

from typing import Any

from .errors import NotationError
from .kernel.codes import parse_code
from .kernel.deck import TAROCK_VALUES
from .kernel.registry import GAMES

__all__ = ["EXAMPLE_PILE", "EXAMPLE_TRICK", "compare", "parse_list"]

EXAMPLE_TRICK = "R3 R1 Narr XX"
"""The trick the family page's comparison starts from: a low suit card led, the Narr, a high trump (the games
disagree on who wins it)."""
EXAMPLE_PILE = "RK R2 R3 R4 Narr C5 CQ B7"
"""The pile it starts from: a king, court cards and pip cards (the games count it each their own way)."""


def parse_list(text: Any, limit: int = 78) -> list[str]:
    """Card codes from text (blank- or comma-separated), canonical, at most ``limit``, no repeats."""
    if not isinstance(text, str):
        raise NotationError("deck.cards", "give the cards as text, e.g. R3 R1 Narr XX")  # EXAMPLE_TRICK
    codes = [c for c in text.replace(",", " ").split() if c]
    if len(codes) > limit:
        raise NotationError("deck.cards", "at most {limit} cards", limit=limit)
    out = []
    for c in codes:
        index = parse_code(c, numerals_1jj=True)
        from .kernel.codes import code_of

        out.append(code_of(index))
    if len(set(out)) != len(out):
        raise NotationError("deck.cards", "a card appears twice")
    return out


def compare(trick: list[str], pile: list[str]) -> list[dict[str, Any]]:
    """Per game: who wins ``trick`` (position, card) and what ``pile`` counts (face total and counted)."""
    rows = []
    face = sum(TAROCK_VALUES[parse_code(c)] for c in pile)
    for gid in GAMES:
        info = GAMES[gid]
        winner = info.trick_winner(trick) if info.trick_winner is not None and trick else None
        counted = info.count_pile(pile) if info.count_pile is not None else None
        rows.append(
            {
                "game": gid,
                "title_de": info.title_de,
                "title_en": info.title_en,
                "winner": winner,
                "winning_card": trick[winner] if winner is not None and winner >= 0 else None,
                "face": face,
                "counted": counted,
            }
        )
    return rows
