"""The end-of-game summary: every seat's piles and hand, and the result
explained in sentences (SNS-9).

:func:`result_sentences` turns ``Outcome.details`` (see games/senshi/rules.py
``score``) into whole translated sentences: who is eliminated and why, who
wins and by which tie-break. :class:`EndDialog` shows them with a table of
piles and three buttons (New game, Back to the home screen, Close); it opens
non-modally with ``open()`` (never ``exec()``, which would block the
controller's event loop).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QRectF, Qt, Signal
from PySide6.QtGui import QPainter, QPaintEvent, QPixmap
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
from senji_desktop.games.senshi.model import NUM_COLOURS
from senji_desktop.ui.common import theme
from senji_desktop.ui.common.paper import paint_paper
from senji_desktop.ui.common.tiles import RENDERER
from senji_desktop.ui.senshi import log_text
from senji_desktop.ui.senshi.items import tile_face

#: Translation context of this module's texts (written out in each call for lupdate).
CONTEXT = "SenshiEndDialog"

#: Qt's translate; lupdate finds ``translate("Context", "text")`` calls.
translate = QCoreApplication.translate


def join_names(names: Sequence[str]) -> str:
    """ "A", "A and B", "A, B and C" in the current language."""
    if not names:
        return ""
    text = names[0]
    for i, name in enumerate(names[1:], start=1):
        if i == len(names) - 1:
            text = (
                translate("SenshiEndDialog", "%1 and %2", "joins the last two names of a list")
                .replace("%1", text)
                .replace("%2", name)
            )
        else:
            text = (
                translate("SenshiEndDialog", "%1, %2", "joins names in a list")
                .replace("%1", text)
                .replace("%2", name)
            )
    return text


def _fill(text: str, **values: object) -> str:
    for key, value in values.items():
        text = text.replace("{" + key + "}", str(value))
    return text


def headline(outcome: Outcome, names: Sequence[str]) -> str:
    """ "Himari wins!" """
    return translate("SenshiEndDialog", "%1 wins!").replace(
        "%1", log_text.seat_name(names, outcome.winners[0])
    )


def result_sentences(outcome: Outcome, names: Sequence[str]) -> list[str]:
    """The result in sentences from `outcome.details` (SNS-9): eliminations,
    then the winner and the tie-break that decided. Returns [] when the
    details are missing."""
    d: dict[str, Any] = dict(outcome.details)
    if not d or not outcome.winners:
        return []

    def name(seat: int) -> str:
        return log_text.seat_name(names, seat)

    eliminated: list[bool] = list(d.get("eliminated", []))
    largest: list[int] = list(d.get("largest", []))
    hand: list[int] = list(d.get("hand", []))
    smallest = d.get("smallest", 0)
    winner = outcome.winners[0]
    sentences: list[str] = []
    if d.get("all_tied_smallest"):
        sentences.append(
            _fill(
                translate(
                    "SenshiEndDialog", "Nobody is eliminated: everyone's smallest pile is {n}."
                ),
                n=smallest,
            )
        )
    else:
        for seat, out in enumerate(eliminated):
            if out:
                sentences.append(
                    _fill(
                        translate(
                            "SenshiEndDialog",
                            "{name} is eliminated: their smallest pile, "
                            "{n}, is the smallest of all.",
                        ),
                        name=name(seat),
                        n=smallest,
                    )
                )
    best = largest[winner] if winner < len(largest) else 0
    decided = d.get("decided_by", "largest_pile")
    contenders: list[int] = list(d.get("contenders", [winner]))
    if decided == "largest_pile":
        if any(eliminated):
            sentences.append(
                _fill(
                    translate(
                        "SenshiEndDialog",
                        "{name} wins with the largest pile of the remaining players ({n}).",
                    ),
                    name=name(winner),
                    n=best,
                )
            )
        else:
            sentences.append(
                _fill(
                    translate("SenshiEndDialog", "{name} wins with the largest single pile ({n})."),
                    name=name(winner),
                    n=best,
                )
            )
    elif decided == "hand":
        tied = [name(s) for s in contenders]
        text = (
            translate(
                "SenshiEndDialog",
                "{names} both have {n} in their largest pile; {name} wins with "
                "the most tiles in hand: {h}.",
            )
            if len(tied) == 2
            else translate(
                "SenshiEndDialog",
                "{names} all have {n} in their largest pile; {name} wins with "
                "the most tiles in hand: {h}.",
            )
        )
        sentences.append(
            _fill(text, names=join_names(tied), n=best, name=name(winner), h=hand[winner])
        )
    else:
        same_hand = [s for s in contenders if hand[s] == hand[winner]]
        fewer = [s for s in contenders if hand[s] != hand[winner]]
        if fewer:
            sentences.append(
                _fill(
                    translate(
                        "SenshiEndDialog",
                        "{names} also reached {n} in their largest "
                        "pile, but with fewer tiles in hand.",
                    ),
                    names=join_names([name(s) for s in fewer]),
                    n=best,
                )
            )
        text = (
            translate(
                "SenshiEndDialog",
                "{names} both have {n} in their largest pile and {h} in hand; "
                "{name} wins because they played later in turn order.",
            )
            if len(same_hand) == 2
            else translate(
                "SenshiEndDialog",
                "{names} all have {n} in their largest pile and {h} in hand; "
                "{name} wins because they played latest in turn order.",
            )
        )
        sentences.append(
            _fill(
                text,
                names=join_names([name(s) for s in same_hand]),
                n=best,
                h=hand[winner],
                name=name(winner),
            )
        )
    # An eliminated seat with a larger pile than the winner: say why it lost.
    for seat, out in enumerate(eliminated):
        if out and seat < len(largest) and largest[seat] > best:
            sentences.append(
                _fill(
                    translate(
                        "SenshiEndDialog",
                        "{name} had a larger pile ({n}) but could not win after being eliminated.",
                    ),
                    name=name(seat),
                    n=largest[seat],
                )
            )
    return sentences


class EndDialog(QDialog):
    """The end-of-game summary (see module docstring)."""

    new_game_requested = Signal()
    home_requested = Signal()

    def __init__(
        self, outcome: Outcome, view: Any, names: Sequence[str], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("SenshiEndDialog")
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
        paint_paper(
            p,
            QRectF(self.rect()),
            tone=theme.PAPER_LIGHT,
            vignette=False,
            dpr=self.devicePixelRatioF(),
        )
        p.end()

    def sentences(self) -> list[str]:
        return result_sentences(self.outcome, self.names)

    def retranslate(self) -> None:
        """Rebuild every text in the current language."""
        self.setWindowTitle(translate("SenshiEndDialog", "Senshi — result"))
        self.new_game_button.setText(translate("SenshiEndDialog", "New game"))
        self.new_game_button.setToolTip(
            translate("SenshiEndDialog", "Start a new game with the same players")
        )
        self.home_button.setText(translate("SenshiEndDialog", "Back to the home screen"))
        self.home_button.setToolTip(
            translate("SenshiEndDialog", "Leave this table and choose another game")
        )
        self.close_button.setText(translate("SenshiEndDialog", "Close"))
        self.close_button.setToolTip(
            translate("SenshiEndDialog", "Close this summary and look at the table")
        )
        if self._content is not None:
            self._outer.removeWidget(self._content)
            self._content.deleteLater()
        self._content = self._build()
        self._outer.insertWidget(0, self._content)
        if self._outer.indexOf(self._buttons) < 0:
            self._outer.addLayout(self._buttons)
        self._outer.activate()
        hint = self._outer.sizeHint()
        self.resize(max(720, hint.width()), hint.height())

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
        piles: list[list[int]] = d.get("piles") or [list(p) for p in self.view.piles]
        hand: list[int] = d.get("hand") or [h.size for h in self.view.hands]
        eliminated: list[bool] = d.get("eliminated") or [False] * len(piles)
        grid = QGridLayout()
        grid.setHorizontalSpacing(18)
        grid.setVerticalSpacing(6)
        header_font = theme.ui_font(10.5, bold=True)
        headers = [translate("SenshiEndDialog", "Player")]
        headers += [log_text.attribute_name(c) for c in range(NUM_COLOURS)]
        headers += [translate("SenshiEndDialog", "Hand"), translate("SenshiEndDialog", "Result")]
        dpr = self.devicePixelRatioF()
        for col, text in enumerate(headers):
            cell = QWidget(w)
            lay = QHBoxLayout(cell)
            lay.setContentsMargins(0, 0, 0, 0)
            lay.setSpacing(5)
            if 1 <= col <= NUM_COLOURS:
                icon = QLabel(cell)
                pm: QPixmap = RENDERER.pixmap(tile_face(col - 1), round(20 * dpr), dpr)
                icon.setPixmap(pm)
                lay.addWidget(icon)
            lab = QLabel(text, cell)
            lab.setFont(header_font)
            lay.addWidget(lab)
            lay.addStretch(1)
            grid.addWidget(cell, 0, col)
        rule = QFrame(w)
        rule.setFrameShape(QFrame.Shape.HLine)
        rule.setStyleSheet(f"color: {theme.INK_FAINT};")
        grid.addWidget(rule, 1, 0, 1, len(headers))
        winner = self.outcome.winners[0]
        order = [s for group in self.outcome.ranking for s in group]
        for row, seat in enumerate(order, start=2):
            strong = seat == winner
            font = theme.ui_font(11, bold=strong)
            small, large = min(piles[seat]), max(piles[seat])
            values = [log_text.seat_name(self.names, seat)]
            values += [str(n) for n in piles[seat]]
            values.append(str(hand[seat]))
            if strong:
                values.append(translate("SenshiEndDialog", "Winner"))
            elif eliminated[seat]:
                values.append(translate("SenshiEndDialog", "Eliminated"))
            else:
                values.append(translate("SenshiEndDialog", "Place %1").replace("%1", str(row - 1)))
            for col, text in enumerate(values):
                lab = QLabel(text, w)
                lab.setFont(font)
                if 1 <= col <= NUM_COLOURS:
                    n = piles[seat][col - 1]
                    if n == large:
                        lab.setFont(theme.ui_font(11, bold=True))
                    if n == small and eliminated[seat]:
                        lab.setProperty("role", "accent")
                        lab.setToolTip(translate("SenshiEndDialog", "The smallest pile of all"))
                if col == len(values) - 1 and (strong or eliminated[seat]):
                    lab.setProperty("role", "accent" if strong else "hint")
                grid.addWidget(lab, row, col)
        box.addLayout(grid)
        explain = QLabel("\n".join(self.sentences()), w)
        explain.setWordWrap(True)
        explain.setFont(theme.ui_font(11.5))
        explain.setObjectName("sentences")
        explain.setContentsMargins(0, 6, 0, 0)
        explain.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        box.addWidget(explain)
        # Player names are user input: no label reads them as markup.
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
