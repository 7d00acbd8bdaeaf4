"""The three Großtarock rulesets and their options as data (spec §1).

A record's ``ruleset`` is a name or ``{"name": R, <option>: <value>, ...}``; options not listed for the
ruleset, unknown options and unknown values are errors (rule ``record.ruleset``).

>>> rs = parse_ruleset({"name": "danish", "eye_scale": "per_eye"})
>>> rs.name, rs.values["eye_scale"], rs.values["suit_order"]
('danish', 'per_eye', 'red_reversed')
>>> parse_ruleset("1754").deadline
23

The amounts the settlement pays are options too (issue 34), each with its ruleset's value as default: the eyes'
par and the Danish eye thresholds, the Pagat's and the kings' bonuses and penalties, the ultimos, the vole or tout,
the nolo, the Dummett announcements, the excuse without tricks, the last trick and the Danish antes. Their listed
values are the family's (003's three rule texts, O3); a table's own whole number is read by the option's rule
(a value without a source: "not in the sources"); a par other than 26 is refused (the eye payments would not add
up to zero):

>>> parse_ruleset("dummett").values["pagat_ultimo"], parse_ruleset({"name": "danish", "pagat_ultimo": 15}).to_json()
(15, {'name': 'danish', 'pagat_ultimo': 15})
>>> try:
...     parse_ruleset({"name": "1754", "eyes_par": 25})
... except RecordError as e:
...     print(e.rule_id, e.reason)
record.ruleset the par is 26 eyes, a third of the 78: with 25 the eye payments do not add up to 0
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
    "OPTION_READINGS",
    "OPTION_TITLES",
    "AMOUNT_DEFAULTS",
    "DECLARATION_DEFAULTS",
    "parse_ruleset",
]

OPTION_VALUES: Mapping[str, tuple[Any, ...]] = {
    "suit_order": ("red_reversed", "natural"),
    "excuse_deadline": ("third_last", "before_last_three"),
    "excuse_lead": ("never", "allowed"),
    "vole_penalty": ("same", "reversed"),
    "vole_failed": ("penalty_only", "normal_payments"),
    "eye_scale": ("per_5", "per_eye"),
    "dealer_declares": ("after_discard", "all_28"),
    "slam_eyes": ("cancelled", "paid"),
    "decl_taroks": (10,),
    "decl_matadors": (10,),
    "decl_step": (5,),
    "decl_four_kings": (10,),
    "decl_three_kings": (5,),
    "decl_kings": (5,),
    "decl_overfull": (15,),
    "decl_cavallerie": (10,),
    "decl_half_cavallerie": (5,),
    "decl_four_of_a_rank": (5,),
    "decl_ladons": (15,),
    "eyes_par": (26,),
    "eyes_paid_above": (24,),
    "eyes_owed_below": (28,),
    "pagat_won": (0, 5),
    "pagat_lost": (5,),
    "pagat_ultimo": (10, 15, 45),
    "king_won": (5, 0),
    "king_lost": (5,),
    "king_ultimo": (10, 40),
    "all_tricks": (26, 80, 135),
    "nolo": (26, 25),
    "vole_announced": (),  # three whole numbers, by the announcement's tier
    "nolo_announced": (),  # two
    "nolo_announced_lost": (),  # two
    "excuse_no_tricks": (4,),
    "last_trick": (20,),
    "ante": (20,),
    "dealer_ante": (5,),
}
"""Every option's values, the default first (spec §1); an amount's default is its ruleset's (``AMOUNT_DEFAULTS``),
its values those of the family's rule texts (003, O3); a table may set another whole number 0-300 (the tiers: a
list of them)."""

DECLARATION_DEFAULTS: Mapping[str, Mapping[str, int]] = {
    "1754": {
        "decl_taroks": 10,
        "decl_matadors": 10,
        "decl_step": 5,
        "decl_four_kings": 10,
        "decl_three_kings": 5,
        "decl_cavallerie": 10,
        "decl_half_cavallerie": 5,
    },
    "dummett": {
        "decl_taroks": 10,
        "decl_matadors": 10,
        "decl_step": 5,
        "decl_kings": 5,
        "decl_cavallerie": 10,
        "decl_half_cavallerie": 5,
        "decl_four_of_a_rank": 5,
        "decl_ladons": 15,
    },
    "danish": {
        "decl_taroks": 10,
        "decl_matadors": 10,
        "decl_step": 5,
        "decl_four_kings": 10,
        "decl_three_kings": 5,
        "decl_overfull": 15,
        "decl_cavallerie": 10,
        "decl_half_cavallerie": 5,
    },
}
"""The declarations' values each ruleset takes (GT-DECL, the spec's §5 table: the same in all three rule texts):
the basic value of each declaration and the step for each card beyond it ("10 + 5", GT-DECL-4)."""

AMOUNT_DEFAULTS: Mapping[str, Mapping[str, Any]] = {
    "1754": {
        **DECLARATION_DEFAULTS["1754"],
        "eyes_par": 26,
        "pagat_won": 0,
        "pagat_lost": 5,
        "pagat_ultimo": 10,
        "excuse_no_tricks": 4,
    },
    "dummett": {
        **DECLARATION_DEFAULTS["dummett"],
        "eyes_par": 26,
        "pagat_won": 5,
        "pagat_lost": 5,
        "pagat_ultimo": 15,
        "king_won": 5,
        "king_lost": 5,
        "king_ultimo": 10,
        "all_tricks": 26,
        "nolo": 26,
        "vole_announced": (52, 38, 31),
        "nolo_announced": (36, 31),
        "nolo_announced_lost": (10, 5),
    },
    "danish": {
        **DECLARATION_DEFAULTS["danish"],
        "eyes_paid_above": 24,
        "eyes_owed_below": 28,
        "pagat_won": 5,
        "pagat_lost": 5,
        "pagat_ultimo": 45,
        "king_won": 0,
        "king_lost": 5,
        "king_ultimo": 40,
        "all_tricks": 80,
        "nolo": 25,
        "last_trick": 20,
        "ante": 20,
        "dealer_ante": 5,
    },
}
"""Each ruleset's amounts (GT-PAY-*): the options it takes beyond its readings, with its rule text's value. A
result echoes an amount only where it differs from these (so every record and result stays as it was)."""

_HIGHEST = 300
"""The largest amount a table may set (the score pad's largest bonus)."""

OPTION_READINGS: Mapping[str, Mapping[Any, Reading]] = {
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
    "decl_taroks": {
        10: Reading(
            "003:50 '10 oder mehr Tarocs halten. 10 + 5'; 003:78; 003:118",
            "10 Punkte für zehn Taroks",
            "10 points for ten taroks",
        ),
    },
    "decl_matadors": {
        10: Reading(
            "003:51 'Die obersten 3 Matadore halten … 10 + 5'; 003:79; 003:119",
            "10 Punkte für drei Matadore",
            "10 points for three matadors",
        ),
    },
    "decl_step": {
        5: Reading(
            "003:186 '10 Punkte für die Grundangabe und 5 Punktekarten darüber hinaus'",
            "5 Punkte für jede weitere Karte (Taroks, Matadore, Könige, Ladons)",
            "5 points for each card beyond (taroks, matadors, kings, ladons)",
        ),
    },
    "decl_four_kings": {
        10: Reading(
            "003:54 'Alle vier Könige halten. 10'; 003:120", "10 Punkte für vier Könige", "10 points for four kings"
        ),
    },
    "decl_three_kings": {
        5: Reading(
            "003:55 'Drei Könige und die Entschuldigung halten. 5'; 003:121",
            "5 Punkte für drei Könige und den Sküs",
            "5 points for three kings and the excuse",
        ),
    },
    "decl_kings": {
        5: Reading(
            "003:80 'Pagat, Sküs und Tarok 21, einen beliebigen König. 5 + 5'",
            "5 Punkte für drei von Königen, Pagat, Sküs und Tarok 21",
            "5 points for three of the kings, Pagat, Sküs and tarok 21",
        ),
    },
    "decl_overfull": {
        15: Reading(
            "003:124 'Hat alle vier Bilder einer Farbe plus den Scies. 15'; 003:125",
            "15 Punkte für vier Bilder einer Farbe oder vier Könige, dazu den Sküs",
            "15 points for four courts of a suit or four kings, and the excuse",
        ),
    },
    "decl_cavallerie": {
        10: Reading(
            "003:52 'König, Dame, Cavall und Valet von einer Farbe halten. 10'; 003:81; 003:122",
            "10 Punkte für die vier Bilder einer Farbe",
            "10 points for the four courts of a suit",
        ),
    },
    "decl_half_cavallerie": {
        5: Reading(
            "003:53 'außer dass die Excuse eine der Bildkarten ersetzt. 5'; 003:82; 003:123",
            "5 Punkte für drei Bilder einer Farbe und den Sküs",
            "5 points for three courts of a suit and the excuse",
        ),
    },
    "decl_four_of_a_rank": {
        5: Reading(
            "003:83 'Vier Bildkarten des gleichen Ranges halten. 5'",
            "5 Punkte für vier Damen, vier Cavalle oder vier Valets",
            "5 points for four queens, four knights or four jacks",
        ),
    },
    "decl_ladons": {
        15: Reading(
            "003:84 '16 oder mehr Ladons (niedrige Karten) halten. 15 + 5'",
            "15 Punkte für 16 Ladons",
            "15 points for 16 ladons",
        ),
    },
    "eyes_par": {
        26: Reading(
            "003:63 'also die Anzahl der Points über oder unter 26'; 003:89",
            "26 Augen, ein Drittel der 78",
            "26 eyes, a third of the 78",
        ),
    },
    "eyes_paid_above": {
        24: Reading("003:133 '5 Punkte für jeweils 5 Augen über 24'", "bezahlt über 24 Augen", "paid above 24 eyes"),
    },
    "eyes_owed_below": {
        28: Reading(
            "003:133 'zahlen 5 Punkte für jeweils 5 Augen unter 28'", "zu zahlen unter 28 Augen", "owed below 28 eyes"
        ),
    },
    "pagat_won": {
        0: Reading("003:69", "nichts (1754)", "nothing (1754)"),
        5: Reading("003:92; 003:137", "5 Punkte (Dummett, dänisch)", "5 points (Dummett, Danish)"),
    },
    "pagat_lost": {
        5: Reading(
            "003:59 'zahlt er jedem Gegner eine Strafe von 5 Points'; 003:92; 003:137",
            "5 Punkte (dänisch auch 5 in den Pagat-Pott)",
            "5 points (Danish: 5 into the Pagat pot too)",
        ),
    },
    "pagat_ultimo": {
        10: Reading(
            "003:59 'erhält er von jedem Gegner einen Bonus von 10 Points'", "10 Punkte (1754)", "10 points (1754)"
        ),
        15: Reading("003:93", "15 Punkte (Dummett)", "15 points (Dummett)"),
        45: Reading(
            "003:138 '45 plus Inhalt des Pagat-Potts'",
            "45 Punkte (dänisch, dazu der Pagat-Pott)",
            "45 points (Danish, and the Pagat pot)",
        ),
    },
    "king_won": {
        5: Reading("003:94 'Einen Stich mit einem König machen'", "5 Punkte (Dummett)", "5 points (Dummett)"),
        0: Reading("003:139 'König König verlieren'", "nichts (dänisch)", "nothing (Danish)"),
    },
    "king_lost": {
        5: Reading(
            "003:94; 003:139 '-5 sowie -5 zum König-Pott'",
            "5 Punkte (dänisch auch 5 in den König-Pott)",
            "5 points (Danish: 5 into the king pot too)",
        ),
    },
    "king_ultimo": {
        10: Reading("003:95 'Den letzten Stich mit einem König machen'", "10 Punkte (Dummett)", "10 points (Dummett)"),
        40: Reading(
            "003:140 '40 plus Inhalt des König-Potts'",
            "40 Punkte (dänisch, dazu der König-Pott)",
            "40 points (Danish, and the king pot)",
        ),
    },
    "all_tricks": {
        26: Reading("003:96 'Alle Stiche machen'", "26 Punkte (Dummett, Vole)", "26 points (Dummett, vole)"),
        80: Reading(
            "003:143 '80 plus Inhalt beider Potts'",
            "80 Punkte (dänisch, Tout, dazu beide Pötte)",
            "80 points (Danish, tout, and both pots)",
        ),
        135: Reading("O3", "135 Punkte (O3, Tout)", "135 points (O3, tout)"),
    },
    "nolo": {
        26: Reading("003:97 'Keine Stiche machen'", "26 Punkte (Dummett)", "26 points (Dummett)"),
        25: Reading("003:142 'Keine Stiche nehmen'", "25 Punkte (dänisch)", "25 points (Danish)"),
    },
    "vole_announced": {
        (52, 38, 31): Reading(
            "003:99 'bringt dies 52 Punkte, vor dem 13. Stich 38 Punkte und vor dem 20. Stich 31 Punkte'",
            "52, 38, 31 Punkte (vor dem 1., 13., 20. Stich)",
            "52, 38, 31 points (before trick 1, 13, 20)",
        ),
    },
    "nolo_announced": {
        (36, 31): Reading(
            "003:99 'bringt dies 36 Punkte und vor dem 13. Stich 31 Punkte'",
            "36, 31 Punkte (vor dem 1., 13. Stich)",
            "36, 31 points (before trick 1, 13)",
        ),
    },
    "nolo_announced_lost": {
        (10, 5): Reading(
            "003:99 'Zusätzlich wird eine Strafe von 10 Punkten verhängt'",
            "10, 5 Punkte Strafe (vor dem 1., 13. Stich)",
            "a penalty of 10, 5 points (before trick 1, 13)",
        ),
    },
    "excuse_no_tricks": {
        4: Reading("003:61 'bekommt er von jedem Gegner 4 Points'", "4 Punkte", "4 points"),
    },
    "last_trick": {
        20: Reading("003:141 'Letzten Stich nehmen'", "20 Punkte", "20 points"),
    },
    "ante": {
        20: Reading(
            "003:112 'Wenn ein Pott leer ist, setzt jeder 20 Punkte ein'", "20 Punkte von jedem", "20 points each"
        ),
    },
    "dealer_ante": {
        5: Reading("003:112 'sonst setzt der Geber 5 Punkte ein'", "5 Punkte vom Geber", "5 points from the dealer"),
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
    "1754": RulesetSpec(
        "1754",
        "S-1754",
        "counterclockwise",
        ("suit_order", "excuse_deadline", "excuse_lead", *AMOUNT_DEFAULTS["1754"]),
    ),
    "dummett": RulesetSpec(
        "dummett", "S-DUM", "clockwise", ("suit_order", "vole_penalty", "vole_failed", *AMOUNT_DEFAULTS["dummett"])
    ),
    "danish": RulesetSpec(
        "danish",
        "S-DK",
        "counterclockwise",
        ("suit_order", "eye_scale", "dealer_declares", "slam_eyes", *AMOUNT_DEFAULTS["danish"]),
    ),
}


def default(name: str, option: str) -> Any:
    """The value of ``option`` in the named ruleset ``name``: its amount, else the option's first value."""
    return AMOUNT_DEFAULTS[name].get(option, OPTION_VALUES[option][0] if OPTION_VALUES[option] else None)


@dataclass(frozen=True)
class Ruleset:
    """A parsed ruleset: name and every applicable option with defaults filled in."""

    name: str
    values: Mapping[str, Any] = field(default_factory=dict)
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

    def amount(self, option: str) -> int:
        """A whole-number amount of the settlement (``AMOUNT_DEFAULTS``), as these rules set it."""
        return int(self.values[option])

    def tiers(self, option: str) -> tuple[int, ...]:
        """An amount by the announcement's tier (``vole_announced``, ``nolo_announced``, ``nolo_announced_lost``)."""
        return tuple(self.values[option])

    def options(self) -> dict[str, Any]:
        """Every option the ruleset takes, with its value (the tiers as lists, as JSON writes them)."""
        return {k: list(v) if isinstance(v, tuple) else v for k, v in self.values.items()}

    def echo(self) -> dict[str, Any]:
        """The options a result and a view echo (result key ``options``): every reading, and an amount only where
        it is not the ruleset's own."""
        own = AMOUNT_DEFAULTS[self.name]
        return {k: v for k, v in self.options().items() if k not in own or not _same(self.values[k], own[k])}

    def to_json(self) -> str | dict[str, Any]:
        """The record form: the bare name when every option is at its default; house rules' whole object."""
        if self.house is not None:
            return dict(self.house.to_json())
        extra = {k: v for k, v in self.options().items() if not _same(self.values[k], default(self.name, k))}
        if not extra:
            return self.name
        return {"name": self.name, **extra}


def _same(a: object, b: object) -> bool:
    return type(a) is type(b) and a == b


def _bad(msgid: str, **params: Any) -> RecordError:
    """A refusal of the ruleset (``msgid``: a catalogue key, marked with ``N_`` where it is written)."""
    return RecordError("record.ruleset", msgid, "ruleset", **params)


def _whole(key: str, value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= _HIGHEST:
        raise _bad(
            N_("{key} must be a whole number from {low} to {high}, not {value}"),
            key=option_name(key, OPTION_TITLES),
            low=0,
            high=_HIGHEST,
            value=verbatim(value, 20),
        )
    return value


def _amount(key: str) -> Any:
    """The reader of an amount: a whole number 0-300."""
    return lambda value: _whole(key, value)


def _tiers(key: str, n: int) -> Any:
    """The reader of an amount by tier: a list of ``n`` whole numbers 0-300."""

    def read(value: Any) -> tuple[int, ...]:
        if not isinstance(value, list) or len(value) != n:
            raise _bad(N_("{key} is a list of {n} whole numbers"), key=option_name(key, OPTION_TITLES), n=n)
        return tuple(_whole(key, v) for v in value)

    return read


def _par(value: Any) -> int:
    """GT-PAY-1754-1: the eyes of the three players make 78, so only a par of 26 pays out to zero."""
    if value != 26 or isinstance(value, bool):
        raise _bad(
            N_("the par is 26 eyes, a third of the 78: with {value} the eye payments do not add up to 0"),
            value=verbatim(value, 20),
        )
    return 26


_TIERS = {"vole_announced": 3, "nolo_announced": 2, "nolo_announced_lost": 2}
_WORDS = {2: ("zwei", "two"), 3: ("drei", "three")}

OPTION_FREE: Mapping[str, Localized] = {
    **{
        k: Localized(de=f"oder eine andere ganze Zahl von 0 bis {_HIGHEST}", en=f"or another whole number 0-{_HIGHEST}")
        for k, values in OPTION_VALUES.items()
        if values and isinstance(values[0], int) and k != "eyes_par"
    },
    **{
        k: Localized(
            de=f"oder {_WORDS[n][0]} andere ganze Zahlen von 0 bis {_HIGHEST}",
            en=f"or {_WORDS[n][1]} other whole numbers 0-{_HIGHEST}",
        )
        for k, n in _TIERS.items()
    },
}
"""What else a table may set beside the listed values, in words (the rules page)."""
OPTION_RANGES: Mapping[str, tuple[int, int, int]] = {
    **{
        k: (0, 0, _HIGHEST)
        for k, values in OPTION_VALUES.items()
        if values and isinstance(values[0], int) and k != "eyes_par"
    },
    **{k: (n, 0, _HIGHEST) for k, n in _TIERS.items()},
}
"""The whole numbers a table may set beside the listed values (the composer's number fields): how many numbers (0:
one, else a list of so many), the lowest and the highest; the engine reads them (``_SPECIAL``) and refuses the rest."""
_SPECIAL: Mapping[str, Any] = {
    **{k: _amount(k) for k, values in OPTION_VALUES.items() if values and isinstance(values[0], int)},
    **{k: _tiers(k, n) for k, n in _TIERS.items()},
    "eyes_par": _par,
}


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
        value,
        names=tuple(RULESETS),
        option_values=OPTION_VALUES,
        applicable=lambda n: RULESETS[n].options,
        special=_SPECIAL,
        titles=OPTION_TITLES,
        readings=OPTION_READINGS,
    )
    return Ruleset(name, {k: given[k] if k in given else default(name, k) for k in RULESETS[name].options})


TITLES: Mapping[str, Localized] = {
    "1754": Localized(de="Regeln von 1754", en="Rules of 1754"),
    "dummett": Localized(de="Nach Dummett", en="After Dummett"),
    "danish": Localized(de="Dänische Regeln", en="Danish rules"),
}
"""The rulesets' titles for menus and tables (the ruleset protocol)."""

OPTION_TITLES: Mapping[str, Localized] = {
    "suit_order": Localized(de="Rangfolge in Herz und Karo", en="Order in hearts and diamonds"),
    "excuse_deadline": Localized(de="Der Sküs spätestens", en="The excuse at the latest"),
    "excuse_lead": Localized(de="Den Sküs ausspielen", en="Leading the excuse"),
    "vole_penalty": Localized(de="Strafe beim Vole", en="Penalty of a vole"),
    "vole_failed": Localized(de="Verfehlter Vole", en="A failed vole"),
    "eye_scale": Localized(de="Zahlung für Augen", en="Payment for eyes"),
    "dealer_declares": Localized(de="Was der Geber meldet", en="What the dealer declares"),
    "slam_eyes": Localized(de="Augen nach Tout und Nolo", en="Eyes after a tout or nolo"),
    "decl_taroks": Localized(de="Meldung: zehn Taroks", en="Declaration: ten taroks"),
    "decl_matadors": Localized(de="Meldung: drei Matadore", en="Declaration: three matadors"),
    "decl_step": Localized(de="Meldung: jede weitere Karte", en="Declaration: each card beyond"),
    "decl_four_kings": Localized(de="Meldung: vier Könige", en="Declaration: four kings"),
    "decl_three_kings": Localized(de="Meldung: drei Könige mit dem Sküs", en="Declaration: three kings and the excuse"),
    "decl_kings": Localized(de="Meldung: drei Könige (Dummett)", en="Declaration: three kings (Dummett)"),
    "decl_overfull": Localized(de="Meldung: übervoll", en="Declaration: overfull"),
    "decl_cavallerie": Localized(de="Meldung: Cavallerie", en="Declaration: cavallerie"),
    "decl_half_cavallerie": Localized(de="Meldung: halbe Cavallerie", en="Declaration: half cavallerie"),
    "decl_four_of_a_rank": Localized(de="Meldung: vier Gleiche", en="Declaration: four of a rank"),
    "decl_ladons": Localized(de="Meldung: Ladons", en="Declaration: ladons"),
    "eyes_par": Localized(de="Augen, die jeder machen soll", en="The eyes each player should make"),
    "eyes_paid_above": Localized(de="Augen bezahlt ab über …", en="Eyes paid above …"),
    "eyes_owed_below": Localized(de="Augen zu zahlen unter …", en="Eyes owed below …"),
    "pagat_won": Localized(de="Pagat heimgebracht", en="Pagat brought home"),
    "pagat_lost": Localized(de="Pagat verloren", en="Pagat lost"),
    "pagat_ultimo": Localized(de="Pagat ultimo", en="Pagat ultimo"),
    "king_won": Localized(de="Stich mit einem König", en="A trick with a king"),
    "king_lost": Localized(de="König verloren", en="A king lost"),
    "king_ultimo": Localized(de="König ultimo", en="King ultimo"),
    "all_tricks": Localized(de="Alle Stiche (Vole, Tout)", en="Every trick (vole, tout)"),
    "nolo": Localized(de="Kein Stich (Nolo)", en="No trick (nolo)"),
    "vole_announced": Localized(de="Angesagte Vole", en="Announced vole"),
    "nolo_announced": Localized(de="Angesagter Nolo", en="Announced nolo"),
    "nolo_announced_lost": Localized(de="Angesagter Nolo verloren", en="Announced nolo lost"),
    "excuse_no_tricks": Localized(de="Sküs ohne Stich", en="Excuse without a trick"),
    "last_trick": Localized(de="Letzter Stich", en="Last trick"),
    "ante": Localized(de="Einsatz in einen leeren Pott", en="Ante into an empty pot"),
    "dealer_ante": Localized(de="Einsatz des Gebers", en="The dealer's ante"),
}
"""Each option's name in plain words, in German and English (the composer of house rules)."""
