"""The one JSON facade the site's widgets call (in Pyodide), for every game of the registry: JSON in, JSON out.

The page's JavaScript only draws what this module returns and forwards clicks to it; every check, every bot
move, every count and payment is the engine's. A request names its game (``"game": "troccas"``; when it names
none, the game of the open round its ``id`` names, else Troggu) and an ``op``: the requests every game answers (:data:`OPS`) work on the kernel's state protocol and
the registry's :class:`~troggu_core.kernel.registry.GameInfo`; a game adds its own through the door every game has
(``GameInfo.extensions``: Troggu's deal, share link, count and score calculator).

>>> import json
>>> out = json.loads(handle(json.dumps({"op": "new_game", "game": "troccas", "seed": 3, "lang": "de"})))
>>> out["ok"], out["game_id"], out["phase"], len(out["view"]["hand"])
(True, 'troccas', 'play', 19)
>>> out = json.loads(handle(json.dumps({"op": "deal", "ruleset": "visp", "players": 4, "seed": 7})))
>>> out["ok"], len(out["hands"]), out["share"]
(True, 4, 'r=visp&p=4&s=7&d=0')
>>> bad = json.loads(handle('{"op": "share", "query": "r=visp&p=99&s=1"}'))
>>> bad["ok"], bad["rule"], bad["rule_page"]
(False, 'players.count', 'rules/deal/#players.count')

Each request field is read by one reader for every op and game (:mod:`~.kernel.web_request`), so one mistake is
refused under one rule whatever the op; ``meta`` (read first by every page with a widget) carries no card picture:
the pictures are ``faces``'s, each card's once.

Answers are objects with ``ok`` and ``game_id``, and either the data or the refusal: ``error`` and ``reason``
(the engine's message in the request's language), ``rule`` (its id), ``rule_text`` and ``rule_title`` (the
rule's statement and title in that language) and ``rule_page`` (where the site explains it, from the
language's root).
"""

from __future__ import annotations

import json
import re
from typing import Any, Callable

from .action_labels import action_label, hidden_discard_label
from .errors import IllegalActionError, NotationError, RecordError, TrogguError
from .i18n import MAX_PARAM, Localized, Msg, N_, Verbatim, brief, gettext, verbatim
from .kernel.codes import CODES
from .kernel.explain import payments_line, seat_label, seat_names, signed
from .kernel.jsonio import MAX_BYTES, MAX_DEPTH, read_json
from .kernel.pad import too_large
from .kernel.pad_web import OPS as PAD_OPS
from .kernel.ruleset_web import OPS as HOUSE_OPS
from .kernel.registry import GAMES, GameInfo, game
from .kernel.state import TableGame
from .kernel.strong_bots import LEVELS
from .kernel.web_request import (
    DEFAULT_GAME,
    MAX_SEED,
    WebError,
    int_field,
    lang_of,
    read_share,
    ruleset_json,
    ruleset_name,
    share_query,
    table_fields,
)

__all__ = [
    "handle",
    "OPS",
    "OpenRound",
    "share_query",
    "seat_names",
    "WebError",
    "MAX_SEED",
    "MAX_SAMPLES",
    "MAX_REQUEST",
]

MAX_SAMPLES = 60
"""The most rounds played out per contract in one ``estimate`` request of a game that sets no budget of its own
(``GameInfo.estimate_samples``): the page waits for the answer, and 60 rounds of each of the French Tarot's four
contracts take under a second there. A request for more gets the budget, and the answer says so (``max_samples``,
``asked``)."""
AUCTION = "auction"
"""The phase in which the seats bid for the contract: the one phase with chances to estimate."""
PHASE_WORDS: dict[str, str] = {
    "auction": N_("Auction"),
    "call": N_("Partner call"),
    "discard": N_("Laying away"),
    "play": N_("Play"),
    "finished": N_("Finished"),
}
"""The words of the phases every game may pass through, as the table shows them; a game names its own phases
(``GameInfo.phase_words``: Troggu's Tapp exchange, the French Tarot's chelem and poignée). ``phase_text`` says them
in the reader's language; tests/test_phase_words.py plays rounds of every game to find every phase and checks each
has its words (:func:`phase_words`) in German and English."""
MAX_OPEN_ROUNDS = 20
"""Open rounds a tab keeps at most (the oldest goes first)."""
REQUEST_WORK = 900_000
"""The work units (:class:`~.kernel.sampling.Work`: a solver node is one) the bots of one request may spend
together (issue 36: every op within 5 s of CPU). A request may move many bots -- ``finish`` plays a whole round,
``new_game`` every bid before the person's -- and each strong decision may spend its level's budget
(:data:`~.kernel.strong_bots.WORK`): once the next decision could overrun this budget, the request's remaining
decisions are each bot's fallback (its game's heuristic bot). Counted, never timed: a seeded round plays alike on
every machine."""

