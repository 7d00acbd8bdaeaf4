"""Bots to play against: a random-legal bot and a sensible heuristic bot.

Bots see only a :class:`~troggu_core.views.SeatView` of their own seat.

>>> g = random_game("st-niklaus", players=5, seed=4, bot="heuristic")
>>> g.is_over, sum(g.outcome().payments)
(True, 0)
"""

from __future__ import annotations

import random
from typing import Protocol, Sequence

from .actions import Action, Bid, Call, Discard, GameType, Phase
from .cards import (
    DECK_78,
    Card,
    FIVE_POINT_MASK,
    POINTS,
    STRENGTH,
    SUIT_MASK,
    SUIT_OF,
    TRUMP_SUIT,
    cards_of_mask,
    mask_of,
)
from .deal import rng_below
from .game import Game, callable_mask
from .rulesets import Ruleset
from .tricks import NARR_BIT, TRUMP_MASK, winner_position
from .views import SeatView

__all__ = ["Bot", "RandomBot", "HeuristicBot", "make_bot", "play_out", "random_game", "BOTS"]


class Bot(Protocol):
    """Anything that picks an action from a seat's view."""

    def choose(self, view: SeatView, game_actions: Sequence[Action] | None = None) -> Action:
        """The action to take."""
        ...


def _pick_bit(mask: int, rng: random.Random) -> int:
    k = rng_below(rng, mask.bit_count())
    while k:
        mask &= mask - 1
        k -= 1
    return (mask & -mask).bit_length() - 1


class RandomBot:
    """Plays uniformly at random among the legal actions (bids, calls and discards included)."""

    def __init__(self, rng: random.Random | int | None = None) -> None:
        self.rng = rng if isinstance(rng, random.Random) else random.Random(rng)

    def choose(self, view: SeatView, game_actions: Sequence[Action] | None = None) -> Action:
        """A random legal action."""
        rng = self.rng
        if view.phase is Phase.PLAY:
            return DECK_78[_pick_bit(view.legal_mask, rng)]
        if view.phase is Phase.AUCTION:
            return view.legal_bids[rng_below(rng, len(view.legal_bids))]
        if view.phase is Phase.CALL:
            cards = cards_of_mask(callable_mask(view.ruleset))
            return Call(cards[rng_below(rng, len(cards))])
        return random_discard(view, rng)


def _discard_pool(view: SeatView) -> tuple[int, int]:
    assert view.tapp is not None, "only the Tappist, holding the Tapp, lays away"
    tapp = mask_of(view.tapp)
    return view.hand_mask | tapp, tapp.bit_count()


def random_discard(view: SeatView, rng: random.Random) -> Discard:
    """A random legal discard (no 5-pointers) for the Tappist, from his view."""
    pool, want = _discard_pool(view)
    return _pick_discard(pool, want, rng)


def _pick_discard(pool: int, want: int, rng: random.Random) -> Discard:
    """``want`` random cards of the mask ``pool``, 5-pointers excepted."""
    free = cards_of_mask(pool & ~FIVE_POINT_MASK)
    picked = []
    for _ in range(want):
        picked.append(free.pop(rng_below(rng, len(free))))
    return Discard(tuple(picked))


