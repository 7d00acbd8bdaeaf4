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

The cells that need only the engine become editors (``data-widget="editor"``, docs_hooks/editor/troggu-editor.mjs,
as in the gallery): the page's Python (Pyodide with the standard library and troggu_core, nothing else) runs them,
with ``TROGGU_NB_GAMES`` small (:data:`PAGE_GAMES`) so that an answer comes in seconds. :func:`page_cells` decides
per cell, from its code: a cell that draws with matplotlib (or uses what such a cell made) cannot run in the page
and is marked so; a cell that mixes both (the notebooks' first cell: imports, the plot style, the settings) runs
without its plotting lines, and its editor shows exactly what runs; ``IPython.display.HTML`` is offered by
troggu_core.code_cells where IPython is absent.
"""

from __future__ import annotations

import ast
import base64
import html
import json
import logging
import re
import os
import sys
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


PAGE_GAMES = 100
"""``TROGGU_NB_GAMES`` in the page: the rounds the notebooks' engine cells play there (Jupyter plays thousands)."""
PAGE_SETUP = (
    f'import os; os.environ["TROGGU_NB_GAMES"] = "{PAGE_GAMES}"; '
    "from troggu_core.code_cells import install_display_shim; install_display_shim()"
)
PAGE_MODULES = {"troggu_core", "IPython"}
"""Modules the page's Python has beyond the standard library (IPython: only ``IPython.display.HTML``)."""
EDITOR_TEXT = {
    "de": (
        f"Die Codeblöcke, die nur die Engine brauchen, kannst du hier ändern und ausführen (mit {PAGE_GAMES} Runden "
        "statt der vielen im Notebook); die Grafiken zeichnet matplotlib, das es nur in Jupyter gibt.",
        "Läuft nur in Jupyter: Dieser Block zeichnet mit matplotlib, das im Python dieser Seite fehlt.",
    ),
    "en": (
        f"The code blocks that need only the engine can be changed and run here (with {PAGE_GAMES} rounds instead of "
        "the notebook's many); the plots are drawn by matplotlib, which only Jupyter has.",
        "Runs only in Jupyter: this block draws with matplotlib, which this page's Python does not have.",
    ),
}


def _available(module: str) -> bool:
    top = module.split(".")[0]
    return top in sys.stdlib_module_names or top in PAGE_MODULES


def page_cells(sources: list[str]) -> list[str | None]:
    r"""Each code cell as the page runs it: the source itself, a version without its plotting lines, or None.

    A top-level statement is left out if it imports a module the page's Python lacks, uses a name such a statement
    bound, or is an IPython magic (``%config``); names it binds are then missing too. A cell left with nothing is
    None (it runs only in Jupyter).

    >>> page_cells(["import matplotlib.pyplot as plt\nimport troggu_core as tg\nplt.rc('a')\nN = 3",
    ...             "fig = plt.figure()\nfig.show()", "print(tg.__name__, N)"])
    ['import troggu_core as tg\n\nN = 3', None, 'print(tg.__name__, N)']
    """
    missing: set[str] = set()
    out: list[str | None] = []
    for source in sources:
        lines = source.splitlines()
        magic = {i for i, line in enumerate(lines) if line.lstrip().startswith(("%", "!"))}
        code = "\n".join("" if i in magic else line for i, line in enumerate(lines))
        try:
            tree = ast.parse(code)
        except SyntaxError:
            out.append(None)
            continue
        keep: list[ast.stmt] = []
        for stmt in tree.body:
            binds = _bound(stmt)
            used = {n.id for n in ast.walk(stmt) if isinstance(n, ast.Name)} - binds
            imports = [a.name for n in ast.walk(stmt) if isinstance(n, ast.Import) for a in n.names] + [
                n.module or "" for n in ast.walk(stmt) if isinstance(n, ast.ImportFrom)
            ]
            if used & missing or not all(_available(m) for m in imports):
                missing |= binds
                continue
            missing -= binds
            keep.append(stmt)
        if not keep:
            out.append(None)
        elif len(keep) == len(tree.body) and not magic:
            out.append(source)
        else:
            code_lines = code.splitlines()
            parts = ["\n".join(code_lines[s.lineno - 1 : s.end_lineno]) for s in keep]
            out.append(_join(keep, parts))
    return out


def _bound(stmt: ast.stmt) -> set[str]:
    names = {n.id for n in ast.walk(stmt) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store)}
    for n in ast.walk(stmt):
        if isinstance(n, (ast.Import, ast.ImportFrom)):
            names |= {(a.asname or a.name).split(".")[0] for a in n.names}
        elif isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            names.add(n.name)
    return names


