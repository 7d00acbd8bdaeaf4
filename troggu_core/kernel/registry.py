"""The registry of games, like python-chess's variants: ``GAMES``, ``game("troccas")``.

Each game is a subpackage of :mod:`troggu_core.games` exposing ``GAME``, a :class:`GameInfo`.
Games are imported on first use, so ``import troggu_core`` stays fast.

>>> sorted(GAMES)
['french-tarot', 'grosstarock', 'troccas', 'troggu']
>>> game("troggu").players
(3, 4, 5, 6, 7, 8)
"""

from __future__ import annotations

import importlib
import random
from dataclasses import dataclass, field
from typing import Any, Callable, Mapping, Sequence

from ..errors import NotationError
from ..i18n import brief
from .bots import Bot, legal_text, play_out
from .codes import CODES

__all__ = ["Catalogue", "GameInfo", "GAMES", "game", "GAME_MODULES", "check_game"]


@dataclass(frozen=True)
class Catalogue:
    """What a library catalogue or a search engine reads about a game (the site's schema.org ``Game``), as the
    sources give it.

    >>> game("troggu").catalogue.alternate_names
    ('Tappu',)
    """

    alternate_names: tuple[str, ...] = ()
    """Other names of the game in the sources."""
    places: tuple[str, ...] = ()
    """Where the sources place the game (``"Visp, Valais, Switzerland"``)."""
    sources: tuple[tuple[str, str], ...] = ()
    """The documents the engine's rules rest on: ``(code, citation)``; a three-digit code is a seed document, with
    its entry on the site's sources page."""
    seed_prefixes: tuple[tuple[str, str], ...] = ()
    """Codes in the game's rule sources that point into a seed document: ``(prefix, seed)``, e.g. ``("S", "002")``
    (Troccas' ``S17`` is rule 17 of seed 002)."""
    pages: tuple[str, ...] = ()
    """The site's pages about the game (Markdown sources, German names, ``games/troccas.md``); the first is its
    home page."""


