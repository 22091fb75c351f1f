"""Events, apply/replay and move serialisation (engine/core.py, engine/registry.py).

Senshi serves as the concrete game: the engine functions only rely on the
game protocol, and Senshi is the game available in this version.
"""

from __future__ import annotations

import dataclasses
import json
from typing import Any

import pydantic
import pytest

from senji_desktop.engine import registry
from senji_desktop.engine.core import Event, Move, apply, moves_from_json, moves_to_json, replay
from senji_desktop.engine.errors import IllegalActionError
from senji_desktop.engine.rng import Rng
from senji_desktop.games.senshi import (
    GAME,
    Pass,
    PickStack,
    SenshiOptions,
    SenshiState,
    Study,
    TestTile,
    Train,
)


def snapshot(state: SenshiState) -> dict[str, Any]:
    """Every field of a state by value (Rng has no value equality)."""
    data = {f.name: getattr(state, f.name) for f in dataclasses.fields(state)}
    data["rng"] = state.rng.to_json()
    result: dict[str, Any] = json.loads(json.dumps(data, default=str))
    return result


def random_moves(options: SenshiOptions, seed: int, play_seed: int) -> list[Move]:
    """The moves of one random game played to the end."""
    state = GAME.new_game(options, seed)
    chooser = Rng(play_seed)
    moves = []
    while not GAME.is_over(state):
        (seat,) = GAME.to_act(state)
        action = chooser.choice(GAME.legal_actions(state, seat))
        moves.append(Move(seat, action))
        GAME.step(state, seat, action)
    return moves


# ---- Event --------------------------------------------------------------


def test_public_event_is_the_same_for_every_seat_and_the_public_view() -> None:
    event = Event("trained", {"seat": 0, "colour": 2})
    assert event.for_seat(0) is event
    assert event.for_seat(3) is event
    assert event.for_seat(None) is event


def test_private_event_is_redacted_for_other_seats_and_the_public_view() -> None:
    short = Event("secret_drawn", {"seat": 1, "count": 3})
    event = Event("secret_drawn", {"seat": 1, "tiles": [1, 0, 2, 0]},
                  visible_to=frozenset({1}), redacted=short)
    assert event.for_seat(1) is event
    assert event.for_seat(0) is short
    assert event.for_seat(2) is short
    assert event.for_seat(None) is short


def test_private_event_without_redacted_form_shows_nothing_to_others() -> None:
    event = Event("peeked", {"seat": 0, "tile": 3}, visible_to=frozenset({0, 2}))
    assert event.for_seat(0) is event
    assert event.for_seat(2) is event
    assert event.for_seat(1) is None
    assert event.for_seat(None) is None


def test_event_to_json_is_serialisable() -> None:
    event = Event("studied", {"seat": 1, "stack": 4, "tiles": [0, 3, 3]})
    assert json.loads(json.dumps(event.to_json())) == {
        "kind": "studied", "data": {"seat": 1, "stack": 4, "tiles": [0, 3, 3]}}


# ---- apply ---------------------------------------------------------------


def test_apply_returns_a_new_state_and_leaves_the_input_alone() -> None:
    state = GAME.new_game(SenshiOptions(num_seats=3, first_seat=1), seed=5)
    before = snapshot(state)
    stack = state.middle[0]
    new_state, events = apply(GAME, state, 1, PickStack(stack))
    assert snapshot(state) == before
    assert new_state is not state
    assert stack not in new_state.middle
    assert events[0].kind == "stack_picked"


def test_apply_rejects_a_seat_that_is_not_to_act() -> None:
    state = GAME.new_game(SenshiOptions(num_seats=3, first_seat=1), seed=5)
    before = snapshot(state)
    with pytest.raises(IllegalActionError) as info:
        apply(GAME, state, 0, PickStack(state.middle[0]))
    assert info.value.reason == "not_your_turn"
    assert info.value.seat == 0
    assert snapshot(state) == before


@pytest.mark.parametrize("action", [Study(0), Train(0), TestTile(1), Pass(), PickStack(999)])
def test_apply_rejects_an_action_that_is_not_legal(action: Any) -> None:
    state = GAME.new_game(SenshiOptions(num_seats=2, first_seat=0), seed=5)
    before = snapshot(state)
    with pytest.raises(IllegalActionError) as info:
        apply(GAME, state, 0, action)
    assert info.value.reason == "not_legal"
    assert info.value.action == action
    assert snapshot(state) == before


