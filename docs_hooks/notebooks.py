"""MkDocs hook (numbers helper): the "Troggu in Zahlen" / "Troggu in numbers" notebooks under both languages.

mkdocs-jupyter renders ``.ipynb`` pages by swapping each notebook's ``File`` for its ``NotebookFile`` in
``on_files``. mkdocs-static-i18n runs its own ``on_files`` after it (priority -100) and rebuilds every file as a
plain ``File``: a notebook then counts as an asset and is copied raw instead of rendered. This hook runs after
the i18n plugin (priority -150) and wraps the notebooks again, keeping the i18n plugin's destination: the German
``numbers/x.ipynb`` becomes ``numbers/x/``, the English ``numbers/x.en.ipynb`` becomes ``en/numbers/x/``
(mkdocs-jupyter's own ``NotebookFile``, given the i18n plugin's destination).

It also puts a download button for the notebook (copied next to the page by mkdocs-jupyter's
``include_source``) above each rendered notebook, in the page's language.
"""

from __future__ import annotations

import html
import logging
import os
from pathlib import PurePosixPath
from typing import Any

from mkdocs.plugins import event_priority

log = logging.getLogger("mkdocs.hooks.notebooks")

TEXT = {
    "de": ("Jupyter-Notebook herunterladen", "Das Notebook läuft mit <code>pip install troggu-core matplotlib</code> "
           "in Jupyter; <code>TROGGU_NB_GAMES</code> setzt die Zahl der Runden."),
    "en": ("Download the Jupyter notebook", "The notebook runs in Jupyter with <code>pip install troggu-core "
           "matplotlib</code>; <code>TROGGU_NB_GAMES</code> sets the number of rounds."),
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
        stem = dest_uri[: -len("/index.html")] if dest_uri.endswith("/index.html") else str(
            PurePosixPath(dest_uri).with_suffix(""))
        dest = f"{stem}/index.html" if use_dirs else f"{stem}.html"
        wrapped.dest_path = dest
        wrapped.abs_dest_path = os.path.normpath(os.path.join(config["site_dir"], dest))
        wrapped.url = f"{stem}/" if use_dirs else f"{stem}.html"
        files.remove(file)
        files.append(wrapped)
    return files


def _lang(page: Any) -> str:
    src = str(getattr(page.file, "src_uri", ""))
    return "en" if ".en." in src else "de"


def on_page_content(content: str, page: Any, config: Any, files: Any) -> str:
    """Above a rendered notebook: a button to download it."""
    if not _is_notebook(page.file) or "jupyter-wrapper" not in content:
        return content
    label, note = TEXT[_lang(page)]
    name = PurePosixPath(page.file.src_uri).name
    button = (f'<p class="troggu-notebook-actions"><a class="md-button" href="{html.escape(name)}" download>'
              f"{label}</a></p>\n<p><small>{note}</small></p>\n")
    return button + content
