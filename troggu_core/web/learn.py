"""The learner's requests of the web facade (:data:`troggu_core.web.OPS`): ``lessons`` (the path), ``lesson`` (one
lesson's table as the page shows it) and ``lesson_answer`` (the engine judges an answer). No game id here: every
game's lessons are served alike, from the registry's :class:`~troggu_core.kernel.registry.GameInfo`.

>>> out = lessons({"lang": "de"})
>>> out["games"][0]["game"], out["games"][0]["lessons"][0]["title"]
('troggu', 'Die Karten und die Trumpfleiter')
>>> lesson_answer({"lesson": "troggu-02-follow-suit", "answer": "XVII", "lang": "de"})["refusal"]["rule"]
'play.follow-suit'
"""

from __future__ import annotations

import json
from typing import Any

from ..action_labels import action_label
from ..i18n import translation, verbatim
from ..kernel.layaway import is_layaway
from ..kernel.registry import game
from .refusals import refusal
from .request import Table, WebError, int_field, lang_of, layaway_of, share_query
from .rounds import open_round
from ..learn.glossary_links import links
from ..learn.judge import MAX_STARS, NO, YES, judge, position, quiz_stars, round_in_words, stars
from ..learn.lessons import Lesson, all_lessons, lesson_by_id, text_of

__all__ = ["lessons", "lesson", "lesson_answer"]


def _lesson(req: dict[str, Any]) -> Lesson:
    found = lesson_by_id(req.get("lesson"))
    if found is None:
        raise WebError("game.action", "there is no lesson {name}", name=verbatim(req.get("lesson"), 40))
    return found


def lessons(req: dict[str, Any]) -> dict[str, Any]:
    """The path: every game's lessons in order, titled in the reader's language, and the most stars a lesson gives."""
    lang = lang_of(req)
    games: list[dict[str, Any]] = []
    for x in all_lessons():
        if not games or games[-1]["game"] != x.game:
            info = game(x.game)
            games.append({"game": x.game, "title": info.title_de if lang == "de" else info.title_en, "lessons": []})
        stage = x.data.get("stage")
        games[-1]["lessons"].append(
            {
                "id": x.id,
                "order": x.order,
                "title": x.text("title", lang),
                "par": x.data["par"],
                "test": x.stage_test,  # the short test at the end of a stage
                # a stage of the path begins here: its title and one-line goal
                "stage": {k: text_of(stage[k], lang) for k in ("title", "goal")} if stage else None,
            }
        )
    return {"games": games, "max_stars": MAX_STARS}


def _name(info: Any, code: str, lang: str) -> str:
    return str(info.card_name(code, lang)) if info.card_name is not None else code


def _label(info: Any, action: str, lang: str) -> str:
    """An action in words: a card by its name, a lay-away by its cards' names, any other by the game's words."""
    if action in info.deck:
        return _name(info, action, lang)
    if is_layaway(action):
        return ", ".join(_name(info, c, lang) for c in action.split()[1:])
    return action_label(info.id, action, lang)


def _actions(info: Any, legal: list[str], lang: str) -> list[dict[str, Any]]:
    """The legal actions that are no single card and no lay-away, as the page offers them: words, and the card an
    action names (``call XX``), if it names one."""
    out = []
    for a in legal:
        if a in info.deck or is_layaway(a):
            continue
        words = a.split()
        card = words[-1] if len(words) == 2 and words[-1] in info.deck else None
        out.append({"value": a, "label": _label(info, a, lang), "card": card})
    return out


def _rules(x: Lesson, info: Any, lang: str) -> list[dict[str, Any]]:
    """The rules the lesson teaches, with their titles and where the site explains them."""
    known = {r.id: r for r in info.rules}
    out = []
    for rid in x.data.get("rules", []):
        r = known[rid]
        title = r.title_in(lang) if (r.title_de or r.title_en) else r.statement(lang)
        out.append({"id": rid, "title": title, "page": info.rule_page(rid) if info.rule_page else None})
    return out


def _suggestion(x: Lesson, info: Any, state: Any, lang: str) -> dict[str, Any] | None:
    """The play table's hint at the lesson's table (the strong bot's card with its reason, at level ``gut``; the
    heuristic bot's choice outside the card play), offered as the last hint when the engine judges it solves the
    lesson (a hint that would not solve it is no hint)."""
    from ..hints import hint

    h = hint(info, state, state.to_move, "gut", lang)
    action = str(h["suggested"])
    if judge(x, action, why=False).verdict != "solved":
        return None
    return {"action": action, "label": _label(info, action, lang), "reason": h["reason"]}


