"""Issue 33: a lesson that states the rules' amounts states the engine's (the villages' differences of lesson 19,
the count and the payments of lesson 17), in German and English; the Pagat lesson's amounts are test_terms', the
payment questions' test_lessons'."""

from __future__ import annotations

import pytest

from troggu_core.games.troggu import pad
from troggu_core.games.troggu.rulesets import DiscardException, MiserePayer, ruleset
from troggu_core.learn import lesson_by_id

NUMBER_WORDS = {
    "de": {3: "drei", 4: "vier", 5: "fünf", 6: "sechs", 7: "sieben", 8: "acht"},
    "en": {3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight"},
}
VILLAGES = ("visp", "st-niklaus", "graechen")


def _text(lesson_id: str, field: str, lang: str) -> str:
    return str(lesson_by_id(lesson_id).data[field][lang])


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_villages_lesson_states_each_villages_rules_as_the_engine_plays_them(lang: str) -> None:
    text = _text("troggu-19-villages", "intro", lang)
    visp, niklaus, graechen = (ruleset(name) for name in VILLAGES)
    w = NUMBER_WORDS[lang]
    counts = [(w[min(rs.players)], w[max(rs.players)]) for rs in (visp, niklaus, graechen)]
    assert niklaus.base_rappen == graechen.base_rappen  # "sonst 5" / "5 elsewhere"
    tapp_at_4 = dict(graechen.layouts)[4][0].tapp
    if lang == "de":
        said = [
            f"In Visp spielen {counts[0][0]} bis {counts[0][1]} Spieler, in St. Niklaus {counts[1][0]} bis "
            f"{counts[1][1]}, in Grächen {counts[2][0]} bis {counts[2][1]}.",
            f"Der Grundbetrag ist in Visp {visp.base_rappen} Rappen, sonst {niklaus.base_rappen}.",
            f"in Visp mit höchstens {visp.double_threshold} Punkten, in St. Niklaus mit {niklaus.double_threshold}, "
            f"in Grächen mit {graechen.double_threshold}.",
            f"Grächen legt zu viert nur {w[tapp_at_4]} Karten in den Tapp.",
        ]
    else:
        said = [
            f"Visp plays with {counts[0][0]} to {counts[0][1]}, St. Niklaus with {counts[1][0]} to {counts[1][1]}, "
            f"Grächen with {counts[2][0]} to {counts[2][1]}.",
            f"The base amount is {visp.base_rappen} Rappen in Visp, {niklaus.base_rappen} elsewhere.",
            f"in Visp with {visp.double_threshold} points or fewer, in St. Niklaus with {niklaus.double_threshold}, "
            f"in Grächen with {graechen.double_threshold}.",
            f"Grächen lays only {w[tapp_at_4]} cards in the Tapp with four players.",
        ]
    missing = [s for s in said if s not in text]
    assert not missing, (missing, text)
    # who pays in the misère, and which 5-pointers may be laid away together: as each village's ruleset says
    assert [rs.misere_payer for rs in (visp, niklaus, graechen)] == [
        MiserePayer.MOST_PAYS,
        MiserePayer.FEWEST_RECEIVES,
        MiserePayer.MOST_PAYS,
    ]
    assert (
        "zahlt in Visp und Grächen, wer die meisten Punkte hat; in St. Niklaus erhält, wer die wenigsten hat"
        if lang == "de"
        else "in Visp and Grächen whoever has the most points pays; in St. Niklaus whoever has the fewest receives"
    ) in text
    assert [rs.discard_exception for rs in (visp, niklaus, graechen)] == [
        DiscardException.FOUR_KINGS,
        DiscardException.ALL_FIVE_POINTERS,
        DiscardException.ALL_FIVE_POINTERS,
    ]
    assert (
        "In Visp dürfen alle vier Könige zusammen weg, in St. Niklaus und Grächen nur alle sieben 5-Punkte-Karten"
        if lang == "de"
        else "in Visp all four kings may go together, in St. Niklaus and Grächen only all seven 5-point cards"
    ) in text


def test_the_paying_lesson_states_the_engines_count_and_payments() -> None:
    """Lesson 17: the defenders' 18 points leave the Tappist 96 of 114; the defenders have at most the double
    threshold, so each pays double the base (2 × 10 = 20 Rappen) and the Tappist receives 60 (Visp, four players)."""
    visp = ruleset("visp")
    intro = _text("troggu-17-counting-and-paying", "intro", "de")
    assert f"in Visp {visp.base_rappen} Rappen" in intro
    assert f"höchstens {visp.double_threshold} Punkte, zahlt sie doppelt" in intro
    assert (visp.double_multiplier, visp.match_multiplier, visp.solo_multiplier) == (2, 3, 2)  # doppelt, dreifach
    paid = pad.score_round(
        {"type": "normal", "declarer": 0, "declarer_points": 114 - 18, "match": "none"}, "visp", 4, visp.base_rappen
    ).payments
    assert paid[0] == 3 * visp.double_multiplier * visp.base_rappen and set(paid[1:]) == {-paid[0] // 3}
    for lang, said in (
        (
            "de",
            f"{visp.double_multiplier} × {visp.base_rappen} = {-paid[1]} Rappen, der Tappist erhält {paid[0]} Rappen",
        ),
        (
            "en",
            f"{visp.double_multiplier} × {visp.base_rappen} = {-paid[1]} Rappen, and the Tappist receives {paid[0]}",
        ),
    ):
        assert said in _text("troggu-17-counting-and-paying", "explanation", lang), lang
