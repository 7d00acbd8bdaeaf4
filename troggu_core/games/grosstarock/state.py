"""The state of one Großtarock deal (all three rulesets, one engine): the discard, then 25 tricks.

Actions (notation strings):

* ``discard C1 C2 C3`` -- the dealer lays away three of his 28 cards (``discard_size()`` is 3), or card by card
  (``C1``, ``C2``, ``C3``: the discard is made with the third); in the discard phase ``legal_actions()`` lists the
  cards that may be discarded next, ``layaway_cards()`` every card that is part of some legal discard;
* a card code (``XXI``, ``T21``, ``XIIII``, ``Narr``, ``RK`` ...) -- the seat to move plays it;
* ``Narr:R`` (``:R``, ``:B``, ``:S``, ``:C``) -- danish: the Scies led, designating that suit (GT-EXC-DK-2); a bare
  ``Narr`` cannot be led in the danish ruleset, and a follower's Scies takes no suit;
* ``demand`` / ``demand N`` -- danish: before the first card of trick 23 the seat to move (or seat N) demands the
  Scies (GT-EXC-DK-4);
* ``announce vole`` / ``announce nolo`` (optionally followed by a seat number, ``announce nolo 2``) -- dummett:
  an announcement before the first card of a trick (GT-ANN); without a seat it is the seat to move's.

Illegal actions raise :class:`~troggu_core.errors.IllegalActionError` naming the spec's rule and leave the state
unchanged; ``pop()`` undoes the last action exactly (an action log with named undo records).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple, Sequence

from ...errors import IllegalActionError, NotationError
from ...i18n import N_, Msg, Seat, verbatim
from ...kernel.shuffle import check_dealer, check_seed, deal_packets, shuffled
from ...kernel.codes import CODES, codes_of_mask
from ...kernel.names import cards_in_words
from .cards import (
    FOOL,
    FOOL_BIT,
    NO_SUIT,
    STRENGTH,
    SUIT_LETTERS,
    SUIT_MASKS,
    TRUMP_MASK,
    code_of,
    codes,
    indices_of,
    mask_of,
    parse,
    parse_fast,
    popcount,
    suit_of,
)
from .deal import PACKETS
from .discard import RULE_IDS, discard_reason, legal_discards
from .names import card_name
from .rulesets import Ruleset, parse_ruleset
from ...kernel.state import TableView, make_table_view

__all__ = ["GrosstarockState", "VIEW_KEYS", "new", "deal"]

_FOLLOW = "GT-PLAY-1"
_TRUMP = 4
_INDEX: dict[str, int] = {c: i for i, c in enumerate(CODES)}
_SUIT_OF = tuple(4 if c < 21 else (5 if c == FOOL else (c - 22) // 14) for c in range(78))
_DESIGNATED = tuple(f"Narr:{s}" for s in SUIT_LETTERS)
_RANKS = {
    order: tuple(
        tuple(1000 + c if c < 21 else (st[c] if c != FOOL and _SUIT_OF[c] == led else -1) for c in range(78))
        for led in range(5)
    )
    for order, st in STRENGTH.items()
}
"""GT-PLAY-2 as tables: per suit order and led suit (4 = taroks; index -1, no suit led, is the same table as
taroks: only a tarok can win), a card's rank in the trick (-1: it cannot win)."""


VIEW_KEYS: tuple[str, ...] = (
    "forehand",
    "discard",
    "led",
    "excuse_played",
    "lead_passed",
    "deadline",
    "excuse_suit",
    "excuse_demand",
    "shown_discard",
    "pots_start",
    "may_demand",
    "announcement",
    "may_announce",
)
"""The game's own keys of a seat's view, beside the shared ones (every ruleset's view holds them all; the ruleset's
name, ``1754``, ``dummett`` or ``danish``, its options and the cards played are shared keys):
``forehand`` the seat after the dealer, who leads the first trick; ``discard`` the dealer's three laid-away cards (only in the dealer's view, once made, else ``None``); ``led`` the
suit of the current trick (``R``, ``B``, ``S``, ``C``, ``T`` for taroks; ``None``: none yet); ``excuse_played``
whether the excuse has been played; ``lead_passed`` the trick whose lead passed on (the 1754 rules: its winner held
the excuse at the deadline), else ``None``; ``deadline`` the trick from which the excuse must be played (1754, else
``None``); the Danish rules (else ``None``, ``[]``, ``False``): ``excuse_suit`` the suit a led Scies designated,
``excuse_demand`` the seat that demanded the Scies, ``shown_discard`` the discarded cards that must be shown,
``pots_start`` the king and pagat pots at the start of the deal, ``may_demand`` whether this seat may demand the
Scies now; Dummett's (else ``None``, ``[]``): ``announcement`` the one made (seat, type, before which trick),
``may_announce`` the announcements this seat may make now."""


