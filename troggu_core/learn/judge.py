"""The engine judges a learner's answer to a lesson: *solved*, *refused* (the rules forbid it: the engine's error,
naming the rule) or *worse* (legal, but not the lesson's goal, with the reason where the engine can say it).

>>> from .lessons import lesson_by_id
>>> follow = lesson_by_id("troggu-02-follow-suit")
>>> judge(follow, "C1").verdict, judge(follow, "XVII").verdict, judge(follow, "XVII").error.rule_id
('solved', 'refused', 'play.follow-suit')
>>> who = judge(lesson_by_id("troggu-03-who-wins"), "SK")
>>> who.verdict, who.reason.render("en"), who.reason.render("de")
('worse', 'King of Swords does not win this trick: Trump III (the Empress) beats it', \
'Der Schwerter-König gewinnt diesen Stich nicht: der Trumpf III (die Herrscherin) sticht')
"""

from __future__ import annotations

import copy
import json
from dataclasses import dataclass, replace
from typing import Any

from ..errors import TrogguError
from ..i18n import N_, Localized, Msg
from ..kernel.names import cards_in_words
from ..kernel.registry import GameInfo, game
from .lessons import Lesson, LessonFormatError, text_of
from .reasons import play_values, values_text, why_worse

__all__ = [
    "Verdict",
    "judge",
    "position",
    "finish_trick",
    "finished_round",
    "round_in_words",
    "miss",
    "said",
    "YES",
    "NO",
    "MAX_STARS",
    "stars",
    "quiz_stars",
]

MAX_STARS = 3
"""The most stars a lesson gives."""


def stars(tries: int, hints: int, par: int) -> int:
    """A solved lesson's stars from the learner's way there: all three within the lesson's ``par`` of tries (a hint
    shown counts as a try), two one try over, one after that. A whole hand gives its own (:class:`Verdict`).

    >>> stars(1, 0, 1), stars(1, 1, 1), stars(2, 1, 1), stars(2, 0, 2)
    (3, 2, 1, 3)
    """
    used = tries + hints
    return MAX_STARS if used <= par else MAX_STARS - 1 if used <= par + 1 else 1


def quiz_stars(right: int, questions: int, attempt: int) -> int:
    """A passed quiz's stars (a stage's test): three for every answer right, two for a miss, at the first attempt;
    one whenever the quiz was taken again (its answers judged before were said).

    >>> quiz_stars(3, 3, 1), quiz_stars(2, 3, 1), quiz_stars(3, 3, 2)
    (3, 2, 1)
    """
    if attempt > 1:
        return 1
    return MAX_STARS if right == questions else MAX_STARS - 1


YES, NO = N_("yes"), N_("no")
"""The answers of a yes/no question (``question`` ``legal``)."""


@dataclass(frozen=True)
class Verdict:
    """The judge's word: ``solved``, ``refused`` (``error``: the engine's refusal) or ``worse`` (``reason``, or
    ``error`` when the rule the learner missed says why). ``detail``: what the engine adds to the lesson's
    explanation once solved (the simulated figures of a ``choose`` by ``play``, a round's payment in words)."""

    verdict: str
    reason: Msg | Localized | None = None
    error: TrogguError | None = None
    detail: Msg | Localized | None = None
    stars: int | None = None
    """A whole hand's stars, the engine's (from the learner's own moves); ``None``: the page counts the tries."""
    marks: tuple[bool, ...] | None = None
    """A quiz answered whole: whether each question's answer is right (``None``: no quiz, or not every question
    answered)."""


def position(lesson: Lesson) -> Any:
    """The lesson's table: the seeded deal with its actions played (the learner is the seat to move); with
    ``play_out``, the bots (of ``bot_seed``) then play the round to its end.

    Raises:
        LessonFormatError: the engine refuses one of the actions (the lesson's mistake).
    """
    info = game(lesson.game)
    pos = lesson.data["position"]
    state = info.new(pos["ruleset"], pos["players"], pos["seed"], pos["dealer"])
    for i, action in enumerate(pos["actions"]):
        try:
            state.push(action)
        except TrogguError as e:
            raise LessonFormatError(f"{lesson.path}: position.actions[{i}]: {action!r} refused: {e}") from None
    if pos.get("play_out"):
        bots = _bots(lesson, info, state.players)
        info.play_out(state, bots, [b.rng for b in bots])
    return state


