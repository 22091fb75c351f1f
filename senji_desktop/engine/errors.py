"""Errors every game raises the same way."""

from __future__ import annotations


class EngineError(Exception):
    """Base class of every error the engine raises."""


class IllegalActionError(EngineError):
    """An action that is not among the seat's legal actions right now.

    `seat` is the seat that tried to act, `action` the rejected action and
    `reason` a short machine-readable code the UI can translate
    (e.g. "not_your_turn", "not_legal", "game_over")."""

    def __init__(self, seat: int, action: object, reason: str = "not_legal") -> None:
        super().__init__(f"seat {seat} may not play {action!r} now ({reason})")
        self.seat = seat
        self.action = action
        self.reason = reason


class InvalidOptionsError(EngineError):
    """Game options that the game does not support (wrong seat count, variant)."""


class ReplayError(EngineError):
    """A recorded game that cannot be replayed: unknown game, bad action, divergence."""
