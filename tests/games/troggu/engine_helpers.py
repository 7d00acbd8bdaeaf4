"""Shared helpers for the engine tests: constructed deals and full state snapshots."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

import troggu_core as tg

sys.path.insert(0, str(Path(__file__).parent))

from engine_oracle import DECK62  # noqa: E402

GOLDEN_DIR = Path(__file__).parent / "golden"

# hand size and Tapp size of the default layout per player count (issue 2, rules section)
SIZES = {3: (18, 8), 4: (13, 10), 5: (11, 7), 6: (9, 8), 7: (8, 6), 8: (7, 6)}


def cards(text: str) -> list[str]:
    return text.replace(",", " ").split()


def build_deal(
    players: int,
    fixed: dict[int, str] | None = None,
    tapp: str | None = None,
    hand: int | None = None,
    tapp_size: int | None = None,
    filler: list[str] | None = None,
) -> tuple[list[list[str]], list[str]]:
    """Hands and Tapp with the given cards fixed; the rest of the 62 cards filled in a fixed order.

    ``filler`` is the order in which left-over cards are handed out (default: the deck order of
    the oracle, trumps first); the Tapp is filled last.
    """
    fixed = fixed or {}
    h_size, t_size = SIZES[players]
    h_size = hand or h_size
    t_size = tapp_size if tapp_size is not None else (62 - players * h_size)
    hands = [cards(fixed.get(s, "")) for s in range(players)]
    tp = cards(tapp or "")
    used = [c for h in hands for c in h] + tp
    assert len(used) == len(set(used)), "a card is fixed twice"
    rest = [c for c in (filler or DECK62) if c not in used]
    rest += [c for c in DECK62 if c not in used and c not in rest]
    for s in range(players):
        while len(hands[s]) < h_size:
            hands[s].append(rest.pop(0))
        assert len(hands[s]) == h_size, f"seat {s} has too many fixed cards"
    while len(tp) < t_size:
        tp.append(rest.pop(0))
    assert not rest and len(tp) == t_size
    return hands, tp


def make_game(ruleset="visp", players=4, fixed=None, tapp=None, dealer=0, **kw) -> tg.Game:
    hands, tp = build_deal(players, fixed, tapp, **kw)
    return tg.Game(ruleset, hands, tp, dealer)


def codes(cs) -> list[str]:
    return [str(c) for c in cs]


def snapshot(g: tg.Game) -> dict:
    """Everything a caller can observe about a game, as plain data."""
    snap = {
        "phase": g.phase,
        "to_move": g.to_move,
        "hands": [codes(g.hand(s)) for s in range(g.players)],
        "tapp": codes(g.tapp),
        "discard": codes(g.discard),
        "call": str(g.call) if g.call else None,
        "game_type": g.game_type,
        "declarer": g.declarer,
        "partner": g.partner,
        "forced": g.forced,
        "current_trick": [(s, str(c)) for s, c in g.current_trick],
        "tricks": [repr(t) for t in g.tricks],
        "trick_number": g.trick_number,
        "led_suit": g.led_suit,
        "withheld": g.withheld,
        "history": [str(a) for a in g.history],
        "legal_bids": codes(g.legal_bids()),
        "callable": codes(g.callable_cards()),
        "legal_plays": codes(g.legal_plays()),
        "schgusieru": g.schgusieru_possible(),
        "is_over": g.is_over,
        "sides": [g.side_of(s) for s in range(g.players)],
    }
    out = g.outcome()
    snap["outcome"] = out.to_json() if out is not None else None
    if g.phase is tg.Phase.EXCHANGE:
        snap["layaway_next"] = list(g.legal_actions())  # the cards that may be laid away next
    return snap


def any_discard(g: tg.Game) -> str:
    """A legal whole lay-away of the Tappist in the exchange (the first :func:`~.exchange.discards` lists)."""
    from troggu_core.games.troggu.exchange import discards

    assert g.phase is tg.Phase.EXCHANGE and g.declarer is not None
    pool = g.hands[g.declarer] | g.tapp0
    return str(tg.Discard(next(discards(g.ruleset, pool, len(g.tapp)))))


def solo_game(ruleset="visp", players=4, fixed=None, tapp=None, dealer=0, soloist=None, **kw) -> tg.Game:
    """A game whose first bidder (dealer's right) says solo at once, so the play starts at once."""
    g = make_game(ruleset, players, fixed, tapp, dealer, **kw)
    assert soloist is None or soloist == g.to_move
    g.bid("solo")
    return g


def play_all(g: tg.Game, plays: str) -> None:
    for c in cards(plays):
        g.play(c)


def deep_state(g: tg.Game) -> dict:
    """Every attribute of the game object (its slots or __dict__), as comparable text."""
    names = getattr(type(g), "__slots__", None) or list(vars(g))
    out = {}
    for name in names:
        v = getattr(g, name, None)
        if isinstance(v, list):
            v = [tuple(x) if isinstance(x, list) else x for x in v]
        out[name] = repr(v)
    return out


def assert_rejected(
    g: tg.Game, action, error=tg.IllegalActionError, rule_id: str | None = None, words: str | None = None
) -> tg.TrogguError:
    """``action`` must be rejected naming ``rule_id`` and leave the game exactly as it was."""
    before = snapshot(g)
    deep = deep_state(g)
    with pytest.raises(error) as info:
        g.push(action)
    e = info.value
    assert isinstance(e, ValueError) and isinstance(e, tg.TrogguError)
    if rule_id is not None:
        assert e.rule_id == rule_id, str(e)
        assert rule_id in tg.RULES, f"{rule_id} is not a rule id"
        assert str(e).startswith(f"[{rule_id}] ")
    assert e.reason and len(e.reason) > 8
    if words is not None:
        assert words.lower() in str(e).lower(), str(e)
    assert snapshot(g) == before
    assert deep_state(g) == deep
    return e


_POOL: list = []


def random_pool(seeds: int = 1000) -> list:
    """Finished random games over every ruleset and player count and both bots (computed once)."""
    if not _POOL:
        for seed in range(seeds):
            name = ("visp", "st-niklaus", "graechen")[seed % 3]
            rs = tg.ruleset(name)
            n = rs.players[seed // 3 % len(rs.players)]
            _POOL.append(tg.random_game(name, n, seed, bot="heuristic" if seed % 2 else "random"))
    return _POOL
