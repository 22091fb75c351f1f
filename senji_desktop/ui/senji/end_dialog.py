"""The end of a Senji game: the honor of every family and the result
explained in sentences (SJ-46: 60 honor at the end of a year wins; the
year-25 valve ends every game).

:class:`EndDialog` opens non-modally with ``open()`` (never ``exec()``,
which would block the controller's event loop).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QRectF, Qt, Signal
from PySide6.QtGui import QPainter, QPaintEvent
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
from senji_desktop.ui.common.paper import paint_paper
from senji_desktop.ui.senji.texts import family_name

translate = QCoreApplication.translate


def _join(names: Sequence[str]) -> str:
    if len(names) <= 1:
        return "".join(names)
    return (translate("SenjiEndDialog", "%1 and %2")
            .replace("%1", ", ".join(names[:-1])).replace("%2", names[-1]))


def result_sentences(outcome: Outcome, names: Sequence[str]) -> list[str]:
    """Whole sentences explaining the result (SJ-46)."""
    d = dict(outcome.details)
    honor: list[int] = list(d.get("honor", [int(x) for x in outcome.scores]))
    year = d.get("year", 0)
    winners = [names[s] for s in outcome.winners]
    out: list[str] = []
    if d.get("valve"):
        out.append(translate("SenjiEndDialog",
                             "Nobody reached 60 honor, so the game ended after year %1.")
                   .replace("%1", str(year)))
        if len(winners) > 1:
            out.append(translate("SenjiEndDialog", "%1 share the victory with %2 honor each.")
                       .replace("%1", _join(winners))
                       .replace("%2", str(honor[outcome.winners[0]])))
        elif winners:
            out.append(translate("SenjiEndDialog", "%1 wins with the most honor: %2.")
                       .replace("%1", winners[0]).replace("%2", str(honor[outcome.winners[0]])))
    elif winners:
        out.append(translate("SenjiEndDialog",
                             "%1 reached %2 honor at the end of year %3 and wins.")
                   .replace("%1", winners[0]).replace("%2", str(honor[outcome.winners[0]]))
                   .replace("%3", str(year)))
    ranked = sorted(range(len(honor)), key=lambda s: -honor[s])
    others = [s for s in ranked if s not in outcome.winners]
    if others:
        best = others[0]
        out.append(translate("SenjiEndDialog", "%1 follows with %2 honor.")
                   .replace("%1", names[best]).replace("%2", str(honor[best])))
    return out


class EndDialog(QDialog):
    """The summary (see module docstring)."""

    new_game_requested = Signal()
    home_requested = Signal()

    def __init__(self, outcome: Outcome, view: Any, names: Sequence[str],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("SenjiEndDialog")
        self.outcome = outcome
        self.view = view
        self.names = list(names)
        self.setModal(False)
        self.setStyleSheet(theme.panel_style_sheet())
        self._outer = QVBoxLayout(self)
        self._outer.setContentsMargins(30, 24, 30, 22)
        self._outer.setSpacing(12)
        self._content: QWidget | None = None
        self.new_game_button = QPushButton(self)
        self.home_button = QPushButton(self)
        self.close_button = QPushButton(self)
        self.new_game_button.setDefault(True)
        self.new_game_button.clicked.connect(self._new_game)
        self.home_button.clicked.connect(self._home)
        self.close_button.clicked.connect(self.reject)
        self._buttons = QHBoxLayout()
        self._buttons.addStretch(1)
        for b in (self.close_button, self.home_button, self.new_game_button):
            b.setFont(theme.ui_font(11))
            self._buttons.addWidget(b)
        self.retranslate()

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        paint_paper(p, QRectF(self.rect()), tone=theme.PAPER_LIGHT, vignette=False,
                    dpr=self.devicePixelRatioF())
        p.end()

    def sentences(self) -> list[str]:
        return result_sentences(self.outcome, self.names)

    def retranslate(self) -> None:
        self.setWindowTitle(translate("SenjiEndDialog", "Senji — result"))
        self.new_game_button.setText(translate("SenjiEndDialog", "New game"))
        self.home_button.setText(translate("SenjiEndDialog", "Back to the home screen"))
        self.close_button.setText(translate("SenjiEndDialog", "Close"))
        if self._content is not None:
            self._outer.removeWidget(self._content)
            self._content.deleteLater()
        self._content = self._build()
        self._outer.insertWidget(0, self._content)
        if self._outer.indexOf(self._buttons) < 0:
            self._outer.addLayout(self._buttons)
        self._outer.activate()
        hint = self._outer.sizeHint()
        self.resize(max(560, hint.width()), hint.height())

    def _build(self) -> QWidget:
        w = QWidget(self)
        box = QVBoxLayout(w)
        box.setContentsMargins(0, 0, 0, 0)
        box.setSpacing(10)
        if self.outcome.winners:
            head = (translate("SenjiEndDialog", "%1 wins!").replace(
                "%1", _join([self.names[s] for s in self.outcome.winners])))
        else:
            head = translate("SenjiEndDialog", "The game is over.")
        title = QLabel(head, w)
        title.setObjectName("headline")
        title.setFont(theme.ui_font(18, bold=True))
        title.setProperty("role", "accent")
        box.addWidget(title)
        d = dict(self.outcome.details)
        honor: list[int] = list(d.get("honor", [int(x) for x in self.outcome.scores]))
        families = list(getattr(getattr(self.view, "state", None), "families", ()))
        grid = QGridLayout()
        grid.setHorizontalSpacing(18)
        heads = [translate("SenjiEndDialog", "Player"), translate("SenjiEndDialog", "Family"),
                 translate("SenjiEndDialog", "Honor")]
        for col, text in enumerate(heads):
            lab = QLabel(text, w)
            lab.setFont(theme.ui_font(10.5, bold=True))
            grid.addWidget(lab, 0, col)
        order = sorted(range(len(honor)), key=lambda s: -honor[s])
        for row, s in enumerate(order, start=1):
            strong = s in self.outcome.winners
            vals = [self.names[s] if s < len(self.names) else str(s + 1),
                    family_name(families[s]) if s < len(families) else "", str(honor[s])]
            for col, text in enumerate(vals):
                lab = QLabel(text, w)
                lab.setFont(theme.ui_font(11, bold=strong))
                grid.addWidget(lab, row, col)
        box.addLayout(grid)
        explain = QLabel("\n".join(self.sentences()), w)
        explain.setObjectName("sentences")
        explain.setWordWrap(True)
        explain.setFont(theme.ui_font(11.5))
        box.addWidget(explain)
        for label in w.findChildren(QLabel):
            label.setTextFormat(Qt.TextFormat.PlainText)
        return w

    def _new_game(self) -> None:
        self.accept()
        self.new_game_requested.emit()

    def _home(self) -> None:
        self.accept()
        self.home_requested.emit()

    def text_lines(self) -> list[str]:
        return [lab.text() for lab in self.findChildren(QLabel) if lab.text()]
