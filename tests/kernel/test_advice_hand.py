"""Issue 32: the reasons outside the card play (troggu_core.kernel.advice_hand): a bid from the hand's trumps,
kings and voids; a lay-away from the suits it voids and the kings and trumps it keeps; a call from where the called
card lies; each said where the fact holds and not where it does not, in both catalogues, with card names."""

from __future__ import annotations

import json
import re
from typing import Any

from troggu_core import GAMES
from troggu_core.kernel.advice import card_words
from troggu_core.games.french_tarot.advice import announcement_reason as french_announcement
from troggu_core.games.grosstarock.advice import announcement_reason as grosstarock_announcement
from troggu_core.kernel.advice_hand import bid_reason, call_reason, hand_facts, lay_away_reason
from troggu_core.web import handle

NAME = GAMES["troggu"].card_name


def name(code: str, lang: str = "de") -> str:
    return card_words(NAME, code, lang)


HAND = ["XXI", "XIX", "XV", "X", "V", "Narr", "RK", "R3", "CK", "B3", "B4", "S2"]


def test_hand_facts_count_trumps_top_trumps_kings_and_voids() -> None:
    f = hand_facts(HAND)
    assert (f.trumps, f.top, f.kings, f.voids, f.singletons) == (6, ("XXI", "Narr"), 2, 0, 2)
    assert hand_facts(["I", "II", "RK", "R2"]).top == ("I",) and hand_facts(["I", "II", "RK", "R2"]).voids == 3


def test_bid_reason_names_the_hand_and_the_decision() -> None:
    de = bid_reason(HAND, "normal spielen", ["pass", "normal"], name).render("de")
    assert (
        de.startswith(
            "Du hast 6 Trümpfe (darunter den Trumpf XXI (die Welt) und den Narren), 2 Könige und 2 Farben mit nur "
            "einer Karte:"
        )
        and "„normal spielen“" in de
    )
    en = bid_reason(["II", "III", "R2", "R5", "B7"], "pass", ["pass", "normal"], lambda c: name(c, "en")).render("en")
    assert en == "You hold 2 trumps, no king, 2 void suits and one singleton; played out, that wins too rarely: pass."


def test_bid_reason_says_the_singletons_only_when_there_are_some() -> None:
    """A suit of one card is a fact of the hand a bid's reason names (issue 32: "voids and singletons")."""
    one = bid_reason(["XXI", "II", "RK", "C2", "C3", "B4", "B5", "S6", "S7"], "normal", ["pass", "normal"], name)
    assert "eine Farbe mit nur einer Karte" in one.render("de") and "one singleton" in one.render("en")
    none = bid_reason(["XXI", "II", "RK", "R2", "C2", "C3", "B4", "B5", "S6", "S7"], "normal", ["pass", "normal"], name)
    assert "nur einer Karte" not in none.render("de") and "singleton" not in none.render("en")


def test_lay_away_says_the_void_only_when_a_suit_is_voided() -> None:
    voids = lay_away_reason(HAND, ["B3", "B4"], name).render("de")
    assert voids.startswith("Leg die Stecken-Drei und die Stecken-Vier weg:") and "in einer Farbe blank" in voids
    assert "du behältst deine Könige" in voids and "alle deine Trümpfe" in voids
    no_void = lay_away_reason(HAND, ["B3", "R3"], name).render("de")
    assert "blank" not in no_void and "Könige" in no_void
    king = lay_away_reason(HAND, ["RK", "B3"], name).render("de")
    assert "Könige" not in king  # a King laid away: never "you keep your kings"
    trump = lay_away_reason(HAND, ["V", "B3"], name).render("en")
    assert "trumps" not in trump.split(":")[1]
    assert not re.search(r"\b[RBSC](K|\d)\b", voids + no_void + king)


