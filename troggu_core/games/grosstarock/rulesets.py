"""The three Großtarock rulesets and their options as data (spec §1).

A record's ``ruleset`` is a name or ``{"name": R, <option>: <value>, ...}``; options not listed for the
ruleset, unknown options and unknown values are errors (rule ``record.ruleset``).

>>> rs = parse_ruleset({"name": "danish", "eye_scale": "per_eye"})
>>> rs.name, rs.values["eye_scale"], rs.values["suit_order"]
('danish', 'per_eye', 'red_reversed')
>>> parse_ruleset("1754").deadline
23
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping

from ...kernel.options import Reading
from ...i18n import Localized
from ...kernel.rulesets import read_options

__all__ = ["RulesetSpec", "Ruleset", "RULESETS", "OPTION_VALUES", "OPTION_READINGS", "OPTION_TITLES", "parse_ruleset"]

OPTION_VALUES: Mapping[str, tuple[str, ...]] = {
    "suit_order": ("red_reversed", "natural"),
    "excuse_deadline": ("third_last", "before_last_three"),
    "excuse_lead": ("never", "allowed"),
    "vole_penalty": ("same", "reversed"),
    "vole_failed": ("penalty_only", "normal_payments"),
    "eye_scale": ("per_5", "per_eye"),
    "dealer_declares": ("after_discard", "all_28"),
    "slam_eyes": ("cancelled", "paid"),
}
"""Every option's values, the default first (spec §1)."""

OPTION_READINGS: Mapping[str, Mapping[str, Reading]] = {
    "suit_order": {
        "red_reversed": Reading(
            "003:30", "Herz und Karo: K D C B 1…10", "hearts and diamonds: K Q N J 1…10", ours=True
        ),
        "natural": Reading(
            "003:34 'in einigen Regeln alle Farben in ihrer natürlichen Reihenfolge'",
            "alle Farben K D C B 10…1",
            "every suit K Q N J 10…1",
        ),
    },
    "excuse_deadline": {
        "third_last": Reading(
            "003:61 'bis zum drittletzten Stich'",
            "bis zum drittletzten Stich (23)",
            "by the third-last trick (23)",
            ours=True,
        ),
        "before_last_three": Reading(
            "003:11 'vor den letzten drei Stichen'",
            "vor den letzten drei Stichen (22)",
            "before the last three tricks (22)",
        ),
    },
    "excuse_lead": {
        "never": Reading(
            "reading; 003:61 'muss er das Ausspiel an den Spieler zu seiner Rechten abgeben'",
            "nie als Ausspiel, sonst wäre das Abgeben des Ausspiels sinnlos",
            "never led, or passing the lead would make no sense",
            ours=True,
        ),
        "allowed": Reading(
            "003:61 'jederzeit anstelle einer anderen Karte'",
            "auch als Ausspiel; die zweite Karte bestimmt die Farbe",
            "may be led; the second card sets the suit",
        ),
    },
    "vole_penalty": {
        "same": Reading(
            "003:99 'die gleiche Strafe in umgekehrter Reihenfolge'",
            "−52/−38/−31: dieselben Beträge in die andere Richtung",
            "−52/−38/−31: the same amounts the other way",
            ours=True,
        ),
        "reversed": Reading(
            "003:99 'die gleiche Strafe in umgekehrter Reihenfolge'",
            "−31/−38/−52: die Beträge in umgekehrter Reihenfolge",
            "−31/−38/−52: the amounts in reverse order",
        ),
    },
    "vole_failed": {
        "penalty_only": Reading(
            "reading; 003:99",
            "nur die Strafe; keine Augen, keine Boni (003 schweigt)",
            "only the penalty; no eyes, no bonuses (003 is silent)",
            ours=True,
        ),
        "normal_payments": Reading(
            "003:99 'Bei Misserfolg werden die normalen Zahlungen für Boni, Strafen und Augen geleistet'",
            "Strafe und die normalen Zahlungen, wie beim verfehlten Nolo",
            "the penalty and the normal payments, as for a failed nolo",
        ),
    },
    "eye_scale": {
        "per_5": Reading(
            "003:133 '5 Punkte für jeweils 5 Augen über 24'; O3",
            "5 Punkte je 5 Augen",
            "5 points per 5 eyes",
            ours=True,
        ),
        "per_eye": Reading("003:134 '5 Punkte pro Auge über 24'", "5 Punkte je Auge", "5 points per eye"),
    },
    "dealer_declares": {
        "after_discard": Reading(
            "003:114 'Nach dem Verwerfen müssen alle Spieler alle Wertungskombinationen in ihren Händen melden'",
            "der Geber meldet seine 25 Karten nach dem Weglegen",
            "the dealer declares his 25 cards after the discard",
            ours=True,
        ),
        "all_28": Reading(
            "O3",
            "der Geber meldet mit allen 28 Karten, auch Weggelegtes",
            "the dealer declares all 28 cards, the discard included",
        ),
    },
    "slam_eyes": {
        "cancelled": Reading(
            "O3",
            "Tout und Nolo ersetzen die Zahlung für Augen",
            "a tout or nolo replaces the payment for eyes",
            ours=True,
        ),
        "paid": Reading(
            "003:134 'Man verdient Punkte für die Augen in den Stichen, für Meldungen und für Boni'",
            "auch nach Tout und Nolo werden die Augen bezahlt",
            "eyes are paid after a tout or nolo too",
        ),
    },
}
"""Each option's values with their sources and meanings; the default is our reading (issue 26)."""


