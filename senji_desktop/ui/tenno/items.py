"""The faces of Tenno's components: cards, empty positions, piles and seat marks.

Every item draws only what it is given; the presenter decides what a seat
may see. A face-up card shows the printed value large, its name below and
a small emblem per character; a coloured band with the owner's symbol marks
the set it belongs to, so colour never carries meaning alone. The memory
aid's marks (a card everyone knows, a card only the viewer peeked at) are
eye badges explained in tooltips; a card the viewer only remembers is drawn
softer with a dashed border.

Each is a kit :class:`~senji_desktop.ui.kit.items.SceneItem`: a pixmap drawn
once by the one renderer and cached by its look and size, so no Python runs
when the table is repainted. Cards carry ``card`` (None face down),
``face_up``, ``role`` ("table", "hand", "mini"), ``seat`` and ``pos`` so
tests can check that nothing hidden is drawn.
"""

from __future__ import annotations

import math
from collections.abc import Hashable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem

from senji_desktop.games.tenno.model import SET_SIZE
from senji_desktop.ui.common import theme
from senji_desktop.ui.common.paper import paint_soft_shadow
from senji_desktop.ui.kit.items import SceneItem
from senji_desktop.ui.tenno import log_text

#: A card's height per unit of width (portrait, 5:7).
CARD_RATIO = 1.4

#: Colour and symbol of each seat's set (Okabe–Ito on paper; symbols for colour blindness).
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


def paint_emblem(p: QPainter, rank: int, c: QPointF, r: float) -> None:
    """A simple emblem per character (decoration; the name is always written)."""
    p.save()
    ink = theme.qc(theme.INK, 150)
    p.setPen(QPen(ink, max(0.8, r * 0.09)))
    p.setBrush(Qt.BrushStyle.NoBrush)
    if rank in (1, 2, 3):  # Peasant: a rice sheaf
        for dx in (-0.4, 0.0, 0.4):
            p.drawLine(QPointF(c.x() + dx * r, c.y() + r * 0.8),
                       QPointF(c.x() + dx * r * 1.6, c.y() - r * 0.8))
        p.drawLine(QPointF(c.x() - r * 0.6, c.y() + r * 0.2),
                   QPointF(c.x() + r * 0.6, c.y() + r * 0.2))
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
        p.drawLine(QPointF(c.x() - r * 0.3, c.y() - r * 0.1),
                   QPointF(c.x() + r * 0.1, c.y() + r * 0.3))
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


#: Narrower widths (percent) a card name may take at the smallest legible
#: size before it is left out: a narrower face keeps its height, so it stays
#: as legible as the name on a larger card.
NAME_STRETCHES = (90, 80, 75)


def fitted_name(name: str, width: float, pixel: float, lowest: float,
                last: float | None = None) -> QFont | None:
    """The font for a card's `name` in `width` scene units: `pixel` high,
    shrunk down to `lowest` while it does not fit, then drawn narrower
    (:data:`NAME_STRETCHES`), then — at a large text size, `last` below
    `lowest`: the smallest legible size at 100 % — smaller still, down to
    `last`; None if it fits not even then (the card shows no name rather
    than an illegible one)."""
    font = theme.scene_font(pixel)
    size = font.pixelSize()
    floor = max(1, math.ceil(lowest - 1e-6))
    final = max(1, math.ceil(last - 1e-6)) if last is not None else floor
    stretches = list(NAME_STRETCHES)
    while QFontMetricsF(font).horizontalAdvance(name) > width:
        if size > floor:
            size -= 1
            font.setPixelSize(size)
        elif stretches:
            font.setStretch(stretches.pop(0))
        elif size > final:
            size -= 1
            font.setPixelSize(size)
        else:
            return None
    return font


def _badge_overhang(w: float) -> float:
    return w * 0.26 * 0.25