def lesson(req: dict[str, Any]) -> dict[str, Any]:
    """One lesson as the page shows it: its texts, its table (your hand, the trick, what you may do), the cards it
    asks about, the answers to pick from (``input``: ``number`` where the answer is typed), a finished round's
    facts in the engine's words (a ``payment`` question), and the bot's suggestion."""
    x = _lesson(req)
    lang = lang_of(req)
    info = game(x.game)
    task = x.data["task"]
    out: dict[str, Any] = {
        "id": x.id,
        "game": x.game,
        "order": x.order,
        "test": x.stage_test,
        "kind": x.kind,
        "title": x.text("title", lang),
        "intro": x.text("intro", lang),
        "prompt": text_of(task["prompt"], lang),
        "hints": [text_of(h, lang) for h in x.data["hints"]],
        "numbers": text_of(x.data["numbers"], lang) if "numbers" in x.data else None,
        "par": x.data["par"],
        "table": None,
        "cards": [],
        "options": [],
        "suggestion": None,
        "rules": _rules(x, info, lang),
        "input": None,
        "facts": None,
    }
    # the glossary's words taught so far, linked at their first mention: (start, end, the entry's id on the page)
    out["glossary"] = {key: links(x, out[key], lang) for key in ("intro", "prompt")}
    path = [y.id for y in all_lessons() if y.game == x.game]
    i = path.index(x.id)
    out["prev"] = path[i - 1] if i > 0 else None
    out["next"] = path[i + 1] if i + 1 < len(path) else None
    if "position" in x.data:
        pos = x.data["position"]
        state = position(x)
        seat = state.to_move if state.to_move is not None else 0
        view = state.view(seat)
        legal = state.legal_actions() if not state.is_over else []
        out["table"] = {
            "seat": seat,
            "players": state.players,
            "phase": state.phase,
            "hand": view.get("hand", []),
            "trick": view.get("trick", []),
            "legal": legal,
            "actions": _actions(info, legal, lang),
            "deal": {k: pos[k] for k in ("ruleset", "players", "seed", "dealer")},
            # the lesson's deal as a share link gives it (the embedded table reads it when started)
            "share": share_query(info.id, Table(pos["ruleset"], pos["players"], pos["seed"], pos["dealer"])),
        }
        if x.kind in ("act", "win_trick", "lay_away", "choose") and not state.is_over:
            out["suggestion"] = _suggestion(x, info, state, lang)
    out.update(_task_view(x, info, lang))
    # a quiz (a stage's test): its questions, each shown as a lesson of its kind, answered together
    out["questions"] = [
        {"prompt": text_of(q.data["task"]["prompt"], lang), **_task_view(q, info, lang)} for q in x.questions()
    ]
    return out


def _task_view(x: Lesson, info: Any, lang: str) -> dict[str, Any]:
    """What the page shows of a task that needs no table: the cards it asks about, the answers to pick from, a typed
    number (``input``), a finished round's facts."""
    task = x.data["task"]
    out: dict[str, Any] = {"input": "number" if x.kind == "count" or task.get("ask") == "payment" else None}
    out.update(cards=[], options=[])
    if x.kind == "count":
        out["cards"] = list(task["pile"])
    elif x.kind == "choose":
        out["options"] = [{"value": c, "label": _name(info, c, lang), "card": True} for c in task["options"]]
    elif x.kind == "question" and task["ask"] == "payment":
        out["facts"] = round_in_words(x, task.get("facts", 2)).render(lang)
    elif x.kind == "question" and task["ask"] == "trick_winner":
        out["cards"] = list(task["trick"])
        out["options"] = [{"value": c, "label": _name(info, c, lang), "card": True} for c in task["trick"]]
    elif x.kind == "question":
        out["cards"] = [task["card"]]
        words = translation(lang)
        out["options"] = [{"value": a, "label": words.gettext(a), "card": False} for a in (YES, NO)]
    return out


def _played_round(x: Lesson, req: dict[str, Any]) -> str:
    """A whole hand's answer from the play table's open round (``round``: its id): every action of the round,
    marked whether the person chose it (not the bots finishing for them), and the hints the person asked for.

    Raises:
        IllegalActionError: no open round has that id (rule ``game.phase``).
    """
    sess = open_round({"id": req.get("round"), "game": x.game})
    return json.dumps(
        {"actions": [[s, a, p] for s, a, p in sess.history], "hints": sess.hints_taken}, ensure_ascii=False
    )


MAX_COUNT = 1000
"""The most tries or hints an answer may report."""


def lesson_answer(req: dict[str, Any]) -> dict[str, Any]:
    """The engine's word on the learner's answer (``answer``; a lay-away may come as its ``cards``, which the engine
    writes as the action): ``verdict`` (``solved``, ``refused``, ``worse``), the reason in
    the reader's language (a refusal: the rule's text, title and page), and once solved the explanation, the
    engine's ``detail`` (simulated figures, a round's settlement in words), if any, and the ``stars`` (of
    ``max_stars``): a whole hand's from the learner's own moves, any other lesson's from ``tries`` (this answer
    included, default 1) and ``hints`` (shown, default 0) against the lesson's par
    (:func:`troggu_core.learn.judge.stars`)."""
    x = _lesson(req)
    lang = lang_of(req)
    answer = _played_round(x, req) if x.kind == "play_hand" and "round" in req else req.get("answer")
    if answer is None:  # a lay-away chosen card by card: the engine writes it
        answer = layaway_of(req)
    if not isinstance(answer, str) or not 0 < len(answer) <= 200_000:
        raise WebError("game.action", "an answer is a short text: a card, an action, a number")
    tries = int_field(req, "tries", 1, MAX_COUNT, "game.action", default=1)
    hints = int_field(req, "hints", 0, MAX_COUNT, "game.action", default=0)
    v = judge(x, answer)
    out: dict[str, Any] = {"lesson": x.id, "verdict": v.verdict, "reason": None, "refusal": None, "stars": None}
    out["max_stars"] = MAX_STARS
    out["marks"] = list(v.marks) if v.marks is not None else None  # a quiz judged whole: each answer right or not
    if v.error is not None:
        shown = refusal(v.error, lang, game(x.game))
        shown.pop("ok")
        out["refusal"] = shown
        out["reason"] = shown["reason"]
    if v.reason is not None:
        out["reason"] = v.reason.render(lang)
    if v.verdict == "solved":
        out["stars"] = v.stars if v.stars is not None else stars(tries, hints, x.data["par"])
        if x.kind == "quiz":  # a stage's test taken again (``tries``: the attempt) passes with one star
            out["stars"] = min(out["stars"], quiz_stars(1, 1, tries))
        out["explanation"] = x.text("explanation", lang)
        out["glossary"] = {"explanation": links(x, out["explanation"], lang)}
        out["detail"] = v.detail.render(lang) if v.detail is not None else None
    return out
