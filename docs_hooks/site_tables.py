"""MkDocs hook (site helper): engine data rendered into the site at build time.

Pages carry placeholders, which ``on_page_markdown`` replaces with tables, card images and worked examples
computed by :mod:`troggu_core` -- so nothing the engine knows is ever typed by hand into the docs:

``<!-- troggu:NAME key=value ... -->``

=====================  =====================================================================================
name                   what it becomes
=====================  =====================================================================================
cards CODE... | five-pointers  a row of card images
payment-table          units per role when the declarer's side wins, by player count (engine's scoring)
cards-trumps           the 22 trumps: image, numeral, French caption, German, Walliser, English, points, rank
cards-suits            one table per suit, all 14 cards, kept or removed, names, points, rank
cards-removed          the 16 cards Troggu removes, and why
suit-names             the suits' names (German, Walliser, English, French)
points-table           the point values with counts and totals (114)
names-table            the Walliser words on the cards, with Standard German, English and attestation
glossary section=S     the glossary words of a section (game, narr) with meaning, rule and attestation
variations-table       every ruleset field per village, with its citation, sources and the option to switch
layouts-table          hand and Tapp sizes per player count and village
rules-overview         every rule id by section, linked to its anchor
rules-list section=S   the rules of one section (id, title, sources, statement)
rule ID                the engine's statement of one rule, with its sources (placed under the rule heading)
sources-list           the source documents with their citations, as the engine cites them
example-deal           a seeded deal shown as cards (ruleset=, players=, seed=, dealer=)
example-trick          one trick of a seeded game: cards in play order and the winner (trick=N)
example-result         the result of a seeded game: points, multiplier, payments in units and Rappen
example-illegal        an illegal move and the engine's message naming the rule (rule=ID)
example-schgusieru     a seeded game in which a player withholds the Narr, and what follows
print-rules            all rules pages of this language, included into one printable page
cite-site / cite-rule  suggested citations with version, date and the site's address (cite-rule id=ID)
citation-file          links to CITATION.cff (at the site's root) and the repository, if the build names one
archive-link           a link to the zip of the built site (made by on_post_build)
value NAME             a single value: version, date, deck-size, removed, total-points, players-min, ...
kernel-usage           which kernel module each game's code imports (read from the code at build time)
=====================  =====================================================================================

Placeholders inside fenced code blocks are left alone. The language of a page is taken from its output path
(English pages live under ``en/``). ``on_post_build`` splits the search index by language after the last language
has been built; the archive ``troggu-site-<version>.zip`` is written after it by docs_hooks/offline.py.
"""

from __future__ import annotations

import dataclasses
import datetime
import functools
import gzip
import html
import json
import logging
import os
import posixpath
import random
import re
import shlex
from pathlib import Path
from typing import Any, Callable

from mkdocs.plugins import event_priority

import troggu_core as tg
from troggu_core.kernel.registry import GAME_MODULES
from troggu_core.games.troggu import svg
from troggu_core.games.troggu.cards import COMPOSED, Attestation, attestations
from troggu_core.games.troggu.glossary import GLOSSARY, SECTIONS as GLOSSARY_SECTIONS

log = logging.getLogger("mkdocs.hooks.site_tables")

ARCHIVE_NAME = f"troggu-site-{tg.__version__}.zip"
CARD_W = 46  # card width in tables (px)
HAND_W = 40  # card width in examples (px)

_PLACEHOLDER = re.compile(r"<!--\s*troggu:([a-z-]+)((?:\s+[^\s>]+)*)\s*-->")
_FENCE = re.compile(r"^(```|~~~)", re.M)


# ----- small helpers ------------------------------------------------------------------------------------------


def _build_date() -> str:
    epoch = os.environ.get("SOURCE_DATE_EPOCH")
    if epoch:
        return datetime.datetime.fromtimestamp(int(epoch), datetime.timezone.utc).date().isoformat()
    return datetime.datetime.now(datetime.timezone.utc).date().isoformat()


BUILD_DATE = _build_date()


def _t(lang: str, de: str, en: str) -> str:
    return de if lang == "de" else en


def _en(text: str, lang: str) -> str:
    """An English name on a German page, marked ``lang="en"`` (screen readers pronounce it as English)."""
    return f'<span lang="en">{_e(text)}</span>' if lang == "de" and text else _e(text)


def _e(text: object) -> str:
    return html.escape(str(text), quote=True)


def _page_lang(page: Any) -> str:
    return "en" if page.file.dest_uri.startswith("en/") else "de"


def _root_rel(page: Any) -> str:
    """The relative path from a page's URL to the site root (``../../``), for links to non-page files."""
    depth = page.url.count("/")
    return "../" * depth if depth else "./"


def _md_link_to(page: Any, target_src: str) -> str:
    """A Markdown link target from this page to another page's source file (default-language name)."""
    here = Path(page.file.src_uri).parent
    src = re.sub(r"\.en\.md$", ".md", target_src)
    return os.path.relpath(src, start=here if str(here) != "" else ".").replace(os.sep, "/")


def _rule_link(page: Any, rule_id: str) -> str:
    section = tg.RULES[rule_id].section
    return f"{_md_link_to(page, f'rules/{section}.md')}#{rule_id}"


def _gettext(text: str, lang: str) -> str:
    """``text`` (English) in ``lang`` from the engine's message catalogue (troggu_core/locale)."""
    from troggu_core.i18n import gettext

    return gettext(text, lang) if text else text


def _sources_text(sources: tuple[str, ...], lang: str, page: Any = None) -> str:
    """A rule's sources as Markdown; with ``page``, each source document's code links to its entry on the sources
    page (anchor ``source-NNN``)."""
    names = {"reading": _t(lang, "unsere Lesart", "our reading")}
    out = []
    for s in sources:
        if s in names:
            out.append(names[s])
        elif page is not None and SOURCE_CODE.fullmatch(s):
            out.append(f"[{s}]({source_link(page, s)})")
        else:
            out.append(s)
    return ", ".join(out)


SOURCE_CODE = re.compile(r"\d{3}")
"""A source document's code: 000 (the Visp sheet), 001 (the Wikipedia article), ... (see ``docs/sources.md``)."""


def source_link(page: Any, code: str) -> str:
    """The Markdown link target of a source document's entry on the sources page (``sources.md#source-000``)."""
    return f"{_md_link_to(page, 'sources.md')}#source-{code}"


# Card images are large (inline SVG). Python-Markdown and the search plugin would parse every byte of them, which
# made the build slow; so the Markdown gets a tiny stand-in, and ``on_post_page`` puts the images into the final
# HTML (after search indexing, which needs only the text around them).
_STASH: dict[int, str] = {}
_STASH_RE = re.compile(r'<div class="troggu-stash" data-n="(\d+)"></div>')


_COUNTER = [0]


def _stash(html_text: str) -> str:
    n = _COUNTER[0] = _COUNTER[0] + 1
    _STASH[n] = html_text
    return f'<div class="troggu-stash" data-n="{n}"></div>'


def _cards(cards: Any, lang: str, width: int = HAND_W) -> str:
    return _stash(svg.cards_html(list(cards), width=width, lang=lang))


def _table(head: list[str], rows: list[list[str]], cls: str = "troggu-table") -> str:
    """A raw HTML table on one line per row (safe inside Markdown)."""
    out = [f'<table class="{cls}"><thead><tr>' + "".join(f"<th>{h}</th>" for h in head) + "</tr></thead><tbody>"]
    for r in rows:
        out.append("<tr>" + "".join(f"<td>{c}</td>" for c in r) + "</tr>")
    out.append("</tbody></table>")
    return "\n".join(out)


def _seat(lang: str, seat: int | None) -> str:
    return _t(lang, f"Platz {seat}", f"seat {seat}")  # the engine's word and numbering (players.seat)


