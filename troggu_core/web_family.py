"""The widgets' facade for the family games (Troccas, Großtarock, French Tarot): JSON in, JSON out.

:func:`troggu_core.web.handle` sends every request whose ``game`` is not ``troggu`` here. The page draws
what these answers hold; every rule, bot move, count and payment is the game engine's.

Requests (``op``): ``meta`` (rulesets, player counts, rule statements), ``new_game`` (deal and let the bots
move up to your turn), ``act`` (your action in the game's notation), ``undo`` (take back your last action),
``state``, ``finish`` (the bots play the rest), ``record`` (the round as ``troggu-record/2``), ``replay``
(a pasted record, trick by trick, with its result).
"""

from __future__ import annotations

import json
from typing import Any, Callable
from urllib.parse import urlencode

from .action_labels import action_label, hidden_discard_label
from .errors import IllegalActionError, NotationError, RecordError, TrogguError
from .i18n import Localized, verbatim
from .kernel.codes import CODES
from .kernel.jsonio import read_json
from .kernel.registry import GameInfo, game
from .kernel.state import TableGame
from .web import _int, refusal_params  # the facade's one reader of whole numbers in a request, and of parameters

__all__ = ["handle_request", "OPS", "share_query"]

MAX_SEED = 2**53 - 1
_sessions: dict[int, "_Session"] = {}
_next_id = [1]


def _lang(req: dict[str, Any]) -> str:
    return "de" if req.get("lang") == "de" else "en"


def _info(req: dict[str, Any]) -> GameInfo:
    return game(req.get("game"))


def _title(info: GameInfo) -> Localized:
    """The game's title, said in the reader's language inside a message."""
    return Localized(de=info.title_de, en=info.title_en)


def _ruleset(req: dict[str, Any], info: GameInfo) -> str:
    name = req.get("ruleset", info.default_ruleset)
    if not isinstance(name, str) or name not in info.rulesets:
        raise NotationError("record.ruleset", "unknown ruleset {name!r}: choose {choices}", name=verbatim(str(name), 30),
                            choices=", ".join(info.rulesets))
    return name


def _players(req: dict[str, Any], info: GameInfo) -> int:
    n = _int(req, "players", min(info.players), max(info.players), "players.count", info.default_players)
    if n not in info.players:
        raise NotationError("players.count", "{title} is played by {counts} players, not {n}", title=_title(info),
                            counts=", ".join(map(str, info.players)), n=n)
    return n


def make_bot(info: GameInfo, kind: str, seed: int) -> Any:
    """A bot of the game (``random`` or ``heuristic``), seeded with a whole number (the registry's)."""
    return info.make_bot(kind, seed)


def bot_action(bot: Any, state: TableGame, seat: int) -> str:
    """Ask a bot for its action; bots see only their seat's view (the registry asks the game's way)."""
    return game(state.game_id).choose(bot, state, seat)


def share_query(game_id: str, ruleset: str, players: int, seed: int, dealer: int) -> str:
    """The share-link query that reproduces a deal of a family game."""
    return urlencode({"g": game_id, "r": ruleset, "p": players, "s": seed, "d": dealer})


class _Session:
    """One open round in the page: the state, the person's seat, the bots, and where each of their actions began."""

    def __init__(self, info: GameInfo, state: TableGame, seat: int, bot_seed: int, query: str) -> None:
        self.info = info
        self.state = state
        self.seat = seat
        self.query = query
        self.bots = [make_bot(info, "heuristic", bot_seed * 16 + s) for s in range(state.players)]
        self.marks: list[int] = []  # the action count before each of the person's actions
        self.count = 0  # actions pushed so far
        self.log: list[dict[str, Any]] = []

    def push(self, seat: int, action: str) -> None:
        self.state.push(action)
        self.count += 1
        self.log.append({"seat": seat, "action": action})

    def bots_move(self, including_person: bool = False) -> None:
        st = self.state
        guard = 0
        while not st.is_over and guard < 2000:
            seat = st.to_move
            if seat is None or (seat == self.seat and not including_person):
                return
            self.push(seat, bot_action(self.bots[seat], st, seat))
            guard += 1


