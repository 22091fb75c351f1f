"""Help › About: the app's name, version, games, licences and credits.

Lists the licence of the app, of the libraries every installation carries and
of any third-party data in ``resources/`` (:data:`THIRD_PARTY_DATA`: a line is
shown once its file exists), and credits the designers of the original games
as their rulebooks name them (:data:`GAME_CREDITS`). No fonts are bundled: the
app draws with the system's fonts (``ui/common/theme.py``).
"""

from __future__ import annotations

import html
import sys
from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QEvent, QRectF, Qt
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
from senji_desktop.resources import resource_path
from senji_desktop.ui.common import theme
from senji_desktop.ui.common.paper import paint_paper

# Credits of the original games, as their rulebooks name them (only Senshi's
# rulebook names its makers; the rule texts of the others name nobody).
GAME_CREDITS: tuple[str, ...] = (
    QT_TRANSLATE_NOOP("AboutDialog", "Senshi was designed by Dan Manfredini, with art and graphic "
                      "design by Stephen S. Gibson, as its rulebook credits them."),
    QT_TRANSLATE_NOOP("AboutDialog", "The rule texts of Senji, Tenno, Shinobi and SenbaZuru that "
                      "this app follows do not name their designers."),
)

# Third-party data in ``resources/``: (path below resources/, sentence). The
# sentence is shown once the file exists.
THIRD_PARTY_DATA: tuple[tuple[tuple[str, ...], str], ...] = (
    (("senji", "geometry.json"),
     QT_TRANSLATE_NOOP("AboutDialog", "The map of Senji is drawn from the prefecture outlines "
                       "of the japanmap package (© 2022 Saito Tsutomu), Apache License 2.0.")),
)


def licence_folder() -> Path | None:
    """The stand-alone bundle's ``licenses/`` folder (beside its program), or None
    when the app does not run from the bundle."""
    if not getattr(sys, "frozen", False):
        return None
    return Path(sys.executable).resolve().parent / "licenses"


def _licence_location() -> str:
    """Where the licence texts are, as a sentence in the current language."""
    folder = licence_folder()
    if folder is not None:
        #: %1 is a folder path, e.g. /home/aiko/senji-desktop/licenses
        return QCoreApplication.translate(
            "AboutDialog", "The licence texts of the app and of everything this bundle "
            "carries are in the folder %1.").replace("%1", html.escape(str(folder)))
    return QCoreApplication.translate(
        "AboutDialog", "The licence text is the file LICENSE, installed with the app's "
        "package metadata.")


def _translated(text: str) -> str:
    return QCoreApplication.translate("AboutDialog", text)


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
            + "<p>" + self.tr("Copyright © 2026 The Senji Desktop authors.") + " "
            + self.tr("Free software under the MIT licence.") + " "
            + _licence_location() + "</p>"
            + "<p>" + self.tr("Made with Qt and PySide6 (LGPL 3), pydantic and platformdirs "
                              "(MIT) and qasync (BSD); the stand-alone bundle also carries "
                              "Python (PSF licence). No fonts are bundled: the app uses your "
                              "system's fonts.") + "</p>"
            + "".join("<p>" + _translated(text) + "</p>"
                      for parts, text in THIRD_PARTY_DATA if resource_path(*parts).is_file())
            + "<p>" + " ".join(_translated(text) for text in GAME_CREDITS) + "</p>"
        )
