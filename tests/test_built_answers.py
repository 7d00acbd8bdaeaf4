"""The facade's answers the build writes for the page (docs_hooks/pyodide_assets.write_answers, issue 38): every
game's ``meta`` and ``faces`` in both languages, each the engine's own answer to that request, so the page that reads
them (troggu-runtime.js's builtAnswer) shows what the engine would have sent, without waiting for it."""

from __future__ import annotations

import json
import sys
from pathlib import Path

from troggu_core import web
from troggu_core.kernel.registry import GAMES

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "docs_hooks"))

import pyodide_assets  # noqa: E402


def test_every_games_meta_and_faces_are_the_engines_answers(tmp_path: Path) -> None:
    folder = tmp_path / "troggu-0123456789ab"
    folder.mkdir()
    paths = pyodide_assets.write_answers(folder)
    assert set(paths) == {"meta", "faces"}
    for op, games in paths.items():
        assert set(games) == set(GAMES), op
        for game_id, langs in games.items():
            assert set(langs) == set(pyodide_assets.LANGS)
            for lang, path in langs.items():
                assert path.startswith(folder.name + "/answers/")  # in the engine's digest folder: kept for ever
                built = json.loads((tmp_path / path).read_text(encoding="utf-8"))
                asked = json.loads(web.handle(json.dumps({"op": op, "game": game_id, "lang": lang})))
                assert built == asked and built["ok"] and built["game_id"] == game_id, (op, game_id, lang)
