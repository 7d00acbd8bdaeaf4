"""Replay a Troccas record (``troggu-record/2``, ``"game": "troccas"``), checked in the spec's order (§9).

>>> from .state import TroccasState
>>> from .bots import RandomBot, play_out
>>> rec = play_out(TroccasState.new("surselva", 4, seed=5), [RandomBot(s) for s in range(4)]).record()
>>> replay(rec)["party_points"][0] + replay(rec)["party_points"][1]
72
>>> replay({"format": "troggu-record/2", "game": "troccas"})
Traceback (most recent call last):
...
troggu_core.errors.RecordError: [record.format] ruleset: the key 'ruleset' is missing
"""

from __future__ import annotations

from typing import IO, Any

from ...errors import IllegalActionError, RecordError
from ...i18n import N_, Seat, verbatim
from ...kernel.records import card_code, cards, envelope, is_whole, read_record, write_record
from ...kernel.shuffle import check_dealer
from ...kernel.tricks import mask_of
from .cards import FIVE_MASK, KING_MASK, code, codes, parse
from .deal import HAND_SIZE, PACKETS, SKAT_SIZE, SKATIST_MSG, TRICKS
from .rulesets import Ruleset, parse_ruleset
from .state import FORMAT, TroccasState
from .teams import resolve

__all__ = ["replay", "from_json", "load", "loads", "dump", "dumps"]

_REQUIRED = ("format", "game", "ruleset", "players", "dealer", "hands", "plays")


def from_json(data: Any) -> TroccasState:
    """Check a record in the spec's validation order and return the state after its last play.

    Raises:
        RecordError: the first violation, naming the rule and the key or index.
    """
    # 1. object, required keys, format, game
    data = envelope(
        data,
        "troccas",
        _REQUIRED,
        (FORMAT,),
        object_msg=N_("a record is a JSON object"),
        format_msg=N_("the format must be {format!r}, not {fmt!r}"),
        game_msg=N_("this is a Troccas reader, not one for {game!r}"),
        excerpt=40,
    )
    # 2. ruleset
    rs = parse_ruleset(data["ruleset"])
    # 3. players, dealer
    n = _players(data)
    dealer = check_dealer(data.get("dealer"), n, "deal.skatist", SKATIST_MSG, "dealer")
    # 4. teams and draw
    teams, draw = resolve(n, data.get("teams"), data.get("draw"), rs.seating)
    # 5. card codes of the hands, presence of the skat and its codes
    hands = _hands(data)
    k = SKAT_SIZE[n]
    skat = _skat(data, n, k)
    # 6. hand sizes, each card once
    if len(hands) != n:
        raise RecordError(
            "deal.sizes", "{players} players need {players} hands, not {got}", "hands", players=n, got=len(hands)
        )
    blind = bool(k) and n % 2 == 1 and rs.skat_deal == "blind"
    _check_hand_sizes(hands, n, dealer, blind)
    _check_each_card_once(hands, skat if blind else [])
    # 7. the skat
    skat_mask = _check_skat(skat, n, k, None if blind else hands[dealer], dealer, rs)
    # 8. jack demands
    demands = _jack_demands(data, rs, skat_mask)
    # 9. packets
    packets = _packets(data, n)
    # 10. the plays
    st = TroccasState(rs, n, dealer, hands, teams, draw, packets, skat if blind else None)
    if k and not blind:
        st.discard(skat)
    _play(st, data["plays"], n, demands)
    return st


def _players(data: dict[str, Any]) -> int:
    """Step 3: the number of players, 3 to 6."""
    n = data["players"]
    if not is_whole(n) or n not in SKAT_SIZE:
        raise RecordError(
            "players.count", "Troccas is played by 3, 4, 5 or 6 players, not {n}", "players", n=verbatim(n, 20)
        )
    return int(n)


def _hands(data: dict[str, Any]) -> list[list[int]]:
    """Step 5: the dealt hands as lists of card codes, one per seat (their sizes are checked in step 6)."""
    hands_raw = data["hands"]
    if not isinstance(hands_raw, list) or not all(isinstance(h, list) for h in hands_raw):
        raise RecordError("record.format", "hands must be a list of lists of card codes, one per seat", "hands")
    return [cards(h, f"hands[{s}]", parse=parse) for s, h in enumerate(hands_raw)]


