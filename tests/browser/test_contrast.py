"""Colour contrast of links and controls in their hover and focus states, in the light and the dark scheme.

axe-core's ``color-contrast`` rule (WCAG AA: 4.5:1, 3:1 for large text) sees a page as it rests; a hovered or focused
link takes other colours (Material's accent, deep orange: rgb(255, 110, 66) on white was 2.8:1). Here the links and
controls of one page per page template, one of each kind (the same tags and classes up the tree and the same resting
colours: the same rules apply to them), are judged at rest, then forced into ``:hover``, then into ``:focus`` and
``:focus-visible`` through the DevTools protocol (``CSS.forcePseudoState``) and judged in that state, in the light
scheme and in the dark one. In a forced state axe judges only the elements whose computed looks (colours,
backgrounds, opacity, font, of the element, its content and its ancestors' backgrounds) differ from every state judged
before: the others are the same CSS, so the same verdict (the count of each is printed). The mouse is never moved: the verdict does not depend on where a pointer rests (checked:
nothing is hovered before the states are forced). All the text of every page at rest is test_i18n_a11y.py's.

axe-core is injected from node_modules at a test-only address of the site's own origin (the pages' CSP allows 'self'
scripts only), as in test_i18n_a11y.py.
"""

from __future__ import annotations

import json
import re
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"

PAGES = [
    "",  # the home page (German)
    "en/",  # the home page (English)
    "history/",  # a plain content page
    "rules/play/",  # a rules page: rule boxes (admonitions), rule ids, tables
    "play/",  # a page with a widget
    "examples/deal-a-hand/",  # a gallery example: code, its output, download buttons
    "numbers/tapp-value/",  # a notebook page
    "reference/api/",  # the API reference (mkdocstrings)
    "no/such/page/",  # the 404 page, as served for a missing address
]
"""One page per page template (the home page's search is checked too)."""

INTERACTIVE = "a[href], button, summary, label[for], [role=button], [role=tab], [tabindex]:not([tabindex='-1'])"
"""Everything a reader can hover or focus."""

STATES = {"rest": [], "hover": ["hover"], "focus": ["focus", "focus-visible"]}
"""At rest too: at this width the header's tabs show (test_i18n_a11y.py looks at 1200 px, where they do not)."""

SCHEMES = {
    "default": {"index": 1, "media": "(prefers-color-scheme: light)", "accent": "deep-orange"},
    "slate": {"index": 2, "media": "(prefers-color-scheme: dark)", "accent": "orange"},
}
"""mkdocs.yml's palette options (Material's ``__palette_<index>`` inputs): 0 follows the system, 1 is the light
scheme, 2 the dark one."""

MARK = "data-troggu-contrast"

KINDS = """([sel, mark, within]) => {
    // one element of each kind: the same tags, classes and roles up the tree and the same resting colours and font
    // take the same rules when hovered or focused (the site's and Material's selectors go by tag, class and state)
    const key = el => {
        const parts = [];
        for (let e = el; e && e !== document.documentElement; e = e.parentElement)
            parts.push(e.tagName + "." + [...e.classList].sort().join(".") + "@" + (e.getAttribute("role") || ""));
        const cs = getComputedStyle(el);
        return parts.join("<") + "|" + [cs.color, cs.backgroundColor, cs.fontSize, cs.fontWeight].join("|");
    };
    document.querySelectorAll("[" + mark + "]").forEach(e => e.removeAttribute(mark));
    const seen = new Set();
    for (const el of document.querySelectorAll(within ? within + " :is(" + sel + ")" : sel)) {
        // axe's color-contrast judges rendered text: a control without text (an icon) has none
        if (!el.getClientRects().length || !el.textContent.trim()) continue;
        const k = key(el);
        if (seen.has(k)) continue;
        seen.add(k);
        el.setAttribute(mark, "");
    }
    return seen.size;
}"""

LOOKS = """(mark) => {
    const props = ["color", "background-color", "background-image", "opacity", "text-shadow", "filter",
                   "mix-blend-mode", "visibility", "font-size", "font-weight", "-webkit-text-fill-color"];
    const own = (e) => { const cs = getComputedStyle(e); return props.map(p => cs.getPropertyValue(p)).join(","); };
    return [...document.querySelectorAll("[" + mark + "]")].map(el => {
        const parts = [el, ...el.querySelectorAll("*")].map(own);
        for (let e = el.parentElement; e; e = e.parentElement) {
            const cs = getComputedStyle(e);
            parts.push([cs.backgroundColor, cs.backgroundImage, cs.opacity, cs.filter].join(","));
        }
        return parts.join("|");
    });
}"""

JUDGE = "data-troggu-judge"
"""The marked elements axe judges in a state: those whose looks (``LOOKS``) differ from every state judged before."""

SET_JUDGED = """([mark, judge, which]) => {
    const want = new Set(which);
    [...document.querySelectorAll("[" + mark + "]")].forEach((e, i) => {
        if (want.has(i)) e.setAttribute(judge, ""); else e.removeAttribute(judge);
    });
}"""

