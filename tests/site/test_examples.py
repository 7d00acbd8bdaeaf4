"""Every gallery example runs and prints the figures its prose claims; the gallery hook turns examples into pages
and valid notebooks.

The site's strict build runs every example once (docs_hooks/gallery.py: its cells in one namespace, as
``__main__``, in the examples' folder, as ``python examples/x.py`` would; a cell that raises fails the build) and
writes what each printed into the notebook the reader downloads. The tests read that output from the run's one build
(tests/shared_site.py) instead of running every example a second time (issue 37: about 50 s of the CI's two cores);
one example is also run as a reader runs it, a script in a subprocess, and must print what its notebook shows. The
assertions check the printed figures against independent arithmetic or against the claims made in the example's own
text.
"""

from __future__ import annotations

import html
import importlib.util
import json
import re
import subprocess
import sys
from fractions import Fraction
from html.parser import HTMLParser
from math import comb
from pathlib import Path
from types import SimpleNamespace

import pytest

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = sorted(p for p in (ROOT / "examples").glob("*.py") if not p.name.startswith("_"))


def _hook():
    sys.path.insert(0, str(ROOT / "docs_hooks"))  # the hooks import their neighbours by name (site_markup)
    spec = importlib.util.spec_from_file_location("gallery_hook", ROOT / "docs_hooks" / "gallery.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules["gallery_hook"] = module
    spec.loader.exec_module(module)
    return module


gallery = _hook()
gallery_de = sys.modules["gallery_de"]  # the hook's neighbour: the examples' German (docs_hooks/gallery_de.py)
_SITE: list[Path] = []


@pytest.fixture(autouse=True)
def _site(request: pytest.FixtureRequest) -> None:
    """The run's one build, for the tests that read an example's output (``run``)."""
    if not _SITE and "built_site" in request.fixturenames:
        _SITE.append(Path(request.getfixturevalue("built_site").path))


def notebook_of(name: str, lang: str = "en") -> dict:
    """The notebook the build wrote for an example: ``examples/downloads/<name>.ipynb`` of the site in ``lang``
    (the German site's runs the German code, issue 35)."""
    assert _SITE, "a test that reads an example's output asks for the built_site fixture"
    folder = _SITE[0] / ("" if lang == "de" else lang) / "examples" / "downloads"
    return json.loads((folder / name.replace(".py", ".ipynb")).read_text(encoding="utf-8"))


def run(name: str, lang: str = "en") -> str:
    """What the example printed when the build ran it in ``lang``: the stdout of its code cells, in order (its
    notebook, the build's run; the figures the tests check are read from the English run)."""
    nb = notebook_of(name, lang)
    return "".join(
        "".join(out["text"]) if isinstance(out["text"], list) else out["text"]
        for cell in nb["cells"]
        if cell["cell_type"] == "code"
        for out in cell.get("outputs", [])
        if out.get("output_type") == "stream" and out.get("name") == "stdout"
    )


def test_there_are_at_least_eight_examples() -> None:
    assert len(EXAMPLES) >= 8


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.stem)
def test_example_is_a_sphinx_gallery_script_with_both_pages(path: Path) -> None:
    ex = gallery.parse_example(path)
    assert ex.title and ex.intro, "a title underlined with === and an introduction"
    assert ex.title_de and ex.intro_de, "a German title and introduction (.. de-title: / .. de-intro:)"
    kinds = [c.kind for c in ex.cells]
    assert kinds.count("code") >= 3 and kinds.count("text") >= 3
    nav = (ROOT / "mkdocs.yml").read_text(encoding="utf-8")
    assert f"examples/{ex.slug}.md" in nav
    for suffix in (".md", ".en.md"):
        page = ROOT / "docs" / "examples" / f"{ex.slug}{suffix}"
        assert f"<!-- troggu:gallery-example {path.name} -->" in page.read_text(encoding="utf-8")


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.stem)
def test_example_runs(path: Path, built_site: object) -> None:
    assert run(path.name).strip()


