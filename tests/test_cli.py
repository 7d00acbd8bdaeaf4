"""The command line: deal, replay, random-game, simulate, and errors on stderr."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

import troggu_core as tg
from troggu_core.cli import main
from troggu_core.kernel.registry import GAMES


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_deal_prints_every_hand_as_the_table_shows_it_and_the_tapp(capsys: pytest.CaptureFixture[str]) -> None:
    """Every game's deal (issue 38): the hands in the table's order, as codes, the Tapp under the record's key, and
    how the cards were dealt in words (``GameInfo.deal_text``)."""
    code, out, _ = run(capsys, "deal", "--players", "5", "--ruleset", "st-niklaus", "--seed", "9")
    assert code == 0
    lines = out.strip().splitlines()
    assert len(lines) == 1 + 5 + 1
    assert lines[0].endswith(", deal: first 7 to the Tapp, then 4 cards each, then 4 each, then 3 each"), lines[0]
    d = tg.deal("st-niklaus", 5, 9)
    table = tg.Game.new("st-niklaus", 5, 9)
    for seat, hand in enumerate(d.hands):
        assert lines[1 + seat].startswith(f"seat {seat + 1}")  # a person counts the seats from 1 (issue 33)
        shown = lines[1 + seat].split(": ", 1)[1].split()
        assert shown == table.view(seat)["hand"] and sorted(shown) == sorted(str(c) for c in hand)
        assert len(shown) == 11
    assert lines[-1].split(": ", 1) == ["Tapp", " ".join(table.record()["tapp"])]
    assert sorted(lines[-1].split(": ", 1)[1].split()) == sorted(str(c) for c in d.tapp) and len(d.tapp) == 7


def test_the_human_output_counts_seats_from_1_and_the_json_from_0(capsys: pytest.CaptureFixture[str]) -> None:
    """Issue 33: ``--dealer 2`` (a record's number) is the third seat: the text says "seat 3", the JSON 2."""
    code, out, _ = run(capsys, "deal", "--players", "4", "--ruleset", "visp", "--seed", "2", "--dealer", "2")
    assert code == 0
    lines = out.strip().splitlines()
    assert ", dealer: seat 3, deal: " in lines[0]
    assert [line.split(":")[0] for line in lines[1:5]] == [
        "seat 1",
        "seat 2",
        "seat 3 (dealer)",
        "seat 4 (first to move)",
    ]
    assert "seat 0" not in out
    code, out, _ = run(capsys, "deal", "--players", "4", "--ruleset", "visp", "--seed", "2", "--dealer", "2", "--json")
    assert json.loads(out)["dealer"] == 2
    code, out, _ = run(capsys, "simulate", "--players", "4", "--ruleset", "visp", "--games", "3", "--seed", "1")
    paid = next(line for line in out.splitlines() if line.startswith("average payment"))
    assert [part.split()[:2] for part in paid.split(": ", 1)[1].split(", ")] == [["seat", str(s)] for s in range(1, 5)]


def test_deal_json_matches_the_engine_deal(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "deal", "--players", "4", "--ruleset", "graechen", "--seed", "2", "--json")
    data = json.loads(out)
    d = tg.deal("graechen", 4, 2)
    assert code == 0 and data["format"] == "troggu-record/2"
    assert [sorted(h) for h in data["hands"]] == [sorted(str(c) for c in h) for h in d.hands]
    assert sorted(data["tapp"]) == sorted(str(c) for c in d.tapp)
    assert len(data["tapp"]) == 6  # Grächen's 4-player deal: 7, Tapp, 7


def test_random_game_prints_a_record_that_replays(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    code, out, _ = run(
        capsys, "random-game", "--players", "7", "--ruleset", "graechen", "--seed", "4", "--bot", "heuristic"
    )
    assert code == 0
    rec = json.loads(out)
    assert rec["format"] == "troggu-record/2" and rec["game"] == "troggu" and rec["players"] == 7
    path = tmp_path / "game.json"
    path.write_text(out, encoding="utf-8")
    code, out2, _ = run(capsys, "replay", str(path))
    assert code == 0
    result = json.loads(out2)
    expected = tg.random_game("graechen", 7, 4, "heuristic").outcome()
    assert result["payments"] == list(expected.payments)
    assert sum(result["payments"]) == 0
    for key in ("game", "declarer", "partner", "trick_winners", "points", "side_points", "payments"):
        assert key in result


def test_replay_of_an_illegal_record_exits_nonzero_naming_the_rule(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    game = tg.random_game("visp", 4, 3)
    rec = json.loads(tg.dumps(game))
    rec["plays"][0], rec["plays"][1] = rec["plays"][1], rec["plays"][0]  # the second seat's card first
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(rec), encoding="utf-8")
    code, out, err = run(capsys, "replay", str(path))
    assert code == 1 and out == ""
    assert err.startswith("troggu: [play.") and "plays[0]" in err


def test_replay_of_an_unfinished_record_is_rejected(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    rec = json.loads(tg.dumps(tg.random_game("visp", 5, 8)))
    rec["plays"] = rec["plays"][:-1]
    path = tmp_path / "short.json"
    path.write_text(json.dumps(rec), encoding="utf-8")
    code, _, err = run(capsys, "replay", str(path))
    assert code == 1 and "[record.complete]" in err


def test_simulate_summarises_outcomes_and_payments(capsys: pytest.CaptureFixture[str]) -> None:
    """Troggu's rounds counted by contract (``GameInfo.outcome``), the payments in units and in the pad's Rappen
    (the village's base: 10 in Visp)."""
    code, out, _ = run(
        capsys,
        "simulate",
        "--players",
        "7",
        "--ruleset",
        "visp",
        "--games",
        "60",
        "--seed",
        "1",
        "--bot",
        "heuristic",
        "--json",
    )
    assert code == 0
    s = json.loads(out)
    assert sum(s["outcomes"].values()) == 60 and set(s["outcomes"]) <= {"normal", "solo", "misere"}
    assert abs(sum(s["average_payment"])) < 1e-3
    assert s["money_unit"] == "Rappen" and s["average_money"] == pytest.approx(
        [10 * p for p in s["average_payment"]], abs=0.01
    )
    assert s["games_per_second"] > 0


def test_unknown_player_count_is_an_error_with_rule(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "deal", "--players", "8", "--ruleset", "st-niklaus")
    assert code == 1 and "[players.count]" in err  # the rule of every op of the facade (issue 38)


@pytest.mark.parametrize("game_id", list(GAMES))
@pytest.mark.parametrize("command", ["deal", "random-game", "simulate"])
def test_the_command_line_refuses_a_table_under_the_facades_rules(
    capsys: pytest.CaptureFixture[str], game_id: str, command: str
) -> None:
    """Issue 38: the same mistake, the same rule, whether a widget or the command line names the table."""
    from troggu_core import web

    for flags, field in (
        (("--players", "9"), {"players": 9}),
        (("--players", "2"), {"players": 2}),
        (("--dealer", "99"), {"dealer": 99}),
        (("--ruleset", "nowhere"), {"ruleset": "nowhere"}),
    ):
        extra = ("--games", "1") if command == "simulate" else ()
        code, _, err = run(capsys, command, "--game", game_id, *flags, *extra)
        answer = json.loads(web.handle(json.dumps({"op": "new_game", "game": game_id, "seed": 1, **field})))
        assert not answer["ok"] and code == 1 and f"[{answer['rule']}]" in err, (flags, err, answer["rule"])


def test_module_entry_point_runs() -> None:
    out = subprocess.run(
        [sys.executable, "-m", "troggu_core", "deal", "--seed", "1"], capture_output=True, text=True, check=True
    ).stdout
    assert out.startswith("Troggu, visp, 4 players")