def _join(stmts: list[ast.stmt], parts: list[str]) -> str:
    """The kept statements, with the blank lines between them kept (one at most; two before a def)."""
    out = parts[0]
    for prev, stmt, text in zip(stmts, stmts[1:], parts[1:]):
        gap = stmt.lineno - (prev.end_lineno or prev.lineno) - 1
        if isinstance(stmt, (ast.FunctionDef, ast.ClassDef)) and gap:
            out += "\n\n\n" + text
        else:
            out += ("\n\n" if gap else "\n") + text
    return out


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


_CODE_CELL = re.compile(r'<div class="(jp-Cell jp-CodeCell jp-Notebook-cell[^"]*)" id="cell-id=[^"]*">')


def editors(content: str, sources: list[str], group: str, lang: str) -> str:
    """The notebook's code cells marked as editors (those the page can run) or as running only in Jupyter."""
    cells = list(_CODE_CELL.finditer(content))
    if len(cells) != len(sources):
        log.warning("notebooks: %s has %d code cells, the page %d: no editors", group, len(sources), len(cells))
        return content
    only_jupyter = EDITOR_TEXT[lang][1]
    out, at = [], 0
    for n, (m, page) in enumerate(zip(cells, page_cells(sources))):
        out.append(content[at : m.start()])
        at = m.end()
        if page is None:
            out.append(
                m.group(0)[:-1] + ' data-run="no">'
                f'<p class="troggu-notebook-jupyter-only"><small>{html.escape(only_jupyter)}</small></p>'
            )
            continue
        own = "" if page == sources[n] else f' data-code="{html.escape(page, quote=True)}"'
        setup = html.escape(PAGE_SETUP, quote=True)
        out.append(
            m.group(0).replace(
                f'{m.group(1)}"',
                f'{m.group(1)} troggu-widget troggu-cell" data-widget="editor" data-group="{group}" '
                f'data-cell="{n}" data-setup="{setup}"{own}',
            )
        )
    out.append(content[at:])
    return "".join(out)


def _sources(page: Any) -> list[str] | None:
    path = getattr(page.file, "abs_src_path", None)
    if not path or not os.path.isfile(path):
        return None
    with open(path, encoding="utf-8") as f:
        nb = json.load(f)
    return [
        "".join(c["source"]) if isinstance(c["source"], list) else c["source"]
        for c in nb["cells"]
        if c["cell_type"] == "code"
    ]


def on_page_content(content: str, page: Any, config: Any, files: Any) -> str:
    """A rendered notebook: plots described by their titles, a button to download the notebook, editors."""
    if not _is_notebook(page.file) or "jupyter-wrapper" not in content:
        return content
    content = _SVG_IMG.sub(_alt, content)
    content = _fit_furniture(content, _lang(page), page.url)
    sources = _sources(page)
    if sources is not None:
        stem = PurePosixPath(page.file.src_uri).name.split(".")[0]
        content = editors(content, sources, f"nb-{stem}-{_lang(page)}", _lang(page))
    label, note = TEXT[_lang(page)]
    name = PurePosixPath(page.file.src_uri).name
    button = (
        f'<div class="troggu-notebook-actions"><p><a class="md-button" href="{html.escape(name)}" download>'
        f"{label}</a></p>\n<p><small>{note}</small></p>\n<p><small>{EDITOR_TEXT[_lang(page)][0]}</small></p></div>\n"
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