_open_rounds: dict[int, OpenRound] = {}
_next_id = [1]


# ---------------------------------------------------------------- requests
def _info(req: dict[str, Any]) -> GameInfo:
    """The request's game: the one it names; else the game of the open round its ``id`` names (an open round's id
    is enough to find it); else Troggu."""
    if "game" in req:
        return game(req["game"])
    sess = _open_rounds.get(req["id"]) if _is_id(req.get("id")) else None
    return sess.info if sess is not None else game(DEFAULT_GAME)


def _is_id(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _title(info: GameInfo) -> Localized:
    """The game's title, said in the reader's language inside a message."""
    return Localized(de=info.title_de, en=info.title_en)


# ---------------------------------------------------------------- refusals
def _rule_of(info: GameInfo, rule_id: str) -> Any:
    return next((r for r in info.rules if r.id == rule_id), None)


def _shown(value: Any, lang: str = "en") -> Any:
    """A parameter of a refusal as the answer carries it: a number as it is, a phrase said in ``lang``, else text of
    at most ``MAX_PARAM``."""
    if isinstance(value, (int, float, bool)) or value is None:
        return value
    if isinstance(value, (Msg, Localized)):
        value = value.render(lang)
    text = value if isinstance(value, str) else brief(value, MAX_PARAM)
    return str(text if len(text) <= MAX_PARAM else text[:MAX_PARAM] + "…")


def refusal(e: TrogguError, lang: str, info: GameInfo | None) -> dict[str, Any]:
    """The answer to a refused request: the message in ``lang``, its rule with the rule's text, title and page."""
    reason = e.message(lang)
    r = _rule_of(info, e.rule_id) if info is not None else None
    if lang != "en" and reason == e.reason and r is not None and r.statement(lang) != r.en:
        reason = r.statement(lang)  # a message the catalogue lacks: the reader gets the rule in their language
    return {
        "ok": False,
        "game_id": info.id if info is not None else None,
        "error": f"[{e.rule_id}] {reason}",
        "reason": reason,
        "msgid": e.msgid,
        "params": {k: _shown(v, lang) for k, v in e.params.items()},
        "rule": e.rule_id,
        "section": r.section if r is not None else e.rule_id.split(".", 1)[0],
        "rule_text": r.statement(lang) if r is not None else None,
        "rule_title": r.title_in(lang) if r is not None and (r.title_de or r.title_en) else None,
        "rule_page": info.rule_page(e.rule_id) if info is not None and info.rule_page and r is not None else None,
    }


# ---------------------------------------------------------------- one open round in the page
class OpenRound:
    """One open round: the state, the person's seat, the bots, where each of the person's actions began (for
    undo), the actions since the person last acted (for the page to say), and where the bots stop."""

    def __init__(
        self,
        info: GameInfo,
        state: TableGame,
        seat: int,
        bot_seed: int,
        query: str,
        until: str | None = None,
        bot: str = "heuristic",
    ) -> None:
        self.info = info
        self.state = state
        self.seat = seat
        self.query = query
        self.until = until
        """A phase the round stops before (``play``: only the auction is played), ``None``: the whole round."""
        self.bots = [info.make_bot(bot, bot_seed * 16 + s) for s in range(state.players)]
        self.marks: list[int] = []  # the action count before each of the person's actions
        self.count = 0  # actions pushed so far
        self.log: list[dict[str, Any]] = []
        self.history: list[tuple[int, str, bool]] = []
        """Every action pushed in this round in order: (seat, action, by the person), for the review."""
        self.hints_taken = 0
        """How often the person asked for a hint (a lesson's whole hand: a hint costs a star)."""

    @property
    def stopped(self) -> bool:
        """True once the round has reached the phase it stops before."""
        return self.until is not None and self.state.phase == self.until

    def push(self, seat: int, action: str, person: bool = False) -> None:
        self.state.push(action)
        self.count += 1
        entry: dict[str, Any] = {"seat": seat, "action": action}
        if action in _CARD_CODES:
            # the trick's end and winner as the engine decides them: the page never counts a trick's cards
            tv = self.state.table_view(self.seat)
            if tv["trick_complete"]:
                entry["ends_trick"] = True
                entry["won_by"] = tv["last_trick_winner"]
        self.log.append(entry)
        self.history.append((seat, action, person))

    def bots_move(self, including_person: bool = False) -> None:
        """The bots move until it is the person's turn (``including_person``: until the round is over), within
        :data:`REQUEST_WORK` together."""
        st = self.state
        guard = 0
        spent = 0
        while not st.is_over and not self.stopped and guard < 4000:
            seat = st.to_move
            if seat is None or (seat == self.seat and not including_person):
                return
            bot = self.bots[seat]
            if spent + getattr(bot, "work", 0) > REQUEST_WORK:
                bot = getattr(bot, "fallback", bot)
            self.push(seat, self.info.choose(bot, st, seat))
            spent += getattr(bot, "last_work", 0)
            guard += 1


def _open_round(req: dict[str, Any]) -> OpenRound:
    """The open round the request's ``id`` names (ids are unique across the games: the id alone finds it).

    Raises:
        IllegalActionError: no open round has that id (rule ``game.phase``).
        NotationError: the request names another game than the round's (rule ``record.game``).
    """
    sid = req.get("id")
    if not _is_id(sid) or sid not in _open_rounds:
        raise IllegalActionError("game.phase", "this game is no longer open: start a new one")
    sess = _open_rounds[sid]
    if "game" in req and req["game"] != sess.info.id:
        raise NotationError(
            "record.game",
            "round {id} is a round of {title}, not of {other}",
            id=sid,
            title=_title(sess.info),
            other=_title(game(req["game"])),
        )
    return sess


_CARD_CODES = frozenset(CODES)
"""Plain card plays: shown as card pictures, not labelled."""


def _log_entry(sess: OpenRound, entry: dict[str, Any], lang: str) -> dict[str, Any]:
    """One logged action as the person may see it, with its words: another seat's lay-away without its cards
    (they go face down), every other action as played."""
    action = entry["action"]
    if action in _CARD_CODES:
        return {**entry, "card": True}  # a card played: the page draws it (it never matches a card pattern itself)
    if action.startswith("discard ") and entry["seat"] != sess.seat:
        return {
            "seat": entry["seat"],
            "action": "discard",
            "label": hidden_discard_label(len(action.split()) - 1, lang),
        }
    return {**entry, "label": action_label(sess.info.id, action, lang)}


def _offered(sess: OpenRound) -> list[str]:
    st = sess.state
    if st.is_over or sess.stopped or st.to_move != sess.seat:
        return []
    return st.offered_actions()


def _rule_link(info: GameInfo, rule_id: str, lang: str) -> dict[str, Any]:
    """A rule of ``info`` as a page links it: its id, its title in ``lang`` and its page (``None`` without one).

    >>> _rule_link(GAMES["troccas"], "count.fours", "de")
    {'rule': 'count.fours', 'rule_title': 'Zählen in Vierergruppen', 'rule_page': 'games/troccas-rules/#count.fours'}
    """
    r = _rule_of(info, rule_id)  # one of the game's rules: the registry refuses a game naming another
    return {
        "rule": rule_id,
        "rule_title": r.title_in(lang) if r.title_de or r.title_en else rule_id,
        "rule_page": info.rule_page(rule_id) if info.rule_page else None,
    }


def explained(info: GameInfo, result: dict[str, Any], seat: int | None, lang: str) -> dict[str, Any] | None:
    """A finished round in words (the game's ``explain``), with the page of its payment rule: ``lines`` (each
    a sentence, begun with a capital), ``rule``, ``rule_title`` and ``rule_page``; ``None`` for a game without."""
    if info.explain is None:
        return None
    e = info.explain(result, seat, lang)
    r = _rule_of(info, e.rule)
    return {
        "lines": [line[:1].upper() + line[1:] for line in e.lines],
        "rule": e.rule,
        "rule_title": r.title_in(lang) if r is not None and (r.title_de or r.title_en) else None,
        "rule_page": info.rule_page(e.rule) if info.rule_page and r is not None else None,
    }


def phase_words(info: GameInfo | None) -> dict[str, str]:
    """Every phase of ``info``'s rounds with its catalogue key: the phases every game may pass and the game's own."""
    return {**PHASE_WORDS, **(info.phase_words if info is not None else {})}


def phase_text(phase: object, lang: str, info: GameInfo | None = None) -> str:
    """A phase of ``info``'s rounds in words in the reader's language (the phase's own name for one without words).

    >>> phase_text("chelem", "de", GAMES["french-tarot"]), phase_text("chelem", "en", GAMES["french-tarot"])
    ('Chelem ansagen', 'Announcing a chelem')
    >>> phase_text("auction", "de")
    'Bieten'
    """
    key = phase_words(info).get(str(phase))
    return gettext(key, lang) if key is not None else str(phase)


def bidder_word(info: GameInfo, contract: str | None, lang: str) -> str:
    """The word the table writes at the bidder's seat, in the reader's language: the game's own for the contract
    (``GameInfo.bidder_word``, the word of its result and lessons), else the family's, the declarer.

    >>> [bidder_word(GAMES[g], c, "de") for g, c in [("troggu", "normal"), ("troggu", "solo"), ("french-tarot", "garde")]]
    ['Tappist', 'Solist', 'Nehmer']
    """
    if info.bidder_word is not None:
        return info.bidder_word(contract, lang)
    return gettext(N_("declarer"), lang)


def trick_count(table: Any) -> tuple[int, int]:
    """The trick being played and how many the round has, for the seat of a table view: the tricks done, the
    seat's cards left and its card in the current trick (so the page never counts them).

    >>> trick_count({"tricks_done": 2, "hand": ["RK", "R7"], "trick": [{"seat": 0, "card": "I"}], "seat": 0})
    (3, 5)
    """
    done = int(table["tricks_done"])
    mine = any(p["seat"] == table["seat"] for p in table["trick"])
    return done + 1, done + len(table["hand"]) + int(mine)


def _view(sess: OpenRound, lang: str) -> dict[str, Any]:
    st = sess.state
    over = st.is_over
    legal = _offered(sess)
    shown = {a for a in legal if a not in _CARD_CODES}
    table = st.table_view(sess.seat)
    trick_no, tricks_total = trick_count(table)
    out: dict[str, Any] = {
        "id": next(k for k, v in _open_rounds.items() if v is sess),
        "seat": sess.seat,
        "players": st.players,
        "dealer": st.dealer,
        "phase": st.phase,
        "phase_text": phase_text(st.phase, lang, sess.info),
        "to_move": st.to_move,
        # each seat as a person reads it ("Platz 1".."Platz n"; the engine, records and the API count from 0)
        "seat_labels": seat_names(st.players, lang),
        "your_turn": not over and not sess.stopped and st.to_move == sess.seat,
        "view": st.view(sess.seat),
        "table": table,
        "bidder_word": bidder_word(sess.info, table["contract"], lang),
        "trick_no": trick_no,
        "tricks_total": tricks_total,
        "legal": legal,
        "labels": {a: action_label(sess.info.id, a, lang) for a in sorted(shown)},
        "log": [_log_entry(sess, e, lang) for e in sess.log[-3 * st.players :]],
        "can_undo": bool(sess.marks),
        "share": sess.query,
        "stopped": sess.stopped,
        "notes": sess.info.describe(st, sess.seat, lang) if sess.info.describe else [],
        "over": over,
        "result": st.result() if over else None,
    }
    if over:
        out["explain"] = explained(sess.info, out["result"], sess.seat, lang)
    laying = st.layaway_size()  # the state protocol's: how many cards the lay-away takes now, else 0
    if laying and legal:
        out["discard_size"] = laying
    return out


# ---------------------------------------------------------------- the requests every game answers
def op_meta(req: dict[str, Any]) -> dict[str, Any]:
    """The game's names, rulesets, player counts, rules and card names (and what the game adds): what every page
    with a widget reads first, so no card picture (the pictures are :func:`op_faces`'s, fetched once)."""
    info = _info(req)
    lang = lang_of(req)
    out: dict[str, Any] = {
        "title": info.title_de if lang == "de" else info.title_en,
        "rulesets": list(info.rulesets),
        "ruleset_titles": {name: info.options.TITLES[name].render(lang) for name in info.rulesets},
        "players": list(info.players),
        "default_ruleset": info.default_ruleset,
        "default_players": info.default_players,
        "estimate": info.estimate is not None,
        "estimate_samples": info.estimate_samples,
        "names": {c: info.card_name(c, lang) for c in info.deck} if info.card_name else {},
        "limits": {"record_chars": MAX_BYTES, "depth": MAX_DEPTH},
        "rules": {
            r.id: {
                "rule_text": r.statement(lang),
                "section": r.section,
                "rule_page": info.rule_page(r.id) if info.rule_page else None,
            }
            for r in info.rules
        },
    }
    if info.extensions.meta is not None:
        out.update(info.extensions.meta(lang))
    return out


def op_faces(req: dict[str, Any]) -> dict[str, Any]:
    """Every card's picture of the game (``faces``: code -> SVG text, drawn by the engine and labelled in the
    reader's language), each once: the page asks for them once per game and keeps them."""
    info = _info(req)
    lang = lang_of(req)
    return {"faces": {c: info.face(c, lang) for c in info.deck} if info.face else {}}


def op_new_game(req: dict[str, Any]) -> dict[str, Any]:
    """Deal a round and let the bots move up to the person's turn (``until``: stop before that phase)."""
    info = _info(req)
    table = table_fields(req, info)
    rs, n, seed, dealer = table.ruleset, table.players, table.seed, table.dealer
    seat = int_field(req, "seat", 0, n - 1, "players.seat", (dealer + 1) % n)
    bot_seed = int_field(req, "bot_seed", 0, MAX_SEED, "deal.seed", seed)
    until = req.get("until")
    if until is not None and until not in ("play",):
        raise NotationError(
            "game.phase", "a round stops before the play or not at all, not {until!r}", until=verbatim(until, 20)
        )
    level = req.get("level", "einfach")
    if not isinstance(level, str) or level not in LEVELS:
        raise NotationError(
            "game.action",
            "a bot level is one of {levels}, not {level!r}",
            levels=", ".join(LEVELS),
            level=brief(level, 20),
        )
    state = info.new(rs, n, seed, dealer)
    sess = OpenRound(info, state, seat, bot_seed, share_query(info.id, table), until, LEVELS[level][0])
    if len(_open_rounds) >= MAX_OPEN_ROUNDS:
        del _open_rounds[min(_open_rounds)]
    sid = _next_id[0]
    _next_id[0] += 1
    _open_rounds[sid] = sess
    sess.bots_move()
    return _view(sess, lang_of(req))


def op_act(req: dict[str, Any]) -> dict[str, Any]:
    """The person's action in the game's notation; then the bots answer up to the person's next turn."""
    sess = _open_round(req)
    action = req.get("action")
    if not isinstance(action, str) or not 0 < len(action) <= 200:
        raise NotationError("game.action", "an action is a short text: a card code, a bid, or 'discard C1 C2 ...'")
    st = sess.state
    if st.is_over or sess.stopped or st.to_move != sess.seat:
        raise IllegalActionError("game.turn", "it is not your turn")
    before = sess.count
    kept = sess.log
    sess.log = []
    try:
        sess.push(sess.seat, action, person=True)  # raises naming the rule; the state is unchanged then
    except TrogguError:
        sess.log = kept
        raise
    sess.marks.append(before)
    sess.bots_move()
    return _view(sess, lang_of(req))


def op_undo(req: dict[str, Any]) -> dict[str, Any]:
    """Take back the person's last action and the bots' answers to it."""
    sess = _open_round(req)
    if not sess.marks:
        raise IllegalActionError("game.undo", "nothing to take back")
    target = sess.marks.pop()
    while sess.count > target:
        sess.state.pop()
        sess.count -= 1
        if sess.history:
            sess.history.pop()
    sess.log = []
    return _view(sess, lang_of(req))


def op_state(req: dict[str, Any]) -> dict[str, Any]:
    return _view(_open_round(req), lang_of(req))


def op_finish(req: dict[str, Any]) -> dict[str, Any]:
    """The bots play the rest of the round, the person's seat included."""
    sess = _open_round(req)
    if not sess.state.is_over:  # a finished round has nothing to finish: no step to undo
        sess.marks.append(sess.count)
        sess.log = []
        sess.until = None
        sess.bots_move(including_person=True)
    return _view(sess, lang_of(req))


def op_estimate(req: dict[str, Any]) -> dict[str, Any]:
    """'What are my chances': how often the person's seat would win each contract it may bid now.

    At most the game's ``estimate_samples`` rounds per contract (:data:`MAX_SAMPLES` where it sets none), whatever
    is asked; the hint and the review read the same estimate (:func:`~.hints.auction_estimate`).

    Raises:
        IllegalActionError: the game has no estimate, or it is not the person's turn in the auction (rule
            ``game.phase``): the chances are of the contracts the person may bid, so there are none to weigh after
            the auction.
    """
    sess = _open_round(req)
    estimate = sess.info.estimate
    if estimate is None:
        raise IllegalActionError("game.phase", "this game has no estimate")
    st = sess.state
    if st.is_over or sess.stopped or st.phase != AUCTION or st.to_move != sess.seat:
        raise IllegalActionError("game.phase", "the chances are estimated in the auction, when it is your turn to bid")
    asked = int_field(req, "samples", 1, MAX_SEED, "game.phase", 50)
    budget = sess.info.estimate_samples
    samples = min(asked, budget)
    seed = int_field(req, "seed", 0, MAX_SEED, "deal.seed", 1)  # the hint's seed (hints.ESTIMATE_SEED)
    contracts = [str(a) for a in st.legal_actions() if str(a) != "pass"]
    chances: dict[str, Any] = {}
    for c in contracts:
        value = estimate(st, sess.seat, c, samples, seed)
        chances[c] = {k: v for k, v in value.items() if k != "paid"} if isinstance(value, dict) else {"win": value}
    return {
        "chances": chances,
        "labels": {c: action_label(sess.info.id, c, lang_of(req)) for c in contracts},
        "samples": samples,
        "asked": asked,
        "max_samples": budget,
        "seed": seed,
    }


def op_share(req: dict[str, Any]) -> dict[str, Any]:
    """A share link read and checked (``g=troccas&r=surselva&p=4&s=7&d=0``; Troggu's name no game), each value by
    the same reader as every other op's (:func:`~.kernel.web_request.table_fields`): the deal it names and the
    link again; a game with a ``deal`` request of its own answers with that deal (Troggu's hands and Tapp).

    Raises:
        WebError: a link of another shape (rule ``game.action``), a bad value (the value's rule).
        NotationError: the link names another game than the request (rule ``record.game``).
    """
    info = _info(req)
    fields = read_share(req.get("query", ""))
    named = game(fields.pop("game", DEFAULT_GAME))
    if named is not info:
        raise NotationError(
            "record.game",
            "this share link is for {title}, not for {other}",
            title=_title(named),
            other=_title(info),
        )
    table = table_fields(fields, info)
    deal = info.extensions.requests.get("deal")
    if deal is not None:
        return deal({**fields, "lang": req.get("lang")})
    return {
        "ruleset": ruleset_name(table.ruleset),
        "house_rules": None if isinstance(table.ruleset, str) else ruleset_json(table.ruleset),
        "players": table.players,
        "seed": table.seed,
        "dealer": table.dealer,
        "share": share_query(info.id, table),
    }


def op_record(req: dict[str, Any]) -> dict[str, Any]:
    """The round so far as a ``troggu-record/2`` file, named after the game, ruleset, players and seed."""
    sess = _open_round(req)
    st = sess.state
    rec = st.record()
    rec.setdefault("source", "troggu site")
    seed = sess.query.split("s=", 1)[1].split("&", 1)[0]
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
    info = _info(req)
    named = data.get("game", DEFAULT_GAME) if isinstance(data, dict) else None
    if named != info.id:
        raise RecordError("record.format", "this is not a {title} record", "game", title=_title(info))
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
            "meta": meta,
            "players": len(result.get("payments", [])) or data.get("players"),
        }
    # each seat as the table names it, like the table's answers (the page counts no seat)
    players = out["players"]
    out["seat_labels"] = seat_names(players if isinstance(players, int) else 0, lang)
    return out


