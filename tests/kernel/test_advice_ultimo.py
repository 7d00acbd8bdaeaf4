"""Issue 32: the Pagat ultimo in the hint and the review (troggu_core.kernel.advice_ultimo). Where a game pays a bonus
for the Pagat / the Petit taking the last trick (Großtarock 1754, Dummett, Danish: GT-PAY-*; the French Tarot's
petit au bout), the hint keeps it for the last trick when the rules make that trick its for sure, and says why; it
says why playing it now is right where it takes this trick, or a partner's trick, for sure while trumps are out.
Hand-built positions where each reason must be said and where it must not; seeded rounds through the hint, the
review and the settlement."""

from __future__ import annotations

import dataclasses
import random
from typing import Any

import pytest

from troggu_core import GAMES, hints
from troggu_core.games.french_tarot.card_play_model import trick_rules as fft_rules
from troggu_core.games.grosstarock.card_play_model import trick_rules as gt_rules
from troggu_core.kernel.advice import Weighed, explain_card, names_of, weigh
from troggu_core.kernel.advice_ultimo import PAGAT, Ultimo, sure_ultimo
from troggu_core.kernel.codes import TRUMP, parse_code as p, suit_of
from troggu_core.kernel.strong_bots import PlayTable

GT = GAMES["grosstarock"]
FT = GAMES["french-tarot"]
RULES = gt_rules("natural", True)


def mask(*codes: str) -> int:
    return sum(1 << p(c) for c in codes)


def gt_table(
    hand: tuple[str, ...], trick: tuple[str, ...], leader: int, others: tuple[str, ...], **kw: Any
) -> PlayTable:
    """A Großtarock table: seat 0 to move with ``hand``, each playing for itself, the others' cards pooled."""
    played = [(leader + i) % 3 for i in range(len(trick))]
    sizes = tuple(len(hand) if s == 0 else len(hand) - (1 if s in played else 0) for s in range(3))
    assert sum(sizes[1:]) == len(others)
    return PlayTable(RULES, 0, mask(*hand), tuple(p(c) for c in trick), leader, mask(*others), sizes, (0, 1, 1), **kw)


def ultimo_of(ruleset: str) -> Ultimo:
    u = GT.ultimo({"ruleset": ruleset}) if GT.ultimo is not None else None
    assert u is not None
    return u


def weighed_best(t: PlayTable, ultimo: Ultimo | None) -> tuple[int, Weighed]:
    legal = t.rules.legal(t.hand, list(t.trick), t.seat, t.extra)
    w = weigh(t, legal, random.Random(1), 8, 3, (), ultimo)
    return w.best(), w


# seat 0 leads with the Pagat and XXI; the others hold no trump: the Pagat takes the last trick whatever they play
SURE = gt_table(("I", "XXI"), (), 0, ("RK", "R5", "B3", "S4"))


def test_the_pagat_kept_for_a_sure_last_trick_is_weighed_and_said() -> None:
    """Card points alone tie the two trumps (both take their trick) and the hint offered the Pagat, the lower card;
    with the ultimo the XXI is led and the reason says why, with the ruleset's own amount (GT-PAY-1754-2: 10)."""
    plain, w0 = weighed_best(SURE, None)
    assert plain == PAGAT and w0.mean(p("I")) == w0.mean(p("XXI"))
    best, w = weighed_best(SURE, ultimo_of("1754"))
    assert best == p("XXI") and w.mean(p("XXI")) - w.mean(p("I")) == 20  # 10 from each of the two opponents
    v = explain_card(SURE, w, best, names_of(GT, "de"), ultimo=ultimo_of("1754"))
    assert v.kind == "ultimo_keep"
    assert v.msg.render("de") == (
        "Spiel den Tarok 21 und behalte den Pagat für den letzten Stich: Niemand sonst hat noch einen Trumpf, also "
        "holt der Pagat diesen Stich sicher, und das bringt dir das Pagat-Ultimo, 10 von jedem Gegner."
    )
    en = explain_card(SURE, w, best, names_of(GT, "en"), ultimo=ultimo_of("dummett")).msg.render("en")
    assert "keep Pagat for the last trick" in en and "the Pagat ultimo, 15 from each opponent" in en, en


