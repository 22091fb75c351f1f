"""Shinobi's own choices in the new-game dialog: none beyond seats and the
first meeple holder (SHI-1 … SHI-8 leave nothing to choose)."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QVBoxLayout, QWidget


def build_options(num_seats: int, first_seat: int | None, values: dict[str, Any]) -> dict[str, Any]:
    """ShinobiOptions as JSON; `values` carry nothing for Shinobi."""
    return {"num_seats": num_seats, "first_seat": first_seat}


class OptionsWidget(QWidget):
    """An empty widget: Shinobi has no options of its own."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)

    def set_num_seats(self, n: int) -> None:
        pass

    def values(self) -> dict[str, Any]:
        return {}

    def set_values(self, values: dict[str, Any]) -> None:
        pass
