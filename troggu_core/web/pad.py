"""The score pad's requests of the web facade (:mod:`troggu_core.web` registers them): the same for every game
that has a pad (``GameInfo.pad``).

* ``pad_spec`` -- the games with a pad, the game's rulesets (titles, player counts, base) and a round's fields;
* ``pad_round`` -- one round's inputs checked and paid, with why;
* ``pad_evening`` -- every round paid, the running totals and who pays whom;
* ``pad_export`` -- the evening as a ``troggu-session/1`` file and as CSV;
* ``pad_import`` -- a file read strictly back into an evening;
* ``pad_compare`` -- one round's inputs paid by every ruleset of the game side by side (the one-round calculator);
* ``pad_count`` -- the points of picked cards, as the game counts a side's pile (the calculator's picker).

An evening in a request is ``{"ruleset", "names", "base", "rounds": [{"inputs": {...}}, ...], "title"}``; its
``ruleset`` is a name or house rules (a ``troggu-ruleset/1`` object, issue 34): the evening is then scored by the
engine with those options, and the answers name them (``house``: the id, the base and what differs in words).

>>> out = OPS["pad_round"]({"game": "troggu", "lang": "de", "evening": {"ruleset": "visp",
...     "names": ["Anna", "Beat", "Carla", "Dani"], "base": 10},
...     "inputs": {"type": "solo", "declarer": 2, "declarer_points": 70}})
>>> out["payments"], out["why"][-1]
([-20, -20, 60, -20], 'Faktor 2 × Grundbetrag 10 = 20 pro Spieler')
"""

from __future__ import annotations

import re
from typing import Any, Callable

from ..errors import NotationError, RecordError, TrogguError
from ..i18n import Localized, Msg, Plural
from ..kernel import pad
from ..kernel.jsonio import is_too_large, read_json
from ..kernel.codes import code_of, parse_code
from ..kernel.explain import seat_names
from ..kernel.registry import GAMES, GameInfo, game
from ..kernel.ruleset_format import HouseRules, house_from_json
from .house_rules import house_summary
from .request import MAX_PLAYERS, WebError, check_players, int_field, lang_of, ruleset_field

__all__ = ["OPS"]


def _info(req: dict[str, Any]) -> GameInfo:
    if "game" not in req:  # the registry's default game (a link without g= is its), else the first with a pad
        default = GAMES[GAMES.default]
        return default if default.pad is not None else next(g for g in (GAMES[n] for n in GAMES) if g.pad is not None)
    info = game(req["game"])
    if info.pad is None:
        raise RecordError(
            "record.game", "{title} has no score pad", "game", title=Localized(de=info.title_de, en=info.title_en)
        )
    return info


def _with_rules_file(req: dict[str, Any]) -> dict[str, Any]:
    """``req`` with its ``ruleset_file`` (a rules file's text) read as its ``ruleset``, and the game the file names
    (a known game) as its ``game``. A text over the size any file may have is refused as such; one that is no JSON
    object (broken, nested too deep, a list) is read as an empty object, which the rules' reader refuses in one plain
    sentence (what a rules file is), never with a parser's line and column (issue 35)."""
    text = req.get("ruleset_file")
    if text is None:
        return req
    try:
        data = read_json(text)
    except RecordError as e:
        if is_too_large(e):
            raise
        data = None
    rules = data if isinstance(data, dict) else {}
    named = rules.get("game")
    return {**req, "ruleset": rules, **({"game": named} if isinstance(named, str) and named in GAMES else {})}


def _evening(req: dict[str, Any], info: GameInfo) -> pad.Evening:
    """The request's evening, its ruleset and its number of players read by the facade's one reader of those fields
    (the same refusal as every other op's: rules ``record.ruleset``, ``players.count``), the rest by the pad."""
    data = req.get("evening")
    if isinstance(data, dict):
        ruleset = ruleset_field({"ruleset": data["ruleset"]} if "ruleset" in data else {}, info, house=True)
        names = data.get("names")
        if isinstance(names, list):
            check_players(len(names), info, ruleset, tuple(info.pad.players(ruleset)))
    return pad.evening_of(data, info, lang_of(req))