class HeuristicBot:
    """A sensible player: bids by hand strength, keeps 5-pointers safe, smears to partners,
    tries to lose tricks in a misère, and plays schgüsieru now and then."""

    def __init__(self, rng: random.Random | int | None = None, schgusieru_rate: float = 0.5) -> None:
        self.rng = rng if isinstance(rng, random.Random) else random.Random(rng)
        self.schgusieru_rate = schgusieru_rate

    # Strength thresholds from self-play (about the top quarter of hands wins as Tappist).
    NORMAL_AT = {3: 37.0, 4: 42.0, 5: 42.0, 6: 42.0, 7: 39.0, 8: 40.0}
    SOLO_AT = {3: 50.0, 4: 52.0, 5: 54.0, 6: 56.0, 7: 62.0, 8: 64.0}

    # ----- auction --------------------------------------------------------
    @staticmethod
    def hand_strength(hand_mask: int, tricks: int) -> float:
        """A rough strength: points held plus trump length, scaled to a 13-card hand."""
        pts = 0
        trumps = 0
        high = 0
        for c in cards_of_mask(hand_mask):
            pts += c.points
            if c.is_trump:
                trumps += 1
                if c.index >= 15:
                    high += 1
        return (pts + 2.0 * trumps + 2.0 * high) * 13.0 / max(tricks, 1)

    def choose_bid(self, view: SeatView) -> Bid:
        """Bid by strength: solo when very strong, normal when good enough, else pass."""
        s = self.hand_strength(view.hand_mask, view.tricks_total)
        if s >= self.SOLO_AT.get(view.players, 56.0) and Bid.SOLO in view.legal_bids:
            return Bid.SOLO
        if s >= self.NORMAL_AT.get(view.players, 42) and Bid.NORMAL in view.legal_bids:
            return Bid.NORMAL
        return Bid.PASS

    # ----- call and discard -------------------------------------------------
    @staticmethod
    def choose_call(view: SeatView, callable_cards: Sequence[Card]) -> Call:
        """Call the highest callable trump not in the hand (XX by custom), else any card not held."""
        for c in sorted(callable_cards, key=lambda c: (c.is_trump, c.strength), reverse=True):
            if not (view.hand_mask >> c.index) & 1:
                return Call(c)
        return Call(callable_cards[0])

    @staticmethod
    def choose_discard(view: SeatView) -> Discard:
        """Lay away safe points and short-suit cards; keep trumps."""
        pool, want = _discard_pool(view)
        free = cards_of_mask(pool & ~FIVE_POINT_MASK)
        counts = [(pool & SUIT_MASK[s]).bit_count() for s in range(4)]

        def value(c: Card) -> float:
            if c.is_trump:
                return -10.0 + c.strength / 10
            return c.points * 2 - counts[SUIT_OF[c.index]]

        free.sort(key=value, reverse=True)
        return Discard(tuple(free[:want]))

    # ----- play -------------------------------------------------------------
    def choose_play(self, view: SeatView) -> Card:
        """A sensible card for the current trick."""
        legal = cards_of_mask(view.legal_mask)
        if len(legal) == 1:
            return legal[0]
        trick = [c for _, c in view.trick]
        seats = [s for s, _ in view.trick]
        misere = view.game_type is GameType.MISERE
        # Schgüsieru: the Narr would be forced; withhold it sometimes on a cheap trick.
        if (view.hand_mask & NARR_BIT) and any(c.index == 21 for c in legal) and len(legal) > 1 and trick:
            forced = view.hand_mask & SUIT_MASK[SUIT_OF[trick[0]]] or view.hand_mask & TRUMP_MASK
            if forced == NARR_BIT:
                trick_pts = sum(POINTS[c] for c in trick)
                if misere or trick_pts <= 3 and self.rng.random() < self.schgusieru_rate:
                    others = [c for c in legal if c.index != 21]
                    return min(others, key=lambda c: (c.points, c.strength))
        if not trick:
            return self._lead(view, legal, misere)
        players = view.players
        last = len(trick) == players - 1
        wins = []
        for c in legal:
            pos = winner_position(trick + [c.index])
            if pos == len(trick):
                wins.append(c)
        best_pos = winner_position(trick)
        friend_winning = seats[best_pos] in view.team and seats[best_pos] != view.seat
        if misere:
            losers = [c for c in legal if c not in wins]
            if losers:
                return max(losers, key=lambda c: (c.points, c.strength))
            return min(legal, key=lambda c: (c.strength if not last else -c.points))
        trick_pts = sum(POINTS[c] for c in trick)
        if friend_winning and (last or trick[best_pos] >= 18 or trick[best_pos] == 21):
            # Smear points onto a safe friend, but never hand over the Narr or a trump 5-pointer.
            smear = [c for c in legal if c.index not in (0, 20, 21)]
            if smear:
                return max(smear, key=lambda c: (c.points, -c.strength))
        if wins and (trick_pts >= 2 or last or any(POINTS[c.index] == 5 for c in wins)):
            safe = [c for c in wins if last or c.strength >= 18 or not c.is_trump]
            pool = safe or wins
            return min(pool, key=lambda c: (c.strength if c.is_trump else 0, c.points))
        keep = [c for c in legal if not (FIVE_POINT_MASK >> c.index) & 1]
        pool = keep or legal
        return min(pool, key=lambda c: (c.points, c.is_trump, c.strength))

    @staticmethod
    def _lead(view: SeatView, legal: list[Card], misere: bool) -> Card:
        if misere:
            return min(legal, key=lambda c: (c.is_trump, c.strength))
        trumps = [c for c in legal if c.is_trump]
        if view.seat == view.declarer and len(trumps) * 2 >= len(legal):
            return max(trumps, key=lambda c: c.strength)
        plain = [c for c in legal if not c.is_trump and c.points <= 2]
        if plain:
            return min(plain, key=lambda c: (c.points, c.strength))
        return min(legal, key=lambda c: (c.points, c.strength))

    def choose(self, view: SeatView, game_actions: Sequence[Action] | None = None) -> Action:
        """The heuristic action for any phase."""
        if view.phase is Phase.AUCTION:
            return self.choose_bid(view)
        if view.phase is Phase.PLAY:
            return self.choose_play(view)
        if view.phase is Phase.CALL:
            return self.choose_call(view, cards_of_mask(callable_mask(view.ruleset)))
        return self.choose_discard(view)


