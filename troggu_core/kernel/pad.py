"""The score pad: an evening at a real table, round by round, scored by the game's own rules.

A game of the family scores a round from what the table sees (``GameInfo.pad``, a :class:`PadSpec`): the
inputs are data the page draws a form from (:class:`PadField`), and ``score_round`` answers the payments and
why. This module is the part every game shares: reading an evening, running totals, who pays whom with the
fewest transfers (:func:`settle_up`), and the evening as a file (``troggu-session/1``, :func:`dumps`,
:func:`loads`) and as CSV (:func:`to_csv`). No game's rule is stated here.

>>> settle_up([30, -10, -20])
[(1, 0, 10), (2, 0, 20)]
>>> settle_up([5, 5, -5, -5])
[(2, 1, 5), (3, 0, 5)]
"""

from __future__ import annotations

import csv
import hashlib
import io
import json
import math
from dataclasses import dataclass, field
from typing import Any, Callable, Mapping, Sequence

from ..errors import NotationError, RecordError, TrogguError
from ..i18n import Localized, Msg, brief, verbatim
from .jsonio import MAX_BYTES, check_depth, read_json
from .records import require_keys
from .ruleset_format import house_from_json, is_house

__all__ = [
    "FORMAT",
    "Choice",
    "PadField",
    "PadSpec",
    "RoundScore",
    "Evening",
    "settle_up",
    "read_inputs",
    "evening_of",
    "score_evening",
    "dumps",
    "loads",
    "load_data",
    "too_large",
    "to_csv",
    "MAX_ROUNDS",
    "MAX_NAME",
    "MAX_TITLE",
    "BASE_RANGE",
    "FORMULA_STARTS",
    "spreadsheet_cell",
    "evening_key",
]

FORMAT = "troggu-session/1"
"""The format of an evening written by the score pad (every game of the family)."""
MAX_ROUNDS = 500
"""The most rounds one evening holds (a long evening has 60)."""
MAX_NAME = 40
"""The longest player's name."""
MAX_TITLE = 80
"""The longest title of an evening (a longer one is cut)."""
BASE_RANGE = (1, 100_000)
"""The smallest and the largest base amount of an evening."""
FILE_KEYS = ("ruleset", "names", "rounds", "totals")
"""The keys a ``troggu-session/1`` file must have beside ``format`` and ``game`` (:func:`dumps` writes them all)."""


def _whole(x: float) -> float:
    """``x`` as an ``int`` where it is whole (the page shows ``42``, not ``42.0``)."""
    return int(x) if float(x).is_integer() else x


@dataclass(frozen=True)
class Choice:
    """One value a choice field takes, with its title in each language."""

    value: str
    de: str
    en: str


