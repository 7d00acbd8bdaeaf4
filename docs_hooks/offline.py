"""MkDocs hook (offline helper): what makes the built site work with no network, and the archive of it.

After every other hook (priority -300: after site_languages.py has split the search index by language, after
pyodide_assets.py has put the runtime and the CSP in place), ``on_post_build``:

1. writes a web app manifest per language (``manifest.webmanifest``, ``en/manifest.webmanifest``: name,
   description, start URL, colours, the icons drawn from the Narr by scripts/icons.py), linked from every page
   by overrides/main.html, so the site can be put on a phone's home screen;
2. writes the files a reader of the archive needs beside the pages: ``CITATION.cff``, ``LICENSE`` (the code's
   MIT licence), ``LICENCES.txt`` (the texts' CC BY-SA 4.0 and the third-party parts) and ``README.txt`` (how to
   open the site: any static web server, e.g. ``python3 -m http.server``);
3. generates the service worker ``sw.js`` with ``workbox-build`` (npm, pinned in package.json; run by Node):
   it precaches every page and asset of both languages, the Pyodide runtime and the engine's wheel, so that
   after one visit the whole site works offline. Files whose URL names their content (the runtime's version
   folder, the wheel's digest folder, Material's hashed bundles) are taken from the browser's HTTP cache when
   there; every other file is re-checked by its revision. Not under ``mkdocs serve`` (a cache would hide the
   live edits). A new version never replaces the one an open page was loaded with (``skipWaiting: false``: an
   open page would lose the files it still fetches): the browser looks for it when a page of the site is left, so
   the visit after a deploy still shows the old version, and the next one offers the new version in the update
   note (troggu-runtime.js), which says what the reader gets: the new version at once by its reload button, else
   the old one until every tab and window of the site is closed, then the new one
   (tests/browser/test_hardening_round3.py checks each of these);
4. writes ``troggu-site-<version>.zip``: every file of the built site (the runtime's ``python_stdlib.zip``
   included), so the unpacked archive served by any static server is the site.

Before these, it keeps reading pages light (issue 25): each language's search index (400-500 kB, more than the
rest of a reading page) moves to ``search_index.full.<digest>.json``; ``search_index.json``, which Material fetches
on every first page load, becomes a stub naming it, and every page's Material search worker is wrapped
(docs_hooks/troggu-search-worker.js) so that the index is fetched on the first search.

The page side is docs/javascripts/troggu-runtime.js (registration, the "available offline" note, the update
prompt), the same loading layer that starts the runtime worker.
"""

from __future__ import annotations

import datetime
import hashlib
import json
import logging
import os
import re
import shutil
import subprocess
import tempfile
import zipfile
from pathlib import Path
from typing import Any

from mkdocs.plugins import event_priority

log = logging.getLogger("mkdocs.hooks.offline")

ROOT = Path(__file__).resolve().parent.parent
NODE_MODULES = ROOT / "node_modules"
BROWN = "#795548"  # Material's "brown", the site's primary colour (mkdocs.yml)

# What the service worker does not keep: the archive (the site again), source maps, the gzip copies of the
# sitemaps, itself, the hosts' header files (docs_hooks/headers.py: Netlify and Cloudflare Pages do not serve
# _headers, and a precached file that is missing would stop the whole install). Material's search languages other
# than the site's are left out below.
SW_IGNORE = [
    "troggu-site-*.zip",
    "**/*.zip.tmp",
    "**/*.map",
    "**/*.gz",
    "sw.js",
    "workbox-*.js",
    "_headers",
    "_headers.*",
]
# URLs that name their content: the runtime's version folder, the wheel's digest folder, the build-time
# meta answers, Material's hashed bundles. The service worker keeps them without a revision.
SW_IMMUTABLE = (
    r"^assets/pyodide/(\d[^/]*|troggu-[0-9a-f]{12})/|^assets/pyodide/meta\.[a-z]+\.[0-9a-f]{12}\.json$"
    r"|^assets/(javascripts|stylesheets)/([^/]+/)*[^/]+\.[0-9a-f]{8}\.min\.(js|css)$"
)
SW_MAX_FILE = 16 * 1024 * 1024  # the WebAssembly runtime is 9.6 MB

_MANIFEST_TEXT = {
    "de": {"name": "Troggu – das Tarock des Oberwallis", "short_name": "Troggu"},
    "en": {"name": "Troggu – the tarock of the Upper Valais", "short_name": "Troggu"},
}


def archive_name() -> str:
    import troggu_core as tg

    return f"troggu-site-{tg.__version__}.zip"


