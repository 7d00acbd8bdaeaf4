"""A finished round of French Tarot in words (``GameInfo.explain``): the contract and its taker, the bouts and the
target, the points made of 91, won or lost by how much, the score's formula and who pays whom.

>>> from troggu_core.games.french_tarot import GAME
>>> r = GAME.replay(GAME.random_record("fft", 3, 5))
>>> e = explain(r, 2, "en")
>>> e.rule, e.lines[0]
('score.formula', 'Prise: taker seat 3 (you).')
>>> e.lines[1]
'Bouts: 0, so the taker needs 56 of 91 points; the taker made 21.5.'
"""

from __future__ import annotations

from typing import Any, Mapping

from ...i18n import Msg, Plural
from ...kernel.advice_ultimo import Ultimo
from ...kernel.codes import FOOL, parse_code
from ...kernel.explain import Explanation, num, payments_line, seat_label, signed, your_line
from ...kernel.strong_bots import completed_tricks
from .names import contract_name
from .rulesets import parse_ruleset
from .contracts import TARGETS
from .scoring import petit_au_bout_value

__all__ = ["explain", "TOTAL", "ultimo", "known_taker_bouts"]

TOTAL = 91
"""The points of the whole deck (rule ``count.taker-points``)."""


def explain(result: Mapping[str, Any], seat: int | None, lang: str) -> Explanation:
    """The round of ``result`` (the spec's result keys) in words for ``seat`` in ``lang``."""
    if result["contract"] is None:
        why = (
            Msg("Everyone passed: the cards are dealt again and nobody pays.")
            if result["redeal"] == "all_pass"
            else Msg("A player holds the petit sec alone: the deal is annulled and nobody pays.")
        )
        return Explanation((why.render(lang),), "score.formula")
    taker = result["taker"]
    lines = [
        Msg(
            "{contract}: taker {taker}.",
            contract=contract_name(result["contract"]),
            taker=seat_label(taker, seat, lang),
        ).render(lang),
        Msg(
            "Bouts: {bouts}, so the taker needs {target} of {total} points; the taker made {points}.",
            bouts=result["bouts"],
            target=result["target"],
            total=TOTAL,
            points=num(result["taker_points"], lang),
        ).render(lang),
    ]
    diff = result["difference"]
    won = result["won"]
    said = (
        Plural("Won by {n} point.", "Won by {n} points.", n=diff)
        if won
        else Plural("Lost by {n} point.", "Lost by {n} points.", n=diff)
    )
    lines.append(said.render(lang))
    m = result["multiplier"]
    rs = parse_ruleset({"name": result["ruleset"], **result["options"]})
    lines.append(
        Msg(
            "Score: ({worth} + {difference}) × {mult} for the contract = {value}.",
            worth=rs.contract_points,
            difference=diff,
            mult=m,
            value=(rs.contract_points + diff) * m,
        ).render(lang)
    )
    s = 1 if won else -1
    if result["petit_au_bout"] is not None:
        value = petit_au_bout_value(rs, m) * (1 if result["petit_au_bout"] == "taker" else -1)
        lines.append(Msg("Petit au bout: {value}.", value=signed(value, lang)).render(lang))
    if result["poignee_bonus"]:
        lines.append(Msg("Poignée: {value}.", value=signed(s * result["poignee_bonus"], lang)).render(lang))
    if result["chelem_bonus"]:
        lines.append(Msg("Chelem: {value}.", value=signed(result["chelem_bonus"], lang)).render(lang))
    pay = result["payments"]
    defender = next(d for d in range(len(pay)) if d != taker)
    amount = num(abs(pay[defender]), lang)
    lines.append(
        (
            Msg("Each defender pays the taker {amount}.", amount=amount)
            if pay[taker] > 0
            else Msg("The taker pays each defender {amount}.", amount=amount)
        ).render(lang)
    )
    lines.append(payments_line(pay, seat, lang))
    if seat is not None:
        lines.append(your_line(pay, seat, lang))
    return Explanation(tuple(lines), "score.formula")