def _session_replayed(info: GameInfo, result: dict[str, Any], lang: str) -> dict[str, Any]:
    """A replayed session as the page shows it: each round's tricks, their winners and the round in words
    (``rounds``); in ``explain`` what each round paid (its ``totals``: the Danish pots' share too) and the session's
    totals. No one round's tricks stand for the session (``tricks`` is empty)."""
    rounds = [
        {
            "tricks": r.get("tricks", []),
            "trick_winners": r.get("trick_winners", []),
            "explain": explained(info, r, None, lang),
        }
        for r in result["rounds"]
    ]
    lines = [
        Msg(
            "round {round}: {why}", round=k + 1, why=Verbatim(payments_line(r.get("totals", r["payments"]), None, lang))
        ).render(lang)
        for k, r in enumerate(result["rounds"])
    ]
    totals = ", ".join(f"{seat_label(s, None, lang)} {signed(t, lang)}" for s, t in enumerate(result["totals"]))
    lines.append(Msg("Totals: {list}.", list=Verbatim(totals)).render(lang))
    first = rounds[0]["explain"] if rounds else None
    return {
        "tricks": [],
        "trick_winners": [],
        "rounds": rounds,
        "explain": {**first, "lines": [line[:1].upper() + line[1:] for line in lines]} if first else None,
        "players": len(result["totals"]),
    }


