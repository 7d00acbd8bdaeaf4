"""Reasons in words: why a card is the one to play, said as a player says it, for every game (issue 32).

One explainer for the whole family. It reads the FACTS of a card-play position from the kernel's
:class:`~.strong_bots.PlayTable` (the trick rules every game supplies): who holds the trick so far and whether that seat
is a partner or an opponent, the counting cards in it, whether a card wins it, the duty to follow, to trump or to
overtrump, the highest card still out in a suit, the trumps still out, a partner known to be void in a suit. It
weighs the cards once (:func:`weigh`, deal by deal, so that it can tell a real difference from the noise of few
deals) and turns the fact that decides into one sentence of the catalogue (:data:`KINDS`). The game's own words
(the cards' names) come from its data (``GameInfo.card_name``); no card code is ever said.

>>> from .codes import parse_code as p
>>> from .deck import TAROCK_VALUES
>>> from .solver import excuse_rules
>>> from .strong_bots import PlayTable
>>> rules = excuse_rules(4, TAROCK_VALUES)
>>> hand = sum(1 << p(c) for c in ("RK", "R2", "B3"))
>>> pool = sum(1 << p(c) for c in ("R5", "R6", "B4", "B5", "BK", "S2", "S3"))
>>> t = PlayTable(rules, 2, hand, (p("R1"), p("XIX")), 0, pool, (3, 3, 3, 3), (0, 1, 0, 1))
>>> facts = card_facts(t)
>>> facts.winner_side, facts.must
('opponent', 'follow')
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, field, replace
from typing import Any, Callable, Sequence

from ..i18n import N_, Msg, Plural
from .card_grammar import CardList, CardName
from .advice_ultimo import PAGAT, ULTIMO_KINDS, Ultimo, caught_now, sure_ultimo, ultimo_reason, ultimo_shift
from .codes import CODES, FOOL, TRUMP, parse_code
from .solver import PlayPosition, Solver, TrickRules, play_card
from .strong_bots import PlayTable, evaluate, open_table, rule_of_thumb, sample
from .tricks import indices_of

__all__ = [
    "CardFacts",
    "Weighed",
    "CardReason",
    "card_facts",
    "weigh",
    "explain_card",
    "card_words",
    "sentence_name",
    "capital",
    "ARTICLES",
    "KINDS",
    "tie_sentence",
    "TIE_POINTS",
    "TIE_SE",
    "DEMAND",
    "demand_delta",
]

DEMAND = 128
"""The key of a King played with a demand for its Jack (Troccas' ``RK!``, rule ``jack.demand``) among the weighed
cards: ``DEMAND + king``. The solver does not model the demand; :func:`demand_delta` values it."""

TIE_POINTS = 0.5
"""Two cards whose mean points differ by less than this (card points) are as good as each other."""
TIE_SE = 1.0
"""... and so are two whose difference is within this many standard errors of the deal-by-deal difference (the
noise of few deals): the hint then says they tie instead of calling one better."""

KINDS = (
    "only",
    "tie",
    "smear",
    "secure",
    "keep_low",
    "keep_better",
    "take",
    "duck",
    "fool",
    "stay_under",
    "lead_low_misere",
    "partner_void",
    "top",
    "draw_trumps",
    "lead_low",
    "simulation",
    "demand",
    *ULTIMO_KINDS,
)
"""Every kind of reason :func:`explain_card` gives, one catalogue sentence each (see :func:`_sentence`)."""

_CODE_TAIL = re.compile(r"\s*\([^()]*\)\s*$")


ARTICLES = {"de": ("der", "die", "das"), "en": ("the",)}
"""The definite articles of a language, as the games' card names may carry them (``Der Narr``, ``der Petit``,
``Trumpf XXI Die Welt``). A sentence cannot take them as they stand: German declines them (``mit dem Narren``,
never ``mit Der Narr``), so :func:`sentence_name` says a name without them."""


def sentence_name(text: str, lang: str) -> str:
    """A card's name as it fits into any place of a sentence: a leading article dropped in German (``Der Narr`` ->
    ``Narr``, ``die Ausrede`` -> ``Ausrede``; card names go without one, as players say ``spiel Sküs``) and made
    lower case in English (``The Fool`` -> ``the Fool``); an article inside the name (a Troggu trump's picture
    title) goes in brackets, lower case (``Trumpf XXI Die Welt`` -> ``Trumpf XXI (die Welt)``), so no declined
    article clashes with a preposition or stands capitalised mid-sentence.

    >>> sentence_name("Trumpf XXI Die Welt", "de"), sentence_name("Der Narr", "de"), sentence_name("The Fool", "en")
    ('Trumpf XXI (die Welt)', 'Narr', 'the Fool')
    """
    articles = ARTICLES.get(lang, ())
    words = text.split(" ")
    if len(words) > 1 and words[0].lower() in articles:
        words = words[1:] if lang == "de" else [words[0].lower(), *words[1:]]
    for i in range(1, len(words)):
        if words[i].lower() in articles and i + 1 < len(words):
            return " ".join(words[:i]) + " (" + " ".join([words[i].lower(), *words[i + 1 :]]) + ")"
    return " ".join(words)


def capital(text: str) -> str:
    """A sentence with its first letter capital (a name in its :func:`sentence_name` form may open it:
    ``the Fool is ...``)."""
    return text[:1].upper() + text[1:]


def card_words(card_name: Callable[[str, str], str] | None, code: str, lang: str) -> str:
    """A card's name in the game's words, as a sentence says it: the game's name without what brackets add after
    it (``the Petit (the One)`` -> ``the Petit``), in its :func:`sentence_name` form."""
    if card_name is None:
        return code
    text = card_name(code, lang)
    while True:
        short = _CODE_TAIL.sub("", text)
        if short == text or not short:
            return sentence_name(text, lang)
        text = short


# ------------------------------------------------------------------------------------------------ facts
@dataclass(frozen=True)
class CardFacts:
    """What a player sees of a card-play position (the seat to move is the table's seat).

    ``winner``: the seat holding the trick so far (-1: nobody yet, a lead); ``winner_card`` its card;
    ``winner_side``: ``partner``, ``opponent`` or ``unknown`` (a partner not yet known); ``safe``: nobody after the
    seat can take the trick from ``winner`` (the seat plays last, only partners follow, or the card is the
    highest trump still out). ``legal``: the cards the seat may play; ``wins``: those that would take the trick;
    ``must``: ``follow`` (the led suit), ``trump`` (void in it), ``overtrump``, or ``""`` (free).
    ``trumps_out``: trumps the other seats may still hold; ``tops``: for each card, whether no higher card of its
    suit (or of the trumps) is still out; ``partner_void``: groups a known partner has shown none of (while still
    able to trump)."""

    seat: int
    legal: tuple[int, ...]
    trick: tuple[int, ...]
    winner: int = -1
    winner_card: int = -1
    winner_side: str = ""
    safe: bool = False
    wins: frozenset[int] = frozenset()
    must: str = ""
    last: bool = False
    trumps_out: int = 0
    tops: frozenset[int] = frozenset()
    partner_void: frozenset[int] = frozenset()
    counting: frozenset[int] = field(default_factory=frozenset)
    """The cards (of the hand and the trick) that count more than the least card."""
    misere: bool = False


def _side(table: PlayTable, s: int) -> str:
    """``me``, ``partner``, ``opponent`` or ``unknown`` for seat ``s`` as the table's seat knows it."""
    if s == table.seat:
        return "me"
    if table.called >= 0 and table.declarer >= 0:  # a called partner nobody has shown yet
        if table.hand >> table.called & 1:
            return "partner" if s == table.declarer else "opponent"
        if table.seat != table.declarer and s == table.declarer:
            return "opponent"
        return "unknown"
    return "partner" if table.sides[s] == table.sides[table.seat] else "opponent"


def _must(table: PlayTable, legal: int) -> str:
    """The duty the trick puts on the seat: follow the led suit, trump, overtrump, or none."""
    group = table.rules.group
    led = next((group[c] for c in table.trick if c != FOOL), -1)
    if led < 0:
        return ""
    hand_groups = {group[c] for c in indices_of(table.hand) if c != FOOL}
    plain = [c for c in indices_of(legal) if c != FOOL]
    if led in hand_groups and led != TRUMP:
        return "follow"
    if not plain or any(group[c] != TRUMP for c in plain):
        return "follow" if led == TRUMP and TRUMP in hand_groups else ""
    trumps_in_hand = [c for c in indices_of(table.hand) if c != FOOL and group[c] == TRUMP]
    if led == TRUMP:
        return "overtrump" if len(plain) < len(trumps_in_hand) else "follow"
    return "overtrump" if len(plain) < len(trumps_in_hand) else "trump"


def _tops(table: PlayTable, cards: Sequence[int]) -> frozenset[int]:
    """The cards with no higher card of their group still out (in the other seats' hands or the trick)."""
    rank, group = table.rules.rank, table.rules.group
    out = table.pool | sum(1 << c for c in table.trick)
    higher = {c for c in indices_of(out) if c != FOOL}
    return frozenset(
        c for c in cards if c != FOOL and not any(group[o] == group[c] and rank[o] > rank[c] for o in higher)
    )


def card_facts(table: PlayTable, legal_mask: int | None = None) -> CardFacts:
    """The facts of the table's position for its seat (to move)."""
    rules = table.rules
    n = rules.players
    trick = list(table.trick)
    legal = rules.legal(table.hand, trick, table.seat, table.extra) if legal_mask is None else legal_mask
    cards = tuple(indices_of(legal))
    values = rules.values
    low = min(values[c] for c in range(78))
    counting = frozenset(c for c in (*indices_of(table.hand), *trick) if values[c] > low)
    trumps_out = sum(1 for c in indices_of(table.pool) if c != FOOL and rules.group[c] == TRUMP)
    voids = table.voids or tuple([0] * n)
    partner_void = frozenset(
        g
        for s in range(n)
        if _side(table, s) == "partner"
        for g in range(6)
        if g != TRUMP and voids[s] >> g & 1 and not voids[s] >> TRUMP & 1
    )
    base = CardFacts(
        seat=table.seat,
        legal=cards,
        trick=tuple(trick),
        trumps_out=trumps_out,
        tops=_tops(table, cards),
        partner_void=partner_void,
        counting=counting,
        misere=table.goal < 0,
        last=len(trick) == n - 1,
    )
    if not trick:
        return base  # the seat leads
    if not any(c != FOOL for c in trick) and (
        not cards or rules.winner(trick + [cards[0]], table.leader, table.extra) != 0
    ):
        return base  # a fool led as an excuse: the next card leads the trick (a Troggu Narr led holds it)
    wpos = rules.winner(trick, table.leader, table.extra)
    winner = (table.leader + wpos) % n
    wcard = trick[wpos]
    wins = frozenset(c for c in cards if rules.winner(trick + [c], table.leader, table.extra) == len(trick))
    after = [(table.leader + i) % n for i in range(len(trick) + 1, n)]
    side = _side(table, winner)
    higher_trump_out = any(
        c != FOOL and rules.group[c] == TRUMP and rules.rank[c] > rules.rank[wcard] for c in indices_of(table.pool)
    )
    safe = not after or all(_side(table, s) == side == "partner" for s in after)
    if not safe and rules.group[wcard] == TRUMP and not higher_trump_out:
        safe = True
    return replace(
        base,
        winner=winner,
        winner_card=wcard,
        winner_side=side,
        safe=safe,
        wins=wins,
        must=_must(table, legal),
    )


# ------------------------------------------------------------------------------------------------ the weighing
@dataclass(frozen=True)
class Weighed:
    """Each card's points for the seat's side from the remaining tricks, deal by deal (``per_deal[card]``, the
    same deals for every card), and the table's goal (1: the most points are best, -1 a misère)."""

    per_deal: dict[int, list[float]]
    goal: int
    spare: int = -1
    """A card :meth:`best` names only when no other is as good (-1: none): the Pagat where the game pays for its
    fate (``GameInfo.ultimo``) and the rules do not decide that it is to be played now (see :func:`weigh`)."""

    @property
    def deals(self) -> int:
        """How many deals the cards were weighed over."""
        return min((len(v) for v in self.per_deal.values()), default=0)

    def mean(self, card: int) -> float:
        """The card's mean points."""
        v = self.per_deal[card]
        return sum(v) / len(v)

    def best(self) -> int:
        """The best card for the goal (the lowest card index among equals, stable; :attr:`spare` the last).

        >>> Weighed({0: [3.0, 3.0], 5: [3.0, 3.0]}, 1).best(), Weighed({0: [3.0, 3.0], 5: [3.0, 3.0]}, 1, 0).best()
        (0, 5)
        """
        order = sorted(self.per_deal, key=lambda c: (c == self.spare, c))
        return max(order, key=lambda c: self.mean(c) * self.goal)

    def gap(self, better: int, worse: int) -> tuple[float, float]:
        """How much ``better`` beats ``worse`` for the goal, in the mean (points), and the standard error of that
        difference deal by deal (0 with one deal)."""
        diff = [(a - b) * self.goal for a, b in zip(self.per_deal[better], self.per_deal[worse])]
        n = len(diff)
        mean = sum(diff) / n
        if n < 2:
            return mean, 0.0
        var = sum((d - mean) ** 2 for d in diff) / (n - 1)
        return mean, (var / n) ** 0.5

    def ties(self, card: int) -> list[int]:
        """The cards as good as ``card`` (itself included): within :data:`TIE_POINTS` or :data:`TIE_SE` standard
        errors of it."""
        out = []
        for c in sorted(self.per_deal):
            mean, se = self.gap(card, c) if c != card else (0.0, 0.0)
            if c == card or abs(mean) < max(TIE_POINTS, TIE_SE * se):
                out.append(c)
        return out


def weigh(
    table: PlayTable,
    cards: int,
    rng: random.Random,
    samples: int,
    depth: int,
    demands: Sequence[int] = (),
    ultimo: Ultimo | None = None,
) -> Weighed:
    """The cards of the mask ``cards`` weighed deal by deal over ``samples`` deals of the hidden cards (the strong
    bot's :func:`~.strong_bots.evaluate` on each deal, so that the spread is known); one deal with open cards. Each King
    of ``demands`` is weighed a second time as played with the demand for its Jack (key ``DEMAND + king``): its plain
    value on the deal plus what the demand changes (:func:`demand_delta`). With the game's ``ultimo``, where the
    rules decide that the seat's Pagat takes the last trick (:func:`~.advice_ultimo.sure_ultimo`), each card carries
    what the ultimo adds to it (:func:`~.advice_ultimo.ultimo_shift`): the card points alone do not see it; and where
    the Pagat played now falls to the other side for sure (:func:`~.advice_ultimo.caught_now`), it carries what that
    costs beyond its card points (:attr:`~.advice_ultimo.Ultimo.caught`: the French Tarot's Petit, a bout)."""
    per: dict[int, list[float]] = {}
    deals = 1 if table.hands is not None else samples
    for _ in range(deals):
        hands = table.hands if table.hands is not None else sample(table, rng)
        vals = evaluate(open_table(table, hands), rng, 1, depth, cards=cards)
        for c, v in vals.items():
            per.setdefault(c, []).append(v)
        for king in demands:
            if king in vals:
                per.setdefault(DEMAND + king, []).append(vals[king] + demand_delta(table, hands, king, depth))
    if ultimo is not None and sure_ultimo(table, cards):
        for c, values in per.items():
            shift = ultimo_shift(table, c - DEMAND if c >= DEMAND else c, ultimo)
            per[c] = [v + shift for v in values]
    if ultimo is not None and ultimo.caught and PAGAT in per and caught_now(table):
        per[PAGAT] = [v - ultimo.caught for v in per[PAGAT]]
    return Weighed(
        per, table.goal, PAGAT if ultimo is not None and PAGAT in per and not _pagat_now(table, cards) else -1
    )


def _pagat_now(table: PlayTable, cards: int) -> bool:
    """Whether the rules put the seat's Pagat into this trick (the ultimo's reasons ``ultimo_now``,
    ``ultimo_save``): it takes the trick for sure, or a partner holds it for sure. Elsewhere the card points alone
    do not see what the Pagat's fate pays (lost before the last trick, the ultimo given up), so among cards as good
    as each other the Pagat is kept (:attr:`Weighed.spare`), never the hint's "for example"."""
    f = card_facts(table, cards)
    return f.safe and (PAGAT in f.wins or f.winner_side == "partner")


def _roll(pos: PlayPosition, first: int, forced: dict[int, int], depth: int, solver: Solver) -> int:
    """Side 0's points from ``pos`` on when the seat to move plays ``first``: the rule of thumb plays (a seat in
    ``forced`` plays its forced card at its next turn) until ``depth`` tricks are left, then the solver."""
    total = 0
    pos, gain = play_card(pos, first)
    total += gain
    while any(pos.hands):
        if not pos.trick and pos.tricks_left() <= depth and not forced:
            return total + solver.value(pos)
        seat = pos.to_move
        card = forced.pop(seat) if seat in forced else rule_of_thumb(pos)
        pos, gain = play_card(pos, card)
        total += gain
    return total


def demand_delta(table: PlayTable, hands: Sequence[int], king: int, depth: int) -> float:
    """What demanding the Jack with ``king`` adds (points for the seat's side) on one deal ``hands``: whoever holds
    the Jack must give it to the trick (a card already played taken back, the Jack in its place; else the Jack at
    that seat's turn); both ways rolled out alike. 0 when the Jack is in no other hand."""
    rules = table.rules
    jack = parse_code(CODES[king][0] + "J")  # the Jack of the King's suit
    pos = table.position(hands)
    holder = next((s for s, h in enumerate(pos.hands) if s != table.seat and h >> jack & 1), -1)
    if holder < 0:
        return 0.0
    solver = Solver(rules)
    plain = _roll(pos, king, {}, depth, solver)
    n = rules.players
    placed = [(pos.leader + i) % n for i in range(len(pos.trick))]
    new_hands = list(pos.hands)
    if holder in placed:
        i = placed.index(holder)
        new_hands[holder] = (new_hands[holder] & ~(1 << jack)) | (1 << pos.trick[i])
        trick = pos.trick[:i] + (jack,) + pos.trick[i + 1 :]
        moved = PlayPosition(rules, tuple(new_hands), trick, pos.leader, pos.sides, pos.extra, pos.goal)
        solver.clear()
        demanded = _roll(moved, king, {}, depth, solver)
    else:
        solver.clear()
        demanded = _roll(pos, king, {holder: jack}, depth, solver)
    return (demanded - plain) / rules.scale


# ------------------------------------------------------------------------------------------------ the reason
@dataclass(frozen=True)
class CardReason:
    """The reason for a card: its ``kind`` (one of :data:`KINDS`), the sentence (a catalogue message) and the
    cards it names."""

    kind: str
    card: int
    msg: Msg | Plural


def _least(card: int, cards: Sequence[int], rules: TrickRules) -> bool:
    """Whether ``card`` is the least of ``cards``: it counts the least (equals allowed), and no card of its group
    (its suit, the trumps) among them that counts as little ranks below it in the game's own order
    (``rules.rank``, the trick rules: in Großtarock's, Troccas' and Troggu's red suits the Ace is the highest pip
    card, so there the 10 is the least). Cards of other groups are compared by what they count alone.

    >>> from .codes import parse_code as p
    >>> from .deck import TAROCK_VALUES, strength_table
    >>> from .solver import excuse_rules
    >>> red = excuse_rules(3, TAROCK_VALUES, strength=strength_table((0, 3)))
    >>> _least(p("C1"), [p("C1"), p("C7"), p("S2")], red), _least(p("C7"), [p("C1"), p("C7"), p("S2")], red)
    (False, True)
    >>> _least(p("S1"), [p("S1"), p("S7")], red), _least(p("S7"), [p("S1"), p("S7")], red)
    (True, False)
    """
    values, rank, group = rules.values, rules.rank, rules.group
    if not cards or values[card] != min(values[c] for c in cards):
        return False
    return not any(
        group[c] == group[card] and values[c] == values[card] and rank[c] < rank[card] for c in cards if c != FOOL
    )


def _partner_kind(f: CardFacts, card: int, rules: TrickRules) -> str | None:
    """The reason kind when a partner holds the trick."""
    values = rules.values
    plain = [c for c in f.legal if c != FOOL]
    if card in f.wins and not f.safe:
        return "secure"
    if f.safe and card in f.counting and values[card] == max(values[c] for c in plain or f.legal):
        return "smear"
    if _least(card, plain or list(f.legal), rules) and card not in f.wins:
        return "keep_low" if not f.safe else "keep_better"
    return None


def _trick_kind(f: CardFacts, card: int, rules: TrickRules) -> str | None:
    """The reason kind in a trick already led (``None``: no fact decides)."""
    if f.misere:
        return "stay_under" if card not in f.wins else None
    if f.winner_side == "partner":
        return _partner_kind(f, card, rules)
    if card == FOOL and card not in f.wins:
        return "fool"
    if card in f.wins:
        return "take"
    plain = [c for c in f.legal if c != FOOL and c not in f.wins]
    return "duck" if _least(card, plain, rules) else None


def _lead_kind(f: CardFacts, table: PlayTable, card: int) -> str | None:
    """The reason kind when the seat leads (``None``: no fact decides)."""
    rules = table.rules
    rank, group = rules.rank, rules.group
    plain = [c for c in f.legal if c != FOOL]
    if f.misere:
        return "lead_low_misere" if plain and card == min(plain, key=lambda c: rank[c]) else None
    if card == FOOL:
        return None
    if group[card] != TRUMP and group[card] in f.partner_void:
        return "partner_void"
    if card in f.tops and (card in f.counting or group[card] == TRUMP):
        return "top"
    if group[card] == TRUMP and f.trumps_out:
        return "draw_trumps"
    if card not in f.counting and card not in f.tops and _least(card, plain, rules):
        return "lead_low"  # the least card of its suit in the game's order, and a higher one is still out
    return None


def explain_card(
    table: PlayTable,
    weighed: Weighed,
    card: int,
    name: Callable[[int], str],
    legal_mask: int | None = None,
    ultimo: Ultimo | None = None,
) -> CardReason:
    """Why ``card`` (the weighed best, or the hint's suggestion) is the card to play, as a player would say it:
    the fact of the position that decides, else that the options tie, else what the play-outs found, in words.
    ``name(card)`` says a card in the reader's language, in the game's words; ``ultimo``: the game's bonus for the
    Pagat in the last trick, said where the rules decide it (:func:`~.advice_ultimo.ultimo_reason`)."""
    f = card_facts(table, legal_mask)
    rules = table.rules
    if card >= DEMAND:
        return CardReason("demand", card, _sentence("demand", f, card, name))
    if len(f.legal) == 1:
        return CardReason("only", card, _sentence("only", f, card, name))
    said = ultimo_reason(f, table, card, ultimo, name)
    if said is not None:
        return CardReason(said[0], card, said[1])
    tied = weighed.ties(card) if card in weighed.per_deal else [card]
    if len(f.legal) > 1 and set(f.legal) <= set(tied):
        return CardReason("tie", card, _sentence("tie", f, card, name))
    if f.winner >= 0:
        kind = _trick_kind(f, card, rules)
    else:
        kind = _lead_kind(f, table, card)
    if kind is None and len(tied) > 1:  # no fact decides, and the play-outs cannot tell some cards apart
        return CardReason("tie", card, tie_sentence(card, [c for c in tied if c != card], name))
    return CardReason(kind or "simulation", card, _sentence(kind or "simulation", f, card, name))


def tie_sentence(card: int, others: Sequence[int], name: Callable[[int], str]) -> Msg | Plural:
    """The sentence for ``card`` tied with ``others`` (the play-outs cannot tell them apart)."""
    if len(others) == 1:
        return Msg(
            "{card} and {other} are equally good here.", card=CardName(name(card)), other=CardName(name(others[0]))
        )
    return Plural(
        "{card} and {n} other card are about equally good here.",
        "{card} and {n} other cards are about equally good here.",
        card=CardName(name(card)),
        n=len(others),
    )


def _duty(f: CardFacts) -> Msg | None:
    return {
        "follow": Msg("You must follow suit."),
        "trump": Msg("You have none of the suit led, so you must play a trump."),
        "overtrump": Msg("You must play a higher trump if you can."),
    }.get(f.must)


def _sentence(kind: str, f: CardFacts, card: int, name: Callable[[int], str]) -> Msg | Plural:
    """The catalogue sentence of a reason kind."""
    said = CardName(name(card))
    held = CardName(name(f.winner_card)) if f.winner_card >= 0 else CardName("")
    if kind == "only":
        duty = _duty(f)
        return (
            Msg("{card} is the only card you may play.", card=said)
            if duty is None
            else Msg("{duty} {card} is the only card you may play.", duty=duty, card=said)
        )
    if kind == "tie":
        if len(f.legal) == 2:
            other = next(c for c in f.legal if c != card)
            return Msg("{card} and {other} are equally good here.", card=said, other=CardName(name(other)))
        return Msg("All your cards are about equally good here; {card} will do.", card=said)
    texts = {
        "smear": N_("Your partner holds the trick with {held} and nobody can take it any more: smear {card} into it."),
        "keep_low": N_("Your partner holds the trick with {held}, but it is not safe yet: give only {card}."),
        "secure": N_("Your partner holds the trick with {held}, but it is not safe: make it sure with {card}."),
        "keep_better": N_(
            "Your partner holds the trick with {held}: give {card} and keep your better cards for later."
        ),
        "take": N_("The other side holds the trick with {held}: take it with {card}."),
        "duck": N_("Leave this trick to {held}: give your least card, {card}."),
        "fool": N_("The other side holds the trick with {held}: play {card} now and you give nothing away to it."),
        "stay_under": N_("In a misère you want no tricks: {card} stays under {held}."),
        "lead_low_misere": N_("In a misère you want no tricks: lead your lowest card, {card}."),
        "partner_void": N_("Lead {card}: your partner has none of that suit left and can trump it."),
        "top": N_("{card} is the highest card of its suit still out: it takes the trick unless someone trumps it."),
        "lead_low": N_("Lead low: {card} gives nothing away and lets the others show their cards."),
        "simulation": N_(
            "No simple rule decides here; played to the end over many deals, {card} does best for your side."
        ),
    }
    if kind == "draw_trumps":
        return Plural(
            "Lead a trump: the others still hold {n} trump, and {card} draws it.",
            "Lead a trump: the others still hold {n} trumps, and {card} draws them.",
            n=f.trumps_out,
            card=said,
        )
    if kind == "demand":
        return Msg(
            "Play {card} and demand the jack: whoever holds it must give it up, and it falls into your trick.",
            card=CardName(name(card - DEMAND)),
        )
    if kind == "duck" and not f.wins:
        return Msg("You cannot beat {held}: give your least card, {card}.", held=held, card=said)
    if kind == "top" and card < 21:
        return Msg("{card} is the highest trump still out: it takes the trick for sure.", card=said)
    worth = [c for c in f.trick if c in f.counting and c != f.winner_card]
    if kind == "take" and worth:
        return Plural(
            "The other side holds the trick with {held}, and {counting} is in it: take it with {card}.",
            "The other side holds the trick with {held}, and {counting} are in it: take it with {card}.",
            n=len(worth),
            held=held,
            counting=CardList([name(c) for c in worth]),
            card=said,
        )
    if kind == "take" and f.winner_side == "unknown":
        return Msg("Take the trick from {held} with {card}.", held=held, card=said)
    return Msg(texts[kind], held=held, card=said)


def figures_line(weighed: Weighed, best: int, second: int | None, name: Callable[[int], str], lang: str) -> Msg:
    """The figures behind a card's reason, for the fold: the deals, the best card's mean and, when there is a
    next-best card, how much better it is with the standard error of that difference."""
    from .explain import num

    if second is None:
        return Msg(
            "{deals} deals of the hidden cards that fit what you know: {card} {points} points on average.",
            deals=weighed.deals,
            card=name(best),
            points=num(round(weighed.mean(best), 1), lang),
        )
    gap, se = weighed.gap(best, second)
    return Msg(
        "{deals} deals of the hidden cards that fit what you know: {card} {points} points on average, "
        "{gap} more than {other} (± {se}).",
        deals=weighed.deals,
        card=name(best),
        points=num(round(weighed.mean(best), 1), lang),
        gap=num(round(gap, 1), lang),
        other=name(second),
        se=num(round(se, 1), lang),
    )


_ = CODES


def names_of(info: Any, lang: str) -> Callable[[int], str]:
    """A card index said in the game's words (``info``: the game's :class:`~.registry.GameInfo`)."""
    return lambda c: card_words(info.card_name, CODES[c - DEMAND if c >= DEMAND else c], lang)
