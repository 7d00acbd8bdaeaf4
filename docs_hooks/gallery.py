"""Docs placeholders (docs_hooks/placeholders.py) and a build job: the examples gallery and the generated reference
tables.

What it does at build time:

* parses every script in ``examples/`` with sphinx-gallery's own parser
  (``sphinx_gallery.py_source_parser.split_code_and_text_blocks``: a module docstring with a title, then
  ``# %%`` cells whose leading comments are prose; each prose block ends with its German text, an RST comment
  ``.. de:`` whose lines are indented by three spaces, see :func:`split_de`) and runs it cell by cell, capturing ``print`` output and
  the rich repr (``_repr_svg_``, ``_repr_html_``) of each cell's last expression, like a notebook;
* fills each example page (``docs/examples/<slug>.md`` and ``.en.md``, which hold only the placeholder
  ``<!-- troggu:gallery-example <script>.py -->``) with the prose, the code and its real outputs, the ``.py`` and
  ``.ipynb`` downloads; each code cell is wrapped as an editor widget (``data-widget="editor"``: CodeMirror with
  Run, Reset and Stop, ``docs_hooks/editor/troggu-editor.mjs``), the build's outputs under it until the reader runs it;
* fills the gallery index (``<!-- troggu:gallery-index -->``), the example record (``record-example``), what
  replaying it gives (``replay-example``), the record's keys (``record-keys``) and a ruleset in a record
  (``ruleset-json``) from the engine;
* writes each example's ``.py`` and ``.ipynb`` beside the example pages of each language (:func:`on_post_build`,
  run by docs_hooks/placeholders.py, which loads this module: MkDocs does not load it as a hook of its own).

Why not mkdocs-gallery: version 0.10.4 fails under mkdocs-static-i18n (its ``on_config`` raises
``KeyError: 'conf_script'`` when the i18n plugin builds the second language), writes its output into
``docs/`` and knows one language only. So sphinx-gallery itself is used as a library, without a Sphinx
build: its parser and its notebook writer (``sphinx_gallery.notebook.jupyter_notebook``; the hook adds the
outputs and upgrades the notebook to nbformat 4.5 with cell ids). What sphinx-gallery does not do stays here
and small: the German titles and intros, the run button, running each example once per build and language: the
German page shows and runs the German code, whose comments and strings come from ``examples/de/<stem>.po``
(``docs_hooks/gallery_de.py``), and offers the German script and notebook.

The module also works without MkDocs: ``python docs_hooks/gallery.py examples/x.py`` prints a page's Markdown,
and :func:`load_example`/:func:`notebook` are used by ``tests/site/test_examples.py``.
"""

from __future__ import annotations

import ast
import base64
import contextlib
import hashlib
import html
import inspect
import io
import json
import logging
import os
import re
import sys
import time
import traceback
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

import gallery_de
import site_markup as mk

log = logging.getLogger("mkdocs.hooks.gallery")

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples"
DOWNLOADS = "examples/downloads"  # under each language's site dir


TEXT = {
    "de": {
        "note": "Der Code ist das deutsche Skript des Beispiels: Seine Kommentare und was er ausgibt sind deutsch, "
        "die Namen im Code (Funktionen, Variablen) englisch wie Python selbst. So führst du ihn hier aus und lädst "
        "ihn herunter.",
        "download_py": "Python-Skript herunterladen",
        "download_nb": "Jupyter-Notebook herunterladen",
        "run_note": "Du kannst jeden Codeblock ändern und ausführen: «Ausführen» führt ihn mit allen Blöcken davor "
        "im Python dieser Seite aus und zeigt die Ausgaben darunter. Deine Änderungen bleiben in diesem Browser.",
        "time": "Laufzeit beim Erstellen der Seite",
        "source": "Quelle",
    },
    "en": {
        "note": "",
        "download_py": "Download the Python script",
        "download_nb": "Download the Jupyter notebook",
        "run_note": "You can change and run every code block: “Run” runs it with all the blocks before it in this "
        "page's Python and shows the outputs under it. Your changes stay in this browser.",
        "time": "Running time when the page was built",
        "source": "Source",
    },
}


# ---------------------------------------------------------------------------------------------- parsing
@dataclass
class Cell:
    """One block of an example: prose (Markdown) or code with its outputs."""

    kind: str  # "text" or "code"
    source: str
    source_de: str = ""  # a text block's German text (its ``.. de:`` comment)
    outputs: list[dict[str, Any]] = field(default_factory=list)


