"""Undo, Redo, "Suggest a move" and "Watch the replay": the commands every game's table offers.

:class:`PlayCommands` owns these menu actions of the main window (Game
menu; Ctrl+Z, Ctrl+Shift+Z or Ctrl+Y, H) and ties them to the running
game's controller and table, for every game alike:

- Undo and Redo follow the controller's ``undo_changed``: disabled where the
  undo policy forbids it, with the reason in words as the action's tooltip
  and on the table's Undo button; Ctrl+Z pressed while undo is not possible
  says the reason in the status line instead of doing nothing.
- "Suggest a move" asks the controller for a hint (the Normal AI on the
  deciding human's own view, in the AI worker); pressing it again, or Esc,
  while the search runs cancels it: meanwhile the menu item and the table's
  button read "Cancel the suggestion". It is offered only while a human
  decides (disabled while an AI thinks, a move is shown or a pass screen
  waits, with the reason as its tooltip; H then says the reason in the
  status line). The answer is marked on the table with a sentence why where
  the game can say it (``ui/hint_text.py``).
- The table's own Undo and "Suggest a move" buttons (``undo_requested``,
  ``hint_requested``) do the same as the menu; once the game is over they
  leave the table, which keeps its end controls.
- "Watch the replay" is offered once the game on the table is over; it calls
  the window's `watch_replay` callback (the replay viewer).
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QKeySequence, QShortcut
from PySide6.QtWidgets import QWidget

from senji_desktop.ui.hint_text import hint_sentence


class PlayCommands(QObject):
    """The Undo, Redo and "Suggest a move" actions of `window` (see module docstring).

    `show_status(text)` puts a sentence into the window's status line;
    `show_refusal(text)` says why a key did nothing (default: `show_status`;
    the window also shows it on the pass screen, where the status line says
    nothing)."""

    def __init__(self, window: QWidget, show_status: Callable[[str], None],
                 watch_replay: Callable[[], Any] | None = None, *,
                 show_refusal: Callable[[str], None] | None = None) -> None:
        super().__init__(window)
        self._show_status = show_status
        self._show_refusal = show_refusal or show_status
        self._watch_replay = watch_replay
        self.controller: Any = None
        self.table: Any = None
        self._connections: list[tuple[Any, Any]] = []
        self._undo_reason = ""
        self._undo_possible = False
        self._can_redo = False
        self._hint_running = False

        self.act_undo = QAction(window)
        self.act_undo.setObjectName("act_undo")
        self.act_undo.setShortcut(QKeySequence(QKeySequence.StandardKey.Undo))
        self.act_undo.triggered.connect(self.undo)
        self.act_redo = QAction(window)
        self.act_redo.setObjectName("act_redo")
        self.act_redo.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
        self.act_redo.triggered.connect(self.redo)
        self.act_hint = QAction(window)
        self.act_hint.setObjectName("act_hint")
        self.act_hint.setShortcut(QKeySequence(Qt.Key.Key_H))
        self.act_hint.triggered.connect(self.hint)
        self.act_replay = QAction(window)
        self.act_replay.setObjectName("act_watch_replay")
        self.act_replay.triggered.connect(self.watch_replay)
        for act in (self.act_undo, self.act_redo, self.act_hint, self.act_replay):
            window.addAction(act)
        # A disabled action ignores its shortcut; this one answers Ctrl+Z then
        # with the reason, so the key never does nothing without a word.
        self.undo_refused = QShortcut(QKeySequence(QKeySequence.StandardKey.Undo), window)
        self.undo_refused.setObjectName("undo_refused")
        self.undo_refused.activated.connect(self._say_why_not)
        self.cancel_hint_key = QShortcut(QKeySequence(Qt.Key.Key_Escape), window)
        self.cancel_hint_key.setObjectName("cancel_hint")
        self.cancel_hint_key.activated.connect(self.cancel_hint)
        self.cancel_hint_key.setEnabled(False)
        # The same for H while no move can be suggested.
        self.hint_refused = QShortcut(QKeySequence(Qt.Key.Key_H), window)
        self.hint_refused.setObjectName("hint_refused")
        self.hint_refused.activated.connect(self._say_why_no_hint)
        self.hint_refused.setEnabled(False)
        self.retranslate()
        self._update()

    @property
    def actions(self) -> list[QAction]:
        return [self.act_undo, self.act_redo, self.act_hint, self.act_replay]

    # ---- the running game ---------------------------------------------------------

    def attach(self, controller: Any, table: Any) -> None:
        """Follow `controller` and `table` (a game has started)."""
        self.detach()
        self.controller = controller
        self.table = table
        for signal, slot in ((controller.undo_changed, self._on_undo_changed),
                             (controller.hint_ready, self._on_hint_ready),
                             (controller.hint_running, self._on_hint_running),
                             (controller.awaiting_changed, self._on_awaiting_changed),
                             (controller.game_finished, self._on_game_finished),
                             (table.undo_requested, self.undo),
                             (table.hint_requested, self.hint)):
            signal.connect(slot)
            self._connections.append((signal, slot))
        self._undo_reason = controller.undo_refusal_text("not_now")
        self._hint_running = False
        self._show_commands(False, False)
        self._update()

    def detach(self) -> None:
        """Stop following the game (it was stopped or left)."""
        for signal, slot in self._connections:
            with contextlib.suppress(RuntimeError, TypeError):
                signal.disconnect(slot)
        self._connections.clear()
        self.controller = None
        self.table = None
        self._hint_running = False
        self._update()

    # ---- commands ---------------------------------------------------------------

    def undo(self) -> None:
        if self.controller is not None:
            self.controller.undo()

    def redo(self) -> None:
        if self.controller is not None:
            self.controller.redo()

    def hint(self) -> None:
        """Ask for a suggested move, or cancel the search that is running."""
        if self.controller is None:
            return
        if self._hint_running:
            self.cancel_hint()
        else:
            self.controller.request_hint()

    def cancel_hint(self) -> None:
        if self.controller is not None and self._hint_running:
            self.controller.cancel_hint()
            self._show_status(self.tr("The suggestion was cancelled."))

    def watch_replay(self) -> None:
        """The replay of the game on the table (once it is over)."""
        if self._watch_replay is not None and self.controller is not None \
                and self.controller.is_over:
            self._watch_replay()

    def _on_game_finished(self, _outcome: Any) -> None:
        self._show_commands(False, False)
        self._update()

    def _say_why_not(self) -> None:
        if self.controller is not None and self._undo_reason:
            self._show_refusal(self._undo_reason)

    def _say_why_no_hint(self) -> None:
        if self.controller is not None and not self._hint_possible():
            self._show_refusal(self._hint_refusal())

    def _hint_possible(self) -> bool:
        """A move can be suggested now: a human decides (or the search runs: cancel)."""
        ctrl = self.controller
        if ctrl is None or ctrl.is_over:
            return False
        return self._hint_running or ctrl.awaiting_human is not None

    def _hint_refusal(self) -> str:
        ctrl = self.controller
        if ctrl is not None and ctrl.is_over:
            return self.tr("The game is over.")
        return self.tr("A move can be suggested only on your turn.")

    def _hint_tooltip(self) -> str:
        if self._hint_running:
            return self.tr("Stop looking for a move (Esc).")
        if not self._hint_possible():
            return self._hint_refusal()
        return self.tr("The computer suggests a move for you (key H).")

    # ---- from the controller --------------------------------------------------------

    def _on_undo_changed(self, possible: bool, reason: str, can_redo: bool) -> None:
        ctrl = self.controller
        if ctrl is None:
            return
        self._undo_reason = "" if possible else ctrl.undo_refusal_text(reason)
        self._show_commands(possible, can_redo)
        self._update()

    def _show_commands(self, possible: bool, can_redo: bool) -> None:
        self._undo_possible, self._can_redo = possible, can_redo
        self.act_undo.setEnabled(possible)
        self.act_redo.setEnabled(can_redo)
        set_command = getattr(self.table, "set_command", None)
        if not callable(set_command):  # only tables on the table kit show the buttons
            return
        if self.controller is not None and self.controller.is_over:
            # A finished game's table keeps only its end controls.
            set_command("undo", visible=False)
            set_command("hint", visible=False)
        else:
            # A game that never takes a move back (a tutorial) shows no Undo button.
            set_command("undo", visible=getattr(self.controller, "offers_undo", True),
                        enabled=possible,
                        tooltip=self._undo_reason or self.tr("Take back your last move."))
            set_command("hint", visible=True, enabled=self._hint_possible(),
                        tooltip=self._hint_tooltip(), running=self._hint_running)

    def _on_hint_running(self, running: bool) -> None:
        self._hint_running = running
        self._show_commands(self._undo_possible, self._can_redo)
        self._update()

    def _on_awaiting_changed(self, _seat: Any) -> None:
        self._show_commands(self._undo_possible, self._can_redo)
        self._update()

    def _on_hint_ready(self, action: Any, reason: Any) -> None:
        ctrl, table = self.controller, self.table
        if ctrl is None or table is None:
            return
        sentence = hint_sentence(ctrl.game_id, reason, ctrl.names) or self.tr(
            "The suggested move is marked on the table.")
        show_hint = getattr(table, "show_hint", None)
        if callable(show_hint):  # the table marks it and says why in its panel
            show_hint(action, sentence)
        else:
            self._show_status(sentence)

    # ---- texts and states -------------------------------------------------------------

    def _update(self) -> None:
        in_game = self.controller is not None
        if not in_game:
            self.act_undo.setEnabled(False)
            self.act_redo.setEnabled(False)
        over = in_game and bool(self.controller.is_over)
        self.act_hint.setEnabled(self._hint_possible())
        self.act_hint.setToolTip(self._hint_tooltip())
        self.hint_refused.setEnabled(in_game and not self.act_hint.isEnabled())
        self.act_replay.setEnabled(over and self._watch_replay is not None)
        self.undo_refused.setEnabled(in_game and not self.act_undo.isEnabled())
        self.cancel_hint_key.setEnabled(self._hint_running)
        self.act_undo.setToolTip(self._undo_reason if in_game and self._undo_reason
                                 else self.tr("Take back your last move."))
        self.act_hint.setText(self.tr("Cancel the suggestion") if self._hint_running
                              else self.tr("Suggest a &move"))

    def retranslate(self) -> None:
        self.act_undo.setText(self.tr("&Undo"))
        self.act_redo.setText(self.tr("Re&do"))
        self.act_redo.setToolTip(self.tr("Play again the move you took back."))
        self.act_replay.setText(self.tr("&Watch the replay"))
        self.act_replay.setToolTip(self.tr(
            "Step through the game just finished, move by move, every hand face up."))
        if self.controller is not None:
            ctrl = self.controller
            point = ctrl.undo_point()
            self._undo_reason = "" if point.possible else ctrl.undo_refusal_text(
                point.reason or "not_now")
            # The table's buttons take their tooltips in the new language.
            self._show_commands(point.possible, ctrl.can_redo)
        self._update()
