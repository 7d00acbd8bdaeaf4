"""Every rule id of the French Tarot spec, tested by name; the validation order of spec §14."""

from __future__ import annotations

import copy
import pathlib
import random
from typing import Any

import pytest

from troggu_core.errors import IllegalActionError, NotationError, RecordError
from troggu_core.games.french_tarot import GAME, FrenchTarot, parse_ruleset, replay
from troggu_core.games.french_tarot.cards import BOUT_MASK, DOG_POSITIONS, HALF_VALUES, deal, half_points
from troggu_core.games.french_tarot.rules import RULE_IDS, RULES
from troggu_core.games.french_tarot.scoring import RoundFacts, result_of
from troggu_core.kernel.codes import parse_code
from troggu_core.kernel.counting import count_in_groups
from troggu_core.kernel.deck import TAROCK_VALUES
from troggu_core.kernel.rules import SHARED_RULES
from test_french_tarot_golden import A_DOG, A_HANDS, A_SEQ0, A_SEQ1, A_SEQ2, PIPS, S, T, interleave


def golden_a(ruleset: Any = "fft", **kw: Any) -> dict[str, Any]:
    return interleave(A_HANDS, A_DOG, 0, ["garde_sans", "pass", "pass"], [A_SEQ0, A_SEQ1, A_SEQ2], ruleset, **kw)


GOLDEN_A = golden_a()


def err(rec: Any) -> RecordError:
    with pytest.raises(RecordError) as e:
        replay(rec)
    return e.value


def live(hands: list[list[str]], dog: list[str], ruleset: Any = "fft", dealer: int = 0) -> FrenchTarot:
    return FrenchTarot(
        parse_ruleset(ruleset), [[parse_code(c) for c in h] for h in hands], [parse_code(c) for c in dog], dealer
    )


def illegal(g: FrenchTarot, action: str) -> str:
    before = (g.record(), [g.view(s) for s in range(3)])
    with pytest.raises(IllegalActionError) as e:
        g.push(action)
    assert (g.record(), [g.view(s) for s in range(3)]) == before
    return e.value.rule_id


# deal C (golden 5): seat 0 holds one trump (II); trick 1 R1 led by the taker, trick 2 B7 led by seat 2
C_TAKER = ["I"] + T(3, 21) + ["Narr", "CK", "SK", "R1"]
C_SEAT0 = S("C", PIPS + " J N Q") + ["II"] + S("R", "2 3 4 5 6 7 8 9 10 J")
C_HANDS = [C_SEAT0, C_TAKER, A_HANDS[2]]


def c_game(ruleset: Any = "fft") -> FrenchTarot:
    g = live(C_HANDS, A_DOG, ruleset)
    for b in ("garde_sans", "pass", "pass"):
        g.push(b)
    if g.phase == "chelem":
        g.push("no_chelem")
    if g.phase == "poignee":
        g.push("no_poignee")
    return g


def test_every_rule_id_is_tested_by_name() -> None:
    text = (
        pathlib.Path(__file__).read_text() + pathlib.Path(__file__).with_name("test_french_tarot_golden.py").read_text()
    )
    spec = (
        pathlib.Path(__file__).resolve().parents[4] / "shared" / "spec" / "french-tarot.md"
    )  # ../shared beside the clone
    if spec.exists():
        import re

        spec_ids = set(re.findall(r"`([a-z]+\.[a-z0-9-]+)`", spec.read_text())) - {"deck.cards"} | {"deck.cards"}
        spec_ids = {i for i in spec_ids if i.split(".")[0] in {r.section for r in RULES}}
        assert spec_ids <= RULE_IDS
    # the rules of the kernel and the facade every game shares are provoked by tests/kernel/test_refusals.py
    missing = [r.id for r in RULES if r not in SHARED_RULES and f'"{r.id}"' not in text]
    assert not missing


def test_rules_have_both_languages() -> None:
    assert all(r.de and r.en and r.source for r in RULES)
    assert len(RULE_IDS) == len(RULES)