@pytest.mark.parametrize("lang", ["en", "de"])
def test_an_example_run_as_a_script_prints_what_its_notebook_shows(built_site: object, lang: str) -> None:
    """The script a reader downloads (the English one is examples/01_deal_a_hand.py itself, the German one the
    German page's download) prints what the page and the notebook show."""
    script = _SITE[0] / ("" if lang == "de" else lang) / "examples" / "downloads" / "01_deal_a_hand.py"
    if lang == "en":
        assert script.read_text(encoding="utf-8") == (ROOT / "examples" / "01_deal_a_hand.py").read_text(
            encoding="utf-8"
        )
    proc = subprocess.run(
        [sys.executable, str(script)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert proc.returncode == 0 and not proc.stderr.strip(), proc.stderr
    assert proc.stdout == run("01_deal_a_hand.py", lang)
    assert ("Punkte in diesem Blatt:" in proc.stdout) == (lang == "de")


def test_deal_a_hand(built_site: object) -> None:
    out = run("01_deal_a_hand.py")
    assert "cards per hand: [13, 13, 13, 13] - cards in the Tapp: 10" in out
    seats = [int(m) for m in re.findall(r"^seat \d: +(\d+) points", out, re.M)]
    tapp = int(re.search(r"^Tapp: .* - (\d+) points", out, re.M).group(1))
    assert len(seats) == 4 and sum(seats) + tapp == 114
    assert "total: 114" in out


def test_read_and_replay_a_record(built_site: object) -> None:
    out = run("02_read_and_replay_a_record.py")
    assert len(re.findall(r"^trick +\d+:", out, re.M)) == 11  # 5 players hold 11 cards each
    rappen = json.loads(re.search(r"^rappen: +(\{.*\})", out, re.M).group(1).replace("'", '"'))
    assert sum(rappen.values()) == 0 and len(rappen) == 5
    m = re.search(r"^refused: \[([\w.-]+)\] (plays\[\d+\]):", out, re.M)
    assert m and m.group(1).startswith("play.")
    assert f"rule id: {m.group(1)} - where: {m.group(2)}" in out


def test_three_villages(built_site: object) -> None:
    out = run("03_three_villages.py")
    blocks = re.findall(r"^seed \d+:.*?(?=^seed |^multiplier|\Z)", out, re.M | re.S)
    assert len(blocks) == 2
    mults = re.findall(r" x(\d) ", blocks[0])
    assert len(mults) == 3 and len(set(mults)) > 1, "the first deal shown has different multipliers"
    seats = dict(re.findall(r"^ +(Visp|St\. Niklaus|Grächen) +paying/receiving seat: ([\d, ]+)$", out, re.M))
    assert seats["Visp"] == seats["Grächen"], "Visp and Grächen: the most points pay"
    points = [int(p) for p in re.search(r"^seed \d+: card points \(([\d, ]+)\)", out, re.M).group(1).split(",")]
    assert int(seats["Visp"]) == points.index(max(points)) + 1, "the seat is counted from 1 (issue 33)"
    for line in re.findall(r"Rappen \(([-\d, ]+)\)", out):
        assert sum(int(x) for x in line.split(",")) == 0
    n = int(re.search(r"multiplier differs in (\d+) of 200", out).group(1))
    assert 0 < n < 200


def test_narr_or_bagatt_in_the_tapp(built_site: object) -> None:
    out = run("04_narr_or_bagatt_in_the_tapp.py")
    exact_lines = re.findall(
        r"^(\d) players, Tapp of +(\d+): Narr [\d.]+ \(([\d/]+)\), Narr or Bagatt [\d.]+ \(([\d/]+)\)", out, re.M
    )
    assert len(exact_lines) == 5
    for _, tapp, narr, either in exact_lines:
        t = int(tapp)
        assert Fraction(narr) == Fraction(t, 62)
        # independent count: Tapps without either card among all Tapps
        assert Fraction(either) == 1 - Fraction(comb(60, t), comb(62, t))
    for players, sim, exact in re.findall(r"^(\d) players: Narr ([\d.]+) \(exact ([\d.]+)\)", out, re.M):
        p = float(exact)
        assert abs(float(sim) - p) < 4 * (p * (1 - p) / 4000) ** 0.5
    assert "both in a Tapp of 6: 15/1891" in out  # C(60,4)/C(62,6)
    assert Fraction(comb(60, 4), comb(62, 6)) == Fraction(15, 1891)


def test_all_pass_with_seven(built_site: object) -> None:
    out = run("05_all_pass_with_seven.py")
    assert re.search(r"^Normal game · Tappist: seat [1-7] · A forced game \(holds the (Narr|Bagatt)\)$", out, re.M)
    assert "\nnext: Partner call\n" in out
    shares = {
        w: (int(n), float(e))
        for w, n, e in re.findall(r"^(Narr|Bagatt|misère) +(\d+) of 2000 = [\d.]+ \(exact ([\d.]+)\)", out, re.M)
    }
    assert sum(n for n, _ in shares.values()) == 2000
    exact = {"Narr": 56 / 62, "Bagatt": 6 / 62 * 56 / 61, "misère": 6 / 62 * 5 / 61}
    for who, (n, e) in shares.items():
        assert abs(e - exact[who]) < 1e-4
        assert abs(n / 2000 - exact[who]) < 4 * (exact[who] * (1 - exact[who]) / 2000) ** 0.5
    rates = [float(r) for r in re.findall(r"^bid from strength \d+: all pass in ([\d.]+)%", out, re.M)]
    assert rates == sorted(rates), "a more cautious table passes more often"
    assert re.search(r"win \d+ of \d+ games", out)


def test_how_strong_a_tappist(built_site: object) -> None:
    out = run("06_how_strong_a_tappist.py")
    assert out.startswith("400 rounds")
    rates = [int(r) for r in re.findall(r"^strength +\S+: +\d+ hands, Tappist wins (\d+)%", out, re.M)]
    assert len(rates) >= 4 and rates[-1] > rates[0], "stronger hands win more often"
    hands = sum(int(h) for h in re.findall(r"^strength +\S+: +(\d+) hands", out, re.M))
    assert hands == 400
    # the chart shows itself as SVG and, where a notebook viewer shows only text, as text bars of the same rates
    # (issue 33: it said '<__main__.BarChart object at 0x...>')
    nb = notebook_of("06_how_strong_a_tappist.py")
    (chart,) = [o["data"] for c in nb["cells"] for o in c.get("outputs", []) if o["output_type"] == "execute_result"]
    text = "".join(chart["text/plain"])
    assert "object at 0x" not in text and "".join(chart["image/svg+xml"]).startswith("<svg")
    assert [int(r) for r in re.findall(r"^ *\S+ #* +(\d+)%$", text, re.M)] == rates


def test_an_evening_of_twenty_rounds(built_site: object) -> None:
    out = run("07_an_evening_of_twenty_rounds.py")
    rounds = re.findall(r"^round +(\d+) +dealer (\S+) .* x\d +([-+\d ]+)$", out, re.M)
    assert [int(r[0]) for r in rounds] == list(range(1, 21))
    names = ["Anna", "Beat", "Cäcilia", "Dominik"]
    assert [r[1] for r in rounds] == [names[i % 4] for i in range(20)], "the deal passes on each round"
    for r in rounds:
        assert sum(int(x) for x in r[2].split()) == 0
    assert "sum: 0" in out
    francs = [float(x) for x in re.findall(r"^\S+ +([-+][\d.]+) Fr\.", out, re.M)]
    totals = [sum(int(r[2].split()[s]) for r in rounds) for s in range(4)]
    assert [round(f * 100) for f in francs] == totals


def test_schgusieru(built_site: object) -> None:
    out = run("08_schgusieru.py")
    assert "100 positions from" in out
    gains = {
        (k, role.strip()): float(p)
        for k, role, p in re.findall(
            r"^(misère \(everyone passed\)|normal game|solo) +(.+?) +\d+ positions: payment ([-+][\d.]+) units",
            out,
            re.M,
        )
    }
    # the example's conclusion: withholding pays in a misère, costs in a normal game
    assert gains[("misère (everyone passed)", "each for himself")] > 0
    normal = [v for (k, _), v in gains.items() if k == "normal game"]
    assert normal and all(v < 0 for v in normal)


def test_gallery_hook_renders_pages_and_notebooks(tmp_path: Path) -> None:
    nbformat = pytest.importorskip("nbformat")
    ex = gallery.execute(gallery.parse_example(ROOT / "examples" / "01_deal_a_hand.py"))
    images = [o for c in ex.cells for o in c.outputs if "image/svg+xml" in o.get("data", {})]
    assert len(images) >= 3, "the hand, the Tapp and a card are shown as pictures"
    for lang in ("de", "en"):
        md = gallery.page_markdown(ex, lang)
        assert md.count("data:image/svg+xml;base64,") == len(images)
        assert "../downloads/01_deal_a_hand.py" in md and "../downloads/01_deal_a_hand.ipynb" in md
        assert md.count('data-widget="editor"') == sum(c.kind == "code" for c in ex.cells)
        assert "total: 114" in md
    assert gallery.page_markdown(ex, "de").startswith(f"# {ex.title_de}")
    assert "Karten: " in images[0]["data"]["image/svg+xml"]
    en = gallery.execute(gallery.parse_example(ROOT / "examples" / "01_deal_a_hand.py"), "en")
    first = next(o for c in en.cells for o in c.outputs if "image/svg+xml" in o.get("data", {}))
    assert "Cards: " in first["data"]["image/svg+xml"], "English pages show cards with English names"
    nb = nbformat.reads(json.dumps(gallery.notebook(ex)), as_version=4)
    nbformat.validate(nb)
    code = [c for c in nb.cells if c.cell_type == "code"]
    assert len(code) == sum(c.kind == "code" for c in ex.cells)
    assert any("image/svg+xml" in o.get("data", {}) for c in code for o in c.outputs)
    gallery.write_downloads(tmp_path, run=False)  # the scripts themselves run in test_example_runs
    for path in EXAMPLES:
        assert (tmp_path / path.name).read_text(encoding="utf-8") == path.read_text(encoding="utf-8")
        assert (tmp_path / f"{path.stem}.ipynb").is_file()


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.stem)
def test_german_page_shows_every_prose_block_in_german(path: Path) -> None:
    """Every prose block has its German text (``.. de:``); the German page shows it and none of the English prose,
    the English page and the notebook none of the German."""
    ex = gallery.parse_example(path)
    texts = [c for c in ex.cells if c.kind == "text"]
    assert texts
    de, en = gallery.page_markdown(gallery.parse_example(path, "de"), "de"), gallery.page_markdown(ex, "en")
    nb = json.dumps(gallery.notebook(ex), ensure_ascii=False)
    for cell in texts:
        assert cell.source_de, f"{path.name}: a prose block without German text: {cell.source[:60]!r}"
        assert cell.source_de != cell.source and ".. de" not in cell.source and ".. de" not in cell.source_de
        assert cell.source_de in de and cell.source not in de, f"{path.name}: English prose on the German page"
        assert cell.source in en and cell.source_de not in en
        assert cell.source_de.split()[0] not in ("", "#") and cell.source_de[:40] not in nb
    assert '<div lang="en"' not in de


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.stem)
def test_the_german_script_says_its_code_in_german(path: Path, tmp_path: Path) -> None:
    """Issue 35: every comment and every string that says words has its German in examples/de/<stem>.po; the German
    script (the German page's code and download) is the English one's code but for its words, a sphinx-gallery
    script with the same cells, and holds none of the English ones."""
    catalogue = gallery_de.read_catalogue(gallery_de.catalogue_path(path))
    en, de = gallery.parse_example(path), gallery.parse_example(path, "de")
    script = tmp_path / path.name
    script.write_text(gallery.script_text(de), encoding="utf-8")
    again = gallery.parse_example(script)
    assert [c.kind for c in again.cells] == [c.kind for c in en.cells]
    words = " ".join  # the script wraps its lines
    assert again.title == en.title_de and words(again.intro.split()) == words(en.intro_de.split())
    for a, b, c in zip(en.cells, de.cells, again.cells, strict=True):
        if a.kind == "text":
            assert words(c.source.split()) == words(b.source_de.split()), f"{path.name}: the script's prose is German"
            continue
        assert gallery_de.missing(a.source, catalogue) == [], f"{path.name}: no German for these"
        assert gallery_de.code_shape(a.source) == gallery_de.code_shape(b.source) == gallery_de.code_shape(c.source)
        said = [m for _, _, kind, m in gallery_de.code_units(a.source) if kind == "comment" or gallery_de.says_words(m)]
        for msgid in said:
            assert catalogue[msgid] == msgid or msgid not in c.source, f"{path.name}: English left: {msgid!r}"


