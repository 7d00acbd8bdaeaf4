"""Docs placeholders (docs_hooks/placeholders.py): a game's named rulesets and what a won game pays -- every
ruleset field per ruleset with its citation, the hand and talon sizes per player count, the units per role.

``variations-table [game=G]``, ``layouts-table [game=G]``, ``payment-table [game=G]``: the game is the placeholder's
``game=``, else the registry's default game (``GAMES.default``, the site's own). Its rulesets, their fields, the
options' names and readings and the payments are the game's (``GameInfo.options``, the ruleset protocol); the game's
rulesets carry the fields a table shows (``players``, ``layouts``, ``citation()``; its package a ``scoring`` module
with ``payment_units`` for the payments).
"""

from __future__ import annotations

import dataclasses
import importlib
import re
from typing import Any, Callable

import site_markup as mk
from troggu_core.kernel.registry import GAME_MODULES, GAMES, GameInfo, game as game_info


def _game(game: str) -> GameInfo:
    """The placeholder's game (``game=``), else the registry's default game."""
    return game_info(game or GAMES.default)


def _rulesets(info: GameInfo) -> list[Any]:
    """The game's named rulesets, in the game's order (the ruleset protocol's ``RULESETS``)."""
    return list(info.options.RULESETS.values())


def _title(info: GameInfo, rs: Any, lang: str) -> str:
    """A ruleset's title in the page's language (the ruleset protocol's ``TITLES``)."""
    return str(info.options.TITLES[rs.name].render(lang))


# ----- rulesets -----------------------------------------------------------------------------------------------


def _talon(info: GameInfo, lang: str) -> str:
    """The game's word for its talon in a label, without an article (``GameInfo.talon_word``: Troggu's Tapp, the
    French Tarot's dog; ``Talon`` where the game names none)."""
    word = info.talon_word.get(lang) or mk.t(lang, "Talon", "the talon")
    return re.sub(r"^the ", "", word)


def _field_text(info: GameInfo, name: str) -> tuple[str, str]:
    """A ruleset field's name (German, English): the option's name as the engine gives it (as the variants page and
    the composer show it); the fields that are no option, the players and the deal, in the site's words; else the
    field's own name."""
    title = getattr(info.options, "OPTION_TITLES", {}).get(name)
    if title is not None:
        return title.de, title.en
    words = {
        "players": ("Spielerzahl", "Players"),
        "layouts": (f"Geben (Karten, {_talon(info, 'de')})", f"Dealing (cards, {_talon(info, 'en')})"),
    }
    return words.get(name, (name, name))


def _field_rule(info: GameInfo, name: str) -> str | None:
    """The rule id of a field's row, as the game's rulesets map its fields to its rules (``FIELD_RULES``; none
    where the game gives no such map), if it is one of the game's rules."""
    rid = getattr(info.options, "FIELD_RULES", {}).get(name)
    return rid if rid is not None and any(r.id == rid for r in info.rules) else None


def _ruleset_kind(info: GameInfo, lang: str) -> str:
    """What a named ruleset of the game is (its rulesets' ``RULESET_KIND``: Troggu's village), else a ruleset."""
    kind = getattr(info.options, "RULESET_KIND", None)
    return str(kind.render(lang)) if kind is not None else mk.t(lang, "Regelwerk", "ruleset")


def _value_text(info: GameInfo, name: str, value: Any, lang: str, readings: Any, rs: Any = None) -> str:
    if name == "players":
        return f"{value[0]}–{value[-1]}"
    if name == "layouts" and rs is not None:
        parts = []
        talon = _talon(info, lang)
        for n, layouts in value:
            sizes = list(dict.fromkeys(f"{lay.hand} + {talon} {lay.tapp}" for lay in layouts))
            parts.append(f"{n}: " + " · ".join(sizes))
        return "<br>".join(mk.e(p) for p in parts)
    raw = getattr(value, "value", value)
    reading = readings.get(name, {}).get(raw)
    if isinstance(raw, str) and reading is not None:  # the option value's meaning, from the engine's readings
        return f"{mk.e(reading.label(lang))}<br><code>{mk.e(raw)}</code>"
    return mk.e(raw)


def _ruleset_fields(rs: Any) -> list[dataclasses.Field[Any]]:
    """The fields of a ruleset the table shows (its name, title, citations and house rules aside)."""
    return [f for f in dataclasses.fields(rs) if f.name not in ("name", "title", "citations", "house")]


def _citation(rs: Any, name: str) -> str:
    """The source of a ruleset's value of field ``name``, where the ruleset cites one."""
    cite = getattr(rs, "citation", None)
    return str(cite(name)) if cite is not None else ""


