"""The French Tarot round as a :class:`~troggu_core.kernel.state.TableGame`: deal, auction, écart, chelem,
poignée, play; exact push/pop on an explicit action log.

Action notation (every action is one string):

* auction: ``pass``, ``prise``, ``garde``, ``garde_sans``, ``garde_contre``;
* écart (phase ``discard``, prise/garde): ``discard C1 C2 C3 C4 C5 C6`` -- six card codes, space-separated, or the
  six cards one by one (the écart is made with the sixth); ``legal_actions()`` lists the cards that may be
  discarded next, ``layaway_cards()`` every card that may be part of a legal écart, ``discard_size()`` is 6;
* chelem (phase ``chelem``, ``fft`` only, the taker, after the écart): ``chelem`` or ``no_chelem``;
* poignée (phase ``poignee``, before a seat's first card, only offered when it holds enough trumps):
  ``poignee XXI XX ... `` -- ``poignee`` followed by the shown cards, space-separated, any order -- or
  ``no_poignee``; ``legal_actions()`` offers one canonical declaration per reachable kind (the highest trumps,
  the Excuse only when every trump must be shown) and ``no_poignee``, while ``push`` accepts any legal choice;
* play: a card code (``XXI``, ``T21``, ``Narr``, ``CK``).

>>> g = FrenchTarot.new("fft", seed=7)
>>> g.phase, g.to_move
('auction', 1)
>>> g.push("pass"); g.pop()
'pass'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple, Sequence

from ...errors import IllegalActionError, NotationError
from ...i18n import N_, Plural, Seat, verbatim
from ...kernel.codes import FOOL, code_of, codes_of_mask, parse_code
from ...kernel.names import cards_in_words
from ...kernel.shuffle import check_dealer, check_seed, shuffled
from ...kernel.tricks import FOOL_BIT, NO_SUIT, SUIT_MASKS, TRUMP_MASK, indices_of, mask_of, popcount
from .cards import BOUT_MASK, KING_MASK, STRENGTH, deal, has_petit_sec, sort_key
from .contracts import BIDS, CONTRACTS, RANK
from .names import card_name
from .rulesets import Ruleset, parse_ruleset
from ...kernel.state import make_table_view
from .scoring import RoundFacts, result_of, void_result

__all__ = ["FrenchTarot", "new", "FORMAT", "TRICKS", "VIEW_KEYS"]

FORMAT = "troggu-record/2"
TRICKS = 24
VIEW_KEYS: tuple[str, ...] = (
    "auction",
    "dog",
    "discard",
    "discard_trumps_shown",
    "chelem_announced",
    "poignees",
    "redeal",
)
"""The French Tarot's own keys of a seat's view, beyond the shared ones (:class:`~troggu_core.kernel.state.TableView`:
the taker is its ``bidder``, the bid its ``contract``; ``ruleset`` is ``fft`` or ``seed``, ``options`` every option,
``played`` the cards played so far):

* ``auction``: the calls so far, in order, the first by the dealer's right (``pass``, ``prise`` ...);
* ``dog``: the dog's cards once it is shown (the auction is over with a prise or a garde), else ``None``;
* ``discard``: the écart, in the taker's own view once it is laid, else ``None``;
* ``discard_trumps_shown``: the trumps in the écart, which every seat is shown (``[]`` without);
* ``chelem_announced``: whether the taker announced a chelem;
* ``poignees``: the poignées shown, each the seat and its cards (``{seat, cards}``), in order;
* ``redeal``: why the deal is void and dealt again (``petit_sec``, ``all_pass``), else ``None``.
"""
_TRUMP = 4

_CODE_INDEX: dict[str, int] = {code_of(i): i for i in range(78)}
_CODES = tuple(code_of(i) for i in range(78))
_ORDER = tuple(sort_key(c) for c in range(78))
""":func:`.cards.sort_key` as a table (a view sorts a hand at every step)."""
_SUIT_OF = tuple(4 if c < 21 else (5 if c == FOOL else (c - 22) // 14) for c in range(78))
_NEXT = (1, 2, 0)
_RANK = tuple(
    tuple(1000 + c if c < 21 else (STRENGTH[c] if c != FOOL and _SUIT_OF[c] == led else -1) for c in range(78))
    for led in range(5)
)
"""play.winner as a table: per led suit (4 = trumps), a card's rank in the trick (-1: it cannot win)."""


