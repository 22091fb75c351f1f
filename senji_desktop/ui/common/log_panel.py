"""The game log: short translated lines, newest at the bottom, auto-scrolling.

Lines are plain text (player names are user input and are never parsed as
markup). The panel keeps no knowledge of events: the table decides which
lines a seat may read and hands them over with :meth:`LogPanel.set_lines`
or :meth:`LogPanel.append`.

The newest line stays in sight: the document is laid out after an append
(and the panel may shrink when the side panel's help grows), so the panel
follows the scroll bar's range whenever it changes (no timer: nothing runs
in Python while the table animates). A player who scrolled up on purpose is left there until they
scroll back to the bottom.
"""

from __future__ import annotations

import math

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QTextBlockFormat, QTextCharFormat, QTextCursor
from PySide6.QtWidgets import QFrame, QSizePolicy, QTextEdit, QVBoxLayout, QWidget

from senji_desktop.ui.common import theme

#: The gap below each line of the log (px).
LINE_GAP = 5


class LogPanel(QWidget):
    """A read-only, word-wrapping list of log lines (see module docstring)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._lines: list[str] = []
        self._view = QTextEdit(self)
        self._view.setReadOnly(True)
        self._view.setFrameShape(QFrame.Shape.NoFrame)
        self._view.setLineWrapMode(QTextEdit.LineWrapMode.WidgetWidth)
        # Lines can be selected and copied with the mouse; no text cursor
        # blinks in a log nobody types into, and Tab passes it by.
        self._view.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self._view.setCursorWidth(0)
        # Nor does the pointer turn into a text-input beam over it.
        self._view.viewport().setCursor(Qt.CursorShape.ArrowCursor)
        self._view.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self._view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self._view.setFont(theme.ui_font(10.5))
        self._view.setStyleSheet(
            f"QTextEdit {{ background: transparent; color: {theme.INK}; border: none; }}"
            f"QScrollBar:vertical {{ background: transparent; width: 8px; margin: 0; }}"
            f"QScrollBar::handle:vertical {{ background: {theme.INK_FAINT}; border-radius: 4px;"
            f" min-height: 24px; }}"
            f"QScrollBar::add-line, QScrollBar::sub-line {{ height: 0; }}"
            f"QScrollBar::add-page, QScrollBar::sub-page {{ background: transparent; }}"
        )
        self._view.viewport().setAutoFillBackground(False)
        self._view.document().setDocumentMargin(2)
        #: Follow new lines (False while the player has scrolled up).
        self._follow = True
        bar = self._view.verticalScrollBar()
        bar.rangeChanged.connect(self._range_changed)
        bar.valueChanged.connect(self._value_changed)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self._view)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)

    # -- content ---------------------------------------------------------------

    def lines(self) -> list[str]:
        """The lines shown, oldest first."""
        return list(self._lines)

    def set_lines(self, lines: list[str]) -> None:
        """Replace every line.

        Lines the log already shows at its start are kept: after an undo or a
        step back in a replay only the lines after the earlier position go,
        after a redo only the new ones come, so a long game's log is not
        typeset again line by line."""
        keep = 0
        for old, new in zip(self._lines, lines, strict=False):
            if old != new:
                break
            keep += 1
        cursor = QTextCursor(self._view.document())
        cursor.beginEditBlock()
        if keep == 0:
            self._lines = []
            self._view.clear()
        elif keep < len(self._lines):
            # From the end of the last kept line (its block separator goes too).
            start = self._view.document().findBlockByNumber(keep - 1)
            cursor.setPosition(start.position() + start.length() - 1)
            cursor.movePosition(QTextCursor.MoveOperation.End,
                                QTextCursor.MoveMode.KeepAnchor)
            cursor.removeSelectedText()
            del self._lines[keep:]
        for line in lines[keep:]:
            self._add(line, cursor)
        cursor.endEditBlock()
        self._follow = True
        self._scroll_to_end()

    def append(self, line: str) -> None:
        """Add `line` at the bottom and scroll to it."""
        self._add(line)
        self._scroll_to_end()

    def replace_last(self, line: str) -> None:
        """Show `line` in place of the bottom line (a group grew, see
        ``ui/common/log_groups.py``); appends if the log is empty."""
        if not self._lines:
            self.append(line)
            return
        doc = self._view.document()
        block = doc.lastBlock()
        cursor = QTextCursor(block)
        cursor.movePosition(QTextCursor.MoveOperation.StartOfBlock)
        # Keep the bullet ("· "), replace the sentence after it.
        cursor.movePosition(QTextCursor.MoveOperation.Right, QTextCursor.MoveMode.MoveAnchor, 2)
        cursor.movePosition(QTextCursor.MoveOperation.EndOfBlock, QTextCursor.MoveMode.KeepAnchor)
        fmt = QTextCharFormat()
        fmt.setForeground(QColor(theme.INK))
        cursor.insertText(line, fmt)
        self._lines[-1] = line
        self._scroll_to_end()

    def clear(self) -> None:
        self.set_lines([])

    def text_edit(self) -> QTextEdit:
        return self._view

    # -- internals ---------------------------------------------------------------

    def _add(self, line: str, cursor: QTextCursor | None = None) -> None:
        if cursor is None:
            cursor = QTextCursor(self._view.document())
        cursor.movePosition(QTextCursor.MoveOperation.End)
        block = QTextBlockFormat()
        block.setBottomMargin(LINE_GAP)
        block.setLeftMargin(12)
        block.setTextIndent(-12)  # hanging indent under the bullet
        fmt = QTextCharFormat()
        fmt.setForeground(QColor(theme.INK))
        if self._lines:
            cursor.insertBlock(block, fmt)
        else:
            cursor.setBlockFormat(block)
            cursor.setCharFormat(fmt)
        bullet = QTextCharFormat(fmt)
        bullet.setForeground(QColor(theme.ACCENT))
        # A no-break space: a long first word never leaves the bullet alone on its line.
        cursor.insertText("·\u00a0", bullet)
        cursor.insertText(line, fmt)
        self._lines.append(line)

    @property
    def following(self) -> bool:
        """True while new lines scroll into sight (the player has not scrolled up)."""
        return self._follow

    def _scroll_to_end(self) -> None:
        if not self._follow:
            return
        # A layout finishing later moves the range: _range_changed follows it.
        self._jump_to_end()

    def _jump_to_end(self) -> None:
        bar = self._view.verticalScrollBar()
        bar.setValue(bar.maximum())

    def _range_changed(self, _minimum: int, _maximum: int) -> None:
        if self._follow:
            self._snap_top()
            self._jump_to_end()

    def _snap_top(self) -> None:
        """While the log shows its newest line, the line at its top is whole:
        the part of a line the top edge would cut through is left blank (a
        margin above the viewport) instead of showing half a line."""
        view = self._view
        doc = view.document()
        full = view.height() - 2 * view.frameWidth()
        first = doc.size().height() - full
        margin = 0
        block = doc.lastBlock()
        layout = doc.documentLayout()
        while first > 0 and block.isValid():
            top = layout.blockBoundingRect(block).top()
            if top <= first:
                lines = block.layout()
                for i in range(lines.lineCount()):
                    line = lines.lineAt(i)
                    if top + line.y() < first < top + line.y() + line.height():
                        margin = math.ceil(top + line.y() + line.height() - first)
                        break
                break
            block = block.previous()
        if margin != view.viewportMargins().top():
            view.setViewportMargins(0, margin, 0, 0)

    def _value_changed(self, value: int) -> None:
        # A range change never moves the value by itself (except clamping it
        # down to a smaller maximum), so a value below the maximum means the
        # player scrolled up.
        self._follow = value >= self._view.verticalScrollBar().maximum() - 2