@dataclass
class Example:
    """A parsed (and, after :func:`execute`, run) example script."""

    path: Path
    title: str
    intro: str
    title_de: str
    intro_de: str
    cells: list[Cell]
    seconds: float = 0.0
    executed: bool = False
    lang: str = "en"  # the language of its code: "de" once :func:`parse_example` put in the German of examples/de/

    def text_of(self, cell: Cell) -> str:
        """A text cell's prose in the example's language (the English where a German text is missing)."""
        return cell.source_de if self.lang == "de" and cell.source_de else cell.source

    @property
    def name(self) -> str:
        """The script's file name, e.g. ``01_deal_a_hand.py``."""
        return self.path.name

    @property
    def slug(self) -> str:
        """The page name: the file stem without its order number, dashes for underscores."""
        return re.sub(r"^\d+_", "", self.path.stem).replace("_", "-")

    @property
    def source(self) -> str:
        """The whole script text."""
        return self.path.read_text(encoding="utf-8")

    def summary(self, lang: str) -> str:
        """The first paragraph of the introduction in ``lang``."""
        text = self.intro_de if lang == "de" and self.intro_de else self.intro
        return text.strip().split("\n\n")[0].replace("\n", " ")

    def first_image(self) -> str | None:
        """The first SVG output (a thumbnail for the index), if any."""
        for cell in self.cells:
            for out in cell.outputs:
                if "image/svg+xml" in out.get("data", {}):
                    return str(out["data"]["image/svg+xml"])
        return None


def _split_docstring(doc: str) -> tuple[str, str, str, str]:
    """Title, intro, German title, German intro from a sphinx-gallery docstring.

    German text sits in RST comments (hidden by sphinx-gallery): ``.. de-title: ...`` and
    ``.. de-intro: ...`` followed by indented lines.
    """
    lines = doc.strip("\n").splitlines()
    while lines and not lines[0].strip():
        lines.pop(0)
    if len(lines) < 2 or not re.fullmatch(r"[=\-~#*]{3,}", lines[1].strip()):
        raise ValueError("an example's docstring starts with a title underlined by ===")
    title = lines[0].strip()
    rest: list[str] = []
    de: dict[str, list[str]] = {}
    current: list[str] | None = None
    for line in lines[2:]:
        m = re.match(r"^\.\. de-(title|intro):\s*(.*)$", line)
        if m:
            current = de.setdefault(m.group(1), [])
            if m.group(2):
                current.append(m.group(2))
            continue
        if current is not None and (line.startswith("   ") or not line.strip()):
            current.append(line.strip())
            continue
        current = None
        rest.append(line)
    intro = "\n".join(rest).strip()
    title_de = " ".join(de.get("title", [])).strip()
    intro_de = "\n".join(de.get("intro", [])).strip()
    intro_de = re.sub(r"(?<!\n)\n(?!\n)", " ", intro_de)
    return title, intro, title_de, intro_de


def _rst_to_md(text: str) -> str:
    """The little RST the prose uses, as Markdown.

    ``code`` stays, `text <url>`_ becomes a link, and a role like :class:`~troggu_core.Session`
    becomes inline code (``Session``; the full path without the ``~``).
    """
    text = re.sub(r"`([^`<]+?)\s*<([^>]+)>`_", r"[\1](\2)", text)

    def role(m: re.Match[str]) -> str:
        target = m.group(1)
        return f"`{target.rsplit('.', 1)[-1]}`" if target.startswith("~") else f"`{target}`"

    return re.sub(r":(?:py:)?[a-z]+:`([^`]+)`", role, text)


_DE_BLOCK = re.compile(r"^\.\. de:[ \t]*(.*)$", re.M)


def split_de(text: str) -> tuple[str, str]:
    """A prose block's English text and its German text.

    The convention (examples/GALLERY_HEADER.rst): the English prose comes first; the German text follows as the
    block's last paragraph, an RST comment starting ``.. de:`` whose further lines are indented by three spaces,
    so that sphinx-gallery and RST readers hide it. A blank line inside the German text starts a new paragraph.
    Returns ``(english, german)``; ``german`` is empty when the block has none.
    """
    m = _DE_BLOCK.search(text)
    if not m:
        return text.strip(), ""
    english = text[: m.start()].strip()
    lines = [m.group(1)] + text[m.end() :].splitlines()[1:]
    paragraphs = [" ".join(p.split()) for p in re.split(r"\n\s*\n", "\n".join(line.strip() for line in lines))]
    return english, "\n\n".join(p for p in paragraphs if p)


