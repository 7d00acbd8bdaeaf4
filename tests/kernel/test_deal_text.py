"""How the cards were dealt, in words (``GameInfo.deal_text``), for every game whose engine deals in packets: the
numbers the text says, dealt again from the same seeded pack, give exactly the hands and the cards laid aside of the
engine's record, in both languages; the facade's ``deal`` answer and the command line's ``deal`` say the same text."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest

from troggu_core import web
from troggu_core.cli import main
from troggu_core.games.troccas.rulesets import parse_ruleset as troccas_ruleset
from troggu_core.kernel.registry import GAMES
from troggu_core.kernel.shuffle import check_seed, shuffled

PACKET_GAMES = ("troccas", "grosstarock", "french-tarot")
"""The family's games besides Troggu whose engine deals packets (Troggu's own words: tests/test_i18n.py)."""


def numbers(text: str) -> list[int]:
    """The numbers a text says, in order."""
    return [int(n) for n in re.findall(r"\d+", text)]


def redeal_troccas(text: str, players: int, dealer: int, pack: list[int]) -> tuple[list[list[int]], list[int]]:
    """Deal ``pack`` as the English text says: its packets to every seat from the Skatist's neighbour, then the
    Skatist's extra cards in his last packet or the pack's last cards face down to the skat."""
    head, tail = text.split("; ")
    packets, extra = numbers(head), numbers(tail)
    order = [(dealer + 1 + i) % players for i in range(players)]
    hands: list[list[int]] = [[] for _ in range(players)]
    pos = 0
    for k, size in enumerate(packets):
        for seat in order:
            more = extra[0] if extra and "skat" not in tail and seat == dealer and k == len(packets) - 1 else 0
            hands[seat] += pack[pos : pos + size + more]
            pos += size + more
    return hands, pack[pos:]


def redeal_grosstarock(text: str, players: int, dealer: int, pack: list[int]) -> tuple[list[list[int]], list[int]]:
    """The packets to every seat from forehand, then the dealer's kept cards."""
    head, tail = text.split("; ")
    (kept,) = numbers(tail)
    order = [(dealer + 1 + i) % players for i in range(players)]
    hands: list[list[int]] = [[] for _ in range(players)]
    pos = 0
    for size in numbers(head):
        for seat in order:
            hands[seat] += pack[pos : pos + size]
            pos += size
    hands[dealer] += pack[pos : pos + kept]
    return hands, pack[pos + kept :]


def redeal_french(text: str, players: int, dealer: int, pack: list[int]) -> tuple[list[list[int]], list[int]]:
    """Rounds of a packet to every seat from the dealer's right, the dog's cards after the first packet."""
    size, rounds, to_dog = numbers(text)
    order = [(dealer + 1 + i) % players for i in range(players)]
    hands: list[list[int]] = [[] for _ in range(players)]
    dog: list[int] = []
    pos = 0
    for _ in range(rounds):
        for i, seat in enumerate(order):
            hands[seat] += pack[pos : pos + size]
            pos += size
            if i == 0:
                dog += pack[pos : pos + to_dog]
                pos += to_dog
    assert pos == len(pack)
    return hands, dog


REDEAL = {"troccas": redeal_troccas, "grosstarock": redeal_grosstarock, "french-tarot": redeal_french}


def cases() -> list[tuple[str, Any, int, dict[str, Any]]]:
    """(game, ruleset, players, extra arguments of ``new``): every player count, Troccas' packets and blind skat."""
    out: list[tuple[str, Any, int, dict[str, Any]]] = []
    for g in PACKET_GAMES:
        info = GAMES[g]
        out += [(g, rs, n, {}) for rs in info.rulesets for n in info.players]
    out += [("troccas", "surselva", 4, {"packets": p}) for p in ((9, 10), (10, 9), (19,), (6, 6, 7))]
    blind = troccas_ruleset({"name": "surselva", "skat_deal": "blind"})
    out += [("troccas", blind, n, {}) for n in (3, 5)]
    return out


@pytest.mark.parametrize(("game_id", "ruleset", "players", "extra"), cases())
def test_the_words_deal_the_engines_hands(game_id: str, ruleset: Any, players: int, extra: dict[str, Any]) -> None:
    """Dealing the seeded pack as the words say gives the record's hands, and the rest of the pack is the talon the
    record holds (Troccas' blind skat, the French dog; nothing where the Skatist or the dealer keeps it); German says
    the same numbers in its own words."""
    info = GAMES[game_id]
    for seed in (1, 2, 3):
        for dealer in range(players):
            state = info.new(ruleset, players, seed, dealer, **extra)
            rec = state.record()
            en, de = info.deal_text(state, "en"), info.deal_text(state, "de")
            pack = [info.deck[i] for i in shuffled(list(range(78)), check_seed(seed))]
            hands, rest = REDEAL[game_id](en, players, dealer, pack)
            assert [sorted(h) for h in hands] == [sorted(h) for h in rec["hands"]], (en, seed, dealer)
            talon = rec.get("dog") or rec.get("skat") or []
            assert sorted(rest) == sorted(talon), (en, rest, talon)
            assert numbers(de) == numbers(en) and de != en and " each" not in de and de.startswith("je "), de


def test_the_words_follow_the_records_packets() -> None:
    """Troccas' record key ``packets`` is what the text says, of a new round and of its played record read back."""
    info = GAMES["troccas"]
    state = info.new("surselva", 4, 5, 1, packets=(10, 9))
    assert (
        info.deal_text(state, "en")
        == "10 cards each, then 9 each; the Skatist last, with 2 more cards in the last packet"
    )
    while not state.is_over:  # played out: a record the reader takes
        state.push(state.legal_actions()[0])
    again = info.loads(json.dumps(state.record()))
    assert again.record()["packets"] == [10, 9] and info.deal_text(again, "de") == (
        "je 10 Karten, dann je 9; der Skatist zuletzt, mit 2 Karten mehr im letzten Paket"
    )


def call(req: dict[str, Any]) -> dict[str, Any]:
    out: dict[str, Any] = json.loads(web.handle(json.dumps(req)))
    return out


@pytest.mark.parametrize("game_id", PACKET_GAMES)
def test_the_deal_request_and_command_say_it(game_id: str, capsys: pytest.CaptureFixture[str]) -> None:
    """The facade's ``deal`` answer carries the game's words in the asked language, the command line's ``deal``
    prints the English ones in its first line."""
    info = GAMES[game_id]
    state = info.new(info.default_ruleset, info.default_players, 4, 1)
    for lang in ("de", "en"):
        answer = call({"op": "deal", "game": game_id, "seed": 4, "dealer": 1, "lang": lang})
        assert answer["deal_text"] == info.deal_text(state, lang), answer
    assert main(["deal", "--game", game_id, "--seed", "4", "--dealer", "1"]) == 0
    first = capsys.readouterr().out.splitlines()[0]
    assert first.endswith(f", deal: {info.deal_text(state, 'en')}"), first
