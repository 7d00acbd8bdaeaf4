"""Bots: :class:`RandomBot` (a uniform random legal action) and :class:`HeuristicBot` (plays from its own view).

Both see only ``state.view(seat)``. ``choose(view)`` returns the action of the seat to move; ``special(view)``
returns an out-of-turn action (a Dummett announcement, the Danish excuse demand) or None, asked of every seat
before the first card of each trick. :func:`random_record` plays a whole deal and returns its record.

>>> rec = random_record("danish", 3, seed=5, bot="heuristic")
>>> len(rec["plays"]), rec == random_record("danish", 3, seed=5, bot="heuristic")
(75, True)
"""

from __future__ import annotations

import random
from typing import Any, Sequence

from ...kernel.bots import seat_kinds
from ...kernel.codes import FOOL
from .cards import (
    KING_MASK,
    PAGAT,
    STRENGTH,
    SUIT_LETTERS,
    SUIT_MASKS,
    TRUMP_MASK,
    VALUES,
    code_of,
    indices_of,
    mask_of,
    parse,
    parse_fast,
    popcount,
)
from .cards import _FAST
from .discard import legal_discards
from .state import GrosstarockState, new

__all__ = ["RandomBot", "HeuristicBot", "random_record", "play_out"]

_FOOL_BIT = 1 << FOOL


def _mask(codes: Sequence[str]) -> int:
    """The bit mask of a view's card codes (a dict look-up per canonical code, as the view writes them: the
    bots read a view on every card of every sampled round, issue 32's lay-away hint)."""
    mask = 0
    fast = _FAST
    for c in codes:
        i = fast.get(c)
        mask |= 1 << (parse(c) if i is None else i)
    return mask


class RandomBot:
    """A uniform random legal action (a uniform random legal discard), seeded."""

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: dict[str, Any], legal: Sequence[str] | None = None, rng: random.Random | None = None) -> str:
        """The action for the seat to move (the kernel's :class:`~troggu_core.kernel.bots.Bot` protocol;
        ``legal`` defaults to the view's, ``rng`` to the bot's own generator)."""
        draw = self.rng if rng is None else rng
        if view["phase"] == "discard":
            triples = legal_discards(view["ruleset"], _mask(view["hand"]))
            a, b, c = triples[draw.randrange(len(triples))]
            return f"discard {code_of(a)} {code_of(b)} {code_of(c)}"
        actions: list[str] = list(view["legal"] if legal is None else legal)
        return str(actions[draw.randrange(len(actions))])

    def special(self, view: dict[str, Any]) -> str | None:
        """Random bots make no out-of-turn announcements or demands."""
        return None


