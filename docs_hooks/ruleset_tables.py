"""Docs placeholders (docs_hooks/placeholders.py): Troggu's village rulesets and what a won game pays -- every
ruleset field per village with its citation, the hand and Tapp sizes per player count, the units per role.

``variations-table``, ``layouts-table``, ``payment-table``.
"""

from __future__ import annotations

import dataclasses
import re
from typing import Any, Callable

import site_markup as mk
import troggu_core as tg


# ----- rulesets -----------------------------------------------------------------------------------------------

_READINGS = tg.GAMES["troggu"].options.OPTION_READINGS
"""Each option value's meaning and source (the engine's ruleset protocol)."""

_FIELD_TEXT: dict[str, tuple[str, str]] = {
    "players": ("Spielerzahl", "Players"),
    "layouts": ("Geben (Karten, Tapp)", "Dealing (cards, Tapp)"),
    "base_rappen": ("Grundbetrag (Rappen)", "Base amount (Rappen)"),
    # the options' names are the engine's (OPTION_TITLES), as the variants page and the composer show them
    **{k: (t.de, t.en) for k, t in tg.GAMES["troggu"].options.OPTION_TITLES.items()},
}

_FIELD_RULE = {
    "players": "deal.players",
    "layouts": "deal.layout",
    "base_rappen": "pay.base",
    "double_threshold": "pay.double",
    "discard_exception": "exchange.five-pointers",
    "call_rule": "call.card",
    "misere_payer": "pay.misere",
    "auction_direction": "auction.order",
    "tappist": "auction.tappist",
    "misere_schgusieru": "play.schgusieru",
}


def _value_text(name: str, value: Any, lang: str, rs: tg.Ruleset | None = None) -> str:
    if name == "players":
        return f"{value[0]}–{value[-1]}"
    if name == "layouts" and rs is not None:
        parts = []
        for n, layouts in value:
            sizes = list(dict.fromkeys(f"{lay.hand} + Tapp {lay.tapp}" for lay in layouts))
            parts.append(f"{n}: " + " · ".join(sizes))
        return "<br>".join(mk.e(p) for p in parts)
    raw = getattr(value, "value", value)
    reading = _READINGS.get(name, {}).get(raw)
    if isinstance(raw, str) and reading is not None:  # the option value's meaning, from the engine's readings
        return f"{mk.e(reading.label(lang))}<br><code>{mk.e(raw)}</code>"
    return mk.e(raw)


def _ruleset_fields() -> list[dataclasses.Field[Any]]:
    return [f for f in dataclasses.fields(tg.Ruleset) if f.name not in ("name", "title", "citations", "house")]


def render_variations_table(lang: str, page: Any = None) -> str:
    villages = list(tg.RULESETS.values())
    head = (
        [mk.t(lang, "Regel", "Rule")]
        + [mk.e(rs.title) for rs in villages]
        + [mk.t(lang, "Quellen und Alternativen", "Sources and alternatives"), mk.t(lang, "Option", "Option")]
    )
    rows = []
    for f in _ruleset_fields():
        label = mk.t(lang, *_FIELD_TEXT.get(f.name, (f.name, f.name)))
        rid = _FIELD_RULE.get(f.name)
        rule_cell = f'{mk.e(label)}<br><small><a href="#" data-rule="{rid}">{rid}</a></small>' if rid else mk.e(label)
        cells = [rule_cell]
        for rs in villages:
            value = getattr(rs, f.name)
            cite = rs.citation(f.name)
            cells.append(
                f'<span class="troggu-value" data-ruleset="{rs.name}" data-field="{f.name}" '
                f'data-value="{mk.e(_json_value(value))}">{_value_text(f.name, value, lang, rs)}</span>'
                + (f'<br><small class="troggu-cite">{mk.e(mk.gettext(cite, lang))}</small>' if cite else "")
            )
        # the source notes are English in rulesets.py; their German is in the engine's catalogue
        src = mk.gettext(f.metadata.get("sources", ""), lang)
        alt = _alternatives(f, lang)
        cells.append(mk.e(src) + (f"<br><em>{mk.t(lang, 'Alternativen', 'Alternatives')}:</em> {alt}" if alt else ""))
        cells.append(
            f"<code>{f.name}</code>" if f.name in tg.OPTION_FIELDS else mk.t(lang, "<em>Dorf</em>", "<em>village</em>")
        )
        rows.append(cells)
    table = mk.table(head, rows, "troggu-table troggu-variations")
    if page is not None:
        # turn the data-rule placeholders into real links to the rule anchors (relative to this page)
        def link(m: re.Match[str]) -> str:
            # Markdown links are not processed inside raw HTML: compute the built URL directly
            return f'<a href="{mk.rule_url(page, m.group(1))}">'

        table = re.sub(r'<a href="#" data-rule="([^"]+)">', link, table)
    return table


def _alternatives(f: dataclasses.Field[Any], lang: str) -> str:
    """The values a field may take, as HTML in the reader's language: an option's named values by their meanings (the
    engine's readings, each with its code, as the village columns show them), else the field's note (its German in
    the engine's catalogue)."""
    readings = _READINGS.get(f.name, {})
    if readings and all(isinstance(v, str) for v in readings):
        return " | ".join(f"{mk.e(r.de if lang == 'de' else r.en)} <code>{mk.e(v)}</code>" for v, r in readings.items())
    return mk.e(mk.gettext(f.metadata.get("alternatives", ""), lang))


def _json_value(value: Any) -> str:
    if isinstance(value, tuple) and value and isinstance(value[0], tuple):
        return ";".join(f"{n}:" + ",".join(str(lay) for lay in lays) for n, lays in value)
    if isinstance(value, tuple):
        return ",".join(str(v) for v in value)
    return str(getattr(value, "value", value))


def render_layouts_table(lang: str) -> str:
    villages = list(tg.RULESETS.values())
    counts = sorted({n for rs in villages for n in rs.players})
    head = [mk.t(lang, "Spieler", "Players")] + [mk.e(rs.title) for rs in villages]
    rows = []
    for n in counts:
        row = [str(n)]
        for rs in villages:
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


def render_payment_table(lang: str) -> str:
    """Units paid per role in a won normal game (multiplier 1), computed by the engine's scoring."""
    from troggu_core.games.troggu.scoring import payment_units

    head = [
        mk.t(lang, "Spieler", "Players"),
        mk.t(lang, "allein: Tappist oder Solist", "alone: Tappist or soloist"),
        mk.t(lang, "allein: jeder Gegner", "alone: each opponent"),
        mk.t(lang, "mit Partner: Tappist", "with partner: Tappist"),
        mk.t(lang, "mit Partner: Partner", "with partner: partner"),
        mk.t(lang, "mit Partner: jeder Gegner", "with partner: each opponent"),
    ]
    rows = []
    for n in sorted({n for rs in tg.RULESETS.values() for n in rs.players}):
        alone = payment_units(n, True, 1, declarer=0, partner=None)
        row = [str(n), f"{alone[0]:+d}", f"{alone[1]:+d}"]
        if tg.calls_partner(n):
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
