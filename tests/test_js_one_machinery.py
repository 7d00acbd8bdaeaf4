"""One JavaScript machinery (issue 38): the widgets' scripts keep one card renderer, one refusal box and one
screen-reader announcer (troggu.js), decide no rule, limit, unit or card pattern, and show what the engine sends:
the record limits, the bidder's word and the trick count."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path
from typing import Any

import pytest

from troggu_core import web
from troggu_core.kernel.jsonio import MAX_BYTES, MAX_DEPTH
from troggu_core.kernel.registry import GAMES

JS = Path(__file__).resolve().parent.parent / "docs" / "javascripts"
EDITOR = Path(__file__).resolve().parent.parent / "docs_hooks" / "editor"
SCRIPTS = {path.name: path for path in sorted(JS.glob("*.js")) + sorted(EDITOR.glob("*.mjs"))}
"""Every script of the site by its name: the pages' (docs/javascripts) and the code editor's glue (bundled at build)."""
WIDGETS = ("troggu.js", "troggu-table.js", "troggu-hints.js", "troggu-learn.js", "troggu-pad.js")
"""The widgets' scripts of issue 38's JavaScript part, the score pad's too (the composer has files of its own)."""
COMPOSER_AND_CITE = ("troggu-house-rules.js", "troggu-cite.js")
"""The house-rules composer and the cite page's script: no game id either (issue 34)."""


def _source(name: str) -> str:
    """A script without its comments (a comment may name what the code must not do)."""
    text = SCRIPTS[name].read_text(encoding="utf-8")
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    return re.sub(r"(?m)(^|[^:\\\"'])//.*$", r"\1", text)


def _where(pattern: str) -> dict[str, int]:
    """How often a pattern occurs in each widget script (only the scripts where it does)."""
    found = {name: len(re.findall(pattern, _source(name))) for name in WIDGETS}
    return {k: v for k, v in found.items() if v}


def _every(pattern: str) -> dict[str, int]:
    """How often a pattern occurs in each of the site's scripts, the editor's too (only the scripts where it does)."""
    found = {name: len(re.findall(pattern, _source(name))) for name in SCRIPTS}
    return {k: v for k, v in found.items() if v}


LIVE = r"aria-live|\brole[\"']?\s*[:=,]\s*[\"']status\b"
"""A live region in a script: an ``aria-live`` attribute or the role ``status`` (in an element's attributes, a
``setAttribute`` or HTML)."""
LIVE_KEPT = {
    "troggu-live troggu-sr-only": "troggu.js's one announcer: read, never shown (say(text))",
    "troggu-estimate": "the table's chances line, shown: the estimate answer itself",
    "troggu-replay-out": "the replayed round, shown: the replay answer itself",
    "troggu-compare-out": "every game's rule for one trick side by side, shown: the compare answer itself",
    "troggu-output": "the calculator's payments and their why, shown: the pad_compare answer itself",
    "troggu-house-compare": "the composer's comparison, shown: the house_compare answer itself",
    "troggu-house-contrib": "the contribution's text, shown: what the reader sends",
    "troggu-sw-note md-typeset": "the site's offline and update note, shown with its buttons on every page (no announcer)",
    "troggu-editor-status": "the code editor's run status, shown beside Run, Reset and Stop: running, done, an error",
}
"""The live regions the scripts keep, by their class, and why: the one announcer, and visible boxes whose content is
the answer itself. Every text only said (a step of the loading, a copy done, the level for the next round, what the
composer's rules change) is said by the one announcer."""


def _live_regions() -> dict[str, list[str]]:
    """Each script's live regions, named by their element's class (its attributes, when it has none)."""
    found: dict[str, list[str]] = {}
    for name in _every(LIVE):
        source = _source(name)
        made = [m.group(0) for m in re.finditer(r"\{[^{}]*\}", source) if re.search(LIVE, m.group(0))]
        rest = re.sub(r"\{[^{}]*\}", lambda m: "" if m.group(0) in made else m.group(0), source)
        assert not re.search(LIVE, rest), f"{name}: a live region made otherwise than by an element's attributes"
        found[name] = [cls.group(1) if (cls := re.search(r"\bclass:\s*\"([^\"]+)\"", a)) else a for a in made]
    return found


