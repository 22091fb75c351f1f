"""The "Finished games" window: every kept finished game, to watch its replay.

The games come from the finished-games archive (``persistence/archive.py``:
the latest games of each game, options, seed, moves, seats and result), all
games together, newest first: the game, when it ended, the players, who won,
its length in moves and whether suggested moves were used. "Watch the
replay" (or a double click, or Enter) emits :attr:`FinishedGamesDialog.replay_requested`
with the chosen entry; the main window opens the replay viewer with it.
A damaged archive file was set aside by the loader; its message is shown
above the list.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from senji_desktop.ui.common import theme
from senji_desktop.ui.registry import GAME_UIS


def load_all_finished() -> tuple[list[Any], list[str]]:
    """Every kept finished game of every game, newest first, and the
    problems met (translated sentences; a damaged file was set aside)."""
    from PySide6.QtCore import QCoreApplication

    from senji_desktop.persistence.archive import load_finished

    games: list[Any] = []
    problems: list[str] = []
    for ui in GAME_UIS:
        if not ui.playable:
            continue
        found, problem = load_finished(ui.game_id)
        games.extend(found)
        if problem is not None:
            translated = getattr(problem, "translated", None)
            problems.append(str(translated(QCoreApplication.translate))
                            if callable(translated) else str(problem))
    games.sort(key=lambda g: g.finished_at, reverse=True)
    return games, problems


def _when(moment: datetime) -> str:
    local = moment.astimezone()
    fmt = "%H:%M" if local.date() == datetime.now().date() else "%Y-%m-%d %H:%M"
    return local.strftime(fmt)


class FinishedGamesDialog(QDialog):
    """The list of finished games (see module docstring)."""

    #: The entry (a ``persistence.archive.FinishedGame``) whose replay to watch.
    replay_requested = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("finished_games")
        self.setStyleSheet(theme.panel_style_sheet())
        self.resize(760, 460)
        layout = QVBoxLayout(self)
        self.problem = QLabel(self)
        self.problem.setObjectName("finished_problem")
        self.problem.setWordWrap(True)
        self.problem.setProperty("role", "status")
        self.problem.hide()
        layout.addWidget(self.problem)
        self.empty = QLabel(self)
        self.empty.setObjectName("finished_empty")
        self.empty.setWordWrap(True)
        self.empty.hide()
        layout.addWidget(self.empty)
        self.list = QTreeWidget(self)
        self.list.setObjectName("finished_list")
        self.list.setRootIsDecorated(False)
        self.list.setUniformRowHeights(True)
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.list.setAllColumnsShowFocus(True)
        self.list.itemDoubleClicked.connect(lambda *_: self._watch())
        self.list.currentItemChanged.connect(lambda *_: self._update_buttons())
        layout.addWidget(self.list, 1)
        self.buttons = QDialogButtonBox(self)
        self.watch = QPushButton(self)
        self.watch.setObjectName("watch_replay")
        self.watch.setDefault(True)
        self.buttons.addButton(self.watch, QDialogButtonBox.ButtonRole.AcceptRole)
        self.close_button = self.buttons.addButton(QDialogButtonBox.StandardButton.Close)
        self.watch.clicked.connect(self._watch)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self._games: list[Any] = []
        self.retranslate()
        self.reload()

    def reload(self) -> None:
        """Read the archive again and fill the list."""
        games, problems = load_all_finished()
        self._games = games
        self.problem.setText("\n".join(problems))
        self.problem.setVisible(bool(problems))
        self._fill()

    def _fill(self) -> None:
        titles = {ui.game_id: ui.title for ui in GAME_UIS}
        self.list.clear()
        for game in self._games:
            names = [s.name for s in game.seats]
            winners = ", ".join(names[s] for s in game.winners if 0 <= s < len(names))
            item = QTreeWidgetItem([
                titles.get(game.game_id, game.game_id),
                _when(game.finished_at),
                ", ".join(names),
                winners,
                str(game.length),
                self.tr("yes") if game.hints_used else "",
            ])
            item.setTextAlignment(4, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            item.setData(0, Qt.ItemDataRole.UserRole, game.key)
            self.list.addTopLevelItem(item)
        if self._games:
            self.list.setCurrentItem(self.list.topLevelItem(0))
        header = self.list.header()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self.list.setVisible(bool(self._games))
        self.empty.setVisible(not self._games)
        self._update_buttons()

    @property
    def games(self) -> list[Any]:
        """The entries listed, in list order (newest first)."""
        return list(self._games)

    def _update_buttons(self) -> None:
        self.watch.setEnabled(self.list.currentItem() is not None)

    def _watch(self) -> None:
        item = self.list.currentItem()
        if item is None:
            return
        index = self.list.indexOfTopLevelItem(item)
        if 0 <= index < len(self._games):
            self.replay_requested.emit(self._games[index])
            self.accept()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Finished games"))
        self.list.setHeaderLabels([self.tr("Game"), self.tr("Ended"), self.tr("Players"),
                                   self.tr("Winner"), self.tr("Moves"), self.tr("Hints")])
        self.watch.setText(self.tr("&Watch the replay"))
        self.watch.setToolTip(self.tr("Step through the chosen game, every hand face up."))
        self.empty.setText(self.tr("No finished game yet. Every game you finish is kept here "
                                   "(the latest 50 of each game), so you can watch it again."))
        if self._games:
            self._fill()
