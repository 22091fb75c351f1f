"""The end-of-game summary of SenbaZuru: each player's points and where they
come from, and the result in sentences (SBZ-9, SBZ-A6).

:func:`result_sentences` turns ``Outcome.details`` (games/senbazuru/rules.py
``score_outcome``) into whole translated sentences. :class:`EndDialog` opens
non-modally with ``open()`` (never ``exec()``, which would block the
controller's event loop).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from senji_desktop.engine.core import Outcome
from senji_desktop.ui.common import theme
from senji_desktop.ui.senbazuru import log_text
from senji_desktop.ui.senbazuru.items import seat_colour

translate = QCoreApplication.translate


def headline(outcome: Outcome, names: Sequence[str]) -> str:
    if len(outcome.winners) > 1:
        return translate("SenbaZuruEndDialog", "A shared victory!")
    return translate("SenbaZuruEndDialog", "%1 wins!").replace(
        "%1", log_text.seat_name(names, outcome.winners[0]))


def result_sentences(outcome: Outcome, names: Sequence[str]) -> list[str]:
    """The result explained (SBZ-9): points, then the tie-break if it decided."""
    d: dict[str, Any] = dict(outcome.details)
    if not d or not outcome.winners:
        return []
    pts = d["scores"]
    cranes = d["cranes"]
    decided = d["decided_by"]
    if decided == "score":
        w = outcome.winners[0]
        return [translate("SenbaZuruEndDialog", "%1 wins with %2 points against %3.")
                .replace("%1", log_text.seat_name(names, w)).replace("%2", str(pts[w]))
                .replace("%3", str(pts[1 - w]))]
    if decided == "cranes":
        w = outcome.winners[0]
        return [translate("SenbaZuruEndDialog", "Both players have %1 points.")
                .replace("%1", str(pts[0])),
                translate("SenbaZuruEndDialog",
                          "%1 wins the tie with more crowned-crane tokens (%2 against %3).")
                .replace("%1", log_text.seat_name(names, w)).replace("%2", str(cranes[w]))
                .replace("%3", str(cranes[1 - w]))]
    return [translate("SenbaZuruEndDialog",
                      "Both players have %1 points and %2 crowned-crane tokens: "
                      "they share the victory.")
            .replace("%1", str(pts[0])).replace("%2", str(cranes[0]))]


class EndDialog(QDialog):
    """The result: headline, sentences, a table of points, three buttons."""

    new_game_requested = Signal()
    home_requested = Signal()

    def __init__(self, outcome: Outcome, view: Any, names: Sequence[str],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("SenbaZuruEndDialog")
        self.outcome = outcome
        self.names = list(names)
        self.setStyleSheet(theme.panel_style_sheet()
                           + f"QDialog {{ background: {theme.PAPER_LIGHT}; }}")
        self.setMinimumWidth(480)
        box = QVBoxLayout(self)
        box.setContentsMargins(26, 22, 26, 20)
        box.setSpacing(10)
        self.headline = QLabel(self)
        self.headline.setFont(theme.ui_font(18, bold=True))
        self.headline.setTextFormat(Qt.TextFormat.PlainText)
        self.sentences = QLabel(self)
        self.sentences.setWordWrap(True)
        self.sentences.setTextFormat(Qt.TextFormat.PlainText)
        self.sentences.setFont(theme.ui_font(11.5))
        box.addWidget(self.headline)
        box.addWidget(self.sentences)
        self.grid = QGridLayout()
        self.grid.setHorizontalSpacing(18)
        # One row per kind of point, one column per player: the German row
        # headings are long, so they get the width.
        self.cells: list[list[QLabel]] = []
        for r in range(6):
            row = []
            for c in range(3):
                label = QLabel(self)
                label.setTextFormat(Qt.TextFormat.PlainText)
                label.setFont(theme.ui_font(11, bold=(r in (0, 5))))
                if r == 0 and c > 0:
                    label.setStyleSheet(f"color: {seat_colour(c - 1)};")
                if c > 0:
                    label.setAlignment(Qt.AlignmentFlag.AlignRight)
                self.grid.addWidget(label, r, c)
                row.append(label)
            self.cells.append(row)
        box.addLayout(self.grid)
        buttons = QHBoxLayout()
        self.new_button = QPushButton(self)
        self.home_button = QPushButton(self)
        self.close_button = QPushButton(self)
        self.close_button.setDefault(True)
        self.new_button.clicked.connect(self._new)
        self.home_button.clicked.connect(self._home)
        self.close_button.clicked.connect(self.close)
        buttons.addWidget(self.new_button)
        buttons.addWidget(self.home_button)
        buttons.addStretch(1)
        buttons.addWidget(self.close_button)
        box.addLayout(buttons)
        self.retranslate()

    def _new(self) -> None:
        self.close()
        self.new_game_requested.emit()

    def _home(self) -> None:
        self.close()
        self.home_requested.emit()

    def retranslate(self) -> None:
        self.setWindowTitle(translate("SenbaZuruEndDialog", "SenbaZuru – result"))
        self.headline.setText(headline(self.outcome, self.names))
        self.sentences.setText(" ".join(result_sentences(self.outcome, self.names)))
        heads = [translate("SenbaZuruEndDialog", "Tiles"),
                 translate("SenbaZuruEndDialog", "Golden cranes"),
                 translate("SenbaZuruEndDialog", "Golden origami"),
                 translate("SenbaZuruEndDialog", "Crowned-crane tokens"),
                 translate("SenbaZuruEndDialog", "Points")]
        d = dict(self.outcome.details)
        for seat in range(2):
            self.cells[0][seat + 1].setText(log_text.seat_name(self.names, seat))
        for r, (text, key) in enumerate(zip(heads, ("tiles", "golden", "gold", "cranes", "scores"),
                                            strict=True), 1):
            self.cells[r][0].setText(text)
            if d:
                for seat in range(2):
                    self.cells[r][seat + 1].setText(str(d[key][seat]))
        self.new_button.setText(translate("SenbaZuruEndDialog", "New game"))
        self.home_button.setText(translate("SenbaZuruEndDialog", "Back to the home screen"))
        self.close_button.setText(translate("SenbaZuruEndDialog", "Close"))
