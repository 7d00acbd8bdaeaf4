"""MkDocs hook (catalogue metadata): a schema.org ``Game`` in JSON-LD on each game's pages.

Library catalogues and search engines read it to find the resource: the game's name and other names, how many
play it, where, and the sources as citations. Everything comes from the engine's registry (``GameInfo``: titles,
player counts, and its :class:`~troggu_core.kernel.registry.Catalogue`); the pages are the catalogue's ``pages``.

The block is ``<script type="application/ld+json">``: data, which the browser never runs, so the site's
Content-Security-Policy (docs_hooks/pyodide_assets.py: no inline scripts but hashed ones) leaves it alone and it
needs no hash.
"""

from __future__ import annotations

import json
import re
from typing import Any

from troggu_core.kernel.registry import GAMES, GameInfo

_SEED_CODE = re.compile(r"\d{3}")


def _src(page: Any) -> str:
    """A page's Markdown source under its German name (``index.en.md`` -> ``index.md``)."""
    return re.sub(r"\.en\.md$", ".md", str(page.file.src_uri))


def _url(site: str, lang: str, src: str) -> str:
    """The published address of a page's source (directory URLs: ``games/troccas.md`` -> ``games/troccas/``)."""
    path = re.sub(r"(^|/)index\.md$", r"\1", src)
    path = re.sub(r"\.md$", "/", path)
    return site + ("en/" if lang == "en" else "") + path


def game_of(src: str) -> GameInfo | None:
    """The game whose catalogue lists the page ``src`` (German name), if any."""
    for info in GAMES.values():
        if src in info.catalogue.pages:
            return info
    return None


def game_json_ld(info: GameInfo, lang: str, site: str) -> dict[str, Any]:
    """The schema.org ``Game`` of a game, in a language, for a site published at ``site`` (ending in ``/``)."""
    cat = info.catalogue
    name = info.title_de if lang == "de" else info.title_en
    other = [n for n in (info.title_en if lang == "de" else info.title_de, *cat.alternate_names) if n != name]
    home = _url(site, lang, cat.pages[0]) if cat.pages else site
    sources = _url(site, lang, "sources.md")
    citations = []
    for code, text in cat.sources:
        work: dict[str, Any] = {"@type": "CreativeWork", "identifier": code, "name": text}
        if _SEED_CODE.fullmatch(code):
            work["url"] = f"{sources}#source-{code}"
        citations.append(work)
    return {
        "@context": "https://schema.org",
        "@type": "Game",
        "@id": home + "#game",
        "name": name,
        "alternateName": list(dict.fromkeys(other)),
        "url": home,
        "inLanguage": lang,
        "numberOfPlayers": {
            "@type": "QuantitativeValue",
            "minValue": min(info.players),
            "maxValue": max(info.players),
        },
        "gameLocation": [{"@type": "Place", "name": p} for p in cat.places],
        "citation": citations,
    }


def script_tag(data: dict[str, Any]) -> str:
    """``data`` as a JSON-LD block (``</`` escaped, so the text cannot close the element)."""
    text = json.dumps(data, ensure_ascii=False, separators=(",", ":")).replace("</", "<\\/")
    return f'<script type="application/ld+json">{text}</script>'


def on_post_page(output: str, page: Any, config: Any) -> str:
    info = game_of(_src(page))
    if info is None or "</head>" not in output:
        return output
    lang = "en" if str(page.file.dest_uri).startswith("en/") else "de"
    site = str(config.get("site_url") or "/").rstrip("/") + "/"
    return output.replace("</head>", script_tag(game_json_ld(info, lang, site)) + "\n</head>", 1)