@pytest.mark.parametrize(("start", "pot"), [(0, 60), (35, 40)])
def test_the_danish_pagat_pot_is_said_in_figures_and_weighed(start: int, pot: int) -> None:
    """Issue 32: the Danish ultimo brings the pagat pot beside 45 from each opponent (GT-PAY-DK-5); the reason says
    how much the pot holds in this deal (GT-PAY-DK-1: an empty pot gets 20 from each of the three, else 5 from the
    dealer) and the weighing counts it: the XXI led beats the Pagat by the two 45s and the pot."""
    view = {"ruleset": "danish", "pots_start": {"king": 0, "pagat": start}}
    u = GT.ultimo(view) if GT.ultimo is not None else None
    assert u is not None and u.won == 2 * 45 + pot
    best, w = weighed_best(SURE, u)
    assert best == p("XXI") and w.mean(p("XXI")) - w.mean(p("I")) == 2 * 45 + pot - u.early_won
    de = explain_card(SURE, w, best, names_of(GT, "de"), ultimo=u).msg.render("de")
    assert de.endswith(f"das Pagat-Ultimo, 45 von jedem Gegner und den Pagat-Pott mit {pot}."), de
    assert u.costs.render("en") == f"the Pagat ultimo, 45 to each opponent, and you pay {pot} into the pagat pot"
    assert "Pott" not in ultimo_of("dummett").pays.render("de")


@pytest.mark.parametrize(
    ("t", "sure"),
    [
        (gt_table(("I", "XXI"), (), 0, ("XIX", "R5", "B3", "S4")), False),  # a trump is still out
        (gt_table(("I", "XXI", "R2"), (), 0, ("RK", "R5", "B3", "S4", "S5", "S6")), False),  # R2 may force it out
        (gt_table(("I", "R2"), ("R5", "RK"), 1, ("B3", "S4")), True),  # sure, but the rose is the only card now
    ],
)
def test_no_keep_reason_where_the_rules_do_not_decide(t: PlayTable, sure: bool) -> None:
    """No trump may be out, and nothing may force the Pagat out before the last trick; and the Pagat must be a
    choice now for the reason to speak of keeping it."""
    legal = t.rules.legal(t.hand, list(t.trick), t.seat, t.extra)
    assert sure_ultimo(t, legal) == sure
    best, w = weighed_best(t, ultimo_of("1754"))
    if not sure:
        assert w.per_deal == weighed_best(t, None)[1].per_deal  # nothing added
    assert explain_card(t, w, best, names_of(GT, "de"), ultimo=ultimo_of("1754")).kind != "ultimo_keep"


def test_the_pagat_played_now_when_it_takes_this_trick_for_sure() -> None:
    """Void in roses, last to play, the trick's best a rose: the Pagat takes it for sure, while XIX and XVIII are
    still out and could catch it in the last trick (1754: lost there it costs 10 to each)."""
    t = gt_table(("I", "XX", "B3"), ("R5", "RK"), 1, ("XIX", "XVIII", "S4", "B4"))
    w = Weighed({p("I"): [20.0, 22.0], p("XX"): [15.0, 16.0]}, 1)
    v = explain_card(t, w, p("I"), names_of(GT, "de"), ultimo=ultimo_of("1754"))
    assert v.kind == "ultimo_now"
    assert v.msg.render("de") == (
        "Der Pagat holt diesen Stich sicher. Im letzten Stich könnte den Pagat einer der 2 Trümpfe fangen, die noch "
        "im Spiel sind, und das kostet dich das Pagat-Ultimo, 10 an jeden Gegner."
    )
    assert explain_card(t, w, p("I"), names_of(GT, "de")).kind != "ultimo_now"  # no ultimo in the game
    early = gt_table(("I", "XX", "B3"), ("R5",), 2, ("XIX", "XVIII", "RK", "S4", "B4"))  # seat 1 may still trump
    assert explain_card(early, w, p("I"), names_of(GT, "de"), ultimo=ultimo_of("1754")).kind != "ultimo_now"


def test_the_petit_saved_in_the_partners_sure_trick() -> None:
    """French Tarot, two defenders: the partner's XXI holds the trump trick and the seat plays last; the Petit goes
    into it (the petit au bout would go to the taker if one of the 2 trumps out caught it in the last trick)."""
    rules = fft_rules(True)
    hand, trick = mask("I", "X", "B3"), (p("V"), p("XXI"))
    t = PlayTable(rules, 2, hand, trick, 0, mask("XIX", "XVIII", "S4", "B4"), (2, 2, 3), (1, 0, 0))
    u = FT.ultimo({"ruleset": "fft", "contract": "garde"}) if FT.ultimo is not None else None
    assert u is not None and u.won == 10
    w = Weighed({p("I"): [20.0, 22.0], p("X"): [15.0, 16.0]}, 1)
    v = explain_card(t, w, p("I"), names_of(FT, "de"), ultimo=u)
    assert v.kind == "ultimo_save"
    assert v.msg.render("de").startswith("Dein Partner hält den Stich sicher: Bring den Petit darin in Sicherheit.")
    assert "den Petit au bout für die Gegenseite, 20 Punkte" in v.msg.render("de")


