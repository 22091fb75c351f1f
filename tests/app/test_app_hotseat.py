"""Hot-seat: two humans and an AI with secret hands (SNS-2); the pass screen hides everything."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest
from app_helpers import click, click_action, start_from_dialog
from PySide6.QtCore import QEvent, QPoint, Qt
from PySide6.QtGui import QHelpEvent, QKeyEvent
from PySide6.QtWidgets import QApplication, QToolTip

from senji_desktop.games.senshi import TestTile, Train

NAMES = ("Aiko", "Kenji", "Yuki")


def hand_faces(table: Any) -> dict[int, Counter[int]]:
    """Face-up hand tiles drawn in the scene, per seat and colour."""
    from senji_desktop.ui.senshi.items import TileItem

    faces: dict[int, Counter[int]] = {}
    for item in table.scene.items():
        if isinstance(item, TileItem) and item.role == "hand" and item.colour is not None \
                and item.isVisible():
            faces.setdefault(item.seat, Counter())[item.colour] += 1
    return faces


def assert_nothing_private(window: Any, ctrl: Any) -> None:
    """The pass screen is up and nobody's secret tiles are on screen, in the scene or the log."""
    from senji_desktop.ui.senshi.items import TileItem

    table = window.table
    assert window.stack.currentWidget() is window.pass_screen
    assert not table.isVisible()
    assert not table.graphics_view.viewport().isVisible()
    assert not QToolTip.isVisible()
    public = ctrl.view_for(None)
    for seat, counts in hand_faces(table).items():
        for colour, n in counts.items():
            assert n <= public.hands[seat].tiles[colour], (
                f"{NAMES[seat]}'s hidden tile of colour {colour} is drawn")
    for item in table.scene.items():
        if isinstance(item, TileItem):
            assert item.face.mark != "secret"
    assert table.view is None or table.view.seat is None
    for event in table._log_events:
        assert not (event.kind == "secret_drawn" and "tiles" in event.data)
    assert not any("Only you know" in line for line in table.log.lines())


def own_secret_shown(table: Any, seat: int) -> bool:
    from senji_desktop.ui.senshi.items import TileItem

    return any(isinstance(i, TileItem) and i.seat == seat and i.face.mark == "secret"
               for i in table.scene.items())


def pick(legal: tuple[Any, ...]) -> Any:
    for kind in (Train, TestTile):
        options = [a for a in legal if isinstance(a, kind)]
        if options:
            return options[0]
    return legal[0]


def test_hot_seat_pass_screen_hides_every_secret(qtbot: Any, make_window: Any) -> None:
    window = make_window()
    ctrl = start_from_dialog(
        qtbot, window, [("Aiko", "Human"), ("Kenji", "Human"), ("Yuki", "AI – Easy")],
        secret_start=True, first_seat=0)
    assert ctrl.options["secret_start"] is True
    assert ctrl.hot_seat
    expected_turns = [0, 1, 0, 1]
    confirm_with_enter = False
    for seat in expected_turns:
        # The screen goes to the next human only through the pass screen.
        qtbot.waitUntil(lambda: ctrl.awaiting_pass, timeout=15000)
        assert window.pass_screen.name == NAMES[seat]
        assert NAMES[seat] in window.pass_screen.title.text()
        assert_nothing_private(window, ctrl)
        # The screen accepts the confirmation once it is armed (the button enables).
        qtbot.waitUntil(window.pass_screen.button.isEnabled, timeout=5000)
        if confirm_with_enter:
            qtbot.keyClick(window.pass_screen, Qt.Key.Key_Return)
        else:
            click(qtbot, window.pass_screen.button)
        confirm_with_enter = not confirm_with_enter
        qtbot.waitUntil(lambda: ctrl.awaiting_human == seat, timeout=5000)  # noqa: B023
        assert window.stack.currentWidget() is window.game_page
        table = window.table
        assert table.isVisible()
        assert table.view.seat == seat
        # The confirmed player sees their own secret tiles, never the other human's.
        assert own_secret_shown(table, seat)
        assert not own_secret_shown(table, 1 - seat)
        moves = len(ctrl.moves)
        qtbot.waitUntil(lambda: not table.input_held, timeout=5000)  # noqa: B023
        click_action(qtbot, table, pick(table.view.legal))
        qtbot.waitUntil(lambda: len(ctrl.moves) > moves, timeout=5000)  # noqa: B023
    assert [m.seat for m in ctrl.moves][:6] == [0, 1, 2, 0, 1, 2][: len(ctrl.moves)]


def held_key(widget: Any, key: Qt.Key = Qt.Key.Key_Return, repeats: int = 3,
             *, first: bool = True) -> None:
    """A key held down: the first press (unless `first` is off: the key was
    pressed earlier), auto-repeated presses, no release yet."""
    if first:
        QApplication.sendEvent(widget, QKeyEvent(
            QEvent.Type.KeyPress, key, Qt.KeyboardModifier.NoModifier, "\r"))
    for _ in range(repeats):
        QApplication.sendEvent(widget, QKeyEvent(
            QEvent.Type.KeyPress, key, Qt.KeyboardModifier.NoModifier, "\r", True))


def release(widget: Any, key: Qt.Key = Qt.Key.Key_Return) -> None:
    QApplication.sendEvent(widget, QKeyEvent(
        QEvent.Type.KeyRelease, key, Qt.KeyboardModifier.NoModifier, "\r"))


