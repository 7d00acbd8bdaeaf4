"""The kernel's :class:`~troggu_core.kernel.sessions.Session` (issue 38: one evening of rounds for every game), over
every table of the registry: rounds played by random bots and booked, the dealer passing on as each game's rules
say, the ledger the sum of what each round paid (in units and in the pad's money unit), zero where the payments sum
to zero, refusals that name a rule of the game and leave the session as it was, and each game's own session reader
accepting the rounds the session dealt. Troggu's ``tg.Session`` is this class under its old names."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import troggu_core as tg
from troggu_core.errors import IllegalActionError, NotationError
from troggu_core.games.grosstarock import replay_session
from troggu_core.games.troccas.session import ROUNDS as TROCCAS_ROUNDS, session as troccas_session
from troggu_core.games.troggu.scoring import Result
from troggu_core.kernel.registry import GAMES, GameInfo
from troggu_core.kernel.sessions import Session, session_rule

CASES = [(gid, rs, n) for gid in GAMES for rs, n in GAMES[gid].tables()]
"""Every table of every game: each ruleset with each number of players it is played by."""


def _bots(info: GameInfo, players: int, seed: int) -> list[Any]:
    return [info.make_bot("random", seed * 10 + seat) for seat in range(players)]


def _play(s: Session, seeds: list[int]) -> list[Any]:
    """Deal, play out and book a round per seed; the finished states."""
    states: list[Any] = []
    for seed in seeds:
        state = s.next_round(seed)  # the session passes on what the last round carries (the Danish pots)
        if states and "pots_end" in states[-1].result():
            left = states[-1].result()["pots_end"]
            assert state.pots_start == (left["king"], left["pagat"])
        s.info.play_out(state, _bots(s.info, s.players, seed))
        s.book(state)
        states.append(state)
    return states


def _snapshot(s: Session) -> tuple[Any, ...]:
    return s.dealer, list(s.rounds), s.balance, s.ledger


@pytest.mark.parametrize(("gid", "rs", "n"), CASES)
def test_three_rounds_book_what_each_round_paid(gid: str, rs: str, n: int) -> None:
    info = GAMES[gid]
    s = Session(gid, rs, n, dealer=n - 1)
    states = _play(s, [11, 12, 13])
    unit = info.options.parse_ruleset(rs).payment_unit
    paid = [info.paid_of(st.result()) for st in states]
    assert [st.dealer for st in states] == [(n - 1 + k) % n for k in range(3)]
    assert [r.dealer for r in s.rounds] == [st.dealer for st in states] and s.dealer == (n + 2) % n
    assert [r.number for r in s.rounds] == [1, 2, 3]
    assert s.balance == [sum(p[seat] for p in paid) for seat in range(n)]
    assert s.ledger == [sum(p[seat] for p in paid) * unit for seat in range(n)]
    if gid == "troggu":  # the pad's unit is Troggu's Rappen: what the round's own Result says
        assert s.ledger == [sum(st.outcome().rappen[seat] for st in states) for seat in range(n)]
    if gid == "grosstarock" and rs == "danish":  # the pots take what the seats pay in beside the payments
        pots = states[-1].result()["pots_end"]
        assert sum(s.ledger) == -(pots["king"] + pots["pagat"]) != 0
    else:
        assert all(sum(p) == 0 for p in paid) and sum(s.ledger) == 0


def test_the_pad_unit_is_troggus_rappen_and_the_others_points() -> None:
    """The money unit is the ruleset's ``payment_unit`` (st-niklaus pays 5 Rappen a unit), said with the pad's unit."""
    s = Session("troggu", "st-niklaus", 4)
    _play(s, [3])
    assert s.ledger == [5 * v for v in s.balance] and any(s.ledger)
    assert s.ledger_text("de") == [GAMES["troggu"].payment_text(s.next_round(0), v, "de") for v in s.balance]
    assert all(t.endswith(" Rappen") for t in s.ledger_text("de"))
    t = Session("troccas", "surselva", 4)
    _play(t, [3])
    assert t.ledger == t.balance and all(x.endswith(" Punkte") for x in t.ledger_text("de"))


@pytest.mark.parametrize("gid", list(GAMES))
def test_refusals_name_a_rule_of_the_game_and_change_nothing(gid: str) -> None:
    info = GAMES[gid]
    rs, n = info.tables()[0]
    s = Session(gid, rs, n)
    booked = _play(s, [5])
    rule = session_rule(info)
    assert rule in {r.id for r in info.rules}
    before = _snapshot(s)
    unfinished = s.next_round(6)
    other_dealer = info.new(rs, n, 7, (s.dealer + 1) % n)
    info.play_out(other_dealer, _bots(info, n, 7))
    refused: list[Any] = [unfinished, booked[0], other_dealer]
    refused += [_played(info, rs, m, s.dealer) for r2, m in info.tables() if r2 == rs and m != n][:1]
    refused += [_played(info, r2, n, s.dealer) for r2, m in info.tables() if r2 != rs and m == n][:1]
    for state in refused:
        with pytest.raises(IllegalActionError) as e:
            s.book(state)
        assert e.value.rule_id == rule
        assert e.value.message("de") != e.value.message("en"), e.value.msgid  # the catalogue says it in German
        assert _snapshot(s) == before


def _played(info: GameInfo, rs: str, n: int, dealer: int) -> Any:
    state = info.new(rs, n, 8, dealer % n)
    info.play_out(state, _bots(info, n, 8))
    return state


def test_each_games_refusal_rule() -> None:
    """The session's rule of each game: its own rule of the section ``session``; the French Tarot has none, and a
    session's refusal names ``seat.order`` (the seat after the dealer, to whom the deal passes)."""
    assert {gid: session_rule(GAMES[gid]) for gid in ("troggu", "troccas", "grosstarock", "french-tarot")} == {
        "troggu": "session.ledger",
        "troccas": "session.rounds",
        "grosstarock": "GT-SESSION",
        "french-tarot": "seat.order",
    }


