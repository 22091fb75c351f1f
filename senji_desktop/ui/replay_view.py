"""The replay viewer page: a finished game's table with the replay controls.

The page holds the game's own table (the same widget as in play, never
interactive here) and below it one bar of controls: First, Back, Play /
Pause, Forward, Last, a slider over every move, "Move 12 of 80", the seat
to sit at, and Leave. Keys: Left / Right one move, Home / End, Space play
or pause, Esc leave. :class:`~senji_desktop.controller.replay.ReplayController`
does the stepping; every hand is face up, the game being over, and the log
follows the position from the chosen seat's place.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from senji_desktop.ui.common import theme
from senji_desktop.ui.common.paper import set_paper_background


class ReplayBar(QWidget):
    """The row of replay controls (buttons, slider, position, seat, Leave)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("replay_bar")
        self.setStyleSheet(theme.panel_style_sheet() + f"""
            QSlider::groove:horizontal {{ height: 6px; background: {theme.PAPER_DARK};
                                          border-radius: 3px; }}
            QSlider::sub-page:horizontal {{ background: {theme.ACCENT_SOFT}; border-radius: 3px; }}
            QSlider::handle:horizontal {{ width: 14px; margin: -5px 0; border-radius: 7px;
                                          background: {theme.ACCENT}; }}
        """)
        row = QHBoxLayout(self)
        row.setContentsMargins(10, 6, 10, 6)
        row.setSpacing(6)

        def button(name: str) -> QPushButton:
            b = QPushButton(self)
            b.setObjectName(name)
            b.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            row.addWidget(b)
            return b

        self.first = button("replay_first")
        self.back = button("replay_back")
        self.play = button("replay_play")
        self.forward = button("replay_forward")
        self.last = button("replay_last")
        self.slider = QSlider(Qt.Orientation.Horizontal, self)
        self.slider.setObjectName("replay_slider")
        self.slider.setMinimumWidth(80)
        row.addWidget(self.slider, 1)
        self.position = QLabel(self)
        self.position.setObjectName("replay_position")
        row.addWidget(self.position)
        self.seat_label = QLabel(self)
        row.addWidget(self.seat_label)
        self.seat = QComboBox(self)
        self.seat.setObjectName("replay_seat")
        self.seat.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        row.addWidget(self.seat)
        self.leave = button("replay_leave")
        self.seat_label.setBuddy(self.seat)


