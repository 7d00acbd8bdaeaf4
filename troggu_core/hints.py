"""Hints and the review of a hand, for every game, from the kernel's strong bot (:mod:`.kernel.strong_bots`).

A **hint** values each card the seat to move may play by the points its side is expected to take from the
remaining tricks, over deals of the hidden cards that fit what the seat knows (its view), deal by deal
(:func:`card_estimate`), and suggests the best. Its ``reason`` is one sentence a player would say, from the facts of
the position (:mod:`.kernel.advice`: who holds the trick, smearing, ducking, the duty to follow, the top card still
out, Troccas' jack demand …) or, where the cards tie within the noise, that they tie; the figures (deals, the gap to
the next card and its standard error, each option's expected points) go apart, in ``figures`` and ``options``.
Outside the card play (bids, calls, lay-aways, announcements) it weighs each option by its mean payment to the
seat, every round played to the end by the easy bots over such deals (:mod:`.kernel.sampling`), and says why from
the hand (:mod:`.kernel.advice_hand`); where a game does not model a decision, it suggests the easy bot's choice.
The **review** goes through a seat's decisions of a round with the hint's own estimate: a card only where the
better card was expected to bring at least :data:`REVIEW_POINTS` card points more, beyond :data:`REVIEW_SE`
standard errors, with that card's reason; a bid, call, lay-away or announcement where another option paid clearly
more; a decision the hint suggested is never an item. Beside it, clearly labelled, the best card with open cards.

Values are points of the game's counting (see :mod:`.kernel.solver` on how a game's counting becomes per-card
values); every sentence is a catalogue message said in the reader's language.

>>> from troggu_core import GAMES
>>> info = GAMES["troccas"]
>>> st = info.new("surselva", 6, 3)
>>> out = hint(info, st, st.to_move, "gut", "de")
>>> out["suggested"] in st.legal_actions(), out["seat"] == st.to_move, {o["action"] for o in out["options"]} <= set(st.legal_actions())
(True, True, True)
"""

from __future__ import annotations

import copy
import random
from contextlib import AbstractContextManager
from typing import Any, Mapping, Sequence

from .action_labels import action_label
from .errors import IllegalActionError
from .i18n import Msg, Plural, Verbatim, message_context
from .kernel.advice import DEMAND, Weighed, capital, card_words, explain_card, figures_line, names_of, weigh
from .kernel.advice_ultimo import Ultimo
from .kernel.card_grammar import CardList
from .kernel.advice_hand import (
    Sentences,
    bid_reason,
    call_reason,
    lay_away_reason,
    option_reason,
)
from .kernel.layaway import LAYAWAY, is_layaway
from .kernel.registry import GAMES, GameInfo
from .errors import TrogguError
from .kernel.sampling import best_option, deal, play_round
from .kernel.strong_bots import LEVELS, PlayTable, action_values, card_of_action, open_table

__all__ = ["hint", "review", "game_words", "budget", "points_text", "HINT_LEVELS", "auction_estimate", "ESTIMATE_SEED"]

HINT_LEVELS = ("gut", "stark")
"""The levels a hint or a review thinks at (``einfach`` asks for ``gut``: a hint is worth the thought)."""
OPEN_DEPTH = 4
"""With open cards, the tricks solved exactly at the end (before them the rule of thumb plays)."""
WORK = {"gut": 60, "stark": 200}
"""The most (deal, card) pairs a hint values at a level: with many cards to choose from, fewer deals (at least
:data:`MIN_SAMPLES`), so that a hint answers within a second in the page."""
MIN_SAMPLES = 4
REVIEW_MARGIN = 2.0
"""How clearly another bid, call or lay-away must have paid more for the review to name the person's (standard
errors of the deal-by-deal difference; the strong bot's own choice needs one)."""
REVIEW_POINTS = 2.0
"""The review's threshold for a card: it names a card play only when the better card is expected to bring the
person's side at least this many card points more, beyond one standard error of the deal-by-deal difference (the
noise of the deals): what costs less is no mistake worth telling a learner about."""
ESTIMATE_SEED = 1
"""The seed of the one estimate of a bid (:func:`auction_estimate`): the page asks "What are my chances?" with it,
and the hint and the review read the same deals."""
REVIEW_LEVEL = "gut"
"""The level every review thinks at, whatever the bots' level: a deliberate choice (issue 36). At ``stark`` the
review of a six-player Grächen round took 39.7 s of CPU and 43.5 s in the page; at ``gut`` it takes about 3 s of
CPU in CPython (the hint keeps the level asked: it weighs one decision, the review every one of a round)."""
REVIEW_SE = 1.0
"""How many standard errors of the difference the review takes off the loss before it compares it with
:data:`REVIEW_POINTS`."""


