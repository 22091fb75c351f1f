"""Undo, Redo and "Suggest a move" played by keys, menus and clicks (ui/play_commands.py)."""

from __future__ import annotations

from typing import Any

from app_helpers import click, click_action
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from senji_desktop.persistence.saves import SeatConfig


def _start(qtbot: Any, window: Any, game_id: str, seed: int, *, first_seat: int = 0) -> Any:
    seats = [SeatConfig(name="Mika", kind="human"),
             SeatConfig(name="Kenji", kind="ai", agent="easy")]
    with qtbot.waitSignal(window.game_started, timeout=5000) as blocker:
        assert window.start_game(game_id, {"num_seats": 2, "first_seat": first_seat}, seed,
                                 seats)
    return blocker.args[0]


def _my_turn(qtbot: Any, ctrl: Any, moves: int | None = None) -> None:
    qtbot.waitUntil(lambda: ctrl.awaiting_human == 0 and (moves is None or len(ctrl.moves) == moves),
                    timeout=20000)


def _choose(qtbot: Any, table: Any, action: Any) -> None:
    """Click `action` as a player does: place after place (a card, then its
    target), or a button."""
    points = getattr(table, "click_points", None)
    if points is None:
        click_action(qtbot, table, action)
        return
    for widget, point in points(action):
        if isinstance(widget, QPushButton):
            click(qtbot, widget)
        else:
            qtbot.mouseMove(widget, point)
            qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=point)


def _status(window: Any) -> str:
    return str(window.statusBar().currentMessage())