def test_the_translation_of_code_keeps_the_code() -> None:
    """gallery_de's doctests: a catalogue's German goes into comments and strings, and one that changes an f-string's
    field is refused."""
    import doctest

    assert doctest.testmod(gallery_de).failed == 0
    assert doctest.testmod(sys.modules["syntax_shape"]).failed == 0  # the walk gallery_de and the notebooks share
    code = 'x = result["points"]  # the points\nprint("points:", x)'
    cat = {'"points"': '"Punkte"', "the points": "die Punkte", '"points:"': '"Punkte:"'}
    assert gallery_de.translate_code(code, cat) == 'x = result["points"]  # die Punkte\nprint("Punkte:", x)'


EXAMPLE_ENGLISH = re.compile(
    r"(?<![\w.-])(must|the|you|your|seat|players?|trick|hand|cards?|which|with|without|of|and|by|from|points|"
    r"rounds?|deals?|wins?|exact|refused|winner|payments?|strength|trumps?|bytes|written|ruleset|dealer|discard|"
    r"bids?|place|positions?|holds|took|actions|games?|played|edge|sees|its|teams?|balance|against|score|"
    r"taker|defender|target|won|lost|made|void|contracts?|declares|eyes|mean|average|off|errors|about|after|"
    r"forced|next)(?![\w-]|\.\w)"
)
"""English words a German example page's code comments, strings and outputs never say (tests/german_words.py's
and the examples' own words). The engine's data values (``declarer``, ``most-pays``, a phase ``call``), a bot's
name (``greedy``) and an object's repr (``<Trick 1:IX ... won by 1>``) are code, not words."""


