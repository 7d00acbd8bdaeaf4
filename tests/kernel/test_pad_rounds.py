"""Issue 23, the score pad's engine side: every game pays a round from what the table sees exactly as it pays a
round played out (against the games' own scoring), payments sum to zero, the fewest transfers settle an
evening, and evenings go out as files and come back, or are refused saying what is wrong."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from typing import Any

import pytest
from hypothesis import given, settings, strategies as st
from quick import examples

import troggu_core as tg
from troggu_core.games.troggu.scoring import Result
from troggu_core import web
from troggu_core.kernel import pad
from troggu_core.kernel.registry import GAMES, game

TROGGU = game("troggu")


def call(op: str, **req: Any) -> dict[str, Any]:
    out: dict[str, Any] = json.loads(web.handle(json.dumps({"op": op, **req})))
    return out


# ---------------------------------------------------------------- Troggu: the pad against the engine's Session
def troggu_inputs(r: Result) -> dict[str, Any]:
    """What the table of a played round sees: the game, the declarer and partner, the points, every trick."""
    if r.game.value == "misere":
        return {"type": "misere", "points": list(r.points)}
    out: dict[str, Any] = {
        "type": r.game.value,
        "declarer": r.declarer,
        "declarer_points": r.declarer_points,
        "match": r.winner if r.match else "none",
    }
    if r.game.value == "normal" and r.players >= 7:
        out["partner"] = r.partner
    return out


def played_evening(ruleset: str, players: int, rounds: int, seed: int) -> tuple[tg.Session, list[dict[str, Any]]]:
    s = tg.Session(ruleset, players=players, dealer=0)
    inputs = []
    for k in range(rounds):
        g = s.next_game(seed * 100 + k)
        tg.play_out(g, [tg.make_bot("heuristic", seed + k * 10 + i) for i in range(players)])
        s.record_result(g)
        inputs.append(troggu_inputs(s.rounds[-1].result))
    return s, inputs


@pytest.mark.parametrize(
    ("ruleset", "players"), [("visp", 4), ("st-niklaus", 3), ("graechen", 5), ("visp", 7), ("graechen", 8)]
)
def test_troggu_evening_pays_what_the_engines_session_books(ruleset: str, players: int) -> None:
    s, inputs = played_evening(ruleset, players, 8, players)
    rs = tg.ruleset(ruleset)
    evening = {
        "ruleset": ruleset,
        "names": [f"P{i}" for i in range(players)],
        "base": rs.base_rappen,
        "rounds": [{"inputs": i} for i in inputs],
    }
    out = call("pad_evening", game="troggu", evening=evening, lang="de")
    assert out["ok"], out
    assert [r["payments"] for r in out["rounds"]] == [list(r.rappen) for r in s.rounds]
    assert out["totals"] == s.ledger
    assert [r["dealer"] for r in out["rounds"]] == [r.dealer for r in s.rounds]
    assert all(r["why"] for r in out["rounds"])


def test_troggu_why_names_target_double_match_and_multiplier() -> None:
    sc = TROGGU.pad.score_round(
        {"type": "solo", "declarer": 0, "declarer_points": 114, "match": "declarer"}, "visp", 4, 10, 0
    )
    assert sc.payments == (180, -60, -60, -60)  # match 3 × solo 2 = 6 a player
    text = [m.render("de") for m in sc.why]
    assert text[0] == "Die Seite des Solisten gewinnt mit 114 von 114 Punkten"
    assert "Match" in text[1] and "Solo" in text[2] and text[-1] == "Faktor 6 × Grundbetrag 10 = 60 pro Spieler"
    single = TROGGU.pad.score_round(
        {"type": "normal", "declarer": 2, "declarer_points": 50, "match": "none"}, "visp", 4, 10, 0
    )
    assert single.payments == (10, 10, -30, 10)
    assert [m.render("en") for m in single.why][:2] == [
        "the opponents win: the Tappist's side has 50 of 114 points",
        "single: the losing side has more than 29 points",
    ]


# ---------------------------------------------------------------- the family: the pad against each game's scoring
def test_french_tarot_pad_pays_as_the_played_rounds() -> None:
    info = game("french-tarot")
    checked = 0
    for ruleset in info.rulesets:
        base = info.pad.base(ruleset)
        for seed in range(30):
            r = info.replay(info.random_record(ruleset, 3, seed))
            if r["redeal"] or len(r["poignees"]) > 1:
                continue
            inputs = {
                "contract": r["contract"],
                "taker": r["taker"],
                "bouts": r["bouts"],
                "points": r["taker_points"],
                "petit_au_bout": r["petit_au_bout"] or "none",
                "poignee": r["poignees"][0]["kind"] if r["poignees"] else "none",
                "chelem": r["chelem"] or "none",
                "chelem_announced": r["chelem_announced"],
            }
            fields = info.pad.fields(ruleset, 3)
            read = pad.read_inputs(fields, inputs, 3, ["a", "b", "c"])
            sc = info.pad.score_round(read, ruleset, 3, base, 0)
            assert list(sc.payments) == [p * base for p in r["payments"]], (ruleset, seed)
            checked += 1
    assert checked >= 40


def test_troccas_pad_pays_as_the_played_rounds() -> None:
    info = game("troccas")
    for players in (3, 4, 5, 6):
        for seed in range(8):
            dealer = seed % players
            r = info.replay(info.random_record("surselva", players, seed, dealer=dealer))
            inputs = {"party_points": r["party_points"][0]} if players % 2 == 0 else {"points": r["party_points"]}
            sc = info.pad.score_round(inputs, "surselva", players, 1, dealer)
            assert list(sc.payments) == r["payments"], (players, seed)


def test_troccas_says_the_debt_the_next_round_may_use() -> None:
    sc = game("troccas").pad.score_round({"party_points": 20}, "surselva", 4, 1, 0)
    assert sc.payments == (-16, 16, -16, 16)
    assert sc.why[-2].render("de").startswith("16 Punkte Schulden: In der nächsten Runde darf diese Partei 9 und 10")


def test_grosstarock_pad_pays_as_the_played_rounds() -> None:
    info = game("grosstarock")
    for ruleset in info.rulesets:
        for seed in range(10):
            r = info.replay(info.random_record(ruleset, 3, seed))
            inputs = {
                "mode": "eyes" if r["eyes_settled"] else "slam",
                "eyes": r["eyes"],
                "declarations": [sum(d["value"] for d in ds) for ds in r["declarations"]],
                "bonuses": [sum(b["value"] for b in r["bonuses"] if b["seat"] == s) for s in range(3)],
            }
            read = pad.read_inputs(info.pad.fields(ruleset, 3), inputs, 3, ["a", "b", "c"])
            sc = info.pad.score_round(read, ruleset, 3, 1, r["dealer"])
            assert list(sc.payments) == r["payments"], (ruleset, seed)


# ---------------------------------------------------------------- zero sum, for any inputs the fields allow
def _inputs_for(draw: Any, fields: tuple[pad.PadField, ...], players: int) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for f in fields:
        if not f.applies(out):
            continue
        if f.kind == "choice":
            out[f.key] = draw(st.sampled_from([c.value for c in f.choices]))
        elif f.kind in ("seat", "seat?"):
            out[f.key] = draw(st.integers(0, players - 1))
        elif f.kind == "flag":
            out[f.key] = draw(st.booleans())
        else:
            steps = int((f.hi - f.lo) / f.step)
            one = st.integers(0, steps).map(lambda k, f=f: f.lo + k * f.step)
            out[f.key] = draw(one) if f.kind == "number" else draw(st.lists(one, min_size=players, max_size=players))
    return out


@st.composite
def rounds(draw: Any) -> tuple[str, str, int, int, dict[str, Any]]:
    info = GAMES[draw(st.sampled_from(list(GAMES)))]
    ruleset = draw(st.sampled_from(info.rulesets))
    players = draw(st.sampled_from(info.pad.players(ruleset)))
    base = draw(st.integers(1, 50)) * 2
    return info.id, ruleset, players, base, _inputs_for(draw, info.pad.fields(ruleset, players), players)


@settings(max_examples=examples(300), deadline=None)
@given(rounds())
def test_every_round_pays_zero_sum_or_is_refused_naming_a_rule(case: tuple[str, str, int, int, dict[str, Any]]) -> None:
    game_id, ruleset, players, base, raw = case
    info = game(game_id)
    names = [f"P{i}" for i in range(players)]
    evening = {"ruleset": ruleset, "names": names, "base": base}
    out = call("pad_round", game=game_id, evening=evening, inputs=raw, lang="de")
    if out["ok"]:
        assert sum(out["payments"]) == 0 and len(out["payments"]) == players and out["why"]
        assert all(isinstance(p, int) for p in out["payments"])
    else:
        assert out["rule"] in {r.id for r in info.rules} and out["reason"]


# ---------------------------------------------------------------- who pays whom
def _fewest_by_search(balances: list[int]) -> int:
    """The classic search: settle the first open balance against every opposite one, keep the fewest."""
    debt = [b for b in balances if b]

    def go(i: int) -> int:
        while i < len(debt) and debt[i] == 0:
            i += 1
        if i == len(debt):
            return 0
        best = 99
        for j in range(i + 1, len(debt)):
            if debt[j] * debt[i] < 0:
                debt[j] += debt[i]
                best = min(best, 1 + go(i + 1))
                debt[j] -= debt[i]
        return best

    return go(0)


@settings(max_examples=examples(200), deadline=None)
@given(st.lists(st.integers(-6, 6), min_size=2, max_size=6))
def test_settle_up_settles_every_balance_with_the_fewest_transfers(raw: list[int]) -> None:
    balances = raw + [-sum(raw)]
    transfers = pad.settle_up(balances)
    left = list(balances)
    for a, b, amount in transfers:
        assert amount > 0 and balances[a] < 0 < balances[b]
        left[a] += amount
        left[b] -= amount
    assert left == [0] * len(balances)
    assert len(transfers) == _fewest_by_search(balances)


def test_settle_up_of_eight_players_is_quick_and_exact() -> None:
    rng = random.Random(5)
    for _ in range(30):
        raw = [rng.randint(-40, 40) * 5 for _ in range(7)]
        balances = raw + [-sum(raw)]
        assert len(pad.settle_up(balances)) == _fewest_by_search(balances)


# ---------------------------------------------------------------- files: out and back, or refused
EVENING = {
    "ruleset": "visp",
    "names": ["Anna", "Beat", "Carla", "Dani"],
    "base": 10,
    "title": "Visp, Freitag",
    "rounds": [
        {"inputs": {"type": "normal", "declarer": 1, "declarer_points": 90}},
        {"inputs": {"type": "misere", "points": [10, 20, 30, 40]}},
        {"inputs": {"type": "solo", "declarer": 3, "declarer_points": 40}},
    ],
}


def test_export_and_import_give_the_same_evening_and_troggu_replay_reads_it(tmp_path: Any) -> None:
    out = call("pad_export", game="troggu", evening=EVENING, lang="de")
    assert out["ok"] and out["session_name"] == "troggu-visp-Visp-Freitag.json"
    assert out["csv"].splitlines()[0] == "Runde,Geber,Anna,Beat,Carla,Dani,warum"
    assert out["csv"].splitlines()[-1] == "Summe,,10,90,10,-110,"
    back = call("pad_import", text=out["session"], lang="de")
    assert back["ok"] and back["game"] == "troggu"
    again = call("pad_evening", game="troggu", evening=back["evening"])
    assert again["totals"] == [10, 90, 10, -110] == back["scored"]["totals"]
    path = tmp_path / "abend.json"
    path.write_text(out["session"], encoding="utf-8")
    cli = subprocess.run([sys.executable, "-m", "troggu_core", "replay", str(path)], capture_output=True, text=True)
    assert cli.returncode == 0, cli.stderr
    assert json.loads(cli.stdout)["totals"] == [10, 90, 10, -110]


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ('{"format": "troggu-session/1", "game": "troggu"', "de"),
        (json.dumps(TROGGU.random_record("visp", 4, 1)), "de"),
        ("[1, 2]", "de"),
        ('{"format": "troggu-session/1", "game": "troggu", "ruleset": "surselva"', "en"),
        (
            '{"format": "troggu-session/1", "game": "troggu", "ruleset": "visp", "names": ["a", "b", "c", "d"], "rounds": {}, "totals": 0}',
            "de",
        ),
        (
            '{"format": "troggu-session/1", "game": "troccas", "ruleset": "surselva", "names": 1, "rounds": [], '
            '"totals": []}',
            "de",
        ),
    ],
)
def test_import_refuses_broken_or_foreign_files_in_one_plain_sentence(text: str, words: str) -> None:
    """Issue 35: never a parser's "Zeile 91, Spalte 5", Python's own message, a field path or "Wähle surselva"."""
    out = call("pad_import", text=text, lang=words)
    plain = {
        "de": "Diese Datei ist kein Abend aus dem Schreibblock",
        "en": "this file is not an evening of the score pad",
    }
    assert not out["ok"] and out["rule"] == "record.format" and out["reason"] == plain[words], out["reason"]


@pytest.mark.parametrize("lang", ["de", "en"])
def test_import_of_a_file_with_another_games_ruleset_names_the_ruleset_rule(lang: str) -> None:
    """Issue 38: an unknown ruleset is refused under one rule whatever reads it (``record.ruleset``, as through
    new_game, share, replay and the pad's evening), in one plain sentence: no "choose" (a file is not chosen from)."""
    text = '{"format": "troggu-session/1", "game": "troggu", "ruleset": "surselva", "names": [], "rounds": [], "totals": []}'
    out = call("pad_import", text=text, lang=lang)
    said = {
        "de": "'surselva' ist keines der Regelwerke (visp, st-niklaus, graechen)",
        "en": "'surselva' is not one of the rulesets (visp, st-niklaus, graechen)",
    }
    assert not out["ok"] and out["rule"] == "record.ruleset" and out["reason"] == said[lang], out
    assert call("new_game", game="troggu", ruleset="surselva", lang=lang)["rule"] == "record.ruleset"


def test_import_refuses_tampered_payments_totals_and_points() -> None:
    data = json.loads(call("pad_export", game="troggu", evening=EVENING)["session"])
    totals = dict(data, totals=[20, 80, 10, -110])
    out = call("pad_import", text=json.dumps(totals), lang="de")
    assert (
        out["reason"]
        == "Die Summen in der Datei ([20, 80, 10, -110]) sind nicht die Summe der Runden (10, 90, 10, -110)"
    )
    rounds = json.loads(json.dumps(data))
    rounds["rounds"][0]["payments"] = [-20, 70, -30, -20]
    out = call("pad_import", text=json.dumps(rounds), lang="en")
    assert out["reason"].startswith("round 1: the payments in the file")
    points = json.loads(json.dumps(data))
    points["rounds"][2]["inputs"]["declarer_points"] = 115
    out = call("pad_import", text=json.dumps(points), lang="de")
    assert out["reason"] == (
        "Runde 3 der Datei: Punkte der Seite des Tappisten oder Solisten muss eine Zahl von 0 bis 114 in Schritten von 1 "
        "sein, nicht 115"
    )
    match = json.loads(json.dumps(data))
    match["rounds"][0]["inputs"]["match"] = "opponents"
    out = call("pad_import", text=json.dumps(match), lang="de")
    assert out["rule"] == "pay.match" and out["reason"].startswith("Runde 1: Die Gegenspieler haben jeden Stich")
    other = dict(data, game="troccas")
    out = call("pad_import", text=json.dumps(other), lang="de", expect="troggu")
    assert not out["ok"]


def test_import_of_another_games_evening_when_one_is_expected_is_refused() -> None:
    ev = {"ruleset": "surselva", "names": ["a", "b", "c", "d"], "base": 1, "rounds": [{"inputs": {"party_points": 40}}]}
    text = call("pad_export", game="troccas", evening=ev)["session"]
    out = call("pad_import", text=text, lang="de", expect="troggu")
    assert out["reason"] == "Das ist ein Abend mit Troccas, nicht mit Troggu"
    assert call("pad_import", text=text)["evening"]["rounds"] == [{"inputs": {"party_points": 40}}]


def test_a_round_out_of_range_is_refused_and_names_the_field() -> None:
    ev = dict(EVENING, rounds=[])
    out = call(
        "pad_round",
        game="troggu",
        evening=ev,
        inputs={"type": "normal", "declarer": 0, "declarer_points": 115},
        lang="de",
    )
    assert (
        out["reason"]
        == "declarer_points: Punkte der Seite des Tappisten oder Solisten muss eine Zahl von 0 bis 114 in Schritten von 1 "
        "sein, nicht 115"
    )
    out = call("pad_round", game="troggu", evening=ev, inputs={"type": "misere", "points": [60, 60, 0, 0]}, lang="de")
    assert out["rule"] == "count.sides"
    out = call("pad_round", game="troggu", evening=dict(ev, names=["a", "b"]), inputs={}, lang="en")
    assert out["rule"] == "players.count" and out["reason"] == "Visp is played by 4, 5, 6, 7, 8 players, not 2"


def test_pad_spec_lists_every_game_and_draws_the_partner_only_for_seven() -> None:
    out = call("pad_spec", game="troggu", ruleset="visp", players=7, lang="de")
    assert [g["id"] for g in out["games"]] == list(GAMES)
    assert [r["name"] for r in out["rulesets"]] == ["visp", "st-niklaus", "graechen"]
    assert "partner" in [f["key"] for f in out["fields"]]
    four = call("pad_spec", game="troggu", ruleset="visp", players=4, lang="de")
    assert "partner" not in [f["key"] for f in four["fields"]]


# ---------------------------------------------------------------- issue 35: rounds the rules do not allow
def troggu_round(inputs: dict[str, Any], ruleset: str = "visp", players: int = 4, lang: str = "de") -> dict[str, Any]:
    ev = {"ruleset": ruleset, "names": [f"P{i}" for i in range(players)], "base": 10}
    return call("pad_round", game="troggu", evening=ev, inputs=inputs, lang=lang)


def test_a_match_by_the_declarers_side_with_80_points_is_refused_with_the_rule() -> None:
    out = troggu_round({"type": "normal", "declarer": 0, "declarer_points": 80, "match": "declarer"})
    assert not out["ok"] and out["rule"] == "pay.match"
    assert out["reason"] == (
        "Die Seite des Tappisten hat jeden Stich gemacht: Den Gegenspielern bleiben höchstens die 5 Punkte eines "
        "aufbewahrten Narren, die Seite des Tappisten hat also mindestens 109, nicht 80"
    )
    en = troggu_round({"type": "solo", "declarer": 2, "declarer_points": 80, "match": "declarer"}, lang="en")
    assert en["rule"] == "pay.match" and en["reason"].startswith("the soloist's side took every trick")
    for points in (109, 114):  # every trick, and the opponents at most a withheld Narr: paid three times
        ok = troggu_round({"type": "normal", "declarer": 0, "declarer_points": points, "match": "declarer"})
        assert ok["ok"] and ok["payments"] == [90, -30, -30, -30], ok


def test_a_match_by_the_opponents_when_the_declarer_won_is_refused_not_ignored() -> None:
    out = troggu_round({"type": "normal", "declarer": 1, "declarer_points": 90, "match": "opponents"})
    assert not out["ok"] and out["rule"] == "pay.match"
    assert out["reason"].startswith("Die Gegenspieler haben jeden Stich gemacht: Ohne Stich hat die Seite")
    assert "nicht 90" in out["reason"]
    lost = troggu_round({"type": "normal", "declarer": 1, "declarer_points": 10, "match": "opponents"})
    assert lost["ok"] and lost["payments"] == [30, -90, 30, 30]


def test_a_misere_whose_points_the_tapp_cannot_leave_is_refused() -> None:
    out = troggu_round({"type": "misere", "points": [10, 10, 10, 10]})
    assert out["rule"] == "exchange.misere"
    assert out["reason"] == (
        "In der Misere zählen die Punkte des Tapps für niemanden: Die Punkte der Spieler ergeben zusammen 67 bis 108, "
        "nicht 40"
    )
    assert troggu_round({"type": "misere", "points": [10, 20, 30, 40]})["ok"]


@pytest.mark.parametrize("ruleset", ["visp", "st-niklaus", "graechen"])
def test_every_played_troggu_round_is_accepted_by_the_pad(ruleset: str) -> None:
    """The refusals never refuse a round the game can produce: many played rounds, misères and matches among them."""
    rs = tg.ruleset(ruleset)
    seen = set()
    for players in rs.players:
        for seed in range(100):
            g = tg.random_game(ruleset, players=players, seed=seed)
            r = g.outcome()
            inputs = troggu_inputs(r)
            seen.add(inputs["type"] if not r.match else "match")
            fields = TROGGU.pad.fields(ruleset, players)
            read = pad.read_inputs(fields, inputs, players, [f"P{i}" for i in range(players)])
            sc = TROGGU.pad.score_round(read, ruleset, players, 1, 0)
            assert sc.payments == r.payments, (ruleset, players, seed)
    assert {"normal", "solo", "match"} <= seen and ("misere" in seen or ruleset == "visp")


@settings(max_examples=examples(300), deadline=None)
@given(
    st.sampled_from(["visp", "st-niklaus", "graechen"]),
    st.sampled_from(["normal", "solo"]),
    st.integers(0, 114),
    st.sampled_from(["none", "declarer", "opponents"]),
)
def test_a_match_is_paid_only_to_the_side_that_can_have_taken_every_trick(
    ruleset: str, kind: str, points: int, match: str
) -> None:
    players = 5 if ruleset != "visp" else 4
    out = troggu_round({"type": kind, "declarer": 0, "declarer_points": points, "match": match}, ruleset, players)
    if out["ok"]:
        assert sum(out["payments"]) == 0
        if match == "declarer":
            assert points >= 109 and out["payments"][0] > 0
        if match == "opponents":
            assert points < 58 and out["payments"][0] < 0
    else:
        assert match != "none" and out["rule"] == "pay.match" and out["reason"]


def french(inputs: dict[str, Any], lang: str = "de") -> dict[str, Any]:
    base = {"contract": "garde", "taker": 0, "bouts": 1, "points": 50, "petit_au_bout": "none", "poignee": "none"}
    ev = {"ruleset": "fft", "names": ["A", "B", "C"], "base": 2}
    return call("pad_round", game="french-tarot", evening=ev, inputs={**base, **inputs}, lang=lang)


@pytest.mark.parametrize(
    ("inputs", "rule", "reason"),
    [
        ({"bouts": 3, "points": 10}, "count.bouts", "Mit 3 Bouts (je 4,5 Punkte) hat der Nehmer 13,5 bis 91 Punkte"),
        ({"bouts": 0, "points": 80}, "count.bouts", "Mit 0 Bouts (je 4,5 Punkte) hat der Nehmer 0 bis 77,5 Punkte"),
        ({"bouts": 0, "petit_au_bout": "taker"}, "score.petit-au-bout", "mindestens 1 Bout"),
        ({"bouts": 3, "points": 60, "petit_au_bout": "defense"}, "score.petit-au-bout", "höchstens 2 Bouts"),
        ({"chelem": "taker", "points": 60}, "score.chelem", "mindestens 86,5 Punkte, nicht 60"),
        ({"chelem": "defense", "points": 40}, "score.chelem", "höchstens 31,5 Punkte, nicht 40"),
        ({"chelem": "defense", "points": 4.5, "bouts": 1, "petit_au_bout": "taker"}, "score.petit-au-bout", "Petit"),
    ],
)
def test_french_tarot_rounds_the_rules_do_not_allow_are_refused(inputs: dict[str, Any], rule: str, reason: str) -> None:
    out = french(inputs)
    assert not out["ok"] and out["rule"] == rule and reason in out["reason"], out


def test_french_tarot_chelems_the_rules_allow_are_paid() -> None:
    out = french({"chelem": "taker", "chelem_announced": True, "points": 91, "bouts": 3, "petit_au_bout": "taker"})
    assert out["ok"] and sum(out["payments"]) == 0 and out["payments"][0] > 0
    out = french({"chelem": "defense", "points": 4.5, "bouts": 1, "contract": "garde_contre"})
    assert out["ok"] and out["payments"][0] < 0
    en = french({"bouts": 2, "points": 5}, lang="en")
    assert en["reason"] == "with 2 bouts (4.5 points each) the taker has 9 to 86.5 points, not 5"


def test_troccas_single_points_must_add_up_to_every_card() -> None:
    ev = {"ruleset": "surselva", "names": ["a", "b", "c"], "base": 1}
    out = call("pad_round", game="troccas", evening=ev, inputs={"points": [40, 40, 40]}, lang="de")
    assert out["rule"] == "count.single"
    assert out["reason"] == (
        "Jede Karte zählt einzeln: Die Punkte der Spieler ergeben zusammen die 130, die die Karten wert sind, nicht 120"
    )
    assert call("pad_round", game="troccas", evening=ev, inputs={"points": [40, 40, 50]})["ok"]


# ---------------------------------------------------------------- issue 35: evenings, names, units
def test_an_evening_already_stored_is_recognised_on_import() -> None:
    text = call("pad_export", game="troggu", evening=EVENING)["session"]
    mine = dict(EVENING, game="troggu", title="renamed", updated=1)
    other = dict(mine, rounds=EVENING["rounds"][:2])
    stored = {"a1": other, "b2": mine, "c3": {"broken": True}, "d4": dict(mine, game="troccas")}
    out = call("pad_import", text=text, stored=stored)
    assert out["ok"] and out["same_as"] == "b2"
    de = call("pad_import", text=text, stored=stored, lang="de")
    assert de["note"] == "Dieser Abend ist schon gespeichert: Er wird geöffnet, nicht doppelt gespeichert"
    assert (
        out["key"] == pad.evening_key(pad.evening_of(EVENING, TROGGU)) != pad.evening_key(pad.evening_of(other, TROGGU))
    )
    assert call("pad_import", text=text, stored={"a1": other})["same_as"] is None
    assert call("pad_import", text=text)["same_as"] is None


@pytest.mark.parametrize(
    ("names", "lang", "reason"),
    [
        (
            ["Anna", "Beat", "anna ", "Dani"],
            "de",
            "Platz 3: anna spielt schon auf Platz 1; gib jedem Spieler einen anderen Namen",
        ),
        (
            ["Anna", "Beat", "Carla", "Beat"],
            "en",
            "seat 4: Beat plays at seat 2 already; give each player another name",
        ),
        (["Anna", "Beat", "  ", "Dani"], "de", "Platz 3: Ein Name hat 1 bis 40 Zeichen"),
    ],
)
def test_duplicate_and_empty_names_are_refused_naming_the_seat_as_the_form_does(
    names: list[str], lang: str, reason: str
) -> None:
    out = call("pad_evening", game="troggu", evening=dict(EVENING, names=names), lang=lang)
    assert not out["ok"] and out["rule"] == "record.format" and out["reason"] == reason
    data = json.loads(call("pad_export", game="troggu", evening=EVENING)["session"])
    out = call("pad_import", text=json.dumps(dict(data, names=names)), lang=lang)
    assert out["reason"] == reason


def test_the_unit_has_its_singular() -> None:
    spec = call("pad_spec", game="troccas", lang="de")
    assert (spec["unit_one"], spec["unit"]) == ("Punkt", "Punkte")
    assert call("pad_spec", game="french-tarot", lang="en")["unit_one"] == "point"
    assert call("pad_spec", game="grosstarock", lang="de")["unit"] == "Punkte"
    assert call("pad_spec", game="troggu", lang="de")["unit_one"] == "Rappen"
    assert (
        call(
            "pad_import",
            text=call("pad_export", game="troggu", evening=dict(EVENING, rounds=EVENING["rounds"][:1]))["session"],
            lang="de",
        )["note"]
        == "1 Runde gelesen"
    )
