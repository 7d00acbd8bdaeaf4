"""The Troccas ruleset ``surselva`` and its options as data (spec §7).

A record's ``ruleset`` is the name ``"surselva"`` or ``{"name": "surselva", <option>: <value>, ...}``;
an unknown option or value is an error (rule ``record.ruleset``).

>>> rs = parse_ruleset({"name": "surselva", "jack_demand": False})
>>> rs.jack_demand, rs.seating, rs.to_json()
(False, 'alternate', {'name': 'surselva', 'jack_demand': False})
>>> parse_ruleset("surselva").to_json()
'surselva'

The amounts the score reads are options too (issue 34): the targets (``party_target``, ``target_3``,
``skatist_target_3``, ``target_5``, ``skatist_target_5``) and the debts that let a party ask for bigger packets
(``debt_packets_9``, ``debt_packets_19``). Their listed value is S's; a table's own whole number is read by the
option's rule (a value without a source: "not in the sources"), and a combination the game cannot play is refused:

>>> parse_ruleset({"name": "surselva", "target_3": 40}).targets(3, 0)
[43, 40, 40]
>>> try:
...     parse_ruleset({"name": "surselva", "debt_packets_19": 9})
... except RecordError as e:
...     print(e.rule_id, e.reason)
record.ruleset the debt for all 19 cards at once (9) must be more than the debt for 9 and 10 cards (9)
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping

from ...errors import RecordError
from ...i18n import N_, Localized, verbatim
from ...kernel.options import Reading
from ...kernel.rulesets import option_name, read_options

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

OptionValue = str | bool | int

OPTION_VALUES: Mapping[str, tuple[OptionValue, ...]] = {
    "seating": ("alternate", "as_drawn"),
    "five_pointers_in_skat": ("pairs", "none"),
    "jack_demand": (True, False),
    "matsch_cards": ("matsch_party", "other_party"),
    "skat_3_5": ("skatist", "nobody"),
    "skat_deal": ("laid_away", "blind"),
    "party_target": (36,),
    "target_3": (42, 43),
    "skatist_target_3": (43, 44),
    "target_5": (25,),
    "skatist_target_5": (27, 30),
    "debt_packets_9": (9,),
    "debt_packets_19": (19, 18),
}
"""Every option's values, the default first (the amounts: S's value, then a few a table may play that no source
gives, marked unsourced; ``AMOUNT_RANGES`` says which other whole numbers a table may set)."""

AMOUNTS: tuple[str, ...] = (
    "party_target",
    "target_3",
    "skatist_target_3",
    "target_5",
    "skatist_target_5",
    "debt_packets_9",
    "debt_packets_19",
)
"""The options that are amounts (issue 34); a result echoes them only where they differ from S (so every record
and result of S's rules stays as it was)."""

AMOUNT_RANGES: Mapping[str, tuple[int, int]] = {
    "target_3": (0, 130),
    "skatist_target_3": (0, 130),
    "target_5": (0, 130),
    "skatist_target_5": (0, 130),
    "debt_packets_9": (1, 36),
    "debt_packets_19": (1, 36),
}
"""The whole numbers a table may set for an amount (``party_target`` is none: with two parties the payments add up
to zero only at half of 72)."""

OPTION_RANGES: Mapping[str, tuple[int, int, int]] = {key: (0, low, high) for key, (low, high) in AMOUNT_RANGES.items()}
"""The composer's number fields (the kernel's shape: how many numbers, 0 for one, the lowest and the highest)."""

OPTION_FREE: Mapping[str, Localized] = {
    key: Localized(de=f"oder eine andere ganze Zahl von {low} bis {high}", en=f"or another whole number {low}-{high}")
    for key, (low, high) in AMOUNT_RANGES.items()
}
"""What else a table may set beside the listed values, in words (the rules page)."""

OPTION_SOURCES: Mapping[str, str] = {
    "seating": "teams.seating (S silent; O, X seat partners opposite)",
    "five_pointers_in_skat": "skat.five_pointers (S9: 'Dies ist aber nicht überall erlaubt')",
    "jack_demand": "jack.demand (S17)",
    "matsch_cards": "matsch.cards (S12 'der anderen Partei'; A)",
    "skat_3_5": "count.single (S19: 127 points printed, the deck holds 130)",
    "skat_deal": "skat.layaway (S19: 'legt man drei Karten in den Skat')",
    "party_target": "score.targets (S4 'Jede Partei sollte die Hälfte davon erreichen')",
    "target_3": "score.targets (S19)",
    "skatist_target_3": "score.targets (S19)",
    "target_5": "score.targets (S19)",
    "skatist_target_5": "score.targets (S19)",
    "debt_packets_9": "session.debt_packets (S7)",
    "debt_packets_19": "session.debt_packets (S7)",
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
    "party_target": {
        36: Reading(
            "S4 'Was fehlt bis zu 36 Punkten, sind Schulden'",
            "36 Punkte je Partei (die Hälfte von 72)",
            "36 points a party (half of 72)",
        ),
    },
    "target_3": {
        42: Reading("S19 'wobei jeder Spieler 42 ev. 25'", "42 Punkte", "42 points"),
        43: Reading(
            "",
            "43 Punkte (mit 44 für den Skatisten: die 130 der Karten)",
            "43 points (with 44: the cards' 130)",
            unsourced=True,
        ),
    },
    "skatist_target_3": {
        43: Reading("S19 'der Skatist aber 43 ev. 27 Punkte'", "43 Punkte", "43 points"),
        44: Reading(
            "",
            "44 Punkte (mit 43 für die anderen: die 130 der Karten)",
            "44 points (with 43: the cards' 130)",
            unsourced=True,
        ),
    },
    "target_5": {
        25: Reading("S19 'wobei jeder Spieler 42 ev. 25'", "25 Punkte", "25 points"),
    },
    "skatist_target_5": {
        27: Reading("S19 'der Skatist aber 43 ev. 27 Punkte'", "27 Punkte", "27 points"),
        30: Reading(
            "",
            "30 Punkte (mit 25 für die anderen: die 130 der Karten)",
            "30 points (with 25: the cards' 130)",
            unsourced=True,
        ),
    },
    "debt_packets_9": {
        9: Reading(
            "S7 'Hat eine Partei neun, oder mehr Punkte Schulden'",
            "ab 9 Punkten Schulden",
            "from 9 points of debt",
        ),
    },
    "debt_packets_19": {
        19: Reading(
            "S7 'Hat eine Partei mehr als 18 Punkte Schulden'",
            "ab 19 Punkten Schulden (mehr als 18)",
            "from 19 points of debt (more than 18)",
        ),
        18: Reading("", "ab 18 Punkten Schulden", "from 18 points of debt", unsourced=True),
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
    party_target: int = 36
    target_3: int = 42
    skatist_target_3: int = 43
    target_5: int = 25
    skatist_target_5: int = 27
    debt_packets_9: int = 9
    debt_packets_19: int = 19
    house: Any = field(default=None, compare=False)
    """The house rules this ruleset was made from (a ``troggu-ruleset/1`` :class:`~troggu_core.kernel.ruleset_format.HouseRules`), or ``None``."""

    @property
    def payment_unit(self) -> int:
        """What one unit of a result's ``payments`` is worth in the score pad's unit: 1 (the payments are points)."""
        return 1

    def options(self) -> dict[str, OptionValue]:
        """Every option with its value (the house rules' options, the composer's defaults)."""
        return {k: getattr(self, k) for k in OPTION_VALUES}

    def echo(self) -> dict[str, OptionValue]:
        """The options a result and a view echo (result key ``options``): every reading, and an amount only where
        it is not S's."""
        return {k: v for k, v in self.options().items() if k not in AMOUNTS or v != OPTION_VALUES[k][0]}

    def targets(self, players: int, dealer: int) -> list[int]:
        """score.targets per party (aligned with the parties in normal form): ``party_target`` each with 4 or 6
        players; with 3 or 5 each player's, the Skatist (``dealer``) his own."""
        if players in (4, 6):
            return [self.party_target, self.party_target]
        normal, skatist = (
            (self.target_3, self.skatist_target_3) if players == 3 else (self.target_5, self.skatist_target_5)
        )
        return [skatist if s == dealer else normal for s in range(players)]

    def debt_needed(self, packets: tuple[int, ...]) -> int:
        """session.debt_packets: the debt of the round before that lets a party ask for these packets."""
        return self.debt_packets_19 if packets == (19,) else self.debt_packets_9

    def to_json(self) -> str | dict[str, OptionValue]:
        """The record form: the bare name when every option is at its default; house rules' whole object."""
        if self.house is not None:
            return dict(self.house.to_json())
        extra = {k: v for k, v in self.options().items() if not _same(v, OPTION_VALUES[k][0])}
        if not extra:
            return self.name
        out: dict[str, OptionValue] = {"name": self.name}
        out.update(extra)
        return out


def _same(a: object, b: object) -> bool:
    return type(a) is type(b) and a == b


def _bad(msgid: str, **params: Any) -> RecordError:
    """A refusal of the ruleset (``msgid``: a catalogue key, marked with ``N_`` where it is written)."""
    return RecordError("record.ruleset", msgid, "ruleset", **params)


def _amount(key: str) -> Any:
    """The reader of an amount: a whole number in its range (``AMOUNT_RANGES``)."""
    low, high = AMOUNT_RANGES[key]

    def read(value: Any) -> int:
        if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
            raise _bad(
                N_("{key} must be a whole number from {low} to {high}, not {value}"),
                key=option_name(key, OPTION_TITLES),
                low=low,
                high=high,
                value=verbatim(value, 20),
            )
        return value

    return read


_SPECIAL = {key: _amount(key) for key in AMOUNT_RANGES}


def _check(rs: Ruleset) -> Ruleset:
    """Refuse a combination the game cannot play (rule ``record.ruleset``): the debt for all 19 cards at once must
    be more than the debt for 9 and 10 (S7: 'neun, oder mehr' and 'mehr als 18')."""
    if rs.debt_packets_19 <= rs.debt_packets_9:
        raise _bad(
            N_("the debt for all 19 cards at once ({high}) must be more than the debt for 9 and 10 cards ({low})"),
            high=rs.debt_packets_19,
            low=rs.debt_packets_9,
        )
    return rs


def parse_ruleset(value: Any) -> Ruleset:
    """A :class:`Ruleset` from a name, an object or a :class:`Ruleset` (the kernel's
    :func:`~troggu_core.kernel.rulesets.read_options`; the amounts read by their own rule).

    Raises:
        RecordError: unknown name, option or value, or a combination the game cannot play (rule
            ``record.ruleset``).
    """
    if isinstance(value, Ruleset):
        return value
    from ...kernel.ruleset_format import house_ruleset

    house = house_ruleset(value, "troccas")
    if house is not None:
        return house  # type: ignore[no-any-return]
    name, options = read_options(
        value,
        names=tuple(RULESETS),
        option_values=OPTION_VALUES,
        special=_SPECIAL,
        titles=OPTION_TITLES,
        readings=OPTION_READINGS,
    )
    return _check(Ruleset(name, **options))


TITLES: Mapping[str, Localized] = {"surselva": Localized(de="Surselva (Quelle 002)", en="Surselva (source 002)")}
"""The ruleset's title for menus and tables (the ruleset protocol)."""

OPTION_TITLES: Mapping[str, Localized] = {
    "seating": Localized(de="Sitzordnung der Partner", en="Where the partners sit"),
    "five_pointers_in_skat": Localized(de="Fünferfiguren im Skat", en="Five-pointers in the skat"),
    "jack_demand": Localized(de="Den Buben verlangen", en="Demanding the jack"),
    "matsch_cards": Localized(de="Narr und Skat beim Matsch", en="Narr and skat in a matsch"),
    "skat_3_5": Localized(de="Für wen der Skat zählt", en="Whom the skat counts for"),
    "skat_deal": Localized(de="Wie der Skat entsteht", en="How the skat is made"),
    "party_target": Localized(de="Ziel jeder Partei (zu viert, zu sechst)", en="Each party's target (4 or 6 players)"),
    "target_3": Localized(de="Ziel jedes Spielers zu dritt", en="Each player's target with 3 players"),
    "skatist_target_3": Localized(de="Ziel des Skatisten zu dritt", en="The Skatist's target with 3 players"),
    "target_5": Localized(de="Ziel jedes Spielers zu fünft", en="Each player's target with 5 players"),
    "skatist_target_5": Localized(de="Ziel des Skatisten zu fünft", en="The Skatist's target with 5 players"),
    "debt_packets_9": Localized(de="Schulden für 9 und 10 Karten auf einmal", en="Debt for 9 and 10 cards at once"),
    "debt_packets_19": Localized(de="Schulden für alle 19 Karten auf einmal", en="Debt for all 19 cards at once"),
}
"""Each option's name in plain words, in German and English (the composer of house rules)."""
