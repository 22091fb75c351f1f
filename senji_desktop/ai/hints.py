"""Hints: the move the Normal AI suggests to a human, and why.

The controller runs the :data:`HINT_AGENT` difficulty on the deciding human's
own view (never on a state), in the AI worker, and then asks
:func:`explain` for a reason: the game's ``heuristics.explain(view, action)``
where it has one (``engine/hint.py``).
"""

from __future__ import annotations

import logging
from typing import Any

from senji_desktop.ai.hooks import hooks_module
from senji_desktop.engine.hint import HintReason

log = logging.getLogger(__name__)

#: The difficulty that suggests moves.
HINT_AGENT = "normal"


def explain(game_id: str, view: Any, action: Any) -> HintReason | None:
    """Why `action` is a good choice in `view` (the seat's own view), or None.

    A failing explanation is logged and gives None: the hint still shows the
    move."""
    module = hooks_module(game_id)
    fn = getattr(module, "explain", None) if module is not None else None
    if fn is None:
        return None
    try:
        reason = fn(view, action)
    except Exception:
        log.warning("no reason for the hint %r in %s", action, game_id, exc_info=True)
        return None
    return reason if isinstance(reason, HintReason) else None
