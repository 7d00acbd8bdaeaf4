"""The toy tarock's round: three seats, four cards each, four tricks, one trick rule; the state protocol
(:class:`~troggu_core.kernel.state.TableGame`), the record and its reader.

>>> st = new("toy", 3, seed=1)
>>> st.phase, st.to_move, len(st.view(0)["hand"])
('play', 1, 4)
"""

from __future__ import annotations

import random
from typing import Any

from troggu_core.errors import IllegalActionError, NotationError, RecordError, TrogguError
from troggu_core.i18n import N_, Localized, verbatim
from troggu_core.kernel.records import FORMAT_2, envelope
from troggu_core.kernel.shuffle import check_seed
from troggu_core.kernel.state import make_table_view

from .names import DECK
from .rulesets import Ruleset, parse_ruleset

GAME_ID = "toy-tarock"
PLAYERS = 3
HAND = 4
TRUMPS = ("I", "II", "XX", "XXI")
"""The trumps, lowest first."""
RANKS = ("1", "2", "Q", "K")
"""A suit's ranks, lowest first."""
POINTS = {"RK": 4, "BK": 4, "RQ": 3, "BQ": 3, "I": 4, "XXI": 4}
"""What a card counts (the others nothing): 22 in all."""
SUIT_WORDS = {"R": Localized(de="Rot", en="Red"), "B": Localized(de="Blau", en="Blue")}


def suit(card: str) -> str:
    """``T`` for a trump, else the suit letter."""
    return "T" if card in TRUMPS else card[0]


def beats(card: str, best: str, led: str) -> bool:
    """Whether ``card`` beats ``best`` in a trick led in suit ``led`` (rule play.trick)."""
    if suit(card) == "T" or suit(best) == "T":
        return suit(card) == "T" and (suit(best) != "T" or TRUMPS.index(card) > TRUMPS.index(best))
    return suit(card) == led == suit(best) and RANKS.index(card[1:]) > RANKS.index(best[1:])


def trick_winner(cards: list[str]) -> int:
    """The position in playing order of the card that wins a trick (rule play.trick)."""
    best = 0
    for i, card in enumerate(cards[1:], 1):
        if beats(card, cards[best], suit(cards[0])):
            best = i
    return best


def allowed(hand: list[str], trick: list[str], must_trump: bool) -> list[str]:
    """The cards of ``hand`` that may go to ``trick`` (rule play.follow)."""
    if not trick:
        return list(hand)
    same = [c for c in hand if suit(c) == suit(trick[0])]
    trumps = [c for c in hand if suit(c) == "T"]
    return same or (trumps if must_trump and trumps else list(hand))


