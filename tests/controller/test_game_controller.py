"""GameController: turn loop, legality, cancellation and per-seat filtering."""

from __future__ import annotations

from typing import Any

import pytest
from ctl_helpers import FirstLegal, RecordingTable, Seat, Stubborn

from senji_desktop.controller import GameController, filter_events
from senji_desktop.engine.core import Event, Move
from senji_desktop.games.senshi import GAME, PickStack, Study, TestTile


def _factory(agents: dict[str, Any]) -> Any:
    def make(game_id: str, name: str, **kw: Any) -> Any:
        assert game_id == "senshi"
        assert "seed" in kw
        return agents.setdefault(name, FirstLegal())

    return make


def _all_events(table: RecordingTable) -> list[Event]:
    out: list[Event] = []
    for events in table.names_of("reset_log"):
        out.extend(events)
    for events, _view in table.names_of("play_events"):
        out.extend(events)
    return out


def test_filter_events_gives_each_seat_its_form() -> None:
    secret = Event("secret_drawn", {"seat": 1, "tiles": [1, 2, 0, 0]}, frozenset({1}),
                   Event("secret_drawn", {"seat": 1, "count": 3}))
    hidden = Event("peek", {"seat": 2}, frozenset({2}), None)
    public = Event("dealt", {})
    assert filter_events([public, secret, hidden], 1) == [public, secret, ]
    assert filter_events([public, secret, hidden], None) == [public, secret.redacted]
    assert filter_events([public, secret, hidden], 2) == [public, secret.redacted, hidden]


def test_ai_only_game_runs_to_the_end(qtbot: Any, aloop: Any, table: RecordingTable) -> None:
    agents: dict[str, Any] = {}
    ctrl = GameController("senshi", {"num_seats": 2}, 7, [Seat("Aiko"), Seat("Kenji")], table,
                          agent_factory=_factory(agents), autosave=False)
    with qtbot.waitSignal(ctrl.game_finished, timeout=20000) as blocker:
        ctrl.start()
    outcome = blocker.args[0]
    assert table.outcome is outcome
    assert table.names_of("set_names") == [["Aiko", "Kenji"]]
    assert table.names_of("set_ai_seats") == [frozenset({0, 1})]
    # The controller's record replays to the same result.
    state = GAME.new_game(GAME.options_adapter.validate_python(ctrl.options), 7)
    for m in ctrl.moves:
        GAME.step(state, m.seat, m.action)
    assert GAME.outcome(state) == outcome
    # Without humans everything is watched in the public view.
    assert all(view.seat is None for view, _ in table.names_of("show_view"))
    # AI agents only ever received their own seat's view.
    assert {v.seat for v in agents["random"].views} == {0, 1}


def test_illegal_human_action_becomes_a_status_message(qtbot: Any, aloop: Any,
                                                       table: RecordingTable) -> None:
    ctrl = GameController("senshi", {"num_seats": 2, "first_seat": 0}, 3,
                          [Seat("Aiko", "human", None), Seat("Kenji")], table,
                          agent_factory=_factory({}), autosave=False)
    messages: list[str] = []
    ctrl.status_message.connect(messages.append)
    ctrl.start()
    qtbot.waitUntil(lambda: table.interactive_view is not None, timeout=5000)
    view = table.interactive_view
    assert view.seat == 0
    calls_before = len(table.names_of("show_view"))
    table.action_chosen.emit(TestTile(2))  # an empty hand cannot test
    qtbot.waitUntil(lambda: len(table.names_of("show_view")) > calls_before, timeout=5000)
    assert any("not allowed" in m for m in messages)
    assert ctrl.moves == []
    assert ctrl.awaiting_human == 0
    # The loop is still alive and accepts a legal action.
    table.action_chosen.emit(PickStack(view.middle[0]))
    qtbot.waitUntil(lambda: len(ctrl.moves) >= 2, timeout=5000)
    assert ctrl.moves[0] == Move(0, PickStack(view.middle[0]))
    ctrl.stop()


def test_click_while_ai_acts_is_ignored(qtbot: Any, aloop: Any, table: RecordingTable) -> None:
    agent = Stubborn()
    ctrl = GameController("senshi", {"num_seats": 2, "first_seat": 1}, 3,
                          [Seat("Aiko", "human", None), Seat("Kenji")], table,
                          agent_factory=lambda *a, **k: agent, autosave=False)
    messages: list[str] = []
    ctrl.status_message.connect(messages.append)
    ctrl.start()
    qtbot.waitUntil(agent.started.is_set, timeout=5000)
    table.action_chosen.emit(Study(0))
    assert any("not your turn" in m for m in messages)
    ctrl.stop()
    qtbot.waitUntil(agent.finished.is_set, timeout=5000)
    assert ctrl.moves == []


