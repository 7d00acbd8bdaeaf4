"""The kernel's solver against a plain minimax written here, on random small end positions of every game.

The minimax below shares nothing with the solver's search but the game's rules (legal cards, trick winner,
values): no pruning, no table, no equivalent cards, its own counting of a trick. Every value must be equal.
"""

from __future__ import annotations

import random
from typing import Sequence

import pytest
from quick import seeds

from troggu_core.kernel.codes import FOOL
from troggu_core.kernel.solver import PlayPosition, Solver, TrickRules, play_card
from troggu_core.games.french_tarot.card_play_model import trick_rules as french_rules
from troggu_core.games.grosstarock.card_play_model import trick_rules as gt_rules
from troggu_core.games.troccas.card_play_model import trick_rules as troccas_rules
from troggu_core.games.troggu.cards import TROGGU_DECK
from troggu_core.games.troggu.card_play_model import trick_rules as troggu_rules


def minimax(rules: TrickRules, hands: list[int], trick: list[int], leader: int, extra: int, sides, goal) -> int:
    """Side 0's points from here, by trying every legal card of every seat."""
    n = rules.players
    if not trick and not any(hands):
        return 0
    seat = (leader + len(trick)) % n
    legal = rules.legal(hands[seat], trick, seat, extra)
    assert legal, "a seat to move always has a card"
    maximise = (sides[seat] == 0) == (goal > 0)
    results = []
    for c in range(78):
        if not legal >> c & 1:
            continue
        nxt = rules.advance(extra, seat, hands[seat], trick, c) if rules.advance else extra
        h = hands[:]
        h[seat] &= ~(1 << c)
        t = trick + [c]
        if len(t) < n:
            results.append(minimax(rules, h, t, leader, nxt, sides, goal))
            continue
        wpos = rules.winner(t, leader, nxt)
        gain = 0
        for i, card in enumerate(t):
            owner = (leader + i) % n
            if card == FOOL and i != wpos:
                gain += rules.values[card] if sides[owner] == 0 else 0
            elif sides[(leader + wpos) % n] == 0:
                gain += rules.values[card]
        results.append(gain + minimax(rules, h, [], (leader + wpos) % n, nxt, sides, goal))
    return max(results) if maximise else min(results)


def random_position(rules: TrickRules, deck: Sequence[int], rng: random.Random, tricks: int) -> PlayPosition:
    n = rules.players
    cards = list(deck)
    rng.shuffle(cards)
    hands = [0] * n
    for s in range(n):
        for c in cards[s * tricks : (s + 1) * tricks]:
            hands[s] |= 1 << c
    leader = rng.randrange(n)
    trick: list[int] = []
    extra = -1
    for _ in range(rng.randrange(n)):  # some of the seats have played to the trick in progress
        seat = (leader + len(trick)) % n
        legal = rules.legal(hands[seat], trick, seat, extra)
        choice = rng.choice([c for c in range(78) if legal >> c & 1])
        if rules.advance:
            extra = rules.advance(extra, seat, hands[seat], trick, choice)
        hands[seat] &= ~(1 << choice)
        trick.append(choice)
    mover = (leader + len(trick)) % n
    sides = [rng.randrange(2) for _ in range(n)]
    sides = [0 if s == sides[mover] else 1 for s in sides]
    return PlayPosition(rules, tuple(hands), tuple(trick), leader, tuple(sides), extra, rng.choice((1, 1, -1)))


def _troggu_deck() -> list[int]:
    return [c.index for c in TROGGU_DECK]


# (name, rules, deck, tricks to play, positions): small enough for the minimax, thousands in all
CASES = [
    ("troggu-3", troggu_rules(3), _troggu_deck(), (2, 3, 4), 300),
    ("troggu-4", troggu_rules(4), _troggu_deck(), (2, 3), 300),
    ("troggu-4-misere-strict", troggu_rules(4, False), _troggu_deck(), (2, 3), 150),
    ("troggu-6", troggu_rules(6), _troggu_deck(), (2,), 150),
    ("troccas-4", troccas_rules(4), list(range(78)), (2, 3), 300),
    ("troccas-3", troccas_rules(3), list(range(78)), (2, 3, 4), 250),
    ("grosstarock", gt_rules("red_reversed", True), list(range(78)), (2, 3, 4), 250),
    ("grosstarock-no-excuse-lead", gt_rules("red_reversed", False), list(range(78)), (2, 3), 150),
    ("french-tarot", french_rules(True), list(range(78)), (2, 3, 4), 250),
    ("french-tarot-free", french_rules(False), list(range(78)), (2, 3), 150),
]


