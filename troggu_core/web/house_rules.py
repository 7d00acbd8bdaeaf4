"""The house-rules composer's requests of the web facade (issue 34): every page asks the engine, nothing is decided
in JavaScript.

* ``house_options`` ``{game}``: the games, the game's named rulesets (its bases) and every option with its name in
  plain words, its values (each with its meaning and source), each base's value and the other whole numbers it
  takes (``range``), and how many rounds the comparison plays (``compare_rounds``);
* ``house_rules`` ``{game, base, options, name, place, year, reported_by, notes}``: the house rules read and
  checked (:func:`~troggu_core.kernel.ruleset_format.house_from_json`): the ``troggu-ruleset/1`` object, its id,
  what differs from the base in words, the play table's link (``g=…&r=…&o=…``), the composer's own link (that
  link and the reporter's words, ``link``: opening it restores the choices), the file's name and text;
* ``house_compare`` ``{game, base, options, players, rounds, seed}``: what the difference does, played by the
  engine: the same deals under the base and under the house rules by the heuristic bots, how often each outcome
  came up and how much changed hands per round, on average (in the game's payment units).

>>> out = op_house_rules({"game": "troggu", "base": "visp", "options": {"tappist": "dealer"}, "lang": "de"})
>>> out["differs"][0]["title"], out["differs"][0]["meaning"], out["query"]
('Tappist im normalen Spiel', 'der Geber', 'r=visp&o=%7B%22tappist%22%3A%22dealer%22%7D')
"""

from __future__ import annotations

import json
import random
from collections import Counter
from typing import Any, Callable
from urllib.parse import urlencode

from ..i18n import Msg, Seat
from ..kernel.registry import GAME_MODULES, game
from ..kernel.ruleset_format import FORMAT, KEYS, canonical, house_from_json, option_catalogue
from .request import DEFAULT_GAME, MAX_PLAYERS, MAX_SEED, check_players, int_field, lang_of

__all__ = [
    "OPS",
    "op_house_options",
    "op_house_rules",
    "op_house_compare",
    "house_query",
    "composer_query",
    "house_differs",
    "house_summary",
    "payments_table",
    "seats_paid",
    "outcome_words",
    "MAX_ROUNDS",
]

MAX_ROUNDS = 500
"""The most rounds a comparison plays per ruleset (the page waits for them)."""


def _game(req: dict[str, Any]) -> Any:
    return game(req.get("game", DEFAULT_GAME))


def op_house_options(req: dict[str, Any]) -> dict[str, Any]:
    """The composer's choices for a game, in the reader's language (the engine's option catalogue)."""
    info = _game(req)
    lang = lang_of(req)
    catalogue = option_catalogue(info.id, lang)
    return {
        "games": [{"id": g, "title": game(g).title_de if lang == "de" else game(g).title_en} for g in GAME_MODULES],
        "bases": [{"id": n, "title": info.options.TITLES[n].render(lang)} for n in info.rulesets],
        "default_base": info.default_ruleset,
        "options": catalogue["options"],
        "compare_rounds": info.compare_rounds,  # the game's own: what a phone plays in a few seconds
    }


def house_query(hr: Any) -> str:
    """The play table's link to house rules (no deal: the table deals a fresh one): the game (none for Troggu),
    the base and the options that differ, as a share link carries them."""
    fields = {} if hr.game == DEFAULT_GAME else {"g": hr.game}
    fields["r"] = hr.base
    if hr.options:
        fields["o"] = canonical(dict(hr.options))
    return urlencode(fields)


def composer_query(hr: Any) -> str:
    """The composer's own link to house rules: the play table's (:func:`house_query`) and the reporter's words
    that are given, so that opening it restores every choice.

    >>> rules = {"format": FORMAT, "game": "troccas", "base": "surselva", "name": "Bei uns & so", "year": 1990}
    >>> composer_query(house_from_json(rules, "troccas"))
    'g=troccas&r=surselva&name=Bei+uns+%26+so&year=1990'
    """
    data = hr.to_json()
    given = {key: data[key] for key in KEYS[5:] if data[key] not in (None, "")}
    return house_query(hr) + ("&" + urlencode(given) if given else "")


