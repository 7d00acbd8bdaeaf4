"""Docs placeholders (docs_hooks/placeholders.py): how to cite the site, the archive to download, and single values
the pages quote (the version, the build's date, the deck's size ...).

``cite-site``, ``cite-rule id=ID [game=G]``, ``cite-formats``, ``citation-file``, ``archive-link``, ``value NAME``.
"""

from __future__ import annotations

import json
import os
from typing import Any, Callable

import site_markup as mk
import troggu_core as tg
from troggu_core.kernel.registry import GAMES, GameInfo, game as game_info


def site_address(config: Any, lang: str) -> str:
    """The address the site is published at (``site_url``, from ``SITE_URL`` at build time), in the language."""
    base = str((config or {}).get("site_url") or "").rstrip("/") + "/"
    return base + ("en/" if lang == "en" else "")


def cite_rule_link(page: Any, lang: str, rule_id: str, game: str | None = None) -> str:
    """The small "Zitieren" link beside a rule: the cite page of the page's language with ``?rule=<id>`` (and
    ``&game=<game>`` for a game other than the default one, ``GAMES.default``, which ``game`` is when omitted),
    where docs/javascripts/troggu-cite.js fills the formats for that rule from :func:`render_cite_rules_data`; with the `` · `` before it, on the screen only (a link to follow
    is no use on paper: docs/stylesheets/troggu-site.css hides ``.troggu-screen-only`` in print)."""
    target = ("en/" if lang == "en" else "") + "cite"
    rel = os.path.relpath(target, start=page.url or ".").replace(os.sep, "/")
    query = f"?rule={rule_id}" + ("" if game in (None, GAMES.default) else f"&amp;game={game}")
    label = mk.t(lang, "Zitieren", "Cite")
    what = mk.t(lang, f"Regel {rule_id} zitieren", f"Cite rule {rule_id}")
    link = f'<a class="troggu-cite-rule" href="{rel}/{query}" title="{mk.e(what)}">{label}</a>'
    return f'<span class="troggu-screen-only"> · {link}</span>'  # with its separator, not printed (issue 35)


def _rule_citation(info: GameInfo, rule: Any, lang: str, config: Any) -> dict[str, str]:
    """A rule's citation: its title (the game's name, the rule's id and title), its address (the rule's anchor at
    the site's address), its key and its title alone (``name``, for the sentence of :func:`render_cite_rules_data`)."""
    title = rule.title_in(lang)
    path, anchor = mk.rule_anchor(rule.id, info.id)
    game_name = info.title_de if lang == "de" else info.title_en
    return {
        "title": mk.t(lang, f"{game_name}, Regel {rule.id}: {title}", f"{game_name}, rule {rule.id}: {title}"),
        "url": f"{site_address(config, lang)}{path}#{anchor}",
        "key": f"troggu-{tg.__version__}-{info.id}-{rule.id}",
        "name": title,
    }


def _rule_citations(lang: str, config: Any) -> dict[str, dict[str, str]]:
    """Every rule of every game with rules pages, keyed ``game/id`` (:func:`_rule_citation`)."""
    out: dict[str, dict[str, str]] = {}
    for info in GAMES.values():
        if info.rule_page is not None:
            out |= {f"{info.id}/{r.id}": _rule_citation(info, r, lang, config) for r in info.rules}
    return out


def render_cite_rules_data(lang: str, config: Any) -> str:
    """The rules' citations as JSON for the cite page's script, in ``#troggu-cite-rules``'s ``data-rules`` (data in
    an attribute: a ``<script>`` data block would be run as a script by Material's instant navigation), with the
    sentence the page shows above the formats when they cite one rule (``{name}`` and ``{id}`` filled in there) and
    the game a link that names none cites (``default_game``, the registry's)."""
    note = mk.t(
        lang,
        "Die Angaben unten zitieren die Regel «{name}» ({id}), mit ihrem Anker. Ohne «?rule=» in der Adresse "
        "zitieren sie die ganze Website.",
        'The citations below cite the rule "{name}" ({id}), with its anchor. Without "?rule=" in the address they '
        "cite the whole site.",
    )
    rules = _rule_citations(lang, config)
    # the game of a link that names none (no "&game="): the registry's default, as everywhere
    data = json.dumps({"note": note, "rules": rules, "default_game": GAMES.default}, ensure_ascii=False, sort_keys=True)
    return f'<div id="troggu-cite-rules" hidden data-rules="{mk.e(data)}"></div>'


