"""What one seat may see of a game: the information a bot (or a player's screen) gets.

The engine never imports the bots; bots get a :class:`SeatView` and nothing else.

>>> from troggu_core import Game
>>> g = Game.new("visp", players=4, seed=2)
>>> v = SeatView.of(g, 1)
>>> len(v.hand), v.tapp, v.is_my_turn
(13, None, True)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, TYPE_CHECKING

from .actions import Bid, GameType, Phase
from .cards import DECK_78, Card, cards_of_mask, sort_key
from .rulesets import RULESETS, Ruleset, calls_partner
from ...kernel.state import TableView, make_table_view

if TYPE_CHECKING:
    from .state import Game

__all__ = ["SeatView", "known_team", "knows_ally", "ruleset_of_view", "view_of"]

_CODE_BITS: dict[str, int] = {c.code: 1 << c.index for c in DECK_78}
"""Each card code's bit, built once (:meth:`SeatView.from_json` reads a view on every decision of a sampled round)."""
_CODES: tuple[str, ...] = tuple(c.code for c in DECK_78)
_PLACE: tuple[int, ...] = tuple(sorted(range(len(DECK_78)), key=lambda i: sort_key(DECK_78[i])))
_SHOWN_AT: tuple[int, ...] = tuple(_PLACE.index(i) for i in range(len(DECK_78)))
"""Each card index's place when a hand is shown (:func:`~.cards.sort_key`)."""


_BYTES = (len(DECK_78) + 7) // 8
_IN_BYTE: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(tuple(8 * k + j for j in range(8) if b >> j & 1) for b in range(256)) for k in range(_BYTES)
)
"""For each byte of a mask and each of its values, the card indices it holds (a view lists up to 78 cards)."""


def ruleset_of_view(view: dict[str, Any]) -> Ruleset:
    """The ruleset of a view (its shared ``ruleset`` and ``options``): the named one when the options are its own,
    else the name with the options (house rules give their rules, without the house rules' words).

    >>> from troggu_core import Game
    >>> g = Game.new(Ruleset.from_json({"name": "visp", "tappist": "dealer"}), players=4, seed=2)
    >>> ruleset_of_view(g.view(0)) == g.ruleset, ruleset_of_view(Game.new("visp", 4, 2).view(0)) is RULESETS["visp"]
    (True, True)
    """
    name, options = view["ruleset"], view["options"]
    named = RULESETS.get(name)
    if named is not None and named.options() == options:  # options() is made once per ruleset (rulesets.py)
        return named
    return Ruleset.from_json({"name": name, **options})


def _indices(mask: int) -> list[int]:
    """The card indices of a bit mask, in index order (as :func:`~.cards.cards_of_mask`)."""
    out: list[int] = []
    for k, b in enumerate(mask.to_bytes(_BYTES, "little")):
        if b:
            out.extend(_IN_BYTE[k][b])
    return out


def _codes(mask: int) -> list[str]:
    """The codes of a bit mask's cards, in index order."""
    return [_CODES[i] for i in _indices(mask)]


def _shown_codes(mask: int) -> list[str]:
    """The codes of a bit mask's cards, in the order a hand is shown (:func:`~.cards.sort_key`)."""
    return [_CODES[i] for i in sorted(_indices(mask), key=_SHOWN_AT.__getitem__)]