def parse_example(path: Path, lang: str = "en") -> Example:
    """Parse a sphinx-gallery script into its title, intro and cells, with sphinx-gallery's own parser.

    ``sphinx_gallery.py_source_parser.split_code_and_text_blocks`` gives the docstring block, then the
    prose (comment) and code blocks; what is ours is the German title and intro in the docstring's RST
    comments and the little RST-to-Markdown of :func:`_rst_to_md`. With ``lang="de"`` each code cell says its
    comments and strings in German, from the example's catalogue (``examples/de/<stem>.po``,
    :func:`gallery_de.translate_code`).
    """
    from sphinx_gallery.py_source_parser import split_code_and_text_blocks

    _, blocks = split_code_and_text_blocks(str(path))
    if not blocks or blocks[0].type != "text" or not blocks[0].content.strip():
        raise ValueError(f"{path.name}: an example starts with a docstring")
    title, intro, title_de, intro_de = _split_docstring(inspect.cleandoc(blocks[0].content))
    cells: list[Cell] = []
    for block in blocks[1:]:
        if block.type == "text":
            if block.content.strip():
                english, german = split_de(block.content)
                cells.append(Cell("text", _rst_to_md(english), _rst_to_md(german)))
        elif block.content.strip():
            cells.append(Cell("code", block.content.strip("\n")))
    ex = Example(path, title, _rst_to_md(intro), title_de, _rst_to_md(intro_de), cells)
    if lang == "de":
        ex.lang = "de"
        cat_path = gallery_de.catalogue_path(path)
        catalogue = gallery_de.read_catalogue(cat_path) if cat_path.is_file() else {}
        for cell in cells:
            if cell.kind == "code":
                cell.source = gallery_de.translate_code(cell.source, catalogue)
    return ex


# -------------------------------------------------------------------------------------------- execution
def execute(example: Example, lang: str = "de") -> Example:
    """Run the example's code cells in one namespace, recording stdout and the last expression's repr.

    ``lang`` is the language of the card pictures a ``CardRow`` draws (``troggu_core.games.troggu.svg.CardRow.lang``).

    Raises:
        RuntimeError: a cell raised; the message names the example, the cell and the traceback.
    """
    from troggu_core.code_cells import display  # the MIME bundle as the page's editors show it
    from troggu_core.games.troggu.svg import CardRow

    ns: dict[str, Any] = {"__name__": "__main__", "__file__": str(example.path)}
    start = time.perf_counter()
    old_cwd = os.getcwd()
    old_lang = CardRow.lang
    CardRow.lang = lang
    os.chdir(example.path.parent)
    sys.path.insert(0, str(example.path.parent))
    try:
        for n, cell in enumerate(c for c in example.cells if c.kind == "code"):
            cell.outputs = []
            tree = ast.parse(cell.source)
            last = None
            tail = tree.body[-1] if tree.body else None
            if isinstance(tail, ast.Expr):
                tree.body.pop()
                last = ast.Expression(tail.value)
            buf = io.StringIO()
            try:
                with contextlib.redirect_stdout(buf):
                    exec(compile(tree, f"<{example.name} cell {n + 1}>", "exec"), ns)
                    value = eval(compile(last, f"<{example.name} cell {n + 1}>", "eval"), ns) if last else None
            except Exception as e:  # noqa: BLE001 - reported with the example's name
                raise RuntimeError(
                    f"example {example.name}, code cell {n + 1} failed:\n{traceback.format_exc()}"
                ) from e
            if buf.getvalue():
                cell.outputs.append({"output_type": "stream", "name": "stdout", "text": buf.getvalue()})
            if value is not None:
                cell.outputs.append({"output_type": "execute_result", "data": display(value)})
    finally:
        CardRow.lang = old_lang
        os.chdir(old_cwd)
        sys.path.remove(str(example.path.parent))
    example.seconds = time.perf_counter() - start
    example.executed = True
    return example


def example_paths() -> list[Path]:
    """The example scripts in gallery order (by file name)."""
    return sorted(p for p in EXAMPLES.glob("*.py") if not p.name.startswith("_"))