def test_one_card_renderer_refusal_box_and_announcer() -> None:
    assert _where(r"parseFromString\(") == {"troggu.js": 1}, "a card picture is parsed by the one renderer only"
    assert _every(r"\"aria-atomic\"") == {"troggu.js": 1}, "a live region is made by the one announcer only"
    assert _every(r"\bfunction announcer\b") == {"troggu.js": 1}, "one announcer, troggu.js's"
    regions = _live_regions()
    kept = [cls for found in regions.values() for cls in found]
    assert sorted(kept) == sorted(LIVE_KEPT), ("only the announcer and the visible answers kept live", regions)
    assert regions["troggu.js"] == ["troggu-live troggu-sr-only"], regions
    assert _where(r"\bt{1,2}\(\"not_allowed\"\)") == {"troggu.js": 1}, "a refusal is written by the one box only"
    assert _where(r"\bfunction (?:cardEl|card|cardFace|refusalBox|errorBox|announce|liveRegion)\b") == {
        "troggu.js": 2
    }, "troggu.js's cardEl and refusalBox, nothing of the kind elsewhere"
    named = {name for name in WIDGETS + COMPOSER_AND_CITE if re.search(r"\berrorBox\b", _source(name))}
    assert named == set(), "the refusal box has one name, refusalBox, in every script"


def test_no_rule_limit_unit_or_card_pattern_in_the_widgets() -> None:
    assert _where(r"Rp\.") == {}, "the money unit is the engine's (meta.money_unit, the score answer's money)"
    assert _where(r"BIDDER_WORD|tag_declarer|tag_taker") == {}, "the bidder's word is the engine's (bidder_word)"
    assert _where(r"\b1000000\b|\b1_000_000\b|MAX_DEPTH\s*=|MAX_RECORD") == {}, "limits come from meta.limits"
    assert _where(r"\btooLarge\b|\.depth\b|too_large|too_deep") == {}, "the engine judges a text's size and depth"
    assert _where(r"\[RBSC\]|\[RC\]|\[IVX\]") == {}, "no card pattern: the engine's deck says what a card is"
    assert _where(r"call_from|tricks_done\s*\+|hand\.length\s*\+") == {}, "no threshold or trick count in JS"
    assert _where(r"\[\s*3\s*,\s*4\s*,\s*5\s*,\s*6\s*,\s*7\s*,\s*8\s*\]") == {}, "the table sizes are the engine's"


def _call(**req: object) -> dict[str, Any]:
    out: dict[str, Any] = json.loads(web.handle(json.dumps(req)))
    assert out["ok"], out
    return out


@pytest.mark.parametrize("lang", ["de", "en"])
def test_meta_sends_the_limits_and_no_game_keeps_a_calculator_of_its_own(lang: str) -> None:
    """The record limits are the engine's; the one-round calculator is every game's (the pad's pad_compare), so no
    game's meta sends choices of a calculator of its own."""
    for game in GAMES:
        meta = _call(op="meta", game=game, lang=lang)
        assert meta["limits"] == {"record_chars": MAX_BYTES, "depth": MAX_DEPTH, "seed": web.MAX_SEED}
        assert not {"calculator", "cards", "total_points", "call_from"} & set(meta), game
    assert _where(r"call\(\"(?:score|count)\"") == {}, "the calculator asks the pad's ops (pad_compare, pad_count)"


@pytest.mark.parametrize("game", list(GAMES))
def test_the_table_answer_names_the_bidders_word_and_counts_the_tricks(game: str) -> None:
    info = GAMES[game]
    st = _call(op="new_game", game=game, ruleset=info.default_ruleset, seed=3, lang="de")
    rng = random.Random(3)
    totals = set()
    for _ in range(400):
        table = st["view"]
        assert st["bidder_word"] and st["trick_no"] == table["tricks_done"] + 1
        if st["phase"] == "play":
            totals.add(st["tricks_total"])
        if st["over"]:
            break
        legal = st["legal"]
        if "discard_size" in st:
            for _ in range(500):
                r = json.loads(
                    web.handle(
                        json.dumps(
                            {
                                "op": "act",
                                "game": game,
                                "id": st["id"],
                                "action": "discard " + " ".join(rng.sample(legal, st["discard_size"])),
                            }
                        )
                    )
                )
                if r["ok"]:
                    break
            st = r
        else:
            st = _call(op="act", game=game, id=st["id"], action=rng.choice(legal))
    assert st["over"], "the round did not end"
    # one count of tricks through the whole card play, and it is the number of tricks the round had
    assert totals == {st["view"]["tricks_done"]}, (totals, st["view"]["tricks_done"])