def op_compare(req: dict[str, Any]) -> dict[str, Any]:
    """One trick and one pile, every game's rule side by side (:func:`troggu_core.compare.compare`)."""
    from .compare import compare, parse_list

    lang = lang_of(req)
    rows = compare(parse_list(req.get("trick", ""), 8), parse_list(req.get("pile", "")))
    for r in rows:
        r["title"] = r["title_de"] if lang == "de" else r["title_en"]
        info = GAMES[r["game"]]
        r["winning_name"] = info.card_name(r["winning_card"], lang) if info.card_name and r["winning_card"] else None
        # the winning card as the page shows it: its place in the trick as a person counts (from 1), its name
        won = r["winner"] is not None
        r["winner_text"] = f"{r['winner'] + 1}. {r['winning_name'] or r['winning_card']}" if won else "–"
        r["rules"] = [_rule_link(info, rule_id, lang) for rule_id in info.compare_rules]
    return {"rows": rows}


def op_hint(req: dict[str, Any]) -> dict[str, Any]:
    """The suggested action for the person's turn and, in the card play, each card's expected points for the
    person's side (:func:`troggu_core.hints.hint`; ``level``: ``gut`` or ``stark``)."""
    from .hints import hint

    sess = _open_round(req)
    if sess.stopped:
        raise IllegalActionError("game.turn", "it is not your turn")
    sess.hints_taken += 1
    return hint(sess.info, sess.state, sess.seat, req.get("level", "gut"), lang_of(req))


