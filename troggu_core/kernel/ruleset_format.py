"""House rules as data: the ``troggu-ruleset/1`` format (issue 34).

A table's rules are a named ruleset of a game (the *base*) with some options changed, and who reported them,
where and when::

    {"format": "troggu-ruleset/1", "id": "...", "game": "troggu", "base": "visp",
     "options": {"misere_payer": "fewest-receives"},
     "name": "Visp, aber ...", "place": "Visp", "year": 2026, "reported_by": "", "notes": ""}

``options`` holds only the options that differ from the base (an option given at the base's value is dropped);
``id`` is a short hash of game, base and options (canonical JSON), so two tables that play the same rules have the
same id whatever they call them. A :class:`HouseRules` gives the game's own ruleset (:meth:`HouseRules.ruleset`),
which carries it: a state dealt from it writes the whole ``troggu-ruleset/1`` object as its record's ``ruleset``,
and the record replays with it anywhere. Every game's ``parse_ruleset`` (and so ``new``, ``random_record`` and the
record readers) takes the object or a :class:`HouseRules` where it takes a ruleset's name.

>>> hr = house_from_json({"format": FORMAT, "game": "troggu", "base": "visp",
...                       "options": {"double_threshold": 30, "tappist": "bidder"}})
>>> hr.options, len(hr.id)
({'double_threshold': 30}, 10)
>>> hr.ruleset().double_threshold, hr.ruleset().to_json()["base"]
(30, 'visp')
>>> house_from_json(hr.to_json()) == hr
True
>>> try:
...     house_from_json({"format": FORMAT, "game": "troggu", "base": "visp", "options": {"tapp": 3}})
... except RecordError as e:
...     print(e.rule_id)
record.ruleset
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
from dataclasses import dataclass, field
from typing import Any, Mapping

from ..errors import NotationError, RecordError
from ..i18n import N_, Localized, Msg, verbatim

__all__ = [
    "FORMAT",
    "KEYS",
    "HouseRules",
    "HouseRulesError",
    "base_name",
    "house_from_json",
    "house_ruleset",
    "is_house",
    "make_house",
    "option_catalogue",
]

FORMAT = "troggu-ruleset/1"
"""The format's name, the value of every house ruleset's ``format`` key."""

KEYS = ("format", "id", "game", "base", "options", "name", "place", "year", "reported_by", "notes")
"""The keys of a house ruleset (``id`` is written, and checked when read)."""

_TEXT_KEYS = {"name": 80, "place": 80, "reported_by": 80, "notes": 2000}
"""The keys that carry the reporter's words, with their longest length."""
_TEXT_WORDS = {
    "name": Localized(de="„Name der Regeln“", en="name"),
    "place": Localized(de="„Ort“", en="place"),
    "reported_by": Localized(de="„Gemeldet von“", en="reported_by"),
    "notes": Localized(de="„Bemerkungen“", en="notes"),
}
"""Each of the reporter's words as a refusal names it: in German as the composer's field, in English the file's key."""


class HouseRulesError(RecordError):
    """A refusal of house rules (rule ``record.ruleset`` or ``record.game``): ``where`` keeps the key of the
    ``troggu-ruleset/1`` object it is about (``options``, ``year``, ...), but the message says no key: its sentence
    names what it refuses in the reader's words (an option by its title, the year, the place), so a German page
    reads no English location word (issue 34).

    >>> e = HouseRulesError.at(RecordError("record.ruleset", "{n} is too many", "ruleset", n=3), "options")
    >>> e.where, e.message("en")
    ('options', '3 is too many')
    """

    def message(self, lang: str = "en") -> str:
        """``reason`` in ``lang``, without the key it is about (the sentence names it)."""
        from ..i18n import translate_error

        return translate_error(self.msgid, self.params, lang)


_YEARS = (1700, 2200)


def canonical(value: Any) -> str:
    """JSON with sorted keys and no spaces: the text the id is the hash of."""
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


