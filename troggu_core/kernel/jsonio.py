"""Strict, bounded JSON reading for records and requests: size and depth are checked before parsing.

Duplicate keys, NaN and Infinity are refused; the text may start with a UTF-8 byte-order mark.

>>> read_json('{"a": [1, 2]}')
{'a': [1, 2]}
>>> read_json('[' * 200)
Traceback (most recent call last):
...
troggu_core.errors.RecordError: [record.format] the JSON nests deeper than 64 levels
"""

from __future__ import annotations

import json
from typing import Any

from ..errors import RecordError
from ..i18n import N_, Msg, verbatim

__all__ = ["MAX_BYTES", "MAX_DEPTH", "read_json", "check_depth", "excerpt", "is_too_large"]

MAX_BYTES = 1_000_000
"""The largest record or request read, in bytes (a complete record is a few kB, a long session some 100 kB)."""
MAX_DEPTH = 64
"""The deepest nesting of arrays and objects accepted (a record needs 4)."""


def excerpt(text: str, limit: int = 40) -> str:
    """At most ``limit`` characters of some bad input, for an error message."""
    return text if len(text) <= limit else text[:limit] + "…"


# what the standard library's JSON decoder says, as catalogue keys (its position filled in as parameters)
_JSON_WHY = {
    m.rsplit(": line", 1)[0]: m
    for m in (
        N_("Expecting value: line {line} column {col} (char {char})"),
        N_("Expecting property name enclosed in double quotes: line {line} column {col} (char {char})"),
        N_("Expecting ',' delimiter: line {line} column {col} (char {char})"),
        N_("Expecting ':' delimiter: line {line} column {col} (char {char})"),
        N_("Unterminated string starting at: line {line} column {col} (char {char})"),
        N_("Extra data: line {line} column {col} (char {char})"),
        N_("Illegal trailing comma before end of object: line {line} column {col} (char {char})"),
        N_("Illegal trailing comma before end of array: line {line} column {col} (char {char})"),
        N_("Invalid control character at: line {line} column {col} (char {char})"),
    )
}


def _json_why(e: Exception) -> Msg | str:
    """Why the decoder refused the text: its own message as a catalogue phrase, else an excerpt (never translated)."""
    if isinstance(e, json.JSONDecodeError) and e.msg in _JSON_WHY:
        return Msg(_JSON_WHY[e.msg], line=e.lineno, col=e.colno, char=e.pos)
    return verbatim(str(e), 80)


def _depth(text: str) -> int:
    if text.count("[") + text.count("{") <= MAX_DEPTH:
        return 0
    depth = deepest = 0
    in_string = escaped = False
    for ch in text:
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "[{":
            depth += 1
            if depth > deepest:
                deepest = depth
                if deepest > MAX_DEPTH:
                    return deepest
        elif ch in "]}":
            depth -= 1
    return deepest


def check_depth(value: Any, limit: int = MAX_DEPTH) -> None:
    """Refuse a decoded value (lists, tuples and dicts, as the Python API may be given them) that nests deeper than
    ``limit``, as :func:`read_json` refuses such text. Walked without recursion: a value nested 100,000 deep, or one
    that contains itself, is refused, never a ``RecursionError``.

    >>> check_depth({"hands": [["RK"]]})
    >>> deep = []
    >>> for _ in range(2000):
    ...     deep = [deep]
    >>> check_depth({"hands": deep})
    Traceback (most recent call last):
    ...
    troggu_core.errors.RecordError: [record.format] the JSON nests deeper than 64 levels

    Raises:
        RecordError: deeper than ``limit`` (rule ``record.format``).
    """
    stack: list[tuple[Any, int]] = [(value, 1)] if isinstance(value, (dict, list, tuple)) else []
    while stack:
        item, depth = stack.pop()
        inner = item.values() if isinstance(item, dict) else item
        if depth > limit:
            raise RecordError("record.format", "the JSON nests deeper than {n} levels", n=limit)
        stack.extend((x, depth + 1) for x in inner if isinstance(x, (dict, list, tuple)))
    return None


def _no_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for k, v in pairs:
        if k in out:
            raise RecordError("record.format", "the key {key!r} appears twice", key=verbatim(k))
        out[k] = v
    return out


def _no_constant(name: str) -> Any:
    raise RecordError("record.format", "{name} is not a JSON number", name=verbatim(name))


_TOO_LARGE = "the text is larger than"
"""How :func:`read_json`'s refusal of a text over its limit begins (its two messages below, in bytes or characters)."""


def is_too_large(e: RecordError) -> bool:
    """True for :func:`read_json`'s refusal of a text over its limit (a reader may say it in its own words)."""
    return e.msgid.startswith(_TOO_LARGE)


def read_json(text: str | bytes, limit: int = MAX_BYTES) -> Any:
    """Decode JSON text strictly (size, depth, duplicate keys, NaN/Infinity, UTF-8 with optional BOM).

    ``limit``: the most bytes or characters read (a record's or a file's :data:`MAX_BYTES`; a request of the
    facade carries such a text escaped, and reads more).

    Raises:
        RecordError: the text is too large, too deep, not UTF-8 or not valid JSON (rule ``record.format``).
    """
    if isinstance(text, (bytes, bytearray)):
        if len(text) > limit:
            raise RecordError("record.format", "the text is larger than {n} bytes", n=limit)
        try:
            text = bytes(text).decode("utf-8-sig")
        except UnicodeDecodeError:
            raise RecordError("record.format", "the text is not UTF-8") from None
    elif not isinstance(text, str):
        raise RecordError("record.format", "a record is JSON text, not {type}", type=verbatim(type(text).__name__))
    if text.startswith("\ufeff"):
        text = text[1:]
    if len(text) > limit:
        raise RecordError("record.format", "the text is larger than {n} characters", n=limit)
    if _depth(text) > MAX_DEPTH:
        raise RecordError("record.format", "the JSON nests deeper than {n} levels", n=MAX_DEPTH)
    try:
        return json.loads(text, object_pairs_hook=_no_duplicates, parse_constant=_no_constant)
    except RecordError:
        raise
    except (ValueError, RecursionError) as e:
        raise RecordError("record.format", "not valid JSON: {why}", why=_json_why(e)) from None
