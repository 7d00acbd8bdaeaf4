"""Reasons in words outside the card play (issue 32): a bid, a lay-away, a partner call, said from the facts of the
hand as a player says them: the trumps and the top trumps, the kings, the suits void and those of one card, the cards
laid away.

The decision itself is the strong bot's (every option played to the end over deals of the hidden cards, see
:mod:`.sampling`); these facts say why in a player's words, and the figures go apart. Card names are the game's
(``card_words``), never codes.

>>> hand = ["XXI", "XIX", "XV", "X", "V", "Narr", "RK", "CK", "B3", "B4"]
>>> f = hand_facts(hand)
>>> (f.trumps, [c for c in f.top], f.kings, f.voids)
(6, ['XXI', 'Narr'], 2, 1)
>>> print(bid_reason(hand, "normal", ["pass", "normal", "solo"], lambda c: c).render("de"))  # doctest: +NORMALIZE_WHITESPACE
Du hast 6 Trümpfe (darunter XXI und den Narren), 2 Könige, eine blanke Farbe und 2 Farben mit nur einer Karte: Das
reicht für „normal“.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Collection, Sequence

from ..i18n import Msg, Plural, Verbatim
from .card_grammar import CardList, CardName
from .codes import FOOL, TRUMP, parse_code, suit_of

__all__ = [
    "HandFacts",
    "hand_facts",
    "bid_reason",
    "lay_away_reason",
    "call_reason",
    "top_trumps",
    "parsed_cards",
    "option_reason",
    "Sentences",
    "talon_brought",
]

TOP_TRUMPS = (20, FOOL, 0)
"""The three cards every tarock counts highest, by index: XXI, the fool, I (Troggu's Munt, Narr, Bagatt; the
Trull of the excuse games)."""


@dataclass(frozen=True)
class HandFacts:
    """What a player counts in a hand: ``trumps`` (the fool included), ``top`` (which of XXI, the fool and I, as
    codes), ``kings``, ``voids`` (suits with no card), ``singletons`` (suits with one card)."""

    trumps: int
    top: tuple[str, ...]
    kings: int
    voids: int
    singletons: int


def parsed_cards(codes: Sequence[str]) -> list[tuple[str, int]]:
    """The cards among ``codes`` with their indices (a token that is no card, such as a count, is left out)."""
    out = []
    for c in codes:
        try:
            out.append((c, parse_code(c)))
        except Exception:  # noqa: BLE001 - a token that is no card (a count in a lay-away action)
            continue
    return out


def hand_facts(codes: Sequence[str]) -> HandFacts:
    """The facts of a hand given as card codes."""
    cards = parsed_cards(codes)
    per_suit = [0, 0, 0, 0]
    trumps = 0
    for _, i in cards:
        s = suit_of(i)
        if s == TRUMP or i == FOOL:
            trumps += 1
        elif 0 <= s < 4:
            per_suit[s] += 1
    top = tuple(c for t in TOP_TRUMPS for c, i in cards if i == t)
    kings = sum(1 for c, i in cards if i != FOOL and suit_of(i) < 4 and c.endswith("K"))
    return HandFacts(trumps, top, kings, per_suit.count(0), per_suit.count(1))


def _and(parts: list[Msg | Plural]) -> Msg | Plural:
    """Several phrases as one list: ``a, b and c``."""
    if len(parts) == 1:
        return parts[0]
    return Msg("{first} and {last}", first=_List(parts[:-1]), last=parts[-1])


class _List(Msg):
    """Phrases said one after another with commas, each in the reader's language."""

    __slots__ = ("parts",)

    def __init__(self, parts: Sequence[Msg | Plural]) -> None:
        super().__init__("")
        self.parts = list(parts)

    def render(self, lang: str) -> str:
        return ", ".join(p.render(lang) for p in self.parts)


def _hand_words(f: HandFacts, name: Callable[[str], str]) -> Msg | Plural:
    trumps: Msg | Plural = Plural("one trump", "{n} trumps", n=f.trumps)
    if f.top:
        trumps = Msg("{trumps} ({top})", trumps=trumps, top=CardList([name(c) for c in f.top]))
    kings: Msg | Plural = Plural("one king", "{n} kings", n=f.kings) if f.kings else Msg("no king")
    parts: list[Msg | Plural] = [trumps, kings]
    if f.voids:
        parts.append(Plural("one void suit", "{n} void suits", n=f.voids))
    if f.singletons:
        parts.append(Plural("one singleton", "{n} singletons", n=f.singletons))
    return _and(parts)