def _meaning(info: Any, option: str, value: Any, lang: str) -> str:
    """A value's meaning in ``lang``: its reading's; a table's own whole numbers (no reading) as a reader writes them
    (``1, 2, 4, 8``, not JSON's ``[1, 2, 4, 8]``).

    >>> _meaning(game("french-tarot"), "multipliers", [1, 2, 4, 8], "de")
    '1, 2, 4, 8'
    """
    reading = info.options.OPTION_READINGS.get(option, {}).get(tuple(value) if isinstance(value, list) else value)
    if reading is not None:
        return str(reading.label(lang))
    numbers = value if isinstance(value, list) else [value]
    if all(isinstance(v, int) and not isinstance(v, bool) for v in numbers):
        return ", ".join(str(v) for v in numbers)
    return json.dumps(value, ensure_ascii=False)


def house_differs(info: Any, hr: Any, lang: str) -> list[dict[str, Any]]:
    """What house rules change against their base, option by option: the option's name and the value's meaning in
    ``lang`` (the engine's words), and the value."""
    titles = getattr(info.options, "OPTION_TITLES", {})
    return [
        {
            "option": k,
            "title": titles[k].render(lang) if k in titles else k,
            "value": v,
            "meaning": _meaning(info, k, v, lang),
        }
        for k, v in sorted(hr.options.items())
    ]


def seats_paid(payments: Any, lang: str) -> str:
    """What each seat pays or gets, as people count seats (``Platz 1: +8, Platz 2: -4, Platz 3: -4``).

    >>> seats_paid((8, -4, -4), "de"), seats_paid((0, 0), "en")
    ('Platz 1: +8, Platz 2: -4, Platz 3: -4', 'seat 1: 0, seat 2: 0')
    """
    return ", ".join(
        Msg("seat {seat}: {amount}", seat=Seat(s), amount=f"{p:+d}" if p else "0").render(lang)
        for s, p in enumerate(payments)
    )


def payments_table(info: Any, hr: Any, lang: str) -> list[dict[str, Any]]:
    """What the house rules pay, case by case, as the score pad pays it (the game's ``pad.examples``, at a table of
    4 where the game is played by 4, else at its smallest; none for a game without them): the kind of round, why
    (the pad's words), what one player pays or gets (the pad's last words), what each seat pays or gets
    (``seats``) and the table's size (``players``). The kind is the example's ``_kind`` (an option's title:
    Großtarock's bonuses), else the pad's first choice the example makes (Troggu's game type, the French Tarot's
    contract), else none (Troccas' parties)."""
    pad = info.pad
    if pad is None or pad.examples is None:
        return []
    players = 4 if 4 in pad.players(hr) else min(pad.players(hr))  # the examples' table (Troggu's: 4)
    choices = {f.key: {c.value: c.de if lang == "de" else c.en for c in f.choices} for f in pad.fields(hr, players)}
    rows = []
    for inputs in pad.examples(hr):
        sc = pad.score_round(inputs, hr, players, pad.base(hr), 0)
        why = [m.render(lang) for m in sc.why]
        if "_kind" in inputs:
            kind = inputs["_kind"].render(lang)
        else:
            kind = next((labels.get(inputs[k], "") for k, labels in choices.items() if labels and k in inputs), "")
        rows.append(
            {
                "kind": kind,
                "case": " · ".join(why[:-1]),
                "pays": why[-1],
                "seats": seats_paid(sc.payments, lang),
                "players": players,
            }
        )
    return rows


def house_summary(info: Any, hr: Any, lang: str) -> dict[str, Any]:
    """House rules as a page names them: the object, its id, the base's title and what differs in words."""
    return {
        "house_rules": hr.to_json(),
        "id": hr.id,
        "base_title": info.options.TITLES[hr.base].render(lang),
        "differs": house_differs(info, hr, lang),
    }


