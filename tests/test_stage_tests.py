"""Issue 33: each stage of the Troggu path ends with a short test (a lesson marked ``stage_test``, file
``NNt-slug.json``, after the stage's last lesson; the last stage ends with the whole hand, lesson 20): a quiz of a few
questions answered at once and judged together by the engine, passed with the quiz's ``pass`` right answers. No
question can be tried until it is right: the answers stand once judged, and a test begun anew passes with one star."""

from __future__ import annotations

import itertools
import json
import math

import pytest

from troggu_core import web
from troggu_core.kernel.registry import game
from troggu_core.learn import all_lessons
from troggu_core.learn.judge import MAX_STARS, judge
from troggu_core.learn.lessons import SEPARATOR, LessonFormatError, check

PATH = [x for x in all_lessons() if x.game == "troggu"]
TESTS = [x for x in PATH if x.stage_test]


def call(**req: object) -> dict:
    out: dict = json.loads(web.handle(json.dumps(req)))
    return out


def offered(question) -> list[str]:  # type: ignore[no-untyped-def]
    """The answers the page offers to one question of a quiz: every card of the trick, or numbers around the
    pile's count (0, the count and three either side, well above)."""
    task = question.data["task"]
    if question.kind == "count":
        right = game(question.game).count_pile(list(task["pile"]))
        return [str(n) for n in dict.fromkeys([0, *range(max(0, int(right) - 3), int(right) + 4), int(right) + 14])]
    return list(task["trick"])


def test_every_stage_but_the_last_ends_with_its_test() -> None:
    starts = [i for i, x in enumerate(PATH) if "stage" in x.data]
    assert len(starts) == 4 and starts[0] == 0
    for nxt in starts[1:]:
        assert PATH[nxt - 1].stage_test, f"the stage before {PATH[nxt].id} ends with {PATH[nxt - 1].id}, no test"
    assert PATH[-1].kind == "play_hand" and not PATH[-1].stage_test  # the last stage's test: the whole hand
    assert len(TESTS) == 3 and all(t.order == PATH[PATH.index(t) - 1].order for t in TESTS)
    assert all(t.kind == "quiz" and len(t.questions()) >= 3 for t in TESTS)


@pytest.mark.parametrize("test", TESTS, ids=lambda x: x.id)
def test_a_stage_test_passes_on_enough_right_answers_judged_together(test) -> None:  # type: ignore[no-untyped-def]
    """Every combination of the answers the page offers, judged by the engine: passed exactly when at least
    ``pass`` answers are right (each question judged as a lesson of its kind: the engine's trick winner and count);
    three stars for every answer right, two with a miss."""
    assert test.data["hints"] == [] and test.data["par"] == 1
    questions = test.questions()
    need = test.data["task"]["pass"]
    assert 1 < need <= len(questions)
    rights = [q.data["task"] for q in questions]
    right = [
        str(int(game(test.game).count_pile(list(t["pile"]))))
        if "pile" in t
        else t["trick"][game(test.game).trick_winner(list(t["trick"]))]  # type: ignore[misc]
        for t in rights
    ]
    assert f" {SEPARATOR} ".join(right) == test.data["solution"]
    judged = 0
    for answers in itertools.product(*(offered(q) for q in questions)):
        hits = sum(a == r for a, r in zip(answers, right))
        if hits < need - 1 and judged % 7:  # the clear failures sampled (every seventh), the rest judged whole
            judged += 1
            continue
        judged += 1
        v = judge(test, f" {SEPARATOR} ".join(answers), why=False)
        assert (v.verdict == "solved") == (hits >= need), (test.id, answers, v.verdict)
        assert v.marks == tuple(a == r for a, r in zip(answers, right)), (test.id, answers)
        if v.verdict == "solved":
            assert v.stars == (MAX_STARS if hits == len(questions) else MAX_STARS - 1), (answers, v.stars)
    assert judged == math.prod(len(offered(q)) for q in questions) >= 100  # every combination of the offered answers


