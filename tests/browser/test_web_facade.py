"""troggu_core.web, the JSON facade the widgets call, checked in CPython against the engine itself."""

from __future__ import annotations

import json
from typing import Any

import pytest

import troggu_core as tg
from troggu_core import web
from troggu_core.web.rounds import open_rounds


def call(**req: Any) -> dict[str, Any]:
    out: dict[str, Any] = json.loads(web.handle(json.dumps(req)))
    return out


def finished_games() -> list[tg.Game]:
    games = []
    for name, rs in tg.RULESETS.items():
        for n in rs.players:
            for seed in range(12):
                games.append(tg.random_game(name, n, seed, bot="heuristic" if seed % 2 else "random"))
    return games


GAMES = finished_games()


def test_the_calculator_pays_what_the_engine_scores_for_whole_games() -> None:
    """The one-round calculator (op pad_compare, every game's) given what the table saw of a whole game pays, under
    the game's village, what the engine's own scoring of that game pays, in Rappen."""
    checked = 0
    for g in GAMES:
        r = g.outcome()
        if r.game is tg.GameType.MISERE:
            inputs: dict[str, Any] = {"type": "misere", "points": list(r.points)}
        else:
            match = r.winner if r.match else "none"
            inputs = {"type": r.game.value, "declarer": r.declarer, "declarer_points": r.declarer_points}
            inputs.update(match=match, partner=r.partner)
        out = call(op="pad_compare", ruleset=g.ruleset.name, players=g.players, inputs=inputs)
        assert out["ok"], (out, inputs)
        row = next(x for x in out["rows"] if x["ruleset"] == g.ruleset.name)
        assert row["payments"] == [p * g.ruleset.base_rappen for p in r.payments], (inputs, row)
        checked += 1
    assert checked > 50


def test_deal_and_share_link_reproduce_the_engines_deal() -> None:
    out = call(op="deal", ruleset="graechen", players=6, seed=123, dealer=4)
    d = tg.deal("graechen", 6, 123, 4)
    assert out["hands"] == [[str(c) for c in sorted(h, key=tg.sort_key)] for h in d.hands]
    again = call(op="share", query="#" + out["share"])
    assert sorted(out["talon"]) == sorted(str(c) for c in d.tapp)  # the Tapp, under every game's key
    assert again["hands"] == out["hands"] and again["talon"] == out["talon"]


@pytest.mark.parametrize(
    ("query", "rule"),
    [
        # each field by the rule every op of every game names for it (issue 38)
        ("r=<script>alert(1)</script>&p=4&s=1", "record.ruleset"),
        ("r=visp&p=3&s=1", "players.count"),  # Visp is not played by 3
        ("r=visp&p=4&s=1&d=4", "players.seat"),
        ("r=visp&p=4&s=1e9", "deal.seed"),
        ("r=visp&p=4&s=1&x=2", "game.action"),  # the link's shape, not the ruleset (issue 12)
        ("r=visp&p=4&p=5", "game.action"),
        ("r=visp&" + "s=1&" * 200, "game.action"),
    ],
)
def test_bad_share_links_are_rejected_with_a_rule(query: str, rule: str) -> None:
    out = call(op="share", query=query)
    assert out["ok"] is False and out["rule"] == rule
    assert out["section"] == next(r.section for r in tg.GAMES["troggu"].rules if r.id == rule) and out["rule_page"]


def test_illegal_play_is_explained_and_changes_nothing() -> None:
    st = call(op="new_game", ruleset="visp", players=4, seed=2, seat=1)
    for _ in range(60):
        if st["phase"] == "play" and set(st["view"]["hand"]) - set(st["legal"]):
            break
        if st["over"]:
            pytest.fail("no illegal card came up")
        st = call(op="act", id=st["id"], action="pass" if "pass" in st["legal"] else st["legal"][0])
    bad = sorted(set(st["view"]["hand"]) - set(st["legal"]))[0]
    err = call(op="act", id=st["id"], action=bad)
    assert err["ok"] is False and err["rule"].startswith("play.") and err["section"] == "play"
    assert err["rule_page"] == f"rules/play/#{err['rule']}" and err["rule_text"]
    assert call(op="state", id=st["id"]) == st


