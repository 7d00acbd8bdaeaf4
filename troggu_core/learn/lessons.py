"""The lesson files: one JSON file per lesson in its game's folder (``games/<package>/lessons/NN-slug.json``),
read and checked here.

The format is documented in ``FORMAT.md`` beside this module. Every text is ``{"de": ..., "en": ...}``. A file
that breaks the format is refused with :class:`LessonFormatError`, naming the file and the field:

>>> check({"id": "x"}, "lessons/troggu/99-x.json")[:2]
['lessons/troggu/99-x.json: game: missing', 'lessons/troggu/99-x.json: order: missing']
>>> [lesson.id for lesson in all_lessons() if lesson.game == "troggu"][:2]
['troggu-01-cards', 'troggu-02-follow-suit']
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any, Mapping

__all__ = [
    "lesson_dirs",
    "lesson_files",
    "lesson_name",
    "KINDS",
    "QUESTIONS",
    "QUIZ_KINDS",
    "SEPARATOR",
    "Lesson",
    "LessonFormatError",
    "check",
    "load_lesson",
    "all_lessons",
    "lesson_by_id",
    "text_of",
]


def lesson_dirs() -> dict[str, Path]:
    """Each registered game's lesson folder by game id: ``lessons/`` in the game's package
    (``troggu_core/games/<package>/lessons``; shipped in the wheel: ``pyproject.toml``'s package data), so a game's
    lessons live in its folder; a game registered without a package (``GAMES.temporary``) has none."""
    import importlib

    from ..kernel.registry import GAME_MODULES, GAMES

    modules = {gid: GAME_MODULES[gid] for gid in GAMES}
    return {
        gid: Path(str(importlib.import_module(module).__file__)).parent / "lessons"
        for gid, module in modules.items()
        if module
    }


def lesson_name(path: Path) -> str:
    """A lesson file as its errors and :attr:`Lesson.path` name it: the game's id and the file's name
    (``troggu/02-follow-suit.json``); :func:`check` reads the game from it."""
    game_of = {folder.resolve(): gid for gid, folder in lesson_dirs().items()}
    return f"{game_of.get(path.parent.resolve(), path.parent.name)}/{path.name}"


def lesson_files() -> list[Path]:
    """Every lesson file of every registered game, by game then file name."""
    return [p for folder in lesson_dirs().values() for p in sorted(folder.glob("*.json"))]


KINDS = ("act", "win_trick", "lay_away", "count", "choose", "question", "play_hand", "quiz")
"""The kinds of task (``FORMAT.md`` says what each asks and what solves it)."""
QUESTIONS = ("trick_winner", "legal", "payment")
"""The questions the engine answers itself (``task.ask`` of a ``question``)."""
QUIZ_KINDS = ("count", "question/trick_winner")
"""The questions a ``quiz`` (a stage's test) asks: each answered without a table (a pile counted, a trick's winner)."""
QUIZ_SIZE = (2, 5)
"""The fewest and the most questions of a quiz."""
SEPARATOR = "|"
"""Between the answers of a quiz, in the order of its questions (``II | 16 | Narr``)."""
CHOOSE_BY = ("trick", "rule", "play")
"""How the better of two cards is judged: the one that wins the trick, the lesson's ``better`` card, or the one
with the better result for the learner's side in simulated play."""
_NEEDS_POSITION = ("act", "win_trick", "lay_away", "choose", "play_hand")
_TOP = {
    "id": str,
    "game": str,
    "order": int,
    "title": dict,
    "intro": dict,
    "task": dict,
    "solution": str,
    "wrong": list,
    "hints": list,
    "par": int,
    "explanation": dict,
}
_OPTIONAL = {"position", "numbers", "rules", "stage", "stage_test", "$comment"}


class LessonFormatError(ValueError):
    """A lesson file that breaks the format (a mistake of the lesson's author, said in English)."""


@dataclass(frozen=True)
class Lesson:
    """One lesson as read from its file (``data``: the file's JSON object, checked)."""

    id: str
    game: str
    order: int
    path: str
    data: Mapping[str, Any]

    @property
    def stage_test(self) -> bool:
        """The short test at the end of a stage (after the lesson of the same ``order``; file ``NNt-slug.json``)."""
        return self.data.get("stage_test") is True

    @property
    def kind(self) -> str:
        return str(self.data["task"]["kind"])

    def text(self, key: str, lang: str) -> str:
        """A top-level text of the lesson (``title``, ``intro``, ``explanation``) in ``lang``."""
        return text_of(self.data[key], lang)

    def questions(self) -> tuple[Lesson, ...]:
        """A quiz's questions, each as a lesson of its own (the quiz's texts, the question as its task), judged and
        shown as every lesson of its kind is; no questions for any other kind."""
        if self.kind != "quiz":
            return ()
        return tuple(
            Lesson(
                id=f"{self.id}#{i + 1}",
                game=self.game,
                order=self.order,
                path=f"{self.path} task.questions[{i}]",
                data={**{k: v for k, v in self.data.items() if k != "position"}, "task": q},
            )
            for i, q in enumerate(self.data["task"]["questions"])
        )


def text_of(text: Mapping[str, str], lang: str) -> str:
    """A ``{"de": ..., "en": ...}`` text in ``lang`` (English for any other language)."""
    return str(text["de" if lang == "de" else "en"])


def _text_errors(value: Any, where: str) -> list[str]:
    if not isinstance(value, dict) or set(value) != {"de", "en"}:
        return [f'{where}: a text is {{"de": ..., "en": ...}}']
    out = [f"{where}.{k}: empty" for k in ("de", "en") if not isinstance(value[k], str) or not value[k].strip()]
    if not out and value["de"].strip() == value["en"].strip():
        out.append(f"{where}.de: the same as the English text (not translated)")
    return out


def _position_errors(pos: Any, where: str) -> list[str]:
    if not isinstance(pos, dict):
        return [f"{where}: an object"]
    out = []
    for key, typ in (("ruleset", str), ("players", int), ("seed", int), ("dealer", int), ("actions", list)):
        if key not in pos:
            out.append(f"{where}.{key}: missing")
        elif not isinstance(pos[key], typ) or isinstance(pos[key], bool):
            out.append(f"{where}.{key}: must be {typ.__name__}")
    if isinstance(pos.get("actions"), list) and not all(isinstance(a, str) for a in pos["actions"]):
        out.append(f"{where}.actions: every action is a text in the game's notation")
    if "bot_seed" in pos and not isinstance(pos["bot_seed"], int):
        out.append(f"{where}.bot_seed: must be int")
    if "play_out" in pos and not isinstance(pos["play_out"], bool):
        out.append(f"{where}.play_out: true or false")
    unknown = set(pos) - {"ruleset", "players", "seed", "dealer", "actions", "bot_seed", "play_out"}
    out += [f"{where}.{k}: unknown field" for k in sorted(unknown)]
    return out


def _codes_errors(value: Any, where: str) -> list[str]:
    if not isinstance(value, list) or not value or not all(isinstance(c, str) for c in value):
        return [f"{where}: a list of card codes"]
    return []


_TASK_FIELDS = {
    "kind",
    "prompt",
    "accept",
    "pile",
    "options",
    "by",
    "better",
    "because",
    "ask",
    "trick",
    "card",
    "seat",
    "in",
    "facts",
    "miss",
    "questions",
    "pass",
}


def _misses(task: dict[str, Any]) -> bool:
    """Whether a legal answer can miss the task (it then needs ``miss``, its tarock sentence): a number, a choice
    judged by simulated play, an action or a lay-away with ``accept`` (with ``because``, the answers it names are
    told by it; ``tests/test_lesson_feedback.py`` tries every other answer, and ``judge`` asks for ``miss`` where
    one misses)."""
    kind = task.get("kind")
    return (
        kind == "count"
        or (kind == "question" and task.get("ask") == "payment")
        or (kind == "choose" and task.get("by") == "play")
        or (kind in ("act", "lay_away") and "accept" in task and "because" not in task)
    )


def _task_errors(task: dict[str, Any], data: dict[str, Any], where: str) -> list[str]:
    """Everything wrong with a lesson's ``task`` object: its kind, prompt, the kind's own fields, unknown fields."""
    kind = task.get("kind")
    if kind not in KINDS:
        return [f"{where}.kind: one of {', '.join(KINDS)}"]
    out = _text_errors(task.get("prompt"), f"{where}.prompt")
    if kind in _NEEDS_POSITION and "position" not in data:
        out.append(f"position: a {kind} task needs a position")
    if kind in ("act", "lay_away"):
        out += _answer_errors(task, data, where)
    if kind == "count":
        out += _codes_errors(task.get("pile"), f"{where}.pile")
    if kind == "choose":
        out += _choose_errors(task, where)
    if kind == "question":
        out += _question_errors(task, data, where)
    if kind == "quiz":
        out += _quiz_errors(task, data, where)
    if "miss" in task:
        out += _text_errors(task["miss"], f"{where}.miss")
    elif _misses(task):
        out.append(f"{where}.miss: an answer can miss this task: the sentence that says why (a text)")
    out += [f"{where}.{k}: unknown field" for k in sorted(set(task) - _TASK_FIELDS)]
    return out


def _quiz_errors(task: dict[str, Any], data: dict[str, Any], where: str) -> list[str]:
    """A quiz's ``questions`` (each a task of :data:`QUIZ_KINDS` with its own prompt) and ``pass`` (how many right
    answers pass it); the solution answers every question."""
    qs = task.get("questions")
    lo, hi = QUIZ_SIZE
    if not isinstance(qs, list) or not lo <= len(qs) <= hi or not all(isinstance(q, dict) for q in qs):
        return [f"{where}.questions: {lo} to {hi} questions (task objects)"]
    out: list[str] = []
    for i, q in enumerate(qs):
        sort = f"{q.get('kind')}/{q.get('ask')}" if q.get("ask") else q.get("kind")
        if sort not in QUIZ_KINDS:
            out.append(f"{where}.questions[{i}]: one of {', '.join(QUIZ_KINDS)}")
        else:
            out += _task_errors(q, {k: v for k, v in data.items() if k != "position"}, f"{where}.questions[{i}]")
    if not isinstance(task.get("pass"), int) or isinstance(task["pass"], bool) or not 1 <= task["pass"] <= len(qs):
        out.append(f"{where}.pass: how many right answers pass the quiz (1 to {len(qs)})")
    solution = data.get("solution")
    if isinstance(solution, str) and len(solution.split(SEPARATOR)) != len(qs):
        out.append(f"solution: one answer per question, separated by {SEPARATOR!r}")
    return out


def _answer_errors(task: dict[str, Any], data: dict[str, Any], where: str) -> list[str]:
    """An act or lay_away task's ``accept`` (a list of actions) and ``because`` (wrong answer -> text)."""
    out: list[str] = []
    if "accept" in task:
        if not isinstance(task["accept"], list) or not all(isinstance(a, str) for a in task["accept"]):
            out.append(f"{where}.accept: a list of actions")
    if "because" in task:
        if not isinstance(task["because"], dict) or "accept" not in task:
            out.append(f"{where}.because: an object, answer -> text (with accept)")
        else:
            for answer, text in task["because"].items():
                out += _text_errors(text, f"{where}.because[{answer!r}]")
                if answer not in (data.get("wrong") or []):
                    out.append(f"{where}.because[{answer!r}]: not one of the wrong answers (the test plays those)")
    return out


def _choose_errors(task: dict[str, Any], where: str) -> list[str]:
    """A choose task's two ``options`` and how the better one is decided (``by`` play, or by rule with ``better``
    and ``because``)."""
    out: list[str] = []
    if not isinstance(task.get("options"), list) or len(task["options"]) != 2:
        out.append(f"{where}.options: two card codes")
    if task.get("by") not in CHOOSE_BY:
        out.append(f"{where}.by: one of {', '.join(CHOOSE_BY)}")
    elif task["by"] == "play" and ("better" in task or "because" in task):
        out.append(f"{where}.by: play: simulated play decides the better card and says why (no better, because)")
    elif task["by"] == "rule":
        if task.get("better") not in (task.get("options") or []):
            out.append(f"{where}.better: one of the two options")
        out += _text_errors(task.get("because"), f"{where}.because")
    return out


def _question_errors(task: dict[str, Any], data: dict[str, Any], where: str) -> list[str]:
    """A question task's ``ask`` and the fields that question needs."""
    ask = task.get("ask")
    if ask not in QUESTIONS:
        return [f"{where}.ask: one of {', '.join(QUESTIONS)}"]
    if ask == "trick_winner":
        return _codes_errors(task.get("trick"), f"{where}.trick")
    out: list[str] = []
    if ask == "legal":
        if not isinstance(task.get("card"), str):
            out.append(f"{where}.card: the card code asked about")
        if "position" not in data:
            out.append("position: a legal question needs a position")
    elif ask == "payment":
        out += _payment_question_errors(task, data, where)
    return out


def _payment_question_errors(task: dict[str, Any], data: dict[str, Any], where: str) -> list[str]:
    """A payment question's ``seat``, optional ``in`` and ``facts``, and its position (a finished round)."""
    out: list[str] = []
    if not isinstance(task.get("seat"), int) or isinstance(task.get("seat"), bool):
        out.append(f"{where}.seat: the seat whose payment is asked (int)")
    if "in" in task and not isinstance(task["in"], str):
        out.append(f"{where}.in: the result key of the payments")
    if "facts" in task and (not isinstance(task["facts"], int) or task["facts"] < 0):
        out.append(f"{where}.facts: how many lines of the round in words are shown (int)")
    if "position" not in data:
        out.append("position: a payment question needs a position (a finished round)")
    return out


def _stage_errors(stage: Any) -> list[str]:
    """A stage that begins at this lesson: its ``title`` and one-line ``goal``."""
    if not isinstance(stage, dict) or set(stage) != {"title", "goal"}:
        return ["stage: an object with title and goal (texts)"]
    return _text_errors(stage["title"], "stage.title") + _text_errors(stage["goal"], "stage.goal")


def _optional_errors(data: dict[str, Any]) -> list[str]:
    """The optional texts: ``numbers`` and ``stage``."""
    out = _text_errors(data["numbers"], "numbers") if "numbers" in data else []
    if "stage_test" in data and data["stage_test"] is not True:
        out.append("stage_test: true (the test at the end of a stage), or no field")
    if data.get("stage_test") is True and ("stage" in data or data.get("hints")):
        out.append("stage_test: a stage's test begins no stage and gives no hints")
    if data.get("stage_test") is True and (data.get("task") or {}).get("kind") != "quiz":
        out.append("stage_test: a stage's test is a quiz (a few questions judged together)")
    return out + (_stage_errors(data["stage"]) if "stage" in data else [])


def check(data: Any, path: str) -> list[str]:
    """Everything wrong with one lesson file's JSON object, each error naming the file and the field."""
    if not isinstance(data, dict):
        return [f"{path}: a lesson is a JSON object"]
    out: list[str] = []
    for key, typ in _TOP.items():
        if key not in data:
            out.append(f"{key}: missing")
        elif typ is dict:
            if key == "task":
                out += ["task: an object"] if not isinstance(data[key], dict) else _task_errors(data[key], data, key)
            else:
                out += _text_errors(data[key], key)
        elif not isinstance(data[key], typ) or isinstance(data[key], bool):
            out.append(f"{key}: must be {typ.__name__}")
    for i, hint in enumerate(data.get("hints") or []):
        out += _text_errors(hint, f"hints[{i}]")
    if isinstance(data.get("wrong"), list) and not all(isinstance(w, str) for w in data["wrong"]):
        out.append("wrong: a list of answers (texts)")
    if isinstance(data.get("par"), int) and data["par"] < 1:
        out.append("par: at least 1")
    if "position" in data:
        out += _position_errors(data["position"], "position")
    if "rules" in data and (not isinstance(data["rules"], list) or not all(isinstance(r, str) for r in data["rules"])):
        out.append("rules: a list of rule ids")
    out += _optional_errors(data)
    out += [f"{k}: unknown field" for k in sorted(set(data) - set(_TOP) - _OPTIONAL)]
    name = Path(path).name
    folder = Path(path).parent.name
    if isinstance(data.get("game"), str) and folder != data["game"]:
        out.append(f"game: {data['game']!r} but the file is in the folder {folder!r}")
    begins = f"{data['order']:02d}t-" if data.get("stage_test") is True else f"{data.get('order', 0):02d}-"
    if isinstance(data.get("order"), int) and not name.startswith(begins):
        out.append(f"order: {data['order']} but the file name begins {name[: len(begins)]!r}, not {begins!r}")
    return [f"{path}: {e}" for e in out]


def load_lesson(path: Path) -> Lesson:
    """One lesson file, checked.

    Raises:
        LessonFormatError: the file is no lesson (every error, each naming the file and the field).
    """
    shown = lesson_name(path)
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as e:
        raise LessonFormatError(f"{shown}: not JSON: {e}") from None
    errors = check(data, shown)
    if errors:
        raise LessonFormatError("\n".join(errors))
    return Lesson(id=data["id"], game=data["game"], order=data["order"], path=shown, data=data)


def all_lessons() -> tuple[Lesson, ...]:
    """Every lesson of every registered game, by game then order (read once per set of registered games: a game
    registered or taken away later is read anew).

    Raises:
        LessonFormatError: a file breaks the format, or two lessons share an id or an order.
    """
    from ..kernel.registry import GAMES

    return _lessons_of(tuple(GAMES))


@lru_cache(maxsize=4)
def _lessons_of(games: tuple[str, ...]) -> tuple[Lesson, ...]:
    """:func:`all_lessons` of these registered games."""
    lessons = [load_lesson(p) for p in lesson_files()]
    seen: dict[str, str] = {}
    orders: dict[tuple[str, int, bool], str] = {}
    for lesson in lessons:
        if lesson.id in seen:
            raise LessonFormatError(f"{lesson.path}: id: {lesson.id!r} is also the id of {seen[lesson.id]}")
        key = (lesson.game, lesson.order, lesson.stage_test)
        if key in orders:
            raise LessonFormatError(f"{lesson.path}: order: {lesson.order} also in {orders[key]}")
        seen[lesson.id] = orders[key] = lesson.path
    # the default game's path first (the one a page names no game for), then the others by id; a stage's test comes
    # after the lesson of its order (07t- after 07-)
    from ..kernel.registry import GAMES

    first = GAMES.default
    return tuple(sorted(lessons, key=lambda x: (x.game != first, x.game, x.order, x.stage_test)))


def lesson_by_id(lesson_id: object) -> Lesson | None:
    """The lesson with this id, ``None`` if there is none."""
    return next((x for x in all_lessons() if x.id == lesson_id), None)
