"""The registry of games, like python-chess's variants: ``GAMES``, ``game("troccas")``.

Games register themselves: every subpackage of :mod:`troggu_core.games` is a game and exposes ``GAME``, a
:class:`GameInfo` whose id is the subpackage's name (``-`` for ``_``); nobody lists them. They are found without
being imported and imported on first use, so ``import troggu_core`` stays fast. A game made at run time (a test's
toy game, a house game) is registered with :meth:`Registry.register` or for a while with
:meth:`Registry.temporary` (OpenSpiel's ``pyspiel.register_game``).

>>> list(GAMES)
['troggu', 'troccas', 'grosstarock', 'french-tarot']
>>> game("troggu").players
(3, 4, 5, 6, 7, 8)
"""

from __future__ import annotations

import importlib
import pkgutil
import random
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any, Callable, Iterator, Mapping, Sequence

from ..errors import NotationError
from ..i18n import brief
from .bots import Bot, play_by_protocol
from .codes import CODES

__all__ = [
    "Catalogue",
    "GameInfo",
    "GAMES",
    "GAMES_PACKAGE",
    "GAME_MODULES",
    "Registry",
    "check_game",
    "find_games",
    "game",
]


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
    * ``random_record(ruleset, players, seed, bot, dealer)`` -- a complete ``troggu-record/2`` record played by bots
      (``bot``: one name for every seat, or one per seat joined by commas);
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
    seed_id: str = ""
    trick_winner: Callable[[list[str]], int] | None = None
    """Position of the card that wins a trick of these codes (in playing order), by the default ruleset."""
    count_pile: Callable[[list[str]], float] | None = None
    """What a pile of these cards counts, by the game's way of counting (groups, pairs, singly)."""
    compare_rules: tuple[str, ...] = ()
    """The ids of the game's rules (of :attr:`rules`) that :attr:`trick_winner` and :attr:`count_pile` apply: the
    family page's comparison names and links them beside what they decide."""
    deck: tuple[str, ...] = CODES
    """The codes of the cards the game is played with (Troggu: 62 of the 78)."""
    bot_types: Mapping[str, Callable[[int], Any]] = field(default_factory=dict)
    """The game's bots by name (``random``, ``heuristic``), each built from a whole-number seed; each is a
    :class:`~.bots.Bot` (``choose(view, legal, rng)``) and keeps its own seeded generator as ``bot.rng``. A game
    with a ``play_table`` gets the kernel's strong bots beside them (:func:`~.strong_bots.strong_bot_types`)."""
    bots_play_out: Callable[..., Any] | None = None
    """The game's one ``play_out(state, bots, until_seat=None)``: :func:`~.bots.play_by_protocol` with each bot's own
    generator, where the game's bots may choose on bit masks (the same choices, faster)."""
    estimate: Callable[..., Any] | None = None
    """"What are my chances": ``estimate(state, seat, contract, samples, seed)`` -> the chance of winning (a
    number) or ``{"win": ..., ...}``, for games that have one."""
    estimate_samples: int = 60
    """The most rounds per contract one estimate request plays: what the page affords to wait for (the French
    Tarot's rounds take about 2.7 ms in CPython, Troggu's completions 0.3 ms)."""
    compare_rounds: int = 40
    """How many rounds the house-rules composer's comparison plays per ruleset (``house_options``'s
    ``compare_rounds``): what a phone computes in a few seconds (a family game's round takes about ten times
    Troggu's, which plays 200)."""
    card_name: Callable[[str, str], str] | None = None
    """A card's name in a language, its name in :attr:`names` (``NAMES[code][lang].text``) in every game:
    ``card_name("RK", "de")``. The accessible label, with the code where a game's picture gives one, is the
    picture's (:attr:`face`, its ``aria-label``)."""
    face: Callable[[str, str], str] | None = None
    """A card's picture as SVG text, drawn by the engine and labelled in the language: ``face("RK", "de")``."""
    rule_page: Callable[[str], str] | None = None
    """Where a rule is explained on the site, from the language's root: ``rule_page("play.follow")``."""
    action_words: Callable[[str, str], str | None] | None = None
    """The game's own words for an action the family's common words do not cover (``None``: none)."""
    describe: Callable[[Any, int, str], list[str]] | None = None
    """What the table shows of the round in words for a seat, in a language: the game being played, who
    declared it, a called card (``describe(state, seat, lang)``)."""
    bidder_word: Callable[[str | None, str], str] | None = None
    """The game's word for the seat that declared it, by contract, in a language: ``bidder_word(contract, lang)``
    (Troggu's Tappist in a normal game and Solist in a solo, the French Tarot's taker), the word its result and its
    lessons use; ``None``: the family's word, the declarer. The table writes it at the bidder's seat."""
    phase_words: Mapping[str, str] = field(default_factory=dict)
    """The words of the game's own phases, as the table shows them: phase -> catalogue key (``N_``), beside the
    phases every game may pass (``troggu_core.web.PHASE_WORDS``): Troggu's Tapp exchange, the French Tarot's chelem
    and poignée."""
    options: Any = None
    """The game's rulesets as data (its ``rulesets`` module, a :class:`~.rulesets.RulesetCatalogue`):
    ``RULESETS``, ``OPTION_VALUES`` (option -> values, the default first), ``OPTION_READINGS`` (value ->
    :class:`~.options.Reading`) and ``parse_ruleset``, which gives a :class:`~.rulesets.Ruleset`."""
    names: Any = None
    """The game's card names as data (its ``names`` module): ``NAMES`` in the kernel's one shape (code -> language
    -> :class:`~.names.SourcedName`), and ``ATTESTED`` where the game notes sources of groups of names."""
    view_keys: tuple[str, ...] = ()
    """The keys of a seat's view (``state.view(seat)``) that are the game's own, beside the keys every game shares
    (:class:`~.state.TableView`): its bids, its talon, its options ... (:func:`~.state.check_view` checks a view
    against them; none may take a shared key's name)."""
    loads: Callable[[str | bytes], Any] | None = None
    """A record of the game read from JSON text (strictly, in the spec's validation order): the state after its last
    action, like ``json.loads`` (the game's ``record.loads``, which gives its state; Troggu's reads format 1 too)."""
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

    def payment_unit(self, ruleset: Any) -> float:
        """What one unit of the payments is worth in the score pad's unit under ``ruleset`` (a name, its record
        form, house rules or the game's ruleset object): the ruleset's ``payment_unit`` (Troggu's base in Rappen;
        1 where the payments are the pad's points)."""
        if not isinstance(ruleset, (str, dict)) and hasattr(ruleset, "to_json"):
            ruleset = ruleset.to_json()
        unit: float = self.options.parse_ruleset(ruleset).payment_unit  # as the ruleset has it (an int: whole sums)
        return unit

    def payment_text(self, state: Any, value: float, lang: str) -> str:
        """A payment of a seat at the table of ``state`` in the reader's words, with its unit (``12 Rappen``,
        ``−3,5 Punkte``): at most one decimal, the language's decimal mark, a true minus sign. One unit of the
        payments is worth the ruleset's ``payment_unit`` (:class:`~.rulesets.Ruleset`: Troggu's base in Rappen)."""
        from ..i18n import Msg
        from .explain import num

        amount = round(value * self.payment_unit(state.record()["ruleset"]), 1)
        unit = self.pad.unit.render(lang) if self.pad is not None else Msg("points").render(lang)
        return f"{'−' if amount < 0 else ''}{num(abs(amount), lang)} {unit}"

    play_table: Callable[[dict[str, Any]], Any] | None = None
    """The card-play model: what a seat's view tells of the card play, as a
    :class:`~.strong_bots.PlayTable` (its trick rules, hand, trick, the cards it cannot place, voids, sides), or
    ``None`` outside the card play; the kernel's solver, strong bot, hints and reviews read it."""

    seat_deal: Callable[[dict[str, Any]], Any] | None = None
    """The deal as a seat knows it before the card play: from a seat's view, a :class:`~.sampling.SeatDeal`
    (the cards it cannot place, the hidden places' sizes, and a full state built from cards dealt to them and
    the actions so far), or ``None`` for a decision the game does not model; the strong bot weighs bids, calls,
    lay-aways and announcements by it."""

    talon_word: Mapping[str, str] = field(default_factory=dict)
    """The game's word for the cards dealt aside that a contract gives to one side (Troggu's Tapp, the French Tarot's
    dog), by language, as a reason says it: German without its article, which the sentence declines (``Tapp``, see
    :mod:`.card_grammar`), English with it (``the Tapp``); empty where no bid weighs one. The bid hint says what it
    brings (:func:`~.advice_hand.bid_reason`)."""

    deal_text: Callable[[Any, str], str | None] | None = None
    """How the cards of a fresh state were dealt, in words, in a language: ``deal_text(state, lang)``, read from the
    state (Troggu's packets and when the Tapp is laid out: ``4 cards each, then 6 to the Tapp, then 3 each``;
    Troccas' packets and the Skatist's cards, Großtarock's packets and the dealer's three, the French Tarot's rounds
    and the dog); ``None``: the game says nothing of its packets. The command line's ``deal`` and the facade's ``deal`` say it beside the hands."""

    trump_word: Mapping[str, str] = field(default_factory=dict)
    """The game's own word for a trump where it is not the family's (Trumpf, trump), by language: Großtarock's
    Tarok / tarok, as its page, its lessons and source 003 say; empty: the family's word. Where set, the hints and
    reviews say the shared sentences (:mod:`.advice`, :mod:`.advice_hand`, :mod:`.advice_ultimo`) under the game's
    id as the catalogue's context (``msgctxt``, :func:`~troggu_core.i18n.message_context`); a test checks that each
    shared sentence naming a trump has such an entry and that it says this word, never the family's."""

    ultimo: Callable[[dict[str, Any]], Any] | None = None
    """The game's bonus for its lowest trump (the Pagat, the Petit) taking the last trick, from a seat's view of the
    card play: an :class:`~.advice.Ultimo` (what it brings and costs, in the weighing's card points and in words,
    and its rule), or ``None`` where the game pays none; the hint and the review weigh and say it."""

    reach: Callable[[Mapping[str, Any], int], tuple[float, int, str] | None] | None = None
    """What a seat reached in a finished round, read from the game's result: ``reach(result, seat)`` ->
    ``(points, target, whose)``, the card points of the seat's side against what wins (``side``: Troggu's declarer
    side, a Troccas party), its own as the bidder (``you``: the French Tarot's taker) or its eyes against the par
    they are paid from (``eyes``: Großtarock); ``None`` where the seat played no such contract or the round says
    none. The hints weigh bids and lay-aways by it (:func:`~troggu_core.hints.reach_of`); ``None`` as the field:
    the game has no such target."""

    announcement_reason: Callable[..., Any] | None = None
    """Why one of the game's own announcements (or declining one) fits a hand, as the hint and the review say it:
    ``announcement_reason(hand, action, name, tricks)`` -> a catalogue message or ``None`` for an action it has no
    reason for (the French Tarot's chelem and poignée, Großtarock's vole and nolo); ``None``: the game announces
    nothing of its own (the play-outs' sentence speaks)."""

    outcome: Callable[[Mapping[str, Any]], str] | None = None
    """A finished round's outcome read from the game's result, as a key of its pad's words (``PadSpec.outcomes``):
    the contract (Troggu, the French Tarot), the settlement (Großtarock), ``matsch`` (Troccas), else ``round``. The
    command line's ``simulate`` and the composer's comparison count rounds by it; ``None``: every round is ``round``."""

    paid: Callable[[Mapping[str, Any]], Sequence[float]] | None = None
    """What each seat was paid in a finished round all told, read from the game's result: Großtarock's ``totals``
    (the Danish pots' share beside the payments between the seats); ``None``: its ``payments``
    (:meth:`paid_of`)."""

    session_rounds: int | None = None
    """How many rounds a session of the game has (Troccas' four, rule ``session.rounds``); ``None``: as many as the
    table plays. A :class:`~.sessions.Session` books no round beyond them."""

    carried: Callable[[Mapping[str, Any]], Mapping[str, Any]] | None = None
    """What a finished round passes on to the next round's deal, as keywords of the game's :attr:`new`, read from
    its result: Großtarock's Danish pots (``pots_end`` -> ``pots``, rule ``GT-SESSION``); ``None``: nothing carries
    over. A :class:`~.sessions.Session` deals the next round with it."""

    def rule(self, rule_id: str) -> Any:
        """The game's rule with that id (of :attr:`rules`), ``None`` where the game has none of that id."""
        return next((r for r in self.rules if r.id == rule_id), None)

    def paid_of(self, result: Mapping[str, Any]) -> list[float]:
        """What each seat was paid in a finished round all told (:attr:`paid`, else the result's ``payments``)."""
        return list(self.paid(result) if self.paid is not None else result["payments"])

    def __post_init__(self) -> None:
        """The strong bots (``strong``, ``strongest``) from the game's own parts: its card-play model, its heuristic
        bot and its ``seat_deal``."""
        if self.play_table is not None and "heuristic" in self.bot_types:
            from .strong_bots import strong_bot_types

            strong = strong_bot_types(self.play_table, self.bot_types["heuristic"], self.seat_deal)
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

    def choose(self, bot: Bot, state: Any, seat: int, rng: random.Random | None = None) -> str:
        """Ask ``bot`` for ``seat``'s action in ``state`` through the bot protocol: it gets ``seat``'s view, the
        offered actions (none when another seat is to move) and ``rng`` (by default the bot's own ``bot.rng``).
        The action in the game's notation."""
        legal = state.legal_actions() if state.to_move == seat else []
        return str(bot.choose(state.view(seat), legal, rng if rng is not None else getattr(bot, "rng")))

    def play_out(
        self,
        state: Any,
        bots: Sequence[Bot],
        rngs: Sequence[random.Random] | None = None,
        until_seat: int | None = None,
    ) -> Any:
        """Let the bots play until the round is over (or it is ``until_seat``'s turn); returns the state.

        The game's one ``play_out`` (``bots_play_out``, each bot drawing from its own ``bot.rng``); with ``rngs``
        given, or for a game without a loop of its own, :func:`~.bots.play_by_protocol` (the state's
        ``legal_actions()``), each bot drawing from its seat's generator."""
        if rngs is None and self.bots_play_out is not None:
            return self.bots_play_out(state, bots, until_seat)
        return play_by_protocol(state, bots, rngs, until_seat)