class _ExampleParts(HTMLParser):
    """What a German reader reads on an example page besides its prose (tests/site/test_site_words.py reads that):
    each code block's text (``div.highlight`` of an editor) and each printed output (``.troggu-gallery-out``)."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.code: list[str] = []
        self.outputs: list[str] = []
        self._stack: list[str] = []  # per open element: "code", "out" or "" (what its text belongs to)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in ("img", "br", "input", "meta", "link", "hr"):
            return
        classes = set((dict(attrs).get("class") or "").split())
        inside = self._stack[-1] if self._stack else ""
        if "troggu-gallery-out" in classes:
            self.outputs.append("")
            inside = "out"
        elif "highlight" in classes and inside == "":
            self.code.append("")
            inside = "code"
        self._stack.append(inside)

    def handle_endtag(self, tag: str) -> None:
        if self._stack and tag not in ("img", "br", "input", "meta", "link", "hr"):
            self._stack.pop()

    def handle_data(self, data: str) -> None:
        where = self._stack[-1] if self._stack else ""
        if where == "code":
            self.code[-1] += data
        elif where == "out":
            self.outputs[-1] += data


def _english_on_example_page(html_text: str) -> list[str]:
    """The English words of an example page's code comments, the strings it says (not a key such as
    ``result["payments"]``: :func:`gallery_de.code_units`) and its printed outputs."""
    import troggu_core as tg

    parser = _ExampleParts()
    parser.feed(html_text)
    said = [m for code in parser.code for _, _, kind, m in gallery_de.code_units(code)]
    for n, m in enumerate(said):
        while re.search(r"\{[^{}]*\}", m):  # an f-string's fields are code ({sum(c.points for c in cards)})
            m = re.sub(r"\{[^{}]*\}", " ", m)
        said[n] = re.sub(r"<[^>]*>", " ", m)  # and an SVG tag's attributes (points="...") are markup
    outputs = [re.sub(r"<[A-Z]\w* [^<>]*>", " ", out) for out in parser.outputs]  # an object's repr is code
    text = " ".join(said + outputs)
    for card in tg.TROGGU_DECK:  # example 01's table of each card's German and English name
        text = text.replace(card.names.english, " ")
    return sorted({m.group(0) for m in EXAMPLE_ENGLISH.finditer(text)})


ENGINE_VALUES = re.compile(
    r"(?<![\w./-])(declarer|opponents?|misere|misère|most-pays|fewest-receives|auction|exchange|call|finished|greedy|"
    r"heuristic|pass|prise|True|False|dummett|danish|taroks|matadors|kings|ladons|cavallerie|[a-z]+(?:_[a-z]+)+)"
    r"(?![\w/-]|\.\w)"
)
"""The engine's values that a page printing them as data would show in English: sides, game types, misère payers,
phases, bot names, Großtarock's rulesets (``dummett``), bids and contracts (``pass``, ``prise``, ``garde_sans``), Python's booleans, the keys a result
names its declarations and bonuses by (``taroks``, ``half_cavallerie``, ``pagat_lost``: any snake_case word). A
German page prints the engine's word for them (issue 35)."""
ONE_IN_PLURAL = re.compile(
    r"(?<![\w.,+-])(?<!Platz )(?<!Stich )1 (Runden|Stiche|Karten|Spiele|Spielen|Punkte|Ansagen|Augen)(?!\w)"
)
"""One of a thing said in the plural ("1 Runden"), where the catalogue's plural says "1 Runde"."""
DECIMAL_POINT = re.compile(r"(?<![\w.])[-+]?\d+\.\d+(?![\w.]|\.\d)")
"""A number written with a decimal point, as a German page never writes one (0,1613, not 0.1613)."""


