"""The French Tarot's two rulesets (``fft``, ``seed``) and their options as data (spec §11).

>>> parse_ruleset("fft").poignee_thresholds
(13, 15, 18)
>>> parse_ruleset({"name": "seed", "overtrump": "free"}).overtrump
'free'
>>> parse_ruleset({"name": "fft", "multipliers": [1, 2, 4, 8]}).multiplier("garde_contre")
8

The amounts (the contracts' multipliers, the targets, the 25 a contract is worth, the petit au bout, the poignées
and the chelem) are options too (issue 34): both rulesets take the amounts the sources give, a table may write its
own. A result echoes an amount only where it differs from the sources', so every record of the sources' amounts
replays as before.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from ...errors import RecordError
from ...i18n import N_, verbatim
from ...kernel.options import Reading
from ...i18n import Localized
from ...kernel.rulesets import option_name, read_options
from .contracts import CONTRACTS, MULTIPLIER, TARGETS

__all__ = [
    "Ruleset",
    "RULESETS",
    "OPTION_VALUES",
    "OPTION_SOURCES",
    "OPTION_READINGS",
    "OPTION_TITLES",
    "AMOUNT_BOUNDS",
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
    multipliers: tuple[int, ...] = tuple(MULTIPLIER[c] for c in CONTRACTS)
    """Each contract's multiplier, prise to garde contre (score.contract)."""
    targets: tuple[int, ...] = TARGETS
    """The taker's target with 0, 1, 2, 3 bouts (count.target)."""
    contract_points: int = 25
    """What a contract is worth before the difference is added (score.contract)."""
    petit_au_bout_bonus: int = 10
    """The petit au bout's bonus (score.petit-au-bout)."""
    petit_au_bout_times: str = "contract"
    """``contract``: the bonus times the contract's multiplier; ``flat``: the bonus as it is (score.petit-au-bout)."""
    poignee_bonus: tuple[int, ...] = (20, 30, 40)
    """The simple, double and triple poignée's bonus (score.poignee)."""
    chelem_bonus: tuple[int, ...] = (400, 200, 200, 200)
    """The chelem's amounts (score.chelem): announced and made, made unannounced, announced and failed (the taker
    loses it), the defence's chelem (the taker loses it)."""
    house: Any = field(default=None, compare=False)
    """The house rules this ruleset was made from (a ``troggu-ruleset/1`` :class:`~troggu_core.kernel.ruleset_format.HouseRules`), or ``None``."""

    @property
    def excuse_saves_petit(self) -> bool:
        """Whether the Excuse saves a lone Petit from being sec (``petit_sec``, deal.petit-sec)."""
        return self.petit_sec == "excuse_saves"

    def multiplier(self, contract: str) -> int:
        """The contract's multiplier (``multipliers``, score.contract)."""
        return self.multipliers[CONTRACTS.index(contract)]

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
        return {"name": self.name, **self.echo()}

    def echo(self) -> dict[str, Any]:
        """The options a result, a view and a record write: the options of spec §11, and each amount only where
        it is not the sources' (so the records and results of the sources' amounts are as they were)."""
        out = self.spec_options()
        out.update({k: v for k, v in self.amounts().items() if v != _AMOUNTS[k]})
        return out

    def options(self) -> dict[str, Any]:
        """Every option as JSON (lists for the thresholds and amounts)."""
        return {**self.spec_options(), **self.amounts()}

    def amounts(self) -> dict[str, Any]:
        """The amounts' options as JSON."""
        return {
            "multipliers": list(self.multipliers),
            "targets": list(self.targets),
            "contract_points": self.contract_points,
            "petit_au_bout_bonus": self.petit_au_bout_bonus,
            "petit_au_bout_times": self.petit_au_bout_times,
            "poignee_bonus": list(self.poignee_bonus),
            "chelem_bonus": list(self.chelem_bonus),
        }

    def spec_options(self) -> dict[str, Any]:
        """The options of spec §11 as JSON (thresholds as a list)."""
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

_AMOUNTS: dict[str, Any] = Ruleset("fft").amounts()
"""The amounts the sources give (both rulesets), as JSON: a result echoes an amount only where it differs."""

