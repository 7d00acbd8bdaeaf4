"""Docs placeholders (docs_hooks/placeholders.py): Troggu's worked examples, computed by the engine when the site is
built -- a seeded deal, one trick, a whole game's result, an illegal move refused, a withheld Narr.

``example-deal``, ``example-trick``, ``example-result`` (``ruleset=``, ``players=``, ``seed=``, ``dealer=``,
``bot=``; ``layout=``, ``trick=N``), ``example-illegal rule=ID``, ``example-schgusieru``.

These are the expanders of Troggu's own rules pages (its deals, its Tapp, its Schgüsieru): they play Troggu's
package, not the registry; a seeded round of any game is docs_hooks/game_play.py's ``example game=G``.
"""

from __future__ import annotations

import functools
import random
from typing import Any, Callable

import site_markup as mk
import troggu_core as tg
from troggu_core import web
from troggu_core.kernel.explain import seat_label
from troggu_core.kernel.registry import GAMES


# ----- worked examples ----------------------------------------------------------------------------------------


def _rs_args(ruleset: str, players: str, seed: str, dealer: str) -> tuple[tg.Ruleset, int, int, int]:
    return tg.ruleset(ruleset), int(players), int(seed), int(dealer)


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _seat(lang: str, seat: int | None) -> str:
    """A seat as the engine names it to a reader, counted from 1 (``Platz 1``, ``seat 1``)."""
    assert seat is not None  # every seat shown is one the engine named
    return seat_label(seat, None, lang)


def _bidder(lang: str, state: Any, game_type: Any) -> str:
    """The word of the state's game, from the registry, for who plays the game (``GameInfo.bidder_word``):
    Troggu's Tappist, Solist."""
    return web.bidder_word(GAMES[state.game_id], str(getattr(game_type, "value", game_type)), lang)


def render_example_deal(
    lang: str, ruleset: str = "visp", players: str = "4", seed: str = "1", dealer: str = "0", layout: str = ""
) -> str:
    """A seeded deal shown as cards, hand by hand and the Tapp."""
    rs, n, s, dealt_by = _rs_args(ruleset, players, seed, dealer)
    d = tg.deal(rs, n, seed=s, dealer=dealt_by, layout=int(layout) if layout else None)
    lines = [
        mk.t(
            lang,
            f"*Gegeben von der Engine beim Erstellen der Seite: {rs.title}, {n} Spieler, Startwert {s}, "
            f"Geber: {_seat(lang, dealt_by)}, Verteilung `{d.layout}`.*",
            f"*Dealt by the engine when this page was built: {rs.title}, {n} players, seed {s}, "
            f"dealer: {_seat(lang, dealt_by)}, layout `{d.layout}`.*",
        ),
        "",
    ]
    for seat, hand in enumerate(d.hands):
        who = _seat(lang, seat) + (mk.t(lang, " (Geber)", " (dealer)") if seat == dealt_by else "")
        pts = sum(c.points for c in hand)
        lines.append(
            f"**{_cap(who)}** — {len(hand)} {mk.t(lang, 'Karten', 'cards')}, {pts} {mk.t(lang, 'Punkte', 'points')}"
        )
        lines.append("")
        lines.append(mk.cards(sorted(hand, key=tg.sort_key), lang))
        lines.append("")
    tp = sum(c.points for c in d.tapp)
    lines.append(f"**Tapp** — {len(d.tapp)} {mk.t(lang, 'Karten', 'cards')}, {tp} {mk.t(lang, 'Punkte', 'points')}")
    lines.append("")
    lines.append(mk.cards(sorted(d.tapp, key=tg.sort_key), lang))
    return "\n".join(lines)


def _game(ruleset: str, players: str, seed: str, dealer: str, bot: str) -> tg.Game:
    rs, n, s, dealt_by = _rs_args(ruleset, players, seed, dealer)
    return tg.random_game(rs, n, seed=s, bot=bot, dealer=dealt_by)


def _game_type(lang: str, gt: Any) -> str:
    v = getattr(gt, "value", str(gt))
    return {
        "normal": mk.t(lang, "normales Spiel", "normal game"),
        "solo": "Solo",
        "misere": mk.t(lang, "Misere", "misère"),
    }.get(v, v)


