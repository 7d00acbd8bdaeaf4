"""The Troccas round as a :class:`~troggu_core.kernel.state.TableGame`: lay-away, play, undo.

Notation of the actions (strings):

* lay-away phase (3/4/5 players, the Skatist to move): ``"discard C1 C2"`` (4 players) or ``"discard C1 C2 C3"``,
  or the cards one by one (``"C1"``, then ``"C2"``: the lay-away is made with the last); in this phase
  :meth:`TroccasState.legal_actions` lists the cards that may be laid away next, :meth:`TroccasState.layaway_cards`
  every card that may be part of a legal lay-away, :meth:`TroccasState.discard_size` says how many to choose;
* play phase: a card code (``"RK"``, ``"XXI"``, ``"Narr"``; 1JJ numerals such as ``"IIII"`` are read too);
* a King followed by ``!`` (``"RK!"``) plays the King **and demands its Jack** (jack.demand, S17). The demand
  takes effect at once (jack.effect): a player who already played to this trick and holds the Jack gets his card
  back and the Jack takes its place in the trick; a player still to play who holds it must play it next
  (``legal_actions`` is then only the Jack). ``legal_actions`` lists ``"RK!"`` wherever the demand is allowed.

>>> st = TroccasState.new("surselva", 4, seed=1)
>>> st.phase, st.to_move, st.discard_size()
('discard', 0, 2)
>>> while not st.is_over:
...     st.push(st.legal_actions()[0] if st.phase == "play" else "discard " + " ".join(
...         [c for c in st.legal_actions() if c not in ("RK", "BK", "SK", "CK", "I", "XXI", "Narr")][:2]))
>>> sum(st.result()["party_points"])
72
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from ...errors import IllegalActionError, NotationError
from ...i18n import Seat, verbatim
from ...kernel.codes import CODES, FOOL, JACKS, codes_of_mask, suit_of
from ...kernel.names import cards_in_words
from ...kernel.shuffle import check_dealer, check_seed, shuffled
from ...kernel.state import make_table_view
from ...kernel.tricks import NO_SUIT, SUIT_MASKS, follow_mask, led_suit_of, mask_of, winner_position
from .cards import FIVE_MASK, JACK_OF_KING, KING_MASK, STRENGTH, code, codes, parse
from .deal import SKAT_SIZE, SKATIST_MSG, TRICKS, deal, deal_blind
from .names import card_name
from .rulesets import Ruleset, parse_ruleset
from .teams import alternate, normal_form

__all__ = ["TroccasState", "new", "FORMAT", "VIEW_KEYS"]

FORMAT = "troggu-record/2"
VIEW_KEYS: tuple[str, ...] = ("teams", "party", "skat_size", "skat", "jack_demands", "forced")
"""Troccas' own keys of a seat's view, beyond the shared ones (:class:`~troggu_core.kernel.state.TableView`):

* ``teams``: the parties, each a list of seats (one seat each with 3 or 5 players);
* ``party``: the index in ``teams`` of this seat's party;
* ``skat_size``: how many cards the skat of this table holds (2 with 4 players, 3 with 3/5, 0 with 6), for the
  whole round (the shared ``layaway_size`` is that only in the lay-away phase);
* ``skat``: the cards laid away, in the Skatist's own view (``[]`` before the lay-away), else ``None`` (and ``None``
  for a blind skat, which nobody sees);
* ``jack_demands``: each King that demanded its Jack (``king``), the trick's index (``trick``) and the Jack's
  holder (``jack_holder``, ``None`` when nobody held it);
* ``forced``: the seat that must give a demanded Jack next and the Jack (``{seat, card}``), else ``None``.