# ----- attestations -------------------------------------------------------------------------------------------


def _att_text(word: str, atts: tuple[Attestation, ...], lang: str) -> str:
    """``000:52 (OCR «Zwénzger»), 001:31``: where the seeds have a word, with the printed form where it differs."""
    out = []
    for a in atts:
        ref = str(a)
        if a.form.lower() != word.lower():
            ref += f" (OCR «{a.form}»)" if a.seed == "000" else f" («{a.form}»)"
        out.append(ref)
    return ", ".join(out)


def _attest(word: str, lang: str) -> str:
    """A word's attestation as HTML: seed and line per attestation, or what a composed name is made of."""
    atts = attestations(word)
    if atts:
        return _e(_att_text(word, atts, lang))
    parts = COMPOSED.get(word)
    if parts:
        made = " + ".join(f"{p} ({_att_text(p, attestations(p), lang)})" for p in parts)
        return _t(lang, "<em>zusammengesetzt</em>: ", "<em>composed</em>: ") + _e(made)
    raise ValueError(f"{word!r} is neither attested nor composed (troggu_core.games.troggu.cards.ATTESTATIONS)")


def _walliser_cell(words: tuple[str, ...], lang: str) -> str:
    """Walliser names, each with its attestation in small print; ``–`` if there is none."""
    if not words:
        return "–"
    return "<br>".join(f'{_e(w)} <small class="troggu-cite">{_attest(w, lang)}</small>' for w in words)


# ----- the cards ----------------------------------------------------------------------------------------------


def render_cards_trumps(lang: str, **_: str) -> str:
    trumps = [c for c in tg.DECK_78 if c.is_trump]
    head = [
        _t(lang, "Karte", "Card"),
        _t(lang, "Code", "Code"),
        _t(lang, "Aufdruck", "Caption"),
        _t(lang, "Deutsch", "German"),
        "Walliser",
        _t(lang, "Englisch", "English"),
        _t(lang, "Punkte", "Points"),
        _t(lang, "Rang (1 = höchster)", "Rank (1 = highest)"),
    ]
    rows = []
    for rank, c in enumerate(sorted(trumps, key=lambda c: -c.strength), start=1):
        n = c.names
        rows.append(
            [
                _cards([c], lang, CARD_W),
                f"<code>{_e(c.code)}</code>" + (f" ({_e(c.numeral)})" if c.numeral and c.numeral != c.code else ""),
                _e(n.french) if n.french else _t(lang, "<em>ohne</em>", "<em>none</em>"),
                _e(n.german),
                _walliser_cell(n.walliser, lang),
                _en(n.english, lang),
                str(c.points),
                str(rank),
            ]
        )
    return _table(head, rows)


def render_cards_suits(lang: str, **_: str) -> str:
    parts = []
    for suit in tg.Suit:
        cards = sorted((c for c in tg.DECK_78 if c.suit is suit), key=lambda c: -c.strength)
        title = _t(
            lang,
            f"{suit.german} ({', '.join(suit.walliser)}; {suit.english}, {suit.french})",
            f"{suit.english}: {suit.german} ({', '.join(suit.walliser)}; French {suit.french})",
        )
        parts.append(f'<h3 id="suit-{suit.value.lower()}">{_e(title)}</h3>')
        head = [
            _t(lang, "Karte", "Card"),
            "Code",
            _t(lang, "Deutsch", "German"),
            "Walliser",
            _t(lang, "Englisch", "English"),
            _t(lang, "Punkte", "Points"),
            _t(lang, "Rang (1 = höchste)", "Rank (1 = highest)"),
            _t(lang, "im Troggu", "in Troggu"),
        ]
        rows = []
        kept_order = [c for c in cards if c.in_troggu]
        for c in cards:
            n = c.names
            kept = (
                _t(lang, "ja", "yes")
                if c.in_troggu
                else _t(lang, "<strong>entfernt</strong>", "<strong>removed</strong>")
            )
            rows.append(
                [
                    _cards([c], lang, CARD_W),
                    f"<code>{_e(c.code)}</code>",
                    _e(n.german),
                    _walliser_cell(n.walliser, lang),
                    _en(n.english, lang),
                    str(c.points) if c.in_troggu else "–",
                    str(kept_order.index(c) + 1) if c.in_troggu else "–",
                    kept,
                ]
            )
        parts.append(_table(head, rows))
    return "\n\n".join(parts)


def render_cards_removed(lang: str, **_: str) -> str:
    lines = []
    for suit in tg.Suit:
        removed = [c for c in tg.REMOVED_CARDS if c.suit is suit]
        kept = [c for c in tg.TROGGU_DECK if c.suit is suit and c.rank and c.rank.isdigit()]
        order = (
            _t(lang, "umgekehrt: 1 ist die höchste Zahlkarte", "reversed: the 1 is the highest pip")
            if suit.reversed_pips
            else _t(lang, "natürlich: 10 ist die höchste Zahlkarte", "natural: the 10 is the highest pip")
        )
        why = _t(
            lang,
            f"**{suit.german}** (Reihenfolge {order}): entfernt werden {', '.join(c.code for c in removed)}, "
            f"es bleiben {', '.join(c.code for c in kept)}.",
            f"**{suit.english}** ({suit.german}; order {order}): removed {', '.join(c.code for c in removed)}, "
            f"kept {', '.join(c.code for c in kept)}.",
        )
        lines.append(f"- {why}")
        lines.append("")
        lines.append(f"    {_cards(removed, lang, 38)}")
        lines.append("")
    total = _t(
        lang,
        f"Zusammen {len(tg.REMOVED_CARDS)} Karten; es bleiben {len(tg.TROGGU_DECK)}.",
        f"{len(tg.REMOVED_CARDS)} cards in all; {len(tg.TROGGU_DECK)} remain.",
    )
    return "\n".join(lines) + "\n" + total


def render_suit_names(lang: str, **_: str) -> str:
    head = [
        _t(lang, "Buchstabe", "Letter"),
        _t(lang, "Bild", "Symbol"),
        _t(lang, "Deutsch", "German"),
        "Walliser",
        _t(lang, "Englisch", "English"),
        _t(lang, "Französisch", "French"),
        _t(lang, "Zahlkarten im Troggu", "Pips in Troggu"),
    ]
    rows = []
    for suit in tg.Suit:
        one = next(c for c in tg.DECK_78 if c.suit is suit and c.rank == ("1" if suit.reversed_pips else "10"))
        pips = sorted(
            (c for c in tg.TROGGU_DECK if c.suit is suit and c.rank and c.rank.isdigit()), key=lambda c: -c.strength
        )
        rows.append(
            [
                f"<code>{suit.value}</code>",
                _cards([one], lang, 34),
                _e(suit.german),
                _walliser_cell(suit.walliser, lang),
                _en(suit.english, lang),
                _e(suit.french),
                " &gt; ".join(c.rank or "" for c in pips),
            ]
        )
    return _table(head, rows)


