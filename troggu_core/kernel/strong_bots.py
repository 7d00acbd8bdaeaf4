"""The strong bot of every game: perfect-information Monte Carlo over the card play.

A game tells what one seat knows of the card play as a :class:`PlayTable` (built from the seat's JSON view by
the game's ``play_table``): its hand, the trick, the cards it cannot place (the ``pool``: the other hands and
whatever lies hidden), how many cards each seat holds, the suits a seat has shown it lacks (``voids``), the
sides. The bot deals the pool to the other seats consistently with that (:func:`sample`), values every card
it may play in each such deal -- exactly by the :mod:`.solver` when few tricks are left, else by playing a
simple rule of thumb for every seat (:func:`rule_of_thumb`) until ``depth`` tricks are left and solving the
rest -- and plays the card with the best average (:func:`evaluate`). Bids, calls, lay-aways and announcements it
weighs by the same sampling over the options (:mod:`.sampling`, from the game's ``seat_deal``): each option's
mean payment over deals of the hidden cards, the round played out by the heuristic bot; a game without
``seat_deal``, and a decision the game's ``seat_deal`` does not model, is left to the game's heuristic bot.

**A budget, not a clock** (issue 36). Each decision of a level's bot thinks within :data:`WORK` units of work
(:class:`~.sampling.Work`): a solver node is one unit, a card played by the rule of thumb :data:`THUMB_WORK`, a
round played out :data:`~.sampling.ROUND_WORK`. The deals stop when the next one would overrun the budget, and
at a large table fewer tricks are solved exactly (at most :data:`SOLVED_CARDS` cards: eight seats' four last
tricks took 1.6 s of CPU a deal). Counted, never timed: a seeded game plays alike on every machine.

>>> from .solver import excuse_rules
>>> from .tricks import mask_of
>>> from .codes import parse_code as p
>>> import random
>>> rules = excuse_rules(2, values=tuple([1] * 78))
>>> table = PlayTable(rules, seat=0, hand=mask_of([p("RK"), p("R2")]), trick=(), leader=0,
...                   pool=mask_of([p("RQ"), p("B3")]), sizes=(2, 2), sides=(0, 1))
>>> {CODES[c]: v for c, v in evaluate(table, random.Random(1), samples=3).items()}
{'R2': 0.0, 'RK': 4.0}
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from typing import Any, Callable, Sequence

from .codes import CODES, FOOL, parse_code
from ..errors import TrogguError
from .sampling import OPTIONS, SeatDeal, Work, best_option, candidates, cards_among, option_payments
from .solver import PlayPosition, Solver, TrickRules, trick_gain

__all__ = [
    "PlayTable",
    "sample",
    "evaluate",
    "action_values",
    "rule_of_thumb",
    "StrongBot",
    "voids_of_tricks",
    "card_of_action",
    "LEVELS",
    "table_from_view",
    "strong_bot_types",
    "open_table",
    "codes_mask",
    "completed_tricks",
    "DEAL_SAMPLES",
    "WORK",
    "THUMB_WORK",
    "SOLVED_CARDS",
    "solved_depth",
]

LEVELS: dict[str, tuple[str, int, int]] = {
    "einfach": ("heuristic", 0, 0),
    "gut": ("strong", 12, 3),
    "stark": ("strongest", 40, 4),
}
"""The bot levels the page offers: level -> (bot name, samples, tricks solved exactly at the end)."""

DEAL_SAMPLES: dict[str, int] = {"einfach": 0, "gut": 8, "stark": 24}
"""Deals per option a level weighs a bid, a call, a lay-away or an announcement by (:mod:`.sampling`)."""

WORK: dict[str, int] = {"einfach": 0, "gut": 200_000, "stark": 300_000}
"""The work units one decision of a level's bot may spend (:class:`~.sampling.Work`; 0: no budget): at about
4 µs a unit, ``stark`` about 1.2 s of CPython CPU on the reference machine, ``gut`` 0.8 s (its 8 deals of 6
options' rounds fit whole). ``bench/strong_budget.py`` measures the decisions and the strength: at ``stark`` the
slowest decision of its tables took 1.28 s of CPU (Troccas, four seats; unbudgeted 1.43 s), the first card at Troggu's
eight seats 1.02 s (unbudgeted 98.6 s), on a shared machine."""

THUMB_WORK = 5
"""The work units of one card played by the rule of thumb in a rollout (about five solver nodes' time)."""

SOLVED_CARDS = 18
"""The most cards a budgeted bot solves exactly at the end of a rollout: ``depth`` tricks, fewer at a table of
more than four seats (:func:`solved_depth`)."""


def solved_depth(depth: int, players: int) -> int:
    """The tricks solved exactly under a budget: ``depth``, at most :data:`SOLVED_CARDS` cards, at least one trick.

    >>> solved_depth(4, 3), solved_depth(4, 4), solved_depth(4, 6), solved_depth(4, 8)
    (4, 4, 3, 2)
    """
    return max(1, min(depth, SOLVED_CARDS // players))


def strong_bot_types(
    table_of: Callable[[dict[str, Any]], PlayTable | None],
    fallback: Callable[[int], Any],
    seat_deal: Callable[[dict[str, Any]], SeatDeal | None] | None = None,
) -> dict[str, Callable[[int], Any]]:
    """A game's strong bots by name (``strong``: the level ``gut``, ``strongest``: ``stark``), each built from a
    seed, with the game's ``play_table``, its heuristic bot (``fallback``, built from a seed), its ``seat_deal``
    for the decisions outside the card play."""

    def make(level: str) -> Callable[[int], Any]:
        _, samples, depth = LEVELS[level]

        def build(seed: int) -> StrongBot:
            return StrongBot(
                table_of,
                fallback(seed),
                seed,
                samples,
                depth,
                seat_deal=seat_deal,
                heuristic=fallback,
                deal_samples=DEAL_SAMPLES[level],
                work=WORK[level],
            )

        return build

    return {LEVELS["gut"][0]: make("gut"), LEVELS["stark"][0]: make("stark")}


@dataclass(frozen=True)
class PlayTable:
    """What one seat knows of the card play (see the module's docstring).

    ``sides``: 0 for the seats known to be on ``seat``'s side, 1 for the others. ``called``/``declarer``: a
    called card whose holder plays with the declarer and is not yet known (-1: none). ``voids[s]`` has bit g set
    when seat s is known to hold no card of group g (the fool excepted). ``hands``: every hand, when the table
    is seen with open cards.
    """

    rules: TrickRules
    seat: int
    hand: int
    trick: tuple[int, ...]
    leader: int
    pool: int
    sizes: tuple[int, ...]
    sides: tuple[int, ...]
    extra: int = -1
    goal: int = 1
    voids: tuple[int, ...] = ()
    called: int = -1
    declarer: int = -1
    hands: tuple[int, ...] | None = None

    @property
    def to_move(self) -> int:
        """The seat to play."""
        return (self.leader + len(self.trick)) % self.rules.players

    def position(self, hands: Sequence[int]) -> PlayPosition:
        """The position with these hands (the called partner, if any, found by the called card)."""
        sides = self.sides
        if self.called >= 0 and self.declarer >= 0:
            holder = next((s for s, h in enumerate(hands) if h >> self.called & 1), -1)
            team = {self.declarer, holder}
            mine = self.seat in team
            sides = tuple(0 if (s in team) == mine else 1 for s in range(self.rules.players))
        return PlayPosition(self.rules, tuple(hands), self.trick, self.leader, sides, self.extra, self.goal)


def card_of_action(action: str) -> int | None:
    """The card an action plays, when it is a card code (a demand or a designation is not a plain card)."""
    try:
        return parse_code(action)
    except (ValueError, KeyError, TrogguError):
        return None


def voids_of_tricks(tricks: Sequence[tuple[int, Sequence[int]]], players: int, group: Sequence[int]) -> list[int]:
    """The groups each seat has shown it lacks, from tricks given as (leader, cards): a card of another group than
    the led one shows the led group is out, and when it is no trump either (group 4), the trumps are out too."""
    voids = [0] * players
    for leader, cards in tricks:
        led = -1
        for i, c in enumerate(cards):
            if c == FOOL:
                continue
            g = group[c]
            if led < 0:
                led = g
                continue
            if g != led:
                seat = (leader + i) % players
                voids[seat] |= 1 << led
                if g != 4:
                    voids[seat] |= 1 << 4
    return voids


def sample(table: PlayTable, rng: random.Random) -> tuple[int, ...]:
    """A deal of the pool to the other seats that fits their hand sizes and shown voids (the voids are dropped
    when no fitting deal is found in a few tries)."""
    n = table.rules.players
    group = table.rules.group
    cards = []
    m = table.pool
    while m:
        low = m & -m
        cards.append(low.bit_length() - 1)
        m ^= low
    voids = table.voids or tuple([0] * n)
    for attempt in range(30):
        use_voids = attempt < 25
        need = [0 if s == table.seat else table.sizes[s] for s in range(n)]
        hidden = len(cards) - sum(need)
        hands = [0] * n
        hands[table.seat] = table.hand
        order = cards[:]
        rng.shuffle(order)

        def eligible(c: int) -> list[int]:
            if c == FOOL or not use_voids:
                return [s for s in range(n) if need[s]]
            return [s for s in range(n) if need[s] and not voids[s] >> group[c] & 1]

        order.sort(key=lambda c: len(eligible(c)))
        ok = True
        for c in order:
            seats = eligible(c)
            weights = [need[s] for s in seats]
            total = sum(weights) + hidden
            if total == 0:
                ok = False
                break
            r = rng.random() * total
            pick = -1
            for s, w in zip(seats, weights):
                if r < w:
                    pick = s
                    break
                r -= w
            if pick < 0:
                if hidden <= 0:
                    ok = False
                    break
                hidden -= 1
                continue
            need[pick] -= 1
            hands[pick] |= 1 << c
        if ok and not any(need):
            return tuple(hands)
    raise ValueError("no deal fits the table")  # pragma: no cover - the pool always fits the sizes


def rule_of_thumb(pos: PlayPosition) -> int:
    """A quick card for the seat to move: lead a sure winner of value or a low card; win a trick cheaply when
    the other side is winning it, give value to a partner's trick, else throw the least (in a misère: duck)."""
    return _thumb(pos.rules, pos.hands, list(pos.trick), pos.leader, pos.extra, pos.sides, pos.goal)


def _thumb(
    rules: TrickRules,
    hands: Sequence[int],
    trick: list[int],
    leader: int,
    extra: int,
    sides: Sequence[int],
    goal: int,
) -> int:
    """:func:`rule_of_thumb` on the position's parts (the rollouts' hot path)."""
    n = rules.players
    seat = (leader + len(trick)) % n
    legal = rules.legal(hands[seat], trick, seat, extra)
    if legal & (legal - 1) == 0:
        return legal.bit_length() - 1
    cards = []
    m = legal
    while m:
        low = m & -m
        cards.append(low.bit_length() - 1)
        m ^= low
    rank, values, winner = rules.rank, rules.values, rules.winner
    if goal < 0:
        if not trick:
            return min(cards, key=lambda c: rank[c])
        losers = [c for c in cards if winner(trick + [c], leader, extra) != len(trick)]
        return max(losers, key=lambda c: (rank[c], values[c])) if losers else min(cards, key=lambda c: rank[c])
    if not trick:
        live = 0
        for h in hands:
            live |= h
        tops = []
        for run in rules.runs():
            top = next((c for c in reversed(run) if live >> c & 1), -1)
            if top >= 0 and legal >> top & 1:
                tops.append(top)
        if tops:
            return max(tops, key=lambda c: (values[c], rank[c]))
        return min(cards, key=lambda c: (values[c], rank[c]))
    wpos = winner(trick, leader, extra)
    ours = sides[(leader + wpos) % n] == sides[seat]
    last = len(trick) == n - 1
    winners = [c for c in cards if winner(trick + [c], leader, extra) == len(trick)]
    if ours and (last or not winners):
        return max(cards, key=lambda c: (values[c], -rank[c]))
    if winners and not ours:
        if last:
            return max(winners, key=lambda c: (values[c], -rank[c]))
        return max(winners, key=lambda c: rank[c])
    return min(cards, key=lambda c: (values[c], rank[c]))


def _value_after(solver: Solver, pos: PlayPosition, card: int, depth: int, plays: list[int] | None = None) -> int:
    """Side 0's points after ``card``: played out by the rule of thumb until ``depth`` tricks are left, then
    solved (``plays[0]`` counts the cards the rule of thumb chose)."""
    rules = pos.rules
    n = rules.players
    advance = rules.advance
    hands = list(pos.hands)
    trick = list(pos.trick)
    leader, extra, sides, goal = pos.leader, pos.extra, pos.sides, pos.goal
    total = 0
    c = card
    while True:
        seat = (leader + len(trick)) % n
        if advance is not None:
            extra = advance(extra, seat, hands[seat], trick, c)
        hands[seat] &= ~(1 << c)
        trick.append(c)
        if len(trick) == n:
            gain, leader = trick_gain(rules, trick, leader, sides, extra)
            total += gain
            trick = []
            left = hands[leader].bit_count()
            if not left:
                return total
            if left <= depth:
                return total + solver.value(PlayPosition(rules, tuple(hands), (), leader, sides, extra, goal))
        if plays is not None:
            plays[0] += 1
        c = _thumb(rules, hands, trick, leader, extra, sides, goal)


def evaluate(
    table: PlayTable,
    rng: random.Random,
    samples: int = 12,
    depth: int = 3,
    cards: int | None = None,
    work: Work | None = None,
) -> dict[int, float]:
    """The mean points (of the table's seat's side, from the remaining tricks) each legal card brings, over
    ``samples`` deals of the hidden cards; exact per deal when at most ``depth`` tricks are left after the card.
    With open cards (``table.hands``) one deal: the true one. With a ``work`` budget, fewer deals: none after the
    first that would, at the deals' mean cost so far, overrun it (every card valued over the same deals)."""
    solver = Solver(table.rules)
    totals: dict[int, int] = {}
    deals = 0
    plays = [0]
    for _ in range(1 if table.hands is not None else samples):
        if work is not None and deals and not work.affords(-(-_spent(solver, plays) // deals)):
            break
        before = _spent(solver, plays)
        deals += 1
        hands = table.hands if table.hands is not None else sample(table, rng)
        pos = table.position(hands)
        legal = pos.legal_mask() if cards is None else cards & pos.hands[pos.to_move]
        solver.clear()
        m = legal
        while m:
            low = m & -m
            c = low.bit_length() - 1
            m ^= low
            totals[c] = totals.get(c, 0) + _value_after(solver, pos, c, depth, plays)
        if work is not None:
            work.spend(_spent(solver, plays) - before)
    scale = table.rules.scale * deals
    return {c: v / scale for c, v in sorted(totals.items())}


def _spent(solver: Solver, plays: list[int]) -> int:
    """The work units an evaluation has spent: the solver's nodes and the rule of thumb's cards."""
    return solver.nodes + THUMB_WORK * plays[0]


class StrongBot:
    """Perfect-information Monte Carlo over the card play (:func:`evaluate`), and over the options of a bid, a
    call, a lay-away or an announcement (:func:`~.sampling.option_payments`, ``deal_samples`` deals, when the
    game's ``seat_deal`` models the decision); the game's ``fallback`` bot (its heuristic bot) makes the rest.
    ``table_of(view)`` is the game's ``play_table``; ``heuristic(seed)`` builds the bots the rounds are played
    out with (the game's ``play_out``). ``work``: the units each decision may spend (0: no budget; see the
    module's docstring); ``last_work`` the units the last decision spent."""

    def __init__(
        self,
        table_of: Callable[[dict[str, Any]], PlayTable | None],
        fallback: Any,
        seed: int | random.Random | None = None,
        samples: int = 12,
        depth: int = 3,
        seat_deal: Callable[[dict[str, Any]], SeatDeal | None] | None = None,
        heuristic: Callable[[int], Any] | None = None,
        deal_samples: int = 0,
        work: int = 0,
    ) -> None:
        self.rng = seed if isinstance(seed, random.Random) else random.Random(seed)
        self.table_of = table_of
        self.fallback = fallback
        self.samples = samples
        self.depth = depth
        self.seat_deal = seat_deal
        self.heuristic = heuristic
        self.deal_samples = deal_samples
        self.work = work
        self.last_work = 0

    def option_values(
        self, view: dict[str, Any], legal: Sequence[str], rng: random.Random, own: bool = False
    ) -> tuple[dict[str, float], str | None] | None:
        """Each option's mean payment to the seat (:mod:`.sampling`) and the option that stands for the card
        play (the heuristic bot's card, when an announcement stands beside it); ``None`` when the game's
        ``seat_deal`` does not model this decision."""
        found = self.option_payments(view, legal, rng, own)
        if found is None:
            return None
        return {a: sum(v) / len(v) for a, v in found[0].items()}, found[1]

    def option_payments(
        self,
        view: dict[str, Any],
        legal: Sequence[str],
        rng: random.Random,
        own: bool = False,
        include: str | None = None,
        work: Work | None = None,
    ) -> tuple[dict[str, list[float]], str | None] | None:
        """:meth:`option_values` deal by deal: each option's payments to the seat, the heuristic bot's first
        (``include``: an action weighed among the options whatever they are, as the review weighs a person's;
        ``work``: the decision's budget, by default a fresh one of the bot's :attr:`work`)."""
        if self.seat_deal is None or self.heuristic is None or not self.deal_samples or len(legal) < 2:
            return None
        table = self.seat_deal(view)
        if table is None:
            return None
        hand = [str(c) for c in view.get("hand") or ()]
        choice = self._ask(view, legal, rng, own)
        cards = cards_among(legal, hand)
        card = None
        if 0 < len(cards) < len(legal):
            card = choice if choice in cards else self._ask(view, cards, rng, own)
        options = candidates(legal, choice, hand, rng, card=card)
        if include is not None and include not in options:
            options = options[: OPTIONS - 1] + [include]
        if len(options) < 2:
            return None
        budget = work if work is not None else Work(self.work)
        paid = option_payments(table, options, rng, self.deal_samples, self.heuristic, budget)
        return (paid, card) if paid else None

    def _ask(self, view: dict[str, Any], legal: Sequence[str], rng: random.Random, own: bool) -> str:
        """The fallback bot's action."""
        return str(self.fallback.choose(view) if own else self.fallback.choose(view, legal, rng))

    def values(self, view: dict[str, Any], legal: Sequence[str], rng: random.Random) -> dict[str, float] | None:
        """The mean points of each offered card action (``None``: not a card play the bot values)."""
        found = self._values(view, legal, rng)
        return found[0] if found is not None else None

    def _values(
        self, view: dict[str, Any], legal: Sequence[str], rng: random.Random, work: Work | None = None
    ) -> tuple[dict[str, float], int] | None:
        """The mean points of each offered card action and the seat's goal (1: most points, -1: fewest); with a
        budget (``work``, by default a fresh one of the bot's :attr:`work`) fewer tricks solved at a large table
        (:func:`solved_depth`)."""
        table = self.table_of(view)
        if table is None or table.to_move != table.seat:
            return None
        budget = work if work is not None else Work(self.work)
        depth = solved_depth(self.depth, table.rules.players) if budget.limit > 0 else self.depth
        vals = action_values(table, legal, rng, self.samples, depth, budget)
        return (vals, table.goal) if vals else None

    def choose(self, view: dict[str, Any], legal: Sequence[str] | None = None, rng: random.Random | None = None) -> str:
        """The card with the best mean for the seat's goal (the most points; in a misère the fewest), or the
        fallback bot's action outside the card play. (Without ``legal`` and ``rng``, as some games' own loops
        ask: the view's legal actions and the bot's own generator.)"""
        own = legal is None or rng is None
        legal = [str(a) for a in view.get("legal") or []] if legal is None else legal
        rng = self.rng if rng is None else rng
        work = Work(self.work)
        try:
            return self._choose(view, legal, rng, own, work)
        finally:
            self.last_work = work.spent

    def _choose(self, view: dict[str, Any], legal: Sequence[str], rng: random.Random, own: bool, work: Work) -> str:
        """:meth:`choose` within one budget for the options and the card play."""
        weighed = self.option_payments(view, legal, rng, own, work=work)
        if weighed is not None:
            pick = best_option(weighed[0])
            if pick != weighed[1]:
                return pick
        found = self._values(view, legal, rng, work) if len(legal) > 1 and view.get("phase") == "play" else None
        if not found or not found[0]:
            return self._ask(view, legal, rng, own)
        vals, goal = found
        return _best_action(vals, legal, goal)

    def __getattr__(self, name: str) -> Any:
        """Whatever else a game's loop asks a bot (an out-of-turn announcement), the fallback bot answers."""
        if name.startswith("_") or name == "fallback":
            raise AttributeError(name)
        return getattr(self.fallback, name)


def _best_action(vals: dict[str, float], legal: Sequence[str], goal: int = 1) -> str:
    best = max(vals.values()) if goal > 0 else min(vals.values())
    return next(a for a in legal if a in vals and abs(vals[a] - best) < 1e-9)


def table_from_view(
    rules: TrickRules,
    view: dict[str, Any],
    deck: int,
    sides: Sequence[int],
    completed: Sequence[Sequence[int]] = (),
    known: int = 0,
    extra: int = -1,
    goal: int = 1,
    called: int = -1,
    declarer: int = -1,
) -> PlayTable:
    """A :class:`PlayTable` from the parts every game's view has: ``seat``, ``hand``, ``trick`` (seats and cards),
    ``to_move``; ``deck`` the game's cards as a mask, ``completed`` the finished tricks in order when the view
    shows them (their leaders are found backwards from the trick in progress by the trick winner), ``known``
    cards the seat knows are out of the play (its own lay-away) or already placed."""
    n = rules.players
    seat = int(view["seat"])
    hand = codes_mask(view["hand"])
    trick = tuple(parse_code(t["card"]) for t in view["trick"])
    leader = int(view["trick"][0]["seat"]) if view["trick"] else int(view["to_move"])
    played = 0
    for t in completed:
        for c in t:
            played |= 1 << c
    in_trick = {int(t["seat"]) for t in view["trick"]}
    left = hand.bit_count() + (1 if seat in in_trick else 0)
    sizes = tuple(left - (1 if s in in_trick else 0) for s in range(n))
    pool = deck & ~hand & ~played & ~_mask_ints(trick) & ~known
    history: list[tuple[int, Sequence[int]]] = [(leader, trick)]
    nxt = leader
    for t in reversed(completed):
        if len(t) != n:
            break
        lead = (nxt - rules.winner(t, 0, extra)) % n
        history.append((lead, t))
        nxt = lead
    voids = tuple(voids_of_tricks(history, n, rules.group))
    return PlayTable(rules, seat, hand, trick, leader, pool, sizes, tuple(sides), extra, goal, voids, called, declarer)


def codes_mask(codes: Sequence[str] | None) -> int:
    """The cards of a list of codes (a view's ``discard``, ``skat``, ``played`` ...) as a mask; none for ``None``."""
    m = 0
    for c in codes or ():
        m |= 1 << parse_code(c)
    return m


def completed_tricks(view: dict[str, Any], players: int) -> list[list[int]]:
    """The finished tricks of a view's ``played`` (every card played, in order, the trick in progress last), as
    cards by index: the trick in progress, fewer than ``players`` cards, left out."""
    played = [parse_code(c) for c in view["played"]]
    return [played[i : i + players] for i in range(0, len(played) - len(played) % players, players)]


def _mask_ints(cards: Sequence[int]) -> int:
    m = 0
    for c in cards:
        m |= 1 << c
    return m


def open_table(table: PlayTable, hands: Sequence[int]) -> PlayTable:
    """The same table seen with open cards: every hand known."""
    return replace(table, hands=tuple(hands))


_ = CODES


def action_values(
    table: PlayTable,
    legal: Sequence[str],
    rng: random.Random,
    samples: int,
    depth: int,
    work: Work | None = None,
) -> dict[str, float]:
    """The mean points of each offered action that plays a card of the hand (other actions left out; empty when
    there is none), by :func:`evaluate` (within ``work``, when given): what the strong bot chooses by and what a
    hint shows."""
    actions: dict[int, str] = {}
    for a in legal:
        c = card_of_action(a)
        if c is not None and table.hand >> c & 1 and c not in actions:
            actions[c] = a
    if not actions:
        return {}
    vals = evaluate(table, rng, samples, depth, cards=sum(1 << c for c in actions), work=work)
    return {actions[c]: v for c, v in vals.items() if c in actions}