def _data_on_example_page(html_text: str) -> list[str]:
    """What an example page's printed outputs show as the engine's data or in English figures: an engine value in
    English (:data:`ENGINE_VALUES`), a number with a decimal point or one thing in the plural (:data:`ONE_IN_PLURAL`)."""
    parser = _ExampleParts()
    parser.feed(html_text)
    # an object's repr is code, as above; so is what "legal_actions(): ['pass', ...]" shows (notation, then in words)
    text = " ".join(re.sub(r"<[A-Z]\w* [^<>]*>|legal_actions\(\): \[[^\]]*\]", " ", out) for out in parser.outputs)
    patterns = (ENGINE_VALUES, DECIMAL_POINT, ONE_IN_PLURAL)
    return sorted({m.group(0) for pattern in patterns for m in pattern.finditer(text)})


def test_the_check_finds_english_data_and_decimal_points_in_an_example_pages_output() -> None:
    html_text = (
        '<div class="troggu-gallery-out"><div class="highlight"><pre><code>Gewinner: declarer - Misere: most-pays\n'
        "als Nächstes: call, Regel exchange.five-pointers, Bot greedy: 0.1613 (+2.2), Seed 0,1613 "
        "&lt;Game visp 4p phase=auction&gt; St. Niklaus troggu-record/2 legal_actions(): ['garde_sans', 'no_chelem']\n"
        "--- dummett: Platz 2: pagat_lost -5 (Stich 17), sagt an: taroks 15, half_cavallerie 5; 'solo' erlaubt? True\n"
        "Gebote:    pass pass normal pass; Gebote ['prise', 'pass'] -> Prise; misère 16 von 2000; "
        "Garde contre 1 Runden, 11 Runden, 1 Runde; alle passen, normal spielen, Platz 1 Punkte: 12</code></pre></div></div>"
    )
    assert _data_on_example_page(html_text) == [
        "+2.2",
        "0.1613",
        "1 Runden",
        "True",
        "call",
        "declarer",
        "dummett",
        "greedy",
        "half_cavallerie",
        "misère",
        "most-pays",
        "pagat_lost",
        "pass",
        "prise",
        "taroks",
    ]