def render_points_table(lang: str, **_: str) -> str:
    groups: dict[tuple[int, str], list[tg.Card]] = {}
    for c in tg.TROGGU_DECK:
        if c.is_trump:
            kind = (
                _t(lang, "Narr, XXI, I", "Narr, XXI, I")
                if c.points == 5
                else _t(lang, "übrige Trümpfe", "other trumps")
            )
        elif c.rank and not c.rank.isdigit():
            kind = {
                "K": _t(lang, "Könige", "Kings"),
                "Q": _t(lang, "Königinnen", "Queens"),
                "N": _t(lang, "Ritter", "Knights"),
                "J": _t(lang, "Buben", "Jacks"),
            }[c.rank]
        else:
            kind = _t(lang, "Zahlkarten", "Pips")
        groups.setdefault((c.points, kind), []).append(c)
    head = [
        _t(lang, "Karten", "Cards"),
        _t(lang, "Punkte je Karte", "Points each"),
        _t(lang, "Anzahl", "Count"),
        _t(lang, "Zusammen", "Total"),
    ]
    rows = []
    for (pts, kind), cards in sorted(groups.items(), key=lambda kv: (-kv[0][0], kv[0][1])):
        rows.append([_e(kind), str(pts), str(len(cards)), str(pts * len(cards))])
    rows.append(
        [
            _t(lang, "<strong>Alle</strong>", "<strong>All</strong>"),
            "",
            f"<strong>{len(tg.TROGGU_DECK)}</strong>",
            f"<strong>{sum(c.points for c in tg.TROGGU_DECK)}</strong>",
        ]
    )
    return _table(head, rows)


def render_names_table(lang: str, **_: str) -> str:
    head = [
        "Walliser",
        _t(lang, "Karte", "Card"),
        _t(lang, "Hochdeutsch", "Standard German"),
        _t(lang, "Englisch", "English"),
        _t(lang, "belegt (Quelle:Zeile)", "attested (seed:line)"),
    ]
    rows = []
    for c in tg.DECK_78:
        if c.is_trump:
            for w in c.names.walliser:
                rows.append(
                    [_e(w), _cards([c], lang, 30), _e(c.names.german), _en(c.names.english, lang), _attest(w, lang)]
                )
    for suit in tg.Suit:
        for w in suit.walliser:
            rows.append(
                [_e(w), f"<code>{suit.value}</code>", _e(suit.german), _en(suit.english, lang), _attest(w, lang)]
            )
    for rank in ("K", "Q", "N", "J"):
        c = next(x for x in tg.DECK_78 if x.suit is tg.Suit.ROSEN and x.rank == rank)
        wa = COMPOSED[c.names.walliser[0]][1]
        de = c.names.german.split("-", 1)[1]
        en = c.names.english.split(" of ")[0]
        rows.append([_e(wa), f"<code>{rank}</code>", _e(de), _en(en, lang), _attest(wa, lang)])
    return _table(head, rows)


def render_glossary(lang: str, page: Any = None, section: str = "game", **_: str) -> str:
    """One glossary table, generated from :data:`troggu_core.games.troggu.glossary.GLOSSARY` with every form's attestation."""
    if section not in GLOSSARY_SECTIONS:
        raise ValueError(f"unknown glossary section {section!r}")
    head = [
        _t(lang, "Wort", "Word"),
        _t(lang, "Hochdeutsch", "Standard German"),
        _t(lang, "Englisch", "English"),
        _t(lang, "Bedeutung", "Meaning"),
        _t(lang, "belegt (Quelle:Zeile)", "attested (seed:line)"),
    ]
    rows = []
    for e in GLOSSARY:
        if e.section != section:
            continue
        words = ", ".join(
            (f"<strong>{_e(f)}</strong>" if i == 0 else f"<em>{_e(f)}</em>") for i, (f, _a) in enumerate(e.forms)
        )
        meaning = _e(e.meaning_de if lang == "de" else e.meaning_en)
        if e.rule and page is not None:
            meaning += f' (<a href="{_built_url(page, e.rule)}">{_e(e.rule)}</a>)'
        elif e.rule:
            meaning += f" (<code>{_e(e.rule)}</code>)"
        if len(e.forms) > 1:
            att = "<br>".join(f"{_e(f)}: {_e(_att_text(f, atts, lang))}" for f, atts in e.forms)
        else:
            att = _e(_att_text(e.word, e.forms[0][1], lang))
        rows.append([words, _e(e.german), _en(e.english, lang), meaning, att])
    return _table(head, rows)


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
        return "<br>".join(_e(p) for p in parts)
    raw = getattr(value, "value", value)
    reading = _READINGS.get(name, {}).get(raw)
    if isinstance(raw, str) and reading is not None:  # the option value's meaning, from the engine's readings
        return f"{_e(reading.label(lang))}<br><code>{_e(raw)}</code>"
    return _e(raw)


def _ruleset_fields() -> list[dataclasses.Field[Any]]:
    return [f for f in dataclasses.fields(tg.Ruleset) if f.name not in ("name", "title", "citations", "house")]


def render_variations_table(lang: str, page: Any = None, **_: str) -> str:
    villages = list(tg.RULESETS.values())
    head = (
        [_t(lang, "Regel", "Rule")]
        + [_e(rs.title) for rs in villages]
        + [_t(lang, "Quellen und Alternativen", "Sources and alternatives"), _t(lang, "Option", "Option")]
    )
    rows = []
    for f in _ruleset_fields():
        label = _t(lang, *_FIELD_TEXT.get(f.name, (f.name, f.name)))
        rid = _FIELD_RULE.get(f.name)
        rule_cell = f'{_e(label)}<br><small><a href="#" data-rule="{rid}">{rid}</a></small>' if rid else _e(label)
        cells = [rule_cell]
        for rs in villages:
            value = getattr(rs, f.name)
            cite = rs.citation(f.name)
            cells.append(
                f'<span class="troggu-value" data-ruleset="{rs.name}" data-field="{f.name}" '
                f'data-value="{_e(_json_value(value))}">{_value_text(f.name, value, lang, rs)}</span>'
                + (f'<br><small class="troggu-cite">{_e(_gettext(cite, lang))}</small>' if cite else "")
            )
        # the source notes are English in rulesets.py; their German is in the engine's catalogue
        src = _gettext(f.metadata.get("sources", ""), lang)
        alt = _gettext(f.metadata.get("alternatives", ""), lang)
        cells.append(_e(src) + (f"<br><em>{_t(lang, 'Alternativen', 'Alternatives')}:</em> {_e(alt)}" if alt else ""))
        cells.append(
            f"<code>{f.name}</code>" if f.name in tg.OPTION_FIELDS else _t(lang, "<em>Dorf</em>", "<em>village</em>")
        )
        rows.append(cells)
    table = _table(head, rows, "troggu-table troggu-variations")
    if page is not None:
        # turn the data-rule placeholders into real links to the rule anchors (relative to this page)
        def link(m: re.Match[str]) -> str:
            # Markdown links are not processed inside raw HTML: compute the built URL directly
            return f'<a href="{_built_url(page, m.group(1))}">'

        table = re.sub(r'<a href="#" data-rule="([^"]+)">', link, table)
    return table


def _built_url(page: Any, rule_id: str) -> str:
    """The URL of a rule's anchor, relative to the built page (for links inside raw HTML)."""
    section = tg.RULES[rule_id].section
    prefix = "en/" if _page_lang(page) == "en" else ""
    target = f"{prefix}rules/{section}/"
    here = page.url  # e.g. "en/variations/"
    rel = os.path.relpath(target, start=here or ".").replace(os.sep, "/")
    return f"{rel}/#{rule_id}"


def _json_value(value: Any) -> str:
    if isinstance(value, tuple) and value and isinstance(value[0], tuple):
        return ";".join(f"{n}:" + ",".join(str(lay) for lay in lays) for n, lays in value)
    if isinstance(value, tuple):
        return ",".join(str(v) for v in value)
    return str(getattr(value, "value", value))


def render_layouts_table(lang: str, **_: str) -> str:
    villages = list(tg.RULESETS.values())
    counts = sorted({n for rs in villages for n in rs.players})
    head = [_t(lang, "Spieler", "Players")] + [_e(rs.title) for rs in villages]
    rows = []
    for n in counts:
        row = [str(n)]
        for rs in villages:
            if n not in rs.players:
                row.append("–")
                continue
            items = []
            for i, lay in enumerate(rs.layouts_for(n)):
                mark = _t(lang, " (Standard)", " (default)") if i == 0 and len(rs.layouts_for(n)) > 1 else ""
                items.append(
                    f"<code>{_e(str(lay))}</code>: {lay.hand} {_t(lang, 'Karten', 'cards')}{mark}"
                    f"<br><small>{_e(_gettext(lay.source, lang))}</small>"
                )
            row.append("<br>".join(items))
        rows.append(row)
    return _table(head, rows, "troggu-table troggu-layouts")


