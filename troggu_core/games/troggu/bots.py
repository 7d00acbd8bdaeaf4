"""Bots to play against: a random-legal bot and a sensible heuristic bot.

Bots see only their own seat: its view (``Game.view(seat)``, JSON), which they read as a
:class:`~troggu_core.games.troggu.views.SeatView`.

>>> g = random_game("st-niklaus", players=5, seed=4, bot="heuristic")
>>> g.is_over, sum(g.outcome().payments)
(True, 0)
"""

from __future__ import annotations

import random
from functools import partial
from typing import Any, Callable, Sequence, overload

from .actions import Action, Bid, Call, Discard, GameType, Phase
from .cards import (
    DECK_78,
    Card,
    FIVE_POINT_MASK,
    POINTS,
    STRENGTH,
    SUIT_MASK,
    SUIT_OF,
    TROGGU_MASK,
    TRUMP_SUIT,
    cards_of_mask,
    mask_of,
)
from .deal import rng_below
from .exchange import layable_mask
from .state import Game, callable_mask
from .rulesets import Ruleset
from .tricks import NARR_BIT, TRUMP_MASK, led_suit, narr_forced, winner_position
from .views import SeatView, knows_ally
from ...kernel.bots import Bot, seat_kinds
from ...kernel.shuffle import check_seed

__all__ = ["Bot", "RandomBot", "HeuristicBot", "make_bot", "play_out", "random_game", "BOTS"]


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

    @overload
    def choose(self, view: SeatView) -> Action: ...

    @overload
    def choose(self, view: dict[str, Any], legal: Sequence[str], rng: random.Random) -> str: ...

    def choose(
        self, view: SeatView | dict[str, Any], legal: Sequence[str] | None = None, rng: random.Random | None = None
    ) -> Action | str:
        """A random legal action, drawn from the bot's own generator.

        Also the kernel's :class:`~troggu_core.kernel.bots.Bot` protocol: given the seat's view as JSON (what
        ``Game.view(seat)`` returns), the offered actions and a generator, it answers in notation, with the same
        draws from ``rng`` as from its own (``legal`` is not needed: the view holds the legal cards and bids,
        and the lay-away is drawn from the hand and the Tapp).
        """
        if isinstance(view, SeatView):
            return self._choose(view, self.rng)
        return str(self._choose(SeatView.from_json(view), self.rng if rng is None else rng))

    @staticmethod
    def _choose(view: SeatView, rng: random.Random) -> Action:
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
    """``want`` random cards of the mask ``pool``, 5-pointers excepted (:func:`~troggu_core.games.troggu.exchange.layable_mask`)."""
    free = cards_of_mask(layable_mask(pool))
    picked = []
    for _ in range(want):
        picked.append(free.pop(rng_below(rng, len(free))))
    return Discard(tuple(picked))


# ----- tables for the heuristic bot's hot path: one entry per card index -------------------
_N = len(DECK_78)
_IS_TRUMP = tuple(SUIT_OF[i] == TRUMP_SUIT for i in range(_N))
_TROGGU = [i for i in range(_N) if (TROGGU_MASK >> i) & 1]


def _beats(b: int) -> int:
    """The cards that take a trick from ``b`` when ``b`` is winning it, as a mask.

    Asked of :func:`~troggu_core.games.troggu.tricks.winner_position` itself (the rule lives there only):
    ``x`` beats ``b`` if it wins the trick ``[b, x]``. A winning card is a trump or of the led
    suit, so the answer does not depend on the card that was led; and as the winner of a trick
    is its highest card, scanning a trick with this table finds ``winner_position``'s winner.
    """
    m = 0
    for x in _TROGGU:
        if winner_position([b, x]) == 1:
            m |= 1 << x
    return m