class _DiscardUndo(NamedTuple):
    cards: tuple[int, int, int]
    stepped: bool = False
    """Made by pushing its third card alone (``pop`` gives back that card and leaves the first two picked)."""


class _PickUndo(NamedTuple):
    """A card of a discard pushed card by card, before the third."""

    card: int


class _AnnounceUndo(NamedTuple):
    seat: int


class _DemandUndo(NamedTuple):
    seat: int


_PlayUndo = tuple[int, int, int, bool, int, int | None, tuple[int | None, int | None, int | None, bool] | None]
"""A card's undo record, a plain tuple (the commonest action, kept small): seat, card, led suit, lapsed, leader,
lead passed, and the excuse fields (only when the card is the excuse; they change with nothing else). Whether the
card closed its trick needs no field: the trick is empty after it exactly then."""


def deal(seed: object, dealer: int) -> list[list[int]]:
    """A random deal (GT-DEAL-2): the packets (:data:`.deal.PACKETS`, 5 of 5 cards) to everybody in seat order from
    forehand, the dealer keeps
    the last 3 cards as well (28 cards). Reproducible for a seed."""
    rng = check_seed(seed)
    pack = shuffled(list(range(78)), rng)
    order = [(dealer + 1 + i) % 3 for i in range(3)]
    hands, rest = deal_packets(pack, order, [[size] * 3 for size in PACKETS])
    hands[dealer].extend(rest)
    return hands