def test_no_game_id_and_no_seat_counted_in_the_widgets() -> None:
    """Issues 33/38: the widgets write no game's id (a widget or link naming none plays the engine's default game,
    T.defaultGame: meta's game_id) and count no seat (each seat's name is the engine's seat_labels)."""
    ids = "|".join(re.escape(g) for g in GAMES)
    assert _where(rf"[\"'`](?:{ids})[\"'`]") == {}, "a game id is the engine's (data-game, meta's game_id)"
    # the composer and the cite page too (issue 34): T.defaultGame, the build's default_game (GAMES.default)
    own = {name: len(re.findall(rf"[\"'`](?:{ids})[\"'`]", _source(name))) for name in COMPOSER_AND_CITE}
    assert own == dict.fromkeys(COMPOSER_AND_CITE, 0), own
    assert _where(r"\bt{1,2}\(\s*[\"']seat\w*[\"']") == {}, "a seat is named by the engine's seat_labels"
    assert _where(r"(?<![-#.\w])\$\{\s*s\s*\}") == {}, "a seat number is not written by the page (${s})"
    assert _where(r"\bs\s*\+\s*1\b") == {"troggu-pad.js": 2}, "s + 1 only for the pad's default player names"


@pytest.mark.parametrize("lang", ["de", "en"])
def test_meta_names_the_default_game_and_every_seat(lang: str) -> None:
    meta = _call(op="meta", lang=lang)
    assert meta["game_id"] == GAMES.default
    assert meta["seat_labels"] == web.seat_names(max(GAMES[GAMES.default].players), lang)
    assert meta["seat_labels"][0] == ("Platz 1" if lang == "de" else "Seat 1")


def test_one_share_link_test_and_one_listener_for_followed_links() -> None:
    """A share link is recognised in one place (troggu-runtime.js's isShareLink) and a followed one heard by one
    hash-change listener there, which tells the widgets ("troggu:link"); the lessons' own hash (a lesson's
    address, troggu-learn.js) is no share link. A lesson's table starts from the engine's link (``table.share``)."""
    scripts = sorted(p.name for p in JS.glob("*.js"))
    pattern = {name: len(re.findall(r"\[gr\]", _source(name))) for name in scripts}
    assert {k: v for k, v in pattern.items() if v} == {"troggu-runtime.js": 1}
    listeners = {name: len(re.findall(r"addEventListener\(\"hashchange\"", _source(name))) for name in scripts}
    assert {k: v for k, v in listeners.items() if v} == {"troggu-runtime.js": 1, "troggu-learn.js": 2}
    assert "[gr]" not in _source("troggu-learn.js") and "URLSearchParams({ g:" not in _source("troggu-learn.js")
    # an address's query is taken apart in one place, every script scanned: the runtime's T.queryFields (on every
    # page, the cite page's too), which troggu.js's T.shareLink reads a followed link by; a link the engine made is
    # never taken apart (its answer names the fields: the round's seed and dealer, the composer's own link)
    assert _every(r"\bURLSearchParams\b") == {"troggu-runtime.js": 1}
    assert _every(r"\.searchParams\b|\bparse_qs\b|\.split\(\s*\"[&=]\"\s*\)") == {}, "no other query reader"
    assert _every(r"\bT\.queryFields = ") == {"troggu-runtime.js": 1}
    assert _every(r"\bqueryFields\(") == {"troggu.js": 1, "troggu-cite.js": 1}
    assert _every(r"\bshareLink\(location\.hash\)") == {
        "troggu.js": 1,
        "troggu-table.js": 1,
        "troggu-pad.js": 1,
        "troggu-house-rules.js": 1,
    }, "a link the reader followed: troggu.js's one reader (the table, the pad's house rules, the composer)"
    assert _every(r"\.get\(\"[gropsd]\"\)") == {}, "no link's field is read by its key (the answers name them)"


