"""Every section of every game's rules has a German and an English title, and the game states it: the title heads
the section on the game's rules pages (tests/site/test_site_section_titles.py reads them there), and the docs hook
reads it from the registry's rules (``GameInfo.rules``, :func:`~troggu_core.kernel.rules.section_titles`), so a
section without one stops the build instead of showing its id.
"""

from __future__ import annotations

import sys
from pathlib import Path
from types import ModuleType, SimpleNamespace

import pytest

from toy_game import GAME as TOY
from troggu_core.kernel.registry import GAMES
from troggu_core.kernel.rules import SHARED_RULES, Rule, section_titles, with_section_titles, with_shared

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def rule_texts() -> ModuleType:
    """docs_hooks/rule_texts.py (every game's rules on the pages), imported as MkDocs imports its hooks
    (docs_hooks/ on the path)."""
    pytest.importorskip("mkdocs")
    sys.path.insert(0, str(ROOT / "docs_hooks"))
    import rule_texts

    return rule_texts


@pytest.mark.parametrize("game_id", list(GAMES))
def test_every_section_of_every_game_has_a_german_and_an_english_title(game_id: str) -> None:
    rules = GAMES[game_id].rules
    titles = section_titles(rules)  # raises for a section without one title per language
    assert set(titles) == {r.section for r in rules}
    untitled = sorted({r.section for r in rules if not r.section_title_de.strip() or not r.section_title_en.strip()})
    assert not untitled, untitled
    for section, (en, de) in titles.items():
        assert (en, de) == (en.strip(), de.strip()), section


@pytest.mark.parametrize("game_id", list(GAMES))
def test_one_section_has_one_title_and_two_sections_two(game_id: str) -> None:
    titles = section_titles(GAMES[game_id].rules)
    for lang, i in (("en", 0), ("de", 1)):
        named = [t[i] for t in titles.values()]
        assert len(named) == len(set(named)), (lang, named)


def test_the_toy_game_titles_its_sections_too() -> None:
    """A sixth game titles its own sections in its folder; the shared ones have the kernel's titles."""
    assert section_titles(TOY.rules) == {
        "play": ("Play", "Spiel"),
        "deck": ("Cards", "Karten"),
        "players": ("Players", "Spieler"),
        "deal": ("Deal", "Geben"),
        "game": ("Game phases", "Spielablauf"),
        "record": ("Record", "Protokoll"),
    }


def test_a_section_without_a_title_is_refused() -> None:
    own = (Rule("skat.lay", "skat", "S1", "Leg zwei Karten weg.", "Lay two cards away."),)
    with pytest.raises(ValueError, match="skat"):
        with_section_titles(with_shared(own), {})
    with pytest.raises(ValueError, match="skat"):
        with_section_titles(own, {"skat": ("Skat", "")})
    with pytest.raises(ValueError, match="deck"):
        section_titles(SHARED_RULES)  # rules that carry no titles


def test_the_hook_heads_each_section_with_its_title_and_refuses_an_unknown_one(rule_texts: ModuleType) -> None:
    for game_id, info in GAMES.items():
        for lang, i in (("en", 0), ("de", 1)):
            src = f"games/{game_id}-rules{'.en' if lang == 'en' else ''}.md"
            url = f"{'en/' if lang == 'en' else ''}games/{game_id}-rules/"
            page = SimpleNamespace(file=SimpleNamespace(src_uri=src, dest_uri=f"{url}index.html"), url=url)
            text = rule_texts.render_rules(lang, page=page, game=game_id)
            heads = [line for line in text.splitlines() if line.startswith("### ")]
            assert heads == [f"### {t[i]} {{ #section-{s} }}" for s, t in section_titles(info.rules).items()]
        with pytest.raises(ValueError, match="no rules section"):
            rule_texts.render_rules("en", game=game_id, section="no-such-section")
