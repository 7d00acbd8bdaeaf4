"""Docs placeholders (docs_hooks/placeholders.py): a game's rules in the engine's words, for every game of the
registry -- every rule id by section, one section's rules, one rule under its heading, every rule under a heading
of its own, the source documents, and all rules pages in one printable page.

``rules-overview [game=G] [statements=no]``, ``rules-list section=S [game=G]``, ``rule ID [game=G]``,
``rules [game=G] [section=S]``, ``sources-list [game=G]``, ``print-rules [game=G]``: the game is the
placeholder's ``game=``, else the registry's default game (``GAMES.default``, the site's own). A game's rules, their
ids, sections, sources and statements are the registry's (``GameInfo.rules``; the sections' titles
:func:`~troggu_core.kernel.rules.section_titles`), its source documents its catalogue's (``catalogue.sources``), a
rule's place on the site its ``rule_page``. A rule reads the same on every page: :func:`statement_md` (its
statement), :func:`sources_md` (its sources) and :func:`rule_box` (the two in the box under its heading).
"""

from __future__ import annotations

import json
import os
import re
from functools import lru_cache
from pathlib import Path
from typing import Any, Callable

import citations
import site_markup as mk
from troggu_core.kernel.registry import GAMES, GameInfo, game as game_info
from troggu_core.kernel.rules import section_titles


def _game(game: str) -> GameInfo:
    """The placeholder's game (``game=``), else the registry's default game."""
    return game_info(game or GAMES.default)


def _sections(info: GameInfo, config: Any = None) -> dict[str, tuple[str, str]]:
    """The game's rules sections: section -> (English, German) title, in the game's order
    (:func:`~troggu_core.kernel.rules.section_titles`) or, given the site's ``config``, in the order its navigation
    lists their pages (the order a reader pages through them)."""
    titles = section_titles(list(info.rules))
    nav = _nav_pages((config or {}).get("nav") or [])
    if not nav:
        return titles

    def place(section: str) -> int:
        path = mk.rule_anchor(_rules_of(info, section)[0].id, info.id)[0].rstrip("/") + ".md"
        return nav.index(path) if path in nav else len(nav)

    return {s: titles[s] for s in sorted(titles, key=place)}


def _nav_pages(nav: Any) -> list[str]:
    """The Markdown sources of the site's navigation, in its order."""
    if isinstance(nav, str):
        return [nav]
    if isinstance(nav, dict):
        return [p for v in nav.values() for p in _nav_pages(v)]
    if isinstance(nav, list):
        return [p for v in nav for p in _nav_pages(v)]
    return []


def _rules_of(info: GameInfo, section: str) -> list[Any]:
    """The game's rules of one section, in the game's order."""
    return [r for r in info.rules if r.section == section]


def _rule(info: GameInfo, rule_id: str) -> Any:
    """The game's rule with this id (an unknown id stops the build)."""
    found = info.rule(rule_id)
    if found is None:
        raise ValueError(f"{info.id} has no rule {rule_id!r}")
    return found


# ----- a rule's sources and statement -------------------------------------------------------------------------

_SOURCE_WORDS = {"reading": ("unsere Lesart", "our reading"), "engine": ("Regel der Engine", "the engine's own rule")}
_QUOTED = re.compile(r"(?<!\w)'([^']+?)'(?!\w)")
_SOURCE_CODE = re.compile(r"(?<![\w§])(\d{3})((?::\d+(?:[–-]\d+)?)?)(?!\w)")
"""A seed document's code in a rule's sources, with an optional line (``003``, ``003:61``, ``004:22–23``)."""


def sources_text(sources: Any, lang: str) -> str:
    """A rule's or a reading's sources as plain text (a tuple of keys or one text), with ``reading`` and ``engine``
    in the page's words (issue 26) and quoted seed phrases in «guillemets»."""
    text = ", ".join(sources) if isinstance(sources, (tuple, list)) else str(sources)
    for word, (de, en) in _SOURCE_WORDS.items():
        text = re.sub(rf"\b{word}\b", mk.t(lang, de, en), text)
    return _QUOTED.sub(r"«\1»", text)


def sources_md(rule: Any, info: GameInfo, lang: str, page: Any = None) -> str:
    """A rule's sources as Markdown (:func:`sources_text`); on a page, each seed document's code is a link to its
    entry on the sources page, and so is each of the game's own codes for places in a seed
    (``catalogue.seed_prefixes``: Troccas' ``S17``)."""
    text = mk.e(sources_text(rule.sources, lang)).replace("[", "\\[").replace("]", "\\]")
    if page is None:
        return text
    text = _SOURCE_CODE.sub(lambda m: f"[{m.group(0)}]({mk.source_link(page, m.group(1))})", text)
    for prefix, seed in info.catalogue.seed_prefixes:
        code = re.compile(rf"(?<![\w§\[]){re.escape(prefix)}\d*(?![\w\]])")
        text = code.sub(lambda m: f"[{m.group(0)}]({mk.source_link(page, seed)})", text)
    return text


