"""MkDocs hook (family pages): the family games' engine data rendered into their pages at build time.

Placeholders (``<!-- family:NAME key=value ... -->``), see the table in ``docs/games/index.md``'s source:

=====================  ==========================================================================================
rules game=G [section=S]   every rule of G (or of one section), a heading per rule (its title, its id, the id as
                       its anchor), the statement in the page's language and its sources
rulesets game=G         the rulesets and their options: values, default per ruleset
names game=G            the game's card names, with their attestation
example game=G ...      a seeded round computed by the engine: tricks, piles counted, the settlement
widget game=G           the live play table of G (docs/javascripts/troggu-table.js)
compare                 the family comparison table, its numbers read from the engines
trick-compare           one trick and one pile, every game's rule side by side (live in the page)
=====================  ==========================================================================================

Nothing here states a rule: every statement, value and result comes from ``troggu_core.games``.
"""

from __future__ import annotations

import importlib

import html
import json
import re
import shlex
from typing import Any, Callable

from troggu_core.kernel.registry import GAME_MODULES, GAMES, game
from troggu_core.kernel.names import CardNames

_PLACEHOLDER = re.compile(r"<!--\s*family:([a-z-]+)((?:\s+[^\s>]+)*)\s*-->")
_FENCE = re.compile(r"^(```|~~~)", re.M)


def _t(lang: str, de: str, en: str) -> str:
    return de if lang == "de" else en


def _e(text: object) -> str:
    return html.escape(str(text), quote=True)


def _page_lang(page: Any) -> str:
    return "en" if page.file.dest_uri.startswith("en/") else "de"


_SECTION_TITLES: dict[str, tuple[str, str]] = {
    "deck": ("Karten", "Cards"),
    "players": ("Spieler", "Players"),
    "teams": ("Parteien", "Teams"),
    "deal": ("Geben", "Deal"),
    "skat": ("Skat", "Skat"),
    "play": ("Spiel", "Play"),
    "jack": ("Den Buben verlangen", "Demanding the jack"),
    "klopfen": ("Klopfen", "Knocking"),
    "narr": ("Der Narr", "The Narr"),
    "matsch": ("Matsch", "Matsch"),
    "count": ("Zählen", "Counting"),
    "score": ("Abrechnung", "Settlement"),
    "session": ("Partie", "Session"),
    "seat": ("Plätze", "Seats"),
    "auction": ("Reizen", "Auction"),
    "dog": ("Hund", "Dog"),
    "discard": ("Écart", "Écart"),
    "chelem": ("Chelem", "Chelem"),
    "poignee": ("Poignée", "Poignée"),
    "excuse": ("Die Excuse", "The Excuse"),
    "settle": ("Auszahlung", "Payments"),
    "record": ("Protokoll", "Record"),
}


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
        text = re.sub(rf"\b{word}\b", _t(lang, de, en), text)
    return _QUOTED.sub(r"«\1»", text)


_SOURCE_CODE = re.compile(r"(?<![\w§])(\d{3})((?::\d+(?:[–-]\d+)?)?)(?!\w)")
"""A seed document's code in a rule's sources, with an optional line (``003``, ``003:61``, ``004:22–23``)."""


def _source_md(rule: Any, lang: str, sources_md: str, prefixes: tuple[tuple[str, str], ...] = ()) -> str:
    """:func:`_source` as Markdown, each seed document's code a link to its entry on the sources page; ``prefixes``
    (the game's ``catalogue.seed_prefixes``) are the game's own codes for places in a seed (Troccas' ``S17``)."""
    text = _e(_source(rule, lang)).replace("[", "\\[").replace("]", "\\]")
    text = _SOURCE_CODE.sub(lambda m: f"[{m.group(0)}]({sources_md}#source-{m.group(1)})", text)
    for prefix, seed in prefixes:
        code = re.compile(rf"(?<![\w§\[]){re.escape(prefix)}\d*(?![\w\]])")
        text = code.sub(lambda m: f"[{m.group(0)}]({sources_md}#source-{seed})", text)
    return text


def _sources_md(page: Any) -> str:
    """The Markdown link from ``page`` to the sources page (the family's rules pages live in ``games/``)."""
    import os

    here = os.path.dirname(getattr(getattr(page, "file", None), "src_uri", "games/x.md")) or "."
    return os.path.relpath("sources.md", start=here).replace(os.sep, "/")


def render_rules(lang: str, game_id: str = "", section: str = "", page: Any = None, **_: str) -> str:
    info = game(game_id)
    rows = [r for r in _rules(info) if not section or _section_of(r) == section]
    out: list[str] = []
    current = None
    for r in rows:
        sec = _section_of(r)
        if not section and sec != current:
            current = sec
            title = _SECTION_TITLES.get(sec, (sec, sec))
            out.append(f"\n### {_t(lang, title[0], title[1])} {{ #section-{sec} }}\n")
        out.append(f'\n#### {_e(r.title_in(lang))} `{r.id}` {{ #{r.id} data-toc-label="{_e(r.id)}" }}\n')
        out.append(f"{_statement(r, lang)}\n")
        out.append(
            f"<small>{_t(lang, 'Quelle', 'Source')}: "
            f"{_source_md(r, lang, _sources_md(page), info.catalogue.seed_prefixes)}</small>\n"
            "{ .troggu-rule-sources }\n"
        )
    return "\n".join(out)


