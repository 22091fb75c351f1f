"""The table contract: what the main window and the controller ask of a table.

Every game provides a table widget derived from :class:`GameTable` and
registers it in ``ui/registry.py``. The main window embeds the table and
connects its declared signals directly; the controller drives it:

1. ``set_names(names)`` and ``set_ai_seats(seats)`` once, then for every update
2. ``show_view(view, interactive)`` – draw exactly what ``view`` contains
   (a seat's view, or the public view ``view.seat is None``). With
   ``interactive=True`` the view's seat is the acting human: legal targets
   (``view.legal``) glow and clicks emit :attr:`GameTable.action_chosen`
   with one of them. Illegal clicks explain why in the status line and emit
   nothing.
3. ``play_events(events, view_before, view_after)`` – animate the
   seat-filtered events in order (speed from ``set_animation_speed``;
   0 = instant), append their log lines, then draw ``view_after`` and emit
   :attr:`GameTable.animations_finished` exactly once (also when there is
   nothing to animate). ``view_before`` is the same seat's view before the
   events: the table starts from it, so a table that last showed another
   seat's view never animates over that seat's secrets.
4. ``clear_private(public_view)`` – show nothing private (before a pass
   screen): draw ``public_view`` (the engine's view for nobody) and keep
   only the public form of each log line.
5. ``show_outcome(outcome, view)`` – the end of the game: draw ``view`` (the
   engine's revealed view, nothing hidden any more), name the winner in the
   side panel and open the result dialog. Right before it the controller
   calls ``set_course(course)`` with the course of the game
   (``engine.course.Course``, or None), which the result dialog draws as a
   chart (kept here; a table need not override it).
6. ``retranslate()`` – rebuild every visible text (scene items, log lines)
   after a language switch; scene items receive no LanguageChange events.
7. ``reset_log(events)`` – replace the log with the lines of these events
   (already filtered for the seat now watching). The controller calls it
   whenever the watching seat changes, so no seat ever reads another seat's
   private log lines in hot-seat.
8. ``hold_input(ms)`` – ignore the player's clicks and keys for `ms`
   milliseconds (the main window calls it right after a hot-seat hand-over
   is confirmed, so a held key cannot choose a move for the next player).
9. ``target_point(action)`` – where a player clicks to choose ``action``:
   a point in the viewport coordinates of the widget returned by
   ``target_widget(action)``, or None. GUI tests click there with qtbot,
   exactly like a player.

The signals a table emits (all declared here, none looked up by name):
:attr:`~GameTable.action_chosen`, :attr:`~GameTable.animations_finished`,
:attr:`~GameTable.status_message`, :attr:`~GameTable.new_game_requested`,
:attr:`~GameTable.home_requested`, :attr:`~GameTable.undo_requested`,
:attr:`~GameTable.hint_requested` and :attr:`~GameTable.replay_requested`.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QElapsedTimer, QPoint, Signal
from PySide6.QtWidgets import QApplication, QBoxLayout, QDialog, QToolTip, QWidget

from senji_desktop.engine.core import Event, Outcome
from senji_desktop.engine.course import Course
from senji_desktop.ui.common.charts import CoursePanel


def hide_tooltip_now() -> None:
    """Hide any tooltip at once. ``QToolTip.hideText()`` alone lets it fade
    out for a moment, and a tooltip may name one seat's hidden tiles."""
    QToolTip.hideText()
    for widget in QApplication.topLevelWidgets():
        if widget.inherits("QTipLabel") and widget.isVisible():
            widget.hide()


