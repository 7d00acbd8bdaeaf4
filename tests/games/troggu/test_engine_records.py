"""Rules record.*: the troggu-record/1 format, load/loads/dump/dumps, replay, invalid records."""

from __future__ import annotations

import io
import json

import pytest

import troggu_core as tg
from troggu_core.games.troggu.bots import RandomBot
from troggu_core.games.troggu.record import FORMAT
from engine_helpers import random_pool

KEYS = {"format", "ruleset", "players", "dealer", "hands", "tapp", "auction", "call", "discard", "plays"}
REPLAY_KEYS = {"game", "declarer", "partner", "trick_winners", "points", "side_points", "payments"}


def sample_games():
    pool = random_pool()
    picked = {}
    for g in pool:
        key = (g.ruleset.name, g.players, g.outcome().game)
        picked.setdefault(key, g)
    return list(picked.values())


class TestRecordFormat:
    def test_record_format_keys(self):
        g = tg.random_game("visp", 7, seed=3)
        data = json.loads(tg.dumps(g))
        assert set(data) == KEYS
        assert data["format"] == "troggu-record/1" == FORMAT
        assert data["players"] == 7 and data["dealer"] == 0
        assert len(data["hands"]) == 7 and all(len(h) == 8 for h in data["hands"])
        assert len(data["tapp"]) == 6
        assert all(b in ("pass", "normal", "solo") for b in data["auction"])
        assert len(data["plays"]) == 56

    def test_record_auction_in_turn_order_from_dealers_right(self):
        g = tg.Game.new("visp", 5, seed=2, dealer=3)
        seats = []
        for b in ["pass", "normal", "pass", "pass", "pass"]:
            seats.append(g.to_move)
            g.bid(b)
        assert seats == [4, 0, 1, 2, 3]
        assert json.loads(tg.dumps(g))["auction"] == ["pass", "normal", "pass", "pass", "pass"]

    def test_record_null_call_and_discard_when_absent(self):
        for g in sample_games():
            data = json.loads(tg.dumps(g))
            r = g.outcome()
            if r.game is tg.GameType.NORMAL:
                assert data["discard"] is not None and len(data["discard"]) == len(data["tapp"])
                assert (data["call"] is not None) == (g.players >= 7)
            else:
                assert data["call"] is None and data["discard"] is None

    def test_record_hands_are_the_dealt_hands(self):
        g = tg.random_game("graechen", 4, seed=9)
        d = tg.deal("graechen", 4, seed=9)
        data = json.loads(tg.dumps(g))
        for s in range(4):
            assert sorted(data["hands"][s]) == sorted(str(c) for c in d.hands[s])

    def test_record_metadata_preserved(self):
        g = tg.random_game("st-niklaus", 3, seed=4)
        meta = {
            "date": "2026-01-06",
            "place": "St. Niklaus",
            "names": ["Anna", "Beat", "Cäsar"],
            "notes": "Dreikönigsabend",
        }
        text = tg.dumps(g, **meta)
        rec = tg.loads(text)
        for k, v in meta.items():
            assert rec.meta[k] == v
        again = json.loads(tg.dumps(rec))
        for k, v in meta.items():
            assert again[k] == v
        assert tg.replay(rec).payments == g.outcome().payments

    def test_record_canonical_codes_written(self):
        g = tg.random_game("visp", 4, seed=12)
        data = json.loads(tg.dumps(g))
        alias = {"IV": "iiii", "IX": "T9", "XIV": "xiiii", "XIX": "XVIIII", "Narr": "narr"}

        def mangle(c):
            return alias.get(c, c.lower())

        messy = dict(
            data,
            hands=[[mangle(c) for c in h] for h in data["hands"]],
            tapp=[mangle(c) for c in data["tapp"]],
            plays=[mangle(c) for c in data["plays"]],
            discard=None if data["discard"] is None else [mangle(c) for c in data["discard"]],
            auction=[b.upper() for b in data["auction"]],
        )
        rec = tg.loads(json.dumps(messy))
        out = json.loads(tg.dumps(rec))
        canon = {str(c) for c in tg.TROGGU_DECK}
        assert all(c in canon for h in out["hands"] for c in h)
        assert all(c in canon for c in out["plays"] + out["tapp"])
        assert out["plays"] == data["plays"]
        assert out["auction"] == data["auction"]
        assert tg.replay(rec).to_json() == g.outcome().to_json()

    def test_record_ruleset_options_round_trip(self):
        rs = tg.ruleset("visp", double_threshold=30, tappist="dealer")
        g = tg.Game.new(rs, 4, seed=1)
        tg.play_out(g, [RandomBot(i) for i in range(4)])
        rec = tg.loads(tg.dumps(g))
        assert rec.ruleset == rs
        assert tg.replay(rec).to_json() == g.outcome().to_json()


