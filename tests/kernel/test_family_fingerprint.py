"""The family engines' behaviour, fingerprinted: seeded bot records, and step-by-step API traces.

The digests below were taken before the family engines' speed work (Großtarock, French Tarot, Troccas: mask
fast paths, cached legal masks, small undo records). Seeded deals, share links and the site's examples depend
on the exact order of random draws and on every legal list, so any change to a digest is a behaviour change
and must be deliberate.

Issue 26 changed every digest once, deliberately: six options were added (Großtarock excuse_lead, vole_failed,
dealer_declares, slam_eyes; French Tarot petit_sec; Troccas skat_deal), and results and views echo every option
in ``options``. With those six keys removed from the echo, every record, result, legal list and view of the
digests above was byte-identical to the engine before (checked seed by seed against commit a497186); the two
defaults that changed (danish ``dealer_declares=after_discard``, the ``seed`` ruleset's
``petit_sec=excuse_no_trump``) change no seeded deal here.

Issue 38 changed the ``traces`` digests once, deliberately: a seat's ``view`` became the one view, the keys every
game shares (``TableView``) and the game's own (``GameInfo.view_keys``), without the own keys that repeated shared
ones (``leader``, ``taker``, ``trick_number`` ...). The ``records`` digests did not change (the bots choose as
before), and the old engine's traces, hashed with its table view plus the own keys kept in place of its view, gave
exactly the new digests, for every ruleset and player count, 60 seeds and the quick 20 (Großtarock's per-ruleset
keys, now in every ruleset's view, taken as the new engine's ``None``/``[]``/``False`` where the old view had none).

Issue 38 changed the ``traces`` digests a second time, deliberately: ``ruleset`` (the ruleset's name), ``options``
(every option's value, the ruleset's ``options()``: the views had echoed the options a result echoes, without the
amounts at their defaults) and ``played`` (every card played, in playing order, the trick in progress last) became
shared keys of every game's view, no longer own keys (Troccas' view had no ``ruleset``, and its ``played`` held the
completed tricks only). The ``records`` digests did not change (the bots choose as before), and the old engine's
traces (commit a694e66), each view mapped old -> new (the three own keys dropped; ``ruleset`` and ``options`` the
name and ``options()`` of the ruleset the old engine parsed from the round's record; ``played`` the old
``played``, with Troccas' the cards of the trick in progress appended), gave exactly the new digests, for every
ruleset and player count, 60 seeds and the quick 20.

* ``records``: ``random_record(ruleset, players, seed, bot)`` for seeds 0-299, each ``json.dumps(sort_keys=True)``
  and the replayed result, hashed together per game, ruleset, player count and bot;
* ``traces``: for seeds 0-59 a walk through the public string API -- at every step the legal actions, the view
  of the seat to move, a seeded choice pushed; at the end the result; then every action popped and the record
  compared with the fresh deal's.

The developer's quick loop (``TROGGU_QUICK=1``, tests/quick.py) hashes only the first 20 seeds of both kinds, against
``EXPECTED_QUICK`` (taken from a tree that passes the full digests: the 20 seeds are the first of the 300 and 60
hashed); CI hashes them all.

Regenerate (only after a deliberate change): ``python tests/kernel/test_family_fingerprint.py`` (and with ``--quick``
for ``EXPECTED_QUICK``).
"""

from __future__ import annotations

import hashlib
import json
import random
import sys
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from quick import FINGERPRINT_SEEDS, QUICK, seeds  # noqa: E402
from troggu_core.kernel.registry import GAMES  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]


def fingerprinted_elsewhere(gid: str) -> bool:
    """Whether the game keeps its fingerprint in its own tests (``tests/games/<package>/test_*fingerprint*.py``:
    Troggu's, taken before the family and over its record format 1)."""
    package = GAMES.modules()[gid].rsplit(".", 1)[-1]
    return any((ROOT / "tests" / "games" / package).glob("test_*fingerprint*.py"))


