"""An independent reference model of Troggu, written from the rules text of issue 2.

It shares no code with ``troggu_core``: cards are plain code strings, and every
rule below is transcribed from the issue's rules section (with its readings). The
tests use it to cross-check the engine over random games; it is deliberately
simple and slow.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from card_oracle import ROMAN

NARR = "Narr"
TRUMPS = ROMAN + [NARR]
COURTS = ["J", "N", "Q", "K"]
# Rosen and Coppe keep 1-6, Stecken and Schwerter 5-10.
PIPS = {"R": [1, 2, 3, 4, 5, 6], "C": [1, 2, 3, 4, 5, 6], "B": [5, 6, 7, 8, 9, 10], "S": [5, 6, 7, 8, 9, 10]}
SUITS = ["R", "B", "S", "C"]
DECK62 = TRUMPS + [f"{s}{p}" for s in SUITS for p in PIPS[s]] + [f"{s}{r}" for s in SUITS for r in COURTS]
FIVE_POINTERS = {"Narr", "XXI", "I", "RK", "BK", "SK", "CK"}
KINGS = {"RK", "BK", "SK", "CK"}


def is_trump(c: str) -> bool:
    return c in TRUMPS


def suit(c: str) -> str:
    return "T" if is_trump(c) else c[0]


def points(c: str) -> int:
    if c in (NARR, "XXI", "I"):
        return 5
    if is_trump(c):
        return 1
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[1:], 1)


def strength(c: str) -> int:
    if c == NARR:
        return 22
    if is_trump(c):
        return ROMAN.index(c) + 1
    r = c[1:]
    if r in COURTS:
        return 11 + COURTS.index(r)
    p = int(r)
    return 11 - p if c[0] in "RC" else p  # Rosen/Coppe: 1 > 2 > ... > 6


def total(cards) -> int:
    return sum(points(c) for c in cards)


@dataclass
class Rules:
    name: str
    base: int
    threshold: int
    discard_exception: str  # "four-kings" | "all-five-pointers"
    call_rule: str  # "not-five-pointers" | "trump-not-xxi-narr"
    misere_payer: str  # "most-pays" | "fewest-receives"
    auction_direction: str = "counterclockwise"
    tappist: str = "bidder"


RULES = {
    "visp": Rules("visp", 10, 29, "four-kings", "not-five-pointers", "most-pays"),
    "st-niklaus": Rules("st-niklaus", 5, 31, "all-five-pointers", "trump-not-xxi-narr", "fewest-receives"),
    "graechen": Rules("graechen", 5, 20, "all-five-pointers", "trump-not-xxi-narr", "most-pays"),
}


def rules_from(rs) -> Rules:
    """Read a record's ``ruleset`` value (a name or a dict of name and options)."""
    if isinstance(rs, str):
        return RULES[rs]
    base = RULES[rs["name"]]
    kw = dict(base.__dict__)
    for k, v in rs.items():
        if k != "name":
            k = k.replace("-", "_")
            kw["threshold" if k == "double_threshold" else k] = v
    return Rules(**kw)


class OracleIllegal(Exception):
    pass


def legal_cards(hand: set[str], trick: list[tuple[int, str, bool]], withheld: bool, last: bool) -> set[str]:
    """The cards a player may play (rules play.follow-suit, play.must-trump, play.schgusieru)."""
    avail = set(hand)
    if withheld and not last:
        avail.discard(NARR)  # counts as absent until the last trick
    if not trick:
        return avail
    led = next((suit(c) for _, c, powerless in trick if not powerless), None)
    if led is None:  # only the powerless Narr was led: the next card sets the suit
        return avail
    forced = {c for c in avail if suit(c) == led}
    if not forced:
        forced = {c for c in avail if is_trump(c)}
        if not forced:
            return avail
    if forced == {NARR} and not last:
        return avail  # schgüsieru allowed
    return forced


