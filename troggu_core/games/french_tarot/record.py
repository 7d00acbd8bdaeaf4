"""Replaying a French Tarot record (spec §12) in exactly the validation order of spec §14.

Checks before the play (envelope, ruleset, deal, petit sec, auction, void rounds, chelem flag, écart, poignées)
are made on the record; then the same :class:`~.state.FrenchTarot` that live play uses is driven action by
action, so the record checker and live play share one rule implementation.
"""

from __future__ import annotations

from typing import IO, Any

from ...errors import IllegalActionError, RecordError
from ...i18n import N_, Seat, seat_range, verbatim
from ...kernel.codes import code_of
from ...kernel.shuffle import check_dealer
from ...kernel.records import absent, card_code, cards, envelope, read_record, whole_number, write_record
from .cards import has_petit_sec
from .contracts import BIDS, RANK
from .rulesets import Ruleset, parse_ruleset
from .state import FrenchTarot

__all__ = ["replay", "from_json", "load", "loads", "dump", "dumps", "FORMATS", "REQUIRED"]

FORMATS = ("troggu-record/2", "troggu-record/1")
"""Both format strings are read for ``"game": "french-tarot"`` (spec §12 names /1, family-common /2)."""
REQUIRED = ("format", "game", "ruleset", "players", "dealer", "hands", "dog", "auction", "plays")


def _envelope(data: Any) -> dict[str, Any]:
    return envelope(
        data,
        "french-tarot",
        REQUIRED,
        FORMATS,
        format_msg=N_("format {fmt!r} is not troggu-record/2"),
        game_msg=N_('game {game!r} is not "french-tarot"'),
    )


def _deal(data: dict[str, Any]) -> tuple[list[list[int]], list[int]]:
    hands_raw, dog_raw = data["hands"], data["dog"]
    if not isinstance(hands_raw, list) or not all(isinstance(h, list) for h in hands_raw):
        raise RecordError("deal.sizes", "hands is a list of three lists of card codes", "hands")
    if not isinstance(dog_raw, list):
        raise RecordError("deal.sizes", "dog is a list of card codes", "dog")
    hands = [cards(h, f"hands[{s}]") for s, h in enumerate(hands_raw)]
    dog = cards(dog_raw, "dog")
    if len(hands) != 3:
        raise RecordError("deal.sizes", "there are 3 hands, not {got}", "hands", got=len(hands))
    for s, h in enumerate(hands):
        if len(h) != 24:
            raise RecordError(
                "deal.sizes", "seat {seat} is dealt 24 cards, not {got}", f"hands[{s}]", seat=Seat(s), got=len(h)
            )
    if len(dog) != 6:
        raise RecordError("deal.sizes", "the dog has 6 cards, not {got}", "dog", got=len(dog))
    seen: set[int] = set()
    for where, dealt in [(f"hands[{s}]", h) for s, h in enumerate(hands)] + [("dog", dog)]:
        for c in dealt:
            if c in seen:
                raise RecordError("deal.sizes", "{card} appears twice in the deal", where, card=code_of(c))
            seen.add(c)
    return hands, dog


def _void_keys(data: dict[str, Any], rule_id: str) -> None:
    plays = data["plays"]
    if not isinstance(plays, list) or plays:
        raise RecordError(rule_id, "a void round has no plays: plays must be []", "plays")
    if not absent(data, "discard"):
        raise RecordError(rule_id, "a void round has no écart", "discard")
    p = data.get("poignees")
    if p is not None and p != []:
        raise RecordError(rule_id, "a void round has no poignée", "poignees")
    c = data.get("chelem")
    if c is not None and c is not False:
        raise RecordError(rule_id, "a void round has no chelem announcement", "chelem")


def _auction(data: dict[str, Any]) -> list[str]:
    auction = data["auction"]
    if not isinstance(auction, list) or len(auction) != 3:
        n = len(auction) if isinstance(auction, list) else verbatim(type(auction).__name__)
        raise RecordError("auction.order", "the auction has exactly 3 calls, one per player, not {n}", "auction", n=n)
    for i, call in enumerate(auction):
        if not isinstance(call, str) or call not in BIDS:
            raise RecordError(
                "auction.contracts",
                "{call!r} is not a call ({calls})",
                f"auction[{i}]",
                call=verbatim(call, 20),
                calls=", ".join(BIDS),
            )
    best = 0
    for i, call in enumerate(auction):
        if RANK[call]:
            if RANK[call] <= best:
                raise RecordError(
                    "auction.outbid", "{call} does not beat the earlier bid", f"auction[{i}]", call=verbatim(call)
                )
            best = RANK[call]
    return list(auction)


