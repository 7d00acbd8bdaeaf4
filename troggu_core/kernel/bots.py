"""The one bot protocol of every game, and the one loop that lets bots play a round through the state protocol.

A bot is anything with ``choose(view, legal, rng) -> str``:

* ``view`` -- what ``state.view(seat)`` returns for the bot's seat (JSON; a bot sees nothing else);
* ``legal`` -- that seat's legal actions in notation, ``state.legal_actions()`` as text (what the web facade
  offers): in a lay-away the *cards* that may be laid away next, and the bot may answer with one of them or with
  the whole lay-away (``discard 1 C7``), which ``push`` takes too;
* ``rng`` -- a :class:`random.Random` the caller owns; a bot draws every random choice from it (a game's bots
  also keep their own generator, ``bot.rng``, which :func:`play_by_protocol` passes unless told otherwise).

The answer is one action in the game's notation, which ``state.push`` takes.

>>> from troggu_core import GAMES
>>> info = GAMES["troccas"]
>>> state = info.new("surselva", 4, 7)
>>> bots = [info.make_bot("random", s) for s in range(4)]
>>> play_by_protocol(state, bots).is_over
True

There is one ``play_out`` per game: every game's package has ``play_out(state, bots, until_seat=None)`` (reached
for any game as :meth:`~.registry.GameInfo.play_out`), which plays as :func:`play_by_protocol` does, with the bots'
own generators, taking a faster path where a bot of the game can choose on bit masks (the same choices, checked by
``tests/kernel/test_bots.py``). :func:`play_by_protocol` is the kernel's loop through the state protocol alone
(each bot's view and legal actions, no fast path): what ``GameInfo.play_out`` runs when it is given generators.
"""

from __future__ import annotations

import random
from typing import Any, Protocol, Sequence, runtime_checkable

from .state import TableGame

__all__ = ["Bot", "play_by_protocol", "seat_kinds"]


@runtime_checkable
class Bot(Protocol):
    """Anything that picks one seat's action from that seat's view, its legal actions and a generator."""

    def choose(self, view: dict[str, Any], legal: Sequence[str], rng: random.Random) -> str:
        """The action to take, in the game's notation."""
        ...


def seat_kinds(bot: str | Sequence[str], players: int) -> list[str]:
    """One bot name per seat: a list of one per seat, one name for every seat, or names joined by commas
    (``"strong,heuristic,heuristic,heuristic"``, as ``--bots`` takes them).

    >>> seat_kinds("heuristic", 3), seat_kinds("strong,random,random", 3)
    (['heuristic', 'heuristic', 'heuristic'], ['strong', 'random', 'random'])

    Raises:
        ValueError: neither one name nor one per seat (a choice of the program, not a rule of the game).
    """
    names = [n.strip() for n in (bot.split(",") if isinstance(bot, str) else bot)]
    if len(names) == 1:
        names *= players
    if len(names) != players or not all(names):
        raise ValueError(f"give one bot name for every seat or one per seat ({players}), not {len(names)}")
    return names


def play_by_protocol(
    state: TableGame,
    bots: Sequence[Bot],
    rngs: Sequence[random.Random] | None = None,
    until_seat: int | None = None,
) -> TableGame:
    """Let ``bots[seat]`` act with ``rngs[seat]`` (by default its own ``bot.rng``) until the round is over (or it
    is ``until_seat``'s turn).

    Each bot sees only ``state.view(seat)`` and the seat's legal actions (``state.legal_actions()``). Several seats may
    share one generator. Returns the state.

    Raises:
        IllegalActionError: a bot chose an action the rules forbid (the state is left as it was).
    """
    gens = list(rngs) if rngs is not None else [getattr(b, "rng") for b in bots]
    while not state.is_over:
        seat = state.to_move
        assert seat is not None
        if seat == until_seat:
            break
        state.push(bots[seat].choose(state.view(seat), state.legal_actions(), gens[seat]))
    return state