AXE_CONTRAST = """async (mark) => {
    const r = await axe.run(document.querySelectorAll("[" + mark + "]"),
                            { runOnly: { type: "rule", values: ["color-contrast"] }, resultTypes: ["violations"] });
    return r.violations.flatMap(v => v.nodes.map(n => {
        const d = (n.any[0] || {}).data || {};
        return { target: n.target.join(" "), html: n.html.replace(/\\s+/g, " ").slice(0, 100),
                 fg: d.fgColor, bg: d.bgColor, ratio: d.contrastRatio, need: d.expectedContrastRatio };
    }));
}"""


@pytest.fixture(scope="module")
def axe_source() -> str:
    if not AXE.exists():
        pytest.fail("node_modules/axe-core is missing: run scripts/setup.sh (npm ci)")
    return str(AXE)


@pytest.fixture()
def contrast_page(browser: Any, site: Any, axe_source: str) -> Iterator[Any]:
    """A page in a context of its own (the scheme chosen is stored in localStorage and must not leak into the
    session's context), watched like the others (tests/browser/conftest.py: ``Guard``). The first page opens in the
    light scheme as the reader's stored choice (Material's ``__palette`` under the site's scope, read by its inline
    palette script before the body is painted); it is set only when none is stored, so every later page opens in the
    scheme chosen on the one before."""
    from conftest import Guard, save_data

    light = SCHEMES["default"]
    palette = {
        "index": light["index"],
        "color": {"media": light["media"], "scheme": "default", "primary": "brown", "accent": light["accent"]},
    }
    key = json.dumps(re.sub(r"^https?://[^/]+", "", site.url) + ".__palette")  # Material's __md_scope: the site root
    ctx = browser.new_context(viewport={"width": 1280, "height": 900}, color_scheme="light", service_workers="block")
    ctx.add_init_script(
        f"try {{ if (localStorage.getItem({key}) === null) localStorage.setItem({key}, {json.dumps(json.dumps(palette))}); }}"
        " catch (e) {}"
    )
    guard = Guard(site.url.rstrip("/"))
    guard.attach(ctx)
    page = ctx.new_page()
    save_data(page)  # a widget page is judged as it shows before the tap; its runtime would start for nothing
    guard.watch(page)
    page.set_default_timeout(60_000)
    yield page
    ctx.close()
    guard.check()


def _scheme(page: Any) -> str:
    return str(page.evaluate("() => document.body.getAttribute('data-md-color-scheme')"))


def _switch(page: Any, scheme: str) -> None:
    """Switch to ``scheme`` as the header's toggle does (Material's palette input, clicked by script: the pointer
    stays where it is); Material stores the choice for the next page."""
    page.evaluate("(i) => document.getElementById('__palette_' + i).click()", SCHEMES[scheme]["index"])
    page.wait_for_function(
        "(s) => document.body.getAttribute('data-md-color-scheme') === s"
        " && !document.body.hasAttribute('data-md-color-switching')",
        arg=scheme,
    )


def _settle(page: Any) -> None:
    """Bring every running CSS transition to its end state (Material fades link colours over 125 ms): the colours
    judged are the ones the state ends in, without waiting for time."""
    page.evaluate("() => document.getAnimations().forEach(a => { if (a instanceof CSSTransition) a.finish(); })")


def _looks(page: Any) -> list[str]:
    """What axe's color-contrast reads of each marked element, as one string per element in document order: the
    colours, background, opacity, shadow, filter and font of the element and of everything inside it, and the
    backgrounds and opacity of its ancestors. Two states with the same string for an element are the same CSS for
    it, so the same verdict."""
    return list(page.evaluate(LOOKS, MARK))


def _mark_kinds(page: Any, within: str = "") -> int:
    """Mark one link or control of each kind, within the part ``within`` or on the whole page; how many. (Forcing a
    state costs a style recalculation per element: all 850 links of the API reference would take minutes.)"""
    return int(page.evaluate(KINDS, [INTERACTIVE, MARK, within]))


def _marked_nodes(cdp: Any) -> list[int]:
    """The DevTools protocol's ids of the marked elements (valid until the next ``DOM.getDocument``)."""
    cdp.send("DOM.enable")
    cdp.send("CSS.enable")
    root = cdp.send("DOM.getDocument", {"depth": 0})["root"]["nodeId"]
    return list(cdp.send("DOM.querySelectorAll", {"nodeId": root, "selector": f"[{MARK}]"})["nodeIds"])


def _force(cdp: Any, nodes: list[int], classes: list[str]) -> None:
    """Force the pseudo-classes ``classes`` on ``nodes`` (none: lift them); each call replaces the last one's."""
    for node in nodes:
        cdp.send("CSS.forcePseudoState", {"nodeId": node, "forcedPseudoClasses": classes})


