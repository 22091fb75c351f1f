"""The result dialog every game shows at the end, and the words for winners.

:class:`ResultDialog` shows a headline naming the winner (or the seats that
share the win), the game's table of scores (its presenter's
``score_body``), the result explained in sentences (``result_sentences``)
and three buttons: New game (the default), Back to the home screen, Close.
It opens with ``open()`` (never ``exec()``, which would block the
controller's event loop) and emits :attr:`ResultDialog.new_game_requested`
or :attr:`ResultDialog.home_requested`.

:class:`ScoreGrid` lays a score table out for a dialog: the name column
elides a long player name (the full name is its tooltip), so a name of the
longest allowed length never pushes another column out of sight.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QMargins, Qt, Signal
from PySide6.QtGui import QFontMetrics, QPixmap
from PySide6.QtWidgets import (
    QDialog,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from senji_desktop.engine.core import Outcome
from senji_desktop.engine.course import Course
from senji_desktop.ui.common import theme
from senji_desktop.ui.common.charts import CoursePanel
from senji_desktop.ui.common.elided_label import NAME_ELIDE, ElidedLabel

translate = QCoreApplication.translate

#: Widest a player name may make the name column of a score table (at 100 %).
NAME_COLUMN_MAX = 250
#: A long name is never squeezed narrower than this (at 100 %): a dozen letters stay.
NAME_COLUMN_MIN = 110
#: A score table's header and cells (points at 100 % text size) and the gap
#: between its columns (px; the least where the table must narrow).
HEADER_PT, CELL_PT = 10.5, 11.0
COLUMN_GAP, COLUMN_GAP_LEAST = 18, 10


def seat_name(names: Sequence[str], seat: int | None) -> str:
    """The name of `seat` ("Player 3" when the list is short)."""
    if seat is None:
        return ""
    if 0 <= seat < len(names) and names[seat]:
        return names[seat]
    return translate("TableKit", "Player %1").replace("%1", str(seat + 1))


def join_names(names: Sequence[str]) -> str:
    """ "A", "A and B", "A, B and C" in the current language."""
    if not names:
        return ""
    text = names[0]
    for i, name in enumerate(names[1:], start=1):
        if i == len(names) - 1:
            text = (translate("TableKit", "%1 and %2", "joins the last two names of a list")
                    .replace("%1", text).replace("%2", name))
        else:
            text = (translate("TableKit", "%1, %2", "joins names in a list")
                    .replace("%1", text).replace("%2", name))
    return text


def winner_headline(outcome: Outcome, names: Sequence[str]) -> str:
    """ "Aiko wins!" or "Aiko and Kenji share the win!" """
    winners = [seat_name(names, s) for s in outcome.winners]
    if len(winners) == 1:
        return translate("TableKit", "%1 wins!").replace("%1", winners[0])
    if not winners:
        return translate("TableKit", "The game is over.")
    return translate("TableKit", "%1 share the win!").replace("%1", join_names(winners))


def winner_sentence(outcome: Outcome, names: Sequence[str]) -> str:
    """ "Aiko wins." or "Aiko and Kenji share the win." (the side panel's words)"""
    winners = [seat_name(names, s) for s in outcome.winners]
    if len(winners) == 1:
        return translate("TableKit", "%1 wins.").replace("%1", winners[0])
    if not winners:
        return ""
    return translate("TableKit", "%1 share the win.").replace("%1", join_names(winners))


class NameLabel(ElidedLabel):
    """A player's name in a score table: as wide as the name (up to the
    label's maximum width), elided in its middle beyond it (the end that
    tells like names apart stays), the full name its tooltip."""

    def __init__(self, name: str, parent: QWidget | None = None) -> None:
        super().__init__(name, parent, elide=NAME_ELIDE)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        self.setMinimumWidth(40)

    @property
    def full_name(self) -> str:
        return self.full_text()

    def sizeHint(self) -> Any:
        hint = super().sizeHint()
        width = QFontMetrics(self.font()).horizontalAdvance(self.full_text()) + 4
        hint.setWidth(min(width, self.maximumWidth()))
        return hint


class ScoreGrid(QWidget):
    """A table of scores: one header row (text, optional icon), one row per
    seat (the first cell a player name), a rule under the header. `strong`
    rows are bold; `cell_role(row, col)` may colour single cells."""

    def __init__(self, headers: Sequence[tuple[str, QPixmap | None]],
                 rows: Sequence[Sequence[str]], *, strong: Sequence[bool] = (),
                 parent: QWidget | None = None, text_scale: float = 1.0) -> None:
        super().__init__(parent)
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setHorizontalSpacing(COLUMN_GAP)
        grid.setVerticalSpacing(6)
        self.grid = grid
        self.text_scale = text_scale
        #: The header's labels and their point size at 100 % (fit_width).
        self.headers: list[QLabel] = []
        header_font = theme.ui_font(HEADER_PT * text_scale, bold=True)
        for col, (text, icon) in enumerate(headers):
            cell = QWidget(self)
            lay = QHBoxLayout(cell)
            lay.setContentsMargins(0, 0, 0, 0)
            lay.setSpacing(5)
            if icon is not None:
                pic = QLabel(cell)
                pic.setPixmap(icon)
                lay.addWidget(pic)
            lab = QLabel(text, cell)
            lab.setTextFormat(Qt.TextFormat.PlainText)
            lab.setFont(header_font)
            lay.addWidget(lab)
            lay.addStretch(1)
            grid.addWidget(cell, 0, col)
            self.headers.append(lab)
        rule = QFrame(self)
        rule.setFrameShape(QFrame.Shape.HLine)
        rule.setStyleSheet(f"color: {theme.INK_FAINT};")
        grid.addWidget(rule, 1, 0, 1, max(1, len(headers)))
        self.cells: list[list[QLabel]] = []
        for r, values in enumerate(rows):
            bold = r < len(strong) and strong[r]
            font = theme.ui_font(CELL_PT * text_scale, bold=bold)
            row: list[QLabel] = []
            for col, text in enumerate(values):
                if col == 0:
                    lab: QLabel = NameLabel(text, self)
                    lab.setFont(font)
                    lab.setMaximumWidth(round(NAME_COLUMN_MAX * text_scale))
                    full = QFontMetrics(font).horizontalAdvance(text) + 4
                    lab.setMinimumWidth(min(full, round(NAME_COLUMN_MIN * text_scale)))
                else:
                    lab = QLabel(text, self)
                    lab.setTextFormat(Qt.TextFormat.PlainText)
                lab.setFont(font)
                grid.addWidget(lab, r + 2, col)
                row.append(lab)
            self.cells.append(row)
        grid.setColumnStretch(0, 1)

    def fit_width(self, width: int) -> None:
        """Narrow the table to `width` px where it is wider (many columns
        at a large text size on a small window: Senshi's seven at 150 % on
        1024×640 scrolled sideways): the gaps between the columns shrink to
        :data:`COLUMN_GAP_LEAST`, then the header's and the cells' texts
        get smaller, at most down to their sizes at 100 % text size."""
        if self.minimumSizeHint().width() <= width:
            return
        self.grid.setHorizontalSpacing(COLUMN_GAP_LEAST)
        self.grid.invalidate()
        factor = self.text_scale
        while self.minimumSizeHint().width() > width and factor > 1.0:
            factor = max(1.0, factor - 0.05)
            for lab in self.headers:
                font = lab.font()
                font.setPointSizeF(HEADER_PT * factor)
                lab.setFont(font)
            for row in self.cells:
                for lab in row:
                    font = lab.font()
                    font.setPointSizeF(CELL_PT * factor)
                    lab.setFont(font)
            self.grid.invalidate()

    def mark(self, row: int, col: int, *, role: str = "", bold: bool | None = None,
             tooltip: str = "") -> None:
        """Colour (`role`: "accent", "hint"), embolden or explain one cell."""
        lab = self.cells[row][col]
        if role:
            lab.setProperty("role", role)
        if bold is not None:
            font = lab.font()
            font.setBold(bold)
            lab.setFont(font)
        if tooltip:
            lab.setToolTip(tooltip)


#: The room (px) between the body's last column and its vertical scroll bar.
BAR_GAP = 14


class ResultDialog(QDialog):
    """The end-of-game summary (see module docstring). `presenter` supplies
    the sentences and the score body; `names` are the seats' names."""

    new_game_requested = Signal()
    home_requested = Signal()
    #: "Watch the replay": step through the game just finished.
    replay_requested = Signal()

    def __init__(self, presenter: Any, outcome: Outcome, view: Any, names: Sequence[str],
                 parent: QWidget | None = None, *, text_scale: float = 1.0,
                 course: Course | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("result_dialog")
        self.presenter = presenter
        self.outcome = outcome
        self.view = view
        self.names = list(names)
        self.text_scale = text_scale
        #: The course of the game, drawn as a chart below the scores (None: no chart).
        self.course = course
        self.course_chart: Any = None
        self.setModal(False)
        self.setStyleSheet(theme.panel_style_sheet()
                           + f"QDialog#result_dialog {{ background: {theme.PAPER_LIGHT}; }}")
        self._outer = QVBoxLayout(self)
        self._outer.setContentsMargins(34, 28, 34, 26)
        self._outer.setSpacing(14)
        self._content: QWidget | None = None
        # The scores, chart and sentences scroll where the window is too
        # small for them (seven seats at 150 % text on a 1024×640 window);
        # the buttons below always stay in sight.
        self._scroll = QScrollArea(self)
        self._scroll.setObjectName("result_body")
        self._scroll.setWidgetResizable(True)
        self._scroll.setFrameShape(QFrame.Shape.NoFrame)
        self._scroll.setStyleSheet("QScrollArea#result_body { background: transparent; }")
        self._scroll.viewport().setAutoFillBackground(False)
        # While the body scrolls, its last column keeps a gap from the bar.
        self._scroll.verticalScrollBar().rangeChanged.connect(self._gap_for_bar)
        self._outer.addWidget(self._scroll, 1)
        self.new_game_button = QPushButton(self)
        self.new_game_button.setObjectName("new_game")
        self.home_button = QPushButton(self)
        self.home_button.setObjectName("home")
        self.close_button = QPushButton(self)
        self.close_button.setObjectName("close")
        self.replay_button = QPushButton(self)
        self.replay_button.setObjectName("watch_replay")
        self.replay_button.clicked.connect(self._replay)
        self.new_game_button.setDefault(True)
        self.new_game_button.clicked.connect(self._new_game)
        self.home_button.clicked.connect(self._home)
        self.close_button.clicked.connect(self.reject)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        for b in (self.close_button, self.replay_button, self.home_button,
                  self.new_game_button):
            b.setFont(theme.ui_font(11 * text_scale))
            buttons.addWidget(b)
        self._buttons = buttons
        self.retranslate()

    def headline(self) -> str:
        own = self.presenter.result_headline(self.outcome, self.names)
        return own or winner_headline(self.outcome, self.names)

    def sentences(self) -> list[str]:
        return list(self.presenter.result_sentences(self.outcome, self.view, self.names))

    def retranslate(self) -> None:
        """Rebuild every text in the current language."""
        title = getattr(self.presenter, "title", "")
        self.setWindowTitle(translate("TableKit", "%1 — result").replace("%1", title))
        self.new_game_button.setText(translate("TableKit", "New game"))
        self.new_game_button.setToolTip(
            translate("TableKit", "Start a new game with the same players"))
        self.home_button.setText(translate("TableKit", "Back to the home screen"))
        self.home_button.setToolTip(
            translate("TableKit", "Leave this table and choose another game"))
        self.replay_button.setText(translate("TableKit", "Watch the replay"))
        self.replay_button.setToolTip(
            translate("TableKit", "Step through this game move by move, every hand face up"))
        self.close_button.setText(translate("TableKit", "Close"))
        self.close_button.setToolTip(
            translate("TableKit", "Close this summary and look at the table"))
        # The scroll area deletes the content it showed before.
        self._content = self._build()
        self._scroll.setWidget(self._content)
        # On the dialog's paper (setWidget makes the content fill its background).
        self._content.setAutoFillBackground(False)
        self._gap_for_bar()
        if self._outer.indexOf(self._buttons) < 0:
            self._outer.addLayout(self._buttons)
        self._outer.activate()
        margins = self._outer.contentsMargins()
        room = self._room()
        if room is not None:
            # A score table wider than the room (beside a scroll bar) narrows.
            least = (room.width() - margins.left() - margins.right()
                     - self._scroll.verticalScrollBar().sizeHint().width() - BAR_GAP)
            for grid in self._content.findChildren(ScoreGrid):
                grid.fit_width(least)
        content = self._content.sizeHint()
        buttons = self._buttons.sizeHint()
        inner = max(560, content.width(), buttons.width())
        # Wrapped texts (a long headline, the sentences) at the width they get.
        layout = self._content.layout()
        content_h = max(content.height(), self._content.minimumSizeHint().height(),
                        layout.totalHeightForWidth(inner) if layout is not None
                        and layout.hasHeightForWidth() else 0)
        width = inner + margins.left() + margins.right()
        height = (content_h + self._outer.spacing() + buttons.height()
                  + margins.top() + margins.bottom())
        if room is not None:
            squeezed = False
            if self.course_chart is not None and height > room.height():
                # A small window: the chart gives up to 40 % of its height
                # before anything scrolls.
                chart = self.course_chart
                least = round(chart.minimumHeight() * 0.6)
                height -= chart.minimumHeight() - least
                chart.setMinimumHeight(least)
                squeezed = True
            if squeezed or height > room.height():
                # A vertical scroll bar comes (or may: the squeezed chart and
                # the wrapped cells are only estimated): room for it beside
                # the content, so that it never pushes a column out sideways.
                width += self._scroll.verticalScrollBar().sizeHint().width() + BAR_GAP
            width, height = min(width, room.width()), min(height, room.height())
        self.resize(width, height)

    def _gap_for_bar(self, *_range: int) -> None:
        """Give the body a right margin of :data:`BAR_GAP` while its vertical
        scroll bar shows (the last column, "Ehre", stood against the bar)."""
        layout = self._content.layout() if self._content is not None else None
        if layout is None:
            return
        gap = BAR_GAP if self._scroll.verticalScrollBar().maximum() > 0 else 0
        margins = layout.contentsMargins()
        if margins.right() != gap:
            margins.setRight(gap)
            layout.setContentsMargins(margins)

    def _room(self) -> Any:
        """The most the dialog may cover: its window (the table's, which the
        main window keeps on its screen) less a margin, else the screen's
        free area; None if neither is known."""
        owner = self.parentWidget()
        if owner is not None and owner.window().isVisible():
            room = owner.window().size()
        elif self.screen() is not None:
            room = self.screen().availableGeometry().size()
        else:
            return None
        return room.shrunkBy(QMargins(20, 20, 20, 20))

    def _build(self) -> QWidget:
        w = QWidget(self)
        box = QVBoxLayout(w)
        box.setContentsMargins(0, 0, 0, 0)
        box.setSpacing(12)
        title = QLabel(self.headline(), w)
        title.setTextFormat(Qt.TextFormat.PlainText)
        title.setWordWrap(True)
        title.setFont(theme.ui_font(20 * self.text_scale, bold=True))
        title.setProperty("role", "accent")
        title.setObjectName("headline")
        box.addWidget(title)
        body = self.presenter.score_body(self.outcome, self.view, self.names, w,
                                         self.text_scale)
        if body is not None:
            box.addWidget(body)
        self.course_chart = None
        if self.course is not None:
            # The chart takes what height the dialog has beyond the least it needs.
            box.addWidget(self._course_chart(w), 1)
        explain = QLabel("\n".join(self.sentences()), w)
        explain.setTextFormat(Qt.TextFormat.PlainText)
        explain.setWordWrap(True)
        explain.setFont(theme.ui_font(11.5 * self.text_scale))
        explain.setObjectName("sentences")
        explain.setContentsMargins(0, 6, 0, 0)
        explain.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        box.addWidget(explain)
        return w

    def _course_chart(self, parent: QWidget) -> QWidget:
        """The course of the game as a chart under a small heading."""
        assert self.course is not None
        panel = CoursePanel(self.course, self.names, self.presenter.seat_colours(self.view),
                            parent, self.text_scale)
        self.course_chart = panel.chart
        return panel

    def _new_game(self) -> None:
        self.accept()
        self.new_game_requested.emit()

    def _home(self) -> None:
        self.accept()
        self.home_requested.emit()

    def _replay(self) -> None:
        self.accept()
        self.replay_requested.emit()

    def text_lines(self) -> list[str]:
        """Every label text (for tests): name cells give their full name."""
        found = []
        for lab in self.findChildren(QLabel):
            text = lab.full_name if isinstance(lab, NameLabel) else lab.text()
            if text:
                found.append(text)
        return found