_CACHE: dict[tuple[str, str], tuple[str, Example]] = {}


def load_example(path: Path, run: bool = True, lang: str = "de") -> Example:
    """Parse (and run) an example in ``lang``, cached by content: one run per language and build.

    The German page runs the German code (its comments and printed words from ``examples/de/<stem>.po``), so
    each example runs once per language; its ``CardRow`` pictures carry the names of the page's language.
    """
    cat = gallery_de.catalogue_path(path)
    src = path.read_bytes() + (cat.read_bytes() if lang == "de" and cat.is_file() else b"")
    digest = hashlib.sha256(src).hexdigest()
    hit = _CACHE.get((str(path), lang))
    if hit and hit[0] == digest and (hit[1].executed or not run):
        return hit[1]
    ex = parse_example(path, lang)
    if run:
        execute(ex, lang)
        log.info("gallery: ran %s (%s) in %.2f s", path.name, lang, ex.seconds)
    _CACHE[(str(path), lang)] = (digest, ex)
    return ex


# ---------------------------------------------------------------------------------------------- output
def notebook(example: Example) -> dict[str, Any]:
    """The example as an nbformat 4.5 notebook (JSON-ready), with its outputs.

    sphinx-gallery writes the notebook (``sphinx_gallery.notebook.jupyter_notebook``: its nbformat 4.0,
    prose converted by its ``rst2md``); the first cell is the title and intro in the example's language
    (without the other language's RST comments), the prose and code cells are the example's language's
    (:attr:`Example.lang`). Ours: the run's outputs go into the code cells, and nbformat upgrades the notebook to
    4.5, with cell ids made from the example's name so that the file is the same at every build.
    """
    import nbformat
    from sphinx_gallery.gen_gallery import DEFAULT_GALLERY_CONF
    from sphinx_gallery.notebook import jupyter_notebook

    title, intro, blocks = _blocks(example)
    head = blocks[0]._replace(content=f"{title}\n{'=' * len(title)}\n\n{_rst_to_md(intro)}\n")
    blocks = [head] + blocks[1:]
    conf = {**DEFAULT_GALLERY_CONF, "first_notebook_cell": None, "last_notebook_cell": None, "pypandoc": False}
    nb = nbformat.from_dict(jupyter_notebook(blocks, conf, str(example.path.parent)))
    nb = nbformat.v4.upgrade(nb, from_version=nb.nbformat, from_minor=nb.nbformat_minor)
    codes = [c for c in example.cells if c.kind == "code"]
    code_cells = [c for c in nb.cells if c.cell_type == "code"]
    if len(codes) != len(code_cells):
        raise RuntimeError(f"{example.name}: {len(code_cells)} notebook code cells for {len(codes)} code blocks")
    for count, (cell, ran) in enumerate(zip(code_cells, codes), start=1):
        cell.execution_count = count
        cell.outputs = []
        for out in ran.outputs:
            if out["output_type"] == "stream":
                cell.outputs.append(nbformat.v4.new_output("stream", name="stdout", text=out["text"]))
            else:
                cell.outputs.append(
                    nbformat.v4.new_output("execute_result", data=dict(out["data"]), execution_count=count)
                )
    for i, cell in enumerate(nb.cells):
        cell.id = hashlib.sha1(f"{example.name}-{i}".encode()).hexdigest()[:12]
    nb.metadata = nbformat.from_dict(
        {
            "kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"},
            "language_info": {"name": "python", "pygments_lexer": "ipython3"},
        }
    )
    nbformat.validate(nb)
    return dict(nb)


def _blocks(example: Example) -> tuple[str, str, list[Any]]:
    """The title, the introduction (RST) and sphinx-gallery's blocks of ``example`` in its language: the docstring
    block, then each non-empty prose block with its text in that language and each code block with its code."""
    from sphinx_gallery.py_source_parser import split_code_and_text_blocks

    _, blocks = split_code_and_text_blocks(str(example.path))
    title, intro, title_de, intro_de = _split_docstring(inspect.cleandoc(blocks[0].content))
    de = example.lang == "de"
    if de:
        title, intro = title_de or title, intro_de or intro
    out = [blocks[0]]
    kept = [b for b in blocks[1:] if b.content.strip()]
    for block, cell in zip(kept, example.cells, strict=True):
        if block.type == "text":
            english, german = split_de(block.content)
            out.append(block._replace(content=(german if de and german else english) + "\n"))
        else:
            out.append(block._replace(content=cell.source + "\n"))
    return title, intro, out