@dataclass(frozen=True)
class HouseRules:
    """A house ruleset: a game's named ruleset (``base``) with the ``options`` that differ, and the reporter's
    words (what the reporter chose to give; empty text and ``year`` ``None`` for what they did not)."""

    game: str
    base: str
    options: Mapping[str, Any] = field(default_factory=dict)
    name: str = ""
    place: str = ""
    year: int | None = None
    reported_by: str = ""
    notes: str = ""

    def __hash__(self) -> int:
        return hash(canonical(self.to_json()))

    @property
    def id(self) -> str:
        """The short stable id: the first 10 hex digits of the SHA-256 of game, base and options (canonical JSON).
        The reporter's words do not change it."""
        text = canonical({"game": self.game, "base": self.base, "options": dict(self.options)})
        return hashlib.sha256(text.encode("utf-8")).hexdigest()[:10]

    def to_json(self) -> dict[str, Any]:
        """The ``troggu-ruleset/1`` object (every key; ``options`` sorted)."""
        return {
            "format": FORMAT,
            "id": self.id,
            "game": self.game,
            "base": self.base,
            "options": {k: self.options[k] for k in sorted(self.options)},
            "name": self.name,
            "place": self.place,
            "year": self.year,
            "reported_by": self.reported_by,
            "notes": self.notes,
        }

    def record_form(self) -> str | dict[str, Any]:
        """The ruleset as the game's records wrote it before this format: the base's name, or ``{"name": base,
        <option>: <value>}``."""
        return {"name": self.base, **self.options} if self.options else self.base

    def ruleset(self) -> Any:
        """The game's own ruleset with these options, carrying this object (its ``to_json()`` writes it)."""
        from .registry import game

        parsed = game(self.game).options.parse_ruleset(self.record_form())
        return dataclasses.replace(parsed, house=self)


def base_name(ruleset: Any) -> str:
    """A ruleset's name as its game names it: the name itself, or house rules' base (a :class:`HouseRules` or a
    game's ruleset made from one).

    >>> base_name("visp"), base_name(HouseRules("troggu", "graechen", {"tappist": "dealer"}))
    ('visp', 'graechen')
    """
    if isinstance(ruleset, str):
        return ruleset
    if isinstance(ruleset, HouseRules):
        return ruleset.base
    house = getattr(ruleset, "house", None)
    return house.base if isinstance(house, HouseRules) else str(getattr(ruleset, "name"))


def is_house(value: Any) -> bool:
    """True for a :class:`HouseRules` or an object that says it is one (``"format": "troggu-ruleset/1"``)."""
    return isinstance(value, HouseRules) or (isinstance(value, dict) and value.get("format") == FORMAT)


def house_ruleset(value: Any, game_id: str) -> Any | None:
    """For a game's ``parse_ruleset``: the game's ruleset when ``value`` is a house ruleset of that game (read and
    checked), else ``None`` (the value is the game's own record form).

    Raises:
        RecordError: a house ruleset that is not valid, or is another game's (rule ``record.game``).
    """
    if not is_house(value):
        return None
    hr = value if isinstance(value, HouseRules) else house_from_json(value)
    if hr.game != game_id:
        raise HouseRulesError(
            "record.game",
            N_("these house rules are for {game}, not for {expected}"),
            "game",
            game=hr.game,
            expected=game_id,
        )
    return hr.ruleset()


def _bad(msgid: str, where: str, **params: Any) -> RecordError:
    return HouseRulesError("record.ruleset", msgid, where, **params)


def _text(data: Mapping[str, Any], key: str) -> str:
    value = data.get(key, "")
    if value is None:
        return ""
    if not isinstance(value, str) or len(value) > _TEXT_KEYS[key]:
        raise _bad(N_("{key} is a text of at most {n} characters"), key, key=_TEXT_WORDS[key], n=_TEXT_KEYS[key])
    return value.strip()


def _year(data: Mapping[str, Any]) -> int | None:
    value = data.get("year")
    if value is None or value == "":
        return None
    if isinstance(value, bool) or not isinstance(value, int) or not _YEARS[0] <= value <= _YEARS[1]:
        raise _bad(
            N_("year is a year between {low} and {high}, not {value!r}"),
            "year",
            low=_YEARS[0],
            high=_YEARS[1],
            value=verbatim(value, 20),
        )
    return value


