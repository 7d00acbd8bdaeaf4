"""The family engines' behaviour, fingerprinted: seeded bot records, and step-by-step API traces.

The digests below were taken before the family engines' speed work (Großtarock, French Tarot, Troccas: mask
fast paths, cached legal masks, small undo records). Seeded deals, share links and the site's examples depend
on the exact order of random draws and on every legal list, so any change to a digest is a behaviour change
and must be deliberate.

* ``records``: ``random_record(ruleset, players, seed, bot)`` for seeds 0-299, each ``json.dumps(sort_keys=True)``
  and the replayed result, hashed together per game, ruleset, player count and bot;
* ``traces``: for seeds 0-59 a walk through the public string API -- at every step the legal actions, the view
  of the seat to move, a seeded choice pushed; at the end the result; then every action popped and the record
  compared with the fresh deal's.

Regenerate (only after a deliberate change): ``python tests/test_family_fingerprint.py``.
"""

from __future__ import annotations

import hashlib
import json
import random
import sys
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from troggu_core.kernel.registry import GAMES  # noqa: E402

FAMILY = ("grosstarock", "french-tarot", "troccas")
RECORD_SEEDS = 300
TRACE_SEEDS = 60


def _dump(obj: Any) -> bytes:
    return json.dumps(obj, sort_keys=True, ensure_ascii=False).encode()


def record_digest(gid: str, rs: str, n: int, bot: str, seeds: int = RECORD_SEEDS) -> str:
    info = GAMES[gid]
    h = hashlib.sha256()
    for seed in range(seeds):
        rec = info.random_record(rs, n, seed, bot)
        h.update(_dump(rec))
        h.update(_dump(info.replay(rec)))
    return h.hexdigest()[:24]


def _discard_choice(st: Any, seat: int, seed: int) -> str:
    """A legal lay-away for the trace: the game's seeded random bot's."""
    from troggu_core.web_family import make_bot

    action: str = make_bot(GAMES[st.game_id], "random", seed).choose(st.view(seat))
    return action


def trace_digest(gid: str, rs: str, n: int, seeds: int = TRACE_SEEDS) -> str:
    info = GAMES[gid]
    h = hashlib.sha256()
    for seed in range(seeds):
        st = info.new(rs, n, seed, seed % n)
        fresh = _dump(st.record())
        rng = random.Random(seed)
        pushed = 0
        while not st.is_over:
            seat = st.to_move
            legal = st.legal_actions()
            h.update(_dump([st.phase, seat, legal]))
            h.update(_dump(st.view(seat)))
            if st.phase == "discard":
                action = _discard_choice(st, seat, seed)
            else:
                action = legal[rng.randrange(len(legal))]
            st.push(action)
            pushed += 1
        h.update(_dump(st.result()))
        h.update(_dump(st.record()))
        h.update(_dump([st.view(s) for s in range(n)]))
        popped = [st.pop() for _ in range(pushed)]
        h.update(_dump(popped))
        assert _dump(st.record()) == fresh, (gid, rs, n, seed)
    return h.hexdigest()[:24]


def cases() -> list[tuple[str, str, int]]:
    return [(gid, rs, n) for gid in FAMILY for rs in GAMES[gid].rulesets for n in GAMES[gid].players]


EXPECTED: dict[str, str] = {
    "records grosstarock 1754 3 random": "e1df00f1fb0a5e6184dab378",
    "records grosstarock 1754 3 heuristic": "92a50b6da06a2659b87d463d",
    "traces grosstarock 1754 3": "b0fd56ce05f1044202526b74",
    "records grosstarock dummett 3 random": "cbc868ff43470bd9e40e1bd8",
    "records grosstarock dummett 3 heuristic": "9afeb12d34c08ea77431413a",
    "traces grosstarock dummett 3": "8b247548c51c46f2fedb171f",
    "records grosstarock danish 3 random": "37dbeb86eede44f732ace7bf",
    "records grosstarock danish 3 heuristic": "6e67dcba6983c29e980d1685",
    "traces grosstarock danish 3": "65d47ae1531d5ef19744e6e2",
    "records french-tarot fft 3 random": "c949eef707611ee7d20777d3",
    "records french-tarot fft 3 heuristic": "0b7ee3217149248351b4d7b0",
    "traces french-tarot fft 3": "9b627610acf93620965e744e",
    "records french-tarot seed 3 random": "e908c9f6162fd51b0f3cbaa5",
    "records french-tarot seed 3 heuristic": "f342ce83e40d377ee95e9734",
    "traces french-tarot seed 3": "39642fc95b39e9ff66701154",
    "records troccas surselva 3 random": "f495c9fe110261f2e678d006",
    "records troccas surselva 3 heuristic": "f615b228477cdb7447ffef29",
    "traces troccas surselva 3": "6195dff01e97053359a500cd",
    "records troccas surselva 4 random": "566a9a814855c5e9a5da7aac",
    "records troccas surselva 4 heuristic": "13d390fdf1697e3777b6302e",
    "traces troccas surselva 4": "d581e2d93a8b3687b35c3d0a",
    "records troccas surselva 5 random": "8de9503adace290b775df70f",
    "records troccas surselva 5 heuristic": "5937ab0ed5612dde142c4456",
    "traces troccas surselva 5": "9febf61bf9dba4dfa442cdc2",
    "records troccas surselva 6 random": "5ba26f2b0fcaa2ac03ba52fd",
    "records troccas surselva 6 heuristic": "5a5e4c10b422c3c62aa88bfc",
    "traces troccas surselva 6": "6b933df1557fe05238b4c611",
}


@pytest.mark.parametrize("gid,rs,n", cases())
@pytest.mark.parametrize("bot", ["random", "heuristic"])
def test_records_unchanged(gid: str, rs: str, n: int, bot: str) -> None:
    assert record_digest(gid, rs, n, bot) == EXPECTED[f"records {gid} {rs} {n} {bot}"]


@pytest.mark.parametrize("gid,rs,n", cases())
def test_traces_unchanged(gid: str, rs: str, n: int) -> None:
    assert trace_digest(gid, rs, n) == EXPECTED[f"traces {gid} {rs} {n}"]


def test_grosstarock_discards_match_brute_force() -> None:
    """The built list of legal discards is the brute-force filter's, in order (skewed random hands)."""
    from troggu_core.games.grosstarock.discard import _slow_legal_discards, legal_discards
    from troggu_core.kernel.tricks import mask_of

    rng = random.Random(5)
    kings = [35, 49, 63, 77]
    for _ in range(800):
        k = rng.choice([0, 1, 2, 3, 3, 4, 6, 10, 19, 20, 21])
        taroks = rng.sample(range(21), k)
        if taroks and 0 not in taroks and rng.random() < 0.5:
            taroks[0] = 0
        if rng.random() < 0.3:
            rest = rng.sample([21, *kings, 22, 23, 24, 25], min(9, 28 - k))
        else:
            rest = []
        pool = [c for c in range(21, 78) if c not in rest]
        rest += rng.sample(pool, 28 - k - len(rest))
        hand = mask_of(taroks + rest)
        for rs in ("1754", "dummett", "danish"):
            assert legal_discards(rs, hand) == _slow_legal_discards(rs, hand), (rs, sorted(taroks + rest))


def main() -> int:
    for gid, rs, n in cases():
        for bot in ("random", "heuristic"):
            print(f'    "records {gid} {rs} {n} {bot}": "{record_digest(gid, rs, n, bot)}",', flush=True)
        print(f'    "traces {gid} {rs} {n}": "{trace_digest(gid, rs, n)}",', flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
