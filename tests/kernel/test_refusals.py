"""Every refusal of every game, provoked through its state, its record reader and the widgets' facade, names a rule
of that game's own table and says why in German (Pydantic's way of testing error codes, by provoking them).

The probes (``tests/kernel/refusals.py``) try every card and a list of wrong words at each step of rounds of every
ruleset and player count, feed the record readers broken copies of bot-played records, and send the facade the
requests a page or a stranger may send, with ``lang: "de"``.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from typing import Any

import pytest

from quick import seeds
from refusals import ask, record_refusals, state_refusals, web_refusals
from troggu_core import web
from troggu_core.errors import TrogguError
from troggu_core.i18n import gettext
from troggu_core.kernel.registry import GAME_MODULES, GAMES

SAME_IN_GERMAN: frozenset[str] = frozenset()
"""Messages whose German is the English text (none so far): a message listed here may be answered as it is."""


def _table(game_id: str) -> dict[str, Any]:
    return {r.id: r for r in GAMES[game_id].rules}


def _check_error(game_id: str, e: TrogguError, seen: Counter[str]) -> None:
    assert e.rule_id in _table(game_id), f"{game_id}: {e.rule_id} is in no rule table: {e}"
    de, en = e.message("de"), e.message("en")
    assert de != en or e.msgid in SAME_IN_GERMAN, f"{game_id}: not German: {de!r}"
    assert gettext(e.msgid, "de") != e.msgid or e.msgid in SAME_IN_GERMAN, (
        f"{game_id}: {e.msgid!r} not in the catalogue"
    )
    seen[e.rule_id] += 1


@pytest.mark.parametrize("game_id", list(GAME_MODULES))
def test_every_refusal_of_a_state_names_a_rule_of_the_table_in_german(game_id: str) -> None:
    seen: Counter[str] = Counter()
    rounds = seeds(2)  # the quick loop (tests/quick.py): one round per ruleset and table size
    for e in state_refusals(GAMES[game_id], seeds=rounds):
        _check_error(game_id, e, seen)
    assert sum(seen.values()) > 5_000 * rounds and len(seen) >= 8, seen


@pytest.mark.parametrize("game_id", list(GAME_MODULES))
def test_every_refusal_of_a_record_names_a_rule_of_the_table_in_german(game_id: str) -> None:
    seen: Counter[str] = Counter()
    for e in record_refusals(GAMES[game_id], seeds=1):
        _check_error(game_id, e, seen)
        assert e.where is None or e.message("de").startswith(e.where + ": ")  # the position is never translated
    assert sum(seen.values()) > 300 and len(seen) >= 8, seen


def _page(game_id: str, rule_id: str) -> str:
    """Where the site states the rule, from the language's root: Troggu's rules pages by section, each family
    game's rules page."""
    if game_id == "troggu":
        return f"rules/{_table('troggu')[rule_id].section}/#{rule_id}"
    return f"games/{game_id}-rules/#{rule_id}"


@pytest.mark.parametrize("game_id", list(GAME_MODULES))
def test_every_refusal_of_the_facade_carries_its_rule_in_german(game_id: str) -> None:
    """Each answer names a rule of the answering game's table (a request for no game it knows is the site's,
    Troggu's), with the rule's statement in German, its page and anchor, and a German reason from the catalogue."""
    seen: Counter[str] = Counter()
    for req, de, en in web_refusals(game_id, seeds=1):
        answering = de["game_id"] or "troggu"
        assert answering in (game_id, "troggu"), (req, de)  # a request naming no game is refused as Troggu's
        rule = _table(answering).get(de["rule"])
        assert rule is not None, f"{answering}: {de['rule']} is in no rule table: {req} -> {de['reason']}"
        assert de["rule_text"] == rule.statement("de") and en["rule_text"] == rule.statement("en"), (req, de)
        assert de["rule_text"] != en["rule_text"], rule
        assert de["rule_page"] == en["rule_page"] == _page(answering, de["rule"]), (req, de)
        assert de["reason"] != en["reason"] or de["msgid"] in SAME_IN_GERMAN, (req, de["reason"])
        assert gettext(de["msgid"], "de") != de["msgid"] or de["msgid"] in SAME_IN_GERMAN, (req, de["msgid"])
        assert de["error"] == f"[{de['rule']}] {de['reason']}"
        seen[de["rule"]] += 1
    assert sum(seen.values()) > 200 and len(seen) >= 8, seen


@pytest.mark.parametrize("game_id", list(GAME_MODULES))
def test_the_readers_own_text_is_shown_as_typed(game_id: str) -> None:
    """A word the reader typed that happens to be a catalogue key ("pass" is one: "passen"; so is "players") is
    echoed as typed, and so is a key of the record."""
    info = GAMES[game_id]
    rec = info.random_record(info.default_ruleset, info.default_players, 1, "random")
    for req in (
        {"game": game_id, "op": "new_game", "ruleset": "pass"},
        {"game": game_id, "op": "replay", "record": json.dumps({**rec, "ruleset": "pass"})},
    ):
        out = ask(req, "de")
        assert out["ok"] is False and "'pass'" in out["reason"] and "passen" not in out["reason"], out["reason"]
    out = ask({"game": game_id, "op": "replay", "record": json.dumps({k: v for k, v in rec.items() if k != "players"})})
    assert "'players'" in out["reason"] and "Spieler" not in out["reason"], out["reason"]


def test_a_family_refusal_names_the_games_title_in_the_readers_language() -> None:
    de, en = ask({"game": "french-tarot", "op": "new_game", "players": 3}), None
    assert de["ok"] is True
    de = ask({"game": "french-tarot", "op": "replay", "record": json.dumps({"format": "troggu-record/2", "game": "x"})})
    en = ask(
        {"game": "french-tarot", "op": "replay", "record": json.dumps({"format": "troggu-record/2", "game": "x"})}, "en"
    )
    assert "Französisches Tarot zu dritt" in de["reason"] and "French Tarot for three" in en["reason"]
    assert de["params"]["title"] == "Französisches Tarot zu dritt"


def test_an_unknown_request_is_refused_with_the_games_rule_of_requests() -> None:
    for game_id in GAME_MODULES:
        for op in ("nope", 5, ["state"], {}):
            out = ask({"game": game_id, "op": op})
            assert out["rule"] == "game.action" and out["game_id"] == game_id and out["rule_text"], out
            assert out["rule_page"] == _page(game_id, "game.action")
    out = json.loads(web.handle(json.dumps({"game": "skat", "op": "meta", "lang": "de"})))
    assert out["rule"] == "record.game" and out["rule_page"] == "rules/record/#record.game"
    assert re.search(r"'skat' ist kein Spiel", out["reason"]), out["reason"]