# ----- the kernel ---------------------------------------------------------------------------------------------

_KERNEL_MODULES = {  # what each kernel module is, in the reader's language (its docstring says it in English)
    "codes": (
        "ein Kartencode-Satz für alle Spiele, Codes und Nummern der 78 Karten",
        "one set of card codes for every game, the 78 cards' codes and indices",
    ),
    "deck": (
        "das Blatt eines Spiels: Reihenfolge der Zahlkarten, Kartenwerte, die Rolle des Narren",
        "a game's deck: pip order per suit, card values, the fool's role",
    ),
    "tricks": (
        "erlaubte Karten und Stichgewinner aus den Stichregeln eines Spiels",
        "legal cards and trick winners from a game's trick rules",
    ),
    "counting": (
        "Zählen in Gruppen von k Karten: eine Formel für die ganze Familie",
        "counting in groups of k cards: one formula for the whole family",
    ),
    "shuffle": ("Mischen, Abheben und Geben in Paketen, mit Startwert", "seeded shuffle, cut and dealing in packets"),
    "contracts": ("Spielarten als Datenzeilen", "contracts as data rows"),
    "rules": (
        "eine Regel: ID, Quellen, deutscher und englischer Wortlaut",
        "one rule: id, sources, German and English statement",
    ),
    "state": (
        "was jeder Spielstand kann: Zug setzen, zurücknehmen, kopieren, erlaubte Züge",
        "what every game state offers: push, pop, copy, legal actions",
    ),
    "jsonio": (
        "strenges, begrenztes Lesen von JSON für Protokolle und Anfragen",
        "strict, bounded JSON reading for records and requests",
    ),
    "registry": ("das Verzeichnis der Spiele", "the registry of games"),
    "pad": (
        "der Schreibblock: ein Abend Runde für Runde, der Stand, wer wem zahlt, der Abend als Datei",
        "the score pad: an evening round by round, the totals, who pays whom, the evening as a file",
    ),
}


def kernel_usage() -> dict[str, set[str]]:
    """Which kernel modules the code of each game imports (``state``: whose fresh state implements the protocol):
    ``{game id: {module, ...}}``, for every game of the registry (each game's code is its package).
    """
    import ast
    import importlib

    from troggu_core.kernel.state import TableGame

    out: dict[str, set[str]] = {}
    for gid, info in tg.GAMES.items():
        package = importlib.import_module(GAME_MODULES[gid])
        used: set[str] = set()
        for f in Path(package.__file__ or "").parent.glob("*.py"):
            tree = ast.parse(f.read_text(encoding="utf-8"))
            for node in ast.walk(tree):
                if isinstance(node, ast.ImportFrom) and node.module:
                    parts = node.module.split(".")
                    if "kernel" in parts:
                        rest = parts[parts.index("kernel") + 1 :]
                        if rest:
                            used.add(rest[0])
                        else:
                            used.update(a.name for a in node.names)
        out[gid] = used & set(_KERNEL_MODULES)
        # kernel.state is a protocol: a game uses it by implementing it, which a fresh state of the game tells
        if isinstance(info.new(info.default_ruleset, info.default_players, 0), TableGame):
            out[gid].add("state")
    return out


def render_kernel_usage(lang: str, **_: str) -> str:
    used = kernel_usage()
    head = [_t(lang, "Modul", "Module"), _t(lang, "Was es ist", "What it is")]
    head += [_e(_t(lang, info.title_de, info.title_en)) for info in tg.GAMES.values()]
    rows = []
    for name, (de, en) in _KERNEL_MODULES.items():
        marks = [_t(lang, "ja", "yes") if name in used[gid] else "–" for gid in tg.GAMES]
        rows.append([f"<code>kernel.{name}</code>", _e(_t(lang, de, en)), *marks])
    return _table(head, rows, "troggu-table troggu-kernel")


# ----- rules --------------------------------------------------------------------------------------------------


def render_rules_overview(lang: str, page: Any, **_: str) -> str:
    out = []
    for section, (en, de) in tg.SECTIONS.items():
        out.append(f"## [{_t(lang, de, en)}]({_md_link_to(page, f'rules/{section}.md')})")
        out.append("")
        out.append(render_rules_list(lang, page, section=section))
        out.append("")
    return "\n".join(out)


def render_rules_list(lang: str, page: Any, section: str = "", **_: str) -> str:
    if section not in tg.SECTIONS:
        raise ValueError(f"unknown rules section {section!r}")
    lines = [
        f"| {_t(lang, 'Regel-ID', 'Rule id')} | {_t(lang, 'Titel', 'Title')} | {_t(lang, 'Quellen', 'Sources')} | "
        f"{_t(lang, 'Regel', 'Rule')} |",
        "|---|---|---|---|",
    ]
    for r in tg.RULES.values():
        if r.section != section:
            continue
        title = r.title_de if lang == "de" else r.title
        text = _statement_md(r, lang).replace("|", "\\|")
        lines.append(
            f"| [`{r.id}`]({_rule_link(page, r.id)}) | {title} | {_sources_text(r.sources, lang, page)} | {text} |"
        )
    return "\n".join(lines)


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


def render_rule(lang: str, page: Any, args: list[str], **_: str) -> str:
    if not args or args[0] not in tg.RULES:
        raise ValueError(f"troggu:rule needs a rule id, got {args!r}")
    r = tg.RULES[args[0]]
    label = _t(lang, "Regel", "Rule")
    src = _sources_text(r.sources, lang, page)
    return (
        f'!!! abstract "{label} `{r.id}` · {_t(lang, "Quellen", "Sources")}: {src}"\n\n    {_statement_md(r, lang)}\n'
    )


def render_sources_list(lang: str, **_: str) -> str:
    lines = []
    for s in tg.SOURCES.values():
        lines.append(f"- **{s.key}**: {_gettext(s.citation, lang)}")
    return "\n".join(lines)


# ----- worked examples ----------------------------------------------------------------------------------------


def _rs_args(kw: dict[str, str]) -> tuple[tg.Ruleset, int, int, int]:
    rs = tg.ruleset(kw.get("ruleset", "visp"))
    return rs, int(kw.get("players", "4")), int(kw.get("seed", "1")), int(kw.get("dealer", "0"))


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def render_example_deal(lang: str, **kw: str) -> str:
    rs, players, seed, dealer = _rs_args(kw)
    layout = int(kw["layout"]) if "layout" in kw else None
    d = tg.deal(rs, players, seed=seed, dealer=dealer, layout=layout)
    lines = [
        _t(
            lang,
            f"*Gegeben von der Engine beim Erstellen der Seite: {rs.title}, {players} Spieler, Startwert {seed}, "
            f"Geber: Platz {dealer}, Verteilung `{d.layout}`.*",
            f"*Dealt by the engine when this page was built: {rs.title}, {players} players, seed {seed}, "
            f"dealer: seat {dealer}, layout `{d.layout}`.*",
        ),
        "",
    ]
    for seat, hand in enumerate(d.hands):
        who = _seat(lang, seat) + (_t(lang, " (Geber)", " (dealer)") if seat == dealer else "")
        pts = sum(c.points for c in hand)
        lines.append(
            f"**{_cap(who)}** — {len(hand)} {_t(lang, 'Karten', 'cards')}, {pts} {_t(lang, 'Punkte', 'points')}"
        )
        lines.append("")
        lines.append(_cards(sorted(hand, key=tg.sort_key), lang))
        lines.append("")
    tp = sum(c.points for c in d.tapp)
    lines.append(f"**Tapp** — {len(d.tapp)} {_t(lang, 'Karten', 'cards')}, {tp} {_t(lang, 'Punkte', 'points')}")
    lines.append("")
    lines.append(_cards(sorted(d.tapp, key=tg.sort_key), lang))
    return "\n".join(lines)


