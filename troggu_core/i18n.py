"""Messages in the reader's language: the standard ``gettext`` machinery, one catalogue per language.

The catalogues are ``troggu_core/locale/<lang>/LC_MESSAGES/troggu.po`` (the source, edited by
hand), compiled to ``troggu.mo`` with Babel at build time (``scripts/compile_catalogues.py``,
run by the site build, the package build and the tests). At run time, in CPython and in
Pyodide alike, only the standard library's :mod:`gettext` reads them.

The key of every message is its English text (an error's template, see
:class:`troggu_core.errors.TrogguError`), so English needs no catalogue: without a compiled
catalogue every message stays English.

>>> gettext("it is not your turn", "de")
'Du bist nicht am Zug'
>>> gettext("it is not your turn", "en")
'it is not your turn'
"""

from __future__ import annotations

import contextvars
import gettext as _gettext
import re
import reprlib
from contextlib import contextmanager
from functools import lru_cache
from pathlib import Path
from typing import Any, Callable, Iterator

__all__ = [
    "LANGUAGES",
    "DOMAIN",
    "LOCALE_DIR",
    "Msg",
    "Plural",
    "Localized",
    "Verbatim",
    "Seat",
    "seat_range",
    "verbatim",
    "brief",
    "translation",
    "gettext",
    "translate_error",
    "translate_plural",
    "plural_index",
    "N_",
    "message_context",
    "gettext_in_context",
    "MAX_PARAM",
    "MAX_ITEMS",
    "MAX_MATCHED",
    "Number",
    "numbers",
]

DOMAIN = "troggu"
LOCALE_DIR = Path(__file__).resolve().parent / "locale"
LANGUAGES = ("de", "en")
"""The languages with a catalogue; English is also every message's key."""


MAX_PARAM = 200
"""The most characters of one parameter a message shows (longer text is cut, with an ellipsis)."""
MAX_ITEMS = 64
"""The most items of a list parameter a message shows (a nested list is shown by a bounded ``repr``)."""
MAX_MATCHED = 2000
"""The longest message without parameters that is matched against the catalogue's templates."""


class Verbatim(str):
    """The reader's own text inside a message (a key, a value, a name): shown as it is, never translated."""

    __slots__ = ()


class Seat(int):
    """A seat as the engine counts it (0..n-1), inside a message: said as people count seats (``Platz 1`` ..
    ``Platz n``), while the error's ``params`` (the records', the API's numbers) keep the engine's number.

    >>> translate_error("it is seat {to_move}'s turn", {"to_move": Seat(0)}, "en"), Seat(2) == 2
    ("it is seat 1's turn", True)
    """

    __slots__ = ()

    def __repr__(self) -> str:
        return f"Seat({int(self)})"


def seat_range(players: int) -> dict[str, Any]:
    """The parameters of a message that names every seat of a table of ``players``: ``{first}`` and ``{last}`` as
    :class:`Seat` (said ``Platz 1`` .. ``Platz n``), ``{top}`` the engine's last number (the records count from 0).

    >>> translate_error("the dealer is one of seats {first} to {last} (counted from 0: 0 to {top})", seat_range(4), "de")
    'Der Geber sitzt auf einem der Plätze 1 bis 4 (von 0 an gezählt: 0 bis 3)'
    """
    return {"first": Seat(0), "last": Seat(players - 1), "top": players - 1}


_BRIEF = reprlib.Repr()
_BRIEF.maxlevel, _BRIEF.maxstring, _BRIEF.maxother = 3, 40, 40


def verbatim(text: object, limit: int = 40) -> Verbatim:
    """At most ``limit`` characters of the reader's ``text``, marked never to be translated.

    Any other value is shown by a bounded ``repr`` (however deep a list nests, it is not walked).

    >>> verbatim("a must be " * 10, 20)
    'a must be a must be …'
    >>> verbatim([[[["troggu-record/1"]]]])
    '[[[[...]]]]'
    """
    s = text if isinstance(text, str) else _BRIEF.repr(text)
    return Verbatim(s if len(s) <= limit else s[:limit] + "…")


