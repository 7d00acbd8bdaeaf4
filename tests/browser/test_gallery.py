"""The gallery in the browser (gallery helper): the downloads are served."""

from __future__ import annotations

import json
import urllib.request
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent.parent


def test_downloads_are_served(site: Any) -> None:
    for lang in ("", "en/"):
        base = f"{site.url}{lang}examples/downloads/01_deal_a_hand"
        with urllib.request.urlopen(base + ".py") as r:
            assert r.read().decode("utf-8") == (ROOT / "examples" / "01_deal_a_hand.py").read_text(encoding="utf-8")
        with urllib.request.urlopen(base + ".ipynb") as r:
            nb = json.loads(r.read())
        assert nb["nbformat"] == 4 and any(c["cell_type"] == "code" and c["outputs"] for c in nb["cells"])


# Running an example in the page (its editors: the whole example prints exactly what the script prints) is checked
# by tests/browser/test_editor.py, with the editing, Reset, Stop and reload.
