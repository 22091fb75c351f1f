"""Tenno's own choices in the new-game dialog: none beyond seats and the
first player (2–7 seats, TEN-1); the widget only says so."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QWidget

from senji_desktop.ui.common.options_note import NoteOptions


def build_options(num_seats: int, first_seat: int | None, values: dict[str, Any]) -> dict[str, Any]:
    """TennoOptions as JSON (`values` are ignored: Tenno has no variants)."""
    return {"num_seats": num_seats, "first_seat": first_seat}


class OptionsWidget(NoteOptions):
    """A short note: every player gets one set of eleven cards."""

    _num_seats = 3

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.note.setObjectName("tenno_note")

    def note_text(self, num_seats: int) -> str:
        return (self.tr("Every player gets one set of eleven cards; %n sets in play.")
                .replace("%n", str(num_seats)))
