"""Hand-worked golden games of the French Tarot (spec french-tarot.md).

Each deal is stacked so that every trick is obvious. The plays are written per seat (the order in which each
seat plays its cards); :func:`interleave` lets the engine decide who is to move (the trick winner leads), and
asserts every card is legal. All the numbers asserted were worked out by hand in the comments.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from troggu_core.errors import RecordError
from troggu_core.games.french_tarot import FrenchTarot, parse_ruleset, replay
from card_oracle import ROMAN


def T(a: int, b: int) -> list[str]:
    """Trumps a..b ascending (1-based)."""
    return ROMAN[a - 1 : b]


def S(suit: str, ranks: str) -> list[str]:
    return [suit + r for r in ranks.split()]


PIPS = "1 2 3 4 5 6 7 8 9 10"


def interleave(
    hands: list[list[str]],
    dog: list[str],
    dealer: int,
    auction: list[str],
    seqs: list[list[str]],
    ruleset: Any = "fft",
    discard: list[str] | None = None,
    chelem: bool = False,
    poignees: dict[int, list[str]] | None = None,
) -> dict[str, Any]:
    """A record: hands, dog, auction, écart, chelem and poignées as given, plays from per-seat sequences."""
    for h in hands:
        assert len(h) == 24
    g = FrenchTarot(parse_ruleset(ruleset), [[_i(c) for c in h] for h in hands], [_i(c) for c in dog], dealer)
    for b in auction:
        g.push(b)
    if discard is not None:
        g.push("discard " + " ".join(discard))
    if g.phase == "chelem":
        g.push("chelem" if chelem else "no_chelem")
    pos = [0, 0, 0]
    poignees = poignees or {}
    while not g.is_over:
        seat = g.to_move
        assert seat is not None
        if g.phase == "poignee":
            g.push("poignee " + " ".join(poignees[seat]) if seat in poignees else "no_poignee")
            continue
        g.push(seqs[seat][pos[seat]])
        pos[seat] += 1
    assert pos == [24, 24, 24]
    rec = g.record()
    assert json.loads(json.dumps(rec)) == rec
    assert replay(rec) == g.result()
    return rec


def _i(code: str) -> int:
    from troggu_core.kernel.codes import parse_code

    return parse_code(code)


def check(res: dict[str, Any], **expected: Any) -> None:
    for k, v in expected.items():
        assert res[k] == v, (k, res[k], v)
        assert type(res[k]) is type(v), (k, res[k], v)


# --- deal A: the taker (seat 1) holds every trump, the Excuse, CK and SK --------------------------------------
A_TAKER = T(1, 21) + ["Narr", "CK", "SK"]
A_SEAT0 = S("C", PIPS + " J N Q") + S("R", PIPS + " J")
A_SEAT2 = S("S", PIPS + " J N Q") + ["RN", "RQ", "RK"] + S("B", "7 8 9 10 J N Q K")
A_DOG = S("B", "1 2 3 4 5 6")
A_HANDS = [A_SEAT0, A_TAKER, A_SEAT2]
# taker: XXI..II (tricks 1-20), CK, SK, I (23), the Excuse last (24); the defenders follow suit on CK / SK
A_SEQ1 = T(2, 21)[::-1] + ["CK", "SK", "I", "Narr"]
A_SEQ0 = S("R", PIPS + " J") + S("C", "1 2 3 4 5 6 7 8 9") + ["C10", "CJ", "CN", "CQ"]
A_SEQ2 = S("B", "7 8 9 10 J N Q K") + ["RN", "RQ", "RK"] + S("S", "1 2 3 4 5 6 7 8 9") + ["S10", "SJ", "SN", "SQ"]


def test_golden_1_fft_garde_sans_chelem_unannounced_excuse_wins_last() -> None:
    rec = interleave(
        A_HANDS, A_DOG, 0, ["garde_sans", "pass", "pass"], [A_SEQ0, A_SEQ1, A_SEQ2], poignees={1: T(4, 21)[::-1]}
    )
    res = replay(rec)
    # play.excuse-wins-last: the taker won tricks 1-23, so his Excuse wins trick 24: chelem, all 78 cards his.
    # Points 91, 3 bouts, target 36, difference 55; garde sans x4: (25 + 55) * 4 = 320.
    # Petit au bout: the Excuse won the last trick, so trick 23 counts; I is there, won by the taker: +10 * 4.
    # Triple poignée (18 shown, fft): +40. Chelem not announced: +200. 320 + 40 + 40 + 200 = 600.
    check(
        res,
        redeal=None,
        contract="garde_sans",
        taker=1,
        multiplier=4,
        first_leader=1,
        bouts=3,
        taker_points=91,
        defense_points=0,
        target=36,
        won=True,
        difference=55,
        petit_au_bout="taker",
        poignee_bonus=40,
        chelem_announced=False,
        chelem="taker",
        chelem_bonus=200,
        score=600,
        payments=[-600, 1200, -600],
    )
    assert res["trick_winners"] == [1] * 24
    assert res["poignees"] == [{"seat": 1, "kind": "triple", "trumps": 18, "bonus": 40}]
    assert res["excuse"] == {"seat": 1, "trick": 24, "outcome": "won_trick"}


def test_golden_2_fft_chelem_announced_taker_leads() -> None:
    # dealer 2: seat 0 speaks first and would lead (dealer_right), but the announced chelem lets the taker lead.
    rec = interleave(A_HANDS, A_DOG, 2, ["pass", "garde_sans", "pass"], [A_SEQ0, A_SEQ1, A_SEQ2], chelem=True)
    assert rec["chelem"] is True
    res = replay(rec)
    # 320 + petit au bout 40 + announced chelem made 400 = 760; the taker receives 2 x 760.
    check(
        res,
        first_leader=1,
        chelem_announced=True,
        chelem="taker",
        chelem_bonus=400,
        poignee_bonus=0,
        score=760,
        payments=[-760, 1520, -760],
    )


def test_golden_3_seed_excuse_returns_from_last_trick_with_exchange() -> None:
    rec = interleave(
        A_HANDS,
        A_DOG,
        0,
        ["garde_sans", "pass", "pass"],
        [A_SEQ0, A_SEQ1, A_SEQ2],
        ruleset="seed",
        poignees={1: T(7, 21)[::-1]},
    )
    res = replay(rec)
    # seed: the taker leads (he is also dealer_right here). No play.excuse-wins-last: trick 24 is Narr, SQ, CQ;
    # SQ (the second card sets spades) wins for seat 2. excuse.last-trick = returns_to_owner: the Excuse goes
    # back to the taker, who gives one low card from his won tricks. Taker: 91 - SQ 3.5 - CQ 3.5 - 0.5 = 83.5,
    # 3 bouts, target 36, difference ceil(47.5) = 48, (25 + 48) * 4 = 292; seed triple poignée (15) +40 = 332.
    # No petit au bout (I is in trick 23), no chelem. taker_x3: +996, each defender -498.
    check(
        res,
        first_leader=1,
        taker_points=83.5,
        defense_points=7.5,
        bouts=3,
        won=True,
        difference=48,
        petit_au_bout=None,
        chelem=None,
        chelem_bonus=0,
        poignee_bonus=40,
        score=332,
        payments=[-498, 996, -498],
    )
    assert res["trick_winners"] == [1] * 23 + [2]
    assert res["poignees"] == [{"seat": 1, "kind": "triple", "trumps": 15, "bonus": 40}]
    assert res["excuse"] == {"seat": 1, "trick": 24, "outcome": "returned_with_exchange"}


def test_golden_4_fft_excuse_led_first_returns_with_exchange() -> None:
    # The taker leads the Excuse: seat 2's B7 sets clubs and wins; seat 2 leads B8, seat 0 discards R2, the
    # taker (void in clubs) must trump: XXI. Then XX..II, CK, SK, I.
    seq1 = ["Narr", "XXI"] + T(2, 20)[::-1] + ["CK", "SK", "I"]
    seq2 = ["B7", "B8", "B9", "B10", "BJ", "BN", "BQ", "BK", "RN", "RQ", "RK"] + S("S", PIPS) + ["SJ", "SN", "SQ"]
    seq0 = ["R1", "R2"] + S("R", "3 4 5 6 7 8 9 10 J") + S("C", PIPS) + ["CJ", "CN", "CQ"]
    rec = interleave(A_HANDS, A_DOG, 0, ["garde_sans", "pass", "pass"], [seq0, seq1, seq2])
    res = replay(rec)
    # Defence: trick 1's B7 + R1 (1 point) plus the low card given for the returned Excuse (0.5) = 1.5.
    # Taker 89.5, bouts 3 (the Excuse came back), target 36, difference ceil(53.5) = 54: 79 * 4 = 316;
    # I in trick 24 won by the taker: +40. 356.
    check(
        res,
        taker_points=89.5,
        defense_points=1.5,
        bouts=3,
        difference=54,
        petit_au_bout="taker",
        chelem=None,
        score=356,
        payments=[-356, 712, -356],
    )
    assert res["trick_winners"][:3] == [2, 1, 1]
    assert res["excuse"] == {"seat": 1, "trick": 1, "outcome": "returned_with_exchange"}


def test_golden_5_fft_excuse_lost_in_last_trick() -> None:
    # Deal A with the taker's II swapped for seat 0's R1. Trick 1: R1, RN, R2 (seat 2 wins). Trick 2: B7 led,
    # seat 0 must trump with II, the taker overtrumps with XXI. Then XX..III, CK, SK, I, and the Excuse last.
    taker = ["I"] + T(3, 21) + ["Narr", "CK", "SK", "R1"]
    seat0 = S("C", PIPS + " J N Q") + ["II"] + S("R", "2 3 4 5 6 7 8 9 10 J")
    seq1 = ["R1", "XXI"] + T(3, 20)[::-1] + ["CK", "SK", "I", "Narr"]
    seq2 = (
        ["RN", "B7"] + S("B", "8 9 10 J N Q K") + ["RQ", "RK"] + S("S", "1 2 3 4 5 6 7 8 9") + ["S10", "SJ", "SN", "SQ"]
    )
    seq0 = ["R2", "II"] + S("R", "3 4 5 6 7 8 9 10 J") + S("C", "1 2 3 4 5 6 7 8 9") + ["C10", "CJ", "CN", "CQ"]
    rec = interleave([seat0, taker, A_SEAT2], A_DOG, 0, ["garde_sans", "pass", "pass"], [seq0, seq1, seq2])
    res = replay(rec)
    # Trick 24: Narr, SQ, CQ; the taker lost trick 1, so the Excuse cannot win; SQ wins and, fft, the Excuse
    # stays with the defence (lost_in_last_trick). Defence: R1 + RN + R2 = 3.5, plus Narr + SQ + CQ = 11.5: 15.
    # Taker 76 with 2 bouts (XXI, I): target 41, difference 35, (25 + 35) * 4 = 240. No petit au bout
    # (trick 24 has no I), no chelem.
    check(
        res,
        taker_points=76,
        defense_points=15,
        bouts=2,
        target=41,
        difference=35,
        won=True,
        petit_au_bout=None,
        chelem=None,
        score=240,
        payments=[-240, 480, -240],
    )
    assert res["excuse"] == {"seat": 1, "trick": 24, "outcome": "lost_in_last_trick"}


def test_golden_6_fft_garde_contre_defence_chelem_excuse_own_side() -> None:
    taker = S("C", PIPS + " J N Q K") + S("S", PIPS)
    seat0 = T(2, 11) + ["Narr"] + S("R", PIPS + " J N Q")
    seat2 = ["I"] + T(12, 21) + ["SJ", "SN", "SQ", "SK"] + S("B", "1 2 3 4 5 6 7 8 9")
    dog = ["RK", "B10", "BJ", "BN", "BQ", "BK"]
    # Trick 1: C1, XII (seat 2 trumps), Narr (seat 0, cannot overtrump). Tricks 2-10: seat 2 leads XXI..XIII,
    # seat 0 plays XI..III. Trick 11: B1, seat 0 trumps with II (wins), taker CJ. Trick 12: seat 0 leads R1,
    # taker CN, seat 2 must trump with I (wins). Then seat 2 leads B2..B9 and SJ..SK and wins everything.
    seq1 = S("C", PIPS + " J N Q K") + S("S", PIPS)
    seq2 = ["XII"] + T(13, 21)[::-1] + ["B1", "I"] + S("B", "2 3 4 5 6 7 8 9") + ["SJ", "SN", "SQ", "SK"]
    seq0 = ["Narr"] + T(3, 11)[::-1] + ["II"] + S("R", PIPS + " J N Q")
    rec = interleave([seat0, taker, seat2], dog, 0, ["garde_contre", "pass", "pass"], [seq0, seq1, seq2])
    res = replay(rec)
    # seat 1 speaks first (dealer 0) and bids garde contre: the dog goes to the defence.
    # The taker wins nothing: 0 points, 0 bouts, target 56, difference 56, -(25 + 56) * 6 = -486.
    # The Excuse's trick went to the other defender: own_side. Defence chelem (fft): -200. -686.
    check(
        res,
        contract="garde_contre",
        multiplier=6,
        taker_points=0,
        defense_points=91,
        bouts=0,
        target=56,
        won=False,
        difference=56,
        petit_au_bout=None,
        chelem="defense",
        chelem_bonus=-200,
        score=-686,
        payments=[686, -1372, 686],
    )
    assert res["trick_winners"][10:12] == [0, 2]
    assert res["excuse"] == {"seat": 0, "trick": 1, "outcome": "own_side"}


# --- deal B: the Excuse with the defence; the taker holds all trumps and three kings ------------------------
B_TAKER = T(1, 21) + ["CK", "SK", "RK"]
B_SEAT0 = S("C", PIPS + " J N Q") + ["Narr"] + S("R", PIPS)
B_SEAT2 = S("S", PIPS + " J N Q") + ["RJ", "RN", "RQ"] + S("B", "7 8 9 10 J N Q K")
B_SEQ1 = T(2, 21)[::-1] + ["CK", "SK", "RK", "I"]
B_SEQ2 = S("B", "7 8 9 10 J N Q K") + S("S", PIPS) + ["SJ", "SN", "RJ", "SQ", "RN", "RQ"]
B_SEQ0 = ["Narr"] + S("C", "1 2 3 4 5 6 7 8 9") + S("R", PIPS) + ["C10", "CJ", "CN", "CQ"]


def test_golden_7_fft_garde_sans_excuse_returned_no_card() -> None:
    rec = interleave([B_SEAT0, B_TAKER, B_SEAT2], A_DOG, 0, ["garde_sans", "pass", "pass"], [B_SEQ0, B_SEQ1, B_SEQ2])
    res = replay(rec)
    # Seat 0 plays the Excuse to trick 1, won by the taker: it returns to the defence, which never wins a
    # trick, so it gives nothing (excuse.no-low-card). Taker 91 - 4.5 = 86.5 with 2 bouts: target 41,
    # difference ceil(45.5) = 46, 71 * 4 = 284; petit au bout +40; the taker won all 24 tricks: chelem +200.
    check(
        res,
        taker_points=86.5,
        defense_points=4.5,
        bouts=2,
        target=41,
        difference=46,
        petit_au_bout="taker",
        chelem="taker",
        chelem_bonus=200,
        score=524,
        payments=[-524, 1048, -524],
    )
    assert res["excuse"] == {"seat": 0, "trick": 1, "outcome": "returned_no_card"}


def test_golden_8_fft_garde_with_forced_ecart() -> None:
    # Garde: the taker takes the dog B1..B6; his only discardable non-trumps are B1..B6, so (fft) no trump may
    # go to the écart, and the écart is exactly B1..B6 (it counts for him).
    rec = interleave(
        [B_SEAT0, B_TAKER, B_SEAT2], A_DOG, 0, ["garde", "pass", "pass"], [B_SEQ0, B_SEQ1, B_SEQ2], discard=A_DOG
    )
    res = replay(rec)
    # Same pile as game 7: 86.5, difference 46; garde x2: 71 * 2 = 142, petit au bout +20, chelem +200 = 362.
    check(res, contract="garde", multiplier=2, taker_points=86.5, difference=46, score=362, payments=[-362, 724, -362])
    bad = dict(rec, discard=["B1", "B2", "B3", "B4", "B5", "II"])
    with pytest.raises(RecordError) as e:
        replay(bad)
    assert e.value.rule_id == "discard.trumps"


def test_golden_9_seed_prise_half_payments() -> None:
    # Seed prise with deal A: the taker takes B1..B6 and discards them again (seed allows trumps, but he keeps
    # them). Play as game 3: taker 83.5, difference 48, prise x1: 73. taker_x3: +219; each defender -109.5.
    rec = interleave(
        A_HANDS, A_DOG, 0, ["prise", "pass", "pass"], [A_SEQ0, A_SEQ1, A_SEQ2], ruleset="seed", discard=A_DOG
    )
    res = replay(rec)
    check(
        res, contract="prise", multiplier=1, taker_points=83.5, difference=48, score=73, payments=[-109.5, 219, -109.5]
    )


def _petit_sec_deal() -> tuple[list[list[str]], list[str]]:
    # Seat 2 holds I as its only trump and no Excuse: petit sec.
    seat0 = T(2, 21)[:20] + ["Narr", "CK", "SK", "RK"]
    seat1 = S("C", PIPS + " J N Q") + S("R", PIPS + " J")
    seat2 = ["I"] + S("S", PIPS + " J N Q") + ["RN", "RQ"] + S("B", "7 8 9 10 J N Q K")
    return [seat0, seat1, seat2], A_DOG


def _record(hands: list[list[str]], dog: list[str], auction: list[str], **extra: Any) -> dict[str, Any]:
    rec: dict[str, Any] = {
        "format": "troggu-record/2",
        "game": "french-tarot",
        "ruleset": "fft",
        "players": 3,
        "dealer": 0,
        "hands": hands,
        "dog": dog,
        "auction": auction,
        "plays": [],
    }
    rec.update(extra)
    return rec


def test_golden_10_petit_sec_void_round() -> None:
    hands, dog = _petit_sec_deal()
    res = replay(_record(hands, dog, []))
    check(res, redeal="petit_sec", contract=None, taker=None, score=0, payments=[0, 0, 0])
    # the annulment is compulsory: an auction on a petit sec deal is invalid
    with pytest.raises(RecordError) as e:
        replay(_record(hands, dog, ["pass", "pass", "pass"]))
    assert e.value.rule_id == "deal.petit-sec"
    # the Excuse saves the Petit: give seat 2 the Narr for one of seat 0's cards and the deal is played
    hands2 = [hands[0][:20] + ["B7", "CK", "SK", "RK"], hands[1], ["I", "Narr"] + hands[2][1:-1]]
    hands2[2] = [c for c in hands2[2] if c != "B7"] + ["BK"]
    assert sorted(sum(hands2, [])) == sorted(sum(hands, []))
    with pytest.raises(RecordError) as e:
        replay(_record(hands2, dog, []))
    assert e.value.rule_id == "deal.petit-sec"  # no petit sec: an empty auction is invalid
    # live play: a petit sec deal is finished at once
    from troggu_core.kernel.codes import parse_code

    g = FrenchTarot(parse_ruleset("fft"), [[parse_code(c) for c in h] for h in hands], [parse_code(c) for c in dog], 0)
    assert g.phase == "finished" and g.result()["redeal"] == "petit_sec"
    assert replay(g.record())["redeal"] == "petit_sec"


def test_golden_11_all_pass_void_round() -> None:
    res = replay(_record(A_HANDS, A_DOG, ["pass", "pass", "pass"], discard=None))
    check(res, redeal="all_pass", contract=None, taker_points=None, score=0, payments=[0, 0, 0])
    with pytest.raises(RecordError) as e:
        replay(_record(A_HANDS, A_DOG, ["pass", "pass", "pass"], plays=["XXI"]))
    assert e.value.rule_id == "auction.all-pass"


def test_golden_record1_format_accepted() -> None:
    rec = interleave(A_HANDS, A_DOG, 0, ["garde_sans", "pass", "pass"], [A_SEQ0, A_SEQ1, A_SEQ2])
    assert rec["format"] == "troggu-record/2"
    assert replay(dict(rec, format="troggu-record/1"))["score"] == replay(rec)["score"] == 560


def test_random_record_produces_petit_sec_void_round() -> None:
    from troggu_core.games.french_tarot import random_record

    rec = random_record("fft", 3, 1665)  # this seed deals a petit sec
    assert rec["auction"] == [] and rec["plays"] == []
    assert replay(rec)["redeal"] == "petit_sec"