def _bots(lesson: Lesson, info: GameInfo, players: int) -> list[Any]:
    pos = lesson.data["position"]
    seed = pos.get("bot_seed", pos["seed"])
    return [info.make_bot("heuristic", seed * 16 + s) for s in range(players)]


def finish_trick(info: GameInfo, state: Any, bots: list[Any], action: str) -> tuple[list[tuple[int, str]], int]:
    """Play ``action`` for the seat to move, then let the bots play until the trick is complete: its cards (seat,
    card) and the winning seat. ``action`` may be refused (the engine's error, the state unchanged).

    The state is the judge: the winner is the seat that leads next (every game of the family lets the winner lead);
    after the round's last trick, the game's ``trick_winner``.
    """
    played = [(t["seat"], t["card"]) for t in state.view(0)["trick"]]
    for _ in range(64):
        seat = state.to_move
        state.push(action)
        now = state.view(0)["trick"]
        if len(now) < len(played):  # the trick is complete (gathered): this action was its last card
            played.append((seat, action))
            if state.is_over or state.to_move is None:
                assert info.trick_winner is not None
                return played, played[info.trick_winner([c for _, c in played])][0]
            return played, int(state.to_move)
        played = [(t["seat"], t["card"]) for t in now]  # a card more, or an action that is no card (a call)
        action = info.choose(bots[state.to_move], state, state.to_move)
    raise LessonFormatError("the trick did not end")  # pragma: no cover - every trick ends


def miss(lesson: Lesson, answer: str | None = None) -> Localized:
    """The lesson's tarock sentence for an answer that misses: the task's ``because`` for this answer, else its
    ``miss`` (what the lesson is about, said to every answer that misses it)."""
    task = lesson.data["task"]
    text = (task.get("because") or {}).get(answer) or task.get("miss")
    if text is None:
        raise LessonFormatError(f"{lesson.path}: task.miss: an answer can miss this lesson: say why in words")
    return Localized(de=text["de"], en=text["en"])


def said(*parts: Msg | Localized | None) -> Localized:
    """Sentences as one reason, in both languages: the lesson's sentence first, then what the engine adds."""
    shown = [p for p in parts if p is not None]
    return Localized(de=" ".join(p.render("de") for p in shown), en=" ".join(p.render("en") for p in shown))


def _why_not(lesson: Lesson, answer: str, accept: list[str]) -> Localized:
    """Why a legal answer is not the lesson's: the lesson's sentence (:func:`miss`), then what the engine computes
    where it can (:func:`.reasons.why_worse`: a bid's chances, a card's simulated value, a lay-away's points)."""
    return said(miss(lesson, answer), why_worse(lesson, position(lesson), answer, accept))


def _by_play(lesson: Lesson, info: GameInfo, options: list[str], answer: str) -> Verdict:
    """``choose`` by ``play``: the card with the better simulated result for the learner's side (seeded)."""
    state = position(lesson)
    try:
        state.push(answer)
    except TrogguError as e:
        return Verdict("refused", error=e)
    pv = play_values(lesson, info, position(lesson), options)
    if pv is None:
        raise LessonFormatError(f"{lesson.path}: task.options: simulated play values no such two cards here")
    other = options[1] if answer == options[0] else options[0]
    if pv.better(answer, other):
        return Verdict("solved", detail=values_text(info, pv, answer, other))
    return Verdict("worse", said(miss(lesson, answer), values_text(info, pv, other, answer)))


def _trick_verdict(lesson: Lesson, info: GameInfo, answer: str) -> tuple[Verdict | None, int]:
    """Play ``answer`` and let the bots finish the trick: a refusal, or None and the winning seat (or -1)."""
    state = position(lesson)
    seat = state.to_move
    try:
        cards, winner = finish_trick(info, state, _bots(lesson, info, state.players), answer)
    except TrogguError as e:
        return Verdict("refused", error=e), -1
    if winner == seat:
        return None, winner
    win_card = next(c for s, c in cards if s == winner)
    return Verdict(
        "worse",
        Msg(
            "{card} loses the trick to {winner}",
            card=cards_in_words(info.card_name, answer),
            winner=cards_in_words(info.card_name, win_card),
        ),
    ), winner