def op_pad_spec(req: dict[str, Any]) -> dict[str, Any]:
    """The games with a pad; this game's rulesets; with ``ruleset`` and ``players``: a round's fields. ``ruleset``
    may be house rules (an object, or a name with ``options`` as the composer's link carries them): ``house``
    names them (:func:`~.house_rules.house_summary`), and the fields and players are theirs. ``ruleset_file``: the
    text of a rules file as the reader chose it, read here (its size, depth and JSON: rule ``record.format``) and
    taken as ``ruleset``, for the game it names. ``limits``: the longest player's name and evening's title and the
    base's range, as :mod:`~troggu_core.kernel.pad` reads an evening (the page writes them into its fields)."""
    req = _with_rules_file(req)
    info = _info(req)
    lang = lang_of(req)
    spec: pad.PadSpec = info.pad
    out: dict[str, Any] = {
        "game_id": info.id,  # the game of a rules file, where it names another than the request
        "games": [
            {"id": g.id, "title": g.title_de if lang == "de" else g.title_en}
            for g in (GAMES[name] for name in GAMES)
            if g.pad is not None
        ],
        "title": info.title_de if lang == "de" else info.title_en,
        "unit": spec.unit.render(lang),
        "unit_one": (spec.unit_one or spec.unit).render(lang),
        "rulesets": [
            {
                "name": name,
                "title": info.options.TITLES[name].render(lang),
                "players": list(spec.players(name)),
                "base": spec.base(name),
            }
            for name in info.rulesets
        ],
        "default_ruleset": info.default_ruleset,
        # kernel/pad.py's read_evening: MAX_NAME, the title cut at 80 characters, the base from 1 to 100000
        "limits": {
            "name": pad.MAX_NAME,
            "title": pad.MAX_TITLE,
            "base_min": pad.BASE_RANGE[0],
            "base_max": pad.BASE_RANGE[1],
        },
    }
    ruleset: Any = req.get("ruleset")
    if isinstance(ruleset, dict):  # a rules file as it was read: the engine says what is wrong with it
        ruleset = house_from_json(ruleset, info.id)
    elif ruleset is not None or req.get("players") is not None:  # as every op reads it (rule record.ruleset; a
        ruleset = ruleset_field(req, info, house=True)  # table named by its players alone: the default ruleset's)
    if isinstance(ruleset, HouseRules):
        out["house"] = {**house_summary(info, ruleset, lang), "players": list(spec.players(ruleset))}
        out["house"]["base"] = spec.base(ruleset)
    if ruleset is not None and req.get("players") is not None:  # as every op reads it (rule players.count)
        n = int_field(req, "players", 1, MAX_PLAYERS, "players.count")
        check_players(n, info, ruleset, tuple(spec.players(ruleset)))
        out["fields"] = [f.to_json(lang, n) for f in spec.fields(ruleset, n)]
    return out


def op_pad_round(req: dict[str, Any]) -> dict[str, Any]:
    """One round's inputs checked against the game's fields and paid by its rules (the evening gives the
    ruleset, the names and the base; ``number``: the round's place in the evening, for its dealer)."""
    info = _info(req)
    lang = lang_of(req)
    ev = _evening(req, info)
    n = ev.players
    inputs = pad.read_inputs(info.pad.fields(ev.rules, n), req.get("inputs"), n, ev.names, lang)
    number = req.get("number", len(ev.rounds) + 1)
    dealer = (number - 1) % n if isinstance(number, int) and not isinstance(number, bool) and number > 0 else 0
    sc = info.pad.score_round(inputs, ev.rules, n, ev.base, dealer)
    return {"inputs": inputs, "payments": list(sc.payments), "why": [m.render(lang) for m in sc.why]}


def op_pad_evening(req: dict[str, Any]) -> dict[str, Any]:
    """Every round of the evening paid, with why; the running totals; who pays whom with the fewest transfers; for
    an evening by house rules, ``house``: what they change, in words."""
    info = _info(req)
    ev = _evening(req, info)
    out = pad.score_evening(ev, info, lang_of(req))
    if ev.house is not None:
        out["house"] = house_summary(info, ev.house, lang_of(req))
    return out


def _filename(ev: pad.Evening, ext: str) -> str:
    stem = re.sub(r"[^A-Za-z0-9_-]+", "-", ev.title).strip("-")[:40] or "abend"
    rules = f"{ev.ruleset}-{ev.house.id}" if ev.house is not None else ev.ruleset
    return f"{ev.game}-{rules}-{stem}.{ext}"


