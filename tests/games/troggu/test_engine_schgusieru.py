"""Rules play.schgusieru, play.narr-kept, play.narr-last-trick, play.narr-exchange (issue 2 and its readings)."""

from __future__ import annotations


import troggu_core as tg
from engine_helpers import assert_rejected, codes, make_game, play_all, random_pool
from engine_oracle import NARR, legal_cards, points, trick_winner

# Visp, 4 players, dealer 0, seat 1 plays a solo and leads; seat 3 holds the Narr as its only trump.
H = {
    1: "R1 R4 XXI XX XIX XVIII XVII XVI XV XIV XIII XII XI",
    2: "R2 R3 X IX VIII VII VI V IV III II B5 B6",
    3: "Narr B7 B8 B9 B10 S5 S6 S7 S8 S9 S10 SJ SN",
    0: "R5 R6 C1 C2 C3 C4 C5 C6 RJ RN RQ RK I",
}


def game_h(name="visp"):
    g = make_game(name, 4, H, dealer=0)
    g.bid("solo")
    return g


class TestSchgusieruWhen:
    def test_play_schgusieru_void_in_led_suit_narr_only_trump(self):
        g = game_h()
        play_all(g, "R1 R2")
        assert g.schgusieru_possible()
        assert set(codes(g.legal_plays())) == set(H[3].split())  # any card instead of the Narr
        g.play("B7")
        assert g.withheld == 3

    def test_play_schgusieru_trump_led_narr_only_trump(self):
        g = game_h()
        play_all(g, "XXI II")
        assert g.schgusieru_possible()
        assert set(codes(g.legal_plays())) == set(H[3].split())
        g.play("S5")
        assert g.withheld == 3

    def test_play_schgusieru_playing_the_narr_is_still_allowed(self):
        g = game_h()
        play_all(g, "XXI II Narr")
        assert g.withheld == -1
        g.play("I")
        assert g.tricks[0].winner == 3  # the Narr, played at once, keeps its power

    def test_play_schgusieru_not_when_leading(self):
        # seat 3 wins trick 1 with the Narr? No: let it win a trick with a suit card, then lead.
        g = game_h()
        play_all(g, "R4 R3 Narr R5")  # seat 3 void in Rosen plays the Narr (its only trump) and wins
        assert g.to_move == 3
        assert g.schgusieru_possible() is False
        g.play("B7")  # leading another card is no schgüsieru
        assert g.withheld == -1

    def test_play_schgusieru_not_with_another_trump(self):
        h = dict(H)
        h[3] = "Narr II B8 B9 B10 S5 S6 S7 S8 S9 S10 SJ SN"
        h[2] = "R2 R3 X IX VIII VII VI V IV III B7 B5 B6"
        g = make_game("visp", 4, h, dealer=0)
        g.bid("solo")
        play_all(g, "R1 R2")
        assert not g.schgusieru_possible()
        assert set(codes(g.legal_plays())) == {"Narr", "II"}
        assert_rejected(g, "B8", rule_id="play.must-trump")

    def test_play_schgusieru_not_when_holding_led_suit(self):
        h = dict(H)
        h[3] = "Narr R6 B8 B9 B10 S5 S6 S7 S8 S9 S10 SJ SN"
        h[0] = "R5 B7 C1 C2 C3 C4 C5 C6 RJ RN RQ RK I"
        g = make_game("visp", 4, h, dealer=0)
        g.bid("solo")
        play_all(g, "R1 R2")
        assert not g.schgusieru_possible()
        assert codes(g.legal_plays()) == ["R6"]
        assert_rejected(g, "Narr", rule_id="play.follow-suit")


class TestNarrKept:
    def test_withheld_narr_counts_as_absent(self):
        g = game_h()
        play_all(g, "R1 R2 B7 R5")
        assert g.tricks[0].winner == 1  # R1 is the highest Rosen pip
        play_all(g, "XXI II")
        assert "Narr" not in codes(g.legal_plays())
        assert set(codes(g.legal_plays())) == set(H[3].split()) - {"B7", "Narr"}
        assert not g.schgusieru_possible()
        e = assert_rejected(g, "Narr", rule_id="play.narr-kept")
        assert "last trick" in str(e)
        g.play("B8")
        assert g.withheld == 3

    def test_withheld_narr_cannot_be_led(self):
        g = make_game(
            "visp",
            4,
            {
                1: "R1 R4 XXI XX XIX XVIII XVII XVI XV XIV XIII XII B6",
                2: "R2 R3 X IX VIII VII VI V IV III II B5 XI",
                3: "Narr C1 B8 B9 B10 S5 S6 S7 S8 S9 S10 SJ SN",
                0: "R5 R6 B7 C2 C3 C4 C5 C6 RJ RN RQ RK I",
            },
            dealer=0,
        )
        g.bid("solo")
        play_all(g, "R4 R3 C1 R5")  # seat 3 withholds the Narr; R3 is the best Rosen: seat 2 wins
        assert g.withheld == 3 and g.tricks[0].winner == 2
        play_all(g, "B5 B10 B7 B6")
        assert g.tricks[1].winner == 3 and g.to_move == 3
        assert set(codes(g.legal_plays())) == set("B8 B9 S5 S6 S7 S8 S9 S10 SJ SN".split())
        assert_rejected(g, "Narr", rule_id="play.narr-kept")


def first_legal_playout(g, avoid_narr=True):
    while not g.is_over:
        legal = codes(g.legal_plays())
        pick = next((c for c in legal if c != NARR), legal[0]) if avoid_narr else legal[0]
        g.play(pick)


