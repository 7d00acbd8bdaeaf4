"""Every attestation the engine data claims is found in the seed text it names (issue 13).

The seeds are the project's source documents in ``../shared/seeds`` (relative to the repository root),
or wherever ``TROGGU_SEEDS`` points. An attestation names a seed, a line and the word's form as printed
there (OCR errors included), so a claim such as "Zwänzger in 001" cannot come back unnoticed.
"""

from __future__ import annotations

import dataclasses
import os
import re
from functools import lru_cache
from pathlib import Path

import pytest

import troggu_core as tg
from troggu_core.games.troggu.cards import ATTESTATIONS, COMPOSED, Attestation, attestations
from troggu_core.games.troggu.glossary import GLOSSARY

SEEDS = Path(os.environ.get("TROGGU_SEEDS") or Path(__file__).resolve().parents[2] / "shared" / "seeds")

pytestmark = pytest.mark.skipif(not SEEDS.is_dir(), reason=f"seed documents not found at {SEEDS} (set TROGGU_SEEDS)")


@lru_cache(maxsize=None)
def seed_lines(seed: str) -> tuple[str, ...]:
    files = sorted(SEEDS.glob(f"{seed}_*.txt"))
    assert len(files) == 1, f"no single seed file for {seed!r} in {SEEDS}"
    return tuple(files[0].read_text(encoding="utf-8").splitlines())


def _norm(text: str) -> str:
    """Whitespace collapsed and typographic quotes dropped, for quoted phrases that may span lines."""
    return re.sub(r"\s+", " ", re.sub(r"[„“”\"«»]", "", text)).strip()


@lru_cache(maxsize=None)
def seed_text(seed: str) -> str:
    return _norm("\n".join(seed_lines(seed)))


def _check(att: Attestation) -> None:
    lines = seed_lines(att.seed)
    assert 1 <= att.line <= len(lines), f"{att}: seed {att.seed} has {len(lines)} lines"
    assert att.form in lines[att.line - 1], (
        f"{att.form!r} is not on line {att} of seed {att.seed}: {lines[att.line - 1]!r}"
    )


CARD_ATTESTATIONS = [(word, a) for word, atts in ATTESTATIONS.items() for a in atts]
GLOSSARY_ATTESTATIONS = [(form, a) for e in GLOSSARY for form, atts in e.forms for a in atts]


@pytest.mark.parametrize("word,att", CARD_ATTESTATIONS, ids=[f"{w}@{a}" for w, a in CARD_ATTESTATIONS])
def test_card_name_attestation_is_in_the_seed(word: str, att: Attestation) -> None:
    _check(att)


@pytest.mark.parametrize("word,att", GLOSSARY_ATTESTATIONS, ids=[f"{w}@{a}" for w, a in GLOSSARY_ATTESTATIONS])
def test_glossary_attestation_is_in_the_seed(word: str, att: Attestation) -> None:
    _check(att)


def test_every_attested_form_is_the_word_or_its_ocr_reading() -> None:
    """A form other than the word itself is allowed only in seed 000, the OCR transcript."""
    for word, atts in [*ATTESTATIONS.items(), *((f, a) for e in GLOSSARY for f, a in e.forms)]:
        for a in atts:
            if a.form.lower() != word.lower():
                assert a.seed == "000", (word, str(a), a.form)


def _all_walliser_names() -> set[str]:
    names = {w for c in tg.DECK_78 for w in c.names.walliser}
    names |= {w for s in tg.Suit for w in s.walliser}
    return names


def test_every_walliser_name_is_attested_or_composed() -> None:
    for name in _all_walliser_names():
        if name in COMPOSED:
            assert not attestations(name), name
            for part in COMPOSED[name]:
                assert attestations(part), (name, part)
        else:
            assert attestations(name), f"{name!r} is neither attested nor marked composed"


def test_every_glossary_word_has_an_attestation() -> None:
    for e in GLOSSARY:
        for form, atts in e.forms:
            assert atts, (e.word, form)
        assert e.meaning_de and e.meaning_en, e.word


def test_claims_issue_13_corrected() -> None:
    """The specific claims of issue 13, against the seeds."""
    assert {a.seed for a in attestations("Zwänzger")} == {"000"}
    assert not any("Zw" in line and "nzger" in line for line in seed_lines("001"))
    match = next(e for e in GLOSSARY if e.word == "Match")
    assert {a.seed for _, atts in match.forms for a in atts} == {"000"}
    assert "Match" not in seed_text("001")
    assert "chaspisch Narr" in tg.Card.parse("Narr").names.walliser
    assert [a.seed for a in attestations("Sküs")] == ["000", "003"]
    assert not any(w == "Skiis" for w in _all_walliser_names()) and "Skiis" not in ATTESTATIONS
    assert "Roosä-Kinig" in COMPOSED and not attestations("Roosä-Kinig")


