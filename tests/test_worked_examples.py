"""The worked examples the build computes (docs_hooks/worked_examples.py) name seats and the bidder as the engine
does (issue 33): seats counted from 1 by ``web.seat_names``/``seat_label``, one word ("Platz"), and Troggu's
bidder word (``GameInfo.bidder_word``: Tappist, Solist) instead of a word of the page's own."""

from __future__ import annotations

import re
import sys
from pathlib import Path
from types import ModuleType

import pytest

from troggu_core import web
from troggu_core.kernel.explain import seat_label
from troggu_core.kernel.registry import GAMES

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def we() -> ModuleType:
    sys.path.insert(0, str(ROOT / "docs_hooks"))
    import worked_examples

    return worked_examples


@pytest.mark.parametrize("lang", ["de", "en"])
def test_a_result_names_seats_and_bidder_as_the_engine(we: ModuleType, lang: str) -> None:
    text = we.render_example_result(lang, ruleset="st-niklaus", players="5", seed="11")
    g = we._game("st-niklaus", "5", "11", "0", "heuristic")
    r = g.outcome()
    rows = re.findall(r"^\| ([^|]+?) \| -?\d+ \|", text, re.M)
    assert rows == web.seat_names(5, lang)
    word = web.bidder_word(GAMES["troggu"], r.game.value, lang)
    assert f"- {word[:1].upper() + word[1:]}: {seat_label(r.declarer, None, lang)}" in text
    assert "Sitz" not in text and "Spielmacher" not in text and "declarer" not in text.lower()
    assert not re.search(r"(Platz|[Ss]eat) 0\b", text)


@pytest.mark.parametrize("lang", ["de", "en"])
def test_a_deal_and_a_trick_count_seats_from_one(we: ModuleType, lang: str) -> None:
    deal = we.render_example_deal(lang, players="4", seed="7", dealer="2")
    heads = re.findall(r"^\*\*(.+?)\*\* —", deal, re.M)
    dealer = web.seat_names(4, lang)[2] + (" (Geber)" if lang == "de" else " (dealer)")
    assert heads == [*web.seat_names(4, lang)[:2], dealer, web.seat_names(4, lang)[3], "Tapp"]
    trick = we.render_example_trick(lang, players="4", seed="3", trick="1")
    named = re.findall(r"(?:Platz|[Ss]eat) (\d)", trick)
    assert named and sorted(set(named)) == ["1", "2", "3", "4"]