def _number(text: str) -> float | None:
    try:
        return float(text.replace(",", ".").replace("\u2212", "-").replace(" ", "").strip())
    except ValueError:
        return None


def judge(lesson: Lesson, answer: str, why: bool = True) -> Verdict:
    """The engine's word on ``answer`` (text: an action, a card, a number, ``yes``/``no``, a record); ``why``
    False: a legal answer that misses the goal is not told why (no simulation run: the verdict alone).

    Said in the game's own words (:func:`~troggu_core.hints.game_words`: Großtarock's Tarok where the family's shared
    sentences say Trumpf), as its hints are: the reason and the detail are rendered under the game's message context
    here, in both languages, so that they read the same wherever they are shown."""
    from ..hints import game_words  # the hints import the kernel's advice; the judge needs only their words

    info = game(lesson.game)
    with game_words(info):
        verdict = _judge(lesson, info, answer.strip(), why)
        return replace(verdict, reason=_in_both(verdict.reason), detail=_in_both(verdict.detail))


def _in_both(text: Msg | Localized | None) -> Localized | None:
    """A message rendered now, in German and English (under the message context in force)."""
    if text is None or isinstance(text, Localized):
        return text
    return Localized(de=text.render("de"), en=text.render("en"))


def _judge(lesson: Lesson, info: GameInfo, answer: str, why: bool) -> Verdict:
    """:func:`judge` (the answer stripped), its messages not yet rendered."""
    task = lesson.data["task"]
    kind = task["kind"]
    if kind in ("act", "lay_away"):
        state = position(lesson)
        try:
            state.push(answer)
        except TrogguError as e:
            return Verdict("refused", error=e)
        accept = task.get("accept")
        if accept is None or _same_action(answer, accept, kind):
            return Verdict("solved")
        return Verdict("worse", _why_not(lesson, answer, list(accept)) if why else None)
    if kind == "win_trick":
        refused, _ = _trick_verdict(lesson, info, answer)
        return refused or Verdict("solved")
    if kind == "choose":
        if answer not in task["options"]:
            return Verdict("worse", Msg("choose one of the two cards"))
        if task["by"] == "trick":
            worse, _ = _trick_verdict(lesson, info, answer)
            return worse or Verdict("solved")
        if task["by"] == "play":
            return _by_play(lesson, info, list(task["options"]), answer)
        state = position(lesson)
        try:
            state.push(answer)
        except TrogguError as e:
            return Verdict("refused", error=e)
        if answer == task["better"]:
            return Verdict("solved")
        because = task["because"]
        return Verdict("worse", Localized(de=because["de"], en=because["en"]))
    if kind == "count":
        return _count(lesson, info, task, answer)
    if kind == "question":
        return _question(lesson, info, task, answer)
    if kind == "quiz":
        return _quiz(lesson, info, answer, why)
    return _played_hand(lesson, info, answer)


def _count(lesson: Lesson, info: GameInfo, task: dict[str, Any], answer: str) -> Verdict:
    """A pile counted: the engine's count (``GameInfo.count_pile``)."""
    assert info.count_pile is not None
    value, right = _number(answer), info.count_pile(list(task["pile"]))
    if value is None:
        return Verdict("worse", Msg("give a number"))
    if abs(value - right) < 1e-9:
        return Verdict("solved")
    return Verdict(
        "worse",
        said(miss(lesson), Msg("Your number is too high.") if value > right else Msg("Your number is too low.")),
    )