def replay(data: Any) -> dict[str, Any]:
    """Check a record in the spec's order and return its result (§13).

    Raises:
        RecordError: the first violation, naming the spec's rule id.
    """
    return from_json(data).result()


def from_json(data: Any) -> FrenchTarot:
    """Check a decoded record in the spec's order (§14) and return the state after its last action.

    Raises:
        RecordError: the first violation, naming the spec's rule id.
    """
    # 1-3: envelope, ruleset, players and dealer
    data = _envelope(data)
    rs = parse_ruleset(data["ruleset"])
    whole_number(data, "players", 3, 3, "record.players", N_("the French Tarot is played by 3: players must be 3"))
    dealer = check_dealer(data.get("dealer"), 3, "record.dealer", where="dealer")
    # 4-5: card codes, deal
    hands, dog = _deal(data)
    # 6: petit sec
    if _petit_sec(data, rs, hands):
        return FrenchTarot(rs, hands, dog, dealer)  # the petit sec ends the round before the auction
    # 7-8: auction, all pass
    auction = _auction(data)
    if not any(RANK[c] for c in auction):
        _void_keys(data, "auction.all-pass")
    game = FrenchTarot(rs, hands, dog, dealer)
    for call in auction:
        game.push(call)
    if game.redeal is not None:  # all passed: the round is over
        return game
    assert game.taker is not None
    # 9: chelem flag
    chelem = _chelem(data, rs)
    # 10: écart
    _discard(data, game)
    if game.phase == "chelem":
        game.push("chelem" if chelem else "no_chelem")
    # 11: poignées
    declared = _poignees(data, game)
    # 12-13: plays, complete
    _play(data, game, declared)
    return game


def _petit_sec(data: dict[str, Any], rs: Ruleset, hands: list[list[int]]) -> bool:
    """Step 6: whether a seat has the petit sec (then the auction must be [] and the later keys void, and the round
    ends before the auction); without one the auction must not be empty."""
    auction_raw = data["auction"]
    saves = rs.excuse_saves_petit
    if any(has_petit_sec(sum(1 << c for c in h), saves) for h in hands):
        seat = next(s for s, h in enumerate(hands) if has_petit_sec(sum(1 << c for c in h), saves))
        if auction_raw != []:
            raise RecordError(
                "deal.petit-sec",
                "seat {seat} has the petit sec: the deal is annulled before the auction, so the auction must be []",
                "auction",
                seat=Seat(seat),
            )
        _void_keys(data, "deal.petit-sec")
        return True
    if auction_raw == []:
        raise RecordError("deal.petit-sec", "the auction is empty, but no seat has the petit sec", "auction")
    return False


def _chelem(data: dict[str, Any], rs: Ruleset) -> Any:
    """Step 9: the chelem flag as given (absent or null: None), a bool the ruleset allows when true."""
    chelem = data.get("chelem")
    if chelem is not None:
        if not isinstance(chelem, bool):
            raise RecordError("chelem.announce", "chelem is true or false", "chelem")
        if chelem and not rs.chelem:
            raise RecordError(
                "chelem.announce", "the ruleset {ruleset} has no chelem announcement", "chelem", ruleset=rs.name
            )
    return chelem


def _discard(data: dict[str, Any], game: FrenchTarot) -> None:
    """Step 10: the écart, pushed on ``game`` when its contract has one; else the key must be null or absent."""
    discard = data.get("discard")
    if game.phase != "discard":
        if discard is not None:
            raise RecordError(
                "discard.shape",
                "a {contract} has no écart: discard must be null or absent",
                "discard",
                contract=verbatim(game.contract),
            )
        return
    if discard is None:
        raise RecordError(
            "discard.shape", "a {contract} needs an écart of 6 cards", "discard", contract=verbatim(game.contract)
        )
    if not isinstance(discard, list) or len(discard) != 6:
        raise RecordError("discard.shape", "the écart is a list of exactly 6 card codes", "discard")
    laid = cards(discard, "discard")
    try:
        game.check_discard(laid)
    except IllegalActionError as e:
        raise RecordError.at(e, "discard") from None
    game.push("discard " + " ".join(code_of(c) for c in laid))


