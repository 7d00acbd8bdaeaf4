"""Hints and the review of a hand, for every game, from the kernel's strong bot (:mod:`.kernel.strong`).

A **hint** values each card the seat to move may play by the points its side is expected to take from the
remaining tricks, over deals of the hidden cards that fit what the seat knows (its view), and suggests the best.
Outside the card play (bids, calls, lay-aways, announcements) it weighs each option by its mean payment to the
seat, every round played to the end by the easy bots over such deals (the strong bot's :mod:`.kernel.sampling`);
where a game does not model a decision, it suggests the easy bot's choice, without values.
The **review** goes through a seat's card plays of a round: where the strong bot, knowing what that seat knew,
preferred another card, it says which and by how much; beside it, clearly labelled, the best card with open
cards (every hand known).

Values are points of the game's counting (see :mod:`.kernel.solver` on how a game's counting becomes per-card
values); every sentence is a catalogue message said in the reader's language.

>>> from troggu_core import GAMES
>>> info = GAMES["troccas"]
>>> st = info.new("surselva", 6, 3)
>>> out = hint(info, st, st.to_move, "gut", "de")
>>> out["suggested"] in info.legal(st), out["seat"] == st.to_move, {o["action"] for o in out["options"]} <= set(info.legal(st))
(True, True, True)
"""

from __future__ import annotations

import copy
import random
from typing import Any, Sequence

from .action_labels import action_label
from .errors import IllegalActionError
from .i18n import Msg
from .kernel.registry import GameInfo
from .kernel.sampling import best_option
from .kernel.strong import LEVELS, PlayTable, action_values, card_of_action, open_table

__all__ = ["hint", "review", "budget", "points_text", "HINT_LEVELS"]

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
REVIEW_WORK = 36
"""The most (deal, card) pairs the review values per decision, whatever the level: it looks at every card the
person played, and the page waits for it after the hand."""


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
    card = card_of_action(action)
    if card is not None and info.card_name is not None and action == _code(card):
        return info.card_name(action, lang)
    return action_label(info.id, action, lang)


def _code(card: int) -> str:
    from .kernel.codes import CODES

    return CODES[card]


def _offered(info: GameInfo, state: Any, seat: int) -> list[str]:
    if state.is_over or state.to_move != seat:
        raise IllegalActionError("game.turn", "it is not your turn")
    return info.legal(state)


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