def test_call_reason_alone_or_with_a_partner() -> None:
    assert "allein" in call_reason(HAND, "RK", name).render("de")
    other = call_reason(HAND, "SK", name)
    assert "Schwerter-König" in other.render("de") and "du hast eine Karte dieser Farbe" in other.render("de")
    assert "2 cards of its suit" in call_reason(HAND, "BK", lambda c: name(c, "en")).render("en")


def call(**req: Any) -> dict[str, Any]:
    out: dict[str, Any] = json.loads(handle(json.dumps(req)))
    return out


def test_the_lay_away_hint_names_cards_and_says_why() -> None:
    """Troggu's lay-away hint: card names (no codes) and a reason from the hand, the figures apart."""
    for seed in range(1, 30):
        out = call(op="new_game", game="troggu", seed=seed, lang="de", level="einfach")
        for _ in range(4):
            if out["over"] or not out["your_turn"] or out["phase"] == "play":
                break
            h = call(op="hint", game="troggu", id=out["id"], level="gut", lang="de")
            if h.get("reason_kind") == "lay_away":
                assert not re.search(r"\b[RBSC](K|Q|N|J|10|[1-9])\b", h["label"] + h["reason"]), h
                assert " Leg " in h["reason"] and "Verteilungen" in h["figures"]["text"]
                tapp = hand_facts(out["view"]["tapp"])  # what the Tapp brought, said first (exchange.points)
                assert h["reason"].startswith("Der Tapp brachte dir "), h["reason"]
                if tapp.trumps > 1:
                    assert f" {tapp.trumps} Trümpfe" in h["reason"].split(". Leg ")[0], h["reason"]
                return
            out = call(op="act", game="troggu", id=out["id"], action=h["suggested"])
    raise AssertionError("no lay-away of the person in 29 deals")


def test_bid_reason_weighs_the_points_against_the_target() -> None:
    """With the play-outs' card points and the game's target the bid reason compares them, in the reader's words."""
    de = bid_reason(HAND, "pass", ["pass", "normal"], name, (49.4, 58)).render("de")
    assert de.endswith("zu Ende gespielt holst du im Mittel 49 Punkte, 58 brauchst du: passen."), de
    en = bid_reason(HAND, "normal", ["pass", "normal"], lambda c: name(c, "en"), (61.0, 58)).render("en")
    assert en.endswith("you take 61 points on average, and you need 58: normal."), en
    assert "Punkte" not in bid_reason(HAND, "pass", ["pass", "normal"], name).render("de")


def test_bid_reason_says_what_the_tapp_or_the_dog_brings_and_to_whom() -> None:
    """Issue 32: with the estimate's mean of the cards dealt aside, the bid reason says what they bring, in the game's
    word (GameInfo.talon_word) declined in German: to the bidder (Troggu's Tapp, the French Tarot's dog in a prise,
    garde, garde sans), or to the other side (a garde contre); nothing without the figure."""
    tapp = (GAMES["troggu"].talon_word["de"], 8.6, "you")
    de = bid_reason(HAND, "pass", ["pass", "normal"], name, (49.4, 58), tapp).render("de")
    assert de.endswith("im Mittel 49 Punkte (der Tapp bringt dir etwa 9 Punkte), 58 brauchst du: passen."), de
    dog = GAMES["french-tarot"].talon_word
    de = bid_reason(HAND, "Garde contre", ["pass"], name, (45.0, 41), (dog["de"], 6.4, "others")).render("de")
    assert de.endswith("(der Hund bringt der Gegenseite etwa 6 Punkte), 41 brauchst du: „Garde contre“."), de
    en = bid_reason(HAND, "Prise", ["pass"], lambda c: name(c, "en"), (45.0, 41), (dog["en"], 6.4, "you")).render("en")
    assert en.endswith("you take 45 points on average (the dog brings you about 6 points), and you need 41: Prise."), en
    assert "Hund" not in bid_reason(HAND, "pass", ["pass"], name, (45.0, 41)).render("de")


