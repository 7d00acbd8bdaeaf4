"""Docs placeholders (docs_hooks/placeholders.py): the content of a game's rules pages, for any game of the registry
(the family games' pages use them) -- every rule under its heading (the rule's id its anchor, where the game's
``rule_page`` points), the rulesets and their options, the card names with their attestation, and the engine's own
readings of the spec.

``rules game=G [section=S]``, ``rulesets game=G``, ``names game=G``, ``readings game=G``. Nothing here states a rule:
every statement, value and result comes from ``troggu_core.games``.
"""

from __future__ import annotations

import importlib
import json
import re
from pathlib import Path
from typing import Any, Callable

import citations
import site_markup as mk
from troggu_core.kernel.names import NameTable
from troggu_core.kernel.registry import GAME_MODULES, game as game_info
from troggu_core.kernel.rules import section_titles


def _rules(info: Any) -> list[Any]:
    return list(info.rules)


def _section_of(rule: Any) -> str:
    return str(getattr(rule, "section", rule.id.split(".", 1)[0]))


def _statement(rule: Any, lang: str) -> str:
    return str(getattr(rule, "de" if lang == "de" else "en", "") or getattr(rule, "en", ""))


_SOURCE_WORDS = {"reading": ("unsere Lesart", "our reading"), "engine": ("Regel der Engine", "the engine's own rule")}
_QUOTED = re.compile(r"(?<!\w)'([^']+?)'(?!\w)")


def _source(rule: Any, lang: str = "en") -> str:
    """A rule's or reading's sources, with ``reading`` and ``engine`` in the page's words (issue 26) and quoted
    seed phrases in «guillemets»."""
    src = rule if isinstance(rule, str) else getattr(rule, "source", None) or getattr(rule, "sources", "")
    text = ", ".join(src) if isinstance(src, (tuple, list)) else str(src)
    for word, (de, en) in _SOURCE_WORDS.items():
        text = re.sub(rf"\b{word}\b", mk.t(lang, de, en), text)
    return _QUOTED.sub(r"«\1»", text)


_SOURCE_CODE = re.compile(r"(?<![\w§])(\d{3})((?::\d+(?:[–-]\d+)?)?)(?!\w)")
"""A seed document's code in a rule's sources, with an optional line (``003``, ``003:61``, ``004:22–23``)."""


def _source_md(rule: Any, lang: str, page: Any, prefixes: tuple[tuple[str, str], ...] = ()) -> str:
    """:func:`_source` as Markdown, each seed document's code a link to its entry on the sources page; ``prefixes``
    (the game's ``catalogue.seed_prefixes``) are the game's own codes for places in a seed (Troccas' ``S17``)."""
    text = mk.e(_source(rule, lang)).replace("[", "\\[").replace("]", "\\]")
    text = _SOURCE_CODE.sub(lambda m: f"[{m.group(0)}]({mk.source_link(page, m.group(1))})", text)
    for prefix, seed in prefixes:
        code = re.compile(rf"(?<![\w§\[]){re.escape(prefix)}\d*(?![\w\]])")
        text = code.sub(lambda m: f"[{m.group(0)}]({mk.source_link(page, seed)})", text)
    return text


def render_rules(lang: str, game: str, section: str = "", page: Any = None) -> str:
    """The game's rules (or one section's), a heading per rule; without ``section`` section by section, each under
    its title, which the game's rules carry (:func:`~troggu_core.kernel.rules.section_titles`: a section without a
    title, or an unknown ``section``, stops the build)."""
    info = game_info(game)
    titles = section_titles(_rules(info))
    if section and section not in titles:
        raise ValueError(f"{game} has no rules section {section!r} (its sections: {', '.join(titles)})")
    if section:
        return "\n".join(_render_section(lang, info, section, page))
    out: list[str] = []
    for sec, (en, de) in titles.items():
        out.append(f"\n### {mk.t(lang, de, en)} {{ #section-{sec} }}\n")
        out += _render_section(lang, info, sec, page)
    return "\n".join(out)


def _render_section(lang: str, info: Any, section: str, page: Any) -> list[str]:
    """The rules of one section, each under its heading with its statement and sources."""
    out: list[str] = []
    for r in _rules(info):
        if _section_of(r) != section:
            continue
        anchor = mk.rule_anchor(r.id, info.id)[1]  # where the game's rule_page (the refusals' link) points
        out.append(f'\n#### {mk.e(r.title_in(lang))} `{r.id}` {{ #{anchor} data-toc-label="{mk.e(r.id)}" }}\n')
        out.append(f"{_statement(r, lang)}\n")
        out.append(
            f"<small>{mk.t(lang, 'Quelle', 'Source')}: "
            f"{_source_md(r, lang, page, info.catalogue.seed_prefixes)}"
            f"{citations.cite_rule_link(page, lang, r.id, info.id) if page is not None else ''}</small>\n"
            "{ .troggu-rule-sources }\n"
        )
    return out


def _option_value(module: Any, ruleset: str, option: str) -> Any:
    """The value of ``option`` in ``ruleset`` as the game's own ruleset parser fills it in (None: not applicable;
    the kernel's ruleset protocol)."""
    return module.parse_ruleset(ruleset).options().get(option)


def _show(value: Any) -> str:
    if value is None:
        return "–"
    return f"`{json.dumps(value) if not isinstance(value, str) else value}`"