def _cite_block(text: str) -> str:
    """A citation to copy: a code block whose lines wrap (``.troggu-cite``), so nothing is clipped on a phone."""
    return f'<div class="troggu-cite" markdown>\n\n```text\n{text}\n```\n\n</div>'


def render_cite_site(lang: str, config: Any = None) -> str:
    title = mk.t(
        lang,
        "Troggu — das Tarock des Oberwallis. Regeln, Karten, Dörfer.",
        "Troggu — the tarock of the Upper Valais. Rules, cards, villages.",
    )
    return _cite_block(
        f"The Troggu heritage project: {title} Version {tg.__version__} ({mk.BUILD_DATE}). {site_address(config, lang)}"
    )


def render_cite_rule(lang: str, page: Any, config: Any = None, id: str = "", game: str = "") -> str:
    """A rule of the game (``game=``, else the registry's default) cited as the cite page's script cites it for
    the rule's "Zitieren" link (:func:`_rule_citation`: the game, the rule's id and title, its anchor), with the
    version and the build's date."""
    info = game_info(game or GAMES.default)
    rule = next((r for r in info.rules if r.id == id), None)
    if rule is None:
        raise ValueError(f"troggu:cite-rule: {info.id} has no rule {id!r}")
    cite = _rule_citation(info, rule, lang, config)
    return _cite_block(
        f"The Troggu heritage project, {cite['title']}, {mk.t(lang, 'Version', 'version')} {tg.__version__} "
        f"({mk.BUILD_DATE}), {cite['url']}"
    )


def _cite_format(fmt: str, label: str, text: str) -> str:
    """One citation in a reference manager's format: a heading and a code block to copy (``data-format``)."""
    return (
        f'<p><strong>{label}</strong></p>\n\n<div class="troggu-cite-format" data-format="{fmt}" markdown>\n\n'
        f"```text\n{text}\n```\n\n</div>"
    )


def render_cite_formats(lang: str, page: Any, config: Any = None) -> str:
    """The site as BibTeX, RIS and CSL-JSON, with the version, the build's date and address, and an access date:
    the build's date here, today's date where the page's script runs (docs/javascripts/troggu-cite.js, loaded
    with this block)."""
    title = mk.t(
        lang,
        "Troggu — das Tarock des Oberwallis. Regeln, Karten, Dörfer",
        "Troggu — the tarock of the Upper Valais. Rules, cards, villages",
    )
    author = "The Troggu heritage project"
    url = site_address(config, lang)
    version = tg.__version__
    y, m, d = (int(x) for x in mk.BUILD_DATE.split("-"))
    bibtex = (
        f"@misc{{troggu-{version},\n  author  = {{{{{author}}}}},\n  title   = {{{title}}},\n"
        f"  year    = {{{y}}},\n  date    = {{{mk.BUILD_DATE}}},\n  version = {{{version}}},\n"
        f"  url     = {{{url}}},\n  urldate = {{{mk.BUILD_DATE}}},\n  language = {{{'german' if lang == 'de' else 'english'}}}\n}}"
    )
    slash = mk.BUILD_DATE.replace("-", "/")
    ris = (
        f"TY  - ELEC\nAU  - {author}\nTI  - {title}\nPY  - {y}\nDA  - {slash}\nET  - {version}\nUR  - {url}\n"
        f"Y2  - {slash}\nLA  - {lang}\nER  - "
    )
    csl = json.dumps(
        [
            {
                "id": f"troggu-{version}",
                "type": "webpage",
                "title": title,
                "author": [{"literal": author}],
                "version": version,
                "issued": {"date-parts": [[y, m, d]]},
                "accessed": {"date-parts": [[y, m, d]]},
                "URL": url,
                "language": lang,
            }
        ],
        ensure_ascii=False,
        indent=2,
    )
    script = f'<script src="{mk.root_rel(page)}javascripts/troggu-cite.js" defer></script>'
    return "\n\n".join(
        [
            # where a "Zitieren" link lands (?rule=): the sentence naming the rule, then the formats
            '<div id="troggu-cite-formats"></div>\n<p class="troggu-cite-rule-note" hidden></p>',
            _cite_format("bibtex", "BibTeX", bibtex),
            _cite_format("ris", "RIS", ris),
            _cite_format("csl-json", "CSL-JSON", csl),
            render_cite_rules_data(lang, config),
            script,
        ]
    )


