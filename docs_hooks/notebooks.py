"""MkDocs hook (numbers helper): the "Troggu in Zahlen" / "Troggu in numbers" notebooks under both languages.

mkdocs-jupyter renders ``.ipynb`` pages by swapping each notebook's ``File`` for its ``NotebookFile`` in
``on_files``. mkdocs-static-i18n runs its own ``on_files`` after it (priority -100) and rebuilds every file as a
plain ``File``: a notebook then counts as an asset and is copied raw instead of rendered. This hook runs after
the i18n plugin (priority -150) and wraps the notebooks again, keeping the i18n plugin's destination: the German
``numbers/x.ipynb`` becomes ``numbers/x/``, the English ``numbers/x.en.ipynb`` becomes ``en/numbers/x/``
(mkdocs-jupyter's own ``NotebookFile``, given the i18n plugin's destination).

It gives each plot the text of its title as ``alt`` (nbconvert writes an SVG output as a data-URI ``<img>`` with
"No description has been provided for this image"; the notebooks give the figure's title the SVG id
``figure-title``), and it puts a button to download the notebook (copied next to the page by mkdocs-jupyter's
``include_source``) after the notebook's question, before its first code cell, in the page's language.

nbconvert's page furniture is made to fit the site: the copy buttons are labelled in the page's language; the
copy-button element's script (mkdocs-jupyter's ``clipboard.umd.js`` and its notice handler, inline in every
notebook page) is served once as ``javascripts/notebook-clipboard.js`` (same origin, no inline script for the
CSP to allow); the hidden copy of each cell's source is a ``pre`` (it is code); and the loaders of MathJax (no
URL is configured) and mermaid (from a CDN, used only by pages with a diagram) are left out where they would do
nothing.
"""

from __future__ import annotations

import base64
import html
import logging
import re
import os
from pathlib import PurePosixPath
from typing import Any

from mkdocs.plugins import event_priority
from mkdocs.utils import get_relative_url

log = logging.getLogger("mkdocs.hooks.notebooks")

CLIPBOARD_JS = "javascripts/notebook-clipboard.js"
COPY = {
    "de": ("In Zwischenablage kopieren", "In Zwischenablage kopiert"),  # Material's own words for its copy button
    "en": ("Copy to clipboard", "Copied to clipboard"),
}
_CLIPBOARD_SCRIPTS: dict[str, None] = {}  # the inline copy-button scripts found, in page order (one file for all)

TEXT = {
    "de": (
        "Jupyter-Notebook herunterladen",
        "Das Notebook läuft mit <code>pip install troggu-core matplotlib</code> "
        "in Jupyter; <code>TROGGU_NB_GAMES</code> setzt die Zahl der Runden.",
    ),
    "en": (
        "Download the Jupyter notebook",
        "The notebook runs in Jupyter with <code>pip install troggu-core "
        "matplotlib</code>; <code>TROGGU_NB_GAMES</code> sets the number of rounds.",
    ),
}


def _is_notebook(file: Any) -> bool:
    return str(getattr(file, "src_uri", "")).endswith(".ipynb")


@event_priority(-150)
def on_files(files: Any, config: Any) -> Any:
    """Wrap the notebooks that the i18n plugin turned back into assets as mkdocs-jupyter pages."""
    try:
        from mkdocs_jupyter.plugin import NotebookFile
    except ImportError:  # pragma: no cover - the docs extra is not installed
        log.warning("notebooks: mkdocs-jupyter is not installed: the notebooks are copied, not rendered")
        return files
    use_dirs = config["use_directory_urls"]
    for file in list(files):
        if not _is_notebook(file) or isinstance(file, NotebookFile):
            continue
        wrapped = NotebookFile.__new__(NotebookFile)
        wrapped.file = file
        # the i18n plugin kept the destination mkdocs-jupyter gave (numbers/x/index.html, en/numbers/x/index.html)
        # or, without mkdocs-jupyter's own wrap, the asset's (numbers/x.ipynb): the page's stem either way
        dest_uri = str(file.dest_uri)
        stem = (
            dest_uri[: -len("/index.html")]
            if dest_uri.endswith("/index.html")
            else str(PurePosixPath(dest_uri).with_suffix(""))
        )
        dest = f"{stem}/index.html" if use_dirs else f"{stem}.html"
        wrapped.dest_path = dest
        wrapped.abs_dest_path = os.path.normpath(os.path.join(config["site_dir"], dest))
        wrapped.url = f"{stem}/" if use_dirs else f"{stem}.html"
        wrapped.alternates = _alternates(file, stem, config, use_dirs)
        files.remove(file)
        files.append(wrapped)
    return files


def _languages(config: Any) -> tuple[str, list[str]]:
    """The default language and every language the i18n plugin builds (``de``, ``[de, en]`` if it is absent)."""
    plugin = config["plugins"].get("i18n") if hasattr(config["plugins"], "get") else None
    langs = getattr(getattr(plugin, "config", None), "languages", None) or []
    codes = [str(lang.locale) for lang in langs if getattr(lang, "build", True)]
    default = next((str(lang.locale) for lang in langs if getattr(lang, "default", False)), "de")
    return default, codes or ["de", "en"]