@dataclass(frozen=True, slots=True)
class SeatView:
    """One seat's view: its own hand and everything public, nothing else.

    ``hand_mask``/``legal_mask`` are bit masks (fast path); ``team`` is the set of seats
    this seat knows to be on its side (itself at least). ``tapp`` and ``discard`` are
    shown to the Tappist only, once he has taken the Tapp.
    """

    seat: int
    players: int
    ruleset: Ruleset
    dealer: int
    phase: Phase
    to_move: int | None
    hand_mask: int
    legal_mask: int
    bids: tuple[Bid, ...]
    legal_bids: tuple[Bid, ...]
    game_type: GameType | None
    declarer: int | None
    called: Card | None
    team: frozenset[int]
    tapp: tuple[Card, ...] | None
    discard: tuple[Card, ...] | None
    trick: tuple[tuple[int, int], ...]
    played_mask: int
    tricks_done: int
    tricks_total: int
    narr_withheld: bool
    trick_points_won: tuple[int, ...]

    @property
    def hand(self) -> list[Card]:
        """The seat's cards, sorted for display."""
        return sorted(cards_of_mask(self.hand_mask), key=sort_key)

    @property
    def holding(self) -> list[Card]:
        """The cards in the seat's hands now: its hand, and the Tapp too while the Tappist chooses what to lay
        away (he has picked it up)."""
        if self.phase is Phase.EXCHANGE and self.tapp is not None:
            return sorted([*self.hand, *self.tapp], key=sort_key)
        return self.hand

    @property
    def is_my_turn(self) -> bool:
        """True when this seat is to move."""
        return self.to_move == self.seat

    @classmethod
    def of(cls, game: Game, seat: int) -> SeatView:
        """Build the view of ``seat`` from a game."""
        g = game
        my_turn = g.to_move == seat
        sees_tapp = (
            seat == g.declarer
            and g.game_type is GameType.NORMAL
            and g.phase in (Phase.EXCHANGE, Phase.PLAY, Phase.FINISHED)
        )
        from .tricks import mask_points

        return cls(
            seat=seat,
            players=g.players,
            ruleset=g.ruleset,
            dealer=g.dealer,
            phase=g.phase,
            to_move=g.to_move,
            hand_mask=g.hands[seat],
            legal_mask=g.legal_play_mask() if my_turn and g.phase is Phase.PLAY else 0,
            bids=tuple(g.bids),
            legal_bids=tuple(g.legal_bids()) if my_turn else (),
            game_type=g.game_type,
            declarer=g.declarer,
            called=g.call,
            team=known_team(g, seat),
            tapp=tuple(g.tapp) if sees_tapp else None,
            discard=tuple(g.discard) if sees_tapp else None,
            trick=tuple(zip(g.trick_seats, g.trick)),
            played_mask=_played_mask(g),
            tricks_done=len(g.tricks),
            tricks_total=g.tricks_total,
            narr_withheld=g.withheld == seat,
            trick_points_won=tuple(mask_points(m) for m in g.won),
        )

    def own_json(self) -> dict[str, Any]:
        """Troggu's own keys of the view (:data:`~.state.VIEW_KEYS` less ``schgusieru``, which the state adds), as
        JSON."""
        return {
            "bids": [b.value for b in self.bids],
            "team": sorted(self.team),
            "tapp": [c.code for c in self.tapp] if self.tapp is not None else None,
            "discard": [c.code for c in self.discard] if self.discard is not None else None,
            "tricks_total": self.tricks_total,
            "narr_withheld": self.narr_withheld,
            "trick_points_won": list(self.trick_points_won),
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> SeatView:
        """The view back from ``Game.view(seat)`` (:func:`view_of`): what a bot of the kernel's protocol is given.

        >>> from troggu_core import Game
        >>> g = Game.new("visp", players=4, seed=2)
        >>> SeatView.from_json(g.view(1)) == SeatView.of(g, 1)
        True
        """
        phase = Phase(data["phase"])
        masks = _CODE_BITS

        def mask(codes: list[str] | None) -> int:
            return sum(masks[c] for c in codes or ())

        tapp = tuple(Card.parse(c) for c in data["tapp"]) if data["tapp"] is not None else None
        hand = mask(data["hand"])
        if phase is Phase.EXCHANGE and tapp is not None:
            hand &= ~mask(data["tapp"])  # the view's hand holds the Tapp while the Tappist chooses
        return cls(
            seat=data["seat"],
            players=data["players"],
            ruleset=ruleset_of_view(data),
            dealer=data["dealer"],
            phase=phase,
            to_move=data["to_move"],
            hand_mask=hand,
            legal_mask=mask(data["legal"]) if phase is Phase.PLAY else 0,
            bids=tuple(Bid(b) for b in data["bids"]),
            legal_bids=tuple(Bid(b) for b in data["legal"]) if phase is Phase.AUCTION else (),
            game_type=GameType(data["contract"]) if data["contract"] else None,
            declarer=data["bidder"],
            called=Card.parse(data["called"]) if data["called"] else None,
            team=frozenset(data["team"]),
            tapp=tapp,
            discard=tuple(Card.parse(c) for c in data["discard"]) if data["discard"] is not None else None,
            trick=tuple((t["seat"], Card.parse(t["card"]).index) for t in data["trick"]),
            played_mask=mask(data["played"]),
            tricks_done=data["tricks_done"],
            tricks_total=data["tricks_total"],
            narr_withheld=data["narr_withheld"],
            trick_points_won=tuple(data["trick_points_won"]),
        )

    def trick_cards(self) -> list[tuple[int, Card]]:
        """The trick in progress as (seat, card) pairs."""
        return [(s, DECK_78[c]) for s, c in self.trick]


def view_of(g: Game, seat: int) -> dict[str, Any]:
    """``Game.view(seat)``: the keys every game shares (:class:`~troggu_core.kernel.state.TableView`) and Troggu's
    own (:data:`~.state.VIEW_KEYS`), from one :class:`SeatView`.

    The declarer is the bidder, the game type the contract; the called partner once ``seat`` may know him (the
    partner himself at once, everybody once the called card is played). In the exchange ``legal`` holds the cards
    that may be laid away next, ``layaway_picked`` those picked so far (a lay-away pushed card by card),
    ``layaway_cards`` every card to choose from, ``taken_up`` the Tapp the Tappist has taken up. ``schgusieru``: the seat may withhold the Narr now (rule
    ``play.schgusieru``), which the table says beside the seat's playable cards."""
    v = SeatView.of(g, seat)
    return {**_shared(g, v), **v.own_json(), "schgusieru": g.to_move == seat and g.schgusieru_possible()}


def _legal(v: SeatView) -> list[str] | None:
    """The seat's legal actions as the view lists them, from the view's own masks (``None``: the call and the
    exchange, where the state's ``legal_actions()`` lists them)."""
    if v.phase is Phase.AUCTION:
        return [b.value for b in v.legal_bids]
    if v.phase in (Phase.CALL, Phase.EXCHANGE):
        return None
    return _codes(v.legal_mask)


def _shared(g: Game, v: SeatView) -> TableView:
    """The keys every game shares of ``v``'s seat."""
    seat = v.seat
    last = g.tricks[-1] if g.tricks else None
    won = [0] * g.players
    for t in g.tricks:
        if t.winner is not None:
            won[t.winner] += 1
    partner = g.partner
    if partner is not None and seat != partner and not (g.called >= 0 and g.called in g.plays):
        partner = None
    taken_up = g.tapp0 if v.phase is Phase.EXCHANGE and v.tapp is not None else 0
    return make_table_view(
        g,
        seat,
        ruleset=g.ruleset,
        hand=_shown_codes(v.hand_mask | taken_up),  # the Tapp too while the Tappist chooses the lay-away
        played=[_CODES[c] for c in g.plays],
        trick=[(s, _CODES[c]) for s, c in v.trick],
        trick_leader=g.leader if v.phase in (Phase.PLAY, Phase.FINISHED) else None,
        last_trick=[(s, _CODES[c]) for s, c in zip(last.seats, last.cards)] if last else [],
        last_trick_winner=last.winner if last else None,
        tricks_done=v.tricks_done,
        tricks_won=won,
        trick_complete=last is not None and not g.trick,
        bidder=v.declarer,
        contract=v.game_type.value if v.game_type is not None else None,
        called=v.called.code if v.called is not None else None,
        partner=partner,
        legal=_legal(v),
        layaway_picked=[_CODES[c] for c in g.picked] if seat == g.declarer else (),
        taken_up=_shown_codes(taken_up),
    )


def known_team(g: Game, seat: int) -> frozenset[int]:
    """The seats ``seat`` knows to be on its side (itself at least): :attr:`SeatView.team`."""
    return frozenset(s for s in range(g.players) if knows_ally(g, seat, s))


def knows_ally(g: Game, seat: int, other: int) -> bool:
    """True if ``seat`` knows ``other`` to be on its side (``other in SeatView.of(g, seat).team``).

    The sides are known to all once the declarer is known, when he plays alone (a solo,
    or 3-6 players); with 7 and 8 players and a called partner only the partner knows
    them until the called card is played; in a misère everyone plays alone.
    """
    if other == seat:
        return True
    declarer = g.declarer
    if declarer is None or g.game_type is GameType.MISERE:
        return False
    partner = g.partner
    if not calls_partner(g.players, g.ruleset) or g.game_type is GameType.SOLO:
        return seat != declarer and other != declarer and other != partner
    if seat == partner:
        return other == declarer
    revealed = g.called >= 0 and g.called in g.plays
    if seat == declarer:
        return revealed and partner is not None and other == partner
    return revealed and other != declarer and other != partner


def _played_mask(g: Game) -> int:
    """Every card played so far: the won tricks plus the trick in progress."""
    m = 0
    for w in g.won:
        m |= w
    for c in g.trick:
        m |= 1 << c
    return m
