"""A rule as data, one type for all five games: its stable id, its section, its sources, a statement in German
and English and, where the site gives it a heading, a title in both languages.

>>> r = Rule("play.follow", "play", "S10", "Du musst Farbe bekennen.", "Follow suit.")
>>> r.section, r.sources, r.statement("de")
('play', ('S10',), 'Du musst Farbe bekennen.')
>>> Rule("GT-DEAL-4", "deal", "003, reading", "…", "…").sources
('003', 'reading')
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["Rule"]


@dataclass(frozen=True, slots=True, init=False)
class Rule:
    """One rule: id (``section.name`` or the spec's own id), section, source keys, German (du-Form) and English
    statements, and optional German and English titles.

    ``sources`` may be given as a tuple or as one text (``"003, reading"``); it is kept as a tuple.
    """

    id: str
    section: str
    sources: tuple[str, ...]
    de: str
    en: str
    title_de: str = ""
    title_en: str = ""

    def __init__(self, id: str, section: str, sources: tuple[str, ...] | str, de: str, en: str,
                 title_de: str = "", title_en: str = "") -> None:
        if isinstance(sources, str):
            sources = tuple(k.strip() for k in sources.split(",") if k.strip())
        for name, value in (("id", id), ("section", section), ("sources", tuple(sources)), ("de", de), ("en", en),
                            ("title_de", title_de), ("title_en", title_en)):
            object.__setattr__(self, name, value)

    @property
    def source(self) -> str:
        """The sources as one text: ``"003, reading"``."""
        return ", ".join(self.sources)

    def statement(self, lang: str) -> str:
        """The statement in ``lang`` (``"de"`` or ``"en"``; English where a German one is missing)."""
        return self.de if lang == "de" and self.de else self.en

    def title_in(self, lang: str) -> str:
        """The title in ``lang`` (the id where the rule has none)."""
        return (self.title_de if lang == "de" else self.title_en) or self.title_en or self.id

    @property
    def anchor(self) -> str:
        """The heading anchor on the site: the rule id itself."""
        return self.id

    # the names Troggu's rules had before the family shared one type
    @property
    def title(self) -> str:
        """The English title."""
        return self.title_en

    @property
    def text(self) -> str:
        """The English statement."""
        return self.en

    @property
    def text_de(self) -> str:
        """The German statement."""
        return self.de
