"""The Pagat ultimo in the hint and the review (issue 32): where a game pays a bonus for its lowest trump (the
Pagat of the Großtarock rules, the French Tarot's Petit) taking the last trick, the explainer weighs it and says
when the Pagat is worth keeping for the last trick, or why playing it now is right.

The card play's weighing counts card points only (:func:`~.strong_bots.evaluate`); the bonus is added where the
rules decide it, so that the suggestion and its reason agree:

- **kept for sure** (:func:`sure_ultimo`): the seat holds the Pagat with a trick or more to play before the last,
  no other seat can still hold a trump, and the seat can keep the Pagat to the end (its one other card is played
  now, or every other card it holds is a trump or the fool, so no trick can force the Pagat out). Then the Pagat
  takes the last trick whatever the others do: every other card brings the ultimo (:attr:`Ultimo.won`), the Pagat
  played now only what it brings in an earlier trick (:attr:`Ultimo.early_won`, or loses :attr:`Ultimo.early_lost`
  when a higher trump already lies in the trick). The hint says "keep the Pagat for the last trick".
- **played now** (:func:`ultimo_reason`, the Pagat being the card to play): it takes this trick for sure, or a
  partner holds the trick for sure, while other seats still hold trumps that could catch it in the last trick.

The game's own amounts and words come from its data (``GameInfo.ultimo``, read from the seat's view).

>>> from .codes import parse_code as p
>>> from .deck import TAROCK_VALUES
>>> from .solver import excuse_rules
>>> rules = excuse_rules(3, TAROCK_VALUES)
>>> t = PlayTable(rules, 0, (1 << p("I")) | (1 << p("XXI")), (), 0, 1 << p("R5") | 1 << p("B5"), (2, 1, 1), (0, 1, 1))
>>> u = Ultimo(20.0, Msg("the ultimo"), Msg("the ultimo"), "rule", early_won=10.0)
>>> sure_ultimo(t, t.hand), ultimo_shift(t, p("XXI"), u), ultimo_shift(t, p("I"), u)
(True, 20.0, 10.0)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable

from ..i18n import Msg, Plural
from .card_grammar import CardName
from .codes import FOOL, TRUMP
from .strong_bots import PlayTable
from .tricks import indices_of

if TYPE_CHECKING:
    from .advice import CardFacts

__all__ = ["Ultimo", "PAGAT", "sure_ultimo", "ultimo_shift", "ultimo_reason", "ULTIMO_KINDS", "caught_now"]

PAGAT = 0
"""The lowest trump, I (the Pagat, the Petit), by card index."""

ULTIMO_KINDS = ("ultimo_keep", "ultimo_now", "ultimo_save", "pagat_caught")
"""The reasons this module gives: keep the Pagat for the last trick; take this trick with it now; save it in the
partner's trick now; keep it out of a trick the other side takes for sure (where the Pagat lost counts: the French
Tarot's Petit, a bout)."""


@dataclass(frozen=True)
class Ultimo:
    """A game's bonus for the Pagat taking the last trick, for one seat at one table.

    ``won``: what the Pagat taking the last trick brings the seat's side, in the weighing's card points (a bonus
    the opponents pay converted at the rate card points are paid); ``early_won`` / ``early_lost``: what it brings
    taking an earlier trick, and costs lost there; ``pays`` / ``costs``: the ultimo won and lost in words, its name
    and the game's amounts (``the Pagat ultimo, 10 from each opponent``, ``the petit au bout, 10 points for your
    side``); ``rule``: the id of the rule that pays it."""

    won: float
    pays: Msg
    costs: Msg
    rule: str
    early_won: float = 0.0
    early_lost: float = 0.0
    caught: float = 0.0
    """What the Pagat taken by the other side in any trick costs the seat's side beyond its card points, in card
    points (the French Tarot's Petit is a bout: the taker's target moves, rule ``count.target``); 0: nothing."""
    caught_costs: Msg | None = None
    """:attr:`caught` in words (``your target rises from 51 to 56 points``)."""


def _trumps_out(table: PlayTable) -> int:
    """The trumps the other seats may still hold (the fool aside)."""
    return sum(1 for c in indices_of(table.pool) if c != FOOL and table.rules.group[c] == TRUMP)