def op_review(req: dict[str, Any]) -> dict[str, Any]:
    """The person's card plays where the strong bot, knowing what the person knew, preferred another card, by how
    much, and the best card with open cards (:func:`troggu_core.hints.review`)."""
    from .hints import review

    sess = _open_round(req)
    return review(sess.info, sess.state, sess.history, sess.seat, req.get("level", "gut"), lang_of(req))


def op_lessons(req: dict[str, Any]) -> dict[str, Any]:
    """Lernen: the path of lessons, every game's (:mod:`troggu_core.learn`)."""
    from .learn import web_ops

    return web_ops.lessons(req)


def op_lesson(req: dict[str, Any]) -> dict[str, Any]:
    """Lernen: one lesson's table and texts."""
    from .learn import web_ops

    return web_ops.lesson(req)


def op_lesson_answer(req: dict[str, Any]) -> dict[str, Any]:
    """Lernen: the engine judges the learner's answer to a lesson."""
    from .learn import web_ops

    return web_ops.lesson_answer(req)


OPS: dict[str, Callable[[dict[str, Any]], dict[str, Any]]] = {
    "meta": op_meta,
    "faces": op_faces,
    "new_game": op_new_game,
    "act": op_act,
    "undo": op_undo,
    "state": op_state,
    "finish": op_finish,
    "record": op_record,
    "replay": op_replay,
    "estimate": op_estimate,
    "share": op_share,
    "compare": op_compare,
    "hint": op_hint,
    "review": op_review,
    **PAD_OPS,
    **HOUSE_OPS,
    "lessons": op_lessons,
    "lesson": op_lesson,
    "lesson_answer": op_lesson_answer,
}
"""The requests every game answers (the score pad's too: :mod:`~.kernel.pad_web`); a game adds its own
(``GameInfo.extensions.requests``)."""