def test_undo_and_record_of_a_played_hand() -> None:
    st = call(op="new_game", ruleset="st-niklaus", players=5, seed=11, seat=1)
    first = None
    while not st["over"]:
        if "pass" in st["legal"]:
            st = call(op="act", id=st["id"], action="pass")
        elif "discard_size" in st:
            pytest.skip("seed leads to an exchange for the person")
        else:
            before = st
            st = call(op="act", id=st["id"], action=st["legal"][-1])
            if first is None:
                first = before
                back = call(op="undo", id=st["id"])
                assert (
                    back["view"]["hand"] == before["view"]["hand"] and back["view"]["trick"] == before["view"]["trick"]
                )
                st = call(op="act", id=st["id"], action=back["legal"][-1])
    rec = call(op="record", id=st["id"])["record"]
    assert tg.GAMES["troggu"].replay(json.loads(rec)) == st["result"]
    rp = call(op="replay", record=rec)
    assert rp["result"] == st["result"]
    assert len(rp["tricks"]) == st["view"]["tricks_total"]


def test_estimate_is_reproducible_and_bounded() -> None:
    st = call(op="new_game", ruleset="visp", players=4, seed=5, seat=1, until="play")
    a = call(op="estimate", id=st["id"], samples=20, seed=3)
    b = call(op="estimate", id=st["id"], samples=20, seed=3)
    assert a == b and set(a["chances"]) == {"normal", "solo"}
    for kind in ("normal", "solo"):
        assert 0 <= a["chances"][kind]["win"] <= 1 and a["chances"][kind]["declarer_is_you"]


def test_requests_the_widgets_never_send_are_refused() -> None:
    assert call(op="nope")["ok"] is False
    assert json.loads(web.handle("not json"))["ok"] is False
    assert call(op="act", id=999999, action="pass")["ok"] is False


def _play_as_person(st: dict[str, Any], prefer: str) -> dict[str, Any]:
    """Drive a facade game to its end: bid ``prefer`` when possible, call, lay away 1-pointers, play."""
    for _ in range(400):
        if st["over"]:
            return st
        legal = st["legal"]
        if "pass" in legal:
            st = call(op="act", id=st["id"], action=prefer if prefer in legal else "pass")
        elif legal[0].startswith("call "):
            st = call(op="act", id=st["id"], action=legal[0])
        elif "discard_size" in st:
            low = [c for c in legal if tg.Card.parse(c).points == 1][: st["discard_size"]]
            st = call(op="act", id=st["id"], action="discard " + " ".join(low))
        else:
            st = call(op="act", id=st["id"], action=legal[0])
        assert st["ok"], st
    raise AssertionError("the game did not end")


def test_seven_players_call_exchange_and_payments() -> None:
    st = call(op="new_game", ruleset="graechen", players=7, seed=4, seat=1)
    end = _play_as_person(st, "normal")
    r = end["result"]
    assert r["game"] == "troggu" and r["contract"] == "normal" and r["call"] is not None and sum(r["payments"]) == 0
    rec = call(op="record", id=end["id"])["record"]
    assert tg.GAMES["troggu"].replay(json.loads(rec)) == r


def test_schgusieru_is_offered_exactly_when_the_engine_allows_it() -> None:
    seen = 0
    for seed in range(40):
        st = call(op="new_game", ruleset="visp", players=4, seed=seed, seat=1)
        while not st["over"]:
            if "pass" in st["legal"]:
                st = call(op="act", id=st["id"], action="pass")
                continue
            g = open_rounds[st["id"]].state
            assert st["view"]["schgusieru"] == (g.to_move == 1 and g.schgusieru_possible())
            if st["view"]["schgusieru"]:
                seen += 1
                assert "Narr" in st["legal"] and len(st["legal"]) > 1
            st = call(
                op="act", id=st["id"], action=sorted(st["legal"], key=lambda c: tg.sort_key(tg.Card.parse(c)))[-1]
            )
        if seen >= 2:
            break
    assert seen, "no deal offered schgüsieru to the person"
