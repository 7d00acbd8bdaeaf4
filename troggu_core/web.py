"""The JSON facade the site's widgets call (in Pyodide): JSON in, JSON out, all rules in the engine.

The page's JavaScript only draws what this module returns and forwards clicks to it; every
check, every bot move, every count and payment is done here by the engine itself.

>>> import json
>>> out = json.loads(handle(json.dumps({"op": "deal", "ruleset": "visp", "players": 4, "seed": 7})))
>>> out["ok"], len(out["hands"]), out["share"]
(True, 4, 'r=visp&p=4&s=7&d=0')
>>> bad = json.loads(handle('{"op": "share", "query": "r=visp&p=99&s=1"}'))
>>> bad["ok"], bad["rule"]
(False, 'deal.players')

Requests are objects with an ``op`` key (see :data:`OPS`); answers are objects with ``ok``
and either the data or ``error`` (the engine's message), ``rule`` (its rule id) and
``section`` (the rules page that explains it).
"""

from __future__ import annotations

import json
import random
import re
from functools import lru_cache
from typing import Any, Callable
from urllib.parse import parse_qs, urlencode

from .games.troggu.actions import Bid, Call, Discard, GameType, Phase, parse_action
from .games.troggu.bots import HeuristicBot, play_out
from .games.troggu.cards import TROGGU_DECK, Card, mask_of, sort_key
from .games.troggu.deal import deal as _deal
from .errors import IllegalActionError, NotationError, RecordError, TrogguError
from .games.troggu.state import Game
from .i18n import MAX_PARAM, N_, Localized, Msg, brief, translate_error, verbatim
from .kernel.jsonio import read_json
from .games.troggu.record import dumps, from_json
from .games.troggu.rules import RULES
from .games.troggu.rulesets import CALL_FROM, RULESETS, MiserePayer, Ruleset, calls_partner, ruleset as _ruleset
from .games.troggu.scoring import TOTAL_POINTS, misere_payments, settle
from .games.troggu.svg import card_label, card_svg
from .games.troggu.tricks import mask_points
from .games.troggu.views import SeatView

__all__ = ["handle", "OPS", "score_points", "score_misere", "estimate"]

MAX_SEED = 2**53 - 1  # what a JavaScript number holds exactly
MAX_SAMPLES = 1000
_games: dict[int, _Session] = {}
_next_id = [1]


class WebError(TrogguError):
    """A request the widgets should not send (bad field); carries a rule id like every engine error."""


# ---------------------------------------------------------------- helpers
def _lang(req: dict[str, Any]) -> str:
    return "de" if req.get("lang") == "de" else "en"


# the request fields as the widgets label them (an input error names the field the reader sees)
_FIELDS = {"players": N_("players"), "seed": N_("seed"), "dealer": N_("dealer"), "seat": N_("seat"),
           "declarer_points": N_("the declarer's points"), "p": N_("points"), "samples": N_("samples"),
           "bot_seed": N_("seed")}


def _rule_info(rule_id: str, lang: str) -> dict[str, Any]:
    """A Troggu rule as a refusal names it: id, section, title and statement in ``lang``, and its anchor on the site
    (``rules/<section>/#<id>``, under ``en/`` for English); ``None`` for what is not a rule of Troggu's table."""
    r = RULES.get(rule_id)
    section = rule_id.split(".", 1)[0]
    if r is None:
        return {"rule": rule_id, "section": section, "rule_title": None, "rule_text": None, "anchor": None}
    return {"rule": rule_id, "section": section, "rule_title": r.title_in(lang), "rule_text": r.statement(lang),
            "anchor": f"{'' if lang == 'de' else 'en/'}rules/{r.section}/#{r.anchor}"}


def _shown(value: Any, lang: str = "en") -> str:
    """A parameter of a refusal as the answer carries it: text (a phrase said in ``lang``), at most ``MAX_PARAM``
    characters."""
    if isinstance(value, (Msg, Localized)):
        value = value.render(lang)
    text = value if isinstance(value, str) else brief(value, MAX_PARAM)
    return str(text if len(text) <= MAX_PARAM else text[:MAX_PARAM] + "…")


