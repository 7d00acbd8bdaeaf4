"""Issue 34, the score pad with house rules: an evening scored by a ``troggu-ruleset/1`` ruleset pays what the
engine pays for rounds played under those rules, differs from its base where the options say so, keeps the
house rules through the file and the import, and refuses house rules the engine refuses, naming the rule."""

from __future__ import annotations

import json
from typing import Any

import pytest

from troggu_core import web
from troggu_core.errors import RecordError
from troggu_core.kernel import pad
from troggu_core.kernel.registry import GAMES, game
from troggu_core.kernel.ruleset_format import make_house
from troggu_core.web.house_rules import payments_table, seats_paid

TROGGU = game("troggu")
HOUSE = make_house("troggu", "visp", {"double_threshold": 20, "misere_payer": "fewest-receives"}, name="Stammtisch")


def call(op: str, **req: Any) -> dict[str, Any]:
    out: dict[str, Any] = json.loads(web.handle(json.dumps({"op": op, **req})))
    return out


def inputs_of(r: dict[str, Any]) -> dict[str, Any]:
    """What the table of a played Troggu round sees (4 players: no partner)."""
    if r["contract"] == "misere":
        return {"type": "misere", "points": list(r["points"])}
    return {
        "type": r["contract"],
        "declarer": r["declarer"],
        "declarer_points": r["side_points"]["declarer"],
        "match": r["winner"] if r["match"] else "none",
    }


def played(rules: Any, seeds: range) -> list[dict[str, Any]]:
    out = []
    for seed in seeds:
        state = TROGGU.new(rules, 4, seed)
        TROGGU.play_out(state, [TROGGU.make_bot("heuristic", seed + s) for s in range(4)])
        out.append(state.result())
    return out


def test_an_evening_by_house_rules_pays_what_the_engine_pays_under_them() -> None:
    results = played(HOUSE, range(12))
    evening = {
        "ruleset": HOUSE.to_json(),
        "names": ["Anna", "Beat", "Carla", "Dani"],
        "base": 10,
        "rounds": [{"inputs": inputs_of(r)} for r in results],
    }
    out = call("pad_evening", game="troggu", evening=evening, lang="de")
    assert out["ok"], out
    assert [r["payments"] for r in out["rounds"]] == [r["rappen"] for r in results]
    assert out["ruleset"]["id"] == HOUSE.id
    assert [d["option"] for d in out["house"]["differs"]] == ["double_threshold", "misere_payer"]
    assert out["house"]["base_title"] == "Visp"


def test_the_house_options_change_the_pay_where_they_should() -> None:
    """Doubling at 20 instead of 29 pays a loser with 24 points single; the misère's fewest points receive."""
    normal = {"type": "normal", "declarer": 1, "declarer_points": 90, "match": "none"}
    misere = {"type": "misere", "points": [30, 30, 20, 24]}
    base = TROGGU.pad.score_round(normal, "visp", 4, 10, 0)
    house = TROGGU.pad.score_round(normal, HOUSE, 4, 10, 0)
    assert base.payments[1] == 2 * house.payments[1] > 0
    assert "20" in house.why[1].render("de") and "einfach" in house.why[1].render("de")
    paid = TROGGU.pad.score_round(misere, HOUSE, 4, 10, 0).payments
    assert paid[2] == max(paid) > 0 and sum(p > 0 for p in paid) == 1
    paid_base = TROGGU.pad.score_round(misere, "visp", 4, 10, 0).payments
    assert paid_base[2] > 0 and min(paid_base) < 0 and paid_base.index(min(paid_base)) in (0, 1)


