"""The requests on an open round of the page, the same for every game: ``new_game`` (deal and let the bots move up
to the person's turn), ``act``, ``undo``, ``state``, ``finish``, and the advice on it: ``estimate`` (the chances of
each contract in the auction), ``hint`` and ``review``."""

from __future__ import annotations

from typing import Any

from ..action_labels import action_label
from ..errors import IllegalActionError, NotationError, TrogguError
from ..i18n import Msg, Plural, brief, verbatim
from ..kernel.layaway import action_cards
from ..kernel.registry import GameInfo
from ..kernel.strong_bots import LEVELS
from .request import MAX_SEED, int_field, lang_of, layaway_of, table_fields
from .rounds import OpenRound, info_of, keep, open_round
from .view import round_view

__all__ = ["OPS", "MAX_SAMPLES"]

MAX_SAMPLES = 60
"""The most rounds played out per contract in one ``estimate`` request of a game that sets no budget of its own
(``GameInfo.estimate_samples``): the page waits for the answer, and 60 rounds of each of the French Tarot's four
contracts take under a second there. A request for more gets the budget, and the answer says so (``max_samples``,
``asked``)."""


def op_new_game(req: dict[str, Any]) -> dict[str, Any]:
    """Deal a round and let the bots move up to the person's turn (``until``: stop before that phase)."""
    info = info_of(req)
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
    sess = OpenRound(info, state, seat, bot_seed, table, until, LEVELS[level][0])
    keep(sess)
    sess.bots_move()
    return round_view(sess, lang_of(req))


def op_act(req: dict[str, Any]) -> dict[str, Any]:
    """The person's action in the game's notation (``action``), or the cards the person lays away (``cards``, a
    list of codes: the engine writes the lay-away, :func:`~troggu_core.kernel.layaway.layaway_action`); then the
    bots answer up to the person's next turn."""
    sess = open_round(req)
    action = req.get("action") if "action" in req else layaway_of(req)
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
    return round_view(sess, lang_of(req))


def op_undo(req: dict[str, Any]) -> dict[str, Any]:
    """Take back the person's last action and the bots' answers to it."""
    sess = open_round(req)
    if not sess.marks:
        raise IllegalActionError("game.undo", "nothing to take back")
    target = sess.marks.pop()
    while sess.count > target:
        sess.state.pop()
        sess.count -= 1
        if sess.history:
            sess.history.pop()
    sess.log = []
    return round_view(sess, lang_of(req))


def op_state(req: dict[str, Any]) -> dict[str, Any]:
    return round_view(open_round(req), lang_of(req))


def op_finish(req: dict[str, Any]) -> dict[str, Any]:
    """The bots play the rest of the round, the person's seat included."""
    sess = open_round(req)
    if not sess.state.is_over:  # a finished round has nothing to finish: no step to undo
        sess.marks.append(sess.count)
        sess.log = []
        sess.until = None
        sess.bots_move(including_person=True)
    return round_view(sess, lang_of(req))


def op_estimate(req: dict[str, Any]) -> dict[str, Any]:
    """'What are my chances': how often the person's seat would win each contract it may bid now.

    At most the game's ``estimate_samples`` rounds per contract (:data:`MAX_SAMPLES` where it sets none), whatever
    is asked; the hint and the review read the same estimate (:func:`~troggu_core.hints.auction_estimate`).

    Raises:
        IllegalActionError: the game has no estimate, or it is not the person's turn in the auction (rule
            ``game.phase``): the chances are of the contracts the person may bid, so there are none to weigh after
            the auction.
    """
    sess = open_round(req)
    estimate = sess.info.estimate
    if estimate is None:
        raise IllegalActionError("game.phase", "this game has no estimate")
    st = sess.state
    if not sess.estimate_open:
        raise IllegalActionError("game.phase", "the chances are estimated in the auction, when it is your turn to bid")
    asked = int_field(req, "samples", 1, MAX_SEED, "game.phase", 50)
    budget = sess.info.estimate_samples
    samples = min(asked, budget)
    seed = int_field(req, "seed", 0, MAX_SEED, "deal.seed", 1)  # the hint's seed (hints.ESTIMATE_SEED)
    contracts = [a for a in st.legal_actions() if a != "pass"]
    lang = lang_of(req)
    labels = {c: action_label(sess.info.id, c, lang) for c in contracts}
    chances: dict[str, Any] = {}
    for c in contracts:
        value = estimate(st, sess.seat, c, samples, seed)
        chances[c] = _chance(sess.info, st, labels[c], value, lang)
    rounds = Plural("{n} round played out by the bots", "{n} rounds played out by the bots", n=samples)
    return {
        "chances": chances,
        "labels": labels,
        "text": f"{' · '.join(ch['text'] for ch in chances.values())} ({rounds.render(lang)})",
        "samples": samples,
        "asked": asked,
        "max_samples": budget,
        "seed": seed,
    }


def _chance(info: GameInfo, state: Any, label: str, value: Any, lang: str) -> dict[str, Any]:
    """One contract's estimate in every game's shape: the game's keys (not each deal's ``paid``), ``win``,
    ``mean_payment`` (the mean payment in the game's own unit, ``None`` where the estimate says none) and ``text``,
    the line the page prints (``Normalspiel: 62 % (im Mittel 12,5 Rappen)``, a non-breaking space before the per cent sign)."""
    out = {k: v for k, v in value.items() if k != "paid"} if isinstance(value, dict) else {"win": float(value)}
    out.setdefault("mean_payment", None)
    win = round(100 * out["win"])
    if out.get("mean") is None:
        out["text"] = Msg("{contract}: {win}\u00a0%", contract=label, win=win).render(lang)
    else:
        amount = info.payment_text(state, out["mean"], lang)
        out["text"] = Msg(
            "{contract}: {win}\u00a0% (on average {amount})", contract=label, win=win, amount=amount
        ).render(lang)
    return out


def op_hint(req: dict[str, Any]) -> dict[str, Any]:
    """The suggested action for the person's turn and, in the card play, each card's expected points for the
    person's side (:func:`troggu_core.hints.hint`; ``level``: ``gut`` or ``stark``); ``cards``: the cards of the
    person's hand the suggestion names (a card, the cards of a lay-away), which the page marks."""
    from ..hints import hint

    sess = open_round(req)
    if sess.stopped:
        raise IllegalActionError("game.turn", "it is not your turn")
    sess.hints_taken += 1
    found = hint(sess.info, sess.state, sess.seat, req.get("level", "gut"), lang_of(req))
    return {**found, "cards": action_cards(found["suggested"], sess.info.deck)}


def op_review(req: dict[str, Any]) -> dict[str, Any]:
    """The person's card plays where the strong bot, knowing what the person knew, preferred another card, by how
    much, and the best card with open cards (:func:`troggu_core.hints.review`)."""
    from ..hints import review

    sess = open_round(req)
    return review(sess.info, sess.state, sess.history, sess.seat, req.get("level", "gut"), lang_of(req))


OPS = {
    "new_game": op_new_game,
    "act": op_act,
    "undo": op_undo,
    "state": op_state,
    "finish": op_finish,
    "estimate": op_estimate,
    "hint": op_hint,
    "review": op_review,
}
"""The requests on an open round."""