def refusal_params(e: TrogguError, lang: str) -> dict[str, Any]:
    """A refusal's parameters as an answer carries them: numbers as they are, everything else as bounded text."""
    return {k: v if isinstance(v, (int, float, bool)) or v is None else _shown(v, lang) for k, v in e.params.items()}


def _error(e: TrogguError, lang: str) -> dict[str, Any]:
    """The answer to a refused request: the message in the request's language, its id, parameters and rule."""
    reason = e.message(lang)
    return {"ok": False, "error": f"[{e.rule_id}] {reason}", "reason": reason, "msgid": e.msgid,
            "params": refusal_params(e, lang), **_rule_info(e.rule_id, lang)}


def _int(req: dict[str, Any], key: str, lo: int, hi: int, rule: str, default: int | None = None) -> int:
    value = req.get(key, default)
    if isinstance(value, str) and re.fullmatch(r"-?[0-9]{1,16}", value.strip()):
        value = int(value)
    if not isinstance(value, int) or isinstance(value, bool) or not lo <= value <= hi:
        raise WebError(rule, "{field} must be a whole number from {lo} to {hi}, not {value!r}",
                       field=_FIELDS.get(key, key), lo=lo, hi=hi, value=verbatim(str(value), 40))
    return value


def _rs(req: dict[str, Any]) -> Ruleset:
    name = req.get("ruleset", "visp")
    if not isinstance(name, str) or name not in RULESETS:
        raise WebError("notation.ruleset", "unknown ruleset {name!r}: choose {choices}", name=verbatim(str(name), 40),
                       choices=", ".join(RULESETS))
    return _ruleset(name)


def _players(req: dict[str, Any], rs: Ruleset) -> int:
    n = _int(req, "players", 3, 8, "deal.players", 4)
    if n not in rs.players:
        raise WebError("deal.players", "{title} is played by {low} to {high} players, not {n}", title=rs.title,
                       low=min(rs.players), high=max(rs.players), n=n)
    return n


def _codes(cards: Any) -> list[str]:
    return [str(c) for c in sorted(cards, key=sort_key)]


@lru_cache(maxsize=4)
def _faces(lang: str) -> dict[str, dict[str, Any]]:
    """Every card's image (the engine's SVG), label, name and points, sent to the page once."""
    return {
        str(c): {"label": c.label(), "name": card_label(c, lang), "points": c.points, "trump": c.is_trump,
                 "svg": card_svg(c, lang=lang)}
        for c in TROGGU_DECK
    }


# ---------------------------------------------------------------- meta, deal, share links
def op_meta(req: dict[str, Any]) -> dict[str, Any]:
    lang = _lang(req)
    return {
        "rulesets": [{"name": rs.name, "title": rs.title, "players": list(rs.players),
                      "base_rappen": rs.base_rappen} for rs in RULESETS.values()],
        "faces": _faces(lang),
        "total_points": TOTAL_POINTS,
        "call_from": CALL_FROM,
    }


def _deal_params(req: dict[str, Any]) -> tuple[Ruleset, int, int, int]:
    rs = _rs(req)
    n = _players(req, rs)
    seed = _int(req, "seed", 0, MAX_SEED, "deal.shuffle-cut", 0)
    dealer = _int(req, "dealer", 0, n - 1, "deal.order", 0)
    return rs, n, seed, dealer


def share_query(rs: Ruleset, players: int, seed: int, dealer: int) -> str:
    """The share-link query that reproduces a deal."""
    return urlencode({"r": rs.name, "p": players, "s": seed, "d": dealer})


def layout_text(layout: Any, lang: str = "en") -> str:
    """How the cards are dealt, in words: ``je 4 Karten, dann 6 in den Tapp, dann je 3``.

    >>> from troggu_core.games.troggu.rulesets import Layout
    >>> layout_text(Layout((4, 3), 6, 1))
    '4 cards each, then 6 to the Tapp, then 3 each'
    >>> layout_text(Layout((4, 4, 5), 10, 0), "de")
    'zuerst 10 in den Tapp, dann je 4 Karten, dann je 4, dann je 5'
    """
    steps: list[str] = []
    for i, p in enumerate(layout.packets):
        if i == layout.tapp_after:
            key = N_("first {n} to the Tapp") if i == 0 else N_("then {n} to the Tapp")
            steps.append(translate_error(key, {"n": layout.tapp}, lang))
        key = N_("{n} cards each") if i == 0 else N_("then {n} each")
        if i == 0 and layout.tapp_after == 0:
            key = N_("then {n} cards each")
        steps.append(translate_error(key, {"n": p}, lang))
    return ", ".join(steps)