# --- §1 cards -------------------------------------------------------------------------------------------
def test_deck_cards() -> None:
    assert parse_code("T21") == parse_code("XXI")
    rec = copy.deepcopy(GOLDEN_A)
    rec["hands"][1] = ["T21" if c == "XXI" else c for c in rec["hands"][1]]
    assert replay(rec)["score"] == replay(GOLDEN_A)["score"]
    for bad in ("t21", "IIII", "xxi", "Excuse"):
        rec = copy.deepcopy(GOLDEN_A)
        rec["hands"][1][0] = bad
        assert err(rec).rule_id == "deck.cards"
    g = c_game()
    assert illegal(g, "R 1") == "deck.cards"


def test_deck_bouts_and_values() -> None:
    assert BOUT_MASK == (1 << 0) | (1 << 20) | (1 << 21)  # "deck.bouts"
    assert sum(HALF_VALUES) == 182  # "deck.values": 91 points
    assert HALF_VALUES[parse_code("RN")] == 5 and HALF_VALUES[parse_code("BJ")] == 3


def test_deck_pairs_and_half_points() -> None:
    # "deck.pairs": counting in pairs (S) gives the per-card count of F; "deck.half-points": odd piles end in .5
    rng = random.Random(4)
    for _ in range(200):
        n = rng.randrange(1, 40)
        pile = rng.sample(range(78), n)
        face = sum(TAROCK_VALUES[c] for c in pile)
        pairs = count_in_groups(face, n, 2, single_penalty=1)
        half = half_points(sum(1 << c for c in pile))
        assert (half % 2 == 1) == (n % 2 == 1)
        assert half == 2 * pairs + (1 if n % 2 else 0)


# --- §2 seats and deal ------------------------------------------------------------------------------------
def test_seat_order() -> None:
    g = c_game()
    assert g.to_move == 1
    assert illegal(g, "CQ") == "seat.order"  # seat 0's card
    g.push("R1")
    assert illegal(g, "R1") == "seat.order"  # already played


def test_deal_seed() -> None:
    with pytest.raises(NotationError) as e:
        FrenchTarot.new("fft", 3, -1)
    assert e.value.rule_id == "deal.seed"


def test_deal_sizes() -> None:
    rec = copy.deepcopy(GOLDEN_A)
    rec["hands"][0] = rec["hands"][0][:23]
    assert err(rec).rule_id == "deal.sizes"
    rec = copy.deepcopy(GOLDEN_A)
    rec["dog"][0] = rec["hands"][0][0]
    assert err(rec).rule_id == "deal.sizes"


def test_deal_packets() -> None:
    # the rule "deal.packets"
    pack = list(range(78))
    hands, dog = deal(pack, dealer=2)
    assert dog == [pack[p] for p in DOG_POSITIONS] and 0 not in dog and 77 not in dog
    assert hands[0][:4] == [0, 1, 2, 3]  # seat (2 + 1) % 3 = 0 is served first, 4 cards
    assert hands[1][:4] == [5, 6, 7, 8] and hands[2][:4] == [9, 10, 11, 12]
    assert sorted(sum(hands, []) + dog) == pack
    g = FrenchTarot.new("fft", 3, 9)
    assert [len(h) for h in g.hands0] == [24, 24, 24] and len(g.dog) == 6


def test_deal_petit_sec_excuse_saves() -> None:
    # covered in golden 10; here the live check
    from troggu_core.games.french_tarot.cards import has_petit_sec

    assert has_petit_sec(1 << 0) and not has_petit_sec((1 << 0) | (1 << 21)) and not has_petit_sec(1 << 1)
    # the rule "deal.petit-sec"


# --- §3 auction -----------------------------------------------------------------------------------------
def test_auction_order_contracts_outbid() -> None:
    assert err(dict(GOLDEN_A, auction=["garde_sans", "pass"])).rule_id == "auction.order"
    assert err(dict(GOLDEN_A, auction=["garde-sans", "pass", "pass"])).rule_id == "auction.contracts"
    assert err(dict(GOLDEN_A, auction=["garde", "prise", "pass"])).rule_id == "auction.outbid"
    assert err(dict(GOLDEN_A, auction=["garde", "garde", "pass"])).rule_id == "auction.outbid"
    g = live(A_HANDS, A_DOG)
    assert g.to_move == 1  # (dealer + 1) % 3 speaks first
    g.push("garde_contre")
    assert g.legal_actions() == ["pass"]
    assert illegal(g, "garde_contre") == "auction.outbid"
    assert illegal(g, "hold") == "auction.contracts"