@pytest.mark.parametrize("game", list(GAMES))
def test_the_round_answer_names_its_deals_seed_and_dealer(game: str) -> None:
    """Issue 38: the play table's "Gleiche Karten" and the deal's number read the round's seed and dealer from the
    answer (``seed``, ``dealer``), the very fields of its share link, which the page never takes apart."""
    from troggu_core.web.request import read_share

    info = GAMES[game]
    sizes = _call(op="meta", game=game)["ruleset_players"][info.default_ruleset]
    for players in sizes[:2]:
        for seed, dealer in ((7, players - 1), (2**53 - 1, 0)):
            asked = {"game": game, "ruleset": info.default_ruleset, "players": players}
            st = _call(op="new_game", seed=seed, dealer=dealer, **asked)
            fields = read_share(st["share"])
            assert (st["seed"], st["dealer"]) == (seed, dealer) == (int(fields["seed"]), int(fields["dealer"]))
            again = _call(op="new_game", seed=st["seed"], dealer=st["dealer"], **asked)  # "Gleiche Karten"
            assert again["share"] == st["share"] and again["view"]["hand"] == st["view"]["hand"]


def test_the_composers_answer_names_its_own_link() -> None:
    """The composer's own link is the engine's (house_rules' ``link``): the play table's link and the reporter's
    words given, each field whole (an "&" or "=" in the words stays in its field), so opening it restores them."""
    from urllib.parse import parse_qs

    words = {"name": "Bei uns & so", "place": "Visp", "year": 1990, "reported_by": "A=B", "notes": "a+b #1\nzwei"}
    out = _call(op="house_rules", game="troccas", base="surselva", options={}, **words)
    assert out["link"].startswith(out["query"] + "&")
    fields = {k: v[0] for k, v in parse_qs(out["link"], strict_parsing=True).items()}
    assert fields == {"g": "troccas", "r": "surselva", **{k: str(v) for k, v in words.items()}}, fields
    plain = _call(op="house_rules", game="troggu", base="visp", options={"tappist": "dealer"}, name="")
    assert plain["link"] == plain["query"] == "r=visp&o=%7B%22tappist%22%3A%22dealer%22%7D"


@pytest.mark.parametrize("game", list(GAMES))
def test_meta_names_each_rulesets_table_sizes_as_the_engine_deals_them(game: str) -> None:
    """The table offers every game's rulesets with their titles and table sizes from the same keys of the engine's
    meta (``ruleset_titles``, ``ruleset_players``), no game's own key: each size it names is dealt, every other
    refused."""
    meta = _call(op="meta", game=game, lang="de")
    assert set(meta["ruleset_players"]) == set(meta["rulesets"]) == set(meta["ruleset_titles"])
    for name, sizes in meta["ruleset_players"].items():
        for n in range(2, 10):
            out = json.loads(web.handle(json.dumps({"op": "new_game", "game": game, "ruleset": name, "players": n})))
            assert out["ok"] == (n in sizes), (name, n, out.get("reason"))
    assert "villages" not in _source("troggu-table.js")


def _play_table_source() -> str:
    """The play table's part of troggu-table.js (from ``T.WIDGETS.play`` to the next widget)."""
    text = _source("troggu-table.js")
    start = text.index("T.WIDGETS.play")
    return text[start : text.index("T.WIDGETS.", start + 1)]


def test_the_play_table_reads_a_share_link_through_the_engine() -> None:
    """Issue 38: the play table neither checks a link's ruleset or players against ``meta`` nor reads its fields
    itself: it asks the engine (op share), as the open deal does, and shows its refusal in the one box."""
    table = _play_table_source()
    assert len(re.findall(r"call\(\"share\"", table)) == 2, "the link on load and a followed link: op share"
    assert not re.search(r"\.rulesets\.includes\(|playersOf\([^)]*\)\.includes\(", table), "no ruleset check in JS"
    assert not re.search(r"\b(?:share|p)\.get\(\"[rops]\"\)", table), "a link's fields are the engine's answer"
    assert "refusalBox(" in table and "seed_unsafe" not in table, "a refused link: the one refusal box"