_CARD_CODES = frozenset(CODES)
"""Plain card plays: shown as card pictures, not labelled."""


def _log_entry(sess: _Session, entry: dict[str, Any], lang: str) -> dict[str, Any]:
    """One logged action as the person may see it, with its words: another seat's lay-away without its cards
    (they go face down), every other action as played."""
    action = entry["action"]
    if action in _CARD_CODES:
        return entry
    if action.startswith("discard ") and entry["seat"] != sess.seat:
        return {"seat": entry["seat"], "action": "discard",
                "label": hidden_discard_label(len(action.split()) - 1, lang)}
    return {**entry, "label": action_label(sess.info.id, action, lang)}


def _rule_payload(info: GameInfo, rule_id: str, lang: str) -> dict[str, Any]:
    """A rule of the game's table as a refusal names it: its statement in ``lang``, its section and its anchor on the
    game's rules page (``games/<game>-rules/#<id>``, under ``en/`` for English); ``None`` for what is not in the
    table."""
    for r in info.rules:
        if r.id == rule_id:
            text = getattr(r, "de" if lang == "de" else "en", None) or getattr(r, "en", "")
            return {"rule": rule_id, "rule_text": text, "section": getattr(r, "section", None),
                    "anchor": f"{'' if lang == 'de' else 'en/'}games/{info.id}-rules/#{rule_id}"}
    return {"rule": rule_id, "rule_text": None, "section": None, "anchor": None}


def _view(sess: _Session, lang: str) -> dict[str, Any]:
    st = sess.state
    view: dict[str, Any] = dict(st.view(sess.seat))
    over = st.is_over
    legal = st.legal_actions() if not over and st.to_move == sess.seat else []
    log = [_log_entry(sess, e, lang) for e in sess.log[-3 * st.players:]]
    shown = {a for a in legal if a not in _CARD_CODES}
    out: dict[str, Any] = {
        "id": next(k for k, v in _sessions.items() if v is sess), "game_id": sess.info.id, "seat": sess.seat,
        "players": st.players, "dealer": st.dealer, "phase": st.phase, "to_move": st.to_move,
        "your_turn": not over and st.to_move == sess.seat, "view": view,
        "legal": legal, "labels": {a: action_label(sess.info.id, a, lang) for a in sorted(shown)},
        "log": log, "can_undo": bool(sess.marks), "share": sess.query,
        "over": over, "result": st.result() if over else None,
    }
    size = getattr(st, "discard_size", None)
    if callable(size) and not over and st.to_move == sess.seat and "discard" in st.phase:
        out["discard_size"] = size()
    return out


def _session(req: dict[str, Any]) -> _Session:
    gid = req.get("id")
    if not isinstance(gid, int) or isinstance(gid, bool) or gid not in _sessions:
        raise IllegalActionError("game.phase", "this game is no longer open: start a new one")
    return _sessions[gid]


def op_compare(req: dict[str, Any]) -> dict[str, Any]:
    """One trick and one pile, every game's rule side by side (:func:`troggu_core.compare.compare`)."""
    from .compare import compare, parse_list

    lang = _lang(req)
    rows = compare(parse_list(req.get("trick", ""), 8), parse_list(req.get("pile", "")))
    for r in rows:
        r["title"] = r["title_de"] if lang == "de" else r["title_en"]
        r["rule"] = ""
    return {"rows": rows}


def faces(game_id: str, lang: str) -> dict[str, str]:
    """Every card's image for a game, drawn by the engine: 1JJ faces for Troccas, French-suited ones otherwise."""
    from .kernel.codes import CODES

    if game_id == "troccas":
        from .games.troggu.cards import Card
        from .games.troggu.svg import card_svg

        return {code: card_svg(Card.from_index(i), width=48, lang=lang) for i, code in enumerate(CODES)}
    from .games.french_tarot.svg import french_card_svg

    return {code: french_card_svg(code, width=48, lang=lang) for code in CODES}