def test_the_check_finds_english_in_an_example_pages_code_and_output() -> None:
    html_text = (
        '<div class="troggu-cell"><div class="highlight"><pre><code><span class="n">x</span> = '
        '<span class="n">result</span>[<span class="s2">&quot;points&quot;</span>]  '
        '<span class="c1"># the hand</span>\n<span class="nb">print</span>(<span class="sa">f</span>'
        '<span class="s2">&quot;Spieler </span><span class="si">{</span><span class="n">seat</span>'
        '<span class="si">}</span><span class="s2">&quot;</span>)</code></pre></div>'
        '<div class="troggu-gallery-out"><div class="highlight"><pre><code>4 of 200 Runden, Stich 3</code></pre>'
        "</div></div></div>"
    )
    assert _english_on_example_page(html_text) == ["hand", "of", "the"]


def test_german_example_pages_say_their_code_and_output_in_german(built_site: object) -> None:
    """Issue 35: a German example page's code comments, strings and printed outputs are German, and its downloads
    are the German script and notebook; the English page's are English."""
    problems = []
    for path in EXAMPLES:
        slug = gallery.parse_example(path).slug
        de_page = (_SITE[0] / "examples" / slug / "index.html").read_text(encoding="utf-8")
        words = _english_on_example_page(de_page)
        if words:
            problems.append(f"examples/{slug}/: English {words}")
        data = _data_on_example_page(de_page)
        if data:
            problems.append(f"examples/{slug}/: the engine's English values or decimal points {data}")
        nb = notebook_of(path.name, "de")
        svg = " ".join(
            re.sub(r"<[^>]+>", " ", "".join(o["data"]["image/svg+xml"]))
            for c in nb["cells"]
            for o in c.get("outputs", [])
            if "image/svg+xml" in o.get("data", {}) and "CardRow" not in "".join(c["source"])
        )
        words = sorted({m.group(0) for m in EXAMPLE_ENGLISH.finditer(html.unescape(svg))})
        words += sorted({m.group(0) for m in DECIMAL_POINT.finditer(html.unescape(svg))})
        if words:
            problems.append(f"{path.stem}.ipynb (de): English in its charts {words}")
        script = (_SITE[0] / "examples" / "downloads" / path.name).read_text(encoding="utf-8")
        assert script != path.read_text(encoding="utf-8") and script.lstrip('"\n').startswith(
            gallery.parse_example(path).title_de
        )
    assert not problems, "\n".join(problems)
    en_page = (_SITE[0] / "en" / "examples" / "deal-a-hand" / "index.html").read_text(encoding="utf-8")
    assert "points in this hand:" in en_page and "Punkte in diesem Blatt:" not in en_page


