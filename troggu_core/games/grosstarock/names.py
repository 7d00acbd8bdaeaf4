"""Card names of the Großtarock: German, English and the rulesets' own (1754, Dummett, Danish).

Every card's names in the kernel's one shape, each attested by the quote that holds it word for word, or ours.

>>> NAMES["Narr"]["1754"].text, NAMES["Narr"]["1754"].attested
('Excuse', True)
>>> card_name("RK", "de")
'Karo-König'
>>> score_word("half_cavallerie", "de"), score_word("pagat_lost", "en")
('halbe Cavallerie', 'Pagat lost')
"""

from __future__ import annotations

from ...i18n import Msg, N_

from ...kernel.names import SourcedName, attested, ours
from .cards import code_of, parse

__all__ = ["NAMES", "ATTESTED", "RANK_NAMES", "SUIT_NAMES", "SCORE_WORDS", "card_name", "action_words", "score_word"]

_NAMED: dict[str, dict[str, str]] = {
    "I": {"de": "Pagat", "en": "Pagat", "1754": "Pagat", "dummett": "Pagat", "danish": "Pagat"},
    "XXI": {"de": "Tarok 21", "en": "Tarok 21", "1754": "21", "dummett": "Tarok 21", "danish": "Tarok 21"},
    "Narr": {"de": "Sküs", "en": "Excuse", "1754": "Excuse", "dummett": "Sküs", "danish": "Scies"},
}
_NAMED_SOURCES: dict[str, str] = {
    "I": "003:63 «Pagat, Excuse und 21 sind ebenfalls jeweils 5 Points wert»",
    "XXI": "003:80 «Pagat, Sküs und Tarok 21»",
    "Narr": "003:32 «die Sckis, Scüs oder Excuse (deutscher Taroc), Sküs (Großtarock), Scies oder Scus "
    "(dänischer Tarok)»",
}
ATTESTED: dict[str, str] = {
    "courts": "003:63 «Ein König gilt 5, Dame 4, Cavall 3 und Valet 2 Points»",
    "suits": "003:29–30 «Zwei schwarze Farben (Kreuz und Pik) … Zwei rote Farben (Herz und Karo)»",
    "taroks": "ours (Tarok n / Tarock n)",
    "pips": "ours",
}
"""Where the names of groups of cards come from (the courts, the suits); each named card's own source is in
:data:`NAMES`."""
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


def _quoted(text: str, source: str) -> SourcedName:
    """A name the quote holds word for word is attested by it; else it is ours."""
    return attested(text, source) if text in source else ours(text)


def _build() -> dict[str, dict[str, SourcedName]]:
    out: dict[str, dict[str, SourcedName]] = {}
    for i in range(78):
        code = code_of(i)
        if code in _NAMED:
            out[code] = {k: _quoted(v, _NAMED_SOURCES[code]) for k, v in _NAMED[code].items()}
        elif i < 21:
            out[code] = {
                "de": ours(f"Tarok {i + 1}", ATTESTED["taroks"]),
                "en": ours(f"Tarok {i + 1}", ATTESTED["taroks"]),
            }
        else:
            suit, rank = code[0], code[1:]
            de_rank = RANK_NAMES.get(rank, {}).get("de", rank)
            en_rank = RANK_NAMES.get(rank, {}).get("en", rank)
            de = f"{SUIT_NAMES[suit]['de']}-{de_rank}"
            if rank in "KQNJ" and SUIT_NAMES[suit]["de"] in ATTESTED["suits"] and de_rank in ATTESTED["courts"]:
                de_name = attested(de, ATTESTED["suits"] + "; " + ATTESTED["courts"])
            else:
                de_name = ours(de)
            out[code] = {"de": de_name, "en": ours(f"{en_rank} of {SUIT_NAMES[suit]['en']}")}
    return out


def card_name(code: str, lang: str = "de") -> str:
    """A card's name in ``de``, ``en`` or a ruleset's own names (``1754``, ``dummett``, ``danish``)."""
    entry = NAMES[code_of(parse(code))]
    return (entry.get(lang) or entry["en" if lang == "en" else "de"]).text


NAMES: dict[str, dict[str, SourcedName]] = _build()
"""Card code -> ``de``, ``en`` or a ruleset's own names (``1754``, ``dummett``, ``danish``) ->
:class:`~troggu_core.kernel.names.SourcedName` (the kernel's one shape)."""

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


SCORE_WORDS: dict[str, str] = {
    # declarations (GT-DECL-*: .declarations)
    "taroks": N_("ten taroks"),
    "matadors": N_("three matadors"),
    "kings": N_("three kings"),
    "four_kings": N_("four kings"),
    "three_kings": N_("three kings and the excuse"),
    "half_kings": N_("half kings (three and the excuse)"),
    "overfull_kings": N_("overfull kings (four and the excuse)"),
    "cavallerie": N_("cavallerie"),
    "full_cavallerie": N_("full cavallerie"),
    "half_cavallerie": N_("half cavallerie"),
    "overfull_cavallerie": N_("overfull cavallerie"),
    "four_queens": N_("four queens"),
    "four_knights": N_("four cavaliers"),
    "four_jacks": N_("four jacks"),
    "ladons": N_("16 ladons"),
    # bonuses and penalties of the play (GT-PAY-*: .scoring)
    "pagat": N_("Pagat brought home"),
    "pagat_lost": N_("Pagat lost"),
    "pagat_ultimo": N_("Pagat ultimo (the last trick)"),
    "pagat_ultimo_lost": N_("Pagat ultimo lost"),
    "king": N_("a trick with a king"),
    "king_lost": N_("a king lost"),
    "king_ultimo": N_("king ultimo (the last trick)"),
    "king_ultimo_lost": N_("king ultimo lost"),
    "excuse_no_tricks": N_("the excuse without a trick"),
    "vole_announced": N_("announced vole"),
    "vole_announced_lost": N_("announced vole lost"),
    "nolo_announced": N_("announced nolo"),
    "nolo_announced_lost": N_("announced nolo lost"),
    "vole": N_("vole (every trick)"),
    "nolo": N_("nolo (no trick)"),
    "tout": N_("tout (every trick)"),
    "last_trick": N_("the last trick"),
}
"""The words of each declaration and bonus a result names (its ``declarations`` and ``bonuses``: ``name``)."""


def score_word(name: str, lang: str) -> str:
    """A declaration's or bonus's ``name`` in a result (``"half_cavallerie"``, ``"pagat_lost"``) in the words of
    ``lang``; a name the game does not know as it is."""
    return Msg(SCORE_WORDS[name]).render(lang) if name in SCORE_WORDS else name