def test_auction_all_pass_live() -> None:
    g = live(A_HANDS, A_DOG)
    for _ in range(3):
        g.push("pass")
    assert g.is_over and g.result()["redeal"] == "all_pass"  # "auction.all-pass"


# --- §4 dog, écart, chelem ----------------------------------------------------------------------------------
def test_dog_prise_garde_and_discard_shape() -> None:
    g = live(A_HANDS, A_DOG)
    g.push("prise")
    g.push("pass")
    g.push("pass")
    assert g.phase == "discard" and g.discard_size() == 6
    assert len(g.view(1)["hand"]) == 30 and g.view(0)["dog"] == A_DOG  # "dog.prise-garde": the dog is shown
    assert sorted(g.legal_actions()) == sorted(A_DOG)
    assert illegal(g, "discard B1 B2 B3 B4 B5") == "discard.shape"
    assert illegal(g, "discard B1 B2 B3 B4 B5 B5") == "discard.shape"
    assert illegal(g, "discard B1 B2 B3 B4 B5 CQ") == "discard.shape"  # not his
    assert illegal(g, "discard B1 B2 B3 B4 B5 CK") == "discard.no-kings-no-bouts"
    assert illegal(g, "discard B1 B2 B3 B4 B5 XXI") == "discard.no-kings-no-bouts"
    assert illegal(g, "discard B1 B2 B3 B4 B5 II") == "discard.trumps"
    g.push("discard B1 B2 B3 B4 B5 B6")
    assert g.phase == "chelem" and g.pop() == "discard B1 B2 B3 B4 B5 B6"
    rec = dict(GOLDEN_A, auction=["garde", "pass", "pass"])
    assert err(rec).rule_id == "discard.shape"  # missing écart
    assert err(dict(rec, discard=A_DOG[:5])).rule_id == "discard.shape"
    assert err(dict(rec, discard=A_DOG[:5] + ["CK"])).rule_id == "discard.no-kings-no-bouts"
    assert err(dict(GOLDEN_A, discard=A_DOG)).rule_id == "discard.shape"  # garde sans has no écart


def test_discard_trumps_seed_allowed() -> None:
    g = live(A_HANDS, A_DOG, "seed")
    g.push("garde")
    g.push("pass")
    g.push("pass")
    assert "II" in g.legal_actions() and "I" not in g.legal_actions()
    g.push("discard B1 B2 B3 B4 B5 II")  # "discard.trumps": allowed under seed
    assert g.phase in ("play", "poignee")


def test_dog_garde_sans_and_garde_contre() -> None:
    # "dog.garde-sans": golden 1 counts the dog for the taker (91 points); "dog.garde-contre": golden 6 gives it
    # to the defence. Here: the same deal A in garde contre loses the dog's 3 points.
    rec = interleave(A_HANDS, A_DOG, 0, ["garde_contre", "pass", "pass"], [A_SEQ0, A_SEQ1, A_SEQ2])
    res = replay(rec)
    assert res["taker_points"] == 88 and res["multiplier"] == 6  # 91 - B1..B6 (6 x 0.5)


def test_chelem_announce() -> None:
    assert err(dict(golden_a("seed"), chelem=True)).rule_id == "chelem.announce"
    assert err(dict(GOLDEN_A, chelem="yes")).rule_id == "chelem.announce"
    g = live(A_HANDS, A_DOG)
    g.push("garde_sans")
    g.push("pass")
    g.push("pass")
    assert g.phase == "chelem" and g.legal_actions() == ["chelem", "no_chelem"]
    assert illegal(g, "maybe") == "chelem.announce"
    g2 = live(A_HANDS, A_DOG, "seed")
    g2.push("garde_sans")
    g2.push("pass")
    g2.push("pass")
    assert g2.phase == "poignee"  # no chelem question under seed


