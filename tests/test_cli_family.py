"""The command line for every game of the family (``--game``), and its edges (issue 14, item 4)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from troggu_core.cli import main
from troggu_core.kernel.registry import GAMES, game

ROOT = Path(__file__).resolve().parents[1]
CLI = [sys.executable, "-m", "troggu_core"]


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize("name", list(GAMES))
def test_random_game_then_replay_for_every_game(name: str, capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    info = game(name)
    for ruleset in info.rulesets:
        code, out, err = run(
            capsys,
            "random-game",
            "--game",
            name,
            "--ruleset",
            ruleset,
            "--players",
            str(info.default_players),
            "--seed",
            "7",
        )
        assert code == 0, err
        record = json.loads(out)
        assert record.get("game", "troggu") == name
        path = tmp_path / f"{name}-{ruleset}.json"
        path.write_text(out)
        code, out2, err = run(capsys, "replay", str(path))
        assert code == 0, err
        result = json.loads(out2)
        assert abs(sum(result["payments"])) < 1e-9  # payments sum to zero in every game
        assert result == info.replay(record)
        code, again, _ = run(
            capsys,
            "random-game",
            "--game",
            name,
            "--ruleset",
            ruleset,
            "--players",
            str(info.default_players),
            "--seed",
            "7",
        )
        assert again == out  # seeded: the same record


@pytest.mark.parametrize("name", list(GAMES))
def test_simulate_and_deal_for_every_game(name: str, capsys: pytest.CaptureFixture[str]) -> None:
    """Every game, Troggu too, prints a simulation's summary and a deal in the same keys: the deal is the game's
    record before any action (every card of its deck dealt to the hands and the talon)."""
    code, out, err = run(capsys, "simulate", "--game", name, "--games", "5", "--seed", "1", "--json")
    assert code == 0, err
    summary = json.loads(out)
    assert summary["games"] == 5 and abs(sum(summary["average_payment"])) < 1e-6
    code, out, err = run(capsys, "deal", "--game", name, "--seed", "3", "--json")
    assert code == 0, err
    dealt = json.loads(out)
    assert dealt["game"] == name and dealt["format"] == "troggu-record/2" and "plays" not in dealt
    talon = [c for key in ("dog", "skat", "tapp") for c in dealt.get(key) or []]
    assert sorted([c for h in dealt["hands"] for c in h] + talon) == sorted(GAMES[name].deck)
    assert summary["game"] == name and sum(summary["outcomes"].values()) == 5


@pytest.mark.parametrize("name", list(GAMES))
def test_every_games_human_output_counts_seats_from_1(name: str, capsys: pytest.CaptureFixture[str]) -> None:
    """Issue 33: the text names the seats 1..n (the dealer of ``--dealer 1`` is seat 2); the JSON keeps 0..n-1.
    (The lines also say the dealer's and the first to move's role.)"""
    players = GAMES[name].default_players
    code, out, err = run(capsys, "deal", "--game", name, "--seed", "3", "--dealer", "1")
    assert code == 0, err
    lines = out.strip().splitlines()
    assert "dealer: seat 2" in lines[0]
    seats = [line.split(":")[0].split(" (")[0] for line in lines[1 : 1 + players]]
    assert seats == [f"seat {s}" for s in range(1, players + 1)]
    assert "seat 0" not in out
    code, out, err = run(capsys, "deal", "--game", name, "--seed", "3", "--dealer", "1", "--json")
    assert json.loads(out)["dealer"] == 1
    code, out, err = run(capsys, "simulate", "--game", name, "--games", "2", "--seed", "1")
    paid = next(line for line in out.splitlines() if line.startswith("average payment"))
    assert [part.split()[:2] for part in paid.split(": ", 1)[1].split(", ")] == [
        ["seat", str(s)] for s in range(1, players + 1)
    ]


def test_troggu_writes_record_2_as_every_game(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """Issue 38: Troggu's ``random-game`` writes ``troggu-record/2`` as every game's does (``--format`` is gone); the
    round is the one its format 1 writer gives for the same seed (``tg.dumps``), and replays to the same result."""
    import troggu_core as tg

    code, out, _ = run(capsys, "random-game", "--seed", "4")
    rec = json.loads(out)
    assert rec["format"] == "troggu-record/2" and rec["game"] == "troggu"
    v1 = json.loads(tg.dumps(tg.random_game("visp", 4, 4), seed=4, bot="random"))
    assert {k: v for k, v in rec.items() if k not in ("format", "game")} == {
        k: v for k, v in v1.items() if k != "format"
    }
    p = tmp_path / "r.json"
    p.write_text(out)
    code, out2, _ = run(capsys, "replay", str(p))
    assert code == 0 and json.loads(out2)["payments"] == game("troggu").replay(v1)["payments"]


def test_a_record_2_without_game_or_with_an_unknown_game(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    v2 = json.loads(run(capsys, "random-game", "--seed", "4")[1])
    v2.pop("game")
    p = tmp_path / "r.json"
    p.write_text(json.dumps(v2))
    code, _, err = run(capsys, "replay", str(p))
    assert code == 1 and "'game'" in err
    p.write_text(json.dumps(dict(v2, game="skat")))
    code, _, err = run(capsys, "replay", str(p))
    assert code == 1 and "record.game" in err


def test_negative_and_fractional_seeds_are_refused(capsys: pytest.CaptureFixture[str]) -> None:
    for seed in ("-5", "1.5", "1e3"):
        with pytest.raises(SystemExit) as e:
            main(["random-game", "--seed", seed])
        assert e.value.code == 2


def test_replay_edges_exit_quietly(tmp_path: Path) -> None:
    rec = subprocess.run(CLI + ["random-game", "--seed", "2"], capture_output=True, check=True, cwd=ROOT).stdout
    bom = tmp_path / "bom.json"
    bom.write_bytes(b"\xef\xbb\xbf" + rec)
    for args, stdin in ((["replay", str(bom)], None), (["replay", "-"], b"\xef\xbb\xbf" + rec)):
        p = subprocess.run(CLI + args, input=stdin, capture_output=True, cwd=ROOT)
        assert p.returncode == 0 and json.loads(p.stdout)["payments"]
    bad = subprocess.run(CLI + ["replay", "-"], input=b"\xff\xfe{}", capture_output=True, cwd=ROOT)
    assert bad.returncode == 1 and b"not UTF-8" in bad.stderr and b"Traceback" not in bad.stderr
    zero = subprocess.run(CLI + ["replay", "/dev/zero"], capture_output=True, cwd=ROOT, timeout=60)
    assert zero.returncode == 1 and b"larger than" in zero.stderr and b"Traceback" not in zero.stderr


def test_broken_pipe_is_quiet() -> None:
    p = subprocess.Popen(
        CLI + ["simulate", "--games", "50", "--seed", "1"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=ROOT
    )
    assert p.stdout is not None
    p.stdout.read(1)
    p.stdout.close()
    _, err = p.communicate(timeout=120)
    assert b"Traceback" not in err
