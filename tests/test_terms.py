"""The lessons' words (issue 33): one word per concept in every lesson and the German catalogue (the choices in
``troggu_core/learn/terms.json``), English suit names in English lesson text, and no rule id in a lesson's visible
text (the page links the lesson's ``rules`` to their rule pages)."""

from __future__ import annotations

import ast
import json
import re
from pathlib import Path
from typing import Any, Iterator

import pytest

from engine_code import nodes
from troggu_core.kernel.registry import GAMES
from troggu_core.learn import all_lessons, lesson_files, lesson_name
from troggu_core.learn.judge import _bots, position

ROOT = Path(__file__).resolve().parent.parent
TERMS = json.loads((ROOT / "troggu_core" / "learn" / "terms.json").read_text(encoding="utf-8"))
CATALOGUE_DE = ROOT / "troggu_core" / "locale" / "de" / "LC_MESSAGES" / "troggu.po"
FILES = lesson_files()
HIDDEN = {"$comment", "position", "rules"}  # never shown as text (the rule links carry the ids)


def texts(node: Any, where: str = "") -> Iterator[tuple[str, dict[str, str]]]:
    """Every shown text of a lesson: ``(field path, {"de": ..., "en": ...})``."""
    if isinstance(node, dict):
        if set(node) == {"de", "en"}:
            yield where, node
            return
        for key, value in node.items():
            if key not in HIDDEN:
                yield from texts(value, f"{where}.{key}")
    elif isinstance(node, list):
        for i, value in enumerate(node):
            yield from texts(value, f"{where}[{i}]")


def in_scope(term: dict[str, Any], game_dir: str) -> bool:
    """Whether ``term`` holds for a game's texts (a term with ``games`` holds only for those)."""
    return "games" not in term or game_dir.replace("-", "_") in {g.replace("-", "_") for g in term["games"]}


def game_messages(term: dict[str, Any]) -> set[str] | None:
    """The message keys (English templates) of the term's games, found in their packages' code; ``None``: every
    message."""
    if "games" not in term:
        return None
    keys: set[str] = set()
    for g in term["games"]:
        for path in (ROOT / "troggu_core" / "games" / g.replace("-", "_")).glob("*.py"):
            for node in nodes(path):
                if isinstance(node, ast.Constant) and isinstance(node.value, str):
                    keys.add(node.value)
    return keys


def lesson_texts() -> list[tuple[str, str, str]]:
    """``(file and field, language, text)`` for every shown text of every lesson."""
    out = []
    for path in FILES:
        name = lesson_name(path)
        for where, text in texts(json.loads(path.read_text(encoding="utf-8"))):
            out += [(f"{name} {where}", lang, text[lang]) for lang in ("de", "en")]
    return out


def catalogue_msgstrs(path: Path) -> list[tuple[int, str]]:
    """``(line, text)`` of every translation (``msgstr``, continuation lines joined) of a ``.po`` file."""
    out: list[tuple[int, str]] = []
    current: tuple[int, list[str]] | None = None
    for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if line.startswith("msgstr"):
            current = (n, [line.split(" ", 1)[1]])
            out.append((n, ""))
        elif line.startswith('"') and current is not None:
            current[1].append(line)
        else:
            current = None
        if current is not None:
            out[-1] = (current[0], "".join(json.loads(part) for part in current[1]))
    return out


TEXTS = lesson_texts()


def test_the_terms_file() -> None:
    concepts = [t["concept"] for t in TERMS["terms"]]
    assert len(concepts) == len(set(concepts))
    for term in TERMS["terms"]:
        assert term["use"] and term["why"] and term["reject"]
        assert set(term["langs"]) <= {"de", "en"}
        for pattern in term["reject"]:
            re.compile(pattern)
            assert not re.search(pattern, term["use"]), (term["concept"], pattern)
    assert len(TEXTS) > 200


@pytest.mark.parametrize("term", TERMS["terms"], ids=lambda t: t["concept"])
def test_one_word_per_concept_in_the_lessons(term: dict[str, Any]) -> None:
    found = [
        f"{where} ({lang}): {m.group(0)!r} in …{text[max(0, m.start() - 40) : m.end() + 20]}…"
        for where, lang, text in TEXTS
        if lang in term["langs"] and in_scope(term, where.split("/", 1)[0])
        for pattern in term["reject"]
        for m in re.finditer(pattern, text)
    ]
    assert not found, f"say {term['use']!r}:\n" + "\n".join(found)


