"""A tiny test runner for the engine's tests where pytest is not available (Pyodide's core has no pytest).

It installs a small ``pytest`` stand-in module (``raises``, ``mark.parametrize``, ``fixture``, ``approx``,
``skip``, ``fail``, ``param``) and runs plain-assert test functions and ``Test*`` classes with the fixtures
the engine tests use (their own ``@pytest.fixture`` functions, ``tmp_path``, ``monkeypatch``, ``capsys``),
plus the doctests of every ``troggu_core`` module. Modules that need anything else (e.g. hypothesis) are
reported as not run. The same runner works in CPython, so both runs can be compared test by test.

Usage: ``python mini_pytest.py TESTFILE... [--doctest]``; prints one JSON summary line at the end.
"""

from __future__ import annotations

import contextlib
import doctest
import pkgutil
import importlib
import importlib.util
import inspect
import io
import itertools
import json
import re
import shutil
import sys
import tempfile
import traceback
import types
from pathlib import Path
from typing import Any, Callable, Iterator


# ---------------------------------------------------------------- the pytest stand-in
class _Skipped(Exception):
    pass


class _Failed(AssertionError):
    pass


class _ExceptionInfo:
    def __init__(self) -> None:
        self.value: BaseException | None = None
        self.type: type | None = None

    def match(self, pattern: str) -> bool:
        assert re.search(pattern, str(self.value)), f"{pattern!r} does not match {str(self.value)!r}"
        return True


@contextlib.contextmanager
def raises(expected: Any, match: str | None = None) -> Iterator[_ExceptionInfo]:
    info = _ExceptionInfo()
    try:
        yield info
    except expected as e:  # type: ignore[misc]
        info.value, info.type = e, type(e)
        if match is not None and not re.search(match, str(e)):
            raise _Failed(f"raised {type(e).__name__}({e!s}) does not match {match!r}") from None
        return
    raise _Failed(f"DID NOT RAISE {expected}")


class _Param:
    def __init__(self, *values: Any, id: str | None = None, marks: Any = ()) -> None:
        self.values, self.id, self.marks = values, id, marks


def param(*values: Any, id: str | None = None, marks: Any = ()) -> _Param:
    return _Param(*values, id=id, marks=marks)


class _Mark:
    def __init__(self, name: str, args: tuple[Any, ...], kwargs: dict[str, Any]) -> None:
        self.name, self.args, self.kwargs = name, args, kwargs

    def __call__(self, obj: Any) -> Any:
        marks = list(getattr(obj, "_mini_marks", []))
        marks.append(self)
        try:
            obj._mini_marks = marks
        except AttributeError:  # pragma: no cover
            pass
        return obj


class _MarkFactory:
    def __getattr__(self, name: str) -> Callable[..., _Mark]:
        def make(*args: Any, **kwargs: Any) -> Any:
            if name != "parametrize" and len(args) == 1 and callable(args[0]) and not kwargs:
                return _Mark(name, (), {})(args[0])
            return _Mark(name, args, kwargs)

        return make


def fixture(func: Any = None, **kwargs: Any) -> Any:
    def deco(f: Any) -> Any:
        f._mini_fixture = True
        return f

    return deco(func) if callable(func) else deco


def skip(reason: str = "") -> None:
    raise _Skipped(reason)


def fail(reason: str = "") -> None:
    raise _Failed(reason)


class _Approx:
    def __init__(self, expected: Any, rel: float | None = None, abs: float | None = None) -> None:
        self.expected, self.rel, self.abs = expected, rel, abs

    def _close(self, a: Any, b: Any) -> bool:
        rel = 1e-6 if self.rel is None else self.rel
        tol = max(rel * abs_(b), 1e-12 if self.abs is None else self.abs)
        return bool(abs_(a - b) <= tol)

    def __eq__(self, other: Any) -> bool:
        e = self.expected
        if isinstance(e, (list, tuple)):
            return len(e) == len(other) and all(self._close(a, b) for a, b in zip(other, e))
        if isinstance(e, dict):
            return e.keys() == other.keys() and all(self._close(other[k], e[k]) for k in e)
        return self._close(other, e)

    def __repr__(self) -> str:
        return f"approx({self.expected!r})"


abs_ = abs


def approx(expected: Any, rel: float | None = None, abs: float | None = None) -> _Approx:
    return _Approx(expected, rel, abs)