def bid_reason(
    hand: Sequence[str],
    bid: str,
    legal: Sequence[str],
    name: Callable[[str], str],
    points: tuple[float, int] | None = None,
    talon: tuple[str, float, str] | None = None,
) -> Msg:
    """Why ``bid`` (``pass`` or a contract, said by the caller's words ``name`` for cards) fits the hand; with
    ``points`` (the card points the hand takes on average playing the contract to the end, and the game's target)
    the reason compares the two; with ``talon`` (the game's word for the cards dealt aside, ``GameInfo.talon_word``,
    the card points they hold on average, and whose they are under the contract: ``you`` or ``others``) it says what
    they bring (:func:`_talon_reason`)."""
    f = hand_facts(hand)
    words = _hand_words(f, name)
    if points is not None and talon is not None:
        return _talon_reason(words, bid, points, talon)
    if points is not None:
        mean, target = round(points[0]), points[1]
        if bid == "pass":
            return Msg(
                "You hold {hand}; played to the end you take {points} points on average, and you need {target}: pass.",
                hand=words,
                points=mean,
                target=target,
            )
        return Msg(
            "You hold {hand}; played to the end you take {points} points on average, and you need {target}: {bid}.",
            hand=words,
            points=mean,
            target=target,
            bid=Verbatim(bid),
        )
    if bid == "pass":
        return Msg("You hold {hand}; played out, that wins too rarely: pass.", hand=words)
    return Msg("You hold {hand}: that is enough for {bid}.", hand=words, bid=Verbatim(bid))


def _talon_reason(words: Msg | Plural, bid: str, points: tuple[float, int], talon: tuple[str, float, str]) -> Msg:
    """The bid's reason with what the Tapp, the dog brings: about so many card points to the bidder (rules
    ``exchange.points``/``exchange.solo``, ``dog.prise-garde``/``dog.garde-sans``), or to the other side (the French
    Tarot's garde contre, ``dog.garde-contre``).

    >>> print(_talon_reason(Plural("one trump", "{n} trumps", n=2), "pass", (45.4, 58), ("Tapp", 8.6, "you")).render("de"))
    Du hast 2 Trümpfe; zu Ende gespielt holst du im Mittel 45 Punkte (der Tapp bringt dir etwa 9 Punkte), 58 brauchst du: passen.
    """
    params = {
        "hand": words,
        "points": round(points[0]),
        "target": points[1],
        "talon": CardName(talon[0]),
        "talon_points": round(talon[1]),
    }
    if talon[2] == "others":
        if bid == "pass":
            return Msg(
                "You hold {hand}; played to the end you take {points} points on average ({talon} brings the other "
                "side about {talon_points} points), and you need {target}: pass.",
                **params,
            )
        return Msg(
            "You hold {hand}; played to the end you take {points} points on average ({talon} brings the other side "
            "about {talon_points} points), and you need {target}: {bid}.",
            bid=Verbatim(bid),
            **params,
        )
    if bid == "pass":
        return Msg(
            "You hold {hand}; played to the end you take {points} points on average ({talon} brings you about "
            "{talon_points} points), and you need {target}: pass.",
            **params,
        )
    return Msg(
        "You hold {hand}; played to the end you take {points} points on average ({talon} brings you about "
        "{talon_points} points), and you need {target}: {bid}.",
        bid=Verbatim(bid),
        **params,
    )


def lay_away_reason(
    hand: Sequence[str],
    away: Sequence[str],
    name: Callable[[str], str],
    reach: tuple[float, int, str] | None = None,
    may: Collection[str] | None = None,
    talon: tuple[str, Sequence[str]] | None = None,
) -> Msg | Plural:
    """Why laying ``away`` (card codes) from ``hand`` is good: the suits it voids, the kings kept, the trumps kept;
    with ``reach`` (the card points taken on average playing on to the end, the target, and whose they are:
    ``side``, ``you`` or ``eyes``, see :func:`~troggu_core.hints.reach_of`) what the hand reaches against its target,
    as a bid's reason says it where the game has no bidding (Troccas' Skatist, Großtarock's dealer). ``may``: the
    cards the rules let the seat lay away (the offered picks; ``None``: any). Kings or trumps kept are said only
    where the rules let the seat lay one away: where they may not go (the French Tarot's ``discard.no-kings-no-bouts``,
    Großtarock's GT-DISC rules) keeping them is no choice and no reason. ``talon``: the game's word for the cards
    dealt aside (``GameInfo.talon_word``) and the cards they brought the seat, as its view shows them (Troggu's Tapp,
    rule ``exchange.points``; the French Tarot's dog, shown in a prise or garde, ``dog.prise-garde``): said first,
    in trumps and kings (:func:`talon_brought`). Troccas and Großtarock have none: their Skatist or dealer is dealt
    his extra cards with the rest (``deal.sizes``, GT-DEAL-2).

    >>> forced = lay_away_reason(["RK", "R2", "XXI", "B3"], ["R2"], lambda c: c, may=["R2", "B3"])
    >>> forced.render("en"), lay_away_reason(["RK", "R2", "XXI", "B3"], ["R2"], lambda c: c).render("en")
    ('Lay away R2: this is the card you need least.', 'Lay away R2: you keep your kings and you keep all your trumps.')
    """
    said = _lay_away_words(hand, away, name, may)
    if talon is not None:
        said = Sentences([talon_brought(talon[0], talon[1], name), said])
    if reach is None:
        return said
    points, target = round(reach[0]), reach[1]
    if reach[2] == "side":
        then = Msg(
            "Played to the end, your side takes {points} points on average, and it needs {target}.",
            points=points,
            target=target,
        )
    elif reach[2] == "eyes":
        then = Msg(
            "Played to the end, you take {points} eyes on average, and you are paid for those above {target}.",
            points=points,
            target=target,
        )
    else:
        then = Msg(
            "Played to the end, you take {points} points on average, and you need {target}.",
            points=points,
            target=target,
        )
    return Sentences([said, then])


