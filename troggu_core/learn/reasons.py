"""Why a legal answer misses a lesson's goal, said by the engine where it can compute it: a bid by the chances
estimate of the hand (``GameInfo.estimate``, simulated rounds), a partner call by where the called card lies, a
card by simulated play (:func:`~troggu_core.kernel.strong_bots.action_values`: the points the learner's side is
expected to take over deals of the hidden cards that fit the learner's view), a lay-away by the points it lays
away and the suits it leaves void. ``None`` where nothing can be computed (the lesson's typed ``because`` then
says why). Every figure is seeded: the same lesson gives the same words.

>>> from .lessons import lesson_by_id
>>> from .judge import position
>>> bid = lesson_by_id("troggu-10-judging-a-hand")
>>> print(why_worse(bid, position(bid), "normal", ["pass"]).render("de"))  # doctest: +ELLIPSIS
„normal spielen (den Tapp nehmen)“: in etwa 34 % der Runden gewonnen, im Mittel −7,2 Rappen. (Simuliert: ...)
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Sequence

from ..action_labels import action_label
from ..i18n import Localized, Msg
from ..kernel.codes import FOOL_SUIT, TRUMP, parse_code, suit_of
from ..kernel.explain import num, seat_number
from ..kernel.layaway import is_layaway
from ..kernel.names import cards_in_words
from ..kernel.registry import GameInfo, game
from ..kernel.strong_bots import action_values, card_of_action
from .lessons import Lesson

__all__ = ["why_worse", "PlayValues", "play_values", "values_text", "PLAY_SAMPLES", "PLAY_DEPTH", "ESTIMATE_MOST"]

PLAY_SAMPLES = 60
"""Deals of the hidden cards a card is valued over (the strong bot's ``stark`` level thinks with 40)."""
PLAY_DEPTH = 3
"""Tricks solved exactly at the end of each simulated deal (as the strong bot's ``gut`` level)."""
ESTIMATE_MOST = 500
"""The most simulated rounds per contract a bid's reason plays (the game's own ``estimate_samples`` if fewer)."""


def _join(parts: Sequence[Msg | Localized]) -> Localized:
    """Several sentences as one reason, in both languages."""
    return Localized(de=" ".join(p.render("de") for p in parts), en=" ".join(p.render("en") for p in parts))


def _words(info: GameInfo, action: str) -> Localized:
    """An action in the game's words, both languages (a card by its name, as every message names cards)."""
    if action in info.deck and info.card_name is not None:
        return cards_in_words(info.card_name, action)
    return Localized(de=action_label(info.id, action, "de"), en=action_label(info.id, action, "en"))


def _seed(lesson: Lesson) -> int:
    pos = lesson.data.get("position") or {}
    return int(pos.get("bot_seed", pos.get("seed", 0)))


def _signed(value: float) -> Localized:
    r = round(value, 1)
    mark = "+" if r > 0 else "−" if r < 0 else ""
    return Localized(de=mark + num(abs(r), "de"), en=mark + num(abs(r), "en"))


def _percent(value: float) -> int:
    return int(round(100 * value))


# ---------------------------------------------------------------- bids: the chances estimate
def _chances(info: GameInfo, state: Any, seat: int, contract: str, samples: int, seed: int) -> dict[str, Any]:
    assert info.estimate is not None
    value = info.estimate(state, seat, contract, samples, seed)
    return dict(value) if isinstance(value, dict) else {"win": float(value)}


def _chance_line(info: GameInfo, state: Any, contract: str, chances: dict[str, Any]) -> Msg:
    words = _words(info, contract)
    if chances.get("mean_payment") is not None:  # every game's estimate: the mean payment in the game's own unit
        return Msg(
            "“{contract}”: won in about {win} % of the rounds, on average {amount}.",
            contract=words,
            win=_percent(chances["win"]),
            amount=_amount(info, state, chances["mean_payment"]),
        )
    return Msg("“{contract}”: won in about {win} % of the rounds.", contract=words, win=_percent(chances["win"]))


def _amount(info: GameInfo, state: Any, amount: float) -> Localized:
    """An amount in the game's own unit (its pad's: ``+12,5 Rappen``, ``−3 Punkte``), signed, in each language."""
    unit = info.pad.unit if info.pad is not None else Msg("points")
    signed = _signed(amount)
    return Localized(**{lang: f"{signed.render(lang)} {unit.render(lang)}" for lang in ("de", "en")})


def _bid_reason(info: GameInfo, state: Any, answer: str, accepted: Sequence[str]) -> Localized | None:
    if info.estimate is None or str(state.phase) != "auction":
        return None
    seat = int(state.to_move)
    legal = state.legal_actions()
    samples = min(ESTIMATE_MOST, info.estimate_samples)
    lesson_bid = next((a for a in accepted if a != "pass" and a in legal), None)
    bids = [a for a in (answer, lesson_bid) if a is not None and a != "pass" and a in legal]
    if not bids:
        return None
    parts: list[Msg | Localized] = [Msg("Passing gives this hand away.")] if answer == "pass" else []
    for contract in dict.fromkeys(bids):
        parts.append(_chance_line(info, state, contract, _chances(info, state, seat, contract, samples, 0)))
    parts.append(
        Msg(
            "(Simulated: {samples} rounds per game with the easy bots, the other cards dealt at random – our reading "
            "of simulated play, no rule.)",
            samples=samples,
        )
    )
    return _join(parts)


# ---------------------------------------------------------------- a partner call: where the called card lies
def _called(info: GameInfo, action: str) -> str | None:
    words = action.split()
    return words[1] if len(words) == 2 and words[0] == "call" and words[1] in info.deck else None


def _call_reason(info: GameInfo, state: Any, answer: str) -> Msg | None:
    card = _called(info, answer)
    if card is None:
        return None
    seat = int(state.to_move)
    holder = next((s for s in range(state.players) if card in state.view(s).get("hand", [])), None)
    words = _words(info, card)
    if holder == seat:
        return Msg("You hold {card} yourself: calling it, nobody plays with you and you play alone.", card=words)
    if holder is None:
        return Msg("No player holds {card} (it lies aside): calling it, you play alone.", card=words)
    return Msg(
        "{card} is in the hand of seat {seat}: that player would be your partner.", card=words, seat=seat_number(holder)
    )


# ---------------------------------------------------------------- a card: simulated play
@dataclass(frozen=True)
class PlayValues:
    """The points each valued card brings the learner's side on average (``values``) over ``samples`` deals of
    the hidden cards; ``goal`` 1 (the most points are best) or -1 (a misère: the fewest)."""

    values: dict[str, float]
    samples: int
    goal: int

    def better(self, a: str, b: str) -> bool:
        """Whether ``a`` is better than ``b`` for the learner's goal (strictly)."""
        return (self.values[a] - self.values[b]) * self.goal > 0


def play_values(lesson: Lesson, info: GameInfo, state: Any, cards: Sequence[str]) -> PlayValues | None:
    """The seeded simulated-play values of ``cards`` at the lesson's table (``None``: not a card play the
    engine values, or a card not in the learner's hand)."""
    if info.play_table is None or state.is_over or state.to_move is None:
        return None
    table = info.play_table(state.view(state.to_move))
    if table is None or table.to_move != table.seat:
        return None
    vals = action_values(table, list(cards), random.Random(_seed(lesson)), PLAY_SAMPLES, PLAY_DEPTH)
    if set(vals) != set(cards):
        return None
    return PlayValues(vals, PLAY_SAMPLES, table.goal)


def values_text(info: GameInfo, pv: PlayValues, first: str, second: str) -> Msg:
    """The two figures, labelled as simulated play: ``first`` (the better) and ``second``."""
    key = (
        "Simulated play over {samples} deals of the hidden cards that fit what you know: {card}: {points} points "
        "expected for your side · {other}: {other_points}."
        if pv.goal > 0
        else "Simulated play over {samples} deals of the hidden cards that fit what you know (in a misère fewer "
        "points are better): {card}: {points} points expected for your side · {other}: {other_points}."
    )
    return Msg(
        key,
        samples=pv.samples,
        card=_words(info, first),
        points=_plain(pv.values[first]),
        other=_words(info, second),
        other_points=_plain(pv.values[second]),
    )


def _plain(value: float) -> Localized:
    r = round(value, 1)
    return Localized(de=num(r, "de"), en=num(r, "en"))


def _card_reason(lesson: Lesson, info: GameInfo, state: Any, answer: str, accepted: Sequence[str]) -> Msg | None:
    if answer not in info.deck or card_of_action(answer) is None:
        return None
    cards = [a for a in accepted if a in info.deck and a in state.legal_actions()]
    if not cards:
        return None
    pv = play_values(lesson, info, state, [answer, *cards])
    if pv is None:
        return None
    best = max(cards, key=lambda c: pv.values[c] * pv.goal)
    if not pv.better(best, answer):
        return None  # simulated play does not show the lesson's card better: the lesson's own words say why
    return values_text(info, pv, best, answer)


# ---------------------------------------------------------------- a lay-away: points and voids
def _voids(hand: Sequence[str], away: Sequence[str]) -> int:
    """How many of the four suits the hand has none of once ``away`` is laid away."""
    kept = {suit_of(parse_code(c)) for c in hand if c not in away}
    return len({0, 1, 2, 3} - kept - {TRUMP, FOOL_SUIT})


def _lay_away_reason(info: GameInfo, state: Any, answer: str, accepted: Sequence[str]) -> Msg | None:
    if not is_layaway(answer) or not accepted or info.count_pile is None:
        return None
    hand = list(state.view(state.to_move).get("hand", []))
    mine, good = answer.split()[1:], accepted[0].split()[1:]
    return Msg(
        "You lay away {points} points; suits void afterwards: {voids}. The lesson's lay-away: {good_points} points, "
        "suits void: {good_voids}.",
        points=_plain(info.count_pile(mine)),
        voids=_voids(hand, mine),
        good_points=_plain(info.count_pile(good)),
        good_voids=_voids(hand, good),
    )


def why_worse(lesson: Lesson, state: Any, answer: str, accepted: Sequence[str]) -> Msg | Localized | None:
    """Why the legal ``answer`` is not one of the ``accepted`` actions, computed at the lesson's table ``state``
    (before the answer); ``None`` where the engine cannot say."""
    info = game(lesson.game)
    return (
        _bid_reason(info, state, answer, accepted)
        or _call_reason(info, state, answer)
        or _card_reason(lesson, info, state, answer, accepted)
        or _lay_away_reason(info, state, answer, accepted)
    )