def test_the_file_keeps_the_house_rules_and_the_import_reads_them_back() -> None:
    evening = {
        "ruleset": HOUSE.to_json(),
        "names": ["Anna", "Beat", "Carla", "Dani"],
        "base": 10,
        "title": "Freitag",
        "rounds": [{"inputs": inputs_of(r)} for r in played(HOUSE, range(5))],
    }
    ex = call("pad_export", game="troggu", evening=evening)
    assert ex["ok"], ex
    assert HOUSE.id in ex["session_name"]
    data = json.loads(ex["session"])
    assert data["ruleset"] == HOUSE.to_json()
    back = call("pad_import", text=ex["session"], lang="de")
    assert back["ok"], back
    assert back["evening"]["ruleset"] == HOUSE.to_json()
    assert back["scored"]["totals"] == data["totals"]
    # the same evening stored already: found by its key (the house rules' id is part of it)
    again = call("pad_import", text=ex["session"], stored={"x": {**back["evening"], "game": "troggu"}})
    assert again["same_as"] == "x"
    plain = {**back["evening"], "ruleset": "visp", "game": "troggu"}
    assert call("pad_import", text=ex["session"], stored={"x": plain})["same_as"] is None


def test_a_file_whose_house_rules_were_changed_by_hand_is_refused() -> None:
    evening = {"ruleset": HOUSE.to_json(), "names": ["A", "B", "C", "D"], "base": 10, "rounds": []}
    data = json.loads(call("pad_export", game="troggu", evening=evening)["session"])
    data["ruleset"]["options"]["double_threshold"] = 30  # the id no longer belongs to the options
    out = call("pad_import", text=json.dumps(data), lang="de")
    assert not out["ok"] and out["rule"] == "record.ruleset", out  # the ruleset's one rule (issue 38)
    assert out["reason"].startswith("Die Kennung ") and "ruleset" not in out["reason"], out["reason"]  # no path
    with pytest.raises(RecordError) as e:
        pad.evening_of({**evening, "ruleset": data["ruleset"]}, TROGGU, "de")
    assert e.value.rule_id == "record.ruleset" and e.value.where == "ruleset.id"


def test_house_rules_of_another_game_are_refused_with_the_rule() -> None:
    other = make_house("troccas", "surselva", {"jack_demand": False}).to_json()
    out = call("pad_evening", game="troggu", evening={"ruleset": other, "names": ["A", "B", "C", "D"]}, lang="de")
    assert not out["ok"] and out["rule"] == "record.game"


def test_the_spec_reads_the_composers_link() -> None:
    """The composer's link carries the base and the options as JSON text (``r=visp&o=...``)."""
    options = json.dumps(dict(HOUSE.options))
    out = call("pad_spec", game="troggu", ruleset="visp", options=options, players=4, lang="de")
    assert out["ok"], out
    assert out["house"]["id"] == HOUSE.id and out["house"]["base"] == TROGGU.pad.base("visp")
    assert [f["key"] for f in out["fields"]] == [f.key for f in TROGGU.pad.fields(HOUSE, 4)]
    bad = call("pad_spec", game="troggu", ruleset="visp", options='{"double_threshold": "x"}', lang="de")
    assert not bad["ok"] and bad["rule"] == "record.ruleset"


def test_the_spec_reads_a_rules_file_as_the_reader_chose_it() -> None:
    """The page sends a rules file's text (``ruleset_file``); the engine reads it: the game the file names, its size
    (the one limit said as such) and, for anything that is no rules object, one plain sentence without a parser's
    line and column (issue 35)."""
    from troggu_core.kernel.jsonio import MAX_BYTES, MAX_DEPTH

    other = make_house("troccas", "surselva", {"jack_demand": False}, name="Breil")
    read = call("pad_spec", game="troggu", ruleset_file=json.dumps(other.to_json()), lang="de")
    assert read["ok"] and read["game_id"] == "troccas" and read["house"]["id"] == other.id
    big = call("pad_spec", game="troggu", ruleset_file=" " * (MAX_BYTES + 1), lang="de")
    assert not big["ok"] and big["rule"] == "record.format" and str(MAX_BYTES) in big["reason"]
    for text in ("{kaputt", "[" * (MAX_DEPTH + 1) + "]" * (MAX_DEPTH + 1), "[1, 2]", 5):
        out = call("pad_spec", game="troggu", ruleset_file=text, lang="de")
        assert not out["ok"] and out["rule"] == "record.ruleset", (text, out)
        assert out["reason"].startswith("Hausregeln sind ein JSON-Objekt") and "Zeile" not in out["reason"], out


