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

Each time it opens it fits the screen it is on (:meth:`RulesDialog.fit_to`):
760 × 720 where there is room; on a small screen (1024 × 640) as tall as the
screen's free area allows and wide enough for the quick start to need no
scrolling. Nothing about its size or place is remembered between starts.
"""

from __future__ import annotations

import math
import re
from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, QLocale, QPoint, QPointF, QRect, QSize, Qt, QUrl
from PySide6.QtGui import (
    QColor,
    QGuiApplication,
    QResizeEvent,
    QShowEvent,
    QTextCharFormat,
    QTextCursor,
    QTextDocument,
)
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
#: The window's size where the screen has room (logical pixels).
PREFERRED_SIZE = QSize(760, 720)
#: Room left on the screen for the window manager's title bar and frame.
FRAME_ALLOWANCE = QSize(16, 40)
#: Width steps tried when the quick start does not fit a short window.
WIDTH_STEP = 40
#: Paper left above the top line after a scroll (pixels).
LINE_LEAD = 2


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
        self.document().setDocumentMargin(16)
        self.setStyleSheet(
            f"QTextBrowser {{ background: {PAPER}; color: {INK}; border: 1px solid #d8ccb4; }}")
        # Scrolling moves by lines and stops with a whole line at the top: a
        # page down shows the line cut at the bottom whole, not its lower half.
        self._scrolled_to = 0
        self._snapping = False
        bar = self.verticalScrollBar()
        bar.setSingleStep(max(1, self.fontMetrics().lineSpacing()))
        bar.valueChanged.connect(self._snap_to_line)
        bar.sliderReleased.connect(lambda: self._snap_to_line(bar.value()))

    def _line_at(self, y: float) -> tuple[float, float] | None:
        """Top and bottom (document y, pixels) of the line of text or picture
        nearest to height `y` of the page, or None where there is none."""
        doc = self.document()
        layout = doc.documentLayout()
        pos = layout.hitTest(QPointF(doc.documentMargin() + 2, y),
                             Qt.HitTestAccuracy.FuzzyHit)
        if pos < 0:
            return None
        block = doc.findBlock(pos)
        text_layout = block.layout()
        if not block.isValid() or text_layout is None:
            return None
        line = text_layout.lineForTextPosition(pos - block.position())
        if not line.isValid():
            return None
        top = layout.blockBoundingRect(block).top() + line.y()
        return top, top + line.height()

    def line_top(self, y: float) -> float | None:
        """The top (document y, pixels) of the line of text or picture at
        height `y` of the page, or None where there is none."""
        line = self._line_at(y)
        return None if line is None else line[0]

    def _next_line_top(self, y: float) -> float | None:
        """The top of the first line that begins below height `y`."""
        line = self._line_at(y)
        if line is None:
            return None
        probe = line[1] + 1
        for _ in range(40):
            found = self._line_at(probe)
            if found is not None and found[0] > line[0]:
                return found[0]
            probe += 4
        return None

    def _snap_to_line(self, value: int) -> None:
        bar = self.verticalScrollBar()
        if self._snapping or bar.isSliderDown() or value in (0, bar.maximum()):
            self._scrolled_to = value
            return
        old = self._scrolled_to
        top = self.line_top(value)
        target: float | None = None
        if top is not None and value > old:
            # Down: back to the top of the line cut at the top edge, so the
            # reader sees it whole; if that would not move on, to the next line.
            target = top if math.floor(top - LINE_LEAD) > old else self._next_line_top(value)
        elif top is not None and value < old:
            target = top
        if target is not None:
            target = max(0.0, target - LINE_LEAD)
        if target is not None and math.floor(target) <= bar.maximum() \
                and math.floor(target) != old:
            self._snapping = True
            bar.setValue(math.floor(target))
            self._snapping = False
        self._scrolled_to = bar.value()

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
        # The buttons sit in the tab bar's corner: a row of their own would
        # take the height the quick start needs on a 1024 × 640 screen.
        corner = QWidget(self.tabs)
        corner.setObjectName("rules_buttons")
        self.full_button = QPushButton(corner)
        self.full_button.setObjectName("rules_read_all")
        self.full_button.clicked.connect(lambda: self.tabs.setCurrentWidget(self.browser))
        self.close_button = QPushButton(corner)
        self.close_button.setObjectName("rules_close")
        self.close_button.setAutoDefault(False)
        self.close_button.clicked.connect(self.close)
        buttons = QHBoxLayout(corner)
        buttons.setContentsMargins(0, 0, 0, 3)
        buttons.setSpacing(8)
        buttons.addWidget(self.full_button)
        buttons.addWidget(self.close_button)
        self.tabs.setCornerWidget(corner, Qt.Corner.TopRightCorner)
        self.tabs.currentChanged.connect(self._tab_changed)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 8, 8, 8)
        layout.addWidget(self.tabs)
        self.setStyleSheet(theme.panel_style_sheet()
                           + "QWidget#rules_buttons QPushButton { padding: 3px 12px; }")
        self.resize(PREFERRED_SIZE)
        self._fitted = False
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

    def available_area(self) -> QRect:
        """The free area (without panels) of the screen the window opens on:
        its parent's screen, else the primary screen."""
        anchor = self.parentWidget()
        screen = (anchor.screen() if anchor is not None else None) or self.screen() \
            or QGuiApplication.primaryScreen()
        return screen.availableGeometry() if screen is not None else QRect(QPoint(0, 0),
                                                                            PREFERRED_SIZE)

    def fit_to(self, area: QRect) -> None:
        """Size and place the window inside `area` (a screen's free area, in
        global logical pixels), leaving :data:`FRAME_ALLOWANCE` for the title
        bar: :data:`PREFERRED_SIZE` where it fits; else as tall as `area`
        allows and, while the quick start would need scrolling, wider in
        steps up to the width of `area`. Centred over the parent (else over
        `area`), never beyond `area`'s edges."""
        room = area.size() - FRAME_ALLOWANCE
        height = max(200, min(PREFERRED_SIZE.height(), room.height()))
        width = max(320, min(PREFERRED_SIZE.width(), room.width()))
        widest = max(width, room.width())
        while width < widest and self._quick_height(width, height) > height:
            width = min(widest, width + WIDTH_STEP)
        self.resize(width, height)
        # The measuring set the page's text width: lay it out for its view again.
        self.quick.resizeEvent(QResizeEvent(self.quick.size(), self.quick.size()))
        parent = self.parentWidget()
        centre = (parent.mapToGlobal(parent.rect().center()) if parent is not None
                  and parent.isVisible() else area.center())
        x = centre.x() - width // 2
        y = centre.y() - (height + FRAME_ALLOWANCE.height()) // 2
        x = max(area.left(), min(x, area.right() + 1 - width - FRAME_ALLOWANCE.width()))
        y = max(area.top(), min(y, area.bottom() + 1 - height - FRAME_ALLOWANCE.height()))
        # The frame's top-left corner: the title bar lies inside the area too.
        self.move(x, y)

    def _quick_height(self, width: int, height: int) -> float:
        """The window height the quick start needs at window width `width`
        (`height` is the window height the page's chrome is measured at)."""
        if not self.tabs.isTabVisible(0):
            return 0.0
        self.resize(width, height)
        self.layout().activate()
        page = self.tabs.currentWidget() or self.quick
        frame = 2 * self.quick.frameWidth()
        chrome = height - page.height() + frame
        doc = self.quick.document()
        doc.setTextWidth(page.width() - frame)
        return float(doc.size().height()) + chrome

    def showEvent(self, event: QShowEvent) -> None:
        # Each opening fits the screen afresh (a window closed on another
        # screen, or on a screen since made smaller, is not kept odd).
        if not self._fitted:
            self._fitted = True
            self.fit_to(self.available_area())
        super().showEvent(event)

    def hideEvent(self, event: QEvent) -> None:  # type: ignore[override]
        if not event.spontaneous():
            self._fitted = False
        super().hideEvent(event)

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
