"""Issue 32: the explainer's "lead low" and "give your least card" read the game's own order of the cards (its trick
rules' ``rank``), never an Ace or a 1 taken as the lowest: in Großtarock's, Troccas' and Troggu's red suits the Ace
is the highest pip card and the 10 the lowest; in the black suits and in every suit of the French Tarot the 1 is the
lowest. Hand-built positions where each reason must be said and where it must not."""

from __future__ import annotations

import pytest

from troggu_core import GAMES
from troggu_core.games.french_tarot.card_play_model import trick_rules as ft_rules
from troggu_core.games.grosstarock.card_play_model import trick_rules as gt_rules
from troggu_core.games.troccas.card_play_model import trick_rules as tc_rules
from troggu_core.games.troggu.card_play_model import trick_rules as tg_rules
from troggu_core.kernel.advice import Weighed, explain_card, names_of
from troggu_core.kernel.codes import parse_code as p
from troggu_core.kernel.solver import TrickRules
from troggu_core.kernel.strong_bots import PlayTable


def mask(*codes: str) -> int:
    return sum(1 << p(c) for c in codes)


def table(rules: TrickRules, hand: tuple[str, ...], trick: tuple[str, ...], others: tuple[str, ...]) -> PlayTable:
    """Seat 0 to move with ``hand`` (the trick led by the seats before it), every other seat an opponent, the
    ``others``' cards pooled into hands of sizes that fit."""
    n = rules.players
    leader = (n - len(trick)) % n
    played = {(leader + i) % n for i in range(len(trick))}
    sizes = tuple(len(hand) - (1 if s in played else 0) if s else len(hand) for s in range(n))
    assert sum(sizes) - len(hand) == len(others), "the pool must fill the other hands"
    sides = tuple(0 if s == 0 else 1 for s in range(n))
    return PlayTable(rules, 0, mask(*hand), tuple(p(c) for c in trick), leader, mask(*others), sizes, sides)


def said(t: PlayTable, card: str, game: str, lang: str = "de") -> tuple[str, str]:
    """The reason kind and sentence for ``card`` when it is clearly the best of the seat's legal cards."""
    legal = t.rules.legal(t.hand, list(t.trick), 0, -1)
    cards = [c for c in range(78) if legal >> c & 1]
    w = Weighed({c: [10.0 + (5.0 if c == p(card) else 0.0)] * 2 for c in cards}, 1)
    v = explain_card(t, w, p(card), names_of(GAMES[game], lang))
    return v.kind, v.msg.render(lang)


GT = gt_rules("red_reversed", True)
GT_POOL = ("C5", "CK", "S9", "SK", "B4", "B6")


def test_grosstarock_red_suit_leads_its_10_side_low_never_the_ace() -> None:
    """Großtarock's hearts rank K Q N J 1 2 … 10 (GT-CARD-2): the Herz-Ass is the highest pip card, so leading it
    is no "lead low"; the Herz-7 is the least heart held, and that reason is said for it."""
    t = table(GT, ("C1", "C7", "S5"), (), GT_POOL)
    assert said(t, "C1", "grosstarock")[0] != "lead_low"
    kind, text = said(t, "C7", "grosstarock")
    assert kind == "lead_low" and text.startswith("Spiel klein an: die Herz-7 gibt nichts her"), text
    en = said(t, "C7", "grosstarock", "en")[1]
    assert en.startswith("Lead low: ") and "7" in en and "Ace" not in en, en


def test_grosstarock_black_suit_leads_its_ace_low() -> None:
    """In the black suits the order is natural (K Q N J 10 … 1): the Pik-Ass is the least spade, the 7 is not."""
    t = table(GT, ("S1", "S7", "C5"), (), ("S9", "SK", "C1", "CK", "B4", "B6"))
    kind, text = said(t, "S1", "grosstarock")
    assert kind == "lead_low" and "Pik-Ass" in text, text
    assert said(t, "S7", "grosstarock")[0] != "lead_low"


def test_grosstarock_natural_order_option_makes_the_red_ace_the_least() -> None:
    """The ruleset option ``suit_order: natural`` ranks the red suits like the black ones: then the Ace leads low."""
    t = table(gt_rules("natural", True), ("C1", "C7", "S5"), (), GT_POOL)
    assert said(t, "C1", "grosstarock")[0] == "lead_low"
    assert said(t, "C7", "grosstarock")[0] != "lead_low"


def test_grosstarock_duck_gives_the_red_10_not_the_9() -> None:
    """Following the other side's Herz-König, neither heart wins: the least is the Herz-10 (red order), so "give
    your least card" is said for it and not for the 9."""
    t = table(GT, ("C9", "C10", "S5"), ("CK", "C5"), ("C2", "S9", "SK", "B4"))
    kind, text = said(t, "C10", "grosstarock")
    assert kind == "duck" and text.endswith("die Herz-10."), text
    assert said(t, "C9", "grosstarock")[0] != "duck"


@pytest.mark.parametrize(
    ("rules", "game", "low", "high"),
    [
        (tc_rules(4), "troccas", "R6", "R1"),  # Rosen: reversed (spec §1), the Ace is the highest pip card
        (tc_rules(4), "troccas", "C9", "C3"),  # Kelche: reversed
        (tc_rules(4), "troccas", "S2", "S8"),  # Schwerter: natural
        (ft_rules(False), "french-tarot", "C1", "C7"),  # the French Tarot: natural in every suit
        (ft_rules(False), "french-tarot", "R2", "R6"),
        (tg_rules(4), "troggu", "R6", "R1"),  # Troggu's Rosen: reversed
        (tg_rules(4), "troggu", "B2", "B8"),
    ],
)
def test_lead_low_follows_each_games_order(rules: TrickRules, game: str, low: str, high: str) -> None:
    """The seat leads with two pips of one suit and a third card: "lead low" for the least by the game's order only
    (the suit's King and Queen are still out, so neither pip is the top)."""
    suit = low[0]
    other, third = [s for s in "RBSC" if s != suit][:2]
    n = rules.players
    pool = (
        tuple(f"{suit}{r}" for r in "KQ")
        + tuple(f"{other}{r}" for r in "KQJN")
        + (f"{third}2", f"{third}4", f"{third}5")
    )
    t = table(rules, (low, high, f"{other}3"), (), pool[: 3 * (n - 1)])
    assert said(t, low, game)[0] == "lead_low", said(t, low, game)
    assert said(t, high, game)[0] != "lead_low", said(t, high, game)
