"""The exact card-play solver of every game: alpha-beta over bit masks, with equivalent cards and a table.

A game describes its card play once, as :class:`TrickRules` (who may play what, who wins a trick, what each
card counts); a :class:`PlayPosition` is one moment of the play with every hand known. :func:`solve` gives the
points the side of the seat to move takes from here on when everybody plays perfectly, :func:`move_values`
the same for each card that seat may play. No game's search is copied: the games only supply the rules.

**Counting.** Every card carries a whole-number value in units of ``1/scale`` point such that a side's pile
counts exactly what the game counts when the pile's size is a multiple of the game's group: counting in groups
of k (:mod:`.counting`) takes k-1 off every k cards, so a card of face f is worth ``k*f - (k-1)`` k-ths
(Troggu k=1, the French Tarot k=2 on half points, Großtarock k=3, Troccas k=4); a short last group makes the
count differ by less than one point. The fool, where it does not win its trick (an excuse; Troggu's withheld
Narr), counts for the side that played it; the low card given in exchange is not modelled.

**Objective.** Side 0 is the side of the seat to move at the root (``sides`` numbers every seat's side 0/1);
the value is side 0's points from the remaining tricks (the cards of the trick in progress included).
``goal=-1`` (a misère: the fewest points) makes side 0 minimise them while side 1 maximises them.

>>> from .tricks import mask_of
>>> from .codes import CODES, parse_code as p
>>> rules = excuse_rules(2, values=tuple([1] * 78))
>>> hands = (mask_of([p("RK"), p("R2")]), mask_of([p("RQ"), p("B3")]))
>>> pos = PlayPosition(rules, hands, (), leader=0, sides=(0, 1))
>>> solve(pos)  # the King wins the Queen, then R2 takes the B3: all four cards
4
>>> sorted((CODES[c], v) for c, v in move_values(pos).items())
[('R2', 0), ('RK', 4)]
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Sequence

from .codes import FOOL, TRUMP, suit_of
from .deck import strength_table
from .tricks import NO_SUIT, SUIT_MASKS, TRUMP_MASK, overtrump_mask, trump_in

__all__ = [
    "TrickRules",
    "PlayPosition",
    "Solver",
    "solve",
    "move_values",
    "excuse_rules",
    "group_values",
    "play_card",
    "trick_gain",
    "INF",
]

INF = 1 << 30

LegalFn = Callable[[int, Sequence[int], int, int], int]
"""``legal(hand, trick, seat, extra)``: the cards of ``hand`` the seat may play to ``trick`` (a list of cards)."""
WinnerFn = Callable[[Sequence[int], int, int], int]
"""``winner(trick, leader, extra)``: the position in the full trick of the card that wins it."""
AdvanceFn = Callable[[int, int, int, Sequence[int], int], int]
"""``advance(extra, seat, hand, trick_before, card)``: the game's small extra state after a card is played."""


@dataclass(frozen=True)
class TrickRules:
    """One game's card play: players, the legal cards, the trick winner, the values, the cards' order.

    ``extra`` is a small whole number a game may keep beside hands and trick (Troggu: the seat that withheld its
    Narr, or -1); ``advance`` updates it after each card. ``rank`` orders the cards of one ``group`` (a suit, the
    trumps) by trick-taking strength: two cards of one group with no live card between them and equal values are
    equivalent (the solver tries one of them). The fool is in a group of its own.
    """

    players: int
    values: tuple[int, ...]
    legal: LegalFn
    winner: WinnerFn
    scale: int = 1
    advance: AdvanceFn | None = None
    rank: tuple[int, ...] = field(default_factory=lambda: strength_table(()))
    group: tuple[int, ...] = field(default_factory=lambda: tuple(suit_of(c) for c in range(78)))
    fool_home: bool = True
    """The fool, when it does not win its trick, counts for the side that played it."""
    advance_when: int = (1 << 78) - 1
    """The cards without which in hand ``advance`` leaves the extra state as it is (Troggu: the Narr): the solver
    calls ``advance`` only for a seat holding one of them."""

    def __post_init__(self) -> None:
        runs: dict[int, list[int]] = {}
        for c in range(78):
            if c != FOOL:
                runs.setdefault(self.group[c], []).append(c)
        ordered = tuple(tuple(sorted(cs, key=lambda c: self.rank[c])) for _, cs in sorted(runs.items()))
        object.__setattr__(self, "_runs", ordered)

    def runs(self) -> tuple[tuple[int, ...], ...]:
        """The cards of each group, weakest first (the fool in none)."""
        return self._runs  # type: ignore[attr-defined, no-any-return]


