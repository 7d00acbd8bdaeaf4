"""The ruleset options of issue 26 (source criticism for the family): each option's other reading changes the
outcome the rule determines, and the default stays our reading."""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "games" / "grosstarock"))

from test_grosstarock_helpers import B_DISCARD, B_HANDS, B_SEAT0, B_SEAT2, b_seat1, build, result  # noqa: E402
from troggu_core.errors import IllegalActionError  # noqa: E402
from troggu_core.games.grosstarock.cards import codes, parse  # noqa: E402
from troggu_core.games.grosstarock.scoring import danish_eye_amount  # noqa: E402
from troggu_core.games.grosstarock.state import GrosstarockState, new  # noqa: E402
from card_oracle import ROMAN

# ----- Großtarock -------------------------------------------------------------------------------------------------


def test_dummett_failed_vole_penalty_only_by_default() -> None:
    rec = build("dummett", 2, B_HANDS, B_DISCARD, [B_SEAT0, b_seat1("B10", 10), B_SEAT2], announce=(0, "vole", 1))
    r = result(rec)
    assert r["settlement"] == "vole_announced_lost" and r["eyes_settled"] is False
    assert r["bonuses"] == [{"seat": 0, "name": "vole_announced_lost", "value": -52, "trick": None}]


def test_dummett_failed_vole_normal_payments() -> None:
    """vole_failed=normal_payments: as 003:99 says of a failed nolo, eyes and bonuses are paid, and the penalty."""
    rec = build("dummett", 2, B_HANDS, B_DISCARD, [B_SEAT0, b_seat1("B10", 10), B_SEAT2], announce=(0, "vole", 1))
    rec["ruleset"] = {"name": "dummett", "vole_failed": "normal_payments"}
    r = result(rec)
    assert r["settlement"] == "normal" and r["eyes_settled"] is True
    assert r["eye_payments"] == [60 - 26, 9 - 26, 9 - 26]
    names = [(b["seat"], b["name"], b["value"]) for b in r["bonuses"]]
    # the bonuses of the same deal without announcement (test_g8), then the penalty −52 from seat 0 to each
    assert names == [
        (1, "king", 5),
        (2, "king", 5),
        (2, "king_lost", -5),
        (0, "pagat_ultimo", 15),
        (2, "king_ultimo_lost", -10),
        (0, "vole_announced_lost", -52),
    ]
    assert r["payments"] == [124 - 104, -32 + 52, -92 + 52] == [20, 20, -40]
    assert r["announcement"]["success"] is False and r["announcement"]["value"] == -52


def test_danish_tout_nolo_eyes_cancelled_or_paid() -> None:
    from test_grosstarock_helpers import A_DISCARD, A_HANDS, A_SEAT0, A_SEAT2, a_seat1

    rec = build("danish", 2, A_HANDS, A_DISCARD, [A_SEAT0, a_seat1(1), A_SEAT2])
    cancelled = result(rec)
    assert cancelled["settlement"] == "tout" and cancelled["eye_payments"] == [0, 0, 0]
    rec["ruleset"] = {"name": "danish", "slam_eyes": "paid"}
    paid = result(rec)
    assert paid["settlement"] == "tout" and paid["eyes_settled"] is True
    eyes = paid["eyes"]
    want = [danish_eye_amount(e, "per_5") for e in eyes]
    want[0] = -(want[1] + want[2])  # seat 0, the next dealer after dealer 2, balances
    assert paid["eye_payments"] == want and want != [0, 0, 0]
    assert [p - c for p, c in zip(paid["payments"], cancelled["payments"])] == want


_R = ROMAN
_COURTS = [s + r for s in "RBSC" for r in "KQNJ"]
_PIPS = [s + str(i) for s in "RBSC" for i in range(1, 11)]
# the dealer (seat 2) holds XI..XXI, every court and the Scies: every card is protected, so he must lay away
# three cards of his declarations
_DK_HANDS = [_R[:10] + _PIPS[:15], _PIPS[15:], _R[10:] + _COURTS + ["Narr"]]


def _danish_dealer_declarations(option: str | None) -> list[dict]:
    rs = "danish" if option is None else {"name": "danish", "dealer_declares": option}
    st = GrosstarockState(rs, [[parse(c) for c in h] for h in _DK_HANDS], 2)
    assert tuple(sorted(parse(c) for c in ("RN", "RJ", "Narr"))) in {tuple(sorted(d)) for d in st.legal_discards()}
    st.push("discard Narr RJ RN")
    rng = random.Random(1)
    while not st.is_over:
        legal = st.legal_actions()
        st.push(legal[rng.randrange(len(legal))])
    return st.result()["declarations"][2]


def test_danish_dealer_declares_after_the_discard_by_default() -> None:
    """003:114 'Nach dem Verwerfen': the laid-away Scies, RN and RJ are no longer declared."""
    got = _danish_dealer_declarations(None)
    assert got == _danish_dealer_declarations("after_discard")
    names = [(d["name"], d.get("suit")) for d in got]
    assert ("full_cavallerie", "R") not in names and ("overfull_cavallerie", "R") not in names
    assert ("four_kings", None) in names and ("overfull_kings", None) not in names
    assert got[0] == {"name": "taroks", "value": 15, "count": 11, "pagat": False, "excuse": False}


