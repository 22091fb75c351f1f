"""The strip below the board: the bottom player's hand, the display and the
pile (SBZ-3, SBZ-7), and the other player's hand.

The own hand shows its tiles only in the own view; otherwise hand tiles are
backs, except those drawn from the face-up display, which both players saw
(SBZ-A3; shown when the memory aid is on). Texts are translated at paint
time, so a language switch only needs a repaint.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QMouseEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from senji_desktop.games.senbazuru.model import SenbaZuruView
from senji_desktop.ui.common import theme
from senji_desktop.ui.common.paper import paint_paper
from senji_desktop.ui.senbazuru.items import paint_back, seat_colour, tile_pixmap

translate = QCoreApplication.translate

HEIGHT = 140
# Tile sizes and gaps in the tray (device-independent pixels).
OWN, DISPLAY_TILE, OTHER, GAP, TOP = 70.0, 58.0, 46.0, 12.0, 38.0
# Room right of the pile for its count label.
PILE_ROOM = 30.0
# Width the strip needs at full tile size; narrower strips scale down.
NATURAL_WIDTH = 20 + 3 * (OWN + GAP) + 14 + 5 * (DISPLAY_TILE + GAP) + 4 + DISPLAY_TILE \
    + PILE_ROOM + 3 * (OTHER + 6) + 16


@dataclass(frozen=True)
class Slot:
    """A clickable tile in the tray: `area` "hand" or "display"."""

    rect: QRectF
    area: str
    tile: int


class Tray(QWidget):
    """See module docstring. Calls `on_click(slot)` / `on_hover(slot)`."""

    def __init__(self, parent: QWidget, on_click: Callable[[Slot], None],
                 on_hover: Callable[[Slot | None], None]) -> None:
        super().__init__(parent)
        self._on_click = on_click
        self._on_hover = on_hover
        self.setMouseTracking(True)
        self.setFixedHeight(HEIGHT)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.view: SenbaZuruView | None = None
        self.bottom = 0
        self.names: list[str] = []
        self.memory_aid = True
        self.selected: int | None = None
        self.glow: set[tuple[str, int]] = set()
        self.hover: Slot | None = None
        self.slots: list[Slot] = []

    def set_state(self, view: SenbaZuruView | None, bottom: int, *, selected: int | None,
                  glow: set[tuple[str, int]]) -> None:
        self.view = view
        self.bottom = bottom
        self.selected = selected
        self.glow = glow
        self._layout()
        self.update()

    def slot_for(self, area: str, tile: int) -> Slot | None:
        for s in self.slots:
            if s.area == area and s.tile == tile:
                return s
        return None

    def _name(self, seat: int) -> str:
        if 0 <= seat < len(self.names) and self.names[seat]:
            return self.names[seat]
        return translate("SenbaZuruTable", "Player %1").replace("%1", str(seat + 1))

    def scale(self) -> float:
        """Factor (0.6–1) by which tiles and gaps shrink so that the whole strip
        fits the widget's width (e.g. 684 px at the 1024 px minimum window)."""
        return max(0.6, min(1.0, self.width() / NATURAL_WIDTH))

    def sizes(self) -> tuple[float, float, float, float]:
        """Scaled (own tile, display tile, other tile, gap) in pixels."""
        k = self.scale()
        return OWN * k, DISPLAY_TILE * k, OTHER * k, GAP * k

    def columns(self) -> tuple[float, float, float, float]:
        """x of the own hand, the display, the pile and the other hand; all
        fit inside the width (the other hand keeps to the right edge)."""
        k = self.scale()
        own_t, disp_t, other_t, gap = self.sizes()
        own = 20.0 * k
        display = own + 3 * (own_t + gap) + 14 * k
        pile = display + 5 * (disp_t + gap) + 4 * k
        other = max(pile + disp_t + PILE_ROOM * k, self.width() - 3 * (other_t + 6 * k) - 16 * k)
        return own, display, pile, other

    def areas(self) -> dict[str, QRectF]:
        """Widget rects of everything the strip draws besides the clickable
        slots: the pile with its count and the other hand with its label."""
        own_t, disp_t, other_t, _gap = self.sizes()
        own, _display, px, ox = self.columns()
        k = self.scale()
        return {
            "own_hand": QRectF(own, TOP, 3 * own_t + 2 * self.sizes()[3], own_t),
            "pile": QRectF(px, TOP + 6 - 2 * 2.5, disp_t + 2 * 2.5, disp_t + 2 * 2.5),
            "pile_count": self._pile_label_rect(),
            "other_label": QRectF(ox, 6, self.width() - ox - 8, 26),
            "other_hand": QRectF(ox, TOP + 12, 3 * other_t + 2 * 6 * k, other_t),
        }

    def _pile_label_rect(self) -> QRectF:
        _own_t, disp_t, _other_t, _gap = self.sizes()
        _own, _display, px, ox = self.columns()
        width = min(disp_t + 2 * PILE_ROOM * self.scale(), 2 * (ox - px) - disp_t - 4)
        return QRectF(px + disp_t / 2 - width / 2, TOP + disp_t + 10, width, 22)

    def _layout(self) -> None:
        self.slots = []
        v = self.view
        if v is None:
            return
        own, display, _pile, _other = self.columns()
        own_t, disp_t, _other_t, gap = self.sizes()
        if v.seat == self.bottom:
            for i, t in enumerate(v.hands[self.bottom]):
                self.slots.append(Slot(QRectF(own + i * (own_t + gap), TOP, own_t, own_t),
                                       "hand", t))
        if v.display is not None:
            for i, t in enumerate(v.display):
                self.slots.append(Slot(QRectF(display + i * (disp_t + gap), TOP + 6,
                                              disp_t, disp_t), "display", t))

    def resizeEvent(self, event: object) -> None:
        self._layout()

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        paint_paper(p, QRectF(self.rect()), tone=theme.PAPER_DARK, vignette=False)
        p.setPen(QPen(theme.qc(theme.INK_FAINT), 1))
        p.drawLine(0, 0, self.width(), 0)
        v = self.view
        if v is None:
            p.end()
            return
        dpr = self.devicePixelRatioF()
        own_x, mid, px, ox = self.columns()
        own_t, disp_t, other_t, gap = self.sizes()
        p.setFont(theme.ui_font(10.5, bold=True))
        own = v.seat == self.bottom
        label = (translate("SenbaZuruTable", "Your hand") if own
                 else translate("SenbaZuruTable", "%1's hand").replace("%1",
                                                                      self._name(self.bottom)))
        p.setPen(QColor(seat_colour(self.bottom)))
        p.drawText(QRectF(own_x, 6, mid - own_x - 8, 26),
                   Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, label)
        if own and not v.hands[self.bottom]:
            self._hidden_hand(p, QPointF(own_x, TOP), own_t, gap, self.bottom)
        elif own:
            for s in self.slots:
                if s.area != "hand":
                    continue
                r = s.rect.translated(0, -6) if s.tile == self.selected else s.rect
                self._tile(p, r, s.tile, dpr, glow=("hand", s.tile) in self.glow,
                           selected=s.tile == self.selected, hover=s == self.hover)
        else:
            self._hidden_hand(p, QPointF(own_x, TOP), own_t, gap, self.bottom)
        p.setPen(theme.qc(theme.INK))
        if v.display is not None:
            p.drawText(QRectF(mid, 6, px - mid, 26),
                       Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                       translate("SenbaZuruTable", "Display"))
            for s in self.slots:
                if s.area == "display":
                    self._tile(p, s.rect, s.tile, dpr, glow=("display", s.tile) in self.glow,
                               selected=False, hover=s == self.hover)
            pile = QRectF(px, TOP + 6, disp_t, disp_t)
            if v.pile_count:
                for k in range(min(3, v.pile_count) - 1, -1, -1):
                    paint_back(p, pile.translated(k * 2.5, -k * 2.5))
            else:
                p.setPen(QPen(theme.qc(theme.INK_FAINT), 1.5, Qt.PenStyle.DashLine))
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.drawRoundedRect(pile, 7, 7)
            p.setPen(theme.qc(theme.INK))
            p.setFont(theme.ui_font(10))
            p.drawText(self._pile_label_rect(), Qt.AlignmentFlag.AlignHCenter,
                       translate("SenbaZuruTable", "Pile: %n").replace("%n", str(v.pile_count)))
        else:
            p.setFont(theme.ui_font(10.5))
            p.setPen(theme.qc(theme.INK_SOFT))
            p.drawText(QRectF(mid, TOP, ox - mid - 20, disp_t + 14),
                       Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
                       | Qt.TextFlag.TextWordWrap,
                       translate("SenbaZuruTable",
                                 "The display is gone: the hands are played out."))
        other = 1 - self.bottom
        p.setFont(theme.ui_font(10.5, bold=True))
        p.setPen(QColor(seat_colour(other)))
        label_rect = QRectF(ox, 6, self.width() - ox - 8, 26)
        other_label = translate("SenbaZuruTable", "%1's hand").replace("%1", self._name(other))
        p.drawText(label_rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                   p.fontMetrics().elidedText(other_label, Qt.TextElideMode.ElideRight,
                                              int(label_rect.width())))
        self._hidden_hand(p, QPointF(ox, TOP + 12), other_t, 6.0 * self.scale(), other)
        p.end()

    def _hidden_hand(self, p: QPainter, at: QPointF, size: float, gap: float, seat: int) -> None:
        v = self.view
        assert v is not None
        known = list(v.hands[seat]) if self.memory_aid else []
        dpr = self.devicePixelRatioF()
        for i in range(v.hand_sizes[seat]):
            r = QRectF(at.x() + i * (size + gap), at.y(), size, size)
            if i < len(known):
                p.drawPixmap(r, tile_pixmap(known[i], None, size, dpr),
                             QRectF(0, 0, size * dpr, size * dpr))
            else:
                paint_back(p, r)
        if v.hand_sizes[seat] == 0:
            p.setFont(theme.ui_font(10))
            p.setPen(theme.qc(theme.INK_SOFT))
            room = 3 * (size + gap) if at.x() < self.columns()[1] else self.width() - at.x() - 8
            p.drawText(QRectF(at.x(), at.y() - 6, room, size + 12),
                       Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
                       | Qt.TextFlag.TextWordWrap,
                       translate("SenbaZuruTable", "No tiles left"))

    def _tile(self, p: QPainter, r: QRectF, tile: int, dpr: float, *, glow: bool,
              selected: bool, hover: bool) -> None:
        if glow or selected:
            p.setPen(QPen(theme.qc(theme.ACCENT, 255 if selected or hover else 150),
                          4 if selected else 3))
            p.setBrush(theme.qc(theme.ACCENT_SOFT, 90 if selected else 50))
            p.drawRoundedRect(r.adjusted(-5, -5, 5, 5), 11, 11)
        p.drawPixmap(r, tile_pixmap(tile, None, r.width(), dpr),
                     QRectF(0, 0, r.width() * dpr, r.height() * dpr))

    def _slot_at(self, pos: QPointF) -> Slot | None:
        for s in self.slots:
            if s.rect.adjusted(-4, -12, 4, 4).contains(pos):
                return s
        return None

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        slot = self._slot_at(event.position())
        if slot != self.hover:
            self.hover = slot
            self._on_hover(slot)
            self.update()

    def leaveEvent(self, event: object) -> None:
        if self.hover is not None:
            self.hover = None
            self._on_hover(None)
            self.update()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        event.accept()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            return
        slot = self._slot_at(event.position())
        if slot is not None:
            self._on_click(slot)
