"""Issue 32: the explainer's reasons for a card (troggu_core.kernel.advice), on hand-built positions where each
reason kind must be said and positions where it must not, both catalogues, and card names without codes."""

from __future__ import annotations

import random
import re
import sys
from pathlib import Path

import pytest

from troggu_core import GAMES
from troggu_core.i18n import Plural
from troggu_core.kernel.advice import KINDS, Weighed, card_facts, card_words, explain_card, names_of, weigh
from troggu_core.kernel.codes import parse_code as p
from troggu_core.kernel.deck import TAROCK_VALUES
from troggu_core.kernel.solver import excuse_rules
from troggu_core.kernel.strong_bots import PlayTable

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "scripts"))
import compile_catalogues  # noqa: E402

RULES = excuse_rules(4, TAROCK_VALUES, overtrump=True)
NAME = names_of(GAMES["troccas"], "de")


def mask(*codes: str) -> int:
    return sum(1 << p(c) for c in codes)


def table(
    hand: tuple[str, ...],
    trick: tuple[str, ...],
    leader: int,
    others: tuple[str, ...],
    seat: int = 3,
    sides: tuple[int, ...] = (1, 0, 1, 0),
    goal: int = 1,
    voids: tuple[int, ...] = (),
) -> PlayTable:
    """A 4-player table: ``seat`` to move with ``hand``, the ``others``' cards pooled, hand sizes that fit."""
    n = 4
    played = [(leader + i) % n for i in range(len(trick))]
    size = len(hand)
    sizes = tuple(size if s == seat else size - (1 if s in played else 0) for s in range(n))
    assert sum(sizes) - size == len(others), "the pool must fill the other hands"
    return PlayTable(
        RULES,
        seat,
        mask(*hand),
        tuple(p(c) for c in trick),
        leader,
        mask(*others),
        sizes,
        sides,
        goal=goal,
        voids=voids,
    )


def even(*codes: str, best: str | None = None, gap: float = 5.0) -> Weighed:
    """Figures where ``best`` is clearly best and the others tie (or all tie when no best)."""
    return Weighed({p(c): [10.0 + (gap if c == best else 0.0), 12.0 + (gap if c == best else 0.0)] for c in codes}, 1)


def kind(t: PlayTable, card: str, weighed: Weighed | None = None) -> str:
    legal = [c for c in (RULES.legal(t.hand, list(t.trick), t.seat, -1),)][0]
    codes = [c for c in ("RK", "RQ", "R2", "R3", "B3", "BK", "XXI", "XX", "V", "II", "Narr", "S2") if legal >> p(c) & 1]
    w = weighed if weighed is not None else even(*codes, best=card)
    return explain_card(t, w, p(card), NAME).kind


# the partner (seat 1) holds the trick with XX, the seat plays last: safe
SMEAR = table(("RK", "R2", "B3"), ("R5", "XX", "R6"), 0, ("XIX", "XVIII", "B4", "B5", "S2", "S3"))
# the opponent (seat 2) holds it with XX, the seat plays last and must follow roses
BEATEN = table(("RK", "R2", "B3"), ("R5", "R6", "XX"), 0, ("R7", "R8", "B4", "B5", "S2", "S3"))


def test_smear_into_the_partners_safe_trick_and_not_otherwise() -> None:
    facts = card_facts(SMEAR)
    assert (facts.winner, facts.winner_side, facts.safe, facts.must, facts.last) == (1, "partner", True, "follow", True)
    assert kind(SMEAR, "RK") == "smear"
    assert kind(SMEAR, "R2") == "keep_better"  # the least card is no smear
    assert kind(BEATEN, "RK") != "smear"  # the other side holds the trick: never smear
    assert kind(BEATEN, "R2") == "duck"


def test_smear_is_what_the_play_outs_find_and_is_said_in_both_languages() -> None:
    w = weigh(SMEAR, mask("RK", "R2"), random.Random(3), 8, 3)
    assert w.best() == p("RK") and w.gap(p("RK"), p("R2"))[0] > 0
    v = explain_card(SMEAR, w, p("RK"), NAME)
    assert v.kind == "smear"
    de, en = v.msg.render("de"), v.msg.render("en")
    assert (
        de
        == "Dein Partner hält den Stich mit dem Tarock XX, und keiner kann ihn mehr schlagen: schmier ihm den Rosen-König."
    )
    assert en.startswith("Your partner holds the trick with Tarock XX") and "smear Rosen-König" in en


