"""The gallery in the browser (gallery helper): the downloads are served, the German page's in German."""

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
            script = r.read().decode("utf-8")
        english = (ROOT / "examples" / "01_deal_a_hand.py").read_text(encoding="utf-8")
        if lang:
            assert script == english
        else:  # the German page's script is the German one (issue 35: its comments and output German)
            assert script != english and script.lstrip('"\n').startswith("Ein Blatt geben und zeigen")
            assert 'print("Punkte in diesem Blatt:"' in script
        with urllib.request.urlopen(base + ".ipynb") as r:
            nb = json.loads(r.read())
        assert nb["nbformat"] == 4 and any(c["cell_type"] == "code" and c["outputs"] for c in nb["cells"])


# Running an example in the page (its editors: the whole example prints exactly what the script prints) is checked
# by tests/browser/test_editor.py, with the editing, Reset, Stop and reload.
