"""MkDocs hook (browser helper): put the self-hosted Pyodide and the engine into the built site.

At build time:

* copy the Pyodide runtime from ``node_modules/pyodide`` (npm, pinned in package.json) to
  ``<site>/assets/pyodide/``;
* build ``troggu_core`` as a ``py3-none-any`` wheel (stdlib ``zipfile``, no network) next to it,
  plus ``troggu.json`` naming the wheel and the Pyodide version, so the page loads the engine
  from the site itself;
* write a Content-Security-Policy ``<meta>`` into every page: only the site's own origin, plus
  ``'wasm-unsafe-eval'`` for WebAssembly and the SHA-256 hashes of the theme's own inline scripts.

The widgets' JavaScript (docs/javascripts/troggu.js) loads all of this lazily, on the first click.
"""

from __future__ import annotations

import base64
import csv
import hashlib
import io
import json
import logging
import os
import re
import shutil
import zipfile
from pathlib import Path
from typing import Any

log = logging.getLogger("mkdocs.hooks.pyodide_assets")

ROOT = Path(__file__).resolve().parent.parent
PYODIDE_DIR = ROOT / "node_modules" / "pyodide"
ASSET_DIR = "assets/pyodide"
# The files loadPyodide() needs from the npm package (the core: no other packages are used).
RUNTIME_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json")
# Fixed timestamp so the wheel is byte-for-byte reproducible.
_ZIP_DATE = (2024, 1, 1, 0, 0, 0)


def _project_version() -> str:
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    m = re.search(r'^version\s*=\s*"([^"]+)"', text, re.M)
    return m.group(1) if m else "0.0.0"


def build_wheel(dest: Path) -> Path:
    """Build ``troggu_core`` as a pure-Python wheel in ``dest`` and return its path (stdlib only)."""
    version = _project_version()
    dist = f"troggu_core-{version}.dist-info"
    files: list[tuple[str, bytes]] = []
    pkg = ROOT / "troggu_core"
    for path in sorted(pkg.rglob("*")):
        if path.is_file() and "__pycache__" not in path.parts and path.suffix in (".py", ".typed", ".json", ".txt"):
            files.append((path.relative_to(ROOT).as_posix(), path.read_bytes()))
    metadata = (
        "Metadata-Version: 2.1\n"
        "Name: troggu-core\n"
        f"Version: {version}\n"
        "Summary: The rules engine of Troggu, the tarock card game of the Oberwallis.\n"
        "Requires-Python: >=3.11\n"
    ).encode()
    wheel = b"Wheel-Version: 1.0\nGenerator: troggu pyodide_assets hook\nRoot-Is-Purelib: true\nTag: py3-none-any\n"
    files += [(f"{dist}/METADATA", metadata), (f"{dist}/WHEEL", wheel)]
    record = io.StringIO()
    writer = csv.writer(record, lineterminator="\n")
    for name, data in files:
        digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
        writer.writerow([name, f"sha256={digest}", len(data)])
    writer.writerow([f"{dist}/RECORD", "", ""])
    files.append((f"{dist}/RECORD", record.getvalue().encode()))
    dest.mkdir(parents=True, exist_ok=True)
    out = dest / f"troggu_core-{version}-py3-none-any.whl"
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as zf:
        for name, data in files:
            info = zipfile.ZipInfo(name, _ZIP_DATE)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            zf.writestr(info, data)
    return out


def pyodide_version() -> str:
    """The version of the npm ``pyodide`` package installed in node_modules."""
    return str(json.loads((PYODIDE_DIR / "package.json").read_text(encoding="utf-8"))["version"])


def install_assets(site_dir: Path) -> dict[str, Any]:
    """Copy the runtime and the wheel into ``site_dir/assets/pyodide``; return the manifest written."""
    target = site_dir / ASSET_DIR
    target.mkdir(parents=True, exist_ok=True)
    if not (PYODIDE_DIR / "pyodide.mjs").exists():
        raise FileNotFoundError(
            f"{PYODIDE_DIR} is missing: run `npm ci` (scripts/setup.sh does) to install the pinned Pyodide"
        )
    for name in RUNTIME_FILES:
        src = PYODIDE_DIR / name
        dst = target / name
        if not dst.exists() or dst.stat().st_size != src.stat().st_size or dst.stat().st_mtime < src.stat().st_mtime:
            shutil.copy2(src, dst)
    for old in target.glob("troggu_core-*.whl"):
        old.unlink()
    wheel = build_wheel(target)
    digest = hashlib.sha256(wheel.read_bytes()).hexdigest()
    manifest = {"pyodide": pyodide_version(), "wheel": wheel.name, "sha256": digest}
    (target / "troggu.json").write_text(json.dumps(manifest, indent=1), encoding="utf-8")
    return manifest