def _game(kw: dict[str, str]) -> tg.Game:
    rs, players, seed, dealer = _rs_args(kw)
    return tg.random_game(rs, players, seed=seed, bot=kw.get("bot", "heuristic"), dealer=dealer)


def _game_type(lang: str, gt: Any) -> str:
    v = getattr(gt, "value", str(gt))
    return {
        "normal": _t(lang, "normales Spiel", "normal game"),
        "solo": "Solo",
        "misere": _t(lang, "Misere", "misère"),
    }.get(v, v)


def render_example_trick(lang: str, **kw: str) -> str:
    g = _game(kw)
    n = int(kw.get("trick", "1"))
    trick = g.tricks[n - 1]
    rs = g.ruleset
    played = trick.played
    lines = [
        _t(
            lang,
            f"*Stich {n} aus einem Spiel, das die Engine beim Erstellen der Seite mit Bots gespielt hat "
            f"({rs.title}, {g.players} Spieler, Startwert {kw.get('seed', '1')}; {_game_type(lang, g.game_type)}). "
            f"Die Karten in der Reihenfolge, in der sie gespielt wurden:*",
            f"*Trick {n} of a game the engine played with bots when this page was built "
            f"({rs.title}, {g.players} players, seed {kw.get('seed', '1')}; {_game_type(lang, g.game_type)}). "
            f"The cards in the order they were played:*",
        ),
        "",
    ]
    lines.append(_cards([c for _, c in played], lang, 52))
    lines.append("")
    lines.append(", ".join(f"{_seat(lang, s)}: `{c.code}`" for s, c in played))
    lines.append("")
    winner_card = next(c for s, c in played if s == trick.winner)
    pts = sum(c.points for _, c in played)
    lines.append(
        _t(
            lang,
            f"**{_cap(_seat(lang, trick.winner))}** gewinnt den Stich mit `{winner_card.code}` "
            f"({pts} Punkte im Stich) und spielt zum nächsten Stich aus.",
            f"**{_cap(_seat(lang, trick.winner))}** wins the trick with `{winner_card.code}` "
            f"({pts} points in the trick) and leads to the next.",
        )
    )
    return "\n".join(lines)


def render_example_result(lang: str, **kw: str) -> str:
    g = _game(kw)
    r = g.outcome()
    assert r is not None
    rs = g.ruleset
    lines = [
        _t(
            lang,
            f"*Ein ganzes Spiel, von Bots gespielt, als die Seite erstellt wurde: {rs.title}, {g.players} Spieler, "
            f"Startwert {kw.get('seed', '1')}.*",
            f"*A whole game played by bots when this page was built: {rs.title}, {g.players} players, "
            f"seed {kw.get('seed', '1')}.*",
        ),
        "",
    ]
    facts = [f"{_t(lang, 'Spielart', 'Game')}: **{_game_type(lang, r.game)}**"]
    if r.declarer is not None:
        facts.append(
            f"{_t(lang, 'Spielmacher', 'Declarer')}: {_seat(lang, r.declarer)}"
            + (_t(lang, " (gezwungen)", " (forced)") if r.forced else "")
        )
    if r.partner is not None:
        facts.append(f"{_t(lang, 'Partner', 'Partner')}: {_seat(lang, r.partner)}")
    if r.side_points:
        sp = r.side_points
        facts.append(
            _t(
                lang,
                f"Punkte: Spielmacher {sp['declarer']}, Gegner {sp['opponents']}",
                f"Points: declarer {sp['declarer']}, opponents {sp['opponents']}",
            )
        )
        win = {
            "declarer": _t(lang, "der Spielmacher", "the declarer"),
            "opponents": _t(lang, "die Gegner", "the opponents"),
            "draw": _t(lang, "niemand (57:57)", "nobody (57:57)"),
        }
        facts.append(f"{_t(lang, 'Gewinner', 'Winner')}: {win.get(str(r.winner), str(r.winner))}")
        facts.append(f"{_t(lang, 'Faktor', 'Multiplier')}: {r.multiplier}" + (" (Match)" if r.match else ""))
    if r.tapp_points:
        facts.append(f"{_t(lang, 'Punkte im Tapp', 'Points in the Tapp')}: {r.tapp_points}")
    if r.discard_points:
        facts.append(f"{_t(lang, 'Punkte in der Ablage', 'Points in the discard')}: {r.discard_points}")
    lines += [f"- {f}" for f in facts]
    lines.append("")
    lines.append(
        f"| {_t(lang, 'Sitz', 'Seat')} | {_t(lang, 'Kartenpunkte', 'Card points')} | "
        f"{_t(lang, 'Einheiten', 'Units')} | Rappen |"
    )
    lines.append("|---:|---:|---:|---:|")
    for seat in range(g.players):
        lines.append(f"| {seat} | {r.points[seat]} | {r.payments[seat]:+d} | {r.rappen[seat]:+d} |")
    lines.append("")
    lines.append(
        _t(lang, f"Die Zahlungen gehen auf: Summe {sum(r.payments)}.", f"The payments balance: sum {sum(r.payments)}.")
    )
    return "\n".join(lines)


@functools.lru_cache(maxsize=None)
def _illegal_example(rule_id: str, ruleset_name: str, players: int) -> tuple[tg.Game, Any, tg.TrogguError] | None:
    for seed in range(200):
        g = tg.Game.new(ruleset_name, players, seed=seed)
        bots = [tg.make_bot("heuristic", random.Random(seed * 31 + i)) for i in range(players)]
        for _ in range(200):
            if g.is_over:
                break
            seat = g.to_move
            assert seat is not None  # the round is open
            if g.phase is tg.Phase.PLAY:
                hand = g.hand(seat)
                for card in hand:
                    if not g.is_legal(card):
                        try:
                            g.push(card)
                        except tg.TrogguError as err:
                            if err.rule_id == rule_id:
                                return g, card, err
            g.push(bots[seat].choose(tg.SeatView.of(g, seat)))
    return None


def render_example_illegal(lang: str, **kw: str) -> str:
    rule_id = kw.get("rule", "play.follow-suit")
    found = _illegal_example(rule_id, kw.get("ruleset", "visp"), int(kw.get("players", "4")))
    if found is None:
        raise ValueError(f"no example found for {rule_id}")
    g, card, err = found
    trick = [c for _, c in g.current_trick]
    assert g.to_move is not None
    hand = g.hand(g.to_move)
    lines = [
        _t(
            lang,
            f"*Aus einem Spiel der Engine: {_seat(lang, g.to_move)} ist am Zug. Auf dem Tisch:*",
            f"*From a game played by the engine: {_seat(lang, g.to_move)} is to play. On the table:*",
        ),
        "",
        _cards(trick, lang),
        "",
        _t(lang, "*In der Hand:*", "*In hand:*"),
        "",
        _cards(hand, lang),
        "",
        _t(
            lang,
            f"Versucht dieser Spieler `{card.code}` zu spielen, lehnt die Engine ab:",
            f"If this player tries to play `{card.code}`, the engine refuses:",
        ),
        "",
        f'!!! failure "{_t(lang, "Nicht erlaubt", "Not allowed")} · {err.rule_id}"',
        "",
        f"    {_e(err.message(lang))}",
        "",
        _t(lang, "Erlaubt wären: ", "Legal here: ") + ", ".join(f"`{c.code}`" for c in g.legal_plays()),
    ]
    return "\n".join(lines)