@dataclass(frozen=True)
class GameInfo:
    """One game of the family: its id, names, rulesets, player counts, rules, and entry points.

    * ``replay(data)`` -- check a decoded ``troggu-record/2`` object in the spec's order and return the result
      keys (raises :class:`~troggu_core.errors.RecordError` naming the rule);
    * ``new(ruleset, players, seed, dealer)`` -- a fresh state (a :class:`~.state.TableGame`);
    * ``random_record(ruleset, players, seed, bot)`` -- a complete record played by bots;
    * ``rules`` -- the rule list (each with ``id``, ``source``, ``de``, ``en``).
    """

    id: str
    title_de: str
    title_en: str
    rulesets: tuple[str, ...]
    players: tuple[int, ...]
    default_ruleset: str
    default_players: int
    replay: Callable[[Any], dict[str, Any]]
    new: Callable[..., Any]
    random_record: Callable[..., dict[str, Any]]
    rules: tuple[Any, ...]
    bots: tuple[str, ...] = ("random", "heuristic")
    seed_id: str = ""
    trick_winner: Callable[[list[str]], int] | None = None
    """Position of the card that wins a trick of these codes (in playing order), by the default ruleset."""
    count_pile: Callable[[list[str]], float] | None = None
    """What a pile of these cards counts, by the game's way of counting (groups, pairs, singly)."""
    deck: tuple[str, ...] = CODES
    """The codes of the cards the game is played with (Troggu: 62 of the 78)."""
    bot_types: Mapping[str, Callable[[int], Any]] = field(default_factory=dict)
    """The game's bots by name (``random``, ``heuristic``), each built from a whole-number seed; each is a
    :class:`~.bots.Bot` (``choose(view, legal, rng)``) and keeps its own seeded generator as ``bot.rng``. A game
    with a ``play_table`` gets the kernel's strong bots beside them (:func:`~.strong.strong_bot_types`)."""
    bots_play_out: Callable[..., Any] | None = None
    """The game's own ``play_out(state, bots, until_seat=None)``: :func:`~.bots.play_out` with each bot's own
    generator, where the game's bots may choose on bit masks (the same choices, faster)."""
    estimate: Callable[..., Any] | None = None
    """"What are my chances": ``estimate(state, seat, contract, samples, seed)`` -> the chance of winning (a
    number) or ``{"win": ..., ...}``, for games that have one."""
    estimate_samples: int = 60
    """The most rounds per contract one estimate request plays: what the page affords to wait for (the French
    Tarot's rounds take about 2.7 ms in CPython, Troggu's completions 0.3 ms)."""
    card_name: Callable[[str, str], str] | None = None
    """A card's name in a language: ``card_name("RK", "de")``."""
    face: Callable[[str, str], str] | None = None
    """A card's picture as SVG text, drawn by the engine and labelled in the language: ``face("RK", "de")``."""
    rule_page: Callable[[str], str] | None = None
    """Where a rule is explained on the site, from the language's root: ``rule_page("play.follow")``."""
    action_words: Callable[[str, str], str | None] | None = None
    """The game's own words for an action the family's common words do not cover (``None``: none)."""
    offered: Callable[[Any], list[str]] | None = None
    """The actions a widget offers now, in notation, when they are not ``legal_actions()`` as text (Troggu:
    the cards that may be laid away instead of every possible lay-away)."""
    tricks_of: Callable[[Any], list[list[str]]] | None = None
    """The tricks of a record, in playing order (``None``: the result's ``tricks`` key has them)."""
    web_ops: Mapping[str, Callable[[dict[str, Any]], dict[str, Any]]] = field(default_factory=dict)
    """The game's own requests of the web facade beside the ones every game answers."""
    describe: Callable[[Any, int, str], list[str]] | None = None
    """What the table shows of the round in words for a seat, in a language: the game being played, who
    declared it, a called card (``describe(state, seat, lang)``)."""
    options: Any = None
    """The game's rulesets as data (its ``rulesets`` module, a :class:`~.rulesets.RulesetCatalogue`):
    ``RULESETS``, ``OPTION_VALUES`` (option -> values, the default first), ``OPTION_READINGS`` (value ->
    :class:`~.options.Reading`) and ``parse_ruleset``, which gives a :class:`~.rulesets.Ruleset`."""
    names: Any = None
    """The game's card names as data (its ``names`` module): ``NAMES`` in the kernel's one shape (code -> language
    -> :class:`~.names.CardName`), and ``ATTESTED`` where the game notes sources of groups of names."""
    cli: Mapping[str, Callable[[Any], int]] = field(default_factory=dict)
    """The game's own answers to commands of the ``troggu`` command line (``deal``, ``random-game``,
    ``simulate``), where it prints more than every game does."""
    meta_extra: Callable[[str], dict[str, Any]] | None = None
    """What the game adds to the facade's ``meta`` answer for its own widgets, in a language."""
    loads: Callable[[str | bytes], Any] | None = None
    """A record of the game read from JSON text (strictly, in the spec's validation order): the state after its last
    action, like ``json.loads`` (the game's ``record.loads``; Troggu's reads format 1 and 2 and gives its ``Game``)."""
    dumps: Callable[..., str] | None = None
    """A state's record as JSON text, ``dumps(state, indent=None, **meta)`` (``meta``: extra keys such as a date or a
    place), like ``json.dumps``; ``loads(dumps(state))`` gives the state back."""
    catalogue: Catalogue = Catalogue()
    """The game as a catalogue describes it: other names, places, sources, the site's pages."""

    explain: Callable[[Mapping[str, Any], int | None, str], Any] | None = None
    """A finished round in words: ``explain(result, seat, lang)`` -> a :class:`~.explain.Explanation` (who played
    what, the points against the target, the multiplier and why, who pays whom; ``seat`` the reader's, or ``None``)."""

    pad: Any = None
    """How a table keeps score of the game at a real evening (the score pad): a :class:`~.pad.PadSpec` with the
    inputs of a round and the rule that pays it (``None``: the game has no pad)."""

    payment_scale: Callable[[Any], int] | None = None
    """What one unit of a state's ``result()["payments"]`` is worth in the pad's ``unit``: Troggu pays in units of
    the ruleset's base (so many Rappen); ``None``: the payments are already in the pad's unit (points)."""

    def payment_text(self, state: Any, value: float, lang: str) -> str:
        """A payment of a seat at the table of ``state`` in the reader's words, with its unit (``12 Rappen``,
        ``−3,5 Punkte``): at most one decimal, the language's decimal mark, a true minus sign."""
        from ..i18n import Msg
        from .explain import num

        amount = round(value * (self.payment_scale(state) if self.payment_scale else 1), 1)
        unit = self.pad.unit.render(lang) if self.pad is not None else Msg("points").render(lang)
        return f"{'−' if amount < 0 else ''}{num(abs(amount), lang)} {unit}"

    play_table: Callable[[dict[str, Any]], Any] | None = None
    """The card-play model: what a seat's view tells of the card play, as a
    :class:`~.strong.PlayTable` (its trick rules, hand, trick, the cards it cannot place, voids, sides), or
    ``None`` outside the card play; the kernel's solver, strong bot, hints and reviews read it."""

    seat_deal: Callable[[dict[str, Any]], Any] | None = None
    """The deal as a seat knows it before the card play: from a seat's view, a :class:`~.sampling.SeatDeal`
    (the cards it cannot place, the hidden places' sizes, and a full state built from cards dealt to them and
    the actions so far), or ``None`` for a decision the game does not model; the strong bot weighs bids, calls,
    lay-aways and announcements by it."""

    def __post_init__(self) -> None:
        """The strong bots (``strong``, ``strongest``) from the game's own parts: its card-play model, its heuristic
        bot, its ``seat_deal`` and the actions it offers."""
        if self.play_table is not None and "heuristic" in self.bot_types:
            from .strong import strong_bot_types

            strong = strong_bot_types(self.play_table, self.bot_types["heuristic"], self.seat_deal, self.offered)
            object.__setattr__(self, "bot_types", {**self.bot_types, **strong})

    def make_bot(self, kind: str, seed: int) -> Any:
        """A bot of this game by name, seeded.

        Raises:
            ValueError: the game has no bot of that name (a choice of the program, not a rule of the game).
        """
        if kind not in self.bot_types:
            raise ValueError(f"unknown bot {str(kind)[:30]!r}: choose {', '.join(self.bot_types)}")
        return self.bot_types[kind](seed)

    def ruleset_from_json(self, data: Any) -> Any:
        """This game's house rules from a ``troggu-ruleset/1`` object (decoded, or its JSON text): a
        :class:`~.ruleset_format.HouseRules`, which ``new`` and ``random_record`` take where they take a
        ruleset's name (``hr.ruleset()`` is the game's own ruleset).

        Raises:
            RecordError: not valid house rules of this game (the rule and where, :func:`~.ruleset_format.house_from_json`).
        """
        from .jsonio import read_json
        from .ruleset_format import house_from_json

        return house_from_json(read_json(data) if isinstance(data, (str, bytes)) else data, self.id)

    def tables(self) -> list[tuple[str, int]]:
        """Every (ruleset, number of players) the game deals: each ruleset with each of the game's player counts,
        less those the ruleset is not played by (its ``new`` refuses them)."""
        from ..errors import NotationError

        out = []
        for rs in self.rulesets:
            for n in self.players:
                try:
                    self.new(rs, n, 0)
                except NotationError:
                    continue
                out.append((rs, n))
        return out

    def legal(self, state: Any) -> list[str]:
        """The actions of the seat to move as a widget or a bot is offered them, in notation: ``offered``
        where the game has it, else ``legal_actions()`` as text."""
        return self.offered(state) if self.offered is not None else legal_text(state)

    def choose(self, bot: Bot, state: Any, seat: int, rng: random.Random | None = None) -> str:
        """Ask ``bot`` for ``seat``'s action in ``state`` through the bot protocol: it gets ``seat``'s view, the
        offered actions (none when another seat is to move) and ``rng`` (by default the bot's own ``bot.rng``).
        The action in the game's notation."""
        legal = self.legal(state) if state.to_move == seat else []
        return str(bot.choose(state.view(seat), legal, rng if rng is not None else getattr(bot, "rng")))

    def play_out(
        self,
        state: Any,
        bots: Sequence[Bot],
        rngs: Sequence[random.Random] | None = None,
        until_seat: int | None = None,
    ) -> Any:
        """Let the bots play until the round is over (or it is ``until_seat``'s turn); returns the state.

        :func:`~.bots.play_out` with the actions the game offers (``legal``): with ``rngs`` given, each bot
        draws from its seat's; without, from its own ``bot.rng``, through the game's own loop
        (``bots_play_out``) where it has one."""
        if rngs is None and self.bots_play_out is not None:
            return self.bots_play_out(state, bots, until_seat)
        return play_out(state, bots, rngs, until_seat, self.legal)


