"""The built site as a resource to cite and catalogue (issue 24, item 8): citations with the site's real address,
``CITATION.cff`` shipped and linked, every source code of a rule linked to its entry on the sources page, and a
schema.org ``Game`` in JSON-LD on each game's pages with the registry's data."""

from __future__ import annotations

import html
import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

import troggu_core as tg
from troggu_core.kernel.registry import GAMES

ROOT = Path(__file__).resolve().parents[2]
PREFIXES = ["", "en/"]


@pytest.fixture(scope="session")
def site(built_site: Any) -> Path:
    return Path(built_site.path)


@pytest.fixture(scope="session")
def origin(built_site: Any) -> str:
    return f"http://127.0.0.1:{built_site.port}/"


def _read(site: Path, rel: str) -> str:
    return (site / rel).read_text(encoding="utf-8")


def _page_path(src: str) -> str:
    """A page's path in the site from its Markdown source (German name): ``games/troccas.md`` -> ``games/troccas/``."""
    return re.sub(r"\.md$", "/", re.sub(r"(^|/)index\.md$", r"\1", src))


def _page_file(site: Path, prefix: str, src: str) -> Path:
    return site / prefix / _page_path(src) / "index.html"


def _resolve(page: Path, href: str) -> tuple[Path, str]:
    """A relative link from a built page: the file it names and its fragment."""
    path, _, frag = href.partition("#")
    target = (page.parent / path).resolve()
    if path.endswith("/") or target.is_dir():
        target = target / "index.html"
    return target, frag


def _ids(page: Path) -> set[str]:
    return set(re.findall(r'\bid="([^"]+)"', page.read_text(encoding="utf-8")))


def _cite_blocks(text: str) -> list[str]:
    """The text of the citations to copy on the citation page (``.troggu-cite`` code blocks)."""
    blocks = re.findall(r'<div class="troggu-cite">\s*<div class="highlight"><pre>(.*?)</pre>', text, re.S)
    return [html.unescape(re.sub(r"<[^>]+>", "", b)).strip() for b in blocks]


# ----- citations ----------------------------------------------------------------------------------------------


@pytest.mark.parametrize("prefix", PREFIXES)
def test_citations_carry_the_sites_real_address(site: Path, origin: str, prefix: str) -> None:
    """The suggested citations end in the address the site is built for (``site_url``), not a placeholder."""
    blocks = _cite_blocks(_read(site, f"{prefix}cite/index.html"))
    assert len(blocks) == 2, blocks
    whole, rule = blocks
    assert f"Version {tg.__version__} (" in whole and whole.endswith(f"). {origin}{prefix}"), whole
    r = tg.RULES["play.follow-suit"]
    assert rule.endswith(f"{origin}{prefix}rules/{r.section}/#{r.id}")
    # that address is the rule's anchor in the built site
    assert r.id in _ids(site / prefix / "rules" / r.section / "index.html")


def test_no_page_carries_a_site_url_placeholder(site: Path) -> None:
    bad = [
        str(p.relative_to(site))
        for p in site.rglob("*.html")
        if "assets/pyodide" not in p.as_posix() and re.search(r"&lt;site URL&gt;|<site URL>", p.read_text("utf-8"))
    ]
    assert not bad, bad


def test_citations_wrap_on_a_narrow_screen(site: Path) -> None:
    """The citation blocks' lines wrap (a long address is not clipped on a phone): the site's stylesheet says so."""
    css = _read(site, "stylesheets/troggu-site.css")
    rule = re.search(r"\.troggu-cite pre > code[^{]*\{([^}]*)\}", css)  # its rule, alone or in a list
    assert rule is not None and "white-space: pre-wrap" in rule.group(1) and "overflow-wrap: anywhere" in rule.group(1)