@functools.lru_cache(maxsize=None)
def _schgusieru_game(ruleset_name: str, players: int) -> tuple[tg.Game, int, int] | None:
    """A bot game in which someone withholds the Narr: (finished game, trick number, seat)."""
    for seed in range(300):
        g = tg.Game.new(ruleset_name, players, seed=seed)
        bots = [tg.make_bot("heuristic", random.Random(seed * 17 + i)) for i in range(players)]
        when = None
        while not g.is_over:
            seat = g.to_move
            assert seat is not None
            before = g.withheld
            g.push(bots[seat].choose(tg.SeatView.of(g, seat)))
            if before == -1 and g.withheld != -1 and when is None:
                when = (len(g.tricks) + (0 if g.current_trick else 0), g.withheld)
        if when is not None:
            return g, when[0], when[1]
    return None


def render_example_schgusieru(lang: str, **kw: str) -> str:
    found = _schgusieru_game(kw.get("ruleset", "visp"), int(kw.get("players", "4")))
    if found is None:
        raise ValueError("no schgüsieru game found")
    g, _, owner = found
    r = g.outcome()
    assert r is not None
    # the trick in which the Narr was withheld: the first trick where the owner did not follow the forced trump
    lines = [
        _t(
            lang,
            f"*Aus einem Spiel, das die Engine mit Bots gespielt hat ({g.ruleset.title}, {g.players} Spieler): "
            f"{_seat(lang, owner)} hält den Narren als einzigen Trumpf zurück.*",
            f"*From a game the engine played with bots ({g.ruleset.title}, {g.players} players): "
            f"{_seat(lang, owner)} withholds the Narr, his only trump.*",
        ),
        "",
    ]
    last = g.tricks[-1]
    lines.append(_t(lang, "Der letzte Stich:", "The last trick:"))
    lines.append("")
    lines.append(_cards([c for _, c in last.played], lang, 52))
    lines.append("")
    lines.append(", ".join(f"{_seat(lang, s)}: `{c.code}`" for s, c in last.played))
    lines.append("")
    ex = r.narr_exchange
    if ex is not None:
        if ex.card is not None and ex.giver is not None:
            lines.append(
                _t(
                    lang,
                    f"Der machtlose Narr gewinnt nichts; {_seat(lang, last.winner)} gewinnt den Stich. "
                    f"Der Narr geht zu {_seat(lang, ex.owner)} zurück, und dessen Seite gibt dafür "
                    f"`{ex.card.code}` an die Seite von {_seat(lang, ex.last_trick_winner)}.",
                    f"The powerless Narr wins nothing; {_seat(lang, last.winner)} takes the trick. "
                    f"The Narr goes home to {_seat(lang, ex.owner)}, whose side gives `{ex.card.code}` "
                    f"to the side of {_seat(lang, ex.last_trick_winner)} in exchange.",
                )
            )
        else:
            lines.append(
                _t(
                    lang,
                    f"Der Narr geht zu {_seat(lang, ex.owner)} zurück; es wird keine Karte getauscht "
                    f"(die eigene Seite hat den letzten Stich gewonnen oder hat keine 1-Punkt-Karte).",
                    f"The Narr goes home to {_seat(lang, ex.owner)}; no card changes hands (its side won "
                    f"the last trick itself, or has no 1-point card).",
                )
            )
    return "\n".join(lines)


# ----- print, cite, values ------------------------------------------------------------------------------------

_LINK = re.compile(r"\]\(([^)\s]+)\)")


def render_print_rules(lang: str, page: Any, config: Any, **_: str) -> str:
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


def site_address(config: Any, lang: str) -> str:
    """The address the site is published at (``site_url``, from ``SITE_URL`` at build time), in the language."""
    base = str((config or {}).get("site_url") or "").rstrip("/") + "/"
    return base + ("en/" if lang == "en" else "")


def _cite_block(text: str) -> str:
    """A citation to copy: a code block whose lines wrap (``.troggu-cite``), so nothing is clipped on a phone."""
    return f'<div class="troggu-cite" markdown>\n\n```text\n{text}\n```\n\n</div>'


def render_cite_site(lang: str, config: Any = None, **_: str) -> str:
    title = _t(
        lang,
        "Troggu — das Tarock des Oberwallis. Regeln, Karten, Dörfer.",
        "Troggu — the tarock of the Upper Valais. Rules, cards, villages.",
    )
    return _cite_block(
        f"The Troggu heritage project: {title} Version {tg.__version__} ({BUILD_DATE}). {site_address(config, lang)}"
    )


def render_cite_rule(lang: str, page: Any, config: Any = None, id: str = "play.follow-suit", **_: str) -> str:
    r = tg.RULES[id]
    title = r.title_de if lang == "de" else r.title
    quoted, rule, version = (
        _t(lang, f"«{title}»", f'"{title}"'),
        _t(lang, "Regel", "rule"),
        _t(lang, "Troggu-Regeln, Version", "Troggu rules version"),
    )
    return _cite_block(
        f"The Troggu heritage project, {quoted}, {rule} {r.id}, {version} {tg.__version__} "
        f"({BUILD_DATE}), {site_address(config, lang)}rules/{r.section}/#{r.id}"
    )


def _cite_format(fmt: str, label: str, text: str) -> str:
    """One citation in a reference manager's format: a heading and a code block to copy (``data-format``)."""
    return (
        f'<p><strong>{label}</strong></p>\n\n<div class="troggu-cite-format" data-format="{fmt}" markdown>\n\n'
        f"```text\n{text}\n```\n\n</div>"
    )


def render_cite_formats(lang: str, page: Any, config: Any = None, **_: str) -> str:
    """The site as BibTeX, RIS and CSL-JSON, with the version, the build's date and address, and an access date:
    the build's date here, today's date where the page's script runs (docs/javascripts/troggu-cite.js, loaded
    with this block)."""
    title = _t(
        lang,
        "Troggu — das Tarock des Oberwallis. Regeln, Karten, Dörfer",
        "Troggu — the tarock of the Upper Valais. Rules, cards, villages",
    )
    author = "The Troggu heritage project"
    url = site_address(config, lang)
    version = tg.__version__
    y, m, d = (int(x) for x in BUILD_DATE.split("-"))
    bibtex = (
        f"@misc{{troggu-{version},\n  author  = {{{{{author}}}}},\n  title   = {{{title}}},\n"
        f"  year    = {{{y}}},\n  date    = {{{BUILD_DATE}}},\n  version = {{{version}}},\n"
        f"  url     = {{{url}}},\n  urldate = {{{BUILD_DATE}}},\n  language = {{{'german' if lang == 'de' else 'english'}}}\n}}"
    )
    slash = BUILD_DATE.replace("-", "/")
    ris = (
        f"TY  - ELEC\nAU  - {author}\nTI  - {title}\nPY  - {y}\nDA  - {slash}\nET  - {version}\nUR  - {url}\n"
        f"Y2  - {slash}\nLA  - {lang}\nER  - "
    )
    csl = json.dumps(
        [
            {
                "id": f"troggu-{version}",
                "type": "webpage",
                "title": title,
                "author": [{"literal": author}],
                "version": version,
                "issued": {"date-parts": [[y, m, d]]},
                "accessed": {"date-parts": [[y, m, d]]},
                "URL": url,
                "language": lang,
            }
        ],
        ensure_ascii=False,
        indent=2,
    )
    script = f'<script src="{_root_rel(page)}javascripts/troggu-cite.js" defer></script>'
    return "\n\n".join(
        [
            _cite_format("bibtex", "BibTeX", bibtex),
            _cite_format("ris", "RIS", ris),
            _cite_format("csl-json", "CSL-JSON", csl),
            script,
        ]
    )