def hint(info: GameInfo, state: Any, seat: int, level: object = "gut", lang: str = "de") -> dict[str, Any]:
    """The suggested action of ``seat`` (whose turn it is) and, in the card play, each offered card's expected
    points for the seat's side from the remaining tricks (``options``), with a one-sentence ``reason``.

    Raises:
        IllegalActionError: it is not ``seat``'s turn (rule ``game.turn``).
    """
    legal = _offered(info, state, seat)
    samples, depth = budget(level, len(legal))
    rng = random.Random(len(state.view(seat).get("played") or ()) * 7919 + seat * 31 + samples)
    table = _table(info, state, seat)
    vals = _values(info, table, legal, rng, samples, depth) if table is not None and legal else {}
    if not vals:
        weighed = _option_hint(info, state, seat, legal, level, lang)
        if weighed is not None:
            return weighed
        bot = info.make_bot("heuristic", seat)
        suggested = str(bot.choose(state.view(seat), legal, random.Random(seat)))
        said = _label(info, suggested, lang)
        return {
            "suggested": suggested,
            "label": said,
            "options": [],
            "reason": Msg("Outside the card play the hint follows the easy bot: {action}.", action=said).render(lang),
            "seat": seat,
            "level": "einfach",
        }
    suggested = _best(vals, legal, table.goal if table is not None else 1)
    options = []
    for a in sorted(vals, key=lambda a: -vals[a] * (table.goal if table is not None else 1)):
        said = _label(info, a, lang)
        options.append(
            {
                "action": a,
                "label": said,
                "value": round(vals[a], 2),
                "text": Msg(
                    "{card}: {points} points expected for your side", card=said, points=points_text(vals[a], lang)
                ).render(lang),
            }
        )
    said = _label(info, suggested, lang)
    pts = points_text(vals[suggested], lang)
    if len(vals) == 1:
        reason = Msg("{card} is the only card you may play.", card=said)
    elif table is not None and table.goal < 0:
        reason = Msg(
            "Over {samples} deals of the hidden cards that fit what you know, {card} leaves your side the fewest "
            "points from the remaining tricks ({points} on average).",
            samples=samples,
            card=said,
            points=pts,
        )
    else:
        reason = Msg(
            "Over {samples} deals of the hidden cards that fit what you know, {card} brings your side the most "
            "points from the remaining tricks ({points} on average).",
            samples=samples,
            card=said,
            points=pts,
        )
    return {
        "suggested": suggested,
        "label": said,
        "options": options,
        "reason": reason.render(lang),
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
    bot = info.make_bot(LEVELS[name][0], seat)
    rng = random.Random(len(state.view(seat).get("played") or ()) * 7919 + seat * 31 + 1)
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
        reason = Msg(
            "Over {samples} deals of the hidden cards that fit what you know, each option played to the end: "
            "{action} pays you the most on average ({amount}).",
            samples=deals,
            action=said(suggested),
            amount=info.payment_text(state, means[suggested], lang),
        )
    else:
        reason = Msg(
            "Over {samples} deals of the hidden cards that fit what you know, each option played to the end: "
            "{other} averages a little more ({other_amount}) than {action} ({amount}), within chance over so few "
            "deals; so {action}, the easy bot's choice.",
            samples=deals,
            action=said(suggested),
            amount=info.payment_text(state, means[suggested], lang),
            other=said(best),
            other_amount=info.payment_text(state, means[best], lang),
        )
    return {
        "suggested": suggested,
        "label": said(suggested),
        "options": options,
        "reason": reason.render(lang),
        "seat": seat,
        "level": name,
    }


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
    legal = info.legal(state)
    if len(legal) < 2:
        return None
    name = level if isinstance(level, str) and level in HINT_LEVELS else "gut"
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
    threshold: float = 0.25,
) -> dict[str, Any]:
    """Each decision of ``seat`` (in ``history``: (seat, action, by the person) in order, the last action of
    ``state`` last) where the strong bot, knowing what the seat knew, preferred another: a card by more than
    ``threshold`` points, with the loss and the open-cards best play; a bid, call, lay-away or announcement that
    another option beat clearly in mean payment (:func:`_weigh_decision`).
    """
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
            table = _table(info, start, seat)
            if table is not None:
                cards_played += 1
            legal = info.legal(start) if table is not None and person else []
            if table is not None and len(legal) > 1 and action in legal:
                looked += 1
                samples, depth = budget(level, len(legal), REVIEW_WORK)
                rng = random.Random(index * 7919 + seat)
                vals = _values(info, table, legal, rng, samples, depth)
                if action in vals:
                    best = _best(vals, legal, table.goal)
                    loss = (vals[best] - vals[action]) * table.goal
                    if best != action and loss > threshold:
                        played, preferred = _label(info, action, lang), _label(info, best, lang)
                        decisions.append(
                            {
                                "index": index,
                                "trick": cards_played,
                                "played": action,
                                "played_label": played,
                                "preferred": best,
                                "preferred_label": preferred,
                                "loss": round(loss, 2),
                                "text": Msg(
                                    "You played {played}; knowing what you knew, {preferred} was better for your side "
                                    "(points more expected: {points}).",
                                    played=played,
                                    preferred=preferred,
                                    points=points_text(loss, lang),
                                ).render(lang),
                                "open_cards": _open_cards(info, start, table, legal, lang),
                            }
                        )
        start.push(action)
    return {
        "decisions": decisions,
        "looked_at": looked,
        "seat": seat,
        "level": level if level in HINT_LEVELS else "gut",
        "note": Msg(
            "The review looks at each of your decisions: a card by the points your side could expect, a bid, a call, "
            "a lay-away or an announcement by what it paid you on average, every round played to the end."
        ).render(lang),
    }
