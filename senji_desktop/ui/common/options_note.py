"""The options box of a game with nothing to choose beyond seats and the
first player: a note that says what the game fixes instead, kept in the
current language.

A game's ``options.py`` subclasses :class:`NoteOptions` as its
``OptionsWidget`` and answers :meth:`NoteOptions.note_text` with
``self.tr(...)`` (the translation context stays the game's
``OptionsWidget``)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget


class NoteOptions(QWidget):
    """A word-wrapped note (``note``, a QLabel) in place of choices; its
    :meth:`values` are always empty."""

    #: The seat count the note is written for until the dialog says another.
    _num_seats = 2

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.note = QLabel(self)
        self.note.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.note)
        self._retranslate()

    def note_text(self, num_seats: int) -> str:
        """The note for a game of `num_seats` seats, translated."""
        raise NotImplementedError

    def set_num_seats(self, n: int) -> None:
        self._num_seats = n
        self._retranslate()

    def values(self) -> dict[str, Any]:
        return {}

    def set_values(self, values: dict[str, Any]) -> None:
        """Nothing to restore."""

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)

    def _retranslate(self) -> None:
        self.note.setText(self.note_text(self._num_seats))


__all__ = ["NoteOptions"]