# ----- quoted phrases in the ruleset data ----------------------------------------------------------------------

_QUOTE = re.compile(r"(?<!\w)'([^']+?)'(?!\w)")  # an apostrophe inside a word ("001's") is no quote
_SEEDS_GROUP = re.compile(r"\b(\d{3})\b((?:\s*(?:and|,|/)\s*\d{3}\b)*)")


def _quotes_with_seeds(text: str) -> list[tuple[str, set[str]]]:
    """Each 'quoted phrase' of a citation with the seeds it is attributed to: the last group of seed ids
    ("000", "000 and 001") before it, since the previous quote, else the previous quote's seeds."""
    out: list[tuple[str, set[str]]] = []
    seeds: set[str] = set()
    pos = 0
    for m in _QUOTE.finditer(text):
        groups = list(_SEEDS_GROUP.finditer(text, pos, m.start()))
        if groups:
            seeds = set(re.findall(r"\d{3}", groups[-1].group(0)))
        out.append((m.group(1), set(seeds)))
        pos = m.end()
    return out


def _ruleset_texts() -> list[tuple[str, str]]:
    texts = []
    for f in dataclasses.fields(tg.Ruleset):
        for key in ("sources", "alternatives"):
            if f.metadata.get(key):
                texts.append((f"{f.name}.{key}", f.metadata[key]))
    for rs in tg.RULESETS.values():
        for name, cite in rs.citations:
            texts.append((f"{rs.name}.{name}", cite))
        for n, layouts in rs.layouts:
            for lay in layouts:
                texts.append((f"{rs.name}.layouts[{n}]", lay.source))
    return texts


QUOTES = [(where, q, seeds) for where, text in _ruleset_texts() for q, seeds in _quotes_with_seeds(text)]


def test_the_quote_finder_attributes_quotes() -> None:
    got = _quotes_with_seeds("000 'a b'; 001 St. Niklaus: 'c' ... 'd'; 000 and 001: 'e' (001's 'f')")
    assert got == [("a b", {"000"}), ("c", {"001"}), ("d", {"001"}), ("e", {"000", "001"}), ("f", {"001"})]
    assert len(QUOTES) > 20


@pytest.mark.parametrize("where,quote,seeds", QUOTES, ids=[f"{w}:{q[:30]}" for w, q, _ in QUOTES])
def test_quoted_phrase_is_in_the_seed_it_names(where: str, quote: str, seeds: set[str]) -> None:
    assert seeds, f"{where}: the quote {quote!r} names no seed"
    for seed in seeds:
        for part in quote.split("..."):
            assert _norm(part) in seed_text(seed), f"{where}: {part!r} is not in seed {seed}"


# ----- the site shows the attestations ---------------------------------------------------------------------------


def _hook():  # type: ignore[no-untyped-def]
    """The docs placeholders' card tables (docs_hooks/cards_tables.py), imported as MkDocs imports its hooks: with
    docs_hooks/ on the path."""
    pytest.importorskip("mkdocs")
    import importlib
    import sys

    sys.path.insert(0, str(Path(__file__).parents[1] / "docs_hooks"))
    return importlib.import_module("cards_tables")


@pytest.mark.parametrize("lang", ["de", "en"])
def test_card_tables_show_attestations(lang: str) -> None:
    hook = _hook()
    names = hook.render_names_table(lang)
    for word, atts in ATTESTATIONS.items():
        if word == "Sküs":
            continue  # a name of the Narr in the running text of 000, not in a Walliser column: glossary only
        row = next(r for r in names.split("<tr>") if f"<td>{word}" in r)
        for a in atts:
            assert str(a) in row, (word, str(a))
    zw = next(r for r in names.split("<tr>") if "<td>Zwänzger" in r)
    assert "001" not in zw
    composed = "zusammengesetzt" if lang == "de" else "composed"
    assert composed in hook.render_cards_suits(lang)
    glossary = hook.render_glossary(lang, page=None, section="game") + hook.render_glossary(
        lang, page=None, section="narr"
    )
    for e in GLOSSARY:
        for _, atts in e.forms:
            for a in atts:
                assert str(a) in glossary, (e.word, str(a))


# ----- the family games: every citation of a seed is found on the line it names (issue 26) -------------------------

