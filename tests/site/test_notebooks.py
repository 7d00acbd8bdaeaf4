"""The "Troggu in Zahlen" notebooks (docs/numbers/*.ipynb): made from their sources, stored with full-count
outputs, re-run from a clean kernel by nbmake with few rounds, rendered by mkdocs-jupyter in both languages.

The re-run is nbmake (a pytest plugin that runs each notebook in a fresh kernel and fails on a cell error), in a
pytest of its own so that the count (``TROGGU_NB_GAMES``) and the folder stay this test's business.
"""

from __future__ import annotations

import importlib.util
import json
import os
import re
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
NUMBERS = ROOT / "docs" / "numbers"
QUICK_GAMES = 240  # rounds per notebook in the re-run: every cell runs, CI stays fast


def _script() -> Any:
    spec = importlib.util.spec_from_file_location("notebooks_script", ROOT / "scripts" / "notebooks.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


script = _script()
NAMES = script.names()


def _outputs(path: Path) -> list[dict[str, Any]]:
    nb = json.loads(path.read_text(encoding="utf-8"))
    return [o for c in nb["cells"] if c["cell_type"] == "code" for o in c["outputs"]]


def _text(out: dict[str, Any], key: str = "text") -> str:
    value = out.get(key) if key == "text" else out.get("data", {}).get(key, "")
    return "".join(value) if isinstance(value, list) else str(value or "")


def test_at_least_five_notebooks_in_both_languages() -> None:
    assert len(NAMES) >= 5
    for name in NAMES:
        for lang in script.LANGS:
            assert script.path_of(name, lang).is_file(), f"{name} ({lang}) missing: run scripts/notebooks.py"


def test_stored_notebooks_match_their_sources() -> None:
    assert script.check() == []


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("lang", ["de", "en"])
def test_stored_outputs_are_a_full_run(name: str, lang: str) -> None:
    """Seed, engine version and tens of thousands of rounds printed; a table, an SVG plot, no error."""
    import nbformat

    path = script.path_of(name, lang)
    nbformat.validate(nbformat.read(path, as_version=4))
    outs = _outputs(path)
    assert not [o for o in outs if o["output_type"] == "error"]
    first = _text(outs[0])
    m = re.search(r"troggu_core (\S+), (?:Startwert|seed) (\d+), ([\d,]+) ", first)
    assert m, first
    assert int(m.group(3).replace(",", "")) >= 10_000, "stored outputs come from the full count (scripts/notebooks.py)"
    assert any("<table>" in _text(o, "text/html") for o in outs), "a table"
    svgs = [_text(o, "image/svg+xml") for o in outs if "image/svg+xml" in o.get("data", {})]
    assert svgs and all(s.lstrip().startswith(("<?xml", "<svg")) for s in svgs), "a matplotlib SVG plot"
    assert not any(o["output_type"] == "stream" and o.get("name") == "stderr" for o in outs)


def test_sources_give_each_language_its_own_text() -> None:
    for name in NAMES:
        de = "\n".join(s for _, s in script.cells(name, "de"))
        en = "\n".join(s for _, s in script.cells(name, "en"))
        assert "«" not in de + en and "»" not in de + en, f"{name}: an unpicked «Deutsch|English» piece"
        assert "Bots" in de and "bots" in en, f"{name}: the discussion says the players were bots"
        assert "## Was die Zahlen sagen" in de and "## What the numbers say" in en


KERNEL_NOT_STARTED = "async_start_new_kernel_client"
"""In nbmake's report when a notebook's kernel died before it answered (jupyter's kernel picks its ports itself, and
another process of the run may take one first): no cell ran, so the notebooks are run once more."""


def _run_notebooks(env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "-q",
            "-p",
            "no:cacheprovider",
            "--nbmake",
            "--nbmake-timeout=300",
            *[str(script.path_of(name, "de").relative_to(ROOT)) for name in NAMES],
        ],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=900,
    )


def test_every_notebook_runs_from_a_clean_kernel() -> None:
    """nbmake re-runs every German notebook in a fresh kernel with few rounds; a cell error fails (the English
    ones run the same code: test_the_english_notebook_runs_the_german_ones_code). A kernel that died before it
    started (no cell ran) is started once more; a cell's error is never retried."""
    pytest.importorskip("nbmake")
    pytest.importorskip("matplotlib")
    env = dict(os.environ, TROGGU_NB_GAMES=str(QUICK_GAMES))
    start = time.perf_counter()
    proc = _run_notebooks(env)
    if proc.returncode != 0 and KERNEL_NOT_STARTED in proc.stdout + proc.stderr:
        print(f"nbmake: a kernel did not start, the notebooks run once more:\n{proc.stdout[-1500:]}")
        proc = _run_notebooks(env)
    took = time.perf_counter() - start
    assert proc.returncode == 0, f"nbmake failed:\n{proc.stdout[-4000:]}\n{proc.stderr[-2000:]}"
    assert f"{len(NAMES)} passed" in proc.stdout, proc.stdout[-500:]
    print(f"nbmake: {len(NAMES)} notebooks in {took:.1f} s")


def _code_shape(source: str) -> str:
    """A code cell with its words taken out (docs_hooks/syntax_shape.py, the walk the gallery's German examples use
    too): every string constant blanked but a format spec's (``:,`` in an f-string is code), a value's language
    (``title_de``, ``title_en``) unnamed; IPython's magic lines kept as they are."""
    sys.path.insert(0, str(ROOT / "docs_hooks"))
    from syntax_shape import code_shape

    return code_shape(source, unname_languages=True, keep_magics=True)