_BEATS = tuple(_beats(b) if (TROGGU_MASK >> b) & 1 else 0 for b in range(_N))
_ALL = (1 << _N) - 1
_PLAIN = _ALL & ~TRUMP_MASK
_PLAIN_LOW = sum(1 << i for i in range(_N) if not _IS_TRUMP[i] and POINTS[i] <= 2)  # HeuristicBot._lead_index
_SAFE_WINNERS = _PLAIN | sum(1 << i for i in range(_N) if _IS_TRUMP[i] and STRENGTH[i] >= 18)
_NO_SMEAR = (1 << 0) | (1 << 20) | NARR_BIT  # the trump 5-pointers: never smeared
# Integer sort keys, in the same order as the tuples they stand for (strength <= 22 < 32, points <= 5 < 8).
_K_PTS_STR = tuple(POINTS[i] * 32 + STRENGTH[i] for i in range(_N))  # (points, strength)
_K_PTS_NEGSTR = tuple(POINTS[i] * 32 - STRENGTH[i] for i in range(_N))  # (points, -strength)
_K_TRUMP_STR = tuple(_IS_TRUMP[i] * 32 + STRENGTH[i] for i in range(_N))  # (is_trump, strength)
_K_WIN = tuple((STRENGTH[i] if _IS_TRUMP[i] else 0) * 8 + POINTS[i] for i in range(_N))  # (trump strength or 0, points)
_K_KEEP = tuple(POINTS[i] * 64 + _IS_TRUMP[i] * 32 + STRENGTH[i] for i in range(_N))  # (points, is_trump, strength)
_K_STR = STRENGTH
_K_NEG_PTS = tuple(-p for p in POINTS)
_TRUMP_DISCARD_VALUE = tuple(-10.0 + STRENGTH[i] / 10 if _IS_TRUMP[i] else None for i in range(_N))
# hand_strength: points, plus 2 per trump and 2 more per high trump (index 15 and up).
_HAND_WEIGHT = tuple(POINTS[i] + (2 if _IS_TRUMP[i] else 0) + (2 if _IS_TRUMP[i] and i >= 15 else 0) for i in range(_N))


def _argmin(mask: int, key: Sequence[int]) -> int:
    """The card of a (non-empty) mask with the lowest ``key``; the lowest index among equals.

    The choice of ``min(cards_of_mask(mask), key=...)``, without building the list.
    """
    low = mask & -mask
    best = low.bit_length() - 1
    best_key = key[best]
    mask ^= low
    while mask:
        low = mask & -mask
        i = low.bit_length() - 1
        k = key[i]
        if k < best_key:
            best, best_key = i, k
        mask ^= low
    return best


def _argmax(mask: int, key: Sequence[int]) -> int:
    """The card of a (non-empty) mask with the highest ``key``; the lowest index among equals (as ``max``)."""
    low = mask & -mask
    best = low.bit_length() - 1
    best_key = key[best]
    mask ^= low
    while mask:
        low = mask & -mask
        i = low.bit_length() - 1
        k = key[i]
        if k > best_key:
            best, best_key = i, k
        mask ^= low
    return best


