"""The games of the tarock family, one subpackage each, every one registered in :mod:`troggu_core.kernel.registry`.

* :mod:`.troggu` -- Troggu, the tarock of the Oberwallis (seeds 000, 001);
* :mod:`.troccas` -- Troccas of the Surselva (seed 002);
* :mod:`.grosstarock` -- the Großtarock family: 1754, Dummett, Danish (seed 003);
* :mod:`.french_tarot` -- the French Tarot for three (seed 004).
"""

DEFAULT = "troggu"
"""The game a request, a command or a share link plays when it names none (``GAMES.default``): Troggu, whose
widgets, links and command the site began with and which name no game."""