class HeuristicBot:
    """Discards safely, brings kings home when the suit is safe, keeps the Pagat for the ultimo when strong in
    taroks, and gets rid of the excuse before its deadline."""

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    # -- discard
    def _discard(self, view: dict[str, Any], rng: random.Random) -> str:
        hand = _mask(view["hand"])
        best: tuple[float, tuple[int, int, int]] | None = None
        for triple in legal_discards(view["ruleset"], hand):
            x = mask_of(list(triple))
            rest = hand & ~x
            voids = sum(1 for s in range(4) if hand & SUIT_MASKS[s] and not rest & SUIT_MASKS[s])
            # a counter (queen, knight, jack) left alone in a short suit is at risk; discarding it secures it
            at_risk = 0
            for s in range(4):
                left = rest & SUIT_MASKS[s]
                if left and not left & KING_MASK and popcount(left) <= 2:
                    at_risk += sum(VALUES[c] - 1 for c in indices_of(left))
            score: float = 8 * voids + sum(VALUES[c] for c in triple) - 2 * at_risk - 3 * popcount(x & TRUMP_MASK)
            score += rng.random() * 0.01
            if best is None or score > best[0]:
                best = (score, triple)
        assert best is not None
        a, b, c = best[1]
        return f"discard {code_of(a)} {code_of(b)} {code_of(c)}"

    # -- out of turn
    def special(self, view: dict[str, Any]) -> str | None:
        """Demand the Scies for trick 23 when an opponent surely holds it (danish)."""
        if view.get("may_demand") and view["tricks_done"] == 22:  # before trick 23
            seat = view["seat"]
            return f"demand {seat}"
        return None

    # -- play
    def choose(self, view: dict[str, Any], legal: Sequence[str] | None = None, rng: random.Random | None = None) -> str:
        """The action for the seat to move (the kernel's :class:`~troggu_core.kernel.bots.Bot` protocol;
        ``legal`` defaults to the view's, ``rng`` to the bot's own generator)."""
        if view["phase"] == "discard":
            return self._discard(view, self.rng if rng is None else rng)
        legal = list(view["legal"] if legal is None else legal)
        cards = [a for a in legal if not a.startswith(("announce", "demand"))]
        if len(cards) == 1:
            return cards[0]
        strength = STRENGTH[view["options"]["suit_order"]]
        hand = _mask(view["hand"])
        played = _mask(view["played"])
        t = view["tricks_done"] + 1  # the current trick's number (the card play: at most 25)
        rs = view["ruleset"]
        n_taroks = popcount(hand & TRUMP_MASK) + (1 if hand & _FOOL_BIT else 0)
        keep_pagat = n_taroks >= 9 and t < 25
        fool_last = view["deadline"] - 1 if rs == "1754" else {"dummett": 22, "danish": 23}[rs]
        idx = {a: parse_fast(a.split(":")[0]) for a in cards}
        # get rid of the excuse before its deadline
        fool_actions = [a for a in cards if a.startswith("Narr")]
        if fool_actions and t >= fool_last - 1:
            return self._designate(fool_actions, hand)
        trick = view["trick"]
        # danish: a king kept to the last trick and lost there costs 40 and the king pot; shed it late instead
        shed_kings = rs == "danish" and t >= 19
        if not trick:
            if shed_kings:
                kings = [a for a in cards if (KING_MASK >> idx[a]) & 1]
                if kings:
                    return kings[0]
            return self._lead(cards, idx, hand, played, strength, keep_pagat, t)
        return self._follow(view, cards, idx, strength, keep_pagat, t, shed_kings)

    def _designate(self, fool_actions: list[str], hand: int) -> str:
        if len(fool_actions) == 1:
            return fool_actions[0]
        # designate the suit we hold least of (opponents likely follow, so it does not lapse)
        return min(fool_actions, key=lambda a: (popcount(hand & SUIT_MASKS[SUIT_LETTERS.index(a[-1])]), a))

    def _lead(
        self,
        cards: list[str],
        idx: dict[str, int],
        hand: int,
        played: int,
        strength: Sequence[int],
        keep_pagat: bool,
        t: int,
    ) -> str:
        plain = [a for a in cards if not a.startswith("Narr") and (idx[a] != PAGAT or not keep_pagat or t == 25)]
        if not plain:
            return cards[0]
        # a king whose suit is still safe: few cards of it gone, so both opponents probably follow
        for a in plain:
            c = idx[a]
            if (KING_MASK >> c) & 1:
                s = (c - 22) // 14
                if popcount((played | hand) & SUIT_MASKS[s]) <= 7:
                    return a
        taroks = [a for a in plain if idx[a] < 21]
        if popcount(hand & TRUMP_MASK) >= 9 and taroks:
            high = max(taroks, key=lambda a: idx[a])
            if idx[high] >= 15:
                return high

        # otherwise a low empty of the shortest suit
        def key(a: str) -> tuple[int, int, int]:
            c = idx[a]
            if c < 21:
                return (2, VALUES[c], c)
            s = (c - 22) // 14
            return (VALUES[c], popcount(hand & SUIT_MASKS[s]), strength[c])

        return min(plain, key=key)

    def _follow(
        self,
        view: dict[str, Any],
        cards: list[str],
        idx: dict[str, int],
        strength: Sequence[int],
        keep_pagat: bool,
        t: int,
        shed_kings: bool = False,
    ) -> str:
        led = view["led"]
        led_suit = -1 if led is None else (4 if led == "T" else SUIT_LETTERS.index(led))

        def rank(c: int, lead: int) -> int:
            if c < 21:
                return 1000 + c
            if c != FOOL and (c - 22) // 14 == lead:
                return strength[c]
            return -1

        trick_cards = [parse(x["card"]) for x in view["trick"]]
        best = max((rank(c, led_suit) for c in trick_cards), default=-1)
        last_to_play = len(trick_cards) == 2
        at_stake = sum(VALUES[c] for c in trick_cards)
        options = [a for a in cards if not a.startswith("Narr")]
        fool = [a for a in cards if a.startswith("Narr")]

        def my_rank(a: str) -> int:
            c = idx[a]
            lead = led_suit if led_suit >= 0 else (4 if c < 21 else (c - 22) // 14)
            return rank(c, lead)

        winners = [a for a in options if my_rank(a) > best]
        safe_winners = [a for a in winners if last_to_play or my_rank(a) >= 1000 + 17 or idx[a] >= 21]
        # the Pagat: only when it surely wins (last to play), or in the last trick
        if keep_pagat:
            safe_winners = [a for a in safe_winners if idx[a] != PAGAT]
        if safe_winners and (at_stake > 2 or last_to_play):
            # win as cheaply as possible, but a king or the Pagat winning is worth it
            counters = [a for a in safe_winners if VALUES[idx[a]] == 5]
            if counters and last_to_play:
                return counters[0]
            return min(safe_winners, key=lambda a: (my_rank(a), VALUES[idx[a]]))
        if shed_kings:
            kings = [a for a in options if (KING_MASK >> idx[a]) & 1]
            if kings:
                return kings[0]
        # losing: the excuse saves a counter, otherwise the cheapest card
        losers = [a for a in options if not (keep_pagat and idx[a] == PAGAT)] or options
        cheapest = min(losers, key=lambda a: (VALUES[idx[a]] if idx[a] != PAGAT else 9, my_rank(a))) if losers else None
        if fool and (cheapest is None or VALUES[idx[cheapest]] > 1 or t >= 18):
            return fool[0]
        if cheapest is None:
            return cards[0]
        return cheapest


def _make_bot(kind: str, seed: int) -> Any:
    if kind == "random":
        return RandomBot(seed)
    if kind == "heuristic":
        return HeuristicBot(seed)
    from . import GAME

    return GAME.make_bot(kind, seed)


def _random_play(state: GrosstarockState, rng: random.Random) -> None:
    """What :meth:`RandomBot.choose` does in the play phase, on masks: the same draw, the same action.

    The legal list is the special actions (before a trick), the four designated Scies leads (danish) and the
    cards by index; ``randrange`` over its length picks the action, which is pushed without building the list.
    """
    mask = state.legal_play_mask()
    if state.trick:
        r = rng.randrange(mask.bit_count())
    else:
        specials = state.special_actions(state.leader)
        designate = 4 if mask & _FOOL_BIT and state.rs == "danish" else 0
        if designate:
            mask ^= _FOOL_BIT
        r = rng.randrange(len(specials) + designate + mask.bit_count())
        if r < len(specials):
            state.push(specials[r])
            return
        r -= len(specials)
        if r < designate:
            state.play_index(FOOL, r)
            return
        r -= designate
    while r:
        mask &= mask - 1
        r -= 1
    state.play_index((mask & -mask).bit_length() - 1)


def play_out(state: GrosstarockState, bots: Sequence[Any], until_seat: int | None = None) -> GrosstarockState:
    """Let the bots play the deal to its end (or until it is ``until_seat``'s turn); returns the state.

    The kernel's :func:`~troggu_core.kernel.bots.play_by_protocol` with each bot's own generator, with two additions of
    the game's: a bot that can declare out of turn (``special(view)``) is asked at each trick start, and a
    :class:`RandomBot` in the play phase takes the mask path (:func:`_random_play`): the same choices, no views.
    """

    asked = -1
    fast = [type(b) is RandomBot for b in bots]
    while not state.is_over:
        seat = state.to_move
        assert seat is not None
        if seat == until_seat:
            break
        if state.discarded is None:
            bot = bots[seat]
            state.push(bot.choose(state.view(seat), state.legal_actions(), bot.rng))
            continue
        if not state.trick and state.rs != "1754" and asked != len(state.winners):
            asked = len(state.winners)
            for s in range(3):
                if fast[s] or not hasattr(bots[s], "special") or not state.special_actions(s):
                    continue  # a RandomBot makes no out-of-turn action; nobody may make one now
                act = bots[s].special(state.view(s))
                if act is not None:
                    state.push(act)
            continue
        if fast[seat]:
            _random_play(state, bots[seat].rng)
        else:
            bot = bots[seat]
            state.push(bot.choose(state.view(seat), state.legal_actions(), bot.rng))
    return state


def random_record(
    ruleset: Any = "1754",
    players: int = 3,
    seed: int | None = 0,
    bot: str | Sequence[str] = "random",
    dealer: int = 0,
    bots: Sequence[str] | None = None,
) -> dict[str, Any]:
    """A complete record played by bots (``bot``: one name, or one per seat; ``bots``: one per seat); seeded, and
    the same cards whatever the bots."""
    base = 0 if seed is None else seed
    state = new(ruleset, players, seed, dealer)
    kinds = seat_kinds(bots if bots is not None else bot, 3)
    seated = [_make_bot(kinds[s], base * 3 + s + 1) for s in range(3)]
    return play_out(state, seated).record()
