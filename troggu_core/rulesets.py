"""The villages' rules as data: one frozen :class:`Ruleset` per village, no subclasses.

Every field is a parameter in which the villages or the two sources differ; each
field's metadata says what it means, which sources give which value, and what the
alternatives are. Each ruleset also cites, per field, the source of its own value.

>>> visp = ruleset("visp")
>>> visp.base_rappen, visp.double_threshold, visp.players
(10, 29, (4, 5, 6, 7, 8))
>>> ruleset("visp", double_threshold=30).double_threshold   # the article's reading
30
>>> [str(l) for l in ruleset("graechen").layouts_for(5)]
['5, Tapp 7, 6', '6, Tapp 7, 5']
"""

from __future__ import annotations

import dataclasses
import enum
from dataclasses import dataclass, field
from typing import Any, Mapping

from .errors import NotationError

__all__ = [
    "Layout",
    "Ruleset",
    "DiscardException",
    "CallRule",
    "MiserePayer",
    "AuctionDirection",
    "TappistRule",
    "RULESETS",
    "ruleset",
    "OPTION_FIELDS",
]


class DiscardException(str, enum.Enum):
    """Which 5-point cards may be laid away together (rule ``exchange.five-pointers``)."""

    FOUR_KINGS = "four-kings"
    """Visp (seeds 000, 001): all four kings together, nothing else worth 5."""
    ALL_FIVE_POINTERS = "all-five-pointers"
    """St. Niklaus, Grächen (seed 001): no kings, but all seven 5-pointers together."""


class CallRule(str, enum.Enum):
    """Which card the Tappist may call with 7 or 8 players (rule ``call.card``)."""

    NOT_FIVE_POINTERS = "not-five-pointers"
    """Visp (seed 000): any card except the seven 5-pointers."""
    TRUMP_NOT_XXI_NARR = "trump-not-xxi-narr"
    """Seed 001 (St. Niklaus, Grächen): any trump except XXI and the Narr."""


class MiserePayer(str, enum.Enum):
    """Who pays in a misère (rule ``pay.misere``)."""

    MOST_PAYS = "most-pays"
    """Visp, Grächen (seeds 000, 001): most points pays the base to each other player."""
    FEWEST_RECEIVES = "fewest-receives"
    """St. Niklaus (seed 001): fewest points receives the base from each other player."""


class AuctionDirection(str, enum.Enum):
    """The way the turn to bid passes (rule ``auction.order``)."""

    COUNTERCLOCKWISE = "counterclockwise"
    """Seed 000 and the play direction of both sources: dealer's right, then his right, ..."""
    CLOCKWISE = "clockwise"
    """Seed 001's "reihum linksherum": from the dealer's right the turn passes to the left."""


class TappistRule(str, enum.Enum):
    """Who becomes Tappist in a normal game (rule ``auction.tappist``)."""

    BIDDER = "bidder"
    """Seed 000 ("Wer geht, kann den Tapp nehmen"), and seed 001's bidding section."""
    DEALER = "dealer"
    """Seed 001's sentence "Im normalen Spiel spielt der Geber (genannt Tappist)"."""


@dataclass(frozen=True, slots=True)
class Layout:
    """How one deal is laid out: packet sizes per round and when the Tapp is laid.

    ``tapp_after`` is the number of packet rounds dealt before the Tapp is laid
    (0: first, as in Visp; 1: after the first round, as in Grächen).

    >>> Layout((4, 4, 5), 10).hand
    13
    """

    packets: tuple[int, ...]
    tapp: int
    tapp_after: int = 0
    source: str = ""

    @property
    def hand(self) -> int:
        """Cards per player."""
        return sum(self.packets)

    def fits(self, players: int) -> bool:
        """True if the layout deals all 62 cards to this many players."""
        return players * self.hand + self.tapp == 62

    def __str__(self) -> str:
        if self.tapp_after == 0:
            return f"Tapp {self.tapp}, " + "+".join(str(p) for p in self.packets)
        parts = [str(p) for p in self.packets]
        parts.insert(self.tapp_after, f"Tapp {self.tapp}")
        return ", ".join(parts)


def _f(doc: str, sources: str, alternatives: str = "") -> Any:
    return field(metadata={"doc": doc, "sources": sources, "alternatives": alternatives})