class _Undo(NamedTuple):
    """What ``pop`` restores for any action: the phase and the seat to move before it, plus per-kind data."""

    kind: str
    phase: str
    to_move: int | None
    seat: int
    card: int = -1
    closed: bool = False
    leader: int = -1
    redeal: str | None = None


_PlayUndo = tuple[int, int, int]
"""A card's undo record, a plain tuple (the commonest action, kept small): seat, card, leader before it. The phase
before a card is always ``play`` and the seat to move its player; whether it closed its trick needs no field (the
trick is empty after it exactly then)."""


class FrenchTarot:
    """One round of the French Tarot for three (spec ``french-tarot.md``)."""

    game_id = "french-tarot"
    players = 3

    def __init__(self, rs: Ruleset, hands: Sequence[Sequence[int]], dog: Sequence[int], dealer: int = 0) -> None:
        self.rs = rs
        self.dealer = dealer
        self.hands0 = [list(h) for h in hands]
        self.dog = list(dog)
        self.hands = [mask_of(h) for h in hands]
        self.auction: list[str] = []
        self.best = 0
        self.taker: int | None = None
        self.discard: list[int] | None = None
        self.picked: list[int] = []  # an écart pushed card by card, before its sixth card
        self.chelem_announced = False
        self.poignees: list[tuple[int, list[int]]] = []
        self.poignee_done = [False, False, False]
        self.plays: list[int] = []
        self.trick: list[int] = []
        self.leader = -1
        self.led = NO_SUIT
        self.tricks: list[list[int]] = []
        self.leaders: list[int] = []
        self.winners: list[int] = []
        self.redeal: str | None = None
        self.log: list[tuple[str, _Undo | _PlayUndo]] = []
        self._lm = 0
        self._lm_n = -1
        self._phase = "auction"
        self._to_move: int | None = (dealer + 1) % 3
        if any(has_petit_sec(m, rs.excuse_saves_petit) for m in self.hands):
            self.redeal = "petit_sec"
            self._phase = "finished"
            self._to_move = None

    # --- creation -----------------------------------------------------------------------------------
    @classmethod
    def new(cls, ruleset: Any = "fft", players: int = 3, seed: Any = None, dealer: int = 0) -> "FrenchTarot":
        """A shuffled deal (deal.packets): 4 by 4, one dog card per round at :data:`.cards.DOG_POSITIONS`."""
        rs = ruleset if isinstance(ruleset, Ruleset) else parse_ruleset(ruleset)
        if players != 3:
            raise NotationError("record.players", "the French Tarot is played by 3")
        check_dealer(dealer, 3, "record.dealer")
        rng = check_seed(seed)
        pack = shuffled(list(range(78)), rng)
        hands, dog = deal(pack, dealer)
        return cls(rs, [sorted(h, key=sort_key) for h in hands], dog, dealer)

    # --- protocol -------------------------------------------------------------------------------------
    @property
    def to_move(self) -> int | None:
        return self._to_move

    @property
    def phase(self) -> str:
        return self._phase

    @property
    def is_over(self) -> bool:
        return self._phase == "finished"

    def discard_size(self) -> int:
        """How many cards the écart takes (6 in the discard phase, else 0)."""
        return 6 if self._phase == "discard" else 0

    @property
    def contract(self) -> str | None:
        return CONTRACTS[self.best - 1] if self.best else None

    def copy(self) -> "FrenchTarot":
        new = object.__new__(FrenchTarot)
        new.__dict__.update(self.__dict__)
        new.hands0 = [list(h) for h in self.hands0]
        new.dog = list(self.dog)
        new.hands = list(self.hands)
        new.auction = list(self.auction)
        new.discard = None if self.discard is None else list(self.discard)
        new.poignees = [(s, list(c)) for s, c in self.poignees]
        new.poignee_done = list(self.poignee_done)
        new.plays = list(self.plays)
        new.trick = list(self.trick)
        new.tricks = [list(t) for t in self.tricks]
        new.leaders = list(self.leaders)
        new.winners = list(self.winners)
        new.log = list(self.log)
        new.picked = list(self.picked)
        return new

    # --- legal actions --------------------------------------------------------------------------------
    def legal_mask(self) -> int:
        """The cards the seat to move may play now (play phase), as a bit mask (cached per position)."""
        if self._lm_n == len(self.log):
            return self._lm
        self._lm = m = self._legal_mask()
        self._lm_n = len(self.log)
        return m

    def legal_play_mask(self) -> int:
        """Fast path for bots: the cards :meth:`play_index` accepts now, as a bit mask (0 outside the play)."""
        if self._phase != "play":
            return 0
        if self._lm_n == len(self.log):
            return self._lm
        self._lm = m = self._legal_mask()
        self._lm_n = len(self.log)
        return m

    def play_index(self, index: int) -> None:
        """Fast path for bots: play card ``index`` for the seat to move, the same as ``push`` of its code.

        An index that is not legal now raises the same :class:`~troggu_core.errors.IllegalActionError` as
        ``push`` would.
        """
        if self._phase != "play" or not 0 <= index < 78:
            self.push(_CODES[index] if 0 <= index < 78 else str(index))
            raise AssertionError("unreachable: an illegal card was accepted")  # pragma: no cover
        self._play(index)

    def _legal_mask(self) -> int:
        hand = self.hands[self._to_move] if self._to_move is not None else 0
        led = self.led
        if led == NO_SUIT:
            return hand
        if led != _TRUMP:
            forced = hand & SUIT_MASKS[led]
            if forced:
                return forced | (hand & FOOL_BIT)
        trumps = hand & TRUMP_MASK
        if not trumps:
            return hand
        if self.rs.overtrump == "required":
            best = -1
            for c in self.trick:
                if c < 21 and c > best:
                    best = c
            higher = trumps & ~((1 << (best + 1)) - 1)
            if higher:
                trumps = higher
        return trumps | (hand & FOOL_BIT)

    def holding(self, seat: int) -> int:
        """The trumps and Excuse a seat holds at the start of play (the taker's écart trumps included)."""
        m = self.hands[seat]
        if seat == self.taker and self.discard:
            m |= mask_of(self.discard)
        return m & (TRUMP_MASK | FOOL_BIT)

    def discard_mask(self) -> int:
        """The cards that may be part of a legal écart (phase ``discard``)."""
        if self.taker is None:
            return 0
        hand = self.hands[self.taker]
        plain = hand & ~(TRUMP_MASK | KING_MASK | FOOL_BIT)
        trumps = hand & TRUMP_MASK & ~BOUT_MASK
        if self.rs.discard_trumps == "allowed" or popcount(plain) < 6:
            return plain | trumps
        return plain

    def layaway_size(self) -> int:
        """How many cards the écart takes in the discard phase (6), else 0."""
        return 6 if self._phase == "discard" else 0

    def layaway_cards(self) -> list[str]:
        """Every card that may be part of a legal écart (the discard phase; else ``[]``)."""
        if self._phase != "discard":
            return []
        return [code_of(c) for c in sorted(indices_of(self.discard_mask()), key=sort_key)]

    def _next_discard_mask(self) -> int:
        """The cards that may be discarded next after the cards picked, so that a legal écart can be completed."""
        picked = mask_of(self.picked)
        free = self.discard_mask() & ~picked
        if self.rs.discard_trumps != "if_unavoidable" or self.taker is None:
            return free
        plain = self.hands[self.taker] & ~(TRUMP_MASK | KING_MASK | FOOL_BIT)
        need = max(0, 6 - popcount(plain))  # discard.trumps: exactly so many trumps
        have = popcount(picked & TRUMP_MASK)
        out = free & TRUMP_MASK if have < need else 0
        if need - have <= 5 - len(self.picked):
            out |= free & plain
        return out

    def poignee_options(self, seat: int) -> list[list[int]]:
        """One canonical declaration per reachable kind: the highest trumps, with the Excuse only if needed."""
        held = self.holding(seat)
        trumps = sorted(indices_of(held & TRUMP_MASK), reverse=True)
        has_fool = bool(held & FOOL_BIT)
        out = []
        for n in self.rs.poignee_thresholds:
            if n <= len(trumps):
                out.append(trumps[:n])
            elif has_fool and n == len(trumps) + 1:
                out.append(trumps + [FOOL])
        return out

    def legal_actions(self) -> list[str]:
        ph = self._phase
        if ph == "play":
            return codes_of_mask(self._lm if self._lm_n == len(self.log) else self.legal_mask())
        if ph == "auction":
            return ["pass"] + [b for b in CONTRACTS if RANK[b] > self.best]
        if ph == "discard":
            return [code_of(c) for c in sorted(indices_of(self._next_discard_mask()), key=sort_key)]
        if ph == "chelem":
            return ["chelem", "no_chelem"]
        if ph == "poignee":
            seat = self._to_move
            assert seat is not None
            return ["poignee " + " ".join(code_of(c) for c in opt) for opt in self.poignee_options(seat)] + [
                "no_poignee"
            ]
        return []

    # --- push / pop -----------------------------------------------------------------------------------
    def push(self, action: str) -> None:
        """Apply one action (see the module docstring); illegal → IllegalActionError, state unchanged."""
        if not isinstance(action, str):
            raise IllegalActionError(
                "game.phase", "an action is text, not {kind}", kind=verbatim(type(action).__name__)
            )
        ph = self._phase
        if ph == "play":
            card = _CODE_INDEX.get(action, -1)
            if card < 0:
                try:
                    card = parse_code(action)
                except NotationError:
                    raise IllegalActionError(
                        "deck.cards", "{action!r} is not a card code", action=verbatim(action[:20])
                    ) from None
            self._play(card)
        elif ph == "auction":
            self._bid(action)
        elif ph == "discard":
            self._discard(action)
        elif ph == "chelem":
            self._chelem(action)
        elif ph == "poignee":
            self._poignee(action)
        else:
            raise IllegalActionError("game.phase", "the round is over")

    def _undo(self, kind: str, seat: int, **extra: Any) -> _Undo:
        return _Undo(kind, self._phase, self._to_move, seat, leader=self.leader, redeal=self.redeal, **extra)

    def _bid(self, action: str) -> None:
        seat = self._to_move
        assert seat is not None
        if action not in BIDS:
            if action in _CODES:  # a card tapped in the auction: said in words, not in the notation (issue 33)
                raise IllegalActionError(
                    "auction.contracts",
                    "no card is played in the auction: pass or bid Prise, Garde, Garde sans or Garde contre",
                )
            raise IllegalActionError(
                "auction.contracts",
                "{action!r} is not a bid: pass or bid Prise, Garde, Garde sans or Garde contre",
                action=verbatim(action[:20]),
            )
        rank = RANK[action]
        if rank and rank <= self.best:
            raise IllegalActionError(
                "auction.outbid",
                "seat {seat}'s {call} does not beat {contract}",
                seat=Seat(seat),
                call=verbatim(action),
                contract=verbatim(str(self.contract)),
            )
        undo = self._undo("bid", seat)
        self.auction.append(action)
        if rank:
            self.best = rank
            self.taker = seat
        self.log.append((action, undo))
        if len(self.auction) < 3:
            self._to_move = (seat + 1) % 3
            return
        if not self.best:
            self.redeal = "all_pass"
            self._phase, self._to_move = "finished", None
        elif self.best <= 2:
            assert self.taker is not None
            self.hands[self.taker] |= mask_of(self.dog)
            self._phase, self._to_move = "discard", self.taker
        else:
            self._after_dog()

    def _after_dog(self) -> None:
        if self.rs.chelem:
            self._phase, self._to_move = "chelem", self.taker
        else:
            self._start_play()

    def _start_play(self) -> None:
        assert self.taker is not None
        if self.chelem_announced or self.rs.first_lead == "taker":
            self.leader = self.taker
        else:
            self.leader = (self.dealer + 1) % 3
        self._turn(self.leader)

    def _turn(self, seat: int) -> None:
        self._to_move = seat
        if (
            len(self.plays) < 3
            and not self.poignee_done[seat]
            and popcount(self.holding(seat)) >= self.rs.poignee_thresholds[0]
        ):
            self._phase = "poignee"
        else:
            self._phase = "play"

    def check_discard(self, cards: list[int]) -> None:
        """Raise IllegalActionError if ``cards`` is not a legal écart now (shape, source, kings, bouts, trumps)."""
        assert self.taker is not None
        hand = self.hands[self.taker]
        if len(cards) != 6 or len(set(cards)) != 6:
            raise IllegalActionError("discard.shape", "the écart is exactly 6 distinct cards")
        for c in cards:
            if not (hand >> c) & 1:
                raise IllegalActionError(
                    "discard.shape",
                    "{card} is not in the taker's hand or the dog",
                    card=cards_in_words(card_name, code_of(c)),
                )
        for c in cards:
            if (KING_MASK >> c) & 1:
                raise IllegalActionError(
                    "discard.no-kings-no-bouts",
                    "{card} may not be discarded: a king stays in the hand",
                    card=cards_in_words(card_name, code_of(c)),
                )
            if (BOUT_MASK >> c) & 1:
                raise IllegalActionError(
                    "discard.no-kings-no-bouts",
                    "{card} may not be discarded: a bout stays in the hand",
                    card=cards_in_words(card_name, code_of(c)),
                )
        if self.rs.discard_trumps == "if_unavoidable":
            plain = popcount(hand & ~(TRUMP_MASK | KING_MASK | FOOL_BIT))
            need = max(0, 6 - plain)
            have = sum(1 for c in cards if c < 21)
            if have != need:
                raise IllegalActionError(
                    "discard.trumps",
                    "the écart holds {trumps}; it must hold exactly {need} (trumps only when "
                    "unavoidable: {others} may be discarded)",
                    have=have,
                    need=need,
                    plain=plain,
                    trumps=Plural("{n} trump", "{n} trumps", n=have),
                    others=Plural("{n} other card", "{n} other cards", n=plain),
                )

    def _discard(self, action: str) -> None:
        parts = action.split()
        if len(parts) == 1 and parts[0] != "discard":
            self._pick(parts[0])
            return
        if self.picked:
            raise IllegalActionError(
                "discard.shape",
                "{cards} are picked for the écart already: go on card by card, or take them back first",
                cards=cards_in_words(card_name, [code_of(c) for c in self.picked]),
            )
        if not parts or parts[0] != "discard":
            raise IllegalActionError("game.phase", "lay away the écart now: six cards of your hand")
        try:
            cards = [parse_code(p) for p in parts[1:]]
        except NotationError as e:
            raise IllegalActionError("deck.cards", e.msgid, **e.params) from None
        self.check_discard(cards)
        assert self.taker is not None
        undo = self._undo("discard", self.taker)
        self.discard = cards
        self.hands[self.taker] &= ~mask_of(cards)
        self.log.append((action, undo))
        self._after_dog()

    def _pick(self, text: str) -> None:
        """One card of an écart pushed card by card; the sixth makes the écart."""
        try:
            card = parse_code(text)
        except NotationError as e:
            raise IllegalActionError("deck.cards", e.msgid, **e.params) from None
        assert self.taker is not None
        if not (self._next_discard_mask() >> card) & 1:
            if len(self.picked) == 5:  # the check of the whole écart says why
                self.check_discard([*self.picked, card])
            if not (self.hands[self.taker] >> card) & 1 or card in self.picked:
                raise IllegalActionError(
                    "discard.shape",
                    "{card} is not in the taker's hand or the dog",
                    card=cards_in_words(card_name, code_of(card)),
                )
            if (KING_MASK | BOUT_MASK) >> card & 1:
                raise IllegalActionError(
                    "discard.no-kings-no-bouts",
                    "{card} may not be discarded",
                    card=cards_in_words(card_name, code_of(card)),
                )
            raise IllegalActionError(
                "discard.trumps",
                "{card} cannot be discarded with the cards picked (trumps only when unavoidable)",
                card=cards_in_words(card_name, code_of(card)),
            )
        undo = self._undo("pick", self.taker, card=card)
        if len(self.picked) < 5:
            self.picked.append(card)
            self.log.append((code_of(card), undo))
            return
        cards = [*self.picked, card]
        self.check_discard(cards)
        self.discard = cards
        self.picked = []
        self.hands[self.taker] &= ~mask_of(cards)
        self.log.append((code_of(card), undo._replace(kind="discard", closed=True)))
        self._after_dog()

    def _chelem(self, action: str) -> None:
        if action not in ("chelem", "no_chelem"):
            raise IllegalActionError("chelem.announce", "announce a chelem or none now")
        assert self.taker is not None
        undo = self._undo("chelem", self.taker)
        self.chelem_announced = action == "chelem"
        self.log.append((action, undo))
        self._start_play()

    def check_poignee(self, seat: int, cards: list[int]) -> None:
        """Raise IllegalActionError if ``cards`` is not a legal poignée of ``seat`` (cards, holding, count, Excuse)."""
        if len(set(cards)) != len(cards):
            raise IllegalActionError("poignee.cards", "a card is shown twice")
        for c in cards:
            if c > FOOL:
                raise IllegalActionError(
                    "poignee.cards",
                    "{card} is neither a trump nor the Excuse",
                    card=cards_in_words(card_name, code_of(c)),
                )
        held = self.holding(seat)
        for c in cards:
            if not (held >> c) & 1:
                raise IllegalActionError(
                    "poignee.cards",
                    "seat {seat} does not hold {card}",
                    seat=Seat(seat),
                    card=cards_in_words(card_name, code_of(c)),
                )
        if len(cards) not in self.rs.poignee_thresholds:
            t = self.rs.poignee_thresholds
            raise IllegalActionError(
                "poignee.exact",
                "a poignée shows exactly {a}, {b} or {c} cards, not {got}",
                a=t[0],
                b=t[1],
                c=t[2],
                got=len(cards),
            )
        if FOOL in cards and mask_of(cards) & TRUMP_MASK != held & TRUMP_MASK:
            raise IllegalActionError(
                "poignee.excuse", "seat {seat} may show the Excuse only with every trump", seat=Seat(seat)
            )

    def _poignee(self, action: str) -> None:
        seat = self._to_move
        assert seat is not None
        if action == "no_poignee":
            cards = None
        else:
            parts = action.split()
            if not parts or parts[0] != "poignee":
                raise IllegalActionError("game.phase", "show a poignée or none now, before your first card", seat=seat)
            try:
                cards = [parse_code(p) for p in parts[1:]]
            except NotationError as e:
                raise IllegalActionError("deck.cards", e.msgid, **e.params) from None
            self.check_poignee(seat, cards)
        undo = self._undo("poignee", seat)
        if cards is not None:
            self.poignees.append((seat, cards))
        self.poignee_done[seat] = True
        self.log.append((action, undo))
        self._phase = "play"

    def illegal_reason(self, card: int) -> IllegalActionError:
        """Why ``card`` may not be played now by the seat to move."""
        seat = self._to_move
        hand = self.hands[seat] if seat is not None else 0
        name = cards_in_words(card_name, code_of(card))
        if not (hand >> card) & 1:
            return IllegalActionError("seat.order", "you do not hold {card}", seat=seat, card=name)
        led = self.led
        if led != _TRUMP and hand & SUIT_MASKS[led]:
            return IllegalActionError(
                "play.follow",
                "you must follow {suit}, not play {card}",
                seat=seat,
                suit=_suit_name(led),
                card=name,
            )
        if card >= 21:
            if led == _TRUMP:
                return IllegalActionError(
                    "play.follow", "you must follow trumps, not play {card}", seat=seat, card=name
                )
            return IllegalActionError(
                "play.trump",
                "you have no {suit} and must trump, not play {card}",
                seat=seat,
                suit=_suit_name(led),
                card=name,
            )
        return IllegalActionError(
            "play.overtrump",
            "you must beat the highest trump in the trick, not play {card}",
            seat=seat,
            card=name,
        )

    def _play(self, card: int) -> None:
        seat = self._to_move
        assert seat is not None
        bit = 1 << card
        if not (self._lm if self._lm_n == len(self.log) else self.legal_mask()) & bit:
            raise self.illegal_reason(card)
        self.hands[seat] ^= bit
        plays = self.plays
        plays.append(card)
        trick = self.trick
        trick.append(card)
        led = self.led
        if led == NO_SUIT and card != FOOL:
            self.led = led = _SUIT_OF[card]
        leader = self.leader
        self.log.append((_CODES[card], (seat, card, leader)))
        if len(trick) < 3:
            if len(plays) < 3:
                self._turn(_NEXT[seat])
            else:
                self._to_move = _NEXT[seat]
            return
        pos = -1
        if FOOL in trick and len(self.tricks) == TRICKS - 1 and self.rs.chelem:
            fool_seat = (leader + trick.index(FOOL)) % 3
            fool_side = fool_seat == self.taker
            if all((w == self.taker) == fool_side for w in self.winners):
                pos = trick.index(FOOL)  # play.excuse-wins-last
        if pos < 0:  # _winner(trick, led), unrolled on the table
            rank = _RANK[led]
            ra, rb, rc = rank[trick[0]], rank[trick[1]], rank[trick[2]]
            if ra >= rb:
                pos = 0 if ra >= rc else 2
            else:
                pos = 1 if rb >= rc else 2
        winner = (leader + pos) % 3
        self.tricks.append(trick)
        self.leaders.append(leader)
        self.winners.append(winner)
        self.trick = []
        self.led = NO_SUIT
        self.leader = winner
        if len(self.tricks) == TRICKS:
            self._phase, self._to_move = "finished", None
        elif len(plays) < 3:
            self._turn(winner)
        else:
            self._phase = "play"
            self._to_move = winner

    def pop(self) -> str:
        """Undo the last action exactly and return it."""
        if not self.log:
            raise IllegalActionError("game.phase", "nothing to undo")
        action, u = self.log.pop()
        self._lm_n = -1
        if not isinstance(u, _Undo):  # a card (_PlayUndo)
            self._undo_card(u)
            return action
        if u.kind == "bid":
            self.auction.pop()
            if self._phase == "discard":
                assert self.taker is not None
                self.hands[self.taker] &= ~mask_of(self.dog)
            self.best = 0
            self.taker = None
            for i, b in enumerate(self.auction):
                if RANK[b]:
                    self.best, self.taker = RANK[b], (self.dealer + 1 + i) % 3
        elif u.kind == "pick":
            self.picked.pop()
        elif u.kind == "discard":
            assert self.taker is not None and self.discard is not None
            self.hands[self.taker] |= mask_of(self.discard)
            if u.closed:  # made by its sixth card alone: the other five stay picked
                self.picked = self.discard[:-1]
            self.discard = None
        elif u.kind == "chelem":
            self.chelem_announced = False
        elif u.kind == "poignee":
            if self.poignees and self.poignees[-1][0] == u.seat and action != "no_poignee":
                self.poignees.pop()
            self.poignee_done[u.seat] = False
        self.leader = u.leader
        self.redeal = u.redeal
        self._phase, self._to_move = u.phase, u.to_move
        return action

    def _undo_card(self, u: _PlayUndo) -> None:
        """Take back a card (``pop``): out of its trick (reopened if the card closed it), back to its hand."""
        seat, card, leader = u
        if not self.trick:  # it closed its trick
            self.trick = self.tricks.pop()
            self.leaders.pop()
            self.winners.pop()
        self.trick.pop()
        self.plays.pop()
        self.hands[seat] |= 1 << card
        self.led = NO_SUIT
        for c in self.trick:
            if c != FOOL:
                self.led = _SUIT_OF[c]
                break
        self.leader = leader
        self.redeal = None
        self._phase, self._to_move = "play", seat

    # --- outputs --------------------------------------------------------------------------------------
    def record(self) -> dict[str, Any]:
        """The round so far as a ``troggu-record/2`` object."""
        rec: dict[str, Any] = {
            "format": FORMAT,
            "game": "french-tarot",
            "ruleset": self.rs.to_json(),
            "players": 3,
            "dealer": self.dealer,
            "hands": [[code_of(c) for c in h] for h in self.hands0],
            "dog": [code_of(c) for c in self.dog],
            "auction": list(self.auction),
        }
        if self.discard is not None:
            rec["discard"] = [code_of(c) for c in self.discard]
        rec["chelem"] = self.chelem_announced
        rec["poignees"] = [{"seat": s, "cards": [code_of(c) for c in cards]} for s, cards in self.poignees]
        rec["plays"] = [code_of(c) for c in self.plays]
        return rec

    def result(self) -> dict[str, Any]:
        """The spec's result keys (§13); only when the round is over."""
        if self._phase != "finished":
            raise IllegalActionError("game.phase", "the round is not over")
        if self.redeal is not None:
            return void_result(self.rs, self.redeal)
        assert self.taker is not None and self.contract is not None
        return result_of(
            RoundFacts(
                self.rs,
                self.taker,
                self.contract,
                self.chelem_announced,
                self.dog,
                self.discard,
                self.tricks,
                self.leaders,
                self.winners,
                self.poignees,
            )
        )

    def played_mask(self) -> int:
        """Every card played so far (public)."""
        return mask_of(self.plays)

    def view(self, seat: int) -> dict[str, Any]:
        """What ``seat`` may see, as JSON: the keys every game shares (:class:`~troggu_core.kernel.state.TableView`:
        the taker is the bidder; three players have no called partner; ``taken_up`` is the dog the taker took up
        after a prise or a garde, while he lays away the écart), then the French Tarot's own (:data:`VIEW_KEYS`)."""
        last: list[tuple[int, str]] = []
        if self.tricks:
            ll = self.leaders[-1]
            last = [((ll + i) % 3, _CODES[c]) for i, c in enumerate(self.tricks[-1])]
        won = [0, 0, 0]
        for w in self.winners:
            won[w] += 1
        laying = seat == self.taker and self._phase == "discard"
        shared = make_table_view(
            self,
            seat,
            ruleset=self.rs,
            hand=[_CODES[c] for c in sorted(indices_of(self.hands[seat]), key=_ORDER.__getitem__)],
            played=[_CODES[c] for c in self.plays],
            trick=[((self.leader + i) % 3, _CODES[c]) for i, c in enumerate(self.trick)],
            trick_leader=self.leader if self.leader >= 0 else None,
            last_trick=last,
            last_trick_winner=self.winners[-1] if self.tricks else None,
            tricks_done=len(self.tricks),
            tricks_won=won,
            trick_complete=bool(self.tricks) and not self.trick,
            bidder=self.taker,
            contract=self.contract,
            layaway_picked=[_CODES[c] for c in self.picked] if laying else (),
            taken_up=[_CODES[c] for c in sorted(self.dog, key=_ORDER.__getitem__)] if laying else (),
        )
        return {**shared, **self._own_view(seat)}

    def _own_view(self, seat: int) -> dict[str, Any]:
        """The French Tarot's own keys of ``seat``'s view (:data:`VIEW_KEYS`, in that order)."""
        discard = self.discard
        return {
            "auction": list(self.auction),
            "dog": [_CODES[c] for c in self.dog] if self.best in (1, 2) and len(self.auction) == 3 else None,
            "discard": [_CODES[c] for c in discard] if discard is not None and seat == self.taker else None,
            "discard_trumps_shown": [_CODES[c] for c in discard if c < 21] if discard is not None else [],
            "chelem_announced": self.chelem_announced,
            "poignees": [{"seat": s, "cards": [_CODES[c] for c in cs]} for s, cs in self.poignees],
            "redeal": self.redeal,
        }