FAMILY = tuple(tg.GAMES)
"""Every registered game (Troggu's names, rules and options too)."""
_CITE = re.compile(r"\b(00[0-4]):(\d+)(?:[–-](\d+))?")
_RULE_CITE = re.compile(r"\bS(\d{1,2})\b")  # a Troccas rule of seed 002 ("S19")
_ANY_QUOTE = re.compile(r"(?<!\w)'([^']+?)'(?!\w)|«([^»]+)»")


def _family_modules(gid: str):  # type: ignore[no-untyped-def]
    """The game's rule table and its rulesets module, from its registry entry."""
    info = tg.GAMES[gid]
    return info.rules, info.options


def _rule_line(n: int) -> int:
    """The line of seed 002 that holds Troccas rule ``n`` ("19. Spielt man zu dritt ...")."""
    for i, line in enumerate(seed_lines("002"), 1):
        if re.search(rf"(?:^|[^\d]){n}\. ", line):
            return i
    raise AssertionError(f"seed 002 has no rule {n}")


def _span(seed: str, first: int, last: int | None) -> str:
    lines = seed_lines(seed)
    last = last or first
    assert 1 <= first <= last <= len(lines), f"{seed}:{first}-{last}: seed {seed} has {len(lines)} lines"
    return _norm(" ".join(lines[first - 1 : last]))


def _engine_citations() -> list[tuple[str, str]]:
    """(where, text) of every source the family engines give: rule sources, option sources and readings."""
    out: list[tuple[str, str]] = []
    for gid in FAMILY:
        rules, rulesets = _family_modules(gid)
        for r in rules:
            out.append((f"{gid}:{r.id}", r.source))
        for name, text in getattr(rulesets, "OPTION_SOURCES", {}).items():
            out.append((f"{gid}:OPTION_SOURCES.{name}", text))
        for name, per_value in rulesets.OPTION_READINGS.items():
            for value, reading in per_value.items():
                out.append((f"{gid}:{name}={value}", reading.source))
    from troggu_core.games.grosstarock.names import ATTESTED as GT_ATTESTED

    out += [(f"grosstarock:names.{k}", v) for k, v in GT_ATTESTED.items()]
    for gid in FAMILY:  # every attested card name, in the kernel's one shape, cites words its source holds
        for code, entry in tg.GAMES[gid].names.NAMES.items():
            out += [(f"{gid}:names.{code}.{k}", n.source) for k, n in entry.items() if n.attested]
    return out


def _cited_quotes(text: str) -> list[tuple[str, str, str]]:
    """(quote, seed, span text) for each quoted phrase after a seed citation (003:114, S19) in a source text: the
    quote belongs to the last citation before it."""
    out = []
    pos = 0
    last: tuple[str, int, int | None] | None = None
    for m in _ANY_QUOTE.finditer(text):
        before = text[pos : m.start()]
        cites = [(c.start(), ("cite", c)) for c in _CITE.finditer(before)]
        cites += [(c.start(), ("rule", c)) for c in _RULE_CITE.finditer(before)]
        if cites:
            kind, c = max(cites, key=lambda x: x[0])[1]
            if kind == "cite":
                last = (c.group(1), int(c.group(2)), int(c.group(3)) if c.group(3) else None)
            else:
                n = _rule_line(int(c.group(1)))
                last = ("002", n, None)
        pos = m.end()
        if last is not None and not re.match(r"^F\b|F §", before.strip().split(";")[-1].strip()):
            out.append((m.group(1) or m.group(2), last[0], _span(*last)))
    return out


ENGINE_CITATIONS = _engine_citations()


def test_engine_citation_lines_exist() -> None:
    for where, text in ENGINE_CITATIONS:
        for c in _CITE.finditer(text):
            _span(c.group(1), int(c.group(2)), int(c.group(3)) if c.group(3) else None)
        if where.startswith("troccas:"):
            for c in _RULE_CITE.finditer(text):
                _rule_line(int(c.group(1)))


ENGINE_QUOTES = [(where, q, seed, span) for where, text in ENGINE_CITATIONS for q, seed, span in _cited_quotes(text)]


def test_engine_quotes_found() -> None:
    assert len(ENGINE_QUOTES) > 25


@pytest.mark.parametrize("where,quote,seed,span", ENGINE_QUOTES, ids=[f"{w}:{q[:25]}" for w, q, _, _ in ENGINE_QUOTES])
def test_engine_quote_is_on_the_cited_line(where: str, quote: str, seed: str, span: str) -> None:
    for part in re.split(r"\.\.\.|…", quote):
        assert _norm(part) in span, f"{where}: {part!r} is not on the cited line of seed {seed}: {span[:200]!r}"


