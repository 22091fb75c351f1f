"""Help › About: the app's name, version, games and licence."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRectF, Qt
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from senji_desktop import __version__
from senji_desktop.engine.registry import GAMES
from senji_desktop.ui.common import theme
from senji_desktop.ui.common.paper import paint_paper


class AboutDialog(QDialog):
    """A small window about Senji Desktop; open it with ``open()``."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("about_dialog")
        self.heading = QLabel(self)
        self.heading.setFont(theme.ui_font(20, bold=True))
        self.heading.setStyleSheet(f"color: {theme.INK};")
        self.body = QLabel(self)
        self.body.setWordWrap(True)
        self.body.setTextFormat(Qt.TextFormat.RichText)
        self.body.setOpenExternalLinks(True)
        self.body.setMinimumWidth(440)
        self.body.setFont(theme.ui_font(10.5))
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.buttons.rejected.connect(self.reject)
        from senji_desktop.ui.home import Seal  # the app's seal, drawn like on the home screen

        text = QVBoxLayout()
        text.setSpacing(10)
        text.addWidget(self.heading)
        text.addWidget(self.body)
        row = QHBoxLayout()
        row.setSpacing(20)
        row.addWidget(Seal(56, self), 0, Qt.AlignmentFlag.AlignTop)
        row.addLayout(text, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(26, 24, 26, 18)
        layout.setSpacing(14)
        layout.addLayout(row)
        layout.addWidget(self.buttons)
        self.setStyleSheet(theme.panel_style_sheet())
        self._retranslate()

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        paint_paper(p, QRectF(self.rect()), tone=theme.PAPER_LIGHT, vignette=False,
                    dpr=self.devicePixelRatioF())
        p.end()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)

    def _retranslate(self) -> None:
        self.setWindowTitle(self.tr("About Senji Desktop"))
        self.heading.setText("Senji Desktop")
        close = self.buttons.button(QDialogButtonBox.StandardButton.Close)
        close.setToolTip(self.tr("Close this window."))
        games = ", ".join(g.title for g in GAMES)
        self.body.setText(
            "<p>" + self.tr("Version %1").replace("%1", __version__) + "</p>"
            + "<p>" + self.tr("Five Japanese-themed board and card games at one table: %1. "
                              "Play against AI opponents or with friends at one screen.")
            .replace("%1", games) + "</p>"
            + "<p>" + self.tr("Free software under the MIT licence.") + "</p>"
        )