# --- §5 poignée ---------------------------------------------------------------------------------------------
def _pg(cards: list[str], seat: int = 1, ruleset: Any = "fft") -> dict[str, Any]:
    return dict(golden_a(ruleset), poignees=[{"seat": seat, "cards": cards}])


def test_poignee_thresholds_and_exact() -> None:
    assert replay(_pg(T(9, 21)))["poignees"][0]["kind"] == "simple"  # 13 (fft)
    assert replay(_pg(T(7, 21)))["poignees"][0]["kind"] == "double"  # 15
    assert replay(_pg(T(4, 21)))["poignees"][0]["kind"] == "triple"  # 18
    assert replay(_pg(T(12, 21), ruleset="seed"))["poignees"][0] == {  # "poignee.thresholds": seed 10/13/15
        "seat": 1,
        "kind": "simple",
        "trumps": 10,
        "bonus": 20,
    }
    assert err(_pg(T(8, 21))).rule_id == "poignee.exact"  # 14 cards


def test_poignee_excuse_and_cards() -> None:
    assert err(_pg(T(10, 21) + ["Narr"])).rule_id == "poignee.excuse"  # Narr without every trump
    assert err(_pg(T(10, 21) + ["CK"])).rule_id == "poignee.cards"
    assert err(_pg(T(9, 21), seat=0)).rule_id == "poignee.cards"  # seat 0 holds no trumps
    assert err(_pg(T(10, 21) + ["XXI"])).rule_id == "poignee.cards"  # twice
    twice = dict(GOLDEN_A, poignees=[{"seat": 1, "cards": T(9, 21)}, {"seat": 1, "cards": T(9, 21)}])
    assert err(twice).rule_id == "poignee.cards"
    # seat 0 of deal D holds II..XI and the Excuse: seed simple (10) may include the Excuse only with all trumps
    from test_french_tarot_golden import test_golden_6_fft_garde_contre_defence_chelem_excuse_own_side as _

    assert _
    g = live(A_HANDS, A_DOG)
    g.push("garde_sans")
    g.push("pass")
    g.push("pass")
    g.push("no_chelem")
    assert g.phase == "poignee"
    opts = g.legal_actions()
    assert opts[-1] == "no_poignee" and len(opts) == 4
    assert illegal(g, "poignee " + " ".join(T(8, 21))) == "poignee.exact"
    g.push("poignee " + " ".join(T(9, 21)))
    assert g.phase == "play"


def test_poignee_bonus_goes_to_winners() -> None:
    # Deal D (golden 6) under seed: seat 2 (defender) shows 10 trumps: simple, 20, for the winning defence.
    from test_french_tarot_golden import test_golden_6_fft_garde_contre_defence_chelem_excuse_own_side

    src = pathlib.Path(__file__).with_name("test_french_tarot_golden.py").read_text()
    assert "def test_golden_6" in src
    taker = S("C", PIPS + " J N Q K") + S("S", PIPS)
    seat0 = T(2, 11) + ["Narr"] + S("R", PIPS + " J N Q")
    seat2 = ["I"] + T(12, 21) + ["SJ", "SN", "SQ", "SK"] + S("B", "1 2 3 4 5 6 7 8 9")
    dog = ["RK", "B10", "BJ", "BN", "BQ", "BK"]
    seq1 = S("C", PIPS + " J N Q K") + S("S", PIPS)
    seq2 = ["XII"] + T(13, 21)[::-1] + ["B1", "I"] + S("B", "2 3 4 5 6 7 8 9") + ["SJ", "SN", "SQ", "SK"]
    seq0 = ["Narr"] + T(3, 11)[::-1] + ["II"] + S("R", PIPS + " J N Q")
    rec = interleave(
        [seat0, taker, seat2],
        dog,
        0,
        ["garde_contre", "pass", "pass"],
        [seq0, seq1, seq2],
        ruleset="seed",
        poignees={2: T(12, 21)},
    )
    res = replay(rec)
    # -(25 + 56) * 6 = -486; the defence wins, so the poignée counts against the taker: -20. Seed: no chelem
    # bonus. -506; taker_x3: the taker pays 1518, each defender receives 759.
    assert res["poignees"] == [{"seat": 2, "kind": "simple", "trumps": 10, "bonus": 20}]
    assert (res["score"], res["chelem"], res["chelem_bonus"]) == (-506, "defense", 0)
    assert res["payments"] == [759, -1518, 759]
    # seat 0 may show 9 trumps + the Excuse only if those are all his trumps: II..X is not all (XI too)
    bad = dict(rec, poignees=[{"seat": 0, "cards": T(2, 10) + ["Narr"]}])
    assert err(bad).rule_id == "poignee.excuse"
    ok = dict(rec, poignees=[{"seat": 2, "cards": T(12, 21)}, {"seat": 0, "cards": T(2, 11)}])
    assert [p["seat"] for p in replay(ok)["poignees"]] == [0, 2]  # in seat order
    assert replay(ok)["score"] == -486 - 40
    assert "poignee.bonus" and test_golden_6_fft_garde_contre_defence_chelem_excuse_own_side