GAME_MODULES: Mapping[str, str] = {
    "troggu": "troggu_core.games.troggu",
    "troccas": "troggu_core.games.troccas",
    "grosstarock": "troggu_core.games.grosstarock",
    "french-tarot": "troggu_core.games.french_tarot",
}


def check_game(name: str, info: Any) -> None:
    """What a game must be to be registered: a :class:`GameInfo` under its own id, with a random and a heuristic
    bot, whose rulesets follow the ruleset protocol (:func:`~.rulesets.check_rulesets`), whose card names have the
    one shape (:func:`~.names.check_names`) and whose fresh state
    implements the state protocol (:class:`~.state.TableGame`) and names the game.
    (``tests/kernel/test_conformance.py`` then plays every registered game through that protocol.)

    Raises:
        TypeError: the game is not one the family's code can serve.
    """
    from .names import check_names
    from .rulesets import check_rulesets
    from .state import TableGame

    if not isinstance(info, GameInfo) or info.id != name:
        raise TypeError(f"{name}: the package's GAME must be a GameInfo with id {name!r}")
    if not {"random", "heuristic"} <= set(info.bot_types):
        raise TypeError(f"{name}: a game needs a random and a heuristic bot")
    check_rulesets(info.options, info.rulesets)
    check_names(getattr(info.names, "NAMES", None), info.deck)
    state = info.new(info.default_ruleset, info.default_players, 0)
    if not isinstance(state, TableGame) or state.game_id != name:
        raise TypeError(f"{name}: a fresh state does not implement the state protocol (kernel.state.TableGame)")


class _Games(Mapping[str, GameInfo]):
    """The registered games by id, imported on first access."""

    def __init__(self) -> None:
        self._loaded: dict[str, GameInfo] = {}

    def __getitem__(self, name: str) -> GameInfo:
        if name not in GAME_MODULES:
            raise KeyError(name)
        if name not in self._loaded:
            module = importlib.import_module(GAME_MODULES[name])
            info = module.GAME
            check_game(name, info)
            self._loaded[name] = info
        return self._loaded[name]

    def __iter__(self):  # type: ignore[no-untyped-def]
        return iter(GAME_MODULES)

    def __len__(self) -> int:
        return len(GAME_MODULES)


GAMES: Mapping[str, GameInfo] = _Games()


def game(name: object) -> GameInfo:
    """The game with this id.

    Raises:
        NotationError: no such game (rule ``record.game``).
    """
    if not isinstance(name, str) or name not in GAME_MODULES:
        raise NotationError(
            "record.game", "{name} is not a game; games: {games}", name=brief(name, 30), games=", ".join(GAME_MODULES)
        )
    return GAMES[name]