def test_keys_do_not_pass_through_the_pass_screen(qtbot: Any, make_window: Any,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    from senji_desktop.ui import main_window

    # The hold lasts until the test lets it end (a busy machine could take
    # longer than the real 400 ms between the hand-over and the keys below).
    monkeypatch.setattr(main_window, "INPUT_HOLD_AFTER_PASS_MS", 600_000)
    window = make_window()
    ctrl = start_from_dialog(qtbot, window, [("Aiko", "Human"), ("Kenji", "Human")],
                             first_seat=0)
    screen = window.pass_screen
    qtbot.waitUntil(lambda: ctrl.awaiting_pass, timeout=15000)
    assert screen.name == "Aiko"
    # Enter at once, or a key held from before the screen appeared, confirms nothing.
    assert not screen.button.isEnabled()
    qtbot.keyClick(screen, Qt.Key.Key_Return)
    qtbot.keyClick(screen, Qt.Key.Key_Space)
    held_key(screen)
    click(qtbot, screen.button)
    qtbot.waitUntil(screen.button.isEnabled, timeout=5000)
    held_key(screen, first=False)  # still the same held key: auto-repeat only
    release(screen)
    assert ctrl.awaiting_pass and window.stack.currentWidget() is screen
    # Armed: a fresh press and release confirms.
    qtbot.keyClick(screen, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: ctrl.awaiting_human == 0, timeout=5000)
    table = window.table
    view = table.graphics_view
    view.setFocus()
    # The confirming key pressed on, right after the hand-over: no move is played.
    assert table.input_held
    for _ in range(3):
        qtbot.keyClick(view, Qt.Key.Key_Return)
    assert ctrl.moves == [] and ctrl.awaiting_human == 0
    # A moment later (the hold's time has passed) the keyboard plays Aiko's move.
    table.hold_input(0)
    assert not table.input_held
    qtbot.keyClick(view, Qt.Key.Key_Return)  # the focus ring appears on a stack
    qtbot.keyClick(view, Qt.Key.Key_Return)  # and the stack is taken
    qtbot.waitUntil(lambda: ctrl.awaiting_pass, timeout=5000)
    assert [m.seat for m in ctrl.moves] == [0]
    assert screen.name == "Kenji"
    # Aiko keeps Enter held down on the pass screen for Kenji: nothing happens.
    focus = QApplication.focusWidget() or screen
    held_key(focus)
    held_key(screen)
    qtbot.waitUntil(screen.button.isEnabled, timeout=5000)
    held_key(screen, repeats=5, first=False)
    release(screen)
    assert ctrl.awaiting_pass and len(ctrl.moves) == 1


def test_the_pass_screen_hides_a_tooltip_left_on_screen(qtbot: Any, make_window: Any) -> None:
    window = make_window()
    ctrl = start_from_dialog(
        qtbot, window, [("Aiko", "Human"), ("Kenji", "Human"), ("Yuki", "AI – Easy")],
        secret_start=True, first_seat=0)
    qtbot.waitUntil(lambda: ctrl.awaiting_pass, timeout=15000)
    qtbot.waitUntil(window.pass_screen.button.isEnabled, timeout=5000)
    click(qtbot, window.pass_screen.button)
    qtbot.waitUntil(lambda: ctrl.awaiting_human == 0, timeout=5000)
    table = window.table
    qtbot.waitUntil(lambda: not table.input_held, timeout=5000)
    # Aiko points at a tile of her hand: its tooltip names her secret attribute.
    test = next(a for a in table.view.legal if isinstance(a, TestTile))
    viewport = table.graphics_view.viewport()
    point = table.target_point(test)
    qtbot.mouseMove(viewport, point)
    QApplication.sendEvent(viewport, QHelpEvent(
        QEvent.Type.ToolTip, point, viewport.mapToGlobal(QPoint(point))))
    assert QToolTip.isVisible() and QToolTip.text()
    moves = len(ctrl.moves)
    qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=point)
    qtbot.waitUntil(lambda: len(ctrl.moves) > moves, timeout=5000)
    # As soon as the table leaves Aiko's view, the tooltip is gone.
    qtbot.waitUntil(lambda: table.view.seat != 0 or not table.isVisible(), timeout=15000)
    assert not QToolTip.isVisible()
    qtbot.waitUntil(lambda: ctrl.awaiting_pass, timeout=15000)
    assert_nothing_private(window, ctrl)


def test_the_pass_screen_clears_the_status_bar(qtbot: Any, make_window: Any) -> None:
    """A status line left by the previous player (e.g. the name of a focused
    hidden tile) is gone once the pass screen is up, and a late one is refused."""
    window = make_window()
    ctrl = start_from_dialog(
        qtbot, window, [("Aiko", "Human"), ("Kenji", "Human"), ("Yuki", "AI – Easy")],
        secret_start=True, first_seat=0)
    qtbot.waitUntil(lambda: ctrl.awaiting_pass, timeout=15000)
    qtbot.waitUntil(window.pass_screen.button.isEnabled, timeout=5000)
    click(qtbot, window.pass_screen.button)
    qtbot.waitUntil(lambda: ctrl.awaiting_human == 0, timeout=5000)
    table = window.table
    qtbot.waitUntil(lambda: not table.input_held, timeout=5000)
    table.status_message.emit("Aiko's secret: Strength")
    assert window.statusBar().currentMessage() == "Aiko's secret: Strength"
    test = next(a for a in table.view.legal if isinstance(a, TestTile))
    moves = len(ctrl.moves)
    qtbot.mouseClick(table.graphics_view.viewport(), Qt.MouseButton.LeftButton,
                     pos=table.target_point(test))
    qtbot.waitUntil(lambda: len(ctrl.moves) > moves, timeout=5000)
    qtbot.waitUntil(lambda: ctrl.awaiting_pass, timeout=15000)
    assert "secret" not in window.statusBar().currentMessage()
    table.status_message.emit("Aiko's secret: Strength")
    assert window.statusBar().currentMessage() == ""
