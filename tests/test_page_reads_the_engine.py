"""What the pages once worked out themselves, the engine now sends (issue 38: no rule, limit or default decided in
JavaScript): a form's starting values, when the chances may be asked, the seed's range, the comparison's example;
and the score pad's form refuses an unknown ruleset or table size as every other request does."""

from __future__ import annotations

import json
from typing import Any

import pytest

from troggu_core import web
from troggu_core.compare import EXAMPLE_PILE, EXAMPLE_TRICK
from troggu_core.kernel.registry import GAMES

PAD_GAMES = [g for g in GAMES if GAMES[g].pad is not None]


def call(**req: Any) -> dict[str, Any]:
    out: dict[str, Any] = json.loads(web.handle(json.dumps(req)))
    return out


def _fits(field: dict[str, Any], value: Any, players: int) -> bool:
    """True when ``value`` is one the field takes, by the field's own description (kind, range, seats)."""
    kind = field["kind"]
    if kind == "seat":
        return isinstance(value, int) and 0 <= value < players
    if kind == "number":
        return field["lo"] <= value <= field["hi"]
    if kind == "numbers":
        return len(value) == players and all(field["lo"] <= v <= field["hi"] for v in value)
    if kind == "choice":
        return value in [c["value"] for c in field["choices"]]
    return True


@pytest.mark.parametrize("game", PAD_GAMES)
def test_every_field_of_every_form_starts_from_a_value_it_takes(game: str) -> None:
    info = GAMES[game]
    seen = 0
    for rs in info.rulesets:
        for n in info.pad.players(rs):
            spec = call(op="pad_spec", game=game, ruleset=rs, players=n)
            assert spec["ok"], spec
            for f in spec["fields"]:
                if f["kind"] in ("seat", "number", "numbers"):  # the kinds the page needs a start for
                    assert "start" in f, (rs, n, f["key"])
                if "start" in f:
                    seen += 1
                    assert _fits(f, f["start"], n), (rs, n, f)
                    if f["kind"] == "numbers" and f["lo"] >= 0:  # a range split among the players: all of it
                        assert sum(f["start"]) == f["hi"], (rs, n, f)
    assert seen


@pytest.mark.parametrize("game", PAD_GAMES)
def test_the_pads_form_refuses_an_unknown_ruleset_and_table_as_every_request(game: str) -> None:
    info = GAMES[game]
    out = call(op="pad_spec", game=game, ruleset="nowhere", players=info.default_players)
    assert not out["ok"] and out["rule"] == "record.ruleset"
    dealt = call(op="deal", game=game, ruleset="nowhere")
    assert dealt["rule"] == out["rule"]
    out = call(op="pad_spec", game=game, ruleset=info.default_ruleset, players=9)
    assert not out["ok"] and out["rule"] == "players.count"
    assert call(op="deal", game=game, players=9)["rule"] == out["rule"]
    assert "fields" not in call(op="pad_spec", game=game)  # no table named: the games and rulesets only
    alone = call(op="pad_spec", game=game, players=99)  # players alone: the default ruleset's table
    assert alone["rule"] == "players.count"


@pytest.mark.parametrize("game", list(GAMES))
def test_the_round_says_when_the_chances_may_be_asked_exactly_when_the_estimate_answers(game: str) -> None:
    both = 0
    for seed in (1, 2, 3):
        st = call(op="new_game", game=game, seed=seed, lang="en")
        for _ in range(4):
            asked = call(op="estimate", game=game, id=st["id"], samples=1)
            assert st["estimate"] is asked["ok"], (seed, st["phase"], asked)
            both += st["estimate"]
            if st["over"] or not st["your_turn"]:
                break
            st = call(op="act", game=game, id=st["id"], action=st["legal"][0], lang="en")
    assert both or GAMES[game].estimate is None  # a game with an estimate offers it somewhere


@pytest.mark.parametrize("game", list(GAMES))
def test_the_seed_field_takes_the_range_the_engine_reads(game: str) -> None:
    top = call(op="meta", game=game)["limits"]["seed"]
    assert top == web.MAX_SEED
    assert call(op="deal", game=game, seed=top)["ok"]
    refused = call(op="deal", game=game, seed=top + 1)
    assert refused["rule"] == "deal.seed"
    assert call(op="deal", game=game, seed=str(top))["seed"] == top  # the field's text, read by the engine


def test_the_comparisons_example_is_one_the_engine_reads() -> None:
    out = call(op="compare", trick=EXAMPLE_TRICK, pile=EXAMPLE_PILE, lang="de")
    assert out["ok"] and len(out["rows"]) == len(GAMES)
    assert len({r["winner"] for r in out["rows"]}) > 1  # the games disagree on it: why it is the example


def _scripts() -> dict[str, str]:
    from pathlib import Path

    root = Path(__file__).resolve().parents[1] / "docs" / "javascripts"
    return {p.name: p.read_text(encoding="utf-8") for p in sorted(root.glob("*.js"))}


def test_no_script_holds_cards_a_phase_or_the_seeds_limit() -> None:
    """Every script: no string of two or more card codes (an example hand or trick is the engine's, sent as data), no
    test of a phase's name (the engine says what the phase offers: ``estimate``, ``legal``), no number limit of its
    own (the seed's range is ``meta.limits.seed``)."""
    import re

    from troggu_core.kernel.codes import CODES

    codes = set(CODES)
    found = []
    for name, text in _scripts().items():
        for m in re.finditer(r"""(["'`])([^"'`\n]{2,120})\1""", text):
            tokens = m.group(2).split()
            if len(tokens) >= 2 and all(t in codes for t in tokens):
                found.append((name, m.group(0)))
        found += [(name, m.group(0)) for m in re.finditer(r"\.phase\s*[!=]==?\s*[\"']\w+", text)]
        found += [(name, m.group(0)) for m in re.finditer(r"MAX_SAFE_INTEGER", text)]
    assert found == []


@pytest.mark.parametrize("game", list(GAMES))
def test_a_share_link_answers_and_is_refused_under_its_own_game(game: str) -> None:
    """A link read without a ``game`` in the request (the page's first look at an address) is its ``g=`` game's: its
    answer and its refusal name that game, as a request naming it would."""
    info = GAMES[game]
    good = call(op="share", query=f"g={game}&r={info.default_ruleset}&p={info.default_players}&s=5")
    assert good["ok"] and good["game_id"] == game
    assert good["hands"] == call(op="share", game=game, query=good["share"])["hands"]
    bad = call(op="share", query=f"g={game}&r=nowhere&p={info.default_players}&s=5")
    assert bad["rule"] == "record.ruleset" and bad["game_id"] == game


def test_no_script_names_a_game() -> None:
    """Every script (the site's and the editor's glue): no string that is a game's id; a page learns its game from
    its widget's ``data-game`` or the engine's answer (the registry's default), so a sixth game needs no script."""
    import re
    from pathlib import Path

    root = Path(__file__).resolve().parents[1]
    scripts = [*(root / "docs" / "javascripts").glob("*.js"), *(root / "docs_hooks").rglob("*.mjs")]
    assert len(scripts) > 5
    found = [
        (p.name, m.group(0))
        for p in scripts
        for m in re.finditer(r"""(["'`])([\w-]+)\1""", p.read_text(encoding="utf-8"))
        if m.group(2) in GAMES
    ]
    assert found == []
