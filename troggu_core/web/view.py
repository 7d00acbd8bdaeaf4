"""An open round as the page shows it (:func:`round_view`), and the words of the table: each phase's
(:func:`phase_text`), the bidder's (:func:`bidder_word`), a finished round's (:func:`explained`), a rule's link
(:func:`rule_link`). The page counts nothing itself: the trick's number, who won it, what a seat may do are here."""

from __future__ import annotations

from typing import Any

from ..action_labels import action_label, hidden_discard_label
from ..i18n import N_, gettext
from ..kernel.explain import seat_names
from ..kernel.layaway import is_layaway
from ..kernel.registry import GameInfo
from .rounds import CARD_CODES, OpenRound, open_rounds

__all__ = [
    "result_rows",
    "PHASE_WORDS",
    "round_view",
    "explained",
    "phase_words",
    "phase_text",
    "bidder_word",
    "trick_count",
    "rule_link",
]

PHASE_WORDS: dict[str, str] = {
    "auction": N_("Auction"),
    "call": N_("Partner call"),
    "discard": N_("Laying away"),
    "play": N_("Play"),
    "finished": N_("Finished"),
}
"""The words of the phases every game may pass through, as the table shows them; a game names its own phases
(``GameInfo.phase_words``: Troggu's Tapp exchange, the French Tarot's chelem and poignée). ``phase_text`` says them
in the reader's language; tests/test_phase_words.py plays rounds of every game to find every phase and checks each
has its words (:func:`phase_words`) in German and English."""


def log_entry(sess: OpenRound, entry: dict[str, Any], lang: str) -> dict[str, Any]:
    """One logged action as the person may see it, with its words: another seat's lay-away without its cards
    (they go face down), every other action as played."""
    action = entry["action"]
    if action in CARD_CODES:
        return {**entry, "card": True}  # a card played: the page draws it (it never matches a card pattern itself)
    if is_layaway(action) and entry["seat"] != sess.seat:
        return {
            "seat": entry["seat"],
            "action": "discard",
            "label": hidden_discard_label(len(action.split()) - 1, lang),
        }
    return {**entry, "label": action_label(sess.info.id, action, lang)}


def _offered(sess: OpenRound) -> list[str]:
    st = sess.state
    if st.is_over or sess.stopped or st.to_move != sess.seat:
        return []
    return st.legal_actions()


def rule_link(info: GameInfo, rule_id: str, lang: str) -> dict[str, Any]:
    """A rule of ``info`` as a page links it: its id, its title in ``lang`` and its page (``None`` without one).

    >>> from troggu_core.kernel.registry import GAMES
    >>> rule_link(GAMES["troccas"], "count.fours", "de")
    {'rule': 'count.fours', 'rule_title': 'Zählen in Vierergruppen', 'rule_page': 'games/troccas-rules/#count.fours'}
    """
    r = info.rule(rule_id)  # one of the game's rules: the registry refuses a game naming another
    return {
        "rule": rule_id,
        "rule_title": r.title_in(lang) if r.title_de or r.title_en else rule_id,
        "rule_page": info.rule_page(rule_id) if info.rule_page else None,
    }


def explained(info: GameInfo, result: dict[str, Any], seat: int | None, lang: str) -> dict[str, Any] | None:
    """A finished round in words (the game's ``explain``), with the page of its payment rule: ``lines`` (each
    a sentence, begun with a capital), ``rule``, ``rule_title`` and ``rule_page``; ``None`` for a game without."""
    if info.explain is None:
        return None
    e = info.explain(result, seat, lang)
    r = info.rule(e.rule)
    return {
        "lines": [line[:1].upper() + line[1:] for line in e.lines],
        "rule": e.rule,
        "rule_title": r.title_in(lang) if r is not None and (r.title_de or r.title_en) else None,
        "rule_page": info.rule_page(e.rule) if info.rule_page and r is not None else None,
    }


def phase_words(info: GameInfo | None) -> dict[str, str]:
    """Every phase of ``info``'s rounds with its catalogue key: the phases every game may pass and the game's own."""
    return {**PHASE_WORDS, **(info.phase_words if info is not None else {})}


def phase_text(phase: object, lang: str, info: GameInfo | None = None) -> str:
    """A phase of ``info``'s rounds in words in the reader's language (the phase's own name for one without words).

    >>> from troggu_core.kernel.registry import GAMES
    >>> phase_text("chelem", "de", GAMES["french-tarot"]), phase_text("chelem", "en", GAMES["french-tarot"])
    ('Chelem ansagen', 'Announcing a chelem')
    >>> phase_text("auction", "de")
    'Bieten'
    """
    key = phase_words(info).get(str(phase))
    return gettext(key, lang) if key is not None else str(phase)


