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
>>> ruleset("visp", misere_schgusieru="not-allowed").misere_schgusieru.value
'not-allowed'
>>> ruleset("visp", base_rappen=20, call_from=9).payment_unit, calls_partner(7, ruleset("visp", call_from=9))
(20, False)

Every amount the payments read is an option too (issue 34): the base, the multipliers of a double, a match and a
solo, the called partner's share, from how many players the Tappist calls a partner and what a 57:57 pays.

Where a value comes from one source's general section and is applied to a village whose own
section says nothing, the citation says so ("our reading"): seed 001 gives the rules first in
general, then a short list of what differs in Visp, St. Niklaus and Grächen.
"""

from __future__ import annotations

import dataclasses
import enum
from dataclasses import dataclass, field
from typing import Any, Mapping

from .cards import TROGGU_DECK
from ...errors import NotationError
from ...i18n import verbatim
from ...kernel.jsonio import check_depth
from ...kernel.options import Reading
from ...kernel.ruleset_format import is_house
from ...kernel.rulesets import option_name, value_names
from ...i18n import Localized

__all__ = [
    "CALL_FROM",
    "calls_partner",
    "Layout",
    "Ruleset",
    "DiscardException",
    "CallRule",
    "MiserePayer",
    "AuctionDirection",
    "TappistRule",
    "MisereSchgusieru",
    "DrawRule",
    "RULESETS",
    "ruleset",
    "OPTION_FIELDS",
    "OPTION_VALUES",
    "OPTION_READINGS",
    "OPTION_TITLES",
    "FIELD_RULES",
    "RULESET_KIND",
    "parse_ruleset",
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
    """Seed 000 (Visp): any card except the seven 5-pointers."""
    TRUMP_NOT_XXI_NARR = "trump-not-xxi-narr"
    """Seed 001's general section: any trump except XXI and the Narr. The engine applies it to
    St. Niklaus and Grächen (our reading: 001's sections on those villages say nothing on the call)."""


class MiserePayer(str, enum.Enum):
    """Who pays in a misère (rule ``pay.misere``)."""

    MOST_PAYS = "most-pays"
    """Seeds 000 and 001's general section: most points pays the base to each other player (Visp; Grächen
    by our reading, as 001's section on Grächen says nothing on the misère)."""
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


class DrawRule(str, enum.Enum):
    """What 57 points each pays in a normal game or a solo (rule ``count.draw``)."""

    NOBODY_PAYS = "nobody-pays"
    """Seeds 000 and 001: nobody wins, nobody pays."""
    DECLARER_LOSES = "declarer-loses"
    """Not in the sources: the declarer's side needs more than half, so 57 loses (single)."""


class MisereSchgusieru(str, enum.Enum):
    """Whether the Narr may be withheld (schgüsieru) in a misère (rule ``play.schgusieru``).

    Both sources describe schgüsieru under the heading on the play of the normal game and the solo
    (000 "Spielablauf beim Normalspiel und Solo", 001 "Spielablauf des Normalspiels und Solos"), the
    same heading under which they give the duty to follow suit, which the misère plainly uses too;
    neither mentions schgüsieru in its section on the misère.
    """

    ALLOWED = "allowed"
    """Our reading, the default: the rules of play under that heading, schgüsieru included, hold in a misère."""
    NOT_ALLOWED = "not-allowed"
    """The other reading: the heading limits schgüsieru to the normal game and the solo."""


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
        return players * self.hand + self.tapp == _DECK_SIZE

    def __str__(self) -> str:
        if self.tapp_after == 0:
            return f"Tapp {self.tapp}, " + "+".join(str(p) for p in self.packets)
        parts = [str(p) for p in self.packets]
        parts.insert(self.tapp_after, f"Tapp {self.tapp}")
        return ", ".join(parts)


_DECK_SIZE = len(TROGGU_DECK)  # 62 (rule deck.cards)
_MAX_THRESHOLD = sum(c.points for c in TROGGU_DECK) // 2 - 1  # 56: below half of the 114 points

CALL_FROM = 7
"""With this many players or more, a normal game's declarer calls a partner (rule ``call.required``)."""


def calls_partner(players: int, rs: Ruleset | None = None) -> bool:
    """True if a normal game with ``players`` players has a called partner (rule ``call.required``): from
    ``rs.call_from`` players (the option ``call_from``; without a ruleset the sources' :data:`CALL_FROM`).

    The one place this rule is stated; the game, the views, the facade, the CLI and the site ask here.

    >>> calls_partner(6), calls_partner(7)
    (False, True)
    """
    return players >= (CALL_FROM if rs is None else rs.call_from)


def _f(doc: str, sources: str, alternatives: str = "") -> Any:
    return field(metadata={"doc": doc, "sources": sources, "alternatives": alternatives})


# Layouts of Visp and St. Niklaus (the Tapp is laid first). The default comes first. For Visp the defaults
# with 4 and 6 players are 001's table, not the sheet's own 5+4+4 and 5+4: our reading, kept so that seeded
# deals stay as they were; the sheet's layouts are allowed alternatives.
_L4_VISP = (
    Layout((4, 4, 5), 10, 0, "001 table (our default for Visp; the sheet gives 5+4+4)"),
    Layout((5, 4, 4), 10, 0, "000 table"),
    Layout((5, 5, 4), 6, 0, "000 table ('besser 14')"),
)
_L6_VISP = (
    Layout((4, 5), 8, 0, "001 table (our default for Visp; the sheet gives 5+4)"),
    Layout((5, 4), 8, 0, "000 table"),
)
_L4 = (
    Layout((4, 4, 5), 10, 0, "001 table"),
    Layout((5, 4, 4), 10, 0, "000 table (Visp's sheet: our reading for St. Niklaus)"),
    Layout((5, 5, 4), 6, 0, "000 table ('besser 14'; our reading for St. Niklaus)"),
)
_L6 = (Layout((4, 5), 8, 0, "001 table"), Layout((5, 4), 8, 0, "000 table (Visp's sheet: our reading for St. Niklaus)"))
_L5 = (Layout((4, 4, 3), 7, 0, "000 table, 001 table"),)
_L7 = (Layout((4, 4), 6, 0, "000 table, 001 table"),)
_L8 = (Layout((4, 3), 6, 0, "000 table, 001 table"),)
_L3 = (Layout((6, 6, 6), 8, 0, "001 table"),)
_GRAECHEN_GENERAL = "001 table, Tapp after the first round as 001 says for Grächen (our reading: 001 gives Grächen's deal only for 4 and 5)"


_OPTIONS: dict[int, tuple[Ruleset, dict[str, Any]]] = {}
""":meth:`Ruleset.options` by the ruleset object's id, the object kept beside (so its id is not reused): a lookup
without hashing every field of the ruleset."""


def _options_of(rs: Ruleset) -> dict[str, Any]:
    """:meth:`Ruleset.options`, once per ruleset object (every value a JSON scalar: a shallow copy is a copy)."""
    hit = _OPTIONS.get(id(rs))
    if hit is None or hit[0] is not rs:
        if len(_OPTIONS) >= 256:
            _OPTIONS.clear()
        hit = _OPTIONS[id(rs)] = (rs, {name: _jsonable(getattr(rs, name)) for name in OPTION_FIELDS})
    return hit[1]


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
        "000 table (Visp); 001 general table; 001 Grächen section (4 and 5 players only).",
        "4 players: 13 cards with Tapp 10 or 14 with Tapp 6 in every ruleset (our reading).",
    )
    base_rappen: int = _f(
        "The base amount in Rappen (rule pay.base).",
        "000: 10 (Visp); 001: 5 in St. Niklaus and Grächen, 10 in Visp.",
        "1–1000 Rappen",
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
        "000: any card but 5-pointers; 001 (general section): any trump but XXI and the Narr.",
        "not-five-pointers | trump-not-xxi-narr",
    )
    misere_payer: MiserePayer = _f(
        "Who pays in a misère (rule pay.misere).",
        "000, 001 (general section): most points pays; 001 St. Niklaus: fewest points receives.",
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
    misere_schgusieru: MisereSchgusieru = _f(
        "Whether the Narr may be withheld (schgüsieru) in a misère (rule play.schgusieru).",
        "000 and 001 give schgüsieru under the heading on the play of the normal game and the solo, where they also "
        "give the duty to follow suit; neither mentions it under the misère. Allowed: our reading.",
        "allowed | not-allowed",
    )
    double_multiplier: int = _f(
        "What the losers pay, in bases, with at most double_threshold points (rule pay.double).",
        "000: 'den doppelten Grundbetrag'; 001: 'den doppelten Grundbetrag'.",
        "1–10",
    )
    match_multiplier: int = _f(
        "What the losers pay, in bases, when the winners took every trick (rule pay.match).",
        "000: 'den dreifachen Grundbetrag'; 001: 'den dreifachen Grundbetrag'.",
        "1–20, ≥ double_multiplier",
    )
    solo_multiplier: int = _f(
        "A solo's payments are the normal game's times this (rule pay.solo).",
        "000: 'der Grundbetrag wird aber verdoppelt'; 001: 'mit dem doppelten Preis'.",
        "1–10",
    )
    partner_share: int = _f(
        "The called partner pays or gets this many bases, the declarer the rest (rule pay.partner).",
        "000: 'Der Partner des Tappisten bekommt oder bezahlt den doppelten Grundbetrag'.",
        "1–5",
    )
    call_from: int = _f(
        "From this many players the declarer of a normal game calls a partner (rule call.required).",
        "000: 'Bei sieben oder acht Spielern'; 001: 'Bei sieben oder acht Spielern'.",
        "7 | 8 | 9",
    )
    draw: DrawRule = _f(
        "What 57 points each pays (rule count.draw).",
        "000: 'gewinnt niemand und kein Geld wird gezahlt'; 001: 'kein Geld wird gezahlt'.",
        "nobody-pays | declarer-loses",
    )
    citations: tuple[tuple[str, str], ...] = field(
        default=(),
        compare=False,
        metadata={"doc": "Per field, the source of this ruleset's value.", "sources": "", "alternatives": ""},
    )
    house: Any = field(
        default=None,
        compare=False,
        metadata={
            "doc": "The house rules this ruleset was made from (a troggu-ruleset/1 HouseRules), or None.",
            "sources": "",
            "alternatives": "",
        },
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
            "{title} is played by {low}-{high} players, not {players}",
            title=self.title,
            low=self.players[0],
            high=self.players[-1],
            players=players,
        )

    def citation(self, field_name: str) -> str:
        """The source of this ruleset's value for a field."""
        return dict(self.citations).get(field_name, "")

    def replace(self, **changes: Any) -> Ruleset:
        """A copy with some options changed; enum fields also take their text values.

        Raises:
            NotationError: an unknown option or value (rule ``record.ruleset``, as every game's).
        """
        return _with_options(self, changes)

    @property
    def payment_unit(self) -> int:
        """What one unit of a result's ``payments`` is worth in the score pad's unit: the village's base, so many
        Rappen (rule ``pay.base``)."""
        return self.base_rappen

    def options(self) -> dict[str, Any]:
        """The option fields and their values, as JSON-ready data (a fresh dict; worked out once per ruleset: every
        view of a round sends them)."""
        return dict(_options_of(self))

    def to_json(self) -> str | dict[str, Any]:
        """The ruleset for a record: its name, or a dict of name and changed options; the whole
        ``troggu-ruleset/1`` object for house rules (:mod:`~troggu_core.kernel.ruleset_format`)."""
        if self.house is not None:
            return dict(self.house.to_json())
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
            NotationError: unknown name, option or value (rule ``record.ruleset``, as every game's).
            RecordError: house rules that are not valid (:func:`~troggu_core.kernel.ruleset_format.house_from_json`).
        """
        from ...kernel.ruleset_format import house_ruleset

        house = house_ruleset(data, "troggu")
        if house is not None:
            return house  # type: ignore[no-any-return]
        if isinstance(data, str):
            return ruleset(data)
        if isinstance(data, dict) and isinstance(data.get("name"), str):
            changes = {k: v for k, v in data.items() if k != "name"}
            return ruleset(data["name"], **changes)
        raise NotationError("record.ruleset", "a ruleset is a name or an object with a 'name'")


OPTION_FIELDS: tuple[str, ...] = (
    "double_threshold",
    "discard_exception",
    "call_rule",
    "misere_payer",
    "auction_direction",
    "tappist",
    "misere_schgusieru",
    "base_rappen",
    "double_multiplier",
    "match_multiplier",
    "solo_multiplier",
    "partner_share",
    "call_from",
    "draw",
)
"""The fields a user may change with :meth:`Ruleset.replace` (player counts and layouts are the village's)."""

_INT_RANGES: dict[str, tuple[int, int]] = {
    "base_rappen": (1, 1000),
    "double_multiplier": (1, 10),
    "match_multiplier": (1, 20),
    "solo_multiplier": (1, 10),
    "partner_share": (1, 5),
    "call_from": (7, 9),
}
"""The whole-number options besides ``double_threshold`` (points 0-56), with their lowest and highest value: the
partner's share at most 5, so the declarer's rest is never negative with 7 players; a partner from 7 or 8 players,
or (9) never."""

_ENUMS: dict[str, type[enum.Enum]] = {
    "discard_exception": DiscardException,
    "call_rule": CallRule,
    "misere_payer": MiserePayer,
    "auction_direction": AuctionDirection,
    "tappist": TappistRule,
    "misere_schgusieru": MisereSchgusieru,
    "draw": DrawRule,
}


def _jsonable(value: Any) -> Any:
    return value.value if isinstance(value, enum.Enum) else value


def _with_options(rs: Ruleset, changes: Mapping[str, Any]) -> Ruleset:
    check_depth(dict(changes))  # the Python API may be given values no JSON text would be read into
    clean: dict[str, Any] = {}
    for key, value in changes.items():
        name = key.replace("-", "_")
        if name not in OPTION_FIELDS:
            raise NotationError(
                "record.ruleset",
                "{key!r} is not a ruleset option ({options})",
                key=verbatim(key, 30),
                options=", ".join(OPTION_FIELDS),
            )
        if name in _ENUMS:
            try:
                value = _ENUMS[name](value)
            except ValueError:
                allowed = value_names(name, [m.value for m in _ENUMS[name]], OPTION_READINGS)
                raise NotationError(
                    "record.ruleset",
                    "{key} must be one of {allowed}, not {value!r}",
                    key=option_name(name, OPTION_TITLES),
                    allowed=allowed,
                    value=verbatim(value, 30),
                ) from None
        elif name in _INT_RANGES:
            low, high = _INT_RANGES[name]
            if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
                raise NotationError(
                    "record.ruleset",
                    "{key} must be a whole number {low}-{high}, not {value!r}",
                    key=option_name(name, OPTION_TITLES),
                    low=low,
                    high=high,
                    value=verbatim(value, 20),
                )
        elif not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= _MAX_THRESHOLD:
            raise NotationError(
                "record.ruleset",
                "{key} must be a whole number of points 0-{high}, not {value!r}",
                key=option_name(name, OPTION_TITLES),
                high=_MAX_THRESHOLD,
                value=verbatim(value, 20),
            )
        clean[name] = value
    return _combination(dataclasses.replace(rs, house=None, **clean)) if clean else rs


def _combination(rs: Ruleset) -> Ruleset:
    """Refuse amounts that contradict each other (rule ``record.ruleset``): a match pays at least a double."""
    if rs.match_multiplier < rs.double_multiplier:
        raise NotationError(
            "record.ruleset",
            "a match pays at least a double: {match_key} {match} is less than {double_key} {double}",
            match_key=option_name("match_multiplier", OPTION_TITLES),
            match=rs.match_multiplier,
            double_key=option_name("double_multiplier", OPTION_TITLES),
            double=rs.double_multiplier,
        )
    return rs


def _citations(**kw: str) -> tuple[tuple[str, str], ...]:
    return tuple(kw.items())


_SOURCES_AMOUNTS: dict[str, Any] = dict(
    double_multiplier=2, match_multiplier=3, solo_multiplier=2, partner_share=2, call_from=7, draw=DrawRule.NOBODY_PAYS
)
"""The amounts both sources give every village (000's payments, 001's 'Bezahlung')."""

_AMOUNT_CITATIONS = dict(
    double_multiplier="000 and 001: 'den doppelten Grundbetrag'",
    match_multiplier="000 and 001: 'den dreifachen Grundbetrag'",
    solo_multiplier="000 'der Grundbetrag wird aber verdoppelt'; 001 'mit dem doppelten Preis'",
    partner_share="000 and 001: 'bekommt oder bezahlt den doppelten Grundbetrag'",
    call_from="000 and 001: 'Bei sieben oder acht Spielern'",
    draw="000 'gewinnt niemand und kein Geld wird gezahlt'; 001 'kein Geld wird gezahlt'",
)
"""Where each village's amount comes from (the same for the three)."""


VISP = Ruleset(
    name="visp",
    title="Visp",
    players=(4, 5, 6, 7, 8),
    layouts=((4, _L4_VISP), (5, _L5), (6, _L6_VISP), (7, _L7), (8, _L8)),
    base_rappen=10,
    double_threshold=29,
    discard_exception=DiscardException.FOUR_KINGS,
    call_rule=CallRule.NOT_FIVE_POINTERS,
    misere_payer=MiserePayer.MOST_PAYS,
    auction_direction=AuctionDirection.COUNTERCLOCKWISE,
    tappist=TappistRule.BIDDER,
    misere_schgusieru=MisereSchgusieru.ALLOWED,
    **_SOURCES_AMOUNTS,
    citations=_citations(
        players="000 'vier bis acht Mitspieler'; 001 Visp: 'Erlaubt keine Drei-Spieler-Version'",
        layouts="000 dealing table gives 5+4+4 (4 players) and 5+4 (6); our default takes 001's general table, "
        "the sheet's layouts are alternatives",
        base_rappen="000 'zehn Rappen'; 001 'in Visp zehn Rappen'",
        double_threshold="000 'weniger als 30 Punkte' (001's '30 Punkte oder weniger' is the alternative)",
        discard_exception="000 and 001 (general section): all four kings together (001 'wenn vier Könige zusammen abgelegt werden')",
        call_rule="000 'irgendeine Karte, ausgenommen 5-Punkte-Karten'",
        misere_payer="000 'Wer am meisten Punkte gemacht hat'; 001 general section",
        auction_direction="000 'der Spieler rechts von ihm'",
        tappist="000: who goes 'kann den Tapp nehmen' ... 'Er wird Tappist genannt'",
        misere_schgusieru="000 'Spielablauf beim Normalspiel und Solo', 001 'Spielablauf des Normalspiels und Solos': the heading of follow suit and schgüsieru alike; allowed in the misère is our reading",
        **_AMOUNT_CITATIONS,
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
    misere_schgusieru=MisereSchgusieru.ALLOWED,
    **_SOURCES_AMOUNTS,
    citations=_citations(
        players="001 'drei bis acht Mitspieler'; St. Niklaus: 'keine Acht-Spieler-Version'",
        layouts="001 dealing table (the Visp sheet's packet orders as alternatives: our reading)",
        base_rappen="001 'in St. Niklaus und Grächen üblicherweise fünf Rappen'",
        double_threshold="001 St. Niklaus: '31 oder weniger Punkte'",
        discard_exception="001 St. Niklaus: 'alle sieben 5-Punkte-Karten besitzt, darf diese gemeinsam ablegen'",
        call_rule="001 general section 'irgendeinen Trumpf, ausgenommen XXI oder den Narren'; "
        "applied to St. Niklaus: our reading (001's St. Niklaus section says nothing on the call)",
        misere_payer="001 St. Niklaus: 'derjenige, der am wenigsten macht, von allen den Grundbetrag'",
        auction_direction="000 and 001: play passes counterclockwise (our default)",
        tappist="001 bidding section: the bidder",
        misere_schgusieru="000 'Spielablauf beim Normalspiel und Solo', 001 'Spielablauf des Normalspiels und Solos': the heading of follow suit and schgüsieru alike; allowed in the misère is our reading",
        **_AMOUNT_CITATIONS,
    ),
)

GRAECHEN = Ruleset(
    name="graechen",
    title="Grächen",
    players=(3, 4, 5, 6, 7, 8),
    layouts=(
        (3, (Layout((6, 6, 6), 8, 1, _GRAECHEN_GENERAL),)),
        (
            4,
            (
                Layout((7, 7), 6, 1, "001 Grächen: 'sieben ausgeben, Tapp bilden, restl. sieben'"),
                Layout((4, 4, 5), 10, 1, "001 table, Tapp after the first round: our reading for Grächen"),
            ),
        ),
        (
            5,
            (
                Layout((5, 6), 7, 1, "001 Grächen: 'fünf ausgeben, Tapp erstellen, sechs ausgeben'"),
                Layout((6, 5), 7, 1, "001 Grächen: 'sechs ausgeben, Tapp erstellen, fünf ausgeben'"),
            ),
        ),
        (6, (Layout((4, 5), 8, 1, _GRAECHEN_GENERAL),)),
        (7, (Layout((4, 4), 6, 1, _GRAECHEN_GENERAL),)),
        (8, (Layout((4, 3), 6, 1, _GRAECHEN_GENERAL),)),
    ),
    base_rappen=5,
    double_threshold=20,
    discard_exception=DiscardException.ALL_FIVE_POINTERS,
    call_rule=CallRule.TRUMP_NOT_XXI_NARR,
    misere_payer=MiserePayer.MOST_PAYS,
    auction_direction=AuctionDirection.COUNTERCLOCKWISE,
    tappist=TappistRule.BIDDER,
    misere_schgusieru=MisereSchgusieru.ALLOWED,
    **_SOURCES_AMOUNTS,
    citations=_citations(
        players="001 'drei bis acht Mitspieler'; the Grächen section names no limit (all: our reading)",
        layouts="001 Grächen: 'Der Tapp wird erst nach der Kartenausteilrunde erstellt', layouts for 4 and 5 "
        "players; for 3, 6, 7, 8 the general table with the Tapp after the first round (our reading)",
        base_rappen="001 'in St. Niklaus und Grächen üblicherweise fünf Rappen'",
        double_threshold="001 Grächen: '20 oder weniger Punkte'",
        discard_exception="001 Grächen: 'alle sieben 5-Punkte-Karten besitzt, darf diese gemeinsam ablegen'",
        call_rule="001 general section 'irgendeinen Trumpf, ausgenommen XXI oder den Narren'; "
        "applied to Grächen: our reading (001's Grächen section says nothing on the call)",
        misere_payer="001 general section 'Der Spieler, der am meisten Punkte gemacht hat'; "
        "applied to Grächen: our reading (001's Grächen section says nothing on the misère)",
        auction_direction="000 and 001: play passes counterclockwise (our default)",
        tappist="001 bidding section: the bidder",
        misere_schgusieru="000 'Spielablauf beim Normalspiel und Solo', 001 'Spielablauf des Normalspiels und Solos': the heading of follow suit and schgüsieru alike; allowed in the misère is our reading",
        **_AMOUNT_CITATIONS,
    ),
)

RULESETS: dict[str, Ruleset] = {r.name: r for r in (VISP, ST_NIKLAUS, GRAECHEN)}
"""The three villages' rulesets by id."""

_ALIASES = {
    "st. niklaus": "st-niklaus",
    "st.niklaus": "st-niklaus",
    "stniklaus": "st-niklaus",
    "st_niklaus": "st-niklaus",
    "grächen": "graechen",
}


def ruleset(name: str | Ruleset | dict[str, Any], **options: Any) -> Ruleset:
    """Look up a village's ruleset by id (``visp``, ``st-niklaus``, ``graechen``), optionally with options changed;
    also a ruleset's record form (an object with a ``name``) or house rules (``troggu-ruleset/1``).

    Raises:
        NotationError: unknown name, option or value (rule ``record.ruleset``, as every game's).
    """
    if isinstance(name, Ruleset):
        rs = name
    elif isinstance(name, dict) or not isinstance(name, str) and is_house(name):
        rs = Ruleset.from_json(name)
    else:
        if not isinstance(name, str):
            raise NotationError("record.ruleset", "a ruleset name must be text, not {type}", type=type(name).__name__)
        key = name.strip().lower()
        key = _ALIASES.get(key, key)
        found = RULESETS.get(key)
        if found is None:
            raise NotationError(
                "record.ruleset", "no ruleset {name!r}: choose visp, st-niklaus or graechen", name=verbatim(name, 30)
            )
        rs = found
    return _with_options(rs, options) if options else rs


def parse_ruleset(value: Any) -> Ruleset:
    """The ruleset protocol's reader (:class:`~troggu_core.kernel.rulesets.RulesetCatalogue`): a village's
    ruleset from its record form, a name or ``{"name": ..., <option>: <value>}`` (:meth:`Ruleset.from_json`).

    >>> parse_ruleset({"name": "visp", "double_threshold": 30}).to_json()
    {'name': 'visp', 'double_threshold': 30}

    Raises:
        NotationError: unknown name, option or value (rule ``record.ruleset``, as every game's).
    """
    return Ruleset.from_json(value)


OPTION_VALUES: Mapping[str, tuple[Any, ...]] = {
    "double_threshold": (29, 30, 31, 20),
    "discard_exception": tuple(m.value for m in DiscardException),
    "call_rule": tuple(m.value for m in CallRule),
    "misere_payer": tuple(m.value for m in MiserePayer),
    "auction_direction": tuple(m.value for m in AuctionDirection),
    "tappist": tuple(m.value for m in TappistRule),
    "misere_schgusieru": tuple(m.value for m in MisereSchgusieru),
    "base_rappen": (10, 5, 20),
    "double_multiplier": (2,),
    "match_multiplier": (3,),
    "solo_multiplier": (2,),
    "partner_share": (2,),
    "call_from": (7, 9),
    "draw": tuple(m.value for m in DrawRule),
}
"""The values of each option the sources give, Visp's first, and a few a table may play that no source gives
(marked unsourced in :data:`OPTION_READINGS`). ``double_threshold`` takes any whole number of points 0-56 with
:meth:`Ruleset.replace` (these are the sources' four), the other amounts any whole number within their bounds."""

OPTION_RANGES: Mapping[str, tuple[int, int, int]] = {
    "double_threshold": (0, 0, _MAX_THRESHOLD),
    **{name: (0, low, high) for name, (low, high) in _INT_RANGES.items()},
}
"""The whole numbers a table may set beside the listed values (the composer's number field): how many numbers (0:
one), the lowest and the highest, as :meth:`Ruleset.replace` reads them (it refuses the rest)."""

OPTION_READINGS: dict[str, Mapping[Any, Reading]] = {
    "double_threshold": {
        29: Reading(
            "000:230 'weniger als 30 Punkte'", "doppelt bei höchstens 29 Punkten", "double at 29 points or fewer"
        ),
        30: Reading(
            "001:77 '30 Punkte oder weniger'", "doppelt bei höchstens 30 Punkten", "double at 30 points or fewer"
        ),
        31: Reading(
            "001:88 '31 oder weniger Punkte' (St. Niklaus)",
            "doppelt bei höchstens 31 Punkten",
            "double at 31 points or fewer",
        ),
        20: Reading(
            "001:92 '20 oder weniger Punkte' (Grächen)",
            "doppelt bei höchstens 20 Punkten",
            "double at 20 points or fewer",
        ),
    },
    "discard_exception": {
        "four-kings": Reading(
            "001:65 'wenn vier Könige zusammen abgelegt werden'",
            "alle vier Könige zusammen",
            "all four kings together",
        ),
        "all-five-pointers": Reading(
            "001:86 'alle sieben 5-Punkte-Karten besitzt, darf diese gemeinsam ablegen' (St. Niklaus; 001:90 Grächen)",
            "alle sieben 5-Punkte-Karten zusammen",
            "all seven 5-point cards together",
        ),
    },
    "call_rule": {
        "not-five-pointers": Reading(
            "000:146 'irgendeine Karte, ausgenommen 5-Punkte-Karten'",
            "jede Karte ausser den 5-Punkte-Karten",
            "any card but the 5-point cards",
        ),
        "trump-not-xxi-narr": Reading(
            "001:64 'irgendeinen Trumpf, ausgenommen XXI oder den Narren'",
            "jeder Trumpf ausser XXI und Narr",
            "any trump but XXI and the Narr",
        ),
    },
    "misere_payer": {
        "most-pays": Reading(
            "000:171 'Wer am meisten Punkte gemacht hat'",
            "wer am meisten Punkte hat, zahlt",
            "most points pays",
        ),
        "fewest-receives": Reading(
            "001:87 'am wenigsten macht, von allen den Grundbetrag' (St. Niklaus)",
            "wer am wenigsten Punkte hat, erhält",
            "fewest points receives",
        ),
    },
    "auction_direction": {
        "counterclockwise": Reading(
            "000:125 'der Spieler rechts von ihm'",
            "im Gegenuhrzeigersinn (nach rechts)",
            "counterclockwise (to the right)",
        ),
        "clockwise": Reading(
            "001:58 'reihum linksherum'",
            "im Uhrzeigersinn (nach links)",
            "clockwise (to the left)",
        ),
    },
    "tappist": {
        "bidder": Reading(
            "000:124 'kann den Tapp nehmen' ... 'Er wird Tappist genannt'",
            "wer «normal» sagt",
            "whoever says 'normal'",
        ),
        "dealer": Reading("001:63 'spielt der Geber'", "der Geber", "the dealer"),
    },
    "misere_schgusieru": {
        "allowed": Reading(
            "000:182 'Spielablauf beim Normalspiel und Solo'; 001:70 'Spielablauf des Normalspiels und Solos'",
            "erlaubt",
            "allowed",
            ours=True,
        ),
        "not-allowed": Reading(
            "000:182 'Spielablauf beim Normalspiel und Solo'",
            "nicht erlaubt",
            "not allowed",
        ),
    },
}
"""Each option's values with their sources (seed and line) and meanings, as the family games give theirs."""

OPTION_READINGS.update(
    {
        "base_rappen": {
            10: Reading(
                "000:223 'Der Grundbetrag betrigt zehn Rappen'; 001:76 'in Visp zehn Rappen'", "10 Rappen", "10 Rappen"
            ),
            5: Reading("001:76 'in St. Niklaus und Grächen üblicherweise fünf Rappen'", "5 Rappen", "5 Rappen"),
            20: Reading("", "20 Rappen", "20 Rappen", unsourced=True),
        },
        "double_multiplier": {
            2: Reading(
                "000:230 'bezahlt sie den doppelten Grundbetrag'; 001:77 'bezahlt sie den doppelten Grundbetrag'",
                "doppelter Grundbetrag",
                "twice the base",
            ),
        },
        "match_multiplier": {
            3: Reading(
                "000:231 'den dreifachen Grundbetrag zahlen'; 001:77 'den dreifachen Grundbetrag zahlen'",
                "dreifacher Grundbetrag",
                "three times the base",
            ),
        },
        "solo_multiplier": {
            2: Reading(
                "000:235–236 'der Grundbetrag wird aber verdoppelt'; 001:78 'mit dem doppelten Preis'",
                "das Solo zählt doppelt",
                "a solo counts double",
            ),
        },
        "partner_share": {
            2: Reading(
                "000:242 'bekommt oder bezahlt den doppelten Grundbetrag'; 001:80 'bekommt oder bezahlt den "
                "doppelten Grundbetrag'",
                "der Partner zahlt oder bekommt doppelt, der Tappist den Rest",
                "the partner pays or gets twice, the Tappist the rest",
            ),
        },
        "call_from": {
            7: Reading(
                "000:143 'Bei sieben oder acht Spielern'; 001:63 'Bei sieben oder acht Spielern'",
                "ab 7 Spielern ruft der Tappist einen Partner",
                "from 7 players the Tappist calls a partner",
            ),
            9: Reading(
                "",
                "nie ein Partner: der Tappist spielt allein",
                "never a partner: the Tappist plays alone",
                unsourced=True,
            ),
        },
        "draw": {
            "nobody-pays": Reading(
                "000:219 'gewinnt niemand und kein Geld wird gezahlt'; 001:74 'kein Geld wird gezahlt'",
                "niemand gewinnt, niemand zahlt",
                "nobody wins, nobody pays",
            ),
            "declarer-loses": Reading(
                "",
                "die Seite des Tappisten oder Solisten verliert",
                "the Tappist's or soloist's side loses",
                unsourced=True,
            ),
        },
    }
)

TITLES: Mapping[str, Localized] = {name: Localized(de=rs.title, en=rs.title) for name, rs in RULESETS.items()}
"""The villages' names as the rulesets' titles (the ruleset protocol)."""

OPTION_TITLES: Mapping[str, Localized] = {
    "double_threshold": Localized(de="Doppelt bis höchstens … Punkte", en="Double at or below … points"),
    "discard_exception": Localized(de="5-Punkte-Karten ablegen", en="Laying away 5-pointers"),
    "call_rule": Localized(de="Rufbare Karte (7–8 Spieler)", en="Card that may be called (7–8 players)"),
    "misere_payer": Localized(de="Misere: wer zahlt", en="Misère: who pays"),
    "auction_direction": Localized(de="Richtung beim Bieten", en="Direction of bidding"),
    "tappist": Localized(de="Tappist im normalen Spiel", en="Tappist in a normal game"),
    "misere_schgusieru": Localized(de="Schgüsieru in der Misere", en="Schgüsieru in a misère"),
    "base_rappen": Localized(de="Grundbetrag", en="Base amount"),
    "double_multiplier": Localized(de="Doppelt heisst … mal der Grundbetrag", en="Double means … times the base"),
    "match_multiplier": Localized(de="Match: … mal der Grundbetrag", en="Match: … times the base"),
    "solo_multiplier": Localized(de="Solo zählt … mal", en="A solo counts … times"),
    "partner_share": Localized(
        de="Gerufener Partner zahlt oder bekommt … mal", en="The called partner pays or gets … times"
    ),
    "call_from": Localized(de="Partner rufen ab … Spielern", en="Calling a partner from … players"),
    "draw": Localized(de="57 zu 57", en="57 to 57"),
}
"""Each option's name in plain words, in German and English (the village table, the variants, the composer)."""

FIELD_RULES: Mapping[str, str] = {
    "players": "deal.players",
    "layouts": "deal.layout",
    "base_rappen": "pay.base",
    "double_threshold": "pay.double",
    "discard_exception": "exchange.five-pointers",
    "call_rule": "call.card",
    "misere_payer": "pay.misere",
    "auction_direction": "auction.order",
    "tappist": "auction.tappist",
    "misere_schgusieru": "play.schgusieru",
}
"""The rule that states what a ruleset field decides: field -> rule id (the variations table links a field's row
to it)."""

RULESET_KIND = Localized(de="Dorf", en="village")
"""What a named ruleset is: a village's rules (the variations table's word for a field only the village sets)."""