OPTION_VALUES: dict[str, tuple[Any, ...]] = {
    "first_lead": ("dealer_right", "taker"),
    "discard_trumps": ("if_unavoidable", "allowed"),
    "poignee_thresholds": (),  # three increasing integers
    "excuse_last_trick": ("to_trick_winner", "returns_to_owner"),
    "chelem": (True, False),
    "settlement": ("taker_x2", "taker_x3"),
    "overtrump": ("required", "free"),
    "petit_sec": ("excuse_saves", "excuse_no_trump"),
    "multipliers": (),  # the amounts: whole numbers within AMOUNT_BOUNDS
    "targets": (),
    "contract_points": (),
    "petit_au_bout_bonus": (),
    "petit_au_bout_times": ("contract", "flat"),
    "poignee_bonus": (),
    "chelem_bonus": (),
}
"""The values each option takes (``poignee_thresholds``: any three increasing integers 1..22; each amount: any whole
numbers within its bounds, :data:`AMOUNT_BOUNDS`; the values the sources give are those with a reading)."""

OPTION_SOURCES: dict[str, str] = {
    "first_lead": "F §12 (fft), S (seed)",
    "discard_trumps": "F §8 (fft), S (seed)",
    "poignee_thresholds": "F §15, F3, G (fft); S's table (seed)",
    "excuse_last_trick": "F §4/§12 (fft); S (seed)",
    "chelem": "F §9 (fft); S has no chelem (seed)",
    "settlement": "F §15 (fft); S's table, read for three (seed)",
    "overtrump": "F §12, S 'pinkeln' (both required); the literal free choice as an option",
    "petit_sec": "F §6 (fft); 004:22 and 004:98, the Excuse a trump only for the poignée (seed)",
    "multipliers": "004:36 and F §13: 1, 2, 4, 6 (both)",
    "targets": "004:84–87 and F §13: 56, 51, 41, 36 (both)",
    "contract_points": "004:90 and F §13: 25 (both)",
    "petit_au_bout_bonus": "004:105 and F §11: 10 (both)",
    "petit_au_bout_times": "F §11 and 004:105: times the contract (both); 004:95 read literally: unchanged",
    "poignee_bonus": "004:100–102 and F §10: 20, 30, 40 (both)",
    "chelem_bonus": "F §9: 400, 200, 200, 200 (fft; seed has no chelem)",
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

OPTION_READINGS.update(
    {
        "multipliers": {
            (1, 2, 4, 6): Reading(
                "004:36 'Mit 2 multipliziert | Mit 4 multipliziert | Mit 6 multipliziert'; F §13",
                "Prise ×1, Garde ×2, Garde sans ×4, Garde contre ×6",
                "prise ×1, garde ×2, garde sans ×4, garde contre ×6",
            ),
        },
        "targets": {
            (56, 51, 41, 36): Reading(
                "004:84–87 '3 Enden = 36 Punkte'; F §13",
                "56, 51, 41, 36 Punkte mit 0, 1, 2, 3 Bouts",
                "56, 51, 41, 36 points with 0, 1, 2, 3 bouts",
            ),
        },
        "contract_points": {
            25: Reading("004:90 'Ein Vertrag ist 25 Punkte wert'; F §13", "25 Punkte", "25 points"),
        },
        "petit_au_bout_bonus": {
            10: Reading("004:105 'eine Prämie von 10 Punkten'; F §11", "10 Punkte", "10 points"),
        },
        "petit_au_bout_times": {
            "contract": Reading(
                "004:105 'die mit dem gewählten Kontrakt multipliziert wird'; F §11",
                "mal den Faktor des Vertrags",
                "times the contract's multiplier",
            ),
            "flat": Reading(
                "004:95 'Sie bleiben unveränderlich, egal welchen Vertrag Sie wählen'",
                "unverändert, wie die anderen Prämien",
                "unchanged, like the other bonuses",
            ),
        },
        "poignee_bonus": {
            (20, 30, 40): Reading("004:100–102; F §10", "20, 30, 40 Punkte", "20, 30, 40 points"),
        },
        "chelem_bonus": {
            (400, 200, 200, 200): Reading(
                "F §9",
                "400 angesagt, 200 unangesagt, 200 verliert der Nehmer mit angesagtem und verfehltem Chelem und "
                "beim Chelem der Verteidigung",
                "400 announced, 200 unannounced, 200 the taker loses for an announced chelem he fails and for the "
                "defence's chelem",
            ),
        },
    }
)

AMOUNT_BOUNDS: dict[str, tuple[int, int, int, str]] = {
    "multipliers": (4, 1, 20, "rise"),
    "targets": (4, 1, 91, "fall"),
    "contract_points": (0, 0, 100, ""),
    "petit_au_bout_bonus": (0, 0, 100, ""),
    "poignee_bonus": (3, 0, 200, "rise"),
    "chelem_bonus": (4, 0, 1000, ""),
}
"""Each amount: how many numbers (0: one number), the lowest and highest, and their order (``rise``: never lower
for a higher contract or poignée, so outbidding never lowers the stake; ``fall``: the target never higher with more
bouts)."""


OPTION_RANGES: dict[str, tuple[int, int, int]] = {
    "poignee_thresholds": (3, 1, 22),
    **{key: (count, low, high) for key, (count, low, high, _) in AMOUNT_BOUNDS.items()},
}
"""The whole numbers a table may set (the composer's number fields): how many numbers (0: one), the lowest and the
highest; the engine reads them (the order too: ``_thresholds``, ``_amount``) and refuses the rest."""


def _bad(msgid: str, **params: Any) -> RecordError:
    """A refusal of the ruleset (``msgid``: a catalogue key, marked with ``N_`` where it is written)."""
    return RecordError("record.ruleset", msgid, "ruleset", **params)


def _named(key: str) -> Any:
    """An option inside a refusal: its title in the reader's language (:func:`~...kernel.rulesets.option_name`)."""
    return option_name(key, OPTION_TITLES)


def _thresholds(value: Any) -> tuple[int, int, int]:
    if not isinstance(value, list) or len(value) != 3:
        raise _bad(N_("{key} is a list of {n} whole numbers"), key=_named("poignee_thresholds"), n=3)
    for v in value:
        if isinstance(v, bool) or not isinstance(v, int) or not 1 <= v <= 22:
            raise _bad(
                N_("{key}: {value!r} is not a whole number {low}..{high}"),
                key=_named("poignee_thresholds"),
                value=verbatim(v, 20),
                low=1,
                high=22,
            )
    if not value[0] < value[1] < value[2]:
        raise _bad(N_("{key} must increase strictly"), key=_named("poignee_thresholds"))
    return (value[0], value[1], value[2])


def _amount(key: str) -> Any:
    """The reader of an amount's value (:data:`AMOUNT_BOUNDS`): a whole number, or a list of them (a tuple)."""
    count, low, high, order = AMOUNT_BOUNDS[key]

    def read(value: Any) -> Any:
        values = value if count else [value]
        if not isinstance(values, (list, tuple)) or len(values) != max(count, 1):
            raise _bad(N_("{key} is a list of {n} whole numbers"), key=_named(key), n=count)
        for v in values:
            if isinstance(v, bool) or not isinstance(v, int) or not low <= v <= high:
                raise _bad(
                    N_("{key}: {value!r} is not a whole number {low}..{high}"),
                    key=_named(key),
                    value=verbatim(v, 20),
                    low=low,
                    high=high,
                )
        pairs = list(zip(values, values[1:]))
        if order == "rise" and any(a > b for a, b in pairs):
            raise _bad(N_("{key}: a higher contract or poignée never counts less"), key=_named(key))
        if order == "fall" and any(a < b for a, b in pairs):
            raise _bad(N_("{key}: a target is never higher with more bouts"), key=_named(key))
        return tuple(values) if count else values[0]

    return read


def _combination(rs: Ruleset) -> Ruleset:
    """Refuse options that contradict each other (rule ``record.ruleset``): chelem amounts without the chelem."""
    if not rs.chelem and list(rs.chelem_bonus) != _AMOUNTS["chelem_bonus"]:
        raise _bad(
            N_("{key} needs {needs} to be played (without the chelem nobody scores it)"),
            key=_named("chelem_bonus"),
            needs=_named("chelem"),
        )
    return rs


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
    special = {"poignee_thresholds": _thresholds, **{k: _amount(k) for k in AMOUNT_BOUNDS}}
    name, changes = read_options(
        data,
        names=tuple(RULESETS),
        option_values=OPTION_VALUES,
        special=special,
        titles=OPTION_TITLES,
        readings=OPTION_READINGS,
    )
    return _combination(replace(RULESETS[name], **changes)) if changes else RULESETS[name]


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
    "multipliers": Localized(de="Faktoren der Verträge", en="The contracts' multipliers"),
    "targets": Localized(de="Ziel des Nehmers nach Bouts", en="The taker's target by bouts"),
    "contract_points": Localized(de="Wert eines Vertrags", en="What a contract is worth"),
    "petit_au_bout_bonus": Localized(de="Prämie für Petit au bout", en="Petit au bout bonus"),
    "petit_au_bout_times": Localized(de="Petit au bout mal Faktor?", en="Petit au bout times the multiplier?"),
    "poignee_bonus": Localized(de="Prämien der Poignées", en="Poignée bonuses"),
    "chelem_bonus": Localized(de="Beträge des Chelem", en="Chelem amounts"),
}
"""Each option's name in plain words, in German and English (the composer of house rules)."""
