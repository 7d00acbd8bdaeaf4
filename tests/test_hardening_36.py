"""Hardening, round 3 (issue 36), the engine's and the facade's side: every malformed input is a refusal naming
its rule in the reader's language, never a Python exception; the score pad's CSV is safe to open in a spreadsheet."""

from __future__ import annotations

import csv
import io
import json
from typing import Any

import pytest

import troggu_core as tg
from troggu_core import web
from troggu_core.kernel.registry import game


def _answer(**req: Any) -> dict[str, Any]:
    out: dict[str, Any] = json.loads(web.handle(json.dumps(req)))
    return out


def _grosstarock_session(ruleset: str) -> dict[str, Any]:
    """A valid Großtarock session of two rounds (the deal passing to the next seat, the Danish pots carried on)."""
    info = game("grosstarock")
    r1 = info.random_record(ruleset, 3, seed=1, bot="heuristic", dealer=0)
    r2 = info.random_record(ruleset, 3, seed=2, bot="heuristic", dealer=1)
    if ruleset == "danish":
        r2["pots"] = info.replay(r1)["pots_end"]
    return {"format": "troggu-record/2", "game": "grosstarock", "session": [r1, r2]}


# 2. a Großtarock session replays in the page as replay_any reads it --------------------------------------
@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("ruleset", ["1754", "dummett", "danish"])
def test_a_grosstarock_session_replays_in_the_page(ruleset: str, lang: str) -> None:
    data = _grosstarock_session(ruleset)
    expected = tg.replay_any(data)
    out = _answer(op="replay", game="grosstarock", record=json.dumps(data), lang=lang)
    assert out["ok"] is True, out
    assert out["result"] == expected and out["players"] == 3
    assert [r["tricks"] for r in out["rounds"]] == [r["tricks"] for r in expected["rounds"]]
    assert [r["trick_winners"] for r in out["rounds"]] == [r["trick_winners"] for r in expected["rounds"]]
    assert out["tricks"] == [] and out["trick_winners"] == []  # no tricks of one round stand for the session
    for shown, paid in zip(out["rounds"], expected["rounds"]):
        assert shown["explain"]["lines"] == web.explained(game("grosstarock"), paid, None, lang)["lines"]
    lines = out["explain"]["lines"]
    assert len(lines) == 3  # each round's payments, then the totals
    total = "Summe" if lang == "de" else "Totals"
    assert lines[-1].startswith(total) and all(str(abs(t)) in lines[-1] for t in expected["totals"])
    for line, paid in zip(lines, expected["rounds"]):
        assert all(str(abs(t)) in line for t in paid["totals"])
    sums = [sum(r["totals"][s] for r in expected["rounds"]) for s in range(3)]
    assert sums == expected["totals"]


# 3. the pad's CSV: no cell a spreadsheet would run as a formula -------------------------------------------
HOSTILE_NAMES = ["=1+2", "+cmd|' /C calc'!A0", "-2+3", "@SUM(A1)"]


def _exported_csv(names: list[str], lang: str) -> list[list[str]]:
    evening = {
        "ruleset": "visp",
        "names": names,
        "base": 10,
        "rounds": [
            {"inputs": {"type": "solo", "declarer": 2, "declarer_points": 70}},
            {"inputs": {"type": "solo", "declarer": 0, "declarer_points": 70}},
        ],
    }
    out = _answer(op="pad_export", game="troggu", evening=evening, lang=lang)
    assert out["ok"] is True, out
    return list(csv.reader(io.StringIO(out["csv"])))


@pytest.mark.parametrize("lang", ["de", "en"])
def test_csv_text_cells_that_start_a_formula_are_neutralised(lang: str) -> None:
    rows = _exported_csv(HOSTILE_NAMES, lang)
    head, first, second, total = rows
    assert head[2:6] == ["'=1+2", "'+cmd|' /C calc'!A0", "'-2+3", "'@SUM(A1)"]
    assert first[1] == "'=1+2" and second[1] == "'+cmd|' /C calc'!A0"  # the dealer's name
    # the payments and totals stay numbers, a negative one with its minus sign
    assert first[2:6] == ["-20", "-20", "60", "-20"] and total[2:6] == ["40", "-40", "40", "-40"]
    for row in rows:
        for cell in row:
            assert cell[:1] not in ("=", "+", "@", "\t", "\r") and not (cell[:1] == "-" and not cell[1:].isdigit())


