"""Every rule id of every game's table has its anchor on the built site, in German and English, where a refusal's
answer links to it (as Pydantic tests its error codes against its docs); builds the site (marker ``site``).

Where a rule stands is the engine's word for every game (``GameInfo.rule_page``, which the refusals link and the
docs hooks anchor through ``site_markup.rule_anchor``): Troggu's on its section's page (``rules/<section>/#<id>``,
docs_hooks/rule_texts.py), each other game's on its rules page (``games/<game>-rules/#<id>``,
docs_hooks/game_rules.py).
"""

from __future__ import annotations

from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest

from refusals import web_refusals
from troggu_core.kernel.registry import GAME_MODULES, GAMES


class _Ids(HTMLParser):
    """The ``id`` of every element of a page, and of its headings apart."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.ids: set[str] = set()
        self.heading_ids: set[str] = set()

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        value = dict(attrs).get("id")
        if value:
            self.ids.add(value)
            if tag in ("h2", "h3", "h4"):
                self.heading_ids.add(value)


def _ids(page: Path) -> _Ids:
    assert page.exists(), f"no page {page}"
    parser = _Ids()
    parser.feed(page.read_text(encoding="utf-8"))
    return parser


def _page(site: Path, anchor: str) -> tuple[Path, str]:
    """The built page of a link such as ``en/games/troccas-rules/#play.follow``, and the id."""
    path, _, fragment = anchor.partition("#")
    return site / path / "index.html", fragment


def _anchor(game_id: str, rule: Any, prefix: str) -> str:
    """A rule's link on the site in a language (``prefix``), as the game's registry entry says (``rule_page``)."""
    rule_page = GAMES[game_id].rule_page
    assert rule_page is not None, f"{game_id} has no rules pages"
    return prefix + rule_page(rule.id)


@pytest.mark.parametrize("prefix", ["", "en/"])
@pytest.mark.parametrize("game_id", list(GAME_MODULES))
def test_every_rule_of_the_table_has_its_heading_on_the_site(built_site: Any, game_id: str, prefix: str) -> None:
    missing = []
    for rule in GAMES[game_id].rules:
        page, fragment = _page(built_site.path, _anchor(game_id, rule, prefix))
        if fragment not in _ids(page).heading_ids:
            missing.append(f"{page.relative_to(built_site.path)}#{fragment}")
    assert not missing, missing


@pytest.mark.parametrize("prefix", ["", "en/"])
@pytest.mark.parametrize("game_id", list(GAME_MODULES))
def test_every_rule_heading_of_a_rules_page_is_a_rule_of_its_table(built_site: Any, game_id: str, prefix: str) -> None:
    """Both ways: a rule heading (a heading whose id the page also shows as code: the family's ``#### Title `id`
    { #id }``, Troggu's heading above the rule box that names `id`) on a page where the game's rules stand names a
    rule of the game's table that the registry places on that page."""
    table: dict[Path, set[str]] = {}
    for rule in GAMES[game_id].rules:
        page, fragment = _page(built_site.path, _anchor(game_id, rule, prefix))
        table.setdefault(page, set()).add(fragment)
    for page, rules in table.items():
        html = page.read_text(encoding="utf-8")
        ids = _ids(page).heading_ids
        rule_headings = {i for i in ids if f'id="{i}"' in html and f"<code>{i}</code>" in html}
        where = page.relative_to(built_site.path)
        assert rule_headings == rules, (str(where), sorted(rule_headings - rules), sorted(rules - rule_headings))


@pytest.mark.parametrize("game_id", list(GAME_MODULES))
def test_every_refusal_links_to_an_anchor_of_the_site(built_site: Any, game_id: str) -> None:
    """The page a refusal of the facade names (``rule_page``, from the language's root) has the rule's anchor, in
    the German site and the English one."""
    seen = set()
    for _req, de, _en in web_refusals(game_id, seeds=0):
        for prefix in ("", "en/"):
            link = prefix + de["rule_page"]
            if link in seen:
                continue
            seen.add(link)
            page, fragment = _page(built_site.path, link)
            assert fragment in _ids(page).ids, f"{link}: no such anchor on the site ({de['rule']})"
    assert len(seen) >= 16, seen
