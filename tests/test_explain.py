"""Every game's result in words (``GameInfo.explain``, issue 24): the explanation names the target, the points and
the reason for the payment, with the values of the result itself, marks the reader's seat, and says what the
reader pays or receives; the facade hands it to a finished round and a replay with the payment rule's page."""

from __future__ import annotations

import json

import pytest

from troggu_core.kernel.explain import num, signed
from troggu_core.kernel.registry import GAMES
from troggu_core.web import handle

SEEDS = range(12)


def _results(game_id: str, ruleset: str | None = None) -> list[dict]:
    info = GAMES[game_id]
    rs = ruleset or info.default_ruleset
    return [info.replay(info.random_record(rs, info.default_players, seed)) for seed in SEEDS]


def _common(lines: tuple[str, ...], payments: list, seat: int, lang: str, unit: str = "") -> None:
    """The payments line has every seat's payment, the reader's seat is marked, the last line is the reader's."""
    paid = next(line for line in lines if line.startswith(("Payments:", "Zahlungen:")))
    for s, p in enumerate(payments):
        assert signed(p, lang) in paid
    assert ("(you)" if lang == "en" else "(du)") in paid
    mine = payments[seat]
    last = lines[-1]
    if mine:
        assert num(abs(mine), lang) in last and (unit in last)
        assert (
            ("receive" if lang == "en" else "erhältst") if mine > 0 else ("pay" if lang == "en" else "zahlst")
        ) in last
    else:
        assert "neither" in last or "nichts" in last


@pytest.mark.parametrize("lang", ["de", "en"])
def test_troggu_names_58_of_114_the_multiplier_and_its_reason(lang: str) -> None:
    info = GAMES["troggu"]
    seen = set()
    for r in _results("troggu"):
        e = info.explain(r, 1, lang)
        text = "\n".join(e.lines)
        if r["contract"] == "misere":  # the family result: "game" is "troggu" (issue 38)
            seen.add("misere")
            assert e.rule == "pay.misere"
            group = r["misere_seats"]
            if group and any(r["payments"]):
                assert f"({r['points'][group[0]]})" in text
        else:
            dp, op = r["side_points"]["declarer"], r["side_points"]["opponents"]
            assert f"{dp} " in text and "114" in text and "58" in text and str(op) in text
            if r["winner"] == "draw":
                assert e.rule == "count.draw"
            else:
                reason = {"pay.match": "×3", "pay.double": "×2", "pay.base": "×1"}[e.rule]
                assert reason in text
                seen.add(e.rule)
                assert (e.rule == "pay.match") == r["match"]
                assert f"{r['base_rappen']} Rappen × {r['multiplier']}" in text
        _common(e.lines, r["rappen"], 1, lang, "Rappen")
    assert len(seen) >= 2, seen  # the seeds cover more than one reason


@pytest.mark.parametrize("lang", ["de", "en"])
def test_french_tarot_names_contract_target_points_and_formula(lang: str) -> None:
    info = GAMES["french-tarot"]
    for r in _results("french-tarot"):
        e = info.explain(r, 0, lang)
        text = "\n".join(e.lines)
        assert e.rule == "score.formula"
        if r["contract"] is None:
            continue
        assert f"{r['target']} " in text and "91" in text and num(r["taker_points"], lang) in text
        assert f"(25 + {r['difference']}) × {r['multiplier']}" in text
        assert (
            ("Won" if lang == "en" else "Gewonnen") if r["won"] else ("Lost" if lang == "en" else "Verloren")
        ) in text
        assert f"bouts: {r['bouts']}" in text.lower()
        _common(e.lines, r["payments"], 0, lang)


@pytest.mark.parametrize("lang", ["de", "en"])
def test_troccas_names_each_partys_points_against_its_target(lang: str) -> None:
    info = GAMES["troccas"]
    for r in _results("troccas"):
        e = info.explain(r, 2, lang)
        assert e.rule == "score.payments"
        for points, target, balance in zip(r["party_points"], r["targets"], r["party_balance"]):
            assert any(
                f"{points} " in line and f" {target}" in line and signed(balance, lang) in line for line in e.lines
            )
        _common(e.lines, r["payments"], 2, lang)


@pytest.mark.parametrize("ruleset", ["1754", "dummett", "danish"])
def test_grosstarock_names_each_players_eyes_and_the_eye_payment(ruleset: str) -> None:
    info = GAMES["grosstarock"]
    for r in _results("grosstarock", ruleset):
        e = info.explain(r, 1, "de")
        text = "\n".join(e.lines)
        assert e.rule.startswith("GT-PAY-")
        if r["eyes_settled"]:
            if ruleset != "danish":
                assert "26" in text
            for eyes, pay in zip(r["eyes"], r["eye_payments"]):
                assert any(f"{eyes} von 78" in line and signed(pay, "de") in line for line in e.lines)
        _common(e.lines, r["payments"], 1, "de")


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_the_facade_explains_a_finished_round_and_a_replay(game_id: str) -> None:
    start = json.loads(handle(json.dumps({"op": "new_game", "game": game_id, "seed": 4, "lang": "de"})))
    assert "explain" not in start or start["explain"] is None
    done = json.loads(handle(json.dumps({"op": "finish", "game": game_id, "id": start["id"], "lang": "de"})))
    ex = done["explain"]
    assert ex["lines"] and all(line[:1].isupper() for line in ex["lines"])
    assert ex["rule_page"].endswith("#" + ex["rule"])
    assert "(du)" in "\n".join(ex["lines"])
    record = json.loads(handle(json.dumps({"op": "record", "game": game_id, "id": start["id"]})))["record"]
    replayed = json.loads(handle(json.dumps({"op": "replay", "game": game_id, "record": record, "lang": "en"})))
    assert replayed["explain"]["rule"] == ex["rule"]
    assert "(you)" not in "\n".join(replayed["explain"]["lines"])  # a record has no reader's seat


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_meta_titles_every_ruleset(game_id: str) -> None:
    meta = json.loads(handle(json.dumps({"op": "meta", "game": game_id, "lang": "de"})))
    titled = set(meta["ruleset_titles"]) | {v["name"] for v in meta.get("villages", [])}
    assert set(meta["rulesets"]) <= titled
