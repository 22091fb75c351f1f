"""Options explained in place: a choice and, right under it, what it does.

The new-game dialog and each game's options widget (``ui/<game>/options.py``)
lay out their choices with :class:`ExplainedOptions`: every control gets a
short note below it (soft ink, word-wrapped, at least 10 pt), so a player
reads what an option means without hovering for a tooltip. The notes are
plain labels: the owner sets their text in its ``retranslate``.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QVBoxLayout, QWidget

from senji_desktop.ui.common import theme

#: Left indent of a note under a check box: the note lines up with the box's text.
CHECKBOX_NOTE_INDENT = 24


def note_label(parent: QWidget | None = None) -> QLabel:
    """An explanation line: plain text, wrapped, in the soft ink."""
    note = QLabel(parent)
    note.setWordWrap(True)
    note.setTextFormat(Qt.TextFormat.PlainText)
    note.setFont(theme.ui_font(10))
    note.setProperty("role", "hint")
    note.setStyleSheet(f"color: {theme.INK_SOFT}; background: transparent;")
    return note


class ExplainedOptions(QVBoxLayout):
    """A column of options, each a control (with an optional label before it)
    and its note below.

    :meth:`add` returns the note label, whose text the owner sets (and resets
    on a language change)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setContentsMargins(0, 0, 0, 0)
        self.setSpacing(2)
        self._rows = 0

    def add(self, control: QWidget, label: QLabel | None = None, *,
            indent: int = 0) -> QLabel:
        """Append `control` (after `label`, if given) and a note under it.
        `indent` moves the note right (use :data:`CHECKBOX_NOTE_INDENT` under
        a check box). Returns the note."""
        if self._rows:
            self.addSpacing(8)
        self._rows += 1
        if label is not None:
            row = QHBoxLayout()
            row.setSpacing(8)
            row.addWidget(label)
            row.addWidget(control, 1)
            label.setBuddy(control)
            self.addLayout(row)
        else:
            self.addWidget(control)
        note = note_label(control.parentWidget())
        if indent:
            box = QHBoxLayout()
            box.setContentsMargins(indent, 0, 0, 0)
            box.addWidget(note)
            self.addLayout(box)
        else:
            self.addWidget(note)
        return note
