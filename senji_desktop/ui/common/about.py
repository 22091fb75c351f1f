"""Help › About: the app's name, version, games and licence."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from senji_desktop import __version__
from senji_desktop.engine.registry import GAMES
from senji_desktop.ui.common import theme


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
        self.body.setMinimumWidth(420)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(26, 22, 26, 18)
        layout.setSpacing(12)
        layout.addWidget(self.heading)
        layout.addWidget(self.body)
        layout.addWidget(self.buttons)
        self._retranslate()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)

    def _retranslate(self) -> None:
        self.setWindowTitle(self.tr("About Senji Desktop"))
        self.heading.setText("Senji Desktop")
        games = ", ".join(g.title for g in GAMES)
        self.body.setText(
            "<p>" + self.tr("Version %1").replace("%1", __version__) + "</p>"
            + "<p>" + self.tr("Five Japanese-themed board and card games at one table: %1. "
                              "Play against AI opponents or with friends at one screen.")
            .replace("%1", games) + "</p>"
            + "<p>" + self.tr("Free software under the MIT licence.") + "</p>"
        )