def catalogue_pairs(path: Path) -> list[tuple[int, str, str]]:
    """``(line, msgid, msgstr)`` of every entry of a ``.po`` file (continuation lines joined)."""
    out: list[tuple[int, str, str]] = []
    key: list[str] | None = None
    for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if line.startswith("msgid "):
            key = [line.split(" ", 1)[1]]
        elif line.startswith('"') and key is not None:
            key.append(line)
        else:
            if key is not None and line.startswith("msgstr"):
                out.append((n, "".join(json.loads(part) for part in key), ""))
            key = None
    texts = dict(catalogue_msgstrs(path))
    return [(n, k, texts.get(n, "")) for n, k, _ in out]


@pytest.mark.parametrize("term", [t for t in TERMS["terms"] if "de" in t["langs"]], ids=lambda t: t["concept"])
def test_one_word_per_concept_in_the_german_catalogue(term: dict[str, Any]) -> None:
    """Every translation (a term of some games: those of the games' own messages, found in their code)."""
    keys = game_messages(term)
    pairs = catalogue_pairs(CATALOGUE_DE)
    assert len(pairs) > 500 and (keys is None or len(keys & {k for _, k, _ in pairs}) > 20), term["concept"]
    found = [
        f"troggu.po:{line}: {text}"
        for line, key, text in pairs
        if keys is None or key in keys
        for pattern in term["reject"]
        if re.search(pattern, text)
    ]
    assert not found, f"say {term['use']!r}:\n" + "\n".join(found)


MESSAGES_JS = ROOT / "docs" / "javascripts" / "troggu-messages.js"


def german_page_words() -> list[tuple[int, str]]:
    """The German half of the pages' catalogue (troggu-messages.js after ``de: {``), line by line."""
    lines = MESSAGES_JS.read_text(encoding="utf-8").splitlines()
    start = next(i for i, line in enumerate(lines) if line.strip().startswith("de: {"))
    return [(i + 1, line) for i, line in enumerate(lines) if i > start]


@pytest.mark.parametrize(
    "term", [t for t in TERMS["terms"] if "de" in t["langs"] and "games" not in t], ids=lambda t: t["concept"]
)
def test_one_word_per_concept_in_the_pages_german_words(term: dict[str, Any]) -> None:
    """The same words on the pages (troggu-messages.js: the score pad's "Misere", the table's) as in the lessons."""
    found = [
        f"troggu-messages.js:{line}: {text.strip()}"
        for line, text in german_page_words()
        for pattern in term["reject"]
        if re.search(pattern, text)
    ]
    assert not found, f"say {term['use']!r}:\n" + "\n".join(found)


def test_english_refusals_name_the_suit_in_english() -> None:
    """Issue 33: "you hold Cups", not "you hold Coppe", in an English refusal (German: "Du hast Coppe")."""
    from troggu_core import web

    def said(lesson: str, answer: str, lang: str) -> str:
        req = {"op": "lesson_answer", "lesson": lesson, "answer": answer, "lang": lang}
        return str(json.loads(web.handle(json.dumps(req)))["reason"])

    assert said("troggu-02-follow-suit", "XVII", "en") == "must follow suit: you hold Cups"
    assert said("troggu-02-follow-suit", "XVII", "de") == "Du musst Farbe bekennen: Du hast Coppe"
    assert said("troggu-06-trumping", "BK", "en").startswith("you have no Coins and must play a trump")
    assert said("troggu-06-trumping", "BK", "de").startswith("Du hast keine Rosen und musst trumpfen")


def test_english_lessons_use_english_suit_names() -> None:
    found = [
        f"{where}: {m.group(0)!r} in …{text[max(0, m.start() - 40) : m.end() + 20]}…"
        for where, lang, text in TEXTS
        if lang == "en"
        for pattern in TERMS["en_suits"]["reject"]
        for m in re.finditer(pattern, text)
    ]
    assert not found, "\n".join(found)


def rule_ids() -> set[str]:
    return {rule.id for info in GAMES.values() for rule in info.rules}


def test_no_rule_id_in_a_lessons_text() -> None:
    ids = rule_ids()
    assert len(ids) > 100 and "deck.cards" in ids
    pattern = re.compile(r"(?<![\w.-])(" + "|".join(map(re.escape, sorted(ids, key=len, reverse=True))) + r")(?![\w-])")
    found = [f"{where} ({lang}): {m.group(0)}" for where, lang, text in TEXTS for m in pattern.finditer(text)]
    assert not found, "\n".join(found)