@dataclass(frozen=True)
class PlayPosition:
    """One moment of the card play with every hand known: hands as bit masks, the trick so far, its leader."""

    rules: TrickRules
    hands: tuple[int, ...]
    trick: tuple[int, ...]
    leader: int
    sides: tuple[int, ...]
    extra: int = -1
    goal: int = 1

    @property
    def to_move(self) -> int:
        """The seat to play."""
        return (self.leader + len(self.trick)) % self.rules.players

    def legal_mask(self) -> int:
        """The cards the seat to move may play."""
        seat = self.to_move
        return self.rules.legal(self.hands[seat], list(self.trick), seat, self.extra)

    def tricks_left(self) -> int:
        """The tricks still to be finished, the one in progress included."""
        return max(h.bit_count() for h in self.hands) if any(self.hands) else 0

    def total(self) -> int:
        """The value of every card still in play (hands and trick), in units of ``1/scale``."""
        v = self.rules.values
        total = sum(v[c] for c in self.trick)
        for h in self.hands:
            while h:
                low = h & -h
                total += v[low.bit_length() - 1]
                h ^= low
        return total


def play_card(pos: PlayPosition, card: int) -> tuple[PlayPosition, int]:
    """The position after ``card`` is played (legal or not: the caller checks), and what side 0 gained by it
    (the trick's value when it completes the trick, else 0)."""
    rules = pos.rules
    seat = pos.to_move
    hands = list(pos.hands)
    hand = hands[seat]
    extra = rules.advance(pos.extra, seat, hand, pos.trick, card) if rules.advance is not None else pos.extra
    hands[seat] = hand & ~(1 << card)
    trick = pos.trick + (card,)
    if len(trick) < rules.players:
        return PlayPosition(rules, tuple(hands), trick, pos.leader, pos.sides, extra, pos.goal), 0
    gain, winner = trick_gain(rules, trick, pos.leader, pos.sides, extra)
    return PlayPosition(rules, tuple(hands), (), winner, pos.sides, extra, pos.goal), gain


def trick_gain(
    rules: TrickRules, trick: Sequence[int], leader: int, sides: Sequence[int], extra: int
) -> tuple[int, int]:
    """What side 0 takes from a full trick (the fool counted for its owner's side when it does not win), and
    the winning seat."""
    n = rules.players
    values = rules.values
    wpos = rules.winner(trick, leader, extra)
    winner = (leader + wpos) % n
    gain = 0
    win0 = sides[winner] == 0
    for i, c in enumerate(trick):
        if c == FOOL and i != wpos and rules.fool_home:
            if sides[(leader + i) % n] == 0:
                gain += values[c]
        elif win0:
            gain += values[c]
    return gain, winner


