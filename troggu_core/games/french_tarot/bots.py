"""Bots for the French Tarot: :class:`RandomBot` (uniform legal actions) and :class:`HeuristicBot`.

Both see only ``state.view(seat)``. The heuristic bot bids by a hand-strength count (bouts, trumps, kings and
other honours, long suits), discards low suit cards to create voids (never kings or bouts), plays the Excuse
safely (when it would otherwise give points away, and before the last trick), saves the Petit (plays it when it
wins or when its side already wins the trick), and smears points onto its own side's winning trick.

>>> rec = random_record("fft", 3, 11, bot="heuristic")
>>> len(rec["plays"]) in (0, 72)
True
"""

from __future__ import annotations

import random
from typing import Any, Sequence

from ...kernel.bots import seat_kinds
from ...kernel.codes import FOOL, code_of, parse_code
from ...kernel.shuffle import check_seed
from ...kernel.tricks import NO_SUIT, indices_of, led_suit_of, winner_position
from .cards import HALF_VALUES, STRENGTH, sort_key
from .contracts import CONTRACTS, RANK
from .state import FrenchTarot

__all__ = ["RandomBot", "HeuristicBot", "random_record", "hand_strength", "BID_THRESHOLDS", "play_out"]

_IDX: dict[str, int] = {code_of(i): i for i in range(78)}


def _idx(code: str) -> int:
    i = _IDX.get(code)
    return parse_code(code) if i is None else i


