"""French-suited card faces drawn by the engine: the Tarot Nouveau pattern of the French Tarot and Danish Tarok.

Our own simple designs, like :mod:`troggu_core.games.troggu.svg` for the 1JJ deck: hearts, diamonds, clubs and spades as
shapes, the numbered trumps with their Arabic number in both corners, the Excuse with a star. Every image has a
``<title>`` and an ``aria-label`` naming the card in German or English. Standard library only.

Card codes are the family's (``family-common.md``): ``C`` hearts, ``R`` diamonds, ``B`` clubs, ``S`` spades.

>>> s = french_card_svg("CK", lang="en")
>>> s.startswith("<svg") and "King of Hearts" in s
True
>>> french_card_label("XXI", "de"), french_card_label("Narr", "de")
('Trumpf 21 (XXI)', 'Excuse (Narr)')
"""

from __future__ import annotations

from html import escape

from ...kernel.codes import FOOL, code_of, parse_code, rank_of, suit_of

__all__ = ["french_card_svg", "french_card_label", "FRENCH_SUITS"]

_W, _H = 100, 172
_PAPER = "#fffdf7"
_BORDER = "#5a5a66"
_INK = "#1f1f24"
_RED = "#c0182b"
_SANS = "Helvetica, Arial, sans-serif"