def check_game(name: str, info: Any) -> None:
    """What a game must be to be registered: a :class:`GameInfo` under its own id, with a random and a heuristic
    bot, whose rulesets follow the ruleset protocol (:func:`~.rulesets.check_rulesets`), whose card names have the
    one shape (:func:`~.names.check_names`), whose ``compare_rules`` are rules of the game, and whose fresh state
    implements the state protocol (:class:`~.state.TableGame`), names the game and shows a seat the one view
    (:func:`~.state.check_view`, with the game's ``view_keys``).
    (``tests/kernel/test_conformance.py`` then plays every registered game through that protocol.)

    Raises:
        TypeError: the game is not one the family's code can serve.
    """
    from .names import check_names
    from .rulesets import check_rulesets
    from .state import TableGame, check_view

    if not isinstance(info, GameInfo) or info.id != name:
        raise TypeError(f"{name}: the package's GAME must be a GameInfo with id {name!r}")
    if not {"random", "heuristic"} <= set(info.bot_types):
        raise TypeError(f"{name}: a game needs a random and a heuristic bot")
    check_rulesets(info.options, info.rulesets)
    check_names(getattr(info.names, "NAMES", None), info.deck)
    unknown = set(info.compare_rules) - {r.id for r in info.rules}
    if unknown:
        raise TypeError(f"{name}: compare_rules names no rule of the game: {sorted(unknown)}")
    state = info.new(info.default_ruleset, info.default_players, 0)
    if not isinstance(state, TableGame) or state.game_id != name:
        raise TypeError(f"{name}: a fresh state does not implement the state protocol (kernel.state.TableGame)")
    wrong = check_view(state.view(state.to_move or 0), state.players, info.view_keys)
    if wrong:
        raise TypeError(f"{name}: a fresh state's view is not the one view (kernel.state.check_view): {wrong[:3]}")


