"""The one JSON facade the site's widgets call (in Pyodide), for every game of the registry: JSON in, JSON out.

The page's JavaScript only draws what this module returns and forwards clicks to it; every check, every bot
move, every count and payment is the engine's. A request names its game (``"game": "troccas"``; when it names
none, the game of the open round its ``id`` names, else the registry's default game) and an ``op``: every request
(:data:`OPS`) is answered the same for every game, on the kernel's state protocol and the registry's
:class:`~troggu_core.kernel.registry.GameInfo`, which says what differs (Troggu's deal in words, its payments in
Rappen); no game has requests of its own.

>>> import json
>>> out = json.loads(handle(json.dumps({"op": "new_game", "game": "troccas", "seed": 3, "lang": "de"})))
>>> out["ok"], out["game_id"], out["phase"], len(out["view"]["hand"])
(True, 'troccas', 'play', 19)
>>> out = json.loads(handle(json.dumps({"op": "deal", "ruleset": "visp", "players": 4, "seed": 7})))
>>> out["ok"], len(out["hands"]), out["share"]
(True, 4, 'r=visp&p=4&s=7&d=0')
>>> bad = json.loads(handle('{"op": "share", "query": "r=visp&p=99&s=1"}'))
>>> bad["ok"], bad["rule"], bad["rule_page"]
(False, 'players.count', 'rules/deal/#players.count')

Each request field is read by one reader for every op and game (:mod:`.request`), so one mistake is
refused under one rule whatever the op; ``meta`` (read first by every page with a widget) carries no card picture:
the pictures are ``faces``'s, each card's once.

Answers are objects with ``ok`` and ``game_id``, and either the data or the refusal: ``error`` and ``reason``
(the engine's message in the request's language), ``rule`` (its id), ``rule_text`` and ``rule_title`` (the
rule's statement and title in that language) and ``rule_page`` (where the site explains it, from the
language's root).

The package, one module a job: :mod:`.dispatch` (:func:`handle` and the table of ops), :mod:`.request` (reading a
request's fields and share links), :mod:`.refusals` (the refusal's answer), :mod:`.rounds` (the open rounds),
:mod:`.view` (an open round as the page shows it, and the table's words), and the ops by kind: :mod:`.describe`
(``meta``, ``faces``, ``compare``), :mod:`.play` (a round: ``new_game``, ``act``, ``undo``, ``state``, ``finish``,
``estimate``, ``hint``, ``review``), :mod:`.records` (``record``, ``replay``, ``share``), :mod:`.pad` (the score
pad), :mod:`.house_rules` (the house-rules composer) and :mod:`.learn` (the lessons).
"""

from __future__ import annotations

from ..kernel.explain import seat_names
from .dispatch import MAX_REQUEST, OPS, handle
from .play import MAX_SAMPLES
from .refusals import refusal
from .request import MAX_SEED, WebError, share_query
from .rounds import REQUEST_WORK, OpenRound
from .view import PHASE_WORDS, bidder_word, explained, phase_text, phase_words

__all__ = [
    "handle",
    "OPS",
    "OpenRound",
    "share_query",
    "seat_names",
    "WebError",
    "MAX_SEED",
    "MAX_SAMPLES",
    "MAX_REQUEST",
    "REQUEST_WORK",
    "PHASE_WORDS",
    "phase_text",
    "phase_words",
    "bidder_word",
    "explained",
    "refusal",
]