FRENCH_SUITS: dict[str, tuple[str, str, str, str]] = {
    # letter: German, English, French, symbol
    "C": ("Herz", "Hearts", "Cœur", "♥"),
    "R": ("Karo", "Diamonds", "Carreau", "♦"),
    "B": ("Kreuz", "Clubs", "Trèfle", "♣"),
    "S": ("Pik", "Spades", "Pique", "♠"),
}
_RANKS = {
    "de": {"K": "König", "Q": "Dame", "N": "Ritter", "J": "Bube", "1": "Ass"},
    "en": {"K": "King", "Q": "Queen", "N": "Knight", "J": "Jack", "1": "Ace"},
}
_LETTER = {"de": {"K": "K", "Q": "D", "N": "R", "J": "B"}, "en": {"K": "K", "Q": "Q", "N": "C", "J": "J"}}
_RANK_CODES = ("1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "N", "Q", "K")


def french_card_label(code: str, lang: str = "de") -> str:
    """The accessible name of a French-suited card (``Herz-König (CK)``, ``Trumpf 21 (XXI)``, ``Excuse (Narr)``)."""
    index = parse_code(code, numerals_1jj=True)
    if index == FOOL:
        return "Excuse (Narr)"
    if index < 21:
        return f"{'Trumpf' if lang == 'de' else 'Trump'} {index + 1} ({code_of(index)})"
    letter = "RBSC"[suit_of(index)]
    rank = _RANK_CODES[rank_of(index)]
    german, english = FRENCH_SUITS[letter][0], FRENCH_SUITS[letter][1]
    rank_name = _RANKS[lang].get(rank, rank)
    name = f"{german}-{rank_name}" if lang == "de" else f"{rank_name} of {english}"
    return f"{name} ({code_of(index)})"


def _symbol(letter: str, cx: float, cy: float, size: float) -> str:
    s = size / 2
    colour = _RED if letter in "CR" else _INK
    if letter == "C":
        d = (
            f"M{cx:.1f},{cy + s:.1f} C{cx - s * 1.3:.1f},{cy - s * 0.1:.1f} {cx - s * 0.7:.1f},{cy - s * 1.2:.1f} "
            f"{cx:.1f},{cy - s * 0.45:.1f} C{cx + s * 0.7:.1f},{cy - s * 1.2:.1f} {cx + s * 1.3:.1f},{cy - s * 0.1:.1f} "
            f"{cx:.1f},{cy + s:.1f} Z"
        )
        return f'<path d="{d}" fill="{colour}"/>'
    if letter == "R":
        return (
            f'<path d="M{cx:.1f},{cy - s:.1f} L{cx + s * 0.72:.1f},{cy:.1f} L{cx:.1f},{cy + s:.1f} '
            f'L{cx - s * 0.72:.1f},{cy:.1f} Z" fill="{colour}"/>'
        )
    if letter == "B":
        r = s * 0.42
        return (
            f'<g fill="{colour}"><circle cx="{cx:.1f}" cy="{cy - s * 0.45:.1f}" r="{r:.1f}"/>'
            f'<circle cx="{cx - s * 0.48:.1f}" cy="{cy + s * 0.1:.1f}" r="{r:.1f}"/>'
            f'<circle cx="{cx + s * 0.48:.1f}" cy="{cy + s * 0.1:.1f}" r="{r:.1f}"/>'
            f'<path d="M{cx - s * 0.12:.1f},{cy:.1f} L{cx - s * 0.35:.1f},{cy + s:.1f} L{cx + s * 0.35:.1f},{cy + s:.1f} '
            f'L{cx + s * 0.12:.1f},{cy:.1f} Z"/></g>'
        )
    d = (
        f"M{cx:.1f},{cy - s:.1f} C{cx - s * 1.3:.1f},{cy + s * 0.1:.1f} {cx - s * 0.7:.1f},{cy + s * 0.9:.1f} "
        f"{cx:.1f},{cy + s * 0.35:.1f} C{cx + s * 0.7:.1f},{cy + s * 0.9:.1f} {cx + s * 1.3:.1f},{cy + s * 0.1:.1f} "
        f"{cx:.1f},{cy - s:.1f} Z M{cx - s * 0.12:.1f},{cy + s * 0.2:.1f} L{cx - s * 0.35:.1f},{cy + s:.1f} "
        f"L{cx + s * 0.35:.1f},{cy + s:.1f} L{cx + s * 0.12:.1f},{cy + s * 0.2:.1f} Z"
    )
    return f'<path d="{d}" fill="{colour}"/>'


def _text(x: float, y: float, text: str, size: float, fill: str = _INK, weight: str = "bold") -> str:
    return (
        f'<text x="{x:.1f}" y="{y:.1f}" font-size="{size:g}" font-weight="{weight}" text-anchor="middle" '
        f'fill="{fill}">{escape(text)}</text>'
    )


_PIP_ROWS = {
    1: (1,),
    2: (1, 1),
    3: (1, 1, 1),
    4: (2, 2),
    5: (2, 1, 2),
    6: (2, 2, 2),
    7: (2, 1, 2, 2),
    8: (2, 2, 2, 2),
    9: (2, 2, 1, 2, 2),
    10: (2, 2, 2, 2, 2),
}


def _face(index: int, lang: str) -> str:
    parts: list[str] = []
    if index == FOOL:
        cx, cy = _W / 2, _H / 2
        star = " ".join(
            f"{cx + (34 if k % 2 == 0 else 14) * _cos(k):.1f},{cy + (34 if k % 2 == 0 else 14) * _sin(k):.1f}"
            for k in range(10)
        )
        parts.append(f'<polygon points="{star}" fill="#e8b923" stroke="{_INK}" stroke-width="1"/>')
        parts.append(_text(_W / 2, 26, "★", 16))
        parts.append(_text(_W / 2, _H - 14, "EXCUSE", 10))
        return "".join(parts)
    if index < 21:
        n = str(index + 1)
        parts.append(
            f'<rect x="8" y="30" width="{_W - 16}" height="{_H - 60}" rx="6" fill="#e9eef7" stroke="{_BORDER}" stroke-width="0.8"/>'
        )
        parts.append(_text(16, 22, n, 13))
        parts.append(f'<g transform="rotate(180 {_W / 2} {_H / 2})">{_text(16, 22, n, 13)}</g>')
        parts.append(_text(_W / 2, _H / 2 + 12, n, 34, fill="#2c4a7a"))
        return "".join(parts)
    letter = "RBSC"[suit_of(index)]
    rank = _RANK_CODES[rank_of(index)]
    colour = _RED if letter in "CR" else _INK
    corner = _LETTER[lang].get(rank, "A" if rank == "1" and lang == "en" else rank)
    if rank == "1" and lang == "de":
        corner = "A"
    for rot in (False, True):
        g = _text(13, 20, corner, 12, fill=colour) + _symbol(letter, 13, 31, 10)
        parts.append(f'<g transform="rotate(180 {_W / 2} {_H / 2})">{g}</g>' if rot else g)
    if rank.isdigit():
        rows = _PIP_ROWS[int(rank)]
        y0, y1 = 34, _H - 34
        size = 40 if rank == "1" else 18
        for r, count in enumerate(rows):
            y = (y0 + y1) / 2 if len(rows) == 1 else y0 + (y1 - y0) * r / (len(rows) - 1)
            xs = (_W / 2,) if count == 1 else (_W * 0.33, _W * 0.67)
            for x in xs:
                parts.append(_symbol(letter, x, y, size))
    else:
        parts.append(
            f'<rect x="24" y="34" width="{_W - 48}" height="{_H - 68}" rx="6" fill="none" stroke="{colour}" stroke-width="1"/>'
        )
        parts.append(_symbol(letter, _W / 2, _H / 2 - 10, 30))
        parts.append(_text(_W / 2, _H / 2 + 30, _RANKS[lang][rank], 10, fill=colour))
    return "".join(parts)


def _cos(k: int) -> float:
    import math

    return math.cos(math.pi / 5 * k - math.pi / 2)


def _sin(k: int) -> float:
    import math

    return math.sin(math.pi / 5 * k - math.pi / 2)


def french_card_svg(code: str, width: int | float = 56, lang: str = "de") -> str:
    """A standalone SVG image of one French-suited card, ``width`` pixels wide, labelled in ``lang``."""
    index = parse_code(code, numerals_1jj=True)
    label = escape(french_card_label(code, lang), quote=True)
    height = round(width * _H / _W, 2)
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {_W} {_H}" width="{width:g}" height="{height:g}" '
        f'role="img" aria-label="{label}" class="troggu-card-face" font-family="{_SANS}" '
        f'data-card="{escape(code_of(index), quote=True)}"><title>{label}</title>'
        f'<rect x="1" y="1" width="{_W - 2}" height="{_H - 2}" rx="7" fill="{_PAPER}" stroke="{_BORDER}" stroke-width="2"/>'
        f"{_face(index, lang)}</svg>"
    )