@pytest.mark.parametrize("gid", [g for g in GAMES if game(g).pad is not None])
def test_every_game_with_a_pad_keeps_an_evening_by_house_rules(gid: str) -> None:
    """An option of every game with a pad changed: the evening is read, paid, written and read back with it."""
    info = game(gid)
    catalogue = info.options.OPTION_VALUES
    base = info.default_ruleset
    defaults = info.options.parse_ruleset(base).options()
    option = next(k for k in defaults if len(catalogue.get(k, ())) > 1)
    value = next(v for v in catalogue[option] if v != defaults[option])
    hr = make_house(gid, base, {option: list(value) if isinstance(value, tuple) else value})
    players = info.pad.players(hr)
    names = [f"P{i}" for i in range(players[0])]
    evening = {"ruleset": hr.to_json(), "names": names, "base": info.pad.base(hr), "rounds": []}
    ex = call("pad_export", game=gid, evening=evening)
    assert ex["ok"], ex
    back = call("pad_import", text=ex["session"], expect=gid)
    assert back["ok"] and back["evening"]["ruleset"]["id"] == hr.id
    ev = pad.evening_of(evening, info)
    assert (
        ev.house == hr
        and ev.rules == hr
        and pad.evening_key(ev) != pad.evening_key(pad.evening_of({**evening, "ruleset": base}, info))
    )


def test_the_rules_sheets_payments_are_the_pads_for_these_rules() -> None:
    """The printed sheet's table: one row per example round of the pad, paid by the house rules (the threshold
    of 20 named where the losers' points decide), the base's amounts."""
    rows = payments_table(TROGGU, HOUSE, "de")
    examples = TROGGU.pad.examples(HOUSE)
    assert len(rows) == len(examples) == 7
    for row, inputs in zip(rows, examples):
        paid = TROGGU.pad.score_round(inputs, HOUSE, 4, TROGGU.pad.base(HOUSE), 0)
        assert row["pays"] == paid.why[-1].render("de")
    assert "mehr als 20 Punkte" in rows[0]["case"] and "20 oder weniger" in rows[1]["case"]
    base = payments_table(TROGGU, make_house("troggu", "visp"), "de")
    assert "mehr als 29 Punkte" in base[0]["case"] and rows[-1]["case"] != base[-1]["case"]  # the misère's payer
    assert rows[0]["seats"] == "Platz 1: +30, Platz 2: -10, Platz 3: -10, Platz 4: -10"  # a normal game, single


def test_troccas_rules_sheet_pays_the_parties_and_their_debts() -> None:
    """Troccas' sheet (a table of 4): the parties at their target, 4 short, and short by each debt that lets a party
    ask for bigger packets next round, at these rules' debts; what each seat pays or gets."""
    info = game("troccas")
    rows = payments_table(info, make_house("troccas", "surselva"), "de")
    assert {r["players"] for r in rows} == {4} and {r["kind"] for r in rows} == {""}
    assert [r["seats"] for r in rows[:2]] == [
        "Platz 1: 0, Platz 2: 0, Platz 3: 0, Platz 4: 0",
        "Platz 1: -4, Platz 2: +4, Platz 3: -4, Platz 4: +4",
    ]
    assert "27 und 45 Punkte" in rows[2]["case"] and "9 und 10 Karten" in rows[2]["case"]
    assert "17 und 55 Punkte" in rows[3]["case"] and "alle 19 Karten" in rows[3]["case"]
    house = make_house("troccas", "surselva", {"debt_packets_9": 12, "debt_packets_19": 24})
    ours = payments_table(info, house, "de")
    assert "24 und 48 Punkte" in ours[2]["case"] and "12 Punkte Schulden" in ours[2]["case"]
    assert ours[3]["seats"] == "Platz 1: -24, Platz 2: +24, Platz 3: -24, Platz 4: +24"
    assert not any("27 und 45" in r["case"] for r in ours)