def _differing(parsed: Any, base: Any) -> dict[str, Any]:
    """The options of ``parsed`` whose value is not the base's (compared as JSON: ``true`` is not ``1``)."""
    ours, theirs = parsed.options(), base.options()
    return {k: v for k, v in ours.items() if canonical(v) != canonical(theirs.get(k))}


def _playable(info: Any, parsed: Any) -> None:
    """Refuse a combination the game cannot deal at any of its table sizes (rule ``record.ruleset``, where ``options``)."""
    reasons: list[Msg] = []
    for n in info.players:
        try:
            info.new(parsed, n, 0)
            return
        except NotationError as e:
            reasons.append(Msg(e.msgid, **e.params))  # said in the refusal's language
    raise HouseRulesError(
        "record.ruleset",
        N_("the game cannot be dealt with these options at any table: {reason}"),
        "options",
        reason=reasons[0] if reasons else verbatim(""),
    )


def make_house(game_id: str, base: str, options: Mapping[str, Any] | None = None, **words: Any) -> HouseRules:
    """A house ruleset from a game, a base and options (checked by the game's own reader), and the reporter's
    words (``name``, ``place``, ``year``, ``reported_by``, ``notes``).

    Raises:
        RecordError: an unknown game (``record.game``), base, option or value (the game's rule), a combination the
            game cannot play, a bad text or year (``record.ruleset``, with where).
    """
    return house_from_json({"format": FORMAT, "game": game_id, "base": base, "options": dict(options or {}), **words})


def house_from_json(data: Any, game_id: str | None = None) -> HouseRules:
    """Read a ``troggu-ruleset/1`` object (decoded JSON) and check it: the game, the base, every option and value
    (by the game's own ruleset reader), the combination, the reporter's words and, when written, the id.
    ``game_id``: the game the caller expects.

    Raises:
        RecordError: what is wrong, with the rule (``record.game`` for the game, else ``record.ruleset``, every
            game's) and where (``format``, ``game``, ``base``, ``options``, ``year``, ``id``, ...).
    """
    from .registry import GAME_MODULES, game

    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise _bad(N_('house rules are a JSON object with "format": "{format}"'), "format", format=FORMAT)
    unknown = [k for k in data if k not in KEYS]
    if unknown:
        raise _bad(
            N_("{key!r} is not a key of house rules ({keys})"),
            str(verbatim(unknown[0], 30)),
            key=verbatim(unknown[0], 30),
            keys=", ".join(KEYS),
        )
    gid = data.get("game")
    if not isinstance(gid, str) or gid not in GAME_MODULES:
        raise HouseRulesError(
            "record.game",
            N_("{name} is not a game; games: {games}"),
            "game",
            name=verbatim(gid, 30),
            games=", ".join(GAME_MODULES),
        )
    if game_id is not None and gid != game_id:
        raise HouseRulesError(
            "record.game",
            N_("these house rules are for {game}, not for {expected}"),
            "game",
            game=gid,
            expected=game_id,
        )
    info = game(gid)
    options = data.get("options", {})
    if not isinstance(options, dict):
        raise _bad(N_("options is an object of option names and values"), "options")
    base_name = data.get("base")
    if not isinstance(base_name, str) or base_name not in info.rulesets:
        raise base_name_error(base_name, info)
    base = info.options.parse_ruleset(base_name)
    if "name" in options:
        raise HouseRulesError(
            "record.ruleset",
            N_("{key!r} is not an option of ruleset {name} ({options})"),
            "options",
            key="name",
            name=base_name,
            options=", ".join(base.options()),
        )
    try:
        parsed = info.options.parse_ruleset({"name": base_name, **options}) if options else base
    except RecordError as e:
        raise HouseRulesError.at(e, "options") from None
    except NotationError as e:
        raise HouseRulesError(e.rule_id, e.msgid, "options", **e.params) from None
    _playable(info, parsed)
    hr = HouseRules(
        game=gid,
        base=base_name,
        options=_differing(parsed, base),
        name=_text(data, "name"),
        place=_text(data, "place"),
        year=_year(data),
        reported_by=_text(data, "reported_by"),
        notes=_text(data, "notes"),
    )
    if "id" in data and data["id"] != hr.id:
        raise HouseRulesError(
            "record.ruleset",
            N_("the id {given!r} does not belong to these rules (their id is {id})"),
            "id",
            given=verbatim(data["id"], 20),
            id=hr.id,
        )
    return hr


