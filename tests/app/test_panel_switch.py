"""The side panel switches cleanly from one decision to the next, in every
game: whenever it is painted, no part of it (header, help, buttons, the kit's
commands, log, status line) lies over another — once the help of the new
decision was drawn over the Undo and "Suggest a move" buttons and the log,
still at their old places, until Qt's deferred layout caught up."""

from __future__ import annotations

from typing import Any

import pytest
from app_helpers import click, click_action
from PySide6.QtCore import QEvent, QObject, QPoint, QRect, Qt
from PySide6.QtWidgets import QPushButton, QWidget

from senji_desktop.persistence.saves import SeatConfig
from senji_desktop.ui.registry import game_ui


def _choose(qtbot: Any, table: Any, action: Any) -> None:
    """Click `action` as a player does: place after place, or a button."""
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


def _parts(panel: Any) -> list[tuple[str, QRect]]:
    """The visible parts of the panel's column (widgets and the widgets of its
    inner rows) with their rectangles in the panel."""
    found: list[tuple[str, QRect]] = []
    box = panel.layout()
    for i in range(box.count()):
        item = box.itemAt(i)
        widgets = [item.widget()] if item.widget() is not None else []
        if item.layout() is not None:
            inner = item.layout()
            widgets += [inner.itemAt(j).widget() for j in range(inner.count())]
        for w in widgets:
            if isinstance(w, QWidget) and w.isVisible() and w.height() > 0:
                found.append((w.objectName() or type(w).__name__,
                              QRect(w.mapTo(panel, QPoint(0, 0)), w.size())))
    return found


class _PaintWatch(QObject):
    """Records the overlapping parts of `panel` at every paint of it."""

    def __init__(self, panel: Any) -> None:
        super().__init__(panel)
        self.panel = panel
        self.paints = 0
        self.overlaps: list[str] = []
        panel.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.panel and event.type() == QEvent.Type.Paint:
            self.paints += 1
            parts = _parts(self.panel)
            for i, (a, ra) in enumerate(parts):
                for b, rb in parts[i + 1:]:
                    if ra.intersects(rb):
                        self.overlaps.append(f"{a} {ra.getRect()} over {b} {rb.getRect()}")
        return False


@pytest.mark.parametrize("game_id", ["senshi", "tenno", "senbazuru", "shinobi", "senji"])
def test_the_side_panel_never_paints_its_parts_over_each_other(
        qtbot: Any, make_window: Any, game_id: str) -> None:
    window = make_window(ai_iterations=30)
    window.resize(1024, 640)
    n = game_ui(game_id).info.min_seats
    seats = [SeatConfig(name="Mika", kind="human"),
             *(SeatConfig(name=f"Kenji {i}", kind="ai", agent="random") for i in range(1, n))]
    with qtbot.waitSignal(window.game_started) as blocker:
        window.start_game(game_id, game_ui(game_id).build_options(n, None, {}), 5, seats)
    ctrl = blocker.args[0]
    table = window.table
    watch = _PaintWatch(table.panel)
    for _ in range(4):
        qtbot.waitUntil(lambda: (ctrl.awaiting_human == 0 and table.interactive
                                 and not table.input_held) or ctrl.is_over)
        if ctrl.is_over:
            break
        moves = len(ctrl.moves)
        _choose(qtbot, table, table.view.legal[0])
        qtbot.waitUntil(lambda moves=moves: len(ctrl.moves) > moves)
    qtbot.waitUntil(lambda: watch.paints > 4)
    assert not watch.overlaps, watch.overlaps[:3]
