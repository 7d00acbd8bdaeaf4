"""The package's layout: every game in its own package, the top level only what the family shares, and the
old addresses of Troggu's modules still answering with the very same objects."""

from __future__ import annotations

import importlib
import pickle
import pkgutil
from pathlib import Path

import troggu_core as tg
from troggu_core.kernel.registry import GAME_MODULES

SHARED = {"__main__", "action_labels", "any_record", "cli", "code_cells", "compare", "errors", "hints", "i18n"}
"""The shared top level: the command line, code cells (``code_cells``, the editors' runner), the hints and reviews
(``hints``), errors, i18n, what the family shares at its edges. The page's facade is a package of its own (``web``)."""


def test_the_top_level_holds_only_shared_modules() -> None:
    top = {m.name for m in pkgutil.iter_modules(tg.__path__) if not m.ispkg}
    assert top == SHARED


def test_the_facade_is_one_package_and_each_games_own_requests_stay_in_its_package() -> None:
    """Issue 38: the page's facade in one place (``troggu_core.web``: every request, the same for every game, is one
    of its modules' functions, no facade module elsewhere, and no game has requests of its own)."""
    from troggu_core import web

    assert hasattr(web, "__path__")
    for op, answer in web.OPS.items():
        assert answer.__module__.startswith("troggu_core.web."), (op, answer.__module__)
    for gid in GAME_MODULES:
        assert not hasattr(tg.GAMES[gid], "extensions"), gid
    named = [m.name for m in pkgutil.walk_packages(tg.__path__, "troggu_core.") if "web" in m.name.rsplit(".", 1)[1]]
    stray = [n for n in named if not n.startswith(("troggu_core.web", "troggu_core.games."))]
    assert not stray, stray


def test_every_registered_game_is_a_package_of_games() -> None:
    for gid, module in GAME_MODULES.items():
        package = importlib.import_module(module)
        assert module.startswith("troggu_core.games."), gid
        assert hasattr(package, "__path__") and package.GAME is tg.GAMES[gid]


def test_old_module_addresses_are_the_same_modules() -> None:
    for old, new in tg.MOVED_MODULES.items():
        assert importlib.import_module(f"troggu_core.{old}") is importlib.import_module(f"troggu_core.{new}")
    from troggu_core.game import Game
    from troggu_core.record import Record, dumps

    assert Game is tg.Game and dumps is tg.dumps and Record.loads == tg.loads


def test_a_pickle_naming_the_old_module_loads_as_the_same_class() -> None:
    game = tg.Game.new("st-niklaus", players=5, seed=3)
    game.push(next(iter(game.legal_actions())))
    data = pickle.dumps(game, 2)
    assert b"troggu_core.games.troggu.state\n" in data
    restored = pickle.loads(data.replace(b"troggu_core.games.troggu.state\n", b"troggu_core.game\n"))
    assert type(restored) is tg.Game
    assert tg.dumps(restored) == tg.dumps(game)


def test_the_tests_are_laid_out_by_package() -> None:
    """Each game's own tests sit in ``tests/games/<package>/``; site builds in ``tests/site/``; what the games
    share in ``tests/kernel/``; the top level tests the top-level modules (facade, CLI, errors, i18n)."""
    tests = Path(__file__).resolve().parent
    for gid, module in GAME_MODULES.items():
        folder = tests / "games" / module.rsplit(".", 1)[1]
        assert sorted(folder.glob("test_*.py")), f"no tests for {gid} in {folder}"
    for folder in ("kernel", "site", "browser", "pyodide"):
        assert sorted((tests / folder).glob("test_*.py")), folder
    game_words = (*(m.rsplit(".", 1)[1] for m in GAME_MODULES.values()), "engine_")  # Troggu's: test_engine_*
    stray = [p.name for p in tests.glob("test_*.py") if p.name.startswith(tuple(f"test_{w}" for w in game_words))]
    assert not stray, stray


def test_every_test_file_has_its_own_name() -> None:
    """pytest imports test files by their base name (no packages under tests/): two of one name cannot both run."""
    names = [p.name for p in Path(__file__).resolve().parent.rglob("test_*.py")]
    assert len(names) == len(set(names)), sorted(n for n in set(names) if names.count(n) > 1)
