"""Bots for Troccas: uniform random, and a heuristic player that sees only ``state.view(seat)``.

The heuristic player:

* lays away (as Skatist) endangered figures: unguarded queens, knights and jacks, and five-pointers only in
  pairs as S9 demands (kings in long suits, the I when short of tarocks), then short-suit cards to make voids;
* leads a King the first time its suit is led, demanding its Jack; else a low card of its longest suit;
* when its partner's trick is safe, smears counters onto it (the Narr included, which saves it);
* wins a trick an opponent holds with the cheapest card that does, and follows cheaply when the trick is lost,
  giving the Narr rather than a figure.

>>> rec = random_record("surselva", 4, 3, bot="heuristic")
>>> rec == random_record("surselva", 4, 3, bot="heuristic")
True
"""

from __future__ import annotations

import random
from typing import Any, Sequence

from ...kernel.bots import seat_kinds
from ...kernel.codes import FOOL, suit_of
from ...kernel.shuffle import check_seed
from ...kernel.tricks import NO_SUIT, led_suit_of, winner_position
from .cards import FIVE_MASK, STRENGTH, VALUES, code, parse
from .rulesets import parse_ruleset
from .state import TroccasState
from .teams import resolve

__all__ = ["RandomBot", "HeuristicBot", "play_out", "random_record", "BOTS"]


def _valid_skat(cards: list[int], option: str) -> bool:
    n5 = sum(1 for c in cards if FIVE_MASK >> c & 1)
    return n5 == 0 if option == "none" else n5 != 1


class RandomBot:
    """A uniformly random legal action (seeded)."""

    def __init__(self, seed: Any = None) -> None:
        self.rng = check_seed(seed)

    def choose(self, view: dict[str, Any], legal: Sequence[str] | None = None, rng: random.Random | None = None) -> str:
        """A random legal action (the kernel's :class:`~troggu_core.kernel.bots.Bot` protocol; ``legal``
        defaults to the view's, ``rng`` to the bot's own generator)."""
        actions: list[str] = list(view["legal"] if legal is None else legal)
        draw = self.rng if rng is None else rng
        if view["phase"] == "discard":
            k = view["skat_size"]
            option = view["options"]["five_pointers_in_skat"]
            while True:
                pick = draw.sample(actions, k)
                if _valid_skat([parse(c) for c in pick], option):
                    return "discard " + " ".join(pick)
        return actions[draw.randrange(len(actions))]


class HeuristicBot:
    """A simple rule-of-thumb player (see the module docstring)."""

    def __init__(self, seed: Any = None) -> None:
        self.rng = check_seed(seed)

    # -- lay-away ---------------------------------------------------------------------------------------------
    def _discard(self, view: dict[str, Any]) -> str:
        hand = [parse(c) for c in view["hand"]]
        k = view["skat_size"]
        option = view["options"]["five_pointers_in_skat"]
        length = [0] * 5
        for c in hand:
            if c != FOOL:
                length[suit_of(c)] += 1
        held = set(hand)

        def five_danger(c: int) -> int:
            if c == 0:
                return 8 - length[4]  # the I is lost when short of tarocks
            if c < 21 or c == FOOL:
                return -99  # XXI never loses; the Narr is saved by the exchange
            return length[suit_of(c)] - 4  # a king in a long suit gets trumped

        chosen: list[int] = []
        if option == "pairs":
            fives = sorted(
                (c for c in hand if FIVE_MASK >> c & 1 and five_danger(c) > 0), key=lambda c: (-five_danger(c), c)
            )
            if len(fives) >= 2:
                chosen = fives[:2]

        def other_score(c: int) -> tuple[int, int]:
            s = suit_of(c)
            r = (c - 22) % 14
            ln = length[s]
            if r >= 10:  # J N Q: endangered unless the King guards it
                king = 22 + 14 * s + 13
                return ((10 if king not in held else 0) + VALUES[c] - ln, -c)
            return (-ln, -c)

        others = sorted((c for c in hand if c >= 22 and not FIVE_MASK >> c & 1), key=other_score, reverse=True)
        for c in others:
            if len(chosen) >= k:
                break
            chosen.append(c)
        if len(chosen) < k:  # practically never: fill with the lowest tarocks
            chosen += [c for c in sorted(hand) if c not in chosen and not FIVE_MASK >> c & 1][: k - len(chosen)]
        if not _valid_skat(chosen, option):
            chosen = [c for c in others if not FIVE_MASK >> c & 1][:k]
        return "discard " + " ".join(code(c) for c in chosen[:k])

    # -- play -------------------------------------------------------------------------------------------------
    def choose(self, view: dict[str, Any], legal: Sequence[str] | None = None, rng: random.Random | None = None) -> str:
        """The heuristic action (the kernel's :class:`~troggu_core.kernel.bots.Bot` protocol; ``legal``
        defaults to the view's; this bot draws nothing at random)."""
        legal = list(view["legal"] if legal is None else legal)
        if view["phase"] == "discard":
            return self._discard(view)
        if len(legal) == 1:
            return legal[0]
        demandable = {a[:-1] for a in legal if a.endswith("!")}
        cards = [parse(a) for a in legal if not a.endswith("!")]
        card = self._card(view, cards)
        c = code(card)
        return c + "!" if c in demandable else c

    def _card(self, view: dict[str, Any], cards: list[int]) -> int:
        seat = view["seat"]
        n = view["players"]
        party = view["teams"][view["party"]]
        trick = [parse(t["card"]) for t in view["trick"]]
        cheap = min(cards, key=lambda c: (VALUES[c] if c != FOOL else 1, c < 21, STRENGTH[c]))
        if not trick:
            return self._lead(view, cards)
        led = led_suit_of(trick)
        wpos = winner_position(trick, led, STRENGTH) if led != NO_SUIT else -1
        winning_seat = view["trick"][wpos]["seat"] if wpos >= 0 else -1
        last = len(trick) == n - 1
        value = sum(VALUES[c] for c in trick)
        if winning_seat >= 0 and winning_seat in party and winning_seat != seat:
            wc = trick[wpos]
            safe = (
                last
                or (wc < 21 and wc >= 17)
                or (wc >= 22 and (wc - 22) % 14 == 13 and led != 4 and view["tricks_done"] < 3)
            )
            if safe:
                smear = [c for c in cards if c != 20]
                if smear:
                    return max(smear, key=lambda c: (VALUES[c], -STRENGTH[c]))
            return self._low(cards)
        winners = []
        for c in cards:
            if c == FOOL:
                continue
            t2 = trick + [c]
            if winner_position(t2, led_suit_of(t2), STRENGTH) == len(trick):
                winners.append(c)
        if winners:
            best = min(winners, key=lambda c: (VALUES[c] if c not in (0, 20) else 3, STRENGTH[c]))
            if not last:
                sure = [c for c in winners if (c < 21 and c >= 18) or (c >= 22 and (c - 22) % 14 == 13)]
                if sure and value + VALUES[best] >= 3:
                    best = min(sure, key=lambda c: STRENGTH[c])
            if best != 0 or last:  # never risk the I before the last card
                return best
        if VALUES[cheap] >= 2 and FOOL in cards:
            return FOOL
        return self._low(cards)

    @staticmethod
    def _low(cards: list[int]) -> int:
        plain = [c for c in cards if c != FOOL] or cards
        return min(plain, key=lambda c: (VALUES[c], c < 21, STRENGTH[c]))

    def _lead(self, view: dict[str, Any], cards: list[int]) -> int:
        played = {parse(c) for c in view["played"]}
        kings = [c for c in cards if c >= 22 and (c - 22) % 14 == 13 and code(c) + "!" in view["legal"]]
        if kings:
            return kings[0]
        length = [0] * 5
        for c in cards:
            if c != FOOL:
                length[suit_of(c)] += 1
        suits = [s for s in range(4) if length[s]]
        if suits:
            s = max(suits, key=lambda s: (length[s], 22 + 14 * s + 13 in played))
            return min((c for c in cards if c >= 22 and suit_of(c) == s), key=lambda c: (VALUES[c], STRENGTH[c]))
        trumps = [c for c in cards if c < 21]
        if trumps:
            if 20 in trumps:
                return 20
            low = [c for c in trumps if c != 0]
            return min(low) if low else trumps[0]
        return cards[0]


