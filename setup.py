"""Build step of the package: compile the message catalogues (.po -> .mo, Babel) before the files are copied.

Everything else is in pyproject.toml. Without Babel the wheel ships the .mo files already compiled, if any
(then messages fall back to English where a catalogue is missing).
"""

import importlib.util
import sys
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py


class BuildPyWithCatalogues(build_py):
    def run(self) -> None:
        script = Path(__file__).resolve().parent / "scripts" / "compile_catalogues.py"
        try:
            spec = importlib.util.spec_from_file_location("compile_catalogues", script)
            module = importlib.util.module_from_spec(spec)
            spec.loader.exec_module(module)
            module.compile_catalogues()
        except ImportError as e:  # no Babel: ship what is compiled
            print(f"setup.py: message catalogues not compiled ({e})", file=sys.stderr)
        super().run()


setup(cmdclass={"build_py": BuildPyWithCatalogues})
