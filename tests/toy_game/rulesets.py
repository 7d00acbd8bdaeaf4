"""The toy tarock's one ruleset, ``toy``, with one option (``must_trump``), as data (the ruleset protocol,
:class:`~troggu_core.kernel.rulesets.RulesetCatalogue`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping

from troggu_core.i18n import Localized
from troggu_core.kernel.options import Reading
from troggu_core.kernel.rulesets import read_options

OPTION_VALUES: Mapping[str, tuple[bool, ...]] = {"must_trump": (True, False)}
"""Every option's values, the default first."""

OPTION_TITLES: Mapping[str, Localized] = {"must_trump": Localized(de="Trumpfzwang", en="Must trump")}
OPTION_READINGS: Mapping[str, Mapping[Any, Reading]] = {
    "must_trump": {
        True: Reading("toy", "wer nicht bedienen kann, trumpft", "a seat that cannot follow plays a trump", ours=True),
        False: Reading(
            "toy", "wer nicht bedienen kann, spielt eine beliebige Karte", "a seat that cannot follow plays any card"
        ),
    }
}
TITLES: Mapping[str, Localized] = {"toy": Localized(de="Spielzeug", en="Toy")}


@dataclass(frozen=True)
class Ruleset:
    """The ruleset ``toy`` and its option."""

    name: str = "toy"
    must_trump: bool = True

    @property
    def payment_unit(self) -> int:
        """The payments are points."""
        return 1

    def options(self) -> dict[str, Any]:
        return {"must_trump": self.must_trump}

    def to_json(self) -> str | dict[str, Any]:
        return self.name if self.must_trump else {"name": self.name, "must_trump": False}


RULESETS: Mapping[str, Ruleset] = {"toy": Ruleset()}


def parse_ruleset(value: Any) -> Ruleset:
    """A :class:`Ruleset` from its record form (raises ``RecordError`` naming ``record.ruleset``)."""
    if isinstance(value, Ruleset):
        return value
    name, options = read_options(value, names=tuple(RULESETS), option_values=OPTION_VALUES)
    return Ruleset(name, **options)
