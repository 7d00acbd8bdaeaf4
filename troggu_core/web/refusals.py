"""The answer to a refused request, the same for every op and game: the engine's message in the reader's language,
its rule id with the rule's text, title and page (:func:`refusal`)."""

from __future__ import annotations

from typing import Any

from ..errors import TrogguError
from ..i18n import MAX_PARAM, Localized, Msg, brief
from ..kernel.registry import GameInfo

__all__ = ["refusal"]


def _shown(value: Any, lang: str = "en") -> Any:
    """A parameter of a refusal as the answer carries it: a number as it is, a phrase said in ``lang``, else text of
    at most ``MAX_PARAM``."""
    if isinstance(value, (int, float, bool)) or value is None:
        return value
    if isinstance(value, (Msg, Localized)):
        value = value.render(lang)
    text = value if isinstance(value, str) else brief(value, MAX_PARAM)
    return str(text if len(text) <= MAX_PARAM else text[:MAX_PARAM] + "…")


def refusal(e: TrogguError, lang: str, info: GameInfo | None) -> dict[str, Any]:
    """The answer to a refused request: the message in ``lang``, its rule with the rule's text, title and page."""
    reason = e.message(lang)
    r = info.rule(e.rule_id) if info is not None else None
    if lang != "en" and reason == e.reason and r is not None and r.statement(lang) != r.en:
        reason = r.statement(lang)  # a message the catalogue lacks: the reader gets the rule in their language
    return {
        "ok": False,
        "game_id": info.id if info is not None else None,
        "error": f"[{e.rule_id}] {reason}",
        "reason": reason,
        "msgid": e.msgid,
        "params": {k: _shown(v, lang) for k, v in e.params.items()},
        "rule": e.rule_id,
        "section": r.section if r is not None else e.rule_id.split(".", 1)[0],
        "rule_text": r.statement(lang) if r is not None else None,
        "rule_title": r.title_in(lang) if r is not None and (r.title_de or r.title_en) else None,
        "rule_page": info.rule_page(e.rule_id) if info is not None and info.rule_page and r is not None else None,
    }
