"""Card faces drawn by the engine: plain SVG, our own simple designs (no copied artwork).

Every card of the 78-card 1JJ deck gets a face: the trumps show their numeral in the card's own spelling
(``IIII``, ``VIIII``, ``XIIII``), the French caption as printed and the number in a medallion; the Narr shows a
fool's cap; suit cards show their rank and the suit symbol drawn as simple shapes -- a coin for Rosen, a baton
for Stecken, a sword for Schwerter, a goblet for Coppe. Each image carries a ``<title>`` and an ``aria-label``
naming the card in German or English, so it is accessible wherever it is shown. Standard library only: this
module runs unchanged in Pyodide.

The faces use fixed colours on a light card with a dark border, so a card reads the same on light and dark
pages (like a real card lying on a dark table). No ``id`` attributes are used, so any number of cards can be
inlined into one HTML page.

>>> from troggu_core.games.troggu.cards import Card
>>> s = card_svg(Card.parse("IV"), lang="en")
>>> "IIII" in s and "The Emperor" in s and s.startswith("<svg")
True
>>> card_label(Card.parse("RK"), "de")
'Rosen-König (RK)'
"""

from __future__ import annotations

import math
from html import escape
from typing import Iterable

from .cards import Card, Suit

__all__ = [
    "CARD_VIEWBOX",
    "card_title",
    "card_label",
    "card_svg",
    "hand_svg",
    "cards_html",
    "CardRow",
]

_W, _H = 100, 172
CARD_VIEWBOX = (_W, _H)
"""Width and height of a card face in SVG user units (ratio close to a real tarot card)."""

_LANGS = ("de", "en")
_INK = "#2b2118"
_PAPER = "#fffaf0"
_BORDER = "#6b5638"
_TRUMP_BAND = "#efe2c4"
_SERIF = "Georgia, 'Times New Roman', Times, serif"

_SUIT_COLOUR: dict[Suit, tuple[str, str]] = {
    # fill, stroke: chosen for contrast on the light card face
    Suit.ROSEN: ("#d9a520", "#6e4f00"),
    Suit.STECKEN: ("#3f8a3a", "#1d451a"),
    Suit.SCHWERTER: ("#3d6fb6", "#15305c"),
    Suit.COPPE: ("#c0392b", "#5e120b"),
}


def _check_lang(lang: str) -> str:
    if lang not in _LANGS:
        raise ValueError(f"lang must be 'de' or 'en', not {lang!r}")
    return lang


def card_title(card: Card, lang: str = "de") -> str:
    """A card's name in ``lang`` (``"de"`` or ``"en"``), as the table and the sentences say it: a trump with the
    word and its numeral as printed, any other card by its name; no code, no Walliser names.

    >>> from troggu_core.games.troggu.cards import Card
    >>> card_title(Card.parse("XXI"), "de"), card_title(Card.parse("RK"), "en"), card_title(Card.parse("Narr"), "de")
    ('Trumpf XXI Die Welt', 'King of Coins', 'Der Narr')

    Raises:
        ValueError: ``lang`` is not ``"de"`` or ``"en"``.
    """
    _check_lang(lang)
    name = card.names.german if lang == "de" else card.names.english
    if card.is_trump and not card.is_narr:
        return f"{'Trumpf' if lang == 'de' else 'Trump'} {card.numeral or card.code} {name}"
    return name


def card_label(card: Card, lang: str = "de") -> str:
    """The accessible name of a card (its picture's ``aria-label``): its :func:`card_title` and its code.

    Trumps show the code only where their numeral as printed differs from it, and add the Walliser names.

    >>> from troggu_core.games.troggu.cards import Card
    >>> card_label(Card.parse("XXI"), "en")
    'Trump XXI The World (Walliser: Munt)'
    >>> card_label(Card.parse("IIII"), "de")
    'Trumpf IIII Der Herrscher (IV)'
    >>> card_label(Card.parse("Narr"), "de")
    'Der Narr (Walliser: Bättler, Gschgüser, Mat, chaspisch Narr)'

    Raises:
        ValueError: ``lang`` is not ``"de"`` or ``"en"``.
    """
    label = card_title(card, lang)
    names = card.names
    if not card.is_trump or (card.numeral or card.code) != card.code:
        label += f" ({card.code})"
    if names.walliser and card.is_trump:
        label += f" (Walliser: {', '.join(names.walliser)})"
    return label


