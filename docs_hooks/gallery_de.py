"""The German text of the gallery's examples: each code cell's comments and string literals, from a catalogue beside it.

An example (``examples/<name>.py``) is written once, in English; its German prose sits in its RST comments
(``.. de-title:``, ``.. de-intro:``, ``.. de:``, read by ``gallery.py``). What its code says, its comments and the
words it prints, comes from ``examples/de/<stem>.po``: a gettext catalogue whose ``msgid`` is a comment's text (the
lines of a comment block joined by newlines, without ``#``) or a string literal exactly as the script writes it
(quotes and prefix included, an f-string with its fields), and whose ``msgstr`` is the German comment or literal.
The German page runs the German code, so what it prints is German; the German ``.py`` and ``.ipynb`` are that code.

The code itself stays the same: :func:`translate_code` refuses a catalogue whose literals change anything but words
(:func:`syntax_shape.code_shape`, the walk the notebooks' test uses too: the same statements, names and f-string
fields, every string's words blanked but a format spec).

>>> cat = {"the total": "die Summe", 'f"{n} cards"': 'f"{n} Karten"'}
>>> print(translate_code('x = 1  # the total\\nprint(f"{n} cards", "x")', cat))
x = 1  # die Summe
print(f"{n} Karten", "x")
>>> translate_code('print(f"{n} cards")', {'f"{n} cards"': 'f"{m} Karten"'})
Traceback (most recent call last):
...
ValueError: the German code differs from the English beyond its words: 'print(f"{n} cards")'
"""

from __future__ import annotations

import ast
import io
import re
import tokenize
from pathlib import Path

from syntax_shape import code_shape

ROOT = Path(__file__).resolve().parent.parent
CATALOGUES = ROOT / "examples" / "de"

_TAG = re.compile(r"<[^>]*>")
_FIELD = re.compile(r"\{[^{}]*\}")


def catalogue_path(script: Path) -> Path:
    """Where the German catalogue of ``script`` lives: ``examples/de/<stem>.po``."""
    return CATALOGUES / f"{script.stem}.po"


def read_catalogue(path: Path) -> dict[str, str]:
    """``{msgid: msgstr}`` of a catalogue (Babel's reader); an entry without ``msgstr`` is left out."""
    from babel.messages.pofile import read_po

    with path.open("rb") as fp:
        cat = read_po(fp)
    return {str(m.id): str(m.string) for m in cat if m.id and m.string}


def _char_col(line: str, byte_col: int) -> int:
    return len(line.encode("utf-8")[:byte_col].decode("utf-8"))


def _string_units(code: str) -> list[tuple[int, int, str]]:
    """``(start, end, literal)`` of every string literal (an f-string whole, its parts not apart) but a key
    (:func:`_keys`)."""
    tree = ast.parse(code)
    inner = {id(p) for n in ast.walk(tree) if isinstance(n, ast.JoinedStr) for p in ast.walk(n) if p is not n}
    inner |= {id(k) for k in _keys(tree)}
    lines = code.splitlines(keepends=True)
    starts = [0]
    for line in lines:
        starts.append(starts[-1] + len(line))
    out = []
    for node in ast.walk(tree):
        if id(node) in inner or not (
            isinstance(node, ast.JoinedStr) or (isinstance(node, ast.Constant) and isinstance(node.value, str))
        ):
            continue
        assert node.end_lineno is not None and node.end_col_offset is not None
        a = starts[node.lineno - 1] + _char_col(lines[node.lineno - 1], node.col_offset)
        b = starts[node.end_lineno - 1] + _char_col(lines[node.end_lineno - 1], node.end_col_offset)
        out.append((a, b, code[a:b]))
    return out


def _keys(tree: ast.AST) -> list[ast.AST]:
    """The strings a program uses as data, not as words: a subscript (``result["bouts"]``), a dict's key, what a
    comparison compares (``key not in ("all_pass", "petit_sec")``). They keep their English in both languages."""
    out: list[ast.AST] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Subscript):
            out += list(ast.walk(node.slice))
        elif isinstance(node, ast.Dict):
            out += [n for k in node.keys if k is not None for n in ast.walk(k)]
        elif isinstance(node, ast.Compare):
            out += [n for side in (node.left, *node.comparators) for n in ast.walk(side)]
    return out