# Layouts shared by Visp and St. Niklaus (the Tapp is laid first).
_L4 = (
    Layout((4, 4, 5), 10, 0, "001 (table)"),
    Layout((5, 4, 4), 10, 0, "000 (table)"),
    Layout((5, 5, 4), 6, 0, "000 ('besser 14')"),
)
_L5 = (Layout((4, 4, 3), 7, 0, "000, 001"),)
_L6 = (Layout((4, 5), 8, 0, "001 (table)"), Layout((5, 4), 8, 0, "000 (table)"))
_L7 = (Layout((4, 4), 6, 0, "000, 001"),)
_L8 = (Layout((4, 3), 6, 0, "000, 001"),)
_L3 = (Layout((6, 6, 6), 8, 0, "001 (table)"),)


@dataclass(frozen=True, slots=True)
class Ruleset:
    """One village's rules: every parameter that differs, as data.

    Use :func:`ruleset` to look one up, :meth:`replace` to change options.
    """

    name: str = _f("The ruleset's id: visp, st-niklaus or graechen.", "")
    title: str = _f("The village's name.", "")
    players: tuple[int, ...] = _f(
        "Allowed player counts (rule deal.players).",
        "000: 4-8; 001: 3-8, Visp without 3, St. Niklaus without 8.",
    )
    layouts: tuple[tuple[int, tuple[Layout, ...]], ...] = _f(
        "Per player count, the deal layouts allowed, the default first (rules deal.layout, deal.tapp).",
        "000 table (Visp), 001 table and Grächen section.",
        "4 players: 13 cards with Tapp 10 or 14 with Tapp 6 in every ruleset (our reading).",
    )
    base_rappen: int = _f(
        "The base amount in Rappen (rule pay.base).", "000: 10 (Visp); 001: 5 in St. Niklaus and Grächen, 10 in Visp."
    )
    double_threshold: int = _f(
        "The losing side pays double with at most this many points (rule pay.double).",
        "000: 'weniger als 30' (29); 001: '30 Punkte oder weniger' (30), St. Niklaus 31, Grächen 20.",
        "Visp: 29 (sheet) or 30 (article).",
    )
    discard_exception: DiscardException = _f(
        "Which 5-point cards may be laid away together (rule exchange.five-pointers).",
        "000, 001: four kings (Visp); 001: all seven 5-pointers (St. Niklaus, Grächen).",
        "four-kings | all-five-pointers",
    )
    call_rule: CallRule = _f(
        "Which card may be called with 7-8 players (rule call.card).",
        "000: any card but 5-pointers; 001: any trump but XXI and the Narr.",
        "not-five-pointers | trump-not-xxi-narr",
    )
    misere_payer: MiserePayer = _f(
        "Who pays in a misère (rule pay.misere).",
        "000, 001: most points pays; 001: St. Niklaus, fewest points receives.",
        "most-pays | fewest-receives",
    )
    auction_direction: AuctionDirection = _f(
        "The way the turn to bid passes (rule auction.order).",
        "000: to the right (counterclockwise); 001: 'reihum linksherum' after a normal bid.",
        "counterclockwise | clockwise",
    )
    tappist: TappistRule = _f(
        "Who is Tappist after a normal bid (rule auction.tappist).",
        "000 and 001's bidding section: the bidder; 001's normal-game section: 'der Geber'.",
        "bidder | dealer",
    )
    citations: tuple[tuple[str, str], ...] = field(
        default=(),
        compare=False,
        metadata={"doc": "Per field, the source of this ruleset's value.", "sources": "", "alternatives": ""},
    )

    # ----- lookups ---------------------------------------------------------
    def layouts_for(self, players: int) -> tuple[Layout, ...]:
        """The deal layouts allowed for this player count, the default first.

        Raises:
            NotationError: this ruleset does not allow that many players (rule ``deal.players``).
        """
        for n, layouts in self.layouts:
            if n == players:
                return layouts
        raise NotationError(
            "deal.players",
            f"{self.title} is played by {self.players[0]}-{self.players[-1]} players, not {players}",
        )

    def citation(self, field_name: str) -> str:
        """The source of this ruleset's value for a field."""
        return dict(self.citations).get(field_name, "")

    def replace(self, **changes: Any) -> Ruleset:
        """A copy with some options changed; enum fields also take their text values.

        Raises:
            NotationError: an unknown option or value (rule ``notation.ruleset``).
        """
        return _with_options(self, changes)

    def options(self) -> dict[str, Any]:
        """The option fields and their values, as JSON-ready data."""
        return {name: _jsonable(getattr(self, name)) for name in OPTION_FIELDS}

    def to_json(self) -> str | dict[str, Any]:
        """The ruleset for a record: its name, or a dict of name and changed options."""
        base = RULESETS.get(self.name)
        if base is not None and base == self:
            return self.name
        out: dict[str, Any] = {"name": self.name}
        if base is not None:
            for name in OPTION_FIELDS:
                if getattr(base, name) != getattr(self, name):
                    out[name] = _jsonable(getattr(self, name))
        else:
            out.update(self.options())
        return out

    @classmethod
    def from_json(cls, data: Any) -> Ruleset:
        """Read a ruleset from a name or a dict as written by :meth:`to_json`.

        Raises:
            NotationError: unknown name, option or value (rule ``notation.ruleset``).
        """
        if isinstance(data, str):
            return ruleset(data)
        if isinstance(data, dict) and isinstance(data.get("name"), str):
            changes = {k: v for k, v in data.items() if k != "name"}
            return ruleset(data["name"], **changes)
        raise NotationError("notation.ruleset", "a ruleset is a name or an object with a 'name'")