def test_announcements_get_their_own_reason() -> None:
    """The chelem and the poignée are said with what they risk (rules chelem.announce, poignee.bonus), the trumps
    counted from the hand or the poignée shown; any other action gets no announcement reason."""
    ft = GAMES["french-tarot"].card_name

    def said(code: str) -> str:
        return card_words(ft, code, "de")

    hand = ["XXI", "XX", "XIX", "I", "Narr", "RK", "R2"]

    def reason(action: str, lang: str = "de") -> str:
        msg = french_announcement(hand, action, said)
        assert msg is not None, action
        return msg.render(lang)

    assert "4 Trümpfen" in reason("poignee I XIX XX XXI")
    assert "Prämie" in reason("no_poignee")
    no = reason("no_chelem")
    assert no.startswith("Sag keinen Chelem an") and "5 Trümpfen" in no, no
    yes = reason("chelem")
    assert "jeden Stich" in yes and "Trumpfkarte 21" in yes and "Petit" in yes, yes
    assert "5 trumps" in reason("no_chelem", "en")
    for other in ("pass", "garde", "announce", "announce vole", "demand", "RK"):
        assert french_announcement(hand, other, said) is None
    assert GAMES["french-tarot"].announcement_reason is french_announcement


def test_grosstarock_vole_and_nolo_say_the_trumps_the_tricks_so_far_and_the_risk() -> None:
    """Großtarock's announced vole and nolo (rule GT-ANN) in words: the trumps (the vole with its best ones), the
    tricks taken so far when some are played, and what an announcement risks; German and English."""
    gt = GAMES["grosstarock"].card_name

    def said(code: str, lang: str = "de") -> str:
        return card_words(gt, code, lang)

    strong = ["XXI", "XX", "XIX", "XVIII", "I", "Narr", "RK", "CK"]
    vole = grosstarock_announcement(strong, "announce vole", said)
    assert vole is not None
    de = vole.render("de")
    assert de.startswith("Sag die Vole an: Mit 6 Trümpfen (") and said("XXI") in de and "zahlst du" in de, de
    assert "bisher" not in de
    later = grosstarock_announcement(strong, "announce vole", lambda c: said(c, "en"), tricks=3)
    assert later is not None and "all 3 tricks so far" in later.render("en") and "6 trumps" in later.render("en")
    plain = grosstarock_announcement(["XV", "II", "RK"], "announce vole", said)
    assert plain is not None and f"Mit 2 Trümpfen (darunter dem {said('XV')})" in plain.render("de"), plain.render("de")
    weak = ["II", "R2", "R3", "B4", "S5", "C6"]
    nolo = grosstarock_announcement(weak, "announce nolo", said, tricks=4)
    assert nolo is not None
    assert nolo.render("de").startswith(
        "Sag Nolo an: Von den 4 Stichen bisher hast du keinen gemacht, und mit nur einem Trumpf"
    )
    first = grosstarock_announcement(weak, "announce nolo", said)
    assert first is not None and "ohne jeden Stich" in first.render("de") and "bisher" not in first.render("de")
    assert "with only one trump you can take no trick" in first.render("en")
    assert all(grosstarock_announcement(strong, a, said) is None for a in ("chelem", "poignee XXI", "pass", "RK"))
    assert GAMES["grosstarock"].announcement_reason is grosstarock_announcement


def test_the_grosstarock_hint_says_the_vole_reason_through_the_facade() -> None:
    """At the first lead of a dummett deal both announcements are offered; the hint's reason for each, as the hint
    would say it, reads the seat's hand and the tricks so far (none yet)."""
    import random

    from troggu_core.hints import _hand_reason

    info = GAMES["grosstarock"]
    st = info.new("dummett", 3, 5)
    bot = info.make_bot("heuristic", st.to_move)
    while st.phase == "discard":
        st.push(bot.choose(st.view(st.to_move), st.legal_actions(), random.Random(1)))
    seat, legal = st.to_move, st.legal_actions()
    assert {"announce vole", "announce nolo"} <= set(legal)
    for action, start in (("announce vole", "Sag die Vole an: Mit "), ("announce nolo", "Sag Nolo an: Mit nur ")):
        reason, kind = _hand_reason(info, st, seat, action, action, legal, "de")
        assert kind == "announcement" and reason.render("de").startswith(start), reason.render("de")
    card = next(a for a in legal if not a.startswith("announce"))
    assert _hand_reason(info, st, seat, card, card, legal, "de")[1] == "options"


