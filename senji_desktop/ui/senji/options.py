"""Senji's own choices in the new-game dialog: the first player's family
(or all drawn at random, SJ-20), the samurai powers (SJ-60, on by default)
and the hourglass for winter (SJ-41: four minutes by default, offered only
when two or more people play at this screen)."""

from __future__ import annotations

import random
from typing import Any

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QCheckBox, QComboBox, QLabel, QWidget

from senji_desktop.games.senji.map import FAMILIES
from senji_desktop.ui.common.option_notes import CHECKBOX_NOTE_INDENT, ExplainedOptions
from senji_desktop.ui.senji.texts import family_name

#: The new-game dialog hides its "first player" field: the Emperor orders
#: every year (SJ-20), so no seat starts.
HAS_FIRST_SEAT = False

# SJ-41: the hourglass runs only with this many human seats or more.
HOURGLASS_HUMANS = 2


def build_options(num_seats: int, first_seat: int | None, values: dict[str, Any]) -> dict[str, Any]:
    """SenjiOptions as JSON. With a chosen family for the first player, the
    other seats get distinct families drawn now (kept in the save); without
    one, the game draws them from its seed. The hourglass is on only when
    it was offered (two or more humans, ``hourglass_offered``) and chosen;
    the powers are on unless switched off (SJ-60)."""
    family = values.get("family")
    families = None
    if family in FAMILIES:
        rest = [f for f in FAMILIES if f != family]
        random.shuffle(rest)
        families = [family, *rest[: num_seats - 1]]
    hourglass = bool(values.get("hourglass", True)) and bool(values.get("hourglass_offered",
                                                                        False))
    return {"num_seats": num_seats, "first_seat": first_seat, "families": families,
            "hourglass": hourglass, "powers": bool(values.get("powers", True))}


class OptionsWidget(QWidget):
    """Family of the first player, the samurai powers and the hourglass, each
    explained below it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.family = QComboBox(self)
        self.family.setObjectName("family")
        self.family.addItem("", None)
        for f in FAMILIES:
            self.family.addItem(family_name(f), f)
        self.powers = QCheckBox(self)
        self.powers.setObjectName("powers")
        self.powers.setChecked(True)
        self.hourglass = QCheckBox(self)
        self.hourglass.setObjectName("hourglass")
        self.hourglass.setChecked(True)
        self._humans = 1
        self._family_label = QLabel(self)
        layout = ExplainedOptions(self)
        self.family_note = layout.add(self.family, self._family_label)
        self.powers_note = layout.add(self.powers, indent=CHECKBOX_NOTE_INDENT)
        self.hourglass_note = layout.add(self.hourglass, indent=CHECKBOX_NOTE_INDENT)
        self._retranslate()
        self.set_humans(1)

    def set_num_seats(self, n: int) -> None:
        """Every choice works for 3–6 seats."""

    def set_humans(self, n: int) -> None:
        """SJ-41: the hourglass is offered only with two or more human seats."""
        self._humans = n
        self.hourglass.setEnabled(n >= HOURGLASS_HUMANS)
        self._retranslate()

    def values(self) -> dict[str, Any]:
        return {"family": self.family.currentData(), "powers": self.powers.isChecked(),
                "hourglass": self.hourglass.isChecked(),
                "hourglass_offered": self._humans >= HOURGLASS_HUMANS}

    def set_values(self, values: dict[str, Any]) -> None:
        i = self.family.findData(values.get("family"))
        self.family.setCurrentIndex(max(0, i))
        self.powers.setChecked(bool(values.get("powers", True)))
        self.hourglass.setChecked(bool(values.get("hourglass", True)))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)

    def _retranslate(self) -> None:
        self._family_label.setText(self.tr("Family of the first player:"))
        self.family_note.setText(self.tr(
            "Which of the six families the first player leads; the others get theirs by "
            "lot. Families nobody plays stay neutral on the map."))
        self.family.setItemText(0, self.tr("Drawn at random"))
        self.powers.setText(self.tr("Samurai powers"))
        self.powers.setToolTip(self.tr(
            "Every samurai brings a power of his own, such as extra dice in battle or "
            "extra hanafuda cards. Switch it off to play the base game."))
        self.powers_note.setText(self.tr(
            "Each samurai has a power of his own — more dice, more hanafuda, a look at "
            "hidden cards. Off: the base game."))
        self.hourglass.setText(self.tr("Hourglass in winter (4 minutes)"))
        if self._humans >= HOURGLASS_HUMANS:
            self.hourglass.setToolTip(self.tr(
                "Winter negotiations get four minutes; when the time has run out, a "
                "player ends the winter."))
            self.hourglass_note.setText(self.tr(
                "Winter talks last at most four minutes; then anyone may end the winter."))
        else:
            self.hourglass.setToolTip(self.tr(
                "Only for two or more people playing at this screen: against AI "
                "opponents winter has no time limit."))
            self.hourglass_note.setText(self.tr(
                "Only for two or more people at this screen; against the computer, "
                "winter has no time limit."))
