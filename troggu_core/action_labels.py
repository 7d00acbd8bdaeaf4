"""What a widget shows for a family game's action that is not a plain card (a bid, an announcement, a demand),
in the reader's language from the engine's catalogue; the action itself stays in the game's notation.

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
"""

from __future__ import annotations

from .i18n import Msg, N_

__all__ = ["action_label", "hidden_discard_label"]

# French Tarot: the contracts keep their French names in both languages (the players' own terms, as the FFT
# rules and the German tarot literature use them); everything around them is said in the reader's language.
_CONTRACTS = {"prise": "Prise", "garde": "Garde", "garde_sans": "Garde sans", "garde_contre": "Garde contre"}
_WORDS = {
    "pass": N_("pass"),
    "chelem": N_("announce a chelem (all tricks)"),
    "no_chelem": N_("announce no chelem"),
    "no_poignee": N_("show no poignée"),
    "demand": N_("demand the Scies in the third-last trick"),
    "announce vole": N_("announce a vole (all tricks)"),
    "announce nolo": N_("announce a nolo (no trick)"),
}
_SUITS = {"R": N_("Diamonds"), "B": N_("Clubs"), "S": N_("Spades"), "C": N_("Hearts")}


def _card_name(game_id: str, code: str, lang: str) -> str:
    if game_id == "troccas":
        from .games.troccas.names import name

        return name(code, lang)
    if game_id == "grosstarock":
        from .games.grosstarock.names import card_name as gt_name

        return gt_name(code, lang)
    from .games.french_tarot.names import card_name as ft_name

    return ft_name(code, lang)


def action_label(game_id: str, action: str, lang: str) -> str:
    """The words for ``action`` of game ``game_id`` in ``lang`` (``de`` or ``en``); an action it does not know
    is shown as written."""
    if action in _CONTRACTS:
        return _CONTRACTS[action]
    if action in _WORDS:
        return Msg(_WORDS[action]).render(lang)
    if action.startswith("discard "):
        return Msg("lays away {cards}", cards=action[len("discard "):]).render(lang)
    if action.startswith("poignee "):
        return Msg("show a poignée: {cards}", cards=action[len("poignee "):]).render(lang)
    if game_id == "troccas" and action.endswith("!"):  # jack.demand: the King played, its Jack demanded
        return Msg("play {card} and demand the jack", card=_card_name(game_id, action[:-1], lang)).render(lang)
    if game_id == "grosstarock" and action.startswith("Narr:") and action[5:] in _SUITS:  # GT-EXC-DK-2
        return Msg("lead the Scies as a {suit} card", suit=Msg(_SUITS[action[5:]])).render(lang)
    return action


def hidden_discard_label(count: int, lang: str) -> str:
    """What the others hear of a lay-away: how many cards, not which (they are laid away face down)."""
    return Msg("lays away {count} cards", count=count).render(lang)
