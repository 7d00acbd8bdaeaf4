"""The protocol every game's state implements, python-chess style, the undo log it is built on, and the one
view schema every game's table view follows.

``phase``, ``to_move`` and ``is_over`` are read-only properties in every game (python-chess's ``board.turn``
is an attribute too); everything that computes or changes is a method. A state holds an explicit action log; ``push`` appends one action and an undo record (a small named
tuple, never a positional snapshot), ``pop`` undoes exactly the last one. Actions are text in the game's
notation (a card code, a bid, ``discard RK R2``), so a widget or a record never needs another type.

The action contract is OpenSpiel's: every action ``legal_actions()`` lists is one ``push()`` accepts, as a
string. A lay-away of several cards may be pushed whole (``discard C1 C2 C3``, as records and bots write it) or
card by card: in the lay-away phase ``legal_actions()`` lists the single cards that may be laid away next, and the
lay-away is made when the last of them is pushed (``pop()`` then gives back that card; the record shows the whole
lay-away, as before). ``layaway_cards()`` is what a widget offers: every card that may be part of a lay-away.

``view(seat)`` is the one view of a seat, for every game: the keys every game shares, in the same shape
(:class:`TableView`, checked by :func:`check_table_view`): the ruleset's name and its options, who bid, the called
partner, every card played, the current and the last trick as ``[{seat, card}]`` lists, the tricks won, and the
trick's end and winner as the engine decides them, so that no page decides when a trick ends or who won it; beside
them the game's own keys (``GameInfo.view_keys``: its bids, its talon ...), none of which repeats a shared one (:func:`check_view`). Bots, hints and the page
read the same view.

>>> from troggu_core.kernel.registry import game
>>> info = game("troccas")
>>> view = info.new("surselva", 4, 1).view(0)
>>> view["phase"], view["bidder"], view["partner"], view["trick"], view["last_trick"], view["layaway_size"]
('discard', None, None, [], [], 2)
>>> view["ruleset"], view["options"]["jack_demand"], view["played"]
('surselva', True, [])
>>> check_view(view, 4, info.view_keys)
[]
"""

from __future__ import annotations

from typing import Any, Collection, Mapping, Protocol, Sequence, TypedDict, cast, runtime_checkable

__all__ = [
    "TableGame",
    "TableView",
    "TrickCard",
    "TABLE_VIEW_KEYS",
    "check_table_view",
    "check_view",
    "make_table_view",
    "shared_view",
]


class TrickCard(TypedDict):
    """One card of a trick: the seat that played it and the card's code."""

    seat: int
    card: str


class TableView(TypedDict):
    """The keys every game's ``view(seat)`` holds, in the same shape for every game (beside the game's own)."""

    game: str
    """The game's id (``troggu``, ``troccas`` ...)."""
    ruleset: str
    """The ruleset's name (``visp``, ``surselva``, ``1754``, ``fft`` ...); house rules: their base's name."""
    options: dict[str, Any]
    """Every option of the ruleset and its value, as JSON (the ruleset's ``options()``; house rules' changes
    included)."""
    seat: int
    players: int
    dealer: int
    phase: str
    to_move: int | None
    hand: list[str]
    """The seat's own cards (codes)."""
    legal: list[str]
    """The seat's legal actions when it is to move (each one ``push()`` accepts), else ``[]``."""
    layaway_cards: list[str]
    """The cards the seat may choose from for a lay-away now (its turn in the lay-away phase), else ``[]``."""
    layaway_size: int
    """How many cards the lay-away of this round takes (0: none)."""
    layaway_picked: list[str]
    """The cards of a lay-away pushed card by card so far (only in the laying seat's view)."""
    taken_up: list[str]
    """The cards this seat took up from the talon (Troggu's Tapp, the French Tarot's dog) and may lay away now: only
    in the laying seat's view during its lay-away, else ``[]`` (and ``[]`` in every game whose lay-away takes up no
    talon the record tells apart: Troccas' Skatist and the Großtarock's dealer are dealt theirs with their hands).
    They are in ``hand``; the table marks them."""
    bidder: int | None
    """The seat that declared the game (Troggu's declarer, the French Tarot's taker), ``None`` where nobody bids."""
    contract: str | None
    """The game declared (Troggu's ``normal``/``solo``/``misere``, the French Tarot's ``garde`` ...), or ``None``."""
    called: str | None
    """The card called to name a partner, or ``None``."""
    partner: int | None
    """The called partner's seat once this seat may know it, else ``None``."""
    played: list[str]
    """Every card played so far, in playing order, the trick in progress last (the completed tricks in blocks of
    ``players`` cards)."""
    trick: list[TrickCard]
    """The trick being played, in playing order (empty between tricks)."""
    trick_leader: int | None
    """The seat that leads (led) the current trick, ``None`` outside the card play."""
    last_trick: list[TrickCard]
    """The last completed trick, in playing order (empty before the first)."""
    last_trick_winner: int | None
    """Who won the last completed trick (the engine's decision), ``None`` before the first."""
    trick_complete: bool
    """True from the card that completes a trick until the next trick's first card: the table shows ``last_trick``,
    won by ``last_trick_winner`` (the engine's decision; a page never counts the cards to end a trick)."""
    tricks_done: int
    """How many tricks are complete."""
    tricks_won: list[int]
    """How many tricks each seat has won."""