def op_deal(req: dict[str, Any]) -> dict[str, Any]:
    rs, n, seed, dealer = _deal_params(req)
    d = _deal(rs, n, seed, dealer)
    return {
        "ruleset": rs.name, "title": rs.title, "players": n, "seed": seed, "dealer": dealer,
        "hands": [_codes(h) for h in d.hands], "tapp": _codes(d.tapp), "layout": str(d.layout),
        "layout_text": layout_text(d.layout, _lang(req)),
        "points": [sum(c.points for c in h) for h in d.hands], "tapp_points": sum(c.points for c in d.tapp),
        "share": share_query(rs, n, seed, dealer),
    }


_SHARE_KEYS = {"r": "ruleset", "p": "players", "s": "seed", "d": "dealer"}


def op_share(req: dict[str, Any]) -> dict[str, Any]:
    """Parse and check a share link (``r=visp&p=4&s=7&d=0``, with or without a leading ``#``/``?``)."""
    query = req.get("query", "")
    if not isinstance(query, str) or len(query) > 200:
        raise WebError("notation.share", "a share link is a short text like r=visp&p=4&s=7")
    query = query.lstrip("#?")
    try:
        parsed = parse_qs(query, keep_blank_values=True, strict_parsing=bool(query), max_num_fields=8)
    except ValueError:
        raise WebError("notation.share", "this share link is not of the form r=visp&p=4&s=7&d=0") from None
    unknown = sorted(set(parsed) - set(_SHARE_KEYS))
    if unknown:
        raise WebError("notation.share", "unknown key in the share link: {key!r}", key=verbatim(unknown[0], 20))
    fields: dict[str, Any] = {}
    for key, values in parsed.items():
        if len(values) != 1:
            raise WebError("notation.share", "the key {key!r} appears twice in the share link", key=verbatim(key))
        fields[_SHARE_KEYS[key]] = values[0]
    return op_deal({**fields, "lang": req.get("lang")})


# ---------------------------------------------------------------- games (bidding and play widgets)
class _Session:
    def __init__(self, game: Game, seat: int, bot_seed: int, stop_after_auction: bool, seed: int = 0) -> None:
        self.game = game
        self.seed = seed
        self.seat = seat
        self.bots = [HeuristicBot(random.Random(bot_seed * 16 + s)) for s in range(game.players)]
        self.stop_after_auction = stop_after_auction
        self.marks: list[int] = []  # history length before each of the person's actions (for undo)
        self.log: list[dict[str, Any]] = []

    def bots_move(self) -> None:
        g = self.game
        while g.phase is not Phase.FINISHED and g.to_move != self.seat:
            if self.stop_after_auction and g.phase is not Phase.AUCTION:
                return
            seat = g._to_move  # the round is open here, so this is a seat
            act = self.bots[seat].choose(SeatView.of(g, seat))
            self._note(seat, act)
            g.push(act)
        if self.stop_after_auction and g.phase is not Phase.AUCTION:
            return

    def _note(self, seat: int, act: Any) -> None:
        g = self.game
        if isinstance(act, Bid):
            self.log.append({"seat": seat, "kind": "bid", "value": act.value})
        elif isinstance(act, Call):
            self.log.append({"seat": seat, "kind": "call", "value": str(act.card)})
        elif isinstance(act, Discard):
            self.log.append({"seat": seat, "kind": "discard", "value": len(act.cards)})
        else:
            schg = g.schgusieru_possible() and not act.is_narr
            self.log.append({"seat": seat, "kind": "play", "value": str(act), "schgusieru": schg})


