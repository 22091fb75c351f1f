"""Helpers for GUI tests that play like a person: find, click, wait."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QDialog, QWidget


def wait_while_moves_come(qtbot: Any, ctrl: Any, ready: Callable[[], bool],
                          timeout: int = 30000) -> None:
    """Wait until `ready()` holds while the game's AI seats play on.

    Between two decisions of a person the AI seats may play many moves (a
    Senji summer of battles between two AI seats: dozens, each animated), so
    the timeout — the time after which the game counts as hung — runs per
    move of `ctrl` (a GameController): a long stretch of AI moves on a busy
    machine is no hang as long as moves keep coming."""
    while not ready():
        moves = len(ctrl.moves)
        qtbot.waitUntil(lambda m=moves: ready() or len(ctrl.moves) != m, timeout=timeout)


def click(qtbot: Any, widget: QWidget) -> None:
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=widget.rect().center())


def click_action(qtbot: Any, table: Any, action: Any) -> None:
    """Click where a player clicks to choose `action` (GameTable.target_point)."""
    widget = table.target_widget(action)
    point = table.target_point(action)
    assert widget is not None and point is not None, f"no click target for {action}"
    assert widget.rect().contains(point), f"{action} is off screen at {point}"
    qtbot.mouseMove(widget, point)
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=point)


def start_from_dialog(qtbot: Any, window: Any, seats: list[tuple[str, str]],
                      *, secret_start: bool = False, first_seat: int | None = None) -> Any:
    """Open the new-game dialog from the home card, fill it in by keyboard and mouse,
    press Start. `seats` are (name, type text) pairs, e.g. ("Aiko", "Human")."""
    click(qtbot, window.home.card("senshi").button)
    qtbot.waitUntil(lambda: window.new_game_dialog is not None and
                    window.new_game_dialog.isVisible(), timeout=5000)
    dlg = window.new_game_dialog
    qtbot.waitExposed(dlg)
    if dlg.num_seats.isVisible():  # only games with a choice ask for the number
        dlg.num_seats.setFocus()
        dlg.num_seats.selectAll()
        qtbot.keyClicks(dlg.num_seats, str(len(seats)))
        qtbot.keyClick(dlg.num_seats, Qt.Key.Key_Tab)
    assert dlg.num_seats.value() == len(seats)
    for i, (name, kind) in enumerate(seats):
        edit = dlg.name_edits[i]
        edit.selectAll()
        qtbot.keyClicks(edit, name)
        box = dlg.type_boxes[i]
        box.setCurrentIndex(box.findText(kind))
        assert box.currentText() == kind
    if dlg.options_widget is not None:
        checkbox = dlg.options_widget.secret_start
        if checkbox.isChecked() != secret_start:
            # The indicator sits at the left end of the check box.
            qtbot.mouseClick(checkbox, Qt.MouseButton.LeftButton,
                             pos=QPoint(8, checkbox.height() // 2))
        assert checkbox.isChecked() == secret_start
    dlg.first_seat.setCurrentIndex(0 if first_seat is None else first_seat + 1)
    with qtbot.waitSignal(window.game_started, timeout=5000) as blocker:
        click(qtbot, dlg.start_button)
    return blocker.args[0]


def top_dialogs(kind: type = QDialog) -> list[Any]:
    return [w for w in QApplication.topLevelWidgets() if isinstance(w, kind) and w.isVisible()]