@lru_cache(maxsize=None)
def _record_keys(game: str) -> tuple[str, ...]:
    """The keys of the record the game writes of a round of its default ruleset, as the engine writes them (no
    keys a caller adds, such as a seed)."""
    info = game_info(game)
    if info.dumps is None:
        return ()
    return tuple(json.loads(info.dumps(info.new(info.default_ruleset, info.default_players, 0, 0))))


def statement_md(rule: Any, info: GameInfo, lang: str) -> str:
    """A rule's statement as Markdown: the record format's name, a share link's query and, in the rules of the
    records, the record's keys (the ones the game writes) set as code."""
    text = rule.statement(lang)
    text = re.sub(r"\btroggu-record/\d\b", lambda m: f"`{m.group(0)}`", text)
    text = re.sub(r"\bformat (?=`troggu-record)", "`format` ", text)
    text = re.sub(r"(?<![\w`])r=\S+?(?=[,.]?(?:\s|$))", lambda m: f"`{m.group(0)}`", text)
    if rule.id.startswith("record."):
        keys = "|".join(re.escape(k) for k in _record_keys(info.id))
        text = re.sub(rf"(?<!`)\b({keys})\b(?=(?:,| und| and| or| oder|\.))", lambda m: f"`{m.group(0)}`", text)
    return text


def rule_box(rule: Any, info: GameInfo, lang: str, page: Any) -> str:
    """A rule under its heading: a box titled with its id, its sources and the link to cite it, holding its
    statement -- the one shape of a rule on every game's rules pages."""
    label = mk.t(lang, "Regel", "Rule")
    src = sources_md(rule, info, lang, page)
    cite = citations.cite_rule_link(page, lang, rule.id, info.id).replace('"', "'")  # inside the quoted title
    return (
        f'!!! abstract "{label} `{rule.id}` · {mk.t(lang, "Quellen", "Sources")}: {src}{cite}"\n\n'
        f"    {statement_md(rule, info, lang)}\n"
    )


# ----- rules --------------------------------------------------------------------------------------------------


def _section_page(info: GameInfo, page: Any, section: str) -> str:
    """A Markdown link target to the page of a section's rules (the page its first rule is on)."""
    path, _ = mk.rule_anchor(_rules_of(info, section)[0].id, info.id)
    return mk.md_link_to(page, path.rstrip("/") + ".md")


def render_rules_overview(lang: str, page: Any, config: Any = None, game: str = "", statements: str = "yes") -> str:
    """Every rule of the game by section, each section's title a link to its page (``statements=no``: the ids,
    titles and sources alone, each section's heading anchored at the section's id)."""
    info = _game(game)
    out = []
    for section, (en, de) in _sections(info, config).items():
        if not _rules_of(info, section):
            continue
        title = mk.t(lang, de, en)
        brief = statements == "no"
        out.append(f"## {title} {{ #{section} }}" if brief else f"## [{title}]({_section_page(info, page, section)})")
        out.append("")
        out.append(render_rules_list(lang, page, section=section, game=game, statements=statements))
        out.append("")
    return "\n".join(out)


def render_rules_list(lang: str, page: Any, section: str = "", game: str = "", statements: str = "yes") -> str:
    """The rules of one section as a table: id (a link to its anchor), title, sources and (unless
    ``statements=no``) the statement."""
    info = _game(game)
    if section not in _sections(info):
        raise ValueError(f"{info.id} has no rules section {section!r}")
    head = [mk.t(lang, "Regel-ID", "Rule id"), mk.t(lang, "Titel", "Title"), mk.t(lang, "Quellen", "Sources")]
    rows = []
    for r in _rules_of(info, section):
        row = [f"[`{r.id}`]({mk.rule_md_link(page, r.id, info.id)})", r.title_in(lang), sources_md(r, info, lang, page)]
        if statements != "no":
            row.append(statement_md(r, info, lang).replace("|", "\\|"))
        rows.append(row)
    return mk.md_table(head + ([mk.t(lang, "Regel", "Rule")] if statements != "no" else []), rows)


def render_rule(lang: str, page: Any, args: list[str], game: str = "") -> str:
    """One rule of the game in its box (:func:`rule_box`), under the heading its page gives it."""
    if not args:
        raise ValueError("troggu:rule needs a rule id")
    info = _game(game)
    return rule_box(_rule(info, args[0]), info, lang, page)