# ---------------------------------------------------------------- dispatch
_LAST_WORD = json.dumps(
    {
        "ok": False,
        "game_id": None,
        "error": "[game.action] unknown request",
        "reason": "unknown request",
        "msgid": "unknown request",
        "params": {},
        "rule": "game.action",
        "section": "game",
        "rule_text": None,
        "rule_title": None,
        "rule_page": None,
    }
)
"""The answer when even the refusal cannot be written (it names a rule like every other)."""


MAX_REQUEST = 2 * MAX_BYTES + 65_536
"""The longest request read, in characters: a record or a score pad file of :data:`~.kernel.jsonio.MAX_BYTES`
escaped into the request's JSON (every quote, backslash and line break of valid JSON text doubled), and the
request's other fields. A text inside is checked against its own limit by the op that reads it."""
_PEEK = 4096
"""How much of the opening and the end of a request that cannot be read is looked at for its language and op."""
_KEY = {key: re.compile(rf'"{key}"\s*:\s*"([a-z_]{{1,20}})"') for key in ("lang", "op")}


def _peeked(request: object, key: str) -> str | None:
    """What a request that cannot be read says for ``key`` (``lang``, ``op``) at its opening or end, where the
    widgets write it: the reader's language for the refusal. A key inside a string of the request (escaped as
    ``\\"lang\\"``) is not taken."""
    if not isinstance(request, str):
        return None
    for part in (request[:_PEEK], request[-_PEEK:]):
        found = _KEY[key].search(part)
        if found:
            return found.group(1)
    return None


