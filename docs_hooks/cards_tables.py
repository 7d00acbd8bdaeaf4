"""Docs placeholders (docs_hooks/placeholders.py): Troggu's cards -- the trumps, the suits, the removed cards, the
suits' names, the points, the Walliser names and the glossary, each word with its attestation in the seeds.

``cards-trumps``, ``cards-suits``, ``cards-removed``, ``suit-names``, ``points-table``, ``names-table``,
``glossary section=S``, ``cards CODE... | five-pointers [width=N]``.

These are the expanders of Troggu's own pages (its 62-card deck, its Walliser words): they read Troggu's
package, not the registry; what every game's pages show comes from the shared expanders (docs_hooks/game_rules.py
for a game's card names).
"""

from __future__ import annotations

from typing import Any, Callable

import site_markup as mk
import troggu_core as tg
from troggu_core.games.troggu.cards import COMPOSED, Attestation, attestations
from troggu_core.games.troggu.glossary import GLOSSARY, SECTIONS as GLOSSARY_SECTIONS


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
        return mk.e(_att_text(word, atts, lang))
    parts = COMPOSED.get(word)
    if parts:
        made = " + ".join(f"{p} ({_att_text(p, attestations(p), lang)})" for p in parts)
        return mk.t(lang, "<em>zusammengesetzt</em>: ", "<em>composed</em>: ") + mk.e(made)
    raise ValueError(f"{word!r} is neither attested nor composed (troggu_core.games.troggu.cards.ATTESTATIONS)")


def _walliser_cell(words: tuple[str, ...], lang: str) -> str:
    """Walliser names, each with its attestation in small print; ``–`` if there is none."""
    if not words:
        return "–"
    return "<br>".join(f'{mk.e(w)} <small class="troggu-cite">{_attest(w, lang)}</small>' for w in words)


# ----- the cards ----------------------------------------------------------------------------------------------


def render_cards_trumps(lang: str) -> str:
    trumps = [c for c in tg.DECK_78 if c.is_trump]
    head = [
        mk.t(lang, "Karte", "Card"),
        mk.t(lang, "Code", "Code"),
        mk.t(lang, "Aufdruck", "Caption"),
        mk.t(lang, "Deutsch", "German"),
        "Walliser",
        mk.t(lang, "Englisch", "English"),
        mk.t(lang, "Punkte", "Points"),
        mk.t(lang, "Rang (1 = höchster)", "Rank (1 = highest)"),
    ]
    rows = []
    for rank, c in enumerate(sorted(trumps, key=lambda c: -c.strength), start=1):
        n = c.names
        rows.append(
            [
                mk.cards([c], lang, mk.CARD_W),
                f"<code>{mk.e(c.code)}</code>" + (f" ({mk.e(c.numeral)})" if c.numeral and c.numeral != c.code else ""),
                mk.e(n.french) if n.french else mk.t(lang, "<em>ohne</em>", "<em>none</em>"),
                mk.e(n.german),
                _walliser_cell(n.walliser, lang),
                mk.en_span(n.english, lang),
                str(c.points),
                str(rank),
            ]
        )
    return mk.table(head, rows)


def render_cards_suits(lang: str) -> str:
    parts = []
    for suit in tg.Suit:
        cards = sorted((c for c in tg.DECK_78 if c.suit is suit), key=lambda c: -c.strength)
        title = mk.t(
            lang,
            f"{suit.german} ({', '.join(suit.walliser)}; {suit.english}, {suit.french})",
            f"{suit.english}: {suit.german} ({', '.join(suit.walliser)}; French {suit.french})",
        )
        parts.append(f'<h3 id="suit-{suit.value.lower()}">{mk.e(title)}</h3>')
        head = [
            mk.t(lang, "Karte", "Card"),
            "Code",
            mk.t(lang, "Deutsch", "German"),
            "Walliser",
            mk.t(lang, "Englisch", "English"),
            mk.t(lang, "Punkte", "Points"),
            mk.t(lang, "Rang (1 = höchste)", "Rank (1 = highest)"),
            mk.t(lang, "im Troggu", "in Troggu"),
        ]
        rows = []
        kept_order = [c for c in cards if c.in_troggu]
        for c in cards:
            n = c.names
            kept = (
                mk.t(lang, "ja", "yes")
                if c.in_troggu
                else mk.t(lang, "<strong>entfernt</strong>", "<strong>removed</strong>")
            )
            rows.append(
                [
                    mk.cards([c], lang, mk.CARD_W),
                    f"<code>{mk.e(c.code)}</code>",
                    mk.e(n.german),
                    _walliser_cell(n.walliser, lang),
                    mk.en_span(n.english, lang),
                    str(c.points) if c.in_troggu else "–",
                    str(kept_order.index(c) + 1) if c.in_troggu else "–",
                    kept,
                ]
            )
        parts.append(mk.table(head, rows))
    return "\n\n".join(parts)


