"""Issue 34 in the web facade: ``ruleset`` may be a name or house rules (a ``troggu-ruleset/1`` object, or the
name with ``options``) in every op that deals; the share link carries the options; the record carries the rules."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from troggu_core import web
from troggu_core.any_record import replay_any
from troggu_core.kernel.registry import GAMES, game
from troggu_core.kernel.ruleset_format import FORMAT, make_house
from troggu_core.web.rounds import open_rounds


def call(**req: object) -> dict[str, Any]:
    out: dict[str, Any] = json.loads(web.handle(json.dumps(req)))
    return out


def _house(g: str) -> dict[str, Any]:
    """House rules of the game: its default ruleset with its first option changed, with the reporter's words."""
    info = game(g)
    current = info.options.parse_ruleset(info.default_ruleset).options()
    key = next(k for k in current if len(info.options.OPTION_VALUES[k]) > 1)
    value = next(v for v in info.options.OPTION_VALUES[key] if v != current[key])
    return make_house(g, info.default_ruleset, {key: value}, name="Am Stammtisch", place="Visp").to_json()


def _play_to_end(g: str, ruleset: Any, seed: int) -> dict[str, Any]:
    st = call(op="new_game", game=g, ruleset=ruleset, seed=seed, lang="de")
    assert st["ok"], st
    rng = random.Random(seed)
    for _ in range(400):
        if st["over"]:
            return st
        legal = st["legal"]
        if "discard_size" in st:
            for _ in range(500):
                action = "discard " + " ".join(rng.sample(legal, st["discard_size"]))
                r = call(op="act", game=g, id=st["id"], action=action)
                if r["ok"]:
                    break
        else:
            r = call(op="act", game=g, id=st["id"], action=rng.choice(legal))
        assert r["ok"], r
        st = r
    raise AssertionError("the round did not end")


@pytest.mark.parametrize("g", list(GAMES))
def test_a_house_rules_round_in_the_page_is_recorded_with_its_rules_and_replays(g: str) -> None:
    house = _house(g)
    st = _play_to_end(g, house, 11)
    rec = call(op="record", game=g, id=st["id"])
    assert rec["ok"] and rec["filename"] == f"{g}-{house['base']}-{house['id']}-{st['players']}p-seed11.json"
    data = json.loads(rec["record"])
    assert data["ruleset"] == house
    assert replay_any(data) == st["result"]


def test_troggu_round_with_house_rules_and_its_record() -> None:
    house = _house("troggu")
    st = call(op="new_game", ruleset=house, seed=5, players=4)
    assert st["ok"], st
    rec = call(op="record", id=st["id"])
    assert rec["ok"] and house["id"] in rec["filename"]
    state = game("troggu").loads(rec["record"])
    assert state.record()["ruleset"] == house and state.ruleset.house.id == house["id"]


@pytest.mark.parametrize("g", sorted(GAMES))
def test_the_share_link_carries_the_options(g: str) -> None:
    house = _house(g)
    dealt = call(op="new_game", game=g, ruleset=house, seed=9)
    assert dealt["ok"], dealt
    link = call(op="share", game=g, query=dealt.get("share") or open_rounds[dealt["id"]].query)
    assert link["ok"], link
    # the link gives the same rules (the options, not the reporter's words: the id is of the rules alone)
    got = link["house_rules"]
    assert got["id"] == house["id"] and got["options"] == house["options"] and got["name"] == ""
    assert "o=" in link["share"]
    # the same deal under the named ruleset has no options in its link
    plain = call(op="share", game=g, query=link["share"].split("&o=")[0] + "&p=" + link["share"].split("&p=")[1])
    assert plain["ok"] and plain["house_rules"] is None and "o=" not in plain["share"]


def test_name_with_options_is_house_rules_and_named_requests_are_unchanged() -> None:
    a = call(op="deal", ruleset="visp", options={"misere_payer": "fewest-receives"}, players=4, seed=7)
    b = call(op="deal", ruleset=make_house("troggu", "visp", {"misere_payer": "fewest-receives"}).to_json(), seed=7)
    assert a["ok"] and a["house_rules"]["id"] == b["house_rules"]["id"]
    assert a["hands"] == b["hands"]  # the options do not change the deal
    named = call(op="deal", ruleset="visp", players=4, seed=7)
    assert named["house_rules"] is None and named["share"] == "r=visp&p=4&s=7&d=0" and named["hands"] == a["hands"]


@pytest.mark.parametrize(
    ("req", "rule"),
    [
        ({"ruleset": "visp", "options": {"tappist": "nobody"}}, "record.ruleset"),
        ({"ruleset": {"format": FORMAT, "game": "troccas", "base": "surselva", "options": {}}}, "record.game"),
        ({"ruleset": {"format": FORMAT, "game": "troggu", "base": "visp", "options": {}, "id": "x"}}, "record.ruleset"),
        ({"ruleset": {"name": "visp", "tappist": "dealer"}}, "record.ruleset"),  # the record form is not a request's
    ],
)
def test_refusals_name_the_rule_in_the_readers_language(req: dict[str, Any], rule: str) -> None:
    out = call(op="deal", seed=1, lang="de", **req)
    assert not out["ok"] and out["rule"] == rule, out
    assert out["reason"] != call(op="deal", seed=1, lang="en", **req)["reason"]


def test_a_share_link_with_broken_options_is_refused() -> None:
    out = call(op="share", query="r=visp&o=%7Bnot-json&p=4&s=7")
    assert not out["ok"] and out["rule"] == "record.format"
    out = call(op="share", query="r=visp&o=%7B%22tapp%22%3A3%7D&p=4&s=7")
    assert not out["ok"] and out["rule"] == "record.ruleset"


