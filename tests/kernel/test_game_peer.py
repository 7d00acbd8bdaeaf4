"""Troggu a peer (issue 38): what one game needs, the protocol offers to every game, so ``GameInfo`` has no field
that serves one game alone. Every result carries its tricks, every ruleset its payment unit, every state the actions
it offers, and every command of the command line and every request of the facade is one implementation for every
game (no game has commands, options, requests or ``meta`` keys of its own)."""

from __future__ import annotations

import dataclasses
import json
import random
from typing import Any

import pytest

from toy_game import GAME as TOY
from troggu_core import web
from troggu_core.cli import main
from troggu_core.kernel.registry import GAMES, GameInfo
from troggu_core.kernel.ruleset_format import make_house
from troggu_core.web import OPS, records


def call(req: dict[str, Any]) -> dict[str, Any]:
    out: dict[str, Any] = json.loads(web.handle(json.dumps(req)))
    return out


def test_gameinfo_has_no_field_of_one_game() -> None:
    names = {f.name for f in dataclasses.fields(GameInfo)}
    assert not names & {"cli", "web_ops", "meta_extra", "offered", "payment_scale", "tricks_of", "extensions"}, names
    assert all(not hasattr(GAMES[g], "extensions") for g in GAMES)


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
            offered = state.legal_actions()
            offered.append("x")  # a fresh list each time: what a caller does with it changes nothing
            assert offered[:-1] == state.legal_actions() and "x" not in state.legal_actions()
            offered.pop()
            if state.layaway_size() and state.view(state.to_move)["layaway_cards"]:
                seen_layaway = True
                assert set(offered) <= set(state.layaway_cards()) and "discard" not in " ".join(offered)
            seat = state.to_move
            state.push(info.choose(bots[seat], state, seat, rng))
    assert seen_layaway


def test_no_game_has_requests_of_its_own() -> None:
    """Every request is the facade's, the same for every game: the open deal is :func:`records.op_deal` for each
    game, answered in the same keys (``deal_text``: how the game dealt, Troggu's packets and Tapp, every game's in its words), and
    every game's ``meta`` answer has the same keys."""
    assert OPS["deal"] is records.op_deal and OPS["share"] is records.op_share
    keys = {g: set(call({"op": "deal", "game": g, "seed": 1})) for g in GAMES}
    assert len({frozenset(k) for k in keys.values()}) == 1, keys
    said = {g: call({"op": "deal", "game": g, "seed": 1, "lang": "de"})["deal_text"] for g in GAMES}
    assert said["troggu"] == "zuerst 10 in den Tapp, dann je 4 Karten, dann je 4, dann je 5", said
    assert all(said[g] is None for g in GAMES if GAMES[g].deal_text is None), said
    metas = {frozenset(call({"op": "meta", "game": g})) for g in GAMES}
    assert len(metas) == 1


def _cli(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str]:
    code = main(list(argv))
    return code, capsys.readouterr().out


def test_every_command_and_the_deal_request_serve_a_game_no_code_names(capsys: pytest.CaptureFixture[str]) -> None:
    """One implementation for every game: the toy of ``tests/toy_game/``, registered for a while, is dealt, played and
    simulated by the command line and dealt by the facade through the same code as the family's games, which names
    none of them: the deal is its fresh round (its record before any action), the record its ``random_record``, the
    summary counts its rounds."""
    with GAMES.temporary(TOY):
        info = GAMES[TOY.id]
        code, out = _cli(capsys, "deal", "--game", TOY.id, "--seed", "4", "--json")
        fresh = info.new(info.default_ruleset, info.default_players, 4).record()
        assert code == 0 and json.loads(out) == {k: v for k, v in fresh.items() if k != "plays"}
        code, out = _cli(capsys, "deal", "--game", TOY.id, "--seed", "4")
        assert code == 0 and out.startswith(f"{TOY.title_en}, ") and "deal:" not in out.splitlines()[0]
        code, out = _cli(capsys, "random-game", "--game", TOY.id, "--seed", "4")
        expected = info.random_record(info.default_ruleset, info.default_players, 4, "random", 0)
        assert code == 0 and json.loads(out) == json.loads(json.dumps(expected))
        code, out = _cli(capsys, "simulate", "--game", TOY.id, "--games", "3", "--seed", "1", "--json")
        assert code == 0 and sum(json.loads(out)["outcomes"].values()) == 3
        dealt = call({"op": "deal", "game": TOY.id, "seed": 4})
        assert dealt["ok"] and dealt["deal_text"] is None and set(dealt) == set(call({"op": "deal", "seed": 4}))


@pytest.mark.parametrize("option", [("deal", "--layout", "1"), ("random-game", "--format", "1")])
def test_no_command_takes_an_option_of_one_game(option: tuple[str, str, str]) -> None:
    """Troggu's own options are gone: ``--layout`` (its rulesets' layouts are its villages', the first dealt) and
    ``--format`` (every game writes ``troggu-record/2``) are usage errors for every game, Troggu too."""
    command, flag, value = option
    for game_id in GAMES:
        with pytest.raises(SystemExit) as exit_:
            main([command, "--game", game_id, flag, value])
        assert exit_.value.code == 2, (game_id, flag)