FAMILY = tuple(gid for gid in GAMES if not fingerprinted_elsewhere(gid))
"""The registered games fingerprinted here: every one without a fingerprint of its own."""
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
    action: str = GAMES[st.game_id].make_bot("random", seed).choose(st.view(seat))
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
    "records grosstarock 1754 3 random": "b175643b15c6af79451a00a7",
    "records grosstarock 1754 3 heuristic": "cb10491efc183bc0a4dcfbfa",
    "traces grosstarock 1754 3": "977b59eead8d5fb62bc9b165",
    "records grosstarock dummett 3 random": "5cc146afd184a837da9e1e96",
    "records grosstarock dummett 3 heuristic": "e00ad756d362c91fe2ea44b4",
    "traces grosstarock dummett 3": "b5612a8623771e6941a2dc99",
    "records grosstarock danish 3 random": "b6139c4e3e8791eee2ad8cfd",
    "records grosstarock danish 3 heuristic": "94673687be96c87317a40010",
    "traces grosstarock danish 3": "a74938c5748f62861f084348",
    "records french-tarot fft 3 random": "bf85652321c66533e48a84f7",
    "records french-tarot fft 3 heuristic": "a4cb1aa5d485bf1584b9f138",
    "traces french-tarot fft 3": "6f591444de50edd05a5e0419",
    "records french-tarot seed 3 random": "8ae48458dd52a500dcb562fb",
    "records french-tarot seed 3 heuristic": "7fc8f622126abd96fc42c0f4",
    "traces french-tarot seed 3": "9d248b91a4ad722e2d7ca924",
    "records troccas surselva 3 random": "304131715d23a7a214f57d6a",
    "records troccas surselva 3 heuristic": "814376fec8f166179bdda51e",
    "traces troccas surselva 3": "b4f1306ee625e59afa2884f5",
    "records troccas surselva 4 random": "565b0e4295cf1e9007fbd3c4",
    "records troccas surselva 4 heuristic": "4143c8c068077a83dd86dee1",
    "traces troccas surselva 4": "96ac41553ac849ee1a448e3b",
    "records troccas surselva 5 random": "807cf09410cb052c5b9a5bbe",
    "records troccas surselva 5 heuristic": "c26e288e738a094b7f163ff6",
    "traces troccas surselva 5": "82eb07925a742693bd097d31",
    "records troccas surselva 6 random": "3d3d0334ceb92a951be5dc4c",
    "records troccas surselva 6 heuristic": "4f84df7840ea2fb904006dcf",
    "traces troccas surselva 6": "e02f360164094685183fb1b4",
}

EXPECTED_QUICK: dict[str, str] = {
    "records troccas surselva 3 random": "1a3b28d70f44571127f6ed46",
    "records troccas surselva 3 heuristic": "67e42af4a7951798c4f45f89",
    "traces troccas surselva 3": "6d8cc118f18170408a9a0737",
    "records troccas surselva 4 random": "88f0cf2e7a14bfaa9988628c",
    "records troccas surselva 4 heuristic": "eab655092cea606a098e7b58",
    "traces troccas surselva 4": "b10927c84073e6fd08b7bc49",
    "records troccas surselva 5 random": "ee895aa231da45156eeda0db",
    "records troccas surselva 5 heuristic": "cc128a03b7264c2aedf7ae93",
    "traces troccas surselva 5": "58e395f69d292543352e0ddf",
    "records troccas surselva 6 random": "98e3737efb9d29af33327776",
    "records troccas surselva 6 heuristic": "eb7790d5abc1728225fc9cbd",
    "traces troccas surselva 6": "7da2e0a05f527cd28ff5335d",
    "records grosstarock 1754 3 random": "1d9ddaa5eb74965a955f16ac",
    "records grosstarock 1754 3 heuristic": "e0010f3223dcd5b2ffbd32b9",
    "traces grosstarock 1754 3": "3f0995532160b01801793b99",
    "records grosstarock dummett 3 random": "5c6e7ab16452897d7a995cf9",
    "records grosstarock dummett 3 heuristic": "1e8642bbb6cf15d8622b30e5",
    "traces grosstarock dummett 3": "f23d42543dc0d0db3c2ccc2b",
    "records grosstarock danish 3 random": "277683ce5c11228118fee2b1",
    "records grosstarock danish 3 heuristic": "251caa9f9e612dddecf33213",
    "traces grosstarock danish 3": "3d5e452e5c4583fdf8e1845a",
    "records french-tarot fft 3 random": "15433dd5e4ce6c3b22242c3b",
    "records french-tarot fft 3 heuristic": "f882348e3cd4ff508d60f09c",
    "traces french-tarot fft 3": "14b35d8b76674c9d9d094259",
    "records french-tarot seed 3 random": "c93611461795491c2120fb96",
    "records french-tarot seed 3 heuristic": "a36da1486acb11cd98e9034a",
    "traces french-tarot seed 3": "da03c864476a1ca251753289",
}
"""The digests of the first :data:`quick.FINGERPRINT_SEEDS` seeds (records and traces), for the quick loop."""