# --- §6 play --------------------------------------------------------------------------------------------------
def test_play_first_lead() -> None:
    assert replay(GOLDEN_A)["first_leader"] == 1
    g = live(A_HANDS, A_DOG, dealer=2)  # seat 0 is dealer_right
    g.push("pass")
    g.push("garde_sans")
    g.push("pass")
    g.push("no_chelem")
    assert g.to_move == 0  # "play.first-lead" fft
    g = live(A_HANDS, A_DOG, "seed", dealer=2)
    g.push("pass")
    g.push("garde_sans")
    g.push("pass")
    assert g.to_move == 1  # seed: the taker


def test_play_follow_trump_overtrump_discard_excuse() -> None:
    g = c_game()
    g.push("R1")
    assert g.legal_actions() == ["RN", "RQ", "RK"]
    assert illegal(g, "SJ") == "play.follow"
    g.push("RN")
    g.push("R2")  # seat 2 wins trick 1 with RN and leads
    assert g.to_move == 2
    g.push("B7")
    assert g.legal_actions() == ["II"]  # seat 0: void in clubs, must trump
    assert illegal(g, "R3") == "play.trump"
    g.push("II")
    assert "I" not in g.legal_actions() and "Narr" in g.legal_actions()  # overtrump; the Excuse any time
    assert illegal(g, "I") == "play.overtrump"
    assert illegal(g, "CK") == "play.trump"
    g.push("XXI")
    assert g.to_move == 1
    g.push("XX")
    assert len(g.legal_actions()) == len(g.view(2)["hand"]) == 22  # "play.discard": seat 2 has no trump: any card
    # overtrump free: the taker may play I under II
    f = c_game({"name": "fft", "overtrump": "free"})
    for c in ("R1", "RN", "R2", "B7", "II"):
        f.push(c)
    assert "I" in f.legal_actions()
    # "play.excuse-any-time" is also exercised by golden 6 (the Excuse played while able to trump)
    # the rule "play.excuse-any-time"


def test_play_excuse_lead_and_winner() -> None:
    g = live(A_HANDS, A_DOG)
    g.push("garde_sans")
    g.push("pass")
    g.push("pass")
    g.push("no_chelem")
    g.push("no_poignee")
    g.push("Narr")
    assert len(g.legal_actions()) == 24  # "play.excuse-lead": the second card is free
    g.push("B7")
    assert g.legal_actions() == ["R1"] or "R1" in g.legal_actions()  # seat 0 void in clubs: any card
    g.push("R1")
    assert g.winners == [2]  # "play.winner": B7 wins, the Excuse never does


def test_play_excuse_wins_last() -> None:
    assert replay(GOLDEN_A)["trick_winners"][23] == 1  # fft
    assert replay(golden_a("seed"))["trick_winners"][23] == 2  # seed: never
    assert replay(golden_a({"name": "fft", "chelem": False}))["trick_winners"][23] == 2
    # the rule "play.excuse-wins-last"