class CardItem(SceneItem):
    """One card in `rect` (see module docstring).

    `card` is the card id, None for a card whose face the viewer does not
    know (drawn face down). `name_px` / `name_min` size the name (scene
    units: the wished size and the smallest legible one; `name_floor` the
    smallest legible one at 100 % text size, the last resort at a larger
    one). `remembered`: face
    up from memory (drawn softer). `marks`: "public" (everyone knows it),
    "peeked" (only the viewer knows it). `battle`: one of the two cards of
    the battle on the table. `playable`: a click on it means something now."""

    def __init__(
        self,
        card: int | None,
        rect: QRectF,
        *,
        name_px: float = 0.0,
        name_min: float = 0.0,
        name_floor: float | None = None,
        value_min: float = 0.0,
        remembered: bool = False,
        marks: tuple[str, ...] = (),
        battle: bool = False,
        playable: bool = False,
        role: str = "table",
        seat: int | None = None,
        pos: int | None = None,
        parent: QGraphicsItem | None = None,
    ) -> None:
        super().__init__(rect, parent)
        self.card = card
        self.face_up = card is not None
        self.remembered = remembered and self.face_up
        self.marks = tuple(marks)
        self.battle = battle
        self.playable = playable
        self.role = role
        self.seat = seat
        self.position = pos
        w = rect.width()
        self.name = log_text.card_name(card) if card is not None else ""
        self.name_font: QFont | None = None
        if self.name and name_px > 0:
            self.name_font = fitted_name(self.name, w * 0.94, name_px, name_min, name_floor)
        #: The printed value's height: a share of the card, never below `value_min`.
        self.value_px = max(1.0, round(rect.height() * 0.30), math.ceil(value_min))
        #: The text of the card (tests and legibility checks).
        self.text = self.name if self.name_font is not None else (
            log_text.card_value(card) if card is not None else "")

    @property
    def text_px(self) -> float | None:
        if not self.face_up:
            return None
        if self.name_font is not None:
            return float(self.name_font.pixelSize())
        return self.value_px

    def look(self) -> Hashable:
        font = self.name_font.toString() if self.name_font is not None else ""
        return (self.card, self.name, font, self.remembered, self.marks, self.battle,
                self.playable)

    def margins(self) -> tuple[float, float, float, float]:
        w = self._rect.width()
        spread = w * 0.1
        top = max(spread, _badge_overhang(w) + 2) if self.marks else spread
        return (spread, top, spread + w * 0.02, spread * 1.4)

    def draw(self, p: QPainter, r: QRectF) -> None:
        w = r.width()
        rad = w * 0.08
        paint_soft_shadow(p, r, rad, spread=w * 0.07, alpha=50)
        if self.card is not None:
            paint_card_face(p, r, self.card, self.name_font, soft=self.remembered,
                            value_px=self.value_px)
        else:
            paint_card_back(p, r)
        self._marks(p, r)
        if self.battle or self.playable:
            colour, width = ((theme.ACCENT, 0.045) if self.battle else (theme.ACCENT_SOFT, 0.03))
            p.setPen(QPen(theme.qc(colour), max(1.0, w * width)))
            p.setBrush(Qt.BrushStyle.NoBrush)
            grow = w * 0.035
            p.drawRoundedRect(r.adjusted(-grow, -grow, grow, grow), rad * 1.3, rad * 1.3)

    def _marks(self, p: QPainter, r: QRectF) -> None:
        w = r.width()
        size = w * 0.26
        x = r.right() - size * 0.8
        y = r.top() - _badge_overhang(w)
        for mark in ("public", "peeked"):
            if mark not in self.marks:
                continue
            badge = QRectF(x - size / 2, y, size, size)
            p.setPen(QPen(theme.qc(theme.PAPER_LIGHT), max(0.8, w * 0.02)))
            p.setBrush(theme.qc(theme.ACCENT if mark == "peeked" else theme.INK_SOFT))
            p.drawEllipse(badge)
            # An eye: everyone knows it (grey) or only you (vermilion).
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


