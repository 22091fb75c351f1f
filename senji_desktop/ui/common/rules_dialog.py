"""The in-app rules: a one-screen quick start, then the full rules reference.

Two pages per game and language in ``resources/rules/<lang>/``:
``<game>-quick.md`` (the goal, a turn, how it ends, with pictures of the
components) is what the window shows first; ``<game>.md`` is the full
reference. A heading of the full page may end in ``{#anchor}``: the anchor
is taken off the text and set on the heading, so :func:`show_rules` can open
the page at that section (tutorial steps link to the rule they teach).
Pictures are written ``![description](picture:<name>)`` and drawn by the
game's own painters (``ui/common/pictures.py``).

The window is not modal, so players can read while they play. It opens from
the home screen (each game's "Rules" button) and, during a game, with F1. It
follows the language switch: on ``LanguageChange`` it reloads both pages in
the new language and re-translates its title.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, QLocale, Qt, QUrl
from PySide6.QtGui import QColor, QTextCharFormat, QTextCursor, QTextDocument
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QPushButton,
    QTabWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from senji_desktop.engine import registry
from senji_desktop.resources import resource_path
from senji_desktop.ui.common import theme
from senji_desktop.ui.common.pictures import SCHEME, game_picture

FALLBACK_LANGUAGE = "en"
# Warm paper, dark ink, the vermilion accent for the headings.
PAPER = "#f6efe0"
INK = "#2b2622"
VERMILION = "#b8431d"
#: ``## Heading {#anchor}`` on a rules page.
ANCHOR_RE = re.compile(r"^(#{1,6}\s.*?)\s*\{#([a-z0-9-]+)\}\s*$", re.MULTILINE)
HEADING_RE = re.compile(r"^#{1,6}\s", re.MULTILINE)


def rules_file(game_id: str, lang: str, *, quick: bool = False) -> Path | None:
    """The rules page of `game_id` in `lang` (the quick start if `quick`),
    else in English, else None."""
    name = f"{game_id}-quick.md" if quick else f"{game_id}.md"
    for code in (lang, FALLBACK_LANGUAGE):
        path = resource_path("rules", code, name)
        if path.is_file():
            return path
    return None


def split_anchors(markdown: str) -> tuple[str, list[str | None]]:
    """`markdown` without the ``{#anchor}`` ends of its headings, and for
    every heading in order its anchor (None for a heading without one)."""
    anchors: list[str | None] = []
    for line in markdown.splitlines():
        if HEADING_RE.match(line):
            m = ANCHOR_RE.match(line)
            anchors.append(m.group(2) if m else None)
    return ANCHOR_RE.sub(r"\1", markdown), anchors


def current_language() -> str:
    """The UI language as a two-letter code, taken from the default locale
    (``LanguageManager.set_language`` keeps it in step)."""
    name = QLocale().name()  # e.g. "de_DE"
    return name.split("_")[0] or FALLBACK_LANGUAGE


class RulesBrowser(QTextBrowser):
    """A page of rules on paper; ``picture:`` images come from the game's painters."""

    def __init__(self, game_id: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._game_id = game_id
        self.setOpenExternalLinks(True)
        self.setFont(theme.ui_font(11))
        self.document().setDefaultFont(theme.ui_font(11))
        self.document().setDocumentMargin(22)
        self.setStyleSheet(
            f"QTextBrowser {{ background: {PAPER}; color: {INK}; border: 1px solid #d8ccb4; }}")

    def loadResource(self, kind: int, name: QUrl) -> Any:
        if name.scheme() == SCHEME:
            image = game_picture(self._game_id, name.path(), self.devicePixelRatioF())
            if image is not None:
                return image
        return super().loadResource(kind, name)

    def show_page(self, path: Path | None, missing: str) -> list[str]:
        """Show the markdown page at `path` (or the text `missing`); returns
        the anchors set on its headings."""
        if path is None:
            self.setPlainText(missing)
            return []
        text, anchors = split_anchors(path.read_text(encoding="utf-8"))
        self.setSearchPaths([str(path.parent)])
        self.setMarkdown(text)
        self._style_headings(anchors)
        return [a for a in anchors if a]

    def _style_headings(self, anchors: list[str | None]) -> None:
        """Colour the headings; the n-th heading gets the n-th anchor as its name."""
        heading = QTextCharFormat()
        heading.setForeground(QColor(VERMILION))
        wanted = iter(anchors)
        block = self.document().begin()
        while block.isValid():
            if block.blockFormat().headingLevel() > 0:
                cursor = QTextCursor(block)
                cursor.select(QTextCursor.SelectionType.BlockUnderCursor)
                cursor.mergeCharFormat(heading)
                anchor = next(wanted, None)
                if anchor is not None:
                    named = QTextCharFormat()
                    named.setAnchor(True)
                    named.setAnchorNames([anchor])
                    cursor = QTextCursor(block)
                    cursor.movePosition(QTextCursor.MoveOperation.EndOfBlock,
                                        QTextCursor.MoveMode.KeepAnchor)
                    cursor.mergeCharFormat(named)
            block = block.next()


class RulesDialog(QDialog):
    """A non-modal window with one game's quick start and rules reference.

    `game_id` is a registry id ("senshi"). The pages' language follows the
    application language; a page missing in that language falls back to
    English, and a game without any page shows a short note.
    :attr:`quick` and :attr:`browser` are the two pages."""

    def __init__(self, game_id: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(f"rules_{game_id}")
        self.setModal(False)
        self.setWindowFlag(Qt.WindowType.WindowContextHelpButtonHint, False)
        self._game_id = game_id
        self._lang = ""
        self._anchors: list[str] = []
        self.quick = RulesBrowser(game_id, self)
        self.quick.setObjectName("rules_quick")
        self.browser = RulesBrowser(game_id, self)
        self.browser.setObjectName("rules_full")
        self.tabs = QTabWidget(self)
        self.tabs.setObjectName("rules_tabs")
        self.tabs.setDocumentMode(True)
        self.tabs.addTab(self.quick, "")
        self.tabs.addTab(self.browser, "")
        self.full_button = QPushButton(self)
        self.full_button.setObjectName("rules_read_all")
        self.full_button.clicked.connect(lambda: self.tabs.setCurrentWidget(self.browser))
        self.close_button = QPushButton(self)
        self.close_button.setObjectName("rules_close")
        self.close_button.setAutoDefault(False)
        self.close_button.clicked.connect(self.close)
        buttons = QHBoxLayout()
        buttons.addWidget(self.full_button)
        buttons.addStretch(1)
        buttons.addWidget(self.close_button)
        self.tabs.currentChanged.connect(self._tab_changed)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs)
        layout.addLayout(buttons)
        self.setStyleSheet(theme.panel_style_sheet())
        self.resize(760, 720)
        self._retranslate()

    @property
    def game_id(self) -> str:
        return self._game_id

    @property
    def language(self) -> str:
        """Language code of the pages on display."""
        return self._lang

    @property
    def anchors(self) -> list[str]:
        """The section anchors of the full page on display."""
        return list(self._anchors)

    def _title(self) -> str:
        try:
            return registry.info(self._game_id).title
        except KeyError:
            return self._game_id

    def _retranslate(self) -> None:
        #: Window title of the rules reference; {game} is a game's name such as "Senshi".
        self.setWindowTitle(self.tr("{game} – Rules").format(game=self._title()))
        #: Tab of the rules window: the one-screen summary shown first.
        self.tabs.setTabText(0, self.tr("Quick start"))
        #: Tab of the rules window: the complete rules reference.
        self.tabs.setTabText(1, self.tr("Full rules"))
        self.full_button.setText(self.tr("Read the full rules"))
        self.close_button.setText(self.tr("Close"))
        self._lang = current_language()
        missing = self.tr("The rules of {game} are not available yet.").format(game=self._title())
        self._anchors = self.browser.show_page(rules_file(self._game_id, self._lang), missing)
        quick = rules_file(self._game_id, self._lang, quick=True)
        self.quick.show_page(quick, missing)
        self.tabs.setTabVisible(0, quick is not None)
        self._tab_changed(self.tabs.currentIndex())

    def _tab_changed(self, _index: int) -> None:
        self.full_button.setVisible(self.tabs.currentWidget() is self.quick)

    def show_section(self, anchor: str | None) -> None:
        """Show the quick start (`anchor` None) or the full rules at `anchor`."""
        if anchor is None:
            self.tabs.setCurrentWidget(self.quick if self.tabs.isTabVisible(0)
                                       else self.browser)
            return
        self.tabs.setCurrentWidget(self.browser)
        if anchor in self._anchors:
            self.browser.scrollToAnchor(anchor)

    def section_visible(self, anchor: str) -> bool:
        """True if the heading of `anchor` is at the top of the full page's view."""
        doc: QTextDocument = self.browser.document()
        block = doc.begin()
        while block.isValid():
            it = block.begin()
            while not it.atEnd():
                if anchor in it.fragment().charFormat().anchorNames():
                    top = self.browser.document().documentLayout().blockBoundingRect(block).top()
                    value = self.browser.verticalScrollBar().value()
                    return abs(top - value) < 40 or (
                        value == self.browser.verticalScrollBar().maximum() and top >= value)
                it += 1
            block = block.next()
        return False

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)


def show_rules(parent: QWidget | None, game_id: str, anchor: str | None = None) -> RulesDialog:
    """Open (or bring to the front) the rules window of `game_id` for `parent`,
    at the quick start, or at the section `anchor` of the full rules.

    One window per game and parent; it stays open beside the table."""
    dlg: RulesDialog | None = None
    if parent is not None:
        for found in parent.findChildren(RulesDialog):
            if found.game_id == game_id:
                dlg = found
                break
    fresh = dlg is None
    if dlg is None:
        dlg = RulesDialog(game_id, parent)
        if parent is None:
            dlg.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dlg.show()
    dlg.raise_()
    dlg.activateWindow()
    # A window already open stays where its reader left it, unless a section is asked for.
    if fresh or anchor is not None:
        dlg.show_section(anchor)
    return dlg