def _contrast(page: Any, which: list[int]) -> list[dict[str, Any]]:
    """axe's color-contrast violations among the marked elements numbered ``which`` (document order)."""
    if not page.evaluate("() => !!window.axe"):
        origin = re.match(r"https?://[^/]+", page.url).group(0)
        page.add_script_tag(url=origin + "/__tests__/axe.min.js")
    page.evaluate(SET_JUDGED, [MARK, JUDGE, which])
    return list(page.evaluate(AXE_CONTRAST, JUDGE))


def _check_states(
    page: Any, cdp: Any, where: str, problems: list[str], counts: dict[str, tuple[int, int]], within: str = ""
) -> None:
    """Judge the marked kinds at rest, then in each forced state only those whose computed looks differ from every
    state judged before (``counts``: per state, how many were judged of how many marked)."""
    hovered = page.evaluate("() => document.querySelectorAll('a:hover, button:hover, label:hover').length")
    assert hovered == 0, f"{where}: something is hovered by a resting pointer"
    kinds = _mark_kinds(page, within)
    assert kinds > 2, f"{where}: only {kinds} kinds of links and controls"
    judged: list[list[str]] = []  # the looks of each state judged so far
    nodes = _marked_nodes(cdp)
    for state, classes in STATES.items():
        if classes or judged:  # nothing is forced before the first state (at rest)
            _force(cdp, nodes, classes)
        _settle(page)
        looks = _looks(page)
        assert len(looks) == kinds, f"{where} :{state}: the marked elements changed"
        # an element that looks in this state as in a state judged before gets that state's verdict (the same CSS)
        new = [i for i, look in enumerate(looks) if all(look != seen[i] for seen in judged)]
        judged.append(looks)
        counts[state] = (counts.get(state, (0, 0))[0] + len(new), counts.get(state, (0, 0))[1] + kinds)
        if new:
            problems.extend(
                f"{where} :{state}: {v['target']}: {v['fg']} on {v['bg']} = {v['ratio']} (needs {v['need']})"
                f"  {v['html']}"
                for v in _contrast(page, new)
            )
    _force(cdp, nodes, [])
    _settle(page)


def _results_still(page: Any, polls: int = 3, timeout: float = 30.0) -> None:
    """Wait until the search's results are drawn for the whole query: the query is typed key by key and each key's
    results replace the last ones when the search worker answers, later on a busy machine (a fresh clone's run once
    judged a list that was redrawn under it). Still: the same list at ``polls`` looks a few tenths apart."""
    read = "() => (document.querySelector('.md-search-result__list') || {}).innerHTML || ''"
    end = time.monotonic() + timeout
    last, same = None, 0
    while time.monotonic() < end and same < polls:
        now = page.evaluate(read)
        same = same + 1 if now == last else 0
        last = now
        time.sleep(0.3)


def _check_search(page: Any, cdp: Any, where: str, problems: list[str], counts: dict[str, tuple[int, int]]) -> None:
    """The search's results judged as :func:`_check_states` judges a page, once they are still; a list the search
    redraws during the judging (a late answer of its worker) is waited for and judged again, at most three times."""
    for attempt in range(3):
        _results_still(page)
        try:
            _check_states(page, cdp, where, problems, counts, within=".md-search")
            return
        except AssertionError as e:
            if "the marked elements changed" not in str(e) or attempt == 2:
                raise
            _force(cdp, _marked_nodes(cdp), [])  # the states forced on what is still there, lifted


def test_links_and_controls_keep_their_contrast_when_hovered_and_focused(contrast_page: Any, site: Any) -> None:
    page = contrast_page
    cdp = page.context.new_cdp_session(page)
    problems: list[str] = []
    counts: dict[str, tuple[int, int]] = {}
    stored = "default"
    for url in PAGES:
        page.goto(site.url + url, wait_until="load")
        assert _scheme(page) == stored, f"/{url}: the page opened in {_scheme(page)}, not in the stored {stored}"
        # the scheme it opened in, then the other one
        for scheme in (stored, "slate" if stored == "default" else "default"):
            if _scheme(page) != scheme:
                _switch(page, scheme)
            _check_states(page, cdp, f"{scheme} /{url}", problems, counts)
            if url == "":
                # the search: its dialog and results, opened by the keyboard (Material's "s"), then closed
                page.keyboard.press("s")
                page.locator(".md-search__input").fill("")
                page.locator(".md-search__input").press_sequentially("Tapp")  # keyup: see test_i18n_a11y.py
                page.wait_for_selector(".md-search-result__item", timeout=20_000)
                _check_search(page, cdp, f"{scheme} /: search", problems, counts)
                page.keyboard.press("Escape")
            stored = scheme
    cdp.detach()
    print("judged of marked, per state (the others look as in a state judged before):", counts)
    # the forced states change what they should: hovered and focused links take the accent (the same CSS as at rest
    # for every element would mean the states were never applied)
    assert counts["hover"][0] > 0 and counts["focus"][0] > 0, counts
    assert not problems, f"{len(problems)} contrast failures:\n" + "\n".join(problems[:200])
