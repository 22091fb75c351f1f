"""The end-of-game summary: who is the Great Daimyo (or who share the win),
every clan's lives and when it lost its last one, in sentences (SHI-6, SHI-A3).

:class:`EndDialog` opens non-modally with ``open()`` (never ``exec()``,
which would block the controller's event loop) and offers New game, Back to
the home screen and Close.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QRectF, Qt, Signal
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import QDialog, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from senji_desktop.engine.core import Outcome
from senji_desktop.ui.common import theme
from senji_desktop.ui.common.paper import paint_paper
from senji_desktop.ui.shinobi.log_text import seat_name

translate = QCoreApplication.translate


def join_names(names: Sequence[str]) -> str:
    """ "A", "A and B", "A, B and C" in the current language."""
    if not names:
        return ""
    text = names[0]
    for i, name in enumerate(names[1:], start=1):
        if i == len(names) - 1:
            text = (translate("ShinobiEndDialog", "%1 and %2", "joins the last two names")
                    .replace("%1", text).replace("%2", name))
        else:
            text = (translate("ShinobiEndDialog", "%1, %2", "joins names in a list")
                    .replace("%1", text).replace("%2", name))
    return text


def headline(outcome: Outcome, names: Sequence[str]) -> str:
    if len(outcome.winners) == 1:
        return translate("ShinobiEndDialog", "%1 is the Great Daimyo!").replace(
            "%1", seat_name(names, outcome.winners[0]))
    return translate("ShinobiEndDialog", "%1 share the win!").replace(
        "%1", join_names([seat_name(names, s) for s in outcome.winners]))


def result_sentences(outcome: Outcome, names: Sequence[str]) -> list[str]:
    """The result explained: the winners (SHI-6), then the others in the
    order they lost their last life, latest first (SHI-A3)."""
    d: dict[str, Any] = dict(outcome.details)
    lives = d.get("lives", [])
    out: list[str] = []
    if len(outcome.winners) == 1:
        w = outcome.winners[0]
        text = (translate("ShinobiEndDialog",
                          "%1 was the only one left with lives (%2) and wins.")
                if lives[w] != 1 else
                translate("ShinobiEndDialog",
                          "%1 was the only one left with a life and wins."))
        out.append(text.replace("%1", seat_name(names, w)).replace("%2", str(lives[w])))
    else:
        out.append(translate(
            "ShinobiEndDialog",
            "The last lives of %1 fell in the same resolution, so they share the win.")
            .replace("%1", join_names([seat_name(names, s) for s in outcome.winners])))
    out_at = d.get("out_at", [])
    last = max(out_at) if out_at else 0
    place = 2
    for group in outcome.ranking[1:]:
        who = join_names([seat_name(names, s) for s in group])
        before = last - out_at[group[0]] if out_at else 0
        if before <= 0:
            text = translate("ShinobiEndDialog", "Place %1: %2, out of lives in the final "
                             "resolution.")
        elif before == 1:
            text = translate("ShinobiEndDialog", "Place %1: %2, out of lives one resolution "
                             "before the end.")
        else:
            text = translate("ShinobiEndDialog", "Place %1: %2, out of lives %n resolutions "
                             "before the end.").replace("%n", str(before))
        out.append(text.replace("%1", str(place)).replace("%2", who))
        place += len(group)
    rounds = d.get("rounds")
    if rounds:
        out.append(translate("ShinobiEndDialog", "The game lasted %n rounds.")
                   .replace("%n", str(rounds)) if rounds != 1 else
                   translate("ShinobiEndDialog", "The game lasted one round."))
    return out


# The end dialog's width in pixels; its height follows the text.
DIALOG_W = 620


class EndDialog(QDialog):
    """The result in sentences, with New game / Home / Close."""

    new_game_requested = Signal()
    home_requested = Signal()

    def __init__(self, outcome: Outcome, view: Any, names: Sequence[str],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("shinobi_end_dialog")
        self.setModal(False)
        self.setMinimumWidth(DIALOG_W)
        self._outcome = outcome
        self._names = list(names)
        self.setStyleSheet(theme.panel_style_sheet())
        box = QVBoxLayout(self)
        box.setContentsMargins(30, 26, 30, 24)
        box.setSpacing(10)
        self.title = QLabel(self)
        self.title.setTextFormat(Qt.TextFormat.PlainText)
        self.title.setFont(theme.ui_font(18, bold=True))
        self.title.setWordWrap(True)
        self.body = QLabel(self)
        self.body.setTextFormat(Qt.TextFormat.PlainText)
        self.body.setFont(theme.ui_font(11.5))
        self.body.setWordWrap(True)
        box.addWidget(self.title)
        box.addWidget(self.body)
        row = QHBoxLayout()
        self.new_button = QPushButton(self)
        self.new_button.clicked.connect(self._new_game)
        self.home_button = QPushButton(self)
        self.home_button.clicked.connect(self._home)
        self.close_button = QPushButton(self)
        self.close_button.setDefault(True)
        self.close_button.clicked.connect(self.accept)
        row.addWidget(self.new_button)
        row.addWidget(self.home_button)
        row.addStretch(1)
        row.addWidget(self.close_button)
        box.addSpacing(8)
        box.addLayout(row)
        self.retranslate()

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        paint_paper(p, QRectF(self.rect()), tone=theme.PAPER_LIGHT, dpr=self.devicePixelRatioF())
        p.end()
        super().paintEvent(event)

    def retranslate(self) -> None:
        self.setWindowTitle(translate("ShinobiEndDialog", "The game is over"))
        self.title.setText(headline(self._outcome, self._names))
        self.body.setText("\n".join(result_sentences(self._outcome, self._names)))
        self.new_button.setText(translate("ShinobiEndDialog", "New game"))
        self.new_button.setToolTip(translate("ShinobiEndDialog", "Start a new game of Shinobi"))
        self.home_button.setText(translate("ShinobiEndDialog", "Back to the home screen"))
        self.home_button.setToolTip(translate("ShinobiEndDialog", "Leave the table"))
        self.close_button.setText(translate("ShinobiEndDialog", "Close"))
        self.close_button.setToolTip(translate("ShinobiEndDialog", "Look at the table again"))
        self._fit()

    def _fit(self) -> None:
        """Size the dialog to its content: the wrapped headline and every
        line of the ranking (up to six seats) are shown in full."""
        layout = self.layout()
        margins = layout.contentsMargins()
        width = max(DIALOG_W, self.width(), layout.minimumSize().width())
        inner = width - margins.left() - margins.right()
        for label in (self.title, self.body):
            label.setMinimumHeight(label.heightForWidth(inner))
        layout.activate()
        self.resize(width, max(layout.sizeHint().height(), layout.minimumSize().height()))

    def text_lines(self) -> list[str]:
        return [self.title.text(), *self.body.text().split("\n")]

    def _new_game(self) -> None:
        self.accept()
        self.new_game_requested.emit()

    def _home(self) -> None:
        self.accept()
        self.home_requested.emit()
