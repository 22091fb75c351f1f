"""Drawing of SenbaZuru's components: origami tiles, the start tile, tokens.

Colour is never alone: every colour has its own pattern and corner
symbol — blue: waves and a wave mark, red: dots and a round mark, green:
stripes and a leaf mark — and the intensity shows in the symbol (filled for
dark, outlined for light) and in the tile's tone. A tile shows a crane: a
red crown on it for the crowned crane, gold for the golden crane. A coloured
bar on one edge marks who controls the tile; the tile is turned so that this
edge faces its controller (SBZ-5).

Pixmaps are painted once per (tile, controller colour, size, pixel ratio)
and cached; scene items paint the cached pixmap.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen, QPixmap, QPolygonF
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from senji_desktop.games.senbazuru.model import COLOUR, CROWNED, GOLDEN, INTENSITY, START
from senji_desktop.ui.common import theme

# Tile fill per (colour, intensity): Okabe–Ito blue, vermilion and bluish green.
FILL = {
    (0, 0): "#b9dcf2", (0, 1): "#0a64a0",
    (1, 0): "#f4c3a0", (1, 1): "#c24d0c",
    (2, 0): "#a9dcc6", (2, 1): "#00805e",
}
GOLD = "#d9a521"
GOLD_DARK = "#8a6410"
# The two seats' marks (bar on the controller's edge, score panel).
SEAT_COLOURS = ("#b9381b", "#2f4a86")
CELL = 64.0  # scene units per grid cell
TILE = 58.0  # tile edge in scene units


def seat_colour(seat: int) -> str:
    return SEAT_COLOURS[seat % 2] if seat >= 0 else theme.INK_FAINT


def _crane_path(r: QRectF) -> QPainterPath:
    """A folded paper crane seen from the side, inside `r`."""
    x, y, w, h = r.x(), r.y(), r.width(), r.height()

    def pt(px: float, py: float) -> QPointF:
        return QPointF(x + px * w, y + py * h)

    path = QPainterPath()
    # body and wings
    path.addPolygon(QPolygonF([pt(0.50, 0.62), pt(0.08, 0.30), pt(0.42, 0.50)]))
    path.addPolygon(QPolygonF([pt(0.50, 0.62), pt(0.92, 0.22), pt(0.58, 0.50)]))
    path.addPolygon(QPolygonF([pt(0.30, 0.62), pt(0.50, 0.50), pt(0.70, 0.62), pt(0.50, 0.80)]))
    # neck and head
    path.addPolygon(QPolygonF([pt(0.30, 0.62), pt(0.14, 0.74), pt(0.10, 0.64), pt(0.40, 0.58)]))
    # tail
    path.addPolygon(QPolygonF([pt(0.70, 0.62), pt(0.92, 0.56), pt(0.60, 0.58)]))
    return path


def _crown_path(r: QRectF) -> QPainterPath:
    x, y, w, h = r.x(), r.y(), r.width(), r.height()
    poly = QPolygonF([
        QPointF(x, y + h), QPointF(x, y + h * 0.3), QPointF(x + w * 0.25, y + h * 0.6),
        QPointF(x + w * 0.5, y), QPointF(x + w * 0.75, y + h * 0.6), QPointF(x + w, y + h * 0.3),
        QPointF(x + w, y + h),
    ])
    path = QPainterPath()
    path.addPolygon(poly)
    path.closeSubpath()
    return path


def _symbol(p: QPainter, colour: int, dark: bool, r: QRectF, ink: QColor) -> None:
    """The corner mark of a colour: wave (blue), circle (red), leaf (green);
    filled for dark tiles, outlined for light ones."""
    p.save()
    p.setPen(QPen(ink, max(1.0, r.width() * 0.14)))
    p.setBrush(QBrush(ink) if dark else Qt.BrushStyle.NoBrush)
    if colour == 0:
        path = QPainterPath()
        path.moveTo(r.left(), r.center().y())
        path.cubicTo(r.left() + r.width() * 0.25, r.top(), r.left() + r.width() * 0.5, r.top(),
                     r.center().x(), r.center().y())
        path.cubicTo(r.center().x() + r.width() * 0.1, r.bottom(), r.right() - r.width() * 0.15,
                     r.bottom(), r.right(), r.center().y())
        if dark:
            path.lineTo(r.right(), r.bottom())
            path.lineTo(r.left(), r.bottom())
            path.closeSubpath()
        p.drawPath(path)
    elif colour == 1:
        p.drawEllipse(r.adjusted(r.width() * 0.1, r.height() * 0.1,
                                 -r.width() * 0.1, -r.height() * 0.1))
    else:
        path = QPainterPath()
        path.moveTo(r.left(), r.bottom())
        path.quadTo(r.left(), r.top(), r.right(), r.top())
        path.quadTo(r.right(), r.bottom(), r.left(), r.bottom())
        p.drawPath(path)
    p.restore()


def _pattern(p: QPainter, colour: int, r: QRectF, ink: QColor) -> None:
    """The colour's background pattern: waves, dots or stripes."""
    p.save()
    p.setClipRect(r)
    p.setPen(QPen(ink, r.width() * 0.018))
    p.setBrush(Qt.BrushStyle.NoBrush)
    step = r.width() / 5
    if colour == 0:
        y = r.top() + step * 0.5
        while y < r.bottom() + step:
            path = QPainterPath()
            path.moveTo(r.left(), y)
            x = r.left()
            while x < r.right():
                path.quadTo(x + step / 2, y - step * 0.35, x + step, y)
                x += step
            p.drawPath(path)
            y += step * 0.8
    elif colour == 1:
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(ink)
        rad = r.width() * 0.03
        row = 0
        y = r.top() + step / 2
        while y < r.bottom():
            x = r.left() + step / 2 + (step / 2 if row % 2 else 0)
            while x < r.right():
                p.drawEllipse(QPointF(x, y), rad, rad)
                x += step
            y += step * 0.8
            row += 1
    else:
        x = r.left() - r.height()
        while x < r.right():
            p.drawLine(QPointF(x, r.bottom()), QPointF(x + r.height(), r.top()))
            x += step * 0.7
    p.restore()