def test_another_ruleset_is_another_table() -> None:
    s = Session("grosstarock", "1754", 3)
    state = _played(GAMES["grosstarock"], "dummett", 3, 0)
    with pytest.raises(IllegalActionError) as e:
        s.book(state)
    assert e.value.message("de") == "Diese Runde hat ein anderes Spiel oder Regelwerk als die Partie"
    assert s.rounds == [] and s.dealer == 0


@pytest.mark.parametrize("rs", GAMES["grosstarock"].rulesets)
def test_grosstarock_reads_the_sessions_rounds_as_its_session(rs: str) -> None:
    """GT-SESSION and GT-DEAL-5: the game's own reader checks the ruleset, the next dealer and (Danish) the pots."""
    s = Session("grosstarock", rs, 3, dealer=1)
    states = _play(s, [21, 22, 23, 24])
    out = replay_session({"format": "troggu-record/2", "game": "grosstarock", "session": [x.record() for x in states]})
    assert out["totals"] == s.ledger


def test_troccas_reads_four_rounds_of_the_session_as_its_session() -> None:
    """session.rounds: four rounds with the same players, ruleset and parties; the totals are the session's."""
    s = Session("troccas", "surselva", 4, dealer=2)
    states = _play(s, list(range(31, 31 + TROCCAS_ROUNDS)))
    out = troccas_session([x.record() for x in states])
    assert out["payments"] == s.balance == s.ledger


def test_the_table_is_checked_when_the_session_opens() -> None:
    with pytest.raises(NotationError):
        Session("troggu", "visp", 2)
    with pytest.raises(NotationError):
        Session("troccas", "surselva", 4, dealer=4)
    with pytest.raises(NotationError) as e:
        Session("no-such-game")
    assert e.value.rule_id == "record.game"


def test_troggus_session_is_the_kernels_under_its_old_names() -> None:
    s = tg.Session("visp", players=4, dealer=3)
    assert isinstance(s, Session) and s.rule_id == "session.ledger"
    game = s.next_game(seed=4)
    tg.play_out(game, [tg.make_bot("random", i) for i in range(4)])
    s.record_result(game)
    (r,) = s.rounds
    assert isinstance(r.result, Result) and r.rappen == r.result.rappen == tuple(s.ledger)
    assert (r.dealer, s.dealer) == (3, 0)
    with pytest.raises(IllegalActionError) as e:
        s.record_result(game)
    assert e.value.rule_id == "session.ledger" and len(s.rounds) == 1


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    case=st.sampled_from(CASES),
    dealer=st.integers(0, 7),
    seeds=st.lists(st.integers(0, 10**6), min_size=1, max_size=4),
)
def test_any_evening_books_its_rounds(case: tuple[str, str, int], dealer: int, seeds: list[int]) -> None:
    """Any table, first dealer and rounds: the dealer moves one seat per booked round, the balance is the sum of
    the rounds' payments and the ledger that in the pad's unit."""
    gid, rs, n = case
    s = Session(gid, rs, n, dealer % n)
    states = _play(s, seeds)
    info, k = GAMES[gid], len(seeds)
    assert [x.dealer for x in states] == [(dealer + i) % n for i in range(k)] and s.dealer == (dealer + k) % n
    paid = [info.paid_of(x.result()) for x in states]
    assert s.balance == [sum(p[seat] for p in paid) for seat in range(n)]
    assert s.ledger == [v * s.payment_unit for v in s.balance]


@pytest.mark.parametrize("gid", list(GAMES))
def test_a_session_has_the_rounds_its_game_says(gid: str) -> None:
    """Troccas' session has four rounds (session.rounds): a fifth is refused, naming the rule, and changes nothing;
    a game that sets no number books a fifth as any other."""
    info = GAMES[gid]
    s = Session(gid, info.default_ruleset, info.default_players)
    _play(s, [41, 42, 43, 44])
    assert s.finished is (info.session_rounds == 4)
    fifth = s.next_round(45)
    info.play_out(fifth, _bots(info, s.players, 45))
    if info.session_rounds is None:
        s.book(fifth)
        assert len(s.rounds) == 5 and not s.finished
        return
    before = _snapshot(s)
    with pytest.raises(IllegalActionError) as refused:
        s.book(fifth)
    assert refused.value.rule_id == "session.rounds" and "4" in str(refused.value)
    assert _snapshot(s) == before