class Solver:
    """Alpha-beta with a transposition table for one game's rules; ``nodes`` counts the positions searched."""

    def __init__(self, rules: TrickRules, equivalence: bool = True) -> None:
        self.rules = rules
        self.equivalence = equivalence
        self.nodes = 0
        self._table: dict[tuple[object, ...], tuple[int, int]] = {}
        self._runs = rules.runs()
        self._n = rules.players
        self._run_of, self._walk, self._below = _run_tables(self._runs)
        self._try = _try_order(rules, self._walk)
        self._gains: dict[tuple[int, ...], dict[tuple[object, ...], tuple[int, int]]] = {}
        """Per side assignment: each full trick's gain for side 0 and its winner (:func:`trick_gain`), by the trick's
        cards, leader and extra state (a search meets the same trick in many lines)."""
        self._lasts: dict[tuple[int, ...], dict[tuple[object, ...], int]] = {}
        """Per side assignment: the value of each last trick met (hands of one card each, leader, extra state)."""

    def clear(self) -> None:
        """Forget the table (positions of another deal)."""
        self._table.clear()
        self._gains.clear()
        self._lasts.clear()

    def value(self, pos: PlayPosition) -> int:
        """Side 0's points from the remaining tricks with perfect play (units of ``1/scale``)."""
        return self._search(list(pos.hands), list(pos.trick), pos.leader, pos.extra, pos.sides, pos.goal, -INF, INF)

    def move_values(self, pos: PlayPosition, moves: int | None = None) -> dict[int, int]:
        """The exact value (as :meth:`value`) after each legal card of the seat to move (or each card of the
        mask ``moves``), every card listed (equivalent cards get the same value)."""
        legal = pos.legal_mask() if moves is None else moves
        out: dict[int, int] = {}
        m = legal
        while m:
            low = m & -m
            c = low.bit_length() - 1
            m ^= low
            nxt, gain = play_card(pos, c)
            out[c] = gain + self.value(nxt)
        return out

    def _moves(self, hands: list[int], trick: list[int], seat: int, legal: int) -> list[int]:
        """The legal cards to try, one of each run of equivalent cards, the strongest first."""
        if legal & (legal - 1) == 0:
            return [legal.bit_length() - 1]
        if not self.equivalence:
            rank = self.rules.rank
            return sorted(_cards(legal), key=lambda c: -rank[c])
        if (legal & (legal - 1)) & (legal & (legal - 1)) - 1 == 0:  # two cards (most nodes of a search)
            return self._two_moves(hands, trick, legal)
        walk, run_of, below, values = self._walk, self._run_of, self._below, self.rules.values
        cards = _cards(legal)
        cards.sort(key=walk.__getitem__)  # as the runs list them: the fool, then run by run, weakest first
        blockers = _live(hands, trick) & ~legal  # live cards the seat may not play: they part equivalent cards
        out = []
        prev = -1
        for c in cards:
            # a card of the run of the legal card just below it, equal in value, no live card between: skipped
            if (
                prev < 0
                or run_of[c] != run_of[prev]
                or run_of[c] < 0
                or values[c] != values[prev]
                or blockers & below[c] & ~below[prev] & ~(1 << prev)
            ):
                out.append(c)
            prev = c
        out.sort(key=self._try.__getitem__)
        return out

    def _two_moves(self, hands: list[int], trick: list[int], legal: int) -> list[int]:
        """:meth:`_moves` of two legal cards (most nodes of a search): the weaker alone when they are equivalent
        (one run, equal values, no live card between them), else both in the order the search tries moves."""
        walk, run_of, below, values = self._walk, self._run_of, self._below, self.rules.values
        a = (legal & -legal).bit_length() - 1
        b = legal.bit_length() - 1
        if walk[b] < walk[a]:
            a, b = b, a
        if (
            run_of[a] == run_of[b] >= 0
            and values[a] == values[b]
            and not below[b] & ~below[a] & ~(1 << a) & (_live(hands, trick) & ~legal)
        ):
            return [a]
        order = self._try
        return [a, b] if order[a] < order[b] else [b, a]

    def _search(
        self,
        hands: list[int],
        trick: list[int],
        leader: int,
        extra: int,
        sides: tuple[int, ...],
        goal: int,
        alpha: int,
        beta: int,
    ) -> int:
        """Alpha-beta from this position (``hands`` and ``trick`` are changed and restored), side 0's points."""
        search = _Search(self, sides, goal)
        value = search.run(hands, trick, leader, extra, alpha, beta)
        self.nodes += search.nodes
        return value