@dataclass(frozen=True)
class PadField:
    """One input of a round as the table enters it.

    ``kind``: ``choice`` (one of ``choices``), ``seat`` (a player), ``seat?`` (a player or nobody), ``number``
    (``lo``..``hi`` in steps of ``step``), ``numbers`` (one number per player), ``flag`` (yes or no).
    ``when``: the field counts only when another field has one of these values (``{"type": ("normal",)}``).
    """

    key: str
    kind: str
    de: str
    en: str
    lo: float = 0
    hi: float = 0
    step: float = 1
    choices: tuple[Choice, ...] = ()
    when: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    default: Any = None
    seats: tuple[int, ...] = ()
    """The players the field is about (a party's seats), for the page to name them."""
    counted: bool = False
    """The field is a side's card points as the game counts a pile (``GameInfo.count_pile``): the page may offer to
    pick the side's cards and fill it with the engine's count (the calculator's picker, op ``pad_count``)."""

    def start(self, players: int) -> Any:
        """The value the page starts the field from (the reader changes it): its ``default``, else the first seat, a
        number three fifths up its range (a side that won clearly, where it is a side's points), a range's even
        split among the players (the remainder to the first); ``None`` for the other kinds.

        >>> PadField("pts", "numbers", "Punkte", "points", lo=0, hi=90).start(4)
        [24, 22, 22, 22]
        >>> PadField("pts", "number", "Punkte", "points", lo=0, hi=70).start(4)
        42
        """
        if self.default is not None:
            return self.default
        if self.kind == "seat":
            return 0
        if self.kind == "number":
            return _whole(math.floor(self.lo + 0.6 * (self.hi - self.lo) + 0.5))
        if self.kind == "numbers":
            if self.lo < 0:
                return [0] * players
            share = math.floor(self.hi / players)
            return [_whole(self.hi - share * (players - 1) if s == 0 else share) for s in range(players)]
        return None

    def to_json(self, lang: str, players: int | None = None) -> dict[str, Any]:
        """The field as the page draws it, in ``lang``; with ``players``, the value it starts from (``start``)."""
        out: dict[str, Any] = {"key": self.key, "kind": self.kind, "label": self.de if lang == "de" else self.en}
        if players is not None and self.start(players) is not None:
            out["start"] = self.start(players)
        if self.kind in ("number", "numbers"):
            out.update(lo=self.lo, hi=self.hi, step=self.step)
        if self.choices:
            out["choices"] = [{"value": c.value, "title": c.de if lang == "de" else c.en} for c in self.choices]
        if self.when:
            out["when"] = {k: list(v) for k, v in self.when.items()}
        if self.default is not None:
            out["default"] = self.default
        if self.seats:
            out["seats"] = list(self.seats)
        if self.counted:
            out["counted"] = True
        return out

    def applies(self, inputs: Mapping[str, Any]) -> bool:
        """True when the field counts for these inputs (its ``when`` holds)."""
        return all(inputs.get(k) in values for k, values in self.when.items())


@dataclass(frozen=True)
class RoundScore:
    """A round's payments (whole amounts per seat, summing to zero) and why, phrase by phrase."""

    payments: tuple[int, ...]
    why: tuple[Msg, ...]


@dataclass(frozen=True)
class PadSpec:
    """How a game's table keeps score: the inputs of a round and the rule that pays it.

    Every callable takes the ruleset as the evening plays it: a ruleset's name, or house rules (a
    :class:`~.ruleset_format.HouseRules`, issue 34), which the game reads with its own ``parse_ruleset``.

    * ``fields(ruleset, players)`` -- the inputs, in the order the page asks them;
    * ``score_round(inputs, ruleset, players, base, dealer)`` -- the round paid (inputs already read by
      :func:`read_inputs`; raises a :class:`~troggu_core.errors.TrogguError` naming the rule when they cannot be);
    * ``players(ruleset)`` -- the numbers of players the ruleset is played by;
    * ``base(ruleset)`` -- the usual base amount; ``unit`` -- what it counts (Rappen, points), ``unit_one`` -- the
      same for an amount of 1 (point).
    """

    fields: Callable[[Any, int], tuple[PadField, ...]]
    score_round: Callable[[Mapping[str, Any], Any, int, int, int], RoundScore]
    players: Callable[[Any], tuple[int, ...]]
    base: Callable[[Any], int]
    unit: Localized
    unit_one: Localized | None = None
    """The unit of an amount of 1 (``1 Punkt``), where it is not ``unit``'s word (``1 Rappen``)."""
    outcomes: Mapping[str, str] = field(default_factory=dict)
    """Each outcome of a round played out (the composer's comparison counts them: the contract, the settlement, a
    matsch, else ``round``) and its words: a message of the catalogue, or a name said alike in both languages."""
    examples: Callable[[Any], tuple[dict[str, Any], ...]] | None = None
    """Rounds that show what the ruleset pays (the inputs of a round at the smallest table, one per case): the
    printed rules sheet's payments table (issue 34)."""


