"""MkDocs hook (browser helper): put the self-hosted Pyodide and the engine into the built site.

At build time:

* copy the Pyodide runtime from ``node_modules/pyodide`` (npm, pinned in package.json) to
  ``<site>/assets/pyodide/<Pyodide version>/``: a folder per version, so every runtime URL names
  immutable content (the service worker, docs_hooks/offline.py, caches it without re-checking);
* build ``troggu_core`` as a ``py3-none-any`` wheel (stdlib ``zipfile``, no network) into
  ``<site>/assets/pyodide/troggu-<digest>/`` (the folder names the wheel's sha256, for the same reason),
  plus ``troggu.json`` naming the runtime folder, the wheel, its digest and the byte size of every file
  the runtime worker fetches (its progress bar counts them), so the page loads the engine from the
  site itself; the wheel also carries the modules' bytecode for Pyodide's own Python (compiled by
  that Pyodide under Node at build time, hash-checked against the source), so the page imports the
  engine without compiling it first;
* register the wheel in a Pyodide lock file beside it (``write_lock``: pyodide-lock, the tool behind
  ``pyodide lockfile add-wheels``), which the runtime worker gives ``loadPyodide`` and fetches the engine's wheel
  by, checked against the lock's sha256 (Pyodide's own ``loadPackage`` installs from it as well:
  tests/pyodide/test_pyodide_lock.py);
* write every game's ``meta`` and ``faces`` answer in both languages (``write_answers``), which the page
  reads instead of asking the engine;
* write a Content-Security-Policy ``<meta>`` into every page: only the site's own origin, workers
  from the site itself (the runtime worker, the service worker, Material's search) and the SHA-256
  hashes of the theme's own inline scripts. WebAssembly runs only in the runtime worker, whose
  policy is its own (a worker does not inherit the page's ``<meta>`` policy).

The page's loading layer (docs/javascripts/troggu-runtime.js) starts the runtime worker
(docs/javascripts/troggu-worker.js) when a page with a widget is idle, never on a page without one.
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
import importlib.util
import subprocess
import tempfile
import zipfile
from pathlib import Path
from typing import Any

log = logging.getLogger("mkdocs.hooks.pyodide_assets")

ROOT = Path(__file__).resolve().parent.parent
PYODIDE_DIR = ROOT / "node_modules" / "pyodide"
ASSET_DIR = "assets/pyodide"
# The files loadPyodide() needs from the npm package (the core: no other packages are used). The runtime's own
# pyodide-lock.json (119 kB, the runtime's 357 packages) is not among them: the site's lock beside the wheel (see
# write_lock) takes its place, so the site neither ships nor precaches it.
RUNTIME_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip")
# Of those, the ones the runtime fetches with fetch() (pyodide.mjs and pyodide.asm.mjs are imported as modules):
# their bytes are what the progress bar can count.
FETCHED_FILES = ("pyodide.asm.wasm", "python_stdlib.zip")
# Fixed timestamp so the wheel is byte-for-byte reproducible.
_ZIP_DATE = (2024, 1, 1, 0, 0, 0)


def _project_version() -> str:
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    m = re.search(r'^version\s*=\s*"([^"]+)"', text, re.M)
    return m.group(1) if m else "0.0.0"


def _compile_catalogues() -> None:
    """Compile the engine's message catalogues (.po -> .mo with Babel), so the wheel ships them."""
    spec = importlib.util.spec_from_file_location("compile_catalogues", ROOT / "scripts" / "compile_catalogues.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    module.compile_catalogues()


def _package_files() -> list[tuple[str, bytes]]:
    _compile_catalogues()
    pkg = ROOT / "troggu_core"
    return [
        (path.relative_to(ROOT).as_posix(), path.read_bytes())
        for path in sorted(pkg.rglob("*"))
        if path.is_file()
        and "__pycache__" not in path.parts
        and path.suffix in (".py", ".typed", ".json", ".txt", ".mo", ".md")
    ]


# Run by Node: start the npm Pyodide, compile each module with Pyodide's own Python into a
# hash-checked .pyc (PEP 552: valid exactly while the source's hash matches, whatever the file
# times after unpacking), and write them to OUT as __pycache__/<name>.<cache tag>.pyc.
_PYC_SCRIPT = r"""
import { loadPyodide } from "PYODIDE_MJS";
import fs from "node:fs";
const [src, out] = process.argv.slice(-2);
const py = await loadPyodide();
py.globals.set("listing", fs.readFileSync(src + "/files.txt", "utf8"));
py.FS.mkdirTree("/in");
for (const name of py.globals.get("listing").split("\n").filter(Boolean)) {
  py.FS.mkdirTree("/in/" + name.split("/").slice(0, -1).join("/"));
  py.FS.writeFile("/in/" + name, new Uint8Array(fs.readFileSync(src + "/" + name)));
}
const res = py.runPython(`
import importlib.util, json, sys
from importlib._bootstrap_external import _code_to_hash_pyc
out = {}
for name in listing.split("\\n"):
    if not name:
        continue
    data = open("/in/" + name, "rb").read()
    code = compile(data, name, "exec", dont_inherit=True)
    folder, _, base = name.rpartition("/")
    pyc = f"{folder}/__pycache__/{base[:-3]}.{sys.implementation.cache_tag}.pyc"
    out[pyc] = bytes(_code_to_hash_pyc(code, importlib.util.source_hash(data), True)).hex()
json.dumps(out)
`);
fs.writeFileSync(out, res);
"""


def pyodide_bytecode(files: list[tuple[str, bytes]]) -> dict[str, bytes]:
    """``{wheel path of the .pyc: bytes}`` for the ``.py`` files, compiled by the npm Pyodide under Node.

    Returns ``{}`` (the wheel then carries source only, which works, just slower to import) when
    Node or the runtime is unavailable. Results are cached by the sources' and Pyodide's digest.
    """
    sources = [(n, d) for n, d in files if n.endswith(".py")]
    mjs = PYODIDE_DIR / "pyodide.mjs"
    if not sources or not mjs.exists() or not shutil.which("node"):
        log.warning("pyodide_assets: no Node or Pyodide: the engine wheel carries no bytecode")
        return {}
    key = hashlib.sha256(pyodide_version().encode() + _PYC_SCRIPT.encode())
    for name, data in sources:
        key.update(name.encode() + b"\0" + hashlib.sha256(data).digest())
    cache = Path(tempfile.gettempdir()) / "troggu-pyc-cache" / f"{key.hexdigest()}.json"
    if not cache.exists():
        with tempfile.TemporaryDirectory(prefix="troggu-pyc-") as tmp:
            for name, data in sources:
                (Path(tmp) / name).parent.mkdir(parents=True, exist_ok=True)
                (Path(tmp) / name).write_bytes(data)
            (Path(tmp) / "files.txt").write_text("\n".join(n for n, _ in sources), encoding="utf-8")
            script = Path(tmp) / "compile.mjs"
            script.write_text(_PYC_SCRIPT.replace("PYODIDE_MJS", mjs.as_uri()), encoding="utf-8")
            out = Path(tmp) / "out.json"
            try:
                subprocess.run(["node", str(script), tmp, str(out)], check=True, capture_output=True, timeout=300)
            except (OSError, subprocess.SubprocessError) as e:
                log.warning("pyodide_assets: compiling the engine with Pyodide failed (%s): source-only wheel", e)
                return {}
            cache.parent.mkdir(parents=True, exist_ok=True)
            tmp_cache = cache.with_suffix(f".{os.getpid()}.tmp")
            shutil.copyfile(out, tmp_cache)
            os.replace(tmp_cache, cache)
    return {name: bytes.fromhex(h) for name, h in json.loads(cache.read_text(encoding="utf-8")).items()}


def build_wheel(dest: Path, bytecode: bool = False) -> Path:
    """Build ``troggu_core`` as a pure-Python wheel in ``dest`` and return its path (stdlib only).

    With ``bytecode``, the wheel also holds Pyodide's ``.pyc`` of every module (see
    :func:`pyodide_bytecode`), so Pyodide imports it without compiling the source first.
    """
    version = _project_version()
    dist = f"troggu_core-{version}.dist-info"
    files = _package_files()
    if bytecode:
        files += sorted(pyodide_bytecode(files).items())
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


LOCK = "pyodide-lock.json"
"""The site's lock file, beside the engine's wheel (its folder is the runtime's ``packageBaseUrl``)."""


def write_lock(wheel: Path, runtime_lock: Path) -> dict[str, Any]:
    """Register the engine's wheel in a Pyodide lock file beside it, with the runtime's own tool; return the lock.

    ``pyodide-lock`` (the Pyodide project's lock-file tool, ``pyodide lockfile add-wheels``; its
    ``add_wheels_to_spec``) reads the wheel's metadata, checks its tags against the runtime's Python and
    platform, and records its name, version, top-level imports, dependencies (none) and sha256. The lock
    keeps the runtime's ``info`` (Python, platform, ABI: Pyodide refuses a lock of another ABI) and lists only
    the packages the site ships: the engine (the runtime's other 357 packages are not on the site). The
    runtime worker passes it to ``loadPyodide``, fetches the wheel from the lock's folder, checked against the
    lock's sha256 (``fetch`` integrity), and unpacks it (a start from the memory snapshot: its modules between
    requests; docs/javascripts/troggu-worker.js). Pyodide's own ``loadPackage`` installs from the same lock
    (tests/pyodide/test_pyodide_lock.py).
    """
    try:
        from pyodide_lock import PyodideLockSpec
        from pyodide_lock.spec import InfoSpec
        from pyodide_lock.utils import add_wheels_to_spec
    except ImportError as e:  # pragma: no cover - the docs extra installs it
        raise ImportError("pyodide-lock is missing: `.venv/bin/pip install -e '.[docs]'` installs it") from e
    info = json.loads(runtime_lock.read_text(encoding="utf-8"))["info"]
    base = PyodideLockSpec(
        info=InfoSpec(
            arch=info.get("arch", "wasm32"),
            platform=info["platform"],
            version=info.get("version") or pyodide_version(),
            python=info["python"],
            abi_version=info.get("abi_version"),
        ),
        packages={},
    )
    spec = add_wheels_to_spec(base, [wheel], base_path=wheel.parent)
    out = wheel.parent / LOCK
    spec.to_json(out)
    lock: dict[str, Any] = json.loads(out.read_text(encoding="utf-8"))
    return lock


def pyodide_version() -> str:
    """The version of the npm ``pyodide`` package installed in node_modules."""
    return str(json.loads((PYODIDE_DIR / "package.json").read_text(encoding="utf-8"))["version"])


LANGS = ("de", "en")


def write_meta(target: Path) -> dict[str, str]:
    """The engine's answer to the widgets' first request (``meta``: rulesets, card faces) per language.

    Computed at build time by the same ``troggu_core.web.handle`` the page runs, and written next
    to the wheel, so the page fetches it while the runtime starts instead of computing it in
    WebAssembly. Returns ``{lang: file name}`` (the name carries the content's digest).
    """
    import sys

    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    from troggu_core import web

    for old in target.glob("meta.*.json"):
        old.unlink()
    out = {}
    for lang in LANGS:
        data = web.handle(json.dumps({"op": "meta", "lang": lang})).encode("utf-8")
        if not json.loads(data).get("ok"):
            raise RuntimeError(f"troggu_core.web meta ({lang}) failed: {data[:300]!r}")
        name = f"meta.{lang}.{hashlib.sha256(data).hexdigest()[:12]}.json"
        (target / name).write_bytes(data)
        out[lang] = name
    return out


STATIC_OPS = ("meta", "faces")
"""The facade's answers that depend on the request alone (game and language): computed once at build time."""


def write_answers(folder: Path) -> dict[str, dict[str, dict[str, str]]]:
    """Every game's ``meta`` and ``faces`` answer in both languages, computed at build time by the engine the page
    runs, into ``folder/answers/`` (the wheel's digest folder: the answers are the engine's, so they change with it
    and a cache may keep them for ever). The page reads a request for one of them from here (troggu-runtime.js:
    answered without waiting for the engine, fetched once per game and language, kept by the browser and the service
    worker); every other request goes to the engine. Returns ``{op: {game: {lang: path under assets/pyodide/}}}``.
    """
    import sys

    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    from troggu_core import web
    from troggu_core.kernel.registry import GAMES

    out_dir = folder / "answers"
    out_dir.mkdir(exist_ok=True)
    out: dict[str, dict[str, dict[str, str]]] = {}
    for op in STATIC_OPS:
        for game_id in GAMES:
            for lang in LANGS:
                data = web.handle(json.dumps({"op": op, "game": game_id, "lang": lang})).encode("utf-8")
                if not json.loads(data).get("ok"):
                    raise RuntimeError(f"troggu_core.web {op} ({game_id}, {lang}) failed: {data[:300]!r}")
                name = f"{op}.{game_id}.{lang}.json"
                (out_dir / name).write_bytes(data)
                out.setdefault(op, {}).setdefault(game_id, {})[lang] = f"{folder.name}/answers/{name}"
    return out


def _remove_stale(target: Path, keep: set[str]) -> None:
    """Remove what earlier builds left in ``target`` (other runtime versions, other wheels, the old flat layout)."""
    for old in target.iterdir():
        if old.name in keep or old.name.startswith("meta."):
            continue
        if old.is_dir() and (old.name.startswith("troggu-") or (old / "pyodide.mjs").exists()):
            shutil.rmtree(old)
        elif old.is_file() and (old.name in RUNTIME_FILES or old.suffix == ".whl"):
            old.unlink()


def install_assets(site_dir: Path) -> dict[str, Any]:
    """Copy the runtime and the wheel into ``site_dir/assets/pyodide``; return the manifest written.

    The runtime goes to ``<Pyodide version>/``, the wheel to ``troggu-<sha256[:12]>/``: each URL names its
    content, so a cache may keep it for ever. ``troggu.json`` is the one file that changes from build to build.
    """
    target = site_dir / ASSET_DIR
    target.mkdir(parents=True, exist_ok=True)
    if not (PYODIDE_DIR / "pyodide.mjs").exists():
        raise FileNotFoundError(
            f"{PYODIDE_DIR} is missing: run `npm ci` (scripts/setup.sh does) to install the pinned Pyodide"
        )
    version = pyodide_version()
    runtime = target / version
    runtime.mkdir(exist_ok=True)
    for old in runtime.iterdir():  # what an earlier build copied and this one does not (the runtime's lock)
        if old.is_file() and old.name not in RUNTIME_FILES:
            old.unlink()
    for name in RUNTIME_FILES:
        src = PYODIDE_DIR / name
        dst = runtime / name
        if not dst.exists() or dst.stat().st_size != src.stat().st_size or dst.stat().st_mtime < src.stat().st_mtime:
            shutil.copy2(src, dst)
    with tempfile.TemporaryDirectory(prefix="troggu-wheel-") as tmp:
        built = build_wheel(Path(tmp), bytecode=True)
        digest = hashlib.sha256(built.read_bytes()).hexdigest()
        folder = target / f"troggu-{digest[:12]}"
        folder.mkdir(exist_ok=True)
        wheel = folder / built.name
        shutil.copyfile(built, wheel)
    write_lock(wheel, PYODIDE_DIR / "pyodide-lock.json")
    _remove_stale(target, {version, folder.name, "troggu.json"})
    wheel_path = f"{folder.name}/{wheel.name}"
    sizes = {f"{version}/{name}": (runtime / name).stat().st_size for name in FETCHED_FILES}
    sizes[wheel_path] = wheel.stat().st_size
    sizes[f"{folder.name}/{LOCK}"] = (folder / LOCK).stat().st_size
    manifest = {
        "pyodide": version,
        "runtime": f"{version}/",
        "lock": f"{folder.name}/{LOCK}",
        "wheel": wheel_path,
        "sha256": digest,
        "meta": write_meta(target),
        "answers": write_answers(folder),
        "sizes": sizes,
    }
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
    """The site's Content-Security-Policy: own origin only; workers only from the site itself.

    No ``'wasm-unsafe-eval'``: the page compiles no WebAssembly, the runtime worker does (a worker created from
    a URL has the policy of its own response, not the page's ``<meta>``).

    Under ``mkdocs serve`` the live-reload script MkDocs injects into every response is inline and
    changes per request, so it cannot be hashed: there the inline scripts are allowed instead.
    """
    inline = ["'unsafe-inline'"] if serve else sorted(script_hashes)
    scripts = " ".join(["'self'", *inline])
    return "; ".join(
        [
            "default-src 'self'",
            f"script-src {scripts}",
            "style-src 'self' 'unsafe-inline'",
            "img-src 'self' data: blob:",
            "font-src 'self' data:",
            "connect-src 'self'",
            "worker-src 'self'",
            "manifest-src 'self'",
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
    log.info(
        "pyodide_assets: Pyodide %s and %s in %s/; CSP in %d pages",
        manifest["pyodide"],
        manifest["wheel"],
        ASSET_DIR,
        pages,
    )


if __name__ == "__main__":  # pragma: no cover - manual use: python docs_hooks/pyodide_assets.py DIR
    import sys

    print(build_wheel(Path(sys.argv[1] if len(sys.argv) > 1 else os.getcwd())))