def paint_tile(p: QPainter, r: QRectF, tile: int, owner_colour: str | None) -> None:
    """Paint `tile` (or START) into `r`, upright; `owner_colour` is the bar on
    the bottom edge (None = no controller)."""
    radius = r.width() * 0.12
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    if tile == START:
        p.setPen(QPen(theme.qc(theme.INK), r.width() * 0.025))
        p.setBrush(theme.qc(theme.TILE_BACK))
        p.drawRoundedRect(r, radius, radius)
        inner = r.adjusted(r.width() * 0.12, r.width() * 0.12, -r.width() * 0.12, -r.width() * 0.12)
        p.setPen(QPen(theme.qc(theme.TILE_BACK_LINE), r.width() * 0.02))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(inner, radius * 0.6, radius * 0.6)
        # Three small marks: the start tile counts as every colour (SBZ-3).
        for i, col in enumerate((0, 1, 2)):
            sym = QRectF(0, 0, r.width() * 0.18, r.width() * 0.18)
            sym.moveCenter(QPointF(r.center().x() + (i - 1) * r.width() * 0.22, r.center().y()))
            _symbol(p, col, i % 2 == 1, sym, QColor(FILL[(col, 0)]))
    else:
        colour, dark = COLOUR[tile], INTENSITY[tile] == 1
        fill = QColor(FILL[(colour, int(dark))])
        ink = QColor("#fbf6ea") if dark else theme.qc(theme.INK)
        p.setPen(QPen(theme.qc(theme.INK), r.width() * 0.025))
        p.setBrush(fill)
        p.drawRoundedRect(r, radius, radius)
        pat = QColor(ink)
        pat.setAlpha(60 if dark else 55)
        _pattern(p, colour, r.adjusted(2, 2, -2, -2), pat)
        sym = QRectF(r.left() + r.width() * 0.08, r.top() + r.width() * 0.08,
                     r.width() * 0.2, r.width() * 0.2)
        _symbol(p, colour, dark, sym, ink)
        crane = QRectF(r.left() + r.width() * 0.14, r.top() + r.height() * 0.16,
                       r.width() * 0.76, r.height() * 0.7)
        if GOLDEN[tile]:
            p.setPen(QPen(QColor(GOLD_DARK), r.width() * 0.02))
            p.setBrush(QColor(GOLD))
        else:
            p.setPen(QPen(theme.qc(theme.INK, 150), r.width() * 0.015))
            p.setBrush(QColor("#fbf6ea") if dark else QColor(255, 255, 255, 190))
        p.drawPath(_crane_path(crane))
        if GOLDEN[tile]:
            # a small sparkle: the precious golden paper (+1, SBZ-9)
            c = QPointF(r.right() - r.width() * 0.2, r.top() + r.width() * 0.2)
            p.setPen(QPen(QColor(GOLD), r.width() * 0.035))
            s = r.width() * 0.08
            p.drawLine(c + QPointF(-s, 0), c + QPointF(s, 0))
            p.drawLine(c + QPointF(0, -s), c + QPointF(0, s))
        if CROWNED[tile]:
            crown = QRectF(0, 0, r.width() * 0.26, r.width() * 0.18)
            crown.moveCenter(QPointF(r.left() + r.width() * 0.24, r.top() + r.height() * 0.52))
            p.setPen(QPen(QColor("#fbf6ea"), r.width() * 0.02))
            p.setBrush(theme.qc(theme.ACCENT))
            p.drawPath(_crown_path(crown))
            p.setPen(QPen(theme.qc(theme.INK), r.width() * 0.012))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawPath(_crown_path(crown))
    if owner_colour is not None:
        bar = QRectF(r.left() + r.width() * 0.22, r.bottom() - r.height() * 0.1,
                     r.width() * 0.56, r.height() * 0.07)
        p.setPen(QPen(QColor("#fbf6ea"), r.width() * 0.012))
        p.setBrush(QColor(owner_colour))
        p.drawRoundedRect(bar, bar.height() / 2, bar.height() / 2)
    p.restore()


