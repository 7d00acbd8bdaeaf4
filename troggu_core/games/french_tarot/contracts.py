"""The four contracts as data rows (auction.contracts, dog.*).

>>> CONTRACT_ROWS["garde_sans"].multiplier, CONTRACT_ROWS["garde_sans"].talon
(4, 'taker_keeps_unseen')
"""

from __future__ import annotations

from ...kernel.contracts import Contract

__all__ = ["CONTRACTS", "CONTRACT_ROWS", "BIDS", "MULTIPLIER", "RANK", "TARGETS"]

CONTRACTS = ("prise", "garde", "garde_sans", "garde_contre")
"""The contracts, lowest first."""
BIDS = ("pass",) + CONTRACTS
"""Every call of the auction."""

CONTRACT_ROWS: dict[str, Contract] = {
    "prise": Contract("prise", 1, 1, "taker_discards", "first_lead_option", "one_vs_rest"),
    "garde": Contract("garde", 2, 2, "taker_discards", "first_lead_option", "one_vs_rest"),
    "garde_sans": Contract("garde_sans", 3, 4, "taker_keeps_unseen", "first_lead_option", "one_vs_rest"),
    "garde_contre": Contract("garde_contre", 4, 6, "to_defence", "first_lead_option", "one_vs_rest"),
}
MULTIPLIER = {name: row.multiplier for name, row in CONTRACT_ROWS.items()}
RANK = {"pass": 0, **{name: row.rank for name, row in CONTRACT_ROWS.items()}}
TARGETS = (56, 51, 41, 36)
"""The taker's target by his number of bouts 0..3 (count.target)."""