TABLE_VIEW_KEYS: tuple[str, ...] = tuple(TableView.__annotations__)


def make_table_view(
    state: Any,
    seat: int,
    *,
    ruleset: Any,
    hand: Sequence[str],
    played: Sequence[str],
    trick: Sequence[tuple[int, str]],
    trick_leader: int | None,
    last_trick: Sequence[tuple[int, str]],
    last_trick_winner: int | None,
    tricks_done: int,
    tricks_won: Sequence[int],
    trick_complete: bool,
    bidder: int | None = None,
    contract: str | None = None,
    called: str | None = None,
    partner: int | None = None,
    layaway_picked: Sequence[str] = (),
    taken_up: Sequence[str] = (),
    legal: Sequence[str] | None = None,
) -> TableView:
    """A :class:`TableView` from what a game knows (the shared keys are read from the state's protocol;
    ``ruleset``: the game's ruleset object, whose ``name`` and ``options()`` the view gives;
    ``legal``: the seat's legal actions as the game has them at hand, when they are not ``legal_actions()`` (the same list);
    ``layaway_picked`` and ``taken_up`` are kept only in the laying seat's view during its lay-away)."""
    to_move = state.to_move
    mine = to_move == seat
    if not mine or state.phase == "finished":
        legal = []
    elif legal is None:
        legal = state.legal_actions()
    laying = mine and state.layaway_size() > 0  # the lay-away, whatever the game calls its phase
    return TableView(
        game=state.game_id,
        ruleset=ruleset.name,
        options=ruleset.options(),
        seat=seat,
        players=state.players,
        dealer=state.dealer,
        phase=str(state.phase),
        to_move=to_move,
        hand=list(hand),
        legal=list(legal),
        layaway_cards=state.layaway_cards() if laying else [],
        layaway_size=state.layaway_size(),
        layaway_picked=list(layaway_picked) if laying else [],
        taken_up=list(taken_up) if laying else [],
        bidder=bidder,
        contract=contract,
        called=called,
        partner=partner,
        played=list(played),
        trick=[TrickCard(seat=s, card=c) for s, c in trick],
        trick_leader=trick_leader,
        last_trick=[TrickCard(seat=s, card=c) for s, c in last_trick],
        last_trick_winner=last_trick_winner,
        trick_complete=trick_complete,
        tricks_done=tricks_done,
        tricks_won=list(tricks_won),
    )


def _seat_ok(value: Any, players: int, none: bool = True) -> bool:
    if value is None:
        return none
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value < players


def _trick_ok(value: Any, players: int) -> bool:
    return isinstance(value, list) and all(
        isinstance(t, dict)
        and set(t) == {"seat", "card"}
        and _seat_ok(t["seat"], players, none=False)
        and isinstance(t["card"], str)
        for t in value
    )