def test_the_scan_finds_what_it_looks_for() -> None:
    """The scans themselves: a rule id and a rejected word in a text are found."""
    ids = rule_ids()
    pattern = re.compile(r"(?<![\w.-])(" + "|".join(map(re.escape, sorted(ids, key=len, reverse=True))) + r")(?![\w-])")
    assert pattern.search("Die Karten (deck.cards) sind 42.")
    assert not pattern.search("Die Karten sind 42.")
    bidding = next(t for t in TERMS["terms"] if t["concept"] == "bidding")
    assert any(re.search(p, "Beim Reizen sprichst du einmal") for p in bidding["reject"])
    assert not any(re.search(p, "Beim Bieten sprichst du einmal") for p in bidding["reject"])
    assert any(re.search(p, "Du hältst Coppe.") for p in TERMS["en_suits"]["reject"])
    assert not any(re.search(p, "Cups (Coppe)") for p in TERMS["en_suits"]["reject"])


@pytest.mark.parametrize(
    ("answer", "bonus_payments"),
    [("XIX", [20, -10, -10]), ("I", [-10, 5, 5])],
)
def test_the_pagat_lesson_states_the_engines_amounts(answer: str, bonus_payments: list[int]) -> None:
    """grosstarock/04 (issue 33) says what the Pagat pays under 1754: 5 to each opponent when lost in a trick, 10
    from each when it wins the last trick (003), and the engine's totals for the learner (+20, −10); the engine's
    result for the lesson's two answers, played to the end by the bots, is that."""
    lesson = next(x for x in all_lessons() if x.id == "grosstarock-04-pagat-ultimo")
    info = GAMES["grosstarock"]
    state = position(lesson)
    seat = state.to_move
    assert seat == 0
    state.push(answer)
    bots = _bots(lesson, info, state.players)
    info.play_out(state, bots, [b.rng for b in bots])
    assert state.result()["bonus_payments"] == bonus_payments
    text = json.dumps(lesson.data, ensure_ascii=False)
    for words in ("+20", "−10", "+5", "jedem Gegner 5", "jeder Gegner zahlt dir 10", "each opponent pays you 10"):
        assert words in text, words


def _troggu_results() -> dict[str, dict[str, Any]]:
    """A finished normal game and a solo (Visp, four players), by the seeds' bots."""
    info = GAMES["troggu"]
    out: dict[str, dict[str, Any]] = {}
    for seed in range(40):
        r = info.replay(info.random_record("visp", 4, seed))
        out.setdefault(r["contract"], r)
        if {"normal", "solo"} <= set(out):
            return out
    raise AssertionError(f"no normal game and solo among the seeds: {sorted(out)}")


def test_the_troggu_declarer_is_the_tappist_in_lessons_and_result() -> None:
    """Issue 33: the lessons say Tappist (the sources' word), so the Troggu result does too, in German and English:
    the Tappist in a normal game, the Solist (soloist) in a solo; never the family's 'Spielmacher'/'declarer'."""
    term = TERMS["troggu_declarer"]
    found = [
        f"{where} ({lang}): {m.group(0)!r}"
        for where, lang, text in TEXTS
        if where.startswith("troggu/")
        for pattern in term["reject"]
        for m in re.finditer(pattern, text)
    ]
    assert not found, "\n".join(found)
    info = GAMES["troggu"]
    assert info.explain is not None
    for contract, result in _troggu_results().items():
        for lang in ("de", "en"):
            role = term["use"][contract] if contract == "normal" else term["use"][contract][lang]
            lines = info.explain(result, 0, lang).lines
            assert role in lines[0] and role in " ".join(lines[1:]), (contract, lang, lines)
            for pattern in term["reject"]:
                assert not re.search(pattern, "\n".join(lines)), (contract, lang, pattern, lines)


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_seats_are_counted_from_1_in_every_result(game_id: str) -> None:
    """Issue 33: a person reads seats 1..n (the engine's seat + 1) in a result's words, in both languages; the
    records and the API keep 0-based seats."""
    info = GAMES[game_id]
    if info.explain is None:
        pytest.skip("no result in words")
    n = info.default_players
    result = info.replay(info.random_record(info.default_ruleset, n, 3))
    for lang, word in (("de", "Platz"), ("en", "seat")):
        text = "\n".join(info.explain(result, 0, lang).lines)
        assert not re.search(rf"\b{word} 0\b", text), text
        assert not re.search(rf"\b{word} {n + 1}\b", text), text
        paid = next(line for line in text.splitlines() if line.startswith(("Payments:", "Zahlungen:")))
        assert [int(x) for x in re.findall(rf"\b{word} (\d+)", paid)] == list(range(1, n + 1)), paid
        assert re.search(rf"\b{word} 1 \((you|du)\)", text), text  # the reader, engine seat 0


