"""Compile the engine's message catalogues (``troggu_core/locale/*/LC_MESSAGES/troggu.po``) to ``.mo`` with Babel.

Run by the site build (``docs_hooks/pyodide_assets.py``), the package build (``setup.py``) and the tests;
by hand: ``python scripts/compile_catalogues.py`` (``--check``: also list messages the code raises that a
catalogue lacks). The ``.mo`` files are build products (not in git); at run time only the standard
library's ``gettext`` reads them.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LOCALE = ROOT / "troggu_core" / "locale"
DOMAIN = "troggu"

# The calls whose message argument is a catalogue key: the error classes (2nd argument: the English
# template), N_() and Msg() (1st argument), Plural() (1st and 2nd: singular and plural, one entry).
KEYWORDS = {
    "IllegalActionError": (2,),
    "NotationError": (2,),
    "RecordError": (2,),
    "WebError": (2,),
    "TrogguError": (2,),
    "N_": (1,),
    "Msg": (1,),
    "Plural": (1, 2),
    "gettext": (1,),
}
PACKAGE = ROOT / "troggu_core"


def sources() -> list[str]:
    """Every module of the package (all games, the kernel, the facades), as paths relative to ``troggu_core``."""
    return sorted(p.relative_to(PACKAGE).as_posix() for p in PACKAGE.rglob("*.py"))


def compile_catalogues(locale_dir: Path = LOCALE) -> list[Path]:
    """Write ``troggu.mo`` next to every ``troggu.po``; return the files written (skips up-to-date ones)."""
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    written = []
    for po in sorted(locale_dir.glob(f"*/LC_MESSAGES/{DOMAIN}.po")):
        mo = po.with_suffix(".mo")
        if mo.exists() and mo.stat().st_mtime >= po.stat().st_mtime:
            continue
        with po.open("rb") as f:
            catalog = read_po(f, locale=po.parent.parent.name, domain=DOMAIN)
        # written aside and moved into place: a reader (another test worker, a build) never sees half a file
        part = mo.with_suffix(f".mo.{os.getpid()}")
        with part.open("wb") as f:
            write_mo(f, catalog, use_fuzzy=False)
        os.replace(part, mo)
        written.append(mo)
    return written


def extract_messages() -> dict[str, list[str]]:
    """Every catalogue key any module of the package raises or marks: ``{msgid: ["file:line", ...]}``."""
    from babel.messages.extract import extract

    out: dict[str, list[str]] = {}
    for name in sources():
        path = PACKAGE / name
        with path.open("rb") as f:
            for lineno, message, _comments, _context in extract("python", f, keywords=KEYWORDS):
                if isinstance(message, tuple):
                    message = next((m for m in message if m), None)
                if message:
                    out.setdefault(message, []).append(f"{name}:{lineno}")
    return out


def _singular(msgid: str | tuple[str, ...]) -> str:
    """The key an entry is extracted by: a plural entry's singular."""
    return msgid[0] if isinstance(msgid, tuple) else msgid


def _translated(msgstr: str | tuple[str, ...]) -> bool:
    """An entry translated in every form (a plural entry has one per plural form)."""
    return all(msgstr) if isinstance(msgstr, tuple) else bool(msgstr)


def missing(lang: str = "de") -> list[str]:
    """The extracted messages that the ``lang`` catalogue does not translate."""
    from babel.messages.pofile import read_po

    with (LOCALE / lang / "LC_MESSAGES" / f"{DOMAIN}.po").open("rb") as f:
        catalog = read_po(f, locale=lang)
    have = {_singular(m.id) for m in catalog if m.id and _translated(m.string)}
    return sorted(set(extract_messages()) - have)


if __name__ == "__main__":
    for path in compile_catalogues():
        print("wrote", path.relative_to(ROOT))
    if "--check" in sys.argv:
        gaps = missing()
        for m in gaps:
            print("untranslated:", m)
        sys.exit(1 if gaps else 0)