def _quiz(lesson: Lesson, info: GameInfo, answer: str, why: bool) -> Verdict:
    """A quiz (a stage's test): every question answered at once (``II | 16 | Narr``), judged together. Passed with
    the quiz's ``pass`` right answers (the stars: :func:`quiz_stars`); either way the learner is told how many were
    right and why each wrong one misses (the question's own verdict)."""
    from .lessons import SEPARATOR

    questions = lesson.questions()
    parts = [p.strip() for p in answer.split(SEPARATOR)]
    if len(parts) != len(questions) or not all(parts):
        return Verdict("worse", Msg("Answer every question of the test first."))
    verdicts = [_judge(q, info, part, why) for q, part in zip(questions, parts)]
    marks = tuple(v.verdict == "solved" for v in verdicts)
    right = sum(marks)
    need = int(lesson.data["task"]["pass"])
    lines: list[Msg | Localized | None] = []
    for i, v in enumerate(verdicts):
        if v.verdict != "solved":
            lines.append(Msg("Question {i}: {reason}.", i=i + 1, reason=_sentence(v)))
    n = len(questions)
    if right >= need:
        head = Msg("Test passed: {right} of {n} answers right.", right=right, n=n)
        return Verdict("solved", detail=said(head, *lines), stars=quiz_stars(right, n, 1), marks=marks)
    head = Msg("Test not passed: {right} of {n} answers right, it needs {need}.", right=right, n=n, need=need)
    again = Msg("Look at this stage's lessons again, then take the test anew.")
    return Verdict("worse", said(head, *lines, again), marks=marks)


def _same_action(answer: str, accept: list[str], kind: str) -> bool:
    if kind == "lay_away":
        return any(sorted(answer.split()) == sorted(a.split()) for a in accept)
    return answer in accept


_FINISHED: dict[str, dict[str, Any]] = {}
"""Each finished round's result by its game and position (:func:`finished_round`): a payment question judges every
answer against one round, which the bots played once."""


def finished_round(lesson: Lesson) -> dict[str, Any]:
    """The result of the lesson's finished round (a ``payment`` question's position played to its end); a copy of
    the result the position gave the first time (the deal and the bots are seeded: the same round each time).

    Raises:
        LessonFormatError: the position is no finished round (the lesson's mistake).
    """
    key = json.dumps([lesson.game, lesson.data["position"]], sort_keys=True, default=repr)
    if key not in _FINISHED:
        state = position(lesson)
        if not state.is_over:
            raise LessonFormatError(f"{lesson.path}: position: a payment question needs a finished round (play_out)")
        _FINISHED[key] = dict(state.result())
    return copy.deepcopy(_FINISHED[key])


def round_in_words(lesson: Lesson, lines: int | None = None) -> Localized:
    """The finished round in the engine's words (``GameInfo.explain``) for the lesson's seat, both languages;
    ``lines``: only the first lines (the facts a payment question shows before the answer)."""
    info = game(lesson.game)
    assert info.explain is not None
    result, seat = finished_round(lesson), int(lesson.data["task"]["seat"])
    said = {lang: info.explain(result, seat, lang).lines[:lines] for lang in ("de", "en")}
    return Localized(de=" ".join(said["de"]), en=" ".join(said["en"]))


def _payment(lesson: Lesson, task: dict[str, Any], answer: str) -> Verdict:
    """What the lesson's seat pays (negative) or receives in the finished round, by the game's scoring."""
    result = finished_round(lesson)
    right = float(result[task.get("in", "payments")][int(task["seat"])])
    value = _number(answer)
    if value is None:
        return Verdict("worse", Msg("give a number"))
    if abs(value - right) < 1e-9:
        return Verdict("solved", detail=round_in_words(lesson))
    if right < 0 < value or value < 0 < right:
        return Verdict(
            "worse",
            Msg("in this round you pay: write the amount with a minus")
            if right < 0
            else Msg("in this round you receive: write the amount without a minus"),
        )
    too = Msg("Your amount is too high.") if abs(value) > abs(right) else Msg("Your amount is too low.")
    return Verdict("worse", said(miss(lesson), too))