def _skat(data: dict[str, Any], n: int, k: int) -> list[int]:
    """Step 5: the skat's card codes: a list when the Skatist lays ``k`` cards away, else absent, null or []."""
    skat_raw = data.get("skat")
    if k:
        if not isinstance(skat_raw, list):
            raise RecordError(
                "skat.layaway",
                "with {n} players the Skatist lays {k} cards away: the key 'skat' must list them",
                "skat",
                n=n,
                k=k,
            )
    elif skat_raw is not None and not isinstance(skat_raw, list):
        raise RecordError("skat.layaway", "with 6 players there is no skat: 'skat' must be absent, null or []", "skat")
    return cards(skat_raw or [], "skat", parse=parse)


def _check_hand_sizes(hands: list[list[int]], n: int, dealer: int, blind: bool) -> None:
    """Step 6: each dealt hand's size (the Skatist's holds the skat too, unless the skat is dealt blind)."""
    other, mine = HAND_SIZE[n]
    if blind:  # skat_deal=blind: the Skatist is dealt as the others, the skat face down
        mine = other
    for s, h in enumerate(hands):
        want = mine if s == dealer else other
        if len(h) == want:
            continue
        if s == dealer:
            raise RecordError(
                "deal.sizes",
                "the Skatist's dealt hand must hold {want} cards, not {got}",
                f"hands[{s}]",
                want=want,
                got=len(h),
            )
        raise RecordError(
            "deal.sizes",
            "seat {seat}'s dealt hand must hold {want} cards, not {got}",
            f"hands[{s}]",
            seat=Seat(s),
            want=want,
            got=len(h),
        )


def _check_each_card_once(hands: list[list[int]], blind_skat: list[int]) -> None:
    """Step 6: every card dealt exactly once, to the hands and the blind skat (empty unless dealt blind)."""
    seen = 0
    for s, h in enumerate(hands):
        for i, c in enumerate(h):
            if seen >> c & 1:
                raise RecordError("deal.sizes", "{card} is dealt twice", f"hands[{s}][{i}]", card=code(c))
            seen |= 1 << c
    for i, c in enumerate(blind_skat):
        if seen >> c & 1:
            raise RecordError(
                "skat.layaway", "{card} is dealt to a hand and to the blind skat", f"skat[{i}]", card=code(c)
            )
        seen |= 1 << c
    if seen != (1 << 78) - 1:
        raise RecordError(
            "deal.sizes",
            "cards missing from the deal: {cards}",
            "hands",
            cards=", ".join(codes(~seen & ((1 << 78) - 1))),
        )


def _check_skat(skat: list[int], n: int, k: int, skatist_hand: list[int] | None, dealer: int, rs: Ruleset) -> int:
    """Step 7: the skat's size, its cards once, dealt to the Skatist, and its five-pointers; returns its mask.
    ``skatist_hand`` is None when the skat was dealt blind (nobody chose it)."""
    if len(skat) != k:
        raise RecordError(
            "skat.layaway", "with {n} players the skat holds {k} cards, not {got}", "skat", n=n, k=k, got=len(skat)
        )
    skat_mask = mask_of(skat)
    if bin(skat_mask).count("1") != len(skat):
        raise RecordError("skat.layaway", "a card is laid away twice", "skat")
    blind = skatist_hand is None
    not_held = 0 if skatist_hand is None else skat_mask & ~mask_of(skatist_hand)
    if not_held:
        raise RecordError(
            "skat.layaway",
            "the Skatist (seat {seat}) was not dealt {cards}",
            "skat",
            seat=Seat(dealer),
            cards=", ".join(codes(not_held)),
        )
    fives = 0 if blind else bin(skat_mask & FIVE_MASK).count("1")  # a blind skat is nobody's choice
    if rs.five_pointers_in_skat == "none" and fives:
        raise RecordError(
            "skat.five_pointers",
            "no five-pointer (king, XXI, I, Narr) may be laid away (five_pointers_in_skat: none)",
            "skat",
        )
    if fives == 1:
        raise RecordError(
            "skat.five_pointers",
            "{card} is a five-pointer: a second one must go into the skat with it",
            "skat",
            card=codes(skat_mask & FIVE_MASK)[0],
        )
    return skat_mask


