"""MkDocs hook (site languages): one search index, site base, sitemap and 404 page per language.

mkdocs-static-i18n builds the languages one after the other into one site folder; after the last
(``on_post_build``, priority -200) the search index is split by language, the English pages get their own site
base and sitemap, and the English 404 page is written to ``en/404.html``. The archive
``troggu-site-<version>.zip`` is written after it by docs_hooks/offline.py.
"""

from __future__ import annotations

import gzip
import json
import logging
import posixpath
import re
from pathlib import Path
from typing import Any

from mkdocs.plugins import event_priority


log = logging.getLogger("mkdocs.hooks.site_languages")


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