def _game_info(g: Game, viewer: int) -> dict[str, Any]:
    view = SeatView.of(g, viewer)
    partner = None
    if g.partner is not None and (g.phase is Phase.FINISHED or g.partner in view.team and len(view.team) > 1):
        partner = g.partner
    return {
        "type": g.game_type.value if g.game_type else None,
        "declarer": g.declarer, "forced": g.forced, "call": str(g.call) if g.call else None,
        "partner": partner, "team": sorted(view.team),
    }


def _state(sess: _Session, lang: str) -> dict[str, Any]:
    g = sess.game
    me = sess.seat
    my_turn = g.to_move == me and g.phase is not Phase.FINISHED
    order = list(g.bid_order)
    bids = [{"seat": order[i], "bid": b.value} for i, b in enumerate(g.bids)]
    out: dict[str, Any] = {
        "id": next(k for k, v in _games.items() if v is sess),
        "ruleset": g.ruleset.name, "title": g.ruleset.title, "players": g.players, "dealer": g.dealer,
        "seat": me, "phase": g.phase.value, "to_move": g.to_move, "your_turn": my_turn,
        "hand": _codes(g.hand(me)), "bids": bids, "game": _game_info(g, me),
        "legal_bids": [b.value for b in g.legal_bids()] if my_turn else [],
        "callable": _codes(g.callable_cards()) if my_turn else [],
        "playable": _codes(g.legal_plays()) if my_turn and g.phase is Phase.PLAY else [],
        "schgusieru": bool(my_turn and g.schgusieru_possible()),
        "trick": [{"seat": s, "card": str(c)} for s, c in g.current_trick],
        "trick_number": g.trick_number, "tricks_total": g.tricks_total,
        "tricks_won": [sum(1 for t in g.tricks if t.winner == s) for s in range(g.players)],
        "last_trick": None, "exchange": None, "result": None,
        "can_undo": bool(sess.marks), "log": sess.log[-3 * g.players:],
        "auction_over": g.phase is not Phase.AUCTION,
    }
    if g.tricks:
        t = g.tricks[-1]
        out["last_trick"] = {"cards": [{"seat": s, "card": str(c)} for s, c in t.played], "winner": t.winner}
    if g.phase is Phase.EXCHANGE and my_turn:
        out["exchange"] = {"tapp": _codes(g.tapp), "count": len(g.tapp),
                           "pool": _codes(list(g.hand(me)) + list(g.tapp))}
    if g.withheld == me:
        out["withheld"] = True
    res = g.outcome()
    if res is not None:
        out["result"] = res.to_json()
        out["hands0"] = [_codes(Card.from_index(i) for i in range(78) if (g.hands0[s] >> i) & 1)
                         for s in range(g.players)]
        out["tapp"] = _codes(g.tapp)
        out["discard"] = _codes(g.discard)
    return out


def _session(req: dict[str, Any]) -> _Session:
    gid = req.get("id")
    if not isinstance(gid, int) or isinstance(gid, bool) or gid not in _games:
        raise WebError("game.phase", "this game is no longer open: start a new one")
    return _games[gid]


def op_new_game(req: dict[str, Any]) -> dict[str, Any]:
    rs, n, seed, dealer = _deal_params(req)
    seat = _int(req, "seat", 0, n - 1, "deal.players", (dealer + 1) % n)
    bot_seed = _int(req, "bot_seed", 0, MAX_SEED, "deal.shuffle-cut", seed)
    game = Game.new(rs, n, seed, dealer)
    sess = _Session(game, seat, bot_seed, bool(req.get("auction_only")), seed)
    if len(_games) > 20:  # a tab keeps a few games at most
        del _games[min(_games)]
    gid = _next_id[0]
    _next_id[0] += 1
    _games[gid] = sess
    sess.bots_move()
    return _state(sess, _lang(req))


def op_act(req: dict[str, Any]) -> dict[str, Any]:
    sess = _session(req)
    g = sess.game
    text = req.get("action")
    if not isinstance(text, str) or len(text) > 200:
        raise NotationError("notation.action", "an action is a short text such as 'pass', 'RK' or 'lay R1 R2'")
    if g.phase is Phase.FINISHED or g.to_move != sess.seat:
        raise IllegalActionError("play.turn", "it is not your turn")
    if g.phase is Phase.EXCHANGE:
        act: Any = Discard.parse(text.removeprefix("lay ").removeprefix("discard "))
    elif g.phase is Phase.CALL:
        act = Call(Card.parse(text.removeprefix("call ")))
    else:
        act = parse_action(text)
    depth = len(g.history)
    g.push(act, seat=sess.seat)  # raises with the rule; the state is unchanged then
    sess.marks.append(depth)
    sess.log = [{"seat": sess.seat, "kind": "play", "value": str(act)}] if isinstance(act, Card) else []
    if not isinstance(act, Card):
        sess._note(sess.seat, act)
    sess.bots_move()
    return _state(sess, _lang(req))


