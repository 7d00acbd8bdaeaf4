"""The open rounds of the page: each round's state, the person's seat, the bots and what undo and the review need
(:class:`OpenRound`), kept by their ids (:data:`open_rounds`, unique across the games: an id alone finds its round)
and found by a request (:func:`open_round`, :func:`info_of`)."""

from __future__ import annotations

from typing import Any

from ..errors import IllegalActionError, NotationError, TrogguError
from ..i18n import Localized
from ..kernel.codes import CODES
from ..kernel.registry import GAMES, GameInfo, game
from ..kernel.state import TableGame
from .request import DEFAULT_GAME, Table, read_share, share_query

__all__ = ["OpenRound", "open_rounds", "open_round", "keep", "info_of", "title_of", "CARD_CODES", "REQUEST_WORK"]

MAX_OPEN_ROUNDS = 20
"""Open rounds a tab keeps at most (the oldest goes first)."""
REQUEST_WORK = 900_000
"""The work units (:class:`~troggu_core.kernel.sampling.Work`: a solver node is one) the bots of one request may spend
together (issue 36: every op within 5 s of CPU). A request may move many bots -- ``finish`` plays a whole round,
``new_game`` every bid before the person's -- and each strong decision may spend its level's budget
(:data:`~troggu_core.kernel.strong_bots.WORK`): once the next decision could overrun this budget, the request's
remaining decisions are each bot's fallback (its game's heuristic bot). Counted, never timed: a seeded round plays alike on
every machine."""

CARD_CODES = frozenset(CODES)
"""Plain card plays: shown as card pictures, not labelled."""

open_rounds: dict[int, OpenRound] = {}
"""The open rounds of the tab by their ids (at most :data:`MAX_OPEN_ROUNDS`)."""
_next_id = [1]


def info_of(req: dict[str, Any]) -> GameInfo:
    """The request's game: the one it names; else the game of the open round its ``id`` names (an open round's id
    is enough to find it); else the game of the share link it carries (``query``'s ``g=``, so a link's answer and
    its refusal name the link's game); else the default game."""
    if "game" in req:
        return game(req["game"])
    sess = open_rounds.get(req["id"]) if _is_id(req.get("id")) else None
    if sess is not None:
        return sess.info
    return game(_linked_game(req.get("query")) or DEFAULT_GAME)


def _linked_game(query: object) -> str | None:
    """The game a share link names, where it is a readable link naming one of the games (else ``None``: the
    link's own reader refuses it, op ``share``)."""
    if not isinstance(query, str):
        return None
    try:
        named = read_share(query).get("game")
    except TrogguError:
        return None
    return named if named in GAMES else None


def _is_id(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def title_of(info: GameInfo) -> Localized:
    """The game's title, said in the reader's language inside a message."""
    return Localized(de=info.title_de, en=info.title_en)


AUCTION = "auction"
"""The phase in which the seats bid for the contract: the one phase with chances to estimate."""


class OpenRound:
    """One open round: the state, the person's seat, the deal it was dealt by (``table``, and its share link
    ``query``), the bots, where each of the person's actions began (for undo), the actions since the person last
    acted (for the page to say), and where the bots stop."""

    def __init__(
        self,
        info: GameInfo,
        state: TableGame,
        seat: int,
        bot_seed: int,
        table: Table,
        until: str | None = None,
        bot: str = "heuristic",
    ) -> None:
        self.info = info
        self.state = state
        self.seat = seat
        self.table = table
        self.query = share_query(info.id, table)
        self.until = until
        """A phase the round stops before (``play``: only the auction is played), ``None``: the whole round."""
        self.bots = [info.make_bot(bot, bot_seed * 16 + s) for s in range(state.players)]
        self.marks: list[int] = []  # the action count before each of the person's actions
        self.count = 0  # actions pushed so far
        self.log: list[dict[str, Any]] = []
        self.history: list[tuple[int, str, bool]] = []
        """Every action pushed in this round in order: (seat, action, by the person), for the review."""
        self.hints_taken = 0
        """How often the person asked for a hint (a lesson's whole hand: a hint costs a star)."""

    @property
    def stopped(self) -> bool:
        """True once the round has reached the phase it stops before."""
        return self.until is not None and self.state.phase == self.until

    @property
    def estimate_open(self) -> bool:
        """True when the person may ask for the chances now: the game estimates (``GameInfo.estimate``) and it is
        the person's turn in the auction (the page offers the estimate exactly then)."""
        st = self.state
        return (
            self.info.estimate is not None
            and not st.is_over
            and not self.stopped
            and st.phase == AUCTION
            and st.to_move == self.seat
        )

    def push(self, seat: int, action: str, person: bool = False) -> None:
        self.state.push(action)
        self.count += 1
        entry: dict[str, Any] = {"seat": seat, "action": action}
        if action in CARD_CODES:
            # the trick's end and winner as the engine decides them: the page never counts a trick's cards
            tv = self.state.view(self.seat)
            if tv["trick_complete"]:
                entry["ends_trick"] = True
                entry["won_by"] = tv["last_trick_winner"]
        self.log.append(entry)
        self.history.append((seat, action, person))

    def bots_move(self, including_person: bool = False) -> None:
        """The bots move until it is the person's turn (``including_person``: until the round is over), within
        :data:`REQUEST_WORK` together."""
        st = self.state
        guard = 0
        spent = 0
        while not st.is_over and not self.stopped and guard < 4000:
            seat = st.to_move
            if seat is None or (seat == self.seat and not including_person):
                return
            bot = self.bots[seat]
            if spent + getattr(bot, "work", 0) > REQUEST_WORK:
                bot = getattr(bot, "fallback", bot)
            self.push(seat, self.info.choose(bot, st, seat))
            spent += getattr(bot, "last_work", 0)
            guard += 1


def open_round(req: dict[str, Any]) -> OpenRound:
    """The open round the request's ``id`` names (ids are unique across the games: the id alone finds it).

    Raises:
        IllegalActionError: no open round has that id (rule ``game.phase``).
        NotationError: the request names another game than the round's (rule ``record.game``).
    """
    sid = req.get("id")
    if not _is_id(sid) or sid not in open_rounds:
        raise IllegalActionError("game.phase", "this game is no longer open: start a new one")
    sess = open_rounds[sid]
    if "game" in req and req["game"] != sess.info.id:
        raise NotationError(
            "record.game",
            "round {id} is a round of {title}, not of {other}",
            id=sid,
            title=title_of(sess.info),
            other=title_of(game(req["game"])),
        )
    return sess


def keep(sess: OpenRound) -> int:
    """Keep a new round open under a new id (the oldest round goes when :data:`MAX_OPEN_ROUNDS` are open) and
    return the id."""
    if len(open_rounds) >= MAX_OPEN_ROUNDS:
        del open_rounds[min(open_rounds)]
    sid = _next_id[0]
    _next_id[0] += 1
    open_rounds[sid] = sess
    return sid
