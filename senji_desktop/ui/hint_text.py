"""The sentence of a suggested move's reason, for any game.

A game's reasons (``engine.hint.HintReason``, from its
``heuristics.explain``) are turned into sentences by
``ui/<game>/hints.py`` (``hint_sentence(reason, names) -> str | None``), so
they are translated with the game's texts; a game without that module, or a
reason it does not word, gives no sentence (the move is still marked).
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from importlib import import_module

from senji_desktop.engine.hint import HintReason

log = logging.getLogger(__name__)


def hint_sentence(game_id: str, reason: HintReason | None, names: Sequence[str]) -> str | None:
    """The translated sentence for `reason` in `game_id`, or None."""
    if reason is None:
        return None
    try:
        module = import_module(f"senji_desktop.ui.{game_id}.hints")
    except ModuleNotFoundError:
        return None
    try:
        sentence = module.hint_sentence(reason, names)
    except (KeyError, TypeError, ValueError, IndexError):
        log.warning("no sentence for the hint reason %r of %s", reason, game_id, exc_info=True)
        return None
    return sentence if isinstance(sentence, str) and sentence else None