class _Search:
    """One search of a :class:`Solver` for one side assignment and goal: the recursion as a closure over the
    solver's tables and the rules' functions (no attribute looked up at a node), a full trick's outcome kept once,
    and the last trick (every card forced) counted without a node per card. The closures are built by the
    ``_make_*`` functions below; ``nodes`` counts the positions searched."""

    __slots__ = ("nodes", "run")

    def __init__(self, solver: Solver, sides: tuple[int, ...], goal: int) -> None:
        self.nodes = 0
        rules = solver.rules
        gains = solver._gains.setdefault(sides, {})
        lasts = solver._lasts.setdefault(sides, {})
        outcome = _make_outcome(rules, gains, sides)
        last_trick = _make_last_trick(rules, lasts, outcome)
        maximising = tuple((sides[s] == 0) == (goal > 0) for s in range(rules.players))
        counted = [0]
        search = _make_search(solver, maximising, outcome, last_trick, counted, gains, lasts)

        def run(hands: list[int], trick: list[int], leader: int, extra: int, alpha: int, beta: int) -> int:
            value = search(hands, trick, leader, extra, alpha, beta)
            self.nodes = counted[0]
            return value

        self.run = run


_OutcomeFn = Callable[[list[int], int, int], tuple[int, int]]
_LastTrickFn = Callable[[list[int], int, int, tuple[object, ...]], int]
_SearchFn = Callable[[list[int], list[int], int, int, int, int], int]


def _make_outcome(
    rules: TrickRules, gains: dict[tuple[object, ...], tuple[int, int]], sides: tuple[int, ...]
) -> _OutcomeFn:
    """A full trick's gain for side 0 and its winner (:func:`trick_gain`), kept in ``gains`` once met."""

    def outcome(trick: list[int], leader: int, extra: int) -> tuple[int, int]:
        done = (*trick, leader, extra)
        known = gains.get(done)
        if known is None:
            known = gains[done] = trick_gain(rules, trick, leader, sides, extra)
        return known

    return outcome


def _make_last_trick(rules: TrickRules, lasts: dict[tuple[object, ...], int], outcome: _OutcomeFn) -> _LastTrickFn:
    """The last trick's value for side 0 (every seat plays its one card), kept in ``lasts`` by ``key`` (the search
    reads a kept value itself)."""
    n = rules.players
    advance = rules.advance
    when = rules.advance_when

    def last_trick(hands: list[int], leader: int, extra: int, key: tuple[object, ...]) -> int:
        trick: list[int] = []
        for i in range(n):
            seat = (leader + i) % n
            c = hands[seat].bit_length() - 1
            if advance is not None and hands[seat] & when:
                extra = advance(extra, seat, hands[seat], trick, c)
            trick.append(c)
        value = lasts[key] = outcome(trick, leader, extra)[0]
        return value

    return last_trick


def _make_store(
    table: dict[tuple[object, ...], tuple[int, int]],
) -> Callable[[tuple[object, ...], tuple[int, int] | None, int, int, int], None]:
    """Keeps a trick start's searched value in the table as bounds: an upper bound when it failed low (at most the
    window's ``alpha``), a lower bound when it failed high (at least ``beta``), else the exact value; ``hit`` the
    bounds the table held when the search began (read once)."""

    def store(key: tuple[object, ...], hit: tuple[int, int] | None, best: int, alpha: int, beta: int) -> None:
        lo, hi = hit if hit is not None else (-INF, INF)
        if best <= alpha:
            hi = min(hi, best)
        elif best >= beta:
            lo = max(lo, best)
        else:
            lo = hi = best
        table[key] = (lo, hi)

    return store


