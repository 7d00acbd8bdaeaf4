"""Packaging: the built wheel ships every subpackage (kernel, games) and plays each registered game.

Builds the wheel with pip (no network: the build backend is the one in this environment), installs it into
a fresh virtual environment without the source tree on the path, and plays one seeded round of every game.
"""

from __future__ import annotations

import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

SCRIPT = """
import json, troggu_core
from troggu_core.kernel.registry import GAMES
assert "site-packages" in troggu_core.__file__, troggu_core.__file__
out = {}
for name in GAMES:
    info = GAMES[name]
    rec = info.random_record(info.default_ruleset, info.default_players, 3)
    out[name] = sum(info.replay(rec)["payments"])
print(json.dumps(out))
"""


def test_built_wheel_plays_every_game(tmp_path: Path) -> None:
    dist = tmp_path / "dist"
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(dist), str(ROOT)],
        check=True,
        cwd=tmp_path,
        capture_output=True,
    )
    wheel = next(dist.glob("troggu_core-*.whl"))
    env_dir = tmp_path / "venv"
    venv.EnvBuilder(with_pip=False).create(env_dir)
    py = env_dir / "bin" / "python"
    site = next((env_dir / "lib").glob("python3*/site-packages"))
    import zipfile

    zipfile.ZipFile(wheel).extractall(site)  # what pip install does for a pure-Python wheel
    run = subprocess.run([str(py), "-I", "-c", SCRIPT], capture_output=True, text=True, cwd=tmp_path)
    assert run.returncode == 0, run.stderr[-2000:]
    import json

    sums = json.loads(run.stdout)
    from troggu_core.kernel.registry import GAMES

    assert list(sums) == list(GAMES)  # the installed wheel finds every game of the source tree, in the same order
    assert all(abs(s) < 1e-9 for s in sums.values())