def _option_value(module: Any, ruleset: str, option: str) -> Any:
    """The value of ``option`` in ``ruleset`` as the game's own ruleset parser fills it in (None: not applicable;
    the kernel's ruleset protocol)."""
    return module.parse_ruleset(ruleset).options().get(option)


def _show(value: Any) -> str:
    if value is None:
        return "–"
    return f"`{json.dumps(value) if not isinstance(value, str) else value}`"


def render_rulesets(lang: str, game_id: str = "", **_: str) -> str:
    """Every option of the game: its values, each with its meaning and source (``OPTION_READINGS``), and its value in
    each ruleset, asked of the game's ruleset parser."""
    info = game(game_id)
    module = info.options
    values: dict[str, Any] = dict(module.OPTION_VALUES)
    readings: dict[str, Any] = dict(module.OPTION_READINGS)
    if not values:
        return ""
    head = [_t(lang, "Option", "Option"), _t(lang, "Werte: Bedeutung (Quelle)", "Values: meaning (source)")]
    head += [f"`{r}`" for r in info.rulesets]
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    for name, vals in values.items():
        per_value = readings.get(name, {})
        shown = []
        for v in vals or tuple(per_value):
            reading = per_value.get(v)
            text = _show(list(v) if isinstance(v, tuple) else v)
            if reading is not None:
                src = re.sub(r"^reading(?:;\s*|$)", "", reading.source) if reading.ours else reading.source
                text += f": {_e(reading.label(lang))}" + (f" ({_e(_source(src, lang))})" if src else "")
            shown.append(text)
        cell = "<br>".join(shown)
        if not vals:  # e.g. the poignée thresholds: any three increasing numbers
            cell += "<br>" + _t(lang, "(oder drei andere steigende Zahlen)", "(or any three increasing numbers)")
        row = [f"`{name}`", cell] + [_show(_option_value(module, r, name)) for r in info.rulesets]
        lines.append("| " + " | ".join(row) + " |")
    return "\n".join(lines) + "\n"


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


def render_names(lang: str, game_id: str = "", **_: str) -> str:
    """The game's card names: the named cards (trumps I and XXI, the fool, the courts), every language the
    engine knows, each marked attested (with its source) or ours."""
    info = game(game_id)
    names: CardNames = info.names.NAMES  # the kernel's one shape: code -> language -> CardName
    keys: list[str] = []
    for entry in names.values():
        for k in entry:
            if k not in keys:
                keys.append(k)
    head = (
        [_t(lang, "Karte", "Card")]
        + [_t(lang, *_LANG_TITLES.get(k, (k, k))) for k in keys]
        + [_t(lang, "Beleg", "Attestation")]
    )
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
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
                _e(text) if k in ("de", lang) else f'<span lang="{_e(k if len(k) == 2 else "und")}">{_e(text)}</span>'
            )
            cells.append(shown + mark)
            if attested and source and source not in sources:
                sources.append(source)
        cells.append(
            f'<span lang="und">{_e("; ".join(sources))}</span>' if sources else _t(lang, "unsere Namen", "our names")
        )
        lines.append("| " + " | ".join(cells) + " |")
    legend = _t(lang, "✓ in der Quelle belegt, * von uns gebildet.", "✓ attested in the source, * composed by us.")
    return "\n".join(lines) + "\n\n" + legend + "\n"


def render_example(
    lang: str, game_id: str = "", ruleset: str = "", players: str = "", seed: str = "1", **_: str
) -> str:
    info = game(game_id)
    rs = ruleset or info.default_ruleset
    n = int(players or info.default_players)
    record = info.random_record(rs, n, int(seed), "heuristic")
    result = info.replay(record)
    tricks = result.get("tricks") or []
    winners = result.get("trick_winners") or []
    lines = [
        _t(
            lang,
            f"Eine Runde, mit Startwert {seed} von Bots gespielt ({rs}, {n} Spieler); die Engine rechnet:",
            f"A round played by bots with seed {seed} ({rs}, {n} players); the engine computes:",
        ),
        "",
    ]
    if tricks:
        lines.append(
            "| "
            + _t(lang, "Stich", "Trick")
            + " | "
            + _t(lang, "Karten", "Cards")
            + " | "
            + _t(lang, "gewinnt Platz", "won by seat")
            + " |"
        )
        lines.append("|---|---|---|")
        for i, (cards, w) in enumerate(zip(tricks, winners), 1):
            lines.append(f"| {i} | {' '.join(cards)} | {w} |")
    lines.append("")
    keys = [k for k in result if k not in ("tricks", "trick_winners", "options", "bonuses")]
    lines.append("| " + _t(lang, "Ergebnis", "Result") + " | |")
    lines.append("|---|---|")
    for k in keys:
        lines.append(f"| `{k}` | `{_e(json.dumps(result[k], ensure_ascii=False))}` |")
    lines.append("")
    lines.append('??? note "' + _t(lang, "Das Protokoll dieser Runde", "The record of this round") + '"')
    lines.append("    ```json")
    lines.append("    " + json.dumps(record, ensure_ascii=False))
    lines.append("    ```")
    return "\n".join(lines) + "\n"


