"""Docs placeholder (docs_hooks/placeholders.py) and MkDocs hook: the recorded variants (issue 34), rendered on the page
"Gespielte Varianten" / "Variants as played", and the English composer at its English address.

Every file of ``variants/`` is a village's or a table's rules in the ``troggu-ruleset/1`` format
(:mod:`troggu_core.kernel.ruleset_format`), read and checked by the engine at build time. The placeholder
``<!-- troggu:variants-table [game=G] -->`` becomes a table of the files of one game (``game=``, else the registry's
default game, the site's own): one row per file (the game's named rulesets first, in its order), with place, year and
source, and each of the game's options compared with its default ruleset (Troggu's Visp): the value in words where
it differs, "wie Visp" where it does not, and two links: the score pad and the composer opened with those rules (the
link the composer writes, ``#r=…&o=…``). Nothing on the page is typed by hand: the values, their meanings, the
options' and the rulesets' names are the engine's.
"""

from __future__ import annotations

import gzip
import json
import os
import posixpath
import re
import shutil
from pathlib import Path
from typing import Any, Callable

import site_markup as mk
from mkdocs.plugins import event_priority
from troggu_core.kernel.jsonio import read_json
from troggu_core.kernel.registry import GAMES, GameInfo, game
from troggu_core.kernel.ruleset_format import HouseRules, house_from_json
from troggu_core.web.house_rules import house_query

__all__ = ["VARIANTS", "EXPANDERS", "load_variants", "render_table", "render_variants_table"]

VARIANTS = Path(__file__).resolve().parent.parent / "variants"
"""The folder of recorded variants, one JSON file each."""

COMPOSER = {"de": "hausregeln", "en": "house-rules"}
"""The composer's address in each language (the English page at its English address: :func:`on_post_build`)."""

_SEED = re.compile(r"\b(\d{3})\b")


def load_variants(folder: Path = VARIANTS) -> list[tuple[str, HouseRules]]:
    """Every file of the folder read and checked by the engine, each game's named rulesets first (in the game's
    order; the villages of the sources for Troggu), the other files by name: ``(file stem, rules)``.

    Raises:
        RecordError: a file that is not valid house rules (the rule, and where in the file).
    """
    read = [(p.stem, house_from_json(read_json(p.read_bytes()))) for p in sorted(folder.glob("*.json"))]
    return sorted(read, key=lambda row: (_rank(row[0], game(row[1].game)), row[0]))


def _rank(stem: str, info: GameInfo) -> int:
    """A file's place among the first rows: its name's place among the game's named rulesets, else after them."""
    return info.rulesets.index(stem) if stem in info.rulesets else len(info.rulesets)


def _value(info: GameInfo, option: str, value: Any, lang: str) -> str:
    """A value in words (the engine's reading) with the value as the engine writes it."""
    readings = info.options.OPTION_READINGS.get(option, {})
    key = tuple(value) if isinstance(value, list) else value
    reading = readings.get(key)
    shown = json.dumps(value, ensure_ascii=False) if not isinstance(value, str) else value
    if reading is None:
        return f"<code>{mk.e(shown)}</code>"
    return f"{mk.e(reading.label(lang))}<br><code>{mk.e(shown)}</code>"


def _source(text: str, lang: str, sources_href: str) -> str:
    """Who reported the rules: a source document's code links to its entry on the sources page."""
    if not sources_href:
        return mk.e(text)
    return _SEED.sub(lambda m: f'<a href="{sources_href}#source-{m.group(1)}">{m.group(1)}</a>', mk.e(text))


def render_table(
    lang: str, variants: list[tuple[str, HouseRules]] | None = None, sources_href: str = "", game_id: str = ""
) -> str:
    """The comparison table of the recorded variants of a game (``game_id``, else the registry's default game)
    against its default ruleset, option by option."""
    info = game(game_id or GAMES.default)
    base = info.default_ruleset
    base_options = info.options.parse_ruleset(base).options()
    titles = info.options.OPTION_TITLES
    as_base = mk.e(info.options.TITLES[base].render(lang))
    rows_in = [(stem, hr) for stem, hr in (variants if variants is not None else load_variants()) if hr.game == info.id]
    head = [mk.t(lang, "Variante", "Variant"), mk.t(lang, "Ort", "Place"), mk.t(lang, "Jahr", "Year")]
    head += [mk.t(lang, "Quelle", "Source")] + [mk.e(titles[o].render(lang)) for o in base_options]
    rows = []
    for stem, hr in rows_in:
        values = hr.ruleset().options()
        query = mk.e(house_query(hr))
        links = (
            f'<br><a href="../score/#{query}" data-action="score">{mk.t(lang, "Punkte schreiben", "Keep score")}</a>'
            f' · <a href="../{COMPOSER[lang]}/#{query}" data-action="compose">{mk.t(lang, "anpassen", "adapt")}</a>'
        )
        cells = [
            f"<strong>{mk.e(hr.name or stem)}</strong><br><small><code>{mk.e(hr.id)}</code></small>{links}",
            mk.e(hr.place) or "–",
            mk.e(hr.year) if hr.year is not None else "–",
            _source(hr.reported_by, lang, sources_href) or "–",
        ]
        for option, value in values.items():
            same = json.dumps(value) == json.dumps(base_options[option])
            text = (
                mk.t(lang, f"wie {as_base}", f"as in {as_base}")
                if same and stem != base
                else _value(info, option, value, lang)
            )
            cls = "troggu-same" if same else "troggu-differs"
            data = mk.e(json.dumps(value, ensure_ascii=False))
            cells.append(
                f'<span class="{cls}" data-variant="{mk.e(stem)}" data-option="{option}" data-value="{data}">'
                f"{text}</span>"
            )
        rows.append(cells)
    return mk.table(head, rows, "troggu-table troggu-variants")