GAMES_PACKAGE = "troggu_core.games"
"""The package whose subpackages are the games: each exposes ``GAME``, its :class:`GameInfo`, and its id is the
subpackage's name with ``-`` for ``_`` (``french_tarot`` is ``french-tarot``)."""


def find_games(package: str = GAMES_PACKAGE) -> dict[str, str]:
    """The game packages in ``package``, by id, without importing any of them: ``{"troccas":
    "troggu_core.games.troccas", ...}`` (every subpackage whose name does not begin with ``_``; found with
    :func:`pkgutil.iter_modules`, which reads the package's folder, also in Pyodide and from a wheel).

    >>> sorted(find_games())
    ['french-tarot', 'grosstarock', 'troccas', 'troggu']
    """
    path = getattr(importlib.import_module(package), "__path__", [])
    found = (m.name for m in pkgutil.iter_modules(path) if m.ispkg and not m.name.startswith("_"))
    return {name.replace("_", "-"): f"{package}.{name}" for name in sorted(found)}


def _order(info: GameInfo) -> tuple[bool, str, str]:
    """The registry's order: the games in the order of their source documents (``seed_id``: Troggu 000, Troccas
    002, Großtarock 003, the French Tarot 004), a game without one after them, by id."""
    return (not info.seed_id, info.seed_id, info.id)


