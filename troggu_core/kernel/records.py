"""The record readers' shared checks: the envelope, whole numbers, card codes, keys, and where an error happened.

Every game's reader (``games/*/record.py``) checks a decoded ``troggu-record`` object in its spec's order with
these helpers; each refusal is a :class:`~troggu_core.errors.RecordError` that names the rule, carries a catalogue
template with its parameters, and points at the key or index (``where``) it concerns. The messages stay the
reader's own (they are passed in), so a game's refusals read as its spec says.

>>> envelope({"format": "troggu-record/2", "game": "troccas", "players": 4}, "troccas", ("format", "game", "players"),
...          game_msg="this is a Troccas reader, not one for {game!r}")
{'format': 'troggu-record/2', 'game': 'troccas', 'players': 4}
>>> envelope({"format": "troggu-record/2", "game": "tarock"}, "grosstarock", ("format", "game"),
...          game_msg="{game!r} is not the game grosstarock")
Traceback (most recent call last):
...
troggu_core.errors.RecordError: [record.game] game: 'tarock' is not the game grosstarock
>>> whole_number({"players": 4}, "players", 3, 6, "players.count", "3 to 6 players, not {n}", n=4)
4
>>> whole_number({"players": True}, "players", 3, 6, "players.count", "3 to 6 players")
Traceback (most recent call last):
...
troggu_core.errors.RecordError: [players.count] players: 3 to 6 players
>>> cards(["XXI", "RK"], "hands[0]")
[20, 35]
>>> card_code("XXII", "plays[3]")
Traceback (most recent call last):
...
troggu_core.errors.RecordError: [deck.cards] plays[3]: 'XXII' is not a card code (e.g. XXI, T21, Narr, RK, S10)
"""

from __future__ import annotations

import json
import string
from typing import Any, Callable, TypeVar, overload

from ..errors import NotationError, RecordError
from ..i18n import N_, verbatim
from .jsonio import check_depth

__all__ = [
    "FORMAT_2",
    "is_whole",
    "whole_number",
    "card_code",
    "cards",
    "require_object",
    "require_keys",
    "envelope",
    "empty",
    "absent",
    "read_record",
    "write_record",
]

T = TypeVar("T")

FORMAT_2 = "troggu-record/2"
"""The family's record format (``family-common.md``)."""


def is_whole(value: object) -> bool:
    """A JSON whole number: an ``int`` that is not a ``bool`` (``True`` is no seat number)."""
    return isinstance(value, int) and not isinstance(value, bool)


def whole_number(
    data: dict[str, Any], key: str, lo: int, hi: int, rule: str, msg: str, where: str | None = None, **params: Any
) -> int:
    """``data[key]`` as a whole number ``lo <= n <= hi``; else ``RecordError(rule, msg, where or key, **params)``."""
    value: Any = data.get(key)
    if not is_whole(value) or not lo <= value <= hi:
        raise RecordError(rule, msg, key if where is None else where, **params)
    return int(value)


@overload
def card_code(value: object, where: str, rule: str | None = None, parse: None = None) -> int: ...
@overload
def card_code(value: object, where: str, rule: str | None, parse: Callable[[Any], T]) -> T: ...
@overload
def card_code(value: object, where: str, rule: str | None = None, *, parse: Callable[[Any], T]) -> T: ...
def card_code(value: object, where: str, rule: str | None = None, parse: Callable[[Any], Any] | None = None) -> Any:
    """The card of a card code of the deck (by default its index 0-77), the refusal pointed at ``where``.

    ``parse`` is the game's code reader (default :func:`~.codes.parse_code`, all 78 codes; Troggu's
    ``Card.parse``, 62); ``rule`` replaces the reader's rule id (``deck.cards``) where a game's spec names its own.
    """
    from .codes import parse_code

    reader = parse_code if parse is None else parse
    try:
        return reader(value)
    except NotationError as e:
        raise RecordError(rule or e.rule_id, e.msgid, where, **e.params) from None


@overload
def cards(value: list[Any], where: str, rule: str | None = None, parse: None = None) -> list[int]: ...
@overload
def cards(value: list[Any], where: str, rule: str | None, parse: Callable[[Any], T]) -> list[T]: ...
@overload
def cards(value: list[Any], where: str, rule: str | None = None, *, parse: Callable[[Any], T]) -> list[T]: ...
def cards(
    value: list[Any], where: str, rule: str | None = None, parse: Callable[[Any], Any] | None = None
) -> list[Any]:
    """The cards of a list of card codes, a bad one pointed at ``where[i]`` (see :func:`card_code`)."""
    return [card_code(c, f"{where}[{i}]", rule, parse) for i, c in enumerate(value)]