def render_rules(lang: str, page: Any = None, game: str = "", section: str = "") -> str:
    """The game's rules (or one section's), each under a heading of its own (anchored where the game's
    ``rule_page`` points) in its box; without ``section`` section by section, each under its title, which the
    game's rules carry (an untitled section or an unknown ``section`` stops the build)."""
    info = _game(game)
    titles = _sections(info)
    if section and section not in titles:
        raise ValueError(f"{info.id} has no rules section {section!r} (its sections: {', '.join(titles)})")
    if section:
        return "\n".join(_headed_rules(lang, info, section, page))
    out: list[str] = []
    for sec, (en, de) in titles.items():
        out.append(f"\n### {mk.t(lang, de, en)} {{ #section-{sec} }}\n")
        out += _headed_rules(lang, info, sec, page)
    return "\n".join(out)


def _headed_rules(lang: str, info: GameInfo, section: str, page: Any) -> list[str]:
    """The rules of one section, each under its heading (its title; the id its anchor and its entry in the page's
    table of contents) in its box."""
    out: list[str] = []
    for r in _rules_of(info, section):
        anchor = mk.rule_anchor(r.id, info.id)[1]
        out.append(f'\n#### {mk.e(r.title_in(lang))} {{ #{anchor} data-toc-label="{mk.e(r.id)}" }}\n')
        out.append(rule_box(r, info, lang, page))
    return out


def render_sources_list(lang: str, game: str = "") -> str:
    """The documents the game's rules rest on, as its catalogue cites them (``catalogue.sources``)."""
    return "\n".join(f"- **{code}**: {mk.gettext(cite, lang)}" for code, cite in _game(game).catalogue.sources)


# ----- print --------------------------------------------------------------------------------------------------

_LINK = re.compile(r"\]\(([^)\s]+)\)")


def _rule_pages(info: GameInfo, config: Any) -> list[str]:
    """The game's rules pages (Markdown sources, default language, without ``.md``) in the order of its sections,
    after their index where the rules stand on several pages of one folder (``rules/index``)."""
    pages: list[str] = []
    for section in _sections(info, config):
        for r in _rules_of(info, section):
            path = mk.rule_anchor(r.id, info.id)[0].rstrip("/")
            if path not in pages:
                pages.append(path)
    folders = {os.path.dirname(p) for p in pages}
    return ([f"{folders.pop()}/index"] if len(pages) > 1 and len(folders) == 1 else []) + pages


def render_print_rules(
    lang: str, page: Any, config: Any, expand: Callable[[str, str, Any, Any], str], game: str = ""
) -> str:
    """All rules pages of the game in this language in one printable page, their placeholders expanded
    (``expand``: the placeholders' own expansion, handed in by docs_hooks/placeholders.py)."""
    info = _game(game)
    docs = Path(config["docs_dir"])
    suffix = ".en.md" if lang == "en" else ".md"
    pages = _rule_pages(info, config)
    stems = {p: Path(p).name for p in pages if not p.endswith("/index")}
    out = []
    for src_path in pages:
        index = src_path not in stems
        text = _WIDGET.sub("", (docs / f"{src_path}{suffix}").read_text(encoding="utf-8"))
        if "<!-- print:end -->" in text:  # the rules index: only its introduction goes into print
            text = text.split("<!-- print:end -->", 1)[0]
        # demote headings by one level, keeping their anchors
        text = re.sub(r"^(#{1,5}) ", lambda m: "#" + m.group(1) + " ", text, flags=re.M)
        if index:
            text = re.sub(r"^## .*\n", "", text, count=1, flags=re.M)  # the index's own title
        text = _LINK.sub(lambda m: _relink(m, src_path, stems, page), text)
        text = expand(text, lang, page, config)
        if not index:
            text = re.sub(
                r"^(## .*?)\s*$",
                lambda m: m.group(1) + f" {{ #print-{stems[src_path]} .print-section }}",
                text,
                count=1,
                flags=re.M,
            )
        out.append(text.strip())
    return "\n\n".join(out)


def _relink(m: re.Match[str], src_path: str, stems: dict[str, str], page: Any) -> str:
    """A link of a rules page on the printable page: to another rules page (an anchor there) a link within the
    printable page, to any other page re-rooted from the printable page."""
    target = m.group(1)
    if re.match(r"^[a-z]+:", target) or target.startswith("#"):
        return m.group(0)
    path, _, frag = target.partition("#")
    full = os.path.normpath(os.path.join(os.path.dirname(src_path), path)).replace(os.sep, "/")
    rules_page = re.sub(r"\.md$", "", full)
    if rules_page in stems:
        return f"](#{frag})" if frag else f"](#print-{stems[rules_page]})"
    rel = os.path.relpath(full, start=str(Path(page.file.src_uri).parent) or ".").replace(os.sep, "/")
    return f"]({rel}" + (f"#{frag}" if frag else "") + ")"


_WIDGET = re.compile(r'<div class="troggu-widget".*?</div>', re.S)


EXPANDERS: dict[str, Callable[..., str]] = {
    "rules-overview": render_rules_overview,
    "rules-list": render_rules_list,
    "rule": render_rule,
    "rules": render_rules,
    "sources-list": render_sources_list,
    "print-rules": render_print_rules,
}