def ft_view(seat: int, taker: int, hand: tuple[str, ...], played: tuple[str, ...]) -> dict[str, Any]:
    return {
        "ruleset": "fft",
        "contract": "prise",
        "seat": seat,
        "bidder": taker,
        "hand": list(hand),
        "played": list(played),
    }


def test_the_petit_caught_now_is_weighed_as_a_bout_and_said() -> None:
    """French Tarot (count.target): the taker plays last to a trump trick it cannot beat, holding the Petit (its
    one bout) and the V; the Petit played now falls to the defenders for sure, and with it a bout: the target rises
    from 51 to 56. The weighing adds those 5 points to what the card points already say, and the reason says it."""
    rules = fft_rules(True)
    hand = ("I", "V", "RK")
    t = PlayTable(rules, 0, mask(*hand), (p("XV"), p("X")), 1, mask("XIX", "XVIII", "S4", "B4"), (3, 2, 2), (0, 1, 1))
    u = FT.ultimo(ft_view(0, 0, hand, ("XV", "X"))) if FT.ultimo is not None else None
    assert u is not None and u.caught == 56 - 51
    legal = rules.legal(t.hand, list(t.trick), t.seat, t.extra)
    plain = weigh(t, legal, random.Random(1), 4, 2, (), None)
    w = weigh(t, legal, random.Random(1), 4, 2, (), u)
    assert [a - b for a, b in zip(plain.per_deal[p("I")], w.per_deal[p("I")])] == [5.0] * 4
    assert w.per_deal[p("V")] == plain.per_deal[p("V")]
    v = explain_card(t, w, w.best(), names_of(FT, "de"), ultimo=u)
    assert w.best() == p("V") and v.kind == "pagat_caught"
    assert v.msg.render("de") == (
        "Spiel den Petit nicht in diesen Stich: Die Gegenseite holt ihn sicher, und verlierst du den Petit, kostet "
        "dich das mehr als seine Punkte: dein Ziel steigt von 51 auf 56 Punkte."
    )
    en = explain_card(t, w, p("V"), names_of(FT, "en"), ultimo=u).msg.render("en")
    assert en.endswith("costs you more than its points: your target rises from 51 to 56 points."), en


def test_the_petit_not_caught_for_sure_is_not_weighed_nor_said() -> None:
    """A defender before its partner: the taker's XV holds the trick, but the partner still plays and may take it;
    nothing is added and the reason does not speak of the Petit caught. The defender's cost would be the taker's
    target falling (no bout of the taker known: 56 to 51)."""
    rules = fft_rules(True)
    hand = ("I", "V", "RK")
    t = PlayTable(rules, 0, mask(*hand), (p("XV"),), 1, mask("XIX", "XVIII", "S4", "B4", "S5"), (3, 2, 3), (0, 1, 0))
    u = FT.ultimo(ft_view(0, 1, hand, ("XV",))) if FT.ultimo is not None else None
    assert u is not None and u.caught == 5 and u.caught_costs is not None
    assert u.caught_costs.render("de") == "das Ziel des Nehmers sinkt von 56 auf 51 Punkte"
    legal = rules.legal(t.hand, list(t.trick), t.seat, t.extra)
    w = weigh(t, legal, random.Random(1), 4, 2, (), u)
    assert w.per_deal == weigh(t, legal, random.Random(1), 4, 2, (), None).per_deal
    assert explain_card(t, w, p("V"), names_of(FT, "de"), ultimo=u).kind != "pagat_caught"


def position(game: str, ruleset: str, seed: int, moves: int) -> Any:
    """A round of three heuristic bots, ``moves`` actions in (each bot's choices seeded)."""
    info = GAMES[game]
    st = info.new(ruleset, 3, seed=seed)
    bots = [info.make_bot("heuristic", i) for i in range(3)]
    for m in range(moves):
        s = st.to_move
        st.push(bots[s].choose(st.view(s), st.legal_actions(), random.Random(seed * 100 + m)))
    return st


