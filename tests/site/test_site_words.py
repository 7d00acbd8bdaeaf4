"""Every German page of the build reads German: the text of its article, without code, the editors, the API
reference and the parts marked ``lang="en"``, holds none of the English words of tests/german_words.py.

Read from the built HTML (no browser): the widgets' own words are checked in the browser
(tests/browser/test_i18n_a11y.py), the page's static text here, on every page.
"""

from __future__ import annotations

from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest
from german_words import english_in, other_words_in

SKIPPED_CLASSES = {"doc", "highlight", "troggu-fallback-hide", "troggu-editor-code"}
"""Classes whose element is not German prose: the API reference (mkdocstrings' ``doc``), code, the editors."""
SKIPPED_TAGS = {"code", "pre", "script", "style", "template", "noscript", "svg"}
VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}


class ArticleText(HTMLParser):
    """The visible prose of a page's ``<article>``, without the elements a German reader does not read as prose."""

    SKIPPED_LANGS: tuple[str, ...] = ("en",)

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []
        self._depth = 0  # inside <article>
        self._skip = 0  # inside a skipped element (its depth of nesting)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in VOID:
            return
        a = {k: (v or "") for k, v in attrs}
        if tag == "article":
            self._depth += 1
        if self._skip:
            self._skip += 1
        elif self._depth and (
            tag in SKIPPED_TAGS
            or a.get("lang", "").startswith(self.SKIPPED_LANGS)
            or "hidden" in a
            or SKIPPED_CLASSES & set(a.get("class", "").split())
        ):
            self._skip = 1

    def handle_endtag(self, tag: str) -> None:
        if tag in VOID:
            return
        if self._skip:
            self._skip -= 1
        if tag == "article" and self._depth:
            self._depth -= 1

    def handle_data(self, data: str) -> None:
        if self._depth and not self._skip:
            self.parts.append(data)

    @classmethod
    def of(cls, html: str) -> str:
        parser = cls()
        parser.feed(html)
        return " ".join(parser.parts)


class SitesWords(ArticleText):
    """The page's own German words: also without a source's words, marked ``lang="und"`` (a names table's
    column of a ruleset's names, each the source's, with its quote)."""

    SKIPPED_LANGS = ("en", "und")


def _german_pages(root: Path) -> list[Path]:
    return sorted(
        p
        for p in root.rglob("*.html")
        if p.relative_to(root).parts[0] not in ("en", "assets")
        and not p.relative_to(root).as_posix().startswith("reference/api")
    )


@pytest.fixture(scope="module")
def pages(built_site: Any) -> list[Path]:
    found = _german_pages(built_site.path)
    assert len(found) > 50, "the German site has its pages"
    return found


def test_every_german_page_reads_german(built_site: Any, pages: list[Path]) -> None:
    problems = []
    for page in pages:
        words = english_in(ArticleText.of(page.read_text(encoding="utf-8")))
        if words:
            problems.append(f"{page.relative_to(built_site.path)}: English words {words}")
    assert not problems, "\n".join(problems[:30])


def test_every_german_page_says_one_word_per_concept(built_site: Any, pages: list[Path]) -> None:
    """Issue 33: the knight is Ritter on every German page (Troccas' card names too), the Großtarock's fool Sküs on
    its pages; the source's other word only in a quote (tests/german_words.py, PAGE_CONCEPTS)."""
    problems = []
    for page in pages:
        where = page.relative_to(built_site.path).as_posix()
        words = other_words_in(SitesWords.of(page.read_text(encoding="utf-8")), where)
        if words:
            problems.append(f"{where}: {words}")
    assert any(p.relative_to(built_site.path).as_posix().startswith("games/grosstarock") for p in pages)
    assert not problems, "\n".join(problems[:30])


def english_notes(ruleset: Any) -> list[str]:
    """The English notes of a ruleset class's fields (``sources``, ``alternatives``) that hold words, not only
    numbers, source numbers and the unit (``1–10``, ``7 | 8 | 9``, ``1–1000 Rappen`` read the same in German)."""
    import dataclasses
    import re

    notes = (f.metadata.get(k, "") for f in dataclasses.fields(ruleset) for k in ("sources", "alternatives"))
    return [n for n in notes if re.search(r"[A-Za-z]{3,}", n.replace("Rappen", ""))]


def test_the_variations_page_says_the_sources_in_german(built_site: Any) -> None:
    """Issue 33: the German variations page shows each field's sources and alternatives in German (the catalogue's
    German of the rulesets' notes, an option's values by their German meanings), none of the English notes."""
    import troggu_core as tg

    text = ArticleText.of((built_site.path / "variations" / "index.html").read_text(encoding="utf-8"))
    notes = english_notes(tg.Ruleset)
    assert len(notes) > 10
    assert "Quellen und Alternativen" in text and "alle vier Könige zusammen" in text
    found = [n for n in notes if n in text]
    assert not found, "English on the German variations page:\n" + "\n".join(found)


def test_the_check_finds_the_other_word_of_each_concept() -> None:
    """Issue 33: Reizen, Misère, Grosstarock (and Reiter, Excuse on a Großtarock page) on a German page are found;
    the site's word and a quote of a source («Grosstarock», Dummett's own name) are not."""
    html = (
        "<html><body><article><h2>Reizen</h2><p>Die Bots reizen; bei einer Misère zahlt jeder. Dummetts Grosstarock"
        " und der Kelch-Reiter.</p><pre><code>Misère</code></pre></article></body></html>"
    )
    said = " ".join(other_words_in(SitesWords.of(html)))
    for word in ("'Reizen'", "'reizen'", "'Misère'", "'Grosstarock'", "'Reiter'"):
        assert word in said, word
    assert said.count("Misère") == 1  # the code is not prose
    ours = "<article><p>Beim Bieten die Misere; Dummetts Großtarock, das er «Grosstarock» nannte.</p></article>"
    assert other_words_in(SitesWords.of(ours), "games/grosstarock/index.html") == []
    assert other_words_in("Die Excuse.", "games/grosstarock/index.html") and not other_words_in("Die Excuse.")


def test_the_check_finds_english_in_prose_and_not_in_code() -> None:
    html = (
        "<html><body><nav>the cards</nav><article><p>Spiel deine Karte.</p>"
        "<pre><code>the hand</code></pre><p lang='en'>the trick</p><div class='doc'>with players</div>"
        "<p>You must follow suit.</p></article></body></html>"
    )
    assert english_in(ArticleText.of(html)) == ["follow suit", "must"]