def render_example_trick(
    lang: str,
    ruleset: str = "visp",
    players: str = "4",
    seed: str = "1",
    dealer: str = "0",
    bot: str = "heuristic",
    trick: str = "1",
) -> str:
    """One trick of a seeded bot game: the cards in playing order and who wins it."""
    g = _game(ruleset, players, seed, dealer, bot)
    n = int(trick)
    shown = g.tricks[n - 1]
    rs = g.ruleset
    played = shown.played
    lines = [
        mk.t(
            lang,
            f"*Stich {n} aus einem Spiel, das die Engine beim Erstellen der Seite mit Bots gespielt hat "
            f"({rs.title}, {g.players} Spieler, Startwert {seed}; {_game_type(lang, g.game_type)}). "
            f"Die Karten in der Reihenfolge, in der sie gespielt wurden:*",
            f"*Trick {n} of a game the engine played with bots when this page was built "
            f"({rs.title}, {g.players} players, seed {seed}; {_game_type(lang, g.game_type)}). "
            f"The cards in the order they were played:*",
        ),
        "",
    ]
    lines.append(mk.cards([c for _, c in played], lang, 52))
    lines.append("")
    lines.append(_cap(", ".join(f"{_seat(lang, s)}: `{c.code}`" for s, c in played)))
    lines.append("")
    winner_card = next(c for s, c in played if s == shown.winner)
    pts = sum(c.points for _, c in played)
    lines.append(
        mk.t(
            lang,
            f"**{_cap(_seat(lang, shown.winner))}** gewinnt den Stich mit `{winner_card.code}` "
            f"({pts} Punkte im Stich) und spielt zum nächsten Stich aus.",
            f"**{_cap(_seat(lang, shown.winner))}** wins the trick with `{winner_card.code}` "
            f"({pts} points in the trick) and leads to the next.",
        )
    )
    return "\n".join(lines)


def render_example_result(
    lang: str, ruleset: str = "visp", players: str = "4", seed: str = "1", dealer: str = "0", bot: str = "heuristic"
) -> str:
    """The result of a seeded bot game: points, multiplier, payments in units and Rappen."""
    g = _game(ruleset, players, seed, dealer, bot)
    r = g.outcome()
    assert r is not None
    rs = g.ruleset
    lines = [
        mk.t(
            lang,
            f"*Ein ganzes Spiel, von Bots gespielt, als die Seite erstellt wurde: {rs.title}, {g.players} Spieler, "
            f"Startwert {seed}.*",
            f"*A whole game played by bots when this page was built: {rs.title}, {g.players} players, seed {seed}.*",
        ),
        "",
    ]
    facts = [f"{mk.t(lang, 'Spielart', 'Game')}: **{_game_type(lang, r.game)}**"]
    bidder = _bidder(lang, g, r.game)
    if r.declarer is not None:
        facts.append(
            f"{_cap(bidder)}: {_seat(lang, r.declarer)}" + (mk.t(lang, " (gezwungen)", " (forced)") if r.forced else "")
        )
    if r.partner is not None:
        facts.append(f"{mk.t(lang, 'Partner', 'Partner')}: {_seat(lang, r.partner)}")
    if r.side_points:
        sp = r.side_points
        facts.append(
            mk.t(
                lang,
                f"Punkte: {bidder} {sp['declarer']}, Gegner {sp['opponents']}",
                f"Points: {bidder} {sp['declarer']}, opponents {sp['opponents']}",
            )
        )
        win = {
            "declarer": mk.t(lang, f"der {bidder}", f"the {bidder}"),
            "opponents": mk.t(lang, "die Gegner", "the opponents"),
            "draw": mk.t(lang, "niemand (57:57)", "nobody (57:57)"),
        }
        facts.append(f"{mk.t(lang, 'Gewinner', 'Winner')}: {win.get(str(r.winner), str(r.winner))}")
        facts.append(f"{mk.t(lang, 'Faktor', 'Multiplier')}: {r.multiplier}" + (" (Match)" if r.match else ""))
    if r.tapp_points:
        facts.append(f"{mk.t(lang, 'Punkte im Tapp', 'Points in the Tapp')}: {r.tapp_points}")
    if r.discard_points:
        facts.append(f"{mk.t(lang, 'Punkte in der Ablage', 'Points in the discard')}: {r.discard_points}")
    lines += [f"- {f}" for f in facts]
    lines.append("")
    head = [mk.t(lang, "Platz", "Seat"), mk.t(lang, "Kartenpunkte", "Card points"), mk.t(lang, "Einheiten", "Units")]
    names = web.seat_names(g.players, lang)
    rows = [[names[s], r.points[s], f"{r.payments[s]:+d}", f"{r.rappen[s]:+d}"] for s in range(g.players)]
    lines.append(mk.md_table(head + ["Rappen"], rows, align="right"))
    lines.append("")
    lines.append(
        mk.t(
            lang, f"Die Zahlungen gehen auf: Summe {sum(r.payments)}.", f"The payments balance: sum {sum(r.payments)}."
        )
    )
    return "\n".join(lines)


@functools.lru_cache(maxsize=None)
def _illegal_example(rule_id: str, ruleset_name: str, players: int) -> tuple[tg.Game, Any, tg.TrogguError] | None:
    for seed in range(200):
        g = tg.Game.new(ruleset_name, players, seed=seed)
        bots = [tg.make_bot("heuristic", random.Random(seed * 31 + i)) for i in range(players)]
        for _ in range(200):
            if g.is_over:
                break
            seat = g.to_move
            assert seat is not None  # the round is open
            if g.phase is tg.Phase.PLAY:
                hand = g.hand(seat)
                for card in hand:
                    if not g.is_legal(card):
                        try:
                            g.push(card)
                        except tg.TrogguError as err:
                            if err.rule_id == rule_id:
                                return g, card, err
            g.push(bots[seat].choose(tg.SeatView.of(g, seat)))
    return None


