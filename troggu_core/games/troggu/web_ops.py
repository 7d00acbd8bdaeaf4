"""Troggu's own requests of the web facade (:mod:`troggu_core.web`), beside the ones every game answers:
``deal`` (a seeded deal and its share link; the facade's ``share`` reads a link back into it), ``count`` (the points of picked cards) and ``score``
(the one-round calculator, every village side by side), and what Troggu adds to ``meta``.

>>> out = OPS["deal"]({"ruleset": "visp", "players": 4, "seed": 7})
>>> len(out["hands"]), out["share"]
(4, 'r=visp&p=4&s=7&d=0')
>>> OPS["score"]({"players": 4, "type": "normal", "declarer_points": 90})["rows"][0]["rappen"]
[60, -20, -20, -20]
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any, Callable

from ...errors import NotationError
from ...i18n import N_, Msg, Seat, gettext, translate_error
from ...kernel.codes import code_of, parse_code
from ...kernel.explain import seat_names
from ...web.request import Table, WebError, int_field, lang_of, share_query, table_fields
from .actions import GameType
from .cards import TROGGU_DECK, Card, mask_of, sort_key
from .deal import deal as _deal
from .rulesets import CALL_FROM, RULESETS, MiserePayer, Ruleset, calls_partner, ruleset as _ruleset
from .scoring import TOTAL_POINTS, misere_payments, settle
from .svg import card_label
from .tricks import mask_points

__all__ = [
    "OPS",
    "meta_extra",
    "layout_text",
    "money_text",
    "score_points",
    "score_misere",
    "bidder_words",
    "MONEY_UNIT",
]


def _codes(cards: Any) -> list[str]:
    return [str(c) for c in sorted(cards, key=sort_key)]


def _table(req: dict[str, Any]) -> tuple[Ruleset, Table]:
    """The deal the request names, read by the facade's one reader of every game's fields."""
    from ...kernel.registry import game

    table = table_fields(req, game("troggu"))
    return _ruleset(table.ruleset), table


@lru_cache(maxsize=4)
def _cards(lang: str) -> dict[str, dict[str, Any]]:
    """Every card's label, name and points (its picture is the facade's ``faces`` answer, sent once)."""
    return {
        str(c): {"label": c.label(), "name": card_label(c, lang), "points": c.points, "trump": c.is_trump}
        for c in TROGGU_DECK
    }


MONEY_UNIT = "Rp."
"""How a payment in Rappen is written (rule ``pay.base``), the same in German and English."""

CALC_POINTS = 70
"""The declarer's points the calculator opens with (a won normal game, not doubled)."""

CALC_TYPES = {"normal": N_("Normal game"), "solo": N_("Solo"), "misere": N_("Misère")}
"""The games the calculator pays (its op ``score``), with their names."""


def money_text(rappen: int) -> str:
    """A payment as the page shows it, signed, with its unit.

    >>> money_text(60), money_text(-20), money_text(0)
    ('+60 Rp.', '-20 Rp.', '0 Rp.')
    """
    return f"{'+' if rappen > 0 else ''}{rappen} {MONEY_UNIT}"


def _sizes() -> list[int]:
    """The table sizes some village plays."""
    return sorted({n for rs in RULESETS.values() for n in rs.players})


def bidder_words(game: str, lang: str) -> dict[str, str]:
    """The calculator's words for the declarer of ``game`` in ``lang``: the word of the lessons, the result and the
    table (:data:`.explain.ROLE`, issue 33: the Tappist, in a solo the Solist; a misère's picked cards are counted
    for the normal game's side), with its genitive where the sentence needs it; the page has no word of its own.

    >>> bidder_words("solo", "de")["side"], bidder_words("normal", "de")["seats"], bidder_words("normal", "en")["pick"]
    ('Seite des Solisten', 'Platz 1 ist der Tappist', "Or pick the cards the Tappist's side took")
    """
    from .explain import ROLE

    role, role_of = ROLE.get(game, ROLE["normal"])
    return {
        "side": Msg("{role_of}'s side", role_of=role_of).render(lang),
        "points": Msg("Points of the {role_of}'s side", role_of=role_of).render(lang),
        "pick": Msg("Or pick the cards the {role_of}'s side took", role_of=role_of).render(lang),
        "seats": Msg("Seat {seat} is the {role}", seat=Seat(0), role=role).render(lang),
        "partner": Msg("seat {seat} the partner", seat=Seat(1)).render(lang),
    }


def _calculator(lang: str) -> dict[str, Any]:
    """What the scoring calculator offers, all the engine's: the table sizes some village plays, the games with
    their names and the declarer's words (:func:`bidder_words`), the points it opens with and their bounds, and the
    table sizes whose normal game calls a partner."""
    sizes = _sizes()
    return {
        "players": sizes,
        "types": [
            {"type": k, "label": gettext(v, lang), "words": bidder_words(k, lang)} for k, v in CALC_TYPES.items()
        ],
        "points": CALC_POINTS,
        "max_points": TOTAL_POINTS,
        "partner_players": [n for n in sizes if calls_partner(n)],
    }


