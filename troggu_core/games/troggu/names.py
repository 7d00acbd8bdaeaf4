"""Troggu's words for the page: a card's name in a language, and the words for its actions.

The cards' names themselves, with their attestations, are data of :mod:`.cards` (:class:`~.cards.CardNames`);
this module gives them in the kernel's one shape (:data:`NAMES`: ``wal`` the Walliser name with its attestations,
``de``, ``en``) and says them the way every game of the family does (``card_name(code, lang)``, the name in
:data:`NAMES`; ``action_words(action, lang)``), for the facade's labels and refusals. The accessible label with the
code and the Walliser names is the card's picture's (:func:`.svg.card_label`, ``GameInfo.face``).

>>> NAMES["XXI"]["wal"]
SourcedName(text='Munt', attested=True, source='000:53 «Munt»; 001:31 «Munt»')
>>> NAMES["RK"]["wal"].attested, NAMES["RK"]["wal"].source
(False, 'ours (composed from Roosä + Kinig)')
>>> card_name("RK", "de"), card_name("XXI", "en")
('Rosen-König', 'Trump XXI The World')
>>> action_words("call RK", "de"), action_words("solo", "en")
('Rosen-König rufen', 'play a solo')
>>> import troggu_core as tg
>>> g = tg.Game.new("visp", 4, seed=1)
>>> for bid in ("normal", "pass", "pass", "pass"):
...     g.push(bid)
>>> describe(g, 2, "de")
['Normalspiel', 'Tappist: Platz 2']
"""

from __future__ import annotations

from ...i18n import Msg, N_, Verbatim
from typing import TYPE_CHECKING

from .actions import GameType
from ...kernel.names import SourcedName, attested, ours
from .cards import ATTESTATIONS, COMPOSED, TROGGU_DECK, Card

if TYPE_CHECKING:
    from .state import Game
from .svg import card_title

__all__ = ["NAMES", "card_name", "action_words", "describe", "bidder_word", "PHASE_WORDS"]


def _walliser(word: str) -> SourcedName:
    found = ATTESTATIONS.get(word, ())
    if found:
        return attested(word, "; ".join(f"{a} «{a.form}»" for a in found))
    return ours(word, f"ours (composed from {' + '.join(COMPOSED.get(word, ()))})")


def _build() -> dict[str, dict[str, SourcedName]]:
    out: dict[str, dict[str, SourcedName]] = {}
    for card in TROGGU_DECK:
        entry = {
            "de": ours(card_title(card, "de"), "ours (Standard German)"),
            "en": ours(card_title(card, "en"), "ours (English)"),
        }
        if card.names.walliser:
            entry["wal"] = _walliser(card.names.walliser[0])
        out[card.code] = entry
    return out


NAMES: dict[str, dict[str, SourcedName]] = _build()
"""Card code -> ``wal`` (the first Walliser name, attested with seed, line and printed form, or composed by us),
``de``, ``en`` (the name as the table says it, a trump with its numeral: :func:`.svg.card_title`) ->
:class:`~troggu_core.kernel.names.SourcedName`: the family's one shape. The cards' full data, every
Walliser name and the French captions included, is :mod:`.cards`."""

_BIDS = {"pass": N_("pass"), "normal": N_("play a normal game (take the Tapp)"), "solo": N_("play a solo")}


def card_name(code: str, lang: str = "de") -> str:
    """A card's name in ``lang`` (``de``, else English), as every game says it: its name in :data:`NAMES`
    (:func:`.svg.card_title`, which names the 16 cards Troggu leaves out of the 78 the same way).

    Raises:
        ValueError: ``code`` names no card.
    """
    return card_title(Card.parse(code), "de" if lang == "de" else "en")


def action_words(action: str, lang: str) -> str | None:
    """The words for a bid or a partner call (``None`` for anything else: cards and lay-aways have common words)."""
    if action in _BIDS:
        return Msg(_BIDS[action]).render(lang)
    if action.startswith("call "):
        return Msg("call {card}", card=card_name(action[5:], lang)).render(lang)
    return None


_TYPES = {
    GameType.NORMAL: N_("normal game"),
    GameType.SOLO: N_("solo"),
    GameType.MISERE: N_("misère (everyone passed)"),
}


def describe(game: Game, seat: int, lang: str) -> list[str]:
    """The round in words for ``seat``: the game type, the declarer, the called card and the partner
    once ``seat`` knows him, and whether the game was forced; each note capitalised, as the page shows them as
    segments of a line ("Normal game · Tappist: seat 2")."""
    if game.game_type is None:
        return []
    out = [Msg(_TYPES[game.game_type]).render(lang)]
    if game.declarer is not None:
        # the lessons' and the result's word (issue 33): the Tappist in a normal game, the Solist in a solo; the seat
        # as a person counts it (from 1)
        from ...kernel.explain import seat_label
        from .explain import ROLE

        role = ROLE[game.game_type.value][0]
        out.append(Msg("{role}: {seat}", role=role, seat=Verbatim(seat_label(game.declarer, None, lang))).render(lang))
    if game.call is not None:
        out.append(Msg("called: {card}", card=card_name(game.call.code, lang)).render(lang))
    if game.forced:
        out.append(Msg(N_("a forced game")).render(lang))
    return [note[:1].upper() + note[1:] for note in out]  # each note opens a segment: 'Soloist: seat 2' (issue 33)


def bidder_word(contract: str | None, lang: str) -> str:
    """The declarer as the table names him, by contract: the word of the result, the round's notes and the lessons
    (:data:`.explain.ROLE`: the Tappist in a normal game, the Solist in a solo; a misère has no declarer).

    >>> bidder_word("normal", "de"), bidder_word("solo", "de"), bidder_word("solo", "en")
    ('Tappist', 'Solist', 'soloist')
    """
    from .explain import ROLE

    return ROLE.get(contract or "normal", ROLE["normal"])[0].render(lang)


PHASE_WORDS = {"exchange": N_("Tapp exchange")}
"""Troggu's own phase in words (``GameInfo.phase_words``): the Tappist's exchange with the Tapp."""