def op_undo(req: dict[str, Any]) -> dict[str, Any]:
    sess = _session(req)
    if not sess.marks:
        raise IllegalActionError("game.phase", "nothing to take back")
    target = sess.marks.pop()
    while len(sess.game.history) > target:
        sess.game.pop()
    sess.log = []
    return _state(sess, _lang(req))


def op_state(req: dict[str, Any]) -> dict[str, Any]:
    return _state(_session(req), _lang(req))


def op_record(req: dict[str, Any]) -> dict[str, Any]:
    sess = _session(req)
    g = sess.game
    name = f"troggu-{g.ruleset.name}-{g.players}p-seed{sess.seed}.json"  # game, village, players and seed
    return {"record": dumps(g, indent=1, source="troggu site"), "filename": name}


def op_bot_finish(req: dict[str, Any]) -> dict[str, Any]:
    """Let the bots play the rest of the game, the person's seat included (the 'finish for me' button)."""
    sess = _session(req)
    if sess.game.phase is not Phase.FINISHED:  # a finished game has nothing to finish: no step to undo
        sess.marks.append(len(sess.game.history))
        play_out(sess.game, sess.bots)
    return _state(sess, _lang(req))


# ---------------------------------------------------------------- Monte Carlo estimate
class _SeededOnUse(random.Random):
    """``random.Random(x)``, seeded only when first asked for a number (the same numbers).

    A heuristic bot draws only to decide a schgüsieru, so most completions never touch their
    bots' generators, and seeding one costs about as much as playing a trick.
    """

    def __init__(self, x: int) -> None:  # noqa: D107 - seeding waits for the first draw
        self._x = x
        self._seeded = False

    def _seed_now(self) -> None:
        self._seeded = True
        self.seed(self._x)
        self.gauss_next = None

    def random(self) -> float:
        if not self._seeded:
            self._seed_now()
        return super().random()

    def getrandbits(self, k: int) -> int:
        if not self._seeded:
            self._seed_now()
        return super().getrandbits(k)


