"""Card names in the explainer's sentences are grammatical German (issue 32): each single card's slot says the name
with its article in the slot's case ("Über den Narren kommst du nicht", "mit dem Rosen-Buben"), never a bare name
after a preposition nor an article of the wrong case, and no capitalised Der/Die/Das mid-sentence, for every card of
every game in every sentence pattern of :mod:`troggu_core.kernel.advice` and :mod:`troggu_core.kernel.advice_hand`."""

from __future__ import annotations

import functools
import re
from dataclasses import replace
from typing import Callable

import pytest

from troggu_core.i18n import Msg, Plural
from troggu_core.kernel.advice import DEMAND, CardFacts, _sentence, card_words, tie_sentence
from troggu_core.kernel.advice_hand import bid_reason, call_reason, lay_away_reason
from troggu_core.hints import _label
from troggu_core.kernel.card_grammar import CASES, CardName, declined, gender_of
from troggu_core.kernel.codes import CODES
from troggu_core.kernel.registry import GAMES

DATIVE = "mit|unter|von|vom|zu|zum|zur|aus|bei|nach"
ACCUSATIVE = "über|für|gegen|ohne|um|durch"
ARTICLE = "der|die|das|den|dem|des"
MID_CAPITAL = re.compile(r"(?<![.:!?(„\"])\s+(?:Der|Die|Das)\b")


@functools.lru_cache(maxsize=None)
def _forms(name: str) -> str:
    """A regex of the name's forms in a sentence (itself, a weak noun's oblique form: Narr, Narren)."""
    weak = declined(name, "akk").split(" ", 1)[-1]
    return "(?:" + "|".join(re.escape(x) for x in sorted({name, weak}, key=len, reverse=True)) + r")(?!\w)"


def _clashes(text: str, name: str) -> list[str]:
    """What is wrong with ``name`` (a card's name in its sentence form) in ``text``: the name bare after a
    preposition, an article of the wrong case after one, a bare name in a single card's place (not after an article,
    a bracket or a list's comma), a capitalised article mid-sentence."""
    bare, dative, accusative, _ = _patterns_of(name)
    out = bare.findall(text)
    out += [m for m in dative.findall(text) if m not in ("dem", "der")]
    out += [m for m in accusative.findall(text) if m not in ("den", "die", "das")]
    return out + MID_CAPITAL.findall(text)


@functools.lru_cache(maxsize=None)
def _patterns_of(name: str) -> tuple[re.Pattern[str], ...]:
    """The checks' regexes for ``name``, compiled once: the name bare after a preposition, the word between a
    dative or an accusative preposition and the name, the word before the name."""
    stem = _forms(name)
    return (
        re.compile(rf"\b(?:{DATIVE}|{ACCUSATIVE})\s+{stem}", re.IGNORECASE),
        re.compile(rf"\b(?:{DATIVE})\s+(\w+)\s+{stem}", re.IGNORECASE),
        re.compile(rf"\b(?:{ACCUSATIVE})\s+(\w+)\s+{stem}", re.IGNORECASE),
        re.compile(rf"(\S+)\s+{stem}"),
    )


def _bare(text: str, name: str) -> list[str]:
    """Places where ``name`` stands without its article (a bracket or a list may say it bare)."""
    return [
        m for m in _patterns_of(name)[3].findall(text) if m.lower() not in ARTICLE.split("|") and not m.endswith(",")
    ]


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

    out += [call_reason(hand, code(card), cname), call_reason([code(other)], code(card), cname)]
    return out


def replace_wins(f: CardFacts, card: int) -> CardFacts:
    """The same position with the other side holding the trick and ``card`` taking it."""
    return replace(f, wins=frozenset({card}), winner_side="opponent", safe=False)


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_card_name_declines(game: str) -> None:
    """Every card of the game has a German name whose gender the declension knows (so it takes its article)."""
    info = GAMES[game]
    unknown = [card_words(info.card_name, CODES[c], "de") for c in _cards(game)]
    assert not [n for n in unknown if gender_of(n) is None], unknown


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_card_in_every_slot_has_its_article_in_the_slots_case(game: str) -> None:
    """Each card of the game, in each sentence pattern and each place a card goes, with ``other`` beside it: its
    name takes the article of the slot's case (never bare after a preposition or in a single card's place); no
    capitalised article mid-sentence. (Lists of cards: the two tests below.)"""
    info = GAMES[game]
    cards = _cards(game)
    names = {c: card_words(info.card_name, CODES[c], "de") for c in cards}
    name = lambda c: names[c - DEMAND if c >= DEMAND else c]  # noqa: E731
    code = lambda c: CODES[c]  # noqa: E731
    bad = []
    for card in cards:
        said = name(card)
        texts = {
            m.render("de")
            for other in (cards[0], cards[-1])
            if other != card
            for m in _patterns(card, other, name, code)
        }
        for text in texts:  # each sentence once (many patterns say the same)
            bad += [(text, x) for x in _clashes(text, said) + _bare(text, said)]
    assert not bad, bad[:5]


