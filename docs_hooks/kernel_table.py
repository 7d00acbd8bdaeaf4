"""Docs placeholder (docs_hooks/placeholders.py) ``kernel-usage``: which kernel module each game's code imports,
read from the code when the site is built.
"""

from __future__ import annotations

from pathlib import Path
from typing import Callable

import site_markup as mk
import troggu_core as tg
from troggu_core.kernel.registry import GAME_MODULES


# ----- the kernel ---------------------------------------------------------------------------------------------

_KERNEL_MODULES = {  # what each kernel module is, in the reader's language (its docstring says it in English)
    "codes": (
        "ein Kartencode-Satz für alle Spiele, Codes und Nummern der 78 Karten",
        "one set of card codes for every game, the 78 cards' codes and indices",
    ),
    "deck": (
        "das Blatt eines Spiels: Reihenfolge der Zahlkarten, Kartenwerte, die Rolle des Narren",
        "a game's deck: pip order per suit, card values, the fool's role",
    ),
    "tricks": (
        "erlaubte Karten und Stichgewinner aus den Stichregeln eines Spiels",
        "legal cards and trick winners from a game's trick rules",
    ),
    "counting": (
        "Zählen in Gruppen von k Karten: eine Formel für die ganze Familie",
        "counting in groups of k cards: one formula for the whole family",
    ),
    "shuffle": ("Mischen, Abheben und Geben in Paketen, mit Startwert", "seeded shuffle, cut and dealing in packets"),
    "contracts": ("Spielarten als Datenzeilen", "contracts as data rows"),
    "rules": (
        "eine Regel: ID, Quellen, deutscher und englischer Wortlaut",
        "one rule: id, sources, German and English statement",
    ),
    "state": (
        "was jeder Spielstand kann: Zug setzen, zurücknehmen, kopieren, erlaubte Züge",
        "what every game state offers: push, pop, copy, legal actions",
    ),
    "jsonio": (
        "strenges, begrenztes Lesen von JSON für Protokolle und Anfragen",
        "strict, bounded JSON reading for records and requests",
    ),
    "registry": ("das Verzeichnis der Spiele", "the registry of games"),
    "pad": (
        "der Schreibblock: ein Abend Runde für Runde, der Stand, wer wem zahlt, der Abend als Datei",
        "the score pad: an evening round by round, the totals, who pays whom, the evening as a file",
    ),
}


def kernel_usage() -> dict[str, set[str]]:
    """Which kernel modules the code of each game imports (``state``: whose fresh state implements the protocol):
    ``{game id: {module, ...}}``, for every game of the registry (each game's code is its package).
    """
    import ast
    import importlib

    from troggu_core.kernel.state import TableGame

    out: dict[str, set[str]] = {}
    for gid, info in tg.GAMES.items():
        package = importlib.import_module(GAME_MODULES[gid])
        used: set[str] = set()
        for f in Path(package.__file__ or "").parent.glob("*.py"):
            tree = ast.parse(f.read_text(encoding="utf-8"))
            for node in ast.walk(tree):
                if isinstance(node, ast.ImportFrom) and node.module:
                    parts = node.module.split(".")
                    if "kernel" in parts:
                        rest = parts[parts.index("kernel") + 1 :]
                        if rest:
                            used.add(rest[0])
                        else:
                            used.update(a.name for a in node.names)
        out[gid] = used & set(_KERNEL_MODULES)
        # kernel.state is a protocol: a game uses it by implementing it, which a fresh state of the game tells
        if isinstance(info.new(info.default_ruleset, info.default_players, 0), TableGame):
            out[gid].add("state")
    return out


def render_kernel_usage(lang: str) -> str:
    used = kernel_usage()
    head = [mk.t(lang, "Modul", "Module"), mk.t(lang, "Was es ist", "What it is")]
    head += [mk.e(mk.t(lang, info.title_de, info.title_en)) for info in tg.GAMES.values()]
    rows = []
    for name, (de, en) in _KERNEL_MODULES.items():
        marks = [mk.t(lang, "ja", "yes") if name in used[gid] else "–" for gid in tg.GAMES]
        rows.append([f"<code>kernel.{name}</code>", mk.e(mk.t(lang, de, en)), *marks])
    return mk.table(head, rows, "troggu-table troggu-kernel")


EXPANDERS: dict[str, Callable[..., str]] = {"kernel-usage": render_kernel_usage}