def estimate(rs: Ruleset, hands: list[list[Card]], tapp: list[Card], dealer: int, seat: int,
             samples: int, seed: int) -> dict[str, Any]:
    """The chances of ``seat``'s hand as Tappist and as Solist.

    Every sample keeps ``seat``'s hand, redeals all other cards (other hands and Tapp) at random,
    lets ``seat`` say normal (resp. solo) while everyone else passes, and lets heuristic bots play
    the game out. Returns per game: how often ``seat``'s side won, and the mean payment in Rappen.
    ``samples`` completions are played for each of the two games: ``2 * samples`` games in all.
    The same ``seed`` gives the same answer in CPython and in Pyodide.

    What it measures: the chances when every seat is played by :class:`~troggu_core.games.troggu.bots.HeuristicBot`
    (the same bot, with the same decisions, as everywhere else) and the unseen cards are dealt
    at random; not the chances against human players. A win rate from ``samples`` games has a
    standard error of at most ``0.5 / sqrt(samples)`` (0.05 with 100 samples). Speed: about
    0.3 ms a completion in CPython, 0.5 ms in Pyodide (``python bench/engine.py``,
    ``node bench/pyodide_engine.mjs``).

    Raises:
        NotationError: hands and Tapp are not a deal of ``rs`` (rule ``record.deal``).
    """
    rng = random.Random(seed)
    dealt = Game(rs, hands, tapp, dealer)  # checks the deal once; every sample deals the same 62 cards
    mine = dealt.hands0[seat]
    unknown = [c.index for c in TROGGU_DECK if not (mine >> c.index) & 1]
    sizes = [h.bit_count() for h in dealt.hands0]
    players = len(sizes)
    out: dict[str, Any] = {"samples": samples}
    for bid in (Bid.NORMAL, Bid.SOLO):
        wins = draws = 0
        rappen = 0
        declarer_is_me = 0
        for _ in range(samples):
            pool = unknown[:]
            rng.shuffle(pool)
            masks = []
            k = 0
            for s in range(players):
                if s == seat:
                    masks.append(mine)
                    continue
                m = 0
                for c in pool[k:k + sizes[s]]:
                    m |= 1 << c
                masks.append(m)
                k += sizes[s]
            rest = 0
            for c in pool[k:]:
                rest |= 1 << c
            g = Game.__new__(Game)
            g._setup(rs, masks, rest, dealer)  # as Game.new: a permutation of a checked deal needs no checks
            while g.phase is Phase.AUCTION:
                g.push(bid if g.to_move == seat else Bid.PASS)
            # Integer seeds: a float seed is hashed, and hashes differ between 64-bit CPython and
            # 32-bit WebAssembly; an integer seeds the same generator in the page and in Python.
            bots = [HeuristicBot(_SeededOnUse(rng.getrandbits(64))) for _ in range(players)]
            play_out(g, bots)
            r = g.outcome()
            mine_side = g.side_of(seat)
            declarer_is_me += g.declarer == seat
            rappen += r.rappen[seat]
            if r.winner == "draw":
                draws += 1
            elif (r.winner == "declarer") == (g.declarer in mine_side):
                wins += 1
        out[bid.value] = {"win": wins / samples, "draw": draws / samples, "mean_rappen": rappen / samples,
                          "declarer_is_you": declarer_is_me == samples}
    return out


def op_estimate(req: dict[str, Any]) -> dict[str, Any]:
    sess = _session(req)
    samples = _int(req, "samples", 1, MAX_SAMPLES, "game.phase", 100)
    g = sess.game
    hands = [list(Card.from_index(i) for i in range(78) if (g.hands0[s] >> i) & 1) for s in range(g.players)]
    tapp = [c for c in TROGGU_DECK if (g.tapp0 >> c.index) & 1]
    return estimate(g.ruleset, hands, tapp, g.dealer, sess.seat, samples, _int(req, "seed", 0, MAX_SEED, "game.phase", 1))


# ---------------------------------------------------------------- scoring calculator
def score_points(rs: Ruleset, players: int, game: str, declarer_points: int, match: str | None = None,
                 partner: bool = False) -> dict[str, Any]:
    """Count and pay a normal or solo game from the points alone (rules ``count.*``, ``pay.*``).

    The declarer sits at seat 0 and a called partner (7-8 players, normal game) at seat 1.
    ``match`` is ``"declarer"`` or ``"opponents"`` when that side took every trick. Mirrors
    :func:`troggu_core.games.troggu.scoring.score`, which needs a whole game; both use
    :func:`~troggu_core.games.troggu.scoring.settle`.

    >>> r = score_points(_ruleset("visp"), 4, "normal", 90)
    >>> r["winner"], r["multiplier"], r["rappen"]
    ('declarer', 2, [60, -20, -20, -20])
    """
    partner_seat = 1 if partner and game == "normal" and calls_partner(players) else None
    kind = GameType.SOLO if game == "solo" else GameType.NORMAL
    st = settle(rs, players, kind, 0, partner_seat, declarer_points, match)
    return {"winner": st.winner, "multiplier": st.multiplier, "match": st.match,
            "declarer_points": declarer_points, "opponents_points": TOTAL_POINTS - declarer_points,
            "payments": list(st.payments), "rappen": [p * rs.base_rappen for p in st.payments],
            "base_rappen": rs.base_rappen, "partner": partner_seat, "double_threshold": rs.double_threshold}


def score_misere(rs: Ruleset, points: list[int]) -> dict[str, Any]:
    """Pay a misère from each player's points (rule ``pay.misere``), using the engine's own rule."""
    seats, pay = misere_payments(list(points), rs.misere_payer)
    return {"misere_seats": list(seats), "payments": pay, "rappen": [p * rs.base_rappen for p in pay],
            "base_rappen": rs.base_rappen, "payer": rs.misere_payer.value,
            "most_pays": rs.misere_payer is MiserePayer.MOST_PAYS}