def withheld_games():
    """Random games (every ruleset, every player count, both bots) in which a Narr was withheld."""
    return [g for g in random_pool() if g.withheld >= 0]


def find_games(pred, limit=3):
    return [g for g in withheld_games() if pred(g)][:limit]


def last_trick_info(g):
    t = g.tricks[-1]
    trick = [(s, str(c), str(c) == NARR and s == g.withheld) for s, c in t.played]
    return t, trick


class TestNarrLastTrick:
    def test_play_narr_last_trick_powerless_never_wins(self):
        games = find_games(lambda g: True, limit=25)
        assert len(games) >= 10
        for g in games:
            t, trick = last_trick_info(g)
            owner = g.withheld
            assert any(s == owner and str(c) == NARR for s, c in t.played), "the withheld Narr is played last"
            assert t.winner == trick_winner(trick)
            assert t.winner != owner

    def test_play_narr_last_trick_owner_leads_next_card_sets_suit(self):
        games = find_games(lambda g: g.tricks[-1].leader == g.withheld, limit=5)
        assert games, "no random game where the owner of a withheld Narr leads the last trick"
        for g in games:
            t, trick = last_trick_info(g)
            assert str(t.played[0][1]) == NARR
            assert t.winner == trick_winner(trick)
            # replay up to the last trick and check the suit set by the second card
            rec = tg.record_of(g)
            h = rec.game()
            for _ in range(g.players):
                h.pop()
            assert h.to_move == g.withheld
            h.play("Narr")
            second = t.played[1][1]
            h.play(second)
            if len(t.played) > 2:
                s3 = h.to_move
                hand = {str(c) for c in h.hand(s3)}
                expect = legal_cards(
                    hand, [(t.played[0][0], NARR, True), (t.played[1][0], str(second), False)], False, True
                )
                assert set(codes(h.legal_plays())) == expect


class TestNarrExchange:
    def _check(self, g):
        r = g.outcome()
        ex = r.narr_exchange
        assert ex is not None and ex.owner == g.withheld
        last = g.tricks[-1].winner
        assert ex.last_trick_winner == last
        side = g.side_of(ex.owner)
        won = [0] * g.players
        ones = [0] * g.players
        for t in g.tricks:
            for s, c in t.played:
                won[t.winner] += points(str(c))
                ones[t.winner] += points(str(c)) == 1
        # the Narr goes home to its owner
        won[last] -= 5
        won[ex.owner] += 5
        if last in side:
            assert ex.giver is None and ex.card is None
        elif sum(ones[s] for s in side) == 0:
            assert ex.giver is None and ex.card is None
        else:
            assert ex.giver in side and ex.card is not None and ex.card.points == 1
            won[ex.giver] -= 1
            won[last] += 1
        extra = [0] * g.players
        if r.game is tg.GameType.NORMAL:
            extra[r.declarer] = r.discard_points
        elif r.game is tg.GameType.SOLO:
            extra[r.declarer] = r.tapp_points
        assert list(r.points) == [w + e for w, e in zip(won, extra)]
        return ex

    def test_play_narr_exchange_one_point_card_to_last_trick_winner(self):
        games = find_games(lambda g: g.outcome().narr_exchange.giver is not None, limit=10)
        assert games
        for g in games:
            ex = self._check(g)
            assert ex.giver is not None

    def test_play_narr_exchange_nothing_moves_when_owner_side_wins_last_trick(self):
        games = find_games(lambda g: g.tricks[-1].winner in g.side_of(g.withheld), limit=10)
        assert games
        for g in games:
            ex = self._check(g)
            assert ex.giver is None

    def test_play_narr_exchange_in_misere(self):
        games = find_games(lambda g: g.game_type is tg.GameType.MISERE, limit=10)
        assert games
        for g in games:
            self._check(g)


class TestTakingBack:
    def test_pop_takes_back_the_withholding_card_and_the_powerless_narr_exactly(self):
        """A card is taken back from the plays and tricks alone (no undo record per card): across games where the
        Narr was withheld and played powerless, every pop from the end to the first card restores every slot of
        the game as it was before that card, and the card pushed again gives the same state."""
        from engine_helpers import deep_state

        games = find_games(lambda g: True, limit=12)
        assert len(games) >= 10
        withheld_undone = powerless_undone = 0
        for g in games:
            h = tg.record_of(g).game()
            hands = [[str(c) for c in tg.record_of(g).hands[s]] for s in range(g.players)]
            replay = tg.Game(g.ruleset, hands, [str(c) for c in g.tapp], g.dealer)  # forward only: no pop
            for action in h.history[: len(h.history) - len(h.plays)]:
                replay.push(action)
            states = [deep_state(replay)]
            for card in g.plays:
                replay.play_index(card)
                states.append(deep_state(replay))
            assert states[-1] == deep_state(h)
            while h.plays:
                before_pop = deep_state(h)
                withheld_undone += h.withheld_at == len(h.plays) - 1
                last = h.trick if h.trick else h.tricks[-1].cards  # the trick the last card went to
                powerless = h.powerless_pos if h.trick else h.tricks[-1].powerless
                powerless_undone += h.plays[-1] == 21 and powerless == len(last) - 1
                card = h.pop()
                assert deep_state(h) == states[len(h.plays)], card
                again = h.copy()
                again.play(card)
                assert deep_state(again) == before_pop, card
        assert withheld_undone == len(games)  # each game's withholding card was taken back
        assert powerless_undone >= len(games) // 2
