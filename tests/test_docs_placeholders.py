"""Issue 38: one docs placeholder system (docs_hooks/placeholders.py) -- one syntax ``<!-- troggu:NAME ... -->`` for
Troggu's pages and the family's, one registry of expanders, one helper for a rule's anchor (the engine's
``GameInfo.rule_page``); an unknown placeholder or argument stops the build. No site build needed.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path
from types import ModuleType, SimpleNamespace
from typing import Any

import pytest

import troggu_core as tg
from troggu_core.kernel.registry import GAMES

ROOT = Path(__file__).resolve().parents[1]
DOCS = ROOT / "docs"


@pytest.fixture(scope="module")
def hook() -> ModuleType:
    """docs_hooks/placeholders.py, imported as MkDocs imports its hooks (docs_hooks/ on the path)."""
    pytest.importorskip("mkdocs")
    sys.path.insert(0, str(ROOT / "docs_hooks"))
    import placeholders

    return placeholders


def _page(src: str) -> Any:
    """A stand-in for an MkDocs page of this source file (``rules/play.md``, ``variations.en.md``)."""
    lang_en = src.endswith(".en.md")
    stem = re.sub(r"(\.en)?\.md$", "", src)
    url = "" if stem == "index" else f"{stem.removesuffix('/index')}/"
    url = ("en/" if lang_en else "") + url
    return SimpleNamespace(file=SimpleNamespace(src_uri=src, dest_uri=f"{url}index.html"), url=url)


def _placeholders(hook: ModuleType) -> list[tuple[str, str, str]]:
    """Every placeholder outside code fences of every page in docs/: (page, name, raw arguments)."""
    out = []
    for md in sorted(DOCS.rglob("*.md")):
        text = md.read_text(encoding="utf-8")
        for i, chunk in enumerate(hook._FENCED.split(text)):
            if i % 2 == 0:
                out += [(str(md.relative_to(DOCS)), m.group(1), m.group(2)) for m in hook.SYNTAX.finditer(chunk)]
    return out


def test_every_placeholder_of_the_docs_is_one_the_build_expands(hook: ModuleType) -> None:
    """Every placeholder in the German and English pages names an expander of the one registry and passes only
    arguments it takes; the family's pages name their game with ``game=`` (every family game of the registry)."""
    found = _placeholders(hook)
    bad = []
    games = set()
    for page, name, raw in found:
        expander = hook.EXPANDERS.get(name)
        values, keys = hook.parse(raw)
        try:
            if expander is None:
                raise hook.PlaceholderError(f"unknown placeholder {name}")
            expander.check(values, keys)
        except hook.PlaceholderError as err:
            bad.append(f"{page}: {err}")
        games.add(keys.get("game"))
    assert not bad, bad
    family = {gid for gid, info in GAMES.items() if info.rule_page and "games/" in info.rule_page("x.y")}
    assert family and family <= games


def test_the_second_syntax_is_gone() -> None:
    old = [str(p.relative_to(DOCS)) for p in DOCS.rglob("*.md") if re.search(r"<!--\s*family:", p.read_text("utf-8"))]
    assert not old, old


_OTHER_MARKERS = re.compile(r"<!--\s*(?:troggu-[a-z-]+:?|house-rules:[a-z-]+)[\s\w.-]*-->")
"""The gallery's and the variants page's own markers before they were placeholders (``troggu-example: x.py``,
``troggu-gallery-index``, ``troggu-rule-ids``, ``house-rules:variants-table``, ...)."""


def test_the_gallery_and_the_variants_expand_through_the_one_registry(hook: ModuleType) -> None:
    """No page carries a marker of the gallery's or the variants' own, and neither module expands a page itself:
    their placeholders are expanders of the one registry."""
    old = [str(p.relative_to(DOCS)) for p in DOCS.rglob("*.md") if _OTHER_MARKERS.search(p.read_text("utf-8"))]
    assert not old, old
    import gallery
    import variants

    for module in (gallery, variants):
        assert not hasattr(module, "on_page_markdown"), module.__name__
        assert {hook.EXPANDERS[name].render for name in module.EXPANDERS} == set(module.EXPANDERS.values())