def _winner(trick: list[int], led: int) -> int:
    """play.winner: the highest trump, else the highest card of the led suit; never the Excuse."""
    best = best_rank = -1
    for pos, c in enumerate(trick):
        if c < 21:
            rank = 1000 + c
        elif c != FOOL and _SUIT_OF[c] == led:
            rank = STRENGTH[c]
        else:
            continue
        if rank > best_rank:
            best, best_rank = pos, rank
    return best


_SUIT_NAMES = (N_("diamonds"), N_("clubs"), N_("spades"), N_("hearts"), N_("trumps"))
"""The suits as a refusal names them (catalogue keys: said in the reader's language; words, not the notation's
letters: issue 33)."""


def _suit_name(suit: int) -> str:
    return _SUIT_NAMES[suit] if 0 <= suit < 5 else N_("any suit")


def new(ruleset: Any = "fft", players: int = 3, seed: Any = None, dealer: int = 0) -> FrenchTarot:
    """A fresh shuffled round (see :meth:`FrenchTarot.new`)."""
    return FrenchTarot.new(ruleset, players, seed, dealer)


if TYPE_CHECKING:  # mypy --strict (tests/test_typing.py) checks the state against the protocol, member by member
    from ...kernel.state import TableGame

    def _is_a_table_game(state: FrenchTarot) -> TableGame:
        return state