@pytest.mark.parametrize("g", sorted(GAMES))
def test_the_composer_is_offered_every_option_in_plain_words(g: str) -> None:
    info = game(g)
    out = call(op="house_options", game=g, lang="de")
    assert out["ok"] and [b["id"] for b in out["bases"]] == list(info.rulesets)
    assert {x["id"] for x in out["games"]} == set(GAMES)
    assert set(out["options"]) == set(info.options.OPTION_VALUES)
    for option, entry in out["options"].items():
        assert entry["title"] == info.options.OPTION_TITLES[option].de != option
        assert entry["values"] and all(v["meaning"] and v["source"] for v in entry["values"])
        assert set(entry["defaults"]) <= set(info.rulesets)


@pytest.mark.parametrize("g", sorted(GAMES))
def test_the_composer_makes_house_rules_whose_link_plays_them(g: str) -> None:
    house = _house(g)
    out = call(op="house_rules", game=g, base=house["base"], options=house["options"], place="Visp", lang="de")
    assert out["ok"], out
    assert out["id"] == house["id"] and json.loads(out["text"]) == out["house_rules"]
    assert out["filename"] == f"{g}-{house['base']}-{house['id']}.json"
    ((k, v),) = house["options"].items()
    assert out["differs"] == [
        {"option": k, "title": game(g).options.OPTION_TITLES[k].de, "value": v, "meaning": out["differs"][0]["meaning"]}
    ]
    # the play table's link: a new round there is played by these rules
    st = call(op="share", game=g, query=out["query"] + "&s=3")
    assert st["ok"] and st["house_rules"]["id"] == house["id"]
    # an option at the base's value is no difference
    base_value = game(g).options.parse_ruleset(house["base"]).options()[k]
    same = call(op="house_rules", game=g, base=house["base"], options={k: base_value})
    assert same["ok"] and same["differs"] == [] and "o=" not in same["query"]
    bad = call(op="house_rules", game=g, base=house["base"], options={k: "no-such-value"}, lang="de")
    # the sentence names the option by its title in German, with no JSON location ("options: ") before it
    assert (
        not bad["ok"]
        and not bad["reason"].startswith("options")
        and game(g).options.OPTION_TITLES[k].de in bad["reason"]
    )


def test_the_composer_compares_the_same_deals_under_both_rules() -> None:
    same = call(op="house_compare", game="troggu", base="visp", options={}, rounds=40, seed=3)
    assert same["ok"] and same["turnover"]["base"] == same["turnover"]["house"]
    assert all(row["base"] == row["house"] for row in same["outcomes"])
    assert sum(row["base"] for row in same["outcomes"]) == 40
    # doubling only at 20 points or fewer instead of 29: no round pays more, some pay less
    lower = call(op="house_compare", game="troggu", base="visp", options={"double_threshold": 20}, rounds=40, seed=3)
    assert lower["ok"] and lower["id"] == make_house("troggu", "visp", {"double_threshold": 20}).id
    assert lower["turnover"]["house"] < lower["turnover"]["base"] == same["turnover"]["base"]
    assert sum(row["house"] for row in lower["outcomes"]) == 40
    troccas = call(op="house_compare", game="troccas", base="surselva", options={"jack_demand": False}, rounds=5)
    assert troccas["ok"] and troccas["players"] == 4
    too_many = call(op="house_compare", game="troggu", rounds=10_000, lang="de")
    assert not too_many["ok"] and too_many["rule"] == "game.action"


@pytest.mark.parametrize("g", list(GAMES))
def test_the_composers_number_fields_are_the_ranges_the_engine_reads(g: str) -> None:
    """Issue 34: an option's ``range`` in ``house_options`` (the composer's number fields) is what the engine
    reads: a number just outside it is refused naming it (in German), its ends are not refused for their size
    (another rule may still refuse the combination: a match pays at least a double); the words say the bounds."""
    offer = call(op="house_options", game=g, lang="de")
    ranged = {k: e for k, e in offer["options"].items() if "range" in e}
    assert ranged, g  # every game has amounts a table may set
    for option, entry in ranged.items():
        r = entry["range"]
        assert f"{r['low']} bis {r['high']}" in r["words"], (option, r)
        base = next(iter(entry["defaults"]))

        def value(x: int) -> Any:
            return [x + i for i in range(r["count"])] if r["count"] else x

        for bad in (r["low"] - 1, r["high"] + 1):
            out = call(op="house_rules", game=g, base=base, options={option: value(bad)}, lang="de")
            assert not out["ok"] and out["rule"] == "record.ruleset", (option, bad, out)
            assert str(bad) in out["reason"], (option, bad, out)  # the reader's words (German), naming the number
        for ok in (r["low"], r["high"] - max(r["count"] - 1, 0)):
            out = call(op="house_rules", game=g, base=base, options={option: value(ok)}, lang="en")
            assert out["ok"] or "whole number" not in out["reason"], (option, ok, out)


def test_a_tables_own_numbers_read_as_numbers() -> None:
    """What differs names a table's own whole numbers as a reader writes them (not as JSON)."""
    out = call(op="house_rules", game="french-tarot", base="fft", options={"multipliers": [1, 2, 4, 8]}, lang="de")
    assert out["differs"][0]["meaning"] == "1, 2, 4, 8"
    out = call(op="house_rules", game="grosstarock", base="dummett", options={"decl_ladons": 20}, lang="de")
    assert [(d["title"], d["meaning"]) for d in out["differs"]] == [("Meldung: Ladons", "20")]
