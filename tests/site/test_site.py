"""The heritage site: strict build, no external requests, rule anchors both ways, engine-generated tables,
accessible card images, language attributes, archive.

The site is built once per session with ``mkdocs build --strict`` into a temp dir; every test reads that build.
"""

from __future__ import annotations

import dataclasses
import json
import re
import sys
import zipfile
from html.parser import HTMLParser
from pathlib import Path
from typing import Any
from urllib.parse import urlparse

import pytest

import troggu_core as tg
from troggu_core.games.troggu.rules import SECTIONS
from troggu_core.games.troggu import svg

ROOT = Path(__file__).resolve().parents[2]
DOCS = ROOT / "docs"
LOCAL_HOSTS = {"127.0.0.1", "localhost", "::1", "[::1]"}


# ----- the build ------------------------------------------------------------------------------------------------


@pytest.fixture(scope="session")
def site(built_site: Any) -> Path:
    """The session's one strict build of the site (tests/conftest.py)."""
    return built_site.path


def _pages(site: Path) -> list[Path]:
    return sorted(p for p in site.rglob("*.html") if not p.relative_to(site).parts[0] == "assets")


def _lang_of(site: Path, page: Path) -> str:
    return "en" if page.relative_to(site).parts[0] == "en" else "de"


class _Doc(HTMLParser):
    """Collects tags with their attributes, heading levels and ids, and the text of <title> in SVGs."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.tags: list[tuple[str, dict[str, str]]] = []
        self.headings: list[tuple[int, str | None, str]] = []  # level, id, text
        self.svgs: list[dict[str, str]] = []  # attrs of card faces, plus their <title> text under "_title"
        self.styles: list[str] = []
        self._stack: list[str] = []
        self._heading: list[object] | None = None
        self._svg_title: dict[str, str] | None = None
        self._in_title = False
        self._in_style = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = {k: (v or "") for k, v in attrs}
        self.tags.append((tag, a))
        if re.fullmatch(r"h[1-6]", tag):
            self._heading = [int(tag[1]), a.get("id"), ""]
        if tag == "svg" and "troggu-card-face" in a.get("class", ""):
            self.svgs.append(dict(a))
            self._svg_title = self.svgs[-1]
        if tag == "title" and self._svg_title is not None and "_title" not in self._svg_title:
            self._in_title = True
        if tag == "style":
            self._in_style = True

    def handle_endtag(self, tag: str) -> None:
        if self._heading is not None and tag == f"h{self._heading[0]}":
            level, hid, text = self._heading
            self.headings.append((int(level), hid if isinstance(hid, str) else None, str(text).strip()))  # type: ignore[arg-type]
            self._heading = None
        if tag == "title":
            self._in_title = False
        if tag == "style":
            self._in_style = False

    def handle_data(self, data: str) -> None:
        if self._heading is not None:
            self._heading[2] = str(self._heading[2]) + data
        if self._in_title and self._svg_title is not None:
            self._svg_title["_title"] = self._svg_title.get("_title", "") + data
        if self._in_style:
            self.styles.append(data)


_cache: dict[Path, _Doc] = {}


def _doc(page: Path) -> _Doc:
    if page not in _cache:
        d = _Doc()
        d.feed(page.read_text(encoding="utf-8"))
        _cache[page] = d
    return _cache[page]


# ----- every page in both languages ----------------------------------------------------------------------------


def test_every_page_exists_in_both_languages() -> None:
    german = {p.relative_to(DOCS) for p in DOCS.rglob("*.md") if not p.name.endswith(".en.md")}
    english = {p.relative_to(DOCS).with_name(p.name.replace(".en.md", ".md")) for p in DOCS.rglob("*.en.md")}
    assert german, "no pages found"
    assert german - english == set(), "pages without an English version"
    assert english - german == set(), "pages without a German version"


def test_site_pages_are_built_in_both_languages(site: Path) -> None:
    for page in [
        "",
        "history",
        "cards",
        "variations",
        "glossary",
        "family",
        "sources",
        "cite",
        "print",
        "rules",
        *[f"rules/{s}" for s in SECTIONS],
        "play",
        "examples",
        "reference",
        "reference/api",
        "reference/record-format",
        "reference/rule-ids",
        "performance",
    ]:
        for prefix in ("", "en/"):
            path = site / prefix / page / "index.html"
            assert path.is_file(), f"missing {prefix}{page}/"


# ----- nothing fetched from outside -----------------------------------------------------------------------------

# attributes a browser follows to fetch a resource (not <a href>, which is a link the reader may follow)
_FETCH_ATTRS = {"src", "srcset", "poster", "data", "background"}
_CSS_URL = re.compile(r"""url\(\s*['"]?([^'")\s]+)|@import\s+(?:url\()?\s*['"]([^'"]+)""")
_JS_FETCH = re.compile(
    r"""(?:importScripts\(|import\(|\bfrom\s*|fetch\(|\.src\s*=\s*|loadPyodide\(\{\s*indexURL:\s*)\s*["'`](https?://[^"'`]+)"""
)
_CDN_HOSTS = (
    "fonts.googleapis.com",
    "fonts.gstatic.com",
    "cdn.jsdelivr.net",
    "unpkg.com",
    "cdnjs.cloudflare.com",
    "api.github.com",
    "googletagmanager.com",
    "google-analytics.com",
    "polyfill.io",
)


def _external(url: str) -> bool:
    url = url.strip()
    if url.startswith("//"):
        url = "https:" + url
    parsed = urlparse(url)
    return parsed.scheme in ("http", "https") and (parsed.hostname or "") not in LOCAL_HOSTS


# nbconvert's mermaid loader (in every notebook page mkdocs-jupyter renders) names a CDN host, but imports from it
# only when the page holds a mermaid diagram (``.jp-Mermaid > pre.mermaid``); on a page with none it is a mention,
# not a fetch (and the CSP, script-src 'self', would block the import). The browser tests visit those pages and
# fail on any request that leaves 127.0.0.1 (tests/browser/test_numbers.py).
_MERMAID_LOADER = re.compile(
    r'<script type="module">\s*document\.addEventListener\("DOMContentLoaded", async \(\) => \{\s*'
    r'const diagrams = document\.querySelectorAll\("\.jp-Mermaid > pre\.mermaid"\);\s*'
    r"// do not load mermaidjs if not needed\s*if \(!diagrams\.length\) \{\s*return;\s*\}.*?</script>",
    re.S,
)


def _without_inert_loaders(text: str) -> str:
    """The page without nbconvert's mermaid loader when the page has no mermaid diagram to load it for."""
    if 'class="jp-Mermaid' in text or 'jp-Mermaid"' in text:
        return text
    return _MERMAID_LOADER.sub("", text)


def test_no_external_resource_is_fetched(site: Path) -> None:
    bad: list[str] = []
    for page in _pages(site):
        d = _doc(page)
        rel = page.relative_to(site)
        for tag, attrs in d.tags:
            if tag == "a":
                continue
            for name, value in attrs.items():
                urls = [value]
                if name == "srcset":
                    urls = [part.strip().split(" ")[0] for part in value.split(",")]
                if name in _FETCH_ATTRS or (
                    tag == "link" and name == "href" and attrs.get("rel") not in ("canonical", "alternate")
                ):
                    bad += [f"{rel}: <{tag} {name}={u}>" for u in urls if _external(u)]
                if name == "style":
                    bad += [f"{rel}: style url({m})" for m in _CSS_URL.findall(value) for u in m if u and _external(u)]
        for css in d.styles:
            bad += [f"{rel}: <style> {u}" for m in _CSS_URL.findall(css) for u in m if u and _external(u)]
        text = _without_inert_loaders(page.read_text(encoding="utf-8"))
        bad += [f"{rel}: mentions {h}" for h in _CDN_HOSTS if h in text]
    for css in site.rglob("*.css"):
        text = css.read_text(encoding="utf-8", errors="replace")
        bad += [f"{css.relative_to(site)}: {u}" for m in _CSS_URL.findall(text) for u in m if u and _external(u)]
        bad += [f"{css.relative_to(site)}: mentions {h}" for h in _CDN_HOSTS[:2] if h in text]
    for js in [*site.rglob("*.js"), *site.rglob("*.mjs")]:
        text = js.read_text(encoding="utf-8", errors="replace")
        bad += [f"{js.relative_to(site)}: fetches {u}" for u in _JS_FETCH.findall(text) if _external(u)]
    assert not bad, "external requests:\n" + "\n".join(bad[:40])


def test_the_external_url_check_catches_what_it_should() -> None:
    # the detector itself: fetched resources on other hosts are caught, local ones and links are not
    assert _external("https://fonts.googleapis.com/css?family=Roboto")
    assert _external("//cdn.jsdelivr.net/x.js")
    assert not _external("http://127.0.0.1:8000/assets/x.js")
    assert not _external("../assets/x.js")
    assert _CSS_URL.findall("@import url('https://fonts.googleapis.com/css');")
    assert _JS_FETCH.findall('importScripts("https://cdn.jsdelivr.net/pyodide/pyodide.js")')
    # a mention in the conditional mermaid loader of a page without diagrams is not a fetch; a fetch stays caught
    loader = (
        '<script type="module">\n  document.addEventListener("DOMContentLoaded", async () => {\n'
        '    const diagrams = document.querySelectorAll(".jp-Mermaid > pre.mermaid");\n'
        "    // do not load mermaidjs if not needed\n    if (!diagrams.length) {\n      return;\n    }\n"
        '    const mermaid = (await import("https://cdnjs.cloudflare.com/ajax/libs/mermaid/x.mjs")).default;\n'
        "  });\n</script>"
    )
    assert "cdnjs.cloudflare.com" not in _without_inert_loaders(f"<p>text</p>{loader}")
    assert "cdnjs.cloudflare.com" in _without_inert_loaders(
        f'<div class="jp-Mermaid"><pre class="mermaid">a</pre></div>{loader}'
    )
    assert "cdnjs" in _without_inert_loaders('<script src="https://cdnjs.cloudflare.com/x.js"></script>')


def test_material_loads_no_google_fonts_and_no_repo_api(site: Path) -> None:
    index = (site / "index.html").read_text(encoding="utf-8")
    assert "fonts.googleapis" not in index and "fonts.gstatic" not in index
    assert "md-source" not in index  # no repository widget (it would call api.github.com)


def test_internal_links_are_relative(site: Path) -> None:
    """The built site works from any static host and any folder: no root-absolute URLs (404.html excepted)."""
    bad = []
    for page in _pages(site):
        if page.name == "404.html":
            continue
        for tag, attrs in _doc(page).tags:
            for name in ("href", "src"):
                value = attrs.get(name, "")
                if value.startswith("/") and not value.startswith("//"):
                    bad.append(f"{page.relative_to(site)}: <{tag} {name}={value}>")
    assert not bad, "\n".join(bad[:20])


def test_relative_links_and_resources_resolve(site: Path) -> None:
    """Every relative href/src in the built pages points at a file of the site (so the zip works anywhere)."""
    bad = []
    for page in _pages(site):
        if page.name == "404.html":
            continue
        for tag, attrs in _doc(page).tags:
            for name in ("href", "src"):
                value = attrs.get(name, "")
                if (
                    not value
                    or value.startswith(("#", "data:", "mailto:", "javascript:", "blob:"))
                    or re.match(r"^[a-z]+:", value)
                    or value.startswith("//")
                ):
                    continue
                path = value.split("#", 1)[0].split("?", 1)[0]
                if not path:
                    continue
                target = (page.parent / path).resolve()
                if path.endswith("/") or target.is_dir():
                    target = target / "index.html"
                if not target.is_file():
                    bad.append(f"{page.relative_to(site)}: <{tag} {name}={value}>")
                elif tag == "a" and "#" in value and target.suffix == ".html":
                    frag = value.split("#", 1)[1]
                    ids = {a.get("id") for _, a in _doc(target).tags}
                    state = "=" in frag  # a state the page's script reads (#r=visp&o=...: house rules), no anchor
                    if frag and not state and frag not in ids:
                        bad.append(f"{page.relative_to(site)}: <a href={value}>: no id {frag!r} there")
    assert not bad, "\n".join(bad[:30])


# ----- rule anchors, both ways ----------------------------------------------------------------------------------


@pytest.mark.parametrize("prefix", ["", "en/"])
def test_every_rule_has_its_anchor_on_its_section_page(site: Path, prefix: str) -> None:
    for section in SECTIONS:
        page = site / prefix / "rules" / section / "index.html"
        headings = _doc(page).headings
        rule_headings = {hid for level, hid, _ in headings if level == 2}
        expected = {rid for rid, r in tg.RULES.items() if r.section == section}
        missing = expected - rule_headings
        assert not missing, f"{prefix}rules/{section}/: no heading anchor for {sorted(missing)}"
        # both ways: every second-level heading on a rules page is a rule of that section
        stray = rule_headings - expected
        assert not stray, f"{prefix}rules/{section}/: headings that are not rule ids: {sorted(map(str, stray))}"
        # and no anchor that looks like a rule id is anything but a real rule id
        ids = {a.get("id", "") for _, a in _doc(page).tags}
        lookalikes = {i for i in ids if re.fullmatch(r"[a-z]+\.[a-z-]+", i)}
        assert lookalikes <= set(tg.RULES), f"unknown rule-like ids {sorted(lookalikes - set(tg.RULES))}"


@pytest.mark.parametrize("prefix", ["", "en/"])
def test_rule_headings_use_the_page_language(site: Path, prefix: str) -> None:
    for rid, r in tg.RULES.items():
        headings = _doc(site / prefix / "rules" / r.section / "index.html").headings
        text = next(t for level, hid, t in headings if hid == rid)
        assert (r.title_de if prefix == "" else r.title_en) in text


@pytest.mark.parametrize("prefix", ["", "en/"])
def test_rules_index_links_every_rule(site: Path, prefix: str) -> None:
    hrefs = {a.get("href", "") for t, a in _doc(site / prefix / "rules" / "index.html").tags if t == "a"}
    for rid, r in tg.RULES.items():
        assert f"{r.section}/#{rid}" in hrefs, f"rules index does not link {rid}"


@pytest.mark.parametrize("prefix", ["", "en/"])
def test_widget_placeholders_with_fallback(site: Path, prefix: str) -> None:
    for section, widget in (("deal", "deal"), ("auction", "play"), ("pay", "scoring")):
        html = (site / prefix / "rules" / section / "index.html").read_text(encoding="utf-8")
        m = re.search(r'<div class="troggu-widget" data-widget="%s"[^>]*>(.*?)</div>' % widget, html, re.S)
        assert m and "JavaScript" in m.group(1), f"{prefix}rules/{section}: no {widget} widget with a fallback"


def test_no_placeholder_left_unexpanded(site: Path) -> None:
    for page in _pages(site):
        text = page.read_text(encoding="utf-8")
        assert "troggu-stash" not in text, page.relative_to(site)
        assert "troggu:" not in re.sub(r"<(script|code|pre)\b.*?</\1>", "", text, flags=re.S), page.relative_to(site)


# ----- tables generated from the engine -------------------------------------------------------------------------


def _cells(page: Path) -> dict[tuple[str, str], str]:
    """The village table: (ruleset, field) -> visible text of the value span and the rest of its cell."""
    html = page.read_text(encoding="utf-8")
    out = {}
    for m in re.finditer(
        r'<td><span class="troggu-value" data-ruleset="([^"]+)" data-field="([^"]+)" data-value="([^"]*)">(.*?)</td>',
        html,
        re.S,
    ):
        text = re.sub(r"<[^>]+>", " ", m.group(4))
        out[(m.group(1), m.group(2))] = re.sub(r"\s+", " ", text.replace("&#x27;", "'").replace("&amp;", "&")).strip()
    return out


@pytest.mark.parametrize("prefix", ["", "en/"])
def test_village_table_matches_the_rulesets(site: Path, prefix: str) -> None:
    import html as _html

    cells = _cells(site / prefix / "variations" / "index.html")
    fields = [f.name for f in dataclasses.fields(tg.Ruleset) if f.name not in ("name", "title", "citations", "house")]
    assert set(cells) == {(rs.name, f) for rs in tg.RULESETS.values() for f in fields}
    for rs in tg.RULESETS.values():
        for f in fields:
            text = _html.unescape(cells[(rs.name, f)])
            value = getattr(rs, f)
            if f == "players":
                assert text.startswith(f"{value[0]}–{value[-1]}")
            elif f == "layouts":
                for n, layouts in value:
                    for lay in layouts:
                        assert f"{lay.hand} + Tapp {lay.tapp}" in text, (rs.name, n, str(lay))
            elif isinstance(value, int):
                assert text.startswith(str(value)), (rs.name, f, text)
            else:
                assert value.value in text.split(), (rs.name, f, text)
            # the citation in the page's language: German pages show its translation from the engine's catalogue
            from troggu_core.i18n import gettext

            cite = gettext(rs.citation(f), "de") if prefix == "" else rs.citation(f)
            assert _html.unescape(cite).replace("&#x27;", "'") in text, (rs.name, f)


@pytest.mark.parametrize("prefix", ["", "en/"])
def test_layout_table_lists_every_layout(site: Path, prefix: str) -> None:
    import html as _html

    text = _html.unescape((site / prefix / "variations" / "index.html").read_text(encoding="utf-8"))
    for rs in tg.RULESETS.values():
        for n in rs.players:
            for lay in rs.layouts_for(n):
                assert f"<code>{lay}</code>" in text


@pytest.mark.parametrize("lang", ["de", "en"])
def test_cards_page_shows_all_78_cards_with_their_names(site: Path, lang: str) -> None:
    page = site / ("en/" if lang == "en" else "") / "cards" / "index.html"
    faces = _doc(page).svgs
    codes = {f["data-card"] for f in faces}
    assert codes == {c.code for c in tg.DECK_78}
    for f in faces:
        card = tg.Card.parse(f["data-card"])
        assert f["aria-label"] == svg.card_label(card, lang)
    text = page.read_text(encoding="utf-8")
    import html as _html

    text = _html.unescape(text)
    for card in tg.DECK_78:
        assert card.names.german in text and card.names.english in text
        if card.names.french and card.is_trump:
            assert card.names.french in text
    for card in tg.REMOVED_CARDS:
        assert card.code in text


# ----- accessibility --------------------------------------------------------------------------------------------


def test_every_card_image_and_img_has_a_text_alternative(site: Path) -> None:
    count = 0
    for page in _pages(site):
        d = _doc(page)
        for face in d.svgs:
            count += 1
            assert face.get("role") == "img", page
            assert face.get("aria-label"), page
            assert face.get("_title") == face.get("aria-label"), page
        for tag, attrs in d.tags:
            if tag == "img":
                assert "alt" in attrs, f"{page.relative_to(site)}: <img src={attrs.get('src')}> without alt"
    assert count > 78 * 2  # the card pages alone show every card in both languages


def test_html_lang_attributes(site: Path) -> None:
    """Every page names its language, the two 404 pages included (German at the root, English under en/)."""
    pages = _pages(site)
    assert site / "404.html" in pages and site / "en" / "404.html" in pages
    for page in pages:
        lang = next(a.get("lang") for t, a in _doc(page).tags if t == "html")
        assert lang == _lang_of(site, page), page.relative_to(site)


def test_headings_in_order(site: Path) -> None:
    """One h1 per page, first, and no level skipped (h2 -> h4) anywhere on the site, the 404 pages included."""
    for page in _pages(site):
        levels = [lvl for lvl, _, _ in _doc(page).headings]
        content = levels[levels.index(1) :] if 1 in levels else levels
        name = page.relative_to(site)
        assert content and content[0] == 1, f"{name}: no h1 first"
        assert content.count(1) == 1, f"{name}: several h1"
        for a, b in zip(content, content[1:]):
            assert b <= a + 1, f"{name}: heading level jumps from h{a} to h{b}"


def test_every_page_shows_version_and_date(site: Path) -> None:
    for page in _pages(site):
        if page.name == "404.html":
            continue
        text = page.read_text(encoding="utf-8")
        m = re.search(r'class="troggu-footer-version">([^<]*)<', text)
        assert m, page.relative_to(site)
        assert tg.__version__ in m.group(1) and re.search(r"\d{4}-\d\d-\d\d", m.group(1))


# ----- archive, search, print -----------------------------------------------------------------------------------


def test_archive_zip_holds_the_whole_site(site: Path) -> None:
    """Issue 23: every file of the built site, the runtime's own python_stdlib.zip included (it once dropped every
    .zip, and each widget of the unpacked site failed), with the citation, the licences and how to open it."""
    archive = site / f"troggu-site-{tg.__version__}.zip"
    assert archive.is_file()
    with zipfile.ZipFile(archive) as zf:
        names = set(zf.namelist())
        assert zf.testzip() is None
        top = f"troggu-site-{tg.__version__}/"
        # the site's copy: the repository's file with the build's url and date (issue 35, test_site_cite.py)
        assert zf.read(top + "CITATION.cff") == (site / "CITATION.cff").read_bytes()
        assert zf.read(top + "LICENSE") == (ROOT / "LICENSE").read_bytes()
        licences = zf.read(top + "LICENCES.txt").decode("utf-8")
        assert "CC BY-SA 4.0" in licences and "MPL-2.0" in licences  # the texts' licence and Pyodide's
        assert "python3 -m http.server" in zf.read(top + "README.txt").decode("utf-8")
    for page in [
        "index.html",
        "en/index.html",
        "rules/play/index.html",
        "en/rules/play/index.html",
        "search/search_index.json",
        "sitemap.xml",
        "sw.js",
        "manifest.webmanifest",
        "en/manifest.webmanifest",
    ]:
        assert top + page in names
    manifest = json.loads((site / "assets" / "pyodide" / "troggu.json").read_text(encoding="utf-8"))
    for runtime_file in ["python_stdlib.zip", "pyodide.asm.wasm", "pyodide.mjs"]:
        assert f"{top}assets/pyodide/{manifest['runtime']}{runtime_file}" in names
    assert f"{top}assets/pyodide/{manifest['wheel']}" in names
    built = {p.relative_to(site).as_posix() for p in site.rglob("*") if p.is_file() and p != archive}
    assert {n[len(top) :] for n in names} == built
    for prefix in ("", "en/"):
        cite = (site / prefix / "cite" / "index.html").read_text(encoding="utf-8")
        href = re.search(r'href="([^"]*troggu-site-[^"]*\.zip)"', cite)
        assert href and (site / prefix / "cite" / href.group(1)).resolve() == archive.resolve()


def test_web_app_manifest_per_language_linked_from_every_page(site: Path) -> None:
    """Issue 23: installable: a manifest per language (name, start URL, colours, icons drawn from the card art)."""
    for lang, folder in (("de", site), ("en", site / "en")):
        m = json.loads((folder / "manifest.webmanifest").read_text(encoding="utf-8"))
        assert m["lang"] == lang and m["start_url"] == "./" and m["display"] == "standalone"
        assert m["name"].startswith("Troggu") and m["theme_color"] and m["background_color"]
        sizes = {(i["sizes"], i.get("purpose", "any")) for i in m["icons"]}
        assert {("192x192", "any"), ("512x512", "any"), ("512x512", "maskable")} <= sizes
        for icon in m["icons"]:
            assert (folder / icon["src"]).resolve().is_file(), icon["src"]
    for page in _pages(site):
        text = page.read_text(encoding="utf-8")
        link = re.search(r'<link rel="manifest" href="([^"]+)"', text)
        assert link, page.relative_to(site)
        want = "en/manifest.webmanifest" if _lang_of(site, page) == "en" else "manifest.webmanifest"
        href = link.group(1)  # relative, or absolute from the site's root on the 404 pages
        target = site / href.lstrip("/") if href.startswith("/") else page.parent / href
        assert target.resolve() == (site / want).resolve(), page.relative_to(site)


def test_app_icon_is_the_engines_narr() -> None:
    """The committed icon is drawn from the engine's current card art (scripts/icons.py redraws it)."""
    sys.path.insert(0, str(ROOT / "scripts"))
    try:
        import icons
    finally:
        sys.path.remove(str(ROOT / "scripts"))
    assert (DOCS / "assets" / "icons" / "icon.svg").read_text(encoding="utf-8") == icons.icon_svg()


def test_service_worker_precaches_every_page_and_the_runtime(site: Path) -> None:
    """Issue 23: sw.js (workbox-build) keeps every page of both languages, the runtime and the engine's wheel;
    the URLs that name their content are kept without a revision (the runtime worker may fill them in)."""
    sw = (site / "sw.js").read_text(encoding="utf-8")
    entries = dict(re.findall(r'\{url:"([^"]+)",revision:(null|"[0-9a-f]+")\}', sw))
    assert entries, "no precache manifest in sw.js"
    pages = {p.relative_to(site).as_posix() for p in _pages(site)}
    assert pages <= set(entries), sorted(pages - set(entries))[:5]
    manifest = json.loads((site / "assets" / "pyodide" / "troggu.json").read_text(encoding="utf-8"))
    runtime = [
        f"assets/pyodide/{manifest['runtime']}{n}"
        for n in ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip")
    ]
    # issue 38: the runtime's own lock (every Pyodide package) is neither shipped nor precached; the site's lock
    # beside the wheel takes its place
    assert not (site / "assets" / "pyodide" / manifest["runtime"] / "pyodide-lock.json").exists()
    assert not any(u.endswith(f"{manifest['runtime']}pyodide-lock.json") for u in entries)
    for url in [
        *runtime,
        f"assets/pyodide/{manifest['wheel']}",
        *(f"assets/pyodide/{n}" for n in manifest["meta"].values()),
    ]:
        assert entries.get(url) == "null", url
    for url in [
        "assets/pyodide/troggu.json",
        "javascripts/troggu-worker.js",
        "javascripts/troggu-runtime.js",
        "search/search_index.json",
        "en/search/search_index.json",
        "sitemap.xml",
        "en/sitemap.xml",
        "manifest.webmanifest",
        "assets/icons/icon-192.png",
    ]:
        assert entries.get(url, "null") != "null", url  # checked by its revision
    assert not any(u.endswith((".map", ".gz")) or u.startswith("troggu-site-") for u in entries)
    # the runtime's sizes, for the progress bar, are those of the files served
    for path, size in manifest["sizes"].items():
        assert (site / "assets" / "pyodide" / path).stat().st_size == size


def test_csp_lets_only_the_sites_own_workers_run(site: Path) -> None:
    """The runtime worker, the service worker and Material's search worker come from the site itself; the page
    compiles no WebAssembly (the runtime worker does, under its own policy)."""
    text = (site / "en" / "play" / "index.html").read_text(encoding="utf-8")
    csp = re.search(r'<meta http-equiv="Content-Security-Policy" content="([^"]+)"', text)
    assert csp
    rules = dict(d.strip().split(" ", 1) for d in csp.group(1).split(";"))
    assert rules["worker-src"] == "'self'" and rules["manifest-src"] == "'self'"
    assert "'wasm-unsafe-eval'" not in rules["script-src"] and "'unsafe-inline'" not in rules["script-src"]


def search_index(site: Path, prefix: str) -> dict[str, Any]:
    """A language's whole search index: the file its stub ``search/search_index.json`` names (docs_hooks/offline.py
    moved it there, so that a page loads it on the first search only)."""
    stub = json.loads((site / prefix / "search" / "search_index.json").read_text(encoding="utf-8"))
    workers = site / "assets" / "javascripts" / "workers"
    return dict(json.loads((workers / stub["config"]["troggu_full"]).resolve().read_text(encoding="utf-8")))


def test_search_index_is_local_one_per_language(site: Path) -> None:
    """Each language searches its own pages (issue 12): the German index holds the German pages, the English
    index (under en/, its locations relative to en/) the English ones, each configured for its language only."""
    de = search_index(site, "")
    en = search_index(site, "en")
    assert de["config"]["lang"] == ["de"] and en["config"]["lang"] == ["en"]
    de_titles = {d["location"]: d["title"] for d in de["docs"]}
    en_titles = {d["location"]: d["title"] for d in en["docs"]}
    assert not any(loc.startswith("en/") for loc in de_titles)  # no English page in the German index
    # the same page in both indexes, each with its own language's title
    assert de_titles["rules/play/"] == "Spielablauf" and en_titles["rules/play/"] != "Spielablauf"


def test_reading_pages_load_the_search_index_on_the_first_search(site: Path) -> None:
    """Issue 25: what Material fetches on a first page load is a small stub; every page's search worker is the
    wrapper that fetches the whole index (in its own language) on the first query."""
    for prefix in ("", "en/"):
        stub = site / prefix / "search" / "search_index.json"
        assert stub.stat().st_size < 1000 and json.loads(stub.read_text(encoding="utf-8"))["docs"] == []
        assert search_index(site, prefix)["docs"]
    wrappers = list((site / "assets" / "javascripts" / "workers").glob("troggu-search.*.js"))
    assert len(wrappers) == 1
    material = re.search(r'importScripts\("(search\.[0-9a-f]+\.min\.js)"\)', wrappers[0].read_text(encoding="utf-8"))
    assert material and (wrappers[0].parent / material.group(1)).is_file()
    for page in _pages(site):
        config = re.search(
            r'<script id="__config" type="application/json">(.*?)</script>', page.read_text(encoding="utf-8"), re.S
        )
        if config:
            assert json.loads(config.group(1))["search"].endswith("/" + wrappers[0].name), page.relative_to(site)


@pytest.mark.parametrize("prefix", ["", "en/"])
def test_print_edition_has_every_rule(site: Path, prefix: str) -> None:
    ids = {hid for _, hid, _ in _doc(site / prefix / "print" / "index.html").headings}
    assert set(tg.RULES) <= ids


def test_sitemaps_list_every_page_each_language_its_own(site: Path) -> None:
    """The root sitemap lists every built page (the notebooks of numbers/ included, which MkDocs leaves out), each
    with its German and English alternate; en/sitemap.xml (the English pages' instant navigation) only the English
    ones."""
    import gzip

    text = (site / "sitemap.xml").read_text(encoding="utf-8")
    assert gzip.decompress((site / "sitemap.xml.gz").read_bytes()).decode("utf-8") == text
    locs = re.findall(r"<loc>([^<]*)</loc>", text)
    root = min(locs, key=len)
    pages = {p.parent.relative_to(site).as_posix() + "/" for p in site.rglob("index.html")}
    pages = {("" if p == "./" else p) for p in pages if not p.startswith(("assets/", "search/"))}
    assert pages == {loc[len(root) :] for loc in locs}
    assert "numbers/tapp-value/" in pages and "en/numbers/tapp-value/" in pages
    for entry in re.findall(r"<url>.*?</url>", text, flags=re.S):
        assert 'hreflang="de"' in entry and 'hreflang="en"' in entry, entry
    en = re.findall(r"<loc>([^<]*)</loc>", (site / "en" / "sitemap.xml").read_text(encoding="utf-8"))
    assert en and all(loc.startswith(root + "en/") for loc in en)
    assert {loc[len(root) :] for loc in en} == {p for p in pages if p.startswith("en/")}


def test_kernel_page_shows_what_each_game_takes_from_the_kernel(site: Path) -> None:
    """The reference page on the shared kernel: the table of kernel modules per game is read from the code (the
    five games implement the state protocol, Troggu keeps its own trick rules), in both languages."""
    sys.path.insert(0, str(ROOT / "docs_hooks"))
    import kernel_table

    used = kernel_table.kernel_usage()
    assert {"codes", "deck", "shuffle", "counting"} <= used["troggu"] and "tricks" not in used["troggu"]
    assert all({"codes", "tricks", "state", "registry"} <= used[g] for g in ("troccas", "grosstarock", "french-tarot"))
    assert all("state" in used[g] for g in used) and set(used) == set(tg.GAMES)
    for prefix, yes, head in (("", "ja", "Französisches Tarot zu dritt"), ("en/", "yes", "French Tarot")):
        page = (site / prefix / "reference" / "kernel" / "index.html").read_text(encoding="utf-8")
        table = re.search(r'<table class="troggu-table troggu-kernel">.*?</table>', page, re.S)
        assert table and head in table.group(0)
        rows = re.findall(r"<tr><td><code>kernel\.(\w+)</code></td><td>[^<]*</td>(.*?)</tr>", table.group(0))
        assert [name for name, _ in rows] == list(kernel_table._KERNEL_MODULES)
        for name, cells in rows:
            marks = re.findall(r"<td>([^<]*)</td>", cells)
            assert marks == [yes if name in used[gid] else "–" for gid in tg.GAMES], name
        assert 'class="doc' in page  # the modules' reference from their docstrings


def test_every_page_carries_the_content_security_policy(site: Path) -> None:
    """Issue 27: en/404.html was the only page of 124 without the CSP (it is written after the policy was added)."""
    sys.path.insert(0, str(ROOT / "docs_hooks"))
    import pyodide_assets

    pages = [p for p in _pages(site) if "assets/pyodide" not in p.as_posix()]
    assert site / "en" / "404.html" in pages and site / "404.html" in pages
    missing, unhashed = [], []
    for page in pages:
        text = page.read_text(encoding="utf-8")
        meta = re.search(r'<meta http-equiv="Content-Security-Policy" content="([^"]+)"', text)
        if meta is None:
            missing.append(str(page.relative_to(site)))
            continue
        unhashed += [
            f"{page.relative_to(site)}: {d}"
            for d in pyodide_assets.inline_script_hashes(text)
            if d not in meta.group(1)
        ]
    assert not missing, missing
    assert not unhashed, unhashed[:5]


def test_the_english_404_page_takes_the_policy_of_the_german_one(tmp_path: Path) -> None:
    sys.path.insert(0, str(ROOT / "docs_hooks"))
    import site_languages

    meta = '<meta http-equiv="Content-Security-Policy" content="default-src \'self\'">\n'
    (tmp_path / "404.html").write_text(f'<html><head><meta charset="utf-8">\n{meta}<title>x</title></head></html>')
    out = site_languages.with_csp_of(
        '<html><head><meta charset="utf-8">\n<title>404</title></head></html>', tmp_path / "404.html"
    )
    assert out == f'<html><head><meta charset="utf-8">\n{meta}<title>404</title></head></html>'
    assert site_languages.with_csp_of(out, tmp_path / "404.html").count("Content-Security-Policy") == 1