@pytest.mark.parametrize("prefix", PREFIXES)
def test_citation_file_is_in_the_site_and_linked(site: Path, prefix: str) -> None:
    """CITATION.cff is shipped at the site's root (and so in the archive) and the citation page links it."""
    page = site / prefix / "cite" / "index.html"
    hrefs = re.findall(r'<a href="([^"]*CITATION\.cff)"', page.read_text(encoding="utf-8"))
    assert hrefs, "the citation page does not link CITATION.cff"
    for href in hrefs:
        target, _ = _resolve(page, href)
        assert target == (site / "CITATION.cff").resolve()
        # the repository's file with the build's url and date (test_the_shipped_citation_file_...)
        assert _without_build_lines(target.read_text(encoding="utf-8")) == _without_build_lines(_cff_text())


# ----- source codes link to the sources page ------------------------------------------------------------------


@pytest.mark.parametrize("prefix", PREFIXES)
def test_sources_page_has_an_anchor_per_source_document(site: Path, prefix: str) -> None:
    ids = _ids(site / prefix / "sources" / "index.html")
    codes = {c for info in GAMES.values() for c, _ in info.catalogue.sources if re.fullmatch(r"\d{3}", c)}
    assert codes == {"000", "001", "002", "003", "004"}
    assert {f"source-{c}" for c in codes} <= ids


@pytest.mark.parametrize("prefix", PREFIXES)
def test_every_troggu_rule_box_links_its_source_codes(site: Path, prefix: str) -> None:
    """Each rule box (the rule's statement under its heading) names its sources; every seed code is a link that
    resolves to that source's entry on the sources page of the same language."""
    sources_page = (site / prefix / "sources" / "index.html").resolve()
    checked = 0
    for r in tg.RULES.values():
        page = site / prefix / "rules" / r.section / "index.html"
        text = page.read_text(encoding="utf-8")
        title = re.search(rf'<p class="admonition-title">[^<]*<code>{re.escape(r.id)}</code>(.*?)</p>', text, re.S)
        assert title is not None, f"no rule box for {r.id} on {page.relative_to(site)}"
        links = dict((code, href) for href, code in re.findall(r'<a href="([^"]+)">(\d{3})</a>', title.group(1)))
        assert set(links) == {s for s in r.sources if re.fullmatch(r"\d{3}", s)}, (r.id, title.group(1))
        for code, href in links.items():
            target, frag = _resolve(page, href)
            assert (target, frag) == (sources_page, f"source-{code}"), (r.id, href)
            checked += 1
    assert checked >= len(tg.RULES)  # most rules cite 000 and 001


@pytest.mark.parametrize("prefix", PREFIXES)
def test_every_source_code_link_in_the_site_resolves(site: Path, prefix: str) -> None:
    """Every link to a source document's entry (rules pages, rules overview, the family's rules pages) resolves to
    an anchor that exists on the built sources page."""
    ids = _ids(site / prefix / "sources" / "index.html")
    sources_page = (site / prefix / "sources" / "index.html").resolve()
    found: dict[str, int] = {}
    for page in (site / prefix).rglob("*.html"):
        if "assets/pyodide" in page.as_posix() or (prefix == "" and page.relative_to(site).parts[0] == "en"):
            continue
        for href in re.findall(r'<a href="([^"]*#source-\d{3})"', page.read_text(encoding="utf-8")):
            target, frag = _resolve(page, href)
            assert target == sources_page and frag in ids, f"{page.relative_to(site)}: {href}"
            found[frag] = found.get(frag, 0) + 1
    # the family's rules pages link their seeds too (002 Troccas, 003 Großtarock, 004 French Tarot)
    assert {f"source-00{i}" for i in range(5)} <= set(found), found


def test_no_attribute_list_is_left_as_text(site: Path) -> None:
    """An attribute list (``{ .class }``, ``{ #id }``) is markup, never text a reader sees (the family's rules pages
    showed ``{ .troggu-rule-sources }`` under every rule)."""
    bad = []
    for page in site.rglob("*.html"):
        if "assets/pyodide" in page.as_posix():
            continue
        text = re.sub(r"<(script|style|pre|code)\b.*?</\1>", "", page.read_text(encoding="utf-8"), flags=re.S)
        bad += [f"{page.relative_to(site)}: {m}" for m in re.findall(r">[^<]*\{:? ?[.#][\w-]+[^}<]*\}", text)]
    assert not bad, bad[:5]