class HeuristicBot:
    """A sensible player: bids by hand strength, keeps 5-pointers safe, smears to partners,
    tries to lose tricks in a misère, and plays schgüsieru now and then.

    It decides on bit masks and card indices (:meth:`play_index`); :func:`play_out` calls
    that directly with what the seat's :class:`~troggu_core.games.troggu.views.SeatView` would show, so
    a whole game costs no view objects. ``choose(view)`` gives the same actions.
    """

    def __init__(self, rng: random.Random | int | None = None, schgusieru_rate: float = 0.5) -> None:
        self.rng = rng if isinstance(rng, random.Random) else random.Random(rng)
        self.schgusieru_rate = schgusieru_rate

    # Strength thresholds from self-play (about the top quarter of hands wins as Tappist).
    NORMAL_AT = {3: 37.0, 4: 42.0, 5: 42.0, 6: 42.0, 7: 39.0, 8: 40.0}
    SOLO_AT = {3: 50.0, 4: 52.0, 5: 54.0, 6: 56.0, 7: 62.0, 8: 64.0}

    # ----- auction --------------------------------------------------------
    @staticmethod
    def hand_strength(hand_mask: int, tricks: int) -> float:
        """A rough strength: points held plus trump length, scaled to a 13-card hand.

        Points, plus 2 for every trump and 2 more for every trump from XVI up.
        """
        total = 0
        weight = _HAND_WEIGHT
        while hand_mask:
            low = hand_mask & -hand_mask
            total += weight[low.bit_length() - 1]
            hand_mask ^= low
        return total * 13.0 / max(tricks, 1)

    def choose_bid(self, view: SeatView) -> Bid:
        """Bid by strength: solo when very strong, normal when good enough, else pass."""
        return self._bid(view.hand_mask, view.tricks_total, view.players, view.legal_bids)

    def _bid(self, hand_mask: int, tricks_total: int, players: int, legal_bids: Sequence[Bid]) -> Bid:
        s = self.hand_strength(hand_mask, tricks_total)
        if s >= self.SOLO_AT.get(players, 56.0) and Bid.SOLO in legal_bids:
            return Bid.SOLO
        if s >= self.NORMAL_AT.get(players, 42) and Bid.NORMAL in legal_bids:
            return Bid.NORMAL
        return Bid.PASS

    # ----- call and discard -------------------------------------------------
    @staticmethod
    def choose_call(view: SeatView, callable_cards: Sequence[Card]) -> Call:
        """Call the highest callable trump not in the hand (XX by custom), else any card not held."""
        return HeuristicBot._call(view.hand_mask, callable_cards)

    @staticmethod
    def _call(hand_mask: int, callable_cards: Sequence[Card]) -> Call:
        for c in sorted(callable_cards, key=lambda c: (c.is_trump, c.strength), reverse=True):
            if not (hand_mask >> c.index) & 1:
                return Call(c)
        return Call(callable_cards[0])

    @staticmethod
    def choose_discard(view: SeatView) -> Discard:
        """Lay away safe points and short-suit cards; keep trumps."""
        pool, want = _discard_pool(view)
        return HeuristicBot._discard(pool, want)

    @staticmethod
    def _discard(pool: int, want: int) -> Discard:
        """``choose_discard`` from the pool of hand and Tapp (a mask) and the Tapp's size."""
        counts = [(pool & SUIT_MASK[s]).bit_count() for s in range(4)]
        # Value of laying a card away: points and short suits first, trumps last (higher ones later).
        keyed = []
        free = layable_mask(pool)
        while free:
            low = free & -free
            i = low.bit_length() - 1
            trump_value = _TRUMP_DISCARD_VALUE[i]
            value = POINTS[i] * 2 - counts[SUIT_OF[i]] if trump_value is None else trump_value
            keyed.append((value, -i))  # highest value first; among equals the lower index first
            free ^= low
        keyed.sort(reverse=True)
        return Discard(tuple(DECK_78[-k[1]] for k in keyed[:want]))

    # ----- play -------------------------------------------------------------
    def choose_play(self, view: SeatView) -> Card:
        """A sensible card for the current trick."""
        trick = [c for _, c in view.trick]
        seats = [s for s, _ in view.trick]
        index = self.play_index(
            view.hand_mask,
            view.legal_mask,
            trick,
            seats,
            view.seat,
            view.players,
            view.declarer,
            view.game_type is GameType.MISERE,
            view.team.__contains__,
        )
        return DECK_78[index]

    def play_index(
        self,
        hand: int,
        legal: int,
        trick: Sequence[int],
        seats: Sequence[int],
        seat: int,
        players: int,
        declarer: int | None,
        misere: bool,
        ally: Callable[[int], bool],
    ) -> int:
        """:meth:`choose_play` on bit masks and card indices: the index of the card to play.

        ``hand`` and ``legal`` are the seat's hand and legal cards (masks), ``trick`` and
        ``seats`` the cards (indices) and seats of the trick so far; ``ally(other)`` tells whether
        the seat knows ``other`` to be on its side (asked only when it matters).
        Ties between cards are broken by the lower index, as ``choose_play`` on the card list.
        """
        if not legal & (legal - 1):  # one legal card
            return legal.bit_length() - 1
        n_trick = len(trick)
        # Schgüsieru: the Narr would be forced; withhold it sometimes on a cheap trick.
        if n_trick and hand & NARR_BIT and legal & NARR_BIT:
            withheld = self._schgusieru_index(hand, legal, trick, misere)
            if withheld is not None:
                return withheld
        if not n_trick:
            return self._lead_index(legal, seat == declarer, misere)
        last = n_trick == players - 1
        # The winning card so far (winner_position) and the cards that would beat it.
        best = trick[0]
        best_pos = 0
        trick_pts = POINTS[best]
        for pos in range(1, n_trick):
            c = trick[pos]
            trick_pts += POINTS[c]
            if (_BEATS[best] >> c) & 1:
                best, best_pos = c, pos
        wins = legal & _BEATS[best]
        if misere:
            losers = legal & ~wins
            if losers:
                return _argmax(losers, _K_PTS_STR)
            return _argmin(legal, _K_NEG_PTS if last else _K_STR)
        if last or 18 <= best <= 21:  # a friend winning with XIX, XX, XXI or the Narr is safe
            best_seat = seats[best_pos]
            if best_seat != seat:
                if ally(best_seat):
                    # Smear points onto a safe friend, but never hand over the Narr or a trump 5-pointer.
                    smear = legal & ~_NO_SMEAR
                    if smear:
                        return _argmax(smear, _K_PTS_NEGSTR)
        if wins and (trick_pts >= 2 or last or wins & FIVE_POINT_MASK):
            safe = wins if last else wins & _SAFE_WINNERS
            return _argmin(safe or wins, _K_WIN)
        keep = legal & ~FIVE_POINT_MASK
        return _argmin(keep or legal, _K_KEEP)

    def _schgusieru_index(self, hand: int, legal: int, trick: Sequence[int], misere: bool) -> int | None:
        """Schgüsieru: when the Narr (held and legal) would be forced, the card to play instead, withholding it:
        always in a misère, else at ``schgusieru_rate`` on a trick of at most 3 points; None to play on."""
        if narr_forced(hand, led_suit(trick)):
            trick_pts = 0
            for c in trick:
                trick_pts += POINTS[c]
            if misere or trick_pts <= 3 and self.rng.random() < self.schgusieru_rate:
                return _argmin(legal & ~NARR_BIT, _K_PTS_STR)
        return None

    @staticmethod
    def _lead_index(legal: int, declaring: bool, misere: bool) -> int:
        if misere:
            return _argmin(legal, _K_TRUMP_STR)
        trumps = legal & TRUMP_MASK
        if declaring and trumps.bit_count() * 2 >= legal.bit_count():
            return _argmax(trumps, _K_STR)
        plain = legal & _PLAIN_LOW
        if plain:
            return _argmin(plain, _K_PTS_STR)
        return _argmin(legal, _K_PTS_STR)

    @overload
    def choose(self, view: SeatView) -> Action: ...

    @overload
    def choose(self, view: dict[str, Any], legal: Sequence[str], rng: random.Random) -> str: ...

    def choose(
        self, view: SeatView | dict[str, Any], legal: Sequence[str] | None = None, rng: random.Random | None = None
    ) -> Action | str:
        """The heuristic action for any phase (its few random choices from the bot's own generator).

        Also the kernel's :class:`~troggu_core.kernel.bots.Bot` protocol: given the seat's view as JSON (what
        ``Game.view(seat)`` returns), the offered actions and a generator, it answers in notation, drawing
        from ``rng`` what it would draw from its own.
        """
        if isinstance(view, SeatView):
            return self._choose(view)
        if rng is None or rng is self.rng:
            return str(self._choose(SeatView.from_json(view)))
        own, self.rng = self.rng, rng  # choose_play draws from self.rng: lend it the caller's for this choice
        try:
            return str(self._choose(SeatView.from_json(view)))
        finally:
            self.rng = own

    def _choose(self, view: SeatView) -> Action:
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