def paint_card_face(p: QPainter, r: QRectF, card: int, name_font: QFont | None, *,
                    soft: bool = False, value_px: float = 0.0) -> None:
    """The face of `card` in `r`: the set's band and symbol, the printed value
    (`value_px` high, default a share of the card), the emblem (where room
    is left) and (with `name_font`) the name; `soft` for a remembered card."""
    w, h = r.width(), r.height()
    rad = w * 0.08
    p.setPen(QPen(theme.qc(theme.INK, 160), max(0.8, w * 0.02),
                  Qt.PenStyle.DashLine if soft else Qt.PenStyle.SolidLine))
    p.setBrush(theme.qc(theme.PAPER_LIGHT, 215 if soft else 255))
    p.drawRoundedRect(r, rad, rad)
    seat = card // SET_SIZE
    band = QRectF(r.left() + w * 0.06, r.top() + w * 0.06, w * 0.88, h * 0.09)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(seat_colour(seat))
    p.drawRoundedRect(band, rad * 0.5, rad * 0.5)
    p.setBrush(theme.qc(theme.PAPER_LIGHT))
    p.drawPath(symbol_path(SEAT_SYMBOLS[seat % len(SEAT_SYMBOLS)], band.center(),
                           band.height() * 0.32))
    p.setPen(theme.qc(theme.INK, 170 if soft else 255))
    value_px = value_px or max(1.0, round(h * 0.30))
    p.setFont(theme.scene_font(value_px, bold=True))
    value_box = QRectF(r.left(), band.bottom() + h * 0.02, w, max(h * 0.32, value_px * 1.07))
    p.drawText(value_box, int(Qt.AlignmentFlag.AlignCenter), log_text.card_value(card))
    bottom = r.bottom() - h * 0.04
    if name_font is not None:
        name_h = max(h * 0.16, name_font.pixelSize() * 1.2)
        name_box = QRectF(r.left(), bottom - name_h, w, name_h)
        p.setFont(name_font)
        p.drawText(name_box, int(Qt.AlignmentFlag.AlignCenter), log_text.card_name(card))
        bottom = name_box.top()
    top = value_box.bottom()
    radius = min(w * 0.17, (bottom - top) * 0.42)
    if radius > w * 0.05:
        paint_emblem(p, card % SET_SIZE, QPointF(r.center().x(), (top + bottom) / 2), radius)


def paint_card_back(p: QPainter, r: QRectF) -> None:
    """The common back of every card: a chrysanthemum crest, the emperor's flower."""
    w = r.width()
    rad = w * 0.08
    p.setPen(QPen(theme.qc(theme.INK), max(0.8, w * 0.02)))
    p.setBrush(theme.qc(theme.TILE_BACK))
    p.drawRoundedRect(r, rad, rad)
    inner = r.adjusted(w * 0.1, w * 0.1, -w * 0.1, -w * 0.1)
    p.setPen(QPen(theme.qc(theme.TILE_BACK_LINE, 150), max(0.6, w * 0.015)))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRoundedRect(inner, rad * 0.6, rad * 0.6)
    c = inner.center()
    for i in range(12):
        a = i * math.pi / 6
        p.drawLine(c, QPointF(c.x() + math.cos(a) * w * 0.22, c.y() + math.sin(a) * w * 0.22))
    p.drawEllipse(c, w * 0.22, w * 0.22)
    p.drawEllipse(c, w * 0.07, w * 0.07)