# ---------------------------------------------------------------- Content-Security-Policy
_SCRIPT_RE = re.compile(r"<script(?P<attrs>[^>]*)>(?P<body>.*?)</script>", re.S | re.I)
_CSP_META_RE = re.compile(r'<meta http-equiv="Content-Security-Policy"[^>]*>\s*', re.I)


def inline_script_hashes(html: str) -> set[str]:
    """CSP hash sources of the executable inline ``<script>`` elements of a page."""
    out = set()
    for m in _SCRIPT_RE.finditer(html):
        attrs = m.group("attrs")
        if re.search(r"\bsrc\s*=", attrs, re.I):
            continue
        kind = re.search(r'\btype\s*=\s*["\']?([^"\'\s>]+)', attrs, re.I)
        if kind and kind.group(1).lower() not in ("text/javascript", "module", "application/javascript"):
            continue  # data blocks (e.g. Material's __config JSON) are not executed
        body = m.group("body")
        if not body.strip():
            continue
        digest = base64.b64encode(hashlib.sha256(body.encode("utf-8")).digest()).decode()
        out.add(f"'sha256-{digest}'")
    return out


def csp(script_hashes: set[str], serve: bool = False) -> str:
    """The site's Content-Security-Policy: own origin only, plus WebAssembly compilation.

    Under ``mkdocs serve`` the live-reload script MkDocs injects into every response is inline and
    changes per request, so it cannot be hashed: there the inline scripts are allowed instead.
    """
    inline = ["'unsafe-inline'"] if serve else sorted(script_hashes)
    scripts = " ".join(["'self'", "'wasm-unsafe-eval'", *inline])
    return "; ".join(
        [
            "default-src 'self'",
            f"script-src {scripts}",
            "style-src 'self' 'unsafe-inline'",
            "img-src 'self' data: blob:",
            "font-src 'self' data:",
            "connect-src 'self'",
            "worker-src 'self' blob:",
            "object-src 'none'",
            "base-uri 'self'",
            "form-action 'self'",
        ]
    )


def add_csp(site_dir: Path, serve: bool = False) -> int:
    """Insert the same CSP meta tag into every HTML page of the built site; returns the page count."""
    pages = [p for p in site_dir.rglob("*.html") if ASSET_DIR not in p.as_posix()]
    texts = {p: p.read_text(encoding="utf-8") for p in pages}
    hashes: set[str] = set()
    for text in texts.values():
        hashes |= inline_script_hashes(text)
    meta = f'<meta http-equiv="Content-Security-Policy" content="{csp(hashes, serve)}">\n'
    count = 0
    for path, text in texts.items():
        text = _CSP_META_RE.sub("", text)
        m = re.search(r"<head[^>]*>\s*(<meta charset=[^>]*>\s*)?", text, re.I)
        if not m:
            continue
        text = text[: m.end()] + meta + text[m.end() :]
        path.write_text(text, encoding="utf-8")
        count += 1
    return count


# ---------------------------------------------------------------- MkDocs events
_COMMAND = {"name": "build"}


def on_startup(command: str, dirty: bool = False, **kwargs: Any) -> None:
    _COMMAND["name"] = command


def on_post_build(config: Any, **kwargs: Any) -> None:
    site_dir = Path(config["site_dir"])
    manifest = install_assets(site_dir)
    pages = add_csp(site_dir, serve=_COMMAND["name"] == "serve")
    log.info("pyodide_assets: Pyodide %s and %s in %s/; CSP in %d pages",
             manifest["pyodide"], manifest["wheel"], ASSET_DIR, pages)


if __name__ == "__main__":  # pragma: no cover - manual use: python docs_hooks/pyodide_assets.py DIR
    import sys

    print(build_wheel(Path(sys.argv[1] if len(sys.argv) > 1 else os.getcwd())))
