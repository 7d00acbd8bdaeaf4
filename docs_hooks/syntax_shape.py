"""The shape of a code cell without its words: one syntax-tree walk for the two places that compare the code of two
languages (the gallery's German examples, :mod:`gallery_de`, and the notebooks' two languages,
tests/site/test_notebooks.py).

Every string's text is blanked, but a format spec's (``:.2f`` in an f-string is code); comments are not in the
tree. Two options cover what the notebooks need beside it: a value's language in an attribute's name
(``title_de``, ``title_en``) unnamed, and IPython's magic lines (``%timeit``, ``!pip``) kept as they are.

>>> code_shape('print(f"{n:.2f} cards")') == code_shape('print(f"{n:.2f} Karten")')
True
>>> code_shape('print(f"{n:.2f}")') == code_shape('print(f"{n:.1f}")')
False
>>> code_shape("x = game.title_de", unname_languages=True) == code_shape("x = game.title_en", unname_languages=True)
True
>>> code_shape("x = game.title_de") == code_shape("x = game.title_en")
False
>>> print(code_shape("%timeit f()\\nx = 'a'", keep_magics=True).splitlines()[0])
%timeit f()
"""

from __future__ import annotations

import ast

__all__ = ["code_shape"]


def code_shape(source: str, *, unname_languages: bool = False, keep_magics: bool = False) -> str:
    """``source`` without its words: its syntax tree (``ast.dump``) with every string constant blanked but a format
    spec's.

    ``unname_languages``: an attribute named for a language (``_de``, ``_en``) is named ``_lang`` (the same value
    in the reader's language). ``keep_magics``: IPython's magic and shell lines (``%``, ``!``) are taken out of the
    tree and kept, as they are, at the head of the shape.
    """
    magics: list[str] = []
    if keep_magics:
        magics = [line for line in source.splitlines() if line.lstrip().startswith(("%", "!"))]
        source = "\n".join("" if line in magics else line for line in source.splitlines())
    tree = ast.parse(source)
    specs = {
        id(n)
        for node in ast.walk(tree)
        if isinstance(node, ast.FormattedValue) and node.format_spec
        for n in ast.walk(node.format_spec)
    }
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in specs:
            node.value = ""
        elif unname_languages and isinstance(node, ast.Attribute) and node.attr.endswith(("_de", "_en")):
            node.attr = node.attr[:-3] + "_lang"
    shape = ast.dump(tree)
    return "\n".join(magics) + "\n" + shape if keep_magics else shape
