"""One ruleset protocol for every game (kernel/rulesets.py): each game's rulesets module is a RulesetCatalogue,
every ruleset and every option value reads back from its record form, and bad forms are refused by name."""

from __future__ import annotations

import pytest

import troggu_core as tg
from troggu_core.errors import TrogguError
from troggu_core.kernel.rulesets import Ruleset, RulesetCatalogue

CASES = [(gid, name) for gid in tg.GAMES for name in tg.GAMES[gid].rulesets]


@pytest.mark.parametrize("gid,name", CASES)
def test_every_ruleset_follows_the_protocol(gid: str, name: str) -> None:
    catalogue = tg.GAMES[gid].options
    assert isinstance(catalogue, RulesetCatalogue)
    rs = catalogue.parse_ruleset(name)
    assert isinstance(rs, Ruleset) and rs.name == name and rs.to_json() == name
    options = rs.options()
    assert options and set(options) <= set(catalogue.OPTION_VALUES), (gid, name)


@pytest.mark.parametrize("gid,name", CASES)
def test_every_other_option_value_reads_back_from_the_record_form(gid: str, name: str) -> None:
    catalogue = tg.GAMES[gid].options
    base = catalogue.parse_ruleset(name)
    changed = 0
    for option, current in base.options().items():
        for value in catalogue.OPTION_VALUES[option]:
            if value == current:
                continue
            rs = catalogue.parse_ruleset({"name": name, option: value})
            assert rs.options()[option] == value and rs.name == name
            form = rs.to_json()
            assert isinstance(form, dict) and form[option] == value
            assert catalogue.parse_ruleset(form) == rs
            changed += 1
    assert changed > 0, (gid, name)


@pytest.mark.parametrize("gid", list(tg.GAMES))
@pytest.mark.parametrize("form", ["no-such-ruleset", {"name": "no-such-ruleset"}, 7, {"nameless": 1}])
def test_a_bad_record_form_is_refused_naming_the_ruleset_rule(gid: str, form: object) -> None:
    with pytest.raises(TrogguError) as e:
        tg.GAMES[gid].options.parse_ruleset(form)
    assert e.value.rule_id == "record.ruleset"


@pytest.mark.parametrize("gid", list(tg.GAMES))
def test_an_unknown_option_is_refused(gid: str) -> None:
    info = tg.GAMES[gid]
    with pytest.raises(TrogguError) as e:
        info.options.parse_ruleset({"name": info.default_ruleset, "no_such_option": 1})
    assert e.value.rule_id == "record.ruleset"
    assert "no_such_option" in str(e.value)