def _play(data: dict[str, Any], game: FrenchTarot, declared: dict[int, str]) -> None:
    """Steps 12-13: push every card of ``plays`` on ``game`` (each seat's poignée, or none, before its first card),
    then check all 72 cards were played."""
    plays = data["plays"]
    if not isinstance(plays, list):
        raise RecordError("record.plays", "plays is a list of card codes", "plays")
    for i, code in enumerate(plays):
        if game.phase == "finished":
            raise RecordError(
                "record.plays", "the round is over after 72 cards; {got} were given", f"plays[{i}]", got=len(plays)
            )
        card = card_code(code, f"plays[{i}]")
        if game.phase == "poignee":
            mover = game.to_move
            assert mover is not None
            game.push(declared.get(mover, "no_poignee"))
        try:
            game.push(code_of(card))
        except IllegalActionError as e:
            raise RecordError.at(e, f"plays[{i}]") from None
    # 13: complete
    if game.phase != "finished":
        raise RecordError(
            "record.plays", "the round needs all 72 cards played; {got} were given", "plays", got=len(plays)
        )


def _poignees(data: dict[str, Any], game: FrenchTarot) -> dict[int, str]:
    raw = data.get("poignees")
    if raw is None:
        return {}
    if not isinstance(raw, list):
        raise RecordError("poignee.cards", 'poignees is a list of {"seat", "cards"} objects', "poignees")
    out: dict[int, str] = {}
    for i, p in enumerate(raw):
        where = f"poignees[{i}]"
        if not isinstance(p, dict) or "seat" not in p or "cards" not in p or not isinstance(p["cards"], list):
            raise RecordError("poignee.cards", 'a poignée is an object {"seat": s, "cards": [codes]}', where)
        seat = whole_number(
            p,
            "seat",
            0,
            2,
            "poignee.cards",
            N_("the poignée's seat is one of seats {first} to {last} (counted from 0: 0 to {top})"),
            where,
            **seat_range(3),
        )
        if seat in out:
            raise RecordError("poignee.cards", "seat {seat} declares a poignée twice", where, seat=Seat(seat))
        shown = cards(p["cards"], f"{where}.cards")
        try:
            game.check_poignee(seat, shown)
        except IllegalActionError as e:
            raise RecordError.at(e, where) from None
        out[seat] = "poignee " + " ".join(code_of(c) for c in shown)
    return out


def loads(text: str | bytes) -> FrenchTarot:
    """Read a French Tarot record from JSON text and return the state after its last play (see :func:`from_json`).

    Raises:
        RecordError: not JSON, or not a valid record (the error names the rule and where).
    """
    return read_record(text, from_json)


def load(fp: IO[str] | IO[bytes]) -> FrenchTarot:
    """Read a French Tarot record from an open file (see :func:`loads`)."""
    return loads(fp.read())


def dumps(state: FrenchTarot, indent: int | None = None, **meta: Any) -> str:
    """The record of a French Tarot state as JSON text; ``meta`` adds metadata keys (see :func:`~troggu_core.kernel.records.write_record`).

    >>> import json
    >>> from .bots import random_record
    >>> text = dumps(loads(json.dumps(random_record("fft", 3, seed=3))), place="Paris")
    >>> dumps(loads(text), place="Paris") == text, json.loads(text)["place"]
    (True, 'Paris')

    Raises:
        RecordError: ``meta`` names a key of the record or cannot be written as JSON.
    """
    return write_record(state.record(), indent, **meta)


def dump(state: FrenchTarot, fp: IO[str], indent: int | None = None, **meta: Any) -> None:
    """Write the record of a French Tarot state to an open text file (see :func:`dumps`)."""
    fp.write(dumps(state, indent=indent, **meta))