def trick_winner(trick: list[tuple[int, str, bool]]) -> int:
    """The seat winning a complete trick; a powerless Narr never wins."""
    live = [(s, c) for s, c, powerless in trick if not powerless]
    trumps = [(strength(c), s) for s, c in live if is_trump(c)]
    if trumps:
        return max(trumps)[1]
    led = suit(live[0][1])
    return max((strength(c), s) for s, c in live if suit(c) == led)[1]


@dataclass
class Outcome:
    game: str
    declarer: int | None
    partner: int | None
    forced: bool
    trick_winners: list[int]
    points: list[int]  # per seat, before the Narr exchange's 1-point card moves (see exchange)
    side_points: dict | None
    payments: list[int]
    exchange: tuple | None = None  # (owner side seats, receiving seat) when a 1-point card had to move
    multiplier: int = 0
    misere_seats: list[int] = field(default_factory=list)


def play_record(rec: dict) -> Outcome:
    """Replay a record (dict in the troggu-record/1 format) by the rules; raise OracleIllegal if illegal."""
    R = rules_from(rec["ruleset"])
    n = rec["players"]
    dealer = rec["dealer"]
    hands = [set(h) for h in rec["hands"]]
    tapp = set(rec["tapp"])
    # --- auction
    if R.auction_direction == "counterclockwise":
        order = [(dealer + k) % n for k in range(1, n + 1)]
    else:
        order = [(dealer + 1 - k) % n for k in range(n)]
    bids = rec["auction"]
    normal_by = None
    game = None
    declarer = None
    forced = False
    for i, b in enumerate(bids):
        if game is not None:
            raise OracleIllegal("bid after the auction ended")
        seat = order[i]
        if b == "solo":
            game, declarer = "solo", seat
        elif b == "normal":
            if normal_by is not None:
                raise OracleIllegal("second normal")
            normal_by = seat
    if game is None:
        if len(bids) != n:
            raise OracleIllegal("auction incomplete")
        if normal_by is not None:
            game = "normal"
            declarer = dealer if R.tappist == "dealer" else normal_by
        elif n >= 7 and any(NARR in h for h in hands):
            game, forced = "normal", True
            declarer = next(s for s in range(n) if NARR in hands[s])
        elif n >= 7 and any("I" in h for h in hands):
            game, forced = "normal", True
            declarer = next(s for s in range(n) if "I" in hands[s])
        else:
            game = "misere"
    # --- call
    partner = None
    if game == "normal" and n >= 7:
        call = rec["call"]
        if call is None:
            raise OracleIllegal("7-8 players: a call is required")
        if R.call_rule == "not-five-pointers":
            ok = call in DECK62 and call not in FIVE_POINTERS
        else:
            ok = is_trump(call) and call not in ("XXI", NARR)
        if not ok:
            raise OracleIllegal(f"cannot call {call}")
        holders = [s for s in range(n) if call in hands[s]]
        partner = holders[0] if holders and holders[0] != declarer else None
    elif rec["call"] is not None:
        raise OracleIllegal("no call in this game")
    # --- exchange
    discard: set[str] = set()
    if game == "normal":
        discard = set(rec["discard"] or [])
        if len(discard) != len(tapp) or len(rec["discard"]) != len(tapp):
            raise OracleIllegal("discard size")
        pool = hands[declarer] | tapp
        if not discard <= pool:
            raise OracleIllegal("discard not from hand and Tapp")
        five = discard & FIVE_POINTERS
        if five:
            allowed = KINGS if R.discard_exception == "four-kings" else FIVE_POINTERS
            if five != allowed:
                raise OracleIllegal("5-pointers in the discard")
        hands[declarer] = pool - discard
    elif rec["discard"] is not None:
        raise OracleIllegal("no discard in this game")
    # --- play
    leader = declarer if game in ("normal", "solo") else (dealer + 1) % n
    ntricks = len(hands[0])
    plays = list(rec["plays"])
    if len(plays) != ntricks * n:
        raise OracleIllegal("incomplete play")
    withheld = None
    won: list[list[str]] = [[] for _ in range(n)]
    winners = []
    k = 0
    for t in range(ntricks):
        last = t == ntricks - 1
        trick: list[tuple[int, str, bool]] = []
        for j in range(n):
            seat = (leader + j) % n
            card = plays[k]
            k += 1
            legal = legal_cards(hands[seat], trick, withheld == seat, last)
            if card not in legal:
                raise OracleIllegal(f"trick {t}: seat {seat} may not play {card} (legal {sorted(legal)})")
            if (
                withheld is None
                and card != NARR
                and NARR in hands[seat]
                and trick
                and not last
                and _only_narr_forced(hands[seat], trick)
            ):
                withheld = seat  # the Narr would have been the only legal card: schgüsieru
            powerless = card == NARR and withheld == seat
            hands[seat].discard(card)
            trick.append((seat, card, powerless))
        w = trick_winner(trick)
        winners.append(w)
        won[w].extend(c for _, c, _ in trick)
        leader = w
    exchange = None
    if withheld is not None:
        last_w = winners[-1]
        won[last_w].remove(NARR)
        won[withheld].append(NARR)
        side = _side(withheld, game, declarer, partner, n)
        if last_w not in side:
            if any(points(c) == 1 for s in side for c in won[s]):
                exchange = (tuple(side), last_w)
    pts = [total(w) for w in won]
    if game == "normal":
        pts[declarer] += total(discard)
    elif game == "solo":
        pts[declarer] += total(tapp)
    if exchange:
        pts[exchange[1]] += 1  # the receiver
        if len(exchange[0]) == 1:  # the giver is known: the owner's side is one seat
            pts[exchange[0][0]] -= 1
            exchange = None
        # else the giver is one seat of the side (the text does not say which); pts leaves it undebited
    if game == "misere":
        key = max(pts) if R.misere_payer == "most-pays" else min(pts)
        group = [s for s in range(n) if pts[s] == key]
        pay = [0] * n
        if len(group) < n:
            sign = -1 if R.misere_payer == "most-pays" else 1
            for s in range(n):
                pay[s] = sign * (n - len(group)) if s in group else -sign * len(group)
        return Outcome(game, None, None, forced, winners, pts, None, pay, exchange, 1, group)
    team = {declarer} | ({partner} if partner is not None else set())
    dp = sum(pts[s] for s in team) - (1 if exchange and set(exchange[0]) == team else 0)
    op = sum(pts[s] for s in range(n) if s not in team) - (1 if exchange and set(exchange[0]) != team else 0)
    assert dp + op == 114, (dp, op)
    if dp == op:
        return Outcome(
            game, declarer, partner, forced, winners, pts, {"declarer": dp, "opponents": op}, [0] * n, exchange, 0
        )
    dwins = dp >= 58
    winning = team if dwins else set(range(n)) - team
    losing_pts = op if dwins else dp
    if all(w in winning for w in winners):
        m = 3
    elif losing_pts <= R.threshold:
        m = 2
    else:
        m = 1
    if game == "solo":
        m *= 2
    sign = 1 if dwins else -1
    pay = [-sign * m] * n
    if partner is None:
        pay[declarer] = sign * m * (n - 1)
    else:
        pay[partner] = sign * 2 * m
        pay[declarer] = sign * m * (3 if n == 7 else 4)
    return Outcome(game, declarer, partner, forced, winners, pts, {"declarer": dp, "opponents": op}, pay, exchange, m)


def _only_narr_forced(hand: set[str], trick) -> bool:
    led = next((suit(c) for _, c, powerless in trick if not powerless), None)
    if led is None:
        return False
    forced = {c for c in hand if suit(c) == led} or {c for c in hand if is_trump(c)}
    return forced == {NARR}


def _side(seat, game, declarer, partner, n):
    if game == "misere":
        return [seat]
    team = {declarer} | ({partner} if partner is not None else set())
    return sorted(team) if seat in team else [s for s in range(n) if s not in team]