# ---------------------------------------------------------------- settling up
def settle_up(balances: Sequence[int]) -> list[tuple[int, int, int]]:
    """Who pays whom how much so that every balance is settled, with the fewest transfers: ``(payer, payee,
    amount)``.

    The fewest transfers are the players with a balance less the most groups they split into that each sum
    to zero (each group settles within itself in one transfer less than its size); the groups are found over
    every subset (at most 8 players: 256 subsets).
    """
    people = [s for s, b in enumerate(balances) if b]
    if sum(balances):
        raise ValueError("the balances do not sum to zero")
    k = len(people)
    sums = [0] * (1 << k)
    for mask in range(1, 1 << k):
        low = (mask & -mask).bit_length() - 1
        sums[mask] = sums[mask & (mask - 1)] + balances[people[low]]
    best = [0] * (1 << k)
    choice = [0] * (1 << k)
    for mask in range(1, 1 << k):
        if sums[mask]:
            continue
        low = mask & -mask
        sub = mask
        while sub:  # the zero-sum group holding the lowest member, and the best split of the rest
            if sub & low and sums[sub] == 0 and best[mask ^ sub] + 1 > best[mask]:
                best[mask], choice[mask] = best[mask ^ sub] + 1, sub
            sub = (sub - 1) & mask
    out: list[tuple[int, int, int]] = []
    mask = (1 << k) - 1
    while mask:
        group = [people[i] for i in range(k) if choice[mask] >> i & 1]
        out.extend(_settle_group(group, balances))
        mask ^= choice[mask]
    return sorted(out)


def _settle_group(group: list[int], balances: Sequence[int]) -> list[tuple[int, int, int]]:
    """A zero-sum group settled in one transfer less than its size: each payer in turn pays the receivers."""
    owe = [[s, -balances[s]] for s in group if balances[s] < 0]
    get = [[s, balances[s]] for s in group if balances[s] > 0]
    out = []
    i = j = 0
    while i < len(owe) and j < len(get):
        amount = min(owe[i][1], get[j][1])
        out.append((owe[i][0], get[j][0], amount))
        owe[i][1] -= amount
        get[j][1] -= amount
        i += owe[i][1] == 0
        j += get[j][1] == 0
    return out


# ---------------------------------------------------------------- reading inputs
def _number(value: Any, f: PadField, label: str, where: str) -> float | int:
    if value is None or value == "":
        raise RecordError("record.format", "{field}: missing", where, field=verbatim(label, 60))
    if isinstance(value, str) and value.strip():
        try:
            value = float(value.replace(",", "."))
        except ValueError:
            pass
    ok = isinstance(value, (int, float)) and not isinstance(value, bool) and value == value
    if ok and f.lo <= value <= f.hi and float(value / f.step).is_integer():
        return int(value) if float(value).is_integer() else float(value)
    raise RecordError(
        "record.format",
        "{field} must be a number from {lo} to {hi} in steps of {step}, not {value}",
        where,
        field=verbatim(label, 60),
        lo=_n(f.lo),
        hi=_n(f.hi),
        step=_n(f.step),
        value=brief(value, 20),
    )


def _n(x: float) -> int | float:
    return int(x) if float(x).is_integer() else x


def read_inputs(
    spec_fields: Sequence[PadField], raw: Any, players: int, names: Sequence[str], lang: str = "en", where: str = ""
) -> dict[str, Any]:
    """A round's inputs checked against the game's fields: only the fields that apply, each of its kind and in
    its range (a player is a seat number 0..players-1).

    Raises:
        RecordError: a field is missing or out of range (rule ``record.format``), said in the reader's words.
    """
    if not isinstance(raw, dict):
        raise RecordError("record.format", "a round's inputs are an object of fields", where or "inputs")
    out: dict[str, Any] = {}
    for f in spec_fields:
        if not f.applies(out):
            continue
        label = f.de if lang == "de" else f.en
        at = f"{where}.{f.key}" if where else f.key
        value = raw.get(f.key, f.default)
        if (value is None and f.kind != "seat?") or value == "" or value == []:
            raise RecordError("record.format", "{field}: missing", at, field=verbatim(label, 60))
        if f.kind == "choice":
            if value not in [c.value for c in f.choices]:
                raise RecordError(
                    "record.format",
                    "{field}: choose {choices}, not {value}",
                    at,
                    field=verbatim(label, 60),
                    choices=", ".join(c.de if lang == "de" else c.en for c in f.choices),
                    value=brief(value, 20),
                )
        elif f.kind in ("seat", "seat?"):
            if value is None and f.kind == "seat?":
                pass
            elif not isinstance(value, int) or isinstance(value, bool) or not 0 <= value < players:
                raise RecordError(
                    "record.format",
                    "{field}: choose one of the players, not {value}",
                    at,
                    field=verbatim(label, 60),
                    value=brief(value, 20),
                )
        elif f.kind == "number":
            value = _number(value, f, label, at)
        elif f.kind == "numbers":
            if not isinstance(value, list) or len(value) != players:
                raise RecordError(
                    "record.format",
                    "{field}: give one number for each of the {n} players",
                    at,
                    field=verbatim(label, 60),
                    n=players,
                )
            value = [
                _number(v, f, f"{label} ({names[s] if s < len(names) else s + 1})", f"{at}[{s}]")
                for s, v in enumerate(value)
            ]
        elif f.kind == "flag":
            if not isinstance(value, bool):
                value = bool(value)
        out[f.key] = value
    return out


