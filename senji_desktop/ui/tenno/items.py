"""Graphics items of the Tenno table: cards, captured piles, labels.

A :class:`CardItem` is a QGraphicsObject (so animations can move, fade and
scale it in C++) that paints one card face up or face down. Face-up cards
show the printed value large, the name below and a small emblem per
character; a coloured band and the owner's symbol mark the set it belongs
to, so colour never carries meaning alone. Marks of the memory aid (a
remembered card, a card everyone knows, a card the viewer peeked at) are
drawn as small badges with a letter-free symbol and explained in tooltips.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from senji_desktop.games.tenno.model import SET_SIZE
from senji_desktop.ui.common import theme
from senji_desktop.ui.common.paper import paint_soft_shadow
from senji_desktop.ui.tenno import log_text

# Card size in scene units (portrait, 5:7).
CARD_W = 64.0
CARD_H = 90.0

# Colour and symbol of each seat's set (Okabe–Ito on paper; symbols for colour blindness).
SEAT_COLOURS = ("vermilion", "blue", "bluish_green", "orange", "reddish_purple", "sky_blue",
                "yellow")
SEAT_SYMBOLS = ("circle", "square", "triangle", "diamond", "star", "cross", "hexagon")


def seat_colour(seat: int) -> QColor:
    return theme.qc(theme.ON_PAPER[SEAT_COLOURS[seat % len(SEAT_COLOURS)]])


def symbol_path(symbol: str, centre: QPointF, r: float) -> QPainterPath:
    """A small filled shape naming a seat's set."""
    path = QPainterPath()
    cx, cy = centre.x(), centre.y()
    if symbol == "circle":
        path.addEllipse(centre, r, r)
    elif symbol == "square":
        path.addRect(QRectF(cx - r * 0.85, cy - r * 0.85, r * 1.7, r * 1.7))
    elif symbol == "triangle":
        path.addPolygon(QPolygonF([QPointF(cx, cy - r), QPointF(cx + r, cy + r * 0.8),
                                   QPointF(cx - r, cy + r * 0.8)]))
    elif symbol == "diamond":
        path.addPolygon(QPolygonF([QPointF(cx, cy - r), QPointF(cx + r, cy),
                                   QPointF(cx, cy + r), QPointF(cx - r, cy)]))
    elif symbol == "star":
        pts = []
        for i in range(10):
            rad = r if i % 2 == 0 else r * 0.45
            a = -math.pi / 2 + i * math.pi / 5
            pts.append(QPointF(cx + rad * math.cos(a), cy + rad * math.sin(a)))
        path.addPolygon(QPolygonF(pts))
    elif symbol == "cross":
        w = r * 0.38
        path.addRect(QRectF(cx - w, cy - r, 2 * w, 2 * r))
        path.addRect(QRectF(cx - r, cy - w, 2 * r, 2 * w))
        path.setFillRule(Qt.FillRule.WindingFill)
    else:
        pts = [QPointF(cx + r * math.cos(math.pi / 3 * i), cy + r * math.sin(math.pi / 3 * i))
               for i in range(6)]
        path.addPolygon(QPolygonF(pts))
    path.closeSubpath()
    return path