def brief(value: object, limit: int = 40) -> Verbatim:
    """A bounded ``repr`` of the reader's ``value`` (quoted if text), never translated.

    >>> brief("troggu-record/9"), brief([[[[1]]]])
    ("'troggu-record/9'", '[[[[...]]]]')
    """
    return verbatim(_BRIEF.repr(value), limit)


def N_(text: str) -> str:
    """Mark ``text`` for the catalogue without translating it now (a parameter that is itself a message)."""
    return text


class Msg:
    """A phrase inside a message (a parameter that is itself a message): template and parameters.

    ``str()`` gives the English text; inside an error's parameters it is said in the error's language.
    """

    __slots__ = ("msgid", "params")

    def __init__(self, msgid: str, /, **params: Any) -> None:
        self.msgid = msgid
        self.params = params

    def render(self, lang: str) -> str:
        """The phrase in ``lang``."""
        return translate_error(self.msgid, self.params, lang)

    def __str__(self) -> str:
        return self.render("en")

    def __repr__(self) -> str:
        return f"Msg({self.msgid!r}, **{self.params!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Msg) and (self.msgid, self.params) == (other.msgid, other.params)

    def __hash__(self) -> int:
        return hash(self.msgid)


class Plural(Msg):
    """A phrase whose words follow a number (``1 round``, ``2 rounds``): its singular and plural templates are one
    catalogue entry (``msgid`` and ``msgid_plural``), and the language's plural rule (the catalogue's
    ``Plural-Forms``) picks the form for ``params[count]`` (gettext's ``ngettext``).

    >>> Plural("{n} round read", "{n} rounds read", n=1).render("de"), str(Plural("{n} round read", "{n} rounds read", n=2))
    ('1 Runde gelesen', '2 rounds read')
    """

    __slots__ = ("plural", "count")

    def __init__(self, msgid: str, plural: str, /, count: str = "n", **params: Any) -> None:
        super().__init__(msgid, **params)
        self.plural = plural
        self.count = count

    def render(self, lang: str) -> str:
        """The phrase in ``lang``, in the form its number takes there."""
        return translate_plural(self.msgid, self.plural, self.params, lang, self.count)

    def __repr__(self) -> str:
        return f"Plural({self.msgid!r}, {self.plural!r}, **{self.params!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Plural) and (self.msgid, self.plural, self.params) == (
            other.msgid,
            other.plural,
            other.params,
        )

    def __hash__(self) -> int:
        return hash((self.msgid, self.plural))


class Localized:
    """A value that carries its own words in each language (a game's title, a rule's statement): a parameter that
    is said in the error's language without the catalogue.

    >>> title = Localized(de="Französisches Tarot zu dritt", en="French Tarot for three")
    >>> translate_error("{title} is played by 3", {"title": title}, "de"), str(title)
    ('Französisches Tarot zu dritt is played by 3', 'French Tarot for three')
    """

    __slots__ = ("de", "en")

    def __init__(self, *, de: str, en: str) -> None:
        self.de = de
        self.en = en

    def render(self, lang: str) -> str:
        """The text in ``lang`` (English for any other language)."""
        return self.de if lang == "de" else self.en

    def __str__(self) -> str:
        return self.en

    def __repr__(self) -> str:
        return f"Localized(de={self.de!r}, en={self.en!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Localized) and (self.de, self.en) == (other.de, other.en)

    def __hash__(self) -> int:
        return hash((self.de, self.en))


@lru_cache(maxsize=8)
def translation(lang: str) -> _gettext.NullTranslations:
    """The compiled catalogue of ``lang`` (a do-nothing one if there is none)."""
    if lang not in LANGUAGES:
        lang = "en"
    return _gettext.translation(DOMAIN, localedir=str(LOCALE_DIR), languages=[lang], fallback=True)


def gettext(message: str, lang: str) -> str:
    """``message`` (an English catalogue key) in ``lang``."""
    return translation(lang).gettext(message)


_FIELD = re.compile(r"\{(\w+)(![rs])?\}")


