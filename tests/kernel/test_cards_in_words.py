"""One way for every game to name cards in a message (issue 33): ``kernel.names.cards_in_words`` -- the game's short
names, declined in a German sentence, never the codes; a refusal of each game says them so."""

from __future__ import annotations

import random
import re

import pytest

from troggu_core.errors import IllegalActionError
from troggu_core.kernel.card_grammar import CardList, CardName
from troggu_core.kernel.names import cards_in_words
from troggu_core.kernel.registry import GAMES

CODE = re.compile(r"\((?:[RBSC](?:\d{1,2}|[KQNJ])|[IVX]+|Narr)\)")
"""A card code in brackets after a name (``Rosen-König (RK)``)."""


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_card_of_every_game_is_named_and_declined(game_id: str) -> None:
    """Each card's German name has a head noun the grammar knows (``den``/``die``/``das`` in the accusative), and
    neither language shows the code."""
    info = GAMES[game_id]
    for code in info.deck:
        words = cards_in_words(info.card_name, code)
        de, en = words.render("de"), words.render("en")
        assert isinstance(de, CardName), (code, de)
        assert re.match(r"(den|die|das) \S", f"{de:akk}"), (game_id, code, f"{de:akk}")
        assert not CODE.search(de) and not CODE.search(en), (game_id, code, de, en)
    two = cards_in_words(info.card_name, [info.deck[0], info.deck[-1]])
    assert isinstance(two.render("de"), CardList)
    assert " und " in f"{two.render('de'):akk}" and " and " in f"{two.render('en')}"


def _play_phase(game_id: str) -> object:
    """A round of ``game_id`` (seeded random actions) at a card play with a choice."""
    info = GAMES[game_id]
    state = info.new(info.default_ruleset, info.default_players, 5, 0)
    rng = random.Random(1)
    for _ in range(300):
        legal = list(state.legal_actions())
        if state.phase == "play" and len(legal) > 1:
            return state
        state.push(rng.choice(legal))
    raise AssertionError(f"{game_id}: no card play reached")


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_refusal_names_a_card_not_held_declined(game_id: str) -> None:
    """A card the seat does not hold is refused with its name in the accusative ("hast den Tarok 2 nicht"), the
    English name as the game says it, and no code."""
    info = GAMES[game_id]
    state = _play_phase(game_id)
    hand = state.view(state.to_move)["hand"]  # type: ignore[attr-defined]
    card = next(c for c in info.deck if c not in hand)
    with pytest.raises(IllegalActionError) as e:
        state.push(card)  # type: ignore[attr-defined]
    words = cards_in_words(info.card_name, card)
    de, en = e.value.message("de"), e.value.message("en")
    assert f" {words.render('de'):akk} nicht" in de, de
    assert en.endswith(f"do not hold {words.render('en')}"), en


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_card_refused_at_the_deal_is_named(game_id: str) -> None:
    """At a fresh deal a card the seat to move does not hold (a lay-away picked card by card in Troccas and
    Großtarock, a bid in the others) is refused; where the refusal names the card, it says the game's name in
    both languages, never the code ("Der Skatist (Platz 1) hat den Tarock I nicht", not "hat I nicht")."""
    info = GAMES[game_id]
    state = info.new(info.default_ruleset, info.default_players, 5, 0)
    hand = set(state.view(state.to_move)["hand"])
    card = next(c for c in info.deck if c not in hand)
    with pytest.raises(IllegalActionError) as e:
        state.push(card)
    if "card" not in e.value.params and "cards" not in e.value.params:
        return  # a phase's refusal ("bid first") names no card
    words = cards_in_words(info.card_name, card)
    assert str(words.render("de")) in e.value.message("de"), e.value.message("de")
    assert str(words.render("en")) in e.value.message("en"), e.value.message("en")


def test_a_lessons_reason_names_a_called_card_as_refusals_do() -> None:
    """A lesson's reason for a partner call says the card's short name ("Trumpf XV (der Teufel)"), never its code
    or the picture title's capital article ("Trumpf XV Der Teufel")."""
    from troggu_core.learn import lesson_by_id
    from troggu_core.learn.judge import judge

    verdict = judge(lesson_by_id("troggu-16-partner-call"), "call XV")
    assert verdict.verdict == "worse" and verdict.reason is not None
    words = cards_in_words(GAMES["troggu"].card_name, "XV")
    de, en = verdict.reason.render("de"), verdict.reason.render("en")
    assert f"Die Karte {words.render('de')} hast du selbst" in de, de
    assert f"You hold {words.render('en')} yourself" in en, en
    assert "Der Teufel" not in de and "The Devil" not in en
