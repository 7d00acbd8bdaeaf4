"""Rules deck.*: the 78-card 1JJ deck, the 62-card Troggu deck, codes, points, strengths, names (issue 2)."""

from __future__ import annotations

import pytest

import troggu_core as tg
from troggu_core.games.troggu.cards import parse_cards
from engine_oracle import DECK62, ROMAN

REMOVED = ["B1", "B2", "B3", "B4", "S1", "S2", "S3", "S4", "R7", "R8", "R9", "R10", "C7", "C8", "C9", "C10"]


class TestDeck:
    def test_deck_78_has_78_distinct_cards(self):
        assert len(tg.DECK_78) == 78
        assert len({str(c) for c in tg.DECK_78}) == 78

    def test_deck_78_is_21_trumps_narr_and_four_suits_of_14(self):
        trumps = [c for c in tg.DECK_78 if c.is_trump and not c.is_narr]
        assert len(trumps) == 21
        assert sum(c.is_narr for c in tg.DECK_78) == 1
        for s in tg.Suit:
            assert len([c for c in tg.DECK_78 if c.suit is s]) == 14

    def test_troggu_deck_is_the_62_cards_of_the_issue(self):
        assert len(tg.TROGGU_DECK) == 62
        assert sorted(str(c) for c in tg.TROGGU_DECK) == sorted(DECK62)

    def test_removed_cards_are_stecken_schwerter_1_to_4_and_rosen_coppe_7_to_10(self):
        assert len(tg.REMOVED_CARDS) == 16
        assert sorted(str(c) for c in tg.REMOVED_CARDS) == sorted(REMOVED)
        assert set(tg.REMOVED_CARDS).isdisjoint(tg.TROGGU_DECK)
        assert set(tg.REMOVED_CARDS) | set(tg.TROGGU_DECK) == set(tg.DECK_78)
        assert not any(c.in_troggu for c in tg.REMOVED_CARDS)
        assert all(c.in_troggu for c in tg.TROGGU_DECK)

    def test_deck_has_22_trumps_and_four_suits_of_10(self):
        assert sum(c.is_trump for c in tg.TROGGU_DECK) == 22
        for s in tg.Suit:
            assert len([c for c in tg.TROGGU_DECK if c.suit is s]) == 10

    def test_special_cards(self):
        assert str(tg.NARR) == "Narr" and tg.NARR.is_narr and tg.NARR.is_trump
        assert str(tg.BAGATT) == "I"
        assert str(tg.MUNT) == "XXI"


class TestCodes:
    @pytest.mark.parametrize("n", range(1, 22))
    def test_trump_codes_canonical_roman_and_t_form(self, n):
        canon = ROMAN[n - 1]
        c = tg.Card.parse(canon)
        assert str(c) == canon and c.code == canon
        assert c.number == n and c.is_trump and not c.is_narr and c.suit is None
        assert tg.Card.parse(f"T{n}") == c
        assert tg.Card.parse(f"t{n}") == c

    @pytest.mark.parametrize("card_form,canon", [("IIII", "IV"), ("VIIII", "IX"), ("XIIII", "XIV"), ("XVIIII", "XIX")])
    def test_card_numeral_spellings_accepted_and_canonicalised(self, card_form, canon):
        c = tg.Card.parse(card_form)
        assert str(c) == canon
        assert c.numeral == card_form
        assert tg.Card.parse(card_form.lower()) == c

    def test_canonical_codes_are_iv_ix_xiv_xix(self):
        assert {str(tg.Card.parse(f"T{n}")) for n in (4, 9, 14, 19)} == {"IV", "IX", "XIV", "XIX"}

    @pytest.mark.parametrize("text", ["Narr", "narr", "NARR", " Narr "])
    def test_narr_code_case_insensitive(self, text):
        assert tg.Card.parse(text) is tg.NARR or tg.Card.parse(text) == tg.NARR

    @pytest.mark.parametrize("code", ["RK", "R1", "C6", "BN", "S10", "XXI", "Narr", "SQ", "CJ", "B5"])
    def test_issue_examples_round_trip(self, code):
        assert str(tg.Card.parse(code)) == code
        assert str(tg.Card.parse(code.lower())) == code

    def test_every_troggu_card_round_trips(self):
        for code in DECK62:
            assert str(tg.Card.parse(code)) == code
            assert str(tg.Card.parse(code.lower())) == code

    def test_suit_letters(self):
        assert tg.Card.parse("RK").suit is tg.Suit.ROSEN
        assert tg.Card.parse("BK").suit is tg.Suit.STECKEN
        assert tg.Card.parse("SK").suit is tg.Suit.SCHWERTER
        assert tg.Card.parse("CK").suit is tg.Suit.COPPE

    def test_ranks(self):
        assert [tg.Card.parse(c).rank for c in ("RK", "RQ", "RN", "RJ", "R1", "S10")] == ["K", "Q", "N", "J", "1", "10"]

    @pytest.mark.parametrize("bad", ["T0", "T22", "XXII", "IIIII", "", "X X", "RZ", "K", "Narren", "R11", "Q1"])
    def test_bad_codes_raise_notation_error(self, bad):
        with pytest.raises(tg.NotationError) as e:
            tg.Card.parse(bad)
        assert e.value.rule_id == "notation.card"
        assert isinstance(e.value, ValueError)

    def test_parse_cards(self):
        assert [str(c) for c in parse_cards("xxi, narr RK")] == ["XXI", "Narr", "RK"]


