"""MkDocs hook (site helper): engine data rendered into the site at build time."""
from __future__ import annotations

import datetime
import logging
import os
from typing import Any

import troggu_core


def _build_date() -> str:
    epoch = os.environ.get("SOURCE_DATE_EPOCH")
    if epoch:
        return datetime.datetime.fromtimestamp(int(epoch), datetime.timezone.utc).date().isoformat()
    return datetime.datetime.now(datetime.timezone.utc).date().isoformat()


def on_config(config: Any) -> Any:
    config.extra["troggu"] = {"version": troggu_core.__version__, "date": _build_date()}
    return config


class _InstantSwitchFilter(logging.Filter):
    """Drop mkdocs-static-i18n's warning about the language switch under instant navigation.

    The problem it warns about (the header's language links are not refreshed by instant navigation) is solved
    by overrides/partials/alternate.html (target="_self": full page load on switching) and
    docs/javascripts/site-lang.js (links recomputed on every page change). Only this one message is dropped.
    """

    def filter(self, record: logging.LogRecord) -> bool:
        return "language switcher contextual link" not in record.getMessage()


logging.getLogger("mkdocs.plugins.mkdocs_static_i18n.reconfigure").addFilter(_InstantSwitchFilter())
