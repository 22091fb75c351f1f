"""The course of a finished game (the result dialog's chart): one value per
step and seat, ending at the game's own result."""

from __future__ import annotations

import random
from typing import Any

import pytest

from senji_desktop.engine import registry
from senji_desktop.engine.core import Move, moves_to_json
from senji_desktop.engine.course import MAIN, SECONDARY, course_of

# (game id, options JSON) of a short game each.
GAMES = [
    ("senji", {"num_seats": 3}),
    ("senshi", {"num_seats": 3}),
    ("tenno", {"num_seats": 3}),
    ("shinobi", {"num_seats": 4}),
    ("senbazuru", {}),
]


def random_game(game_id: str, options: dict[str, Any], seed: int) -> tuple[Any, list[Move]]:
    """A whole game of random legal moves: (final state, moves)."""
    game = registry.load_game(game_id)
    state = game.new_game(game.options_adapter.validate_python(options), seed)
    rng = random.Random(seed)
    moves = []
    while not game.is_over(state):
        seat = game.to_act(state)[0]
        action = rng.choice(game.legal_actions(state, seat))
        game.step(state, seat, action)
        moves.append(Move(seat, action))
    return state, moves


@pytest.mark.parametrize(("game_id", "options"), GAMES)
def test_course_ends_at_the_result_and_has_a_value_per_step(
        game_id: str, options: dict[str, Any]) -> None:
    game = registry.load_game(game_id)
    state, moves = random_game(game_id, options, seed=5)
    outcome = game.outcome(state)
    course = course_of(game_id, options, 5, moves_to_json(game, moves))
    assert course is not None
    n = len(outcome.scores)
    assert course.xs[0] == 0 and list(course.xs) == sorted(set(course.xs))
    assert len(course.xs) >= 2
    mains = [line for line in course.lines if line.role == MAIN]
    assert [line.seat for line in mains] == list(range(n))
    for line in course.lines:
        assert len(line.values) == len(course.xs)
    # The last point is the end of the game: the headline numbers of the outcome.
    assert tuple(line.values[-1] for line in mains) == outcome.scores
    # The same course from the game's own objects as from JSON.
    assert course_of(game_id, game.options_adapter.validate_python(options), 5, moves) == course


def test_senshi_draws_the_smallest_pile_as_a_second_line() -> None:
    _state, moves = random_game("senshi", {"num_seats": 3}, seed=2)
    course = course_of("senshi", {"num_seats": 3}, 2, moves)
    assert course is not None and course.quantity == "largest_pile" and course.step == "turn"
    small = [line for line in course.lines if line.role == SECONDARY]
    big = [line for line in course.lines if line.role == MAIN]
    assert [line.seat for line in small] == [0, 1, 2]
    for lo, hi in zip(small, big, strict=True):
        assert all(a <= b for a, b in zip(lo.values, hi.values, strict=True))


def test_shinobi_lives_start_full_and_never_rise() -> None:
    _state, moves = random_game("shinobi", {"num_seats": 4}, seed=3)
    course = course_of("shinobi", {"num_seats": 4}, 3, moves)
    assert course is not None and course.step == "round"
    for line in course.lines:
        assert line.values[0] == 5
        assert list(line.values) == sorted(line.values, reverse=True)


def test_senji_honor_is_per_year() -> None:
    state, moves = random_game("senji", {"num_seats": 3}, seed=1)
    course = course_of("senji", {"num_seats": 3}, 1, moves)
    assert course is not None and course.step == "year" and course.quantity == "honor"
    assert course.xs[-1] == state.year
    assert course.xs == tuple(range(state.year + 1))


def test_unknown_game_is_a_key_error() -> None:
    with pytest.raises(KeyError):
        course_of("go", {}, 1, [])
