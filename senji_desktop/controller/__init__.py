"""Qt glue between the pure game layers and the UI: the game controller."""

from senji_desktop.controller.game_controller import (
    AI_TIME_LIMIT_S,
    GameController,
    Seating,
    TablePort,
    filter_events,
)

__all__ = ["AI_TIME_LIMIT_S", "GameController", "Seating", "TablePort", "filter_events"]