def script_text(example: Example) -> str:
    """The example's ``.py`` in its language: the English script as it is, or the German one made from it (title,
    introduction and prose from its ``.. de`` comments, the code from :func:`parse_example`), a sphinx-gallery
    script with the same cells."""
    import textwrap

    if example.lang != "de":
        return example.source
    title, intro, blocks = _blocks(example)
    paras = [textwrap.fill(p, 110) for p in intro.split("\n\n")]
    parts = ['"""', title, "=" * len(title), "", "\n\n".join(paras), '"""', ""]
    for block in blocks[1:]:
        if block.type == "text":
            lines = [textwrap.fill(p, 108) for p in block.content.strip().split("\n\n")]
            text = "\n\n".join(lines)
            parts += ["", "# %%", "\n".join(f"# {line}".rstrip() for line in text.splitlines())]
        else:
            parts += [block.content.rstrip("\n"), ""]
    return "\n".join(parts).rstrip("\n") + "\n"


def _img(svg: str, cls: str = "troggu-gallery-figure") -> str:
    b64 = base64.b64encode(svg.encode("utf-8")).decode("ascii")
    m = re.search(r"<title>(.*?)</title>", svg, re.S)
    alt = html.escape(html.unescape(m.group(1)) if m else "figure", quote=True)
    return f'<img class="{cls}" alt="{alt}" src="data:image/svg+xml;base64,{b64}">'


def _fence(text: str, lang: str) -> str:
    ticks = "```"
    while ticks in text:
        ticks += "`"
    return f"{ticks}{lang}\n{text.rstrip()}\n{ticks}"


def _output_md(out: dict[str, Any]) -> str:
    if out["output_type"] == "stream":
        return '<div class="troggu-gallery-out" markdown>\n\n' + _fence(out["text"], "text") + "\n\n</div>"
    data = out["data"]
    if "image/svg+xml" in data:
        return f'<div class="troggu-gallery-out troggu-gallery-image">{_img(data["image/svg+xml"])}</div>'
    if "text/html" in data:
        one_line = re.sub(r"\n\s*\n", "\n", data["text/html"])
        return f'<div class="troggu-gallery-out troggu-gallery-html">{one_line}</div>'
    return '<div class="troggu-gallery-out" markdown>\n\n' + _fence(data["text/plain"], "text") + "\n\n</div>"


def page_markdown(example: Example, lang: str) -> str:
    """The Markdown of an example's page in ``lang`` (``de`` or ``en``)."""
    t = TEXT[lang]
    de = lang == "de"
    title = example.title_de if de and example.title_de else example.title
    parts = [f"# {title}", ""]
    if de and example.intro_de:
        parts += [example.intro_de, ""]
    if de and example.intro_de:
        parts += ['!!! note ""', f"    {t['note']}", ""]
    elif de:  # no German intro yet: the English one, marked as English
        parts += [
            '!!! note ""',
            f"    {t['note']}",
            "",
            '<div lang="en" markdown>',
            "",
            example.intro,
            "",
            "</div>",
            "",
        ]
    else:
        parts += [example.intro, ""]
    py = f"../downloads/{example.name}"
    nb = f"../downloads/{example.path.stem}.ipynb"
    parts += [
        '<div class="troggu-gallery-actions">'
        f'<a class="md-button" href="{py}" download>{t["download_py"]}</a> '
        f'<a class="md-button" href="{nb}" download>{t["download_nb"]}</a></div>',
        f'<p class="troggu-gallery-hint"><small>{t["run_note"]}</small></p>',
        "",
    ]
    # The cells' prose: the English page shows each block's English text, the German page its German text
    # (``.. de:``; a block without one shows its English text marked as English).
    setup = f'from troggu_core.games.troggu.svg import CardRow; CardRow.lang = "{lang}"'
    setup_attr = f' data-setup="{html.escape(setup)}"' if "CardRow" in example.source else ""
    n = 0
    for cell in example.cells:
        if cell.kind == "text":
            if not de:
                parts += [cell.source, ""]
            elif cell.source_de:
                parts += [cell.source_de, ""]
            else:
                parts += ['<div lang="en" markdown>', "", cell.source, "", "</div>", ""]
            continue
        source = cell.source
        parts += [
            f'<div class="troggu-widget troggu-cell" data-widget="editor" data-group="{example.path.stem}-{lang}" '
            f'data-cell="{n}"{setup_attr} markdown>',
            "",
            _fence(source, "python"),
            "",
        ]
        for out in cell.outputs:
            parts += [_output_md(out), ""]
        parts += ["</div>", ""]
        n += 1
    parts += [
        f'<p class="troggu-gallery-time"><small>{t["time"]}: {example.seconds:.2f} s · '
        f"{t['source']}: <code>examples/{example.name}</code></small></p>",
        "",
    ]
    return "\n".join(parts)


