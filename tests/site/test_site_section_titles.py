"""The rules pages head each section of a game's rules with the title the game's rules carry
(:func:`~troggu_core.kernel.rules.section_titles`, read from the registry): Troggu a page per section under its
title, the family games a ``#section-<id>`` heading on the game's rules page. A page heading that differs from the
game's data, or a section heading of no section of the game, fails here (tests/kernel/test_section_titles.py checks
that every section has both titles).
"""

from __future__ import annotations

import re
from html import unescape
from pathlib import Path
from typing import Any

import pytest

from troggu_core.kernel.registry import GAMES
from troggu_core.kernel.rules import SHARED_RULES, section_titles

_HEADING = re.compile(r"<h([1-6])([^>]*)>(.*?)</h\1>", re.S)

LANGS = [("", "de"), ("en/", "en")]


@pytest.fixture(scope="session")
def site(built_site: Any) -> Path:
    return Path(built_site.path)


def _headings(page: Path) -> list[tuple[int, str, str]]:
    """The page's article headings: level, id, text (without the permalink)."""
    article = page.read_text(encoding="utf-8").split("<article", 1)[1].split("</article>", 1)[0]
    out = []
    for level, attrs, inner in _HEADING.findall(article):
        hid = m.group(1) if (m := re.search(r'\bid="([^"]*)"', attrs)) else ""
        text = re.sub(r'<a class="headerlink".*?</a>', "", inner, flags=re.S)
        out.append((int(level), hid, unescape(re.sub(r"<[^>]+>", "", text)).strip()))
    return out


@pytest.mark.parametrize("prefix,lang", LANGS)
@pytest.mark.parametrize("game_id", list(GAMES))
def test_the_rules_pages_head_each_section_with_its_title(site: Path, prefix: str, lang: str, game_id: str) -> None:
    info = GAMES[game_id]
    assert info.rule_page is not None
    titles = {s: (en if lang == "en" else de) for s, (en, de) in section_titles(info.rules).items()}
    pages = {info.rule_page(r.id).partition("#")[0] for r in info.rules}
    headed: dict[str, str] = {}
    for path in sorted(pages):
        headings = _headings(site / prefix / path / "index.html")
        if len(pages) > 1:  # a page per section (Troggu): the page's title is its section's
            section = Path(path).name
            headed[section] = next(text for level, _, text in headings if level == 1)
        for _, hid, text in headings:
            if hid and hid.startswith("section-"):
                headed[hid.removeprefix("section-")] = text
    stray = sorted(set(headed) - set(titles))
    assert not stray, f"{game_id}: section headings of no section of the game: {stray}"
    wrong = {s: (text, titles[s]) for s, text in headed.items() if text != titles[s]}
    assert not wrong, f"{game_id} ({lang}): page heading != the game's section title: {wrong}"
    # every section with a rule of the game's own is headed (a section of shared rules only may stand under another)
    shared = {r.id for r in SHARED_RULES}
    own = {r.section for r in info.rules if r.id not in shared}
    assert own <= set(headed), f"{game_id} ({lang}): sections without their heading: {sorted(own - set(headed))}"