@lru_cache(maxsize=8)
def _templates(lang: str) -> list[tuple[re.Pattern[str], str]]:
    """(regex of an English template, its translation) for every catalogue entry with parameters."""
    catalog: dict[Any, str] = getattr(translation(lang), "_catalog", {})
    out = []
    for key, value in catalog.items():
        if not isinstance(key, str) or "{" not in key or not value:
            continue
        parts, pos, names = [], 0, set()
        for m in _FIELD.finditer(key):
            if m.group(1) in names:
                break
            names.add(m.group(1))
            parts.append(re.escape(key[pos : m.start()]))
            parts.append(f"(?P<{m.group(1)}>.+?)")
            pos = m.end()
        else:
            parts.append(re.escape(key[pos:]))
            out.append((re.compile("".join(parts), re.S), _FIELD.sub(r"{\1}", value)))
    out.sort(key=lambda x: -len(x[0].pattern))  # the most specific template first
    return out


def _cut(text: str) -> str:
    return text if len(text) <= MAX_PARAM else text[:MAX_PARAM] + "…"


def _param(value: Any, lang: str) -> Any:
    """A parameter as the message shows it: a phrase said in ``lang``, a catalogue key translated (one
    look-up, never a second pass over the result), the reader's text as it is; text cut to ``MAX_PARAM``."""
    if isinstance(value, (Msg, Localized)):
        return _cut(value.render(lang))
    if isinstance(value, Seat):
        return int(value) + 1  # people count seats from 1
    if isinstance(value, (list, tuple)):
        items = [verbatim(v) if isinstance(v, (list, tuple, dict)) else _param(v, lang) for v in value[:MAX_ITEMS]]
        return _cut(", ".join(map(str, items)))
    if isinstance(value, Verbatim):
        return value if len(value) <= MAX_PARAM else Verbatim(_cut(value))  # a subclass keeps its format (a case)
    if isinstance(value, (dict, set, frozenset)):
        return brief(value, MAX_PARAM)
    if isinstance(value, str):
        return _cut(translation(lang).gettext(value) if lang != "en" and value else value)
    return value


class Number:
    """A number that an f-string writes as a reader of ``lang`` does, whatever its format spec asks: in German with a
    decimal comma, a point between thousands and a space before ``%``; in English as Python writes it.

    >>> n = numbers("de")
    >>> f"{n(5 / 31):.4f} {n(4000):,} {n(0.556):.1%} {n(-0.0113):+.4f} {n(63.125)}"
    '0,1613 4.000 55,6 % -0,0113 63,125'
    >>> f"[{n(0.5):>6.1%}] [{numbers('en')(0.5):>6.1%}]"
    '[50,0 %] [ 50.0%]'
    """

    __slots__ = ("value", "lang")

    def __init__(self, value: Any, lang: str) -> None:
        self.value = value
        self.lang = lang

    def __format__(self, spec: str) -> str:
        text = format(self.value, spec)
        if self.lang != "de":
            return text
        text = text.translate({ord("."): ",", ord(","): "."})
        if text.endswith("%"):  # the space takes a padding space's place, so a column keeps its width
            text = text[:-1] + " %"
            text = text[1:] if text.startswith(" ") else text
        return text

    def __str__(self) -> str:
        return format(self, "")

    def __repr__(self) -> str:
        return f"Number({self.value!r}, {self.lang!r})"


def numbers(lang: str) -> Callable[[Any], Number]:
    """The numbers of a text in ``lang``: ``num = numbers(lang)``, then ``f"{num(x):.2f}"`` (:class:`Number`)."""
    return lambda value: Number(value, lang)


def plural_index(n: object) -> int:
    """The number the plural rule is asked about: a whole number as it is, a fraction (``1.5``) or anything else
    as many (the plural form in German and English)."""
    if isinstance(n, bool) or not isinstance(n, (int, float)):
        return 2
    return int(n) if float(n).is_integer() else 2


_CONTEXT: contextvars.ContextVar[str | None] = contextvars.ContextVar("troggu_message_context", default=None)