def play_out(game: Game, bots: Sequence[Any], until_seat: int | None = None) -> Game:
    """Let the bots play ``game`` to its end (or until it is ``until_seat``'s turn). Returns the game.

    The kernel's :func:`~troggu_core.kernel.bots.play_by_protocol` with each bot's own generator: every bot is asked
    through the one bot protocol (``choose(view, legal, rng)``), except that :class:`RandomBot` and
    :class:`HeuristicBot` choose on bit masks, with the same choices and draws.
    """
    while game.phase is not Phase.FINISHED:
        seat = game._to_move  # the slot itself: these loops run only while the round is open
        if seat == until_seat:
            break
        bot = bots[seat]
        if isinstance(bot, RandomBot):
            if game.phase is Phase.PLAY:
                _random_plays(game, bots, until_seat)
            else:
                game.push(_random_action(game, bot.rng))
        elif type(bot) is HeuristicBot:
            if game.phase is Phase.PLAY:
                _heuristic_plays(game, bots, until_seat)
            else:
                game.push(_heuristic_action(bot, game, seat))
        else:
            game.push(bot.choose(game.view(seat), game.legal_actions(), bot.rng))
    return game


def _heuristic_action(bot: HeuristicBot, game: Game, seat: int) -> Action:
    """``HeuristicBot.choose`` for a bid, call or discard, without building the seat's view.

    It reads only what the seat's view shows: its own hand, the number of tricks and
    players, the legal bids, the ruleset, and (as Tappist, in the exchange) the Tapp.
    """
    if game.phase is Phase.AUCTION:
        return bot._bid(game.hands[seat], game.tricks_total, game.players, game.legal_bids())
    if game.phase is Phase.CALL:
        return bot._call(game.hands[seat], cards_of_mask(callable_mask(game.ruleset)))
    assert game.declarer == seat
    return bot._discard(game.hands[seat] | game.tapp0, game.tapp0.bit_count())