class ToyState:
    """One round of the toy tarock, rebuilt from the dealt hands and the cards played (a round is 12 cards)."""

    game_id = GAME_ID

    def __init__(self, ruleset: Ruleset, hands: list[list[str]], dealer: int = 0, seed: int | None = None) -> None:
        self.ruleset = ruleset
        self.players = PLAYERS
        self.dealer = dealer
        self.seed = seed
        self.dealt = [list(h) for h in hands]
        self.plays: list[tuple[int, str]] = []

    # the round as it stands, read from the plays
    def _tricks(self) -> tuple[list[list[tuple[int, str]]], list[tuple[int, str]]]:
        done = [self.plays[i : i + PLAYERS] for i in range(0, len(self.plays) - len(self.plays) % PLAYERS, PLAYERS)]
        return done, self.plays[len(done) * PLAYERS :]

    def _winners(self) -> list[int]:
        return [t[trick_winner([c for _, c in t])][0] for t in self._tricks()[0]]

    def hand(self, seat: int) -> list[str]:
        played = {c for s, c in self.plays if s == seat}
        return [c for c in self.dealt[seat] if c not in played]

    @property
    def is_over(self) -> bool:
        return len(self.plays) == PLAYERS * HAND

    @property
    def phase(self) -> str:
        return "finished" if self.is_over else "play"

    @property
    def to_move(self) -> int | None:
        if self.is_over:
            return None
        done, trick = self._tricks()
        if trick:
            return (trick[-1][0] + 1) % PLAYERS
        winners = self._winners()
        return winners[-1] if winners else (self.dealer + 1) % PLAYERS

    def legal_actions(self) -> list[str]:
        seat = self.to_move
        if seat is None:
            return []
        return allowed(self.hand(seat), [c for _, c in self._tricks()[1]], self.ruleset.must_trump)

    def layaway_cards(self) -> list[str]:
        return []

    def layaway_size(self) -> int:
        return 0

    def push(self, action: str) -> None:
        seat = self.to_move
        if seat is None:
            raise IllegalActionError("game.phase", N_("the round is over"))
        if not isinstance(action, str) or action not in DECK:
            raise NotationError("game.action", N_("{action!r} is not a card code"), action=verbatim(action, 20))
        hand = self.hand(seat)
        if action not in hand:
            raise IllegalActionError("play.hand", N_("you (seat {seat}) do not hold {card}"), seat=seat, card=action)
        if action not in self.legal_actions():
            led = suit(self._tricks()[1][0][1])
            if any(suit(c) == led for c in hand):
                if led == "T":
                    raise IllegalActionError("play.follow", N_("you must follow trumps, not play {card}"), card=action)
                said = SUIT_WORDS[led]
                raise IllegalActionError(
                    "play.follow", N_("you must follow {suit}, not play {card}"), suit=said, card=action
                )
            msg = N_("seat {seat} cannot follow and must play a tarok, not {card}")
            raise IllegalActionError("play.follow", msg, seat=seat, card=action)
        self.plays.append((seat, action))

    def pop(self) -> str:
        return self.plays.pop()[1]

    def record(self) -> dict[str, Any]:
        return {
            "format": FORMAT_2,
            "game": GAME_ID,
            "ruleset": self.ruleset.to_json(),
            "players": PLAYERS,
            "dealer": self.dealer,
            "seed": self.seed,
            "hands": [list(h) for h in self.dealt],
            "plays": [c for _, c in self.plays],
        }

    def result(self) -> dict[str, Any]:
        """Each seat's card points; each pays or gets three times its points less the whole (zero-sum)."""
        if not self.is_over:
            raise IllegalActionError("game.phase", N_("nothing: the round is over"))
        done, _ = self._tricks()
        points = [0] * PLAYERS
        for seat, trick in zip(self._winners(), done):
            points[seat] += sum(POINTS.get(c, 0) for _, c in trick)
        return {
            "game": GAME_ID,
            "ruleset": self.ruleset.to_json(),
            "tricks": [[c for _, c in t] for t in done],
            "trick_winners": self._winners(),
            "points": points,
            "payments": [PLAYERS * p - sum(points) for p in points],
        }

    def view(self, seat: int) -> dict[str, Any]:
        """The one view: the keys every game shares (the toy has no own keys)."""
        done, trick = self._tricks()
        winners = self._winners()
        leader = trick[0][0] if trick else self.to_move
        shared = make_table_view(
            self,
            seat,
            ruleset=self.ruleset,
            hand=self.hand(seat),
            played=[c for _, c in self.plays],
            trick=trick,
            trick_leader=leader,
            last_trick=done[-1] if done else [],
            last_trick_winner=winners[-1] if winners else None,
            tricks_done=len(done),
            tricks_won=[winners.count(s) for s in range(PLAYERS)],
            trick_complete=bool(done) and not trick,
        )
        return dict(shared)


def new(ruleset: Any = "toy", players: int = PLAYERS, seed: int | None = None, dealer: int = 0) -> ToyState:
    """A fresh round: the twelve cards shuffled by the seed, four to each seat.

    Raises:
        NotationError: not three players (rule players.count), an unknown ruleset, a bad seed.
    """
    if players != PLAYERS:
        raise NotationError(
            "players.count", N_("{title} is played by {counts} players, not {n}"), title="Toy", counts="3", n=players
        )
    rs = parse_ruleset(ruleset)
    cards = list(DECK)
    check_seed(seed).shuffle(cards)
    return ToyState(
        rs, [sorted(cards[i * HAND : (i + 1) * HAND], key=DECK.index) for i in range(PLAYERS)], dealer, seed
    )


def replay(data: Any) -> dict[str, Any]:
    """The result of a record, checked card by card (raises ``RecordError`` naming the rule and the place)."""
    obj = envelope(
        data,
        GAME_ID,
        ("format", "game", "ruleset", "players", "dealer", "hands", "plays"),
        game_msg=N_("{game!r} is not the game {name}"),  # no catalogue entry: English in both languages
    )
    hands = obj["hands"]
    if not isinstance(hands, list) or sorted(c for h in hands for c in h) != sorted(DECK) or len(hands) != PLAYERS:
        raise RecordError("record.format", N_("a hand is a list of card codes"), "hands")
    state = ToyState(parse_ruleset(obj["ruleset"]), hands, obj["dealer"], obj.get("seed"))
    for i, card in enumerate(obj["plays"]):
        try:
            state.push(card)
        except TrogguError as e:
            raise RecordError.at(e, f"plays[{i}]") from None
    return state.result()


def random_record(
    ruleset: Any = "toy", players: int = PLAYERS, seed: int | None = None, bot: str = "random", dealer: int = 0
) -> dict[str, Any]:
    """A whole round played by bots of one kind, as its record."""
    from . import GAME

    state = new(ruleset, players, seed, dealer)
    bots = [GAME.make_bot(bot, (seed or 0) * 16 + s) for s in range(PLAYERS)]
    GAME.play_out(state, bots)
    return state.record()


def rng_of(seed: Any) -> random.Random:
    """A bot's generator from a seed (the kernel's seed check)."""
    return check_seed(seed)
