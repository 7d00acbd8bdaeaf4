"""Settlement of a finished deal (spec §9, result keys §12): declarations, bonuses and penalties, eye payments,
the Danish pots.

A bonus of v for seat s is paid v by each opponent (s +2v, others −v); a penalty (v < 0) the other way. Every
amount is the ruleset's (:meth:`.rulesets.Ruleset.amount`, issue 34); the constants below are the rule texts'.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping

from .cards import FOOL, KINGS, PAGAT, SUIT_LETTERS, code_of, codes, mask_of, popcount
from .counting import eyes_of_pile, excuse_captured, piles
from .declarations import declarations

if TYPE_CHECKING:
    from .state import GrosstarockState

__all__ = ["settle", "danish_eye_amount", "pay", "reach", "outcome"]

EYES_PAR = 26
"""1754 and Dummett: the eyes a player should make; above them are paid to him, below by him (GT-PAY-1754-1)."""

_KING_SET = frozenset(KINGS)
VOLE_VALUES = (52, 38, 31)
"""Dummett's announced vole by tier (GT-PAY-DUM-5; the option ``vole_announced``)."""
NOLO_VALUES = (36, 31)
NOLO_FAIL = (10, 5)


def pay(payments: list[int], seat: int, value: int) -> None:
    """Seat receives ``value`` from each opponent (a negative value is paid to each opponent)."""
    for s in range(3):
        payments[s] += 2 * value if s == seat else -value


def tier_of(before_trick: int) -> int:
    """GT-ANN-2: before trick 1 → tier 1; 2..13 → 2; 14..20 → 3."""
    return 1 if before_trick == 1 else 2 if before_trick <= 13 else 3