# --- §7 the Excuse ------------------------------------------------------------------------------------------
def test_excuse_rules() -> None:
    # "excuse.return", "excuse.no-low-card", "excuse.last-trick": goldens 3, 4, 5, 7
    assert replay(golden_a({"name": "fft", "chelem": False}))["excuse"]["outcome"] == "lost_in_last_trick"
    opt = {"name": "fft", "chelem": False, "excuse_last_trick": "returns_to_owner"}
    assert replay(golden_a(opt))["excuse"]["outcome"] == "returned_with_exchange"
    assert replay(golden_a("seed"))["excuse"]["outcome"] == "returned_with_exchange"


# --- §8-§10 counting and score ------------------------------------------------------------------------------
def _facts(extra_jack: bool) -> RoundFacts:
    """Taker seat 1 in a prise: écart 6 low cards (3), trick [XXI, I, CK] (13.5), 16 low tricks (24): 40.5;
    with a jack for a low card in one of them, 41.5. 2 bouts: target 41."""
    lows = [c for c in range(78) if HALF_VALUES[c] == 1]
    ecart, lows = lows[:6], lows[6:]
    tricks = [[20, 0, parse_code("CK")]]
    for k in range(16):
        tricks.append(lows[3 * k : 3 * k + 3])
    rest = [c for c in range(78) if c not in ecart and all(c not in t for t in tricks)]
    if extra_jack:
        j = parse_code("RJ")
        swap = tricks[1][0]
        tricks[1][0] = j
        rest[rest.index(j)] = swap
    rest.remove(21)
    rest = [rest[0], 21] + rest[1:]  # the Excuse played second by seat 2 in a trick seat 0 leads and wins
    for k in range(7):
        tricks.append(rest[3 * k : 3 * k + 3])
    winners = [1] * 17 + [0] * 7
    leaders = [1] * 17 + [0] * 7
    leaders[17] = 1  # trick 18: seat 1 leads, seat 2 plays the Excuse, seat 0 wins: own side
    winners[17] = 0
    return RoundFacts(parse_ruleset("fft"), 1, "prise", False, [], ecart, tricks, leaders, winners, [])


def test_count_difference_half_point() -> None:
    lost = result_of(_facts(False))
    # "count.taker-points" 40.5, "count.bouts" 2, "count.target" 41: "count.won" false, "count.difference" 1
    assert (lost["taker_points"], lost["bouts"], lost["target"], lost["won"], lost["difference"]) == (
        40.5,
        2,
        41,
        False,
        1,
    )
    assert lost["excuse"]["outcome"] == "own_side"
    # "score.contract" -(25 + 1) * 1 = -26; "score.formula" no bonus; "settle.taker-x2": taker -52
    assert lost["score"] == -26 and lost["payments"] == [26, -52, 26]
    won = result_of(_facts(True))
    assert (won["taker_points"], won["won"], won["difference"], won["score"]) == (41.5, True, 1, 26)


def test_score_rules_named() -> None:
    # "score.petit-au-bout", "score.poignee", "score.chelem": goldens 1, 2, 6; "settle.taker-x3": goldens 3, 9
    res = replay(golden_a(poignees={1: T(4, 21)}))
    assert res["petit_au_bout"] == "taker" and res["poignee_bonus"] == 40 and res["chelem_bonus"] == 200
    assert res["score"] == 80 * 4 + 40 + 40 + 200


def test_game_phase() -> None:
    g = c_game()
    assert illegal(g, "pass") in ("deck.cards", "game.phase")
    g2 = live(A_HANDS, A_DOG)
    g2.push("prise")
    g2.push("pass")
    g2.push("pass")
    assert illegal(g2, "poignee XXI XX") == "game.phase"
    assert illegal(g2, "XXI") == "discard.no-kings-no-bouts"  # a card is a step of the écart (issue 38)


