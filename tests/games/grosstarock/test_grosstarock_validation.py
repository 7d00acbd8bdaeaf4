"""Validation order (spec §13: the earlier violation is reported) and properties of random play (hypothesis)."""

from __future__ import annotations

import copy
import json
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from quick import examples

sys.path.insert(0, str(Path(__file__).parent))

from test_grosstarock_helpers import B_DISCARD, B_HANDS, B_SEAT0, B_SEAT2, b_seat1, build  # noqa: E402
from troggu_core.errors import IllegalActionError, RecordError  # noqa: E402
from troggu_core.games.grosstarock import GAME  # noqa: E402
from troggu_core.games.grosstarock.bots import random_record  # noqa: E402
from troggu_core.games.grosstarock.record import build_state, replay  # noqa: E402

REC = build("danish", 2, B_HANDS, B_DISCARD, [B_SEAT0, b_seat1(), B_SEAT2])
REC_DUM = build("dummett", 2, B_HANDS, B_DISCARD, [B_SEAT0, b_seat1("B10", 10), B_SEAT2])


def err(rec) -> RecordError:
    with pytest.raises(RecordError) as e:
        replay(copy.deepcopy(rec))
    return e.value


def test_not_an_object_and_missing_keys():
    assert err([1, 2]).rule_id == "record.format"
    assert err("x").rule_id == "record.format"
    rec = copy.deepcopy(REC)
    del rec["discard"]
    assert err(rec).rule_id == "record.format"
    rec = copy.deepcopy(REC)
    rec["format"] = "troggu-record/1"
    rec["game"] = "troccas"
    assert err(rec).rule_id == "record.format"  # format before game
    rec["format"] = "troggu-record/2"
    assert err(rec).rule_id == "record.game"


def test_order_ruleset_before_players_before_hands():
    rec = copy.deepcopy(REC)
    rec["ruleset"] = {"name": "danish", "vole_penalty": "same"}  # not an option of danish
    rec["players"] = 4
    assert err(rec).rule_id == "record.ruleset"
    rec["ruleset"] = {"name": "danish", "eye_scale": "per_10"}
    assert err(rec).rule_id == "record.ruleset"
    rec["ruleset"] = "danish"
    rec["dealer"] = 3
    rec["hands"] = []
    assert err(rec).rule_id == "GT-DEAL-1"
    rec["players"] = 3
    assert err(rec).rule_id == "record.dealer"
    rec["dealer"] = True
    assert err(rec).rule_id == "record.dealer"


def test_order_hands_codes_then_sizes_then_duplicates():
    rec = copy.deepcopy(REC)
    rec["hands"][0].append("RK")  # size and duplicate
    rec["hands"][2][0] = "ZZ"  # a bad code in a later hand comes first
    assert err(rec).rule_id == "GT-CARD-1" and "ZZ" in str(err(rec))
    rec["hands"][2][0] = "RK"
    e = err(rec)
    assert e.rule_id == "GT-DEAL-2"  # sizes before duplicates


def test_order_keys_before_discard_before_plays():
    rec = copy.deepcopy(REC)
    rec["discard"] = ["SK", "C1", "C2"]  # illegal discard
    rec["plays"][1] = "S1"  # illegal play: seat 1 must follow clubs
    rec["excuse_demand"] = 7  # bad key
    assert err(rec).rule_id == "GT-EXC-DK-4"
    rec["excuse_demand"] = None
    rec["announcements"] = [{"seat": 0, "type": "vole", "before_trick": 1}]  # a dummett key
    assert err(rec).rule_id == "record.keys"
    rec["announcements"] = []  # empty: fine
    rec["pots"] = {"king": -5, "pagat": 0}
    assert err(rec).rule_id == "GT-PAY-DK-1"
    rec["pots"] = None
    assert err(rec).rule_id == "GT-DISC-DK"
    rec["discard"] = REC["discard"]
    assert err(rec).rule_id == "GT-PLAY-1"


def test_order_plays_then_count_then_excuse_suit():
    rec = copy.deepcopy(REC)
    rec["excuse_suit"] = "R"  # step 9
    rec["plays"] = rec["plays"][:74]  # step 8
    e = err(rec)
    assert e.rule_id == "record.plays" and "incomplete" in str(e)
    rec["plays"] = REC["plays"] + ["RK"]
    assert err(rec).rule_id == "record.plays"  # after the 25th trick
    rec["plays"] = REC["plays"]
    assert err(rec).rule_id == "GT-EXC-DK-2"


def test_other_ruleset_keys_and_announcement_types():
    rec = copy.deepcopy(REC_DUM)
    rec["excuse_suit"] = "R"
    assert err(rec).rule_id == "record.keys"
    rec = copy.deepcopy(REC_DUM)
    rec["announcements"] = [{"seat": "0", "type": "vole", "before_trick": 1}]
    assert err(rec).rule_id == "GT-ANN-1"
    rec["announcements"] = {"seat": 0}
    assert err(rec).rule_id == "GT-ANN-1"