def test_csv_names_from_an_imported_file_are_neutralised_too() -> None:
    evening = {"ruleset": "visp", "names": ["Anna", "Beat", "Carla", "Dani"], "base": 10, "rounds": []}
    session = json.loads(_answer(op="pad_export", game="troggu", evening=evening)["session"])
    session["names"] = ["@A", "=B", "\tC", "D"]  # a tab the pad trims away; the others stay as they are
    read = _answer(op="pad_import", text=json.dumps(session))
    assert read["ok"] is True and read["evening"]["names"] == ["@A", "=B", "C", "D"]
    rows = list(csv.reader(io.StringIO(_answer(op="pad_export", game="troggu", evening=read["evening"])["csv"])))
    assert rows[0][2:6] == ["'@A", "'=B", "C", "D"]


def test_the_csv_writer_neutralises_every_text_cell_and_no_number() -> None:
    from troggu_core.kernel.pad import spreadsheet_cell

    for text in ("=1", "+1", "-1", "@1", "\t1", "\r1"):
        assert spreadsheet_cell(text) == "'" + text
    assert spreadsheet_cell("Anna") == "Anna" and spreadsheet_cell("") == ""
    assert spreadsheet_cell(-5) == -5 and spreadsheet_cell(-2.5) == -2.5


# 6. the chances are estimated in the auction only -----------------------------------------------------------
@pytest.mark.parametrize(("game_id", "bid"), [("troggu", "normal"), ("french-tarot", "prise")])
@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_estimate_after_the_auction_is_a_refusal_naming_the_phase(game_id: str, bid: str, lang: str) -> None:
    st = _answer(op="new_game", game=game_id, ruleset=game(game_id).default_ruleset, seed=1, seat=1, lang=lang)
    assert st["phase"] == "auction" and bid in st["legal"]
    in_auction = _answer(op="estimate", game=game_id, id=st["id"], samples=4, seed=1, lang=lang)
    assert in_auction["ok"] is True and bid in in_auction["chances"]
    after = _answer(op="act", game=game_id, id=st["id"], action=bid, lang=lang)
    assert after["ok"] and after["phase"] != "auction"
    out = _answer(op="estimate", game=game_id, id=st["id"], samples=4, lang=lang)
    assert out["ok"] is False and out["rule"] == "game.phase", out
    said = "Die Chancen werden beim Bieten" if lang == "de" else "the chances are estimated in the auction"
    assert out["reason"].startswith(said), out["reason"]
    assert _answer(op="state", game=game_id, id=st["id"], lang=lang) == after  # nothing changed
    done = _answer(op="finish", game=game_id, id=st["id"], lang=lang)
    assert done["over"] is True
    assert _answer(op="estimate", game=game_id, id=st["id"], lang=lang)["rule"] == "game.phase"


def test_troggus_estimate_refuses_what_is_no_bid_naming_the_rule() -> None:
    from troggu_core.games.troggu.estimate import estimate_contract

    g = tg.Game.new("visp", 4, seed=7)
    for contract in ("IX", "passe", "discard R1"):  # "pass" is a bid: its chances are the hint's (issue 32)
        with pytest.raises(tg.TrogguError) as e:
            estimate_contract(g, g.to_move, contract, samples=2, seed=1)
        assert e.value.rule_id == "notation.action"


# 7. a pad file without its rounds is refused naming the key, in the reader's language ---------------------
def _pad_file(**changes: Any) -> dict[str, Any]:
    evening = {"ruleset": "visp", "names": ["Anna", "Beat", "Carla", "Dani"], "base": 10, "rounds": []}
    data: dict[str, Any] = json.loads(_answer(op="pad_export", game="troggu", evening=evening)["session"])
    data.update(changes)
    return data


