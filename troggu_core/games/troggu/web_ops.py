"""Troggu's own requests of the web facade (:mod:`troggu_core.web`), beside the ones every game answers:
``deal`` (a seeded deal and its share link, in every game's keys and Troggu's own; the facade's ``share`` reads a
link back into it); Troggu adds nothing to ``meta`` (every game's meta keys say it all). The one-round calculator is every
game's (the score pad's ``pad_compare`` and ``pad_count``, :mod:`troggu_core.web.pad`).

>>> out = OPS["deal"]({"ruleset": "visp", "players": 4, "seed": 7})
>>> len(out["hands"]), out["share"]
(4, 'r=visp&p=4&s=7&d=0')
"""

from __future__ import annotations

from typing import Any, Callable

from ...i18n import N_, translate_error
from ...kernel.explain import seat_names
from ...web.request import Table, lang_of, share_query, table_fields
from .cards import sort_key
from .deal import deal as _deal
from .rulesets import Ruleset, ruleset as _ruleset

__all__ = ["OPS", "layout_text"]


def _codes(cards: Any) -> list[str]:
    return [str(c) for c in sorted(cards, key=sort_key)]


def _table(req: dict[str, Any]) -> tuple[Ruleset, Table]:
    """The deal the request names, read by the facade's one reader of every game's fields."""
    from ...kernel.registry import game

    table = table_fields(req, game("troggu"))
    return _ruleset(table.ruleset), table


def layout_text(layout: Any, lang: str = "en") -> str:
    """How the cards are dealt, in words: ``je 4 Karten, dann 6 in den Tapp, dann je 3``.

    >>> from troggu_core.games.troggu.rulesets import Layout
    >>> layout_text(Layout((4, 3), 6, 1))
    '4 cards each, then 6 to the Tapp, then 3 each'
    >>> layout_text(Layout((4, 4, 5), 10, 0), "de")
    'zuerst 10 in den Tapp, dann je 4 Karten, dann je 4, dann je 5'
    """
    steps: list[str] = []
    for i, p in enumerate(layout.packets):
        if i == layout.tapp_after:
            key = N_("first {n} to the Tapp") if i == 0 else N_("then {n} to the Tapp")
            steps.append(translate_error(key, {"n": layout.tapp}, lang))
        key = N_("{n} cards each") if i == 0 else N_("then {n} each")
        if i == 0 and layout.tapp_after == 0:
            key = N_("then {n} cards each")
        steps.append(translate_error(key, {"n": p}, lang))
    return ", ".join(steps)


def op_deal(req: dict[str, Any]) -> dict[str, Any]:
    """A seeded deal: every hand, the Tapp, how the cards were dealt, the points and the share link; in the keys of
    every game's deal (:func:`troggu_core.web.records.op_deal`: ``talon``, ``talon_points``, ``deal_text``,
    ``seat_labels``) and Troggu's own (``tapp``, ``layout``)."""
    rs, table = _table(req)
    n, seed, dealer = table.players, table.seed, table.dealer
    d = _deal(rs, n, seed, dealer)
    tapp = _codes(d.tapp)
    tapp_points = sum(c.points for c in d.tapp)
    return {
        "seat_labels": seat_names(n, lang_of(req)),
        "talon": tapp,
        "talon_points": tapp_points,
        "deal_text": layout_text(d.layout, lang_of(req)),
        "ruleset": rs.name,
        "house_rules": None if rs.house is None else rs.to_json(),
        "title": rs.title,
        "players": n,
        "seed": seed,
        "dealer": dealer,
        "hands": [_codes(h) for h in d.hands],
        "tapp": tapp,
        "layout": str(d.layout),
        "layout_text": layout_text(d.layout, lang_of(req)),
        "points": [sum(c.points for c in h) for h in d.hands],
        "tapp_points": tapp_points,
        "share": share_query("troggu", table),
    }


OPS: dict[str, Callable[[dict[str, Any]], dict[str, Any]]] = {
    "deal": op_deal,
}
"""Troggu's own requests (its ``GameInfo.extensions.requests``)."""