def bidder_word(info: GameInfo, contract: str | None, lang: str) -> str:
    """The word the table writes at the bidder's seat, in the reader's language: the game's own for the contract
    (``GameInfo.bidder_word``, the word of its result and lessons), else the family's, the declarer.

    >>> from troggu_core.kernel.registry import GAMES
    >>> [bidder_word(GAMES[g], c, "de") for g, c in [("troggu", "normal"), ("troggu", "solo"), ("french-tarot", "garde")]]
    ['Tappist', 'Solist', 'Nehmer']
    """
    if info.bidder_word is not None:
        return info.bidder_word(contract, lang)
    return gettext(N_("declarer"), lang)


def trick_count(table: Any) -> tuple[int, int]:
    """The trick being played and how many the round has, for the seat of a view: the tricks done, the
    seat's cards left and its card in the current trick (so the page never counts them).

    >>> trick_count({"tricks_done": 2, "hand": ["RK", "R7"], "trick": [{"seat": 0, "card": "I"}], "seat": 0})
    (3, 5)
    """
    done = int(table["tricks_done"])
    mine = any(p["seat"] == table["seat"] for p in table["trick"])
    return done + 1, done + len(table["hand"]) + int(mine)


def result_rows(info: GameInfo, result: dict[str, Any], ruleset: Any, lang: str) -> list[dict[str, Any]]:
    """The rows of a finished round's table, one value per seat: the card points where the result counts them per
    seat (``points``), the payments (``payments``), and where one unit of them is worth more than one of the score
    pad's unit by the round's ``ruleset`` (the record's), the payments in that unit (``money``: Troggu's Rappen, the
    village's base times the payments), its ``head`` the unit's word. The page labels ``points`` and ``payments`` and
    prints every row as it comes.

    >>> from troggu_core.kernel.registry import GAMES
    >>> rows = result_rows(GAMES["troggu"], GAMES["troggu"].replay(GAMES["troggu"].random_record("visp", 4, 1)), "visp", "de")
    >>> [(r["key"], r["head"]) for r in rows]
    [('points', None), ('payments', None), ('money', 'Rappen')]
    """
    players = len(result["payments"])
    rows: list[dict[str, Any]] = []
    points = result.get("points")
    if isinstance(points, list) and len(points) == players:
        rows.append({"key": "points", "head": None, "values": points})
    rows.append({"key": "payments", "head": None, "values": list(result["payments"])})
    unit = info.payment_unit(ruleset)
    if unit != 1 and info.pad is not None:
        money = [p * unit for p in result["payments"]]
        rows.append({"key": "money", "head": info.pad.unit.render(lang), "values": money})
    return rows


def round_view(sess: OpenRound, lang: str) -> dict[str, Any]:
    """The open round as the page shows it, for the person's seat: the one view and the words around it; its deal
    as its share link names it (``share``) and its fields the page reads (``seed``, ``dealer``: the page never takes
    the link apart)."""
    st = sess.state
    over = st.is_over
    legal = _offered(sess)
    shown = {a for a in legal if a not in CARD_CODES}
    view = st.view(sess.seat)  # the one view: the keys every game shares (the table reads them) and the game's own
    trick_no, tricks_total = trick_count(view)
    out: dict[str, Any] = {
        "id": next(k for k, v in open_rounds.items() if v is sess),
        "seat": sess.seat,
        "players": st.players,
        "seed": sess.table.seed,
        "dealer": sess.table.dealer,
        "phase": st.phase,
        "phase_text": phase_text(st.phase, lang, sess.info),
        "to_move": st.to_move,
        # each seat as a person reads it ("Platz 1".."Platz n"; the engine, records and the API count from 0)
        "seat_labels": seat_names(st.players, lang),
        "your_turn": not over and not sess.stopped and st.to_move == sess.seat,
        "estimate": sess.estimate_open,  # the page offers the chances now (op estimate answers)
        "view": view,
        "bidder_word": bidder_word(sess.info, view["contract"], lang),
        "card_play": st.phase == "play" and not over,  # the cards are being played: the page counts the tricks
        "trick_no": trick_no,
        "tricks_total": tricks_total,
        "legal": legal,
        "labels": {a: action_label(sess.info.id, a, lang) for a in sorted(shown)},
        "log": [log_entry(sess, e, lang) for e in sess.log[-3 * st.players :]],
        "can_undo": bool(sess.marks),
        "share": sess.query,
        "stopped": sess.stopped,
        "notes": sess.info.describe(st, sess.seat, lang) if sess.info.describe else [],
        "over": over,
        "result": st.result() if over else None,
    }
    if over:
        out["explain"] = explained(sess.info, out["result"], sess.seat, lang)
        out["result_rows"] = result_rows(sess.info, out["result"], st.record()["ruleset"], lang)
    laying = st.layaway_size()  # the state protocol's: how many cards the lay-away takes now, else 0
    if laying and legal:
        out["discard_size"] = laying
    return out