OPTION_FIELDS: tuple[str, ...] = (
    "double_threshold",
    "discard_exception",
    "call_rule",
    "misere_payer",
    "auction_direction",
    "tappist",
)
"""The fields a user may change with :meth:`Ruleset.replace` (player counts and layouts are the village's)."""

_ENUMS: dict[str, type[enum.Enum]] = {
    "discard_exception": DiscardException,
    "call_rule": CallRule,
    "misere_payer": MiserePayer,
    "auction_direction": AuctionDirection,
    "tappist": TappistRule,
}


def _jsonable(value: Any) -> Any:
    return value.value if isinstance(value, enum.Enum) else value


def _with_options(rs: Ruleset, changes: Mapping[str, Any]) -> Ruleset:
    clean: dict[str, Any] = {}
    for key, value in changes.items():
        name = key.replace("-", "_")
        if name not in OPTION_FIELDS:
            raise NotationError("notation.ruleset", f"{key!r} is not a ruleset option ({', '.join(OPTION_FIELDS)})")
        if name in _ENUMS:
            try:
                value = _ENUMS[name](value)
            except ValueError:
                allowed = " | ".join(str(m.value) for m in _ENUMS[name])
                raise NotationError("notation.ruleset", f"{key} must be one of {allowed}, not {value!r}") from None
        elif not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= 56:
            raise NotationError("notation.ruleset", f"{key} must be a whole number of points 0-56, not {value!r}")
        clean[name] = value
    return dataclasses.replace(rs, **clean)


def _citations(**kw: str) -> tuple[tuple[str, str], ...]:
    return tuple(kw.items())


VISP = Ruleset(
    name="visp",
    title="Visp",
    players=(4, 5, 6, 7, 8),
    layouts=((4, _L4), (5, _L5), (6, _L6), (7, _L7), (8, _L8)),
    base_rappen=10,
    double_threshold=29,
    discard_exception=DiscardException.FOUR_KINGS,
    call_rule=CallRule.NOT_FIVE_POINTERS,
    misere_payer=MiserePayer.MOST_PAYS,
    auction_direction=AuctionDirection.COUNTERCLOCKWISE,
    tappist=TappistRule.BIDDER,
    citations=_citations(
        players="000 'vier bis acht Mitspieler'; 001 Visp: no three-player version",
        layouts="000 dealing table; 001 dealing table",
        base_rappen="000 'zehn Rappen'; 001 'in Visp zehn Rappen'",
        double_threshold="000 'weniger als 30 Punkte' (the article's '30 oder weniger' is the alternative)",
        discard_exception="000 and 001: all four kings together",
        call_rule="000 'irgendeine Karte, ausgenommen 5-Punkte-Karten'",
        misere_payer="000 and 001: 'Wer am meisten Punkte gemacht hat'",
        auction_direction="000 'der Spieler rechts von ihm'",
        tappist="000 'Wer geht ... wird Tappist genannt'",
    ),
)

