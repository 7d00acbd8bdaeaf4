"""Every phase a round of any game reaches has its words in German and English, and the facade sends them
(``phase_text``) with the phase, so the table shows words, never a raw key (issue 38: a French Tarot round showed
``phase_chelem``). The phases are found by playing rounds of every game, ruleset and number of players with the
games' own bots, not from a list written by hand."""

from __future__ import annotations

import json
import re
from functools import lru_cache
from pathlib import Path
from typing import Any

import pytest

from troggu_core import web
from troggu_core.kernel.registry import GAMES

LOCALE = Path(web.__file__).parent.parent / "locale"
BOTS = ("random", "heuristic")
SEEDS = 8


@lru_cache(maxsize=None)
def reached_phases(game_id: str) -> frozenset[str]:
    """Every phase the states of rounds of the game pass through: each table (ruleset, players) with each bot
    kind over several seeds."""
    info = GAMES[game_id]
    phases: set[str] = set()
    for rs, n in info.tables():
        for kind in BOTS:
            for seed in range(SEEDS):
                st = info.new(rs, n, seed, seed % n)
                bots = [info.make_bot(kind, seed * 16 + s) for s in range(n)]
                for _ in range(2000):
                    phases.add(str(st.phase))
                    if st.is_over:
                        break
                    st.push(info.choose(bots[st.to_move], st, st.to_move))
    return frozenset(phases)


def catalogue(lang: str) -> dict[str, str]:
    """The catalogue's single-line entries: msgid -> msgstr."""
    text = (LOCALE / lang / "LC_MESSAGES" / "troggu.po").read_text(encoding="utf-8")
    return dict(re.findall(r'^msgid "(.+)"\nmsgstr "(.*)"$', text, re.M))


def test_the_rounds_reach_the_phases_the_issue_names() -> None:
    """The walk is not vacuous: the French Tarot's chelem and poignée, Troggu's partner call and exchange, the
    family's lay-away."""
    assert {"chelem", "poignee", "auction", "discard", "play", "finished"} <= reached_phases("french-tarot")
    assert {"auction", "call", "exchange", "play", "finished"} <= reached_phases("troggu")
    assert "discard" in reached_phases("troccas") and "discard" in reached_phases("grosstarock")


@pytest.mark.parametrize("game_id", list(GAMES))
def test_every_reached_phase_has_its_words_in_german_and_english(game_id: str) -> None:
    de, en = catalogue("de"), catalogue("en")
    info = GAMES[game_id]
    words_of = web.phase_words(info)  # the phases every game may pass and the game's own (GameInfo.phase_words)
    for phase in sorted(reached_phases(game_id)):
        assert phase in words_of, f"{game_id}: phase {phase!r} has no words (web.PHASE_WORDS, GameInfo.phase_words)"
        key = words_of[phase]
        assert de.get(key) and de[key] != key, f"{phase}: {key!r} has no German words in the catalogue"
        assert en.get(key), f"{phase}: {key!r} is not in the English catalogue"
        assert web.phase_text(phase, "de", info) == de[key]
        assert web.phase_text(phase, "en", info) == en[key]
        for lang in ("de", "en"):
            words = web.phase_text(phase, lang, info)
            assert words != phase and "phase_" not in words and words[:1].isupper(), (lang, words)


def _call(**req: Any) -> dict[str, Any]:
    out: dict[str, Any] = json.loads(web.handle(json.dumps(req)))
    assert out["ok"], out
    return out


@pytest.mark.parametrize("game_id", list(GAMES))
def test_the_facade_sends_the_phases_words_with_every_view(game_id: str) -> None:
    for lang in ("de", "en"):
        st = _call(op="new_game", game=game_id, seed=4, lang=lang)
        seen = []
        for _ in range(200):
            assert st["phase_text"] == web.phase_text(st["phase"], lang, GAMES[game_id]), st["phase"]
            seen.append(st["phase"])
            if st["over"]:
                break
            st = _call(op="finish", game=game_id, id=st["id"], lang=lang) if not st["legal"] else st
            if st["over"]:
                assert st["phase_text"] == web.phase_text("finished", lang)
                break
            action = st["legal"][0]
            if "discard_size" in st:
                action = "discard " + " ".join(st["legal"][: st["discard_size"]])
            nxt = json.loads(web.handle(json.dumps({"op": "act", "game": game_id, "id": st["id"], "action": action})))
            st = nxt if nxt["ok"] else _call(op="finish", game=game_id, id=st["id"], lang=lang)
            st = _call(op="state", game=game_id, id=st["id"], lang=lang)
        assert st["over"] and "finished" in {*seen, st["phase"]}
