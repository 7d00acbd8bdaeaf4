"""Issue 38: one docs placeholder system (docs_hooks/placeholders.py) -- one syntax ``<!-- troggu:NAME ... -->`` for
Troggu's pages and the family's, one registry of expanders, one helper for a rule's anchor (the engine's
``GameInfo.rule_page``); an unknown placeholder or argument stops the build. No site build needed.
"""

from __future__ import annotations

import html
import re
import sys
from pathlib import Path
from types import ModuleType, SimpleNamespace
from typing import Any

import pytest

import troggu_core as tg
from troggu_core.games.troggu.rulesets import calls_partner
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
        ("<!-- troggu:rulesets -->", "missing argument game="),
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


_GAME_TABLES = ("variations-table", "layouts-table", "payment-table", "variants-table")
"""The expanders of a game's rulesets, its deal layouts, its payments and its recorded variants: ``[game=G]``."""


def test_a_ruleset_table_is_its_games_the_default_games_without_game(hook: ModuleType) -> None:
    """Without ``game=`` a ruleset table is the registry's default game's (the pages write none), with it the named
    game's: its rulesets' titles head the columns, its options the rows."""
    page = _page("variations.md")
    for name in _GAME_TABLES:
        without = hook.expand(f"<!-- troggu:{name} -->", "de", page)
        assert without == hook.expand(f"<!-- troggu:{name} game={GAMES.default} -->", "de", page), name
    default = GAMES[GAMES.default].options
    for game_id, info in GAMES.items():
        table = hook.expand(f"<!-- troggu:variations-table game={game_id} -->", "en", page)
        head = table.split("</thead>", 1)[0]
        titles = [html.escape(info.options.TITLES[r].render("en")) for r in info.rulesets]
        assert all(f"<th>{t}</th>" in head for t in titles), (game_id, head)
        others = {html.escape(t.render("en")) for t in default.TITLES.values()} - set(titles)
        assert not any(f"<th>{t}</th>" in head for t in others), game_id
        fields = [o for o in info.options.OPTION_VALUES if hasattr(info.options.RULESETS[info.rulesets[0]], o)]
        assert all(f"<code>{o}</code>" in table for o in fields) and (fields or game_id != GAMES.default)


def test_the_variants_table_compares_with_its_games_default_ruleset(hook: ModuleType) -> None:
    """Another game's variants table has none of the default game's files, and says "as in" its own default
    ruleset's title."""
    page = _page("variants/index.en.md")
    mine = hook.expand("<!-- troggu:variants-table -->", "en", page)
    base = GAMES[GAMES.default].options.TITLES[GAMES[GAMES.default].default_ruleset].render("en")
    assert f"as in {base}" in mine and mine.count("<tr>") > 1
    for game_id in GAMES:
        if game_id != GAMES.default:
            other = hook.expand(f"<!-- troggu:variants-table game={game_id} -->", "en", page)
            assert other.count("<tr>") == 1 and "data-variant" not in other, game_id


def test_a_game_without_layouts_or_payments_per_role_stops_the_build(hook: ModuleType) -> None:
    """The layouts and the payments tables need a game whose rulesets deal layouts and whose scoring pays units per
    role; for any other game the build stops, naming the game."""
    page = _page("rules/deal.md")
    for game_id, info in GAMES.items():
        rulesets = info.options.RULESETS.values()
        if all(hasattr(rs, "layouts_for") for rs in rulesets):
            assert "<table" in hook.expand(f"<!-- troggu:layouts-table game={game_id} -->", "de", page)
        else:
            with pytest.raises(ValueError, match=f"layouts-table: the rulesets of {game_id} "):
                hook.expand(f"<!-- troggu:layouts-table game={game_id} -->", "de", page)
    found = [g for g in GAMES if g != GAMES.default]
    with pytest.raises(ValueError, match=f"payment-table: {found[0]} pays no units per role"):
        hook.expand(f"<!-- troggu:payment-table game={found[0]} -->", "de", page)


_NO_GAME_HOOKS = (
    "ruleset_tables.py",
    "variants.py",
    "game_rules.py",
    "rule_texts.py",
    "citations.py",
    "game_play.py",
    "placeholders.py",
)
"""The docs hooks that serve every game: they write no game's id or package name (issue 38)."""


def _named_games(path: Path) -> set[str]:
    """The game ids and package names ``path``'s code writes as string constants or imports (docstrings aside)."""
    import ast

    names = set(GAMES.ids()) | {m.rsplit(".", 1)[1] for m in GAMES.modules().values()}
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docs = {
        id(n.body[0].value)
        for n in ast.walk(tree)
        if isinstance(n, (ast.Module, ast.FunctionDef, ast.ClassDef)) and n.body and isinstance(n.body[0], ast.Expr)
    }
    docs |= {id(n.value) for n in ast.walk(tree) if isinstance(n, ast.Expr) and isinstance(n.value, ast.Constant)}
    found = {n.value for n in ast.walk(tree) if isinstance(n, ast.Constant) and n.value in names and id(n) not in docs}
    imported = {a.name for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names}
    imported |= {n.module or "" for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)}
    return found | {part for m in imported for part in m.split(".") if part in names}


NAMED_BY_HAND = {("placeholders.py", "troggu"): "the templates' key config.extra['troggu'] (the site's), not the game"}
"""Where those hooks write such a word, and why."""


def test_the_hooks_that_serve_every_game_name_none(tmp_path: Path) -> None:
    found = {(f, name) for f in _NO_GAME_HOOKS for name in _named_games(ROOT / "docs_hooks" / f)}
    assert found <= set(NAMED_BY_HAND), sorted(found - set(NAMED_BY_HAND))
    sample = tmp_path / "sample.py"
    sample.write_text('"""troggu."""\nfrom troggu_core.games.troggu import x\nGAME = "troccas"\n', encoding="utf-8")
    assert _named_games(sample) == {"troggu", "troccas"}


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_payment_table_has_a_partner_where_troggu_calls_one(hook: ModuleType, lang: str) -> None:
    """Troggu's payment table: a row per player count, the partner's columns filled exactly where the declarer calls
    a partner (``calls_partner``), and what the declarer's side gets paid by the others."""
    out = hook.expand("<!-- troggu:payment-table game=troggu -->", lang, _page("rules/pay.md"))
    rows = [re.findall(r"<td>(.*?)</td>", r) for r in re.findall(r"<tr>(.*?)</tr>", out, flags=re.S)[1:]]
    assert [int(r[0]) for r in rows] == list(GAMES["troggu"].players)
    for n, alone_declarer, alone_each, *team in rows:
        assert int(alone_declarer) == -(int(n) - 1) * int(alone_each) > 0
        if calls_partner(int(n)):
            declarer, partner, each = map(int, team)
            assert declarer + partner + (int(n) - 2) * each == 0 and each < 0 < partner
        else:
            assert team == ["–", "–", "–"]
    assert any(calls_partner(n) for n in GAMES["troggu"].players)
    assert not all(calls_partner(n) for n in GAMES["troggu"].players)
