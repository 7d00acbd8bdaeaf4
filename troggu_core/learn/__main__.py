"""For lesson authors: ``python -m troggu_core.learn show FILE ...`` prints each lesson's table (the seat to move,
its hand, the trick, the legal actions) and the judge's word on its ``solution`` and ``wrong`` answers;
``python -m troggu_core.learn check`` checks every lesson file of the tree."""

from __future__ import annotations

import sys
from pathlib import Path

from .judge import judge, position
from .lessons import all_lessons, load_lesson


def _show(path: str) -> None:
    lesson = load_lesson(Path(path))
    print(f"{lesson.path}: {lesson.id} ({lesson.kind})")
    if "position" in lesson.data:
        state = position(lesson)
        seat = state.to_move
        view = state.view(seat if seat is not None else 0)
        print(f"  phase {state.phase}, seat to move {seat}")
        print(f"  hand  {' '.join(view.get('hand', []))}")
        print(f"  trick {' '.join(t['card'] for t in view.get('trick', []))}")
        print(f"  legal {' '.join(map(str, state.legal_actions())) if not state.is_over else '-'}")
    for answer in [lesson.data["solution"], *lesson.data["wrong"]]:
        v = judge(lesson, answer)
        why = v.error.message("de") if v.error else v.reason.render("de") if v.reason else ""
        detail = v.detail.render("de") if v.detail else ""
        print(f"  {answer[:40]!r}: {v.verdict} {why}{detail}")


def main(argv: list[str]) -> int:
    if argv[:1] == ["check"]:
        print(f"{len(all_lessons())} lessons, every file in the format")
        return 0
    if argv[:1] == ["show"] and argv[1:]:
        for path in argv[1:]:
            _show(path)
        return 0
    print(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