def test_split_de_reads_the_convention() -> None:
    text = "One line\nand two.\n\n.. de: Eine Zeile\n   und zwei.\n\n   Neuer Absatz.\n"
    assert gallery.split_de(text) == ("One line\nand two.", "Eine Zeile und zwei.\n\nNeuer Absatz.")
    assert gallery.split_de("Only English.\n") == ("Only English.", "")
    ex = gallery.Example(
        EXAMPLES[0], "T", "I", "T", "I", [gallery.Cell("text", "English only."), gallery.Cell("code", "1")]
    )
    assert '<div lang="en" markdown>\n\nEnglish only.' in gallery.page_markdown(ex, "de")


def test_rst_roles_become_code() -> None:
    assert gallery._rst_to_md("a :class:`~troggu_core.Session` and :func:`troggu_core.dump`") == (
        "a `Session` and `troggu_core.dump`"
    )


def test_reference_tables_come_from_the_engine() -> None:
    import troggu_core as tg

    import rule_texts

    page = SimpleNamespace(file=SimpleNamespace(src_uri="reference/rule-ids.md"))
    for lang in ("de", "en"):
        table = rule_texts.render_rules_overview(lang, page, statements="no")
        for rule in tg.RULES.values():
            assert f"(../rules/{rule.section}.md#{rule.id})" in table
        keys = gallery.record_keys_markdown(lang)
        for key in json.loads(tg.dumps(tg.random_game("visp", 4, seed=1))):
            assert f"`{key}`" in keys, f"the record key {key} is described"
    snippet = gallery.ruleset_json_markdown("en")
    data = json.loads("{" + snippet.split("\n", 1)[1].split("```", 1)[0] + "}")["ruleset"]
    assert tg.Ruleset.from_json(data) == tg.ruleset("visp", double_threshold=30)
    assert all(f"`{name}`" in snippet for name in tg.OPTION_FIELDS)
    record = gallery.record_example_markdown("en")
    body = record.split("\n", 1)[1].rsplit("```", 1)[0]
    assert tg.replay(body).to_json() == json.loads(
        gallery.replay_example_markdown("en").split("\n", 1)[1].rsplit("```", 1)[0]
    )


