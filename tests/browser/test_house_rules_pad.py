"""Issue 34 in Debian's chromium: house rules from the composer to the score pad and to paper.

* a shared composer link (its own address) restores the choices; "Mit diesen Regeln Punkte schreiben" opens the
  score pad with them; the evening is scored by the engine with those options (its header says what differs), its
  file carries the rules and reads back (phone, 390×844, no sideways scrolling);
* "Regelblatt drucken": the sheet alone, on one A4 page, with each difference in words, the id and the addresses;
* the English composer at its English address (the built pages' links: tests/site/test_site_house_rules.py);
* after one visit the composer works offline: tests/browser/test_offline.py (the site's one first visit with the
  service worker, whose offline pages include the composer from a shared link).
"""

from __future__ import annotations

import io
import json
import re
from pathlib import Path
from typing import Any
from urllib.parse import quote

from conftest import open_context
from pypdf import PdfReader
from pad_steps import (
    HOUSE,
    PAD,
    download,
    enter_round,
    no_overflow,
    open_page,
    phone,  # noqa: F401  (a fixture)
    shot,
    start,
    start_composer,
    totals,
    wait_js,
    wait_note,
)

from troggu_core.kernel.registry import game
from troggu_core.kernel.ruleset_format import make_house
from troggu_core.web.house_rules import house_query, payments_table

RULES = make_house("troggu", "visp", {"double_threshold": 20, "misere_payer": "fewest-receives"})
ROUNDS = [
    {"type": "normal", "declarer": 1, "declarer_points": 90, "match": "none"},  # the losers' 24: single here
    {"type": "misere", "points": [30, 30, 20, 24]},  # the fewest points receive
]


def engine_totals() -> list[int]:
    pad = game("troggu").pad
    out = [0, 0, 0, 0]
    for k, inputs in enumerate(ROUNDS):
        paid = pad.score_round(inputs, RULES, 4, pad.base(RULES), k % 4).payments
        out = [a + b for a, b in zip(out, paid)]
    return out


def test_a_composer_link_restores_the_choices_and_scores_an_evening_by_them(
    phone: Any, site: Any, tmp_path: Path
) -> None:
    page = open_page(phone, site.url + "hausregeln/#" + house_query(RULES) + "&place=" + quote("Zermatt"))
    start_composer(page, RULES.id)
    assert page.locator(f'{HOUSE} input[name="hr-place"]').input_value() == "Zermatt"
    out = page.locator(f"{HOUSE} .troggu-house-out").inner_text()
    assert "Anders als Visp" in out and "doppelt bei höchstens 20 Punkten" in out
    shared = page.locator(f"{HOUSE} .troggu-house-link").input_value()
    assert shared == page.url and "place=Zermatt" in shared and "#r=visp&o=" in shared
    no_overflow(page, "the composer from its link")

    page.locator(f'{HOUSE} [data-action="score"]').click()
    page.wait_for_url("**/score/#r=visp&o=*")
    start(page)
    page.locator("#pad-ruleset").wait_for()
    wait_js(page, "() => document.querySelector('#pad-ruleset').value === '__house'")
    assert "Anders als Visp" in page.locator(f"{PAD} .troggu-pad-setup").inner_text()
    page.locator(f'{PAD} [data-action="begin"]').click()
    page.locator(f"{PAD} .troggu-pad-round").wait_for()
    head = page.locator(f"{PAD} .troggu-pad-head").inner_text()
    assert "Hausregeln" in head and "Misere: wer zahlt: wer am wenigsten Punkte hat, erhält" in head
    assert page.locator(f"{PAD} [data-house]").get_attribute("data-house") == RULES.id
    for inputs in ROUNDS:
        enter_round(page, inputs, click=True)
    assert totals(page) == engine_totals()
    no_overflow(page, "the pad with house rules")
    shot(page, tmp_path, "pad-house.png", full_page=True)

    saved = tmp_path / "evening.json"
    dl = download(page, f'{PAD} [data-action="session"]', saved)
    data = json.loads(saved.read_text(encoding="utf-8"))
    assert data["ruleset"]["id"] == RULES.id and data["ruleset"]["options"] == dict(RULES.options)
    assert data["totals"] == engine_totals()
    assert RULES.id in dl.suggested_filename
    page.close()