def test_take_the_other_sides_trick_with_its_counting_card_named() -> None:
    # seat 0 (opponent) led the Rosen-Königin, the seat is void in roses: it must trump
    t = table(
        ("V", "II", "B3"), ("RQ",), 0, ("R7", "R8", "R9", "B4", "B5", "B6", "S2", "S3"), seat=1, sides=(1, 0, 1, 0)
    )
    facts = card_facts(t)
    assert facts.winner_side == "opponent" and facts.must == "trump" and facts.wins == {p("V"), p("II")}
    assert kind(t, "II") == "take"
    text = explain_card(t, even("V", "II", best="II"), p("II"), NAME).msg.render("de")
    assert text == "Die Gegenseite hält den Stich mit der Rosen-Königin: hol ihn mit dem Tarock II."
    # the same cards when the partner holds the trick: taking it over is no "take"
    partner = table(
        ("V", "II", "B3"), ("RQ",), 0, ("R7", "R8", "R9", "B4", "B5", "B6", "S2", "S3"), seat=2, sides=(0, 1, 0, 1)
    )
    assert kind(partner, "II") != "take"
    assert kind(partner, "II") == "secure"  # two seats play after: the partner's Queen is not safe


def test_duck_when_the_trick_cannot_be_won() -> None:
    t = BEATEN
    assert card_facts(t).wins == frozenset()
    v = explain_card(t, even("RK", "R2", best="R2"), p("R2"), NAME)
    assert (
        v.kind == "duck"
        and v.msg.render("de") == "Über den Tarock XX kommst du nicht: gib deine geringste Karte, die Rosen-Zwei."
    )
    assert kind(t, "RK") == "simulation"  # the King is not the least card: no fact speaks for it


def test_only_card_says_the_duty() -> None:
    t = table(("R2", "B3", "BK"), ("R5",), 0, ("R6", "R7", "R8", "B4", "B5", "B6", "S2", "S3"), seat=1)
    v = explain_card(t, even("R2"), p("R2"), NAME)
    assert v.kind == "only"
    assert v.msg.render("de") == "Du musst Farbe bekennen. Die Rosen-Zwei ist die einzige Karte, die du spielen darfst."
    assert v.msg.render("en") == "You must follow suit. Rosen-Zwei is the only card you may play."


def test_overtrump_duty_is_named() -> None:
    t = table(
        ("XX", "II", "B3"), ("R5", "V"), 0, ("R6", "R7", "B4", "B5", "B6", "S2", "S3"), seat=2, sides=(0, 1, 0, 1)
    )
    facts = card_facts(t)
    assert facts.legal == (p("XX"),) and facts.must == "overtrump"
    assert explain_card(t, even("XX"), p("XX"), NAME).msg.render("en").startswith("You must play a higher trump")


def test_equal_cards_tie_and_a_clear_difference_does_not() -> None:
    assert kind(BEATEN, "R2", even("RK", "R2")) == "tie"
    text = explain_card(BEATEN, even("RK", "R2"), p("R2"), NAME).msg.render("de")
    assert text == "Die Rosen-Zwei und der Rosen-König sind hier gleich gut."
    # within the noise: 1 point apart but the deals spread by far more
    noisy = Weighed({p("RK"): [0.0, 20.0, 2.0], p("R2"): [5.0, 15.0, 5.0]}, 1)
    assert noisy.ties(p("R2")) == sorted([p("RK"), p("R2")])
    sure = Weighed({p("RK"): [0.0, 20.0, 2.0], p("R2"): [3.0, 23.0, 5.0]}, 1)
    assert sure.ties(p("R2")) == [p("R2")]


def test_lead_the_top_card_but_not_a_card_that_a_higher_one_beats() -> None:
    others = ("R5", "R6", "RQ", "B4", "B5", "B6", "S2", "S3", "S4")
    t = table(("RK", "R2", "B3"), (), 3, others)
    assert p("RK") in card_facts(t).tops
    assert kind(t, "RK") == "top"
    t2 = table(("RQ", "R2", "B3"), (), 3, ("R5", "R6", "RK", "B4", "B5", "B6", "S2", "S3", "S4"))
    assert p("RQ") not in card_facts(t2).tops and kind(t2, "RQ") != "top"


