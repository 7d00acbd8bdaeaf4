"""One ruleset protocol for every game: a ruleset has a ``name``, its ``options()`` and a record form
(``to_json()``); a game's ``rulesets`` module names its rulesets and options and reads a ruleset back
(``parse_ruleset``). :func:`read_options` is the one reader of the record form the family games share.

>>> values = {"overtrump": ("required", "free"), "chelem": (True, False)}
>>> read_options({"name": "fft", "chelem": False}, names=("fft", "seed"), option_values=values)
('fft', {'chelem': False})
>>> try:
...     read_options("xyz", names=("fft", "seed"), option_values=values)
... except RecordError as e:
...     print(e.rule_id, e.reason)
record.ruleset 'xyz' is not one of the rulesets (fft, seed)
"""

from __future__ import annotations

from typing import Any, Callable, Mapping, Protocol, Sequence, runtime_checkable

from ..errors import RecordError
from ..i18n import N_, Localized, verbatim

__all__ = [
    "Ruleset",
    "RulesetCatalogue",
    "read_options",
    "option_text",
    "option_name",
    "value_names",
    "check_rulesets",
]


@runtime_checkable
class Ruleset(Protocol):
    """A parsed ruleset of any game (Troggu's villages, Troccas, the Großtarock rulesets, the French Tarot's)."""

    @property
    def name(self) -> str:
        """The ruleset's id (``visp``, ``surselva``, ``1754``, ``fft``)."""
        ...

    def options(self) -> dict[str, Any]:
        """Every option that applies, with its value, as JSON-ready data (a result's ``options`` key)."""
        ...

    def to_json(self) -> str | dict[str, Any]:
        """The record form: the bare name when no option differs from the named ruleset, else an object."""
        ...

    @property
    def payment_unit(self) -> int:
        """What one unit of a result's ``payments`` is worth in the score pad's unit (:attr:`.pad.PadSpec.unit`):
        Troggu's village base (so many Rappen), 1 where the payments are the pad's points."""
        ...


@runtime_checkable
class RulesetCatalogue(Protocol):
    """What a game's ``rulesets`` module offers (``GameInfo.options``): the named rulesets and their titles
    (:class:`~troggu_core.i18n.Localized`, for menus), each option's
    values (the default first) with their sources and meanings, and the reader of the record form."""

    RULESETS: Mapping[str, Any]
    TITLES: Mapping[str, Any]
    OPTION_VALUES: Mapping[str, tuple[Any, ...]]
    OPTION_READINGS: Mapping[str, Mapping[Any, Any]]

    def parse_ruleset(self, value: Any) -> Any:
        """A ruleset from its name or an object ``{"name": ..., <option>: <value>}``; raises a ``TrogguError``."""
        ...


def option_text(value: Any) -> str:
    """A value as a record writes it (``true``, ``false``, text, numbers)."""
    return "true" if value is True else "false" if value is False else str(value)


def option_name(key: str, titles: Mapping[str, Localized] | None) -> Any:
    """An option inside a refusal, as the reader knows it: its title (the game's ``OPTION_TITLES``) in quotes, said
    in the refusal's language (issue 34: „Grundbetrag“ muss …, not ``base_rappen muss …``); a key the game gives no
    title (an unknown one) as it is.

    >>> titles = {"base_rappen": Localized(de="Grundbetrag", en="Base amount")}
    >>> name = option_name("base_rappen", titles)
    >>> name.render("de"), name.render("en"), option_name("x_y", titles)
    ('„Grundbetrag“', '“Base amount”', 'x_y')
    """
    title = titles.get(key) if titles is not None and isinstance(key, str) else None
    if title is None:
        return verbatim(key)
    return Localized(de=f"„{title.de}“", en=f"“{title.en}”")


def value_names(key: str, values: Sequence[Any], readings: Mapping[str, Mapping[Any, Any]] | None) -> Any:
    """An option's allowed values inside a refusal, as the composer shows them: each value's meaning (its
    reading's words, quoted, without the composer's marks) in the refusal's language (issue 34: „wer «normal» sagt“, „der Geber“, not
    ``bidder | dealer``); a value without a reading as a record writes it.

    >>> from .options import Reading
    >>> readings = {"tappist": {"dealer": Reading("001:63", "der Geber", "the dealer")}}
    >>> names = value_names("tappist", ["dealer", "bidder"], readings)
    >>> names.render("de"), names.render("en")
    ('„der Geber“, bidder', '“the dealer”, bidder')
    """
    own = (readings or {}).get(key, {})

    def said(v: Any, lang: str) -> str:
        reading = own.get(tuple(v) if isinstance(v, list) else v) if not isinstance(v, dict) else None
        if reading is None:
            return option_text(v)
        return f"„{reading.de}“" if lang == "de" else f"“{reading.en}”"

    return Localized(de=", ".join(said(v, "de") for v in values), en=", ".join(said(v, "en") for v in values))