def base_name_error(value: Any, info: Any) -> RecordError:
    """The error for a base that is not one of the game's named rulesets (rule ``record.ruleset``)."""
    return HouseRulesError(
        "record.ruleset",
        N_("{name!r} is not one of the rulesets ({names})"),
        "base",
        name=verbatim(value, 20),
        names=", ".join(info.rulesets),
    )


def _source_text(reading: Any, lang: str) -> str:
    """A value's source, or for a value no source gives (``Reading.unsourced``) the mark that says so."""
    if getattr(reading, "unsourced", False):
        return "nicht in den Quellen" if lang == "de" else "not in the sources"
    return str(reading.source)


def option_catalogue(game_id: str, lang: str = "en") -> dict[str, Any]:
    """A game's options as data for the command line and the composer: each option with its values (the default
    first; an option read by its own rule, as the French Tarot's thresholds: the values the sources give), each
    value's meaning in ``lang`` and source (a value no source gives: "nicht in den Quellen" / "not in the sources"),
    and each named ruleset's value; an option that takes other whole numbers too has their ``range`` (``count``,
    ``low``, ``high`` and ``words``: the composer's number fields).

    >>> cat = option_catalogue("troccas")
    >>> cat["bases"], cat["options"]["jack_demand"]["defaults"]
    (['surselva'], {'surselva': True})
    """
    from .registry import game

    info = game(game_id)
    defaults = {name: info.options.parse_ruleset(name).options() for name in info.rulesets}
    out: dict[str, Any] = {"format": FORMAT, "game": game_id, "bases": list(info.rulesets), "options": {}}
    for option, listed in info.options.OPTION_VALUES.items():
        readings = info.options.OPTION_READINGS.get(option, {})
        values = tuple(listed) or tuple(readings)  # an option read by its own rule: the values with a reading
        title = getattr(info.options, "OPTION_TITLES", {}).get(option)
        out["options"][option] = {
            "title": title.render(lang) if title is not None else option,
            "values": [
                {
                    "value": list(v) if isinstance(v, tuple) else v,
                    "meaning": readings[v].label(lang) if v in readings else "",
                    "source": _source_text(readings[v], lang) if v in readings else "",
                    # the meaning already says so: a page need not say it twice (the composer's source line)
                    "unsourced": bool(getattr(readings.get(v), "unsourced", False)),
                }
                for v in values
            ],
            "defaults": {name: d[option] for name, d in defaults.items() if option in d},
        }
        bounds = getattr(info.options, "OPTION_RANGES", {}).get(option)
        if bounds is not None:
            out["options"][option]["range"] = _range(bounds, getattr(info.options, "OPTION_FREE", {}).get(option), lang)
    return out


def _range(bounds: tuple[int, int, int], free: Any, lang: str) -> dict[str, Any]:
    """What else a table may set (the game's ``OPTION_RANGES``): how many whole numbers (``count`` 0: one), the
    lowest and the highest, and in words (the game's ``OPTION_FREE`` where it has them).

    >>> _range((0, 1, 36), None, "de")["words"], _range((3, 1, 22), None, "en")["words"]
    ('oder eine andere ganze Zahl von 1 bis 36', 'or three other whole numbers 1-22')
    """
    count, low, high = bounds
    if free is not None:
        words = free.render(lang)
    elif count == 0:
        words = (
            f"oder eine andere ganze Zahl von {low} bis {high}"
            if lang == "de"
            else f"or another whole number {low}-{high}"
        )
    else:
        n = _NUMBER_WORDS.get(count, (str(count), str(count)))[0 if lang == "de" else 1]
        words = (
            f"oder {n} andere ganze Zahlen von {low} bis {high}"
            if lang == "de"
            else f"or {n} other whole numbers {low}-{high}"
        )
    return {"count": count, "low": low, "high": high, "words": words}


_NUMBER_WORDS = {2: ("zwei", "two"), 3: ("drei", "three"), 4: ("vier", "four")}
