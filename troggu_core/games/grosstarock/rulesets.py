"""The three Großtarock rulesets and their options as data (spec §1).

A record's ``ruleset`` is a name or ``{"name": R, <option>: <value>, ...}``; options not listed for the
ruleset, unknown options and unknown values are errors (rule ``record.ruleset``).

>>> rs = parse_ruleset({"name": "danish", "eye_scale": "per_eye"})
>>> rs.name, rs.options["eye_scale"], rs.options["suit_order"]
('danish', 'per_eye', 'red_reversed')
>>> parse_ruleset("1754").deadline
23
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping

from ...errors import RecordError

__all__ = ["RulesetSpec", "Ruleset", "RULESETS", "OPTION_VALUES", "parse_ruleset"]

OPTION_VALUES: Mapping[str, tuple[str, ...]] = {
    "suit_order": ("red_reversed", "natural"),
    "excuse_deadline": ("third_last", "before_last_three"),
    "vole_penalty": ("same", "reversed"),
    "eye_scale": ("per_5", "per_eye"),
}
"""Every option's values, the default first (spec §1)."""


@dataclass(frozen=True, slots=True)
class RulesetSpec:
    """One ruleset: its name, source section, direction of play (display only) and its options."""

    name: str
    source: str
    direction: str
    options: tuple[str, ...]


RULESETS: Mapping[str, RulesetSpec] = {
    "1754": RulesetSpec("1754", "S-1754", "counterclockwise", ("suit_order", "excuse_deadline")),
    "dummett": RulesetSpec("dummett", "S-DUM", "clockwise", ("suit_order", "vole_penalty")),
    "danish": RulesetSpec("danish", "S-DK", "counterclockwise", ("suit_order", "eye_scale")),
}


@dataclass(frozen=True)
class Ruleset:
    """A parsed ruleset: name and every applicable option with defaults filled in."""

    name: str
    options: Mapping[str, str] = field(default_factory=dict)

    @property
    def deadline(self) -> int:
        """1754: the trick by which the excuse must be played (23, or 22 with ``before_last_three``)."""
        return 22 if self.options.get("excuse_deadline") == "before_last_three" else 23

    @property
    def reversed_suits(self) -> tuple[int, ...]:
        """The suits whose pips rank 1 > 2 > ... > 10 (R and C, unless ``suit_order=natural``)."""
        return () if self.options.get("suit_order") == "natural" else (0, 3)

    def to_json(self) -> str | dict[str, str]:
        """The record form: the bare name when every option is at its default."""
        extra = {k: v for k, v in self.options.items() if v != OPTION_VALUES[k][0]}
        if not extra:
            return self.name
        return {"name": self.name, **extra}


def parse_ruleset(value: Any) -> Ruleset:
    """A :class:`Ruleset` from a name or an object; raises RecordError (``record.ruleset``)."""
    if isinstance(value, str):
        name, given = value, {}
    elif isinstance(value, dict):
        raw = value.get("name")
        if not isinstance(raw, str):
            raise RecordError("record.ruleset", "a ruleset object needs a \"name\" (1754, dummett, danish)", "ruleset")
        name = raw
        given = {k: v for k, v in value.items() if k != "name"}
    else:
        raise RecordError("record.ruleset", "the ruleset is a name or an object", "ruleset")
    spec = RULESETS.get(name)
    if spec is None:
        raise RecordError("record.ruleset", f"{name[:20]!r} is not a Großtarock ruleset (1754, dummett, danish)",
                          "ruleset")
    options = {k: OPTION_VALUES[k][0] for k in spec.options}
    for key, val in given.items():
        if key not in spec.options:
            raise RecordError("record.ruleset", f"{str(key)[:30]!r} is not an option of ruleset {name}",
                              "ruleset")
        if not isinstance(val, str) or val not in OPTION_VALUES[key]:
            raise RecordError("record.ruleset", f"{str(val)[:30]!r} is not a value of option {key} "
                              f"({', '.join(OPTION_VALUES[key])})", "ruleset")
        options[key] = val
    return Ruleset(name, options)
