"""Issue 32/33: the lesson judge speaks in the game's own words, as the game's hints do (``hints.game_words``):
a Großtarock lesson's feedback says Tarok where the family's shared sentences say Trumpf (commit b0d2e7c gave the
catalogues the game's entries; the judge renders its reason under the game's message context)."""

from __future__ import annotations

import dataclasses

import pytest

from troggu_core.i18n import Msg
from troggu_core.learn import judge as judge_module
from troggu_core.learn.lessons import Lesson, lesson_by_id

SHARED = "You must play a higher trump if you can."
"""A shared sentence naming a trump that the catalogues also hold under the context ``grosstarock``."""


def _lay_away_lesson(lesson_id: str, accept: str) -> Lesson:
    """The lesson with one accepted lay-away and a sentence for every answer that misses (so that a legal
    lay-away that is not ``accept`` is judged *worse* with the engine's reason)."""
    lesson = lesson_by_id(lesson_id)
    assert lesson is not None
    task = {**lesson.data["task"], "accept": [accept], "miss": {"de": "Nicht diese.", "en": "Not these."}}
    return dataclasses.replace(lesson, data={**lesson.data, "task": task})


def test_grosstarock_lesson_feedback_says_tarok(monkeypatch: pytest.MonkeyPatch) -> None:
    """The engine's reason for a missed Großtarock lay-away is rendered under the game's words: Tarok, never
    Trumpf; outside the judge the same message says Trumpf (so the test can fail)."""
    lesson = _lay_away_lesson("grosstarock-02-declarations", "discard R3 S4 C9")
    monkeypatch.setattr(judge_module, "why_worse", lambda *args: Msg(SHARED))
    verdict = judge_module.judge(lesson, "discard R3 B1 B9")
    assert verdict.verdict == "worse" and verdict.reason is not None
    de, en = verdict.reason.render("de"), verdict.reason.render("en")
    assert de.startswith("Nicht diese.") and "Tarok" in de and "Trumpf" not in de, de
    assert "tarok" in en.lower() and "trump" not in en.lower(), en
    assert "Trumpf" in Msg(SHARED).render("de")  # the family's word, outside the game's context


def test_troggu_lesson_feedback_keeps_trumpf(monkeypatch: pytest.MonkeyPatch) -> None:
    """A game without a word of its own for a trump (Troggu) keeps the family's Trumpf in its lesson feedback."""
    lesson = lesson_by_id("troggu-02-follow-suit")
    assert lesson is not None
    monkeypatch.setattr(judge_module, "_judge", lambda *args: judge_module.Verdict("worse", Msg(SHARED)))
    verdict = judge_module.judge(lesson, "C2")
    assert verdict.reason is not None and "Trumpf" in verdict.reason.render("de")
