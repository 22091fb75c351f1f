"""Qt glue between the pure game layers and the UI: the game controller.

The names below are imported on first use (PEP 562), so importing
``senji_desktop.controller.ai_runner`` — the AI child process's entry
module — does not import Qt."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from senji_desktop.controller.game_controller import (
        AI_TIME_LIMIT_S,
        GameController,
        Seating,
        TablePort,
        filter_events,
    )

__all__ = ["AI_TIME_LIMIT_S", "GameController", "Seating", "TablePort", "filter_events"]


def __getattr__(name: str) -> Any:
    if name in __all__:
        from senji_desktop.controller import game_controller

        return getattr(game_controller, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