@pytest.mark.parametrize(
    ("game", "ruleset", "seed", "moves", "keep", "words"),
    [
        ("grosstarock", "dummett", 28, 67, "XIV", "das Pagat-Ultimo, 15 von jedem Gegner"),
        ("french-tarot", "fft", 62, 72, "XXI", "den Petit au bout, 10 Punkte für deine Seite"),
    ],
)
def test_a_seeded_round_keeps_the_pagat_and_the_settlement_pays_it(
    game: str, ruleset: str, seed: int, moves: int, keep: str, words: str
) -> None:
    """A seeded position where no other hand holds a trump and the seat holds the Pagat and trumps only: the hint
    (which without the ultimo offered the Pagat, a tie on card points) plays the other trump and says why; the
    review names playing the Pagat there; played on, the Pagat takes the last trick and the round pays the ultimo
    the hint named."""
    info = GAMES[game]
    st = position(game, ruleset, seed, moves)
    seat = st.to_move
    hand = st.view(seat)["hand"]
    table = info.play_table(st.view(seat))
    assert "I" in hand and keep in hand and all(suit_of(p(c)) == TRUMP for c in hand), hand
    assert not any(suit_of(c) == TRUMP for c in range(78) if table.pool >> c & 1)  # no trump in another hand
    assert hints.hint(dataclasses.replace(info, ultimo=None), st, seat, "gut", "de")["suggested"] == "I"
    h = hints.hint(info, st, seat, "gut", "de")
    assert (h["suggested"], h["reason_kind"]) == (keep, "ultimo_keep") and words in h["reason"], h
    item = hints._review_card(info, st, seat, "I", "gut", "de")
    assert item and item["preferred"] == keep and item["reason_kind"] == "ultimo_keep", item
    st.push(keep)
    bots = [info.make_bot("heuristic", i) for i in range(3)]
    while not st.is_over:
        s = st.to_move
        st.push(bots[s].choose(st.view(s), st.legal_actions(), random.Random(s)))
    result = st.result()
    if game == "grosstarock":
        paid = [b for b in result["bonuses"] if b["name"] == "pagat_ultimo"]
        assert paid == [{"seat": seat, "name": "pagat_ultimo", "value": 15, "trick": 25}], result["bonuses"]
    else:
        assert result["petit_au_bout"] == ("taker" if seat == result["taker"] else "defense")


def test_the_hint_agrees_with_the_pagat_lesson() -> None:
    """Lesson grosstarock-04 (the Pagat in the last trick, 1754): its answer is the hint's card, and the hint's
    reason is the ultimo kept (the lesson's own words say the same: the opponents hold no tarok any more)."""
    from troggu_core.learn import all_lessons

    lesson = next(x for x in all_lessons() if x.game == "grosstarock" and x.path.endswith("/04-pagat-ultimo.json"))
    pos = lesson.data["position"]
    st = GT.new(pos["ruleset"], pos["players"], seed=pos["seed"], dealer=pos["dealer"])
    for action in pos["actions"]:
        st.push(action)
    h = hints.hint(GT, st, st.to_move, "gut", "en")
    assert (h["suggested"], h["reason_kind"]) == (lesson.data["solution"], "ultimo_keep"), h
    assert "the Pagat ultimo, 10 from each opponent" in h["reason"], h["reason"]


def test_the_pagat_is_never_the_example_of_cards_that_tie() -> None:
    """Issue 32: where the card points alone cannot tell the cards apart, the lowest (the Pagat) was the hint's "for
    example" (a seeded Dummett round said "nimm zum Beispiel den Pagat" with a seat still to play after it, where
    the Pagat lost costs 5). With the game's ultimo the Pagat is named only when no other card is as good, or where
    the rules put it into this trick (it takes it for sure: the reason ``ultimo_now``); the figures stay the same."""
    at_risk = gt_table(("I", "V", "VII"), ("S9",), 2, ("XIX", "S4", "R5", "R6", "R7"))  # seat 1 plays after
    best, w = weighed_best(at_risk, ultimo_of("dummett"))
    assert w.spare == PAGAT and weighed_best(at_risk, None)[1].spare == -1
    assert w.per_deal == weighed_best(at_risk, None)[1].per_deal
    tie = Weighed({c: [3.0, 4.0] for c in (PAGAT, p("V"), p("VII"))}, 1, w.spare)
    said = explain_card(at_risk, tie, tie.best(), names_of(GT, "de"), ultimo=ultimo_of("dummett"))
    assert tie.best() == p("V") and said.kind == "tie" and "Pagat" not in said.msg.render("de"), said
    assert Weighed(tie.per_deal, 1).best() == PAGAT  # as before, without a game that pays for the Pagat
    last = gt_table(("I", "V", "R2"), ("S9", "S4"), 1, ("XIX", "R5", "R6", "R7"))  # the seat plays last
    assert weighed_best(last, ultimo_of("dummett"))[1].spare == -1  # the Pagat takes this trick for sure
