"""Senshi's own choices in the new-game dialog: the secret-start variant (SNS-2)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QCheckBox, QWidget

from senji_desktop.ui.common.option_notes import CHECKBOX_NOTE_INDENT, ExplainedOptions

# Seat counts that allow the secret-start variant (SNS-2).
SECRET_START_SEATS = (3, 4)


def build_options(num_seats: int, first_seat: int | None, values: dict[str, Any]) -> dict[str, Any]:
    """SenshiOptions as JSON. `values` are :meth:`OptionsWidget.values`;
    the variant is dropped for 2 seats (SNS-2 allows it for 3–4 only)."""
    secret = bool(values.get("secret_start", False)) and num_seats in SECRET_START_SEATS
    return {"num_seats": num_seats, "first_seat": first_seat, "secret_start": secret}


class OptionsWidget(QWidget):
    """The secret-start checkbox, explained below it; enabled only for 3–4
    seats (SNS-2)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.secret_start = QCheckBox(self)
        self.secret_start.setObjectName("secret_start")
        layout = ExplainedOptions(self)
        self.secret_note = layout.add(self.secret_start, indent=CHECKBOX_NOTE_INDENT)
        self.secret_note.setObjectName("secret_start_note")
        self._num_seats = 2
        self._retranslate()
        self.set_num_seats(2)

    def set_num_seats(self, n: int) -> None:
        self._num_seats = n
        self.secret_start.setEnabled(n in SECRET_START_SEATS)
        self._retranslate()

    def values(self) -> dict[str, Any]:
        return {"secret_start": self.secret_start.isChecked()}

    def set_values(self, values: dict[str, Any]) -> None:
        self.secret_start.setChecked(bool(values.get("secret_start", False)))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)

    def _retranslate(self) -> None:
        self.secret_start.setText(self.tr("Secret start (variant)"))
        tip = self.tr(
            "Instead of choosing a stack at the start, every player secretly draws three "
            "tiles that only they know until they play them. For 3 or 4 players."
        )
        note = self.tr(
            "Everyone starts with three random tiles that only they know, instead of "
            "picking an open stack.")
        if self._num_seats not in SECRET_START_SEATS:
            tip = self.tr("The secret start is a variant for 3 or 4 players.")
            note = self.tr("A variant for 3 or 4 players: everyone starts with three random "
                           "tiles that only they know.")
        self.secret_start.setToolTip(tip)
        self.secret_note.setText(note)