_SOURCES_NOTE = re.compile(
    r'<p class="troggu-rule-sources">(.*?)</p>|<p class="admonition-title">[^<]*<code>[^<]*</code>(.*?)</p>', re.S
)
"""Where a rule's sources stand under its heading: the family's note (``<p class="troggu-rule-sources"><small>``)
or the title of Troggu's rule box (``Regel `id` · Quellen: 000, 001``)."""


@pytest.mark.parametrize("prefix", PREFIXES)
@pytest.mark.parametrize("game_id", list(GAMES))
def test_every_rule_links_its_seed(site: Path, prefix: str, game_id: str) -> None:
    """A rule whose sources name its seed (Troggu's ``000``, ``003:61``, Troccas' ``S17``, the French Tarot's ``S``)
    links that seed's entry on the sources page, on the page where the game's registry entry places the rule
    (``rule_page``)."""
    info = GAMES[game_id]
    assert info.rule_page is not None
    prefixes = dict(info.catalogue.seed_prefixes)
    checked = 0
    for r in info.rules:
        codes = set(re.findall(r"(?<![\w§:–-])(\d{3})(?!\d)", str(r.source)))
        codes |= {seed for p, seed in prefixes.items() if re.search(rf"(?<![\w§]){p}\d*(?!\w)", str(r.source))}
        if not codes:
            continue
        path, _, anchor = info.rule_page(r.id).partition("#")
        page = site / prefix / path / "index.html"
        text = page.read_text(encoding="utf-8")
        at = text.find(f'id="{anchor}"')
        assert at > 0, f"{r.id} has no anchor on {page.relative_to(site)}"
        note = _SOURCES_NOTE.search(text, at)
        assert note is not None, f"{r.id}: no sources under its heading on {page.relative_to(site)}"
        said = note.group(1) or note.group(2)
        assert set(re.findall(r'href="[^"]*#source-(\d{3})"', said)) == codes, (r.id, said)
        checked += 1
    assert checked > 0


# ----- schema.org Game ----------------------------------------------------------------------------------------


def _json_ld(page: Path) -> list[dict[str, Any]]:
    blocks = re.findall(r'<script type="application/ld\+json">(.*?)</script>', page.read_text(encoding="utf-8"), re.S)
    return [json.loads(b) for b in blocks]


@pytest.mark.parametrize("prefix", PREFIXES)
@pytest.mark.parametrize("game_id", list(GAMES))
def test_each_games_pages_carry_a_schema_org_game(site: Path, origin: str, prefix: str, game_id: str) -> None:
    info = GAMES[game_id]
    assert info.catalogue.pages, f"{game_id} names no pages of the site"
    sources_page = site / prefix / "sources" / "index.html"
    for src in info.catalogue.pages:
        page = _page_file(site, prefix, src)
        blocks = _json_ld(page)
        assert len(blocks) == 1, f"{page.relative_to(site)}: {len(blocks)} JSON-LD blocks"
        data = blocks[0]
        assert data["@context"] == "https://schema.org" and data["@type"] == "Game"
        assert data["name"] == (info.title_en if prefix else info.title_de)
        assert set(info.catalogue.alternate_names) - {data["name"]} <= set(data["alternateName"])
        assert data["name"] not in data["alternateName"]
        assert data["numberOfPlayers"] == {
            "@type": "QuantitativeValue",
            "minValue": min(info.players),
            "maxValue": max(info.players),
        }
        assert [p["name"] for p in data["gameLocation"]] == list(info.catalogue.places)
        assert all(p["@type"] == "Place" for p in data["gameLocation"])
        assert [c["identifier"] for c in data["citation"]] == [c for c, _ in info.catalogue.sources]
        assert data["url"] == origin + prefix + _page_path(info.catalogue.pages[0])
        for c in data["citation"]:
            if "url" in c:
                assert c["url"] == f"{origin}{prefix}sources/#source-{c['identifier']}"
                assert f"source-{c['identifier']}" in _ids(sources_page)


