"""Replaying a ``troggu-record/2`` Großtarock record (spec §11-§13) or a session (§10).

Validation follows spec §13 exactly; the first violation is raised as a :class:`RecordError` naming the rule.
The plays are pushed through :class:`~.state.GrosstarockState`, so live play and the record checker share one
rule implementation.
"""

from __future__ import annotations

from typing import IO, Any

from ...errors import IllegalActionError, RecordError
from ...i18n import N_, Plural, Seat, seat_range, verbatim
from ...kernel.shuffle import check_dealer
from ...kernel.records import card_code, cards, empty, envelope, is_whole, read_record, whole_number, write_record
from ...kernel.sessions import SESSION_ROUND, read_rounds
from .cards import FOOL, SUIT_LETTERS, parse
from .rulesets import Ruleset, parse_ruleset
from .state import GrosstarockState

__all__ = ["replay", "replay_record", "replay_session", "build_state", "from_json", "load", "loads", "dump", "dumps"]

_REQUIRED = ("format", "game", "ruleset", "players", "dealer", "hands", "discard", "plays")
_OWN_KEYS = {"1754": (), "dummett": ("announcements",), "danish": ("pots", "excuse_suit", "excuse_demand")}
_ALL_KEYS = ("announcements", "pots", "excuse_suit", "excuse_demand")


def replay(data: Any) -> dict[str, Any]:
    """The result of a record, or of a session object ``{"session": [record, ...]}``."""
    if isinstance(data, dict) and "session" in data:
        return replay_session(data)
    return replay_record(data)


def replay_record(data: Any) -> dict[str, Any]:
    """Validate one record in the spec's order and return its result keys."""
    return build_state(data).result()


def build_state(data: Any) -> GrosstarockState:
    """Validate a complete record (spec §13) and return the finished state."""
    # 1. object, keys, format, game
    data = envelope(
        data,
        "grosstarock",
        _REQUIRED,
        missing_msg=N_("the record has no {key!r}"),
        format_msg=N_('the format must be "troggu-record/2"'),
        game_msg=N_("{game!r} is not the game grosstarock"),
    )
    # 2. ruleset
    ruleset = parse_ruleset(data["ruleset"])
    # 3. players, dealer
    whole_number(data, "players", 3, 3, "GT-DEAL-1", N_("the Großtarock is played by exactly 3 players"))
    dealer = check_dealer(data.get("dealer"), 3, "record.dealer", where="dealer")
    # 4. hands
    hands = _hands(data)
    _check_hand_sizes(hands, dealer)
    _check_dealt_once(hands)
    # 5. ruleset-specific keys
    pots = _check_keys(data, ruleset)
    # 6. discard
    state = GrosstarockState(ruleset, hands, dealer, pots)
    _discard(data, state)
    # 7-9. plays, complete, excuse_suit
    _play(data, state, ruleset.name)
    return state


from_json = build_state
"""Check a decoded record (spec §13) and return the finished state (the name every game's reader has)."""


def _hands(data: dict[str, Any]) -> list[list[int]]:
    """Step 4: the three hands as lists of card codes (their sizes are checked next)."""
    hands_raw = data["hands"]
    if not isinstance(hands_raw, list) or len(hands_raw) != 3:
        raise RecordError("GT-DEAL-2", "hands is a list of 3 hands", "hands")
    hands: list[list[int]] = []
    for seat, h in enumerate(hands_raw):
        if not isinstance(h, list):
            raise RecordError("GT-DEAL-2", "a hand is a list of card codes", f"hands[{seat}]")
        hands.append(cards(h, f"hands[{seat}]", "GT-CARD-1", parse))
    return hands


def _check_hand_sizes(hands: list[list[int]], dealer: int) -> None:
    """Step 4: the dealer holds 28 cards (before the discard), the others 25."""
    for seat, h in enumerate(hands):
        want = 28 if seat == dealer else 25
        if len(h) == want:
            continue
        if seat == dealer:
            raise RecordError(
                "GT-DEAL-2",
                "seat {seat} holds {cards}, not {want} (the dealer holds 28)",
                f"hands[{seat}]",
                seat=Seat(seat),
                got=len(h),
                cards=Plural("{n} card", "{n} cards", n=len(h)),
                want=want,
            )
        raise RecordError(
            "GT-DEAL-2",
            "seat {seat} holds {cards}, not {want}",
            f"hands[{seat}]",
            seat=Seat(seat),
            got=len(h),
            cards=Plural("{n} card", "{n} cards", n=len(h)),
            want=want,
        )