def test_stop_cancels_a_running_ai_search(qtbot: Any, aloop: Any, table: RecordingTable) -> None:
    agent = Stubborn()
    ctrl = GameController("senshi", {"num_seats": 2}, 11, [Seat("Aiko"), Seat("Kenji")], table,
                          agent_factory=lambda *a, **k: agent, autosave=False)
    task = ctrl.start()
    qtbot.waitUntil(agent.started.is_set, timeout=5000)
    assert ctrl.running
    ctrl.stop()
    # The search saw its cancel event (it would otherwise wait 30 s) and the loop ended.
    qtbot.waitUntil(agent.finished.is_set, timeout=5000)
    assert agent.saw_cancel.is_set()
    qtbot.waitUntil(task.done, timeout=5000)
    assert task.cancelled()
    ctrl.join()
    assert ctrl.moves == []


def test_single_human_always_sees_own_view_and_only_own_secrets(
        qtbot: Any, aloop: Any, table: RecordingTable) -> None:
    # SNS-2: three secret hands; the human at seat 0 must never receive seats 1/2's tiles.
    ctrl = GameController("senshi", {"num_seats": 3, "secret_start": True, "first_seat": 1}, 5,
                          [Seat("Aiko", "human", None), Seat("Kenji"), Seat("Yuki")], table,
                          agent_factory=_factory({}), autosave=False)
    ctrl.start()
    qtbot.waitUntil(lambda: table.interactive_view is not None, timeout=10000)
    assert len(ctrl.moves) == 2  # Kenji and Yuki acted first
    assert all(view.seat == 0 for view, _ in table.names_of("show_view"))
    assert all(view.seat == 0 for _, view in table.names_of("play_events"))
    # The animation starts from the same seat's view before the events.
    assert table.views_before and all(view.seat == 0 for view in table.views_before)
    assert not table.names_of("clear_private")
    seen = _all_events(table)
    drawn = [e for e in seen if e.kind == "secret_drawn"]
    assert {e.data["seat"] for e in drawn} == {0, 1, 2}
    for e in drawn:
        assert ("tiles" in e.data) == (e.data["seat"] == 0)
    ctrl.stop()


def test_hot_seat_passes_the_screen_and_hides_secrets(qtbot: Any, aloop: Any,
                                                     table: RecordingTable) -> None:
    seats = [Seat("Aiko", "human", None), Seat("Kenji", "human", None), Seat("Yuki")]
    ctrl = GameController("senshi", {"num_seats": 3, "secret_start": True, "first_seat": 0}, 9,
                          seats, table, agent_factory=_factory({}), autosave=False)
    passes: list[tuple[int, str]] = []
    ctrl.pass_requested.connect(lambda seat, name: passes.append((seat, name)))
    ctrl.start()
    # Before the first human decision: public view, then a pass screen for Aiko.
    qtbot.waitUntil(lambda: bool(passes), timeout=5000)
    assert passes == [(0, "Aiko")]
    assert table.names_of("show_view")[0][0].seat is None
    assert table.calls[-1] == ("clear_private", None)
    assert table.interactive_view is None
    ctrl.confirm_pass()
    qtbot.waitUntil(lambda: table.interactive_view is not None, timeout=5000)
    assert table.interactive_view.seat == 0
    log_for_aiko = table.names_of("reset_log")[-1]
    drawn = {e.data["seat"]: e for e in log_for_aiko if e.kind == "secret_drawn"}
    assert "tiles" in drawn[0].data and "tiles" not in drawn[1].data
    n_calls = len(table.calls)
    table.action_chosen.emit(table.interactive_view.legal[0])
    # Kenji decides next: the table is cleared and the pass screen requested.
    qtbot.waitUntil(lambda: len(passes) == 2, timeout=5000)
    assert passes[1] == (1, "Kenji")
    after = [c for c in table.calls[n_calls:]]
    assert ("clear_private", None) in after
    assert after[-1] == ("clear_private", None)
    ctrl.confirm_pass()
    qtbot.waitUntil(lambda: table.interactive_view is not None, timeout=5000)
    assert table.interactive_view.seat == 1
    log_for_kenji = table.names_of("reset_log")[-1]
    drawn = {e.data["seat"]: e for e in log_for_kenji if e.kind == "secret_drawn"}
    assert "tiles" in drawn[1].data and "tiles" not in drawn[0].data
    n_calls = len(table.calls)
    table.action_chosen.emit(table.interactive_view.legal[0])
    # Yuki (AI) acts in the public view, then Aiko gets the screen again.
    qtbot.waitUntil(lambda: len(passes) == 3, timeout=5000)
    ai_part = table.calls[n_calls:]
    shown = [arg[0].seat for name, arg in ai_part if name == "show_view"]
    played = [arg[1].seat for name, arg in ai_part if name == "play_events"]
    assert shown == [None]
    assert played == [1, None]  # Kenji's own action in his view, Yuki's in public
    for events in [a for n, a in ai_part if n == "reset_log"]:
        assert all("tiles" not in e.data for e in events if e.kind == "secret_drawn")
    assert passes[2] == (0, "Aiko")
    ctrl.stop()