def _comment_units(code: str) -> list[tuple[int, int, str]]:
    """``(start, end, text)`` of every comment: a block of whole-line comments at one indentation as one unit (its
    lines joined by newlines), a comment after code as one."""
    lines = code.splitlines(keepends=True)
    starts = [0]
    for line in lines:
        starts.append(starts[-1] + len(line))
    out: list[tuple[int, int, str]] = []
    last: tuple[int, int] | None = None  # (row, col) of the previous whole-line comment
    for tok in tokenize.generate_tokens(io.StringIO(code).readline):
        if tok.type != tokenize.COMMENT:
            continue
        (row, col), (_, end) = tok.start, tok.end
        text = re.sub(r"^#\s?", "", tok.string).rstrip()
        a, b = starts[row - 1] + col, starts[row - 1] + end
        whole = not tok.line[:col].strip()
        if whole and last == (row - 1, col) and out:
            pa, _, ptext = out[-1]
            out[-1] = (pa, b, f"{ptext}\n{text}")
        else:
            out.append((a, b, text))
        last = (row, col) if whole else None
    return out


def code_units(code: str) -> list[tuple[int, int, str, str]]:
    """``(start, end, kind, msgid)`` of what a code cell says: its comments (``comment``) and string literals
    (``string``), in order."""
    units = [(a, b, "comment", t) for a, b, t in _comment_units(code)]
    units += [(a, b, "string", t) for a, b, t in _string_units(code)]
    return sorted(units)


def says_words(literal: str) -> bool:
    """Whether a string literal says words a reader reads (so its German must be in the catalogue): not a name, an
    id, a colour or SVG markup (``"visp"``, ``"utf-8"``, ``"#ddd"``, ``'<rect width="{w}"/>'``).

    >>> [says_words(s) for s in ('"layout:"', "'visp'", '"#8d6e63"', "f'<text>{t}</text>'", '"a card"')]
    [True, False, False, False, True]
    """
    fields = literal.lstrip().lower().startswith(("f", "rf")) and bool(_FIELD.search(literal))
    body = re.sub(r"^[rbuRBUfF]*('\'\'|\"\"\"|'|\")|('\'\'|\"\"\"|'|\")$", "", literal.strip())
    body = _TAG.sub(" ", body)
    while _FIELD.search(body):  # a field's format spec may hold a field: {label:>{wide}}
        body = _FIELD.sub(" ", body)
    body = body.strip()
    return bool(re.search(r"[^\W\d_]{2,}", body)) and (fields or not re.fullmatch(r"[\w.\-/+#]+", body))


def _comment(text: str, indent: str) -> str:
    return f"\n{indent}".join(f"# {line}".rstrip() for line in text.split("\n"))


def translate_code(code: str, catalogue: dict[str, str]) -> str:
    """``code`` with each comment and string literal the catalogue has replaced by its German.

    Raises:
        ValueError: the German code's shape (:func:`syntax_shape.code_shape`) is not the English one's.
    """
    out = code
    for a, b, kind, msgid in reversed(code_units(code)):
        german = catalogue.get(msgid)
        if not german:
            continue
        if kind == "comment":
            line_start = code.rfind("\n", 0, a) + 1
            indent = code[line_start:a] if not code[line_start:a].strip() else ""
            german = _comment(german, indent)
        out = out[:a] + german + out[b:]
    if code_shape(out) != code_shape(code):
        raise ValueError(f"the German code differs from the English beyond its words: {code[:60]!r}")
    return out


def missing(code: str, catalogue: dict[str, str]) -> list[str]:
    """The comments and word-saying literals of ``code`` that the catalogue has no German for."""
    return [
        msgid
        for _, _, kind, msgid in code_units(code)
        if msgid not in catalogue and (kind == "comment" or says_words(msgid))
    ]


def update_catalogue(script: Path) -> Path:
    """Write ``examples/de/<stem>.po`` with an entry for every comment and word-saying literal of ``script``'s code
    cells, keeping the German already there (a developer's tool: ``python docs_hooks/gallery_de.py examples/x.py``)."""
    from babel.messages.catalog import Catalog
    from babel.messages.pofile import write_po
    from sphinx_gallery.py_source_parser import split_code_and_text_blocks

    path = catalogue_path(script)
    old = read_catalogue(path) if path.is_file() else {}
    cat = Catalog(locale="de", project=f"examples/{script.name}", fuzzy=False)
    _, blocks = split_code_and_text_blocks(str(script))
    for block in blocks[1:]:
        if block.type != "code" or not block.content.strip():
            continue
        for _, _, kind, msgid in code_units(block.content.strip("\n")):
            if kind == "comment" or says_words(msgid) or msgid in old:
                cat.add(msgid, old.get(msgid, ""))
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("wb") as fp:
        write_po(fp, cat, width=0, omit_header=True)
    return path


if __name__ == "__main__":  # pragma: no cover - a developer's tool
    import sys

    for arg in sys.argv[1:]:
        print(update_catalogue(Path(arg).resolve()))