def install_pytest_shim() -> types.ModuleType:
    mod = types.ModuleType("pytest")
    mod.raises = raises  # type: ignore[attr-defined]
    mod.mark = _MarkFactory()  # type: ignore[attr-defined]
    mod.fixture = fixture  # type: ignore[attr-defined]
    mod.skip = skip  # type: ignore[attr-defined]
    mod.fail = fail  # type: ignore[attr-defined]
    mod.approx = approx  # type: ignore[attr-defined]
    mod.param = param  # type: ignore[attr-defined]
    mod.CaptureFixture = _CaptureFixture  # type: ignore[attr-defined]
    mod.MonkeyPatch = _MonkeyPatch  # type: ignore[attr-defined]
    mod.__mini__ = True  # type: ignore[attr-defined]
    sys.modules["pytest"] = mod
    return mod


# ---------------------------------------------------------------- built-in fixtures
class _MonkeyPatch:
    def __init__(self) -> None:
        self._undo: list[Callable[[], None]] = []

    def setattr(self, target: Any, name: str, value: Any, raising: bool = True) -> None:
        old = getattr(target, name)
        self._undo.append(lambda: setattr(target, name, old))
        setattr(target, name, value)

    def setitem(self, mapping: Any, key: Any, value: Any) -> None:
        missing = key not in mapping
        old = mapping.get(key)
        self._undo.append(lambda: mapping.pop(key) if missing else mapping.__setitem__(key, old))
        mapping[key] = value

    def undo(self) -> None:
        for f in reversed(self._undo):
            f()
        self._undo.clear()


class _CaptureFixture:
    def __class_getitem__(cls, item: Any) -> Any:
        return cls

    def __init__(self) -> None:
        self.out, self.err = io.StringIO(), io.StringIO()

    def readouterr(self) -> Any:
        o, e = self.out.getvalue(), self.err.getvalue()
        self.out.seek(0), self.out.truncate(), self.err.seek(0), self.err.truncate()
        return types.SimpleNamespace(out=o, err=e)


# ---------------------------------------------------------------- collection and running
def _param_sets(func: Any) -> list[tuple[str, dict[str, Any]]]:
    sets: list[tuple[str, dict[str, Any]]] = [("", {})]
    for mark in reversed(getattr(func, "_mini_marks", [])):
        if mark.name != "parametrize":
            continue
        names, values = mark.args[0], mark.args[1]
        names = [n.strip() for n in names.split(",")] if isinstance(names, str) else list(names)
        ids = mark.kwargs.get("ids")
        new = []
        for (sid, base), (i, v) in itertools.product(sets, enumerate(values)):
            pid = None
            if isinstance(v, _Param):
                pid, v = v.id, v.values if len(names) > 1 else v.values[0]
            vals = v if len(names) > 1 else (v,)
            if ids is not None and not callable(ids):
                pid = str(ids[i])
            label = pid if pid is not None else "-".join(_idof(x) for x in vals)
            new.append(((sid + "-" if sid else "") + label, {**base, **dict(zip(names, vals))}))
        sets = new
    return sets


def _idof(x: Any) -> str:
    if isinstance(x, (int, float, bool)) or x is None:
        return str(x)
    if isinstance(x, str):
        return x if len(x) < 40 else x[:37] + "..."
    return type(x).__name__