def render_widget(lang: str, game_id: str = "", **_: str) -> str:
    info = game(game_id)
    title = info.title_de if lang == "de" else info.title_en
    text = _t(
        lang,
        f"Hier spielst du eine Runde {title} gegen Bots. Dafür braucht die Seite JavaScript.",
        f"Here you play a round of {title} against bots. This needs JavaScript.",
    )
    replay = _t(
        lang,
        f"Hier liest die Engine ein Protokoll einer Runde {title} und spielt sie Stich für Stich nach.",
        f"Here the engine reads a record of a round of {title} and replays it trick by trick.",
    )
    return (
        f'<div class="troggu-widget" data-widget="play" data-game="{_e(info.id)}" '
        f'data-ruleset="{_e(info.default_ruleset)}" data-players="{info.default_players}">'
        f"<p>{_e(text)}</p></div>\n\n"
        f'<div class="troggu-widget" data-widget="replay" data-game="{_e(info.id)}"><p>{_e(replay)}</p></div>\n'
    )


def _num(x: float | None) -> str:
    if x is None:
        return "–"
    return str(int(x)) if float(x).is_integer() else str(x)


# One trick shown in the comparison: the Fool played to a trick of the red suit, then a trump.
_SAMPLE_TRICK = ["R3", "R1", "Narr", "XX"]


def render_compare(lang: str, **_: str) -> str:
    """Each game's numbers, asked of its engine: cards, players, rules, what the whole deck counts, a trick."""
    head = [
        _t(lang, "Spiel", "Game"),
        _t(lang, "Regelsätze", "Rulesets"),
        _t(lang, "Spieler", "Players"),
        _t(lang, "Karten", "Cards"),
        _t(lang, "Das ganze Spiel zählt", "The whole deck counts"),
        _t(lang, f"Stich {' '.join(_SAMPLE_TRICK)}: es gewinnt", f"Trick {' '.join(_SAMPLE_TRICK)}: won by"),
        _t(lang, "Regel-IDs", "Rule ids"),
    ]
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    for gid in GAMES:
        info = game(gid)
        title = info.title_de if lang == "de" else info.title_en
        total = info.count_pile(list(info.deck)) if info.count_pile else None
        win = info.trick_winner(_SAMPLE_TRICK) if info.trick_winner else None
        lines.append(
            f"| {title} | {', '.join(f'`{r}`' for r in info.rulesets)} | "
            f"{', '.join(str(p) for p in info.players)} | {len(info.deck)} | {_num(total)} | "
            f"{'–' if win is None else _SAMPLE_TRICK[win]} | {len(info.rules)} |"
        )
    note = _t(
        lang,
        "Alle Zahlen rechnet die Engine jedes Spiels beim Bau der Seite aus.",
        "Every number is computed by each game's engine when the site is built.",
    )
    return "\n".join(lines) + "\n\n" + note + "\n"


def render_trick_compare(lang: str, **_: str) -> str:
    return (
        '<div class="troggu-widget" data-widget="compare">'
        f"<p>{_e(_t(lang, 'Der Vergleich rechnet in der Seite; dafür braucht sie JavaScript.', 'The comparison is computed in the page; it needs JavaScript.'))}</p></div>\n"
    )


def render_readings(lang: str, game_id: str = "", **_: str) -> str:
    """The engine's own readings where the spec leaves a choice (the package's READINGS.md, in English)."""
    from pathlib import Path

    info = game(game_id)
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


RENDERERS: dict[str, Callable[..., str]] = {
    "readings": render_readings,
    "rules": render_rules,
    "rulesets": render_rulesets,
    "names": render_names,
    "example": render_example,
    "widget": render_widget,
    "compare": render_compare,
    "trick-compare": render_trick_compare,
}


def _args(raw: str) -> dict[str, str]:
    out: dict[str, str] = {}
    for part in shlex.split(raw):
        k, _, v = part.partition("=")
        out["game_id" if k == "game" else k] = v
    return out


def expand(markdown: str, lang: str, page: Any = None) -> str:
    """Replace every family placeholder outside fenced code blocks."""
    parts = re.split(r"(^```.*?^```)", markdown, flags=re.M | re.S)
    for i in range(0, len(parts), 2):
        parts[i] = _PLACEHOLDER.sub(lambda m: RENDERERS[m.group(1)](lang, page=page, **_args(m.group(2))), parts[i])
    return "".join(parts)


def on_page_markdown(markdown: str, page: Any, config: Any, files: Any) -> str:
    if "family:" not in markdown:
        return markdown
    return expand(markdown, _page_lang(page), page)