def _alternates(file: Any, stem: str, config: Any, use_dirs: bool) -> dict[str, Any]:
    """The language switcher's targets: the same notebook in each language that has it.

    The i18n plugin fills ``alternates`` for pages only; for the notebooks (assets to it) it lists the file itself.
    """
    from types import SimpleNamespace

    default, codes = _languages(config)
    base = stem.split("/", 1)[1] if stem.split("/", 1)[0] in codes and "/" in stem else stem
    norm = str(getattr(file, "norm_src_uri", "") or file.src_uri)
    out = dict(getattr(file, "alternates", {}) or {})
    for code in codes:
        src = norm if code == default else norm[: -len(".ipynb")] + f".{code}.ipynb"
        if not os.path.isfile(os.path.join(config["docs_dir"], src)):
            continue
        target = base if code == default else f"{code}/{base}"
        out[code] = SimpleNamespace(url=f"{target}/" if use_dirs else f"{target}.html", src_uri=src)
    return out


def _lang(page: Any) -> str:
    src = str(getattr(page.file, "src_uri", ""))
    return "en" if ".en." in src else "de"


_SVG_IMG = re.compile(
    r'<img alt="No description has been provided for this image" src="data:image/svg\+xml;base64,([^"]+)"'
)
_TITLE = re.compile(r'<g id="figure-title">.*?<text[^>]*>(.*?)</text>', re.S)


def _alt(match: re.Match[str]) -> str:
    svg = base64.b64decode(match.group(1)).decode("utf-8", "replace")
    title = _TITLE.search(svg)
    text = html.unescape(re.sub(r"<[^>]+>", "", title.group(1))).strip() if title else ""
    if not text:
        return match.group(0)
    return f'<img alt="{html.escape(text, quote=True)}" src="data:image/svg+xml;base64,{match.group(1)}"'


_INLINE_SCRIPT = re.compile(r"<script>(.*?)</script>\s*", re.S)
_MERMAID_LOADER = re.compile(
    r'<script type="module">\s*document\.addEventListener\("DOMContentLoaded", async \(\) => \{\s*'
    r'const diagrams = document\.querySelectorAll\("\.jp-Mermaid > pre\.mermaid"\);.*?</script>\s*',
    re.S,
)
_MATHJAX = re.compile(
    r'(?:<!-- Load mathjax -->\s*)?<script src="">\s*</script>\s*(?:<!-- MathJax configuration -->\s*)?'
    r'<script type="text/x-mathjax-config">.*?</script>\s*',
    re.S,
)
_COPY_BUTTON = re.compile(
    r'<clipboard-copy ,="" aria-label="Copy to Clipboard"|<clipboard-copy aria-label="Copy to Clipboard"'
    r'|<clipboard-copy for="([^"]*)",? aria-label="Copy to Clipboard"'
)
_COPY_TEXT = re.compile(r'<div class="clipboard-copy-txt" id="([^"]+)">(.*?)</div>', re.S)


def _fit_furniture(content: str, lang: str, page_url: str) -> str:
    """nbconvert's copy buttons in the page's language, their script as a same-origin file, inert loaders out."""
    if 'class="jp-Mermaid' not in content:
        content = _MERMAID_LOADER.sub("", content)
    content = _MATHJAX.sub("", content)
    moved = False

    def script(m: re.Match[str]) -> str:
        nonlocal moved
        body = m.group(1)
        if "ClipboardCopyElement" not in body and "'clipboard-copy'" not in body:
            return m.group(0)
        _CLIPBOARD_SCRIPTS.setdefault(body.strip("\n"))
        if moved:
            return ""
        moved = True
        return f'<script src="{get_relative_url(CLIPBOARD_JS, page_url)}"></script>\n'

    content = _INLINE_SCRIPT.sub(script, content)
    copy, copied = COPY[lang]

    def button(m: re.Match[str]) -> str:
        target = f' for="{m.group(1)}"' if m.group(1) else ""
        return f'<clipboard-copy{target} aria-label="{copy}"'

    content = _COPY_BUTTON.sub(button, content)
    content = content.replace(
        '<span class="notice" hidden="">Copied!</span>', f'<span class="notice" hidden="">{copied}</span>'
    )
    content = content.replace(
        '<span class="notice" hidden>Copied!</span>', f'<span class="notice" hidden>{copied}</span>'
    )
    return _COPY_TEXT.sub(
        lambda m: f'<pre class="clipboard-copy-txt" id="{m.group(1)}" hidden>{m.group(2)}</pre>', content
    )


def on_page_content(content: str, page: Any, config: Any, files: Any) -> str:
    """A rendered notebook: plots described by their titles, and a button to download the notebook."""
    if not _is_notebook(page.file) or "jupyter-wrapper" not in content:
        return content
    content = _SVG_IMG.sub(_alt, content)
    content = _fit_furniture(content, _lang(page), page.url)
    label, note = TEXT[_lang(page)]
    name = PurePosixPath(page.file.src_uri).name
    button = (
        f'<div class="troggu-notebook-actions"><p><a class="md-button" href="{html.escape(name)}" download>'
        f"{label}</a></p>\n<p><small>{note}</small></p></div>\n"
    )
    # after the title and the question (the first prose cell), before the first code cell
    at = content.find('<div class="jp-Cell jp-CodeCell')
    return content[:at] + button + content[at:] if at >= 0 else button + content


def on_post_build(config: Any) -> None:
    """Write the notebook pages' copy-button script (mkdocs-jupyter's, as it was inline in the pages)."""
    if not _CLIPBOARD_SCRIPTS:
        return
    target = os.path.join(config["site_dir"], *CLIPBOARD_JS.split("/"))
    os.makedirs(os.path.dirname(target), exist_ok=True)
    with open(target, "w", encoding="utf-8") as f:
        f.write(
            "/* mkdocs-jupyter's copy button for notebook cells (github/clipboard-copy-element, MIT), moved out of\n"
            " * the notebook pages by docs_hooks/notebooks.py. */\n"
        )
        f.write("\n;\n".join(_CLIPBOARD_SCRIPTS) + "\n")
