"""Draw the site's app icons (web app manifest, home screen) from the engine's own card art: the Narr.

Writes into ``docs/assets/icons/``:

* ``icon.svg``: the Narr (``troggu_core``'s ``card_svg``) on a rounded brown tile, the theme's colour;
* ``icon-192.png``, ``icon-512.png``: the same, rasterised by Debian's chromium (Playwright);
* ``icon-maskable-512.png``: a full tile with the card inside the safe zone, for launchers that cut
  their own shape (``"purpose": "maskable"``);
* ``apple-touch-icon.png`` (180 px, full tile): the home-screen icon of iOS.

The PNGs are committed (the build does not need a browser); run this again when the card art changes:

    python scripts/icons.py

``tests/site/test_site.py`` checks that ``icon.svg`` still holds the engine's current Narr.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from troggu_core.games.troggu.cards import Card  # noqa: E402
from troggu_core.games.troggu.svg import card_svg  # noqa: E402

OUT = ROOT / "docs" / "assets" / "icons"
BROWN = "#795548"  # Material's "brown", the site's primary colour (mkdocs.yml)


def icon_svg(full_bleed: bool = False, card_height: float = 400) -> str:
    """The icon as SVG text: a tile (rounded, or full bleed for maskable icons) with the Narr upright on it."""
    card = card_svg(Card.parse("Narr"), width=card_height * 0.6, lang="de")
    # the card's own size: width and height attributes of its root element
    import re

    w = float(re.search(r'width="([\d.]+)"', card).group(1))  # type: ignore[union-attr]
    h = float(re.search(r'height="([\d.]+)"', card).group(1))  # type: ignore[union-attr]
    x, y = (512 - w) / 2, (512 - h) / 2
    card = card.replace("<svg ", f'<svg x="{x:g}" y="{y:g}" ', 1)
    tile = (
        '<rect width="512" height="512" fill="{c}"/>'
        if full_bleed
        else '<rect x="16" y="16" width="480" height="480" rx="96" fill="{c}"/>'
    ).format(c=BROWN)
    return (
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">'
        f"<title>Troggu</title>{tile}"
        f'<g transform="rotate(-6 256 256)">{card}</g></svg>\n'
    )


def render(svg: str, size: int, out: Path) -> None:
    from playwright.sync_api import sync_playwright

    chromium = os.environ.get("TROGGU_CHROMIUM", "/usr/bin/chromium")
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=chromium, args=["--headless", "--no-sandbox"])
        page = browser.new_page(viewport={"width": size, "height": size})
        sized = svg.replace('width="512" height="512"', f'width="{size}" height="{size}"', 1)
        page.set_content(
            f'<html><body style="margin:0;background:transparent">'
            f'<div style="width:{size}px;height:{size}px">{sized}</div></body></html>'
        )
        page.locator("div").first.screenshot(path=str(out), omit_background=True)
        browser.close()


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    plain = icon_svg()
    (OUT / "icon.svg").write_text(plain, encoding="utf-8")
    render(plain, 192, OUT / "icon-192.png")
    render(plain, 512, OUT / "icon-512.png")
    full = icon_svg(full_bleed=True, card_height=330)  # inside the maskable safe zone (a circle of 80 %)
    render(full, 512, OUT / "icon-maskable-512.png")
    render(icon_svg(full_bleed=True, card_height=380), 180, OUT / "apple-touch-icon.png")
    for f in sorted(OUT.iterdir()):
        print(f.relative_to(ROOT), f.stat().st_size)


if __name__ == "__main__":
    main()