# ----- suit symbols ---------------------------------------------------------------------------------------------


def _suit_symbol(suit: Suit, cx: float, cy: float, size: float) -> str:
    """One suit symbol centred at (cx, cy), ``size`` units tall."""
    fill, stroke = _SUIT_COLOUR[suit]
    s = size / 2
    sw = max(0.8, size / 22)
    if suit is Suit.ROSEN:  # a coin with a four-petalled rose
        petals = "".join(
            f'<ellipse cx="{cx + math.cos(a) * s * 0.38:.1f}" cy="{cy + math.sin(a) * s * 0.38:.1f}" '
            f'rx="{s * 0.26:.1f}" ry="{s * 0.15:.1f}" transform="rotate({math.degrees(a):.1f} '
            f'{cx + math.cos(a) * s * 0.38:.1f} {cy + math.sin(a) * s * 0.38:.1f})" fill="{stroke}"/>'
            for a in (0.0, math.pi / 2, math.pi, 3 * math.pi / 2)
        )
        return (
            f'<g><circle cx="{cx:.1f}" cy="{cy:.1f}" r="{s:.1f}" fill="{fill}" stroke="{stroke}" stroke-width="{sw:.1f}"/>'
            f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="{s * 0.78:.1f}" fill="none" stroke="{stroke}" '
            f'stroke-width="{sw * 0.6:.1f}"/>{petals}'
            f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="{s * 0.14:.1f}" fill="{fill}" stroke="{stroke}" '
            f'stroke-width="{sw * 0.5:.1f}"/></g>'
        )
    if suit is Suit.STECKEN:  # a knotted baton, slanting
        w = s * 0.32
        knots = "".join(
            f'<ellipse cx="{cx:.1f}" cy="{cy + k * s:.1f}" rx="{w * 1.15:.1f}" ry="{w * 0.35:.1f}" fill="{stroke}"/>'
            for k in (-0.45, 0.0, 0.45)
        )
        return (
            f'<g transform="rotate(-25 {cx:.1f} {cy:.1f})">'
            f'<rect x="{cx - w:.1f}" y="{cy - s:.1f}" width="{2 * w:.1f}" height="{2 * s:.1f}" rx="{w:.1f}" '
            f'fill="{fill}" stroke="{stroke}" stroke-width="{sw:.1f}"/>{knots}</g>'
        )
    if suit is Suit.SCHWERTER:  # a sword, point up
        bw = s * 0.16
        top, guard, bottom = cy - s, cy + s * 0.38, cy + s
        blade = (
            f"M{cx:.1f},{top:.1f} L{cx + bw:.1f},{top + s * 0.3:.1f} L{cx + bw:.1f},{guard:.1f} "
            f"L{cx - bw:.1f},{guard:.1f} L{cx - bw:.1f},{top + s * 0.3:.1f} Z"
        )
        return (
            f'<g><path d="{blade}" fill="{fill}" stroke="{stroke}" stroke-width="{sw:.1f}" stroke-linejoin="round"/>'
            f'<rect x="{cx - s * 0.5:.1f}" y="{guard:.1f}" width="{s:.1f}" height="{s * 0.14:.1f}" rx="{s * 0.05:.1f}" '
            f'fill="{stroke}"/>'
            f'<rect x="{cx - bw * 0.8:.1f}" y="{guard + s * 0.14:.1f}" width="{bw * 1.6:.1f}" '
            f'height="{bottom - guard - s * 0.3:.1f}" fill="{stroke}"/>'
            f'<circle cx="{cx:.1f}" cy="{bottom - s * 0.1:.1f}" r="{s * 0.14:.1f}" fill="{fill}" stroke="{stroke}" '
            f'stroke-width="{sw * 0.7:.1f}"/></g>'
        )
    # Coppe: a goblet
    bowl = (
        f"M{cx - s * 0.7:.1f},{cy - s * 0.85:.1f} L{cx + s * 0.7:.1f},{cy - s * 0.85:.1f} "
        f"Q{cx + s * 0.7:.1f},{cy + s * 0.1:.1f} {cx:.1f},{cy + s * 0.15:.1f} "
        f"Q{cx - s * 0.7:.1f},{cy + s * 0.1:.1f} {cx - s * 0.7:.1f},{cy - s * 0.85:.1f} Z"
    )
    return (
        f'<g><path d="{bowl}" fill="{fill}" stroke="{stroke}" stroke-width="{sw:.1f}" stroke-linejoin="round"/>'
        f'<rect x="{cx - s * 0.09:.1f}" y="{cy + s * 0.12:.1f}" width="{s * 0.18:.1f}" height="{s * 0.6:.1f}" '
        f'fill="{stroke}"/>'
        f'<ellipse cx="{cx:.1f}" cy="{cy + s * 0.8:.1f}" rx="{s * 0.5:.1f}" ry="{s * 0.16:.1f}" fill="{fill}" '
        f'stroke="{stroke}" stroke-width="{sw:.1f}"/></g>'
    )


