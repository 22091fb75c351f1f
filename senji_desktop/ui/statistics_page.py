"""The Statistics page: every game's results, per opponent strength, with charts.

Reached from the home screen's "Statistics" button and the Game menu. One
tab per game; for the chosen game a table — one row per AI strength played
against and a row for all of them — with played, won, shared, lost, win
rate, current and best streak, best score (where the game has one), average
length in moves and how many games used hints; a line on hot-seat games
(who won how often); two charts: results per difficulty and the form over
the latest games (``ui/common/charts.py``). "Reset statistics…" asks first, then sets every count to zero.

What is counted is decided in ``persistence/statistics.py`` (one person
against the AI counts under the strongest AI; hot-seat by player name; only
AI: not counted); the page repeats it in one sentence for the player.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QEvent, QRectF, Qt, Signal
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QButtonGroup,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from senji_desktop.persistence.statistics import (
    ALL,
    HOTSEAT,
    GameStatistics,
    Statistics,
    Tally,
)
from senji_desktop.ui.common import theme
from senji_desktop.ui.common.paper import paint_paper
from senji_desktop.ui.common.question import open_question
from senji_desktop.ui.registry import GAME_UIS

#: Row names of the opponent strengths (the agents' names in the new-game dialog).
ROW_TEXTS = {
    "easy": QT_TRANSLATE_NOOP("StatisticsPage", "Easy"),
    "normal": QT_TRANSLATE_NOOP("StatisticsPage", "Normal"),
    "hard": QT_TRANSLATE_NOOP("StatisticsPage", "Hard"),
    "heuristic": QT_TRANSLATE_NOOP("StatisticsPage", "Heuristic"),
    "random": QT_TRANSLATE_NOOP("StatisticsPage", "Random"),
    ALL: QT_TRANSLATE_NOOP("StatisticsPage", "All"),
}
#: Rows in the order shown: the three difficulties of the new-game dialog
#: always, the others only once played against.
ROW_ORDER = ("easy", "normal", "hard", "heuristic", "random")
ALWAYS_SHOWN = ("easy", "normal", "hard")

#: What "best score" means per game (a tooltip); games not listed have none.
BEST_SCORE_TEXTS = {
    "senji": QT_TRANSLATE_NOOP("StatisticsPage", "The most honor you ended a game with."),
    "senshi": QT_TRANSLATE_NOOP("StatisticsPage",
                                "The highest scoring pile you ended a game with."),
    "tenno": QT_TRANSLATE_NOOP("StatisticsPage", "The most points you captured in a game."),
    "senbazuru": QT_TRANSLATE_NOOP("StatisticsPage", "The most points you ended a game with."),
}

#: Games in the form chart.
FORM_GAMES = 30


def _percent(value: float | None) -> str:
    return "–" if value is None else f"{round(value * 100)} %"


def _number(value: float | None, digits: int = 0) -> str:
    if value is None:
        return "–"
    return f"{value:.{digits}f}" if digits else str(round(value))


class StatisticsPage(QWidget):
    """The page (see module docstring). Call :meth:`show_statistics` with the
    statistics to show; it emits :attr:`back_requested` and
    :attr:`reset_requested` (after the player confirmed)."""

    back_requested = Signal()
    reset_requested = Signal()

    COLUMNS = ("opponent", "played", "won", "shared", "lost", "win_rate", "streak",
               "best_streak", "best_score", "length", "hints")

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("statistics_page")
        self.stats = Statistics()
        self.game_id = GAME_UIS[0].game_id
        self.reset_question: QMessageBox | None = None
        self.results_chart: Any = None
        self.form_chart: Any = None

        self.title = QLabel(self)
        self.title.setObjectName("statistics_title")
        self.title.setFont(theme.ui_font(20, bold=True))
        self.title.setStyleSheet(f"color: {theme.INK}; background: transparent;")
        self.back = QPushButton(self)
        self.back.setObjectName("statistics_back")
        self.reset = QPushButton(self)
        self.reset.setObjectName("statistics_reset")
        for b in (self.back, self.reset):
            b.setCursor(Qt.CursorShape.PointingHandCursor)
            b.setFont(theme.ui_font(10.5))
        self.setStyleSheet(theme.panel_style_sheet())
        self.back.clicked.connect(self.back_requested)
        self.reset.clicked.connect(self.ask_reset)

        self.tabs = QButtonGroup(self)
        self.tabs.setExclusive(True)
        self.tab_buttons: dict[str, QPushButton] = {}
        tab_row = QHBoxLayout()
        tab_row.setSpacing(6)
        for g in GAME_UIS:
            b = QPushButton(g.title, self)
            b.setObjectName(f"statistics_tab_{g.game_id}")
            b.setCheckable(True)
            b.setCursor(Qt.CursorShape.PointingHandCursor)
            b.setFont(theme.ui_font(11, bold=True))
            b.setStyleSheet(
                f"QPushButton {{ background: {theme.PAPER_LIGHT}; color: {theme.INK};"
                f" border: 1px solid {theme.INK_FAINT}; border-radius: 7px; padding: 5px 16px; }}"
                f"QPushButton:checked {{ background: {theme.ACCENT}; color: #fbf6ea;"
                f" border-color: {theme.ACCENT}; }}"
                f"QPushButton:focus {{ border: 2px solid {theme.INK}; }}")
            b.clicked.connect(lambda _=False, gid=g.game_id: self.select_game(gid))
            self.tabs.addButton(b)
            self.tab_buttons[g.game_id] = b
            tab_row.addWidget(b)
        tab_row.addStretch(1)

        self.table_frame = QFrame(self)
        self.table_frame.setObjectName("statistics_table")
        self.table_frame.setStyleSheet(
            f"#statistics_table {{ background: {theme.PAPER_LIGHT}; border: 1px solid"
            f" {theme.INK_FAINT}; border-radius: 8px; }}")
        self.grid = QGridLayout(self.table_frame)
        self.grid.setContentsMargins(14, 8, 14, 8)
        self.grid.setHorizontalSpacing(14)
        self.grid.setVerticalSpacing(3)
        self.cells: dict[tuple[str, str], QLabel] = {}
        self.headers: dict[str, QLabel] = {}
        self.hotseat = QLabel(self)
        self.hotseat.setObjectName("statistics_hotseat")
        self.hotseat.setWordWrap(True)
        self.hotseat.setFont(theme.ui_font(10.5))
        self.empty = QLabel(self)
        self.empty.setObjectName("statistics_empty")
        self.empty.setWordWrap(True)
        self.empty.setFont(theme.ui_font(11))
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty.setStyleSheet(f"color: {theme.INK_SOFT}; background: transparent;")
        self.charts = QWidget(self)
        self.charts.setObjectName("statistics_charts")
        self.charts_row = QHBoxLayout(self.charts)
        self.charts_row.setContentsMargins(0, 0, 0, 0)
        self.charts_row.setSpacing(18)
        self.charts.setMinimumHeight(215)
        self.results_title = QLabel(self)
        self.form_title = QLabel(self)
        for label in (self.results_title, self.form_title):
            label.setFont(theme.ui_font(11, bold=True))
        self.note = QLabel(self)
        self.note.setObjectName("statistics_note")
        self.note.setWordWrap(True)
        self.note.setFont(theme.ui_font(10))
        self.note.setStyleSheet(f"color: {theme.INK_SOFT}; background: transparent;")

        head = QHBoxLayout()
        head.addWidget(self.title, 1)
        head.addWidget(self.reset)
        head.addWidget(self.back)
        content = QWidget()
        content.setObjectName("statistics_content")
        content.setAutoFillBackground(False)
        body = QVBoxLayout(content)
        body.setContentsMargins(40, 16, 40, 10)
        body.setSpacing(8)
        body.addLayout(head)
        body.addLayout(tab_row)
        body.addWidget(self.table_frame)
        body.addWidget(self.hotseat)
        body.addWidget(self.empty)
        titles = QHBoxLayout()
        titles.setSpacing(18)
        titles.addWidget(self.results_title, 1)
        titles.addWidget(self.form_title, 1)
        body.addLayout(titles)
        body.addWidget(self.charts, 1)
        body.addWidget(self.note)
        self.scroll = QScrollArea(self)
        self.scroll.setObjectName("statistics_scroll")
        self.scroll.setWidgetResizable(True)
        self.scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll.setStyleSheet(
            "QScrollArea, #statistics_content { background: transparent; }")
        self.scroll.viewport().setAutoFillBackground(False)
        self.scroll.setWidget(content)
        page = QVBoxLayout(self)
        page.setContentsMargins(0, 0, 0, 0)
        page.addWidget(self.scroll)
        self.tab_buttons[self.game_id].setChecked(True)
        self.retranslate()

    # ---- showing ---------------------------------------------------------------

    def show_statistics(self, stats: Statistics, game_id: str | None = None) -> None:
        """Show `stats` for `game_id` (None: keep the chosen tab)."""
        self.stats = stats
        if game_id is not None and game_id in self.tab_buttons:
            self.game_id = game_id
            self.tab_buttons[game_id].setChecked(True)
        self._fill()

    def select_game(self, game_id: str) -> None:
        self.game_id = game_id
        self.tab_buttons[game_id].setChecked(True)
        self._fill()

    @property
    def game_stats(self) -> GameStatistics:
        return self.stats.game(self.game_id)

    def rows(self) -> list[str]:
        """The opponent rows shown for the chosen game, then ALL."""
        gs = self.game_stats
        shown = [r for r in ROW_ORDER if r in ALWAYS_SHOWN or gs.tally(r).played]
        return [*shown, ALL]

    def _fill(self) -> None:
        gs = self.game_stats
        has_score = self.game_id in BEST_SCORE_TEXTS
        while self.grid.count():
            item = self.grid.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        self.cells.clear()
        self.headers.clear()
        columns = [c for c in self.COLUMNS if c != "best_score" or has_score]
        for col, key in enumerate(columns):
            label = QLabel(self._header_text(key), self.table_frame)
            label.setObjectName(f"statistics_header_{key}")
            label.setFont(theme.ui_font(10, bold=True))
            label.setWordWrap(True)
            label.setToolTip(self._header_tip(key))
            label.setAlignment((Qt.AlignmentFlag.AlignLeft if col == 0
                                else Qt.AlignmentFlag.AlignRight) | Qt.AlignmentFlag.AlignBottom)
            self.grid.addWidget(label, 0, col)
            self.headers[key] = label
        rule = QFrame(self.table_frame)
        rule.setFrameShape(QFrame.Shape.HLine)
        rule.setStyleSheet(f"color: {theme.INK_FAINT};")
        self.grid.addWidget(rule, 1, 0, 1, len(columns))
        for r, row in enumerate(self.rows(), start=2):
            tally = gs.tally(row)
            for col, key in enumerate(columns):
                label = QLabel(self._cell_text(key, row, tally), self.table_frame)
                label.setObjectName(f"statistics_{row}_{key}")
                label.setFont(theme.ui_font(10.5, bold=(col == 0 or row == ALL)))
                label.setAlignment((Qt.AlignmentFlag.AlignLeft if col == 0
                                    else Qt.AlignmentFlag.AlignRight)
                                   | Qt.AlignmentFlag.AlignVCenter)
                self.grid.addWidget(label, r, col)
                self.cells[(row, key)] = label
        self.grid.setColumnStretch(0, 1)
        self._fill_hotseat(gs)
        solo = gs.tally(ALL).played
        self.empty.setVisible(solo == 0)
        self.charts.setVisible(solo > 0)
        self.results_title.setVisible(solo > 0)
        self.form_title.setVisible(solo > 0)
        if solo > 0:
            self._fill_charts(gs)

    def _fill_hotseat(self, gs: GameStatistics) -> None:
        row = gs.tally(HOTSEAT)
        if not row.played:
            self.hotseat.hide()
            return
        names = sorted(gs.players.items(), key=lambda kv: (-kv[1].won, -kv[1].shared, kv[0]))
        parts = []
        for name, pt in names[:8]:
            if pt.shared:
                #: A person's hot-seat wins; %1 name, %2 sole wins, %3 shared wins.
                parts.append(self.tr("%1 %2 (and %3 shared)").replace("%1", name)
                             .replace("%2", str(pt.won)).replace("%3", str(pt.shared)))
            else:
                parts.append(self.tr("%1 %2").replace("%1", name).replace("%2", str(pt.won)))
        if row.played == 1:
            #: Hot-seat summary of one game; %2 its moves, %3 the names with their
            #: wins (e.g. "Aiko 1, Kenji 0").
            text = self.tr("Several people at one screen: 1 game of %2 moves. Wins: %3.")
        else:
            #: Hot-seat summary; %1 number of games, %2 average moves, %3 the list
            #: of names with their wins (e.g. "Aiko 3, Kenji 1").
            text = self.tr("Several people at one screen: %1 games, on average %2 moves. "
                           "Wins: %3.")
        self.hotseat.setText(text.replace("%1", str(row.played))
                             .replace("%2", _number(row.average_length))
                             .replace("%3", ", ".join(parts)))
        self.hotseat.show()

    def _fill_charts(self, gs: GameStatistics) -> None:
        from senji_desktop.ui.common.charts import FormChart, ResultsChart

        for chart in (self.results_chart, self.form_chart):
            if chart is not None:
                self.charts_row.removeWidget(chart)
                chart.deleteLater()
        rows = [(self.tr(ROW_TEXTS[r]), gs.tally(r).won, gs.tally(r).shared, gs.tally(r).lost)
                for r in self.rows() if r != ALL]
        self.results_chart = ResultsChart(rows, self.charts)
        recent = gs.recent[-FORM_GAMES:]
        #: %n is the number of games shown.
        self.form_title.setText(self.tr("Form over your latest %n games", "", len(recent)))
        self.form_chart = FormChart([(g.result, g.hints) for g in recent], self.charts)
        self.charts_row.addWidget(self.results_chart, 1)
        self.charts_row.addWidget(self.form_chart, 1)

    # ---- texts -----------------------------------------------------------------

    def _header_text(self, key: str) -> str:
        return {
            "opponent": self.tr("Opponents"),
            "played": self.tr("Played"),
            "won": self.tr("Won"),
            "shared": self.tr("Shared"),
            "lost": self.tr("Lost"),
            "win_rate": self.tr("Win rate"),
            "streak": self.tr("Streak"),
            "best_streak": self.tr("Best streak"),
            "best_score": self.tr("Best score"),
            "length": self.tr("Moves per game"),
            "hints": self.tr("With hints"),
        }[key]

    def _header_tip(self, key: str) -> str:
        tips = {
            "opponent": self.tr("The strongest computer opponent at the table."),
            "won": self.tr("Games you won alone."),
            "shared": self.tr("Games whose win you shared with others."),
            "win_rate": self.tr("Games won alone per game played."),
            "streak": self.tr("Wins in a row up to your latest game; a shared win neither "
                              "adds to it nor ends it."),
            "best_streak": self.tr("Your longest run of wins."),
            "length": self.tr("The average number of moves of all players per game."),
            "hints": self.tr("Games in which you asked for a suggested move."),
        }
        if key == "best_score":
            return self.tr(BEST_SCORE_TEXTS.get(self.game_id, ""))
        return tips.get(key, "")

    def _cell_text(self, key: str, row: str, tally: Tally) -> str:
        if key == "opponent":
            return self.tr(ROW_TEXTS[row])
        values: dict[str, str] = {
            "played": str(tally.played),
            "won": str(tally.won),
            "shared": str(tally.shared),
            "lost": str(tally.lost),
            "win_rate": _percent(tally.win_rate),
            "streak": str(tally.streak) if tally.played else "–",
            "best_streak": str(tally.best_streak) if tally.played else "–",
            "best_score": _number(tally.best_score),
            "length": _number(tally.average_length),
            "hints": str(tally.hints) if tally.played else "–",
        }
        return values[key]

    def retranslate(self) -> None:
        self.title.setText(self.tr("Statistics"))
        self.back.setText(self.tr("Back"))
        self.back.setToolTip(self.tr("Back to where you came from."))
        self.reset.setText(self.tr("Reset statistics…"))
        self.reset.setToolTip(self.tr(
            "Set every count of every game to zero (you are asked first)."))
        self.empty.setText(self.tr(
            "No game against the computer finished yet. Your results appear here after "
            "your first game."))
        self.results_title.setText(self.tr("Results per difficulty"))
        self.note.setText(self.tr(
            "A game against the computer counts under its strongest computer opponent. "
            "Games of several people at one screen are counted by name; games with only "
            "computer players are not counted. Games in which you asked for a suggested "
            "move are counted too and marked."))
        self._fill()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # ---- reset -----------------------------------------------------------------

    def ask_reset(self) -> None:
        """Ask before every count is set to zero (:attr:`reset_question`, non-blocking)."""
        if self.reset_question is not None:
            self.reset_question.raise_()
            return

        def answered(name: str) -> None:
            if name == "reset":
                self.reset_requested.emit()

        open_question(
            self, "reset_question", QMessageBox.Icon.Question, self.tr("Reset statistics"),
            self.tr("Set the statistics of every game to zero? This cannot be undone."),
            [("reset", self.tr("Reset"), QMessageBox.ButtonRole.DestructiveRole),
             ("cancel", self.tr("Cancel"), QMessageBox.ButtonRole.RejectRole)],
            default="cancel", escape="cancel", answered=answered,
            informative=self.tr("Your finished games stay in the list of finished games."))

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        paint_paper(p, QRectF(self.rect()), dpr=self.devicePixelRatioF())
        p.end()