def test_grosstaroks_rules_sheet_pays_the_eyes_a_declaration_and_the_bonuses() -> None:
    """Großtarock's sheet (a table of 3): the eyes, ten taroks declared and each bonus the rules pay, named by the
    option's title, at these rules' values (seat 1 gets it from each opponent)."""
    info = game("grosstarock")
    rows = payments_table(info, make_house("grosstarock", "1754"), "de")
    assert [r["kind"] for r in rows] == ["Augen", "Meldung: zehn Taroks", "Pagat ultimo"]
    assert [r["seats"] for r in rows] == [
        "Platz 1: +8, Platz 2: -4, Platz 3: -4",  # 34 eyes against 22 and 22: 26 each is par
        "Platz 1: +20, Platz 2: -10, Platz 3: -10",
        "Platz 1: +20, Platz 2: -10, Platz 3: -10",
    ]
    ours = payments_table(info, make_house("grosstarock", "1754", {"pagat_ultimo": 15, "decl_taroks": 12}), "de")
    assert [r["seats"] for r in ours[1:]] == [
        "Platz 1: +24, Platz 2: -12, Platz 3: -12",
        "Platz 1: +30, Platz 2: -15, Platz 3: -15",
    ]
    danish = payments_table(info, make_house("grosstarock", "danish"), "en")
    assert [r["kind"] for r in danish][2:] == [
        "Pagat ultimo",
        "King ultimo",
        "Last trick",
        "Every trick (vole, tout)",
        "No trick (nolo)",
    ]
    assert danish[0]["seats"] == "seat 1: +10, seat 2: -5, seat 3: -5"  # 5 for every 5 over 24, less 5 under 28
    per_eye = payments_table(info, make_house("grosstarock", "danish", {"eye_scale": "per_eye"}), "en")
    assert per_eye[0]["seats"] != danish[0]["seats"] and per_eye[0]["case"] != danish[0]["case"]
    for rules in (make_house("grosstarock", "dummett"), make_house("troccas", "surselva")):
        g = game(rules.game)
        for row, inputs in zip(payments_table(g, rules, "en"), g.pad.examples(rules)):
            assert row["seats"] == seats_paid(g.pad.score_round(inputs, rules, row["players"], 1, 0).payments, "en")


def test_the_french_tarots_rules_sheet_has_its_payments_table() -> None:
    """The French Tarot's sheet: one row per contract won, a prise lost, the Petit au bout, a poignée and (where the
    rules score it) a chelem, at its table of 3, paid as its pad pays them under the house rules."""
    info = game("french-tarot")
    fft = payments_table(info, make_house("french-tarot", "fft"), "de")
    assert [r["kind"] for r in fft] == ["Prise", "Garde", "Garde sans", "Garde contre"] + ["Prise"] * 4
    assert {r["players"] for r in fft} == {3}
    assert [r["pays"] for r in fft[:4]] == [f"Wert {35 * m}, Grundbetrag 1" for m in (1, 2, 4, 6)]
    assert "verloren um 10" in fft[4]["case"] and "Petit au bout +10" in fft[5]["case"]
    assert "Poignée 20" in fft[6]["case"] and "Chelem +400" in fft[7]["case"]
    house = make_house("french-tarot", "fft", {"multipliers": [1, 2, 4, 8], "poignee_bonus": [30, 40, 50]})
    rows = payments_table(info, house, "de")
    assert rows[3]["pays"] == "Wert 280, Grundbetrag 1" and "Poignée 30" in rows[6]["case"]
    assert len(payments_table(info, make_house("french-tarot", "seed"), "de")) == 7  # the seed scores no chelem
    for row, inputs in zip(rows, info.pad.examples(house)):
        assert row["pays"] == info.pad.score_round(inputs, house, 3, 1, 0).why[-1].render("de")
