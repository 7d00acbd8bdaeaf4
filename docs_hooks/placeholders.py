"""MkDocs hook (docs placeholders): what the engine knows, rendered into the pages when the site is built.

A page (German or English) carries placeholders, which ``on_page_markdown`` replaces with tables, card images,
rules and worked examples computed by :mod:`troggu_core`, so that nothing the engine knows is typed by hand into
the docs. One syntax for every page and game::

    <!-- troggu:NAME [VALUE ...] [key=value ...] -->

``NAME`` is an expander of :data:`EXPANDERS` (one registry, gathered from the modules below, each a kind of page
content); a game's content names its game with ``game=`` (``[game=G]``: without it, the registry's default game,
the site's own). An unknown name, an argument the expander does not take, a value where it takes none or a missing
``game=`` stops the build (:class:`PlaceholderError`). Placeholders inside fenced code blocks are left alone.

=========================  ============================================================================  ==========
name                       what it becomes                                                                module
=========================  ============================================================================  ==========
cards CODE... | five-p...  a row of card images (``width=``)                                              cards_tables
cards-trumps               the 22 trumps: image, numeral, caption, German, Walliser, English, points      cards_tables
cards-suits                one table per suit, all 14 cards, kept or removed, names, points, rank         cards_tables
cards-removed              the 16 cards Troggu removes, and why                                           cards_tables
suit-names                 the suits' names (German, Walliser, English, French)                           cards_tables
points-table               the point values with counts and totals (114)                                  cards_tables
names-table                the Walliser words on the cards, with Standard German, English, attestation    cards_tables
glossary section=S         the glossary words of a section (game, narr): meaning, rule, attestation       cards_tables
variations-table [game=G]  every ruleset field per ruleset, its citation, sources and option              ruleset_tables
layouts-table [game=G]     hand and talon sizes per player count and ruleset                              ruleset_tables
payment-table [game=G]     units per role when the declarer's side wins, by player count                  ruleset_tables
rules-overview [game=G]    every rule by section, linked to its anchor (statements=no: no statements)     rule_texts
rules-list section=S       the rules of one section (id, title, sources, statement); game=G too           rule_texts
rules [game=G section=S]   every rule of a game (or of one section) under its heading, in its box         rule_texts
rule ID [game=G]           one rule's box: its id, sources and Cite link, the engine's statement          rule_texts
sources-list [game=G]      the game's source documents, as its catalogue cites them                       rule_texts
print-rules [game=G]       all the game's rules pages of this language in one printable page              rule_texts
example-deal               a seeded deal as cards (ruleset=, players=, seed=, dealer=, layout=)           worked_examples
example-trick              one trick of a seeded game: cards in play order, the winner (trick=N)          worked_examples
example-result             the result of a seeded game: points, multiplier, payments                      worked_examples
example-illegal rule=ID    an illegal move and the engine's message naming the rule                       worked_examples
example-schgusieru         a seeded game in which a player withholds the Narr, and what follows           worked_examples
cite-site / cite-rule      suggested citations with version, date, address (cite-rule id=ID [game=G])     citations
cite-formats               the site as BibTeX, RIS and CSL-JSON                                           citations
citation-file              links to CITATION.cff and the repository, if the build names one               citations
archive-link               a link to the zip of the built site                                            citations
value NAME                 a single value: version, date, deck-size, removed, total-points, ...           citations
kernel-usage               which kernel module each game's code imports (read from the code)              kernel_table
rulesets game=G            the game's rulesets and options: values, meaning, value per ruleset            game_rules
names game=G               the game's card names, with their attestation                                  game_rules
readings game=G            the engine's own readings where the game's spec leaves a choice                game_rules
example game=G             a seeded round (ruleset=, players=, seed=): tricks, result, record             game_play
widget game=G              the live play table of the game and its replay                                 game_play
compare / trick-compare    the family's numbers, read from the engines / one trick live in the page       game_play
gallery-example SCRIPT     an example's page: prose, code as editor widgets, real outputs, downloads      gallery
gallery-index              the examples gallery: title, summary, thumbnail of each example                gallery
record-example             a record the engine writes (a bots' game), as JSON                             gallery
replay-example             what replaying that record gives                                               gallery
record-keys / ruleset-json the record's keys in the engine's order / a changed ruleset in a record        gallery
variants-table [game=G]    the recorded variants (variants/*.json) against the default ruleset            variants
=========================  ============================================================================  ==========

A rule's anchor is the engine's (``GameInfo.rule_page``), read through :mod:`site_markup`; the pages' shared pieces
(escaping, tables, card images, links) live there too. The expanders' modules are loaded here, once (MkDocs loads
only this file of them as a hook): where one has a build job of its own, this hook runs it (:func:`on_post_build`:
the gallery's downloads, beside the example pages its expander filled).
"""

from __future__ import annotations

import inspect
import re
import shlex
from dataclasses import dataclass
from types import ModuleType
from typing import Any, Callable

import cards_tables
import citations
import gallery
import game_play
import game_rules
import kernel_table
import rule_texts
import ruleset_tables
import site_markup as mk
import troggu_core as tg
import variants
import worked_examples

SYNTAX = re.compile(r"<!--\s*troggu:([a-z-]+)((?:\s+[^\s>]+)*)\s*-->")
"""A placeholder: its name and its arguments (values and ``key=value`` pairs, split as a shell splits words)."""
_FENCED = re.compile(r"(^(?:```|~~~)[^\n]*\n.*?^(?:```|~~~)[ \t]*$)", re.M | re.S)
_CONTEXT = ("page", "config", "args", "expand")
"""What an expander may be handed besides the page's language and its arguments, by parameter name: the page, the
site's config, the placeholder's values (``rule play.follow-suit``) and :func:`expand` itself."""