def op_meta(req: dict[str, Any]) -> dict[str, Any]:
    info = _info(req)
    lang = _lang(req)
    return {
        "faces": faces(info.id, lang),
        "game": info.id, "title": info.title_de if lang == "de" else info.title_en, "rulesets": list(info.rulesets),
        "players": list(info.players), "default_ruleset": info.default_ruleset, "default_players": info.default_players,
        "rules": {r.id: _rule_payload(info, r.id, lang) for r in info.rules},
    }


def op_new_game(req: dict[str, Any]) -> dict[str, Any]:
    info = _info(req)
    rs = _ruleset(req, info)
    n = _players(req, info)
    seed = _int(req, "seed", 0, MAX_SEED, "deal.seed", 0)
    dealer = _int(req, "dealer", 0, n - 1, "players.seat", 0)
    seat = _int(req, "seat", 0, n - 1, "players.seat", (dealer + 1) % n)
    state = info.new(rs, n, seed, dealer)
    sess = _Session(info, state, seat, seed, share_query(info.id, rs, n, seed, dealer))
    if len(_sessions) > 20:
        del _sessions[min(_sessions)]
    gid = _next_id[0]
    _next_id[0] += 1
    _sessions[gid] = sess
    sess.bots_move()
    return _view(sess, _lang(req))


def op_act(req: dict[str, Any]) -> dict[str, Any]:
    sess = _session(req)
    action = req.get("action")
    if not isinstance(action, str) or not 0 < len(action) <= 200:
        raise NotationError("game.action", "an action is a short text: a card code, a bid, or 'discard C1 C2 ...'")
    st = sess.state
    if st.is_over or st.to_move != sess.seat:
        raise IllegalActionError("game.turn", "it is not your turn")
    before = sess.count
    kept = sess.log
    sess.log = []
    try:
        sess.push(sess.seat, action)  # raises naming the rule; the state is unchanged then
    except TrogguError:
        sess.log = kept
        raise
    sess.marks.append(before)
    sess.bots_move()
    return _view(sess, _lang(req))


def op_undo(req: dict[str, Any]) -> dict[str, Any]:
    sess = _session(req)
    if not sess.marks:
        raise IllegalActionError("game.undo", "nothing to take back")
    target = sess.marks.pop()
    while sess.count > target:
        sess.state.pop()
        sess.count -= 1
    sess.log = []
    return _view(sess, _lang(req))


def op_state(req: dict[str, Any]) -> dict[str, Any]:
    return _view(_session(req), _lang(req))


def op_finish(req: dict[str, Any]) -> dict[str, Any]:
    sess = _session(req)
    if not sess.state.is_over:  # a finished round has nothing to finish: no step to undo
        sess.marks.append(sess.count)
        sess.log = []
        sess.bots_move(including_person=True)
    return _view(sess, _lang(req))


MAX_SAMPLES = 60
"""The most rounds played out per contract in one ``estimate`` request: the page's main thread waits for the
answer, and 60 rounds of each of French Tarot's four contracts take under a second there (about 2.7 ms a round in
CPython). A request for more gets this many, and the answer says so (``max_samples``, ``asked``)."""


def op_estimate(req: dict[str, Any]) -> dict[str, Any]:
    """'What are my chances': how often the person's seat would make each contract (a game with an estimate).

    At most :data:`MAX_SAMPLES` rounds per contract, whatever is asked.
    """
    sess = _session(req)
    estimate = sess.info.estimate
    if estimate is None:
        raise IllegalActionError("game.phase", "this game has no estimate")
    asked = _int(req, "samples", 1, MAX_SEED, "game.phase", 50)
    samples = min(asked, MAX_SAMPLES)
    seed = _int(req, "seed", 0, MAX_SEED, "game.phase", 0)
    contracts = [a for a in sess.state.legal_actions() if a != "pass"] if not sess.state.is_over else []
    chances = {c: estimate(sess.state, sess.seat, c, samples, seed) for c in contracts}
    return {"chances": chances, "samples": samples, "asked": asked, "max_samples": MAX_SAMPLES, "seed": seed}


