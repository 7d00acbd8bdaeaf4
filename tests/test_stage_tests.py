"""Issue 33: each stage of the Troggu path ends with a short test (a lesson marked ``stage_test``, file
``NNt-slug.json``, after the stage's last lesson; the last stage ends with the whole hand, lesson 20), judged by the
engine like every lesson: no hints, one answer for three stars, and a learner who answers wrong does not pass it."""

from __future__ import annotations

import json

import pytest

from troggu_core import web
from troggu_core.learn import all_lessons
from troggu_core.learn.judge import judge
from troggu_core.learn.lessons import LessonFormatError, check

PATH = [x for x in all_lessons() if x.game == "troggu"]
TESTS = [x for x in PATH if x.stage_test]


def call(**req: object) -> dict:
    out: dict = json.loads(web.handle(json.dumps(req)))
    return out


def test_every_stage_but_the_last_ends_with_its_test() -> None:
    starts = [i for i, x in enumerate(PATH) if "stage" in x.data]
    assert len(starts) == 4 and starts[0] == 0
    for nxt in starts[1:]:
        assert PATH[nxt - 1].stage_test, f"the stage before {PATH[nxt].id} ends with {PATH[nxt - 1].id}, no test"
    assert PATH[-1].kind == "play_hand" and not PATH[-1].stage_test  # the last stage's test: the whole hand
    assert len(TESTS) == 3 and all(t.order == PATH[PATH.index(t) - 1].order for t in TESTS)


@pytest.mark.parametrize("test", TESTS, ids=lambda x: x.id)
def test_a_wrong_answer_does_not_pass_a_stage_test(test) -> None:  # type: ignore[no-untyped-def]
    """Every answer the page offers but the solution is judged not solved (by the engine), through the facade in
    both languages; the solution passes."""
    assert test.data["hints"] == [] and test.data["par"] == 1
    task = test.data["task"]
    if test.kind == "count":
        right = int(test.data["solution"])
        offered = [str(n) for n in range(0, right + 15)]
    else:
        offered = list(task["trick"])
    assert test.data["solution"] in offered
    for answer in offered:
        verdict = judge(test, answer).verdict
        assert (verdict == "solved") == (answer == test.data["solution"]), (test.id, answer, verdict)
    for lang in ("de", "en"):
        for answer in test.data["wrong"]:
            said = call(op="lesson_answer", lesson=test.id, answer=answer, lang=lang)
            assert said["verdict"] != "solved" and not said["stars"] and said["reason"], said
        passed = call(op="lesson_answer", lesson=test.id, answer=test.data["solution"], lang=lang)
        assert passed["verdict"] == "solved" and passed["explanation"]


def test_the_map_marks_the_tests_and_keeps_them_after_their_stage() -> None:
    path = call(op="lessons", lang="de")
    troggu = next(g for g in path["games"] if g["game"] == "troggu")["lessons"]
    assert [x["id"] for x in troggu] == [x.id for x in PATH]
    assert [x["id"] for x in troggu if x["test"]] == [t.id for t in TESTS]
    assert all(x["title"].startswith("Test der Stufe") for x in troggu if x["test"])


def test_a_stage_test_file_is_checked() -> None:
    data = dict(TESTS[0].data)
    assert check(data, "lessons/troggu/07t-stage-1-test.json") == []
    assert any("file name" in e for e in check(data, "lessons/troggu/07-stage-1-test.json"))
    assert any("hints" in e for e in check({**data, "hints": [{"de": "a", "en": "b"}]}, "lessons/troggu/07t-x.json"))
    assert any("stage_test" in e for e in check({**data, "stage_test": False}, "lessons/troggu/07t-x.json"))
    assert LessonFormatError