@pytest.mark.parametrize(
    ("name", "nom", "akk", "dat"),
    [
        ("Narr", "der Narr", "den Narren", "dem Narren"),
        ("Rosen-Bube", "der Rosen-Bube", "den Rosen-Buben", "dem Rosen-Buben"),
        ("Rosen-Bub", "der Rosen-Bub", "den Rosen-Buben", "dem Rosen-Buben"),
        ("Rosen-Königin", "die Rosen-Königin", "die Rosen-Königin", "der Rosen-Königin"),
        ("Karo-Ass", "das Karo-Ass", "das Karo-Ass", "dem Karo-Ass"),
        ("Rosen 1", "die Rosen 1", "die Rosen 1", "der Rosen 1"),
        ("Karo-7", "die Karo-7", "die Karo-7", "der Karo-7"),
        ("Schwerter-Sieben", "die Schwerter-Sieben", "die Schwerter-Sieben", "der Schwerter-Sieben"),
        ("Trumpfkarte 21", "die Trumpfkarte 21", "die Trumpfkarte 21", "der Trumpfkarte 21"),
        (
            "Trumpf XXI (die Welt)",
            "der Trumpf XXI (die Welt)",
            "den Trumpf XXI (die Welt)",
            "dem Trumpf XXI (die Welt)",
        ),
        ("Sküs", "der Sküs", "den Sküs", "dem Sküs"),
        ("Ausrede", "die Ausrede", "die Ausrede", "der Ausrede"),
        ("Kreuz-Cavall", "der Kreuz-Cavall", "den Kreuz-Cavall", "dem Kreuz-Cavall"),
    ],
)
def test_a_card_name_in_each_case(name: str, nom: str, akk: str, dat: str) -> None:
    """The article and the weak noun's form by case, as a German reader says them."""
    card = CardName(name)
    assert (f"{card:nom}", f"{card:akk}", f"{card:dat}", f"{card:Nom}") == (nom, akk, dat, nom[0].upper() + nom[1:])


def test_the_sentence_says_the_article_of_its_case() -> None:
    """The explainer's German sentences decline the name: "Über den Narren", "mit dem Narren", "Der Narr ist …"."""
    f = CardFacts(seat=0, legal=(2, 3), trick=(21,), winner=1, winner_card=21, winner_side="opponent", must="")
    name = lambda c: {21: "Narr", 2: "Rosen 2", 3: "Rosen-Bube"}[c]  # noqa: E731
    duck = _sentence("duck", f, 2, name).render("de")
    assert duck == "Über den Narren kommst du nicht: gib deine geringste Karte, die Rosen 2.", duck
    take = _sentence("take", replace(f, wins=frozenset({3})), 3, name).render("de")
    assert take == "Die Gegenseite hält den Stich mit dem Narren: hol ihn mit dem Rosen-Buben.", take


def test_the_check_sees_the_clash() -> None:
    """The check finds a name bare after a preposition or in a card's place, or with an article of the wrong case."""
    assert _clashes("Über Narr kommst du nicht: gib deine geringste Karte, die Rosen-Zwei.", "Narr")
    assert _clashes("Dein Partner hält den Stich mit den Petit.", "Petit")
    assert _bare("Spiel Rosen-König an.", "Rosen-König")
    assert not _clashes(
        "Die Gegenseite hält den Stich mit dem Trumpf XXI (die Welt): hol ihn.", "Trumpf XXI (die Welt)"
    )
    assert not _bare("Über den Narren kommst du nicht.", "Narr") and not _bare("(Narr, Trumpf I)", "Trumpf I")