@pytest.mark.parametrize(
    ("markdown", "says"),
    [
        ("<!-- troggu:no-such-table -->", "unknown placeholder troggu:no-such-table"),
        ("<!-- troggu:points-table colour=red -->", "unknown argument colour"),
        ("<!-- troggu:rules game=troccas chapter=play -->", "unknown argument chapter"),
        ("<!-- troggu:rules section=play -->", "missing argument game="),
        ("<!-- troggu:points-table all -->", "takes no values"),
    ],
)
def test_an_unknown_placeholder_or_argument_stops_the_build(hook: ModuleType, markdown: str, says: str) -> None:
    with pytest.raises(hook.PlaceholderError, match=re.escape(says)):
        hook.expand(f"Text\n\n{markdown}\n", "de", _page("games/troccas-rules.md"))


@pytest.mark.parametrize("fence", ["```", "~~~"])
def test_placeholders_in_code_fences_are_left_alone(hook: ModuleType, fence: str) -> None:
    text = f"{fence}markdown\n<!-- troggu:no-such-table -->\n<!-- troggu:value deck-size -->\n{fence}\n"
    assert hook.expand(text, "de") == text
    out = hook.expand(text + "\n<!-- troggu:value deck-size -->\n", "en")
    assert out == text + f"\n{len(tg.TROGGU_DECK)}\n"


def test_one_syntax_serves_troggu_and_the_family(hook: ModuleType) -> None:
    """Troggu's tables and a family game's table through the same expansion, in the page's language."""
    page = _page("games/troccas.en.md")
    out = hook.expand("<!-- troggu:value rule-count -->\n\n<!-- troggu:widget game=troccas -->", "en", page)
    assert out.startswith(f"{len(tg.RULES)}\n\n")
    assert 'data-widget="play" data-game="troccas"' in out and "Troccas" in out
    de = hook.expand("<!-- troggu:widget game=troccas -->", "de", _page("games/troccas.md"))
    assert "Hier spielst du eine Runde" in de


def test_one_name_one_expander(hook: ModuleType) -> None:
    a = SimpleNamespace(__name__="a", EXPANDERS={"twice": lambda lang: "a"})
    b = SimpleNamespace(__name__="b", EXPANDERS={"twice": lambda lang: "b"})
    with pytest.raises(TypeError, match="troggu:twice"):
        hook.registry(a, b)

    def swallows(lang: str, **_: str) -> str:
        return ""

    with pytest.raises(TypeError, match="must name its arguments"):
        hook.Expander.of("swallows", swallows)


@pytest.mark.parametrize("game_id", list(GAMES))
def test_a_rules_anchor_is_where_the_engine_says(hook: ModuleType, game_id: str) -> None:
    """The one rule-anchor helper reads the game's ``rule_page`` (where a refusal links): a link from a page to the
    rule, in Markdown and as a built URL in the page's language, ends on that page at that anchor."""
    import site_markup as mk

    info = GAMES[game_id]
    assert info.rule_page is not None
    rule = info.rules[len(info.rules) // 2]
    where = info.rule_page(rule.id)
    path, anchor = mk.rule_anchor(rule.id, game_id)
    assert f"{path}#{anchor}" == where and anchor == rule.id
    link = mk.rule_md_link(_page("sources.md"), rule.id, game_id)
    assert link == f"{path.rstrip('/')}.md#{rule.id}"
    assert mk.rule_url(_page("variations.en.md"), rule.id, game_id) == f"../{path}#{rule.id}"
    assert mk.rule_url(_page("variations.md"), rule.id, game_id) == f"../{path}#{rule.id}"


def _section(rule: Any) -> str:
    return str(getattr(rule, "section", rule.id.split(".", 1)[0]))


@pytest.mark.parametrize(
    "game_id", [g for g, info in GAMES.items() if info.rule_page and "games/" in info.rule_page("a.b")]
)
def test_a_family_rules_heading_carries_the_engines_anchor(hook: ModuleType, game_id: str) -> None:
    """A family rules page's heading per rule: its anchor is the fragment of the game's ``rule_page``."""
    info = GAMES[game_id]
    assert info.rule_page is not None
    section = _section(info.rules[-1])
    out = hook.expand(
        f"<!-- troggu:rules game={game_id} section={section} -->", "de", _page(f"games/{game_id}-rules.md")
    )
    heads = re.findall(r"^#### .*\{ #(\S+) ", out, flags=re.M)
    assert heads == [r.id for r in info.rules if _section(r) == section]
    assert all(info.rule_page(h) == f"games/{game_id}-rules/#{h}" for h in heads)
