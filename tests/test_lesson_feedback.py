"""Lesson feedback in words (issues 32 and 33): EVERY answer a learner can give to a lesson and that misses it --
every legal card, bid, call or number, not only the lesson's listed ``wrong`` -- is told why in a tarock sentence
before any figure, in German and in English: the lesson's own sentence (``task.miss`` or the answer's ``because``)
where the lesson is about a rule, the refused rule's message for an answer the rules forbid. The plain "allowed,
but not what this lesson asks" and "too low: count again" are gone."""

from __future__ import annotations

import itertools
import random
import re
from typing import Any

import pytest

from troggu_core.errors import TrogguError
from troggu_core.kernel.registry import game
from troggu_core.learn import Lesson, all_lessons
from troggu_core.learn.judge import finished_round, judge, position
from troggu_core.web import refusal

LANGS = ("de", "en")
GONE = (
    "allowed, but not what this lesson asks",
    "Erlaubt, aber nicht das",
    "count again",
    "Zähl noch einmal",
    "work out the payment again",
    "Rechne die Zahlung noch einmal",
)
SAMPLED_LAY_AWAYS = 40
"""Lay-aways tried per lesson (every legal one would be hundreds of thousands): the lesson's own, then seeded
random legal ones."""


FIGURE = re.compile(r"(?<![\w-])[−+-]?[0-9]+(?:[.,][0-9]+)?(?![\w-])|%")
"""A figure: a number standing alone ("39 %", "−4,6", "28"), not a word made with one ("5-Punkte-Karten")."""


def _first_sentence(text: str) -> str:
    """The text up to its first sentence's end (a full stop, a colon, a dash, a question or exclamation mark)."""
    return re.split(r"(?<=[.:!?–])\s", text.strip(), maxsplit=1)[0]


def assert_opens_with_a_sentence(text: str, where: str, lesson: Lesson | None = None, lang: str = "de") -> None:
    """A reason opens with a sentence in words: the lesson's own (its ``miss`` or the answer's ``because``), else
    the engine's, whose first sentence has at least three words and no figure (a card's code in brackets, "(R6)",
    is part of its name); none of the words that are gone."""
    assert not any(g in text for g in GONE), (where, text)
    task = lesson.data["task"] if lesson is not None else {}
    because = task.get("because") or {}
    texts = [because] if set(because) == {"de", "en"} else list(because.values())  # choose by rule: one text
    own = [t[lang] for t in [task.get("miss"), *texts] if isinstance(t, dict)]
    if any(text.startswith(o) for o in own):
        return
    first = re.sub(r"\([^)]*\)", "", _first_sentence(text))
    assert len(first.split()) >= 3 and not FIGURE.search(first), (where, text)


def _lay_aways(lesson: Lesson, state: Any) -> list[str]:
    """The lesson's wrong lay-aways and seeded random ones the engine accepts."""
    hand = list(state.view(state.to_move)["hand"])
    size = len(lesson.data["solution"].split()) - 1
    rng = random.Random(33)
    out = [lesson.data["solution"], *(w for w in lesson.data["wrong"] if w.startswith("discard "))]
    for _ in range(400):
        if len(out) >= SAMPLED_LAY_AWAYS:
            break
        answer = "discard " + " ".join(rng.sample(hand, size))
        try:
            position(lesson).push(answer)
        except TrogguError:
            continue
        out.append(answer)
    return out


def _numbers(right: float, halves: bool) -> list[str]:
    """Every whole number (and half, where the game counts halves) from well below the answer to well above it,
    both signs."""
    top = int(abs(right)) * 2 + 12
    step = 0.5 if halves else 1.0
    values = [k * step for k in range(int(-top / step), int(top / step) + 1)]
    return [(str(int(v)) if float(v).is_integer() else str(v)) for v in values]


def _quiz_answers(lesson: Lesson) -> list[str]:
    """A quiz's answers: each answer the page offers to one question, the others answered as the solution and as
    the first wrong answer (a question's own answers are tried where the quiz misses with them)."""
    right = [p.strip() for p in lesson.data["solution"].split("|")]
    wrong = [p.strip() for p in lesson.data["wrong"][0].split("|")]
    out = [lesson.data["solution"], *lesson.data["wrong"]]
    for i, q in enumerate(lesson.questions()):
        for base in (right, wrong):
            out += [" | ".join([*base[:i], a, *base[i + 1 :]]) for a in answers(q)]
    return list(dict.fromkeys(out))


