"""One card-name shape for every game (kernel/names.py): code -> language -> SourcedName(text, attested, source)."""

from __future__ import annotations

import pytest

import troggu_core as tg
from troggu_core.kernel.names import SourcedName, check_names


@pytest.mark.parametrize("gid", list(tg.GAMES))
def test_every_game_names_its_cards_in_the_one_shape(gid: str) -> None:
    info = tg.GAMES[gid]
    names = info.names.NAMES
    check_names(names, info.deck)
    assert {"I", "XXI", "Narr"} <= set(names)
    for entry in names.values():
        for name in entry.values():
            assert isinstance(name, SourcedName)
            # an attested name cites a seed (or an outside text); a name of ours says so
            assert name.attested != name.source.startswith("ours"), name


@pytest.mark.parametrize("gid", list(tg.GAMES))
def test_a_games_card_name_is_its_name_in_the_table(gid: str) -> None:
    """Every game says a card by its table, Troggu too: no code, no dialect names (the accessible label with the
    code is the card's picture's, ``GameInfo.face``)."""
    info = tg.GAMES[gid]
    assert info.card_name is not None
    for code, entry in info.names.NAMES.items():
        for lang in ("de", "en"):
            assert info.card_name(code, lang) == entry[lang].text


def test_a_name_of_another_shape_is_refused() -> None:
    with pytest.raises(TypeError):
        check_names({"XXI": {"de": "Munt", "en": "Munt"}}, ("XXI",))
    with pytest.raises(TypeError):
        check_names({"XXI": {"de": SourcedName("Munt", True, "000:53")}}, ("XXI",))
