"""The course of a finished Senji game: each family's honor at the end of every year (SJ-46).

x = year (0 = the start, before the first winter), one line per seat (family)."""

from __future__ import annotations

from collections.abc import Sequence

from senji_desktop.engine.core import Move
from senji_desktop.engine.course import Course, sample_course
from senji_desktop.games.senji.model import SenjiOptions, SenjiState
from senji_desktop.games.senji.rules import SenjiGame


def course(game: SenjiGame, options: SenjiOptions, seed: int, moves: Sequence[Move]) -> Course:
    """Honor per family per year, replayed from (`options`, `seed`, `moves`)."""

    def year(state: SenjiState) -> int:
        return state.year

    def honor(state: SenjiState) -> list[list[int]]:
        return [list(state.honor)]

    return sample_course(game, options, seed, moves, quantity="honor", step="year",
                         step_of=year, sample=honor)