def paint_crane_token(p: QPainter, centre: QPointF, radius: float, count: int = 1) -> None:
    """A crowned-crane token (SBZ-2): a vermilion disc with a crown; a small
    numbered badge on it when several lie on one tile."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(QPen(QColor("#fbf6ea"), radius * 0.18))
    p.setBrush(theme.qc(theme.ACCENT))
    p.drawEllipse(centre, radius, radius)
    crown = QRectF(0, 0, radius * 1.1, radius * 0.8)
    crown.moveCenter(centre)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(GOLD))
    p.drawPath(_crown_path(crown))
    if count > 1:
        # a small badge with the number, inside the disc's lower right
        c = centre + QPointF(radius * 0.75, radius * 0.75)
        r = radius * 0.62
        p.setPen(QPen(theme.qc(theme.ACCENT), radius * 0.12))
        p.setBrush(QColor("#fbf6ea"))
        p.drawEllipse(c, r, r)
        p.setFont(theme.scene_font(r * 1.5, bold=True))
        p.setPen(theme.qc(theme.INK))
        p.drawText(QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r), Qt.AlignmentFlag.AlignCenter,
                   str(count))
    p.restore()


def paint_gold_token(p: QPainter, centre: QPointF, radius: float) -> None:
    """A golden origami token (SBZ-2): a gold disc with a small crane."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(QPen(QColor(GOLD_DARK), radius * 0.15))
    p.setBrush(QColor(GOLD))
    p.drawEllipse(centre, radius, radius)
    r = QRectF(0, 0, radius * 1.5, radius * 1.3)
    r.moveCenter(centre)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor("#fbf6ea"))
    p.drawPath(_crane_path(r))
    p.restore()


def paint_back(p: QPainter, r: QRectF) -> None:
    """The common back of a face-down tile (a hidden hand tile, the pile)."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    radius = r.width() * 0.12
    p.setPen(QPen(theme.qc(theme.INK), r.width() * 0.025))
    p.setBrush(theme.qc(theme.TILE_BACK))
    p.drawRoundedRect(r, radius, radius)
    p.setPen(QPen(theme.qc(theme.TILE_BACK_LINE), r.width() * 0.025))
    inner = r.adjusted(r.width() * 0.14, r.width() * 0.14, -r.width() * 0.14, -r.width() * 0.14)
    p.drawRoundedRect(inner, radius * 0.5, radius * 0.5)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawPath(_crane_path(inner.adjusted(4, 4, -4, -4)))
    p.restore()


_cache: dict[tuple[int, str | None, int, float], QPixmap] = {}


def tile_pixmap(tile: int, owner_colour: str | None, size: float, dpr: float) -> QPixmap:
    """A cached pixmap of `tile` `size` device-independent pixels wide."""
    key = (tile, owner_colour, round(size), round(dpr, 2))
    pm = _cache.get(key)
    if pm is None:
        px = max(1, math.ceil(size * dpr))
        pm = QPixmap(px, px)
        pm.fill(Qt.GlobalColor.transparent)
        pm.setDevicePixelRatio(dpr)
        p = QPainter(pm)
        paint_tile(p, QRectF(1, 1, size - 2, size - 2), tile, owner_colour)
        p.end()
        if len(_cache) > 400:
            _cache.clear()
        _cache[key] = pm
    return pm


class TileItem(QGraphicsObject):
    """One tile on the board, centred on its cell; turned (``rotation``) so
    that its controller bar faces the controller (0° = the bottom player)."""

    def __init__(self, tile: int, owner_colour: str | None) -> None:
        super().__init__()
        self.tile = tile
        self.owner_colour = owner_colour
        self.setTransformOriginPoint(0, 0)
        self.setCacheMode(QGraphicsObject.CacheMode.NoCache)

    def set_owner_colour(self, colour: str | None) -> None:
        if colour != self.owner_colour:
            self.owner_colour = colour
            self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-TILE / 2, -TILE / 2, TILE, TILE)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        scale = painter.worldTransform().m11() ** 2 + painter.worldTransform().m12() ** 2
        zoom = math.sqrt(scale) if scale > 0 else 1.0
        dpr = painter.device().devicePixelRatioF() if painter.device() else 1.0
        size_px = max(8.0, TILE * zoom)
        pm = tile_pixmap(self.tile, self.owner_colour, size_px, dpr)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.drawPixmap(self.boundingRect(), pm, QRectF(0, 0, pm.width(), pm.height()))
        painter.restore()


class TokenItem(QGraphicsObject):
    """The crowned-crane tokens on one tile (never turned with the tile)."""

    def __init__(self, count: int) -> None:
        super().__init__()
        self.count = count

    def boundingRect(self) -> QRectF:
        return QRectF(-13, -13, 30, 30)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        paint_crane_token(painter, QPointF(0, 0), 10.5, self.count)