class GrosstarockState:
    """One deal of the Großtarock: ``new(ruleset, players=3, seed, dealer)`` or the constructor with hands."""

    game_id = "grosstarock"
    players = 3

    def __init__(
        self,
        ruleset: Ruleset | str | dict[str, Any],
        hands: Sequence[Sequence[int]],
        dealer: int = 0,
        pots: tuple[int, int] = (0, 0),
    ) -> None:
        self.ruleset = ruleset if isinstance(ruleset, Ruleset) else parse_ruleset(ruleset)
        self.rs = self.ruleset.name
        self.dealer = dealer
        self.forehand = (dealer + 1) % 3
        self.dealt: tuple[tuple[int, ...], ...] = tuple(tuple(h) for h in hands)
        self.hands = [mask_of(h) for h in hands]
        self.hand28 = self.hands[dealer]
        self.pots_start = pots
        self.strength = STRENGTH[self.ruleset.values["suit_order"]]
        self._rank = _RANKS[self.ruleset.values["suit_order"]]
        self.deadline = self.ruleset.deadline if self.rs == "1754" else 0
        self.excuse_lead = self.ruleset.values.get("excuse_lead") == "allowed"
        self.discarded: tuple[int, int, int] | None = None
        self.plays: list[int] = []
        self.tricks: list[list[int]] = []
        self.trick: list[int] = []
        self.leader = self.forehand
        self.led = NO_SUIT
        self.lapsed = False
        self.winners: list[int] = []
        self.leaders: list[int] = []
        self.won = [0, 0, 0]
        self.excuse_seat: int | None = None
        self.excuse_trick: int | None = None
        self.excuse_suit: int | None = None
        self.excuse_lapsed = False
        self.lead_passed: int | None = None
        self.announcement: tuple[int, str, int] | None = None
        self.demand: int | None = None
        self._log: list[tuple[str, Any]] = []
        self._discards_cache: list[tuple[int, int, int]] | None = None
        self._first_discard_mask: int | None = None  # the cards of every legal discard (a view reads them)
        self.picked: list[int] = []  # a discard pushed card by card, before its third card
        self._mask_of = _MASKS[self.rs]
        self._lm = 0  # the legal mask of the position after _lm_n actions (a cache; pop clears it)
        self._lm_n = -1
        self._shown: tuple[tuple[int, int, int], list[str]] | None = None  # Danish: the discard shown, by discard

    # ------------------------------------------------------------------ protocol
    def copy(self) -> GrosstarockState:
        """An independent copy."""
        c = object.__new__(GrosstarockState)
        c.__dict__.update(self.__dict__)
        c.hands = list(self.hands)
        c.plays = list(self.plays)
        c.tricks = [list(t) for t in self.tricks]
        c.trick = list(self.trick)
        c.winners = list(self.winners)
        c.leaders = list(self.leaders)
        c.won = list(self.won)
        c._log = list(self._log)
        c.picked = list(self.picked)
        return c

    @property
    def phase(self) -> str:
        """``discard``, ``play`` or ``finished``."""
        if self.discarded is None:
            return "discard"
        return "finished" if len(self.winners) == 25 else "play"

    @property
    def is_over(self) -> bool:
        """True after the 25th trick."""
        return len(self.winners) == 25

    @property
    def to_move(self) -> int | None:
        """The seat to act (the dealer while discarding), None when finished."""
        if self.discarded is None:
            return self.dealer
        if len(self.winners) == 25:
            return None
        return (self.leader + len(self.trick)) % 3

    def trick_number(self) -> int:
        """The 1-based number of the current trick."""
        return len(self.winners) + 1

    def discard_size(self) -> int:
        """How many cards the dealer lays away: 3."""
        return 3

    def legal_discards(self) -> list[tuple[int, int, int]]:
        """Every legal discard of the dealer (card index triples)."""
        if self._discards_cache is None:
            self._discards_cache = legal_discards(self.rs, self.hand28)
        return self._discards_cache

    def layaway_size(self) -> int:
        """How many cards the discard takes in the discard phase (3), else 0."""
        return 3 if self.discarded is None else 0

    def layaway_cards(self) -> list[str]:
        """Every card that is part of some legal discard (the discard phase; else ``[]``)."""
        return codes(self._next_discard_mask(())) if self.discarded is None else []

    def _next_discard_mask(self, picked: Sequence[int]) -> int:
        """The cards that may be discarded next after ``picked``: those of a legal discard holding them all (with
        none picked: every card of a legal discard, worked out once per deal)."""
        if not picked:
            if self._first_discard_mask is None:
                self._first_discard_mask = self._discard_mask(())
            return self._first_discard_mask
        return self._discard_mask(picked)

    def _discard_mask(self, picked: Sequence[int]) -> int:
        """The cards of the legal discards holding every card of ``picked``, less those."""
        m = 0
        want = mask_of(picked)
        for a, b, c in self.legal_discards():
            d = (1 << a) | (1 << b) | (1 << c)
            if d & want == want:
                m |= d
        return m & ~want

    def legal_actions(self) -> list[str]:
        """Every legal action now (in the discard: the cards that may be discarded next, one step each)."""
        if self.discarded is None:
            return codes(self._next_discard_mask(self.picked))
        if len(self.winners) == 25:
            return []
        mask = self._lm if self._lm_n == len(self._log) else self.legal_mask()
        out: list[str]
        if self.trick:
            out = []
        else:
            out = self.special_actions(self.leader)
            if mask & FOOL_BIT and self.rs == "danish":
                mask ^= FOOL_BIT
                out.extend(_DESIGNATED)
        out += codes_of_mask(mask)
        return out

    def special_actions(self, seat: int) -> list[str]:
        """Announcements (dummett) and the excuse demand (danish) ``seat`` may make now (own notation, no seat)."""
        if self.discarded is None or self.trick or len(self.winners) == 25:
            return []
        out = []
        if self.rs == "dummett" and self.announcement is None:
            # _announce_error(seat, kind) is None, unrolled (it runs before every trick)
            done = len(self.winners)
            if done < 20 and self.won[seat] == done:
                out.append("announce vole")
            if done < 13 and not self.won[seat]:
                out.append("announce nolo")
        elif (
            self.rs == "danish" and self.demand is None and len(self.winners) == 22 and self._demand_error(seat) is None
        ):
            out.append("demand")
        return out

    def legal_mask(self) -> int:
        """The legal cards of the seat to move as a bit mask (the play phase; cached per position)."""
        n = len(self._log)
        if self._lm_n == n:
            return self._lm
        self._lm = m = self._mask_of(self)
        self._lm_n = n
        return m

    def legal_play_mask(self) -> int:
        """Fast path for bots: the cards :meth:`play_index` accepts now, as a bit mask (0 outside the play).

        The same cards as :meth:`legal_mask`; the danish Scies, when it may be led, is in it too (``play_index``
        then takes the suit it designates).
        """
        if self.discarded is None or len(self.winners) == 25:
            return 0
        n = len(self._log)
        if self._lm_n == n:
            return self._lm
        self._lm = m = self._mask_of(self)
        self._lm_n = n
        return m

    def play_index(self, index: int, suit: int = 0) -> None:
        """Fast path for bots: play card ``index`` of :meth:`legal_play_mask` for the seat to move.

        ``suit`` (0-3, R B S C) is the suit a led danish Scies designates (GT-EXC-DK-2) and is ignored otherwise.
        The same as ``push`` of the card's code (or of ``Narr:<suit>``), without the notation; an index that is
        not legal now raises the same :class:`~troggu_core.errors.IllegalActionError` as ``push`` would.
        """
        if self.discarded is not None and self._lm_n == len(self._log):
            mask = self._lm  # = legal_play_mask(), cached (after the discard; 0 once the deal is over)
        else:
            mask = self.legal_play_mask()
        if not (mask >> index) & 1:
            self.push(CODES[index] if 0 <= index < 78 else str(index))
            raise AssertionError("unreachable: an illegal card was accepted")  # pragma: no cover
        seat = (self.leader + len(self.trick)) % 3
        if index == FOOL and self.rs == "danish" and not self.trick:
            if isinstance(suit, bool) or suit not in (0, 1, 2, 3):
                raise NotationError(
                    "GT-EXC-DK-2",
                    "the Scies designates suit 0-3 (R, B, S, C), not {suit}",
                    suit=verbatim(repr(suit), 20),
                )
            self._play(seat, FOOL, suit, _DESIGNATED[suit])
        else:
            self._play(seat, index, None, CODES[index])

    # ------------------------------------------------------------------ push / pop
    def push(self, action: str) -> None:
        """Apply one action (see the module docstring); illegal → IllegalActionError, state unchanged."""
        if not isinstance(action, str):
            raise NotationError("game.action", "an action is text, not {kind}", kind=type(action).__name__)
        card = _INDEX.get(action, FOOL)
        if card != FOOL and self.discarded is not None:
            # the commonest action, a legal card other than the excuse (which may need a suit): no more checks
            n = len(self._log)
            if ((self._lm if self._lm_n == n else self.legal_mask()) >> card) & 1:
                self._play((self.leader + len(self.trick)) % 3, card, None, action)
                return
        if self.discarded is None and action and not action.startswith(("discard", "announce", "demand")):
            self._pick(action)
        elif action.startswith("discard"):
            self._push_discard(action)
        elif action.startswith("announce"):
            self._push_announce(action)
        elif action.startswith("demand"):
            self._push_demand(action)
        else:
            self._push_card(action)

    def pop(self) -> str:
        """Undo the last action and return it."""
        if not self._log:
            raise IllegalActionError("game.undo", "nothing to undo")
        action, undo = self._log.pop()
        self._lm_n = -1
        if type(undo) is tuple:
            self._undo_play(undo)
        elif isinstance(undo, _PickUndo):
            self.picked.pop()
        elif isinstance(undo, _DiscardUndo):
            self.hands[self.dealer] = self.hand28
            self.discarded = None
            if undo.stepped:
                self.picked = list(undo.cards[:2])
        elif isinstance(undo, _AnnounceUndo):
            self.announcement = None
        else:
            self.demand = None
        return action

    def actions(self) -> list[str]:
        """The action log (every pushed action in order)."""
        return [a for a, _ in self._log]

    def _push_discard(self, action: str) -> None:
        parts = action.split()
        if parts[0] != "discard":
            raise NotationError("game.action", "{action} is not an action", action=verbatim(repr(action[:30])))
        if self.discarded is not None:
            raise IllegalActionError("GT-DEAL-3", "the discard has been made already")
        if self.picked:
            raise IllegalActionError(
                "GT-DEAL-3",
                "{cards} are picked for the discard already: go on card by card, or take them back first",
                cards=cards_in_words(card_name, codes(self.picked)),
            )
        if len(parts) != 4:
            raise IllegalActionError("GT-DEAL-3", "the dealer discards exactly 3 cards (discard C1 C2 C3)")
        cards = [parse(p) for p in parts[1:]]
        if len(set(cards)) != 3:
            raise IllegalActionError("GT-DEAL-3", "the three discarded cards must be distinct")
        for c in cards:
            if not (self.hand28 >> c) & 1:
                raise IllegalActionError(
                    "GT-DEAL-3",
                    "the dealer (seat {seat}) does not hold {card}",
                    seat=Seat(self.dealer),
                    card=cards_in_words(card_name, code_of(c)),
                )
        why = discard_reason(self.rs, self.hand28, cards)
        if why is not None:
            raise IllegalActionError(RULE_IDS[self.rs], "illegal discard: {why}", why=why)
        self.discarded = (cards[0], cards[1], cards[2])
        self.hands[self.dealer] = self.hand28 & ~mask_of(cards)
        self._log.append((action, _DiscardUndo(self.discarded)))

    def _pick(self, action: str) -> None:
        """One card of a discard pushed card by card; the third makes the discard."""
        card = parse(action)
        if not (self._next_discard_mask(self.picked) >> card) & 1:
            if not (self.hand28 >> card) & 1:
                raise IllegalActionError(
                    "GT-DEAL-3",
                    "the dealer (seat {seat}) does not hold {card}",
                    seat=Seat(self.dealer),
                    card=cards_in_words(card_name, code_of(card)),
                )
            if card in self.picked:
                raise IllegalActionError("GT-DEAL-3", "the three discarded cards must be distinct")
            raise IllegalActionError(
                RULE_IDS[self.rs],
                "illegal discard: {card} cannot be discarded with the cards picked",
                card=cards_in_words(card_name, code_of(card)),
            )
        if len(self.picked) < 2:
            self.picked.append(card)
            self._log.append((code_of(card), _PickUndo(card)))
            return
        a, b = self.picked
        self.discarded = (a, b, card)
        self.hands[self.dealer] = self.hand28 & ~mask_of(self.discarded)
        self.picked = []
        self._log.append((code_of(card), _DiscardUndo(self.discarded, stepped=True)))

    def _seat_arg(self, parts: list[str], n: int, action: str) -> int:
        if len(parts) == n:
            seat = self.to_move
            return -1 if seat is None else seat
        if len(parts) == n + 1 and parts[n] in ("0", "1", "2"):
            return int(parts[n])
        raise NotationError("game.action", "{action} is not an action", action=verbatim(repr(action[:30])))

    def _announce_error(self, seat: int, kind: str) -> Msg | None:
        if self.rs != "dummett":
            return Msg("only the dummett ruleset has announcements")
        if self.discarded is None or len(self.winners) == 25 or self.trick:
            return Msg("an announcement is made before the first card of a trick")
        if self.announcement is not None:
            return Msg("there is at most one announcement per deal")
        k = len(self.winners) + 1
        if kind == "vole":
            if k > 20:
                return Msg("a vole is announced before the 20th trick at the latest")
            if self.won[seat] != len(self.winners):
                return Msg("seat {seat} announces vole but has not won every trick", seat=Seat(seat))
        else:
            if k > 13:
                return Msg("a nolo is announced before the 13th trick at the latest")
            if self.won[seat]:
                return Msg("seat {seat} announces nolo but has won a trick", seat=Seat(seat))
        return None

    def _push_announce(self, action: str) -> None:
        parts = action.split()
        if parts[0] != "announce" or len(parts) < 2 or parts[1] not in ("vole", "nolo"):
            raise NotationError(
                "game.action",
                "{action} is not an action (announce vole / announce nolo)",
                action=verbatim(repr(action[:30])),
            )
        seat = self._seat_arg(parts, 2, action)
        why = self._announce_error(seat, parts[1])
        if why is not None:
            raise IllegalActionError("GT-ANN-3", why.msgid, **why.params)
        self.announcement = (seat, parts[1], len(self.winners) + 1)
        self._log.append((action, _AnnounceUndo(seat)))  # pop() returns exactly what was pushed

    def _demand_error(self, seat: int) -> Msg | None:
        if self.rs != "danish":
            return Msg("only the danish ruleset has the excuse_demand")
        if self.discarded is None or len(self.winners) != 22 or self.trick:
            return Msg("excuse_demand: the Scies is demanded before the first card of trick 23")
        if self.demand is not None:
            return Msg("excuse_demand: the Scies has been demanded already")
        if self.excuse_trick is not None or (self.discarded is not None and FOOL in self.discarded):
            return Msg("excuse_demand: the Scies is no longer in a hand")
        if self.hands[seat] & FOOL_BIT:
            return Msg("excuse_demand: seat {seat} demands the Scies but holds it", seat=Seat(seat))
        return None

    def _push_demand(self, action: str) -> None:
        parts = action.split()
        if parts[0] != "demand":
            raise NotationError("game.action", "{action} is not an action", action=verbatim(repr(action[:30])))
        seat = self._seat_arg(parts, 1, action)
        why = self._demand_error(seat)
        if why is not None:
            raise IllegalActionError("GT-EXC-DK-4", why.msgid, **why.params)
        self.demand = seat
        self._log.append((action, _DemandUndo(seat)))

    def illegal_reason(self, seat: int, card: int) -> tuple[str, Msg]:
        """The rule and the reason why ``card`` is not legal for the seat to move (assumes it is held); the reason is a
        phrase of the message catalogue (English as ``str()``)."""
        h = self.hands[seat]
        t = len(self.winners) + 1
        rest = h & ~FOOL_BIT
        name = cards_in_words(card_name, code_of(card))
        if self.rs == "1754":
            if h & FOOL_BIT and t >= self.deadline:
                return "GT-EXC-1754-2", Msg(
                    "you must play the excuse in trick {trick}, not {card}", seat=seat, trick=t, card=name
                )
            if card == FOOL and not self.trick and not self.excuse_lead:
                return "GT-EXC-1754-1", Msg("you may not lead the excuse")
            if h & FOOL_BIT and not (rest & (SUIT_MASKS[self.led] | TRUMP_MASK)):
                return (
                    "GT-EXC-1754-4",
                    Msg(
                        "you hold neither the led suit nor a tarok, so you must play the excuse, not {card}",
                        seat=seat,
                        card=name,
                    ),
                )
        elif self.rs == "danish":
            if h & FOOL_BIT and t == 23 and self.demand is not None:
                return "GT-EXC-DK-4", Msg(
                    "you must play the excuse in trick 23 (demanded), not {card}", seat=seat, card=name
                )
            if card == FOOL and t == 24:
                return "GT-EXC-DK-3", Msg("you may not play the Scies to the second-last trick")
            if h & FOOL_BIT and t != 24 and self.led != NO_SUIT and not (rest & (SUIT_MASKS[self.led] | TRUMP_MASK)):
                return (
                    "GT-EXC-DK-1",
                    Msg(
                        "you hold neither the led suit nor a tarok, so you must play the Scies (it counts as a "
                        "tarok), not {card}",
                        seat=seat,
                        card=name,
                    ),
                )
        if self.led != NO_SUIT and rest & SUIT_MASKS[self.led]:
            if self.led == _TRUMP:
                return _FOLLOW, Msg("you must follow with a tarok (tarok led), not {card}", seat=seat, card=name)
            return _FOLLOW, Msg(
                "you must follow with suit {suit}, not {card}",
                seat=seat,
                suit=_SUIT_WORDS[self.led],
                card=name,
            )
        return _FOLLOW, Msg("you cannot follow and must play a tarok, not {card}", seat=seat, card=name)

    def _push_card(self, action: str) -> None:
        designation: int | None = None
        text = action
        if action.startswith("Narr:"):
            letter = action[5:]
            if letter not in SUIT_LETTERS:
                raise NotationError(
                    "GT-EXC-DK-2", "{action}: the Scies designates R, B, S or C", action=verbatim(repr(action[:30]))
                )
            designation = SUIT_LETTERS.index(letter)
            text = "Narr"
        card = parse_fast(text)
        if self.discarded is None:
            raise IllegalActionError("GT-DEAL-3", "the dealer must discard first")
        if len(self.winners) == 25:
            raise IllegalActionError(_FOLLOW, "the deal is over (25 tricks)")
        seat = (self.leader + len(self.trick)) % 3
        if not (self.hands[seat] >> card) & 1:
            raise IllegalActionError(
                _FOLLOW, "you do not hold {card}", seat=seat, card=cards_in_words(card_name, code_of(card))
            )
        if not (self.legal_mask() >> card) & 1:
            rule, why = self.illegal_reason(seat, card)
            raise IllegalActionError(rule, why.msgid, **why.params)
        leading = not self.trick
        if card == FOOL and self.rs == "danish":
            if leading and designation is None:
                raise IllegalActionError("GT-EXC-DK-2", "a led Scies designates no suit (play Narr:R, Narr:B, ...)")
            if not leading and designation is not None:
                raise IllegalActionError("GT-EXC-DK-2", "only a led Scies designates a suit")
        elif designation is not None:
            raise IllegalActionError("GT-EXC-DK-2", "only the danish Scies, when led, designates a suit")
        self._play(seat, card, designation, action if designation is None else _DESIGNATED[designation])

    def _play(self, seat: int, card: int, designation: int | None, action: str) -> None:
        """Play the legal ``card`` for ``seat`` (the seat to move) and log ``action`` with its undo record."""
        trick = self.trick
        undo: _PlayUndo = (
            seat,
            card,
            self.led,
            self.lapsed,
            self.leader,
            self.lead_passed,
            (self.excuse_seat, self.excuse_trick, self.excuse_suit, self.excuse_lapsed) if card == FOOL else None,
        )
        self.hands[seat] &= ~(1 << card)
        self.plays.append(card)
        trick.append(card)
        if card == FOOL:
            self.excuse_seat = seat
            self.excuse_trick = len(self.winners) + 1
            if designation is not None:
                self.excuse_suit = designation
                others = self.hands[(seat + 1) % 3] | self.hands[(seat + 2) % 3]
                if others & SUIT_MASKS[designation]:
                    self.led = designation
                else:
                    self.excuse_lapsed = self.lapsed = True
        elif self.led == NO_SUIT:
            self.led = _SUIT_OF[card]
        if len(trick) == 3:
            self._close()
        self._log.append((action, undo))

    def _close(self) -> None:
        trick = self.trick
        rank = self._rank[self.led]
        ra, rb, rc = rank[trick[0]], rank[trick[1]], rank[trick[2]]
        if ra >= rb:
            best = 0 if ra >= rc else 2
        else:
            best = 1 if rb >= rc else 2
        w = (self.leader + best) % 3
        self.tricks.append(trick)
        self.leaders.append(self.leader)
        self.winners.append(w)
        self.won[w] += 1
        self.trick = []
        self.led = NO_SUIT
        self.lapsed = False
        self.leader = w
        if self.deadline and len(self.winners) + 1 == self.deadline and self.hands[w] & FOOL_BIT:
            self.leader = (w + 1) % 3
            self.lead_passed = self.deadline

    def _undo_play(self, u: _PlayUndo) -> None:
        seat, card, self.led, self.lapsed, self.leader, self.lead_passed, excuse = u
        if not self.trick:  # the card closed its trick
            w = self.winners.pop()
            self.won[w] -= 1
            self.leaders.pop()
            self.trick = self.tricks.pop()
        self.trick.pop()
        self.plays.pop()
        self.hands[seat] |= 1 << card
        if excuse is not None:
            self.excuse_seat, self.excuse_trick, self.excuse_suit, self.excuse_lapsed = excuse

    # ------------------------------------------------------------------ record / view / result
    def record(self) -> dict[str, Any]:
        """The deal so far as a ``troggu-record/2`` object."""
        rec: dict[str, Any] = {
            "format": "troggu-record/2",
            "game": "grosstarock",
            "ruleset": self.ruleset.to_json(),
            "players": 3,
            "dealer": self.dealer,
            "hands": [codes(list(h)) for h in self.dealt],
            "discard": codes(list(self.discarded)) if self.discarded else [],
            "plays": codes(self.plays),
        }
        if self.rs == "danish":
            rec["pots"] = {"king": self.pots_start[0], "pagat": self.pots_start[1]}
            if self.excuse_suit is not None:
                rec["excuse_suit"] = SUIT_LETTERS[self.excuse_suit]
            if self.demand is not None:
                rec["excuse_demand"] = self.demand
        if self.rs == "dummett" and self.announcement is not None:
            seat, kind, k = self.announcement
            rec["announcements"] = [{"seat": seat, "type": kind, "before_trick": k}]
        return rec

    def result(self) -> dict[str, Any]:
        """The spec's result keys (§12); only when the deal is over."""
        if not self.is_over:
            raise IllegalActionError("record.complete", "the deal is not over")
        from .scoring import settle

        return settle(self)

    def view(self, seat: int) -> dict[str, Any]:
        """What ``seat`` may see, as JSON: the keys every game shares (:class:`~troggu_core.kernel.state.TableView`:
        no bidder and no partner, the dealer discards and every seat plays for itself; ``taken_up`` stays ``[]``:
        the dealer keeps the last three cards of the deal with his 25 (GT-DEAL-2), but a record holds his 28 cards
        as one hand, without the packets, so which three they were is not known, the spec's reading) and the
        game's own (:data:`VIEW_KEYS`)."""
        return {**self._shared_view(seat), **self._own_view(seat)}

    def _shared_view(self, seat: int) -> TableView:
        """The keys every game shares of ``seat``'s view."""
        last: list[tuple[int, str]] = []
        if self.tricks:
            lead = self.leaders[-1]
            last = [((lead + i) % 3, code_of(c)) for i, c in enumerate(self.tricks[-1])]
        discarding = self.discarded is None
        hand = self.hand28 if discarding and seat == self.dealer else self.hands[seat]
        return make_table_view(
            self,
            seat,
            ruleset=self.ruleset,
            hand=codes_of_mask(hand),
            played=codes(self.plays),
            trick=[((self.leader + i) % 3, code_of(c)) for i, c in enumerate(self.trick)],
            trick_leader=None if discarding or len(self.winners) == 25 else self.leader,
            last_trick=last,
            last_trick_winner=self.winners[-1] if self.tricks else None,
            tricks_done=len(self.winners),
            tricks_won=self.won,
            trick_complete=bool(self.tricks) and not self.trick,
            layaway_picked=codes(self.picked) if discarding and seat == self.dealer else (),
        )

    def _own_view(self, seat: int) -> dict[str, Any]:
        """The game's own keys of ``seat``'s view (:data:`VIEW_KEYS`)."""
        rs = self.rs
        a = self.announcement
        return {
            "forehand": self.forehand,
            "discard": codes(list(self.discarded)) if seat == self.dealer and self.discarded else None,
            "led": None if self.led == NO_SUIT else ("T" if self.led == _TRUMP else SUIT_LETTERS[self.led]),
            "excuse_played": self.excuse_trick is not None,
            "lead_passed": self.lead_passed,
            "deadline": self.deadline if rs == "1754" else None,
            "excuse_suit": None if self.excuse_suit is None else SUIT_LETTERS[self.excuse_suit],
            "excuse_demand": self.demand,
            "shown_discard": self._shown_discard() if rs == "danish" else [],
            "pots_start": {"king": self.pots_start[0], "pagat": self.pots_start[1]} if rs == "danish" else None,
            "may_demand": rs == "danish"
            and self.to_move is not None
            and self.demand is None
            and self._demand_error(seat) is None,
            "announcement": None if a is None else {"seat": a[0], "type": a[1], "before_trick": a[2]},
            "may_announce": [f"announce {k} {seat}" for k in ("vole", "nolo") if self._announce_error(seat, k) is None]
            if rs == "dummett" and a is None
            else [],
        }

    def _shown_discard(self) -> list[str]:
        """Danish: the discarded cards that must be shown (taroks and unavoidable protected cards); worked out
        once per discard (the dealer's 28 cards and the discard decide it)."""
        if self.discarded is None:
            return []
        if self._shown is not None and self._shown[0] == self.discarded:
            return list(self._shown[1])
        from .discard import protected_mask

        prot = protected_mask(self.hand28) | TRUMP_MASK
        shown = [code_of(c) for c in self.discarded if (prot >> c) & 1]
        self._shown = (self.discarded, shown)
        return list(shown)