def _suit(c: int) -> int:
    return 4 if c < 21 else (5 if c == FOOL else (c - 22) // 14)


class RandomBot:
    """A uniformly random legal action (a random legal écart in the discard phase)."""

    def __init__(self, seed: Any = None) -> None:
        self.rng = check_seed(seed) if not isinstance(seed, random.Random) else seed

    def choose(self, view: dict[str, Any], legal: Sequence[str] | None = None, rng: random.Random | None = None) -> str:
        """A random legal action (the kernel's :class:`~troggu_core.kernel.bots.Bot` protocol; ``legal``
        defaults to the view's, ``rng`` to the bot's own generator)."""
        actions: list[str] = list(view["legal"] if legal is None else legal)
        draw = self.rng if rng is None else rng
        if view["phase"] == "discard":
            cards = [_idx(c) for c in actions]
            plain = [c for c in cards if c >= 21]
            trumps = [c for c in cards if c < 21]
            if view["options"]["discard_trumps"] == "if_unavoidable" and trumps:
                pick = plain + draw.sample(trumps, 6 - len(plain))
            else:
                pick = draw.sample(cards, 6)
            return "discard " + " ".join(code_of(c) for c in pick)
        return actions[draw.randrange(len(actions))]


def hand_strength(hand: list[int]) -> int:
    """The bidding count: XXI 10, Excuse 8, Petit 8 (5 with fewer than 8 trumps), 2 a trump and 1 more from XVI,
    king 6 (+2 with its queen), queen 3, knight 2, jack 1, 2 for each card beyond 5 in a plain suit."""
    trumps = [c for c in hand if c < 21]
    pts = 0
    if 20 in hand:
        pts += 10
    if FOOL in hand:
        pts += 8
    if 0 in hand:
        pts += 8 if len(trumps) >= 8 else 5
    pts += 2 * len(trumps) + sum(1 for t in trumps if t >= 15)
    for s in range(4):
        base = 22 + 14 * s
        suit = [c for c in hand if base <= c < base + 14]
        if base + 13 in suit:
            pts += 6 + (2 if base + 12 in suit else 0)
        pts += 3 * (base + 12 in suit) + 2 * (base + 11 in suit) + (base + 10 in suit)
        pts += 2 * max(0, len(suit) - 5)
    return pts


BID_THRESHOLDS = (("garde_contre", 72), ("garde_sans", 63), ("garde", 55), ("prise", 47))
"""The lowest count for each contract (highest first)."""


class HeuristicBot:
    """A simple player that sees only its own view."""

    def __init__(self, seed: Any = None) -> None:
        self.rng = check_seed(seed) if not isinstance(seed, random.Random) else seed

    def choose(self, view: dict[str, Any], legal: Sequence[str] | None = None, rng: random.Random | None = None) -> str:
        """The heuristic action (the kernel's :class:`~troggu_core.kernel.bots.Bot` protocol; ``legal``
        defaults to the view's; this bot draws nothing at random)."""
        if legal is not None and list(legal) != view["legal"]:
            view = {**view, "legal": list(legal)}
        legal = list(view["legal"])
        phase = view["phase"]
        if phase == "auction":
            return self._bid(view)
        if phase == "discard":
            return self._discard(view)
        if phase == "chelem":
            return "no_chelem"
        if phase == "poignee":
            # the taker shows his largest poignée (its bonus goes to the winners); defenders keep theirs hidden
            return legal[-2] if view["bidder"] == view["seat"] and len(legal) > 1 else "no_poignee"
        if len(legal) == 1:
            return legal[0]
        return code_of(self._play(view))

    # --- auction and écart ----------------------------------------------------------------------------
    def _bid(self, view: dict[str, Any]) -> str:
        hand = [_idx(c) for c in view["hand"]]
        pts = hand_strength(hand)
        for name, need in BID_THRESHOLDS:
            if pts >= need and name in view["legal"]:
                return name
        return "pass"

    def _discard(self, view: dict[str, Any]) -> str:
        hand = [_idx(c) for c in view["hand"]]
        legal = [_idx(c) for c in view["legal"]]
        kings = {(c - 22) // 14 for c in hand if c >= 22 and (c - 22) % 14 == 13}
        length = [sum(1 for c in hand if c >= 22 and (c - 22) // 14 == s) for s in range(4)]
        plain = [c for c in legal if c >= 22]
        trumps = sorted(c for c in legal if c < 21)
        # short suits without a king first (voids), their high cards first; then low cards of kept suits
        plain.sort(key=lambda c: ((c - 22) // 14 in kings, length[(c - 22) // 14], -HALF_VALUES[c], c))
        pick = plain[:6]
        pick += trumps[: 6 - len(pick)]
        return "discard " + " ".join(code_of(c) for c in pick)

    # --- play -------------------------------------------------------------------------------------------
    def _play(self, view: dict[str, Any]) -> int:
        return self.play_card(
            view["seat"],
            view["bidder"],
            [_idx(c) for c in view["legal"]],
            [_idx(c) for c in view["hand"]],
            [(t["seat"], _idx(t["card"])) for t in view["trick"]],
            {_idx(c) for c in view["played"]},
        )

    def play_card(
        self, seat: int, taker: int, legal: list[int], hand: list[int], trick: list[tuple[int, int]], played: set[int]
    ) -> int:
        """The card to play (an index) from what the view says, read as indices: the seat, the taker, the legal
        cards in the view's order, the hand, the trick as (seat, card) and the cards played (:func:`play_out` calls
        it without building a view)."""
        cards = [c for _, c in trick]
        me_taker = seat == taker

        def friend(s: int) -> bool:
            return s == seat or (s != taker and not me_taker)

        # the Excuse: never keep it to the last trick; use it to save points when losing
        if FOOL in legal:
            if len(hand) <= 2:
                return FOOL
            others = [c for c in legal if c != FOOL]
            if trick and all(HALF_VALUES[c] >= 5 for c in others):
                w = self._winner(trick)
                if not friend(w) or len(trick) < 2:
                    return FOOL
            legal = others
        if not trick:
            return self._lead(legal, hand, played, me_taker)
        led = led_suit_of(cards)
        w_seat = self._winner(trick)
        w_card = cards[[s for s, _ in trick].index(w_seat)]
        last = len(trick) == 2
        winners = [c for c in legal if self._beats(c, w_card, led)]
        if last:
            if friend(w_seat):
                return self._smear(legal)
            if winners:
                if 0 in winners:
                    return 0
                return min(winners, key=lambda c: STRENGTH[c] if c >= 21 else 200 + c)
            return self._cheapest(legal)
        # second to play: win with a master card, else play cheap
        unseen = self._unseen(hand, played, cards)
        sure = [c for c in winners if self._master(c, unseen, led)]
        if sure:
            return min(sure, key=lambda c: (c < 21, STRENGTH[c]))
        if friend(w_seat) and self._master(w_card, unseen, led):
            return self._smear(legal)
        return self._cheapest(legal)

    def _winner(self, trick: list[tuple[int, int]]) -> int:
        cards = [c for _, c in trick]
        pos = winner_position(cards, led_suit_of(cards), STRENGTH)
        return trick[pos][0] if pos >= 0 else trick[0][0]

    @staticmethod
    def _beats(c: int, best: int, led: int) -> bool:
        if c == FOOL:
            return False
        if best == FOOL:
            return True
        if c < 21:
            return best >= 21 or c > best
        if best < 21:
            return False
        return _suit(c) == (led if led != NO_SUIT else _suit(best)) and STRENGTH[c] > STRENGTH[best]

    @staticmethod
    def _unseen(hand: list[int], played: set[int], cards: list[int]) -> set[int]:
        known = set(hand) | played | set(cards)
        return {c for c in range(78) if c not in known}

    @staticmethod
    def _master(c: int, unseen: set[int], led: int) -> bool:
        """No unseen card beats ``c`` (a plain-suit card also needs the suit's trumps not to threaten much)."""
        if c < 21:
            return not any(u < 21 and u > c for u in unseen)
        s = _suit(c)
        return not any(_suit(u) == s and STRENGTH[u] > STRENGTH[c] for u in unseen)

    @staticmethod
    def _smear(legal: list[int]) -> int:
        plain = [c for c in legal if c >= 22]
        if plain:
            return max(plain, key=lambda c: (HALF_VALUES[c], c))
        if 0 in legal:
            return 0  # the Petit is safe on a trick the side already wins
        return min(legal, key=lambda c: (c == 20, c))

    @staticmethod
    def _cheapest(legal: list[int]) -> int:
        def key(c: int) -> tuple[int, int, int]:
            if c < 21:
                return (HALF_VALUES[c] + (20 if c == 0 else 0), 1, c)
            return (HALF_VALUES[c], 0, c)

        return min(legal, key=key)

    def _lead(self, legal: list[int], hand: list[int], played: set[int], me_taker: bool) -> int:
        unseen = self._unseen(hand, played, [])
        my_trumps = [c for c in hand if c < 21]
        out_trumps = [c for c in unseen if c < 21]
        if me_taker and my_trumps and out_trumps and len(my_trumps) >= len(out_trumps):
            top = max(my_trumps)
            if top > max(out_trumps):
                return top
            low = [c for c in my_trumps if c != 0]
            if low:
                return min(low)
        suit_played = [sum(1 for c in played if c >= 22 and (c - 22) // 14 == s) for s in range(4)]
        kings = [c for c in legal if c >= 22 and (c - 22) % 14 == 13 and suit_played[(c - 22) // 14] < 4]
        if kings:
            return kings[0]
        plain = [c for c in legal if c >= 22]
        if plain:
            length = [sum(1 for c in hand if c >= 22 and (c - 22) // 14 == s) for s in range(4)]
            return min(plain, key=lambda c: (-length[(c - 22) // 14], HALF_VALUES[c], c))
        return self._cheapest(legal)


def _bot(kind: str, rng: random.Random) -> Any:
    if kind == "heuristic":
        return HeuristicBot(random.Random(rng.getrandbits(32)))
    if kind == "random":
        return RandomBot(random.Random(rng.getrandbits(32)))
    from . import GAME

    return GAME.make_bot(kind, rng.getrandbits(32))


def play_out(
    game: FrenchTarot, bots: Sequence[Any], until_seat: int | None = None, fast_heuristic: bool = True
) -> FrenchTarot:
    """Let the bots play the round to its end (or until it is ``until_seat``'s turn); returns the game.

    The kernel's :func:`~troggu_core.kernel.bots.play_by_protocol` with each bot's own generator, with fast paths in
    the play phase: a :class:`RandomBot` chooses on masks -- the legal list is the legal cards by index, so
    ``randrange`` over their count picks the same card as :meth:`RandomBot.choose`, without a view; a
    :class:`HeuristicBot` (with ``fast_heuristic``) gets the view's facts as indices (:func:`_heuristic_card`) and
    makes the same choice as :meth:`HeuristicBot.choose` on the view (it draws nothing at random), without a view
    built and read per card (issue 32: the bid hint's estimate plays hundreds of rounds).
    """

    fast = [type(b) is RandomBot for b in bots]
    sure = [fast_heuristic and type(b) is HeuristicBot for b in bots]
    while not game.is_over:
        seat = game.to_move
        assert seat is not None
        if seat == until_seat:
            break
        if fast[seat] and game._phase == "play":
            mask = game.legal_play_mask()
            r = bots[seat].rng.randrange(mask.bit_count())
            while r:
                mask &= mask - 1
                r -= 1
            game.play_index((mask & -mask).bit_length() - 1)
            continue
        if sure[seat] and game._phase == "play":
            game.play_index(_heuristic_card(bots[seat], game, seat))
            continue
        bot = bots[seat]
        game.push(bot.choose(game.view(seat), game.legal_actions(), bot.rng))
    return game


def _heuristic_card(bot: HeuristicBot, game: FrenchTarot, seat: int) -> int:
    """:meth:`HeuristicBot.choose` in the play phase, read from the game instead of its view: the offered cards
    ascending by index (as ``legal_actions`` lists them), one card played as it is."""
    mask = game.legal_play_mask()
    if mask & (mask - 1) == 0:
        return mask.bit_length() - 1
    trick = [((game.leader + i) % 3, c) for i, c in enumerate(game.trick)]
    taker = game.taker
    assert taker is not None
    return bot.play_card(seat, taker, indices_of(mask), indices_of(game.hands[seat]), trick, set(game.plays))


def random_record(
    ruleset: Any = "fft",
    players: int = 3,
    seed: Any = None,
    bot: str = "random",
    dealer: int = 0,
    bots: Sequence[str] | None = None,
) -> dict[str, Any]:
    """A complete record played by bots (``random`` or ``heuristic``); the same seed gives the same record.
    A deal with a petit sec gives the record of that void round."""
    rng = check_seed(seed)
    game = FrenchTarot.new(ruleset, players, random.Random(rng.getrandbits(64)), dealer)
    kinds = seat_kinds(bots if bots is not None else bot, 3)
    rec = play_out(game, [_bot(k, rng) for k in kinds]).record()
    rec["bot"] = bot if bots is None else ",".join(kinds)
    if isinstance(seed, int):
        rec["seed"] = seed
    return rec


_ = (CONTRACTS, RANK, sort_key)