def _emblem(p: QPainter, rank: int, c: QPointF, r: float) -> None:
    """A simple emblem per character (decoration; the name is always written)."""
    p.save()
    ink = theme.qc(theme.INK, 150)
    p.setPen(QPen(ink, max(0.8, r * 0.09)))
    p.setBrush(Qt.BrushStyle.NoBrush)
    if rank in (1, 2, 3):  # Peasant: a rice sheaf (strokes)
        for dx in (-0.4, 0.0, 0.4):
            p.drawLine(QPointF(c.x() + dx * r, c.y() + r * 0.8),
                       QPointF(c.x() + dx * r * 1.6, c.y() - r * 0.8))
        p.drawLine(QPointF(c.x() - r * 0.6, c.y() + r * 0.2), QPointF(c.x() + r * 0.6, c.y() + r * 0.2))
    elif rank == 4:  # Ninja: a throwing star
        p.setBrush(ink)
        p.drawPath(symbol_path("star", c, r * 0.9))
    elif rank == 5:  # Monk: prayer beads
        p.drawEllipse(c, r * 0.8, r * 0.8)
        for i in range(8):
            a = i * math.pi / 4
            p.drawEllipse(QPointF(c.x() + r * 0.8 * math.cos(a), c.y() + r * 0.8 * math.sin(a)),
                          r * 0.14, r * 0.14)
    elif rank == 6:  # Ronin: a single blade with a broken line
        p.drawLine(QPointF(c.x() - r, c.y() + r), QPointF(c.x() + r, c.y() - r))
        p.drawLine(QPointF(c.x() - r * 0.3, c.y() - r * 0.1), QPointF(c.x() + r * 0.1, c.y() + r * 0.3))
    elif rank in (7, 8):  # Samurai: crossed swords
        p.drawLine(QPointF(c.x() - r, c.y() + r), QPointF(c.x() + r, c.y() - r))
        p.drawLine(QPointF(c.x() + r, c.y() + r), QPointF(c.x() - r, c.y() - r))
    elif rank == 9:  # Daimyo: a castle roof
        path = QPainterPath(QPointF(c.x() - r, c.y() + r * 0.2))
        path.quadTo(QPointF(c.x(), c.y() - r * 0.1), QPointF(c.x(), c.y() - r * 0.9))
        path.quadTo(QPointF(c.x(), c.y() - r * 0.1), QPointF(c.x() + r, c.y() + r * 0.2))
        p.drawPath(path)
        p.drawRect(QRectF(c.x() - r * 0.5, c.y() + r * 0.2, r, r * 0.7))
    elif rank == 10:  # Shogun: a war fan
        path = QPainterPath(c + QPointF(0, r * 0.8))
        path.arcTo(QRectF(c.x() - r, c.y() - r * 0.9, 2 * r, 2 * r), 30, 120)
        path.closeSubpath()
        p.drawPath(path)
    else:  # Geisha: a parasol
        path = QPainterPath(QPointF(c.x() - r, c.y()))
        path.arcTo(QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r), 180, -180)
        path.closeSubpath()
        p.drawPath(path)
        p.drawLine(c, c + QPointF(0, r))
    p.restore()


