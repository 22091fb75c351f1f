"""The course of a finished SenbaZuru game: each seat's score (SBZ-9: tiles
it controls, golden cranes, golden origami and crowned-crane tokens) after
every turn.

x = turn (0 = the start), one line per seat."""

from __future__ import annotations

from collections.abc import Sequence

from senji_desktop.engine.core import Move
from senji_desktop.engine.course import Course, sample_course
from senji_desktop.games.senbazuru.model import SenbaZuruOptions, SenbaZuruState
from senji_desktop.games.senbazuru.rules import SenbaZuruGame, scores


def course(game: SenbaZuruGame, options: SenbaZuruOptions, seed: int,
           moves: Sequence[Move]) -> Course:
    """Points per seat per turn, replayed from (`options`, `seed`, `moves`)."""

    def turn(state: SenbaZuruState) -> int:
        return state.turn_number

    def points(state: SenbaZuruState) -> list[list[int]]:
        return [scores(state.board, state.owner, state.tokens, state.gold)]

    return sample_course(game, options, seed, moves, quantity="points", step="turn",
                         step_of=turn, sample=points)