_OUTSIDE = re.compile(r"\b(?:O\d|F(?: §\d+)?|F3|A|W|O|X|G|V|P)\b")


def _json_value(value: object) -> object:
    """An option's value as the readings key it (JSON lists as tuples)."""
    return tuple(value) if isinstance(value, list) else value


@pytest.mark.parametrize("gid", FAMILY)
def test_every_option_value_cites_its_source(gid: str) -> None:
    """Each value of each option has a reading with a source; the reading marked ours, where the sources leave a
    choice to us, is the default (the game's default ruleset's value: the French Tarot's fft); every other reading
    cites a seed line, a Troccas rule or an outside text, not only 'reading' (Troggu's villages: each value its
    village's source, none ours but where the sources are silent), or is marked unsourced (no source; a value a
    table may play that no named ruleset takes)."""
    _, rulesets = _family_modules(gid)
    readings = rulesets.OPTION_READINGS
    assert set(readings) == set(rulesets.OPTION_VALUES), gid
    applied = rulesets.parse_ruleset(tg.GAMES[gid].default_ruleset).options()
    for name, values in rulesets.OPTION_VALUES.items():
        per_value = readings[name]
        assert set(values) <= set(per_value), (gid, name)
        ours = [v for v, r in per_value.items() if r.ours]
        assert len(ours) <= 1, (gid, name, ours)
        default = applied.get(name, values[0] if values else None)
        default = tuple(default) if isinstance(default, list) else default  # options() gives JSON lists
        assert ours == [] or ours[0] == default, (gid, name, ours[0], default)
        named = {_json_value(rulesets.parse_ruleset(n).options().get(name)) for n in tg.GAMES[gid].rulesets}
        for value, reading in per_value.items():
            assert reading.de and reading.en, (gid, name, value)
            if reading.unsourced:  # a value no source gives: no source, not ours, no named ruleset's value
                assert reading.source == "" and not reading.ours, (gid, name, value)
                assert value not in named, (gid, name, value)
            elif not reading.ours:
                src = reading.source
                assert _CITE.search(src) or _RULE_CITE.search(src) or _OUTSIDE.search(src), (gid, name, value, src)
                assert not src.startswith("reading"), (gid, name, value, src)


# the pages of the family: a «quote» followed by its citation (003:61) must be on that line of the seed
_FAMILY_PAGES = sorted(
    {
        *Path(__file__).parents[1].glob("docs/games/*.md"),
        *Path(__file__).parents[1].glob("docs/family*.md"),
        *Path(__file__).parents[1].glob("docs/sources*.md"),
    }
)
_PAGE_QUOTE = re.compile(r"«([^»]+)»\s*\(([^()]*)\)")


def _page_quotes() -> list[tuple[str, str, tuple[tuple[str, int, int | None], ...]]]:
    """(page, quote, citations) for each «quote» directly followed by a parenthesis that cites seed lines."""
    out = []
    for path in _FAMILY_PAGES:
        text = re.sub(r"\s+", " ", path.read_text(encoding="utf-8"))
        for m in _PAGE_QUOTE.finditer(text):
            cites = tuple(
                (c.group(1), int(c.group(2)), int(c.group(3)) if c.group(3) else None)
                for c in _CITE.finditer(m.group(2))
                if c.group(1) in ("002", "003", "004")
            )
            if cites:  # the family's seeds (Troggu's 000 and 001 quote OCR'd text, checked above by form)
                out.append((path.name, m.group(1), cites))
    return out


PAGE_QUOTES = _page_quotes()


def test_page_citations_name_existing_lines() -> None:
    assert len(PAGE_QUOTES) > 15
    for path in _FAMILY_PAGES:
        for m in _CITE.finditer(path.read_text(encoding="utf-8")):
            _span(m.group(1), int(m.group(2)), int(m.group(3)) if m.group(3) else None)


@pytest.mark.parametrize("page,quote,cites", PAGE_QUOTES, ids=[f"{p}:{q[:25]}" for p, q, _ in PAGE_QUOTES])
def test_page_quote_is_on_the_cited_line(page: str, quote: str, cites: tuple[tuple[str, int, int | None], ...]) -> None:
    """The quote is on one of the lines its parenthesis cites (each part of a quote with an ellipsis)."""
    spans = [_span(*c) for c in cites]
    for part in re.split(r"\.\.\.|…", quote):
        assert any(_norm(part) in sp for sp in spans), f"{page}: «{part}» is not on {cites}"