def budget(level: object, cards: int = 1, work: int | None = None) -> tuple[int, int]:
    """(samples, tricks solved exactly) of a level (``gut`` for anything else) when ``cards`` cards are valued
    (``work``: the most (deal, card) pairs, by default the level's :data:`WORK`)."""
    name = level if isinstance(level, str) and level in HINT_LEVELS else "gut"
    _, samples, depth = LEVELS[name]
    most = WORK[name] if work is None else work
    return max(MIN_SAMPLES, min(samples, most // max(cards, 1))), depth


def points_text(value: float, lang: str) -> str:
    """A number of points as the reader writes it: at most one decimal, a decimal comma in German."""
    r = round(value, 1)
    text = str(int(r)) if r == int(r) else f"{r:.1f}"
    return text.replace(".", ",") if lang == "de" else text


def _label(info: GameInfo, action: str, lang: str) -> str:
    if is_layaway(action) and info.card_name is not None:
        cards = [card_words(info.card_name, c, lang) for c in action.split()[1:] if card_of_action(c) is not None]
        return Msg("lays away {cards}", cards=CardList(cards)).render(lang)
    card = card_of_action(action)
    if card is not None and info.card_name is not None and action == _code(card):
        return names_of(info, lang)(card)
    return action_label(info.id, action, lang)


def _code(card: int) -> str:
    from .kernel.codes import CODES

    return CODES[card]


def _offered(info: GameInfo, state: Any, seat: int) -> list[str]:
    if state.is_over or state.to_move != seat:
        raise IllegalActionError("game.turn", "it is not your turn")
    legal: list[str] = state.legal_actions()
    return legal


def _table(info: GameInfo, state: Any, seat: int) -> PlayTable | None:
    return info.play_table(state.view(seat)) if info.play_table is not None else None


def _values(
    info: GameInfo, table: PlayTable, legal: Sequence[str], rng: random.Random, samples: int, depth: int
) -> dict[str, float]:
    """The mean points of each offered card action (actions that are no plain card of the hand left out)."""
    return action_values(table, legal, rng, samples, depth)


def _best(vals: dict[str, float], legal: Sequence[str], goal: int) -> str:
    pick = max(vals.values()) if goal > 0 else min(vals.values())
    return next(a for a in legal if a in vals and abs(vals[a] - pick) < 1e-9)


def _card_actions(table: PlayTable, legal: Sequence[str]) -> dict[int, str]:
    """The offered actions that play a card of the hand, by card; a King that demands its Jack (Troccas' ``RK!``)
    by ``DEMAND + king`` (a designation left out)."""
    out: dict[int, str] = {}
    for a in legal:
        c = card_of_action(a)
        if c is not None and table.hand >> c & 1 and c not in out:
            out[c] = a
        elif a.endswith("!") and (k := card_of_action(a[:-1])) is not None and table.hand >> k & 1:
            out[DEMAND + k] = a
    return out


def _plain(actions: dict[int, str]) -> int:
    """The mask of the plain cards among the keys of :func:`_card_actions`."""
    return sum(1 << c for c in actions if c < DEMAND)


def card_estimate(
    info: GameInfo, state: Any, seat: int, level: object
) -> tuple[PlayTable, dict[int, str], Weighed] | None:
    """The one estimate of the card play that the hint and the review share: the seat's cards weighed deal by deal
    over the level's deals of the hidden cards (:func:`~.kernel.advice.weigh`), seeded by the position, so that
    the same position gives the same figures to both. ``None`` outside the card play."""
    table = _table(info, state, seat)
    if table is None:
        return None
    legal = state.legal_actions()
    actions = _card_actions(table, legal)
    if not actions:
        return None
    samples, depth = budget(level, len(legal))
    rng = random.Random(len(state.view(seat)["played"]) * 7919 + seat * 31 + samples)
    demands = [c - DEMAND for c in actions if c >= DEMAND]
    return table, actions, weigh(table, _plain(actions), rng, samples, depth, demands, _ultimo(info, state, seat))


def _ultimo(info: GameInfo, state: Any, seat: int) -> Ultimo | None:
    """The game's bonus for the Pagat in the last trick, for ``seat`` (``GameInfo.ultimo``), or ``None``."""
    return info.ultimo(state.view(seat)) if info.ultimo is not None else None


def _second(weighed: Weighed, best: int) -> int | None:
    """The best card whose figures differ from ``best``'s (an equivalent card says nothing)."""
    others = [c for c in weighed.per_deal if c != best and weighed.per_deal[c] != weighed.per_deal[best]]
    return max(others, key=lambda c: weighed.mean(c) * weighed.goal) if others else None


def hint(info: GameInfo, state: Any, seat: int, level: object = "gut", lang: str = "de") -> dict[str, Any]:
    """:func:`_hint` in the game's words (:func:`game_words`: Großtarock's Tarok where the family says Trumpf)."""
    with game_words(info):
        return _hint(info, state, seat, level, lang)


def game_words(info: GameInfo) -> AbstractContextManager[None]:
    """The shared sentences said in the game's own words where it has its own word for a trump
    (``GameInfo.trump_word``): looked up first under the game's id in the catalogues (:func:`~.i18n.message_context`)."""
    return message_context(info.id if info.trump_word else None)


def _hint(info: GameInfo, state: Any, seat: int, level: object = "gut", lang: str = "de") -> dict[str, Any]:
    """The suggested action of ``seat`` (whose turn it is) with its ``reason``, one sentence as a player would say
    it (:func:`~.kernel.advice.explain_card` in the card play), and the ``figures`` behind it: in the card play each
    offered card's expected points for the seat's side from the remaining tricks (``options``), the deals and the
    spread (``figures``).

    Raises:
        IllegalActionError: it is not ``seat``'s turn (rule ``game.turn``).
    """
    legal = _offered(info, state, seat)
    found = card_estimate(info, state, seat, level) if legal else None
    if found is None:
        weighed_option = _option_hint(info, state, seat, legal, level, lang)
        if weighed_option is not None:
            return weighed_option
        bot = info.make_bot("heuristic", seat)
        suggested = str(bot.choose(state.view(seat), legal, random.Random(seat)))
        said = _label(info, suggested, lang)
        reason: Msg | Plural = Msg("Outside the card play the hint follows the easy bot: {action}.", action=said)
        if "discard" in str(getattr(state, "phase", "")) and card_of_action(suggested) is not None:
            hand = [str(c) for c in state.view(seat).get("hand") or []]
            reason = lay_away_reason(
                hand, [suggested], lambda c: card_words(info.card_name, c, lang), may=layable(legal)
            )
        return {
            "suggested": suggested,
            "label": said,
            "options": [],
            "reason": capital(reason.render(lang)),
            "seat": seat,
            "level": "einfach",
        }
    table, actions, weighed = found
    name = names_of(info, lang)
    best = weighed.best()
    suggested = actions[best]
    options = []
    for c in sorted(weighed.per_deal, key=lambda c: -weighed.mean(c) * table.goal):
        said = _label(info, actions[c], lang)
        options.append(
            {
                "action": actions[c],
                "label": said,
                "value": round(weighed.mean(c), 2),
                "text": Msg(
                    "{card}: {points} points expected for your side",
                    card=said,
                    points=points_text(weighed.mean(c), lang),
                ).render(lang),
            }
        )
    verdict = explain_card(table, weighed, best, name, _plain(actions), _ultimo(info, state, seat))
    second = _second(weighed, best)
    gap, se = weighed.gap(best, second) if second is not None else (0.0, 0.0)
    return {
        "suggested": suggested,
        "label": _label(info, suggested, lang),
        "options": options,
        "reason": capital(verdict.msg.render(lang)),
        "reason_kind": verdict.kind,
        "figures": {
            "deals": weighed.deals,
            "gap": round(gap, 2),
            "spread": round(se, 2),
            "text": figures_line(weighed, best, second, lambda c: _label(info, actions[c], lang), lang).render(lang),
        },
        "seat": seat,
        "level": level if level in HINT_LEVELS else "gut",
    }


def _option_hint(
    info: GameInfo, state: Any, seat: int, legal: Sequence[str], level: object, lang: str
) -> dict[str, Any] | None:
    """The hint outside the card play (a bid, a call, a lay-away, an announcement): the level's strong bot weighs
    the options by playing each round out over deals of the hidden cards (:mod:`.kernel.sampling`) and keeps the
    easy bot's choice unless another pays clearly more; each option with its mean payment to the seat. ``None``
    where the game does not model the decision."""
    name = level if isinstance(level, str) and level in HINT_LEVELS else "gut"
    chances = auction_estimate(info, state, seat, legal)
    if chances is not None:
        return _auction_hint(info, state, seat, legal, chances, name, lang)
    bot = info.make_bot(LEVELS[name][0], seat)
    rng = random.Random(len(state.view(seat)["played"]) * 7919 + seat * 31 + 1)
    found = getattr(bot, "option_payments", lambda *a: None)(state.view(seat), legal, rng)
    if found is None:
        return None
    paid, card = found
    means = {a: sum(v) / len(v) for a, v in paid.items()}
    suggested = best_option(paid)
    deals = max(len(v) for v in paid.values())
    if suggested == card:  # playing a card beats the announcements: the card the hint values
        return None

    def said(a: str) -> str:
        return _label(info, a, lang) if a != card else Msg("play a card").render(lang)

    options = [
        {
            "action": a,
            "label": said(a),
            "value": round(means[a], 2),
            "text": Msg(
                "{action}: {amount} on average for you", action=said(a), amount=info.payment_text(state, means[a], lang)
            ).render(lang),
        }
        for a in sorted(means, key=lambda a: -means[a])
        if a != card
    ]
    best = max(means, key=lambda a: means[a])
    if best == suggested:
        figures = Msg(
            "Over {samples} deals of the hidden cards that fit what you know, each option played to the end: "
            "{action} pays you the most on average ({amount}).",
            samples=deals,
            action=said(suggested),
            amount=info.payment_text(state, means[suggested], lang),
        )
    else:
        figures = Msg(
            "Over {samples} deals of the hidden cards that fit what you know, each option played to the end: "
            "{other} averages a little more ({other_amount}) than {action} ({amount}), within chance over so few "
            "deals; so {action}, the easy bot's choice.",
            samples=deals,
            action=said(suggested),
            amount=info.payment_text(state, means[suggested], lang),
            other=said(best),
            other_amount=info.payment_text(state, means[best], lang),
        )
    points = None
    if "pass" in legal and str(getattr(state, "phase", "")).endswith("auction"):
        contract = suggested if suggested != "pass" else next((a for a in legal if a != "pass"), "pass")
        points = bid_points(info, bot, state.view(seat), contract, random.Random(rng.getrandbits(32)))
    elif is_layaway(suggested):  # what the hand reaches after the lay-away: the bid's target where none bids
        points = bid_points(info, bot, state.view(seat), suggested, random.Random(rng.getrandbits(32)))
    reason, kind = _hand_reason(info, state, seat, suggested, said(suggested), legal, lang, points)
    if best != suggested and kind == "bid":
        reason = Sentences(
            [
                reason,
                Msg(
                    "{other} pays about as much on average; the difference is within chance.",
                    other=Verbatim(capital(said(best))),  # it opens a sentence
                ),
            ]
        )
    return {
        "suggested": suggested,
        "label": said(suggested),
        "options": options,
        "reason": capital(reason.render(lang)),
        "reason_kind": kind,
        "figures": {"deals": deals, "text": figures.render(lang)},
        "seat": seat,
        "level": name,
    }


def auction_estimate(
    info: GameInfo, state: Any, seat: int, legal: Sequence[str] | None = None
) -> dict[str, dict[str, Any]] | None:
    """The one estimate of a bid, read by the hint, the review and "What are my chances?" alike: the game's
    ``estimate`` of each offered bid (``pass`` too) with the page's own budget and seed
    (``GameInfo.estimate_samples``, :data:`ESTIMATE_SEED`), every bid over the same deals of the hidden cards.
    Each bid's answer has ``win``, ``mean`` (payment units), ``paid`` (deal by deal), ``points`` and ``target``.
    ``None``: not ``seat``'s turn in the auction of a game with an estimate."""
    if info.estimate is None or str(getattr(state, "phase", "")).split(".")[-1].lower() != "auction":
        return None
    if state.is_over or state.to_move != seat:
        return None
    offered = list(legal) if legal is not None else state.legal_actions()
    out: dict[str, dict[str, Any]] = {}
    for action in offered:
        try:
            value = info.estimate(state, seat, action, info.estimate_samples, ESTIMATE_SEED)
        except TrogguError:
            continue
        if isinstance(value, dict) and value.get("paid"):
            out[action] = value
    return out if len(out) >= 2 else None


def _auction_order(info: GameInfo, state: Any, seat: int, chances: dict[str, dict[str, Any]]) -> dict[str, list[float]]:
    """The bids' payments deal by deal, the easy bot's bid first (kept unless another pays clearly more)."""
    bot = info.make_bot("heuristic", seat)
    first = str(bot.choose(state.view(seat), list(chances), random.Random(seat)))
    order = [first] if first in chances else []
    order += [a for a in chances if a not in order]
    return {a: chances[a]["paid"] for a in order}


def _auction_hint(
    info: GameInfo,
    state: Any,
    seat: int,
    legal: Sequence[str],
    chances: dict[str, dict[str, Any]],
    level: str,
    lang: str,
) -> dict[str, Any]:
    """The bid hint from :func:`auction_estimate`: the figures are those "What are my chances?" shows for the same
    hand (the same deals, the same seed), and the reason says the hand, the points against the target and the
    bid."""
    paid = _auction_order(info, state, seat, chances)
    suggested = best_option(paid)
    best = max(paid, key=lambda a: chances[a]["mean"])
    options = [
        {
            "action": a,
            "label": _label(info, a, lang),
            "value": round(chances[a]["mean"], 2),
            "win": chances[a]["win"],
            "text": Msg(
                "{action}: {amount} on average for you",
                action=_label(info, a, lang),
                amount=info.payment_text(state, chances[a]["mean"], lang),
            ).render(lang),
        }
        for a in sorted(chances, key=lambda a: -chances[a]["mean"])
    ]
    contract = suggested if suggested != "pass" else next((a for a in legal if a != "pass" and a in chances), None)
    said = chances.get(contract or "", {})
    points = (said["points"], said["target"]) if said.get("points") is not None and said.get("target") else None
    reason: Msg = bid_reason(
        [str(c) for c in state.view(seat).get("hand") or []],
        suggested if suggested == "pass" else _label(info, suggested, lang),
        legal,
        lambda c: card_words(info.card_name, c, lang),
        points,
        _talon(info, said, lang),
    )
    if best != suggested:  # the sentences one after another: a long reason is never cut as a parameter
        reason = Sentences(
            [
                reason,
                Msg(
                    "{other} pays about as much on average; the difference is within chance.",
                    other=Verbatim(capital(_label(info, best, lang))),  # it opens a sentence
                ),
            ]
        )
    elif suggested == "pass" and contract is not None and points is not None and points[0] >= points[1]:
        reason = Sentences(
            [
                reason,
                Msg(
                    "You reach it on average, but passing pays you more: {amount} against {other} for {contract}.",
                    amount=info.payment_text(state, chances["pass"]["mean"], lang),
                    contract=_label(info, contract, lang),
                    other=info.payment_text(state, chances[contract]["mean"], lang),
                ),
            ]
        )
    samples = len(paid[suggested])
    lines = [
        Msg(
            "{action}: won {win} %, {amount} on average",
            action=_label(info, a, lang),
            win=round(100 * chances[a]["win"]),
            amount=info.payment_text(state, chances[a]["mean"], lang),
        ).render(lang)
        for a in paid
    ]
    figures = (
        Msg(
            "The same estimate as “What are my chances?”: over {samples} deals of the hidden cards that fit what you "
            "know, each bid played to the end by the easy bots:",
            samples=samples,
        ).render(lang)
        + " "
        + "; ".join(lines)
        + "."
    )
    return {
        "suggested": suggested,
        "label": _label(info, suggested, lang),
        "options": options,
        "reason": capital(reason.render(lang)),
        "reason_kind": "bid",
        "figures": {"deals": samples, "seed": ESTIMATE_SEED, "text": figures},
        "seat": seat,
        "level": level,
    }


def _talon(info: GameInfo, said: dict[str, Any], lang: str) -> tuple[str, float, str] | None:
    """What the Tapp, the dog brings under the contract the bid hint weighs, from the same estimate (its ``talon``,
    the card points the deals' talon holds on average, and ``talon_to``, whose they are), in the game's word
    (``GameInfo.talon_word``); ``None`` where the game or the estimate says none."""
    word = info.talon_word.get(lang)
    if not word or said.get("talon") is None or said.get("talon_to") not in ("you", "others"):
        return None
    return word, float(said["talon"]), str(said["talon_to"])


def contract_points(result: dict[str, Any], seat: int, info: GameInfo | None = None) -> tuple[float, int] | None:
    """The card points of ``seat``'s side in a finished round it played as declarer (taker), and the target that
    wins, read from the round's result by its game (:func:`reach_of`): the French Tarot's taker's points against
    his target (by the bouts held), Troggu's declarer side's points against more than half of all the points (58 of
    114, 57 a draw). ``None``: the seat did not play the contract, or the game's result does not say these."""
    found = reach_of(result, seat, info)
    return (found[0], found[1]) if found is not None else None


def reach_of(result: dict[str, Any], seat: int, info: GameInfo | None = None) -> tuple[float, int, str] | None:
    """:func:`contract_points` and whose they are, as the game reads its result (``GameInfo.reach``; ``info``: the
    game, by default the one the result names, else the first whose ``reach`` reads it): ``side`` (a side's card
    points: Troggu's declarer side, the Troccas party of ``seat`` against its target), ``you`` (the French Tarot
    taker's) or ``eyes`` (Großtarock's eyes of ``seat`` against the par its eyes are paid from, where the payment is
    the eyes less one par); ``None`` for a game that says no target."""
    named = result.get("game") if info is None else None
    if isinstance(named, str) and named in GAMES:
        info = GAMES[named]
    infos = [info] if info is not None else list(GAMES.values())
    found = (i.reach(result, seat) for i in infos if i.reach is not None)
    return next((r for r in found if r is not None), None)


def bid_points(
    info: GameInfo, bot: Any, view: dict[str, Any], contract: str, rng: random.Random
) -> tuple[float, int, int, str] | None:
    """The card points ``seat`` takes on average playing ``contract`` to the end, over the bot's deals of the hidden
    cards (the game's ``seat_deal``, the heuristic bots in every seat, as the options are weighed), its target and
    the number of deals where it played it; ``None`` where the game's result says no points and target. A target
    that depends on the deal (the French Tarot's, by the bouts the taker ends with) is said as its mean, rounded."""
    seat_deal = getattr(bot, "seat_deal", None)
    heuristic = getattr(bot, "heuristic", None)
    table = seat_deal(view) if seat_deal is not None else None
    if table is None or heuristic is None:
        return None
    got: list[float] = []
    targets: list[int] = []
    whose = "you"
    for _ in range(getattr(bot, "deal_samples", 0) or MIN_SAMPLES):
        try:
            state = table.build(deal(table, rng))
            state.push(contract)
        except TrogguError:
            continue
        seeds = [rng.getrandbits(32) for _ in range(state.players)]
        play_round(state, [heuristic(x) for x in seeds])
        found = reach_of(state.result(), table.seat, info)
        if found is not None:
            got.append(found[0])
            targets.append(found[1])
            whose = found[2]
    return (sum(got) / len(got), round(sum(targets) / len(targets)), len(got), whose) if got else None


def _brought(info: GameInfo, table: Mapping[str, Any], lang: str) -> tuple[str, list[str]] | None:
    """The game's word for the cards dealt aside and the cards they brought the seat, from its view
    (``taken_up``: the cards it took up from the talon, shown while it lays away); ``None`` where the game has
    none (Troccas, Großtarock) or the seat did not take them."""
    word = info.talon_word.get(lang)
    cards = table["taken_up"]
    return (word, [str(c) for c in cards]) if word and cards else None


def layable(legal: Sequence[str]) -> list[str]:
    """The cards the rules let the seat lay away, read from the offered actions of a lay-away (each game offers the
    cards that can still be part of a legal lay-away, or whole ``discard ...`` actions).

    >>> layable(["R2", "B3"]), layable(["discard R2 B3", "discard R2 S4"])
    (['R2', 'B3'], ['R2', 'B3', 'S4'])
    """
    out: list[str] = []
    for action in legal:
        words = action.split()
        for card in words[1:] if words and words[0] == LAYAWAY else words[:1]:
            if card not in out:
                out.append(card)
    return out


def _hand_reason(
    info: GameInfo,
    state: Any,
    seat: int,
    action: str,
    said: str,
    legal: Sequence[str],
    lang: str,
    points: tuple[float, int, int, str] | None = None,
) -> tuple[Msg | Plural, str]:
    """The reason for a decision outside the card play from the facts of the hand (:mod:`.kernel.advice_hand`),
    and its kind: ``lay_away``, ``call``, ``bid``, ``announcement`` (a chelem, a poignée, a vole, a nolo) or ``options`` (no fact of the hand decides)."""
    hand = [str(c) for c in state.view(seat).get("hand") or []]

    def name(code: str) -> str:
        return card_words(info.card_name, code, lang)

    words = action.split()
    if words[0] == LAYAWAY:
        reach = (points[0], points[1], points[3]) if points else None
        brought = _brought(info, state.view(seat), lang)
        return lay_away_reason(hand, words[1:], name, reach, layable(legal), brought), "lay_away"
    if words[0] == "call" and len(words) == 2 and card_of_action(words[1]) is not None:
        return call_reason(hand, words[1], name), "call"
    if "pass" in legal and str(getattr(state, "phase", "")).endswith("auction"):
        return bid_reason(
            hand, action if action == "pass" else said, legal, name, points[:2] if points else None
        ), "bid"
    won = state.view(seat).get("tricks_won")
    tricks = sum(won) if isinstance(won, list) and all(isinstance(t, int) for t in won) else 0
    announced = info.announcement_reason(hand, action, name, tricks) if info.announcement_reason else None
    if announced is not None:
        return announced, "announcement"
    return option_reason(said), "options"


def _open_cards(info: GameInfo, state: Any, table: PlayTable, legal: Sequence[str], lang: str) -> dict[str, Any]:
    """The best card with every hand known, and its value (exact when few tricks are left)."""
    hands = tuple(_hand_mask(state.view(s)["hand"]) for s in range(state.players))
    vals = _values(info, open_table(table, hands), legal, random.Random(0), 1, OPEN_DEPTH)
    best = _best(vals, legal, table.goal)
    said = _label(info, best, lang)
    exact = table.hand.bit_count() + (1 if table.seat in _trick_seats(table) else 0) <= OPEN_DEPTH + 1
    return {
        "action": best,
        "label": said,
        "value": round(vals[best], 2),
        "values": {a: round(v, 2) for a, v in vals.items()},
        "exact": exact,
        "text": Msg(
            "With open cards (knowing the hidden cards): {card}, {points} points for your side",
            card=said,
            points=points_text(vals[best], lang),
        ).render(lang),
    }


def _trick_seats(table: PlayTable) -> set[int]:
    n = table.rules.players
    return {(table.leader + i) % n for i in range(len(table.trick))}


def _hand_mask(codes: Sequence[str]) -> int:
    m = 0
    for c in codes:
        card = card_of_action(c)
        if card is not None:
            m |= 1 << card
    return m


def _weigh_decision(
    info: GameInfo, state: Any, seat: int, action: str, level: object, index: int, lang: str
) -> dict[str, Any] | None:
    """A person's decision outside the card play weighed as the strong bot weighs its own (:mod:`.kernel.sampling`,
    the person's action among the options): ``None`` where the game does not model it; a ``text`` when another
    option paid clearly more (by more than chance over the deals explains)."""
    legal = state.legal_actions()
    if len(legal) < 2:
        return None
    name = level if isinstance(level, str) and level in HINT_LEVELS else "gut"
    chances = auction_estimate(info, state, seat, legal)
    if chances is not None:
        followed: dict[str, Any] | None = _auction_hint(info, state, seat, legal, chances, name, lang)
    else:
        followed = _option_hint(info, state, seat, legal, level, lang)
    if followed is not None and followed["suggested"] == action:  # the hint's own choice: never a mistake
        return {"index": index, "played": action, "played_label": _label(info, action, lang)}
    if chances is not None:  # a bid: the hint's own estimate, the one "What are my chances?" shows
        found: tuple[dict[str, list[float]], str | None] | None = ({a: v["paid"] for a, v in chances.items()}, None)
    else:
        bot = info.make_bot(LEVELS[name][0], seat)
        weigh = getattr(bot, "option_payments", None)
        found = weigh(state.view(seat), legal, random.Random(index * 7919 + seat), include=action) if weigh else None
    if found is None or action not in found[0]:
        return None
    paid = {action: found[0][action], **{a: v for a, v in found[0].items() if a != action and a != found[1]}}
    best = best_option(paid, REVIEW_MARGIN)
    out: dict[str, Any] = {"index": index, "played": action, "played_label": _label(info, action, lang)}
    if best == action:
        return out
    mean = {a: sum(v) / len(v) for a, v in paid.items()}
    preferred = _label(info, best, lang)
    return {
        **out,
        "preferred": best,
        "preferred_label": preferred,
        "loss": round(mean[best] - mean[action], 2),
        "text": Msg(
            "You chose {played}; knowing what you knew, {preferred} paid you more on average over {samples} deals "
            "played to the end ({amount} more).",
            played=out["played_label"],
            preferred=preferred,
            samples=len(paid[action]),
            amount=info.payment_text(state, mean[best] - mean[action], lang),
        ).render(lang),
    }


def review(
    info: GameInfo,
    state: Any,
    history: Sequence[tuple[int, str, bool]],
    seat: int,
    level: object = "gut",
    lang: str = "de",
    threshold: float = REVIEW_POINTS,
) -> dict[str, Any]:
    """:func:`_review` in the game's words (:func:`game_words`)."""
    with game_words(info):
        return _review(info, state, history, seat, level, lang, threshold)


def _review(
    info: GameInfo,
    state: Any,
    history: Sequence[tuple[int, str, bool]],
    seat: int,
    level: object = "gut",
    lang: str = "de",
    threshold: float = REVIEW_POINTS,
) -> dict[str, Any]:
    """Each decision of ``seat`` (in ``history``: (seat, action, by the person) in order, the last action of
    ``state`` last) where the strong bot, knowing what the seat knew, preferred another: a card by more than
    ``threshold`` points, with the loss and the open-cards best play; a bid, call, lay-away or announcement that
    another option beat clearly in mean payment (:func:`_weigh_decision`). It thinks at :data:`REVIEW_LEVEL`
    whatever ``level`` is asked.
    """
    level = REVIEW_LEVEL
    start = copy.deepcopy(state)
    for _ in history:
        start.pop()
    decisions: list[dict[str, Any]] = []
    looked = 0
    cards_played = 0
    for index, (who, action, person) in enumerate(history):
        if who == seat and start.to_move == seat and person and _table(info, start, seat) is None:
            weighed = _weigh_decision(info, start, seat, action, level, index, lang)
            if weighed is not None:
                looked += 1
                if weighed.get("text"):
                    decisions.append({**weighed, "trick": cards_played})
        elif who == seat and start.to_move == seat:
            if _table(info, start, seat) is not None:
                cards_played += 1
            item = _review_card(info, start, seat, action, level, lang, threshold) if person else None
            if item is not None:
                looked += 1
                if item.get("text"):
                    decisions.append({**item, "index": index, "trick": cards_played})
        start.push(action)
    return {
        "decisions": decisions,
        "looked_at": looked,
        "seat": seat,
        "level": level if level in HINT_LEVELS else "gut",
        "threshold": REVIEW_POINTS,
        "note": Msg(
            "The review looks at each of your decisions with the same estimate as the hint: a card when another was "
            "expected to bring your side at least {points} card points more, beyond the noise of the deals; a bid, a "
            "call, a lay-away or an announcement when another paid you clearly more on average, every round played to "
            "the end.",
            points=points_text(REVIEW_POINTS, lang),
        ).render(lang),
    }


def _review_card(
    info: GameInfo, state: Any, seat: int, action: str, level: object, lang: str, threshold: float = REVIEW_POINTS
) -> dict[str, Any] | None:
    """A card the person played, weighed by the hint's own estimate (:func:`card_estimate`): ``None`` when there
    was no choice; a ``text`` with the better card's reason when that card was expected to bring at least
    :data:`REVIEW_POINTS` more beyond :data:`REVIEW_SE` standard errors."""
    found = card_estimate(info, state, seat, level)
    legal = state.legal_actions()
    if found is None or len(legal) < 2 or action not in legal:
        return None
    table, actions, weighed = found
    card = next((c for c, a in actions.items() if a == action), None)
    if card is None or card not in weighed.per_deal or len(actions) < 2:
        return None
    best = weighed.best()
    loss, se = weighed.gap(best, card)
    if best == card or loss - REVIEW_SE * se < threshold:
        return {}
    name = names_of(info, lang)
    played, preferred = _label(info, action, lang), _label(info, actions[best], lang)
    verdict = explain_card(table, weighed, best, name, _plain(actions), _ultimo(info, state, seat))
    return {
        "played": action,
        "played_label": played,
        "preferred": actions[best],
        "preferred_label": preferred,
        "loss": round(loss, 2),
        "reason_kind": verdict.kind,
        "text": Msg(
            "You played {played}; {preferred} was better. {reason}",
            played=played,
            preferred=preferred,
            reason=Verbatim(capital(verdict.msg.render(lang))),
        ).render(lang),
        "figures": Msg(
            "{points} card points more expected for your side over {deals} deals (± {se}).",
            points=points_text(loss, lang),
            deals=weighed.deals,
            se=points_text(se, lang),
        ).render(lang),
        "open_cards": _open_cards(info, state, table, legal, lang),
    }