def op_pad_export(req: dict[str, Any]) -> dict[str, Any]:
    """The evening as a ``troggu-session/1`` file (JSON) and as CSV, with file names."""
    info = _info(req)
    lang = lang_of(req)
    ev = _evening(req, info)
    scored = pad.score_evening(ev, info, lang)
    return {
        "session": pad.dumps(ev, info),
        "csv": pad.to_csv(scored, lang),
        "session_name": _filename(ev, "json"),
        "csv_name": _filename(ev, "csv"),
    }


def _plain(e: RecordError) -> RecordError:
    """An import's refusal in one sentence of the reader's language, never a parser's or a field path's words: a
    round that the rules do not pay, the totals, another game's evening, a player's name (the seat as the form
    names it), a missing key (issue 36) and the ruleset (under its one rule, issue 38) say what is wrong; anything
    else is "this file is not an evening of the score pad"."""
    if e.msgid == "the key {key!r} is missing":  # issue 36: a file without its rounds or totals names the key
        return e
    if e.msgid == "unknown ruleset {name!r}: choose {choices}":  # a file is not chosen from: no "choose"
        return RecordError(
            e.rule_id, "{name!r} is not one of the rulesets ({names})", name=e.params["name"], names=e.params["choices"]
        )
    where = e.where or ""
    at = re.match(r"rounds\[(\d+)\]", where)
    said = (
        e.rule_id in ("record.game", "record.ruleset")
        or where == "totals"
        or e.msgid.startswith(("seat {seat}", "this file"))
    )
    if said or at and e.msgid.startswith("round {round}"):
        return RecordError(e.rule_id, e.msgid, **e.params)
    if at and (e.rule_id != "record.format" or "{field}" in e.msgid):
        why = Msg(e.msgid, **e.params)
        return RecordError(e.rule_id, "round {round} of the file: {why}", round=int(at[1]) + 1, why=why)
    return RecordError("record.format", "this file is not an evening of the score pad")


def _same(evening: pad.Evening, stored: Any, lang: str) -> Any:
    """The id of a stored evening (``stored``: ``{id: evening}``, each with its ``game``) that is this evening, or
    ``None``; a stored evening the engine cannot read is no match."""
    if not isinstance(stored, dict):
        return None
    key = pad.evening_key(evening)
    for sid, data in stored.items():
        if not isinstance(data, dict) or data.get("game") != evening.game:
            continue
        try:
            other = pad.evening_of(data, game(evening.game), lang)
        except TrogguError:
            continue
        if pad.evening_key(other) == key:
            return sid
    return None


def op_pad_import(req: dict[str, Any]) -> dict[str, Any]:
    """A ``troggu-session/1`` file read strictly (any game's): the evening as the page keeps it, and its scores;
    ``same_as``: the id of the evening of ``stored`` (``{id: evening}``, what the page keeps) that it is already.

    Raises:
        RecordError: not JSON, not a pad file, another game than ``expect``, inputs out of range, payments or
            totals that are not what the rules pay; one sentence in the reader's language (:func:`_plain`).
    """
    text = req.get("text")
    lang = lang_of(req)
    if not isinstance(text, str):
        raise RecordError("record.format", "this file is not an evening of the score pad")
    expect = req.get("expect")
    info = _info({"game": expect}) if expect else None
    try:
        ev, scored = pad.loads(text, info, lang)
    except RecordError as e:
        raise _plain(e) from None
    same = _same(ev, req.get("stored"), lang)
    return {
        "game": ev.game,
        "evening": {
            "ruleset": ev.ruleset_json(),
            "names": list(ev.names),
            "base": ev.base,
            "title": ev.title,
            "rounds": [{"inputs": r} for r in ev.rounds],
        },
        "scored": scored,
        "key": pad.evening_key(ev),
        "same_as": same,
        "note": Msg("this evening is stored already: it is opened, not stored twice").render(lang)
        if same is not None
        else Plural("{n} round read", "{n} rounds read", n=len(ev.rounds)).render(lang),
    }