def _list_sentences(info: object, codes: list[str], lang: str) -> list[tuple[str, str]]:
    """Every sentence that lists ``codes`` (each a card of the game) in one slot, with the German case the slot
    takes: the cards laid away (the reason, with and without a fact, and the hint's label), the counting cards in
    the other side's trick."""

    def cname(c: str) -> str:
        return card_words(info.card_name, c, lang)  # type: ignore[attr-defined]

    hand = [*codes, "XXI", "Narr", "II"]
    cards = [CODES.index(c) for c in codes]
    winner = next(c for c in range(78) if c not in cards)
    take = CardFacts(
        seat=0,
        legal=(winner,),
        trick=(winner, *cards),
        winner=1,
        winner_card=winner,
        winner_side="opponent",
        wins=frozenset({winner}),
        counting=frozenset(cards),
    )
    said = lambda c: card_words(info.card_name, CODES[c], lang)  # type: ignore[attr-defined]  # noqa: E731
    return [
        (lay_away_reason(hand, codes, cname).render(lang), "akk"),
        (lay_away_reason(codes, codes, cname).render(lang), "akk"),
        (_label(info, "discard " + " ".join(codes), lang), "akk"),  # type: ignore[arg-type]
        (_sentence("take", take, winner, said).render(lang), "nom"),
    ]


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_card_in_a_list_has_its_article_and_the_list_its_und(game: str) -> None:
    """Every card of the game, listed with its neighbours (one, two and three cards) in each sentence that lists
    cards: in German each name with the article of its gender in the slot's case, joined by commas and "und"
    (never the English "and", never a bare name); in English joined by "and"."""
    info = GAMES[game]
    codes = [CODES[c] for c in _cards(game)]
    bad = []
    for i in range(len(codes)):
        for size in (1, 2, 3):
            chunk = codes[i : i + size]
            if len(chunk) < size:
                continue
            names = [card_words(info.card_name, c, "de") for c in chunk]
            for text, case in _list_sentences(info, chunk, "de"):
                articles = [CASES[case][gender_of(n) or "?"] for n in names]
                said = [f"{a} {declined(n, case).split(' ', 1)[1]}" for a, n in zip(articles, names)]
                expected = said[0] if size == 1 else ", ".join(said[:-1]) + " und " + said[-1]
                if expected not in text and expected[:1].upper() + expected[1:] not in text or " and " in text:
                    bad.append((text, expected))
            english = [card_words(info.card_name, c, "en") for c in chunk]
            listed = english[0] if size == 1 else ", ".join(english[:-1]) + " and " + english[-1]
            bad += [(text, listed) for text, _ in _list_sentences(info, chunk, "en") if listed not in text]
    assert not bad, bad[:4]


@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_hands_top_trumps_are_listed_with_their_articles(game: str) -> None:
    """The top trumps a bid's, a chelem's or a vole's reason names, in the case of their sentence: "Du hast 6
    Trümpfe (darunter den Trumpf XXI und den Narren)", "Mit 6 Trümpfen (darunter dem Trumpf XXI und dem Narren)"."""
    info = GAMES[game]

    def cname(c: str) -> str:
        return card_words(info.card_name, c, "de")

    top = [c for c in ("XXI", "Narr", "I") if c in {CODES[i] for i in _cards(game)}]
    hand = [*top, "XX", "XIX", "XVIII", "RK", "R2"]
    dat = ", ".join(declined(cname(c), "dat") for c in top[:-1]) + " und " + declined(cname(top[-1]), "dat")
    akk = ", ".join(declined(cname(c), "akk") for c in top[:-1]) + " und " + declined(cname(top[-1]), "akk")
    bid = bid_reason(hand, "normal", ["pass", "normal"], cname).render("de")
    assert f"Trümpfe (darunter {akk})" in bid, bid
    chelem, vole = GAMES["french-tarot"].announcement_reason, GAMES["grosstarock"].announcement_reason
    assert chelem is not None and vole is not None
    for reason, action, tricks in ((chelem, "chelem", 0), (vole, "announce vole", 0), (vole, "announce vole", 2)):
        said = reason(hand, action, cname, tricks)
        assert said is not None and f"Trümpfen (darunter {dat})" in said.render("de"), said.render("de")
    one = vole(["XIX", "R2"], "announce vole", cname)
    assert one is not None and f"Mit einem Trumpf ({declined(cname('XIX'), 'dat')})" in one.render("de")
