"""Docs placeholders (docs_hooks/placeholders.py): a game played, for any game of the registry -- a seeded round
computed by the engine, the live play table with its replay (and the score calculator where the game has a score pad),
and the games compared (their numbers read from the engines; one trick, live in the page).

``example game=G [ruleset= players= seed=]``, ``widget game=G``, ``compare``, ``trick-compare``.
"""

from __future__ import annotations

import json
from typing import Callable

import site_markup as mk
from troggu_core.compare import EXAMPLE_PILE, EXAMPLE_TRICK
from troggu_core.kernel.explain import seat_names
from troggu_core.kernel.registry import GAMES, game as game_info


def render_example(lang: str, game: str, ruleset: str = "", players: str = "", seed: str = "1") -> str:
    info = game_info(game)
    rs = ruleset or info.default_ruleset
    n = int(players or info.default_players)
    record = info.random_record(rs, n, int(seed), "heuristic")
    result = info.replay(record)
    tricks = result.get("tricks") or []
    winners = result.get("trick_winners") or []
    lines = [
        mk.t(
            lang,
            f"Eine Runde, mit Startwert {seed} von Bots gespielt ({rs}, {n} Spieler); die Engine rechnet:",
            f"A round played by bots with seed {seed} ({rs}, {n} players); the engine computes:",
        ),
        "",
    ]
    if tricks:
        head = [mk.t(lang, "Stich", "Trick"), mk.t(lang, "Karten", "Cards"), mk.t(lang, "gewinnt", "won by")]
        seats = seat_names(n, lang)  # the engine counts seats from 0; the page names them as people count them
        trick_rows = [[i, " ".join(cards), seats[w]] for i, (cards, w) in enumerate(zip(tricks, winners), 1)]
        lines.append(mk.md_table(head, trick_rows))
    lines.append("")
    keys = [k for k in result if k not in ("tricks", "trick_winners", "options", "bonuses")]
    result_rows = [[f"`{k}`", f"`{mk.e(json.dumps(result[k], ensure_ascii=False))}`"] for k in keys]
    # the engine's own answer, as code: its seats are the API's, counted from 0 (the record format page says why)
    result_head = mk.t(
        lang, "Ergebnis der Engine (sie zählt die Plätze ab 0)", "The engine's result (it counts seats from 0)"
    )
    lines.append(mk.md_table([result_head, ""], result_rows))
    lines.append("")
    lines.append('??? note "' + mk.t(lang, "Das Protokoll dieser Runde", "The record of this round") + '"')
    lines.append("    ```json")
    lines.append("    " + json.dumps(record, ensure_ascii=False))
    lines.append("    ```")
    return "\n".join(lines) + "\n"


def render_widget(lang: str, game: str) -> str:
    info = game_info(game)
    title = info.title_de if lang == "de" else info.title_en
    text = mk.t(
        lang,
        f"Hier spielst du eine Runde {title} gegen Bots. Dafür braucht die Seite JavaScript.",
        f"Here you play a round of {title} against bots. This needs JavaScript.",
    )
    replay = mk.t(
        lang,
        f"Hier liest die Engine ein Protokoll einer Runde {title} und spielt sie Stich für Stich nach.",
        f"Here the engine reads a record of a round of {title} and replays it trick by trick.",
    )
    calc = mk.t(
        lang,
        f"Hier rechnest du eine Runde {title} ab, wie der Tisch sie gesehen hat: Die Engine zahlt sie nach jedem "
        "Regelsatz nebeneinander aus und sagt, warum. Dafür braucht die Seite JavaScript.",
        f"Here you score one round of {title} as the table saw it: the engine pays it by every ruleset side by "
        "side and says why. This needs JavaScript.",
    )
    calculator = (
        f'\n<div class="troggu-widget" data-widget="scoring" data-game="{mk.e(info.id)}" '
        f'data-players="{info.default_players}"><p>{mk.e(calc)}</p></div>\n'
        if info.pad is not None
        else ""
    )
    return (
        f'<div class="troggu-widget" data-widget="play" data-game="{mk.e(info.id)}" '
        f'data-ruleset="{mk.e(info.default_ruleset)}" data-players="{info.default_players}">'
        f"<p>{mk.e(text)}</p></div>\n\n"
        f'<div class="troggu-widget" data-widget="replay" data-game="{mk.e(info.id)}"><p>{mk.e(replay)}</p></div>\n'
        + calculator
    )


def _num(x: float | None) -> str:
    if x is None:
        return "–"
    return str(int(x)) if float(x).is_integer() else str(x)


# One trick shown in the comparison: the Fool played to a trick of the red suit, then a trump.
_SAMPLE_TRICK = ["R3", "R1", "Narr", "XX"]


def render_compare(lang: str) -> str:
    """Each game's numbers, asked of its engine: cards, players, rules, what the whole deck counts, a trick."""
    head = [
        mk.t(lang, "Spiel", "Game"),
        mk.t(lang, "Regelsätze", "Rulesets"),
        mk.t(lang, "Spieler", "Players"),
        mk.t(lang, "Karten", "Cards"),
        mk.t(lang, "Das ganze Spiel zählt", "The whole deck counts"),
        mk.t(lang, f"Stich {' '.join(_SAMPLE_TRICK)}: es gewinnt", f"Trick {' '.join(_SAMPLE_TRICK)}: won by"),
        mk.t(lang, "Regel-IDs", "Rule ids"),
    ]
    rows: list[list[object]] = []
    for gid in GAMES:
        info = game_info(gid)
        title = info.title_de if lang == "de" else info.title_en
        total = info.count_pile(list(info.deck)) if info.count_pile else None
        win = info.trick_winner(_SAMPLE_TRICK) if info.trick_winner else None
        rows.append(
            [
                title,
                ", ".join(f"`{r}`" for r in info.rulesets),
                ", ".join(str(p) for p in info.players),
                len(info.deck),
                _num(total),
                "–" if win is None else _SAMPLE_TRICK[win],
                len(info.rules),
            ]
        )
    note = mk.t(
        lang,
        "Alle Zahlen rechnet die Engine jedes Spiels beim Bau der Seite aus.",
        "Every number is computed by each game's engine when the site is built.",
    )
    return mk.md_table(head, rows) + "\n\n" + note + "\n"


def render_trick_compare(lang: str) -> str:
    return (
        f'<div class="troggu-widget" data-widget="compare" data-trick="{EXAMPLE_TRICK}" data-pile="{EXAMPLE_PILE}">'
        f"<p>{mk.e(mk.t(lang, 'Der Vergleich rechnet in der Seite; dafür braucht sie JavaScript.', 'The comparison is computed in the page; it needs JavaScript.'))}</p></div>\n"
    )


EXPANDERS: dict[str, Callable[..., str]] = {
    "example": render_example,
    "widget": render_widget,
    "compare": render_compare,
    "trick-compare": render_trick_compare,
}