@pytest.mark.parametrize(("lang", "word"), [("de", "Platz"), ("en", "Seat")])
def test_the_table_answer_labels_seats_from_1(lang: str, word: str) -> None:
    """Issue 33: the play table's answer carries each seat's label as a person reads it (``seat_labels``: the
    engine's seat + 1), so the table prints no seat 0; ``seat``/``to_move`` stay the engine's 0-based numbers. The
    label is the seat's name as it stands alone or opens a sentence ('Seat 2 is to move.'): English capitalises it."""
    from troggu_core import web

    for game_id in sorted(GAMES):
        info = GAMES[game_id]
        req = {"op": "new_game", "game": game_id, "ruleset": info.default_ruleset, "seed": 2, "lang": lang}
        st = json.loads(web.handle(json.dumps(req)))
        assert st["ok"], st
        assert st["seat_labels"] == [f"{word} {n}" for n in range(1, st["players"] + 1)], (game_id, st["seat_labels"])
        assert 0 <= st["seat"] < st["players"]
    # the page names seats only by these labels: its catalogue has no seat word of its own to count with (f1b6dba)
    page = MESSAGES_JS.read_text(encoding="utf-8")
    assert not re.search(r"\bseat(_n)?: \"", page), "troggu-messages.js names a seat itself"


ROMAN_TRUMP = re.compile(
    r"(?<![\w-])(XXI|XX|XIX|XVIII|XVII|XVI|XV|XIV|XIII|XII|XI|X|IX|VIII|VII|VI|V|IV|III|II)(?![\w-])"
)
"""A trump written as its code (II..XXI; a lone I is the English pronoun)."""
NUMBER_WORDS = "Eins|Zwei|Drei|Vier|Fünf|Sechs|Sieben|Acht|Neun|Zehn|One|Two|Three|Four|Five|Six|Seven|Eight|Nine|Ten"
SPELLED_PIP = re.compile(rf"\b[A-ZÄÖÜ][a-zäöü]+-({NUMBER_WORDS})\b|\b({NUMBER_WORDS}) of [A-Z]")
"""A pip card named as Troggu names it (Stecken-Sieben, Seven of Batons)."""
DIGIT_PIP = re.compile(r"\b(Rosen|Stecken|Schwerter?|Kelche?|Coppe)[ -]\d+\b|\b\d+ of (Coins|Batons|Swords|Cups)\b")
"""A tarot-suited pip card named by its digit (Troccas' old 'Kelche 8', '8 of Cups')."""


def _names_in_own_words(game_id: str) -> list[str]:
    """The lesson texts of ``game_id`` that name a card otherwise than the game's names module."""
    info = GAMES[game_id]
    assert info.card_name is not None
    spelled = DIGIT_PIP if SPELLED_PIP.search(info.card_name("B7", "de")) else SPELLED_PIP
    # a game that names its trumps by Roman numerals (Troggu's as printed: XVIIII for XIX) may write them so
    roman = None if any(ROMAN_TRUMP.search(info.card_name(c, "de")) for c in ("XIX", "XXI")) else ROMAN_TRUMP
    found = []
    for where, lang, text in TEXTS:
        if not where.startswith(f"{game_id}/"):
            continue
        for pattern in (p for p in (spelled, roman) if p is not None):
            found += [f"{where} ({lang}): {m.group(0)!r}" for m in pattern.finditer(text)]
    return found


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_lessons_name_cards_as_the_game_names_them(game_id: str) -> None:
    """Issue 33: a lesson names a card by its game's names module, as the engine's refusals and reasons do: Troccas
    'Stecken-Sieben' / 'Seven of Batons' as Troggu (not 'Stecken 7' / '7 of Batons'), Großtarock 'Tarok 19' and
    'Karo-7' (not 'Karo-Sieben'), French Tarot 'Trumpf 9' / 'die Trumpfkarte 21' (not the codes XIX, IX, XXI); Troggu
    and Troccas keep their Roman trumps."""
    info = GAMES[game_id]
    assert info.card_name is not None
    own = {info.card_name(c, lang) for c in ("B7", "XIX") for lang in ("de", "en")}
    assert not any(ROMAN_TRUMP.search(n) for n in own) or game_id in ("troggu", "troccas"), own
    assert not _names_in_own_words(game_id)


