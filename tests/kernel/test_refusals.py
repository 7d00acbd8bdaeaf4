"""Every refusal of every game, provoked through its state, its record reader and the widgets' facade, names a rule
of that game's own table and says why in German (Pydantic's way of testing error codes, by provoking them).

The probes (``tests/kernel/refusals.py``) try every card and a list of wrong words at each step of rounds of every
ruleset and player count, feed the record readers broken copies of bot-played records, and send the facade the
requests a page or a stranger may send, with ``lang: "de"``. The seats the refusals of the sweeps name are counted
from 1 (issue 33; the templates are checked in ``tests/kernel/test_seat_numbers_in_messages.py``).
"""

from __future__ import annotations

import json
import re
from collections import Counter
from typing import Any, Iterator

import pytest

from quick import seeds
from refusals import ask, distinct, record_number_refusals, record_sweep, state_sweep, web_refusals
from test_seat_numbers_in_messages import PEOPLES_ZERO, seat_fields
from troggu_core import web
from troggu_core.errors import TrogguError
from troggu_core.i18n import gettext, translate_error
from troggu_core.kernel.registry import GAME_MODULES, GAMES

SAME_IN_GERMAN: frozenset[str] = frozenset()
"""Messages whose German is the English text (none so far): a message listed here may be answered as it is."""


def _table(game_id: str) -> dict[str, Any]:
    return {r.id: r for r in GAMES[game_id].rules}


def _check_error(game_id: str, e: TrogguError, seen: Counter[str], times: int = 1) -> None:
    """Check the refusal ``e``, met ``times`` times (the sweeps check each refusal once, issue 37)."""
    assert e.rule_id in _table(game_id), f"{game_id}: {e.rule_id} is in no rule table: {e}"
    de, en = e.message("de"), e.message("en")
    assert de != en or e.msgid in SAME_IN_GERMAN, f"{game_id}: not German: {de!r}"
    assert gettext(e.msgid, "de") != e.msgid or e.msgid in SAME_IN_GERMAN, (
        f"{game_id}: {e.msgid!r} not in the catalogue"
    )
    seen[e.rule_id] += times


STATE_ROUNDS = seeds(2)
"""Rounds per ruleset and table size of the state sweep (the quick loop, tests/quick.py: one)."""


@pytest.mark.parametrize("game_id", list(GAME_MODULES))
def test_every_refusal_of_a_state_names_a_rule_of_the_table_in_german(game_id: str) -> None:
    seen: Counter[str] = Counter()
    for e, times in state_sweep(game_id, STATE_ROUNDS):
        _check_error(game_id, e, seen, times)
    assert sum(seen.values()) > 5_000 * STATE_ROUNDS and len(seen) >= 8, seen


@pytest.mark.parametrize("game_id", list(GAME_MODULES))
def test_every_refusal_of_a_record_names_a_rule_of_the_table_in_german(game_id: str) -> None:
    seen: Counter[str] = Counter()
    for e, times in record_sweep(game_id, 1):
        _check_error(game_id, e, seen, times)
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


# ---------------------------------------------------------------- the seats the refusals name (issue 33)
# Here, not in test_seat_numbers_in_messages.py, so that they read the sweeps the tests above made in this process
# (issue 37: the sweeps are most of the work, and xdist may run two files on two workers).


def _refusals() -> Iterator[tuple[str, TrogguError]]:
    """Every refusal of the sweeps above (state and record, every game) and of the records' numbers out of the table,
    each once."""
    for game_id, info in GAMES.items():
        for e, _ in (
            *state_sweep(game_id, STATE_ROUNDS),
            *record_sweep(game_id, 1),
            *distinct(record_number_refusals(info)),
        ):
            yield game_id, e


def _seat_refusals() -> Iterator[tuple[str, TrogguError]]:
    for game_id, e in _refusals():
        if seat_fields(e.msgid) & set(e.params):
            yield game_id, e


def test_no_refusal_says_a_seat_from_0() -> None:
    """Whatever number of a record is wrong, and whatever the sweeps provoke: no "Platz 0" in de or en, and the
    records' seat refusals each name the seats from 1 (``Plätze 1 bis 4``), the record's numbers beside them."""
    said_zero = [
        f"{game_id}: {e.message(lang)!r}"
        for game_id, e in _refusals()
        for lang in ("de", "en")
        if PEOPLES_ZERO.search(e.message(lang))
    ]
    assert not said_zero, "\n".join(said_zero[:20])
    by_rule: dict[str, set[str]] = {}
    for game_id, e in _refusals():
        if {"first", "last", "top"} <= set(e.params):
            by_rule.setdefault(game_id, set()).add(e.message("de"))
    assert set(by_rule) == set(GAMES), by_rule  # every game's dealer out of the table is refused so
    for game_id, texts in by_rule.items():
        for text in texts:
            m = re.search(r"Plätze 1 bis ([3-8])\b.* \(von 0 an gezählt: 0 bis ([2-7])\)", text)
            assert m and int(m[1]) == int(m[2]) + 1, (game_id, text)
    # beside the dealers: Troccas' teams and the Danish excuse_demand, found as numbers of the records
    assert any("teams muss" in t for t in by_rule["troccas"]), by_rule["troccas"]
    assert any("excuse_demand ist null oder" in t for t in by_rule["grosstarock"]), by_rule["grosstarock"]


def test_every_refusal_of_the_sweeps_names_seats_as_people_count_them() -> None:
    met: dict[str, set[int]] = {}
    for game_id, e in _seat_refusals():
        fields = seat_fields(e.msgid) & set(e.params)
        said = {f: int(e.params[f]) + 1 for f in fields}  # the engine's number, as people count it
        for lang in ("de", "en"):
            want = translate_error(e.msgid, {**e.params, **said}, lang)
            got = e.message(lang)
            assert got.endswith(want), f"{game_id}: {got!r}, want {want!r}"
            assert not PEOPLES_ZERO.search(got), f"{game_id}: {got!r}"
        answer = json.loads(json.dumps(web.refusal(e, "de", GAMES[game_id])))
        assert answer["reason"] == e.message("de")
        assert all(answer["params"][f] == int(e.params[f]) for f in fields)  # the API keeps the engine's number
        met.setdefault(game_id, set()).update(int(e.params[f]) for f in fields)
    assert set(met) == set(GAMES), met  # every game refuses something that names a seat
    assert all(0 in seats for seats in met.values()), met  # seat 0, read "Platz 1"