# Pip positions as fractions of the pip field, per count 1-10.
_L, _C, _R = 0.22, 0.5, 0.78
_PIPS: dict[int, tuple[tuple[float, float], ...]] = {
    1: ((_C, 0.5),),
    2: ((_C, 0.2), (_C, 0.8)),
    3: ((_C, 0.15), (_C, 0.5), (_C, 0.85)),
    4: ((_L, 0.2), (_R, 0.2), (_L, 0.8), (_R, 0.8)),
    5: ((_L, 0.15), (_R, 0.15), (_C, 0.5), (_L, 0.85), (_R, 0.85)),
    6: ((_L, 0.15), (_R, 0.15), (_L, 0.5), (_R, 0.5), (_L, 0.85), (_R, 0.85)),
    7: ((_L, 0.12), (_R, 0.12), (_C, 0.32), (_L, 0.52), (_R, 0.52), (_L, 0.88), (_R, 0.88)),
    8: ((_L, 0.1), (_R, 0.1), (_L, 0.37), (_R, 0.37), (_L, 0.63), (_R, 0.63), (_L, 0.9), (_R, 0.9)),
    9: ((_L, 0.1), (_R, 0.1), (_L, 0.35), (_R, 0.35), (_C, 0.5), (_L, 0.65), (_R, 0.65), (_L, 0.9), (_R, 0.9)),
    10: (
        (_L, 0.08),
        (_R, 0.08),
        (_C, 0.25),
        (_L, 0.38),
        (_R, 0.38),
        (_L, 0.62),
        (_R, 0.62),
        (_C, 0.75),
        (_L, 0.92),
        (_R, 0.92),
    ),
}

_COURT_TEXT = {
    "de": {"K": "König", "Q": "Königin", "N": "Ritter", "J": "Bube"},
    "en": {"K": "King", "Q": "Queen", "N": "Knight", "J": "Jack"},
}


def _text(
    x: float,
    y: float,
    text: str,
    size: float,
    *,
    weight: str = "normal",
    anchor: str = "middle",
    fill: str = _INK,
    fit: float | None = None,
) -> str:
    extra = ""
    bold = ' font-weight="bold"' if weight == "bold" else ""
    if fit is not None and len(text) * size * 0.6 > fit:
        extra = f' textLength="{fit:.1f}" lengthAdjust="spacingAndGlyphs"'
    return (
        f'<text x="{x:.1f}" y="{y:.1f}" font-size="{size:g}"{bold} '
        f'text-anchor="{anchor}" fill="{fill}"{extra}>{escape(text)}</text>'
    )


