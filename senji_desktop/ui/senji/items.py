"""The faces of Senji's components: the map's layers, names, fortresses,
unit stacks, fleets, order tokens, dice, cards and the sheets they lie on.

Every item draws only what it is given (a family, a count, a face); the
presenter decides what a seat may see. The map's big layers (coast, land,
province fills, straits, ridges) are built-in path items cached by Qt per
device transform; everything else is a kit
:class:`~senji_desktop.ui.kit.items.SceneItem`: a pixmap drawn once by the
one renderer and cached, so no Python runs when the table is repainted.
Sizes are scene kilometres (the map's own unit, x east, y south).
"""

from __future__ import annotations

import itertools
from collections.abc import Hashable
from functools import cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPainterPathStroker,
    QPen,
    QTextLayout,
    QTextLine,
    QTextOption,
)
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem

from senji_desktop.ui.common import theme
from senji_desktop.ui.common.paper import paint_soft_shadow, paper_brush
from senji_desktop.ui.kit.items import SceneItem, fitted_font
from senji_desktop.ui.senji.geometry import load_geometry
from senji_desktop.ui.senji.mons import draw_mon, family_colour, mon_path, tint

#: Paper tones of the sea and of the land outside the provinces.
SEA_TONE = "#d3d8cc"
TERRAIN_TONE = "#e2d6bb"
NEUTRAL_TONE = "#d2cabb"
#: How strongly a province takes its holder's colour (0–1).
TINT = 0.34

# ---- the map's layers (path items) ------------------------------------------------------


def _path_item(path: QPainterPath, pen: QPen | None, brush: QBrush | QColor | None
               ) -> QGraphicsPathItem:
    item = QGraphicsPathItem(path)
    item.setPen(pen if pen is not None else QPen(Qt.PenStyle.NoPen))
    item.setBrush(QBrush(brush) if brush is not None else QBrush(Qt.BrushStyle.NoBrush))
    item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
    # Drawn once per zoom level, then copied: the outlines are long.
    item.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
    return item


@cache
def _land() -> QPainterPath:
    g = load_geometry()
    land = QPainterPath()
    land.setFillRule(Qt.FillRule.WindingFill)
    land.addPath(g.terrain)
    for shape in g.provinces.values():
        land.addPath(shape.path)
    return land


@cache
def _coast_band(width: float) -> QPainterPath:
    # Outlined once: stroking a wide pen along the whole coast at every
    # paint would cost far more than filling the outline.
    stroker = QPainterPathStroker()
    stroker.setWidth(width)
    stroker.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    return stroker.createStroke(_land())


def ridge_path(line: tuple[QPointF, ...], step: float = 5.0, tick: float = 4.5) -> QPainterPath:
    """A mountain ridge along `line`: the line itself with short hachures on
    both sides every `step` km, as old maps draw mountains."""
    path = QPainterPath()
    if len(line) < 2:
        return path
    path.moveTo(line[0])
    for p in line[1:]:
        path.lineTo(p)
    carry = step / 2
    for a, b in itertools.pairwise(line):
        dx, dy = b.x() - a.x(), b.y() - a.y()
        length = (dx * dx + dy * dy) ** 0.5
        if length == 0:
            continue
        ux, uy = dx / length, dy / length
        d = carry
        while d < length:
            c = QPointF(a.x() + ux * d, a.y() + uy * d)
            normal = QPointF(-uy * tick, ux * tick)
            path.moveTo(c - normal)
            path.lineTo(c + normal)
            d += step
        carry = d - length
    return path


def map_layer(kind: str) -> QGraphicsPathItem:
    """A layer of the map that never changes: "coast" bands (as old printed
    maps shade a coast), the "terrain" outside the provinces, the ferry
    lines of "straits" and the mountain "ridges" where two provinces touch
    on the drawing without bordering in the game (SJ-10)."""
    g = load_geometry()
    if kind.startswith("coast"):
        width, alpha = {"coast1": (22.0, 28), "coast2": (11.0, 45), "coast3": (4.5, 70)}[kind]
        return _path_item(_coast_band(width), None, theme.qc("#6f8a8c", alpha))
    if kind == "terrain":
        pen = QPen(theme.qc(theme.INK_SOFT, 170), 1.0)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        return _path_item(g.terrain, pen, paper_brush(TERRAIN_TONE, strength=70))
    if kind == "straits":
        path = QPainterPath()
        for strait in g.straits:
            path.moveTo(strait.start)
            path.lineTo(strait.end)
        pen = QPen(theme.qc(theme.INK_SOFT, 220), 1.6)
        pen.setStyle(Qt.PenStyle.DashLine)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        return _path_item(path, pen, None)
    path = QPainterPath()
    for ridge in g.ridges:
        path.addPath(ridge_path(ridge.line))
    pen = QPen(theme.qc("#6b4f36", 235), 1.6)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    return _path_item(path, pen, None)


def province_fill(pid: str, owner: str | None, neutral: bool) -> QGraphicsPathItem:
    """A province in ink, tinted with its holder's colour; a neutral province
    (SJ-20) greyed."""
    shape = load_geometry().provinces[pid]
    ink = QPen(theme.qc(theme.INK, 235), 1.3)
    ink.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    brush = (paper_brush(NEUTRAL_TONE, strength=60) if neutral
             else QBrush(tint(family_colour(owner), TINT)))
    return _path_item(shape.path, ink, brush)


