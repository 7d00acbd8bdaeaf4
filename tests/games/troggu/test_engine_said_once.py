"""Issue 9, rules said once: Troggu's exchange, led suit, schgüsieru condition, codes, values and shuffle each
come from one place, and that place agrees with a plain restatement of the rule and with the game built on it."""

from __future__ import annotations

import random
from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from quick import examples

import troggu_core as tg
from troggu_core.games.troggu import cards as tcards
from troggu_core.games.troggu.cards import FIVE_POINT_MASK, KINGS_MASK, TROGGU_DECK, cards_of_mask, mask_of
from troggu_core.errors import IllegalActionError
from troggu_core.games.troggu.exchange import check_discard, count_discards, discards, layable_mask
from troggu_core.kernel.codes import CODES
from troggu_core.kernel.deck import TAROCK_VALUES
from troggu_core.kernel.shuffle import cut, rng_below, shuffled
from troggu_core.games.troggu.tricks import NO_SUIT, led_suit, narr_forced

TROGGU_INDICES = [c.index for c in TROGGU_DECK]


def test_troggu_codes_and_values_are_the_kernels() -> None:
    assert tcards._CODE is CODES and tcards.POINTS is TAROCK_VALUES
    assert sum(c.points for c in TROGGU_DECK) == 114  # rule deck.points: the kernel's values over Troggu's 62 cards


@given(st.integers(min_value=0, max_value=2**64), st.integers(min_value=2, max_value=78))
@settings(max_examples=examples(200), deadline=None)
def test_kernel_shuffle_is_fisher_yates_on_rng_below(seed: int, n: int) -> None:
    reference = list(range(n))
    rng = random.Random(seed)
    for i in range(n - 1, 0, -1):
        j = rng_below(rng, i + 1)
        reference[i], reference[j] = reference[j], reference[i]
    at = 1 + rng_below(rng, n - 1)
    reference = reference[at:] + reference[:at]
    rng2 = random.Random(seed)
    assert cut(shuffled(list(range(n)), rng2), rng2) == reference


@pytest.mark.parametrize("name", ["visp", "st-niklaus", "graechen"])
@given(data=st.data())
@settings(max_examples=examples(40), deadline=None)
def test_exchange_lists_exactly_the_discards_the_check_accepts(name: str, data: st.DataObject) -> None:
    rs = tg.ruleset(name)
    # a small pool that often holds all kings or all 5-pointers, so the exception is exercised
    extra = data.draw(st.lists(st.sampled_from(TROGGU_INDICES), min_size=2, max_size=5, unique=True))
    special = KINGS_MASK if name == "visp" else FIVE_POINT_MASK
    pool = mask_of(cards_of_mask(special)) if data.draw(st.booleans()) else 0
    for i in extra:
        pool |= 1 << i
    size = pool.bit_count()
    want = data.draw(st.integers(min_value=1, max_value=min(size, 8)))
    listed = {frozenset(c.index for c in d) for d in discards(rs, pool, want)}
    assert len(listed) == count_discards(rs, pool, want)
    accepted = set()
    for combo in combinations(cards_of_mask(pool), want):
        try:
            check_discard(rs, pool, want, combo)
        except IllegalActionError as e:
            assert e.rule_id == "exchange.five-pointers"
            five = mask_of(combo) & FIVE_POINT_MASK
            assert five and five != special
        else:
            accepted.add(frozenset(c.index for c in combo))
    assert listed == accepted
    assert all(not (1 << i) & FIVE_POINT_MASK for i in range(78) if (layable_mask(pool) >> i) & 1)


def _led_by_hand(trick: list[int], powerless: int) -> int:
    """The rule as the sources say it: the first card that is not the withheld (powerless) Narr leads."""
    for pos, c in enumerate(trick):
        if pos != powerless:
            return tcards.SUIT_OF[c]
    return NO_SUIT


@given(
    st.integers(min_value=0, max_value=10**9),
    st.sampled_from(["visp", "st-niklaus", "graechen"]),
    st.integers(min_value=3, max_value=8),
)
@settings(max_examples=examples(60), deadline=None)
def test_the_game_keeps_tricks_led_suit_through_every_push_and_pop(seed: int, name: str, players: int) -> None:
    rs = tg.ruleset(name)
    if players not in {n for n, _ in rs.layouts}:
        return
    g = tg.random_game(rs, players=players, seed=seed, bot="heuristic")
    # walk the finished game back, checking the kept led suit and the schgüsieru condition at every step
    seen = 0
    while g._stack:
        assert g.led == led_suit(g.trick, g.powerless_pos) == _led_by_hand(g.trick, g.powerless_pos)
        if g.phase is tg.Phase.PLAY and g.led >= 0:
            hand = g.hands[g.to_move]
            forced = hand & tcards.SUIT_MASK[g.led] or hand & tcards.SUIT_MASK[tcards.TRUMP_SUIT]
            assert narr_forced(hand, g.led) == (forced == 1 << 21)
        g.pop()
        seen += 1
    assert seen and g.led == NO_SUIT and g.phase is tg.Phase.AUCTION