def test_the_chelem_hint_says_its_reason_through_the_facade() -> None:
    """A French Tarot taker asked about the chelem gets the announcement's reason, not the play-outs' sentence."""
    for seed in range(1, 6):
        out = call_web(op="new_game", game="french-tarot", seed=seed, lang="de", level="einfach")
        for _ in range(6):
            legal = out.get("legal") or []
            if "no_chelem" in legal:
                h = call_web(op="hint", game="french-tarot", id=out["id"], level="gut", lang="de")
                assert h["reason_kind"] == "announcement" and "Chelem" in h["reason"], h
                assert "Verteilungen" not in h["reason"]
                return
            if not legal or out.get("over") or out.get("phase") == "play":
                break
            pick = (
                "garde"
                if "garde" in legal
                else call_web(op="hint", game="french-tarot", id=out["id"], level="einfach", lang="de")["suggested"]
            )
            out = call_web(op="act", game="french-tarot", id=out["id"], action=pick)
    raise AssertionError("no deal reached the chelem announcement")


def call_web(**req: Any) -> dict[str, Any]:
    out: dict[str, Any] = json.loads(handle(json.dumps(req)))
    return out


def test_kings_and_trumps_kept_are_said_only_where_the_rules_let_them_go() -> None:
    """Issue 32: keeping the kings is a reason only where a king could go. Großtarock's dealer may lay away no king
    and (mostly) no tarok (GT-DISC rules), so a seeded lay-away whose kings the rules keep says neither; Troccas'
    Skatist may lay away any card (skat.layaway), so there it is said. The cards the rules allow are the offered
    picks of the state (hints.layable)."""
    from troggu_core.hints import layable

    for game, ruleset, players, said in (("grosstarock", "1754", 3, False), ("troccas", "surselva", 4, True)):
        info = GAMES[game]
        states = (info.new(ruleset, players, seed) for seed in range(1, 30))
        state = next(  # a hand with kings, where the rules let one go if they ever do (pairs of five-pointers)
            st
            for st in states
            if any(c.endswith("K") for c in (st.legal_actions() if said else st.view(st.to_move)["hand"]))
        )
        legal = state.legal_actions()
        hand = [str(c) for c in state.view(state.to_move)["hand"]]
        plain = [c for c in legal if c[0] in "RBSC" and not c.endswith("K")]
        away = plain[: len(hand) - (25 if game == "grosstarock" else 19)]
        assert hand_facts(hand).kings and not any(c.endswith("K") for c in away)
        de = lay_away_reason(hand, away, lambda c: card_words(info.card_name, c, "de"), may=layable(legal))
        assert ("du behältst deine Könige" in de.render("de")) is said, de.render("de")
        assert any(c.endswith("K") for c in layable(legal)) is said


def test_only_a_game_with_cards_dealt_aside_says_what_they_brought() -> None:
    """Troggu's Tapp and the French Tarot's dog are shown to the seat that takes them, so its lay-away says what they
    brought (the table view's taken_up); Troccas' Skatist and Großtarock's dealer are dealt their extra cards with
    the rest (deal.sizes, GT-DEAL-2): there is nothing to say, and nothing is invented."""
    from typing import cast

    from troggu_core.hints import _brought
    from troggu_core.kernel.state import TableView

    def taken(cards: list[str]) -> TableView:
        return cast(TableView, {"taken_up": cards})

    assert _brought(GAMES["french-tarot"], taken(["XXI", "RK", "B3"]), "de") == ("Hund", ["XXI", "RK", "B3"])
    assert _brought(GAMES["troggu"], taken(["I"]), "en") == ("the Tapp", ["I"])
    for game, ruleset, players in (("troccas", "surselva", 4), ("grosstarock", "danish", 3)):
        state = GAMES[game].new(ruleset, players, 1)  # the lay-away comes first
        assert _brought(GAMES[game], state.view(state.to_move), "de") is None


