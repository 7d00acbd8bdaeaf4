"""The requests that read and write what a round leaves behind, the same for every game: ``record`` (the open round
as a ``troggu-record/2`` file), ``replay`` (a pasted record read by its game: its result, tricks and words) and
``share`` (a share link read back into its deal) and ``deal`` (a deal with every hand open, as the page shows how the
cards are dealt)."""

from __future__ import annotations

import json
from typing import Any

from ..errors import NotationError, RecordError
from ..i18n import Msg, Verbatim, brief
from ..kernel.explain import payments_line, seat_label, seat_names, signed
from ..kernel.jsonio import read_json
from ..kernel.registry import GameInfo, game
from .request import DEFAULT_GAME, lang_of, read_share, ruleset_json, ruleset_name, share_query, table_fields
from .rounds import info_of, open_round, title_of
from .view import explained, result_rows

__all__ = ["OPS"]


def op_share(req: dict[str, Any]) -> dict[str, Any]:
    """A share link read and checked (``g=troccas&r=surselva&p=4&s=7&d=0``; Troggu's name no game), each value by
    the same reader as every other op's (:func:`~.request.table_fields`): the deal it names and the
    link again, answered as :func:`op_deal` answers. A request that names no ``game`` is the link's own (its ``g=``;
    none: the default game's).

    Raises:
        WebError: a link of another shape (rule ``game.action``), a bad value (the value's rule).
        NotationError: the link names another game than the request, or no game (rule ``record.game``).
    """
    fields = read_share(req.get("query", ""))
    named = game(fields.pop("game", DEFAULT_GAME))
    info = info_of(req) if "game" in req else named
    if named is not info:
        raise NotationError(
            "record.game",
            "this share link is for {title}, not for {other}",
            title=title_of(named),
            other=title_of(info),
        )
    return op_deal({**fields, "game": info.id, "lang": req.get("lang")})


def op_deal(req: dict[str, Any]) -> dict[str, Any]:
    """A deal with every hand open, the same for every game: the deal the request names (each field read by the same
    reader as every other op's, :func:`~.request.table_fields`), each hand as the table shows it and the talon (the
    cards no hand holds) with their card points (``GameInfo.count_pile``), how the cards were dealt in words where the
    game says it (``deal_text``, :attr:`GameInfo.deal_text`: Troggu's packets and Tapp), the seats as the page names
    them and the share link."""
    info = info_of(req)
    lang = lang_of(req)
    table = table_fields(req, info)
    state = info.new(table.ruleset, table.players, table.seed, table.dealer)
    hands = [list(state.view(seat)["hand"]) for seat in range(table.players)]
    held = {c for h in hands for c in h}
    talon = [c for c in info.deck if c not in held]
    count = info.count_pile
    return {
        "ruleset": ruleset_name(table.ruleset),
        "house_rules": None if isinstance(table.ruleset, str) else ruleset_json(table.ruleset),
        "title": info.options.TITLES[ruleset_name(table.ruleset)].render(lang),
        "players": table.players,
        "seed": table.seed,
        "dealer": table.dealer,
        "seat_labels": seat_names(table.players, lang),
        "hands": hands,
        "points": [count(h) for h in hands] if count else None,
        "talon": talon,
        "talon_points": count(talon) if count and talon else None,
        "deal_text": info.deal_text(state, lang) if info.deal_text is not None else None,
        "share": share_query(info.id, table),
    }


def op_record(req: dict[str, Any]) -> dict[str, Any]:
    """The round so far as a ``troggu-record/2`` file, named after the game, ruleset, players and seed."""
    sess = open_round(req)
    st = sess.state
    rec = st.record()
    rec.setdefault("source", "troggu site")
    seed = sess.table.seed
    rs = rec.get("ruleset")
    if isinstance(rs, dict) and "base" in rs:  # house rules: the base and their id
        ruleset = f"{rs['base']}-{rs.get('id', 'house')}"
    else:
        ruleset = rs if isinstance(rs, str) else rs.get("name", "round") if isinstance(rs, dict) else "round"
    name = f"{sess.info.id}-{ruleset}-{st.players}p-seed{seed}.json"
    return {"record": json.dumps(rec, ensure_ascii=False, indent=1), "filename": name}


_META_KEYS = ("names", "place", "date", "players_names", "note", "source", "seed", "bot")


def op_replay(req: dict[str, Any]) -> dict[str, Any]:
    """A pasted record checked by its game's reader: its result and its tricks in playing order."""
    text = req.get("record")
    if not isinstance(text, str):
        raise RecordError("record.format", "paste a record (JSON text)")
    if len(text) > 200_000:
        raise RecordError("record.format", "this text is far too long for a game record")
    data = read_json(text)
    info = info_of(req)
    named = data.get("game", DEFAULT_GAME) if isinstance(data, dict) else None
    if named != info.id:
        raise RecordError("record.format", "this is not a {title} record", "game", title=title_of(info))
    result = info.replay(data)
    lang = lang_of(req)
    meta = {k: brief(v, 200) if not isinstance(v, str) else v[:200] for k, v in data.items() if k in _META_KEYS}
    out: dict[str, Any]
    if result.get("session") is True:  # a session (Großtarock's ``{"session": [record, ...]}``): round by round
        out = {**_session_replayed(info, result, lang), "result": result, "meta": meta}
    else:
        out = {
            "result": result,
            "tricks": result.get("tricks", []),
            "trick_winners": result.get("trick_winners", []),
            "explain": explained(info, result, None, lang),
            "result_rows": result_rows(info, result, data["ruleset"], lang),
            "meta": meta,
            "players": len(result.get("payments", [])) or data.get("players"),
        }
    # each seat as the table names it, like the table's answers (the page counts no seat)
    players = out["players"]
    out["seat_labels"] = seat_names(players if isinstance(players, int) else 0, lang)
    return out


def _session_replayed(info: GameInfo, result: dict[str, Any], lang: str) -> dict[str, Any]:
    """A replayed session as the page shows it: each round's tricks, their winners and the round in words
    (``rounds``); in ``explain`` what each round paid all told (``GameInfo.paid_of``: Großtarock's Danish pots'
    share too) and the session's totals, their sum. No one round's tricks stand for the session (``tricks`` is
    empty)."""
    rounds = [
        {
            "tricks": r.get("tricks", []),
            "trick_winners": r.get("trick_winners", []),
            "explain": explained(info, r, None, lang),
        }
        for r in result["rounds"]
    ]
    paid = [info.paid_of(r) for r in result["rounds"]]
    lines = [
        Msg("round {round}: {why}", round=k + 1, why=Verbatim(payments_line(p, None, lang))).render(lang)
        for k, p in enumerate(paid)
    ]
    totals = [sum(p[s] for p in paid) for s in range(len(paid[0]))] if paid else []
    said = ", ".join(f"{seat_label(s, None, lang)} {signed(t, lang)}" for s, t in enumerate(totals))
    lines.append(Msg("Totals: {list}.", list=Verbatim(said)).render(lang))
    first = rounds[0]["explain"] if rounds else None
    return {
        "tricks": [],
        "trick_winners": [],
        "rounds": rounds,
        "explain": {**first, "lines": [line[:1].upper() + line[1:] for line in lines]} if first else None,
        "result_rows": [{"key": "payments", "head": None, "values": totals}],
        "players": len(totals),
    }


OPS = {"record": op_record, "replay": op_replay, "share": op_share, "deal": op_deal}
"""The requests on records and share links."""
