"""One tile renderer and one pixmap cache for every table (like KDE's game
renderer).

A tile is described by a :class:`TileFace` (fill colour, symbol, back or
face). :class:`TileRenderer` draws faces with QPainter — rounded body, thin
ink border, lacquer gradient, an inner line and a symbol made of
QPainterPaths, plus a soft shadow — into pixmaps cached by (face, pixel
size, device pixel ratio).

Scene items never paint in Python: a table asks for a pixmap drawn for the
view's device scale (device pixels per scene unit: the view's zoom × the
screen's device pixel ratio) and shows it with a ``QGraphicsPixmapItem``,
whose painting runs in C++. :meth:`TileRenderer.scene_tile` does that for
tiles; :meth:`TileRenderer.picture` does it for any other component (a
card, a mat, a label) from a drawing function and a cache key. Both share
one cache bounded in bytes, so a redrawn table costs no drawing at all.
Widgets that paint tiles themselves use :meth:`TileRenderer.paint`.

Symbols are the shape half of "colour never alone" (no meaning rests on
colour only, for colour-blind players): each attribute colour a game uses
must come with one of these shapes.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from collections.abc import Callable, Hashable
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPainterPathStroker,
    QPen,
    QPixmap,
)

from senji_desktop.ui.common import theme

#: Shadow margin around a tile, as a fraction of the tile's width.
SHADOW_MARGIN = 0.16
#: Corner radius as a fraction of the tile's width.
CORNER = 0.17


@dataclass(frozen=True, slots=True)
class TileFace:
    """What a tile shows.

    `fill` is the body colour (hex); `symbol` one of :data:`SYMBOLS` or "";
    `symbol_fill` the symbol's colour (defaults to ink or light paper,
    whichever reads better on `fill`); `back` draws the common back instead
    of a face (with `symbol` drawn on it, e.g. "question" for an unknown tile).
    `mark` adds a small corner mark ("secret": known only to its owner).
    `peek` > 0 draws the symbol smaller, centred in the top `peek` fraction
    of the face: for a tile partly covered by the one above it in a fan."""

    fill: str
    symbol: str = ""
    symbol_fill: str = ""
    back: bool = False
    mark: str = ""
    peek: float = 0.0


# ---- symbols -----------------------------------------------------------------


def _mountain(r: QRectF) -> QPainterPath:
    """Strength: two peaks, the larger one with a snow line cut out."""
    x, y, w, h = r.x(), r.y(), r.width(), r.height()
    path = QPainterPath()
    path.moveTo(x + 0.02 * w, y + 0.88 * h)
    path.lineTo(x + 0.30 * w, y + 0.44 * h)
    path.lineTo(x + 0.40 * w, y + 0.58 * h)
    path.lineTo(x + 0.62 * w, y + 0.12 * h)
    path.lineTo(x + 0.98 * w, y + 0.88 * h)
    path.closeSubpath()
    snow = QPainterPath()
    snow.moveTo(x + 0.62 * w, y + 0.12 * h)
    snow.lineTo(x + 0.74 * w, y + 0.37 * h)
    snow.lineTo(x + 0.67 * w, y + 0.33 * h)
    snow.lineTo(x + 0.62 * w, y + 0.40 * h)
    snow.lineTo(x + 0.56 * w, y + 0.33 * h)
    snow.lineTo(x + 0.50 * w, y + 0.37 * h)
    snow.closeSubpath()
    return path.subtracted(snow)


def _wind(r: QRectF) -> QPainterPath:
    """Agility: three gusts of wind, each ending in a curl."""
    x, y, w, h = r.x(), r.y(), r.width(), r.height()
    lines = QPainterPath()
    for i, (start, end) in enumerate(((0.04, 0.86), (0.14, 0.96), (0.04, 0.74))):
        cy = y + (0.24 + 0.26 * i) * h
        amp = 0.07 * h
        lines.moveTo(x + start * w, cy)
        seg = (end - start) / 2
        lines.cubicTo(
            QPointF(x + (start + seg * 0.5) * w, cy - amp),
            QPointF(x + (start + seg * 0.5) * w, cy + amp),
            QPointF(x + (start + seg) * w, cy),
        )
        lines.cubicTo(
            QPointF(x + (start + seg * 1.5) * w, cy - amp),
            QPointF(x + (start + seg * 1.5) * w, cy + amp),
            QPointF(x + end * w, cy),
        )
    stroker = QPainterPathStroker()
    stroker.setWidth(0.11 * w)
    stroker.setCapStyle(Qt.PenCapStyle.RoundCap)
    stroker.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    return stroker.createStroke(lines).simplified()


def _crest(r: QRectF) -> QPainterPath:
    """Honor: a diamond crest (hishi mon) with a diamond window."""
    c = r.center()
    a = r.width() * 0.5
    outer = QPainterPath()
    outer.moveTo(c.x(), c.y() - a)
    outer.lineTo(c.x() + a * 0.82, c.y())
    outer.lineTo(c.x(), c.y() + a)
    outer.lineTo(c.x() - a * 0.82, c.y())
    outer.closeSubpath()
    b = a * 0.42
    inner = QPainterPath()
    inner.moveTo(c.x(), c.y() - b)
    inner.lineTo(c.x() + b * 0.82, c.y())
    inner.lineTo(c.x(), c.y() + b)
    inner.lineTo(c.x() - b * 0.82, c.y())
    inner.closeSubpath()
    return outer.subtracted(inner)


def _moon(r: QRectF) -> QPainterPath:
    """Wisdom: a crescent moon."""
    c = r.center()
    rad = r.width() * 0.46
    full = QPainterPath()
    full.addEllipse(c, rad, rad)
    bite = QPainterPath()
    bite.addEllipse(QPointF(c.x() + rad * 0.48, c.y() - rad * 0.22), rad * 0.84, rad * 0.84)
    return full.subtracted(bite)


def _question(r: QRectF) -> QPainterPath:
    """An unknown tile: a question mark drawn as a path (no font needed)."""
    x, y, w, h = r.x(), r.y(), r.width(), r.height()
    hook = QPainterPath()
    hook.moveTo(x + 0.26 * w, y + 0.30 * h)
    hook.cubicTo(
        QPointF(x + 0.26 * w, y + 0.02 * h),
        QPointF(x + 0.76 * w, y + 0.02 * h),
        QPointF(x + 0.74 * w, y + 0.30 * h),
    )
    hook.cubicTo(
        QPointF(x + 0.72 * w, y + 0.46 * h),
        QPointF(x + 0.50 * w, y + 0.46 * h),
        QPointF(x + 0.50 * w, y + 0.66 * h),
    )
    stroker = QPainterPathStroker()
    stroker.setWidth(0.13 * w)
    stroker.setCapStyle(Qt.PenCapStyle.RoundCap)
    path = stroker.createStroke(hook)
    dot = QPainterPath()
    dot.addEllipse(QPointF(x + 0.50 * w, y + 0.86 * h), 0.085 * w, 0.085 * w)
    return path.united(dot).simplified()


def _seal(r: QRectF) -> QPainterPath:
    """A round seal (generic marker)."""
    path = QPainterPath()
    path.addEllipse(r.center(), r.width() * 0.42, r.width() * 0.42)
    return path


SYMBOLS = {
    "mountain": _mountain,
    "wind": _wind,
    "crest": _crest,
    "moon": _moon,
    "question": _question,
    "seal": _seal,
}


def symbol_path(symbol: str, rect: QRectF) -> QPainterPath:
    """The symbol's outline fitted into `rect` (empty path for "" or unknown names)."""
    make = SYMBOLS.get(symbol)
    return make(rect) if make else QPainterPath()


