"""Senji's own choices in the new-game dialog: the first player's family
(or all drawn at random, SJ-20) and the hourglass for winter (SJ-41)."""

from __future__ import annotations

import random
from typing import Any

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QCheckBox, QComboBox, QFormLayout, QLabel, QWidget

from senji_desktop.games.senji.map import FAMILIES
from senji_desktop.ui.senji.texts import family_name

#: The new-game dialog hides its "first player" field: the Emperor orders
#: every year (SJ-20), so no seat starts.
HAS_FIRST_SEAT = False


def build_options(num_seats: int, first_seat: int | None, values: dict[str, Any]) -> dict[str, Any]:
    """SenjiOptions as JSON. With a chosen family for the first player, the
    other seats get distinct families drawn now (kept in the save); without
    one, the game draws them from its seed."""
    family = values.get("family")
    families = None
    if family in FAMILIES:
        rest = [f for f in FAMILIES if f != family]
        random.shuffle(rest)
        families = [family, *rest[: num_seats - 1]]
    return {"num_seats": num_seats, "first_seat": first_seat, "families": families,
            "hourglass": bool(values.get("hourglass", False))}


class OptionsWidget(QWidget):
    """Family of the first player and the hourglass checkbox."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.family = QComboBox(self)
        self.family.setObjectName("family")
        self.family.addItem("", None)
        for f in FAMILIES:
            self.family.addItem(family_name(f), f)
        self.hourglass = QCheckBox(self)
        self.hourglass.setObjectName("hourglass")
        self._family_label = QLabel(self)
        layout = QFormLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addRow(self._family_label, self.family)
        layout.addRow(self.hourglass)
        self._retranslate()

    def set_num_seats(self, n: int) -> None:
        """Every choice works for 3–6 seats."""

    def values(self) -> dict[str, Any]:
        return {"family": self.family.currentData(), "hourglass": self.hourglass.isChecked()}

    def set_values(self, values: dict[str, Any]) -> None:
        i = self.family.findData(values.get("family"))
        self.family.setCurrentIndex(max(0, i))
        self.hourglass.setChecked(bool(values.get("hourglass", False)))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)

    def _retranslate(self) -> None:
        self._family_label.setText(self.tr("Family of the first player"))
        self.family.setItemText(0, self.tr("Drawn at random"))
        self.hourglass.setText(self.tr("Hourglass in winter"))
        self.hourglass.setToolTip(self.tr(
            "Shows a four-minute timer during winter negotiations; when it has run out, "
            "a player ends the winter. Meant for several people at one screen."))