@pytest.mark.parametrize("test", TESTS, ids=lambda x: x.id)
def test_a_stage_test_through_the_facade(test) -> None:  # type: ignore[no-untyped-def]
    """In both languages: the wrong answers do not pass and say how many were right and why each wrong one misses;
    the solution passes with three stars, the same answers in a test begun again (``tries`` 2) with one; an answer
    left out is no answer."""
    n = len(test.questions())
    for lang, word in (("de", "Frage"), ("en", "Question")):
        for answer in test.data["wrong"]:
            said = call(op="lesson_answer", lesson=test.id, answer=answer, lang=lang)
            assert said["verdict"] == "worse" and not said["stars"] and said["marks"] is not None, said
            missed = [i + 1 for i, ok in enumerate(said["marks"]) if not ok]
            assert len(missed) > n - test.data["task"]["pass"]
            assert all(f"{word} {i}:" in said["reason"] for i in missed), said["reason"]
            assert said["reason"].startswith(("Test nicht bestanden", "Test not passed")), said["reason"]
        passed = call(op="lesson_answer", lesson=test.id, answer=test.data["solution"], lang=lang)
        assert passed["verdict"] == "solved" and passed["stars"] == MAX_STARS and passed["explanation"], passed
        assert passed["marks"] == [True] * n
        again = call(op="lesson_answer", lesson=test.id, answer=test.data["solution"], tries=2, lang=lang)
        assert again["verdict"] == "solved" and again["stars"] == 1
        parts = test.data["solution"].split(SEPARATOR)
        blank = call(op="lesson_answer", lesson=test.id, answer=SEPARATOR.join(["", *parts[1:]]), lang=lang)
        assert blank["verdict"] == "worse" and blank["marks"] is None and blank["reason"], blank


def test_the_page_shows_each_question_of_a_test() -> None:
    """The web op ``lesson`` gives a quiz's questions, each with its prompt and what the page offers (the trick's
    cards, or a number field under the pile)."""
    shown = call(op="lesson", lesson=TESTS[0].id, lang="de")
    assert shown["kind"] == "quiz" and len(shown["questions"]) == len(TESTS[0].questions())
    for q, lesson in zip(shown["questions"], TESTS[0].questions()):
        assert q["prompt"] == lesson.data["task"]["prompt"]["de"]
        if lesson.kind == "count":
            assert q["input"] == "number" and q["cards"] == lesson.data["task"]["pile"]
        else:
            assert [o["value"] for o in q["options"]] == lesson.data["task"]["trick"]


def test_the_map_marks_the_tests_and_keeps_them_after_their_stage() -> None:
    path = call(op="lessons", lang="de")
    troggu = next(g for g in path["games"] if g["game"] == "troggu")["lessons"]
    assert [x["id"] for x in troggu] == [x.id for x in PATH]
    assert [x["id"] for x in troggu if x["test"]] == [t.id for t in TESTS]
    assert all(x["title"].startswith("Test der Stufe") for x in troggu if x["test"])


def test_a_stage_test_file_is_checked() -> None:
    data = dict(TESTS[0].data)
    task = data["task"]
    assert check(data, "lessons/troggu/07t-stage-1-test.json") == []
    assert any("file name" in e for e in check(data, "lessons/troggu/07-stage-1-test.json"))
    assert any("hints" in e for e in check({**data, "hints": [{"de": "a", "en": "b"}]}, "lessons/troggu/07t-x.json"))
    assert any("stage_test" in e for e in check({**data, "stage_test": False}, "lessons/troggu/07t-x.json"))
    single = {**data, "task": task["questions"][0], "solution": "II"}
    assert any("is a quiz" in e for e in check(single, "lessons/troggu/07t-x.json"))
    assert any(".pass" in e for e in check({**data, "task": {**task, "pass": 4}}, "lessons/troggu/07t-x.json"))
    assert any(
        "one answer per question" in e for e in check({**data, "solution": "II | R1"}, "lessons/troggu/07t-x.json")
    )
    legal = {"kind": "question", "ask": "legal", "card": "XVII", "prompt": task["prompt"]}
    odd = {**data, "task": {**task, "questions": [legal, *task["questions"][1:]]}}
    assert any("questions[0]: one of" in e for e in check(odd, "lessons/troggu/07t-x.json"))
    assert LessonFormatError