# ---- the renderer --------------------------------------------------------------


class TileRenderer:
    """Draws tile faces and other components into one bounded pixmap cache
    (see module docstring). `capacity_bytes` bounds the pixel memory held."""

    def __init__(self, capacity_bytes: int = 96 * 1024 * 1024) -> None:
        self._cache: OrderedDict[Hashable, QPixmap] = OrderedDict()
        self._bytes = 0
        self._capacity = capacity_bytes

    def clear(self) -> None:
        self._cache.clear()
        self._bytes = 0

    def cache_size(self) -> int:
        return len(self._cache)

    def _get(self, key: Hashable) -> QPixmap | None:
        hit = self._cache.get(key)
        if hit is not None:
            self._cache.move_to_end(key)
        return hit

    def _put(self, key: Hashable, pm: QPixmap) -> None:
        self._cache[key] = pm
        self._bytes += pm.width() * pm.height() * 4
        while self._bytes > self._capacity and len(self._cache) > 1:
            _, old = self._cache.popitem(last=False)
            self._bytes -= old.width() * old.height() * 4

    def pixmap(self, face: TileFace, size_px: int, dpr: float = 1.0) -> QPixmap:
        """A pixmap of the tile `size_px` device pixels wide, including the
        shadow margin (SHADOW_MARGIN on every side); its devicePixelRatio is `dpr`."""
        size_px = max(4, int(size_px))
        key = ("tile", face, size_px, round(dpr, 4))
        hit = self._get(key)
        if hit is not None:
            return hit
        margin = math.ceil(size_px * SHADOW_MARGIN)
        full = size_px + 2 * margin
        pm = QPixmap(full, full)
        pm.fill(Qt.GlobalColor.transparent)
        p = QPainter(pm)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        self._draw(p, QRectF(margin, margin, size_px, size_px), face)
        p.end()
        pm.setDevicePixelRatio(dpr)
        self._put(key, pm)
        return pm

    def scene_tile(self, face: TileFace, size: float, scale: float) -> tuple[QPixmap, float]:
        """A tile `size` scene units wide for a view showing `scale` device
        pixels per scene unit, and the shadow margin around the tile in scene
        units. The pixmap's devicePixelRatio makes its logical size scene
        units, so a ``QGraphicsPixmapItem`` shows it 1:1 on the device."""
        size = max(1e-3, size)
        size_px = max(4, round(size * scale))
        pm = self.pixmap(face, size_px, size_px / size)
        margin_px = (pm.width() - size_px) / 2
        return pm, margin_px * size / size_px

    def picture(
        self,
        key: Hashable,
        bounds: QRectF,
        scale: float,
        draw: Callable[[QPainter], None],
    ) -> QPixmap:
        """Any component drawn once by `draw` and cached under (`key`, size,
        `scale`): `draw` paints in scene units onto a painter whose origin is
        the component's origin; `bounds` (same units) is the area it may paint
        in, shadows included. The pixmap's devicePixelRatio is `scale`, so its
        logical size is `bounds`' size in scene units."""
        w, h = bounds.width(), bounds.height()
        full_key = ("picture", key, round(bounds.x(), 3), round(bounds.y(), 3),
                    round(w, 3), round(h, 3), round(scale, 4))
        hit = self._get(full_key)
        if hit is not None:
            return hit
        pm = QPixmap(max(1, math.ceil(w * scale)), max(1, math.ceil(h * scale)))
        pm.fill(Qt.GlobalColor.transparent)
        p = QPainter(pm)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        p.scale(scale, scale)
        p.translate(-bounds.x(), -bounds.y())
        draw(p)
        p.end()
        pm.setDevicePixelRatio(scale)
        self._put(full_key, pm)
        return pm

    def paint(self, painter: QPainter, rect: QRectF, face: TileFace) -> None:
        """Draw `face` into `rect` (painter coordinates), using the pixmap that
        matches the painter's current device scale."""
        t = painter.worldTransform()
        scale = math.hypot(t.m11(), t.m12()) or 1.0
        device = painter.device()
        dpr = device.devicePixelRatioF() if device is not None else 1.0
        size_px = round(rect.width() * scale * dpr)
        if size_px > 48:
            size_px += size_px % 2  # fewer cache entries for tiles of nearly the same size
        pm = self.pixmap(face, size_px, dpr)
        margin = rect.width() * SHADOW_MARGIN
        target = rect.adjusted(-margin, -margin, margin, margin)
        painter.drawPixmap(target, pm, QRectF(0, 0, pm.width(), pm.height()))

    # -- drawing ----------------------------------------------------------------

    @staticmethod
    def _draw(p: QPainter, r: QRectF, face: TileFace) -> None:
        w = r.width()
        radius = w * CORNER
        # Soft shadow, offset down-right like light from the upper left.
        p.setPen(Qt.PenStyle.NoPen)
        for i in range(6):
            grow = w * 0.018 * (i + 1)
            p.setBrush(theme.qc(theme.SHADOW, 22 - i * 3))
            p.drawRoundedRect(
                r.translated(w * 0.025, w * 0.055).adjusted(-grow, -grow, grow, grow),
                radius + grow,
                radius + grow,
            )
        # Tile thickness: a darker edge below the face.
        body = QColor(theme.TILE_BACK if face.back else face.fill)
        edge = body.darker(165)
        p.setBrush(edge)
        p.drawRoundedRect(r.translated(0, w * 0.045), radius, radius)
        # Face with a gentle lacquer gradient.
        g = QLinearGradient(r.topLeft(), r.bottomLeft())
        g.setColorAt(0.0, body.lighter(118))
        g.setColorAt(0.55, body)
        g.setColorAt(1.0, body.darker(108))
        p.setBrush(QBrush(g))
        p.setPen(QPen(theme.qc(theme.INK, 200), max(1.0, w * 0.022)))
        face_rect = r.adjusted(w * 0.011, w * 0.011, -w * 0.011, -w * 0.011)
        p.drawRoundedRect(face_rect, radius, radius)
        # Inner line: the inlay border of the face.
        inset = w * 0.085
        inner = r.adjusted(inset, inset, -inset, -inset)
        line_colour = QColor(theme.TILE_BACK_LINE) if face.back else body.lighter(150)
        line_colour.setAlpha(150)
        p.setPen(QPen(line_colour, max(0.8, w * 0.018)))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(inner, radius * 0.6, radius * 0.6)
        if face.back:
            TileRenderer._draw_back_pattern(p, inner, w)
        # Symbol.
        if face.symbol:
            s = w * (0.46 if face.back else 0.56)
            cy = r.center().y()
            if face.peek > 0:
                s = min(s, w * face.peek * 0.68)
                cy = r.top() + w * face.peek * 0.53
            sr = QRectF(r.center().x() - s / 2, cy - s / 2, s, s)
            path = symbol_path(face.symbol, sr)
            fill = face.symbol_fill or (
                theme.PAPER_LIGHT if face.back else theme.readable_on(face.fill)
            )
            # A faint engraved shadow under the symbol for depth.
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(
                theme.qc(theme.INK, 60)
                if theme.readable_on(fill) == theme.INK
                else QColor(255, 255, 255, 70)
            )
            p.drawPath(path.translated(0, w * 0.02))
            p.setBrush(QColor(fill))
            p.drawPath(path)
        if face.mark == "secret":
            # A small closed-eye seal in the lower left corner.
            m = w * 0.26
            mr = QRectF(r.left() + inset * 0.7, r.bottom() - inset * 0.7 - m, m, m)
            p.setPen(QPen(QColor(theme.PAPER_LIGHT), max(0.8, w * 0.02)))
            p.setBrush(QColor(theme.INK))
            p.drawEllipse(mr)
            lid = QPainterPath()
            lid.moveTo(mr.left() + m * 0.2, mr.center().y() - m * 0.05)
            lid.quadTo(
                mr.center().x(),
                mr.center().y() + m * 0.35,
                mr.right() - m * 0.2,
                mr.center().y() - m * 0.05,
            )
            p.setPen(
                QPen(
                    QColor(theme.PAPER_LIGHT),
                    max(0.8, w * 0.025),
                    Qt.PenStyle.SolidLine,
                    Qt.PenCapStyle.RoundCap,
                )
            )
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawPath(lid)

    @staticmethod
    def _draw_back_pattern(p: QPainter, inner: QRectF, w: float) -> None:
        """Seigaiha (overlapping waves) in thin gold lines on the common back."""
        p.save()
        clip = QPainterPath()
        clip.addRoundedRect(inner, w * CORNER * 0.6, w * CORNER * 0.6)
        p.setClipPath(clip)
        colour = QColor(theme.TILE_BACK_LINE)
        colour.setAlpha(90)
        p.setPen(QPen(colour, max(0.6, w * 0.012)))
        p.setBrush(QColor(theme.TILE_BACK))
        rad = w * 0.16
        row = 0
        y = inner.top() - rad * 0.2
        while y < inner.bottom() + rad:
            x = inner.left() - (rad if row % 2 else 0)
            while x < inner.right() + rad:
                for k in (1.0, 0.66, 0.33):
                    p.drawEllipse(QPointF(x, y), rad * k, rad * k)
                x += rad * 2
            y += rad * 0.5
            row += 1
        p.restore()


#: The one renderer of the application.
RENDERER = TileRenderer()