@contextmanager
def message_context(context: str | None) -> Iterator[None]:
    """Messages said inside are looked up first under ``context`` (a catalogue entry's ``msgctxt``: a game's id,
    where the game says a shared sentence in its own words -- Großtarock's Tarok for the family's Trumpf), then as
    they are; ``None``: as they are.

    >>> with message_context("grosstarock"):
    ...     gettext_in_context("You must play a higher trump if you can.", "de")
    'Du musst einen höheren Tarok spielen, wenn du kannst.'
    """
    token = _CONTEXT.set(context)
    try:
        yield
    finally:
        _CONTEXT.reset(token)


def gettext_in_context(msgid: str, lang: str) -> str:
    """``msgid`` in ``lang``, under the :func:`message_context` if the catalogue has it there."""
    return _contextual(msgid, lang) or gettext(msgid, lang)


def _contextual(msgid: str, lang: str) -> str | None:
    """The catalogue's entry of ``msgid`` under the current :func:`message_context`, or ``None``."""
    context = _CONTEXT.get()
    if context is None:
        return None
    text = translation(lang).pgettext(context, msgid)
    return text if text != msgid else None  # an entry the same as its key says nothing new


def translate_plural(msgid: str, plural: str, params: dict[str, Any], lang: str, count: str = "n") -> str:
    """A phrase with a number in ``lang``: the catalogue's form of ``msgid``/``plural`` for ``params[count]`` (the
    English templates themselves without a catalogue), filled in like :func:`translate_error`; under a
    :func:`message_context` its entry there first."""
    n = plural_index(params.get(count))
    context = _CONTEXT.get()
    template = None
    if context is not None:
        found = translation(lang).npgettext(context, msgid, plural, n)
        template = found if found not in (msgid, plural) else None
    if template is None:
        template = translation(lang).ngettext(msgid, plural, n)
    return _fill(template, {k: _param(v, lang) for k, v in params.items()})


def translate_error(msgid: str, params: dict[str, Any], lang: str) -> str:
    """An error's message in ``lang``: its template translated once, then filled in with ``params``.

    A parameter that is itself a catalogue key (marked with :func:`N_`) is translated too (one
    look-up); the reader's text (:class:`Verbatim`, or any text that is not a key) is inserted as it
    is, cut to :data:`MAX_PARAM` characters. A message raised without parameters (plain English
    text, e.g. by code that formats its own text) is matched against the catalogue's templates, so
    it is translated all the same; what fills a template's fields there is inserted as it is (it may
    be the reader's text), and a message longer than :data:`MAX_MATCHED` is not matched.
    """
    contextual = _contextual(msgid, lang)
    if contextual is not None:
        return _fill(contextual, {k: _param(v, lang) for k, v in params.items()})
    if not params:
        if lang == "en":
            return msgid
        tr = translation(lang)
        text = tr.gettext(msgid)
        if text != msgid or len(msgid) > MAX_MATCHED:
            return text
        for pattern, template in _templates(lang):
            m = pattern.fullmatch(msgid)
            if m:
                return template.format(**{k: _param(Verbatim(v), lang) for k, v in m.groupdict().items()})
        return msgid
    values = {k: _param(v, lang) for k, v in params.items()}
    if lang == "en":
        return msgid.format(**values)
    return _fill(translation(lang).gettext(msgid), values)


CASE_SPECS = ("nom", "akk", "dat", "Nom", "Akk", "Dat")
"""The German cases a catalogue sentence may ask a card name in (``{card:akk}``; capitalised, ``{card:Nom}``, the
article opens a sentence; see :mod:`.kernel.card_grammar`)."""


class _Bare(str):
    """A text that has no article to decline: asked for a case, it is said as it is."""

    __slots__ = ()

    def __format__(self, spec: str) -> str:
        return str(self) if spec in CASE_SPECS else super().__format__(spec)


def _fill(template: str, values: dict[str, Any]) -> str:
    """``template`` filled in with ``values``; a German case (``{card:akk}``) given a text that has none (a name
    that is no :class:`~.kernel.card_grammar.CardName`) says the text as it is."""
    try:
        return template.format(**values)
    except ValueError:
        return template.format(**{k: _Bare(v) if type(v) in (str, Verbatim) else v for k, v in values.items()})
