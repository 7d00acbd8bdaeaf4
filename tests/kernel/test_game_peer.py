"""Troggu a peer (issue 38): what one game needs, the protocol offers to every game, so ``GameInfo`` has no field
that serves one game alone. Every result carries its tricks, every ruleset its payment unit, every state the actions
it offers, and a game's own commands, requests and ``meta`` go through the one door every game has
(``GameInfo.extensions``)."""

from __future__ import annotations

import dataclasses
import json
import random
from typing import Any

import pytest

from troggu_core import web
from troggu_core.web import OPS
from troggu_core.kernel.bots import legal_text
from troggu_core.kernel.registry import GAMES, Extensions, GameInfo
from troggu_core.kernel.ruleset_format import make_house


def call(req: dict[str, Any]) -> dict[str, Any]:
    out: dict[str, Any] = json.loads(web.handle(json.dumps(req)))
    return out


def test_gameinfo_has_no_field_of_one_game() -> None:
    names = {f.name for f in dataclasses.fields(GameInfo)}
    assert not names & {"cli", "web_ops", "meta_extra", "offered", "payment_scale", "tricks_of"}, names
    assert {f.name for f in dataclasses.fields(Extensions)} == {"commands", "arguments", "requests"}


@pytest.mark.parametrize("game_id", list(GAMES))
def test_every_result_carries_its_tricks(game_id: str) -> None:
    """The result's ``tricks``: every trick in playing order as card codes, one per trick winner, each card of the
    game's deck and played once; the facade's replay answer shows the result's tricks."""
    info = GAMES[game_id]
    for seed in (1, 2):
        rec = info.random_record(info.default_ruleset, info.default_players, seed)
        result = info.replay(rec)
        tricks = result["tricks"]
        assert tricks and len(tricks) == len(result["trick_winners"]), game_id
        played = [c for t in tricks for c in t]
        assert len(played) == len(set(played)) and set(played) <= set(info.deck)
        assert all(len(t) == len(tricks[0]) for t in tricks[:-1])
        out = call({"op": "replay", "game": game_id, "record": json.dumps(rec)})
        assert out["ok"] and out["tricks"] == tricks, out


def test_a_troggu_rounds_tricks_are_its_plays() -> None:
    """Troggu's result's tricks are the record's plays cut into tricks of one card per seat (no call or lay-away
    among them)."""
    info = GAMES["troggu"]
    for n in (3, 4, 7):
        rs = "st-niklaus" if n == 3 else "visp"
        rec = info.random_record(rs, n, 5)
        result = info.replay(rec)
        assert [c for t in result["tricks"] for c in t] == rec["plays"]
        assert all(len(t) == n for t in result["tricks"])


@pytest.mark.parametrize("game_id", list(GAMES))
def test_every_ruleset_has_its_payment_unit(game_id: str) -> None:
    info = GAMES[game_id]
    for name in info.rulesets:
        unit = info.options.parse_ruleset(name).payment_unit
        if game_id == "troggu":
            assert unit == info.options.RULESETS[name].base_rappen  # so many Rappen (rule pay.base)
        else:
            assert unit == 1  # the payments are the pad's points
        rs, n = name, min(n for r, n in info.tables() if r == name)
        state = info.new(rs, n, 0)
        text = info.payment_text(state, -2, "de")
        assert text.startswith(f"−{2 * unit} ") and text.endswith(info.pad.unit.render("de")), text


def test_troggu_house_rules_pay_in_their_bases_unit() -> None:
    info = GAMES["troggu"]
    bases = {name: info.options.RULESETS[name].base_rappen for name in info.rulesets}
    assert len(set(bases.values())) > 1  # the villages' bases differ, so the unit is the ruleset's
    for name, base in bases.items():
        house = make_house("troggu", name, {"tappist": "dealer"})
        n = min(n for r, n in info.tables() if r == name)
        assert info.payment_text(info.new(house, n, 0), 3, "en") == f"{3 * base} Rappen"


@pytest.mark.parametrize("game_id", list(GAMES))
def test_the_offered_actions_are_the_legal_actions(game_id: str) -> None:
    """``GameInfo.legal`` (what a bot or a widget is offered) is the state's legal actions as text in every game (in
    a lay-away the cards that may be laid away next, which are the widget's ``layaway_cards()`` before the first is
    picked; a bot answers with one whole lay-away, which ``push`` takes)."""
    info = GAMES[game_id]
    seen_layaway = False
    for seed in range(40):
        if seen_layaway and seed >= 6:
            break
        state = info.new(info.default_ruleset, info.default_players, seed)
        bots = [info.make_bot("random", seed * 8 + s) for s in range(state.players)]
        rng = random.Random(seed)
        while not state.is_over:
            offered = info.legal(state)
            assert offered == legal_text(state)
            if state.layaway_size() and state.view(state.to_move)["layaway_cards"]:
                seen_layaway = True
                assert set(offered) <= set(state.layaway_cards()) and "discard" not in " ".join(offered)
            seat = state.to_move
            state.push(info.choose(bots[seat], state, seat, rng))
    assert seen_layaway


def test_a_games_own_requests_go_through_its_extensions_only() -> None:
    """Troggu's own requests are served through its extensions; asked of another game, the same request is an
    unknown request (rule game.action), unless every game answers it (the open deal, whose keys Troggu's answer has
    too); every game's meta answer has the same keys (no game adds its own)."""
    own = GAMES["troggu"].extensions
    assert set(own.requests) == {"deal"}
    troggu_meta = call({"op": "meta", "game": "troggu"})
    for game_id in GAMES:
        if game_id == "troggu":
            continue
        assert GAMES[game_id].extensions == Extensions()
        for op in set(own.requests) - set(OPS):
            out = call({"op": op, "game": game_id, "cards": ["RK"], "players": 4})
            assert not out["ok"] and out["rule"] == "game.action" and out["game_id"] == game_id, out
        shared = call({"op": "deal", "game": game_id, "seed": 1})
        assert shared["ok"] and set(shared) <= set(call({"op": "deal", "game": "troggu", "seed": 1})), shared
        assert set(call({"op": "meta", "game": game_id})) == set(troggu_meta)
