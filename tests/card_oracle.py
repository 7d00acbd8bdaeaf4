"""The tarock cards as the tests' oracles write them, once for every game's tests: typed out from the specs' code
tables (``../shared/spec/family-common.md``), never read from the engine, so a test compares the engine with an
independent copy."""

ROMAN = "I II III IV V VI VII VIII IX X XI XII XIII XIV XV XVI XVII XVIII XIX XX XXI".split()
"""The trumps (tarocks) I to XXI by their codes, in order."""
RANKS = "1 2 3 4 5 6 7 8 9 10 J N Q K".split()
"""A suit's ranks by their codes, from the one to the king (the pip order of the codes, not of the trick)."""
