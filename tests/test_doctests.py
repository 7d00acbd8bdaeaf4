"""The ``>>>`` examples in every troggu_core docstring run and give what they show (subpackages included:
the kernel and every game)."""

from __future__ import annotations

import doctest
import importlib
import pkgutil

import pytest

import troggu_core

MODULES = ["troggu_core"] + sorted(
    m.name for m in pkgutil.walk_packages(troggu_core.__path__, "troggu_core.") if m.name != "troggu_core.__main__"
)


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name: str) -> None:
    module = importlib.import_module(name)
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS, verbose=False)
    assert result.failed == 0, f"{result.failed} of {result.attempted} doctest examples failed in {name}"


def test_the_engine_documents_itself_with_examples() -> None:
    attempted = sum(doctest.testmod(importlib.import_module(n), verbose=False).attempted for n in MODULES)
    assert attempted >= 150
