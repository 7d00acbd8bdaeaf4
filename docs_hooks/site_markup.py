"""The small pieces every docs placeholder's expander writes (docs_hooks/placeholders.py): the page's language,
escaped text, tables (one row helper: :func:`table` in HTML, :func:`md_table` in Markdown), card images, and links to a rule's anchor, a source document and another page.

A rule's place on the site is the engine's: each game's ``GameInfo.rule_page`` (``rules/play/#play.follow-suit``,
``games/troccas-rules/#play.follow``); :func:`rule_anchor`, :func:`rule_md_link` and :func:`rule_url` read it, so
the pages, the facade's refusals and the anchors the rules pages carry name one address per rule.
"""

from __future__ import annotations

import datetime
import html
import os
import re
from pathlib import Path
from typing import Any, Iterable, Sequence

import troggu_core as tg
from troggu_core.games.troggu import svg
from troggu_core.kernel.registry import GAMES
from troggu_core.kernel.registry import game as game_info

CARD_W = 46  # card width in tables (px)
HAND_W = 40  # card width in examples (px)
ARCHIVE_NAME = f"troggu-site-{tg.__version__}.zip"


def _build_date() -> str:
    epoch = os.environ.get("SOURCE_DATE_EPOCH")
    if epoch:
        return datetime.datetime.fromtimestamp(int(epoch), datetime.timezone.utc).date().isoformat()
    return datetime.datetime.now(datetime.timezone.utc).date().isoformat()


BUILD_DATE = _build_date()
"""The date the site is built (``SOURCE_DATE_EPOCH`` for a reproducible build)."""


# ----- language and text --------------------------------------------------------------------------------------


def t(lang: str, de: str, en: str) -> str:
    """The German or the English text, for the page's language."""
    return de if lang == "de" else en


def e(text: object) -> str:
    """``text`` escaped for HTML (quotes included)."""
    return html.escape(str(text), quote=True)


def en_span(text: str, lang: str) -> str:
    """An English name on a German page, marked ``lang="en"`` (screen readers pronounce it as English)."""
    return f'<span lang="en">{e(text)}</span>' if lang == "de" and text else e(text)


def page_lang(page: Any) -> str:
    """The page's language, from its output path (English pages live under ``en/``)."""
    return "en" if page.file.dest_uri.startswith("en/") else "de"


def gettext(text: str, lang: str) -> str:
    """``text`` (English) in ``lang`` from the engine's message catalogue (troggu_core/locale)."""
    from troggu_core.i18n import gettext as _gettext

    return _gettext(text, lang) if text else text


def row(cells: Sequence[object], tag: str = "td") -> str:
    """One HTML table row, its cells already HTML (``tag`` ``th`` for a head row).

    >>> row(["a", "<b>b</b>"])
    '<tr><td>a</td><td><b>b</b></td></tr>'
    """
    return "<tr>" + "".join(f"<{tag}>{c}</{tag}>" for c in cells) + "</tr>"


def table(head: Sequence[object], rows: Iterable[Sequence[object]], cls: str = "troggu-table") -> str:
    """A raw HTML table on one line per row (safe inside Markdown), its cells already HTML: the site's tables
    that carry images, links or attributes Markdown cannot write (styled by ``cls``).

    >>> print(table(["n"], [[1], [2]]))
    <table class="troggu-table"><thead><tr><th>n</th></tr></thead><tbody>
    <tr><td>1</td></tr>
    <tr><td>2</td></tr>
    </tbody></table>
    """
    out = [f'<table class="{cls}"><thead>{row(head, "th")}</thead><tbody>']
    out += [row(r) for r in rows]
    out.append("</tbody></table>")
    return "\n".join(out)


def md_row(cells: Sequence[object]) -> str:
    """One Markdown table row, its cells already Markdown (a ``|`` in a cell written ``\\|``).

    >>> md_row(["`a`", 1])
    '| `a` | 1 |'
    """
    return "| " + " | ".join(str(c) for c in cells) + " |"