def test_ctrl_z_takes_back_a_senshi_move_and_ctrl_shift_z_plays_it_again(
        qtbot: Any, make_window: Any) -> None:
    window = make_window()
    ctrl = _start(qtbot, window, "senshi", 4)
    _my_turn(qtbot, ctrl, 0)
    assert not window.play.act_undo.isEnabled()
    # Ctrl+Z without a move: nothing taken back, the reason in the status line.
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert _status(window) == "You have no move to take back."
    table = window.table
    first_view = table.view
    click_action(qtbot, table, first_view.legal[0])
    _my_turn(qtbot, ctrl, 2)
    assert window.play.act_undo.isEnabled()
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    _my_turn(qtbot, ctrl, 0)
    qtbot.waitUntil(lambda: table.view == first_view, timeout=5000)
    assert window.play.act_redo.isEnabled()
    qtbot.keyClick(window, Qt.Key.Key_Z,
                   Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    _my_turn(qtbot, ctrl, 2)
    assert not window.play.act_redo.isEnabled()
    # The menu item does the same as the key.
    window.play.act_undo.trigger()
    _my_turn(qtbot, ctrl, 0)
    qtbot.keyClick(window, Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier)
    _my_turn(qtbot, ctrl, 2)


def test_key_h_suggests_a_move_with_a_reason(qtbot: Any, make_window: Any) -> None:
    window = make_window()
    ctrl = _start(qtbot, window, "senshi", 6)
    _my_turn(qtbot, ctrl, 0)
    click_action(qtbot, window.table, window.table.view.legal[0])
    _my_turn(qtbot, ctrl, 2)
    with qtbot.waitSignal(ctrl.hint_ready, timeout=20000) as blocker:
        qtbot.keyClick(window, Qt.Key.Key_H)
    action, _reason = blocker.args
    assert action in window.table.view.legal
    # The table marks the move and says why in its side panel.
    qtbot.waitUntil(lambda: window.table.status_text != "", timeout=5000)
    assert window.table._mark is not None and window.table._mark[0] == action
    assert "{" not in window.table.status_text
    # The sentence is said once, in the side panel, not again in the window's status line.
    assert _status(window) == ""
    assert ctrl.hints_used and ctrl.save_game().hints_used
    # The suggested move is one a player can click.
    click_action(qtbot, window.table, action)
    qtbot.waitUntil(lambda: len(ctrl.moves) > 2, timeout=5000)


def test_tenno_undo_after_an_attack_is_refused_with_the_reason(qtbot: Any,
                                                               make_window: Any) -> None:
    from senji_desktop.games.tenno.model import Arrange, Attack

    window = make_window()
    ctrl = _start(qtbot, window, "tenno", 3)
    table = window.table
    # The setup's arrangement can be taken back: nothing was shown to Mika since.
    _my_turn(qtbot, ctrl, 0)
    arrange = next(a for a in table.view.legal if isinstance(a, Arrange))
    _choose(qtbot, table, arrange)
    _my_turn(qtbot, ctrl)
    assert window.play.act_undo.isEnabled()
    after_setup = len(ctrl.moves)
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    _my_turn(qtbot, ctrl, 0)
    # Redo lays the Peasants out again, with Kenji's own arrangement after it.
    qtbot.keyClick(window, Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier)
    _my_turn(qtbot, ctrl, after_setup)
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    _my_turn(qtbot, ctrl, 0)
    _choose(qtbot, table, arrange)
    # A suggested attack is one of Mika's legal moves, and a player can click it.
    _my_turn(qtbot, ctrl)
    with qtbot.waitSignal(ctrl.hint_ready, timeout=30000) as hint:
        qtbot.keyClick(window, Qt.Key.Key_H)
    assert hint.args[0] in table.view.legal
    # Play until Mika has attacked: the defending card is shown (TEN-2).
    while True:
        _my_turn(qtbot, ctrl)
        attacks = [a for a in table.view.legal if isinstance(a, Attack)]
        n = len(ctrl.moves)
        _choose(qtbot, table, attacks[0] if attacks else table.view.legal[0])
        qtbot.waitUntil(lambda n=n: len(ctrl.moves) > n, timeout=5000)
        if attacks:
            break
    qtbot.waitUntil(lambda: ctrl.awaiting_human == 0 or ctrl.is_over, timeout=20000)
    assert not window.play.act_undo.isEnabled()
    seen = "Since your last move you have seen something that was hidden."
    assert window.play.act_undo.toolTip() == seen
    moves = len(ctrl.moves)
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert _status(window) == seen
    assert len(ctrl.moves) == moves


def test_a_suggestion_in_hot_seat_without_computer_players(qtbot: Any, make_window: Any) -> None:
    """The search runs in a child process started for the suggestion alone."""
    window = make_window()
    seats = [SeatConfig(name="Mika", kind="human"), SeatConfig(name="Ren", kind="human")]
    with qtbot.waitSignal(window.game_started, timeout=5000) as blocker:
        window.start_game("senshi", {"num_seats": 2, "first_seat": 0}, 2, seats)
    ctrl = blocker.args[0]
    qtbot.waitUntil(lambda: ctrl.awaiting_pass, timeout=5000)
    ctrl.confirm_pass()
    qtbot.waitUntil(lambda: ctrl.awaiting_human == 0, timeout=5000)
    with qtbot.waitSignal(ctrl.hint_ready, timeout=30000) as hint:
        qtbot.keyClick(window, Qt.Key.Key_H)
    assert hint.args[0] in window.table.view.legal
    assert ctrl._ai_process is not None


def test_the_tables_buttons_suggest_cancel_and_undo(qtbot: Any, make_window: Any) -> None:
    """The side panel's "Suggest a move" and "Undo" buttons, and Esc while the
    computer still looks for a move (a long search: the cancel comes first)."""
    window = make_window(ai_iterations=10_000_000)
    seats = [SeatConfig(name="Mika", kind="human"), SeatConfig(name="Ren", kind="human")]
    with qtbot.waitSignal(window.game_started) as blocker:
        window.start_game("senshi", {"num_seats": 2, "first_seat": 0}, 2, seats)
    ctrl = blocker.args[0]
    qtbot.waitUntil(lambda: ctrl.awaiting_pass and window.pass_screen.button.isEnabled())
    click(qtbot, window.pass_screen.button)
    table = window.table
    qtbot.waitUntil(lambda: ctrl.awaiting_human == 0 and not table.input_held)
    undo_button = table.panel.commands["undo"]
    assert not undo_button.isEnabled() and undo_button.toolTip() == (
        "You have no move to take back.")
    running: list[bool] = []
    ctrl.hint_running.connect(running.append)
    click(qtbot, table.panel.commands["hint"])
    qtbot.waitUntil(lambda: running == [True])
    assert window.play.act_hint.text() == "Cancel the suggestion"
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: running == [True, False])
    assert _status(window) == "The suggestion was cancelled."
    assert not table.scene.overlay("mark")
    # Mika's move, taken back with the table's own button before the hand-over.
    first_view = table.view
    click_action(qtbot, table, first_view.legal[0])
    qtbot.waitUntil(lambda: len(ctrl.moves) == 1 and table.panel.commands["undo"].isEnabled())
    click(qtbot, table.panel.commands["undo"])
    qtbot.waitUntil(lambda: ctrl.moves == [] and table.view == first_view)


