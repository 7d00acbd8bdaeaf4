"""The French Tarot's two rulesets (``fft``, ``seed``) and their options as data (spec §11).

>>> parse_ruleset("fft").poignee_thresholds
(13, 15, 18)
>>> parse_ruleset({"name": "seed", "overtrump": "free"}).overtrump
'free'
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from ...errors import RecordError
from ...i18n import N_, verbatim
from ...kernel.options import Reading
from ...i18n import Localized
from ...kernel.rulesets import read_options

__all__ = [
    "Ruleset",
    "RULESETS",
    "OPTION_VALUES",
    "OPTION_SOURCES",
    "OPTION_READINGS",
    "OPTION_TITLES",
    "parse_ruleset",
]


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
    petit_sec: str = "excuse_saves"
    house: Any = field(default=None, compare=False)
    """The house rules this ruleset was made from (a ``troggu-ruleset/1`` :class:`~troggu_core.kernel.ruleset_format.HouseRules`), or ``None``."""

    @property
    def excuse_saves_petit(self) -> bool:
        """Whether the Excuse saves a lone Petit from being sec (``petit_sec``, deal.petit-sec)."""
        return self.petit_sec == "excuse_saves"

    @property
    def payment_unit(self) -> int:
        """What one unit of a result's ``payments`` is worth in the score pad's unit: 1 (the payments are points)."""
        return 1

    def to_json(self) -> str | dict[str, Any]:
        """The record form: the bare name when every option is the named ruleset's, else the name and every
        option (as the records of spec §11 write it); house rules' whole object."""
        if self.house is not None:
            return dict(self.house.to_json())
        if RULESETS.get(self.name) == self:
            return self.name
        return {"name": self.name, **self.options()}

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
            "petit_sec": self.petit_sec,
        }


