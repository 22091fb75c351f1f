"""Shared game framework: protocols, seeded RNG, events, replay, errors."""

from senji_desktop.engine.core import Event, Game, Move, Outcome, Seat, apply, replay
from senji_desktop.engine.errors import IllegalActionError, InvalidOptionsError, ReplayError
from senji_desktop.engine.rng import Rng

__all__ = [
    "Event",
    "Game",
    "IllegalActionError",
    "InvalidOptionsError",
    "Move",
    "Outcome",
    "ReplayError",
    "Rng",
    "Seat",
    "apply",
    "replay",
]
