"""The application window: home screen, game page and hot-seat pass screen.

A QStackedWidget holds three pages: the home screen (``ui/home.py``), the game
page (the current game's table) and the pass screen. Menus: Game (New game…,
Resume…, Back to home, Quit), Settings (Language, Animation speed, Text size,
Memory aid), Help (Rules of the current game, About).

Every game keeps its own autosave (``persistence/saves.py``): the home screen
offers each unfinished game, Resume in the menu continues the newest one.
Starting a new game of a game that has an unfinished one asks first (resume
instead, start new, cancel); discarding an unfinished game asks first too —
a discarded game cannot be brought back, and the question costs one click on
a rare action, where an undo would have to keep the file around unseen.

Nothing here blocks the asyncio loop: dialogs are opened with ``open()``; the
game's turn loop runs in the controller as a qasync task, and every way out
(new game, home, quit) stops it first, cancelling any AI search.

Nothing is lost without a word: when an autosave fails (a full disk, a
read-only profile) a warning stays in the status bar
(:attr:`MainWindow.autosave_indicator`) until a save works again, and
quitting then asks first (:attr:`MainWindow.quit_question`; a signal such as
SIGTERM quits without asking, see :meth:`MainWindow.close_now`), and so does
leaving the game for the home screen, a new game or Open…
(:attr:`MainWindow.leave_question`) — each after one more try to save. Quitting
never gets stuck: every step of closing is guarded, and the window is hidden
before the game and its AI are stopped.
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from datetime import datetime
from pathlib import Path
from typing import Any

from PySide6.QtCore import (
    QByteArray,
    QCoreApplication,
    QEvent,
    QLockFile,
    QPoint,
    QRect,
    QSize,
    QStandardPaths,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import (
    QAction,
    QActionGroup,
    QCloseEvent,
    QGuiApplication,
    QIcon,
    QKeySequence,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMessageBox,
    QSlider,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
    QWidgetAction,
)

from senji_desktop import quit_probe
from senji_desktop.i18n import LanguageManager, available_languages
from senji_desktop.persistence.problems import write_failure
from senji_desktop.persistence.saves import (
    SAVE_FILE_SUFFIX,
    SaveFileError,
    SaveGame,
    clear_autosave,
    has_autosave,
    list_autosaves,
    load_autosave,
    load_from,
    restore,
    save_to,
)
from senji_desktop.persistence.settings import (
    Settings,
    load_settings,
    save_settings,
    speed_factor,
)
from senji_desktop.resources import resource_path
from senji_desktop.ui.common import theme
from senji_desktop.ui.common.pass_screen import PassScreen
from senji_desktop.ui.common.question import open_question
from senji_desktop.ui.home import HomePage, ResumeOffer
from senji_desktop.ui.kit.contract import hide_tooltip_now
from senji_desktop.ui.play_commands import PlayCommands
from senji_desktop.ui.registry import game_ui
from senji_desktop.ui.replay_view import ReplayPage
from senji_desktop.ui.sound import SoundPlayer
from senji_desktop.ui.tutorial_bar import TutorialBar

log = logging.getLogger(__name__)

# The window's smallest size: with a title bar and a 48 px panel it still fits
# a 1366×768 screen (the metainfo's display_length), and a Senshi table for
# four opens in it (tests/app/test_app_window.py).
MIN_SIZE = QSize(1024, 640)
# Room kept free around the default size on a small screen: the window frame
# and title bar are drawn outside the client size.
FRAME_ALLOWANCE = QSize(16, 40)
#: After a hand-over is confirmed the table ignores choices this long (ms),
#: so a key held by the confirming player cannot play a move at once.
INPUT_HOLD_AFTER_PASS_MS = 400
DEFAULT_SIZE = QSize(1280, 800)

_SPEEDS = ("instant", "fast", "normal", "slow")
#: The text sizes of the Settings menu, in per cent.
TEXT_SIZES = (100, 125, 150)


# The single-instance lock's file name in the data folder (``persistence.paths.data_dir``).
INSTANCE_LOCK_NAME = "senji-desktop.lock"


def acquire_instance_lock() -> QLockFile | None:
    """The lock that makes this process the profile's one app window, or None if
    another running app holds it (then this process must not open a window: two
    windows would write the same game's autosave).

    A ``QLockFile`` in the data folder; the caller keeps it for the app's life.
    The lock of a process that has died (crash, kill) is taken over at once:
    QLockFile sees its process id is gone; so is a lock file its owner died
    before writing its process id into (a kill right after start)."""
    from senji_desktop.persistence.paths import data_dir

    folder = data_dir()
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError:
        log.warning("no data folder %s: started without the single-instance lock", folder)
        return QLockFile(str(folder / INSTANCE_LOCK_NAME))  # an unlocked stand-in
    lock = QLockFile(str(folder / INSTANCE_LOCK_NAME))
    lock.setStaleLockTime(0)  # stale only when its process is gone, never by age
    if lock.tryLock(200):
        return lock
    if lock.error() == QLockFile.LockError.LockFailedError:
        pid, _host, _app = lock.getLockInfo()
        # A lock file without its owner's process id is what an app killed
        # between creating the file and writing into it leaves behind; QLockFile
        # never counts it stale, so every later start would say "already
        # running". Removing it succeeds only while no live process holds the
        # file's native lock, and the owner had the 200 ms above to write.
        if pid <= 0 and lock.removeStaleLockFile():
            log.warning("single-instance lock %s had no owner: taken over",
                        folder / INSTANCE_LOCK_NAME)
            if lock.tryLock(200):
                return lock
        if lock.error() == QLockFile.LockError.LockFailedError:
            return None
    log.warning("single-instance lock %s not usable (%s): started without it",
                folder / INSTANCE_LOCK_NAME, lock.error())
    return lock


def already_running_box(language: str | None = None) -> QMessageBox:
    """The short note of a second start ("Senji Desktop is already running."), in
    `language` or the saved settings' language; open it and exit when it closes."""
    manager = LanguageManager(QCoreApplication.instance())
    manager.set_language(language or load_settings()[0].language)
    box = QMessageBox(QMessageBox.Icon.Information, "Senji Desktop",
                      QCoreApplication.translate("MainWindow",
                                                 "Senji Desktop is already running."),
                      QMessageBox.StandardButton.Ok)
    box.setObjectName("already_running")
    box.setWindowIcon(app_icon())
    return box


def problem_text(message: Any) -> str:
    """A persistence problem in the current language (ProblemText or plain str)."""
    translated = getattr(message, "translated", None)
    if callable(translated):
        return str(translated(QCoreApplication.translate))
    return str(message)


# Pixel sizes of the icon's PNG files in ``resources/icons`` (packaging/render_icons.py).
ICON_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)


def app_icon() -> QIcon:
    """The app's icon: its PNG sizes (``resources/icons/senji-desktop-<N>.png``)
    and the SVG for every other size; an empty icon if none of them exists."""
    icon = QIcon()
    for size in ICON_SIZES:
        path = resource_path("icons", f"senji-desktop-{size}.png")
        if path.is_file():
            icon.addFile(str(path), QSize(size, size))
    svg = resource_path("icons", "senji-desktop.svg")
    if svg.is_file():
        icon.addFile(str(svg))
    return icon


def _when(save: SaveGame) -> str:
    """The time of the save's last move in local time: "14:05" today, else
    "2026-11-28 14:05"."""
    saved_at = getattr(save, "saved_at", None)
    if not isinstance(saved_at, datetime):
        return ""
    try:
        local = saved_at.astimezone()
    except (OverflowError, OSError, ValueError):  # a year at the edge of the calendar
        return ""
    fmt = "%H:%M" if local.date() == datetime.now().date() else "%Y-%m-%d %H:%M"
    return local.strftime(fmt)


