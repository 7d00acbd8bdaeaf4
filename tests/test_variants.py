"""Issue 34: the recorded variants (``variants/*.json``) are valid house rules, the villages of the sources come
first, and the page's comparison table says what the engine says, option by option against Visp."""

from __future__ import annotations

import html
import json
import re
import sys
from pathlib import Path

import pytest

from troggu_core.errors import RecordError
from troggu_core.kernel.registry import game

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "docs_hooks"))  # the hooks import their neighbours by name

import variants as hook  # noqa: E402

VILLAGES = {"visp": "Visp", "st-niklaus": "St. Niklaus", "graechen": "Grächen"}


def test_every_file_is_valid_house_rules_and_the_villages_come_first() -> None:
    rows = hook.load_variants()
    stems = [stem for stem, _ in rows]
    assert stems[:3] == list(game("troggu").rulesets) == list(VILLAGES)
    assert len(set(stems)) == len(stems) == len(list(hook.VARIANTS.glob("*.json")))
    for stem, hr in rows[:3]:
        # a village of the sources is its own named ruleset: no option changed, its place, its source documents
        assert hr.game == "troggu" and hr.base == stem and dict(hr.options) == {}
        assert hr.place == VILLAGES[stem] and re.fullmatch(r"\d{3}(, \d{3})*", hr.reported_by)
        assert hr.ruleset() == game("troggu").options.parse_ruleset(stem)
    for path in hook.VARIANTS.glob("*.json"):
        data = json.loads(path.read_text(encoding="utf-8"))
        assert set(data) <= {"format", "id", "game", "base", "options", "name", "place", "year", "reported_by", "notes"}


def _cells(table: str) -> dict[tuple[str, str], tuple[str, str, str]]:
    out = {}
    for m in re.finditer(
        r'<span class="(troggu-same|troggu-differs)" data-variant="([^"]+)" data-option="([^"]+)" '
        r'data-value="([^"]*)">(.*?)</span>',
        table,
    ):
        out[(m.group(2), m.group(3))] = (m.group(1), html.unescape(m.group(4)), m.group(5))
    return out


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_table_compares_each_option_with_visp_as_the_engine_plays_it(lang: str) -> None:
    rows = hook.load_variants()
    table = hook.render_table(lang, rows, sources_href="../sources/")
    cells = _cells(table)
    visp = game("troggu").options.parse_ruleset("visp").options()
    assert set(cells) == {(stem, o) for stem, _ in rows for o in visp}
    same_words = "wie Visp" if lang == "de" else "as in Visp"
    for stem, hr in rows:
        for option, value in hr.ruleset().options().items():
            cls, shown, text = cells[(stem, option)]
            assert json.loads(shown) == value
            assert (cls == "troggu-same") == (value == visp[option])
            if stem != "visp" and value == visp[option]:
                assert text == same_words
            else:
                reading = game("troggu").options.OPTION_READINGS[option][value]
                assert html.escape(reading.label(lang)) in text
    # St. Niklaus and Grächen differ from Visp where the engine's rulesets do (the threshold: 31 and 20, not 29)
    assert (
        cells[("st-niklaus", "double_threshold")][0] == cells[("graechen", "double_threshold")][0] == "troggu-differs"
    )
    assert '<a href="../sources/#source-000">000</a>' in table and "Grächen" in table
    head = game("troggu").options.OPTION_TITLES["misere_payer"].render(lang)
    assert html.escape(head) in table


def test_a_broken_variant_file_is_refused_with_its_rule(tmp_path: Path) -> None:
    good = json.loads((hook.VARIANTS / "visp.json").read_text(encoding="utf-8"))
    (tmp_path / "a.json").write_text(json.dumps({**good, "options": {"tappist": "nobody"}}), encoding="utf-8")
    with pytest.raises(RecordError) as e:
        hook.load_variants(tmp_path)
    assert e.value.rule_id == "record.ruleset"
    (tmp_path / "a.json").write_text(json.dumps({**good, "id": "ffffffffff"}), encoding="utf-8")
    with pytest.raises(RecordError) as e:
        hook.load_variants(tmp_path)
    assert (e.value.rule_id, e.value.where) == ("record.ruleset", "id")


def test_a_table_with_house_rules_is_a_row_that_differs_where_it_does(tmp_path: Path) -> None:
    for name in ("visp", "graechen"):
        (tmp_path / f"{name}.json").write_bytes((hook.VARIANTS / f"{name}.json").read_bytes())
    table = {
        "format": "troggu-ruleset/1",
        "game": "troggu",
        "base": "visp",
        "options": {"tappist": "dealer"},
        "place": "Visp",
        "year": 2026,
        "reported_by": "ein Stammtisch",
    }
    (tmp_path / "krone.json").write_text(json.dumps(table), encoding="utf-8")
    rows = hook.load_variants(tmp_path)
    assert [s for s, _ in rows] == ["visp", "graechen", "krone"]
    cells = _cells(hook.render_table("de", rows))
    assert cells[("krone", "tappist")][0] == "troggu-differs" and "der Geber" in cells[("krone", "tappist")][2]
    assert cells[("krone", "misere_payer")] == ("troggu-same", '"most-pays"', "wie Visp")