BOTS: dict[str, type[RandomBot] | type[HeuristicBot]] = {"random": RandomBot, "heuristic": HeuristicBot}


def _bots(bot: str | Sequence[str], players: int, seed: Any) -> list[Any]:
    """One bot per seat by name (one name for every seat, or one per seat), each seeded from ``seed`` in turn."""
    names = seat_kinds(bot, players)
    base = check_seed(seed)
    bots: list[Any] = []
    for name in names:
        if name not in BOTS:
            from . import GAME

            bots.append(GAME.make_bot(name, base.getrandbits(32)))
            continue
        bots.append(BOTS[name](base.getrandbits(32)))
    return bots


def play_out(state: TroccasState, bots: Sequence[Any], until_seat: int | None = None) -> TroccasState:
    """Let the bots play the round to its end (or until it is ``until_seat``'s turn); returns the state.

    The kernel's :func:`~troggu_core.kernel.bots.play_by_protocol` with each bot's own generator, with a fast path: a
    :class:`RandomBot` plays its cards on masks, with the same draws as its ``choose``."""

    fast = [type(b) is RandomBot for b in bots]
    while not state.is_over:
        seat = state.to_move
        assert seat is not None
        if seat == until_seat:
            break
        if fast[seat] and state.phase == "play":
            # RandomBot.choose on masks: the legal list is the cards by index, then the demanding Kings
            mask = state.legal_play_mask()
            k = mask.bit_count()
            kings = state.demand_kings()
            r = bots[seat].rng.randrange(k + len(kings))
            if r >= k:
                state.play_index(kings[r - k], True)
                continue
            while r:
                mask &= mask - 1
                r -= 1
            state.play_index((mask & -mask).bit_length() - 1)
            continue
        bot = bots[seat]
        state.push(bot.choose(state.view(seat), state.legal_actions(), bot.rng))
    return state


def random_record(
    ruleset: Any = "surselva",
    players: int = 4,
    seed: Any = None,
    bot: str = "random",
    dealer: int = 0,
    bots: Sequence[str] | None = None,
) -> dict[str, Any]:
    """A complete record played by bots (``bots``: one name per seat, else ``bot`` for all); the same seed gives
    the same record, and the same cards whatever the bots."""
    rs = parse_ruleset(ruleset)
    rng = check_seed(seed)
    deal_seed = rng.getrandbits(32)
    bot_seed = rng.getrandbits(32)
    teams = draw = None
    if rs.seating == "as_drawn" and players in (4, 6):
        drawn = rng.sample(range(21), players)
        teams, draw = resolve(players, None, [code(c) for c in drawn], rs.seating)
    state = TroccasState.new(rs, players, deal_seed, dealer, teams=teams, draw=draw)
    return play_out(state, _bots(bots if bots is not None else bot, players, bot_seed)).record()


_ = random