@pytest.mark.parametrize("name,rules,deck,lengths,count", CASES, ids=[c[0] for c in CASES])
def test_solver_equals_minimax(name: str, rules: TrickRules, deck: list[int], lengths, count: int) -> None:
    count = seeds(count)  # the quick loop (tests/quick.py): the first fifth of the positions
    rng = random.Random(name)
    solver = Solver(rules)
    fool_seen = 0
    for i in range(count):
        pos = random_position(rules, deck, rng, lengths[i % len(lengths)])
        fool_seen += any(h >> FOOL & 1 for h in pos.hands) or FOOL in pos.trick
        expected = minimax(rules, list(pos.hands), list(pos.trick), pos.leader, pos.extra, pos.sides, pos.goal)
        solver.clear()
        assert solver.value(pos) == expected, (name, i, pos)
        if i % 5 == 0:  # every card's value too, through one table for the whole position
            solver.clear()
            for card, value in solver.move_values(pos).items():
                nxt, gain = play_card(pos, card)
                want = gain + minimax(
                    rules, list(nxt.hands), list(nxt.trick), nxt.leader, nxt.extra, nxt.sides, nxt.goal
                )
                assert value == want, (name, i, card)
    assert fool_seen > count // 20, "the fool's rules are exercised"


def test_equivalent_cards_prune() -> None:
    """The pruning is real: with equivalent cards the solver searches fewer positions than without."""
    rng = random.Random(5)
    rules = troccas_rules(4)
    with_eq, without = Solver(rules), Solver(rules, equivalence=False)
    for _ in range(30):
        pos = random_position(rules, list(range(78)), rng, 4)
        assert with_eq.value(pos) == without.value(pos)
        with_eq.clear()
        without.clear()
    assert with_eq.nodes < without.nodes


def _moves_by_walking_every_run(solver: Solver, hands: Sequence[int], trick: Sequence[int], legal: int) -> list[int]:
    """The solver's moves as it found them before issue 36: every card of every run walked, weakest first."""
    rules = solver.rules
    live = 0
    for h in hands:
        live |= h
    for c in trick:
        live |= 1 << c
    out = [FOOL] if legal >> FOOL & 1 else []
    for run in rules.runs():
        prev_val = None
        for c in run:
            if not live >> c & 1:
                continue
            if legal >> c & 1:
                if rules.values[c] != prev_val:
                    out.append(c)
                    prev_val = rules.values[c]
            else:
                prev_val = None
    out.sort(key=lambda c: -rules.rank[c])
    return out


@pytest.mark.parametrize("name,rules,deck,lengths,count", CASES, ids=[c[0] for c in CASES])
def test_the_moves_tried_are_the_run_walks(name: str, rules: TrickRules, deck: list[int], lengths, count: int) -> None:
    """The moves the search tries (one of each run of equivalent cards, the strongest first), read from masks, are
    the same cards in the same order as walking every run: the search and the strong bot are unchanged."""
    rng = random.Random(name + "moves")
    solver = Solver(rules)
    for i in range(count):
        pos = random_position(rules, deck, rng, rng.randint(1, 9))
        legal = pos.legal_mask()
        hands, trick = list(pos.hands), list(pos.trick)
        want = _moves_by_walking_every_run(solver, hands, trick, legal)
        assert solver._moves(hands, trick, pos.to_move, legal) == want, (name, i)


@pytest.mark.parametrize("overtrump", [False, True])
@pytest.mark.parametrize("excuse_lead", [True, False])
def test_excuse_rules_read_from_tables_are_the_trick_primitives(overtrump: bool, excuse_lead: bool) -> None:
    """The excuse games' legal cards and trick winner, read from per-card tables in the search's hot path, are the
    kernel's trick primitives (:func:`follow_mask`, :func:`winner_position`, :func:`led_suit_of`) on random hands
    and tricks, with the default strength and a shuffled one."""
    from troggu_core.kernel.codes import TRUMP
    from troggu_core.kernel.deck import strength_table
    from troggu_core.kernel.solver import excuse_rules
    from troggu_core.kernel.tricks import (
        NO_SUIT,
        SUIT_MASKS,
        TRUMP_MASK,
        follow_mask,
        led_suit_of,
        overtrump_mask,
        trump_in,
        winner_position,
    )

    rng = random.Random(36)
    fool_bit = 1 << FOOL
    shuffled = list(range(78))
    rng.shuffle(shuffled)
    for strength in (strength_table(()), tuple(shuffled)):
        rules = excuse_rules(4, tuple([1] * 78), strength=strength, overtrump=overtrump, excuse_lead=excuse_lead)
        for _ in range(4000):
            cards = rng.sample(range(78), rng.randint(1, 16))
            k = rng.randint(0, 3) if len(cards) > 1 else 0
            trick, hand = cards[:k], sum(1 << c for c in cards[k:])
            if rng.random() < 0.1 and trick:
                trick[0] = FOOL if FOOL not in cards[k:] else trick[0]
            led = led_suit_of(trick)
            if led == NO_SUIT:
                want = hand & ~fool_bit if not trick and not excuse_lead and hand != fool_bit else hand
            else:
                want = follow_mask(hand, led)
                trumps = want & TRUMP_MASK
                if overtrump and trumps and (led == TRUMP or not hand & SUIT_MASKS[led]) and trump_in(trick) >= 0:
                    want = overtrump_mask(trumps, trump_in(trick)) | (want & fool_bit)
            assert rules.legal(hand, trick, 0, -1) == want, (trick, hand)
            full = trick + [c for c in cards[k:]][: 4 - len(trick)]
            assert rules.winner(full, 0, -1) == winner_position(full, led_suit_of(full), strength), full