def test_troggu_players_in_the_json_ld_are_the_villages_counts(site: Path) -> None:
    """Troggu's player counts come from its rulesets: 3 (some villages) to 8."""
    data = _json_ld(site / "index.html")[0]
    counts = sorted({n for rs in tg.RULESETS.values() for n in rs.players})
    assert (
        (data["numberOfPlayers"]["minValue"], data["numberOfPlayers"]["maxValue"])
        == (counts[0], counts[-1])
        == (
            3,
            8,
        )
    )


def test_pages_of_no_game_carry_no_json_ld(site: Path) -> None:
    assert _json_ld(site / "cite" / "index.html") == []
    assert _json_ld(site / "en" / "glossary" / "index.html") == []


def test_json_ld_is_data_the_csp_does_not_need_to_hash(site: Path) -> None:
    """A JSON-LD block is not executed, so the policy carries no hash for it and still forbids inline script."""
    import sys

    sys.path.insert(0, str(ROOT / "docs_hooks"))
    import pyodide_assets

    text = (site / "games" / "troccas" / "index.html").read_text(encoding="utf-8")
    block = re.search(r'<script type="application/ld\+json">(.*?)</script>', text, re.S)
    assert block is not None
    assert pyodide_assets.inline_script_hashes(block.group(0)) == set()
    meta = re.search(r'<meta http-equiv="Content-Security-Policy" content="([^"]+)"', text)
    assert meta is not None
    script_src = next(d for d in meta.group(1).split(";") if d.strip().startswith("script-src"))
    assert "'unsafe-inline'" not in script_src


# ----- CITATION.cff (issue 35) --------------------------------------------------------------------------------


def _cff_text() -> str:
    return (ROOT / "CITATION.cff").read_text(encoding="utf-8")


def test_citation_file_validates_against_the_cff_schema(tmp_path: Path) -> None:
    """cffconvert (the test extra of pyproject.toml) validates CITATION.cff against the Citation File Format schema."""
    tool = Path(sys.executable).parent / "cffconvert"
    out = subprocess.run([str(tool), "--validate", "-i", str(ROOT / "CITATION.cff")], capture_output=True, text=True)
    assert out.returncode == 0, out.stdout + out.stderr
    assert "valid according to schema version 1.2.0" in out.stdout
    wrong = tmp_path / "CITATION.cff"  # the validation can fail: a licence that is no SPDX id is refused
    wrong.write_text(_cff_text().replace("  - CC-BY-SA-4.0", "  - CC BY-SA"), encoding="utf-8")
    bad = subprocess.run([str(tool), "--validate", "-i", str(wrong)], capture_output=True, text=True)
    assert bad.returncode != 0 and "ValidationError" in bad.stdout + bad.stderr, bad.stdout + bad.stderr


def test_citation_file_names_both_licences_the_project_states() -> None:
    """The code's licence (LICENSE: MIT) and the texts' (the footer of every page: CC BY-SA 4.0), as SPDX ids."""
    licences = re.search(r"^license:\n((?:  - .+\n)+)", _cff_text(), re.M)
    assert licences is not None
    assert re.findall(r"  - (.+)", licences.group(1)) == ["MIT", "CC-BY-SA-4.0"]
    assert (ROOT / "LICENSE").read_text(encoding="utf-8").startswith("MIT License")
    footer = re.search(r'^copyright: "(.*)"$', (ROOT / "mkdocs.yml").read_text(encoding="utf-8"), re.M)
    assert footer is not None and footer.group(1) == "Text CC BY-SA 4.0 · Code MIT"


def _format_blocks(text: str) -> dict[str, str]:
    """The cite page's BibTeX, RIS and CSL-JSON blocks (``.troggu-cite-format``), by format."""
    found = re.findall(
        r'<div class="troggu-cite-format" data-format="([a-z-]+)">\s*<div class="highlight"><pre>(.*?)</pre>',
        text,
        re.S,
    )
    return {fmt: html.unescape(re.sub(r"<[^>]+>", "", b)).strip() for fmt, b in found}