@pytest.mark.parametrize(
    ("game", "query", "rule"),
    [
        ("troggu", "r=nope&p=4&s=7&d=0", "record.ruleset"),
        ("troggu", "r=visp&p=3&s=7&d=0", "players.count"),
        ("troccas", "g=troccas&r=surselva&p=9&s=7", "players.count"),
        ("troccas", "g=troccas&s=9007199254740993", "deal.seed"),
        ("troccas", "g=troccas&r=surselva&p=4&s=7&d=4", "players.seat"),
        ("troggu", "r=visp&o=%7B%22nope%22%3A1%7D&p=4&s=7", None),
    ],
)
def test_a_bad_share_link_at_the_play_table_is_refused_naming_the_rule(game: str, query: str, rule: str | None) -> None:
    """The play table's path (op share with the table's game, then new_game with the answer's fields): a link the
    engine cannot play is refused naming the rule, never played with other values."""
    out = json.loads(web.handle(json.dumps({"op": "share", "game": game, "query": query, "lang": "de"})))
    assert out["ok"] is False and out["reason"], out
    if rule is not None:
        assert out["rule"] == rule, out
    else:
        assert out["rule"].startswith(("ruleset.", "record.")), out


@pytest.mark.parametrize(
    ("game", "query"),
    [
        ("troggu", "r=visp&p=4&s=7&d=0"),  # the default game's link names no game
        ("troggu", "r=graechen&p=6&s=9&d=1"),
        ("troggu", "r=visp&o=%7B%22call_from%22%3A9%7D&p=7&s=3&d=1"),  # house rules
        ("troccas", "g=troccas&r=surselva&p=4&s=7&d=2"),
        ("french-tarot", "g=french-tarot&r=fft&p=3&s=11&d=1"),
    ],
)
def test_a_good_share_link_is_played_exactly_as_it_says(game: str, query: str) -> None:
    """The play table deals what the share answer names (its house rules' options beside the ruleset): the round's
    own link is the link followed."""
    linked = _call(op="share", game=game, query=query)
    options = linked["house_rules"]["options"] if linked["house_rules"] else None
    st = _call(
        op="new_game",
        game=game,
        ruleset=linked["ruleset"],
        players=linked["players"],
        seed=linked["seed"],
        dealer=linked["dealer"],
        **({"options": options} if options else {}),
    )
    assert st["share"] == query == linked["share"]


def test_the_share_op_follows_the_links_own_game_when_the_request_names_none() -> None:
    assert _call(op="share", query="g=troccas&r=surselva&p=4&s=7&d=0")["share"] == "g=troccas&r=surselva&p=4&s=7&d=0"
    assert _call(op="share", query="r=visp&p=4&s=7&d=0")["share"] == "r=visp&p=4&s=7&d=0"
    other = json.loads(web.handle(json.dumps({"op": "share", "game": "troggu", "query": "g=troccas&r=surselva"})))
    assert other["ok"] is False and other["rule"] == "record.game"
    unknown = json.loads(web.handle(json.dumps({"op": "share", "query": "g=nope&r=surselva"})))
    assert unknown["ok"] is False and unknown["rule"] == "record.game"


def test_the_estimate_line_is_the_engines() -> None:
    """Issue 38: the table prints the estimate answer's line; no script reads a game's own key or money unit."""
    assert _where(r"mean_rappen|money_unit|mean_payment") == {}, "the estimate's line is the engine's (its text)"
    assert _where(r"Math\.round\(\s*100\s*\*") == {}, "the chances are written by the engine"
    assert "r.text" in _play_table_source()


def _auction_round(game: str, lang: str) -> dict[str, Any]:
    info = GAMES[game]
    for seed in range(1, 40):
        st = _call(op="new_game", game=game, ruleset=info.default_ruleset, seed=seed, lang=lang)
        if st["your_turn"] and st["phase"] == "auction":
            return st
    raise AssertionError(f"no seed where the person bids in {game}")


