"""The card faces drawn by troggu_core.games.troggu.svg: valid SVG, every card, accessible names in both languages."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

import troggu_core as tg
from troggu_core.games.troggu.cards import parse_cards
from troggu_core.games.troggu import svg

NS = "{http://www.w3.org/2000/svg}"


def _parse(text: str) -> ET.Element:
    root = ET.fromstring(text)
    assert root.tag == f"{NS}svg"
    return root


@pytest.mark.parametrize("lang", ["de", "en"])
def test_every_card_renders_as_valid_labelled_svg(lang: str) -> None:
    seen_labels = set()
    for card in tg.DECK_78:
        root = _parse(svg.card_svg(card, lang=lang))
        title = root.find(f"{NS}title")
        assert title is not None and title.text
        assert root.get("role") == "img"
        assert root.get("aria-label") == title.text
        assert root.get("data-card") == card.code
        names = card.names
        assert (names.german if lang == "de" else names.english) in title.text
        seen_labels.add(title.text)
        # no ids: many cards are inlined into one page
        assert all(el.get("id") is None for el in root.iter())
    assert len(seen_labels) == 78  # every card has its own name


def test_trumps_show_their_numeral_as_printed_and_caption() -> None:
    for card in tg.DECK_78[:21]:
        root = _parse(svg.card_svg(card))
        texts = [t.text for t in root.iter(f"{NS}text")]
        assert card.numeral in texts
        if card.names.french:
            assert card.names.french.upper() in texts
    iv = _parse(svg.card_svg(tg.Card.parse("IV")))
    assert "IIII" in [t.text for t in iv.iter(f"{NS}text")]
    assert "IV" not in [t.text for t in iv.iter(f"{NS}text")]


def test_suits_are_drawn_differently() -> None:
    # the drawing of the ace-like pip 1 differs per suit (coin, baton, sword, goblet), not only its colour
    shapes = {}
    for suit in tg.Suit:
        card = next(c for c in tg.DECK_78 if c.suit is suit and c.rank == "1")
        root = _parse(svg.card_svg(card))
        shapes[suit] = sorted(el.tag for el in root.iter())
    assert len({tuple(v) for v in shapes.values()}) == 4


def test_pip_cards_show_rank_many_symbols() -> None:
    one = _parse(svg.card_svg(tg.Card.parse("S1")))
    ten = _parse(svg.card_svg(tg.Card.parse("S10")))
    count = lambda root: sum(1 for g in root.iter(f"{NS}g") if g.find(f"{NS}path") is not None)  # noqa: E731
    assert count(ten) - count(one) == 9


def test_labels_in_both_languages() -> None:
    assert svg.card_label(tg.Card.parse("RK"), "de") == "Rosen-König (RK)"
    assert svg.card_label(tg.Card.parse("RK"), "en") == "King of Coins (RK)"
    assert "Munt" in svg.card_label(tg.MUNT, "en")
    assert "Bättler" in svg.card_label(tg.NARR, "de")
    with pytest.raises(ValueError):
        svg.card_label(tg.NARR, "fr")
    with pytest.raises(ValueError):
        svg.card_svg(tg.NARR, width=0)


def test_hand_svg_is_one_valid_svg_with_a_title_per_card() -> None:
    cards = parse_cards("XXI Narr RK S10")
    root = _parse(svg.hand_svg(cards, lang="en", width=40))
    inner = root.findall(f"{NS}svg")
    assert len(inner) == 4
    assert [el.get("data-card") for el in inner] == ["XXI", "Narr", "RK", "S10"]
    assert all(el.find(f"{NS}title") is not None for el in inner)
    assert float(root.get("width")) == pytest.approx(4 * 40 + 3 * 4)
    fan = _parse(svg.hand_svg(cards, width=40, overlap=0.5))
    assert float(fan.get("width")) < float(root.get("width"))


def test_cards_html_and_repr_hooks() -> None:
    html = svg.cards_html(["XXI", "RK"], lang="en")
    assert "\n" not in html  # safe as one line of raw HTML in Markdown
    root = ET.fromstring(html)
    assert root.get("role") == "list"
    imgs = [el for el in root.iter() if el.get("role") == "img"]
    assert [el.get("aria-label") for el in imgs] == ["Trump XXI The World (Walliser: Munt)", "King of Coins (RK)"]
    card = tg.Card.parse("XXI")
    assert card._repr_svg_() == svg.card_svg(card)
    row = svg.CardRow(["XXI", "RK"])
    assert row == (tg.Card.parse("XXI"), tg.Card.parse("RK"))
    assert ET.fromstring(row._repr_svg_()).tag == f"{NS}svg"
