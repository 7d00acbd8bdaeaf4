"""A family game's rule as data: its stable id, its section, its sources and one line in German and English.

Every game package lists its rules with this one type (Troggu keeps its own, older :class:`troggu_core.games.troggu.rules.Rule`).

>>> Rule("play.follow", "play", "S10", "Du musst Farbe bekennen.", "Follow suit.").section
'play'
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["Rule"]


@dataclass(frozen=True, slots=True)
class Rule:
    """One rule: id (``section.name`` or the spec's own id), section, source key(s), German (du-Form) and English."""

    id: str
    section: str
    source: str
    de: str
    en: str
