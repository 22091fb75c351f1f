"""Senji in the app: "Suggest a move" is offered only while the human
decides (the draft is decided by every seat at once: the human first, then
the computer players, during whose thinking no suggestion is offered)."""

from __future__ import annotations

from typing import Any

from app_helpers import click
from PySide6.QtCore import Qt

from senji_desktop.persistence.saves import SeatConfig


def test_senji_suggest_a_move_is_disabled_while_the_computer_thinks(
        qtbot: Any, make_window: Any) -> None:
    window = make_window(ai_iterations=10_000_000)
    seats = [SeatConfig(name="Mika", kind="human"),
             SeatConfig(name="Kenji", kind="ai", agent="easy"),
             SeatConfig(name="Yuki", kind="ai", agent="easy")]
    with qtbot.waitSignal(window.game_started, timeout=5000) as blocker:
        assert window.start_game("senji", {"num_seats": 3}, 5, seats)
    ctrl = blocker.args[0]
    ctrl._ai_time_limit_s = None
    table = window.table
    qtbot.waitUntil(lambda: ctrl.awaiting_human == 0, timeout=20000)
    qtbot.waitUntil(lambda: "hint" in table.panel.commands
                    and table.panel.commands["hint"].isEnabled(), timeout=5000)
    # Mika keeps a samurai (a card on the table); then the computer decides
    action = table.view.legal[0]
    widget, point = table.click_points(action)[0]
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=point)
    qtbot.waitUntil(lambda: ctrl.thinking is not None, timeout=10000)
    button = table.panel.commands["hint"]
    qtbot.waitUntil(lambda: not button.isEnabled(), timeout=5000)
    assert button.toolTip() == "A move can be suggested only on your turn."
    assert not window.play.act_hint.isEnabled()
    running: list[bool] = []
    ctrl.hint_running.connect(running.append)
    click(qtbot, button)
    qtbot.keyClick(window, Qt.Key.Key_H)
    assert running == [] and ctrl.thinking is not None
