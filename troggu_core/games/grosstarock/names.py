"""Card names of the Großtarock: German, English and the rulesets' own (1754, Dummett, Danish).

Each entry is ``(names by language, attested)``; ``attested`` is the seed quote it comes from, or ``"ours"``.

>>> NAMES["Narr"]["1754"]
'Excuse'
>>> card_name("RK", "de")
'Karo-König'
"""

from __future__ import annotations

from ...i18n import Msg, N_

from .cards import parse

__all__ = ["NAMES", "ATTESTED", "RANK_NAMES", "SUIT_NAMES", "card_name", "action_words"]

NAMES: dict[str, dict[str, str]] = {
    "I": {"de": "Pagat", "en": "Pagat", "1754": "Pagat", "dummett": "Pagat", "danish": "Pagat"},
    "XXI": {"de": "Tarok 21", "en": "Tarok 21", "1754": "21", "dummett": "Tarok 21", "danish": "Tarok 21"},
    "Narr": {"de": "Sküs", "en": "Excuse", "1754": "Excuse", "dummett": "Sküs", "danish": "Scies"},
}
ATTESTED: dict[str, str] = {
    "I": "003:63 «Pagat, Excuse und 21 sind ebenfalls jeweils 5 Points wert»",
    "XXI": "003:80 «Pagat, Sküs und Tarok 21»",
    "Narr": "003:32 «die Sckis, Scüs oder Excuse (deutscher Taroc), Sküs (Großtarock), Scies oder Scus "
    "(dänischer Tarok)»",
    "courts": "003:63 «Ein König gilt 5, Dame 4, Cavall 3 und Valet 2 Points»",
    "suits": "003:29–30 «Zwei schwarze Farben (Kreuz und Pik) … Zwei rote Farben (Herz und Karo)»",
    "taroks": "ours (Tarok n / Tarock n)",
    "pips": "ours",
}
SUIT_NAMES: dict[str, dict[str, str]] = {
    "R": {"de": "Karo", "en": "Diamonds"},
    "B": {"de": "Kreuz", "en": "Clubs"},
    "S": {"de": "Pik", "en": "Spades"},
    "C": {"de": "Herz", "en": "Hearts"},
}
RANK_NAMES: dict[str, dict[str, str]] = {
    "K": {"de": "König", "en": "King", "1754": "König"},
    "Q": {"de": "Dame", "en": "Queen", "1754": "Dame"},
    "N": {"de": "Cavall", "en": "Cavalier", "1754": "Cavall"},
    "J": {"de": "Valet", "en": "Jack", "1754": "Valet"},
    "1": {"de": "Ass", "en": "Ace"},
}


def card_name(code: str, lang: str = "de") -> str:
    """A card's name in ``de``, ``en`` or a ruleset's own names (``1754``, ``dummett``, ``danish``)."""
    i = parse(code)
    from .cards import code_of

    canon = code_of(i)
    if canon in NAMES:
        return NAMES[canon].get(lang, NAMES[canon]["en" if lang == "en" else "de"])
    if i < 21:
        return f"Tarok {i + 1}"
    suit, rank = canon[0], canon[1:]
    base = "en" if lang == "en" else "de"
    rank_name = RANK_NAMES.get(rank, {}).get(lang, RANK_NAMES.get(rank, {}).get(base, rank))
    if base == "en":
        return f"{rank_name} of {SUIT_NAMES[suit]['en']}"
    return f"{SUIT_NAMES[suit]['de']}-{rank_name}"


_SUIT_WORDS = {"R": N_("Diamonds"), "B": N_("Clubs"), "S": N_("Spades"), "C": N_("Hearts")}
_WORDS = {
    "demand": N_("demand the Scies in the third-last trick"),
    "announce vole": N_("announce a vole (all tricks)"),
    "announce nolo": N_("announce a nolo (no trick)"),
}


def action_words(action: str, lang: str) -> str | None:
    """The words for the Großtarock actions that are not cards: the announcements, the Scies demand and the
    Scies led as a suit (``Narr:C``, rule GT-EXC-DK-2); ``None`` otherwise."""
    if action in _WORDS:
        return Msg(_WORDS[action]).render(lang)
    if action.startswith("Narr:") and action[5:] in _SUIT_WORDS:
        return Msg("lead the Scies as a {suit} card", suit=Msg(_SUIT_WORDS[action[5:]])).render(lang)
    return None