def render_cards_removed(lang: str) -> str:
    lines = []
    for suit in tg.Suit:
        removed = [c for c in tg.REMOVED_CARDS if c.suit is suit]
        kept = [c for c in tg.TROGGU_DECK if c.suit is suit and c.rank and c.rank.isdigit()]
        order = (
            mk.t(lang, "umgekehrt: 1 ist die höchste Zahlkarte", "reversed: the 1 is the highest pip")
            if suit.reversed_pips
            else mk.t(lang, "natürlich: 10 ist die höchste Zahlkarte", "natural: the 10 is the highest pip")
        )
        why = mk.t(
            lang,
            f"**{suit.german}** (Reihenfolge {order}): entfernt werden {', '.join(c.code for c in removed)}, "
            f"es bleiben {', '.join(c.code for c in kept)}.",
            f"**{suit.english}** ({suit.german}; order {order}): removed {', '.join(c.code for c in removed)}, "
            f"kept {', '.join(c.code for c in kept)}.",
        )
        lines.append(f"- {why}")
        lines.append("")
        lines.append(f"    {mk.cards(removed, lang, 38)}")
        lines.append("")
    total = mk.t(
        lang,
        f"Zusammen {len(tg.REMOVED_CARDS)} Karten; es bleiben {len(tg.TROGGU_DECK)}.",
        f"{len(tg.REMOVED_CARDS)} cards in all; {len(tg.TROGGU_DECK)} remain.",
    )
    return "\n".join(lines) + "\n" + total


def render_suit_names(lang: str) -> str:
    head = [
        mk.t(lang, "Buchstabe", "Letter"),
        mk.t(lang, "Bild", "Symbol"),
        mk.t(lang, "Deutsch", "German"),
        "Walliser",
        mk.t(lang, "Englisch", "English"),
        mk.t(lang, "Französisch", "French"),
        mk.t(lang, "Zahlkarten im Troggu", "Pips in Troggu"),
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
                mk.cards([one], lang, 34),
                mk.e(suit.german),
                _walliser_cell(suit.walliser, lang),
                mk.en_span(suit.english, lang),
                mk.e(suit.french),
                " &gt; ".join(c.rank or "" for c in pips),
            ]
        )
    return mk.table(head, rows)


def render_points_table(lang: str) -> str:
    groups: dict[tuple[int, str], list[tg.Card]] = {}
    for c in tg.TROGGU_DECK:
        if c.is_trump:
            kind = (
                mk.t(lang, "Narr, XXI, I", "Narr, XXI, I")
                if c.points == 5
                else mk.t(lang, "übrige Trümpfe", "other trumps")
            )
        elif c.rank and not c.rank.isdigit():
            kind = {
                "K": mk.t(lang, "Könige", "Kings"),
                "Q": mk.t(lang, "Königinnen", "Queens"),
                "N": mk.t(lang, "Ritter", "Knights"),
                "J": mk.t(lang, "Buben", "Jacks"),
            }[c.rank]
        else:
            kind = mk.t(lang, "Zahlkarten", "Pips")
        groups.setdefault((c.points, kind), []).append(c)
    head = [
        mk.t(lang, "Karten", "Cards"),
        mk.t(lang, "Punkte je Karte", "Points each"),
        mk.t(lang, "Anzahl", "Count"),
        mk.t(lang, "Zusammen", "Total"),
    ]
    rows = []
    for (pts, kind), cards in sorted(groups.items(), key=lambda kv: (-kv[0][0], kv[0][1])):
        rows.append([mk.e(kind), str(pts), str(len(cards)), str(pts * len(cards))])
    rows.append(
        [
            mk.t(lang, "<strong>Alle</strong>", "<strong>All</strong>"),
            "",
            f"<strong>{len(tg.TROGGU_DECK)}</strong>",
            f"<strong>{sum(c.points for c in tg.TROGGU_DECK)}</strong>",
        ]
    )
    return mk.table(head, rows)