def sure_ultimo(table: PlayTable, legal: int) -> bool:
    """Whether the seat's Pagat takes the last trick whatever happens, so long as it is not played now (``legal``:
    the mask of the cards the seat may play now, one of them another card than the Pagat)."""
    hand = table.hand
    if table.goal < 0 or not hand >> PAGAT & 1 or not legal & ~(1 << PAGAT) or _trumps_out(table):
        return False
    others = [c for c in indices_of(hand) if c != PAGAT]
    if len(others) == 1:
        return True  # it is played now; the Pagat is the last card
    return all(c == FOOL or table.rules.group[c] == TRUMP for c in others)


def caught_now(table: PlayTable) -> bool:
    """Whether the seat's Pagat played now falls to the other side for sure: it cannot take the trick, the card that
    holds it (with the Pagat in it) is an opponent's, and only opponents play after the seat."""
    trick = list(table.trick)
    if not trick or not table.hand >> PAGAT & 1:
        return False
    n = table.rules.players
    wpos = table.rules.winner(trick + [PAGAT], table.leader, table.extra)
    if wpos == len(trick):
        return False
    mine = table.sides[table.seat]
    winner = (table.leader + wpos) % n
    after = [(table.leader + i) % n for i in range(len(trick) + 1, n)]
    return table.sides[winner] != mine and all(table.sides[s] != mine for s in after)


def ultimo_shift(table: PlayTable, card: int, ultimo: Ultimo) -> float:
    """What the ultimo adds to ``card`` played now, in card points, where :func:`sure_ultimo` holds: another card
    keeps the Pagat for the last trick (``won``); the Pagat now brings what it brings in this trick."""
    if card != PAGAT:
        return ultimo.won
    trick = list(table.trick)
    wins = table.rules.winner(trick + [PAGAT], table.leader, table.extra) == len(trick)
    return ultimo.early_won if wins else -ultimo.early_lost


def ultimo_reason(
    f: CardFacts, table: PlayTable, card: int, ultimo: Ultimo | None, name: Callable[[int], str]
) -> tuple[str, Msg | Plural] | None:
    """The ultimo's reason for ``card`` (the weighed best), where the rules decide it: keep the Pagat for the last
    trick (it takes it for sure), or play it now (it takes this trick for sure, or a partner's trick is sure, while
    trumps are still out that could catch it in the last trick); ``None`` elsewhere."""
    if ultimo is None or PAGAT not in f.legal or len(f.legal) < 2:
        return None
    pagat = CardName(name(PAGAT))
    legal = sum(1 << c for c in f.legal)
    if card != PAGAT and ultimo.caught and ultimo.caught_costs is not None and caught_now(table):
        return "pagat_caught", Msg(
            "Keep {pagat} out of this trick: the other side takes it for sure, and {pagat} lost costs you more than "
            "its points: {costs}.",
            pagat=pagat,
            costs=ultimo.caught_costs,
        )
    if card != PAGAT and sure_ultimo(table, legal):
        return "ultimo_keep", Msg(
            "Play {card} and keep {pagat} for the last trick: nobody else holds a trump any more, so {pagat} takes "
            "that trick for sure, and that brings you {pays}.",
            card=CardName(name(card)),
            pagat=pagat,
            pays=ultimo.pays,
        )
    out = f.trumps_out
    if card != PAGAT or not out or len(indices_of(table.hand)) < 2 or not f.safe:
        return None
    costs = ultimo.costs
    if card in f.wins:
        return "ultimo_now", Plural(
            "{pagat} takes this trick for sure: kept for the last trick, it could be caught by the {n} trump still "
            "out, and lost there it costs you {costs}.",
            "{pagat} takes this trick for sure: kept for the last trick, it could be caught by the {n} trumps still "
            "out, and lost there it costs you {costs}.",
            n=out,
            pagat=pagat,
            costs=costs,
        )
    if f.winner_side == "partner":
        return "ultimo_save", Plural(
            "Your partner holds the trick for sure: save {pagat} in it; kept for the last trick, it could be caught "
            "by the {n} trump still out, and lost there it costs you {costs}.",
            "Your partner holds the trick for sure: save {pagat} in it; kept for the last trick, it could be caught "
            "by the {n} trumps still out, and lost there it costs you {costs}.",
            n=out,
            pagat=pagat,
            costs=costs,
        )
    return None
