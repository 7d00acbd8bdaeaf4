"""MkDocs hook (editor helper): bundle the code editor into ``javascripts/troggu-editor.js`` at every build.

The editors of the gallery's examples and the notebooks' engine cells (``docs_hooks/editor/troggu-editor.mjs``)
use CodeMirror 6 and DOMPurify from npm (pinned in ``package.json``/``package-lock.json``, installed by
``npm ci`` in ``scripts/setup.sh``). esbuild (npm, pinned likewise) bundles them into one minified script in the
built site, never into git: the same lock file gives the same bundle. The loading layer
(``docs/javascripts/troggu-runtime.js``) loads it only on a page with an editor. The service worker's precache
(``docs_hooks/offline.py``, which runs after this hook) picks the file up with the rest of the site.
"""

from __future__ import annotations

import logging
import subprocess
from pathlib import Path
from typing import Any

log = logging.getLogger("mkdocs.hooks.editor_bundle")

ROOT = Path(__file__).resolve().parent.parent
ENTRY = ROOT / "docs_hooks" / "editor" / "troggu-editor.mjs"
ESBUILD = ROOT / "node_modules" / ".bin" / "esbuild"
OUT = "javascripts/troggu-editor.js"
BANNER = (
    "/* troggu-editor.js: built by docs_hooks/editor_bundle.py from docs_hooks/editor/troggu-editor.mjs with "
    "CodeMirror 6 (MIT) and DOMPurify (Apache-2.0 or MPL-2.0) */"
)


def command(out: Path) -> list[str]:
    """The esbuild command line: one minified IIFE for current browsers, no source map, no inline anything.

    >>> command(Path("/tmp/x.js"))[-1]
    '--outfile=/tmp/x.js'
    """
    return [
        str(ESBUILD),
        str(ENTRY),
        "--bundle",
        "--minify",
        "--format=iife",
        "--target=es2020",
        "--legal-comments=none",
        "--log-level=warning",
        f"--banner:js={BANNER}",
        f"--outfile={out}",
    ]


def build(site_dir: Path) -> Path:
    """Bundle the editor into ``site_dir``; returns the file written.

    Raises:
        RuntimeError: esbuild is not installed (run ``npm ci``) or the bundle failed.
    """
    if not ESBUILD.exists():
        raise RuntimeError(f"{ESBUILD} is missing: run `npm ci` (scripts/setup.sh does) to install esbuild")
    out = site_dir / OUT
    out.parent.mkdir(parents=True, exist_ok=True)
    done = subprocess.run(command(out), cwd=ROOT, capture_output=True, text=True, timeout=120)
    if done.returncode != 0:
        raise RuntimeError(f"esbuild failed for {ENTRY.name}:\n{done.stderr}")
    return out


def on_post_build(config: Any, **kwargs: Any) -> None:
    out = build(Path(config["site_dir"]))
    log.info("editor_bundle: %s (%d kB)", OUT, out.stat().st_size // 1024)