def index_markdown(lang: str) -> str:
    """The gallery's grid of examples: title, summary and a thumbnail, linking to each page."""
    items = ['<div class="grid cards troggu-gallery-grid" markdown>', ""]
    for path in example_paths():
        ex = load_example(path, lang=lang)
        title = ex.title_de if lang == "de" and ex.title_de else ex.title
        thumb = ex.first_image()
        items.append(f"-   **[{title}]({ex.slug}.md)**")
        items.append("")
        items.append("    ---")
        items.append("")
        if thumb:
            items.append(f"    {_img(thumb, 'troggu-gallery-thumb')}")
            items.append("")
        items.append(f"    {ex.summary(lang)}")
        items.append("")
    items += ["</div>", ""]
    return "\n".join(items)


# ------------------------------------------------------------------------------------- reference tables
RECORD_KEYS = {
    "format": ("Formatkennung, immer `troggu-record/1`.", "The format tag, always `troggu-record/1`."),
    "ruleset": (
        "Regelwerk: ein Name (`visp`, `st-niklaus`, `graechen`) oder ein Objekt mit `name` und den "
        "geänderten Optionen.",
        "The ruleset: a name (`visp`, `st-niklaus`, `graechen`) or an object with `name` and the options that differ.",
    ),
    "players": ("Anzahl Spieler.", "Number of players."),
    "dealer": ("Sitz des Gebers (0 bis Spieler − 1).", "The dealer's seat (0 to players − 1)."),
    "hands": (
        "Die ausgeteilten Blätter, eine Liste von Kartencodes je Sitz.",
        "The dealt hands, one list of card codes per seat.",
    ),
    "tapp": ("Der Tapp, wie ausgeteilt.", "The Tapp as dealt."),
    "auction": ("Die Gebote in Reihenfolge: `pass`, `normal`, `solo`.", "The bids in order: `pass`, `normal`, `solo`."),
    "call": ("Die gerufene Karte (7–8 Spieler) oder `null`.", "The called card (7-8 players) or `null`."),
    "discard": ("Die weggelegten Karten des Tappisten oder `null`.", "The Tappist's discard or `null`."),
    "plays": ("Alle gespielten Karten in Spielreihenfolge.", "Every card played, in order."),
}


def _example_game() -> Any:
    import troggu_core as tg

    return tg.random_game("visp", players=4, seed=7, bot="heuristic")


def record_example_markdown(lang: str) -> str:
    """An example record written by the engine (a heuristic-bot game), as a JSON block."""
    import troggu_core as tg

    text = tg.dumps(_example_game(), indent=2, place="Visp", note="heuristic bots, seed 7")
    # one card list per line reads better than one card per line
    data = json.loads(text)
    lines = ["{"]
    items = list(data.items())
    for i, (k, v) in enumerate(items):
        comma = "," if i < len(items) - 1 else ""
        if k == "hands":
            inner = ",\n".join("    " + json.dumps(h, ensure_ascii=False) for h in v)
            lines.append(f'  "hands": [\n{inner}\n  ]{comma}')
        elif k == "plays":  # one trick per line
            n = data["players"]
            tricks = [json.dumps(v[i : i + n], ensure_ascii=False)[1:-1] for i in range(0, len(v), n)]
            inner = ",\n".join("    " + t for t in tricks)
            lines.append(f'  "plays": [\n{inner}\n  ]{comma}')
        else:
            lines.append(f"  {json.dumps(k)}: {json.dumps(v, ensure_ascii=False)}{comma}")
    lines.append("}")
    return _fence("\n".join(lines), "json")


def replay_example_markdown(lang: str) -> str:
    """What ``tg.replay`` (and ``troggu replay``) gives for the example record."""
    import troggu_core as tg

    result = tg.replay(tg.dumps(_example_game()))
    return _fence(json.dumps(result.to_json(), indent=2, ensure_ascii=False), "json")


