"""The contract between the controller/main window and one game's table.

Every game provides a ``GameTable`` subclass (``ui/<game>/table.py``) and
registers it in ``ui/registry.py``. The main window embeds the table; the
controller drives it:

1. ``set_names(names)`` once, then for every update
2. ``show_view(view, interactive)`` – draw exactly what ``view`` contains
   (a seat's view, or the public view ``view.seat is None``). With
   ``interactive=True`` the view's seat is the acting human: legal targets
   (``view.legal``) glow and clicks emit ``action_chosen(action)`` with one of
   them. Illegal clicks explain why in the status line and emit nothing.
3. ``play_events(events, view_after)`` – animate the seat-filtered events in
   order (speed from ``set_animation_speed``; 0 = instant), append their log
   lines, then draw ``view_after`` and emit ``animations_finished`` exactly
   once (also when there is nothing to animate).
4. ``clear_private()`` – show nothing private (before a pass screen).
5. ``show_outcome(outcome, view)`` – end-of-game dialog/panel.
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
   a point in the viewport coordinates of ``graphics_view`` (or of the
   widget returned by ``target_widget(action)``), or None. GUI tests click
   there with qtbot, exactly like a player.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QElapsedTimer, QPoint, Signal
from PySide6.QtWidgets import QApplication, QToolTip, QWidget

from senji_desktop.engine.core import Event, Outcome


def hide_tooltip_now() -> None:
    """Hide any tooltip at once. ``QToolTip.hideText()`` alone lets it fade
    out for a moment, and a tooltip may name one seat's hidden tiles."""
    QToolTip.hideText()
    for widget in QApplication.topLevelWidgets():
        if widget.inherits("QTipLabel") and widget.isVisible():
            widget.hide()


class GameTable(QWidget):
    """Base class of every game's table widget (see module docstring)."""

    action_chosen = Signal(object)
    animations_finished = Signal()
    #: Emitted with a translated sentence for the main window's status bar.
    status_message = Signal(str)

    def set_names(self, names: list[str]) -> None:
        raise NotImplementedError

    def show_view(self, view: Any, interactive: bool) -> None:
        raise NotImplementedError

    def play_events(self, events: list[Event], view_after: Any) -> None:
        raise NotImplementedError

    def clear_private(self) -> None:
        raise NotImplementedError

    def show_outcome(self, outcome: Outcome, view: Any) -> None:
        raise NotImplementedError

    def set_animation_speed(self, factor: float) -> None:
        """factor 1.0 = normal (250–400 ms per move), 0 = instant, 2.0 = slow."""
        raise NotImplementedError

    def set_memory_aid(self, on: bool) -> None:
        raise NotImplementedError

    def retranslate(self) -> None:
        raise NotImplementedError

    def reset_log(self, events: list[Event]) -> None:
        raise NotImplementedError

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._hold = QElapsedTimer()
        self._hold_ms = 0

    #: The game's end dialog, if the table uses the shared result handling
    #: below: ``end_dialog_class(outcome, view, names, parent)`` with the
    #: signals ``new_game_requested`` and ``home_requested``. Tables using it
    #: keep ``self._outcome`` ((outcome, view) or None), ``self._names`` and
    #: ``self._dialog`` and define those two signals themselves.
    end_dialog_class: Any = None

    def _open_result(self) -> None:
        """Open (or raise again) the end dialog of the stored outcome."""
        outcome_view = getattr(self, "_outcome", None)
        if outcome_view is None:
            return
        outcome, view = outcome_view
        dialog = getattr(self, "_dialog", None)
        if dialog is None:
            dialog = self.end_dialog_class(outcome, view, self._names, self)
            dialog.new_game_requested.connect(self.new_game_requested.emit)
            dialog.home_requested.connect(self.home_requested.emit)
            dialog.finished.connect(self._dialog_closed)
            self._dialog = dialog
        dialog.open()

    def _dialog_closed(self, _result: int) -> None:
        dialog, self._dialog = getattr(self, "_dialog", None), None
        if dialog is not None:
            dialog.deleteLater()

    @property
    def end_dialog(self) -> Any:
        """The open end dialog, or None."""
        return getattr(self, "_dialog", None)

    def hold_input(self, ms: int) -> None:
        """Ignore clicks and keys that would choose an action for `ms` milliseconds.

        Tables check :attr:`input_held` before acting on a click or key."""
        self._hold_ms = max(0, int(ms))
        self._hold.start()

    @property
    def input_held(self) -> bool:
        """True while clicks and keys are ignored (see hold_input)."""
        return self._hold.isValid() and not self._hold.hasExpired(self._hold_ms)

    def target_widget(self, action: Any) -> QWidget | None:
        """The widget to click for `action` (usually the graphics view's viewport)."""
        raise NotImplementedError

    def target_point(self, action: Any) -> QPoint | None:
        """Point in `target_widget(action)` coordinates to click for `action`."""
        raise NotImplementedError