class GamePage(QWidget):
    """Holds the current table (one at a time) and, above it in a tutorial,
    the tutorial bar."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("game_page")
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._layout.setSpacing(0)
        self.tutorial_bar = TutorialBar(self)
        self.tutorial_bar.hide()
        self._layout.addWidget(self.tutorial_bar)
        self.table: Any = None

    def set_table(self, table: Any) -> None:
        if self.table is not None:
            self._layout.removeWidget(self.table)
            self.table.hide()
            self.table.deleteLater()
        self.table = table
        if table is not None:
            self._layout.addWidget(table)
            table.show()


class MainWindow(QMainWindow):
    """The one window of the app.

    `settings` defaults to ``load_settings()`` (a problem with the file is
    shown once, without blocking); `language` overrides the saved language
    and is remembered. `ai_iterations` caps every AI search (tests, screenshots)."""

    # Emitted from closeEvent after the running game was stopped.
    closed = Signal()
    # A game was started (its controller is ready and running).
    game_started = Signal(object)
    # A finished game was counted in the statistics and kept in the archive
    # (a ``persistence.archive.FinishedGame``; emitted once per game).
    game_recorded = Signal(object)
    # From the recording thread: (FinishedGame, its finished future).
    _recorded = Signal(object, object)

    def __init__(self, *, settings: Settings | None = None, language: str | None = None,
                 language_manager: LanguageManager | None = None,
                 ai_iterations: int | None = None, check_autosave: bool = True,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("main_window")
        # Messages for the player, translated when they are shown (ProblemText or str).
        self._notices: list[Any] = []
        self.notice: QMessageBox | None = None
        if settings is None:
            settings, problem = load_settings()
            if problem:
                self._notices.append(problem)
        self.settings = settings
        # Saved once the window speaks the chosen language, so that a failure is
        # told in it (see the end of __init__).
        language_changed = language is not None and language != settings.language
        if language_changed:
            settings.language = language  # type: ignore[assignment]
        self.ai_iterations = ai_iterations
        self.lang = language_manager or LanguageManager(self)
        self.controller: Any = None
        self.table: Any = None
        # The unfinished autosaved games, newest first (checked by replay).
        self.pending_resumes: list[SaveGame] = []
        self._new_game_dialog: Any = None
        # The open "Finished games" list, if any.
        self.finished_dialog: Any = None
        # The open "replace your unfinished game?" / "discard?" questions, if any.
        self.replace_question: QMessageBox | None = None
        self.discard_question: QMessageBox | None = None
        # The open Save as / Open file dialog, if any.
        self.file_dialog: QFileDialog | None = None
        # Records finished games off the GUI thread (made at the first end of a game).
        self._recorder: ThreadPoolExecutor | None = None
        self._recorded.connect(self._on_recorded)
        # The Statistics page (made when first shown) and the page to go back to.
        self.statistics_page: Any = None
        self._before_statistics: QWidget | None = None
        self._shown_once = False
        # The single-instance lock (acquire_instance_lock) while this window is the app's.
        self.instance_lock: QLockFile | None = None
        # The open "quit with unsaved moves?" question, if any; set once quitting is decided.
        self.quit_question: QMessageBox | None = None
        self._quit_decided = False
        # The open "leave the game with unsaved moves?" question, if any.
        self.leave_question: QMessageBox | None = None
        # Why the running game's last autosave failed (ProblemText), None while it is safe.
        self._unsaved_reason: Any = None
        # Why the last attempt to save the settings failed (ProblemText), None once one works.
        self._settings_unsaved_reason: Any = None
        # The settings as last written (JSON text), so unchanged ones are not written again.
        self._settings_written: str | None = None
        #: Called once the window has closed and everything is on disk, instead
        #: of waiting for the AI worker (the app's entry point sets it to end
        #: the process at once; None in tests and embedded use).
        self.exit_when_closed: Any = None

        self.sound = SoundPlayer(settings.sound_volume, settings.sound_muted, self)
        # A person's turn sounds only after others played (not between one's own decisions).
        self._others_moved = True
        self._last_human: int | None = None
        self.home = HomePage(self)
        self.game_page = GamePage(self)
        self.pass_screen = PassScreen(self)
        self.replay_page = ReplayPage(self)
        self.stack = QStackedWidget(self)
        self.stack.addWidget(self.home)
        self.stack.addWidget(self.game_page)
        self.stack.addWidget(self.pass_screen)
        self.stack.addWidget(self.replay_page)
        self.setCentralWidget(self.stack)
        self.home.play_requested.connect(self.new_game)
        self.home.statistics_requested.connect(lambda: self.show_statistics())
        self.home.finished_requested.connect(self.show_finished_games)
        self.home.rules_requested.connect(self.show_rules)
        self.home.learn_requested.connect(self.learn)
        bar = self.game_page.tutorial_bar
        bar.continue_clicked.connect(self._tutorial_continue)
        bar.rule_requested.connect(lambda anchor: self.show_rules(None, anchor))
        bar.restart_requested.connect(self.restart_tutorial)
        bar.leave_requested.connect(self.go_home)
        bar.play_requested.connect(lambda: self._play_after_tutorial())
        # The tutorial on the table (game id), if any.
        self._tutorial_game: str | None = None
        self.learn_question: QMessageBox | None = None
        #: "Restart the tutorial?" while it is open (see restart_tutorial).
        self.restart_question: QMessageBox | None = None
        from senji_desktop.controller.tutorial import has_tutorial

        for card in self.home.cards:
            card.set_tutorial(has_tutorial(card.game.game_id))
        self.home.banner.resume_requested.connect(self.resume_game)
        self.home.banner.discard_requested.connect(self.ask_discard)
        self.pass_screen.confirmed.connect(self._on_pass_confirmed)
        self.replay_page.leave_requested.connect(self.go_home)

        self._build_menus()
        # Menu and status bar in the paper tones of the pages, so the window reads as one.
        self.menuBar().setStyleSheet(
            f"QMenuBar {{ background: {theme.PAPER_DARK}; color: {theme.INK}; }}"
            f"QMenuBar::item:selected {{ background: {theme.PAPER_LIGHT}; }}")
        self.statusBar().setStyleSheet(
            f"QStatusBar {{ background: {theme.PAPER_DARK}; color: {theme.INK}; }}")
        # A permanent widget: transient messages ("… is thinking") never cover it.
        self.autosave_indicator = QLabel(self)
        self.autosave_indicator.setObjectName("autosave_indicator")
        self.autosave_indicator.setStyleSheet(
            f"QLabel {{ color: {theme.ACCENT}; font-weight: bold; padding: 0 6px; }}")
        self.autosave_indicator.hide()
        self.statusBar().addPermanentWidget(self.autosave_indicator)
        # The same for the settings: it stays until a settings save works again.
        self.settings_indicator = QLabel(self)
        self.settings_indicator.setObjectName("settings_indicator")
        self.settings_indicator.setStyleSheet(self.autosave_indicator.styleSheet())
        self.settings_indicator.hide()
        self.statusBar().addPermanentWidget(self.settings_indicator)
        self.setMinimumSize(MIN_SIZE)
        self.setWindowIcon(app_icon())
        self._restore_geometry()
        self.lang.language_changed.connect(self._on_language_changed)
        self.lang.set_language(settings.language)
        self.retranslate()
        if language_changed:
            self._save_settings()
        if check_autosave:
            self.check_autosave()
        self._update_actions()

    # ---- menus -----------------------------------------------------------------

    def _build_menus(self) -> None:
        bar = self.menuBar()
        self.game_menu = bar.addMenu("")
        self.act_new = QAction(self)
        self.act_new.setObjectName("act_new_game")
        self.act_new.setShortcut(QKeySequence.StandardKey.New)
        self.act_new.triggered.connect(lambda: self.new_game("senshi"))
        self.act_resume = QAction(self)
        self.act_resume.setObjectName("act_resume")
        self.act_resume.triggered.connect(lambda: self.resume_game())
        self.act_statistics = QAction(self)
        self.act_statistics.setObjectName("act_statistics")
        self.act_statistics.triggered.connect(lambda: self.show_statistics())
        self.act_open = QAction(self)
        self.act_open.setObjectName("act_open")
        self.act_open.setShortcut(QKeySequence.StandardKey.Open)
        self.act_open.triggered.connect(self.open_saved_game)
        self.act_save_as = QAction(self)
        self.act_save_as.setObjectName("act_save_as")
        self.act_save_as.setShortcut(QKeySequence("Ctrl+Shift+S"))
        self.act_save_as.triggered.connect(self.save_game_as)
        self.act_finished = QAction(self)
        self.act_finished.setObjectName("act_finished_games")
        self.act_finished.triggered.connect(self.show_finished_games)
        self.act_home = QAction(self)
        self.act_home.setObjectName("act_home")
        self.act_home.setShortcut(QKeySequence("Ctrl+H"))
        self.act_home.triggered.connect(self.go_home)
        self.act_quit = QAction(self)
        self.act_quit.setObjectName("act_quit")
        self.act_quit.setShortcut(QKeySequence("Ctrl+Q"))
        self.act_quit.setMenuRole(QAction.MenuRole.QuitRole)
        self.act_quit.triggered.connect(self.close)
        self.game_menu.addAction(self.act_new)
        self.game_menu.addAction(self.act_resume)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.act_open)
        self.game_menu.addAction(self.act_save_as)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.act_statistics)
        self.game_menu.addAction(self.act_finished)
        self.game_menu.addAction(self.act_home)
        self.game_menu.addSeparator()
        # Undo, Redo and "Suggest a move" (ui/play_commands.py); the menu shows
        # why undo is not possible as the greyed item's tooltip.
        self.play = PlayCommands(self, self._show_status, self.watch_replay_of_current,
                                 show_refusal=self._show_refusal)
        for act in self.play.actions:
            self.game_menu.addAction(act)
        self.game_menu.setToolTipsVisible(True)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.act_quit)

        self.settings_menu = bar.addMenu("")
        self.language_menu = self.settings_menu.addMenu("")
        self.language_group = QActionGroup(self)
        self.language_group.setExclusive(True)
        self.language_actions: dict[str, QAction] = {}
        for code, endonym in available_languages():
            act = QAction(endonym, self)  # endonyms are never translated
            act.setObjectName(f"act_lang_{code}")
            act.setCheckable(True)
            act.setData(code)
            act.triggered.connect(lambda _=False, c=code: self.set_language(c))
            self.language_group.addAction(act)
            self.language_menu.addAction(act)
            self.language_actions[code] = act
        self.speed_menu = self.settings_menu.addMenu("")
        self.speed_group = QActionGroup(self)
        self.speed_group.setExclusive(True)
        self.speed_actions: dict[str, QAction] = {}
        for code in _SPEEDS:
            act = QAction(self)
            act.setObjectName(f"act_speed_{code}")
            act.setCheckable(True)
            act.triggered.connect(lambda _=False, c=code: self.set_animation_speed(c))
            self.speed_group.addAction(act)
            self.speed_menu.addAction(act)
            self.speed_actions[code] = act
        self.text_size_menu = self.settings_menu.addMenu("")
        self.text_size_menu.setObjectName("text_size_menu")
        self.text_size_group = QActionGroup(self)
        self.text_size_group.setExclusive(True)
        self.text_size_actions: dict[int, QAction] = {}
        for size in TEXT_SIZES:
            act = QAction(f"{size} %", self)  # a number: the same in every language
            act.setObjectName(f"act_text_size_{size}")
            act.setCheckable(True)
            act.triggered.connect(lambda _=False, s=size: self.set_text_size(s))
            self.text_size_group.addAction(act)
            self.text_size_menu.addAction(act)
            self.text_size_actions[size] = act
        self.act_memory = QAction(self)
        self.act_memory.setObjectName("act_memory_aid")
        self.act_memory.setCheckable(True)
        self.act_memory.toggled.connect(self.set_memory_aid)
        self.settings_menu.addAction(self.act_memory)
        self.sound_menu = self.settings_menu.addMenu("")
        self.sound_menu.setObjectName("sound_menu")
        self.act_sound = QAction(self)
        self.act_sound.setObjectName("act_sound")
        self.act_sound.setCheckable(True)
        self.act_sound.toggled.connect(lambda on: self.set_sound_muted(not on))
        self.sound_menu.addAction(self.act_sound)
        self.volume_row = QWidget(self)
        self.volume_row.setObjectName("volume_row")
        row = QHBoxLayout(self.volume_row)
        row.setContentsMargins(12, 4, 12, 6)
        self.volume_label = QLabel(self.volume_row)
        self.volume_slider = QSlider(Qt.Orientation.Horizontal, self.volume_row)
        self.volume_slider.setObjectName("volume_slider")
        self.volume_slider.setRange(0, 100)
        self.volume_slider.setSingleStep(5)
        self.volume_slider.setPageStep(10)
        self.volume_slider.setMinimumWidth(140)
        self.volume_value = QLabel(self.volume_row)
        self.volume_value.setMinimumWidth(40)
        self.volume_label.setBuddy(self.volume_slider)
        row.addWidget(self.volume_label)
        row.addWidget(self.volume_slider, 1)
        row.addWidget(self.volume_value)
        self.volume_slider.valueChanged.connect(self._on_volume_moved)
        self.volume_slider.sliderReleased.connect(self._volume_chosen)
        self.act_volume = QWidgetAction(self)
        self.act_volume.setObjectName("act_volume")
        self.act_volume.setDefaultWidget(self.volume_row)
        self.sound_menu.addAction(self.act_volume)

        self.help_menu = bar.addMenu("")
        self.act_rules = QAction(self)
        self.act_rules.setObjectName("act_rules")
        self.act_rules.setShortcut(QKeySequence(Qt.Key.Key_F1))
        self.act_rules.triggered.connect(lambda: self.show_rules())
        self.act_about = QAction(self)
        self.act_about.setObjectName("act_about")
        self.act_about.setMenuRole(QAction.MenuRole.AboutRole)
        self.act_about.triggered.connect(self.show_about)
        self.help_menu.addAction(self.act_rules)
        self.help_menu.addAction(self.act_about)
        self._sync_setting_actions()

    def _sync_setting_actions(self) -> None:
        s = self.settings
        if s.language in self.language_actions:
            self.language_actions[s.language].setChecked(True)
        self.speed_actions[s.animation_speed].setChecked(True)
        self.text_size_actions[s.text_size].setChecked(True)
        self.act_memory.blockSignals(True)
        self.act_memory.setChecked(s.memory_aid)
        self.act_memory.blockSignals(False)
        self.act_sound.blockSignals(True)
        self.act_sound.setChecked(not s.sound_muted)
        self.act_sound.blockSignals(False)
        self.volume_slider.blockSignals(True)
        self.volume_slider.setValue(s.sound_volume)
        self.volume_slider.blockSignals(False)
        self.volume_value.setText(f"{s.sound_volume} %")
        self.volume_slider.setEnabled(not s.sound_muted)

    def _update_actions(self) -> None:
        in_game = self.controller is not None
        self.act_resume.setEnabled(bool(self.pending_resumes) and not in_game)
        self.act_save_as.setEnabled(in_game)
        self.act_home.setEnabled(in_game or self.stack.currentWidget() is not self.home)
        self.act_rules.setEnabled(in_game or self.replay_page.controller is not None)

    # ---- texts -----------------------------------------------------------------

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _on_language_changed(self, _code: str) -> None:
        # LanguageChange events are posted; the switch should be complete at once,
        # and scene items only learn of it through table.retranslate().
        self.retranslate()
        self.home.retranslate()
        self.pass_screen.retranslate()
        if self.statistics_page is not None:
            self.statistics_page.retranslate()
        self.replay_page.retranslate()
        if self.table is not None:
            self.table.retranslate()
        if self.tutorial is not None:
            self.tutorial.retranslate()

    def retranslate(self) -> None:
        self._update_title()
        self.game_menu.setTitle(self.tr("&Game"))
        self.act_new.setText(self.tr("&New game…"))
        self.act_new.setToolTip(self.tr("Choose players and start a new game of Senshi."))
        self.act_resume.setText(self.tr("&Resume…"))
        self.act_resume.setToolTip(self.tr("Continue the most recent unfinished game."))
        self.act_statistics.setText(self.tr("S&tatistics"))
        self.act_statistics.setToolTip(self.tr("Your results in every game."))
        self.act_open.setText(self.tr("&Open saved game…"))
        self.act_open.setToolTip(self.tr("Continue a game you saved to a file."))
        self.act_save_as.setText(self.tr("&Save game as…"))
        self.act_save_as.setToolTip(self.tr(
            "Save the game on the table to a file of your choice, to continue it later."))
        self.act_finished.setText(self.tr("Finished &games…"))
        self.act_finished.setToolTip(self.tr("Watch the replay of a game you finished."))
        self.act_home.setText(self.tr("Back to &home"))
        self.act_home.setToolTip(
            self.tr("Leave the table; an unfinished game can be resumed later."))
        self.act_quit.setText(self.tr("&Quit"))
        self.play.retranslate()
        self.settings_menu.setTitle(self.tr("&Settings"))
        self.language_menu.setTitle(self.tr("&Language"))
        self.speed_menu.setTitle(self.tr("&Animation speed"))
        names = {
            "instant": self.tr("Instant"),
            "fast": self.tr("Fast"),
            "normal": self.tr("Normal"),
            "slow": self.tr("Slow"),
        }
        for code, act in self.speed_actions.items():
            act.setText(names[code])
        self.text_size_menu.setTitle(self.tr("&Text size"))
        self.text_size_menu.setToolTip(self.tr("The size of the text on the tables"))
        self.act_memory.setText(self.tr("&Memory aid"))
        self.act_memory.setToolTip(self.tr(
            "Show what you remember about other players' tiles (everything that was ever "
            "shown to you)."))
        self.sound_menu.setTitle(self.tr("S&ound"))
        self.act_sound.setText(self.tr("Sound &effects"))
        self.act_sound.setToolTip(self.tr("Short sounds for moves, dice, captures and your turn."))
        #: Label before the volume slider in Settings › Sound.
        self.volume_label.setText(self.tr("&Volume"))
        self.volume_slider.setToolTip(self.tr("How loud the sound effects are."))
        self.help_menu.setTitle(self.tr("&Help"))
        self.act_rules.setText(self.tr("&Rules of the current game"))
        self.act_about.setText(self.tr("&About Senji Desktop"))
        self._refresh_resume_banner()
        self._update_autosave_indicator()
        self._update_settings_indicator()

    def _update_title(self) -> None:
        replay = self.replay_page.controller
        if replay is not None and self.controller is None:
            #: Window title of the replay viewer; %1 is the game's name, e.g. Senshi.
            self.setWindowTitle(self.tr("Replay of %1 – Senji Desktop")
                                .replace("%1", game_ui(replay.game_id).title))
        elif self.controller is not None and self._tutorial_game is not None:
            #: Window title during a tutorial; %1 is the game's name, e.g. Senshi.
            self.setWindowTitle(self.tr("Learning %1 – Senji Desktop")
                                .replace("%1", game_ui(self._tutorial_game).title))
        elif self.controller is not None:
            #: Window title while a game is open; %1 is the game's name, e.g. Senshi.
            self.setWindowTitle(
                self.tr("%1 – Senji Desktop").replace("%1", game_ui(self.controller.game_id).title))
        else:
            self.setWindowTitle("Senji Desktop")

    # ---- settings --------------------------------------------------------------

    def _save_settings(self) -> None:
        current = self.settings.model_dump_json()
        if current == self._settings_written and self._settings_unsaved_reason is None:
            return  # on disk already (quitting on a busy machine: no write, no fsync)
        try:
            save_settings(self.settings)
            self._settings_written = current
        except Exception as exc:
            # Whatever fails, the window goes on (and closes): the reason in the
            # log (the system's text, never a temporary file's path), and a
            # warning in the status bar until a settings save works again.
            reason = write_failure(exc)
            log.warning("settings not saved: %s", reason)
            log.debug("settings not saved", exc_info=exc)
            self._settings_unsaved_reason = reason
        else:
            self._settings_unsaved_reason = None
        self._update_settings_indicator()

    def _update_settings_indicator(self) -> None:
        label = getattr(self, "settings_indicator", None)
        if label is None:
            return
        if self._settings_unsaved_reason is None:
            label.hide()
            label.clear()
            return
        #: Status bar warning while the settings cannot be saved; the reason follows as a sentence.
        label.setText(self.tr("⚠ Settings not saved.") + " "
                      + problem_text(self._settings_unsaved_reason))
        label.setToolTip(self.tr(
            "Your settings (language, window size, sound …) could not be saved. They apply "
            "until you quit and are saved as soon as it works again."))
        label.show()

    def set_language(self, code: str) -> None:
        """Switch every text now (menus, pages, table scene, log) and remember it."""
        self.settings.language = code  # type: ignore[assignment]
        self._save_settings()
        self.lang.set_language(code)
        self._sync_setting_actions()

    def set_animation_speed(self, speed: str) -> None:
        self.settings.animation_speed = speed  # type: ignore[assignment]
        self._save_settings()
        if self.table is not None:
            self.table.set_animation_speed(speed_factor(speed))
        replay = self.replay_page
        if replay.controller is not None:
            replay.table.set_animation_speed(speed_factor(speed))
            replay.controller.set_speed(speed_factor(speed))
        self._sync_setting_actions()

    def set_text_size(self, size: int) -> None:
        """The tables' text and panels at `size` per cent (100, 125 or 150), remembered."""
        self.settings.text_size = size  # type: ignore[assignment]
        self._save_settings()
        if self.table is not None:
            self.table.set_text_scale(size / 100)
        self._sync_setting_actions()

    def set_sound_muted(self, muted: bool) -> None:
        """Silence (True) or allow the sound effects; remembered."""
        self.settings.sound_muted = bool(muted)
        self._save_settings()
        self.sound.set_muted(bool(muted))
        self._sync_setting_actions()

    def set_sound_volume(self, volume: int) -> None:
        """The effects' volume, 0–100; remembered."""
        volume = max(0, min(100, int(volume)))
        self.settings.sound_volume = volume
        self._save_settings()
        self.sound.set_volume(volume)
        self._sync_setting_actions()

    def _on_volume_moved(self, value: int) -> None:
        self.volume_value.setText(f"{value} %")
        self.sound.set_volume(value)
        if not self.volume_slider.isSliderDown():
            self._volume_chosen()

    def _volume_chosen(self) -> None:
        # The chosen loudness, heard once, so the player knows what they picked.
        self.set_sound_volume(self.volume_slider.value())
        self.sound.play("place")

    def set_memory_aid(self, on: bool) -> None:
        self.settings.memory_aid = bool(on)
        self._save_settings()
        if self.table is not None:
            self.table.set_memory_aid(bool(on))

    def available_geometry(self) -> QRect:
        """The available area (without panels) of the window's screen, else the primary one."""
        screen = self.screen() or QGuiApplication.primaryScreen()
        return screen.availableGeometry() if screen is not None else QRect(0, 0, 1280, 800)

    def _restore_geometry(self) -> None:
        """The remembered size and position, moved back onto a screen if it lies off
        every one; else :data:`DEFAULT_SIZE`, shrunk to fit the screen, centred."""
        geo = self.settings.window_geometry
        if geo:
            with contextlib.suppress(Exception):
                if self.restoreGeometry(QByteArray.fromBase64(geo.encode("ascii"))):
                    self._keep_on_screen()
                    return
        area = self.available_geometry()
        size = DEFAULT_SIZE.boundedTo(area.size() - FRAME_ALLOWANCE).expandedTo(MIN_SIZE)
        self.resize(size)
        self.move(area.center() - QPoint(size.width() // 2, size.height() // 2))
        self._keep_on_screen()

    def _keep_on_screen(self) -> None:
        """Move the window so its top-left part (title bar) is on a screen's available area."""
        areas = [s.availableGeometry() for s in QGuiApplication.screens()] \
            or [self.available_geometry()]
        top_left = QRect(self.pos(), QSize(min(self.width(), 200), 40))
        if any(area.contains(top_left) for area in areas):
            return
        area = self.available_geometry()
        x = max(area.left(), min(self.x(), area.right() + 1 - self.width()))
        y = max(area.top(), min(self.y(), area.bottom() + 1 - self.height()))
        self.move(x, y)

    def _remember_geometry(self) -> None:
        self.settings.window_geometry = bytes(self.saveGeometry().toBase64().data()).decode("ascii")

    # ---- start-up ----------------------------------------------------------------

    @property
    def pending_resume(self) -> SaveGame | None:
        """The newest unfinished game (what Game → Resume continues), or None."""
        return self.pending_resumes[0] if self.pending_resumes else None

    def check_autosave(self) -> None:
        """Offer every unfinished autosaved game; a broken file is set aside and
        explained (the others are still offered)."""
        problems: list[SaveFileError] = []
        try:
            saves = list_autosaves(problems)
        except OSError as exc:  # an unreadable data folder must not stop the app
            log.warning("autosaves not listed", exc_info=exc)
            saves = []
        for err in problems:
            self._notices.append(err.message)
        self.pending_resumes = saves
        self._refresh_resume_banner()
        self._update_actions()
        if problems and self._shown_once:
            QTimer.singleShot(0, self._show_notices)

    def _refresh_resume_banner(self) -> None:
        if not self.pending_resumes or self.controller is not None:
            self.home.banner.hide()
            return
        offers = []
        for save in self.pending_resumes:
            try:
                title = game_ui(save.game_id).title
            except KeyError:
                title = save.game_id
            seats = tuple((s.name, s.kind == "ai") for s in save.seats)
            offers.append(ResumeOffer(save.game_id, title, seats, _when(save)))
        self.home.banner.offer(offers)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not self._shown_once:
            self._shown_once = True
            if self._notices:
                QTimer.singleShot(0, self._show_notices)

    def _show_notices(self) -> None:
        if not self._notices:
            return
        text = "\n\n".join(problem_text(n) for n in self._notices)
        self._notices.clear()
        self.show_notice(text)

    def show_notice(self, text: str, *, title: str | None = None) -> QMessageBox:
        """A non-blocking message (opened with ``open()``, never ``exec()``)."""
        box = QMessageBox(QMessageBox.Icon.Warning, title or self.tr("Senji Desktop"), text,
                          QMessageBox.StandardButton.Ok, self)
        box.setObjectName("notice")
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()
        self.notice = box
        return box

    # ---- games -------------------------------------------------------------------

    def new_game(self, game_id: str = "senshi") -> None:
        """Open the new-game dialog for `game_id` (non-blocking).

        If `game_id` has an unfinished game, ask first (:attr:`replace_question`):
        resume it instead, start a new one (the unfinished one is replaced
        when the new game begins) or cancel. Other games' autosaves are never
        touched."""
        ui = game_ui(game_id)
        if not ui.playable:
            return
        if self._new_game_dialog is not None:
            self._new_game_dialog.raise_()
            return
        if self.replace_question is not None:
            self.replace_question.raise_()
            return
        self._leave_game_then(lambda: self._new_game_now(game_id))

    def _new_game_now(self, game_id: str) -> None:
        if has_autosave(game_id):
            self._ask_replace(game_id)
            return
        self._open_new_game_dialog(game_id)

    def _ask_replace(self, game_id: str, opened: SaveGame | None = None) -> None:
        """Ask before the unfinished game of `game_id` is replaced by a new one,
        or by the saved game `opened` (Open…)."""
        title = game_ui(game_id).title
        if opened is None:
            #: Asked before a new game replaces the unfinished one; %1 is the game's name.
            text = self.tr("Your unfinished game of %1 will be replaced. Start a new one?")
        else:
            #: Asked before a game opened from a file replaces the unfinished one of
            #: the same game; %1 is the game's name.
            text = self.tr("Your unfinished game of %1 will be replaced by the saved game. "
                           "Open it?")

        def answered(name: str) -> None:
            if name == "resume_instead":
                self.resume_game(game_id)
            elif name == "start_new" and opened is None:
                self._open_new_game_dialog(game_id)
            elif name == "start_new" and opened is not None:
                self._start_opened(opened)

        open_question(
            self, "replace_question", QMessageBox.Icon.Question,
            self.tr("New game") if opened is None else self.tr("Open saved game"),
            text.replace("%1", title),
            [("resume_instead", self.tr("Resume instead"), QMessageBox.ButtonRole.AcceptRole),
             ("start_new", self.tr("Start new") if opened is None else self.tr("Open"),
              QMessageBox.ButtonRole.DestructiveRole),
             ("cancel", self.tr("Cancel"), QMessageBox.ButtonRole.RejectRole)],
            default="resume_instead", escape="cancel", answered=answered,
            informative=self.tr("Only one unfinished game of each game is kept; your other "
                                "games are not affected."))

    def _open_new_game_dialog(self, game_id: str) -> None:
        from senji_desktop.controller.tutorial import has_tutorial
        from senji_desktop.ui.new_game_dialog import NewGameDialog

        ui = game_ui(game_id)
        # A game's tutorial is offered until the player has played it through.
        offer = has_tutorial(game_id) and game_id not in self.settings.tutorials_done
        dialog = NewGameDialog(ui, self.settings.last_new_game, self, offer_tutorial=offer)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.learn_requested.connect(self.learn)
        self._new_game_dialog = dialog
        dialog.accepted.connect(lambda: self._new_game_accepted(dialog))
        dialog.finished.connect(lambda _r: setattr(self, "_new_game_dialog", None))
        dialog.open()

    @property
    def new_game_dialog(self) -> Any:
        """The open new-game dialog, if any (for tests and screenshots)."""
        return self._new_game_dialog

    def _new_game_accepted(self, dialog: Any) -> None:
        setup = dialog.setup()
        self.settings.last_new_game = dialog.remembered(self.settings.last_new_game)
        self._save_settings()
        # The player chose a new game: its unfinished one (if any) is replaced now.
        self._forget(setup.game_id)
        self.start_game(setup.game_id, setup.options, setup.seed, setup.seats)

    def start_game(self, game_id: str, options: Any, seed: int, seats: list[Any],
                   moves: Sequence[Any] = ()) -> bool:
        """Stop any running game and start this one (continuing after `moves`,
        ``engine.core.Move`` values). Returns False on failure."""
        return self._launch(lambda table: self._make_controller(
            table, game_id=game_id, options=options, seed=seed, seats=seats, moves=moves),
            game_id)

    def resume_game(self, game_id: str | None = None) -> bool:
        """Continue the unfinished game of `game_id` (None: the newest).
        Returns False if there is none or it is broken (explained)."""
        if game_id is not None and self.controller is not None \
                and self.controller.game_id == game_id:
            return True  # that game is the one on the table
        save = self._pending(game_id)
        if save is None and game_id is not None:
            try:
                save = load_autosave(game_id)
            except SaveFileError as err:
                self.show_notice(problem_text(err.message))
                return False
        if save is None:
            return False
        return self._launch(lambda table: self._make_controller(table, save=save), save.game_id)

    def _pending(self, game_id: str | None) -> SaveGame | None:
        for save in self.pending_resumes:
            if game_id is None or save.game_id == game_id:
                return save
        return None

    def ask_discard(self, game_id: str) -> None:
        """Ask before the unfinished game of `game_id` is forgotten (non-blocking,
        :attr:`discard_question`); "Keep" is the default answer."""
        if self.discard_question is not None:
            self.discard_question.raise_()
            return
        title = game_ui(game_id).title
        #: Asked before an unfinished game is thrown away; %1 is the game's name.
        text = self.tr("Discard your unfinished game of %1? It cannot be resumed afterwards.")

        def answered(name: str) -> None:
            if name == "discard":
                self.discard_autosave(game_id)

        open_question(
            self, "discard_question", QMessageBox.Icon.Question, self.tr("Discard game"),
            text.replace("%1", title),
            [("discard", self.tr("Discard"), QMessageBox.ButtonRole.DestructiveRole),
             ("keep", self.tr("Keep"), QMessageBox.ButtonRole.RejectRole)],
            default="keep", escape="keep", answered=answered)

    def discard_autosave(self, game_id: str | None = None) -> None:
        """Forget the unfinished game of `game_id` (None: the newest) at once."""
        if game_id is None:
            newest = self.pending_resume
            if newest is None:
                return
            game_id = newest.game_id
        self._forget(game_id)
        self._refresh_resume_banner()
        self._update_actions()

    def _forget(self, game_id: str) -> None:
        try:
            clear_autosave(game_id)
        except OSError as exc:
            log.warning("autosave not deleted", exc_info=exc)
        self.pending_resumes = [s for s in self.pending_resumes if s.game_id != game_id]

    def _make_controller(self, table: Any, *, save: SaveGame | None = None,
                         **kw: Any) -> Any:
        from senji_desktop.controller import GameController

        extra = {"ai_iterations": self.ai_iterations}
        if save is not None:
            return GameController.from_save(save, table, **extra)
        return GameController(kw["game_id"], kw["options"], kw["seed"], kw["seats"], table,
                              moves=kw.get("moves", ()), **extra)

    def _launch(self, make: Any, game_id: str) -> bool:
        self.stop_game()
        self.replay_page.clear()
        ui = game_ui(game_id)
        table = ui.make_table(self.game_page)
        try:
            controller = make(table)
        except SaveFileError as err:
            table.deleteLater()
            self.pending_resumes = [s for s in self.pending_resumes if s.game_id != game_id]
            self._refresh_resume_banner()
            self._update_actions()
            self.show_notice(problem_text(err.message))
            return False
        except Exception as exc:
            log.exception("could not start the game")
            table.deleteLater()
            #: %1 is a technical error description (not translated).
            self.show_notice(self.tr("The game could not be started: %1").replace("%1", str(exc)))
            return False
        # The game on the table is not offered for resume while it runs.
        self.pending_resumes = [s for s in self.pending_resumes if s.game_id != game_id]
        table.set_animation_speed(speed_factor(self.settings.animation_speed))
        table.set_memory_aid(self.settings.memory_aid)
        table.set_text_scale(self.settings.text_size / 100)
        table.status_message.connect(self._show_status)
        table.new_game_requested.connect(self._new_game_same)
        table.home_requested.connect(self.go_home)
        table.replay_requested.connect(self.watch_replay_of_current)
        controller.status_message.connect(self._show_status)
        controller.pass_requested.connect(self._on_pass_requested)
        controller.failed.connect(self.show_notice)
        controller.game_finished.connect(
            lambda outcome, c=controller: self._record_finished(c, outcome))
        controller.events_played.connect(
            lambda events, c=controller: self._sound_events(c, events))
        controller.human_turn.connect(self._sound_human_turn)
        controller.thinking_changed.connect(
            lambda _seat, thinking: thinking and setattr(self, "_others_moved", True))
        controller.game_finished.connect(
            lambda outcome, c=controller: self._sound_end(c, outcome))
        self._others_moved, self._last_human = False, None
        QTimer.singleShot(0, self.sound.warm_up)
        controller.autosave_failed.connect(self._on_autosave_failed)
        controller.autosave_restored.connect(self._on_autosave_restored)
        self.play.attach(controller, table)
        self.table = table
        self.controller = controller
        self.game_page.set_table(table)
        self.stack.setCurrentWidget(self.game_page)
        self._update_title()
        self._update_actions()
        self.home.banner.hide()
        controller.start()
        self.game_started.emit(controller)
        return True

    def _new_game_same(self) -> None:
        game_id = self.controller.game_id if self.controller is not None else "senshi"
        self.new_game(game_id)

    def _show_status(self, text: str) -> None:
        # Behind the pass screen nothing may appear: a late message of the
        # previous player (a focused card's name) would show to the next one.
        if self.stack.currentWidget() is self.pass_screen:
            self.statusBar().clearMessage()
            return
        if text:
            self.statusBar().showMessage(text, 10000)
        else:
            self.statusBar().clearMessage()

    def _show_refusal(self, text: str) -> None:
        """Why a key did nothing (Ctrl+Z, H): in the status line, or on the
        pass screen while it covers the table (the status line is empty then)."""
        if self.stack.currentWidget() is self.pass_screen:
            self.pass_screen.say(text)
        else:
            self._show_status(text)

    def stop_game(self) -> None:
        """Stop the running game's loop and AI (the autosave keeps it resumable)."""
        ctrl = self.controller
        if ctrl is None:
            return
        ctrl.stop()
        self.sound.stop()
        self.play.detach()
        self.controller = None
        self.table = None
        self._on_autosave_restored()  # the indicator speaks of the running game only
        self._tutorial_game = None
        if self.restart_question is not None:  # the tutorial it asks about is gone
            self.restart_question.close()
        self.game_page.tutorial_bar.hide()
        self.game_page.set_table(None)
        # The cancelled turn loop still runs its clean-up (it emits signals on
        # the way out): the controller is deleted only once the loop has ended.
        task = getattr(ctrl, "_task", None)
        if task is not None and not task.done():
            task.add_done_callback(lambda _task: ctrl.deleteLater())
        else:
            ctrl.deleteLater()
        self._update_title()
        self._update_actions()

    def go_home(self) -> None:
        """Back to the home screen; an unfinished game is offered for resume.
        Moves that cannot be saved are asked about first (:meth:`_leave_game_then`)."""
        self._leave_game_then(self._go_home_now)

    def _go_home_now(self) -> None:
        self.stop_game()
        self.replay_page.clear()
        self._update_title()
        self._update_actions()
        self.stack.setCurrentWidget(self.home)
        self.statusBar().clearMessage()
        self.check_autosave()

    def _on_pass_requested(self, _seat: int, name: str) -> None:
        # The pass screen arms itself a moment after it appears (keys still held
        # by the previous player cannot confirm it) and hides any tooltip.
        hide_tooltip_now()
        self.statusBar().clearMessage()
        self.pass_screen.ask(name)
        self.stack.setCurrentWidget(self.pass_screen)

    def _on_pass_confirmed(self) -> None:
        if self.controller is None:
            return
        if self.table is not None:
            # A key held through the confirmation must not play a move for this player.
            self.table.hold_input(INPUT_HOLD_AFTER_PASS_MS)
        self.stack.setCurrentWidget(self.game_page)
        self.controller.confirm_pass()

    # ---- sound -------------------------------------------------------------------

    def _sound_events(self, controller: Any, events: list[Any]) -> None:
        if controller is not self.controller:
            return
        self.sound.play_events(controller.game_id, events,
                               speed_factor(self.settings.animation_speed))

    def _sound_human_turn(self, seat: int) -> None:
        # After others played (an AI, or another person in hot-seat), not
        # between one person's own decisions; the pass screen comes first.
        if self._others_moved or (self._last_human is not None and self._last_human != seat):
            self.sound.play("your_turn")
        self._others_moved = False
        self._last_human = seat

    def _sound_end(self, controller: Any, outcome: Any) -> None:
        humans = set(controller.humans())
        if not humans:
            return
        self.sound.play("won" if humans & set(outcome.winners) else "lost")

    # ---- statistics --------------------------------------------------------------

    def show_statistics(self, game_id: str | None = None) -> None:
        """Show the Statistics page for `game_id` (None: the game on the table, or
        the tab shown last). A damaged statistics file is explained (it was set aside)."""
        from senji_desktop.persistence.statistics import load_statistics
        from senji_desktop.ui.statistics_page import StatisticsPage

        if self.statistics_page is None:
            page = StatisticsPage(self)
            page.back_requested.connect(self._leave_statistics)
            page.reset_requested.connect(self._reset_statistics)
            self.stack.addWidget(page)
            self.statistics_page = page
        stats, problem = load_statistics()
        if problem is not None:
            self.show_notice(problem_text(problem))
        if game_id is None and self.controller is not None:
            game_id = self.controller.game_id
        self.statistics_page.show_statistics(stats, game_id)
        current = self.stack.currentWidget()
        if current is not self.statistics_page:
            self._before_statistics = current
        self.stack.setCurrentWidget(self.statistics_page)
        self._update_actions()

    def _leave_statistics(self) -> None:
        back = self._before_statistics
        if back is self.game_page and self.controller is None:
            back = self.home
        self.stack.setCurrentWidget(back if back is not None else self.home)
        self._update_actions()

    def _reset_statistics(self) -> None:
        from senji_desktop.persistence.statistics import load_statistics, reset_statistics

        try:
            reset_statistics()
        except OSError as exc:
            log.warning("statistics not reset: %s", exc)
            #: Followed by a sentence that says why.
            self.show_notice(self.tr("The statistics could not be reset.") + " "
                             + problem_text(write_failure(exc)))
            return
        if self.statistics_page is not None:
            self.statistics_page.show_statistics(load_statistics()[0])

    # ---- saved games and finished games ------------------------------------------

    def _save_folder(self) -> str:
        folder = self.settings.last_save_folder
        if folder and Path(folder).is_dir():
            return folder
        return QStandardPaths.writableLocation(
            QStandardPaths.StandardLocation.DocumentsLocation) or str(Path.home())

    def _file_dialog(self, title: str, save: bool) -> QFileDialog:
        dialog = QFileDialog(self, title, self._save_folder())
        dialog.setObjectName("save_dialog" if save else "open_dialog")
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave if save
                             else QFileDialog.AcceptMode.AcceptOpen)
        dialog.setFileMode(QFileDialog.FileMode.AnyFile if save
                           else QFileDialog.FileMode.ExistingFile)
        #: File type filter of the save and open dialogs; keep the pattern in brackets.
        dialog.setNameFilters([self.tr("Saved games (*%1)").replace("%1", SAVE_FILE_SUFFIX),
                               self.tr("All files (*)")])
        dialog.setDefaultSuffix(SAVE_FILE_SUFFIX.lstrip("."))
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        return dialog

    def save_game_as(self) -> None:
        """Ask for a file name (non-blocking, :attr:`file_dialog`) and write the
        game on the table to it, as it stands now, in the autosave's format."""
        ctrl = self.controller
        if ctrl is None:
            return
        snapshot = ctrl.save_game()
        title = game_ui(ctrl.game_id).title
        dialog = self._file_dialog(self.tr("Save game as"), save=True)
        stamp = datetime.now().strftime("%Y-%m-%d %H-%M")
        dialog.selectFile(f"{title} {stamp}{SAVE_FILE_SUFFIX}")
        dialog.fileSelected.connect(lambda path: self._write_save_file(path, snapshot))
        self.file_dialog = dialog
        dialog.open()

    def _write_save_file(self, path: str, snapshot: SaveGame) -> None:
        target = Path(path)
        if not target.suffix:
            target = target.with_suffix(SAVE_FILE_SUFFIX)
        try:
            save_to(target, snapshot)
        except OSError as exc:
            log.warning("saving to %s failed: %s", target, exc)
            #: %1 is the file's path; a sentence that says why follows.
            self.show_notice(self.tr("The game could not be saved to %1.")
                             .replace("%1", str(target)) + " "
                             + problem_text(write_failure(exc)))
            return
        self.settings.last_save_folder = str(target.parent)
        self._save_settings()
        #: Status line after Save as; %1 is the file's path.
        self.statusBar().showMessage(self.tr("Game saved to %1").replace("%1", str(target)),
                                     8000)

    def open_saved_game(self) -> None:
        """Ask for a saved-game file (non-blocking, :attr:`file_dialog`) and continue it
        (moves of the running game that cannot be saved are asked about first)."""
        self._leave_game_then(self._open_saved_game_now)

    def _open_saved_game_now(self) -> None:
        dialog = self._file_dialog(self.tr("Open saved game"), save=False)
        dialog.fileSelected.connect(self.open_save_file)
        self.file_dialog = dialog
        dialog.open()

    def open_save_file(self, path: str) -> bool:
        """Continue the saved game in `path`. A file that is damaged, foreign,
        newer or does not replay is explained in words and changes nothing;
        replacing an unfinished game of the same game is asked first.
        Returns True if the game was started (or the question is open)."""
        try:
            save = load_from(path)
            restore(save)
        except SaveFileError as err:
            self.show_notice(problem_text(err.message), title=self.tr("Open saved game"))
            return False
        self.settings.last_save_folder = str(Path(path).parent)
        self._save_settings()
        running = self.controller is not None and self.controller.game_id == save.game_id \
            and not self.controller.is_over
        if running or has_autosave(save.game_id):
            self._ask_replace(save.game_id, opened=save)
            return True
        return self._start_opened(save)

    def _start_opened(self, save: SaveGame) -> bool:
        self._forget(save.game_id)
        return self._launch(lambda table: self._make_controller(table, save=save), save.game_id)

    def _record_finished(self, controller: Any, outcome: Any) -> None:
        """Count the finished game in the statistics and keep it in the archive
        (each exactly once, also when it ended after a resume)."""
        from senji_desktop.persistence.archive import finished_game
        from senji_desktop.persistence.statistics import record_game

        if not getattr(controller, "counts_in_statistics", True):
            return
        try:
            game = finished_game(controller.save_game(), outcome,
                                 hints_used=bool(getattr(controller, "hints_used", False)))
        except Exception:  # a game that cannot be described must not stop the end screen
            log.exception("the finished game could not be recorded")
            return
        # Reading and writing the files waits on the disk: a worker thread does it
        # (one at a time, in the order the games ended) and reports back here.
        if self._recorder is None:
            self._recorder = ThreadPoolExecutor(max_workers=1,
                                                thread_name_prefix="senji-records")
        future = self._recorder.submit(record_game, game)
        future.add_done_callback(lambda f: self._recorded.emit(game, f))

    def _on_recorded(self, game: Any, future: Any) -> None:
        try:
            problems = future.result()
        except Exception:  # record_game reports file problems itself; this is a bug
            log.exception("the finished game could not be recorded")
            problems = []
        for problem in problems:
            self._notices.append(problem_text(problem))
        if self._notices and self._shown_once:
            QTimer.singleShot(0, self._show_notices)
        self.game_recorded.emit(game)
        if self.statistics_page is not None and self.statistics_page.isVisible():
            self.show_statistics()
    # ---- autosave failures -----------------------------------------------------------

    def _on_autosave_failed(self, reason: Any) -> None:
        self._unsaved_reason = reason
        self._update_autosave_indicator()

    def _on_autosave_restored(self) -> None:
        self._unsaved_reason = None
        self._update_autosave_indicator()

    def _update_autosave_indicator(self) -> None:
        label = getattr(self, "autosave_indicator", None)
        if label is None:
            return
        if self._unsaved_reason is None:
            label.hide()
            label.clear()
            return
        #: Status bar warning while autosaving fails; the reason follows as a sentence.
        label.setText(self.tr("⚠ Not saved.") + " " + problem_text(self._unsaved_reason))
        label.setToolTip(self.tr(
            "Your last moves could not be saved automatically. They are saved as soon as "
            "it works again; if you quit before, they are lost."))
        label.show()

    # ---- replays --------------------------------------------------------------------

    def watch_replay(self, game_id: str, options: Any, seed: int, moves: Sequence[Any],
                     names: Sequence[str], *, seat: int | None = None,
                     position: int | None = None) -> bool:
        """Show the replay of a finished game (``engine.core.Move`` list `moves`)
        from `seat`'s place (default: seat 0) at `position` (default: its end). A running game is left first (its
        autosave keeps it). Returns False, with a notice, if the game cannot
        be rebuilt (an unknown game, moves that do not replay)."""
        from senji_desktop.controller.replay import ReplayController

        self.stop_game()
        self.replay_page.clear()
        try:
            table = game_ui(game_id).make_table(self.replay_page)
        except KeyError:
            self._go_home_now()  # the game page was left: never a blank window
            self.show_notice(self.tr("This game cannot be replayed in this version."))
            return False
        table.set_animation_speed(speed_factor(self.settings.animation_speed))
        table.set_memory_aid(self.settings.memory_aid)
        try:
            controller = ReplayController(game_id, options, seed, moves, names, table,
                                          seat=seat or 0,
                                          speed=speed_factor(self.settings.animation_speed))
        except Exception:
            log.exception("a finished game could not be rebuilt for its replay")
            table.deleteLater()
            self._go_home_now()
            self.show_notice(self.tr(
                "This game cannot be replayed: its moves do not fit the rules of this version."))
            return False
        table.status_message.connect(self._show_status)
        self.replay_page.show_replay(table, controller)
        self.stack.setCurrentWidget(self.replay_page)
        self.home.banner.hide()
        self._update_title()
        self._update_actions()
        controller.start(position)
        return True

    def show_finished_games(self) -> Any:
        """Open the list of finished games (non-blocking); choosing one opens
        its replay. Returns the dialog."""
        from senji_desktop.ui.finished_games import FinishedGamesDialog

        dialog = FinishedGamesDialog(self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.replay_requested.connect(self.watch_finished)
        self.finished_dialog = dialog
        dialog.finished.connect(lambda _r: setattr(self, "finished_dialog", None))
        dialog.open()
        return dialog

    def watch_finished(self, entry: Any) -> bool:
        """The replay of an archived finished game (``persistence.archive.FinishedGame``),
        from its first human seat's place, from the deal."""
        from senji_desktop.engine.core import moves_from_json
        from senji_desktop.engine.registry import load_game

        try:
            moves = moves_from_json(load_game(entry.game_id), entry.moves)
        except Exception:
            log.exception("an archived game's moves could not be read")
            self.show_notice(self.tr(
                "This game cannot be replayed: its moves do not fit the rules of this version."))
            return False
        human = next((i for i, s in enumerate(entry.seats) if s.kind == "human"), 0)
        # Leaving a running game for a replay asks first while its last moves are
        # not saved, like going home (the replay would otherwise drop them).
        def watch() -> bool:
            return self.watch_replay(entry.game_id, entry.options, entry.seed, moves,
                                     [s.name for s in entry.seats], seat=human, position=0)

        if not self._must_ask_before_leaving():
            return watch()
        self._ask_unsaved(watch)
        return False

    def watch_replay_of_current(self) -> bool:
        """The replay of the game on the table, once it is over."""
        ctrl = self.controller
        if ctrl is None or not ctrl.is_over:
            return False
        human = next((i for i, s in enumerate(ctrl.seats) if s.is_human), 0)
        return self.watch_replay(ctrl.game_id, ctrl.options, ctrl.seed, ctrl.moves, ctrl.names,
                                 seat=human, position=0)

    # ---- tutorials -------------------------------------------------------------------

    def learn(self, game_id: str) -> None:
        """Learn to play `game_id`: its tutorial from the start, or — if it was
        left in the middle — ask first whether to resume there (non-blocking,
        :attr:`learn_question`)."""
        from senji_desktop.controller.tutorial import has_tutorial, load_tutorial

        if not has_tutorial(game_id):
            return
        if self.learn_question is not None:
            self.learn_question.raise_()
            return
        step = self.settings.tutorial_progress.get(game_id, 0)
        total = len(load_tutorial(game_id).steps)
        if not 0 < step < total:
            self.start_tutorial(game_id, 0)
            return
        title = game_ui(game_id).title
        #: Asked when a tutorial left in the middle is opened again; %1 the game,
        #: %2 the step it was left at, %3 the number of steps.
        text = self.tr("You left the %1 tutorial at step %2 of %3. Go on from there?")

        def answered(name: str) -> None:
            if name == "tutorial_resume":
                self.start_tutorial(game_id, step)
            elif name == "tutorial_start_over":
                self.start_tutorial(game_id, 0)

        open_question(
            self, "learn_question", QMessageBox.Icon.Question, self.tr("Learn to play"),
            text.replace("%1", title).replace("%2", str(step + 1)).replace("%3", str(total)),
            [("tutorial_resume", self.tr("Go on"), QMessageBox.ButtonRole.AcceptRole),
             ("tutorial_start_over", self.tr("Start over"), QMessageBox.ButtonRole.DestructiveRole),
             ("cancel", self.tr("Cancel"), QMessageBox.ButtonRole.RejectRole)],
            default="tutorial_resume", escape="cancel", answered=answered)

    def start_tutorial(self, game_id: str, step: int = 0) -> bool:
        """Stop any running game and play the tutorial of `game_id` from step
        index `step`. Returns False on failure (explained)."""
        from senji_desktop.controller.tutorial import load_tutorial
        from senji_desktop.controller.tutorial_controller import TutorialController

        try:
            tutorial = load_tutorial(game_id)
        except ValueError as err:
            log.warning("tutorial not loaded: %s", err)
            #: %1 is a technical error description (not translated).
            self.show_notice(self.tr("The tutorial could not be opened: %1")
                             .replace("%1", str(err)))
            return False
        self.stop_game()  # before the bar is set up: stopping a game hides it
        bar = self.game_page.tutorial_bar
        bar.start(tutorial)
        self._tutorial_game = game_id
        ok = self._launch(lambda table: TutorialController(
            tutorial, table, start_step=step, ai_iterations=self.ai_iterations), game_id)
        if not ok:
            self._tutorial_game = None
            bar.hide()
            return False
        ctrl = self.controller
        ctrl.step_changed.connect(self._tutorial_step)
        ctrl.not_taught.connect(lambda _a: bar.point_out())
        # A click the step does not teach: the table says why in the status
        # line, the bar points back to the step's text.
        self.table.status_message.connect(
            lambda text: bar.point_out() if text and ctrl.awaiting_human is not None else None)
        ctrl.tutorial_finished.connect(self._tutorial_finished)
        bar.show_step(ctrl.step_index, ctrl.run.step)
        self._update_title()
        return True

    def restart_tutorial(self) -> None:
        """Play the running tutorial again from its first step. When steps
        were played and the tutorial is not over (they would be lost), ask
        first: Restart / Cancel (non-blocking, :attr:`restart_question`;
        Enter and Esc keep playing)."""
        from senji_desktop.ui.common.question import open_question

        game_id, ctrl = self._tutorial_game, self.tutorial
        if game_id is None or ctrl is None:
            return
        if self.restart_question is not None:
            self.restart_question.raise_()
            return
        if ctrl.done or (ctrl.step_index == 0 and not ctrl.moves):
            self.start_tutorial(game_id, 0)
            return
        total = len(ctrl.tutorial.steps)
        #: Asked before a tutorial in progress starts again; %1 the step the
        #: player is at, %2 the number of steps.
        text = self.tr("Start the tutorial again from its first step? You are at step %1 of %2.")
        open_question(
            self, "restart_question", QMessageBox.Icon.Question, self.tr("Restart the tutorial"),
            text.replace("%1", str(ctrl.step_index + 1)).replace("%2", str(total)),
            [("tutorial_restart_confirm", self.tr("Restart"), QMessageBox.ButtonRole.AcceptRole),
             ("cancel", self.tr("Cancel"), QMessageBox.ButtonRole.RejectRole)],
            default="cancel", escape="cancel",
            answered=lambda name: self.start_tutorial(game_id, 0)
            if name == "tutorial_restart_confirm" and self._tutorial_game == game_id else None)

    @property
    def tutorial(self) -> Any:
        """The running tutorial's controller, or None."""
        return self.controller if self._tutorial_game is not None else None

    def _tutorial_continue(self) -> None:
        if self.tutorial is not None:
            self.tutorial.confirm_step()

    def _tutorial_step(self, index: int, step: Any) -> None:
        self.game_page.tutorial_bar.show_step(index, step)
        game_id = self._tutorial_game
        if game_id is not None and step is not None:
            self.settings.tutorial_progress[game_id] = index
            self._save_settings()

    def _play_after_tutorial(self) -> None:
        """The tutorial is done: leave it for the new-game dialog of its game."""
        game_id = self._tutorial_game
        if game_id is None:
            return
        self.go_home()
        self.new_game(game_id)

    def _tutorial_finished(self) -> None:
        game_id = self._tutorial_game
        if game_id is None:
            return
        self.settings.tutorial_progress.pop(game_id, None)
        if game_id not in self.settings.tutorials_done:
            self.settings.tutorials_done.append(game_id)
        self._save_settings()

    # ---- help ----------------------------------------------------------------------

    def show_rules(self, game_id: str | None = None, anchor: str | None = None) -> None:
        """Open the rules window of `game_id` (default: the game on the table),
        at the quick start or at the section `anchor` of the full rules."""
        from senji_desktop.ui.common.rules_dialog import show_rules

        if not game_id:
            if self.controller is not None:
                game_id = self.controller.game_id
            elif self.replay_page.controller is not None:
                game_id = self.replay_page.controller.game_id
            else:
                game_id = "senshi"
        show_rules(self, game_id, anchor)

    def show_about(self) -> None:
        from senji_desktop.ui.common.about import AboutDialog

        dlg = AboutDialog(self)
        dlg.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dlg.open()

    # ---- leaving -------------------------------------------------------------------

    def shutdown(self) -> None:
        """Stop the game and wait for its AI worker to end (before the loop closes);
        a finished game still being recorded is written first."""
        ctrl = self.controller
        self.stop_game()
        if ctrl is not None:
            ctrl.join()
        self._finish_recording()

    def _finish_recording(self) -> None:
        if self._recorder is not None:
            self._recorder.shutdown(wait=True)
            self._recorder = None

    def close_now(self) -> None:
        """Close without asking (SIGTERM, logging out): unsaved moves get one more
        attempt to be saved, and are lost if that fails too."""
        quit_probe.step("close_now")
        self._quit_decided = True
        self.close()

    def _must_ask_before_quitting(self) -> bool:
        ctrl = self.controller
        if self._quit_decided or ctrl is None or not getattr(ctrl, "unsaved", False):
            return False
        return not ctrl.retry_autosave()  # the disk may have room again

    def _ask_quit_unsaved(self) -> None:
        self._ask_unsaved(None)

    def _must_ask_before_leaving(self) -> bool:
        ctrl = self.controller
        if ctrl is None or not getattr(ctrl, "unsaved", False):
            return False
        return not ctrl.retry_autosave()  # the disk may have room again

    def _leave_game_then(self, then: Callable[[], Any]) -> bool:
        """Run `then` (a way out of the running game: home, new game, Open…) at
        once, or — while the game has moves a retried autosave still cannot
        save — only after the player answers "Leave anyway" to
        :attr:`leave_question`. Returns False if the question was asked."""
        if not self._must_ask_before_leaving():
            then()
            return True
        self._ask_unsaved(then)
        return False

    def _ask_unsaved(self, leave: Callable[[], Any] | None) -> None:
        """Ask before quitting (`leave` None, :attr:`quit_question`) or leaving the
        game (`leave` runs on "Leave anyway", :attr:`leave_question`) while its
        last moves are not saved; "Keep playing" is the default answer."""
        current = self.quit_question if leave is None else self.leave_question
        if current is not None:
            current.raise_()
            return
        reason = problem_text(self._unsaved_reason) if self._unsaved_reason is not None else ""
        saved_once = getattr(self.controller, "saved_once", True)
        if leave is None:
            attr, title, go = "quit_question", self.tr("Quit"), "quit_anyway"
            text = self.tr("Your last moves could not be saved. Quit anyway?")
            if saved_once:
                #: Below the quit question, after the sentence that says why saving fails.
                later = self.tr("If you quit now, the game continues later from the last move "
                                "that was saved.")
            else:
                #: Below the quit question when no move of the game was ever saved.
                later = self.tr("This game has not been saved at all yet: if you quit now, "
                                "it is lost.")
            go_label = self.tr("Quit anyway")
        else:
            attr, title, go = "leave_question", self.tr("Leave game"), "leave_anyway"
            #: Asked before going home, starting or opening another game while the
            #: running game's last moves are not saved.
            text = self.tr("Your last moves could not be saved. Leave the game anyway?")
            if saved_once:
                #: Below the leave question, after the sentence that says why saving fails.
                later = self.tr("If you leave now, the game continues later from the last "
                                "move that was saved.")
            else:
                #: Below the leave question when no move of the game was ever saved.
                later = self.tr("This game has not been saved at all yet: if you leave now, "
                                "it is lost.")
            go_label = self.tr("Leave anyway")

        def answered(name: str) -> None:
            if name != go:
                return
            if leave is None:
                self.close_now()
            else:
                leave()

        open_question(
            self, attr, QMessageBox.Icon.Warning, title, text,
            [(go, go_label, QMessageBox.ButtonRole.DestructiveRole),
             ("keep_playing", self.tr("Keep playing"), QMessageBox.ButtonRole.RejectRole)],
            default="keep_playing", escape="keep_playing", answered=answered,
            informative=f"{reason} {later}".strip())

    def closeEvent(self, event: QCloseEvent) -> None:
        if self._must_ask_before_quitting():
            event.ignore()
            self._ask_quit_unsaved()
            return
        self._quit_decided = True
        try:
            self._remember_geometry()
        except Exception:
            log.exception("window geometry not remembered")
        # The window goes at once; stopping the game and its AI follows unseen:
        # the AI first (its child is killed, not waited for), then the last
        # attempt at a failed autosave and the settings, each written and
        # fsynced before the next step.
        self.hide()
        quit_probe.step("hidden")
        ctrl = self.controller
        steps = [self.stop_game, self._save_settings]
        if ctrl is not None and getattr(ctrl, "unsaved", False):
            steps.insert(1, ctrl.retry_autosave)
        if self.exit_when_closed is None:
            steps.append(lambda: ctrl.join() if ctrl is not None else None)
        # A game that has just ended is still being written to the statistics
        # and the finished games: it is counted before the window is gone.
        steps.append(self._finish_recording)
        for step in steps:
            try:
                step()
            except Exception:  # closing must never get stuck on one failing step
                log.exception("while closing the window")
            quit_probe.step(getattr(step, "__name__", "step").strip("_"))
        event.accept()
        super().closeEvent(event)
        if self.exit_when_closed is not None:
            # Everything the app keeps is on disk: the process ends here,
            # without waiting for threads, the AI child or any clean-up.
            self.exit_when_closed()
        self.closed.emit()
