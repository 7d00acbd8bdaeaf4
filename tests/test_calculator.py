"""The one-round calculator of every game (issue 38: folded into the score pad's machinery): ``pad_compare`` pays a
round's inputs by every ruleset of the game side by side, exactly as the pad pays that round under each ruleset
(``pad_round``), and ``pad_count`` counts picked cards as the game counts a side's pile, into the one field the game
marks as counted."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from troggu_core import web
from troggu_core.kernel.registry import GAMES

PAD_GAMES = [g for g in GAMES if GAMES[g].pad is not None]
NAMES = ["Anna", "Beat", "Carla", "Dani", "Edi", "Fritz", "Gabi", "Hans"]


def ask(**req: Any) -> dict[str, Any]:
    out: dict[str, Any] = json.loads(web.handle(json.dumps(req)))
    return out


def _cases(game: str) -> list[tuple[str, int, dict[str, Any]]]:
    """Every ruleset of the game (the form's), every table size it is played by, every example round of every
    ruleset of the game (the printed rules sheet's rounds: one per case each ruleset pays differently)."""
    info = GAMES[game]
    spec = info.pad
    examples = [e for rs in info.rulesets for e in (spec.examples(rs) if spec.examples else ())]
    # each example's inputs (its "_kind" is the sheet's caption), each once
    inputs = [{k: v for k, v in e.items() if not k.startswith("_")} for e in examples]
    examples = [dict(e) for e in {json.dumps(e, sort_keys=True): e for e in inputs}.values()]
    out = [(rs, n, e) for rs in info.rulesets for n in spec.players(rs) for e in examples]
    if game == "troggu":  # a misère of every table size: 60 points are fewer than any Tapp leaves, 100 are not
        for rs in info.rulesets:
            for n in spec.players(rs):
                for total in (60, 100):
                    out.append((rs, n, {"type": "misere", "points": [total // n + total % n] + [total // n] * (n - 1)}))
    return out


@pytest.mark.parametrize("game", PAD_GAMES)
def test_every_ruleset_pays_the_round_as_the_pad_pays_it_under_that_ruleset(game: str) -> None:
    info = GAMES[game]
    spec = info.pad
    paid = refused = 0
    for chosen, n, inputs in _cases(game):
        out = ask(op="pad_compare", game=game, lang="de", ruleset=chosen, players=n, inputs=inputs)
        own = ask(
            op="pad_round",
            game=game,
            lang="de",
            evening={"ruleset": chosen, "names": NAMES[:n], "base": spec.base(chosen)},
            inputs=inputs,
            number=1,
        )
        if not out["ok"]:  # the form's ruleset cannot read these inputs: the pad says the same
            assert not own["ok"] and (own["rule"], own["msgid"]) == (out["rule"], out["msgid"])
            continue
        assert [r["ruleset"] for r in out["rows"]] == list(info.rulesets)
        assert out["seat_labels"] == [f"Platz {s + 1}" for s in range(n)]
        for row in out["rows"]:
            assert row["plays"] == (n in spec.players(row["ruleset"])), (row, n)
            if not row["plays"]:
                continue
            theirs = ask(
                op="pad_round",
                game=game,
                lang="de",
                evening={"ruleset": row["ruleset"], "names": NAMES[:n], "base": spec.base(row["ruleset"])},
                inputs=out["inputs"],
                number=1,
            )
            assert row["base"] == spec.base(row["ruleset"])
            if "refused" in row:
                refused += 1
                assert not theirs["ok"] and (theirs["rule"], theirs["reason"]) == (row["rule"], row["refused"])
            else:
                paid += 1
                assert theirs["ok"], theirs
                assert row["payments"] == theirs["payments"] and row["why"] == theirs["why"]
                assert sum(row["payments"]) == 0
    assert paid > 0
    if game == "troggu":
        assert refused > 0  # a misère's 60 points, fewer than any Tapp leaves (rule exchange.misere)


def test_a_village_that_is_not_played_by_so_many_says_so() -> None:
    """Troggu by 3: only the villages that play with three pay; by 8 the same."""
    spec = GAMES["troggu"].pad
    for n in (3, 8):
        chosen = next(rs for rs in GAMES["troggu"].rulesets if n in spec.players(rs))
        out = ask(
            op="pad_compare", game="troggu", ruleset=chosen, players=n, inputs={"declarer": 0, "declarer_points": 70}
        )
        assert out["ok"], out
        plays = {r["ruleset"] for r in out["rows"] if r["plays"]}
        assert plays == {rs for rs in GAMES["troggu"].rulesets if n in spec.players(rs)}
        assert plays != set(GAMES["troggu"].rulesets)


def test_inputs_the_form_cannot_read_are_refused_naming_the_field() -> None:
    out = ask(op="pad_compare", game="troggu", lang="de", players=4, inputs={"type": "normal", "declarer": 0})
    assert not out["ok"] and out["rule"] == "record.format" and "Punkte der Seite" in out["reason"]
    out = ask(op="pad_compare", game="troggu", ruleset="visp", players=3, inputs={})
    assert not out["ok"] and out["rule"] == "players.count"


def _counted(game: str) -> list[tuple[str, int, dict[str, Any]]]:
    """Every field a form of the game marks as counted (ruleset, table size, field)."""
    info = GAMES[game]
    out = []
    for rs in info.rulesets:
        for n in info.pad.players(rs):
            spec = ask(op="pad_spec", game=game, ruleset=rs, players=n)
            out += [(rs, n, f) for f in spec["fields"] if f.get("counted")]
    return out


@pytest.mark.parametrize("game", PAD_GAMES)
def test_a_counted_field_takes_what_the_game_counts_of_every_card(game: str) -> None:
    """The counted field is one number a form has at most once, and its range is what the whole deck counts: the
    picker's count and the field are on one scale. Großtarock's forms count each player's eyes, no side's."""
    info = GAMES[game]
    fields = _counted(game)
    assert bool(fields) == (game != "grosstarock"), fields
    for rs, n, f in fields:
        assert f["kind"] == "number", f
        whole = ask(op="pad_count", game=game, cards=list(info.deck))
        assert whole["ok"] and whole["cards"] == len(info.deck)
        assert (f["lo"], f["hi"]) == (0, whole["points"]), (rs, n, f)


@pytest.mark.parametrize("game", PAD_GAMES)
def test_picked_cards_are_counted_by_the_games_own_count(game: str) -> None:
    info = GAMES[game]
    rng = random.Random(game)
    for _ in range(40):
        pile = rng.sample(info.deck, rng.randrange(0, len(info.deck) + 1))
        out = ask(op="pad_count", game=game, cards=pile)
        assert out["ok"], out
        assert out["points"] == info.count_pile(pile) and out["cards"] == len(pile)


@pytest.mark.parametrize("game", PAD_GAMES)
def test_a_card_twice_or_of_no_deck_is_refused_and_named(game: str) -> None:
    first = GAMES[game].deck[0]
    out = ask(op="pad_count", game=game, lang="de", cards=[first, first])
    assert not out["ok"] and out["rule"] == "deck.cards" and out["msgid"] == "a card appears twice"
    out = ask(op="pad_count", game=game, lang="de", cards=["zz"])
    assert not out["ok"] and out["rule"] == "deck.cards"
    out = ask(op="pad_count", game=game, lang="de", cards="XXI")
    assert not out["ok"] and out["rule"] == "deck.cards"


def test_a_card_of_another_games_deck_is_refused_naming_the_game() -> None:
    """Troggu plays 62 of the 78 tarock cards: the roses' seven is not one of them."""
    assert "R7" not in GAMES["troggu"].deck and "R7" in GAMES["troccas"].deck
    out = ask(op="pad_count", game="troggu", lang="de", cards=["R7"])
    assert not out["ok"] and out["rule"] == "deck.cards" and out["reason"] == "R7 gehört nicht zum Spiel Troggu"
    assert ask(op="pad_count", game="troccas", cards=["R7"])["ok"]
