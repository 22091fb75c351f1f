"""The tutorial bar: the current step of a tutorial above any game's table.

Built once for every game: it shows "Step 3 of 15", the step's text in the
current language (what to do and why), a link to the rule the step teaches
(opens the rules window at that section), Continue for a step that is only
read, Restart and Leave, and once the last step is done "Play a game" and
"Home" (Leave's place). When the player chooses something the step does not
teach, :meth:`TutorialBar.point_out` says so on the counter's line (one
line, shortened to fit with the whole answer as its tooltip; the side panel
and the status line say it in full), so the bar never grows and the table
below never moves under the mouse. Enter presses Continue at a step to read.
The window (``ui/main_window.py``) connects it to the ``TutorialController``.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QKeySequence, QPainter, QShortcut
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from senji_desktop.ui.common import theme
from senji_desktop.ui.common.rules_dialog import current_language

#: How long the "not this one" note stays, in milliseconds.
NOTE_MS = 4000


class _OneLineLabel(QLabel):
    """A label kept to one line: a text too long for its width ends in "…"
    (``text()`` is the whole text, also shown as its tooltip)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        policy = QSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        policy.setRetainSizeWhenHidden(True)  # its line is laid out the same when hidden
        self.setSizePolicy(policy)

    def setText(self, text: str) -> None:
        super().setText(text)
        self.setToolTip(text)

    def paintEvent(self, _event: Any) -> None:
        painter = QPainter(self)
        shown = self.fontMetrics().elidedText(self.text(), Qt.TextElideMode.ElideRight,
                                              self.contentsRect().width())
        painter.setPen(self.palette().color(self.foregroundRole()))
        painter.drawText(self.contentsRect(), int(Qt.AlignmentFlag.AlignLeft
                                                  | Qt.AlignmentFlag.AlignVCenter), shown)


