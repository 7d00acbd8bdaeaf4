"""Issue 12: one message catalogue per language (gettext, .po compiled with Babel), German complete."""

from __future__ import annotations

import json
import pickle
import re
import sys
from pathlib import Path

import pytest

import troggu_core as tg
from quick import seeds
from troggu_core import web
from troggu_core.errors import IllegalActionError, RecordError
from troggu_core.i18n import gettext, translation

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))
import compile_catalogues  # noqa: E402

ENGLISH = re.compile(
    r"\b(must|the|you|your|is not|seat|players|follow suit|trick|hand|cards|which|cannot|"
    r"with|without|give|paste|unknown|appears|twice|missing|nothing|choose|whole number)\b"
)


def test_every_message_the_engine_raises_is_in_the_german_catalogue() -> None:
    assert compile_catalogues.missing("de") == []


def test_catalogues_compile_and_load_with_stdlib_gettext() -> None:
    compile_catalogues.compile_catalogues()
    for lang in ("de", "en"):
        assert (ROOT / "troggu_core" / "locale" / lang / "LC_MESSAGES" / "troggu.mo").exists()
    assert type(translation("de")).__name__ == "GNUTranslations"
    assert gettext("it is not your turn", "de") == "Du bist nicht am Zug"
    assert gettext("it is not your turn", "en") == "it is not your turn"


def test_every_rule_has_a_german_statement() -> None:
    for r in tg.RULES.values():
        assert r.de and r.de != r.en, r.id
        text = re.sub(
            r"\b(ruleset|players|dealer|hands|tapp|auction|call|discard|plays|format|pass|normal|solo)\b", "", r.de
        )
        assert not ENGLISH.search(text), (r.id, r.de)


def test_errors_keep_english_and_carry_msgid_and_params() -> None:
    e = IllegalActionError("play.follow-suit", "must follow suit: you hold {suit}", suit="Rosen")
    assert str(e) == "[play.follow-suit] must follow suit: you hold Rosen"
    assert e.message("en") == e.reason and e.message("de") == "Du musst Farbe bekennen: Du hast Rosen"
    r = RecordError("record.format", "the key {key!r} is missing", "players", key="players")
    assert str(r) == "[record.format] players: the key 'players' is missing"
    again = pickle.loads(pickle.dumps(r))
    assert (again.msgid, again.params, again.where, str(again)) == (r.msgid, r.params, r.where, str(r))


REQUESTS = [
    {"op": "deal", "players": 99},
    {"op": "deal", "ruleset": "zermatt"},
    {"op": "deal", "seed": -1},
    {"op": "deal", "ruleset": "visp", "players": 3},
    {"op": "share", "query": "r=visp&x=1"},
    {"op": "share", "query": "r=visp&r=visp"},
    {"op": "share", "query": "%%%"},
    {"op": "share", "query": 5},
    {"op": "undo", "id": 123456},
    {"op": "pad_compare", "inputs": {"type": "normal", "declarer": 0, "declarer_points": "abc"}},
    {"op": "pad_compare", "inputs": {"type": "skat"}},
    {"op": "pad_compare", "inputs": {"type": "misere", "points": [200, 0, 0, 0]}},
    {"op": "pad_compare", "inputs": {"type": "misere", "points": [1]}},
    {"op": "pad_count", "cards": ["R7"]},
    {"op": "pad_count", "cards": ["zz"]},
    {"op": "pad_count", "cards": 3},
    {"op": "pad_count", "cards": ["RK", "RK"]},
    {"op": "replay", "record": "{bad"},
    {"op": "replay", "record": "{}"},
    {"op": "replay", "record": "[1]"},
    {"op": "replay", "record": 5},
    {
        "op": "replay",
        "record": '{"format": "troggu-record/1", "ruleset": "visp", "players": 4, "dealer": 0, '
        '"hands": [["RK"], [], [], []], "tapp": [], "auction": [], "call": null, '
        '"discard": null, "plays": []}',
    },
    {"op": "replay", "record": '{"format": "troggu-record/1", "ruleset": "nowhere", "players": 4}'},
    {"op": "replay", "record": '{"format": "troggu-record/1", "ruleset": "visp", "players": "4"}'},
    {"op": "nope"},
]


def _ask(req: dict) -> dict:
    return json.loads(web.handle(json.dumps({**req, "lang": "de"})))