def test_the_card_name_scan_finds_what_it_looks_for() -> None:
    assert SPELLED_PIP.search("Mit der Stecken-Drei gewinnst du") and SPELLED_PIP.search("the Seven of Batons")
    assert not SPELLED_PIP.search("Mit Stecken 3 gewinnst du, dem Stecken-König und der Rosen-Königin")
    assert DIGIT_PIP.search("Kelche 8") and DIGIT_PIP.search("the 8 of Cups") and DIGIT_PIP.search("Stecken 3")
    assert not DIGIT_PIP.search("Kelch-Acht, Eight of Cups, Karo-7, Tarok 19, Stecken-König")
    assert ROMAN_TRUMP.search("gegen die XVIII") and not ROMAN_TRUMP.search("Tarok 18, der Petit (I)")


NOTATION = re.compile(
    r"(?<![\w-])([CRBS](\d{1,2}|[KQNJ])|XXI|XX|XIX|XVIII|XVII|XVI|XV|XIV|XIII|XII|XI|IX|VIII|VII|VI|IV|III|II|"
    r"discard|poignee|no_poignee|chelem|no_chelem|garde_sans|garde_contre)(?![\w-])|\([CRBS]\)"
)
"""The game's notation in a refusal: a card code, an action's code, a suit's letter."""


@pytest.mark.parametrize(
    "lesson_id",
    [
        "french-tarot-01-contracts",
        "french-tarot-02-ecart",
        "french-tarot-04-poignee-and-petit-au-bout",
        "french-tarot-05-overtrumping",
    ],
)
def test_french_tarot_refusals_speak_words(lesson_id: str) -> None:
    """Issue 33: a French Tarot card tapped where it may not be played (in the auction, the écart, the poignée, the
    play) is refused in words, in German and English: no card code, no action code ('poignee C1 C2 ...'), no suit
    letter ('Pik (S)'), seats counted from 1."""
    from troggu_core.errors import IllegalActionError
    from troggu_core.learn import lesson_by_id

    lesson = lesson_by_id(lesson_id)
    hand = position(lesson).view(position(lesson).to_move)["hand"]
    said = 0
    for card in hand:
        state = position(lesson)
        try:
            state.push(card)
        except IllegalActionError as e:
            said += 1
            for lang in ("de", "en"):
                text = e.message(lang)
                assert not NOTATION.search(text), (lesson_id, card, lang, text)
                assert not re.search(r"\b(Platz|seat) 0\b", text), text
    assert said, f"{lesson_id}: no card of the hand was refused"
    assert NOTATION.search("Platz 1 sagt 'poignee C1 C2 ...' oder 'no_poignee'") and NOTATION.search("Pik (S)")
    assert not NOTATION.search("Du musst Pik bekennen, nicht die Trumpfkarte 21 spielen")


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_score_calculator_names_the_declarer_as_the_lessons_do(lang: str) -> None:
    """Issue 33: Troggu's score calculator says the lessons' word for the declarer, all of it the engine's (the
    score pad's round form, op pad_spec, and the reasons each village pays, op pad_compare: the Tappist, the Solist
    in a solo); the page's catalogue (troggu-messages.js) has no declarer word of its own."""
    from troggu_core import web

    def ask(**req: object) -> dict:
        out: dict = json.loads(web.handle(json.dumps({"game": "troggu", "lang": lang, **req})))
        assert out["ok"], out
        return out

    term = TERMS["troggu_declarer"]
    form = " | ".join(f["label"] for f in ask(op="pad_spec", ruleset="visp", players=4)["fields"])
    for contract in ("normal", "solo"):
        role = term["use"][contract] if contract == "normal" else term["use"][contract][lang]
        inputs = {"type": contract, "declarer": 0, "declarer_points": 70}
        said = " | ".join(ask(op="pad_compare", ruleset="visp", players=4, inputs=inputs)["rows"][0]["why"])
        assert role.lower() in said.lower() and role.lower() in form.lower(), (said, form)
        assert not any(re.search(p, said + form) for p in term["reject"]), said
    page = MESSAGES_JS.read_text(encoding="utf-8")
    assert not re.search(r"Spielmacher|declarer's|\bdeclarer\b: \"", page), "troggu-messages.js has its own word"