class CardItem(QGraphicsObject):
    """One card at its table position, in a hand, or flying.

    `card` is the card id or None for a face-down unknown card. `face_up`
    shows the face (for the viewer's own cards, remembered cards and battle
    cards). `marks`: "remembered" (face up from memory, drawn softer),
    "public" (everyone knows it), "peeked" (only the viewer knows it).
    `highlight`: "" / "legal" / "hover" / "selected" / "battle" / "empty_slot"."""

    def __init__(self, card: int | None, face_up: bool, *, width: float = CARD_W,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.card = card
        self.face_up = face_up and card is not None
        self.w = width
        self.h = width * CARD_H / CARD_W
        self.marks: set[str] = set()
        self.highlight = ""
        self.empty = False
        self.setAcceptHoverEvents(False)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        m = self.w * 0.16
        return QRectF(-m, -m, self.w + 2 * m, self.h + 2 * m)

    def rect(self) -> QRectF:
        return QRectF(0, 0, self.w, self.h)

    def set_highlight(self, highlight: str) -> None:
        if highlight != self.highlight:
            self.highlight = highlight
            self.update()

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.rect()
        rad = self.w * 0.08
        if self.empty:
            pen = QPen(theme.qc(theme.INK_FAINT), max(1.0, self.w * 0.025), Qt.PenStyle.DashLine)
            p.setPen(pen)
            p.setBrush(theme.qc(theme.PAPER_DARK, 120))
            p.drawRoundedRect(r, rad, rad)
            self._paint_highlight(p, r, rad)
            return
        paint_soft_shadow(p, r, rad, spread=self.w * 0.08, alpha=50)
        if self.face_up and self.card is not None:
            self._paint_face(p, r, rad)
        else:
            self._paint_back(p, r, rad)
        self._paint_marks(p, r)
        self._paint_highlight(p, r, rad)

    def _paint_face(self, p: QPainter, r: QRectF, rad: float) -> None:
        assert self.card is not None
        remembered = "remembered" in self.marks
        p.setPen(QPen(theme.qc(theme.INK, 160), max(0.8, self.w * 0.02),
                      Qt.PenStyle.DashLine if remembered else Qt.PenStyle.SolidLine))
        p.setBrush(theme.qc(theme.PAPER_LIGHT, 215 if remembered else 255))
        p.drawRoundedRect(r, rad, rad)
        seat = self.card // SET_SIZE
        band = QRectF(r.left() + self.w * 0.06, r.top() + self.w * 0.06, self.w * 0.88,
                      self.h * 0.09)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(seat_colour(seat))
        p.drawRoundedRect(band, rad * 0.5, rad * 0.5)
        p.setBrush(theme.qc(theme.PAPER_LIGHT))
        p.drawPath(symbol_path(SEAT_SYMBOLS[seat % len(SEAT_SYMBOLS)], band.center(),
                               band.height() * 0.32))
        ink = theme.qc(theme.INK, 170 if remembered else 255)
        p.setPen(ink)
        value_font = theme.scene_font(self.h * 0.30, bold=True)
        p.setFont(value_font)
        p.drawText(QRectF(r.left(), r.top() + self.h * 0.13, self.w, self.h * 0.34),
                   Qt.AlignmentFlag.AlignCenter, log_text.card_value(self.card))
        _emblem(p, self.card % SET_SIZE, QPointF(r.center().x(), r.top() + self.h * 0.62),
                self.w * 0.17)
        name_font = theme.scene_font(self.h * 0.13)
        name = log_text.card_name(self.card)
        name_font = _fit(name_font, name, self.w * 0.92)
        p.setFont(name_font)
        p.drawText(QRectF(r.left(), r.bottom() - self.h * 0.22, self.w, self.h * 0.18),
                   Qt.AlignmentFlag.AlignCenter, name)

    def _paint_back(self, p: QPainter, r: QRectF, rad: float) -> None:
        p.setPen(QPen(theme.qc(theme.INK), max(0.8, self.w * 0.02)))
        p.setBrush(theme.qc(theme.TILE_BACK))
        p.drawRoundedRect(r, rad, rad)
        inner = r.adjusted(self.w * 0.1, self.w * 0.1, -self.w * 0.1, -self.w * 0.1)
        p.setPen(QPen(theme.qc(theme.TILE_BACK_LINE, 150), max(0.6, self.w * 0.015)))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(inner, rad * 0.6, rad * 0.6)
        c = inner.center()
        # A chrysanthemum crest: the emperor's flower.
        for i in range(12):
            a = i * math.pi / 6
            tip = QPointF(c.x() + math.cos(a) * self.w * 0.22, c.y() + math.sin(a) * self.w * 0.22)
            p.drawLine(c, tip)
        p.drawEllipse(c, self.w * 0.22, self.w * 0.22)
        p.drawEllipse(c, self.w * 0.07, self.w * 0.07)

    def _paint_marks(self, p: QPainter, r: QRectF) -> None:
        size = self.w * 0.26
        x = r.right() - size * 0.8
        y = r.top() - size * 0.2
        for mark in ("public", "peeked"):
            if mark not in self.marks:
                continue
            badge = QRectF(x - size / 2, y, size, size)
            p.setPen(QPen(theme.qc(theme.PAPER_LIGHT), max(0.8, self.w * 0.02)))
            p.setBrush(theme.qc(theme.ACCENT if mark == "peeked" else theme.INK_SOFT))
            p.drawEllipse(badge)
            # An eye: everyone (open) or only you (with a dot of vermilion).
            eye = QPainterPath()
            cx, cy, ew = badge.center().x(), badge.center().y(), size * 0.34
            eye.moveTo(cx - ew, cy)
            eye.quadTo(QPointF(cx, cy - ew * 0.9), QPointF(cx + ew, cy))
            eye.quadTo(QPointF(cx, cy + ew * 0.9), QPointF(cx - ew, cy))
            p.setBrush(theme.qc(theme.PAPER_LIGHT))
            p.setPen(Qt.PenStyle.NoPen)
            p.drawPath(eye)
            p.setBrush(theme.qc(theme.INK))
            p.drawEllipse(badge.center(), ew * 0.35, ew * 0.35)
            x -= size * 1.05

    def _paint_highlight(self, p: QPainter, r: QRectF, rad: float) -> None:
        if not self.highlight:
            return
        colours = {"legal": (theme.ACCENT_SOFT, 2.0), "hover": (theme.ACCENT, 3.0),
                   "selected": (theme.ACCENT, 4.0), "battle": (theme.ACCENT, 3.0),
                   "focus": (theme.INK, 3.0)}
        colour, width = colours.get(self.highlight, (theme.ACCENT_SOFT, 2.0))
        pen = QPen(theme.qc(colour), width * self.w / CARD_W)
        if self.highlight == "focus":
            pen.setStyle(Qt.PenStyle.DotLine)
        p.setPen(pen)
        p.setBrush(Qt.BrushStyle.NoBrush)
        grow = self.w * 0.05
        p.drawRoundedRect(r.adjusted(-grow, -grow, grow, grow), rad * 1.3, rad * 1.3)


def _fit(font: QFont, text: str, width: float) -> QFont:
    from PySide6.QtGui import QFontMetricsF

    f = QFont(font)
    while f.pixelSize() > 6 and QFontMetricsF(f).horizontalAdvance(text) > width:
        f.setPixelSize(f.pixelSize() - 1)
    return f


class PileItem(QGraphicsObject):
    """A face-down stack (captured cards, TEN-9; the discard) with its count."""

    def __init__(self, count: int, width: float, label_colour: str = theme.INK,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.count = count
        self.w = width
        self.h = width * CARD_H / CARD_W
        self.face_card: int | None = None
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        m = self.w * 0.3
        return QRectF(-m, -m, self.w + 2 * m, self.h + 2 * m)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        rad = self.w * 0.08
        r = QRectF(0, 0, self.w, self.h)
        if self.count == 0:
            p.setPen(QPen(theme.qc(theme.INK_FAINT), 1.0, Qt.PenStyle.DashLine))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(r, rad, rad)
        else:
            layers = min(5, self.count)
            for i in range(layers - 1, -1, -1):
                rr = r.translated(-i * self.w * 0.035, -i * self.w * 0.035)
                if i == layers - 1:
                    paint_soft_shadow(p, rr, rad, spread=self.w * 0.06, alpha=40)
                p.setPen(QPen(theme.qc(theme.INK), max(0.6, self.w * 0.02)))
                p.setBrush(theme.qc(theme.TILE_BACK))
                p.drawRoundedRect(rr, rad, rad)
        # The count in a round label, always readable on the stack.
        d = self.w * 0.5
        badge = QRectF(r.center().x() - d / 2, r.center().y() - d / 2, d, d)
        p.setPen(QPen(theme.qc(theme.INK), max(0.8, self.w * 0.02)))
        p.setBrush(theme.qc(theme.PAPER_LIGHT))
        p.drawEllipse(badge)
        p.setPen(theme.qc(theme.INK))
        p.setFont(theme.scene_font(d * 0.55, bold=True))
        p.drawText(badge, Qt.AlignmentFlag.AlignCenter, str(self.count))