def op_record(req: dict[str, Any]) -> dict[str, Any]:
    sess = _session(req)
    rec = sess.state.record()
    rec.setdefault("source", "troggu site")
    seed = sess.query.split("s=", 1)[1].split("&", 1)[0]
    name = f"{sess.info.id}-{rec['ruleset'] if isinstance(rec.get('ruleset'), str) else 'round'}-{seed}.json"
    return {"record": json.dumps(rec, ensure_ascii=False, indent=1), "filename": name}


def op_replay(req: dict[str, Any]) -> dict[str, Any]:
    info = _info(req)
    text = req.get("record")
    if not isinstance(text, str):
        raise RecordError("record.format", "paste a record (JSON text)")
    data = read_json(text)
    if isinstance(data, dict) and data.get("game") != info.id:
        raise RecordError("record.format", "this is not a {title} record", "game", title=_title(info))
    result = info.replay(data)
    meta = {k: str(v)[:200] for k, v in data.items() if k in ("names", "place", "date", "players_names", "note", "source")}
    return {"result": result, "record": data, "meta": meta}


OPS: dict[str, Callable[[dict[str, Any]], dict[str, Any]]] = {
    "meta": op_meta, "new_game": op_new_game, "act": op_act, "undo": op_undo, "state": op_state,
    "finish": op_finish, "record": op_record, "replay": op_replay, "estimate": op_estimate,
}
GLOBAL_OPS: dict[str, Callable[[dict[str, Any]], dict[str, Any]]] = {"compare": op_compare}


def refusal(info: GameInfo, e: TrogguError, lang: str) -> dict[str, Any]:
    """The answer's part for a refusal of ``info``'s game: the message in ``lang`` with its msgid and parameters, and
    the rule of the game's own table (statement and anchor)."""
    payload = _rule_payload(info, e.rule_id, lang)
    text = e.message(lang)
    if lang != "en" and text == e.reason and payload["rule_text"]:
        # a message the catalogue lacks (tests/kernel/test_refusals.py sees that none does): the rule's own statement
        text = payload["rule_text"]
    payload.update(reason=text, msgid=e.msgid, params=refusal_params(e, lang))
    return payload


def handle_request(req: dict[str, Any]) -> dict[str, Any]:
    """Answer one request of a family game; every refusal is raised with the game's rule and the message in the
    request's language attached, for :func:`troggu_core.web.handle` (a request naming no game the registry knows is
    refused by the registry, rule ``record.game``, for no game's table)."""
    op = req.get("op")
    if req.get("game") == "family" and isinstance(op, str) and op in GLOBAL_OPS:
        return GLOBAL_OPS[op](req)
    info = _info(req)
    try:
        if not isinstance(op, str) or op not in OPS:  # a list or an object is no op
            raise NotationError("game.request", "unknown request")
        return OPS[op](req)
    except TrogguError as e:
        raise _FamilyError(e, refusal(info, e, _lang(req)), info.id) from None
    except Exception as e:  # noqa: BLE001 - the facade answers every request, whatever happens inside
        why = NotationError("game.request", "this request cannot be answered: {why}",
                            why=verbatim(f"{type(e).__name__}: {e}", 120))
        raise _FamilyError(why, refusal(info, why, _lang(req)), info.id) from None


class _FamilyError(TrogguError):
    """An engine error with the game's rule statement attached (for the answer in the reader's language)."""

    def __init__(self, error: TrogguError, payload: dict[str, Any], game_id: str) -> None:
        super().__init__(error.rule_id, error.reason)
        self.payload = payload
        self.game_id = game_id

    def __reduce__(self) -> tuple[type, tuple[str, str]]:
        return (TrogguError, (self.rule_id, self.reason))