class ReplayPage(QWidget):
    """The whole replay page (see module docstring). Emits :attr:`leave_requested`."""

    leave_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("replay_page")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        set_paper_background(self)
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._layout.setSpacing(0)
        self.table: Any = None
        self.controller: Any = None
        self.bar = ReplayBar(self)
        self._layout.addWidget(self.bar)
        self._playing = False
        bar = self.bar
        bar.first.clicked.connect(lambda: self._do("first"))
        bar.back.clicked.connect(lambda: self._do("previous"))
        bar.play.clicked.connect(lambda: self._do("toggle"))
        bar.forward.clicked.connect(lambda: self._do("next"))
        bar.last.clicked.connect(lambda: self._do("last"))
        bar.leave.clicked.connect(self.leave_requested)
        bar.slider.valueChanged.connect(self._slider_moved)
        bar.seat.currentIndexChanged.connect(self._seat_chosen)
        for key, what in ((Qt.Key.Key_Left, "previous"), (Qt.Key.Key_Right, "next"),
                          (Qt.Key.Key_Home, "first"), (Qt.Key.Key_End, "last"),
                          (Qt.Key.Key_Space, "toggle")):
            # Window-wide while the page is shown (a hidden page's shortcuts sleep),
            # wherever the focus is on it.
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.activated.connect(lambda what=what: self._do(what))
        leave = QShortcut(QKeySequence(Qt.Key.Key_Escape), self)
        leave.activated.connect(self.leave_requested)
        self.retranslate()

    # ---- the replay shown ---------------------------------------------------------

    def show_replay(self, table: Any, controller: Any) -> None:
        """Show `table` driven by `controller` (a ReplayController) and follow it."""
        self.clear()
        self.table = table
        self.controller = controller
        self._layout.insertWidget(0, table, 1)
        table.show()
        controller.position_changed.connect(self._position_changed)
        controller.playing_changed.connect(self._playing_changed)
        controller.seat_changed.connect(self._seat_changed)
        bar = self.bar
        bar.seat.blockSignals(True)
        bar.seat.clear()
        bar.seat.addItems(list(controller.names))
        bar.seat.setCurrentIndex(controller.seat)
        bar.seat.blockSignals(False)
        bar.slider.blockSignals(True)
        bar.slider.setRange(0, controller.length)
        bar.slider.blockSignals(False)
        self._playing = False
        self.retranslate()
        self.setFocus()

    def clear(self) -> None:
        """Stop the replay shown (if any) and remove its table."""
        if self.controller is not None:
            self.controller.stop()
            self.controller.deleteLater()
        if self.table is not None:
            self._layout.removeWidget(self.table)
            self.table.hide()
            self.table.deleteLater()
        self.controller = None
        self.table = None

    def _do(self, what: str) -> None:
        if self.controller is not None:
            getattr(self.controller, what)()

    def _slider_moved(self, value: int) -> None:
        if self.controller is not None and value != self.controller.position:
            self.controller.goto(value)

    def _seat_chosen(self, index: int) -> None:
        if self.controller is not None and index >= 0:
            self.controller.set_seat(index)

    # ---- following the controller ---------------------------------------------------

    def _position_changed(self, position: int, length: int) -> None:
        bar = self.bar
        bar.slider.blockSignals(True)
        bar.slider.setRange(0, length)
        bar.slider.setValue(position)
        bar.slider.blockSignals(False)
        #: Replay position: %1 is the number of moves shown, %2 all moves of the game.
        text = self.tr("Move %1 of %2")
        bar.position.setText(text.replace("%1", str(position)).replace("%2", str(length)))
        # As wide as the last position's text from the start: the slider keeps
        # its length while the count grows by a digit, and no digit is cut off.
        widest = text.replace("%1", str(length)).replace("%2", str(length))
        bar.position.setMinimumWidth(bar.position.fontMetrics().horizontalAdvance(widest) + 4)
        bar.first.setEnabled(position > 0)
        bar.back.setEnabled(position > 0)
        bar.forward.setEnabled(position < length)
        bar.last.setEnabled(position < length)

    def _playing_changed(self, playing: bool) -> None:
        self._playing = playing
        self._play_text()

    def _seat_changed(self, seat: int) -> None:
        self.bar.seat.blockSignals(True)
        self.bar.seat.setCurrentIndex(seat)
        self.bar.seat.blockSignals(False)

    def _play_text(self) -> None:
        self.bar.play.setText(self.tr("Pause") if self._playing else self.tr("Play"))

    def retranslate(self) -> None:
        bar = self.bar
        bar.first.setText(self.tr("First"))
        bar.first.setToolTip(self.tr("The deal, before the first move (Home)"))
        bar.back.setText(self.tr("Back"))
        bar.back.setToolTip(self.tr("One move back (Left arrow)"))
        bar.forward.setText(self.tr("Forward"))
        bar.forward.setToolTip(self.tr("One move forward (Right arrow)"))
        bar.last.setText(self.tr("Last"))
        bar.last.setToolTip(self.tr("The end of the game (End)"))
        bar.play.setToolTip(self.tr("Play the moves one after another, or pause (Space)"))
        bar.seat_label.setText(self.tr("&Sit at:"))
        bar.seat.setToolTip(self.tr("See the table from this player's place; every hand is "
                                    "face up, the game being over."))
        bar.leave.setText(self.tr("Leave"))
        bar.leave.setToolTip(self.tr("Back to the home screen (Esc)"))
        self._play_text()
        if self.controller is not None:
            self._position_changed(self.controller.position, self.controller.length)
        if self.table is not None:
            self.table.retranslate()
