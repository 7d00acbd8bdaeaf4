"""The one facade (troggu_core.web.handle) for every registered game: a whole round per game and ruleset,
undo, refusals in the reader's language naming the rule, records that replay to the shown result."""

from __future__ import annotations

import json
import random

import pytest

from troggu_core import web
from troggu_core.any_record import replay_any
from troggu_core.kernel.registry import GAMES

TABLES = [(g, rs) for g in GAMES for rs in GAMES[g].rulesets]
"""Every game of the registry with each of its rulesets."""


def call(**req: object) -> dict:
    out: dict = json.loads(web.handle(json.dumps(req)))
    return out


def play_to_end(game: str, ruleset: str, seed: int, lang: str = "de") -> dict:
    st = call(op="new_game", game=game, ruleset=ruleset, seed=seed, lang=lang)
    assert st["ok"], st
    rng = random.Random(seed)
    for _ in range(400):
        if st["over"]:
            return st
        assert st["your_turn"] and st["legal"], st
        legal = st["legal"]
        if "discard_size" in st:
            for _ in range(500):
                r = call(
                    op="act",
                    game=game,
                    id=st["id"],
                    action="discard " + " ".join(rng.sample(legal, st["discard_size"])),
                    lang=lang,
                )
                if r["ok"]:
                    break
        else:
            r = call(op="act", game=game, id=st["id"], action=rng.choice(legal), lang=lang)
        assert r["ok"], r
        st = r
    raise AssertionError("the round did not end")


@pytest.mark.parametrize(("game", "ruleset"), TABLES)
def test_a_whole_round_in_the_page_replays_to_the_same_result(game: str, ruleset: str) -> None:
    st = play_to_end(game, ruleset, 11)
    result = st["result"]
    assert abs(sum(result["payments"])) < 1e-9
    rec = call(op="record", game=game, id=st["id"])
    assert rec["ok"] and rec["filename"] == f"{game}-{ruleset}-{st['players']}p-seed11.json"
    assert replay_any(json.loads(rec["record"])) == result


@pytest.mark.parametrize("game", list(GAMES))
def test_refusals_name_the_rule_in_the_readers_language_and_change_nothing(game: str) -> None:
    illegal: list[str] = []
    for seed in range(40):
        st = call(op="new_game", game=game, seed=seed, lang="de")
        for _ in range(30):  # play on until a card of the hand may not be played
            if st["over"] or "discard_size" in st:
                break
            illegal = [c for c in st["view"]["hand"] if c not in st["legal"]]
            if illegal:
                break
            st = call(op="act", game=game, id=st["id"], action=st["legal"][0], lang="de")
        if illegal:
            break
    else:
        pytest.skip("no position with an illegal card in 40 deals")
    before = call(op="state", game=game, id=st["id"])
    bad = call(op="act", game=game, id=st["id"], action=illegal[0], lang="de")
    assert bad["ok"] is False and bad["rule"] and bad["reason"]
    assert not any(w in bad["reason"].split() for w in ("must", "you", "the", "cannot"))  # German, not English
    rules = {r.id for r in GAMES[game].rules}
    assert bad["rule"] in rules
    assert call(op="state", game=game, id=st["id"]) == before
    en = call(op="act", game=game, id=st["id"], action=illegal[0], lang="en")
    assert en["rule"] == bad["rule"]


@pytest.mark.parametrize("game", list(GAMES))
def test_undo_takes_back_the_persons_last_action_and_the_bots_replies(game: str) -> None:
    st = call(op="new_game", game=game, seed=3, lang="en")
    first = st
    for _ in range(3):
        if st["over"] or "discard_size" in st:
            break
        st = call(op="act", game=game, id=st["id"], action=st["legal"][0])
    if st["can_undo"]:
        back = call(op="undo", game=game, id=st["id"])
        assert back["ok"]
    assert call(op="new_game", game=game, seed=3, lang="en")["view"] == first["view"]  # a seed deals the same


def test_share_links_carry_the_game() -> None:
    st = call(op="new_game", game="troccas", ruleset="surselva", players=5, seed=42, dealer=2)
    assert st["share"] == "g=troccas&r=surselva&p=5&s=42&d=2"
    assert st["game_id"] == "troccas"


def test_bad_requests_are_refused_with_rules() -> None:
    assert call(op="new_game", game="troccas", players=9, lang="de")["rule"] == "players.count"
    assert call(op="new_game", game="grosstarock", ruleset="skat")["rule"] == "record.ruleset"
    assert call(op="new_game", game="chess")["ok"] is False
    assert call(op="act", game="troccas", id=True, action="XX")["rule"] == "game.phase"
    assert call(op="replay", game="troccas", record="[" * 5000)["ok"] is False


