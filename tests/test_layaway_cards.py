"""The page sends the cards a person lays away, never the notation: the engine writes the lay-away
(:mod:`troggu_core.kernel.layaway`) for the table's ``act`` and the lesson's answer, and names the cards a hint
suggests (``cards``), which the page marks. No script of the site writes or reads ``discard …``."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from troggu_core import web
from troggu_core.kernel.layaway import action_cards, layaway_action
from troggu_core.kernel.registry import GAMES

ROOT = Path(__file__).resolve().parents[1]


def call(**req: object) -> dict[str, Any]:
    out: dict[str, Any] = json.loads(web.handle(json.dumps(req)))
    return out


def _at_layaway(game: str) -> dict[str, Any]:
    """A round of ``game`` at the person's lay-away: the person bids the first contract offered (not ``pass``)
    and plays the first legal action otherwise, seed by seed and seat by seat, until the table asks for a lay-away."""
    for seed in range(40):
        for seat in range(GAMES[game].default_players):
            st = call(op="new_game", game=game, seed=seed, seat=seat, lang="de")
            for _ in range(12):
                if st["over"] or not st["your_turn"]:
                    break
                if "discard_size" in st:
                    return st
                legal = st["legal"]
                bids = [a for a in legal if a != "pass"]
                st = call(op="act", game=game, id=st["id"], action=(bids or legal)[0], lang="de")
                assert st["ok"], st
    raise AssertionError(f"no lay-away for the person in {game}")


def _without_id(st: dict[str, Any]) -> str:
    return json.dumps({k: v for k, v in st.items() if k not in ("id", "share")}, sort_keys=True)


@pytest.mark.parametrize("game", list(GAMES))
def test_the_engine_writes_a_layaway_from_the_cards(game: str) -> None:
    """The lay-away sent as cards is the one sent as text: the same round after it (the bots' answers included);
    a wrong one is refused naming the rule, as the text is."""
    st = _at_layaway(game)
    size, legal = st["discard_size"], st["legal"]
    cards = st["view"]["layaway_cards"][:size] if st["view"]["layaway_cards"] else legal[:size]
    by_cards = call(op="act", game=game, id=st["id"], cards=cards, lang="de")
    back = call(op="undo", game=game, id=st["id"], lang="de")
    assert _without_log(back) == _without_log(st)
    by_text = call(op="act", game=game, id=st["id"], action=layaway_action(cards), lang="de")
    assert by_cards["ok"] == by_text["ok"]
    assert _without_log(by_cards) == _without_log(by_text)
    if by_cards["ok"]:
        call(op="undo", game=game, id=st["id"], lang="de")
    wrong = call(op="act", game=game, id=st["id"], cards=cards[:1] * (size + 1), lang="de")
    said = call(op="act", game=game, id=st["id"], action=layaway_action(cards[:1] * (size + 1)), lang="de")
    assert not wrong["ok"] and wrong["rule"] == said["rule"] and wrong["reason"] == said["reason"]


def _without_log(st: dict[str, Any]) -> str:
    return json.dumps({k: v for k, v in st.items() if k not in ("log", "can_undo")}, sort_keys=True)


@pytest.mark.parametrize("game", list(GAMES))
def test_a_hint_names_its_cards(game: str) -> None:
    """A hint's ``cards`` are the cards of the person's hand its suggestion names: a lay-away's, a card's."""
    st = _at_layaway(game)
    hint = call(op="hint", game=game, id=st["id"], lang="de")
    assert hint["ok"], hint
    assert hint["cards"] == action_cards(hint["suggested"], GAMES[game].deck)
    assert hint["cards"] and set(hint["cards"]) <= set(st["view"]["hand"])


def test_action_cards_reads_what_layaway_action_writes() -> None:
    deck = GAMES["troggu"].deck
    for n in range(4):
        cards = list(deck[n : 2 * n + 1])
        assert action_cards(layaway_action(cards), deck) == cards
    assert action_cards("pass", deck) == [] and action_cards("call RK", deck) == []


def test_no_script_writes_the_notation() -> None:
    """Every script of the site (``docs/javascripts``): none writes or reads the lay-away's notation."""
    scripts = sorted((ROOT / "docs" / "javascripts").glob("*.js"))
    assert scripts
    found = [
        f"{p.name}:{i}"
        for p in scripts
        for i, line in enumerate(p.read_text().splitlines(), 1)
        if re.search(r"""["'`]discard[ "'`]""", line)
    ]
    assert found == []