def _question(lesson: Lesson, info: GameInfo, task: dict[str, Any], answer: str) -> Verdict:
    if task["ask"] == "payment":
        return _payment(lesson, task, answer)
    if task["ask"] == "trick_winner":
        trick = list(task["trick"])
        assert info.trick_winner is not None
        winner = trick[info.trick_winner(trick)]
        if answer == winner:
            return Verdict("solved")
        if answer not in trick:
            return Verdict("worse", Msg("choose a card of the trick"))
        return Verdict(
            "worse",
            Msg(
                "{card} does not win this trick: {winner} beats it",
                card=cards_in_words(info.card_name, answer),
                winner=cards_in_words(info.card_name, winner),
            ),
        )
    state = position(lesson)
    card = task["card"]
    try:
        state.push(card)
        refusal = None
    except TrogguError as e:
        refusal = e
    right = NO if refusal is not None else YES
    if answer == right:
        return Verdict("solved")
    if answer not in (YES, NO):
        return Verdict("worse", Msg("answer yes or no"))
    if refusal is not None:
        return Verdict("worse", error=refusal)  # "yes" to a card the rules forbid: the rule says why
    return Verdict("worse", Msg("{card} may be played here", card=cards_in_words(info.card_name, card)))


def _sentence(v: Verdict) -> Localized:
    """A question's verdict as a clause in both languages (its reason, or the rule it missed), without a full stop."""
    text = _in_both(v.reason)
    if text is None and v.error is not None:
        text = Localized(de=v.error.message("de"), en=v.error.message("en"))
    if text is None:  # pragma: no cover - every verdict that misses says why
        return Localized(de="falsch", en="wrong")
    return Localized(de=text.render("de").rstrip("."), en=text.render("en").rstrip("."))


def _played_hand(lesson: Lesson, info: GameInfo, answer: str) -> Verdict:
    """A whole hand the learner played: the round's actions from the lesson's deal, each marked whether the
    learner chose it (``{"actions": [[seat, action, yours], ...], "hints": n}``, what the play table's round holds:
    :func:`troggu_core.web.learn.lesson_answer`). Solved only when the round is over and every action of the
    learner's seat was the learner's own (the bots finishing the hand for the learner is no answer); the stars are
    the learner's: three, a hint taken costs one (at least one)."""
    try:
        data = json.loads(answer)
    except ValueError:
        data = None
    moves = data.get("actions") if isinstance(data, dict) else None
    if not isinstance(moves, list):
        return Verdict("worse", Msg("play the hand to the end first"))
    pos = lesson.data["position"]
    you = position(lesson).to_move
    state = info.new(pos["ruleset"], pos["players"], pos["seed"], pos["dealer"])
    given, for_you = list(pos["actions"]), 0
    for i, move in enumerate(moves):
        if not _is_move(move) or move[0] != state.to_move or (i < len(given) and move[1] != given[i]):
            return Verdict("worse", Msg("this is not the lesson's deal: start the hand again"))
        seat, action, yours = move
        try:
            state.push(action)
        except TrogguError:  # the table played every action on this deal: one it refuses is of another round
            return Verdict("worse", Msg("this is not the lesson's deal: start the hand again"))
        for_you += int(i >= len(given) and seat == you and not yours)
    if not state.is_over:
        return Verdict("worse", Msg("play the hand to the end first"))
    if for_you:
        return Verdict(
            "worse", Msg("the bots made {n} of your moves: the hand counts only when you play it yourself", n=for_you)
        )
    hints = data.get("hints", 0) if isinstance(data, dict) else 0
    taken = hints if isinstance(hints, int) and not isinstance(hints, bool) and hints > 0 else 0
    mine = sum(1 for i, m in enumerate(moves) if i >= len(given) and m[0] == you)
    return Verdict(
        "solved",
        stars=max(1, MAX_STARS - taken),
        detail=Msg("You made all {moves} of your moves yourself; hints taken: {hints}.", moves=mine, hints=taken),
    )


def _is_move(move: object) -> bool:
    """One entry of a played hand: ``[seat, action, yours]``."""
    return (
        isinstance(move, list)
        and len(move) == 3
        and isinstance(move[0], int)
        and isinstance(move[1], str)
        and isinstance(move[2], bool)
    )


def prompt(lesson: Lesson, lang: str) -> str:
    """The task's prompt in ``lang``."""
    return text_of(lesson.data["task"]["prompt"], lang)