BOTS: dict[str, type[RandomBot] | type[HeuristicBot]] = {"random": RandomBot, "heuristic": HeuristicBot}


def make_bot(kind: str, rng: random.Random | int | None = None) -> RandomBot | HeuristicBot:
    """A bot by name: ``random`` or ``heuristic``.

    Raises:
        ValueError: unknown name.
    """
    if kind not in BOTS:
        raise ValueError(f"unknown bot {kind!r}: choose random or heuristic")
    return BOTS[kind](rng)


def play_out(game: Game, bots: Sequence[RandomBot | HeuristicBot], until_seat: int | None = None) -> Game:
    """Let the bots play ``game`` to its end (or until it is ``until_seat``'s turn). Returns the game."""
    while game.phase is not Phase.FINISHED:
        seat = game.to_move
        if seat == until_seat:
            break
        bot = bots[seat]
        if isinstance(bot, RandomBot):
            if game.phase is Phase.PLAY:
                _random_plays(game, bots, until_seat)
            else:
                game.push(_random_action(game, bot.rng))
        else:
            game.push(bot.choose(SeatView.of(game, seat)))
    return game


def _random_action(game: Game, rng: random.Random) -> Action:
    """``RandomBot.choose`` for a bid, call or discard, without building the seat's view.

    The same draws from ``rng`` as ``choose``; it reads only what the seat's view shows:
    the legal bids, the ruleset, and (as Tappist) its own hand and the Tapp.
    """
    if game.phase is Phase.AUCTION:
        bids = game.legal_bids()
        return bids[rng_below(rng, len(bids))]
    if game.phase is Phase.CALL:
        cards = cards_of_mask(callable_mask(game.ruleset))
        return Call(cards[rng_below(rng, len(cards))])
    assert game.declarer is not None
    return _pick_discard(game.hands[game.declarer] | game.tapp0, game.tapp0.bit_count(), rng)


def _random_plays(game: Game, bots: Sequence[RandomBot | HeuristicBot], until_seat: int | None) -> None:
    """The hot loop: random bots play cards until another bot, ``until_seat`` or the end is up.

    Same choices as ``RandomBot.choose`` (``_pick_bit`` inlined) and the same state as
    ``Game.play_index``, without the checks it would repeat on a card from the legal mask.
    """
    draws = [b.rng.getrandbits if isinstance(b, RandomBot) else None for b in bots]
    legal_play_mask = game.legal_play_mask
    do_play = game._do_play
    stack = game._stack
    play = Phase.PLAY
    while game.phase is play:
        seat = game.to_move
        getrandbits = draws[seat]
        if getrandbits is None or seat == until_seat:
            return
        mask = legal_play_mask()
        # _pick_bit(mask, rng), inlined: rng_below(count), then drop that many low bits.
        count = mask.bit_count()
        bits = count.bit_length()
        k = getrandbits(bits)
        while k >= count:
            k = getrandbits(bits)
        while k:
            mask &= mask - 1
            k -= 1
        stack.append((game.withheld, game.powerless_pos))  # Game._push_play, inlined
        do_play((mask & -mask).bit_length() - 1)


def random_game(
    ruleset: Ruleset | str = "visp",
    players: int = 4,
    seed: int | random.Random | None = None,
    bot: str = "random",
    dealer: int = 0,
) -> Game:
    """Deal with ``seed`` and let bots of one kind play the whole round; returns the finished game."""
    rng = seed if isinstance(seed, random.Random) else random.Random(seed)
    game = Game.new(ruleset, players, rng, dealer)
    bots = [make_bot(bot, rng) for _ in range(players)]
    return play_out(game, bots)