def test_api_reference_fences_doctests() -> None:
    spec = importlib.util.spec_from_file_location("gallery_griffe", ROOT / "docs_hooks" / "gallery_griffe.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    text = "Intro.\n\n    >>> 1 + 1\n    2\n\nMore.\n\n```python\n>>> x\n```"
    assert module.fence_doctests(text) == (
        "Intro.\n\n    ```pycon\n    >>> 1 + 1\n    2\n    ```\n\nMore.\n\n```python\n>>> x\n```"
    )
    assert module.fence_doctests(
        "See :class:`~troggu_core.games.troggu.scoring.Result` and :func:`troggu_core.dump`."
    ) == ("See `Result` and `troggu_core.dump`.")


def test_play_a_round_by_hand(built_site: object) -> None:
    out = run("09_play_a_round_by_hand.py")
    assert "legal_actions(): ['pass', 'normal', 'solo']" in out
    found = re.search(r"^cards to lay away from: (\d+) - the Tapp takes (\d+)$", out, re.M)
    n, tapp = int(found.group(1)), int(found.group(2))
    assert tapp < n <= tapp + 13  # the cards of hand and Tapp it may lay away: more than the Tapp takes
    assert "refused: [exchange.five-pointers]" in out and "still: Tapp exchange" in out
    assert "'solo' legal? yes" in out  # the engine's yes and no (German: Ja, Nein), not Python's True
    if re.search(r"^seat \d tries \S+: legal\? no$", out, re.M):  # the deal offers an illegal card
        assert "refused: [play.follow-suit]" in out or "refused: [play.must-trump]" in out
    took = re.findall(r"^took back: (\S+)", out, re.M)
    first = re.search(r"^first trick: <Trick 1:(\S+) 2:(\S+) 3:(\S+) 0:(\S+) won", out, re.M).groups()
    assert took == list(reversed(first)), "pop takes the trick back card by card"
    assert "trick in progress: [] - to move: seat 2" in out  # seat index 1, counted from 1 (issue 33)


def test_write_your_own_bot(built_site: object) -> None:
    out = run("10_write_your_own_bot.py")
    per_round = dict(re.findall(r"^seat 2 played by the (\w+) +bot: +([-+][\d.]+) Rappen", out, re.M))
    edge = float(re.search(r"^edge of the greedy bot: ([-+][\d.]+)", out, re.M).group(1))
    assert abs(float(per_round["greedy"]) - float(per_round["heuristic"]) - edge) < 0.02
    assert "the Tapp: hidden - its team: seat 3" in out
