"""Graphics items of the Senji map: names, fortresses, unit stacks, fleets.

Like the Senshi items, none of them paints in Python while the map is on
screen: each is a ``QGraphicsPixmapItem`` showing a pixmap drawn once by the
one renderer (``ui/common/tiles.py``) for the view's device scale and kept in
its cache; outlines and fills are built-in path items. An item's ``draw``
runs only when its pixmap is not cached yet. Items are centred on their
anchor: ``rect`` is their logical box around (0, 0) in scene km.
"""

from __future__ import annotations

from collections.abc import Hashable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPainterPathStroker,
    QPen,
)
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPixmapItem

from senji_desktop.ui.common import theme
from senji_desktop.ui.common.tiles import RENDERER
from senji_desktop.ui.senji.mons import draw_mon, family_colour, mon_path

# ---- sizes in scene km ----------------------------------------------------------

NAME_PX = 16.0  # province names
SEA_PX = 22.0  # sea names
FORTRESS = 27.0  # fortress marker, width
STACK_H = 19.0  # unit stack pill, height
STACK_GAP = 4.0


def _text_path(text: str, pixel_size: float, *, bold: bool = False,
               italic: bool = False, spacing: float = 0.0) -> QPainterPath:
    """`text` as a path centred on (0, 0) (baseline adjusted), in scene units."""
    font = theme.scene_font(pixel_size, bold=bold)
    font.setItalic(italic)
    if spacing:
        font.setLetterSpacing(font.SpacingType.AbsoluteSpacing, spacing)
    path = QPainterPath()
    path.addText(QPointF(0, 0), font, text)
    r = path.boundingRect()
    return path.translated(-r.center().x(), -r.center().y())


class CachedItem(QGraphicsPixmapItem):
    """A component drawn once per look and device scale (see module docstring).

    Subclasses give :meth:`look` (what decides the pixels), :meth:`box`
    (the logical box around the anchor, margins included) and :meth:`draw`."""

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._scale = 0.0
        self.setTransformationMode(Qt.TransformationMode.SmoothTransformation)
        self.setShapeMode(QGraphicsPixmapItem.ShapeMode.BoundingRectShape)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)

    def look(self) -> Hashable:
        return ()

    def box(self) -> QRectF:
        return QRectF(-10, -10, 20, 20)

    def draw(self, painter: QPainter) -> None:
        """Paint around (0, 0) in scene km (only when not cached)."""

    def realize(self, scale: float) -> None:
        """Show the pixmap for `scale` device pixels per scene km."""
        scale = round(max(0.05, scale), 3)
        if scale == self._scale:
            return
        self._scale = scale
        bounds = self.box()
        pm = RENDERER.picture((type(self).__name__, self.look()), bounds, scale, self.draw)
        self.setPixmap(pm)
        self.setOffset(bounds.topLeft())


class NameItem(CachedItem):
    """A province's name in ink with a paper halo (proper name: not translated);
    `faded` for a neutral province."""

    def __init__(self, name: str, *, faded: bool = False) -> None:
        super().__init__()
        self.name = name
        self.faded = faded
        self._path = _text_path(name, NAME_PX, bold=True)

    def look(self) -> Hashable:
        return (self.name, self.faded)

    def box(self) -> QRectF:
        return self._path.boundingRect().adjusted(-4, -4, 4, 4)

    def draw(self, painter: QPainter) -> None:
        halo = QPen(theme.qc(theme.PAPER_LIGHT, 215), 4.2)
        halo.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        painter.setPen(halo)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(self._path)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(theme.qc(theme.INK_SOFT if self.faded else theme.INK))
        painter.drawPath(self._path)


class SeaNameItem(CachedItem):
    """A sea's (translated) name, spaced italic capitals of soft ink."""

    def __init__(self, text: str) -> None:
        super().__init__()
        self.text = text
        self._path = _text_path(text.upper(), SEA_PX, italic=True, spacing=3.0)

    def look(self) -> Hashable:
        return self.text

    def box(self) -> QRectF:
        return self._path.boundingRect().adjusted(-30, -14, 30, 14)

    def draw(self, painter: QPainter) -> None:
        r = self._path.boundingRect()
        # A few wave strokes under the name: seigaiha in the margin of a map.
        wave = QPainterPath()
        y = r.bottom() + 8
        x = r.left() - 24
        wave.moveTo(x, y)
        while x < r.right() + 24:
            wave.quadTo(QPointF(x + 6, y - 5), QPointF(x + 12, y))
            x += 12
        painter.setPen(QPen(theme.qc("#5d7c86", 120), 1.3))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(wave)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(theme.qc("#3f5b66", 210))
        painter.drawPath(self._path)


