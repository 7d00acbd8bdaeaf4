"""Issue 34 in the built site: the page "Gespielte Varianten" / "Variants as played" has a row per file of
``variants/`` (the villages first) compared with Visp, in both languages and in the navigation; the composer page
"Hausregeln" carries its widget and a way without JavaScript (the command line)."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from docs_hooks import variants as hook


@pytest.fixture(scope="session")
def site(built_site: Any) -> Path:
    return Path(built_site.path)


@pytest.mark.parametrize(("prefix", "title"), [("", "Gespielte Varianten"), ("en/", "Variants as played")])
def test_the_variants_page_has_a_row_per_file(site: Path, prefix: str, title: str) -> None:
    text = (site / prefix / "variants" / "index.html").read_text(encoding="utf-8")
    assert "<h1" in text and title in text
    rows = re.findall(r'data-variant="([^"]+)" data-option="double_threshold"', text)
    assert rows == [stem for stem, _ in hook.load_variants()] and rows[:3] == list(hook.ORDER)
    assert 'href="../sources/#source-001"' in text
    # in the navigation of another page of the section
    assert 'href="../variants/"' in (site / prefix / "history" / "index.html").read_text(encoding="utf-8")


@pytest.mark.parametrize(("prefix", "title"), [("", "Hausregeln"), ("en/", "House rules")])
def test_the_composer_page_carries_its_widget(site: Path, prefix: str, title: str) -> None:
    text = (site / prefix / "hausregeln" / "index.html").read_text(encoding="utf-8")
    assert title in text and 'data-widget="house"' in text and 'data-play="../play/"' in text
    assert "troggu ruleset --game troggu --base visp" in text  # the way without JavaScript
    assert "javascripts/troggu-house-rules.js" in (site / "javascripts" / "troggu-runtime.js").read_text(
        encoding="utf-8"
    )
    assert (site / "javascripts" / "troggu-house-rules.js").exists()