def test_one_card_is_counted_with_the_declined_article_and_two_with_the_figure() -> None:
    """German says "einen Trumpf und einen König" (a hand held, accusative), "mit nur einem Trumpf" (dative), never
    "1 Trumpf und 1 König"; English "one trump"; 2 and more keep their figure. Großtarock's own word too."""
    from troggu_core.hints import game_words
    from troggu_core.kernel.advice_hand import talon_brought

    one = ["XXI", "RK", "R2", "R3", "B4", "B5", "C6", "C7"]  # 1 trump, 1 king, 1 void suit (Schwerter)
    de = bid_reason(one, "pass", ["pass", "normal"], name).render("de")
    assert de.startswith(
        "Du hast einen Trumpf (darunter den Trumpf XXI (die Welt)), einen König und eine blanke Farbe;"
    ), de
    en = bid_reason(one, "pass", ["pass", "normal"], lambda c: name(c, "en")).render("en")
    assert en.startswith("You hold one trump (") and "), one king and one void suit;" in en, en
    two = bid_reason(["XXI", "X", "RK", "SK", "R2", "B4", "C6", "S7"], "pass", ["pass"], name).render("de")
    assert "Du hast 2 Trümpfe" in two and "2 Könige" in two and "2 Farben mit nur einer Karte" in two, two
    assert talon_brought("Tapp", ["X", "RK"], name).render("de") == "Der Tapp brachte dir einen Trumpf und einen König."
    assert talon_brought("the Tapp", ["X", "RK"], name).render("en") == "the Tapp brought you one trump and one king."
    nolo = grosstarock_announcement(["II", "R2", "R3", "B4", "S5", "C6"], "announce nolo", name)
    assert nolo is not None and "Mit nur einem Trumpf kannst du" in nolo.render("de")
    with game_words(GAMES["grosstarock"]):
        assert "Mit nur einem Tarok kannst du" in nolo.render("de")
        assert bid_reason(one, "pass", ["pass"], name).render("de").startswith("Du hast einen Tarok (")
        assert "hold one tarok (" in bid_reason(one, "pass", ["pass"], name).render("en")


def test_no_count_of_the_explainer_says_a_bare_1() -> None:
    """Every count the explainer says (each ``Plural`` of kernel/advice*.py and hints.py), in each catalogue and
    game context: the singular form has no figure (an article or "one"), the plural form has its figure."""
    import ast
    from pathlib import Path

    from babel.messages.pofile import read_po

    import troggu_core

    root = Path(troggu_core.__file__).parent
    ids = set()
    for src in [*sorted((root / "kernel").glob("advice*.py")), root / "hints.py"]:
        for node in ast.walk(ast.parse(src.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "Plural":
                if isinstance(node.args[0], ast.Constant):
                    ids.add(node.args[0].value)
    assert "one trump" in ids and len(ids) > 10
    for lang in ("de", "en"):
        with (root / "locale" / lang / "LC_MESSAGES" / "troggu.po").open("rb") as f:
            entries = [m for m in read_po(f) if isinstance(m.id, tuple) and m.id[0] in ids]
        assert {m.id[0] for m in entries} == ids, (lang, ids - {m.id[0] for m in entries})
        counted = [m for m in entries if "{n}" in m.id[1]]  # some only agree with a number they do not say
        bare = [(m.context, m.string[0]) for m in counted if "{n}" in m.string[0] or "{n}" not in m.string[1]]
        assert bare == [], (lang, bare)