def render_variations_table(lang: str, page: Any = None, game: str = "") -> str:
    """``<!-- troggu:variations-table [game=G] -->``: every field of the game's rulesets, a column per ruleset with
    its value and citation, the field's sources and alternatives, and whether a table may set it (an option)."""
    info = _game(game)
    named = _rulesets(info)
    readings = info.options.OPTION_READINGS
    head = (
        [mk.t(lang, "Regel", "Rule")]
        + [mk.e(_title(info, rs, lang)) for rs in named]
        + [mk.t(lang, "Quellen und Alternativen", "Sources and alternatives"), mk.t(lang, "Option", "Option")]
    )
    rows = []
    for f in _ruleset_fields(named[0]):
        label = mk.t(lang, *_field_text(info, f.name))
        rid = _field_rule(info, f.name)
        rule_cell = f'{mk.e(label)}<br><small><a href="#" data-rule="{rid}">{rid}</a></small>' if rid else mk.e(label)
        cells = [rule_cell]
        for rs in named:
            value = getattr(rs, f.name)
            cite = _citation(rs, f.name)
            cells.append(
                f'<span class="troggu-value" data-ruleset="{rs.name}" data-field="{f.name}" '
                f'data-value="{mk.e(_json_value(value))}">{_value_text(info, f.name, value, lang, readings, rs)}</span>'
                + (f'<br><small class="troggu-cite">{mk.e(mk.gettext(cite, lang))}</small>' if cite else "")
            )
        # the source notes are English in the game's rulesets; their German is in the engine's catalogue
        src = mk.gettext(f.metadata.get("sources", ""), lang)
        alt = _alternatives(f, lang, readings)
        cells.append(mk.e(src) + (f"<br><em>{mk.t(lang, 'Alternativen', 'Alternatives')}:</em> {alt}" if alt else ""))
        cells.append(
            f"<code>{f.name}</code>"
            if f.name in info.options.OPTION_VALUES
            else f"<em>{mk.e(_ruleset_kind(info, lang))}</em>"
        )
        rows.append(cells)
    table = mk.table(head, rows, "troggu-table troggu-variations")
    if page is not None:
        # turn the data-rule placeholders into real links to the rule anchors (relative to this page)
        def link(m: re.Match[str]) -> str:
            # Markdown links are not processed inside raw HTML: compute the built URL directly
            return f'<a href="{mk.rule_url(page, m.group(1), info.id)}">'

        table = re.sub(r'<a href="#" data-rule="([^"]+)">', link, table)
    return table


def _alternatives(f: dataclasses.Field[Any], lang: str, readings: Any) -> str:
    """The values a field may take, as HTML in the reader's language: an option's named values by their meanings (the
    engine's readings, each with its code, as the village columns show them), else the field's note (its German in
    the engine's catalogue)."""
    values = readings.get(f.name, {})
    if values and all(isinstance(v, str) for v in values):
        return " | ".join(f"{mk.e(r.de if lang == 'de' else r.en)} <code>{mk.e(v)}</code>" for v, r in values.items())
    return mk.e(mk.gettext(f.metadata.get("alternatives", ""), lang))


def _json_value(value: Any) -> str:
    if isinstance(value, tuple) and value and isinstance(value[0], tuple):
        return ";".join(f"{n}:" + ",".join(str(lay) for lay in lays) for n, lays in value)
    if isinstance(value, tuple):
        return ",".join(str(v) for v in value)
    return str(getattr(value, "value", value))


def render_layouts_table(lang: str, game: str = "") -> str:
    """``<!-- troggu:layouts-table [game=G] -->``: per player count, the hand and talon sizes each ruleset deals."""
    info = _game(game)
    named = _rulesets(info)
    if not all(hasattr(rs, "layouts_for") for rs in named):
        raise ValueError(f"troggu:layouts-table: the rulesets of {info.id} name no deal layouts (layouts_for)")
    counts = sorted({n for rs in named for n in rs.players})
    head = [mk.t(lang, "Spieler", "Players")] + [mk.e(_title(info, rs, lang)) for rs in named]
    rows = []
    for n in counts:
        row = [str(n)]
        for rs in named:
            if n not in rs.players:
                row.append("–")
                continue
            items = []
            for i, lay in enumerate(rs.layouts_for(n)):
                mark = mk.t(lang, " (Standard)", " (default)") if i == 0 and len(rs.layouts_for(n)) > 1 else ""
                items.append(
                    f"<code>{mk.e(str(lay))}</code>: {lay.hand} {mk.t(lang, 'Karten', 'cards')}{mark}"
                    f"<br><small>{mk.e(mk.gettext(lay.source, lang))}</small>"
                )
            row.append("<br>".join(items))
        rows.append(row)
    return mk.table(head, rows, "troggu-table troggu-layouts")


def render_payment_table(lang: str, game: str = "") -> str:
    """``<!-- troggu:payment-table [game=G] -->``: units paid per role in a won normal game (multiplier 1), by
    player count, computed by the game's scoring (its ``payment_units``; a partner where ``calls_partner``)."""
    info = _game(game)
    payment_units = getattr(importlib.import_module(f"{GAME_MODULES[info.id]}.scoring"), "payment_units", None)
    if payment_units is None:
        raise ValueError(f"troggu:payment-table: {info.id} pays no units per role (its scoring has no payment_units)")
    calls_partner = info.options.calls_partner

    head = [
        mk.t(lang, "Spieler", "Players"),
        mk.t(lang, "allein: Tappist oder Solist", "alone: Tappist or soloist"),
        mk.t(lang, "allein: jeder Gegner", "alone: each opponent"),
        mk.t(lang, "mit Partner: Tappist", "with partner: Tappist"),
        mk.t(lang, "mit Partner: Partner", "with partner: partner"),
        mk.t(lang, "mit Partner: jeder Gegner", "with partner: each opponent"),
    ]
    rows = []
    for n in sorted({n for rs in _rulesets(info) for n in rs.players}):
        alone = payment_units(n, True, 1, declarer=0, partner=None)
        row = [str(n), f"{alone[0]:+d}", f"{alone[1]:+d}"]
        if calls_partner(n):
            team = payment_units(n, True, 1, declarer=0, partner=1)
            row += [f"{team[0]:+d}", f"{team[1]:+d}", f"{team[2]:+d}"]
        else:
            row += ["–", "–", "–"]
        rows.append(row)
    return mk.table(head, rows)


EXPANDERS: dict[str, Callable[..., str]] = {
    "variations-table": render_variations_table,
    "layouts-table": render_layouts_table,
    "payment-table": render_payment_table,
}
