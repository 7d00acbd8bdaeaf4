"""One round of Troggu as a single state object: auction, call, Tapp exchange, play, result.

Like ``chess.Board``: :meth:`Game.push` an action, :meth:`Game.pop` it back exactly,
:meth:`Game.copy`, :meth:`Game.legal_actions`, :meth:`Game.outcome`. An illegal action
raises :class:`~troggu_core.errors.IllegalActionError` naming the rule and leaves the
state exactly as it was. In the Tapp exchange a lay-away is pushed whole (``discard C1 C2 ...``) or card by card:
``legal_actions()`` then lists the cards that may be laid away next, the last card makes the lay-away (the same
record), and ``pop()`` gives back each card.

>>> g = Game.new("visp", players=4, seed=1)
>>> g.phase, g.to_move
(<Phase.AUCTION: 'auction'>, 1)
>>> for _ in range(4):
...     g.push(Bid.PASS)
>>> g.game_type, g.phase, g.to_move      # all passed with 4 players: misère, dealer's right leads
(<GameType.MISERE: 'misere'>, <Phase.PLAY: 'play'>, 1)
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Iterable, NamedTuple, Sequence

from .actions import Action, Bid, Call, Discard, GameType, Phase, parse_action
from .cards import (
    DECK_78,
    FIVE_POINT_MASK,
    SUIT_MASK,
    TROGGU_MASK,
    TRUMP_SUIT,
    Card,
    Suit,
    cards_of_mask,
    mask_of,
    sort_key,
)
from .deal import DEALER_GIVEN_MSG, deal_indices
from .exchange import check_discard, check_pick, next_discard_mask
from ...kernel.names import cards_in_words
from .names import card_name
from ...kernel.shuffle import check_dealer
from ...errors import IllegalActionError, NotationError
from ...i18n import Localized, Msg, N_, Seat, verbatim
from .rulesets import (
    calls_partner,
    AuctionDirection,
    CallRule,
    MisereSchgusieru,
    Ruleset,
    TappistRule,
    ruleset as _ruleset,
)
from .tricks import (
    NARR_BIT,
    NO_SUIT,
    TRUMP_MASK,
    led_suit,
    legal_mask,
    legal_mask_no_schgusieru,
    narr_forced,
    winner_position,
)

__all__ = ["Game", "Trick", "VIEW_KEYS", "callable_mask"]

VIEW_KEYS: tuple[str, ...] = (
    "bids",
    "team",
    "tapp",
    "discard",
    "tricks_total",
    "narr_withheld",
    "trick_points_won",
    "schgusieru",
)
"""Troggu's own keys of a seat's view, beside the keys every game shares (:class:`~troggu_core.kernel.state.TableView`):
``bids`` the auction's bids in order; ``team`` the seats this seat knows to be on its side (itself at least: who
knows whom depends on the table and the ruleset, rule ``call.partner``); ``tapp`` and ``discard`` the Tapp and the
Tappist's lay-away, shown to the Tappist only once he has taken the Tapp (else ``None``); ``tricks_total`` how many
tricks the round has; ``narr_withheld`` this seat has withheld the Narr (schgüsieru); ``trick_points_won`` each
seat's card points won so far; ``schgusieru`` this seat may withhold the Narr now (rule ``play.schgusieru``). The
ruleset (``ruleset``, ``options``: every option's value) and the cards played (``played``) are shared keys."""

_BAGATT_BIT = 1
_BIDS = (Bid.PASS, Bid.NORMAL, Bid.SOLO)
_BIT = tuple(1 << i for i in range(len(DECK_78)))  # each card's bit, made once (a mask over 30 bits is a new object)


def callable_mask(rs: Ruleset) -> int:
    """Bit mask of the cards a Tappist may call under ``rs`` (rule ``call.card``)."""
    if rs.call_rule is CallRule.NOT_FIVE_POINTERS:
        return TROGGU_MASK & ~FIVE_POINT_MASK
    return TRUMP_MASK & ~NARR_BIT & ~(1 << 20)


class _PhaseUndo(NamedTuple):
    """What undoing a bid, call or discard restores (a card play needs none: see :meth:`Game._undo_play`; a card
    picked for a lay-away is taken back from :attr:`Game.picked`)."""

    phase: Phase
    to_move: int
    bids: int
    game_type: GameType | None
    declarer: int | None
    forced: bool
    called: int
    partner: int | None
    discard_mask: int
    hands: tuple[int, ...]
    trick: tuple[int, ...]
    trick_seats: tuple[int, ...]
    leader: int
    tricks: int
    won: tuple[int, ...]
    withheld: int
    powerless_pos: int
    plays: int
    picked: tuple[int, ...] = ()
    """The cards picked for the lay-away before this action (a discard made by its last card: the others)."""
    stepped: bool = False
    """A discard made by pushing its last card alone (``pop`` gives back that card, the others stay picked)."""


class Trick:
    """A finished (or current) trick: who led, the cards in play order with their seats, the winner."""

    __slots__ = ("leader", "cards", "seats", "winner", "powerless")

    def __init__(
        self, leader: int, cards: tuple[int, ...], seats: tuple[int, ...], winner: int | None, powerless: int
    ) -> None:
        self.leader = leader
        self.cards = cards
        self.seats = seats
        self.winner = winner
        self.powerless = powerless

    @property
    def played(self) -> list[tuple[int, Card]]:
        """(seat, card) pairs in play order."""
        return [(s, DECK_78[c]) for s, c in zip(self.seats, self.cards)]

    def __repr__(self) -> str:
        cards = " ".join(f"{s}:{DECK_78[c]}" for s, c in zip(self.seats, self.cards))
        return f"<Trick {cards} won by {self.winner}>"


class Game:
    """The state of one round, from the first bid to the payments.

    Build it from a deal with :meth:`new` or from known hands with the constructor;
    seats 0..n-1 sit counterclockwise (seat s+1 is on the right of seat s).

    Raises:
        NotationError: hands and Tapp are not a deal the ruleset allows (rule ``record.deal``).
    """

    game_id = "troggu"
    """The game's id in the registry."""

    __slots__ = (
        "ruleset",
        "players",
        "dealer",
        "hands0",
        "tapp0",
        "phase",
        "_to_move",
        "bids",
        "bid_order",
        "game_type",
        "declarer",
        "forced",
        "called",
        "partner",
        "discard_mask",
        "hands",
        "trick",
        "trick_seats",
        "leader",
        "tricks",
        "won",
        "withheld",
        "withheld_at",
        "plays",
        "picked",
        "powerless_pos",
        "led",
        "_stack",
        "_result",
        "_legal",
    )

    def __init__(
        self,
        ruleset: Ruleset | str,
        hands: Sequence[Iterable[Card | str]],
        tapp: Iterable[Card | str],
        dealer: int = 0,
    ) -> None:
        rs = _ruleset(ruleset)
        self.ruleset: Ruleset = rs
        n = len(hands)
        masks = [_mask_checked(h, Msg("hand of seat {seat}", seat=Seat(i))) for i, h in enumerate(hands)]
        tmask = _mask_checked(tapp, N_("Tapp"))
        layouts = rs.layouts_for(n)
        sizes = {h.bit_count() for h in masks}
        if len(sizes) != 1 or not any(l.hand == masks[0].bit_count() and l.tapp == tmask.bit_count() for l in layouts):
            allowed = [Msg("{hand} cards and a Tapp of {tapp}", hand=l.hand, tapp=l.tapp) for l in layouts]
            got = "/".join(str(h.bit_count()) for h in masks)
            raise NotationError(
                "record.deal",
                "{title} with {n} players deals {allowed}; got hands of {got} and a Tapp of {tapp}",
                title=rs.title,
                n=n,
                allowed=allowed,
                got=got,
                tapp=tmask.bit_count(),
            )
        total = tmask
        for m in masks:
            if total & m:
                dup = cards_of_mask(total & m)[0]
                raise NotationError("record.deal", "{card} is dealt twice", card=str(dup))
            total |= m
        if total != TROGGU_MASK:
            raise NotationError("record.deal", "the hands and the Tapp must hold all 62 cards")
        check_dealer(dealer, n, "record.deal", DEALER_GIVEN_MSG)
        self._setup(rs, masks, tmask, dealer)

    def _setup(self, rs: Ruleset, masks: list[int], tmask: int, dealer: int) -> None:
        """Start the round from a checked deal: hands and Tapp as bit masks."""
        n = len(masks)
        self.ruleset = rs
        self.players = n
        self.dealer = dealer
        self.hands0: tuple[int, ...] = tuple(masks)
        self.tapp0 = tmask
        if rs.auction_direction is AuctionDirection.COUNTERCLOCKWISE:
            self.bid_order = tuple((dealer + k) % n for k in range(1, n + 1))
        else:
            self.bid_order = tuple((dealer + 1 - k) % n for k in range(n))
        self.phase = Phase.AUCTION
        self._to_move = self.bid_order[0]
        self.bids: list[Bid] = []
        self.game_type: GameType | None = None
        self.declarer: int | None = None
        self.forced = False
        self.called = -1
        self.partner: int | None = None
        self.discard_mask = 0
        self.hands: list[int] = list(masks)
        self.trick: list[int] = []
        self.trick_seats: list[int] = []
        self.leader = -1
        self.tricks: list[Trick] = []
        self.won: list[int] = [0] * n
        self.withheld = -1
        self.withheld_at = -1  # how many cards had been played when the Narr was withheld (-1: not withheld)
        self.powerless_pos = -1
        self.led = NO_SUIT  # the led suit of the trick in progress, tricks.led_suit's answer kept (see _do_play)
        self.plays: list[int] = []
        self.picked: list[int] = []  # a lay-away pushed card by card, before its last card (in push order)
        self._stack: list[_PhaseUndo] = []  # the bids, call and discard; a card is taken back from the plays
        self._result: Any = None
        self._legal = legal_mask  # the trick rule in force; see _set_legal

    def _set_legal(self) -> None:
        """Choose the trick rule for the game type: only a misère under ``misere_schgusieru="not-allowed"``
        forbids schgüsieru (rule ``play.schgusieru``); every other game keeps :func:`legal_mask` itself."""
        if self.game_type is GameType.MISERE and self.ruleset.misere_schgusieru is MisereSchgusieru.NOT_ALLOWED:
            self._legal = legal_mask_no_schgusieru
        else:
            self._legal = legal_mask

    # ------------------------------------------------------------------ building
    @classmethod
    def new(
        cls,
        ruleset: Ruleset | str = "visp",
        players: int = 4,
        seed: Any = None,
        dealer: int = 0,
        layout: Any = None,
    ) -> Game:
        """Deal a fresh round (see :func:`troggu_core.games.troggu.deal.deal`) and return its game."""
        rs, _, hands, tapp = deal_indices(ruleset, players, seed, dealer, layout)
        masks = []
        for hand in hands:
            m = 0
            for c in hand:
                m |= 1 << c
            masks.append(m)
        tmask = 0
        for c in tapp:
            tmask |= 1 << c
        g = cls.__new__(cls)
        g._setup(rs, masks, tmask, dealer)  # a deal holds the 62 cards once each: no checks needed
        return g

    def copy(self) -> Game:
        """An independent copy, including the undo stack."""
        g = Game.__new__(Game)
        for name in Game.__slots__:
            v = getattr(self, name)
            if type(v) is list:
                v = list(v)
            setattr(g, name, v)
        return g

    # ------------------------------------------------------------------ views
    @property
    def tapp(self) -> list[Card]:
        """The Tapp as dealt."""
        return sorted(cards_of_mask(self.tapp0), key=sort_key)

    def hand(self, seat: int) -> list[Card]:
        """The cards a seat holds now, sorted for display."""
        return sorted(cards_of_mask(self.hands[seat]), key=sort_key)

    @property
    def discard(self) -> list[Card]:
        """The cards the Tappist laid away (empty before the exchange)."""
        return cards_of_mask(self.discard_mask)

    @property
    def call(self) -> Card | None:
        """The called card, if any."""
        return DECK_78[self.called] if self.called >= 0 else None

    @property
    def current_trick(self) -> list[tuple[int, Card]]:
        """(seat, card) pairs of the trick in progress."""
        return [(s, DECK_78[c]) for s, c in zip(self.trick_seats, self.trick)]

    @property
    def trick_number(self) -> int:
        """0-based number of the trick in progress (or of tricks played, when finished)."""
        return len(self.tricks)

    @property
    def tricks_total(self) -> int:
        """How many tricks the round has (the hand size)."""
        return self.hands0[0].bit_count()

    @property
    def to_move(self) -> int | None:
        """The seat to act, ``None`` when the round is over."""
        return None if self.phase is Phase.FINISHED else self._to_move

    @property
    def is_over(self) -> bool:
        """True when the last trick has been played."""
        return self.phase is Phase.FINISHED

    @property
    def led_suit(self) -> Suit | None | str:
        """The suit of the trick in progress: a :class:`Suit`, ``'trump'``, or ``None`` (nothing led yet)."""
        s = self.led
        if s == NO_SUIT:
            return None
        return "trump" if s == TRUMP_SUIT else list(Suit)[s]

    def side_of(self, seat: int) -> tuple[int, ...]:
        """The seats on ``seat``'s side (rule ``count.sides``); each alone in a misère."""
        if self.game_type is None or self.game_type is GameType.MISERE or self.declarer is None:
            return (seat,)
        team = {self.declarer}
        if self.partner is not None:
            team.add(self.partner)
        if seat in team:
            return tuple(sorted(team))
        return tuple(s for s in range(self.players) if s not in team)

    # ------------------------------------------------------------------ legality
    def legal_actions(self) -> list[str]:
        """What the player to move may do now, in notation, each one :meth:`push` accepts (``[]`` once finished).
        In the exchange: the cards that may be laid away next (:meth:`next_layaway_mask`), one step each; the last
        one makes the lay-away (a whole ``discard ...`` is legal too, :meth:`is_legal`, but not listed)."""
        phase = self.phase
        if phase is Phase.AUCTION:
            return [str(b) for b in self.legal_bids()]
        if phase is Phase.CALL:
            return [str(Call(c)) for c in self.callable_cards()]
        if phase is Phase.EXCHANGE:
            return _shown(self.next_layaway_mask())
        return [str(c) for c in self.legal_plays()]

    def layaway_cards(self) -> list[str]:
        """Every card that may be part of a legal lay-away (the exchange; else ``[]``), as a widget offers them: the
        pool less the 5-pointers, with them where the ruleset's exception lets them all go (rules ``exchange.*``)."""
        if self.phase is not Phase.EXCHANGE:
            return []
        return _shown(self._layaway_mask(0))

    def next_layaway_mask(self) -> int:
        """Bit mask of the cards that may be laid away next in the exchange, after the cards :attr:`picked`
        (:func:`~.exchange.next_discard_mask`); 0 outside it."""
        if self.phase is not Phase.EXCHANGE:
            return 0
        return self._layaway_mask(self._picked_mask())

    def _picked_mask(self) -> int:
        m = 0
        for c in self.picked:
            m |= _BIT[c]
        return m

    def _layaway_mask(self, picked: int) -> int:
        pool = self.hands[self._to_move] | self.tapp0
        return next_discard_mask(self.ruleset, pool, self.tapp0.bit_count(), picked)

    def layaway_size(self) -> int:
        """How many cards the lay-away takes in the exchange (the Tapp's size), else 0."""
        return self.discard_size()

    def legal_plays(self) -> list[Card]:
        """The cards the player to move may play (empty outside the play phase)."""
        if self.phase is not Phase.PLAY:
            return []
        return cards_of_mask(self.legal_play_mask())

    def legal_play_mask(self) -> int:
        """Bit mask of the cards the player to move may play (fast path for bots)."""
        seat = self._to_move
        hand = self.hands[seat]
        if self.withheld == seat and hand != NARR_BIT:
            hand &= ~NARR_BIT
        led = self.led
        if led < 0:
            return hand  # leading: anything (legal_mask with NO_SUIT)
        return self._legal(hand, led)

    def legal_bids(self) -> list[Bid]:
        """The bids the player to move may make (empty outside the auction)."""
        if self.phase is not Phase.AUCTION:
            return []
        if Bid.NORMAL in self.bids:
            return [Bid.PASS, Bid.SOLO]
        return list(_BIDS)

    def callable_cards(self) -> list[Card]:
        """The cards the Tappist may call (empty outside the call phase; rule ``call.card``)."""
        if self.phase is not Phase.CALL:
            return []
        return cards_of_mask(self._callable_mask())

    def _callable_mask(self) -> int:
        return callable_mask(self.ruleset)

    def is_legal(self, action: Action | str) -> bool:
        """True if ``action`` may be pushed now."""
        try:
            self._check(self._coerce(action))
        except (IllegalActionError, NotationError):
            return False
        return True

    def schgusieru_possible(self) -> bool:
        """True if the player to move may withhold the Narr now (rule ``play.schgusieru``)."""
        if self.phase is not Phase.PLAY or self.withheld == self._to_move or self._legal is not legal_mask:
            return False
        hand = self.hands[self._to_move]
        return hand != NARR_BIT and narr_forced(hand, self.led)

    # ------------------------------------------------------------------ actions
    def push(self, action: Action | str, seat: int | None = None) -> None:
        """Carry out an action of the player to move (``seat``, if given, must be that player).

        Raises:
            IllegalActionError: the rules forbid it now; the message names the rule and why.
            NotationError: the text is not an action.
        """
        act = self._coerce(action)
        if seat is not None and seat != self._to_move:
            raise IllegalActionError(
                "play.turn"
                if self.phase is Phase.PLAY
                else "auction.order"
                if self.phase is Phase.AUCTION
                else "game.phase",
                "it is seat {to_move}'s turn, not seat {seat}'s",
                to_move=Seat(self._to_move),
                seat=Seat(seat),
            )
        self._check(act)
        if isinstance(act, Card):
            if self.phase is Phase.EXCHANGE:
                self._do_pick(act.index)
                return
            self._do_play(act.index)  # taken back from the plays themselves (_undo_play)
            return
        self._stack.append(self._snapshot())
        if isinstance(act, Bid):
            self._do_bid(act)
        elif isinstance(act, Call):
            self._do_call(act.card.index)
        else:
            self._do_discard(mask_of(act.cards))

    def bid(self, bid: Bid | str) -> None:
        """Say ``pass``, ``normal`` or ``solo`` (see :meth:`push`)."""
        self.push(Bid.parse(bid) if isinstance(bid, str) else bid)

    def call_card(self, card: Card | str) -> None:
        """Call a partner by a card (see :meth:`push`)."""
        self.push(Call(Card.parse(card) if isinstance(card, str) else card))

    def lay_away(self, cards: Discard | Iterable[Card | str] | str) -> None:
        """Lay away cards after taking the Tapp (see :meth:`push`)."""
        self.push(cards if isinstance(cards, Discard) else Discard.parse(cards))

    def play(self, card: Card | str) -> None:
        """Play a card for the player to move (see :meth:`push`)."""
        self.push(Card.parse(card) if isinstance(card, str) else card)

    def play_index(self, index: int) -> None:
        """Fast path for bots: play card ``index``, which must be in :meth:`legal_play_mask`.

        Unchecked beyond that mask; use :meth:`play` for anything a person typed.
        """
        if self.phase is not Phase.PLAY or not (self.legal_play_mask() >> index) & 1:
            self._check(DECK_78[index])
        self._do_play(index)

    def pop(self) -> str:
        """Take back the last action exactly and return it, in notation (``push`` of it redoes it).

        Raises:
            IndexError: nothing to take back.
        """
        if self.plays:  # the cards come last: the last action is a card while any has been played
            card = DECK_78[self.plays[-1]]
            self._undo_play()
            return str(card)
        if self.picked:
            return str(DECK_78[self.picked.pop()])
        if not self._stack:
            raise IndexError("no action to take back")
        snap = self._stack.pop()
        act: Action = self._last_action(snap)
        if snap.stepped:  # the lay-away's last card: the others stay picked
            last = self.discard_mask & ~sum(_BIT[c] for c in snap.picked)
            act = DECK_78[last.bit_length() - 1]
        self._restore(snap)
        return str(act)

    @property
    def history(self) -> list[Action]:
        """Every action pushed so far, in order."""
        out: list[Action] = list(self.bids)
        if self.game_type is not None and self.called >= 0:
            out.append(Call(DECK_78[self.called]))
        if self.discard_mask:
            out.append(Discard(tuple(cards_of_mask(self.discard_mask))))
        out.extend(DECK_78[c] for c in self.picked)  # a lay-away pushed card by card, before its last card
        out.extend(DECK_78[c] for c in self.plays)
        return out

    # ------------------------------------------------------------------ the family's state protocol
    def record(self) -> dict[str, Any]:
        """The round so far as a ``troggu-record/2`` object (``"game": "troggu"``, the keys of format 1)."""
        from .record import record_of, to_v2

        return to_v2(record_of(self).to_json())

    def result(self) -> dict[str, Any]:
        """The result keys of the spec once the round is over (as ``replay`` of its record gives them).

        Raises:
            IllegalActionError: the round is not over (rule ``record.complete``).
        """
        outcome = self.outcome()
        if outcome is None:
            raise IllegalActionError("record.complete", "the round is not over")
        return family_result(outcome.to_json(), self.trick_codes())

    def trick_codes(self) -> list[list[str]]:
        """The tricks played so far, each as its card codes in playing order (the family result's ``tricks``)."""
        return [[str(DECK_78[c]) for c in t.cards] for t in self.tricks]

    def discard_size(self) -> int:
        """How many cards the Tappist lays away now (the Tapp's size in the exchange, else 0)."""
        return self.tapp0.bit_count() if self.phase is Phase.EXCHANGE else 0

    def view(self, seat: int) -> dict[str, Any]:
        """What ``seat`` may see, as JSON: the keys every game shares and Troggu's own, :data:`VIEW_KEYS`
        (:func:`~.views.view_of`)."""
        from .views import view_of

        return view_of(self, seat)

    # ------------------------------------------------------------------ outcome
    def outcome(self) -> Any:
        """The :class:`~troggu_core.games.troggu.scoring.Result` once the round is over, else ``None``."""
        if self.phase is not Phase.FINISHED:
            return None
        if self._result is None:
            from .scoring import score

            self._result = score(self)
        return self._result

    # ------------------------------------------------------------------ internals
    def _coerce(self, action: Action | str) -> Action:
        if isinstance(action, str):
            act = parse_action(action)
            if isinstance(act, Card) and self.phase is Phase.CALL:
                return Call(act)
            return act
        if isinstance(action, (Bid, Call, Discard, Card)):
            return action
        raise NotationError("notation.action", "{action} is not an action", action=verbatim(repr(action), 40))

    def _phase_error(self, what: str) -> IllegalActionError:
        expected = {
            Phase.AUCTION: N_("a bid (pass, normal or solo)"),
            Phase.CALL: N_("the partner call"),
            Phase.EXCHANGE: N_("the discard"),
            Phase.PLAY: N_("a card to play"),
            Phase.FINISHED: N_("nothing: the round is over"),
        }[self.phase]
        return IllegalActionError(
            "game.phase", "no {what} now: the game expects {expected}", what=what, expected=expected
        )

    def _check(self, act: Action) -> None:
        if isinstance(act, Card):
            if self.phase is Phase.EXCHANGE:
                self._check_pick(act)
                return
            self._check_play(act.index)
        elif isinstance(act, Bid):
            if self.phase is not Phase.AUCTION:
                raise self._phase_error(N_("bid"))
            if act is Bid.NORMAL and Bid.NORMAL in self.bids:
                raise IllegalActionError(
                    "auction.normal-once", "someone has already said normal: you may pass or play a solo"
                )
        elif isinstance(act, Call):
            if self.phase is not Phase.CALL:
                raise self._phase_error(N_("partner call"))
            c = act.card
            if not (self._callable_mask() >> c.index) & 1:
                if not c.in_troggu:
                    why = N_("{card} is not in the Troggu deck")
                elif self.ruleset.call_rule is CallRule.NOT_FIVE_POINTERS:
                    why = N_("{card} is a 5-point card: in {title} any card but the seven 5-pointers may be called")
                else:
                    why = N_("{card} may not be called: in {title} call a trump other than XXI and the Narr")
                said = cards_in_words(card_name, str(c)) if c.in_troggu else str(c)
                raise IllegalActionError("call.card", why, card=said, title=self.ruleset.title)
        else:
            self._check_discard(act)

    def _check_discard(self, act: Discard) -> None:
        if self.phase is not Phase.EXCHANGE:
            raise self._phase_error(N_("discard"))
        assert self.declarer is not None
        if self.picked:
            raise IllegalActionError(
                "exchange.count",
                "{cards} are picked for the discard already: go on card by card, or take them back first",
                cards=cards_in_words(card_name, [str(DECK_78[c]) for c in self.picked]),
            )
        check_discard(self.ruleset, self.hands[self.declarer] | self.tapp0, self.tapp0.bit_count(), act.cards)

    def _check_pick(self, card: Card) -> None:
        """A card of a lay-away pushed card by card (rules ``exchange.*``: :func:`~.exchange.check_pick`)."""
        assert self.declarer is not None
        pool = self.hands[self.declarer] | self.tapp0
        check_pick(self.ruleset, pool, self.tapp0.bit_count(), self._picked_mask(), card)

    def _check_play(self, index: int) -> None:
        if self.phase is not Phase.PLAY:
            raise self._phase_error(N_("card play"))
        seat = self._to_move
        hand = self.hands[seat]
        card = DECK_78[index]
        if not (hand >> index) & 1:
            raise IllegalActionError(
                "play.own-card",
                "you (seat {seat}) do not hold {card}",
                seat=Seat(seat),
                card=cards_in_words(card_name, str(card)),
            )
        if (self.legal_play_mask() >> index) & 1:
            return
        if index == 21 and self.withheld == seat:
            raise IllegalActionError(
                "play.narr-kept", "you withheld the Narr (schgüsieru): it must wait for the last trick"
            )
        led = self.led
        avail = hand & ~NARR_BIT if self.withheld == seat else hand
        if self._legal is not legal_mask and narr_forced(hand, led):
            raise IllegalActionError(
                "play.schgusieru",
                "the Narr is the only card you may play: this ruleset allows no schgüsieru in a misère "
                "(misere_schgusieru='not-allowed')",
            )
        if led == TRUMP_SUIT:
            held = ", ".join(str(c) for c in sorted(cards_of_mask(avail & TRUMP_MASK), key=sort_key))
            raise IllegalActionError(
                "play.follow-suit", "must follow suit: a trump was led and you hold {held}", held=held
            )
        suit = list(Suit)[led]
        named = Localized(de=suit.german, en=suit.english)  # "you hold Cups" in English, "Coppe" in German
        if avail & SUIT_MASK[led]:
            raise IllegalActionError("play.follow-suit", "must follow suit: you hold {suit}", suit=named)
        held = ", ".join(str(c) for c in sorted(cards_of_mask(avail & TRUMP_MASK), key=sort_key))
        raise IllegalActionError(
            "play.must-trump", "you have no {suit} and must play a trump: you hold {held}", suit=named, held=held
        )

    def _snapshot(self, stepped: bool = False) -> _PhaseUndo:
        """The undo record of a bid, call or discard (a card play keeps its own: :meth:`_do_play`); ``stepped``: a
        discard made by its last card, the others picked."""
        return _PhaseUndo(
            self.phase,
            self._to_move,
            len(self.bids),
            self.game_type,
            self.declarer,
            self.forced,
            self.called,
            self.partner,
            self.discard_mask,
            tuple(self.hands),
            tuple(self.trick),
            tuple(self.trick_seats),
            self.leader,
            len(self.tricks),
            tuple(self.won),
            self.withheld,
            self.powerless_pos,
            len(self.plays),
            tuple(self.picked),
            stepped,
        )

    def _restore(self, s: _PhaseUndo) -> None:
        self.phase, self._to_move = s.phase, s.to_move
        self.game_type, self.declarer, self.forced = s.game_type, s.declarer, s.forced
        self.called, self.partner, self.discard_mask = s.called, s.partner, s.discard_mask
        self.leader, self.withheld, self.powerless_pos = s.leader, s.withheld, s.powerless_pos
        self.withheld_at = -1  # a bid, call or discard comes before every card
        del self.bids[s.bids :]
        self.hands = list(s.hands)
        self.trick = list(s.trick)
        self.trick_seats = list(s.trick_seats)
        del self.tricks[s.tricks :]
        self.won = list(s.won)
        del self.plays[s.plays :]
        self.picked = list(s.picked)
        self.led = led_suit(self.trick, self.powerless_pos)
        self._result = None
        self._set_legal()

    def _undo_play(self) -> None:
        """Take back the last card played. The plays and tricks tell everything it changed: a powerless Narr
        (``powerless_pos``) is the trick's own (a finished trick keeps it), and the Narr was withheld by this card
        if it was withheld when as many cards had been played as before it (``withheld_at``)."""
        index = self.plays.pop()
        if not self.trick:  # that card completed the last trick: reopen it
            t = self.tricks.pop()
            self.trick = list(t.cards)
            self.trick_seats = list(t.seats)
            self.powerless_pos = t.powerless
            taken = 0
            for c in t.cards:
                taken |= 1 << c
            assert t.winner is not None
            self.won[t.winner] &= ~taken
            self.leader = t.leader
            self.phase = Phase.PLAY
        self.trick.pop()
        seat = self.trick_seats.pop()
        self.hands[seat] |= 1 << index
        self._to_move = seat
        if self.powerless_pos == len(self.trick):  # this card was the powerless Narr
            self.powerless_pos = -1
        if self.withheld_at == len(self.plays):  # this card withheld the Narr
            self.withheld = self.withheld_at = -1
        self.led = led_suit(self.trick, self.powerless_pos)
        self._result = None

    def _last_action(self, snap: _PhaseUndo) -> Action:
        if len(self.bids) > snap.bids:
            return self.bids[-1]
        if self.discard_mask != snap.discard_mask:
            return Discard(tuple(cards_of_mask(self.discard_mask)))
        return Call(DECK_78[self.called])

    def _do_bid(self, bid: Bid) -> None:
        self.bids.append(bid)
        n = self.players
        if bid is Bid.SOLO:
            self._start(GameType.SOLO, self._to_move)
            return
        if len(self.bids) < n:
            self._to_move = self.bid_order[len(self.bids)]
            return
        if Bid.NORMAL in self.bids:
            bidder = self.bid_order[self.bids.index(Bid.NORMAL)]
            tappist = self.dealer if self.ruleset.tappist is TappistRule.DEALER else bidder
            self._start(GameType.NORMAL, tappist)
            return
        if calls_partner(n):  # 7-8 players: the holder of the Narr (else the Bagatt) must play
            for bit in (NARR_BIT, _BAGATT_BIT):
                for seat in range(n):
                    if self.hands[seat] & bit:
                        self.forced = True
                        self._start(GameType.NORMAL, seat)
                        return
        self._start(GameType.MISERE, None)

    def _start(self, kind: GameType, declarer: int | None) -> None:
        self.game_type = kind
        self.declarer = declarer
        if kind is GameType.MISERE:
            self._set_legal()
        if kind is GameType.NORMAL:
            assert declarer is not None
            self.phase = Phase.CALL if calls_partner(self.players, self.ruleset) else Phase.EXCHANGE
            self._to_move = declarer
        elif kind is GameType.SOLO:
            assert declarer is not None
            self._begin_play(declarer)
        else:
            self._begin_play((self.dealer + 1) % self.players)

    def _begin_play(self, leader: int) -> None:
        self.phase = Phase.PLAY
        self.leader = leader
        self._to_move = leader

    def _do_call(self, index: int) -> None:
        self.called = index
        bit = 1 << index
        self.partner = None
        for seat in range(self.players):
            if seat != self.declarer and self.hands[seat] & bit:
                self.partner = seat
        self.phase = Phase.EXCHANGE

    def _do_pick(self, index: int) -> None:
        """Pick the legal card ``index`` for the lay-away; the last one makes it, as the whole discard does."""
        if len(self.picked) + 1 < self.tapp0.bit_count():
            self.picked.append(index)
            return
        self._stack.append(self._snapshot(stepped=True))
        m = self._picked_mask() | _BIT[index]
        self.picked = []
        self._do_discard(m)

    def _do_discard(self, m: int) -> None:
        d = self.declarer
        assert d is not None
        self.hands[d] = (self.hands[d] | self.tapp0) & ~m
        self.discard_mask = m
        self._begin_play(d)

    def _do_play(self, index: int) -> None:
        """Play the legal card ``index`` for the player to move (no checks: callers have the legal mask).

        The hot path: locals instead of repeated attribute lookups, and no undo record: a play is taken back from
        the plays and tricks themselves (:meth:`_undo_play`; the one thing they cannot tell, which card withheld
        the Narr, is kept in ``withheld_at`` when it happens).
        """
        seat = self._to_move
        hands = self.hands
        hand = hands[seat]
        trick = self.trick
        withheld = self.withheld
        if index == 21:
            if withheld == seat:
                self.powerless_pos = len(trick)
        elif withheld < 0 and hand & NARR_BIT and narr_forced(hand, self.led):
            # Playing another card where the Narr was the only legal card is schgüsieru.
            self.withheld = seat
            self.withheld_at = len(self.plays)
        hands[seat] = hand ^ _BIT[index]  # the card leaves the hand (it is in it: callers have the legal mask)
        trick.append(index)
        if self.led < 0:  # the first card of the trick, or the one after a powerless Narr
            self.led = led_suit(trick, self.powerless_pos)
        seats = self.trick_seats
        seats.append(seat)
        self.plays.append(index)
        n = self.players
        if len(trick) < n:
            self._to_move = (seat + 1) % n
            return
        powerless = self.powerless_pos
        winner = seats[winner_position(trick, powerless)]
        taken = 0
        for c in trick:
            taken |= _BIT[c]
        self.won[winner] |= taken
        self.tricks.append(Trick(self.leader, tuple(trick), tuple(seats), winner, powerless))
        self.trick = []
        self.trick_seats = []
        self.powerless_pos = -1
        self.led = NO_SUIT
        if hands[winner]:
            self.leader = winner
            self._to_move = winner
        else:
            self.phase = Phase.FINISHED
            self._to_move = -1  # no one: the property to_move answers None

    def __repr__(self) -> str:
        return (
            f"<Game {self.ruleset.name} {self.players}p dealer={self.dealer} phase={self.phase.value} "
            f"to_move={self._to_move}>"
        )


def family_result(result: dict[str, Any], tricks: list[list[str]] | None = None) -> dict[str, Any]:
    """A Troggu result (:meth:`Result.to_json <.scoring.Result.to_json>`, whose ``"game"`` is the game type since
    format 1) in the family's result shape: ``"game"`` is ``"troggu"``, the game type is ``"contract"``; ``tricks``:
    the tricks in playing order, each as card codes (every game's result carries them, :meth:`Game.trick_codes`)."""
    if result.get("game") == "troggu" and "contract" in result:
        return result if tricks is None else {**result, "tricks": tricks}
    out = {"game": "troggu", "contract": result["game"]}
    out.update((k, v) for k, v in result.items() if k != "game")
    if tricks is not None:
        out["tricks"] = tricks
    return out


def _shown(mask: int) -> list[str]:
    """The codes of a mask's cards in the order a hand is shown (:func:`~.cards.sort_key`)."""
    return [c.code for c in sorted(cards_of_mask(mask), key=sort_key)]


def _mask_checked(cards: Iterable[Card | str], where: str | Msg) -> int:
    m = 0
    count = 0
    for c in cards:
        card = c if isinstance(c, Card) else Card.parse(c)
        if not card.in_troggu:
            raise NotationError(
                "record.deal", "{card} in the {where} is not one of Troggu's 62 cards", card=str(card), where=where
            )
        if (m >> card.index) & 1:
            raise NotationError("record.deal", "{card} appears twice in the {where}", card=str(card), where=where)
        m |= 1 << card.index
        count += 1
    return m


if TYPE_CHECKING:  # mypy --strict (tests/test_typing.py) checks the state against the protocol, member by member
    from ...kernel.state import TableGame

    def _is_a_table_game(state: Game) -> TableGame:
        return state
