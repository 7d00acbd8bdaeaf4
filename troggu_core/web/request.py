"""Reading the fields of a widget's request, the same way for the one facade and every game's own requests: one
reader per field and one share link, so each refusal names one rule whatever the op and the game (issue 38): an
unknown ruleset ``record.ruleset``, a number of players the game or the ruleset is not played by ``players.count``,
a seed ``deal.seed``, a dealer or a seat ``players.seat``, a share link of another shape ``game.action``.

>>> int_field({"seed": "7"}, "seed", 0, MAX_SEED, "deal.seed")
7
>>> int_field({"players": 9}, "players", 3, 8, "deal.players")
Traceback (most recent call last):
...
troggu_core.web.request.WebError: [deal.players] players must be a whole number from 3 to 8, not '9'
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, Any
from urllib.parse import parse_qs, urlencode

from ..errors import TrogguError
from ..i18n import N_, Localized, seat_range, verbatim
from ..kernel.layaway import layaway_action
from ..kernel.registry import GAMES

if TYPE_CHECKING:
    from ..kernel.registry import GameInfo

__all__ = [
    "MAX_PLAYERS",
    "MAX_SEED",
    "WebError",
    "int_field",
    "lang_of",
    "Table",
    "ruleset_field",
    "players_field",
    "table_fields",
    "ruleset_players",
    "check_players",
    "share_query",
    "read_share",
]

MAX_SEED = 2**53 - 1
"""The largest seed a page may send: what a JavaScript number holds exactly."""


class WebError(TrogguError):
    """A request the widgets should not send (a bad field); it names a rule like every engine error."""


# the request fields as the widgets label them (an input error names the field the reader sees)
_FIELDS = {
    "players": N_("players"),
    "seed": N_("deal no."),
    "dealer": N_("dealer"),
    "seat": N_("seat"),
    "declarer_points": N_("the declarer's points"),
    "p": N_("points"),
    "samples": N_("samples"),
    "bot_seed": N_("seed"),
    "rounds": N_("rounds"),
    "tries": N_("tries"),
    "hints": N_("hints"),
}
"""The word a refusal says for each whole-number field a request carries (every key :func:`int_field` is asked
for has one: ``tests/test_facade_rules.py`` finds them in the code)."""
SEAT_FIELDS = frozenset({"seat", "dealer"})
"""The fields that are a seat: the request counts from 0 (the API's numbers), the refusal says the seats from 1."""


def layaway_of(req: dict[str, Any]) -> str | None:
    """The lay-away a request's ``cards`` make (a list of card codes the page sends), written by the engine
    (:func:`~troggu_core.kernel.layaway.layaway_action`); ``None`` where the request sends no such list."""
    cards = req.get("cards")
    if isinstance(cards, list) and all(isinstance(c, str) and len(c) <= 8 for c in cards):
        return layaway_action(cards)
    return None


def lang_of(req: dict[str, Any]) -> str:
    """The request's language: ``de`` when it asks for German, else ``en``."""
    return "de" if req.get("lang") == "de" else "en"


MAX_PLAYERS = 99
"""The largest number a request's ``players`` may name before the game judges it (a larger one is no table size)."""


def int_field(req: dict[str, Any], key: str, lo: int, hi: int, rule: str, default: int | None = None) -> int:
    """A whole number ``lo``..``hi`` from the request (a short numeral text too), else a refusal naming ``rule``."""
    value = req.get(key, default)
    if isinstance(value, str) and re.fullmatch(r"-?[0-9]{1,16}", value.strip()):
        value = int(value)
    if not isinstance(value, int) or isinstance(value, bool) or not lo <= value <= hi:
        if key in SEAT_FIELDS and lo == 0:
            raise WebError(
                rule,
                "{field} is one of seats {first} to {last} (counted from 0: 0 to {top}), not {value!r}",
                field=_FIELDS[key],
                value=verbatim(value, 40),
                **seat_range(hi + 1),
            )
        raise WebError(
            rule,
            "{field} must be a whole number from {lo} to {hi}, not {value!r}",
            field=_FIELDS.get(key, key),
            lo=lo,
            hi=hi,
            value=verbatim(value, 40),
        )
    return value


def ruleset_field(req: dict[str, Any], info: GameInfo, key: str = "ruleset", house: bool = False) -> Any:
    """The request's ruleset by name, one of the game's (its default when the request names none), else a refusal
    (rule ``record.ruleset``). With ``house``: also house rules, a ``troggu-ruleset/1`` object, or the name with
    ``options`` (an object, or its JSON text as a share link carries it), read and checked as a
    :class:`~troggu_core.kernel.ruleset_format.HouseRules` (rules ``ruleset.*`` and the game's)."""
    from ..kernel.ruleset_format import FORMAT, house_from_json, is_house

    name = req.get(key, info.default_ruleset)
    if house and is_house(name):
        return house_from_json(name, info.id)
    if not isinstance(name, str) or name not in info.rulesets:
        raise WebError(
            "record.ruleset",
            "unknown ruleset {name!r}: choose {choices}",
            name=verbatim(name, 30),
            choices=", ".join(info.rulesets),
        )
    options = req.get("options") if house else None
    if options is not None:
        if isinstance(options, str):
            from ..kernel.jsonio import read_json

            options = read_json(options, MAX_SHARE)
        return house_from_json({"format": FORMAT, "game": info.id, "base": name, "options": options}, info.id)
    return name


def ruleset_name(ruleset: Any) -> str:
    """A table's ruleset by name: the name, or house rules' base."""
    return ruleset if isinstance(ruleset, str) else str(ruleset.base)


def ruleset_json(ruleset: Any) -> Any:
    """A table's ruleset as an answer writes it: the name, or the house rules' ``troggu-ruleset/1`` object."""
    return ruleset if isinstance(ruleset, str) else ruleset.to_json()


@lru_cache(maxsize=16)
def _players_of(game_id: str) -> dict[str, tuple[int, ...]]:
    out: dict[str, list[int]] = {}
    for rs, n in GAMES[game_id].tables():
        out.setdefault(rs, []).append(n)
    return {rs: tuple(ns) for rs, ns in out.items()}


def ruleset_players(info: GameInfo, ruleset: Any) -> tuple[int, ...]:
    """The numbers of players a ruleset of the game is played by (the game's ``tables``; house rules: their
    base's, as no option changes who may play).

    >>> from troggu_core.kernel.registry import GAMES
    >>> ruleset_players(GAMES["troggu"], "visp"), ruleset_players(GAMES["troccas"], "surselva")
    ((4, 5, 6, 7, 8), (3, 4, 5, 6))
    """
    return _players_of(info.id).get(ruleset_name(ruleset), ())


def check_players(n: int, info: GameInfo, ruleset: Any, allowed: tuple[int, ...] | None = None) -> int:
    """``n`` when the ruleset is played by so many (``allowed``: by default the ruleset's tables), else a refusal
    naming the ruleset where it alone is played by fewer numbers than the game, else the game (rule
    ``players.count``)."""
    if allowed is None:
        allowed = ruleset_players(info, ruleset)
    if n not in allowed:
        title = (
            info.options.TITLES[ruleset_name(ruleset)]
            if len(info.rulesets) > 1 and set(allowed) != set(info.players)
            else Localized(de=info.title_de, en=info.title_en)
        )
        raise WebError(
            "players.count",
            "{title} is played by {counts} players, not {n}",
            title=title,
            counts=", ".join(map(str, allowed)),
            n=n,
        )
    return n


def players_field(req: dict[str, Any], info: GameInfo, ruleset: Any) -> int:
    """The request's number of players (the game's default when it names none): a whole number the ruleset is
    played by, else a refusal (rule ``players.count``)."""
    # any whole number is judged by the game: "Troccas is played by 3, 4, 5, 6 players, not 9", not a bare range
    n = int_field(req, "players", 1, MAX_PLAYERS, "players.count", info.default_players)
    return check_players(n, info, ruleset)


@dataclass(frozen=True)
class Table:
    """A deal as a request names it: the ruleset (a name, or house rules: a
    :class:`~troggu_core.kernel.ruleset_format.HouseRules`), the number of players, the seed and the dealer."""

    ruleset: Any
    players: int
    seed: int
    dealer: int


def table_fields(req: dict[str, Any], info: GameInfo) -> Table:
    """The deal a request names (``ruleset``, ``players``, ``seed``, ``dealer``), each field read by its one
    reader: the same refusal for the same mistake in every op of every game. The ruleset may be house rules
    (:func:`ruleset_field` with ``house``).

    >>> from troggu_core.kernel.registry import GAMES
    >>> table_fields({"ruleset": "graechen", "players": "6", "seed": 5}, GAMES["troggu"])
    Table(ruleset='graechen', players=6, seed=5, dealer=0)
    >>> table_fields({"ruleset": "visp", "players": 3}, GAMES["troggu"])
    Traceback (most recent call last):
    ...
    troggu_core.web.request.WebError: [players.count] Visp is played by 4, 5, 6, 7, 8 players, not 3
    """
    ruleset = ruleset_field(req, info, house=True)
    n = players_field(req, info, ruleset)
    seed = int_field(req, "seed", 0, MAX_SEED, "deal.seed", 0)
    dealer = int_field(req, "dealer", 0, n - 1, "players.seat", 0)
    return Table(ruleset, n, seed, dealer)


# ---------------------------------------------------------------- the share link
DEFAULT_GAME = GAMES.default
"""The game of a request or a share link that names none: the registry's default (``GAMES.default``)."""
MAX_SHARE = 1000
"""The longest share link read, in characters (house rules' options make it longer than a deal's 30)."""
_SHARE_KEYS = {"g": "game", "r": "ruleset", "o": "options", "p": "players", "s": "seed", "d": "dealer"}


def share_query(game_id: str, table: Table) -> str:
    """The share-link query that reproduces a deal (``g=`` names the game; Troggu's links keep their old form).

    >>> share_query("troccas", Table("surselva", 4, 7, 0)), share_query("troggu", Table("visp", 4, 7, 0))
    ('g=troccas&r=surselva&p=4&s=7&d=0', 'r=visp&p=4&s=7&d=0')

    House rules: the base and the options that differ (``o=``, compact JSON); not the reporter's words.
    """
    fields: dict[str, Any] = {"r": ruleset_name(table.ruleset)}
    if not isinstance(table.ruleset, str) and table.ruleset.options:
        from ..kernel.ruleset_format import canonical

        fields["o"] = canonical(dict(table.ruleset.options))
    fields.update({"p": table.players, "s": table.seed, "d": table.dealer})
    return urlencode(fields if game_id == DEFAULT_GAME else {"g": game_id, **fields})


def read_share(query: object) -> dict[str, str]:
    """A share link's fields as a request names them (``g=troccas&r=surselva&p=4&s=7&d=0``, with or without a
    leading ``#`` or ``?``): ``game``, ``ruleset``, ``players``, ``seed``, ``dealer``, as text; the values are
    read by the fields' own readers (:func:`table_fields`). A link of another shape is refused (rule
    ``game.action``).

    >>> read_share("#g=troccas&r=surselva&p=4&s=7")
    {'game': 'troccas', 'ruleset': 'surselva', 'players': '4', 'seed': '7'}
    """
    if not isinstance(query, str) or len(query) > MAX_SHARE:
        raise WebError("game.action", "a share link is a short text like r=visp&p=4&s=7")
    query = query.lstrip("#?")
    try:
        parsed = parse_qs(query, keep_blank_values=True, strict_parsing=bool(query), max_num_fields=8)
    except ValueError:
        raise WebError("game.action", "this share link is not of the form r=visp&p=4&s=7&d=0") from None
    unknown = sorted(set(parsed) - set(_SHARE_KEYS))
    if unknown:
        raise WebError("game.action", "unknown key in the share link: {key!r}", key=verbatim(unknown[0], 20))
    fields: dict[str, str] = {}
    for key, values in parsed.items():
        if len(values) != 1:
            raise WebError("game.action", "the key {key!r} appears twice in the share link", key=key)
        fields[_SHARE_KEYS[key]] = values[0]
    return fields
