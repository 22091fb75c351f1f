"""The hot-seat hand-over screen: "Pass the screen to <name>".

It covers the whole game page (the main window swaps it in), shows nothing of
the game, and waits for the named player to confirm with the big button or
Enter/Return (rules README "Hot-seat"; ARCHITECTURE "Hot-seat privacy").
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRectF, Qt, Signal
from PySide6.QtGui import QKeyEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from senji_desktop.ui.common import theme
from senji_desktop.ui.common.paper import paint_paper


class PassScreen(QWidget):
    """Full-page hand-over screen; emits :attr:`confirmed` once per :meth:`ask`."""

    confirmed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("pass_screen")
        self._name = ""
        self._waiting = False
        self.title = QLabel(self)
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
        self.hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.hint.setWordWrap(True)
        hf = self.hint.font()
        hf.setPointSizeF(max(hf.pointSizeF(), 10.0) * 1.2)
        self.hint.setFont(hf)
        self.hint.setStyleSheet(f"color: {theme.INK_SOFT};")
        self.button = QPushButton(self)
        self.button.setObjectName("pass_confirm")
        self.button.setAutoDefault(True)
        self.button.setDefault(True)
        self.button.setMinimumSize(320, 64)
        self.button.setCursor(Qt.CursorShape.PointingHandCursor)
        bf = self.button.font()
        bf.setPointSizeF(max(bf.pointSizeF(), 10.0) * 1.4)
        bf.setBold(True)
        self.button.setFont(bf)
        self.button.setStyleSheet(
            f"QPushButton {{ background: {theme.ACCENT}; color: white; border: none;"
            " border-radius: 10px; padding: 14px 36px; }"
            "QPushButton:hover { background: #cf4a28; }"
            f"QPushButton:focus {{ outline: none; border: 3px solid {theme.INK}; }}"
        )
        self.button.clicked.connect(self._confirm)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(60, 60, 60, 60)
        layout.setSpacing(22)
        layout.addStretch(3)
        layout.addWidget(self.title)
        layout.addWidget(self.hint)
        layout.addSpacing(18)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(4)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.retranslate()

    @property
    def name(self) -> str:
        return self._name

    @property
    def waiting(self) -> bool:
        return self._waiting

    def ask(self, name: str) -> None:
        """Show the screen for `name`; :attr:`confirmed` follows their click or Enter."""
        self._name = name
        self._waiting = True
        self.retranslate()
        self.button.setFocus(Qt.FocusReason.OtherFocusReason)

    def showEvent(self, event: QEvent) -> None:  # type: ignore[override]
        super().showEvent(event)  # type: ignore[arg-type]
        self.button.setFocus(Qt.FocusReason.OtherFocusReason)

    def _confirm(self) -> None:
        if self._waiting:
            self._waiting = False
            self.confirmed.emit()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self._confirm()
            return
        super().keyPressEvent(event)

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
            "The table is hidden so that nobody else sees %1's tiles. "
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
