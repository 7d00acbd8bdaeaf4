"""Card names for Troccas: German, English and Romansh, each marked attested (seed 002, with a short quote) or ours.

>>> NAMES["XXI"]["fr"].text, NAMES["XXI"]["fr"].attested
('Le monde', True)
>>> NAMES["BK"]["rm"].text
'Retg bastuns'
"""

from __future__ import annotations

from ...kernel.codes import CODES, SUIT_LETTERS
from ...kernel.names import PIP_WORDS, SourcedName, attested, ours

__all__ = ["Name", "NAMES", "SUIT_NAMES", "name", "card_name", "action_words"]


Name = SourcedName
"""The kernel's one card-name shape (:class:`~troggu_core.kernel.names.SourcedName`), under its old name here."""


def _a(text: str, quote: str) -> Name:
    return attested(text, f'002: "{quote}"')


def _o(text: str) -> Name:
    return ours(text)


SUIT_NAMES: dict[str, dict[str, Name]] = {
    "R": {"de": _a("Rosen", "Nur bei Kelchen und Rosen"), "en": _o("Coins"), "rm": _a("rosas", "TroccasRetgrosas")},
    "B": {"de": _o("Stecken"), "en": _o("Batons"), "rm": _a("bastuns", "TroccasRetgbastuns")},
    "S": {"de": _o("Schwerter"), "en": _o("Swords"), "rm": _a("spadas", "TroccasRetgspadas")},
    "C": {"de": _a("Kelche", "Nur bei Kelchen und Rosen"), "en": _o("Cups"), "rm": _a("cuppas", "TroccasRetgcuppas")},
}
_RANK_DE = {
    "K": _a("König", "der König jeder Farbe"),
    "Q": _a("Königin", "jede Königin"),
    # one word per concept (issue 33, learn/terms.json): the knight is Ritter in every game, as 000 and 001 say
    "N": ours("Ritter", '002 writes "jeder Reiter"; the site says Ritter in every game (000, 001)'),
    "J": _a("Bub", "jeder Bub"),
}
_RANK_EN = {"K": "King", "Q": "Queen", "N": "Knight", "J": "Jack"}
_RM_KING = {"R": "Retg rosas", "B": "Retg bastuns", "S": "Retg spadas", "C": "Retg cuppas"}
_DE_COMPOUND = {"Kelche": "Kelch", "Schwerter": "Schwert"}
"""The first part of a German compound card name: Kelch-Bub, Schwert-König (not Kelche-Bub; issue 26), and so
Kelch-Acht, Schwert-Sieben (issue 33: the pips named like the court cards, with Troggu's number words)."""


def _build() -> dict[str, dict[str, Name]]:
    out: dict[str, dict[str, Name]] = {}
    for i, c in enumerate(CODES):
        if i < 21:
            out[c] = {"de": _a(f"Tarock {c}", "21 Tarock (Trumpf)"), "en": _o(f"Trump {c}")}
        elif c == "Narr":
            out[c] = {"de": _a("Narr", "und den Narr"), "en": _o("Fool"), "fr": _a("Le mat", "der Narr (Le mat)")}
        else:
            s, r = c[0], c[1:]
            de_s, en_s = SUIT_NAMES[s]["de"].text, SUIT_NAMES[s]["en"].text
            if r in _RANK_DE:
                text = f"{_DE_COMPOUND.get(de_s, de_s)}-{_RANK_DE[r].text}"
                both = _RANK_DE[r].attested and SUIT_NAMES[s]["de"].attested
                de = (
                    SourcedName(text, True, _RANK_DE[r].source)
                    if both
                    else ours(text, f"ours (composed: {de_s} + {_RANK_DE[r].text})")
                )
                entry = {"de": de, "en": _o(f"{_RANK_EN[r]} of {en_s}")}
                if r == "K":
                    entry["rm"] = _a(_RM_KING[s], "TroccasRetg" + SUIT_NAMES[s]["rm"].text)
            else:
                number = PIP_WORDS["de"][int(r) - 1]
                de = ours(f"{_DE_COMPOUND.get(de_s, de_s)}-{number}", f"ours (composed: {de_s} + {number})")
                entry = {"de": de, "en": _o(f"{PIP_WORDS['en'][int(r) - 1]} of {en_s}")}
            out[c] = entry
    out["XXI"]["fr"] = _a("Le monde", "der 21ste (Le monde)")
    out["I"]["fr"] = _a("Le bateleur", "der erste (Le bateleur)")
    return out


NAMES: dict[str, dict[str, Name]] = _build()
"""Card code -> language (``de``, ``en``, ``rm`` Romansh, ``fr`` the French names the seed quotes) -> name."""


def name(card: str, lang: str = "de") -> str:
    """The name of a card in a language (German if that language has none)."""
    entry = NAMES[card]
    return (entry.get(lang) or entry["de"]).text


_ = SUIT_LETTERS


card_name = name
"""A card's name in a language: the family's one way to say it (``card_name("RK", "de")``)."""


def action_words(action: str, lang: str) -> str | None:
    """The words for playing a King and demanding its Jack (``RK!``, rule ``jack.demand``); ``None`` otherwise."""
    from ...i18n import Msg

    if action.endswith("!") and action[:-1] in NAMES:
        return Msg("play {card} and demand the jack", card=name(action[:-1], lang)).render(lang)
    return None
