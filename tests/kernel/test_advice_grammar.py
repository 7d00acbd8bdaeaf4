"""Card names in the explainer's sentences are grammatical German (issue 32): no declined article of a name clashes
with a preposition and none stands capitalised mid-sentence, for every card of every game in every sentence
pattern of :mod:`troggu_core.kernel.advice` and :mod:`troggu_core.kernel.advice_hand`."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Callable

import pytest

from troggu_core.i18n import Msg, Plural
from troggu_core.kernel.advice import DEMAND, CardFacts, _sentence, card_words, tie_sentence
from troggu_core.kernel.advice_hand import announcement_reason, bid_reason, call_reason, lay_away_reason
from troggu_core.kernel.codes import CODES
from troggu_core.kernel.registry import GAMES

PREPOSITIONS = "mit|über|unter|von|vom|zu|zum|zur|für|an|am|auf|in|im|aus|bei|nach|gegen|ohne|um|durch|vor|neben"
AFTER_PREPOSITION = re.compile(rf"\b(?:{PREPOSITIONS})\s+(?:der|die|das|den|dem|des)\b", re.IGNORECASE)
MID_CAPITAL = re.compile(r"(?<![.:!?(„\"])\s+(?:Der|Die|Das)\b")

KINDS = ("smear", "keep_low", "secure", "keep_better", "take", "duck", "fool", "stay_under", "lead_low_misere")
LEADS = ("partner_void", "top", "draw_trumps", "lead_low", "simulation", "only")


def _cards(game: str) -> list[int]:
    card_name = GAMES[game].card_name
    assert card_name is not None, game
    out = []
    for i, code in enumerate(CODES[:78]):
        try:
            card_name(code, "de")
        except Exception:  # noqa: BLE001 - a card the game's deck does not have
            continue
        out.append(i)
    return out


def _patterns(card: int, other: int, name: Callable[[int], str], code: Callable[[int], str]) -> list[Msg | Plural]:
    """Every sentence of the explainer with ``card`` (and ``other``) in each place a card name goes."""
    out: list[Msg | Plural] = []
    for trick, counting in (((other,), frozenset()), ((other, card), frozenset({card}))):
        for must in ("", "follow", "trump"):
            f = CardFacts(
                seat=0,
                legal=(card, other),
                trick=trick,
                winner=1,
                winner_card=other,
                winner_side="partner",
                must=must,
                trumps_out=2,
                counting=counting,
            )
            for kind in KINDS + LEADS:
                out.append(_sentence(kind, f, card, name))
                out.append(_sentence(kind, replace_wins(f, card), card, name))
            out.append(_sentence("only", CardFacts(seat=0, legal=(card,), trick=trick, must=must), card, name))
    out.append(_sentence("tie", CardFacts(seat=0, legal=(card, other), trick=()), card, name))
    out.append(_sentence("tie", CardFacts(seat=0, legal=(card, other, 5), trick=()), card, name))
    out.append(_sentence("demand", CardFacts(seat=0, legal=(card,), trick=()), DEMAND + card, name))
    out += [tie_sentence(card, [other], name), tie_sentence(card, [other, 5], name)]
    hand = [code(card), code(other), "XXI", "Narr", "I", "RK"]

    def cname(c: str) -> str:
        return name(CODES.index(c))

    out += [
        bid_reason(hand, "pass", ["pass", "normal"], cname),
        bid_reason(hand, "normal", ["pass", "normal"], cname),
        lay_away_reason(hand, [code(card), code(other)], cname),
        call_reason(hand, code(card), cname),
        call_reason([code(other)], code(card), cname),
    ]
    said = [announcement_reason(hand, a, cname, t) for a in ("chelem", "announce vole") for t in (0, 2)]
    out += [m for m in said if m is not None]
    return out


def replace_wins(f: CardFacts, card: int) -> CardFacts:
    """The same position with the other side holding the trick and ``card`` taking it."""
    return replace(f, wins=frozenset({card}), winner_side="opponent", safe=False)


def _clashes(text: str) -> list[str]:
    return AFTER_PREPOSITION.findall(text) + MID_CAPITAL.findall(text)


@pytest.mark.parametrize("game", sorted(GAMES))
def test_no_article_clash_for_any_card(game: str) -> None:
    """Each card of the game, in each sentence pattern and each place a card goes, adds no article clash beyond
    the ones of the sentence itself (said with a neutral word for the card)."""
    info = GAMES[game]
    cards = _cards(game)
    name = lambda c: card_words(info.card_name, CODES[c - DEMAND if c >= DEMAND else c], "de")  # noqa: E731
    neutral = lambda c: "Karte"  # noqa: E731
    code = lambda c: CODES[c]  # noqa: E731
    bad = []
    for card in cards:
        for other in (cards[0], cards[-1]):
            if other == card:
                continue
            said = [m.render("de") for m in _patterns(card, other, name, code)]
            base = [m.render("de") for m in _patterns(card, other, neutral, code)]
            bad += [s for s, b in zip(said, base) if len(_clashes(s)) > len(_clashes(b))]
    assert not bad, bad[:5]


def test_the_check_sees_the_clash() -> None:
    """The check finds a name said with its article ("Über Der Narr", "mit der Petit")."""
    assert _clashes("Über Der Narr kommst du nicht: gib deine geringste Karte, Rosen-Zwei.")
    assert _clashes("Dein Partner hält den Stich mit der Petit.")
    assert not _clashes("Die Gegenseite hält den Stich mit Trumpf XXI (die Welt): hol ihn mit Narr.")
