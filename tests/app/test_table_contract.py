"""The table contract, checked the same way for every game on the table kit
(in the spirit of OpenSpiel's random_sim_test): a random clicker plays a
whole game through the real window — mouse clicks at the places the table
names (``click_points``) and, now and then, the keyboard (Tab to the place,
Enter) — at 1024×640 and at 1920×1080, hot-seat included, and checks:

- every decision is playable by clicks (each legal action has its clicks);
- at every hot-seat hand-over nothing private of any seat is on the table:
  the scene holds exactly the drawing of the public view, the log only
  public lines, and no tooltip is open;
- at the end the side panel names the winner, the result dialog opens with
  the chart of the game's course (``engine.course``) in the seats' names, and
  its buttons work: Close, "Show the result" again, New game (the new-game
  dialog of the same game) and Back to the home screen.

:data:`KIT_GAMES` lists the games whose table uses the kit; each game's
porter adds it here (with seats and a seed that keep the game short).
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from app_helpers import click, wait_while_moves_come
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QApplication, QToolTip

from senji_desktop.controller.game_controller import filter_events
from senji_desktop.engine.core import Move, apply, moves_from_json, moves_to_json, replay
from senji_desktop.engine.course import course_of
from senji_desktop.engine.registry import load_game
from senji_desktop.persistence.saves import SaveGame, SeatConfig, write_autosave
from senji_desktop.ui.common.charts import CoursePanel
from senji_desktop.ui.common.log_groups import grouped_lines
from senji_desktop.ui.kit.result import seat_name
from senji_desktop.ui.kit.table import KitTable
from senji_desktop.ui.registry import game_ui

#: game id -> (number of seats, seed): the games on the table kit.
KIT_GAMES: dict[str, tuple[int, int]] = {
    "senji": (3, 2),
    "senshi": (3, 11),
    "senbazuru": (2, 3),
    "tenno": (3, 4),
    "shinobi": (4, 3),
}

#: Games too long for a random clicker from the first move (a random Senji
#: game lasts 15 to 25 years): the engine plays them at random up to the
#: first move of their last year, the window resumes them from there (an
#: autosave) and the clicker plays on.
RESUMED_NEAR_THE_END = ("senji",)



def _seats(n: int, hot_seat: bool) -> list[SeatConfig]:
    names = ["Aiko", "Kenji", "Yuki", "Haruto", "Mika", "Sora"]
    humans = 2 if hot_seat else 1
    return [SeatConfig(name=names[i], kind="human") if i < humans
            else SeatConfig(name=names[i], kind="ai", agent="easy") for i in range(n)]


def _moves_near_the_end(game_id: str, options: dict[str, Any], seed: int
                        ) -> list[dict[str, Any]]:
    """The moves of a random game (engine only) up to its last year."""
    game = load_game(game_id)
    state = game.new_game(game.options_adapter.validate_python(options), seed)
    rng = random.Random(seed)
    moves: list[Move] = []
    years: list[int] = []
    while not game.is_over(state):
        seat = game.to_act(state)[0]
        action = rng.choice(game.legal_actions(state, seat))
        years.append(state.year)
        moves.append(Move(seat, action))
        state, _ = apply(game, state, seat, action)
    last = years.index(years[-1])
    return moves_to_json(game, moves[:last])


def _public_lines(window: Any) -> set[str]:
    """Every log line the public may read in the game so far."""
    ctrl = window.controller
    game = ctrl.game
    save = ctrl.save_game()
    _state, events = replay(game, game.options_adapter.validate_python(save.options), save.seed,
                            moves_from_json(game, save.moves))
    setup = getattr(game, "setup_events", None)
    first = game.new_game(game.options_adapter.validate_python(save.options), save.seed)
    events = [*(setup(first) if setup else []), *events]
    table = window.table
    names = table.result_names()
    presenter = table.presenter
    public = filter_events(events, None)
    # Each event's own line and the lines of the presenter's groups of them
    # ("Aiko places 3 units in Izumo").
    lines = [presenter.log_line(e, names) for e in public]
    lines += grouped_lines(public, names, presenter.log_line, presenter.log_group_key,
                           presenter.log_group_line)
    return {part for line in lines for part in (line or "").split("\n") if part}


def _check_nothing_private(window: Any) -> None:
    """At a hand-over: the table shows the public view and nothing more."""
    table: KitTable = window.table
    ctrl = window.controller
    public = ctrl.view_for(None)
    assert table.view is not None and table.view.seat is None
    assert table.view == public
    drawn = sorted(repr(p.spec.key) + p.tooltip for p in table.scene.drawing.pieces)
    fresh = table.presenter.draw(public, table.context())
    assert drawn == sorted(repr(p.spec.key) + p.tooltip for p in fresh.pieces)
    assert not table.scene.flying()
    assert not table.interactive and not table.panel.buttons
    allowed = _public_lines(window)
    assert set(table.log.lines()) <= allowed
    assert not QToolTip.isVisible()


def _choose(qtbot: Any, table: KitTable, action: Any, rng: random.Random) -> None:
    """Choose `action` like a player: click its places (or, sometimes, walk
    to its only place with Tab and press Enter). A decision of several
    actions at once (Senji's spring orders, laid on the map and then given
    together) may send another of them first and `action` right after."""
    chosen: list[Any] = []
    table.action_chosen.connect(chosen.append)
    try:
        points = table.click_points(action)
        assert points, f"no clicks for the legal action {action!r}"
        viewport = table.board.viewport()
        if len(points) == 1 and points[0][0] is viewport and rng.random() < 0.25:
            table.board.setFocus(Qt.FocusReason.OtherFocusReason)
            for _ in range(200):
                target = table.scene.focus_target
                if target is not None and target.action == action:
                    break
                qtbot.keyClick(table.board, Qt.Key.Key_Tab)
                if table.scene.focus_target is None:
                    table.board.setFocus(Qt.FocusReason.OtherFocusReason)
            assert table.scene.focus_target is not None
            assert table.scene.focus_target.action == action
            qtbot.keyClick(table.board, Qt.Key.Key_Return)
        else:
            for _ in range(40):
                if chosen:
                    break
                points = table.click_points(action)
                assert points, f"the clicks for {action!r} stopped halfway"
                widget, point = points[0]
                assert widget.rect().contains(point), f"{action!r} is off screen at {point}"
                qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=point)
        assert chosen[:1] == [action] or (
            chosen and action in (*chosen, *table.context().queued)), (action, chosen)
    finally:
        table.action_chosen.disconnect(chosen.append)


def _wait_for_the_clicker(qtbot: Any, window: Any) -> None:
    """Wait until the game is over, a pass screen asks, or a human may click
    (for as long as the AI seats keep moving)."""
    ctrl = window.controller
    wait_while_moves_come(qtbot, ctrl, lambda: bool(
        ctrl.is_over or ctrl.awaiting_pass
        or (ctrl.awaiting_human is not None and window.table.interactive
            and not window.table.busy and not window.table.input_held)))


def _play_to_the_end(qtbot: Any, window: Any, rng: random.Random) -> int:
    """Play the running game by clicks to its end; returns the hand-overs seen."""
    ctrl = window.controller
    handovers = 0
    for _ in range(3000):
        _wait_for_the_clicker(qtbot, window)
        if ctrl.is_over:
            return handovers
        if ctrl.awaiting_pass:
            _check_nothing_private(window)
            handovers += 1
            button = window.pass_screen.button
            qtbot.waitUntil(button.isEnabled, timeout=5000)
            click(qtbot, button)
            qtbot.waitUntil(lambda c=ctrl: not c.awaiting_pass, timeout=5000)
            continue
        table = window.table
        legal = list(table.presenter.legal(table.view))
        _choose(qtbot, table, rng.choice(legal), rng)
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("game_id", sorted(KIT_GAMES))
@pytest.mark.parametrize(("size", "hot_seat"), [((1024, 640), True), ((1920, 1080), False)],
                         ids=["1024x640-hotseat", "1920x1080-solo"])
def test_random_clicker_plays_to_the_result(qtbot: Any, make_window: Any, game_id: str,
                                            size: tuple[int, int], hot_seat: bool,
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    from senji_desktop.ui import main_window
    from senji_desktop.ui.common import pass_screen

    # The pass screen's arming delay and the input hold after it still apply,
    # only shorter: a hot-seat game has dozens of hand-overs.
    monkeypatch.setattr(pass_screen, "ARM_MS", 60)
    monkeypatch.setattr(main_window, "INPUT_HOLD_AFTER_PASS_MS", 60)
    n, seed = KIT_GAMES[game_id]
    options = game_ui(game_id).build_options(n, None, {})
    if game_id in RESUMED_NEAR_THE_END:
        write_autosave(SaveGame(game_id=game_id, options=options, seed=seed,
                                seats=_seats(n, hot_seat),
                                moves=_moves_near_the_end(game_id, options, seed)))
    window = make_window()
    window.resize(*size)
    QApplication.processEvents()
    if game_id in RESUMED_NEAR_THE_END:
        assert window.pending_resume is not None
        with qtbot.waitSignal(window.game_started, timeout=10000):
            click(qtbot, window.home.banner.resume)
    else:
        assert window.start_game(game_id, options, seed, _seats(n, hot_seat))
    table = window.table
    assert isinstance(table, KitTable)
    rng = random.Random(seed)
    handovers = _play_to_the_end(qtbot, window, rng)
    assert (handovers > 0) == hot_seat

    # The end: the winner in words, the result dialog, its buttons.
    qtbot.waitUntil(lambda: window.controller.outcome is not None, timeout=10000)
    outcome = window.controller.outcome
    qtbot.waitUntil(lambda: table.end_dialog is not None and table.end_dialog.isVisible(),
                    timeout=10000)
    winners = [seat_name(table.result_names(), s) for s in outcome.winners]
    assert all(w in table.panel.phase_label.text() for w in winners)
    dialog = table.end_dialog
    assert all(w in dialog.headline() for w in winners)
    # The course of the game, drawn under the scores in the seats' names.
    save = window.controller.save_game()
    panels = dialog.findChildren(CoursePanel)
    assert len(panels) == 1 and panels[0].isVisible()
    chart = panels[0].chart
    assert chart.course == course_of(game_id, save.options, save.seed, save.moves)
    assert chart.course is not None and len(chart.course.xs) > 1
    assert [label.text() for label in chart.legend.labels][:n] == table.result_names()[:n]
    assert chart.colours == table.presenter.seat_colours(dialog.view)  # the board's, if any
    assert dialog.rect().contains(QRect(panels[0].mapTo(dialog, QPoint(0, 0)),
                                        panels[0].size()))
    click(qtbot, dialog.close_button)
    qtbot.waitUntil(lambda: table.end_dialog is None, timeout=5000)
    assert table.result_button is not None
    # Only the end controls stay: Undo and Suggest a move have left the table.
    assert set(table.panel.commands) == {"result"}
    click(qtbot, table.result_button)
    qtbot.waitUntil(lambda: table.end_dialog is not None and table.end_dialog.isVisible(),
                    timeout=5000)
    click(qtbot, table.end_dialog.new_game_button)
    qtbot.waitUntil(lambda: window.new_game_dialog is not None
                    and window.new_game_dialog.isVisible(), timeout=5000)
    assert window.new_game_dialog.setup().game_id == game_id
    click(qtbot, window.new_game_dialog.cancel_button)
    qtbot.waitUntil(lambda: window.new_game_dialog is None, timeout=5000)
    click(qtbot, table.result_button)
    qtbot.waitUntil(lambda: table.end_dialog is not None and table.end_dialog.isVisible(),
                    timeout=5000)
    click(qtbot, table.end_dialog.home_button)
    qtbot.waitUntil(lambda: window.stack.currentWidget() is window.home, timeout=5000)
    assert window.controller is None


def test_a_long_stretch_of_ai_moves_is_no_hang(qtbot: Any,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    """The clicker waits for its turn as long as the AI seats keep moving: a
    stretch of AI moves longer than a wait's timeout (on a busy machine each
    move may take seconds) is not taken for a hung game, while a game in
    which no move comes for that long is. The clock is a stand-in that an AI
    seat moves by: each look at it is a second later, and every second look
    finds another AI move made — 50 moves take 100 s, beyond any timeout."""
    import time
    from types import SimpleNamespace

    from pytestqt.exceptions import TimeoutError as WaitTimeout

    ctrl = SimpleNamespace(is_over=False, awaiting_pass=False, awaiting_human=None, moves=[])
    table = SimpleNamespace(interactive=False, busy=False, input_held=False)
    window = SimpleNamespace(controller=ctrl, table=table)
    clock = SimpleNamespace(now=0.0, stretch=50)

    def look() -> float:
        clock.now += 1.0
        if int(clock.now) % 2 == 0 and len(ctrl.moves) < clock.stretch:
            ctrl.moves.append(len(ctrl.moves))
            if len(ctrl.moves) == clock.stretch:
                ctrl.awaiting_human, table.interactive = 0, True
        return clock.now

    monkeypatch.setattr(time, "time", look)
    _wait_for_the_clicker(qtbot, window)
    assert len(ctrl.moves) == 50 and clock.now >= 100

    # The human has moved; then no move comes any more: the game is hung.
    ctrl.awaiting_human, table.interactive = None, False
    with pytest.raises(WaitTimeout):
        _wait_for_the_clicker(qtbot, window)
    assert len(ctrl.moves) == 50