class TestLoadDump:
    def test_loads_dumps_round_trip(self):
        for g in sample_games():
            text = tg.dumps(g)
            rec = tg.loads(text)
            assert json.loads(tg.dumps(rec)) == json.loads(text)
            assert tg.replay(rec).to_json() == g.outcome().to_json()
            assert tg.replay(text).to_json() == g.outcome().to_json()
            assert tg.replay(json.loads(text)).to_json() == g.outcome().to_json()

    def test_load_dump_files(self):
        g = tg.random_game("graechen", 6, seed=2)
        buf = io.StringIO()
        tg.dump(g, buf, indent=2, place="Grächen")
        buf.seek(0)
        rec = tg.load(buf)
        assert rec.meta["place"] == "Grächen"
        assert tg.replay(rec).payments == g.outcome().payments

    def test_record_game_complete(self):
        g = tg.random_game("visp", 5, seed=6)
        h = tg.loads(tg.dumps(g)).game(complete=True)
        assert h.is_over and h.outcome().to_json() == g.outcome().to_json()

    def test_record_of_partial_game(self):
        g = tg.Game.new("visp", 4, seed=6)
        g.bid("solo")
        g.play(g.legal_plays()[0])
        rec = tg.loads(tg.dumps(g))
        assert len(rec.plays) == 1
        assert rec.game().to_move == g.to_move
        with pytest.raises(tg.RecordError) as e:
            rec.game(complete=True)
        assert e.value.rule_id == "record.complete"
        with pytest.raises(tg.RecordError):
            tg.replay(rec)


class TestReplay:
    def test_replay_output_keys(self):
        for g in sample_games():
            out = tg.replay(tg.dumps(g)).to_json()
            assert REPLAY_KEYS <= set(out)
            assert out["game"] in ("normal", "solo", "misere")
            assert len(out["trick_winners"]) == g.tricks_total
            assert len(out["points"]) == len(out["payments"]) == g.players
            assert sum(out["payments"]) == 0
            if out["game"] == "misere":
                assert out["declarer"] is None and out["partner"] is None
            else:
                assert set(out["side_points"]) == {"declarer", "opponents"}
            json.dumps(out)


def base_record():
    g = tg.random_game("visp", 4, seed=21)
    return g, json.loads(tg.dumps(g))


