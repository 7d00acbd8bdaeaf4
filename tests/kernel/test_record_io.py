"""Every game's ``loads``/``dumps`` (through the registry): a record of every game, ruleset and player count
round-trips, and the shared record helpers refuse as the readers did."""

from __future__ import annotations

import io
import json

import pytest

import troggu_core as tg
from troggu_core.errors import NotationError, RecordError
from troggu_core.kernel import records


def _cases() -> list[tuple[str, str, int]]:
    out = []
    for gid, info in tg.GAMES.items():
        for rs in info.rulesets:
            for n in info.players:
                try:
                    info.new(rs, n, 0)
                except NotationError:
                    continue  # this ruleset is not played by n
                out.append((gid, rs, n))
    return out


CASES = _cases()


@pytest.mark.parametrize(("game_id", "ruleset", "players"), CASES)
def test_dumps_loads_round_trip(game_id: str, ruleset: str, players: int) -> None:
    info = tg.GAMES[game_id]
    assert info.loads is not None and info.dumps is not None
    rec = info.random_record(ruleset, players, seed=7)
    state = info.loads(json.dumps(rec))
    state.result()  # the round is over (result() refuses an unfinished one)
    text = info.dumps(state)
    again = info.loads(text)
    assert info.dumps(again) == text
    assert again.record() == state.record()
    assert again.result() == state.result()
    core = json.loads(text)
    # every key of the record (troggu-record/2 in every game, Troggu too) but the bots' metadata
    assert core == {k: v for k, v in rec.items() if k not in ("seed", "bot")}


@pytest.mark.parametrize("game_id", sorted(tg.GAMES))
def test_load_dump_files_and_meta(game_id: str) -> None:
    info = tg.GAMES[game_id]
    module = __import__(tg.kernel.registry.GAME_MODULES[game_id] + ".record", fromlist=["load"])
    state = info.loads(json.dumps(info.random_record(info.default_ruleset, info.default_players, seed=3)))
    buf = io.StringIO()
    module.dump(state, buf, indent=1, place="Disentis")
    buf.seek(0)
    loaded = module.load(buf)
    assert loaded.record() == state.record()  # every game's load gives the state, Troggu's too
    assert json.loads(buf.getvalue())["place"] == "Disentis"
    with pytest.raises(RecordError) as e:
        info.dumps(state, players=9)
    assert e.value.rule_id == "record.format"
    with pytest.raises(RecordError) as e:
        info.dumps(state, score=float("nan"))
    assert e.value.rule_id == "record.format"


def test_helpers_point_at_the_place() -> None:
    with pytest.raises(RecordError) as e:
        records.whole_number({"dealer": True}, "dealer", 0, 2, "record.dealer", "the dealer is seat 0, 1 or 2")
    assert (e.value.rule_id, e.value.where, e.value.msgid) == (
        "record.dealer",
        "dealer",
        "the dealer is seat 0, 1 or 2",
    )
    with pytest.raises(RecordError) as e:
        records.cards(["XXI", 5], "hands[1]", "GT-CARD-1")
    assert (e.value.rule_id, e.value.where) == ("GT-CARD-1", "hands[1][1]")
    assert e.value.params == {"type": "int"}
    with pytest.raises(RecordError) as e:
        records.envelope({"format": "troggu-record/2"}, "troccas", ("format", "game"), game_msg="x {game!r}")
    assert (e.value.rule_id, e.value.where, e.value.params) == ("record.format", "game", {"key": "game"})
    with pytest.raises(RecordError) as e:
        records.envelope([], "troccas", ("format",), game_msg="x {game!r}", object_msg="a record is a JSON object")
    assert e.value.params == {}
