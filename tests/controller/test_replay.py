"""ReplayController: a finished game's positions on a table (controller/replay.py)."""

from __future__ import annotations

from typing import Any

import pytest
from ctl_helpers import RecordingTable

from senji_desktop.controller.replay import ReplayController
from senji_desktop.engine.core import Move
from senji_desktop.engine.errors import IllegalActionError
from senji_desktop.engine.registry import load_game
from senji_desktop.engine.rng import Rng

OPTIONS = {"num_seats": 3, "secret_start": True, "first_seat": 0}


def _finished_senshi(seed: int = 5) -> list[Move]:
    game = load_game("senshi")
    state = game.new_game(game.options_adapter.validate_python(OPTIONS), seed)
    rng = Rng(seed)
    moves = []
    while not game.is_over(state):
        seat = game.to_act(state)[0]
        action = rng.choice(game.legal_actions(state, seat))
        moves.append(Move(seat, action))
        game.step(state, seat, action)
    return moves


def _replay(table: RecordingTable, moves: list[Move], **kw: Any) -> ReplayController:
    return ReplayController("senshi", OPTIONS, 5, moves, ["Aiko", "Kenji", "Yuki"], table, **kw)


def test_start_shows_the_end_and_every_jump_redraws_at_once(qtbot: Any, table: RecordingTable) -> None:
    moves = _finished_senshi()
    ctrl = _replay(table, moves)
    positions: list[tuple[int, int]] = []
    ctrl.position_changed.connect(lambda p, n: positions.append((p, n)))
    ctrl.start()
    assert table.names_of("set_names") == [["Aiko", "Kenji", "Yuki"]]
    assert positions[-1] == (len(moves), len(moves))
    view, interactive = table.names_of("show_view")[-1]
    assert view.phase == "over" and not interactive
    ctrl.first()
    assert positions[-1] == (0, len(moves))
    log = table.names_of("reset_log")[-1]
    assert next(e.kind for e in log) == "dealt"
    ctrl.previous()  # held at the start
    assert ctrl.position == 0
    ctrl.last()
    assert ctrl.position == len(moves)


def test_the_log_is_the_chosen_seats_and_follows_a_change_of_seat(
        qtbot: Any, table: RecordingTable) -> None:
    ctrl = _replay(table, _finished_senshi(), seat=0)
    ctrl.start(0)
    drawn = {e.data["seat"]: e for e in table.names_of("reset_log")[-1]
             if e.kind == "secret_drawn"}
    assert "tiles" in drawn[0].data and "tiles" not in drawn[1].data
    ctrl.set_seat(1)
    drawn = {e.data["seat"]: e for e in table.names_of("reset_log")[-1]
             if e.kind == "secret_drawn"}
    assert "tiles" in drawn[1].data and "tiles" not in drawn[0].data
    assert table.names_of("show_view")[-1][0].seat == 1


def test_next_animates_one_move_and_play_runs_to_the_end(qtbot: Any, table: RecordingTable) -> None:
    moves = _finished_senshi()
    ctrl = _replay(table, moves, speed=0.0)
    ctrl.start(0)
    ctrl.next()
    events, view_after = table.names_of("play_events")[-1]
    assert ctrl.position == 1
    assert events and events[0].kind in ("studied", "trained", "tested", "passed")
    assert table.views_before[-1].turn_number == 0 and view_after.turn_number == 1
    qtbot.waitUntil(lambda: not ctrl._animating, timeout=5000)
    playing: list[bool] = []
    ctrl.playing_changed.connect(playing.append)
    ctrl.play()
    qtbot.waitUntil(lambda: ctrl.position == len(moves) and not ctrl.playing, timeout=30000)
    assert playing == [True, False]
    assert len(table.names_of("play_events")) == len(moves)


def test_pause_stops_playing_and_a_jump_during_an_animation_waits_for_it(
        qtbot: Any, table: RecordingTable, monkeypatch: pytest.MonkeyPatch) -> None:
    moves = _finished_senshi()
    # A table that finishes its animations only when told to.
    monkeypatch.setattr(table, "play_events",
                        lambda ev, before, after: table.calls.append(("play_events", (ev, after))))
    ctrl = _replay(table, moves)
    ctrl.start(0)
    ctrl.play()
    assert ctrl.position == 1 and ctrl.playing
    ctrl.pause()
    ctrl.last()  # during the animation: waits for it
    assert ctrl.position == 1
    table.animations_finished.emit()
    assert ctrl.position == len(moves)
    assert table.names_of("show_view")[-1][0].phase == "over"


def test_a_tampered_move_list_is_refused(table: RecordingTable) -> None:
    moves = _finished_senshi()
    bad = [moves[1], *moves]
    with pytest.raises(IllegalActionError):
        _replay(table, bad)


def test_a_game_still_being_played_is_never_replayed(table: RecordingTable) -> None:
    """Its hands would be face up: only finished games have replays."""
    moves = _finished_senshi()
    with pytest.raises(ValueError):
        _replay(table, moves[:-1])


def test_the_revealed_view_is_drawn_where_the_game_has_one(
        table: RecordingTable, monkeypatch: pytest.MonkeyPatch) -> None:
    game = load_game("senshi")
    calls: list[int] = []

    def revealed(state: Any, seat: int) -> Any:
        calls.append(seat)
        return game.view(state, seat)

    monkeypatch.setattr(game, "revealed_view", revealed, raising=False)
    ctrl = _replay(table, _finished_senshi(), seat=2)
    ctrl.start()
    assert calls and set(calls) == {2}
