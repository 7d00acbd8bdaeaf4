"""The top level exports the family's shared API; Troggu's names stay there only as aliases of
``troggu_core.games.troggu`` for what the docs, the examples, the README and the tests use (issue 38)."""

from __future__ import annotations

import re
from pathlib import Path

import troggu_core as tg

ROOT = Path(__file__).resolve().parent.parent


def _used_names() -> set[str]:
    """Every ``tg.NAME`` the documentation (and the hooks that build it), the examples and the README write (the
    tests import Troggu's own names from its package: an alias no reader meets goes)."""
    files = [ROOT / "README.md"]
    folders = (
        ("docs", ("*.md", "*.ipynb", "*.py")),
        ("docs_hooks", ("*.py",)),
        ("examples", ("*.py",)),
    )
    for folder, patterns in folders:
        for pattern in patterns:
            files.extend((ROOT / folder).rglob(pattern))
    used: set[str] = set()
    for f in files:
        if f.name == Path(__file__).name:
            continue
        used.update(re.findall(r"\btg\.([A-Za-z_]\w*)", f.read_text(encoding="utf-8", errors="replace")))
    return used


def test_all_is_the_shared_api_then_troggus_aliases() -> None:
    assert list(tg.__all__) == [*tg.SHARED_API, *tg.TROGGU_ALIASES]
    assert all(hasattr(tg, name) for name in tg.__all__)
    assert {"GAMES", "find_game", "replay_any", "TableGame", "TrogguError", "HouseRules"} <= set(tg.SHARED_API)


def test_the_shared_api_is_no_games_own() -> None:
    for name in tg.SHARED_API:
        module = getattr(getattr(tg, name), "__module__", "troggu_core")
        assert not module.startswith("troggu_core.games."), (name, module)


def test_each_troggu_alias_is_troggus_and_is_used() -> None:
    """An alias is kept only for a name written ``tg.NAME`` where a reader looks (the documentation, the hooks that
    build it, the examples, the README)."""
    used = _used_names()
    unused = [name for name in tg.TROGGU_ALIASES if name not in used]
    assert not unused, f"aliases no document, example or README uses: {unused}"
    for name in tg.TROGGU_ALIASES:
        obj = getattr(tg, name)
        module = getattr(obj, "__module__", None) or getattr(type(obj), "__module__", "")
        if module.startswith("troggu_core.games.troggu"):
            continue
        # a constant (a tuple, a dict, a text): it is the Troggu package's own
        assert any(getattr(m, name, None) is obj for m in _troggu_modules()), name


def _troggu_modules() -> list[object]:
    import importlib
    import pkgutil

    import troggu_core.games.troggu as pkg

    return [importlib.import_module(m.name) for m in pkgutil.iter_modules(pkg.__path__, pkg.__name__ + ".")]


def test_the_old_module_addresses_import_but_are_no_attributes() -> None:
    """Troggu's old module addresses (``troggu_core.game`` ...) still import, as the same module objects, for old
    code and pickles; the package itself carries none of them (``tg.deal`` is the function, ``tg.game`` nothing)."""
    import importlib

    for old, new in tg.MOVED_MODULES.items():
        assert importlib.import_module(f"troggu_core.{old}") is importlib.import_module(f"troggu_core.{new}")
        assert old in tg.__all__ or not hasattr(tg, old) or not isinstance(getattr(tg, old), type(importlib)), old
    from troggu_core import game as moved

    assert moved.Game is tg.Game and callable(tg.deal) and not hasattr(tg, "game")


def test_every_public_name_of_the_package_is_in_all() -> None:
    """No public attribute of the package beyond ``__all__``, its constants of the API and its subpackages."""
    import types

    extra = {
        name
        for name, value in vars(tg).items()
        if not name.startswith("_") and name not in tg.__all__ and not isinstance(value, types.ModuleType)
    }
    assert extra == {"MOVED_MODULES", "SHARED_API", "TROGGU_ALIASES"}, extra