def talon_brought(word: str, cards: Sequence[str], name: Callable[[str], str]) -> Msg | Plural:
    """What the cards dealt aside brought the seat that took them, counted as a player counts a hand: the trumps
    (the top ones named) and the kings.

    >>> print(talon_brought("Tapp", ["XXI", "X", "RK", "B3"], lambda c: {"XXI": "Trumpf XXI"}.get(c, c)).render("de"))
    Der Tapp brachte dir 2 Trümpfe (darunter den Trumpf XXI) und einen König.
    >>> print(talon_brought("the dog", ["R3", "B4"], lambda c: c).render("en"))
    the dog brought you neither a trump nor a king.
    """
    f = hand_facts(cards)
    parts: list[Msg | Plural] = []
    if f.trumps:
        trumps: Msg | Plural = Plural("one trump", "{n} trumps", n=f.trumps)
        if f.top:
            trumps = Msg("{trumps} ({top})", trumps=trumps, top=CardList([name(c) for c in f.top]))
        parts.append(trumps)
    if f.kings:
        parts.append(Plural("one king", "{n} kings", n=f.kings))
    if not parts:
        return Msg("{talon} brought you neither a trump nor a king.", talon=CardName(word))
    return Msg("{talon} brought you {what}.", talon=CardName(word), what=_and(parts))


class Sentences(Msg):
    """Sentences said one after another, each in the reader's language (none cut short as a parameter is)."""

    __slots__ = ("parts",)

    def __init__(self, parts: Sequence[Msg | Plural]) -> None:
        super().__init__("")
        self.parts = list(parts)

    def render(self, lang: str) -> str:
        return " ".join(p.render(lang) for p in self.parts)


def _free(may: Collection[str] | None) -> tuple[bool, bool]:
    """Whether the rules let the seat lay away a king, a trump (``may``: the cards it may lay away; ``None``: any)."""
    if may is None:
        return True, True
    cards = parsed_cards(list(may))
    king = any(i != FOOL and suit_of(i) < 4 and c.endswith("K") for c, i in cards)
    return king, any(i == FOOL or suit_of(i) == TRUMP for _, i in cards)


def _lay_away_words(
    hand: Sequence[str], away: Sequence[str], name: Callable[[str], str], may: Collection[str] | None = None
) -> Msg | Plural:
    """The lay-away's reason from the hand alone (``may``: see :func:`lay_away_reason`)."""
    kings_free, trumps_free = _free(may)
    before = hand_facts(hand)
    kept = [c for c in hand if c not in set(away)]
    after = hand_facts(kept)
    cards = parsed_cards(away)
    laid = CardList([name(c) for c, _ in cards])
    parts: list[Msg | Plural] = []
    if after.voids > before.voids:
        parts.append(
            Plural(
                "you become void in {n} suit and can trump it",
                "you become void in {n} suits and can trump them",
                n=after.voids - before.voids,
            )
        )
    if kings_free and before.kings and after.kings == before.kings:
        parts.append(Msg("you keep your kings"))
    if trumps_free and after.trumps == before.trumps and before.trumps:
        parts.append(Msg("you keep all your trumps"))
    if not parts:
        return Plural(
            "Lay away {cards}: this is the card you need least.",
            "Lay away {cards}: these are the cards you need least.",
            n=len(cards),
            cards=laid,
        )
    return Msg("Lay away {cards}: {facts}.", cards=laid, facts=_and(parts))


def call_reason(hand: Sequence[str], called: str, name: Callable[[str], str]) -> Msg | Plural:
    """Why calling the card ``called``: who will be the partner, and how many cards of its suit the seat holds."""
    if called in hand:
        return Msg("You hold {card} yourself: calling it, you play alone.", card=CardName(name(called)))
    suit = suit_of(parse_code(called))
    mine = sum(1 for _, i in parsed_cards(hand) if i != FOOL and suit_of(i) == suit)
    return Plural(
        "Call {card}: whoever holds it plays with you, and you hold {n} card of its suit to lead to it.",
        "Call {card}: whoever holds it plays with you, and you hold {n} cards of its suit to lead to it.",
        card=CardName(name(called)),
        n=mine,
    )


def top_trumps(hand: Sequence[str], f: HandFacts, name: Callable[[str], str]) -> Verbatim:
    """The hand's top trumps (XXI, the fool, I) as a list of names, else its highest trump, else a dash."""
    trumps = sorted((i for _, i in parsed_cards(hand) if suit_of(i) == TRUMP), reverse=True)
    top = list(f.top) or [c for c, i in parsed_cards(hand) if trumps and i == trumps[0]]
    return CardList([name(c) for c in top]) if top else Verbatim("—")


def option_reason(said: str) -> Msg:
    """The reason when no fact of the hand decides (an announcement): what the play-outs found, in words."""
    return Msg("Played to the end over many deals, {action} pays you the most on average.", action=Verbatim(said))
