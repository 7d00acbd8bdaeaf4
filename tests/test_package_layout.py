"""The package's layout: every game in its own package, the top level only what the family shares, and the
old addresses of Troggu's modules still answering with the very same objects."""

from __future__ import annotations

import importlib
import pickle
import pkgutil

import troggu_core as tg
from troggu_core.kernel.registry import GAME_MODULES

SHARED = {"__main__", "action_labels", "cli", "compare", "errors", "family", "hints", "i18n", "web"}


def test_the_top_level_holds_only_shared_modules() -> None:
    top = {m.name for m in pkgutil.iter_modules(tg.__path__) if not m.ispkg}
    assert top == SHARED


def test_every_registered_game_is_a_package_of_games() -> None:
    for gid, module in GAME_MODULES.items():
        package = importlib.import_module(module)
        assert module.startswith("troggu_core.games."), gid
        assert hasattr(package, "__path__") and package.GAME is tg.GAMES[gid]


def test_old_module_addresses_are_the_same_modules() -> None:
    for old, new in tg.MOVED_MODULES.items():
        assert importlib.import_module(f"troggu_core.{old}") is importlib.import_module(f"troggu_core.{new}")
    from troggu_core.game import Game
    from troggu_core.record import loads

    assert Game is tg.Game and loads is tg.loads


def test_a_pickle_naming_the_old_module_loads_as_the_same_class() -> None:
    game = tg.Game.new("st-niklaus", players=5, seed=3)
    game.push(next(iter(game.legal_actions())))
    data = pickle.dumps(game, 2)
    assert b"troggu_core.games.troggu.state\n" in data
    restored = pickle.loads(data.replace(b"troggu_core.games.troggu.state\n", b"troggu_core.game\n"))
    assert type(restored) is tg.Game
    assert tg.dumps(restored) == tg.dumps(game)
