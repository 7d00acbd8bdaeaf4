"""Issue 12 in the browser: every message in the page's language, one search index per language, a 404 page
per language, the play widget as a card table (phone screen, keyboard alone), and axe-core on every page and
widget state (zero serious or critical violations), in the light scheme and, for every kind of page, the dark one.

axe-core comes from npm (package.json, devDependencies) and is injected from node_modules by the tests only;
the site never serves it.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from german_words import english_in

ROOT = Path(__file__).resolve().parents[2]

AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"


def park_pointer(page: Any) -> None:
    """Move the pointer outside the page, so no element is hovered: axe's verdict must not depend on where a click
    left the pointer (a hovered link has its own colour). Waits for the page to apply the change (one frame)."""
    page.mouse.move(-10, -10)
    page.evaluate("() => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))")


WCAG_RULES = {"runOnly": ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]}
"""The axe rules every page template and widget state is judged by."""

COLOUR_RULES = {"runOnly": {"type": "rule", "values": ["color-contrast"]}}
"""The one axe rule that reads the colour scheme (the others read the document, which the scheme does not change:
Material swaps its colours by the body's ``data-md-color-scheme`` attribute only)."""


def axe_violations(page: Any, within: str | None = None, rules: dict[str, Any] = WCAG_RULES) -> list[dict[str, Any]]:
    """axe-core's serious and critical violations on the page (``within``: the first element it selects; ``rules``:
    axe's ``runOnly`` option)."""
    if not AXE.exists():
        pytest.fail("node_modules/axe-core is missing: run scripts/setup.sh (npm ci)")
    if not page.evaluate("() => !!window.axe"):
        # served at a test-only address of the site's own origin (the page's CSP allows 'self' scripts only)
        origin = re.match(r"https?://[^/]+", page.url).group(0)
        page.add_script_tag(url=origin + "/__tests__/axe.min.js")
    park_pointer(page)
    result = page.evaluate(
        """async ([sel, rules]) => {
        const r = await axe.run(sel ? document.querySelector(sel) : document, { resultTypes: ["violations"], ...rules });
        return r.violations.map(v => ({ id: v.id, impact: v.impact, help: v.help,
            nodes: v.nodes.slice(0, 3).map(n => n.target.join(" ")) }));
    }""",
        [within, rules],
    )
    return [v for v in result if v["impact"] in ("serious", "critical")]


def assert_axe_clean(page: Any, where: str, within: str | None = None) -> None:
    bad = axe_violations(page, within)
    assert not bad, f"{where}: {json.dumps(bad, ensure_ascii=False)[:1500]}"


def german_text(page: Any) -> str:
    """The visible text of the article (widgets included), without code (the editors' too), the API reference and
    lang="en" parts."""
    return page.evaluate("""() => {
        const root = document.querySelector("article") || document.body;
        const copy = root.cloneNode(true);
        copy.querySelectorAll("code, pre, .doc, [lang=en], .highlight, .troggu-fallback-hide, .troggu-editor-code").forEach(n => n.remove());
        return copy.innerText;
    }""")


# ---------------------------------------------------------------- every kind of page: axe clean
TEMPLATES = [
    "",  # the home page
    "history/",  # a page of prose
    "cards/",  # the card faces
    "rules/play/",  # a rules section with its rule anchors
    "games/troccas/",  # a family game's page with its widgets
    "games/french-tarot-rules/",  # a family game's rules
    "examples/",  # the gallery
    "examples/deal-a-hand/",  # one example
    "numbers/tapp-value/",  # a notebook
    "reference/api/",  # the API reference (mkdocstrings)
    "reference/rule-ids/",  # the reference tables
    "learn/",  # the lessons
    "score/",  # the score pad
    "hausregeln/",  # the house-rules composer
    "play/",  # the table
    "cite/",  # the citation
]
"""One page of each page template of the site (the HTML-level checks of every page are in tests/site/)."""


def test_every_kind_of_page_is_axe_clean(context: Any, site: Any, guard: Any) -> None:
    """axe-core on one page of each template, German, and the English home and rules pages; the pointer is parked
    outside the page, so no link is hovered, and the verdict waits for the page's own load, not for time."""
    from conftest import save_data

    ctx, _ = context
    page = ctx.new_page()
    save_data(page)  # the widgets as a page shows them before the tap (their later states: the widget tests)
    guard.watch(page)
    problems = []
    for url in TEMPLATES + ["en/", "en/rules/play/", "en/play/"]:
        page.goto(site.url + url)
        bad = axe_violations(page)
        if bad:
            problems.append(f"{url}: {[(v['id'], v['nodes'][:1]) for v in bad]}")
    page.close()
    assert not problems, "\n".join(problems[:30])


def test_the_templates_cover_every_kind_of_page(site: Any) -> None:
    """Each top-level section of the German site has a page in the templates list."""
    sections = {p.relative_to(site.root).parts[0] for p in site.root.glob("*/index.html")} - {"en", "assets"}
    covered = {url.split("/")[0] for url in TEMPLATES if url}
    prose = {"LICENSE-content", "family", "glossary", "sources", "variations", "variants", "performance", "print"}
    assert sections - prose <= covered, sorted(sections - covered)


# ---------------------------------------------------------------- the dark scheme: axe clean too
DARK_PAGES = ["", "rules/play/", "play/", "numbers/tapp-value/", "family/", "games/french-tarot-rules/", "examples/"]


def _dark_by_the_toggle(page: Any) -> None:
    """Switch to the dark scheme as a reader does: the header's colour toggle (auto -> light -> dark)."""
    checked = "() => (document.querySelector('form[data-md-component=palette] input:checked') || {}).id || ''"
    for _ in range(3):
        if page.evaluate("() => document.body.getAttribute('data-md-color-scheme')") == "slate":
            return
        before = page.evaluate(checked)
        page.locator("form[data-md-component=palette] label.md-header__button:not([hidden])").first.click()
        # the toggle has taken this click (its next input is checked) before the next look: never a second click
        # into a scheme a slow page had not yet shown
        page.wait_for_function(checked.replace("() =>", "(b) =>") + " !== b", arg=before)
    assert page.evaluate("() => document.body.getAttribute('data-md-color-scheme')") == "slate"


def test_every_kind_of_page_is_axe_clean_in_the_dark_scheme(browser: Any, site: Any, runtime_snapshot: Any) -> None:
    # a context of its own (light system preference): the chosen scheme is stored in localStorage and must not
    # leak into the other tests' shared context. No service worker (its install would keep the whole site for
    # nothing here: test_offline.py), and the runtime's memory snapshot as after a first visit (the play page's
    # table starts below; the cold start is test_offline's)
    from conftest import warm

    ctx = browser.new_context(viewport={"width": 1200, "height": 900}, color_scheme="light", service_workers="block")
    warm(ctx, site, runtime_snapshot)
    origin = site.url.rstrip("/")
    outside: list[str] = []
    errors: list[str] = []
    # the browser's proxy refuses them (tests/browser/conftest.py: closed_port); recorded here
    ctx.on("request", lambda r: None if r.url.startswith((origin, "data:", "blob:")) else outside.append(r.url))
    page = ctx.new_page()
    page.set_default_timeout(120_000)
    from conftest import save_data

    save_data(page)  # the runtime starts on the tap only (the play page's table is started below)
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.on("console", lambda m: errors.append(m.text) if "Content Security Policy" in m.text else None)
    page.goto(site.url)
    _dark_by_the_toggle(page)
    problems = []
    for prefix in ("",):  # the colours are the language's own; the English pages share every template
        for url in DARK_PAGES:
            if url == "play/":
                _start(page, site, prefix + url, "play")
            else:
                page.goto(site.url + prefix + url)
            scheme = page.evaluate("() => document.body.getAttribute('data-md-color-scheme')")
            assert scheme == "slate", f"{prefix + url}: the dark scheme was not kept ({scheme})"
            # the scheme changes the colours only: the rules that read the document judged it in the light scheme
            bad = axe_violations(page, rules=COLOUR_RULES)
            if bad:
                problems.append(f"{prefix + url} (dark): {json.dumps(bad, ensure_ascii=False)[:700]}")
    ctx.close()
    assert not problems, "\n".join(problems)
    assert not outside, f"requests left 127.0.0.1: {sorted(set(outside))[:5]}"
    assert not errors, errors[:3]


# ---------------------------------------------------------------- search per language, 404 per language
def _index(site: Any, prefix: str) -> dict[str, Any]:
    """A language's whole search index, named by its stub (loaded on the first search: docs_hooks/offline.py)."""
    stub = json.loads((site.root / prefix / "search" / "search_index.json").read_text(encoding="utf-8"))
    return dict(
        json.loads(
            (site.root / "assets" / "javascripts" / "workers" / stub["config"]["troggu_full"])
            .resolve()
            .read_text(encoding="utf-8")
        )
    )


def test_each_language_downloads_and_searches_its_own_index(context: Any, site: Any) -> None:
    de = _index(site, "")
    en = _index(site, "en")
    assert de["config"]["lang"] == ["de"] and en["config"]["lang"] == ["en"]
    assert de["docs"] and en["docs"]
    assert not any(d["location"].startswith("en/") for d in de["docs"])
    titles_en = {d["title"] for d in en["docs"]}
    assert "The cards" in titles_en and "Die Karten" not in titles_en
    ctx, _ = context
    for lang, prefix, other in (("de", "", "en/search/search_index.json"), ("en", "en/", None)):
        page = ctx.new_page()
        urls: list[str] = []
        page.on("request", lambda r: urls.append(r.url))
        page.goto(site.url + prefix + "cards/")
        page.keyboard.press("s")  # Material's search shortcut
        # typed key by key: Material reads the query on keyup (or when its worker is ready); fill() sends no keyup,
        # so a query filled after the worker became ready would never be searched
        page.locator(".md-search__input").press_sequentially("Tapp")
        page.wait_for_selector(".md-search-result__item", timeout=20_000)
        links = page.eval_on_selector_all(".md-search-result__item a", "els => els.map(e => e.href)")
        assert links
        if lang == "en":
            assert all("/en/" in href for href in links), links[:5]
        else:
            assert not any("/en/" in href for href in links), links[:5]
        index_urls = [u for u in urls if "/search_index." in u]
        assert len(index_urls) == 2, index_urls  # the stub at start-up, the whole index on the first search
        assert index_urls[0] == site.url + prefix + "search/search_index.json", index_urls
        assert index_urls[1].startswith(site.url + prefix + "search/search_index.full."), index_urls
        page.close()


@pytest.mark.parametrize("prefix, heading", [("", "Seite nicht gefunden"), ("en/", "Page not found")])
def test_404_page_per_language(context: Any, site: Any, prefix: str, heading: str) -> None:
    ctx, _ = context
    page = ctx.new_page()
    resp = page.goto(site.url + prefix + "no/such/page/")
    assert resp is not None and resp.status == 404
    assert page.locator("h1").first.inner_text().strip() == heading
    assert page.locator("html").get_attribute("lang").startswith(prefix[:2] or "de")
    hrefs = page.eval_on_selector_all("article a", "els => els.map(e => e.getAttribute('href'))")
    assert any(h.rstrip("/").endswith(prefix.rstrip("/") + "/rules") or h.endswith(prefix + "rules/") for h in hrefs)
    page.locator("[data-troggu-404-search]").click()
    page.locator(".md-search__input").press_sequentially("Narr")  # keyup: see the search test
    page.wait_for_selector(".md-search-result__item", timeout=20_000)
    assert_axe_clean(page, "404 " + prefix)
    if not prefix:
        assert not english_in(german_text(page))
    page.close()


def test_colour_toggle_is_labelled_in_the_page_language(context: Any, site: Any) -> None:
    ctx, _ = context
    page = ctx.new_page()
    page.goto(site.url)
    labels = page.eval_on_selector_all("label.md-header__button[title]", "els => els.map(e => e.title)")
    assert labels and all("/" not in lab and "switch" not in lab.lower() for lab in labels), labels
    page.goto(site.url + "en/")
    labels = page.eval_on_selector_all("label.md-header__button[title]", "els => els.map(e => e.title)")
    assert labels and all("Farb" not in lab and "Hell" not in lab for lab in labels), labels
    page.close()


# ---------------------------------------------------------------- the play widget: phone, keyboard, axe, German
@pytest.fixture()
def phone(new_context: Any) -> Any:
    from conftest import instant_bots

    ctx, guard = new_context(
        viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True, accept_downloads=True
    )
    instant_bots(ctx)
    page = ctx.new_page()
    page.set_default_timeout(120_000)
    guard.watch(page)  # its page errors fail the test (and requests leaving 127.0.0.1, CSP violations)
    return page


def _start(page: Any, site: Any, url: str, kind: str) -> Any:
    page.goto(site.url + url)
    w = page.locator(f'.troggu-widget[data-widget="{kind}"]').first
    w.locator('[data-action="start"]').click()
    page.wait_for_selector(f'.troggu-widget[data-widget="{kind}"][data-troggu-state="ready"]')  # no eval: CSP
    return w


def _on_screen(page: Any, selector: str) -> bool:
    return bool(
        page.evaluate(
            """(sel) => {
        const e = document.querySelector(sel); if (!e) return false;
        const r = e.getBoundingClientRect();
        return r.height > 0 && r.top >= 0 && r.bottom <= window.innerHeight + 1;
    }""",
            selector,
        )
    )


def test_bidding_shows_the_hand_at_full_strength(phone: Any, site: Any) -> None:
    """In the auction (Troggu's auction table on the play page) every card of the hand is shown at full strength,
    none playable yet, and focus is on the first bid."""
    page = phone
    w = _start(page, site, "play/", "play")
    w.locator('[data-action="new"]').click()
    w.locator(".troggu-actions button").first.wait_for()
    assert w.locator('.troggu-hand button[aria-disabled="false"]').count() == 0
    # the table moves focus to the first bid once it has drawn the bids: wait for that state, not for the buttons
    page.wait_for_function(
        "() => ['pass', 'normal', 'solo'].includes(document.activeElement && document.activeElement.dataset.actionValue)",
        timeout=60_000,
    )
    opacity = page.evaluate("() => getComputedStyle(document.querySelector('.troggu-hand .troggu-fcard')).opacity")
    assert float(opacity) == 1.0


# ---------------------------------------------------------------- every widget error path, in German
def test_widget_errors_are_german(context: Any, site: Any) -> None:
    ctx, _ = context
    page = ctx.new_page()
    page.set_default_timeout(120_000)
    _start(page, site, "play/", "deal")
    call = "(args) => window.Troggu.call(args.op, args.body)"
    game = page.evaluate(call, {"op": "new_game", "body": {"ruleset": "visp", "players": 4, "seed": 5}})
    gid = game["id"]
    requests = [
        ("deal", {"players": 99}),
        ("deal", {"ruleset": "zermatt"}),
        ("deal", {"seed": -1}),
        ("deal", {"ruleset": "visp", "players": 3}),
        ("share", {"query": "r=visp&x=1"}),
        ("share", {"query": "r=visp&r=visp"}),
        ("share", {"query": "%%%"}),
        ("act", {"id": gid, "action": "XX"}),
        ("act", {"id": gid, "action": "hallo"}),
        ("act", {"id": 99999, "action": "pass"}),
        ("undo", {"id": gid}),
        ("pad_compare", {"inputs": {"type": "normal", "declarer": 0, "declarer_points": "abc"}}),
        ("pad_compare", {"inputs": {"type": "misere", "points": [200, 0, 0, 0]}}),
        ("pad_compare", {"inputs": {"type": "skat"}}),
        ("pad_compare", {"inputs": {"type": "misere", "points": [1]}}),
        ("pad_count", {"cards": ["R7"]}),
        ("pad_count", {"cards": ["zz"]}),
        ("replay", {"record": "{bad"}),
        ("replay", {"record": "{}"}),
        ("replay", {"record": "[1,2]"}),
        (
            "replay",
            {
                "record": '{"format": "troggu-record/1", "ruleset": "visp", "players": 4, "dealer": 0, '
                '"hands": [["RK"], [], [], []], "tapp": [], "auction": [], "call": null, '
                '"discard": null, "plays": []}'
            },
        ),
        ("estimate", {"id": gid, "samples": 0}),
        ("act", {"id": gid, "action": "discard R1"}),
    ]
    # play the game on to reach the play phase and try an illegal card, a card not held, laying away wrongly
    problems = []
    for op, body in requests:
        res = page.evaluate(call, {"op": op, "body": body})
        assert res["ok"] is False, (op, body, res)
        if english_in(res["reason"]):
            problems.append(f"{op} {body}: {res['reason']}")
        assert res.get("msgid"), res
    # an illegal card in the play phase
    for _ in range(5):
        st = page.evaluate(call, {"op": "state", "body": {"id": gid}})
        if st["phase"] == "auction":
            page.evaluate(call, {"op": "act", "body": {"id": gid, "action": "solo"}})
    st = page.evaluate(call, {"op": "state", "body": {"id": gid}})
    if st["phase"] == "play" and st["your_turn"]:
        bad = [c for c in st["view"]["hand"] if c not in st["legal"]]
        for code in bad[:1] + ["R7", "XXI" if "XXI" not in st["view"]["hand"] else "RK"]:
            res = page.evaluate(call, {"op": "act", "body": {"id": gid, "action": code}})
            if not res["ok"] and english_in(res["reason"]):
                problems.append(f"play {code}: {res['reason']}")
    page.close()
    assert not problems, "\n".join(problems)
