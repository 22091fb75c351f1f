"""The game log keeps its newest line in sight, unless the player scrolled up."""

from __future__ import annotations

from typing import Any

from PySide6.QtGui import QTextCursor
from PySide6.QtWidgets import QApplication

from senji_desktop.ui.common.log_panel import LogPanel

LINE = "Aiko trained: took one Agility tile from Kenji's Training Card, line {n}."


def newest_line_visible(panel: LogPanel) -> bool:
    edit = panel.text_edit()
    cursor = QTextCursor(edit.document())
    cursor.movePosition(QTextCursor.MoveOperation.End)
    rect = edit.cursorRect(cursor)
    return rect.top() >= 0 and rect.bottom() <= edit.viewport().height()


def make_panel(qtbot: Any) -> LogPanel:
    panel = LogPanel()
    qtbot.addWidget(panel)
    panel.resize(260, 180)
    panel.show()
    qtbot.waitExposed(panel)
    return panel


def test_newest_line_is_visible_after_every_append(qtbot: Any) -> None:
    panel = make_panel(qtbot)
    for n in range(25):
        # A turn adds a few lines at once (the player's move, then the AI's).
        for k in range(3):
            panel.append(LINE.format(n=3 * n + k))
        qtbot.waitUntil(lambda: newest_line_visible(panel), timeout=2000)
        QApplication.processEvents()
        assert newest_line_visible(panel)
    bar = panel.text_edit().verticalScrollBar()
    assert bar.maximum() > 0 and bar.value() == bar.maximum()


def test_newest_line_stays_visible_when_the_log_gets_smaller(qtbot: Any) -> None:
    # The side panel's help text grows when a human's turn begins, right after
    # the AI's lines were appended: the log area shrinks under them.
    panel = make_panel(qtbot)
    panel.set_lines([LINE.format(n=n) for n in range(20)])
    qtbot.waitUntil(lambda: newest_line_visible(panel), timeout=2000)
    panel.append(LINE.format(n=20))
    panel.resize(260, 110)
    QApplication.processEvents()
    qtbot.waitUntil(lambda: newest_line_visible(panel), timeout=2000)


def test_lines_appended_while_hidden_are_in_sight_when_shown(qtbot: Any) -> None:
    panel = make_panel(qtbot)
    panel.set_lines([LINE.format(n=n) for n in range(10)])
    panel.hide()
    for n in range(10, 30):
        panel.append(LINE.format(n=n))
    panel.show()
    qtbot.waitUntil(lambda: newest_line_visible(panel), timeout=2000)


def test_a_player_who_scrolled_up_stays_where_they_are(qtbot: Any) -> None:
    panel = make_panel(qtbot)
    panel.set_lines([LINE.format(n=n) for n in range(30)])
    qtbot.waitUntil(lambda: newest_line_visible(panel), timeout=2000)
    bar = panel.text_edit().verticalScrollBar()
    bar.setValue(0)  # like dragging the scroll bar to the top
    panel.append(LINE.format(n=99))
    QApplication.processEvents()
    qtbot.wait(50)
    assert bar.value() == 0
    # Back at the bottom, the log follows new lines again.
    bar.setValue(bar.maximum())
    panel.append(LINE.format(n=100))
    qtbot.waitUntil(lambda: newest_line_visible(panel), timeout=2000)


def test_the_log_shows_no_text_cursor_and_takes_no_keyboard_focus(qtbot: Any) -> None:
    from PySide6.QtCore import QPoint, Qt

    panel = make_panel(qtbot)
    panel.set_lines([LINE.format(n=1)])
    edit = panel.text_edit()
    assert edit.isReadOnly()
    assert edit.cursorWidth() == 0
    assert edit.focusPolicy() == Qt.FocusPolicy.NoFocus
    assert not edit.textInteractionFlags() & Qt.TextInteractionFlag.TextSelectableByKeyboard
    # The pointer over it stays an arrow, also after moving over the text.
    qtbot.mouseMove(edit.viewport(), edit.cursorRect().center())
    qtbot.mouseMove(edit.viewport(), edit.cursorRect().center() + QPoint(3, 1))
    assert edit.viewport().cursor().shape() == Qt.CursorShape.ArrowCursor


def _shown(panel: LogPanel) -> list[str]:
    text = panel.text_edit().toPlainText()
    return [line.removeprefix("· ") for line in text.split("\u2029" if "\u2029" in text else "\n")]


def test_set_lines_keeps_a_shared_start_and_shows_exactly_the_new_lines(qtbot: Any) -> None:
    panel = make_panel(qtbot)
    lines = [LINE.format(n=n) for n in range(40)]
    panel.set_lines(lines)
    assert _shown(panel) == lines
    # An undo: the last lines go.
    panel.set_lines(lines[:25])
    assert _shown(panel) == lines[:25] and panel.lines() == lines[:25]
    # A redo: they come back.
    panel.set_lines(lines)
    assert _shown(panel) == lines
    # A different log (another seat's): replaced from the first differing line.
    other = [*lines[:10], "Kenji secretly drew 2 tiles.", *lines[11:]]
    panel.set_lines(other)
    assert _shown(panel) == other
    panel.set_lines(["Only this."])
    assert _shown(panel) == ["Only this."]
    panel.set_lines([])
    assert panel.text_edit().toPlainText() == "" and panel.lines() == []
    panel.set_lines(lines[:3])
    assert _shown(panel) == lines[:3]


def test_the_top_line_in_sight_is_whole(qtbot: Any) -> None:
    """Scrolled to its newest line, the log never shows a line cut through
    by its top edge (half a line reads as a glitch), at any height."""
    panel = make_panel(qtbot)
    panel.set_lines([LINE.format(n=n) for n in range(12)])
    edit = panel.text_edit()
    doc = edit.document()
    for height in range(100, 181, 7):
        panel.resize(260, height)
        QApplication.processEvents()
        qtbot.waitUntil(lambda: newest_line_visible(panel), timeout=2000)
        first = edit.verticalScrollBar().value()
        block = doc.firstBlock()
        while block.isValid():
            top = doc.documentLayout().blockBoundingRect(block).top()
            lines = block.layout()
            for i in range(lines.lineCount()):
                line = lines.lineAt(i)
                assert not top + line.y() < first < top + line.y() + line.height() - 0.5, height
            block = block.next()