def danish_eye_amount(eyes: int, scale: str, above: int = 24, below: int = 28) -> int:
    """GT-PAY-DK-2: ``per_5`` 5·⌊max(0, e−24)/5⌋ − 5·⌊max(0, 28−e)/5⌋; ``per_eye`` 5·max(0, e−24) − (the same loss)
    (24 and 28: the options ``eyes_paid_above``, ``eyes_owed_below``)."""
    loss = 5 * (max(0, below - eyes) // 5)
    if scale == "per_eye":
        return 5 * max(0, eyes - above) - loss
    return 5 * (max(0, eyes - above) // 5) - loss


class _Bonuses:
    def __init__(self) -> None:
        self.items: list[dict[str, Any]] = []

    def add(self, seat: int, name: str, value: int, trick: int | None, pot_delta: dict[str, int] | None = None) -> None:
        entry: dict[str, Any] = {"seat": seat, "name": name, "value": value, "trick": trick}
        if pot_delta:
            entry["pot_delta"] = pot_delta
        self.items.append(entry)


def settle(s: GrosstarockState) -> dict[str, Any]:
    """The result keys of a finished deal."""
    rs = s.rs
    dealer = s.dealer
    discard = s.discarded or (0, 0, 0)
    # declarations (GT-DECL-2: which hand)
    decl_hands = []
    for seat in range(3):
        if seat != dealer:
            decl_hands.append(mask_of(list(s.dealt[seat])))
        elif s.ruleset.values.get("dealer_declares") == "all_28":
            decl_hands.append(s.hand28)
        else:
            decl_hands.append(s.hand28 & ~mask_of(list(discard)))
    decls = [declarations(h, s.ruleset) for h in decl_hands]  # the values are the ruleset's (issue 34)
    decl_pay = [0, 0, 0]
    for seat in range(3):
        for d in decls[seat]:
            pay(decl_pay, seat, d["value"])
    # piles and eyes
    pile, exchange = piles(rs, dealer, discard, s.tricks, s.winners, s.excuse_seat, s.excuse_trick)
    eyes = [eyes_of_pile(p) for p in pile]
    bonuses = _Bonuses()
    extra: dict[str, Any] = {}
    if rs == "1754":
        settlement, eyes_settled = _settle_1754(s, bonuses)
    elif rs == "dummett":
        settlement, eyes_settled, extra["announcement"] = _settle_dummett(s, bonuses)
    else:
        settlement, eyes_settled = _settle_danish(s, bonuses, extra)
    bonus_pay = [0, 0, 0]
    for b in bonuses.items:
        pay(bonus_pay, b["seat"], b["value"])
    if not eyes_settled:
        eye_pay = [0, 0, 0]
    elif rs == "danish":
        eye_pay = danish_eyes(s.ruleset, eyes, dealer)
    else:
        eye_pay = [e - s.ruleset.amount("eyes_par") for e in eyes]
    payments = [decl_pay[i] + bonus_pay[i] + eye_pay[i] for i in range(3)]
    pot_payments = extra.get("pot_payments", [0, 0, 0])
    excuse_trick = s.excuse_trick
    led = excuse_trick is not None and s.tricks[excuse_trick - 1][0] == FOOL
    result: dict[str, Any] = {
        "game": "grosstarock",
        "ruleset": rs,
        "options": s.ruleset.echo(),
        "dealer": dealer,
        "forehand": s.forehand,
        "discard": codes(list(discard)),
        "trick_winners": list(s.winners),
        "trick_leaders": list(s.leaders),
        "tricks": [codes(t) for t in s.tricks],
        "tricks_won": list(s.won),
        "cards_won": [popcount(p) for p in pile],
        "eyes": eyes,
        "declarations": decls,
        "declaration_payments": decl_pay,
        "bonuses": bonuses.items,
        "bonus_payments": bonus_pay,
        "eye_payments": eye_pay,
        "eyes_settled": eyes_settled,
        "settlement": settlement,
        "payments": payments,
        "excuse": {
            "owner": s.excuse_seat if s.excuse_seat is not None else dealer,
            "trick": excuse_trick,
            "discarded": excuse_trick is None,
            "led": led,
            "captured": excuse_captured(rs, excuse_trick),
            "designated": None if s.excuse_suit is None else SUIT_LETTERS[s.excuse_suit],
            "lapsed": s.excuse_lapsed,
        },
        "excuse_exchange": exchange,
        "lead_passed": s.lead_passed,
    }
    if rs == "dummett":
        result["announcement"] = extra["announcement"]
    if rs == "danish":
        for key in ("pots_start", "ante_payments", "pots_after_ante", "pot_payments", "pots_end"):
            result[key] = extra[key]
        result["excuse_demand"] = s.demand
    result["totals"] = [payments[i] + pot_payments[i] for i in range(3)]
    return result


def danish_eyes(ruleset: Any, eyes: list[int], dealer: int) -> list[int]:
    """GT-PAY-DK-2: each seat's eye payment by the ruleset's scale and thresholds; the seat after the dealer
    balances."""
    nxt = (dealer + 1) % 3
    scale, above, below = (
        ruleset.values["eye_scale"],
        ruleset.amount("eyes_paid_above"),
        ruleset.amount("eyes_owed_below"),
    )
    eye_pay = [0 if seat == nxt else danish_eye_amount(eyes[seat], scale, above, below) for seat in range(3)]
    eye_pay[nxt] = -sum(eye_pay)
    return eye_pay


def _won_or_lost(b: _Bonuses, seat: int, name: str, won: bool, win: int, loss: int, trick: int) -> None:
    """A bonus ``name`` of ``win`` (nothing when 0) or the penalty ``name_lost`` of ``loss``."""
    if won and win:
        b.add(seat, name, win, trick)
    elif not won:
        b.add(seat, f"{name}_lost", -loss, trick)


def _card_events(s: GrosstarockState) -> list[tuple[int, int, int, bool]]:
    """(trick, seat, card, won) for every Pagat and king played, in trick and card order."""
    out = []
    for t, (cards, leader, winner) in enumerate(zip(s.tricks, s.leaders, s.winners), start=1):
        for pos, c in enumerate(cards):
            if c == PAGAT or c in _KING_SET:
                seat = (leader + pos) % 3
                out.append((t, seat, c, winner == seat))
    return out


def _settle_1754(s: GrosstarockState, b: _Bonuses) -> tuple[str, bool]:
    rs = s.ruleset
    for t, seat, card, won in _card_events(s):
        if card != PAGAT:
            continue
        if t < 25:
            _won_or_lost(b, seat, "pagat", won, rs.amount("pagat_won"), rs.amount("pagat_lost"), t)
        else:
            ultimo = rs.amount("pagat_ultimo")
            b.add(seat, "pagat_ultimo" if won else "pagat_ultimo_lost", ultimo if won else -ultimo, t)
    owner = s.excuse_seat if s.excuse_seat is not None else s.dealer
    if s.won[owner] == 0:
        b.add(owner, "excuse_no_tricks", rs.amount("excuse_no_tricks"), None)
    return "normal", True


def _settle_dummett(s: GrosstarockState, b: _Bonuses) -> tuple[str, bool, dict[str, Any] | None]:
    rs = s.ruleset
    normal = _Bonuses()
    for t, seat, card, won in _card_events(s):
        name = "pagat" if card == PAGAT else "king"
        if t < 25:
            _won_or_lost(normal, seat, name, won, rs.amount(f"{name}_won"), rs.amount(f"{name}_lost"), t)
        else:
            ultimo = rs.amount(f"{name}_ultimo")
            normal.add(seat, f"{name}_ultimo" if won else f"{name}_ultimo_lost", ultimo if won else -ultimo, t)
    vole_seat = next((i for i in range(3) if s.won[i] == 25), None)
    nolo_seat = None if vole_seat is not None else next((i for i in range(3) if s.won[i] == 0), None)
    ann = s.announcement
    info: dict[str, Any] | None = None
    if ann is not None:
        seat, kind, k = ann
        tier = tier_of(k)
        info = {"seat": seat, "type": kind, "before_trick": k, "tier": tier}
        if kind == "vole":
            if vole_seat == seat:
                value = rs.tiers("vole_announced")[tier - 1]
                b.add(seat, "vole_announced", value, None)
                info.update(success=True, value=value)
                return "vole_announced", False, info
            tiers = rs.tiers("vole_announced")
            order = tiers if rs.values["vole_penalty"] == "same" else tiers[::-1]
            value = -order[tier - 1]
            info.update(success=False, value=value)
            if rs.values["vole_failed"] == "penalty_only":
                b.add(seat, "vole_announced_lost", value, None)
                return "vole_announced_lost", False, info
            # vole_failed=normal_payments: settled like a failed nolo (003:99), the penalty added below
        elif s.won[seat] == 0:
            value = rs.tiers("nolo_announced")[tier - 1]
            b.add(seat, "nolo_announced", value, None)
            info.update(success=True, value=value)
            return "nolo_announced", False, info
        else:
            info.update(success=False, value=-rs.tiers("nolo_announced_lost")[tier - 1])
    if vole_seat is not None:
        b.add(vole_seat, "vole", rs.amount("all_tricks"), None)
        settlement, eyes_settled = "vole", False
    elif nolo_seat is not None:
        b.add(nolo_seat, "nolo", rs.amount("nolo"), None)
        settlement, eyes_settled = "nolo", False
    else:
        b.items.extend(normal.items)
        settlement, eyes_settled = "normal", True
    if info is not None:
        b.add(info["seat"], f"{info['type']}_announced_lost", info["value"], None)
    return settlement, eyes_settled, info


def _settle_danish(s: GrosstarockState, b: _Bonuses, extra: dict[str, Any]) -> tuple[str, bool]:
    """The Danish settlement: the antes into the king and pagat pots, the pagat and kings caught during play, the
    tout's or the ultimos' pot, the nolo, the last trick; the pots and each seat's pot payments go to ``extra``.
    Returns the settlement and whether the eyes are settled."""
    rs = s.ruleset
    pots, pot_pay = _danish_ante(s, extra)
    last = _danish_tricks(s, b, pots, pot_pay)
    tout = next((i for i in range(3) if s.won[i] == 25), None)
    nolo = None if tout is not None else next((i for i in range(3) if s.won[i] == 0), None)
    vk, vp = pots["king"], pots["pagat"]
    if tout is not None:
        b.add(tout, "tout", rs.amount("all_tricks"), None, {"king": -vk, "pagat": -vp})
        pot_pay[tout] += vk + vp
        pots["king"] -= vk
        pots["pagat"] -= vp
    elif nolo is None:
        for seat, card, won in last:
            if won:
                _danish_ultimo(b, rs, pots, pot_pay, (seat, card, True), vk, vp)
    for seat, card, won in last:
        if not won:
            _danish_ultimo(b, rs, pots, pot_pay, (seat, card, False), vk, vp)
    if nolo is not None:
        b.add(nolo, "nolo", rs.amount("nolo"), None)
    if tout is None and nolo is None and not last:
        b.add(s.winners[24], "last_trick", rs.amount("last_trick"), 25)
    extra["pot_payments"] = pot_pay
    extra["pots_end"] = dict(pots)
    paid = s.ruleset.values["slam_eyes"] == "paid"  # GT-PAY-DK-4: O3 cancels the eyes, 003 is silent
    if tout is not None:
        return "tout", paid
    if nolo is not None:
        return "nolo", paid
    return "normal", True


def _danish_ante(s: GrosstarockState, extra: dict[str, Any]) -> tuple[dict[str, int], list[int]]:
    """The antes: an empty pot takes 20 from each seat (``ante``), else the dealer adds 5 (``dealer_ante``). Returns
    the pots after the ante and each seat's pot payments so far (its ante)."""
    pots = {"king": s.pots_start[0], "pagat": s.pots_start[1]}
    extra["pots_start"] = dict(pots)
    ante = [0, 0, 0]
    each, dealer_ante = s.ruleset.amount("ante"), s.ruleset.amount("dealer_ante")
    for name in ("king", "pagat"):
        if pots[name] == 0:
            for seat in range(3):
                ante[seat] -= each
            pots[name] += 3 * each
        else:
            ante[s.dealer] -= dealer_ante
            pots[name] += dealer_ante
    extra["ante_payments"] = list(ante)
    extra["pots_after_ante"] = dict(pots)
    return pots, list(ante)


def _danish_tricks(
    s: GrosstarockState, b: _Bonuses, pots: dict[str, int], pot_pay: list[int]
) -> list[tuple[int, int, bool]]:
    """Tricks 1-24: the pagat won or lost, a king won (nothing, unless ``king_won``) or lost (its penalty, and as
    much into its pot). Returns the last trick's pagat and king events (seat, card, won), settled as ultimos."""
    rs = s.ruleset
    last: list[tuple[int, int, bool]] = []
    for t, seat, card, won in _card_events(s):
        if t == 25:
            last.append((seat, card, won))
            continue
        pot = "pagat" if card == PAGAT else "king"
        if won:
            if rs.amount(f"{pot}_won"):
                b.add(seat, pot, rs.amount(f"{pot}_won"), t)
        else:
            loss = rs.amount(f"{pot}_lost")
            b.add(seat, f"{pot}_lost", -loss, t, {pot: loss})
            pots[pot] += loss
            pot_pay[seat] -= loss
    return last


def _danish_ultimo(
    b: _Bonuses,
    rs: Any,
    pots: dict[str, int],
    pot_pay: list[int],
    event: tuple[int, int, bool],
    vk: int,
    vp: int,
) -> None:
    """A pagat (45) or king (40) ultimo (``event``: seat, card, won) won (its pot, ``vp`` or ``vk``, to the seat) or
    lost (the seat pays it in)."""
    seat, card, won = event
    sign = 1 if won else -1
    pot = "pagat" if card == PAGAT else "king"
    amount = vp if card == PAGAT else vk
    name = f"{pot}_ultimo" if won else f"{pot}_ultimo_lost"
    b.add(seat, name, sign * rs.amount(f"{pot}_ultimo"), 25, {pot: -sign * amount})
    pot_pay[seat] += sign * amount
    pots[pot] -= sign * amount


_ = code_of


def reach(result: Mapping[str, Any], seat: int) -> tuple[float, int, str] | None:
    """What ``seat`` reached (``GameInfo.reach``): its eyes against the par its eyes are paid from, where each
    payment is the eyes less one par; ``None`` where the eyes were not settled (a vole or nolo paid instead) or
    the payments follow no one par (the Danish scale).

    >>> reach({"eyes": [30, 35, 13], "eye_payments": [4, 9, -13], "eyes_settled": True}, 2)
    (13.0, 26, 'eyes')
    """
    eyes, paid = result.get("eyes"), result.get("eye_payments")
    if isinstance(eyes, list) and isinstance(paid, list) and result.get("eyes_settled"):
        pars = {e - p for e, p in zip(eyes, paid)}
        return (float(eyes[seat]), pars.pop(), "eyes") if len(pars) == 1 else None
    return None


def outcome(result: Mapping[str, Any]) -> str:
    """A round's outcome (``GameInfo.outcome``): how it was settled (eyes, a vole, a nolo ...); ``round`` where the
    result names none.

    >>> outcome({"settlement": "vole"}), outcome({})
    ('vole', 'round')
    """
    return str(result.get("settlement") or "round")


def paid(result: Mapping[str, Any]) -> list[int]:
    """What each seat was paid in a round all told (``GameInfo.paid``): its ``totals``, the payments with the Danish
    pots' share (the pots take and give beside the payments between the seats).

    >>> paid({"payments": [2, -1, -1], "totals": [5, -3, -3]})
    [5, -3, -3]
    """
    return list(result["totals"])


def carried(result: Mapping[str, Any]) -> dict[str, Any]:
    """What a finished deal passes on to the next (``GameInfo.carried``): the Danish pots it ends with, as the next
    deal's ``pots`` (rule ``GT-SESSION``: the pots carry over); nothing in the other rulesets.

    >>> carried({"pots_end": {"king": 3, "pagat": 6}}), carried({"payments": [1, -1, 0]})
    ({'pots': (3, 6)}, {})
    """
    pots = result.get("pots_end")
    return {"pots": (pots["king"], pots["pagat"])} if pots else {}