class GameTable(QWidget):
    """Base class of every game's table widget (see module docstring).

    The result dialog is handled here once: a table sets
    :attr:`end_dialog_class` and stores the end of the game in
    :attr:`_outcome` (``(outcome, view)``); :meth:`_open_result` opens the
    dialog with the names from :meth:`result_names` and forwards its New game
    and Home buttons to :attr:`new_game_requested` and :attr:`home_requested`."""

    #: A human chose this legal action (the acting seat's, from its view).
    action_chosen = Signal(object)
    #: The animation of the last ``play_events`` has ended and ``view_after`` is drawn.
    animations_finished = Signal()
    #: A translated sentence for the main window's status bar.
    status_message = Signal(str)
    #: The player asked for a new game of the same game (result dialog).
    new_game_requested = Signal()
    #: The player asked to leave the table for the home screen (result dialog).
    home_requested = Signal()
    #: The player asked to take back their last decision.
    undo_requested = Signal()
    #: The player asked for a suggested move.
    hint_requested = Signal()
    #: The player asked to watch the replay of the game just finished (result dialog).
    replay_requested = Signal()

    #: The game's end dialog: ``end_dialog_class(outcome, view, names, parent)``,
    #: a QDialog with the signals ``new_game_requested`` and ``home_requested``.
    end_dialog_class: Any = None

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._hold = QElapsedTimer()
        self._hold_ms = 0
        #: The end of the game, ``(outcome, view)``, once ``show_outcome`` was called.
        self._outcome: tuple[Outcome, Any] | None = None
        #: The open result dialog, or None.
        self._dialog: QDialog | None = None
        #: The seats played by the computer (``set_ai_seats``).
        self._ai_seats: frozenset[int] = frozenset()
        #: The course of the finished game for the result dialog's chart (``set_course``).
        self._course: Course | None = None
        #: True while ``action_chosen`` carries an action chosen ahead with the
        #: one before it (one click that gives several, e.g. Senji's "Give the
        #: orders"): the controller takes such a group back with one undo.
        self.chosen_ahead = False

    # ---- the contract (every table implements these) -------------------------------------

    def set_names(self, names: list[str]) -> None:
        raise NotImplementedError

    def set_ai_seats(self, seats: frozenset[int]) -> None:
        """Which seats are played by the computer (a table may word their
        moves differently, e.g. Shinobi's flavour lines)."""
        self._ai_seats = frozenset(seats)

    def show_view(self, view: Any, interactive: bool) -> None:
        raise NotImplementedError

    def play_events(self, events: list[Event], view_before: Any, view_after: Any) -> None:
        raise NotImplementedError

    def clear_private(self, public_view: Any) -> None:
        raise NotImplementedError

    def show_outcome(self, outcome: Outcome, view: Any) -> None:
        raise NotImplementedError

    def set_course(self, course: Course | None) -> None:
        """The course of the finished game (honor per year, points per turn, …)
        for the result dialog's chart; None: the dialog shows no chart."""
        self._course = course

    def course_colours(self) -> list[str] | None:
        """Hex colours of the seats' lines in the chart of a table's own end
        dialog (its seat colours on the board), or None for the chart's own.
        Tables on the kit answer through their presenter's ``seat_colours``."""
        return None

    def set_animation_speed(self, factor: float) -> None:
        """factor 1.0 = normal (250–400 ms per move), 0 = instant, 2.0 = slow."""
        raise NotImplementedError

    def set_memory_aid(self, on: bool) -> None:
        raise NotImplementedError

    def set_text_scale(self, factor: float) -> None:
        """Scale the table's text and panels (1.0 = 100 %, the Text size
        setting). Tables on the kit do; a table not yet on it keeps its size."""

    def retranslate(self) -> None:
        raise NotImplementedError

    def reset_log(self, events: list[Event]) -> None:
        raise NotImplementedError

    def target_widget(self, action: Any) -> QWidget | None:
        """The widget to click for `action` (usually the graphics view's viewport)."""
        raise NotImplementedError

    def target_point(self, action: Any) -> QPoint | None:
        """Point in `target_widget(action)` coordinates to click for `action`."""
        raise NotImplementedError

    # ---- the input hold after a hand-over -------------------------------------------------

    def hold_input(self, ms: int) -> None:
        """Ignore clicks and keys that would choose an action for `ms` milliseconds.

        Tables check :attr:`input_held` before acting on a click or key."""
        self._hold_ms = max(0, int(ms))
        self._hold.start()

    @property
    def input_held(self) -> bool:
        """True while clicks and keys are ignored (see hold_input)."""
        return (self._hold_ms > 0 and self._hold.isValid()
                and not self._hold.hasExpired(self._hold_ms))

    # ---- the result dialog ------------------------------------------------------------------

    def result_names(self) -> list[str]:
        """The seat names the result dialog uses, one per seat."""
        raise NotImplementedError

    def _open_result(self) -> None:
        """Open (or raise again) the end dialog of the stored outcome."""
        if self._outcome is None or self.end_dialog_class is None:
            return
        outcome, view = self._outcome
        dialog = self._dialog
        if dialog is None:
            dialog = self.end_dialog_class(outcome, view, self.result_names(), self)
            layout = dialog.layout()
            if self._course is not None and isinstance(layout, QBoxLayout):
                # Above the dialog's row of buttons (its last item); the dialog grows
                # by the chart's height, so its own content keeps the room it took.
                panel = CoursePanel(self._course, self.result_names(), self.course_colours(),
                                    dialog)
                layout.insertWidget(max(0, layout.count() - 1), panel)
                margins = layout.contentsMargins()
                dialog.resize(max(dialog.width(), panel.minimumSizeHint().width()
                                  + margins.left() + margins.right()),
                              dialog.height() + panel.sizeHint().height()
                              + max(0, layout.spacing()))
            dialog.new_game_requested.connect(self.new_game_requested)
            dialog.home_requested.connect(self.home_requested)
            dialog.finished.connect(self._dialog_closed)
            self._dialog = dialog
        dialog.open()

    def _close_result(self) -> None:
        """Close the end dialog if it is open (before a pass screen)."""
        if self._dialog is not None:
            self._dialog.close()

    def _dialog_closed(self, _result: int) -> None:
        dialog, self._dialog = self._dialog, None
        if dialog is not None:
            dialog.deleteLater()

    @property
    def end_dialog(self) -> Any:
        """The open end dialog, or None."""
        return self._dialog
