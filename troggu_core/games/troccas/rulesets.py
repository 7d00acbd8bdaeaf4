"""The Troccas ruleset ``surselva`` and its options as data (spec §7).

A record's ``ruleset`` is the name ``"surselva"`` or ``{"name": "surselva", <option>: <value>, ...}``;
an unknown option or value is an error (rule ``record.ruleset``).

>>> rs = parse_ruleset({"name": "surselva", "jack_demand": False})
>>> rs.jack_demand, rs.seating, rs.to_json()
(False, 'alternate', {'name': 'surselva', 'jack_demand': False})
>>> parse_ruleset("surselva").to_json()
'surselva'
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping

from ...errors import RecordError

__all__ = ["RulesetSpec", "Ruleset", "RULESETS", "OPTION_VALUES", "OPTION_SOURCES", "parse_ruleset"]

OptionValue = str | bool

OPTION_VALUES: Mapping[str, tuple[OptionValue, ...]] = {
    "seating": ("alternate", "as_drawn"),
    "five_pointers_in_skat": ("pairs", "none"),
    "jack_demand": (True, False),
    "matsch_cards": ("matsch_party", "other_party"),
    "skat_3_5": ("skatist", "nobody"),
}
"""Every option's values, the default first."""

OPTION_SOURCES: Mapping[str, str] = {
    "seating": "teams.seating (S silent; O, X seat partners opposite)",
    "five_pointers_in_skat": "skat.five_pointers (S9: 'Dies ist aber nicht überall erlaubt')",
    "jack_demand": "jack.demand (S17)",
    "matsch_cards": "matsch.cards (S12 'der anderen Partei'; A)",
    "skat_3_5": "count.single (S19: 127 points printed, the deck holds 130)",
}
"""Where each option comes from (the rule it belongs to and its source)."""


@dataclass(frozen=True, slots=True)
class RulesetSpec:
    """One ruleset: name, source, direction of play (display only), players, options."""

    name: str
    source: str
    direction: str
    players: tuple[int, ...]
    options: tuple[str, ...]


RULESETS: Mapping[str, RulesetSpec] = {
    "surselva": RulesetSpec("surselva", "002", "counterclockwise", (4, 3, 5, 6), tuple(OPTION_VALUES)),
}


@dataclass(frozen=True, slots=True)
class Ruleset:
    """A parsed ruleset with every option filled in."""

    name: str
    seating: str = "alternate"
    five_pointers_in_skat: str = "pairs"
    jack_demand: bool = True
    matsch_cards: str = "matsch_party"
    skat_3_5: str = "skatist"

    @property
    def options(self) -> dict[str, OptionValue]:
        """The effective options (result key ``options``)."""
        return {k: getattr(self, k) for k in OPTION_VALUES}

    def to_json(self) -> str | dict[str, OptionValue]:
        """The record form: the bare name when every option is at its default."""
        extra = {k: v for k, v in self.options.items() if v != OPTION_VALUES[k][0]}
        if not extra:
            return self.name
        out: dict[str, OptionValue] = {"name": self.name}
        out.update(extra)
        return out


def _same(a: object, b: object) -> bool:
    return type(a) is type(b) and a == b


def parse_ruleset(value: Any) -> Ruleset:
    """A :class:`Ruleset` from a name, an object or a :class:`Ruleset`.

    Raises:
        RecordError: unknown name, option or value (rule ``record.ruleset``).
    """
    if isinstance(value, Ruleset):
        return value
    if isinstance(value, str):
        name: Any = value
        given: dict[Any, Any] = {}
    elif isinstance(value, dict):
        if "name" not in value:
            raise RecordError("record.ruleset", "a ruleset object needs a \"name\" (surselva)", "ruleset")
        name = value["name"]
        given = {k: v for k, v in value.items() if k != "name"}
    else:
        raise RecordError("record.ruleset", "the ruleset is a name (surselva) or an object", "ruleset")
    if not isinstance(name, str) or name not in RULESETS:
        raise RecordError("record.ruleset", f"{str(name)[:20]!r} is not a Troccas ruleset (surselva)", "ruleset")
    options: dict[str, Any] = {}
    for key, val in given.items():
        if key not in OPTION_VALUES:
            raise RecordError("record.ruleset", f"{str(key)[:30]!r} is not an option of ruleset {name} "
                              f"({', '.join(OPTION_VALUES)})", "ruleset")
        if not any(_same(val, v) for v in OPTION_VALUES[key]):
            shown = ", ".join("true" if v is True else "false" if v is False else str(v) for v in OPTION_VALUES[key])
            raise RecordError("record.ruleset", f"{str(val)[:30]!r} is not a value of option {key} ({shown})",
                              "ruleset")
        options[key] = val
    return Ruleset(name, **options)
