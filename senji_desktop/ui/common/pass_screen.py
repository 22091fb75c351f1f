"""The hot-seat hand-over screen: "Pass the screen to <name>".

It covers the whole game page (the main window swaps it in), shows nothing of
the game, and waits for the named player to confirm with the big button or
Enter/Return/Space. With two or more human players, nothing private of any
seat (hand, tooltip, log line, memory aid) is on screen until the named
player confirms.

A key still held (or pressed again and again) by the player who just moved
must not confirm the screen for the next one: the screen accepts a
confirmation only :data:`ARM_MS` after it was shown (the button enables to
show it is ready), ignores auto-repeat, and a key confirms only when it is
released after being pressed while the screen was ready.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from senji_desktop.ui.common import theme
from senji_desktop.ui.common.paper import paint_paper
from senji_desktop.ui.kit.contract import hide_tooltip_now

#: Milliseconds after the screen is shown before it accepts a confirmation.
ARM_MS = 700

#: Width in pixels of the confirm button's keyboard-focus border.
FOCUS_BORDER_PX = 3

#: Keys that confirm the screen (on release, see module docstring).
CONFIRM_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)


class PassScreen(QWidget):
    """Full-page hand-over screen; emits :attr:`confirmed` once per :meth:`ask`."""

    confirmed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("pass_screen")
        self._name = ""
        self._waiting = False
        self._armed = False
        self._pressed: set[int] = set()  # confirm keys pressed while armed
        self._arm_timer = QTimer(self)
        self._arm_timer.setSingleShot(True)
        self._arm_timer.setInterval(ARM_MS)
        self._arm_timer.timeout.connect(self._arm)
        self.title = QLabel(self)
        self.title.setTextFormat(Qt.TextFormat.PlainText)
        self.title.setObjectName("pass_title")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setWordWrap(True)
        f = self.title.font()
        f.setPointSizeF(max(f.pointSizeF(), 10.0) * 2.4)
        f.setBold(True)
        self.title.setFont(f)
        self.title.setStyleSheet(f"color: {theme.INK};")
        self.hint = QLabel(self)
        self.hint.setObjectName("pass_hint")
        self.hint.setTextFormat(Qt.TextFormat.PlainText)
        self.hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.hint.setWordWrap(True)
        hf = self.hint.font()
        hf.setPointSizeF(max(hf.pointSizeF(), 10.0) * 1.2)
        self.hint.setFont(hf)
        self.hint.setStyleSheet(f"color: {theme.INK_SOFT};")
        self.button = QPushButton(self)
        self.button.setObjectName("pass_confirm")
        # Keys are handled by the screen (see eventFilter), never by the button itself.
        self.button.setAutoDefault(False)
        self.button.setDefault(False)
        self.button.installEventFilter(self)
        self.button.setEnabled(False)
        self.button.setMinimumSize(320, 64)
        self.button.setCursor(Qt.CursorShape.PointingHandCursor)
        bf = self.button.font()
        bf.setPointSizeF(max(bf.pointSizeF(), 10.0) * 1.4)
        bf.setBold(True)
        self.button.setFont(bf)
        # The focus border is always there (transparent without focus), so the
        # button's size hint leaves room for it and focus never clips the text.
        self.button.setStyleSheet(
            f"QPushButton {{ background: {theme.ACCENT}; color: white;"
            f" border: {FOCUS_BORDER_PX}px solid transparent;"
            " border-radius: 10px; padding: 14px 36px; }"
            "QPushButton:hover { background: #cf4a28; }"
            f"QPushButton:disabled {{ background: {theme.INK_FAINT}; color: #f4eee0; }}"
            f"QPushButton:focus {{ outline: none; border-color: {theme.INK}; }}"
        )
        self.button.clicked.connect(self._confirm)
        # Why a key did nothing here (Ctrl+Z: the move can no longer be taken
        # back); the status line behind the screen says nothing.
        self.note = QLabel(self)
        self.note.setObjectName("pass_note")
        self.note.setTextFormat(Qt.TextFormat.PlainText)
        self.note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.note.setWordWrap(True)
        nf = self.note.font()
        nf.setPointSizeF(max(nf.pointSizeF(), 10.0) * 1.1)
        self.note.setFont(nf)
        self.note.setStyleSheet(f"color: {theme.ACCENT};")
        self.note.hide()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(60, 60, 60, 60)
        layout.setSpacing(22)
        layout.addStretch(3)
        layout.addWidget(self.title)
        layout.addWidget(self.hint)
        layout.addSpacing(18)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addWidget(self.note)
        layout.addStretch(4)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.retranslate()

    @property
    def name(self) -> str:
        return self._name

    @property
    def waiting(self) -> bool:
        return self._waiting

    @property
    def armed(self) -> bool:
        """True once the screen accepts a confirmation (the button is enabled)."""
        return self._armed

    def ask(self, name: str) -> None:
        """Show the screen for `name`; :attr:`confirmed` follows their click or
        Enter/Space, accepted from :data:`ARM_MS` after the screen is shown."""
        hide_tooltip_now()
        self._name = name
        self._waiting = True
        self.say("")
        self._disarm()
        self.retranslate()
        if self.isVisible():
            self._arm_timer.start()

    def say(self, text: str) -> None:
        """Show `text` under the button (why a key did nothing); "" hides it."""
        self.note.setText(text)
        self.note.setVisible(bool(text))

    def showEvent(self, event: QEvent) -> None:  # type: ignore[override]
        super().showEvent(event)  # type: ignore[arg-type]
        hide_tooltip_now()
        if self._waiting and not self._armed:
            self._disarm()
            self._arm_timer.start()  # the delay counts from the moment it is seen
        else:
            self.button.setFocus(Qt.FocusReason.OtherFocusReason)

    def hideEvent(self, event: QEvent) -> None:  # type: ignore[override]
        self._arm_timer.stop()
        super().hideEvent(event)  # type: ignore[arg-type]

    def _disarm(self) -> None:
        self._armed = False
        self._pressed.clear()
        self._arm_timer.stop()
        self.button.setEnabled(False)
        self.setFocus(Qt.FocusReason.OtherFocusReason)

    def _arm(self) -> None:
        if not self._waiting:
            return
        self._armed = True
        self.button.setEnabled(True)
        self.button.setFocus(Qt.FocusReason.OtherFocusReason)

    def _confirm(self) -> None:
        if self._waiting and self._armed:
            self._waiting = False
            self._disarm()
            self.confirmed.emit()

    def _key(self, event: QKeyEvent) -> bool:
        """Handle a confirm key; True if it was one (and is used up)."""
        if event.key() not in CONFIRM_KEYS:
            return False
        if event.isAutoRepeat():
            return True
        if event.type() == QEvent.Type.KeyPress:
            if self._armed:
                self._pressed.add(event.key())
        elif event.key() in self._pressed:
            self._pressed.discard(event.key())
            self._confirm()
        return True

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.button and event.type() in (
            QEvent.Type.KeyPress,
            QEvent.Type.KeyRelease,
        ):
            assert isinstance(event, QKeyEvent)
            if self._key(event):
                return True
        return super().eventFilter(watched, event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self._key(event):
            event.accept()
            return
        super().keyPressEvent(event)

    def keyReleaseEvent(self, event: QKeyEvent) -> None:
        if self._key(event):
            event.accept()
            return
        super().keyReleaseEvent(event)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        name = self._name
        #: Hot-seat hand-over screen; %1 is the name of the player who decides next.
        self.title.setText(self.tr("Pass the screen to %1").replace("%1", name))
        #: %1 is the name of the player who decides next (used twice).
        self.hint.setText(self.tr(
            "The table is hidden so that nobody else sees what only %1 may see. "
            "%1, press the button when you are ready.").replace("%1", name))
        #: Big confirm button of the hand-over screen; %1 is the player's name.
        self.button.setText(self.tr("I am %1 – show my table").replace("%1", name))
        self.button.setToolTip(self.tr("Reveal the table for %1 (Enter).").replace("%1", name))

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        paint_paper(p, QRectF(self.rect()), dpr=self.devicePixelRatioF())
        # A quiet frame so the page reads as a deliberate screen, not an empty table.
        pen = QPen(theme.qc(theme.INK, 90))
        pen.setWidthF(1.2)
        p.setPen(pen)
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(QRectF(self.rect()).adjusted(24, 24, -24, -24), 18, 18)
        p.end()