def require_object(data: Any, msg: str = N_("a record is a JSON object, not {type}")) -> dict[str, Any]:
    """``data`` if it is a JSON object nesting no deeper than JSON text is read (:func:`~.jsonio.check_depth`);
    else ``record.format`` (``msg`` may name the ``{type}`` found)."""
    if not isinstance(data, dict):
        raise RecordError("record.format", msg, **_only(msg, type=verbatim(type(data).__name__)))
    check_depth(data)  # the Python API may be given objects no JSON text would be read into
    return data


def require_keys(
    data: dict[str, Any],
    keys: tuple[str, ...],
    msg: str = N_("the key {key!r} is missing"),
    rule: str = "record.format",
) -> None:
    """Every key of ``keys`` present, in that order; the first missing one is named (``{key}``) and pointed at."""
    for key in keys:
        if key not in data:
            raise RecordError(rule, msg, key, key=verbatim(key))


def envelope(
    data: Any,
    game: str,
    required: tuple[str, ...],
    formats: tuple[str, ...] = (FORMAT_2,),
    *,
    game_msg: str,
    object_msg: str = N_("a record is a JSON object, not {type}"),
    missing_msg: str = N_("the key {key!r} is missing"),
    format_msg: str = N_("the format must be {format!r}, not {fmt!r}"),
    excerpt: int = 30,
) -> dict[str, Any]:
    """Check a record's envelope in the family's order: an object, the required keys, ``format``, ``game``.

    The messages are the reader's catalogue templates; each gets the parameters it names of ``type``, ``key``,
    ``format`` (the first accepted format), ``fmt`` and ``game`` (the values found: the format shown up to
    ``excerpt`` characters, the game up to 30) and ``name`` (this game's id).

    Raises:
        RecordError: ``record.format`` (not an object, a key missing, another format) or ``record.game``.
    """
    obj = require_object(data, object_msg)
    require_keys(obj, required, missing_msg)
    fmt = obj.get("format")
    if not isinstance(fmt, str) or fmt not in formats:
        raise RecordError(
            "record.format",
            format_msg,
            "format",
            **_only(format_msg, format=formats[0], fmt=verbatim(fmt, excerpt)),
        )
    if obj.get("game") != game:
        raise RecordError(
            "record.game",
            game_msg,
            "game",
            **_only(game_msg, game=verbatim(obj.get("game"), 30), name=verbatim(game)),
        )
    return obj


def empty(value: object) -> bool:
    """An optional value given as nothing: ``null``, ``[]`` or ``{}``."""
    return value is None or (isinstance(value, (list, dict)) and not value)


def absent(data: dict[str, Any], key: str) -> bool:
    """An optional key that is absent or ``null``."""
    return data.get(key) is None


def read_record(text: str | bytes, from_json: Callable[[Any], T]) -> T:
    """A game's ``loads``: the JSON read strictly (:func:`~.jsonio.read_json`), then checked by ``from_json``.

    Raises:
        RecordError: not JSON (``record.format``), or the first violation ``from_json`` finds.
    """
    from .jsonio import read_json

    return from_json(read_json(text))


def write_record(record: dict[str, Any], indent: int | None = None, **meta: Any) -> str:
    """A game's ``dumps``: a record object as JSON text, ``meta`` (date, place, names) added as extra keys.

    >>> write_record({"format": "troggu-record/2", "game": "troccas"}, place="Disentis")
    '{"format": "troggu-record/2", "game": "troccas", "place": "Disentis"}'

    Raises:
        RecordError: ``meta`` names one of the record's own keys, or holds a value JSON cannot carry (NaN,
            Infinity, a non-JSON type): the text would not load again (rule ``record.format``).
    """
    clash = sorted(set(meta) & set(record))
    if clash:
        raise RecordError(
            "record.format", "metadata may not replace the record's own keys: {keys}", None, keys=", ".join(clash)
        )
    try:
        return json.dumps({**record, **meta}, ensure_ascii=False, indent=indent, allow_nan=False)
    except (ValueError, TypeError) as e:
        raise RecordError(
            "record.format", "the metadata cannot be written as JSON: {why}", None, why=verbatim(str(e), 80)
        ) from None


def _only(msg: str, **params: Any) -> dict[str, Any]:
    """The parameters a template names (so an error carries exactly what its message says)."""
    names = {f.split(".")[0].split("[")[0] for _, f, _, _ in string.Formatter().parse(msg) if f}
    return {k: v for k, v in params.items() if k in names}