def test_draw_trumps_and_the_top_trump() -> None:
    others = ("XXI", "XIX", "R5", "B4", "B5", "B6", "S2", "S3", "S4")
    t = table(("V", "R2", "B3"), (), 3, others)
    assert card_facts(t).trumps_out == 2 and kind(t, "V") == "draw_trumps"
    text = explain_card(t, even("V", "R2", "B3", best="V"), p("V"), NAME).msg
    assert isinstance(text, Plural) and "2 Trümpfe" in text.render("de")
    top = table(("XXI", "R2", "B3"), (), 3, ("XIX", "V", "R5", "B4", "B5", "B6", "S2", "S3", "S4"))
    assert kind(top, "XXI") == "top"
    assert explain_card(top, even("XXI", "R2", "B3", best="XXI"), p("XXI"), NAME).msg.render("de").endswith("sicher.")


def test_lead_into_the_partners_void_only_while_the_partner_can_trump() -> None:
    others = ("XXI", "XIX", "R5", "B4", "B5", "B6", "S2", "S3", "S4")
    void_b = [0, 1 << 1, 0, 0]  # the partner (seat 1) has shown no Stecken
    t = table(("R2", "B3", "S5"), (), 3, others, voids=tuple(void_b))
    assert kind(t, "B3") == "partner_void"
    no_trumps = tuple([0, (1 << 1) | (1 << 4), 0, 0])
    assert kind(table(("R2", "B3", "S5"), (), 3, others, voids=no_trumps), "B3") != "partner_void"
    assert kind(table(("R2", "B3", "S5"), (), 3, others), "B3") != "partner_void"


def test_the_fool_against_the_other_side_not_into_the_partners_trick() -> None:
    pool = ("R7", "R8", "B4", "B5", "S2", "S3")
    opp = table(("Narr", "XX", "B3"), ("R5", "R6", "RK"), 0, pool)
    assert kind(opp, "Narr") == "fool"
    assert "Narr" in explain_card(opp, even("Narr", "XX", best="Narr"), p("Narr"), NAME).msg.render("de")
    partner = table(("Narr", "XX", "B3"), ("R5", "RK", "R6"), 0, pool)
    assert kind(partner, "Narr") != "fool"


def test_misere_stays_under() -> None:
    pool = ("R7", "R8", "B4", "B5", "S2", "S3")
    t = table(("RK", "R2", "B3"), ("R5", "R6", "RQ"), 0, pool, sides=(1, 1, 1, 0), goal=-1)
    w = Weighed({p("RK"): [9.0, 9.0], p("R2"): [2.0, 2.0]}, -1)
    assert explain_card(t, w, p("R2"), NAME).kind == "stay_under"
    assert explain_card(t, w, p("RK"), NAME).kind != "stay_under"


def test_every_kind_has_a_sentence_in_both_catalogues() -> None:
    """Every sentence of the explainer is translated (German differs from English) and names no card code."""
    import troggu_core.kernel.advice as advice

    seen = set()
    for t, card in (
        (SMEAR, "RK"),
        (SMEAR, "R2"),
        (BEATEN, "R2"),
        (table(("RK", "R2", "B3"), (), 3, ("R5", "R6", "RQ", "B4", "B5", "B6", "S2", "S3", "S4")), "R2"),
    ):
        for lang in ("de", "en"):
            text = explain_card(t, even("RK", "R2", "B3", best=card), p(card), names_of(GAMES["troccas"], lang)).msg
            seen.add(text.render(lang))
    assert not any(re.search(r"\b[RBSC](K|Q|N|J|\d+)\b", s) for s in seen), seen
    assert set(KINDS) >= {"smear", "take", "duck", "only", "tie", "simulation"}
    src = open(advice.__file__, encoding="utf-8").read()
    assert [m for m in compile_catalogues.missing("de") if m[:40] in src] == []