def test_apply_rejects_everything_once_the_game_is_over() -> None:
    options = SenshiOptions(num_seats=2, first_seat=0)
    state, _ = replay(GAME, options, 9, random_moves(options, 9, 1))
    assert GAME.is_over(state)
    before = snapshot(state)
    with pytest.raises(IllegalActionError) as info:
        apply(GAME, state, state.current, Pass())
    assert info.value.reason == "game_over"
    assert snapshot(state) == before


def test_illegal_action_error_names_seat_action_and_reason() -> None:
    err = IllegalActionError(2, Study(3), "not_legal")
    assert "2" in str(err) and "not_legal" in str(err) and "Study" in str(err)


# ---- replay --------------------------------------------------------------


@pytest.mark.parametrize(("num_seats", "secret"), [(2, False), (3, True), (4, False)])
def test_replay_reproduces_a_played_game(num_seats: int, secret: bool) -> None:
    options = SenshiOptions(num_seats=num_seats, secret_start=secret)
    moves = random_moves(options, seed=31, play_seed=7)
    # Play the same moves by hand, collecting the events.
    state = GAME.new_game(options, 31)
    events: list[Event] = []
    for m in moves:
        events.extend(GAME.step(state, m.seat, m.action))
    replayed, replay_events = replay(GAME, options, 31, moves)
    assert snapshot(replayed) == snapshot(state)
    assert [e.to_json() for e in replay_events] == [e.to_json() for e in events]
    assert GAME.outcome(replayed) == GAME.outcome(state)


def test_replay_raises_at_the_first_illegal_move() -> None:
    options = SenshiOptions(num_seats=2, first_seat=0)
    moves = random_moves(options, seed=3, play_seed=3)[:10]
    bad = [*moves, Move(moves[-1].seat, Study(12345))]
    with pytest.raises(IllegalActionError) as info:
        replay(GAME, options, 3, bad)
    assert info.value.action == Study(12345)


def test_replay_raises_for_a_move_by_the_wrong_seat() -> None:
    options = SenshiOptions(num_seats=2, first_seat=0)
    state = GAME.new_game(options, 3)
    with pytest.raises(IllegalActionError) as info:
        replay(GAME, options, 3, [Move(1, PickStack(state.middle[0]))])
    assert info.value.reason == "not_your_turn"


def test_replay_with_a_different_seed_diverges() -> None:
    options = SenshiOptions(num_seats=2, first_seat=0)
    moves = random_moves(options, seed=3, play_seed=3)
    # A different deal makes some recorded move illegal long before the end.
    with pytest.raises(IllegalActionError):
        replay(GAME, options, 4, moves)


# ---- move serialisation -------------------------------------------------


def test_moves_json_round_trip() -> None:
    moves = [Move(0, PickStack(3)), Move(1, Study(7)), Move(0, Train(2)),
             Move(1, TestTile(3)), Move(0, Pass())]
    data = moves_to_json(GAME, moves)
    text = json.dumps(data)
    assert moves_from_json(GAME, json.loads(text)) == moves


def test_moves_json_of_a_whole_game_round_trips() -> None:
    options = SenshiOptions(num_seats=3, secret_start=True)
    moves = random_moves(options, seed=12, play_seed=4)
    restored = moves_from_json(GAME, json.loads(json.dumps(moves_to_json(GAME, moves))))
    assert restored == moves
    replayed, _ = replay(GAME, options, 12, restored)
    assert GAME.is_over(replayed)


@pytest.mark.parametrize("bad", [
    [{"seat": 0, "action": {"kind": "fly"}}],
    [{"seat": 0, "action": {"kind": "study"}}],
    [{"seat": 0, "action": {"kind": "study", "stack": "many"}}],
])
def test_moves_from_json_rejects_bad_actions(bad: list[dict[str, Any]]) -> None:
    with pytest.raises(pydantic.ValidationError):
        moves_from_json(GAME, bad)


# ---- registry ------------------------------------------------------------


def test_registry_loads_senshi_and_refuses_unknown_or_unavailable_games() -> None:
    assert registry.load_game("senshi") is GAME
    assert registry.info("senshi").available
    with pytest.raises(KeyError):
        registry.load_game("chess")
    unavailable = [g.game_id for g in registry.GAMES if not g.available]
    for game_id in unavailable:
        with pytest.raises(KeyError):
            registry.load_game(game_id)


def test_registry_seat_range_matches_the_game() -> None:
    gi = registry.info("senshi")
    assert (gi.min_seats, gi.max_seats) == (GAME.min_seats, GAME.max_seats)