def _frame() -> str:
    return (
        f'<rect x="1" y="1" width="{_W - 2}" height="{_H - 2}" rx="7" fill="{_PAPER}" stroke="{_BORDER}" '
        f'stroke-width="2"/>'
        f'<rect x="5" y="5" width="{_W - 10}" height="{_H - 10}" rx="4" fill="none" stroke="{_BORDER}" '
        f'stroke-width="0.6"/>'
    )


def _trump_face(card: Card) -> str:
    parts = [f'<rect x="5" y="5" width="{_W - 10}" height="26" rx="4" fill="{_TRUMP_BAND}"/>']
    if card.is_narr:
        caption = card.names.french or ""
        # the fool's cap: three points with bells over a band
        cx, cy = _W / 2, _H / 2 + 4
        parts.append(
            f'<ellipse cx="{cx}" cy="{cy}" rx="38" ry="52" fill="#f6ecd6" stroke="{_BORDER}" stroke-width="1"/>'
            f'<path d="M{cx - 26},{cy + 14} L{cx - 30},{cy - 24} L{cx - 10},{cy + 2} L{cx},{cy - 34} '
            f'L{cx + 10},{cy + 2} L{cx + 30},{cy - 24} L{cx + 26},{cy + 14} Z" fill="#8e3b8a" stroke="{_INK}" '
            f'stroke-width="1.2" stroke-linejoin="round"/>'
            f'<rect x="{cx - 28}" y="{cy + 12}" width="56" height="9" rx="3" fill="#d9a520" stroke="{_INK}" '
            f'stroke-width="1"/>'
            + "".join(
                f'<circle cx="{bx}" cy="{by}" r="4" fill="#d9a520" stroke="{_INK}" stroke-width="1"/>'
                for bx, by in ((cx - 30, cy - 26), (cx, cy - 36), (cx + 30, cy - 26))
            )
        )
    else:
        numeral = card.numeral or card.code
        parts.append(_text(_W / 2, 24, numeral, 17, weight="bold", fit=_W - 18))
        caption = card.names.french or ""
        cx, cy = _W / 2, _H / 2 + 4
        star = " ".join(
            f"{cx + math.cos(math.pi / 8 * k - math.pi / 2) * (44 if k % 2 == 0 else 30):.1f},"
            f"{cy + math.sin(math.pi / 8 * k - math.pi / 2) * (44 if k % 2 == 0 else 30):.1f}"
            for k in range(16)
        )
        parts.append(
            f'<ellipse cx="{cx}" cy="{cy}" rx="38" ry="52" fill="#f6ecd6" stroke="{_BORDER}" stroke-width="1"/>'
            f'<polygon points="{star}" fill="#e9d7aa" stroke="{_BORDER}" stroke-width="0.8"/>'
            f'<circle cx="{cx}" cy="{cy}" r="22" fill="{_PAPER}" stroke="{_BORDER}" stroke-width="1"/>'
        )
        parts.append(_text(cx, cy + 9, str(card.number), 26, weight="bold"))
    parts.append(f'<rect x="5" y="{_H - 31}" width="{_W - 10}" height="26" rx="4" fill="{_TRUMP_BAND}"/>')
    if caption:
        parts.append(_text(_W / 2, _H - 14, caption.upper(), 8.5, fit=_W - 16))
    return "".join(parts)