def test_suggest_a_move_is_offered_only_while_a_human_decides(qtbot: Any,
                                                               make_window: Any) -> None:
    """While the computer player thinks, "Suggest a move" (menu, key H, the
    table's button) is disabled with the reason as its tooltip; H says it."""
    window = make_window(ai_iterations=10_000_000)
    ctrl = _start(qtbot, window, "senshi", 8, first_seat=1)
    ctrl._ai_time_limit_s = None
    table = window.table
    qtbot.waitUntil(lambda: ctrl.thinking == 1)
    reason = "A move can be suggested only on your turn."
    qtbot.waitUntil(lambda: "hint" in table.panel.commands)
    button = table.panel.commands["hint"]
    assert not button.isEnabled() and button.toolTip() == reason
    assert not window.play.act_hint.isEnabled()
    assert window.play.act_hint.toolTip() == reason
    running: list[bool] = []
    ctrl.hint_running.connect(running.append)
    qtbot.keyClick(window, Qt.Key.Key_H)
    assert _status(window) == reason
    assert running == [] and ctrl.thinking == 1


def test_the_hint_button_becomes_a_cancel_button_that_stops_the_search(
        qtbot: Any, make_window: Any) -> None:
    window = make_window(ai_iterations=10_000_000)
    ctrl = _start(qtbot, window, "senshi", 4)
    table = window.table
    _my_turn(qtbot, ctrl, 0)
    qtbot.waitUntil(lambda: "hint" in table.panel.commands
                    and table.panel.commands["hint"].isEnabled())
    click(qtbot, table.panel.commands["hint"])
    qtbot.waitUntil(lambda: ctrl._hint_future is not None)
    search = ctrl._hint_future
    button = table.panel.commands["hint"]
    qtbot.waitUntil(lambda: button.text() == "Cancel the suggestion")
    assert button.isEnabled() and "Esc" in button.toolTip()
    assert window.play.act_hint.text() == "Cancel the suggestion"
    click(qtbot, button)
    # The search itself ends (a search of ten million iterations would run on).
    qtbot.waitUntil(search.done)
    assert _status(window) == "The suggestion was cancelled."
    qtbot.waitUntil(lambda: table.panel.commands["hint"].text() == "Suggest a move")
    assert not table.scene.overlay("mark") and ctrl.awaiting_human == 0


def test_ctrl_z_on_the_pass_screen_says_why_nothing_is_taken_back(qtbot: Any,
                                                                  make_window: Any) -> None:
    """Hot-seat: only before the next human's pass screen may the seat that
    acted take its move back; on the pass screen Ctrl+Z says so in words."""
    window = make_window()
    seats = [SeatConfig(name="Mika", kind="human"), SeatConfig(name="Ren", kind="human")]
    with qtbot.waitSignal(window.game_started) as blocker:
        window.start_game("senshi", {"num_seats": 2, "first_seat": 0}, 2, seats)
    ctrl = blocker.args[0]
    qtbot.waitUntil(lambda: ctrl.awaiting_pass and window.pass_screen.button.isEnabled())
    click(qtbot, window.pass_screen.button)
    table = window.table
    qtbot.waitUntil(lambda: ctrl.awaiting_human == 0 and not table.input_held)
    click_action(qtbot, table, table.view.legal[0])
    qtbot.waitUntil(lambda: ctrl.awaiting_pass and window.stack.currentWidget()
                    is window.pass_screen)
    assert not window.pass_screen.note.isVisible()
    qtbot.keyClick(window.pass_screen, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    note = window.pass_screen.note
    assert note.isVisible()
    assert note.text() == ("No move can be taken back once the screen has been passed to "
                           "the next player.")
    assert len(ctrl.moves) == 1 and ctrl.awaiting_pass
    # The next player's confirmation clears the note for the next hand-over.
    qtbot.waitUntil(window.pass_screen.button.isEnabled)
    click(qtbot, window.pass_screen.button)
    qtbot.waitUntil(lambda: ctrl.awaiting_human == 1)
    assert not note.isVisible()
