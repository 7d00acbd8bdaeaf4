"""The facade's ``meta`` answer, read before anything else on every page with a widget, stays light (issue 38: it
was 366 kB for Troggu, every card picture sent twice): at most 60 kB for every game in both languages, with no card
picture in it; the pictures are the ``faces`` answer, each card's once, asked once per game by the page."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from troggu_core import web
from troggu_core.kernel.registry import GAMES

MAX_META = 60_000
"""The most bytes (UTF-8) of one ``meta`` answer."""
LANGS = ("de", "en")


def answer(**req: Any) -> tuple[str, dict[str, Any]]:
    text = web.handle(json.dumps(req))
    out: dict[str, Any] = json.loads(text)
    assert out["ok"], out
    return text, out


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game_id", list(GAMES))
def test_meta_is_at_most_60_kb_and_holds_no_picture(game_id: str, lang: str) -> None:
    text, meta = answer(op="meta", game=game_id, lang=lang)
    size = len(text.encode("utf-8"))
    assert size <= MAX_META, f"meta of {game_id} ({lang}): {size} bytes"
    assert "<svg" not in text
    assert set(meta["names"]) == set(GAMES[game_id].deck)  # the card names stay: the pages read them first


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game_id", list(GAMES))
def test_faces_hold_every_cards_picture_once(game_id: str, lang: str) -> None:
    info = GAMES[game_id]
    text, out = answer(op="faces", game=game_id, lang=lang)
    assert set(out) == {"ok", "game_id", "faces"}
    assert list(out["faces"]) == list(info.deck)
    assert text.count("<svg") == len(info.deck)  # one picture per card, nothing else drawn twice
    assert info.face is not None and all(svg == info.face(code, lang) for code, svg in out["faces"].items())


def test_the_pages_read_the_pictures_from_faces_only() -> None:
    """Every reader of card pictures in the site's scripts asks the engine's faces answer (once per game), none
    reads them from meta."""
    js = Path(__file__).resolve().parent.parent / "docs" / "javascripts"
    text = {p.name: p.read_text(encoding="utf-8") for p in js.glob("*.js")}
    # the one card renderer (troggu.js's T.cards) asks faces once per game, beside meta; the table draws with it
    assert 'call("faces"' in text["troggu.js"] and "gameFaces(game)" in text["troggu.js"]
    assert "T.cards" in text["troggu-table.js"] and 'call("faces"' not in text["troggu-table.js"]
    for name, src in text.items():
        assert "meta.faces" not in src and "f.svg" not in src, name