class Registry(Mapping[str, GameInfo]):
    """The games by id, like python-chess's ``VARIANTS`` and OpenSpiel's ``pyspiel.register_game``: the game
    packages found in ``package`` (imported on first access, so ``import troggu_core`` stays fast) and the games
    registered at run time (:meth:`register`, or for a while: :meth:`temporary`). Each game is checked when it
    is first loaded or registered (:func:`check_game`). Iterating gives the ids in the order of the games'
    sources (and loads every game); ``in``, ``len`` and :meth:`ids` load none.

    >>> toy = Registry(package=None)
    >>> len(toy), "troccas" in toy
    (0, False)
    >>> with toy.temporary(GAMES["troccas"]):
    ...     list(toy), "troccas" in toy
    (['troccas'], True)
    >>> list(toy)
    []
    """

    def __init__(self, package: str | None = GAMES_PACKAGE) -> None:
        self.package = package
        """The package searched for games (``None``: only games registered at run time)."""
        self._found: dict[str, str] | None = None
        self._loaded: dict[str, GameInfo] = {}
        self._registered: dict[str, str] = {}
        self._order: list[str] | None = None

    def modules(self) -> dict[str, str]:
        """Every game's module by id: the packages found (searched once) and the registered games' modules."""
        if self._found is None:
            self._found = find_games(self.package) if self.package is not None else {}
        return {**self._found, **self._registered}

    def ids(self) -> list[str]:
        """The games' ids by name, without loading any."""
        return sorted(self.modules())

    @property
    def default(self) -> str:
        """The id of the game that a request, a command or a share link plays when it names none: the one the
        games' package declares (``DEFAULT`` in :mod:`troggu_core.games`), else the first in the registry's order.
        Where the package declares it, no game is loaded to find it.

        >>> GAMES.default
        'troggu'
        >>> toy = Registry(package=None)
        >>> with toy.temporary(GAMES["french-tarot"], GAMES["troccas"]):
        ...     toy.default
        'troccas'

        Raises:
            LookupError: the registry has no game.
        """
        declared = getattr(importlib.import_module(self.package), "DEFAULT", None) if self.package else None
        if isinstance(declared, str) and declared in self:
            return declared
        first = next(iter(self), None)
        if first is None:
            raise LookupError("no game is registered")
        return first

    def __contains__(self, name: object) -> bool:
        return isinstance(name, str) and name in self.modules()

    def __getitem__(self, name: str) -> GameInfo:
        if name not in self:
            raise KeyError(name)
        if name not in self._loaded:
            info = importlib.import_module(self.modules()[name]).GAME
            check_game(name, info)
            self._loaded[name] = info
        return self._loaded[name]

    def __iter__(self) -> Iterator[str]:
        if self._order is None:
            self._order = [info.id for info in sorted((self[g] for g in self.modules()), key=_order)]
        return iter(list(self._order))

    def __len__(self) -> int:
        return len(self.modules())

    def register(self, info: GameInfo, module: str = "") -> None:
        """Add a game at run time (``module``: its package, for tools that read it; ``""``: none).

        Raises:
            ValueError: a game of that id is already registered.
            TypeError: the game is not one the family's code can serve (:func:`check_game`).
        """
        if info.id in self:
            raise ValueError(f"a game {info.id!r} is already registered")
        check_game(info.id, info)
        self._registered[info.id] = module
        self._loaded[info.id] = info
        self._order = None

    def unregister(self, name: str) -> None:
        """Remove a game registered at run time (the games found in the package stay).

        Raises:
            KeyError: no game of that id was registered at run time.
        """
        del self._registered[name]
        self._loaded.pop(name, None)
        self._order = None

    @contextmanager
    def temporary(self, *infos: GameInfo) -> Iterator[Registry]:
        """Register ``infos`` for the ``with`` block and remove them after it, whatever happens inside (a test's
        game beside the family's; the web facade, the bots and the tools find it by its id meanwhile)."""
        done: list[str] = []
        try:
            for info in infos:
                self.register(info)
                done.append(info.id)
            yield self
        finally:
            for name in reversed(done):
                self.unregister(name)


GAMES: Registry = Registry()
"""The registry every part of the engine reads: the games of :mod:`troggu_core.games`."""


class _ModuleNames(Mapping[str, str]):
    """Each game's module by id, in the registry's order (a view of :data:`GAMES`)."""

    def __getitem__(self, name: str) -> str:
        return GAMES.modules()[name]

    def __contains__(self, name: object) -> bool:
        return name in GAMES

    def __iter__(self) -> Iterator[str]:
        return iter(GAMES)

    def __len__(self) -> int:
        return len(GAMES)


GAME_MODULES: Mapping[str, str] = _ModuleNames()
"""Each game's module by id (``GAME_MODULES["french-tarot"]`` is ``"troggu_core.games.french_tarot"``), derived from
:data:`GAMES`: ``in`` loads no game, iterating loads every game."""


def game(name: object) -> GameInfo:
    """The game with this id.

    Raises:
        NotationError: no such game (rule ``record.game``).
    """
    if name not in GAMES:
        raise NotationError(
            "record.game", "{name} is not a game; games: {games}", name=brief(name, 30), games=", ".join(GAMES)
        )
    return GAMES[str(name)]