def op_house_rules(req: dict[str, Any]) -> dict[str, Any]:
    """House rules from the composer's choices, read and checked by the engine.

    Raises:
        RecordError: what the engine refuses (the rule and where), in the reader's language.
    """
    info = _game(req)
    lang = lang_of(req)
    data: dict[str, Any] = {"format": FORMAT, "game": info.id, "base": req.get("base", info.default_ruleset)}
    data["options"] = req.get("options", {})
    for key in KEYS[5:]:
        if req.get(key) not in (None, ""):
            data[key] = req[key]
    hr = house_from_json(data, info.id)
    out = hr.to_json()
    return {
        "house_rules": out,
        "id": hr.id,
        "differs": house_differs(info, hr, lang),
        "payments": payments_table(info, hr, lang),
        "query": house_query(hr),
        "link": composer_query(hr),
        "filename": f"{hr.game}-{hr.base}-{hr.id}.json",
        "text": json.dumps(out, ensure_ascii=False, indent=2) + "\n",
    }


def outcome_words(game_id: str, outcome: str, lang: str) -> str:
    """An outcome as the composer's comparison names it, in ``lang``: the words of the game's pad
    (``PadSpec.outcomes``; the key itself where it has none)."""
    pad = game(game_id).pad
    if pad is None or not pad.outcomes.get(outcome):
        return outcome
    return Msg(pad.outcomes[outcome]).render(lang)


def _tally(info: Any, ruleset: Any, players: int, seeds: list[int]) -> dict[str, Any]:
    """The rounds of these deals played to the end by the heuristic bots: outcomes and the average turnover (the sum
    of what the winners receive, per round)."""
    outcomes: Counter[str] = Counter()
    moved = 0.0
    for seed in seeds:
        state = info.new(ruleset, players, seed)
        info.play_out(state, [info.make_bot("heuristic", seed + s) for s in range(players)])
        result = state.result()
        outcomes[info.outcome(result) if info.outcome is not None else "round"] += 1
        moved += sum(p for p in result["payments"] if p > 0)
    return {"outcomes": dict(outcomes), "turnover": round(moved / len(seeds), 3)}


def op_house_compare(req: dict[str, Any]) -> dict[str, Any]:
    """The same deals played under the base and under the house rules (``rounds`` each, at most
    :data:`MAX_ROUNDS`): each outcome's count under both, and the average turnover per round.

    Raises:
        RecordError: house rules the engine refuses; WebError: a bad number of rounds, players or seed.
    """
    info = _game(req)
    data: dict[str, Any] = {"format": FORMAT, "game": info.id, "base": req.get("base", info.default_ruleset)}
    data["options"] = req.get("options", {})
    hr = house_from_json(data, info.id)
    rounds = int_field(req, "rounds", 1, MAX_ROUNDS, "game.action", 10)
    players = check_players(
        int_field(req, "players", 1, MAX_PLAYERS, "players.count", info.default_players), info, hr.base
    )
    rng = random.Random(int_field(req, "seed", 0, MAX_SEED, "deal.seed", 1))
    seeds = [rng.getrandbits(31) for _ in range(rounds)]
    base, house = _tally(info, hr.base, players, seeds), _tally(info, hr, players, seeds)
    keys = sorted(set(base["outcomes"]) | set(house["outcomes"]))
    return {
        "id": hr.id,
        "rounds": rounds,
        "players": players,
        "outcomes": [
            {
                "outcome": k,
                "title": outcome_words(info.id, k, lang_of(req)),
                "base": base["outcomes"].get(k, 0),
                "house": house["outcomes"].get(k, 0),
            }
            for k in keys
        ],
        "turnover": {"base": base["turnover"], "house": house["turnover"]},
    }


OPS: dict[str, Callable[[dict[str, Any]], dict[str, Any]]] = {
    "house_options": op_house_options,
    "house_rules": op_house_rules,
    "house_compare": op_house_compare,
}
"""The composer's requests, added to the facade's (:data:`troggu_core.web.OPS`)."""