def meta_extra(lang: str) -> dict[str, Any]:
    """What Troggu's own widget (the score calculator) reads of ``meta``: each card's label, name and points, the
    calculator's choices and limits and how money is written (the rulesets, their table sizes and the seats are every
    game's meta keys)."""
    return {
        "cards": _cards(lang),
        "total_points": TOTAL_POINTS,
        "call_from": CALL_FROM,
        "calculator": _calculator(lang),
        "money_unit": MONEY_UNIT,
    }


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


# ---------------------------------------------------------------- scoring calculator
def score_points(
    rs: Ruleset, players: int, game: str, declarer_points: int, match: str | None = None, partner: bool = False
) -> dict[str, Any]:
    """Count and pay a normal or solo game from the points alone (rules ``count.*``, ``pay.*``).

    The declarer sits at seat 0 and a called partner (7-8 players, normal game) at seat 1.
    ``match`` is ``"declarer"`` or ``"opponents"`` when that side took every trick. Mirrors
    :func:`troggu_core.games.troggu.scoring.score`, which needs a whole game; both use
    :func:`~troggu_core.games.troggu.scoring.settle`.

    >>> r = score_points(_ruleset("visp"), 4, "normal", 90)
    >>> r["winner"], r["multiplier"], r["rappen"]
    ('declarer', 2, [60, -20, -20, -20])
    """
    partner_seat = 1 if partner and game == "normal" and calls_partner(players, rs) else None
    kind = GameType.SOLO if game == "solo" else GameType.NORMAL
    st = settle(rs, players, kind, 0, partner_seat, declarer_points, match)
    return {
        "winner": st.winner,
        "multiplier": st.multiplier,
        "match": st.match,
        "declarer_points": declarer_points,
        "opponents_points": TOTAL_POINTS - declarer_points,
        "payments": list(st.payments),
        "rappen": [p * rs.base_rappen for p in st.payments],
        "base_rappen": rs.base_rappen,
        "partner": partner_seat,
        "double_threshold": rs.double_threshold,
    }


def score_misere(rs: Ruleset, points: list[int]) -> dict[str, Any]:
    """Pay a misère from each player's points (rule ``pay.misere``), using the engine's own rule."""
    seats, pay = misere_payments(list(points), rs.misere_payer)
    return {
        "misere_seats": list(seats),
        "payments": pay,
        "rappen": [p * rs.base_rappen for p in pay],
        "base_rappen": rs.base_rappen,
        "payer": rs.misere_payer.value,
        "most_pays": rs.misere_payer is MiserePayer.MOST_PAYS,
    }


def op_count(req: dict[str, Any]) -> dict[str, Any]:
    """Count the points of picked cards (rule ``deck.points``), e.g. the cards one side took."""
    raw = req.get("cards")
    if not isinstance(raw, list) or len(raw) > len(TROGGU_DECK):
        raise WebError("deck.cards", "give a list of card codes")
    cards = []
    for code in raw:  # read by the kernel's one card reader, as every op's card codes (rule deck.cards)
        c = Card.parse(code_of(parse_code(code)))
        if not c.in_troggu:
            raise NotationError("deck.cards", "{card} is not in the Troggu deck", card=str(c))
        cards.append(c)
    m = mask_of(cards)
    return {"points": mask_points(m), "cards": m.bit_count(), "rest": mask_points(mask_of(TROGGU_DECK) & ~m)}


def op_score(req: dict[str, Any]) -> dict[str, Any]:
    """The one-round calculator: a normal game or solo from the declarer's points, a misère from each player's."""
    sizes = _sizes()
    n = int_field(req, "players", sizes[0], sizes[-1], "players.count", 4)
    game = req.get("type", "normal")
    if not isinstance(game, str) or game not in CALC_TYPES:
        raise WebError("game.phase", "the game is normal, solo or misere")
    rows = []
    pts: list[int] = []
    dp = 0
    match = None
    if game == "misere":
        raw = req.get("points")
        if not isinstance(raw, list) or len(raw) != n:
            raise WebError("count.sides", "give the points of each of the {n} players", n=n)
        pts = [int_field({"p": p}, "p", 0, TOTAL_POINTS, "count.sides") for p in raw]
        if sum(pts) > TOTAL_POINTS:
            raise WebError(
                "count.sides",
                "the players' points add up to {sum}, more than the {total} in the deck",
                sum=sum(pts),
                total=TOTAL_POINTS,
            )
    else:
        dp = int_field(req, "declarer_points", 0, TOTAL_POINTS, "count.sides", 57)
        match = req.get("match") if req.get("match") in ("declarer", "opponents") else None
    for rs in RULESETS.values():
        if n not in rs.players:
            rows.append({"ruleset": rs.name, "title": rs.title, "plays": False})
            continue
        if game == "misere":
            row = score_misere(rs, pts)
        else:
            row = score_points(rs, n, game, dp, match, bool(req.get("partner")))
        money = [money_text(x) for x in row["rappen"]]
        rows.append({"ruleset": rs.name, "title": rs.title, "plays": True, **row, "money": money})
    return {"players": n, "type": game, "rows": rows, "total_points": TOTAL_POINTS}


OPS: dict[str, Callable[[dict[str, Any]], dict[str, Any]]] = {
    "deal": op_deal,
    "count": op_count,
    "score": op_score,
}
"""Troggu's own requests (its ``GameInfo.extensions.requests``)."""
