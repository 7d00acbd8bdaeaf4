"""The engine's wheel in the runtime's own lock (issue 38): registered at build time by pyodide-lock (the Pyodide
project's ``pyodide lockfile add-wheels``), loaded by Pyodide's own package loader (``loadPackage``) from the lock's
folder, with the bytecode compiled by Pyodide's Python, not compiled again.

The browser side (the lock's sha256 as the fetch's integrity, a changed wheel refused) is
tests/browser/test_hardening_browser.py's; under Node, Pyodide reads the wheel from the disk without an integrity
check, so here: what the lock records and that the runtime's loader installs and imports the engine from it. (The
site's runtime worker fetches the same wheel by the lock, checked against its sha256, and unpacks it itself, so that
a start from the memory snapshot answers before the modules' files are written: tests/browser/test_warm_start.py.)
"""

from __future__ import annotations

import hashlib
import json
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
sys.path.insert(0, str(ROOT / "docs_hooks"))

import pyodide_assets  # noqa: E402

pytestmark = pytest.mark.pyodide

RUNTIME_LOCK = pyodide_assets.PYODIDE_DIR / "pyodide-lock.json"

# Node: the npm Pyodide with the site's lock; loadPackage installs the engine; then what Python sees.
_SCRIPT = r"""
import { loadPyodide } from "PYODIDE_MJS";
const lock = process.argv.at(-1);
const py = await loadPyodide({ lockFileURL: lock, stdout: () => {}, stderr: (s) => process.stderr.write(s + "\n") });
const said = [];
await py.loadPackage("troggu-core", { messageCallback: (m) => said.push(m), errorCallback: (m) => said.push(m) });
const out = py.runPython(`
import importlib.util, json, sys
import troggu_core.web as web
answer = json.loads(web.handle(json.dumps({"op": "deal", "players": 4, "ruleset": "visp", "seed": 1, "lang": "de"})))
mods = [m for name, m in sorted(sys.modules.items()) if name.startswith("troggu_core") and getattr(m, "__file__", None)]
json.dumps({
    "file": web.__file__,
    "from_bytecode": [m.__name__ for m in mods if type(m.__loader__).__name__ == "SourceFileLoader"
                      and importlib.util.cache_from_source(m.__file__) and __import__("os").path.exists(
                          importlib.util.cache_from_source(m.__file__))],
    "modules": [m.__name__ for m in mods],
    "deal_ok": answer["ok"], "hands": len(answer.get("hands", [])),
})
`);
console.log(JSON.stringify({ loaded: Object.keys(py.loadedPackages), said, ...JSON.parse(out) }));
"""


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict]:
    if not (pyodide_assets.PYODIDE_DIR / "pyodide.mjs").exists():
        pytest.skip("no npm Pyodide (run scripts/setup.sh)")
    folder = tmp_path_factory.mktemp("troggu-lock")
    wheel = pyodide_assets.build_wheel(folder, bytecode=True)
    return wheel, pyodide_assets.write_lock(wheel, RUNTIME_LOCK)


def test_the_lock_records_the_engines_wheel_as_the_runtime_reads_it(built: tuple[Path, dict]) -> None:
    wheel, lock = built
    runtime = json.loads(RUNTIME_LOCK.read_text(encoding="utf-8"))["info"]
    # Pyodide refuses a lock of another ABI; the Python and platform are the runtime's
    for key in ("abi_version", "platform", "python", "arch"):
        assert lock["info"][key] == runtime[key], key
    assert list(lock["packages"]) == ["troggu-core"]  # only what the site ships
    entry = lock["packages"]["troggu-core"]
    assert entry["file_name"] == wheel.name  # beside the lock: the lock's folder is the runtime's packageBaseUrl
    assert entry["sha256"] == hashlib.sha256(wheel.read_bytes()).hexdigest()
    assert entry["imports"] == ["troggu_core"] and entry["depends"] == [] and entry["install_dir"] == "site"
    assert (wheel.parent / pyodide_assets.LOCK).is_file()


def test_the_lock_is_rewritten_for_another_wheel(built: tuple[Path, dict], tmp_path: Path) -> None:
    """The sha256 is the wheel's own: a different wheel gets a different entry (the page's integrity check)."""
    wheel, lock = built
    other = tmp_path / wheel.name
    with zipfile.ZipFile(wheel) as src, zipfile.ZipFile(other, "w") as dst:
        for item in src.infolist():
            dst.writestr(item, src.read(item) + (b"\n" if item.filename.endswith("web/__init__.py") else b""))
    again = pyodide_assets.write_lock(other, RUNTIME_LOCK)
    assert again["packages"]["troggu-core"]["sha256"] == hashlib.sha256(other.read_bytes()).hexdigest()
    assert again["packages"]["troggu-core"]["sha256"] != lock["packages"]["troggu-core"]["sha256"]


def test_pyodides_package_loader_installs_the_engine_from_the_lock(built: tuple[Path, dict], tmp_path: Path) -> None:
    node = shutil.which("node")
    if not node:
        pytest.skip("no Node")
    wheel, _ = built
    script = tmp_path / "load.mjs"
    script.write_text(_SCRIPT.replace("PYODIDE_MJS", (pyodide_assets.PYODIDE_DIR / "pyodide.mjs").as_uri()))
    run = subprocess.run(
        [node, str(script), str(wheel.parent / pyodide_assets.LOCK)],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert run.returncode == 0, run.stderr[-2000:]
    out = json.loads(run.stdout.strip().splitlines()[-1])
    assert "troggu-core" in out["loaded"], out["said"]
    assert "site-packages/troggu_core/" in out["file"]  # installed by the loader, not from the repository
    assert out["deal_ok"] and out["hands"] == 4
    # every engine module imported came with Pyodide's bytecode from the wheel (nothing compiled in the page)
    assert out["modules"] and set(out["modules"]) == set(out["from_bytecode"])
