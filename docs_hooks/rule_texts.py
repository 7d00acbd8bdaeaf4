"""Docs placeholders (docs_hooks/placeholders.py): Troggu's rules in the engine's words -- every rule id by
section, one section's rules, one rule under its heading, the source documents, and all rules pages in one
printable page.

``rules-overview``, ``rules-list section=S``, ``rule ID``, ``sources-list``, ``print-rules``.
"""

from __future__ import annotations

import os
import re
from pathlib import Path
from typing import Any, Callable

import citations
import site_markup as mk
import troggu_core as tg


def _sources_text(sources: tuple[str, ...], lang: str, page: Any = None) -> str:
    """A rule's sources as Markdown; with ``page``, each source document's code links to its entry on the sources
    page (anchor ``source-NNN``)."""
    names = {"reading": mk.t(lang, "unsere Lesart", "our reading")}
    out = []
    for s in sources:
        if s in names:
            out.append(names[s])
        elif page is not None and mk.SOURCE_CODE.fullmatch(s):
            out.append(f"[{s}]({mk.source_link(page, s)})")
        else:
            out.append(s)
    return ", ".join(out)


# ----- rules --------------------------------------------------------------------------------------------------


def render_rules_overview(lang: str, page: Any) -> str:
    out = []
    for section, (en, de) in tg.SECTIONS.items():
        out.append(f"## [{mk.t(lang, de, en)}]({mk.md_link_to(page, f'rules/{section}.md')})")
        out.append("")
        out.append(render_rules_list(lang, page, section=section))
        out.append("")
    return "\n".join(out)


def render_rules_list(lang: str, page: Any, section: str = "") -> str:
    if section not in tg.SECTIONS:
        raise ValueError(f"unknown rules section {section!r}")
    head = [mk.t(lang, "Regel-ID", "Rule id"), mk.t(lang, "Titel", "Title"), mk.t(lang, "Quellen", "Sources")]
    rows = []
    for r in tg.RULES.values():
        if r.section != section:
            continue
        title = r.title_de if lang == "de" else r.title
        text = _statement_md(r, lang).replace("|", "\\|")
        rows.append([f"[`{r.id}`]({mk.rule_md_link(page, r.id)})", title, _sources_text(r.sources, lang, page), text])
    return mk.md_table(head + [mk.t(lang, "Regel", "Rule")], rows)


_RECORD_KEYS = ("ruleset", "players", "dealer", "hands", "tapp", "auction", "call", "discard", "plays")


def _statement_md(r: Any, lang: str) -> str:
    """A rule's statement as Markdown: the record format's name and JSON keys and share queries set as code."""
    text = r.statement(lang)
    text = re.sub(r"\btroggu-record/\d\b", lambda m: f"`{m.group(0)}`", text)
    text = re.sub(r"\bformat (?=`troggu-record)", "`format` ", text)
    text = re.sub(r"(?<![\w`])r=\S+?(?=[,.]?(?:\s|$))", lambda m: f"`{m.group(0)}`", text)
    if r.id.startswith("record."):
        text = re.sub(
            r"\b(" + "|".join(_RECORD_KEYS) + r")\b(?=(?:,| und| and| or| oder|\.))", lambda m: f"`{m.group(0)}`", text
        )
    return text


def render_rule(lang: str, page: Any, args: list[str]) -> str:
    if not args or args[0] not in tg.RULES:
        raise ValueError(f"troggu:rule needs a rule id, got {args!r}")
    r = tg.RULES[args[0]]
    label = mk.t(lang, "Regel", "Rule")
    src = _sources_text(r.sources, lang, page)
    cite = citations.cite_rule_link(page, lang, r.id).replace('"', "'")  # inside the admonition's quoted title
    return (
        f'!!! abstract "{label} `{r.id}` · {mk.t(lang, "Quellen", "Sources")}: {src}{cite}"\n\n'
        f"    {_statement_md(r, lang)}\n"
    )


def render_sources_list(lang: str) -> str:
    lines = []
    for s in tg.SOURCES.values():
        lines.append(f"- **{s.key}**: {mk.gettext(s.citation, lang)}")
    return "\n".join(lines)


# ----- print, cite, values ------------------------------------------------------------------------------------

_LINK = re.compile(r"\]\(([^)\s]+)\)")


def render_print_rules(lang: str, page: Any, config: Any, expand: Callable[[str, str, Any, Any], str]) -> str:
    """All rules pages of this language in one printable page, their placeholders expanded (``expand``: the
    placeholders' own expansion, handed in by docs_hooks/placeholders.py)."""
    docs = Path(config["docs_dir"])
    suffix = ".en.md" if lang == "en" else ".md"
    out = []
    for section in ["index", *tg.SECTIONS]:
        src = docs / "rules" / f"{section}{suffix}"
        text = src.read_text(encoding="utf-8")
        text = _strip_widgets(text)
        if "<!-- print:end -->" in text:  # the rules index: only its introduction goes into print
            text = text.split("<!-- print:end -->", 1)[0]
        # demote headings by one level, keeping their anchors
        text = re.sub(r"^(#{1,5}) ", lambda m: "#" + m.group(1) + " ", text, flags=re.M)
        if section == "index":
            text = re.sub(r"^## .*\n", "", text, count=1, flags=re.M)  # the index's own title

        # links relative to rules/: same-page anchors for rules pages, else re-rooted
        def relink(m: re.Match[str]) -> str:
            target = m.group(1)
            if re.match(r"^[a-z]+:", target) or target.startswith("#"):
                if target.startswith("#") and section == "index":
                    return m.group(0)
                return m.group(0)
            path, _, frag = target.partition("#")
            full = os.path.normpath(os.path.join("rules", path)).replace(os.sep, "/")
            if full.startswith("rules/") and Path(full).stem in tg.SECTIONS and frag:
                return f"](#{frag})"
            if full.startswith("rules/") and Path(full).stem in tg.SECTIONS and not frag:
                return f"](#print-{Path(full).stem})"
            rel = os.path.relpath(full, start=str(Path(page.file.src_uri).parent) or ".").replace(os.sep, "/")
            return f"]({rel}" + (f"#{frag}" if frag else "") + ")"

        text = _LINK.sub(relink, text)
        text = expand(text, lang, page, config)
        if section != "index":
            text = re.sub(
                r"^(## .*?)\s*$",
                lambda m: m.group(1) + f" {{ #print-{section} .print-section }}",
                text,
                count=1,
                flags=re.M,
            )
        out.append(text.strip())
    return "\n\n".join(out)


_WIDGET = re.compile(r'<div class="troggu-widget".*?</div>', re.S)


def _strip_widgets(text: str) -> str:
    return _WIDGET.sub("", text)


EXPANDERS: dict[str, Callable[..., str]] = {
    "rules-overview": render_rules_overview,
    "rules-list": render_rules_list,
    "rule": render_rule,
    "sources-list": render_sources_list,
    "print-rules": render_print_rules,
}