@pytest.mark.parametrize("key", ["rounds", "totals"])
@pytest.mark.parametrize("lang", ["de", "en"])
def test_a_pad_file_without_its_rounds_or_totals_is_refused_naming_the_key(key: str, lang: str) -> None:
    data = _pad_file()
    del data[key]
    out = _answer(op="pad_import", text=json.dumps(data), lang=lang)
    assert out["ok"] is False and out["rule"] == "record.format", out
    said = f"{key}: Der Schlüssel '{key}' fehlt" if lang == "de" else f"{key}: the key '{key}' is missing"
    assert out["reason"] == said
    with pytest.raises(tg.RecordError) as e:
        tg.replay_any(data)
    assert e.value.rule_id == "record.format" and e.value.where == key


def test_a_pad_file_with_rounds_that_are_no_list_is_refused() -> None:
    for rounds in ({"0": {}}, "[]", None, 3):
        with pytest.raises(tg.RecordError) as e:
            tg.replay_any(_pad_file(rounds=rounds))
        assert e.value.where == "rounds"


# 8. the reader's language, even for a request too large to read; plural forms from the catalogue -----------
def _big_pad_request(size: int, lang: str, lang_first: bool = True) -> str:
    """The page's request to import a pad file of about ``size`` characters (quotes and newlines: its escaped
    request is about twice as long)."""
    data = _pad_file(title="x")
    data["note"] = '"\n' * ((size - len(json.dumps(data))) // 4)  # a key the pad does not read
    text = json.dumps(data)  # each '"\n' written as 4 characters, 8 in the request
    assert abs(len(text) - size) < 100
    req = {"op": "pad_import", "lang": lang, "text": text} if lang_first else {"op": "pad_import", "text": text}
    return json.dumps(req if lang_first else {**req, "lang": lang})


@pytest.mark.parametrize("lang_first", [True, False])
def test_a_pad_file_under_the_limit_reaches_the_pad_whatever_its_escaping(lang_first: bool) -> None:
    request = _big_pad_request(900_000, "de", lang_first)
    assert len(request) > 1_000_000  # the escaped request is larger than a file may be
    out = json.loads(web.handle(request))
    assert out["ok"] is True and out["note"] == "0 Runden gelesen", out.get("reason")  # read as the file it is


@pytest.mark.parametrize("lang_first", [True, False])
@pytest.mark.parametrize("lang", ["de", "en"])
def test_a_pad_file_over_the_limit_is_refused_as_a_pad_file_in_the_readers_language(
    lang: str, lang_first: bool
) -> None:
    for size in (1_200_000, 10_000_000):
        out = json.loads(web.handle(_big_pad_request(size, lang, lang_first)))
        assert out["ok"] is False and out["rule"] == "record.format"
        words = ("Abend", "Schreibblock") if lang == "de" else ("evening", "score pad")
        assert all(w in out["reason"] for w in words), out["reason"]
        assert "Spielprotokoll" not in out["reason"] and "record" not in out["reason"]
    with pytest.raises(tg.RecordError) as e:
        tg.kernel.pad.loads(json.dumps(_pad_file(title="x" * 1_000_001)))
    assert e.value.message("de").startswith("Diese Datei ist zu gross für einen Abend des Schreibblocks")


@pytest.mark.parametrize("lang", ["de", "en"])
def test_a_request_too_large_to_read_is_refused_in_the_readers_language(lang: str) -> None:
    request = json.dumps({"op": "replay", "lang": lang, "record": "[" * 3_000_000})
    out = json.loads(web.handle(request))
    assert out["ok"] is False and out["rule"] == "record.format"
    assert (
        out["reason"] == web.refusal(tg.RecordError(out["rule"], out["msgid"], **out["params"]), lang, None)["reason"]
    )
    assert ("Der Text" in out["reason"]) == (lang == "de"), out["reason"]
    # a key inside a string of the request is no key of the request
    sneaky = json.dumps({"op": "replay", "record": '{"lang": "de"}' + "[" * 3_000_000})
    assert "Der Text" not in json.loads(web.handle(sneaky))["reason"]


@pytest.mark.parametrize(
    ("lang", "one", "two"), [("de", "1 Runde gelesen", "2 Runden gelesen"), ("en", "1 round read", "2 rounds read")]
)
def test_rounds_read_are_counted_in_the_languages_plural(lang: str, one: str, two: str) -> None:
    inputs = {"type": "solo", "declarer": 2, "declarer_points": 70}
    for n, said in ((1, one), (2, two)):
        evening = {"ruleset": "visp", "names": ["A", "B", "C", "D"], "base": 10, "rounds": [{"inputs": inputs}] * n}
        text = _answer(op="pad_export", game="troggu", evening=evening)["session"]
        assert _answer(op="pad_import", text=text, lang=lang)["note"] == said


def test_a_plural_phrase_takes_the_catalogues_form_for_its_number() -> None:
    from troggu_core.i18n import Plural

    won = Plural("Won by {n} point.", "Won by {n} points.", n=1)
    assert (won.render("en"), won.render("de")) == ("Won by 1 point.", "Gewonnen um 1 Punkt.")
    won = Plural("Won by {n} point.", "Won by {n} points.", n=3)
    assert (won.render("en"), won.render("de")) == ("Won by 3 points.", "Gewonnen um 3 Punkte.")
    assert Plural("{n} round read", "{n} rounds read", n=0).render("de") == "0 Runden gelesen"


# 9. objects nested deeper than a record can be, given through the Python API: a RecordError as for the text ---
def _nested(depth: int, kind: type) -> Any:
    value: Any = "x"
    for _ in range(depth):
        value = [value] if kind is list else {"a": value}
    return value


def _records() -> dict[str, dict[str, Any]]:
    return {g: game(g).random_record(game(g).default_ruleset, game(g).default_players, seed=1) for g in tg.GAMES}


RECORD_KEYS = ("format", "game", "ruleset", "players", "dealer", "hands", "plays", "auction", "teams", "skat")


@pytest.mark.parametrize("kind", [list, dict])
@pytest.mark.parametrize("game_id", sorted(tg.GAMES))
def test_deeply_nested_values_through_the_python_api_are_record_errors(game_id: str, kind: type) -> None:
    rec = _records()[game_id]
    deep = _nested(2000, kind)
    readers = [tg.replay_any, game(game_id).replay]
    for key in RECORD_KEYS:
        for reader in readers:
            with pytest.raises(tg.RecordError) as e:
                reader({**rec, key: deep})
            assert e.value.rule_id == "record.format" and e.value.msgid == "the JSON nests deeper than {n} levels"
    with pytest.raises(tg.RecordError):
        tg.replay_any(deep)


def test_a_value_nested_as_deep_as_the_text_allows_is_read_by_the_rules() -> None:
    rec = _records()["troccas"]
    with pytest.raises(tg.RecordError) as e:
        tg.replay_any({**rec, "players": _nested(62, list)})  # 64 levels with the record and its key's list
    assert e.value.rule_id == "players.count"
    with pytest.raises(tg.RecordError) as e:
        tg.replay_any({**rec, "players": _nested(64, list)})
    assert e.value.msgid == "the JSON nests deeper than {n} levels"


def test_deep_sessions_and_pad_files_through_the_python_api_are_record_errors() -> None:
    from troggu_core.games.grosstarock import replay_session
    from troggu_core.games.troccas import session
    from troggu_core.kernel import pad

    deep = _nested(2000, list)
    r = _records()["troccas"]
    with pytest.raises(tg.RecordError):
        session([{**r, "players": deep}] * 4)
    with pytest.raises(tg.RecordError):
        replay_session({"session": [{**_records()["grosstarock"], "format": deep}]})
    with pytest.raises(tg.RecordError):
        replay_session({"session": deep})
    with pytest.raises(tg.RecordError) as e:
        replay_session({"format": "troggu-record/2", "game": "grosstarock"})  # no session at all
    assert e.value.rule_id == "GT-SESSION"
    info = game("troggu")
    for key in ("names", "rounds", "totals", "ruleset", "base", "title"):
        with pytest.raises(tg.RecordError):
            pad.load_data(_pad_file(**{key: deep}))
        with pytest.raises(tg.RecordError):
            pad.evening_of(_pad_file(**{key: deep}), info)
    cyclic: list[Any] = []
    cyclic.append(cyclic)
    with pytest.raises(tg.RecordError):
        tg.replay_any({**r, "hands": cyclic})


@pytest.mark.parametrize("game_id", sorted(tg.GAMES))
def test_deeply_nested_option_values_through_the_python_api_are_refusals(game_id: str) -> None:
    """House rules and rulesets given as objects (make_house, the game's ruleset reader): an option's value nested
    2,000 deep is refused naming a rule, never a RecursionError (an enum's or the refusal's own repr of it)."""
    info = game(game_id)
    for option in info.options.OPTION_VALUES:
        for kind in (list, dict):
            deep = _nested(2000, kind)
            with pytest.raises(tg.TrogguError) as e:
                tg.make_house(game_id, info.default_ruleset, {option: deep})
            assert e.value.rule_id in ("record.format", "record.ruleset"), e.value
            assert len(e.value.message("de")) < 400
            with pytest.raises(tg.TrogguError):
                info.options.parse_ruleset({"name": info.default_ruleset, option: deep})


# 8. a count that meets a noun takes the catalogue's plural form (i18n.Plural), refusals included ---------------
@pytest.mark.parametrize(
    ("lang", "one", "many"),
    [("de", "kennt 1 Art zu geben", "kennt 3 Arten zu geben"), ("en", "has 1 layout", "has 3 layouts")],
)
def test_troggus_layouts_are_counted_in_the_languages_plural(lang: str, one: str, many: str) -> None:
    for players, said in ((5, one), (4, many)):
        assert len(tg.ruleset("visp").layouts_for(players)) == int(said.split()[1])
        with pytest.raises(tg.NotationError) as e:
            tg.deal("visp", players, seed=1, layout=9)
        assert e.value.rule_id == "deal.layout" and said in e.value.message(lang), e.value.message(lang)


@pytest.mark.parametrize(
    ("lang", "one", "two"), [("de", "hat 1 Karte,", "hat 2 Karten,"), ("en", "holds 1 card,", "holds 2 cards,")]
)
def test_a_grosstarock_hand_is_counted_in_the_languages_plural(lang: str, one: str, two: str) -> None:
    rec = game("grosstarock").random_record("1754", 3, seed=1, dealer=0)
    for kept, said in ((1, one), (2, two)):
        bad = {**rec, "hands": [rec["hands"][0], rec["hands"][1][:kept], rec["hands"][2]]}
        out = _answer(op="replay", game="grosstarock", record=json.dumps(bad), lang=lang)
        assert out["ok"] is False and out["rule"] == "GT-DEAL-2" and said in out["reason"], out["reason"]


@pytest.mark.parametrize(
    ("lang", "one", "two"),
    [("de", "Trümpfe im Écart: 1;", "Trümpfe im Écart: 2;"), ("en", "holds 1 trump;", "holds 2 trumps;")],
)
def test_a_french_tarot_ecart_counts_its_trumps_and_cards_in_the_languages_plural(
    lang: str, one: str, two: str
) -> None:
    st = _answer(op="new_game", game="french-tarot", ruleset="fft", seed=1, seat=1, lang=lang)
    st = _answer(op="act", game="french-tarot", id=st["id"], action="prise", lang=lang)
    assert st["phase"] == "discard" and st["view"]["options"]["discard_trumps"] == "if_unavoidable"
    plain = [c for c in st["legal"] if c[0] in "SCBR" and c[1:] not in ("K",)]
    for trumps, said in ((["XX"], one), (["XX", "XIX"], two)):
        action = "discard " + " ".join(trumps + plain[: 6 - len(trumps)])
        out = _answer(op="act", game="french-tarot", id=st["id"], action=action, lang=lang)
        assert out["ok"] is False and out["rule"] == "discard.trumps" and said in out["reason"], out["reason"]
        others = "19 andere Karten darfst du" if lang == "de" else "19 other cards may be"
        assert others in out["reason"], out["reason"]


def test_no_catalogue_entry_writes_a_plural_as_a_bracketed_ending() -> None:
    """'1 Art(en)', '1 layout(s)': a count's noun is a Plural entry of the catalogue, never a bracketed ending."""
    from pathlib import Path

    import troggu_core
    import re

    locale = Path(troggu_core.__file__).parent / "locale"
    for lang in ("de", "en"):
        text = (locale / lang / "LC_MESSAGES" / "troggu.po").read_text(encoding="utf-8")
        found = re.findall(r'^msg(?:id|str)\S* ".*\w\((?:s|en|n|e|er)\).*"$', text, re.M)
        assert not found, (lang, found[:5])
