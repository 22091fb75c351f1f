"""Hot-seat: two humans and an AI with secret hands (SNS-2); the pass screen hides everything."""

from __future__ import annotations

from collections import Counter
from typing import Any

from app_helpers import click, click_action, start_from_dialog
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QToolTip

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
        click_action(qtbot, table, pick(table.view.legal))
        qtbot.waitUntil(lambda: len(ctrl.moves) > moves, timeout=5000)  # noqa: B023
    assert [m.seat for m in ctrl.moves][:6] == [0, 1, 2, 0, 1, 2][: len(ctrl.moves)]