def render_citation_file(lang: str, page: Any, config: Any = None, **_: str) -> str:
    """Links to ``CITATION.cff`` (shipped at the site's root by docs_hooks/offline.py) and, where the build names
    one (``extra.repository``, from ``REPO_URL``), to the repository."""
    href = _root_rel(page) + "CITATION.cff"
    links = [f'<a href="{href}" download>CITATION.cff</a> (Citation File Format)']
    repo = str(((config or {}).get("extra") or {}).get("repository") or "")
    if repo.startswith("https://"):
        links.append(f'Repository: <a href="{_e(repo)}">{_e(repo)}</a>')
    return "<p>" + " · ".join(links) + "</p>"


def render_archive_link(lang: str, page: Any, **_: str) -> str:
    """The button to download the zip. In the zip itself, which cannot hold itself, docs_hooks/offline.py puts in
    its place a sentence saying that this is the archive, with a link to the published site
    (``.troggu-archive-link``)."""
    href = _root_rel(page) + ARCHIVE_NAME  # the zip sits at the site root (above en/ for English pages)
    return (
        f'<p class="troggu-archive-link"><a class="md-button" href="{href}" download>'
        f"{_t(lang, 'Die ganze Website als ZIP', 'The whole site as a zip')} ({_e(ARCHIVE_NAME)})</a></p>"
    )


def render_value(lang: str, args: list[str], **_: str) -> str:
    name = args[0] if args else ""
    players = sorted({n for rs in tg.RULESETS.values() for n in rs.players})
    tapps = {lay.tapp for rs in tg.RULESETS.values() for _, lays in rs.layouts for lay in lays}
    values: dict[str, Callable[[], object]] = {
        "version": lambda: tg.__version__,
        "date": lambda: BUILD_DATE,
        "deck-size": lambda: len(tg.TROGGU_DECK),
        "full-deck": lambda: len(tg.DECK_78),
        "removed": lambda: len(tg.REMOVED_CARDS),
        "total-points": lambda: sum(c.points for c in tg.TROGGU_DECK),
        "half-points": lambda: sum(c.points for c in tg.TROGGU_DECK) // 2 + 1,
        "players-min": lambda: players[0],
        "players-max": lambda: players[-1],
        "rule-count": lambda: len(tg.RULES),
        "archive": lambda: ARCHIVE_NAME,
        "trumps": lambda: sum(1 for c in tg.TROGGU_DECK if c.is_trump),
        "tapp-range": lambda: "–".join(str(f(tapps)) for f in (min, max)),
    }
    if name not in values:
        raise ValueError(f"unknown troggu:value {name!r}")
    return str(values[name]())


