"""``python -m troggu_core``: the command line (see :mod:`troggu_core.cli`)."""

from .cli import main

raise SystemExit(main())
