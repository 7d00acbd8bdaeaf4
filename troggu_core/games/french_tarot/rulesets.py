"""The French Tarot's two rulesets (``fft``, ``seed``) and their options as data (spec §11).

>>> parse_ruleset("fft").poignee_thresholds
(13, 15, 18)
>>> parse_ruleset({"name": "seed", "overtrump": "free"}).overtrump
'free'
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from ...errors import RecordError

__all__ = ["Ruleset", "RULESETS", "OPTION_VALUES", "OPTION_SOURCES", "parse_ruleset"]


@dataclass(frozen=True, slots=True)
class Ruleset:
    """One ruleset: its name and the value of every option of spec §11."""

    name: str
    first_lead: str = "dealer_right"
    discard_trumps: str = "if_unavoidable"
    poignee_thresholds: tuple[int, int, int] = (13, 15, 18)
    excuse_last_trick: str = "to_trick_winner"
    chelem: bool = True
    settlement: str = "taker_x2"
    overtrump: str = "required"

    def options(self) -> dict[str, Any]:
        """The options as JSON (thresholds as a list)."""
        return {
            "first_lead": self.first_lead,
            "discard_trumps": self.discard_trumps,
            "poignee_thresholds": list(self.poignee_thresholds),
            "excuse_last_trick": self.excuse_last_trick,
            "chelem": self.chelem,
            "settlement": self.settlement,
            "overtrump": self.overtrump,
        }


RULESETS: dict[str, Ruleset] = {
    "fft": Ruleset("fft"),
    "seed": Ruleset(
        "seed", first_lead="taker", discard_trumps="allowed", poignee_thresholds=(10, 13, 15),
        excuse_last_trick="returns_to_owner", chelem=False, settlement="taker_x3", overtrump="required",
    ),
}
"""The named rulesets: ``fft`` (official FFT rules for three) and ``seed`` (seed 004 as written)."""

OPTION_VALUES: dict[str, tuple[Any, ...]] = {
    "first_lead": ("dealer_right", "taker"),
    "discard_trumps": ("if_unavoidable", "allowed"),
    "poignee_thresholds": (),  # three increasing integers
    "excuse_last_trick": ("to_trick_winner", "returns_to_owner"),
    "chelem": (True, False),
    "settlement": ("taker_x2", "taker_x3"),
    "overtrump": ("required", "free"),
}
"""The values each option takes (``poignee_thresholds``: any three increasing integers 1..22)."""

OPTION_SOURCES: dict[str, str] = {
    "first_lead": "F §12 (fft), S (seed)",
    "discard_trumps": "F §8 (fft), S (seed)",
    "poignee_thresholds": "F §15, F3, G (fft); S's table (seed)",
    "excuse_last_trick": "F §4/§12 (fft); S (seed)",
    "chelem": "F §9 (fft); S has no chelem (seed)",
    "settlement": "F §15 (fft); S's table, read for three (seed)",
    "overtrump": "F §12, S 'pinkeln' (both required); the literal free choice as an option",
}


def _bad(reason: str) -> RecordError:
    return RecordError("record.ruleset", reason, "ruleset")


def _thresholds(value: Any) -> tuple[int, int, int]:
    if not isinstance(value, list) or len(value) != 3:
        raise _bad("poignee_thresholds is a list of three increasing integers")
    for v in value:
        if isinstance(v, bool) or not isinstance(v, int) or not 1 <= v <= 22:
            raise _bad(f"poignee_thresholds: {str(v)[:20]!r} is not a whole number 1..22")
    if not value[0] < value[1] < value[2]:
        raise _bad("poignee_thresholds must increase strictly")
    return (value[0], value[1], value[2])


def parse_ruleset(data: Any) -> Ruleset:
    """A ruleset from its name or an object ``{"name": ..., <option>: <value>, ...}``.

    Raises:
        RecordError: unknown name, option or value (rule ``record.ruleset``).
    """
    if isinstance(data, str):
        if data not in RULESETS:
            raise _bad(f"{data[:20]!r} is not a ruleset of the French Tarot (fft, seed)")
        return RULESETS[data]
    if not isinstance(data, dict):
        raise _bad("the ruleset is a name or an object with a \"name\"")
    name = data.get("name")
    if not isinstance(name, str) or name not in RULESETS:
        raise _bad(f"{str(name)[:20]!r} is not a ruleset of the French Tarot (fft, seed)")
    changes: dict[str, Any] = {}
    for key, value in data.items():
        if key == "name":
            continue
        if key not in OPTION_VALUES:
            raise _bad(f"{str(key)[:30]!r} is not an option of the French Tarot")
        if key == "poignee_thresholds":
            changes[key] = _thresholds(value)
            continue
        allowed = OPTION_VALUES[key]
        if key == "chelem":
            if not isinstance(value, bool):
                raise _bad("chelem is true or false")
        elif not isinstance(value, str) or value not in allowed:
            raise _bad(f"{key}: {str(value)[:20]!r} is not one of {', '.join(map(str, allowed))}")
        changes[key] = value
    return replace(RULESETS[name], **changes)
