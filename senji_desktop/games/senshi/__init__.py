"""Senshi: tile drafting for 2–4 players (rulebook + SNS-1 … SNS-9)."""

from senji_desktop.games.senshi.model import (
    Colour,
    HandView,
    Pass,
    PickStack,
    SenshiAction,
    SenshiOptions,
    SenshiState,
    SenshiView,
    Study,
    TestTile,
    Train,
)
from senji_desktop.games.senshi.rules import GAME, SenshiGame, score

__all__ = [
    "GAME",
    "Colour",
    "HandView",
    "Pass",
    "PickStack",
    "SenshiAction",
    "SenshiGame",
    "SenshiOptions",
    "SenshiState",
    "SenshiView",
    "Study",
    "TestTile",
    "Train",
    "score",
]
