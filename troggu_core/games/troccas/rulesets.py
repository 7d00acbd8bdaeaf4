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

from dataclasses import dataclass, field
from typing import Any, Mapping

from ...kernel.options import Reading
from ...i18n import Localized
from ...kernel.rulesets import read_options

__all__ = [
    "RulesetSpec",
    "Ruleset",
    "RULESETS",
    "OPTION_VALUES",
    "OPTION_SOURCES",
    "OPTION_READINGS",
    "OPTION_TITLES",
    "parse_ruleset",
]

OptionValue = str | bool

OPTION_VALUES: Mapping[str, tuple[OptionValue, ...]] = {
    "seating": ("alternate", "as_drawn"),
    "five_pointers_in_skat": ("pairs", "none"),
    "jack_demand": (True, False),
    "matsch_cards": ("matsch_party", "other_party"),
    "skat_3_5": ("skatist", "nobody"),
    "skat_deal": ("laid_away", "blind"),
}
"""Every option's values, the default first."""

OPTION_SOURCES: Mapping[str, str] = {
    "seating": "teams.seating (S silent; O, X seat partners opposite)",
    "five_pointers_in_skat": "skat.five_pointers (S9: 'Dies ist aber nicht überall erlaubt')",
    "jack_demand": "jack.demand (S17)",
    "matsch_cards": "matsch.cards (S12 'der anderen Partei'; A)",
    "skat_3_5": "count.single (S19: 127 points printed, the deck holds 130)",
    "skat_deal": "skat.layaway (S19: 'legt man drei Karten in den Skat')",
}
"""Where each option comes from (the rule it belongs to and its source)."""

OPTION_READINGS: Mapping[str, Mapping[OptionValue, Reading]] = {
    "seating": {
        "alternate": Reading(
            "reading; O, X",
            "Partner sitzen abwechselnd, zu viert gegenüber",
            "partners sit alternately, opposite with four",
            ours=True,
        ),
        "as_drawn": Reading(
            "S5 'Die Zusammenstellung der Spieler wird ausgelost'",
            "die Plätze bleiben wie gelost",
            "players keep their places after the draw",
        ),
    },
    "five_pointers_in_skat": {
        "pairs": Reading(
            "S9 'muss er eine zweite solche hineingeben'",
            "eine Fünferfigur nur mit einer zweiten",
            "a five-pointer only with a second one",
            ours=True,
        ),
        "none": Reading(
            "S9 'Dies ist aber nicht überall erlaubt'", "keine Fünferfigur in den Skat", "no five-pointer in the skat"
        ),
    },
    "jack_demand": {
        True: Reading(
            "S17 'kann er den Buben verlangen'",
            "der König darf seinen Buben verlangen",
            "the king may demand its jack",
            ours=True,
        ),
        False: Reading(
            "S20 'An verschiedenen Orten kommen noch kleinere Abweichungen'", "ohne Bubenverlangen", "no jack demand"
        ),
    },
    "matsch_cards": {
        "matsch_party": Reading(
            "S12 'Gehört ein Stich mit dem Narr der anderen Partei'; A",
            "Narr und Skat gehören der Matsch-Partei («der anderen Partei» wie im Satz davor)",
            "Narr and skat go to the matsch party ('der anderen Partei' as in the sentence before)",
            ours=True,
        ),
        "other_party": Reading(
            "S12 'Macht eine Partei Matsch, gehören Narr und Skat der anderen Partei'",
            "Narr und Skat gehören der anderen Partei",
            "Narr and skat go to the other party",
        ),
    },
    "skat_3_5": {
        "skatist": Reading(
            "S19 'der Skatist aber 43 ev. 27 Punkte'",
            "der Skat zählt für den Skatisten",
            "the skat counts for the Skatist",
            ours=True,
        ),
        "nobody": Reading(
            "S19 'Das ganze Spiel zählt dann 127 Punkte'", "der Skat zählt für niemanden", "the skat counts for nobody"
        ),
    },
    "skat_deal": {
        "laid_away": Reading(
            "S9, S6 'Der Skatist (Ausspieler) bekommt zuletzt neun Karten'",
            "der Skatist bekommt drei Karten mehr und legt drei weg",
            "the Skatist gets three cards more and lays three away",
            ours=True,
        ),
        "blind": Reading(
            "S19 'legt man drei Karten in den Skat'",
            "drei Karten werden verdeckt in den Skat gegeben",
            "three cards are dealt face down to the skat",
        ),
    },
}
"""Each option's values with their sources and meanings; our reading first (issue 26)."""


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
    skat_deal: str = "laid_away"
    house: Any = field(default=None, compare=False)
    """The house rules this ruleset was made from (a ``troggu-ruleset/1`` :class:`~troggu_core.kernel.ruleset_format.HouseRules`), or ``None``."""

    @property
    def payment_unit(self) -> int:
        """What one unit of a result's ``payments`` is worth in the score pad's unit: 1 (the payments are points)."""
        return 1

    def options(self) -> dict[str, OptionValue]:
        """The effective options (result key ``options``)."""
        return {k: getattr(self, k) for k in OPTION_VALUES}

    def to_json(self) -> str | dict[str, OptionValue]:
        """The record form: the bare name when every option is at its default; house rules' whole object."""
        if self.house is not None:
            return dict(self.house.to_json())
        extra = {k: v for k, v in self.options().items() if v != OPTION_VALUES[k][0]}
        if not extra:
            return self.name
        out: dict[str, OptionValue] = {"name": self.name}
        out.update(extra)
        return out


def parse_ruleset(value: Any) -> Ruleset:
    """A :class:`Ruleset` from a name, an object or a :class:`Ruleset` (the kernel's
    :func:`~troggu_core.kernel.rulesets.read_options`).

    Raises:
        RecordError: unknown name, option or value (rule ``record.ruleset``).
    """
    if isinstance(value, Ruleset):
        return value
    from ...kernel.ruleset_format import house_ruleset

    house = house_ruleset(value, "troccas")
    if house is not None:
        return house  # type: ignore[no-any-return]
    name, options = read_options(value, names=tuple(RULESETS), option_values=OPTION_VALUES)
    return Ruleset(name, **options)


TITLES: Mapping[str, Localized] = {"surselva": Localized(de="Surselva (Quelle 002)", en="Surselva (source 002)")}
"""The ruleset's title for menus and tables (the ruleset protocol)."""

OPTION_TITLES: Mapping[str, Localized] = {
    "seating": Localized(de="Sitzordnung der Partner", en="Where the partners sit"),
    "five_pointers_in_skat": Localized(de="Fünferfiguren im Skat", en="Five-pointers in the skat"),
    "jack_demand": Localized(de="Den Buben verlangen", en="Demanding the jack"),
    "matsch_cards": Localized(de="Narr und Skat beim Matsch", en="Narr and skat in a matsch"),
    "skat_3_5": Localized(de="Für wen der Skat zählt", en="Whom the skat counts for"),
    "skat_deal": Localized(de="Wie der Skat entsteht", en="How the skat is made"),
}
"""Each option's name in plain words, in German and English (the composer of house rules)."""