def answers(lesson: Lesson) -> list[str]:
    """Every answer the page lets the learner give to the lesson (lay-aways sampled; a quiz's questions each)."""
    info, task = game(lesson.game), lesson.data["task"]
    kind = lesson.kind
    if kind == "quiz":
        return _quiz_answers(lesson)
    if kind == "count":
        assert info.count_pile is not None
        right = info.count_pile(list(task["pile"]))
        return [
            n for n in _numbers(right, not float(right).is_integer() or lesson.game == "french-tarot") if float(n) >= 0
        ]
    if kind == "question" and task["ask"] == "payment":
        return _numbers(float(finished_round(lesson)[task.get("in", "payments")][int(task["seat"])]), False)
    if kind == "question" and task["ask"] == "trick_winner":
        return list(task["trick"])
    if kind == "question":
        return ["yes", "no"]
    if kind == "choose":
        return list(task["options"])
    state = position(lesson)
    if kind == "lay_away":
        return _lay_aways(lesson, state)
    legal = state.legal_actions()
    # the hand's cards are offered where a card may be played (else the lesson asks for a bid, a call, a poignée)
    hand = list(state.view(state.to_move).get("hand", [])) if any(a in info.deck for a in legal) else []
    return list(dict.fromkeys([*hand, *legal]))


LESSONS = [x for x in all_lessons() if x.kind != "play_hand"]

_JUDGED: dict[str, list[tuple[str, Any]]] = {}
"""Each lesson's answers with the engine's verdicts, judged once in this file: the last test reads what the
per-lesson tests judged (xdist runs a file whole on one worker, in order), or judges itself when run alone."""


def judged(lesson: Lesson) -> list[tuple[str, Any]]:
    """``(answer, verdict)`` for every answer of :func:`answers`."""
    if lesson.id not in _JUDGED:
        _JUDGED[lesson.id] = [(a, judge(lesson, a)) for a in answers(lesson)]
    return _JUDGED[lesson.id]


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda x: x.id)
def test_every_answer_that_misses_is_told_why_in_words(lesson: Lesson) -> None:
    info = game(lesson.game)
    tried = {"solved": 0, "refused": 0, "worse": 0}
    for answer, v in judged(lesson):
        tried[v.verdict] += 1
        if v.verdict == "solved":
            continue
        for lang in LANGS:
            where = f"{lesson.id} {answer!r} ({lang})"
            if v.error is not None:  # forbidden by the rules: the rule's own message, in the reader's language
                said = refusal(v.error, lang, info)["reason"]
                assert len(said.split()) >= 3 and not any(g in said for g in GONE), (where, said)
            else:
                assert v.reason is not None, where
                assert_opens_with_a_sentence(v.reason.render(lang), where, lesson, lang)
    assert tried["solved"] >= 1, (lesson.id, tried)
    print(lesson.id, tried)


def test_a_miss_opens_with_the_lessons_own_sentence() -> None:
    """Where the lesson is about a rule, its own sentence comes first: lesson 06's V (legal, not the lesson's)
    is answered with why a small trump; a count with what to count."""
    trumping = next(x for x in all_lessons() if x.id == "troggu-06-trumping")
    v = judge(trumping, "V")
    assert v.verdict == "worse" and v.reason is not None
    de = v.reason.render("de")
    assert de.startswith(trumping.data["task"]["miss"]["de"]), de
    counting = next(x for x in all_lessons() if x.id == "troggu-05-counting")
    low = judge(counting, "27").reason
    assert low is not None
    assert low.render("de") == counting.data["task"]["miss"]["de"] + " Deine Zahl ist zu tief."
    assert low.render("en") == counting.data["task"]["miss"]["en"] + " Your number is too low."


def test_the_sentence_is_no_dead_text() -> None:
    """Every lesson's ``miss`` is what some answer of it reads (the lessons that carry one can be missed)."""
    for lesson in LESSONS:
        if "miss" not in lesson.data["task"]:
            continue
        text = lesson.data["task"]["miss"]["de"]
        read = (v.reason for _, v in itertools.islice(judged(lesson), 400))
        assert any(r is not None and r.render("de").startswith(text) for r in read), lesson.id