def _mask_1754(st: GrosstarockState) -> int:
    """GT-PLAY-1 for the 1754 rules: the legal cards of the seat to move, as a bit mask."""
    h = st.hands[(st.leader + len(st.trick)) % 3]
    rest = h & ~FOOL_BIT
    fool = h & FOOL_BIT
    if fool and len(st.winners) + 1 >= st.deadline:
        return FOOL_BIT
    if not st.trick:
        return h if st.excuse_lead else rest
    if st.led == NO_SUIT:  # the excuse was led (excuse_lead=allowed): this card sets the suit
        return rest
    forced = rest & SUIT_MASKS[st.led] or rest & TRUMP_MASK
    return forced | fool if forced else fool or rest


def _mask_dummett(st: GrosstarockState) -> int:
    """GT-PLAY-1 for Dummett's rules."""
    h = st.hands[(st.leader + len(st.trick)) % 3]
    if st.led == NO_SUIT:
        return h
    rest = h & ~FOOL_BIT
    forced = rest & SUIT_MASKS[st.led] or rest & TRUMP_MASK
    return forced | (h & FOOL_BIT) if forced else h


def _mask_danish(st: GrosstarockState) -> int:
    """GT-PLAY-1 for the danish rules (the Scies demanded in trick 23, lost in trick 24)."""
    h = st.hands[(st.leader + len(st.trick)) % 3]
    rest = h & ~FOOL_BIT
    fool = h & FOOL_BIT
    if fool:
        t = len(st.winners) + 1
        if t == 23 and st.demand is not None:
            return FOOL_BIT
        if t == 24:
            fool = 0
    if st.led == NO_SUIT:
        return rest | fool
    forced = rest & SUIT_MASKS[st.led] or rest & TRUMP_MASK
    return forced | fool if forced else fool or rest


