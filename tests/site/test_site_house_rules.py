"""Issue 34 in the built site: the page "Gespielte Varianten" / "Variants as played" has a row per file of
``variants/`` (the villages first) compared with Visp, in both languages and in the navigation; the composer page
"Hausregeln" carries its widget and a way without JavaScript (the command line); the English composer has its
English address (en/house-rules/), which every link to it takes; each variant links to the score pad and the
composer with its rules."""

from __future__ import annotations

import html
import json
import re
import sys
from pathlib import Path
from typing import Any

import pytest

from troggu_core.kernel.registry import game
from troggu_core.web.house_rules import house_query

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "docs_hooks"))  # the hooks import their neighbours by name

import variants as hook  # noqa: E402


@pytest.fixture(scope="session")
def site(built_site: Any) -> Path:
    return Path(built_site.path)


@pytest.mark.parametrize(("prefix", "title"), [("", "Gespielte Varianten"), ("en/", "Variants as played")])
def test_the_variants_page_has_a_row_per_file(site: Path, prefix: str, title: str) -> None:
    text = (site / prefix / "variants" / "index.html").read_text(encoding="utf-8")
    assert "<h1" in text and title in text
    rows = re.findall(r'data-variant="([^"]+)" data-option="double_threshold"', text)
    assert rows == [stem for stem, _ in hook.load_variants()] and rows[:3] == list(game("troggu").rulesets)
    assert 'href="../sources/#source-001"' in text
    # in the navigation of another page of the section
    assert 'href="../variants/"' in (site / prefix / "history" / "index.html").read_text(encoding="utf-8")


@pytest.mark.parametrize(("path", "title"), [("hausregeln", "Hausregeln"), ("en/house-rules", "House rules")])
def test_the_composer_page_carries_its_widget(site: Path, path: str, title: str) -> None:
    text = (site / path / "index.html").read_text(encoding="utf-8")
    assert title in text and 'data-widget="house"' in text and 'data-play="../play/"' in text
    assert 'data-score="../score/"' in text
    assert "troggu ruleset --game troggu --base visp" in text  # the way without JavaScript
    assert "javascripts/troggu-house-rules.js" in (site / "javascripts" / "troggu-runtime.js").read_text(
        encoding="utf-8"
    )
    assert (site / "javascripts" / "troggu-house-rules.js").exists()


def test_the_english_composer_has_its_english_address(site: Path) -> None:
    """en/house-rules/ is listed in both sitemaps with its German alternate, and the English navigation, the
    variants page and the German page's language switch lead there, never to en/hausregeln/."""
    root = (site / "sitemap.xml").read_text(encoding="utf-8")
    entry = next(u for u in re.findall(r"<url>.*?</url>", root, flags=re.S) if "/en/house-rules/<" in u)
    assert 'hreflang="de" href="' in entry and "/hausregeln/" in entry
    assert "/en/house-rules/<" in (site / "en" / "sitemap.xml").read_text(encoding="utf-8")
    for page in ("en/index.html", "en/variants/index.html", "en/score/index.html"):
        text = (site / page).read_text(encoding="utf-8")
        assert "house-rules/" in text and not re.search(r'href="(\.\./)?hausregeln/', text), page
    german = (site / "hausregeln" / "index.html").read_text(encoding="utf-8")
    assert 'href="../en/house-rules/" hreflang="en"' in german
    # one English composer (issue 38): en/hausregeln/ is no second copy; the sitemaps, the English search and the
    # page's own translations (the language switch, overrides/main.html) name en/house-rules/ only
    assert not (site / "en" / "hausregeln").exists()
    assert "/en/hausregeln/" not in root + (site / "en" / "sitemap.xml").read_text(encoding="utf-8")
    assert root.count("/en/house-rules/<") == 1
    full = next((site / "en" / "search").glob("search_index.full.*.json"))
    locations = [d["location"] for d in json.loads(full.read_text(encoding="utf-8"))["docs"]]
    assert "house-rules/" in locations and not [loc for loc in locations if loc.startswith("hausregeln/")]
    assert 'href="../en/house-rules/" hreflang="en" data-troggu-translation="en"' in german
    english = (site / "en" / "house-rules" / "index.html").read_text(encoding="utf-8")
    assert 'href="../../hausregeln/" hreflang="de" data-troggu-translation="de"' in english


@pytest.mark.parametrize(("prefix", "composer"), [("", "hausregeln"), ("en/", "house-rules")])
def test_each_variant_links_to_the_pad_and_the_composer_with_its_rules(site: Path, prefix: str, composer: str) -> None:
    text = (site / prefix / "variants" / "index.html").read_text(encoding="utf-8")
    for stem, hr in hook.load_variants():
        query = html.escape(house_query(hr), quote=True)
        assert f'href="../score/#{query}" data-action="score"' in text, stem
        assert f'href="../{composer}/#{query}" data-action="compose"' in text, stem
