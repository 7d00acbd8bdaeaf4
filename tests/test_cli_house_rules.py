"""Issue 34 on the command line: ``troggu ruleset`` (the options; house rules from ``--set``) and
``--ruleset-file`` on ``deal``, ``random-game`` and ``simulate``, for every game."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from troggu_core.cli import main
from troggu_core.any_record import replay_any
from troggu_core.kernel.registry import GAMES, game
from troggu_core.kernel.ruleset_format import make_house


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def _changed_option(g: str) -> tuple[str, Any]:
    """An option of the game's default ruleset set to a value the base does not have."""
    info = game(g)
    current = info.options.parse_ruleset(info.default_ruleset).options()
    for k, cur in current.items():
        for v in info.options.OPTION_VALUES[k]:
            if v != cur:
                return k, v
    raise AssertionError(g)


@pytest.mark.parametrize("g", sorted(GAMES))
def test_list_gives_every_option_with_values_defaults_and_sources(g: str, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _run(capsys, "ruleset", "--game", g, "--list", "--json")
    assert code == 0
    data = json.loads(out)
    info = game(g)
    assert data["bases"] == list(info.rulesets) and set(data["options"]) == set(info.options.OPTION_VALUES)
    for option, entry in data["options"].items():
        for base, value in entry["defaults"].items():
            assert json.dumps(info.options.parse_ruleset(base).options()[option]) == json.dumps(value)
        assert all(v["source"] for v in entry["values"])
    code, text, _ = _run(capsys, "ruleset", "--game", g, "--list", "--lang", "de")
    assert code == 0 and all(option in text for option in data["options"])


@pytest.mark.parametrize("g", sorted(GAMES))
def test_set_writes_house_rules_that_deal_play_and_simulate(
    g: str, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    key, value = _changed_option(g)
    info = game(g)
    code, out, err = _run(
        capsys, "ruleset", "--game", g, "--set", f"{key}={json.dumps(value)}", "--place", "Visp", "--year", "2026"
    )
    assert code == 0, err
    written = json.loads(out)
    assert written == make_house(g, info.default_ruleset, {key: value}, place="Visp", year=2026).to_json()
    path = tmp_path / "house.json"
    path.write_text(out, encoding="utf-8")

    code, out, err = _run(capsys, "random-game", "--game", g, "--ruleset-file", str(path), "--seed", "4")
    assert code == 0, err
    rec = json.loads(out)
    assert rec["ruleset"] == written
    (tmp_path / "rec.json").write_text(out, encoding="utf-8")
    code, out, _ = _run(capsys, "replay", str(tmp_path / "rec.json"))
    assert code == 0 and json.loads(out) == replay_any(rec)
    # without the file the base is played and written by its name
    code, base_out, _ = _run(capsys, "random-game", "--game", g, "--seed", "4")
    assert json.loads(base_out)["ruleset"] == info.default_ruleset

    code, out, err = _run(capsys, "deal", "--game", g, "--ruleset-file", str(path), "--seed", "4", "--json")
    assert code == 0, err
    code, out, err = _run(
        capsys, "simulate", "--game", g, "--ruleset-file", str(path), "--games", "3", "--seed", "1", "--json"
    )
    assert code == 0, err
    assert json.loads(out)["ruleset"] == written
    code, out, _ = _run(capsys, "simulate", "--game", g, "--ruleset-file", str(path), "--games", "2", "--seed", "1")
    assert code == 0 and f"house rules {written['id']}" in out


def test_refusals(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    code, _, err = _run(capsys, "ruleset", "--set", "misere_payer=nobody")
    assert code == 1 and "[record.ruleset]" in err and "nobody" in err
    code, _, err = _run(capsys, "ruleset", "--set", "misere_payer")
    assert code == 2 and "KEY=VALUE" in err
    code, _, err = _run(capsys, "ruleset", "--base", "zermatt")
    assert code == 1 and "[record.ruleset]" in err
    code, _, err = _run(capsys, "ruleset", "--year", "3000")
    assert code == 1 and "[record.ruleset]" in err
    path = tmp_path / "house.json"
    path.write_text(json.dumps(make_house("troggu", "graechen", {"tappist": "dealer"}).to_json()), encoding="utf-8")
    code, _, err = _run(capsys, "deal", "--game", "troccas", "--ruleset-file", str(path))
    assert code == 1 and "[record.game]" in err
    code, _, err = _run(capsys, "deal", "--ruleset", "visp", "--ruleset-file", str(path))
    assert code == 1 and "not both" in err
    forged = json.loads(path.read_text(encoding="utf-8"))
    forged["options"]["tappist"] = "bidder"
    path.write_text(json.dumps(forged), encoding="utf-8")
    code, _, err = _run(capsys, "random-game", "--ruleset-file", str(path))
    assert code == 1 and "[record.ruleset] id: the id" in err
    code, _, err = _run(capsys, "simulate", "--ruleset-file", str(tmp_path / "missing.json"))
    assert code == 1 and "cannot read" in err


def test_set_reads_numbers_booleans_and_lists(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _run(
        capsys, "ruleset", "--game", "french-tarot", "--set", "poignee_thresholds=[10,13,15]", "--set", "chelem=false"
    )
    assert code == 0
    assert json.loads(out)["options"] == {"poignee_thresholds": [10, 13, 15], "chelem": False}
    code, out, _ = _run(capsys, "ruleset", "--set", "double-threshold=31")
    assert json.loads(out)["options"] == {"double_threshold": 31}
