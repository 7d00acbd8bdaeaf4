"""The widgets' facade for the family games (Troccas, Großtarock, French Tarot): JSON in, JSON out.

:func:`troggu_core.web.handle` sends every request with a ``game`` other than ``troggu`` here.
"""

from __future__ import annotations

from typing import Any

from .errors import NotationError

__all__ = ["handle_request"]


def handle_request(req: dict[str, Any]) -> dict[str, Any]:
    """Answer one request of a family game (see :data:`OPS`)."""
    raise NotationError("notation.action", "not yet")
