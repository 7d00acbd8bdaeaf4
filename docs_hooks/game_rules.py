"""Docs placeholders (docs_hooks/placeholders.py): what a game's pages show beside its rules, for any game of the
registry -- the rulesets and their options, the card names with their attestation, and the engine's own readings of
the spec (the rules themselves: docs_hooks/rule_texts.py).

``rulesets game=G``, ``names game=G``, ``readings game=G``. Nothing here states a rule: every value and result comes
from ``troggu_core.games``.
"""

from __future__ import annotations

import importlib
import json
import re
from pathlib import Path
from typing import Any, Callable

import rule_texts
import site_markup as mk
from troggu_core.kernel.names import NameTable
from troggu_core.kernel.registry import GAME_MODULES, game as game_info


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
                text += f": {mk.e(reading.label(lang))}" + (
                    f" ({mk.e(rule_texts.sources_text(src, lang))})" if src else ""
                )
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
    "rulesets": render_rulesets,
    "names": render_names,
    "readings": render_readings,
}