def ultimo(view: Mapping[str, Any]) -> Ultimo | None:
    """The petit au bout as the hint weighs and says it (``GameInfo.ultimo``, rule ``score.petit-au-bout``): the
    Petit in the last trick brings that trick's side the ruleset's bonus (times the contract's multiplier, unless
    it is flat); a card point of the taker's moves the score by the multiplier, so the bonus is worth its value
    divided by the multiplier in card points, to either side. ``None`` before a contract is played.

    >>> u = ultimo({"ruleset": "fft", "contract": "garde"})
    >>> u.won, u.pays.render("en"), u.rule
    (10.0, 'the petit au bout, 20 points for your side', 'score.petit-au-bout')
    """
    contract = view.get("contract")
    if not contract:
        return None
    rs = parse_ruleset(view["ruleset"])
    m = rs.multiplier(contract)
    value = petit_au_bout_value(rs, m)
    caught, caught_costs = _petit_caught(view)
    return Ultimo(
        won=value / m if m else 0.0,
        pays=Msg("the petit au bout, {amount} points for your side", amount=value),
        costs=Msg("the petit au bout for the other side, {amount} points", amount=value),
        rule="score.petit-au-bout",
        caught=caught,
        caught_costs=caught_costs,
    )


def _petit_caught(view: Mapping[str, Any]) -> tuple[float, Msg | None]:
    """What the Petit taken by the other side costs beyond its points (rule ``count.target``: it is a bout, and the
    taker's target goes by the bouts it ends with): the step of the target from the bouts the seat knows the taker
    to have (:func:`known_taker_bouts`) -- the taker's own Petit lost raises its target, a defender's Petit taken
    lowers the taker's. Card points, as the weighing counts (the target is in card points).

    >>> c, said = _petit_caught({"seat": 0, "bidder": 0, "hand": ["I", "XXI", "R2"], "played": [], "dealer": 2})
    >>> c, said.render("de")
    (10, 'dein Ziel steigt von 41 auf 51 Punkte')
    """
    taker, seat = view.get("bidder"), view.get("seat")
    if taker is None or seat is None:
        return 0.0, None
    bouts = known_taker_bouts(view)
    if int(seat) == int(taker):
        if not 1 <= bouts <= len(TARGETS) - 1:
            return 0.0, None
        old, new = TARGETS[bouts], TARGETS[bouts - 1]
        return new - old, Msg("your target rises from {old} to {new} points", old=old, new=new)
    if bouts >= len(TARGETS) - 1:
        return 0.0, None
    old, new = TARGETS[bouts], TARGETS[bouts + 1]
    return old - new, Msg("the taker's target falls from {old} to {new} points", old=old, new=new)


def known_taker_bouts(view: Mapping[str, Any]) -> int:
    """The bouts the seat of ``view`` (in the card play) knows the taker (the view's ``bidder``) to have now: the
    taker's own hand's, when the seat is the taker, and those the taker took in the finished tricks (the Excuse
    stays with its player), the tricks' leaders replayed from the first lead (rule ``play.first-lead``: the taker
    after a chelem announced or where the ruleset says so, else the dealer's right).

    >>> known_taker_bouts({"seat": 1, "bidder": 0, "hand": ["I"], "played": ["R2", "XXI", "R3"], "dealer": 2})
    0
    >>> known_taker_bouts({"seat": 1, "bidder": 1, "hand": ["I"], "played": ["R2", "XXI", "R3"], "dealer": 2})
    2
    """
    from .card_play_model import trick_rules

    taker = int(view["bidder"])
    bouts = {parse_code(c) for c in ("I", "XXI", "Narr")}
    known = sum(1 for c in view.get("hand") or () if parse_code(c) in bouts) if int(view["seat"]) == taker else 0
    options = view.get("options") or {}
    rules = trick_rules(options.get("overtrump", "required") == "required")
    first_taker = view.get("chelem_announced") or options.get("first_lead") == "taker"
    leader = taker if first_taker else (int(view.get("dealer", 0)) + 1) % 3
    for trick in completed_tricks(dict(view), 3):
        winner = (leader + rules.winner(trick, leader, -1)) % 3
        for i, card in enumerate(trick):
            owner = (leader + i) % 3 if card == FOOL else winner
            known += card in bouts and owner == taker
        leader = winner
    return known