@pytest.mark.parametrize("prefix", PREFIXES)
def test_the_cite_page_offers_bibtex_ris_and_csl_json(site: Path, origin: str, prefix: str) -> None:
    """Issue 35: the site as BibTeX, RIS and CSL-JSON with the version, the build's date and address; the access
    date is the build's date until the page's script (shipped beside it) puts in today's."""
    text = _read(site, f"{prefix}cite/index.html")
    blocks = _format_blocks(text)
    assert sorted(blocks) == ["bibtex", "csl-json", "ris"]
    date = re.search(r"[Vv]ersion <strong>[^<]+</strong>, (?:erstellt am|built on) <strong>([0-9-]+)</strong>", text)
    assert date is not None, "the page states its build date"
    built, address = date.group(1), origin + prefix
    bib = blocks["bibtex"]
    assert bib.startswith(f"@misc{{troggu-{tg.__version__},") and bib.endswith("}")
    assert f"version = {{{tg.__version__}}}" in bib and f"url     = {{{address}}}" in bib
    assert f"date    = {{{built}}}" in bib and f"urldate = {{{built}}}" in bib
    ris = blocks["ris"].splitlines()
    assert ris[0] == "TY  - ELEC" and ris[-1].rstrip() == "ER  -"
    assert f"UR  - {address}" in ris and f"ET  - {tg.__version__}" in ris and f"Y2  - {built.replace('-', '/')}" in ris
    csl = json.loads(blocks["csl-json"])
    assert len(csl) == 1 and csl[0]["URL"] == address and csl[0]["version"] == tg.__version__
    parts = [int(x) for x in built.split("-")]
    assert csl[0]["issued"] == {"date-parts": [parts]} == csl[0]["accessed"]
    script = re.search(r'<script src="([^"]*troggu-cite\.js)" defer></script>', text)
    assert script is not None
    assert (
        _resolve(site / prefix / "cite" / "index.html", script.group(1))[0]
        == (site / "javascripts" / "troggu-cite.js").resolve()
    )


def _without_build_lines(text: str) -> list[str]:
    return [line for line in text.splitlines() if not re.match(r"(url|date-released|repository-code):", line)]


def test_the_shipped_citation_file_names_the_sites_address_and_the_date_it_shows(site: Path, origin: str) -> None:
    """Issue 35: the site's CITATION.cff (written by docs_hooks/offline.py from the repository's file) has the
    build's address as ``url`` and, as ``date-released``, the build date every page shows; it stays valid CFF."""
    shipped = site / "CITATION.cff"
    text = shipped.read_text(encoding="utf-8")
    page = _read(site, "cite/index.html")
    shown = re.search(r"[Vv]ersion <strong>([^<]+)</strong>, erstellt am <strong>([0-9-]+)</strong>", page)
    assert shown is not None, "the cite page states the version and the build date"
    version, built = shown.groups()
    assert re.findall(r'^date-released: "(.*)"$', text, re.M) == [built]
    assert re.findall(r'^url: "(.*)"$', text, re.M) == [origin]
    assert re.findall(r"^version: (.*)$", text, re.M) == [version] == [tg.__version__]
    tool = Path(sys.executable).parent / "cffconvert"
    out = subprocess.run([str(tool), "--validate", "-i", str(shipped)], capture_output=True, text=True)
    assert out.returncode == 0 and "valid according to schema version 1.2.0" in out.stdout, out.stdout + out.stderr