class SlotItem(SceneItem):
    """An empty table position: a dashed recess; `marked` (accent) is the
    position a refill fills next."""

    def __init__(self, rect: QRectF, *, marked: bool = False,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(rect, parent)
        self.marked = marked

    def look(self) -> Hashable:
        return self.marked

    def draw(self, p: QPainter, r: QRectF) -> None:
        w = r.width()
        rad = w * 0.08
        colour = theme.ACCENT if self.marked else theme.INK_FAINT
        p.setPen(QPen(theme.qc(colour), max(1.0, w * (0.035 if self.marked else 0.025)),
                      Qt.PenStyle.DashLine))
        p.setBrush(theme.qc(theme.ACCENT_SOFT if self.marked else theme.PAPER_DARK,
                            90 if self.marked else 120))
        p.drawRoundedRect(r, rad, rad)


class PileItem(SceneItem):
    """A pile of cards (captured, TEN-9; the discard; the cards out of the
    game) with its count on a round label of at least `count_px` scene
    units' text. `top` is the card shown face up on top (the end of the
    game), else the pile lies face down."""

    def __init__(self, count: int, rect: QRectF, *, count_px: float, top: int | None = None,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(rect, parent)
        self.count = count
        self.top = top if count else None
        self.text = str(count)
        self.count_px = max(1.0, float(math.ceil(count_px - 1e-6)))

    @property
    def text_px(self) -> float | None:
        return self.count_px

    def look(self) -> Hashable:
        return (self.count, self.top, self.count_px)

    def _layers(self) -> int:
        return min(5, self.count)

    def margins(self) -> tuple[float, float, float, float]:
        w = self._rect.width()
        shift = max(0, self._layers() - 1) * w * 0.035
        badge = self._badge(QRectF(0, 0, w, self._rect.height()))
        over = max(0.0, -badge.top(), badge.width() - w)
        m = w * 0.1
        return (m + shift + over, m + shift + over, m + over, m * 1.4 + over)

    def _badge(self, r: QRectF) -> QRectF:
        d = max(r.width() * 0.5, self.count_px / 0.55)
        if self.top is not None:
            # Beside the face-up card's value, over its lower corner.
            return QRectF(r.right() - d * 0.8, r.bottom() - d * 0.8, d, d)
        return QRectF(r.center().x() - d / 2, r.center().y() - d / 2, d, d)

    def draw(self, p: QPainter, r: QRectF) -> None:
        w = r.width()
        rad = w * 0.08
        if self.count == 0:
            p.setPen(QPen(theme.qc(theme.INK_FAINT), max(1.0, w * 0.02), Qt.PenStyle.DashLine))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(r, rad, rad)
        else:
            layers = self._layers()
            for i in range(layers - 1, -1, -1):
                rr = r.translated(-i * w * 0.035, -i * w * 0.035)
                if i == layers - 1:
                    paint_soft_shadow(p, rr, rad, spread=w * 0.06, alpha=40)
                if i == 0 and self.top is not None:
                    paint_card_face(p, rr, self.top, None)
                    continue
                p.setPen(QPen(theme.qc(theme.INK), max(0.6, w * 0.02)))
                p.setBrush(theme.qc(theme.TILE_BACK))
                p.drawRoundedRect(rr, rad, rad)
        badge = self._badge(r)
        p.setPen(QPen(theme.qc(theme.INK), max(0.8, w * 0.02)))
        p.setBrush(theme.qc(theme.PAPER_LIGHT))
        p.drawEllipse(badge)
        p.setPen(theme.qc(theme.INK))
        p.setFont(theme.scene_font(self.count_px, bold=True))
        p.drawText(badge, int(Qt.AlignmentFlag.AlignCenter), self.text)


class SeatMarkItem(SceneItem):
    """A seat's set: a disc in its colour with its symbol (beside its name)."""

    def __init__(self, seat: int, rect: QRectF, parent: QGraphicsItem | None = None) -> None:
        super().__init__(rect, parent)
        self.seat = seat

    def look(self) -> Hashable:
        return self.seat

    def draw(self, p: QPainter, r: QRectF) -> None:
        d = min(r.width(), r.height())
        disc = QRectF(r.center().x() - d / 2, r.center().y() - d / 2, d, d)
        p.setPen(QPen(theme.qc(theme.INK, 120), max(0.8, d * 0.05)))
        p.setBrush(seat_colour(self.seat))
        p.drawEllipse(disc)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(theme.qc(theme.PAPER_LIGHT))
        p.drawPath(symbol_path(SEAT_SYMBOLS[self.seat % len(SEAT_SYMBOLS)], disc.center(),
                               d * 0.26))


__all__ = [
    "CARD_RATIO",
    "SEAT_COLOURS",
    "SEAT_SYMBOLS",
    "CardItem",
    "PileItem",
    "SeatMarkItem",
    "SlotItem",
    "paint_card_back",
    "paint_card_face",
    "paint_emblem",
    "seat_colour",
    "symbol_path",
]