def _suit_face(card: Card, lang: str) -> str:
    suit = card.suit
    rank = card.rank
    assert suit is not None and rank is not None
    fill, stroke = _SUIT_COLOUR[suit]
    parts = [
        _text(13, 21, rank, 13, weight="bold", fill=stroke),
        _suit_symbol(suit, 13, 33, 11),
        f'<g transform="rotate(180 {_W / 2} {_H / 2})">{_text(13, 21, rank, 13, weight="bold", fill=stroke)}'
        f"{_suit_symbol(suit, 13, 33, 11)}</g>",
    ]
    if rank.isdigit():
        n = int(rank)
        x0, x1, y0, y1 = 24, _W - 24, 22, _H - 22
        size = 42 if n == 1 else 28 if n <= 3 else 20 if n <= 6 else 16
        for fx, fy in _PIPS[n]:
            parts.append(_suit_symbol(suit, x0 + fx * (x1 - x0), y0 + fy * (y1 - y0), size))
    else:
        cx, cy = _W / 2, _H / 2
        parts.append(
            f'<rect x="24" y="30" width="{_W - 48}" height="{_H - 60}" rx="6" fill="{fill}" fill-opacity="0.12" '
            f'stroke="{stroke}" stroke-width="1"/>'
        )
        # a crown for King and Queen, a plume for Knight and Jack, over the suit symbol
        if rank in ("K", "Q"):
            pts = 5 if rank == "K" else 3
            w = 30 if rank == "K" else 22
            tops = []
            for i in range(pts):
                x = cx - w / 2 + w * i / (pts - 1)
                tops.append(
                    f"L{x:.1f},{cy - 44:.1f} L{x + w / (2 * (pts - 1)):.1f},{cy - 32:.1f}"
                    if i < pts - 1
                    else f"L{x:.1f},{cy - 44:.1f}"
                )
            crown = f"M{cx - w / 2:.1f},{cy - 22:.1f} " + " ".join(tops) + f" L{cx + w / 2:.1f},{cy - 22:.1f} Z"
            parts.append(f'<path d="{crown}" fill="#d9a520" stroke="{_INK}" stroke-width="1" stroke-linejoin="round"/>')
        else:
            parts.append(
                f'<path d="M{cx - 12:.1f},{cy - 22:.1f} Q{cx - 14:.1f},{cy - 46:.1f} {cx + 12:.1f},{cy - 48:.1f} '
                f'Q{cx - 2:.1f},{cy - 38:.1f} {cx + 8:.1f},{cy - 22:.1f} Z" fill="{stroke}" fill-opacity="0.85"/>'
            )
        parts.append(_suit_symbol(suit, cx, cy + 6, 34))
        parts.append(_text(cx, _H - 36, _COURT_TEXT[lang][rank], 10, weight="bold", fill=stroke, fit=_W - 52))
    return "".join(parts)


def card_svg(card: Card, width: int | float = 72, lang: str = "de") -> str:
    """A standalone SVG image of one card, ``width`` pixels wide, labelled in ``lang``.

    The image has ``role="img"``, an ``aria-label`` and a ``<title>`` naming the card (see :func:`card_label`).

    >>> from troggu_core.games.troggu.cards import Card
    >>> svg = card_svg(Card.parse("XIIII"), width=50, lang="en")
    >>> 'width="50"' in svg and "XIIII" in svg and "<title>Trump XIIII Temperance (XIV)</title>" in svg
    True

    Raises:
        ValueError: ``lang`` is not ``"de"`` or ``"en"``, or ``width`` is not positive.
    """
    _check_lang(lang)
    if not width > 0:
        raise ValueError(f"width must be positive, not {width!r}")
    height = round(width * _H / _W, 2)
    label = escape(card_label(card, lang), quote=True)
    face = _trump_face(card) if card.is_trump else _suit_face(card, lang)
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {_W} {_H}" width="{_fmt(width)}" '
        f'height="{_fmt(height)}" role="img" aria-label="{label}" class="troggu-card-face" font-family="{_SERIF}" '
        f'data-card="{escape(card.code, quote=True)}">'
        f"<title>{label}</title>{_frame()}{face}</svg>"
    )


