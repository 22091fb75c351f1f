"""The in-app rules reference: ``resources/rules/<lang>/<game>.md`` in a window.

The window is not modal, so players can read while they play. It follows the
language switch: on ``LanguageChange`` it reloads the page of the new
language and re-translates its title.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent, QLocale, Qt
from PySide6.QtGui import QColor, QTextCharFormat, QTextCursor
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from senji_desktop.engine import registry
from senji_desktop.resources import resource_path

FALLBACK_LANGUAGE = "en"
# The app's look: warm paper, dark ink, one vermilion accent (here: the headings).
PAPER = "#f6efe0"
INK = "#2b2622"
VERMILION = "#b8431d"


def rules_file(game_id: str, lang: str) -> Path | None:
    """The rules page of `game_id` in `lang`, else in English, else None."""
    for code in (lang, FALLBACK_LANGUAGE):
        path = resource_path("rules", code, f"{game_id}.md")
        if path.is_file():
            return path
    return None


def current_language() -> str:
    """The UI language as a two-letter code, taken from the default locale
    (``LanguageManager.set_language`` keeps it in step)."""
    name = QLocale().name()  # e.g. "de_DE"
    return name.split("_")[0] or FALLBACK_LANGUAGE


class RulesDialog(QDialog):
    """A non-modal window showing one game's rules reference.

    `game_id` is a registry id ("senshi"). The page language follows the
    application language; a page missing in that language falls back to
    English, and a game without any page shows a short note."""

    def __init__(self, game_id: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(f"rules_{game_id}")
        self.setModal(False)
        self.setWindowFlag(Qt.WindowType.WindowContextHelpButtonHint, False)
        self._game_id = game_id
        self._lang = ""
        self.browser = QTextBrowser(self)
        self.browser.setOpenExternalLinks(True)
        self.browser.document().setDocumentMargin(22)
        self.browser.setStyleSheet(
            f"QTextBrowser {{ background: {PAPER}; color: {INK}; border: 1px solid #d8ccb4; }}")
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(self.buttons)
        self.resize(760, 720)
        self._retranslate()

    @property
    def game_id(self) -> str:
        return self._game_id

    @property
    def language(self) -> str:
        """Language code of the page on display."""
        return self._lang

    def _title(self) -> str:
        try:
            return registry.info(self._game_id).title
        except KeyError:
            return self._game_id

    def _retranslate(self) -> None:
        #: Window title of the rules reference; {game} is a game's name such as "Senshi".
        self.setWindowTitle(self.tr("{game} – Rules").format(game=self._title()))
        self._lang = current_language()
        path = rules_file(self._game_id, self._lang)
        if path is None:
            text = self.tr("The rules of {game} are not available yet.").format(game=self._title())
            self.browser.setPlainText(text)
            return
        self.browser.setSearchPaths([str(path.parent)])
        self.browser.setMarkdown(path.read_text(encoding="utf-8"))
        self._colour_headings()

    def _colour_headings(self) -> None:
        heading = QTextCharFormat()
        heading.setForeground(QColor(VERMILION))
        block = self.browser.document().begin()
        while block.isValid():
            if block.blockFormat().headingLevel() > 0:
                cursor = QTextCursor(block)
                cursor.select(QTextCursor.SelectionType.BlockUnderCursor)
                cursor.mergeCharFormat(heading)
            block = block.next()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)


def show_rules(parent: QWidget | None, game_id: str) -> RulesDialog:
    """Open (or bring to the front) the rules window of `game_id` for `parent`.

    One window per game and parent; it stays open beside the table."""
    if parent is not None:
        for dlg in parent.findChildren(RulesDialog):
            if dlg.game_id == game_id:
                dlg.show()
                dlg.raise_()
                dlg.activateWindow()
                return dlg
    dlg = RulesDialog(game_id, parent)
    if parent is None:
        dlg.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dlg.show()
    dlg.raise_()
    return dlg