def _str_list(value: Any) -> bool:
    return isinstance(value, list) and all(isinstance(x, str) for x in value)


def _played_ok(v: Mapping[str, Any], players: int, tricks_ok: bool) -> bool:
    """``played``: card codes, the completed tricks' (``players`` each) then the trick in progress, the last
    trick's cards just before it."""
    played, done = v["played"], v["tricks_done"]
    if not _str_list(played) or not tricks_ok or not isinstance(done, int):
        return False
    trick = [t["card"] for t in v["trick"]]
    last = [t["card"] for t in v["last_trick"]]
    before = played[: len(played) - len(trick)]
    return (
        len(played) == done * players + len(trick)
        and played[len(before) :] == trick
        and before[len(before) - len(last) :] == last
    )


def check_table_view(view: Any, players: int) -> list[str]:
    """What is wrong with a table view of a game of ``players`` seats (``[]``: it follows :class:`TableView`).

    Checks the keys, their types and the trick's bookkeeping: the tricks won add up to the tricks done, a trick
    holds at most one card per seat, a completed last trick has a winner who played to it; ``played`` holds the
    completed tricks' cards and the trick in progress, which it ends with (the last trick just before it); the cards
    taken up from the talon are cards of the hand, each once, and shown only while the seat chooses a lay-away.
    """
    if not isinstance(view, dict):
        return ["a table view is a dict"]
    wrong = [f"missing key {k!r}" for k in TABLE_VIEW_KEYS if k not in view]
    wrong += [f"unknown key {k!r}" for k in view if k not in TABLE_VIEW_KEYS]
    if wrong:
        return wrong
    v = view
    trick_ok = _trick_ok(v["trick"], players)
    last_ok = _trick_ok(v["last_trick"], players)
    last_seats = {t["seat"] for t in v["last_trick"]} if last_ok else set()
    checks = {
        "game": isinstance(v["game"], str) and bool(v["game"]),
        "ruleset": isinstance(v["ruleset"], str) and bool(v["ruleset"]),
        "options": isinstance(v["options"], dict) and all(isinstance(k, str) for k in v["options"]),
        "seat": _seat_ok(v["seat"], players, none=False),
        "players": v["players"] == players,
        "dealer": _seat_ok(v["dealer"], players, none=False),
        "phase": isinstance(v["phase"], str),
        "to_move": _seat_ok(v["to_move"], players),
        "hand": _str_list(v["hand"]),
        "legal": _str_list(v["legal"]) and (not v["legal"] or v["to_move"] == v["seat"]),
        "layaway_cards": _str_list(v["layaway_cards"]),
        "layaway_size": isinstance(v["layaway_size"], int) and v["layaway_size"] >= 0,
        "layaway_picked": _str_list(v["layaway_picked"])
        and (
            not v["layaway_picked"]
            or isinstance(v["layaway_size"], int)
            and len(v["layaway_picked"]) < v["layaway_size"]
        ),
        "taken_up": _str_list(v["taken_up"])
        and (
            not v["taken_up"]
            or _str_list(v["hand"])
            and bool(v["layaway_cards"])
            and len(set(v["taken_up"])) == len(v["taken_up"])
            and set(v["taken_up"]) <= set(v["hand"])
        ),
        "bidder": _seat_ok(v["bidder"], players),
        "contract": v["contract"] is None or isinstance(v["contract"], str),
        "called": v["called"] is None or isinstance(v["called"], str),
        "partner": _seat_ok(v["partner"], players),
        "played": _played_ok(v, players, trick_ok and last_ok),
        "trick": trick_ok and len(v["trick"]) <= players,
        "trick_leader": _seat_ok(v["trick_leader"], players)
        and (not trick_ok or not v["trick"] or v["trick"][0]["seat"] == v["trick_leader"]),
        "last_trick": last_ok and len(v["last_trick"]) <= players,
        "last_trick_winner": _seat_ok(v["last_trick_winner"], players)
        and (v["last_trick_winner"] is None) == (not v["last_trick"])
        and (v["last_trick_winner"] is None or v["last_trick_winner"] in last_seats),
        "trick_complete": v["trick_complete"] is (not v["trick"] and bool(v["last_trick"])),
        "tricks_done": isinstance(v["tricks_done"], int) and (v["tricks_done"] > 0) == bool(v["last_trick"]),
        "tricks_won": isinstance(v["tricks_won"], list)
        and len(v["tricks_won"]) == players
        and all(isinstance(x, int) and x >= 0 for x in v["tricks_won"])
        and sum(v["tricks_won"]) == v["tricks_done"],
    }
    return [f"{k}: {v[k]!r} does not fit" for k, ok in checks.items() if not ok]