RULESETS: dict[str, Ruleset] = {
    "fft": Ruleset("fft"),
    "seed": Ruleset(
        "seed",
        first_lead="taker",
        discard_trumps="allowed",
        poignee_thresholds=(10, 13, 15),
        excuse_last_trick="returns_to_owner",
        chelem=False,
        settlement="taker_x3",
        overtrump="required",
        petit_sec="excuse_no_trump",
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
    "petit_sec": ("excuse_saves", "excuse_no_trump"),
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
    "petit_sec": "F §6 (fft); 004:22 and 004:98, the Excuse a trump only for the poignée (seed)",
}

OPTION_READINGS: dict[str, dict[Any, Reading]] = {
    "first_lead": {
        "dealer_right": Reading(
            "F §12", "die Vorhand, rechts vom Geber, spielt aus", "forehand, the dealer's right, leads", ours=True
        ),
        "taker": Reading(
            "004:51 'Der Startspieler ist die erste Karte, die der Kartennehmer auslegt'",
            "der Nehmer spielt aus",
            "the taker leads",
        ),
    },
    "discard_trumps": {
        "if_unavoidable": Reading(
            "F §8", "Trümpfe nur, wenn es nicht anders geht", "trumps only if unavoidable", ours=True
        ),
        "allowed": Reading(
            "004:46 'Wenn einer der Trümpfe abgelegt wird, muss er den Gegnern gezeigt werden'",
            "Trümpfe erlaubt, aber gezeigt",
            "trumps allowed, but shown",
        ),
    },
    "poignee_thresholds": {
        (13, 15, 18): Reading("F §15, F3", "13, 15, 18 Trümpfe", "13, 15, 18 trumps", ours=True),
        (10, 13, 15): Reading("004:100–102", "10, 13, 15 Trümpfe", "10, 13, 15 trumps"),
    },
    "excuse_last_trick": {
        "to_trick_winner": Reading(
            "F §4, F §12",
            "im letzten Stich wechselt die Excuse die Seite",
            "in the last trick the Excuse changes sides",
            ours=True,
        ),
        "returns_to_owner": Reading(
            "004:66 'wird sie an ihren Besitzer zurückgegeben'",
            "sie geht immer an den Besitzer zurück",
            "it always returns to its owner",
        ),
    },
    "chelem": {
        True: Reading("F §9", "Chelem mit Ansage und Prämien", "chelem with announcement and bonuses", ours=True),
        False: Reading("004:93–105", "kein Chelem: Quelle 004 kennt keinen", "no chelem: 004 has none"),
    },
    "settlement": {
        "taker_x2": Reading("F §15", "der Nehmer erhält das Doppelte", "the taker receives double", ours=True),
        "taker_x3": Reading(
            "004:108 'GESAMT x 3'",
            "der Nehmer erhält das Dreifache, wie die Tabelle",
            "the taker receives triple, as in the table",
        ),
    },
    "overtrump": {
        "required": Reading(
            "F §12; 004:57 'überstechen (eine höhere Trumpfkarte legen) oder pinkeln'",
            "überstechen, wenn möglich",
            "overtrump when possible",
            ours=True,
        ),
        "free": Reading(
            "004:57 'muss er überstechen (eine höhere Trumpfkarte legen) oder pinkeln (eine niedrigere "
            "Trumpfkarte legen)'",
            "höher oder tiefer nach Wahl, wörtlich gelesen",
            "higher or lower at will, read literally",
        ),
    },
    "petit_sec": {
        "excuse_saves": Reading(
            "F §6 «il n'a pas l'Excuse»",
            "mit der Excuse ist der Petit nicht sec",
            "with the Excuse the Petit is not sec",
            ours=True,
        ),
        "excuse_no_trump": Reading(
            "004:22 'nur einen einzigen Trumpf'; 004:98 'Die Ausredekarte wird als Trumpfkarte gezählt'",
            "die Excuse zählt nur bei der Poignée als Trumpf: Petit und Excuse allein annullieren das Spiel",
            "the Excuse is a trump only for the poignée: Petit and Excuse alone annul the deal",
        ),
    },
}
"""Each option's values with their sources and meanings; our reading first (issue 26)."""


def _bad(msgid: str, **params: Any) -> RecordError:
    """A refusal of the ruleset (``msgid``: a catalogue key, marked with ``N_`` where it is written)."""
    return RecordError("record.ruleset", msgid, "ruleset", **params)


def _thresholds(value: Any) -> tuple[int, int, int]:
    if not isinstance(value, list) or len(value) != 3:
        raise _bad(N_("poignee_thresholds is a list of three increasing integers"))
    for v in value:
        if isinstance(v, bool) or not isinstance(v, int) or not 1 <= v <= 22:
            raise _bad(N_("poignee_thresholds: {value!r} is not a whole number 1..22"), value=verbatim(v, 20))
    if not value[0] < value[1] < value[2]:
        raise _bad(N_("poignee_thresholds must increase strictly"))
    return (value[0], value[1], value[2])


def parse_ruleset(data: Any) -> Ruleset:
    """A ruleset from its name or an object ``{"name": ..., <option>: <value>, ...}`` (the kernel's
    :func:`~troggu_core.kernel.rulesets.read_options`; the thresholds are read by their own rule).

    Raises:
        RecordError: unknown name, option or value (rule ``record.ruleset``).
    """
    if isinstance(data, Ruleset):
        return data
    from ...kernel.ruleset_format import house_ruleset

    house = house_ruleset(data, "french-tarot")
    if house is not None:
        return house  # type: ignore[no-any-return]
    name, changes = read_options(
        data, names=tuple(RULESETS), option_values=OPTION_VALUES, special={"poignee_thresholds": _thresholds}
    )
    return replace(RULESETS[name], **changes)


TITLES: dict[str, Localized] = {
    "fft": Localized(de="Offizielle Regeln (FFT)", en="Official rules (FFT)"),
    "seed": Localized(de="Wie Quelle 004", en="As source 004 writes"),
}
"""The rulesets' titles for menus and tables (the ruleset protocol)."""

OPTION_TITLES: dict[str, Localized] = {
    "first_lead": Localized(de="Wer zuerst ausspielt", en="Who leads first"),
    "discard_trumps": Localized(de="Trümpfe weglegen", en="Laying away trumps"),
    "poignee_thresholds": Localized(de="Poignée ab … Trümpfen", en="Poignée from … trumps"),
    "excuse_last_trick": Localized(de="Die Excuse im letzten Stich", en="The Excuse in the last trick"),
    "chelem": Localized(de="Chelem", en="Chelem (slam)"),
    "settlement": Localized(de="Abrechnung", en="Settlement"),
    "overtrump": Localized(de="Übertrumpfen", en="Overtrumping"),
    "petit_sec": Localized(de="Petit sec", en="Petit sec"),
}
"""Each option's name in plain words, in German and English (the composer of house rules)."""
