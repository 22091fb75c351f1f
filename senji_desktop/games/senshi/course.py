"""The course of a finished Senshi game: each seat's largest and smallest
scoring pile after every turn (SNS-9: the largest wins, the smallest of all
is eliminated).

x = turn (0 = the start), two lines per seat: the largest pile (main) and
the smallest (secondary)."""

from __future__ import annotations

from collections.abc import Sequence

from senji_desktop.engine.core import Move
from senji_desktop.engine.course import MAIN, SECONDARY, Course, sample_course
from senji_desktop.games.senshi.model import SenshiOptions, SenshiState
from senji_desktop.games.senshi.rules import SenshiGame


def course(game: SenshiGame, options: SenshiOptions, seed: int,
           moves: Sequence[Move]) -> Course:
    """Largest and smallest pile per seat per turn, replayed from (`options`, `seed`, `moves`)."""

    def turn(state: SenshiState) -> int:
        return state.turn_number

    def piles(state: SenshiState) -> list[list[int]]:
        return [[max(p) for p in state.piles], [min(p) for p in state.piles]]

    return sample_course(game, options, seed, moves, quantity="largest_pile", step="turn",
                         step_of=turn, sample=piles, roles=(MAIN, SECONDARY))