def _make_search(
    solver: Solver,
    maximising: tuple[bool, ...],
    outcome: _OutcomeFn,
    last_trick: _LastTrickFn,
    counted: list[int],
    gains: dict[tuple[object, ...], tuple[int, int]],
    lasts: dict[tuple[object, ...], int],
) -> _SearchFn:
    """The alpha-beta recursion: side 0's points from a position (``hands`` and ``trick`` are changed and
    restored); a trick start reads and narrows its window from the table, and is stored after (``_make_store``);
    a full trick's outcome and a last trick's value already in ``gains`` and ``lasts`` are read without a call.
    ``counted[0]`` counts the nodes. The window is narrowed with conditional expressions rather than statements:
    the same tests, in one function, as this is the strong bots' hot path."""
    rules = solver.rules
    n = rules.players
    table = solver._table
    store = _make_store(table)
    legal_of = rules.legal
    advance = rules.advance
    when = rules.advance_when
    moves_of = solver._moves

    def search(hands: list[int], trick: list[int], leader: int, extra: int, alpha: int, beta: int) -> int:
        counted[0] += 1
        key: tuple[object, ...] | None = None
        hit: tuple[int, int] | None = None
        if not trick:
            lead = hands[leader]
            if not lead:
                return 0
            key = (tuple(hands), leader, extra)
            if lead & (lead - 1) == 0:
                last = lasts.get(key)
                return last if last is not None else last_trick(hands, leader, extra, key)
            hit = table.get(key)
            if hit is not None:
                lo, hi = hit
                if lo >= beta or lo == hi:
                    return lo
                if hi <= alpha:
                    return hi
                alpha = lo if lo > alpha else alpha
                beta = hi if hi < beta else beta
        a0, b0 = alpha, beta
        seat = (leader + len(trick)) % n
        hand = hands[seat]
        maximise = maximising[seat]
        best = -INF if maximise else INF
        legal = legal_of(hand, trick, seat, extra)
        moves = (legal.bit_length() - 1,) if legal & (legal - 1) == 0 else moves_of(hands, trick, seat, legal)
        changes = advance is not None and hand & when
        for c in moves:
            new_extra = advance(extra, seat, hand, trick, c) if changes else extra  # type: ignore[misc]
            hands[seat] = hand & ~(1 << c)
            trick.append(c)
            if len(trick) == n:
                known = gains.get((*trick, leader, new_extra))
                gain, winner = known if known is not None else outcome(trick, leader, new_extra)
                v = gain + search(hands, [], winner, new_extra, alpha - gain, beta - gain)
            else:
                v = search(hands, trick, leader, new_extra, alpha, beta)
            trick.pop()
            hands[seat] = hand
            if maximise:
                if v > best:
                    best = v
                    alpha = v if v > alpha else alpha
            elif v < best:
                best = v
                beta = v if v < beta else beta
            if alpha >= beta:
                break
        if key is not None:
            store(key, hit, best, a0, b0)
        return best

    return search


def _cards(mask: int) -> list[int]:
    """The cards of a mask, lowest first."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def _live(hands: Sequence[int], trick: Sequence[int]) -> int:
    """The cards still in play: in a hand or in the trick."""
    live = 0
    for h in hands:
        live |= h
    for c in trick:
        live |= 1 << c
    return live


def _run_tables(runs: Sequence[Sequence[int]]) -> tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]:
    """Per card, from a game's runs (weakest first): its run's number (-1: the fool, in none), its place in the walk
    over the runs (the fool first, then run by run, weakest first), and the mask of its run's cards below it (what
    :meth:`Solver._moves` reads instead of walking every card)."""
    run_of, walk, below = [-1] * 78, [-1] * 78, [0] * 78
    step = 0
    for k, run in enumerate(runs):
        acc = 0
        for c in run:
            run_of[c], below[c] = k, acc
            step += 1
            walk[c] = step
            acc |= 1 << c
    return tuple(run_of), tuple(walk), tuple(below)


def _try_order(rules: TrickRules, walk: Sequence[int]) -> tuple[int, ...]:
    """Each card's place in the order the solver tries moves: the strongest first, equally strong cards in the order
    of the walk over the runs (the order the search has always tried them in)."""
    cards = sorted(range(78), key=lambda c: (-rules.rank[c], walk[c]))
    order = [0] * 78
    for i, c in enumerate(cards):
        order[c] = i
    return tuple(order)


def solve(pos: PlayPosition) -> int:
    """Side 0's points from the remaining tricks with perfect play, in units of ``1/scale``."""
    return Solver(pos.rules).value(pos)


def move_values(pos: PlayPosition) -> dict[int, int]:
    """The exact value of each legal card of the seat to move (:meth:`Solver.move_values`)."""
    return Solver(pos.rules).move_values(pos)