_MASKS = {"1754": _mask_1754, "dummett": _mask_dummett, "danish": _mask_danish}
"""The legal-card rule of each ruleset (a state keeps its own as ``_mask_of``, called with the state)."""


def new(
    ruleset: Any = "1754", players: int = 3, seed: object = None, dealer: int = 0, pots: tuple[int, int] = (0, 0)
) -> GrosstarockState:
    """A fresh deal: shuffled with ``seed`` (a whole number, or None), dealt per GT-DEAL-2."""
    if isinstance(players, bool) or players != 3:
        raise NotationError("GT-DEAL-1", "the Großtarock is played by exactly 3 players")
    check_dealer(dealer, 3, "GT-DEAL-1")
    return GrosstarockState(ruleset, deal(seed, dealer), dealer, pots)


_ = (popcount, indices_of, suit_of)


_SUIT_WORDS = (N_("diamonds (R)"), N_("clubs (B)"), N_("spades (S)"), N_("hearts (C)"))
"""The suits as a refusal names them, in the order of ``SUIT_LETTERS`` (catalogue keys: said in the reader's
language)."""


if TYPE_CHECKING:  # mypy --strict (tests/test_typing.py) checks the state against the protocol, member by member
    from ...kernel.state import TableGame

    def _is_a_table_game(state: GrosstarockState) -> TableGame:
        return state