class FortressItem(CachedItem):
    """A fortress: a small keep with curved eaves in the family's colour and
    its mon on the wall (SJ-1). `family` None draws an empty site (no fortress);
    `faded` greys it for a neutral province."""

    def __init__(self, family: str | None, *, faded: bool = False) -> None:
        super().__init__()
        self.family = family
        self.faded = faded

    def look(self) -> Hashable:
        return (self.family, self.faded)

    def box(self) -> QRectF:
        w = FORTRESS
        return QRectF(-w * 0.72, -w * 0.72, w * 1.44, w * 1.5)

    def draw(self, painter: QPainter) -> None:
        w = FORTRESS
        if self.family is None:
            pen = QPen(theme.qc(theme.INK_FAINT, 200), 1.2)
            pen.setStyle(Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.setBrush(theme.qc(theme.PAPER_DARK, 90))
            painter.drawRoundedRect(QRectF(-w * 0.36, -w * 0.3, w * 0.72, w * 0.66), 3, 3)
            return
        colour = QColor(family_colour(self.family))
        if self.faded:
            colour = QColor("#9a9284")
        body = QRectF(-w * 0.4, -w * 0.22, w * 0.8, w * 0.72)
        roof = QPainterPath()
        roof.moveTo(-w * 0.62, -w * 0.16)
        roof.quadTo(QPointF(-w * 0.42, -w * 0.24), QPointF(-w * 0.3, -w * 0.5))
        roof.lineTo(w * 0.3, -w * 0.5)
        roof.quadTo(QPointF(w * 0.42, -w * 0.24), QPointF(w * 0.62, -w * 0.16))
        roof.closeSubpath()
        cap = QPainterPath()
        cap.moveTo(-w * 0.34, -w * 0.5)
        cap.quadTo(QPointF(0, -w * 0.74), QPointF(w * 0.34, -w * 0.5))
        cap.closeSubpath()
        # Shadow.
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(theme.qc(theme.SHADOW, 55))
        painter.drawRoundedRect(body.translated(1.6, 2.2).adjusted(-1, 0, 1, 1), 2.5, 2.5)
        ink = QPen(theme.qc(theme.INK, 230), 1.2)
        ink.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        painter.setPen(ink)
        painter.setBrush(QColor(theme.PAPER_LIGHT))
        painter.drawRoundedRect(body, 2.0, 2.0)
        painter.setBrush(colour.darker(135))
        painter.drawPath(roof)
        painter.drawPath(cap)
        # The mon on the wall, in the family colour.
        s = w * 0.58
        draw_mon(painter, self.family, QRectF(-s / 2, body.center().y() - s / 2 + 1, s, s),
                 colour.darker(110))


class StackItem(CachedItem):
    """One family's troops in a province or sea: a pill in the family colour
    with its mon, the number of units and, if any, a samurai figure with
    their number. `fleet` draws a boat hull under it (troops at sea)."""

    def __init__(self, family: str, units: int, samurai: int, *, fleet: bool = False) -> None:
        super().__init__()
        self.family = family
        self.units = units
        self.samurai = samurai
        self.fleet = fleet
        self._font = theme.scene_font(STACK_H * 0.78, bold=True)
        fm = QFontMetricsF(self._font)
        h = STACK_H
        width = h  # mon disc
        if self.shows_units:
            width += 2 + fm.horizontalAdvance(str(units)) + 3
        if samurai:
            width += h * 0.8 + fm.horizontalAdvance(str(samurai)) + 3
        self._w = max(width, h * 1.6)

    @property
    def width(self) -> float:
        return self._w

    @property
    def shows_units(self) -> bool:
        """Whether the unit count is drawn: only what is there, so a lone
        samurai shows no "0"."""
        return self.units > 0 or not self.samurai

    def look(self) -> Hashable:
        return (self.family, self.units, self.samurai, self.fleet)

    def box(self) -> QRectF:
        h = STACK_H
        bottom = h * 0.9 if self.fleet else h / 2 + 3
        return QRectF(-self._w / 2 - 3, -h / 2 - 3, self._w + 6, h / 2 + 3 + bottom)

    def draw(self, painter: QPainter) -> None:
        h, w = STACK_H, self._w
        colour = QColor(family_colour(self.family))
        text_colour = QColor(theme.readable_on(family_colour(self.family)))
        pill = QRectF(-w / 2, -h / 2, w, h)
        if self.fleet:
            hull = QPainterPath()
            hull.moveTo(-w / 2 - 3, h * 0.2)
            hull.lineTo(w / 2 + 3, h * 0.2)
            hull.lineTo(w / 2 - 3, h * 0.82)
            hull.lineTo(-w / 2 + 3, h * 0.82)
            hull.closeSubpath()
            painter.setPen(QPen(theme.qc(theme.INK, 220), 1.0))
            painter.setBrush(QColor("#7a5a3c"))
            painter.drawPath(hull)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(theme.qc(theme.SHADOW, 60))
        painter.drawRoundedRect(pill.translated(1.2, 1.8), h / 2, h / 2)
        painter.setPen(QPen(theme.qc(theme.INK, 220), 1.0))
        painter.setBrush(colour)
        painter.drawRoundedRect(pill, h / 2, h / 2)
        # Mon in a paper disc at the left end.
        disc = QRectF(-w / 2 + 1.5, -h / 2 + 1.5, h - 3, h - 3)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(theme.PAPER_LIGHT))
        painter.drawEllipse(disc)
        m = disc.adjusted(2.0, 2.0, -2.0, -2.0)
        painter.setBrush(colour.darker(120))
        painter.drawPath(mon_path(self.family, m))
        painter.setFont(self._font)
        painter.setPen(text_colour)
        fm = QFontMetricsF(self._font)
        x = disc.right() + 2
        if self.shows_units:
            units = str(self.units)
            painter.drawText(QRectF(x, -h / 2, fm.horizontalAdvance(units) + 2, h),
                             Qt.AlignmentFlag.AlignCenter, units)
            x += fm.horizontalAdvance(units) + 3
        if self.samurai:
            fig = samurai_path(QRectF(x, -h / 2 + 1.5, h * 0.72, h - 3))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(text_colour)
            painter.drawPath(fig)
            x += h * 0.8
            n = str(self.samurai)
            painter.setPen(text_colour)
            painter.drawText(QRectF(x, -h / 2, fm.horizontalAdvance(n) + 2, h),
                             Qt.AlignmentFlag.AlignCenter, n)