@pytest.mark.parametrize("game", list(GAMES))
def test_card_words_drop_codes(game: str) -> None:
    info = GAMES[game]
    for code in ("RK", "S7", "C10"):
        said = card_words(info.card_name, code, "de")
        assert code not in re.findall(r"\w+", said), said
        assert "(" not in said


def test_the_troccas_demand_is_valued_and_said() -> None:
    """Troccas' "K!" (rule jack.demand): lesson troccas-03's position, where an opponent holds the Jack of Batons,
    gets the demand as the hint with its reason, valued above the plain King by the Jack it brings."""
    from troggu_core.hints import hint
    from troggu_core.learn.judge import position
    from troggu_core.learn.lessons import lesson_by_id

    state = position(lesson_by_id("troccas-03-king-demands-jack"))
    info = GAMES["troccas"]
    h = hint(info, state, state.to_move, "gut", "de")
    values = {o["action"]: o["value"] for o in h["options"]}
    assert h["suggested"] == "BK!" and h["reason_kind"] == "demand", h
    assert values["BK!"] > values["BK"]
    assert h["reason"].startswith("Spiel den Stecken-König und verlang den Buben")
    assert "den Buben verlangen" in h["figures"]["text"]


def test_a_demand_adds_nothing_when_no_other_hand_holds_the_jack() -> None:
    from troggu_core.kernel.advice import demand_delta

    hands = [mask("R5", "XX", "R6"), mask("R7", "S2", "BJ"), mask("R8", "B4", "S3"), mask("RK", "R2", "B3")]
    t = table(("RK", "R2", "B3"), (), 3, ("R5", "XX", "R6", "R7", "S2", "BJ", "R8", "B4", "S3"))
    assert demand_delta(t, hands, p("RK"), 3) == 0.0  # no other hand holds the Jack of Coins
    with_jack = [mask("R5", "XX", "RJ"), hands[1], hands[2], hands[3]]
    assert demand_delta(t, with_jack, p("RK"), 3) > 0  # the opponent's Jack of Coins falls to the King


def test_no_fact_and_some_cards_tie_says_they_tie() -> None:
    """Where no fact speaks for the card and the play-outs cannot tell it from others, the hint says they tie
    instead of calling it best; a clear best without a fact is said as what the play-outs found."""
    t = table(("RQ", "R2", "B3"), (), 3, ("R5", "R6", "RK", "B4", "B5", "B6", "S2", "S3", "S4"))
    some = Weighed({p("RQ"): [10.0, 12.0], p("R2"): [10.0, 12.0], p("B3"): [1.0, 2.0]}, 1)
    v = explain_card(t, some, p("RQ"), NAME)
    assert v.kind == "tie" and v.msg.render("de") == "Die Rosen-Königin und die Rosen-Zwei sind hier gleich gut."
    clear = Weighed({p("RQ"): [14.0, 16.0], p("R2"): [10.0, 12.0], p("B3"): [1.0, 2.0]}, 1)
    assert explain_card(t, clear, p("RQ"), NAME).kind == "simulation"


def test_a_led_troggu_narr_holds_the_trick_so_the_reason_is_to_follow_not_to_lead() -> None:
    """Troggu seed 7, the reader (seat 1) passes and seat 0 plays a normal game: its Narr, led, holds the trick
    (the engine's winner) and the reader must give a trump (its legal cards), so the hint's reason is about that
    trick (duck under the Narr with the least trump), never "lead a trump" as for a seat that leads (found on a
    phone, 2026-11-28). The excuse games' fool led leaves the lead to the next card, as before."""
    import json

    from troggu_core import web

    def call(**req: object) -> dict:
        out: dict = json.loads(web.handle(json.dumps(req)))
        return out

    st = call(op="new_game", game="troggu", seed=7, lang="de")
    while st["phase"] != "play":
        st = call(op="act", id=st["id"], action="pass" if "pass" in st["legal"] else st["legal"][0], lang="de")
    assert st["view"]["trick"] == [{"seat": 0, "card": "Narr"}] and st["legal"] == ["XI", "XIX"]
    hint = call(op="hint", id=st["id"], lang="de", level="gut")
    assert hint["reason_kind"] == "duck", hint
    assert "Narr" in hint["reason"] and "Zieh Trumpf" not in hint["reason"], hint["reason"]
