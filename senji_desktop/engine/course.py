"""The course of a finished game: how each seat's headline number went, step by step.

A result dialog shows it as a chart (Senji: honor per family per year;
Senshi: each seat's largest and smallest scoring pile per turn; Tenno and
SenbaZuru: points per seat; Shinobi: lives per round). The series are
computed here, without Qt, by replaying the game's moves from its seed:
each game's ``course.py`` says what to read from a state and what one step
of the x axis is, and :func:`sample_course` does the replay once for all.

:class:`Course` holds the x values (steps played: 0 is the start of the
game, k the end of its k-th step) and one :class:`CourseLine` per seat (and
per role: a game may draw a second, dashed line per seat).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from importlib import import_module
from typing import Any

from senji_desktop.engine import registry
from senji_desktop.engine.core import Move, moves_from_json

#: A line's role: "main" (solid) or "secondary" (dashed, e.g. Senshi's smallest pile).
MAIN = "main"
SECONDARY = "secondary"


@dataclass(frozen=True, slots=True)
class CourseLine:
    """One line of the chart: `seat`'s values, one per x value of the course."""

    seat: int
    values: tuple[float, ...]
    role: str = MAIN


@dataclass(frozen=True, slots=True)
class Course:
    """The course of one game.

    `quantity` names what the y axis shows ("honor", "largest_pile",
    "points", "lives"); `step` what one x step is ("year", "turn", "round");
    `xs` the steps played, ascending (0 = the start, k = the end of the k-th
    step, the last = the step in which the game ended); `lines` one or more per seat, each with
    one value per x."""

    quantity: str
    step: str
    xs: tuple[int, ...]
    lines: tuple[CourseLine, ...]


def sample_course(game: Any, options: Any, seed: int, moves: Sequence[Move], *,
                  quantity: str, step: str, step_of: Callable[[Any], int],
                  sample: Callable[[Any], Sequence[Sequence[float]]],
                  roles: Sequence[str] = (MAIN,)) -> Course:
    """Replay `moves` from (`options`, `seed`) and read the course.

    `step_of(state)` is the number of the step the state is in (counting up;
    the first may be 0 or 1); `sample(state)` gives, per role, one value per
    seat. The x values count the steps played: 0 is the start of the game, k
    the end of its k-th step. A point is taken at the start, whenever the
    step number changes (the values at the end of the step just finished)
    and after the last move if the game ended inside a step.
    The moves are a finished game's, known to be legal: they are applied with
    ``game.step`` (no legality check). Raises whatever the game raises for a
    move that does not fit."""
    state = game.new_game(options, seed)
    first = current = step_of(state)
    xs = [0]
    values = [sample(state)]
    stepped = False
    for move in moves:
        game.step(state, move.seat, move.action)
        now = step_of(state)
        stepped = now != current
        if stepped:
            xs.append(current - first + 1)
            values.append(sample(state))
            current = now
    if not stepped:
        # The game ended inside a step: that step is the last point.
        xs.append(current - first + 1)
        values.append(sample(state))
    lines = []
    for r, role in enumerate(roles):
        seats = len(values[0][r])
        for seat in range(seats):
            lines.append(CourseLine(seat, tuple(float(v[r][seat]) for v in values), role))
    return Course(quantity, step, tuple(xs), tuple(lines))


def course_of(game_id: str, options: Any, seed: int, moves: Sequence[Any]) -> Course | None:
    """The course of a finished game of `game_id`, or None if the game has no
    ``course`` module. `options` and `moves` may be JSON (as in a save) or
    the game's own objects. Raises KeyError for an unknown game."""
    gi = registry.info(game_id)
    if gi.module is None:
        raise KeyError(game_id)
    try:
        module = import_module(f"{gi.module}.course")
    except ModuleNotFoundError:
        return None
    game = registry.load_game(game_id)
    if isinstance(options, dict):
        options = game.options_adapter.validate_python(options)
    decoded = list(moves)
    if decoded and not isinstance(decoded[0], Move):
        decoded = moves_from_json(game, decoded)
    result: Course = module.course(game, options, seed, decoded)
    return result