def op_count(req: dict[str, Any]) -> dict[str, Any]:
    """Count the points of picked cards (rule ``deck.points``), e.g. the cards one side took."""
    raw = req.get("cards")
    if not isinstance(raw, list) or len(raw) > len(TROGGU_DECK):
        raise WebError("notation.card", "give a list of card codes")
    cards = []
    for code in raw:
        c = Card.parse(str(code)[:10])
        if not c.in_troggu:
            raise NotationError("deck.cards", "{card} is not in the Troggu deck", card=str(c))
        cards.append(c)
    m = mask_of(cards)
    return {"points": mask_points(m), "cards": m.bit_count(), "rest": mask_points(mask_of(TROGGU_DECK) & ~m)}


def op_score(req: dict[str, Any]) -> dict[str, Any]:
    n = _int(req, "players", 3, 8, "deal.players", 4)
    game = req.get("game", "normal")
    if game not in ("normal", "solo", "misere"):
        raise WebError("game.phase", "the game is normal, solo or misere")
    rows = []
    pts: list[int] = []
    dp = 0
    match = None
    if game == "misere":
        raw = req.get("points")
        if not isinstance(raw, list) or len(raw) != n:
            raise WebError("count.sides", "give the points of each of the {n} players", n=n)
        pts = [_int({"p": p}, "p", 0, TOTAL_POINTS, "count.sides") for p in raw]
        if sum(pts) > TOTAL_POINTS:
            raise WebError("count.sides", "the players' points add up to {sum}, more than the {total} in the deck",
                           sum=sum(pts), total=TOTAL_POINTS)
    else:
        dp = _int(req, "declarer_points", 0, TOTAL_POINTS, "count.sides", 57)
        match = req.get("match") if req.get("match") in ("declarer", "opponents") else None
    for rs in RULESETS.values():
        if n not in rs.players:
            rows.append({"ruleset": rs.name, "title": rs.title, "plays": False})
            continue
        if game == "misere":
            row = score_misere(rs, pts)
        else:
            row = score_points(rs, n, game, dp, match, bool(req.get("partner")))
        rows.append({"ruleset": rs.name, "title": rs.title, "plays": True, **row})
    return {"players": n, "game": game, "rows": rows, "total_points": TOTAL_POINTS}


# ---------------------------------------------------------------- replay
def op_replay(req: dict[str, Any]) -> dict[str, Any]:
    """Check a pasted record with the engine and return it trick by trick.

    Reads what ``troggu replay`` reads: ``troggu-record/1``, or ``troggu-record/2`` with ``"game": "troggu"``.
    """
    text = req.get("record")
    if not isinstance(text, str):
        raise RecordError("record.format", "paste a record (JSON text)")
    if len(text) > 200_000:
        raise RecordError("record.format", "this text is far too long for a game record")
    data = read_json(text)
    if isinstance(data, dict) and data.get("format") == "troggu-record/2":
        from .games.troggu import from_v2

        data = from_v2(data)  # the same keys under format 2 (refused unless "game" is "troggu")
    rec = from_json(data)
    g = rec.game(complete=False)
    steps: list[dict[str, Any]] = []
    fresh = Game(rec.ruleset, rec.hands, rec.tapp, rec.dealer)
    for act in g.history:
        before = len(fresh.tricks)
        if fresh.phase is Phase.PLAY and not fresh.plays and not steps:
            steps.append(_replay_step(fresh, None))
        fresh.push(act)
        if len(fresh.tricks) > before:
            steps.append(_replay_step(fresh, fresh.tricks[-1]))
    if not steps:
        steps.append(_replay_step(fresh, None))
    res = g.outcome()
    return {
        "ruleset": rec.ruleset.name, "title": rec.ruleset.title, "players": rec.players, "dealer": rec.dealer,
        "auction": [{"seat": g.bid_order[i], "bid": b.value} for i, b in enumerate(g.bids)],
        "game": _game_info(g, g.declarer if g.declarer is not None else 0) | {"partner": g.partner},
        "tapp": _codes(rec.tapp), "discard": _codes(rec.discard or []),
        "steps": steps, "finished": g.phase is Phase.FINISHED, "phase": g.phase.value,
        "result": res.to_json() if res is not None else None,
        "meta": {k: _meta_value(v) for k, v in list(rec.meta.items())[:10]},
    }


