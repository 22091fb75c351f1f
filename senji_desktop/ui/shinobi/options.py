"""Shinobi's own choices in the new-game dialog: none beyond seats and the
first meeple holder (SHI-1 … SHI-8 leave nothing to choose), so the box
says what every clan starts with."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget


def build_options(num_seats: int, first_seat: int | None, values: dict[str, Any]) -> dict[str, Any]:
    """ShinobiOptions as JSON; `values` carry nothing for Shinobi."""
    return {"num_seats": num_seats, "first_seat": first_seat}


class OptionsWidget(QWidget):
    """A note instead of choices: Shinobi has no options of its own."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.note = QLabel(self)
        self.note.setObjectName("shinobi_options_note")
        self.note.setWordWrap(True)
        self.note.setTextFormat(Qt.TextFormat.PlainText)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.note)
        self._retranslate()

    def set_num_seats(self, n: int) -> None:
        pass

    def values(self) -> dict[str, Any]:
        return {}

    def set_values(self, values: dict[str, Any]) -> None:
        pass

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)

    def _retranslate(self) -> None:
        self.note.setText(self.tr(
            "Nothing else to choose: every clan starts with five lives and one card of "
            "each weapon."))