def shared_view(view: Mapping[str, Any]) -> TableView:
    """The keys every game shares of a seat's view (:class:`TableView`), without the game's own."""
    return cast(TableView, {k: view[k] for k in TABLE_VIEW_KEYS})


def check_view(view: Any, players: int, own_keys: Collection[str]) -> list[str]:
    """What is wrong with a seat's whole view (``[]``: none): its shared keys follow :class:`TableView`
    (:func:`check_table_view`), every other key is one of the game's own (``own_keys``, its ``GameInfo.view_keys``),
    each of them present, and no own key takes a shared key's name (the shared key says it for every game).

    >>> check_view({"skat": []}, 3, ("skat", "hand"))[:3]
    ["own key 'hand' is a shared key", "missing key 'game'", "missing key 'ruleset'"]
    """
    if not isinstance(view, dict):
        return ["a view is a dict"]
    wrong = [f"own key {k!r} is a shared key" for k in own_keys if k in TABLE_VIEW_KEYS]
    wrong += [f"missing key {k!r}" for k in TABLE_VIEW_KEYS if k not in view]
    wrong += [f"missing key {k!r}" for k in own_keys if k not in view and k not in TABLE_VIEW_KEYS]
    wrong += [f"unknown key {k!r}" for k in view if k not in TABLE_VIEW_KEYS and k not in own_keys]
    if wrong:
        return wrong
    return check_table_view(dict(shared_view(view)), players)


@runtime_checkable
class TableGame(Protocol):
    """What the web facade, the CLI and the bots need from any game's state."""

    game_id: str
    players: int
    dealer: int

    @property
    def to_move(self) -> int | None:
        """The seat to act, ``None`` when the round is over."""

    @property
    def phase(self) -> str:
        """The phase name (``auction``, ``discard``, ``play``, ``finished`` ...)."""

    def legal_actions(self) -> list[str]:
        """Every legal action now, in notation, each one :meth:`push` accepts (in a lay-away: the cards that may be
        laid away next, one step each; the whole lay-away, ``discard C1 C2 ...``, is accepted too)."""

    def layaway_cards(self) -> list[str]:
        """The cards that may be part of a lay-away now (what a widget offers to choose from), else ``[]``."""

    def layaway_size(self) -> int:
        """How many cards this round's lay-away takes (0: the round has none)."""

    def push(self, action: str) -> None:
        """Apply an action; an illegal one raises :class:`~troggu_core.errors.IllegalActionError` and
        leaves the state exactly as it was."""

    def pop(self) -> str:
        """Undo the last action and return it, as text."""

    @property
    def is_over(self) -> bool:
        """True when the round is finished."""

    def record(self) -> dict[str, Any]:
        """The round as a ``troggu-record/2`` JSON object."""

    def result(self) -> dict[str, Any]:
        """The result keys of the game's spec (only when the round is over); ``"game"`` is the game's id."""

    def view(self, seat: int) -> dict[str, Any]:
        """What one seat may see, as JSON: the keys every game shares (:class:`TableView`) and the game's own
        (``GameInfo.view_keys``), checked by :func:`check_view`; what a bot gets (``choose(view, legal, rng)``) and
        what the page's table shows."""