def render_rulesets(lang: str, game: str) -> str:
    """Every option of the game: its values, each with its meaning and source (``OPTION_READINGS``), what else a
    table may set (``OPTION_FREE``, where the game says), and its value in each ruleset, asked of the game's ruleset
    parser."""
    info = game_info(game)
    module = info.options
    values: dict[str, Any] = dict(module.OPTION_VALUES)
    readings: dict[str, Any] = dict(module.OPTION_READINGS)
    if not values:
        return ""
    head = [mk.t(lang, "Option", "Option"), mk.t(lang, "Werte: Bedeutung (Quelle)", "Values: meaning (source)")]
    head += [f"`{r}`" for r in info.rulesets]
    rows = []
    for name, vals in values.items():
        per_value = readings.get(name, {})
        shown = []
        for v in vals or tuple(per_value):
            reading = per_value.get(v)
            text = _show(list(v) if isinstance(v, tuple) else v)
            if reading is not None:
                src = re.sub(r"^reading(?:;\s*|$)", "", reading.source) if reading.ours else reading.source
                text += f": {mk.e(reading.label(lang))}" + (f" ({mk.e(_source(src, lang))})" if src else "")
            shown.append(text)
        cell = "<br>".join(shown)
        free = getattr(module, "OPTION_FREE", {}).get(name)  # what else a table may set, in the game's words
        if free is not None:
            cell += f"<br>({mk.e(free.render(lang))})"
        elif not vals:  # e.g. the poignée thresholds: any three increasing numbers
            cell += "<br>" + mk.t(lang, "(oder drei andere steigende Zahlen)", "(or any three increasing numbers)")
        rows.append([f"`{name}`", cell] + [_show(_option_value(module, r, name)) for r in info.rulesets])
    return mk.md_table(head, rows) + "\n"


_LANG_TITLES = {
    "de": ("Deutsch", "German"),
    "en": ("Englisch", "English"),
    "rm": ("Romanisch", "Romansh"),
    "wal": ("Walliserdeutsch", "Walliser German"),
    "fr": ("Französisch", "French"),
    "1754": ("Regeln von 1754", "1754 rules"),
    "dummett": ("Dummett", "Dummett"),
    "danish": ("Dänisch", "Danish"),
}
_PLAIN = re.compile(
    r"^(?:[RBSC](?:[1-9]|10)|(?:II|III|IV|V|VI|VII|VIII|IX|X|XI|XII|XIII|XIV|XV|XVI|XVII|XVIII|XIX|XX))$"
)


def render_names(lang: str, game: str) -> str:
    """The game's card names: the named cards (trumps I and XXI, the fool, the courts), every language the
    engine knows, each marked attested (with its source) or ours."""
    info = game_info(game)
    names: NameTable = info.names.NAMES  # the kernel's one shape: code -> language -> SourcedName
    keys: list[str] = []
    for entry in names.values():
        for k in entry:
            if k not in keys:
                keys.append(k)
    head = (
        [mk.t(lang, "Karte", "Card")]
        + [mk.t(lang, *_LANG_TITLES.get(k, (k, k))) for k in keys]
        + [mk.t(lang, "Beleg", "Attestation")]
    )
    rows = []
    for code, entry in names.items():
        if _PLAIN.match(code):
            continue
        cells = [f"`{code}`"]
        sources = []
        for k in keys:
            if k not in entry:
                cells.append("–")
                continue
            name = entry[k]
            text, attested, source = name.text, name.attested, name.source
            mark = " ✓" if attested else " *"
            shown = (
                mk.e(text)
                if k in ("de", lang)
                else f'<span lang="{mk.e(k if len(k) == 2 else "und")}">{mk.e(text)}</span>'
            )
            cells.append(shown + mark)
            if attested and source and source not in sources:
                sources.append(source)
        cells.append(
            f'<span lang="und">{mk.e("; ".join(sources))}</span>'
            if sources
            else mk.t(lang, "unsere Namen", "our names")
        )
        rows.append(cells)
    legend = mk.t(lang, "✓ in der Quelle belegt, * von uns gebildet.", "✓ attested in the source, * composed by us.")
    return mk.md_table(head, rows) + "\n\n" + legend + "\n"


def render_readings(lang: str, game: str) -> str:
    """The engine's own readings where the spec leaves a choice (the package's READINGS.md, in English)."""
    info = game_info(game)
    module = importlib.import_module(GAME_MODULES[info.id])
    text = (Path(module.__file__ or "").parent / "READINGS.md").read_text(encoding="utf-8")
    body = text.split("\n", 1)[1].strip() if text.startswith("# ") else text
    if lang == "de":
        return (
            "Die Engine hält zudem fest, wie sie die Spezifikation dort liest, wo diese eine Wahl lässt "
            "(Regel-IDs ausserhalb der Spezifikation, Reihenfolge der Prüfungen, Schreibweisen). Diese technischen "
            f"Lesarten stehen auf Englisch auf der [englischen Seite](../../en/games/{info.id}-rules/#engine-readings) "
            f"und in `troggu_core/games/{info.id.replace('-', '_')}/READINGS.md`.\n"
        )
    return body + "\n"


EXPANDERS: dict[str, Callable[..., str]] = {
    "rules": render_rules,
    "rulesets": render_rulesets,
    "names": render_names,
    "readings": render_readings,
}
