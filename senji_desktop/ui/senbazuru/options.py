"""SenbaZuru's part of the new-game dialog: always two players, no variants;
a short note says so."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget


def build_options(num_seats: int, first_seat: int | None, values: dict[str, Any]) -> dict[str, Any]:
    """SenbaZuruOptions as JSON (`values` carry nothing for this game)."""
    del values
    return {"num_seats": num_seats, "first_seat": first_seat}


class OptionsWidget(QWidget):
    """A note: SenbaZuru is a duel for exactly two players."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.note = QLabel(self)
        self.note.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.note)
        self._retranslate()

    def set_num_seats(self, n: int) -> None:
        del n

    def values(self) -> dict[str, Any]:
        return {}

    def set_values(self, values: dict[str, Any]) -> None:
        del values

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)

    def _retranslate(self) -> None:
        self.note.setText(self.tr("A duel for two players: no variants to choose."))
