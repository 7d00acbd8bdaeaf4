"""The tarock kernel: what every game of the family shares, as small data-driven modules.

Each module is one concept:

* :mod:`.codes` -- the 78 cards' codes (one code set for all games, ``family-common.md``) and indices;
* :mod:`.deck` -- a game's deck spec: pip order per suit, card values, the fool's role;
* :mod:`.tricks` -- legal-card masks and trick winners built from a game's trick rules;
* :mod:`.counting` -- counting a pile in groups of k cards (Troggu 1, French Tarot 2, Großtarock 3, Troccas 4);
* :mod:`.shuffle` -- seeded shuffle, cut and packet dealing on card indices;
* :mod:`.contracts` -- contracts as data rows;
* :mod:`.state` -- the protocol every game's state implements (push/pop/copy/legal_actions) and its undo log;
* :mod:`.bots` -- the one bot protocol (``choose(view, legal, rng)``) and the loop that plays any game through the
  state protocol (``play_by_protocol``; each game's ``play_out`` plays the same, faster);
* :mod:`.jsonio` -- strict, bounded JSON reading for records and requests;
* :mod:`.registry` -- the games (``tg.GAMES``, ``tg.find_game("troccas")``);
* :mod:`.sessions` -- an evening of any game (``Session``: the deal passing on, each seat's balance) and the rounds
  of a session record.

The index layout is the one of :mod:`troggu_core.games.troggu.cards`: 0-20 trumps I-XXI, 21 the fool,
``22 + 14 * suit + r`` the suit cards (suits R, B, S, C; r = 0-9 pips 1-10, 10 J, 11 N, 12 Q, 13 K).
"""

from __future__ import annotations
