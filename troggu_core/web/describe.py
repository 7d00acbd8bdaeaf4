"""The requests that describe a game, asked before any round: ``meta`` (its names, rulesets, player counts, rules
and card names: what every page with a widget reads first), ``faces`` (its card pictures, each once) and
``compare`` (one trick and one pile under every game's rules side by side)."""

from __future__ import annotations

from typing import Any

from ..kernel.card_grammar import declined
from ..kernel.jsonio import MAX_BYTES, MAX_DEPTH
from ..kernel.registry import GAMES
from ..kernel.explain import seat_names
from .request import MAX_SEED, lang_of, ruleset_players
from .rounds import info_of
from .view import rule_link

__all__ = ["OPS"]


def op_meta(req: dict[str, Any]) -> dict[str, Any]:
    """The game's names, rulesets, player counts, rules and card names (and what the game adds): what every page
    with a widget reads first, so no card picture (the pictures are :func:`op_faces`'s, fetched once)."""
    info = info_of(req)
    lang = lang_of(req)
    out: dict[str, Any] = {
        "title": info.title_de if lang == "de" else info.title_en,
        "rulesets": list(info.rulesets),
        "ruleset_titles": {name: info.options.TITLES[name].render(lang) for name in info.rulesets},
        "players": list(info.players),
        "ruleset_players": {name: list(ruleset_players(info, name)) for name in info.rulesets},
        # each seat of the largest table as the table names it, counted from 1 (the page counts no seat)
        "seat_labels": seat_names(max(info.players), lang),
        "default_ruleset": info.default_ruleset,
        "default_players": info.default_players,
        "estimate": info.estimate is not None,
        "estimate_samples": info.estimate_samples,
        "names": {c: info.card_name(c, lang) for c in info.deck} if info.card_name else {},
        "talon_word": info.talon_word.get(lang),
        "talon_from": _talon_from(info.talon_word.get(lang), lang),
        "limits": {"record_chars": MAX_BYTES, "depth": MAX_DEPTH, "seed": MAX_SEED},
        "rules": {
            r.id: {
                "rule_text": r.statement(lang),
                "section": r.section,
                "rule_page": info.rule_page(r.id) if info.rule_page else None,
            }
            for r in info.rules
        },
    }
    return out


def _talon_from(word: str | None, lang: str) -> str | None:
    """The game's word for its talon (``GameInfo.talon_word``) as ``aus …``/``from …`` takes it, for the table's
    mark of the cards taken up from it: German in the dative with its article (``dem Tapp``, ``dem Hund``), English
    as it is (``the Tapp``, ``the dog``); ``None`` where the game names none (the page then says "the talon").

    >>> _talon_from("Tapp", "de"), _talon_from("the dog", "en"), _talon_from(None, "de")
    ('dem Tapp', 'the dog', None)
    """
    if word is None:
        return None
    return declined(word, "dat") if lang == "de" else word


def op_faces(req: dict[str, Any]) -> dict[str, Any]:
    """Every card's picture of the game (``faces``: code -> SVG text, drawn by the engine and labelled in the
    reader's language), each once: the page asks for them once per game and keeps them."""
    info = info_of(req)
    lang = lang_of(req)
    return {"faces": {c: info.face(c, lang) for c in info.deck} if info.face else {}}


def op_compare(req: dict[str, Any]) -> dict[str, Any]:
    """One trick and one pile, every game's rule side by side (:func:`troggu_core.compare.compare`)."""
    from ..compare import compare, parse_list

    lang = lang_of(req)
    rows = compare(parse_list(req.get("trick", ""), 8), parse_list(req.get("pile", "")))
    for r in rows:
        r["title"] = r["title_de"] if lang == "de" else r["title_en"]
        info = GAMES[r["game"]]
        r["winning_name"] = info.card_name(r["winning_card"], lang) if info.card_name and r["winning_card"] else None
        # the winning card as the page shows it: its place in the trick as a person counts (from 1), its name
        won = r["winner"] is not None
        r["winner_text"] = f"{r['winner'] + 1}. {r['winning_name'] or r['winning_card']}" if won else "–"
        r["rules"] = [rule_link(info, rule_id, lang) for rule_id in info.compare_rules]
    return {"rows": rows}


OPS = {"meta": op_meta, "faces": op_faces, "compare": op_compare}
"""The requests that describe a game."""
