"""Every message a person reads counts seats from 1 (issue 33: one numbering): the engine's seat 0 reads "Platz 1" /
"seat 1", its seat n-1 "Platz n"; the records and the API's ``params`` keep the engine's numbers (0..n-1).

The templates are found in the engine's code (every message call whose template names a seat: ``seat {x}``,
``(seat {x})``, ``seats {a} and {b}``), not listed by hand; the refusals are those the sweeps of
``tests/kernel/refusals.py`` provoke in every game.
"""

from __future__ import annotations

import ast
import json
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from refusals import record_refusals, state_refusals
from troggu_core import web
from troggu_core.errors import TrogguError
from troggu_core.i18n import Seat, gettext, translate_error
from troggu_core.kernel.registry import GAMES

ENGINE = Path(__file__).resolve().parents[2] / "troggu_core"
SEAT_FIELD = re.compile(r"\bseats \{(\w+)\} and \{(\w+)\}|\bseats? \{(\w+)\}")
"""A field the template says is a seat: ``seat {seat}``, ``seats {first} and {seat}``."""
PEOPLES_ZERO = re.compile(r"\b(Platz|seat) 0\b")


def seat_fields(template: str) -> set[str]:
    """The fields of ``template`` that name a seat."""
    return {f for m in SEAT_FIELD.finditer(template) for f in m.groups() if f}


def _template(node: ast.expr) -> str | None:
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "N_" and node.args:
        node = node.args[0]
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def message_calls() -> Iterator[tuple[str, str, dict[str, ast.expr]]]:
    """``(where, template, keyword arguments)`` of every call in the engine whose literal template names a seat."""
    for path in sorted(ENGINE.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            for arg in node.args:
                text = _template(arg)
                if text and seat_fields(text):
                    where = f"{path.relative_to(ENGINE.parent)}:{node.lineno}"
                    yield where, text, {k.arg: k.value for k in node.keywords if k.arg}


def _counted_from_one(value: ast.expr) -> bool:
    """The value is a seat as people count it: :class:`Seat` (the engine's number, said + 1), ``seat_number(s)``,
    ``s + 1``, or a seat's words (``seat_label``)."""
    if isinstance(value, ast.Call) and isinstance(value.func, ast.Name):
        if value.func.id in ("Seat", "seat_number", "seat_label"):
            return True
        if value.func.id == "Verbatim" and value.args:
            return _counted_from_one(value.args[0])
    return (
        isinstance(value, ast.BinOp)
        and isinstance(value.op, ast.Add)
        and isinstance(value.right, ast.Constant)
        and value.right.value == 1
    )


CALLS = list(message_calls())


def test_the_engine_has_seat_messages_to_check() -> None:
    templates = {t for _, t, _ in CALLS}
    assert len(templates) >= 20, templates  # the scan finds the refusals of every game, not an empty list
    assert "it is seat {to_move}'s turn, not seat {seat}'s" in templates
    assert "seat {seat} announces nolo but has won a trick" in templates


@pytest.mark.parametrize("where,template,kwargs", CALLS, ids=[c[0] for c in CALLS])
def test_every_seat_a_message_names_is_counted_from_one(where: str, template: str, kwargs: dict[str, ast.expr]) -> None:
    for field in seat_fields(template) & set(kwargs):
        assert _counted_from_one(kwargs[field]), f"{where}: {field}={ast.unparse(kwargs[field])} counts from 0"


@pytest.mark.parametrize("template", sorted({t for _, t, _ in CALLS}))
def test_each_seat_template_reads_platz_1_to_n_in_german_and_english(template: str) -> None:
    assert gettext(template, "de") != template, f"{template!r} is not in the German catalogue"
    names = set(re.findall(r"\{(\w+)", template))
    for seat, shown in ((0, "1"), (3, "4")):
        params: dict[str, object] = {n: "X" for n in names} | {f: Seat(seat) for f in seat_fields(template)}
        for lang in ("de", "en"):
            text = translate_error(template, params, lang)
            assert not PEOPLES_ZERO.search(text), text
            assert re.search(rf"\b(Platz|Plätze|seats?)\b[^.:]*?\b{shown}\b", text), text


def _seat_refusals() -> Iterator[tuple[str, TrogguError]]:
    for game_id, info in GAMES.items():
        for e in (*state_refusals(info, seeds=1), *record_refusals(info, seeds=1)):
            if seat_fields(e.msgid) & set(e.params):
                yield game_id, e


def test_every_refusal_of_the_sweeps_names_seats_as_people_count_them() -> None:
    met: dict[str, set[int]] = {}
    for game_id, e in _seat_refusals():
        fields = seat_fields(e.msgid) & set(e.params)
        said = {f: int(e.params[f]) + 1 for f in fields}  # the engine's number, as people count it
        for lang in ("de", "en"):
            want = translate_error(e.msgid, {**e.params, **said}, lang)
            got = e.message(lang)
            assert got.endswith(want), f"{game_id}: {got!r}, want {want!r}"
            assert not PEOPLES_ZERO.search(got), f"{game_id}: {got!r}"
        answer = json.loads(json.dumps(web.refusal(e, "de", GAMES[game_id])))
        assert answer["reason"] == e.message("de")
        assert all(answer["params"][f] == int(e.params[f]) for f in fields)  # the API keeps the engine's number
        met.setdefault(game_id, set()).update(int(e.params[f]) for f in fields)
    assert set(met) == set(GAMES), met  # every game refuses something that names a seat
    assert all(0 in seats for seats in met.values()), met  # seat 0, read "Platz 1"