def _same(a: object, b: object) -> bool:
    return type(a) is type(b) and a == b


def read_options(
    value: Any,
    *,
    names: Sequence[str],
    option_values: Mapping[str, tuple[Any, ...]],
    applicable: Callable[[str], Sequence[str]] | None = None,
    special: Mapping[str, Callable[[Any], Any]] | None = None,
    rule: str = "record.ruleset",
    titles: Mapping[str, Localized] | None = None,
    readings: Mapping[str, Mapping[Any, Any]] | None = None,
) -> tuple[str, dict[str, Any]]:
    """The name and the options given in a ruleset's record form (a name, or ``{"name": ..., <option>: ...}``).

    ``applicable(name)`` lists the options a ruleset takes (default: all); ``special[option](value)`` checks and
    converts an option whose values are not a list (raising its own error). A value is one of the option's
    values of the same type (``true`` is not ``1``). A refusal names an option by its title (``titles``: the game's
    ``OPTION_TITLES``; :func:`option_name`) and its values by their meanings (``readings``: the game's
    ``OPTION_READINGS``; :func:`value_names`).

    Raises:
        RecordError: not a name or an object, an unknown name, option or value (rule ``rule``, at ``ruleset``).
    """
    shown = ", ".join(names)
    if isinstance(value, str):
        name: Any = value
        given: dict[Any, Any] = {}
    elif isinstance(value, dict):
        if "name" not in value:
            raise RecordError(
                rule, N_('a ruleset is a name or an object with a "name" ({names})'), "ruleset", names=shown
            )
        name = value["name"]
        given = {k: v for k, v in value.items() if k != "name"}
    else:
        raise RecordError(rule, N_('a ruleset is a name or an object with a "name" ({names})'), "ruleset", names=shown)
    if not isinstance(name, str) or name not in names:
        raise RecordError(
            rule,
            N_("{name!r} is not one of the rulesets ({names})"),
            "ruleset",
            name=verbatim(name, 20),
            names=shown,
        )
    allowed_options = tuple(applicable(name)) if applicable is not None else tuple(option_values)
    options: dict[str, Any] = {}
    for key, val in given.items():
        if key not in allowed_options:
            raise RecordError(
                rule,
                N_("{key!r} is not an option of ruleset {name} ({options})"),
                "ruleset",
                key=verbatim(key, 30),
                name=name,
                options=", ".join(allowed_options),
            )
        if special is not None and key in special:
            options[key] = special[key](val)
            continue
        if not any(_same(val, v) for v in option_values[key]):
            raise RecordError(
                rule,
                N_("{value!r} is not a value of option {key} ({allowed})"),
                "ruleset",
                value=verbatim(val if isinstance(val, (list, tuple, dict)) else option_text(val), 30),  # bounded
                key=option_name(key, titles),
                allowed=value_names(key, option_values[key], readings),
            )
        options[key] = val
    return name, options


def check_rulesets(catalogue: Any, names: Sequence[str]) -> None:
    """What every game's rulesets must be (used by the registry): a :class:`RulesetCatalogue` whose every named
    ruleset (``names``: the game's ``GameInfo.rulesets``) parses to a :class:`Ruleset` of that name that reads
    back from its own record form, whose every option has a name in plain words (``OPTION_TITLES``, German and
    English) and whose every option value has a reading (source and meaning).

    Raises:
        TypeError: the game's rulesets do not follow the protocol.
    """
    if not isinstance(catalogue, RulesetCatalogue):
        raise TypeError(
            "a game's rulesets module needs RULESETS, TITLES, OPTION_VALUES, OPTION_READINGS and parse_ruleset"
        )
    for name in names:
        rs = catalogue.parse_ruleset(name)
        if not isinstance(rs, Ruleset) or rs.name != name:
            raise TypeError(f"ruleset {name!r} does not follow the ruleset protocol")
        if catalogue.parse_ruleset(rs.to_json()) != rs or rs.to_json() != name:
            raise TypeError(f"ruleset {name!r} does not read back from its record form")
        if not getattr(catalogue.TITLES.get(name), "de", "") or not getattr(catalogue.TITLES.get(name), "en", ""):
            raise TypeError(f"ruleset {name!r} has no title in German and English")
    titles = getattr(catalogue, "OPTION_TITLES", {})
    for option, values in catalogue.OPTION_VALUES.items():
        title = titles.get(option)
        if not getattr(title, "de", "") or not getattr(title, "en", ""):
            raise TypeError(f"option {option!r} has no name in German and English (OPTION_TITLES)")
        readings = catalogue.OPTION_READINGS.get(option, {})
        missing = [v for v in values if v not in readings]
        if missing:
            raise TypeError(f"option {option!r} has no reading for {missing!r}")
