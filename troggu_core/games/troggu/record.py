"""Game records (``"format": "troggu-record/1"``): read, write, replay.

Like the ``json`` module, as every game's record module: :func:`load` and :func:`loads` give the game after the
record's last action (format 1, or 2 with ``"game": "troggu"``), :func:`dump` and :func:`dumps` write it.
:meth:`Record.load` and :meth:`Record.loads` (``tg.load``, ``tg.loads``) give the record itself: the deal, the
actions and the metadata. A record stores the dealt hands, not only a seed, so it survives library changes.
Extra keys (date, place, players' names, notes) are kept as they are.

>>> from troggu_core import random_game
>>> g = random_game("visp", players=4, seed=11)
>>> text = dumps(g, place="Visp")
>>> rec = Record.loads(text)
>>> rec.meta["place"], replay(rec).payments == g.outcome().payments
('Visp', True)
>>> loads(text).record() == g.record()
True
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import IO, Any

from .actions import Bid, Call, Discard, Phase
from .cards import Card, cards_of_mask
from ...errors import IllegalActionError, NotationError, RecordError
from .state import Game
from ...i18n import N_, brief, verbatim
from ...kernel.jsonio import read_json
from ...kernel.records import card_code, cards, is_whole, require_object
from ...kernel.shuffle import check_dealer
from .rulesets import Ruleset

__all__ = ["FORMAT", "Record", "load", "loads", "dump", "dumps", "replay", "record_of", "FORMAT_2", "to_v2", "from_v2"]

FORMAT = "troggu-record/1"
_MAX_BIDS = 64  # more than any auction of 3-8 players can hold
_KEYS = ("format", "ruleset", "players", "dealer", "hands", "tapp", "auction", "call", "discard", "plays")


@dataclass(frozen=True)
class Record:
    """A parsed game record: the deal, the actions, and any extra metadata keys."""

    ruleset: Ruleset
    dealer: int
    hands: tuple[tuple[Card, ...], ...]
    tapp: tuple[Card, ...]
    auction: tuple[Bid, ...]
    call: Card | None
    discard: tuple[Card, ...] | None
    plays: tuple[Card, ...]
    meta: dict[str, Any] = field(default_factory=dict)

    @property
    def players(self) -> int:
        """Number of players."""
        return len(self.hands)

    @classmethod
    def loads(cls, text: str | bytes) -> Record:
        """Read a record from JSON text (``tg.loads``); its actions are checked on replay (:meth:`game`).

        Raises:
            RecordError: not JSON, or not a valid record (the error names the rule and where).
        """
        return from_json(read_json(text))

    @classmethod
    def load(cls, fp: IO[str] | IO[bytes]) -> Record:
        """Read a record from an open file (``tg.load``, see :meth:`loads`)."""
        return cls.loads(fp.read())

    def game(self, complete: bool = False) -> Game:
        """Replay the record into a :class:`Game` (finished if ``complete``).

        Raises:
            RecordError: an action is illegal (naming the engine's rule) or, with ``complete``, the game
                does not reach its end (rule ``record.complete``).
        """
        try:
            g = Game(self.ruleset, self.hands, self.tapp, self.dealer)
        except NotationError as e:
            raise RecordError.at(e, "hands") from None
        for i, bid in enumerate(self.auction):
            _apply(g, bid, f"auction[{i}]")
        if self.call is not None:
            _apply(g, Call(self.call), "call")
        elif g.phase is Phase.CALL and (complete or self.discard or self.plays):
            raise RecordError("call.required", "a normal game with 7 or 8 players needs a call", "call")
        if self.discard is not None:
            _apply(g, Discard(self.discard), "discard")
        elif g.phase is Phase.EXCHANGE and (complete or self.plays):
            raise RecordError("exchange.take", "a normal game needs the Tappist's discard", "discard")
        for i, card in enumerate(self.plays):
            _apply(g, card, f"plays[{i}]")
        if complete and g.phase is not Phase.FINISHED:
            where = "auction" if g.phase is Phase.AUCTION else "plays"
            raise RecordError(
                "record.complete", "the game is not finished: it stops in the {phase} phase", where, phase=g.phase.value
            )
        return g

    def to_json(self) -> dict[str, Any]:
        """The record as JSON-ready data, canonical card codes, metadata keys kept."""
        out: dict[str, Any] = {
            "format": FORMAT,
            "ruleset": self.ruleset.to_json(),
            "players": self.players,
            "dealer": self.dealer,
            "hands": [[str(c) for c in h] for h in self.hands],
            "tapp": [str(c) for c in self.tapp],
            "auction": [b.value for b in self.auction],
            "call": str(self.call) if self.call else None,
            "discard": [str(c) for c in self.discard] if self.discard is not None else None,
            "plays": [str(c) for c in self.plays],
        }
        for k, v in self.meta.items():
            out.setdefault(k, v)
        return out


FORMAT_2 = "troggu-record/2"


def to_v2(record: dict[str, Any]) -> dict[str, Any]:
    """A ``troggu-record/1`` object as ``troggu-record/2`` with ``"game": "troggu"`` (the same keys otherwise)."""
    out = {"format": FORMAT_2, "game": "troggu"}
    out.update((k, v) for k, v in record.items() if k not in ("format", "game"))
    return out


def from_v2(data: dict[str, Any]) -> dict[str, Any]:
    """A ``troggu-record/2`` Troggu object as the ``troggu-record/1`` object the record reader checks."""
    if data.get("game") != "troggu":
        raise RecordError("record.format", 'a troggu-record/2 Troggu record needs "game": "troggu"', "game")
    out: dict[str, Any] = {"format": FORMAT}
    out.update((k, v) for k, v in data.items() if k not in ("format", "game"))
    return out


def _apply(g: Game, action: Any, where: str) -> None:
    try:
        g.push(action)
    except (IllegalActionError, NotationError) as e:
        raise RecordError.at(e, where) from None


def record_of(game: Game, **meta: Any) -> Record:
    """The record of a game as far as it has been played, with optional metadata."""
    return Record(
        ruleset=game.ruleset,
        dealer=game.dealer,
        hands=tuple(tuple(cards_of_mask(game.hands0[s])) for s in range(game.players)),
        tapp=tuple(sorted(game.tapp, key=lambda c: c.index)),
        auction=tuple(game.bids),
        call=game.call,
        discard=tuple(game.discard) if game.discard_mask else None,
        plays=tuple(Card.from_index(i) for i in game.plays),
        meta=dict(meta),
    )


def _need(data: dict[str, Any], key: str, kind: type | tuple[type, ...], what: str) -> Any:
    if key not in data:
        raise RecordError("record.format", "the key {key!r} is missing", key, key=verbatim(key))
    value = data[key]
    if not (is_whole(value) if kind is int else isinstance(value, kind)):
        raise RecordError("record.format", "{key} must be {what}", key, key=verbatim(key), what=what)
    return value


def _cards(value: Any, where: str) -> tuple[Card, ...]:
    if not isinstance(value, list):
        raise RecordError("record.format", "must be a list of card codes", where)
    return tuple(cards(value, where, parse=Card.parse))


def from_json(data: Any) -> Record:
    """Check a decoded JSON value and build a :class:`Record` (actions are checked on replay).

    Raises:
        RecordError: the record is malformed.
    """
    data = require_object(data, N_("a record is a JSON object"))
    fmt = data.get("format")
    if fmt != FORMAT:
        raise RecordError(
            "record.format", "the format must be {format!r}, not {fmt}", "format", format=FORMAT, fmt=brief(fmt, 30)
        )
    try:
        rs = Ruleset.from_json(data.get("ruleset"))
    except NotationError as e:
        raise RecordError.at(e, "ruleset") from None
    players = _need(data, "players", int, "a whole number")
    dealer = _need(data, "dealer", int, "a seat number")
    hands_raw = _need(data, "hands", list, "a list of hands")
    if len(hands_raw) != players:
        raise RecordError(
            "record.format",
            "{players} players need {players} hands, not {got}",
            "hands",
            players=players,
            got=len(hands_raw),
        )
    check_dealer(dealer, players, "record.format", where="dealer")
    hands = tuple(_cards(h, f"hands[{i}]") for i, h in enumerate(hands_raw))
    tapp = _cards(_need(data, "tapp", list, "a list of card codes"), "tapp")
    auction_raw = _need(data, "auction", list, "a list of bids")
    if len(auction_raw) > _MAX_BIDS:
        raise RecordError(
            "auction.order",
            "{count} bids: no auction has more than {most}",
            "auction",
            count=len(auction_raw),
            most=_MAX_BIDS,
        )
    auction = []
    for i, b in enumerate(auction_raw):
        try:
            auction.append(Bid.parse(b) if isinstance(b, str) else Bid.parse(brief(b)))
        except NotationError as e:
            raise RecordError.at(e, f"auction[{i}]") from None
    if "call" not in data:
        raise RecordError("record.format", "the key 'call' is missing (null if there is none)", "call")
    call_raw = data["call"]
    call = None if call_raw is None else card_code(call_raw, "call", parse=Card.parse)
    if "discard" not in data:
        raise RecordError("record.format", "the key 'discard' is missing (null if there is none)", "discard")
    discard = None if data["discard"] is None else _cards(data["discard"], "discard")
    plays = _cards(_need(data, "plays", list, "a list of card codes"), "plays")
    meta = {k: v for k, v in data.items() if k not in _KEYS}
    rec = Record(rs, dealer, hands, tapp, tuple(auction), call, discard, plays, meta)
    _check_structure(rec)
    return rec


def _check_structure(rec: Record) -> None:
    """Checks the engine would not reach by replaying: a call or discard where the game has none."""
    g = rec.game(complete=False)
    if rec.call is not None and g.called < 0:
        raise RecordError("call.required", "there is no partner call in this game", "call")
    if rec.discard is not None and not g.discard_mask:
        raise RecordError("exchange.take", "there is no discard in this game", "discard")


def loads(text: str | bytes) -> Game:
    """A record (format 1, or 2 with ``"game": "troggu"``) from JSON text: the game after its last action, as every
    game's ``loads`` gives its state (the registry's ``GameInfo.loads``; :meth:`Record.loads` gives the record).

    >>> g = loads(dumps(Game.new("visp", 4, seed=2)))
    >>> g.phase.value, loads(json.dumps(g.record())).record() == g.record()
    ('auction', True)

    Raises:
        RecordError: not JSON, or not a valid record, or an action is illegal (the error names the rule and where).
    """
    data = read_json(text)
    if isinstance(data, dict) and data.get("format") == FORMAT_2:
        data = from_v2(data)
    return from_json(data).game(complete=False)


def load(fp: IO[str] | IO[bytes]) -> Game:
    """The game after the last action of a record read from an open file (see :func:`loads`)."""
    return loads(fp.read())


def dumps(record: Record | Game, indent: int | None = None, **meta: Any) -> str:
    """Write a record (or the record of a game) as JSON text; ``meta`` adds metadata keys.

    Raises:
        RecordError: ``meta`` names a core key (``players``, ``plays`` ...) or holds a value JSON cannot
            carry (NaN, Infinity, a non-JSON type): the text would not load again.
    """
    clash = sorted(set(meta) & set(_KEYS))
    if clash:
        raise RecordError(
            "record.format", "metadata may not replace the record's own keys: {keys}", None, keys=", ".join(clash)
        )
    rec = record_of(record, **meta) if isinstance(record, Game) else record
    data = rec.to_json()
    if isinstance(record, Record):
        data.update(meta)
    try:
        return json.dumps(data, ensure_ascii=False, indent=indent, allow_nan=False)
    except (ValueError, TypeError) as e:
        raise RecordError(
            "record.format", "the metadata cannot be written as JSON: {why}", None, why=verbatim(str(e), 80)
        ) from None


def dump(record: Record | Game, fp: IO[str], indent: int | None = None, **meta: Any) -> None:
    """Write a record to an open text file (see :func:`dumps`)."""
    fp.write(dumps(record, indent=indent, **meta))


def replay(record: Record | str | bytes | dict[str, Any]) -> Any:
    """Replay a complete record and return its :class:`~troggu_core.games.troggu.scoring.Result`.

    Raises:
        RecordError: the record is malformed, an action is illegal, or the game is unfinished.
    """
    if isinstance(record, (str, bytes)):
        record = Record.loads(record)
    elif not isinstance(record, Record):
        record = from_json(record)
    return record.game(complete=True).outcome()