@pytest.mark.parametrize("name", NAMES)
def test_the_english_notebook_runs_the_german_ones_code(name: str) -> None:
    """The English notebook's code is the German one's but for its words, so the German re-run above stands for
    both (issue 37: one nbmake run per notebook, not two)."""
    de = [s for kind, s in script.cells(name, "de") if kind == "code"]
    en = [s for kind, s in script.cells(name, "en") if kind == "code"]
    assert len(de) == len(en) and de
    for n, (a, b) in enumerate(zip(de, en, strict=True)):
        assert _code_shape(a) == _code_shape(b), f"{name}: code cell {n + 1} differs between the languages"


# ----- the built site (the session's one strict build, tests/conftest.py) ----------------------------------------
@pytest.fixture(scope="module")
def site(built_site: Any) -> Path:
    return Path(built_site.path)


@pytest.mark.parametrize("name", NAMES)
def test_notebook_pages_render_in_both_languages(site: Path, name: str) -> None:
    for prefix, lang, download in (("", "de", f"{name}.ipynb"), ("en/", "en", f"{name}.en.ipynb")):
        page = site / prefix / "numbers" / name / "index.html"
        text = page.read_text(encoding="utf-8")
        assert 'class="jupyter-wrapper"' in text, f"{prefix}numbers/{name}/ rendered by mkdocs-jupyter"
        assert "<svg" in text and "<table>" in text
        assert f'href="{download}" download' in text and (page.parent / download).is_file()
        assert "require.js" not in text and "mathjax/2.7" not in text.lower()
        other = "../../en/numbers/" if lang == "de" else "../../../numbers/"
        assert f'href="{other}{name}/" hreflang="{"en" if lang == "de" else "de"}"' in text, (
            "switcher to the other language"
        )
        # the notebook is a page with its download beside it, not a raw copy in numbers/
        assert not list((site / prefix / "numbers").glob("*.ipynb")), f"{prefix}numbers/ holds raw notebooks"


def test_csp_allows_the_notebook_pages_inline_scripts(site: Path) -> None:
    sys.path.insert(0, str(ROOT / "docs_hooks"))
    import pyodide_assets

    for page in sorted(site.glob("numbers/*/index.html")) + sorted(site.glob("en/numbers/*/index.html")):
        text = page.read_text(encoding="utf-8")
        meta = re.search(r'<meta http-equiv="Content-Security-Policy" content="([^"]+)"', text)
        assert meta, page
        for digest in pyodide_assets.inline_script_hashes(text):
            assert digest in meta.group(1), f"{page}: inline script {digest} not in the CSP"
        assert "'unsafe-inline'" not in meta.group(1).split("script-src")[1].split(";")[0]


_ADDRESS = re.compile(r"<[\w.]+ object at 0x[0-9a-fA-F]+>")


def _addresses(path: Path) -> list[str]:
    """Each output of the notebook at ``path`` that shows a Python object's address (``<__main__.X object at
    0x...>``: a value without a text of its own) instead of what it is."""
    found = []
    for out in _outputs(path):
        texts = [_text(out)] + [_text(out, mime) for mime in out.get("data", {})]
        found += [f"{path.name}: {m.group(0)}" for text in texts for m in _ADDRESS.finditer(text)]
    return found


def test_no_notebook_shows_an_object_address(site: Path, tmp_path: Path) -> None:
    """Issue 35: every notebook, the numbers' and the examples' of both languages, shows what each output is (example
    06's, 04's, 05's and 07's charts said '<__main__.BarChart object at 0x...>' where a viewer shows only text)."""
    notebooks = sorted(NUMBERS.glob("*.ipynb"))
    notebooks += sorted((site / "examples" / "downloads").glob("*.ipynb"))
    notebooks += sorted((site / "en" / "examples" / "downloads").glob("*.ipynb"))
    assert len(notebooks) >= 2 * len(NAMES) + 2 * len(list((ROOT / "examples").glob("[0-9]*.py")))
    problems = [hit for path in notebooks for hit in _addresses(path)]
    assert not problems, "\n".join(problems)
    fake = {
        "cells": [
            {
                "cell_type": "code",
                "outputs": [
                    {
                        "output_type": "execute_result",
                        "data": {"text/plain": "<__main__.BarChart object at 0x7f10d653a290>"},
                    }
                ],
            }
        ]
    }
    probe = tmp_path / "probe.ipynb"
    probe.write_text(json.dumps(fake), encoding="utf-8")
    assert _addresses(probe), "the check finds an address"


@pytest.mark.parametrize(
    "rules, names",
    [
        ("exchange", ["tapp-value"]),
        ("auction", ["game-types", "hand-strength"]),
        ("play", ["schgusieru", "fool-family"]),
        ("pay", ["evening"]),
    ],
)
def test_rules_pages_link_their_notebooks(site: Path, rules: str, names: list[str]) -> None:
    for prefix in ("", "en/"):
        text = (site / prefix / "rules" / rules / "index.html").read_text(encoding="utf-8")
        for name in names:
            assert f'href="../../numbers/{name}/"' in text, f"{prefix}rules/{rules}/ links numbers/{name}"
