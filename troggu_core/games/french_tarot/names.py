"""Card names of the French Tarot in French, German and English, each marked attested (source + short quote)
or ours.

>>> NAMES["I"]["fr"].text, NAMES["Narr"]["de"].text, NAMES["CN"]["de"].text
('le Petit', 'die Excuse', 'Herz-Ritter')
>>> card_name("CQ", "en")
'queen of hearts'
"""

from __future__ import annotations

from typing import Any

from ...i18n import Msg, N_
from ...kernel.codes import CODES
from ...kernel.names import SourcedName, attested, ours

__all__ = [
    "NAMES",
    "card_name",
    "SUIT_NAMES",
    "RANK_NAMES",
    "action_words",
    "contract_name",
    "describe",
    "bidder_word",
    "PHASE_WORDS",
]


def _names(fr: str, de: str, en: str, source: str) -> dict[str, SourcedName]:
    """A card's French, German and English names from one source (``ours ...``: composed by us)."""
    if source.startswith("ours"):
        return {"fr": ours(fr, source), "de": ours(de, source), "en": ours(en, source)}
    return {"fr": attested(fr, source), "de": attested(de, source), "en": attested(en, source)}


NAMES: dict[str, dict[str, SourcedName]] = {
    "I": _names("le Petit", "der Petit", "the Petit (the One)", "004:6 «wird als Petit bezeichnet»; F §3 «le Petit»"),
    "XXI": _names(
        "le 21",
        "die Trumpfkarte 21",
        "trump 21",
        "004:8 «Der Petit, die Trumpfkarte 21 und die Ausrede bilden die Bouts»; F §3 «le 21»",
    ),
    # one word per concept (issue 33, learn/terms.json): the site's German says Excuse, the game's own name (F), as
    # its rules, lessons and pages do; 004's translation «Ausrede» stands only in a quote
    "Narr": {
        "fr": attested("l'Excuse", "F §3 «l'Excuse»"),
        "de": attested("die Excuse", "F §3 «l'Excuse»; 004:7 translates «1 Ausrede-Karte»"),
        "en": attested("the Excuse", "F §3 «l'Excuse»"),
    },
}
"""Card code -> ``fr``, ``de``, ``en`` -> :class:`~troggu_core.kernel.names.SourcedName` (the kernel's one shape)."""

SUIT_NAMES = {
    "C": ("cœur", "Herz", "hearts"),
    "R": ("carreau", "Karo", "diamonds"),
    "B": ("trèfle", "Kreuz", "clubs"),
    "S": ("pique", "Pik", "spades"),
}
"""Suit letter -> (French, German, English); family-common's correspondence, S names Pik, Herz, Karo, Kreuz."""

RANK_NAMES = {
    "K": ("Roi", "König", "king"),
    "Q": ("Dame", "Dame", "queen"),
    "N": ("Cavalier", "Ritter", "knight"),
    "J": ("Valet", "Bube", "jack"),
}
"""Face ranks -> (French, German, English); 004:5 lists „König, Dame, Bube, Springer“ (so does the French page it
was translated from: „Roi, Dame, Valet, Cavalier“), F §3: Roi, Dame, Cavalier, Valet. The knight is Ritter, the
site's one word in every game (issue 33, learn/terms.json); 004's «Springer» stands only in a quote, so the knights'
German names are ours."""

_ROMAN = CODES[:21]  # the trumps I..XXI, as the kernel codes them

for _n, _r in enumerate(_ROMAN, 1):
    if _r not in NAMES:
        NAMES[_r] = _names(f"le {_n}", f"Trumpf {_n}", f"trump {_n}", "ours (S numbers the trumps 1 to 21)")
for _s, (_fs, _ds, _es) in SUIT_NAMES.items():
    for _k, (_fr, _dr, _er) in RANK_NAMES.items():
        NAMES[_s + _k] = _names(f"{_fr} de {_fs}", f"{_ds}-{_dr}", f"{_er} of {_es}", "004:5, 004:74; F §3")
        if _k == "N":  # 004 says «Springer»: the German name is the site's word (issue 33), ours
            NAMES[_s + _k]["de"] = ours(f"{_ds}-{_dr}", "ours (004:5 «Springer»; the site says Ritter in every game)")
    for _p in range(1, 11):
        _pf = "As" if _p == 1 else str(_p)
        _pd = "Ass" if _p == 1 else str(_p)
        _pe = "ace" if _p == 1 else str(_p)
        NAMES[f"{_s}{_p}"] = _names(
            f"{_pf} de {_fs}",
            f"{_ds}-{_pd}",
            f"{_pe} of {_es}",
            "004:5 «10, 9, 8, 7, 6, 5, 4, 3, 2 und Ass»" if _p in (1, 10) else "ours",
        )


def card_name(code: str, lang: str = "en") -> str:
    """A card's name in ``fr``, ``de`` or ``en``."""
    return NAMES[code][lang].text


# The contracts keep their French names in both languages (the players' own terms, as the FFT rules and the German
# tarot literature use them); everything around them is said in the reader's language.
_CONTRACTS = {"prise": "Prise", "garde": "Garde", "garde_sans": "Garde sans", "garde_contre": "Garde contre"}
_WORDS = {
    "chelem": N_("announce a chelem (all tricks)"),
    "no_chelem": N_("announce no chelem"),
    "no_poignee": N_("show no poignée"),
}


def contract_name(contract: str) -> str:
    """A contract's French name (``Garde sans``), as the players say it in both languages."""
    return _CONTRACTS.get(contract, contract)


def action_words(action: str, lang: str) -> str | None:
    """The words for the contracts, the chelem and the poignée; ``None`` for cards and lay-aways."""
    if action in _CONTRACTS:
        return _CONTRACTS[action]
    if action in _WORDS:
        return Msg(_WORDS[action]).render(lang)
    if action.startswith("poignee "):
        return Msg("show a poignée: {cards}", cards=action[len("poignee ") :]).render(lang)
    return None


def describe(state: Any, seat: int, lang: str) -> list[str]:
    """The round in words: the contract and who took it (``Garde``, ``Nehmer: Platz 2``)."""
    if getattr(state, "contract", None) is None or state.taker is None:
        return []
    return [
        _CONTRACTS.get(state.contract, state.contract),
        _cap(Msg(N_("taker: seat {seat}"), seat=state.taker + 1).render(lang)),  # the seat as a person counts it
    ]


def _cap(note: str) -> str:
    """A note as it opens a segment of the round's line ('Taker: seat 2')."""
    return note[:1].upper() + note[1:]


def bidder_word(contract: str | None, lang: str) -> str:
    """The taker, as the table, the round's notes and the result name the seat that took the contract (every
    contract alike).

    >>> bidder_word("garde", "de"), bidder_word(None, "en")
    ('Nehmer', 'taker')
    """
    return Msg(N_("taker")).render(lang)


PHASE_WORDS = {"chelem": N_("Announcing a chelem"), "poignee": N_("Showing a poignée")}
"""The French Tarot's own phases in words (``GameInfo.phase_words``): the chelem's announcement and the poignée."""