def _game_words(game_id: str) -> list[tuple[str, str]]:
    """``(where, German text)``: every card name, every rule's title and statement and every option's title of a
    game."""
    from troggu_core.kernel.codes import CODES

    info = GAMES[game_id]
    assert info.card_name is not None
    out = [(f"{game_id} card {c}", info.card_name(c, "de")) for c in CODES]
    for rule in info.rules:
        out += [(f"{game_id} rule {rule.id}", rule.title_in("de")), (f"{game_id} rule {rule.id}", rule.statement("de"))]
    # the house rules' option titles (the composer, the rules sheet, a refusal: „Sküs ohne Stich“)
    out += [(f"{game_id} option {k}", t.de) for k, t in getattr(info.options, "OPTION_TITLES", {}).items()]
    return out


@pytest.mark.parametrize("term", [t for t in TERMS["terms"] if "de" in t["langs"]], ids=lambda t: t["concept"])
def test_one_word_per_concept_in_the_games_names_and_rules(term: dict[str, Any]) -> None:
    """Issue 33: the engine's German card names and rule texts (what the table, the refusals and the rules pages
    say) use the term's word: Troggu's rules say Königin, the French Tarot's cards die Excuse and Herz-Ritter."""
    games = [g for g in sorted(GAMES) if in_scope(term, g)]
    found = [
        f"{where}: {m.group(0)!r} in …{text[max(0, m.start() - 30) : m.end() + 20]}…"
        for g in games
        for where, text in _game_words(g)
        for pattern in term["reject"]
        for m in re.finditer(pattern, text)
    ]
    assert not found, f"say {term['use']!r}:\n" + "\n".join(found)


def _troggu_pad_words() -> list[tuple[str, str]]:
    """``(where, text)``: the Troggu score pad's fields and choices (both languages), its round notes for a normal
    game and a solo, and its refusal of a match the points cannot have, in German and English."""
    from troggu_core.errors import TrogguError
    from troggu_core.games.troggu import pad

    out: list[tuple[str, str]] = []
    for f in pad.fields("visp", 7):
        out += [(f"pad field {f.key}", f.de), (f"pad field {f.key}", f.en)]
        out += [(f"pad choice {f.key}.{c.value}", t) for c in f.choices for t in (c.de, c.en)]
    for kind in ("normal", "solo"):
        for dp, match in ((90, "none"), (30, "none")):
            round_ = {"type": kind, "declarer": 1, "declarer_points": dp, "match": match}
            said = pad.score_round(round_, "visp", 4, 10, 0).why
            out += [(f"pad {kind} {dp}", m.render(lang)) for m in said for lang in ("de", "en")]
        with pytest.raises(TrogguError) as e:
            pad.score_round({"type": kind, "declarer": 1, "declarer_points": 90, "match": "declarer"}, "visp", 4, 10)
        out += [(f"pad {kind} match refused", e.value.message(lang)) for lang in ("de", "en")]
    return out


def test_the_troggu_pad_rules_and_pages_name_the_declarer_as_the_lessons_do() -> None:
    """Issue 33: the Troggu score pad (its fields, its notes, its refusals), the Troggu rules' titles and statements
    and the Troggu rules and score pad pages say Tappist / Solist as the lessons do, never 'Spielmacher' or
    'declarer'; the pad's notes name the solo's side the Solist's."""
    term = TERMS["troggu_declarer"]
    info = GAMES["troggu"]
    said = _troggu_pad_words()
    for rule in info.rules:
        said += [
            (f"rule {rule.id}", text) for lang in ("de", "en") for text in (rule.title_in(lang), rule.statement(lang))
        ]
    for page in [*sorted((ROOT / "docs" / "rules").glob("*.md")), *sorted((ROOT / "docs" / "score").glob("*.md"))]:
        said.append((str(page.relative_to(ROOT)), page.read_text(encoding="utf-8")))
    found = [
        f"{where}: {m.group(0)!r} in …{text[max(0, m.start() - 30) : m.end() + 20]}…"
        for where, text in said
        for pattern in term["reject"]
        for m in re.finditer(pattern, text)
    ]
    assert not found, "\n".join(found)
    assert "Die Seite des Tappisten gewinnt mit 90 von 114 Punkten" in [t for w, t in said if w == "pad normal 90"]
    assert "Die Seite des Solisten gewinnt mit 90 von 114 Punkten" in [t for w, t in said if w == "pad solo 90"]
    assert any(t.startswith("the soloist's side took every trick") for w, t in said if w == "pad solo match refused")