def _sources_href(page: Any) -> str:
    """The sources page relative to this page (raw HTML: Markdown links are not resolved inside it)."""
    prefix = "en/" if page.file.dest_uri.startswith("en/") else ""
    return os.path.relpath(f"{prefix}sources/", start=page.url or ".").replace(os.sep, "/") + "/"


def render_variants_table(lang: str, page: Any, game: str = "") -> str:
    """``<!-- troggu:variants-table [game=G] -->``: :func:`render_table` of every recorded variant of the game,
    linking the sources page."""
    return render_table(lang, sources_href=_sources_href(page), game_id=game)


EXPANDERS: dict[str, Callable[..., str]] = {"variants-table": render_variants_table}
"""The variants page's placeholder (docs_hooks/placeholders.py)."""


# ---------------------------------------------------------------- the English composer at its English address
EN_OLD, EN_NEW = "en/hausregeln/", "en/house-rules/"
"""The English composer as the i18n plugin builds it (the German file name) and at its English address."""

_HREF = re.compile(r'(href=")([^"#?]*)([^"]*")')


def english_links(output: str, page_url: str) -> str:
    """Every link of a page that leads to the English composer (``en/hausregeln/``) made to lead to its English
    address (``en/house-rules/``), relative as before.

    >>> english_links('<a href="../hausregeln/">x</a> <a href="../../hausregeln/">y</a>', "en/variants/")
    '<a href="../house-rules/">x</a> <a href="../../hausregeln/">y</a>'
    """
    here = "/" + page_url

    def fix(m: re.Match[str]) -> str:
        href = m.group(2)
        if not href or "://" in href or href.startswith(("mailto:", "data:")):
            return m.group(0)
        target = posixpath.normpath(posixpath.join(posixpath.dirname(here if here.endswith("/") else here), href))
        if target.lstrip("/") + "/" != EN_OLD and target.lstrip("/") != EN_OLD + "index.html":
            return m.group(0)
        new = posixpath.relpath("/" + EN_NEW, here if here.endswith("/") else posixpath.dirname(here)) + "/"
        return m.group(1) + new + m.group(3)

    return _HREF.sub(fix, output)


def on_post_page(output: str, page: Any, config: Any) -> str:
    return english_links(output, page.url or "")


@event_priority(-250)  # after site_languages.py (-200) split the sitemap and the search index by language, before
# offline.py (-300) lists every file for the service worker and the archive
def on_post_build(config: Any) -> None:
    """One English composer, at ``en/house-rules/``: the page the i18n plugin builds at ``en/hausregeln/`` (the German
    file name) moved there, its canonical link with it, and the sitemaps and the English search index naming that
    address. ``en/hausregeln/`` does not exist: every link of the pages leads to the English address
    (:func:`english_links`), the language switch to each page's own translation (overrides/main.html)."""
    plugin = config.plugins.get("i18n")
    if getattr(plugin, "building", False):
        return  # a nested per-language build: the outer build does this once every language is built
    site = Path(config["site_dir"])
    old = site / EN_OLD / "index.html"
    if old.exists():
        text = old.read_text(encoding="utf-8")
        base = str(config.get("site_url") or "")
        if base:
            text = text.replace(f'rel="canonical" href="{base}{EN_OLD}"', f'rel="canonical" href="{base}{EN_NEW}"')
        new = site / EN_NEW / "index.html"
        new.parent.mkdir(parents=True, exist_ok=True)
        new.write_text(text, encoding="utf-8")
        shutil.rmtree(old.parent)
    for sitemap in (site / "sitemap.xml", site / "en" / "sitemap.xml"):
        if sitemap.exists():
            _write_sitemap(sitemap, english_address(sitemap.read_text(encoding="utf-8")))
    index = site / "en" / "search" / "search_index.json"
    if index.exists():
        data = json.loads(index.read_text(encoding="utf-8"))
        old_loc, new_loc = EN_OLD.removeprefix("en/"), EN_NEW.removeprefix("en/")
        for doc in data.get("docs", []):
            if doc["location"].startswith(old_loc):
                doc["location"] = new_loc + doc["location"][len(old_loc) :]
        index.write_text(json.dumps(data, ensure_ascii=False, separators=(",", ":")), encoding="utf-8")


def english_address(xml: str) -> str:
    """A sitemap naming the English composer at its English address: its own entry's and the German composer's
    English alternate (``en/hausregeln/`` nowhere).

    >>> english_address('<loc>https://x.org/t/en/hausregeln/</loc> hreflang="en" href="https://x.org/t/en/hausregeln/"')
    '<loc>https://x.org/t/en/house-rules/</loc> hreflang="en" href="https://x.org/t/en/house-rules/"'
    """
    return re.sub("(?<=/)" + re.escape(EN_OLD) + '(?=[<"])', EN_NEW, xml)


def _write_sitemap(path: Path, text: str) -> None:
    """A sitemap and its ``.gz`` beside it (no time stamp in the gzip: the same build, the same bytes)."""
    path.write_text(text, encoding="utf-8")
    with (
        open(path.with_name(path.name + ".gz"), "wb") as raw,
        gzip.GzipFile(fileobj=raw, mode="wb", mtime=0, filename="") as gz,
    ):
        gz.write(text.encode("utf-8"))
