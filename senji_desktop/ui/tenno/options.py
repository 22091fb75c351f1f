"""Tenno's own choices in the new-game dialog: none beyond seats and the
first player (2–7 seats, TEN-1); the widget only says so."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget


def build_options(num_seats: int, first_seat: int | None, values: dict[str, Any]) -> dict[str, Any]:
    """TennoOptions as JSON (`values` are ignored: Tenno has no variants)."""
    return {"num_seats": num_seats, "first_seat": first_seat}


class OptionsWidget(QWidget):
    """A short note: every player gets one set of eleven cards."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.note = QLabel(self)
        self.note.setWordWrap(True)
        self.note.setObjectName("tenno_note")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.note)
        self._num_seats = 3
        self._retranslate()

    def set_num_seats(self, n: int) -> None:
        self._num_seats = n
        self._retranslate()

    def values(self) -> dict[str, Any]:
        return {}

    def set_values(self, values: dict[str, Any]) -> None:
        """Tenno has no options to restore."""

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)

    def _retranslate(self) -> None:
        self.note.setText(self.tr("Every player gets one set of eleven cards; %n sets in play.")
                          .replace("%n", str(self._num_seats)))
