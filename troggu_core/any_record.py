"""Records of any game of the family: read, dispatch on ``format`` and ``game``, replay.

``troggu-record/1`` is Troggu's format and stays what it is; a ``/1`` object that names another game is
never taken for Troggu: it goes to that game's reader (the French Tarot spec's record table says ``/1``;
its reader accepts both). ``troggu-record/2`` requires ``game``.

>>> from troggu_core.kernel.registry import game
>>> rec = game("troggu").random_record("graechen", 5, 3)
>>> replay_any(rec)["payments"] == replay_any(dict(rec, format="troggu-record/2", game="troggu"))["payments"]
True
>>> replay_text('{"format": "troggu-record/2", "game": "skat"}')
Traceback (most recent call last):
...
troggu_core.errors.RecordError: [record.game] game: 'skat' is not a game; games: troggu, troccas, grosstarock, french-tarot
"""

from __future__ import annotations

from typing import Any

from .errors import NotationError, RecordError
from .i18n import brief
from .kernel.jsonio import check_depth, read_json
from .kernel.pad import FORMAT as PAD_FORMAT, load_data
from .kernel.registry import GAME_MODULES, game
from .games.troggu.record import FORMAT

__all__ = ["FORMAT_2", "game_of", "replay_any", "replay_text"]

FORMAT_2 = "troggu-record/2"


def game_of(data: Any) -> str:
    """The game a decoded record belongs to (``troggu`` for a plain ``troggu-record/1``).

    Raises:
        RecordError: not an object, an unknown format, or a missing or unknown ``game``.
    """
    if not isinstance(data, dict):
        raise RecordError("record.format", "a record is a JSON object")
    fmt = data.get("format")
    if fmt not in (FORMAT, FORMAT_2):
        raise RecordError(
            "record.format",
            "the format must be {format!r} or {format_2!r}, not {fmt}",
            "format",
            format=FORMAT,
            format_2=FORMAT_2,
            fmt=brief(fmt, 40),
        )  # however deep a list nests, its repr is bounded
    name = data.get("game")
    if name is None and fmt == FORMAT:
        return "troggu"
    if "game" not in data:
        raise RecordError("record.format", "a troggu-record/2 record needs the key 'game'", "game")
    if not isinstance(name, str) or name not in GAME_MODULES:
        try:
            game(name)
        except NotationError as e:
            raise RecordError.at(e, "game") from None
    return str(name)


def replay_any(data: Any) -> dict[str, Any]:
    """Check a decoded record of any game and return its result keys (or a score pad's evening,
    ``troggu-session/1``: its rounds paid again by the game's rules, the totals and who pays whom).

    Raises:
        RecordError: the record is invalid (the first violation in the game's validation order), or nests deeper
            than JSON text is read (:func:`~.kernel.jsonio.check_depth`).
    """
    check_depth(data)
    if isinstance(data, dict) and data.get("format") == PAD_FORMAT:
        return load_data(data)[1]  # an evening of the score pad: every round paid again, the totals checked
    return game(game_of(data)).replay(data)


def replay_text(text: str | bytes) -> dict[str, Any]:
    """Read JSON text strictly (size, depth, duplicate keys, NaN) and replay it (see :func:`replay_any`)."""
    return replay_any(read_json(text))