def _fmt(x: float) -> str:
    return f"{x:g}"


def _as_cards(cards: Iterable[Card | str]) -> list[Card]:
    return [c if isinstance(c, Card) else Card.parse(c) for c in cards]


def hand_svg(
    cards: Iterable[Card | str],
    width: int | float = 56,
    lang: str = "de",
    overlap: float = 0.0,
    label: str | None = None,
) -> str:
    """One standalone SVG showing a row of cards, each ``width`` pixels wide.

    Each card keeps its own ``<title>``; the whole row gets ``label`` (default: "Karten: ..."/"Cards: ...").
    ``overlap`` (0 to 0.8) lets the cards overlap like a hand held in a fan.

    >>> svg = hand_svg(["XXI", "Narr", "RK"], lang="en")
    >>> svg.count("<svg"), "Cards: XXI, Narr, RK" in svg
    (4, True)

    Raises:
        ValueError: ``lang`` is not ``"de"`` or ``"en"``, or ``overlap`` is outside 0-0.8.
    """
    _check_lang(lang)
    if not 0 <= overlap <= 0.8:
        raise ValueError(f"overlap must be between 0 and 0.8, not {overlap!r}")
    row = _as_cards(cards)
    gap = 4.0
    step = width * (1 - overlap) + (gap if overlap == 0 else 0)
    height = width * _H / _W
    total = step * (len(row) - 1) + width if row else 0
    if label is None:
        label = ("Karten: " if lang == "de" else "Cards: ") + ", ".join(c.code for c in row)
    inner = []
    for i, c in enumerate(row):
        one = card_svg(c, width=width, lang=lang).replace(
            '<svg xmlns="http://www.w3.org/2000/svg" ', f'<svg x="{_fmt(round(i * step, 2))}" y="0" ', 1
        )
        inner.append(one)
    lab = escape(label, quote=True)
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{_fmt(round(total, 2))}" height="{_fmt(round(height, 2))}" '
        f'viewBox="0 0 {_fmt(round(total, 2))} {_fmt(round(height, 2))}" role="img" aria-label="{lab}" '
        f'class="troggu-hand">'
        f"<title>{lab}</title>{''.join(inner)}</svg>"
    )


def cards_html(cards: Iterable[Card | str], width: int | float = 56, lang: str = "de", label: str | None = None) -> str:
    """An HTML fragment (one line) showing cards in a wrapping row, each an inline, labelled SVG image.

    Suited to Markdown pages (one line of raw HTML), notebooks and the browser widgets.

    >>> html = cards_html(["XXI", "RK"], lang="en")
    >>> html.startswith('<div class="troggu-cards"') and html.count('role="img"') == 2
    True
    """
    _check_lang(lang)
    row = _as_cards(cards)
    if label is None:
        label = ("Karten: " if lang == "de" else "Cards: ") + ", ".join(c.code for c in row)
    items = "".join(
        f'<span class="troggu-card" role="listitem">{card_svg(c, width=width, lang=lang)}</span>' for c in row
    )
    return f'<div class="troggu-cards" role="list" aria-label="{escape(label, quote=True)}">{items}</div>'


class CardRow(tuple[Card, ...]):
    """A tuple of cards that shows itself as card images in Jupyter (``_repr_svg_``, ``_repr_html_``).

    >>> row = CardRow(["XXI", "RK"])
    >>> row
    CardRow(['XXI', 'RK'])
    >>> row[0].code, "<svg" in row._repr_html_()
    ('XXI', True)
    """

    lang: str = "de"

    def __new__(cls, cards: Iterable[Card | str] = ()) -> CardRow:
        return super().__new__(cls, _as_cards(cards))

    def __repr__(self) -> str:
        return f"CardRow({[c.code for c in self]!r})"

    def _repr_svg_(self) -> str:
        return hand_svg(self, lang=self.lang)

    def _repr_html_(self) -> str:
        return cards_html(self, lang=self.lang)