@dataclass(frozen=True, slots=True)
class RulesetSpec:
    """One ruleset: its name, source section, direction of play (display only) and its options."""

    name: str
    source: str
    direction: str
    options: tuple[str, ...]


RULESETS: Mapping[str, RulesetSpec] = {
    "1754": RulesetSpec("1754", "S-1754", "counterclockwise", ("suit_order", "excuse_deadline", "excuse_lead")),
    "dummett": RulesetSpec("dummett", "S-DUM", "clockwise", ("suit_order", "vole_penalty", "vole_failed")),
    "danish": RulesetSpec(
        "danish", "S-DK", "counterclockwise", ("suit_order", "eye_scale", "dealer_declares", "slam_eyes")
    ),
}


@dataclass(frozen=True)
class Ruleset:
    """A parsed ruleset: name and every applicable option with defaults filled in."""

    name: str
    values: Mapping[str, str] = field(default_factory=dict)
    """Every option the ruleset takes, with its value (the defaults filled in)."""
    house: Any = field(default=None, compare=False)
    """The house rules this ruleset was made from (a ``troggu-ruleset/1`` :class:`~troggu_core.kernel.ruleset_format.HouseRules`), or ``None``."""

    @property
    def deadline(self) -> int:
        """1754: the trick by which the excuse must be played (23, or 22 with ``before_last_three``)."""
        return 22 if self.values.get("excuse_deadline") == "before_last_three" else 23

    @property
    def reversed_suits(self) -> tuple[int, ...]:
        """The suits whose pips rank 1 > 2 > ... > 10 (R and C, unless ``suit_order=natural``)."""
        return () if self.values.get("suit_order") == "natural" else (0, 3)

    @property
    def payment_unit(self) -> int:
        """What one unit of a result's ``payments`` is worth in the score pad's unit: 1 (the payments are points)."""
        return 1

    def options(self) -> dict[str, str]:
        """Every option the ruleset takes, with its value (a result's ``options`` key)."""
        return dict(self.values)

    def to_json(self) -> str | dict[str, str]:
        """The record form: the bare name when every option is at its default; house rules' whole object."""
        if self.house is not None:
            return dict(self.house.to_json())
        extra = {k: v for k, v in self.values.items() if v != OPTION_VALUES[k][0]}
        if not extra:
            return self.name
        return {"name": self.name, **extra}


def parse_ruleset(value: Any) -> Ruleset:
    """A :class:`Ruleset` from a name or an object (the kernel's :func:`~troggu_core.kernel.rulesets.read_options`:
    an option another ruleset takes is refused here), or house rules; raises RecordError (``record.ruleset``)."""
    if isinstance(value, Ruleset):
        return value
    from ...kernel.ruleset_format import house_ruleset

    house = house_ruleset(value, "grosstarock")
    if house is not None:
        return house  # type: ignore[no-any-return]
    name, given = read_options(
        value, names=tuple(RULESETS), option_values=OPTION_VALUES, applicable=lambda n: RULESETS[n].options
    )
    return Ruleset(name, {k: given.get(k, OPTION_VALUES[k][0]) for k in RULESETS[name].options})


TITLES: Mapping[str, Localized] = {
    "1754": Localized(de="Regeln von 1754", en="Rules of 1754"),
    "dummett": Localized(de="Nach Dummett", en="After Dummett"),
    "danish": Localized(de="Dänische Regeln", en="Danish rules"),
}
"""The rulesets' titles for menus and tables (the ruleset protocol)."""

OPTION_TITLES: Mapping[str, Localized] = {
    "suit_order": Localized(de="Rangfolge in Herz und Karo", en="Order in hearts and diamonds"),
    "excuse_deadline": Localized(de="Die Excuse spätestens", en="The excuse at the latest"),
    "excuse_lead": Localized(de="Die Excuse ausspielen", en="Leading the excuse"),
    "vole_penalty": Localized(de="Strafe beim Vole", en="Penalty of a vole"),
    "vole_failed": Localized(de="Verfehlter Vole", en="A failed vole"),
    "eye_scale": Localized(de="Zahlung für Augen", en="Payment for eyes"),
    "dealer_declares": Localized(de="Was der Geber meldet", en="What the dealer declares"),
    "slam_eyes": Localized(de="Augen nach Tout und Nolo", en="Eyes after a tout or nolo"),
}
"""Each option's name in plain words, in German and English (the composer of house rules)."""