def test_the_rules_sheet_prints_on_one_a4_page(browser: Any, site: Any, runtime_snapshot: Any, tmp_path: Path) -> None:
    ctx, guard = open_context(  # as after a first visit: the runtime's memory snapshot (the cold start: test_offline)
        browser, site, runtime_snapshot, viewport={"width": 1280, "height": 900}, accept_downloads=True
    )
    page = open_page((ctx, guard), site.url + "hausregeln/#" + house_query(RULES))
    start_composer(page, RULES.id)
    page.evaluate("window.print = () => { window.__printed = true; }")  # the button's own print, not the dialog
    page.locator(f'{HOUSE} [data-action="print"]').click()
    assert page.evaluate("window.__printed") is True
    page.emulate_media(media="print")
    sheet = page.locator(f"{HOUSE} .troggu-house-sheet")
    assert sheet.is_visible()
    text = sheet.inner_text()
    assert "Troggu, ausgehend von Visp" in text and RULES.id in text and "/hausregeln/#r=visp" in text
    assert "doppelt bei höchstens 20 Punkten" in text and "Quelle: 001:92" in text
    assert "null" not in text and "undefined" not in text
    paid = payments_table(game("troggu"), RULES, "de")
    rows = sheet.locator(".troggu-house-sheet-pay tbody tr").all()
    cells = [[p["kind"], p["case"] + "\n" + p["seats"], p["pays"]] for p in paid]  # each seat's amount below
    assert [r.locator("td").all_inner_texts() for r in rows] == cells
    assert len(paid) == 7
    assert "Was bezahlt wird (am Tisch mit 4 Spielern)" in text  # the table's size from the engine's rows
    assert "Platz 1: +30, Platz 2: -10, Platz 3: -10, Platz 4: -10" in text
    visible = page.evaluate(
        "() => [...document.querySelectorAll('.md-content__inner > *, .troggu-house-options, .troggu-house-out')]"
        ".filter(e => e.getClientRects().length && !e.querySelector('.troggu-house-sheet')).length"
    )
    assert visible == 0, "only the sheet prints"
    shot(page, tmp_path, "sheet.png", full_page=True)
    pdf = PdfReader(io.BytesIO(page.pdf(format="A4")))  # the printed sheet as a PDF reader reads it (pypdf)
    assert len(pdf.pages) == 1, "one A4 page"
    printed = " ".join(pdf.pages[0].extract_text().split())
    for said in ("Troggu, ausgehend von Visp", RULES.id, "/hausregeln/#r=visp", "Was bezahlt wird"):
        assert said in printed, (said, printed[:400])
    # Troccas and Großtarock (Danish, its longest table) have their payments tables too: the engine's rows, Troccas'
    # without a kind (two parties in every case), each on one A4 page
    for gid, base in (("troccas", "surselva"), ("grosstarock", "danish")):
        rules = make_house(gid, base)
        page.emulate_media(media="screen")  # the composer's choices are not printed
        page.select_option(f"{HOUSE} select[name=hr-game]", gid)
        page.select_option(f"{HOUSE} select[name=hr-base]", base)
        wait_js(page, "(id) => document.querySelector('.troggu-house-id code')?.textContent === id", rules.id)
        page.locator(f'{HOUSE} [data-action="print"]').click()  # the pdf's afterprint ended the last printing
        page.emulate_media(media="print")
        paid = payments_table(game(gid), rules, "de")
        kind = [[p["kind"]] if gid == "grosstarock" else [] for p in paid]
        rows = sheet.locator(".troggu-house-sheet-pay tbody tr").all()
        assert [r.locator("td").all_inner_texts() for r in rows] == [
            k + [p["case"] + "\n" + p["seats"], p["pays"]] for k, p in zip(kind, paid)
        ]
        shot(page, tmp_path, f"sheet-{gid}.png", full_page=True)
        assert len(re.findall(rb"/Type\s*/Page(?!s)", page.pdf(format="A4"))) == 1, (gid, "one A4 page")
    ctx.close()
    guard.check()


def test_the_pad_reads_house_rules_from_a_file_and_refuses_a_bad_one(phone: Any, site: Any, tmp_path: Path) -> None:
    page = open_page(phone, site.url + "score/")
    start(page)
    page.locator(f'{PAD} [data-action="new"]').click()
    page.locator("#pad-ruleset").wait_for()
    other = make_house("troccas", "surselva", {"jack_demand": False}, name="Breil")
    good, bad = tmp_path / "rules.json", tmp_path / "bad.json"
    good.write_text(json.dumps(other.to_json()), encoding="utf-8")
    bad.write_text(json.dumps({**other.to_json(), "id": "0000000000"}), encoding="utf-8")
    page.locator(f'{PAD} [data-action="house-file"]').set_input_files(str(bad))
    wait_note(page, "Kennung")
    assert page.locator("#pad-ruleset").input_value() != "__house"
    page.locator(f'{PAD} [data-action="house-file"]').set_input_files(str(good))
    wait_js(page, "() => document.querySelector('#pad-ruleset').value === '__house'")
    assert page.locator("#pad-game").input_value() == "troccas"
    assert "Breil" in page.locator("#pad-ruleset option:checked").inner_text()
    page.locator(f'{PAD} [data-action="begin"]').click()
    page.locator(f"{PAD} [data-house]").wait_for()
    assert page.locator(f"{PAD} [data-house]").get_attribute("data-house") == other.id
    no_overflow(page, "the pad with a rules file")
    page.close()
