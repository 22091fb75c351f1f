"""Where quitting spends its time (the quit benchmark, ``packaging/measure.py quit --trace``).

With the environment variable ``SENJI_DESKTOP_QUIT_PROBE=1`` every step of
quitting that calls :func:`step` prints one line to stderr,
``SENJI_QUIT <step> <seconds>``, the seconds counted from the first step
(the signal or the Quit command) on the monotonic clock. Without the variable
:func:`step` does nothing. No Qt here: the app, the window and the AI runner
all call it.
"""

from __future__ import annotations

import os
import sys
import time

QUIT_PROBE_ENV = "SENJI_DESKTOP_QUIT_PROBE"

_enabled = bool(os.environ.get(QUIT_PROBE_ENV))
_start: float | None = None


def step(name: str) -> None:
    """Report that quitting reached `name` (a word without spaces)."""
    global _start
    if not _enabled:
        return
    now = time.monotonic()
    if _start is None:
        _start = now
    try:
        sys.stderr.write(f"SENJI_QUIT {name} {now - _start:.3f}\n")
        sys.stderr.flush()
    except (OSError, ValueError):
        pass