The ruleset (``ruleset``, ``options``: every option) and the cards played (``played``) are shared keys.
"""
_FOOL_BIT = 1 << FOOL
_SUIT_BIT = (1, 2, 4, 8, 16, 0)
_SUIT_OF = tuple(suit_of(i) for i in range(78))
_INDEX: dict[str, int] = {c: i for i, c in enumerate(CODES)}
_KINGS = (35, 49, 63, 77)


class _Discard(NamedTuple):
    cards: tuple[int, ...]
    stepped: bool = False
    """Made by pushing its last card alone (``pop`` then gives back that card and leaves the others picked)."""


class _Pick(NamedTuple):
    """A card of a lay-away pushed card by card, before its last."""

    card: int


_Play = tuple[int, int, bool, int, int, int, int, bool, int, int]
"""A card's undo record, a plain tuple (the commonest action; cheaper than a named one): seat, card, demand,
sub_pos (the position in the trick whose card the demanded Jack replaced, or -1), sub_old (the card given back to
its player, or -1), the forced seat and card before it, completed (this card completed the trick), the leader and
the suits led before it."""


def _five_ok(skat_mask: int, option: str) -> bool:
    n5 = bin(skat_mask & FIVE_MASK).count("1")
    return n5 == 0 if option == "none" else n5 != 1


def layaway_next_mask(hand: int, picked: int, size: int, option: str) -> int:
    """The cards of ``hand`` that may be laid away next, after the cards ``picked``, so that a legal lay-away of
    ``size`` cards can still be completed (skat.five_pointers: none, or never a single five-pointer).

    >>> codes(layaway_next_mask(mask_of([parse("RK"), parse("R1"), parse("R2")]), 0, 2, "pairs"))
    ['R1', 'R2']
    """
    free = hand & ~picked
    if option == "none":
        return free & ~FIVE_MASK
    after = size - bin(picked).count("1") - 1  # cards still to choose after this one
    have = bin(picked & FIVE_MASK).count("1")
    fives = bin(free & FIVE_MASK).count("1")
    others = bin(free & ~FIVE_MASK).count("1")
    out = 0
    for five, cand in ((1, free & FIVE_MASK), (0, free & ~FIVE_MASK)):
        if not cand:
            continue
        lo = have + five + max(0, after - (others - 1 + five))
        hi = have + five + min(after, fives - five)
        if lo <= hi and not lo == hi == 1:
            out |= cand
    return out


class TroccasState:
    """One Troccas round from the deal to the last trick."""

    game_id = "troccas"

    def __init__(
        self,
        ruleset: Any,
        players: int,
        dealer: int,
        hands: list[list[int]],
        teams: list[list[int]] | None = None,
        draw: list[int] | None = None,
        packets: tuple[int, ...] | None = None,
        skat: list[int] | None = None,
    ) -> None:
        self.rs: Ruleset = parse_ruleset(ruleset)
        self.players = players
        self.dealer = dealer
        self.dealt = [list(h) for h in hands]
        self.hands = [mask_of(h) for h in hands]
        self.teams = normal_form(teams) if teams is not None else alternate(players)
        self.party_of = [0] * players
        for p, seats in enumerate(self.teams):
            for s in seats:
                self.party_of[s] = p
        self.draw = draw
        self.packets = packets
        self.skat_size = SKAT_SIZE[players]
        self.n_tricks = TRICKS[players]
        self.skat: list[int] = []
        self._phase = "discard" if self.skat_size else "play"
        self.blind_skat = bool(self.skat_size) and players % 2 == 1 and self.rs.skat_deal == "blind"
        if self.blind_skat:  # skat.layaway, option skat_deal=blind: the skat was dealt face down, nobody lays away
            if skat is None or len(skat) != self.skat_size:
                raise NotationError("skat.layaway", "a blind skat holds {k} cards", k=self.skat_size)
            self.skat = list(skat)
            self._phase = "play"
        self.tricks: list[list[int]] = []
        self.leaders: list[int] = []
        self.winners: list[int] = []
        self.trick: list[int] = []
        self.leader = (dealer + 1) % players
        self.led_done = 0
        self.forced_seat = -1
        self.forced_card = -1
        self.demands: list[tuple[int, int, int | None]] = []
        self._led = NO_SUIT
        self.picked: list[int] = []  # a lay-away pushed card by card, before its last card
        self.log: list[_Discard | _Pick | _Play] = []
        self._lm = 0  # the legal mask of the position after _lm_n actions (a cache; pop clears it)
        self._lm_n = -1

    # -- construction ---------------------------------------------------------------------------------------
    @classmethod
    def new(
        cls,
        ruleset: Any = "surselva",
        players: int = 4,
        seed: Any = None,
        dealer: int = 0,
        packets: tuple[int, ...] | list[int] | None = None,
        teams: list[list[int]] | None = None,
        draw: list[int] | None = None,
    ) -> "TroccasState":
        """A freshly shuffled and dealt round (deal.sizes; packets as documented in :mod:`.deal`)."""
        rs = parse_ruleset(ruleset)
        if isinstance(players, bool) or players not in SKAT_SIZE:
            raise NotationError(
                "players.count", "Troccas is played by 3, 4, 5 or 6 players, not {n}", n=verbatim(repr(players), 20)
            )
        check_dealer(dealer, players, "deal.skatist", SKATIST_MSG)
        pk = tuple(packets) if packets is not None else None
        if pk is not None and (players != 4 or pk not in ((6, 6, 7), (9, 10), (10, 9), (19,))):
            raise NotationError("deal.packets", "packets {packets} are not allowed", packets=verbatim(list(pk)))
        rng = check_seed(seed)
        pack = shuffled(list(range(78)), rng)
        if players % 2 == 1 and rs.skat_deal == "blind":
            hands, skat = deal_blind(players, dealer, pack)
            return cls(rs, players, dealer, hands, teams, draw, pk, skat)
        hands = deal(players, dealer, pack, pk)
        return cls(rs, players, dealer, hands, teams, draw, pk)

    def copy(self) -> "TroccasState":
        """An independent copy (undo log included)."""
        other = object.__new__(TroccasState)
        other.__dict__.update(self.__dict__)
        other.dealt = [list(h) for h in self.dealt]
        other.hands = list(self.hands)
        other.skat = list(self.skat)
        other.tricks = [list(t) for t in self.tricks]
        other.leaders = list(self.leaders)
        other.winners = list(self.winners)
        other.trick = list(self.trick)
        other.demands = list(self.demands)
        other.log = list(self.log)
        other.picked = list(self.picked)
        return other

    # -- queries --------------------------------------------------------------------------------------------
    @property
    def phase(self) -> str:
        """``discard`` (the Skatist lays away), ``play`` or ``finished``."""
        return self._phase

    @property
    def is_over(self) -> bool:
        return self._phase == "finished"

    @property
    def to_move(self) -> int | None:
        if self._phase == "play":
            return (self.leader + len(self.trick)) % self.players
        if self._phase == "discard":
            return self.dealer
        return None

    def discard_size(self) -> int:
        """How many cards the Skatist lays away (2 with 4 players, 3 with 3/5, 0 with 6)."""
        return self.skat_size

    def layaway_size(self) -> int:
        """How many cards the lay-away takes in the lay-away phase, else 0."""
        return self.skat_size if self._phase == "discard" else 0

    def layaway_cards(self) -> list[str]:
        """Every card that may be part of a legal lay-away (the lay-away phase; else ``[]``)."""
        if self._phase != "discard":
            return []
        return codes(layaway_next_mask(self.hands[self.dealer], 0, self.skat_size, self.rs.five_pointers_in_skat))

    def led_suit(self) -> int:
        """The led suit of the current trick (0-3, 4 = tarock), or -1 (no card yet, or only the Narr)."""
        return self._led

    def _can_demand(self, king: int, led: int) -> bool:
        s = suit_of(king)
        return self.rs.jack_demand and (led == NO_SUIT or led == s) and not self.led_done & _SUIT_BIT[s]

    def legal_mask(self) -> int:
        """The cards the player to move may play (play phase; cached per position)."""
        n = len(self.log)
        if self._lm_n == n:
            return self._lm
        seat = (self.leader + len(self.trick)) % self.players
        m = 1 << self.forced_card if self.forced_seat == seat else follow_mask(self.hands[seat], self._led)
        self._lm, self._lm_n = m, n
        return m

    def legal_play_mask(self) -> int:
        """Fast path for bots: the cards :meth:`play_index` accepts now, as a bit mask (0 outside the play)."""
        if self._phase != "play":
            return 0
        return self._lm if self._lm_n == len(self.log) else self.legal_mask()

    def demand_kings(self) -> list[int]:
        """The Kings of the legal cards that may demand their Jack now (``play_index(king, demand=True)``)."""
        kings = self.legal_play_mask() & KING_MASK
        if not kings or not self.rs.jack_demand:
            return []
        led = self._led
        return [k for k in _KINGS if kings >> k & 1 and self._can_demand(k, led)]

    def play_index(self, index: int, demand: bool = False) -> None:
        """Fast path for bots: play card ``index`` for the seat to move (``demand``: a King demanding its Jack).

        The same as ``push`` of the card's code (with ``!`` for a demand); an illegal card raises the same
        :class:`~troggu_core.errors.IllegalActionError`.
        """
        if demand or not (self.legal_play_mask() >> index) & 1:
            if not 0 <= index < 78:
                raise IllegalActionError("play.follow", "{index!r} is not a card index 0-77", index=index)
            self.play(index, demand)
            return
        self._play_legal(index)

    def legal_actions(self) -> list[str]:
        if self._phase == "play":
            mask = self._lm if self._lm_n == len(self.log) else self.legal_mask()
            out = codes_of_mask(mask)
            kings = mask & KING_MASK
            if kings and self.rs.jack_demand:
                led = self.led_suit()
                for k in (35, 49, 63, 77):
                    if kings >> k & 1 and self._can_demand(k, led):
                        out.append(code(k) + "!")
            return out
        if self._phase == "discard":
            return codes(self._next_layaway_mask())
        return []

    def _next_layaway_mask(self) -> int:
        return layaway_next_mask(
            self.hands[self.dealer], mask_of(self.picked), self.skat_size, self.rs.five_pointers_in_skat
        )

    # -- actions --------------------------------------------------------------------------------------------
    def push(self, action: str) -> None:
        if not isinstance(action, str):
            raise IllegalActionError("game.phase", "an action is text (a card code, 'RK!' or 'discard ...')")
        card = _INDEX.get(action, -1)
        if card >= 0 and self._phase == "play":
            # the commonest action, a card code without a demand: legal by the mask, no further checks
            if ((self._lm if self._lm_n == len(self.log) else self.legal_mask()) >> card) & 1:
                self._play_legal(card)
                return
        if self._phase == "discard":
            parts = action.split()
            if len(parts) == 1 and parts[0] != "discard":
                self._pick(parts[0])
                return
            if self.picked:
                raise IllegalActionError(
                    "skat.layaway",
                    "{cards} are picked for the lay-away already: go on card by card, or take them back first",
                    cards=cards_in_words(card_name, codes(mask_of(self.picked))),
                )
            if not parts or parts[0] != "discard":
                raise IllegalActionError(
                    "game.phase",
                    "the Skatist (seat {seat}) must first lay away {k} cards: 'discard C1 C2'",
                    seat=Seat(self.dealer),
                    k=self.skat_size,
                )
            cards = []
            for c in parts[1:]:
                try:
                    cards.append(parse(c))
                except NotationError as e:
                    raise IllegalActionError(e.rule_id, e.msgid, **e.params) from None
            self.discard(cards)
            return
        if self._phase != "play":
            raise IllegalActionError("game.phase", "the round is over")
        if action.startswith("discard"):
            raise IllegalActionError("game.phase", "the skat is already laid away")
        demand = action.endswith("!")
        text = action[:-1] if demand else action
        try:
            card = parse(text)
        except NotationError as e:
            raise IllegalActionError(e.rule_id, e.msgid, **e.params) from None
        self.play(card, demand)

    def _pick(self, text: str) -> None:
        """One card of a lay-away pushed card by card; the last one makes the lay-away."""
        try:
            card = parse(text)
        except NotationError as e:
            raise IllegalActionError(e.rule_id, e.msgid, **e.params) from None
        if not self._next_layaway_mask() >> card & 1:
            if not self.hands[self.dealer] >> card & 1:
                raise IllegalActionError(
                    "skat.layaway",
                    "the Skatist (seat {seat}) does not hold {cards}",
                    seat=Seat(self.dealer),
                    cards=cards_in_words(card_name, code(card)),
                )
            if card in self.picked:
                raise IllegalActionError("skat.layaway", "a card is laid away twice")
            raise IllegalActionError(
                "skat.five_pointers",
                "{card} cannot be part of a legal lay-away with the cards picked",
                card=cards_in_words(card_name, code(card)),
            )
        if len(self.picked) + 1 < self.skat_size:
            self.picked.append(card)
            self.log.append(_Pick(card))
            return
        cards = [*self.picked, card]
        self.discard(cards)
        self.picked = []
        self.log[-1] = _Discard(tuple(cards), stepped=True)

    def discard(self, cards: list[int]) -> None:
        """Lay away the skat (skat.layaway, skat.five_pointers)."""
        if self._phase != "discard":
            raise IllegalActionError("game.phase", "there is nothing to lay away now")
        k = self.skat_size
        if len(cards) != k:
            raise IllegalActionError(
                "skat.layaway", "the Skatist lays away exactly {k} cards, not {got}", k=k, got=len(cards)
            )
        m = mask_of(cards)
        if bin(m).count("1") != k:
            raise IllegalActionError("skat.layaway", "a card is laid away twice")
        hand = self.hands[self.dealer]
        if m & ~hand:
            raise IllegalActionError(
                "skat.layaway",
                "the Skatist (seat {seat}) does not hold {cards}",
                seat=Seat(self.dealer),
                cards=cards_in_words(card_name, codes(m & ~hand)),
            )
        if not _five_ok(m, self.rs.five_pointers_in_skat):
            if self.rs.five_pointers_in_skat == "none":
                raise IllegalActionError(
                    "skat.five_pointers", "no five-pointer (king, XXI, I, Narr) may be laid away in this ruleset"
                )
            raise IllegalActionError(
                "skat.five_pointers",
                "{card} is a five-pointer: a second one must go into the skat with it",
                card=codes(m & FIVE_MASK)[0],
            )
        self.hands[self.dealer] = hand & ~m
        self.skat = list(cards)
        self._phase = "play"
        self.log.append(_Discard(tuple(cards)))

    def play(self, card: int, demand: bool = False, strict: bool = False) -> None:
        """Play ``card`` for the seat to move; ``demand``: a King that demands its Jack.

        ``strict`` (replaying a record, which shows tricks as they end): a player who played another card to this
        trick before the demanding King while still holding the Jack is an error instead of a substitution.
        """
        if self._phase != "play":
            if self._phase == "discard":
                raise IllegalActionError("game.phase", "no card can be played now")
            raise IllegalActionError("game.phase", "the round is over")
        n = self.players
        trick = self.trick
        seat = (self.leader + len(trick)) % n
        hand = self.hands[seat]
        led = self._led
        self._check_play(seat, hand, card, led)
        sub_pos = sub_old = -1
        new_forced_seat, new_forced_card = (
            (-1, -1) if self.forced_seat == seat else (self.forced_seat, self.forced_card)
        )
        holder: int | None = None
        if demand:
            holder, sub_pos, sub_old, forced = self._demand_effect(card, led, strict)
            if forced:
                new_forced_seat, new_forced_card = holder if holder is not None else -1, JACKS[_SUIT_OF[card]]
        bit = 1 << card
        undo_leader, undo_led = self.leader, self.led_done
        prev_fs, prev_fc = self.forced_seat, self.forced_card
        self.hands[seat] = hand & ~bit
        if sub_pos >= 0:
            h = (self.leader + sub_pos) % n
            jack = trick[sub_pos] = JACKS[_SUIT_OF[card]]
            self.hands[h] = (self.hands[h] & ~(1 << jack)) | (1 << sub_old)
        if demand:
            self.demands.append((card, len(self.tricks), holder))
        trick.append(card)
        if led == NO_SUIT and card != FOOL:
            led = self._led = _SUIT_OF[card]
        self.forced_seat, self.forced_card = new_forced_seat, new_forced_card
        completed = len(trick) == n
        if completed:
            self._led = NO_SUIT
            win = (self.leader + winner_position(trick, led, STRENGTH)) % n
            self.tricks.append(trick)
            self.leaders.append(self.leader)
            self.winners.append(win)
            self.led_done |= _SUIT_BIT[led]
            self.trick = []
            self.leader = win
            self.forced_seat = self.forced_card = -1
            if len(self.tricks) == self.n_tricks:
                self._phase = "finished"
        self.log.append((seat, card, demand, sub_pos, sub_old, prev_fs, prev_fc, completed, undo_leader, undo_led))

    def _check_play(self, seat: int, hand: int, card: int, led: int) -> None:
        """Refuse a card ``seat`` may not play now (play.follow, jack.effect)."""
        bit = 1 << card
        if not hand & bit:
            raise IllegalActionError(
                "play.follow", "you do not hold {card}", seat=seat, card=cards_in_words(card_name, code(card))
            )
        if self.forced_seat == seat and card != self.forced_card:
            raise IllegalActionError(
                "jack.effect",
                "you must give the demanded {card}",
                seat=seat,
                card=cards_in_words(card_name, code(self.forced_card)),
            )
        if led != NO_SUIT and not follow_mask(hand, led) & bit:
            if hand & SUIT_MASKS[led]:
                raise IllegalActionError(
                    "play.follow",
                    "you must follow suit and may not play {card}",
                    seat=seat,
                    card=cards_in_words(card_name, code(card)),
                )
            raise IllegalActionError(
                "play.follow",
                "you have no card of the led suit and must play a tarock, not {card}",
                seat=seat,
                card=cards_in_words(card_name, code(card)),
            )

    def _demand_effect(self, card: int, led: int, strict: bool) -> tuple[int | None, int, int, bool]:
        """What the King ``card`` demanding its Jack does (jack.demand, jack.effect): the Jack's holder, the position
        in the trick whose card the Jack replaces and that card (or -1, -1), and whether the holder, still to play,
        must give the Jack next."""
        if not self.rs.jack_demand:
            raise IllegalActionError("jack.demand", "this ruleset has no jack demands (jack_demand: false)")
        if card not in JACK_OF_KING:
            raise IllegalActionError("jack.demand", "only a King demands its Jack, not {card}", card=code(card))
        s = _SUIT_OF[card]
        if led not in (NO_SUIT, s) or self.led_done & _SUIT_BIT[s]:
            raise IllegalActionError(
                "jack.demand",
                "{card} may demand its Jack only in the first trick led in its suit (trick {trick} is not)",
                card=code(card),
                trick=len(self.tricks) + 1,
            )
        n = self.players
        jack = JACKS[s]
        jbit = 1 << jack
        for pos, c in enumerate(self.trick):
            h = (self.leader + pos) % n
            if c == jack:
                return h, -1, -1, False
            if self.hands[h] & jbit:
                if strict:
                    raise IllegalActionError(
                        "jack.effect",
                        "seat {seat} holds {jack}, demanded by {king}: the trick must show it in his place, not {card}",
                        seat=Seat(h),
                        jack=cards_in_words(card_name, code(jack)),
                        king=cards_in_words(card_name, code(card)),
                        card=cards_in_words(card_name, code(c)),
                    )
                return h, pos, c, False
        for off in range(len(self.trick) + 1, n):
            h = (self.leader + off) % n
            if self.hands[h] & jbit:
                return h, -1, -1, True
        return None, -1, -1, False

    def _play_legal(self, card: int) -> None:
        """:meth:`play` without a demand of a card known to be legal (in :meth:`legal_mask`): no checks."""
        trick = self.trick
        n = self.players
        leader = self.leader
        seat = (leader + len(trick)) % n
        prev_fs, prev_fc = self.forced_seat, self.forced_card
        self.hands[seat] &= ~(1 << card)
        trick.append(card)
        led = self._led
        if led == NO_SUIT and card != FOOL:
            led = self._led = _SUIT_OF[card]
        if prev_fs == seat:
            self.forced_seat = self.forced_card = -1
        undo_led = self.led_done
        completed = len(trick) == n
        if completed:
            self._led = NO_SUIT
            win = (leader + winner_position(trick, led, STRENGTH)) % n
            self.tricks.append(trick)
            self.leaders.append(leader)
            self.winners.append(win)
            self.led_done = undo_led | _SUIT_BIT[led]
            self.trick = []
            self.leader = win
            self.forced_seat = self.forced_card = -1
            if len(self.tricks) == self.n_tricks:
                self._phase = "finished"
        self.log.append((seat, card, False, -1, -1, prev_fs, prev_fc, completed, leader, undo_led))

    def pop(self) -> str:
        """Undo the last action exactly and return it."""
        if not self.log:
            raise IllegalActionError("game.phase", "there is nothing to undo")
        u = self.log.pop()
        self._lm_n = -1
        if isinstance(u, _Pick):
            self.picked.pop()
            return code(u.card)
        if isinstance(u, _Discard):
            action = "discard " + " ".join(code(c) for c in u.cards)
            self.hands[self.dealer] |= mask_of(u.cards)
            self.skat = []
            self._phase = "discard"
            if u.stepped:
                self.picked = list(u.cards[:-1])
                return code(u.cards[-1])
            return action
        seat, card, demand, sub_pos, sub_old, prev_fs, prev_fc, completed, prev_leader, prev_led_done = u
        if completed:
            self.trick = self.tricks.pop()
            self.leaders.pop()
            self.winners.pop()
        self.leader, self.led_done = prev_leader, prev_led_done
        self._phase = "play"
        trick = self.trick
        trick.pop()
        self.hands[seat] |= 1 << card
        if demand:
            self.demands.pop()
        if sub_pos >= 0:
            h = (self.leader + sub_pos) % self.players
            jack = trick[sub_pos]
            trick[sub_pos] = sub_old
            self.hands[h] = (self.hands[h] & ~(1 << sub_old)) | (1 << jack)
        self.forced_seat, self.forced_card = prev_fs, prev_fc
        self._led = led_suit_of(trick) if trick else NO_SUIT
        return code(card) + ("!" if demand else "")

    # -- output ---------------------------------------------------------------------------------------------
    def plays(self) -> list[int]:
        """Every card played so far, tricks as they stand, in order."""
        out = [c for t in self.tricks for c in t]
        out.extend(self.trick)
        return out

    def record(self) -> dict[str, Any]:
        """The round so far as a ``troggu-record/2`` object."""
        rec: dict[str, Any] = {
            "format": FORMAT,
            "game": "troccas",
            "ruleset": self.rs.to_json(),
            "players": self.players,
            "dealer": self.dealer,
            "hands": [[code(c) for c in h] for h in self.dealt],
        }
        if self.skat_size:
            rec["skat"] = [code(c) for c in self.skat]
        rec["plays"] = [code(c) for c in self.plays()]
        rec["teams"] = [list(p) for p in self.teams]
        if self.draw is not None:
            rec["draw"] = [code(c) for c in self.draw]
        rec["jack_demands"] = [code(k) for k, _, _ in self.demands]
        if self.packets is not None and self.players == 4:
            rec["packets"] = list(self.packets)
        return rec

    def result(self) -> dict[str, Any]:
        """The spec's result keys (§8); the round must be over."""
        if self._phase != "finished":
            raise IllegalActionError("record.complete", "the round is not over")
        from .scoring import score

        return score(self)

    def view(self, seat: int) -> dict[str, Any]:
        """What ``seat`` may see, as JSON: the keys every game shares (:class:`~troggu_core.kernel.state.TableView`:
        no bidder and no called partner, the parties are fixed before the deal; ``taken_up`` stays ``[]``, the
        Skatist is dealt his extra cards in his packets and takes up no talon, a blind skat nobody takes up), then
        Troccas' own (:data:`VIEW_KEYS`)."""
        n = self.players
        last: list[tuple[int, str]] = []
        winner = None
        if self.tricks:
            ld = self.leaders[-1]
            last = [((ld + i) % n, CODES[c]) for i, c in enumerate(self.tricks[-1])]
            winner = self.winners[-1]
        won = [0] * n
        for w in self.winners:
            won[w] += 1
        shared = make_table_view(
            self,
            seat,
            ruleset=self.rs,
            hand=codes_of_mask(self.hands[seat]),
            played=[CODES[c] for c in self.plays()],
            trick=[((self.leader + i) % n, CODES[c]) for i, c in enumerate(self.trick)],
            trick_leader=self.leader if self._phase == "play" else None,
            last_trick=last,
            last_trick_winner=winner,
            tricks_done=len(self.tricks),
            tricks_won=won,
            trick_complete=bool(self.tricks) and not self.trick,
            layaway_picked=[CODES[c] for c in self.picked] if seat == self.dealer else (),
        )
        return {**shared, **self._own_view(seat)}

    def _own_view(self, seat: int) -> dict[str, Any]:
        """Troccas' own keys of ``seat``'s view (:data:`VIEW_KEYS`, in that order)."""
        return {
            "teams": [list(p) for p in self.teams],
            "party": self.party_of[seat],
            "skat_size": self.skat_size,
            "skat": [CODES[c] for c in self.skat] if seat == self.dealer and not self.blind_skat else None,
            "jack_demands": [{"king": CODES[k], "trick": t, "jack_holder": h} for k, t, h in self.demands],
            "forced": {"seat": self.forced_seat, "card": CODES[self.forced_card]} if self.forced_seat >= 0 else None,
        }


def new(ruleset: Any = "surselva", players: int = 4, seed: Any = None, dealer: int = 0, **kwargs: Any) -> TroccasState:
    """A freshly dealt round: ``new("surselva", 4, seed=7)``."""
    return TroccasState.new(ruleset, players, seed, dealer, **kwargs)


_ = check_seed


if TYPE_CHECKING:  # mypy --strict (tests/test_typing.py) checks the state against the protocol, member by member
    from ...kernel.state import TableGame

    def _is_a_table_game(state: TroccasState) -> TableGame:
        return state