def render_names_table(lang: str) -> str:
    head = [
        "Walliser",
        mk.t(lang, "Karte", "Card"),
        mk.t(lang, "Hochdeutsch", "Standard German"),
        mk.t(lang, "Englisch", "English"),
        mk.t(lang, "belegt (Quelle:Zeile)", "attested (seed:line)"),
    ]
    rows = []
    for c in tg.DECK_78:
        if c.is_trump:
            for w in c.names.walliser:
                rows.append(
                    [
                        mk.e(w),
                        mk.cards([c], lang, 30),
                        mk.e(c.names.german),
                        mk.en_span(c.names.english, lang),
                        _attest(w, lang),
                    ]
                )
    for suit in tg.Suit:
        for w in suit.walliser:
            rows.append(
                [
                    mk.e(w),
                    f"<code>{suit.value}</code>",
                    mk.e(suit.german),
                    mk.en_span(suit.english, lang),
                    _attest(w, lang),
                ]
            )
    for rank in ("K", "Q", "N", "J"):
        c = next(x for x in tg.DECK_78 if x.suit is tg.Suit.ROSEN and x.rank == rank)
        wa = COMPOSED[c.names.walliser[0]][1]
        de = c.names.german.split("-", 1)[1]
        en = c.names.english.split(" of ")[0]
        rows.append([mk.e(wa), f"<code>{rank}</code>", mk.e(de), mk.en_span(en, lang), _attest(wa, lang)])
    return mk.table(head, rows)


def render_glossary(lang: str, page: Any = None, section: str = "game") -> str:
    """One glossary table, generated from :data:`troggu_core.games.troggu.glossary.GLOSSARY` with every form's attestation."""
    if section not in GLOSSARY_SECTIONS:
        raise ValueError(f"unknown glossary section {section!r}")
    head = [
        mk.t(lang, "Wort", "Word"),
        mk.t(lang, "Hochdeutsch", "Standard German"),
        mk.t(lang, "Englisch", "English"),
        mk.t(lang, "Bedeutung", "Meaning"),
        mk.t(lang, "belegt (Quelle:Zeile)", "attested (seed:line)"),
    ]
    rows = []
    for e in GLOSSARY:
        if e.section != section:
            continue
        words = ", ".join(
            (f'<strong id="{e.anchor}">{mk.e(f)}</strong>' if i == 0 else f"<em>{mk.e(f)}</em>")
            for i, (f, _a) in enumerate(e.forms)
        )  # the headword carries the entry's id: the lessons link to it (issue 33)
        meaning = mk.e(e.meaning_de if lang == "de" else e.meaning_en)
        if e.rule and page is not None:
            meaning += f' (<a href="{mk.rule_url(page, e.rule)}">{mk.e(e.rule)}</a>)'
        elif e.rule:
            meaning += f" (<code>{mk.e(e.rule)}</code>)"
        if len(e.forms) > 1:
            att = "<br>".join(f"{mk.e(f)}: {mk.e(_att_text(f, atts, lang))}" for f, atts in e.forms)
        else:
            att = mk.e(_att_text(e.word, e.forms[0][1], lang))
        rows.append([words, mk.e(e.german), mk.en_span(e.english, lang), meaning, att])
    return mk.table(head, rows)


def render_cards(lang: str, args: list[str], width: str = "56") -> str:
    """A row of cards by code; the argument ``five-pointers`` stands for the seven 5-point cards."""
    if args == ["five-pointers"]:
        cards = sorted((c for c in tg.TROGGU_DECK if c.points == 5), key=tg.sort_key)
    else:
        cards = [tg.Card.parse(a) for a in args]
    return mk.cards(cards, lang, int(width))


EXPANDERS: dict[str, Callable[..., str]] = {
    "cards": render_cards,
    "cards-trumps": render_cards_trumps,
    "cards-suits": render_cards_suits,
    "cards-removed": render_cards_removed,
    "suit-names": render_suit_names,
    "points-table": render_points_table,
    "names-table": render_names_table,
    "glossary": render_glossary,
}
