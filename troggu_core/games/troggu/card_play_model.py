"""Troggu's card play for the kernel's solver and strong bot (:mod:`troggu_core.kernel.solver`,
:mod:`troggu_core.kernel.strong_bots`): the trick rules on the game's own primitives (:mod:`.tricks`) and what a seat's
view tells of the play.

Cards count singly (rule ``count.sides``); the Narr is the highest trump, and a Narr withheld by schgüsieru is
powerless (rules ``play.schgusieru``, ``play.narr-last-trick``): the solver keeps the withholding seat as its
``extra``. A seat knows only whether it withheld the Narr itself (the view tells no other seat's), so in the
bot's deals the other seats have not withheld it. The view lists the played cards without their order, so
only the trick in progress shows voids. In a misère every seat plays alone and wants the fewest points.

>>> from troggu_core.games.troggu import Game
>>> g = Game.new("visp", players=4, seed=1)
>>> for _ in range(4):
...     g.push("pass")
>>> table = play_table(g.view(1))
>>> table.goal, table.sizes, table.hand.bit_count()
(-1, (13, 13, 13, 13), 13)
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any, Sequence

from ...kernel.codes import parse_code
from ...kernel.solver import TrickRules
from ...kernel.sampling import SeatDeal
from ...kernel.strong_bots import PlayTable, codes_mask, table_from_view
from .cards import POINTS, STRENGTH, SUIT_OF, TROGGU_DECK
from .record import from_json
from .rulesets import MisereSchgusieru
from .tricks import NARR_BIT, led_suit, legal_mask, legal_mask_no_schgusieru, narr_forced, winner_position
from .views import ruleset_of_view

__all__ = ["trick_rules", "play_table", "seat_deal"]

_NARR = 21
_DECK = sum(1 << c.index for c in TROGGU_DECK)


def _powerless(trick: Sequence[int], leader: int, n: int, withheld: int) -> int:
    if withheld < 0:
        return -1
    for i, c in enumerate(trick):
        if c == _NARR and (leader + i) % n == withheld:
            return i
    return -1


@lru_cache(maxsize=32)
def trick_rules(players: int, schgusieru: bool = True) -> TrickRules:
    """Troggu's trick rules for ``players`` (``schgusieru=False``: a misère whose ruleset forbids it)."""
    base = legal_mask if schgusieru else legal_mask_no_schgusieru
    n = players

    def legal(hand: int, trick: Sequence[int], seat: int, extra: int) -> int:
        if extra == seat and hand != NARR_BIT:
            hand &= ~NARR_BIT
        if not trick:
            return hand
        if extra < 0:  # no Narr withheld (the solver's hot path): the first card leads
            return base(hand, SUIT_OF[trick[0]])
        led = led_suit(trick, _powerless(trick, seat - len(trick), n, extra))
        return hand if led < 0 else base(hand, led)

    def advance(extra: int, seat: int, hand: int, trick: Sequence[int], card: int) -> int:
        if card != _NARR and extra < 0 and trick and hand & NARR_BIT:
            led = led_suit(trick, _powerless(trick, seat - len(trick), n, extra))
            if narr_forced(hand, led):
                return seat
        return extra

    def winner(trick: Sequence[int], leader: int, extra: int) -> int:
        return winner_position(list(trick), _powerless(trick, leader, n, extra))

    rank = tuple(STRENGTH[c] if c < len(STRENGTH) else 0 for c in range(78))
    group = tuple(SUIT_OF[c] for c in range(78))
    # advance changes the extra state only for a seat holding the Narr (it withholds it): advance_when
    return TrickRules(players, tuple(POINTS), legal, winner, 1, advance, rank, group, advance_when=NARR_BIT)


def play_table(view: dict[str, Any]) -> PlayTable | None:
    """What the seat of this view (``Game.view(seat)``) knows of the card play; ``None`` outside it."""
    if view.get("phase") != "play":
        return None
    n = int(view["players"])
    seat = int(view["seat"])
    misere = view.get("contract") == "misere"
    schgusieru = True
    if misere:
        try:
            rs = ruleset_of_view(view)
            schgusieru = rs.misere_schgusieru is not MisereSchgusieru.NOT_ALLOWED
        except Exception:  # pragma: no cover - a view always carries its ruleset
            schgusieru = True
    rules = trick_rules(n, schgusieru)
    known = codes_mask(view["played"]) | codes_mask(view.get("discard"))
    team = set(view.get("team") or [seat])
    called, declarer = -1, -1
    if misere:
        sides = [0 if s == seat else 1 for s in range(n)]
    else:
        sides = [0 if s in team else 1 for s in range(n)]
        card = view.get("called")
        if card and len(team) == 1 and view.get("bidder") is not None:
            c = parse_code(card)
            if not known >> c & 1:
                called, declarer = c, int(view["bidder"])
    extra = seat if view.get("narr_withheld") else -1
    trick_cards = 0
    for t in view["trick"]:
        trick_cards |= 1 << parse_code(t["card"])
    return table_from_view(
        rules,
        view,
        _DECK,
        sides,
        known=known & ~trick_cards,
        extra=extra,
        goal=-1 if misere else 1,
        called=called,
        declarer=declarer,
    )


def seat_deal(view: dict[str, Any]) -> SeatDeal | None:
    """What the seat of this view knows of the deal in the auction, the call and the exchange (``None`` in the
    card play): the other hands and the Tapp are hidden, except the Tapp the Tappist has taken up. The state is
    read from a record of the deal and the bids, the call and nothing more (every hand is dealt alike; the
    Tappist's dealt hand is its hand less the Tapp)."""
    if view.get("phase") not in ("auction", "call", "exchange") or view.get("discard"):
        return None
    n = int(view["players"])
    seat = int(view["seat"])
    tapp = [str(c) for c in view.get("tapp") or ()]
    hand = [str(c) for c in view["hand"] if c not in tapp]
    known = set(hand) | set(tapp)
    pool = tuple(c.code for c in TROGGU_DECK if c.code not in known)
    size = len(hand)
    sizes = tuple([size] * (n - 1)) + (() if tapp else (len(pool) - size * (n - 1),))
    base = {
        "format": "troggu-record/1",
        "ruleset": ruleset_of_view(view).to_json(),
        "players": n,
        "dealer": int(view["dealer"]),
        "auction": list(view.get("bids") or ()),
        "call": view.get("called"),
        "discard": None,
        "plays": [],
    }

    def build(places: tuple[tuple[str, ...], ...]) -> Any:
        hands = [list(p) for p in places[: n - 1]]
        hands.insert(seat, hand)
        return from_json({**base, "hands": hands, "tapp": tapp or list(places[n - 1])}).game(complete=False)

    return SeatDeal(seat, pool, sizes, build)