def province_hatch(pid: str) -> QGraphicsPathItem:
    """The hatching over a neutral province: no one may enter (SJ-20)."""
    shape = load_geometry().provinces[pid]
    return _path_item(shape.path, None,
                      QBrush(theme.qc(theme.INK_FAINT, 110), Qt.BrushStyle.BDiagPattern))


def area_tip(path_key: str) -> QGraphicsPathItem:
    """An invisible item over a province or sea that carries its tooltip
    (what lies there): it paints nothing, so a new tooltip costs nothing."""
    item = QGraphicsPathItem(area_path(path_key))
    item.setPen(QPen(Qt.PenStyle.NoPen))
    item.setBrush(QBrush(Qt.BrushStyle.NoBrush))
    item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
    return item


def legal_outline(areas: tuple[str, ...]) -> QGraphicsPathItem:
    """A dashed vermilion outline around the provinces and seas a click
    chooses something at now."""
    path = QPainterPath()
    for area in areas:
        path.addPath(area_path(area))
    pen = QPen(theme.qc(theme.ACCENT, 230), 2.2)
    pen.setStyle(Qt.PenStyle.DashLine)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    return _path_item(path, pen, None)


@cache
def area_path(area: str) -> QPainterPath:
    """The outline of a province, or the clickable oval of a sea."""
    g = load_geometry()
    shape = g.provinces.get(area)
    if shape is not None:
        return shape.path
    sea = g.seas[area]
    path = QPainterPath()
    c = (sea.label + sea.fleets) / 2
    path.addEllipse(c, 95.0, 66.0)
    return path


# ---- texts on the map --------------------------------------------------------------------


def _text_path(text: str, font: QFont, origin: QPointF) -> QPainterPath:
    path = QPainterPath()
    path.addText(origin, font, text)
    return path