class TestInvalidRecords:
    def _bad(self, data, rule_prefix=None):
        text = data if isinstance(data, str) else json.dumps(data)
        with pytest.raises(tg.RecordError) as e:
            tg.replay(tg.loads(text))
        err = e.value
        assert isinstance(err, ValueError)
        assert err.rule_id in tg.RULES, err.rule_id
        assert str(err).startswith(f"[{err.rule_id}] ")
        if rule_prefix:
            assert err.rule_id.startswith(rule_prefix), str(err)
        return err

    def test_not_json(self):
        self._bad("{not json", "record.format")

    def test_not_an_object(self):
        self._bad("[1, 2]", "record.format")

    def test_wrong_format(self):
        _, d = base_record()
        self._bad(dict(d, format="troggu-record/0"), "record.format")

    @pytest.mark.parametrize("key", sorted(KEYS - {"format"}))
    def test_missing_key(self, key):
        _, d = base_record()
        d.pop(key)
        self._bad(d)

    def test_unknown_ruleset(self):
        _, d = base_record()
        self._bad(dict(d, ruleset="zermatt"), "record.ruleset")

    def test_bad_card_code(self):
        _, d = base_record()
        d["plays"][3] = "R99"
        e = self._bad(d, "notation.card")
        assert e.where == "plays[3]"

    def test_impossible_deal(self):
        _, d = base_record()
        d["hands"][0][0], d["hands"][1][0] = d["hands"][1][0], d["hands"][1][0]
        self._bad(d, "record.deal")

    def test_removed_card_in_hand(self):
        _, d = base_record()
        d["hands"][0][0] = "R7"
        self._bad(d, "record.deal")

    def test_illegal_play_names_the_rule(self):
        g, d = base_record()
        # find a play whose replacement by another held card breaks follow-suit
        h = tg.loads(json.dumps(d)).game()
        for _ in range(len(d["plays"])):
            h.pop()
        for i, c in enumerate(d["plays"]):
            legal = {str(x) for x in h.legal_plays()}
            held = {str(x) for x in h.hand(h.to_move)}
            illegal = sorted(held - legal)
            if illegal:
                bad = dict(d, plays=d["plays"][:i] + [illegal[0]] + d["plays"][i + 1 :])
                e = self._bad(bad, "play.")
                assert e.where == f"plays[{i}]"
                return
            h.play(c)
        pytest.skip("no illegal alternative in this game")

    def test_card_not_held(self):
        _, d = base_record()
        first = d["plays"][0]
        other = next(
            c
            for h in d["hands"]
            for c in h
            if c not in d["plays"][:4] and c != first and c not in sum([x for x in d["hands"] if first in x], [])
        )
        bad = dict(d, plays=[other] + d["plays"][1:])
        self._bad(bad, "play.own-card")

    def test_incomplete_game(self):
        _, d = base_record()
        self._bad(dict(d, plays=d["plays"][:-1]), "record.complete")

    def test_too_many_plays(self):
        _, d = base_record()
        self._bad(dict(d, plays=d["plays"] + [d["plays"][0]]), "game.phase")

    def test_second_normal_bid(self):
        _, d = base_record()
        self._bad(
            dict(d, auction=["normal", "normal", "pass", "pass"], call=None, discard=None, plays=[]),
            "auction.normal-once",
        )

    def test_bid_after_solo(self):
        _, d = base_record()
        self._bad(dict(d, auction=["solo", "pass"], call=None, discard=None, plays=[]))

    def test_missing_call_with_seven(self):
        for g in random_pool():
            if g.players >= 7 and g.outcome().game is tg.GameType.NORMAL:
                d = json.loads(tg.dumps(g))
                self._bad(dict(d, call=None), "call.")
                return
        pytest.fail("no 7-8 player normal game in the pool")

    def test_call_in_a_solo(self):
        for g in random_pool():
            if g.outcome().game is tg.GameType.SOLO:
                d = json.loads(tg.dumps(g))
                self._bad(dict(d, call="XX"))
                self._bad(dict(d, discard=d["tapp"]))
                return

    def test_illegal_discard(self):
        for g in random_pool():
            if g.outcome().game is tg.GameType.NORMAL and g.players <= 6:
                d = json.loads(tg.dumps(g))
                self._bad(dict(d, discard=d["discard"][:-1]), "exchange.")
                five = next((c for c in d["hands"][g.declarer] + d["tapp"] if c in ("XXI", "I", "Narr")), None)
                if five and five not in d["discard"]:
                    self._bad(dict(d, discard=[five] + d["discard"][1:]), "exchange.")
                return


class TestReplayInputs:
    @pytest.mark.parametrize("value", [[1, 2], 123])
    def test_replay_of_a_non_object_value_raises_record_error(self, value):
        with pytest.raises(tg.RecordError) as e:
            tg.replay(value)
        assert e.value.rule_id == "record.format"

    def test_loads_of_a_non_object_raises_record_error(self):
        for text in ("[1, 2]", "123", "null", '"visp"'):
            with pytest.raises(tg.RecordError) as e:
                tg.loads(text)
            assert e.value.rule_id == "record.format"