def test_danish_dealer_declares_all_28() -> None:
    """dealer_declares=all_28 (O3): the dealer declares the hand he held before laying away."""
    names = [(d["name"], d.get("suit"), d["value"]) for d in _danish_dealer_declarations("all_28")]
    assert ("overfull_cavallerie", "R", 15) in names and ("overfull_kings", None, 15) in names
    assert names[0] == ("taroks", None, 20)  # 11 taroks and the Scies


def _1754_until_excuse_lead(rs: object) -> GrosstarockState:
    """A 1754 deal played at random until the excuse's holder is to lead (before the deadline)."""
    for seed in range(200):
        st = new(rs, 3, seed)
        rng = random.Random(seed)
        st.push(rng.choice([("discard " + " ".join(codes(list(d)))) for d in st.legal_discards()[:5]]))
        while not st.is_over:
            seat = st.to_move
            if not st.trick and len(st.winners) + 1 < st.deadline and st.hands[seat] >> parse("Narr") & 1:
                return st
            legal = [a for a in st.legal_actions() if a != "Narr"] or st.legal_actions()
            st.push(legal[rng.randrange(len(legal))])
    raise AssertionError("no deal found")


def test_1754_excuse_never_led_by_default() -> None:
    st = _1754_until_excuse_lead("1754")
    assert "Narr" not in st.legal_actions()
    with pytest.raises(IllegalActionError) as err:
        st.push("Narr")
    assert err.value.rule_id == "GT-EXC-1754-1"


def test_1754_excuse_lead_allowed() -> None:
    """excuse_lead=allowed (003:61 'jederzeit'): the excuse may be led and the second card sets the suit."""
    st = _1754_until_excuse_lead({"name": "1754", "excuse_lead": "allowed"})
    leader = st.to_move
    assert "Narr" in st.legal_actions()
    st.push("Narr")
    second = st.to_move
    assert sorted(st.legal_actions()) == sorted(codes(st.hands[second]))  # any card: nothing is led yet
    st.push(st.legal_actions()[0])
    st.push(st.legal_actions()[0])
    assert st.winners[-1] != leader  # the excuse never wins
    assert st.excuse_trick == len(st.winners) and st.excuse_seat == leader


# ----- French Tarot -------------------------------------------------------------------------------------------------

_SUITS = list(range(22, 78))
# seat 0's only trumps are the Petit (I) and the Excuse
_FT_HANDS = [[0, 21] + _SUITS[0:22], list(range(1, 11)) + _SUITS[22:36], list(range(11, 21)) + _SUITS[36:50]]
_FT_DOG = _SUITS[50:56]


@pytest.mark.parametrize(
    "ruleset,annulled",
    [
        ("fft", False),  # F §6: 'il n'a pas l'Excuse'
        ("seed", True),  # 004 as written: the Excuse is no trump
        ({"name": "fft", "petit_sec": "excuse_no_trump"}, True),
        ({"name": "seed", "petit_sec": "excuse_saves"}, False),
    ],
)
def test_french_tarot_petit_with_excuse(ruleset: object, annulled: bool) -> None:
    from troggu_core.games.french_tarot.record import replay
    from troggu_core.games.french_tarot.rulesets import parse_ruleset
    from troggu_core.games.french_tarot.state import FrenchTarot

    st = FrenchTarot(parse_ruleset(ruleset), _FT_HANDS, _FT_DOG, 0)
    assert (st.redeal == "petit_sec") is annulled
    assert st.is_over is annulled
    rec = st.record()
    if annulled:
        assert replay(rec)["redeal"] == "petit_sec"
    else:
        assert st.legal_actions()[0] == "pass"


# ----- Troccas ------------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("players", [3, 5])
def test_troccas_skat_laid_away_by_default(players: int) -> None:
    from troggu_core.games.troccas.state import new

    st = new("surselva", players, seed=4)
    assert st.phase == "discard" and st.to_move == 0
    assert len(st.dealt[0]) == len(st.dealt[1]) + 3


@pytest.mark.parametrize("players", [3, 5])
def test_troccas_blind_skat(players: int) -> None:
    """skat_deal=blind (S19 'legt man drei Karten in den Skat'): every seat is dealt alike, three cards go face
    down to the skat, nobody lays away; the skat still counts for the Skatist (skat_3_5=skatist)."""
    from troggu_core.errors import RecordError
    from troggu_core.games.troccas.bots import random_record
    from troggu_core.games.troccas.record import replay
    from troggu_core.games.troccas.state import new

    rs = {"name": "surselva", "skat_deal": "blind"}
    st = new(rs, players, seed=4)
    assert st.phase == "play" and len(st.skat) == 3
    assert {len(h) for h in st.dealt} == {25 if players == 3 else 15}
    assert not set(st.skat) & {c for h in st.dealt for c in h}
    assert st.view(0)["skat"] is None  # blind: not even the Skatist sees it
    rec = random_record(rs, players, 4, "heuristic")
    res = replay(rec)
    assert res["skat_to"] == 0
    assert sum(res["points"]) == 130  # every card counts singly; the skat is the Skatist's
    bad = dict(rec, ruleset="surselva")  # the same deal read as a lay-away: the Skatist lacks his extra cards
    with pytest.raises(RecordError) as err:
        replay(bad)
    assert err.value.rule_id == "deal.sizes"
