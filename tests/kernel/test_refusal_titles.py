"""Issue 34: a refusal of house rules names the option as the reader knows it, by its title in the reader's language
(„Grundbetrag“ muss …), never by its key (``base_rappen muss …``): every option of every game, given a value the
engine cannot play (the composer's number one past its range, or a word that is no value), in German and English.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from troggu_core.errors import RecordError
from troggu_core.kernel import ruleset_format as rf
from troggu_core.kernel.registry import GAMES, game

NAMES_NO_OPTION = {("grosstarock", "eyes_par")}
"""Refusals that name no option at all, by their own words: the par (GT-PAY-1754-1, 'the par is 26 eyes, a third of
the 78: with 25 the eye payments do not add up to 0')."""


def _bad_value(entry: dict[str, Any]) -> Any:
    """A value the option cannot take: one past the number field's range (a list of them where it takes a list),
    else a word that is none of its values."""
    span = entry.get("range")
    if span is None:
        return "kein-wert"
    return [span["high"] + 1] * span["count"] if span["count"] else span["high"] + 1


def _cases() -> list[tuple[str, str, str]]:
    out = []
    for g in sorted(GAMES):
        info = game(g)
        for option in rf.option_catalogue(g, "de")["options"]:
            base = next(b for b in info.rulesets if option in info.options.parse_ruleset(b).options())
            out.append((g, base, option))
    return out


@pytest.mark.parametrize(("g", "base", "option"), _cases())
def test_a_refused_option_is_named_by_its_title(g: str, base: str, option: str) -> None:
    entry = rf.option_catalogue(g, "de")["options"][option]
    with pytest.raises(RecordError) as e:
        rf.make_house(g, base, {option: _bad_value(entry)})
    assert e.value.rule_id == "record.ruleset"
    titles = game(g).options.OPTION_TITLES[option]
    readings = game(g).options.OPTION_READINGS.get(option, {})
    # a choice (no number field): its values are listed by their meanings, as the composer shows them
    listed = entry.get("range") is None and (g, option) not in NAMES_NO_OPTION
    choices = [readings[v["value"]] for v in entry["values"]] if listed else []
    for lang, title in (("de", f"„{titles.de}“"), ("en", f"“{titles.en}”")):
        text = e.value.message(lang)
        assert not text.lower().startswith("options"), (lang, text)  # no JSON location before the sentence
        if (g, option) not in NAMES_NO_OPTION:
            assert title in text, (lang, text)
        rest = text.replace(title, "")  # a title may say a key's word ("No trick (nolo)"), and a meaning too
        for reading in choices:
            rest = rest.replace(reading.de if lang == "de" else reading.en, "")
        assert not re.search(rf"(?<![\w'])({re.escape(option)})(?![\w'])", rest), (lang, text)  # no bare key
        for reading in choices:
            words = reading.de if lang == "de" else reading.en
            assert (f"„{words}“" if lang == "de" else f"“{words}”") in text, (lang, text)
        keys = [str(v["value"]) for v in entry["values"] if isinstance(v["value"], str)] if choices else []
        for key in keys:  # no value's key outside the meanings ("bidder | dealer")
            assert not re.search(rf"(?<![\w-]){re.escape(key)}(?![\w-])", rest), (lang, key, text)


def test_a_contradiction_names_both_options_by_their_titles() -> None:
    """Troggu: a match paying less than a double; the French Tarot: chelem amounts without the chelem."""
    with pytest.raises(RecordError) as e:
        rf.make_house("troggu", "visp", {"match_multiplier": 1})
    assert "„Match: … mal der Grundbetrag“ 1 ist kleiner als „Doppelt heisst … mal der Grundbetrag“ 2" in (
        e.value.message("de")
    )
    with pytest.raises(RecordError) as e:
        rf.make_house("french-tarot", "seed", {"chelem_bonus": [300, 200, 200, 200]})
    assert e.value.message("de").endswith(
        "„Beträge des Chelem“ gilt nur, wenn „Chelem“ gespielt wird (ohne Chelem bekommt niemand die Beträge)"
    )
    assert "chelem_bonus" not in e.value.message("en") and "“Chelem amounts”" in e.value.message("en")


def test_an_unknown_key_is_said_as_it_was_given() -> None:
    """A key the game does not know has no title: the refusal quotes it as written and lists the keys."""
    with pytest.raises(RecordError) as e:
        rf.make_house("troccas", "surselva", {"seatings": "alternate"})
    assert "'seatings'" in e.value.message("de")