def _heuristic_plays(game: Game, bots: Sequence[object], until_seat: int | None) -> None:
    """Heuristic bots play cards until another kind of bot, ``until_seat`` or the end is up.

    The same cards as ``HeuristicBot.choose(SeatView.of(game, seat))``: it hands
    :meth:`HeuristicBot.play_index` exactly what that view holds (the seat's hand and legal
    cards, the trick, the declarer, the kind of game, and whom the seat knows to be on its
    side: :func:`~troggu_core.games.troggu.views.knows_ally`, as ``SeatView.team``), without building the view.
    """
    legal_play_mask = game.legal_play_mask
    do_play = game._do_play
    hands = game.hands
    players = game.players
    declarer = game.declarer
    misere = game.game_type is GameType.MISERE
    allies = [partial(knows_ally, game, s) for s in range(players)]
    play = Phase.PLAY
    while game.phase is play:
        seat = game._to_move  # the slot itself: these loops run only while the round is open
        bot = bots[seat]
        if type(bot) is not HeuristicBot or seat == until_seat:
            return
        legal = legal_play_mask()
        if legal & (legal - 1):
            index = bot.play_index(
                hands[seat], legal, game.trick, game.trick_seats, seat, players, declarer, misere, allies[seat]
            )
        else:  # one legal card: play_index would return it at once
            index = legal.bit_length() - 1
        do_play(index)


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
    play = Phase.PLAY
    while game.phase is play:
        seat = game._to_move  # the slot itself: these loops run only while the round is open
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
        do_play((mask & -mask).bit_length() - 1)


def random_game(
    ruleset: Ruleset | str = "visp",
    players: int = 4,
    seed: int | random.Random | None = None,
    bot: str | Sequence[str] = "random",
    dealer: int = 0,
) -> Game:
    """Deal with ``seed`` and let bots play the whole round; returns the finished game.

    ``bot``: one name for every seat or one per seat (a list, or names joined by commas); ``random`` and
    ``heuristic`` draw from the deal's generator after the deal, as they always have, any other bot of the game
    (``strong``) from its own generator seeded from it. The deal is the same whatever the bots.

    Raises:
        NotationError: a seed that is not a whole number 0 or more (rule ``deal.shuffle-cut``).
    """
    rng = check_seed(seed, "deal.shuffle-cut")
    game = Game.new(ruleset, players, rng, dealer)
    kinds = seat_kinds(bot, players)
    if all(k in BOTS for k in kinds):
        return play_out(game, [make_bot(k, rng) for k in kinds])
    from . import GAME

    return play_out(game, [make_bot(k, rng) if k in BOTS else GAME.make_bot(k, rng.getrandbits(32)) for k in kinds])