def _points(code):
    if code in ("Narr", "XXI", "I"):
        return 5
    if code in ROMAN:
        return 1
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(code[1:], 1)


class TestPoints:
    def test_points_total_114(self):
        assert sum(c.points for c in tg.TROGGU_DECK) == 114

    def test_five_pointers_are_narr_xxi_i_and_kings(self):
        five = sorted(str(c) for c in tg.TROGGU_DECK if c.points == 5)
        assert five == sorted(["Narr", "XXI", "I", "RK", "BK", "SK", "CK"])

    @pytest.mark.parametrize("code", DECK62)
    def test_each_card_point_value(self, code):
        assert tg.Card.parse(code).points == _points(code)

    def test_point_totals_by_kind(self):
        # the Visp sheet's table: 15 + 19 + 20 + 16 + 12 + 8 + 24
        d = tg.TROGGU_DECK
        assert sum(c.points for c in d if str(c) in ("Narr", "XXI", "I")) == 15
        assert sum(c.points for c in d if c.is_trump and str(c) not in ("Narr", "XXI", "I")) == 19
        for rank, total in (("K", 20), ("Q", 16), ("N", 12), ("J", 8)):
            assert sum(c.points for c in d if c.rank == rank) == total
        assert sum(c.points for c in d if c.rank and c.rank.isdigit()) == 24


class TestStrength:
    def test_trump_order_narr_over_xxi_over_all(self):
        order = ["Narr"] + ROMAN[::-1]
        strengths = [tg.Card.parse(c).strength for c in order]
        assert strengths == sorted(strengths, reverse=True)
        assert len(set(strengths)) == 22

    @pytest.mark.parametrize("suit", ["B", "S"])
    def test_stecken_schwerter_order_k_q_n_j_10_to_5(self, suit):
        order = [suit + r for r in ("K", "Q", "N", "J", "10", "9", "8", "7", "6", "5")]
        strengths = [tg.Card.parse(c).strength for c in order]
        assert strengths == sorted(strengths, reverse=True) and len(set(strengths)) == 10

    @pytest.mark.parametrize("suit", ["R", "C"])
    def test_rosen_coppe_order_k_q_n_j_then_1_to_6_reversed(self, suit):
        order = [suit + r for r in ("K", "Q", "N", "J", "1", "2", "3", "4", "5", "6")]
        strengths = [tg.Card.parse(c).strength for c in order]
        assert strengths == sorted(strengths, reverse=True) and len(set(strengths)) == 10

    def test_reversed_pips_flag(self):
        assert tg.Suit.ROSEN.reversed_pips and tg.Suit.COPPE.reversed_pips
        assert not tg.Suit.STECKEN.reversed_pips and not tg.Suit.SCHWERTER.reversed_pips


class TestNames:
    @pytest.mark.parametrize(
        "code,walliser",
        [("I", "Bagatt"), ("XXI", "Munt"), ("XX", "Zwänzger"), ("Narr", "Bättler"), ("Narr", "Gschgüser")],
    )
    def test_walliser_trump_names(self, code, walliser):
        assert walliser in tg.Card.parse(code).names.walliser

    @pytest.mark.parametrize(
        "suit,names",
        [
            (tg.Suit.ROSEN, {"Roosä"}),
            (tg.Suit.STECKEN, {"Schtächnä", "Gradi"}),
            (tg.Suit.SCHWERTER, {"Schwärti"}),
            (tg.Suit.COPPE, {"Goppa"}),
        ],
    )
    def test_walliser_suit_names(self, suit, names):
        assert names <= set(suit.walliser)

    def test_german_suit_names(self):
        assert [s.german for s in (tg.Suit.ROSEN, tg.Suit.STECKEN, tg.Suit.SCHWERTER, tg.Suit.COPPE)] == [
            "Rosen",
            "Stecken",
            "Schwerter",
            "Coppe",
        ]

    @pytest.mark.parametrize("rank,walliser", [("K", "Kinig"), ("Q", "Frowwi"), ("N", "Ritti"), ("J", "Büob")])
    def test_walliser_court_names(self, rank, walliser):
        for s in "RBSC":
            assert any(walliser in w for w in tg.Card.parse(s + rank).names.walliser)

    def test_juno_and_jupiter_replace_popess_and_pope(self):
        assert tg.Card.parse("II").names.french == "Junon"
        assert tg.Card.parse("V").names.french == "Jupiter"
        assert "Juno" in tg.Card.parse("II").names.english
        assert "Jupiter" in tg.Card.parse("V").names.english

    @pytest.mark.parametrize(
        "code,french",
        [
            ("I", "Le bateleur"),
            ("XXI", "Le monde"),
            ("XX", "Le jugement"),
            ("Narr", "Le mat"),
            ("XV", "Le diable"),
            ("XIX", "Le soleil"),
        ],
    )
    def test_french_captions(self, code, french):
        assert tg.Card.parse(code).names.french.lower() == french.lower()

    def test_xiii_has_no_caption(self):
        assert tg.Card.parse("XIII").names.french is None
        assert tg.Card.parse("XIII").names.german == "Der Tod"

    @pytest.mark.parametrize(
        "code,german", [("I", "Der Magier"), ("XXI", "Die Welt"), ("Narr", "Der Narr"), ("XX", "Das Gericht")]
    )
    def test_german_trump_names(self, code, german):
        assert tg.Card.parse(code).names.german == german

    def test_every_card_has_german_and_english_names(self):
        for c in tg.TROGGU_DECK:
            assert c.names.german and c.names.english
