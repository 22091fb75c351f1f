"""The course of a finished Tenno game: each seat's points (printed values of
the cards it captured, TEN-8) after every turn.

x = turn (0 = the start), one line per seat."""

from __future__ import annotations

from collections.abc import Sequence

from senji_desktop.engine.core import Move
from senji_desktop.engine.course import Course, sample_course
from senji_desktop.games.tenno.model import TennoOptions, TennoState, score_value
from senji_desktop.games.tenno.rules import TennoGame


def course(game: TennoGame, options: TennoOptions, seed: int, moves: Sequence[Move]) -> Course:
    """Points per seat per turn, replayed from (`options`, `seed`, `moves`)."""

    def turn(state: TennoState) -> int:
        return state.turn_number

    def points(state: TennoState) -> list[list[int]]:
        return [[sum(score_value(c) for c in cards) for cards in state.captured]]

    return sample_course(game, options, seed, moves, quantity="points", step="turn",
                         step_of=turn, sample=points)
