"""Lernen: the learner's path, lessons as data (:mod:`.lessons`, ``games/<package>/lessons/NN-slug.json`` of each game, the format in
``FORMAT.md``) judged by the engine (:mod:`.judge`)."""

from .lessons import (
    Lesson,
    LessonFormatError,
    all_lessons,
    lesson_by_id,
    lesson_dirs,
    lesson_files,
    lesson_name,
    load_lesson,
)

__all__ = [
    "Lesson",
    "LessonFormatError",
    "all_lessons",
    "lesson_by_id",
    "lesson_dirs",
    "lesson_files",
    "lesson_name",
    "load_lesson",
]