def op_pad_compare(req: dict[str, Any]) -> dict[str, Any]:
    """One round's inputs paid by every ruleset of the game side by side: the one-round calculator (rules/pay,
    play), the pad's round for every game. ``ruleset`` and ``players`` choose the form (the fields of
    ``pad_spec``): the inputs are read by that ruleset's fields and refused as the pad refuses them. Every ruleset
    of the game then pays the same inputs by its own rules and base, the first round's dealer at seat 0: ``plays``
    is false where it is not played by so many, ``refused`` says why where its rules cannot pay these inputs (a
    game it does not know, points it cannot reach); else ``payments`` (in ``unit``, summing to zero) and ``why``.

    >>> rows = OPS["pad_compare"]({"game": "troggu", "ruleset": "visp", "players": 4,
    ...     "inputs": {"type": "normal", "declarer": 0, "declarer_points": 90}})["rows"]
    >>> rows[0]["ruleset"], rows[0]["payments"]
    ('visp', [60, -20, -20, -20])
    """
    info = _info(req)
    lang = lang_of(req)
    spec: pad.PadSpec = info.pad
    chosen = ruleset_field(req, info)
    allowed = tuple(spec.players(chosen))
    default = info.default_players if info.default_players in allowed else allowed[0]
    n = int_field(req, "players", 1, MAX_PLAYERS, "players.count", default)
    n = check_players(n, info, chosen, allowed)
    names = seat_names(n, lang)
    inputs = pad.read_inputs(spec.fields(chosen, n), req.get("inputs"), n, names, lang)
    rows: list[dict[str, Any]] = []
    for name in info.rulesets:
        row: dict[str, Any] = {"ruleset": name, "title": info.options.TITLES[name].render(lang)}
        if n not in spec.players(name):
            rows.append({**row, "plays": False})
            continue
        base = spec.base(name)
        try:
            # the same inputs read by this ruleset's fields (a field it lacks is left out, one it adds refused)
            mine = pad.read_inputs(spec.fields(name, n), inputs, n, names, lang)
            sc = spec.score_round(mine, name, n, base, 0)
        except TrogguError as e:
            page = info.rule_page(e.rule_id) if info.rule_page else None
            rows.append(
                {**row, "plays": True, "base": base, "refused": e.message(lang), "rule": e.rule_id, "rule_page": page}
            )
            continue
        why = [m.render(lang) for m in sc.why]
        rows.append({**row, "plays": True, "base": base, "payments": list(sc.payments), "why": why})
    return {
        "game_id": info.id,
        "ruleset": chosen,
        "players": n,
        "seat_labels": names,
        "inputs": inputs,
        "unit": spec.unit.render(lang),
        "unit_one": (spec.unit_one or spec.unit).render(lang),
        "rows": rows,
    }


def op_pad_count(req: dict[str, Any]) -> dict[str, Any]:
    """The points of picked cards as the game counts a side's pile (``GameInfo.count_pile``, the game's own
    counting rule): what the calculator's picker puts in the field the game counts (``PadField.counted``).
    ``cards``: the picked cards' codes, each once, each of the game's deck (rule ``deck.cards``).

    >>> OPS["pad_count"]({"game": "troggu", "cards": ["XXI", "Narr", "RK"]})["points"]
    15
    """
    info = _info(req)
    raw = req.get("cards")
    if not isinstance(raw, list) or len(raw) > len(info.deck):
        raise WebError("deck.cards", "give a list of card codes")
    codes: list[str] = []
    for c in raw:  # read by the kernel's one card reader, as every op's card codes
        code = code_of(parse_code(c, numerals_1jj=True))
        if code not in info.deck:
            title = Localized(de=info.title_de, en=info.title_en)
            raise NotationError("deck.cards", "{card} is not a card of {title}", card=code, title=title)
        codes.append(code)
    if len(set(codes)) != len(codes):
        raise NotationError("deck.cards", "a card appears twice")
    if info.count_pile is None:
        raise WebError("deck.cards", "give a list of card codes")
    points = info.count_pile(codes)
    return {"points": int(points) if float(points).is_integer() else points, "cards": len(codes)}


OPS: dict[str, Callable[[dict[str, Any]], dict[str, Any]]] = {
    "pad_spec": op_pad_spec,
    "pad_round": op_pad_round,
    "pad_evening": op_pad_evening,
    "pad_export": op_pad_export,
    "pad_import": op_pad_import,
    "pad_compare": op_pad_compare,
    "pad_count": op_pad_count,
}
"""The score pad's requests (registered in :data:`troggu_core.web.OPS`)."""
