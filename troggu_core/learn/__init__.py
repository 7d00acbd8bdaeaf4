"""Lernen: the learner's path, lessons as data (:mod:`.lessons`, ``lessons/<game>/NN-slug.json``, the format in
``FORMAT.md``) judged by the engine (:mod:`.judge`)."""

from .lessons import LESSONS_DIR, Lesson, LessonFormatError, all_lessons, load_lesson, lesson_by_id

__all__ = ["LESSONS_DIR", "Lesson", "LessonFormatError", "all_lessons", "load_lesson", "lesson_by_id"]