# ---------------------------------------------------------------- an evening
@dataclass(frozen=True)
class Evening:
    """An evening as the pad keeps it: the game, ruleset, players' names in seat order, the base, the rounds'
    inputs (the first round dealt by seat 0, the deal passing on by one seat each round).

    ``house``: the house rules the evening is scored by (issue 34), a :class:`~.ruleset_format.HouseRules` whose
    base is ``ruleset``; ``None`` for the named ruleset itself."""

    game: str
    ruleset: str
    names: tuple[str, ...]
    base: int
    rounds: tuple[dict[str, Any], ...]
    title: str = ""
    house: Any = None

    @property
    def players(self) -> int:
        return len(self.names)

    @property
    def rules(self) -> Any:
        """What the game's pad scores by: the house rules, else the ruleset's name."""
        return self.house if self.house is not None else self.ruleset

    def ruleset_json(self) -> Any:
        """The ruleset as a file and the page keep it: the name, or the house rules' ``troggu-ruleset/1`` object."""
        return self.house.to_json() if self.house is not None else self.ruleset


def evening_of(data: Any, info: Any, lang: str = "en") -> Evening:
    """An evening from its JSON data (as the page or a file holds it), checked against the game's pad.

    Raises:
        RecordError: what is wrong, naming where (rule ``record.format`` or ``record.ruleset``); data nesting deeper
            than JSON text is read (:func:`~.jsonio.check_depth`).
    """
    if not isinstance(data, dict):
        raise RecordError("record.format", "an evening is a JSON object", "")
    check_depth(data)
    pad: PadSpec = info.pad
    ruleset = data.get("ruleset")
    house = None
    if is_house(ruleset):  # house rules: read and checked by the engine, scored by their base's pad
        try:
            house = house_from_json(ruleset, info.id)
        except RecordError as e:
            raise RecordError.at(e, f"ruleset.{e.where}" if e.where else "ruleset") from None
        ruleset = house.base
    if not isinstance(ruleset, str) or ruleset not in info.rulesets:
        raise RecordError(
            "record.ruleset",
            "unknown ruleset {name!r}: choose {choices}",
            "ruleset",
            name=verbatim(ruleset, 30),
            choices=", ".join(info.rulesets),
        )
    rules = house if house is not None else ruleset
    names = data.get("names")
    allowed = pad.players(rules)
    if not isinstance(names, list) or len(names) not in allowed:
        raise RecordError(
            "record.format",
            "{title} is played by {counts} players, not {n}",
            "names",
            title=Localized(de=info.title_de, en=info.title_en),
            counts=", ".join(map(str, allowed)),
            n=len(names) if isinstance(names, list) else brief(names, 20),
        )
    clean: list[str] = []
    for s, name in enumerate(names):  # a seat named as the form names it: "seat 3", counted from 1
        if not isinstance(name, str) or not 0 < len(name.strip()) <= MAX_NAME:
            raise RecordError(
                "record.format", "seat {seat}: a player's name has 1 to {n} characters", seat=s + 1, n=MAX_NAME
            )
        same = [k for k, other in enumerate(clean) if other.casefold() == name.strip().casefold()]
        if same:
            raise RecordError(
                "record.format",
                "seat {seat}: {name} plays at seat {other} already; give each player another name",
                seat=s + 1,
                name=verbatim(name.strip(), MAX_NAME),
                other=same[0] + 1,
            )
        clean.append(name.strip())
    base = data.get("base", pad.base(rules))
    lo, hi = BASE_RANGE
    if not isinstance(base, int) or isinstance(base, bool) or not lo <= base <= hi:
        raise RecordError(
            "record.format",
            "the base must be a whole number from {lo} to {hi}, not {value}",
            "base",
            lo=lo,
            hi=hi,
            value=brief(base, 20),
        )
    rounds = data.get("rounds", [])
    if not isinstance(rounds, list) or len(rounds) > MAX_ROUNDS:
        raise RecordError("record.format", "the rounds are a list of at most {n}", "rounds", n=MAX_ROUNDS)
    fields = pad.fields(rules, len(clean))
    read = tuple(
        read_inputs(
            fields, r.get("inputs") if isinstance(r, dict) else r, len(clean), clean, lang, f"rounds[{k}].inputs"
        )
        for k, r in enumerate(rounds)
    )
    title = data.get("title", "")
    return Evening(
        info.id, ruleset, tuple(clean), base, read, title[:MAX_TITLE] if isinstance(title, str) else "", house
    )


