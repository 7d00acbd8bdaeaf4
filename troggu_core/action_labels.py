"""The words for a game's actions in the reader's language, as the page shows them beside the cards.

Cards are shown as pictures; every other action gets words: a lay-away is said the same way in every game, the
rest in the game's own words (each game's ``names.action_words``, reached through the registry).

>>> action_label("french-tarot", "pass", "de"), action_label("french-tarot", "garde_sans", "de")
('passen', 'Garde sans')
>>> action_label("troccas", "RK!", "de")
'Rosen-König spielen und den Buben verlangen'
>>> action_label("grosstarock", "Narr:C", "en")
'lead the Scies as a Hearts card'
>>> action_label("french-tarot", "poignee XXI XX Narr", "de")
'Poignée zeigen: XXI XX Narr'
>>> action_label("troccas", "discard I CK", "de"), hidden_discard_label(2, "de")
('legt I CK weg', 'legt 2 Karten weg')
>>> action_label("troggu", "call RK", "en")
'call King of Coins'
"""

from __future__ import annotations

from .i18n import Msg, N_
from .kernel.layaway import is_layaway
from .kernel.registry import game

__all__ = ["action_label", "hidden_discard_label"]

_PASS = N_("pass")


def action_label(game_id: str, action: str, lang: str) -> str:
    """The words for ``action`` of game ``game_id`` in ``lang`` (``de`` or ``en``); an action it does not know
    is shown as written."""
    words = game(game_id).action_words
    said = words(action, lang) if words is not None else None
    if said is not None:
        return said
    if action == "pass":
        return Msg(_PASS).render(lang)
    if is_layaway(action):
        return Msg("lays away {cards}", cards=action[len("discard ") :]).render(lang)
    return action


def hidden_discard_label(count: int, lang: str) -> str:
    """What the others hear of a lay-away: how many cards, not which (they are laid away face down)."""
    return Msg("lays away {count} cards", count=count).render(lang)