def _check_dealt_once(hands: list[list[int]]) -> None:
    """Step 4: no card dealt twice."""
    seen: dict[int, int] = {}
    for seat, h in enumerate(hands):
        for c in h:
            if c in seen:
                raise RecordError(
                    "GT-CARD-1",
                    "{card} is dealt twice (seats {first} and {seat})",
                    f"hands[{seat}]",
                    card=parse_code_name(c),
                    first=Seat(seen[c]),
                    seat=Seat(seat),
                )
            seen[c] = seat


def _discard(data: dict[str, Any], state: GrosstarockState) -> None:
    """Step 6: the dealer's three distinct discarded cards, pushed on ``state``."""
    disc = data["discard"]
    if not isinstance(disc, list) or len(disc) != 3:
        raise RecordError("GT-DEAL-3", "the discard is a list of 3 card codes", "discard")
    laid = cards(disc, "discard", "GT-CARD-1", parse)
    if len(set(laid)) != 3:
        raise RecordError("GT-DEAL-3", "the three discarded cards must be distinct", "discard")
    try:
        state.push("discard " + " ".join(parse_code_name(c) for c in laid))
    except IllegalActionError as e:
        raise RecordError.at(e, "discard") from None


def _play(data: dict[str, Any], state: GrosstarockState, rs: str) -> None:
    """Steps 7-9: push every card of ``plays`` on ``state`` (with the Dummett announcement and the Danish excuse
    demand before their trick, the Danish excuse suit with a led Scies), then check the round is complete and the
    excuse suit was used."""
    plays = data["plays"]
    if not isinstance(plays, list):
        raise RecordError("record.plays", "plays is a list of card codes", "plays")
    ann = _announcement(data) if rs == "dummett" else None
    suit = data.get("excuse_suit") if rs == "danish" else None
    demand = data.get("excuse_demand") if rs == "danish" else None
    for i, code in enumerate(plays):
        where = f"plays[{i}]"
        card = card_code(code, where, "GT-CARD-1", parse)
        if i >= 75:
            raise RecordError("record.plays", "a card played after the 25th trick", where)
        if i % 3 == 0:
            _before_trick(state, i // 3 + 1, ann, demand)
        _push_card(state, card, rs == "danish" and i % 3 == 0, suit, where)
    # 8. complete
    if len(plays) != 75:
        raise RecordError("record.plays", "plays incomplete: {got} of 75 cards", "plays", got=len(plays))
    # 9. excuse_suit without a led Scies
    if suit is not None and state.excuse_suit is None:
        raise RecordError("GT-EXC-DK-2", "excuse_suit is given although the Scies was not led", "excuse_suit")
    if ann is not None and state.announcement is None:  # unreachable: k <= 20 is always reached in 75 plays
        raise RecordError("GT-ANN-1", "the announcement was never made", "announcements[0]")


def _before_trick(state: GrosstarockState, k: int, ann: tuple[int, str, int] | None, demand: Any) -> None:
    """Before trick ``k``'s lead: the announcement made before it, and the Danish excuse demand before trick 23."""
    if ann is not None and ann[2] == k:
        try:
            state.push(f"announce {ann[1]} {ann[0]}")
        except IllegalActionError as e:
            raise RecordError.at(e, "announcements[0]") from None
    if demand is not None and k == 23:
        try:
            state.push(f"demand {demand}")
        except IllegalActionError as e:
            raise RecordError.at(e, "excuse_demand") from None


def _push_card(state: GrosstarockState, card: int, danish_lead: bool, suit: Any, where: str) -> None:
    """Push one played card; a Danish lead of the Scies (held and legal) names the ``excuse_suit``."""
    action = parse_code_name(card)
    if card == FOOL and danish_lead and _holds_and_legal(state, card):
        if suit is None:
            raise RecordError(
                "GT-EXC-DK-2",
                "seat {seat} leads the Scies but designates no suit (excuse_suit)",
                where,
                seat=Seat(state.to_move or 0),  # a card is played: a seat is to move
            )
        action = f"Narr:{suit}"
    try:
        state.push(action)
    except IllegalActionError as e:
        raise RecordError.at(e, where) from None


def parse_code_name(card: int) -> str:
    """The canonical code of an index (used to build actions)."""
    from .cards import code_of

    return code_of(card)


def _holds_and_legal(state: GrosstarockState, card: int) -> bool:
    seat = state.to_move
    return seat is not None and bool((state.legal_mask() >> card) & 1)


def _announcement(data: dict[str, Any]) -> tuple[int, str, int] | None:
    anns: Any = data.get("announcements")
    if empty(anns):
        return None
    a: Any = anns[0]
    return (a["seat"], a["type"], a["before_trick"])


def _check_keys(data: dict[str, Any], ruleset: Ruleset) -> tuple[int, int]:
    """Step 5: the ruleset's own keys (Danish pots and excuse, the Dummett announcement), and no other ruleset's;
    returns the Danish pots (king, pagat), else (0, 0)."""
    rs = ruleset.name
    pots = (0, 0)
    if rs == "danish":
        pots = _danish_pots(data)
    if rs == "dummett":
        _check_announcement(data)
    if rs == "danish":
        _check_danish_excuse(data)
    _check_foreign_keys(data, rs)
    return pots


def _danish_pots(data: dict[str, Any]) -> tuple[int, int]:
    """The Danish ``pots`` {"king", "pagat"} of whole numbers 0 or more; absent or null: (0, 0)."""
    p = data.get("pots")
    if p is None:
        return (0, 0)
    if not isinstance(p, dict) or set(p) != {"king", "pagat"}:
        raise RecordError("GT-PAY-DK-1", 'pots is {"king": int, "pagat": int} or null', "pots")
    for name in ("king", "pagat"):
        if not is_whole(p[name]) or p[name] < 0:
            raise RecordError(
                "GT-PAY-DK-1", "the {name} pot is a whole number 0 or more", f"pots.{name}", name=verbatim(name)
            )
    return (p["king"], p["pagat"])


def _check_announcement(data: dict[str, Any]) -> None:
    """The Dummett ``announcements``: empty, or one {seat, type, before_trick} (a vole before trick 1..20, a nolo
    before 1..13)."""
    anns = data.get("announcements")
    if empty(anns):
        return
    if not isinstance(anns, list):
        raise RecordError("GT-ANN-1", "announcements is a list", "announcements")
    if len(anns) > 1:
        raise RecordError("GT-ANN-3", "at most one announcement per deal", "announcements")
    a = anns[0]
    where = "announcements[0]"
    if not isinstance(a, dict):
        raise RecordError("GT-ANN-1", "an announcement is {seat, type, before_trick}", where)
    whole_number(
        a,
        "seat",
        0,
        2,
        "GT-ANN-1",
        N_("the announcing seat is one of seats {first} to {last} (counted from 0: 0 to {top})"),
        where + ".seat",
        **seat_range(3),
    )
    kind: Any = a.get("type")
    k: Any = a.get("before_trick")
    if kind not in ("vole", "nolo"):
        raise RecordError("GT-ANN-1", 'the announcement type is "vole" or "nolo"', where + ".type")
    top = 20 if kind == "vole" else 13
    if not is_whole(k) or not 1 <= k <= top:
        raise RecordError(
            "GT-ANN-1",
            "a {kind} is announced before trick 1..{top}",
            where + ".before_trick",
            kind=verbatim(kind),
            top=top,
        )


def _check_danish_excuse(data: dict[str, Any]) -> None:
    """The Danish ``excuse_suit`` (a suit letter or null) and ``excuse_demand`` (a seat or null)."""
    es = data.get("excuse_suit")
    if es is not None and es not in SUIT_LETTERS:
        raise RecordError("GT-EXC-DK-2", "excuse_suit is R, B, S, C or null", "excuse_suit")
    ed = data.get("excuse_demand")
    if ed is not None and (not is_whole(ed) or not 0 <= ed <= 2):
        raise RecordError(
            "GT-EXC-DK-4",
            "excuse_demand is null or one of seats {first} to {last} (counted from 0: 0 to {top})",
            "excuse_demand",
            **seat_range(3),
        )


def _check_foreign_keys(data: dict[str, Any], rs: str) -> None:
    """No other ruleset's key with a value (absent, null or empty is fine)."""
    own = _OWN_KEYS[rs]
    for key in _ALL_KEYS:
        if key not in own and key in data and not empty(data[key]):
            raise RecordError(
                "record.keys", "{key!r} belongs to another ruleset, not {ruleset}", key, key=verbatim(key), ruleset=rs
            )


def replay_session(data: Any) -> dict[str, Any]:
    """A session ``{"format", "game", "session": [record, ...]}`` (spec §10)."""
    if not isinstance(data, dict):
        raise RecordError("record.format", "a session is a JSON object")
    if "format" in data and data["format"] != "troggu-record/2":
        raise RecordError("record.format", 'the format must be "troggu-record/2"', "format")
    if "game" in data and data["game"] != "grosstarock":
        raise RecordError("record.game", "the session is not of the game grosstarock", "game")
    rounds = data.get("session")
    if not isinstance(rounds, list) or not rounds:
        raise RecordError("GT-SESSION", "session is a non-empty list of records", "session")

    def read(rec: Any) -> tuple[GrosstarockState, dict[str, Any]]:
        if isinstance(rec, dict):
            rec = {"format": data.get("format", "troggu-record/2"), "game": data.get("game", "grosstarock"), **rec}
        state = build_state(rec)
        return state, state.result()

    def follows(k: int, read: list[tuple[GrosstarockState, dict[str, Any]]]) -> None:
        first, (state, res), prev = read[0][0].ruleset, read[k], read[k - 1][1]
        if state.ruleset.name != first.name or state.ruleset.options() != first.options():
            raise RecordError("GT-SESSION", "every round uses the same ruleset and options", "ruleset")
        if state.dealer != (prev["dealer"] + 1) % 3:
            raise RecordError(
                "GT-SESSION",
                "the dealer must be seat {seat} (the deal passes to the next seat)",
                "dealer",
                seat=Seat((prev["dealer"] + 1) % 3),
            )
        if state.rs == "danish" and res["pots_start"] != prev["pots_end"]:
            raise RecordError(
                "GT-SESSION",
                "the pots must be {pots} (the last deal's pots_end)",
                "pots",
                pots=verbatim(prev["pots_end"]),
            )

    results = [res for _, res in read_rounds(rounds, read, follows, key=None, said=SESSION_ROUND)]
    out: dict[str, Any] = {
        "game": "grosstarock",
        "session": True,
        "ruleset": results[0]["ruleset"],
        "options": results[0]["options"],
        "rounds": results,
        "totals": [sum(r["totals"][i] for r in results) for i in range(3)],
    }
    if results[0]["ruleset"] == "danish":
        out["pots_end"] = results[-1]["pots_end"]
    return out


def loads(text: str | bytes) -> GrosstarockState:
    """Read a Großtarock record from JSON text and return the state after its last play (see :func:`from_json`).

    Raises:
        RecordError: not JSON, or not a valid record (the error names the rule and where).
    """
    return read_record(text, from_json)


def load(fp: IO[str] | IO[bytes]) -> GrosstarockState:
    """Read a Großtarock record from an open file (see :func:`loads`)."""
    return loads(fp.read())


def dumps(state: GrosstarockState, indent: int | None = None, **meta: Any) -> str:
    """The record of a Großtarock state as JSON text; ``meta`` adds metadata keys (see :func:`~troggu_core.kernel.records.write_record`).

    >>> import json
    >>> from .bots import random_record
    >>> text = dumps(loads(json.dumps(random_record("danish", 3, seed=3))), place="Paris")
    >>> dumps(loads(text), place="Paris") == text, json.loads(text)["place"]
    (True, 'Paris')

    Raises:
        RecordError: ``meta`` names a key of the record or cannot be written as JSON.
    """
    return write_record(state.record(), indent, **meta)


def dump(state: GrosstarockState, fp: IO[str], indent: int | None = None, **meta: Any) -> None:
    """Write the record of a Großtarock state to an open text file (see :func:`dumps`)."""
    fp.write(dumps(state, indent=indent, **meta))