class TutorialBar(QFrame):
    """One tutorial's current step (see module docstring)."""

    continue_clicked = Signal()
    #: "Play a game" once the last step is done.
    play_requested = Signal()
    rule_requested = Signal(str)
    restart_requested = Signal()
    leave_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tutorial_bar")
        self._tutorial: Any = None
        self._index = 0
        self._step: Any = None
        self._finished = False
        self.counter = QLabel(self)
        self.counter.setObjectName("tutorial_counter")
        self.counter.setFont(theme.ui_font(10, bold=True))
        self.counter.setStyleSheet(f"color: {theme.ACCENT}; background: transparent;")
        self.text = QLabel(self)
        self.text.setObjectName("tutorial_text")
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.PlainText)
        self.text.setFont(theme.ui_font(11))
        self.text.setStyleSheet(f"color: {theme.INK}; background: transparent;")
        self.note = _OneLineLabel(self)
        self.note.setObjectName("tutorial_note")
        self.note.setFont(theme.ui_font(10, bold=True))
        self.note.setStyleSheet(f"color: {theme.ACCENT}; background: transparent;")
        self.note.hide()
        self._note_timer = QTimer(self)
        self._note_timer.setSingleShot(True)
        self._note_timer.timeout.connect(self.note.hide)
        self.rule_button = QPushButton(self)
        self.rule_button.setObjectName("tutorial_rule")
        self.rule_button.setFlat(True)
        self.rule_button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.rule_button.setFont(theme.ui_font(10))
        self.rule_button.clicked.connect(self._rule)
        self.continue_button = QPushButton(self)
        self.continue_button.setObjectName("tutorial_continue")
        self.continue_button.clicked.connect(self.continue_clicked)
        self.play_button = QPushButton(self)
        self.play_button.setObjectName("tutorial_play")
        self.play_button.clicked.connect(self.play_requested)
        self.play_button.hide()
        self.restart_button = QPushButton(self)
        self.restart_button.setObjectName("tutorial_restart")
        self.restart_button.clicked.connect(self.restart_requested)
        self.leave_button = QPushButton(self)
        self.leave_button.setObjectName("tutorial_leave")
        self.leave_button.clicked.connect(self.leave_requested)
        for b in (self.continue_button, self.play_button, self.restart_button, self.leave_button):
            b.setCursor(Qt.CursorShape.PointingHandCursor)
            b.setFont(theme.ui_font(10.5, bold=b in (self.continue_button, self.play_button)))
        self.continue_button.setDefault(True)
        # Enter presses Continue, the default button, wherever the focus is
        # (a step to read asks for nothing else: the table takes no click).
        self._continue_keys = []
        for key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
            shortcut.setEnabled(False)
            shortcut.activated.connect(self._continue_key)
            self._continue_keys.append(shortcut)

        # The rule link sits beside the step counter: the bar stays low and
        # leaves the table its room.
        head = QHBoxLayout()
        head.setContentsMargins(0, 0, 0, 0)
        head.setSpacing(14)
        head.addWidget(self.counter)
        head.addWidget(self.rule_button)
        # The note takes the rest of the counter's line: the bar keeps its
        # height when it appears, and the table below stays where it is.
        head.addWidget(self.note, 1)
        left = QVBoxLayout()
        left.setSpacing(1)
        left.addLayout(head)
        left.addWidget(self.text)
        buttons = QHBoxLayout()
        buttons.setSpacing(8)
        buttons.addWidget(self.continue_button)
        buttons.addWidget(self.play_button)
        buttons.addWidget(self.restart_button)
        buttons.addWidget(self.leave_button)
        row = QHBoxLayout(self)
        row.setContentsMargins(14, 5, 12, 6)
        row.setSpacing(14)
        row.addLayout(left, 1)
        row.addLayout(buttons)
        self.setStyleSheet(theme.panel_style_sheet() + f"""
            #tutorial_bar {{ background: {theme.PAPER_LIGHT}; border-bottom: 1px solid
                             {theme.INK_FAINT}; border-left: 6px solid {theme.ACCENT}; }}
            #tutorial_rule {{ color: {theme.ACCENT}; background: transparent; border: none;
                              padding: 0; text-align: left; text-decoration: underline; }}
        """)
        self.retranslate()

    # ---- what it shows -------------------------------------------------------------

    @property
    def step_index(self) -> int:
        return self._index

    def start(self, tutorial: Any) -> None:
        """Show the bar for `tutorial` (a ``controller.tutorial.Tutorial``)."""
        self._tutorial = tutorial
        self._finished = False
        self.show()

    def show_step(self, index: int, step: Any) -> None:
        """Show step `index` (`step` None: the tutorial is finished)."""
        self._index = index
        self._step = step
        self._finished = step is None
        self.note.hide()
        self.retranslate()

    def point_out(self) -> None:
        """The player chose something else: say what this step teaches."""
        click = self._step.click_in(current_language()) if self._step is not None else ""
        #: Shown when the player chooses something the tutorial step does not
        #: teach; %1 says what to click instead (from the tutorial file).
        self.note.setText(self.tr("Not this one. %1").replace("%1", click) if click else self.tr(
            "Not this one — this step teaches the move described above."))
        self.note.show()
        self._note_timer.start(NOTE_MS)

    def _continue_key(self) -> None:
        if self.continue_button.isVisible() and self.continue_button.isEnabled():
            self.continue_button.click()

    def _rule(self) -> None:
        if self._step is not None and self._step.rule:
            self.rule_requested.emit(self._step.rule)

    # ---- texts ---------------------------------------------------------------------

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        tutorial = self._tutorial
        lang = current_language()
        total = len(tutorial.steps) if tutorial is not None else 0
        if self._finished or self._step is None:
            title = tutorial.title_in(lang) if tutorial is not None else ""
            #: Heading of the tutorial bar once the last step is done; %1 is e.g. "Learn Tenno".
            self.counter.setText(self.tr("%1 — done").replace("%1", title))
            self.text.setText(self.tr(
                "You have played every step. Play a real game now, or go back to the "
                "home screen."))
        else:
            #: %1 the step's number, %2 the number of steps, %3 the tutorial's title.
            self.counter.setText(self.tr("Step %1 of %2 · %3").replace("%1", str(self._index + 1))
                                 .replace("%2", str(total))
                                 .replace("%3", tutorial.title_in(lang) if tutorial else ""))
            self.text.setText(self._step.text_in(lang))
        has_rule = bool(self._step is not None and self._step.rule and not self._finished)
        self.rule_button.setVisible(has_rule)
        self.rule_button.setText(self.tr("Read this rule"))
        self.rule_button.setToolTip(self.tr("Open the rules at the section this step teaches."))
        self.continue_button.setText(self.tr("&Continue"))
        self.continue_button.setToolTip(self.tr("Go on to the next step."))
        reading = bool(self._step is not None and self._step.is_info and not self._finished)
        self.continue_button.setVisible(reading)
        for shortcut in self._continue_keys:
            shortcut.setEnabled(reading)
        self.play_button.setText(self.tr("&Play a game"))
        self.play_button.setToolTip(self.tr("Choose players and start a real game."))
        self.play_button.setVisible(self._finished)
        self.play_button.setDefault(self._finished)
        self.restart_button.setText(self.tr("Restart"))
        self.restart_button.setToolTip(self.tr("Start the tutorial again from its first step."))
        if self._finished:
            self.leave_button.setText(self.tr("Home"))
            self.leave_button.setToolTip(self.tr("Back to the home screen."))
        else:
            self.leave_button.setText(self.tr("Leave"))
            self.leave_button.setToolTip(self.tr(
                "Back to the home screen; Learn to play resumes at this step."))