def render_citation_file(lang: str, page: Any, config: Any = None) -> str:
    """Links to ``CITATION.cff`` (shipped at the site's root by docs_hooks/offline.py) and, where the build names
    one (``extra.repository``, from ``REPO_URL``), to the repository."""
    href = mk.root_rel(page) + "CITATION.cff"
    links = [f'<a href="{href}" download>CITATION.cff</a> (Citation File Format)']
    repo = str(((config or {}).get("extra") or {}).get("repository") or "")
    if repo.startswith("https://"):
        links.append(f'Repository: <a href="{mk.e(repo)}">{mk.e(repo)}</a>')
    return "<p>" + " · ".join(links) + "</p>"


def render_archive_link(lang: str, page: Any) -> str:
    """The button to download the zip. In the zip itself, which cannot hold itself, docs_hooks/offline.py puts in
    its place a sentence saying that this is the archive, with a link to the published site
    (``.troggu-archive-link``)."""
    href = mk.root_rel(page) + mk.ARCHIVE_NAME  # the zip sits at the site root (above en/ for English pages)
    return (
        f'<p class="troggu-archive-link"><a class="md-button" href="{href}" download>'
        f"{mk.t(lang, 'Die ganze Website als ZIP', 'The whole site as a zip')} ({mk.e(mk.ARCHIVE_NAME)})</a></p>"
    )


def render_value(lang: str, args: list[str]) -> str:
    name = args[0] if args else ""
    players = sorted({n for rs in tg.RULESETS.values() for n in rs.players})
    tapps = {lay.tapp for rs in tg.RULESETS.values() for _, lays in rs.layouts for lay in lays}
    values: dict[str, Callable[[], object]] = {
        "version": lambda: tg.__version__,
        "date": lambda: mk.BUILD_DATE,
        "deck-size": lambda: len(tg.TROGGU_DECK),
        "full-deck": lambda: len(tg.DECK_78),
        "removed": lambda: len(tg.REMOVED_CARDS),
        "total-points": lambda: sum(c.points for c in tg.TROGGU_DECK),
        "half-points": lambda: sum(c.points for c in tg.TROGGU_DECK) // 2 + 1,
        "players-min": lambda: players[0],
        "players-max": lambda: players[-1],
        "rule-count": lambda: len(tg.RULES),
        "archive": lambda: mk.ARCHIVE_NAME,
        "trumps": lambda: sum(1 for c in tg.TROGGU_DECK if c.is_trump),
        "tapp-range": lambda: "–".join(str(f(tapps)) for f in (min, max)),
    }
    if name not in values:
        raise ValueError(f"unknown troggu:value {name!r}")
    return str(values[name]())


EXPANDERS: dict[str, Callable[..., str]] = {
    "cite-site": render_cite_site,
    "cite-rule": render_cite_rule,
    "cite-formats": render_cite_formats,
    "citation-file": render_citation_file,
    "archive-link": render_archive_link,
    "value": render_value,
}
