"""Contracts as data rows: a game's table of what may be bid and what it means.

>>> row = Contract("garde", rank=2, multiplier=2, talon="taker_discards", leader="dealer_right", sides="one_vs_rest")
>>> row.multiplier
2
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["Contract"]


@dataclass(frozen=True, slots=True)
class Contract:
    """One contract: its name (the record's code), rank in the auction, score multiplier, what happens to the
    talon (``taker_discards``, ``taker_keeps_unseen``, ``to_defence``, ``none`` ...), who leads, who plays with whom."""

    name: str
    rank: int
    multiplier: int
    talon: str
    leader: str
    sides: str