def samurai_path(r: QRectF) -> QPainterPath:
    """A samurai figure: a kabuto with crescent crest over shoulders, in `r`."""
    x, y, w, h = r.x(), r.y(), r.width(), r.height()
    path = QPainterPath()
    # Helmet bowl and flared neck guard.
    helmet = QPainterPath()
    helmet.moveTo(x + 0.08 * w, y + 0.62 * h)
    helmet.quadTo(QPointF(x + 0.5 * w, y + 0.12 * h), QPointF(x + 0.92 * w, y + 0.62 * h))
    helmet.lineTo(x + w, y + 0.72 * h)
    helmet.lineTo(x, y + 0.72 * h)
    helmet.closeSubpath()
    path.addPath(helmet)
    # Crescent crest (maedate).
    crest = QPainterPath()
    crest.moveTo(x + 0.1 * w, y)
    crest.quadTo(QPointF(x + 0.5 * w, y + 0.5 * h), QPointF(x + 0.9 * w, y))
    stroker = QPainterPathStroker()
    stroker.setWidth(0.12 * w)
    stroker.setCapStyle(Qt.PenCapStyle.RoundCap)
    path.addPath(stroker.createStroke(crest))
    # Shoulders.
    path.addRoundedRect(QRectF(x + 0.12 * w, y + 0.78 * h, 0.76 * w, 0.22 * h), 0.1 * w, 0.1 * w)
    return path.simplified()
