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

import importlib.util
import json
import re
import subprocess
import sys
from fractions import Fraction
from math import comb
from pathlib import Path

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
_SITE: list[Path] = []


@pytest.fixture(autouse=True)
def _site(request: pytest.FixtureRequest) -> None:
    """The run's one build, for the tests that read an example's output (``run``)."""
    if not _SITE and "built_site" in request.fixturenames:
        _SITE.append(Path(request.getfixturevalue("built_site").path))


def run(name: str) -> str:
    """What the example printed when the build ran it: the stdout of its code cells, in order (the notebook
    ``examples/downloads/<name>.ipynb`` of the German site, the build's run)."""
    assert _SITE, "a test that reads an example's output asks for the built_site fixture"
    nb = json.loads((_SITE[0] / "examples" / "downloads" / name.replace(".py", ".ipynb")).read_text(encoding="utf-8"))
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
        assert f"<!-- troggu-example: {path.name} -->" in page.read_text(encoding="utf-8")


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.stem)
def test_example_runs(path: Path, built_site: object) -> None:
    assert run(path.name).strip()


def test_an_example_run_as_a_script_prints_what_its_notebook_shows(built_site: object) -> None:
    proc = subprocess.run(
        [sys.executable, str(ROOT / "examples" / "01_deal_a_hand.py")],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert proc.returncode == 0 and not proc.stderr.strip(), proc.stderr
    assert proc.stdout == run("01_deal_a_hand.py")


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
    seats = dict(re.findall(r"^ +(Visp|St\. Niklaus|Grächen) +paying/receiving seats: (\(.*\))", out, re.M))
    assert seats["Visp"] == seats["Grächen"], "Visp and Grächen: the most points pay"
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
    assert re.search(r"^forced: True, Tappist: seat \d \(holds the (Narr|Bagatt)\), next: call", out, re.M)
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
    nb = json.loads((_SITE[0] / "examples" / "downloads" / "06_how_strong_a_tappist.ipynb").read_text(encoding="utf-8"))
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
            r"^(misere|normal|solo) +(.+?) +\d+ positions: payment ([-+][\d.]+) units", out, re.M
        )
    }
    # the example's conclusion: withholding pays in a misère, costs in a normal game
    assert gains[("misere", "each for himself")] > 0
    normal = [v for (k, _), v in gains.items() if k == "normal"]
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
    de, en = gallery.page_markdown(ex, "de"), gallery.page_markdown(ex, "en")
    nb = json.dumps(gallery.notebook(ex), ensure_ascii=False)
    for cell in texts:
        assert cell.source_de, f"{path.name}: a prose block without German text: {cell.source[:60]!r}"
        assert cell.source_de != cell.source and ".. de" not in cell.source and ".. de" not in cell.source_de
        assert cell.source_de in de and cell.source not in de, f"{path.name}: English prose on the German page"
        assert cell.source in en and cell.source_de not in en
        assert cell.source_de.split()[0] not in ("", "#") and cell.source_de[:40] not in nb
    assert '<div lang="en"' not in de


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

    for lang in ("de", "en"):
        table = gallery.rule_ids_markdown(lang)
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
    assert "legal now: <LegalActions: pass, normal, solo>" in out
    n = int(re.search(r"^possible discards: (\d+)", out, re.M).group(1))
    assert n > 1000
    assert "refused: [exchange.five-pointers]" in out and "still: exchange" in out
    if re.search(r"^seat \d tries \S+: legal\? False", out, re.M):  # the deal offers an illegal card
        assert "refused: [play.follow-suit]" in out or "refused: [play.must-trump]" in out
    took = re.findall(r"^took back: (\S+)", out, re.M)
    first = re.search(r"^first trick: <Trick 1:(\S+) 2:(\S+) 3:(\S+) 0:(\S+) won", out, re.M).groups()
    assert took == list(reversed(first)), "pop takes the trick back card by card"
    assert "trick in progress: [] - to move: seat 1" in out


def test_write_your_own_bot(built_site: object) -> None:
    out = run("10_write_your_own_bot.py")
    per_round = dict(re.findall(r"^seat 1 played by the (\w+) +bot: +([-+][\d.]+) Rappen", out, re.M))
    edge = float(re.search(r"^edge of the greedy bot: ([-+][\d.]+)", out, re.M).group(1))
    assert abs(float(per_round["greedy"]) - float(per_round["heuristic"]) - edge) < 0.02
    assert "the Tapp: None - its team: {2}" in out