ST_NIKLAUS = Ruleset(
    name="st-niklaus",
    title="St. Niklaus",
    players=(3, 4, 5, 6, 7),
    layouts=((3, _L3), (4, _L4), (5, _L5), (6, _L6), (7, _L7)),
    base_rappen=5,
    double_threshold=31,
    discard_exception=DiscardException.ALL_FIVE_POINTERS,
    call_rule=CallRule.TRUMP_NOT_XXI_NARR,
    misere_payer=MiserePayer.FEWEST_RECEIVES,
    auction_direction=AuctionDirection.COUNTERCLOCKWISE,
    tappist=TappistRule.BIDDER,
    citations=_citations(
        players="001: three to eight players, St. Niklaus without eight",
        layouts="001 dealing table (the sheet's packet orders as alternatives)",
        base_rappen="001 'in St. Niklaus und Grächen üblicherweise fünf Rappen'",
        double_threshold="001 St. Niklaus: '31 oder weniger Punkte'",
        discard_exception="001 St. Niklaus: all seven 5-point cards together, not four kings",
        call_rule="001 'irgendeinen Trumpf, ausgenommen XXI oder den Narren'",
        misere_payer="001 St. Niklaus: the one with fewest points is paid by all",
        auction_direction="000 and 001: play passes counterclockwise (our default)",
        tappist="001 bidding section: the bidder",
    ),
)

GRAECHEN = Ruleset(
    name="graechen",
    title="Grächen",
    players=(3, 4, 5, 6, 7, 8),
    layouts=(
        (3, (Layout((6, 6, 6), 8, 1, "001 table; Tapp after the first round (001 Grächen)"),)),
        (4, (Layout((7, 7), 6, 1, "001 Grächen: 'sieben ausgeben, Tapp bilden, restl. sieben'"),
             Layout((4, 4, 5), 10, 1, "001 table; our reading for Grächen"))),
        (5, (Layout((5, 6), 7, 1, "001 Grächen: 'fünf ausgeben, Tapp erstellen, sechs ausgeben'"),
             Layout((6, 5), 7, 1, "001 Grächen: 'sechs ausgeben, Tapp erstellen, fünf ausgeben'"))),
        (6, (Layout((4, 5), 8, 1, "001 table; Tapp after the first round (001 Grächen)"),)),
        (7, (Layout((4, 4), 6, 1, "001 table; Tapp after the first round (001 Grächen)"),)),
        (8, (Layout((4, 3), 6, 1, "001 table; Tapp after the first round (001 Grächen)"),)),
    ),
    base_rappen=5,
    double_threshold=20,
    discard_exception=DiscardException.ALL_FIVE_POINTERS,
    call_rule=CallRule.TRUMP_NOT_XXI_NARR,
    misere_payer=MiserePayer.MOST_PAYS,
    auction_direction=AuctionDirection.COUNTERCLOCKWISE,
    tappist=TappistRule.BIDDER,
    citations=_citations(
        players="001: three to eight players",
        layouts="001 Grächen: 'Der Tapp wird erst nach der Kartenausteilrunde erstellt'",
        base_rappen="001 'in St. Niklaus und Grächen üblicherweise fünf Rappen'",
        double_threshold="001 Grächen: '20 oder weniger Punkte'",
        discard_exception="001 Grächen: all seven 5-point cards together, not four kings",
        call_rule="001 'irgendeinen Trumpf, ausgenommen XXI oder den Narren'",
        misere_payer="001: 'Der Spieler, der am meisten Punkte gemacht hat'",
        auction_direction="000 and 001: play passes counterclockwise (our default)",
        tappist="001 bidding section: the bidder",
    ),
)

RULESETS: dict[str, Ruleset] = {r.name: r for r in (VISP, ST_NIKLAUS, GRAECHEN)}
"""The three villages' rulesets by id."""

_ALIASES = {"st. niklaus": "st-niklaus", "st.niklaus": "st-niklaus", "stniklaus": "st-niklaus",
            "st_niklaus": "st-niklaus", "grächen": "graechen"}


def ruleset(name: str | Ruleset, **options: Any) -> Ruleset:
    """Look up a village's ruleset by id (``visp``, ``st-niklaus``, ``graechen``), optionally with options changed.

    Raises:
        NotationError: unknown name, option or value (rule ``notation.ruleset``).
    """
    if isinstance(name, Ruleset):
        rs = name
    else:
        if not isinstance(name, str):
            raise NotationError("notation.ruleset", f"a ruleset name must be text, not {type(name).__name__}")
        key = name.strip().lower()
        key = _ALIASES.get(key, key)
        found = RULESETS.get(key)
        if found is None:
            raise NotationError("notation.ruleset", f"no ruleset {name!r}: choose visp, st-niklaus or graechen")
        rs = found
    return _with_options(rs, options) if options else rs