# --- envelope and validation order (§14) ---------------------------------------------------------------------
def test_record_envelope() -> None:
    assert err([1]).rule_id == "record.format"
    assert err({k: v for k, v in GOLDEN_A.items() if k != "dog"}).rule_id == "record.format"
    assert err(dict(GOLDEN_A, format="troggu-record/3")).rule_id == "record.format"
    assert err(dict(GOLDEN_A, game="troccas")).rule_id == "record.game"
    assert err(dict(GOLDEN_A, ruleset="ffft")).rule_id == "record.ruleset"
    assert err(dict(GOLDEN_A, ruleset={"name": "fft", "overtrump": "sometimes"})).rule_id == "record.ruleset"
    assert err(dict(GOLDEN_A, ruleset={"name": "fft", "poignee_thresholds": [13, 13, 18]})).rule_id == "record.ruleset"
    assert err(dict(GOLDEN_A, players=4)).rule_id == "record.players"
    assert err(dict(GOLDEN_A, players=True)).rule_id == "record.players"
    assert err(dict(GOLDEN_A, dealer=3)).rule_id == "record.dealer"
    assert err(dict(GOLDEN_A, dealer=False)).rule_id == "record.dealer"
    assert err(dict(GOLDEN_A, plays=GOLDEN_A["plays"][:-1])).rule_id == "record.plays"
    assert err(dict(GOLDEN_A, plays=GOLDEN_A["plays"] + ["XXI"])).rule_id == "record.plays"
    assert err(dict(GOLDEN_A, plays="XXI")).rule_id == "record.plays"
    assert replay(dict(GOLDEN_A, why="metadata kept and ignored"))["score"] == replay(GOLDEN_A)["score"]


@pytest.mark.parametrize(
    "changes, rule_id",
    [
        ({"format": 1, "ruleset": "x"}, "record.format"),
        ({"game": "troggu", "ruleset": "x"}, "record.game"),
        ({"ruleset": "x", "players": 4}, "record.ruleset"),
        ({"players": 4, "dog": ["Q"] * 6}, "record.players"),
        ({"dealer": -1, "dog": ["Q"] * 6}, "record.dealer"),
        ({"dog": ["Q"] + A_DOG[1:], "hands": [A_HANDS[0][:23], A_HANDS[1], A_HANDS[2]]}, "deck.cards"),
        ({"hands": [A_HANDS[0][:23], A_HANDS[1], A_HANDS[2]], "auction": ["x"]}, "deal.sizes"),
        ({"auction": [], "chelem": 5}, "deal.petit-sec"),
        ({"auction": ["garde", "prise", "pass"], "chelem": 5}, "auction.outbid"),
        ({"auction": ["pass", "pass", "pass"], "chelem": 5}, "auction.all-pass"),
        ({"chelem": 5, "discard": A_DOG}, "chelem.announce"),
        ({"discard": A_DOG, "poignees": [{"seat": 0, "cards": ["XXI"]}]}, "discard.shape"),
        ({"poignees": [{"seat": 0, "cards": ["XXI"]}], "plays": ["CQ"] + GOLDEN_A["plays"][1:]}, "poignee.cards"),
        ({"plays": ["CQ"] + GOLDEN_A["plays"][1:-1]}, "seat.order"),
    ],
)
def test_validation_order(changes: dict[str, Any], rule_id: str) -> None:
    rec = copy.deepcopy(GOLDEN_A)
    rec.update(copy.deepcopy(changes))
    assert err(rec).rule_id == rule_id


def test_malformed_records_never_crash() -> None:
    rng = random.Random(5)
    base = GOLDEN_A
    junk: list[Any] = [None, 1, 1.5, True, "x", [], {}, [None], {"seat": "0"}, [[1]], ["XXI"] * 80]
    for _ in range(300):
        rec = copy.deepcopy(base)
        key = rng.choice(list(rec))
        rec[key] = rng.choice(junk)
        try:
            replay(rec)
        except RecordError:
            pass


def test_game_info() -> None:
    assert GAME.id == "french-tarot" and GAME.rulesets == ("fft", "seed") and GAME.players == (3,)
    assert GAME.seed_id == "004"