def test_the_comparison_asks_every_engine() -> None:
    out = call(op="compare", trick="R3 R1 Narr XX", pile="RK R2 R3 R4", lang="de")
    rows = {r["game"]: r for r in out["rows"]}
    assert rows["troggu"]["winning_card"] == "Narr"  # Troggu's Narr is the top trump (rule deck.trump-order)
    # the page shows the winner's place in the trick as a person counts it (the Narr is the third card), not a count
    assert rows["troggu"]["winner_text"] == f"3. {rows['troggu']['winning_name']}"
    # each row names the rules it applied, in the reader's language, with their pages: Troccas counts in fours
    # (002's count.fours), Großtarock in threes (003's GT-COUNT-3)
    assert [(r["rule"], r["rule_title"]) for r in rows["troccas"]["rules"]] == [
        ("play.trick_winner", "Wer den Stich macht"),
        ("count.fours", "Zählen in Vierergruppen"),
    ]
    assert rows["grosstarock"]["rules"][1]["rule_title"] == "Zählen in Dreiergruppen"
    assert all(r["rule_page"].endswith("#" + r["rule"]) for row in rows.values() for r in row["rules"])
    assert {rows[g]["winning_card"] for g in ("troccas", "grosstarock", "french-tarot")} == {
        "XX"
    }  # an excuse never wins
    # RK R2 R3 R4: face 5+1+1+1 = 8; Troggu counts singly (8), Troccas a group of four (8-3 = 5),
    # Großtarock a three and a lone card (5+1+1-2, 1-1: 5), French Tarot 4.5+0.5*3 = 6
    assert [rows[g]["counted"] for g in ("troggu", "troccas", "grosstarock", "french-tarot")] == [8, 5, 5, 6]


def test_what_are_my_chances_for_the_french_tarot() -> None:
    st = call(op="new_game", game="french-tarot", seed=7)
    assert st["phase"] == "auction"
    one = call(op="estimate", game="french-tarot", id=st["id"], samples=20, seed=1)
    again = call(op="estimate", game="french-tarot", id=st["id"], samples=20, seed=1)
    assert one["ok"] and one == again  # seeded
    assert set(one["chances"]) == set(st["legal"]) - {"pass"}
    assert all(0.0 <= p["win"] <= 1.0 for p in one["chances"].values())
    # a harder contract is never easier to make with the same cards: garde contre gives up the dog
    assert one["chances"]["garde_contre"]["win"] <= one["chances"]["garde_sans"]["win"]
    no = call(op="estimate", game="troccas", id=call(op="new_game", game="troccas")["id"], lang="de")
    assert no["ok"] is False and no["reason"] == "Für dieses Spiel gibt es keine Schätzung"


@pytest.mark.parametrize("game_id", list(GAMES))
def test_every_state_is_the_kernels_table_game(game_id: str) -> None:
    """The facade drives every game through the kernel's protocol alone: each state has its methods, and a
    push then a pop gives back exactly the record and view it had."""
    import troggu_core as tg
    from troggu_core.kernel.state import TableGame

    info = tg.find_game(game_id)
    state = info.new(info.default_ruleset, info.default_players, 3)
    assert isinstance(state, TableGame)
    assert state.game_id == game_id and state.players == info.default_players
    seat = state.to_move
    before = (json.dumps(state.record(), sort_keys=True), json.dumps(state.view(seat), sort_keys=True), state.phase)
    action = next(iter(state.legal_actions()))  # every listed action is one push accepts (a lay-away card by card)
    state.push(action)
    assert state.pop() == action
    assert (
        json.dumps(state.record(), sort_keys=True),
        json.dumps(state.view(seat), sort_keys=True),
        state.phase,
    ) == before


@pytest.mark.parametrize(("game_id", "ruleset", "players"), [("troccas", "surselva", 4), ("grosstarock", "1754", 3)])
def test_another_seats_lay_away_is_not_shown_to_the_person(game_id: str, ruleset: str, players: int) -> None:
    """The cards a bot lays away go face down: the person's log says how many, in the page's language, never which
    (the state and the log inside the facade keep them, for the record)."""
    from troggu_core.kernel.codes import CODES

    st = json.loads(
        web.handle(
            json.dumps(
                {"op": "new_game", "game": game_id, "ruleset": ruleset, "players": players, "seed": 11, "lang": "de"}
            )
        )
    )
    discards = [e for e in st["log"] if e["action"].startswith("discard")]
    assert discards, "the dealer's lay-away should come before the person's first move"
    for e in discards:
        assert e["seat"] != st["seat"] and e["action"] == "discard"
        assert not any(code in e["label"].split() for code in CODES), e
        assert e["label"].startswith("legt ") and e["label"].endswith(" Karten weg"), e


@pytest.mark.parametrize("gid", list(GAMES))
def test_every_game_deals_open_in_the_same_keys(gid: str) -> None:
    """The open deal (op ``deal``, the table's deal view): for every table of every game, every card of the deck once
    in a hand or the talon, the hands the game's own fresh round holds, each hand's and the talon's card points by the
    game's count, the seats as the page names them, and a share link that reads back as the same deal."""
    from troggu_core.kernel.explain import seat_names

    info = GAMES[gid]
    for ruleset, players in info.tables():
        dealer = players - 1
        out = call(op="deal", game=gid, ruleset=ruleset, players=players, seed=5, dealer=dealer, lang="de")
        assert out["ok"], out
        assert sorted([c for h in out["hands"] for c in h] + out["talon"]) == sorted(info.deck)
        fresh = info.new(ruleset, players, 5, dealer).record()["hands"]
        assert [sorted(h) for h in out["hands"]] == [sorted(h) for h in fresh]
        assert out["points"] == [info.count_pile(h) for h in out["hands"]]
        assert out["talon_points"] == (info.count_pile(out["talon"]) if out["talon"] else None)
        assert out["seat_labels"] == seat_names(players, "de") and out["dealer"] == dealer
        again = call(op="share", game=gid, query=out["share"], lang="de")
        assert (again["hands"], again["talon"], again["seed"]) == (out["hands"], out["talon"], 5)
