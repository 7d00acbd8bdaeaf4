"""The facade's one entry, :func:`handle`: a request (JSON text) read, handed to its op and answered (JSON text),
whatever happens inside; :data:`OPS` is the table of the requests, each from the module of its kind, the same for
every game (what differs between the games each op reads from the game's ``GameInfo``)."""

from __future__ import annotations

import json
import re
from typing import Any, Callable

from ..errors import RecordError, TrogguError
from ..i18n import verbatim
from ..kernel.jsonio import MAX_BYTES, is_too_large, read_json
from ..kernel.pad import too_large
from ..kernel.registry import GameInfo, game
from . import describe, house_rules, pad, play, records
from .refusals import refusal
from .request import DEFAULT_GAME, WebError, lang_of
from .rounds import info_of

__all__ = ["handle", "OPS", "MAX_REQUEST"]


def op_lessons(req: dict[str, Any]) -> dict[str, Any]:
    """Lernen: the path of lessons, every game's (:mod:`troggu_core.learn`; loaded on the first lesson request)."""
    from . import learn

    return learn.lessons(req)


def op_lesson(req: dict[str, Any]) -> dict[str, Any]:
    """Lernen: one lesson's table and texts."""
    from . import learn

    return learn.lesson(req)


def op_lesson_answer(req: dict[str, Any]) -> dict[str, Any]:
    """Lernen: the engine judges the learner's answer to a lesson."""
    from . import learn

    return learn.lesson_answer(req)


OPS: dict[str, Callable[[dict[str, Any]], dict[str, Any]]] = {
    **describe.OPS,
    **play.OPS,
    **records.OPS,
    **pad.OPS,
    **house_rules.OPS,
    "lessons": op_lessons,
    "lesson": op_lesson,
    "lesson_answer": op_lesson_answer,
}
"""The requests every game answers: describing a game (:mod:`.describe`), playing an open round (:mod:`.play`),
records and share links (:mod:`.records`), the score pad (:mod:`.pad`), the house-rules composer
(:mod:`.house_rules`) and the lessons (:mod:`.learn`). No game has requests of its own."""


_LAST_WORD = json.dumps(
    {
        "ok": False,
        "game_id": None,
        "error": "[game.action] unknown request",
        "reason": "unknown request",
        "msgid": "unknown request",
        "params": {},
        "rule": "game.action",
        "section": "game",
        "rule_text": None,
        "rule_title": None,
        "rule_page": None,
    }
)
"""The answer when even the refusal cannot be written (it names a rule like every other)."""


MAX_REQUEST = 2 * MAX_BYTES + 65_536
"""The longest request read, in characters: a record or a score pad file of :data:`~troggu_core.kernel.jsonio.MAX_BYTES`
escaped into the request's JSON (every quote, backslash and line break of valid JSON text doubled), and the
request's other fields. A text inside is checked against its own limit by the op that reads it."""
_PEEK = 4096
"""How much of the opening and the end of a request that cannot be read is looked at for its language and op."""
_KEY = {key: re.compile(rf'"{key}"\s*:\s*"([a-z_]{{1,20}})"') for key in ("lang", "op")}


def _peeked(request: object, key: str) -> str | None:
    """What a request that cannot be read says for ``key`` (``lang``, ``op``) at its opening or end, where the
    widgets write it: the reader's language for the refusal. A key inside a string of the request (escaped as
    ``\\"lang\\"``) is not taken."""
    if not isinstance(request, str):
        return None
    for part in (request[:_PEEK], request[-_PEEK:]):
        found = _KEY[key].search(part)
        if found:
            return found.group(1)
    return None


def _unreadable(request: object, e: RecordError) -> RecordError:
    """The refusal of a request that is no JSON object the facade can read: a score pad file over the size of any
    evening is said to be one (the page sends a file as it is)."""
    if is_too_large(e) and _peeked(request, "op") == "pad_import":
        return too_large()
    return e


def handle(request: str) -> str:
    """Answer one widget request (JSON text) with JSON text; engine errors become ``ok: false``.

    Every request gets its own JSON answer, whatever is raised inside; every refusal names a rule, in the
    request's language (one that cannot be read: the language its opening or end names, see :func:`_peeked`).
    """
    lang = "en"
    info: GameInfo | None = None
    try:
        try:
            try:
                req = read_json(request, MAX_REQUEST)
            except RecordError as e:
                lang = "de" if _peeked(request, "lang") == "de" else "en"
                raise _unreadable(request, e) from None
            if not isinstance(req, dict):
                raise WebError("game.action", "unknown request")
            lang = lang_of(req)
            info = game(DEFAULT_GAME)
            info = info_of(req)  # a name that is no game is refused naming the games (rule record.game)
            op = req.get("op")
            if not isinstance(op, str):
                raise WebError("game.action", "unknown request")  # a list or an object is no op
            answer = OPS.get(op)
            if answer is None:
                raise WebError("game.action", "unknown request")
            out = answer(req)
            return json.dumps({"ok": True, "game_id": info.id, **out}, ensure_ascii=False)
        except TrogguError as e:
            return json.dumps(refusal(e, lang, info), ensure_ascii=False)
        except Exception as e:  # noqa: BLE001 - the facade answers every request, whatever happens inside
            # not a request the widgets send: refused all the same, naming the rule of requests
            why = verbatim(f"{type(e).__name__}: {e}", 120)
            return json.dumps(
                refusal(WebError("game.action", "this request cannot be answered: {why}", why=why), lang, info),
                ensure_ascii=False,
            )
    except Exception:  # noqa: BLE001 - even the refusal failed (no memory, no stack): a fixed answer
        return _LAST_WORD