class PlaceholderError(ValueError):
    """A placeholder the build cannot expand: an unknown name, an argument its expander does not take, a missing one."""


@dataclass(frozen=True)
class Expander:
    """One placeholder's expander: ``render(lang, [page=, config=, args=, expand=,] key=value ...)``."""

    name: str
    render: Callable[..., str]
    keys: frozenset[str]
    """The ``key=value`` arguments it takes."""
    required: frozenset[str]
    """The keys it cannot do without (a family game's ``game``)."""
    context: frozenset[str]
    """What it is handed besides its arguments (see ``_CONTEXT``)."""

    @classmethod
    def of(cls, name: str, render: Callable[..., str]) -> Expander:
        """The expander of ``render``, its arguments read from its signature (every argument named: no ``**``)."""
        params = list(inspect.signature(render).parameters.values())[1:]  # the first is the page's language
        if any(p.kind in (p.VAR_KEYWORD, p.VAR_POSITIONAL) for p in params):
            raise TypeError(f"troggu:{name}: {render.__qualname__} must name its arguments (no *args, **kwargs)")
        keys = [p.name for p in params if p.name not in _CONTEXT]
        required = [p.name for p in params if p.name not in _CONTEXT and p.default is p.empty]
        context = [p.name for p in params if p.name in _CONTEXT]
        return cls(name, render, frozenset(keys), frozenset(required), frozenset(context))

    def check(self, values: list[str], keys: dict[str, str], page: Any = None) -> None:
        """Raise :class:`PlaceholderError` unless the expander takes these values and ``key=value`` arguments."""
        where = f"troggu:{self.name} on {getattr(page, 'url', '?')}"
        unknown = sorted(set(keys) - self.keys)
        if unknown:
            takes = ", ".join(f"{k}=" for k in sorted(self.keys)) or "no key=value arguments"
            raise PlaceholderError(f"{where}: unknown argument {', '.join(unknown)} (it takes {takes})")
        missing = sorted(self.required - set(keys))
        if missing:
            raise PlaceholderError(f"{where}: missing argument {', '.join(f'{k}=' for k in missing)}")
        if values and "args" not in self.context:
            raise PlaceholderError(f"{where}: takes no values, got {' '.join(values)!r}")

    def __call__(self, lang: str, values: list[str], keys: dict[str, str], page: Any, config: Any) -> str:
        """The expansion in the page's language (after :meth:`check`)."""
        self.check(values, keys, page)
        handed = {"page": page, "config": config, "args": values, "expand": expand}
        return self.render(lang, **{k: handed[k] for k in self.context}, **keys)


def registry(*modules: ModuleType) -> dict[str, Expander]:
    """Every expander of these modules (each module's ``EXPANDERS``: name -> render), one name once."""
    out: dict[str, Expander] = {}
    for module in modules:
        for name, render in module.EXPANDERS.items():
            if name in out:
                raise TypeError(f"troggu:{name} is expanded by {out[name].render.__module__} and {module.__name__}")
            out[name] = Expander.of(name, render)
    return out


EXPANDERS = registry(
    cards_tables,
    ruleset_tables,
    rule_texts,
    worked_examples,
    citations,
    kernel_table,
    game_rules,
    game_play,
    gallery,
    variants,
)
"""Every placeholder's expander, by name."""


def parse(raw: str) -> tuple[list[str], dict[str, str]]:
    """A placeholder's arguments: its values and its ``key=value`` pairs."""
    values: list[str] = []
    keys: dict[str, str] = {}
    for token in shlex.split(raw):
        key, eq, value = token.partition("=")
        if eq:
            keys[key] = value
        else:
            values.append(token)
    return values, keys


def expand(markdown: str, lang: str, page: Any = None, config: Any = None) -> str:
    """``markdown`` with every placeholder outside fenced code blocks replaced by its expansion."""

    def one(m: re.Match[str]) -> str:
        expander = EXPANDERS.get(m.group(1))
        if expander is None:
            raise PlaceholderError(f"unknown placeholder troggu:{m.group(1)} on {getattr(page, 'url', '?')}")
        values, keys = parse(m.group(2) or "")
        return expander(lang, values, keys, page, config)

    chunks = _FENCED.split(markdown)
    return "".join(chunk if i % 2 else SYNTAX.sub(one, chunk) for i, chunk in enumerate(chunks))


# ----- MkDocs events ------------------------------------------------------------------------------------------


def on_config(config: Any) -> Any:
    """The version, date and archive name the pages show, for the templates and docs_hooks/offline.py."""
    config.extra["troggu"] = {"version": tg.__version__, "date": mk.BUILD_DATE, "archive": mk.ARCHIVE_NAME}
    return config


def on_page_markdown(markdown: str, page: Any, config: Any, files: Any) -> str:
    if "troggu:" not in markdown:
        return markdown
    return expand(markdown, mk.page_lang(page), page, config)


def on_pre_build(config: Any) -> None:
    mk.STASH.clear()  # `mkdocs serve` rebuilds in one process: keep memory flat


def on_post_build(config: Any) -> None:
    """The gallery's downloads, beside the example pages of each language its expander filled."""
    gallery.on_post_build(config)


def on_post_page(output: str, page: Any, config: Any) -> str:
    """The card images in place of their stand-ins (see ``site_markup.stash``)."""
    if "troggu-stash" not in output:
        return output
    return mk.STASH_RE.sub(lambda m: mk.STASH.pop(int(m.group(1)), ""), output)