@pytest.mark.parametrize("lang", ["de", "en"])
def test_every_games_estimate_answer_has_the_same_shape(lang: str) -> None:
    """Every game with an estimate answers in the same keys (a shared ``mean_payment`` in the game's own unit, the
    finished ``text``), and no game's meta sends a money unit."""
    shapes = {}
    for game, info in GAMES.items():
        assert "money_unit" not in _call(op="meta", game=game, lang=lang), game
        if info.estimate is None:
            continue
        st = _auction_round(game, lang)
        out = _call(op="estimate", game=game, id=st["id"], samples=6, seed=1, lang=lang)
        keys = {frozenset(ch) for ch in out["chances"].values()}
        assert len(keys) == 1, keys
        shapes[game] = (frozenset(out), next(iter(keys)))
        unit = info.pad.unit.render(lang)
        mean = "im Mittel" if lang == "de" else "on average"
        for contract, ch in out["chances"].items():
            assert isinstance(ch["mean_payment"], float)
            amount = round(ch["mean_payment"], 1)
            said = f"{out['labels'][contract]}: {round(100 * ch['win'])}\u00a0% ({mean} "  # one line: 13 %
            assert ch["text"].startswith(said) and ch["text"].endswith(f" {unit})"), ch["text"]
            assert ("−" in ch["text"]) == (amount < 0), ch["text"]
            assert ch["text"] in out["text"]
        assert out["text"].endswith(
            f"({out['samples']} "
            + ("Runden" if lang == "de" else "rounds")
            + " "
            + ("von den Bots zu Ende gespielt)" if lang == "de" else "played out by the bots)")
        )
    assert len(shapes) >= 2 and len(set(shapes.values())) == 1, shapes
    assert {"win", "mean_payment", "text"} <= next(iter(shapes.values()))[1]


def test_troggus_mean_payment_is_in_rappen() -> None:
    """Troggu's own unit is the Rappen: ``mean_payment`` is the mean payment in units times the village's base."""
    info = GAMES["troggu"]
    st = info.new("st-niklaus", 5, 11, 0)
    value = info.estimate(st, st.to_move, "normal", 10, 1)  # type: ignore[misc]
    assert value["mean_payment"] == pytest.approx(value["mean"] * st.ruleset.payment_unit)


def test_the_pads_inputs_write_the_engines_limits() -> None:
    """Issue 38: the score pad's name, title and base fields take their limits from pad_spec's ``limits``, not from
    numbers written in the script."""
    pad_js = _source("troggu-pad.js")
    assert re.findall(r"\b(?:maxlength|min|max|minlength)\s*:\s*-?\d", pad_js) == [], "a limit is the engine's"
    assert len(re.findall(r"\blimits\b|\blim\.(?:name|title|base_min|base_max)\b", pad_js)) >= 5


@pytest.mark.parametrize("game", [g for g in GAMES if GAMES[g].pad is not None])
def test_pad_spec_sends_the_limits_kernel_pad_reads_an_evening_by(game: str) -> None:
    """pad_spec's ``limits`` are kernel/pad.py's: MAX_NAME, and what :func:`~troggu_core.kernel.pad.evening_of`
    accepts of a title and a base (the longest title kept, the base's first and last whole numbers)."""
    from troggu_core.errors import RecordError
    from troggu_core.kernel import pad

    info = GAMES[game]
    limits = _call(op="pad_spec", game=game)["limits"]
    assert limits["name"] == pad.MAX_NAME
    n = info.pad.players(info.default_ruleset)[0]

    def evening(**more: Any) -> Any:
        names = [f"P{s}" for s in range(n)]
        return pad.evening_of({"ruleset": info.default_ruleset, "names": names, **more}, info)

    assert evening(title="x" * (limits["title"] + 5)).title == "x" * limits["title"]
    for base in (limits["base_min"], limits["base_max"]):
        assert evening(base=base).base == base
    for base in (limits["base_min"] - 1, limits["base_max"] + 1):
        with pytest.raises(RecordError):
            evening(base=base)
    longest = "n" * limits["name"]
    assert evening(names=[longest] + [f"P{s}" for s in range(1, n)]).names[0] == longest
    with pytest.raises(RecordError):
        evening(names=[longest + "n"] + [f"P{s}" for s in range(1, n)])