def evening_key(ev: Evening) -> str:
    """What makes two evenings the same evening: the game, ruleset, names, base and every round's inputs (not the
    title, which the reader may change), and the house rules' id where it plays by house rules (not the reporter's
    words). A hex SHA-256 of their canonical JSON; an import of an evening already stored has the stored one's key."""
    data = [ev.game, ev.ruleset, list(ev.names), ev.base, list(ev.rounds)]
    if ev.house is not None:
        data.append(ev.house.id)
    text = json.dumps(data, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def score_evening(ev: Evening, info: Any, lang: str = "en") -> dict[str, Any]:
    """Every round paid by the game's rules, with why in ``lang``; the running totals; who pays whom."""
    pad: PadSpec = info.pad
    n = ev.players
    totals = [0] * n
    rounds = []
    for k, inputs in enumerate(ev.rounds):
        dealer = k % n
        try:
            sc = pad.score_round(inputs, ev.rules, n, ev.base, dealer)
        except TrogguError as e:  # a rule's refusal (IllegalActionError) or a record's, said with its round
            raise RecordError(
                e.rule_id, "round {round}: {why}", f"rounds[{k}]", round=k + 1, why=Msg(e.msgid, **e.params)
            ) from None
        assert sum(sc.payments) == 0, "a round's payments sum to zero"
        totals = [t + p for t, p in zip(totals, sc.payments)]
        rounds.append(
            {
                "number": k + 1,
                "dealer": dealer,
                "inputs": inputs,
                "payments": list(sc.payments),
                "why": [m.render(lang) for m in sc.why],
                "totals": list(totals),
            }
        )
    return {
        "game": ev.game,
        "ruleset": ev.ruleset_json(),
        "names": list(ev.names),
        "base": ev.base,
        "rounds": rounds,
        "totals": totals,
        "transfers": [{"from": a, "to": b, "amount": m} for a, b, m in settle_up(totals)],
        "next_dealer": len(ev.rounds) % n,
    }


# ---------------------------------------------------------------- the evening as a file
def dumps(ev: Evening, info: Any) -> str:
    """The evening as a ``troggu-session/1`` file: its inputs, and each round's payments and the totals as the
    engine paid them (so a file changed by hand is found out when it is read)."""
    scored = score_evening(ev, info)
    data = {
        "format": FORMAT,
        "game": ev.game,
        "ruleset": ev.ruleset_json(),
        "title": ev.title,
        "names": list(ev.names),
        "base": ev.base,
        "rounds": [{"inputs": r["inputs"], "payments": r["payments"]} for r in scored["rounds"]],
        "totals": scored["totals"],
    }
    return json.dumps(data, ensure_ascii=False, indent=1)


def loads(text: str | bytes, info: Any | None = None, lang: str = "en") -> tuple[Evening, dict[str, Any]]:
    """A ``troggu-session/1`` file read strictly: JSON, the format, the game (``info``: the one expected), the
    inputs, and every round's payments and the totals as the engine pays them. The evening and its scores.

    Raises:
        RecordError: what is wrong and where, said in the reader's language (a text over
            :data:`~.jsonio.MAX_BYTES`: :func:`too_large`).
    """
    if isinstance(text, (str, bytes, bytearray)) and len(text) > MAX_BYTES:
        raise too_large()
    return load_data(read_json(text), info, lang)


def too_large() -> RecordError:
    """The refusal of a file larger than any evening of the score pad (rule ``record.format``)."""
    return RecordError(
        "record.format", "this file is too large for an evening of the score pad (at most {n} characters)", n=MAX_BYTES
    )


def load_data(data: Any, info: Any | None = None, lang: str = "en") -> tuple[Evening, dict[str, Any]]:
    """:func:`loads` of decoded JSON data (``troggu replay`` reads an evening this way)."""
    from .registry import game

    if not isinstance(data, dict):
        raise RecordError("record.format", "an evening is a JSON object", "")
    check_depth(data)
    if data.get("format") != FORMAT:
        raise RecordError(
            "record.format",
            "this is not a score pad file: the format must be {format!r}, not {fmt}",
            "format",
            format=FORMAT,
            fmt=brief(data.get("format"), 40),
        )
    try:
        named = game(data.get("game"))
    except NotationError as e:
        raise RecordError.at(e, "game") from None
    if info is not None and named.id != info.id:
        raise RecordError(
            "record.game",
            "this is an evening of {other}, not of {title}",
            "game",
            other=Localized(de=named.title_de, en=named.title_en),
            title=Localized(de=info.title_de, en=info.title_en),
        )
    if named.pad is None:
        raise RecordError(
            "record.format", "{title} has no score pad", "game", title=Localized(de=named.title_de, en=named.title_en)
        )
    require_keys(data, FILE_KEYS)  # a file carries what the pad wrote; an evening of the page may lack its rounds
    ev = evening_of(data, named, lang)
    scored = score_evening(ev, named, lang)
    for k, (r, s) in enumerate(zip(data["rounds"], scored["rounds"])):
        if not isinstance(r, dict) or r.get("payments") != s["payments"]:
            raise RecordError(
                "record.format",
                "round {round}: the payments in the file ({file}) are not what the rules pay ({paid})",
                f"rounds[{k}].payments",
                round=k + 1,
                file=brief(r.get("payments") if isinstance(r, dict) else None, 60),
                paid=verbatim(", ".join(map(str, s["payments"]))),
            )
    if data.get("totals") != scored["totals"]:
        raise RecordError(
            "record.format",
            "the totals in the file ({file}) are not the sum of the rounds ({paid})",
            "totals",
            file=brief(data.get("totals"), 60),
            paid=verbatim(", ".join(map(str, scored["totals"]))),
        )
    return ev, scored


FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")
"""The first characters that make a spreadsheet read a text cell as a formula (OWASP, "CSV Injection")."""


def spreadsheet_cell(value: Any) -> Any:
    """A CSV cell a spreadsheet shows and never runs: text that begins like a formula gets a leading single quote
    (as OWASP and the spreadsheet vendors advise); a number stays a number, a negative one with its minus sign.

    >>> spreadsheet_cell("=1+2"), spreadsheet_cell("Anna"), spreadsheet_cell(-20)
    ("'=1+2", 'Anna', -20)
    """
    if isinstance(value, str) and value.startswith(FORMULA_STARTS):
        return "'" + value
    return value


def _row(cells: Sequence[Any]) -> list[Any]:
    return [spreadsheet_cell(c) for c in cells]


def to_csv(scored: Mapping[str, Any], lang: str = "en") -> str:
    """The evening as CSV: one row per round (its payments per player, then why), the totals last. Every text
    cell (a player's name may come from an imported file) is made safe to open in a spreadsheet
    (:func:`spreadsheet_cell`); the amounts are written as numbers."""
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\r\n")
    names = list(scored["names"])
    w.writerow(_row([Msg("round").render(lang), Msg("dealer").render(lang), *names, Msg("why").render(lang)]))
    for r in scored["rounds"]:
        w.writerow(_row([r["number"], names[r["dealer"]], *r["payments"], "; ".join(r["why"])]))
    w.writerow(_row([Msg("total").render(lang), "", *scored["totals"], ""]))
    return buf.getvalue()