def _unreadable(request: object, e: RecordError) -> RecordError:
    """The refusal of a request that is no JSON object the facade can read: a score pad file over the size of any
    evening is said to be one (the page sends a file as it is)."""
    if e.msgid.startswith("the text is larger than") and _peeked(request, "op") == "pad_import":
        return too_large()
    return e


def handle(request: str) -> str:
    """Answer one widget request (JSON text) with JSON text; engine errors become ``ok: false``.

    Every request gets its own JSON answer, whatever is raised inside; every refusal names a rule, in the
    request's language (one that cannot be read: the language its opening or end names, see :func:`_peeked`).
    """
    lang = "en"
    info: GameInfo | None = None
    try:
        try:
            try:
                req = read_json(request, MAX_REQUEST)
            except RecordError as e:
                lang = "de" if _peeked(request, "lang") == "de" else "en"
                raise _unreadable(request, e) from None
            if not isinstance(req, dict):
                raise WebError("game.action", "unknown request")
            lang = lang_of(req)
            info = game(DEFAULT_GAME)
            info = _info(req)  # a name that is no game is refused naming the games (rule record.game)
            op = req.get("op")
            if not isinstance(op, str):
                raise WebError("game.action", "unknown request")  # a list or an object is no op
            answer = info.extensions.requests.get(op) or OPS.get(op)
            if answer is None:
                raise WebError("game.action", "unknown request")
            out = answer(req)
            return json.dumps({"ok": True, "game_id": info.id, **out}, ensure_ascii=False)
        except TrogguError as e:
            return json.dumps(refusal(e, lang, info), ensure_ascii=False)
        except Exception as e:  # noqa: BLE001 - the facade answers every request, whatever happens inside
            # not a request the widgets send: refused all the same, naming the rule of requests
            why = verbatim(f"{type(e).__name__}: {e}", 120)
            return json.dumps(
                refusal(WebError("game.action", "this request cannot be answered: {why}", why=why), lang, info),
                ensure_ascii=False,
            )
    except Exception:  # noqa: BLE001 - even the refusal failed (no memory, no stack): a fixed answer
        return _LAST_WORD