def _meta_value(v: Any) -> Any:
    """A record's metadata value for the page: a list of names stays a list (at most 8 short texts)."""
    if isinstance(v, list) and len(v) <= 8 and all(isinstance(x, (str, int)) and not isinstance(x, bool) for x in v):
        return [str(x)[:40] for x in v]
    return str(v)[:200]


def _replay_step(g: Game, trick: Any) -> dict[str, Any]:
    return {
        "hands": [_codes(g.hand(s)) for s in range(g.players)],
        "trick": None if trick is None else {
            "cards": [{"seat": s, "card": str(c)} for s, c in trick.played], "winner": trick.winner,
            "leader": trick.leader},
        "number": len(g.tricks),
        "tricks_won": [sum(1 for t in g.tricks if t.winner == s) for s in range(g.players)],
    }


# ---------------------------------------------------------------- dispatch
OPS: dict[str, Callable[[dict[str, Any]], dict[str, Any]]] = {
    "meta": op_meta, "deal": op_deal, "share": op_share, "new_game": op_new_game, "act": op_act,
    "undo": op_undo, "state": op_state, "record": op_record, "finish": op_bot_finish,
    "estimate": op_estimate, "score": op_score, "count": op_count, "replay": op_replay,
}


_GAME_TYPES = frozenset(t.value for t in GameType)  # the score op's "game": normal, solo, misere


_LAST_WORD = json.dumps({"ok": False, "error": "[notation.action] unknown request", "reason": "unknown request",
                         "msgid": "unknown request", "params": {}, **_rule_info("notation.action", "en")})
"""The answer when even the refusal cannot be written (it names a rule like every other)."""


def _is_text(value: Any) -> bool:
    return isinstance(value, str)


def handle(request: str) -> str:
    """Answer one widget request (JSON text) with JSON text; engine errors become ``ok: false``.

    Every request gets its own JSON answer, whatever is raised inside; every refusal names a rule.
    """
    lang = "en"
    try:
        try:
            req = read_json(request)
            if not isinstance(req, dict):
                raise WebError("notation.action", "unknown request")
            lang = _lang(req)
            op, name = req.get("op"), req.get("game")
            if not (name is None or _is_text(name)):
                from .kernel.registry import game

                game(name)  # a list or an object is no game: refused naming the games (rule record.game)
            # the family games have their own facade, which answers every refusal with the game's own rule (a request
            # naming no game it knows is refused as the site's, Troggu's); "game" also names Troggu's game type in the
            # score op
            if name not in (None, "troggu") and not (op == "score" and name in _GAME_TYPES):
                from . import web_family

                out = web_family.handle_request(req)
                return json.dumps({"ok": True, "game_id": name, **out}, ensure_ascii=False)
            if not _is_text(op):
                raise WebError("notation.action", "unknown request")  # a list or an object is no op
            if op not in OPS:
                raise WebError("notation.action", "unknown request")
            out = OPS[op](req)
            return json.dumps({"ok": True, **out}, ensure_ascii=False)
        except TrogguError as e:
            payload = getattr(e, "payload", None)
            if payload is not None:  # a family game's error: its rule, statement and page
                return json.dumps({"ok": False, "error": f"[{e.rule_id}] {payload['reason']}",
                                   "game_id": getattr(e, "game_id", None), **payload}, ensure_ascii=False)
            return json.dumps(_error(e, lang), ensure_ascii=False)
        except Exception as e:  # noqa: BLE001 - the facade answers every request, whatever happens inside
            # not a request the widgets send: refused all the same, naming the rule of requests
            why = verbatim(f"{type(e).__name__}: {e}", 120)
            return json.dumps(_error(WebError("notation.action", "this request cannot be answered: {why}", why=why),
                                     lang), ensure_ascii=False)
    except Exception:  # noqa: BLE001 - even the refusal failed (no memory, no stack): a fixed answer
        return _LAST_WORD