def _jack_demands(data: dict[str, Any], rs: Ruleset, skat_mask: int) -> list[int]:
    """Step 8: the Kings that demand their Jack: allowed by the ruleset, Kings, not laid away, each once."""
    jd_raw = data.get("jack_demands")
    if jd_raw is None:
        jd_raw = []
    if not isinstance(jd_raw, list):
        raise RecordError("jack.demand", "jack_demands must be a list of King codes", "jack_demands")
    demands = cards(jd_raw, "jack_demands", parse=parse)
    if demands and not rs.jack_demand:
        raise RecordError("jack.demand", "this ruleset has no jack demands (jack_demand: false)", "jack_demands")
    for i, c in enumerate(demands):
        if not KING_MASK >> c & 1:
            raise RecordError(
                "jack.demand", "only a King demands its Jack, not {card}", f"jack_demands[{i}]", card=code(c)
            )
    for i, c in enumerate(demands):
        if skat_mask >> c & 1:
            raise RecordError(
                "jack.demand", "{card} was laid away and is never played", f"jack_demands[{i}]", card=code(c)
            )
    for i, c in enumerate(demands):
        if c in demands[:i]:
            raise RecordError("jack.demand", "{card} is listed twice", f"jack_demands[{i}]", card=code(c))
    return demands


def _packets(data: dict[str, Any], n: int) -> tuple[int, ...] | None:
    """Step 9: the packets of a 4-player deal, or None when the key is absent."""
    if "packets" not in data:
        return None
    pk = data["packets"]
    if n != 4:
        raise RecordError("deal.packets", "the key 'packets' belongs to 4 players only, not {n}", "packets", n=n)
    if not isinstance(pk, list) or not all(is_whole(x) for x in pk) or tuple(pk) not in PACKETS:
        raise RecordError("deal.packets", "packets must be one of [6,6,7], [9,10], [10,9], [19]", "packets")
    return tuple(pk)


def _play(st: TroccasState, plays: Any, n: int, demands: list[int]) -> None:
    """Steps 10 and 11: play every card of ``plays`` on ``st`` (strictly), then check the round is complete."""
    if not isinstance(plays, list):
        raise RecordError("record.format", "plays must be a list of card codes", "plays")
    total = TRICKS[n] * n
    demand_set = set(demands)
    for i, c in enumerate(plays):
        where = f"plays[{i}]"
        card = card_code(c, where, parse=parse)
        if i >= total:
            raise RecordError(
                "record.complete",
                "the round has {tricks} tricks ({total} cards); {card} is one card too many",
                where,
                tricks=TRICKS[n],
                total=total,
                card=code(card),
            )
        try:
            st.play(card, card in demand_set, strict=True)
        except IllegalActionError as e:
            raise RecordError.at(e, where) from None
    # 11. complete
    if len(plays) != total:
        raise RecordError(
            "record.complete", "the play is incomplete: {got} of {total} cards", "plays", got=len(plays), total=total
        )


def replay(data: Any) -> dict[str, Any]:
    """Check a record (spec §9) and return the result keys (spec §8)."""
    return from_json(data).result()


def loads(text: str | bytes) -> TroccasState:
    """Read a Troccas record from JSON text and return the state after its last play (see :func:`from_json`).

    Raises:
        RecordError: not JSON, or not a valid record (the error names the rule and where).
    """
    return read_record(text, from_json)


def load(fp: IO[str] | IO[bytes]) -> TroccasState:
    """Read a Troccas record from an open file (see :func:`loads`)."""
    return loads(fp.read())


def dumps(state: TroccasState, indent: int | None = None, **meta: Any) -> str:
    """The record of a Troccas state as JSON text; ``meta`` adds metadata keys (see :func:`~troggu_core.kernel.records.write_record`).

    >>> import json
    >>> from .bots import random_record
    >>> text = dumps(loads(json.dumps(random_record("surselva", 4, seed=3))), place="Disentis")
    >>> loads(text).is_over, json.loads(text)["place"]
    (True, 'Disentis')

    Raises:
        RecordError: ``meta`` names a key of the record or cannot be written as JSON.
    """
    return write_record(state.record(), indent, **meta)


def dump(state: TroccasState, fp: IO[str], indent: int | None = None, **meta: Any) -> None:
    """Write the record of a Troccas state to an open text file (see :func:`dumps`)."""
    fp.write(dumps(state, indent=indent, **meta))