def md_table(head: Sequence[object], rows: Iterable[Sequence[object]], align: str = "") -> str:
    """A Markdown table (no newline at its end), its cells already Markdown: the site's plain tables, styled as
    every Markdown table of the theme. ``align="right"`` sets every column to the right (numbers).

    >>> print(md_table(["a", "b"], [[1, 2]], align="right"))
    | a | b |
    |---:|---:|
    | 1 | 2 |
    """
    rule = "|" + ("---:|" if align == "right" else "---|") * len(head)
    return "\n".join([md_row(head), rule] + [md_row(r) for r in rows])


# ----- card images --------------------------------------------------------------------------------------------

# Card images are large (inline SVG). Python-Markdown and the search plugin would parse every byte of them, which
# made the build slow; so the Markdown gets a tiny stand-in, and ``placeholders.on_post_page`` puts the images into
# the final HTML (after search indexing, which needs only the text around them).
STASH: dict[int, str] = {}
STASH_RE = re.compile(r'<div class="troggu-stash" data-n="(\d+)"></div>')
_COUNTER = [0]


def stash(html_text: str) -> str:
    """A stand-in for ``html_text``, replaced by it in the built page."""
    n = _COUNTER[0] = _COUNTER[0] + 1
    STASH[n] = html_text
    return f'<div class="troggu-stash" data-n="{n}"></div>'


def cards(shown: Any, lang: str, width: int = HAND_W) -> str:
    """A row of card images (Troggu's pictures, drawn by the engine), labelled in the language."""
    return stash(svg.cards_html(list(shown), width=width, lang=lang))


# ----- links --------------------------------------------------------------------------------------------------


def root_rel(page: Any) -> str:
    """The relative path from a page's URL to the site root (``../../``), for links to non-page files."""
    depth = page.url.count("/")
    return "../" * depth if depth else "./"


def md_link_to(page: Any, target_src: str) -> str:
    """A Markdown link target from this page to another page's source file (default-language name)."""
    here = Path(page.file.src_uri).parent
    src = re.sub(r"\.en\.md$", ".md", target_src)
    return os.path.relpath(src, start=here if str(here) != "" else ".").replace(os.sep, "/")


def rule_anchor(rule_id: str, game: str | None = None) -> tuple[str, str]:
    """Where a rule of a game (omitted: the default game, ``GAMES.default``) is explained, from the language's root:
    its page's directory and the anchor there (``("rules/play/", "play.follow-suit")``), as the game's registry
    entry says (``GameInfo.rule_page``)."""
    game = game or GAMES.default
    info = game_info(game)
    if info.rule_page is None:
        raise ValueError(f"the game {game!r} has no rules pages (GameInfo.rule_page)")
    path, _, anchor = info.rule_page(rule_id).partition("#")
    return path, anchor


def rule_md_link(page: Any, rule_id: str, game: str | None = None) -> str:
    """A Markdown link target from this page to a rule's anchor (``../rules/play.md#play.follow-suit``)."""
    path, anchor = rule_anchor(rule_id, game)
    return f"{md_link_to(page, path.rstrip('/') + '.md')}#{anchor}"


def rule_url(page: Any, rule_id: str, game: str | None = None) -> str:
    """The URL of a rule's anchor relative to the built page, in the page's language (for links inside raw HTML,
    where Markdown links are not resolved)."""
    path, anchor = rule_anchor(rule_id, game)
    target = ("en/" if page_lang(page) == "en" else "") + path
    rel = os.path.relpath(target, start=page.url or ".").replace(os.sep, "/")
    return f"{rel}/#{anchor}"


SOURCE_CODE = re.compile(r"\d{3}")
"""A source document's code: 000 (the Visp sheet), 001 (the Wikipedia article), ... (see ``docs/sources.md``)."""


def source_link(page: Any, code: str) -> str:
    """The Markdown link target of a source document's entry on the sources page (``sources.md#source-000``)."""
    return f"{md_link_to(page, 'sources.md')}#source-{code}"
