"""Senji's own part of the side panel: the honor track as a small table.

One row per family, most honor first: the family's colour and mon, the
player's name (on one line, elided where it is long; the full name, the
family, its samurai with their powers and its displayed cards are the
row's tooltip),
the honor (a ★ marks the Emperor's host), and how many hanafuda and
diplomacy cards the hand holds (public counts, SJ-70). The columns keep
their place whatever the length of a name. During an animation a change
of honor is shown with its amount ("+3") for a moment.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import pairwise

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRect, QRectF, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFontMetrics,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QPixmap,
    QResizeEvent,
)
from PySide6.QtWidgets import QGridLayout, QLabel, QSizePolicy, QWidget

from senji_desktop.games.senji.model import SenjiView
from senji_desktop.ui.common import theme
from senji_desktop.ui.common.elided_label import NAME_ELIDE
from senji_desktop.ui.common.tiles import RENDERER
from senji_desktop.ui.senji.mons import draw_mon, family_colour
from senji_desktop.ui.senji.texts import card_name, family_name, samurai_card_text

translate = QCoreApplication.translate

#: Point sizes at 100 % text size.
BODY_PT, HEAD_PT = 10.5, 9.5


def _mon_pixmap(family: str, px: int, dpr: float) -> QPixmap:
    return RENDERER.picture(("panel-mon", family), QRectF(0, 0, px, px), dpr,
                            lambda p: draw_mon(p, family, QRectF(0, 0, px, px),
                                               family_colour(family)))


class NameCell(QLabel):
    """A player's name in the honor table, on one line: elided in its middle
    ("Rivale mit…Name 1", so like names stay apart) where it
    does not fit, the full name then being the row's tooltip (the panel
    stays compact: the log keeps its lines on a small window, also with six
    families and a 24-letter name). :attr:`full_name` is the name it was given."""

    def __init__(self, name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.setMinimumWidth(40)
        self.full_name = name
        self._fit()

    def set_name(self, name: str) -> None:
        """Show `name` instead."""
        if name != self.full_name:
            self.full_name = name
            self._fit()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._fit()

    def _fit(self) -> None:
        metrics = QFontMetrics(self.font())
        text = metrics.elidedText(self.full_name, NAME_ELIDE,
                                  max(20, self.width()))
        if text != self.text():
            self.setText(text)
        tip = "" if text == self.full_name else self.full_name
        if tip != self.toolTip() and not self.property("row_tip"):
            self.setToolTip(tip)


class HonorTable(QWidget):
    """The honor track (see module docstring). :meth:`show_view` fills it;
    :meth:`flash` shows one seat's new honor with its change. A click on a
    family's row says so (:attr:`family_clicked`: the table opens every
    samurai card in play there). The rows are reached by the keyboard too:
    Tab (after the places on the map) brings a focus ring to a family's row,
    Enter or Space opens its samurai cards as a click does."""

    #: A family's row was clicked or chosen by key (its family id).
    family_clicked = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("honor")
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        # Never squeezed: the side panel's help and buttons give way instead.
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setHorizontalSpacing(6)
        self.grid.setVerticalSpacing(1)
        self.grid.setColumnStretch(1, 1)
        self._cells: list[QWidget] = []
        self._heads: list[QLabel] = []
        self._scale = 1.0
        self._view: SenjiView | None = None
        self._names: list[str] = []
        self._flash: tuple[int, int, int] | None = None
        self.rows: list[tuple[NameCell, QLabel, QLabel, QLabel]] = []
        self._row_families: list[str] = []
        #: What the cells show now (:meth:`_rebuild` keeps them while it stays).
        self._shown: object = None

    # ---- the keyboard: each row's name cell takes the focus --------------------------------

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if isinstance(watched, NameCell) and watched in (r[0] for r in self.rows):
            kind = event.type()
            if kind in (QEvent.Type.FocusIn, QEvent.Type.FocusOut):
                self.update()  # the ring around the row
            elif kind == QEvent.Type.KeyPress and isinstance(event, QKeyEvent) and event.key() in (
                    Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
                fam = self._row_families[[r[0] for r in self.rows].index(watched)]
                self.family_clicked.emit(fam)
                return True
        return super().eventFilter(watched, event)

    def focused_family(self) -> str | None:
        """The family whose row has the keyboard's focus (None: none)."""
        for (who, *_rest), fam in zip(self.rows, self._row_families, strict=True):
            if who.hasFocus():
                return fam
        return None

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        for (who, *_rest, dip), _fam in zip(self.rows, self._row_families, strict=True):
            if who.hasFocus():
                row = QRect(0, who.geometry().top() - 1, self.width(),
                            max(who.height(), dip.height()) + 2)
                p = QPainter(self)
                p.setRenderHint(QPainter.RenderHint.Antialiasing)
                pen = QPen(QColor(theme.ACCENT), 2)
                p.setPen(pen)
                p.drawRoundedRect(QRectF(row).adjusted(1, 1, -1, -1), 4, 4)
                p.end()

    def set_text_scale(self, factor: float) -> None:
        self._scale = factor
        self._rebuild()

    def show_view(self, view: SenjiView, names: Sequence[str]) -> None:
        self._view = view
        self._names = list(names)
        self._flash = None
        self._rebuild()

    def flash(self, seat: int, honor: int, delta: int) -> None:
        """Show `seat`'s honor as `honor` with its change beside it."""
        self._flash = (seat, honor, delta)
        self._rebuild()

    def text(self) -> str:
        """Every cell's text, row by row (tests read it)."""
        lines = []
        for name, honor, hana, dip in self.rows:
            lines.append(" ".join((name.full_name, honor.text(), hana.text(), dip.text())))
        return "\n".join(lines)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        event.accept()  # the release chooses the row

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        y = event.position().y()
        view = self._view
        if view is not None and event.button() == Qt.MouseButton.LeftButton:
            for (who, *_rest), fam in zip(self.rows, self._row_families, strict=True):
                geo = who.geometry()
                if geo.top() - 1 <= y <= geo.bottom() + 1:
                    self.family_clicked.emit(fam)
                    return
        super().mouseReleaseEvent(event)

    def _label(self, text: str, *, bold: bool = False, head: bool = False,
               right: bool = True) -> QLabel:
        lab = QLabel(text, self)
        lab.setTextFormat(Qt.TextFormat.PlainText)
        lab.setFont(theme.ui_font((HEAD_PT if head else BODY_PT) * self._scale, bold=bold))
        if head:
            lab.setProperty("role", "hint")
        if right:
            lab.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return lab

    def _rebuild(self) -> None:
        """Show the current view's rows. Nothing is made anew when every text,
        name, font and picture would stay the same (this runs after each
        animation step: making the cells anew costs a frame or two)."""
        # The row with the keyboard's focus keeps it in the new rows.
        focused = self.focused_family()
        view = self._view
        if view is None:
            self._clear()
            self._shown = None
            return
        st = view.state
        heads = ((("", ""),
                  (translate("SenjiTable", "Family"), ""),
                  (translate("SenjiTable", "Honor"),
                   translate("SenjiTable", "Honor: once somebody has 60 or more at the end "
                                           "of a year, the most honor wins.")),
                  (translate("SenjiTable", "Hana"),
                   translate("SenjiTable", "Hana: hanafuda cards in hand.")),
                  (translate("SenjiTable", "Diplo"),
                   translate("SenjiTable", "Diplo: diplomacy cards in hand."))))
        honor = list(st.honor)
        if self._flash is not None and self._flash[0] < len(honor):
            honor[self._flash[0]] = self._flash[1]
        px = max(10, round(self.fontMetrics().height() * 0.8 * self._scale))
        dpr = self.devicePixelRatioF()
        order = sorted(range(st.num_seats), key=lambda s: -honor[s])
        rows = []
        for s in order:
            fam = st.families[s]
            flashed = self._flash is not None and self._flash[0] == s
            name = self._names[s] if s < len(self._names) and self._names[s] else str(s + 1)
            value = str(honor[s]) + (" ★" if st.host == s else "")
            if flashed and self._flash is not None and self._flash[2]:
                delta = self._flash[2]
                value = ("+" if delta > 0 else "\u2212") + f"{abs(delta)}  " + value
            rows.append((fam, name, flashed, value, str(len(st.hana[s])),
                         str(len(st.dip[s])), self._row_tip(view, s, name)))
        key = (self._scale, px, dpr, heads, tuple(rows))
        if key == self._shown:
            return
        same_cells = (isinstance(self._shown, tuple) and self._shown[:4] == key[:4]
                      and len(self._shown[4]) == len(rows))
        self._shown = key
        if same_cells:
            self._refill(rows, px, dpr)
        else:
            self._make_cells(heads, rows, px, dpr)
        cells = [who for who, *_rest in self.rows]
        for first, second in pairwise(cells):
            QWidget.setTabOrder(first, second)  # most honor first, like the rows
        if focused is not None and focused in self._row_families:
            cell = cells[self._row_families.index(focused)]
            if not cell.hasFocus():
                cell.setFocus(Qt.FocusReason.OtherFocusReason)

    def _make_cells(self, heads: tuple[tuple[str, str], ...],
                    rows: list[tuple[str, str, bool, str, str, str, str]], px: int,
                    dpr: float) -> None:
        self._clear()
        for col, (text, tip) in enumerate(heads):
            lab = self._label(text, head=True, right=col >= 2)
            lab.setToolTip(tip)
            self._add(lab, 0, col)
        for row, (fam, name, flashed, value, hana_n, dip_n, tip) in enumerate(rows, start=1):
            mon = QLabel(self)
            mon.setPixmap(_mon_pixmap(fam, px, dpr))
            mon.setProperty("family", fam)
            who = NameCell(name, self)
            who.setFont(theme.ui_font(BODY_PT * self._scale, bold=flashed))
            who.setMinimumWidth(round(40 * self._scale))
            hon = self._label(value, bold=True)
            if flashed:
                hon.setProperty("role", "accent")
            hana = self._label(hana_n)
            dip = self._label(dip_n)
            who.setProperty("row_tip", True)  # the row's tooltip names the player in full
            for col, w in enumerate((mon, who, hon, hana, dip)):
                w.setToolTip(tip)
                self._add(w, row, col)
            self.rows.append((who, hon, hana, dip))
            self._row_families.append(fam)
            # Tab reaches the row, Enter or Space opens its samurai cards.
            who.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            who.installEventFilter(self)
            self._name_row(who, name, fam)

    def _name_row(self, who: NameCell, name: str, fam: str) -> None:
        who.setAccessibleName(translate("SenjiTable", "%1 (%2)").replace("%1", name)
                              .replace("%2", family_name(fam)))
        who.setAccessibleDescription(translate("SenjiTable",
                                               "Enter shows every samurai card in play."))

    def _refill(self, rows: list[tuple[str, str, bool, str, str, str, str]], px: int,
                dpr: float) -> None:
        """Put `rows` into the cells already there (as many rows, same sizes)."""
        self._row_families = []
        for (fam, name, flashed, value, hana_n, dip_n, tip), (who, hon, hana, dip) in zip(
                rows, self.rows, strict=True):
            mon = self.grid.itemAtPosition(len(self._row_families) + 1, 0).widget()
            assert isinstance(mon, QLabel)
            if mon.property("family") != fam or who.full_name != name:
                self._name_row(who, name, fam)
            if mon.property("family") != fam:
                mon.setPixmap(_mon_pixmap(fam, px, dpr))
                mon.setProperty("family", fam)
            if who.font().bold() != flashed:
                who.setFont(theme.ui_font(BODY_PT * self._scale, bold=flashed))
            who.set_name(name)
            hon.setText(value)
            role = "accent" if flashed else None
            if hon.property("role") != role:
                hon.setProperty("role", role)
                hon.style().unpolish(hon)
                hon.style().polish(hon)
            hana.setText(hana_n)
            dip.setText(dip_n)
            for w in (mon, who, hon, hana, dip):
                if w.toolTip() != tip:
                    w.setToolTip(tip)
            self._row_families.append(fam)

    def _clear(self) -> None:
        for w in self._cells:
            self.grid.removeWidget(w)
            w.hide()
            w.setParent(None)
            w.deleteLater()
        self._cells = []
        self.rows = []
        self._row_families = []

    def _add(self, widget: QWidget, row: int, col: int) -> None:
        self.grid.addWidget(widget, row, col)
        self._cells.append(widget)
        # Shown now, not when the event loop gets to it: the side panel
        # measures this table right away to share out its room.
        widget.show()

    @staticmethod
    def _row_tip(view: SenjiView, seat: int, name: str) -> str:
        st = view.state
        lines = [translate("SenjiTable", "%1 (%2)").replace("%1", name).replace(
            "%2", family_name(st.families[seat]))]
        if st.host == seat:
            lines.append(translate("SenjiScene", "★ hosts the Emperor this year."))
        for c in st.samurai_cards(seat):  # SJ-61: the samurai cards lie face up
            lines.append(samurai_card_text(c, st.powers))
        shown = st.display[seat]
        if shown:
            lines.append(translate("SenjiTable", "Displayed: %1").replace(
                "%1", ", ".join(card_name(c) for c in shown)))
        return "\n".join(lines)