def render_example_illegal(lang: str, rule: str = "play.follow-suit", ruleset: str = "visp", players: str = "4") -> str:
    """An illegal move in a bot game and the engine's refusal naming the rule."""
    rule_id = rule
    found = _illegal_example(rule_id, ruleset, int(players))
    if found is None:
        raise ValueError(f"no example found for {rule_id}")
    g, card, err = found
    trick = [c for _, c in g.current_trick]
    assert g.to_move is not None
    hand = g.hand(g.to_move)
    lines = [
        mk.t(
            lang,
            f"*Aus einem Spiel der Engine: {_seat(lang, g.to_move)} ist am Zug. Auf dem Tisch:*",
            f"*From a game played by the engine: {_seat(lang, g.to_move)} is to play. On the table:*",
        ),
        "",
        mk.cards(trick, lang),
        "",
        mk.t(lang, "*In der Hand:*", "*In hand:*"),
        "",
        mk.cards(hand, lang),
        "",
        mk.t(
            lang,
            f"Versucht dieser Spieler `{card.code}` zu spielen, lehnt die Engine ab:",
            f"If this player tries to play `{card.code}`, the engine refuses:",
        ),
        "",
        f'!!! failure "{mk.t(lang, "Nicht erlaubt", "Not allowed")} · {err.rule_id}"',
        "",
        f"    {mk.e(err.message(lang))}",
        "",
        mk.t(lang, "Erlaubt wären: ", "Legal here: ") + ", ".join(f"`{c.code}`" for c in g.legal_plays()),
    ]
    return "\n".join(lines)


@functools.lru_cache(maxsize=None)
def _schgusieru_game(ruleset_name: str, players: int) -> tuple[tg.Game, int, int] | None:
    """A bot game in which someone withholds the Narr: (finished game, trick number, seat)."""
    for seed in range(300):
        g = tg.Game.new(ruleset_name, players, seed=seed)
        bots = [tg.make_bot("heuristic", random.Random(seed * 17 + i)) for i in range(players)]
        when = None
        while not g.is_over:
            seat = g.to_move
            assert seat is not None
            before = g.withheld
            g.push(bots[seat].choose(tg.SeatView.of(g, seat)))
            if before == -1 and g.withheld != -1 and when is None:
                when = (len(g.tricks) + (0 if g.current_trick else 0), g.withheld)
        if when is not None:
            return g, when[0], when[1]
    return None


def render_example_schgusieru(lang: str, ruleset: str = "visp", players: str = "4") -> str:
    """A bot game in which a player withholds the Narr, and what follows."""
    found = _schgusieru_game(ruleset, int(players))
    if found is None:
        raise ValueError("no schgüsieru game found")
    g, _, owner = found
    r = g.outcome()
    assert r is not None
    # the trick in which the Narr was withheld: the first trick where the owner did not follow the forced trump
    lines = [
        mk.t(
            lang,
            f"*Aus einem Spiel, das die Engine mit Bots gespielt hat ({g.ruleset.title}, {g.players} Spieler): "
            f"{_seat(lang, owner)} hält den Narren als einzigen Trumpf zurück.*",
            f"*From a game the engine played with bots ({g.ruleset.title}, {g.players} players): "
            f"{_seat(lang, owner)} withholds the Narr, his only trump.*",
        ),
        "",
    ]
    last = g.tricks[-1]
    lines.append(mk.t(lang, "Der letzte Stich:", "The last trick:"))
    lines.append("")
    lines.append(mk.cards([c for _, c in last.played], lang, 52))
    lines.append("")
    lines.append(_cap(", ".join(f"{_seat(lang, s)}: `{c.code}`" for s, c in last.played)))
    lines.append("")
    ex = r.narr_exchange
    if ex is not None:
        if ex.card is not None and ex.giver is not None:
            lines.append(
                mk.t(
                    lang,
                    f"Der machtlose Narr gewinnt nichts; {_seat(lang, last.winner)} gewinnt den Stich. "
                    f"Der Narr geht zu {_seat(lang, ex.owner)} zurück, und dessen Seite gibt dafür "
                    f"`{ex.card.code}` an die Seite von {_seat(lang, ex.last_trick_winner)}.",
                    f"The powerless Narr wins nothing; {_seat(lang, last.winner)} takes the trick. "
                    f"The Narr goes home to {_seat(lang, ex.owner)}, whose side gives `{ex.card.code}` "
                    f"to the side of {_seat(lang, ex.last_trick_winner)} in exchange.",
                )
            )
        else:
            lines.append(
                mk.t(
                    lang,
                    f"Der Narr geht zu {_seat(lang, ex.owner)} zurück; es wird keine Karte getauscht "
                    f"(die eigene Seite hat den letzten Stich gewonnen oder hat keine 1-Punkt-Karte).",
                    f"The Narr goes home to {_seat(lang, ex.owner)}; no card changes hands (its side won "
                    f"the last trick itself, or has no 1-point card).",
                )
            )
    return "\n".join(lines)


EXPANDERS: dict[str, Callable[..., str]] = {
    "example-deal": render_example_deal,
    "example-trick": render_example_trick,
    "example-result": render_example_result,
    "example-illegal": render_example_illegal,
    "example-schgusieru": render_example_schgusieru,
}
