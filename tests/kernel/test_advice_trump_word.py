"""Issue 32/33: the hints speak each game's word for a trump. Großtarock's page, lessons and source 003 say Tarok
(English: tarok); the shared reasons (kernel.advice, advice_hand, advice_ultimo, hints) say Trumpf. A game's word is
one datum (GameInfo.trump_word); its sentences are the catalogues' entries under the game's id (msgctxt), which the
hint and the review look up first (hints.game_words)."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from troggu_core import GAMES, hints
from troggu_core.kernel.advice import Weighed, explain_card, names_of
from troggu_core.kernel.advice_hand import bid_reason
from troggu_core.kernel.codes import parse_code as p
from troggu_core.kernel.strong_bots import PlayTable
from troggu_core.games.grosstarock.card_play_model import trick_rules

ROOT = Path(__file__).resolve().parents[2]
SHARED = (
    "kernel/advice.py",
    "kernel/advice_hand.py",
    "kernel/advice_ultimo.py",
    "hints.py",
    "games/grosstarock/advice.py",  # its own vole and nolo, said under its id like the shared sentences
)
FAMILY = {"de": re.compile(r"Tr[uü]mpf"), "en": re.compile(r"(?i)\btrumps?\b")}
GT = GAMES["grosstarock"]


def _shared_keys() -> set[str]:
    keys: set[str] = set()
    for path in SHARED:
        for node in ast.walk(ast.parse((ROOT / "troggu_core" / path).read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                keys.add(node.value)
    return keys


def _catalogue(lang: str):  # type: ignore[no-untyped-def]
    with open(ROOT / "troggu_core" / "locale" / lang / "LC_MESSAGES" / "troggu.po", "rb") as f:
        return read_po(f)


def _texts(message) -> list[str]:  # type: ignore[no-untyped-def]
    return [message.string] if isinstance(message.string, str) else list(message.string)


@pytest.mark.parametrize("game", [g for g, info in GAMES.items() if info.trump_word])
@pytest.mark.parametrize("lang", ["de", "en"])
def test_every_shared_sentence_naming_a_trump_has_the_games_word(game: str, lang: str) -> None:
    """Each shared sentence whose German names a trump (the French Tarot's poignée and chelem aside: no other game
    announces them) has an entry under the game's id, in both catalogues, that says the game's word and never the
    family's."""
    keys = _shared_keys()
    de = _catalogue("de")
    wanted = {
        m.id if isinstance(m.id, str) else m.id[0]
        for m in de
        if m.id
        and (m.id if isinstance(m.id, str) else m.id[0]) in keys
        and any(FAMILY["de"].search(t) for t in _texts(m))
        and not re.search(r"(?i)poign|chelem", m.id if isinstance(m.id, str) else m.id[0])
    }
    assert len(wanted) >= 10, wanted  # the duties, the trumps drawn, the hand's trumps, the ultimo, vole and nolo
    word = GAMES[game].trump_word[lang]
    found = {}
    for m in _catalogue(lang):
        if m.context == game:
            found[m.id if isinstance(m.id, str) else m.id[0]] = _texts(m)
    assert wanted <= set(found), wanted - set(found)
    for key, texts in found.items():
        for text in texts:
            assert not FAMILY[lang].search(text) and word in text, (key, text)


def test_the_grosstarock_reasons_say_tarok_and_troggus_say_trumpf() -> None:
    """Through the hint's own door (hints.game_words): a Großtarock top trump led and a hand's trumps counted say
    Tarok / tarok; the same sentences for Troggu keep Trumpf."""
    rules = trick_rules("natural", True)
    hand = sum(1 << p(c) for c in ("XX", "R2", "B3"))
    t = PlayTable(
        rules, 0, hand, (), 0, sum(1 << p(c) for c in ("XIX", "R5", "B4", "S4", "S5", "S6")), (3, 3, 3), (0, 1, 1)
    )
    w = Weighed({p("XX"): [12.0, 13.0], p("R2"): [4.0, 5.0], p("B3"): [3.0, 4.0]}, 1)
    with hints.game_words(GT):
        de = explain_card(t, w, p("XX"), names_of(GT, "de")).msg.render("de")
        en = explain_card(t, w, p("XX"), names_of(GT, "en")).msg.render("en")
        counted = bid_reason(["XXI", "XX", "XIX", "R2"], "pass", ["pass"], lambda c: c).render("de")
    assert "ist der höchste Tarok, der noch im Spiel ist" in de, de
    assert "is the highest tarok still out" in en, en
    assert counted.startswith("Du hast 3 Taroks"), counted
    assert (
        bid_reason(["XXI", "XX", "XIX", "R2"], "pass", ["pass"], lambda c: c)
        .render("de")
        .startswith("Du hast 3 Trümpfe")
    )


def test_the_grosstarock_lay_away_hint_says_taroks() -> None:
    """The facade's hint (1754, seed 2: the dealer keeps every trump) says so in the game's word."""
    st = GT.new("1754", 3, 2)
    said = hints.hint(GT, st, st.to_move, "gut", "de")["reason"]
    assert "du behältst alle deine Taroks" in said and not FAMILY["de"].search(said), said