# ---------------------------------------------------------------- 1. the web app manifests
def write_manifests(site: Path, descriptions: dict[str, str]) -> list[Path]:
    """``manifest.webmanifest`` (German, at the root) and ``en/manifest.webmanifest`` (English)."""
    out = []
    for lang, folder, icons in (("de", site, "assets/icons/"), ("en", site / "en", "../assets/icons/")):
        if not folder.is_dir():
            continue
        manifest = {
            "id": "./",
            "name": _MANIFEST_TEXT[lang]["name"],
            "short_name": _MANIFEST_TEXT[lang]["short_name"],
            "description": descriptions.get(lang, ""),
            "lang": lang,
            "dir": "ltr",
            "start_url": "./",
            "scope": "./" if lang == "de" else "../",
            "display": "standalone",
            "background_color": "#ffffff",
            "theme_color": BROWN,
            "categories": ["games", "education"],
            "icons": [
                {"src": icons + "icon-192.png", "sizes": "192x192", "type": "image/png", "purpose": "any"},
                {"src": icons + "icon-512.png", "sizes": "512x512", "type": "image/png", "purpose": "any"},
                {
                    "src": icons + "icon-maskable-512.png",
                    "sizes": "512x512",
                    "type": "image/png",
                    "purpose": "maskable",
                },
                {"src": icons + "icon.svg", "sizes": "any", "type": "image/svg+xml", "purpose": "any"},
            ],
        }
        path = folder / "manifest.webmanifest"
        path.write_text(json.dumps(manifest, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
        out.append(path)
    return out


# ---------------------------------------------------------------- reading pages stay light: the index on demand
_CONFIG_SEARCH = re.compile(
    r'(<script id="__config" type="application/json">.*?"search":\s*")([^"]*workers/)'
    r'(search\.[0-9a-f]+\.min\.js)(")',
    re.S,
)


def lazy_search_index(site: Path) -> dict[str, int]:
    """Material's search index fetched on the first search instead of on every first page load.

    Writes ``assets/javascripts/workers/troggu-search.<digest>.js`` (the template docs_hooks/troggu-search-worker.js
    around Material's worker), moves each ``search_index.json`` to ``search_index.full.<digest>.json`` with a stub in
    its place, and points every page's ``__config`` at the wrapper. Returns ``{index: bytes no longer loaded}``.
    """
    workers = site / "assets" / "javascripts" / "workers"
    originals = sorted(workers.glob("search.*.min.js"))
    if len(originals) != 1:
        raise FileNotFoundError(f"Material's search worker not found (or not one) in {workers}: {originals}")
    template = (Path(__file__).parent / "troggu-search-worker.js").read_text(encoding="utf-8")
    wrapper = template.replace("MATERIAL_SEARCH_WORKER", originals[0].name)
    name = f"troggu-search.{hashlib.sha256(wrapper.encode()).hexdigest()[:8]}.js"
    for old in workers.glob("troggu-search.*.js"):
        old.unlink()
    (workers / name).write_text(wrapper, encoding="utf-8")
    saved = {}
    for index in sorted(site.glob("search/search_index.json")) + sorted(site.glob("*/search/search_index.json")):
        raw = index.read_bytes()
        data = json.loads(raw)
        if not data.get("docs"):
            continue  # a stub already (a dirty rebuild)
        full = index.with_name(f"search_index.full.{hashlib.sha256(raw).hexdigest()[:12]}.json")
        for old in index.parent.glob("search_index.full.*.json"):
            old.unlink()
        full.write_bytes(raw)
        stub = {
            "config": {**data["config"], "troggu_full": os.path.relpath(full, workers).replace(os.sep, "/")},
            "docs": [],
        }
        index.write_text(json.dumps(stub, ensure_ascii=False), encoding="utf-8")
        saved[index.relative_to(site).as_posix()] = len(raw) - index.stat().st_size
    for page in site.rglob("*.html"):
        text = page.read_text(encoding="utf-8")
        new = _CONFIG_SEARCH.sub(lambda m: m.group(1) + m.group(2) + name + m.group(4), text, count=1)
        if new != text:
            page.write_text(new, encoding="utf-8")
    return saved


# ---------------------------------------------------------------- 2. the archive's own files
def _npm_licence(package: str) -> str:
    try:
        data = json.loads((NODE_MODULES / package / "package.json").read_text(encoding="utf-8"))
        return f"{data.get('license', '?')}, version {data.get('version', '?')}"
    except OSError:
        return "?"


def _pip_licence(dist: str) -> str:
    from importlib import metadata

    try:
        meta = metadata.metadata(dist)
    except metadata.PackageNotFoundError:
        return "?"
    licence = meta["License-Expression"] or meta["License"] or ""  # a missing field reads as None
    if not licence or len(licence) > 40:
        licence = next((c.split("::")[-1].strip() for c in meta.get_all("Classifier") or [] if "License ::" in c), "?")
    return f"{licence}, version {meta['Version'] or '?'}"


def shipped_citation(source: str, date: str, url: str, repository: str = "") -> str:
    """The site's ``CITATION.cff``: the repository's file (the source of everything else in it) with the build's
    address as ``url`` (and ``repository-code`` when the build names one) and the build's date, the date every page
    shows, as ``date-released``. Raises ValueError when the source has no top-level ``version`` line to put them
    after (the shipped file would lose them silently)."""
    kept = [line for line in source.splitlines() if not re.match(r"(url|date-released|repository-code):", line)]
    at = next((i for i, line in enumerate(kept) if line.startswith("version:")), None)
    if at is None:
        raise ValueError("CITATION.cff has no top-level 'version:' line")
    added = [f'url: "{url}"'] + ([f'repository-code: "{repository}"'] if repository else [])
    added.append(f'date-released: "{date}"')
    return "\n".join(kept[: at + 1] + added + kept[at + 1 :]) + "\n"


def write_reader_files(site: Path, date: str = "", url: str = "", repository: str = "") -> None:
    """CITATION.cff, LICENSE, LICENCES.txt and README.txt at the root of the built site (and so of the archive).
    CITATION.cff carries the build's ``url`` and ``date`` (see ``shipped_citation``) when they are given."""
    source = (ROOT / "CITATION.cff").read_text(encoding="utf-8")
    (site / "CITATION.cff").write_text(
        shipped_citation(source, date, url, repository) if date and url else source, encoding="utf-8"
    )
    shutil.copyfile(ROOT / "LICENSE", site / "LICENSE")
    content = (ROOT / "docs" / "LICENSE-content.en.md").read_text(encoding="utf-8")
    content = re.sub(r"^---\n.*?\n---\n", "", content, flags=re.S).strip()
    third = [
        (
            "Pyodide (assets/pyodide/<version>/: Python compiled to WebAssembly, with CPython's standard library "
            "under the PSF licence)",
            _npm_licence("pyodide"),
        ),
        (
            "Material for MkDocs (assets/javascripts/, assets/stylesheets/, with lunr.js for the search)",
            _pip_licence("mkdocs-material"),
        ),
        ("Workbox (compiled into sw.js, the service worker)", _npm_licence("workbox-build")),
        (
            "CodeMirror 6 (bundled into javascripts/troggu-editor.js, the code editors)",
            _npm_licence("@codemirror/view"),
        ),
        ("DOMPurify (bundled into javascripts/troggu-editor.js)", _npm_licence("dompurify")),
    ]
    lines = [
        "Licences of the Troggu site / Lizenzen der Troggu-Website",
        "=" * 56,
        "",
        "Texts and card images / Texte und Kartenbilder: CC BY-SA 4.0",
        "-" * 56,
        content,
        "",
        "Code (troggu_core, the site's scripts) / Code: MIT, see the file LICENSE",
        "-" * 56,
        "",
        "Third-party parts of the site / Fremde Teile der Website",
        "-" * 56,
        *[f"- {what}: {licence}" for what, licence in third],
        "",
    ]
    (site / "LICENCES.txt").write_text("\n".join(lines), encoding="utf-8")
    (site / "README.txt").write_text(
        "Troggu – die ganze Website / the whole site\n"
        "===========================================\n\n"
        "Deutsch: Dieser Ordner ist die ganze Website in beiden Sprachen, mit der Regel-Engine für den Browser.\n"
        "Öffnen: den Ordner mit einem beliebigen statischen Webserver ausliefern, zum Beispiel im Ordner\n\n"
        "    python3 -m http.server 8000\n\n"
        "ausführen und http://localhost:8000/ im Browser öffnen (die englische Fassung unter /en/).\n"
        "Ein Doppelklick auf index.html genügt nicht: Browser führen die Engine nur über einen Webserver aus.\n"
        "Zitieren: CITATION.cff. Lizenzen: LICENCES.txt (Texte CC BY-SA 4.0) und LICENSE (Code, MIT).\n\n"
        "English: this folder is the whole site in both languages, with the rules engine for the browser.\n"
        "To open it, serve the folder with any static web server, for example run\n\n"
        "    python3 -m http.server 8000\n\n"
        "in it and open http://localhost:8000/en/ in a browser. Opening index.html from the disk is not enough:\n"
        "browsers run the engine only from a web server. To cite: CITATION.cff. Licences: LICENCES.txt (texts\n"
        "CC BY-SA 4.0) and LICENSE (code, MIT).\n",
        encoding="utf-8",
    )


# ---------------------------------------------------------------- 3. the service worker
_SW_SCRIPT = r"""
import { generateSW } from "WORKBOX_BUILD";
const cfg = JSON.parse(process.argv[process.argv.length - 1]);
const { count, size, warnings } = await generateSW({
  globDirectory: cfg.site,
  globPatterns: ["**/*"],
  globIgnores: cfg.ignore,
  swDest: cfg.site + "/sw.js",
  mode: "production",
  sourcemap: false,
  inlineWorkboxRuntime: true,
  cacheId: "troggu",
  skipWaiting: false,
  clientsClaim: true,
  cleanupOutdatedCaches: true,
  directoryIndex: "index.html",
  maximumFileSizeToCacheInBytes: cfg.maxFile,
  dontCacheBustURLsMatching: new RegExp(cfg.immutable),
  // an address the site does not have, opened offline: the site's own 404 page of the language (from the
  // precache), not the browser's error page; online, the server's answer as it is
  runtimeCaching: [
    {
      urlPattern: ({ request, url }) => request.mode === "navigate"
        && url.href.startsWith(new URL("en/", self.registration.scope).href),
      handler: "NetworkOnly",
      options: { precacheFallback: { fallbackURL: "en/404.html" } },
    },
    {
      urlPattern: ({ request }) => request.mode === "navigate",
      handler: "NetworkOnly",
      options: { precacheFallback: { fallbackURL: "404.html" } },
    },
  ],
});
process.stdout.write(JSON.stringify({ count, size, warnings }));
"""


def _unused_search_languages(site: Path, langs: set[str]) -> list[str]:
    """Material's lunr files for languages the site does not search in (every language ships; two are used)."""
    lunr = site / "assets" / "javascripts" / "lunr"
    keep = {"lunr.stemmer.support.min.js", "lunr.multi.min.js"} | {f"lunr.{lang}.min.js" for lang in langs}
    return (
        sorted(p.relative_to(site).as_posix() for p in lunr.rglob("*.js") if p.name not in keep)
        if lunr.is_dir()
        else []
    )


def generate_service_worker(site: Path, langs: set[str]) -> dict[str, Any]:
    """Write ``sw.js`` with workbox-build; returns workbox's ``{count, size, warnings}``."""
    module = NODE_MODULES / "workbox-build" / "build" / "index.js"
    node = shutil.which("node")
    if not module.exists() or not node:
        raise FileNotFoundError(
            f"{module} or node is missing: run `npm ci` (scripts/setup.sh does) to install "
            "workbox-build, which generates the service worker"
        )
    cfg = {
        "site": str(site),
        "ignore": SW_IGNORE + _unused_search_languages(site, langs),
        "maxFile": SW_MAX_FILE,
        "immutable": SW_IMMUTABLE,
    }
    with tempfile.TemporaryDirectory(prefix="troggu-sw-") as tmp:
        script = Path(tmp) / "sw.mjs"
        script.write_text(_SW_SCRIPT.replace("WORKBOX_BUILD", module.as_uri()), encoding="utf-8")
        proc = subprocess.run(
            [node, str(script), json.dumps(cfg)], capture_output=True, text=True, timeout=600, cwd=ROOT
        )
    if proc.returncode != 0:
        raise RuntimeError(f"workbox-build failed:\n{proc.stderr[-3000:]}")
    result: dict[str, Any] = json.loads(proc.stdout)
    for warning in result.get("warnings", []):
        log.warning("service worker: %s", warning)
    return result


# ---------------------------------------------------------------- 4. the archive
_ARCHIVE_LINK = re.compile(r'<p class="troggu-archive-link">.*?</p>', re.S)
_IN_THE_ARCHIVE = {
    "de": (
        "Du liest die Archivkopie dieser Website (Version {version}, die ZIP-Datei entpackt). Die ZIP-Datei selbst "
        'liegt auf der veröffentlichten Website: <a href="{url}">{url}</a>.'
    ),
    "en": (
        "You are reading the archive copy of this site (version {version}, the zip unpacked). The zip file itself is "
        'on the published site: <a href="{url}">{url}</a>.'
    ),
}


def archive_page(text: str, lang: str, site_url: str) -> str:
    """A cite page as the archive holds it: the button to download the zip (a 404 in the archive, which cannot
    hold itself) becomes a sentence saying that this is the archive, with a link to the published site's page."""
    import html

    import troggu_core as tg

    url = html.escape(site_url.rstrip("/") + "/" + ("en/" if lang == "en" else "") + "cite/", quote=True)
    said = f'<p class="troggu-archive-link troggu-archive-note">{_IN_THE_ARCHIVE[lang].format(version=tg.__version__, url=url)}</p>'
    return _ARCHIVE_LINK.sub(lambda _: said, text, count=1)


def write_archive(site: Path, site_url: str = "") -> Path:
    """``troggu-site-<version>.zip``: every file of the built site under one top folder; the cite pages as
    ``archive_page`` makes them (when the build's address is known)."""
    import troggu_core as tg

    target = site / archive_name()
    epoch = os.environ.get("SOURCE_DATE_EPOCH")
    stamp = (
        datetime.datetime.fromtimestamp(int(epoch), datetime.timezone.utc).timetuple()[:6]
        if epoch
        else (1980, 1, 1, 0, 0, 0)
    )
    tmp = target.with_suffix(".zip.tmp")
    files = sorted(p for p in site.rglob("*") if p.is_file() and p not in (target, tmp))
    with zipfile.ZipFile(tmp, "w", compression=zipfile.ZIP_DEFLATED, compresslevel=6) as zf:
        for p in files:
            info = zipfile.ZipInfo(f"troggu-site-{tg.__version__}/{p.relative_to(site).as_posix()}", date_time=stamp)
            info.compress_type = (
                zipfile.ZIP_STORED if p.suffix in (".gz", ".whl", ".wasm", ".zip", ".png") else zipfile.ZIP_DEFLATED
            )
            info.external_attr = 0o644 << 16
            data = p.read_bytes()
            rel = p.relative_to(site).as_posix()
            if site_url and rel in ("cite/index.html", "en/cite/index.html"):
                lang = "en" if rel.startswith("en/") else "de"
                data = archive_page(data.decode("utf-8"), lang, site_url).encode("utf-8")
            zf.writestr(info, data)
    tmp.replace(target)
    log.info("site archive: %s (%d files, %.1f MB)", target.name, len(files), target.stat().st_size / 1e6)
    return target


# ---------------------------------------------------------------- MkDocs events
_COMMAND = {"name": "build"}


def on_startup(command: str, dirty: bool = False, **kwargs: Any) -> None:
    _COMMAND["name"] = command


def on_config(config: Any) -> Any:
    """Under ``mkdocs serve`` the pages say so (overrides/main.html): no service worker is registered, and one left
    by a built site served on the same address earlier is removed, so that it cannot hide the live edits."""
    config.extra["troggu_service_worker"] = _COMMAND["name"] != "serve"
    return config


def _i18n_building(config: Any) -> bool:
    plugin = config.plugins.get("i18n")
    return bool(getattr(plugin, "building", False))


def _languages(config: Any) -> tuple[set[str], dict[str, str]]:
    """The site's languages and each one's description (mkdocs-static-i18n's settings)."""
    plugin = config.plugins.get("i18n")
    langs = {"de", "en"}
    descriptions = {"de": config.get("site_description") or ""}
    for item in getattr(getattr(plugin, "config", None), "languages", None) or []:
        locale = getattr(item, "locale", None) or (item.get("locale") if isinstance(item, dict) else None)
        if locale:
            langs.add(locale)
            desc = getattr(item, "site_description", None) or (
                item.get("site_description") if isinstance(item, dict) else None
            )
            if desc and locale != "de":
                descriptions[locale] = desc
    return langs, descriptions


@event_priority(-300)  # after site_languages.py (-200) has split the search index by language
def on_post_build(config: Any) -> None:
    if _i18n_building(config):
        return  # a nested per-language build: the outer build does this once all languages are built
    site = Path(config["site_dir"])
    if site.name == "en":  # defensive: never from inside a language folder
        return
    langs, descriptions = _languages(config)
    saved = lazy_search_index(site)
    log.info(
        "search: the index loads on the first search (%s)",
        ", ".join(f"{k}: {v / 1e3:.0f} kB less on a first page load" for k, v in saved.items()),
    )
    write_manifests(site, descriptions)
    troggu = config.extra.get("troggu") or {}  # placeholders.py's on_config: the version and date the pages show
    write_reader_files(
        site,
        str(troggu.get("date") or ""),
        str(config.get("site_url") or ""),
        str(config.extra.get("repository") or ""),
    )
    (site / archive_name()).unlink(missing_ok=True)
    if _COMMAND["name"] == "serve":
        (site / "sw.js").unlink(missing_ok=True)
    else:
        sw = generate_service_worker(site, langs)
        log.info("service worker: sw.js precaches %d files, %.1f MB", sw["count"], sw["size"] / 1e6)
    write_archive(site, str(config.get("site_url") or ""))
