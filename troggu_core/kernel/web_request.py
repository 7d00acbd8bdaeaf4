"""Reading the fields of a widget's request, the same way for the one facade and every game's own requests.

>>> int_field({"seed": "7"}, "seed", 0, MAX_SEED, "deal.seed")
7
>>> int_field({"players": 9}, "players", 3, 8, "deal.players")
Traceback (most recent call last):
...
troggu_core.kernel.web_request.WebError: [deal.players] players must be a whole number from 3 to 8, not '9'
"""

from __future__ import annotations

import re
from typing import Any

from ..errors import TrogguError
from ..i18n import N_, verbatim

__all__ = ["MAX_SEED", "WebError", "int_field", "lang_of"]

MAX_SEED = 2**53 - 1
"""The largest seed a page may send: what a JavaScript number holds exactly."""


class WebError(TrogguError):
    """A request the widgets should not send (a bad field); it names a rule like every engine error."""


# the request fields as the widgets label them (an input error names the field the reader sees)
_FIELDS = {
    "players": N_("players"),
    "seed": N_("seed"),
    "dealer": N_("dealer"),
    "seat": N_("seat"),
    "declarer_points": N_("the declarer's points"),
    "p": N_("points"),
    "samples": N_("samples"),
    "bot_seed": N_("seed"),
}


def lang_of(req: dict[str, Any]) -> str:
    """The request's language: ``de`` when it asks for German, else ``en``."""
    return "de" if req.get("lang") == "de" else "en"


def int_field(req: dict[str, Any], key: str, lo: int, hi: int, rule: str, default: int | None = None) -> int:
    """A whole number ``lo``..``hi`` from the request (a short numeral text too), else a refusal naming ``rule``."""
    value = req.get(key, default)
    if isinstance(value, str) and re.fullmatch(r"-?[0-9]{1,16}", value.strip()):
        value = int(value)
    if not isinstance(value, int) or isinstance(value, bool) or not lo <= value <= hi:
        raise WebError(
            rule,
            "{field} must be a whole number from {lo} to {hi}, not {value!r}",
            field=_FIELDS.get(key, key),
            lo=lo,
            hi=hi,
            value=verbatim(value, 40),
        )
    return value