MESSAGES = "troggu-messages.js"
LOOKUP = re.compile(r"(?<![\w.])(?:T\.)?tt?\(")
"""A lookup in the one catalogue: ``t(``, ``tt(`` or ``T.t(`` (every script names the runtime's ``t`` so)."""
KEYS_BY_WAY = {
    "the start buttons' labels (troggu.js looks up T.START_LABEL[kind])": r"START_LABEL\.\w+ = \"\w+\"|const START = \{[^}]*\}",
    "the loading steps (troggu-runtime.js: t(STEP_TEXT[p.step]))": r"const STEP_TEXT = \{[^}]*\}",
    "the pad's notes (tell(key), a store's error key)": r"\btell\(\"\w+\"|\berror: [^,}]*",
    "the review's opening line (troggu-hints.js: tt(intro))": r"const intro = [^;]*;",
    "the payments table's heads (troggu-house-rules.js: t(k))": r"const head = [^;]*;",
    "the contribution's lines (troggu-house-rules.js: t(msg))": r"for \(const \[key, msg\] of \[[^;]*\]\]\)",
}
"""The keys a script looks up through a variable, by the statement that names them."""
KEYS_BY_PREFIX = {
    "level_": r"const LEVELS = \[[^\]]*\]",
    "speed_": r"const SPEEDS = \[\[.*\]\];",
    "hr_": r"for \(const \[key, type\] of \[\[.*\]\]\)",
}
"""The keys a script builds from a prefix (``"level_" + v``, ``"speed_" + k``, ```hr_${key}```), by the statement
that names their endings (the bots' levels, the bots' pace, the reporter's words)."""


def _catalogue(lang: str) -> list[str]:
    """The keys of one language of the pages' catalogue, in their order."""
    text = _source(MESSAGES)
    start = text.index(f"\n  {lang}: {{")
    return re.findall(r"^\s+(\w+): \"", text[start : text.index("\n  },", start)], re.M)


def _first_argument(source: str, start: int) -> str:
    """The first argument of the call whose ``(`` ends just before ``start`` (up to its comma or closing bracket)."""
    depth, i = 0, start
    while i < len(source) and not (depth == 0 and source[i] in ",)"):
        depth += (source[i] in "([{") - (source[i] in ")]}")
        i += 1
    return source[start:i]


def _keys_looked_up() -> set[str]:
    """Every key a script can reach: a lookup's literal (its first argument, a choice between keys too), a key named
    for a lookup through a variable, a prefix's key ending."""
    quoted = r"[\"'](\w+)[\"']"
    found: set[str] = set()
    for name in SCRIPTS.keys() - {MESSAGES}:
        source = _source(name)
        for call in LOOKUP.finditer(source):
            found |= set(re.findall(quoted, _first_argument(source, call.end())))
        for way in KEYS_BY_WAY.values():
            found |= {key for m in re.finditer(way, source) for key in re.findall(quoted, m.group(0))}
        for prefix, endings in KEYS_BY_PREFIX.items():
            if re.search(rf"\bt{{1,2}}\((?:\"{prefix}\" \+|`{prefix}\$\{{)", source):
                found |= {prefix + e for m in re.finditer(endings, source) for e in re.findall(quoted, m.group(0))}
    return found


def test_every_message_of_the_pages_is_looked_up_and_both_languages_have_the_same() -> None:
    """The pages' catalogue holds no text no script shows (issue 38: ``as_solist``, ``schgusieru``, ``loading``
    and 54 more were left from pages long gone), and no key in one language only."""
    german, english = _catalogue("de"), _catalogue("en")
    assert len(german) > 250 and len(set(german)) == len(german) and set(german) == set(english)
    sources = {name: _source(name) for name in SCRIPTS.keys() - {MESSAGES}}
    for way in KEYS_BY_WAY.values():
        assert any(re.search(way, s) for s in sources.values()), f"no script looks keys up so any more: {way}"
    for prefix in KEYS_BY_PREFIX:
        assert any(f'"{prefix}" +' in s or f"`{prefix}${{" in s for s in sources.values()), prefix
    used = _keys_looked_up()
    unused = [key for key in german if key not in used]
    assert not unused, f"keys no script looks up: {unused}"
    direct = {key for s in sources.values() for key in re.findall(r"(?<![\w.])(?:T\.)?tt?\(\"(\w+)\"\s*[,)]", s)}
    assert direct <= set(german), f"looked up, not in the catalogue: {sorted(direct - set(german))}"