# ----- the excuse games' rules, from the kernel's trick primitives -------------------------------------------

_SUIT_OF = tuple(suit_of(c) for c in range(78))
"""Each card's suit number (:func:`~.codes.suit_of`), read from a table in the search."""


def _winner_keys(strength: Sequence[int]) -> dict[int, tuple[int, ...]]:
    """Per led suit (:data:`~.tricks.NO_SUIT` too), each card's key in :func:`~.tricks.winner_position`'s order: a
    trump 1000 + its strength, a card of the led suit its strength, any other card and the fool -1 (never wins)."""
    out = {}
    for led in (*range(4), TRUMP, NO_SUIT):
        out[led] = tuple(
            -1
            if c == FOOL
            else 1000 + strength[c]
            if _SUIT_OF[c] == TRUMP
            else strength[c]
            if _SUIT_OF[c] == led
            else -1
            for c in range(78)
        )
    return out


def group_values(faces: Sequence[int], k: int) -> tuple[int, ...]:
    """Per-card values in k-ths of a point that make a pile of a multiple of k cards count exactly as counting in
    groups of k does (:func:`~.counting.count_in_groups`): ``k*face - (k-1)``.

    >>> from .counting import count_in_groups
    >>> from .deck import TAROCK_VALUES
    >>> vals = group_values(TAROCK_VALUES, 4)
    >>> pile = [35, 36, 22, 23, 0, 1, 2, 3]
    >>> sum(vals[c] for c in pile) / 4 == count_in_groups(sum(TAROCK_VALUES[c] for c in pile), 8, 4)
    True
    """
    return tuple(k * f - (k - 1) for f in faces)


def excuse_rules(
    players: int,
    values: tuple[int, ...],
    scale: int = 1,
    strength: tuple[int, ...] | None = None,
    overtrump: bool = False,
    excuse_lead: bool = True,
) -> TrickRules:
    """The rules of a game whose fool is an excuse (Troccas, Großtarock, the French Tarot): follow suit, else
    trump (``overtrump``: above the trick's best trump when one can), else anything; the excuse may always be
    played (and led, unless ``excuse_lead`` is false), never wins; the highest trump, else the highest card of
    the led suit wins (:mod:`.tricks`)."""
    st = strength if strength is not None else strength_table(())
    fool_bit = 1 << FOOL
    suit = _SUIT_OF
    keys = _winner_keys(st)

    def legal(hand: int, trick: Sequence[int], seat: int, extra: int) -> int:
        led = NO_SUIT  # the first card that is not the fool leads (led_suit_of, read from a table)
        for c in trick:
            if c != FOOL:
                led = suit[c]
                break
        if led == NO_SUIT:
            if not trick and not excuse_lead and hand != fool_bit:
                return hand & ~fool_bit
            return hand
        forced = hand & SUIT_MASKS[led]  # follow_mask: the led suit, else a trump, else anything; the fool free
        if not forced:
            forced = hand & TRUMP_MASK
            if not forced:
                return hand
        m = forced | (hand & fool_bit)
        if overtrump:
            trumps = m & TRUMP_MASK
            if trumps and (led == TRUMP or not hand & SUIT_MASKS[led]):
                best = trump_in(trick)
                if best >= 0:
                    m = overtrump_mask(trumps, best) | (m & fool_bit)
        return m

    return TrickRules(players, values, legal, _excuse_winner(keys), scale=scale, rank=st)


def _excuse_winner(keys: dict[int, tuple[int, ...]]) -> WinnerFn:
    """The excuse games' trick winner (:func:`~.tricks.winner_position` of the led suit), from the keys of
    :func:`_winner_keys`."""
    suit = _SUIT_OF

    def winner(trick: Sequence[int], leader: int, extra: int) -> int:
        led = NO_SUIT
        for c in trick:
            if c != FOOL:
                led = suit[c]
                break
        key = keys[led]  # the highest trump, else the highest card of the led suit; never the fool
        best, best_key = -1, -1
        for pos, c in enumerate(trick):
            k = key[c]
            if k > best_key:
                best, best_key = pos, k
        return best

    return winner