class Runner:
    def __init__(self) -> None:
        self.results: dict[str, str] = {}
        self.failures: list[tuple[str, str]] = []
        self.not_run: dict[str, str] = {}

    def _fixture(
        self, name: str, scopes: list[Any], cleanups: list[Callable[[], None]], cache: dict[str, Any], instance: Any
    ) -> Any:
        if name in cache:
            return cache[name]
        if name == "tmp_path":
            d = Path(tempfile.mkdtemp(prefix="mini-"))
            cleanups.append(lambda: shutil.rmtree(d, ignore_errors=True))
            value: Any = d
        elif name == "monkeypatch":
            value = _MonkeyPatch()
            cleanups.append(value.undo)
        elif name == "capsys":
            value = _CaptureFixture()
            so = contextlib.redirect_stdout(value.out)
            se = contextlib.redirect_stderr(value.err)
            so.__enter__(), se.__enter__()
            cleanups.append(lambda: (se.__exit__(None, None, None), so.__exit__(None, None, None)))
        else:
            for scope in scopes:
                f = getattr(scope, name, None)
                if f is not None and getattr(f, "_mini_fixture", False):
                    break
            else:
                raise LookupError(f"fixture {name!r} not available in the mini runner")
            value = self._call(f, scopes, cleanups, cache, instance)
            if inspect.isgenerator(value):
                gen = value
                value = next(gen)
                cleanups.append(lambda: next(gen, None))
        cache[name] = value
        return value

    def _call(
        self,
        f: Any,
        scopes: list[Any],
        cleanups: list[Callable[[], None]],
        cache: dict[str, Any],
        instance: Any,
        given: dict[str, Any] | None = None,
    ) -> Any:
        given = given or {}
        sig = inspect.signature(f)
        kwargs = {}
        for name in sig.parameters:
            if name == "self":
                continue
            kwargs[name] = given[name] if name in given else self._fixture(name, scopes, cleanups, cache, instance)
        if instance is not None and "self" in sig.parameters:
            return f(instance, **kwargs)
        return f(**kwargs)

    def run_test(self, test_id: str, func: Any, scopes: list[Any], owner: type | None) -> None:
        if any(m.name == "skip" for m in getattr(func, "_mini_marks", [])):
            self.results[test_id] = "skipped"
            return
        for pid, given in _param_sets(func):
            tid = f"{test_id}[{pid}]" if pid else test_id
            cleanups: list[Callable[[], None]] = []
            instance = owner() if owner is not None else None
            try:
                self._call(func, scopes + ([instance] if instance is not None else []), cleanups, {}, instance, given)
                self.results[tid] = "passed"
            except _Skipped:
                self.results[tid] = "skipped"
            except LookupError as e:
                if "mini runner" in str(e):
                    self.results[tid] = "not-run"
                    self.not_run[tid] = str(e)
                else:
                    self._fail(tid)
            except BaseException:  # noqa: BLE001 - report every failure
                self._fail(tid)
            finally:
                for c in reversed(cleanups):
                    try:
                        c()
                    except Exception:  # pragma: no cover
                        pass

    def _fail(self, tid: str) -> None:
        self.results[tid] = "failed"
        self.failures.append((tid, traceback.format_exc(limit=6)))

    def run_file(self, path: Path) -> None:
        name = path.stem
        sys.path.insert(0, str(path.parent))
        try:
            if "conftest" in sys.modules and not str(getattr(sys.modules["conftest"], "__file__", "")).startswith(
                str(path.parent)
            ):
                del sys.modules["conftest"]
            spec = importlib.util.spec_from_file_location(f"mini_{path.parent.name}_{name}", path)
            assert spec and spec.loader
            mod = importlib.util.module_from_spec(spec)
            spec.loader.exec_module(mod)
        except BaseException as e:  # noqa: BLE001
            self.not_run[str(path.name)] = f"import failed: {type(e).__name__}: {e}"
            return
        finally:
            sys.path.remove(str(path.parent))
        conftest = sys.modules.get("conftest")
        scopes: list[Any] = [mod] + ([conftest] if conftest is not None else [])
        for attr, obj in list(vars(mod).items()):
            if attr.startswith("test") and inspect.isfunction(obj) and obj.__module__ == mod.__name__:
                self.run_test(f"{path.name}::{attr}", obj, scopes, None)
            elif attr.startswith("Test") and inspect.isclass(obj) and obj.__module__ == mod.__name__:
                for mname, meth in list(vars(obj).items()):
                    if mname.startswith("test") and inspect.isfunction(meth):
                        self.run_test(f"{path.name}::{attr}::{mname}", meth, scopes, obj)

    def run_doctests(self, package: str) -> None:
        pkg = importlib.import_module(package)
        # every module of the package, its subpackages (the kernel, every game) included
        names = [package] + sorted(m.name for m in pkgutil.walk_packages(pkg.__path__, package + "."))
        for modname in names:
            if modname.endswith(".__main__"):
                continue
            try:
                mod = importlib.import_module(modname)
            except BaseException as e:  # noqa: BLE001
                self.not_run[modname] = f"import failed: {type(e).__name__}: {e}"
                continue
            finder = doctest.DocTestFinder()
            for test in finder.find(mod):
                if not test.examples:
                    continue
                tid = f"doctest::{test.name}"
                out = io.StringIO()
                runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
                res = runner.run(test, out=out.write)
                if res.failed:
                    self.results[tid] = "failed"
                    self.failures.append((tid, out.getvalue()[-2000:]))
                else:
                    self.results[tid] = "passed"

    def summary(self) -> dict[str, Any]:
        counts: dict[str, int] = {}
        for v in self.results.values():
            counts[v] = counts.get(v, 0) + 1
        return {
            "counts": counts,
            "results": self.results,
            "failures": self.failures[:20],
            "not_run": self.not_run,
            "python": sys.version.split()[0],
            "platform": sys.platform,
        }


def main(argv: list[str]) -> dict[str, Any]:
    install_pytest_shim()
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # tests/: what every game's tests share
    runner = Runner()
    files = [Path(a) for a in argv if not a.startswith("--")]
    for f in files:
        runner.run_file(f)
    if "--doctest" in argv:
        runner.run_doctests("troggu_core")
    return runner.summary()


if __name__ == "__main__":
    summary = main(sys.argv[1:])
    print(json.dumps(summary))
    sys.exit(1 if summary["counts"].get("failed") else 0)