@pytest.mark.parametrize("req", REQUESTS, ids=lambda r: r["op"])
def test_widget_input_errors_are_german(req: dict) -> None:
    res = _ask(req)
    assert res["ok"] is False
    reason = re.sub(r"^[a-z_]+(\[\d+\])?: ", "", res["reason"])  # where in the record: the JSON key itself
    if isinstance(res["params"].get("key"), str):  # a key of the record is named as it is written, never translated
        reason = reason.replace(res["params"]["key"], "")
    assert not ENGLISH.search(reason), res["reason"]
    en = json.loads(web.handle(json.dumps({**req, "lang": "en"})))
    assert en["reason"] != res["reason"]


def test_every_refused_move_of_a_played_game_is_german() -> None:
    """Walk games of every ruleset: at each step of the person's seat try every wrong action."""
    seen: set[str] = set()
    for ruleset, players in (("visp", 4), ("st-niklaus", 3), ("graechen", 7), ("visp", 8)):
        for seed in range(seeds(6)):  # the quick loop (tests/quick.py): one
            st = _ask({"op": "new_game", "ruleset": ruleset, "players": players, "seed": seed})
            for _ in range(60):
                if st["phase"] == "finished":
                    break
                gid = st["id"]
                tries = ["normal", "RK", "call RK", "discard R1", "XXI", "Narr", "R7", "discard"] + st["view"]["hand"]
                if st["phase"] == "exchange":
                    tries.append("discard " + " ".join(st["view"]["hand"][:2]))
                for action in tries:
                    res = _ask({"op": "act", "id": gid, "action": action})
                    if res["ok"]:
                        _ask({"op": "undo", "id": gid})
                        continue
                    seen.add(res["msgid"])
                    assert not ENGLISH.search(res["reason"]), (action, res["reason"])
                st = _ask({"op": "finish" if st["phase"] == "exchange" else "state", "id": gid})
                if st["phase"] != "finished" and st["your_turn"]:
                    move = (st["legal"] or [None])[0] if "discard_size" not in st else None
                    st = _ask({"op": "act", "id": gid, "action": move}) if move else _ask({"op": "finish", "id": gid})
                    if not st.get("ok"):
                        st = _ask({"op": "finish", "id": gid})
    assert len(seen) >= 5, seen


def test_layout_in_words() -> None:
    res = _ask({"op": "deal", "ruleset": "graechen", "players": 8})
    assert res["deal_text"] == "je 4 Karten, dann 6 in den Tapp, dann je 3"


# ---------------------------------------------------------------- the family widgets' action buttons
def _family_actions(game_id: str) -> set[str]:
    """Every non-card action the facade offers the person in some rounds of ``game_id`` (played by the rules)."""
    from troggu_core.kernel.codes import CODES

    seen: set[str] = set()
    info = tg.find_game(game_id)
    tables = info.tables()
    for rs in info.rulesets:
        counts = [n for r, n in tables if r == rs]
        players = info.default_players if info.default_players in counts else counts[0]
        for seed in range(seeds(25)):  # the quick loop (tests/quick.py): five
            st = json.loads(
                web.handle(
                    json.dumps(
                        {
                            "op": "new_game",
                            "game": game_id,
                            "ruleset": rs,
                            "lang": "de",
                            "players": players,
                            "seed": seed,
                        }
                    )
                )
            )
            for k in range(120):
                if not st.get("ok") or st["over"] or not st["legal"]:
                    break
                others = [a for a in st["legal"] if a not in CODES]
                seen.update(others)
                assert set(others) <= set(st["labels"]), (others, st["labels"])
                cards = [a for a in st["legal"] if a in CODES]
                action = (
                    "discard " + " ".join(cards[: st["discard_size"]])
                    if "discard_size" in st
                    else st["legal"][(seed + k) % len(st["legal"])]
                )
                st = json.loads(
                    web.handle(
                        json.dumps({"op": "act", "game": game_id, "id": st["id"], "action": action, "lang": "de"})
                    )
                )
    return seen


@pytest.mark.parametrize("game_id", list(tg.GAMES))
def test_family_action_buttons_are_labelled_in_german(game_id: str) -> None:
    from troggu_core.action_labels import action_label

    actions = _family_actions(game_id)
    assert actions, "no action besides cards was offered: the test reached no bidding, demand or announcement"
    for a in actions:
        de, en = action_label(game_id, a, "de"), action_label(game_id, a, "en")
        assert not ENGLISH.search(de) and not re.search(r"\b(announce|show|demand|lead|play|pass|no)\b", de), (a, de)
        if a not in ("prise", "garde", "garde_sans", "garde_contre"):  # the French contract names stay French
            assert de != en and de != a, (a, de)