def test_malformed_inputs_are_record_errors():
    bads = [
        None,
        3,
        {"format": "troggu-record/2"},
        {**REC, "hands": "abc"},
        {**REC, "hands": [[1], [2], [3]]},
        {**REC, "plays": "RK"},
        {**REC, "plays": [None]},
        {**REC, "discard": None},
        {**REC, "ruleset": 5},
        {**REC, "ruleset": {"eye_scale": "per_5"}},
        {**REC, "pots": [1, 2]},
        {**REC, "pots": {"king": True, "pagat": 0}},
        {**REC, "discard": ["C1", "C1", "C2"]},
        {**REC, "discard": ["C1", "C2"]},
    ]
    for bad in bads:
        with pytest.raises(RecordError):
            replay(copy.deepcopy(bad))


def test_unknown_keys_kept_and_single_or_session():
    rec = copy.deepcopy(REC)
    rec["expect"] = {"anything": 1}
    rec["why"] = "metadata"
    assert replay(rec) == replay(REC)
    out = replay({"format": "troggu-record/2", "game": "grosstarock", "session": [REC]})
    assert out["rounds"][0] == replay(REC)


# ---------------------------------------------------------------- properties
rulesets = st.sampled_from(
    [
        "1754",
        "dummett",
        "danish",
        {"name": "1754", "excuse_deadline": "before_last_three"},
        {"name": "dummett", "vole_penalty": "reversed", "suit_order": "natural"},
        {"name": "danish", "eye_scale": "per_eye"},
    ]
)
bots = st.sampled_from(["random", "heuristic", ["heuristic", "random", "random"]])


@settings(max_examples=examples(40), deadline=None)
@given(rs=rulesets, seed=st.integers(0, 10**6), bot=bots, dealer=st.integers(0, 2))
def test_random_games_conserve_and_roundtrip(rs, seed, bot, dealer):
    rec = random_record(rs, 3, seed, bot, dealer=dealer)
    assert rec == random_record(rs, 3, seed, bot, dealer=dealer)
    text = json.dumps(rec)
    res = GAME.replay(json.loads(text))
    state = build_state(json.loads(text))
    cards = sorted(c for t in res["tricks"] for c in t) + sorted(res["discard"])
    assert len(cards) == 78 and len(set(cards)) == 78
    assert sum(res["cards_won"]) == 78
    assert sum(res["eyes"]) == 78
    assert sum(res["payments"]) == 0
    assert res["payments"] == [
        res["declaration_payments"][i] + res["bonus_payments"][i] + res["eye_payments"][i] for i in range(3)
    ]
    if res["ruleset"] == "danish":
        moved = sum(res["pots_end"].values()) - sum(res["pots_start"].values())
        assert sum(res["totals"]) == -moved and min(res["pots_end"].values()) >= 0
    else:
        assert res["totals"] == res["payments"]
    assert state.record() == rec and replay(state.record()) == res
    json.dumps(res)


@settings(max_examples=examples(25), deadline=None)
@given(rs=rulesets, seed=st.integers(0, 10**6), steps=st.integers(0, 80), probe=st.integers(0, 77))
def test_push_pop_exact_and_rejection_leaves_state(rs, seed, steps, probe):
    from troggu_core.games.grosstarock.bots import RandomBot
    from troggu_core.kernel.codes import code_of

    state = GAME.new(rs, 3, seed, seed % 3)
    bots_ = [RandomBot(seed + i) for i in range(3)]
    snapshots = []
    for _ in range(steps):
        if state.is_over:
            break
        snapshots.append((state.record(), [state.view(s) for s in range(3)]))
        seat = state.to_move
        legal = state.legal_actions()
        action = (
            bots_[seat].choose(state.view(seat))
            if state.phase == "discard"
            else legal[bots_[seat].rng.randrange(len(legal))]
        )
        state.push(action)
    before = (state.record(), [state.view(s) for s in range(3)])
    if not state.is_over:
        code = code_of(probe)
        try:
            state.push(code)
        except (IllegalActionError, ValueError):
            assert (state.record(), [state.view(s) for s in range(3)]) == before
        else:
            state.pop()
            assert (state.record(), [state.view(s) for s in range(3)]) == before
    copy_ = state.copy()
    while snapshots:
        state.pop()
        assert (state.record(), [state.view(s) for s in range(3)]) == snapshots.pop()
    assert (copy_.record(), [copy_.view(s) for s in range(3)]) == before


json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-3, 80)
    | st.sampled_from(["RK", "Narr", "XXI", "T1", "vole", "nolo", "R", "danish", "1754", "x"]),
    lambda children: (
        st.lists(children, max_size=4)
        | st.dictionaries(
            st.sampled_from(["name", "seat", "type", "before_trick", "king", "pagat", "eye_scale"]),
            children,
            max_size=3,
        )
    ),
    max_leaves=8,
)
keys = st.sampled_from(
    [
        "format",
        "game",
        "ruleset",
        "players",
        "dealer",
        "hands",
        "discard",
        "plays",
        "pots",
        "announcements",
        "excuse_suit",
        "excuse_demand",
        "session",
    ]
)


@settings(max_examples=examples(150), deadline=None)
@given(key=keys, value=json_values, which=st.sampled_from([REC, REC_DUM]), index=st.integers(0, 80))
def test_fuzzed_records_raise_only_record_errors(key, value, which, index):
    rec = copy.deepcopy(which)
    if key in ("hands", "plays", "discard") and isinstance(rec[key], list) and index < len(rec[key]):
        rec[key][index] = value
    else:
        rec[key] = value
    try:
        replay(rec)
    except RecordError:
        pass
