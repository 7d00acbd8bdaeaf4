"""Build and run the "Troggu in Zahlen" / "Troggu in numbers" notebooks (docs/numbers/*.ipynb).

Each notebook has one source, ``notebooks/<name>.py``, in a percent format:

* ``# %% [markdown] de`` and ``# %% [markdown] en`` start a prose cell of one language (its lines are
  comments, ``# `` is taken off);
* ``# %%`` starts a code cell, the same in both languages except for ``«Deutsch|English»`` pieces
  (labels, column heads), which keep the German or the English part.

This script writes ``docs/numbers/<name>.ipynb`` (German) and ``docs/numbers/<name>.en.ipynb`` (English) as
nbformat 4.5 notebooks with fixed cell ids, runs each from a clean kernel (nbclient) with the full game counts
and stores the outputs, so that the site (mkdocs-jupyter, ``execute: false``) shows them as they are.

    python scripts/notebooks.py               # build and run all, full counts (a few minutes)
    python scripts/notebooks.py tapp-value    # only this one
    python scripts/notebooks.py --games 500   # quick: fewer games (TROGGU_NB_GAMES), e.g. while writing
    python scripts/notebooks.py --check       # the stored notebooks' cells match their sources (no run)

The tests re-run every stored notebook with nbmake and a small ``TROGGU_NB_GAMES`` (tests/site/test_notebooks.py).
"""

from __future__ import annotations

import argparse
import hashlib
import os
import re
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
SOURCES = ROOT / "notebooks"
OUT = ROOT / "docs" / "numbers"
LANGS = ("de", "en")
ENV = "TROGGU_NB_GAMES"

_CELL = re.compile(r"^# %%(?: \[markdown\] (de|en))?\s*$")
_PICK = re.compile(r"«([^«»|]*)\|([^«»|]*)»")


def names() -> list[str]:
    """The notebooks, by source file name."""
    return sorted(p.stem for p in SOURCES.glob("*.py") if not p.name.startswith("_"))


def cells(name: str, lang: str) -> list[tuple[str, str]]:
    """``[(kind, source)]`` of the notebook ``name`` in ``lang``: ``kind`` is ``markdown`` or ``code``."""
    text = (SOURCES / f"{name}.py").read_text(encoding="utf-8")
    out: list[tuple[str, str]] = []
    kind: str | None = None
    keep = False
    lines: list[str] = []

    def flush() -> None:
        if kind is None or not keep:
            return
        if kind == "markdown":
            body = "\n".join(re.sub(r"^# ?", "", line) for line in lines).strip("\n")
        else:
            body = _PICK.sub(lambda m: m.group(1 if lang == "de" else 2), "\n".join(lines)).strip("\n")
        if body.strip():
            out.append((kind, body))

    for line in text.splitlines():
        m = _CELL.match(line)
        if m:
            flush()
            kind, keep, lines = ("markdown", m.group(1) == lang, []) if m.group(1) else ("code", True, [])
            continue
        lines.append(line)
    flush()
    return out


def path_of(name: str, lang: str) -> Path:
    """``docs/numbers/<name>.ipynb`` (German) or ``<name>.en.ipynb``."""
    return OUT / (f"{name}.ipynb" if lang == "de" else f"{name}.{lang}.ipynb")


def notebook(name: str, lang: str) -> Any:
    """The notebook without outputs, nbformat 4.5 with ids made from its name and position."""
    import nbformat

    nb = nbformat.v4.new_notebook()
    for i, (kind, source) in enumerate(cells(name, lang)):
        cell = nbformat.v4.new_markdown_cell(source) if kind == "markdown" else nbformat.v4.new_code_cell(source)
        cell.id = hashlib.sha1(f"{name}-{lang}-{i}".encode()).hexdigest()[:12]
        nb.cells.append(cell)
    nb.metadata = {
        "kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"},
        "language_info": {"name": "python", "pygments_lexer": "ipython3"},
    }
    return nb


def run(nb: Any, games: int | None, timeout: int = 3600) -> Any:
    """Run ``nb`` from a clean kernel in ``docs/numbers`` and return it with outputs."""
    from nbclient import NotebookClient

    env_before = {k: os.environ.get(k) for k in (ENV, "SOURCE_DATE_EPOCH")}
    os.environ["SOURCE_DATE_EPOCH"] = "0"  # matplotlib writes no build date into the SVG
    if games is None:
        os.environ.pop(ENV, None)
    else:
        os.environ[ENV] = str(games)
    try:
        NotebookClient(nb, timeout=timeout, kernel_name="python3", resources={"metadata": {"path": str(OUT)}}).execute()
    finally:
        for k, v in env_before.items():
            if v is None:
                os.environ.pop(k, None)
            else:
                os.environ[k] = v
    nb.metadata = {
        "kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"},
        "language_info": {"name": "python", "pygments_lexer": "ipython3"},
    }
    for cell in nb.cells:
        cell.metadata.pop("execution", None)
    return nb


def write(nb: Any, path: Path) -> None:
    import nbformat

    nbformat.validate(nb)
    path.write_text(nbformat.writes(nb) + "\n", encoding="utf-8")


def check() -> list[str]:
    """Problems: stored notebooks whose cells differ from their sources, or that are missing or unrun."""
    import nbformat

    problems = []
    for name in names():
        for lang in LANGS:
            path = path_of(name, lang)
            if not path.exists():
                problems.append(f"{path.relative_to(ROOT)} is missing")
                continue
            stored = nbformat.read(path, as_version=4)
            want = [(k, s) for k, s in cells(name, lang)]
            have = [(c.cell_type, c.source) for c in stored.cells]
            if want != have:
                problems.append(f"{path.relative_to(ROOT)} differs from notebooks/{name}.py: run scripts/notebooks.py")
            elif any(c.cell_type == "code" and c.execution_count is None for c in stored.cells):
                problems.append(f"{path.relative_to(ROOT)} has cells without outputs: run scripts/notebooks.py")
    return problems


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("names", nargs="*", help="notebooks to build (default: all)")
    parser.add_argument("--games", type=int, help=f"game count ({ENV}); default: the notebooks' full counts")
    parser.add_argument("--lang", choices=LANGS, help="only this language")
    parser.add_argument("--check", action="store_true", help="only check the stored notebooks against the sources")
    args = parser.parse_args(argv)
    if args.check:
        problems = check()
        print("\n".join(problems) or f"{len(names()) * len(LANGS)} notebooks match their sources")
        return 1 if problems else 0
    OUT.mkdir(parents=True, exist_ok=True)
    for name in args.names or names():
        if not (SOURCES / f"{name}.py").exists():
            parser.error(f"no notebooks/{name}.py")
        for lang in [args.lang] if args.lang else LANGS:
            import time

            start = time.perf_counter()
            nb = run(notebook(name, lang), args.games)
            write(nb, path_of(name, lang))
            print(f"{path_of(name, lang).relative_to(ROOT)}: {time.perf_counter() - start:.1f} s", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