class NameItem(SceneItem):
    """A province's name (a proper name) in ink with a paper halo, centred
    in `rect`; `faded` for a neutral province."""

    def __init__(self, text: str, rect: QRectF, *, pixel: float, faded: bool = False,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(rect, parent)
        self.text = text
        self.faded = faded
        self.pixel = pixel

    @property
    def text_px(self) -> float | None:
        return float(round(self.pixel))

    def look(self) -> Hashable:
        return (self.text, self.faded, round(self.pixel))

    def margins(self) -> tuple[float, float, float, float]:
        return (6.0, 6.0, 6.0, 6.0)

    def draw(self, painter: QPainter, r: QRectF) -> None:
        font = theme.scene_font(self.pixel, bold=True)
        fm = QFontMetricsF(font)
        w = fm.horizontalAdvance(self.text)
        origin = QPointF(r.center().x() - w / 2, r.center().y() + (fm.ascent() - fm.descent()) / 2)
        path = _text_path(self.text, font, origin)
        halo = QPen(theme.qc(theme.PAPER_LIGHT, 215), max(2.0, self.pixel * 0.26))
        halo.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        painter.setPen(halo)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(path)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(theme.qc(theme.INK_SOFT if self.faded else theme.INK))
        painter.drawPath(path)


class SeaNameItem(SceneItem):
    """A sea's (translated) name, spaced italic capitals of soft ink over a
    few wave strokes."""

    def __init__(self, text: str, rect: QRectF, *, pixel: float,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(rect, parent)
        self.text = text
        self.pixel = pixel

    @property
    def text_px(self) -> float | None:
        return float(round(self.pixel))

    def look(self) -> Hashable:
        return (self.text, round(self.pixel))

    def margins(self) -> tuple[float, float, float, float]:
        return (30.0, 10.0, 30.0, 14.0)

    def draw(self, painter: QPainter, r: QRectF) -> None:
        font = theme.scene_font(self.pixel)
        font.setItalic(True)
        font.setLetterSpacing(QFont.SpacingType.AbsoluteSpacing, self.pixel * 0.14)
        text = self.text.upper()
        fm = QFontMetricsF(font)
        w = fm.horizontalAdvance(text)
        origin = QPointF(r.center().x() - w / 2, r.center().y() + (fm.ascent() - fm.descent()) / 2)
        wave = QPainterPath()
        y = r.center().y() + fm.height() * 0.55
        x = r.center().x() - w / 2 - 24
        wave.moveTo(x, y)
        while x < r.center().x() + w / 2 + 24:
            wave.quadTo(QPointF(x + 6, y - 5), QPointF(x + 12, y))
            x += 12
        painter.setPen(QPen(theme.qc("#5d7c86", 120), 1.3))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(wave)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(theme.qc("#3f5b66", 210))
        painter.drawPath(_text_path(text, font, origin))


# ---- pieces ------------------------------------------------------------------------------


class FortressItem(SceneItem):
    """A fortress: a small keep with curved eaves in the family's colour and
    its mon on the wall (SJ-1); `faded` greys it for a neutral province."""

    def __init__(self, family: str, rect: QRectF, *, faded: bool = False,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(rect, parent)
        self.family = family
        self.faded = faded

    def look(self) -> Hashable:
        return (self.family, self.faded)

    def draw(self, painter: QPainter, r: QRectF) -> None:
        w = r.width() / 1.44
        painter.translate(r.center().x(), r.top() + w * 0.72)
        colour = QColor("#9a9284") if self.faded else QColor(family_colour(self.family))
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
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(theme.qc(theme.SHADOW, 55))
        painter.drawRoundedRect(body.translated(1.6, 2.2).adjusted(-1, 0, 1, 1), 2.5, 2.5)
        ink = QPen(theme.qc(theme.INK, 230), max(1.0, w * 0.045))
        ink.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        painter.setPen(ink)
        painter.setBrush(QColor(theme.PAPER_LIGHT))
        painter.drawRoundedRect(body, 2.0, 2.0)
        painter.setBrush(colour.darker(135))
        painter.drawPath(roof)
        painter.drawPath(cap)
        s = w * 0.58
        draw_mon(painter, self.family, QRectF(-s / 2, body.center().y() - s / 2 + 1, s, s),
                 colour.darker(110))


def samurai_path(r: QRectF) -> QPainterPath:
    """A samurai figure: a kabuto with crescent crest over shoulders, in `r`."""
    x, y, w, h = r.x(), r.y(), r.width(), r.height()
    path = QPainterPath()
    helmet = QPainterPath()
    helmet.moveTo(x + 0.08 * w, y + 0.62 * h)
    helmet.quadTo(QPointF(x + 0.5 * w, y + 0.12 * h), QPointF(x + 0.92 * w, y + 0.62 * h))
    helmet.lineTo(x + w, y + 0.72 * h)
    helmet.lineTo(x, y + 0.72 * h)
    helmet.closeSubpath()
    path.addPath(helmet)
    crest = QPainterPath()
    crest.moveTo(x + 0.1 * w, y)
    crest.quadTo(QPointF(x + 0.5 * w, y + 0.5 * h), QPointF(x + 0.9 * w, y))
    stroker = QPainterPathStroker()
    stroker.setWidth(0.12 * w)
    stroker.setCapStyle(Qt.PenCapStyle.RoundCap)
    path.addPath(stroker.createStroke(crest))
    path.addRoundedRect(QRectF(x + 0.12 * w, y + 0.78 * h, 0.76 * w, 0.22 * h),
                        0.1 * w, 0.1 * w)
    return path.simplified()


def stack_width(units: int, samurai: int, height: float) -> float:
    """The width of a :class:`StackItem` `height` km high."""
    font = theme.scene_font(height * 0.78, bold=True)
    fm = QFontMetricsF(font)
    width = height
    if units > 0 or not samurai:
        width += 2 + fm.horizontalAdvance(str(units)) + 3
    if samurai:
        width += height * 0.8 + fm.horizontalAdvance(str(samurai)) + 3
    return max(width, height * 1.6)


class StackItem(SceneItem):
    """One family's troops in a province or sea: a pill in the family colour
    with its mon, the number of units and, if any, a samurai figure with
    their number (only what is there: a lone samurai shows no "0"). `fleet`
    draws a boat hull under it (troops at sea)."""

    def __init__(self, family: str, units: int, samurai: int, rect: QRectF, *,
                 fleet: bool = False, parent: QGraphicsItem | None = None) -> None:
        super().__init__(rect, parent)
        self.family = family
        self.units = units
        self.samurai = samurai
        self.fleet = fleet

    @property
    def shows_units(self) -> bool:
        return self.units > 0 or not self.samurai

    @property
    def text_px(self) -> float | None:
        return float(round(self._rect.height() * 0.78))

    def look(self) -> Hashable:
        return (self.family, self.units, self.samurai, self.fleet)

    def margins(self) -> tuple[float, float, float, float]:
        h = self._rect.height()
        return (4.0, 3.0, 4.0, h * 0.45 if self.fleet else 4.0)

    def draw(self, painter: QPainter, r: QRectF) -> None:
        h, w = r.height(), r.width()
        colour = QColor(family_colour(self.family))
        text_colour = QColor(theme.readable_on(family_colour(self.family)))
        pill = QRectF(0, 0, w, h)
        if self.fleet:
            hull = QPainterPath()
            hull.moveTo(-3, h * 0.7)
            hull.lineTo(w + 3, h * 0.7)
            hull.lineTo(w - 3, h * 1.32)
            hull.lineTo(3, h * 1.32)
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
        disc = QRectF(1.5, 1.5, h - 3, h - 3)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(theme.PAPER_LIGHT))
        painter.drawEllipse(disc)
        painter.setBrush(colour.darker(120))
        painter.drawPath(mon_path(self.family, disc.adjusted(h * 0.1, h * 0.1, -h * 0.1,
                                                             -h * 0.1)))
        font = theme.scene_font(h * 0.78, bold=True)
        painter.setFont(font)
        painter.setPen(text_colour)
        fm = QFontMetricsF(font)
        x = disc.right() + 2
        if self.shows_units:
            units = str(self.units)
            painter.drawText(QRectF(x, 0, fm.horizontalAdvance(units) + 2, h),
                             Qt.AlignmentFlag.AlignCenter, units)
            x += fm.horizontalAdvance(units) + 3
        if self.samurai:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(text_colour)
            painter.drawPath(samurai_path(QRectF(x, 1.5, h * 0.72, h - 3)))
            x += h * 0.8
            n = str(self.samurai)
            painter.setPen(text_colour)
            painter.drawText(QRectF(x, 0, fm.horizontalAdvance(n) + 2, h),
                             Qt.AlignmentFlag.AlignCenter, n)


class OrderItem(SceneItem):
    """A spring order token on a province (SJ-42): face down (`letter` "?"),
    or face up with its order's letter; rimmed in the family's colour.
    `planned` draws an order the player has laid but not yet given (a
    dashed rim); `pending` marks the order the Emperor may resolve."""

    def __init__(self, family: str, letter: str, rect: QRectF, *, hidden: bool = False,
                 planned: bool = False, parent: QGraphicsItem | None = None) -> None:
        super().__init__(rect, parent)
        self.family = family
        self.letter = letter
        self.hidden = hidden
        self.planned = planned
        self.text = letter

    @property
    def text_px(self) -> float | None:
        return float(round(self._rect.height() * 0.66))

    def look(self) -> Hashable:
        return (self.family, self.letter, self.hidden, self.planned)

    def draw(self, painter: QPainter, r: QRectF) -> None:
        colour = QColor(family_colour(self.family))
        paint_soft_shadow(painter, r, r.width() * 0.18, spread=r.width() * 0.12, alpha=55)
        pen = QPen(colour, max(1.5, r.width() * 0.11))
        if self.planned:
            pen.setStyle(Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.setBrush(QColor(theme.TILE_BACK) if self.hidden else QColor("#fbf6ea"))
        inner = r.adjusted(pen.widthF() / 2, pen.widthF() / 2, -pen.widthF() / 2,
                           -pen.widthF() / 2)
        painter.drawRoundedRect(inner, r.width() * 0.16, r.width() * 0.16)
        painter.setFont(theme.scene_font(r.height() * 0.66, bold=True))
        painter.setPen(QColor("#fbf6ea") if self.hidden else colour.darker(115))
        painter.drawText(r, int(Qt.AlignmentFlag.AlignCenter), self.letter)


class SlotItem(SceneItem):
    """An empty place for an order (a province still waiting for one)."""

    def look(self) -> Hashable:
        return ()

    def draw(self, painter: QPainter, r: QRectF) -> None:
        pen = QPen(theme.qc(theme.ACCENT, 220), max(1.2, r.width() * 0.07))
        pen.setStyle(Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.setBrush(theme.qc(theme.PAPER_LIGHT, 150))
        painter.drawRoundedRect(r.adjusted(1, 1, -1, -1), r.width() * 0.16, r.width() * 0.16)


class MarkItem(SceneItem):
    """An accent outline over province or sea `area` (a samurai's power acts
    there, or a battle is fought there); `rect` is the area's bounding box."""

    def __init__(self, area: str, rect: QRectF, parent: QGraphicsItem | None = None) -> None:
        super().__init__(rect, parent)
        self.area = area

    def look(self) -> Hashable:
        return self.area

    def margins(self) -> tuple[float, float, float, float]:
        return (6.0, 6.0, 6.0, 6.0)

    def draw(self, painter: QPainter, r: QRectF) -> None:
        path = area_path(self.area)
        box = path.boundingRect()
        painter.scale(r.width() / max(box.width(), 1e-3), r.height() / max(box.height(), 1e-3))
        painter.translate(-box.topLeft())
        pen = QPen(theme.qc(theme.ACCENT, 220), 5.0)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        painter.setPen(pen)
        painter.setBrush(theme.qc(theme.ACCENT, 60))
        painter.drawPath(path)


class ArrowItem(SceneItem):
    """A planned march: an ink arrow from the start to the end corner of
    `rect` (`flip` mirrors it: from top right to bottom left, `up` from
    bottom to top)."""

    def __init__(self, rect: QRectF, *, flip: bool = False, up: bool = False,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(rect, parent)
        self.flip = flip
        self.up = up

    def look(self) -> Hashable:
        return (self.flip, self.up)

    def margins(self) -> tuple[float, float, float, float]:
        return (14.0, 14.0, 14.0, 14.0)

    def draw(self, painter: QPainter, r: QRectF) -> None:
        x0, x1 = (r.right(), r.left()) if self.flip else (r.left(), r.right())
        y0, y1 = (r.bottom(), r.top()) if self.up else (r.top(), r.bottom())
        a, b = QPointF(x0, y0), QPointF(x1, y1)
        dx, dy = b.x() - a.x(), b.y() - a.y()
        length = max((dx * dx + dy * dy) ** 0.5, 1e-3)
        ux, uy = dx / length, dy / length
        head = min(16.0, length * 0.4)
        tip = b
        base = QPointF(b.x() - ux * head, b.y() - uy * head)
        for pen_colour, width in ((theme.qc(theme.PAPER_LIGHT, 220), 7.0),
                                  (theme.qc(theme.ACCENT, 235), 3.2)):
            pen = QPen(pen_colour, width)
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            painter.setPen(pen)
            painter.drawLine(a, base)
        arrow = QPainterPath()
        arrow.moveTo(tip)
        arrow.lineTo(base.x() - uy * head * 0.55, base.y() + ux * head * 0.55)
        arrow.lineTo(base.x() + uy * head * 0.55, base.y() - ux * head * 0.55)
        arrow.closeSubpath()
        painter.setPen(QPen(theme.qc(theme.PAPER_LIGHT, 220), 2.0))
        painter.setBrush(theme.qc(theme.ACCENT, 235))
        painter.drawPath(arrow)


# ---- sheets, dice and cards ------------------------------------------------------------


class SheetItem(SceneItem):
    """A sheet of light paper lying over the sea (the battle box, the hand,
    the orders to lay), with a soft shadow; `accent` rims it in vermilion
    (a decision waits on it)."""

    def __init__(self, rect: QRectF, *, accent: bool = False,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(rect, parent)
        self.accent = accent

    def look(self) -> Hashable:
        return self.accent

    def margins(self) -> tuple[float, float, float, float]:
        return (14.0, 14.0, 14.0, 16.0)

    def draw(self, painter: QPainter, r: QRectF) -> None:
        radius = min(12.0, r.width() * 0.04)
        paint_soft_shadow(painter, r, radius, spread=10, alpha=55)
        painter.setPen(QPen(theme.qc(theme.ACCENT if self.accent else theme.INK,
                                     200 if self.accent else 120),
                            2.0 if self.accent else 1.2))
        painter.setBrush(paper_brush(theme.PAPER_LIGHT, strength=40))
        painter.drawRoundedRect(r, radius, radius)


class DieItem(SceneItem):
    """A destiny die (SJ-3): an ivory body with the family's mon; `locked`
    adds the vermilion seal of a die a samurai holds (SJ-44)."""

    def __init__(self, family: str, rect: QRectF, *, locked: bool = False,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(rect, parent)
        self.family = family
        self.locked = locked

    def look(self) -> Hashable:
        return (self.family, self.locked)

    def margins(self) -> tuple[float, float, float, float]:
        s = self._rect.width() * 0.22
        return (s, s, s, s)

    def draw(self, painter: QPainter, r: QRectF) -> None:
        size = r.width()
        paint_soft_shadow(painter, r, size * 0.18, spread=size * 0.16, alpha=55)
        painter.setPen(QPen(theme.qc(theme.INK, 220), max(1.0, size * 0.035)))
        painter.setBrush(QColor("#f8f1e0"))
        painter.drawRoundedRect(r.adjusted(0.5, 0.5, -0.5, -0.5), size * 0.18, size * 0.18)
        m = size * 0.66
        draw_mon(painter, self.family, QRectF((size - m) / 2, (size - m) / 2, m, m),
                 family_colour(self.family))
        if self.locked:
            s = size * 0.36
            seal = QRectF(size - s * 0.85, -s * 0.15, s, s)
            painter.setPen(QPen(QColor(theme.PAPER_LIGHT), max(0.8, size * 0.03)))
            painter.setBrush(QColor(theme.ACCENT))
            painter.drawEllipse(seal)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(theme.PAPER_LIGHT))
            painter.drawPath(samurai_path(seal.adjusted(s * 0.24, s * 0.2, -s * 0.24, -s * 0.22)))


class MonItem(SceneItem):
    """A family's mon in its colour (beside a name in a sheet)."""

    def __init__(self, family: str, rect: QRectF, parent: QGraphicsItem | None = None) -> None:
        super().__init__(rect, parent)
        self.family = family

    def look(self) -> Hashable:
        return self.family

    def draw(self, painter: QPainter, r: QRectF) -> None:
        draw_mon(painter, self.family, r, family_colour(self.family))


#: The small sign of each diplomacy card type (SJ-30): a person for a family
#: member, crossed swords for military support, a coin for trade.
def _type_sign(kind: str, r: QRectF) -> QPainterPath:
    path = QPainterPath()
    if kind == "member":
        return samurai_path(r)
    if kind == "support":
        stroker = QPainterPathStroker()
        stroker.setWidth(r.width() * 0.13)
        stroker.setCapStyle(Qt.PenCapStyle.RoundCap)
        blades = QPainterPath()
        blades.moveTo(r.topLeft() + QPointF(r.width() * 0.1, r.height() * 0.1))
        blades.lineTo(r.bottomRight() - QPointF(r.width() * 0.1, r.height() * 0.1))
        blades.moveTo(r.topRight() + QPointF(-r.width() * 0.1, r.height() * 0.1))
        blades.lineTo(r.bottomLeft() + QPointF(r.width() * 0.1, -r.height() * 0.1))
        return stroker.createStroke(blades)
    path.addEllipse(r.adjusted(r.width() * 0.08, r.height() * 0.08, -r.width() * 0.08,
                               -r.height() * 0.08))
    hole = QPainterPath()
    side = r.width() * 0.26
    hole.addRect(QRectF(r.center().x() - side / 2, r.center().y() - side / 2, side, side))
    return path.subtracted(hole)



def _fill_band(painter: QPainter, card: QRectF, radius: float, band: QRectF,
               colour: QColor) -> None:
    """Fill `band` of a card with rounded corners (`card`, `radius`) in the
    family's `colour`, clipped to the card's outline."""
    clip = QPainterPath()
    clip.addRoundedRect(card, radius, radius)
    painter.save()
    painter.setClipPath(clip)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    painter.drawRect(band)
    painter.restore()

class CardItem(SceneItem):
    """A diplomacy card (SJ-30) face up: its family's colour and mon at the
    top, its type's sign and its value; `badge` a short text under it (the
    points a support card would give now: "+2"); `dim` for a card that
    cannot be chosen now; `back` a face-down card; `face` a text in place of
    the value (a category asked for shows "?": any value)."""

    def __init__(self, family: str, kind: str, value: int, rect: QRectF, *, badge: str = "",
                 dim: bool = False, back: bool = False, face: str = "", flat: bool = False,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(rect, parent)
        self.family = family
        self.kind = kind
        self.value = value
        self.badge = badge
        self.dim = dim
        self.back = back
        self.face = face
        #: Lying flat (:data:`FLAT_CARD` wide for its height): the family's
        #: colour and mon on the left, the sign and value beside them (a full
        #: hand on a small window at a large text size).
        self.flat = flat
        self.text = badge or face or str(value)

    @property
    def text_px(self) -> float | None:
        if self.back:
            return None
        if self.flat:
            return float(round(self._rect.height() * FLAT_TEXT))
        return float(round(self._rect.width() * 0.4))

    def look(self) -> Hashable:
        return (self.family, self.kind, self.value, self.badge, self.dim, self.back, self.face,
                self.flat)

    def margins(self) -> tuple[float, float, float, float]:
        return (5.0, 5.0, 6.0, 7.0)

    def draw(self, painter: QPainter, r: QRectF) -> None:
        w, h = r.width(), r.height()
        radius = w * 0.1
        paint_soft_shadow(painter, r, radius, spread=w * 0.08, alpha=60)
        if self.back:
            painter.setPen(QPen(QColor(theme.TILE_BACK_LINE), max(1.0, w * 0.03)))
            painter.setBrush(QColor(theme.TILE_BACK))
            painter.drawRoundedRect(r, radius, radius)
            return
        colour = QColor(family_colour(self.family))
        if self.flat:
            self._draw_flat(painter, r, colour)
            return
        painter.setPen(QPen(theme.qc(theme.INK, 200), max(1.0, w * 0.025)))
        painter.setBrush(QColor("#fbf6ea"))
        painter.drawRoundedRect(r, radius, radius)
        band = QRectF(0, 0, w, h * 0.34)
        _fill_band(painter, r, radius, band, colour)
        m = band.height() * 0.8
        draw_mon(painter, self.family, QRectF((w - m) / 2, (band.height() - m) / 2, m, m),
                 QColor(theme.readable_on(family_colour(self.family))))
        sign = QRectF(w * 0.08, h * 0.42, w * 0.3, w * 0.3)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(theme.qc(theme.INK_SOFT))
        painter.drawPath(_type_sign(self.kind, sign))
        font = theme.scene_font(w * 0.42, bold=True)
        painter.setFont(font)
        painter.setPen(QColor(theme.INK))
        painter.drawText(QRectF(w * 0.36, h * 0.36, w * 0.58, h * 0.3),
                         int(Qt.AlignmentFlag.AlignCenter), self.face or str(self.value))
        if self.badge:
            badge = QRectF(w * 0.1, h * 0.7, w * 0.8, h * 0.24)
            painter.setBrush(theme.qc(theme.ACCENT, 230))
            painter.drawRoundedRect(badge, badge.height() / 2, badge.height() / 2)
            painter.setFont(theme.scene_font(w * 0.4, bold=True))
            painter.setPen(QColor(theme.PAPER_LIGHT))
            painter.drawText(badge, int(Qt.AlignmentFlag.AlignCenter), self.badge)
        if self.dim:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(theme.qc(theme.PAPER_DARK, 150))
            painter.drawRoundedRect(r, radius, radius)


    def _draw_flat(self, painter: QPainter, r: QRectF, colour: QColor) -> None:
        w, h = r.width(), r.height()
        radius = h * 0.14
        painter.setPen(QPen(theme.qc(theme.INK, 200), max(1.0, h * 0.03)))
        painter.setBrush(QColor("#fbf6ea"))
        painter.drawRoundedRect(r, radius, radius)
        band = QRectF(0, 0, h * 0.42, h)
        _fill_band(painter, r, radius, band, colour)
        m = band.width() * 0.82
        draw_mon(painter, self.family, QRectF((band.width() - m) / 2, (h - m) / 2, m, m),
                 QColor(theme.readable_on(family_colour(self.family))))
        sign = QRectF(band.right() + h * 0.1, h * 0.28, h * 0.44, h * 0.44)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(theme.qc(theme.INK_SOFT))
        painter.drawPath(_type_sign(self.kind, sign))
        painter.setFont(theme.scene_font(h * FLAT_TEXT, bold=True))
        painter.setPen(QColor(theme.INK))
        painter.drawText(QRectF(sign.right(), 0, w - sign.right() - h * 0.06, h),
                         int(Qt.AlignmentFlag.AlignCenter), self.face or str(self.value))
        if self.dim:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(theme.qc(theme.PAPER_DARK, 150))
            painter.drawRoundedRect(r, radius, radius)


#: A flat card (:attr:`CardItem.flat`, :attr:`HanaItem.flat`) is this many
#: times as wide as high, its value this share of its height.
FLAT_CARD, FLAT_TEXT = 1.55, 0.6


class SamuraiCardItem(SceneItem):
    """A samurai card (SJ-60): the figure, the name with the honor it is
    worth, and (with powers) the power's domain and text, wrapped."""

    def __init__(self, name: str, domain: str, text: str, rect: QRectF, *, pixel: float,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(rect, parent)
        self.name = name
        self.domain = domain
        self.power = text
        self.pixel = pixel
        self.text = name

    @property
    def text_px(self) -> float | None:
        return float(round(self.pixel))

    def look(self) -> Hashable:
        return (self.name, self.domain, self.power, round(self.pixel))

    def margins(self) -> tuple[float, float, float, float]:
        return (6.0, 6.0, 7.0, 8.0)

    def shown_name(self) -> str:
        """The name as the card shows it: shortened with "…" only where
        the card is narrower than :func:`samurai_card_width` asks."""
        pad = self.pixel * 0.6
        room = self.rect.width() - (pad + self.pixel * 1.6) - pad * 1.7
        bold = theme.scene_font(self.pixel * 1.15, bold=True)
        return QFontMetricsF(bold).elidedText(self.name, Qt.TextElideMode.ElideRight, room)

    def draw(self, painter: QPainter, r: QRectF) -> None:
        w, h = r.width(), r.height()
        radius = w * 0.06
        paint_soft_shadow(painter, r, radius, spread=8, alpha=60)
        painter.setPen(QPen(theme.qc(theme.INK, 200), 1.4))
        painter.setBrush(QColor("#fbf6ea"))
        painter.drawRoundedRect(r, radius, radius)
        pad = self.pixel * 0.6
        fig = QRectF(pad, pad, self.pixel * 1.6, self.pixel * 1.6)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(theme.qc(theme.ACCENT))
        painter.drawPath(samurai_path(fig))
        bold = theme.scene_font(self.pixel * 1.15, bold=True)
        painter.setFont(bold)
        painter.setPen(QColor(theme.INK))
        head = QRectF(fig.right() + pad * 0.7, pad, w - fig.right() - pad * 1.7,
                      self.pixel * 1.6)
        painter.drawText(head, int(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft),
                         self.shown_name())
        y = fig.bottom() + pad * 0.6
        if self.domain:
            font = theme.scene_font(self.pixel, bold=True)
            painter.setFont(font)
            painter.setPen(theme.qc(theme.ACCENT))
            painter.drawText(QRectF(pad, y, w - 2 * pad, self.pixel * 1.4),
                             int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
                             self.domain)
            y += self.pixel * 1.5
        if self.power:
            painter.setPen(QColor(theme.INK))
            layout = power_layout(self.power, w - 2 * pad, self.pixel)
            painter.save()
            painter.setClipRect(QRectF(pad, y, w - 2 * pad, h - y - pad))
            layout.draw(painter, QPointF(pad, y))
            painter.setFont(theme.scene_font(self.pixel))
            for line, _end in broken_words(layout):
                # A word broken at the line's end gets its hyphen (room was kept).
                painter.drawText(QPointF(pad + line.naturalTextWidth(),
                                         y + line.y() + line.ascent()), "-")
            painter.restore()


def power_layout(text: str, width: float, pixel: float) -> QTextLayout:
    """The power text of a samurai card laid out in lines of `width` scene
    units: broken between words, and inside a word only where one word is
    longer than a line (German "Unterstützungskarten" on a narrow card), so
    nothing is cut at the card's edge."""
    font = theme.scene_font(pixel)
    layout = QTextLayout(text, font)
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
    layout.setTextOption(option)
    layout.beginLayout()
    y = 0.0
    # Room for the hyphen of a word broken at a line's end (see broken_words).
    hyphen = QFontMetricsF(font).horizontalAdvance("-")
    while True:
        line = layout.createLine()
        if not line.isValid():
            break
        line.setLineWidth(width - hyphen)
        line.setPosition(QPointF(0, y))
        y += line.height()
    layout.endLayout()
    return layout


def broken_words(layout: QTextLayout) -> list[tuple[QTextLine, int]]:
    """The lines of `layout` that end inside a word, with the index where
    the next line goes on: these are drawn with a hyphen at their end."""
    text = layout.text()
    out = []
    for i in range(layout.lineCount() - 1):
        line = layout.lineAt(i)
        end = line.textStart() + line.textLength()
        if 0 < end < len(text) and text[end - 1].isalpha() and text[end].isalpha():
            out.append((line, end))
    return out


def samurai_card_width(pixel: float, name: str) -> float:
    """The width a :class:`SamuraiCardItem` needs to show `name` whole
    (the figure, the paddings and the name in its bold font), in pixels."""
    pad = pixel * 0.6
    bold = theme.scene_font(pixel * 1.15, bold=True)
    return pad * 2.7 + pixel * 1.6 + QFontMetricsF(bold).horizontalAdvance(name) + 2.0


def samurai_card_height(width: float, pixel: float, domain: str, text: str) -> float:
    """The height a :class:`SamuraiCardItem` of `width` needs for its text."""
    pad = pixel * 0.6
    h = pad + pixel * 1.6 + pad * 0.6
    if domain:
        h += pixel * 1.5
    if text:
        h += power_layout(text, width - 2 * pad, pixel).boundingRect().height()
    return h + pad


class ChipItem(SceneItem):
    """A round-cornered chip with a short text (a count to choose, a
    combination, an order of the tray): `strong` in vermilion (the
    suggested or chosen one), `dim` for one that cannot be chosen now."""

    def __init__(self, text: str, rect: QRectF, *, pixel: float, strong: bool = False,
                 dim: bool = False, family: str = "", align_left: bool = False,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(rect, parent)
        self.text = text
        self.strong = strong
        self.dim = dim
        self.family = family
        self.align_left = align_left
        room = rect.width() - (rect.height() * 1.1 if family else 0) - rect.height() * 0.5
        _metrics, self.font = fitted_font(text, room, pixel, bold=strong, min_pixel=pixel)
        self.pixel = float(self.font.pixelSize())

    @property
    def text_px(self) -> float | None:
        return self.pixel

    def look(self) -> Hashable:
        return (self.text, self.strong, self.dim, self.family, self.align_left,
                self.font.toString())

    def margins(self) -> tuple[float, float, float, float]:
        return (4.0, 4.0, 5.0, 6.0)

    def shown(self, width: float | None = None, height: float | None = None) -> str:
        """The text as the chip shows it: shortened with "…" only where the
        chip (`width` × `height`, default its rect) is too narrow for it."""
        w = self.rect.width() if width is None else width
        h = self.rect.height() if height is None else height
        room = w - h * 0.25 - (h * 1.1 if self.family else h * 0.25)  # as :meth:`draw` lays out
        return QFontMetricsF(self.font).elidedText(self.text, Qt.TextElideMode.ElideRight, room)

    def draw(self, painter: QPainter, r: QRectF) -> None:
        h = r.height()
        paint_soft_shadow(painter, r, h * 0.3, spread=h * 0.15, alpha=40)
        fill = QColor(theme.ACCENT) if self.strong else QColor("#fbf6ea")
        painter.setPen(QPen(theme.qc(theme.ACCENT if self.strong else theme.INK_SOFT, 220),
                            1.2))
        painter.setBrush(fill)
        painter.drawRoundedRect(r, h * 0.3, h * 0.3)
        text_rect = r.adjusted(h * 0.25, 0, -h * 0.25, 0)
        if self.family:
            m = QRectF(h * 0.2, h * 0.15, h * 0.7, h * 0.7)
            draw_mon(painter, self.family, m, family_colour(self.family))
            text_rect.setLeft(m.right() + h * 0.2)
        painter.setFont(self.font)
        painter.setPen(QColor(theme.PAPER_LIGHT if self.strong else theme.INK))
        flags = (Qt.AlignmentFlag.AlignLeft if self.align_left or self.family
                 else Qt.AlignmentFlag.AlignHCenter) | Qt.AlignmentFlag.AlignVCenter
        painter.drawText(text_rect, int(flags.value), self.shown(r.width(), h))
        if self.dim:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(theme.qc(theme.PAPER_DARK, 140))
            painter.drawRoundedRect(r, h * 0.3, h * 0.3)


#: Colours of the four hanafuda kinds (SJ-50): sun, animal, ribbon, plain.
HANA_COLOURS: tuple[str, ...] = ("#c8452b", "#5b7c3a", "#7d4f9e", "#8a8070")


class HanaItem(SceneItem):
    """A small hanafuda card of kind `kind` with how many the hand holds."""

    def __init__(self, kind: int, count: int, rect: QRectF, *, flat: bool = False,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(rect, parent)
        self.kind = kind
        self.count = count
        #: Lying flat: the sign on the left, the count beside it.
        self.flat = flat
        self.text = str(count)

    @property
    def text_px(self) -> float | None:
        if self.flat:
            return float(round(self._rect.height() * FLAT_TEXT))
        return float(round(self._rect.width() * 0.5))

    def look(self) -> Hashable:
        return (self.kind, self.count, self.flat)

    def margins(self) -> tuple[float, float, float, float]:
        return (4.0, 4.0, 5.0, 6.0)

    def draw(self, painter: QPainter, r: QRectF) -> None:
        w, h = r.width(), r.height()
        radius = w * 0.12
        paint_soft_shadow(painter, r, radius, spread=w * 0.08, alpha=50)
        colour = QColor(HANA_COLOURS[self.kind % len(HANA_COLOURS)])
        painter.setPen(QPen(theme.qc(theme.INK, 200), 1.0))
        painter.setBrush(QColor("#fbf6ea") if self.count else theme.qc(theme.PAPER_DARK))
        painter.drawRoundedRect(r, radius, radius)
        # the kind's sign: a sun disc, a leaf, a ribbon, a plain bar
        sign = (QRectF(h * 0.18, h * 0.2, h * 0.6, h * 0.6) if self.flat
                else QRectF(w * 0.2, h * 0.1, w * 0.6, w * 0.6))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colour if self.count else theme.qc(theme.INK_FAINT))
        if self.kind == 0:
            painter.drawEllipse(sign)
        elif self.kind == 1:
            leaf = QPainterPath()
            leaf.moveTo(sign.bottomLeft())
            leaf.quadTo(sign.topLeft(), sign.topRight())
            leaf.quadTo(sign.bottomRight(), sign.bottomLeft())
            painter.drawPath(leaf)
        elif self.kind == 2:
            painter.drawRect(QRectF(sign.left() + sign.width() * 0.3, sign.top(),
                                    sign.width() * 0.4, sign.height()))
        else:
            painter.drawRect(QRectF(sign.left(), sign.center().y() - sign.height() * 0.12,
                                    sign.width(), sign.height() * 0.24))
        painter.setPen(QColor(theme.INK if self.count else theme.INK_SOFT))
        if self.flat:
            painter.setFont(theme.scene_font(h * FLAT_TEXT, bold=True))
            painter.drawText(QRectF(sign.right(), 0, w - sign.right() - h * 0.06, h),
                             int(Qt.AlignmentFlag.AlignCenter), str(self.count))
            return
        painter.setFont(theme.scene_font(w * 0.5, bold=True))
        painter.drawText(QRectF(0, h * 0.55, w, h * 0.42), int(Qt.AlignmentFlag.AlignCenter),
                         str(self.count))
