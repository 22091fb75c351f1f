"""The course of a finished Shinobi game: each seat's lives at the end of
every round (SHI-5; 0 = out of the game).

x = round (0 = the start), one line per seat."""

from __future__ import annotations

from collections.abc import Sequence

from senji_desktop.engine.core import Move
from senji_desktop.engine.course import Course, sample_course
from senji_desktop.games.shinobi.model import ShinobiOptions, ShinobiState
from senji_desktop.games.shinobi.rules import ShinobiGame


def course(game: ShinobiGame, options: ShinobiOptions, seed: int,
           moves: Sequence[Move]) -> Course:
    """Lives per seat per round, replayed from (`options`, `seed`, `moves`)."""

    def round_of(state: ShinobiState) -> int:
        return state.round

    def lives(state: ShinobiState) -> list[list[int]]:
        return [list(state.lives)]

    return sample_course(game, options, seed, moves, quantity="lives", step="round",
                         step_of=round_of, sample=lives)