def test_resumed_moves_are_replayed(qtbot: Any, aloop: Any, table: RecordingTable) -> None:
    state = GAME.new_game(GAME.options_adapter.validate_python({"num_seats": 2}), 21)
    first = state.current
    moves = [Move(first, PickStack(state.middle[0])),
             Move(1 - first, PickStack(state.middle[1]))]
    ctrl = GameController("senshi", {"num_seats": 2}, 21,
                          [Seat("Aiko", "human", None), Seat("Kenji")], table,
                          moves=moves, agent_factory=_factory({}), autosave=False)
    assert ctrl.moves == moves
    ctrl.start()
    qtbot.waitUntil(lambda: table.interactive_view is not None or len(ctrl.moves) > 2,
                    timeout=5000)
    log = table.names_of("reset_log")[0]
    assert [e.kind for e in log][:1] == ["dealt"]
    assert sum(e.kind == "stack_picked" for e in log) == 2
    ctrl.stop()


def test_wrong_seat_count_is_refused(table: RecordingTable) -> None:
    with pytest.raises(ValueError):
        GameController("senshi", {"num_seats": 3}, 1, [Seat("A"), Seat("B")], table,
                       autosave=False)


def test_autosave_after_every_move_and_cleared_at_the_end(qtbot: Any, aloop: Any,
                                                          table: RecordingTable) -> None:
    from senji_desktop.persistence.saves import SeatConfig, load_autosave, restore

    seats = [SeatConfig(name="Aiko", kind="ai", agent="random"),
             SeatConfig(name="Kenji", kind="ai", agent="random")]
    ctrl = GameController("senshi", {"num_seats": 2}, 4, seats, table,
                          agent_factory=_factory({}))
    saved: list[int] = []

    def check(n: int) -> None:
        save = load_autosave()
        assert save is not None
        saved.append(len(save.moves))
        assert len(save.moves) == n

    ctrl.move_applied.connect(check)
    with qtbot.waitSignal(ctrl.game_finished, timeout=20000):
        ctrl.start()
    assert saved == list(range(1, len(ctrl.moves) + 1))
    assert load_autosave() is None
    # A save made mid-game restores to the same moves.
    _g, _s, moves, _e = restore(ctrl.save_game())
    assert moves == ctrl.moves


def test_a_table_that_never_finishes_animating_does_not_freeze_the_game(
        qtbot: Any, aloop: Any, table: RecordingTable, monkeypatch: pytest.MonkeyPatch) -> None:
    import senji_desktop.controller.game_controller as gc

    monkeypatch.setattr(gc, "ANIMATION_TIMEOUT_S", 0.05)
    monkeypatch.setattr(table, "play_events",
                        lambda events, _before, view: table.calls.append(("play_events", (events, view))))
    ctrl = GameController("senshi", {"num_seats": 2}, 7, [Seat("Aiko"), Seat("Kenji")], table,
                          agent_factory=_factory({}), autosave=False)
    ctrl.start()
    qtbot.waitUntil(lambda: len(ctrl.moves) >= 3, timeout=5000)
    ctrl.stop()


def test_the_course_of_the_game_goes_to_the_table_before_the_result(
        qtbot: Any, aloop: Any, table: RecordingTable) -> None:
    ctrl = GameController("senshi", {"num_seats": 3}, 4,
                          [Seat("Aiko"), Seat("Kenji"), Seat("Mika")], table,
                          agent_factory=_factory({}), autosave=False)
    events_shown: list[list[Event]] = []
    ctrl.events_played.connect(events_shown.append)
    with qtbot.waitSignal(ctrl.game_finished, timeout=20000) as blocker:
        ctrl.start()
    outcome = blocker.args[0]
    kinds = [name for name, _arg in table.calls]
    assert kinds.index("set_course") == kinds.index("show_outcome") - 1
    (course,) = table.names_of("set_course")
    assert course.quantity == "largest_pile" and course.xs[0] == 0
    largest = [line.values[-1] for line in course.lines if line.role == "main"]
    assert tuple(largest) == outcome.scores
    # The events of every move were told as shown to the table.
    assert events_shown == [events for events, _view in table.names_of("play_events")]


def test_stop_just_as_the_animations_end_ends_the_loop(
        qtbot: Any, aloop: Any, table: RecordingTable, monkeypatch: pytest.MonkeyPatch) -> None:
    """A game left (Back to home, quit) at the moment its table reports the end
    of an animation: the loop must end there, not play on — with its AI
    worker already shut down it would stop with an internal error, and it
    would autosave a game the player has left."""
    agents: dict[str, Any] = {}
    ctrl = GameController("senshi", {"num_seats": 2}, 7, [Seat("Aiko"), Seat("Kenji")], table,
                          agent_factory=_factory(agents), autosave=False)
    failures: list[str] = []
    ctrl.failed.connect(failures.append)

    def play_and_leave(events: list[Any], _before: Any, view: Any) -> None:
        table.calls.append(("play_events", (list(events), view)))
        # The animation ends (a table with nothing to animate may say so at
        # once) and the player leaves before the loop has seen it.
        table.animations_finished.emit()
        ctrl.stop()

    monkeypatch.setattr(table, "play_events", play_and_leave)
    task = ctrl.start()
    qtbot.waitUntil(task.done, timeout=5000)
    assert task.cancelled()
    assert len(table.names_of("play_events")) == 1
    assert len(agents["random"].views) == 1  # no AI was asked after the stop
    assert len(ctrl.moves) == 1
    assert failures == []
