"""A ruleset option's readings: for each value, where it comes from and what it means, in German and English.

Each family game's ``rulesets`` module lists ``OPTION_READINGS``: option -> value -> :class:`Reading`. The source
cites a seed with its line (``003:114``, ``004:22``), a Troccas rule of seed 002 (``S19``), an outside text of the
game's spec (``O3``, ``F §6``) or ``reading`` (our own reading where the sources are silent); a value no source
gives, which a table may play (an amount, a threshold), has no source and is marked ``unsourced`` ("nicht in den
Quellen" / "not in the sources"); no named ruleset takes it. A phrase quoted in
'single quotes' after a seed citation is the seed's wording on that line (``tests/test_attestations.py`` checks it).

>>> r = Reading("003:114 'Nach dem Verwerfen'", "nach dem Weglegen", "after the discard", ours=True)
>>> r.label("de")
'nach dem Weglegen (unsere Lesart)'
>>> Reading("", "gegen den Hund ×8", "against the dog ×8", unsourced=True).label("en")
'against the dog ×8 (not in the sources)'
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["Reading"]


@dataclass(frozen=True, slots=True)
class Reading:
    """One value of an option: its source, its meaning in German and English, and whether it is our reading
    (the default of the rulesets that follow our reading), or a value no source gives (``unsourced``: its source
    is empty)."""

    source: str
    de: str
    en: str
    ours: bool = False
    unsourced: bool = False

    def label(self, lang: str) -> str:
        """The meaning in ``lang`` ("de" or "en"), marked when it is our reading."""
        text = self.de if lang == "de" else self.en
        if self.ours:
            text += " (unsere Lesart)" if lang == "de" else " (our reading)"
        if self.unsourced:
            text += " (nicht in den Quellen)" if lang == "de" else " (not in the sources)"
        return text
