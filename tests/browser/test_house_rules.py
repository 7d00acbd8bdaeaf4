"""Issue 34, the house-rules composer in Debian's chromium on a phone's screen (390×844): the options offered are
the engine's, a choice gives the engine's id and differences, "Datei sichern" saves the engine's file with the
reporter's words, "Beitrag vorbereiten" shows the text to send with it, "Was ändert sich?" shows the engine's 200
rounds under both rules, and "Mit diesen Regeln spielen" opens the play table, which deals and plays a round by those
rules: its record carries them and replays to the same result in the engine. No sideways scrolling."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from pad_steps import (
    HOUSE,
    download,
    no_overflow,
    open_page,
    phone,  # noqa: F401  (a fixture)
    shot,
    start,
    start_composer,
    wait_js,
)

from troggu_core.any_record import replay_any
from troggu_core.kernel.registry import game
from troggu_core.kernel.ruleset_format import make_house, option_catalogue
from troggu_core.web.house_rules import op_house_rules


def test_compose_play_record_replay_on_a_phone(phone: Any, site: Any, tmp_path: Path) -> None:
    page = open_page(phone, site.url + "hausregeln/")
    start_composer(page)
    offered = option_catalogue("troggu", "de")["options"]
    legends = page.locator(f"{HOUSE} fieldset legend").all_inner_texts()
    assert legends == [entry["title"] for entry in offered.values()]
    base_id = make_house("troggu", "visp").id
    assert page.locator(f"{HOUSE} .troggu-house-id code").inner_text() == base_id
    assert "Noch kein Unterschied zu Visp" in page.locator(f"{HOUSE} .troggu-house-out").inner_text()
    no_overflow(page, "the composer")

    # a base offers only the options its rules have (the engine gives it a value): Großtarock 1754 and Dummett differ
    catalogue = option_catalogue("grosstarock", "de")["options"]
    for game_id, base in (("grosstarock", "1754"), ("grosstarock", "dummett"), ("troggu", "visp")):
        if game_id != page.locator(f'{HOUSE} select[name="hr-game"]').input_value():
            page.select_option(f'{HOUSE} select[name="hr-game"]', game_id)
            wait_js(
                page,
                "(g) => document.querySelector('.troggu-house-id code').textContent.length > 0 && "
                "document.querySelector('select[name=hr-game]').value === g",
                game_id,
            )
        page.select_option(f'{HOUSE} select[name="hr-base"]', base)
        entries = catalogue if game_id == "grosstarock" else offered
        titles = [entry["title"] for entry in entries.values() if base in entry["defaults"]]
        wait_js(page, "(n) => document.querySelectorAll('.troggu-house-option').length === n", len(titles))
        assert page.locator(f"{HOUSE} fieldset legend").all_inner_texts() == titles, (game_id, base)
        if base == "1754":  # a declaration's value is an option: typed by keyboard in its number field (0-300)
            step = page.locator(f'{HOUSE} input[name="hr-decl_step-0"]')
            bounds = catalogue["decl_step"]["range"]
            assert (step.get_attribute("min"), step.get_attribute("max")) == (str(bounds["low"]), str(bounds["high"]))
            assert (
                catalogue["decl_step"]["range"]["words"]
                in page.locator(f"{HOUSE} [data-option=decl_step]").inner_text()
            )
            _type(page, step, "4")
            want_id = make_house("grosstarock", "1754", {"decl_step": 4}).id
            wait_js(page, "(id) => document.querySelector('.troggu-house-id code')?.textContent === id", want_id)
            assert page.locator(f'{HOUSE} input[name="hr-decl_step"][value="own"]').is_checked()
    assert len(titles) == len(offered)  # back on Visp: every Troggu option
    wait_js(page, "(id) => document.querySelector('.troggu-house-id code').textContent === id", base_id)

    # a number outside the engine's range: the engine refuses it, in German; a listed value takes the base's again
    threshold = page.locator(f'{HOUSE} input[name="hr-double_threshold-0"]')
    assert threshold.get_attribute("max") == str(offered["double_threshold"]["range"]["high"])
    _type(page, threshold, str(offered["double_threshold"]["range"]["high"] + 1))
    refusal = page.locator(f"{HOUSE} .troggu-house-out [role=alert]")
    refusal.wait_for()
    # the option named by its German title, not its key (issue 34)
    assert "„Doppelt bis höchstens … Punkte“ muss eine ganze Punktzahl von 0 bis 56 sein" in refusal.inner_text()
    assert "options" not in refusal.inner_text().lower()  # no English location word before the sentence
    page.locator(f'{HOUSE} input[name="hr-double_threshold"][value="0"]').check()
    wait_js(page, "(id) => document.querySelector('.troggu-house-id code')?.textContent === id", base_id)

    # the misère: fewest points receives (St. Niklaus's way), chosen on Visp's rules
    values = [v["value"] for v in offered["misere_payer"]["values"]]
    page.locator(f'{HOUSE} input[name="hr-misere_payer"][value="{values.index("fewest-receives")}"]').check()
    want = make_house("troggu", "visp", {"misere_payer": "fewest-receives"})
    wait_js(page, "(id) => document.querySelector('.troggu-house-id code').textContent === id", want.id)
    out = page.locator(f"{HOUSE} .troggu-house-out").inner_text()
    assert "Anders als Visp" in out and "Misere: wer zahlt: wer am wenigsten Punkte hat, erhält" in out
    words = {"place": "Visp", "reported_by": "Tischrunde im Rhonesand", "notes": "Gespielt wird dienstags."}
    for key, text in words.items():  # the reporter's words go to the engine, into the file and the contribution
        page.locator(f'{HOUSE} [name="hr-{key}"]').fill(text)
        page.locator(f'{HOUSE} [name="hr-{key}"]').press("Tab")
    wait_js(page, "() => document.querySelector('.troggu-house-link')?.value.includes('notes=')")
    shot(page, tmp_path, "composer.png", full_page=True)

    saved = tmp_path / "rules.json"
    dl = download(page, f'{HOUSE} [data-action="save"]', saved)
    assert dl.suggested_filename == f"troggu-visp-{want.id}.json"
    file = json.loads(saved.read_text(encoding="utf-8"))
    assert (file["reported_by"], file["notes"]) == (words["reported_by"], words["notes"])
    assert file == make_house("troggu", "visp", {"misere_payer": "fewest-receives"}, **words).to_json()

    # "Beitrag vorbereiten": a text to send with the file, in German: the place, who reports, the engine's differences
    page.locator(f'{HOUSE} [data-action="contribute"]').click()
    text = page.locator(f"{HOUSE} .troggu-house-contrib-text").input_value()
    differs = op_house_rules(
        {"game": "troggu", "base": "visp", "options": {"misere_payer": "fewest-receives"}, "lang": "de"}
    )["differs"]
    assert differs and all(f"- {d['title']}: {d['meaning']}\n" in text for d in differs)
    assert "Ort: Visp" in text and f"Gemeldet von: {words['reported_by']}" in text and want.id in text
    where = page.locator(f"{HOUSE} .troggu-house-contrib-where")
    assert dl.suggested_filename in where.inner_text() and "Gespielte Varianten" in where.inner_text()
    assert (where.locator("a").get_attribute("href") or "").endswith("/variants/")
    no_overflow(page, "the contribution")
    page.locator(f"{HOUSE} .troggu-house-contrib-text").scroll_into_view_if_needed()
    shot(page, tmp_path, "contribution.png", full_page=False)

    # "Was ändert sich?": the engine plays the same deals under Visp and under these rules
    page.locator(f'{HOUSE} [data-action="compare"]').click()
    page.locator(f"{HOUSE} .troggu-house-compare-table").wait_for(timeout=180_000)
    rows = page.locator(f"{HOUSE} .troggu-house-compare-table tbody tr").all()
    counts = [[int(c) for c in r.locator("td").all_inner_texts()[1:]] for r in rows]
    assert sum(c[0] for c in counts) == sum(c[1] for c in counts) == 200
    assert "eure Regeln" in page.locator(f"{HOUSE} .troggu-house-turnover").inner_text()
    no_overflow(page, "the comparison")

    # "Mit diesen Regeln spielen": the play table with the rules' link deals and plays a round by them
    link = page.locator(f'{HOUSE} [data-action="play"]').get_attribute("href") or ""
    assert "#r=visp&o=" in link
    page.locator(f'{HOUSE} [data-action="play"]').click()
    page.wait_for_url("**/play/#r=visp&o=*")
    play = '.troggu-widget[data-widget="play"]:not([data-until])'
    table = page.locator(play)
    start(page, play)
    table.locator(".troggu-house-on").wait_for(state="visible")
    table.locator('[data-action="finish"]').click()
    table.locator('[data-action="download"]').wait_for()
    wait_js(
        page, "() => !document.querySelector('.troggu-widget[data-widget=play]:not([data-until]) [data-action=finish]')"
    )
    rec_path = tmp_path / "round.json"
    download(page, table.locator('[data-action="download"]'), rec_path)
    record = json.loads(rec_path.read_text(encoding="utf-8"))
    assert record["ruleset"] == want.to_json()  # the link carries the options, not the reporter's words
    result = replay_any(record)
    assert result == game("troggu").replay(record) and len(result["payments"]) == 4
    no_overflow(page, "the play table with house rules")
    shot(page, tmp_path, "table.png", full_page=False)
    page.close()


def _type(page: Any, field: Any, text: str) -> None:
    """Type a number into a field by keyboard, then leave it with Tab (its change asks the engine)."""
    field.focus()
    page.keyboard.press("Control+A")
    page.keyboard.type(text)
    page.keyboard.press("Tab")