def record_keys_markdown(lang: str) -> str:
    """The table of the record's keys, in the order the engine writes them."""
    import troggu_core as tg

    de = lang == "de"
    keys = [k for k in json.loads(tg.dumps(_example_game())) if k in RECORD_KEYS]
    head = ["Schlüssel", "Inhalt"] if de else ["Key", "Contents"]
    return mk.md_table(head, [[f"`{k}`", RECORD_KEYS[k][0 if de else 1]] for k in keys]) + "\n"


def ruleset_json_markdown(lang: str) -> str:
    """How a ruleset with a changed option appears in a record, and the option names, from the engine."""
    import troggu_core as tg

    data = tg.ruleset("visp", double_threshold=30).to_json()
    options = ", ".join(f"`{name}`" for name in tg.OPTION_FIELDS)
    label = "Optionen" if lang == "de" else "Options"
    return _fence(f'"ruleset": {json.dumps(data, ensure_ascii=False)}', "json") + f"\n\n{label}: {options}.\n"


# ------------------------------------------------------------------------------------ the placeholders
def render_example_page(lang: str, page: Any, config: Any, args: list[str]) -> str:
    """``<!-- troggu:gallery-example 01_deal_a_hand.py -->``: the example page of this script of ``examples/`` (its
    downloads are written beside the page when the build ends: :func:`on_post_build`).

    Raises:
        FileNotFoundError: no such script in ``examples/``.
    """
    if len(args) != 1 or not re.fullmatch(r"[\w.-]+\.py", args[0]):
        raise ValueError(f"troggu:gallery-example takes one script of examples/, got {args!r}")
    path = EXAMPLES / args[0]
    if not path.is_file():
        raise FileNotFoundError(f"{page.file.src_uri}: no example {args[0]} in examples/")
    # the page is examples/<slug>/index.html: the downloads go to examples/downloads/ beside it
    dest = Path(page.file.abs_dest_path)
    folder = dest.parent.parent / "downloads" if config.get("use_directory_urls") else dest.parent / "downloads"
    _DOWNLOAD_DIRS.add((folder, lang))
    return page_markdown(load_example(path, lang=lang), lang)


EXPANDERS: dict[str, Callable[..., str]] = {
    "gallery-example": render_example_page,
    "gallery-index": index_markdown,
    "record-example": record_example_markdown,
    "replay-example": replay_example_markdown,
    "record-keys": record_keys_markdown,
    "ruleset-json": ruleset_json_markdown,
}
"""The gallery's and the reference pages' placeholders (``<!-- troggu:NAME -->``, docs_hooks/placeholders.py)."""


# -------------------------------------------------------------------------------------------- MkDocs
_DOWNLOAD_DIRS: set[tuple[Path, str]] = set()


def on_post_build(config: Any) -> None:
    """Write each example's ``.py`` and ``.ipynb`` next to the gallery pages of each language built (run by
    docs_hooks/placeholders.py's ``on_post_build``, in the module whose expander filled the pages).

    mkdocs-static-i18n keeps one ``site_dir`` and puts the English pages under ``en/`` through their
    destination paths, so the folders come from the example pages rendered in this build.
    """
    dirs = set(_DOWNLOAD_DIRS) or {(Path(config["site_dir"]) / DOWNLOADS, "de")}
    _DOWNLOAD_DIRS.clear()
    for out, lang in sorted(dirs):
        write_downloads(out, lang=lang)


def _nbformat() -> Any:
    import nbformat

    return nbformat


def write_downloads(out: Path, run: bool = True, lang: str = "en") -> None:
    """Write every example's ``.py`` and ``.ipynb`` in ``lang`` (with outputs if ``run``) into ``out``: the German
    page's downloads are the German script and notebook (:func:`script_text`)."""
    out.mkdir(parents=True, exist_ok=True)
    for path in example_paths():
        ex = load_example(path, run=run, lang=lang)
        (out / ex.name).write_text(script_text(ex), encoding="utf-8")
        (out / f"{path.stem}.ipynb").write_text(
            _nbformat().writes(_nbformat().from_dict(notebook(ex))) + "\n", encoding="utf-8"
        )


if __name__ == "__main__":  # pragma: no cover - a developer's preview
    for arg in sys.argv[1:]:
        print(page_markdown(load_example(Path(arg).resolve(), lang="en"), "en"))