def render_payment_table(lang: str, **_: str) -> str:
    """Units paid per role in a won normal game (multiplier 1), computed by the engine's scoring."""
    from troggu_core.games.troggu.scoring import payment_units

    head = [
        _t(lang, "Spieler", "Players"),
        _t(lang, "allein: Spielmacher", "alone: declarer"),
        _t(lang, "allein: jeder Gegner", "alone: each opponent"),
        _t(lang, "mit Partner: Tappist", "with partner: Tappist"),
        _t(lang, "mit Partner: Partner", "with partner: partner"),
        _t(lang, "mit Partner: jeder Gegner", "with partner: each opponent"),
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
    return _table(head, rows)


def render_cards(lang: str, args: list[str], width: str = "56", **_: str) -> str:
    """A row of cards by code; the argument ``five-pointers`` stands for the seven 5-point cards."""
    if args == ["five-pointers"]:
        cards = sorted((c for c in tg.TROGGU_DECK if c.points == 5), key=tg.sort_key)
    else:
        cards = [tg.Card.parse(a) for a in args]
    return _cards(cards, lang, int(width))


_RENDERERS: dict[str, Callable[..., str]] = {
    "cards": render_cards,
    "payment-table": render_payment_table,
    "cards-trumps": render_cards_trumps,
    "cards-suits": render_cards_suits,
    "cards-removed": render_cards_removed,
    "suit-names": render_suit_names,
    "points-table": render_points_table,
    "names-table": render_names_table,
    "glossary": render_glossary,
    "variations-table": render_variations_table,
    "layouts-table": render_layouts_table,
    "rules-overview": render_rules_overview,
    "rules-list": render_rules_list,
    "rule": render_rule,
    "sources-list": render_sources_list,
    "example-deal": render_example_deal,
    "example-trick": render_example_trick,
    "example-result": render_example_result,
    "example-illegal": render_example_illegal,
    "example-schgusieru": render_example_schgusieru,
    "print-rules": render_print_rules,
    "cite-site": render_cite_site,
    "cite-rule": render_cite_rule,
    "cite-formats": render_cite_formats,
    "archive-link": render_archive_link,
    "citation-file": render_citation_file,
    "value": render_value,
    "kernel-usage": render_kernel_usage,
}


def expand(markdown: str, lang: str, page: Any = None, config: Any = None) -> str:
    """Replace every ``<!-- troggu:... -->`` placeholder outside code fences."""
    chunks = re.split(r"(^(?:```|~~~)[^\n]*\n.*?^(?:```|~~~)[ \t]*$)", markdown, flags=re.M | re.S)
    out = []
    for i, chunk in enumerate(chunks):
        if i % 2 == 1:
            out.append(chunk)
            continue

        def repl(m: re.Match[str]) -> str:
            name = m.group(1)
            fn = _RENDERERS.get(name)
            if fn is None:
                raise ValueError(f"unknown placeholder troggu:{name} on {getattr(page, 'url', '?')}")
            args, kw = [], {}
            for tok in shlex.split(m.group(2) or ""):
                if "=" in tok:
                    k, v = tok.split("=", 1)
                    kw[k] = v
                else:
                    args.append(tok)
            return fn(lang, page=page, config=config, args=args, **kw)

        out.append(_PLACEHOLDER.sub(repl, chunk))
    return "".join(out)


# ----- MkDocs events ------------------------------------------------------------------------------------------


def on_config(config: Any) -> Any:
    config.extra["troggu"] = {"version": tg.__version__, "date": BUILD_DATE, "archive": ARCHIVE_NAME}
    return config


def on_page_markdown(markdown: str, page: Any, config: Any, files: Any) -> str:
    if "troggu:" not in markdown:
        return markdown
    return expand(markdown, _page_lang(page), page, config)


def on_pre_build(config: Any) -> None:
    _STASH.clear()  # `mkdocs serve` rebuilds in one process: keep memory flat


def on_post_page(output: str, page: Any, config: Any) -> str:
    if "troggu-stash" not in output:
        return output
    return _STASH_RE.sub(lambda m: _STASH.pop(int(m.group(1)), ""), output)


def _i18n_building(config: Any) -> bool:
    plugin = config.plugins.get("i18n")
    return bool(getattr(plugin, "building", False))


_CONFIG_BASE = re.compile(r'(<script id="__config" type="application/json">\{[^<]*?"base":\s*)"([^"]*)"')
"""The site base in Material's page config (a JSON object with sorted keys: ``annotate`` comes before ``base`` since
Material 9.8; the object holds no ``<``, which Jinja's ``tojson`` escapes)."""
_404_PAGES: dict[str, str] = {}


def on_post_template(output_content: str, template_name: str, config: Any) -> str:
    """Keep one 404 page per language: the German one at ``404.html``, the English one for ``en/404.html``.

    mkdocs-static-i18n builds the languages one after the other into the same site folder, so the last
    language's 404 page would replace the first's; here each is kept and written where it belongs.
    """
    if template_name != "404.html":
        return output_content
    lang = getattr(config.theme, "language", None) or config.theme.get("language", "de")
    if lang == "en":
        base = (config.site_url or "/").rstrip("/") + "/en"
        from urllib.parse import urlsplit

        path = (urlsplit(base).path or "/en").rstrip("/") + "/"  # a directory: "/en" would resolve to the root
        _404_PAGES["en"] = _CONFIG_BASE.sub(lambda m: f'{m.group(1)}"{path}"', output_content, count=1)
        return _404_PAGES.get("de", output_content)
    _404_PAGES["de"] = output_content
    return output_content


_CSP_META = re.compile(r'<meta http-equiv="Content-Security-Policy"[^>]*>\s*', re.I)


def with_csp_of(html: str, like: Path) -> str:
    """``html`` with the Content-Security-Policy of the page ``like`` (the German 404 page, whose scripts are the same).

    The CSP is written into every page after each language's build (``pyodide_assets.on_post_build``); the English 404
    page is written later, from the copy kept before, so it takes the policy here.
    """
    if not like.exists():
        return html
    meta = _CSP_META.search(like.read_text(encoding="utf-8"))
    if meta is None:
        return html
    html = _CSP_META.sub("", html)
    m = re.search(r"<head[^>]*>\s*(<meta charset=[^>]*>\s*)?", html, re.I)
    return html if m is None else html[: m.end()] + meta.group(0) + html[m.end() :]


def split_languages(site: Path) -> dict[str, int]:
    """One search index and one site base per language (run once, after every language is built).

    mkdocs-static-i18n merges both languages into ``search/search_index.json`` and Material's pages
    load it from their site base. Here the German pages keep the root index with German entries only,
    the English pages get ``en/search/search_index.json`` (English entries, locations relative to
    ``en/``) and their ``__config`` base points at ``en/`` (with a copy of the sitemap there for
    instant navigation), so every page downloads and searches its own language only. The English
    404 page is written to ``en/404.html``.
    """
    counts = {"de": 0, "en": 0}
    index = site / "search" / "search_index.json"
    if index.exists():
        data = json.loads(index.read_text(encoding="utf-8"))
        docs = data.get("docs", [])
        de_docs = [d for d in docs if not d["location"].startswith("en/")]
        en_docs = [{**d, "location": d["location"][3:]} for d in docs if d["location"].startswith("en/")]
        for lang, part, path in (("de", de_docs, index), ("en", en_docs, site / "en" / "search" / "search_index.json")):
            path.parent.mkdir(parents=True, exist_ok=True)
            out = {**data, "config": {**data.get("config", {}), "lang": [lang]}, "docs": part}
            path.write_text(json.dumps(out, ensure_ascii=False, separators=(",", ":")), encoding="utf-8")
            counts[lang] = len(part)
    en_root = site / "en"
    if en_root.is_dir():
        # every English page's site base is the English root: Material loads search/search_index.json and
        # sitemap.xml (instant navigation) from there
        for html in en_root.rglob("*.html"):
            text = html.read_text(encoding="utf-8")
            if '<script id="__config"' not in text:
                continue
            rel = posixpath.relpath(en_root.as_posix(), html.parent.as_posix())
            new = _CONFIG_BASE.sub(lambda m: f'{m.group(1)}"{rel}"', text, count=1)
            if new != text:
                html.write_text(new, encoding="utf-8")
        _complete_sitemap(site)
        _english_sitemap(site, en_root)
        # the English 404 page (see on_post_template): its site base is the English root, so its search is English
        en404 = _404_PAGES.get("en")
        if en404 is not None:
            (en_root / "404.html").write_text(with_csp_of(en404, site / "404.html"), encoding="utf-8")
    return counts


def _complete_sitemap(site: Path) -> None:
    """Add the pages MkDocs built outside the navigation's page list (the notebooks of ``numbers/``) to
    ``sitemap.xml``, each with its language alternates like the others: search engines see them, and Material's
    instant navigation takes over links to them."""
    src = site / "sitemap.xml"
    if not src.exists():
        return
    text = src.read_text(encoding="utf-8")
    locs = re.findall(r"<loc>([^<]*)</loc>", text)
    if not locs:
        return
    root = min(locs, key=len)  # the home page: the site's address
    listed = set(locs)
    stamp = re.search(r"<lastmod>([^<]*)</lastmod>", text)
    entries = []
    for page in sorted(site.glob("numbers/*/index.html")):
        rel = page.parent.relative_to(site).as_posix() + "/"
        de, en = root + rel, root + "en/" + rel
        for loc in (de, en):
            if loc in listed or not (site / loc[len(root) :] / "index.html").exists():
                continue
            alternates = "".join(
                f'\n        <xhtml:link rel="alternate" hreflang="{lang}" href="{href}"/>'
                for lang, href in (("de", de), ("en", en))
            )
            lastmod = f"\n        <lastmod>{stamp.group(1)}</lastmod>" if stamp else ""
            entries.append(f"    <url>\n        <loc>{loc}</loc>{lastmod}{alternates}\n    </url>\n")
    if not entries:
        return
    at = text.rindex("</urlset>")
    text = text[:at] + "".join(entries) + text[at:]
    src.write_text(text, encoding="utf-8")
    with open(site / "sitemap.xml.gz", "wb") as raw, gzip.GzipFile(fileobj=raw, mode="wb", mtime=0, filename="") as gz:
        gz.write(text.encode("utf-8"))


def _english_sitemap(site: Path, en_root: Path) -> None:
    """``en/sitemap.xml`` (and ``.gz``): the root sitemap's English entries.

    Material's instant navigation takes over a click only on links to pages its base's sitemap lists, so the
    English pages navigate instantly among English pages and load a German page in full (with its own base and
    search index). The root sitemap keeps every page of both languages for search engines.
    """
    src = site / "sitemap.xml"
    if not src.exists():
        return
    text = src.read_text(encoding="utf-8")
    urls = re.findall(r"[ \t]*<url>.*?</url>\n?", text, flags=re.S)

    def english(entry: str) -> bool:  # the page is its own English alternate (mkdocs-static-i18n's hreflang links)
        loc = re.search(r"<loc>([^<]*)</loc>", entry)
        alt = re.search(r'hreflang="en" href="([^"]*)"', entry)
        return bool(loc and alt and loc.group(1) == alt.group(1))

    keep = [u for u in urls if english(u)]
    head = text[: text.index("<url>")].rstrip(" \t")
    tail = text[text.rindex("</url>") + len("</url>") :].lstrip(" \t\n")
    out = head + "".join(keep) + tail if urls else text
    (en_root / "sitemap.xml").write_text(out, encoding="utf-8")
    data = out.encode("utf-8")
    with (
        open(en_root / "sitemap.xml.gz", "wb") as raw,
        gzip.GzipFile(fileobj=raw, mode="wb", mtime=0, filename="") as gz,
    ):
        gz.write(data)


@event_priority(-200)  # after mkdocs-static-i18n (-100) has built the other languages
def on_post_build(config: Any) -> None:
    if _i18n_building(config):
        return  # a nested per-language build: the outer build splits the index once all are done
    site = Path(config["site_dir"])
    if site.name == "en":  # defensive: never from inside a language folder
        return
    counts = split_languages(site)
    log.info("search: %d German and %d English pages, one index per language", counts["de"], counts["en"])


class _InstantSwitchFilter(logging.Filter):
    """Drop mkdocs-static-i18n's warning about the language switch under instant navigation.

    The problem it warns about (the header's language links are not refreshed by instant navigation) is solved
    by overrides/partials/alternate.html (target="_self": full page load on switching) and
    docs/javascripts/site-lang.js (links recomputed on every page change). Only this one message is dropped.
    """

    def filter(self, record: logging.LogRecord) -> bool:
        return "language switcher contextual link" not in record.getMessage()


logging.getLogger("mkdocs.plugins.mkdocs_static_i18n.reconfigure").addFilter(_InstantSwitchFilter())
