"""Every message a person reads counts seats from 1 (issue 33: one numbering): the engine's seat 0 reads "Platz 1" /
"seat 1", its seat n-1 "Platz n"; the records and the API's ``params`` keep the engine's numbers (0..n-1).

The templates are found in the engine's code (every message call whose template names a seat: ``seat {x}``,
``(seat {x})``, ``seats {a} and {b}``, ``seats {first} to {last}``), not listed by hand. The refusals the sweeps of
``tests/kernel/refusals.py`` provoke in every game, and those of the record readers when any number of a record (the
dealer, the teams, an announcement's or a poignée's seat, excuse_demand, ...) is out of the table, are checked in
``tests/kernel/test_refusals.py``, beside the tests that make the same sweeps (issue 37: swept once per process).
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from engine_code import engine_files, nodes
from troggu_core.errors import NotationError, RecordError
from troggu_core.i18n import Seat, gettext, seat_range, translate_error
from troggu_core.kernel.shuffle import check_dealer

ENGINE = Path(__file__).resolve().parents[2] / "troggu_core"
SEAT_FIELD = re.compile(r"\bseats \{(\w+)\} (?:and|to) \{(\w+)\}|\bseats? \{(\w+)\}")
"""A field the template says is a seat: ``seat {seat}``, ``seats {first} and {seat}``, ``seats {first} to {last}``."""
PEOPLES_ZERO = re.compile(r"\b(Platz|Plätze|seats?) (von )?0\b")
"""A seat said from 0 ("Platz 0", "Plätze 0 bis 3", "seat 0-3"): a person counts seats from 1."""


def seat_fields(template: str) -> set[str]:
    """The fields of ``template`` that name a seat."""
    return {f for m in SEAT_FIELD.finditer(template) for f in m.groups() if f}


def _template(node: ast.expr) -> str | None:
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "N_" and node.args:
        node = node.args[0]
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


SEAT_RANGE_FIELDS = ("first", "last", "top")
"""The fields :func:`~troggu_core.i18n.seat_range` fills: ``{first}`` and ``{last}`` as :class:`Seat`."""
SEAT_RANGE_CALLS = ("seat_range", "check_dealer")
"""The helper, and the kernel's dealer check that passes its fields to every template it is given."""


def _helper(node: ast.expr) -> bool:
    return isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in SEAT_RANGE_CALLS


def _keywords(node: ast.Call) -> dict[str, ast.expr]:
    """The call's keyword arguments, the fields of ``**seat_range(n)`` (or of ``check_dealer``'s own template)
    standing as the helper's call: a seat range passed by the helper counts from 1 by construction."""
    kwargs = {k.arg: k.value for k in node.keywords if k.arg}
    if _helper(node) or any(k.arg is None and _helper(k.value) for k in node.keywords):
        kwargs |= {f: ast.Call(ast.Name("seat_range"), [], []) for f in SEAT_RANGE_FIELDS}
    return kwargs


def message_calls() -> Iterator[tuple[str, str, dict[str, ast.expr] | None]]:
    """``(where, template, keyword arguments)`` of every call in the engine whose literal template names a seat;
    ``None`` for a template only marked for the catalogue (``N_("...")``, passed on by a name or a call around it)."""
    for path in engine_files():
        for node in nodes(path):
            if not isinstance(node, ast.Call):
                continue
            for arg in node.args:
                text = _template(arg)
                if text and seat_fields(text):
                    where = f"{path.relative_to(ENGINE.parent)}:{node.lineno}"
                    marked = isinstance(node.func, ast.Name) and node.func.id == "N_"
                    yield where, text, None if marked else _keywords(node)


def _counted_from_one(value: ast.expr) -> bool:
    """The value is a seat as people count it: :class:`Seat` (the engine's number, said + 1), ``seat_number(s)``,
    ``s + 1``, a seat's words (``seat_label``), the helper's range (``seat_range``), or a list of any of these."""
    if isinstance(value, ast.Call) and isinstance(value.func, ast.Name):
        if value.func.id in ("Seat", "seat_number", "seat_label", "seat_range"):
            return True
        if value.func.id == "Verbatim" and value.args:
            return _counted_from_one(value.args[0])
    if isinstance(value, ast.ListComp):  # [Seat(s) for s in party]
        return _counted_from_one(value.elt)
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


PASSED = [c for c in CALLS if c[2] is not None]


@pytest.mark.parametrize("where,template,kwargs", PASSED, ids=[c[0] for c in PASSED])
def test_every_seat_a_message_names_is_counted_from_one(where: str, template: str, kwargs: dict[str, ast.expr]) -> None:
    assert seat_fields(template) <= set(kwargs), f"{where}: {template!r} is given {sorted(kwargs)}"
    for field in seat_fields(template):
        assert _counted_from_one(kwargs[field]), f"{where}: {field}={ast.unparse(kwargs[field])} counts from 0"


def test_the_seat_range_and_the_dealer_check_say_seats_from_one() -> None:
    """The helper every ``seats {first} to {last}`` message is given, and the kernel's dealer check every game's
    ``new`` and record reader calls (a bool is no seat; a template naming ``{dealer}`` is given the value)."""
    assert seat_range(5) == {"first": 0, "last": 4, "top": 4}
    assert [type(v) for v in seat_range(5).values()] == [Seat, Seat, int]
    assert check_dealer(4, 5, "deal.order") == 4
    for bad in (-1, 5, True, "2"):
        with pytest.raises(NotationError) as e:
            check_dealer(
                bad,
                5,
                "deal.order",
                "the dealer is one of seats {first} to {last} (counted from 0: 0 to {top}), not {dealer!r}",
            )
        assert e.value.rule_id == "deal.order" and e.value.params["dealer"] == bad
        assert e.value.message("de").startswith(
            "Der Geber sitzt auf einem der Plätze 1 bis 5 (von 0 an gezählt: 0 bis 4)"
        )
    with pytest.raises(RecordError) as r:
        check_dealer(3, 3, "record.dealer", where="dealer")
    assert (r.value.where, set(r.value.params)) == ("dealer", {"first", "last", "top"})


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


def test_no_template_or_translation_counts_seats_from_0() -> None:
    """No message template of the engine and no German translation names a seat by a literal 0 ("seat 0",
    "Platz von 0 bis"): the seats a message names go through :class:`Seat`."""
    literal = re.compile(r"\b(seats?|Platz|Plätze)( von)? 0\b|\ba seat 0")
    found = []
    for path in engine_files():
        for node in nodes(path):
            if isinstance(node, ast.Call):
                for arg in node.args:
                    text = _template(arg)
                    if text and literal.search(text):
                        found.append(f"{path.relative_to(ENGINE.parent)}:{node.lineno}: {text}")
    po = (ENGINE / "locale" / "de" / "LC_MESSAGES" / "troggu.po").read_text(encoding="utf-8")
    found += [line for line in po.splitlines() if line.startswith("msgstr") and literal.search(line)]
    assert not found, "\n".join(found)