def test_the_shipped_citation_file_is_made_from_the_repositorys() -> None:
    """offline.shipped_citation: the repository's lines kept in order, the build's put after ``version`` (an old
    url or date replaced, never doubled); a file without a version line is refused, not shipped without them."""
    sys.path.insert(0, str(ROOT / "docs_hooks"))
    import offline

    source = _cff_text().replace("version: 0", 'url: "http://old/"\nversion: 0')
    out = offline.shipped_citation(source, "2027-01-02", "https://example.org/troggu/", "https://git.example/t")
    lines = out.splitlines()
    at = lines.index(next(line for line in lines if line.startswith("version:")))
    assert lines[at + 1 : at + 4] == [
        'url: "https://example.org/troggu/"',
        'repository-code: "https://git.example/t"',
        'date-released: "2027-01-02"',
    ]
    assert _without_build_lines(out) == _without_build_lines(_cff_text())
    assert "http://old/" not in out
    with pytest.raises(ValueError, match="version"):
        offline.shipped_citation("cff-version: 1.2.0\n", "2027-01-02", "https://example.org/")


# ----- the archive's cite page (issue 35) ---------------------------------------------------------------------


@pytest.mark.parametrize(("prefix", "words"), [("", "Archivkopie"), ("en/", "archive copy")])
def test_the_archives_cite_page_says_it_is_the_archive_and_links_the_published_site(
    site: Path, origin: str, prefix: str, words: str
) -> None:
    """The zip cannot hold itself: its cite page has no link to the zip (a 404 there) but says that it is the
    archive and links the published site's cite page; the site's own cite page keeps the download button."""
    import posixpath
    import zipfile

    archive = site / f"troggu-site-{tg.__version__}.zip"
    with zipfile.ZipFile(archive) as zf:
        inside = zf.read(f"troggu-site-{tg.__version__}/{prefix}cite/index.html").decode("utf-8")
        unpacked = {n.split("/", 1)[1] for n in zf.namelist()}
    for href in re.findall(r'href="([^"#]+)"', inside):  # every relative link of the page is in the archive
        if re.match(r"[a-z]+:", href):
            continue
        target = posixpath.normpath(posixpath.join("/", prefix, "cite", href.split("?")[0])).lstrip("/")
        assert target in unpacked or posixpath.join(target, "index.html") in unpacked, href
    assert ".zip" not in "".join(re.findall(r'href="([^"]+)"', inside))
    note = re.search(r'<p class="troggu-archive-link troggu-archive-note">(.*?)</p>', inside, re.S)
    assert note is not None and words in note.group(1) and tg.__version__ in note.group(1)
    assert f'<a href="{origin}{prefix}cite/">{origin}{prefix}cite/</a>' in note.group(1)
    own = _read(site, f"{prefix}cite/index.html")
    assert "troggu-archive-note" not in own and f"troggu-site-{tg.__version__}.zip" in own
    assert _without(inside, note.group(0)) == _without(
        own, re.search(r'<p class="troggu-archive-link">.*?</p>', own, re.S).group(0)
    )  # type: ignore[union-attr]


def _without(text: str, part: str) -> str:
    return text.replace(part, "")


# ----- which version of each source (issue 35) ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("prefix", "anchor", "unknown"), [("", "welche-fassung", "nicht bekannt"), ("en/", "which-version", "not known")]
)
def test_the_sources_page_says_which_version_of_each_source_it_follows(
    site: Path, prefix: str, anchor: str, unknown: str
) -> None:
    """Each source's version is named; for the Wikipedia article (001) no retrieval date or revision is recorded
    (the seeds' README names none), so the page says so, links its entry to the section, and claims no ``oldid``."""
    text = _read(site, f"{prefix}sources/index.html")
    section = re.search(rf'<h3 id="{anchor}">.*?(?=<h[23] )', text, re.S)
    assert section is not None, f"no section #{anchor}"
    for code in ("000", "001", "002", "003", "004"):
        assert f"<strong>{code}</strong>" in section.group(0), code
    assert "oldid" in section.group(0)  # what a permanent link would be, and that there is none
    entry = re.search(r'<p id="source-001">(.*?)</p>', text, re.S)
    assert entry is not None and f'href="#{anchor}"' in entry.group(1) and unknown in entry.group(1)
    assert "oldid=" not in text  # no revision claimed that the project does not know
    cff = _cff_text()
    assert "retrieval date and revision (oldid) are not recorded" in cff
