"""The end-of-game summary: every seat's captured cards revealed, points,
and the result explained in sentences (TEN-8, TEN-9).

:func:`result_sentences` turns ``Outcome.details`` (games/tenno/rules.py
``score``) into whole translated sentences: why the game ended, who wins
with how many points, and the tie-break by the cards left in hand and on
the table. :class:`EndDialog` opens non-modally with ``open()``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QRectF, Qt, Signal
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QDialog,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from senji_desktop.engine.core import Outcome
from senji_desktop.ui.common import theme
from senji_desktop.ui.common.paper import paint_paper
from senji_desktop.ui.tenno import log_text

# Translation context of this module's texts (written out in each call for lupdate).
CONTEXT = "TennoEndDialog"

translate = QCoreApplication.translate


def join_names(names: Sequence[str]) -> str:
    """ "A", "A and B", "A, B and C" in the current language."""
    if not names:
        return ""
    text = names[0]
    for i, name in enumerate(names[1:], start=1):
        if i == len(names) - 1:
            text = (translate("TennoEndDialog", "%1 and %2", "joins the last two names of a list")
                    .replace("%1", text).replace("%2", name))
        else:
            text = (translate("TennoEndDialog", "%1, %2", "joins names in a list")
                    .replace("%1", text).replace("%2", name))
    return text


def headline(outcome: Outcome, names: Sequence[str]) -> str:
    winners = [log_text.seat_name(names, s) for s in outcome.winners]
    if len(winners) == 1:
        return translate("TennoEndDialog", "%1 wins the emperor's favour!").replace(
            "%1", winners[0])
    return translate("TennoEndDialog", "%1 share the emperor's favour!").replace(
        "%1", join_names(winners))


def result_sentences(outcome: Outcome, names: Sequence[str]) -> list[str]:
    """Whole sentences explaining the result (TEN-8)."""
    d = dict(outcome.details)
    points: list[int] = d["points"]
    reserve: list[int] = d["reserve"]
    tied: list[int] = d["tied"]
    out: list[str] = []
    ended_by = d.get("ended_by")
    if ended_by is not None:
        out.append(translate("TennoEndDialog",
                             "The game ended when %1 had to refill a position with no card in "
                             "hand.").replace("%1", log_text.seat_name(names, ended_by)))
    winners = list(outcome.winners)
    name_list = join_names([log_text.seat_name(names, s) for s in winners])
    top = str(points[winners[0]])
    if d["decided_by"] == "points":
        out.append(translate("TennoEndDialog",
                             "%1 captured the most: %2 points.").replace("%1", name_list)
                   .replace("%2", top))
    else:
        tied_names = join_names([log_text.seat_name(names, s) for s in tied])
        out.append(translate("TennoEndDialog", "%1 tied with %2 points each.")
                   .replace("%1", tied_names).replace("%2", top))
        if d["decided_by"] == "reserve":
            out.append(translate("TennoEndDialog",
                                 "The cards left in hand and on the table decide: %1 has %2.")
                       .replace("%1", name_list).replace("%2", str(reserve[winners[0]])))
        else:
            out.append(translate("TennoEndDialog",
                                 "Their cards left in hand and on the table are worth %1 each "
                                 "too, so they share the win.").replace(
                                     "%1", str(reserve[winners[0]])))
    return out


class EndDialog(QDialog):
    """The end-of-game summary (see module docstring)."""

    new_game_requested = Signal()
    home_requested = Signal()

    def __init__(self, outcome: Outcome, view: Any, names: Sequence[str],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("TennoEndDialog")
        self.outcome = outcome
        self.view = view
        self.names = list(names)
        self.setModal(False)
        self.setStyleSheet(theme.panel_style_sheet())
        self._outer = QVBoxLayout(self)
        self._outer.setContentsMargins(34, 28, 34, 26)
        self._outer.setSpacing(14)
        self._content: QWidget | None = None
        self.new_game_button = QPushButton(self)
        self.home_button = QPushButton(self)
        self.close_button = QPushButton(self)
        self.new_game_button.setDefault(True)
        self.new_game_button.clicked.connect(self._new_game)
        self.home_button.clicked.connect(self._home)
        self.close_button.clicked.connect(self.reject)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        for b in (self.close_button, self.home_button, self.new_game_button):
            b.setFont(theme.ui_font(11))
            buttons.addWidget(b)
        self._buttons = buttons
        self.retranslate()

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        paint_paper(p, QRectF(self.rect()), tone=theme.PAPER_LIGHT, vignette=False,
                    dpr=self.devicePixelRatioF())
        p.end()

    def sentences(self) -> list[str]:
        return result_sentences(self.outcome, self.names)

    def retranslate(self) -> None:
        self.setWindowTitle(translate("TennoEndDialog", "Tenno — result"))
        self.new_game_button.setText(translate("TennoEndDialog", "New game"))
        self.new_game_button.setToolTip(
            translate("TennoEndDialog", "Start a new game with the same players"))
        self.home_button.setText(translate("TennoEndDialog", "Back to the home screen"))
        self.home_button.setToolTip(
            translate("TennoEndDialog", "Leave this table and choose another game"))
        self.close_button.setText(translate("TennoEndDialog", "Close"))
        self.close_button.setToolTip(
            translate("TennoEndDialog", "Close this summary and look at the table"))
        if self._content is not None:
            self._outer.removeWidget(self._content)
            self._content.deleteLater()
        self._content = self._build()
        self._outer.insertWidget(0, self._content)
        if self._outer.indexOf(self._buttons) < 0:
            self._outer.addLayout(self._buttons)
        self._outer.activate()
        hint = self._outer.sizeHint()
        self.resize(max(760, hint.width()), hint.height())

    def _build(self) -> QWidget:
        w = QWidget(self)
        box = QVBoxLayout(w)
        box.setContentsMargins(0, 0, 0, 0)
        box.setSpacing(12)
        title = QLabel(headline(self.outcome, self.names), w)
        title.setFont(theme.ui_font(20, bold=True))
        title.setProperty("role", "accent")
        title.setObjectName("headline")
        box.addWidget(title)
        d = dict(self.outcome.details)
        points: list[int] = d["points"]
        reserve: list[int] = d["reserve"]
        captured: list[list[int]] = d["captured"]
        grid = QGridLayout()
        grid.setHorizontalSpacing(18)
        grid.setVerticalSpacing(6)
        headers = [translate("TennoEndDialog", "Player"),
                   translate("TennoEndDialog", "Captured cards"),
                   translate("TennoEndDialog", "Points"),
                   translate("TennoEndDialog", "Hand and table"),
                   translate("TennoEndDialog", "Result")]
        for col, text in enumerate(headers):
            lab = QLabel(text, w)
            lab.setFont(theme.ui_font(10.5, bold=True))
            grid.addWidget(lab, 0, col)
        rule = QFrame(w)
        rule.setFrameShape(QFrame.Shape.HLine)
        rule.setStyleSheet(f"color: {theme.INK_FAINT};")
        grid.addWidget(rule, 1, 0, 1, len(headers))
        row = 2
        for place, group in enumerate(self.outcome.ranking, start=1):
            for seat in group:
                strong = seat in self.outcome.winners
                cards = sorted(captured[seat], key=lambda c: (-(c % 11), c))
                values = [
                    log_text.seat_name(self.names, seat),
                    " · ".join(log_text.card_text(c) for c in cards) or "—",
                    str(points[seat]),
                    str(reserve[seat]),
                    translate("TennoEndDialog", "Winner") if strong else
                    translate("TennoEndDialog", "Place %1").replace("%1", str(place)),
                ]
                for col, text in enumerate(values):
                    lab = QLabel(text, w)
                    lab.setFont(theme.ui_font(11, bold=strong))
                    if col == 1:
                        lab.setWordWrap(True)
                        lab.setMinimumWidth(320)
                    if col == 4 and strong:
                        lab.setProperty("role", "accent")
                    grid.addWidget(lab, row, col)
                row += 1
        box.addLayout(grid)
        explain = QLabel("\n".join(self.sentences()), w)
        explain.setWordWrap(True)
        explain.setFont(theme.ui_font(11.5))
        explain.setObjectName("sentences")
        explain.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
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
        """Every label text (for tests)."""
        return [lab.text() for lab in self.findChildren(QLabel) if lab.text()]


__all__ = ["EndDialog", "headline", "join_names", "result_sentences"]