@pytest.mark.parametrize("gid,rs,n", cases())
@pytest.mark.parametrize("bot", ["random", "heuristic"])
def test_records_unchanged(gid: str, rs: str, n: int, bot: str) -> None:
    if QUICK:
        assert record_digest(gid, rs, n, bot, FINGERPRINT_SEEDS) == EXPECTED_QUICK[f"records {gid} {rs} {n} {bot}"]
    else:
        assert record_digest(gid, rs, n, bot) == EXPECTED[f"records {gid} {rs} {n} {bot}"]


@pytest.mark.parametrize("gid,rs,n", cases())
def test_traces_unchanged(gid: str, rs: str, n: int) -> None:
    if QUICK:
        assert trace_digest(gid, rs, n, FINGERPRINT_SEEDS) == EXPECTED_QUICK[f"traces {gid} {rs} {n}"]
    else:
        assert trace_digest(gid, rs, n) == EXPECTED[f"traces {gid} {rs} {n}"]


def test_every_registered_game_is_fingerprinted() -> None:
    """A game of the registry has its digests here for every ruleset, player count and bot, or its own fingerprint
    test; a new game fails here until its digests are taken (``python tests/kernel/test_family_fingerprint.py``)."""
    for gid in GAMES:
        if fingerprinted_elsewhere(gid):
            continue
        keys = [
            f"{kind} {gid} {rs} {n}{bot}"
            for _, rs, n in [c for c in cases() if c[0] == gid]
            for kind, bot in (("records", " random"), ("records", " heuristic"), ("traces", ""))
        ]
        assert keys and all(k in EXPECTED for k in keys), (gid, [k for k in keys if k not in EXPECTED])
    assert {k.split()[1] for k in EXPECTED} == set(FAMILY)
    assert set(EXPECTED_QUICK) == set(EXPECTED)


def test_grosstarock_discards_match_brute_force() -> None:
    """The built list of legal discards is the brute-force filter's, in order (skewed random hands)."""
    from troggu_core.games.grosstarock.discard import _slow_legal_discards, legal_discards
    from troggu_core.kernel.tricks import mask_of

    rng = random.Random(5)
    kings = [35, 49, 63, 77]
    for _ in range(seeds(800)):  # the quick loop (tests/quick.py): 160
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


def main(argv: list[str]) -> int:
    """Print the digests (``--quick``: of the first :data:`quick.FINGERPRINT_SEEDS` seeds)."""
    records, traces = (FINGERPRINT_SEEDS, FINGERPRINT_SEEDS) if "--quick" in argv else (RECORD_SEEDS, TRACE_SEEDS)
    for gid, rs, n in cases():
        for bot in ("random", "heuristic"):
            print(f'    "records {gid} {rs} {n} {bot}": "{record_digest(gid, rs, n, bot, records)}",', flush=True)
        print(f'    "traces {gid} {rs} {n}": "{trace_digest(gid, rs, n, traces)}",', flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
